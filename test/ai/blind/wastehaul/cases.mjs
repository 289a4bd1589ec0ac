/* eslint-disable -- a blind round's file, kept as its author wrote it */
// Blind round "wastehaul": questions people at a commercial waste & recycling hauler would ask.
// Every expectation is computed from the events with the reference oracle.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES, incidentDay } from './data.mjs';

const { DAY, MONTHS, ranges: R, select, users, sum, percent, tally, rank, time } = O;
const P = PERSONAS;
const ago = (now, k) => O.dayStart(+now) - k * DAY; // start of the day k days ago
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const D = (t) => new Date(t);
const iso = (t) => O.isoDay(t);
const longDay = (t) => `${MONTHS[D(t).getUTCMonth()]} ${ord(D(t).getUTCDate())}`; // November 4th
const shortDay = (t) => `${MONTHS[D(t).getUTCMonth()].slice(0, 3)} ${D(t).getUTCDate()}`; // Nov 4
const dmy = (t) => `${D(t).getUTCDate()} ${MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCFullYear()}`; // 4 November 2026
const lastMonthStart = (now) => O.monthStart(+now, -1);
const twoMonthsStart = (now) => O.monthStart(+now, -2);
const mName = (t) => MONTHS[D(t).getUTCMonth()];
const inc = (now) => incidentDay(now);
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return O.round(n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2, 2);
};

// ---- builders ---------------------------------------------------------------------------
const cases = [];
const add = (type, id, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });

function countCase(type, id, q, range, { names, user, conf = 'high' } = {}) {
  add(type, id, q, (ev, now) => {
    const s = select(ev, { range: range(+now), names, user });
    return { numbers: [s.length], dataPoints: s.length, confidence: conf };
  });
}
function usersCase(id, q, range, { names, conf = 'high' } = {}) {
  add('users', id, q, (ev, now) => {
    const s = select(ev, { range: range(+now), names });
    return { numbers: [users(s).size], dataPoints: s.length, confidence: conf };
  });
}
function valueCase(id, q, range, names, measure, { user, conf = 'high', show } = {}) {
  add('value', id, q, (ev, now) => {
    const s = select(ev, { range: range(+now), names, user });
    const x = measure(s);
    return { numbers: [x], dataPoints: s.length, confidence: conf, ...(show ? { names: show } : {}) };
  });
}
// Ranked list: `key` groups, `measure` weighs; n items; ascending for "least".
function rankCase(
  type,
  id,
  q,
  range,
  { names, key, measure, n, ascending = false, conf = 'high', withFigures = true },
) {
  const full = (ev, now) =>
    rank(tally(select(ev, { range: range(+now), names }), key, measure), { ascending });
  const expect = (ev, now) => {
    const s = select(ev, { range: range(+now), names });
    const top = full(ev, now).slice(0, n);
    return {
      names: top.map(([k]) => k),
      ...(withFigures ? { numbers: top.map(([, v]) => v) } : {}),
      dataPoints: s.length,
      confidence: conf,
    };
  };
  expect.tieAtCut = (ev, now) => {
    const f = full(ev, now);
    return f.length > n && f[n - 1][1] === f[n][1];
  };
  add(type, id, q, expect);
}
function compareCase(id, q, r1, r2, { names, measure = (s) => s.length, conf = 'high' } = {}) {
  add('compare', id, q, (ev, now) => {
    const a = select(ev, { range: r1(+now), names }),
      b = select(ev, { range: r2(+now), names });
    const c = O.change(measure(a), measure(b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      ...(c.pct === null ? {} : { percents: [c.pct] }),
      dataPoints: a.length + b.length,
      confidence: conf,
    };
  });
}
function shareEventsCase(id, q, range, names, conf = 'high') {
  add('share', id, q, (ev, now) => {
    const all = select(ev, { range: range(+now) });
    const part = all.filter((e) => names.includes(e.eventName));
    return { percents: [percent(part.length, all.length)], dataPoints: all.length, confidence: conf };
  });
}
function shareUsersCase(id, q, range, names, conf = 'high') {
  add('share', id, q, (ev, now) => {
    const all = select(ev, { range: range(+now) });
    const did = users(all.filter((e) => names.includes(e.eventName))).size;
    return {
      numbers: [did],
      percents: [percent(did, users(all).size)],
      dataPoints: all.length,
      confidence: conf,
    };
  });
}
function convCase(id, q, range, a, b, conf = 'high') {
  add('conversion', id, q, (ev, now) => {
    const r = range(+now),
      c = O.conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
      confidence: conf,
    };
  });
}
const lowCase = (type, id, q) => add(type, id, q, LOW, type === 'other' ? {} : { low: true });

