/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round, kept as its author wrote it */
// Blind round "laundry": questions people at a laundry-pickup startup would type, with
// expectations computed from the events by the reference oracle (never typed in by hand).

import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY, EVENT_NAMES, INCIDENT_DAYS_AGO } from './data.mjs';

const { DAY, HOUR, MONTHS, ranges: R, select, users, sum, round, tally, rank, time } = O;

// ---- dates as people write them -------------------------------------------------------------

const ord = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const D = (t) => new Date(t);
const iso = (t) => O.isoDay(t); // 2026-10-23
const longDay = (t) => `${MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCDate()}${ord(D(t).getUTCDate())}`; // October 23rd
const shortDay = (t) => `${MONTHS[D(t).getUTCMonth()].slice(0, 3)} ${D(t).getUTCDate()}`; // Oct 23
const dmy = (t) => `${D(t).getUTCDate()} ${MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCFullYear()}`; // 23 October 2026
const monthName = (t) => MONTHS[D(t).getUTCMonth()]; // October
const monthYear = (t) => `${MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCFullYear()}`; // October 2026
const hhmm = (t) => D(t).toISOString().slice(11, 16);

const incident = (now) => O.dayStart(+now) - INCIDENT_DAYS_AGO * DAY;
const lastMonthStart = (now) => O.monthStart(+now, -1);
const prevMonthStart = (now) => O.monthStart(+now, -2);

// ---- expectation helpers --------------------------------------------------------------------

const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const conf = (loose) => (loose ? 'not-high' : 'high');
const r2 = (x) => round(x, 2);
const MONEY = ['order_paid', 'subscription.started'];

// A measured selection; nothing matched means low with 0 data points (SEMANTICS).
function guard(evs, build) {
  return evs.length ? build(evs) : LOW();
}

const count =
  (filter, loose = false) =>
  (events) =>
    guard(select(events, filter), (evs) => ({
      confidence: conf(loose),
      numbers: [evs.length],
      dataPoints: evs.length,
    }));

const distinctUsers =
  (filter, loose = false) =>
  (events) =>
    guard(select(events, filter), (evs) => ({
      confidence: conf(loose),
      numbers: [users(evs).size],
      dataPoints: evs.length,
    }));

function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}
const MEASURES = {
  sum: (evs) => r2(sum(evs)),
  avg: (evs) => O.avg(evs),
  min: (evs) => O.min(evs),
  max: (evs) => O.max(evs),
  median: (evs) => r2(median(evs)),
};
const valueOf =
  (measure, filter, { loose = false, names } = {}) =>
  (events) =>
    guard(select(events, filter), (evs) => ({
      confidence: conf(loose),
      numbers: [MEASURES[measure](evs)],
      dataPoints: evs.length,
      ...(names ? { names, unordered: true } : {}),
    }));

// Ties anywhere among the first n+1 ranks make a top-n list (or its order) a matter of luck.
function tieWithin(list, n) {
  for (let i = 0; i < Math.min(n, list.length - 1); i++)
    if (r2(list[i][1]) === r2(list[i + 1][1])) return true;
  return false;
}

// A ranked list of keys by a measure over a selection.
function ranked(filter, key, n, { measure, ascending = false, loose = false, extraNames = [] } = {}) {
  const lists = (events) => {
    const evs = select(events, filter);
    return { evs, list: rank(tally(evs, key, measure), { ascending }) };
  };
  const expect = (events) => {
    const { evs, list } = lists(events);
    return guard(evs, () => {
      const top = list.slice(0, n);
      return {
        confidence: conf(loose),
        names: [...top.map(([k]) => k), ...extraNames],
        numbers: top.map(([, v]) => r2(v)),
        dataPoints: evs.length,
      };
    });
  };
  expect.tieAtCut = (events) => {
    const { list } = lists(events);
    return list.length < n || tieWithin(list, n);
  };
  return expect;
}

// A full breakdown: every bucket with its count (chronological keys or unordered labels).
const breakdown =
  (filter, key, { unordered = false, loose = false } = {}) =>
  (events) =>
    guard(select(events, filter), (evs) => {
      const rows = [...tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        confidence: conf(loose),
        names: rows.map(([k]) => k),
        numbers: rows.map(([, v]) => v),
        dataPoints: evs.length,
        ...(unordered ? { unordered: true } : {}),
      };
    });

// Two periods, earlier first: both values, the change and the percentage change.
const compare =
  (r1, r2_, filter = {}, { measure = 'count', loose = false, names } = {}) =>
  (events, now) => {
    const a = select(events, { ...filter, range: r1(now) });
    const b = select(events, { ...filter, range: r2_(now) });
    if (!a.length && !b.length) return LOW();
    const m = measure === 'count' ? (x) => x.length : (x) => r2(sum(x));
    const c = O.change(m(a), m(b));
    return {
      confidence: conf(loose),
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      dataPoints: a.length + b.length,
      ...(names ? { names, unordered: true } : {}),
    };
  };

