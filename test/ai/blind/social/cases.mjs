// Blind evaluation cases for Snapshot, a photo-sharing social network (events from ./data.mjs).
// `question`: a string, or a function of `now` (a Date). `expect(events, now)` returns the
// expectation scored by score.mjs: { numbers?, percents?, names?, unordered?, confidence, dataPoints? }.
// Every figure follows /work/shared/ai/SEMANTICS.md through the reference helpers of oracle.mjs.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;
const P = PERSONAS;

// ---- dates in question text -------------------------------------------------------------
const ago = (now, n) => o.dayStart(+now) - n * DAY; // start of the day n days back
const th = (d) =>
  d + ([11, 12, 13].includes(d % 100) ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[d % 10] ?? 'th'));
const monthOf = (t) => new Date(t).getUTCMonth();
const dateOf = (t) => new Date(t).getUTCDate();
const prevMonthStart = (now, k = 1) => o.monthStart(+now, -k); // start of the k-th previous month
const mName = (t) => o.MONTHS[monthOf(t)];
const mShort = (t) => mName(t).slice(0, 3);
const spoken = (t) => `${mName(t)} ${th(dateOf(t))}`; // November 3rd
const brief = (t) => `${mShort(t)} ${dateOf(t)}`; // Nov 3
// the day a question names without a year, as SEMANTICS.md resolves it
const namedDay = (now, t) => o.pastMonthDay(+now, monthOf(t), dateOf(t));
// the month a question names without a year
const namedMonth = (now, k) => R.month(o.pastMonth(+now, monthOf(prevMonthStart(now, k))));

// ---- expectations -----------------------------------------------------------------------
const HIGH = 'high';
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => o.round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const k = v.length >> 1;
  return r2(v.length % 2 ? v[k] : (v[k - 1] + v[k]) / 2);
};
const nonEmpty = (s, build) => (s.length ? build(s) : LOW());

const countOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    numbers: [s.length],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const usersOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    numbers: [o.users(s).size],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const valueOf = (fn, scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    numbers: [r2(fn(s))],
    confidence: HIGH,
    dataPoints: s.length,
  }));

// A ranked list (top-N) over the scope. `tieAtCut` lets selfcheck.mjs refuse a cut inside a tie.
const rankedBy = (scope, key, { n, ascending, by, confidence = HIGH, dataPoints = true } = {}) => {
  const fn = (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const list = o.rank(o.tally(s, key, by), { n, ascending });
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => r2(v)),
        confidence,
        ...(dataPoints ? { dataPoints: s.length } : {}),
      };
    });
  fn.tieAtCut = (ev, now) => {
    const all = o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
    return n !== undefined && all.length > n && all[n - 1][1] === all[n][1];
  };
  return fn;
};

// A looser name (verb form, synonym, reversed words): at most medium; the answer names the stored event.
const loose =
  (...stored) =>
  () => ({ names: stored, unordered: true, confidence: 'not-high' });

// A breakdown over every bucket that has events (chronological unless `unordered`).
const series =
  (scope, key, { unordered = false } = {}) =>
  (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const list = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => v),
        unordered,
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// Two periods, earlier first; measure: events (count), distinct users or summed value.
const MEASURES = { count: (s) => s.length, users: (s) => o.users(s).size, sum: o.sum };
const comparing =
  (names, periods, measure = 'count') =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW();
    const c = o.change(MEASURES[measure](a), MEASURES[measure](b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      confidence: HIGH,
      dataPoints: a.length + b.length,
    };
  };
const rolling = (n) => (now) => [
  { from: now - 2 * n * DAY, to: now - n * DAY },
  { from: now - n * DAY, to: now },
];

const eventShare = (names, range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.select(all, { names }).length, all.length)],
    confidence: HIGH,
    dataPoints: all.length,
  }));
