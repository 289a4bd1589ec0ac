// Blind evaluation cases for a recipe and meal-planning app (events from ./data.mjs).
// `question`: a string, or a function of `now` (a Date). `expect(events, now)` returns the
// expectation scored by score.mjs: { numbers?, percents?, names?, unordered?, confidence, dataPoints? }.
// Every figure follows /work/shared/ai/SEMANTICS.md through the reference helpers of oracle.mjs.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY } = o;
const P = PERSONAS;

// ---- dates in question text -------------------------------------------------------------
const ago = (now, n) => o.dayStart(+now) - n * DAY; // start of the day n days back
const th = (d) =>
  d + ([11, 12, 13].includes(d % 100) ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[d % 10] ?? 'th'));
const prevMonthStart = (now, k = 1) => o.monthStart(+now, -k); // start of the k-th previous month
const mName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const mShort = (t) => mName(t).slice(0, 3);
const year = (t) => new Date(t).getUTCFullYear();
const spoken = (t) => `${mName(t)} ${th(new Date(t).getUTCDate())}`; // November 3rd
const brief = (t) => `${mShort(t)} ${new Date(t).getUTCDate()}`; // Nov 3
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

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
const scoped = (f) => (now) => f(+now);

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
// money words without an event name: sum over premium_subscribed, named, at most medium
const moneyOf = (range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now), names: ['premium_subscribed'] }), (s) => ({
    numbers: [r2(o.sum(s))],
    names: ['premium_subscribed'],
    confidence: 'not-high',
  }));
const rankedBy = (scope, key, { n, ascending, by, confidence = HIGH, extraNames = [], unordered } = {}) => {
  const fn = (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const list = o.rank(o.tally(s, key, by), { n, ascending });
      const res = {
        names: [...extraNames, ...list.map(([k]) => k)],
        numbers: list.map(([, v]) => r2(v)),
        confidence,
      };
      if (unordered) res.unordered = true;
      if (confidence === HIGH) res.dataPoints = s.length;
      return res;
    });
  // for selfcheck: does the last listed item tie with the next one (a cut inside a tie)?
  fn.tieAtCut = (ev, now) => {
    const all = o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
    return n !== undefined && all.length > n && all[n - 1][1] === all[n][1];
  };
  return fn;
};
// a looser name (verb form, synonym, partial name, other spelling): at most medium; the answer names the stored event
const loose = (stored) => () => ({ names: [stored], confidence: 'not-high' });
// chronological (or any-order) breakdown over every bucket that has events
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
const comparing = (names, periods) => (ev, now) => {
  const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
  if (!a.length && !b.length) return LOW();
  const c = o.change(a.length, b.length);
  return {
    numbers: [c.earlier, c.later, c.diff],
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
const converting =
  (a, b, range, show = 'n%') =>
  (ev, now) => {
    const rg = range(+now),
      c = o.conversion(ev, rg, a, b);
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
// "when was the last X" / "last seen": the date (and, with `clock`, the minute) of the newest X
const lastOf =
  (scope, { clock = false } = {}) =>
  (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const t = o.time(o.newestFirst(s)[0]);
      return {
        names: clock ? [o.isoDay(t), hhmm(t)] : [o.isoDay(t)],
        confidence: HIGH,
        dataPoints: s.length,
      };
    });
const firstOf =
  (scope, { clock = false } = {}) =>
  (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const t = Math.min(...s.map(o.time));
      return {
        names: clock ? [o.isoDay(t), hhmm(t)] : [o.isoDay(t)],
        confidence: HIGH,
        dataPoints: s.length,
      };
    });
const existsOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({ confidence: HIGH, dataPoints: s.length }));
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();
// the k most recent events of a scope, newest first (selfcheck: no equal timestamps at the cut)
const recentOf = (scope, k) => {
  const fn = (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => ({
      names: o
        .newestFirst(s)
        .slice(0, k)
        .map((e) => e.eventName),
      confidence: HIGH,
      dataPoints: s.length,
    }));
  fn.tieAtCut = (ev, now) => {
    const s = o
      .newestFirst(o.select(ev, scope(+now)))
      .slice(0, k + 1)
      .map(o.time);
    return new Set(s).size !== s.length;
  };
  return fn;
};

// ---- scopes -------------------------------------------------------------------------------
const n = (...names) => ({ names });
const lastDays =
  (k, extra = {}) =>
  (now) => ({ range: R.lastDays(now, k), ...extra });
