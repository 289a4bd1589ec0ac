// Print-on-demand storefront ("Inkwell Prints"): designers upload artwork, customers browse,
// order printed goods (t-shirts, hoodies, posters, mugs, totes, stickers); the print farm prints,
// the warehouse ships, some orders come back, designers get paid out every Friday.
//
// Deterministic for a given `now` (mulberry32 with a fixed seed; the day grid is aligned to UTC days).

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'design_uploaded', // designer uploads a piece of artwork; value = file size in MB
  'search', // storefront search; value = number of results shown
  'product.viewed', // product page view; value = 0
  'AddToCart', // item added to cart; value = quantity
  'Checkout Started', // checkout opened; value = items in cart
  'order_placed', // order paid; value = order total in USD (incl. 4.99 shipping)
  'print-job-completed', // the order's print job finished; value = units printed
  'PrintJobFailed', // a print attempt failed and is retried; value = 0
  'shipment.dispatched', // parcel handed to the carrier; value = parcel weight in grams
  'return-requested', // customer asks for a return; value = refund requested in USD
  'review_submitted', // product review; value = star rating 1–5
  'Payout Sent', // weekly designer payout (Fridays); value = USD paid to the designer
];

export const PERSONAS = {
  reseller: 'cust_1088', // merch reseller: top user by events and by order value
  churner: 'cust_1234', // very active for the first two months, silent for the last ~60 days
  serialReturner: 'cust_1307', // orders regularly, returns most of it
  newcomer: 'cust_1399', // first seen 6 days ago, browsing right now
  topDesigner: 'des_042', // uploads the most artwork, biggest payouts
};

export const NOBODY = 'cust_9999';

const PRODUCTS = [
  { name: 'tee', price: 24.99, grams: 180, w: 34 },
  { name: 'hoodie', price: 44.99, grams: 520, w: 10 },
  { name: 'poster', price: 18.5, grams: 140, w: 20 },
  { name: 'mug', price: 14.99, grams: 350, w: 20 },
  { name: 'tote', price: 19.99, grams: 120, w: 8 },
  { name: 'stickers', price: 6.5, grams: 30, w: 8 },
];

// Monday … Sunday: weekend shopping peak.
const WEEKDAY_FACTOR = [1.0, 0.92, 0.88, 0.95, 1.06, 1.3, 1.45];
// Hour of day (UTC): evening peak around 19:00, trough around 04:00.
const HOUR_WEIGHTS = [
  3.1, 2.3, 1.7, 1.2, 0.8, 1.0, 1.5, 2.4, 3.4, 4.4, 5.0, 5.5, 6.0, 6.1, 6.2, 6.6, 7.2, 8.1, 9.1, 10.4, 9.6,
  8.0, 6.2, 4.6,
];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