const userShare = (names, range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

const converting =
  (a, b, range, show = 'n%') =>
  (ev, now) => {
    const rg = range(+now);
    const c = o.conversion(ev, rg, a, b);
    if (!c.did) return LOW();
    return {
      numbers: show.includes('n') ? [c.did, c.converted] : [],
      percents: show.includes('%') ? [c.pct] : [],
      confidence: HIGH,
      dataPoints: o.select(ev, { range: rg, names: [a, b] }).length,
    };
  };

const churnOf = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return nonEmpty(o.select(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};
const newOf = (range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// "when was the last X": the date of the newest X; dataPoints all X events
const lastOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const firstOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    names: [o.isoDay(Math.min(...s.map(o.time)))],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const existsOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({ confidence: HIGH, dataPoints: s.length }));

// one user's n most recent events, newest first
const recentOf = (user, n) => (ev) =>
  nonEmpty(o.select(ev, { user }), (s) => ({
    names: o
      .newestFirst(s)
      .slice(0, n)
      .map((e) => e.eventName),
    confidence: HIGH,
    dataPoints: s.length,
  }));
const namesUsedBy = (user) => (ev) =>
  nonEmpty(o.select(ev, { user }), (s) => ({
    names: [...new Set(s.map((e) => e.eventName))].sort(),
    unordered: true,
    confidence: HIGH,
    dataPoints: s.length,
  }));
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();

// money words without an event name: the events that carry money (here only post.boosted), medium
const MONEY = ['post.boosted'];
const revenueOf = (range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now), names: MONEY }), (s) => ({
    names: MONEY,
    numbers: [o.sum(s)],
    confidence: 'not-high',
  }));

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // 1. counts
  {
    id: 'count-photos-7d',
    type: 'count',
    question: 'How many photo_posted events in the last 7 days?',
    expect: countOf((now) => ({ range: R.lastDays(now, 7), names: ['photo_posted'] })),
  },
  {
    id: 'count-app-opens-yesterday',
    type: 'count',
    question: 'app opens yesterday - how many?',
    expect: countOf((now) => ({ range: R.yesterday(now), names: ['app_open'] })),
  },
  {
    id: 'count-follows-this-month',
    type: 'count',
    question: 'How many follows have there been so far this month?',
    expect: countOf((now) => ({ range: R.thisMonth(now), names: ['follow'] })),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'Number of events in the past 24 hours, please',
    expect: countOf((now) => ({ range: R.lastHours(now, 24) })),
  },
  {
    id: 'count-dm-on-day',
    type: 'count',
    question: (now) => `How many dm.sent events were there on ${spoken(ago(now, 3))}?`,
    expect: countOf((now) => ({ range: R.on(namedDay(now, ago(now, 3))), names: ['dm.sent'] })),
  },
  {
    id: 'count-user-stories-30d',
    type: 'count',
    question: `In the last 30 days, how many story_shared events did ${P.heavy} have?`,
    expect: countOf((now) => ({ range: R.lastDays(now, 30), names: ['story_shared'], user: P.heavy })),
  },
  {
    id: 'count-comments-between',
    type: 'count',
    question: (now) => `comment.posted count between ${brief(ago(now, 20))} and ${brief(ago(now, 14))}`,
    expect: countOf((now) => ({
      range: R.between(namedDay(now, ago(now, 20)), namedDay(now, ago(now, 14))),
      names: ['comment.posted'],
    })),
  },
  {
    id: 'count-follow-before',
    type: 'count',
    question: (now) => `How many follow events happened before ${spoken(ago(now, 100))}?`,
    expect: countOf((now) => ({ range: R.before(namedDay(now, ago(now, 100))), names: ['follow'] })),
  },
  {
    id: 'count-likes-loose',
    type: 'count',
    question: 'how many likes did we get last week?',
    expect: loose('post_liked'),
  },

  // 2. distinct users
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'How many active users in the last 30 days?',
    expect: usersOf((now) => ({ range: R.lastDays(now, 30) })),
  },
  {
    id: 'users-stories-7d',
    type: 'users',
    question: 'how many distinct people had Story Shared events over the past 7 days',
    expect: usersOf((now) => ({ range: R.lastDays(now, 7), names: ['story_shared'] })),
  },
  {
    id: 'users-boosters-3m',
    type: 'users',
    question: 'How many different members used post.boosted in the past 3 months?',
    expect: usersOf((now) => ({ range: R.lastMonths(now, 3), names: ['post.boosted'] })),
  },
  {
    id: 'users-today',
    type: 'users',
    question: 'How many people have been active today?',
    expect: usersOf((now) => ({ range: R.today(now) })),
  },
  {
    id: 'users-opened-app-loose',
    type: 'users',
    question: 'How many people opened the app last month?',
    expect: loose('app_open'),
  },
  {
    id: 'users-reporters-since',
    type: 'users',
    question: (now) => `Unique users with content_reported since ${spoken(ago(now, 45))}`,
    expect: usersOf((now) => ({
      range: R.since(namedDay(now, ago(now, 45)), now),
      names: ['content_reported'],
    })),
  },
  {
    id: 'users-dm-14d',
    type: 'users',
    question: 'In the last 14 days how many members have dm.sent events?',
    expect: usersOf((now) => ({ range: R.lastDays(now, 14), names: ['dm.sent'] })),
  },
  {
    id: 'users-posters-named-month',
    type: 'users',
    question: (now) => `how many users had a photo_posted in ${mName(prevMonthStart(now))}`,
    expect: usersOf((now) => ({ range: namedMonth(now, 1), names: ['photo_posted'] })),
  },

  // 3. values
  {
    id: 'value-avg-story-30d',
    type: 'value',
    question: "What's the average story_shared length in seconds over the last 30 days?",
    expect: valueOf(o.avg, (now) => ({ range: R.lastDays(now, 30), names: ['story_shared'] })),
  },
  {
    id: 'value-boost-sum-last-month',
    type: 'value',
    question: 'Total amount paid for post.boosted last month',
    expect: valueOf(o.sum, (now) => ({ range: R.lastMonth(now), names: ['post.boosted'] })),
  },
  {
    id: 'value-boost-max',
    type: 'value',
    question: "What's the biggest single post.boosted payment we've ever had?",
    expect: valueOf(o.max, () => ({ names: ['post.boosted'] })),
  },
  {
    id: 'value-story-min-last-week',
    type: 'value',
    question: 'minimum story_shared value last week?',
    expect: valueOf(o.min, (now) => ({ range: R.lastWeek(now), names: ['story_shared'] })),
  },
  {
    id: 'value-boost-median-60d',
    type: 'value',
    question: 'median post.boosted amount in the last 60 days',
    expect: valueOf(median, (now) => ({ range: R.lastDays(now, 60), names: ['post.boosted'] })),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'How much revenue did we make last month?',
    expect: revenueOf((now) => R.lastMonth(now)),
  },
  {
    id: 'value-user-boost-spend',
    type: 'value',
    question: `How much has ${P.heavy} spent on post.boosted in total?`,
    expect: valueOf(o.sum, () => ({ names: ['post.boosted'], user: P.heavy })),
  },
  {
    id: 'value-boost-avg-8w',
    type: 'value',
    question: 'Mean dollar value of post.boosted over the past 8 weeks?',
    expect: valueOf(o.avg, (now) => ({ range: R.lastWeeks(now, 8), names: ['post.boosted'] })),
  },

  // 4. most and least common events
  {
    id: 'top-events-5-all',
    type: 'top-events',
    question: 'What are our top 5 events?',
    expect: rankedBy(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-default-7d',
    type: 'top-events',
    question: 'most common actions in the last 7 days',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 7) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-last-month',
    type: 'top-events',
    question: 'top 3 events last month',
    expect: rankedBy((now) => ({ range: R.lastMonth(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-all',
    type: 'top-events',
    question: 'Which event happens least often?',
    expect: rankedBy(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-most-yesterday',
    type: 'top-events',
    question: 'What was the single most frequent event yesterday?',
    expect: rankedBy((now) => ({ range: R.yesterday(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-2-this-week',
    type: 'top-events',
    question: 'Show me the two most popular events this week.',
    expect: rankedBy((now) => ({ range: R.thisWeek(now) }), o.byName, { n: 2 }),
  },
  {
    id: 'top-events-rarest-30d',
    type: 'top-events',
    question: 'the 3 rarest events over the past 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-user',
    type: 'top-events',
    question: `What are ${P.newcomer}'s 3 most common events?`,
    expect: rankedBy(() => ({ user: P.newcomer }), o.byName, { n: 3 }),
  },

  // 5. most active users
  {
    id: 'top-users-5-30d',
    type: 'top-users',
    question: 'Who were the 5 most active members in the last 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'Who are our top 3 spenders?',
    expect: rankedBy(() => ({ names: MONEY }), o.byUser, {
      n: 3,
      by: o.value,
      confidence: 'not-high',
      dataPoints: false,
    }),
  },
  {
    id: 'top-users-boost-amount-90d',
    type: 'top-users',
    question: 'top three members by post.boosted amount in the last 90 days',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 90), names: ['post.boosted'] }), o.byUser, {
      n: 3,
      by: o.value,
    }),
  },
  {
    id: 'top-users-photos-30d',
    type: 'top-users',
    question: 'Which user had the most photo_posted events in the last 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30), names: ['photo_posted'] }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-10-all',
    type: 'top-users',
    question: 'top ten users by number of events',
    expect: rankedBy(() => ({}), o.byUser, { n: 10 }),
  },
  {
    id: 'top-users-stories-loose',
    type: 'top-users',
    question: 'Who shares the most stories?',
    expect: loose('story_shared'),
  },
  {
    id: 'top-users-3-14d',
    type: 'top-users',
    question: 'Who were the three most active people over the past 14 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 14) }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-dm-30d',
    type: 'top-users',
    question: 'Which members had the most dm.sent in the past 30 days? Top 3 please',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30), names: ['dm.sent'] }), o.byUser, { n: 3 }),
  },

  // 6. one user
  {
    id: 'user-count-all',
    type: 'user',
    question: `How many events does ${P.heavy} have?`,
    expect: countOf(() => ({ user: P.heavy })),
  },
  {
    id: 'user-first-seen',
    type: 'user',
    question: `When was ${P.newcomer} first seen?`,
    expect: firstOf(() => ({ user: P.newcomer })),
  },
  {
    id: 'user-last-seen',
    type: 'user',
    question: `when was ${P.churned} last active`,
    expect: lastOf(() => ({ user: P.churned })),
  },
  {
    id: 'user-recent-3',
    type: 'user',
    question: `Show the 3 most recent events for ${P.newcomer}`,
    expect: recentOf(P.newcomer, 3),
  },
  {
    id: 'user-names-used',
    type: 'user',
    question: `Which event types has ${P.lurker} used?`,
    expect: namesUsedBy(P.lurker),
  },
  {
    id: 'user-unknown',
    type: 'user',
    question: `What has ${NOBODY} been up to?`,
    expect: LOW,
  },
  {
    id: 'user-app-open-14d',
    type: 'user',
    question: `How many times did ${P.newcomer} have app_open in the last 14 days?`,
    expect: countOf((now) => ({ range: R.lastDays(now, 14), names: ['app_open'], user: P.newcomer })),
  },
  {
    id: 'user-count-this-month',
    type: 'user',
    question: `${P.heavy} activity this month - how many events?`,
    expect: countOf((now) => ({ range: R.thisMonth(now), user: P.heavy })),
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-per-day-7d',
    type: 'breakdown',
    question: 'events per day over the last 7 days',
    expect: series((now) => ({ range: R.lastDays(now, 7) }), o.byDay, { unordered: true }),
  },
  {
    id: 'breakdown-busiest-hour-app-open',
    type: 'breakdown',
    question: "What's the busiest hour of the day for app_open?",
    expect: rankedBy(() => ({ names: ['app_open'] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-weekday-likes',
    type: 'breakdown',
    question: 'Which day of the week gets teh most post_liked events?',
    expect: rankedBy(() => ({ names: ['post_liked'] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-monthly-photos',
    type: 'breakdown',
    question: 'monthly breakdown of photo-posted',
    expect: series(() => ({ names: ['photo_posted'] }), o.byMonth),
  },
  {
    id: 'breakdown-weekly-accounts-4w',
    type: 'breakdown',
    question: 'account_created per week over the last 4 weeks',
    expect: series((now) => ({ range: R.lastWeeks(now, 4), names: ['account_created'] }), o.byWeek),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'What was our busiest day in the last 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-weekday-4w',
    type: 'breakdown',
    question: 'Break down the last 4 weeks of activity by weekday',
    expect: series((now) => ({ range: R.lastWeeks(now, 4) }), o.byWeekday, { unordered: true }),
  },
  {
    id: 'breakdown-quietest-hour-comments',
    type: 'breakdown',
    question: 'quietest hour of the day for comment.posted?',
    expect: rankedBy(() => ({ names: ['comment.posted'] }), o.byHour, { n: 1, ascending: true }),
  },

  // 8. period comparisons
  {
    id: 'compare-app-open-7d',
    type: 'compare',
    question: 'app_open in the last 7 days compared with the 7 days before',
    expect: comparing(['app_open'], rolling(7)),
  },
  {
    id: 'compare-photos-30d',
    type: 'compare',
    question: 'How did photo_posted in the last 30 days compare with the previous 30 days?',
    expect: comparing(['photo_posted'], rolling(30)),
  },
  {
    id: 'compare-likes-growing-no-period',
    type: 'compare',
    question: 'Is post_liked growing?',
    expect: () => ({ confidence: 'not-high' }),
  },
  {
    id: 'compare-events-last-month',
    type: 'compare',
    question: 'How many events last month vs the month before?',
    expect: comparing(undefined, (now) => [R.month(o.monthStart(now, -2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-dm-named-months',
    type: 'compare',
    question: (now) => `dm.sent in ${mName(prevMonthStart(now, 1))} vs ${mName(prevMonthStart(now, 2))}`,
    expect: comparing(['dm.sent'], (now) => [namedMonth(now, 2), namedMonth(now, 1)]),
  },
  {
    id: 'compare-active-users-30d',
    type: 'compare',
    question: 'active users in the last 30 days compared with the previous 30 days',
    expect: comparing(undefined, rolling(30), 'users'),
  },
  {
    id: 'compare-boost-amount-30d',
    type: 'compare',
    question: 'post.boosted amount over the last 30 days vs the previous 30 days',
    expect: comparing(['post.boosted'], rolling(30), 'sum'),
  },
  {
    id: 'compare-dm-yesterday',
    type: 'compare',
    question: 'dm.sent yesterday compared with the day before',
    expect: comparing(['dm.sent'], (now) => [
      { from: o.dayStart(now) - 2 * DAY, to: o.dayStart(now) - DAY },
      R.yesterday(now),
    ]),
  },

  // 9. shares
  {
    id: 'share-events-likes-all',
    type: 'share',
    question: 'What percentage of all events are post_liked?',
    expect: eventShare(['post_liked'], () => R.all()),
  },
  {
    id: 'share-users-photos-30d',
    type: 'share',
    question: 'What share of active users did photo_posted in the last 30 days?',
    expect: userShare(['photo_posted'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-users-verified-all',
    type: 'share',
    question: 'What % of members have a profile_verified event?',
    expect: userShare(['profile_verified'], () => R.all()),
  },
  {
    id: 'share-events-dm-last-week',
    type: 'share',
    question: "What percentage of last week's events were dm.sent?",
    expect: eventShare(['dm.sent'], (now) => R.lastWeek(now)),
  },
  {
    id: 'share-users-reported-2m',
    type: 'share',
    question: 'what percent of active users had content_reported over the past 2 months',
    expect: userShare(['content_reported'], (now) => R.lastMonths(now, 2)),
  },
  {
    id: 'share-events-app-open-yesterday',
    type: 'share',
    question: "app_open as a percentage of yesterday's events",
    expect: eventShare(['app_open'], (now) => R.yesterday(now)),
  },
  {
    id: 'share-boosters-loose',
    type: 'share',
    question: 'what percent of people have boosted a post?',
    expect: loose('post.boosted'),
  },

  // 10. conversion
  {
    id: 'conversion-account-photo-60d',
    type: 'conversion',
    question:
      'Of the users who did account_created in the last 60 days, how many went on to do photo_posted afterwards?',
    expect: converting('account_created', 'photo_posted', (now) => R.lastDays(now, 60)),
  },
  {
    id: 'conversion-open-boost-30d',
    type: 'conversion',
    question: 'conversion rate from app_open to post.boosted in the last 30 days',
    expect: converting('app_open', 'post.boosted', (now) => R.lastDays(now, 30), '%'),
  },
  {
    id: 'conversion-photo-boost-all',
    type: 'conversion',
    question: 'What % of people who did photo_posted later did post.boosted?',
    expect: converting('photo_posted', 'post.boosted', () => R.all(), '%'),
  },
  {
    id: 'conversion-account-verified-since',
    type: 'conversion',
    question: (now) => `account_created → profile_verified conversion since ${spoken(ago(now, 90))}`,
    expect: converting('account_created', 'profile_verified', (now) =>
      R.since(namedDay(now, ago(now, 90)), now),
    ),
  },
  {
    id: 'conversion-follow-dm-14d',
    type: 'conversion',
    question: 'Of members with a follow in the last 14 days, what share sent a dm.sent after that?',
    expect: converting('follow', 'dm.sent', (now) => R.lastDays(now, 14), '%'),
  },
  {
    id: 'conversion-signup-photo-loose',
    type: 'conversion',
    question: 'How many new signups went on to post a photo?',
    expect: () => ({ confidence: 'not-high' }),
  },
  {
    id: 'conversion-account-story-3m',
    type: 'conversion',
    question: 'account_created to story_shared conversion over the last 3 months',
    expect: converting('account_created', 'story_shared', (now) => R.lastMonths(now, 3)),
  },

  // 11. churn and new users
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'How many new users did we get this month?',
    expect: newOf((now) => R.thisMonth(now)),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'new users in the last 7 days',
    expect: newOf((now) => R.lastDays(now, 7)),
  },
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: churnOf((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many members active in ${mName(prevMonthStart(now, 2))} didn't come back in ${mName(prevMonthStart(now, 1))}?`,
    expect: churnOf((now) => [namedMonth(now, 2), namedMonth(now, 1)]),
  },
  {
    id: 'churn-new-named-month',
    type: 'churn',
    question: (now) => `new users in ${mName(prevMonthStart(now))}?`,
    expect: newOf((now) => namedMonth(now, 1)),
  },
  {
    id: 'churn-new-last-week',
    type: 'churn',
    question: 'how many first-time users showed up last week',
    expect: newOf((now) => R.lastWeek(now)),
  },
  {
    id: 'churn-week-before-last',
    type: 'churn',
    question: 'How many users were active the week before last but not at all last week?',
    expect: churnOf((now) => [
      { from: o.weekStart(now) - 2 * WEEK, to: o.weekStart(now) - WEEK },
      R.lastWeek(now),
    ]),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `How many new people have we had since ${brief(ago(now, 10))}?`,
    expect: newOf((now) => R.since(namedDay(now, ago(now, 10)), now)),
  },

  // 12. existence and recency
  {
    id: 'recency-last-report',
    type: 'recency',
    question: 'When was the last content_reported?',
    expect: lastOf(() => ({ names: ['content_reported'] })),
  },
  {
    id: 'recency-any-boost-7d',
    type: 'recency',
    question: 'Did anyone do post.boosted in the last 7 days?',
    expect: existsOf((now) => ({ range: R.lastDays(now, 7), names: ['post.boosted'] })),
  },
  {
    id: 'recency-user-last-app-open',
    type: 'recency',
    question: `When did ${P.churned} last have an app_open?`,
    expect: lastOf(() => ({ names: ['app_open'], user: P.churned })),
  },
  {
    id: 'recency-any-verified-30d',
    type: 'recency',
    question: 'Has anyone had a profile_verified in the past 30 days?',
    expect: existsOf((now) => ({ range: R.lastDays(now, 30), names: ['profile_verified'] })),
  },
  {
    id: 'recency-last-account',
    type: 'recency',
    question: 'when was the most recent account_created',
    expect: lastOf(() => ({ names: ['account_created'] })),
  },
  {
    id: 'recency-first-boost',
    type: 'recency',
    question: 'When was the very first post.boosted?',
    expect: firstOf(() => ({ names: ['post.boosted'] })),
  },
  {
    id: 'recency-churned-user-7d',
    type: 'recency',
    question: `Has ${P.churned} done anything in the last 7 days?`,
    expect: existsOf((now) => ({ range: R.lastDays(now, 7), user: P.churned })),
  },
  {
    id: 'recency-lurker-never-posted',
    type: 'recency',
    question: `When was the last time ${P.lurker} did photo_posted?`,
    expect: lastOf(() => ({ names: ['photo_posted'], user: P.lurker })),
  },

  // 13. catalogue
  {
    id: 'catalogue-events-tracked',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-users',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'How many events have been recorded overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'list every event name please',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'how many different event types exist?',
    expect: (ev) => ({ numbers: [allNames(ev).length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'Give me an overview: how many users and how many events do we have overall?',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },

  // 14. anything else: not answerable from these events
  { id: 'other-age', type: 'other', question: "What's the average age of our members?", expect: LOW },
  { id: 'other-country', type: 'other', question: 'Which country has the most users?', expect: LOW },
  { id: 'other-photo-most-likes', type: 'other', question: 'Which photo got the most likes?', expect: LOW },
  {
    id: 'other-followers-of-user',
    type: 'other',
    question: `How many followers does ${P.newcomer} have?`,
    expect: LOW,
  },
  { id: 'other-caption', type: 'other', question: 'Write a fun caption for my beach photo', expect: LOW },
  { id: 'other-gibberish', type: 'other', question: 'asdf jkl qwerty', expect: LOW },
  { id: 'other-platform', type: 'other', question: 'How many users are on iPhone vs Android?', expect: LOW },
  {
    id: 'other-session-length',
    type: 'other',
    question: "What's the average session length in minutes?",
    expect: LOW,
  },
  { id: 'other-forecast', type: 'other', question: "Predict next month's post.boosted revenue", expect: LOW },
  {
    id: 'other-delete-account',
    type: 'other',
    question: `Please delete ${P.churned}'s account`,
    expect: LOW,
  },
  { id: 'other-weather', type: 'other', question: 'whats the weather in Lisbon today', expect: LOW },
  {
    id: 'other-unknown-event',
    type: 'other',
    question: 'How many video_uploaded events last week?',
    expect: LOW,
  },
  { id: 'other-hashtags', type: 'other', question: 'Which hashtags are trending right now?', expect: LOW },
  {
    id: 'other-photo-deletes',
    type: 'other',
    question: `How many photos did ${P.heavy} delete?`,
    expect: LOW,
  },
  {
    id: 'other-unfollows',
    type: 'other',
    question: 'How many users unfollowed someone last month?',
    expect: LOW,
  },
];
