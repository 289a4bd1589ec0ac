// Blind evaluation cases for a dating app (events from ./data.mjs).
// `question`: a string, or a function of `now` (a Date). `expect(events, now)` returns the
// expectation scored by score.mjs: { numbers?, percents?, names?, unordered?, confidence, dataPoints? }.
// Every figure follows /work/shared/ai/SEMANTICS.md through the reference helpers of oracle.mjs.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY } = o;
const P = PERSONAS;

// The events that plainly carry money (for "revenue", "spenders" without an event name).
export const MONEY = ['premium_purchase', 'boost.purchased'];

// ---- dates in question text -------------------------------------------------------------
const ago = (now, n) => o.dayStart(+now) - n * DAY; // start of the day n days back
const th = (d) =>
  d + ([11, 12, 13].includes(d % 100) ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[d % 10] ?? 'th'));
const monthOf = (t) => new Date(t).getUTCMonth();
const prevMonthStart = (now, k = 1) => o.monthStart(+now, -k); // start of the k-th previous month
const mName = (t) => o.MONTHS[monthOf(t)];
const mShort = (t) => mName(t).slice(0, 3);
const spoken = (t) => `${mName(t)} ${th(new Date(t).getUTCDate())}`; // November 3rd
const brief = (t) => `${mShort(t)} ${new Date(t).getUTCDate()}`; // Nov 3
// "in October": the month named by the k-th previous month, read back as SEMANTICS.md reads it
const namedMonth = (now, k) => R.month(o.pastMonth(+now, monthOf(prevMonthStart(now, k))));
const rolling = (now, days, back = 0) => ({ from: +now - (days + back) * DAY, to: +now - back * DAY });

// ---- expectations -----------------------------------------------------------------------
const HIGH = 'high';
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => o.round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length >> 1;
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
// Ranked list (top 5 unless said); `assumed` marks an answer that needs an assumption (money words): at most
// medium and no dataPoints expected.
const rankedBy = (scope, key, { n = 5, ascending, by, assumed = false } = {}) => {
  const fn = (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const list = o.rank(o.tally(s, key, by), { n, ascending });
      const exp = { names: list.map(([k]) => k), numbers: list.map(([, v]) => r2(v)) };
      return assumed
        ? { ...exp, confidence: 'not-high' }
        : { ...exp, confidence: HIGH, dataPoints: s.length };
    });
  // for selfcheck: does the last listed item tie with the next one (a cut inside a tie)?
  fn.tieAtCut = (ev, now) => {
    const all = o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
    return all.length > n && r2(all[n - 1][1]) === r2(all[n][1]);
  };
  return fn;
};
// a looser name (verb form, synonym, partial name): at most medium; the answer names the stored event(s)
const loose =
  (...stored) =>
  () => ({ names: stored, unordered: true, confidence: 'not-high' });