// ---- ranges used repeatedly ---------------------------------------------------------------
const last = (n) => (now) => R.lastDays(now, n);
const lastWeek = (now) => R.lastWeek(now);
const lastMonth = (now) => R.lastMonth(now);
const prevMonth = (now) => R.month(twoMonthsStart(now));
const allTime = () => R.all();
const incDay = (now) => R.on(inc(now));

// ================================ count ================================
countCase('count', 'count-completed-7d', 'how many pickup_completed events in the last 7 days?', last(7), {
  names: ['pickup_completed'],
});
countCase('count', 'count-missed-30d', 'Number of pickup.missed over the past 30 days pls', last(30), {
  names: ['pickup.missed'],
});
countCase(
  'count',
  'count-all-lastweek',
  'For the ops standup: total events logged last week (all types)?',
  lastWeek,
);
countCase(
  'count',
  'count-overflow-between',
  (now) => `How many Overflow Reported between ${iso(ago(now, 40))} and ${iso(ago(now, 26))}?`,
  (now) => R.between(ago(now, 40), ago(now, 26)),
  { names: ['OverflowReported'] },
);
countCase(
  'count',
  'count-checkins-drv03-lastmonth',
  'how many driver check ins did drv_03 do last month',
  lastMonth,
  { names: ['driver_check_in'], user: P.topDriver },
);
countCase(
  'count',
  'count-missed-incident',
  (now) => `pickup missed count on ${shortDay(inc(now))}? the day trucks 4 and 9 broke down`,
  incDay,
  { names: ['pickup.missed'] },
);
countCase(
  'count',
  'count-overflow-loose',
  'how many overflow complaints came in over the past 14 days',
  last(14),
  { names: ['OverflowReported'], conf: 'not-high' },
);
countCase(
  'count',
  'count-invoices-month',
  (now) => `How many invoice.issued events were there in ${mName(lastMonthStart(now))}?`,
  lastMonth,
  { names: ['invoice.issued'] },
);
countCase(
  'count',
  'count-extra-since',
  (now) => `extra pickup requested since ${longDay(ago(now, 21))} — how many?`,
  (now) => R.since(ago(now, 21), now),
  { names: ['Extra Pickup Requested'] },
);
countCase(
  'count',
  'count-contam-yesterday-loose',
  'how many contaminated bins did drivers flag in the last 48 hours?',
  (now) => R.lastHours(now, 48),
  { names: ['ContaminationFlagged'], conf: 'not-high' },
);
lowCase('count', 'count-unknown-event', 'How many compactor_jammed events happened last month?');
lowCase('count', 'count-nobody', `how many pickups did ${NOBODY} get in the last 30 days`);

// ================================ users ================================
usersCase('users-active-30d', 'How many unique users were active in the past 30 days?', last(30));
usersCase('users-login-lastmonth', 'how many distinct customers did a portal login last month?', lastMonth, {
  names: ['portal_login'],
});
usersCase(
  'users-extra-since',
  (now) => `Number of people who did Extra Pickup Requested since ${iso(ago(now, 45))}`,
  (now) => R.since(ago(now, 45), now),
  { names: ['Extra Pickup Requested'] },
);
usersCase(
  'users-checkin-lastweek',
  'how many drivers checked in last week? (distinct users with driver_check_in)',
  lastWeek,
  { names: ['driver_check_in'] },
);
usersCase('users-active-yesterday', 'active users yesterday?', (now) => R.yesterday(now));
usersCase(
  'users-overflow-month',
  (now) => `how many customers filed OverflowReported in ${mName(twoMonthsStart(now))}`,
  prevMonth,
  { names: ['OverflowReported'] },
);
usersCase('users-binswap-all', 'how many different users have ever sent a bin-swap-requested?', allTime, {
  names: ['bin-swap-requested'],
});
usersCase('users-ratings-loose', 'How many customers left us a star rating in the last 60 days?', last(60), {
  names: ['Service Rating'],
  conf: 'not-high',
});
lowCase('users', 'users-unknown-event', 'how many unique users did compost_bin_ordered in the past 90 days');

