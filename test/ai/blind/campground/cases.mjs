/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import {
  DAY,
  HOUR,
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
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
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
  isoDay,
  pastMonthDay,
  pastMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES } from './data.mjs';

const P = PERSONAS;
const MONEY = ['reservation.created', 'store.purchase'];
const STORM = 17; // days ago
const LOW = { confidence: 'low', dataPoints: 0 };

// ---- date wording ---------------------------------------------------------------------------
const T = (now) => +now;
const daysAgo = (now, n) => dayStart(T(now)) - n * DAY;
const ordinal = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const iso = (t) => isoDay(t);
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const dmy = (t) =>
  `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const prevMonth = (now) => monthStart(T(now), -1);
const prevMonth2 = (now) => monthStart(T(now), -2);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
// "on <Month> <day>" with no year: the nearest past such day
const onDay = (now, t) =>
  ranges.on(pastMonthDay(T(now), new Date(t).getUTCMonth(), new Date(t).getUTCDate()));
const inMonth = (now, t) => ranges.month(pastMonth(T(now), new Date(t).getUTCMonth()));

// ---- expectation builders -------------------------------------------------------------------
const hi = (o) => ({ confidence: 'high', ...o });
function countX(events, opts, confidence = 'high') {
  const evs = select(events, opts);
  if (!evs.length) return LOW;
  return { numbers: [evs.length], confidence, dataPoints: evs.length };
}
function usersX(events, opts, confidence = 'high') {
  const evs = select(events, opts);
  if (!evs.length) return LOW;
  return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
}
function valueX(events, opts, fn, confidence = 'high') {
  const evs = select(events, opts);
  if (!evs.length) return LOW;
  return { numbers: [round(fn(evs), 2)], confidence, dataPoints: evs.length };
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
// ranked list cases: top n by a key; tieAtCut flags a tie between place n and n+1
function ranked(
  optsFn,
  key,
  n,
  { measure, ascending = false, confidence = 'high', withNumbers = true } = {},
) {
  const list = (events, now) => {
    const evs = select(events, optsFn(now));
    return { evs, r: rank(tally(evs, key, measure), { ascending }) };
  };
  const expect = (events, now) => {
    const { evs, r } = list(events, now);
    if (!evs.length) return LOW;
    const top = r.slice(0, n);
    const x = { names: top.map(([k]) => k), confidence, dataPoints: evs.length };
    if (withNumbers) x.numbers = top.map(([, v]) => round(v, 2));
    return x;
  };
  expect.tieAtCut = (events, now) => {
    const { r } = list(events, now);
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return expect;
}
// a whole breakdown: every bucket with its figure, any order
function breakdownAll(optsFn, key, measure) {
  return (events, now) => {
    const evs = select(events, optsFn(now));
    if (!evs.length) return LOW;
    const r = rank(tally(evs, key, measure));
    return {
      names: r.map(([k]) => k),
      numbers: r.map(([, v]) => round(v, 2)),
      unordered: true,
      confidence: 'high',
      dataPoints: evs.length,
    };
  };
}
function compareX(events, earlierOpts, laterOpts, measure = 'count', confidence = 'high') {
  const a = select(events, earlierOpts),
    b = select(events, laterOpts);
  const m = (evs) =>
    measure === 'count' ? evs.length : measure === 'users' ? users(evs).size : round(sum(evs), 2);
  const c = change(m(a), m(b));
  // a zero (no change, or an empty period) is not a figure the scorer can look for; leave it out
  const x = {
    numbers: [c.earlier, c.later, round(c.diff, 2)].filter((v) => v !== 0),
    confidence,
    dataPoints: a.length + b.length,
  };
  if (c.pct) x.percents = [c.pct];
  return x;
}
function shareEventsX(events, range, names, confidence = 'high') {
  const all = select(events, { range });
  const part = select(events, { range, names });
  if (!all.length) return LOW;
  return {
    percents: [percent(part.length, all.length)],
    numbers: [part.length],
    confidence,
    dataPoints: all.length,
  };
}
function shareUsersX(events, range, names, confidence = 'high') {
  const all = select(events, { range });
  const part = select(events, { range, names });
  if (!all.length) return LOW;
  return {
    percents: [percent(users(part).size, users(all).size)],
    numbers: [users(part).size],
    confidence,
    dataPoints: all.length,
  };
}
function convX(events, range, a, b, confidence = 'high') {
  const c = conversion(events, range, a, b);
  const dp = select(events, { range, names: [a, b] }).length;
  return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
}
function lastX(events, names, confidence = 'high') {
  const evs = select(events, { names });
  if (!evs.length) return LOW;
  const t = time(newestFirst(evs)[0]);
  return { names: [iso(t), hhmm(t)], confidence, dataPoints: evs.length };
}

const C = [];
const add = (id, type, question, expect, extra = {}) => C.push({ id, type, question, expect, ...extra });

// ================================ count ======================================================
add('count-checkins-all', 'count', 'how many check-ins have we had in total?', (ev) =>
  countX(ev, { names: ['Check In'] }),
);
add('count-store-7d', 'count', 'Quick one: number of store.purchase events in the last 7 days', (ev, now) =>
  countX(ev, { names: ['store.purchase'], range: ranges.lastDays(T(now), 7) }),
);
add(
  'count-cancel-storm',
  'count',
  (now) =>
    `How many reservation-cancelled did we get on ${longDay(daysAgo(now, STORM))}? That was the storm day at Pine Hollow`,
  (ev, now) => countX(ev, { names: ['reservation-cancelled'], range: onDay(now, daysAgo(now, STORM)) }),
);
add('count-noise-lastmonth', 'count', 'noise complaints logged last month — how many?', (ev, now) =>
  countX(ev, { names: ['Noise Complaint'], range: ranges.lastMonth(T(now)) }),
);
add('count-search-yday', 'count', 'count of campsite_search events yesterday pls', (ev, now) =>
  countX(ev, { names: ['campsite_search'], range: ranges.yesterday(T(now)) }),
);
add('count-top-user-30d', 'count', `how many events did ${P.top} generate over the past 30 days`, (ev, now) =>
  countX(ev, { user: P.top, range: ranges.lastDays(T(now), 30) }),
);
add(
  'count-two-names-lastweek',
  'count',
  'Total ActivitySignup plus review_posted events last week?',
  (ev, now) => countX(ev, { names: ['ActivitySignup', 'review_posted'], range: ranges.lastWeek(T(now)) }),
);
add(
  'count-maint-between',
  'count',
  (now) =>
    `How many maintenance tickets were opened between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 21))}?`,
  (ev, now) =>
    countX(ev, { names: ['maintenance-ticket'], range: ranges.between(daysAgo(now, 40), daysAgo(now, 21)) }),
);
add('count-bookings-loose', 'count', 'how many bookings were made in the past 2 weeks', (ev, now) =>
  countX(ev, { names: ['reservation.created'], range: ranges.lastWeeks(T(now), 2) }, 'not-high'),
);
add('count-all-today', 'count', 'how many events so far today?', (ev, now) =>
  countX(ev, { range: ranges.today(T(now)) }),
);
add('count-unknown-kayak', 'count', 'how many kayak_rental events last week?', () => LOW, { low: true });
add(
  'count-modified-since',
  'count',
  (now) => `Number of ReservationModified since ${dmy(daysAgo(now, 50))}`,
  (ev, now) => countX(ev, { names: ['ReservationModified'], range: ranges.since(daysAgo(now, 50), T(now)) }),
);

// ================================ users ======================================================
add('users-checkin-lastmonth', 'users', 'how many unique users did a check in last month?', (ev, now) =>
  usersX(ev, { names: ['Check In'], range: ranges.lastMonth(T(now)) }),
);
add('users-active-30d', 'users', 'active users in the last 30 days?', (ev, now) =>
  usersX(ev, { range: ranges.lastDays(T(now), 30) }),
);
add(
  'users-review-since',
  'users',
  (now) => `How many distinct people have posted a review_posted since ${longDay(daysAgo(now, 45))}?`,
  (ev, now) =>
    usersX(ev, {
      names: ['review_posted'],
      range: ranges.since(
        pastMonthDay(
          T(now),
          new Date(daysAgo(now, 45)).getUTCMonth(),
          new Date(daysAgo(now, 45)).getUTCDate(),
        ),
        T(now),
      ),
    }),
);
add('users-search-yday', 'users', 'unique users with campsite searches yesterday', (ev, now) =>
  usersX(ev, { names: ['campsite_search'], range: ranges.yesterday(T(now)) }),
);
add(
  'users-loyalty-loose',
  'users',
  (now) => `how many customers cashed in loyalty points in ${monthName(prevMonth(now))}?`,
  (ev, now) =>
    usersX(ev, { names: ['loyalty.points_redeemed'], range: inMonth(now, prevMonth(now)) }, 'not-high'),
);
add(
  'users-all-prevmonth',
  'users',
  (now) => `How many people used the app at all in ${monthName(prevMonth2(now))}? for the board deck`,
  (ev, now) => usersX(ev, { range: inMonth(now, prevMonth2(now)) }),
);
add(
  'users-noise-2w',
  'users',
  'number of distinct users with a Noise Complaint over the past 2 weeks',
  (ev, now) => usersX(ev, { names: ['Noise Complaint'], range: ranges.lastWeeks(T(now), 2) }),
);
add('users-maint-3m', 'users', 'how many users filed a maintenance-ticket in the last 3 months', (ev, now) =>
  usersX(ev, { names: ['maintenance-ticket'], range: ranges.lastMonths(T(now), 3) }),
);
add('users-unknown-glamping', 'users', 'how many unique users did glamping_upgrade this month?', () => LOW, {
  low: true,
});
add(
  'users-activity-lastweek',
  'users',
  'How many differnt people signed up for activities (ActivitySignup) last week?',
  (ev, now) => usersX(ev, { names: ['ActivitySignup'], range: ranges.lastWeek(T(now)) }),
);

// ================================ value ======================================================
add('value-res-sum-lastmonth', 'value', 'total reservation.created value last month?', (ev, now) =>
  valueX(ev, { names: ['reservation.created'], range: ranges.lastMonth(T(now)) }, sum),
);
add('value-store-avg', 'value', 'what is the average store.purchase amount, all time', (ev) =>
  valueX(ev, { names: ['store.purchase'] }, avg),
);
add('value-res-max', 'value', "what's the biggest single reservation.created amount we've ever had?", (ev) =>
  valueX(ev, { names: ['reservation.created'] }, max),
);
add('value-review-median', 'value', 'median review_posted rating over the last 60 days', (ev, now) =>
  valueX(ev, { names: ['review_posted'], range: ranges.lastDays(T(now), 60) }, median),
);
add('value-party-min', 'value', 'smallest Check In value (party size) in the past 7 days?', (ev, now) =>
  valueX(ev, { names: ['Check In'], range: ranges.lastDays(T(now), 7) }, min),
);
add('value-revenue-30d', 'value', 'total revenue over the last 30 days?', (ev, now) =>
  valueX(ev, { names: MONEY, range: ranges.lastDays(T(now), 30) }, sum, 'not-high'),
);
add(
  'value-checkout-avg',
  'value',
  (now) => `average nights per check_out since ${iso(daysAgo(now, 60))}`,
  (ev, now) => valueX(ev, { names: ['check_out'], range: ranges.since(daysAgo(now, 60), T(now)) }, avg),
);
add('value-spender-res-loose', 'value', `how much has ${P.bigSpender} spent on reservations?`, (ev) =>
  valueX(ev, { names: ['reservation.created'], user: P.bigSpender }, sum, 'not-high'),
);
add('value-loyalty-sum-90d', 'value', 'sum of loyalty.points_redeemed in the last 90 days', (ev, now) =>
  valueX(ev, { names: ['loyalty.points_redeemed'], range: ranges.lastDays(T(now), 90) }, sum),
);
add(
  'value-store-max-storm',
  'value',
  (now) => `largest store.purchase ticket on ${iso(daysAgo(now, STORM + 1))}?`,
  (ev, now) => valueX(ev, { names: ['store.purchase'], range: ranges.on(daysAgo(now, STORM + 1)) }, max),
);

// ================================ top-events =================================================
add(
  'te-top5-all',
  'top-events',
  'top 5 events overall',
  ranked(() => ({}), byName, 5),
);
add(
  'te-top1-lastweek',
  'top-events',
  'most common event last week?',
  ranked((now) => ({ range: ranges.lastWeek(T(now)) }), byName, 1),
);
add(
  'te-bottom2',
  'top-events',
  'which are the 2 least used events? thinking of dropping some tracking',
  ranked(() => ({}), byName, 2, { ascending: true }),
);
add(
  'te-top1-yday',
  'top-events',
  'what was the single most frequent event yesterday',
  ranked((now) => ({ range: ranges.yesterday(T(now)) }), byName, 1),
);
add(
  'te-storm-default',
  'top-events',
  (now) => `what were the 3 most frequent actions on ${shortDay(daysAgo(now, STORM))}?`,
  ranked((now) => ({ range: onDay(now, daysAgo(now, STORM)) }), byName, 3),
);
add(
  'te-top-user',
  'top-events',
  `list the top events for ${P.top}`,
  ranked(() => ({ user: P.top }), byName, 5),
);
add(
  'te-top3-prevmonth',
  'top-events',
  (now) =>
    `Which 3 events happened most in ${monthName(prevMonth(now))} ${new Date(prevMonth(now)).getUTCFullYear()}?`,
  ranked((now) => ({ range: ranges.month(prevMonth(now)) }), byName, 3),
);
add(
  'te-rarest-30d',
  'top-events',
  'rarest event type in the past 30 days',
  ranked((now) => ({ range: ranges.lastDays(T(now), 30) }), byName, 1, { ascending: true }),
);
add(
  'te-top2-ranger',
  'top-events',
  `${P.ranger}'s two most frequent events?`,
  ranked(() => ({ user: P.ranger }), byName, 2),
);

