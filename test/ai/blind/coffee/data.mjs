/* eslint-disable @typescript-eslint/no-unused-vars, no-useless-assignment -- a blind round's generator, kept as its author wrote it */
// Blind round "coffee": a coffee-shop chain's mobile ordering and loyalty app.
// Customers browse the menu, order ahead for pickup, pay in-app, earn and redeem stars, reload a
// gift balance and rate drinks; baristas (their own accounts) mark orders ready.
// Everything is generated relative to `now` with a seeded PRNG, so one `now` gives one data set.

export const EVENT_NAMES = [
  'app_open', // value 0
  'menu.item_viewed', // value 0
  'OrderPlaced', // order total in dollars (e.g. 11.35)
  'order.ready', // done by a barista account; value = prep time in minutes
  'Stars Earned', // stars credited for an order (2 per dollar, rounded)
  'stars_redeemed', // stars spent on a reward (25, 50, 150, 200)
  'gift-card-reload', // dollars loaded onto the gift balance (10, 15, 25, 50, 100)
  'DrinkRated', // rating 1-5
  'signup_completed', // value 0
  'Promo Banner Tapped', // value 0 (seasonal-drink banner)
  'order-cancelled', // 1 = cancelled by the store, 0 = by the customer
  'push.opt_in', // 1 = opted in to push notifications, 0 = opted out
  'PaymentFailed', // value 0
];

export const PERSONAS = {
  regular: 'cust_1042', // heavy regular: orders almost every morning, top spender
  secondRegular: 'cust_1133', // the next-heaviest regular
  churner: 'cust_1177', // heavy user until 52 days ago, then gone
  newcomer: 'cust_1488', // signed up 9 days ago, orders nearly daily, never reloads
  giftFan: 'cust_1305', // reloads big amounts onto the gift balance
  critic: 'cust_1260', // rates almost every drink, mostly 1-2 stars
  leadBarista: 'barista_03', // works the most shifts, marks the most orders ready
};

export const NOBODY = 'cust_1999';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Story anchors, in days before today (UTC).
export const STORY = {
  launchAgo: 35, // seasonal drink launch: banner taps and orders spike, two busy weeks follow
  incidentAgo: 23, // payment outage 06:00-20:00 UTC: most orders fail with PaymentFailed
  churnAgo: 52, // the churner's last day of activity
  newcomerAgo: 9, // the newcomer's signup day
};

const WEEKDAY_FACTOR = [0.6, 1.0, 1.05, 1.1, 1.05, 1.3, 0.85]; // by getUTCDay(): Sun..Sat
const HOURS_WEEKDAY = [
  0.2, 0.1, 0.1, 0.1, 0.2, 0.6, 2.0, 4.0, 6.0, 3.0, 2.0, 2.2, 3.2, 2.6, 1.8, 2.2, 1.8, 1.2, 0.9, 0.7, 0.5,
  0.4, 0.3, 0.2,
];
const HOURS_WEEKEND = [
  0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.5, 1.2, 2.2, 3.5, 4.0, 3.6, 2.8, 2.2, 1.8, 1.8, 1.5, 1.2, 0.9, 0.7, 0.5,
  0.4, 0.3, 0.2,
];
const DRINKS = [345, 425, 475, 495, 545, 595, 625, 675];
const FOOD = [295, 350, 425, 475];

