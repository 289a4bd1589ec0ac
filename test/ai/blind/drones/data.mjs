/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
// Drone-delivery dispatch platform: synthetic usage events (deterministic for a given `now`).
const MIN = 60_000,
  HOUR = 3_600_000,
  DAY = 86_400_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const EVENT_NAMES = [
  'order_placed', // recipient orders a delivery; value = delivery fee in USD
  'flight.launched', // pilot launches the drone; value = payload weight in kg
  'ParcelDropped', // pilot drops the parcel; value = minutes from launch to drop
  'Returned To Base', // drone back at base; value = battery % remaining
  'battery-swap', // pilot swaps the pack; value = charge cycles of the removed pack
  'weather_hold', // launch held for weather; value = hold length in minutes
  'nofly.abort', // flight aborted at a no-fly zone; value = 0
  'order_cancelled', // recipient cancels before launch; value = minutes after ordering
  'tracking.viewed', // recipient opens live tracking; value = 0
  'RatingSubmitted', // recipient rates the delivery; value = stars 1-5
  'drop-zone-updated', // recipient moves their drop pin; value = metres moved
  'Account Created', // recipient signs up; value = 0
];

export const PERSONAS = {
  topRecipient: 'user_0042', // orders almost every day
  churner: 'user_0117', // heavy user who stopped ~45 days ago
  newcomer: 'user_0388', // signed up 5 days ago
  topPilot: 'pilot_07', // flies the most sorties
  abortPronePilot: 'pilot_13', // routes that keep hitting no-fly zones
  retiredPilot: 'pilot_19', // left the team ~60 days ago
};
export const NOBODY = 'user_0999';

const FEES = [6.99, 8.99, 12.49, 15.99, 19.99];
// hour-of-day weights (UTC): lunch and evening peaks, quiet but non-empty nights
const HOURS = [4, 3.5, 3, 2.5, 1.6, 2.2, 2.6, 3, 4, 5, 6, 8, 9.5, 8, 6, 6, 7, 9, 13, 9, 7, 5, 4, 3];
// ISO weekday (0 = Monday) order multipliers: weekends busiest
const WEEKDAY = [0.8, 0.9, 0.95, 1.0, 1.1, 1.6, 1.15];