// breakdown over every bucket that has events, chronological unless `unordered`
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
// two periods, earlier first; `measure` maps the events of one period to its figure
const comparing =
  (names, periods, { measure = (s) => s.length, user } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names, user }));
    if (!a.length && !b.length) return LOW();
    const c = o.change(measure(a), measure(b));
    return {
      numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: HIGH,
      dataPoints: a.length + b.length,
    };
  };
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
const converting = (a, b, range) => (ev, now) => {
  const rg = range(+now),
    c = o.conversion(ev, rg, a, b);
  if (!c.did) return LOW();
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
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
const recentOf = (user, n) => (ev) =>
  nonEmpty(o.select(ev, { user }), (s) => ({
    names: o
      .newestFirst(s)
      .slice(0, n)
      .map((e) => e.eventName),
    confidence: HIGH,
    dataPoints: s.length,
  }));
const namesUsed = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    names: [...new Set(s.map((e) => e.eventName))].sort(),
    unordered: true,
    confidence: HIGH,
    dataPoints: s.length,
  }));
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // 1. count
  {
    id: 'count-right-swipes-7d',
    type: 'count',
    question: 'How many swipe.right events were there in the last 7 days?',
    expect: countOf((now) => ({ range: R.lastDays(now, 7), names: ['swipe.right'] })),
  },
  {
    id: 'count-matches-yesterday',
    type: 'count',
    question: 'matches yesterday - how many?',
    expect: countOf((now) => ({ range: R.yesterday(now), names: ['match'] })),
  },
  {
    id: 'count-app-opens-this-week',
    type: 'count',
    question: 'Number of app opens this week',
    expect: countOf((now) => ({ range: R.thisWeek(now), names: ['app_open'] })),
  },
  {
    id: 'count-profiles-since-day',
    type: 'count',
    question: (now) => `How many profile_created events have we had since ${spoken(ago(now, 14))}?`,
    expect: countOf((now) => ({ range: R.since(ago(now, 14), now), names: ['profile_created'] })),
  },
  {
    id: 'count-purchases-last-month',
    type: 'count',
    question: 'Can you count premium purchases plus boost.purchased events for last month?',
    expect: countOf((now) => ({ range: R.lastMonth(now), names: ['premium_purchase', 'boost.purchased'] })),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'total events in the past 24 hours',
    expect: countOf((now) => ({ range: R.lastHours(now, 24) })),
  },
  {
    id: 'count-blocks-between',
    type: 'count',
    question: (now) => `user.blocked count between ${brief(ago(now, 30))} and ${brief(ago(now, 16))}`,
    expect: countOf((now) => ({ range: R.between(ago(now, 30), ago(now, 16)), names: ['user.blocked'] })),
  },
  {
    id: 'count-messages-before-month',
    type: 'count',
    question: (now) => `How many message_sent events were logged before ${spoken(o.monthStart(+now))}?`,
    expect: countOf((now) => ({ range: R.before(o.monthStart(now)), names: ['message_sent'] })),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    question: 'How many super_like events this month?',
    expect: LOW,
  },

  // 2. users
  {
    id: 'users-right-swipers-30d',
    type: 'users',
    question: 'How many unique members had a swipe.right in the last 30 days?',
    expect: usersOf((now) => ({ range: R.lastDays(now, 30), names: ['swipe.right'] })),
  },
  {
    id: 'users-active-last-week',
    type: 'users',
    question: 'active members last week?',
    expect: usersOf((now) => ({ range: R.lastWeek(now) })),
  },
  {
    id: 'users-active-today',
    type: 'users',
    question: 'how many people have been active today so far?',
    expect: usersOf((now) => ({ range: R.today(now) })),
  },
  {
    id: 'users-premium-this-year',
    type: 'users',
    question: 'distinct users with a premium_purchase this year',
    expect: usersOf((now) => ({ range: R.thisYear(now), names: ['premium_purchase'] })),
  },
  {
    id: 'users-active-on-day',
    type: 'users',
    question: (now) => `How many members were active on ${brief(ago(now, 3))}?`,
    expect: usersOf((now) => ({ range: R.on(ago(now, 3)) })),
  },
  {
    id: 'users-video-daters-loose',
    type: 'users',
    question: 'How many daters went on a video date in the past 2 months?',
    expect: loose('video_date_completed'),
  },
  {
    id: 'users-messagers-named-month',
    type: 'users',
    question: (now) => `unique members who had message_sent events in ${mName(prevMonthStart(now))}`,
    expect: usersOf((now) => ({ range: namedMonth(now, 1), names: ['message_sent'] })),
  },
  {
    id: 'users-reporters-loose',
    type: 'users',
    question: 'Number of members who reported someone last month',
    expect: loose('user.reported'),
  },

  // 3. value
  {
    id: 'value-premium-sum-last-month',
    type: 'value',
    question: 'Total premium_purchase amount last month',
    expect: valueOf(o.sum, (now) => ({ range: R.lastMonth(now), names: ['premium_purchase'] })),
  },
  {
    id: 'value-video-avg-30d',
    type: 'value',
    question: 'What is the average value of video_date_completed (call minutes) over the last 30 days?',
    expect: valueOf(o.avg, (now) => ({ range: R.lastDays(now, 30), names: ['video_date_completed'] })),
  },
  {
    id: 'value-longest-video-loose',
    type: 'value',
    question: 'longest video date ever?',
    expect: loose('video_date_completed'),
  },
  {
    id: 'value-boost-median',
    type: 'value',
    question: 'median boost.purchased amount',
    expect: valueOf(median, () => ({ names: ['boost.purchased'] })),
  },
  {
    id: 'value-premium-min-this-year',
    type: 'value',
    question: 'smallest premium_purchase value this year',
    expect: valueOf(o.min, (now) => ({ range: R.thisYear(now), names: ['premium_purchase'] })),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'How much revenue did we make last month?',
    expect: (ev, now) =>
      nonEmpty(o.select(ev, { range: R.lastMonth(+now), names: MONEY }), (s) => ({
        numbers: [r2(o.sum(s))],
        names: MONEY,
        unordered: true,
        confidence: 'not-high',
      })),
  },
  {
    id: 'value-persona-premium-spend',
    type: 'value',
    question: `How much has ${P.heavy} spent on premium_purchase?`,
    expect: valueOf(o.sum, () => ({ names: ['premium_purchase'], user: P.heavy })),
  },
  {
    id: 'value-boost-max-90d',
    type: 'value',
    question: 'max boost.purchased value in the past 90 days',
    expect: valueOf(o.max, (now) => ({ range: R.lastDays(now, 90), names: ['boost.purchased'] })),
  },

  // 4. top-events
  {
    id: 'top-events-all-time',
    type: 'top-events',
    question: 'What are the most common events?',
    expect: rankedBy(() => ({}), o.byName),
  },
  {
    id: 'top-events-3-last-week',
    type: 'top-events',
    question: 'top 3 events last week',
    expect: rankedBy((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-30d',
    type: 'top-events',
    question: 'Which event was the least common over the last 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-6-30d',
    type: 'top-events',
    question: 'Which 6 event names show up most in the last 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 6 }),
  },
  {
    id: 'top-events-most-yesterday',
    type: 'top-events',
    question: 'most frequent event yesterday',
    expect: rankedBy((now) => ({ range: R.yesterday(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-two-rarest',
    type: 'top-events',
    question: 'the two rarest events overall',
    expect: rankedBy(() => ({}), o.byName, { n: 2, ascending: true }),
  },
  {
    id: 'top-events-persona',
    type: 'top-events',
    question: `Top events for ${P.deleted}`,
    expect: rankedBy(() => ({ user: P.deleted }), o.byName),
  },
  {
    id: 'top-events-four-named-month',
    type: 'top-events',
    question: (now) => `What were the four most common events in ${mName(prevMonthStart(now))}?`,
    expect: rankedBy((now) => ({ range: namedMonth(now, 1) }), o.byName, { n: 4 }),
  },

  // 5. top-users
  {
    id: 'top-users-most-active',
    type: 'top-users',
    question: 'Who are the most active members?',
    expect: rankedBy(() => ({}), o.byUser),
  },
  {
    id: 'top-users-10-last-month',
    type: 'top-users',
    question: 'top 10 users by number of events last month',
    expect: rankedBy((now) => ({ range: R.lastMonth(now) }), o.byUser, { n: 10 }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'Who are our two biggest spenders?',
    expect: rankedBy(() => ({ names: MONEY }), o.byUser, { n: 2, by: o.value, assumed: true }),
  },
  {
    id: 'top-users-2-messagers-last-month',
    type: 'top-users',
    question: 'Which 2 members had the most message_sent events last month?',
    expect: rankedBy((now) => ({ range: R.lastMonth(now), names: ['message_sent'] }), o.byUser, { n: 2 }),
  },
  {
    id: 'top-users-boost-value',
    type: 'top-users',
    question: 'top 3 users by total boost.purchased value',
    expect: rankedBy(() => ({ names: ['boost.purchased'] }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-right-swipers-loose',
    type: 'top-users',
    question: 'who swiped right the most this week?',
    expect: loose('swipe.right'),
  },
  {
    id: 'top-users-most-active-last-week',
    type: 'top-users',
    question: 'who was our most active member last week?',
    expect: rankedBy((now) => ({ range: R.lastWeek(now) }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-three-by-video-minutes',
    type: 'top-users',
    question: 'Which three daters have the highest total video_date_completed value (call minutes)?',
    expect: rankedBy(() => ({ names: ['video_date_completed'] }), o.byUser, { n: 3, by: o.value }),
  },

  // 6. user
  {
    id: 'user-heavy-count',
    type: 'user',
    question: `How many events does ${P.heavy} have?`,
    expect: countOf(() => ({ user: P.heavy })),
  },
  {
    id: 'user-newcomer-first-seen',
    type: 'user',
    question: `When was ${P.newcomer} first seen?`,
    expect: firstOf(() => ({ user: P.newcomer })),
  },
  {
    id: 'user-deleted-last-seen',
    type: 'user',
    question: `last seen ${P.deleted}?`,
    expect: lastOf(() => ({ user: P.deleted })),
  },
  {
    id: 'user-paused-recent-3',
    type: 'user',
    question: `What were ${P.paused}'s 3 most recent events?`,
    expect: recentOf(P.paused, 3),
  },
  {
    id: 'user-deleted-names-used',
    type: 'user',
    question: `Which events has ${P.deleted} used?`,
    expect: namesUsed(() => ({ user: P.deleted })),
  },
  {
    id: 'user-newcomer-left-swipes-7d',
    type: 'user',
    question: `How many swipe.left events did ${P.newcomer} make in the last 7 days?`,
    expect: countOf((now) => ({ range: R.lastDays(now, 7), names: ['swipe.left'], user: P.newcomer })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    question: `Show me ${NOBODY}'s activity`,
    expect: LOW,
  },
  {
    id: 'user-heavy-last-premium',
    type: 'user',
    question: `When did ${P.heavy} last have a premium_purchase?`,
    expect: lastOf(() => ({ user: P.heavy, names: ['premium_purchase'] })),
  },

  // 7. breakdown
  {
    id: 'breakdown-per-day-7d',
    type: 'breakdown',
    question: 'events per day over the last 7 days',
    expect: series((now) => ({ range: R.lastDays(now, 7) }), o.byDay, { unordered: true }),
  },
  {
    id: 'breakdown-matches-per-week',
    type: 'breakdown',
    question: 'match count per week for the last 4 weeks',
    expect: series((now) => ({ range: R.lastWeeks(now, 4), names: ['match'] }), o.byWeek, {
      unordered: true,
    }),
  },
  {
    id: 'breakdown-premium-monthly-this-year',
    type: 'breakdown',
    question: 'monthly premium_purchase counts this year',
    expect: series((now) => ({ range: R.thisYear(now), names: ['premium_purchase'] }), o.byMonth),
  },
  {
    id: 'breakdown-busiest-hour',
    type: 'breakdown',
    question: 'Which hour of the day is busiest?',
    expect: rankedBy(() => ({}), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-weekday-right-swipes',
    type: 'breakdown',
    question: 'busiest weekday for swipe.right in the past 8 weeks',
    expect: rankedBy((now) => ({ range: R.lastWeeks(now, 8), names: ['swipe.right'] }), o.byWeekday, {
      n: 1,
    }),
  },
  {
    id: 'breakdown-top-day-messages-named-month',
    type: 'breakdown',
    question: (now) => `What day had the most message_sent events in ${mName(prevMonthStart(now))}?`,
    expect: rankedBy((now) => ({ range: namedMonth(now, 1), names: ['message_sent'] }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-video-by-weekday',
    type: 'breakdown',
    question: 'break down video_date_completed by day of week',
    expect: series(() => ({ names: ['video_date_completed'] }), o.byWeekday, { unordered: true }),
  },
  {
    id: 'breakdown-quietest-hour-app-open',
    type: 'breakdown',
    question: 'Quietest hour of the day for app_open?',
    expect: rankedBy(() => ({ names: ['app_open'] }), o.byHour, { n: 1, ascending: true }),
  },

  // 8. compare
  {
    id: 'compare-events-7d',
    type: 'compare',
    question: 'Compare total events in the last 7 days with the 7 days before.',
    expect: comparing(undefined, (now) => [rolling(now, 7, 7), rolling(now, 7)]),
  },
  {
    id: 'compare-matches-named-months',
    type: 'compare',
    question: (now) =>
      `How did matches in ${mName(prevMonthStart(now))} compare with ${mName(prevMonthStart(now, 2))}?`,
    expect: comparing(['match'], (now) => [namedMonth(now, 2), namedMonth(now, 1)]),
  },
  {
    id: 'compare-profiles-last-week',
    type: 'compare',
    question: 'Did we get more profile_created events last week than the week before?',
    expect: comparing(['profile_created'], (now) => [
      { from: o.weekStart(now) - 2 * o.WEEK, to: o.weekStart(now) - o.WEEK },
      R.lastWeek(now),
    ]),
  },
  {
    id: 'compare-messages-growing-30d',
    type: 'compare',
    question: 'Is message_sent growing? Last 30 days vs the previous 30 days',
    expect: comparing(['message_sent'], (now) => [rolling(now, 30, 30), rolling(now, 30)]),
  },
  {
    id: 'compare-premium-14d',
    type: 'compare',
    question: 'premium_purchase: past 14 days vs the 14 days before that',
    expect: comparing(['premium_purchase'], (now) => [rolling(now, 14, 14), rolling(now, 14)]),
  },
  {
    id: 'compare-active-members-14d',
    type: 'compare',
    question: 'active members in the last 14 days versus the prior 14 days',
    expect: comparing(undefined, (now) => [rolling(now, 14, 14), rolling(now, 14)], {
      measure: (s) => o.users(s).size,
    }),
  },
  {
    id: 'compare-newcomer-4w-from-zero',
    type: 'compare',
    question: `${P.newcomer}'s events in the last 4 weeks compared with the 4 weeks before`,
    expect: comparing(undefined, (now) => [rolling(now, 28, 28), rolling(now, 28)], { user: P.newcomer }),
    zeroOk: true, // the earlier period is empty on purpose: no percentage exists
  },
  {
    id: 'compare-boost-value-named-months',
    type: 'compare',
    question: (now) =>
      `total boost.purchased value in ${mName(prevMonthStart(now))} vs ${mName(prevMonthStart(now, 2))}`,
    expect: comparing(['boost.purchased'], (now) => [namedMonth(now, 2), namedMonth(now, 1)], {
      measure: o.sum,
    }),
  },

  // 9. share
  {
    id: 'share-right-swipes-all',
    type: 'share',
    question: 'What percentage of all events are swipe.right?',
    expect: eventShare(['swipe.right'], () => R.all()),
  },
  {
    id: 'share-left-swipes-last-week',
    type: 'share',
    question: 'share of swipe.left among all events last week',
    expect: eventShare(['swipe.left'], (now) => R.lastWeek(now)),
  },
  {
    id: 'share-members-messaging-30d',
    type: 'share',
    question: 'What % of active members had a message_sent in the last 30 days?',
    expect: userShare(['message_sent'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-members-premium-loose',
    type: 'share',
    question: 'what fraction of members bought premium?',
    expect: loose('premium_purchase'),
  },
  {
    id: 'share-members-reporting-this-month',
    type: 'share',
    question: 'percentage of users with a user.reported event this month',
    expect: userShare(['user.reported'], (now) => R.thisMonth(now)),
  },
  {
    id: 'share-members-video-last-month',
    type: 'share',
    question: 'What share of members had a video_date_completed last month?',
    expect: userShare(['video_date_completed'], (now) => R.lastMonth(now)),
  },
  {
    id: 'share-app-open-yesterday',
    type: 'share',
    question: "what percent of yesterday's events were app_open?",
    expect: eventShare(['app_open'], (now) => R.yesterday(now)),
  },

  // 10. conversion
  {
    id: 'conversion-match-message-30d',
    type: 'conversion',
    question: 'Of the members who had a match in the last 30 days, how many had a message_sent after it?',
    expect: converting('match', 'message_sent', (now) => R.lastDays(now, 30)),
  },
  {
    id: 'conversion-right-swipe-match-this-month',
    type: 'conversion',
    question: 'swipe.right to match conversion this month',
    expect: converting('swipe.right', 'match', (now) => R.thisMonth(now)),
  },
  {
    id: 'conversion-profile-premium-all',
    type: 'conversion',
    question: 'What % of profile_created users went on to a premium_purchase?',
    expect: converting('profile_created', 'premium_purchase', () => R.all()),
  },
  {
    id: 'conversion-boost-match-all',
    type: 'conversion',
    question: 'of users who had a boost.purchased, how many later got a match?',
    expect: converting('boost.purchased', 'match', () => R.all()),
  },
  {
    id: 'conversion-match-video-60d',
    type: 'conversion',
    question: 'conversion from match to video_date_completed in the past 60 days',
    expect: converting('match', 'video_date_completed', (now) => R.lastDays(now, 60)),
  },
  {
    id: 'conversion-profile-premium-loose',
    type: 'conversion',
    question: 'how many people who created a profile later bought premium?',
    expect: loose('profile_created', 'premium_purchase'),
  },
  {
    id: 'conversion-profile-message-since',
    type: 'conversion',
    question: (now) => `profile_created → message_sent conversion since ${spoken(prevMonthStart(now))}`,
    expect: converting('profile_created', 'message_sent', (now) => R.since(prevMonthStart(now), now)),
  },
  {
    id: 'conversion-app-open-right-swipe-yesterday',
    type: 'conversion',
    question: 'app_open to swipe.right conversion yesterday',
    expect: converting('app_open', 'swipe.right', (now) => R.yesterday(now)),
  },

  // 11. churn and newness
  {
    id: 'churn-new-this-week',
    type: 'churn',
    question: 'How many new members this week?',
    expect: newOf((now) => R.thisWeek(now)),
  },
  {
    id: 'churn-new-named-month',
    type: 'churn',
    question: (now) => `new users in ${mName(prevMonthStart(now))}`,
    expect: newOf((now) => namedMonth(now, 1)),
  },
  {
    id: 'churn-last-month-not-this-month',
    type: 'churn',
    question: 'How many members were active last month but not this month?',
    expect: churnOf((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-last-week-not-this-week',
    type: 'churn',
    question: "How many members who were active last week haven't been seen this week?",
    expect: churnOf((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-new-yesterday',
    type: 'churn',
    question: 'new members yesterday?',
    expect: newOf((now) => R.yesterday(now)),
  },
  {
    id: 'churn-first-timers-7d',
    type: 'churn',
    question: 'How many first-time users in the last 7 days?',
    expect: newOf((now) => R.lastDays(now, 7)),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `users active in ${mName(prevMonthStart(now, 2))} but not in ${mName(prevMonthStart(now))}`,
    expect: churnOf((now) => [namedMonth(now, 2), namedMonth(now, 1)]),
  },

  // 12. recency and existence
  {
    id: 'recency-last-report',
    type: 'recency',
    question: 'When was the last user.reported?',
    expect: lastOf(() => ({ names: ['user.reported'] })),
  },
  {
    id: 'recency-last-premium',
    type: 'recency',
    question: 'When did the last premium purchase happen?',
    expect: lastOf(() => ({ names: ['premium_purchase'] })),
  },
  {
    id: 'recency-any-deletion-30d',
    type: 'recency',
    question: 'Has anyone had a profile_deleted event in the past 30 days?',
    expect: existsOf((now) => ({ range: R.lastDays(now, 30), names: ['profile_deleted'] })),
  },
  {
    id: 'recency-boost-last-week-loose',
    type: 'recency',
    question: 'Did anyone buy a boost last week?',
    expect: loose('boost.purchased'),
  },
  {
    id: 'recency-unknown-user',
    type: 'recency',
    question: `Has ${NOBODY} ever had a match?`,
    expect: LOW,
  },
  {
    id: 'recency-last-video-date',
    type: 'recency',
    question: 'most recent video_date_completed?',
    expect: lastOf(() => ({ names: ['video_date_completed'] })),
  },
  {
    id: 'recency-any-pause-this-month',
    type: 'recency',
    question: 'any profile_paused events this month?',
    expect: existsOf((now) => ({ range: R.thisMonth(now), names: ['profile_paused'] })),
  },
  {
    id: 'recency-first-profile',
    type: 'recency',
    question: 'when was the very first profile_created?',
    expect: firstOf(() => ({ names: ['profile_created'] })),
  },

  // 13. catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-members-total',
    type: 'catalogue',
    question: 'How many members do we have in total?',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-events-total',
    type: 'catalogue',
    question: 'total number of events overall',
    expect: (ev) => ({ numbers: [ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'list all event names please',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-distinct-event-types',
    type: 'catalogue',
    question: 'How many different event types are there?',
    expect: (ev) => ({ numbers: [allNames(ev).length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-members-and-events',
    type: 'catalogue',
    question: 'how many members and events are stored?',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },

  // 14. other: cannot be answered from these events
  { id: 'other-weather', type: 'other', question: "What's the weather like in Paris today?", expect: LOW },
  { id: 'other-member-age', type: 'other', question: 'What is the average age of our members?', expect: LOW },
  {
    id: 'other-matches-by-city',
    type: 'other',
    question: 'How many matches per city last month?',
    expect: LOW,
  },
  { id: 'other-gender', type: 'other', question: 'Which gender swipes right more often?', expect: LOW },
  { id: 'other-joke', type: 'other', question: 'Tell me a joke about online dating', expect: LOW },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Predict how many premium purchases we will get next month',
    expect: LOW,
  },
  { id: 'other-why-delete', type: 'other', question: 'Why do members delete their profiles?', expect: LOW },
  {
    id: 'other-delete-request',
    type: 'other',
    question: `Please delete all events for ${P.deleted}`,
    expect: LOW,
  },
  { id: 'other-gibberish', type: 'other', question: 'asdf jkl qwerty', expect: LOW },
  {
    id: 'other-platform',
    type: 'other',
    question: 'What is the match rate for iOS users vs Android users?',
    expect: LOW,
  },
  {
    id: 'other-message-content',
    type: 'other',
    question: "How many messages mentioned 'coffee'?",
    expect: LOW,
  },
  {
    id: 'other-photos',
    type: 'other',
    question: 'Which profile photos get the most right swipes?',
    expect: LOW,
  },
  { id: 'other-app-store-rating', type: 'other', question: "What's our App Store rating?", expect: LOW },
];
