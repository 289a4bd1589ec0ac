/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const {
  DAY,
  HOUR,
  WEEK,
  MONTHS,
  ranges: R,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  tally,
  rank,
  time,
} = O;

// ---------- helpers -------------------------------------------------------------------------
const r2 = (x) => O.round(x, 2);
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
const longDay = (t) => `${MONTHS[D(t).getUTCMonth()]} ${ord(D(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${MONTHS[D(t).getUTCMonth()].slice(0, 3)} ${D(t).getUTCDate()}`; // Nov 3
const dmy = (t) => `${D(t).getUTCDate()} ${MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCFullYear()}`; // 3 November 2026
const monthName = (t) => MONTHS[D(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${D(t).getUTCFullYear()}`;
const hhmm = (t) => D(t).toISOString().slice(11, 16);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return r2(n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2);
};

const INCIDENT = (N) => O.dayStart(N) - 23 * DAY; // flu-outbreak day of the data story
const prevMonth = (N) => O.monthStart(N, -1);
const prev2Month = (N) => O.monthStart(N, -2);
const LOW = () => ({ confidence: 'low', dataPoints: 0 });

const mk = (id, type, question, expect, extra = {}) => ({ id, type, question, expect, ...extra });
const low = (id, type, question) => mk(id, type, question, LOW, { low: true });
const other = (id, question) => mk(id, 'other', question, LOW);

// a plain count of events
const count = (id, question, sel, confidence = 'high', type = 'count') =>
  mk(id, type, question, (events, now) => {
    const evs = select(events, sel(+now));
    return { numbers: [evs.length], confidence, dataPoints: evs.length };
  });
// distinct users
const distinct = (id, question, sel, confidence = 'high') =>
  mk(id, 'users', question, (events, now) => {
    const evs = select(events, sel(+now));
    return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
  });
// a measure of eventValue
const measure = (id, question, sel, fn, confidence = 'high') =>
  mk(id, 'value', question, (events, now) => {
    const evs = select(events, sel(+now));
    return { numbers: [r2(fn(evs))], confidence, dataPoints: evs.length };
  });
// a ranked list; fn(events, N) => { map, n, ascending, dataPoints }; checks the cut for ties
const ranked = (id, type, question, fn, confidence = 'high') => {
  const expect = (events, now) => {
    const r = fn(events, +now);
    const top = rank(r.map, { n: r.n, ascending: r.ascending });
    return {
      names: top.map((x) => x[0]),
      numbers: top.map((x) => r2(x[1])),
      confidence,
      dataPoints: r.dataPoints,
    };
  };
  expect.tieAtCut = (events, now) => {
    const r = fn(events, +now);
    const all = rank(r.map, { ascending: r.ascending });
    return all.length > r.n && all[r.n - 1][1] === all[r.n][1];
  };
  return mk(id, type, question, expect);
};
const topOf =
  (key, sel, n, { ascending = false, measure: m } = {}) =>
  (events, N) => {
    const evs = select(events, sel(N));
    return { map: tally(evs, key, m), n, ascending, dataPoints: evs.length };
  };
// chronological breakdown: every bucket in order with its count
const series = (id, question, sel, key, confidence = 'high') =>
  mk(id, 'breakdown', question, (events, now) => {
    const evs = select(events, sel(+now));
    const rows = [...tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: rows.map((x) => x[0]),
      numbers: rows.map((x) => x[1]),
      confidence,
      dataPoints: evs.length,
    };
  });
// comparison of two periods (earlier first); fig(evs) is the measure
const compare = (id, question, earlier, later, names, fig = (evs) => evs.length, confidence = 'high') =>
  mk(id, 'compare', question, (events, now) => {
    const N = +now;
    const a = select(events, { range: earlier(N), names }),
      b = select(events, { range: later(N), names });
    const c = O.change(r2(fig(a)), r2(fig(b)));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  });
const before = (rangeFn, lenMs) => (N) => {
  const r = rangeFn(N);
  return { from: r.from - lenMs, to: r.from };
};
// share of events
const shareEvents = (id, question, range, filter, confidence = 'high') =>
  mk(id, 'share', question, (events, now) => {
    const all = select(events, { range: range(+now) });
    return { percents: [percent(all.filter(filter).length, all.length)], confidence, dataPoints: all.length };
  });
// share of active users who did a name
const shareUsers = (id, question, range, name, confidence = 'high') =>
  mk(id, 'share', question, (events, now) => {
    const all = select(events, { range: range(+now) });
    return {
      percents: [percent(users(all.filter((e) => e.eventName === name)).size, users(all).size)],
      confidence,
      dataPoints: all.length,
    };
  });
const conv = (id, question, range, a, b, confidence = 'high') =>
  mk(id, 'conversion', question, (events, now) => {
    const r = range(+now);
    const c = O.conversion(events, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: select(events, { range: r, names: [a, b] }).length,
    };
  });
const last = (id, question, sel, confidence = 'high') =>
  mk(id, 'recency', question, (events, now) => {
    const evs = select(events, sel(+now));
    const t = Math.max(...evs.map(time));
    return { names: [iso(t), hhmm(t)], confidence, dataPoints: evs.length };
  });

// ---------- cases ---------------------------------------------------------------------------
export const cases = [
  // ---- count
  count('count-01', 'how many clock ins did we have yesterday?', (N) => ({
    range: R.yesterday(N),
    names: ['clock-in'],
  })),
  count('count-02', 'Number of shift_published events in the last 7 days please', (N) => ({
    range: R.lastDays(N, 7),
    names: ['shift_published'],
  })),
  count(
    'count-03',
    (N) => `For the outbreak post-mortem: how many sick.call events were logged on ${longDay(INCIDENT(N))}?`,
    (N) => ({ range: R.on(INCIDENT(N)), names: ['sick.call'] }),
  ),
  count(
    'count-04',
    (N) => `timesheet.submitted count for ${monthName(prevMonth(N))}?`,
    (N) => ({
      range: R.month(O.pastMonth(N, D(prevMonth(N)).getUTCMonth())),
      names: ['timesheet.submitted'],
    }),
  ),
  count('count-05', 'total number of events in the last 24 hours', (N) => ({ range: R.lastHours(N, 24) })),
  count(
    'count-06',
    (N) => `How many sick.call events has nurse_0302 had since ${iso(N - 60 * DAY)}? HR is asking`,
    (N) => ({ range: R.since(N - 60 * DAY, N), names: ['sick.call'], user: 'nurse_0302' }),
  ),
  count(
    'count-07',
    (N) => `count of ShiftDropped between ${dmy(N - 90 * DAY)} and ${dmy(N - 30 * DAY)}`,
    (N) => ({ range: R.between(N - 90 * DAY, N - 30 * DAY), names: ['ShiftDropped'] }),
  ),
  count(
    'count-08',
    'how many shift pickups were there in the past 2 weeks?',
    (N) => ({ range: R.lastWeeks(N, 2), names: ['shift.claimed'] }),
    'not-high',
  ),
  low('count-09', 'count', 'how many badge_scan events last week?'),
  count('count-10', 'Swap Approved events last week — just the number, thx', (N) => ({
    range: R.lastWeek(N),
    names: ['Swap Approved'],
  })),
  count('count-11', 'how much activity have we had today so far (all events)?', (N) => ({
    range: R.today(N),
  })),

  // ---- users
  distinct('users-01', 'how many distinct users had a clock-in last week?', (N) => ({
    range: R.lastWeek(N),
    names: ['clock-in'],
  })),
  distinct('users-02', 'active users in the past 30 days?', (N) => ({ range: R.lastDays(N, 30) })),
  distinct(
    'users-03',
    'How many people uploaded credentials (CredentialUploaded) in the last 3 months? compliance wants to know',
    (N) => ({ range: R.lastMonths(N, 3), names: ['CredentialUploaded'] }),
  ),
  distinct(
    'users-04',
    (N) => `how many different staff have requested a swap since ${shortDay(N - 45 * DAY)}?`,
    (N) => ({
      range: R.since(O.pastMonthDay(N, D(N - 45 * DAY).getUTCMonth(), D(N - 45 * DAY).getUTCDate()), N),
      names: ['SwapRequested'],
    }),
    'not-high',
  ),
  distinct('users-05', 'how many distinct users have logged anything at all this year?', (N) => ({
    range: R.thisYear(N),
  })),
  distinct('users-06', 'How many users were active yesterday?', (N) => ({ range: R.yesterday(N) })),
  distinct(
    'users-07',
    (N) => `how many unique users have Broadcast Sent events in ${monthYear(prevMonth(N))}`,
    (N) => ({ range: R.month(prevMonth(N)), names: ['Broadcast Sent'] }),
  ),
  low('users-08', 'users', 'how many users did shift_cancelled last month?'),
  distinct('users-09', 'how many ppl were active over the past week', (N) => ({ range: R.lastDays(N, 7) })),

  // ---- value
  measure(
    'value-01',
    'total hours on clock-in events last month (sum of the value)',
    (N) => ({ range: R.lastMonth(N), names: ['clock-in'] }),
    sum,
  ),
  measure(
    'value-02',
    'average overtime_approved value over the last 30 days?',
    (N) => ({ range: R.lastDays(N, 30), names: ['overtime_approved'] }),
    avg,
  ),
  measure(
    'value-03',
    'what is the biggest timesheet.submitted value we have ever seen',
    () => ({ names: ['timesheet.submitted'] }),
    max,
  ),
  measure(
    'value-04',
    'Shortest clock-in (minimum value) in the last 2 weeks?',
    (N) => ({ range: R.lastWeeks(N, 2), names: ['clock-in'] }),
    min,
  ),
  measure(
    'value-05',
    (N) => `median value of shift_published in ${monthName(prevMonth(N))}`,
    (N) => ({ range: R.month(O.pastMonth(N, D(prevMonth(N)).getUTCMonth())), names: ['shift_published'] }),
    median,
  ),
  measure(
    'value-06',
    'median recipients per Broadcast Sent, last 8 weeks',
    (N) => ({ range: R.lastWeeks(N, 8), names: ['Broadcast Sent'] }),
    median,
  ),
  measure(
    'value-07',
    'sum of overtime_approved hours for nurse_0088, all time',
    () => ({ names: ['overtime_approved'], user: 'nurse_0088' }),
    sum,
  ),
  measure(
    'value-08',
    (N) => `mean timesheet.submitted hours since ${iso(N - 50 * DAY)}`,
    (N) => ({ range: R.since(N - 50 * DAY, N), names: ['timesheet.submitted'] }),
    avg,
  ),
  measure(
    'value-09',
    'how many OT hours got approved in the last 6 weeks in total?',
    (N) => ({ range: R.lastWeeks(N, 6), names: ['overtime_approved'] }),
    sum,
    'not-high',
  ),
  measure(
    'value-10',
    'Total eventValue of sick.call over the last 90 days (hours of shifts lost)',
    (N) => ({ range: R.lastDays(N, 90), names: ['sick.call'] }),
    sum,
  ),

  // ---- top-events
  ranked(
    'top-events-01',
    'top-events',
    'top 5 events in the last 30 days',
    topOf(O.byName, (N) => ({ range: R.lastDays(N, 30) }), 5),
  ),
  ranked(
    'top-events-02',
    'top-events',
    'what are our 3 most common events of all time?',
    topOf(O.byName, () => ({}), 3),
  ),
  ranked(
    'top-events-03',
    'top-events',
    'least common events — bottom 3, all time',
    topOf(O.byName, () => ({}), 3, { ascending: true }),
  ),
  ranked(
    'top-events-04',
    'top-events',
    'which event happened most often yesterday?',
    topOf(O.byName, (N) => ({ range: R.yesterday(N) }), 1),
  ),
  ranked(
    'top-events-05',
    'top-events',
    'show me the top events for last month',
    topOf(O.byName, (N) => ({ range: R.lastMonth(N) }), 5),
  ),
  ranked(
    'top-events-06',
    'top-events',
    'top 3 event types for nurse_0117',
    topOf(O.byName, () => ({ user: 'nurse_0117' }), 3),
  ),
  ranked(
    'top-events-07',
    'top-events',
    (N) => `On ${iso(INCIDENT(N))} (the flu day) which event was the most frequent?`,
    topOf(O.byName, (N) => ({ range: R.on(INCIDENT(N)) }), 1),
  ),
  low('top-events-08', 'top-events', 'top events for nurse_9999?'),

  // ---- top-users
  ranked(
    'top-users-01',
    'top-users',
    'who are the 2 most active users, all time?',
    topOf(O.byUser, () => ({}), 2),
  ),
  ranked(
    'top-users-02',
    'top-users',
    'Who are the top 2 users by total clock-in hours (sum of value) in the last 30 days?',
    topOf(O.byUser, (N) => ({ range: R.lastDays(N, 30), names: ['clock-in'] }), 2, { measure: O.value }),
  ),
  ranked(
    'top-users-03',
    'top-users',
    (N) => `which user had the most sick.call events since ${longDay(N - 100 * DAY)}?`,
    topOf(
      O.byUser,
      (N) => ({
        range: R.since(O.pastMonthDay(N, D(N - 100 * DAY).getUTCMonth(), D(N - 100 * DAY).getUTCDate()), N),
        names: ['sick.call'],
      }),
      1,
    ),
  ),
  ranked(
    'top-users-04',
    'top-users',
    'which user has racked up the most overtime_approved hours (summed value)?',
    topOf(O.byUser, () => ({ names: ['overtime_approved'] }), 1, { measure: O.value }),
  ),
  ranked(
    'top-users-05',
    'top-users',
    'most active 2 users over the last 4 weeks?',
    topOf(O.byUser, (N) => ({ range: R.lastWeeks(N, 4) }), 2),
  ),
  ranked(
    'top-users-06',
    'top-users',
    'who sent the most Broadcast Sent messages in the last 60 days',
    topOf(O.byUser, (N) => ({ range: R.lastDays(N, 60), names: ['Broadcast Sent'] }), 1),
  ),
  ranked(
    'top-users-07',
    'top-users',
    'which user had the most shift_published events in the last 3 months?',
    topOf(O.byUser, (N) => ({ range: R.lastMonths(N, 3), names: ['shift_published'] }), 1),
  ),
  ranked(
    'top-users-08',
    'top-users',
    'who opened the schedule the most in the last 14 days? (schedule-viewed count)',
    topOf(O.byUser, (N) => ({ range: R.lastDays(N, 14), names: ['schedule-viewed'] }), 1),
  ),

  // ---- user
  count(
    'user-01',
    'how many events does nurse_0117 have in total?',
    () => ({ user: 'nurse_0117' }),
    'high',
    'user',
  ),
  mk('user-02', 'user', 'when did nurse_0233 first show up, and when were they last seen?', (events) => {
    const evs = select(events, { user: 'nurse_0233' }),
      ts = evs.map(time);
    const a = Math.min(...ts),
      b = Math.max(...ts);
    return { names: [iso(a), hhmm(a), iso(b), hhmm(b)], confidence: 'high', dataPoints: evs.length };
  }),
  mk('user-03', 'user', 'What event types has nurse_0461 used so far?', (events) => {
    const evs = select(events, { user: 'nurse_0461' });
    return {
      names: [...new Set(evs.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: evs.length,
    };
  }),
  count(
    'user-04',
    'nurse_0088 — number of events in the last 30 days?',
    (N) => ({ range: R.lastDays(N, 30), user: 'nurse_0088' }),
    'high',
    'user',
  ),
  mk('user-05', 'user', 'first seen date for mgr_03?', (events) => {
    const evs = select(events, { user: 'mgr_03' }),
      a = Math.min(...evs.map(time));
    return { names: [iso(a), hhmm(a)], confidence: 'high', dataPoints: evs.length };
  }),
  mk('user-06', 'user', 'when was nurse_0302 last seen in the app?', (events) => {
    const evs = select(events, { user: 'nurse_0302' }),
      b = Math.max(...evs.map(time));
    return { names: [iso(b), hhmm(b)], confidence: 'high', dataPoints: evs.length };
  }),
  low('user-07', 'user', 'how many shifts has nurse_9999 claimed?'),
  ranked(
    'user-08',
    'user',
    'what does nurse_0117 do the most? top 3 event names over the last 2 weeks',
    topOf(O.byName, (N) => ({ range: R.lastWeeks(N, 2), user: 'nurse_0117' }), 3),
  ),
  mk('user-09', 'user', "what were nurse_0461's 3 most recent events?", (events) => {
    const evs = select(events, { user: 'nurse_0461' });
    return {
      names: O.newestFirst(evs)
        .slice(0, 3)
        .map((e) => e.eventName),
      confidence: 'high',
      dataPoints: evs.length,
    };
  }),
  count(
    'user-10',
    (N) => `how many clock-in events did nurse_0233 have before ${longDay(N - 70 * DAY)}?`,
    (N) => ({
      range: R.before(O.pastMonthDay(N, D(N - 70 * DAY).getUTCMonth(), D(N - 70 * DAY).getUTCDate())),
      names: ['clock-in'],
      user: 'nurse_0233',
    }),
    'high',
    'user',
  ),

  // ---- breakdown
  ranked(
    'breakdown-01',
    'breakdown',
    'clock-ins by weekday over the last 8 weeks — which day is the busiest?',
    topOf(O.byWeekday, (N) => ({ range: R.lastWeeks(N, 8), names: ['clock-in'] }), 1),
  ),
  series(
    'breakdown-02',
    (N) => `events per month since ${iso(prev2Month(N))}`,
    (N) => ({ range: R.since(prev2Month(N), N) }),
    O.byMonth,
  ),
  ranked(
    'breakdown-03',
    'breakdown',
    'which hour of the day has the most clock-in events?',
    topOf(O.byHour, () => ({ names: ['clock-in'] }), 1),
  ),
  ranked(
    'breakdown-04',
    'breakdown',
    'busiest day for sick.call in the last 60 days?',
    topOf(O.byDay, (N) => ({ range: R.lastDays(N, 60), names: ['sick.call'] }), 1),
  ),
  ranked(
    'breakdown-05',
    'breakdown',
    'shift_published per weekday last month: which weekday has the most?',
    topOf(O.byWeekday, (N) => ({ range: R.lastMonth(N), names: ['shift_published'] }), 1),
  ),
  series(
    'breakdown-06',
    'weekly count of Swap Approved over the last 4 weeks (ISO weeks)',
    (N) => ({ range: R.lastWeeks(N, 4), names: ['Swap Approved'] }),
    O.byWeek,
  ),
  series(
    'breakdown-07',
    'daily clock-in counts for the last 7 days',
    (N) => ({ range: R.lastDays(N, 7), names: ['clock-in'] }),
    O.byDay,
  ),
  ranked(
    'breakdown-08',
    'breakdown',
    'peak hour for clock-in over the last 30 days?',
    topOf(O.byHour, (N) => ({ range: R.lastDays(N, 30), names: ['clock-in'] }), 1),
  ),
  ranked(
    'breakdown-09',
    'breakdown',
    'quietest weekday overall, counting all events',
    topOf(O.byWeekday, () => ({}), 1, { ascending: true }),
  ),
  ranked(
    'breakdown-10',
    'breakdown',
    (N) => `which week had the most overtime_approved since ${shortDay(N - 84 * DAY)}?`,
    topOf(
      O.byWeek,
      (N) => ({
        range: R.since(O.pastMonthDay(N, D(N - 84 * DAY).getUTCMonth(), D(N - 84 * DAY).getUTCDate()), N),
        names: ['overtime_approved'],
      }),
      1,
    ),
  ),

  // ---- compare
  compare(
    'compare-01',
    'clock-ins in the last 30 days vs the previous 30 days?',
    (N) => ({ from: N - 60 * DAY, to: N - 30 * DAY }),
    (N) => R.lastDays(N, 30),
    ['clock-in'],
  ),
  compare(
    'compare-02',
    'sick.call: last 30 days compared with the 30 days before that',
    (N) => ({ from: N - 60 * DAY, to: N - 30 * DAY }),
    (N) => R.lastDays(N, 30),
    ['sick.call'],
  ),
  compare(
    'compare-03',
    (N) => `total events in ${monthName(prev2Month(N))} vs ${monthName(prevMonth(N))}`,
    (N) => R.month(prev2Month(N)),
    (N) => R.month(prevMonth(N)),
  ),
  compare(
    'compare-04',
    'is shift.claimed growing? last 6 weeks vs the 6 weeks before',
    before((N) => R.lastWeeks(N, 6), 6 * WEEK),
    (N) => R.lastWeeks(N, 6),
    ['shift.claimed'],
  ),
  compare(
    'compare-05',
    'number of distinct users with a sick.call: last 30 days vs the prior 30 days',
    before((N) => R.lastDays(N, 30), 30 * DAY),
    (N) => R.lastDays(N, 30),
    ['sick.call'],
    (evs) => users(evs).size,
  ),
  compare(
    'compare-06',
    'overtime_approved hours (summed) over the last 6 weeks compared with the 6 weeks before',
    before((N) => R.lastWeeks(N, 6), 6 * WEEK),
    (N) => R.lastWeeks(N, 6),
    ['overtime_approved'],
    sum,
  ),
  compare(
    'compare-07',
    'timesheet.submitted: last 8 weeks vs previous 8 weeks — up or down?',
    before((N) => R.lastWeeks(N, 8), 8 * WEEK),
    (N) => R.lastWeeks(N, 8),
    ['timesheet.submitted'],
  ),
  compare(
    'compare-08',
    'are we working more shifts? clock ins past 60 days vs the 60 days before',
    before((N) => R.lastDays(N, 60), 60 * DAY),
    (N) => R.lastDays(N, 60),
    ['clock-in'],
  ),

  // ---- share
  shareEvents(
    'share-01',
    'what percentage of all events are clock-in?',
    () => R.all(),
    (e) => e.eventName === 'clock-in',
  ),
  shareEvents(
    'share-02',
    "what share of last month's events were sick.call?",
    (N) => R.lastMonth(N),
    (e) => e.eventName === 'sick.call',
  ),
  shareUsers(
    'share-03',
    'what % of users active in the last 30 days did a CredentialUploaded?',
    (N) => R.lastDays(N, 30),
    'CredentialUploaded',
  ),
  shareUsers(
    'share-04',
    "percent of last week's active users who did SwapRequested",
    (N) => R.lastWeek(N),
    'SwapRequested',
  ),
  shareEvents(
    'share-05',
    "what fraction of yesterday's events were schedule-viewed (as a %)?",
    (N) => R.yesterday(N),
    (e) => e.eventName === 'schedule-viewed',
  ),
  shareEvents(
    'share-06',
    (N) => `share of events on ${shortDay(INCIDENT(N))} that were sick.call`,
    (N) => R.on(O.pastMonthDay(N, D(INCIDENT(N)).getUTCMonth(), D(INCIDENT(N)).getUTCDate())),
    (e) => e.eventName === 'sick.call',
  ),
  shareUsers(
    'share-07',
    'in the last 3 months, what percentage of active users picked up a shift?',
    (N) => R.lastMonths(N, 3),
    'shift.claimed',
    'not-high',
  ),
  shareEvents(
    'share-08',
    'what percentage of events in the past 7 days came from nurse_0117?',
    (N) => R.lastDays(N, 7),
    (e) => e.userId === 'nurse_0117',
  ),

  // ---- conversion
  conv(
    'conversion-01',
    'of the users who did SwapRequested in the last 60 days, how many then got a Swap Approved?',
    (N) => R.lastDays(N, 60),
    'SwapRequested',
    'Swap Approved',
  ),
  conv(
    'conversion-02',
    'shift.claimed → overtime_approved conversion over the last 30 days',
    (N) => R.lastDays(N, 30),
    'shift.claimed',
    'overtime_approved',
  ),
  conv(
    'conversion-03',
    (N) =>
      `of nurses who did CredentialUploaded since ${dmy(N - 75 * DAY)}, how many went on to shift.claimed afterwards?`,
    (N) => R.since(N - 75 * DAY, N),
    'CredentialUploaded',
    'shift.claimed',
  ),
  conv(
    'conversion-04',
    'schedule-viewed to shift.claimed, last 14 days: what % converted?',
    (N) => R.lastDays(N, 14),
    'schedule-viewed',
    'shift.claimed',
  ),
  conv(
    'conversion-05',
    'of everyone who ever did ShiftDropped, how many did shift.claimed after that?',
    () => R.all(),
    'ShiftDropped',
    'shift.claimed',
  ),
  conv(
    'conversion-06',
    'after a sick.call, how many of those users later had an overtime_approved? last 90 days',
    (N) => R.lastDays(N, 90),
    'sick.call',
    'overtime_approved',
  ),
  conv(
    'conversion-07',
    'last month, of the nurses who asked for a swap how many got approved later on?',
    (N) => R.lastMonth(N),
    'SwapRequested',
    'Swap Approved',
    'not-high',
  ),

  // ---- churn
  mk('churn-01', 'churn', 'how many users were active last month but not this month?', (events, now) => ({
    numbers: [O.churned(events, R.lastMonth(+now), R.thisMonth(+now)).length],
    confidence: 'high',
  })),
  mk(
    'churn-02',
    'churn',
    'new users in the last 30 days? (first event ever in that window)',
    (events, now) => ({ numbers: [O.newUsers(events, R.lastDays(+now, 30)).length], confidence: 'high' }),
  ),
  mk(
    'churn-03',
    'churn',
    (N) =>
      `users who had activity between ${iso(N - 90 * DAY)} and ${iso(N - 61 * DAY)} but nothing in the last 30 days — how many?`,
    (events, now) => {
      const N = +now;
      return {
        numbers: [O.churned(events, R.between(N - 90 * DAY, N - 61 * DAY), R.lastDays(N, 30)).length],
        confidence: 'high',
      };
    },
  ),
  mk(
    'churn-04',
    'churn',
    (N) => `how many brand new users since ${longDay(N - 45 * DAY)}?`,
    (events, now) => {
      const N = +now,
        d = D(N - 45 * DAY);
      return {
        numbers: [O.newUsers(events, R.since(O.pastMonthDay(N, d.getUTCMonth(), d.getUTCDate()), N)).length],
        confidence: 'high',
      };
    },
  ),
  mk(
    'churn-05',
    'churn',
    (N) => `how many new users did we get in ${monthYear(prevMonth(N))}?`,
    (events, now) => ({ numbers: [O.newUsers(events, R.month(prevMonth(+now))).length], confidence: 'high' }),
  ),
  mk(
    'churn-06',
    'churn',
    (N) =>
      `churn check: users active in ${monthName(prev2Month(N))} who were not active at all in ${monthName(prevMonth(N))}`,
    (events, now) => ({
      numbers: [O.churned(events, R.month(prev2Month(+now)), R.month(prevMonth(+now))).length],
      confidence: 'high',
    }),
  ),
  mk(
    'churn-07',
    'churn',
    'how many users were active in the 4 weeks before the last 4 weeks, but not in the last 4 weeks?',
    (events, now) => {
      const N = +now;
      return {
        numbers: [O.churned(events, { from: N - 8 * WEEK, to: N - 4 * WEEK }, R.lastWeeks(N, 4)).length],
        confidence: 'high',
      };
    },
  ),

  // ---- recency
  last('recency-01', 'when was the last sick.call?', () => ({ names: ['sick.call'] })),
  last('recency-02', 'last time anyone did a ShiftDropped?', () => ({ names: ['ShiftDropped'] })),
  count(
    'recency-03',
    'did anyone upload a credential (CredentialUploaded) in the last 3 days?',
    (N) => ({ range: R.lastDays(N, 3), names: ['CredentialUploaded'] }),
    'high',
    'recency',
  ),
  last('recency-04', 'when did mgr_03 last do a Broadcast Sent?', () => ({
    names: ['Broadcast Sent'],
    user: 'mgr_03',
  })),
  last('recency-05', 'most recent Swap Approved — when?', () => ({ names: ['Swap Approved'] })),
  last('recency-06', 'when was the latest overtime_approved for nurse_0088', () => ({
    names: ['overtime_approved'],
    user: 'nurse_0088',
  })),
  low('recency-07', 'recency', 'when was the last shift_cancelled event?'),
  count(
    'recency-08',
    'any SwapRequested events in the past week?',
    (N) => ({ range: R.lastDays(N, 7), names: ['SwapRequested'] }),
    'high',
    'recency',
  ),
  last('recency-09', 'when did nurse_0117 last clock-in?', () => ({
    names: ['clock-in'],
    user: 'nurse_0117',
  })),

  // ---- catalogue
  mk('catalogue-01', 'catalogue', 'what events do we track?', (events) => ({
    names: [...new Set(events.map((e) => e.eventName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: events.length,
  })),
  mk('catalogue-02', 'catalogue', 'how many users are there in total?', (events) => ({
    numbers: [users(events).size],
    confidence: 'high',
    dataPoints: events.length,
  })),
  mk('catalogue-03', 'catalogue', 'how many events overall?', (events) => ({
    numbers: [events.length],
    confidence: 'high',
    dataPoints: events.length,
  })),
  mk('catalogue-04', 'catalogue', 'list every event type with how many times each one occured', (events) => {
    const rows = rank(tally(events, O.byName));
    return {
      names: rows.map((x) => x[0]),
      numbers: rows.map((x) => x[1]),
      confidence: 'high',
      dataPoints: events.length,
    };
  }),
  mk('catalogue-05', 'catalogue', 'how many different event names exist in our data?', (events) => ({
    numbers: [new Set(events.map((e) => e.eventName)).size],
    confidence: 'high',
    dataPoints: events.length,
  })),
  mk(
    'catalogue-06',
    'catalogue',
    'for onboarding doc: total number of users and of events in the dataset',
    (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  ),

  // ---- other
  other('other-01', "What's the nurse-to-patient ratio on night shift?"),
  other('other-02', 'how much did we spend on agency nurses last month?'),
  other('other-03', 'Which unit (ICU, ER, med-surg) has the most open shifts right now?'),
  other('other-04', 'can you forecast how many sick calls we will get next week?'),
  other('other-05', 'what is the average hourly pay rate of our nurses'),
  other('other-06', 'which nurses have an expired BLS certification?'),
  other('other-07', 'summarize how nurses feel about the new swap policy — sentiment please'),
  other('other-08', 'how many beds are occupied on 4 West at the moment?'),
  other('other-09', 'who is scheduled to work next Tuesday night?'),
  other('other-10', "what's the dollar cost of overtime this month, for the CFO?"),
];
