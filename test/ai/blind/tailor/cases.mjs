import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES, INCIDENT_DAYS_AGO } from './data.mjs';

const { ranges: R, select, DAY, WEEK } = O;
const P = PERSONAS;
const MONEY = ['PaymentReceived', 'deposit.paid'];

// ---- date wording ----------------------------------------------------------------------
const dayAgo = (now, k) => O.dayStart(now) - k * DAY;
const iso = (t) => O.isoDay(t);
const ord = (n) => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const mon = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const dom = (t) => new Date(t).getUTCDate();
const short = (t) => `${mon(t).slice(0, 3)} ${dom(t)}`; // Oct 23
const longD = (t) => `${mon(t)} ${ord(dom(t))}`; // October 23rd
const dmy = (t) => `${dom(t)} ${mon(t)} ${new Date(t).getUTCFullYear()}`; // 23 October 2026
const yr = (t) => new Date(t).getUTCFullYear();
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation helpers ----------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const r2 = (x) => O.round(x, 2);

function countX(evs, confidence = 'high') {
  if (!evs.length) return LOW;
  return { numbers: [evs.length], confidence, dataPoints: evs.length };
}
function usersX(evs, confidence = 'high') {
  if (!evs.length) return LOW;
  return { numbers: [O.users(evs).size], confidence, dataPoints: evs.length };
}
function ranked(
  evs,
  key,
  n,
  { measure, ascending = false, confidence = 'high', figures = true, dataPoints } = {},
) {
  const all = O.rank(O.tally(evs, key, measure), { ascending });
  const top = all.slice(0, n);
  const x = { names: top.map(([k]) => k), confidence, dataPoints: dataPoints ?? evs.length };
  if (figures) x.numbers = top.map(([, v]) => r2(v));
  const tie = all.length > n && all[n - 1][1] === all[n][1];
  return { x: evs.length ? x : LOW, tie };
}
function cmp(a, b, confidence = 'high', dataPoints) {
  const c = O.change(a, b);
  const x = { numbers: [r2(a), r2(b), r2(c.diff)], confidence, dataPoints };
  if (c.pct !== null) x.percents = [c.pct];
  return x;
}

let cases = [];
// add(id, type, question, compute, extra) — compute(events, nowMs) → expectation or {x, tie}
function add(id, type, question, compute, extra = {}) {
  const run = (events, now) => {
    const r = compute(events, +now);
    return r && 'x' in r ? r : { x: r, tie: false };
  };
  const expect = (events, now) => run(events, now).x;
  expect.tieAtCut = (events, now) => run(events, now).tie;
  cases.push({ id, type, question, expect, ...extra });
}

// ==== count ==============================================================================
add('count-dropoffs-all', 'count', 'how many garment_dropped_off events do we have in total?', (ev) =>
  countX(select(ev, { names: ['garment_dropped_off'] })),
);
add('count-payments-7d', 'count', 'Number of PaymentReceived in the last 7 days, please', (ev, now) =>
  countX(select(ev, { names: ['PaymentReceived'], range: R.lastDays(now, 7) })),
);
add(
  'count-hems-lastmonth',
  'count',
  'For the monthly ops review: how many hem completed events did we log last month?',
  (ev, now) => countX(select(ev, { names: ['hem-completed'], range: R.lastMonth(now) })),
);
add('count-rush-14d', 'count', 'rush orders placed over the past 14 days — how many?', (ev, now) =>
  countX(select(ev, { names: ['rush_order_placed'], range: R.lastDays(now, 14) })),
);
add(
  'count-all-between',
  'count',
  (now) => `Total number of events between ${iso(dayAgo(now, 45))} and ${iso(dayAgo(now, 31))}?`,
  (ev, now) => countX(select(ev, { range: R.between(dayAgo(now, 45), dayAgo(now, 31)) })),
);
add(
  'count-complaints-incident',
  'count',
  (now) =>
    `how many complaint filed events were there on ${short(dayAgo(now, INCIDENT_DAYS_AGO))}? that was the day the steam press broke`,
  (ev, now) =>
    countX(select(ev, { names: ['complaint-filed'], range: R.on(dayAgo(now, INCIDENT_DAYS_AGO)) })),
);
add(
  'count-fittings-booked-since',
  'count',
  (now) => `Fitting booked count since ${longD(dayAgo(now, 20))}?`,
  (ev, now) => countX(select(ev, { names: ['fitting.booked'], range: R.since(dayAgo(now, 20), now) })),
);
add('count-alterations-loose', 'count', 'how many alterations did we finish last week?', (ev, now) =>
  countX(select(ev, { names: ['Alteration Completed'], range: R.lastWeek(now) }), 'not-high'),
);
add('count-reminders-yesterday', 'count', 'How many ReminderSent events went out yesterday?', (ev, now) =>
  countX(select(ev, { names: ['ReminderSent'], range: R.yesterday(now) })),
);
add('count-unknown-event', 'count', 'how many buttonhole_repaired events happened last month?', () => LOW, {
  low: true,
});