// ================================ value ================================
valueCase(
  'value-kg-7d',
  'total kg collected (sum of pickup_completed value) in the last 7 days?',
  last(7),
  ['pickup_completed'],
  sum,
);
valueCase(
  'value-avg-kg-lastmonth',
  'What was the average weight per pickup_completed last month?',
  lastMonth,
  ['pickup_completed'],
  O.avg,
);
valueCase(
  'value-max-kg-all',
  'heaviest single pickup completed ever, in kg? (max value)',
  allTime,
  ['pickup_completed'],
  O.max,
);
valueCase(
  'value-median-paid-30d',
  'median invoice-paid amount over the last 30 days',
  last(30),
  ['invoice-paid'],
  median,
);
valueCase(
  'value-paid-month',
  (now) =>
    `Finance here - sum of invoice paid in ${mName(lastMonthStart(now))} ${D(lastMonthStart(now)).getUTCFullYear()}?`,
  lastMonth,
  ['invoice-paid'],
  sum,
);
valueCase('value-revenue-lastmonth', 'what was our revenue last month?', lastMonth, ['invoice-paid'], sum, {
  conf: 'not-high',
  show: ['invoice-paid'],
});
valueCase(
  'value-kg-drv03-30d',
  'how many kg has drv_03 hauled via pickup_completed in the past 30 days',
  last(30),
  ['pickup_completed'],
  sum,
  { user: P.topDriver },
);
valueCase('value-avg-rating', 'average Service Rating score, all time', allTime, ['Service Rating'], O.avg);
valueCase(
  'value-min-paid-3m',
  'smallest invoice-paid amount in the last 3 months?',
  (now) => R.lastMonths(now, 3),
  ['invoice-paid'],
  O.min,
);
valueCase(
  'value-contam-kg-2m',
  'total kg of contamination flagged (ContaminationFlagged value) over the last 2 months',
  (now) => R.lastMonths(now, 2),
  ['ContaminationFlagged'],
  sum,
);
valueCase(
  'value-weight-loose',
  'roughly how much weight did the trucks collect last week, in kilos?',
  lastWeek,
  ['pickup_completed'],
  sum,
  { conf: 'not-high' },
);
lowCase('value', 'value-unknown-event', 'total value of fuel_purchase last month?');

// ============================== top-events ==============================
rankCase('top-events', 'top5-events-all', 'top 5 events of all time', allTime, { key: O.byName, n: 5 });
rankCase('top-events', 'top3-events-7d', 'what are the 3 most common events in the last 7 days?', last(7), {
  key: O.byName,
  n: 3,
});
rankCase('top-events', 'least-event-all', 'Which event do we see the least, overall?', allTime, {
  key: O.byName,
  n: 1,
  ascending: true,
});
rankCase('top-events', 'top-event-incident', (now) => `most frequent event on ${iso(inc(now))}`, incDay, {
  key: O.byName,
  n: 1,
});
rankCase('top-events', 'top4-events-lastmonth', 'top four event types last month by count', lastMonth, {
  key: O.byName,
  n: 4,
});
rankCase(
  'top-events',
  'top4-events-between',
  (now) => `top 4 events between ${shortDay(ago(now, 60))} and ${shortDay(ago(now, 50))}`,
  (now) => R.between(ago(now, 60), ago(now, 50)),
  { key: O.byName, n: 4 },
);
rankCase(
  'top-events',
  'top-event-yesterday',
  'whats the most common event yesterday',
  (now) => R.yesterday(now),
  { key: O.byName, n: 1 },
);

