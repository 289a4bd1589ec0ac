/* eslint-disable @typescript-eslint/no-unused-vars -- the round is kept as its author wrote it */
// Blind round "pharmacy": questions as the pharmacy's staff would type them, with expectations
// computed from the events by the reference oracle (never typed in by hand).
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { incidentDay, NOBODY, EVENT_NAMES } from './data.mjs';

const { DAY, HOUR, ranges, select, users, sum, avg, min, max, percent, tally, rank, round, time } = O;

// ---- dates for questions -------------------------------------------------------------------
const MON3 = O.MONTHS.map((m) => m.slice(0, 3));
const D = (t) => new Date(t);
const iso = (t) => O.isoDay(t);
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const shortDay = (t) => `${MON3[D(t).getUTCMonth()]} ${D(t).getUTCDate()}`; // Nov 3
const longDay = (t) => `${O.MONTHS[D(t).getUTCMonth()]} ${ord(D(t).getUTCDate())}`; // November 3rd
const fullDay = (t) => `${D(t).getUTCDate()} ${O.MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCFullYear()}`; // 3 November 2026
const monthName = (t) => O.MONTHS[D(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${D(t).getUTCFullYear()}`;
const hm = (t) => new Date(t).toISOString().slice(11, 16);
// Start of the UTC day n days before today.
const daysAgo = (now, n) => O.dayStart(+now) - n * DAY;
// A day named without its year, resolved as SEMANTICS says (the nearest past one).
const noYearDay = (now, t) => O.pastMonthDay(+now, D(t).getUTCMonth(), D(t).getUTCDate());
const inc = (now) => incidentDay(now);
// The month before last and last month (both complete, both inside the data).
const mA = (now) => O.monthStart(+now, -2);
const mB = (now) => O.monthStart(+now, -1);
// A month named without its year, resolved as SEMANTICS says (the most recent one begun).
const noYearMonth = (now, t) => ranges.month(O.pastMonth(+now, D(t).getUTCMonth()));

// ---- expectation builders ------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const money = (x) => round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const countOf = (evs, confidence = 'high') => ({ numbers: [evs.length], confidence, dataPoints: evs.length });

// A ranked list (top or bottom n) of `key` over the events `scope` selects; the tie check
// looks at the item right after the cut.
function ranked(scope, key, { n, measure, ascending = false, confidence = 'high', dp, fix = (x) => x } = {}) {
  const table = (events, now) => tally(scope(events, now), key, measure);
  const expect = (events, now) => {
    const evs = scope(events, now);
    const r = rank(table(events, now), { n, ascending });
    return {
      names: r.map(([k]) => k),
      numbers: r.map(([, v]) => fix(v)),
      confidence,
      dataPoints: dp ? dp(events, now) : evs.length,
    };
  };
  expect.tieAtCut = (events, now) => {
    const r = rank(table(events, now), { ascending });
    return r.length > n && fix(r[n - 1][1]) === fix(r[n][1]);
  };
  return expect;
}

// A chronological breakdown: every bucket in order with its figure.
function series(scope, key, { measure, fix = (x) => x, confidence = 'high', unordered = false } = {}) {
  return (events, now) => {
    const evs = scope(events, now);
    const t = [...tally(evs, key, measure)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: t.map(([k]) => k),
      numbers: t.map(([, v]) => fix(v)),
      confidence,
      dataPoints: evs.length,
      ...(unordered ? { unordered: true } : {}),
    };
  };
}

// A comparison of two periods (earlier first) under a measure.
function compare(
  earlierRange,
  laterRange,
  { names, user, measure = (evs) => evs.length, fix = (x) => x, confidence = 'high' } = {},
) {
  return (events, now) => {
    const a = select(events, { range: earlierRange(now), names, user });
    const b = select(events, { range: laterRange(now), names, user });
    const c = O.change(fix(measure(a)), fix(measure(b)));
    return {
      numbers: [c.earlier, c.later, fix(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
}

// Conversion A → B in range.
function funnel(range, a, b, confidence = 'high') {
  return (events, now) => {
    const r = range(now);
    const c = O.conversion(events, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: select(events, { range: r, names: [a, b] }).length,
    };
  };
}

// "When was the last X": the date and the time to the minute of the newest matching event.
function lastOne({ names, user, confidence = 'high' }) {
  return (events) => {
    const evs = select(events, { names, user });
    const t = Math.max(...evs.map(time));
    return { names: [iso(t), hm(t)], confidence, dataPoints: evs.length };
  };
}

const cases = [];

// ==== count ====================================================================================
cases.push(
  {
    id: 'count-refills-all-time',
    type: 'count',
    question: 'How many refill ordered events do we have in total?',
    expect: (ev) => countOf(select(ev, { names: ['RefillOrdered'] })),
  },
  {
    id: 'count-payments-7d',
    type: 'count',
    question: 'payment-completed count for the last 7 days pls',
    expect: (ev, now) =>
      countOf(select(ev, { range: ranges.lastDays(+now, 7), names: ['payment-completed'] })),
  },
  {
    id: 'count-app-opened-yesterday',
    type: 'count',
    question: 'Quick one from support: how many app_opened events did we log yesterday?',
    expect: (ev, now) => countOf(select(ev, { range: ranges.yesterday(+now), names: ['app_opened'] })),
  },
  {
    id: 'count-checkout-errors-incident-day',
    type: 'count',
    question: (now) =>
      `checkout_error count on ${iso(inc(now))}? that was the day the payment gateway went down`,
    expect: (ev, now) => countOf(select(ev, { range: ranges.on(inc(now)), names: ['checkout_error'] })),
  },
  {
    id: 'count-all-this-month',
    type: 'count',
    question: 'What is the total number of events so far this month?',
    expect: (ev, now) => countOf(select(ev, { range: ranges.thisMonth(+now) })),
  },
  {
    id: 'count-top-patient-refills-loose',
    type: 'count',
    question: 'How many times has pt_10001 ordered a refill? they say it feels like every week',
    expect: (ev) => countOf(select(ev, { names: ['RefillOrdered'], user: 'pt_10001' }), 'not-high'),
  },
  {
    id: 'count-rejections-since',
    type: 'count',
    question: (now) => `number of rx.rejected since ${longDay(daysAgo(now, 45))}`,
    expect: (ev, now) =>
      countOf(
        select(ev, { range: ranges.since(noYearDay(now, daysAgo(now, 45)), +now), names: ['rx.rejected'] }),
      ),
  },
  {
    id: 'count-courier-deliveries-last-week-loose',
    type: 'count',
    question: 'how many deliveries did cour_07 complete last week? doing the courier bonus sheet',
    expect: (ev, now) =>
      countOf(
        select(ev, { range: ranges.lastWeek(+now), names: ['delivery.completed'], user: 'cour_07' }),
        'not-high',
      ),
  },
  {
    id: 'count-uploads-between',
    type: 'count',
    question: (now) =>
      `How many Prescription Uploaded events between ${shortDay(daysAgo(now, 20))} and ${shortDay(daysAgo(now, 14))}?`,
    expect: (ev, now) =>
      countOf(
        select(ev, {
          range: ranges.between(noYearDay(now, daysAgo(now, 20)), noYearDay(now, daysAgo(now, 14))),
          names: ['Prescription Uploaded'],
        }),
      ),
  },
  {
    id: 'count-reminders-48h',
    type: 'count',
    question: 'how many DoseReminderSet in the past 48 hours?',
    expect: (ev, now) =>
      countOf(select(ev, { range: ranges.lastHours(+now, 48), names: ['DoseReminderSet'] })),
  },
  {
    id: 'count-unknown-insurance-claims',
    type: 'count',
    low: true,
    question: 'How many insurance claims were submitted last month?',
    expect: LOW,
  },
  {
    id: 'count-unknown-transfers',
    type: 'count',
    low: true,
    question: 'how many prescription transfers from other pharmacies happend in the past 30 days',
    expect: LOW,
  },
);

// ==== users ====================================================================================
const distinct = (evs, confidence = 'high') => ({
  numbers: [users(evs).size],
  confidence,
  dataPoints: evs.length,
});
cases.push(
  {
    id: 'users-all-time',
    type: 'users',
    question: 'How many unique users do we have, all time?',
    expect: (ev) => distinct(ev),
  },
  {
    id: 'users-paid-30d-loose',
    type: 'users',
    question: 'how many distinct patients paid in the last 30 days',
    expect: (ev, now) =>
      distinct(select(ev, { range: ranges.lastDays(+now, 30), names: ['payment-completed'] }), 'not-high'),
  },
  {
    id: 'users-chat-2w',
    type: 'users',
    question: 'How many people used pharmacist-chat in the past 2 weeks?',
    expect: (ev, now) =>
      distinct(select(ev, { range: ranges.lastWeeks(+now, 2), names: ['pharmacist-chat'] })),
  },
  {
    id: 'users-active-this-week',
    type: 'users',
    question: 'active users this week?',
    expect: (ev, now) => distinct(select(ev, { range: ranges.thisWeek(+now) })),
  },
  {
    id: 'users-reminders-named-month',
    type: 'users',
    question: (now) => `How many different users triggered DoseReminderSet during ${monthYear(mB(now))}?`,
    expect: (ev, now) => distinct(select(ev, { range: ranges.month(mB(now)), names: ['DoseReminderSet'] })),
  },
  {
    id: 'users-tracked-yesterday',
    type: 'users',
    question: 'number of distinct users with an order_tracked event yesterday',
    expect: (ev, now) => distinct(select(ev, { range: ranges.yesterday(+now), names: ['Order Tracked'] })),
  },
  {
    id: 'users-checkout-errors-around-incident',
    type: 'users',
    question: (now) =>
      `for the incident postmortem: how many unique users hit checkout_error between ${iso(inc(now) - DAY)} and ${iso(inc(now) + DAY)}?`,
    expect: (ev, now) =>
      distinct(
        select(ev, { range: ranges.between(inc(now) - DAY, inc(now) + DAY), names: ['checkout_error'] }),
      ),
  },
  {
    id: 'users-verifiers-last-month-loose',
    type: 'users',
    question: 'how many pharmacists verified prescriptions last month',
    expect: (ev, now) =>
      distinct(select(ev, { range: ranges.lastMonth(+now), names: ['rx.verified'] }), 'not-high'),
  },
);

// ==== value ====================================================================================
const valueOf = (evs, f, confidence = 'high', extra = {}) => ({
  numbers: [f(evs)],
  confidence,
  dataPoints: evs.length,
  ...extra,
});
cases.push(
  {
    id: 'value-payments-last-month',
    type: 'value',
    question: 'For the finance close: total payment-completed amount last month?',
    expect: (ev, now) =>
      valueOf(select(ev, { range: ranges.lastMonth(+now), names: ['payment-completed'] }), (e) =>
        money(sum(e)),
      ),
  },
  {
    id: 'value-avg-payment-30d',
    type: 'value',
    question: "What's the average payment-completed value over the last 30 days?",
    expect: (ev, now) =>
      valueOf(select(ev, { range: ranges.lastDays(+now, 30), names: ['payment-completed'] }), avg),
  },
  {
    id: 'value-max-payment-ever',
    type: 'value',
    question: 'biggest single Payment Completed amount ever?',
    expect: (ev) => valueOf(select(ev, { names: ['payment-completed'] }), max),
  },
  {
    id: 'value-min-payment-2w',
    type: 'value',
    question: 'smallest payment-completed amount in the past 2 weeks',
    expect: (ev, now) =>
      valueOf(select(ev, { range: ranges.lastWeeks(+now, 2), names: ['payment-completed'] }), min),
  },
  {
    id: 'value-median-chat',
    type: 'value',
    question: 'median pharmacist-chat length in minutes (eventValue)?',
    expect: (ev) => valueOf(select(ev, { names: ['pharmacist-chat'] }), median),
  },
  {
    id: 'value-revenue-7d',
    type: 'value',
    question: 'How much revenue did we make in the last 7 days?',
    expect: (ev, now) =>
      valueOf(
        select(ev, { range: ranges.lastDays(+now, 7), names: ['payment-completed'] }),
        (e) => money(sum(e)),
        'not-high',
        {
          names: ['payment-completed'],
        },
      ),
  },
  {
    id: 'value-items-since',
    type: 'value',
    question: (now) => `total items ordered (sum of RefillOrdered values) since ${iso(daysAgo(now, 60))}`,
    expect: (ev, now) =>
      valueOf(select(ev, { range: ranges.since(daysAgo(now, 60), +now), names: ['RefillOrdered'] }), sum),
  },
  {
    id: 'value-avg-items-top-patient',
    type: 'value',
    question: 'avg number of items per RefillOrdered for pt_10001',
    expect: (ev) => valueOf(select(ev, { names: ['RefillOrdered'], user: 'pt_10001' }), avg),
  },
  {
    id: 'value-chat-minutes-chatty',
    type: 'value',
    question: 'total Pharmacist Chat minutes for pt_15530? they seem to live in the chat',
    expect: (ev) => valueOf(select(ev, { names: ['pharmacist-chat'], user: 'pt_15530' }), sum),
  },
  {
    id: 'value-sales-last-week',
    type: 'value',
    question: 'sales last week?',
    expect: (ev, now) =>
      valueOf(
        select(ev, { range: ranges.lastWeek(+now), names: ['payment-completed'] }),
        (e) => money(sum(e)),
        'not-high',
        {
          names: ['payment-completed'],
        },
      ),
  },
  {
    id: 'value-max-items-30d',
    type: 'value',
    question:
      "what's the max eventValue on RefillOrdered in the last 30 days, i.e. the largest basket in items",
    expect: (ev, now) =>
      valueOf(select(ev, { range: ranges.lastDays(+now, 30), names: ['RefillOrdered'] }), max),
  },
);

// ==== top-events ===============================================================================
const scope = (opts) => (ev, now) => select(ev, typeof opts === 'function' ? opts(now) : opts);
cases.push(
  {
    id: 'top-events-all-time-5',
    type: 'top-events',
    question: 'top 5 events',
    expect: ranked(scope({}), O.byName, { n: 5 }),
  },
  {
    id: 'top-events-7d-3',
    type: 'top-events',
    question: 'What are the 3 most common events in the last 7 days?',
    expect: ranked(
      scope((now) => ({ range: ranges.lastDays(+now, 7) })),
      O.byName,
      { n: 3 },
    ),
  },
  {
    id: 'bottom-events-all-time',
    type: 'top-events',
    question: 'which events are the least common overall? wondering what nobody uses',
    expect: ranked(scope({}), O.byName, { n: 5, ascending: true }),
  },
  {
    id: 'top-event-last-month',
    type: 'top-events',
    question: 'most frequent event last month',
    expect: ranked(
      scope((now) => ({ range: ranges.lastMonth(+now) })),
      O.byName,
      { n: 1 },
    ),
  },
  {
    id: 'top-events-incident-day',
    type: 'top-events',
    question: (now) => `top 2 events on ${longDay(inc(now))}`,
    expect: ranked(
      scope((now) => ({ range: ranges.on(noYearDay(now, inc(now))) })),
      O.byName,
      { n: 2 },
    ),
  },
  {
    id: 'bottom-event-30d',
    type: 'top-events',
    question: 'Which event type is the least frequent in the past 30 days?',
    expect: ranked(
      scope((now) => ({ range: ranges.lastDays(+now, 30) })),
      O.byName,
      { n: 1, ascending: true },
    ),
  },
  {
    id: 'top-events-2-months-5',
    type: 'top-events',
    question: 'top 5 actions over the past 2 months, ranked',
    expect: ranked(
      scope((now) => ({ range: ranges.lastMonths(+now, 2) })),
      O.byName,
      { n: 5 },
    ),
  },
  {
    id: 'top-events-top-patient',
    type: 'top-events',
    question: "pt_10001's top 2 events by count?",
    expect: ranked(scope({ user: 'pt_10001' }), O.byName, { n: 2 }),
  },
);

// ==== top-users ================================================================================
cases.push(
  {
    id: 'top-users-all-time-3',
    type: 'top-users',
    question: 'who are the 3 most active users?',
    expect: ranked(scope({}), O.byUser, { n: 3 }),
  },
  {
    id: 'top-spenders-3',
    type: 'top-users',
    question: 'top 3 spenders?',
    expect: ranked(scope({ names: ['payment-completed'] }), O.byUser, {
      n: 3,
      measure: O.value,
      fix: money,
      confidence: 'not-high',
    }),
  },
  {
    id: 'top-verifier-30d',
    type: 'top-users',
    question: 'Which user did the most rx.verified in the last 30 days?',
    expect: ranked(
      scope((now) => ({ range: ranges.lastDays(+now, 30), names: ['rx.verified'] })),
      O.byUser,
      { n: 1 },
    ),
  },
  {
    id: 'top-couriers-last-month',
    type: 'top-users',
    question: 'top 3 users by delivery.completed last month — need names for the courier of the month post',
    expect: ranked(
      scope((now) => ({ range: ranges.lastMonth(+now), names: ['delivery.completed'] })),
      O.byUser,
      { n: 3 },
    ),
  },
  {
    id: 'top-payers-60d',
    type: 'top-users',
    question: 'who spent the most on payment-completed in the last 60 days? top 5 please, with amounts',
    expect: ranked(
      scope((now) => ({ range: ranges.lastDays(+now, 60), names: ['payment-completed'] })),
      O.byUser,
      {
        n: 5,
        measure: O.value,
        fix: money,
      },
    ),
  },
  {
    id: 'top-chat-minutes',
    type: 'top-users',
    question: 'which user has the most total pharmacist-chat minutes?',
    expect: ranked(scope({ names: ['pharmacist-chat'] }), O.byUser, { n: 1, measure: O.value }),
  },
  {
    id: 'top-user-last-month',
    type: 'top-users',
    question: 'most active user last month?',
    expect: ranked(
      scope((now) => ({ range: ranges.lastMonth(+now) })),
      O.byUser,
      { n: 1 },
    ),
  },
  {
    id: 'top-app-openers-2',
    type: 'top-users',
    question: 'Which 2 users have the most app_opened events?',
    expect: ranked(scope({ names: ['app_opened'] }), O.byUser, { n: 2 }),
  },
);

// ==== user =====================================================================================
const ofUser = (user) => (ev) => select(ev, { user });
cases.push(
  {
    id: 'user-top-patient-count',
    type: 'user',
    question: 'how many events does pt_10001 have?',
    expect: (ev) => countOf(ofUser('pt_10001')(ev)),
  },
  {
    id: 'user-churner-last-seen',
    type: 'user',
    question: 'When was pt_20417 last seen? Their refills stopped and pharmacy wants to call them',
    expect: (ev) => {
      const evs = ofUser('pt_20417')(ev);
      const t = Math.max(...evs.map(time));
      return { names: [iso(t), hm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-newcomer-first-seen',
    type: 'user',
    question: 'first seen date for pt_39902?',
    expect: (ev) => {
      const evs = ofUser('pt_39902')(ev);
      const t = Math.min(...evs.map(time));
      return { names: [iso(t), hm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-pharmacist-event-names',
    type: 'user',
    question: 'which event names has rph_101 used?',
    expect: (ev) => {
      const evs = ofUser('rph_101')(ev);
      return {
        names: [...new Set(evs.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  (() => {
    const expect = (ev) => {
      const evs = ofUser('pt_10001')(ev);
      return {
        names: O.newestFirst(evs).slice(0, 3).map(O.byName),
        confidence: 'high',
        dataPoints: evs.length,
      };
    };
    expect.tieAtCut = (ev) => {
      const t = O.newestFirst(ofUser('pt_10001')(ev)).slice(0, 4).map(time);
      return t[0] === t[1] || t[1] === t[2] || t[2] === t[3];
    };
    return {
      id: 'user-top-patient-recent-3',
      type: 'user',
      question: "what were pt_10001's 3 most recent events",
      expect,
    };
  })(),
  {
    id: 'user-courier-30d',
    type: 'user',
    question: 'how many events did cour_03 log in the past 30 days?',
    expect: (ev, now) => countOf(select(ev, { user: 'cour_03', range: ranges.lastDays(+now, 30) })),
  },
  {
    id: 'user-unknown-nobody',
    type: 'user',
    low: true,
    question: `what did ${NOBODY} do last week?`,
    expect: LOW,
  },
  {
    id: 'user-chatty-first-last',
    type: 'user',
    question: 'pt_15530 — first and last seen?',
    expect: (ev) => {
      const evs = ofUser('pt_15530')(ev);
      const a = Math.min(...evs.map(time)),
        b = Math.max(...evs.map(time));
      return { names: [iso(a), hm(a), iso(b), hm(b)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-top-patient-payments',
    type: 'user',
    question: 'How many payment-completed events does pt_10001 have, and what do they add up to?',
    expect: (ev) => {
      const evs = select(ev, { names: ['payment-completed'], user: 'pt_10001' });
      return { numbers: [evs.length, money(sum(evs))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-unknown-pharmacist',
    type: 'user',
    low: true,
    question: 'when was rph_999 last active?',
    expect: LOW,
  },
  {
    id: 'user-newcomer-event-names',
    type: 'user',
    question: 'New patient pt_39902 signed up a few days ago - which events have they triggered so far?',
    expect: (ev) => {
      const evs = ofUser('pt_39902')(ev);
      return {
        names: [...new Set(evs.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
);

// ==== breakdown ================================================================================
cases.push(
  {
    id: 'breakdown-daily-7d',
    type: 'breakdown',
    question: 'events per day over the last 7 days',
    expect: series(
      scope((now) => ({ range: ranges.lastDays(+now, 7) })),
      O.byDay,
    ),
  },
  {
    id: 'breakdown-busiest-weekday-refills',
    type: 'breakdown',
    question: 'which weekday is busiest for RefillOrdered?',
    expect: ranked(scope({ names: ['RefillOrdered'] }), O.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-hour-chat',
    type: 'breakdown',
    question: 'busiest hour of the day (UTC) for pharmacist-chat? trying to plan pharmacist shifts',
    expect: ranked(scope({ names: ['pharmacist-chat'] }), O.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-monthly-payments',
    type: 'breakdown',
    question: 'monthly totals of payment-completed amounts, all months we have',
    expect: series(scope({ names: ['payment-completed'] }), O.byMonth, { measure: O.value, fix: money }),
  },
  {
    id: 'breakdown-weekly-uploads-4w',
    type: 'breakdown',
    question: 'weekly Prescription Uploaded counts for the last 4 weeks',
    expect: series(
      scope((now) => ({ range: ranges.lastWeeks(+now, 4), names: ['Prescription Uploaded'] })),
      O.byWeek,
    ),
  },
  {
    id: 'breakdown-worst-error-day-60d',
    type: 'breakdown',
    question: 'Which day in the last 60 days had the most checkout_error events?',
    expect: ranked(
      scope((now) => ({ range: ranges.lastDays(+now, 60), names: ['checkout_error'] })),
      O.byDay,
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-last-week-by-weekday',
    type: 'breakdown',
    question: "Break down last week's events by weekday",
    expect: series(
      scope((now) => ({ range: ranges.lastWeek(+now) })),
      O.byWeekday,
      { unordered: true },
    ),
  },
  {
    id: 'breakdown-peak-hour-app-loose',
    type: 'breakdown',
    question: 'At what hour do patients open the app the most?',
    expect: ranked(scope({ names: ['app_opened'] }), O.byHour, { n: 1, confidence: 'not-high' }),
  },
  {
    id: 'breakdown-monthly-deliveries',
    type: 'breakdown',
    question: 'delivery.completed per month please, seperately for each month',
    expect: series(scope({ names: ['delivery.completed'] }), O.byMonth),
  },
);

// ==== compare ==================================================================================
const before = (rangeFn) => (now) => {
  const r = rangeFn(now);
  return { from: r.from - (r.to - r.from), to: r.from };
};
const distinctCount = (evs) => users(evs).size;
cases.push(
  {
    id: 'compare-payments-4w',
    type: 'compare',
    question: 'payment-completed total for the past 4 weeks vs the 4 weeks before — up or down?',
    expect: compare(
      before((now) => ranges.lastWeeks(+now, 4)),
      (now) => ranges.lastWeeks(+now, 4),
      {
        names: ['payment-completed'],
        measure: sum,
        fix: money,
      },
    ),
  },
  {
    id: 'compare-refills-named-months',
    type: 'compare',
    question: (now) => `RefillOrdered in ${monthName(mA(now))} vs ${monthName(mB(now))}`,
    expect: compare(
      (now) => noYearMonth(now, mA(now)),
      (now) => noYearMonth(now, mB(now)),
      { names: ['RefillOrdered'] },
    ),
  },
  {
    id: 'compare-active-users-months',
    type: 'compare',
    question: (now) => `active users in ${monthYear(mA(now))} compared with ${monthYear(mB(now))}`,
    expect: compare(
      (now) => ranges.month(mA(now)),
      (now) => ranges.month(mB(now)),
      { measure: distinctCount },
    ),
  },
  {
    id: 'compare-app-opens-30d',
    type: 'compare',
    question: 'Is app usage growing? app_opened in the last 30 days compared with the 30 days before that',
    expect: compare(
      before((now) => ranges.lastDays(+now, 30)),
      (now) => ranges.lastDays(+now, 30),
      { names: ['app_opened'] },
    ),
  },
  {
    id: 'compare-chat-minutes-months',
    type: 'compare',
    question: (now) =>
      `pharmacist-chat minutes: ${monthYear(mA(now))} vs ${monthYear(mB(now))}. board deck wants the % change`,
    expect: compare(
      (now) => ranges.month(mA(now)),
      (now) => ranges.month(mB(now)),
      { names: ['pharmacist-chat'], measure: sum },
    ),
  },
  {
    id: 'compare-tracking-4w',
    type: 'compare',
    question: 'Compare Order Tracked between the last 4 weeks and the previous 4 weeks',
    expect: compare(
      before((now) => ranges.lastWeeks(+now, 4)),
      (now) => ranges.lastWeeks(+now, 4),
      {
        names: ['Order Tracked'],
      },
    ),
  },
  {
    id: 'compare-events-14d',
    type: 'compare',
    question: 'How did total events in the last 14 days compare to the 14 days before?',
    expect: compare(
      before((now) => ranges.lastDays(+now, 14)),
      (now) => ranges.lastDays(+now, 14),
    ),
  },
  {
    id: 'compare-incident-vs-day-before',
    type: 'compare',
    question: (now) => `all events on ${iso(inc(now))} vs the day before, how big was the spike?`,
    expect: compare(
      (now) => ranges.on(inc(now) - DAY),
      (now) => ranges.on(inc(now)),
    ),
  },
);

// ==== share ====================================================================================
const shareOfEvents =
  (range, pred, confidence = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(now) });
    return { percents: [percent(all.filter(pred).length, all.length)], confidence, dataPoints: all.length };
  };
const shareOfUsers =
  (range, name, confidence = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(now) });
    const did = users(all.filter((e) => e.eventName === name)).size;
    return { percents: [percent(did, users(all).size)], confidence, dataPoints: all.length };
  };
const allTime = () => ranges.all();
cases.push(
  {
    id: 'share-app-opened-all',
    type: 'share',
    question: 'What percentage of all events are app_opened?',
    expect: shareOfEvents(allTime, (e) => e.eventName === 'app_opened'),
  },
  {
    id: 'share-errors-30d',
    type: 'share',
    question: 'what % of events in the last 30 days were checkout_error?',
    expect: shareOfEvents(
      (now) => ranges.lastDays(+now, 30),
      (e) => e.eventName === 'checkout_error',
    ),
  },
  {
    id: 'share-users-paid-30d',
    type: 'share',
    question: 'Of users active in the last 30 days, what share did a payment-completed?',
    expect: shareOfUsers((now) => ranges.lastDays(+now, 30), 'payment-completed'),
  },
  {
    id: 'share-courier-last-month',
    type: 'share',
    question: "what fraction of last month's events came from cour_07?",
    expect: shareOfEvents(
      (now) => ranges.lastMonth(+now),
      (e) => e.userId === 'cour_07',
    ),
  },
  {
    id: 'share-refills-7d',
    type: 'share',
    question: 'share of RefillOrdered among all events in the last 7 days',
    expect: shareOfEvents(
      (now) => ranges.lastDays(+now, 7),
      (e) => e.eventName === 'RefillOrdered',
    ),
  },
  {
    id: 'share-users-chat-last-month',
    type: 'share',
    question: 'percentage of active users last month who used pharmacist-chat',
    expect: shareOfUsers((now) => ranges.lastMonth(+now), 'pharmacist-chat'),
  },
  {
    id: 'share-users-reminders-ever',
    type: 'share',
    question: 'what % of all our users have ever done a DoseReminderSet?',
    expect: shareOfUsers(allTime, 'DoseReminderSet'),
  },
  {
    id: 'share-errors-incident-day',
    type: 'share',
    question: (now) => `what percent of events on ${shortDay(inc(now))} were checkout_error?`,
    expect: shareOfEvents(
      (now) => ranges.on(noYearDay(now, inc(now))),
      (e) => e.eventName === 'checkout_error',
    ),
  },
);

// ==== conversion ===============================================================================
cases.push(
  {
    id: 'conv-upload-to-refill-all',
    type: 'conversion',
    question: 'Of users who did Prescription Uploaded, how many went on to RefillOrdered?',
    expect: funnel(allTime, 'Prescription Uploaded', 'RefillOrdered'),
  },
  {
    id: 'conv-refill-to-payment-30d',
    type: 'conversion',
    question: 'RefillOrdered → payment-completed conversion in the last 30 days',
    expect: funnel((now) => ranges.lastDays(+now, 30), 'RefillOrdered', 'payment-completed'),
  },
  {
    id: 'conv-signup-to-upload-60d',
    type: 'conversion',
    question: 'account_created to Prescription Uploaded conversion over the last 60 days?',
    expect: funnel((now) => ranges.lastDays(+now, 60), 'account_created', 'Prescription Uploaded'),
  },
  {
    id: 'conv-error-to-payment-all',
    type: 'conversion',
    question:
      'of people who had a checkout_error, what % later did payment-completed? asking bc of the outage',
    expect: funnel(allTime, 'checkout_error', 'payment-completed'),
  },
  {
    id: 'conv-tracked-to-chat-90d',
    type: 'conversion',
    question: 'Order Tracked -> pharmacist-chat, last 90 days: how many users converted and what percent?',
    expect: funnel((now) => ranges.lastDays(+now, 90), 'Order Tracked', 'pharmacist-chat'),
  },
  {
    id: 'conv-signup-to-reminder-since',
    type: 'conversion',
    question: (now) =>
      `since ${fullDay(daysAgo(now, 45))}, how many account_created users went on to DoseReminderSet?`,
    expect: funnel((now) => ranges.since(daysAgo(now, 45), +now), 'account_created', 'DoseReminderSet'),
  },
  {
    id: 'conv-open-to-refill-last-month-loose',
    type: 'conversion',
    question: 'what share of users who opened the app went on to order a refill last month?',
    expect: funnel((now) => ranges.lastMonth(+now), 'app_opened', 'RefillOrdered', 'not-high'),
  },
  {
    id: 'conv-upload-to-payment-2m',
    type: 'conversion',
    question: 'funnel: Prescription Uploaded then payment-completed, past 2 months',
    expect: funnel((now) => ranges.lastMonths(+now, 2), 'Prescription Uploaded', 'payment-completed'),
  },
);

// ==== churn ====================================================================================
// dataPoints left unchecked for churn and new users (see NOTES.md).
const churnCount = (active, inactive) => (ev, now) => ({
  numbers: [O.churned(ev, active(now), inactive(now)).length],
  confidence: 'high',
});
const newCount = (range) => (ev, now) => ({
  numbers: [O.newUsers(ev, range(now)).length],
  confidence: 'high',
});
cases.push(
  {
    id: 'churn-last-month-not-this-month',
    type: 'churn',
    question: 'How many users were active last month but have done nothing so far this month?',
    expect: churnCount(
      (now) => ranges.lastMonth(+now),
      (now) => ranges.thisMonth(+now),
    ),
  },
  {
    id: 'new-users-14d',
    type: 'churn',
    question: 'How many new users did we get in the last 14 days?',
    expect: newCount((now) => ranges.lastDays(+now, 14)),
  },
  {
    id: 'new-users-last-week',
    type: 'churn',
    question: 'new users last week?',
    expect: newCount((now) => ranges.lastWeek(+now)),
  },
  {
    id: 'churn-dated-windows',
    type: 'churn',
    question: (now) =>
      `how many users were active between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 31))} but haven't shown up since ${iso(daysAgo(now, 30))}?`,
    expect: churnCount(
      (now) => ranges.between(daysAgo(now, 60), daysAgo(now, 31)),
      (now) => ranges.since(daysAgo(now, 30), +now),
    ),
  },
  {
    id: 'new-users-since',
    type: 'churn',
    question: (now) => `how many brand-new users have we had since ${longDay(daysAgo(now, 30))}?`,
    expect: newCount((now) => ranges.since(noYearDay(now, daysAgo(now, 30)), +now)),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `how many users did we lose — active in ${monthName(mA(now))} but not in ${monthName(mB(now))}?`,
    expect: churnCount(
      (now) => noYearMonth(now, mA(now)),
      (now) => noYearMonth(now, mB(now)),
    ),
  },
  {
    id: 'new-users-named-month',
    type: 'churn',
    question: (now) => `New users in ${monthYear(mB(now))}? for the growth slide`,
    expect: newCount((now) => ranges.month(mB(now))),
  },
  {
    id: 'churn-last-week-not-this-week',
    type: 'churn',
    question: "how many of last week's users didn't come back this week?",
    expect: churnCount(
      (now) => ranges.lastWeek(+now),
      (now) => ranges.thisWeek(+now),
    ),
  },
);