// ================================ top-users ==================================================
add(
  'tu-top2-all',
  'top-users',
  'top 2 most active users',
  ranked(() => ({}), byUser, 2),
);
add(
  'tu-spenders',
  'top-users',
  'who are our top 3 spenders?',
  ranked(() => ({ names: MONEY }), byUser, 3, { measure: value, confidence: 'not-high' }),
);
add(
  'tu-res-value-60d',
  'top-users',
  'top 3 users by reservation.created value over the last 60 days',
  ranked((now) => ({ names: ['reservation.created'], range: ranges.lastDays(T(now), 60) }), byUser, 3, {
    measure: value,
  }),
);
add(
  'tu-maint-top1',
  'top-users',
  'who filed the most maintenance-ticket events?',
  ranked(() => ({ names: ['maintenance-ticket'] }), byUser, 1),
);
add(
  'tu-noise-loose',
  'top-users',
  'who complains about noise the most?',
  ranked(() => ({ names: ['Noise Complaint'] }), byUser, 1, { confidence: 'not-high' }),
);
add(
  'tu-top1-lastweek',
  'top-users',
  'most active user last week',
  ranked((now) => ({ range: ranges.lastWeek(T(now)) }), byUser, 1),
);
add(
  'tu-store-30d',
  'top-users',
  'top 3 users by store.purchase amount in the last 30 days — want to send them a firewood coupon',
  ranked((now) => ({ names: ['store.purchase'], range: ranges.lastDays(T(now), 30) }), byUser, 3, {
    measure: value,
  }),
);
add(
  'tu-store-value-since',
  'top-users',
  (now) => `top 3 users by store.purchase value since ${iso(daysAgo(now, 90))}`,
  ranked((now) => ({ names: ['store.purchase'], range: ranges.since(daysAgo(now, 90), T(now)) }), byUser, 3, {
    measure: value,
  }),
);
add(
  'tu-searchers-2w',
  'top-users',
  'who ran the most campsite_search in the past 2 weeks?',
  ranked((now) => ({ names: ['campsite_search'], range: ranges.lastWeeks(T(now), 2) }), byUser, 1),
);

