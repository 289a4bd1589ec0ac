/* eslint-disable @typescript-eslint/no-unused-vars -- the round is kept as its author wrote it */
// Blind round "school": questions people at a K-12 school-app company would ask.
// Every expectation is computed from the events with the reference oracle (never typed in).
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, NOBODY, PERSONAS, storyDays } from './data.mjs';

const { DAY, HOUR, ranges: R, select, users, sum, avg, min, max, percent, tally, rank, round, time } = O;
const MONEY = ['trip.payment', 'LunchTopUp'];

// ---- date phrasing (all from now) ---------------------------------------------------------
const t0 = (now) => O.dayStart(+now);
const daysAgo = (now, n) => t0(now) - n * DAY;
const MON3 = O.MONTHS.map((m) => m.slice(0, 3));
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
const iso = (t) => O.isoDay(t); // 2026-10-19
const longDay = (t) => `${O.MONTHS[D(t).getUTCMonth()]} ${ord(D(t).getUTCDate())}`; // October 19th
const shortDay = (t) => `${MON3[D(t).getUTCMonth()]} ${D(t).getUTCDate()}`; // Oct 19
const euroDay = (t) => `${D(t).getUTCDate()} ${O.MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCFullYear()}`; // 19 October 2026
const monthName = (t) => O.MONTHS[D(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${D(t).getUTCFullYear()}`;
const prevMonth = (now, k) => O.monthStart(+now, -k); // start of the k-th previous calendar month

// ---- expectation builders -------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const conf = (loose) => (loose ? 'not-high' : 'high');
// A figure with the events it was read from; nothing in scope means low with dataPoints 0.
function figure(values, dp, { loose, names, unordered, percents } = {}) {
  if (!dp) return LOW;
  const x = { confidence: conf(loose), dataPoints: dp };
  if (values?.length) x.numbers = values;
  if (percents?.length) x.percents = percents;
  if (names?.length) x.names = names;
  if (unordered) x.unordered = true;
  return x;
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : round((v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const money = (v) => round(v, 2);

// Ranked list expectation; `tieAtCut` also flags ties inside the list (the order would be ambiguous).
// `cover`: names that must all occur (a "least common" list would otherwise hide zero counts).
function ranked(getMap, n, { ascending = false, loose = false, dp, cover } = {}) {
  const expect = (events, now) => {
    const { map, dataPoints } = getMap(events, now);
    const top = rank(map, { n, ascending });
    return figure(
      top.map(([, v]) => (Number.isInteger(v) ? v : money(v))),
      dp ? dp(events, now) : dataPoints,
      { loose, names: top.map(([k]) => k) },
    );
  };
  expect.tieAtCut = (events, now) => {
    const { map } = getMap(events, now);
    if (cover && cover.some((k) => !map.has(k))) return true;
    const top = rank(map, { n: n + 1, ascending });
    for (let i = 1; i < Math.min(top.length, n + 1); i++) if (top[i][1] === top[i - 1][1]) return true;
    return false;
  };
  return expect;
}
const withTie = (expect, tie) => Object.assign(expect, { tieAtCut: tie });

export const cases = [];
const add = (type, id, question, expect, extra = {}) =>
  cases.push({ id: `${type}-${id}`, type, question, expect, ...extra });

// ================================ count ========================================================
const countOf = (events, opts, loose) => {
  const n = select(events, opts).length;
  return figure([n], n, { loose });
};

add('count', 'hw-7d', 'how many HomeworkSubmitted events in the last 7 days?', (ev, now) =>
  countOf(ev, { range: R.lastDays(+now, 7), names: ['HomeworkSubmitted'] }),
);

add(
  'count',
  'reads-yesterday',
  'Quick one for the parent-engagement standup: how many Message Read events did we log yesterday?',
  (ev, now) => countOf(ev, { range: R.yesterday(+now), names: ['Message Read'] }),
);

add(
  'count',
  'flu-day-absent',
  (now) =>
    `How many Marked Absent events were there on ${longDay(storyDays(now).flu)}? The nurse thinks it was a flu wave.`,
  (ev, now) => countOf(ev, { range: R.on(storyDays(now).flu), names: ['Marked Absent'] }),
);

add(
  'count',
  'since-all',
  (now) => `total number of events since ${shortDay(daysAgo(now, 30))}`,
  (ev, now) => countOf(ev, { range: R.since(daysAgo(now, 30), +now) }),
);

add(
  'count',
  'tch317-assignments',
  (now) => `how many assignment_posted did tch_317 do in ${monthName(prevMonth(now, 1))}?`,
  (ev, now) =>
    countOf(ev, { range: R.month(prevMonth(now, 1)), names: ['assignment_posted'], user: 'tch_317' }),
);

add(
  'count',
  'trip-payments-between',
  (now) =>
    `Finance asks: number of trip payments between ${iso(daysAgo(now, 45))} and ${iso(daysAgo(now, 15))}?`,
  (ev, now) => countOf(ev, { range: R.between(daysAgo(now, 45), daysAgo(now, 15)), names: ['trip.payment'] }),
);

add('count', 'lunch-lastweek', 'how many lunch top ups happend last week', (ev, now) =>
  countOf(ev, { range: R.lastWeek(+now), names: ['LunchTopUp'] }),
);

add('count', 'grades-14d', 'How many grades did teachers hand out over the past 14 days?', (ev, now) =>
  countOf(ev, { range: R.lastDays(+now, 14), names: ['submission_graded'] }, true),
);

add('count', 'all-24h', 'events in the last 24 hours?', (ev, now) =>
  countOf(ev, { range: R.lastHours(+now, 24) }),
);

add('count', 'app-opens-today', 'app opens today so far', (ev, now) =>
  countOf(ev, { range: R.today(+now), names: ['app_opened'] }, true),
);

add('count', 'late-4w', 'How many times were kids marked late in the past 4 weeks', (ev, now) =>
  countOf(ev, { range: R.lastWeeks(+now, 4), names: ['marked-late'] }),
);

add('count', 'app-this-month', 'app_opened count this month (month to date)?', (ev, now) =>
  countOf(ev, { range: R.thisMonth(+now), names: ['app_opened'] }),
);

add(
  'count',
  'unknown-bus',
  'how many bus_checkin events came through last week? transport team wants to know',
  () => LOW,
  { low: true },
);

add('count', 'slips-21d', 'Permission Slip Signed count for the past 21 days pls', (ev, now) =>
  countOf(ev, { range: R.lastDays(+now, 21), names: ['permission-slip-signed'] }),
);

add('count', 'this-year', 'how many events have we logged so far this year?', (ev, now) =>
  countOf(ev, { range: R.thisYear(+now) }),
);

add(
  'count',
  'absent-before',
  (now) =>
    `Marked Absent count before ${longDay(daysAgo(now, 60))}, please — need the baseline before the new attendance policy`,
  (ev, now) => countOf(ev, { range: R.before(daysAgo(now, 60)), names: ['Marked Absent'] }),
);

// ================================ users ========================================================
const usersOf = (events, opts, loose) => {
  const s = select(events, opts);
  return figure([users(s).size], s.length, { loose });
};

add('users', 'app-30d', 'How many unique users had an app_opened event in the past 30 days?', (ev, now) =>
  usersOf(ev, { range: R.lastDays(+now, 30), names: ['app_opened'] }),
);

add('users', 'active-this-week', 'active users this week?', (ev, now) =>
  usersOf(ev, { range: R.thisWeek(+now) }),
);

add(
  'users',
  'trip-payers-month',
  (now) => `how many different people made a trip.payment in ${monthYear(prevMonth(now, 2))}`,
  (ev, now) => usersOf(ev, { range: R.month(prevMonth(now, 2)), names: ['trip.payment'] }),
);

add('users', 'hw-yesterday-loose', 'number of kids who turned in homework yesterday?', (ev, now) =>
  usersOf(ev, { range: R.yesterday(+now), names: ['HomeworkSubmitted'] }, true),
);

add(
  'users',
  'readers-since',
  (now) => `Unique users for Message Read since ${euroDay(daysAgo(now, 21))}`,
  (ev, now) => usersOf(ev, { range: R.since(daysAgo(now, 21), +now), names: ['Message Read'] }),
);

add(
  'users',
  'used-3-months',
  'For the board deck: how many people used Backpack at all in the last 3 months?',
  (ev, now) => usersOf(ev, { range: R.lastMonths(+now, 3) }),
);

add('users', 'unknown-reportcard', 'how many users triggered report_card_downloaded this term?', () => LOW, {
  low: true,
});

add(
  'users',
  'late-between',
  (now) =>
    `How many distinct users got marked-late between ${shortDay(daysAgo(now, 60))} and ${shortDay(daysAgo(now, 31))}?`,
  (ev, now) => usersOf(ev, { range: R.between(daysAgo(now, 60), daysAgo(now, 31)), names: ['marked-late'] }),
);

add(
  'users',
  'on-date',
  (now) => `how many users were active on ${iso(daysAgo(now, 9))}?`,
  (ev, now) => usersOf(ev, { range: R.on(daysAgo(now, 9)) }),
);

add(
  'users',
  'last-6h',
  'how many unique users in the last 6 hours? checking the new push rollout didnt break logins',
  (ev, now) => usersOf(ev, { range: R.lastHours(+now, 6) }),
);

add(
  'users',
  'graders-2w',
  'how many teachers graded something in the last 2 weeks (submission_graded)?',
  (ev, now) => usersOf(ev, { range: R.lastWeeks(+now, 2), names: ['submission_graded'] }),
);

// ================================ value ========================================================
const valueOf = (events, opts, fn, loose, names) => {
  const s = select(events, opts);
  return s.length ? figure([money(fn(s))], s.length, { loose, names, unordered: true }) : LOW;
};

add(
  'value',
  'hw-minutes-7d',
  'Total minutes spent on homework in the last 7 days — sum of the HomeworkSubmitted value.',
  (ev, now) => valueOf(ev, { range: R.lastDays(+now, 7), names: ['HomeworkSubmitted'] }, sum),
);

add(
  'value',
  'avg-score-month',
  (now) => `what was the average submission_graded score in ${monthName(prevMonth(now, 1))}?`,
  (ev, now) => valueOf(ev, { range: R.month(prevMonth(now, 1)), names: ['submission_graded'] }, avg),
);

add(
  'value',
  'median-score-30d',
  'median score on submission_graded over the last 30 days? the mean gets dragged down by a handful of really low scores',
  (ev, now) => valueOf(ev, { range: R.lastDays(+now, 30), names: ['submission_graded'] }, median),
);

add('value', 'max-trip', 'biggest single trip.payment we have ever received?', (ev) =>
  valueOf(ev, { names: ['trip.payment'] }, max),
);

add('value', 'min-lunch-2m', 'Smallest LunchTopUp amount in the past 2 months', (ev, now) =>
  valueOf(ev, { range: R.lastMonths(+now, 2), names: ['LunchTopUp'] }, min),
);

add(
  'value',
  'trip-sum-since',
  (now) => `How much was paid via trip.payment since ${longDay(daysAgo(now, 40))}? in dollars`,
  (ev, now) => valueOf(ev, { range: R.since(daysAgo(now, 40), +now), names: ['trip.payment'] }, sum),
);

add('value', 'revenue-last-month', 'what was total revenue last month?', (ev, now) =>
  valueOf(ev, { range: R.lastMonth(+now), names: MONEY }, sum, true, MONEY),
);

add(
  'value',
  'avg-late-8w',
  'On average how many minutes late are students when they get marked-late? past 8 weeks',
  (ev, now) => valueOf(ev, { range: R.lastWeeks(+now, 8), names: ['marked-late'] }, avg),
);

add('value', 'par2044-lunch', 'total LunchTopUp dollars for par_2044 (they asked for a statement)', (ev) =>
  valueOf(ev, { names: ['LunchTopUp'], user: 'par_2044' }, sum),
);

add('value', 'unknown-refund', 'average value of field_trip_refund events?', () => LOW, { low: true });

add('value', 'avg-lunch-lastmonth', 'avg amount per LunchTopUp last month', (ev, now) =>
  valueOf(ev, { range: R.lastMonth(+now), names: ['LunchTopUp'] }, avg),
);

add(
  'value',
  'max-minutes-week',
  'longest time anyone spent on a single homework over the past week (max HomeworkSubmitted value)?',
  (ev, now) => valueOf(ev, { range: R.lastDays(+now, 7), names: ['HomeworkSubmitted'] }, max),
);

add(
  'value',
  'lunch-money-loose',
  'how much money did parents load onto lunch accounts in the last 30 days?',
  (ev, now) => valueOf(ev, { range: R.lastDays(+now, 30), names: ['LunchTopUp'] }, sum, true),
);

// ================================ top-events ===================================================
const eventMap = (opts) => (ev, now) => {
  const s = select(ev, opts(now));
  return { map: tally(s, O.byName), dataPoints: s.length };
};

add(
  'top-events',
  'top5-30d',
  'top 5 events in the last 30 days',
  ranked(
    eventMap((now) => ({ range: R.lastDays(+now, 30) })),
    5,
  ),
);

add(
  'top-events',
  'top3-3w',
  'what are our 3 most common events over the past 3 weeks?',
  ranked(
    eventMap((now) => ({ range: R.lastWeeks(+now, 3) })),
    3,
  ),
);

add(
  'top-events',
  'bottom3-all',
  'Which 3 event types are used the least, all time?',
  ranked(
    eventMap(() => ({})),
    3,
    { ascending: true, cover: EVENT_NAMES },
  ),
);

add(
  'top-events',
  'top1-yesterday',
  'most frequent event yesterday?',
  ranked(
    eventMap((now) => ({ range: R.yesterday(+now) })),
    1,
  ),
);

add(
  'top-events',
  'tch317-top3',
  'what does tch_317 do most in the app? top 3 event names pls',
  ranked(
    eventMap(() => ({ user: 'tch_317' })),
    3,
  ),
);

add(
  'top-events',
  'list-month',
  (now) => `Which events happened most in ${monthName(prevMonth(now, 2))}? give me the list`,
  ranked(
    eventMap((now) => ({ range: R.month(prevMonth(now, 2)) })),
    5,
  ),
);

add(
  'top-events',
  'top4-between',
  (now) => `top 4 event names from ${longDay(daysAgo(now, 70))} to ${longDay(daysAgo(now, 50))}, by count`,
  ranked(
    eventMap((now) => ({ range: R.between(daysAgo(now, 70), daysAgo(now, 50)) })),
    4,
  ),
);

add(
  'top-events',
  'least-60d',
  'least common event in the past 60 days?',
  ranked(
    eventMap((now) => ({ range: R.lastDays(+now, 60) })),
    1,
    { ascending: true, cover: EVENT_NAMES },
  ),
);

// ================================ top-users ====================================================
const userMap = (opts, measure) => (ev, now) => {
  const s = select(ev, opts(now));
  return { map: tally(s, O.byUser, measure), dataPoints: s.length };
};

add(
  'top-users',
  'active-30d',
  'who are the two most active users in the last 30 days?',
  ranked(
    userMap((now) => ({ range: R.lastDays(+now, 30) })),
    2,
  ),
);

add(
  'top-users',
  'hw-top1',
  'Which user has the most HomeworkSubmitted events overall? want to send them a shoutout',
  ranked(
    userMap(() => ({ names: ['HomeworkSubmitted'] })),
    1,
  ),
);

add(
  'top-users',
  'spenders',
  'top spenders?',
  ranked(
    userMap(() => ({ names: MONEY }), O.value),
    5,
    { loose: true },
  ),
);

add(
  'top-users',
  'trip-payers',
  (now) => `which user paid the most in trip.payment since ${iso(daysAgo(now, 60))}? by amount`,
  ranked(
    userMap((now) => ({ range: R.since(daysAgo(now, 60), +now), names: ['trip.payment'] }), O.value),
    1,
  ),
);

add(
  'top-users',
  'late-top1',
  'who gets marked-late the most?',
  ranked(
    userMap(() => ({ names: ['marked-late'] })),
    1,
  ),
);

add(
  'top-users',
  'lunch-2m',
  'top 3 users by LunchTopUp value over the last 2 months',
  ranked(
    userMap((now) => ({ range: R.lastMonths(+now, 2), names: ['LunchTopUp'] }), O.value),
    3,
  ),
);

add(
  'top-users',
  'minutes-month',
  (now) =>
    `Who put in the most homework minutes in ${monthName(prevMonth(now, 1))}? (sum of HomeworkSubmitted value)`,
  ranked(
    userMap((now) => ({ range: R.month(prevMonth(now, 1)), names: ['HomeworkSubmitted'] }), O.value),
    1,
  ),
);

add(
  'top-users',
  'readers-loose',
  'which parent reads the most messages? this quarter-ish, say last 3 months',
  ranked(
    userMap((now) => ({ range: R.lastMonths(+now, 3), names: ['Message Read'] })),
    1,
    { loose: true },
  ),
);

// ================================ user =========================================================
const userEvents = (ev, u, range) => select(ev, { user: u, range });

add('user', 'stu1088-count', 'how many events does stu_1088 have in total?', (ev) => {
  const n = userEvents(ev, 'stu_1088').length;
  return figure([n], n);
});

add(
  'user',
  'par2107-seen',
  'par_2107 — first seen and last seen? a teacher says the family went quiet',
  (ev) => {
    const s = userEvents(ev, 'par_2107');
    return figure([], s.length, { names: [iso(time(s[0])), iso(time(s.at(-1)))] });
  },
);

add('user', 'par2044-names', 'Which event types has par_2044 ever used?', (ev) => {
  const s = userEvents(ev, 'par_2044');
  return figure([], s.length, { names: [...new Set(s.map((e) => e.eventName))], unordered: true });
});

add('user', 'tch317-recent', 'show me the last 3 things tch_317 did, newest first', (ev) => {
  const s = userEvents(ev, 'tch_317');
  return figure([], s.length, {
    names: O.newestFirst(s)
      .slice(0, 3)
      .map((e) => e.eventName),
  });
});

add(
  'user',
  'stu1231-first',
  'When did stu_1231 first show up in the data? They transferred in recently.',
  (ev) => {
    const s = userEvents(ev, 'stu_1231');
    return figure([], s.length, { names: [iso(time(s[0]))] });
  },
);

add(
  'user',
  'stu1142-late-60d',
  'how many times was stu_1142 marked-late in the last 60 days? parent meeting tomorrow',
  (ev, now) => {
    const n = select(ev, { user: 'stu_1142', names: ['marked-late'], range: R.lastDays(+now, 60) }).length;
    return figure([n], n);
  },
);

add('user', 'nobody', `what has ${NOBODY} been up to lately?`, () => LOW, { low: true });

add('user', 'tch329-last', 'when was tch_329 last seen? HR says they transferred out', (ev) => {
  const s = userEvents(ev, 'tch_329');
  return figure([], s.length, { names: [iso(time(s.at(-1)))] });
});

add('user', 'par2191-14d', 'what did par_2191 do in the past 14 days? which events + how many', (ev, now) => {
  const s = userEvents(ev, 'par_2191', R.lastDays(+now, 14));
  return figure([s.length], s.length, { names: [...new Set(s.map((e) => e.eventName))], unordered: true });
});

add(
  'user',
  'adm01-month',
  (now) =>
    `How many events did adm_01 log in ${monthName(prevMonth(now, 1))}, and when was their most recent one overall?`,
  (ev, now) => {
    const s = userEvents(ev, 'adm_01', R.month(prevMonth(now, 1)));
    const all = userEvents(ev, 'adm_01');
    return s.length ? { confidence: 'high', numbers: [s.length], names: [iso(time(all.at(-1)))] } : LOW;
  },
);

// ================================ breakdown ====================================================
const busiest = (opts, key, { ascending = false, loose = false } = {}) => {
  const getMap = (ev, now) => {
    const s = select(ev, opts(now));
    return { map: tally(s, key), dataPoints: s.length };
  };
  return ranked(getMap, 1, { ascending, loose });
};
// A full breakdown: every bucket in time order, with its figure.
const series = (opts, key, measure) => (ev, now) => {
  const s = select(ev, opts(now));
  const buckets = [...tally(s, key, measure)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return figure(
    buckets.map(([, v]) => money(v)),
    s.length,
    { names: buckets.map(([k]) => k) },
  );
};

add(
  'breakdown',
  'weekday-all',
  'which day of the week is busiest for us overall?',
  busiest(() => ({}), O.byWeekday),
);

add(
  'breakdown',
  'hw-hour-30d',
  'what hour of the day do kids submit the most homework? (HomeworkSubmitted, last 30 days, UTC)',
  busiest((now) => ({ range: R.lastDays(+now, 30), names: ['HomeworkSubmitted'] }), O.byHour),
);

add(
  'breakdown',
  'weekly-4w',
  'can you break down events per week for the last 4 weeks',
  series((now) => ({ range: R.lastWeeks(+now, 4) }), O.byWeek),
);

add(
  'breakdown',
  'lunch-monthly',
  (now) => `LunchTopUp dollars by month since ${monthName(prevMonth(now, 2))} 1st`,
  series((now) => ({ range: R.since(prevMonth(now, 2), +now), names: ['LunchTopUp'] }), O.byMonth, O.value),
);

add(
  'breakdown',
  'absent-peak-day',
  'Which single day had the most Marked Absent events?',
  busiest(() => ({ names: ['Marked Absent'] }), O.byDay),
);

add(
  'breakdown',
  'daily-lastweek',
  'app_opened per day last week',
  series((now) => ({ range: R.lastWeek(+now), names: ['app_opened'] }), O.byDay),
);

add(
  'breakdown',
  'reads-hour',
  'at what time of day do parents read their Message Read notifications most? all time is fine',
  busiest(() => ({ names: ['Message Read'] }), O.byHour),
);

add(
  'breakdown',
  'hw-quietest-weekday',
  'quietest weekday for HomeworkSubmitted?',
  busiest(() => ({ names: ['HomeworkSubmitted'] }), O.byWeekday, { ascending: true }),
);

add(
  'breakdown',
  'slips-peak-30d',
  'which day in the last 30 days saw the most permission-slip-signed? I think there was a deadline',
  busiest((now) => ({ range: R.lastDays(+now, 30), names: ['permission-slip-signed'] }), O.byDay),
);

add(
  'breakdown',
  'grades-by-weekday-month',
  (now) => `submission_graded by weekday for ${monthName(prevMonth(now, 1))} — which weekday is the top one?`,
  busiest((now) => ({ range: R.month(prevMonth(now, 1)), names: ['submission_graded'] }), O.byWeekday),
);

add(
  'breakdown',
  'outage-quietest-day',
  (now) =>
    `eng here — there was a login outage some time between ${longDay(storyDays(now).outage - 10 * DAY)} and ${longDay(storyDays(now).outage + 10 * DAY)}. which day in that range had the fewest events?`,
  busiest(
    (now) => ({ range: R.between(storyDays(now).outage - 10 * DAY, storyDays(now).outage + 10 * DAY) }),
    O.byDay,
    { ascending: true },
  ),
);

// ================================ compare ======================================================
// Two periods, earlier first, measured by fn over each period's events; dataPoints = both periods.
const compare =
  (opts, earlier, later, fn = (s) => s.length, loose = false) =>
  (ev, now) => {
    const a = select(ev, { ...opts, range: earlier(+now) }),
      b = select(ev, { ...opts, range: later(+now) });
    if (!a.length || !b.length) return LOW;
    const va = money(fn(a)),
      vb = money(fn(b)),
      c = O.change(va, vb);
    return {
      confidence: conf(loose),
      dataPoints: a.length + b.length,
      numbers: [va, vb, money(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
    };
  };
const shift = (r, ms) => ({ from: r.from - ms, to: r.to - ms });

add(
  'compare',
  'hw-14d',
  'HomeworkSubmitted in the last 14 days vs the 14 days before — up or down?',
  compare(
    { names: ['HomeworkSubmitted'] },
    (now) => shift(R.lastDays(now, 14), 14 * DAY),
    (now) => R.lastDays(now, 14),
  ),
);

add(
  'compare',
  'lunch-months',
  (now) => `compare LunchTopUp revenue in ${monthName(prevMonth(now, 2))} vs ${monthName(prevMonth(now, 1))}`,
  compare(
    { names: ['LunchTopUp'] },
    (now) => R.month(prevMonth(now, 2)),
    (now) => R.month(prevMonth(now, 1)),
    sum,
  ),
);

add(
  'compare',
  'app-30d',
  'is app usage growing? app_opened, last 30 days compared with the 30 days before that',
  compare(
    { names: ['app_opened'] },
    (now) => shift(R.lastDays(now, 30), 30 * DAY),
    (now) => R.lastDays(now, 30),
  ),
);

add(
  'compare',
  'lunch-users-4w',
  'unique users doing LunchTopUp: past 4 weeks vs the 4 weeks before',
  compare(
    { names: ['LunchTopUp'] },
    (now) => shift(R.lastWeeks(now, 4), 4 * 7 * DAY),
    (now) => R.lastWeeks(now, 4),
    (s) => users(s).size,
  ),
);

add(
  'compare',
  'absent-months',
  (now) =>
    `Marked Absent in ${monthYear(prevMonth(now, 2))} versus ${monthYear(prevMonth(now, 1))}? the district wants attendance trends`,
  compare(
    { names: ['Marked Absent'] },
    (now) => R.month(prevMonth(now, 2)),
    (now) => R.month(prevMonth(now, 1)),
  ),
);

add(
  'compare',
  'avg-score-30d',
  'has the average submission_graded score changed? last 30 days vs the 30 days before',
  compare(
    { names: ['submission_graded'] },
    (now) => shift(R.lastDays(now, 30), 30 * DAY),
    (now) => R.lastDays(now, 30),
    avg,
  ),
);

add(
  'compare',
  'trips-ranges',
  (now) =>
    `trip.payment count: ${iso(daysAgo(now, 100))} to ${iso(daysAgo(now, 71))} compared to ${iso(daysAgo(now, 30))} to ${iso(daysAgo(now, 1))}`,
  compare(
    { names: ['trip.payment'] },
    (now) => R.between(daysAgo(now, 100), daysAgo(now, 71)),
    (now) => R.between(daysAgo(now, 30), daysAgo(now, 1)),
  ),
);

add(
  'compare',
  'events-lastweek',
  'total events last week compared with the week before',
  compare(
    {},
    (now) => shift(R.lastWeek(now), 7 * DAY),
    (now) => R.lastWeek(now),
  ),
);

add(
  'compare',
  'reads-10d',
  'Message Read, past 10 days vs the 10 days before that',
  compare(
    { names: ['Message Read'] },
    (now) => shift(R.lastDays(now, 10), 10 * DAY),
    (now) => R.lastDays(now, 10),
  ),
);

add(
  'compare',
  'this-week-vs-prev',
  'this week so far vs the previous week — total events, same length of time',
  compare(
    {},
    (now) => shift(R.thisWeek(now), now - O.weekStart(now)),
    (now) => R.thisWeek(now),
  ),
);

// ================================ share ========================================================
// Share of events: part / all events in range. dataPoints = all events in range.
const eventShare =
  (names, range, loose = false) =>
  (ev, now) => {
    const all = select(ev, { range: range(+now) }),
      part = select(all, { names });
    return part.length
      ? figure([], all.length, { loose, percents: [percent(part.length, all.length)] })
      : LOW;
  };
// Share of active users: users who did X / all active users in range.
const userShare =
  (names, range, loose = false) =>
  (ev, now) => {
    const all = select(ev, { range: range(+now) }),
      part = select(all, { names });
    return part.length
      ? figure([], all.length, { loose, percents: [percent(users(part).size, users(all).size)] })
      : LOW;
  };

add(
  'share',
  'hw-lastmonth',
  'what % of all events last month were HomeworkSubmitted?',
  eventShare(['HomeworkSubmitted'], (now) => R.lastMonth(now)),
);

add(
  'share',
  'hw-users-30d',
  'Of the users active in the last 30 days, what percentage submitted homework (HomeworkSubmitted)?',
  userShare(['HomeworkSubmitted'], (now) => R.lastDays(now, 30)),
);

add(
  'share',
  'absent-flu-day',
  (now) => `on ${euroDay(storyDays(now).flu)}, what share of that day's events were Marked Absent?`,
  eventShare(['Marked Absent'], (now) => R.on(storyDays(now).flu)),
);

add(
  'share',
  'lunch-users-all',
  'what fraction of all our users have ever done a LunchTopUp?',
  userShare(['LunchTopUp'], () => R.all()),
);

add(
  'share',
  'app-this-week',
  "how much of this week's activity is just app_opened? as a percent",
  eventShare(['app_opened'], (now) => R.thisWeek(now)),
);

add(
  'share',
  'slips-users-since',
  (now) =>
    `Of everyone active since ${longDay(daysAgo(now, 35))}, what percent signed a permission slip (permission-slip-signed)?`,
  userShare(['permission-slip-signed'], (now) => R.since(daysAgo(now, 35), now)),
);

add(
  'share',
  'trip-60d',
  'share of trip.payment among all events in the past 60 days?',
  eventShare(['trip.payment'], (now) => R.lastDays(now, 60)),
);

add(
  'share',
  'late-loose',
  'roughly what percentage of our events in the last 2 weeks are late arrivals?',
  eventShare(['marked-late'], (now) => R.lastWeeks(now, 2), true),
);

// ================================ conversion ===================================================
const conv =
  (a, b, range, loose = false) =>
  (ev, now) => {
    const r = range(+now),
      c = O.conversion(ev, r, a, b);
    const dp = select(ev, { range: r, names: [a, b] }).length;
    return c.did ? figure([c.did, c.converted], dp, { loose, percents: [c.pct] }) : LOW;
  };

add(
  'conversion',
  'slip-to-pay-60d',
  'Of the parents who did permission-slip-signed in the last 60 days, how many went on to make a trip.payment afterwards?',
  conv('permission-slip-signed', 'trip.payment', (now) => R.lastDays(now, 60)),
);

add(
  'conversion',
  'hw-to-view-30d',
  'what % of users who did HomeworkSubmitted in the past 30 days later had a grade.viewed?',
  conv('HomeworkSubmitted', 'grade.viewed', (now) => R.lastDays(now, 30)),
);

add(
  'conversion',
  'read-to-lunch-month',
  (now) => `conversion from Message Read to LunchTopUp in ${monthName(prevMonth(now, 1))}?`,
  conv('Message Read', 'LunchTopUp', (now) => R.month(prevMonth(now, 1))),
);

add(
  'conversion',
  'app-to-hw-since',
  (now) =>
    `since ${shortDay(daysAgo(now, 20))}: of users with an app_opened, how many then did HomeworkSubmitted?`,
  conv('app_opened', 'HomeworkSubmitted', (now) => R.since(daysAgo(now, 20), now)),
);

add(
  'conversion',
  'absent-to-hw-8w',
  'Students who were Marked Absent in the last 8 weeks — how many still did HomeworkSubmitted after their first absence? asking for the wellbeing team',
  conv('Marked Absent', 'HomeworkSubmitted', (now) => R.lastWeeks(now, 8)),
);

add(
  'conversion',
  'assign-to-announce',
  'teachers who did assignment_posted — what share of them later did announcement.posted? all time',
  conv('assignment_posted', 'announcement.posted', () => R.all()),
);

add(
  'conversion',
  'slip-to-pay-loose',
  'of the parents who signed slips in the last 30 days, how many actually paid for the trip after?',
  conv('permission-slip-signed', 'trip.payment', (now) => R.lastDays(now, 30), true),
);

// ================================ churn ========================================================
add(
  'churn',
  'month-churn',
  (now) =>
    `how many users were active in ${monthName(prevMonth(now, 2))} but not at all in ${monthName(prevMonth(now, 1))}?`,
  (ev, now) => {
    const c = O.churned(ev, R.month(prevMonth(now, 2)), R.month(prevMonth(now, 1)));
    return c.length ? { confidence: 'high', numbers: [c.length] } : LOW;
  },
);

add('churn', 'new-2-months', 'new users in the last 2 months?', (ev, now) => {
  const n = O.newUsers(ev, R.lastMonths(+now, 2));
  return n.length ? { confidence: 'high', numbers: [n.length] } : LOW;
});

add(
  'churn',
  'new-30d',
  'How many brand-new users showed up in the last 30 days (first event ever)?',
  (ev, now) => {
    const n = O.newUsers(ev, R.lastDays(+now, 30));
    return n.length ? { confidence: 'high', numbers: [n.length] } : LOW;
  },
);

add(
  'churn',
  'lapsed-between-since',
  (now) =>
    `users active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))} who have done nothing since ${iso(daysAgo(now, 30))}`,
  (ev, now) => {
    const c = O.churned(ev, R.between(daysAgo(now, 90), daysAgo(now, 61)), R.since(daysAgo(now, 30), +now));
    return c.length ? { confidence: 'high', numbers: [c.length] } : LOW;
  },
);

add('churn', 'new-7d-list', 'list the new users from the past 7 days', (ev, now) => {
  const n = O.newUsers(ev, R.lastDays(+now, 7));
  return n.length ? { confidence: 'high', numbers: [n.length], names: n, unordered: true } : LOW;
});

add(
  'churn',
  'lastmonth-not-this',
  "who used the app last month but hasn't been back this month? just the number",
  (ev, now) => {
    const c = O.churned(ev, R.lastMonth(+now), R.thisMonth(+now));
    return c.length ? { confidence: 'high', numbers: [c.length] } : LOW;
  },
);

add(
  'churn',
  'new-in-month',
  (now) => `new users in ${monthYear(prevMonth(now, 1))}`,
  (ev, now) => {
    const n = O.newUsers(ev, R.month(prevMonth(now, 1)));
    return n.length ? { confidence: 'high', numbers: [n.length] } : LOW;
  },
);

add(
  'churn',
  'quiet-2w',
  'how many people were active in the 2 weeks before last but went quiet in the past 14 days? (i.e. active 28-14 days ago, nothing in the last 14 days)',
  (ev, now) => {
    const c = O.churned(ev, shift(R.lastDays(+now, 14), 14 * DAY), R.lastDays(+now, 14));
    return c.length ? { confidence: 'high', numbers: [c.length] } : LOW;
  },
);

// ================================ recency ======================================================
// "When was the last X": the date of the newest X; dataPoints = all X events (of the user, if named).
const lastOf =
  (names, user, loose = false) =>
  (ev) => {
    const s = select(ev, { names, user });
    return s.length ? figure([], s.length, { loose, names: [iso(time(O.newestFirst(s)[0]))] }) : LOW;
  };
// "Did anyone do X in range": yes, with the count.
const anyIn =
  (names, range, loose = false) =>
  (ev, now) => {
    const s = select(ev, { names, range: range(+now) });
    return figure([s.length], s.length, { loose });
  };

add('recency', 'last-trip-payment', 'when was the last trip.payment?', lastOf(['trip.payment']));

add(
  'recency',
  'slips-2w',
  'did anyone sign a permission slip in the past 2 weeks? (permission-slip-signed)',
  anyIn(['permission-slip-signed'], (now) => R.lastWeeks(now, 2)),
);

add(
  'recency',
  'last-absent',
  'Last time a student was Marked Absent — date and time?',
  lastOf(['Marked Absent']),
);

add(
  'recency',
  'tch329-last-assignment',
  'when did tch_329 last do an assignment_posted?',
  lastOf(['assignment_posted'], 'tch_329'),
);

add(
  'recency',
  'late-7d',
  'any marked-late in the last seven days or has everyone been on time?',
  anyIn(['marked-late'], (now) => R.lastDays(now, 7)),
);

add('recency', 'unknown-bus', 'when was the most recent bus.arrived event?', () => LOW, { low: true });

add(
  'recency',
  'last-announcement',
  'most recent announcement.posted, when was it',
  lastOf(['announcement.posted']),
);

add(
  'recency',
  'hw-before-window',
  (now) =>
    `did anyone do a HomeworkSubmitted before ${longDay(daysAgo(now, 150))} ${D(daysAgo(now, 150)).getUTCFullYear()}?`,
  (ev, now) => {
    const n = select(ev, { names: ['HomeworkSubmitted'], range: R.before(daysAgo(now, 150)) }).length;
    return n ? figure([n], n) : LOW;
  },
  { low: true },
);

const lastSaturday = (now) => {
  const w = (D(+now).getUTCDay() + 6) % 7;
  return daysAgo(now, (w - 5 + 7) % 7 || 7);
};
add(
  'recency',
  'late-saturday',
  (now) => `was anybody marked-late on Saturday ${shortDay(lastSaturday(now))}?`,
  (ev, now) => {
    const n = select(ev, { names: ['marked-late'], range: R.on(lastSaturday(now)) }).length;
    return n ? figure([n], n) : LOW;
  },
  { low: true },
);

add(
  'recency',
  'last-lunch-loose',
  'when did a parent last put money on a lunch account?',
  lastOf(['LunchTopUp'], undefined, true),
);

// ================================ catalogue ====================================================
add('catalogue', 'event-names', 'what events do we track?', (ev) =>
  figure([], ev.length, { names: [...new Set(ev.map((e) => e.eventName))], unordered: true }),
);

add('catalogue', 'user-total', 'how many users do we have in total?', (ev) =>
  figure([users(ev).size], ev.length),
);

add('catalogue', 'event-total', 'How many events are stored overall?', (ev) =>
  figure([ev.length], ev.length),
);

add(
  'catalogue',
  'names-with-counts',
  'List every event name with how many times it occurred',
  ranked((ev) => ({ map: tally(ev, O.byName), dataPoints: ev.length }), EVENT_NAMES.length),
);

add('catalogue', 'type-count', 'how many distinct event types are there in the data?', (ev) =>
  figure([new Set(ev.map((e) => e.eventName)).size], ev.length),
);

add(
  'catalogue',
  'overview',
  'new here — give me the basics: number of users, number of events, number of event types',
  (ev) => figure([users(ev).size, ev.length, new Set(ev.map((e) => e.eventName)).size], ev.length),
);

add(
  'catalogue',
  'is-there-lunch',
  'do we have any event for lunch payments in the catalogue? whats it called',
  (ev) => ({
    confidence: 'not-high',
    names: [...new Set(ev.map((e) => e.eventName))].filter((n) => n === 'LunchTopUp'),
  }),
);

// ================================ other ========================================================
const other = (id, question) => add('other', id, question, () => LOW);
other('failing-math', 'Which students are failing math this semester?');
other('class-size', 'what is the average class size at Lincoln Elementary?');
other('push-bounces', 'how many push notifications bounced last week?');
other('office-phone', "what's the phone number for the front office?");
other('forecast-lunch', 'predict how many lunch top-ups we will get next month');
other('teacher-rating', 'which teacher has the highest parent satisfaction rating?');
other('weather', 'what is the weather forecast for the field trip on friday?');
other('free-lunch', 'How many students are eligible for free or reduced-price lunch?');
other('why-quit', 'why did some families stop using the app? what did they complain about');
other('allergies', 'list the kids with peanut allergies going on the museum trip');
