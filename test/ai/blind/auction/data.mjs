// Blind round "auction": an online auction marketplace for collectibles.
// Sellers list items, buyers watch and bid, winners pay, leave feedback, sellers get payouts,
// moderators flag listings. Deterministic for a given `now` (mulberry32, fixed seed).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function mulberry32(seed) {
  return function () {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const EVENT_NAMES = [
  'account_created', // any new account (value 0)
  'listing_created', // seller lists an item; value = starting price in dollars
  'item.watched', // buyer adds an item to the watch list (value 0)
  'BidPlaced', // buyer bids; value = bid amount in dollars
  'Auction Won', // buyer wins when the auction closes (value 0: the price is on the payment)
  'payment-completed', // winner pays; value = amount paid in dollars (hammer price + shipping)
  'Feedback Left', // buyer rates the seller; value = 1..5 stars
  'listing.unsold', // seller's auction closed without any bid (value 0)
  'PaymentDisputed', // buyer disputes a payment; value = disputed amount in dollars
  'seller-payout', // seller paid out; value = payout in dollars (paid amount minus 10% fee)
  'listing.flagged', // moderator flags a listing (value 0)
  'search_performed', // buyer runs a search (value 0)
];

export const PERSONAS = {
  powerBidder: 'buyer_0007', // places far more bids than anyone
  whale: 'buyer_0042', // snipes expensive lots; the top spender
  churner: 'buyer_0150', // very active, then gone for the last 52 days
  disputer: 'buyer_0266', // disputes a lot of payments
  lurker: 'buyer_0300', // searches and watches, never bids
  newcomer: 'buyer_0361', // signed up 5 days ago
  topSeller: 'seller_003', // lists the most; ran the celebrity flash sale
  goneSeller: 'seller_071', // stopped selling 45 days ago
  moderator: 'mod_kim', // flags the most listings
};

export const NOBODY = 'buyer_0777';

// UTC hour and ISO weekday (Mon = 0) rhythms.
const HOUR_W = [
  0.35, 0.25, 0.18, 0.12, 0.1, 0.1, 0.15, 0.25, 0.4, 0.55, 0.65, 0.7, 0.75, 0.75, 0.75, 0.8, 0.85, 0.9, 1.0,
  1.15, 1.35, 1.2, 0.9, 0.6,
];
const SEARCH_HOUR_W = HOUR_W.map((w, h) => (h === 20 ? 1.8 : w)); // evening browsing peak
const WD_W = [0.85, 0.85, 0.9, 1.0, 0.95, 1.1, 1.35];
const LIST_WD = [1.0, 0.9, 0.95, 1.2, 1.0, 0.9, 1.15];

const round2 = (x) => Math.round(x * 100) / 100;
const dayStart = (t) => Math.floor(t / DAY) * DAY;
const isoWd = (t) => (new Date(t).getUTCDay() + 6) % 7;

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rng = mulberry32(20261125);
  const end = Math.floor((now - 120_000) / 1000) * 1000; // latest allowed timestamp
  const start = now - 119.5 * DAY; // earliest kept timestamp
  const today = dayStart(now);
  const simStart = today - 130 * DAY;
  const incidentDay = today - 40 * DAY; // payment processor outage
  const dropDay = today - 23 * DAY; // celebrity collection flash sale

  const pickIndex = (weights) => {
    let s = 0;
    for (const w of weights) s += w;
    let r = rng() * s;
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  const poisson = (lambda) => {
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rng();
    } while (p > L);
    return k - 1;
  };
  const hourOk = (t) => rng() < (HOUR_W[new Date(t).getUTCHours()] / 1.35) * (WD_W[isoWd(t)] / 1.35);
  const timeInDay = (d) => d + pickIndex(HOUR_W) * HOUR + Math.floor(rng() * 3600) * 1000;

  // ---- people --------------------------------------------------------------------------
  const people = new Map(); // id -> {joinAt, churnAt, w, bidW}
  const add = (id, p) => people.set(id, p);
  const buyers = [],
    sellers = [],
    mods = [];
  for (let i = 1; i <= 361; i++) {
    const id = `buyer_${String(i).padStart(4, '0')}`;
    const existing = i <= 250;
    const w = Math.min(12, 0.3 + -Math.log(1 - rng()) * 2);
    const p = {
      joinAt: existing ? -Infinity : start + 3 * DAY + 112 * DAY * Math.sqrt(rng()),
      churnAt: rng() < 0.12 ? start + 10 * DAY + rng() * 100 * DAY : Infinity,
      w,
      bidW: w,
    };
    if (id === PERSONAS.powerBidder)
      Object.assign(p, { w: 20, bidW: 45, churnAt: Infinity, joinAt: -Infinity });
    if (id === PERSONAS.whale) Object.assign(p, { w: 3, bidW: 2, churnAt: Infinity, joinAt: -Infinity });
    if (id === PERSONAS.churner)
      Object.assign(p, { w: 10, bidW: 10, churnAt: now - 52 * DAY, joinAt: -Infinity });
    if (id === PERSONAS.disputer) Object.assign(p, { w: 4, bidW: 4, churnAt: Infinity, joinAt: -Infinity });
    if (id === PERSONAS.lurker) Object.assign(p, { w: 5, bidW: 0, churnAt: Infinity, joinAt: -Infinity });
    if (id === PERSONAS.newcomer)
      Object.assign(p, { w: 4, bidW: 4, churnAt: Infinity, joinAt: now - 5 * DAY + 2.5 * HOUR });
    add(id, p);
    buyers.push(id);
  }
  for (let i = 1; i <= 90; i++) {
    const id = `seller_${String(i).padStart(3, '0')}`;
    const p = {
      joinAt: i <= 72 ? -Infinity : start + 5 * DAY + 110 * DAY * Math.sqrt(rng()),
      churnAt: rng() < 0.08 ? start + 20 * DAY + rng() * 90 * DAY : Infinity,
      w: 0.3 + -Math.log(1 - rng()) * 1.5,
    };
    if (id === PERSONAS.topSeller) Object.assign(p, { w: 14, joinAt: -Infinity, churnAt: Infinity });
    if (id === PERSONAS.goneSeller) Object.assign(p, { w: 4, joinAt: -Infinity, churnAt: now - 45 * DAY });
    add(id, p);
    sellers.push(id);
  }
  for (const [id, w, joinAt] of [
    ['mod_kim', 3, -Infinity],
    ['mod_raj', 1.6, -Infinity],
    ['mod_lee', 1, -Infinity],
    ['mod_ana', 0.7, now - 30 * DAY - 5 * HOUR],
  ]) {
    add(id, { joinAt, churnAt: Infinity, w });
    mods.push(id);
  }
  for (const p of people.values()) {
    if (Number.isFinite(p.joinAt)) p.joinAt = Math.floor(p.joinAt / 1000) * 1000;
    if (Number.isFinite(p.churnAt)) p.churnAt = Math.floor(p.churnAt / 1000) * 1000;
  }
  const active = (id, t) => {
    const p = people.get(id);
    return t >= p.joinAt && t < p.churnAt;
  };
  const pickFrom = (ids, weightKey, t, not) => {
    const ws = ids.map((id) => people.get(id)[weightKey]);
    for (let k = 0; k < 40; k++) {
      const id = ids[pickIndex(ws)];
      if (active(id, t) && id !== not && people.get(id)[weightKey] > 0) return id;
    }
    return null;
  };

  // ---- events --------------------------------------------------------------------------
  const out = [];
  const emit = (userId, eventName, eventValue, t) =>
    out.push({ userId, eventName, eventValue, t: Math.floor(t / 1000) * 1000 });

  for (const [id, p] of people) if (p.joinAt > simStart) emit(id, 'account_created', 0, p.joinAt);

  const PRICES = [0.99, 1, 5, 9.99, 10, 20, 25, 49, 50, 99, 150, 250, 500];
  const PRICE_W = [10, 6, 10, 9, 8, 8, 8, 6, 5, 4, 2.5, 1.5, 0.7];
  const SHIPPING = [0, 3.95, 4.95, 7.5, 12];

  function auction(seller, created, startPrice, endT, nBids, nWatch) {
    emit(seller, 'listing_created', startPrice, created);
    const span = endT - created;
    for (let j = 0; j < nWatch; j++) {
      const t = created + span * Math.pow(rng(), 0.8);
      const b = pickFrom(buyers, 'w', t);
      if (b) emit(b, 'item.watched', 0, t);
    }
    if (nBids === 0) {
      emit(seller, 'listing.unsold', 0, endT);
      return;
    }
    const times = [];
    for (let j = 0; j < nBids; j++) {
      let t = 0;
      for (let k = 0; k < 5; k++) {
        t = created + span * Math.pow(rng(), 0.45);
        if (hourOk(t)) break;
      }
      times.push(t);
    }
    times.sort((a, b) => a - b);
    let price = startPrice,
      last = null,
      lastT = created;
    times.forEach((t, j) => {
      const b = pickFrom(buyers, 'bidW', t, last);
      if (!b) return;
      if (j > 0 || last) price = round2(price + Math.max(1, Math.round(price * (0.04 + rng() * 0.12))));
      emit(b, 'BidPlaced', price, t);
      last = b;
      lastT = t;
    });
    const whale = PERSONAS.whale;
    if (startPrice >= 49 && last !== whale && active(whale, endT) && rng() < 0.4) {
      const t = Math.max(lastT + 60_000, endT - rng() * 40 * 60_000);
      if (t < endT) {
        price = round2(price + Math.max(1, Math.round(price * (0.04 + rng() * 0.12))));
        emit(whale, 'BidPlaced', price, t);
        last = whale;
      }
    }
    if (!last) {
      emit(seller, 'listing.unsold', 0, endT);
      return;
    }
    emit(last, 'Auction Won', 0, endT);
    if (rng() >= 0.88) return; // never paid
    let payT = endT + Math.min(96, 0.5 + -Math.log(1 - rng()) * 14) * HOUR;
    if (payT >= incidentDay && payT < incidentDay + DAY) payT = incidentDay + DAY + rng() * 12 * HOUR;
    const paid = round2(price + SHIPPING[pickIndex([3, 3, 3, 2, 1])]);
    emit(last, 'payment-completed', paid, payT);
    let pDispute = last === PERSONAS.disputer ? 0.45 : 0.025;
    const afterOutage = payT >= incidentDay + DAY && payT < incidentDay + 2 * DAY;
    if (afterOutage) pDispute = Math.max(pDispute, 0.5);
    if (rng() < pDispute) {
      const dT = afterOutage
        ? payT + rng() * 0.9 * (incidentDay + 2 * DAY - payT)
        : payT + (1 + rng() * 12) * DAY;
      emit(last, 'PaymentDisputed', paid, dT);
      if (rng() < 0.6) emit(last, 'Feedback Left', 1 + Math.floor(rng() * 2), dT + (1 + rng() * 2) * DAY);
      return;
    }
    if (rng() < 0.55)
      emit(
        last,
        'Feedback Left',
        1 + pickIndex([0.05, 0.05, 0.1, 0.25, 0.55]),
        payT + (2 + rng() * 10) * DAY,
      );
    emit(seller, 'seller-payout', round2(paid * 0.9), payT + (1 + rng() * 3) * DAY);
  }

  for (let d = simStart; d <= end; d += DAY) {
    const frac = (d - simStart) / (130 * DAY);
    // listings, with their whole auction life
    const n = poisson((19 + 13 * frac) * LIST_WD[isoWd(d)]);
    for (let i = 0; i < n; i++) {
      const created = timeInDay(d);
      const seller = pickFrom(sellers, 'w', created);
      if (!seller) continue;
      const startPrice = PRICES[pickIndex(PRICE_W)];
      let endT;
      if (rng() < 0.4) {
        endT = dayStart(created) + ((6 - isoWd(created) + 7) % 7) * DAY + (18 + rng() * 4) * HOUR;
        while (endT < created + 3 * DAY) endT += 7 * DAY;
      } else endT = created + [3, 5, 7, 10][pickIndex([3, 3, 4, 1])] * DAY;
      const pUnsold = 0.18 + (startPrice >= 99 ? 0.12 : 0);
      const nBids = rng() < pUnsold ? 0 : Math.min(25, 1 + Math.floor(-Math.log(1 - rng()) * 3.2));
      const nWatch = poisson(1 + 0.2 * nBids);
      auction(seller, created, startPrice, endT, nBids, nWatch);
    }
    // searches
    const ns = poisson((25 + 18 * frac) * WD_W[isoWd(d)]);
    for (let i = 0; i < ns; i++) {
      const t = d + pickIndex(SEARCH_HOUR_W) * HOUR + Math.floor(rng() * 3600) * 1000;
      const b = pickFrom(buyers, 'w', t);
      if (b) emit(b, 'search_performed', 0, t);
    }
    // moderation, office hours
    const nf = poisson(2.5);
    for (let i = 0; i < nf; i++) {
      const t = d + (8 + rng() * 10) * HOUR;
      const m = pickFrom(mods, 'w', t);
      if (m) emit(m, 'listing.flagged', 0, t);
    }
  }

  // the celebrity collection flash sale: 30 short auctions by the top seller on one afternoon
  for (let j = 0; j < 30; j++) {
    const created = dropDay + 14 * HOUR + j * 2 * 60_000;
    const endT = dropDay + 21 * HOUR + j * 60_000;
    const startPrice = [25, 50, 99, 150, 250][j % 5];
    auction(
      PERSONAS.topSeller,
      created,
      startPrice,
      endT,
      15 + Math.floor(rng() * 16),
      8 + Math.floor(rng() * 8),
    );
  }

  // the newcomer's first days
  const nc = PERSONAS.newcomer,
    ncJoin = people.get(nc).joinAt;
  [0.2, 0.5, 1.3, 2.2, 3.1, 4.0].forEach((k, i) =>
    emit(nc, i % 2 ? 'item.watched' : 'search_performed', 0, ncJoin + k * DAY),
  );
  [1.4, 2.3, 3.6].forEach((k, i) => emit(nc, 'BidPlaced', [12, 27, 40][i], ncJoin + k * DAY));

  // live trickle right up to now: people are always browsing and bidding
  for (let k = 0; k < 25; k++) {
    const t = end - k * 7 * 60_000 - (k ? Math.floor(rng() * 60) * 1000 : 0);
    const kind = [0, 1, 1, 2][k % 4];
    const b = pickFrom(buyers, kind === 2 ? 'bidW' : 'w', t);
    if (!b) continue;
    if (kind === 0) emit(b, 'search_performed', 0, t);
    else if (kind === 1) emit(b, 'item.watched', 0, t);
    else emit(b, 'BidPlaced', PRICES[pickIndex(PRICE_W)] + 1 + Math.floor(rng() * 20), t);
  }

  return out
    .filter((e) => e.t >= start && e.t <= end && active(e.userId, e.t))
    .sort((a, b) => a.t - b.t)
    .map(({ userId, eventName, eventValue, t }) => ({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    }));
}
