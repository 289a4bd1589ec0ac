// Blind evaluation cases for an online course platform (events from ./data.mjs).
// `question`: a string, or a function of `now` (a Date). `expect(events, now)` returns the
// expectation scored by score.mjs: { numbers?, percents?, names?, unordered?, confidence, dataPoints? }.
// Every figure follows /work/shared/ai/SEMANTICS.md through the reference helpers of oracle.mjs.
// Extra fields used only by selfcheck.mjs: `intent: 'low'` marks an in-scope question whose
// scope is empty on purpose; `expect.tieAtCut` reports a ranked list cut inside a tie.

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
const spoken = (t) => `${mName(t)} ${th(new Date(t).getUTCDate())}`; // November 3rd
const brief = (t) => `${mShort(t)} ${new Date(t).getUTCDate()}`; // Nov 3

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
const MONEY = ['subscription.purchased']; // the only event that carries money

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
  (fn, scope, confidence = HIGH) =>
  (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => ({
      numbers: [r2(fn(s))],
      ...(confidence === HIGH ? {} : { names: scope(+now).names }),
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
  fn.tieAtCut = (ev, now) => {
    const all = o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
    return n !== undefined && all.length > n && all[n - 1][1] === all[n][1];
  };
  return fn;
};
// a looser name (verb form, synonym, partial name): at most medium; the answer names the stored event
const loose = (stored) => () => ({ names: [stored], confidence: 'not-high' });
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
// two periods, earlier first; `measure` turns a period's events into its figure
const comparing =
  (names, periods, { measure = (s) => s.length, confidence = HIGH } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW();
    const c = o.change(measure(a), measure(b));
    return {
      numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      ...(confidence === HIGH ? {} : { names }),
      confidence,
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
const lastOf =
  (scope, { dataPoints = true } = {}) =>
  (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => ({
      names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
      confidence: HIGH,
      ...(dataPoints ? { dataPoints: s.length } : {}),
    }));
const firstOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    names: [o.isoDay(Math.min(...s.map(o.time)))],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const existsOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({ confidence: HIGH, dataPoints: s.length }));
const namesUsed = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    names: [...new Set(s.map((e) => e.eventName))].sort(),
    unordered: true,
    confidence: HIGH,
    dataPoints: s.length,
  }));
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
    const s = o.newestFirst(o.select(ev, scope(+now)));
    return s.slice(0, n + 1).some((e, i, a) => i > 0 && o.time(e) === o.time(a[i - 1]));
  };
  return fn;
};
const allEvents = (fn) => (ev) => ({ ...fn(ev), confidence: HIGH, dataPoints: ev.length });
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();