const all =
  (extra = {}) =>
  () => ({ ...extra });
const prevMonth = (now, k = 1) => R.month(prevMonthStart(now, k));

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // 1. counts
  {
    id: 'count-search-7d',
    type: 'count',
    question: 'How many recipe_search events were there in the last 7 days?',
    expect: countOf(lastDays(7, n('recipe_search'))),
  },
  {
    id: 'count-cooking-yesterday',
    type: 'count',
    question: 'cooking_mode_started count yesterday',
    expect: countOf((now) => ({ range: R.yesterday(now), ...n('cooking_mode_started') })),
  },
  {
    id: 'count-app-opens-loose',
    type: 'count',
    question: 'How many times did people open the app last week?',
    expect: loose('app_opened'),
  },
  {
    id: 'count-shopping-month',
    type: 'count',
    question: scoped(
      (now) => `Number of shopping_list.item_added events in ${mName(prevMonthStart(now))}, please`,
    ),
    expect: countOf((now) => ({ range: prevMonth(now), ...n('shopping_list.item_added') })),
  },
  {
    id: 'count-between',
    type: 'count',
    question: scoped((now) => `total events between ${brief(ago(now, 20))} and ${brief(ago(now, 14))}?`),
    expect: countOf((now) => ({ range: R.between(ago(now, 20), ago(now, 14)) })),
  },
  {
    id: 'count-rated-30d',
    type: 'count',
    question: 'In the past 30 days, how many Recipe Rated events did we get?',
    expect: countOf(lastDays(30, n('recipe_rated'))),
  },
  {
    id: 'count-premium-since',
    type: 'count',
    question: scoped(
      (now) => `How many premium_subscribed events have there been since ${spoken(prevMonthStart(now, 2))}?`,
    ),
    expect: countOf((now) => ({ range: R.since(prevMonthStart(now, 2), now), ...n('premium_subscribed') })),
  },
  {
    id: 'count-user-cooking',
    type: 'count',
    question: `How many cooking_mode_started events does ${P.heavy} have?`,
    expect: countOf(all({ ...n('cooking_mode_started'), user: P.heavy })),
  },
  {
    id: 'count-favorites-loose',
    type: 'count',
    question: 'how many favorites were saved over the past 2 weeks',
    expect: loose('favourite_saved'),
  },
  {
    id: 'count-before-data',
    type: 'count',
    low: true,
    question: scoped((now) => `How many recipe.uploaded events happened before ${o.isoDay(ago(now, 150))}?`),
    expect: countOf((now) => ({ range: R.before(ago(now, 150)), ...n('recipe.uploaded') })),
  },

  // 2. distinct users
  {
    id: 'users-30d',
    type: 'users',
    question: 'How many unique users did we have in the last 30 days?',
    expect: usersOf(lastDays(30)),
  },
  {
    id: 'users-cooking-last-month',
    type: 'users',
    question: 'How many cooks used cooking_mode_started last month?',
    expect: usersOf((now) => ({ range: R.lastMonth(now), ...n('cooking_mode_started') })),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'active users yesterday',
    expect: usersOf((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'users-search-14d',
    type: 'users',
    question: 'How many different people did a recipe_search in the past 14 days?',
    expect: usersOf(lastDays(14, n('recipe_search'))),
  },
  {
    id: 'users-upload-since',
    type: 'users',
    question: scoped(
      (now) => `Since ${brief(ago(now, 60))}, how many distinct home cooks have recipe.uploaded events?`,
    ),
    expect: usersOf((now) => ({ range: R.since(ago(now, 60), now), ...n('recipe.uploaded') })),
  },
  {
    id: 'users-account-created',
    type: 'users',
    question: 'how many users have an account_created event',
    expect: usersOf(all(n('account_created'))),
  },
  {
    id: 'users-named-month',
    type: 'users',
    question: scoped(
      (now) => `Active users in ${mName(prevMonthStart(now, 2))} ${year(prevMonthStart(now, 2))}?`,
    ),
    expect: usersOf((now) => ({ range: prevMonth(now, 2) })),
  },
  {
    id: 'users-raters-loose',
    type: 'users',
    question: 'How many people rated a recipe last week?',
    expect: loose('recipe_rated'),
  },

  // 3. values
  {
    id: 'value-avg-rating-30d',
    type: 'value',
    question: "What's the average recipe_rated value over the last 30 days?",
    expect: valueOf(o.avg, lastDays(30, n('recipe_rated'))),
  },
  {
    id: 'value-sum-cooking-last-week',
    type: 'value',
    question: 'Total cooking_mode_started value last week',
    expect: valueOf(o.sum, (now) => ({ range: R.lastWeek(now), ...n('cooking_mode_started') })),
  },
  {
    id: 'value-median-cooking-60d',
    type: 'value',
    question: 'median cooking_mode_started value for the past 60 days?',
    expect: valueOf(median, lastDays(60, n('cooking_mode_started'))),
  },
  {
    id: 'value-max-premium',
    type: 'value',
    question: 'What is the highest premium_subscribed value we have seen?',
    expect: valueOf(o.max, all(n('premium_subscribed'))),
  },
  {
    id: 'value-min-cooking-month',
    type: 'value',
    question: scoped((now) => `Minimum cooking_mode_started eventValue in ${mName(prevMonthStart(now))}`),
    expect: valueOf(o.min, (now) => ({ range: prevMonth(now), ...n('cooking_mode_started') })),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: moneyOf(R.lastMonth),
  },
  {
    id: 'value-sum-premium-between',
    type: 'value',
    question: scoped(
      (now) => `sum of premium_subscribed from ${spoken(ago(now, 45))} to ${spoken(ago(now, 8))}`,
    ),
    expect: valueOf(o.sum, (now) => ({
      range: R.between(ago(now, 45), ago(now, 8)),
      ...n('premium_subscribed'),
    })),
  },
  {
    id: 'value-avg-user-cooking',
    type: 'value',
    question: `Average cooking_mode_started value for ${P.heavy}?`,
    expect: valueOf(o.avg, all({ ...n('cooking_mode_started'), user: P.heavy })),
  },
  {
    id: 'value-cook-time-loose',
    type: 'value',
    question: 'On average, how long do people spend in cooking mode?',
    expect: loose('cooking_mode_started'),
  },

  // 4. most / least common events
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'What are the top 5 events in the last 30 days?',
    expect: rankedBy(lastDays(30), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-default',
    type: 'top-events',
    question: 'most common events',
    expect: rankedBy(all(), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-three-last-week',
    type: 'top-events',
    question: 'Top three event names last week?',
    expect: rankedBy((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'least-common-event',
    type: 'top-events',
    question: 'Which event is the least common?',
    expect: rankedBy(all(), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-4-yesterday',
    type: 'top-events',
    question: 'Give me the 4 most frequent actions from yesterday',
    expect: rankedBy((now) => ({ range: R.yesterday(now) }), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-single',
    type: 'top-events',
    question: "What's the single most common thing our cooks do in the app?",
    expect: rankedBy(all(), o.byName, { n: 1 }),
  },
  {
    id: 'bottom-events-90d',
    type: 'top-events',
    question: 'bottom 3 events by count over the past 90 days',
    expect: rankedBy(lastDays(90), o.byName, { n: 3, ascending: true }),
  },

  // 5. most active users
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'Who are the 3 most active cooks in the last 30 days?',
    expect: rankedBy(lastDays(30), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-last-month',
    type: 'top-users',
    question: 'top 2 users by number of events last month',
    expect: rankedBy((now) => ({ range: R.lastMonth(now) }), o.byUser, { n: 2 }),
  },
  {
    id: 'top-users-four',
    type: 'top-users',
    question: 'List our four most active users.',
    expect: rankedBy(all(), o.byUser, { n: 4 }),
  },
  {
    id: 'top-user-viewed',
    type: 'top-users',
    question: 'Which user has the most recipe.viewed events?',
    expect: rankedBy(all(n('recipe.viewed')), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-cooking-value',
    type: 'top-users',
    question: 'Top 5 users by total cooking_mode_started value in the past 60 days',
    expect: rankedBy(lastDays(60, n('cooking_mode_started')), o.byUser, { n: 5, by: o.value }),
  },
  {
    id: 'top-spender',
    type: 'top-users',
    question: 'Who is our biggest spender?',
    expect: rankedBy(all(n('premium_subscribed')), o.byUser, {
      n: 1,
      by: o.value,
      confidence: 'not-high',
      extraNames: ['premium_subscribed'],
      unordered: true,
    }),
  },
  {
    id: 'top-users-viewed-2w',
    type: 'top-users',
    question: 'who had the most recipe.viewed events in the last 2 weeks?',
    expect: rankedBy(lastDays(14, n('recipe.viewed')), o.byUser, { n: 1 }),
  },

  // 6. one user
  {
    id: 'user-count-heavy',
    type: 'user',
    question: `How many events does ${P.heavy} have?`,
    expect: countOf(all({ user: P.heavy })),
  },
  {
    id: 'user-first-seen-newbie',
    type: 'user',
    question: `When did ${P.newbie} first show up?`,
    expect: firstOf(all({ user: P.newbie }), { clock: true }),
  },
  {
    id: 'user-last-seen-lapsed',
    type: 'user',
    question: `last seen for ${P.lapsed}`,
    expect: lastOf(all({ user: P.lapsed })),
  },
  {
    id: 'user-recent-creator',
    type: 'user',
    question: `Show me the 3 most recent events of ${P.creator}`,
    expect: recentOf(all({ user: P.creator }), 3),
  },
  {
    id: 'user-event-names-lapsed',
    type: 'user',
    question: `Which event types has ${P.lapsed} used?`,
    expect: (ev) =>
      nonEmpty(o.select(ev, { user: P.lapsed }), (s) => ({
        names: allNames(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-count-newbie-14d',
    type: 'user',
    question: `how many events did ${P.newbie} have in the past 14 days?`,
    expect: countOf(lastDays(14, { user: P.newbie })),
  },
  {
    id: 'user-last-active-heavy',
    type: 'user',
    question: `When was ${P.heavy} last active?`,
    expect: lastOf(all({ user: P.heavy }), { clock: true }),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `How many recipes has ${NOBODY} viewed?`,
    expect: LOW,
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-month-3m',
    type: 'breakdown',
    question: 'Events per month over the last 3 months',
    expect: series((now) => ({ range: R.lastMonths(now, 3) }), o.byMonth),
  },
  {
    id: 'breakdown-weekday-cooking',
    type: 'breakdown',
    question: 'Which day of the week has the most cooking_mode_started events?',
    expect: rankedBy(all(n('cooking_mode_started')), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-hour-search',
    type: 'breakdown',
    question: 'At what hour of the day do most recipe_search events happen?',
    expect: rankedBy(all(n('recipe_search')), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-daily-app-opened',
    type: 'breakdown',
    question: 'daily app_opened counts for the last 7 days',
    expect: series(lastDays(7, n('app_opened')), o.byDay, { unordered: true }),
  },
  {
    id: 'breakdown-weekly-4w',
    type: 'breakdown',
    question: 'Can you break down events by week for the past 4 weeks?',
    expect: series((now) => ({ range: R.lastWeeks(now, 4) }), o.byWeek),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'What was the busiest day in the last 30 days?',
    expect: rankedBy(lastDays(30), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-rated-monthly',
    type: 'breakdown',
    question: scoped((now) => `recipe_rated per month since ${spoken(prevMonthStart(now, 3))}`),
    expect: series(
      (now) => ({ range: R.since(prevMonthStart(now, 3), now), ...n('recipe_rated') }),
      o.byMonth,
    ),
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: 'Which weekday is the quietest overall?',
    expect: rankedBy(all(), o.byWeekday, { n: 1, ascending: true }),
  },

  // 8. comparisons
  {
    id: 'compare-7d',
    type: 'compare',
    question: 'How do events in the last 7 days compare with the previous 7 days?',
    expect: comparing(undefined, (now) => [{ from: now - 14 * DAY, to: now - 7 * DAY }, R.lastDays(now, 7)]),
  },
  {
    id: 'compare-search-weeks',
    type: 'compare',
    question: 'recipe_search last week vs the week before',
    expect: comparing(['recipe_search'], (now) => {
      const lw = R.lastWeek(now);
      return [{ from: lw.from - o.WEEK, to: lw.from }, lw];
    }),
  },
  {
    id: 'compare-cooking-months',
    type: 'compare',
    question: scoped(
      (now) =>
        `How did cooking_mode_started in ${mName(prevMonthStart(now))} compare with ${mName(prevMonthStart(now, 2))}?`,
    ),
    expect: comparing(['cooking_mode_started'], (now) => [prevMonth(now, 2), prevMonth(now)]),
  },
  {
    id: 'compare-premium-30d',
    type: 'compare',
    question: 'Is premium_subscribed growing? Last 30 days vs the 30 days before.',
    expect: comparing(['premium_subscribed'], (now) => [
      { from: now - 60 * DAY, to: now - 30 * DAY },
      R.lastDays(now, 30),
    ]),
  },
  {
    id: 'compare-app-opened-14d',
    type: 'compare',
    question: 'app_opened in the past 14 days compared with the 14 days before that',
    expect: comparing(['app_opened'], (now) => [
      { from: now - 28 * DAY, to: now - 14 * DAY },
      R.lastDays(now, 14),
    ]),
  },
  {
    id: 'compare-accounts-months',
    type: 'compare',
    question: 'Did we get more account_created events last month than the month before?',
    expect: comparing(['account_created'], (now) => [prevMonth(now, 2), R.lastMonth(now)]),
  },
  {
    id: 'compare-viewed-days',
    type: 'compare',
    question: 'recipe.viewed yesterday compared to the day before',
    expect: comparing(['recipe.viewed'], (now) => [R.on(ago(now, 2)), R.yesterday(now)]),
  },

  // 9. shares
  {
    id: 'share-viewed-events',
    type: 'share',
    question: 'What percentage of all events are recipe.viewed?',
    expect: eventShare(['recipe.viewed'], R.all),
  },
  {
    id: 'share-users-cooking-30d',
    type: 'share',
    question: 'What % of active users did cooking_mode_started in the last 30 days?',
    expect: userShare(['cooking_mode_started'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-search-last-week',
    type: 'share',
    question: "recipe_search share of last week's events",
    expect: eventShare(['recipe_search'], R.lastWeek),
  },
  {
    id: 'share-users-premium',
    type: 'share',
    question: 'What percent of our users have ever done premium_subscribed?',
    expect: userShare(['premium_subscribed'], R.all),
  },
  {
    id: 'share-shopping-month',
    type: 'share',
    question: scoped(
      (now) => `What percentage of events in ${mName(prevMonthStart(now))} were shopping_list.item_added?`,
    ),
    expect: eventShare(['shopping_list.item_added'], (now) => prevMonth(now)),
  },
  {
    id: 'share-users-rated-7d',
    type: 'share',
    question: 'Of the people active in the past 7 days, what share did recipe_rated?',
    expect: userShare(['recipe_rated'], (now) => R.lastDays(now, 7)),
  },

  // 10. conversion
  {
    id: 'conv-search-cooking',
    type: 'conversion',
    question: 'Of the users who did recipe_search, how many went on to cooking_mode_started?',
    expect: converting('recipe_search', 'cooking_mode_started', R.all),
  },
  {
    id: 'conv-signup-premium-90d',
    type: 'conversion',
    question: 'Conversion from account_created to premium_subscribed in the last 90 days',
    expect: converting('account_created', 'premium_subscribed', (now) => R.lastDays(now, 90)),
  },
  {
    id: 'conv-viewed-fav-30d',
    type: 'conversion',
    question: 'What percent of cooks who did recipe.viewed then did favourite_saved, past 30 days?',
    expect: converting('recipe.viewed', 'favourite_saved', (now) => R.lastDays(now, 30)),
  },
  {
    id: 'conv-shopping-cooking-60d',
    type: 'conversion',
    question: 'shopping_list.item_added → cooking_mode_started conversion over the last 60 days',
    expect: converting('shopping_list.item_added', 'cooking_mode_started', (now) => R.lastDays(now, 60)),
  },
  {
    id: 'conv-cooking-rated-since',
    type: 'conversion',
    question: scoped(
      (now) =>
        `Since ${brief(prevMonthStart(now, 2))}, how many users who did cooking_mode_started later did recipe_rated?`,
    ),
    expect: converting('cooking_mode_started', 'recipe_rated', (now) => R.since(prevMonthStart(now, 2), now)),
  },
  {
    id: 'conv-signup-upload',
    type: 'conversion',
    question: 'account_created to recipe.uploaded conversion rate',
    expect: converting('account_created', 'recipe.uploaded', R.all),
  },

  // 11. churn and new users
  {
    id: 'new-users-30d',
    type: 'churn',
    question: 'How many new users in the last 30 days?',
    expect: newOf((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-last-vs-this-month',
    type: 'churn',
    question: 'How many cooks were active last month but not this month?',
    expect: churnOf((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'new-users-last-week',
    type: 'churn',
    question: 'new users last week',
    expect: newOf(R.lastWeek),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: scoped(
      (now) =>
        `Users who were active in ${mName(prevMonthStart(now, 2))} and didn't come back in ${mName(prevMonthStart(now))}?`,
    ),
    expect: churnOf((now) => [prevMonth(now, 2), prevMonth(now)]),
  },
  {
    id: 'churn-rolling-30d',
    type: 'churn',
    question:
      'How many users were active in the 30 days before the last 30 days, but not in the last 30 days?',
    expect: churnOf((now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)]),
  },
  {
    id: 'new-users-named-month',
    type: 'churn',
    question: scoped((now) => `How many first-time users did we get in ${mName(prevMonthStart(now))}?`),
    expect: newOf((now) => prevMonth(now)),
  },

  // 12. existence and recency
  {
    id: 'recency-last-cancel',
    type: 'recency',
    question: 'When was the last premium_cancelled?',
    expect: lastOf(all(n('premium_cancelled')), { clock: true }),
  },
  {
    id: 'exists-upload-7d',
    type: 'recency',
    question: 'Did anyone do recipe.uploaded in the last 7 days?',
    expect: existsOf(lastDays(7, n('recipe.uploaded'))),
  },
  {
    id: 'recency-subscribe-loose',
    type: 'recency',
    question: 'When did someone last subscribe to premium?',
    expect: loose('premium_subscribed'),
  },
  {
    id: 'recency-last-account',
    type: 'recency',
    question: 'most recent account_created - when was it?',
    expect: lastOf(all(n('account_created'))),
  },
  {
    id: 'exists-meal-plan-3d',
    type: 'recency',
    question: 'Has anybody done meal_plan.created in the past 3 days?',
    expect: existsOf(lastDays(3, n('meal_plan.created'))),
  },
  {
    id: 'exists-unknown-event',
    type: 'recency',
    low: true,
    question: 'Did anyone ever do recipe_deleted?',
    expect: LOW,
  },
  {
    id: 'recency-first-upload',
    type: 'recency',
    question: 'When was the first recipe.uploaded event?',
    expect: firstOf(all(n('recipe.uploaded'))),
  },

  // 13. catalogue
  {
    id: 'catalogue-events-tracked',
    type: 'catalogue',
    question: 'What events do you track?',
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
    question: 'how many events are stored overall',
    expect: (ev) => ({ numbers: [ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'list all the event names please',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-distinct-types',
    type: 'catalogue',
    question: 'How many distinct event types are there?',
    expect: (ev) => ({ numbers: [allNames(ev).length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'Quick overview: total number of events and total number of users?',
    expect: (ev) => ({ numbers: [ev.length, o.users(ev).size], confidence: HIGH, dataPoints: ev.length }),
  },

  // 14. anything else
  {
    id: 'other-weather',
    type: 'other',
    question: "What's the weather like in London tomorrow?",
    expect: LOW,
  },
  {
    id: 'other-popular-recipe',
    type: 'other',
    question: 'Which recipe is the most popular one?',
    expect: LOW,
  },
  { id: 'other-age', type: 'other', question: "What's the average age of our cooks?", expect: LOW },
  {
    id: 'other-country',
    type: 'other',
    question: 'Which country has the most premium subscribers?',
    expect: LOW,
  },
  {
    id: 'other-write-recipe',
    type: 'other',
    question: 'Write me a vegetarian lasagna recipe for 4 people',
    expect: LOW,
  },
  { id: 'other-gibberish', type: 'other', question: 'asdfgh jkl qwe', expect: LOW },
  {
    id: 'other-ingredients',
    type: 'other',
    question: 'Which ingredients get added to shopping lists most often?',
    expect: LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Predict how many premium subscriptions we will get next month',
    expect: LOW,
  },
  { id: 'other-platform', type: 'other', question: 'iOS vs Android split of our users?', expect: LOW },
  { id: 'other-delete', type: 'other', question: `Please delete all data for ${P.newbie}`, expect: LOW },
  { id: 'other-vegan', type: 'other', question: 'How many of the uploaded recipes are vegan?', expect: LOW },
  { id: 'other-bounce', type: 'other', question: "What's the bounce rate on our landing page?", expect: LOW },
  { id: 'other-joke', type: 'other', question: 'tell me a joke about chefs', expect: LOW },
  {
    id: 'other-channel',
    type: 'other',
    question: 'Which marketing channel brought in the most new accounts?',
    expect: LOW,
  },
];
