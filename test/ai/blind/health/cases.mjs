// Blind question cases for the Medino telehealth dataset (data.mjs).
// Each case: { id, type, question: string | (now: Date) => string, expect(events, now) }.
// expect() returns what score.mjs checks:
//   { numbers?, percents?, names?, unordered?, confidence: 'high'|'low'|'not-high', dataPoints? }
// Every figure is computed from the events with the reference helpers, following SEMANTICS.md.
// A scope with no events (or a zero count) expects `low` with dataPoints 0.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;

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

// ---- question text helpers ---------------------------------------------------------------

const ms = (now) => +now;
const daysAgo = (now, n) => o.dayStart(ms(now)) - n * DAY; // start of the UTC day n days back
const nth = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${nth(new Date(t).getUTCDate())}`; // October 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Oct 3
const isoDay = (t) => o.isoDay(t); // 2026-10-03
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;

// ---- expectation builders ----------------------------------------------------------------

const HIGH = 'high';
const LOW = Object.freeze({ confidence: 'low', dataPoints: 0 });
const UNSURE = Object.freeze({ confidence: 'not-high' });
const unsureNaming =
  (...names) =>
  () => ({ names, unordered: true, confidence: 'not-high' });

// Notes on ranked expectations whose cut-off falls inside a tie (read by selfcheck.mjs).
export const tieNotes = new WeakMap();

const orLow = (evs, build) => (evs.length ? build(evs) : { ...LOW });

const pick = (ev, scope, now) => o.select(ev, scope(ms(now)));

const count =
  (scope, { dp = true } = {}) =>
  (ev, now) =>
    orLow(pick(ev, scope, now), (s) => ({
      numbers: [s.length],
      confidence: HIGH,
      ...(dp ? { dataPoints: s.length } : {}),
    }));

const distinct = (scope) => (ev, now) =>
  orLow(pick(ev, scope, now), (s) => ({
    numbers: [o.users(s).size],
    confidence: HIGH,
    dataPoints: s.length,
  }));

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return o.round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const total = (evs) => o.round(o.sum(evs), 2);

const measure = (fn, scope) => (ev, now) =>
  orLow(pick(ev, scope, now), (s) => ({ numbers: [fn(s)], confidence: HIGH, dataPoints: s.length }));

// Ranked list (names in rank order, each with its figure); `dp` adds the scope's size.
const ranked =
  (scope, key, { n, ascending, by, dp = true } = {}) =>
  (ev, now) =>
    orLow(pick(ev, scope, now), (s) => {
      const all = o.rank(o.tally(s, key, by), { ascending });
      const top = all.slice(0, n ?? all.length);
      const exp = {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => (Number.isInteger(v) ? v : o.round(v, 2))),
        confidence: HIGH,
        ...(dp ? { dataPoints: s.length } : {}),
      };
      if (n && all.length > n && all[n - 1][1] === all[n][1])
        tieNotes.set(exp, `tie at rank ${n}: ${all[n - 1][0]} = ${all[n][0]} (${all[n][1]})`);
      return exp;
    });

// A full breakdown: every bucket with its figure; `ordered` keeps the buckets chronological.
const breakdown =
  (scope, key, { names = true, ordered = false } = {}) =>
  (ev, now) =>
    orLow(pick(ev, scope, now), (s) => {
      const t = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        ...(names ? { names: t.map(([k]) => k), unordered: !ordered } : {}),
        numbers: t.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// `periods(now)` → [earlier, later] ranges; counts of `names` events (all events when omitted).
const compare = (names, periods) => (ev, now) => {
  const [a, b] = periods(ms(now)).map((range) => o.select(ev, { range, names }));
  if (!a.length && !b.length) return { ...LOW };
  const c = o.change(a.length, b.length);
  return {
    numbers: [c.earlier, c.later, c.diff],
    percents: c.pct === null ? [] : [c.pct],
    confidence: HIGH,
    dataPoints: a.length + b.length,
  };
};

const shareOfEvents = (names, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(ms(now)) }), (all) => ({
    percents: [o.percent(o.select(all, { names }).length, all.length)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

const shareOfUsers = (names, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(ms(now)) }), (all) => ({
    percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

// show: 'n' the converted count, 'd' the count who did A, '%' the percentage.
const conversion = (a, b, range, show) => (ev, now) => {
  const r = range(ms(now));
  const c = o.conversion(ev, r, a, b);
  if (!c.did) return { ...LOW };
  return {
    numbers: [...(show.includes('d') ? [c.did] : []), ...(show.includes('n') ? [c.converted] : [])],
    percents: show.includes('%') ? [c.pct] : [],
    confidence: HIGH,
    dataPoints: o.select(ev, { range: r, names: [a, b] }).length,
  };
};

// Users active in the first period and not in the second; a zero result counts as nothing matched.
const churned = (periods) => (ev, now) => {
  const [active, inactive] = periods(ms(now));
  if (!o.select(ev, { range: active }).length) return { ...LOW };
  const n = o.churned(ev, active, inactive).length;
  return n ? { numbers: [n], confidence: HIGH } : { ...LOW };
};

const newUsers = (range) => (ev, now) => {
  const n = o.newUsers(ev, range(ms(now))).length;
  return n ? { numbers: [n], confidence: HIGH } : { ...LOW };
};

// Day of the most recent matching event; `dp` = every matching event (when the question has no range).
const lastDate =
  (scope, { dp = true } = {}) =>
  (ev, now) =>
    orLow(pick(ev, scope, now), (s) => ({
      names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
      confidence: HIGH,
      ...(dp ? { dataPoints: s.length } : {}),
    }));

const eventNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // 1. counts ------------------------------------------------------------------------------
  {
    id: 'count-booked-30d',
    type: 'count',
    question: 'How many appointments were booked over the past 30 days?',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['appointment-booked'] })),
  },
  {
    id: 'count-visits-yesterday',
    type: 'count',
    question: 'video visits completed yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['video-visit-completed'] })),
  },
  {
    id: 'count-rx-last-week',
    type: 'count',
    question: 'Last week: number of prescriptions renewed, please',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['prescription-renewed'] })),
  },
  {
    id: 'count-messages-on-day',
    type: 'count',
    question: (now) => `How many messages were sent on ${longDay(daysAgo(now, 6))}?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 6)), names: ['message-sent'] })),
  },
  {
    id: 'count-cancel-missed-between',
    type: 'count',
    question: (now) =>
      `Between ${isoDay(daysAgo(now, 21))} and ${isoDay(daysAgo(now, 8))}, how many appointment-cancelled and appointment-missed events did we log altogether?`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 21), daysAgo(now, 8)),
      names: ['appointment-cancelled', 'appointment-missed'],
    })),
  },
  {
    id: 'count-all-today',
    type: 'count',
    question: "what's our event count so far today?",
    expect: count((now) => ({ range: R.today(now) })),
  },
  {
    id: 'count-app-opens-before',
    type: 'count',
    question: (now) => `App opens before ${shortDay(daysAgo(now, 90))} - how many were there?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 90)), names: ['app-open'] })),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    outOfScope: true,
    question: 'How many referral-sent events did we log last month?',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'count-no-shows-loose',
    type: 'count',
    question: 'No-shows this month?',
    expect: () => ({ ...UNSURE }),
  },
  {
    id: 'count-visits-loose',
    type: 'count',
    question: 'how many visits did we do yesterday',
    expect: () => ({ ...UNSURE }),
  },
  {
    id: 'count-bookings-loose',
    type: 'count',
    question: "How many bookings did we get last week? Don't include cancellations.",
    expect: unsureNaming('appointment-booked'),
  },

  // 2. distinct users ----------------------------------------------------------------------
  {
    id: 'users-active-24h',
    type: 'users',
    question: 'How many patients were active in the last 24 hours?',
    expect: distinct((now) => ({ range: R.lastHours(now, 24) })),
  },
  {
    id: 'users-visit-this-month',
    type: 'users',
    question: 'Distinct patients with a video-visit-completed event? This month only.',
    expect: distinct((now) => ({ range: R.thisMonth(now), names: ['video-visit-completed'] })),
  },
  {
    id: 'users-any-past-week',
    type: 'users',
    question: 'How many unique members did anything at all in the past week?',
    expect: distinct((now) => ({ range: R.lastDays(now, 7) })),
  },
  {
    id: 'users-rx-ever',
    type: 'users',
    question: 'How many patients have ever had a prescription renewed?',
    expect: distinct(() => ({ names: ['prescription-renewed'] })),
  },
  {
    id: 'users-labs-3-months',
    type: 'users',
    question: 'In the last 3 months, how many different patients triggered lab-result-viewed?',
    expect: distinct((now) => ({ range: R.lastMonths(now, 3), names: ['lab-result-viewed'] })),
  },
  {
    id: 'users-symptom-yesterday',
    type: 'users',
    question: 'unique users who did a symptom check yesterday?',
    expect: distinct((now) => ({ range: R.yesterday(now), names: ['symptom-check'] })),
  },
  {
    id: 'users-renewed-reversed-loose',
    type: 'users',
    question: 'How many people renewed a prescription this week?',
    expect: unsureNaming('prescription-renewed'),
  },

  // 3. sum, average, minimum, maximum, median -------------------------------------------------
  {
    id: 'value-visit-avg-4w',
    type: 'value',
    question: 'What is the average value of video visits completed over the last 4 weeks?',
    expect: measure(o.avg, (now) => ({ range: R.lastWeeks(now, 4), names: ['video-visit-completed'] })),
  },
  {
    id: 'value-payments-sum-last-month',
    type: 'value',
    question: 'Total amount of payments made last month?',
    expect: measure(total, (now) => ({ range: R.lastMonth(now), names: ['payment-made'] })),
  },
  {
    id: 'value-symptom-mean-chronic',
    type: 'value',
    question: `mean symptom-check value for ${P.chronic}?`,
    expect: measure(o.avg, () => ({ names: ['symptom-check'], user: P.chronic })),
  },
  {
    id: 'value-payment-max-this-year',
    type: 'value',
    question: "What's the largest single payment-made amount this year?",
    expect: measure(o.max, (now) => ({ range: R.thisYear(now), names: ['payment-made'] })),
  },
  {
    id: 'value-rating-min-2w',
    type: 'value',
    question: 'Lowest visit-rated value in the past 2 weeks?',
    expect: measure(o.min, (now) => ({ range: R.lastWeeks(now, 2), names: ['visit-rated'] })),
  },
  {
    id: 'value-rx-median',
    type: 'value',
    question: "What's the median value of prescription-renewed events?",
    expect: measure(median, () => ({ names: ['prescription-renewed'] })),
  },
  {
    id: 'value-booked-sum-since',
    type: 'value',
    question: (now) => `Sum of appointment-booked values since ${longDay(daysAgo(now, 40))}`,
    expect: measure(total, (now) => ({
      range: R.since(daysAgo(now, 40), now),
      names: ['appointment-booked'],
    })),
  },
  {
    id: 'value-payments-count-and-sum-7d',
    type: 'value',
    question:
      "I'm prepping the weekly review: how many payments were made in the past 7 days, and what was their total amount?",
    expect: (ev, now) =>
      orLow(o.select(ev, { range: R.lastDays(+now, 7), names: ['payment-made'] }), (s) => ({
        numbers: [s.length, total(s)],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'value-money-loose',
    type: 'value',
    question: 'How much money did patients pay us this month?',
    expect: unsureNaming('payment-made'),
  },
  {
    id: 'value-visit-length-loose',
    type: 'value',
    question: "What's the typical visit length these days?",
    expect: () => ({ ...UNSURE }),
  },

  // 4. most and least common events -----------------------------------------------------------
  {
    id: 'top-events-3-this-month',
    type: 'top-events',
    question: 'Top 3 events this month',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-5-actions',
    type: 'top-events',
    question: 'What do patients do most in the app? Give me the top 5 actions, all time.',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-least-60d',
    type: 'top-events',
    question: 'Least common event over the last 60 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 60) }), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-4-last-month',
    type: 'top-events',
    question: 'Which 4 event types were the most frequent last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-default-since',
    type: 'top-events',
    question: (now) => `most common events since ${shortDay(daysAgo(now, 14))}?`,
    expect: ranked((now) => ({ range: R.since(daysAgo(now, 14), now) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-feature-loose',
    type: 'top-events',
    question: "What's the most used feature in Medino?",
    expect: () => ({ ...UNSURE }),
  },

  // 5. most active users, top payers ----------------------------------------------------------
  {
    id: 'top-users-5-active',
    type: 'top-users',
    question: 'Who are our 5 most active patients?',
    expect: ranked(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-visits-60d',
    type: 'top-users',
    question: 'Which patient had the most video visits completed in the last 60 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 60), names: ['video-visit-completed'] }), o.byUser, {
      n: 1,
    }),
  },
  {
    id: 'top-users-payment-sum',
    type: 'top-users',
    question: 'Which members paid the most overall? Top 3 by total payment-made amount.',
    expect: ranked(() => ({ names: ['payment-made'] }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-payers-30d',
    type: 'top-users',
    question: 'Top 3 patients by payment-made amount over the last 30 days - who are they?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['payment-made'] }), o.byUser, {
      n: 3,
      by: o.value,
    }),
  },
  {
    id: 'top-users-visit-value-last-month',
    type: 'top-users',
    question: 'Top 4 patients by total video-visit-completed value last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: ['video-visit-completed'] }), o.byUser, {
      n: 4,
      by: o.value,
    }),
  },
  {
    id: 'top-users-spenders-loose',
    type: 'top-users',
    question: 'Who are our top spenders?',
    expect: () => ({ ...UNSURE }),
  },
  {
    id: 'top-users-engaged-loose',
    type: 'top-users',
    question: 'Most engaged members lately?',
    expect: () => ({ ...UNSURE }),
  },

  // 6. one patient ---------------------------------------------------------------------------
  {
    id: 'user-count-chronic',
    type: 'user',
    question: `How much activity has ${P.chronic} logged in total? Number of events.`,
    expect: count(() => ({ user: P.chronic })),
  },
  {
    id: 'user-first-last-newcomer',
    type: 'user',
    question: `When did ${P.newcomer} first show up, and when did we last see them?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.newcomer }), (s) => {
        const t = o.newestFirst(s);
        return {
          names: [o.isoDay(o.time(t.at(-1))), o.isoDay(o.time(t[0]))],
          confidence: HIGH,
          dataPoints: s.length,
        };
      }),
  },
  {
    id: 'user-recent-chronic',
    type: 'user',
    question: `${P.chronic}'s 3 latest events?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.chronic }), (s) => ({
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
    question: `Which event types has ${P.newcomer} used so far?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.newcomer }), (s) => ({
        names: eventNames(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-symptom-this-week-chronic',
    type: 'user',
    question: `How many symptom checks has ${P.chronic} done this week?`,
    expect: count((now) => ({ range: R.thisWeek(now), names: ['symptom-check'], user: P.chronic }), {
      dp: false,
    }),
  },
  {
    id: 'user-last-thing-lapsed',
    type: 'user',
    question: `What was the last thing ${P.lapsed} did, and when?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.lapsed }), (s) => {
        const last = o.newestFirst(s)[0];
        return {
          names: [last.eventName, o.isoDay(o.time(last))],
          unordered: true,
          confidence: HIGH,
          dataPoints: s.length,
        };
      }),
  },
  {
    id: 'user-visits-caregiver-last-month',
    type: 'user',
    question: `${P.caregiver}: video visits completed last month?`,
    expect: count(
      (now) => ({ range: R.lastMonth(now), names: ['video-visit-completed'], user: P.caregiver }),
      { dp: false },
    ),
  },
  {
    id: 'user-unknown',
    type: 'user',
    outOfScope: true,
    question: `Pull up ${NOBODY}'s history - how many events do they have?`,
    expect: () => ({ ...LOW }),
  },

  // 7. breakdowns over time ------------------------------------------------------------------
  {
    id: 'breakdown-busiest-weekday-8w',
    type: 'breakdown',
    question: 'Busiest weekday? last 8 weeks',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 8) }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-visits-per-day-last-week',
    type: 'breakdown',
    question: 'video visits completed per day last week',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: ['video-visit-completed'] }), o.byDay, {
      names: false,
    }),
  },
  {
    id: 'breakdown-peak-hour',
    type: 'breakdown',
    question: 'At what hour of the day (UTC) are patients most active?',
    expect: ranked(() => ({}), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-booking-peak-day-30d',
    type: 'breakdown',
    question: 'Which day in the past 30 days saw the most appointments booked?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['appointment-booked'] }), o.byDay, {
      n: 1,
    }),
  },
  {
    id: 'breakdown-quietest-weekday-opens',
    type: 'breakdown',
    question: 'Quietest day of the week for app opens?',
    expect: ranked(() => ({ names: ['app-open'] }), o.byWeekday, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-payments-monthly',
    type: 'breakdown',
    question: (now) =>
      `How many payments made per month, from ${longDay(o.monthStart(ms(now), -3))} to ${longDay(o.monthStart(ms(now)) - DAY)}?`,
    expect: breakdown(
      (now) => ({
        range: R.between(o.monthStart(now, -3), o.monthStart(now) - DAY),
        names: ['payment-made'],
      }),
      o.byMonth,
      { ordered: true },
    ),
  },
  {
    id: 'breakdown-symptom-by-weekday',
    type: 'breakdown',
    question: 'How busy is each day of the week for symptom checks?',
    expect: breakdown(() => ({ names: ['symptom-check'] }), o.byWeekday),
  },
  {
    id: 'breakdown-registered-weekly',
    type: 'breakdown',
    question: (now) => `patients registered per week since ${longDay(o.weekStart(ms(now)) - 6 * WEEK)}`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 6 * WEEK, now), names: ['patient-registered'] }),
      o.byWeek,
      { names: false },
    ),
  },

  // 8. period comparisons (earlier first; change = later − earlier) ---------------------------
  {
    id: 'compare-opens-7d',
    type: 'compare',
    question: 'App opens: past 7 days vs the 7 days before?',
    expect: compare(['app-open'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-visits-weeks',
    type: 'compare',
    question: 'Were there more video visits completed last week than the week before?',
    expect: compare(['video-visit-completed'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)]),
  },
  {
    id: 'compare-payments-named-months',
    type: 'compare',
    question: (now) =>
      `Payments made in ${monthName(o.monthStart(ms(now), -2))} versus ${monthName(o.monthStart(ms(now), -1))}: how did the number change?`,
    expect: compare(['payment-made'], (now) => [
      R.month(o.monthStart(now, -2)),
      R.month(o.monthStart(now, -1)),
    ]),
  },
  {
    id: 'compare-symptom-14d',
    type: 'compare',
    question: 'Symptom checks over the last 14 days compared with the 14 days before that?',
    expect: compare(['symptom-check'], (now) => [R.lastDays(now - 14 * DAY, 14), R.lastDays(now, 14)]),
  },
  {
    id: 'compare-missed-weeks',
    type: 'compare',
    question: 'appointment-missed last week vs the week before - up or down?',
    expect: compare(['appointment-missed'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)]),
  },
  {
    id: 'compare-growth-loose',
    type: 'compare',
    question: 'Is Medino growing?',
    expect: () => ({ ...UNSURE }),
  },
  {
    id: 'compare-cancellations-trend-loose',
    type: 'compare',
    question: "Are cancellations trending down lately, or isn't that the case?",
    expect: () => ({ ...UNSURE }),
  },

  // 9. shares ------------------------------------------------------------------------------
  {
    id: 'share-symptom-all',
    type: 'share',
    question: 'What percent of all activity is symptom checks?',
    expect: shareOfEvents(['symptom-check'], R.all),
  },
  {
    id: 'share-users-visit-30d',
    type: 'share',
    question: 'Of the patients active in the last 30 days, what share had a video visit completed?',
    expect: shareOfUsers(['video-visit-completed'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-messages-this-week',
    type: 'share',
    question: "Of this week's events, what % were messages sent?",
    expect: shareOfEvents(['message-sent'], R.thisWeek),
  },
  {
    id: 'share-users-insurance',
    type: 'share',
    question: 'What percentage of our patients have an insurance-uploaded event?',
    expect: shareOfUsers(['insurance-uploaded'], R.all),
  },
  {
    id: 'share-cancelled-last-month',
    type: 'share',
    question: "What fraction of last month's events were appointment-cancelled? As a percentage.",
    expect: shareOfEvents(['appointment-cancelled'], R.lastMonth),
  },
  {
    id: 'share-reminders-reversed-loose',
    type: 'share',
    question: 'What share of members dismissed a reminder in the past 2 weeks?',
    expect: unsureNaming('reminder-dismissed'),
  },

  // 10. conversion (B strictly after the patient's first A, both in range) ---------------------
  {
    id: 'conversion-booked-visit-30d',
    type: 'conversion',
    question:
      'Of the patients who had an appointment booked in the last 30 days, how many then had a video visit completed, and what % is that?',
    expect: conversion('appointment-booked', 'video-visit-completed', (now) => R.lastDays(now, 30), 'n%'),
  },
  {
    id: 'conversion-registered-booked-since',
    type: 'conversion',
    question: (now) =>
      `Since ${longDay(daysAgo(now, 60))}, what % of patients registered went on to have an appointment booked afterwards?`,
    expect: conversion(
      'patient-registered',
      'appointment-booked',
      (now) => R.since(daysAgo(now, 60), now),
      '%',
    ),
  },
  {
    id: 'conversion-symptom-booked',
    type: 'conversion',
    question: 'Of members with a symptom-check, what share later had an appointment-booked?',
    expect: conversion('symptom-check', 'appointment-booked', R.all, '%'),
  },
  {
    id: 'conversion-visit-rx',
    type: 'conversion',
    question: 'Of patients who had a video visit completed, how many later had a prescription renewed?',
    expect: conversion('video-visit-completed', 'prescription-renewed', R.all, 'n'),
  },
  {
    id: 'conversion-registered-payment-3m',
    type: 'conversion',
    question:
      'Patients registered in the last 3 months: how many of them then had a payment-made event, and what percentage is that?',
    expect: conversion('patient-registered', 'payment-made', (now) => R.lastMonths(now, 3), 'n%'),
  },
  {
    id: 'conversion-funnel-loose',
    type: 'conversion',
    question: "How's our booking-to-visit funnel looking?",
    expect: () => ({ ...UNSURE }),
  },

  // 11. churn and new patients ---------------------------------------------------------------
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: "How many patients were active last month but haven't been back this month?",
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `Patients active in ${monthYear(o.monthStart(ms(now), -3))} who did nothing at all in ${monthYear(o.monthStart(ms(now), -2))} - how many?`,
    expect: churned((now) => [R.month(o.monthStart(now, -3)), R.month(o.monthStart(now, -2))]),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `How many patients who were active between ${isoDay(daysAgo(now, 50))} and ${isoDay(daysAgo(now, 30))} haven't been active since ${isoDay(daysAgo(now, 29))}?`,
    expect: churned((now) => [R.between(daysAgo(now, 50), daysAgo(now, 30)), R.since(daysAgo(now, 29), now)]),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: "New users in the last 30 days - people we'd never seen before?",
    expect: newUsers((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-first-time-week',
    type: 'churn',
    question: 'How many first-time users showed up this week, i.e. their first event ever?',
    expect: newUsers(R.thisWeek),
  },
  {
    id: 'churn-rate-loose',
    type: 'churn',
    question: 'What was our churn rate last month?',
    expect: () => ({ ...UNSURE }),
  },
  {
    id: 'churn-lost-loose',
    type: 'churn',
    question: 'How many members did we lose in the past 2 weeks?',
    expect: () => ({ ...UNSURE }),
  },

  // 12. existence and recency ----------------------------------------------------------------
  {
    id: 'recency-last-account-deleted',
    type: 'recency',
    question: 'Last account deleted - when was that?',
    expect: lastDate(() => ({ names: ['account-deleted'] })),
  },
  {
    id: 'recency-insurance-latest',
    type: 'recency',
    question: 'Any insurance-uploaded events yet? When was the most recent one?',
    expect: lastDate(() => ({ names: ['insurance-uploaded'] })),
  },
  {
    id: 'recency-lapsed-visit',
    type: 'recency',
    question: `When did ${P.lapsed} last have a video visit completed?`,
    expect: lastDate(() => ({ names: ['video-visit-completed'], user: P.lapsed }), { dp: false }),
  },
  {
    id: 'recency-symptom-last-hour',
    type: 'recency',
    question: 'Has anyone done a symptom check in the last hour? If so, when was the latest?',
    expect: lastDate((now) => ({ range: R.lastHours(now, 1), names: ['symptom-check'] }), { dp: false }),
  },
  {
    id: 'recency-patient-registered',
    type: 'recency',
    question: 'When was a patient last registered?',
    expect: lastDate(() => ({ names: ['patient-registered'] })),
  },
  {
    id: 'recency-nobody',
    type: 'recency',
    outOfScope: true,
    question: `Has ${NOBODY} ever sent a message?`,
    expect: () => ({ ...LOW }),
  },
  {
    id: 'recency-unknown-event',
    type: 'recency',
    outOfScope: true,
    question: 'Has anyone ever triggered group-session-joined?',
    expect: () => ({ ...LOW }),
  },

  // 13. catalogue ----------------------------------------------------------------------------
  {
    id: 'catalogue-what-we-track',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: catalogue((ev) => ({ names: eventNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-patients-and-events',
    type: 'catalogue',
    question: 'How many patients and how many events do we have in total?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-distinct-types',
    type: 'catalogue',
    question: 'how many different event types are there',
    expect: catalogue((ev) => ({ numbers: [eventNames(ev).length] })),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'List every event name you know about.',
    expect: catalogue((ev) => ({ names: eventNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'Total number of events stored?',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'catalogue-total-users',
    type: 'catalogue',
    question: 'How many users do we have altogether?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },

  // 14. outside what events can answer (unknown dimensions, forecasts, nonsense) ---------------
  {
    id: 'other-by-doctor',
    type: 'other',
    outOfScope: true,
    question: 'Which doctor did the most video visits last month?',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-by-diagnosis',
    type: 'other',
    outOfScope: true,
    question: 'Break down appointments by diagnosis',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-clinics',
    type: 'other',
    outOfScope: true,
    question: 'Which clinics are the busiest on Mondays?',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-by-insurer',
    type: 'other',
    outOfScope: true,
    question: 'Payments made last month by insurance provider?',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-patient-age',
    type: 'other',
    outOfScope: true,
    question: "What's the average patient age?",
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-age-brackets',
    type: 'other',
    outOfScope: true,
    question: 'Split symptom checks by patient age bracket, please',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-weather',
    type: 'other',
    outOfScope: true,
    question: 'Is it going to rain in Boston tomorrow?',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-forecast',
    type: 'other',
    outOfScope: true,
    question: 'Predict how many appointments will be booked next month.',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-devices',
    type: 'other',
    outOfScope: true,
    question: 'How many patients use iOS vs Android?',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-state',
    type: 'other',
    outOfScope: true,
    question: 'Which US state has the most members?',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-waiting-room',
    type: 'other',
    outOfScope: true,
    question: "What's the average wait in the virtual waiting room before a doctor joins?",
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-haiku',
    type: 'other',
    outOfScope: true,
    question: 'write me a haiku about telehealth',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-gibberish',
    type: 'other',
    outOfScope: true,
    question: 'asdf qwerty zzz ??',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'other-engagement-vague',
    type: 'other',
    question: 'Is engagement any good among our newer members?',
    expect: () => ({ ...UNSURE }),
  },
  { id: 'other-vague', type: 'other', question: "How's Medino doing?", expect: () => ({ ...UNSURE }) },
];

export const questionText = (c, now) => (typeof c.question === 'function' ? c.question(now) : c.question);
