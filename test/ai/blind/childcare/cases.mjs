/* eslint-disable @typescript-eslint/no-unused-vars -- kept as the blind author wrote it */
// Blind round "childcare": questions parents' and staff accounts' activity raise for the centre's
// director, office manager (finance), product team and support. Every expectation is computed
// from the events with the reference oracle.
import {
  DAY,
  WEEK,
  MONTHS,
  ranges,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  round,
  tally,
  rank,
  byName,
  byUser,
  byHour,
  byWeekday,
  byWeek,
  byMonth,
  byDay,
  value,
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  dayStart,
  weekStart,
  monthStart,
  minusMonths,
  isoDay,
  pastMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { incidentDay, EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';

const CI = 'child_checked_in',
  CO = 'child.checked_out',
  RP = 'DailyReportPosted',
  RV = 'ReportViewed';
const MS = 'message-sent',
  INV = 'Invoice Paid',
  AB = 'absence.reported',
  INC = 'incident_report_filed';
const AC = 'account_created',
  AO = 'app_open',
  AP = 'autopay-enabled',
  PU = 'Pickup Person Added';
const P = PERSONAS;

// ---- formatting of dates inside questions -----------------------------------------------------
const iso = (t) => isoDay(t);
const monthDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const shortOrd = (t) => {
  const d = new Date(t).getUTCDate();
  const suf =
    d % 10 === 1 && d !== 11
      ? 'st'
      : d % 10 === 2 && d !== 12
        ? 'nd'
        : d % 10 === 3 && d !== 13
          ? 'rd'
          : 'th';
  return `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${d}${suf}`;
};
const dayMonthYear = (t) =>
  `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const daysAgo = (now, n) => dayStart(+now) - n * DAY;
const outbreak = (now) => incidentDay(now);
const monthBack = (now, k) => ranges.month(monthStart(+now, -k)); // k full months back
const namedMonth = (now, k) => ranges.month(pastMonth(+now, new Date(monthStart(+now, -k)).getUTCMonth()));

// ---- expectation builders -----------------------------------------------------------------------
const HIGH = 'high',
  NH = 'not-high';
const lowX = () => ({ confidence: 'low', dataPoints: 0 });
const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });
// a tie among the first n+1 entries of a ranking (inside the list or at its cut)
const tied = (ranked, n) => ranked.slice(0, n + 1).some((x, i, a) => i > 0 && a[i - 1][1] === x[1]);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
};

function countX(events, opts, confidence = HIGH) {
  const n = select(events, opts).length;
  return n ? { numbers: [n], confidence, dataPoints: n } : lowX();
}
function usersX(events, opts, confidence = HIGH) {
  const evs = select(events, opts);
  return evs.length ? { numbers: [users(evs).size], confidence, dataPoints: evs.length } : lowX();
}
function valueX(events, opts, measure, confidence = HIGH, names) {
  const evs = select(events, opts);
  if (!evs.length) return lowX();
  return { numbers: [measure(evs)], confidence, dataPoints: evs.length, ...(names ? { names } : {}) };
}
function rankX(events, opts, key, n, { ascending = false, measure, confidence = HIGH } = {}) {
  const evs = select(events, opts);
  const r = rank(tally(evs, key, measure), { n, ascending });
  return { names: r.map((x) => x[0]), numbers: r.map((x) => x[1]), confidence, dataPoints: evs.length };
}
function rankTie(opts, key, n, { ascending = false, measure } = {}) {
  return (events, now) => tied(rank(tally(select(events, opts(now)), key, measure), { ascending }), n);
}
function topCase(opts, key, n, o = {}) {
  return withTie((events, now) => rankX(events, opts(now), key, n, o), rankTie(opts, key, n, o));
}
function compareX(
  events,
  a,
  b,
  { names, measure = (evs) => evs.length, confidence = HIGH, distinct = false } = {},
) {
  const ea = select(events, { range: a, names }),
    eb = select(events, { range: b, names });
  const m = distinct ? (evs) => users(evs).size : measure;
  const c = change(m(ea), m(eb));
  return {
    numbers: [c.earlier, c.later, c.diff],
    percents: c.pct === null ? [] : [c.pct],
    confidence,
    dataPoints: ea.length + eb.length,
  };
}
function shareEventsX(events, range, names, confidence = HIGH) {
  const all = select(events, { range });
  const part = all.filter((e) => names.includes(e.eventName));
  return {
    numbers: [part.length],
    percents: [percent(part.length, all.length)],
    confidence,
    dataPoints: all.length,
  };
}
function shareUsersX(events, range, names, confidence = HIGH) {
  const all = select(events, { range });
  const part = users(all.filter((e) => names.includes(e.eventName))).size;
  return { numbers: [part], percents: [percent(part, users(all).size)], confidence, dataPoints: all.length };
}
function convX(events, range, a, b, confidence = HIGH) {
  const c = conversion(events, range, a, b);
  const dp = select(events, { range, names: [a, b] }).length;
  return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
}
function lastX(events, opts, confidence = HIGH) {
  const evs = select(events, opts);
  if (!evs.length) return lowX();
  const t = time(newestFirst(evs)[0]);
  return { names: [iso(t), hm(t)], confidence, dataPoints: evs.length };
}

const cases = [];
const add = (id, type, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });

// ================================================================ count
add('count-checkins-7d', 'count', 'How many child_checked_in events in the last 7 days?', (ev, now) =>
  countX(ev, { range: ranges.lastDays(+now, 7), names: [CI] }),
);
add(
  'count-invoices-lastmonth',
  'count',
  'office manager here - how many invoices paid did we get last month?',
  (ev, now) => countX(ev, { range: ranges.lastMonth(+now), names: [INV] }),
);
add(
  'count-incidents-outbreak',
  'count',
  (now) => `number of incident_report_filed on ${iso(outbreak(now))}`,
  (ev, now) => countX(ev, { range: ranges.on(outbreak(now)), names: [INC] }),
);
add(
  'count-msgs-topparent',
  'count',
  `count of message-sent events by ${P.topParent} in the past 30 days`,
  (ev, now) => countX(ev, { range: ranges.lastDays(+now, 30), names: [MS], user: P.topParent }),
);
add('count-all-lastweek', 'count', 'total number of events last week (all types)?', (ev, now) =>
  countX(ev, { range: ranges.lastWeek(+now) }),
);
add(
  'count-absences-since',
  'count',
  (now) =>
    `How many absence.reported since ${monthDay(daysAgo(now, 21))}? trying to see if the bug is still going around`,
  (ev, now) => countX(ev, { range: ranges.since(daysAgo(now, 21), +now), names: [AB] }),
);
add('count-checkins-loose', 'count', 'how many check-ins at the door in the last 14 days', (ev, now) =>
  countX(ev, { range: ranges.lastDays(+now, 14), names: [CI] }, NH),
);
add('count-unknown-nap', 'count', 'How many nap_logged events were there this month?', () => lowX(), {
  low: true,
});
add(
  'count-reports-between',
  'count',
  (now) => `Daily Report Posted count between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 26))}`,
  (ev, now) => countX(ev, { range: ranges.between(daysAgo(now, 40), daysAgo(now, 26)), names: [RP] }),
);
add('count-appopens-48h', 'count', 'how many app opens in the past 48 hours', (ev, now) =>
  countX(ev, { range: ranges.lastHours(+now, 48), names: [AO] }),
);
add(
  'count-checkouts-month',
  'count',
  (now) => `checkouts logged (child.checked_out) in ${monthName(monthStart(+now, -2))}?`,
  (ev, now) => countX(ev, { range: namedMonth(now, 2), names: [CO] }),
);

// ================================================================ users
add(
  'users-active-30d',
  'users',
  'How many unique users did anything at all in the last 30 days?',
  (ev, now) => usersX(ev, { range: ranges.lastDays(+now, 30) }),
);
add(
  'users-paid-lastmonth-loose',
  'users',
  'how many different parents paid an invoice last month',
  (ev, now) => usersX(ev, { range: ranges.lastMonth(+now), names: [INV] }, NH),
);
add(
  'users-incident-month',
  'users',
  (now) => `number of people who filed an incident_report_filed in ${monthName(monthStart(+now, -2))}`,
  (ev, now) => usersX(ev, { range: namedMonth(now, 2), names: [INC] }),
);
add('users-active-7d', 'users', 'active users, past 7 days?', (ev, now) =>
  usersX(ev, { range: ranges.lastDays(+now, 7) }),
);
add('users-checkin-2w', 'users', 'unique users with child_checked_in in the last 2 weeks', (ev, now) =>
  usersX(ev, { range: ranges.lastWeeks(+now, 2), names: [CI] }),
);
add(
  'users-accounts-since',
  'users',
  (now) => `How many users did account_created since ${dayMonthYear(daysAgo(now, 60))}?`,
  (ev, now) => usersX(ev, { range: ranges.since(daysAgo(now, 60), +now), names: [AC] }),
);
add('users-msg-3d', 'users', 'how many distinct users sent a message-sent in the last 3 days', (ev, now) =>
  usersX(ev, { range: ranges.lastDays(+now, 3), names: [MS] }),
);
add('users-unknown-event', 'users', 'How many users did Pickup Person Removed last month?', () => lowX(), {
  low: true,
});
add(
  'users-opened-app-loose',
  'users',
  (now) =>
    `how many unique users opened the app between ${shortOrd(daysAgo(now, 20))} and ${shortOrd(daysAgo(now, 14))}?`,
  (ev, now) => usersX(ev, { range: ranges.between(daysAgo(now, 20), daysAgo(now, 14)), names: [AO] }, NH),
);
add('users-reportviewed-all', 'users', 'How many users have ever had a ReportViewed?', (ev) =>
  usersX(ev, { names: [RV] }),
);

// ================================================================ value
add('value-invoice-sum-lastmonth', 'value', 'total Invoice Paid amount last month', (ev, now) =>
  valueX(ev, { range: ranges.lastMonth(+now), names: [INV] }, sum),
);
add(
  'value-photos-avg',
  'value',
  'average number of photos per DailyReportPosted over the last 30 days (value = photos)',
  (ev, now) => valueX(ev, { range: ranges.lastDays(+now, 30), names: [RP] }, avg),
);
add(
  'value-late-max',
  'value',
  'what is the max value of child.checked_out in the past 4 weeks? (minutes late at pickup)',
  (ev, now) => valueX(ev, { range: ranges.lastWeeks(+now, 4), names: [CO] }, max),
);
add(
  'value-invoice-median',
  'value',
  (now) => `median Invoice Paid amount since ${iso(daysAgo(now, 75))}`,
  (ev, now) => valueX(ev, { range: ranges.since(daysAgo(now, 75), +now), names: [INV] }, median),
);
add('value-invoice-min', 'value', 'smallest Invoice Paid value ever recorded?', (ev) =>
  valueX(ev, { names: [INV] }, min),
);
add('value-revenue-lastmonth', 'value', 'what was our revenue last month?', (ev, now) =>
  valueX(ev, { range: ranges.lastMonth(+now), names: [INV] }, sum, NH, [INV]),
);
add(
  'value-late-sum-lastweek',
  'value',
  'Sum of child.checked_out values last week - i.e. total minutes of late pick-ups',
  (ev, now) => valueX(ev, { range: ranges.lastWeek(+now), names: [CO] }, sum),
);
add('value-severity-avg', 'value', 'mean severity of incident_report_filed in the last 2 months', (ev, now) =>
  valueX(ev, { range: ranges.lastMonths(+now, 2), names: [INC] }, avg),
);
add('value-unknown-refund', 'value', 'total value of tuition_refund events this year', () => lowX(), {
  low: true,
});
add(
  'value-latepicker-minutes',
  'value',
  `sum of child.checked_out values for ${P.latePicker} (all time)`,
  (ev) => valueX(ev, { names: [CO], user: P.latePicker }, sum),
);
add(
  'value-bigpayer-90d',
  'value',
  `how much has ${P.bigPayer} paid in total (Invoice Paid) in the last 90 days?`,
  (ev, now) => valueX(ev, { range: ranges.lastDays(+now, 90), names: [INV], user: P.bigPayer }, sum),
);

// ================================================================ top-events
add(
  'top-events-30d',
  'top-events',
  'top 5 events in the last 30 days',
  topCase((now) => ({ range: ranges.lastDays(+now, 30) }), byName, 5),
);
add(
  'top-events-overall',
  'top-events',
  'whats the most common event overall?',
  topCase(() => ({}), byName, 1),
);
add(
  'top-events-least-60d',
  'top-events',
  'Which event is the least common in the last 60 days?',
  topCase((now) => ({ range: ranges.lastDays(+now, 60) }), byName, 1, { ascending: true }),
);
add(
  'top-events-lastweek',
  'top-events',
  'top 3 actions last week, with counts please',
  topCase((now) => ({ range: ranges.lastWeek(+now) }), byName, 3),
);
add(
  'top-events-outbreak',
  'top-events',
  (now) => `what were the 2 most frequent events on ${monthDay(outbreak(now))}?`,
  topCase((now) => ({ range: ranges.on(outbreak(now)) }), byName, 2),
);
add(
  'top-events-90d-6',
  'top-events',
  'For the board deck: the six most common event types over the past 90 days',
  topCase((now) => ({ range: ranges.lastDays(+now, 90) }), byName, 6),
);
add(
  'top-events-rarest',
  'top-events',
  'which event happened least often ever?',
  topCase(() => ({}), byName, 1, { ascending: true }),
);
add(
  'top-events-leadteacher',
  'top-events',
  `what does ${P.leadTeacher} do most in the app? top 2 event names`,
  topCase(() => ({ user: P.leadTeacher }), byName, 2),
);

// ================================================================ top-users
add(
  'top-users-30d',
  'top-users',
  'top 2 most active users in the last 30 days',
  topCase((now) => ({ range: ranges.lastDays(+now, 30) }), byUser, 2),
);
add(
  'top-users-spenders',
  'top-users',
  'who is our biggest spender?',
  withTie(
    (ev) => ({ ...rankX(ev, { names: [INV] }, byUser, 1, { measure: value }), confidence: NH }),
    rankTie(() => ({ names: [INV] }), byUser, 1, { measure: value }),
  ),
);
add(
  'top-users-paid-most-lastmonth',
  'top-users',
  'Which user paid the most in Invoice Paid last month?',
  topCase((now) => ({ range: ranges.lastMonth(+now), names: [INV] }), byUser, 1, { measure: value }),
);
add(
  'top-users-reports-8w',
  'top-users',
  'who posted the most DailyReportPosted in the past 8 weeks',
  topCase((now) => ({ range: ranges.lastWeeks(+now, 8), names: [RP] }), byUser, 1),
);
add(
  'top-users-msgs-30d',
  'top-users',
  'who sent the most message-sent in the last 30 days?',
  topCase((now) => ({ range: ranges.lastDays(+now, 30), names: [MS] }), byUser, 1),
);
add(
  'top-users-incidents-loose',
  'top-users',
  'which staff member has written the most incident reports in the last 90 days?',
  withTie(
    (ev, now) => ({
      ...rankX(ev, { range: ranges.lastDays(+now, 90), names: [INC] }, byUser, 1),
      confidence: NH,
    }),
    rankTie((now) => ({ range: ranges.lastDays(+now, 90), names: [INC] }), byUser, 1),
  ),
);
add(
  'top-users-late-minutes',
  'top-users',
  'who had the most total minutes late (sum of child.checked_out value) in the last 60 days?',
  topCase((now) => ({ range: ranges.lastDays(+now, 60), names: [CO] }), byUser, 1, { measure: value }),
);
add(
  'top-users-alltime-4',
  'top-users',
  'Top 3 users by number of events, all time',
  topCase(() => ({}), byUser, 3),
);
add(
  'top-users-appopen-lastweek',
  'top-users',
  'top 2 users by app_open last week',
  topCase((now) => ({ range: ranges.lastWeek(+now), names: [AO] }), byUser, 2),
);

// ================================================================ user
add('user-topparent-total', 'user', `how many events does ${P.topParent} have in total?`, (ev) =>
  countX(ev, { user: P.topParent }),
);
add('user-churner-lastseen', 'user', `when was ${P.churner} last seen in the app? support is asking`, (ev) =>
  lastX(ev, { user: P.churner }),
);
add('user-newcomer-firstseen', 'user', `first seen date for ${P.newcomer}?`, (ev) => {
  const evs = select(ev, { user: P.newcomer });
  const t = Math.min(...evs.map(time));
  return { names: [iso(t), hm(t)], confidence: HIGH, dataPoints: evs.length };
});
add('user-newstaff-events', 'user', `which event names has ${P.newStaff} used so far?`, (ev) => {
  const evs = select(ev, { user: P.newStaff });
  return { names: [...new Set(evs.map(byName))], unordered: true, confidence: HIGH, dataPoints: evs.length };
});
add('user-latepicker-recent', 'user', `Show me the 3 most recent events for ${P.latePicker}`, (ev) => {
  const evs = select(ev, { user: P.latePicker });
  return {
    names: newestFirst(evs)
      .slice(0, 3)
      .map((e) => e.eventName),
    confidence: HIGH,
    dataPoints: evs.length,
  };
});
add('user-nobody', 'user', `how many events for ${NOBODY}?`, () => lowX(), { low: true });
add(
  'user-bigpayer-checkins',
  'user',
  `how many times did ${P.bigPayer} do child_checked_in in the last 30 days`,
  (ev, now) => countX(ev, { range: ranges.lastDays(+now, 30), names: [CI], user: P.bigPayer }),
);
add('user-director-first-last', 'user', `${P.director}: first seen and last seen?`, (ev) => {
  const evs = select(ev, { user: P.director });
  const ts = evs.map(time),
    a = Math.min(...ts),
    b = Math.max(...ts);
  return { names: [iso(a), hm(a), iso(b), hm(b)], confidence: HIGH, dataPoints: evs.length };
});
add('user-unknown-staff', 'user', 'what has staff_99 been up to this week?', () => lowX(), { low: true });
add(
  'user-newcomer-appopens',
  'user',
  `how active has the new family ${P.newcomer} been? number of app opens`,
  (ev) => countX(ev, { user: P.newcomer, names: [AO] }),
);

// ================================================================ breakdown
add(
  'breakdown-checkin-weekday',
  'breakdown',
  'child_checked_in by weekday over the last 8 weeks — which weekday is busiest?',
  topCase((now) => ({ range: ranges.lastWeeks(+now, 8), names: [CI] }), byWeekday, 1),
);
add(
  'breakdown-checkin-hour',
  'breakdown',
  'at what hour of the day (UTC) do most child_checked_in happen?',
  topCase(() => ({ names: [CI] }), byHour, 1),
);
add(
  'breakdown-monthly-3',
  'breakdown',
  (now) =>
    `monthly event totals for ${monthName(monthStart(+now, -3))}, ${monthName(monthStart(+now, -2))} and ${monthName(monthStart(+now, -1))}`,
  (ev, now) => {
    const r = { from: monthStart(+now, -3), to: monthStart(+now) };
    const evs = select(ev, { range: r });
    const m = tally(evs, byMonth);
    return {
      names: [...m.keys()].sort(),
      numbers: [...m.keys()].sort().map((k) => m.get(k)),
      confidence: HIGH,
      dataPoints: evs.length,
    };
  },
);
add(
  'breakdown-absence-weekly',
  'breakdown',
  'weekly count of absence.reported for the last 4 full weeks',
  (ev, now) => {
    const r = { from: weekStart(+now) - 4 * WEEK, to: weekStart(+now) };
    const evs = select(ev, { range: r, names: [AB] });
    const m = tally(evs, byWeek);
    return {
      names: [...m.keys()].sort(),
      numbers: [...m.keys()].sort().map((k) => m.get(k)),
      unordered: true,
      confidence: HIGH,
      dataPoints: evs.length,
    };
  },
);
add(
  'breakdown-incident-week',
  'breakdown',
  'which week had the most incident_report_filed in the last 10 weeks?',
  topCase((now) => ({ range: ranges.lastWeeks(+now, 10), names: [INC] }), byWeek, 1),
);
add(
  'breakdown-msgs-daily-lastweek',
  'breakdown',
  'daily message-sent counts for last week pls',
  (ev, now) => {
    const evs = select(ev, { range: ranges.lastWeek(+now), names: [MS] });
    const m = tally(evs, byDay);
    const keys = [...m.keys()].sort();
    return {
      names: keys,
      numbers: keys.map((k) => m.get(k)),
      unordered: true,
      confidence: HIGH,
      dataPoints: evs.length,
    };
  },
);
add(
  'breakdown-report-hour',
  'breakdown',
  'busiest hour for DailyReportPosted in the last 30 days?',
  topCase((now) => ({ range: ranges.lastDays(+now, 30), names: [RP] }), byHour, 1),
);
add(
  'breakdown-absence-day',
  'breakdown',
  'Which single day in the last 60 days had the most absence.reported?',
  topCase((now) => ({ range: ranges.lastDays(+now, 60), names: [AB] }), byDay, 1),
);
add(
  'breakdown-invoice-monthly-sum',
  'breakdown',
  (now) =>
    `Invoice Paid totals ($) per month for ${monthName(monthStart(+now, -2))} and ${monthName(monthStart(+now, -1))}`,
  (ev, now) => {
    const evs = select(ev, { range: { from: monthStart(+now, -2), to: monthStart(+now) }, names: [INV] });
    const m = tally(evs, byMonth, value);
    const keys = [...m.keys()].sort();
    return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: HIGH, dataPoints: evs.length };
  },
);
add(
  'breakdown-weekday-all-loose',
  'breakdown',
  'what day of the week are parents picking up their kids the most? (checkouts)',
  topCase(() => ({ names: [CO] }), byWeekday, 1, {}),
);
cases.at(-1).expect = withTie(
  (ev, now) => ({ ...rankX(ev, { names: [CO] }, byWeekday, 1), confidence: NH }),
  rankTie(() => ({ names: [CO] }), byWeekday, 1),
);

// ================================================================ compare
add(
  'compare-checkins-4w',
  'compare',
  'child_checked_in over the past 4 weeks vs the 4 weeks before that?',
  (ev, now) =>
    compareX(ev, { from: +now - 8 * WEEK, to: +now - 4 * WEEK }, ranges.lastWeeks(+now, 4), { names: [CI] }),
);
add(
  'compare-invoice-months',
  'compare',
  'Invoice Paid amount last month compared with the month before',
  (ev, now) => compareX(ev, monthBack(now, 2), monthBack(now, 1), { names: [INV], measure: sum }),
);
add(
  'compare-accounts-30d',
  'compare',
  'Are we growing? account_created in the last 30 days vs the 30 days before that',
  (ev, now) =>
    compareX(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, ranges.lastDays(+now, 30), { names: [AC] }),
);
add(
  'compare-msgs-named-months',
  'compare',
  (now) =>
    `message-sent in ${monthName(monthStart(+now, -3))} compared to ${monthName(monthStart(+now, -2))}`,
  (ev, now) => compareX(ev, namedMonth(now, 3), namedMonth(now, 2), { names: [MS] }),
);
add('compare-appopen-7d', 'compare', 'app_open: last 7 days vs the previous 7 days', (ev, now) =>
  compareX(ev, { from: +now - 14 * DAY, to: +now - 7 * DAY }, ranges.lastDays(+now, 7), { names: [AO] }),
);
add(
  'compare-absence-outbreak-week',
  'compare',
  (now) => `absence.reported in the week of ${iso(weekStart(outbreak(now)))} vs the week before it`,
  (ev, now) => {
    const w = weekStart(outbreak(now));
    return compareX(ev, { from: w - WEEK, to: w }, { from: w, to: w + WEEK }, { names: [AB] });
  },
);
add(
  'compare-viewed-4w',
  'compare',
  'ReportViewed in the last 4 weeks vs the 4 weeks before — are parents reading the daily reports more?',
  (ev, now) =>
    compareX(ev, { from: +now - 8 * WEEK, to: +now - 4 * WEEK }, ranges.lastWeeks(+now, 4), { names: [RV] }),
);
add(
  'compare-active-users-30d',
  'compare',
  'active users in the last 30 days compared with the previous 30 days — up or down?',
  (ev, now) =>
    compareX(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, ranges.lastDays(+now, 30), {
      distinct: true,
    }),
);
add(
  'compare-events-lastmonth',
  'compare',
  'total activity: how did last month compare to the month before? roughly',
  (ev, now) => compareX(ev, monthBack(now, 2), monthBack(now, 1)),
);

// ================================================================ share
add(
  'share-appopen-30d',
  'share',
  'what percentage of all events in the last 30 days were app_open?',
  (ev, now) => shareEventsX(ev, ranges.lastDays(+now, 30), [AO]),
);
add(
  'share-users-paid-lastmonth',
  'share',
  "what share of last month's active users had an Invoice Paid?",
  (ev, now) => shareUsersX(ev, ranges.lastMonth(+now), [INV]),
);
add('share-incidents-all', 'share', 'percent of events that are incident_report_filed (all time)', (ev) =>
  shareEventsX(ev, ranges.all(), [INC]),
);
add('share-checkout-lastweek', 'share', 'share of child.checked_out in all activity last week?', (ev, now) =>
  shareEventsX(ev, ranges.lastWeek(+now), [CO]),
);
add(
  'share-users-msg-2w',
  'share',
  'What fraction of users active in the past 2 weeks sent a message-sent?',
  (ev, now) => shareUsersX(ev, ranges.lastWeeks(+now, 2), [MS]),
);
add(
  'share-absence-outbreak',
  'share',
  (now) => `on ${shortOrd(outbreak(now))}, what % of events were absence.reported?`,
  (ev, now) => shareEventsX(ev, ranges.on(outbreak(now)), [AB]),
);
add('share-autopay-loose', 'share', 'what percentage of our users have turned on autopay?', (ev) =>
  shareUsersX(ev, ranges.all(), [AP], NH),
);
add(
  'share-reportviewed-month',
  'share',
  (now) => `ReportViewed as a percentage of all events in ${monthName(monthStart(+now, -1))}`,
  (ev, now) => shareEventsX(ev, namedMonth(now, 1), [RV]),
);

// ================================================================ conversion
add(
  'conv-account-invoice-90d',
  'conversion',
  'of users who did account_created in the last 90 days, how many went on to Invoice Paid?',
  (ev, now) => convX(ev, ranges.lastDays(+now, 90), AC, INV),
);
add(
  'conv-account-autopay-since',
  'conversion',
  (now) => `account_created → autopay-enabled conversion since ${monthDay(daysAgo(now, 100))}`,
  (ev, now) => convX(ev, ranges.since(daysAgo(now, 100), +now), AC, AP),
);
add(
  'conv-appopen-msg-lastweek',
  'conversion',
  'Of people with an app_open last week, what % then sent a message-sent?',
  (ev, now) => convX(ev, ranges.lastWeek(+now), AO, MS),
);
add(
  'conv-viewed-msg-30d',
  'conversion',
  'conversion from ReportViewed to message-sent in the last 30 days',
  (ev, now) => convX(ev, ranges.lastDays(+now, 30), RV, MS),
);
add(
  'conv-account-checkin-all',
  'conversion',
  'funnel, all time: account_created then child_checked_in. how many made it?',
  (ev) => convX(ev, ranges.all(), AC, CI),
);
add(
  'conv-absence-checkin-60d',
  'conversion',
  'how many of the users who had absence.reported in the last 60 days later had a child_checked_in? and what percent',
  (ev, now) => convX(ev, ranges.lastDays(+now, 60), AB, CI),
);
add(
  'conv-pickup-checkout-90d',
  'conversion',
  'Pickup Person Added -> child.checked_out, last 90 days: conversion rate?',
  (ev, now) => convX(ev, ranges.lastDays(+now, 90), PU, CO),
);
add(
  'conv-signup-pay-loose',
  'conversion',
  'of new signups in the past 60 days, what fraction actually paid an invoice afterwards?',
  (ev, now) => convX(ev, ranges.lastDays(+now, 60), AC, INV, NH),
);

// ================================================================ churn
const churnX = (list) => ({ numbers: [list.length], confidence: HIGH });
add(
  'churn-month-before-last',
  'churn',
  'how many users were active the month before last but not at all last month?',
  (ev, now) => churnX(churned(ev, monthBack(now, 2), monthBack(now, 1))),
);
add('churn-new-30d', 'churn', 'new users in the last 30 days?', (ev, now) =>
  churnX(newUsers(ev, ranges.lastDays(+now, 30))),
);
add(
  'churn-dates',
  'churn',
  (now) =>
    `Users active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))} who have done nothing since ${iso(daysAgo(now, 30))} — how many?`,
  (ev, now) =>
    churnX(
      churned(ev, ranges.between(daysAgo(now, 90), daysAgo(now, 61)), ranges.since(daysAgo(now, 30), +now)),
    ),
);
add(
  'churn-new-lastmonth',
  'churn',
  'how many brand new users did we get last month (first activity ever)?',
  (ev, now) => churnX(newUsers(ev, ranges.lastMonth(+now))),
);
add(
  'churn-lastweek-thisweek',
  'churn',
  'users who were active last week but not this week - count?',
  (ev, now) => churnX(churned(ev, ranges.lastWeek(+now), ranges.thisWeek(+now))),
);
add(
  'churn-new-since',
  'churn',
  (now) => `number of new users since ${shortOrd(daysAgo(now, 45))}`,
  (ev, now) => churnX(newUsers(ev, ranges.since(daysAgo(now, 45), +now))),
);
add(
  'churn-named-months',
  'churn',
  (now) =>
    `churned users: active in ${monthName(monthStart(+now, -3))} but not in ${monthName(monthStart(+now, -1))}`,
  (ev, now) => churnX(churned(ev, namedMonth(now, 3), namedMonth(now, 1))),
);
add('churn-new-past-2-months', 'churn', 'new users over the past 2 months', (ev, now) =>
  churnX(newUsers(ev, ranges.lastMonths(+now, 2))),
);

// ================================================================ recency
add('recency-last-incident', 'recency', 'when was the last incident_report_filed?', (ev) =>
  lastX(ev, { names: [INC] }),
);
add(
  'recency-any-incident-7d',
  'recency',
  'did anyone file an incident_report_filed in the last 7 days?',
  (ev, now) => countX(ev, { range: ranges.lastDays(+now, 7), names: [INC] }),
);
add('recency-last-pickup-person', 'recency', 'When was the most recent Pickup Person Added?', (ev) =>
  lastX(ev, { names: [PU] }),
);
add('recency-last-invoice', 'recency', 'last Invoice Paid - when was it?', (ev) =>
  lastX(ev, { names: [INV] }),
);
add(
  'recency-churner-30d',
  'recency',
  `has ${P.churner} done anything in the last 30 days?`,
  (ev, now) => countX(ev, { range: ranges.lastDays(+now, 30), user: P.churner }),
  { low: true },
);
add('recency-last-account', 'recency', 'When did the latest account_created happen?', (ev) =>
  lastX(ev, { names: [AC] }),
);
add('recency-autopay-14d', 'recency', 'anyone done autopay-enabled in the past 14 days?', (ev, now) =>
  countX(ev, { range: ranges.lastDays(+now, 14), names: [AP] }),
);
add('recency-latepicker-checkout', 'recency', `when did ${P.latePicker} last do a child.checked_out?`, (ev) =>
  lastX(ev, { names: [CO], user: P.latePicker }),
);
add(
  'recency-last-absence-loose',
  'recency',
  'when did a parent last call in sick / report an absence?',
  (ev) => ({ ...lastX(ev, { names: [AB] }), confidence: NH }),
);

// ================================================================ catalogue
add('catalogue-event-names', 'catalogue', 'what events do we track?', (ev) => ({
  names: [...new Set(ev.map(byName))],
  unordered: true,
  confidence: HIGH,
  dataPoints: ev.length,
}));
add('catalogue-users-total', 'catalogue', 'how many users are there in total?', (ev) => ({
  numbers: [users(ev).size],
  confidence: HIGH,
  dataPoints: ev.length,
}));
add('catalogue-events-total', 'catalogue', 'How many events are stored altogether?', (ev) => ({
  numbers: [ev.length],
  confidence: HIGH,
  dataPoints: ev.length,
}));
add('catalogue-names-with-counts', 'catalogue', 'list every event type with its count', (ev) => {
  const r = rank(tally(ev, byName));
  return {
    names: r.map((x) => x[0]),
    numbers: r.map((x) => x[1]),
    unordered: true,
    confidence: HIGH,
    dataPoints: ev.length,
  };
});
add('catalogue-distinct-names', 'catalogue', 'how many distinct event names exist in the data?', (ev) => ({
  numbers: [new Set(ev.map(byName)).size],
  confidence: HIGH,
  dataPoints: ev.length,
}));
add(
  'catalogue-size',
  'catalogue',
  'quick sanity check on the dataset: how many users and how many events do we have?',
  (ev) => ({ numbers: [users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
);
add(
  'catalogue-first-last',
  'catalogue',
  'what date range does the event data cover? earliest and latest events',
  (ev) => {
    const ts = ev.map(time);
    const a = Math.min(...ts),
      b = Math.max(...ts);
    return { names: [iso(a), iso(b)], confidence: HIGH, dataPoints: ev.length };
  },
);

// ================================================================ other (not answerable from these events)
const other = (id, q) => add(id, 'other', q, () => lowX());
other('other-ratio', "What's the current staff-to-child ratio in the toddler room?");
other('other-lunch', 'What did the kids eat for lunch yesterday?');
other('other-waitlist', 'how many children are on the waitlist for September?');
other('other-age', 'average age of the enrolled children?');
other('other-allergies', 'Which allergies are most common among our kids? need it for the menu');
other('other-nps', 'what is our parent satisfaction score (NPS) this term');
other('other-forecast', "forecast next quarter's tuition income for me");
other('other-rapport', 'which teacher do parents like best?');
other('other-weather', 'is it going to rain for the outdoor day on Friday?');
other('other-overdue', 'which families have overdue unpaid invoices right now, and how much do they owe?');

export { cases };
