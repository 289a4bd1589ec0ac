/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import {
  HOUR,
  DAY,
  MONTHS,
  round,
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
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
  pastMonthDay,
  pastMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY, INCIDENT_DAYS_AGO } from './data.mjs';

const P = PERSONAS;
const MONEY = ['Donation Made', 'PremiumUpgraded'];

// ---- date phrasing ---------------------------------------------------------------------
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
const longDay = (t) => `${MONTHS[D(t).getUTCMonth()]} ${ord(D(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${MONTHS[D(t).getUTCMonth()].slice(0, 3)} ${D(t).getUTCDate()}`; // Nov 3
const dmy = (t) => `${D(t).getUTCDate()} ${MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCFullYear()}`; // 3 November 2026
const monthName = (t) => MONTHS[D(t).getUTCMonth()];
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

const incident = (now) => dayStart(+now) - INCIDENT_DAYS_AGO * DAY;
const daysAgo = (now, n) => dayStart(+now) - n * DAY;
const prevMonth = (now) => monthStart(+now, -1); // start of last calendar month
const prev2Month = (now) => monthStart(+now, -2);

// ---- expectation builders ------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const conf = (loose) => (loose ? 'not-high' : 'high');

function countExp(evs, loose) {
  if (!evs.length) return LOW();
  return { numbers: [evs.length], confidence: conf(loose), dataPoints: evs.length };
}
function usersExp(evs, loose) {
  if (!evs.length) return LOW();
  return { numbers: [users(evs).size], confidence: conf(loose), dataPoints: evs.length };
}
function valueExp(evs, fn, loose, names) {
  if (!evs.length) return LOW();
  const x = fn(evs);
  return {
    numbers: [Number.isInteger(x) ? x : round(x, 2)],
    names,
    confidence: conf(loose),
    dataPoints: evs.length,
  };
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length;
  return k % 2 ? v[(k - 1) / 2] : (v[k / 2 - 1] + v[k / 2]) / 2;
};

// Ranked list: names in order with figures; tie at the cut checked separately.
function ranked(map, n, { ascending = false, loose = false, dataPoints } = {}) {
  const r = rank(map, { n, ascending });
  if (!r.length) return LOW();
  return {
    names: r.map(([k]) => k),
    numbers: r.map(([, v]) => (Number.isInteger(v) ? v : round(v, 2))),
    confidence: conf(loose),
    dataPoints,
  };
}
const tieAt = (map, n, ascending = false) => {
  const r = rank(map, { ascending });
  return r.length > n && r[n - 1][1] === r[n][1];
};

// Cases with a ranked answer: expect plus tieAtCut built from the same map.
function rankedCase(id, type, question, mapOf, n, opts = {}) {
  const expect = (events, now) => {
    const { map, dataPoints } = mapOf(events, now);
    return ranked(map, n, { ...opts, dataPoints });
  };
  expect.tieAtCut = (events, now) => tieAt(mapOf(events, now).map, n, opts.ascending);
  return { id, type, question, expect };
}

function breakdownAll(evs, key, loose) {
  if (!evs.length) return LOW();
  const m = tally(evs, key);
  return {
    names: [...m.keys()],
    numbers: [...m.values()],
    unordered: true,
    confidence: conf(loose),
    dataPoints: evs.length,
  };
}

function compareExp(a, b, measure = (x) => x.length, loose) {
  if (!a.length && !b.length) return LOW();
  const c = change(measure(a), measure(b));
  const r = (x) => (Number.isInteger(x) ? x : round(x, 2));
  return {
    numbers: [r(c.earlier), r(c.later), r(c.diff)],
    percents: c.pct === null ? [] : [c.pct],
    confidence: conf(loose),
    dataPoints: a.length + b.length,
  };
}

function convExp(events, range, a, b, loose) {
  const c = conversion(events, range, a, b);
  if (!c.did) return LOW();
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: conf(loose),
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
}