// ================================ user =======================================================
add('user-count-top', 'user', `how many events has ${P.top} had?`, (ev) => countX(ev, { user: P.top }));
add('user-first-newcomer', 'user', `when did ${P.newcomer} first show up?`, (ev) => {
  const e = select(ev, { user: P.newcomer });
  const t = Math.min(...e.map(time));
  return hi({ names: [iso(t), hhmm(t)], dataPoints: e.length });
});
add('user-last-churner', 'user', `last seen date for ${P.churner}? support is asking`, (ev) => {
  const e = select(ev, { user: P.churner });
  const t = Math.max(...e.map(time));
  return hi({ names: [iso(t), hhmm(t)], dataPoints: e.length });
});
add('user-names-ranger', 'user', `which event names did ${P.ranger} use last month?`, (ev, now) => {
  const e = select(ev, { user: P.ranger, range: ranges.lastMonth(T(now)) });
  return hi({ names: [...new Set(e.map(byName))].sort(), unordered: true, dataPoints: e.length });
});
add('user-recent3-complainer', 'user', `show me ${P.complainer}'s 3 most recent events`, (ev) => {
  const e = select(ev, { user: P.complainer });
  return hi({ names: newestFirst(e).slice(0, 3).map(byName), dataPoints: e.length });
});
add('user-spender-checkins', 'user', `how many times did ${P.bigSpender} Check In?`, (ev) =>
  countX(ev, { user: P.bigSpender, names: ['Check In'] }),
);
add('user-nobody', 'user', `what has ${NOBODY} been doing?`, () => LOW, { low: true });
add('user-first-last-top', 'user', `first and last seen for ${P.top}`, (ev) => {
  const e = select(ev, { user: P.top });
  const a = Math.min(...e.map(time)),
    b = Math.max(...e.map(time));
  return hi({ names: [iso(a), hhmm(a), iso(b), hhmm(b)], dataPoints: e.length });
});
add('user-newcomer-events', 'user', `${P.newcomer} — how many events and which kinds?`, (ev) => {
  const e = select(ev, { user: P.newcomer });
  return hi({
    numbers: [e.length],
    names: [...new Set(e.map(byName))].sort(),
    unordered: true,
    dataPoints: e.length,
  });
});