export function generateEvents(now) {
  const rand = mulberry32(20261129);
  const nowMs = +now;
  const latest = nowMs - 2 * MIN,
    earliest = nowMs - 120 * DAY;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const weighted = (items, weights) => {
    let s = 0;
    for (const w of weights) s += w;
    let r = rand() * s;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  };
  const randInt = (a, b) => a + Math.floor(rand() * (b - a + 1));
  const hourTotal = HOURS.reduce((a, b) => a + b, 0);

  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };

  // Day index k: 0 = 120 days back, 120 = today.
  const N_DAYS = 121,
    STORM = 97;
  const dayStartOf = (k) => today0 - (120 - k) * DAY;

  // Recipients
  const recips = [];
  for (let i = 1; i <= 430; i++) {
    const id = `user_${String(i).padStart(4, '0')}`;
    let join = i <= 170 ? -1 : Math.floor(Math.sqrt(rand()) * 119); // growth: later joins more likely
    let leave = rand() < 0.18 ? randInt(20, 118) : 999;
    let w = 0.15 + -Math.log(1 - rand() * 0.999) * 0.9;
    if (id === PERSONAS.topRecipient) {
      join = -1;
      leave = 999;
      w = 0.001;
    }
    if (id === PERSONAS.churner) {
      join = -1;
      leave = 75;
      w = 0.001;
    }
    if (id === PERSONAS.newcomer) {
      join = 115;
      leave = 999;
      w = 1.2;
    }
    if (id === 'user_0999') continue;
    recips.push({ id, join, leave, w, neverOrders: join >= 0 && rand() < 0.15 && id !== PERSONAS.newcomer });
  }
  // Pilots
  const pilots = [];
  for (let i = 1; i <= 22; i++) {
    const id = `pilot_${String(i).padStart(2, '0')}`;
    let w = 0.4 + rand() * 0.8,
      from = 0,
      to = 999;
    if (i >= 20) from = randInt(30, 80); // hired later
    if (id === PERSONAS.topPilot) w = 3.2;
    if (id === 'pilot_16') w = 2.2; // steady second-busiest pilot
    if (id === 'pilot_08') w = 1.6; // third
    if (id === PERSONAS.retiredPilot) to = 60;
    pilots.push({ id, w, from, to });
  }

  const timeIn = (k) => {
    const h = weighted([...HOURS.keys()], HOURS);
    return dayStartOf(k) + h * HOUR + Math.floor(rand() * HOUR);
  };

  function deliver(r, t, k) {
    const storm = k === STORM;
    if (rand() < 0.015) push(r.id, 'drop-zone-updated', randInt(1, 50), t - randInt(2, 30) * MIN);
    push(r.id, 'order_placed', pick(FEES), t);
    if (rand() < (storm ? 0.2 : 0.06)) {
      push(r.id, 'order_cancelled', randInt(1, 25), t + randInt(1, 25) * MIN);
      return;
    }
    const avail = pilots.filter((p) => k >= p.from && k < p.to);
    const p = weighted(
      avail,
      avail.map((x) => x.w),
    );
    let launch = t + randInt(3, 12) * MIN;
    if (rand() < (storm ? 0.75 : 0.05)) {
      const hold = storm ? randInt(30, 120) : randInt(5, 60);
      push(p.id, 'weather_hold', hold, t + 2 * MIN);
      launch += hold * MIN;
    }
    push(p.id, 'flight.launched', Math.round((0.3 + rand() * 2.2) * 10) / 10, launch);
    let tv = launch;
    const views = rand() < 0.65 ? randInt(1, 4) : 0;
    for (let v = 0; v < views; v++) {
      tv += randInt(1, 6) * MIN + randInt(0, 59) * 1000;
      push(r.id, 'tracking.viewed', 0, tv);
    }
    let back;
    const abortP = storm ? 0.35 : p.id === PERSONAS.abortPronePilot ? 0.15 : 0.025;
    if (rand() < abortP) {
      const at = launch + randInt(3, 9) * MIN;
      push(p.id, 'nofly.abort', 0, at);
      back = at + randInt(4, 12) * MIN;
    } else {
      const m = randInt(6, 28);
      const drop = launch + m * MIN;
      push(p.id, 'ParcelDropped', m, drop);
      const rateP = r.id === PERSONAS.topRecipient ? 0.9 : 0.35;
      if (rand() < rateP)
        push(
          r.id,
          'RatingSubmitted',
          weighted([1, 2, 3, 4, 5], [1, 1, 3, 8, 14]),
          drop + randInt(10, 180) * MIN,
        );
      back = drop + randInt(6, 28) * MIN;
    }
    push(p.id, 'Returned To Base', randInt(15, 70), back);
    if (rand() < 0.45) push(p.id, 'battery-swap', randInt(50, 400), back + randInt(2, 6) * MIN);
  }

  for (let k = 0; k < N_DAYS; k++) {
    const wd = (new Date(dayStartOf(k)).getUTCDay() + 6) % 7;
    const active = recips.filter((r) => r.join <= k && k < r.leave && !r.neverOrders);
    // sign-ups
    for (const r of recips)
      if (r.join === k) {
        const t = timeIn(k);
        push(r.id, 'Account Created', 0, t);
        if (!r.neverOrders) deliver(r, t + randInt(5, 240) * MIN, k);
      }
    const n = Math.round((24 + 34 * (k / 120)) * WEEKDAY[wd] * (0.9 + rand() * 0.2));
    const weights = active.map((r) => r.w);
    for (let i = 0; i < n; i++) deliver(weighted(active, weights), timeIn(k), k);
    // personas
    const top = recips.find((r) => r.id === PERSONAS.topRecipient);
    for (let i = 0, m = rand() < 0.5 ? 3 : 2; i < m; i++) deliver(top, timeIn(k), k);
    const ch = recips.find((r) => r.id === PERSONAS.churner);
    if (k < ch.leave && k % 2 === 0) deliver(ch, timeIn(k), k);
  }

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