// ============================== top-users ==============================
rankCase('top-users', 'top3-users-all', 'Who are our 3 most active users overall?', allTime, {
  key: O.byUser,
  n: 3,
});
rankCase(
  'top-users',
  'top3-kg-30d',
  'top 3 users by total pickup_completed value (kg) in the last 30 days',
  last(30),
  { names: ['pickup_completed'], key: O.byUser, measure: O.value, n: 3 },
);
rankCase(
  'top-users',
  'top3-paid-3m',
  'top 3 customers by invoice-paid amount over the last 3 months',
  (now) => R.lastMonths(now, 3),
  { names: ['invoice-paid'], key: O.byUser, measure: O.value, n: 3 },
);
rankCase('top-users', 'top-spenders-loose', 'who are our top 3 spenders?', allTime, {
  names: ['invoice-paid'],
  key: O.byUser,
  measure: O.value,
  n: 3,
  conf: 'not-high',
});
rankCase('top-users', 'top3-overflow-all', 'which 3 users have the most OverflowReported events?', allTime, {
  names: ['OverflowReported'],
  key: O.byUser,
  n: 3,
});
rankCase('top-users', 'top-user-lastweek', 'most active user last week?', lastWeek, { key: O.byUser, n: 1 });
rankCase(
  'top-users',
  'top2-extra-since',
  (now) => `top 2 accounts by Extra Pickup Requested count since ${dmy(ago(now, 100))}`,
  (now) => R.since(ago(now, 100), now),
  { names: ['Extra Pickup Requested'], key: O.byUser, n: 2 },
);

// ================================= user =================================
const userCount = (id, q, user, range = allTime, names) =>
  add('user', id, q, (ev, now) => {
    const s = select(ev, { range: range(+now), user, names });
    return { numbers: [s.length], dataPoints: s.length, confidence: 'high' };
  });
userCount('user-drv03-count', 'how many events does drv_03 have in total?', P.topDriver);
userCount('user-bigcust-30d', 'cust_1007 — how many events in the last 30 days?', P.bigCustomer, last(30));
userCount(
  'user-bigcust-overflow',
  'How many times has cust_1007 done OverflowReported?',
  P.bigCustomer,
  allTime,
  ['OverflowReported'],
);
add('user', 'user-newcomer-first', 'when was cust_1399 first seen?', (ev) => {
  const s = select(ev, { user: P.newcomer });
  return { names: [iso(Math.min(...s.map(time)))], dataPoints: s.length, confidence: 'high' };
});
add('user', 'user-churner-last', 'support ticket: when did cust_1150 last do anything in the app?', (ev) => {
  const s = select(ev, { user: P.churner });
  return { names: [iso(Math.max(...s.map(time)))], dataPoints: s.length, confidence: 'high' };
});
add('user', 'user-bigcust-names', 'which event types has cust_1007 used?', (ev) => {
  const s = select(ev, { user: P.bigCustomer });
  return {
    names: [...users(s.map((e) => ({ userId: e.eventName })))],
    unordered: true,
    dataPoints: s.length,
    confidence: 'high',
  };
});
add('user', 'user-rookie-latest', 'what was drv_22 most recent event?', (ev) => {
  const s = select(ev, { user: P.rookieDriver });
  return { names: [O.newestFirst(s)[0].eventName], dataPoints: s.length, confidence: 'high' };
});
add('user', 'user-rookie-first', 'First time we saw drv_22 — date please', (ev) => {
  const s = select(ev, { user: P.rookieDriver });
  return { names: [iso(Math.min(...s.map(time)))], dataPoints: s.length, confidence: 'high' };
});
lowCase('user', 'user-nobody', `what has ${NOBODY} been doing lately?`);

// =============================== breakdown ===============================
const busiest = (id, q, range, key, { names, ascending = false } = {}) =>
  rankCase('breakdown', id, q, range, { names, key, n: 1, ascending });
