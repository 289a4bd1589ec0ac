// Forkly — a fictional food-delivery app. Deterministic usage events relative to `now`:
// about 650 customers and ~30,000 events over the 120 days before `now`; nothing in the
// future and nothing in the last 2 minutes. Same (now, seed) → same events.
//
// Event names and what `eventValue` holds:
//   AppLaunched            the app was opened                                       1
//   SignedUp               a new customer created an account (first session only)   1
//   SearchPerformed        a search for a dish or restaurant                        1
//   RestaurantViewed       a restaurant's menu was opened                           1
//   ItemAddedToBasket      a dish was put in the basket                             item price (4.50–24.90)
//   CheckoutStarted        checkout screen opened                                   basket subtotal
//   CouponApplied          a coupon was applied at checkout                         discount (3, 5, 7.5 or 10)
//   LoyaltyPointsRedeemed  loyalty points spent at checkout                         points (100, 200, 300 or 500)
//   OrderPlaced            an order was paid                                        order total (subtotal + fee − discounts)
//   OrderCancelled         an order was cancelled before delivery                   total of the cancelled order
//   DeliveryLate           the courier missed the promised time                     minutes late (5–45)
//   OrderDelivered         the order arrived                                        delivery time in minutes (18–100)
//   TipGiven               a tip for the courier after delivery                     tip amount (1–10)
//   ReviewPosted           a rating after delivery                                  stars (1–5)
//   SupportTicketOpened    the customer contacted support                           1
//   ForklyPlusJoined       the customer joined the Forkly Plus membership           fee (9.99 monthly, 79 yearly)
//
// Customer ids look like `cust-qk7z` (two letters, a digit 2–9, a letter), so no digit in an id
// follows a non-letter. About 45% of customers existed before the window (no SignedUp) and a few
// of those only come back late, so "new customers" (first event ever) differ from signups.
// Orders peak at lunch (11–13 UTC) and dinner (17–21 UTC) and on Fridays and Saturdays; usage
// grows slowly over the window; about 20% of customers churn.

const DAY_S = 86_400;
const SPAN_DAYS = 120;
const CUSTOMERS = 650;

export const EVENT_NAMES = [
  'AppLaunched',
  'SignedUp',
  'SearchPerformed',
  'RestaurantViewed',
  'ItemAddedToBasket',
  'CheckoutStarted',
  'CouponApplied',
  'LoyaltyPointsRedeemed',
  'OrderPlaced',
  'OrderCancelled',
  'DeliveryLate',
  'OrderDelivered',
  'TipGiven',
  'ReviewPosted',
  'SupportTicketOpened',
  'ForklyPlusJoined',
];

// Customers the questions refer to by id.
export const PERSONAS = {
  REGULAR: 'cust-bh4w', // long-standing heavy customer (among the most active), orders several times a week, tips a lot, Plus member
  NEWBIE: 'cust-rd2m', // signed up about 45 days before now
  LAPSED: 'cust-vk8p', // long-standing, unlucky with deliveries, last seen about 4 weeks before now
  COUPON: 'cust-jt6n', // signed up about 100 days before now, applies a coupon to nearly every order
};
export const NOBODY = 'cust-zq0x'; // digit 0 is never generated: this id never occurs

// UTC hour-of-day weights of sessions: lunch and dinner peaks, quiet nights.
const HOURS = [1, 0.5, 0.3, 0.2, 0.2, 0.3, 0.8, 1.5, 2, 2, 3, 7, 9, 6, 3, 2.5, 3.5, 7, 10, 11, 8, 5, 3, 2];
// Weekday factors, Sunday first (getUTCDay order): Friday and Saturday are busiest.
const WEEKDAY = [1.1, 0.75, 0.8, 0.9, 1.0, 1.4, 1.45];

// mulberry32: small seeded PRNG returning floats in [0, 1).
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pickW = (rnd, weights) => {
  let r = rnd() * weights.reduce((s, w) => s + w, 0);
  for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return i;
  return weights.length - 1;
};
const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
const between = (rnd, lo, hi) => lo + rnd() * (hi - lo);
const cents = (x) => Math.round(x * 100) / 100;

// Stable customer ids, independent of `now` and of the seed.
function customerIds() {
  const rnd = prng(20261125);
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const reserved = new Set([...Object.values(PERSONAS), NOBODY]);
  const ids = new Set();
  while (ids.size < CUSTOMERS - Object.keys(PERSONAS).length) {
    const id = `cust-${pick(rnd, letters)}${pick(rnd, letters)}${2 + Math.floor(rnd() * 8)}${pick(rnd, letters)}`;
    if (!reserved.has(id)) ids.add(id);
  }
  const list = [...ids];
  // personas take fixed places in the population
  list.splice(6, 0, PERSONAS.REGULAR);
  list.splice(41, 0, PERSONAS.NEWBIE);
  list.splice(122, 0, PERSONAS.LAPSED);
  list.splice(300, 0, PERSONAS.COUPON);
  return list;
}
const IDS = customerIds();