// ==== recency ==================================================================================
cases.push(
  {
    id: 'recency-last-payment',
    type: 'recency',
    question: 'When was the last payment-completed?',
    expect: lastOne({ names: ['payment-completed'] }),
  },
  {
    id: 'recency-any-rejection-30d',
    type: 'recency',
    question: 'did anyone get an rx.rejected in the last 30 days?',
    expect: (ev, now) => countOf(select(ev, { range: ranges.lastDays(+now, 30), names: ['rx.rejected'] })),
  },
  {
    id: 'recency-last-chat',
    type: 'recency',
    question: 'when did someone last use pharmacist-chat?',
    expect: lastOne({ names: ['pharmacist-chat'] }),
  },
  {
    id: 'recency-churner-last-refill',
    type: 'recency',
    question: 'last time pt_20417 placed a RefillOrdered?',
    expect: lastOne({ names: ['RefillOrdered'], user: 'pt_20417' }),
  },
  {
    id: 'recency-any-delivery-24h',
    type: 'recency',
    question: 'has anybody done delivery.completed in the past 24 hours? dispatch thinks the app is stuck',
    expect: (ev, now) =>
      countOf(select(ev, { range: ranges.lastHours(+now, 24), names: ['delivery.completed'] })),
  },
  {
    id: 'recency-last-signup',
    type: 'recency',
    question: 'When was the most recent account_created?',
    expect: lastOne({ names: ['account_created'] }),
  },
  {
    id: 'recency-last-reminder',
    type: 'recency',
    question: 'latest dose reminder set — when was it?',
    expect: lastOne({ names: ['DoseReminderSet'] }),
  },
  {
    id: 'recency-courier-last-delivery',
    type: 'recency',
    question: 'when did cour_02 last log a delivery.completed?',
    expect: lastOne({ names: ['delivery.completed'], user: 'cour_02' }),
  },
  {
    id: 'recency-newcomer-paid-loose',
    type: 'recency',
    question: 'Did pt_39902 ever pay? and when',
    expect: lastOne({ names: ['payment-completed'], user: 'pt_39902', confidence: 'not-high' }),
  },
);

