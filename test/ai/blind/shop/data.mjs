// Blind evaluation data: a fashion e-commerce shop (web and app). Deterministic for a given `now`.
// Shoppers browse in sessions, search, view products, add and remove cart items, check out,
// place orders, apply coupons, return items, write reviews and subscribe to the newsletter.

const DAY_MS = 86_400_000;
const WINDOW_DAYS = 120;

export const EVENT_NAMES = [
  'account_created', // 0 — a shopper registers (only for shoppers who joined inside the window)
  'session.start', // 0 — a visit on the web shop or in the app
  'product_viewed', // 0 — a product page opened
  'search', // 0 — a search query run
  'wishlist.add', // 0 — a product saved to the wishlist
  'add_to_cart', // item price
  'remove_from_cart', // price of the item removed
  'checkout_started', // 0
  'coupon.applied', // discount amount granted by the coupon
  'order_placed', // order total (items − discount + shipping)
  'item_returned', // refund amount
  'review_submitted', // stars, 1–5
  'newsletter_signup', // 0
];

// Shoppers with a known shape, for one-user questions.
export const PERSONAS = {
  heavy: 'cust_0007', // long-standing heavy shopper (no account_created in the window), many orders
  newcomer: 'cust_0042', // account_created about 45 days ago, regular orders since
  lapsed: 'cust_0123', // long-standing shopper who stopped visiting about 50 days ago
  browser: 'cust_0200', // window shopper: sessions, views, searches, wishlist, never orders
};
export const NOBODY = 'cust_9999';

const USERS = 480;
const PRICES = [
  9.99, 14.99, 19.99, 24.99, 29.95, 34.99, 39.99, 49.99, 59.99, 69.9, 79.99, 89.99, 119, 149, 189, 249,
];
const PRICE_WEIGHTS = [6, 9, 12, 12, 10, 9, 9, 8, 6, 4, 4, 3, 3, 2, 1, 1];
// UTC hour of day: quiet at night, a lunch bump, an evening peak.
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 1, 2, 4, 6, 7, 7, 8, 10, 10, 8, 8, 8, 9, 11, 14, 16, 15, 11, 5];
// Monday … Sunday: weekends are busier.
const WEEKDAY_FACTOR = [0.95, 0.9, 0.9, 0.95, 0.9, 1.2, 1.35];
const STARS = [1, 2, 3, 4, 5];
const STAR_WEIGHTS = [5, 7, 15, 33, 40];

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const money = (x) => Math.round(x * 100) / 100;