// ================================ breakdown ==================================================
add(
  'bd-busiest-weekday',
  'breakdown',
  'which day of the week is busiest overall?',
  ranked(() => ({}), byWeekday, 1),
);
add(
  'bd-maint-busiest-day',
  'breakdown',
  'busiest day for maintenance tickets in the last 30 days?',
  ranked((now) => ({ names: ['maintenance-ticket'], range: ranges.lastDays(T(now), 30) }), byDay, 1),
);
add(
  'bd-checkin-peak-hour',
  'breakdown',
  'Check In by hour of day — which hour peaks?',
  ranked(() => ({ names: ['Check In'] }), byHour, 1),
);
add(
  'bd-checkin-weekly',
  'breakdown',
  (now) => `weekly Check In counts since ${iso(weekStart(T(now)) - 4 * WEEK)}`,
  breakdownAll(
    (now) => ({ names: ['Check In'], range: ranges.since(weekStart(T(now)) - 4 * WEEK, T(now)) }),
    byWeek,
  ),
);
add(
  'bd-monthly-all',
  'breakdown',
  'events per month, all time',
  breakdownAll(() => ({}), byMonth),
);
add(
  'bd-weekday-checkin',
  'breakdown',
  'what day of the week do most check-ins happen on',
  ranked(() => ({ names: ['Check In'] }), byWeekday, 1),
);
add(
  'bd-search-hour',
  'breakdown',
  'at what hour of the day do people run the most campsite_search?',
  ranked(() => ({ names: ['campsite_search'] }), byHour, 1),
);
add(
  'bd-store-month-busiest',
  'breakdown',
  'busiest month for store.purchase by revenue (sum of value)?',
  ranked(() => ({ names: ['store.purchase'] }), byMonth, 1, { measure: value }),
);
add(
  'bd-weekday-res-all',
  'breakdown',
  'reservation.created broken down by weekday',
  breakdownAll(() => ({ names: ['reservation.created'] }), byWeekday),
);
add(
  'bd-cancel-daily-storm',
  'breakdown',
  (now) =>
    `day by day reservation-cancelled from ${iso(daysAgo(now, STORM + 2))} to ${iso(daysAgo(now, STORM - 2))}`,
  breakdownAll(
    (now) => ({
      names: ['reservation-cancelled'],
      range: ranges.between(daysAgo(now, STORM + 2), daysAgo(now, STORM - 2)),
    }),
    byDay,
  ),
);

