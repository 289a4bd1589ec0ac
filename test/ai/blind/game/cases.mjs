// Blind evaluation cases for a mobile puzzle game (events from ./data.mjs).
// `question`: a string, or a function of `now` (a Date). `expect(events, now)` returns the
// expectation scored by score.mjs: { numbers?, percents?, names?, unordered?, confidence, dataPoints? }.
// Every figure follows /work/shared/ai/SEMANTICS.md through the reference helpers of oracle.mjs.
// `intent: 'low'` marks the few cases whose scope is empty (or unanswerable) by design.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY } = o;
const P = PERSONAS;

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
const isoDate = (t) => o.isoDay(t); // 2026-11-03

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
const lastDays = (n) => (now) => R.lastDays(now, n);

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
const valueOf =
  (fn, scope, confidence = HIGH, extra = {}) =>
  (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => ({
      numbers: [r2(fn(s))],
      ...extra,
      confidence,
      dataPoints: s.length,
    }));
const rankedBy = (scope, key, { n, ascending, by, confidence = HIGH } = {}) => {
  const fn = (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const list = o.rank(o.tally(s, key, by), { n, ascending });
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => r2(v)),
        confidence,
        dataPoints: s.length,
      };
    });
  // for selfcheck: does the last listed item tie with the next one (a cut inside a tie)?
  fn.tieAtCut = (ev, now) => {
    const all = o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
    return n !== undefined && all.length > n && all[n - 1][1] === all[n][1];
  };
  return fn;
};
// a looser name (verb form, synonym, reversed words): at most medium; the answer names the stored event
const loose = (stored, scope) => {
  const fn = () => ({ names: [stored], confidence: 'not-high' });
  fn.looseScope = scope; // for selfcheck: the stored event must occur in the question's range
  return fn;
};
// breakdown over every bucket that has events (keys sorted ascending)
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
// weekday series: Monday..Sunday order is natural, but any order is accepted
const weekdaySeries = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => {
    const t = o.tally(s, o.byWeekday);
    const list = o.WEEKDAYS.filter((d) => t.has(d)).map((d) => [d, t.get(d)]);
    return {
      names: list.map(([k]) => k),
      numbers: list.map(([, v]) => v),
      unordered: true,
      confidence: HIGH,
      dataPoints: s.length,
    };
  });