// ==== catalogue ================================================================================
const storedNames = (ev) => [...new Set(ev.map(O.byName))].sort();
cases.push(
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (ev) => ({ names: storedNames(ev), unordered: true, confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-users-and-events',
    type: 'catalogue',
    question: 'How many users and how many events are there overall?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'new analyst here — can you list every event name in the account?',
    expect: (ev) => ({ names: storedNames(ev), unordered: true, confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'total number of events in the dataset?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-number-of-event-types',
    type: 'catalogue',
    question: 'how many different event types exist?',
    expect: (ev) => ({ numbers: [storedNames(ev).length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'what kind of data do you have on us? which events, and how many users',
    expect: (ev) => ({
      names: storedNames(ev),
      unordered: true,
      numbers: [users(ev).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
);

// ==== other ====================================================================================
const other = (id, question) => ({ id, type: 'other', question, expect: LOW });
cases.push(
  other('other-medications', 'Which medications get refilled most often?'),
  other('other-nps', "What's our NPS from the patient satisfaction survey?"),
  other('other-stock', 'How many boxes of metformin are left in stock at the warehouse?'),
  other('other-weather', 'whats the weather going to be in Denver tomorrow'),
  other('other-insurers', 'Which insurance providers cover the most of our patients?'),
  other('other-ages', 'What is the age breakdown of our patients?'),
  other('other-licenses', 'how many of our pharmacists are licensed in California?'),
  other('other-forecast', 'Predict how many refills we will get next month.'),
  other('other-margin', "What's our profit margin on generic drugs versus brand-name ones?"),
  other('other-zip-codes', 'which zip codes recieve the most deliveries?'),
);

export { cases };