// ================================ compare ====================================================
add('cmp-res-7d', 'compare', 'reservation.created in the last 7 days vs the previous 7 days?', (ev, now) =>
  compareX(
    ev,
    { names: ['reservation.created'], range: { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY } },
    { names: ['reservation.created'], range: ranges.lastDays(T(now), 7) },
  ),
);
add(
  'cmp-search-growing',
  'compare',
  'is campsite_search growing? last 30 days compared with the 30 days before',
  (ev, now) =>
    compareX(
      ev,
      { names: ['campsite_search'], range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY } },
      { names: ['campsite_search'], range: ranges.lastDays(T(now), 30) },
    ),
);
add(
  'cmp-store-months',
  'compare',
  (now) => `store.purchase value: ${monthName(prevMonth2(now))} vs ${monthName(prevMonth(now))}`,
  (ev, now) =>
    compareX(
      ev,
      { names: ['store.purchase'], range: inMonth(now, prevMonth2(now)) },
      { names: ['store.purchase'], range: inMonth(now, prevMonth(now)) },
      'sum',
    ),
);
add(
  'cmp-checkin-months',
  'compare',
  (now) => `Check In count in ${monthName(prevMonth(now))} compared to ${monthName(prevMonth2(now))}?`,
  (ev, now) =>
    compareX(
      ev,
      { names: ['Check In'], range: inMonth(now, prevMonth2(now)) },
      { names: ['Check In'], range: inMonth(now, prevMonth(now)) },
    ),
);
add('cmp-users-lastweek', 'compare', 'active users last week compared with the week before', (ev, now) =>
  compareX(
    ev,
    { range: { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK } },
    { range: ranges.lastWeek(T(now)) },
    'users',
  ),
);
add('cmp-noise-14d', 'compare', 'noise complaints: past 14 days vs the 14 days before that', (ev, now) =>
  compareX(
    ev,
    { names: ['Noise Complaint'], range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY } },
    { names: ['Noise Complaint'], range: ranges.lastDays(T(now), 14) },
  ),
);
add(
  'cmp-maint-storm-week',
  'compare',
  (now) =>
    `maintenance-ticket between ${iso(daysAgo(now, STORM + 3))} and ${iso(daysAgo(now, STORM))} versus between ${iso(daysAgo(now, STORM + 7))} and ${iso(daysAgo(now, STORM + 4))}`,
  (ev, now) =>
    compareX(
      ev,
      {
        names: ['maintenance-ticket'],
        range: ranges.between(daysAgo(now, STORM + 7), daysAgo(now, STORM + 4)),
      },
      { names: ['maintenance-ticket'], range: ranges.between(daysAgo(now, STORM + 3), daysAgo(now, STORM)) },
    ),
);
add(
  'cmp-reviews-60d',
  'compare',
  'review_posted over the last 60 days vs the 60 days before — are reviews up?',
  (ev, now) =>
    compareX(
      ev,
      { names: ['review_posted'], range: { from: T(now) - 120 * DAY, to: T(now) - 60 * DAY } },
      { names: ['review_posted'], range: ranges.lastDays(T(now), 60) },
    ),
);
add(
  'cmp-res-value-lastweek',
  'compare',
  'reservation.created value last week compared with the week before?',
  (ev, now) =>
    compareX(
      ev,
      {
        names: ['reservation.created'],
        range: { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK },
      },
      { names: ['reservation.created'], range: ranges.lastWeek(T(now)) },
      'sum',
    ),
);

