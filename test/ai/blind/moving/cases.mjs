/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { ranges: R, select, DAY, HOUR, isoDay, MONTHS } = O;
const N = (now) => +now;

// ---- question date formats --------------------------------------------------------------
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const dt = (t) => new Date(t);
const iso = (t) => isoDay(t);
const longDay = (t) => `${MONTHS[dt(t).getUTCMonth()]} ${ord(dt(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${MONTHS[dt(t).getUTCMonth()].slice(0, 3)} ${dt(t).getUTCDate()}`; // Nov 3
const dmy = (t) => `${dt(t).getUTCDate()} ${MONTHS[dt(t).getUTCMonth()]} ${dt(t).getUTCFullYear()}`; // 3 November 2026
const monthOf = (t) => MONTHS[dt(t).getUTCMonth()];
const monthYear = (t) => `${monthOf(t)} ${dt(t).getUTCFullYear()}`;
const daysAgo = (now, k) => O.dayStart(N(now)) - k * DAY; // start of the day k days back
const monthAgo = (now, k) => O.monthStart(N(now), -k); // start of the month k back
const lastSaturday = (now) => {
  let d = daysAgo(now, 1);
  while (O.weekday(d) !== 'Saturday') d -= DAY;
  return d;
};
const hhmm = (t) => dt(t).toISOString().slice(11, 16);

// ---- expectation helpers --------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => O.round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : r2((v[m - 1] + v[m]) / 2);
};
const REVENUE = ['PaymentReceived', 'SuppliesOrdered'];

function count({ names, user, range = () => R.all(), conf = 'high' }) {
  return (events, now) => {
    const s = select(events, { range: range(N(now)), names, user });
    return s.length ? { numbers: [s.length], confidence: conf, dataPoints: s.length } : LOW();
  };
}
function distinct({ names, range = () => R.all(), conf = 'high' }) {
  return (events, now) => {
    const s = select(events, { range: range(N(now)), names });
    return s.length ? { numbers: [O.users(s).size], confidence: conf, dataPoints: s.length } : LOW();
  };
}
function val({ names, user, range = () => R.all(), agg, conf = 'high', extraNames }) {
  return (events, now) => {
    const s = select(events, { range: range(N(now)), names, user });
    if (!s.length) return LOW();
    const x =
      agg === 'avg'
        ? O.avg(s)
        : agg === 'min'
          ? O.min(s)
          : agg === 'max'
            ? O.max(s)
            : agg === 'median'
              ? median(s)
              : r2(O.sum(s));
    return {
      numbers: [x],
      confidence: conf,
      dataPoints: s.length,
      ...(extraNames ? { names: extraNames, unordered: true } : {}),
    };
  };
}
// ranked lists; `key` and `measure` from the oracle, n items, tieAtCut attached
function top({ names, range = () => R.all(), key, measure, n, ascending = false, conf = 'high', user }) {
  const build = (events, now) => {
    const s = select(events, { range: range(N(now)), names, user });
    const all = O.rank(O.tally(s, key, measure), { ascending });
    return { s, all };
  };
  const expect = (events, now) => {
    const { s, all } = build(events, now);
    if (!s.length) return LOW();
    const list = all.slice(0, n);
    return {
      names: list.map(([k]) => k),
      numbers: list.map(([, v]) => r2(v)),
      confidence: conf,
      dataPoints: s.length,
    };
  };
  expect.tieAtCut = (events, now) => {
    const { all } = build(events, now);
    return all.length > n && r2(all[n - 1][1]) === r2(all[n][1]);
  };
  return expect;
}
// a full breakdown over time buckets (chronological names, every non-empty bucket)
function breakdown({ names, range = () => R.all(), key, measure, conf = 'high', unordered = false }) {
  return (events, now) => {
    const s = select(events, { range: range(N(now)), names });
    if (!s.length) return LOW();
    const m = [...O.tally(s, key, measure)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: m.map(([k]) => k),
      numbers: m.map(([, v]) => r2(v)),
      confidence: conf,
      dataPoints: s.length,
      unordered,
    };
  };
}
function compare({ names, a, b, measure = 'count', conf = 'high' }) {
  return (events, now) => {
    const sa = select(events, { range: a(N(now)), names }),
      sb = select(events, { range: b(N(now)), names });
    if (!sa.length && !sb.length) return LOW();
    const m = (s) => (measure === 'sum' ? r2(O.sum(s)) : measure === 'users' ? O.users(s).size : s.length);
    const c = O.change(m(sa), m(sb));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      ...(c.pct === null ? {} : { percents: [c.pct] }),
      confidence: conf,
      dataPoints: sa.length + sb.length,
    };
  };
}
function share({ names, range = () => R.all(), of = 'events', conf = 'high' }) {
  return (events, now) => {
    const all = select(events, { range: range(N(now)) });
    const part = all.filter((e) => names.includes(e.eventName));
    if (!all.length) return LOW();
    const p =
      of === 'users' ? O.percent(O.users(part).size, O.users(all).size) : O.percent(part.length, all.length);
    return { percents: [p], confidence: conf, dataPoints: all.length };
  };
}
function conv({ a, b, range = () => R.all(), conf = 'high' }) {
  return (events, now) => {
    const rg = range(N(now));
    const c = O.conversion(events, rg, a, b);
    const dp = select(events, { range: rg, names: [a, b] }).length;
    if (!c.did) return LOW();
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf, dataPoints: dp };
  };
}
function lastOf({ names, user, conf = 'high' }) {
  return (events) => {
    const s = select(events, { names, user });
    if (!s.length) return LOW();
    const t = O.time(O.newestFirst(s)[0]);
    return { names: [iso(t), hhmm(t)], confidence: conf, dataPoints: s.length };
  };
}
// the busiest bucket (a one-item ranking)
function busiest({ names, range = () => R.all(), key, measure }) {
  return top({ names, range, key, measure, n: 1 });
}

