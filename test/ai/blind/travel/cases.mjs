// Blind question cases for the Wayfarely travel-booking dataset (data.mjs).
// Each case: { id, type, question: string | (now: Date) => string, expect(events, now) }.
// expect() returns what a correct engine answers, in the shape score.mjs scores:
//   { numbers?, percents?, names?, unordered?, confidence: 'high'|'low'|'not-high', dataPoints? }
// Optional flags: outOfScope (nothing can be answered: low, dataPoints 0) and mayBeEmpty (the
// scope is empty at typical times on purpose, so low is the expected answer).
// All figures follow ../../shared/ai/SEMANTICS.md through the reference helpers of oracle.mjs.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { NOBODY, PERSONAS } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;
const { frequentFlyer: HQMZ, newcomer: KEXA, lapsed: WUPO, returner: DALO } = PERSONAS;

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

// ---- dates in question text ----------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const ordinal = (d) => `${d}${[11, 12, 13].includes(d) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const monthOf = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const dateOf = (t) => new Date(t).getUTCDate();
const longDay = (t) => `${monthOf(t)} ${ordinal(dateOf(t))}`; // October 3rd
const shortDay = (t) => `${monthOf(t).slice(0, 3)} ${dateOf(t)}`; // Oct 3
const dayMonth = (t) => `${dateOf(t)} ${monthOf(t)}`; // 3 October
const monthAndYear = (t) => `${monthOf(t)} ${new Date(t).getUTCFullYear()}`;
const monthBack = (now, k) => o.monthStart(+now, -k); // start of the month k months back

// ---- expectation builders ------------------------------------------------------------------

const HIGH = 'high';
const LOW = { confidence: 'low', dataPoints: 0 };
const UNSURE = { confidence: 'not-high' };
const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const pick = (ev, scope, now) => o.select(ev, scope(+now));

const count = (scope) => (ev, now) =>
  orLow(pick(ev, scope, now), (s) => ({ numbers: [s.length], confidence: HIGH, dataPoints: s.length }));

const distinctUsers = (scope) => (ev, now) =>
  orLow(pick(ev, scope, now), (s) => ({
    numbers: [o.users(s).size],
    confidence: HIGH,
    dataPoints: s.length,
  }));

const median = (evs) => {
  const v = evs.map(o.value).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : o.round((v[m - 1] + v[m]) / 2, 2);
};

const measure = (fn, scope) => (ev, now) =>
  orLow(pick(ev, scope, now), (s) => ({ numbers: [fn(s)], confidence: HIGH, dataPoints: s.length }));