// ================================ share ======================================================
add('share-search-all', 'share', 'what percentage of all events are campsite_search?', (ev) =>
  shareEventsX(ev, ranges.all(), ['campsite_search']),
);
add(
  'share-users-res-lastmonth',
  'share',
  'what share of active users last month made a reservation.created?',
  (ev, now) => shareUsersX(ev, ranges.lastMonth(T(now)), ['reservation.created']),
);
add('share-store-7d', 'share', '% of events in the last 7 days that were store.purchase', (ev, now) =>
  shareEventsX(ev, ranges.lastDays(T(now), 7), ['store.purchase']),
);
add('share-users-noise', 'share', 'what fraction of users have ever filed a Noise Complaint?', (ev) =>
  shareUsersX(ev, ranges.all(), ['Noise Complaint']),
);
add(
  'share-storm-maint',
  'share',
  (now) => `on ${iso(daysAgo(now, STORM))}, what percent of all activity was maintenance-ticket?`,
  (ev, now) => shareEventsX(ev, ranges.on(daysAgo(now, STORM)), ['maintenance-ticket']),
);
add(
  'share-users-loyalty-30d',
  'share',
  'of the people active in the past 30 days, what percentage did loyalty.points_redeemed?',
  (ev, now) => shareUsersX(ev, ranges.lastDays(T(now), 30), ['loyalty.points_redeemed']),
);
add(
  'share-cancel-since',
  'share',
  (now) => `what portion of events since ${longDay(daysAgo(now, 30))} are reservation-cancelled?`,
  (ev, now) =>
    shareEventsX(
      ev,
      ranges.since(
        pastMonthDay(
          T(now),
          new Date(daysAgo(now, 30)).getUTCMonth(),
          new Date(daysAgo(now, 30)).getUTCDate(),
        ),
        T(now),
      ),
      ['reservation-cancelled'],
    ),
);
add('share-users-review', 'share', 'share of users who posted reviews (review_posted)?', (ev) =>
  shareUsersX(ev, ranges.all(), ['review_posted']),
);