busiest('bd-hour-pickups', 'busiest hour of the day for pickup completed events?', allTime, O.byHour, {
  names: ['pickup_completed'],
});
busiest('bd-day-30d', 'busiest single day over the past 30 days?', last(30), O.byDay);
busiest('bd-quiet-weekday-login', 'quietest weekday for portal_login?', allTime, O.byWeekday, {
  names: ['portal_login'],
  ascending: true,
});
busiest(
  'bd-week-missed-3m',
  'which week had the most pickup.missed in the last 3 months?',
  (now) => R.lastMonths(now, 3),
  O.byWeek,
  { names: ['pickup.missed'] },
);
busiest('bd-hour-overflow', 'At what hour of day do OverflowReported events peak?', allTime, O.byHour, {
  names: ['OverflowReported'],
});
add('breakdown', 'bd-perday-lastweek', 'events per day last week, please list each day', (ev, now) => {
  const s = select(ev, { range: lastWeek(+now) });
  const m = tally(s, O.byDay);
  const days = [...m.keys()].sort();
  return { names: days, numbers: days.map((d) => m.get(d)), dataPoints: s.length, confidence: 'high' };
});
add(
  'breakdown',
  'bd-permonth-paid',
  (now) => `monthly breakdown of invoice-paid totals since ${iso(twoMonthsStart(now))}`,
  (ev, now) => {
    const s = select(ev, { range: R.since(twoMonthsStart(+now), +now), names: ['invoice-paid'] });
    const m = tally(s, O.byMonth, O.value);
    const months = [...m.keys()].sort();
    return { names: months, numbers: months.map((k) => m.get(k)), dataPoints: s.length, confidence: 'high' };
  },
);

// ================================ compare ================================
compareCase(
  'cmp-paid-month',
  'invoice-paid total last month compared with the month before',
  prevMonth,
  lastMonth,
  { names: ['invoice-paid'], measure: sum },
);
compareCase(
  'cmp-events-week',
  'total events last week vs the week before it',
  (now) => ({ from: R.lastWeek(now).from - 7 * DAY, to: R.lastWeek(now).from }),
  lastWeek,
);
compareCase(
  'cmp-missed-30d',
  'are missed pickups (pickup.missed) growing? last 30 days vs previous 30',
  (now) => R.lastDays(now - 30 * DAY, 30),
  last(30),
  { names: ['pickup.missed'] },
);
compareCase(
  'cmp-login-months',
  (now) => `portal logins: ${mName(twoMonthsStart(now))} vs ${mName(lastMonthStart(now))}`,
  prevMonth,
  lastMonth,
  { names: ['portal_login'] },
);
compareCase(
  'cmp-users-30d',
  'active users in the last 30 days compared to the 30 days before that',
  (now) => R.lastDays(now - 30 * DAY, 30),
  last(30),
  { measure: (s) => users(s).size },
);
compareCase(
  'cmp-overflow-14d',
  'OverflowReported last 14 days vs prior 14 days - up or down?',
  (now) => R.lastDays(now - 14 * DAY, 14),
  last(14),
  { names: ['OverflowReported'] },
);
compareCase(
  'cmp-kg-4w',
  'kg collected (pickup_completed value) in the past 4 weeks vs the 4 weeks before',
  (now) => R.lastWeeks(now - 28 * DAY, 4),
  (now) => R.lastWeeks(now, 4),
  { names: ['pickup_completed'], measure: sum },
);

// ================================= share =================================
shareEventsCase('share-missed-all', 'what percentage of all events are pickup.missed?', allTime, [
  'pickup.missed',
]);
shareEventsCase('share-overflow-lastweek', 'what % of events last week were OverflowReported', lastWeek, [
  'OverflowReported',
]);
shareUsersCase(
  'share-users-extra-lastmonth',
  'What share of active users requested an extra pickup (Extra Pickup Requested) last month?',
  lastMonth,
  ['Extra Pickup Requested'],
);
shareUsersCase('share-users-login-all', 'what percent of all users have ever done portal_login?', allTime, [
  'portal_login',
]);
shareEventsCase(
  'share-missed-incident',
  (now) => `on ${longDay(inc(now))}, what fraction of the day's events were pickup missed?`,
  incDay,
  ['pickup.missed'],
);
shareEventsCase(
  'share-paid-month',
  (now) => `percentage of events in ${mName(twoMonthsStart(now))} that were invoice-paid`,
  prevMonth,
  ['invoice-paid'],
);
shareUsersCase(
  'share-users-overflow-30d',
  'of the users active in the past 30 days, what % reported an overflow (OverflowReported)?',
  last(30),
  ['OverflowReported'],
);
shareEventsCase('share-checkin-7d', 'driver_check_in as a share of all events, last 7 days?', last(7), [
  'driver_check_in',
]);

