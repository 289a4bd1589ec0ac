// Blind question cases for the Lingobit dataset (data.mjs), phrased like an edtech product
// manager would ask them. `question` is a string or a function of `now` (a Date);
// `expect(events, now)` returns what a correct engine answers, as score.mjs scores it:
//   { numbers?, percents?, names?, unordered?, confidence: 'high'|'low'|'not-high', dataPoints? }
// Every figure is computed from the events following /work/shared/ai/SEMANTICS.md.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;
const VET = PERSONAS.veteran,
  NEWBIE = PERSONAS.newcomer,
  REFUNDER = PERSONAS.refunder;

export const TYPES = [
  ['count', 'Counts'],
  ['users', 'Distinct users'],
  ['value', 'Sum / avg / min / max'],
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

// ---- question text helpers ---------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const ordinal = (d) => `${d}${[11, 12, 13].includes(d) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`; // October 1st
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Oct 1
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthAndYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;

// ---- money-safe and extra measures -----------------------------------------------------------

// Prices carry cents (6.99, 59.99 …): sum in integer cents so float noise never breaks a tie.
const cents = (e) => Math.round(e.eventValue * 100);
const sum2 = (evs) => evs.reduce((s, e) => s + cents(e), 0) / 100;
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return o.round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();

// ---- expectation builders ----------------------------------------------------------------

const HIGH = 'high';
const LOW = { confidence: 'low', dataPoints: 0 }; // nothing could be answered
const UNSURE = { confidence: 'not-high' }; // ambiguous: needs a stated assumption

const orLow = (evs, build) => (evs.length ? build(evs) : LOW);

// `scope(now)` → filters for oracle.select: { range, names, user } (now in epoch ms).
const count = (scope) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({ numbers: [s.length], confidence: HIGH, dataPoints: s.length }));

const distinctUsers = (scope) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({
    numbers: [o.users(s).size],
    confidence: HIGH,
    dataPoints: s.length,
  }));

const measure = (fn, scope) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({ numbers: [fn(s)], confidence: HIGH, dataPoints: s.length }));

// Ranked list: names in rank order with their figures; the events read are the whole scope.
// `money`: rank by summed value in cents (figures in the currency unit).
const ranked =
  (scope, key, { n, ascending, by, money } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const all = o.rank(o.tally(s, key, money ? cents : by), { ascending });
      const top = all.slice(0, n ?? Infinity);
      const exp = {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => (money ? v / 100 : v)),
        confidence: HIGH,
        dataPoints: s.length,
      };
      // for selfcheck.mjs only (not enumerable, ignored by the scorer): a tie across the cut-off
      Object.defineProperty(exp, 'cutoffTie', {
        value: all.length > top.length && all[top.length][1] === top.at(-1)[1],
      });
      return exp;
    });