// ---- the cases ---------------------------------------------------------------------------
export const cases = [
  // ======================= count
  {
    id: 'count-quote-requests-all',
    type: 'count',
    question: 'How many quote_requested events are there in total?',
    expect: count({ names: ['quote_requested'] }),
  },
  {
    id: 'count-completed-30d',
    type: 'count',
    question: 'number of Move Completed events in the last 30 days',
    expect: count({ names: ['Move Completed'], range: (n) => R.lastDays(n, 30) }),
  },
  {
    id: 'count-dispatch-lastweek',
    type: 'count',
    question: 'crew_dispatched count for last week pls, need it for the ops standup',
    expect: count({ names: ['crew_dispatched'], range: R.lastWeek }),
  },
  {
    id: 'count-cancel-between',
    type: 'count',
    question: (now) =>
      `How many move-cancelled events were logged between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 20))}?`,
    expect: count({ names: ['move-cancelled'], range: (n) => R.between(daysAgo(n, 60), daysAgo(n, 20)) }),
  },
  {
    id: 'count-inventory-saturday',
    type: 'count',
    question: (now) =>
      `how many item.inventoried events did the crews log on ${shortDay(lastSaturday(now))}? big saturday for us`,
    expect: count({ names: ['item.inventoried'], range: (n) => R.on(lastSaturday(n)) }),
  },
  {
    id: 'count-reviews-month',
    type: 'count',
    question: (now) => `How many Review Posted events happened in ${monthOf(monthAgo(now, 1))}?`,
    expect: count({
      names: ['review_posted'],
      range: (n) => R.month(O.pastMonth(n, dt(monthAgo(n, 1)).getUTCMonth())),
    }),
  },
  {
    id: 'count-payments-corporate',
    type: 'count',
    question: 'PaymentReceived count for user cust_0042?',
    expect: count({ names: ['PaymentReceived'], user: 'cust_0042' }),
  },
  {
    id: 'count-boxes-loose',
    type: 'count',
    question: (now) =>
      `how many times did customers order boxes and packing stuff since ${longDay(daysAgo(now, 45))}?`,
    expect: count({ names: ['SuppliesOrdered'], range: (n) => R.since(daysAgo(n, 45), n), conf: 'not-high' }),
  },
  {
    id: 'count-all-2weeks',
    type: 'count',
    question: 'total number of events in the past 2 weeks',
    expect: count({ range: (n) => R.lastWeeks(n, 2) }),
  },
  {
    id: 'count-quote-sent-7d',
    type: 'count',
    question: 'How many quote sent events did we have in the last 7 days?',
    expect: count({ names: ['Quote Sent'], range: (n) => R.lastDays(n, 7) }),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'How many truck_breakdown events were there last month?',
    expect: () => LOW(),
  },

  // ======================= users
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'How many unique users were active in the last 30 days?',
    expect: distinct({ range: (n) => R.lastDays(n, 30) }),
  },
  {
    id: 'users-booked-lastmonth',
    type: 'users',
    question: 'how many distinct customers had a move.booked event last month',
    expect: distinct({ names: ['move.booked'], range: R.lastMonth }),
  },
  {
    id: 'users-reviewers-since',
    type: 'users',
    question: (now) => `Number of people who did review_posted since ${dmy(daysAgo(now, 50))}?`,
    expect: distinct({ names: ['review_posted'], range: (n) => R.since(daysAgo(n, 50), n) }),
  },
  {
    id: 'users-crew-dispatched-pastweek',
    type: 'users',
    question: 'how many different users had crew_dispatched in the past week?',
    expect: distinct({ names: ['crew_dispatched'], range: (n) => R.lastDays(n, 7) }),
  },
  {
    id: 'users-active-month',
    type: 'users',
    question: (now) => `active users in ${monthYear(monthAgo(now, 2))}`,
    expect: distinct({ range: (n) => R.month(monthAgo(n, 2)) }),
  },
  {
    id: 'users-tipped-loose',
    type: 'users',
    question: 'How many customers tipped their movers in the last 3 months?',
    expect: distinct({ names: ['tip-given'], range: (n) => R.lastMonths(n, 3), conf: 'not-high' }),
  },
  {
    id: 'users-claims-loose',
    type: 'users',
    question: 'how many users have filed damage claims, ever?',
    expect: distinct({ names: ['damage_claim_filed'], conf: 'not-high' }),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'How many users were active yesterday?',
    expect: distinct({ range: R.yesterday }),
  },
  {
    id: 'users-payments-between',
    type: 'users',
    question: (now) =>
      `unique users with a PaymentReceived from ${iso(daysAgo(now, 40))} to ${iso(daysAgo(now, 10))}`,
    expect: distinct({ names: ['PaymentReceived'], range: (n) => R.between(daysAgo(n, 40), daysAgo(n, 10)) }),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many customers bought moving_insurance this year?',
    expect: () => LOW(),
  },

  // ======================= value
  {
    id: 'value-payments-lastmonth',
    type: 'value',
    question: 'Total PaymentReceived amount last month?',
    expect: val({ names: ['PaymentReceived'], range: R.lastMonth }),
  },
  {
    id: 'value-hours-avg-60d',
    type: 'value',
    question: 'average value of Move Completed (hours worked) over the last 60 days',
    expect: val({ names: ['Move Completed'], range: (n) => R.lastDays(n, 60), agg: 'avg' }),
  },
  {
    id: 'value-stars-median',
    type: 'value',
    question: "What's the median review_posted value? (it's the star rating)",
    expect: val({ names: ['review_posted'], agg: 'median' }),
  },
  {
    id: 'value-claim-max',
    type: 'value',
    question: 'biggest damage_claim_filed amount we have ever had',
    expect: val({ names: ['damage_claim_filed'], agg: 'max' }),
  },
  {
    id: 'value-tip-min',
    type: 'value',
    question: (now) => `smallest tip-given value since ${shortDay(daysAgo(now, 70))}`,
    expect: val({ names: ['tip-given'], range: (n) => R.since(daysAgo(n, 70), n), agg: 'min' }),
  },
  {
    id: 'value-volume-4w',
    type: 'value',
    question: 'sum of item.inventoried values (cubic metres) for the past 4 weeks',
    expect: val({ names: ['item.inventoried'], range: (n) => R.lastWeeks(n, 4) }),
  },
  {
    id: 'value-quote-avg-month',
    type: 'value',
    question: (now) =>
      `avg estimated volume on Quote Sent in ${monthOf(monthAgo(now, 1))} — are quotes getting bigger?`,
    expect: val({ names: ['Quote Sent'], range: (n) => R.month(monthAgo(n, 1)), agg: 'avg' }),
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'for the board deck: what was our total revenue last month?',
    expect: val({ names: REVENUE, range: R.lastMonth, conf: 'not-high', extraNames: REVENUE }),
  },
  {
    id: 'value-corporate-paid',
    type: 'value',
    question: 'how much has cust_0042 paid us in total (PaymentReceived)?',
    expect: val({ names: ['PaymentReceived'], user: 'cust_0042' }),
  },
  {
    id: 'value-refund-mean',
    type: 'value',
    question: 'mean refund on move-cancelled events?',
    expect: val({ names: ['move-cancelled'], agg: 'avg' }),
  },
  {
    id: 'value-hours-loose',
    type: 'value',
    question: 'how many hours did our crews work in total over the last 2 weeks?',
    expect: val({ names: ['Move Completed'], range: (n) => R.lastWeeks(n, 2), conf: 'not-high' }),
  },
  {
    id: 'value-unknown-event',
    type: 'value',
    low: true,
    question: 'total fuel_surcharge amount last quarter',
    expect: () => LOW(),
  },

  // ======================= top-events
  {
    id: 'top-events-all',
    type: 'top-events',
    question: 'top 5 events',
    expect: top({ key: O.byName, n: 5 }),
  },
  {
    id: 'top-events-14d',
    type: 'top-events',
    question: 'What are the 3 most common events in the last 14 days?',
    expect: top({ range: (n) => R.lastDays(n, 14), key: O.byName, n: 3 }),
  },
  {
    id: 'top-events-least-3',
    type: 'top-events',
    question: 'least common events overall, bottom 3 please',
    expect: top({ key: O.byName, n: 3, ascending: true }),
  },
  {
    id: 'top-events-most-lastmonth',
    type: 'top-events',
    question: 'most frequent event last month?',
    expect: top({ range: R.lastMonth, key: O.byName, n: 1 }),
  },
  {
    id: 'top-events-since',
    type: 'top-events',
    question: (now) => `which events have been most common since ${iso(daysAgo(now, 35))}?`,
    expect: top({ range: (n) => R.since(daysAgo(n, 35), n), key: O.byName, n: 5 }),
  },
  {
    id: 'top-events-3-month',
    type: 'top-events',
    question: (now) => `which 3 actions happened most often in ${monthOf(monthAgo(now, 2))}?`,
    expect: top({ range: (n) => R.month(monthAgo(n, 2)), key: O.byName, n: 3 }),
  },
  {
    id: 'top-events-rarest-90d',
    type: 'top-events',
    question: 'rarest event type in the past 90 days',
    expect: top({ range: (n) => R.lastDays(n, 90), key: O.byName, n: 1, ascending: true }),
  },
  {
    id: 'top-events-least-4-90d',
    type: 'top-events',
    question: 'the 4 least frequent events of the past 90 days, with counts',
    expect: top({ range: (n) => R.lastDays(n, 90), key: O.byName, n: 4, ascending: true }),
  },

  // ======================= top-users
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'top 4 users by number of events',
    expect: top({ key: O.byUser, n: 4 }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'Who are our top 3 spenders?',
    expect: top({ names: REVENUE, key: O.byUser, measure: O.value, n: 3, conf: 'not-high' }),
  },
  {
    id: 'top-users-payments-3m',
    type: 'top-users',
    question: 'which users had the highest total PaymentReceived value in the last 3 months? top 3',
    expect: top({
      names: ['PaymentReceived'],
      range: (n) => R.lastMonths(n, 3),
      key: O.byUser,
      measure: O.value,
      n: 3,
    }),
  },
  {
    id: 'top-users-most-active-7d',
    type: 'top-users',
    question: 'most active user in the last 7 days',
    expect: top({ range: (n) => R.lastDays(n, 7), key: O.byUser, n: 1 }),
  },
  {
    id: 'top-users-inventory-lastmonth',
    type: 'top-users',
    question: 'top 3 users by total item.inventoried volume (sum of the values) last month',
    expect: top({ names: ['item.inventoried'], range: R.lastMonth, key: O.byUser, measure: O.value, n: 3 }),
  },
  {
    id: 'top-users-tips',
    type: 'top-users',
    question: 'who gave the most in tip-given value? just the #1',
    expect: top({ names: ['tip-given'], key: O.byUser, measure: O.value, n: 1 }),
  },
  {
    id: 'top-users-hours-since',
    type: 'top-users',
    question: (now) =>
      `Which user logged the most Move Completed hours (sum of value) since ${longDay(daysAgo(now, 60))}?`,
    expect: top({
      names: ['Move Completed'],
      range: (n) => R.since(daysAgo(n, 60), n),
      key: O.byUser,
      measure: O.value,
      n: 1,
    }),
  },
  {
    id: 'top-users-dispatch-30d',
    type: 'top-users',
    question: 'top 2 users by crew_dispatched in the past 30 days',
    expect: top({ names: ['crew_dispatched'], range: (n) => R.lastDays(n, 30), key: O.byUser, n: 2 }),
  },

  // ======================= user
  {
    id: 'user-corporate-count',
    type: 'user',
    question: 'How many events does cust_0042 have?',
    expect: count({ user: 'cust_0042' }),
  },
  {
    id: 'user-churner-seen',
    type: 'user',
    question: 'When was cust_0117 first seen, and when last seen?',
    expect: (events) => {
      const s = select(events, { user: 'cust_0117' });
      const f = O.time(s.reduce((a, b) => (O.time(b) < O.time(a) ? b : a)));
      const l = O.time(O.newestFirst(s)[0]);
      return { names: [iso(f), hhmm(f), iso(l), hhmm(l)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-crew36-names',
    type: 'user',
    question: 'what kinds of events has crew_36 sent from the tablet?',
    expect: (events) => {
      const s = select(events, { user: 'crew_36' });
      return {
        names: [...O.users(s.map((e) => ({ userId: e.eventName })))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-newcomer-recent',
    type: 'user',
    question: 'show me the 3 most recent events of cust_0399',
    expect: (events) => {
      const s = select(events, { user: 'cust_0399' });
      return {
        names: O.newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-claimant-60d',
    type: 'user',
    question: "cust_0256's activity in the last 60 days, how many events?",
    expect: count({ user: 'cust_0256', range: (n) => R.lastDays(n, 60) }),
  },
  {
    id: 'user-leaver-last',
    type: 'user',
    question: 'is crew_33 still around? when did they last show up',
    expect: (events) => {
      const s = select(events, { user: 'crew_33' });
      const l = O.time(O.newestFirst(s)[0]);
      return { names: [iso(l), hhmm(l)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-churner-payments',
    type: 'user',
    question: 'how many PaymentReceived events for cust_0117',
    expect: count({ names: ['PaymentReceived'], user: 'cust_0117' }),
  },
  {
    id: 'user-topcrew-first',
    type: 'user',
    question: 'when did crew_07 first appear in the data?',
    expect: (events) => {
      const s = select(events, { user: 'crew_07' });
      const f = O.time(s.reduce((a, b) => (O.time(b) < O.time(a) ? b : a)));
      return { names: [iso(f), hhmm(f)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-canceller-names',
    type: 'user',
    question: 'Which event names did cust_0301 use? support ticket about a cancelled move',
    expect: (events) => {
      const s = select(events, { user: 'cust_0301' });
      return {
        names: [...new Set(s.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'How many events does cust_9999 have?',
    expect: () => LOW(),
  },
  {
    id: 'user-unknown-crew',
    type: 'user',
    low: true,
    question: 'when was crew_99 last seen?',
    expect: () => LOW(),
  },

  // ======================= breakdown
  {
    id: 'bd-completed-weekday',
    type: 'breakdown',
    question: 'Move Completed by weekday, all time',
    expect: breakdown({ names: ['Move Completed'], key: O.byWeekday, unordered: true }),
  },
  {
    id: 'bd-busiest-weekday-completed',
    type: 'breakdown',
    question: 'which weekday is busiest for Move Completed?',
    expect: busiest({ names: ['Move Completed'], key: O.byWeekday }),
  },
  {
    id: 'bd-quote-hour',
    type: 'breakdown',
    question: 'busiest hour of the day for quote_requested? thinking about support staffing',
    expect: busiest({ names: ['quote_requested'], key: O.byHour }),
  },
  {
    id: 'bd-payments-monthly',
    type: 'breakdown',
    question: 'monthly PaymentReceived totals for the last 3 months',
    expect: breakdown({
      names: ['PaymentReceived'],
      range: (n) => R.lastMonths(n, 3),
      key: O.byMonth,
      measure: O.value,
    }),
  },
  {
    id: 'bd-reschedule-peak-day',
    type: 'breakdown',
    question: 'Which day had the most MoveRescheduled events?',
    expect: busiest({ names: ['MoveRescheduled'], key: O.byDay }),
  },
  {
    id: 'bd-booked-daily-lastweek',
    type: 'breakdown',
    question: 'daily move.booked counts for last week',
    expect: breakdown({ names: ['move.booked'], range: R.lastWeek, key: O.byDay }),
  },
  {
    id: 'bd-busiest-day-30d',
    type: 'breakdown',
    question: 'what was the busiest day in the past 30 days (all events)?',
    expect: busiest({ range: (n) => R.lastDays(n, 30), key: O.byDay }),
  },
  {
    id: 'bd-dispatch-weekly',
    type: 'breakdown',
    question: 'weekly crew_dispatched counts over the last 4 weeks',
    expect: breakdown({ names: ['crew_dispatched'], range: (n) => R.lastWeeks(n, 4), key: O.byWeek }),
  },
  {
    id: 'bd-busiest-month',
    type: 'breakdown',
    question: 'which month was our busiest so far, by number of events?',
    expect: busiest({ key: O.byMonth }),
  },
  {
    id: 'bd-inventory-weekday-peak',
    type: 'breakdown',
    question: (now) =>
      `on which weekday were the most item.inventoried logged since ${iso(daysAgo(now, 56))}?`,
    expect: busiest({
      names: ['item.inventoried'],
      range: (n) => R.since(daysAgo(n, 56), n),
      key: O.byWeekday,
    }),
  },

  // ======================= compare
  {
    id: 'cmp-events-weeks',
    type: 'compare',
    question: 'total events last week vs the week before?',
    expect: compare({
      a: (n) => ({ from: R.lastWeek(n).from - 7 * DAY, to: R.lastWeek(n).from }),
      b: R.lastWeek,
    }),
  },
  {
    id: 'cmp-quotes-30d',
    type: 'compare',
    question: 'quote_requested in the last 30 days compared with the 30 days before that',
    expect: compare({
      names: ['quote_requested'],
      a: (n) => ({ from: n - 60 * DAY, to: n - 30 * DAY }),
      b: (n) => R.lastDays(n, 30),
    }),
  },
  {
    id: 'cmp-inventory-growing',
    type: 'compare',
    question: 'is item.inventoried growing? last 4 weeks against the previous 4 weeks',
    expect: compare({
      names: ['item.inventoried'],
      a: (n) => ({ from: n - 8 * 7 * DAY, to: n - 4 * 7 * DAY }),
      b: (n) => R.lastWeeks(n, 4),
    }),
  },
  {
    id: 'cmp-payments-months',
    type: 'compare',
    question: (now) =>
      `PaymentReceived total in ${monthOf(monthAgo(now, 3))} vs ${monthOf(monthAgo(now, 1))}?`,
    expect: compare({
      names: ['PaymentReceived'],
      measure: 'sum',
      a: (n) => R.month(monthAgo(n, 3)),
      b: (n) => R.month(monthAgo(n, 1)),
    }),
  },
  {
    id: 'cmp-users-30d',
    type: 'compare',
    question: 'active users: last 30 days vs the previous 30 days',
    expect: compare({
      measure: 'users',
      a: (n) => ({ from: n - 60 * DAY, to: n - 30 * DAY }),
      b: (n) => R.lastDays(n, 30),
    }),
  },
  {
    id: 'cmp-supplies-value-7d',
    type: 'compare',
    question: 'SuppliesOrdered value, past 7 days compared with the 7 days before',
    expect: compare({
      names: ['SuppliesOrdered'],
      measure: 'sum',
      a: (n) => ({ from: n - 14 * DAY, to: n - 7 * DAY }),
      b: (n) => R.lastDays(n, 7),
    }),
  },
  {
    id: 'cmp-completed-ranges',
    type: 'compare',
    question: (now) =>
      `Compare Move Completed between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))} with between ${iso(daysAgo(now, 30))} and ${iso(daysAgo(now, 1))}`,
    expect: compare({
      names: ['Move Completed'],
      a: (n) => R.between(daysAgo(n, 90), daysAgo(n, 61)),
      b: (n) => R.between(daysAgo(n, 30), daysAgo(n, 1)),
    }),
  },
  {
    id: 'cmp-quotes-months',
    type: 'compare',
    question: (now) =>
      `quote_requested in ${monthYear(monthAgo(now, 2))} versus ${monthYear(monthAgo(now, 1))} — up or down?`,
    expect: compare({
      names: ['quote_requested'],
      a: (n) => R.month(monthAgo(n, 2)),
      b: (n) => R.month(monthAgo(n, 1)),
    }),
  },
  {
    id: 'cmp-bookings-loose',
    type: 'compare',
    question: 'are bookings growing? last 8 weeks vs the 8 weeks before',
    expect: compare({
      names: ['move.booked'],
      a: (n) => ({ from: n - 16 * 7 * DAY, to: n - 8 * 7 * DAY }),
      b: (n) => R.lastWeeks(n, 8),
      conf: 'not-high',
    }),
  },

  // ======================= share
  {
    id: 'share-inventory-all',
    type: 'share',
    question: 'What percentage of all events are item.inventoried?',
    expect: share({ names: ['item.inventoried'] }),
  },
  {
    id: 'share-users-booked-30d',
    type: 'share',
    question: 'what share of active users in the last 30 days did a move.booked?',
    expect: share({ names: ['move.booked'], range: (n) => R.lastDays(n, 30), of: 'users' }),
  },
  {
    id: 'share-payments-lastmonth',
    type: 'share',
    question: '% of events last month that were PaymentReceived',
    expect: share({ names: ['PaymentReceived'], range: R.lastMonth }),
  },
  {
    id: 'share-users-reviewed-since',
    type: 'share',
    question: (now) =>
      `Of everyone active since ${longDay(daysAgo(now, 40))}, what percent posted a review_posted?`,
    expect: share({ names: ['review_posted'], range: (n) => R.since(daysAgo(n, 40), n), of: 'users' }),
  },
  {
    id: 'share-dispatch-2w',
    type: 'share',
    question: 'what fraction of activity in the past 2 weeks is crew_dispatched, as a percentage',
    expect: share({ names: ['crew_dispatched'], range: (n) => R.lastWeeks(n, 2) }),
  },
  {
    id: 'share-users-claims',
    type: 'share',
    question: 'percentage of all users who ever had a damage_claim_filed',
    expect: share({ names: ['damage_claim_filed'], of: 'users' }),
  },
  {
    id: 'share-quote-sent-lastweek',
    type: 'share',
    question: "How much of last week's activity was Quote Sent, in percent?",
    expect: share({ names: ['Quote Sent'], range: R.lastWeek }),
  },
  {
    id: 'share-supplies-loose',
    type: 'share',
    question: 'what % of users ordered moving boxes?',
    expect: share({ names: ['SuppliesOrdered'], of: 'users', conf: 'not-high' }),
  },
  {
    id: 'share-two-events',
    type: 'share',
    question: (now) =>
      `in ${monthOf(monthAgo(now, 1))}, what percentage of events were move.booked or move-cancelled?`,
    expect: share({ names: ['move.booked', 'move-cancelled'], range: (n) => R.month(monthAgo(n, 1)) }),
  },

  // ======================= conversion
  {
    id: 'conv-request-book',
    type: 'conversion',
    question: 'Of the users who did quote_requested, how many went on to move.booked?',
    expect: conv({ a: 'quote_requested', b: 'move.booked' }),
  },
  {
    id: 'conv-sent-book-60d',
    type: 'conversion',
    question: 'conversion from Quote Sent to move.booked in the last 60 days',
    expect: conv({ a: 'Quote Sent', b: 'move.booked', range: (n) => R.lastDays(n, 60) }),
  },
  {
    id: 'conv-booked-review',
    type: 'conversion',
    question: 'what % of people with a move.booked later did review_posted?',
    expect: conv({ a: 'move.booked', b: 'review_posted' }),
  },
  {
    id: 'conv-booked-cancel-since',
    type: 'conversion',
    question: (now) =>
      `of customers who had move.booked since ${iso(daysAgo(now, 75))}, what percentage then had move-cancelled?`,
    expect: conv({ a: 'move.booked', b: 'move-cancelled', range: (n) => R.since(daysAgo(n, 75), n) }),
  },
  {
    id: 'conv-claim-settled',
    type: 'conversion',
    question: 'damage_claim_filed → claim.settled conversion, all time',
    expect: conv({ a: 'damage_claim_filed', b: 'claim.settled' }),
  },
  {
    id: 'conv-sent-supplies-3m',
    type: 'conversion',
    question: 'Quote Sent to SuppliesOrdered conversion over the past 3 months',
    expect: conv({ a: 'Quote Sent', b: 'SuppliesOrdered', range: (n) => R.lastMonths(n, 3) }),
  },
  {
    id: 'conv-sent-book-month',
    type: 'conversion',
    question: (now) =>
      `How many of the people who got a Quote Sent in ${monthOf(monthAgo(now, 1))} went on to move.booked within that month?`,
    expect: conv({ a: 'Quote Sent', b: 'move.booked', range: (n) => R.month(monthAgo(n, 1)) }),
  },
  {
    id: 'conv-request-payment-since',
    type: 'conversion',
    question: (now) => `funnel: quote_requested to PaymentReceived since ${shortDay(daysAgo(now, 90))}`,
    expect: conv({ a: 'quote_requested', b: 'PaymentReceived', range: (n) => R.since(daysAgo(n, 90), n) }),
  },
  {
    id: 'conv-book-boxes-loose',
    type: 'conversion',
    question: 'after booking a move, how many customers went on to order boxes?',
    expect: conv({ a: 'move.booked', b: 'SuppliesOrdered', conf: 'not-high' }),
  },

  // ======================= churn
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: (events, now) => ({
      numbers: [O.churned(events, R.lastMonth(N(now)), R.thisMonth(N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'new users in the last 7 days?',
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.lastDays(N(now), 7)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-month',
    type: 'churn',
    question: (now) => `How many brand new users did we get in ${monthOf(monthAgo(now, 1))}?`,
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.month(monthAgo(N(now), 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-between-not-since',
    type: 'churn',
    question: (now) =>
      `users who were active between ${iso(daysAgo(now, 110))} and ${iso(daysAgo(now, 80))} but haven't been seen since ${iso(daysAgo(now, 30))}`,
    expect: (events, now) => ({
      numbers: [
        O.churned(events, R.between(daysAgo(now, 110), daysAgo(now, 80)), R.since(daysAgo(now, 30), N(now)))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-30-vs-30',
    type: 'churn',
    question:
      'churned users: active in the 30 days before the last 30 days, and not at all in the last 30 days. how many?',
    expect: (events, now) => ({
      numbers: [
        O.churned(events, { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, R.lastDays(N(now), 30)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-4d-names',
    type: 'churn',
    question: 'who are the new users of the last 4 days? is cust_0399 among them?',
    expect: (events, now) => {
      const u = O.newUsers(events, R.lastDays(N(now), 4));
      return { numbers: [u.length], names: ['cust_0399'], confidence: 'high' };
    },
  },
  {
    id: 'churn-lastweek-thisweek',
    type: 'churn',
    question: "how many of last week's users haven't come back this week?",
    expect: (events, now) => ({
      numbers: [O.churned(events, R.lastWeek(N(now)), R.thisWeek(N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${longDay(daysAgo(now, 21))}`,
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.since(daysAgo(now, 21), N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-crew-leaver',
    type: 'churn',
    question: (now) =>
      `Users active in ${monthYear(monthAgo(now, 3))} with no events in the last 45 days — how many, and is crew_33 one of them?`,
    expect: (events, now) => {
      const u = O.churned(events, R.month(monthAgo(N(now), 3)), R.lastDays(N(now), 45));
      return { numbers: [u.length], names: ['crew_33'], confidence: 'high' };
    },
  },

  // ======================= recency
  {
    id: 'rec-last-claim',
    type: 'recency',
    question: 'when was the last damage_claim_filed?',
    expect: lastOf({ names: ['damage_claim_filed'] }),
  },
  {
    id: 'rec-cancel-30d',
    type: 'recency',
    question: 'did anyone have a move-cancelled in the last 30 days?',
    expect: count({ names: ['move-cancelled'], range: (n) => R.lastDays(n, 30) }),
  },
  {
    id: 'rec-last-settled',
    type: 'recency',
    question: 'When did we last record a claim.settled?',
    expect: lastOf({ names: ['claim.settled'] }),
  },
  {
    id: 'rec-corporate-booked',
    type: 'recency',
    question: 'last time cust_0042 had a move.booked?',
    expect: lastOf({ names: ['move.booked'], user: 'cust_0042' }),
  },
  {
    id: 'rec-leaver-completed',
    type: 'recency',
    low: true,
    question: (now) => `Has crew_33 logged a Move Completed since ${iso(daysAgo(now, 40))}?`,
    expect: (events, now) => {
      const s = select(events, {
        names: ['Move Completed'],
        user: 'crew_33',
        range: R.since(daysAgo(now, 40), N(now)),
      });
      return s.length ? { numbers: [s.length], confidence: 'high', dataPoints: s.length } : LOW();
    },
  },
  {
    id: 'rec-last-reschedule',
    type: 'recency',
    question: 'most recent MoveRescheduled — when?',
    expect: lastOf({ names: ['MoveRescheduled'] }),
  },
  {
    id: 'rec-last-tip',
    type: 'recency',
    question: 'When was the last tip-given?',
    expect: lastOf({ names: ['tip-given'] }),
  },
  {
    id: 'rec-canceller-quote',
    type: 'recency',
    question: 'last quote_requested from cust_0301, date and time please',
    expect: lastOf({ names: ['quote_requested'], user: 'cust_0301' }),
  },
  {
    id: 'rec-unknown-event',
    type: 'recency',
    low: true,
    question: 'When was the last refund_issued event?',
    expect: () => LOW(),
  },
  {
    id: 'rec-any-claims-90d',
    type: 'recency',
    question: 'has anybody filed a damage_claim_filed in the past 90 days? how many',
    expect: count({ names: ['damage_claim_filed'], range: (n) => R.lastDays(n, 90) }),
  },

  // ======================= catalogue
  {
    id: 'cat-event-names',
    type: 'catalogue',
    question: 'which event names do we track?',
    expect: (events) => ({
      names: [...new Set(events.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-users-total',
    type: 'catalogue',
    question: 'how many users are there overall?',
    expect: (events) => ({ numbers: [O.users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-events-total',
    type: 'catalogue',
    question: 'total number of events in the dataset?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-names-counts',
    type: 'catalogue',
    question: 'list every event type and how many times it happened',
    expect: (events) => {
      const l = O.rank(O.tally(events, O.byName));
      return {
        names: l.map(([k]) => k),
        numbers: l.map(([, v]) => v),
        confidence: 'high',
        dataPoints: events.length,
      };
    },
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'How many different event types exist in our tracking?',
    expect: (events) => ({
      numbers: [new Set(events.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-users-and-events',
    type: 'catalogue',
    question: 'quick sanity check of the pipeline: overall number of users and of events?',
    expect: (events) => ({
      numbers: [O.users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-names-tips',
    type: 'catalogue',
    question: 'what are all the events called? looking for the one for tips',
    expect: (events) => ({
      names: [...new Set(events.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ======================= other (not answerable from these events)
  {
    id: 'other-weather',
    type: 'other',
    question: "What's the weather forecast for Saturday's moves?",
    expect: () => LOW(),
  },
  {
    id: 'other-truck-capacity',
    type: 'other',
    question: 'How many cubic metres fit in our biggest truck?',
    expect: () => LOW(),
  },
  {
    id: 'other-licence',
    type: 'other',
    question: 'Which of our movers have a valid HGV driving licence?',
    expect: () => LOW(),
  },
  {
    id: 'other-fuel',
    type: 'other',
    question: 'what is the fuel cost per move on average?',
    expect: () => LOW(),
  },
  {
    id: 'other-draft-reply',
    type: 'other',
    question: 'can you draft a reply to an angry customer about a broken sofa',
    expect: () => LOW(),
  },
  {
    id: 'other-commute',
    type: 'other',
    question: 'average commute distance of our crew to the depot?',
    expect: () => LOW(),
  },
  { id: 'other-fleet', type: 'other', question: 'How many trucks do we own right now?', expect: () => LOW() },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict how many bookings we will get next month',
    expect: () => LOW(),
  },
  {
    id: 'other-calls',
    type: 'other',
    question: 'how many phone calls did the call centre take yesterday? (phones arent in the app)',
    expect: () => LOW(),
  },
];