// Who a customer is. Days count from day 0 = the UTC day on which the window starts;
// `firstDay` is the window start as a fractional day, `lastDay` the index of the last day.
function profile(rnd, firstDay) {
  const p = {
    existing: rnd() < 0.45,
    startDay: firstDay,
    rate: 0.02 + 0.08 * rnd() ** 2, // sessions per (average) day
    heavy: rnd() < 0.03,
    churnDay: Infinity,
    orderProb: between(rnd, 0.4, 0.7),
    tipProb: rnd() * 0.8,
    reviewProb: rnd() * 0.45,
    couponProb: 0.04 + rnd() * 0.35,
    pointsProb: rnd() * 0.12,
    lateProb: 0.12,
    plusDay: rnd() < 0.08 ? between(rnd, 1, 90) : Infinity, // days after startDay
    plusFee: rnd() < 0.7 ? 9.99 : 79,
  };
  if (p.existing) {
    if (rnd() < 0.08) p.startDay = between(rnd, 60, 112); // dormant customers who come back late
  } else {
    let x;
    do x = rnd() * SPAN_DAYS;
    while (rnd() * 2.2 > 1 + (1.2 * x) / SPAN_DAYS); // more signups later
    p.startDay = firstDay + x;
  }
  if (p.existing) p.rate *= 1.5; // long-standing customers order more
  if (p.heavy) p.rate = between(rnd, 0.45, 0.7);
  if (rnd() < 0.2) p.churnDay = p.startDay + between(rnd, 6, 110);
  return p;
}

function personaProfile(id, firstDay, lastDay) {
  switch (id) {
    case PERSONAS.REGULAR:
      return {
        existing: true,
        startDay: firstDay,
        rate: 0.62,
        heavy: true,
        churnDay: Infinity,
        orderProb: 0.75,
        tipProb: 0.9,
        reviewProb: 0.2,
        couponProb: 0.1,
        pointsProb: 0.15,
        lateProb: 0.1,
        plusDay: 9.3,
        plusFee: 79,
      };
    case PERSONAS.NEWBIE:
      return {
        existing: false,
        startDay: lastDay - 45 + 0.78,
        rate: 0.16,
        heavy: false,
        churnDay: Infinity,
        orderProb: 0.6,
        tipProb: 0.5,
        reviewProb: 0.4,
        couponProb: 0.3,
        pointsProb: 0,
        lateProb: 0.12,
        plusDay: Infinity,
        plusFee: 9.99,
      };
    case PERSONAS.LAPSED:
      return {
        existing: true,
        startDay: firstDay,
        rate: 0.14,
        heavy: false,
        churnDay: lastDay - 25 + 0.83,
        orderProb: 0.65,
        tipProb: 0.3,
        reviewProb: 0.7,
        couponProb: 0.1,
        pointsProb: 0.1,
        lateProb: 0.45,
        plusDay: Infinity,
        plusFee: 9.99,
      };
    case PERSONAS.COUPON:
      return {
        existing: false,
        startDay: lastDay - 100 + 0.5,
        rate: 0.11,
        heavy: false,
        churnDay: Infinity,
        orderProb: 0.7,
        tipProb: 0.2,
        reviewProb: 0.3,
        couponProb: 0.95,
        pointsProb: 0.05,
        lateProb: 0.12,
        plusDay: Infinity,
        plusFee: 9.99,
      };
    default:
      return null;
  }
}