export function generateEvents(now) {
  const rng = mulberry32(20261125);
  const nowMs = +now;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const DAYS = 121; // day index 0 .. 120, index 120 = today
  const day0 = today0 - 120 * DAY;
  const ago = (i) => 120 - i;
  const launchIdx = 120 - STORY.launchAgo;
  const incidentIdx = 120 - STORY.incidentAgo;

  const pick = (arr) => arr[Math.floor(rng() * arr.length)];
  const weighted = (ws) => {
    let total = 0;
    for (const w of ws) total += w;
    let r = rng() * total;
    for (let i = 0; i < ws.length; i++) if ((r -= ws[i]) < 0) return i;
    return ws.length - 1;
  };

  // ---- customer ids: a shuffled pool, personas and NOBODY kept out of it
  const reserved = new Set([...Object.values(PERSONAS), NOBODY]);
  const pool = [];
  for (let n = 1001; n <= 1998; n++) if (!reserved.has(`cust_${n}`)) pool.push(`cust_${n}`);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  let next = 0;

  const customers = [];
  const mk = (id, joinIdx, extra = {}) => {
    const r = rng();
    const c = {
      id,
      joinIdx,
      freq: 0.03 + 0.4 * r ** 2.5,
      churnIdx: rng() < 0.25 ? Math.floor(joinIdx + 1 + rng() * (DAYS - joinIdx - 1)) : Infinity,
      orderP: 0.62 + 0.2 * rng(),
      rateP: 0.06 + 0.1 * rng(),
      giftP: rng() < 0.5 ? 0.03 + 0.05 * rng() : 0.005,
      redeemP: 0.05 + 0.05 * rng(),
      hourBias: rng() < 0.4 ? 7 + Math.floor(rng() * 3) : -1,
      ...extra,
    };
    if (c.joinIdx < 0) c.joinIdx = -1;
    customers.push(c);
    return c;
  };

  for (let k = 0; k < 255; k++) mk(pool[next++], -1);
  for (let i = 0; i < DAYS; i++) {
    let rate = 0.8 + 1.5 * (i / 120);
    if (i >= launchIdx && i < launchIdx + 7) rate += 2;
    let n = 0;
    while (rng() < rate / (rate + 1)) n++; // geometric with mean `rate`
    for (let k = 0; k < n; k++) mk(pool[next++], i);
  }

  // personas
  mk(PERSONAS.regular, -1, {
    freq: 0.95,
    churnIdx: Infinity,
    orderP: 0.97,
    rateP: 0.05,
    giftP: 0.06,
    redeemP: 0.08,
    hourBias: 6,
    weekendFreq: 0.45,
  });
  mk(PERSONAS.secondRegular, -1, {
    freq: 0.5,
    churnIdx: Infinity,
    orderP: 0.93,
    rateP: 0.08,
    giftP: 0.03,
    redeemP: 0.08,
    hourBias: 12,
  });
  mk(PERSONAS.churner, -1, {
    freq: 0.8,
    churnIdx: 120 - STORY.churnAgo + 1,
    orderP: 0.9,
    rateP: 0.1,
    giftP: 0.04,
    redeemP: 0.08,
    hourBias: 8,
  });
  mk(PERSONAS.newcomer, 120 - STORY.newcomerAgo, {
    freq: 0.85,
    churnIdx: Infinity,
    orderP: 0.92,
    rateP: 0.1,
    giftP: 0,
    redeemP: 0,
    hourBias: 9,
    newcomer: true,
  });
  mk(PERSONAS.giftFan, -1, {
    freq: 0.35,
    churnIdx: Infinity,
    orderP: 0.85,
    rateP: 0.05,
    giftP: 0.3,
    giftBig: true,
    redeemP: 0.1,
    hourBias: 13,
  });
  mk(PERSONAS.critic, -1, {
    freq: 0.4,
    churnIdx: Infinity,
    orderP: 0.9,
    rateP: 0.92,
    critic: true,
    giftP: 0.01,
    redeemP: 0.05,
    hourBias: 15,
  });

  // ---- baristas: fixed weekly days off; barista_03 works six days and is favoured at the pass
  const baristas = [];
  for (let b = 1; b <= 20; b++) {
    const id = `barista_${String(b).padStart(2, '0')}`;
    const off1 = Math.floor(rng() * 7);
    const off2 = (off1 + 2 + Math.floor(rng() * 4)) % 7;
    const off = id === PERSONAS.leadBarista ? [off1] : [off1, off2];
    baristas.push({ id, off, weight: id === PERSONAS.leadBarista ? 3.0 : 0.6 + 0.8 * rng() });
  }

  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    events.push({ userId, eventName, eventValue, t: Math.floor(t / 1000) * 1000 });
  };

  for (let i = 0; i < DAYS; i++) {
    const dayMs = day0 + i * DAY;
    const dow = new Date(dayMs).getUTCDay();
    const weekend = dow === 0 || dow === 6;
    let factor = WEEKDAY_FACTOR[dow] * (0.85 + 0.35 * (i / 120));
    if (i === launchIdx) factor *= 2.2;
    else if (i > launchIdx && i < launchIdx + 14) factor *= 1.3;
    const onShift = baristas.filter((b) => !b.off.includes(dow));
    for (const b of onShift) push(b.id, 'app_open', 0, dayMs + 5.5 * HOUR + rng() * 1.5 * HOUR);
    const barista = () => onShift[weighted(onShift.map((b) => b.weight))].id;
    const promoP = i < launchIdx ? 0.05 : i < launchIdx + 14 ? 0.35 : 0.12;

    for (const c of customers) {
      if (i < c.joinIdx || i >= c.churnIdx) continue;
      let t;
      if (i === c.joinIdx) {
        // signup day: signup, push choice, then a first visit
        t = dayMs + (7 + rng() * 13) * HOUR;
        push(c.id, 'signup_completed', 0, t);
        t += (20 + rng() * 100) * 1000;
        push(c.id, 'push.opt_in', rng() < 0.62 ? 1 : 0, t);
      } else {
        let f = c.freq * factor;
        if (weekend && c.weekendFreq !== undefined) f = c.weekendFreq;
        if (rng() >= Math.min(f, 0.98)) continue;
        const h =
          c.hourBias >= 0 && rng() < 0.75 ? c.hourBias : weighted(weekend ? HOURS_WEEKEND : HOURS_WEEKDAY);
        t = dayMs + h * HOUR + rng() * HOUR;
      }
      visit(c, i, t);
    }

    function visit(c, i, t) {
      push(c.id, 'app_open', 0, t);
      if (rng() < 0.003) push(c.id, 'push.opt_in', rng() < 0.5 ? 1 : 0, (t += 15_000));
      if (rng() < c.giftP) {
        const amount = c.giftBig ? (rng() < 0.6 ? 100 : 50) : pick([10, 15, 25, 25, 50]);
        push(c.id, 'gift-card-reload', amount, (t += (20 + rng() * 60) * 1000));
      }
      if (rng() < promoP) push(c.id, 'Promo Banner Tapped', 0, (t += (5 + rng() * 20) * 1000));
      const views = weighted([0.2, 0.35, 0.25, 0.2]);
      for (let v = 0; v < views; v++) push(c.id, 'menu.item_viewed', 0, (t += (8 + rng() * 50) * 1000));
      if (rng() >= (i === c.joinIdx ? 0.8 : c.orderP)) return; // most sign-ups order right away
      if (rng() < c.redeemP)
        push(c.id, 'stars_redeemed', pick([25, 25, 50, 50, 150, 200]), (t += (10 + rng() * 30) * 1000));
      const hour = Math.floor((t % DAY) / HOUR);
      if (i === incidentIdx && hour >= 6 && hour < 20 && rng() < 0.95) {
        push(c.id, 'PaymentFailed', 0, (t += (20 + rng() * 40) * 1000));
        if (rng() < 0.25) order(c, day0 + i * DAY + (20 + rng() * 3) * HOUR + rng() * 600_000);
        return;
      }
      if (rng() < 0.012) {
        push(c.id, 'PaymentFailed', 0, (t += (20 + rng() * 40) * 1000));
        if (rng() < 0.3) return;
        t += (30 + rng() * 120) * 1000;
      }
      order(c, t + (20 + rng() * 60) * 1000);
    }

    function order(c, t) {
      let cents = pick(DRINKS);
      const items = weighted([0.5, 0.3, 0.15, 0.05]);
      for (let k = 0; k < items; k++) cents += rng() < 0.5 ? pick(DRINKS) : pick(FOOD);
      if (rng() < 0.35) cents += 70; // oat milk, extra shot
      const total = cents / 100;
      push(c.id, 'OrderPlaced', total, t);
      if (rng() < 0.01) {
        push(c.id, 'order-cancelled', rng() < 0.3 ? 1 : 0, t + (30 + rng() * 240) * 1000);
        return;
      }
      push(c.id, 'Stars Earned', Math.round(total * 2), t + (3 + rng() * 10) * 1000);
      const prep = 2 + Math.floor(rng() * 9);
      // now and then the customer grabs the cup before the barista taps "ready"
      if (rng() < 0.97) push(barista(), 'order.ready', prep, t + prep * 60_000 + rng() * 50_000);
      if (rng() < c.rateP) {
        const rating = c.critic
          ? rng() < 0.75
            ? 1 + Math.floor(rng() * 2)
            : 3
          : 1 + weighted([0.04, 0.08, 0.18, 0.35, 0.35]);
        push(c.id, 'DrinkRated', rating, t + (20 + rng() * 70) * 60_000);
      }
    }
  }

  const from = nowMs - 120 * DAY,
    to = nowMs - 120_000;
  return events
    .filter((e) => e.t >= from && e.t <= to)
    .sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
    .map(({ userId, eventName, eventValue, t }) => ({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    }));
}
