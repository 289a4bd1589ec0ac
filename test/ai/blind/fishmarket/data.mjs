// Fishmarket: an online wholesale fish-market platform. Boats / fish merchants (seller_NNN) list
// catch lots and ship them; restaurants (buyer_NNNN) browse, bid, win lots, pay invoices and
// sometimes open disputes. Deterministic for a given `now` (mulberry32, fixed seed).

export const EVENT_NAMES = [
  'account-created', // buyer account opened (value 0)
  'BuyerVerified', // buyer account verified by compliance (value 0)
  'Catalog Viewed', // buyer browsed the lot catalogue (value 0)
  'watchlist-add', // buyer put a lot on the watchlist (value 0)
  'bid.placed', // buyer bid on a lot (value: bid amount, EUR)
  'LotWon', // buyer won a lot (value: hammer price, EUR)
  'invoice.paid', // buyer paid an invoice (value: EUR)
  'dispute_opened', // buyer disputed a delivery (value: disputed EUR)
  'lot_listed', // seller listed a catch lot (value: kg in the lot)
  'Shipment Sent', // seller shipped kilograms to a buyer (value: kg shipped)
  'cold-chain-alert', // a seller's reefer sensor alert (value: temperature read, °C)
];

export const PERSONAS = {
  topBuyer: 'buyer_0007', // a large restaurant group: most bids, wins and payments
  churner: 'buyer_0142', // active buyer who stopped using the market ~60 days in
  newcomer: 'buyer_0415', // a restaurant that signed up 8 days ago
  topSeller: 'seller_003', // the busiest boat: most lots listed and shipped
  disputer: 'buyer_0231', // opens far more disputes than anyone
};
export const NOBODY = 'buyer_9999';

const DAY = 86_400_000;
const N_BUYERS = 420,
  N_SELLERS = 40,
  INCIDENT = 97; // day index (0..120), 23 days before today

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOURS = [1, 2, 4, 8, 13, 10, 8, 6, 5, 4, 3, 3, 3, 2, 2, 2, 2, 2, 2, 1.5, 1.5, 1, 1, 1];
const WEEKDAY = [0.25, 0.9, 1.2, 1.1, 1.3, 1.5, 0.5]; // Sunday..Saturday (getUTCDay order)
const BUYER_MIX = [
  ['Catalog Viewed', 30],
  ['bid.placed', 30],
  ['watchlist-add', 10],
  ['LotWon', 12],
  ['invoice.paid', 11],
  ['dispute_opened', 1.2],
];
const SELLER_MIX = [
  ['lot_listed', 50],
  ['Shipment Sent', 40],
  ['cold-chain-alert', 5],
];