// Share of events in range that match `part`.
const eventShare =
  (range, part, loose = false) =>
  (events, now) => {
    const all = select(events, { range: range(now) });
    const hit = select(all, part);
    if (!all.length || !hit.length) return LOW();
    return { confidence: conf(loose), percents: [O.percent(hit.length, all.length)], dataPoints: all.length };
  };

// Share of the active users in range who did `name`.
const userShare =
  (range, name, loose = false) =>
  (events, now) => {
    const all = select(events, { range: range(now) });
    const did = users(select(all, { names: [name] }));
    if (!did.size) return LOW();
    return {
      confidence: conf(loose),
      percents: [O.percent(did.size, users(all).size)],
      dataPoints: all.length,
    };
  };

const convert =
  (range, a, b, loose = false) =>
  (events, now) => {
    const rg = range(now);
    const c = O.conversion(events, rg, a, b);
    if (!c.did) return LOW();
    return {
      confidence: conf(loose),
      numbers: [c.did, c.converted],
      percents: [c.pct],
      dataPoints: select(events, { range: rg, names: [a, b] }).length,
    };
  };

const churnCount = (active, inactive) => (events, now) => {
  const n = O.churned(events, active(now), inactive(now)).length;
  return n ? { confidence: 'high', numbers: [n] } : LOW();
};
const newCount = (range) => (events, now) => {
  const n = O.newUsers(events, range(now)).length;
  return n ? { confidence: 'high', numbers: [n] } : LOW();
};

// "When was the last X": the date and the minute; all X events were read.
const lastOf =
  (name, loose = false) =>
  (events) => {
    const all = select(events, { names: [name] });
    if (!all.length) return LOW();
    const t = time(O.newestFirst(all)[0]);
    return { confidence: conf(loose), names: [iso(t), hhmm(t)], dataPoints: all.length };
  };

const firstSeen = (user) => (events) =>
  guard(select(events, { user }), (evs) => {
    const t = Math.min(...evs.map(time));
    return { confidence: 'high', names: [iso(t), hhmm(t)], dataPoints: evs.length };
  });
const lastSeen = (user) => (events) =>
  guard(select(events, { user }), (evs) => {
    const t = Math.max(...evs.map(time));
    return { confidence: 'high', names: [iso(t), hhmm(t)], dataPoints: evs.length };
  });

// Time-range shorthands bound to `now`.
const at =
  (f, ...args) =>
  (now) =>
    f(+now, ...args);
const lastDays = (n) => (now) => R.lastDays(+now, n);
const lastWeeks = (n) => (now) => R.lastWeeks(+now, n);
const lastMonths = (n) => (now) => R.lastMonths(+now, n);
const daysAgo = (now, n) => O.dayStart(+now) - n * DAY;

// Expectations whose filter depends on now (a tie check, when there is one, follows along).
const withRange = (mk) => {
  const expect = (events, now) => mk(now)(events, now);
  expect.tieAtCut = (events, now) => Boolean(mk(now).tieAtCut?.(events, now));
  return expect;
};

// ---- the cases ------------------------------------------------------------------------------

const c = (id, type, question, expect, extra = {}) => ({ id, type, question, expect, ...extra });