// Per-period figures (day, week …): every figure; the period names in any order unless `ordered`.
const breakdown =
  (scope, key, { by, names = true, ordered = false } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const t = [...o.tally(s, key, by)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        ...(names ? { names: t.map(([k]) => k), unordered: !ordered } : {}),
        numbers: t.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// `periods(now)` → [earlier range, later range]; `fig(evs)` the measure (count by default).
const compare =
  (names, periods, fig = (s) => s.length) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(fig(a), fig(b));
    return {
      numbers: [c.earlier, c.later, o.round(c.diff, 2)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: HIGH,
      dataPoints: a.length + b.length,
    };
  };

// Shares read every event in range.
const shareOfEvents = (names, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.select(all, { names }).length, all.length)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

const shareOfUsers = (names, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

// `show`: 'n' the number converted, '%' the percentage. Reads the events of both steps in range.
const conversion = (a, b, range, show) => (ev, now) => {
  const r = range(+now);
  const c = o.conversion(ev, r, a, b);
  if (!c.did) return LOW;
  return {
    numbers: show.includes('n') ? [c.converted] : [],
    percents: show.includes('%') ? [c.pct] : [],
    confidence: HIGH,
    dataPoints: o.select(ev, { range: r, names: [a, b] }).length,
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

// Date of the most recent matching event; all matching events are read.
const lastDate = (scope) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({
    names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
    confidence: HIGH,
    dataPoints: s.length,
  }));

const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // 1. counts
  {
    id: 'count-lessons-completed-last-week',
    type: 'count',
    question: 'lessons completed last week — how many?',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['lesson_completed'] })),
  },
  {
    id: 'count-all-events-yesterday',
    type: 'count',
    question:
      "How much activity did we log yesterday? Just the raw number of events, I don't need a breakdown.",
    expect: count((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'count-hints-72h',
    type: 'count',
    question: 'hint_used in the past 72 hours, how many times?',
    expect: count((now) => ({ range: R.lastHours(now, 72), names: ['hint_used'] })),
  },
  {
    id: 'count-invites-plus-reminders-month',
    type: 'count',
    question: "This month, what's the combined count of friend_invited and reminder_clicked events?",
    expect: count((now) => ({ range: R.thisMonth(now), names: ['friend_invited', 'reminder_clicked'] })),
  },
  {
    id: 'count-quiz-failed-on-day',
    type: 'count',
    question: (now) => `Quiz Failed events on ${shortDay(daysAgo(now, 6))}?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 6)), names: ['quiz_failed'] })),
  },
  {
    id: 'count-streak-lost-between',
    type: 'count',
    question: (now) =>
      `Between ${o.isoDay(daysAgo(now, 21))} and ${o.isoDay(daysAgo(now, 15))}, how many streak-lost events did we see?`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 21), daysAgo(now, 15)),
      names: ['streak_lost'],
    })),
  },
  {
    id: 'count-signups-before-date',
    type: 'count',
    question: (now) => `how many signups did we have before ${longDay(o.monthStart(+now, -1))}?`,
    expect: count((now) => ({ range: R.before(o.monthStart(now, -1)), names: ['signup'] })),
  },
  {
    id: 'count-words-saved-today',
    type: 'count',
    question: 'words saved today — count?',
    expect: count((now) => ({ range: R.today(now), names: ['word_saved'] })),
  },
  {
    id: 'count-lessons-done-loose',
    type: 'count',
    question: 'How many lessons done so far this week?',
    expect: () => UNSURE,
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    question: 'How many certificate_earned events did we have in the last 30 days?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 2. distinct users
  {
    id: 'users-active-this-week',
    type: 'users',
    question: 'How many learners have been active this week?',
    expect: distinctUsers((now) => ({ range: R.thisWeek(now) })),
  },
  {
    id: 'users-quiz-failed-30d',
    type: 'users',
    question: 'In the last 30 days, how many different students had at least one quiz_failed?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 30), names: ['quiz_failed'] })),
  },
  {
    id: 'users-premium-ever',
    type: 'users',
    question: "How many people have ever had a premium_bought event? Doesn't matter when.",
    expect: distinctUsers(() => ({ names: ['premium_bought'] })),
  },
  {
    id: 'users-today',
    type: 'users',
    question: 'Our reminder push went out this morning. Unique learners today?',
    expect: distinctUsers((now) => ({ range: R.today(now) })),
  },
  {
    id: 'users-streak-extended-2-months',
    type: 'users',
    question: 'users with streak extended events in the past 2 months — how many distinct ones?',
    expect: distinctUsers((now) => ({ range: R.lastMonths(now, 2), names: ['streak_extended'] })),
  },
  {
    id: 'users-signed-up-last-month',
    type: 'users',
    question: (now) =>
      `We're prepping the board deck. How many learners signed up in ${monthName(o.monthStart(+now, -1))}?`,
    expect: distinctUsers((now) => ({ range: R.month(o.monthStart(now, -1)), names: ['signup'] })),
  },
  {
    id: 'users-speaking-loose',
    type: 'users',
    question: 'how many kids tried the speaking exercises last week?',
    expect: () => UNSURE,
  },

  // 3. sum, average, minimum, maximum, median
  {
    id: 'value-avg-lesson-minutes-2w',
    type: 'value',
    question: "lesson_completed carries the minutes spent. What's the average value over the past 2 weeks?",
    expect: measure(o.avg, (now) => ({ range: R.lastWeeks(now, 2), names: ['lesson_completed'] })),
  },
  {
    id: 'value-xp-sum-this-week',
    type: 'value',
    question: 'Total xp_earned value this week?',
    expect: measure(o.sum, (now) => ({ range: R.thisWeek(now), names: ['xp_earned'] })),
  },
  {
    id: 'value-max-streak',
    type: 'value',
    question: "What's the highest streak_extended value we've ever recorded?",
    expect: measure(o.max, () => ({ names: ['streak_extended'] })),
  },
  {
    id: 'value-max-speaking-last-month',
    type: 'value',
    question: 'highest speaking_practiced value last month? (seconds)',
    expect: measure(o.max, (now) => ({ range: R.lastMonth(now), names: ['speaking_practiced'] })),
  },
  {
    id: 'value-min-quiz-passed-newbie',
    type: 'value',
    question: `What's the lowest quiz_passed score ${NEWBIE} has had? min value`,
    expect: measure(o.min, () => ({ names: ['quiz_passed'], user: NEWBIE })),
  },
  {
    id: 'value-median-quiz-failed',
    type: 'value',
    question: 'Median value of quiz failed events, all time?',
    expect: measure(median, () => ({ names: ['quiz_failed'] })),
  },
  {
    id: 'value-user-xp-30d',
    type: 'value',
    question: `What's the sum of xp earned by ${VET} in the past 30 days?`,
    expect: measure(o.sum, (now) => ({ range: R.lastDays(now, 30), names: ['xp_earned'], user: VET })),
  },
  {
    id: 'value-premium-sum-since',
    type: 'value',
    question: (now) => `Sum of premium_bought values since ${shortDay(o.monthStart(+now, -2))}`,
    expect: measure(sum2, (now) => ({
      range: R.since(o.monthStart(now, -2), now),
      names: ['premium_bought'],
    })),
  },
  {
    id: 'value-avg-speaking-7d',
    type: 'value',
    question: 'average speaking practiced value over the last 7 days',
    expect: measure(o.avg, (now) => ({ range: R.lastDays(now, 7), names: ['speaking_practiced'] })),
  },
  {
    id: 'value-revenue-loose',
    type: 'value',
    question: 'What did we make in revenue last month, net of refunds?',
    expect: () => UNSURE,
  },

  // 4. most and least common events
  {
    id: 'top-events-5-this-month',
    type: 'top-events',
    question: 'Top 5 events this month?',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-14d',
    type: 'top-events',
    question: 'Which 3 events were most frequent over the last 14 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 14) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-last-month',
    type: 'top-events',
    question: 'least common event last month — which one?',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-rarest-3',
    type: 'top-events',
    question: 'What are our 3 rarest events overall? The ones learners barely trigger.',
    expect: ranked(() => ({}), o.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-default-list',
    type: 'top-events',
    question: 'what do learners do most in the app? give me the most common events',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-feature-loose',
    type: 'top-events',
    question: 'Which part of the app do students love most?',
    expect: () => UNSURE,
  },

  // 5. most active users, top spenders
  {
    id: 'top-users-this-month',
    type: 'top-users',
    question: 'Most active learners? this month',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-lessons-30d',
    type: 'top-users',
    question: 'Top 3 students by lessons completed, last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['lesson_completed'] }), o.byUser, {
      n: 3,
    }),
  },
  {
    id: 'top-users-xp-this-week',
    type: 'top-users',
    question: 'Who are the 5 learners with the highest total xp_earned value this week?',
    expect: ranked((now) => ({ range: R.thisWeek(now), names: ['xp_earned'] }), o.byUser, {
      n: 5,
      by: o.value,
    }),
  },
  {
    id: 'top-users-quiz-failed-last-month',
    type: 'top-users',
    question: 'Who racked up the most quiz_failed events last month? top 3 please',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: ['quiz_failed'] }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-speaking-seconds',
    type: 'top-users',
    question: 'top 5 learners by total speaking_practiced value',
    expect: ranked(() => ({ names: ['speaking_practiced'] }), o.byUser, { n: 5, by: o.value }),
  },
  {
    id: 'top-users-spenders-loose',
    type: 'top-users',
    question: 'Who are our biggest spenders?',
    expect: () => UNSURE,
  },

  // 6. one user
  {
    id: 'user-vet-event-count',
    type: 'user',
    question: `How many events has ${VET} logged in total?`,
    expect: count(() => ({ user: VET })),
  },
  {
    id: 'user-newbie-first-last',
    type: 'user',
    question: `${NEWBIE} — when did they first show up, and when were they last active?`,
    expect: (ev) => {
      const s = o.newestFirst(o.select(ev, { user: NEWBIE }));
      return {
        names: [o.isoDay(o.time(s.at(-1))), o.isoDay(o.time(s[0]))],
        confidence: HIGH,
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-refunder-latest-4',
    type: 'user',
    question: `What were ${REFUNDER}'s 4 latest events?`,
    expect: (ev) => {
      const s = o.newestFirst(o.select(ev, { user: REFUNDER }));
      return { names: s.slice(0, 4).map((e) => e.eventName), confidence: HIGH, dataPoints: s.length };
    },
  },
  {
    id: 'user-newbie-event-names',
    type: 'user',
    question: `Which event types has ${NEWBIE} triggered so far?`,
    expect: (ev) => {
      const s = o.select(ev, { user: NEWBIE });
      return { names: allNames(s), unordered: true, confidence: HIGH, dataPoints: s.length };
    },
  },
  {
    id: 'user-vet-lessons-this-week',
    type: 'user',
    question: `How many lessons completed by ${VET} this week?`,
    expect: count((now) => ({ range: R.thisWeek(now), names: ['lesson_completed'], user: VET })),
  },
  {
    id: 'user-refunder-premium-value',
    type: 'user',
    question: `Did ${REFUNDER} ever pay for premium, and what's their total premium_bought value?`,
    expect: measure(sum2, () => ({ names: ['premium_bought'], user: REFUNDER })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    question: `How many lessons has ${NOBODY} completed?`,
    outOfScope: true,
    expect: () => LOW,
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-app-opened-daily-last-week',
    type: 'breakdown',
    question: 'Daily app_opened counts for last week, please',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: ['app_opened'] }), o.byDay),
  },
  {
    id: 'breakdown-weekday-lessons-started',
    type: 'breakdown',
    question: "Isn't Monday our big day? Which weekday sees the most lesson_started events?",
    expect: ranked(() => ({ names: ['lesson_started'] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-peak-hour',
    type: 'breakdown',
    question: 'At what hour of the day (UTC) do we see the most activity?',
    expect: ranked(() => ({}), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-quietest-hour-30d',
    type: 'breakdown',
    question: 'Quietest hour of the day over the past 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byHour, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-busiest-day-last-month',
    type: 'breakdown',
    question: 'Which day last month had the most events?',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-weekly-lessons',
    type: 'breakdown',
    question: (now) =>
      `Weekly lessons completed since ${longDay(o.weekStart(+now) - 4 * WEEK)}, week by week`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 4 * WEEK, now), names: ['lesson_completed'] }),
      o.byWeek,
      { names: false },
    ),
  },
  {
    id: 'breakdown-monthly-xp',
    type: 'breakdown',
    question: (now) =>
      `Total xp_earned value per month from ${longDay(o.monthStart(+now, -3))} to ${longDay(o.monthStart(+now) - DAY)}`,
    expect: breakdown(
      (now) => ({ range: R.between(o.monthStart(now, -3), o.monthStart(now) - DAY), names: ['xp_earned'] }),
      o.byMonth,
      { by: o.value, ordered: true },
    ),
  },
  {
    id: 'breakdown-sunday-evening-loose',
    type: 'breakdown',
    question: 'How busy does it get on Sunday evenings compared to normal?',
    expect: () => UNSURE,
  },

  // 8. period comparisons (earlier period first; change = later − earlier)
  {
    id: 'compare-lessons-7d',
    type: 'compare',
    question: 'Lessons completed: last 7 days vs the 7 days before?',
    expect: compare(['lesson_completed'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-quiz-failed-named-months',
    type: 'compare',
    question: (now) =>
      `quiz_failed in ${monthName(o.monthStart(+now, -2))} compared with ${monthName(o.monthStart(+now, -1))}?`,
    expect: compare(['quiz_failed'], (now) => [
      R.month(o.monthStart(now, -2)),
      R.month(o.monthStart(now, -1)),
    ]),
  },
  {
    id: 'compare-signups-months',
    type: 'compare',
    question: 'Did we get more signups last month than the month before?',
    expect: compare(['signup'], (now) => [R.month(o.monthStart(now, -2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-hints-14d',
    type: 'compare',
    question: 'Were more hints used in the last 14 days than in the 14 days before that?',
    expect: compare(['hint_used'], (now) => [R.lastDays(now - 14 * DAY, 14), R.lastDays(now, 14)]),
  },
  {
    id: 'compare-xp-value-weeks',
    type: 'compare',
    question: 'Total xp_earned value last week versus the week before — up or down, and by how much?',
    expect: compare(['xp_earned'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)], o.sum),
  },
  {
    id: 'compare-active-learners-weeks',
    type: 'compare',
    question: 'active learners last week vs the week before?',
    expect: compare(
      undefined,
      (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)],
      (s) => o.users(s).size,
    ),
  },
  {
    id: 'compare-growth-loose',
    type: 'compare',
    question: 'Is Lingobit actually growing or not?',
    expect: () => UNSURE,
  },

  // 9. shares
  {
    id: 'share-hints-of-all',
    type: 'share',
    question: 'What percentage of all activity is hint_used?',
    expect: shareOfEvents(['hint_used'], R.all),
  },
  {
    id: 'share-users-premium-30d',
    type: 'share',
    question: 'In the last 30 days, what percentage of active learners had a premium_bought event?',
    expect: shareOfUsers(['premium_bought'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-quiz-failed-last-week',
    type: 'share',
    question: "What share of last week's events were quiz_failed?",
    expect: shareOfEvents(['quiz_failed'], R.lastWeek),
  },
  {
    id: 'share-users-friend-invited',
    type: 'share',
    question: 'What % of users have ever had a friend_invited event?',
    expect: shareOfUsers(['friend_invited'], R.all),
  },
  {
    id: 'share-users-streak-lost-month',
    type: 'share',
    question: 'This month, what percent of active learners had at least one streak_lost?',
    expect: shareOfUsers(['streak_lost'], R.thisMonth),
  },
  {
    id: 'share-pass-rate-loose',
    type: 'share',
    question: "What's the quiz pass rate last month?",
    expect: () => UNSURE,
  },

  // 10. conversion (B strictly after the user's first A, both in range)
  {
    id: 'conversion-signup-premium-60d',
    type: 'conversion',
    question:
      'Of learners who signed up in the last 60 days, how many went on to premium_bought, and what % is that?',
    expect: conversion('signup', 'premium_bought', (now) => R.lastDays(now, 60), 'n%'),
  },
  {
    id: 'conversion-started-completed-2w',
    type: 'conversion',
    question: 'lesson_started → lesson_completed conversion rate over the past 2 weeks?',
    expect: conversion('lesson_started', 'lesson_completed', (now) => R.lastWeeks(now, 2), '%'),
  },
  {
    id: 'conversion-reminder-lesson-month',
    type: 'conversion',
    question: 'Of users who had reminder_clicked this month, what percentage later had a lesson_completed?',
    expect: conversion('reminder_clicked', 'lesson_completed', R.thisMonth, '%'),
  },
  {
    id: 'conversion-failed-then-passed',
    type: 'conversion',
    question: 'Of the learners who did quiz_failed, how many later did quiz_passed?',
    expect: conversion('quiz_failed', 'quiz_passed', R.all, 'n'),
  },
  {
    id: 'conversion-signup-invite-since',
    type: 'conversion',
    question: (now) =>
      `Since ${longDay(daysAgo(now, 45))}, what % of users who signed up went on to a friend_invited afterwards?`,
    expect: conversion('signup', 'friend_invited', (now) => R.since(daysAgo(now, 45), now), '%'),
  },
  {
    id: 'conversion-trial-loose',
    type: 'conversion',
    question: "What's our free-trial-to-paid conversion?",
    expect: () => UNSURE,
  },

  // 11. churn and new users
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many learners were active in ${monthAndYear(o.monthStart(+now, -2))} but not in ${monthAndYear(o.monthStart(+now, -1))}?`,
    expect: churned((now) => [R.month(o.monthStart(now, -2)), R.month(o.monthStart(now, -1))]),
  },
  {
    id: 'churn-last-week-not-this-week',
    type: 'churn',
    question: "Users active last week who haven't come back this week — how many?",
    expect: churned((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'New learners this month? (first activity ever)',
    expect: newUsers(R.thisMonth),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'How many brand-new users showed up in the last 14 days?',
    expect: newUsers((now) => R.lastDays(now, 14)),
  },
  {
    id: 'churn-new-named-month',
    type: 'churn',
    question: (now) => `How many new users did we get in ${monthAndYear(o.monthStart(+now, -1))}?`,
    expect: newUsers((now) => R.month(o.monthStart(now, -1))),
  },
  { id: 'churn-lost-loose', type: 'churn', question: 'How many users have we lost?', expect: () => UNSURE },

  // 12. existence and recency
  {
    id: 'recency-refund-latest',
    type: 'recency',
    question: 'Any premium_refunded events, and when was the latest?',
    expect: lastDate(() => ({ names: ['premium_refunded'] })),
  },
  {
    id: 'recency-streak-lost',
    type: 'recency',
    question: 'When was the most recent streak_lost?',
    expect: lastDate(() => ({ names: ['streak_lost'] })),
  },
  {
    id: 'recency-refunder-app-opened',
    type: 'recency',
    question: `When was ${REFUNDER}'s last app_opened?`,
    expect: lastDate(() => ({ names: ['app_opened'], user: REFUNDER })),
  },
  {
    id: 'recency-last-signup',
    type: 'recency',
    question: 'Most recent signup — when was it?',
    expect: lastDate(() => ({ names: ['signup'] })),
  },
  {
    id: 'recency-refund-24h',
    type: 'recency',
    question: 'did anyone get a premium_refunded in the last 24 hours?',
    expect: lastDate((now) => ({ range: R.lastHours(now, 24), names: ['premium_refunded'] })),
  },
  {
    id: 'recency-unknown-event',
    type: 'recency',
    question: 'Has anyone ever triggered certificate_unlocked?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'recency-nobody',
    type: 'recency',
    question: `When was ${NOBODY} last seen?`,
    outOfScope: true,
    expect: () => LOW,
  },

  // 13. catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What event types does Lingobit send us?',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-learners-and-events',
    type: 'catalogue',
    question: 'Overall, how many learners and how many events do we have?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event names are there',
    expect: catalogue((ev) => ({ numbers: [allNames(ev).length] })),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'Total events stored, all time?',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'catalogue-unique-learners',
    type: 'catalogue',
    question: 'How many unique learners are in the data overall?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },

  // 14. outside what events can answer; unknown dimensions
  {
    id: 'other-native-language',
    type: 'other',
    question: 'How many learners do we have by native language?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-course-level',
    type: 'other',
    question: 'Break down lessons completed by course level',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-teachers',
    type: 'other',
    question: 'Which teachers have the most active classes?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-school',
    type: 'other',
    question: 'Active students by school last month?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-by-language',
    type: 'other',
    question: 'Which language is the most popular — Spanish or Japanese? lessons by language, I mean',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-translate',
    type: 'other',
    question: "Translate 'good morning' into Portuguese",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-nps',
    type: 'other',
    question: "What's the NPS of our premium users?",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Will we hit 1,000 learners by March?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-age',
    type: 'other',
    question: 'How many of our learners are kids versus adults?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-device',
    type: 'other',
    question: 'iOS or Android — which do students use more?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-nonsense',
    type: 'other',
    question: 'asdf purple monkey dishwasher??',
    outOfScope: true,
    expect: () => LOW,
  },
  { id: 'other-vague', type: 'other', question: 'so... how are things looking?', expect: () => UNSURE },
  {
    id: 'other-push-timing',
    type: 'other',
    question: "What's the best time to send push notifications so people don't churn?",
    expect: () => UNSURE,
  },
];

export const questionText = (c, now) => (typeof c.question === 'function' ? c.question(now) : c.question);
