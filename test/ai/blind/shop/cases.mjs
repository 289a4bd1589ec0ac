// Blind evaluation cases for a fashion e-commerce shop (events from ./data.mjs).
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
const prevMonthStart = (now, k = 1) => o.monthStart(+now, -k); // start of the k-th previous month
const mName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const mShort = (t) => mName(t).slice(0, 3);
const spoken = (t) => `${mName(t)} ${th(new Date(t).getUTCDate())}`; // November 3rd
const brief = (t) => `${mShort(t)} ${new Date(t).getUTCDate()}`; // Nov 3
const prevMonth = (k) => (now) => R.month(prevMonthStart(now, k));
const lastMonday = (now, weeksBack) => o.weekStart(+now) - weeksBack * WEEK;

// ---- expectations -----------------------------------------------------------------------
const HIGH = 'high';
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => o.round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length >> 1;
  return v.length % 2 ? v[k] : (v[k - 1] + v[k]) / 2;
};
const nonEmpty = (s, build) => (s.length ? build(s) : LOW());
const all = () => R.all(); // an all-time range
const anyTime = () => ({}); // an all-time scope with no filter

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
// A looser name (partial name, synonym, verb form) or a money word: the figure over the stored
// event the question clearly means, the answer naming it, confidence at most medium.
const loosely = (stored, measure, range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now), names: [stored] }), (s) => ({
    numbers: [r2(measure(s))],
    names: [stored],
    confidence: 'not-high',
  }));
const rankedBy = (scope, key, { n, ascending, by, confidence = HIGH } = {}) => {
  const fn = (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const list = o.rank(o.tally(s, key, by), { n, ascending });
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => r2(v)),
        confidence,
        ...(confidence === HIGH ? { dataPoints: s.length } : {}),
      };
    });
  // for selfcheck: does the last listed item tie with the next one (a cut inside a tie)?
  fn.tieAtCut = (ev, now) => {
    const ranked = o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
    return n !== undefined && ranked.length > n && ranked[n - 1][1] === ranked[n][1];
  };
  return fn;
};
// A breakdown over every bucket that has events: chronological, or in any order.
const series =
  (scope, key, { unordered = false, by } = {}) =>
  (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const list = [...o.tally(s, key, by)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => r2(v)),
        unordered,
        confidence: HIGH,
        dataPoints: s.length,
      };
    });
const comparing =
  (names, periods, measure = (s) => s.length) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW();
    const c = o.change(r2(measure(a)), r2(measure(b)));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: HIGH,
      dataPoints: a.length + b.length,
    };
  };
