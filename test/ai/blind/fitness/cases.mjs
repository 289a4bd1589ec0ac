// Blind question cases for the Pulsebit fitness dataset (data.mjs).
// Each case: { id, type, question: string | (now: Date) => string, expect(events, now) }.
// expect() returns what score.mjs checks:
//   { numbers?, percents?, names?, unordered?, confidence: 'high' | 'low' | 'not-high', dataPoints? }
// Every figure is computed from the events with the reference oracle, following SEMANTICS.md.
// A question whose scope holds no events expects `low` with dataPoints 0.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;
const { veteran: VET, newcomer: NEW, lapsed: GONE, runner: RUN } = PERSONAS;

export const TYPES = [
  'count',
  'users',
  'value',
  'top-events',
  'top-users',
  'user',
  'breakdown',
  'compare',
  'share',
  'conversion',
  'churn',
  'recency',
  'catalogue',
  'other',
];

// Money-carrying events (SEMANTICS: money words without an event name). membership.cancelled
// carries 0, so including it or not never changes a sum.
export const MONEY = ['membership.purchased', 'membership.renewed'];

// ---- dates in question text ------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY; // midnight, n days before today
const ordinal = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`; // September 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Sep 3
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];

// ---- expectation builders ----------------------------------------------------------------

const HIGH = 'high';
const LOW = { confidence: 'low', dataPoints: 0 };
const UNSURE = { confidence: 'not-high' };

const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const pick = (ev, now, scope) => o.select(ev, scope(+now));
const money = (x) => o.round(x, 2); // sums of prices: binary noise away
const sum2 = (evs) => money(o.sum(evs));

function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const mid = v.length >> 1;
  return o.round(v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2, 2);
}

// Plain count of matching events.
const count = (scope) => (ev, now) =>
  orLow(pick(ev, now, scope), (s) => ({ numbers: [s.length], confidence: HIGH, dataPoints: s.length }));

// Distinct members among matching events.
const members =
  (scope, confidence = HIGH) =>
  (ev, now) =>
    orLow(pick(ev, now, scope), (s) => ({
      numbers: [o.users(s).size],
      confidence,
      ...(confidence === HIGH ? { dataPoints: s.length } : {}),
    }));

// A measure of eventValue over matching events.
const measure =
  (fn, scope, confidence = HIGH) =>
  (ev, now) =>
    orLow(pick(ev, now, scope), (s) => ({
      numbers: [fn(s)],
      confidence,
      ...(confidence === HIGH ? { dataPoints: s.length } : {}),
    }));

// Ranked list: names in rank order, each with its figure.
const ranked =
  (scope, key, { n = 5, ascending = false, by, confidence = HIGH, withCount = true } = {}) =>
  (ev, now) =>
    orLow(pick(ev, now, scope), (s) => {
      const all = o.rank(o.tally(s, key, by), { ascending });
      const top = all.slice(0, n);
      return {
        // informational only (score.mjs ignores it): the n-th and the next item have equal figures
        ...(all.length > n && all[n - 1][1] === all[n][1] ? { tieAtCut: true } : {}),
        names: top.map(([k]) => k),
        ...(withCount ? { numbers: top.map(([, v]) => (by ? money(v) : v)) } : {}),
        confidence,
        ...(confidence === HIGH ? { dataPoints: s.length } : {}),
      };
    });

// Figures per bucket in any order (per day, per week).
const perBucket = (scope, key) => (ev, now) =>
  orLow(pick(ev, now, scope), (s) => ({
    numbers: [...o.tally(s, key).values()],
    confidence: HIGH,
    dataPoints: s.length,
  }));

// Two periods [earlier, later]: both values, the change and the percentage change.
const compare = (names, periods) => (ev, now) => {
  const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
  if (!a.length && !b.length) return LOW;
  const c = o.change(a.length, b.length);
  return {
    numbers: [c.earlier, c.later, c.diff],
    percents: c.pct === null ? [] : [c.pct],
    confidence: HIGH,
    dataPoints: a.length + b.length,
  };
};

// Share of events / of active members, within a range.
const shareOfEvents = (names, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.select(all, { names }).length, all.length)],
    confidence: HIGH,
    dataPoints: all.length,
  }));
const shareOfMembers = (names, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

// Conversion A → B (B strictly after the member's first A, both in range). show: 'n' and/or '%'.
const conversion = (a, b, range, show) => (ev, now) => {
  const c = o.conversion(ev, range(+now), a, b);
  if (!c.did) return LOW;
  return {
    numbers: show.includes('n') ? [c.converted] : [],
    percents: show.includes('%') ? [c.pct] : [],
    confidence: HIGH,
  };
};

const churned = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return orLow(o.select(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};
const newcomers = (range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// Day of the latest matching event; dataPoints = all matching events (when asked).
const latestDay =
  (scope, { dataPoints = true } = {}) =>
  (ev, now) =>
    orLow(pick(ev, now, scope), (s) => ({
      names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
      confidence: HIGH,
      ...(dataPoints ? { dataPoints: s.length } : {}),
    }));

const namesOf = (evs) => [...new Set(evs.map((e) => e.eventName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // 1. counts ------------------------------------------------------------------------------
  {
    id: 'count-finished-7d',
    type: 'count',
    question: 'workout.finished — how many in the past 7 days?',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['workout.finished'] })),
  },
  {
    id: 'count-coach-messages-today',
    type: 'count',
    question: 'How many coach messages have come in so far today?',
    expect: count((now) => ({ range: R.today(now), names: ['coach.message'] })),
  },
  {
    id: 'count-steps-between',
    type: 'count',
    question: (now) =>
      `Count of Steps Synced from ${shortDay(daysAgo(now, 21))} to ${shortDay(daysAgo(now, 15))}, please`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 21), daysAgo(now, 15)),
      names: ['steps.synced'],
    })),
  },
  {
    id: 'count-challenge-on-day',
    type: 'count',
    question: (now) => `challenge_joined on ${longDay(daysAgo(now, 6))} - how many were there?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 6)), names: ['challenge.joined'] })),
  },
  {
    id: 'count-badges-before',
    type: 'count',
    question: (now) => `How many badge.earned events happened before ${longDay(daysAgo(now, 90))}?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 90)), names: ['badge.earned'] })),
  },
  {
    id: 'count-activity-this-week',
    type: 'count',
    question: "What's the total activity this week? Just the number of events.",
    expect: count((now) => ({ range: R.thisWeek(now) })),
  },
  {
    id: 'count-goals-14d',
    type: 'count',
    question: 'Over the last 14 days, how many goal.set plus goal.reached events were there altogether?',
    expect: count((now) => ({ range: R.lastDays(now, 14), names: ['goal.set', 'goal.reached'] })),
  },
  {
    id: 'count-app-opened-last-year',
    type: 'count',
    question: 'app.opened events last year?',
    emptyScope: true, // the data covers only the last 120 days: at most reference times nothing matches → low
    expect: count((now) => ({ range: R.lastYear(now), names: ['app.opened'] })),
  },
  {
    id: 'count-workouts-ambiguous',
    type: 'count',
    question: 'How many workouts did our members do last week?',
    expect: () => UNSURE,
  }, // started or finished? both exist
  {
    id: 'count-unknown-event',
    type: 'count',
    question: 'How many personal.best events were logged last month?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 2. distinct members ----------------------------------------------------------------------
  {
    id: 'users-active-24h',
    type: 'users',
    question: 'How many members have been active in the last 24 hours?',
    expect: members((now) => ({ range: R.lastHours(now, 24) })),
  },
  {
    id: 'users-weight-last-month',
    type: 'users',
    question: 'Number of distinct members with a weight.logged event last month',
    expect: members((now) => ({ range: R.lastMonth(now), names: ['weight.logged'] })),
  },
  {
    id: 'users-challenge-30d',
    type: 'users',
    question: 'In the past 30 days, how many unique people had Challenge Joined?',
    expect: members((now) => ({ range: R.lastDays(now, 30), names: ['challenge.joined'] })),
  },
  {
    id: 'users-goal-reached-ever',
    type: 'users',
    question: 'How many different athletes have ever hit goal.reached?',
    expect: members(() => ({ names: ['goal.reached'] })),
  },
  {
    id: 'users-active-this-month',
    type: 'users',
    question: 'active users this month?',
    expect: members((now) => ({ range: R.thisMonth(now) })),
  },
  {
    id: 'users-renewed-3-months',
    type: 'users',
    question: 'How many subscribers renewed in the past 3 months?',
    // "renewed" is a partial name for membership.renewed: a looser match, so at most medium
    expect: members((now) => ({ range: R.lastMonths(now, 3), names: ['membership.renewed'] }), 'not-high'),
  },

  // 3. sum, average, minimum, maximum, median --------------------------------------------------
  {
    id: 'value-avg-finished-30d',
    type: 'value',
    question: "What's the avg workout.finished value over the last 30 days?",
    expect: measure(o.avg, (now) => ({ range: R.lastDays(now, 30), names: ['workout.finished'] })),
  },
  {
    id: 'value-sum-run-this-month',
    type: 'value',
    question: 'Total run.logged value this month?',
    expect: measure(sum2, (now) => ({ range: R.thisMonth(now), names: ['run.logged'] })),
  },
  {
    id: 'value-max-steps',
    type: 'value',
    question: "What's the max steps.synced value we've ever recorded?",
    expect: measure(o.max, () => ({ names: ['steps.synced'] })),
  },
  {
    id: 'value-min-weight-month',
    type: 'value',
    question: (now) => `What was the minimum weight.logged value in ${monthName(o.monthStart(+now, -1))}?`,
    expect: measure(o.min, (now) => ({ range: R.month(o.monthStart(now, -1)), names: ['weight.logged'] })),
  },
  {
    id: 'value-median-finished-last-month',
    type: 'value',
    question: 'Median workout.finished value last month?',
    expect: measure(median, (now) => ({ range: R.lastMonth(now), names: ['workout.finished'] })),
  },
  {
    id: 'value-avg-purchase',
    type: 'value',
    question: 'What is the average amount per membership.purchased event?',
    expect: measure(o.avg, () => ({ names: ['membership.purchased'] })),
  },
  {
    id: 'value-veteran-mean-weight',
    type: 'value',
    question: `What's the mean weight.logged value for ${VET}?`,
    expect: measure(o.avg, () => ({ names: ['weight.logged'], user: VET })),
  },
  {
    id: 'value-renewals-this-year',
    type: 'value',
    question: 'Sum of membership.renewed amounts this year',
    expect: measure(sum2, (now) => ({ range: R.thisYear(now), names: ['membership.renewed'] })),
  },
  {
    id: 'value-revenue-30d',
    type: 'value',
    question: 'How much revenue have we made in the last 30 days?',
    // money word without an event name: the money events, stated as an assumption → medium
    expect: measure(sum2, (now) => ({ range: R.lastDays(now, 30), names: MONEY }), 'not-high'),
  },

  // 4. most and least common events -------------------------------------------------------------
  {
    id: 'top-events-this-month',
    type: 'top-events',
    question: 'Most common events this month?',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName),
  },
  {
    id: 'top-events-3-7d',
    type: 'top-events',
    question: 'Which 3 events happen the most? past 7 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 7) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-ever',
    type: 'top-events',
    question: "What's our least frequent event?",
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: 'Top events? yesterday',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName),
  },
  {
    id: 'top-events-runner',
    type: 'top-events',
    question: `What does ${RUN} do most often? Give me their top 3 events.`,
    expect: ranked(() => ({ user: RUN }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-feature-vague',
    type: 'top-events',
    question: "What's the most loved feature in Pulsebit?",
    expect: () => UNSURE,
  },

  // 5. most active members, top spenders ---------------------------------------------------------
  {
    id: 'top-users-last-month',
    type: 'top-users',
    question: 'Top members? last month',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byUser),
  },
  {
    id: 'top-users-5-30d',
    type: 'top-users',
    question: 'Who were our 5 most active athletes over the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byUser),
  },
  {
    id: 'top-users-run-value',
    type: 'top-users',
    question: 'Which 3 members have the highest total run.logged value in the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['run.logged'] }), o.byUser, {
      n: 3,
      by: o.value,
    }),
  },
  {
    id: 'top-users-finished-last-week',
    type: 'top-users',
    question: 'Top 3 members by workout.finished count, last week',
    expect: ranked((now) => ({ range: R.lastWeek(now), names: ['workout.finished'] }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-coach',
    type: 'top-users',
    question: 'Who sends the most coach messages? top 5',
    expect: ranked(() => ({ names: ['coach.message'] }), o.byUser),
  },
  {
    id: 'top-users-biggest-spender',
    type: 'top-users',
    question: "Who's our biggest spender, and how much have they paid?",
    // money word without an event name: the money events, stated as an assumption → medium
    expect: ranked(() => ({ names: MONEY }), o.byUser, { n: 1, by: o.value, confidence: 'not-high' }),
  },

  // 6. one member ------------------------------------------------------------------------------
  {
    id: 'user-count-veteran',
    type: 'user',
    question: `How many events has ${VET} logged in total?`,
    expect: count(() => ({ user: VET })),
  },
  {
    id: 'user-first-last-newcomer',
    type: 'user',
    question: `When did ${NEW} first show up, and when were they last active?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: NEW }), (s) => {
        const n = o.newestFirst(s);
        return {
          names: [o.isoDay(o.time(n.at(-1))), o.isoDay(o.time(n[0]))],
          confidence: HIGH,
          dataPoints: s.length,
        };
      }),
  },
  {
    id: 'user-recent-lapsed',
    type: 'user',
    question: `${GONE}'s last 3 events?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: GONE }), (s) => ({
        names: o
          .newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-names-newcomer',
    type: 'user',
    question: `What kinds of events has ${NEW} triggered so far?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: NEW }), (s) => ({
        names: namesOf(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-veteran-finished-this-month',
    type: 'user',
    question: `workout.finished count for ${VET} this month`,
    expect: count((now) => ({ range: R.thisMonth(now), names: ['workout.finished'], user: VET })),
  },
  {
    id: 'user-runner-since',
    type: 'user',
    question: (now) => `How many times has ${RUN} done run.logged since ${longDay(daysAgo(now, 30))}?`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 30), now), names: ['run.logged'], user: RUN })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    question: `What did ${NOBODY} do last week?`,
    outOfScope: true,
    expect: () => LOW,
  },

  // 7. breakdowns over time ------------------------------------------------------------------------
  {
    id: 'breakdown-started-per-day-last-week',
    type: 'breakdown',
    question: 'workout.started per day, last week',
    expect: perBucket((now) => ({ range: R.lastWeek(now), names: ['workout.started'] }), o.byDay),
  },
  {
    id: 'breakdown-hour-app-opened',
    type: 'breakdown',
    question: 'Busiest hour of the day for app.opened?',
    expect: ranked(() => ({ names: ['app.opened'] }), o.byHour, { n: 1, withCount: false }),
  },
  {
    id: 'breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'Which day of the week is busiest for us?',
    expect: ranked(() => ({}), o.byWeekday, { n: 1, withCount: false }),
  },
  {
    id: 'breakdown-monthly-runs',
    type: 'breakdown',
    question: (now) =>
      `Monthly run.logged counts from ${longDay(o.monthStart(+now, -3))} to ${longDay(o.monthStart(+now) - DAY)}`,
    expect: (ev, now) =>
      orLow(
        o.select(ev, {
          range: R.between(o.monthStart(+now, -3), o.monthStart(+now) - DAY),
          names: ['run.logged'],
        }),
        (s) => {
          const t = [...o.tally(s, o.byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
          return {
            names: t.map(([k]) => k),
            numbers: t.map(([, v]) => v),
            confidence: HIGH,
            dataPoints: s.length,
          };
        },
      ),
  },
  {
    id: 'breakdown-quietest-hour',
    type: 'breakdown',
    question: "What's the quietest hour of the day?",
    expect: ranked(() => ({}), o.byHour, { n: 1, ascending: true, withCount: false }),
  },
  {
    id: 'breakdown-weekly-coach',
    type: 'breakdown',
    question: (now) => `Weekly coach.message volume since ${longDay(o.weekStart(+now) - 5 * WEEK)}`,
    expect: perBucket(
      (now) => ({ range: R.since(o.weekStart(now) - 5 * WEEK, now), names: ['coach.message'] }),
      o.byWeek,
    ),
  },
  {
    id: 'breakdown-busiest-day-month',
    type: 'breakdown',
    question: (now) =>
      `Which day in ${monthName(o.monthStart(+now, -1))} had the most activity, and how many events?`,
    expect: ranked((now) => ({ range: R.month(o.monthStart(now, -1)) }), o.byDay, { n: 1 }),
  },

  // 8. period comparisons (earlier first; change = later − earlier) ---------------------------------
  {
    id: 'compare-finished-7d',
    type: 'compare',
    question: 'workout.finished: how do the last 7 days compare with the 7 days before?',
    expect: compare(['workout.finished'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-accounts-named-months',
    type: 'compare',
    question: (now) =>
      `Did we get more account.created events in ${monthName(o.monthStart(+now, -1))} than in ${monthName(o.monthStart(+now, -2))}?`,
    expect: compare(['account.created'], (now) => [
      R.month(o.monthStart(now, -2)),
      R.month(o.monthStart(now, -1)),
    ]),
  },
  {
    id: 'compare-goal-reached-30d',
    type: 'compare',
    question: 'Is goal.reached growing? Compare the last 30 days with the 30 days before that.',
    expect: compare(['goal.reached'], (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)]),
  },
  {
    id: 'compare-coach-weeks',
    type: 'compare',
    question: 'How did coach messages last week stack up against the week before?',
    expect: compare(['coach.message'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)]),
  },
  {
    id: 'compare-purchases-months',
    type: 'compare',
    question: 'membership.purchased last month vs the month before — up or down?',
    expect: compare(['membership.purchased'], (now) => [R.month(o.monthStart(now, -2)), R.lastMonth(now)]),
  },
  { id: 'compare-growing-vague', type: 'compare', question: 'Are we growing?', expect: () => UNSURE },

  // 9. shares -----------------------------------------------------------------------------------------
  {
    id: 'share-app-opened',
    type: 'share',
    question: 'What percent of all events are app.opened?',
    expect: shareOfEvents(['app.opened'], R.all),
  },
  {
    id: 'share-members-run-30d',
    type: 'share',
    question: 'What share of active members had a run.logged in the last 30 days?',
    expect: shareOfMembers(['run.logged'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-steps-this-month',
    type: 'share',
    question: "What % of this month's activity is steps.synced?",
    expect: shareOfEvents(['steps.synced'], R.thisMonth),
  },
  {
    id: 'share-members-cancelled',
    type: 'share',
    question: 'What percentage of members have a membership.cancelled event?',
    expect: shareOfMembers(['membership.cancelled'], R.all),
  },
  {
    id: 'share-members-badge-7d',
    type: 'share',
    question: 'In the past 7 days, what percentage of active users had badge.earned?',
    expect: shareOfMembers(['badge.earned'], (now) => R.lastDays(now, 7)),
  },
  {
    id: 'share-paying-vague',
    type: 'share',
    question: 'What share of our members are paying?',
    expect: () => UNSURE,
  }, // bought, renewed, or not cancelled? an assumption is needed

  // 10. conversion ---------------------------------------------------------------------------------------
  {
    id: 'conversion-created-finished-30d',
    type: 'conversion',
    question:
      'Of the members with account.created in the last 30 days, how many went on to workout.finished, and what % is that?',
    expect: conversion('account.created', 'workout.finished', (now) => R.lastDays(now, 30), 'n%'),
  },
  {
    id: 'conversion-goal-set-reached',
    type: 'conversion',
    question: 'goal.set → goal.reached conversion rate?',
    expect: conversion('goal.set', 'goal.reached', R.all, '%'),
  },
  {
    id: 'conversion-challenge-badge',
    type: 'conversion',
    question: 'Of users who did challenge.joined, how many later had badge.earned?',
    expect: conversion('challenge.joined', 'badge.earned', R.all, 'n'),
  },
  {
    id: 'conversion-started-finished-14d',
    type: 'conversion',
    question:
      'What % of members who had workout.started in the last 14 days had a workout.finished afterwards?',
    expect: conversion('workout.started', 'workout.finished', (now) => R.lastDays(now, 14), '%'),
  },
  {
    id: 'conversion-created-purchased-since',
    type: 'conversion',
    question: (now) =>
      `Since ${longDay(daysAgo(now, 60))}, what percentage of account.created members later had membership.purchased?`,
    expect: conversion(
      'account.created',
      'membership.purchased',
      (now) => R.since(daysAgo(now, 60), now),
      '%',
    ),
  },
  {
    id: 'conversion-trial-vague',
    type: 'conversion',
    question: "How many trial users converted to paid? We don't track trials separately, I think.",
    expect: () => UNSURE,
  },

  // 11. churn and new members ---------------------------------------------------------------------------
  {
    id: 'churn-prev-month-not-current',
    type: 'churn',
    question: (now) =>
      `How many members were active in ${monthName(o.monthStart(+now, -1))} but haven't done anything in ${monthName(+now)}?`,
    expect: churned((now) => [R.month(o.monthStart(now, -1)), R.month(o.monthStart(now))]),
  },
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'How many new members did we get this month?',
    expect: newcomers(R.thisMonth),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'new users in the last 14 days?',
    expect: newcomers((now) => R.lastDays(now, 14)),
  },
  {
    id: 'churn-last-week-not-this-week',
    type: 'churn',
    question: "Members who were active last week but haven't been back this week — how many?",
    expect: churned((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-new-between',
    type: 'churn',
    question: (now) =>
      `How many brand-new members showed up between ${shortDay(daysAgo(now, 40))} and ${shortDay(daysAgo(now, 26))}?`,
    expect: newcomers((now) => R.between(daysAgo(now, 40), daysAgo(now, 26))),
  },
  {
    id: 'churn-subscribers-vague',
    type: 'churn',
    question: 'How many subscribers churned last month?',
    expect: () => UNSURE,
  }, // cancelled, stopped paying, or went quiet?

  // 12. existence and recency --------------------------------------------------------------------------
  {
    id: 'recency-last-cancellation',
    type: 'recency',
    question: 'When was the most recent membership.cancelled?',
    expect: latestDay(() => ({ names: ['membership.cancelled'] })),
  },
  {
    id: 'recency-weight-today',
    type: 'recency',
    question: 'Any weight.logged events today? When was the latest?',
    expect: latestDay((now) => ({ range: R.today(now), names: ['weight.logged'] })),
  },
  {
    id: 'recency-lapsed-app-opened',
    type: 'recency',
    question: `When was ${GONE}'s last app.opened?`,
    expect: latestDay(() => ({ names: ['app.opened'], user: GONE }), { dataPoints: false }),
  },
  {
    id: 'recency-last-badge',
    type: 'recency',
    question: 'Last time anyone got a badge.earned?',
    expect: latestDay(() => ({ names: ['badge.earned'] })),
  },
  {
    id: 'recency-runner-last-run',
    type: 'recency',
    question: `When did ${RUN} last have a run.logged?`,
    expect: latestDay(() => ({ names: ['run.logged'], user: RUN }), { dataPoints: false }),
  },
  {
    id: 'recency-unknown-event',
    type: 'recency',
    question: 'Has anyone ever triggered membership.refunded?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 13. catalogue --------------------------------------------------------------------------------------
  {
    id: 'catalogue-what-we-track',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: catalogue((ev) => ({ names: namesOf(ev), unordered: true })),
  },
  {
    id: 'catalogue-members-and-events',
    type: 'catalogue',
    question: 'How many members and how many events do we have in total?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-distinct-types',
    type: 'catalogue',
    question: 'how many different event types are there',
    expect: catalogue((ev) => ({ numbers: [namesOf(ev).length] })),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: "List every event name you've got, please.",
    expect: catalogue((ev) => ({ names: namesOf(ev), unordered: true })),
  },
  {
    id: 'catalogue-members-overall',
    type: 'catalogue',
    question: 'Total number of members overall?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },

  // 14. outside what events can answer; unknown dimensions ----------------------------------------------
  {
    id: 'other-gym-location',
    type: 'other',
    question: 'Which gym location has the most check-ins?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-heart-rate',
    type: 'other',
    question: "What's the average heart rate during workouts?",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-trainers',
    type: 'other',
    question: 'Which trainers get the most coach messages?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-pounds',
    type: 'other',
    question: 'Total weight.logged in pounds last month?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-workouts-by-location',
    type: 'other',
    question: 'Break down workout.finished by gym location',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: "Will we hit 1,000 members by January? What's your forecast?",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-devices',
    type: 'other',
    question: 'How many members are on iOS vs Android?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-calories',
    type: 'other',
    question: 'How many calories did members burn this week?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-nonsense',
    type: 'other',
    question: 'purple elephant treadmill banana?',
    outOfScope: true,
    expect: () => LOW,
  },
  { id: 'other-vague', type: 'other', question: "How's everyone doing lately?", expect: () => UNSURE },
];

export const questionText = (c, now) => (typeof c.question === 'function' ? c.question(now) : c.question);