export function generateEvents(now) {
  const nowMs = Math.floor(+new Date(now) / 1000) * 1000;
  const start = nowMs - WINDOW_DAYS * DAY_MS;
  const cutoff = nowMs - 2 * 60_000; // nothing in the last 2 minutes
  const rnd = mulberry32(20261125);
  const pick = (list, weights) => {
    let x = rnd() * weights.reduce((s, w) => s + w, 0);
    for (let i = 0; i < list.length; i++) if ((x -= weights[i]) < 0) return list[i];
    return list[list.length - 1];
  };
  const poisson = (lambda) => {
    let k = 0;
    for (let p = Math.exp(-lambda), s = p, u = rnd(); u > s; s += p) p *= lambda / ++k;
    return k;
  };

  const events = [];
  const push = (userId, eventName, t, eventValue = 0) => {
    const ms = Math.floor(t / 1000) * 1000;
    if (ms >= start && ms < cutoff) events.push({ userId, eventName, eventValue, ms });
  };

  for (let i = 1; i <= USERS; i++) {
    const userId = `cust_${String(i).padStart(4, '0')}`;
    // Shape of this shopper.
    let existing = rnd() < 0.3;
    let join = existing ? start : start + Math.pow(rnd(), 0.75) * (WINDOW_DAYS - 2) * DAY_MS;
    const heavy = rnd() < 0.03;
    let rate = heavy ? 0.6 + rnd() * 1.2 : 0.025 + Math.pow(rnd(), 2) * 0.25; // sessions per day
    let churnAt = rnd() < 0.22 ? join + rnd() * (nowMs - join) : Infinity;
    let buyer = 0.35 + rnd() * 0.5; // chance a started checkout ends in an order
    let reviewer = rnd() < 0.5 ? 0.1 : 0.3;
    let wantsNewsletter = rnd() < 0.2;
    if (userId === PERSONAS.heavy) [existing, join, rate, churnAt, buyer] = [true, start, 2.6, Infinity, 0.8];
    if (userId === PERSONAS.newcomer) {
      [existing, join, rate, churnAt, buyer] = [
        false,
        nowMs - 45 * DAY_MS + 7 * 3_600_000,
        0.6,
        Infinity,
        0.8,
      ];
      [reviewer, wantsNewsletter] = [0.5, true];
    }
    if (userId === PERSONAS.lapsed)
      [existing, join, rate, churnAt, buyer] = [true, start, 0.5, nowMs - 50 * DAY_MS, 0.6];
    if (userId === PERSONAS.browser) [existing, join, rate, churnAt, buyer] = [true, start, 0.6, Infinity, 0];

    const end = Math.min(churnAt, cutoff);
    let first = true;
    for (let day = Math.floor(join / DAY_MS) * DAY_MS; day < end; day += DAY_MS) {
      const growth = 0.75 + 0.5 * ((day - start) / (WINDOW_DAYS * DAY_MS));
      const weekday = (new Date(day).getUTCDay() + 6) % 7;
      const sessions = poisson(rate * growth * WEEKDAY_FACTOR[weekday]) + (first && !existing ? 1 : 0);
      const starts = [];
      for (let s = 0; s < sessions; s++) {
        let t = day + pick([...HOUR_WEIGHTS.keys()], HOUR_WEIGHTS) * 3_600_000 + rnd() * 3_600_000;
        if (first && !existing && s === 0) t = Math.max(t, join);
        if (t < join || t >= end) continue;
        starts.push(t);
      }
      starts.sort((a, b) => a - b);
      for (let t of starts) {
        const step = () => (t += 10_000 + rnd() * 110_000);
        if (first && !existing) {
          push(userId, 'account_created', t);
          step();
        }
        first = false;
        push(userId, 'session.start', t);
        if (wantsNewsletter && rnd() < 0.15) {
          push(userId, 'newsletter_signup', step());
          wantsNewsletter = false;
        }
        const cart = [];
        const views = 1 + Math.floor(-Math.log(1 - rnd()) * 2.3);
        for (let v = 0; v < views; v++) {
          if (rnd() < (v === 0 ? 0.55 : 0.2)) push(userId, 'search', step());
          push(userId, 'product_viewed', step());
          if (rnd() < 0.07) push(userId, 'wishlist.add', step());
          if (buyer > 0 && rnd() < 0.24) {
            const price = pick(PRICES, PRICE_WEIGHTS);
            push(userId, 'add_to_cart', step(), price);
            cart.push(price);
          }
        }
        for (let k = cart.length - 1; k >= 0; k--) {
          if (rnd() < 0.15) push(userId, 'remove_from_cart', step(), cart.splice(k, 1)[0]);
        }
        if (!cart.length || rnd() > 0.6) continue;
        push(userId, 'checkout_started', step());
        const subtotal = money(cart.reduce((s, p) => s + p, 0));
        let discount = 0;
        if (rnd() < 0.22) {
          discount =
            rnd() < 0.5 ? pick([5, 10, 15], [3, 2, 1]) : money(subtotal * pick([0.1, 0.15, 0.2], [3, 2, 1]));
          discount = Math.min(discount, money(subtotal / 2)); // a coupon never covers more than half
          push(userId, 'coupon.applied', step(), discount);
        }
        if (rnd() > buyer) continue;
        const total = money(subtotal - discount + (subtotal < 60 ? 4.95 : 0));
        push(userId, 'order_placed', step(), total);
        if (rnd() < 0.16)
          push(userId, 'item_returned', t + (3 + rnd() * 18) * DAY_MS, cart[Math.floor(rnd() * cart.length)]);
        if (rnd() < reviewer)
          push(userId, 'review_submitted', t + (4 + rnd() * 20) * DAY_MS, pick(STARS, STAR_WEIGHTS));
      }
    }
  }

  events.sort((a, b) => a.ms - b.ms || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, ms }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(ms).toISOString(),
  }));
}
