/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import {
  DAY,
  MONTHS,
  ranges,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  tally,
  rank,
  round,
  time,
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
  dayStart,
  monthStart,
  pastMonth,
  pastMonthDay,
  isoDay,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY, FRIDGE_DAY_AGO } from './data.mjs';

// ---- names ---------------------------------------------------------------------------------
const ORDER = 'weekly_order_placed',
  SEL = 'meal.selected',
  DEL = 'MealDelivered',
  RATE = 'Meal Rated',
  ALLERGEN = 'allergen-flagged',
  AMEND = 'order.amended',
  INV = 'invoice_paid',
  LOGIN = 'AccountLogin',
  MENU = 'menu.viewed',
  ISSUE = 'Delivery Issue Reported',
  SKIP = 'meal-skipped',
  FB = 'feedback_submitted';
const MONEY = [ORDER, INV]; // events that plainly carry money (see NOTES.md)
const P = PERSONAS;

// ---- dates in questions ---------------------------------------------------------------------
const daysAgo = (now, n) => dayStart(+now) - n * DAY;
const fridgeDay = (now) => daysAgo(now, FRIDGE_DAY_AGO);
const d = (t) => new Date(t);
const ymd = (t) => isoDay(t); // 2026-10-19
const long = (t) => `${MONTHS[d(t).getUTCMonth()]} ${d(t).getUTCDate()}`; // October 19
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const shortOrd = (t) => `${MONTHS[d(t).getUTCMonth()].slice(0, 3)} ${ord(d(t).getUTCDate())}`; // Oct 19th
const euro = (t) => `${d(t).getUTCDate()} ${MONTHS[d(t).getUTCMonth()]} ${d(t).getUTCFullYear()}`; // 19 October 2026
const monthsBack = (now, k) => monthStart(+now, -k); // start of a past month
const monthName = (t) => MONTHS[d(t).getUTCMonth()];
const namedMonth = (now, k) => {
  const m = d(monthsBack(now, k)).getUTCMonth();
  return ranges.month(pastMonth(+now, m));
};
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation helpers --------------------------------------------------------------------
const hi = (o) => ({ confidence: 'high', ...o });
const loose = (o) => ({ confidence: 'not-high', ...o });
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const money = (x) => round(x, 2);
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
}
// Ranked list: `get(events, now)` → the events in scope; measure per key; n items.
function ranked(get, key, { n = 5, measure, ascending = false, conf = 'high', withNames } = {}) {
  const table = (events, now) => rank(tally(get(events, now), key, measure), { ascending });
  const expect = (events, now) => {
    const evs = get(events, now);
    const top = table(events, now).slice(0, n);
    return {
      confidence: conf,
      names: [...(withNames ?? []), ...top.map(([k]) => k)],
      numbers: top.map(([, v]) => (Number.isInteger(v) ? v : money(v))),
      dataPoints: evs.length,
    };
  };
  expect.tieAtCut = (events, now) => {
    const t = table(events, now);
    return t.length > n && t[n - 1][1] === t[n][1];
  };
  return expect;
}
// Busiest bucket of a breakdown (ties at the top are a problem).
function busiest(get, key, { ascending = false, conf = 'high' } = {}) {
  return ranked(get, key, { n: 1, ascending, conf });
}
const cmp =
  (get, r1, r2, { conf = 'high', measure = (evs) => evs.length } = {}) =>
  (events, now) => {
    const a = get(events, r1(now)),
      b = get(events, r2(now));
    const c = change(measure(a), measure(b));
    const f = (x) => (Number.isInteger(x) ? x : money(x));
    return {
      confidence: conf,
      numbers: [f(c.earlier), f(c.later), f(c.diff)],
      ...(c.pct === null ? {} : { percents: [c.pct] }),
      dataPoints: a.length + b.length,
    };
  };