// =============================== conversion ===============================
convCase(
  'conv-overflow-extra-60d',
  'Of customers who did OverflowReported in the last 60 days, how many then did Extra Pickup Requested?',
  last(60),
  'OverflowReported',
  'Extra Pickup Requested',
);
convCase(
  'conv-issued-paid-90d',
  'invoice.issued → invoice-paid conversion over the past 90 days?',
  last(90),
  'invoice.issued',
  'invoice-paid',
);
convCase(
  'conv-login-extra-30d',
  'what % of users who did portal_login in the last 30 days went on to do Extra Pickup Requested afterwards',
  last(30),
  'portal_login',
  'Extra Pickup Requested',
);
convCase(
  'conv-login-swap-all',
  'conversion from portal_login to bin-swap-requested, all time',
  allTime,
  'portal_login',
  'bin-swap-requested',
);
convCase(
  'conv-extra-rating-since',
  (now) =>
    `since ${iso(ago(now, 90))}: of users who did Extra Pickup Requested, how many later left a Service Rating?`,
  (now) => R.since(ago(now, 90), now),
  'Extra Pickup Requested',
  'Service Rating',
);
convCase(
  'conv-checkin-contam-lastmonth',
  'last month, of the drivers with a driver_check_in, how many later had a ContaminationFlagged?',
  lastMonth,
  'driver_check_in',
  'ContaminationFlagged',
);
convCase(
  'conv-route-missed-lastmonth',
  'route.started to pickup.missed conversion last month - how many drivers who started a route later missed a pickup?',
  lastMonth,
  'route.started',
  'pickup.missed',
);
convCase(
  'conv-overflow-extra-loose',
  'how many customers who complained about overflowing bins later asked for an extra collection? last 90 days',
  last(90),
  'OverflowReported',
  'Extra Pickup Requested',
  'not-high',
);

// ================================= churn =================================
const churnCase = (id, q, active, inactive) =>
  add('churn', id, q, (ev, now) => ({
    numbers: [O.churned(ev, active(+now), inactive(+now)).length],
    confidence: 'high',
  }));
const newCase = (id, q, range) =>
  add('churn', id, q, (ev, now) => ({ numbers: [O.newUsers(ev, range(+now)).length], confidence: 'high' }));
churnCase(
  'churn-months',
  (now) =>
    `how many users were active in ${mName(twoMonthsStart(now))} but not in ${mName(lastMonthStart(now))}?`,
  prevMonth,
  lastMonth,
);
newCase('new-30d', 'how many new users in the last 30 days?', last(30));
newCase(
  'new-lastmonth',
  'new customers last month — count of users whose first event ever was last month',
  lastMonth,
);
newCase(
  'new-since',
  (now) => `How many brand-new users have shown up since ${shortDay(ago(now, 50))}?`,
  (now) => R.since(ago(now, 50), now),
);
churnCase(
  'churn-30d',
  (now) =>
    `users active between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} who have had no events since ${iso(ago(now, 30))}`,
  (now) => R.between(ago(now, 60), ago(now, 31)),
  (now) => R.since(ago(now, 30), now),
);
newCase('new-lastweek', 'count of new users last week', lastWeek);
churnCase(
  'churn-lastmonth-14d',
  'active last month but silent in the past 14 days — how many users is that?',
  lastMonth,
  last(14),
);
newCase(
  'new-between',
  (now) => `new users between ${longDay(ago(now, 90))} and ${longDay(ago(now, 61))}`,
  (now) => R.between(ago(now, 90), ago(now, 61)),
);

