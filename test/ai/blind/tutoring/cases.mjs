/* eslint-disable @typescript-eslint/no-unused-vars -- kept as the blind author wrote it */
import {
  HOUR,
  DAY,
  WEEK,
  MONTHS,
  round,
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  isoMonth,
  ranges as R,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
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
  pastMonth,
  pastMonthDay,
} from '../../../../../shared/ai/eval/oracle.mjs';

const H = 'high',
  NH = 'not-high';
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const N = (now) => +now;

// ---- date wording -----------------------------------------------------------------------
const MON3 = (m) => MONTHS[m].slice(0, 3);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const dd = (now, k) => dayStart(N(now)) - k * DAY; // start of the day k days ago
const long = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${ord(d.getUTCDate())}`;
};
const short = (t) => {
  const d = new Date(t);
  return `${MON3(d.getUTCMonth())} ${d.getUTCDate()}`;
};
const dmy = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
const mName = (now, add) => MONTHS[new Date(monthStart(N(now), add)).getUTCMonth()];
const monthRange = (now, add) => {
  const s = new Date(monthStart(N(now), add));
  return R.month(pastMonth(N(now), s.getUTCMonth()));
};
const namedDay = (now, k) => {
  const d = new Date(dd(now, k));
  return R.on(pastMonthDay(N(now), d.getUTCMonth(), d.getUTCDate()));
};
const mondayAgo = (now, w) => weekStart(N(now)) - w * WEEK;

// ---- expectation builders ------------------------------------------------------------------
const count =
  (f, confidence = H) =>
  (ev, now) => {
    const s = select(ev, f(N(now)));
    return s.length ? { numbers: [s.length], confidence, dataPoints: s.length } : LOW();
  };
const distinct =
  (f, confidence = H) =>
  (ev, now) => {
    const s = select(ev, f(N(now)));
    return s.length ? { numbers: [users(s).size], confidence, dataPoints: s.length } : LOW();
  };
const agg =
  (f, how, confidence = H, extraNames) =>
  (ev, now) => {
    const s = select(ev, f(N(now)));
    if (!s.length) return LOW();
    const v = s.map((e) => e.eventValue).sort((a, b) => a - b);
    const x =
      how === 'sum'
        ? round(sum(s), 2)
        : how === 'avg'
          ? avg(s)
          : how === 'min'
            ? min(s)
            : how === 'max'
              ? max(s)
              : round(v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2, 2);
    return { numbers: [x], confidence, dataPoints: s.length, ...(extraNames ? { names: extraNames } : {}) };
  };
// ranked lists: key, measure, n; dataPoints = the events read (scopeF for the list's scope)
function ranked(
  f,
  key,
  { n = 5, measure, ascending = false, confidence = H, scope, unordered = false } = {},
) {
  const build = (ev, now) => rank(tally(select(ev, f(N(now))), key, measure), { ascending });
  const fn = (ev, now) => {
    const s = select(ev, f(N(now)));
    if (!s.length) return LOW();
    const top = build(ev, now).slice(0, n);
    return {
      names: top.map((x) => x[0]),
      ...(unordered ? { unordered: true } : {}),
      numbers: top.map((x) => round(x[1], 2)),
      confidence,
      dataPoints: scope ? select(ev, scope(N(now))).length : s.length,
    };
  };
  fn.tieAtCut = (ev, now) => {
    const all = build(ev, now);
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return fn;
}
const cmp =
  (fa, fb, measure = 'count', confidence = H) =>
  (ev, now) => {
    const a = select(ev, fa(N(now))),
      b = select(ev, fb(N(now)));
    if (!a.length || !b.length) return LOW();
    const m = (s) => (measure === 'users' ? users(s).size : measure === 'sum' ? round(sum(s), 2) : s.length);
    const c = change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
const shareEvents =
  (range, pred, confidence = H) =>
  (ev, now) => {
    const all = select(ev, { range: range(N(now)) });
    const part = all.filter(pred);
    if (!part.length) return LOW();
    return { percents: [percent(part.length, all.length)], confidence, dataPoints: all.length };
  };
const shareUsers =
  (range, name, confidence = H) =>
  (ev, now) => {
    const all = select(ev, { range: range(N(now)) });
    const did = users(all.filter((e) => e.eventName === name));
    if (!did.size) return LOW();
    return {
      numbers: [did.size, users(all).size],
      percents: [percent(did.size, users(all).size)],
      confidence,
      dataPoints: all.length,
    };
  };
const conv =
  (range, a, b, confidence = H) =>
  (ev, now) => {
    const r = range(N(now));
    const c = conversion(ev, r, a, b);
    if (!c.did || !c.converted) return LOW();
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  };
const lastOf =
  (f, confidence = H) =>
  (ev, now) => {
    const s = select(ev, f(N(now)));
    if (!s.length) return LOW();
    return { names: [isoDay(time(newestFirst(s)[0]))], confidence, dataPoints: s.length };
  };

const ALL = R.all();
const low = { low: true };
let n = 0;
const C = (type, question, expect, extra = {}) => ({
  id: `tutoring-${String(++n).padStart(3, '0')}-${type}`,
  type,
  question,
  expect,
  ...extra,
});

export const cases = [
  // ------------------------------------------------------------------ count
  C(
    'count',
    'How many session.booked events are there altogether?',
    count(() => ({ names: ['session.booked'] })),
  ),
  C(
    'count',
    'how many tutor searches happened in the last 7 days',
    count((now) => ({ range: R.lastDays(now, 7), names: ['tutor_search'] })),
  ),
  C(
    'count',
    'Support here - how many cancellations did we have last week? (the SessionCancelled kind)',
    count((now) => ({ range: R.lastWeek(now), names: ['SessionCancelled'] })),
  ),
  C(
    'count',
    'roughly how many sessions got called off last week?',
    count((now) => ({ range: R.lastWeek(now), names: ['SessionCancelled'] }), NH),
  ),
  C(
    'count',
    (now) => `count of "Video Session Completed" on ${long(dd(now, 10))}`,
    count((now) => ({ range: namedDay(now, 10), names: ['Video Session Completed'] })),
  ),
  C(
    'count',
    'How many messages did tut_0003 send over the past 30 days?',
    count((now) => ({ range: R.lastDays(now, 30), names: ['MessageSent'], user: 'tut_0003' }), NH),
  ),
  C(
    'count',
    (now) => `number of homework-uploaded events between ${isoDay(dd(now, 30))} and ${isoDay(dd(now, 16))}`,
    count((now) => ({ range: R.between(dd(now, 30), dd(now, 16)), names: ['homework-uploaded'] })),
  ),
  C(
    'count',
    'how much activity have we had today so far? total events pls',
    count((now) => ({ range: R.today(now) })),
  ),
  C(
    'count',
    (now) => `Profile Approved count since ${short(dd(now, 60))}?`,
    count((now) => ({ range: R.since(dd(now, 60), now), names: ['Profile Approved'] })),
  ),
  C(
    'count',
    'how many events did stu_0007 log in the past 2 weeks',
    count((now) => ({ range: R.lastWeeks(now, 2), user: 'stu_0007' })),
  ),
  C(
    'count',
    (now) => `For the finance audit: how many package purchased events happened before ${dmy(dd(now, 90))}?`,
    count((now) => ({ range: R.before(dd(now, 90)), names: ['package-purchased'] })),
  ),
  C(
    'count',
    'quick one: total events this week?',
    count((now) => ({ range: R.thisWeek(now) })),
  ),
  C('count', 'How many Trial Lesson Booked events came in last week?', LOW, low),
  // ------------------------------------------------------------------ users
  C(
    'users',
    'How many distinct users were active in the last 30 days?',
    distinct((now) => ({ range: R.lastDays(now, 30) })),
  ),
  C(
    'users',
    'how many unique people booked a session in the past week',
    distinct((now) => ({ range: R.lastDays(now, 7), names: ['session.booked'] }), NH),
  ),
  C(
    'users',
    'How many users had a MessageSent event yesterday?',
    distinct((now) => ({ range: R.yesterday(now), names: ['MessageSent'] })),
  ),
  C(
    'users',
    'active users last month?',
    distinct((now) => ({ range: R.lastMonth(now) })),
  ),
  C(
    'users',
    (now) => `how many different people submitted a review.submitted in ${mName(now, -2)}`,
    distinct((now) => ({ range: monthRange(now, -2), names: ['review.submitted'] })),
  ),
  C(
    'users',
    (now) => `unique users doing tutor_search from ${isoDay(dd(now, 45))} to ${isoDay(dd(now, 31))}`,
    distinct((now) => ({ range: R.between(dd(now, 45), dd(now, 31)), names: ['tutor_search'] })),
  ),
  C(
    'users',
    'no. of actve users in the past 24 hours',
    distinct((now) => ({ range: R.lastHours(now, 24) })),
  ),
  C(
    'users',
    'how many people uploaded homework in the last 3 months?',
    distinct((now) => ({ range: R.lastMonths(now, 3), names: ['homework-uploaded'] }), NH),
  ),
  C(
    'users',
    (now) => `How many customers have bought a package since ${long(dd(now, 40))}?`,
    distinct((now) => ({ range: R.since(dd(now, 40), now), names: ['package-purchased'] }), NH),
  ),
  C(
    'users',
    'how many users have been active this month so far?',
    distinct((now) => ({ range: R.thisMonth(now) })),
  ),
  C('users', 'How many unique users fired Lesson Rescheduled this month?', LOW, low),
  // ------------------------------------------------------------------ value
  C(
    'value',
    'Total minutes of Video Session Completed in the last 30 days?',
    agg((now) => ({ range: R.lastDays(now, 30), names: ['Video Session Completed'] }), 'sum'),
  ),
  C(
    'value',
    "What's the average star rating on review.submitted, all time?",
    agg(() => ({ names: ['review.submitted'] }), 'avg'),
  ),
  C(
    'value',
    'sum of package-purchased value last month',
    agg((now) => ({ range: R.lastMonth(now), names: ['package-purchased'] }), 'sum'),
  ),
  C(
    'value',
    'What was the biggest single tutor_payout ever?',
    agg(() => ({ names: ['tutor_payout'] }), 'max'),
  ),
  C(
    'value',
    'smallest tutor payout in the past 4 weeks',
    agg((now) => ({ range: R.lastWeeks(now, 4), names: ['tutor_payout'] }), 'min'),
  ),
  C(
    'value',
    'median booked length (session.booked value) over the last 14 days',
    agg((now) => ({ range: R.lastDays(now, 14), names: ['session.booked'] }), 'median'),
  ),
  C(
    'value',
    'for the board deck: how much revenue did we bring in over the past 30 days?',
    agg((now) => ({ range: R.lastDays(now, 30), names: ['package-purchased'] }), 'sum', NH, [
      'package-purchased',
    ]),
  ),
  C(
    'value',
    (now) => `average pages per homework-uploaded in ${mName(now, -1)}`,
    agg((now) => ({ range: monthRange(now, -1), names: ['homework-uploaded'] }), 'avg'),
  ),
  C(
    'value',
    (now) => `total tutor_payout paid to tut_0003 since ${isoDay(dd(now, 60))}`,
    agg((now) => ({ range: R.since(dd(now, 60), now), names: ['tutor_payout'], user: 'tut_0003' }), 'sum'),
  ),
  C(
    'value',
    'mean value of Video Session Completed for stu_0007?',
    agg(() => ({ names: ['Video Session Completed'], user: 'stu_0007' }), 'avg'),
  ),
  C('value', "what's the average Tip Paid amount?", LOW, low),
  C(
    'value',
    'what were total sales last month',
    agg((now) => ({ range: R.lastMonth(now), names: ['package-purchased'] }), 'sum', NH, [
      'package-purchased',
    ]),
  ),
  C(
    'value',
    'average session lenght in minutes for completed video sessions this year',
    agg((now) => ({ range: R.thisYear(now), names: ['Video Session Completed'] }), 'avg', NH),
  ),
  // ------------------------------------------------------------------ top-events
  C(
    'top-events',
    'What are the top 5 events of all time?',
    ranked(() => ({}), byName),
  ),
  C(
    'top-events',
    'what were the 3 most common events last week',
    ranked((now) => ({ range: R.lastWeek(now) }), byName, { n: 3 }),
  ),
  C(
    'top-events',
    'least common 3 events in the last 30 days?',
    ranked((now) => ({ range: R.lastDays(now, 30) }), byName, { n: 3, ascending: true }),
  ),
  C(
    'top-events',
    'most frequent event yesterday',
    ranked((now) => ({ range: R.yesterday(now) }), byName, { n: 1 }),
  ),
  C(
    'top-events',
    (now) => `Which event happened the most in ${mName(now, -2)}?`,
    ranked((now) => ({ range: monthRange(now, -2) }), byName, { n: 1 }),
  ),
  C(
    'top-events',
    "stu_0007's top 3 events?",
    ranked(() => ({ user: 'stu_0007' }), byName, { n: 3 }),
  ),
  C(
    'top-events',
    'rank every event type by how often it fired in the past 2 weeks',
    ranked((now) => ({ range: R.lastWeeks(now, 2) }), byName, { n: 11 }),
  ),
  // ------------------------------------------------------------------ top-users
  C(
    'top-users',
    'Who are our 5 most active users?',
    ranked(() => ({}), byUser),
  ),
  C(
    'top-users',
    'who is our top spender?',
    ranked(() => ({ names: ['package-purchased'] }), byUser, { n: 1, measure: value, confidence: NH }),
  ),
  C(
    'top-users',
    'which tutor received the most in tutor_payout over the last 3 months?',
    ranked((now) => ({ range: R.lastMonths(now, 3), names: ['tutor_payout'] }), byUser, {
      n: 1,
      measure: value,
    }),
  ),
  C(
    'top-users',
    'who sent the most MessageSent last month?',
    ranked((now) => ({ range: R.lastMonth(now), names: ['MessageSent'] }), byUser, { n: 1 }),
  ),
  C(
    'top-users',
    'who did the most session.booked in the last 30 days?',
    ranked((now) => ({ range: R.lastDays(now, 30), names: ['session.booked'] }), byUser, { n: 1 }),
  ),
  C(
    'top-users',
    'most active user over the past 7 days?',
    ranked((now) => ({ range: R.lastDays(now, 7) }), byUser, { n: 1 }),
  ),
  C(
    'top-users',
    (now) => `top 3 users by total Video Session Completed minutes since ${long(dd(now, 50))}`,
    ranked((now) => ({ range: R.since(dd(now, 50), now), names: ['Video Session Completed'] }), byUser, {
      n: 3,
      measure: value,
    }),
  ),
  C(
    'top-users',
    'which admin approved the most tutor profiles?',
    ranked(() => ({ names: ['Profile Approved'] }), byUser, { n: 1, confidence: NH }),
  ),
  // ------------------------------------------------------------------ user
  C(
    'user',
    'How many events does stu_0007 have in total?',
    count(() => ({ user: 'stu_0007' })),
  ),
  C(
    'user',
    'When was stu_0042 last seen?',
    lastOf(() => ({ user: 'stu_0042' })),
  ),
  C('user', 'first seen date for stu_0338 please', (ev) => {
    const s = select(ev, { user: 'stu_0338' });
    return { names: [isoDay(time(newestFirst(s).at(-1)))], confidence: H, dataPoints: s.length };
  }),
  C('user', 'which events has par_0011 done?', (ev) => {
    const s = select(ev, { user: 'par_0011' });
    return {
      names: [...new Set(s.map(byName))].sort(),
      unordered: true,
      confidence: H,
      dataPoints: s.length,
    };
  }),
  C('user', "show me tut_0003's last 3 events", (ev) => {
    const s = newestFirst(select(ev, { user: 'tut_0003' }));
    return { names: s.slice(0, 3).map(byName), confidence: H, dataPoints: s.length };
  }),
  C(
    'user',
    'what did stu_0042 do in the past 30 days?',
    count((now) => ({ range: R.lastDays(now, 30), user: 'stu_0042' })),
    low,
  ),
  C('user', 'how many sessions has stu_9999 booked?', LOW, low),
  C(
    'user',
    'adm_01 - how many events in the last 2 months?',
    count((now) => ({ range: R.lastMonths(now, 2), user: 'adm_01' })),
  ),
  C('user', 'tut_0060: first seen and last seen?', (ev) => {
    const s = newestFirst(select(ev, { user: 'tut_0060' }));
    return { names: [isoDay(time(s.at(-1))), isoDay(time(s[0]))], confidence: H, dataPoints: s.length };
  }),
  C('user', 'how many different event types has stu_0007 used, and which?', (ev) => {
    const s = select(ev, { user: 'stu_0007' });
    const names = [...new Set(s.map(byName))].sort();
    return { numbers: [names.length], names, unordered: true, confidence: H, dataPoints: s.length };
  }),
  // ------------------------------------------------------------------ breakdown
  C(
    'breakdown',
    (now) => `Video Session Completed per week since ${isoDay(mondayAgo(now, 4))}`,
    ranked(
      (now) => ({ range: R.since(mondayAgo(now, 4), now), names: ['Video Session Completed'] }),
      byWeek,
      { n: 99, unordered: true },
    ),
  ),
  C(
    'breakdown',
    'which weekday is busiest for session.booked?',
    ranked(() => ({ names: ['session.booked'] }), byWeekday, { n: 1 }),
  ),
  C(
    'breakdown',
    'busiest hour of day for tutor_search (UTC)?',
    ranked(() => ({ names: ['tutor_search'] }), byHour, { n: 1 }),
  ),
  C(
    'breakdown',
    'daily SessionCancelled counts for the last 7 days',
    ranked((now) => ({ range: R.lastDays(now, 7), names: ['SessionCancelled'] }), byDay, {
      n: 99,
      unordered: true,
    }),
  ),
  C(
    'breakdown',
    'Which day had the most SessionCancelled in the last 2 months? something broke I think',
    ranked((now) => ({ range: R.lastMonths(now, 2), names: ['SessionCancelled'] }), byDay, { n: 1 }),
  ),
  C(
    'breakdown',
    'package-purchased value by month, all time',
    ranked(() => ({ names: ['package-purchased'] }), byMonth, { n: 99, measure: value, unordered: true }),
  ),
  C(
    'breakdown',
    'events by weekday for last month',
    ranked((now) => ({ range: R.lastMonth(now) }), byWeekday, { n: 7, unordered: true }),
  ),
  C(
    'breakdown',
    'what was our busiest day in the past 60 days?',
    ranked((now) => ({ range: R.lastDays(now, 60) }), byDay, { n: 1 }),
  ),
  C(
    'breakdown',
    'At what hour do most MessageSent happen?',
    ranked(() => ({ names: ['MessageSent'] }), byHour, { n: 1 }),
  ),
  C(
    'breakdown',
    (now) => `weekly signups since ${short(mondayAgo(now, 8))}`,
    ranked((now) => ({ range: R.since(mondayAgo(now, 8), now), names: ['signup'] }), byWeek, {
      n: 99,
      unordered: true,
    }),
  ),
  C(
    'breakdown',
    'how many events per month this year',
    ranked((now) => ({ range: R.thisYear(now) }), byMonth, { n: 99, unordered: true }),
  ),
  // ------------------------------------------------------------------ compare
  C(
    'compare',
    'booked minutes (sum of session.booked) in the last 10 days vs the 10 days before?',
    cmp(
      (now) => ({ range: { from: now - 20 * DAY, to: now - 10 * DAY }, names: ['session.booked'] }),
      (now) => ({ range: R.lastDays(now, 10), names: ['session.booked'] }),
      'sum',
    ),
  ),
  C(
    'compare',
    'compare tutor_search last month with the month before',
    cmp(
      (now) => ({ range: R.month(monthStart(now, -2)), names: ['tutor_search'] }),
      (now) => ({ range: R.lastMonth(now), names: ['tutor_search'] }),
    ),
  ),
  C(
    'compare',
    'Is Video Session Completed growing? last 30 days against the previous 30',
    cmp(
      (now) => ({ range: { from: now - 60 * DAY, to: now - 30 * DAY }, names: ['Video Session Completed'] }),
      (now) => ({ range: R.lastDays(now, 30), names: ['Video Session Completed'] }),
    ),
  ),
  C(
    'compare',
    'package-purchased total value: last 4 weeks vs the 4 weeks before that',
    cmp(
      (now) => ({ range: { from: now - 8 * WEEK, to: now - 4 * WEEK }, names: ['package-purchased'] }),
      (now) => ({ range: R.lastWeeks(now, 4), names: ['package-purchased'] }),
      'sum',
    ),
  ),
  C(
    'compare',
    (now) => `how did active users in ${mName(now, -1)} compare with ${mName(now, -2)}?`,
    cmp(
      (now) => ({ range: monthRange(now, -2) }),
      (now) => ({ range: monthRange(now, -1) }),
      'users',
    ),
  ),
  C(
    'compare',
    'all events yesterday vs the day before?',
    cmp(
      (now) => ({ range: R.on(dayStart(now) - 2 * DAY) }),
      (now) => ({ range: R.yesterday(now) }),
    ),
  ),
  C(
    'compare',
    'homework pages: total homework-uploaded value over the past 14 days compared with the previous 14 days',
    cmp(
      (now) => ({ range: { from: now - 28 * DAY, to: now - 14 * DAY }, names: ['homework-uploaded'] }),
      (now) => ({ range: R.lastDays(now, 14), names: ['homework-uploaded'] }),
      'sum',
    ),
  ),
  C(
    'compare',
    'tutor_search last week vs the week before',
    cmp(
      (now) => ({
        range: { from: weekStart(now) - 2 * WEEK, to: weekStart(now) - WEEK },
        names: ['tutor_search'],
      }),
      (now) => ({ range: R.lastWeek(now), names: ['tutor_search'] }),
    ),
  ),
  C(
    'compare',
    (now) =>
      `signup between ${isoDay(dd(now, 60))} and ${isoDay(dd(now, 46))} vs between ${isoDay(dd(now, 30))} and ${isoDay(dd(now, 16))}`,
    cmp(
      (now) => ({ range: R.between(dd(now, 60), dd(now, 46)), names: ['signup'] }),
      (now) => ({ range: R.between(dd(now, 30), dd(now, 16)), names: ['signup'] }),
    ),
  ),
  C(
    'compare',
    'are reviews picking up? review.submitted past 5 weeks vs the 5 weeks before',
    cmp(
      (now) => ({ range: { from: now - 10 * WEEK, to: now - 5 * WEEK }, names: ['review.submitted'] }),
      (now) => ({ range: R.lastWeeks(now, 5), names: ['review.submitted'] }),
    ),
  ),
  // ------------------------------------------------------------------ share
  C(
    'share',
    'what percentage of all events are MessageSent?',
    shareEvents(
      () => ALL,
      (e) => e.eventName === 'MessageSent',
    ),
  ),
  C(
    'share',
    'What % of events in the last 30 days were tutor_search',
    shareEvents(
      (now) => R.lastDays(now, 30),
      (e) => e.eventName === 'tutor_search',
    ),
  ),
  C(
    'share',
    'what percent of active users last month did package-purchased',
    shareUsers((now) => R.lastMonth(now), 'package-purchased'),
  ),
  C(
    'share',
    'share of all users who ever submitted a review.submitted',
    shareUsers(() => ALL, 'review.submitted'),
  ),
  C(
    'share',
    "what share of last week's activity came from stu_0007?",
    shareEvents(
      (now) => R.lastWeek(now),
      (e) => e.userId === 'stu_0007',
    ),
  ),
  C(
    'share',
    (now) =>
      `percentage of Video Session Completed among all events in ${mName(now, -1)} ${new Date(monthStart(now, -1)).getUTCFullYear()}`,
    shareEvents(
      (now) => R.month(monthStart(now, -1)),
      (e) => e.eventName === 'Video Session Completed',
    ),
  ),
  C(
    'share',
    '% of users in the past 2 weeks who did homework-uploaded',
    shareUsers((now) => R.lastWeeks(now, 2), 'homework-uploaded'),
  ),
  C(
    'share',
    (now) => `what portion of events since ${long(dd(now, 75))} are SessionCancelled?`,
    shareEvents(
      (now) => R.since(dd(now, 75), now),
      (e) => e.eventName === 'SessionCancelled',
    ),
  ),
  // ------------------------------------------------------------------ conversion
  C(
    'conversion',
    'Of users who did tutor_search, how many went on to session.booked?',
    conv(() => ALL, 'tutor_search', 'session.booked'),
  ),
  C(
    'conversion',
    'session.booked -> Video Session Completed conversion in the last 30 days',
    conv((now) => R.lastDays(now, 30), 'session.booked', 'Video Session Completed'),
  ),
  C(
    'conversion',
    (now) => `signup to session.booked conversion since ${isoDay(dd(now, 90))}`,
    conv((now) => R.since(dd(now, 90), now), 'signup', 'session.booked'),
  ),
  C(
    'conversion',
    'What share of people with a Video Session Completed last month then left a review.submitted?',
    conv((now) => R.lastMonth(now), 'Video Session Completed', 'review.submitted'),
  ),
  C(
    'conversion',
    'of the folks who searched for a tutor in the past 60 days, what % bought a package afterwards?',
    conv((now) => R.lastDays(now, 60), 'tutor_search', 'package-purchased', NH),
  ),
  C(
    'conversion',
    (now) => `funnel: signup → tutor_search between ${short(dd(now, 70))} and ${short(dd(now, 20))}`,
    conv((now) => R.between(dd(now, 70), dd(now, 20)), 'signup', 'tutor_search'),
  ),
  C(
    'conversion',
    'how many who did session.booked in the past 8 weeks later had a SessionCancelled?',
    conv((now) => R.lastWeeks(now, 8), 'session.booked', 'SessionCancelled'),
  ),
  C(
    'conversion',
    'conversion from tutor_search to MessageSent over the last 3 months',
    conv((now) => R.lastMonths(now, 3), 'tutor_search', 'MessageSent'),
  ),
  // ------------------------------------------------------------------ churn
  C('churn', 'how many users were active last month but not this month?', (ev, now) => ({
    numbers: [churned(ev, R.lastMonth(N(now)), R.thisMonth(N(now))).length],
    confidence: H,
  })),
  C('churn', 'new users in the last 7 days?', (ev, now) => ({
    numbers: [newUsers(ev, R.lastDays(N(now), 7)).length],
    confidence: H,
  })),
  C(
    'churn',
    (now) => `users active in ${mName(now, -2)} who didn't come back in ${mName(now, -1)} - how many?`,
    (ev, now) => ({ numbers: [churned(ev, monthRange(now, -2), monthRange(now, -1)).length], confidence: H }),
  ),
  C('churn', 'how many brand new users in the past 14 days', (ev, now) => ({
    numbers: [newUsers(ev, R.lastDays(N(now), 14)).length],
    confidence: H,
  })),
  C(
    'churn',
    (now) =>
      `how many people were active between ${isoDay(dd(now, 90))} and ${isoDay(dd(now, 61))} but have done nothing since ${isoDay(dd(now, 60))}?`,
    (ev, now) => ({
      numbers: [churned(ev, R.between(dd(now, 90), dd(now, 61)), R.since(dd(now, 60), N(now))).length],
      confidence: H,
    }),
  ),
  C('churn', 'New users last week?', (ev, now) => ({
    numbers: [newUsers(ev, R.lastWeek(N(now))).length],
    confidence: H,
  })),
  C('churn', 'how many users were around 31-60 days ago but not in the last 30 days', (ev, now) => ({
    numbers: [churned(ev, { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, R.lastDays(N(now), 30)).length],
    confidence: H,
  })),
  C(
    'churn',
    (now) => `how many first-time users did we get in ${mName(now, -2)}?`,
    (ev, now) => ({ numbers: [newUsers(ev, monthRange(now, -2)).length], confidence: H }),
  ),
  // ------------------------------------------------------------------ recency
  C(
    'recency',
    'When was the last SessionCancelled?',
    lastOf(() => ({ names: ['SessionCancelled'] })),
  ),
  C(
    'recency',
    'did anyone do Profile Approved in the last 30 days?',
    count((now) => ({ range: R.lastDays(now, 30), names: ['Profile Approved'] })),
  ),
  C(
    'recency',
    'last time tut_0003 got a tutor_payout?',
    lastOf(() => ({ names: ['tutor_payout'], user: 'tut_0003' })),
  ),
  C('recency', 'has anyone ever requested a refund?', LOW, low),
  C(
    'recency',
    'when did somebody last upload homework?',
    lastOf(() => ({ names: ['homework-uploaded'] }), NH),
  ),
  C(
    'recency',
    'most recent package-purchased - when was it?',
    lastOf(() => ({ names: ['package-purchased'] })),
  ),
  C(
    'recency',
    'did stu_0042 do any session.booked in the last week?',
    count((now) => ({ range: R.lastDays(now, 7), names: ['session.booked'], user: 'stu_0042' })),
    low,
  ),
  C(
    'recency',
    'when was the latest review.submitted',
    lastOf(() => ({ names: ['review.submitted'] })),
  ),
  // ------------------------------------------------------------------ catalogue
  C('catalogue', 'what event names exist?', (ev) => ({
    names: [...new Set(ev.map(byName))].sort(),
    unordered: true,
    confidence: H,
    dataPoints: ev.length,
  })),
  C('catalogue', 'how many users do we have in total', (ev) => ({
    numbers: [users(ev).size],
    confidence: H,
    dataPoints: ev.length,
  })),
  C('catalogue', 'total number of events stored?', (ev) => ({
    numbers: [ev.length],
    confidence: H,
    dataPoints: ev.length,
  })),
  C(
    'catalogue',
    'list every event type we track, with how many of each',
    ranked(() => ({}), byName, { n: 11 }),
  ),
  C('catalogue', 'how many distinct event types are there?', (ev) => ({
    numbers: [new Set(ev.map(byName)).size],
    confidence: H,
    dataPoints: ev.length,
  })),
  C(
    'catalogue',
    'new to the team - quick overview pls: how many users, how many events, how many event types?',
    (ev) => ({
      numbers: [users(ev).size, ev.length, new Set(ev.map(byName)).size],
      confidence: H,
      dataPoints: ev.length,
    }),
  ),
  C('catalogue', 'What kinds of events do we collect? just the names', (ev) => ({
    names: [...new Set(ev.map(byName))].sort(),
    unordered: true,
    confidence: H,
    dataPoints: ev.length,
  })),
  // ------------------------------------------------------------------ other
  C('other', "what's the average hourly rate our tutors charge?", LOW),
  C('other', 'which subjects are most popular, math or chemistry?', LOW),
  C('other', 'how many of our tutors live in California', LOW),
  C('other', 'What is our NPS this quarter?', LOW),
  C('other', 'how long does it take for the video call to connect on average (latency)?', LOW),
  C('other', 'which devices do students use most - iPad or laptop?', LOW),
  C('other', "what's the weather gonna be like tomorrow", LOW),
  C('other', 'Which tutors speak Spanish?', LOW),
  C('other', 'what is our gross margin after card processing fees?', LOW),
  C('other', 'average age of students on the platform?', LOW),
];
