// Blind question cases for the Zoomly ride-hailing dataset (data.mjs).
// Each case: { id, type, question: string | (now: Date) => string, expect(events, now: Date) }.
// expect() returns what a correct engine answers under /work/shared/ai/SEMANTICS.md, in the
// shape scored by /work/shared/ai/eval/score.mjs:
//   { numbers?, percents?, names?, unordered?, confidence: 'high'|'low'|'not-high', dataPoints? }
// Interpretation choices: see README.md next to this file.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;
const { commuter: COMMUTER, newbie: NEWBIE, lapsed: LAPSED, nightOwl: NIGHT_OWL } = PERSONAS;

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

// ---- dates in question text ----------------------------------------------------------------

const dayMinus = (now, n) => o.dayStart(+now) - n * DAY; // start of the UTC day n days ago
const monthMinus = (now, n) => o.monthStart(+now, -n); // first of the month n months ago
const nth = (d) => `${d}${[11, 12, 13].includes(d) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${nth(new Date(t).getUTCDate())}`; // October 11th
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Oct 11
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;

// ---- expectation builders ------------------------------------------------------------------

const HIGH = 'high';
const LOW = { confidence: 'low', dataPoints: 0 };
const UNSURE = { confidence: 'not-high' };
const money = (x) => o.round(x, 2);

const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const sel = (ev, now, scope) => o.select(ev, scope(+now));

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return o.round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const sumOf = (evs) => money(o.sum(evs));

// Count of events in scope. `confidence` other than high is used for looser-name cases.
const count =
  (scope, confidence = HIGH) =>
  (ev, now) =>
    orLow(sel(ev, now, scope), (s) => ({
      numbers: [s.length],
      confidence,
      ...(confidence === HIGH ? { dataPoints: s.length } : {}),
    }));

const distinctUsers =
  (scope, confidence = HIGH) =>
  (ev, now) =>
    orLow(sel(ev, now, scope), (s) => ({
      numbers: [o.users(s).size],
      confidence,
      ...(confidence === HIGH ? { dataPoints: s.length } : {}),
    }));

const measure =
  (fn, scope, confidence = HIGH) =>
  (ev, now) =>
    orLow(sel(ev, now, scope), (s) => ({
      numbers: [fn(s)],
      confidence,
      ...(confidence === HIGH ? { dataPoints: s.length } : {}),
    }));

// Ranked list (names in rank order, each with its figure).
const ranked =
  (scope, key, { n, ascending, by } = {}) =>
  (ev, now) =>
    orLow(sel(ev, now, scope), (s) => {
      const top = o.rank(o.tally(s, key, by), { n, ascending });
      return {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => (by ? money(v) : v)),
        confidence: HIGH,
      };
    });

// The busiest / quietest bucket, with dataPoints (all events in scope were read).
const extreme =
  (scope, key, ascending = false) =>
  (ev, now) =>
    orLow(sel(ev, now, scope), (s) => {
      const [[k, v]] = o.rank(o.tally(s, key), { n: 1, ascending });
      return { names: [k], numbers: [v], confidence: HIGH, dataPoints: s.length };
    });

// A breakdown: every bucket's figure; names when `named` ('ordered' or 'unordered').
const breakdown = (scope, key, named) => (ev, now) =>
  orLow(sel(ev, now, scope), (s) => {
    const t = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      ...(named ? { names: t.map(([k]) => k), unordered: named === 'unordered' } : {}),
      numbers: t.map(([, v]) => v),
      confidence: HIGH,
      dataPoints: s.length,
    };
  });

// Two periods, earlier first: both figures, the change (later − earlier), the % change.
const compare =
  (names, periods, fn = (evs) => evs.length) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const [x, y] = [fn(a), fn(b)];
    const diff = money(y - x);
    return {
      numbers: [x, y, diff],
      percents: x ? [o.percent(y - x, x)] : [],
      confidence: HIGH,
      dataPoints: a.length + b.length,
    };
  };

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

const newUsers = (range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// Day of the most recent matching event; dataPoints = all matching events.
const lastDate = (scope) => (ev, now) =>
  orLow(sel(ev, now, scope), (s) => ({
    names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
    confidence: HIGH,
    dataPoints: s.length,
  }));

const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });
const namesIn = (evs) => [...new Set(evs.map((e) => e.eventName))].sort();