const rolling = (days) => (now) => [
  { from: now - 2 * days * DAY, to: now - days * DAY },
  { from: now - days * DAY, to: now },
];
const eventShare = (names, range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now) }), (s) => ({
    percents: [o.percent(o.select(s, { names }).length, s.length)],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const userShare = (names, range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now) }), (s) => ({
    percents: [o.percent(o.users(o.select(s, { names })).size, o.users(s).size)],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const converting =
  (a, b, range, { show = 'n%', confidence = HIGH } = {}) =>
  (ev, now) => {
    const rg = range(+now),
      c = o.conversion(ev, rg, a, b);
    if (!c.did) return LOW();
    return {
      numbers: show.includes('n') ? [c.did, c.converted] : [],
      percents: show.includes('%') ? [c.pct] : [],
      confidence,
      ...(confidence === HIGH ? { dataPoints: o.select(ev, { range: rg, names: [a, b] }).length } : {}),
    };
  };
const churnOf = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  const n = o.churned(ev, active, inactive).length;
  return n ? { numbers: [n], confidence: HIGH } : LOW(); // a count of zero: nothing matched
};
const newOf = (range) => (ev, now) => {
  const n = o.newUsers(ev, range(+now)).length;
  return n ? { numbers: [n], confidence: HIGH } : LOW(); // a count of zero: nothing matched
};
// "when was the last / first X": the day of the newest / oldest X; dataPoints all X events.
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
const low = () => LOW;

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // 1. counts
  {
    id: 'count-yesterday-orders',
    type: 'count',
    question: 'How many order_placed events did we have yesterday?',
    expect: countOf((now) => ({ range: R.yesterday(now), names: ['order_placed'] })),
  },
  {
    id: 'count-searches-24h',
    type: 'count',
    question: 'number of searches in the last 24 hours',
    expect: countOf((now) => ({ range: R.lastHours(now, 24), names: ['search'] })),
  },
  {
    id: 'count-add-to-cart-this-week',
    type: 'count',
    question: 'add to cart events this week?',
    expect: countOf((now) => ({ range: R.thisWeek(now), names: ['add_to_cart'] })),
  },
  {
    id: 'count-product-views-on-day',
    type: 'count',
    question: (now) => `How many product_viewed events did we get on ${spoken(ago(now, 9))}?`,
    expect: countOf((now) => ({ range: R.on(ago(now, 9)), names: ['product_viewed'] })),
  },
  {
    id: 'count-coupons-between',
    type: 'count',
    question: (now) =>
      `Count of coupon.applied between ${brief(ago(now, 20))} and ${brief(ago(now, 14))}, please`,
    expect: countOf((now) => ({ range: R.between(ago(now, 20), ago(now, 14)), names: ['coupon.applied'] })),
  },
  {
    id: 'count-removals-2-weeks',
    type: 'count',
    question: 'In the past 2 weeks, how many remove_from_cart events were there?',
    expect: countOf((now) => ({ range: R.lastWeeks(now, 2), names: ['remove_from_cart'] })),
  },
  {
    id: 'count-heavy-checkouts-last-month',
    type: 'count',
    question: `how many times did ${P.heavy} trigger checkout_started last month`,
    expect: countOf((now) => ({ range: R.lastMonth(now), names: ['checkout_started'], user: P.heavy })),
  },
  {
    id: 'count-all-events-named-month',
    type: 'count',
    question: (now) => `How many events were logged in ${mName(prevMonthStart(now, 2))}?`,
    expect: countOf((now) => ({ range: R.month(prevMonthStart(now, 2)) })),
  },
  {
    id: 'count-orders-loose',
    type: 'count',
    question: 'How many orders did we get last month?',
    expect: loosely('order_placed', (s) => s.length, R.lastMonth),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    question: 'How many gift_card_redeemed events were there last week?',
    expect: low(),
  },

  // 2. distinct users
  {
    id: 'users-add-to-cart-14d',
    type: 'users',
    question: 'How many unique shoppers did add_to_cart in the past 14 days?',
    expect: usersOf((now) => ({ range: R.lastDays(now, 14), names: ['add_to_cart'] })),
  },
  {
    id: 'users-active-yesterday',
    type: 'users',
    question: 'active customers yesterday',
    expect: usersOf((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'users-search-today',
    type: 'users',
    question: 'How many people have used search today?',
    expect: usersOf((now) => ({ range: R.today(now), names: ['search'] })),
  },
  {
    id: 'users-returns-named-month',
    type: 'users',
    question: (now) =>
      `How many different customers had an item_returned event in ${mName(prevMonthStart(now))}?`,
    expect: usersOf((now) => ({ range: R.month(prevMonthStart(now)), names: ['item_returned'] })),
  },
  {
    id: 'users-active-90d',
    type: 'users',
    question: 'Number of active users over the last 90 days',
    expect: usersOf((now) => ({ range: R.lastDays(now, 90) })),
  },
  {
    id: 'users-reviewers-last-month',
    type: 'users',
    question: 'unique users with review_submitted last month?',
    expect: usersOf((now) => ({ range: R.lastMonth(now), names: ['review_submitted'] })),
  },
  {
    id: 'users-orders-since',
    type: 'users',
    question: (now) => `Since ${spoken(ago(now, 30))}, how many distinct shoppers have an order_placed?`,
    expect: usersOf((now) => ({ range: R.since(ago(now, 30), now), names: ['order_placed'] })),
  },
  {
    id: 'users-newsletter-loose',
    type: 'users',
    question: 'How many people signed up for the newsletter last month?',
    expect: loosely('newsletter_signup', (s) => o.users(s).size, R.lastMonth),
  },

  // 3. values
  {
    id: 'value-order-total-last-week',
    type: 'value',
    question: 'What was the total order_placed value last week?',
    expect: valueOf(o.sum, (now) => ({ range: R.lastWeek(now), names: ['order_placed'] })),
  },
  {
    id: 'value-avg-order-this-month',
    type: 'value',
    question: 'average order_placed value this month',
    expect: valueOf(o.avg, (now) => ({ range: R.thisMonth(now), names: ['order_placed'] })),
  },
  {
    id: 'value-median-refund-60d',
    type: 'value',
    question: 'Median item_returned amount over the last 60 days?',
    expect: valueOf(median, (now) => ({ range: R.lastDays(now, 60), names: ['item_returned'] })),
  },
  {
    id: 'value-max-order-named-month',
    type: 'value',
    question: (now) => `What was the biggest single order_placed value in ${mName(prevMonthStart(now))}?`,
    expect: valueOf(o.max, (now) => ({ range: R.month(prevMonthStart(now)), names: ['order_placed'] })),
  },
  {
    id: 'value-min-cart-all-time',
    type: 'value',
    question: "What's the lowest add_to_cart value we've ever recorded?",
    expect: valueOf(o.min, () => ({ names: ['add_to_cart'] })),
  },
  {
    id: 'value-coupon-sum-7d',
    type: 'value',
    question: 'total coupon.applied value over the last 7 days',
    expect: valueOf(o.sum, (now) => ({ range: R.lastDays(now, 7), names: ['coupon.applied'] })),
  },
  {
    id: 'value-spent-on-orders-named-month',
    type: 'value',
    question: (now) => `How much did customers spend on order_placed in ${mName(prevMonthStart(now, 2))}?`,
    expect: valueOf(o.sum, (now) => ({ range: R.month(prevMonthStart(now, 2)), names: ['order_placed'] })),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: loosely('order_placed', o.sum, R.lastMonth),
  },
  {
    id: 'value-refunds-loose',
    type: 'value',
    question: 'How much have we refunded in the past 4 weeks?',
    expect: loosely('item_returned', o.sum, (now) => R.lastWeeks(now, 4)),
  },
  {
    id: 'value-avg-rating-loose',
    type: 'value',
    question: "what's our average star rating on reviews",
    expect: loosely('review_submitted', (s) => o.sum(s) / s.length, all),
  },

  // 4. most / least common events
  {
    id: 'top-events-5-30d',
    type: 'top-events',
    question: 'What are the top 5 events in the last 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-least-3',
    type: 'top-events',
    question: 'Which 3 events happen least often?',
    expect: rankedBy(anyTime, o.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-most-this-week',
    type: 'top-events',
    question: 'most common event this week',
    expect: rankedBy((now) => ({ range: R.thisWeek(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-default-list',
    type: 'top-events',
    question: 'What are our most frequent events?',
    expect: rankedBy(anyTime, o.byName, { n: 5 }),
  },
  {
    id: 'top-events-three-named-month',
    type: 'top-events',
    question: (now) => `top three events in ${mName(prevMonthStart(now))}`,
    expect: rankedBy((now) => ({ range: R.month(prevMonthStart(now)) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-rank-all-past-week',
    type: 'top-events',
    question: 'Can you rank every event type by how often it happened in the past week?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 7) }), o.byName),
  },
  {
    id: 'top-events-least-90d',
    type: 'top-events',
    question: 'Least common event over the past 90 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 90) }), o.byName, { n: 1, ascending: true }),
  },

  // 5. most active users / top spenders
  {
    id: 'top-users-active-30d',
    type: 'top-users',
    question: 'Who are the 5 most active shoppers in the last 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-order-value-this-month',
    type: 'top-users',
    question: 'top 3 customers by order_placed value this month',
    expect: rankedBy((now) => ({ range: R.thisMonth(now), names: ['order_placed'] }), o.byUser, {
      n: 3,
      by: o.value,
    }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'Who are our top 10 spenders?',
    expect: rankedBy(() => ({ names: ['order_placed'] }), o.byUser, {
      n: 10,
      by: o.value,
      confidence: 'not-high',
    }),
  },
  {
    id: 'top-users-most-active-60d',
    type: 'top-users',
    question: 'Which customer has been the most active in the last 60 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 60) }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-views-last-month',
    type: 'top-users',
    question: 'Last month, which 5 users had the most product_viewed events?',
    expect: rankedBy((now) => ({ range: R.lastMonth(now), names: ['product_viewed'] }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-cart-value-30d',
    type: 'top-users',
    question: 'Top 3 customers by total add_to_cart value in the last 30 days',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30), names: ['add_to_cart'] }), o.byUser, {
      n: 3,
      by: o.value,
    }),
  },
  {
    id: 'top-users-five-named-month',
    type: 'top-users',
    question: (now) =>
      `In ${mName(prevMonthStart(now, 2))}, who were the five most active customers by number of events?`,
    expect: rankedBy((now) => ({ range: R.month(prevMonthStart(now, 2)) }), o.byUser, { n: 5 }),
  },

  // 6. one user
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
    id: 'user-lapsed-last-seen',
    type: 'user',
    question: `when did we last see ${P.lapsed}`,
    expect: lastOf(() => ({ user: P.lapsed })),
  },
  {
    id: 'user-heavy-recent-3',
    type: 'user',
    question: `Show me the 3 most recent events for ${P.heavy}`,
    expect: (ev) => {
      const s = o.select(ev, { user: P.heavy });
      return {
        names: o
          .newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: HIGH,
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-browser-event-names',
    type: 'user',
    question: `Which event types has ${P.browser} used?`,
    expect: (ev) => {
      const s = o.select(ev, { user: P.browser });
      return { names: allNames(s), unordered: true, confidence: HIGH, dataPoints: s.length };
    },
  },
  {
    id: 'user-heavy-spend-30d',
    type: 'user',
    question: `How much has ${P.heavy} spent on order_placed in the last 30 days?`,
    expect: valueOf(o.sum, (now) => ({ range: R.lastDays(now, 30), names: ['order_placed'], user: P.heavy })),
  },
  {
    id: 'user-newcomer-this-month',
    type: 'user',
    question: `${P.newcomer} activity this month - how many events?`,
    expect: countOf((now) => ({ range: R.thisMonth(now), user: P.newcomer })),
  },
  {
    id: 'user-browser-no-orders',
    type: 'user',
    question: `How many order_placed events does ${P.browser} have?`,
    expect: countOf(() => ({ names: ['order_placed'], user: P.browser })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    question: `What did ${NOBODY} do last week?`,
    expect: low(),
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-orders-per-day-last-week',
    type: 'breakdown',
    question: 'order_placed per day last week',
    expect: series((now) => ({ range: R.lastWeek(now), names: ['order_placed'] }), o.byDay, {
      unordered: true,
    }),
  },
  {
    id: 'breakdown-busiest-weekday-sessions',
    type: 'breakdown',
    question: 'Which day of the week has the most session.start events?',
    expect: rankedBy(() => ({ names: ['session.start'] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-hour',
    type: 'breakdown',
    question: 'At what hour of the day are we busiest?',
    expect: rankedBy(anyTime, o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-orders-monthly',
    type: 'breakdown',
    question: 'Monthly count of order_placed',
    expect: series(() => ({ names: ['order_placed'] }), o.byMonth),
  },
  {
    id: 'breakdown-cart-weekly-since',
    type: 'breakdown',
    question: (now) => `Weekly add_to_cart counts since Monday ${spoken(lastMonday(now, 3))}`,
    expect: series((now) => ({ range: R.since(lastMonday(now, 3), now), names: ['add_to_cart'] }), o.byWeek),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'What was our busiest day in the last 30 days?',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-weekday-4-weeks',
    type: 'breakdown',
    question: 'Break down all events by weekday for the past 4 weeks',
    expect: series((now) => ({ range: R.lastWeeks(now, 4) }), o.byWeekday, { unordered: true }),
  },
  {
    id: 'breakdown-search-by-hour-yesterday',
    type: 'breakdown',
    question: "yesterday's search events by hour of day",
    expect: series((now) => ({ range: R.yesterday(now), names: ['search'] }), o.byHour, { unordered: true }),
  },
  {
    id: 'breakdown-sessions-weekday-loose',
    type: 'breakdown',
    question: 'Which weekday gets the most sessions?',
    expect: (ev) => {
      const [[day, n]] = o.rank(o.tally(o.select(ev, { names: ['session.start'] }), o.byWeekday), { n: 1 });
      return { names: [day], numbers: [n], confidence: 'not-high' };
    },
  },

  // 8. period comparisons
  {
    id: 'compare-sessions-7d',
    type: 'compare',
    question: 'session.start in the last 7 days vs the 7 days before',
    expect: comparing(['session.start'], rolling(7)),
  },
  {
    id: 'compare-cart-last-week',
    type: 'compare',
    question: 'How did add_to_cart last week compare with the week before?',
    expect: comparing(['add_to_cart'], (now) => [
      { from: o.weekStart(now) - 2 * WEEK, to: o.weekStart(now) - WEEK },
      R.lastWeek(now),
    ]),
  },
  {
    id: 'compare-checkouts-named-months',
    type: 'compare',
    question: (now) =>
      `Compare checkout_started in ${mName(prevMonthStart(now, 2))} and ${mName(prevMonthStart(now))}`,
    expect: comparing(['checkout_started'], (now) => [prevMonth(2)(now), prevMonth(1)(now)]),
  },
  {
    id: 'compare-search-growing-30d',
    type: 'compare',
    question: 'Is search growing? last 30 days compared with the previous 30 days',
    expect: comparing(['search'], rolling(30)),
  },
  {
    id: 'compare-wishlist-30d',
    type: 'compare',
    question: 'wishlist.add: past 30 days vs the 30 days before that',
    expect: comparing(['wishlist.add'], rolling(30)),
  },
  {
    id: 'compare-checkouts-4-weeks',
    type: 'compare',
    question: 'Did we have more checkout_started events in the past 4 weeks than in the 4 weeks before?',
    expect: comparing(['checkout_started'], rolling(28)),
  },
  {
    id: 'compare-events-yesterday-day-before',
    type: 'compare',
    question: 'total events yesterday compared with the day before',
    expect: comparing(undefined, (now) => [
      { from: o.dayStart(now) - 2 * DAY, to: o.dayStart(now) - DAY },
      R.yesterday(now),
    ]),
  },
  {
    id: 'compare-order-value-last-week',
    type: 'compare',
    question: 'Sum of order_placed value last week versus the week before?',
    expect: comparing(
      ['order_placed'],
      (now) => [{ from: o.weekStart(now) - 2 * WEEK, to: o.weekStart(now) - WEEK }, R.lastWeek(now)],
      o.sum,
    ),
  },

  // 9. shares
  {
    id: 'share-views-30d',
    type: 'share',
    question: 'What percentage of events in the last 30 days were product_viewed?',
    expect: eventShare(['product_viewed'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-users-cart-this-month',
    type: 'share',
    question: 'What share of shoppers did add_to_cart this month?',
    expect: userShare(['add_to_cart'], R.thisMonth),
  },
  {
    id: 'share-search-all-time',
    type: 'share',
    question: 'what % of all events are search',
    expect: eventShare(['search'], all),
  },
  {
    id: 'share-users-orders-named-month',
    type: 'share',
    question: (now) =>
      `In ${mName(prevMonthStart(now))}, what percent of active customers had at least one order_placed?`,
    expect: userShare(['order_placed'], prevMonth(1)),
  },
  {
    id: 'share-users-reviews-ever',
    type: 'share',
    question: 'What percentage of customers have ever triggered review_submitted?',
    expect: userShare(['review_submitted'], all),
  },
  {
    id: 'share-wishlist-last-week',
    type: 'share',
    question: "wishlist.add as a percentage of last week's events",
    expect: eventShare(['wishlist.add'], R.lastWeek),
  },
  {
    id: 'share-users-newsletter-90d',
    type: 'share',
    question: 'Of the users active in the past 90 days, what percentage did newsletter_signup?',
    expect: userShare(['newsletter_signup'], (now) => R.lastDays(now, 90)),
  },

  // 10. conversion
  {
    id: 'conversion-checkout-order-30d',
    type: 'conversion',
    question:
      'Of the customers who did checkout_started in the last 30 days, how many went on to order_placed?',
    expect: converting('checkout_started', 'order_placed', (now) => R.lastDays(now, 30)),
  },
  {
    id: 'conversion-cart-order-2w',
    type: 'conversion',
    question: 'conversion from add_to_cart to order_placed over the past 2 weeks',
    expect: converting('add_to_cart', 'order_placed', (now) => R.lastWeeks(now, 2)),
  },
  {
    id: 'conversion-view-cart-this-month',
    type: 'conversion',
    question: 'This month, what % of shoppers who did product_viewed later did add_to_cart?',
    expect: converting('product_viewed', 'add_to_cart', R.thisMonth),
  },
  {
    id: 'conversion-account-order-since',
    type: 'conversion',
    question: (now) =>
      `Of the users with account_created since ${spoken(ago(now, 60))}, how many then did order_placed?`,
    expect: converting('account_created', 'order_placed', (now) => R.since(ago(now, 60), now)),
  },
  {
    id: 'conversion-search-cart-all-time',
    type: 'conversion',
    question: 'search -> add_to_cart conversion rate, all time',
    expect: converting('search', 'add_to_cart', all),
  },
  {
    id: 'conversion-wishlist-order-60d',
    type: 'conversion',
    question:
      'How many shoppers who did wishlist.add in the last 60 days placed an order_placed afterwards? And what percentage is that?',
    expect: converting('wishlist.add', 'order_placed', (now) => R.lastDays(now, 60)),
  },
  {
    id: 'conversion-coupon-order-90d',
    type: 'conversion',
    question: 'coupon.applied to order_placed conversion in the last 90 days',
    expect: converting('coupon.applied', 'order_placed', (now) => R.lastDays(now, 90)),
  },
  {
    id: 'conversion-cart-order-loose',
    type: 'conversion',
    question:
      'Of the shoppers who added something to their cart in the last 30 days, what percentage went on to order?',
    expect: converting('add_to_cart', 'order_placed', (now) => R.lastDays(now, 30), {
      show: '%',
      confidence: 'not-high',
    }),
  },

  // 11. churn and new users
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many customers were active in ${mName(prevMonthStart(now, 2))} but not in ${mName(prevMonthStart(now))}?`,
    expect: churnOf((now) => [prevMonth(2)(now), prevMonth(1)(now)]),
  },
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'How many new shoppers did we get this month?',
    expect: newOf(R.thisMonth),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'new customers in the last 7 days',
    expect: newOf((now) => R.lastDays(now, 7)),
  },
  {
    id: 'churn-last-week-not-this-week',
    type: 'churn',
    question: "How many users who were active last week haven't been back this week?",
    expect: churnOf((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-new-named-month',
    type: 'churn',
    question: (now) => `how many new users did we have in ${mName(prevMonthStart(now))}`,
    expect: newOf(prevMonth(1)),
  },
  {
    id: 'churn-last-month-not-this-month',
    type: 'churn',
    question: 'Customers active last month but not this month - how many?',
    expect: churnOf((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-between-not-since',
    type: 'churn',
    question: (now) =>
      `How many shoppers who were active between ${brief(ago(now, 60))} and ${brief(ago(now, 46))} have had no activity since ${brief(ago(now, 45))}?`,
    expect: churnOf((now) => [R.between(ago(now, 60), ago(now, 46)), R.since(ago(now, 45), now)]),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `New users since ${spoken(ago(now, 21))}?`,
    expect: newOf((now) => R.since(ago(now, 21), now)),
  },

  // 12. existence and recency
  {
    id: 'recency-last-return',
    type: 'recency',
    question: 'When was the last item_returned?',
    expect: lastOf(() => ({ names: ['item_returned'] })),
  },
  {
    id: 'recency-coupon-48h',
    type: 'recency',
    question: 'Did anyone use coupon.applied in the last 48 hours?',
    expect: existsOf((now) => ({ range: R.lastHours(now, 48), names: ['coupon.applied'] })),
  },
  {
    id: 'recency-last-newsletter',
    type: 'recency',
    question: 'when did someone last do newsletter_signup',
    expect: lastOf(() => ({ names: ['newsletter_signup'] })),
  },
  {
    id: 'recency-newcomer-last-order',
    type: 'recency',
    question: `When did ${P.newcomer} last have an order_placed?`,
    expect: lastOf(() => ({ names: ['order_placed'], user: P.newcomer })),
  },
  {
    id: 'recency-review-3d',
    type: 'recency',
    question: 'Has anyone done review_submitted in the past 3 days?',
    expect: existsOf((now) => ({ range: R.lastDays(now, 3), names: ['review_submitted'] })),
  },
  {
    id: 'recency-lapsed-2-weeks',
    type: 'recency',
    question: `Has ${P.lapsed} done anything in the past 2 weeks?`,
    expect: existsOf((now) => ({ range: R.lastWeeks(now, 2), user: P.lapsed })),
  },
  {
    id: 'recency-first-account',
    type: 'recency',
    question: 'When was the first account_created?',
    expect: firstOf(() => ({ names: ['account_created'] })),
  },
  {
    id: 'recency-removal-yesterday',
    type: 'recency',
    question: 'did anybody remove_from_cart yesterday?',
    expect: existsOf((now) => ({ range: R.yesterday(now), names: ['remove_from_cart'] })),
  },

  // 13. catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-users-total',
    type: 'catalogue',
    question: 'How many customers do we have in total?',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-events-total',
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
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'How many different event types are there?',
    expect: (ev) => ({ numbers: [allNames(ev).length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'Quick overview: total shoppers and total events in the account?',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },

  // 14. anything else: out of scope
  {
    id: 'other-weather',
    type: 'other',
    question: "What's the weather in Milan this weekend?",
    expect: low(),
  },
  { id: 'other-best-products', type: 'other', question: 'Which products sell best?', expect: low() },
  { id: 'other-by-country', type: 'other', question: 'Break down order_placed by country', expect: low() },
  {
    id: 'other-app-vs-web',
    type: 'other',
    question: 'How many sessions came from the app vs the web?',
    expect: low(),
  },
  {
    id: 'other-brand-returns',
    type: 'other',
    question: 'Which brand has the highest return rate?',
    expect: low(),
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Forecast next month’s order_placed value',
    expect: low(),
  },
  {
    id: 'other-copywriting',
    type: 'other',
    question: 'Write a product description for a linen summer dress',
    expect: low(),
  },
  { id: 'other-nonsense', type: 'other', question: 'purple monkey dishwasher', expect: low() },
  {
    id: 'other-delivery-time',
    type: 'other',
    question: 'What is the average delivery time for orders?',
    expect: low(),
  },
  { id: 'other-gender', type: 'other', question: 'How many of our customers are women?', expect: low() },
  { id: 'other-delete', type: 'other', question: `Please delete all data for ${P.heavy}`, expect: low() },
  {
    id: 'other-stock',
    type: 'other',
    question: "What's the stock level of the black ankle boots in size 38?",
    expect: low(),
  },
  {
    id: 'other-campaign',
    type: 'other',
    question: 'Which marketing campaign brought in the most sign-ups?',
    expect: low(),
  },
  { id: 'other-sizes', type: 'other', question: 'what size do customers order the most?', expect: low() },
];