// scopes
const last = (n) => (now) => R.lastDays(now, n);
const prevDays = (n) => (now) => [{ from: now - 2 * n * DAY, to: now - n * DAY }, R.lastDays(now, n)];

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // ---------------------------------------------------------------- 1. count
  {
    id: 'count-lessons-7d',
    type: 'count',
    question: 'How many lesson.viewed events were there in the last 7 days?',
    expect: countOf((now) => ({ range: R.lastDays(now, 7), names: ['lesson.viewed'] })),
  },
  {
    id: 'count-forum-yesterday',
    type: 'count',
    question: 'number of forum posts yesterday',
    expect: countOf((now) => ({ range: R.yesterday(now), names: ['forum_post'] })),
  },
  {
    id: 'count-quiz-this-month',
    type: 'count',
    question: 'how many quiz_completed this month so far?',
    expect: countOf((now) => ({ range: R.thisMonth(now), names: ['quiz_completed'] })),
  },
  {
    id: 'count-signups-between',
    type: 'count',
    question: (now) =>
      `How many signups did we get between ${brief(ago(now, 14))} and ${brief(ago(now, 8))}?`,
    expect: countOf((now) => ({ range: R.between(ago(now, 14), ago(now, 8)), names: ['signed_up'] })),
  },
  {
    id: 'count-logins-prev-month',
    type: 'count',
    question: (now) => `logins in ${mName(prevMonthStart(now, 1))} - how many?`,
    expect: countOf((now) => ({ range: R.month(prevMonthStart(now, 1)), names: ['login'] })),
  },
  {
    id: 'count-assignments-2w',
    type: 'count',
    question: 'Over the past 2 weeks, how many assignments submitted?',
    expect: countOf((now) => ({ range: R.lastWeeks(now, 2), names: ['assignment_submitted'] })),
  },
  {
    id: 'count-user-logins-since',
    type: 'count',
    question: (now) => `How many login events has ${P.newcomer} had since ${brief(prevMonthStart(now, 1))}?`,
    expect: countOf((now) => ({
      range: R.since(prevMonthStart(now, 1), now),
      names: ['login'],
      user: P.newcomer,
    })),
  },
  {
    id: 'count-signups-before-window',
    type: 'count',
    intent: 'low',
    question: (now) => `how many signed_up events were there before ${spoken(ago(now, 150))}?`,
    expect: countOf((now) => ({ range: R.before(ago(now, 150)), names: ['signed_up'] })),
  },

  // ---------------------------------------------------------------- 2. users
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'How many active users did we have in the last 30 days?',
    expect: usersOf((now) => ({ range: R.lastDays(now, 30) })),
  },
  {
    id: 'users-quiz-this-week',
    type: 'users',
    question: 'unique learners with a quiz_completed event this week',
    expect: usersOf((now) => ({ range: R.thisWeek(now), names: ['quiz_completed'] })),
  },
  {
    id: 'users-forum-last-month',
    type: 'users',
    question: 'How many different people made a forum post last month?',
    expect: usersOf((now) => ({ range: R.lastMonth(now), names: ['forum_post'] })),
  },
  {
    id: 'users-today',
    type: 'users',
    question: 'how many users have been active today?',
    expect: usersOf((now) => ({ range: R.today(now) })),
  },
  {
    id: 'users-lessons-between',
    type: 'users',
    question: (now) =>
      `Distinct users with lesson.viewed between ${spoken(ago(now, 21))} and ${spoken(ago(now, 15))}`,
    expect: usersOf((now) => ({ range: R.between(ago(now, 21), ago(now, 15)), names: ['lesson.viewed'] })),
  },
  {
    id: 'users-instructors-publishing',
    type: 'users',
    question: 'In the past 60 days, how many instructors had lesson_published events?',
    expect: usersOf((now) => ({ range: R.lastDays(now, 60), names: ['lesson_published'] })),
  },
  {
    id: 'users-watched-loose',
    type: 'users',
    question: 'How many students watched a lesson yesterday?',
    expect: loose('lesson.viewed'),
  },
  {
    id: 'users-subscribers-loose',
    type: 'users',
    question: 'how many paying subscribers did we have over the last 90 days',
    expect: loose('subscription.purchased'),
  },

  // ---------------------------------------------------------------- 3. value
  {
    id: 'value-avg-quiz-30d',
    type: 'value',
    question: "What's the average quiz_completed value over the last 30 days?",
    expect: valueOf(o.avg, (now) => ({ range: R.lastDays(now, 30), names: ['quiz_completed'] })),
  },
  {
    id: 'value-sum-lessons-week',
    type: 'value',
    question: 'total lesson.viewed value this week',
    expect: valueOf(o.sum, (now) => ({ range: R.thisWeek(now), names: ['lesson.viewed'] })),
  },
  {
    id: 'value-min-quiz-30d',
    type: 'value',
    question: 'Lowest quiz_completed value in the past 30 days?',
    expect: valueOf(o.min, (now) => ({ range: R.lastDays(now, 30), names: ['quiz_completed'] })),
  },
  {
    id: 'value-median-lessons-last-month',
    type: 'value',
    question: 'median lesson.viewed value last month',
    expect: valueOf(median, (now) => ({ range: R.lastMonth(now), names: ['lesson.viewed'] })),
  },
  {
    id: 'value-avg-sub-amount-60d',
    type: 'value',
    question: 'Average subscription.purchased amount in the last 60 days, please',
    expect: valueOf(o.avg, (now) => ({ range: R.lastDays(now, 60), names: ['subscription.purchased'] })),
  },
  {
    id: 'value-user-sub-total',
    type: 'value',
    question: `What's the total subscription.purchased amount for ${P.newcomer}?`,
    expect: valueOf(o.sum, () => ({ names: ['subscription.purchased'], user: P.newcomer })),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'How much revenue did we make last month?',
    expect: valueOf(o.sum, (now) => ({ range: R.lastMonth(now), names: MONEY }), 'not-high'),
  },
  {
    id: 'value-avg-quiz-score-loose',
    type: 'value',
    question: "what's the average quiz score?",
    expect: loose('quiz_completed'),
  },

  // ---------------------------------------------------------------- 4. top-events
  {
    id: 'top-events-3-this-month',
    type: 'top-events',
    question: 'What are the top 3 events this month?',
    expect: rankedBy((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-default-7d',
    type: 'top-events',
    question: 'Most common events in the last 7 days',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 7) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-least-all',
    type: 'top-events',
    question: 'Which event is the least common overall?',
    expect: rankedBy(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-three-yesterday',
    type: 'top-events',
    question: 'top three events yesterday',
    expect: rankedBy((now) => ({ range: R.yesterday(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-4-last-month',
    type: 'top-events',
    question: 'Can you give me the 4 most frequent actions from last month?',
    expect: rankedBy((now) => ({ range: R.lastMonth(now) }), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-user',
    type: 'top-events',
    question: `What's the most frequent event for ${P.cancelled}?`,
    expect: rankedBy(() => ({ user: P.cancelled }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-6-2w',
    type: 'top-events',
    question: 'past 2 weeks: rank the events, top 6',
    expect: rankedBy((now) => ({ range: R.lastWeeks(now, 2) }), o.byName, { n: 6 }),
  },

  // ---------------------------------------------------------------- 5. top-users
  {
    id: 'top-users-4-30d',
    type: 'top-users',
    question: 'Who were the 4 most active users in the last 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byUser, { n: 4 }),
  },
  {
    id: 'top-users-lesson-value-month',
    type: 'top-users',
    question: 'top 3 learners by total lesson.viewed value this month',
    expect: rankedBy((now) => ({ range: R.thisMonth(now), names: ['lesson.viewed'] }), o.byUser, {
      n: 3,
      by: o.value,
    }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'Who are our top 3 spenders?',
    expect: rankedBy(() => ({ names: MONEY }), o.byUser, { n: 3, by: o.value, confidence: 'not-high' }),
  },
  {
    id: 'top-users-lessons-all',
    type: 'top-users',
    question: 'Which 3 learners have the most lesson.viewed events?',
    expect: rankedBy(() => ({ names: ['lesson.viewed'] }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-10-all',
    type: 'top-users',
    question: 'Top 10 users by number of events, all time',
    expect: rankedBy(() => ({}), o.byUser, { n: 10 }),
  },
  {
    id: 'top-users-quiz-value-30d',
    type: 'top-users',
    question: 'which four users had the highest total quiz_completed value in the past 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30), names: ['quiz_completed'] }), o.byUser, {
      n: 4,
      by: o.value,
    }),
  },
  {
    id: 'top-users-quizzes-loose',
    type: 'top-users',
    question: 'Who took the most quizzes in the last 60 days?',
    expect: loose('quiz_completed'),
  },

  // ---------------------------------------------------------------- 6. user
  {
    id: 'user-count-heavy',
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
    question: `last seen date for ${P.cancelled}?`,
    expect: lastOf(() => ({ user: P.cancelled })),
  },
  {
    id: 'user-recent-3',
    type: 'user',
    question: `What are the 3 most recent events of ${P.instructor}?`,
    expect: recentOf(() => ({ user: P.instructor }), 3),
  },
  {
    id: 'user-names-used',
    type: 'user',
    question: `Which event types has ${P.cancelled} used?`,
    expect: namesUsed(() => ({ user: P.cancelled })),
  },
  {
    id: 'user-lessons-30d',
    type: 'user',
    question: `how many lesson.viewed events did ${P.heavy} have in the last 30 days`,
    expect: countOf((now) => ({ range: R.lastDays(now, 30), names: ['lesson.viewed'], user: P.heavy })),
  },
  {
    id: 'user-last-week-names',
    type: 'user',
    question: `What did ${P.newcomer} do last week?`,
    expect: namesUsed((now) => ({ range: R.lastWeek(now), user: P.newcomer })),
  },
  {
    id: 'user-instructor-14d',
    type: 'user',
    question: `How active has ${P.instructor} been over the past 14 days? Number of events is fine.`,
    expect: countOf((now) => ({ range: R.lastDays(now, 14), user: P.instructor })),
  },

  // ---------------------------------------------------------------- 7. breakdown
  {
    id: 'breakdown-per-month',
    type: 'breakdown',
    question: 'Events per month, please',
    expect: series(() => ({}), o.byMonth),
  },
  {
    id: 'breakdown-busiest-weekday-lessons',
    type: 'breakdown',
    question: 'Which day of the week is busiest for lesson.viewed?',
    expect: rankedBy(() => ({ names: ['lesson.viewed'] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-hour-logins-30d',
    type: 'breakdown',
    question: 'busiest hour of the day for logins in the last 30 days',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30), names: ['login'] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-daily-quiz-7d',
    type: 'breakdown',
    question: 'daily quiz_completed counts for the last 7 days',
    expect: series((now) => ({ range: R.lastDays(now, 7), names: ['quiz_completed'] }), o.byDay, {
      unordered: true,
    }),
  },
  {
    id: 'breakdown-weekly-signups-8w',
    type: 'breakdown',
    question: 'weekly signups over the past 8 weeks',
    expect: series((now) => ({ range: R.lastWeeks(now, 8), names: ['signed_up'] }), o.byWeek),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'What was our busiest day in the last 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: "What's our quietest day of the week?",
    expect: rankedBy(() => ({}), o.byWeekday, { n: 1, ascending: true }),
  },

  // ---------------------------------------------------------------- 8. compare
  {
    id: 'compare-lessons-7d',
    type: 'compare',
    question: 'How did lesson.viewed in the last 7 days compare with the 7 days before?',
    expect: comparing(['lesson.viewed'], prevDays(7)),
  },
  {
    id: 'compare-signups-last-month',
    type: 'compare',
    question: 'signups last month vs the month before',
    expect: comparing(['signed_up'], (now) => [R.month(prevMonthStart(now, 2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-logins-named-months',
    type: 'compare',
    question: (now) =>
      `Compare logins in ${mName(prevMonthStart(now, 2))} and ${mName(prevMonthStart(now, 1))}`,
    expect: comparing(['login'], (now) => [R.month(prevMonthStart(now, 2)), R.month(prevMonthStart(now, 1))]),
  },
  {
    id: 'compare-quiz-4w',
    type: 'compare',
    question: 'Is quiz_completed growing? Last 4 weeks against the previous 4 weeks.',
    expect: comparing(['quiz_completed'], prevDays(28)),
  },
  {
    id: 'compare-active-users-30d',
    type: 'compare',
    question: 'active users in the last 30 days compared with the 30 days before that',
    expect: comparing(undefined, prevDays(30), { measure: (s) => o.users(s).size }),
  },
  {
    id: 'compare-revenue-30d',
    type: 'compare',
    question: 'Revenue over the last 30 days vs the previous 30 days?',
    expect: comparing(MONEY, prevDays(30), { measure: o.sum, confidence: 'not-high' }),
  },
  {
    id: 'compare-forum-growing-default',
    type: 'compare',
    question: 'Are forum posts growing?',
    expect: () => ({ names: ['forum_post'], confidence: 'not-high' }),
  },

  // ---------------------------------------------------------------- 9. share
  {
    id: 'share-quiz-events-30d',
    type: 'share',
    question: 'What percentage of events in the last 30 days were quiz_completed?',
    expect: eventShare(['quiz_completed'], last(30)),
  },
  {
    id: 'share-forum-all',
    type: 'share',
    question: 'What share of all activity is forum posts?',
    expect: eventShare(['forum_post'], R.all),
  },
  {
    id: 'share-users-lessons-7d',
    type: 'share',
    question: 'what percent of active users in the past 7 days had a lesson.viewed?',
    expect: userShare(['lesson.viewed'], last(7)),
  },
  {
    id: 'share-users-assignment-month',
    type: 'share',
    question: "Of this month's active users, what % have an assignment_submitted event?",
    expect: userShare(['assignment_submitted'], R.thisMonth),
  },
  {
    id: 'share-users-certificate-all',
    type: 'share',
    question: 'percentage of users who ever got a CertificateIssued',
    expect: userShare(['CertificateIssued'], R.all),
  },
  {
    id: 'share-logins-last-week',
    type: 'share',
    question: "What fraction of last week's events were logins?",
    expect: eventShare(['login'], R.lastWeek),
  },
  {
    id: 'share-paid-loose',
    type: 'share',
    question: 'what share of users paid for a subscription in the past 90 days?',
    expect: loose('subscription.purchased'),
  },

  // ---------------------------------------------------------------- 10. conversion
  {
    id: 'conv-signup-course-completed-60d',
    type: 'conversion',
    question: 'Of the users who signed up in the last 60 days, how many went on to course_completed?',
    expect: converting('signed_up', 'course_completed', last(60)),
  },
  {
    id: 'conv-enrolled-quiz-30d',
    type: 'conversion',
    question: 'What % of users with course_enrolled in the last 30 days then had a quiz_completed?',
    expect: converting('course_enrolled', 'quiz_completed', last(30)),
  },
  {
    id: 'conv-signup-subscription-all',
    type: 'conversion',
    question: 'signed_up → subscription.purchased conversion, all time',
    expect: converting('signed_up', 'subscription.purchased', R.all),
  },
  {
    id: 'conv-completed-certificate-90d',
    type: 'conversion',
    question:
      'Of learners with course_completed in the last 90 days, what percentage got a CertificateIssued afterwards?',
    expect: converting('course_completed', 'CertificateIssued', last(90)),
  },
  {
    id: 'conv-lessons-quiz-2w',
    type: 'conversion',
    question: 'conversion from lesson.viewed to quiz_completed over the past 2 weeks',
    expect: converting('lesson.viewed', 'quiz_completed', (now) => R.lastWeeks(now, 2)),
  },
  {
    id: 'conv-subscribed-cancelled-since',
    type: 'conversion',
    question: (now) =>
      `Since ${spoken(prevMonthStart(now, 3))}, how many users who had subscription.purchased later had subscription.cancelled, and what percentage is that?`,
    expect: converting('subscription.purchased', 'subscription.cancelled', (now) =>
      R.since(prevMonthStart(now, 3), now),
    ),
  },
  {
    id: 'conv-signup-paid-loose',
    type: 'conversion',
    question: 'How many of last month’s signups upgraded to a paid plan?',
    expect: loose('subscription.purchased'),
  },

  // ---------------------------------------------------------------- 11. churn
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: churnOf((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'How many new users in the last 30 days?',
    expect: newOf(last(30)),
  },
  {
    id: 'churn-new-prev-month',
    type: 'churn',
    question: (now) => `How many new users did we have in ${mName(prevMonthStart(now, 1))}?`,
    expect: newOf((now) => R.month(prevMonthStart(now, 1))),
  },
  {
    id: 'churn-rolling-30-60',
    type: 'churn',
    question: 'How many users were active 30 to 60 days ago but have had no events in the last 30 days?',
    expect: churnOf((now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)]),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `users active in ${mName(prevMonthStart(now, 2))} with no activity at all in ${mName(prevMonthStart(now, 1))} - how many?`,
    expect: churnOf((now) => [R.month(prevMonthStart(now, 2)), R.month(prevMonthStart(now, 1))]),
  },
  {
    id: 'churn-new-this-week',
    type: 'churn',
    question: 'new users this week?',
    expect: newOf(R.thisWeek),
  },

  // ---------------------------------------------------------------- 12. recency
  {
    id: 'recency-last-cancel',
    type: 'recency',
    question: 'When was the last subscription.cancelled?',
    expect: lastOf(() => ({ names: ['subscription.cancelled'] })),
  },
  {
    id: 'recency-any-certificate-7d',
    type: 'recency',
    question: 'Has anyone earned a CertificateIssued in the past 7 days?',
    expect: existsOf((now) => ({ range: R.lastDays(now, 7), names: ['CertificateIssued'] })),
  },
  {
    id: 'recency-user-last-login',
    type: 'recency',
    question: `When did ${P.cancelled} last log in?`,
    expect: lastOf(() => ({ names: ['login'], user: P.cancelled }), { dataPoints: false }),
  },
  {
    id: 'recency-last-purchase',
    type: 'recency',
    question: 'most recent subscription.purchased - when was it?',
    expect: lastOf(() => ({ names: ['subscription.purchased'] })),
  },
  {
    id: 'recency-first-signup',
    type: 'recency',
    question: 'When was the very first signed_up event?',
    expect: firstOf(() => ({ names: ['signed_up'] })),
  },
  {
    id: 'recency-any-completion-48h',
    type: 'recency',
    question: 'any course_completed in the last 48 hours?',
    expect: existsOf((now) => ({ range: R.lastHours(now, 48), names: ['course_completed'] })),
  },
  {
    id: 'recency-cancelled-user-since',
    type: 'recency',
    intent: 'low',
    question: (now) => `Has ${P.cancelled} done anything since ${brief(ago(now, 10))}?`,
    expect: existsOf((now) => ({ range: R.since(ago(now, 10), now), user: P.cancelled })),
  },
  {
    id: 'recency-published-loose',
    type: 'recency',
    question: 'When did an instructor last publish a lesson?',
    expect: loose('lesson_published'),
  },

  // ---------------------------------------------------------------- 13. catalogue
  {
    id: 'catalogue-events-tracked',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: allEvents((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-users-total',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: allEvents((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'catalogue-events-total',
    type: 'catalogue',
    question: 'total number of events recorded',
    expect: allEvents((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'catalogue-list-types',
    type: 'catalogue',
    question: 'list all the event types please',
    expect: allEvents((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'how many different event names are there?',
    expect: allEvents((ev) => ({ numbers: [allNames(ev).length] })),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'Quick overview: how many users and how many events do we have overall?',
    expect: allEvents((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },

  // ---------------------------------------------------------------- 14. other
  {
    id: 'other-course-dimension',
    type: 'other',
    question: 'Which course has the most enrollments?',
    expect: LOW,
  },
  { id: 'other-age', type: 'other', question: "What's the average age of our learners?", expect: LOW },
  {
    id: 'other-device',
    type: 'other',
    question: 'How many lessons were watched on mobile vs desktop last week?',
    expect: LOW,
  },
  {
    id: 'other-country',
    type: 'other',
    question: 'which country do most of our students come from',
    expect: LOW,
  },
  {
    id: 'other-email',
    type: 'other',
    question: 'Write a friendly welcome email for new learners.',
    expect: LOW,
  },
  { id: 'other-weather', type: 'other', question: "What's the weather in Lisbon tomorrow?", expect: LOW },
  { id: 'other-gibberish', type: 'other', question: 'asdf qwerty zxcv', expect: LOW },
  {
    id: 'other-unknown-event',
    type: 'other',
    question: 'How many video_paused events were there last week?',
    expect: LOW,
  },
  { id: 'other-nobody', type: 'other', question: `Show me everything ${NOBODY} did`, expect: LOW },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Predict how many signups we will get next month',
    expect: LOW,
  },
  {
    id: 'other-ratings',
    type: 'other',
    question: 'Which instructor has the best lesson ratings?',
    expect: LOW,
  },
  {
    id: 'other-cancel-reason',
    type: 'other',
    question: `Why did ${P.cancelled} cancel their subscription?`,
    expect: LOW,
  },
  { id: 'other-delete', type: 'other', question: `please delete all data for ${P.newcomer}`, expect: LOW },
  { id: 'other-category-rate', type: 'other', question: 'completion rate per course category?', expect: LOW },
  { id: 'other-nps', type: 'other', question: "what's our NPS this quarter", expect: LOW },
];