export function generateEvents(now, seed = 1) {
  const nowS = new Date(now).getTime() / 1000;
  const firstS = Math.ceil(nowS - SPAN_DAYS * DAY_S);
  const lastS = Math.ceil(nowS - 120) - 1; // strictly more than 2 minutes before now
  const day0 = Math.floor(firstS / DAY_S) * DAY_S; // UTC midnight of the window's first day
  const lastDay = Math.floor(lastS / DAY_S) - day0 / DAY_S;
  const firstDay = (firstS - day0) / DAY_S;
  const events = [];

  IDS.forEach((id, n) => {
    const rnd = prng(seed * 1_000_003 + n * 7919 + 17);
    const base = profile(rnd, firstDay);
    const p = personaProfile(id, firstDay, lastDay) ?? base;
    const endS = Math.min(lastS, day0 + p.churnDay * DAY_S);
    const used = new Set(); // at most one event per customer per second
    const add = (name, s, value = 1) => {
      s = Math.floor(s);
      while (used.has(s)) s++;
      if (s < firstS || s > endS) return false;
      used.add(s);
      events.push({ userId: id, eventName: name, eventValue: value, s });
      return true;
    };

    // One visit to the app starting at second s; returns nothing.
    const session = (s, first) => {
      add('AppLaunched', s);
      if (first && !p.existing) add('SignedUp', (s += between(rnd, 40, 200)));
      if (rnd() < 0.5) add('SearchPerformed', (s += between(rnd, 10, 90)));
      const views = 1 + Math.floor(-Math.log(1 - rnd()) * 1.3);
      for (let i = 0; i < views; i++) add('RestaurantViewed', (s += between(rnd, 15, 180)));
      const ordering = rnd() < (first ? 0.8 : p.orderProb);
      const items = ordering ? 1 + Math.floor(rnd() * 4) : rnd() < 0.35 ? 1 + Math.floor(rnd() * 2) : 0;
      let subtotal = 0;
      for (let i = 0; i < items; i++) {
        const price = cents(
          pick(rnd, [4.5, 5.9, 6.5, 7.9, 8.5, 9.9, 11.5, 12.9, 13.5, 14.9, 16.9, 18.5, 21.9, 24.9]),
        );
        subtotal += price;
        add('ItemAddedToBasket', (s += between(rnd, 20, 150)), price);
      }
      if (!ordering) return;
      subtotal = cents(subtotal);
      add('CheckoutStarted', (s += between(rnd, 20, 120)), subtotal);
      if (rnd() < 0.08) return; // abandoned at checkout
      let discount = 0;
      if (rnd() < p.couponProb) {
        discount = pick(rnd, [3, 5, 5, 7.5, 10]);
        if (discount > subtotal / 2) discount = 3;
        add('CouponApplied', (s += between(rnd, 10, 60)), discount);
      }
      if (rnd() < p.pointsProb) {
        const points = pick(rnd, [100, 200, 300, 500]);
        discount += points / 100;
        add('LoyaltyPointsRedeemed', (s += between(rnd, 10, 60)), points);
      }
      const fee = day0 + (p.startDay + p.plusDay) * DAY_S <= s ? 0 : pick(rnd, [1.99, 2.99, 3.99]);
      const total = cents(Math.max(subtotal + fee - discount, 1));
      if (!add('OrderPlaced', (s += between(rnd, 10, 60)), total)) return;
      if (rnd() < 0.05) {
        add('OrderCancelled', s + between(rnd, 60, 600), total);
        if (rnd() < 0.4) add('SupportTicketOpened', s + between(rnd, 700, 1500));
        return;
      }
      const promised = Math.round(between(rnd, 18, 55));
      const late = rnd() < p.lateProb ? Math.round(between(rnd, 5, 45)) : 0;
      if (late) add('DeliveryLate', s + promised * 60, late);
      s += (promised + late) * 60 + between(rnd, 0, 50);
      add('OrderDelivered', s, promised + late);
      if (late && rnd() < 0.25) add('SupportTicketOpened', s + between(rnd, 60, 900));
      if (rnd() < p.tipProb * (late ? 0.5 : 1)) {
        const tip = rnd() < 0.3 ? cents(Math.min(10, Math.max(1, total * 0.1))) : pick(rnd, [1, 2, 2, 3, 5]);
        add('TipGiven', s + between(rnd, 30, 400), tip);
      }
      if (rnd() < p.reviewProb * (late ? 1.6 : 1)) {
        const stars = late ? 1 + pickW(rnd, [4, 3, 2, 1, 0.3]) : 1 + pickW(rnd, [0.3, 0.5, 1.5, 4, 6]);
        add('ReviewPosted', s + between(rnd, 600, 7200), stars);
      }
    };

    if (!p.existing) session(day0 + p.startDay * DAY_S, true); // the signup session
    for (let d = Math.floor(p.startDay) + (p.existing ? 0 : 1); d <= lastDay; d++) {
      const weekday = new Date((day0 + d * DAY_S) * 1000).getUTCDay();
      const growth = 0.85 + (0.3 * d) / SPAN_DAYS;
      const expected = p.rate * growth * WEEKDAY[weekday];
      const count = Math.floor(expected) + (rnd() < expected % 1 ? 1 : 0);
      for (let k = 0; k < count; k++) {
        const start = day0 + d * DAY_S + pickW(rnd, HOURS) * 3600 + Math.floor(rnd() * 3600);
        if (start >= day0 + p.startDay * DAY_S) session(start, false);
      }
    }
    if (p.plusDay < Infinity)
      add('ForklyPlusJoined', day0 + (p.startDay + p.plusDay) * DAY_S + 600, p.plusFee);
  });

  events.sort((a, b) => a.s - b.s || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, s }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(s * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}
