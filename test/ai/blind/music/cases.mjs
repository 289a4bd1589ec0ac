/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as their author wrote them */
// Blind question cases for the Tunefox music-streaming dataset (./data.mjs).
// Each case: { id, type, question: string | (now: Date) => string, expect(events, now) }.
// expect returns what a correct engine answers, in the shape score.mjs scores:
//   { numbers?, percents?, names?, unordered?, confidence: 'high'|'low'|'not-high', dataPoints? }
// Questions whose scope holds no events expect `low` and dataPoints 0.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;

export const TYPES = [
  ['count', 'Counts'],
  ['users', 'Distinct users'],
  ['value', 'Sum / avg / min / max / median'],
  ['top-events', 'Top events'],
  ['top-users', 'Top users'],
  ['user', 'One user'],
  ['breakdown', 'Breakdowns over time'],
  ['compare', 'Period comparisons'],
  ['share', 'Shares'],
  ['conversion', 'Conversion'],
  ['churn', 'Churn and new users'],
  ['recency', 'Existence and recency'],
  ['catalogue', 'Catalogue'],
  ['other', 'Out of scope'],
];

// Ties found at the cut of a top-N list (filled while expectations are computed; see selfcheck).
export const warnings = [];

// ---- question text helpers ---------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY; // start of the UTC day n days back
const ordinal = (d) => `${d}${[11, 12, 13].includes(d) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthAndYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;

// ---- expectation builders ----------------------------------------------------------------

const HIGH = 'high';
const NOT_HIGH = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };
const UNSURE = { confidence: NOT_HIGH };

const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const r2 = (x) => o.round(x, 2);
const sum2 = (evs) => r2(o.sum(evs));
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
};
const names = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();

// `scope(now)` → filters for o.select: { range, names, user }; `now` in ms.
const count =
  (scope, confidence = HIGH) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({ numbers: [s.length], confidence, dataPoints: s.length }));

const distinctUsers =
  (scope, confidence = HIGH) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      numbers: [o.users(s).size],
      confidence,
      dataPoints: s.length,
    }));

// `money`: a money word without an event name — the answer names the events chosen; dataPoints not checked.
const measure =
  (fn, scope, confidence = HIGH, { money = false } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      numbers: [r2(fn(s))],
      confidence,
      ...(money ? { names: [...new Set(s.map((e) => e.eventName))].sort() } : { dataPoints: s.length }),
    }));

// Ranked list: names in rank order with their figures.
const ranked =
  (
    id,
    scope,
    key,
    { n = 5, ascending = false, by, unordered = false, confidence = HIGH, dataPoints = true } = {},
  ) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const all = o.rank(o.tally(s, key, by), { ascending });
      const top = all.slice(0, n);
      if (all.length > n && all[n][1] === all[n - 1][1])
        warnings.push(`${id}: tie at rank ${n} (${all[n - 1][1]})`);
      return {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => r2(v)),
        ...(unordered ? { unordered: true } : {}),
        confidence,
        ...(dataPoints ? { dataPoints: s.length } : {}),
      };
    });

// Per-bucket figures of a breakdown (figures in any order).
const breakdown =
  (scope, key, { withNames = false, sortNames = false } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const t = o.tally(s, key);
      const keys = [...t.keys()].sort();
      return {
        ...(withNames ? { names: keys, ...(sortNames ? {} : { unordered: true }) } : {}),
        numbers: sortNames ? keys.map((k) => t.get(k)) : [...t.values()],
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// `periods(now)` → [earlier range, later range]; change = later − earlier.
const compare =
  (evNames, periods, confidence = HIGH) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names: evNames }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(a.length, b.length);
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };

const shareOfEvents = (evNames, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.select(all, { names: evNames }).length, all.length)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

const shareOfUsers = (evNames, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(o.select(all, { names: evNames })).size, o.users(all).size)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

// show: 'n' both counts, '%' the percentage, '!' the users who did A but not B afterwards.
const conversion =
  (a, b, range, show, confidence = HIGH) =>
  (ev, now) => {
    const c = o.conversion(ev, range(+now), a, b);
    if (!c.did) return LOW;
    const numbers = show.includes('!')
      ? [c.did - c.converted]
      : show.includes('n')
        ? [c.did, c.converted]
        : [];
    return {
      numbers,
      percents: show.includes('%') ? [c.pct] : [],
      confidence,
      dataPoints: o.select(ev, { range: range(+now), names: [a, b] }).length,
    };
  };

const churned = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return orLow(o.select(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};

const newUsers = (range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// Date of the most recent matching event; dataPoints = all matching events.
const lastDate =
  (scope, confidence = HIGH) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
      confidence,
      dataPoints: s.length,
    }));

const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });

const MONEY = ['Subscription Renewed', 'Subscription Started']; // events that carry money

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // 1. counts
  {
    id: 'count-skipped-yesterday',
    type: 'count',
    question: 'Yesterday — how many Track Skipped events did we log?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['Track Skipped'] })),
  },
  {
    id: 'count-playlists-14d',
    type: 'count',
    question: 'playlist created count, past 14 days',
    expect: count((now) => ({ range: R.lastDays(now, 14), names: ['Playlist Created'] })),
  },
  {
    id: 'count-offline-this-month',
    type: 'count',
    question: 'How many offline downloads have we had so far this month?',
    expect: count((now) => ({ range: R.thisMonth(now), names: ['Offline Download'] })),
  },
  {
    id: 'count-liked-between',
    type: 'count',
    question: (now) =>
      `How many Song Liked events were there between ${o.isoDay(daysAgo(now, 21))} and ${o.isoDay(daysAgo(now, 15))}?`,
    expect: count((now) => ({ range: R.between(daysAgo(now, 21), daysAgo(now, 15)), names: ['Song Liked'] })),
  },
  {
    id: 'count-ads-on-day',
    type: 'count',
    question: (now) => `Ad Heard on ${shortDay(daysAgo(now, 6))} — how many?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 6)), names: ['Ad Heard'] })),
  },
  {
    id: 'count-events-48h',
    type: 'count',
    question: 'how many events came in over the last 48 hours',
    expect: count((now) => ({ range: R.lastHours(now, 48) })),
  },
  {
    id: 'count-searches-before',
    type: 'count',
    question: (now) => `How many Search Performed events did we have before ${longDay(daysAgo(now, 100))}?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 100)), names: ['Search Performed'] })),
  },
  {
    id: 'count-track-plays-last-week',
    type: 'count',
    question: 'How many track plays did we get last week?',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['Track Played'] }), NOT_HIGH),
  },
  {
    id: 'count-song-streams-today',
    type: 'count',
    question: 'song streams so far today?',
    expect: count((now) => ({ range: R.today(now), names: ['Track Played'] }), NOT_HIGH),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    question: 'How many Concert Ticket Purchased events last month?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 2. distinct users
  {
    id: 'users-listeners-7d',
    type: 'users',
    question: 'How many unique listeners did we have over the past 7 days?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 7) })),
  },
  {
    id: 'users-podcast-this-month',
    type: 'users',
    question: 'Distinct users with a Podcast Played event this month?',
    expect: distinctUsers((now) => ({ range: R.thisMonth(now), names: ['Podcast Played'] })),
  },
  {
    id: 'users-offline-ever',
    type: 'users',
    question: 'How many different people have ever done an Offline Download?',
    expect: distinctUsers(() => ({ names: ['Offline Download'] })),
  },
  {
    id: 'users-active-yesterday',
    type: 'users',
    question: 'active users yesterday?',
    expect: distinctUsers((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'users-sub-started-since',
    type: 'users',
    question: (now) =>
      `Since ${shortDay(daysAgo(now, 40))}, how many users have had a Subscription Started event?`,
    expect: distinctUsers((now) => ({
      range: R.since(daysAgo(now, 40), now),
      names: ['Subscription Started'],
    })),
  },
  {
    id: 'users-shared-24h',
    type: 'users',
    question: 'Unique users who triggered Track Shared in the last 24 hours?',
    expect: distinctUsers((now) => ({ range: R.lastHours(now, 24), names: ['Track Shared'] })),
  },
  {
    id: 'users-fans-liked-2m',
    type: 'users',
    question: 'how many fans liked a song in the last 2 months',
    expect: distinctUsers((now) => ({ range: R.lastMonths(now, 2), names: ['Song Liked'] }), NOT_HIGH),
  },

  // 3. sum, average, minimum, maximum, median
  {
    id: 'value-played-avg-30d',
    type: 'value',
    question: "What's the average Track Played value over the last 30 days?",
    expect: measure(o.avg, (now) => ({ range: R.lastDays(now, 30), names: ['Track Played'] })),
  },
  {
    id: 'value-podcast-max-this-month',
    type: 'value',
    question: 'Max Podcast Played value this month?',
    expect: measure(o.max, (now) => ({ range: R.thisMonth(now), names: ['Podcast Played'] })),
  },
  {
    id: 'value-offline-sum-last-month',
    type: 'value',
    question: 'Sum of Offline Download values for last month',
    expect: measure(o.sum, (now) => ({ range: R.lastMonth(now), names: ['Offline Download'] })),
  },
  {
    id: 'value-sub-min',
    type: 'value',
    question: "What's the smallest Subscription Started amount we've ever seen?",
    expect: measure(o.min, () => ({ names: ['Subscription Started'] })),
  },
  {
    id: 'value-skipped-median-30d',
    type: 'value',
    question: 'median Track Skipped value in the past 30 days?',
    expect: measure(median, (now) => ({ range: R.lastDays(now, 30), names: ['Track Skipped'] })),
  },
  {
    id: 'value-ads-mean-newbie',
    type: 'value',
    question: `What's the mean Ad Heard value for ${P.newbie}?`,
    expect: measure(o.avg, () => ({ names: ['Ad Heard'], user: P.newbie })),
  },
  {
    id: 'value-listening-time-week',
    type: 'value',
    question: 'Total listening time from track plays in the past week?',
    expect: measure(o.sum, (now) => ({ range: R.lastDays(now, 7), names: ['Track Played'] }), NOT_HIGH),
  },
  {
    id: 'value-subscription-money-last-month',
    type: 'value',
    question: 'How much did we make from subscriptions last month?',
    expect: measure(o.sum, (now) => ({ range: R.lastMonth(now), names: MONEY }), NOT_HIGH, { money: true }),
  },
  {
    id: 'value-revenue-since',
    type: 'value',
    question: (now) => `What's our revenue since ${longDay(o.monthStart(+now, -2))}?`,
    expect: measure(
      o.sum,
      (now) => ({ range: R.since(o.monthStart(now, -2), now), names: MONEY }),
      NOT_HIGH,
      { money: true },
    ),
  },

  // 4. most and least common events
  {
    id: 'top-events-3-this-week',
    type: 'top-events',
    question: "This week's 3 most frequent events?",
    expect: ranked('top-events-3-this-week', (now) => ({ range: R.thisWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-30d',
    type: 'top-events',
    question: 'Which event has been used the least over the last 30 days?',
    expect: ranked('top-events-least-30d', (now) => ({ range: R.lastDays(now, 30) }), o.byName, {
      n: 1,
      ascending: true,
    }),
  },
  {
    id: 'top-events-last-month',
    type: 'top-events',
    question: 'most common events last month',
    expect: ranked('top-events-last-month', (now) => ({ range: R.lastMonth(now) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-4-since',
    type: 'top-events',
    question: (now) => `What were the 4 most frequent events since ${shortDay(daysAgo(now, 45))}?`,
    expect: ranked('top-events-4-since', (now) => ({ range: R.since(daysAgo(now, 45), now) }), o.byName, {
      n: 4,
    }),
  },
  {
    id: 'top-events-bottom-3-90d',
    type: 'top-events',
    question: 'bottom 3 events in the past 90 days?',
    expect: ranked('top-events-bottom-3-90d', (now) => ({ range: R.lastDays(now, 90) }), o.byName, {
      n: 3,
      ascending: true,
      unordered: true,
    }),
  },
  {
    id: 'top-events-feature-vague',
    type: 'top-events',
    question: 'Which feature do our listeners love most?',
    expect: () => UNSURE,
  },
  {
    id: 'top-events-most-skipped-fragment',
    type: 'top-events',
    question: 'Most skipped? this week',
    expect: () => UNSURE,
  },

  // 5. most active users, top spenders
  {
    id: 'top-users-5-active-30d',
    type: 'top-users',
    question: 'Who were our 5 most active listeners in the past 30 days?',
    expect: ranked('top-users-5-active-30d', (now) => ({ range: R.lastDays(now, 30) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-played-value',
    type: 'top-users',
    question: 'top 3 users by total Track Played value',
    expect: ranked('top-users-played-value', () => ({ names: ['Track Played'] }), o.byUser, {
      n: 3,
      by: o.value,
    }),
  },
  {
    id: 'top-users-skipped-last-month',
    type: 'top-users',
    question: 'Which users had the most Track Skipped events last month? Top 5 is fine.',
    expect: ranked(
      'top-users-skipped-last-month',
      (now) => ({ range: R.lastMonth(now), names: ['Track Skipped'] }),
      o.byUser,
      { n: 5 },
    ),
  },
  {
    id: 'top-users-podcast-value-since',
    type: 'top-users',
    question: (now) =>
      `Since ${longDay(daysAgo(now, 21))}, which 3 listeners have the highest total Podcast Played value?`,
    expect: ranked(
      'top-users-podcast-value-since',
      (now) => ({ range: R.since(daysAgo(now, 21), now), names: ['Podcast Played'] }),
      o.byUser,
      { n: 3, by: o.value },
    ),
  },
  // many listeners tie on the same plan, so only the top amount is checked
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: "Who're our biggest spenders?",
    expect: (ev) =>
      orLow(o.select(ev, { names: MONEY }), (s) => ({
        numbers: [r2(o.rank(o.tally(s, o.byUser, o.value))[0][1])],
        confidence: NOT_HIGH,
      })),
  },
  {
    id: 'top-users-podcasts-vague',
    type: 'top-users',
    question: 'Who listens to podcasts the most?',
    expect: () => UNSURE,
  },

  // 6. one user
  {
    id: 'user-heavy-count',
    type: 'user',
    question: `How many events has ${P.heavy} generated?`,
    expect: count(() => ({ user: P.heavy })),
  },
  {
    id: 'user-newbie-first-last',
    type: 'user',
    question: `When did ${P.newbie} first show up, and when were they last active?`,
    expect: (ev) =>
      orLow(o.newestFirst(o.select(ev, { user: P.newbie })), (s) => ({
        names: [o.isoDay(o.time(s.at(-1))), o.isoDay(o.time(s[0]))],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-cancelled-latest-4',
    type: 'user',
    question: `What are the 4 latest events from ${P.cancelled}?`,
    expect: (ev) =>
      orLow(o.newestFirst(o.select(ev, { user: P.cancelled })), (s) => ({
        names: s.slice(0, 4).map((e) => e.eventName),
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-podcaster-event-types',
    type: 'user',
    question: `which event types has ${P.podcaster} used?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.podcaster }), (s) => ({
        names: names(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-heavy-played-last-week',
    type: 'user',
    question: `${P.heavy} — Track Played count last week?`,
    expect: count((now) => ({ range: R.lastWeek(now), names: ['Track Played'], user: P.heavy })),
  },
  {
    id: 'user-podcaster-podcast-sum-30d',
    type: 'user',
    question: `total Podcast Played value for ${P.podcaster} in the last 30 days`,
    expect: measure(o.sum, (now) => ({
      range: R.lastDays(now, 30),
      names: ['Podcast Played'],
      user: P.podcaster,
    })),
  },
  {
    id: 'user-newbie-never-subscribed',
    type: 'user',
    emptyByDesign: true,
    question: `Has ${P.newbie} ever had a Subscription Started event?`,
    expect: count(() => ({ names: ['Subscription Started'], user: P.newbie })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    question: `What has ${NOBODY} been up to lately?`,
    outOfScope: true,
    expect: () => LOW,
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-liked-per-day-this-month',
    type: 'breakdown',
    question: 'Daily Song Liked counts this month',
    expect: breakdown((now) => ({ range: R.thisMonth(now), names: ['Song Liked'] }), o.byDay),
  },
  {
    id: 'breakdown-played-top-weekday',
    type: 'breakdown',
    question: 'Which weekday gets the most Track Played events?',
    expect: ranked('breakdown-played-top-weekday', () => ({ names: ['Track Played'] }), o.byWeekday, {
      n: 1,
    }),
  },
  {
    id: 'breakdown-podcast-peak-hour',
    type: 'breakdown',
    question: 'What hour of the day do Podcast Played events peak?',
    expect: ranked('breakdown-podcast-peak-hour', () => ({ names: ['Podcast Played'] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-app-opened-weekly',
    type: 'breakdown',
    question: (now) => `App Opened per week since ${longDay(o.weekStart(+now) - 5 * WEEK)}`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 5 * WEEK, now), names: ['App Opened'] }),
      o.byWeek,
    ),
  },
  {
    id: 'breakdown-registered-by-month',
    type: 'breakdown',
    question: (now) =>
      `Account Registered by month, from ${longDay(o.monthStart(+now, -3))} to ${longDay(o.monthStart(+now) - DAY)}`,
    expect: breakdown(
      (now) => ({
        range: R.between(o.monthStart(now, -3), o.monthStart(now) - DAY),
        names: ['Account Registered'],
      }),
      o.byMonth,
      { withNames: true, sortNames: true },
    ),
  },
  {
    id: 'breakdown-quietest-day-last-month',
    type: 'breakdown',
    question: 'What was the quietest day last month?',
    expect: ranked('breakdown-quietest-day-last-month', (now) => ({ range: R.lastMonth(now) }), o.byDay, {
      n: 1,
      ascending: true,
    }),
  },
  {
    id: 'breakdown-busiest-hour-yesterday',
    type: 'breakdown',
    question: "Yesterday's busiest hour?",
    expect: ranked('breakdown-busiest-hour-yesterday', (now) => ({ range: R.yesterday(now) }), o.byHour, {
      n: 1,
    }),
  },
  {
    id: 'breakdown-skipped-by-weekday-4w',
    type: 'breakdown',
    question: 'Break down Track Skipped by day of week for the last 4 weeks',
    expect: breakdown((now) => ({ range: R.lastWeeks(now, 4), names: ['Track Skipped'] }), o.byWeekday, {
      withNames: true,
    }),
  },

  // 8. period comparisons (earlier period first; change = later − earlier)
  {
    id: 'compare-skipped-7d',
    type: 'compare',
    question: 'Track Skipped: last 7 days vs the 7 days before?',
    expect: compare(['Track Skipped'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-registered-months',
    type: 'compare',
    question: 'Did we get more Account Registered events last month than the month before?',
    expect: compare(['Account Registered'], (now) => [R.month(o.monthStart(now, -2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-podcast-named-months',
    type: 'compare',
    question: (now) =>
      `Podcast Played in ${monthName(o.monthStart(+now, -2))} vs ${monthName(o.monthStart(+now, -1))}`,
    expect: compare(['Podcast Played'], (now) => [
      R.month(o.monthStart(now, -2)),
      R.month(o.monthStart(now, -1)),
    ]),
  },
  {
    id: 'compare-liked-14d',
    type: 'compare',
    question: 'How do Song Liked events over the past 14 days stack up against the 14 days before that?',
    expect: compare(['Song Liked'], (now) => [R.lastDays(now - 14 * DAY, 14), R.lastDays(now, 14)]),
  },
  {
    id: 'compare-searches-yesterday',
    type: 'compare',
    question: 'Search Performed yesterday vs the day before?',
    expect: compare(['Search Performed'], (now) => [R.on(o.dayStart(now) - 2 * DAY), R.yesterday(now)]),
  },
  {
    id: 'compare-subscriptions-weeks',
    type: 'compare',
    question: 'Are new subscriptions up or down last week compared with the week before?',
    expect: compare(['Subscription Started'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)], NOT_HIGH),
  },
  {
    id: 'compare-listening-growing',
    type: 'compare',
    question: 'Is listening growing?',
    expect: () => UNSURE,
  },

  // 9. shares
  {
    id: 'share-ads-all-time',
    type: 'share',
    question: 'What percent of all events are Ad Heard?',
    expect: shareOfEvents(['Ad Heard'], R.all),
  },
  {
    id: 'share-listeners-offline-30d',
    type: 'share',
    question: 'What share of active listeners did an Offline Download in the last 30 days?',
    expect: shareOfUsers(['Offline Download'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-skipped-this-week',
    type: 'share',
    question: 'Track Skipped as a % of all events this week',
    expect: shareOfEvents(['Track Skipped'], R.thisWeek),
  },
  {
    id: 'share-users-sub-started-last-month',
    type: 'share',
    question: 'Last month, what % of active users triggered Subscription Started?',
    expect: shareOfUsers(['Subscription Started'], R.lastMonth),
  },
  {
    id: 'share-liked-yesterday',
    type: 'share',
    question: "Of yesterday's events, what share were Song Liked?",
    expect: shareOfEvents(['Song Liked'], R.yesterday),
  },
  {
    id: 'share-skip-rate-vague',
    type: 'share',
    question: 'What % of plays get skipped?',
    expect: () => UNSURE,
  },

  // 10. conversion (B strictly after the user's first A, both in range)
  {
    id: 'conversion-registered-subscribed-60d',
    type: 'conversion',
    question:
      'Of users with Account Registered in the last 60 days, how many later had Subscription Started — and what % is that?',
    expect: conversion('Account Registered', 'Subscription Started', (now) => R.lastDays(now, 60), 'n%'),
  },
  {
    id: 'conversion-search-play',
    type: 'conversion',
    question: 'Search Performed → Track Played conversion rate, all time?',
    expect: conversion('Search Performed', 'Track Played', R.all, '%'),
  },
  {
    id: 'conversion-skip-like-this-month',
    type: 'conversion',
    question: 'This month, of the people who had a Track Skipped, how many had a Song Liked afterwards?',
    expect: conversion('Track Skipped', 'Song Liked', R.thisMonth, 'n'),
  },
  {
    id: 'conversion-ad-subscription-90d',
    type: 'conversion',
    question: 'Ad Heard to Subscription Started conversion over the past 90 days',
    expect: conversion('Ad Heard', 'Subscription Started', (now) => R.lastDays(now, 90), '%'),
  },
  {
    id: 'conversion-registered-not-subscribed-90d',
    type: 'conversion',
    question:
      "Of the listeners with an Account Registered event in the last 90 days, how many haven't had a Subscription Started since?",
    expect: conversion('Account Registered', 'Subscription Started', (now) => R.lastDays(now, 90), '!'),
  },
  {
    id: 'conversion-registered-playlist-loose',
    type: 'conversion',
    question: (now) =>
      `What % of listeners who registered since ${shortDay(daysAgo(now, 50))} went on to create a playlist?`,
    expect: conversion(
      'Account Registered',
      'Playlist Created',
      (now) => R.since(daysAgo(now, 50), now),
      '%',
      NOT_HIGH,
    ),
  },
  {
    id: 'conversion-free-to-premium-vague',
    type: 'conversion',
    question: 'How many free listeners upgraded to premium?',
    expect: () => UNSURE,
  },

  // 11. churn and new users
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: "How many listeners were active last month but haven't come back this month?",
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many users active in ${monthAndYear(o.monthStart(+now, -3))} did nothing in ${monthAndYear(o.monthStart(+now, -2))}?`,
    expect: churned((now) => [R.month(o.monthStart(now, -3)), R.month(o.monthStart(now, -2))]),
  },
  {
    id: 'churn-between-none-since',
    type: 'churn',
    question: (now) =>
      `How many users had events between ${o.isoDay(daysAgo(now, 60))} and ${o.isoDay(daysAgo(now, 31))} but none since ${o.isoDay(daysAgo(now, 30))}?`,
    expect: churned((now) => [R.between(daysAgo(now, 60), daysAgo(now, 31)), R.since(daysAgo(now, 30), now)]),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'new listeners in the past 14 days?',
    expect: newUsers((now) => R.lastDays(now, 14)),
  },
  {
    id: 'churn-new-last-week',
    type: 'churn',
    question: 'How many brand-new users showed up last week?',
    expect: newUsers(R.lastWeek),
  },
  {
    id: 'churn-first-time-this-month',
    type: 'churn',
    question: 'How many first-time users have we had this month?',
    expect: newUsers(R.thisMonth),
  },
  {
    id: 'churn-subscribers-lost-vague',
    type: 'churn',
    question: 'How many subscribers did we lose last month?',
    expect: () => UNSURE,
  },

  // 12. existence and recency
  {
    id: 'recency-last-cancellation',
    type: 'recency',
    question: 'When was the most recent Subscription Cancelled?',
    expect: lastDate(() => ({ names: ['Subscription Cancelled'] })),
  },
  {
    id: 'recency-last-registration',
    type: 'recency',
    question: 'When did the last Account Registered happen?',
    expect: lastDate(() => ({ names: ['Account Registered'] })),
  },
  {
    id: 'recency-playlist-since-yesterday',
    type: 'recency',
    question: 'Any Playlist Created since yesterday?',
    expect: lastDate((now) => ({ range: R.since(o.dayStart(now) - DAY, now), names: ['Playlist Created'] })),
  },
  {
    id: 'recency-cancelled-last-play',
    type: 'recency',
    question: `When did ${P.cancelled} last have a Track Played event?`,
    expect: lastDate(() => ({ names: ['Track Played'], user: P.cancelled })),
  },
  {
    id: 'recency-newbie-last-like-loose',
    type: 'recency',
    question: `When did ${P.newbie} last like a song?`,
    expect: lastDate(() => ({ names: ['Song Liked'], user: P.newbie }), NOT_HIGH),
  },
  {
    id: 'recency-podcaster-never-cancelled',
    type: 'recency',
    emptyByDesign: true,
    question: `Has ${P.podcaster} ever had a Subscription Cancelled?`,
    expect: lastDate(() => ({ names: ['Subscription Cancelled'], user: P.podcaster })),
  },
  {
    id: 'recency-unknown-event',
    type: 'recency',
    question: 'Did anybody ever trigger Gift Card Redeemed?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 13. catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: catalogue((ev) => ({ names: names(ev), unordered: true })),
  },
  {
    id: 'catalogue-listeners-and-events',
    type: 'catalogue',
    question: 'How many listeners and how many events have we got in total?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'how many different event names are there',
    expect: catalogue((ev) => ({ numbers: [names(ev).length] })),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'Total number of events stored?',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'catalogue-list-and-users',
    type: 'catalogue',
    question: 'List every event type we collect, plus the overall user count.',
    expect: catalogue((ev) => ({ names: names(ev), unordered: true, numbers: [o.users(ev).size] })),
  },

  // 14. outside what events can answer (unknown dimensions, forecasts, nonsense)
  {
    id: 'other-genres',
    type: 'other',
    question: 'Which genres are most popular?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-top-artist',
    type: 'other',
    question: "Who's our top artist this month?",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-plays-by-country',
    type: 'other',
    question: 'Track Played by country last week',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-listener-age',
    type: 'other',
    question: 'Average listener age?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-album-likes',
    type: 'other',
    question: 'Which album got the most Song Liked events?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-mobile-vs-desktop',
    type: 'other',
    question: 'Do listeners on mobile skip more than desktop ones?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-android-ios',
    type: 'other',
    question: 'Android vs iOS split?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Will we hit 10k subscribers by Christmas?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-royalties',
    type: 'other',
    question: 'How much do we owe labels in royalties for October?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-nonsense',
    type: 'other',
    question: 'purple monkey dishwasher',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-haiku',
    type: 'other',
    question: 'write me a haiku about our churn',
    outOfScope: true,
    expect: () => LOW,
  },
  { id: 'other-vague', type: 'other', question: 'How are the numbers looking?', expect: () => UNSURE },
];

export const questionText = (c, now) => (typeof c.question === 'function' ? c.question(now) : c.question);