// Ranked list: names in rank order, each with its figure; dataPoints = events in scope.
const ranked =
  (scope, key, { n, ascending, by } = {}) =>
  (ev, now) =>
    orLow(pick(ev, scope, now), (s) => {
      const top = o.rank(o.tally(s, key, by), { n, ascending });
      return {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// Per-bucket breakdown. `chronological`: names must come in time order; otherwise any order.
const breakdown =
  (scope, key, { chronological = false, withNames = true } = {}) =>
  (ev, now) =>
    orLow(pick(ev, scope, now), (s) => {
      const t = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        ...(withNames ? { names: t.map(([k]) => k), unordered: !chronological } : {}),
        numbers: t.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// periods(now) → [earlier, later]; change = later − earlier, % relative to the earlier.
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

// Share of events in range that are `names`; dataPoints = all events in range.
const shareOfEvents = (names, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.select(all, { names }).length, all.length)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

// Share of active users in range who did `names`; dataPoints = all events in range.
const shareOfUsers = (names, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

// Both counts and the percentage; dataPoints = A and B events in range.
const conversion = (a, b, range) => (ev, now) => {
  const r = range(+now);
  const c = o.conversion(ev, r, a, b);
  if (!c.did) return LOW;
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
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

// Day of the newest matching event; dataPoints = all matching events.
const lastDate = (scope) => (ev, now) =>
  orLow(pick(ev, scope, now), (s) => ({
    names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
    confidence: HIGH,
    dataPoints: s.length,
  }));

const namesOf = (evs) => [...new Set(evs.map(o.byName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });

// ---- the cases -----------------------------------------------------------------------------

export const cases = [
  // 1. counts ------------------------------------------------------------------------------
  {
    id: 'count-flightbooked-7d',
    type: 'count',
    question: 'How many flightBooked events did we get over the past 7 days?',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['flightBooked'] })),
  },
  {
    id: 'count-hotelbooked-yesterday',
    type: 'count',
    question: 'hotel booked events yesterday - how many?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['hotelBooked'] })),
  },
  {
    id: 'count-cancelled-last-week',
    type: 'count',
    question: 'Last week, how many Booking Cancelled events came in?',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['bookingCancelled'] })),
  },
  {
    id: 'count-appopened-today',
    type: 'count',
    question: 'appOpened count so far today?',
    expect: count((now) => ({ range: R.today(now), names: ['appOpened'] })),
  },
  {
    id: 'count-both-searches-14d',
    type: 'count',
    question: 'Combined number of flightSearched and hotelSearched events in the last 14 days?',
    expect: count((now) => ({ range: R.lastDays(now, 14), names: ['flightSearched', 'hotelSearched'] })),
  },
  {
    id: 'count-car-rented-between',
    type: 'count',
    question: (now) =>
      `Car Rented events between ${shortDay(daysAgo(now, 35))} and ${shortDay(daysAgo(now, 21))}, how many were there?`,
    expect: count((now) => ({ range: R.between(daysAgo(now, 35), daysAgo(now, 21)), names: ['carRented'] })),
  },
  {
    id: 'count-checkin-on-day',
    type: 'count',
    question: (now) => `How many check in completed events did we see on ${dayMonth(daysAgo(now, 6))}?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 6)), names: ['checkInCompleted'] })),
  },
  {
    id: 'count-price-alerts-before',
    type: 'count',
    question: (now) =>
      `Before ${longDay(monthBack(now, 2))}, how many priceAlertCreated events had we recorded?`,
    expect: count((now) => ({ range: R.before(monthBack(now, 2)), names: ['priceAlertCreated'] })),
  },
  {
    id: 'count-hotelbooked-last-year',
    type: 'count',
    mayBeEmpty: true,
    question: 'How many hotelBooked events were there last year?',
    expect: count((now) => ({ range: R.lastYear(now), names: ['hotelBooked'] })),
  },
  {
    id: 'count-bookings-loose',
    type: 'count',
    question: 'How many bookings did we take last month?',
    expect: () => UNSURE,
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    outOfScope: true,
    question: 'How many visaApplied events happened last month?',
    expect: () => LOW,
  },

  // 2. distinct users ----------------------------------------------------------------------
  {
    id: 'users-active-past-week',
    type: 'users',
    question: 'How many unique travelers were active in the past week?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 7) })),
  },
  {
    id: 'users-flightbooked-this-month',
    type: 'users',
    question: 'Distinct users with at least one flightBooked this month?',
    expect: distinctUsers((now) => ({ range: R.thisMonth(now), names: ['flightBooked'] })),
  },
  {
    id: 'users-review-ever',
    type: 'users',
    question: 'How many different customers have ever had a reviewSubmitted event?',
    expect: distinctUsers(() => ({ names: ['reviewSubmitted'] })),
  },
  {
    id: 'users-active-3-months',
    type: 'users',
    question: 'Active customers over the last 3 months?',
    expect: distinctUsers((now) => ({ range: R.lastMonths(now, 3) })),
  },
  {
    id: 'users-guests-hotel-named-month',
    type: 'users',
    question: (now) => `How many guests had a hotel booked event in ${monthOf(monthBack(now, 1))}?`,
    expect: distinctUsers((now) => ({ range: R.month(monthBack(now, 1)), names: ['hotelBooked'] })),
  },
  {
    id: 'users-price-alert-last-week',
    type: 'users',
    question: 'how many people triggered Price Alert Created last week',
    expect: distinctUsers((now) => ({ range: R.lastWeek(now), names: ['priceAlertCreated'] })),
  },
  {
    id: 'users-bookers-ambiguous',
    type: 'users',
    question: 'How many bookers did we have in the last 30 days?',
    expect: () => UNSURE,
  },

  // 3. sum, average, minimum, maximum, median ---------------------------------------------------
  {
    id: 'value-flight-sum-30d',
    type: 'value',
    question: 'Total flightBooked value for the last 30 days?',
    expect: measure(o.sum, (now) => ({ range: R.lastDays(now, 30), names: ['flightBooked'] })),
  },
  {
    id: 'value-hotel-avg',
    type: 'value',
    question: "What's the average amount per Hotel Booked event?",
    expect: measure(o.avg, () => ({ names: ['hotelBooked'] })),
  },
  {
    id: 'value-car-max-last-month',
    type: 'value',
    question: 'Biggest single carRented amount last month?',
    expect: measure(o.max, (now) => ({ range: R.lastMonth(now), names: ['carRented'] })),
  },
  {
    id: 'value-cancel-min-this-year',
    type: 'value',
    question: 'Lowest bookingCancelled value so far this year?',
    expect: measure(o.min, (now) => ({ range: R.thisYear(now), names: ['bookingCancelled'] })),
  },
  {
    id: 'value-flight-median-90d',
    type: 'value',
    question: 'Median flightBooked value over the past 90 days',
    expect: measure(median, (now) => ({ range: R.lastDays(now, 90), names: ['flightBooked'] })),
  },
  {
    id: 'value-user-points-mean',
    type: 'value',
    question: `${HQMZ}: mean loyaltyPointsEarned value?`,
    expect: measure(o.avg, () => ({ names: ['loyaltyPointsEarned'], user: HQMZ })),
  },
  {
    id: 'value-refund-sum-since',
    type: 'value',
    question: (now) => `Sum of bookingCancelled values since ${longDay(monthBack(now, 2))}?`,
    expect: measure(o.sum, (now) => ({
      range: R.since(monthBack(now, 2), now),
      names: ['bookingCancelled'],
    })),
  },
  {
    id: 'value-stars-avg-30d',
    type: 'value',
    question: "Average reviewSubmitted value in the last 30 days? (it's the star rating)",
    expect: measure(o.avg, (now) => ({ range: R.lastDays(now, 30), names: ['reviewSubmitted'] })),
  },
  { id: 'value-gmv-ambiguous', type: 'value', question: 'What was GMV last month?', expect: () => UNSURE },
  {
    id: 'value-spend-ambiguous',
    type: 'value',
    question: 'How much have customers spent with us in the past 7 days?',
    expect: () => UNSURE,
  },

  // 4. most and least common events ----------------------------------------------------------
  {
    id: 'top-events-overall',
    type: 'top-events',
    question: 'What are travelers doing most? Top events overall, please.',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-30d',
    type: 'top-events',
    question: 'Top 3 events? last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'Which event shows up least often?',
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-4-this-week',
    type: 'top-events',
    question: "This week's 4 most frequent events, please",
    expect: ranked((now) => ({ range: R.thisWeek(now) }), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-rarest-3-14d',
    type: 'top-events',
    question: 'What are the 3 rarest events in the past 14 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 14) }), o.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-feature-ambiguous',
    type: 'top-events',
    question: 'Which feature do travelers love most?',
    expect: () => UNSURE,
  },

  // 5. most active users, top spenders ---------------------------------------------------------
  {
    id: 'top-users-90d',
    type: 'top-users',
    question: 'Top travelers? past 90 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 90) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-flightbooked-60d',
    type: 'top-users',
    question: 'Which 3 customers have the most flightBooked events in the last 60 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 60), names: ['flightBooked'] }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-hotel-value',
    type: 'top-users',
    question: 'Top 5 users by total hotelBooked value',
    expect: ranked(() => ({ names: ['hotelBooked'] }), o.byUser, { n: 5, by: o.value }),
  },
  {
    id: 'top-users-points-this-month',
    type: 'top-users',
    question: 'Who racked up the most loyaltyPointsEarned value this month? Give me the top 3.',
    expect: ranked((now) => ({ range: R.thisMonth(now), names: ['loyaltyPointsEarned'] }), o.byUser, {
      n: 3,
      by: o.value,
    }),
  },
  {
    id: 'top-users-active-this-week',
    type: 'top-users',
    question: 'Most active customers this week?',
    expect: ranked((now) => ({ range: R.thisWeek(now) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-spenders-ambiguous',
    type: 'top-users',
    question: 'Who are our biggest spenders?',
    expect: () => UNSURE,
  },

  // 6. one traveler ----------------------------------------------------------------------------
  {
    id: 'user-count-hqmz',
    type: 'user',
    question: `How many events has ${HQMZ} logged in total?`,
    expect: count(() => ({ user: HQMZ })),
  },
  {
    id: 'user-first-last-kexa',
    type: 'user',
    question: `When did ${KEXA} first show up, and when did we last see them?`,
    expect: (ev) => {
      const s = o.newestFirst(o.select(ev, { user: KEXA }));
      return {
        names: [o.isoDay(o.time(s.at(-1))), o.isoDay(o.time(s[0]))],
        confidence: HIGH,
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-recent-wupo',
    type: 'user',
    question: `${WUPO} - what were their 3 most recent events?`,
    expect: (ev) => {
      const s = o.newestFirst(o.select(ev, { user: WUPO }));
      return { names: s.slice(0, 3).map(o.byName), confidence: HIGH, dataPoints: s.length };
    },
  },
  {
    id: 'user-event-names-kexa',
    type: 'user',
    question: `Which event types has ${KEXA} triggered?`,
    expect: (ev) => {
      const s = o.select(ev, { user: KEXA });
      return { names: namesOf(s), unordered: true, confidence: HIGH, dataPoints: s.length };
    },
  },
  {
    id: 'user-flights-hqmz-30d',
    type: 'user',
    question: `How many flightBooked events did ${HQMZ} have in the last 30 days?`,
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['flightBooked'], user: HQMZ })),
  },
  {
    id: 'user-first-seen-dalo',
    type: 'user',
    question: `When was ${DALO} first seen?`,
    expect: (ev) => {
      const s = o.newestFirst(o.select(ev, { user: DALO }));
      return { names: [o.isoDay(o.time(s.at(-1)))], confidence: HIGH, dataPoints: s.length };
    },
  },
  {
    id: 'user-zero-wupo-7d',
    type: 'user',
    mayBeEmpty: true,
    question: `Did ${WUPO} have any hotelBooked events in the past 7 days? How many?`,
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['hotelBooked'], user: WUPO })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    outOfScope: true,
    question: `Show me what ${NOBODY} did last week`,
    expect: () => LOW,
  },

  // 7. breakdowns over time --------------------------------------------------------------------
  {
    id: 'breakdown-flightbooked-per-day-last-week',
    type: 'breakdown',
    question: 'flightBooked per day last week',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: ['flightBooked'] }), o.byDay),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'Busiest day in the past 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-hour',
    type: 'breakdown',
    question: 'At what hour of the day is the app busiest?',
    expect: ranked(() => ({}), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: 'Which day of the week is the quietest for us?',
    expect: ranked(() => ({}), o.byWeekday, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-hotelsearched-by-weekday',
    type: 'breakdown',
    question: 'Break hotelSearched down by weekday',
    expect: breakdown(() => ({ names: ['hotelSearched'] }), o.byWeekday),
  },
  {
    id: 'breakdown-appopened-weekly',
    type: 'breakdown',
    question: (now) => `Weekly appOpened counts since ${longDay(o.weekStart(+now) - 5 * WEEK)}`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 5 * WEEK, now), names: ['appOpened'] }),
      o.byWeek,
      { withNames: false },
    ),
  },
  {
    id: 'breakdown-accounts-by-month',
    type: 'breakdown',
    question: (now) =>
      `accountCreated by month from ${shortDay(monthBack(now, 3))} to ${shortDay(monthBack(now, 0) - DAY)}?`,
    expect: breakdown(
      (now) => ({ range: R.between(monthBack(now, 3), monthBack(now, 0) - DAY), names: ['accountCreated'] }),
      o.byMonth,
      { chronological: true },
    ),
  },
  {
    id: 'breakdown-busiest-hour-yesterday',
    type: 'breakdown',
    question: "What was yesterday's busiest hour?",
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-flightbooked-top-weekday',
    type: 'breakdown',
    question: 'Which weekday gets the most flightBooked events?',
    expect: ranked(() => ({ names: ['flightBooked'] }), o.byWeekday, { n: 1 }),
  },

  // 8. period comparisons ----------------------------------------------------------------------
  {
    id: 'compare-flightbooked-7d',
    type: 'compare',
    question: 'flightBooked over the last 7 days vs the 7 days before that?',
    expect: compare(['flightBooked'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-hotelbooked-weeks',
    type: 'compare',
    question: 'Did we get more hotel booked events last week than the week before?',
    expect: compare(['hotelBooked'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)]),
  },
  {
    id: 'compare-appopened-named-months',
    type: 'compare',
    question: (now) => `appOpened in ${monthOf(monthBack(now, 1))} versus ${monthOf(monthBack(now, 2))}?`,
    expect: compare(['appOpened'], (now) => [R.month(monthBack(now, 2)), R.month(monthBack(now, 1))]),
  },
  {
    id: 'compare-accounts-months',
    type: 'compare',
    question: 'Compare accountCreated last month with the month before.',
    expect: compare(['accountCreated'], (now) => [R.month(monthBack(now, 2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-cancelled-14d',
    type: 'compare',
    question: 'Is bookingCancelled growing? Compare the last 14 days with the 14 days before.',
    expect: compare(['bookingCancelled'], (now) => [R.lastDays(now - 14 * DAY, 14), R.lastDays(now, 14)]),
  },
  {
    id: 'compare-look-to-book-ambiguous',
    type: 'compare',
    question: 'Is our look-to-book getting better?',
    expect: () => UNSURE,
  },
  {
    id: 'compare-bookings-ambiguous',
    type: 'compare',
    question: 'Have bookings picked up compared to last month?',
    expect: () => UNSURE,
  },

  // 9. shares ----------------------------------------------------------------------------------
  {
    id: 'share-flightsearched-of-events',
    type: 'share',
    question: 'What % of all events are flightSearched?',
    expect: shareOfEvents(['flightSearched'], R.all),
  },
  {
    id: 'share-users-hotelbooked-30d',
    type: 'share',
    question: 'Of the travelers active in the last 30 days, what share had a hotelBooked event?',
    expect: shareOfUsers(['hotelBooked'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-appopened-this-month',
    type: 'share',
    question: "What fraction of this month's events were appOpened? As a percent, please.",
    expect: shareOfEvents(['appOpened'], R.thisMonth),
  },
  {
    id: 'share-users-reviews-ever',
    type: 'share',
    question: 'What percentage of travelers have ever had a reviewSubmitted?',
    expect: shareOfUsers(['reviewSubmitted'], R.all),
  },
  {
    id: 'share-users-car-last-week',
    type: 'share',
    question: 'Out of everyone active last week, what percent had carRented?',
    expect: shareOfUsers(['carRented'], R.lastWeek),
  },
  {
    id: 'share-searching-ambiguous',
    type: 'share',
    question: 'How much of our activity is just people searching?',
    expect: () => UNSURE,
  },

  // 10. conversion -----------------------------------------------------------------------------
  {
    id: 'conversion-flight-search-book-30d',
    type: 'conversion',
    question:
      'Of travelers who did flightSearched in the last 30 days, how many went on to flightBooked afterwards, and what % is that?',
    expect: conversion('flightSearched', 'flightBooked', (now) => R.lastDays(now, 30)),
  },
  {
    id: 'conversion-hotel-all-time',
    type: 'conversion',
    question: 'Conversion from hotelSearched to hotelBooked, all time?',
    expect: conversion('hotelSearched', 'hotelBooked', R.all),
  },
  {
    id: 'conversion-accounts-flight-since',
    type: 'conversion',
    question: (now) =>
      `Of customers with an accountCreated since ${longDay(daysAgo(now, 60))}, what percentage later had a flightBooked?`,
    expect: conversion('accountCreated', 'flightBooked', (now) => R.since(daysAgo(now, 60), now)),
  },
  {
    id: 'conversion-alert-booking',
    type: 'conversion',
    question: 'priceAlertCreated → flightBooked: how many travelers converted?',
    expect: conversion('priceAlertCreated', 'flightBooked', R.all),
  },
  {
    id: 'conversion-hotel-review-60d',
    type: 'conversion',
    question:
      'In the past 60 days, of users with a hotelBooked, how many went on to a reviewSubmitted afterwards?',
    expect: conversion('hotelBooked', 'reviewSubmitted', (now) => R.lastDays(now, 60)),
  },
  {
    id: 'conversion-look-to-book-ambiguous',
    type: 'conversion',
    question: "What's our look-to-book ratio?",
    expect: () => UNSURE,
  },

  // 11. churn and new travelers ------------------------------------------------------------------
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many travelers were active in ${monthAndYear(monthBack(now, 2))} but didn't come back in ${monthAndYear(monthBack(now, 1))}?`,
    expect: churned((now) => [R.month(monthBack(now, 2)), R.month(monthBack(now, 1))]),
  },
  {
    id: 'churn-last-month-not-this-month',
    type: 'churn',
    question: "Customers who were active last month but haven't done anything this month - how many?",
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'New travelers in the last 14 days?',
    expect: newUsers((now) => R.lastDays(now, 14)),
  },
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'How many brand-new users have we had this month?',
    expect: newUsers(R.thisMonth),
  },
  {
    id: 'churn-last-week-not-this-week',
    type: 'churn',
    question: 'How many users were active last week but not this week?',
    expect: churned((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-lost-ambiguous',
    type: 'churn',
    question: 'How many travelers did we lose last month?',
    expect: () => UNSURE,
  },

  // 12. existence and recency --------------------------------------------------------------------
  {
    id: 'recency-last-cancellation',
    type: 'recency',
    question: 'When was the most recent bookingCancelled?',
    expect: lastDate(() => ({ names: ['bookingCancelled'] })),
  },
  {
    id: 'recency-support',
    type: 'recency',
    question: 'Has anyone ever done supportContacted? When was the last one?',
    expect: lastDate(() => ({ names: ['supportContacted'] })),
  },
  {
    id: 'recency-wupo-app',
    type: 'recency',
    question: `When did ${WUPO} last have an appOpened?`,
    expect: lastDate(() => ({ names: ['appOpened'], user: WUPO })),
  },
  {
    id: 'recency-kexa-hotel',
    type: 'recency',
    question: `${KEXA}'s latest hotelBooked - when was it?`,
    expect: lastDate(() => ({ names: ['hotelBooked'], user: KEXA })),
  },
  {
    id: 'recency-last-review',
    type: 'recency',
    question: 'Last reviewSubmitted: when?',
    expect: lastDate(() => ({ names: ['reviewSubmitted'] })),
  },
  {
    id: 'recency-unknown-event',
    type: 'recency',
    outOfScope: true,
    question: 'Has anybody ever triggered giftCardRedeemed?',
    expect: () => LOW,
  },
  {
    id: 'recency-unknown-user',
    type: 'recency',
    outOfScope: true,
    question: `Has ${NOBODY} ever had a flightBooked?`,
    expect: () => LOW,
  },

  // 13. catalogue --------------------------------------------------------------------------------
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: catalogue((ev) => ({ names: namesOf(ev), unordered: true })),
  },
  {
    id: 'catalogue-totals',
    type: 'catalogue',
    question: 'How many travelers and how many events do we have in total?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-type-count',
    type: 'catalogue',
    question: 'How many different event types are there?',
    expect: catalogue((ev) => ({ numbers: [namesOf(ev).length] })),
  },
  {
    id: 'catalogue-list',
    type: 'catalogue',
    question: "List every event name we've got, please.",
    expect: catalogue((ev) => ({ names: namesOf(ev), unordered: true })),
  },
  {
    id: 'catalogue-customers-overall',
    type: 'catalogue',
    question: 'How many customers have we got overall?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },

  // 14. outside what events can answer, unknown dimensions -------------------------------------------
  {
    id: 'other-flight-delay',
    type: 'other',
    outOfScope: true,
    question: "What's the average flight delay on our routes?",
    expect: () => LOW,
  },
  {
    id: 'other-book-a-flight',
    type: 'other',
    outOfScope: true,
    question: 'Book me a flight to Lisbon for Friday.',
    expect: () => LOW,
  },
  {
    id: 'other-by-airline',
    type: 'other',
    outOfScope: true,
    question: 'flightBooked by airline, please',
    expect: () => LOW,
  },
  {
    id: 'other-by-destination',
    type: 'other',
    outOfScope: true,
    question: 'hotelBooked by destination last month?',
    expect: () => LOW,
  },
  {
    id: 'other-which-hotels',
    type: 'other',
    outOfScope: true,
    question: 'Which hotels get the most hotelBooked events?',
    expect: () => LOW,
  },
  {
    id: 'other-by-departure-city',
    type: 'other',
    outOfScope: true,
    question: 'Break down flightSearched by departure city for the past 30 days',
    expect: () => LOW,
  },
  {
    id: 'other-trip-length',
    type: 'other',
    outOfScope: true,
    question: "What's the average trip length our travelers book?",
    expect: () => LOW,
  },
  {
    id: 'other-country',
    type: 'other',
    outOfScope: true,
    question: 'How many of our travelers live in Germany?',
    expect: () => LOW,
  },
  {
    id: 'other-platform',
    type: 'other',
    outOfScope: true,
    question: 'Do more flightBooked events come from iOS or from Android?',
    expect: () => LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    outOfScope: true,
    question: 'What will flightBooked look like next quarter? Forecast it.',
    expect: () => LOW,
  },
  {
    id: 'other-exchange-rate',
    type: 'other',
    outOfScope: true,
    question: "What's today's EUR to USD exchange rate?",
    expect: () => LOW,
  },
  {
    id: 'other-nonsense',
    type: 'other',
    outOfScope: true,
    question: 'purple monkey dishwasher?',
    expect: () => LOW,
  },
  { id: 'other-vague', type: 'other', question: "How's Wayfarely doing overall?", expect: () => UNSURE },
  {
    id: 'other-why',
    type: 'other',
    question: "Why aren't travelers booking hotels after they search?",
    expect: () => UNSURE,
  },
];

export const questionText = (c, now) => (typeof c.question === 'function' ? c.question(now) : c.question);