export const cases = [
  // ===== count =====
  c(
    'count-scheduled-all',
    'count',
    'How many pickup.scheduled events do we have, all time?',
    count({ names: ['pickup.scheduled'] }),
  ),
  c(
    'count-pickups-yesterday',
    'count',
    'ops standup: how many PickupCompleted events happened yesterday?',
    withRange((now) => count({ names: ['PickupCompleted'], range: R.yesterday(+now) })),
  ),
  c(
    'count-paid-7d',
    'count',
    'number of order paid events in the last 7 days pls',
    withRange((now) => count({ names: ['order_paid'], range: R.lastDays(+now, 7) })),
  ),
  c(
    'count-claims-incident',
    'count',
    (now) =>
      `How many times was "Damage Claim Filed" logged on ${longDay(incident(now))}? I know it was a bad day.`,
    withRange((now) => count({ names: ['Damage Claim Filed'], range: R.on(incident(now)) })),
  ),
  c(
    'count-appopens-thisweek',
    'count',
    'count of app opens this week so far',
    withRange((now) => count({ names: ['app_open'], range: R.thisWeek(+now) })),
  ),
  c(
    'count-all-lastmonth',
    'count',
    'How many events did we record in total last month?',
    withRange((now) => count({ range: R.lastMonth(+now) })),
  ),
  c(
    'count-cancelled-between',
    'count',
    (now) =>
      `pickup.cancelled count between ${iso(incident(now) - 3 * DAY)} and ${iso(incident(now) + 3 * DAY)}, both days included`,
    withRange((now) =>
      count({
        names: ['pickup.cancelled'],
        range: R.between(incident(now) - 3 * DAY, incident(now) + 3 * DAY),
      }),
    ),
  ),
  c(
    'count-ratings-household-30d',
    'count',
    `How many rating_submitted events did ${P.topHousehold} send in the past 30 days?`,
    withRange((now) =>
      count({ names: ['rating_submitted'], user: P.topHousehold, range: R.lastDays(+now, 30) }),
    ),
  ),
  c(
    'count-booked-lastweek',
    'count',
    'how many pickups got booked last week?',
    withRange((now) => count({ names: ['pickup.scheduled'], range: R.lastWeek(+now) }, true)),
  ),
  c(
    'count-substarted-since',
    'count',
    (now) => `subscription.started events since ${dmy(prevMonthStart(now))}?`,
    withRange((now) => count({ names: ['subscription.started'], range: R.since(prevMonthStart(now), +now) })),
  ),
  c(
    'count-refunds-before',
    'count',
    (now) =>
      `How many RefundIssued events were there before ${shortDay(incident(now))}? want the baseline before the dryer incident`,
    withRange((now) => count({ names: ['RefundIssued'], range: R.before(incident(now)) })),
  ),
  c(
    'count-today',
    'count',
    'how many events have come in today?',
    withRange((now) => count({ range: R.today(+now) })),
  ),
  c(
    'count-6h',
    'count',
    'Events in the past 6 hours — is the pipeline still flowing?',
    withRange((now) => count({ range: R.lastHours(+now, 6) })),
  ),
  c(
    'count-appopen-24h',
    'count',
    'app_open in the last 24 hours?',
    withRange((now) => count({ names: ['app_open'], range: R.lastHours(+now, 24) })),
  ),
  c(
    'count-thisyear',
    'count',
    'So far this year, how many events have we logged altogether?',
    withRange((now) => count({ range: R.thisYear(+now) })),
  ),
  c('count-unknown-event', 'count', 'how many ironing_requested events were there last week?', LOW, {
    low: true,
  }),

  // ===== users =====
  c(
    'users-30d',
    'users',
    'Quick one for the investor update: how many unique users did we have in the last 30 days?',
    withRange((now) => distinctUsers({ range: R.lastDays(+now, 30) })),
  ),
  c(
    'users-paid-lastmonth',
    'users',
    'how many diffrent customers had an order_paid last month? finance wants it for the monthly close',
    withRange((now) => distinctUsers({ names: ['order_paid'], range: R.lastMonth(+now) })),
  ),
  c(
    'users-claims-incident',
    'users',
    (now) => `Number of distinct users with a Damage Claim Filed event on ${iso(incident(now))}`,
    withRange((now) => distinctUsers({ names: ['Damage Claim Filed'], range: R.on(incident(now)) })),
  ),
  c(
    'users-yesterday',
    'users',
    'active users yesterday?',
    withRange((now) => distinctUsers({ range: R.yesterday(+now) })),
  ),
  c(
    'users-subscribed-ever',
    'users',
    'how many people have ever triggered subscription.started',
    distinctUsers({ names: ['subscription.started'] }),
  ),
  c(
    'users-tipped-2w',
    'users',
    'how many customers tipped their driver in the past 2 weeks?',
    withRange((now) => distinctUsers({ names: ['tip-added'], range: R.lastWeeks(+now, 2) }, true)),
  ),
  c(
    'users-pickupcompleted-month',
    'users',
    (now) => `Unique users with Pickup Completed in ${monthName(prevMonthStart(now))}`,
    withRange((now) => distinctUsers({ names: ['PickupCompleted'], range: R.month(prevMonthStart(now)) })),
  ),
  c(
    'users-opened-app-thismonth',
    'users',
    'how many users opened the app this month?',
    withRange((now) => distinctUsers({ names: ['app_open'], range: R.thisMonth(+now) }, true)),
  ),
  c('users-unknown-event', 'users', 'How many users triggered laundry_bag_scanned last month?', LOW, {
    low: true,
  }),

  // ===== value =====
  c(
    'value-paid-lastmonth',
    'value',
    'finance here — total order_paid value for last month?',
    withRange((now) => valueOf('sum', { names: ['order_paid'], range: R.lastMonth(+now) })),
  ),
  c(
    'value-rating-avg-30d',
    'value',
    'Average Rating Submitted value over the past 30 days — are people happy with us?',
    withRange((now) => valueOf('avg', { names: ['rating_submitted'], range: R.lastDays(+now, 30) })),
  ),
  c(
    'value-turnaround-median',
    'value',
    "What's the median value of Delivery Completed? (it's the turnaround in hours)",
    valueOf('median', { names: ['Delivery Completed'] }),
  ),
  c(
    'value-refund-max',
    'value',
    'biggest single RefundIssued amount ever? support is asking whats normal',
    valueOf('max', { names: ['RefundIssued'] }),
  ),
  c(
    'value-tip-min-3m',
    'value',
    'smallest tip-added value in the last 3 months',
    withRange((now) => valueOf('min', { names: ['tip-added'], range: R.lastMonths(+now, 3) })),
  ),
  c(
    'value-lbs-6w',
    'value',
    'sum of PickupCompleted value over the past 6 weeks (its pounds of laundry collected)',
    withRange((now) => valueOf('sum', { names: ['PickupCompleted'], range: R.lastWeeks(+now, 6) })),
  ),
  c(
    'value-hotel-avg',
    'value',
    `whats the avg order_paid amount for ${P.hotelAccount}?`,
    valueOf('avg', { names: ['order_paid'], user: P.hotelAccount }),
  ),
  c(
    'value-refunds-60d',
    'value',
    'How much did we refund customers for damaged stuff in the last 60 days?',
    withRange((now) =>
      valueOf('sum', { names: ['RefundIssued'], range: R.lastDays(+now, 60) }, { loose: true }),
    ),
  ),
  c(
    'value-revenue-30d',
    'value',
    'For the board deck: what was our revenue over the last 30 days?',
    withRange((now) =>
      valueOf('sum', { names: MONEY, range: R.lastDays(+now, 30) }, { loose: true, names: MONEY }),
    ),
  ),
  c(
    'value-scheduled-sum-lastweek',
    'value',
    'total value of scheduled pickups last week',
    withRange((now) =>
      valueOf('sum', { names: ['pickup.scheduled'], range: R.lastWeek(+now) }, { loose: true }),
    ),
  ),
  c(
    'value-promo-avg-between',
    'value',
    (now) =>
      `mean promo-code-applied value from ${shortDay(daysAgo(now, 60))} to ${shortDay(daysAgo(now, 10))}`,
    withRange((now) =>
      valueOf('avg', { names: ['promo-code-applied'], range: R.between(daysAgo(now, 60), daysAgo(now, 10)) }),
    ),
  ),
  c(
    'value-sub-max-lastmonths',
    'value',
    'highest subscription.started price anyone signed up for in the past 2 months?',
    withRange((now) => valueOf('max', { names: ['subscription.started'], range: R.lastMonths(+now, 2) })),
  ),
  c('value-unknown-event', 'value', 'average value of wash_cycle_started last week?', LOW, { low: true }),

  // ===== top-events =====
  c('top-events-all', 'top-events', 'What are our top 5 events?', ranked({}, O.byName, 5)),
  c(
    'top-event-lastweek',
    'top-events',
    'most common event last week?',
    withRange((now) => ranked({ range: R.lastWeek(+now) }, O.byName, 1)),
  ),
  c(
    'least-events-60d',
    'top-events',
    'which 3 events were the least common in the last 60 days?',
    withRange((now) => ranked({ range: R.lastDays(+now, 60) }, O.byName, 3, { ascending: true })),
  ),
  c(
    'top-events-past-week',
    'top-events',
    'top 2 event names in the past week',
    withRange((now) => ranked({ range: R.lastDays(+now, 7) }, O.byName, 2)),
  ),
  c(
    'top-events-month',
    'top-events',
    (now) => `rank the events for ${monthYear(prevMonthStart(now))} — top 4 please`,
    withRange((now) => ranked({ range: R.month(prevMonthStart(now)) }, O.byName, 4)),
  ),
  c(
    'top-events-default',
    'top-events',
    'what were the most common events last month?',
    withRange((now) => ranked({ range: R.lastMonth(+now) }, O.byName, 5)),
  ),
  c(
    'least-event-ever',
    'top-events',
    'Which event fires least often overall? suspect a tracking bug',
    ranked({}, O.byName, 1, { ascending: true }),
  ),
  c(
    'top-events-household',
    'top-events',
    `what are the 2 most frequent actions by ${P.topHousehold}?`,
    ranked({ user: P.topHousehold }, O.byName, 2),
  ),

  // ===== top-users =====
  c(
    'top-users-all',
    'top-users',
    'Who are our 2 most active users? want to send them a thank-you gift',
    ranked({}, O.byUser, 2),
  ),
  c(
    'top-users-paid',
    'top-users',
    'top 3 customers by total order_paid value',
    ranked({ names: ['order_paid'] }, O.byUser, 3, { measure: O.value }),
  ),
  c(
    'top-tipper-60d',
    'top-users',
    'who is our most generous tipper over the last 60 days? drivers want to know lol',
    withRange((now) =>
      ranked({ names: ['tip-added'], range: R.lastDays(+now, 60) }, O.byUser, 1, {
        measure: O.value,
        loose: true,
      }),
    ),
  ),
  c(
    'top-user-scheduled-lastmonth',
    'top-users',
    'who did the most pickup.scheduled last month',
    withRange((now) => ranked({ names: ['pickup.scheduled'], range: R.lastMonth(+now) }, O.byUser, 1)),
  ),
  c(
    'top-spenders-3m',
    'top-users',
    'top spenders over the past 3 months? just the top 2',
    withRange((now) =>
      ranked({ names: MONEY, range: R.lastMonths(+now, 3) }, O.byUser, 2, {
        measure: O.value,
        loose: true,
        extraNames: [],
      }),
    ),
  ),
  c(
    'top-user-14d',
    'top-users',
    'who was the single most active user (by number of events) in the last 14 days?',
    withRange((now) => ranked({ range: R.lastDays(+now, 14) }, O.byUser, 1)),
  ),
  c(
    'top-user-refunds',
    'top-users',
    'Which user got the most RefundIssued value? (sum)',
    ranked({ names: ['RefundIssued'] }, O.byUser, 1, { measure: O.value }),
  ),

  // ===== user =====
  c(
    'user-count-household',
    'user',
    `How many events does ${P.topHousehold} have?`,
    count({ user: P.topHousehold }),
  ),
  c('user-first-newcomer', 'user', `when did ${P.newcomer} first show up?`, firstSeen(P.newcomer)),
  c('user-last-churner', 'user', `${P.churner} — last seen when?`, lastSeen(P.churner)),
  c('user-names-victim', 'user', `which event types has ${P.damageVictim} used?`, (events) =>
    guard(select(events, { user: P.damageVictim }), (evs) => ({
      confidence: 'high',
      names: [...new Set(evs.map(O.byName))].sort(),
      unordered: true,
      dataPoints: evs.length,
    })),
  ),
  c('user-recent-newcomer', 'user', `show me the last 3 things ${P.newcomer} did, newest first`, (events) =>
    guard(select(events, { user: P.newcomer }), (evs) => ({
      confidence: 'high',
      names: O.newestFirst(evs)
        .slice(0, 3)
        .map((e) => e.eventName),
      dataPoints: evs.length,
    })),
  ),
  c(
    'user-hotel-paid-lastmonth',
    'user',
    `how many order_paid did ${P.hotelAccount} have last month, and what did they add up to?`,
    withRange(
      (now) => (events) =>
        guard(
          select(events, { user: P.hotelAccount, names: ['order_paid'], range: R.lastMonth(+now) }),
          (evs) => ({
            confidence: 'high',
            numbers: [evs.length, r2(sum(evs))],
            dataPoints: evs.length,
          }),
        ),
    ),
  ),
  c(
    'user-tipper-2w',
    'user',
    `${P.bigTipper} activity in the past 2 weeks: how many events?`,
    withRange((now) => count({ user: P.bigTipper, range: R.lastWeeks(+now, 2) })),
  ),
  c('user-hotel-first-last', 'user', `first and last time we saw ${P.hotelAccount}?`, (events) =>
    guard(select(events, { user: P.hotelAccount }), (evs) => {
      const a = Math.min(...evs.map(time)),
        b = Math.max(...evs.map(time));
      return { confidence: 'high', names: [iso(a), hhmm(a), iso(b), hhmm(b)], dataPoints: evs.length };
    }),
  ),
  c('user-nobody', 'user', `what did ${NOBODY} do last week?`, LOW, { low: true }),
  c('user-nobody-count', 'user', `How many events does ${NOBODY} have overall?`, LOW, { low: true }),
  c(
    'user-churner-30d',
    'user',
    `Did ${P.churner} do anything in the last 30 days?`,
    withRange((now) => count({ user: P.churner, range: R.lastDays(+now, 30) })),
    { low: true },
  ),

  // ===== breakdown =====
  c(
    'bd-scheduled-weekday',
    'breakdown',
    'pickup.scheduled broken down by day of week, need it for driver shift planning',
    breakdown({ names: ['pickup.scheduled'] }, O.byWeekday, { unordered: true }),
  ),
  c(
    'bd-busiest-weekday-scheduled',
    'breakdown',
    'which weekday is busiest for pickup.scheduled?',
    ranked({ names: ['pickup.scheduled'] }, O.byWeekday, 1),
  ),
  c(
    'bd-busiest-hour-appopen',
    'breakdown',
    'busiest hour of the day (UTC) for app_open over the past 4 weeks',
    withRange((now) => ranked({ names: ['app_open'], range: R.lastWeeks(+now, 4) }, O.byHour, 1)),
  ),
  c(
    'bd-cancel-busiest-day',
    'breakdown',
    'what day had the most pickup.cancelled in the last 60 days',
    withRange((now) => ranked({ names: ['pickup.cancelled'], range: R.lastDays(+now, 60) }, O.byDay, 1)),
  ),
  c(
    'bd-paid-per-month',
    'breakdown',
    (now) => `order_paid per month since ${iso(prevMonthStart(now))}`,
    withRange((now) =>
      breakdown({ names: ['order_paid'], range: R.since(prevMonthStart(now), +now) }, O.byMonth),
    ),
  ),
  c(
    'bd-refund-busiest-week',
    'breakdown',
    'Which week had the most RefundIssued in the last 10 weeks?',
    withRange((now) => ranked({ names: ['RefundIssued'], range: R.lastWeeks(+now, 10) }, O.byWeek, 1)),
  ),
  c(
    'bd-claims-daily',
    'breakdown',
    (now) =>
      `daily Damage Claim Filed counts from ${shortDay(incident(now) - 2 * DAY)} to ${shortDay(incident(now) + 2 * DAY)}`,
    withRange((now) =>
      breakdown(
        { names: ['Damage Claim Filed'], range: R.between(incident(now) - 2 * DAY, incident(now) + 2 * DAY) },
        O.byDay,
      ),
    ),
  ),
  c('bd-busiest-weekday-all', 'breakdown', 'busiest day of the week overall?', ranked({}, O.byWeekday, 1)),
  c(
    'bd-busiest-hour-scheduled',
    'breakdown',
    'At what hour do most pickup.scheduled happen, looking at last month?',
    withRange((now) => ranked({ names: ['pickup.scheduled'], range: R.lastMonth(+now) }, O.byHour, 1)),
  ),
  c(
    'bd-events-per-day-7d',
    'breakdown',
    'events per day over the last 7 days',
    withRange((now) => breakdown({ range: R.lastDays(+now, 7) }, O.byDay)),
  ),
  c(
    'bd-weekly-accounts',
    'breakdown',
    'weekly account_created counts for the last 6 weeks — is the referral push working?',
    withRange((now) => breakdown({ names: ['account_created'], range: R.lastWeeks(+now, 6) }, O.byWeek)),
  ),

  // ===== compare =====
  c(
    'cmp-paid-28d',
    'compare',
    'order_paid: last 28 days vs the 28 days before that?',
    compare((now) => R.lastDays(+now - 28 * DAY, 28), lastDays(28), { names: ['order_paid'] }),
  ),
  c(
    'cmp-appopen-30d',
    'compare',
    'Is app_open growing? compare the last 30 days with the 30 days before',
    compare((now) => R.lastDays(+now - 30 * DAY, 30), lastDays(30), { names: ['app_open'] }),
  ),
  c(
    'cmp-cancelled-months',
    'compare',
    (now) =>
      `pickup.cancelled in ${monthName(lastMonthStart(now))} compared with ${monthName(prevMonthStart(now))}`,
    compare(
      (now) => R.month(prevMonthStart(now)),
      (now) => R.month(lastMonthStart(now)),
      { names: ['pickup.cancelled'] },
    ),
  ),
  c(
    'cmp-accounts-months',
    'compare',
    'account_created last month vs the month before?',
    compare(
      (now) => R.month(prevMonthStart(now)),
      (now) => R.lastMonth(+now),
      { names: ['account_created'] },
    ),
  ),
  c(
    'cmp-events-weeks',
    'compare',
    'total events last week compared with the week before, and the % change',
    compare(
      (now) => ({ from: O.weekStart(+now) - 2 * O.WEEK, to: O.weekStart(+now) - O.WEEK }),
      (now) => R.lastWeek(+now),
    ),
  ),
  c(
    'cmp-revenue-30d',
    'compare',
    'revenue in the last 30 days vs the 30 days before — up or down?',
    compare(
      (now) => R.lastDays(+now - 30 * DAY, 30),
      lastDays(30),
      { names: MONEY },
      { measure: 'sum', loose: true, names: MONEY },
    ),
  ),
  c(
    'cmp-tips-14d',
    'compare',
    'how much did customers tip in the past 14 days vs the prior 14 days?',
    compare(
      (now) => R.lastDays(+now - 14 * DAY, 14),
      lastDays(14),
      { names: ['tip-added'] },
      { measure: 'sum', loose: true },
    ),
  ),
  c(
    'cmp-refund-value-60d',
    'compare',
    'RefundIssued total value, last 60 days vs the 60 days before that',
    compare(
      (now) => R.lastDays(+now - 60 * DAY, 60),
      lastDays(60),
      { names: ['RefundIssued'] },
      { measure: 'sum' },
    ),
  ),

  // ===== share =====
  c(
    'share-appopen-all',
    'share',
    'What percentage of all events are app_open?',
    eventShare(() => R.all(), { names: ['app_open'] }),
  ),
  c(
    'share-cancelled-lastmonth',
    'share',
    "what % of last month's events were pickup.cancelled",
    eventShare((now) => R.lastMonth(+now), { names: ['pickup.cancelled'] }),
  ),
  c(
    'share-tip-users-30d',
    'share',
    'what percent of users active in the last 30 days did tip-added at least once?',
    userShare(lastDays(30), 'tip-added'),
  ),
  c(
    'share-claims-incident',
    'share',
    (now) => `On ${dmy(incident(now))}, what share of all events were Damage Claim Filed?`,
    eventShare((now) => R.on(incident(now)), { names: ['Damage Claim Filed'] }),
  ),
  c(
    'share-subscribers-ever',
    'share',
    'what fraction of all our users have ever done subscription.started? in percent',
    userShare(() => R.all(), 'subscription.started'),
  ),
  c(
    'share-household-lastweek',
    'share',
    `percent of last week's events that came from ${P.topHousehold}`,
    eventShare((now) => R.lastWeek(+now), { user: P.topHousehold }),
  ),
  c(
    'share-rated-lastweek',
    'share',
    'What percent of customers active last week rated an order?',
    userShare((now) => R.lastWeek(+now), 'rating_submitted', true),
  ),
  c(
    'share-ratings-month',
    'share',
    (now) => `share of rating_submitted among all events in ${monthYear(prevMonthStart(now))}`,
    eventShare((now) => R.month(prevMonthStart(now)), { names: ['rating_submitted'] }),
  ),

  // ===== conversion =====
  c(
    'conv-signup-schedule-60d',
    'conversion',
    'Of the users who did account_created in the last 60 days, how many went on to do pickup.scheduled?',
    convert(lastDays(60), 'account_created', 'pickup.scheduled'),
  ),
  c(
    'conv-scheduled-paid-lastmonth',
    'conversion',
    'pickup.scheduled → order_paid conversion last month',
    convert((now) => R.lastMonth(+now), 'pickup.scheduled', 'order_paid'),
  ),
  c(
    'conv-claim-refund',
    'conversion',
    'Of the people who had a Damage Claim Filed, how many got a RefundIssued afterwards?',
    convert(() => R.all(), 'Damage Claim Filed', 'RefundIssued'),
  ),
  c(
    'conv-open-sub-90d',
    'conversion',
    'conversion from app_open to subscription.started in the past 90 days',
    convert(lastDays(90), 'app_open', 'subscription.started'),
  ),
  c(
    'conv-delivery-rating-lastweek',
    'conversion',
    'of users who had a delivery_completed last week, what percent then did rating_submitted?',
    convert((now) => R.lastWeek(+now), 'Delivery Completed', 'rating_submitted'),
  ),
  c(
    'conv-signups-booked-3m',
    'conversion',
    'how many new signups went on to book a pickup, last 3 months?',
    convert(lastMonths(3), 'account_created', 'pickup.scheduled', true),
  ),
  c(
    'conv-promo-tip-between',
    'conversion',
    (now) =>
      `of customers that did promo-code-applied between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 1))}, how many did tip-added after?`,
    convert((now) => R.between(daysAgo(now, 90), daysAgo(now, 1)), 'promo-code-applied', 'tip-added'),
  ),
  c(
    'conv-sub-cancel',
    'conversion',
    'subscription.started to subscription_cancelled: how many who started later cancelled?',
    convert(() => R.all(), 'subscription.started', 'subscription_cancelled'),
  ),

  // ===== churn =====
  c(
    'churn-lastmonth-thismonth',
    'churn',
    (now) =>
      `How many users were active in ${monthName(lastMonthStart(now))} but haven't been active this month?`,
    churnCount(
      (now) => R.lastMonth(+now),
      (now) => R.thisMonth(+now),
    ),
  ),
  c(
    'new-lastmonth',
    'churn',
    'how many new users did we get last month (first event ever)?',
    newCount((now) => R.lastMonth(+now)),
  ),
  c(
    'churn-early-late',
    'churn',
    (now) =>
      `users active between ${iso(daysAgo(now, 110))} and ${iso(daysAgo(now, 80))} who have not been seen since ${iso(daysAgo(now, 30))} — how many?`,
    churnCount(
      (now) => R.between(daysAgo(now, 110), daysAgo(now, 80)),
      (now) => R.since(daysAgo(now, 30), +now),
    ),
  ),
  c(
    'new-14d',
    'churn',
    'new users in the last 14 days? marketing swears the referral push is workng',
    newCount(lastDays(14)),
  ),
  c(
    'churn-months',
    'churn',
    (now) =>
      `how many people who used us in ${monthName(prevMonthStart(now))} did not come back in ${monthName(lastMonthStart(now))}?`,
    churnCount(
      (now) => R.month(prevMonthStart(now)),
      (now) => R.month(lastMonthStart(now)),
    ),
  ),
  c(
    'new-lastweek',
    'churn',
    'how many first-time users last week?',
    newCount((now) => R.lastWeek(+now)),
  ),
  c(
    'churn-lastweek-thisweek',
    'churn',
    'users who were active last week but not this week so far',
    churnCount(
      (now) => R.lastWeek(+now),
      (now) => R.thisWeek(+now),
    ),
  ),
  c(
    'new-since-incident',
    'churn',
    (now) => `how many brand new customers since ${longDay(incident(now))}?`,
    newCount((now) => R.since(incident(now), +now)),
  ),

  // ===== recency =====
  c(
    'last-refund',
    'recency',
    'when was the last RefundIssued? customer on the phone says theirs never arrived',
    lastOf('RefundIssued'),
  ),
  c(
    'last-subcancel',
    'recency',
    'When did somebody last do subscription_cancelled?',
    lastOf('subscription_cancelled'),
  ),
  c('last-claim', 'recency', 'most recent Damage Claim Filed — when?', lastOf('Damage Claim Filed')),
  c(
    'exists-promo-3d',
    'recency',
    'did anyone use promo-code-applied in the last 3 days? how many times?',
    withRange((now) => count({ names: ['promo-code-applied'], range: R.lastDays(+now, 3) })),
  ),
  c(
    'exists-subcancel-ever',
    'recency',
    'has anyone ever done subscription_cancelled? how often?',
    count({ names: ['subscription_cancelled'] }),
  ),
  c('last-account', 'recency', 'when was the most recent account_created', lastOf('account_created')),
  c('last-tip', 'recency', 'when did we last get a tip?', lastOf('tip-added', true)),
  c(
    'exists-claim-45d',
    'recency',
    'Any Damage Claim Filed in the past 45 days? and how many',
    withRange((now) => count({ names: ['Damage Claim Filed'], range: R.lastDays(+now, 45) })),
  ),
  c('last-unknown', 'recency', 'when was the last dry_clean_express event?', LOW, { low: true }),

  // ===== catalogue =====
  c('cat-names', 'catalogue', 'what events do we actualy track?', (events) => ({
    confidence: 'high',
    names: [...new Set(events.map(O.byName))].sort(),
    unordered: true,
    dataPoints: events.length,
  })),
  c('cat-users', 'catalogue', 'how many users are there in total?', (events) => ({
    confidence: 'high',
    numbers: [users(events).size],
    dataPoints: events.length,
  })),
  c('cat-events', 'catalogue', 'total number of events stored in the sytem?', (events) => ({
    confidence: 'high',
    numbers: [events.length],
    dataPoints: events.length,
  })),
  c('cat-types', 'catalogue', 'how many distinct event types exist in the data', (events) => ({
    confidence: 'high',
    numbers: [new Set(events.map(O.byName)).size],
    dataPoints: events.length,
  })),
  c('cat-names-counts', 'catalogue', 'list every event name with how many times it occurs', (events) => {
    const rows = [...tally(events, O.byName)];
    return {
      confidence: 'high',
      names: rows.map(([k]) => k),
      numbers: rows.map(([, v]) => v),
      unordered: true,
      dataPoints: events.length,
    };
  }),
  c(
    'cat-overview',
    'catalogue',
    'new analyst onboarding: give me an overview — how many customers, how many events, how many event types?',
    (events) => ({
      confidence: 'high',
      numbers: [users(events).size, events.length, new Set(events.map(O.byName)).size],
      dataPoints: events.length,
    }),
  ),

  // ===== other =====
  c('other-drive-time', 'other', "What's the average drive time between stops for our drivers?", LOW),
  c('other-partner-location', 'other', 'Which laundromat partner location processes the most orders?', LOW),
  c('other-weather', 'other', "what's the weather forecast for Saturday's pickups?", LOW),
  c('other-driver-pay', 'other', 'How much do we pay drivers per hour?', LOW),
  c('other-forecast', 'other', "predict next month's order_paid total for me", LOW),
  c('other-detergent', 'other', 'what detergent brand do customers prefer?', LOW),
  c('other-address', 'other', `what's the home address of ${P.topHousehold}? driver needs it`, LOW),
  c('other-water', 'other', 'how many litres of water does the partner laundromat use per load?', LOW),
  c('other-haiku', 'other', 'write me a haiku about freshly folded towels', LOW),
  c('other-fastest-driver', 'other', 'which driver was fastest last week?', LOW),
];
