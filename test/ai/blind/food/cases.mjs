// Blind question cases for Forkly (food delivery), see data.mjs for the events.
// Each case: { id, type, question: string | (now: Date) => string, expect(events, now: Date) }.
// expect() returns what score.mjs checks:
//   { numbers?, percents?, names?, unordered?, confidence: 'high'|'low'|'not-high', dataPoints? }
// Every figure is computed from the events following ../../shared/ai/SEMANTICS.md.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;
const { REGULAR, NEWBIE, LAPSED, COUPON } = PERSONAS;

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

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY; // midnight UTC, n days back
const nth = (d) =>
  d + (d % 100 >= 11 && d % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[d % 10] ?? 'th'));
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const longDay = (t) => `${monthName(t)} ${nth(new Date(t).getUTCDate())}`; // October 3rd
const shortDay = (t) => `${monthName(t).slice(0, 3)} ${new Date(t).getUTCDate()}`; // Oct 3
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`; // October 2026
const prevMonth = (now, k = 1) => o.monthStart(+now, -k); // start of k months back

// ---- expectation builders ----------------------------------------------------------------

const HIGH = 'high';
const NOTHING = { confidence: 'low', dataPoints: 0 }; // nothing answerable / no event in scope
const LOW = { confidence: 'low' }; // unknown dimension: low, partial figures allowed
const UNSURE = { confidence: 'not-high' }; // ambiguous under SEMANTICS.md: needs an assumption
const r2 = (x) => o.round(x, 2);

const whenAny = (evs, build) => (evs.length ? build(evs) : NOTHING);
const sel = (scope, now, ev) => o.select(ev, scope(+now));

function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
}
const SUM = (evs) => r2(o.sum(evs));
const AVG = (evs) => o.avg(evs);
const MIN = (evs) => o.min(evs);
const MAX = (evs) => o.max(evs);

const count = (scope) => (ev, now) =>
  whenAny(sel(scope, now, ev), (s) => ({ numbers: [s.length], confidence: HIGH, dataPoints: s.length }));

const distinct = (scope) => (ev, now) =>
  whenAny(sel(scope, now, ev), (s) => ({
    numbers: [o.users(s).size],
    confidence: HIGH,
    dataPoints: s.length,
  }));

const measure = (fn, scope) => (ev, now) =>
  whenAny(sel(scope, now, ev), (s) => ({ numbers: [fn(s)], confidence: HIGH, dataPoints: s.length }));

// Ranked list over the scope; `keys` lists buckets that count even when empty (hours, weekdays).
const ranked =
  (scope, key, { n = Infinity, ascending = false, by, keys } = {}) =>
  (ev, now) =>
    whenAny(sel(scope, now, ev), (s) => {
      const t = o.tally(s, key, by);
      for (const k of keys ?? []) if (!t.has(k)) t.set(k, 0);
      const top = o.rank(t, { n, ascending });
      return {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => r2(v)),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// A full breakdown: every bucket with its figure; `ordered` for chronological month lists.
const breakdown =
  (scope, key, { ordered = false } = {}) =>
  (ev, now) =>
    whenAny(sel(scope, now, ev), (s) => {
      const t = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: t.map(([k]) => k),
        unordered: !ordered,
        numbers: t.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// Two periods, earlier first; `of` turns the period's events into the compared figure.
const compare =
  (names, periods, of = (s) => s.length) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return NOTHING;
    const c = o.change(of(a), of(b));
    return {
      numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: HIGH,
      dataPoints: a.length + b.length,
    };
  };

const shareOfEvents = (names, range) => (ev, now) =>
  whenAny(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.select(all, { names }).length, all.length)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

const shareOfUsers = (names, range) => (ev, now) =>
  whenAny(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

// `show`: 'n' the number of converted users, '%' the percentage; dataPoints = A and B events in range.
const conversion = (a, b, range, show) => (ev, now) => {
  const r = range(+now);
  const c = o.conversion(ev, r, a, b);
  if (!c.did) return NOTHING;
  return {
    numbers: show.includes('n') ? [c.converted] : [],
    percents: show.includes('%') ? [c.pct] : [],
    confidence: HIGH,
    dataPoints: o.select(ev, { range: r, names: [a, b] }).length,
  };
};

const churned = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return whenAny(o.select(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};

const newCustomers = (range) => (ev, now) =>
  whenAny(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// Date of the latest matching event; `withPoints`: dataPoints = the matching events.
const lastDate =
  (scope, withPoints = true) =>
  (ev, now) =>
    whenAny(sel(scope, now, ev), (s) => ({
      names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
      confidence: HIGH,
      ...(withPoints ? { dataPoints: s.length } : {}),
    }));

const eventNames = (evs) => [...new Set(evs.map((e) => e.eventName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });
const HOUR_KEYS = Array.from({ length: 24 }, (_, h) => o.hourLabel(h));

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // 1. counts of events
  {
    id: 'count-orders-placed-7d',
    type: 'count',
    question: 'Orders placed over the past 7 days?',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['OrderPlaced'] })),
  },
  {
    id: 'count-cancelled-2w',
    type: 'count',
    question: 'last 2 weeks — how many orders cancelled?',
    expect: count((now) => ({ range: R.lastWeeks(now, 2), names: ['OrderCancelled'] })),
  },
  {
    id: 'count-signups-this-month',
    type: 'count',
    question: 'How many signups have we had so far this month?',
    expect: count((now) => ({ range: R.thisMonth(now), names: ['SignedUp'] })),
  },
  {
    id: 'count-everything-today',
    type: 'count',
    question: 'How much activity today? Just the raw number of events.',
    expect: count((now) => ({ range: R.today(now) })),
  },
  {
    id: 'count-placed-plus-cancelled-14d',
    type: 'count',
    question: 'In the last 14 days, what is the combined number of orders placed and orders cancelled?',
    expect: count((now) => ({ range: R.lastDays(now, 14), names: ['OrderPlaced', 'OrderCancelled'] })),
  },
  {
    id: 'count-reviews-on-day',
    type: 'count',
    question: (now) => `reviews posted on ${longDay(daysAgo(now, 6))}, how many?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 6)), names: ['ReviewPosted'] })),
  },
  {
    id: 'count-basket-between',
    type: 'count',
    question: (now) =>
      `Between ${o.isoDay(daysAgo(now, 21))} and ${o.isoDay(daysAgo(now, 15))}, how many items added to basket did we log?`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 21), daysAgo(now, 15)),
      names: ['ItemAddedToBasket'],
    })),
  },
  {
    id: 'count-searches-before',
    type: 'count',
    question: (now) => `How many SearchPerformed events were there before ${shortDay(daysAgo(now, 90))}?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 90)), names: ['SearchPerformed'] })),
  },
  {
    id: 'count-delivered-last-week',
    type: 'count',
    question: 'Can you tell me how many OrderDelivered we had last week?',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['OrderDelivered'] })),
  },
  {
    id: 'count-refunds-unknown',
    type: 'count',
    question: 'How many refunds did we issue last month?',
    outOfScope: true,
    expect: () => NOTHING,
  },
  {
    id: 'count-orders-loose',
    type: 'count',
    question: 'How many orders did we get last week?',
    expect: () => UNSURE,
  }, // "orders": OrderPlaced, OrderDelivered or OrderCancelled — a looser name at best
  {
    id: 'count-late-deliveries-loose',
    type: 'count',
    question: 'late deliveries in the past 30 days?',
    expect: () => UNSURE,
  }, // reversed, pluralised form of DeliveryLate: at most medium

  // 2. distinct customers
  {
    id: 'users-active-past-week',
    type: 'users',
    question: 'How many customers were active in the past week?',
    expect: distinct((now) => ({ range: R.lastDays(now, 7) })),
  },
  {
    id: 'users-diners-reviewed-last-month',
    type: 'users',
    question: 'How many different diners did ReviewPosted last month?',
    expect: distinct((now) => ({ range: R.lastMonth(now), names: ['ReviewPosted'] })),
  },
  {
    id: 'users-loyalty-ever',
    type: 'users',
    question: 'How many unique customers have ever had loyalty points redeemed?',
    expect: distinct(() => ({ names: ['LoyaltyPointsRedeemed'] })),
  },
  {
    id: 'users-signed-up-2-months',
    type: 'users',
    question: 'how many customers signed up in the last 2 months',
    expect: distinct((now) => ({ range: R.lastMonths(now, 2), names: ['SignedUp'] })),
  },
  {
    id: 'users-eaters-48h',
    type: 'users',
    question: 'Active eaters, last 48 hours?',
    expect: distinct((now) => ({ range: R.lastHours(now, 48) })),
  },
  {
    id: 'users-ordered-this-week',
    type: 'users',
    question: 'This week, how many distinct customers have an OrderPlaced?',
    expect: distinct((now) => ({ range: R.thisWeek(now), names: ['OrderPlaced'] })),
  },
  {
    id: 'users-buyers-loose',
    type: 'users',
    question: (now) => `How many buyers did we have in ${monthName(prevMonth(now))}?`,
    expect: () => UNSURE,
  }, // "buyers": all active customers, or those with OrderPlaced?

  // 3. sum / average / min / max / median of eventValue
  {
    id: 'value-avg-order-30d',
    type: 'value',
    question: "What's the average OrderPlaced value over the last 30 days?",
    expect: measure(AVG, (now) => ({ range: R.lastDays(now, 30), names: ['OrderPlaced'] })),
  },
  {
    id: 'value-tips-last-week',
    type: 'value',
    question: 'Total amount of tips given last week?',
    expect: measure(SUM, (now) => ({ range: R.lastWeek(now), names: ['TipGiven'] })),
  },
  {
    id: 'value-max-order-this-month',
    type: 'value',
    question: 'Biggest single OrderPlaced amount this month?',
    expect: measure(MAX, (now) => ({ range: R.thisMonth(now), names: ['OrderPlaced'] })),
  },
  {
    id: 'value-min-coupon',
    type: 'value',
    question: "What's the smallest CouponApplied value we've ever seen?",
    expect: measure(MIN, () => ({ names: ['CouponApplied'] })),
  },
  {
    id: 'value-median-stars-month',
    type: 'value',
    question: (now) => `Median ReviewPosted value in ${monthName(prevMonth(now))}?`,
    expect: measure(median, (now) => ({ range: R.month(prevMonth(now)), names: ['ReviewPosted'] })),
  },
  {
    id: 'value-avg-late-2w',
    type: 'value',
    question: "what's the mean value of DeliveryLate events? past 2 weeks",
    expect: measure(AVG, (now) => ({ range: R.lastWeeks(now, 2), names: ['DeliveryLate'] })),
  },
  {
    id: 'value-points-since',
    type: 'value',
    question: (now) => `Sum of loyalty points redeemed since ${longDay(daysAgo(now, 40))}`,
    expect: measure(SUM, (now) => ({
      range: R.since(daysAgo(now, 40), now),
      names: ['LoyaltyPointsRedeemed'],
    })),
  },
  {
    id: 'value-spend-yesterday',
    type: 'value',
    question: 'How much did customers spend on OrderPlaced yesterday, all together?',
    expect: measure(SUM, (now) => ({ range: R.yesterday(now), names: ['OrderPlaced'] })),
  },
  { id: 'value-gmv-loose', type: 'value', question: 'What was GMV last month?', expect: () => UNSURE }, // money word without an event name
  { id: 'value-rating-loose', type: 'value', question: "What's our average rating?", expect: () => UNSURE }, // "rating" for ReviewPosted is a looser name

  // 4. most and least common events
  {
    id: 'top-events-all-time',
    type: 'top-events',
    question: 'What do people do most in the app? List the most frequent events.',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-7d',
    type: 'top-events',
    question: 'Top 3 events, last 7 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 7) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-rarest',
    type: 'top-events',
    question: "What's our rarest event?",
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-yesterday-single',
    type: 'top-events',
    question: 'Yesterday, which single event happened most often?',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-10-this-month',
    type: 'top-events',
    question: 'top 10 events this month pls',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 10 }),
  },

  // 5. most active customers, biggest spenders on a named event
  {
    id: 'top-users-5-most-active',
    type: 'top-users',
    question: 'Who are our 5 most active customers?',
    expect: ranked(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-active-30d',
    type: 'top-users',
    question: 'Most active customers? past 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-orders-this-year',
    type: 'top-users',
    question: 'Which 3 diners have the most orders placed this year?',
    expect: ranked((now) => ({ range: R.thisYear(now), names: ['OrderPlaced'] }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-order-value-last-month',
    type: 'top-users',
    question: 'Which 3 customers had the highest total OrderPlaced value last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: ['OrderPlaced'] }), o.byUser, {
      n: 3,
      by: o.value,
    }),
  },
  {
    id: 'top-users-tippers',
    type: 'top-users',
    question: 'Biggest tippers by summed TipGiven amount — top 5, all time',
    expect: ranked(() => ({ names: ['TipGiven'] }), o.byUser, { n: 5, by: o.value }),
  },
  {
    id: 'top-users-top-customers-loose',
    type: 'top-users',
    question: 'Top customers? past 30 days',
    expect: () => UNSURE,
  }, // by events or by spend?
  {
    id: 'top-users-spenders-loose',
    type: 'top-users',
    question: "Who're our top spenders?",
    expect: () => UNSURE,
  }, // money word without an event name

  // 6. one customer
  {
    id: 'user-regular-event-count',
    type: 'user',
    question: `How many events has ${REGULAR} logged?`,
    expect: count(() => ({ user: REGULAR })),
  },
  {
    id: 'user-newbie-first-last',
    type: 'user',
    question: `${NEWBIE}: when did we first see them, and when were they last active?`,
    expect: (ev) =>
      whenAny(o.select(ev, { user: NEWBIE }), (s) => {
        const n = o.newestFirst(s);
        return {
          names: [o.isoDay(o.time(n.at(-1))), o.isoDay(o.time(n[0]))],
          confidence: HIGH,
          dataPoints: s.length,
        };
      }),
  },
  {
    id: 'user-lapsed-last-3',
    type: 'user',
    question: `What were the last 3 things ${LAPSED} did?`,
    expect: (ev) =>
      whenAny(o.select(ev, { user: LAPSED }), (s) => ({
        names: o
          .newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-coupon-event-kinds',
    type: 'user',
    question: `Which kinds of events has ${COUPON} triggered?`,
    expect: (ev) =>
      whenAny(o.select(ev, { user: COUPON }), (s) => ({
        names: eventNames(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-regular-orders-this-month',
    type: 'user',
    question: `orders placed by ${REGULAR} this month?`,
    expect: count((now) => ({ range: R.thisMonth(now), names: ['OrderPlaced'], user: REGULAR })),
  },
  {
    id: 'user-regular-tips-60d',
    type: 'user',
    question: `How much has ${REGULAR} given in TipGiven over the past 60 days, in total?`,
    expect: measure(SUM, (now) => ({ range: R.lastDays(now, 60), names: ['TipGiven'], user: REGULAR })),
  },
  {
    id: 'user-lapsed-last-seen',
    type: 'user',
    question: `When was ${LAPSED} last seen in the app?`,
    expect: (ev) =>
      whenAny(o.select(ev, { user: LAPSED }), (s) => ({
        names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    question: `What has ${NOBODY} been up to lately?`,
    outOfScope: true,
    expect: () => NOTHING,
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-orders-per-day-last-week',
    type: 'breakdown',
    question: 'Orders placed per day last week, please',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: ['OrderPlaced'] }), o.byDay),
  },
  {
    id: 'breakdown-peak-hour-orders',
    type: 'breakdown',
    question: 'At what hour of the day do we get the most orders placed?',
    expect: ranked(() => ({ names: ['OrderPlaced'] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-weekday-8w',
    type: 'breakdown',
    question: 'Over the past 8 weeks, which weekday is busiest for OrderPlaced?',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 8), names: ['OrderPlaced'] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-quietest-hour-launches',
    type: 'breakdown',
    question: "What's the quietest hour of the day for AppLaunched?",
    expect: ranked(() => ({ names: ['AppLaunched'] }), o.byHour, { n: 1, ascending: true, keys: HOUR_KEYS }),
  },
  {
    id: 'breakdown-signups-by-month',
    type: 'breakdown',
    question: (now) =>
      `Signups by month from ${longDay(prevMonth(now, 3))} to ${longDay(o.monthStart(+now) - DAY)}`,
    expect: breakdown(
      (now) => ({ range: R.between(prevMonth(now, 3), o.monthStart(now) - DAY), names: ['SignedUp'] }),
      o.byMonth,
      { ordered: true },
    ),
  },
  {
    id: 'breakdown-weekly-orders',
    type: 'breakdown',
    question: (now) => `Weekly orders placed since ${longDay(o.weekStart(+now) - 5 * WEEK)}?`,
    expect: (ev, now) =>
      whenAny(
        o.select(ev, { range: R.since(o.weekStart(+now) - 5 * WEEK, +now), names: ['OrderPlaced'] }),
        (s) => ({ numbers: [...o.tally(s, o.byWeek).values()], confidence: HIGH, dataPoints: s.length }),
      ),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'What was our busiest day in the past 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-orders-by-weekday',
    type: 'breakdown',
    question: 'How do orders placed spread across the days of the week?',
    expect: breakdown(() => ({ names: ['OrderPlaced'] }), o.byWeekday),
  },
  {
    id: 'breakdown-busiest-weekday-all',
    type: 'breakdown',
    question: 'Which day of the week are we usually busiest?',
    expect: ranked(() => ({}), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-lunch-vs-dinner',
    type: 'breakdown',
    question: 'How busy is the lunch rush compared with dinner?',
    expect: () => UNSURE,
  }, // "lunch" and "dinner" hours are not defined

  // 8. period comparisons (earlier period first; change = later − earlier)
  {
    id: 'compare-orders-7d',
    type: 'compare',
    question: 'Orders placed: last 7 days vs the 7 days before?',
    expect: compare(['OrderPlaced'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-signups-weeks',
    type: 'compare',
    question: 'Did signups go up or down last week compared with the week before?',
    expect: compare(['SignedUp'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)]),
  },
  {
    id: 'compare-cancelled-named-months',
    type: 'compare',
    question: (now) =>
      `orders cancelled in ${monthName(prevMonth(now, 2))} vs ${monthName(prevMonth(now))} — what changed?`,
    expect: compare(['OrderCancelled'], (now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))]),
  },
  {
    id: 'compare-order-value-30d',
    type: 'compare',
    question:
      'How does the total OrderPlaced value of the past 30 days compare with the 30 days before that?',
    expect: compare(['OrderPlaced'], (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)], o.sum),
  },
  {
    id: 'compare-active-customers-14d',
    type: 'compare',
    question: 'Active customers in the last 14 days versus the previous 14 days?',
    expect: compare(
      undefined,
      (now) => [R.lastDays(now - 14 * DAY, 14), R.lastDays(now, 14)],
      (s) => o.users(s).size,
    ),
  },
  {
    id: 'compare-reviews-months',
    type: 'compare',
    question: 'Were more reviews posted last month than the month before? By how much?',
    expect: compare(['ReviewPosted'], (now) => [R.month(prevMonth(now, 2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-late-worse-loose',
    type: 'compare',
    question: 'Are late deliveries getting worse?',
    expect: () => UNSURE,
  }, // looser name and no periods given

  // 9. shares
  {
    id: 'share-cancelled-of-events-30d',
    type: 'share',
    question: 'What percentage of all events in the past 30 days were orders cancelled?',
    expect: shareOfEvents(['OrderCancelled'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-reviewers-this-month',
    type: 'share',
    question: 'Of the customers active this month, what % have a ReviewPosted event this month?',
    expect: shareOfUsers(['ReviewPosted'], R.thisMonth),
  },
  {
    id: 'share-coupon-users-all',
    type: 'share',
    question: 'Out of all our customers, what percent have any CouponApplied?',
    expect: shareOfUsers(['CouponApplied'], R.all),
  },
  {
    id: 'share-restaurant-views-last-week',
    type: 'share',
    question: "What share of last week's events were restaurants viewed?",
    expect: shareOfEvents(['RestaurantViewed'], R.lastWeek),
  },
  {
    id: 'share-tippers-2w',
    type: 'share',
    question: 'What fraction of active diners over the past 2 weeks had a TipGiven? As a percentage.',
    expect: shareOfUsers(['TipGiven'], (now) => R.lastWeeks(now, 2)),
  },
  {
    id: 'share-cancel-rate-loose',
    type: 'share',
    question: 'What percent of orders end up cancelled?',
    expect: () => UNSURE,
  }, // a ratio of two events, not a share of events or of customers

  // 10. conversion (B strictly after the customer's first A, both in range)
  {
    id: 'conversion-signup-order-60d',
    type: 'conversion',
    question:
      'Of the customers who signed up in the last 60 days, how many went on to an OrderPlaced afterwards, and what % is that?',
    expect: conversion('SignedUp', 'OrderPlaced', (now) => R.lastDays(now, 60), 'n%'),
  },
  {
    id: 'conversion-view-to-basket-7d',
    type: 'conversion',
    question: 'Conversion rate from RestaurantViewed to ItemAddedToBasket over the past 7 days?',
    expect: conversion('RestaurantViewed', 'ItemAddedToBasket', (now) => R.lastDays(now, 7), '%'),
  },
  {
    id: 'conversion-checkout-to-order-this-month',
    type: 'conversion',
    question: 'This month, what percentage of customers who did CheckoutStarted then went on to OrderPlaced?',
    expect: conversion('CheckoutStarted', 'OrderPlaced', R.thisMonth, '%'),
  },
  {
    id: 'conversion-delivered-to-review',
    type: 'conversion',
    question: 'Of diners with an OrderDelivered, how many later did a ReviewPosted?',
    expect: conversion('OrderDelivered', 'ReviewPosted', R.all, 'n'),
  },
  {
    id: 'conversion-coupon-to-tip-since',
    type: 'conversion',
    question: (now) =>
      `Since ${longDay(daysAgo(now, 50))}, of the customers who did CouponApplied, what percentage later did TipGiven?`,
    expect: conversion('CouponApplied', 'TipGiven', (now) => R.since(daysAgo(now, 50), now), '%'),
  },
  {
    id: 'conversion-vague',
    type: 'conversion',
    question: "What's our conversion rate?",
    expect: () => UNSURE,
  }, // no steps given

  // 11. churn and new customers
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: "How many customers were active last month but haven't been active at all this month?",
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many eaters who were active in ${monthYear(prevMonth(now, 2))} didn't do anything in ${monthYear(prevMonth(now))}?`,
    expect: churned((now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))]),
  },
  {
    id: 'churn-gone-since-window',
    type: 'churn',
    question: (now) =>
      `How many customers were active between ${o.isoDay(daysAgo(now, 60))} and ${o.isoDay(daysAgo(now, 31))} and haven't been active at all since ${o.isoDay(daysAgo(now, 30))}?`,
    expect: churned((now) => [R.between(daysAgo(now, 60), daysAgo(now, 31)), R.since(daysAgo(now, 30), now)]),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'New customers in the past 30 days? (first time we ever saw them)',
    expect: newCustomers((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-new-this-week',
    type: 'churn',
    question: 'how many brand-new customers this week',
    expect: newCustomers(R.thisWeek),
  },
  {
    id: 'churn-new-named-month',
    type: 'churn',
    question: (now) => `How many new customers did we gain in ${monthName(prevMonth(now))}?`,
    expect: newCustomers((now) => R.month(prevMonth(now))),
  },
  { id: 'churn-rate-loose', type: 'churn', question: "What's our churn rate?", expect: () => UNSURE }, // no periods given

  // 12. existence and recency
  {
    id: 'recency-last-cancel',
    type: 'recency',
    question: 'When was the most recent order cancelled?',
    expect: lastDate(() => ({ names: ['OrderCancelled'] })),
  },
  {
    id: 'recency-lapsed-last-order',
    type: 'recency',
    question: `When did ${LAPSED} last have an OrderPlaced?`,
    expect: lastDate(() => ({ names: ['OrderPlaced'], user: LAPSED }), false),
  },
  {
    id: 'recency-plus-any',
    type: 'recency',
    question: 'Any ForklyPlusJoined events yet? When was the latest one?',
    expect: lastDate(() => ({ names: ['ForklyPlusJoined'] })),
  },
  {
    id: 'recency-support-past-week',
    type: 'recency',
    question: 'Has anybody had a SupportTicketOpened in the past week, and if so when was the most recent?',
    expect: lastDate((now) => ({ range: R.lastDays(now, 7), names: ['SupportTicketOpened'] })),
  },
  {
    id: 'recency-last-signup',
    type: 'recency',
    question: 'When did the newest customer sign up?',
    expect: lastDate(() => ({ names: ['SignedUp'] })),
  },
  {
    id: 'recency-gift-card-unknown',
    type: 'recency',
    question: 'Has anyone ever redeemed a gift card?',
    outOfScope: true,
    expect: () => NOTHING,
  },

  // 13. catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events does Forkly track?',
    expect: catalogue((ev) => ({ names: eventNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-customers-and-events',
    type: 'catalogue',
    question: 'How many customers and how many events do we have in total?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-distinct-types',
    type: 'catalogue',
    question: 'how many different event types are there',
    expect: catalogue((ev) => ({ numbers: [eventNames(ev).length] })),
  },
  {
    id: 'catalogue-customers-on-record',
    type: 'catalogue',
    question: 'Total customers on record, all time?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'catalogue-names-and-rows',
    type: 'catalogue',
    question: 'Which event names do we log, and how many rows of data is that altogether?',
    expect: catalogue((ev) => ({ names: eventNames(ev), unordered: true, numbers: [ev.length] })),
  },

  // 14. outside what the events can answer
  {
    id: 'other-cuisine',
    type: 'other',
    question: 'Which cuisine sells best?',
    outOfScope: true,
    expect: () => NOTHING,
  },
  {
    id: 'other-restaurants',
    type: 'other',
    question: 'Top 5 restaurants by orders placed last month',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-couriers',
    type: 'other',
    question: 'Which couriers are late most often?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-currency',
    type: 'other',
    question: "Split last month's OrderPlaced value in dollars vs euros",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-distance',
    type: 'other',
    question: "What's the average delivery distance in km?",
    outOfScope: true,
    expect: () => NOTHING,
  },
  {
    id: 'other-city',
    type: 'other',
    question: 'Which city orders the most?',
    outOfScope: true,
    expect: () => NOTHING,
  },
  {
    id: 'other-dish',
    type: 'other',
    question: "What's the most popular dish on Forkly?",
    outOfScope: true,
    expect: () => NOTHING,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: 'Is it going to rain in Lisbon tomorrow?',
    outOfScope: true,
    expect: () => NOTHING,
  },
  {
    id: 'other-haiku',
    type: 'other',
    question: 'write me a haiku about tacos',
    outOfScope: true,
    expect: () => NOTHING,
  },
  {
    id: 'other-gibberish',
    type: 'other',
    question: 'asdf qwerty zxcv??',
    outOfScope: true,
    expect: () => NOTHING,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'How many orders placed will we get next week? Give me a forecast.',
    outOfScope: true,
    expect: () => NOTHING,
  },
  {
    id: 'other-app-store',
    type: 'other',
    question: "What's our App Store rating right now?",
    outOfScope: true,
    expect: () => NOTHING,
  },
  {
    id: 'other-profit',
    type: 'other',
    question: "What's our profit margin per order after paying couriers?",
    outOfScope: true,
    expect: () => NOTHING,
  },
  {
    id: 'other-age',
    type: 'other',
    question: 'How old are our customers on average?',
    outOfScope: true,
    expect: () => NOTHING,
  },
  { id: 'other-vague', type: 'other', question: "How's Forkly doing these days?", expect: () => UNSURE },
];

export const questionText = (c, now) => (typeof c.question === 'function' ? c.question(now) : c.question);