function mulberry32(seed) {
  return function () {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (x) => Math.round(x * 100) / 100;
const pad = (n, w) => String(n).padStart(w, '0');

export function generateEvents(now) {
  const nowMs = +now;
  const earliest = nowMs - 120 * DAY;
  const latest = nowMs - 2 * MIN;
  const rnd = mulberry32(0x5eed2026);
  const out = [];

  const emit = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= earliest && t <= latest) out.push({ userId, eventName, eventValue, t });
  };

  const day0 = Math.floor(earliest / DAY) * DAY;
  const today = Math.floor(nowMs / DAY) * DAY;
  const nDays = Math.round((today - day0) / DAY) + 1; // day index nDays-1 is today
  const incidentDay = today - 23 * DAY; // print-farm outage: most print attempts fail
  const weekdayOf = (t) => (new Date(t).getUTCDay() + 6) % 7;

  const timeOfDay = () => {
    let x = rnd() * HOUR_TOTAL;
    let h = 0;
    while (h < 23 && x >= HOUR_WEIGHTS[h]) x -= HOUR_WEIGHTS[h++];
    return h * HOUR + Math.floor(rnd() * HOUR);
  };
  const pickProduct = () => {
    let x = rnd() * 100;
    for (const p of PRODUCTS) {
      if (x < p.w) return p;
      x -= p.w;
    }
    return PRODUCTS[0];
  };

  // After an order: print (with failures and retries), ship, maybe return, maybe review.
  function fulfil(userId, t, units, grams, total, prof) {
    let tp = t + (2 + rnd() * 18) * HOUR;
    const fails = (x) => (Math.floor(x / DAY) * DAY === incidentDay ? rnd() < 0.75 : rnd() < 0.04);
    let attempts = 0;
    while (fails(tp) && attempts < 6) {
      emit(userId, 'PrintJobFailed', 0, tp);
      attempts++;
      tp += (1 + rnd() * 3) * HOUR;
    }
    emit(userId, 'print-job-completed', units, tp);
    const ts = tp + (3 + rnd() * 20) * HOUR;
    emit(userId, 'shipment.dispatched', grams + 60 + Math.floor(rnd() * 40), ts);
    if (rnd() < prof.returnP) {
      emit(userId, 'return-requested', round2(total * (0.35 + rnd() * 0.65)), ts + (3 + rnd() * 7) * DAY);
    }
    if (rnd() < prof.reviewP) {
      const r = rnd();
      const stars = r < 0.05 ? 1 : r < 0.1 ? 2 : r < 0.22 ? 3 : r < 0.5 ? 4 : 5;
      emit(userId, 'review_submitted', stars, ts + (4 + rnd() * 8) * DAY);
    }
  }

  function shopSession(userId, t, prof) {
    let c = t;
    const step = () => (c += (15 + rnd() * 200) * 1000);
    if (rnd() < 0.55) {
      emit(userId, 'search', 1 + Math.floor(rnd() * 240), c);
      step();
    }
    const views = 1 + Math.floor(rnd() * 5);
    for (let v = 0; v < views; v++) {
      emit(userId, 'product.viewed', 0, c);
      step();
    }
    if (rnd() >= prof.cartP) return;
    const lines = 1 + (rnd() < 0.35 ? 1 : 0) + (rnd() < 0.1 ? 1 : 0);
    let units = 0,
      total = 0,
      grams = 0;
    for (let l = 0; l < lines; l++) {
      const p = pickProduct();
      const qty = prof.bulk ? 5 + Math.floor(rnd() * 16) : 1 + Math.floor(rnd() ** 2 * 3);
      emit(userId, 'AddToCart', qty, c);
      step();
      units += qty;
      total += p.price * qty;
      grams += p.grams * qty;
    }
    if (rnd() >= prof.checkoutP) return;
    emit(userId, 'Checkout Started', units, c);
    step();
    if (rnd() >= prof.orderP) return;
    total = round2(total + 4.99);
    emit(userId, 'order_placed', total, c);
    fulfil(userId, c, units, grams, total, prof);
  }

  const baseProfile = {
    cartP: 0.38,
    checkoutP: 0.62,
    orderP: 0.78,
    returnP: 0.05,
    reviewP: 0.22,
    bulk: false,
  };
  const special = {
    cust_1088: {
      join: 0,
      rate: 1.7,
      stop: Infinity,
      prof: { ...baseProfile, cartP: 0.8, checkoutP: 0.85, orderP: 0.9, returnP: 0.02, bulk: true },
    },
    cust_1234: { join: 0, rate: 1.0, stop: nDays - 60, prof: { ...baseProfile, cartP: 0.5 } },
    cust_1307: {
      join: 8,
      rate: 0.45,
      stop: Infinity,
      prof: { ...baseProfile, cartP: 0.65, checkoutP: 0.8, returnP: 0.6 },
    },
    cust_1399: { join: nDays - 7, rate: 1.5, stop: Infinity, prof: { ...baseProfile, cartP: 0.45 } },
  };

  // ---- customers -------------------------------------------------------------------------
  for (let i = 0; i < 420; i++) {
    const id = `cust_${1001 + i}`;
    const existing = rnd() < 0.3;
    const joinRoll = rnd();
    const rateRoll = rnd();
    const churnRoll = rnd();
    const churnLen = rnd();
    let s = special[id];
    if (!s) {
      const join = existing ? 0 : Math.min(nDays - 1, Math.floor(nDays * Math.sqrt(joinRoll)));
      s = {
        join,
        rate: 0.04 + 0.36 * rateRoll ** 2,
        stop: churnRoll < 0.3 ? join + 10 + Math.floor(churnLen * 80) : Infinity,
        prof: baseProfile,
      };
    }
    for (let d = s.join; d < Math.min(nDays, s.stop); d++) {
      const dayT = day0 + d * DAY;
      const growth = 0.75 + (0.5 * d) / nDays;
      const expected = s.rate * WEEKDAY_FACTOR[weekdayOf(dayT)] * growth;
      let sessions = Math.floor(expected) + (rnd() < expected - Math.floor(expected) ? 1 : 0);
      if (d === s.join) sessions = Math.max(1, sessions);
      for (let k = 0; k < sessions; k++) shopSession(id, dayT + timeOfDay(), s.prof);
    }
  }

  // The newcomer is browsing right now: a few views in the last half hour.
  emit('cust_1399', 'search', 37, latest - 27 * MIN);
  emit('cust_1399', 'product.viewed', 0, latest - 24 * MIN);
  emit('cust_1399', 'product.viewed', 0, latest - 9 * MIN);
  emit('cust_1399', 'product.viewed', 0, latest - 30 * 1000);

  // ---- designers -------------------------------------------------------------------------
  const designers = [];
  for (let i = 1; i <= 60; i++) {
    const id = `des_${pad(i, 3)}`;
    const existing = rnd() < 0.6;
    const joinRoll = rnd();
    const rateRoll = rnd();
    const pop = rnd();
    const top = id === PERSONAS.topDesigner;
    const d = {
      id,
      join: top || existing ? 0 : Math.min(nDays - 1, Math.floor(nDays * joinRoll)),
      rate: top ? 2.4 : 0.05 + 0.45 * rateRoll,
      popularity: top ? 4 : 0.3 + pop * 1.7,
    };
    designers.push(d);
    for (let day = d.join; day < nDays; day++) {
      const dayT = day0 + day * DAY;
      const expected = d.rate;
      let sessions = Math.floor(expected) + (rnd() < expected - Math.floor(expected) ? 1 : 0);
      if (day === d.join) sessions = Math.max(1, sessions);
      for (let k = 0; k < sessions; k++) {
        let c = dayT + timeOfDay();
        const uploads = 1 + Math.floor(rnd() * 3);
        for (let u = 0; u < uploads; u++) {
          emit(id, 'design_uploaded', Math.round((2 + rnd() * 58) * 10) / 10, c);
          c += (60 + rnd() * 600) * 1000;
        }
        if (rnd() < 0.5) emit(id, 'product.viewed', 0, c);
      }
    }
  }
  // Friday payouts, 10:00–11:30 UTC, to designers who joined at least a week before.
  for (let day = 0; day < nDays; day++) {
    const dayT = day0 + day * DAY;
    if (weekdayOf(dayT) !== 4) continue;
    for (const d of designers) {
      if (day - d.join < 7) continue;
      if (rnd() >= 0.75) continue;
      const amount = round2(d.popularity * (25 + rnd() * 140));
      emit(d.id, 'Payout Sent', amount, dayT + 10 * HOUR + Math.floor(rnd() * 90 * MIN));
    }
  }

  out.sort((a, b) => a.t - b.t);
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }));
}