// ==== users ==============================================================================
add('users-all', 'users', 'How many unique customers have we got in the system altogether?', (ev) =>
  usersX(ev),
);
add(
  'users-rush-30d',
  'users',
  'how many distinct customers placed a rush order in the last 30 days',
  (ev, now) => usersX(select(ev, { names: ['rush_order_placed'], range: R.lastDays(now, 30) })),
);
add('users-active-lastweek', 'users', 'Active customers last week?', (ev, now) =>
  usersX(select(ev, { range: R.lastWeek(now) })),
);
add(
  'users-complaints-since',
  'users',
  (now) =>
    `Asking for the quality team: how many different customers have filed a complaint since ${iso(dayAgo(now, 50))}?`,
  (ev, now) => usersX(select(ev, { names: ['complaint-filed'], range: R.since(dayAgo(now, 50), now) })),
);
add(
  'users-in-month',
  'users',
  (now) => `how many customers did we see in ${mon(O.monthStart(now, -2))}?`,
  (ev, now) =>
    usersX(select(ev, { range: R.month(O.pastMonth(now, new Date(O.monthStart(now, -2)).getUTCMonth())) })),
);
add('users-fittings-3m', 'users', 'unique users with FittingCompleted over the past 3 months', (ev, now) =>
  usersX(select(ev, { names: ['FittingCompleted'], range: R.lastMonths(now, 3) })),
);
add(
  'users-pickups-loose',
  'users',
  'how many people came in to collect their clothes last month?',
  (ev, now) => usersX(select(ev, { names: ['Garment Picked Up'], range: R.lastMonth(now) }), 'not-high'),
);
add('users-deposit-2w', 'users', 'How many customers paid a deposit in the past 2 weeks?', (ev, now) =>
  usersX(select(ev, { names: ['deposit.paid'], range: R.lastWeeks(now, 2) })),
);