function lastExp(evs, loose) {
  if (!evs.length) return LOW();
  const t = time(newestFirst(evs)[0]);
  return { names: [isoDay(t), hhmm(t)], confidence: conf(loose), dataPoints: evs.length };
}
function firstExp(evs) {
  if (!evs.length) return LOW();
  const t = Math.min(...evs.map(time));
  return { names: [isoDay(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
}

function eventShare(events, range, names, loose) {
  const all = select(events, { range });
  const part = all.filter((e) => names.includes(e.eventName));
  if (!part.length) return LOW();
  return { percents: [percent(part.length, all.length)], confidence: conf(loose), dataPoints: all.length };
}
function userShare(events, range, names, loose) {
  const all = select(events, { range });
  const part = all.filter((e) => names.includes(e.eventName));
  if (!part.length) return LOW();
  return {
    percents: [percent(users(part).size, users(all).size)],
    confidence: conf(loose),
    dataPoints: all.length,
  };
}

const churnExp = (events, a, b) => {
  const n = churned(events, a, b).length;
  return n ? { numbers: [n], confidence: 'high' } : LOW();
};
const newExp = (events, r) => {
  const n = newUsers(events, r).length;
  return n ? { numbers: [n], confidence: 'high' } : LOW();
};

const R = ranges;
const T = (now) => +now;

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many stream_started events do we have in total?',
    expect: (ev) => countExp(select(ev, { names: ['stream_started'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'quick one - number of stream starts in the last 7 days?',
    expect: (ev, now) =>
      countExp(select(ev, { range: R.lastDays(T(now), 7), names: ['stream_started'] }), true),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'How many SongRequested events came in yesterday? the request queue felt slow',
    expect: (ev, now) => countExp(select(ev, { range: R.yesterday(T(now)), names: ['SongRequested'] })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'For the finance sync: how many Donation Made events were there last month?',
    expect: (ev, now) => countExp(select(ev, { range: R.lastMonth(T(now)), names: ['Donation Made'] })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'total number of events in the past 24 hours',
    expect: (ev, now) => countExp(select(ev, { range: R.lastDays(T(now), 1) })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) =>
      `How many stream.error events did we log on ${longDay(incident(now))}? That was the night the stream kept dropping.`,
    expect: (ev, now) => countExp(select(ev, { range: R.on(incident(now)), names: ['stream.error'] })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) =>
      `track liked count between ${isoDay(daysAgo(now, 40))} and ${isoDay(daysAgo(now, 20))}?`,
    expect: (ev, now) =>
      countExp(select(ev, { range: R.between(daysAgo(now, 40), daysAgo(now, 20)), names: ['track_liked'] })),
  },
  {
    id: 'count-08',
    type: 'count',
    question: `how many times did ${P.bigDonor} donate?`,
    expect: (ev) => countExp(select(ev, { names: ['Donation Made'], user: P.bigDonor }), true),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `chat-joined events since ${shortDay(daysAgo(now, 30))}, how many?`,
    expect: (ev, now) =>
      countExp(select(ev, { range: R.since(daysAgo(now, 30), T(now)), names: ['chat-joined'] })),
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'How many podcast_downloaded events happend last week?',
    low: true,
    expect: () => LOW(),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users had an app_opened event in the last 30 days?',
    expect: (ev, now) => usersExp(select(ev, { range: R.lastDays(T(now), 30), names: ['app_opened'] })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users this month?',
    expect: (ev, now) => usersExp(select(ev, { range: R.thisMonth(T(now)) })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'how many distinct people sent a SongRequested last week',
    expect: (ev, now) => usersExp(select(ev, { range: R.lastWeek(T(now)), names: ['SongRequested'] })),
  },
  {
    id: 'users-04',
    type: 'users',
    question:
      'Number of unique users with a Donation Made in the past 3 months (for the supporters newsletter)',
    expect: (ev, now) => usersExp(select(ev, { range: R.lastMonths(T(now), 3), names: ['Donation Made'] })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) => `how many users hit stream.error on ${isoDay(incident(now))}?`,
    expect: (ev, now) => usersExp(select(ev, { range: R.on(incident(now)), names: ['stream.error'] })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'How many users have ever set a wake-up alarm in the app?',
    expect: (ev) => usersExp(select(ev, { names: ['alarm.set'] }), true),
  },
  {
    id: 'users-07',
    type: 'users',
    question: (now) => `how many listeners joined the live chat in ${monthName(prevMonth(now))}?`,
    expect: (ev, now) =>
      usersExp(
        select(ev, {
          range: R.month(pastMonth(T(now), D(prevMonth(now)).getUTCMonth())),
          names: ['chat-joined'],
        }),
        true,
      ),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'how many users did playlist_created in the last 30 days?',
    low: true,
    expect: () => LOW(),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: 'What is the sum of eventValue for stream.stopped over all time?',
    expect: (ev) => valueExp(select(ev, { names: ['stream.stopped'] }), sum),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'avg stream.stopped value in the last 7 days? (its minutes listened per session)',
    expect: (ev, now) =>
      valueExp(select(ev, { range: R.lastDays(T(now), 7), names: ['stream.stopped'] }), avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Largest singel Donation Made amount ever?',
    expect: (ev) => valueExp(select(ev, { names: ['Donation Made'] }), max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'smallest Donation Made value last month',
    expect: (ev, now) => valueExp(select(ev, { range: R.lastMonth(T(now)), names: ['Donation Made'] }), min),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'What is the median Show Rated value across all ratings?',
    expect: (ev) => valueExp(select(ev, { names: ['Show Rated'] }), median),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'how much revenue did we bring in last month? board deck needs it',
    expect: (ev, now) => valueExp(select(ev, { range: R.lastMonth(T(now)), names: MONEY }), sum, true, MONEY),
  },
  {
    id: 'value-07',
    type: 'value',
    question: `Average Donation Made amount for ${P.bigDonor}?`,
    expect: (ev) => valueExp(select(ev, { names: ['Donation Made'], user: P.bigDonor }), avg),
  },
  {
    id: 'value-08',
    type: 'value',
    question: (now) => `total PremiumUpgraded value since ${dmy(daysAgo(now, 60))}`,
    expect: (ev, now) =>
      valueExp(select(ev, { range: R.since(daysAgo(now, 60), T(now)), names: ['PremiumUpgraded'] }), sum),
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'Total value of merch_order events this year?',
    low: true,
    expect: () => LOW(),
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'how many minutes did people listen in total over the past 30 days?',
    expect: (ev, now) =>
      valueExp(select(ev, { range: R.lastDays(T(now), 30), names: ['stream.stopped'] }), sum, true),
  },

  // ---------------------------------------------------------------- top-events
  rankedCase(
    'top-events-01',
    'top-events',
    'What are our top 5 events of all time?',
    (ev) => ({ map: tally(ev, byName), dataPoints: ev.length }),
    5,
  ),
  rankedCase(
    'top-events-02',
    'top-events',
    'most common event last week?',
    (ev, now) => {
      const s = select(ev, { range: R.lastWeek(T(now)) });
      return { map: tally(s, byName), dataPoints: s.length };
    },
    1,
  ),
  rankedCase(
    'top-events-03',
    'top-events',
    'which 3 events are the least comon overall',
    (ev) => ({ map: tally(ev, byName), dataPoints: ev.length }),
    3,
    { ascending: true },
  ),
  rankedCase(
    'top-events-04',
    'top-events',
    (now) => `Top 2 events on ${shortDay(incident(now))} please - want to see what the outage looked like`,
    (ev, now) => {
      const s = select(ev, { range: R.on(incident(now)) });
      return { map: tally(s, byName), dataPoints: s.length };
    },
    2,
  ),
  rankedCase(
    'top-events-05',
    'top-events',
    `top 5 events for ${P.topListener}`,
    (ev) => {
      const s = select(ev, { user: P.topListener });
      return { map: tally(s, byName), dataPoints: s.length };
    },
    5,
  ),
  rankedCase(
    'top-events-06',
    'top-events',
    'List the top 4 event names in the last 30 days with counts',
    (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30) });
      return { map: tally(s, byName), dataPoints: s.length };
    },
    4,
  ),
  rankedCase(
    'top-events-07',
    'top-events',
    'rarest event in the last 3 months?',
    (ev, now) => {
      const s = select(ev, { range: R.lastMonths(T(now), 3) });
      return { map: tally(s, byName), dataPoints: s.length };
    },
    1,
    { ascending: true },
  ),
  rankedCase(
    'top-events-08',
    'top-events',
    `What does ${P.host} do most in the app? top 2 events`,
    (ev) => {
      const s = select(ev, { user: P.host });
      return { map: tally(s, byName), dataPoints: s.length };
    },
    2,
  ),

  // ---------------------------------------------------------------- top-users
  rankedCase(
    'top-users-01',
    'top-users',
    'top 3 users by number of events',
    (ev) => ({ map: tally(ev, byUser), dataPoints: ev.length }),
    3,
  ),
  rankedCase(
    'top-users-02',
    'top-users',
    'Who are our 3 biggest donors by total Donation Made value?',
    (ev) => {
      const s = select(ev, { names: ['Donation Made'] });
      return { map: tally(s, byUser, value), dataPoints: s.length };
    },
    3,
  ),
  rankedCase(
    'top-users-03',
    'top-users',
    'top 3 spenders all time?',
    (ev) => {
      const s = select(ev, { names: MONEY });
      return { map: tally(s, byUser, value), dataPoints: s.length };
    },
    3,
    { loose: true },
  ),
  rankedCase(
    'top-users-04',
    'top-users',
    'who listened the most minutes last month? top 2',
    (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['stream.stopped'] });
      return { map: tally(s, byUser, value), dataPoints: s.length };
    },
    2,
    { loose: true },
  ),
  rankedCase(
    'top-users-05',
    'top-users',
    'most active user in the last 7 days',
    (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7) });
      return { map: tally(s, byUser), dataPoints: s.length };
    },
    1,
  ),
  rankedCase(
    'top-users-06',
    'top-users',
    'Top 2 users by SongRequested count',
    (ev) => {
      const s = select(ev, { names: ['SongRequested'] });
      return { map: tally(s, byUser), dataPoints: s.length };
    },
    2,
  ),
  rankedCase(
    'top-users-07',
    'top-users',
    'top 3 users by total stream.stopped value over the past 30 days',
    (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30), names: ['stream.stopped'] });
      return { map: tally(s, byUser, value), dataPoints: s.length };
    },
    3,
  ),
  rankedCase(
    'top-users-08',
    'top-users',
    (now) => `who requested the most songs in ${monthName(prev2Month(now))}? just the top one`,
    (ev, now) => {
      const s = select(ev, { range: R.month(prev2Month(now)), names: ['SongRequested'] });
      return { map: tally(s, byUser), dataPoints: s.length };
    },
    1,
    { loose: true },
  ),

  // ---------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: `how many events does ${P.topListener} have?`,
    expect: (ev) => countExp(select(ev, { user: P.topListener })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: `When was ${P.churner} first seen?`,
    expect: (ev) => firstExp(select(ev, { user: P.churner })),
  },
  {
    id: 'user-03',
    type: 'user',
    question: `support ticket from ${P.churner} - when were they last seen in the app?`,
    expect: (ev) => lastExp(select(ev, { user: P.churner })),
  },
  {
    id: 'user-04',
    type: 'user',
    question: `Which event names has ${P.host} used?`,
    expect: (ev) => {
      const s = select(ev, { user: P.host });
      return {
        names: [...new Set(s.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: `show me the 3 most recent events for ${P.newcomer}`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return { names: newestFirst(s).slice(0, 3).map(byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: `How many events did ${P.bigDonor} have in the last 30 days?`,
    expect: (ev, now) => countExp(select(ev, { range: R.lastDays(T(now), 30), user: P.bigDonor })),
  },
  { id: 'user-07', type: 'user', question: `what has ${NOBODY} been up to?`, low: true, expect: () => LOW() },
  {
    id: 'user-08',
    type: 'user',
    question: `first seen date for ${P.newcomer}? they wrote in saying they're new`,
    expect: (ev) => firstExp(select(ev, { user: P.newcomer })),
  },
  {
    id: 'user-09',
    type: 'user',
    question: `How many events did ${P.otherHost} log in the last 2 weeks?`,
    expect: (ev, now) => countExp(select(ev, { range: R.lastWeeks(T(now), 2), user: P.otherHost })),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'break down all events by weekday',
    expect: (ev) => breakdownAll(ev, byWeekday),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'Busiest hour of the day for stream_started?',
    expect: Object.assign(
      (ev) => {
        const s = select(ev, { names: ['stream_started'] });
        const r = rank(tally(s, byHour), { n: 1 });
        return { names: [r[0][0]], numbers: [r[0][1]], confidence: 'high', dataPoints: s.length };
      },
      { tieAtCut: (ev) => tieAt(tally(select(ev, { names: ['stream_started'] }), byHour), 1) },
    ),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'which day had the most stream.error events in the last 60 days?',
    expect: Object.assign(
      (ev, now) => {
        const s = select(ev, { range: R.lastDays(T(now), 60), names: ['stream.error'] });
        const r = rank(tally(s, byDay), { n: 1 });
        return { names: [r[0][0]], numbers: [r[0][1]], confidence: 'high', dataPoints: s.length };
      },
      {
        tieAtCut: (ev, now) =>
          tieAt(tally(select(ev, { range: R.lastDays(T(now), 60), names: ['stream.error'] }), byDay), 1),
      },
    ),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: (now) => `Donation Made per week since ${isoDay(weekStart(T(now)) - 4 * 7 * DAY)}`,
    expect: (ev, now) =>
      breakdownAll(
        select(ev, { range: R.since(weekStart(T(now)) - 28 * DAY, T(now)), names: ['Donation Made'] }),
        byWeek,
      ),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: (now) =>
      `monthly event counts from ${longDay(prev2Month(now))} to ${longDay(monthStart(T(now)) - DAY)}`,
    expect: (ev, now) =>
      breakdownAll(select(ev, { range: R.between(prev2Month(now), monthStart(T(now)) - DAY) }), byMonth),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'On which weekday do the most people join chat?  (chat-joined events)',
    expect: Object.assign(
      (ev) => {
        const s = select(ev, { names: ['chat-joined'] });
        const r = rank(tally(s, byWeekday), { n: 1 });
        return { names: [r[0][0]], numbers: [r[0][1]], confidence: 'high', dataPoints: s.length };
      },
      { tieAtCut: (ev) => tieAt(tally(select(ev, { names: ['chat-joined'] }), byWeekday), 1) },
    ),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'daily stream_started counts for last week',
    expect: (ev, now) =>
      breakdownAll(select(ev, { range: R.lastWeek(T(now)), names: ['stream_started'] }), byDay),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'what day of the week do we get the most Donation Made events?',
    expect: Object.assign(
      (ev) => {
        const s = select(ev, { names: ['Donation Made'] });
        const r = rank(tally(s, byWeekday), { n: 1 });
        return { names: [r[0][0]], numbers: [r[0][1]], confidence: 'high', dataPoints: s.length };
      },
      { tieAtCut: (ev) => tieAt(tally(select(ev, { names: ['Donation Made'] }), byWeekday), 1) },
    ),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-01',
    type: 'compare',
    question: 'stream_started in the last 14 days vs the 14 days before that?',
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, names: ['stream_started'] }),
        select(ev, { range: R.lastDays(T(now), 14), names: ['stream_started'] }),
      ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) =>
      `compare total Donation Made amounts: ${monthName(prev2Month(now))} vs ${monthName(prevMonth(now))}`,
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: R.month(prev2Month(now)), names: ['Donation Made'] }),
        select(ev, { range: R.month(prevMonth(now)), names: ['Donation Made'] }),
        sum,
      ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'is chat-joined growing? last 30 days compared with the previous 30',
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: ['chat-joined'] }),
        select(ev, { range: R.lastDays(T(now), 30), names: ['chat-joined'] }),
      ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'active users: last 30 days vs the 30 days before?',
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY } }),
        select(ev, { range: R.lastDays(T(now), 30) }),
        (s) => users(s).size,
      ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question:
      'Sum of stream.stopped value in the last 30 days vs the prior 30 days - are people listening longer?',
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: ['stream.stopped'] }),
        select(ev, { range: R.lastDays(T(now), 30), names: ['stream.stopped'] }),
        sum,
      ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: (now) =>
      `stream_started on ${isoDay(incident(now))} compared with ${isoDay(incident(now) - DAY)}`,
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: R.on(incident(now) - DAY), names: ['stream_started'] }),
        select(ev, { range: R.on(incident(now)), names: ['stream_started'] }),
      ),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'this month vs the previous month, how many track_liked events?',
    expect: (ev, now) => {
      const r = R.thisMonth(T(now)),
        len = r.to - r.from;
      return compareExp(
        select(ev, { range: { from: r.from - len, to: r.from }, names: ['track_liked'] }),
        select(ev, { range: r, names: ['track_liked'] }),
      );
    },
  },
  {
    id: 'compare-09',
    type: 'compare',
    question: 'vinyl_purchase last month vs the month before?',
    low: true,
    expect: () => LOW(),
  },
  {
    id: 'compare-10',
    type: 'compare',
    question: 'Are song requests going up? last 4 weeks vs the 4 weeks before',
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: { from: T(now) - 56 * DAY, to: T(now) - 28 * DAY }, names: ['SongRequested'] }),
        select(ev, { range: R.lastWeeks(T(now), 4), names: ['SongRequested'] }),
        undefined,
        true,
      ),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are track_liked?',
    expect: (ev) => eventShare(ev, R.all(), ['track_liked']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what % of active users in the last 30 days made a Donation Made?',
    expect: (ev, now) => userShare(ev, R.lastDays(T(now), 30), ['Donation Made']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'share of events last month that were stream.error',
    expect: (ev, now) => eventShare(ev, R.lastMonth(T(now)), ['stream.error']),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'Of the users active in the last 14 days, what percent did a SongRequested?',
    expect: (ev, now) => userShare(ev, R.lastDays(T(now), 14), ['SongRequested']),
  },
  {
    id: 'share-05',
    type: 'share',
    question: (now) =>
      `on ${dmy(incident(now))}, what fraction of all events were stream.error? (percentage pls)`,
    expect: (ev, now) => eventShare(ev, R.on(incident(now)), ['stream.error']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'what percentage of users upgraded to premium?',
    expect: (ev) => userShare(ev, R.all(), ['PremiumUpgraded'], true),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'What share of all users have ever joined the chat-joined flow?',
    expect: (ev) => userShare(ev, R.all(), ['chat-joined']),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'percentge of events in the past 2 weeks that were app_opened',
    expect: (ev, now) => eventShare(ev, R.lastWeeks(T(now), 2), ['app_opened']),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-01',
    type: 'conversion',
    question: 'Of the users who did stream_started, how many went on to track_liked?',
    expect: (ev) => convExp(ev, R.all(), 'stream_started', 'track_liked'),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: 'app_opened -> stream_started conversion over the last 30 days',
    expect: (ev, now) => convExp(ev, R.lastDays(T(now), 30), 'app_opened', 'stream_started'),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question:
      'What percentage of users who started a stream (stream_started) later made a Donation Made, in the past 3 months?',
    expect: (ev, now) => convExp(ev, R.lastMonths(T(now), 3), 'stream_started', 'Donation Made'),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question: 'conversion from chat-joined to Donation Made - do chatters donate?',
    expect: (ev) => convExp(ev, R.all(), 'chat-joined', 'Donation Made'),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question:
      'of users with a SongRequested last month, how many then did track_liked after it (last month)?',
    expect: (ev, now) => convExp(ev, R.lastMonth(T(now)), 'SongRequested', 'track_liked'),
  },
  {
    id: 'conv-06',
    type: 'conversion',
    question: (now) => `app_opened to PremiumUpgraded conversion since ${shortDay(daysAgo(now, 90))}`,
    expect: (ev, now) => convExp(ev, R.since(daysAgo(now, 90), T(now)), 'app_opened', 'PremiumUpgraded'),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question: 'How many users who did alarm.set later had a stream_started? and what %',
    expect: (ev) => convExp(ev, R.all(), 'alarm.set', 'stream_started'),
  },
  {
    id: 'conv-08',
    type: 'conversion',
    question: 'of people who joined the live chat, how many went on to donate?',
    expect: (ev) => convExp(ev, R.all(), 'chat-joined', 'Donation Made', true),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-01',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: (ev, now) => churnExp(ev, R.lastMonth(T(now)), R.thisMonth(T(now))),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 7 days?',
    expect: (ev, now) => newExp(ev, R.lastDays(T(now), 7)),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'how many brand-new users in the past 2 weeks (first event ever in that window)?',
    expect: (ev, now) => newExp(ev, R.lastWeeks(T(now), 2)),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `Users who were active in ${monthName(prev2Month(now))} but not in ${monthName(prevMonth(now))} - how many?`,
    expect: (ev, now) => churnExp(ev, R.month(prev2Month(now)), R.month(prevMonth(now))),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: 'how many new users did we get last week',
    expect: (ev, now) => newExp(ev, R.lastWeek(T(now))),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) =>
      `How many users were active between ${isoDay(daysAgo(now, 90))} and ${isoDay(daysAgo(now, 61))} but haven't been seen since ${isoDay(daysAgo(now, 30))}?`,
    expect: (ev, now) =>
      churnExp(ev, R.between(daysAgo(now, 90), daysAgo(now, 61)), R.since(daysAgo(now, 30), T(now))),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) => `new users in ${monthName(prevMonth(now))}`,
    expect: (ev, now) => newExp(ev, R.month(prevMonth(now))),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question:
      'users active in the previous 30 days (30-60 days ago) who were not active in the last 30 days?',
    expect: (ev, now) =>
      churnExp(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, R.lastDays(T(now), 30)),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'when was the last Donation Made?',
    expect: (ev) => lastExp(select(ev, { names: ['Donation Made'] })),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: (now) => `did anyone get a stream.error on ${longDay(incident(now))}?`,
    expect: (ev, now) => countExp(select(ev, { range: R.on(incident(now)), names: ['stream.error'] })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: `When did ${P.host} last do a ShowStarted?`,
    expect: (ev) => lastExp(select(ev, { names: ['ShowStarted'], user: P.host })),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'last time someone did PremiumUpgraded?',
    expect: (ev) => lastExp(select(ev, { names: ['PremiumUpgraded'] })),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'has anyone ever done podcast_subscribed?',
    low: true,
    expect: () => LOW(),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'most recent chat-joined event - when was it?',
    expect: (ev) => lastExp(select(ev, { names: ['chat-joined'] })),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'when did we last see a stream.error? asking before the infra retro',
    expect: (ev) => lastExp(select(ev, { names: ['stream.error'] })),
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: `did ${P.churner} do anything in the last 30 days?`,
    low: true,
    expect: (ev, now) => countExp(select(ev, { range: R.lastDays(T(now), 30), user: P.churner })),
  },
  {
    id: 'recency-10',
    type: 'recency',
    question: 'when was the last time anyone rated a show?',
    expect: (ev) => lastExp(select(ev, { names: ['Show Rated'] }), true),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'What event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'Total number of events stored, all time',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'list every event type we track pls',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'How many different event names are there?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question: 'new analyst here - give me the overall size: how many users and how many events in total?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: 'what events do we have, and how many users overall?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      numbers: [users(ev).size],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-08',
    type: 'catalogue',
    question: 'Which event names are tracked? I need the exact spellings for a dashboard',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-01',
    type: 'other',
    question: 'What bitrate do most listeners stream at?',
    expect: () => LOW(),
  },
  { id: 'other-02', type: 'other', question: 'which city has the most listeners?', expect: () => LOW() },
  {
    id: 'other-03',
    type: 'other',
    question: 'What is the most requested song title this month?',
    expect: () => LOW(),
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'how many listeners are on Android vs iPhone?',
    expect: () => LOW(),
  },
  {
    id: 'other-05',
    type: 'other',
    question: (now) => `why did the stream go down on ${longDay(incident(now))}? was it the CDN?`,
    expect: () => LOW(),
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'predict how much we will get in donations next month',
    expect: () => LOW(),
  },
  {
    id: 'other-07',
    type: 'other',
    question: `what's the email address of ${P.topListener}?`,
    expect: () => LOW(),
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'Which host has the nicest voice according to listeners?',
    expect: () => LOW(),
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'what is our ranking on the TuneIn charts',
    expect: () => LOW(),
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'How many ads did we play during the morning show?',
    expect: () => LOW(),
  },
];