const comparing =
  (names, periods, measure = (s) => s.length) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW();
    const c = o.change(measure(a), measure(b));
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
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();
// the n most recent events of a scope, newest first
const recentOf = (scope, n) => {
  const fn = (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => ({
      names: o
        .newestFirst(s)
        .slice(0, n)
        .map((e) => e.eventName),
      confidence: HIGH,
      dataPoints: s.length,
    }));
  fn.tieAtCut = (ev, now) => {
    const s = o
      .newestFirst(o.select(ev, scope(+now)))
      .slice(0, n + 1)
      .map(o.time);
    return s.some((t, i) => i > 0 && t === s[i - 1]);
  };
  return fn;
};
// money words without an event name: the sum over the events that plainly carry money
const MONEY = ['iap.purchase'];

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // ---------------------------------------------------------------- 1. count
  {
    id: 'count-level-start-7d',
    type: 'count',
    question: 'How many level starts in the last 7 days?',
    expect: countOf((now) => ({ range: R.lastDays(now, 7), names: ['level_start'] })),
  },
  {
    id: 'count-level-fails-yesterday',
    type: 'count',
    question: 'number of level fails yesterday',
    expect: countOf((now) => ({ range: R.yesterday(now), names: ['level_fail'] })),
  },
  {
    id: 'count-iap-this-month',
    type: 'count',
    question: 'How many iap.purchase events have we had this month?',
    expect: countOf((now) => ({ range: R.thisMonth(now), names: ['iap.purchase'] })),
  },
  {
    id: 'count-all-last-week',
    type: 'count',
    question: 'total events logged last week',
    expect: countOf((now) => ({ range: R.lastWeek(now) })),
  },
  {
    id: 'count-whale-app-open-30d',
    type: 'count',
    question: `how many app_open events did ${P.whale} have in the past 30 days`,
    expect: countOf((now) => ({ range: R.lastDays(now, 30), names: ['app_open'], user: P.whale })),
  },
  {
    id: 'count-gift-or-clan-30d',
    type: 'count',
    question: 'gift_sent or clan.join events in the last 30 days, how many altogether?',
    expect: countOf((now) => ({ range: R.lastDays(now, 30), names: ['gift_sent', 'clan.join'] })),
  },
  {
    id: 'count-daily-bonus-on-day',
    type: 'count',
    question: (now) => `How many daily_bonus events were there on ${brief(ago(now, 3))}?`,
    expect: countOf((now) => ({ range: R.on(ago(now, 3)), names: ['daily_bonus'] })),
  },
  {
    id: 'count-loose-boosters',
    type: 'count',
    question: 'how many times did players use a booster over the past 2 weeks?',
    expect: loose('booster.used', (now) => ({ range: R.lastWeeks(now, 2), names: ['booster.used'] })),
  },

  // ---------------------------------------------------------------- 2. users
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'How many players were active in the last 30 days?',
    expect: usersOf((now) => ({ range: R.lastDays(now, 30) })),
  },
  {
    id: 'users-iap-last-month',
    type: 'users',
    question: 'unique players with an iap.purchase last month',
    expect: usersOf((now) => ({ range: R.lastMonth(now), names: ['iap.purchase'] })),
  },
  {
    id: 'users-level-fail-24h',
    type: 'users',
    question: 'How many distinct users had a Level Fail in the past 24 hours?',
    expect: usersOf((now) => ({ range: R.lastHours(now, 24), names: ['level_fail'] })),
  },
  {
    id: 'users-daily-bonus-this-week',
    type: 'users',
    question: 'how many people got a daily bonus this week?',
    expect: usersOf((now) => ({ range: R.thisWeek(now), names: ['daily_bonus'] })),
  },
  {
    id: 'users-active-yesterday',
    type: 'users',
    question: 'active players yesterday?',
    expect: usersOf((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'users-clan-join-3m',
    type: 'users',
    question: 'Over the past 3 months, how many players have a clan.join event?',
    expect: usersOf((now) => ({ range: R.lastMonths(now, 3), names: ['clan.join'] })),
  },
  {
    id: 'users-level-complete-named-month',
    type: 'users',
    question: (now) =>
      `In ${mName(prevMonthStart(now, 2))}, how many different players had a level_complete?`,
    expect: usersOf((now) => ({ range: R.month(prevMonthStart(now, 2)), names: ['level_complete'] })),
  },
  {
    id: 'users-loose-rewarded-ad',
    type: 'users',
    question: 'How many players watched a rewarded ad in the last 14 days?',
    expect: loose('ad.rewarded', (now) => ({ range: R.lastDays(now, 14), names: ['ad.rewarded'] })),
  },

  // ---------------------------------------------------------------- 3. value
  {
    id: 'value-avg-level-complete-30d',
    type: 'value',
    question: "What's the average level_complete value over the last 30 days?",
    expect: valueOf(
      (s) => o.sum(s) / s.length,
      (now) => ({ range: R.lastDays(now, 30), names: ['level_complete'] }),
    ),
  },
  {
    id: 'value-sum-iap-last-month',
    type: 'value',
    question: 'Total iap.purchase amount last month',
    expect: valueOf(o.sum, (now) => ({ range: R.lastMonth(now), names: ['iap.purchase'] })),
  },
  {
    id: 'value-max-iap-90d',
    type: 'value',
    question: 'max iap.purchase value in the past 90 days',
    expect: valueOf(o.max, (now) => ({ range: R.lastDays(now, 90), names: ['iap.purchase'] })),
  },
  {
    id: 'value-median-level-fail-2w',
    type: 'value',
    question: 'median level_fail value, last 2 weeks',
    expect: valueOf(median, (now) => ({ range: R.lastWeeks(now, 2), names: ['level_fail'] })),
  },
  {
    id: 'value-min-booster-this-month',
    type: 'value',
    question: 'What is the minimum booster.used value this month?',
    expect: valueOf(o.min, (now) => ({ range: R.thisMonth(now), names: ['booster.used'] })),
  },
  {
    id: 'value-whale-spent',
    type: 'value',
    question: `How much has ${P.whale} spent on iap.purchase in total?`,
    expect: valueOf(o.sum, () => ({ names: ['iap.purchase'], user: P.whale })),
  },
  {
    id: 'value-revenue-30d',
    type: 'value',
    question: "What's our revenue for the past 30 days?",
    expect: valueOf(o.sum, (now) => ({ range: R.lastDays(now, 30), names: MONEY }), 'not-high', {
      names: MONEY,
    }),
  },
  {
    id: 'value-sum-ad-rewarded-since',
    type: 'value',
    question: (now) => `sum of ad.rewarded values since ${spoken(ago(now, 10))}`,
    expect: valueOf(o.sum, (now) => ({ range: R.since(ago(now, 10), now), names: ['ad.rewarded'] })),
  },

  // ---------------------------------------------------------------- 4. top-events
  {
    id: 'top-events-all-time',
    type: 'top-events',
    question: 'What are our most common events?',
    expect: rankedBy(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-7d',
    type: 'top-events',
    question: 'top 3 events last 7 days',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 7) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-last-month',
    type: 'top-events',
    question: 'Least common event last month?',
    expect: rankedBy((now) => ({ range: R.lastMonth(now) }), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-four-yesterday',
    type: 'top-events',
    question: 'Which events happened most yesterday? Just the top four.',
    expect: rankedBy((now) => ({ range: R.yesterday(now) }), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-most-frequent-this-week',
    type: 'top-events',
    question: 'most frequent event this week',
    expect: rankedBy((now) => ({ range: R.thisWeek(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-two-least-30d',
    type: 'top-events',
    question: 'the two least frequent events in the past 30 days please',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 2, ascending: true }),
  },
  {
    id: 'top-events-rank-all-named-month',
    type: 'top-events',
    question: (now) =>
      `Rank every event by how often it happened in ${mName(prevMonthStart(now, 1))} ${new Date(prevMonthStart(now, 1)).getUTCFullYear()}`,
    expect: rankedBy((now) => ({ range: R.month(prevMonthStart(now, 1)) }), o.byName),
  },

  // ---------------------------------------------------------------- 5. top-users
  {
    id: 'top-users-5-this-month',
    type: 'top-users',
    question: 'Who are the 5 most active players this month?',
    expect: rankedBy((now) => ({ range: R.thisMonth(now) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-spenders-30d',
    type: 'top-users',
    question: 'top spenders in the last 30 days',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30), names: MONEY }), o.byUser, {
      n: 5,
      by: o.value,
      confidence: 'not-high',
    }),
  },
  {
    id: 'top-users-level-complete-2w',
    type: 'top-users',
    question: 'Which player had the most level completes over the past 2 weeks?',
    expect: rankedBy((now) => ({ range: R.lastWeeks(now, 2), names: ['level_complete'] }), o.byUser, {
      n: 1,
    }),
  },
  {
    id: 'top-users-most-active-past-week',
    type: 'top-users',
    question: 'most active user in the past week',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 7) }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-10-iap-value',
    type: 'top-users',
    question: 'Top 10 players by total iap.purchase value',
    expect: rankedBy(() => ({ names: ['iap.purchase'] }), o.byUser, { n: 10, by: o.value }),
  },
  {
    id: 'top-users-gift-sent-last-month',
    type: 'top-users',
    question: 'last month, who had the most gift_sent events?',
    expect: rankedBy((now) => ({ range: R.lastMonth(now), names: ['gift_sent'] }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-level-complete-value-week',
    type: 'top-users',
    question: 'top five players by summed level_complete value in the past week',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 7), names: ['level_complete'] }), o.byUser, {
      n: 5,
      by: o.value,
    }),
  },

  // ---------------------------------------------------------------- 6. user
  {
    id: 'user-whale-count',
    type: 'user',
    question: `How many events does ${P.whale} have?`,
    expect: countOf(() => ({ user: P.whale })),
  },
  {
    id: 'user-newbie-first-seen',
    type: 'user',
    question: `When was ${P.newbie} first seen?`,
    expect: firstOf(() => ({ user: P.newbie })),
  },
  {
    id: 'user-lapsed-last-active',
    type: 'user',
    question: `When was ${P.lapsed} last active?`,
    expect: lastOf(() => ({ user: P.lapsed })),
  },
  {
    id: 'user-whale-recent-3',
    type: 'user',
    question: `What were ${P.whale}'s 3 most recent events?`,
    expect: recentOf(() => ({ user: P.whale }), 3),
  },
  {
    id: 'user-social-event-types',
    type: 'user',
    question: `Which event types has ${P.social} used?`,
    expect: (ev) =>
      nonEmpty(o.select(ev, { user: P.social }), (s) => ({
        names: [...new Set(s.map((e) => e.eventName))].sort(),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-newbie-level-complete-14d',
    type: 'user',
    question: `level_complete count for ${P.newbie} in the last 14 days`,
    expect: countOf((now) => ({ range: R.lastDays(now, 14), names: ['level_complete'], user: P.newbie })),
  },
  {
    id: 'user-social-first-last',
    type: 'user',
    question: `first and last seen for ${P.social}`,
    expect: (ev) =>
      nonEmpty(o.select(ev, { user: P.social }), (s) => ({
        names: [o.isoDay(Math.min(...s.map(o.time))), o.isoDay(Math.max(...s.map(o.time)))],
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    intent: 'low',
    question: `Show me the activity of ${NOBODY}`,
    expect: () => LOW(),
  },
  {
    id: 'user-lapsed-nothing-recent',
    type: 'user',
    intent: 'low',
    question: `how many level_fail events did ${P.lapsed} have in the last 30 days?`,
    expect: countOf((now) => ({ range: R.lastDays(now, 30), names: ['level_fail'], user: P.lapsed })),
  },

  // ---------------------------------------------------------------- 7. breakdown
  {
    id: 'breakdown-per-day-7d',
    type: 'breakdown',
    question: 'events per day over the last 7 days',
    expect: series((now) => ({ range: R.lastDays(now, 7) }), o.byDay, { unordered: true }),
  },
  {
    id: 'breakdown-level-complete-monthly',
    type: 'breakdown',
    question: (now) => `level_complete per month since ${mName(prevMonthStart(now, 3))} 1st`,
    expect: series(
      (now) => ({ range: R.since(prevMonthStart(now, 3), now), names: ['level_complete'] }),
      o.byMonth,
    ),
  },
  {
    id: 'breakdown-busiest-weekday-level-start',
    type: 'breakdown',
    question: 'Which weekday has the most level_start events?',
    expect: rankedBy(() => ({ names: ['level_start'] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-hour-app-open-30d',
    type: 'breakdown',
    question: 'busiest hour of the day for app_open over the past 30 days',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30), names: ['app_open'] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-weekly-4w',
    type: 'breakdown',
    question: 'weekly event counts for the last 4 weeks',
    expect: series((now) => ({ range: R.lastWeeks(now, 4) }), o.byWeek),
  },
  {
    id: 'breakdown-app-open-hourly-yesterday',
    type: 'breakdown',
    question: 'break down app_open by hour of day for yesterday',
    expect: series((now) => ({ range: R.yesterday(now), names: ['app_open'] }), o.byHour, {
      unordered: true,
    }),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'Which day had the most activity in the last 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-month-ad-rewarded',
    type: 'breakdown',
    question: 'Which month had the most ad.rewarded events?',
    expect: rankedBy(() => ({ names: ['ad.rewarded'] }), o.byMonth, { n: 1 }),
  },
  {
    id: 'breakdown-level-fail-weekday-8w',
    type: 'breakdown',
    question: 'level_fail by day of week, past 8 weeks',
    expect: weekdaySeries((now) => ({ range: R.lastWeeks(now, 8), names: ['level_fail'] })),
  },

  // ---------------------------------------------------------------- 8. compare
  {
    id: 'compare-level-start-7d',
    type: 'compare',
    question: 'Compare level_start in the last 7 days with the 7 days before',
    expect: comparing(['level_start'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-iap-named-months',
    type: 'compare',
    question: (now) => `iap.purchase in ${mName(prevMonthStart(now, 2))} vs ${mName(prevMonthStart(now, 1))}`,
    expect: comparing(['iap.purchase'], (now) => [
      R.month(prevMonthStart(now, 2)),
      R.month(prevMonthStart(now, 1)),
    ]),
  },
  {
    id: 'compare-app-open-growing-30d',
    type: 'compare',
    question: 'App opens: last 30 days vs the previous 30 days, are we growing?',
    expect: comparing(['app_open'], (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)]),
  },
  {
    id: 'compare-level-fail-last-week',
    type: 'compare',
    question: 'level_fail last week compared with the week before',
    expect: comparing(['level_fail'], (now) => [R.lastWeek(now - 7 * DAY), R.lastWeek(now)]),
  },
  {
    id: 'compare-all-24h',
    type: 'compare',
    question: 'events in the past 24 hours vs the 24 hours before that',
    expect: comparing(undefined, (now) => [R.lastHours(now - 24 * o.HOUR, 24), R.lastHours(now, 24)]),
  },
  {
    id: 'compare-gift-named-months',
    type: 'compare',
    question: (now) =>
      `gift_sent: ${mName(prevMonthStart(now, 3))} compared to ${mName(prevMonthStart(now, 2))}`,
    expect: comparing(['gift_sent'], (now) => [
      R.month(prevMonthStart(now, 3)),
      R.month(prevMonthStart(now, 2)),
    ]),
  },
  {
    id: 'compare-level-start-yesterday',
    type: 'compare',
    question: 'level starts yesterday vs the day before',
    expect: comparing(['level_start'], (now) => [R.yesterday(now - DAY), R.yesterday(now)]),
  },
  {
    id: 'compare-active-players-14d',
    type: 'compare',
    question: 'active players in the last 14 days versus the 14 days before?',
    expect: comparing(
      undefined,
      (now) => [R.lastDays(now - 14 * DAY, 14), R.lastDays(now, 14)],
      (s) => o.users(s).size,
    ),
  },

  // ---------------------------------------------------------------- 9. share
  {
    id: 'share-level-fail-all',
    type: 'share',
    question: 'What percentage of all events are level_fail?',
    expect: eventShare(['level_fail'], () => R.all()),
  },
  {
    id: 'share-players-iap-30d',
    type: 'share',
    question: 'What share of players made an iap.purchase in the last 30 days?',
    expect: userShare(['iap.purchase'], lastDays(30)),
  },
  {
    id: 'share-ad-rewarded-last-week',
    type: 'share',
    question: "% of last week's events that were ad.rewarded",
    expect: eventShare(['ad.rewarded'], (now) => R.lastWeek(now)),
  },
  {
    id: 'share-players-clan-join-this-month',
    type: 'share',
    question: 'What percent of active players had a clan.join this month?',
    expect: userShare(['clan.join'], (now) => R.thisMonth(now)),
  },
  {
    id: 'share-level-complete-yesterday',
    type: 'share',
    question: 'level_complete as a share of all events yesterday',
    expect: eventShare(['level_complete'], (now) => R.yesterday(now)),
  },
  {
    id: 'share-loose-tutorial',
    type: 'share',
    question: 'what % of players finished the tutorial?',
    expect: loose('tutorial_complete', () => ({ names: ['tutorial_complete'] })),
  },
  {
    id: 'share-players-booster-2w',
    type: 'share',
    question: 'percentage of players with a booster.used in the past 2 weeks',
    expect: userShare(['booster.used'], (now) => R.lastWeeks(now, 2)),
  },

  // ---------------------------------------------------------------- 10. conversion
  {
    id: 'conversion-tutorial-to-iap-60d',
    type: 'conversion',
    question:
      'Of players who did tutorial_complete in the last 60 days, how many went on to make an iap.purchase?',
    expect: converting('tutorial_complete', 'iap.purchase', lastDays(60)),
  },
  {
    id: 'conversion-level-start-complete-week',
    type: 'conversion',
    question: 'level_start -> level_complete conversion this week',
    expect: converting('level_start', 'level_complete', (now) => R.thisWeek(now)),
  },
  {
    id: 'conversion-fail-to-ad-7d',
    type: 'conversion',
    question: 'What % of players who had a level_fail in the last 7 days later had an ad.rewarded?',
    expect: converting('level_fail', 'ad.rewarded', lastDays(7), '%'),
  },
  {
    id: 'conversion-app-open-booster-yesterday',
    type: 'conversion',
    question: 'How many players who had an app_open yesterday went on to a booster.used?',
    expect: converting('app_open', 'booster.used', (now) => R.yesterday(now), 'n'),
  },
  {
    id: 'conversion-bonus-gift-named-month',
    type: 'conversion',
    question: (now) =>
      `Of the players with a daily_bonus in ${mName(prevMonthStart(now, 1))}, what share later did gift_sent that month?`,
    expect: converting('daily_bonus', 'gift_sent', (now) => R.month(prevMonthStart(now, 1)), '%'),
  },
  {
    id: 'conversion-tutorial-level-complete-since',
    type: 'conversion',
    question: (now) => `tutorial_complete to level_complete conversion since ${spoken(ago(now, 45))}`,
    expect: converting('tutorial_complete', 'level_complete', (now) => R.since(ago(now, 45), now)),
  },
  {
    id: 'conversion-ad-to-iap-all',
    type: 'conversion',
    question: 'conversion from ad.rewarded to iap.purchase, all time',
    expect: converting('ad.rewarded', 'iap.purchase', () => R.all()),
  },

  // ---------------------------------------------------------------- 11. churn / new
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'How many new players in the last 7 days?',
    expect: newOf(lastDays(7)),
  },
  {
    id: 'churn-new-last-month',
    type: 'churn',
    question: 'new users last month',
    expect: newOf((now) => R.lastMonth(now)),
  },
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: 'How many players were active last month but not this month?',
    expect: churnOf((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `players who played in ${mName(prevMonthStart(now, 2))} but didn't come back in ${mName(prevMonthStart(now, 1))}`,
    expect: churnOf((now) => [R.month(prevMonthStart(now, 2)), R.month(prevMonthStart(now, 1))]),
  },
  {
    id: 'churn-between-not-30d',
    type: 'churn',
    question: (now) =>
      `How many players were active between ${brief(ago(now, 60))} and ${brief(ago(now, 31))} but not in the last 30 days?`,
    expect: churnOf((now) => [R.between(ago(now, 60), ago(now, 31)), R.lastDays(now, 30)]),
  },
  {
    id: 'churn-new-yesterday',
    type: 'churn',
    question: 'how many brand-new players showed up yesterday?',
    expect: newOf((now) => R.yesterday(now)),
  },
  {
    id: 'churn-last-week-not-this',
    type: 'churn',
    question: "players who were around last week but haven't shown up this week",
    expect: churnOf((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new players since ${isoDate(ago(now, 21))}`,
    expect: newOf((now) => R.since(ago(now, 21), now)),
  },

  // ---------------------------------------------------------------- 12. recency
  {
    id: 'recency-last-iap',
    type: 'recency',
    question: 'When was the last iap.purchase?',
    expect: lastOf(() => ({ names: ['iap.purchase'] })),
  },
  {
    id: 'recency-any-clan-join-3d',
    type: 'recency',
    question: 'Any clan.join in the past 3 days?',
    expect: existsOf((now) => ({ range: R.lastDays(now, 3), names: ['clan.join'] })),
  },
  {
    id: 'recency-lapsed-last-level-complete',
    type: 'recency',
    question: `When did ${P.lapsed} last have a level_complete?`,
    expect: lastOf(() => ({ names: ['level_complete'], user: P.lapsed })),
  },
  {
    id: 'recency-tutorial-3d',
    type: 'recency',
    question: 'Has anyone done a tutorial_complete in the last 3 days?',
    expect: existsOf((now) => ({ range: R.lastDays(now, 3), names: ['tutorial_complete'] })),
  },
  {
    id: 'recency-latest-ad-rewarded',
    type: 'recency',
    question: 'When was the most recent ad.rewarded?',
    expect: lastOf(() => ({ names: ['ad.rewarded'] })),
  },
  {
    id: 'recency-newbie-ever-iap',
    type: 'recency',
    intent: 'low',
    question: `Has ${P.newbie} ever made an iap.purchase?`,
    expect: existsOf(() => ({ names: ['iap.purchase'], user: P.newbie })),
  },
  {
    id: 'recency-first-gift-sent',
    type: 'recency',
    question: 'When did the very first gift_sent happen?',
    expect: firstOf(() => ({ names: ['gift_sent'] })),
  },
  {
    id: 'recency-whale-last-booster',
    type: 'recency',
    question: `last booster.used by ${P.whale}?`,
    expect: lastOf(() => ({ names: ['booster.used'], user: P.whale })),
  },

  // ---------------------------------------------------------------- 13. catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What event names exist?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-players',
    type: 'catalogue',
    question: 'How many players are there in total?',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'How many events have been tracked overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-list-types',
    type: 'catalogue',
    question: 'list all the event types we track',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-count-types',
    type: 'catalogue',
    question: 'How many different event types do we have?',
    expect: (ev) => ({ numbers: [allNames(ev).length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-players-and-events',
    type: 'catalogue',
    question: 'total players and total events, please',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-names-and-players',
    type: 'catalogue',
    question: 'what events are in the data, and how many players have we seen?',
    expect: (ev) => ({
      names: allNames(ev),
      unordered: true,
      numbers: [o.users(ev).size],
      confidence: HIGH,
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- 14. other
  {
    id: 'other-session-length',
    type: 'other',
    intent: 'low',
    question: "What's the average session length?",
    expect: () => LOW(),
  },
  {
    id: 'other-country',
    type: 'other',
    intent: 'low',
    question: 'Which country do most of our players come from?',
    expect: () => LOW(),
  },
  {
    id: 'other-platform',
    type: 'other',
    intent: 'low',
    question: 'How many players are on iOS vs Android?',
    expect: () => LOW(),
  },
  {
    id: 'other-weather',
    type: 'other',
    intent: 'low',
    question: "What's the weather in Helsinki tomorrow?",
    expect: () => LOW(),
  },
  {
    id: 'other-poem',
    type: 'other',
    intent: 'low',
    question: 'write me a short poem about match-3 games',
    expect: () => LOW(),
  },
  {
    id: 'other-forecast',
    type: 'other',
    intent: 'low',
    question: 'What will our revenue be next month?',
    expect: () => LOW(),
  },
  { id: 'other-gibberish', type: 'other', intent: 'low', question: 'asdf lvl ??? qq', expect: () => LOW() },
  {
    id: 'other-hardest-level',
    type: 'other',
    intent: 'low',
    question: 'Which level number do players fail most often?',
    expect: () => LOW(),
  },
  {
    id: 'other-unknown-event',
    type: 'other',
    intent: 'low',
    question: 'How many level_skip events were there yesterday?',
    expect: () => LOW(),
  },
  {
    id: 'other-delete',
    type: 'other',
    intent: 'low',
    question: `Please delete all events for ${P.lapsed}`,
    expect: () => LOW(),
  },
  {
    id: 'other-why-churn',
    type: 'other',
    intent: 'low',
    question: 'Why are players quitting the game?',
    expect: () => LOW(),
  },
  {
    id: 'other-clan-members',
    type: 'other',
    intent: 'low',
    question: 'Which clan has the most members?',
    expect: () => LOW(),
  },
  {
    id: 'other-coin-balance',
    type: 'other',
    intent: 'low',
    question: `How many coins does ${P.whale} have in their wallet right now?`,
    expect: () => LOW(),
  },
  {
    id: 'other-age',
    type: 'other',
    intent: 'low',
    question: "What's the average age of our players?",
    expect: () => LOW(),
  },
];