// ==== value ==============================================================================
function valX(evs, f, confidence = 'high') {
  if (!evs.length) return LOW;
  return { numbers: [r2(f(evs))], confidence, dataPoints: evs.length };
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
add('value-payments-total', 'value', 'What is the total PaymentReceived amount across all time?', (ev) =>
  valX(select(ev, { names: ['PaymentReceived'] }), O.sum),
);
add('value-deposit-avg-30d', 'value', 'average deposit paid over the last 30 days?', (ev, now) =>
  valX(select(ev, { names: ['deposit.paid'], range: R.lastDays(now, 30) }), O.avg),
);
add('value-quote-min', 'value', 'whats the smallest quote_issued value we ever gave out', (ev) =>
  valX(select(ev, { names: ['quote_issued'] }), O.min),
);
add('value-quote-max-lastmonth', 'value', 'Largest quote issued last month (the value)?', (ev, now) =>
  valX(select(ev, { names: ['quote_issued'], range: R.lastMonth(now) }), O.max),
);
add(
  'value-hem-median-60d',
  'value',
  'Median value of hem-completed over the past 60 days — that value is labour minutes.',
  (ev, now) => valX(select(ev, { names: ['hem-completed'], range: R.lastDays(now, 60) }), median),
);
add(
  'value-garments-avg',
  'value',
  'On average, what is the eventValue of garment_dropped_off (garments per ticket)?',
  (ev) => valX(select(ev, { names: ['garment_dropped_off'] }), O.avg),
);
add('value-top-customer-payments', 'value', `Sum of PaymentReceived for ${P.topCustomer}?`, (ev) =>
  valX(select(ev, { names: ['PaymentReceived'], user: P.topCustomer }), O.sum),
);
add(
  'value-fitting-mean-lastweek',
  'value',
  'mean FittingCompleted value last week (fitting length in min)',
  (ev, now) => valX(select(ev, { names: ['FittingCompleted'], range: R.lastWeek(now) }), O.avg),
);
add('value-revenue-lastmonth', 'value', 'what was our revenue last month?', (ev, now) => {
  const evs = select(ev, { names: MONEY, range: R.lastMonth(now) });
  return { ...valX(evs, O.sum, 'not-high'), names: MONEY, unordered: true };
});
add('value-unknown-tips', 'value', 'average tip_added amount this year?', () => LOW, { low: true });

// ==== top-events =========================================================================
add('top-events-all', 'top-events', 'What are our top 5 events overall?', (ev) => ranked(ev, O.byName, 5));
add('top-events-30d', 'top-events', 'top 3 events in the last 30 days', (ev, now) =>
  ranked(select(ev, { range: R.lastDays(now, 30) }), O.byName, 3),
);
add('top-events-least', 'top-events', 'Which event is the least common of all?', (ev) =>
  ranked(ev, O.byName, 1, { ascending: true }),
);
add(
  'top-events-month',
  'top-events',
  (now) => `most common events in ${mon(O.monthStart(now, -1))} ${yr(O.monthStart(now, -1))}, top 5 please`,
  (ev, now) => ranked(select(ev, { range: R.month(O.monthStart(now, -1)) }), O.byName, 5),
);
add('top-events-bottom3-14d', 'top-events', 'bottom 3 events by count over the past 14 days?', (ev, now) =>
  ranked(select(ev, { range: R.lastDays(now, 14) }), O.byName, 3, { ascending: true }),
);
add(
  'top-events-top-customer',
  'top-events',
  `What does ${P.topCustomer} do most? Top 4 event names for that customer.`,
  (ev) => ranked(select(ev, { user: P.topCustomer }), O.byName, 4),
);
add('top-events-lastweek-1', 'top-events', 'Most frequent event last week?', (ev, now) =>
  ranked(select(ev, { range: R.lastWeek(now) }), O.byName, 1),
);
add(
  'top-events-between',
  'top-events',
  (now) =>
    `Between ${short(dayAgo(now, 90))} and ${short(dayAgo(now, 61))}, what were the five most common events?`,
  (ev, now) => ranked(select(ev, { range: R.between(dayAgo(now, 90), dayAgo(now, 61)) }), O.byName, 5),
);

// ==== top-users ==========================================================================
add('top-users-all', 'top-users', 'Top 5 customers by number of events?', (ev) => ranked(ev, O.byUser, 5));
add(
  'top-users-payment-value',
  'top-users',
  'which 3 customers have the highest total PaymentReceived value?',
  (ev) => ranked(select(ev, { names: ['PaymentReceived'] }), O.byUser, 3, { measure: O.value }),
);
add(
  'top-users-complaints',
  'top-users',
  'who complains the most? top customer by complaint-filed count',
  (ev) => ranked(select(ev, { names: ['complaint-filed'] }), O.byUser, 1),
);
add(
  'top-users-rush-60d',
  'top-users',
  'which customer placed the most rush_order_placed in the past 60 days?',
  (ev, now) => ranked(select(ev, { names: ['rush_order_placed'], range: R.lastDays(now, 60) }), O.byUser, 1),
);
add('top-users-lastweek', 'top-users', 'Who was our most active customer last week?', (ev, now) =>
  ranked(select(ev, { range: R.lastWeek(now) }), O.byUser, 1),
);
add(
  'top-users-lastmonth-pay',
  'top-users',
  'last month, which 3 customers paid us the most in PaymentReceived value? amounts too pls',
  (ev, now) =>
    ranked(select(ev, { names: ['PaymentReceived'], range: R.lastMonth(now) }), O.byUser, 3, {
      measure: O.value,
    }),
);
add(
  'top-users-deposits-since',
  'top-users',
  (now) => `Top 3 customers by total deposit.paid value since ${dmy(dayAgo(now, 40))}`,
  (ev, now) =>
    ranked(select(ev, { names: ['deposit.paid'], range: R.since(dayAgo(now, 40), now) }), O.byUser, 3, {
      measure: O.value,
    }),
);
add('top-users-spenders', 'top-users', 'who are our top 5 spenders?', (ev) =>
  ranked(select(ev, { names: MONEY }), O.byUser, 5, { measure: O.value, confidence: 'not-high' }),
);

// ==== user ===============================================================================
function firstLast(evs, which) {
  if (!evs.length) return LOW;
  const ts = evs.map(O.time);
  const t = which === 'first' ? Math.min(...ts) : Math.max(...ts);
  return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
}
add('user-count-top', 'user', `how many events does ${P.topCustomer} have?`, (ev) =>
  countX(select(ev, { user: P.topCustomer })),
);
add('user-first-newcomer', 'user', `When did ${P.newcomer} first show up?`, (ev) =>
  firstLast(select(ev, { user: P.newcomer }), 'first'),
);
add('user-last-churner', 'user', `last seen date for ${P.churner}?`, (ev) =>
  firstLast(select(ev, { user: P.churner }), 'last'),
);
add(
  'user-names-complainer',
  'user',
  `Which event types has ${P.complainer} triggered? just the names`,
  (ev) => {
    const evs = select(ev, { user: P.complainer });
    return {
      names: [...new Set(evs.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: evs.length,
    };
  },
);
add('user-recent-rusher', 'user', `show me the 3 most recent events for ${P.rusher}`, (ev) => {
  const evs = select(ev, { user: P.rusher });
  const nf = O.newestFirst(evs);
  return {
    x: { names: nf.slice(0, 3).map(O.byName), confidence: 'high', dataPoints: evs.length },
    tie: O.time(nf[2]) === O.time(nf[3]),
  };
});
add(
  'user-payments-top-60d',
  'user',
  `How many payments has ${P.topCustomer} made in the last 60 days? (PaymentReceived)`,
  (ev, now) =>
    countX(select(ev, { user: P.topCustomer, names: ['PaymentReceived'], range: R.lastDays(now, 60) })),
);
add(
  'user-churner-recent',
  'user',
  `has ${P.churner} done anything in the last 30 days?`,
  (ev, now) => countX(select(ev, { user: P.churner, range: R.lastDays(now, 30) })),
  { low: true },
);
add('user-nobody', 'user', `pull up the history for ${NOBODY}`, () => LOW, { low: true });
add('user-first-top', 'user', `first seen for ${P.topCustomer}`, (ev) =>
  firstLast(select(ev, { user: P.topCustomer }), 'first'),
);
add(
  'user-count-complainer-2m',
  'user',
  `${P.complainer}: number of events in the past 2 months?`,
  (ev, now) => countX(select(ev, { user: P.complainer, range: R.lastMonths(now, 2) })),
);

// ==== breakdown ==========================================================================
function busiest(evs, key) {
  return ranked(evs, key, 1);
}
function fullBreakdown(evs, key, unordered = false) {
  if (!evs.length) return LOW;
  const m = [...O.tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    names: m.map(([k]) => k),
    numbers: m.map(([, v]) => v),
    ...(unordered && { unordered }),
    confidence: 'high',
    dataPoints: evs.length,
  };
}
add('breakdown-weekday-busiest', 'breakdown', 'which day of the week is busiest for us overall?', (ev) =>
  busiest(ev, O.byWeekday),
);
add(
  'breakdown-hour-dropoffs',
  'breakdown',
  'What hour of the day do most garment drop offs happen? (UTC is fine)',
  (ev) => busiest(select(ev, { names: ['garment_dropped_off'] }), O.byHour),
);
add('breakdown-day-30d', 'breakdown', 'busiest single day in the last 30 days?', (ev, now) =>
  busiest(select(ev, { range: R.lastDays(now, 30) }), O.byDay),
);
add(
  'breakdown-monthly-payments',
  'breakdown',
  (now) =>
    `PaymentReceived per month between ${iso(O.monthStart(now, -3))} and ${iso(O.monthStart(now) - DAY)}`,
  (ev, now) =>
    fullBreakdown(
      select(ev, {
        names: ['PaymentReceived'],
        range: R.between(O.monthStart(now, -3), O.monthStart(now) - DAY),
      }),
      O.byMonth,
    ),
);
add(
  'breakdown-daily-payments-lastweek',
  'breakdown',
  'can you break down payment received by day for last week',
  (ev, now) => fullBreakdown(select(ev, { names: ['PaymentReceived'], range: R.lastWeek(now) }), O.byDay),
);
add(
  'breakdown-busiest-week',
  'breakdown',
  (now) => {
    const m = O.weekStart(now) - 8 * WEEK;
    return `Which week had the most events between ${iso(m)} and ${iso(O.weekStart(now) - DAY)}?`;
  },
  (ev, now) =>
    busiest(select(ev, { range: R.between(O.weekStart(now) - 8 * WEEK, O.weekStart(now) - DAY) }), O.byWeek),
);
add(
  'breakdown-complaint-day',
  'breakdown',
  'on which date did we get the most complaint-filed events?',
  (ev) => busiest(select(ev, { names: ['complaint-filed'] }), O.byDay),
);
add(
  'breakdown-weekday-lastmonths',
  'breakdown',
  'events by weekday over the last 2 months — I need every weekday with its count',
  (ev, now) => fullBreakdown(select(ev, { range: R.lastMonths(now, 2) }), O.byWeekday, true),
);
add(
  'breakdown-hour-pickups',
  'breakdown',
  'busiest hour for Garment Picked Up in the past 4 weeks?',
  (ev, now) => busiest(select(ev, { names: ['Garment Picked Up'], range: R.lastWeeks(now, 4) }), O.byHour),
);

// ==== compare ============================================================================
function cmpCount(ev, ra, rb, names, confidence = 'high') {
  const a = select(ev, { names, range: ra }),
    b = select(ev, { names, range: rb });
  return cmp(a.length, b.length, confidence, a.length + b.length);
}
add(
  'compare-payments-weeks',
  'compare',
  'PaymentReceived last week compared with the week before?',
  (ev, now) =>
    cmpCount(ev, { from: O.weekStart(now) - 2 * WEEK, to: O.weekStart(now) - WEEK }, R.lastWeek(now), [
      'PaymentReceived',
    ]),
);
add('compare-events-30d', 'compare', 'total events in the last 30 days vs the previous 30 days', (ev, now) =>
  cmpCount(ev, { from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)),
);
add(
  'compare-dropoffs-months',
  'compare',
  (now) => {
    const a = O.monthStart(now, -3),
      b = O.monthStart(now, -1);
    return `Drop-offs (garment_dropped_off) in ${mon(a)} ${yr(a)} versus ${mon(b)} ${yr(b)}?`;
  },
  (ev, now) =>
    cmpCount(ev, R.month(O.monthStart(now, -3)), R.month(O.monthStart(now, -1)), ['garment_dropped_off']),
);
add(
  'compare-complaints-growing',
  'compare',
  'are complaints growing? complaint-filed in the last 28 days compared with the 28 days before',
  (ev, now) =>
    cmpCount(ev, { from: now - 56 * DAY, to: now - 28 * DAY }, R.lastDays(now, 28), ['complaint-filed']),
);
add('compare-rush-months', 'compare', 'rush_order_placed last month vs the month before that', (ev, now) =>
  cmpCount(ev, R.month(O.monthStart(now, -2)), R.lastMonth(now), ['rush_order_placed']),
);
add(
  'compare-active-users-7d',
  'compare',
  'How many active customers did we have in the past 7 days compared to the 7 days before?',
  (ev, now) => {
    const a = select(ev, { range: { from: now - 14 * DAY, to: now - 7 * DAY } }),
      b = select(ev, { range: R.lastDays(now, 7) });
    return cmp(O.users(a).size, O.users(b).size, 'high', a.length + b.length);
  },
);
add(
  'compare-deposit-value-30d',
  'compare',
  'total deposit.paid value, last 30 days vs the prior 30 days',
  (ev, now) => {
    const a = select(ev, { names: ['deposit.paid'], range: { from: now - 60 * DAY, to: now - 30 * DAY } });
    const b = select(ev, { names: ['deposit.paid'], range: R.lastDays(now, 30) });
    return cmp(r2(O.sum(a)), r2(O.sum(b)), 'high', a.length + b.length);
  },
);
add(
  'compare-hems-30d',
  'compare',
  'is hem-completed volume up or down? past 30 days compared with the 30 days before that',
  (ev, now) =>
    cmpCount(ev, { from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30), ['hem-completed']),
);

// ==== share ==============================================================================
function shareEvents(ev, range, names, confidence = 'high') {
  const all = select(ev, { range }),
    x = all.filter((e) => names.includes(e.eventName));
  if (!x.length) return LOW;
  return {
    numbers: [x.length],
    percents: [O.percent(x.length, all.length)],
    confidence,
    dataPoints: all.length,
  };
}
function shareUsers(ev, range, names, confidence = 'high') {
  const all = select(ev, { range }),
    x = all.filter((e) => names.includes(e.eventName));
  if (!x.length) return LOW;
  const a = O.users(all).size,
    b = O.users(x).size;
  return { numbers: [b, a], percents: [O.percent(b, a)], confidence, dataPoints: all.length };
}
add('share-complaints-all', 'share', 'What percentage of all events are complaint-filed?', (ev) =>
  shareEvents(ev, R.all(), ['complaint-filed']),
);
add(
  'share-rush-users-30d',
  'share',
  'of the customers active in the last 30 days, what % placed a rush order?',
  (ev, now) => shareUsers(ev, R.lastDays(now, 30), ['rush_order_placed']),
);
add('share-payments-lastmonth', 'share', 'share of PaymentReceived among all events last month?', (ev, now) =>
  shareEvents(ev, R.lastMonth(now), ['PaymentReceived']),
);
add('share-complaint-users', 'share', 'what percent of our customers have ever filed a complaint?', (ev) =>
  shareUsers(ev, R.all(), ['complaint-filed']),
);
add('share-rush-lastweek', 'share', 'Last week, what fraction of events were rush_order_placed?', (ev, now) =>
  shareEvents(ev, R.lastWeek(now), ['rush_order_placed']),
);
add(
  'share-fitting-users-month',
  'share',
  (now) =>
    `In ${mon(O.monthStart(now, -2))}, what percentage of active customers booked a fitting (fitting.booked)?`,
  (ev, now) => shareUsers(ev, R.month(O.monthStart(now, -2)), ['fitting.booked']),
);
add(
  'share-pickups-loose',
  'share',
  'roughly what percent of our activity is people collecting their stuff?',
  (ev) => shareEvents(ev, R.all(), ['Garment Picked Up'], 'not-high'),
);
add(
  'share-reminder-users-2w',
  'share',
  'What % of customers active in the past 2 weeks got a ReminderSent?',
  (ev, now) => shareUsers(ev, R.lastWeeks(now, 2), ['ReminderSent']),
);

// ==== conversion =========================================================================
function conv(ev, range, a, b, confidence = 'high') {
  const c = O.conversion(ev, range, a, b);
  if (!c.did) return LOW;
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: select(ev, { range, names: [a, b] }).length,
  };
}
add(
  'conv-quote-dropoff',
  'conversion',
  'Of the customers who got a quote_issued, how many went on to garment_dropped_off afterwards?',
  (ev) => conv(ev, R.all(), 'quote_issued', 'garment_dropped_off'),
);
add(
  'conv-dropoff-payment-30d',
  'conversion',
  'last 30 days: drop-off → payment conversion (garment_dropped_off then PaymentReceived)',
  (ev, now) => conv(ev, R.lastDays(now, 30), 'garment_dropped_off', 'PaymentReceived'),
);
add(
  'conv-fitting-60d',
  'conversion',
  'what % of customers who booked a fitting in the past 60 days then completed a fitting? fitting.booked → FittingCompleted',
  (ev, now) => conv(ev, R.lastDays(now, 60), 'fitting.booked', 'FittingCompleted'),
);
add(
  'conv-rush-complaint',
  'conversion',
  'Of customers who placed a rush order, how many later filed a complaint? asking because rush jobs feel sloppy',
  (ev) => conv(ev, R.all(), 'rush_order_placed', 'complaint-filed'),
);
add(
  'conv-dropoff-pickup-since',
  'conversion',
  (now) =>
    `Since ${short(dayAgo(now, 45))}, of the customers with a garment dropped off, how many also had a garment picked up after it?`,
  (ev, now) => conv(ev, R.since(dayAgo(now, 45), now), 'garment_dropped_off', 'Garment Picked Up'),
);
add(
  'conv-deposit-payment-lastmonth',
  'conversion',
  'deposit.paid to PaymentReceived conversion for last month',
  (ev, now) => conv(ev, R.lastMonth(now), 'deposit.paid', 'PaymentReceived'),
);
add(
  'conv-reminder-pickup-14d',
  'conversion',
  'Do reminders work? Of customers sent a ReminderSent in the last 14 days, how many then had Garment Picked Up?',
  (ev, now) => conv(ev, R.lastDays(now, 14), 'ReminderSent', 'Garment Picked Up'),
);
add('conv-quote-pay-loose', 'conversion', 'of the folks we quoted, how many ended up paying us?', (ev) =>
  conv(ev, R.all(), 'quote_issued', 'PaymentReceived', 'not-high'),
);

// ==== churn / new ========================================================================
const n = (xs) => ({ numbers: [xs.length], confidence: 'high' });
add(
  'churn-month-to-month',
  'churn',
  (now) =>
    `How many customers were active in ${mon(O.monthStart(now, -2))} but not in ${mon(O.monthStart(now, -1))}?`,
  (ev, now) => n(O.churned(ev, R.month(O.monthStart(now, -2)), R.month(O.monthStart(now, -1)))),
);
add('churn-new-30d', 'churn', 'how many new customers did we get in the last 30 days?', (ev, now) =>
  n(O.newUsers(ev, R.lastDays(now, 30))),
);
add('churn-new-lastmonth', 'churn', 'New customers last month (first ever event in that month)?', (ev, now) =>
  n(O.newUsers(ev, R.lastMonth(now))),
);
add(
  'churn-between-not-since',
  'churn',
  (now) =>
    `Customers active between ${iso(dayAgo(now, 70))} and ${iso(dayAgo(now, 41))} who have not been back since ${iso(dayAgo(now, 40))} — how many?`,
  (ev, now) => n(O.churned(ev, R.between(dayAgo(now, 70), dayAgo(now, 41)), R.since(dayAgo(now, 40), now))),
);
add(
  'churn-new-since',
  'churn',
  (now) => `new customers since ${longD(dayAgo(now, 21))}?`,
  (ev, now) => n(O.newUsers(ev, R.since(dayAgo(now, 21), now))),
);
add('churn-list-new-3d', 'churn', 'list the brand-new customers from the last 3 days', (ev, now) => {
  const u = O.newUsers(ev, R.lastDays(now, 3)).sort();
  return { numbers: [u.length], names: u, unordered: true, confidence: 'high' };
});
add(
  'churn-lost-30d',
  'churn',
  'how many customers who were active 31-60 days ago have gone quiet in the last 30 days? i.e. active in the 30 days before the last 30, none in the last 30',
  (ev, now) => n(O.churned(ev, { from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30))),
);
add('churn-new-lastweek', 'churn', 'how many first-time customers did we get last week', (ev, now) =>
  n(O.newUsers(ev, R.lastWeek(now))),
);

// ==== recency ============================================================================
function lastOf(evs) {
  if (!evs.length) return LOW;
  const t = Math.max(...evs.map(O.time));
  return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
}
add('recency-last-complaint', 'recency', 'When was the last complaint filed?', (ev) =>
  lastOf(select(ev, { names: ['complaint-filed'] })),
);
add(
  'recency-rush-48h',
  'recency',
  'did anyone place a rush order in the last 48 hours? how many?',
  (ev, now) => countX(select(ev, { names: ['rush_order_placed'], range: R.lastHours(now, 48) })),
);
add('recency-last-payment', 'recency', 'when did the most recent PaymentReceived come in', (ev) =>
  lastOf(select(ev, { names: ['PaymentReceived'] })),
);
add('recency-complaint-7d', 'recency', 'Has anyone filed a complaint in the past week?', (ev, now) =>
  countX(select(ev, { names: ['complaint-filed'], range: R.lastDays(now, 7) })),
);
add('recency-churner-pickup', 'recency', `When did ${P.churner} last pick up a garment?`, (ev) =>
  lastOf(select(ev, { names: ['Garment Picked Up'], user: P.churner })),
);
add('recency-last-fitting-booked', 'recency', 'last fitting booked — when was it?', (ev) =>
  lastOf(select(ev, { names: ['fitting.booked'] })),
);
add('recency-unknown-refund', 'recency', 'did anyone ever trigger refund_issued?', () => LOW, { low: true });
add(
  'recency-hem-before',
  'recency',
  (now) => `When was the last hem-completed before ${longD(dayAgo(now, 60))}?`,
  (ev, now) => lastOf(select(ev, { names: ['hem-completed'], range: R.before(dayAgo(now, 60)) })),
);
add(
  'recency-newcomer-dropoff',
  'recency',
  `did ${P.newcomer} drop anything off yet? garment_dropped_off`,
  (ev) => countX(select(ev, { names: ['garment_dropped_off'], user: P.newcomer })),
);

// ==== catalogue ==========================================================================
add('cat-event-names', 'catalogue', 'Which event names exist in our data?', (ev) => ({
  names: [...new Set(ev.map(O.byName))].sort(),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-users-events', 'catalogue', 'how many users and how many events are there overall?', (ev) => ({
  numbers: [O.users(ev).size, ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-count-types', 'catalogue', 'How many different event types do we track?', (ev) => ({
  numbers: [new Set(ev.map(O.byName)).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-total-events', 'catalogue', 'total events stored, all time?', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add(
  'cat-names-counts',
  'catalogue',
  'list every event we track along with how many times each occurred',
  (ev) => ranked(ev, O.byName, EVENT_NAMES.length),
);
add(
  'cat-overview',
  'catalogue',
  'new analyst here — give me the lay of the land: number of event names, customers and total events',
  (ev) => ({
    numbers: [new Set(ev.map(O.byName)).size, O.users(ev).size, ev.length],
    confidence: 'high',
    dataPoints: ev.length,
  }),
);
add('cat-customers-total', 'catalogue', 'how many customers exist in the dataset in total?', (ev) => ({
  numbers: [O.users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));

// ==== other (not answerable from these events) ===========================================
const others = [
  ['other-phone-wait', 'What is the average hold time on our phone line?'],
  ['other-fastest-tailor', 'Which seamstress is the fastest at hems?'],
  ['other-fabric', 'how many metres of fabric did we use last month?'],
  ['other-margin', 'What is our profit margin on wedding dress alterations?'],
  ['other-store-location', 'Which of our shop locations gets the most drop-offs?'],
  ['other-nps', "what's our NPS / customer satisfaction score this quarter?"],
  ['other-staff-hours', 'How many staff hours were rostered last week across the chain?'],
  ['other-weather', 'Will it rain on Saturday? Thinking about whether to staff up.'],
  ['other-phone-number', `what's the phone number on file for ${P.topCustomer}?`],
  ['other-send-reminder', `please text ${P.churner} to come collect their suit`],
  ['other-thread-stock', 'Do we have enough navy thread in stock for next week?'],
];
for (const [id, q] of others) add(id, 'other', q, () => LOW);

export { cases };