// ================================ conversion =================================================
add(
  'conv-search-res-lastmonth',
  'conversion',
  'of the people who did campsite_search last month, how many went on to a reservation.created?',
  (ev, now) => convX(ev, ranges.lastMonth(T(now)), 'campsite_search', 'reservation.created'),
);
add(
  'conv-checkin-store-30d',
  'conversion',
  'Check In → store.purchase conversion in the last 30 days',
  (ev, now) => convX(ev, ranges.lastDays(T(now), 30), 'Check In', 'store.purchase'),
);
add(
  'conv-res-cancel-all',
  'conversion',
  'what % of users who did reservation.created later did reservation-cancelled? all time',
  (ev) => convX(ev, ranges.all(), 'reservation.created', 'reservation-cancelled'),
);
add(
  'conv-checkin-review-since',
  'conversion',
  (now) => `Check In to review_posted conversion since ${iso(daysAgo(now, 75))}`,
  (ev, now) => convX(ev, ranges.since(daysAgo(now, 75), T(now)), 'Check In', 'review_posted'),
);
add(
  'conv-activity-store-60d',
  'conversion',
  'users who did ActivitySignup and afterwards a store.purchase, past 60 days — how many and what %',
  (ev, now) => convX(ev, ranges.lastDays(T(now), 60), 'ActivitySignup', 'store.purchase'),
);
add(
  'conv-res-checkin-prev',
  'conversion',
  (now) => `reservation.created → Check In funnel for ${monthName(prevMonth(now))}`,
  (ev, now) => convX(ev, inMonth(now, prevMonth(now)), 'reservation.created', 'Check In'),
);
add(
  'conv-search-modified',
  'conversion',
  'from campsite_search to ReservationModified: how many convert?',
  (ev) => convX(ev, ranges.all(), 'campsite_search', 'ReservationModified'),
);
add(
  'conv-checkout-review-90d',
  'conversion',
  'of users with a check_out in the last 90 days, what percentage then left a review_posted?',
  (ev, now) => convX(ev, ranges.lastDays(T(now), 90), 'check_out', 'review_posted'),
);

// ================================ churn ======================================================
const churnX = (ev, a, b) => ({ numbers: [churned(ev, a, b).length], confidence: 'high' });
const newX = (ev, r) => ({ numbers: [newUsers(ev, r).length], confidence: 'high' });
add(
  'churn-months',
  'churn',
  (now) =>
    `how many users were active in ${monthName(prevMonth2(now))} but not in ${monthName(prevMonth(now))}?`,
  (ev, now) => churnX(ev, inMonth(now, prevMonth2(now)), inMonth(now, prevMonth(now))),
);
add('churn-new-30d', 'churn', 'new users in the last 30 days?', (ev, now) =>
  newX(ev, ranges.lastDays(T(now), 30)),
);
add('churn-new-lastweek', 'churn', 'how many new customers showed up last week', (ev, now) =>
  newX(ev, ranges.lastWeek(T(now))),
);
add(
  'churn-between',
  'churn',
  (now) =>
    `people active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))} who had no activity between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 1))} — count?`,
  (ev, now) =>
    churnX(
      ev,
      ranges.between(daysAgo(now, 90), daysAgo(now, 61)),
      ranges.between(daysAgo(now, 60), daysAgo(now, 1)),
    ),
);
add(
  'churn-new-prevmonth',
  'churn',
  (now) => `new users in ${monthName(prevMonth(now))}`,
  (ev, now) => newX(ev, inMonth(now, prevMonth(now))),
);
add(
  'churn-weeks',
  'churn',
  'how many users were active last week but have done nothing this week?',
  (ev, now) => churnX(ev, ranges.lastWeek(T(now)), ranges.thisWeek(T(now))),
);
add(
  'churn-first-time-since',
  'churn',
  (now) => `first-time users since ${dmy(daysAgo(now, 21))}?`,
  (ev, now) => newX(ev, ranges.since(daysAgo(now, 21), T(now))),
);
add(
  'churn-lost-30d',
  'churn',
  'how many campers did we lose: active in the 30 days before the last 30 days, but not in the last 30 days?',
  (ev, now) => churnX(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, ranges.lastDays(T(now), 30)),
);