// ---- the cases -------------------------------------------------------------------------------

export const cases = [
  // 1. counts ---------------------------------------------------------------------------------
  {
    id: 'count-completed-yesterday',
    type: 'count',
    question: 'How many rides completed yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['ride_completed'] })),
  },
  {
    id: 'count-cancelled-14d',
    type: 'count',
    question: 'ride_cancelled count for the past 14 days?',
    expect: count((now) => ({ range: R.lastDays(now, 14), names: ['ride_cancelled'] })),
  },
  {
    id: 'count-support-this-week',
    type: 'count',
    question: 'How many support tickets have passengers opened this week?',
    expect: count((now) => ({ range: R.thisWeek(now), names: ['support_ticket'] })),
  },
  {
    id: 'count-scheduled-between',
    type: 'count',
    question: (now) =>
      `Scheduled rides between ${o.isoDay(dayMinus(now, 21))} and ${o.isoDay(dayMinus(now, 15))} — how many?`,
    expect: count((now) => ({
      range: R.between(dayMinus(now, 21), dayMinus(now, 15)),
      names: ['scheduled_ride'],
    })),
  },
  {
    id: 'count-payment-failed-month',
    type: 'count',
    question: (now) => `How many Payment Failed events did we see in ${monthName(monthMinus(now, 1))}?`,
    expect: count((now) => ({ range: R.month(monthMinus(now, 1)), names: ['payment_failed'] })),
  },
  {
    id: 'count-events-since',
    type: 'count',
    question: (now) => `How many events have come in since ${shortDay(dayMinus(now, 10))}?`,
    expect: count((now) => ({ range: R.since(dayMinus(now, 10), now) })),
  },
  {
    id: 'count-accounts-before',
    type: 'count',
    question: (now) => `account created events before ${longDay(dayMinus(now, 60))}: how many?`,
    expect: count((now) => ({ range: R.before(dayMinus(now, 60)), names: ['account_created'] })),
  },
  {
    id: 'count-app-opened-on-day',
    type: 'count',
    question: (now) => `How many app_opened on ${longDay(dayMinus(now, 5))}?`,
    expect: count((now) => ({ range: R.on(dayMinus(now, 5)), names: ['app_opened'] })),
  },
  {
    id: 'count-completed-reversed',
    type: 'count',
    question: 'How many completed rides did we have in the last 7 days?',
    // reversed word order: a looser name, so at most medium
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['ride_completed'] }), 'not-high'),
  },
  {
    id: 'count-trips-synonym',
    type: 'count',
    question: 'How many trips did we do last week?',
    // "trips" could be requests or completed rides: a synonym, and not one clear name
    expect: () => UNSURE,
  },
  {
    id: 'count-unknown-refunds',
    type: 'count',
    question: 'How many refunds did we issue last month?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 2. distinct users -------------------------------------------------------------------------
  {
    id: 'users-active-last-week',
    type: 'users',
    question: 'How many active riders did we have last week?',
    expect: distinctUsers((now) => ({ range: R.lastWeek(now) })),
  },
  {
    id: 'users-tips-30d',
    type: 'users',
    question: 'How many distinct riders had tips added over the past 30 days?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 30), names: ['tip_added'] })),
  },
  {
    id: 'users-scheduled-this-month',
    type: 'users',
    question: 'Unique riders with a scheduled ride this month?',
    expect: distinctUsers((now) => ({ range: R.thisMonth(now), names: ['scheduled_ride'] })),
  },
  {
    id: 'users-active-48h',
    type: 'users',
    question: 'how many passengers were active in the last 48 hours',
    expect: distinctUsers((now) => ({ range: R.lastHours(now, 48) })),
  },
  {
    id: 'users-active-3-months',
    type: 'users',
    question: 'Riders active in the last 3 months — how many?',
    expect: distinctUsers((now) => ({ range: R.lastMonths(now, 3) })),
  },
  {
    id: 'users-surge-yesterday',
    type: 'users',
    question: 'How many riders had a surge_accepted yesterday?',
    expect: distinctUsers((now) => ({ range: R.yesterday(now), names: ['surge_accepted'] })),
  },
  {
    id: 'users-promo-ever-reversed',
    type: 'users',
    question: 'How many customers have ever redeemed a promo?',
    // reversed word order of promo_redeemed: looser name, at most medium
    expect: distinctUsers(() => ({ names: ['promo_redeemed'] }), 'not-high'),
  },

  // 3. sum, average, min, max, median ---------------------------------------------------------
  {
    id: 'value-fare-avg-reversed',
    type: 'value',
    question: "What's the average fare on a completed ride?",
    // "completed ride" is reversed word order and "fare" is not a value word: at most medium
    expect: measure(o.avg, () => ({ names: ['ride_completed'] }), 'not-high'),
  },
  {
    id: 'value-completed-sum-last-month',
    type: 'value',
    question: 'Sum of ride_completed values last month?',
    expect: measure(sumOf, (now) => ({ range: R.lastMonth(now), names: ['ride_completed'] })),
  },
  {
    id: 'value-rating-avg-2w',
    type: 'value',
    question: 'Average rating given over the past 2 weeks?',
    expect: measure(o.avg, (now) => ({ range: R.lastWeeks(now, 2), names: ['rating_given'] })),
  },
  {
    id: 'value-tip-max',
    type: 'value',
    question: "What's the max tip added amount?",
    expect: measure(o.max, () => ({ names: ['tip_added'] })),
  },
  {
    id: 'value-promo-min-this-month',
    type: 'value',
    question: 'Minimum promo_redeemed value this month?',
    expect: measure(o.min, (now) => ({ range: R.thisMonth(now), names: ['promo_redeemed'] })),
  },
  {
    id: 'value-surge-median-7d',
    type: 'value',
    question: 'median surge_accepted value, past 7 days',
    expect: measure(median, (now) => ({ range: R.lastDays(now, 7), names: ['surge_accepted'] })),
  },
  {
    id: 'value-tips-total-named-month',
    type: 'value',
    question: (now) => `Total tips added in ${monthYear(monthMinus(now, 2))}?`,
    expect: measure(sumOf, (now) => ({ range: R.month(monthMinus(now, 2)), names: ['tip_added'] })),
  },
  {
    id: 'value-user-tip-avg',
    type: 'value',
    question: `Average tip_added amount for ${NIGHT_OWL}?`,
    expect: measure(o.avg, () => ({ names: ['tip_added'], user: NIGHT_OWL })),
  },
  {
    id: 'value-wallet-sum-since',
    type: 'value',
    question: (now) => `What's the sum of wallet top ups since ${longDay(dayMinus(now, 30))}?`,
    expect: measure(sumOf, (now) => ({ range: R.since(dayMinus(now, 30), now), names: ['wallet_top_up'] })),
  },
  {
    id: 'value-spend-ambiguous',
    type: 'value',
    question: 'How much did riders spend last week?',
    // money words without an event name: the engine picks the money events → medium
    expect: () => UNSURE,
  },

  // 4. most / least common events -------------------------------------------------------------
  {
    id: 'top-events-last-month',
    type: 'top-events',
    question: 'What were the most frequent events last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-this-week',
    type: 'top-events',
    question: 'Top 3 events this week',
    expect: ranked((now) => ({ range: R.thisWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-30d',
    type: 'top-events',
    question: 'Least common event over the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-4-yesterday',
    type: 'top-events',
    question: 'Which 4 events happened most often yesterday?',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-fragment',
    type: 'top-events',
    question: 'Top events? all time',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-feature-ambiguous',
    type: 'top-events',
    question: "What's the most popular feature in Zoomly?",
    expect: () => UNSURE,
  },

  // 5. most active riders / top spenders ------------------------------------------------------
  {
    id: 'top-users-most-active-last-month',
    type: 'top-users',
    question: 'Most active riders last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-top-riders-ambiguous',
    type: 'top-users',
    question: 'Top riders? last month',
    // "top" without a measure: by event count or by money? not fixed
    expect: () => UNSURE,
  },
  {
    id: 'top-users-tip-value',
    type: 'top-users',
    question: 'Top 3 riders by tip_added value',
    expect: ranked(() => ({ names: ['tip_added'] }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-rides-completed-30d',
    type: 'top-users',
    question: 'Top 5 riders by rides completed, past 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['ride_completed'] }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-fare-sum',
    type: 'top-users',
    question: 'Which customers had the highest total ride_completed value? top 3',
    expect: ranked(() => ({ names: ['ride_completed'] }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-app-opened-this-month',
    type: 'top-users',
    question: 'Top 3 users by app_opened count this month',
    expect: ranked((now) => ({ range: R.thisMonth(now), names: ['app_opened'] }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-spenders-ambiguous',
    type: 'top-users',
    question: 'Who are our top spenders?',
    expect: () => UNSURE,
  },

  // 6. one rider --------------------------------------------------------------------------------
  {
    id: 'user-event-count',
    type: 'user',
    question: `How many events has ${COMMUTER} logged?`,
    expect: count(() => ({ user: COMMUTER })),
  },
  {
    id: 'user-first-last-seen',
    type: 'user',
    question: `When did we first and last see ${NEWBIE}?`,
    expect: (ev) => {
      const s = o.newestFirst(o.select(ev, { user: NEWBIE }));
      if (!s.length) return LOW;
      return {
        names: [o.isoDay(o.time(s.at(-1))), o.isoDay(o.time(s[0]))],
        confidence: HIGH,
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-recent-3',
    type: 'user',
    question: `Last 3 things ${LAPSED} did?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: LAPSED }), (s) => ({
        names: o
          .newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: HIGH,
      })),
  },
  {
    id: 'user-event-names',
    type: 'user',
    question: `Which events has ${NEWBIE} triggered?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: NEWBIE }), (s) => ({
        names: namesIn(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-rides-30d',
    type: 'user',
    question: `How many rides completed by ${COMMUTER} in the past 30 days?`,
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['ride_completed'], user: COMMUTER })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    question: `What has ${NOBODY} been up to?`,
    outOfScope: true,
    expect: () => LOW,
  },

  // 7. breakdowns over time -------------------------------------------------------------------
  {
    id: 'breakdown-completed-per-day-last-week',
    type: 'breakdown',
    question: 'Rides completed per day last week',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: ['ride_completed'] }), o.byDay, 'unordered'),
  },
  {
    id: 'breakdown-busiest-hour',
    type: 'breakdown',
    question: 'What hour of the day are we busiest?',
    expect: extreme(() => ({}), o.byHour),
  },
  {
    id: 'breakdown-weekday-completed',
    type: 'breakdown',
    question: 'Which weekday has the most rides completed?',
    expect: extreme(() => ({ names: ['ride_completed'] }), o.byWeekday),
  },
  {
    id: 'breakdown-weekly-app-opened',
    type: 'breakdown',
    question: (now) => `Weekly app_opened counts since ${longDay(o.weekStart(+now) - 4 * WEEK)}`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 4 * WEEK, now), names: ['app_opened'] }),
      o.byWeek,
    ),
  },
  {
    id: 'breakdown-accounts-by-month',
    type: 'breakdown',
    question: (now) =>
      `accounts created by month between ${longDay(monthMinus(now, 3))} and ${longDay(o.monthStart(+now) - DAY)}`,
    expect: breakdown(
      (now) => ({
        range: R.between(monthMinus(now, 3), o.monthStart(now) - DAY),
        names: ['account_created'],
      }),
      o.byMonth,
      'ordered',
    ),
  },
  {
    id: 'breakdown-quietest-hour-30d',
    type: 'breakdown',
    question: 'Quietest hour of the day in the last 30 days?',
    expect: extreme((now) => ({ range: R.lastDays(now, 30) }), o.byHour, true),
  },
  {
    id: 'breakdown-busiest-day-named-month',
    type: 'breakdown',
    question: (now) => `What was the busiest day in ${monthName(monthMinus(now, 1))}?`,
    expect: extreme((now) => ({ range: R.month(monthMinus(now, 1)) }), o.byDay),
  },
  {
    id: 'breakdown-by-weekday',
    type: 'breakdown',
    question: 'events by day of week',
    expect: breakdown(() => ({}), o.byWeekday, 'unordered'),
  },

  // 8. period comparisons -----------------------------------------------------------------------
  {
    id: 'compare-completed-7d',
    type: 'compare',
    question: 'Rides completed: last 7 days vs the 7 days before?',
    expect: compare(['ride_completed'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-scheduled-months',
    type: 'compare',
    question: 'Did scheduled rides go up or down last month compared with the month before?',
    expect: compare(['scheduled_ride'], (now) => [R.month(monthMinus(now, 2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-app-opened-named-months',
    type: 'compare',
    question: (now) => `app_opened in ${monthName(monthMinus(now, 2))} vs ${monthName(monthMinus(now, 1))}`,
    expect: compare(['app_opened'], (now) => [R.month(monthMinus(now, 2)), R.month(monthMinus(now, 1))]),
  },
  {
    id: 'compare-cancelled-14d',
    type: 'compare',
    question: 'Are ride_cancelled events growing? past 14 days versus the prior 14 days',
    expect: compare(['ride_cancelled'], (now) => [R.lastDays(now - 14 * DAY, 14), R.lastDays(now, 14)]),
  },
  {
    id: 'compare-tips-sum-months',
    type: 'compare',
    question: 'Compare the total tip_added amount last month with the month before',
    expect: compare(['tip_added'], (now) => [R.month(monthMinus(now, 2)), R.lastMonth(now)], sumOf),
  },
  {
    id: 'compare-accounts-weeks',
    type: 'compare',
    question: 'account_created last week vs the week before?',
    expect: compare(['account_created'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)]),
  },
  {
    id: 'compare-support-partial-week',
    type: 'compare',
    question: 'How do support tickets this week compare to last week?',
    // partial "this week" against a full named "last week", or against the same length before? not fixed
    expect: () => UNSURE,
  },
  { id: 'compare-growing-ambiguous', type: 'compare', question: 'Is Zoomly growing?', expect: () => UNSURE },

  // 9. shares -----------------------------------------------------------------------------------
  {
    id: 'share-cancelled-of-events',
    type: 'share',
    question: 'What % of all events are ride_cancelled?',
    expect: shareOfEvents(['ride_cancelled'], R.all),
  },
  {
    id: 'share-promo-users-30d',
    type: 'share',
    question: 'What percentage of active riders in the last 30 days had a promo_redeemed event?',
    expect: shareOfUsers(['promo_redeemed'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-support-last-week',
    type: 'share',
    question: 'Of all events last week, what percent were support tickets?',
    expect: shareOfEvents(['support_ticket'], R.lastWeek),
  },
  {
    id: 'share-payment-failed-users',
    type: 'share',
    question: 'What percentage of customers have ever had a payment failed?',
    expect: shareOfUsers(['payment_failed'], R.all),
  },
  {
    id: 'share-app-opened-this-month',
    type: 'share',
    question: "What portion of this month's activity is app_opened, in percent?",
    expect: shareOfEvents(['app_opened'], R.thisMonth),
  },
  {
    id: 'share-scheduled-users',
    type: 'share',
    question: 'what percent of riders have scheduled rides',
    expect: shareOfUsers(['scheduled_ride'], R.all),
  },

  // 10. conversion --------------------------------------------------------------------------------
  {
    id: 'conversion-accounts-completed-60d',
    type: 'conversion',
    question:
      'Accounts created in the last 60 days: how many of those riders had a ride completed afterwards, and what % is that?',
    expect: conversion('account_created', 'ride_completed', (now) => R.lastDays(now, 60), 'n%'),
  },
  {
    id: 'conversion-requested-completed',
    type: 'conversion',
    question: 'Conversion rate from ride requested to ride completed?',
    expect: conversion('ride_requested', 'ride_completed', R.all, '%'),
  },
  {
    id: 'conversion-promo-tip-90d',
    type: 'conversion',
    question: "What's the promo_redeemed to tip_added conversion over the past 90 days?",
    expect: conversion('promo_redeemed', 'tip_added', (now) => R.lastDays(now, 90), '%'),
  },
  {
    id: 'conversion-payment-support',
    type: 'conversion',
    question: 'Of riders who had a payment_failed, how many later had a support_ticket?',
    expect: conversion('payment_failed', 'support_ticket', R.all, 'n'),
  },
  {
    id: 'conversion-scheduled-rating-since',
    type: 'conversion',
    question: (now) =>
      `Since ${longDay(dayMinus(now, 45))}, of customers with a scheduled ride, what percent went on to have a rating given?`,
    expect: conversion('scheduled_ride', 'rating_given', (now) => R.since(dayMinus(now, 45), now), '%'),
  },

  // 11. churn and new riders ----------------------------------------------------------------------
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: "How many riders were active last month but haven't been back this month?",
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'How many new riders did we pick up in the last 30 days?',
    expect: newUsers((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'New customers this month?',
    expect: newUsers(R.thisMonth),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many passengers were active in ${monthYear(monthMinus(now, 2))} but had no activity at all in ${monthYear(monthMinus(now, 1))}?`,
    expect: churned((now) => [R.month(monthMinus(now, 2)), R.month(monthMinus(now, 1))]),
  },
  {
    id: 'churn-new-last-week',
    type: 'churn',
    question: 'How many riders were new last week?',
    expect: newUsers(R.lastWeek),
  },
  {
    id: 'churn-lost-ambiguous',
    type: 'churn',
    question: 'How many riders have we lost?',
    expect: () => UNSURE,
  },

  // 12. existence and recency ---------------------------------------------------------------------
  {
    id: 'recency-payment-failed',
    type: 'recency',
    question: 'When did the last payment_failed happen?',
    expect: lastDate(() => ({ names: ['payment_failed'] })),
  },
  {
    id: 'recency-support-24h',
    type: 'recency',
    question: 'Any support tickets in the last 24 hours? When was the most recent?',
    expect: lastDate((now) => ({ range: R.lastHours(now, 24), names: ['support_ticket'] })),
  },
  {
    id: 'recency-user-tip',
    type: 'recency',
    question: `When did ${NIGHT_OWL} last have a tip_added?`,
    expect: lastDate(() => ({ names: ['tip_added'], user: NIGHT_OWL })),
  },
  {
    id: 'recency-account-created',
    type: 'recency',
    question: 'When was the most recent account created?',
    expect: lastDate(() => ({ names: ['account_created'] })),
  },
  {
    id: 'recency-surge',
    type: 'recency',
    question: 'When was the last surge accepted?',
    expect: lastDate(() => ({ names: ['surge_accepted'] })),
  },
  {
    id: 'recency-lapsed-rider',
    type: 'recency',
    question: `When was ${LAPSED} last active?`,
    expect: lastDate(() => ({ user: LAPSED })),
  },
  {
    id: 'recency-lost-item',
    type: 'recency',
    question: 'Has any rider ever reported a lost item?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 13. catalogue ---------------------------------------------------------------------------------
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events are we tracking?',
    expect: catalogue((ev) => ({ names: namesIn(ev), unordered: true })),
  },
  {
    id: 'catalogue-riders-and-events',
    type: 'catalogue',
    question: 'How many riders and events are in the data overall?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-event-type-count',
    type: 'catalogue',
    question: 'how many different event types are there',
    expect: catalogue((ev) => ({ numbers: [namesIn(ev).length] })),
  },
  {
    id: 'catalogue-riders',
    type: 'catalogue',
    question: 'How many riders do we have?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'List every event name we collect',
    expect: catalogue((ev) => ({ names: namesIn(ev), unordered: true })),
  },

  // 14. outside what the events can answer ---------------------------------------------------------
  {
    id: 'other-distance',
    type: 'other',
    question: "What's the average trip distance in miles?",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-by-city',
    type: 'other',
    question: 'Completed rides by city last month',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-drivers',
    type: 'other',
    question: 'Which drivers got the best ratings?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-euros',
    type: 'other',
    question: 'Total fares in euros last week?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-wait-time',
    type: 'other',
    question: "What's the average pickup wait time?",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Will we hit 10k rides next month?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-haiku',
    type: 'other',
    question: 'Write me a haiku about Zoomly',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-devices',
    type: 'other',
    question: 'How many riders are on iPhone vs Android?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-airport',
    type: 'other',
    question: 'How many airport pickups did we do this week?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-age',
    type: 'other',
    question: "What's the average age of our passengers?",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-nonsense',
    type: 'other',
    question: 'purple monkey dishwasher??',
    outOfScope: true,
    expect: () => LOW,
  },
  { id: 'other-vague', type: 'other', question: "how's business?", expect: () => UNSURE },
];

export const questionText = (c, now) => (typeof c.question === 'function' ? c.question(now) : c.question);