export function generateEvents(now) {
  const rnd = mulberry32(0xf15a);
  const nowMs = +now;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const day0 = Math.floor(nowMs / DAY) * DAY - 120 * DAY;
  const out = [];
  const pick = (mix) => {
    let total = 0;
    for (const [, w] of mix) total += w;
    let r = rnd() * total;
    for (const [k, w] of mix) {
      if ((r -= w) < 0) return k;
    }
    return mix[mix.length - 1][0];
  };
  const hourMix = HOURS.map((w, h) => [h, w]);
  const poisson = (lambda) => {
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const money = (lo, hi) => Math.round((lo + rnd() * (hi - lo)) * 100) / 100;
  const value = (name) => {
    switch (name) {
      case 'bid.placed':
        return money(60, 1400);
      case 'LotWon':
        return money(80, 1600);
      case 'invoice.paid':
        return money(90, 1800);
      case 'dispute_opened':
        return money(20, 600);
      case 'lot_listed':
        return 20 + Math.floor(rnd() * 380);
      case 'Shipment Sent':
        return 5 + Math.floor(rnd() * 295);
      case 'cold-chain-alert':
        return Math.round((4 + rnd() * 6) * 10) / 10;
      default:
        return 0;
    }
  };
  const at = (d, hour) =>
    day0 +
    d * DAY +
    (hour ?? pick(hourMix)) * 3_600_000 +
    Math.floor(rnd() * 60) * 60_000 +
    Math.floor(rnd() * 60) * 1000;
  const push = (userId, eventName, t, v) => {
    if (t < earliest || t > latest) return;
    out.push({
      userId,
      eventName,
      eventValue: v ?? value(eventName),
      timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
    });
  };

  const people = [];
  for (let i = 1; i <= N_BUYERS; i++) {
    const id = `buyer_${String(i).padStart(4, '0')}`;
    // growth: later days attract more new restaurants
    const existed = rnd() < 0.45;
    const join = existed ? 0 : Math.floor(120 * Math.sqrt(rnd()));
    const churn = rnd() < 0.15 ? join + Math.floor(rnd() * (120 - join)) : 121;
    const rate = 0.12 + rnd() * rnd() * 1.4;
    people.push({ id, role: 'buyer', existed, join, churn, rate });
  }
  for (let i = 1; i <= N_SELLERS; i++) {
    const id = `seller_${String(i).padStart(3, '0')}`;
    people.push({
      id,
      role: 'seller',
      existed: true,
      join: 0,
      churn: rnd() < 0.1 ? 40 + Math.floor(rnd() * 60) : 121,
      rate: 0.8 + rnd() * 1.8,
    });
  }
  const P = Object.fromEntries(people.map((p) => [p.id, p]));
  Object.assign(P[PERSONAS.topBuyer], { existed: true, join: 0, churn: 121, rate: 5.5 });
  Object.assign(P[PERSONAS.churner], { existed: true, join: 0, churn: 60, rate: 2.2 });
  Object.assign(P[PERSONAS.newcomer], { existed: false, join: 112, churn: 121, rate: 1.6 });
  Object.assign(P[PERSONAS.topSeller], { join: 0, churn: 121, rate: 6 });
  Object.assign(P[PERSONAS.disputer], { existed: true, join: 0, churn: 121, rate: 1.5 });

  for (const p of people) {
    const mix =
      p.role === 'seller'
        ? SELLER_MIX
        : p.id === PERSONAS.disputer
          ? BUYER_MIX.map(([k, w]) => [k, k === 'dispute_opened' ? 40 : w])
          : BUYER_MIX;
    if (p.role === 'buyer' && !p.existed) {
      const t = at(p.join);
      push(p.id, 'account-created', t);
      if (rnd() < 0.85) push(p.id, 'BuyerVerified', t + Math.floor((2 + rnd() * 70) * 3_600_000));
    }
    for (let d = p.join; d <= Math.min(p.churn, 120); d++) {
      const wd = new Date(day0 + d * DAY).getUTCDay();
      const growth = 0.55 + (0.9 * d) / 120;
      const n = poisson(p.rate * WEEKDAY[wd] * growth);
      for (let k = 0; k < n; k++) {
        const name = pick(mix);
        push(p.id, name, at(d));
      }
      // the reefer failure: alerts pile up and the next two days bring disputes
      if (d === INCIDENT && p.role === 'seller') {
        const m = 4 + Math.floor(rnd() * 6);
        for (let k = 0; k < m; k++)
          push(p.id, 'cold-chain-alert', at(d), Math.round((9 + rnd() * 7) * 10) / 10);
      }
      if ((d === INCIDENT || d === INCIDENT + 1) && p.role === 'buyer' && rnd() < 0.3)
        push(p.id, 'dispute_opened', at(d));
    }
  }
  // a live trickle of catalogue browsing in the last two hours
  const live = people.filter((p) => p.role === 'buyer' && p.churn > 120 && p.join < 100);
  for (let k = 0; k < 14; k++)
    push(
      live[Math.floor(rnd() * live.length)].id,
      'Catalog Viewed',
      nowMs - (3 + 8 * k) * 60_000 - Math.floor(rnd() * 60) * 1000,
    );

  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