// ================================ recency ====================================================
add('rec-last-noise', 'recency', 'when was the last Noise Complaint?', (ev) =>
  lastX(ev, ['Noise Complaint']),
);
add('rec-last-cancel', 'recency', 'most recent reservation-cancelled — when?', (ev) =>
  lastX(ev, ['reservation-cancelled']),
);
add('rec-last-checkout', 'recency', 'when did someone last check out (check_out)?', (ev) =>
  lastX(ev, ['check_out']),
);
add(
  'rec-any-maint-24h',
  'recency',
  'has anyone filed a maintenance-ticket in the past 24 hours?',
  (ev, now) => countX(ev, { names: ['maintenance-ticket'], range: ranges.lastHours(T(now), 24) }),
);
add(
  'rec-churner-res-30d',
  'recency',
  `did ${P.churner} make a reservation.created in the last 30 days?`,
  (ev, now) =>
    countX(ev, { names: ['reservation.created'], user: P.churner, range: ranges.lastDays(T(now), 30) }),
  { low: true },
);
add('rec-last-activity', 'recency', 'when was the latest ActivitySignup?', (ev) =>
  lastX(ev, ['ActivitySignup']),
);
add('rec-last-modified', 'recency', 'last time a reservation was modified (ReservationModified)?', (ev) =>
  lastX(ev, ['ReservationModified']),
);
add('rec-unknown-event', 'recency', 'did anyone ever do a cabin_upgrade?', () => LOW, { low: true });
add(
  'rec-any-loyalty-lastmonth',
  'recency',
  'did anybody redeem loyalty.points_redeemed last month?',
  (ev, now) => countX(ev, { names: ['loyalty.points_redeemed'], range: ranges.lastMonth(T(now)) }),
);
add('rec-last-review', 'recency', 'When was the most recent review_posted? need the exact time', (ev) =>
  lastX(ev, ['review_posted']),
);

// ================================ catalogue ==================================================
add('cat-events-list', 'catalogue', 'what events do we track?', (ev) =>
  hi({ names: [...new Set(ev.map(byName))].sort(), unordered: true, dataPoints: ev.length }),
);
add('cat-users-total', 'catalogue', 'how many users are there in total?', (ev) =>
  hi({ numbers: [users(ev).size], dataPoints: ev.length }),
);
add('cat-events-total', 'catalogue', 'how many events are stored overall?', (ev) =>
  hi({ numbers: [ev.length], dataPoints: ev.length }),
);
add(
  'cat-names-counts',
  'catalogue',
  'list the event types with their counts',
  breakdownAll(() => ({}), byName),
);
add('cat-distinct-names', 'catalogue', 'how many distinct event names are there?', (ev) =>
  hi({ numbers: [new Set(ev.map(byName)).size], dataPoints: ev.length }),
);
add(
  'cat-users-and-events',
  'catalogue',
  'give me the overall numbers: users and events. onboarding a new analyst',
  (ev) => hi({ numbers: [users(ev).size, ev.length], dataPoints: ev.length }),
);
add('cat-full-list', 'catalogue', 'whats the full list of event names in the campground data?', (ev) =>
  hi({ names: [...new Set(ev.map(byName))].sort(), unordered: true, dataPoints: ev.length }),
);

// ================================ other ======================================================
for (const [id, q] of [
  ['other-weather', "what's the weather forecast for Pine Hollow this weekend?"],
  ['other-best-site', 'which campsite has the best lake view?'],
  ['other-occupancy', 'what is our occupancy rate per campsite loop?'],
  ['other-on-duty', 'which ranger is on duty tonight?'],
  ['other-firewood-cost', 'how much did we pay our firewood supplier last month?'],
  ['other-age', 'what is the average age of our campers?'],
  ['other-why-churn', `why did ${P.churner} stop coming?`],
  ['other-forecast', 'predict how many reservations we will get next summer'],
  ['other-bears', 'how many bear sightings were reported this season?'],
])
  add(id, 'other', q, () => LOW);

export const cases = C;