const prevDays = (n) => (now) => ({ from: +now - 2 * n * DAY, to: +now - n * DAY });
const lastDays = (n) => (now) => ranges.lastDays(+now, n);
const conv =
  (r, a, b, conf = 'high') =>
  (events, now) => {
    const range = r(now);
    const c = conversion(events, range, a, b);
    return {
      confidence: conf,
      numbers: [c.did, c.converted],
      percents: [c.pct],
      dataPoints: select(events, { range, names: [a] }).length + select(events, { range, names: [b] }).length,
    };
  };
const lastOf = (evs) => newestFirst(evs)[0];

export const cases = [
  // ================================================================ count
  {
    id: 'count-01',
    type: 'count',
    question: 'how many meal.selected events do we have in total?',
    expect: (ev) => {
      const s = select(ev, { names: [SEL] });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Ops asking: how many times did MealDelivered fire last week?',
    expect: (ev, now) => {
      const s = select(ev, { names: [DEL], range: ranges.lastWeek(+now) });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) =>
      `How many "Delivery Issue Reported" events came in on ${long(fridgeDay(now))}? That was the day the kitchen fridge died.`,
    expect: (ev, now) => {
      const s = select(ev, { names: [ISSUE], range: ranges.on(fridgeDay(now)) });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-05',
    type: 'count',
    question: `how many order.amended events has ${P.topSpender} logged?`,
    expect: (ev) => {
      const s = select(ev, { names: [AMEND], user: P.topSpender });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) =>
      `Count of meal.selected plus meal-skipped events between ${ymd(daysAgo(now, 40))} and ${ymd(daysAgo(now, 26))}`,
    expect: (ev, now) => {
      const s = select(ev, { names: [SEL, SKIP], range: ranges.between(daysAgo(now, 40), daysAgo(now, 26)) });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'total number of events yesterday?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.yesterday(+now) });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `how many Meal Rated events in ${monthName(monthsBack(now, 2))}?`,
    expect: (ev, now) => {
      const s = select(ev, { names: [RATE], range: namedMonth(now, 2) });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'How many orders did offices place last month? (the weekly ones)',
    expect: (ev, now) => {
      const s = select(ev, { names: [ORDER], range: ranges.lastMonth(+now) });
      return loose({ names: [ORDER], numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'how many lunch_voucher_redeemed events were there last week?',
    expect: LOW,
  },

  // ================================================================ users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many distinct users did meal.selected in the last 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { names: [SEL], range: ranges.lastDays(+now, 7) });
      return hi({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(+now) });
      return hi({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'how many unique people have ever triggred allergen-flagged',
    expect: (ev) => {
      const s = select(ev, { names: [ALLERGEN] });
      return hi({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) => `Number of people who sent a Meal Rated since ${shortOrd(daysAgo(now, 21))}?`,
    expect: (ev, now) => {
      const s = select(ev, { names: [RATE], range: ranges.since(daysAgo(now, 21), +now) });
      return hi({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-06',
    type: 'users',
    question:
      'unique users with an AccountLogin in the past 90 days — trying to size the login reminder campain',
    expect: (ev, now) => {
      const s = select(ev, { names: [LOGIN], range: ranges.lastDays(+now, 90) });
      return hi({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-07',
    type: 'users',
    question: (now) =>
      `how many active users between ${euro(daysAgo(now, 60))} and ${euro(daysAgo(now, 46))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.between(daysAgo(now, 60), daysAgo(now, 46)) });
      return hi({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'how many customers did subscription_cancelled this year?',
    expect: LOW,
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'how many people looked at the menu in the last 2 weeks?',
    expect: (ev, now) => {
      const s = select(ev, { names: [MENU], range: ranges.lastWeeks(+now, 2) });
      return loose({ names: [MENU], numbers: [users(s).size], dataPoints: s.length });
    },
  },

  // ================================================================ value
  {
    id: 'value-01',
    type: 'value',
    question: 'What is the total value of weekly_order_placed, all time?',
    expect: (ev) => {
      const s = select(ev, { names: [ORDER] });
      return hi({ numbers: [money(sum(s))], dataPoints: s.length });
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average Meal Rated value over the last 30 days? (its the star rating)',
    expect: (ev, now) => {
      const s = select(ev, { names: [RATE], range: ranges.lastDays(+now, 30) });
      return hi({ numbers: [avg(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'largest singel invoice_paid amount last month',
    expect: (ev, now) => {
      const s = select(ev, { names: [INV], range: ranges.lastMonth(+now) });
      return hi({ numbers: [money(max(s))], dataPoints: s.length });
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'min value of order.amended ever? want to see the biggest cut an office made',
    expect: (ev) => {
      const s = select(ev, { names: [AMEND] });
      return hi({ numbers: [money(min(s))], dataPoints: s.length });
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median Meal Rated score in the past 14 days',
    expect: (ev, now) => {
      const s = select(ev, { names: [RATE], range: ranges.lastDays(+now, 14) });
      return hi({ numbers: [median(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: `sum of invoice_paid for ${P.topSpender}`,
    expect: (ev) => {
      const s = select(ev, { names: [INV], user: P.topSpender });
      return hi({ numbers: [money(sum(s))], dataPoints: s.length });
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'what was our revenue last month?',
    expect: (ev, now) => {
      const s = select(ev, { names: MONEY, range: ranges.lastMonth(+now) });
      return loose({ names: MONEY, unordered: true, numbers: [money(sum(s))], dataPoints: s.length });
    },
  },
  {
    id: 'value-09',
    type: 'value',
    question: (now) => `avg rating on ${shortOrd(fridgeDay(now))}, the fridge failure day`,
    expect: (ev, now) => {
      const s = select(ev, { names: [RATE], range: ranges.on(fridgeDay(now)) });
      return loose({ names: [RATE], numbers: [avg(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-10',
    type: 'value',
    low: true,
    question: 'total tip_added amount in the last 30 days?',
    expect: LOW,
  },
  {
    id: 'value-11',
    type: 'value',
    question: 'How much did offices pay on their invoices over the last 3 months?',
    expect: (ev, now) => {
      const s = select(ev, { names: [INV], range: ranges.lastMonths(+now, 3) });
      return loose({ names: [INV], numbers: [money(sum(s))], dataPoints: s.length });
    },
  },

  // ================================================================ top-events
  {
    id: 'topev-01',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked((ev, now) => select(ev, { range: ranges.lastDays(+now, 30) }), byName),
  },
  {
    id: 'topev-02',
    type: 'top-events',
    question: 'which 3 events are the least common overall?',
    expect: ranked((ev) => ev, byName, { n: 3, ascending: true }),
  },
  {
    id: 'topev-03',
    type: 'top-events',
    question: 'what was the single most common event over the past 7 days',
    expect: ranked((ev, now) => select(ev, { range: ranges.lastDays(+now, 7) }), byName, { n: 1 }),
  },
  {
    id: 'topev-05',
    type: 'top-events',
    question: (now) => `top 3 actions in ${monthName(monthsBack(now, 1))}`,
    expect: ranked((ev, now) => select(ev, { range: namedMonth(now, 1) }), byName, { n: 3 }),
  },
  {
    id: 'topev-06',
    type: 'top-events',
    question: 'least used event last month?',
    expect: ranked((ev, now) => select(ev, { range: ranges.lastMonth(+now) }), byName, {
      n: 1,
      ascending: true,
    }),
  },
  {
    id: 'topev-07',
    type: 'top-events',
    question: (now) => `rank the top 4 event types by count since ${ymd(daysAgo(now, 45))}`,
    expect: ranked((ev, now) => select(ev, { range: ranges.since(daysAgo(now, 45), +now) }), byName, {
      n: 4,
    }),
  },
  {
    id: 'topev-08',
    type: 'top-events',
    question: (now) => `which event was most common on ${long(fridgeDay(now))}? and the next two after it`,
    expect: ranked((ev, now) => select(ev, { range: ranges.on(fridgeDay(now)) }), byName, { n: 3 }),
  },
  {
    id: 'topev-09',
    type: 'top-events',
    question: 'bottom 2 events in the past 90 days by occurrences',
    expect: ranked((ev, now) => select(ev, { range: ranges.lastDays(+now, 90) }), byName, {
      n: 2,
      ascending: true,
    }),
  },

  // ================================================================ top-users
  {
    id: 'topus-01',
    type: 'top-users',
    question: 'Who are the 2 most active users by number of events?',
    expect: ranked((ev) => ev, byUser, { n: 2 }),
  },
  {
    id: 'topus-02',
    type: 'top-users',
    question: 'top 3 offices by invoice_paid value in the last 60 days (admins pay the invoices)',
    expect: ranked((ev, now) => select(ev, { names: [INV], range: ranges.lastDays(+now, 60) }), byUser, {
      n: 3,
      measure: value,
    }),
  },
  {
    id: 'topus-03',
    type: 'top-users',
    question: 'our top 3 spenders this quarter-ish, say the last 3 months?',
    expect: ranked((ev, now) => select(ev, { names: MONEY, range: ranges.lastMonths(+now, 3) }), byUser, {
      n: 3,
      measure: value,
      conf: 'not-high',
    }),
  },
  {
    id: 'topus-04',
    type: 'top-users',
    question: 'most active user last week',
    expect: ranked((ev, now) => select(ev, { range: ranges.lastWeek(+now) }), byUser, { n: 1 }),
  },
  {
    id: 'topus-05',
    type: 'top-users',
    question: 'who had the most meal.selected events over the past 30 days?',
    expect: ranked((ev, now) => select(ev, { names: [SEL], range: ranges.lastDays(+now, 30) }), byUser, {
      n: 1,
    }),
  },
  {
    id: 'topus-06',
    type: 'top-users',
    question: 'who rates meals the most? the single top user by Meal Rated count',
    expect: ranked((ev) => select(ev, { names: [RATE] }), byUser, { n: 1 }),
  },
  {
    id: 'topus-07',
    type: 'top-users',
    question: (now) => `top 3 admins by weekly_order_placed total amount since ${long(daysAgo(now, 50))}`,
    expect: ranked(
      (ev, now) => select(ev, { names: [ORDER], range: ranges.since(daysAgo(now, 50), +now) }),
      byUser,
      { n: 3, measure: value },
    ),
  },
  {
    id: 'topus-08',
    type: 'top-users',
    question: 'which user triggered allergen-flagged most often, all time?',
    expect: ranked((ev) => select(ev, { names: [ALLERGEN] }), byUser, { n: 1 }),
  },
  {
    id: 'topus-09',
    type: 'top-users',
    question: 'top 3 users by total order amendment amount over the last 60 days',
    expect: ranked((ev, now) => select(ev, { names: [AMEND], range: ranges.lastDays(+now, 60) }), byUser, {
      n: 3,
      measure: value,
      conf: 'not-high',
    }),
  },

  // ================================================================ user
  {
    id: 'user-01',
    type: 'user',
    question: `how many events does ${P.topEmployee} have?`,
    expect: (ev) => {
      const s = select(ev, { user: P.topEmployee });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'user-02',
    type: 'user',
    question: `when was ${P.churnedAdmin} first seen, and when last seen?`,
    expect: (ev) => {
      const s = newestFirst(select(ev, { user: P.churnedAdmin }));
      const f = time(s.at(-1)),
        l = time(s[0]);
      return hi({ names: [ymd(f), hhmm(f), ymd(l), hhmm(l)], dataPoints: s.length });
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: `which event names has ${P.newcomer} used so far? new starter, want to check onboarding`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return hi({ names: [...new Set(s.map(byName))], unordered: true, dataPoints: s.length });
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: `show me the 3 most recent events of ${P.allergyFlagger}`,
    expect: (ev) => {
      const s = select(ev, { user: P.allergyFlagger });
      return hi({ names: newestFirst(s).slice(0, 3).map(byName), dataPoints: s.length });
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: `what did ${P.topSpender} do last month - how many events?`,
    expect: (ev, now) => {
      const s = select(ev, { user: P.topSpender, range: ranges.lastMonth(+now) });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'user-06',
    type: 'user',
    low: true,
    question: `how many meals did ${NOBODY} pick last month?`,
    expect: LOW,
  },
  {
    id: 'user-08',
    type: 'user',
    question: `first seen date for ${P.newcomer}?`,
    expect: (ev) => {
      const s = newestFirst(select(ev, { user: P.newcomer }));
      const f = time(s.at(-1));
      return hi({ names: [ymd(f), hhmm(f)], dataPoints: s.length });
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: `last seen for ${P.churnedEmployee}? support thinks they left the company`,
    expect: (ev) => {
      const s = newestFirst(select(ev, { user: P.churnedEmployee }));
      const l = time(s[0]);
      return hi({ names: [ymd(l), hhmm(l)], dataPoints: s.length });
    },
  },
  {
    id: 'user-10',
    type: 'user',
    question: `How many Meal Rated did ${P.topEmployee} submit in the past 2 weeks?`,
    expect: (ev, now) => {
      const s = select(ev, { user: P.topEmployee, names: [RATE], range: ranges.lastWeeks(+now, 2) });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },

  // ================================================================ breakdown
  {
    id: 'bd-01',
    type: 'breakdown',
    question: 'busiest day in the last 60 days?',
    expect: busiest((ev, now) => select(ev, { range: ranges.lastDays(+now, 60) }), byDay),
  },
  {
    id: 'bd-02',
    type: 'breakdown',
    question: 'which weekday is busiest for meal.selected, all time',
    expect: busiest((ev) => select(ev, { names: [SEL] }), byWeekday),
  },
  {
    id: 'bd-03',
    type: 'breakdown',
    question: 'What hour of the day do most MealDelivered events happen (UTC)?',
    expect: busiest((ev) => select(ev, { names: [DEL] }), byHour),
  },
  {
    id: 'bd-04',
    type: 'breakdown',
    question: (now) => `busiest week for meal.selected since ${ymd(daysAgo(now, 70))}? weeks starting monday`,
    expect: busiest(
      (ev, now) => select(ev, { names: [SEL], range: ranges.since(daysAgo(now, 70), +now) }),
      byWeek,
    ),
  },
  {
    id: 'bd-05',
    type: 'breakdown',
    question: (now) =>
      `monthly counts of weekly_order_placed for ${monthName(monthsBack(now, 3))} through ${monthName(monthsBack(now, 1))}`,
    expect: (ev, now) => {
      const r = { from: namedMonth(now, 3).from, to: namedMonth(now, 1).to };
      const s = select(ev, { names: [ORDER], range: r });
      const t = [...tally(s, byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return hi({ names: t.map(([k]) => k), numbers: t.map(([, v]) => v), dataPoints: s.length });
    },
  },
  {
    id: 'bd-06',
    type: 'breakdown',
    question: 'quietest weekday overall? thinking about when to schedule the kitchen deep clean',
    expect: busiest((ev) => ev, byWeekday, { ascending: true }),
  },
  {
    id: 'bd-07',
    type: 'breakdown',
    question: 'which day had the most Delivery Issue Reported events?',
    expect: busiest((ev) => select(ev, { names: [ISSUE] }), byDay),
  },
  {
    id: 'bd-08',
    type: 'breakdown',
    question: 'peak hour for AccountLogin over the past 30 days',
    expect: busiest((ev, now) => select(ev, { names: [LOGIN], range: ranges.lastDays(+now, 30) }), byHour),
  },
  {
    id: 'bd-09',
    type: 'breakdown',
    question: 'break down last week by day please — all events, which day was the biggest?',
    expect: busiest((ev, now) => select(ev, { range: ranges.lastWeek(+now) }), byDay),
  },

  // ================================================================ compare
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'meal.selected last week vs the week before?',
    expect: cmp(
      (ev, r) => select(ev, { names: [SEL], range: r }),
      (now) => ({ from: ranges.lastWeek(+now).from - 7 * DAY, to: ranges.lastWeek(+now).from }),
      (now) => ranges.lastWeek(+now),
    ),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: 'for the board deck: events in the last 30 days compared with the 30 days before that',
    expect: cmp((ev, r) => select(ev, { range: r }), prevDays(30), lastDays(30)),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: 'is weekly_order_placed value growing? total amount last month vs the month before',
    expect: cmp(
      (ev, r) => select(ev, { names: [ORDER], range: r }),
      (now) => ({ from: monthStart(+now, -2), to: monthStart(+now, -1) }),
      (now) => ranges.lastMonth(+now),
      { measure: sum },
    ),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: 'active users: past 7 days vs the previous 7 days',
    expect: cmp((ev, r) => select(ev, { range: r }), prevDays(7), lastDays(7), {
      measure: (evs) => users(evs).size,
    }),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: 'invoice_paid total value last month compared to the month before, for finance',
    expect: cmp(
      (ev, r) => select(ev, { names: [INV], range: r }),
      (now) => ({ from: monthStart(+now, -2), to: monthStart(+now, -1) }),
      (now) => ranges.lastMonth(+now),
      { measure: sum },
    ),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: (now) =>
      `Meal Rated count: ${monthName(monthsBack(now, 3))} vs ${monthName(monthsBack(now, 2))}`,
    expect: cmp(
      (ev, r) => select(ev, { names: [RATE], range: r }),
      (now) => namedMonth(now, 3),
      (now) => namedMonth(now, 2),
    ),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question: 'menu.viewed in the last 14 days vs the 14 days before',
    expect: cmp((ev, r) => select(ev, { names: [MENU], range: r }), prevDays(14), lastDays(14)),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: 'are logins up or down? past 4 weeks compared with the 4 weeks before',
    expect: cmp((ev, r) => select(ev, { names: [LOGIN], range: r }), prevDays(28), lastDays(28), {
      conf: 'not-high',
    }),
  },
  {
    id: 'cmp-09',
    type: 'compare',
    question:
      'how does the number of allergen-flagged events over the last 60 days compare with the 60 days before it?',
    expect: cmp((ev, r) => select(ev, { names: [ALLERGEN], range: r }), prevDays(60), lastDays(60)),
  },

  // ================================================================ share
  {
    id: 'share-01',
    type: 'share',
    question: 'what percentage of all events are meal.selected?',
    expect: (ev) =>
      hi({ percents: [percent(select(ev, { names: [SEL] }).length, ev.length)], dataPoints: ev.length }),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what % of active users in the past 30 days triggered allergen-flagged?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(+now, 30) });
      return hi({
        percents: [percent(users(select(s, { names: [ALLERGEN] })).size, users(s).size)],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'share of Meal Rated among all events last month',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(+now) });
      return hi({ percents: [percent(select(s, { names: [RATE] }).length, s.length)], dataPoints: s.length });
    },
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'what percent of users have ever done feedback_submitted?',
    expect: (ev) =>
      hi({
        percents: [percent(users(select(ev, { names: [FB] })).size, users(ev).size)],
        dataPoints: ev.length,
      }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: (now) => `On ${ymd(fridgeDay(now))} what share of events were Delivery Issue Reported?`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.on(fridgeDay(now)) });
      return hi({
        percents: [percent(select(s, { names: [ISSUE] }).length, s.length)],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'share-06',
    type: 'share',
    question: `what share of all events came from ${P.topEmployee}?`,
    expect: (ev) =>
      hi({
        percents: [percent(select(ev, { user: P.topEmployee }).length, ev.length)],
        dataPoints: ev.length,
      }),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'Of the people active in the last 7 days, what percentage picked a meal (meal.selected)?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(+now, 7) });
      return hi({
        percents: [percent(users(select(s, { names: [SEL] })).size, users(s).size)],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'share-09',
    type: 'share',
    question: 'what fraction of all events in the last 90 days were ratings? as a percentage',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(+now, 90) });
      return loose({
        names: [RATE],
        percents: [percent(select(s, { names: [RATE] }).length, s.length)],
        dataPoints: s.length,
      });
    },
  },

  // ================================================================ conversion
  {
    id: 'conv-01',
    type: 'conversion',
    question: 'of users who did menu.viewed in the last 30 days, how many went on to meal.selected?',
    expect: conv(lastDays(30), MENU, SEL),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: 'conversion from meal.selected to Meal Rated, all time',
    expect: conv(() => ranges.all(), SEL, RATE),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question: 'Of admins who placed weekly_order_placed in the last 90 days, what % then did invoice_paid?',
    expect: conv(lastDays(90), ORDER, INV),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question: 'MealDelivered -> feedback_submitted conversion over the past 60 days',
    expect: conv(lastDays(60), DEL, FB),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question: 'last month: of users with an AccountLogin, how many later did weekly_order_placed?',
    expect: conv((now) => ranges.lastMonth(+now), LOGIN, ORDER),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question: (now) =>
      `since ${long(daysAgo(now, 28))}, how many users who selected a meal then rated it? meal.selected then Meal Rated`,
    expect: conv((now) => ranges.since(daysAgo(now, 28), +now), SEL, RATE),
  },
  {
    id: 'conv-08',
    type: 'conversion',
    low: true,
    question: 'of users who did checkout_started last month how many then did meal.selected?',
    expect: LOW,
  },
  {
    id: 'conv-09',
    type: 'conversion',
    question: 'funnel: menu views to meal picks in the past 7 days, what percent converted?',
    expect: conv(lastDays(7), MENU, SEL, 'not-high'),
  },

  // ================================================================ churn / new
  {
    id: 'churn-01',
    type: 'churn',
    question:
      'how many users were active in the 30 days before the last 30 days but have done nothing in the last 30 days?',
    expect: (ev, now) => hi({ numbers: [churned(ev, prevDays(30)(now), lastDays(30)(now)).length] }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many new users in the last 30 days?',
    expect: (ev, now) => hi({ numbers: [newUsers(ev, ranges.lastDays(+now, 30)).length] }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'new users last month — first ever event in that month',
    expect: (ev, now) => hi({ numbers: [newUsers(ev, ranges.lastMonth(+now)).length] }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `users active in ${monthName(monthsBack(now, 3))} who haven't been seen since ${long(daysAgo(now, 30))}: how many?`,
    expect: (ev, now) =>
      hi({ numbers: [churned(ev, namedMonth(now, 3), ranges.since(daysAgo(now, 30), +now)).length] }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: 'new users in the past 7 days?',
    expect: (ev, now) => hi({ numbers: [newUsers(ev, ranges.lastDays(+now, 7)).length] }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: 'churned count: active last month, not active in the last 14 days',
    expect: (ev, now) =>
      hi({ numbers: [churned(ev, ranges.lastMonth(+now), ranges.lastDays(+now, 14)).length] }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) => `how many people joined (first event ever) since ${euro(daysAgo(now, 45))}?`,
    expect: (ev, now) => hi({ numbers: [newUsers(ev, ranges.since(daysAgo(now, 45), +now)).length] }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question:
      'users who were active in the previous 2 weeks but not in the last 2 weeks — how many dropped off?',
    expect: (ev, now) => hi({ numbers: [churned(ev, prevDays(14)(now), lastDays(14)(now)).length] }),
  },

  // ================================================================ recency
  {
    id: 'rec-01',
    type: 'recency',
    question: 'when was the last Delivery Issue Reported?',
    expect: (ev) => {
      const s = select(ev, { names: [ISSUE] });
      const t = time(lastOf(s));
      return hi({ names: [ymd(t), hhmm(t)], dataPoints: s.length });
    },
  },
  {
    id: 'rec-02',
    type: 'recency',
    question: 'did anyone flag an allergen (allergen-flagged) in the past 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { names: [ALLERGEN], range: ranges.lastDays(+now, 7) });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'rec-03',
    type: 'recency',
    question: 'last invoice_paid — when?',
    expect: (ev) => {
      const s = select(ev, { names: [INV] });
      const t = time(lastOf(s));
      return hi({ names: [ymd(t), hhmm(t)], dataPoints: s.length });
    },
  },
  {
    id: 'rec-04',
    type: 'recency',
    question: 'has anyone done feedback_submitted in the last 3 days?',
    expect: (ev, now) => {
      const s = select(ev, { names: [FB], range: ranges.lastDays(+now, 3) });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'rec-05',
    type: 'recency',
    question: `when did ${P.churnedAdmin} last do weekly_order_placed?`,
    expect: (ev) => {
      const s = select(ev, { names: [ORDER], user: P.churnedAdmin });
      const t = time(lastOf(s));
      return hi({ names: [ymd(t), hhmm(t)], dataPoints: s.length });
    },
  },
  { id: 'rec-07', type: 'recency', low: true, question: `when was ${NOBODY} last active?`, expect: LOW },
  {
    id: 'rec-08',
    type: 'recency',
    question: 'last time somebody did order.amended?',
    expect: (ev) => {
      const s = select(ev, { names: [AMEND] });
      const t = time(lastOf(s));
      return hi({ names: [ymd(t), hhmm(t)], dataPoints: s.length });
    },
  },
  {
    id: 'rec-09',
    type: 'recency',
    question: 'when did someone last report a delivery issue? just the latest one',
    expect: (ev) => {
      const s = select(ev, { names: [ISSUE] });
      const t = time(lastOf(s));
      return loose({ names: [ISSUE, ymd(t), hhmm(t)], unordered: true, dataPoints: s.length });
    },
  },

  // ================================================================ catalogue
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'which event names exist?',
    expect: (ev) => hi({ names: [...new Set(ev.map(byName))], unordered: true, dataPoints: ev.length }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users are there in total',
    expect: (ev) => hi({ numbers: [users(ev).size], dataPoints: ev.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'total number of events stored, all time?',
    expect: (ev) => hi({ numbers: [ev.length], dataPoints: ev.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'new on the team — can you list the event types we track in the catering app?',
    expect: (ev) => hi({ names: [...new Set(ev.map(byName))], unordered: true, dataPoints: ev.length }),
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'how many distinct event names are there?',
    expect: (ev) => hi({ numbers: [new Set(ev.map(byName)).size], dataPoints: ev.length }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question: 'overall: how many users and how many events do we have?',
    expect: (ev) => hi({ numbers: [users(ev).size, ev.length], dataPoints: ev.length }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: 'give me an overview of the data - what events do we log and how many users in total?',
    expect: (ev) =>
      hi({
        names: [...new Set(ev.map(byName))],
        unordered: true,
        numbers: [users(ev).size],
        dataPoints: ev.length,
      }),
  },
  {
    id: 'cat-08',
    type: 'catalogue',
    question: 'what kinds of events are recorded? how many events altogether?',
    expect: (ev) =>
      hi({
        names: [...new Set(ev.map(byName))],
        unordered: true,
        numbers: [ev.length],
        dataPoints: ev.length,
      }),
  },

  // ================================================================ other
  {
    id: 'other-01',
    type: 'other',
    question: 'what was the temperature inside the kitchen fridge when it failed?',
    expect: LOW,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'which dish do people like best — the salmon bowl or the lentil curry?',
    expect: LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'what is our profit margin per meal after ingredient costs?',
    expect: LOW,
  },
  { id: 'other-04', type: 'other', question: 'which city is each office located in?', expect: LOW },
  {
    id: 'other-05',
    type: 'other',
    question: 'forecast next quarter’s weekly orders for us please',
    expect: LOW,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'What is the name of the driver who delivered to the 5th floor on Tuesday?',
    expect: LOW,
  },
  { id: 'other-07', type: 'other', question: 'how many calories were in the meals we served?', expect: LOW },
  {
    id: 'other-08',
    type: 'other',
    question: 'are employees happier at work since we started catering? look at retention of staff',
    expect: LOW,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'whats the weather going to be tomorrow for the outdoor lunch?',
    expect: LOW,
  },
];