// ================================ recency ================================
const lastOf = (id, q, name, conf = 'high') =>
  add('recency', id, q, (ev) => {
    const s = select(ev, { names: [name] });
    return { names: [iso(Math.max(...s.map(time)))], dataPoints: s.length, confidence: conf };
  });
const anyone = (id, q, range, name, conf = 'high') =>
  add('recency', id, q, (ev, now) => {
    const s = select(ev, { range: range(+now), names: [name] });
    return { numbers: [s.length], dataPoints: s.length, confidence: conf };
  });
lastOf('rec-last-missed', 'when was the last pickup.missed?', 'pickup.missed');
lastOf('rec-last-rating', 'When did someone last submit a Service Rating?', 'Service Rating');
lastOf('rec-last-contam', 'last time a ContaminationFlagged came in?', 'ContaminationFlagged');
lastOf('rec-last-paid', 'most recent invoice-paid - when?', 'invoice-paid');
lastOf('rec-last-swap', 'when was the latest bin swap requested?', 'bin-swap-requested');
anyone(
  'rec-any-swap-30d',
  'did anyone do bin-swap-requested in the last 30 days?',
  last(30),
  'bin-swap-requested',
);
anyone(
  'rec-any-extra-incident',
  (now) => `did anybody request an Extra Pickup Requested on ${dmy(inc(now) + DAY)}?`,
  (now) => R.on(inc(now) + DAY),
  'Extra Pickup Requested',
);
lastOf(
  'rec-last-overflow-loose',
  'when was the last time a customer complained about an overflowing bin?',
  'OverflowReported',
  'not-high',
);
lowCase('recency', 'rec-unknown', 'when was the last truck_breakdown event?');

// =============================== catalogue ===============================
add('catalogue', 'cat-names', 'which event names exist in our data?', (ev) => ({
  names: [...new Set(ev.map(O.byName))],
  unordered: true,
  dataPoints: ev.length,
  confidence: 'high',
}));
add('catalogue', 'cat-users', 'how many users are there overall?', (ev) => ({
  numbers: [users(ev).size],
  dataPoints: ev.length,
  confidence: 'high',
}));
add('catalogue', 'cat-events', 'total number of events stored, all time?', (ev) => ({
  numbers: [ev.length],
  dataPoints: ev.length,
  confidence: 'high',
}));
add('catalogue', 'cat-type-count', 'how many distinct event types do we track?', (ev) => ({
  numbers: [new Set(ev.map(O.byName)).size],
  dataPoints: ev.length,
  confidence: 'high',
}));
add('catalogue', 'cat-list-counts', 'list every event type we log, with how many of each', (ev) => {
  const r = rank(tally(ev, O.byName));
  return {
    names: r.map(([k]) => k),
    numbers: r.map(([, v]) => v),
    dataPoints: ev.length,
    confidence: 'high',
  };
});
add(
  'catalogue',
  'cat-both',
  'quick sanity check for the new BI tool: how many users and how many events do we have in total?',
  (ev) => ({
    numbers: [users(ev).size, ev.length],
    dataPoints: ev.length,
    confidence: 'high',
  }),
);
add(
  'catalogue',
  'cat-driver-events',
  'what events are there in the tracking? I only need the names',
  (ev) => ({
    names: [...new Set(ev.map(O.byName))],
    unordered: true,
    dataPoints: ev.length,
    confidence: 'high',
  }),
);

// ================================= other =================================
lowCase('other', 'other-fuel', 'how much diesel did the fleet burn last month?');
lowCase('other', 'other-landfill-fees', 'what did we pay in landfill gate fees in the last quarter?');
lowCase('other', 'other-weather', 'did the rain last week slow down the routes?');
lowCase('other', 'other-gps', 'where is truck 12 right now?');
lowCase('other', 'other-salary', 'what is the average driver salary?');
lowCase('other', 'other-co2', 'how many tonnes of CO2 did we save by recycling this year vs landfill?');
lowCase('other', 'other-phone', 'whats the phone number of the facilities manager at cust_1007?');
lowCase('other', 'other-competitor', 'how do our prices compare with the other haulers in town?');
lowCase('other', 'other-forecast-weather', 'will there be a snow storm on the next route day?');

export { cases };
