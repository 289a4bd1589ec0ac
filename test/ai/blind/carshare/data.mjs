// Synthetic usage events of "carshare", a car-sharing app: members search for nearby cars,
// reserve and unlock them, drive, pay per trip or hold a monthly pass, refuel for credit,
// report damage and get fined for late returns. Deterministic for a given `now` and seed.

export const EVENT_NAMES = [
  'member_signed_up', // account created (first event of every member who joined in the window), value 0
  'car_search', // searched the map for nearby cars, value 0
  'reservation_created', // reserved a car (held for 15 min), value 0
  'reservation_cancelled', // gave a reservation up, value 0
  'car_unlocked', // unlocked the reserved car with the app, value 0
  'trip_started', // engine on / trip clock started, value 0
  'trip_ended', // trip closed, value = kilometres driven (1 decimal)
  'trip_paid', // trip charged, value = price in EUR (per-minute tariff, cheaper with a pass)
  'refuel.credited', // member refuelled / recharged the car, value = drive credit granted in EUR
  'damage_reported', // damage photo report at pick-up, value 0
  'fine.late_return', // late-return fine, value = fine in EUR (15, 25 or 40)
  'Pass Purchased', // monthly pass bought or renewed, value = EUR (29 student, 49 standard)
  'Trip Rated', // trip rating, value = stars 1..5
];

export const PERSONAS = {
  heaviest: 'mbr_20417', // daily commuter with a pass, most events of all
  power2: 'mbr_18833', // second power user, pay-per-trip
  newcomer: 'mbr_30988', // signed up about two days before now
  lapsed: 'mbr_11032', // long-time member, nothing in the last ~75 days
  passHolder: 'mbr_14560', // regular pass holder, renews every 30 days
  fined: 'mbr_22871', // often returns cars late
};

export const NOBODY = 'mbr_99999';

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

// Hour-of-day weights (UTC): commute peaks on weekdays, late mornings/afternoons at weekends.
const WEEKDAY_HOURS = [
  1, 0.5, 0.3, 0.3, 0.5, 1.5, 4, 9, 10, 6, 4, 4, 5, 4.5, 4, 5, 7.5, 11, 9, 6, 4.5, 3.5, 2.5, 1.5,
];
const WEEKEND_HOURS = [
  2, 1.5, 1, 0.5, 0.3, 0.3, 0.6, 1.2, 2.5, 4.5, 6.5, 8, 8.5, 8, 7.5, 7, 6.5, 6, 5.5, 5, 4, 3.5, 3, 2.5,
];
// Monday..Sunday activity factor.
const DAY_FACTOR = [1.05, 1.1, 1.1, 1.15, 1.25, 0.95, 0.7];

function pickWeighted(rnd, weights) {
  const total = weights.reduce((s, w) => s + w, 0);
  let x = rnd() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}

function poisson(rnd, lambda) {
  const L = Math.exp(-lambda);
  let k = 0,
    p = 1;
  do {
    k++;
    p *= rnd();
  } while (p > L);
  return k - 1;
}

const normal = (rnd) => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
const r2 = (x) => Math.round(x * 100) / 100;
const r1 = (x) => Math.round(x * 10) / 10;

export function generateEvents(now, seed = 20261125) {
  const rnd = mulberry32(seed);
  const base = Math.floor(+now / 1000) * 1000;
  const windowStart = base - 120 * DAY;
  const latest = base - 2 * MIN - 1000;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < windowStart || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };

  // ---- members ----
  const ids = new Set(Object.values(PERSONAS));
  const members = [];
  const add = (m) => members.push(m);
  add({
    id: PERSONAS.heaviest,
    start: windowStart + 3 * HOUR,
    end: base,
    rate: 2.1,
    pass: true,
    isNew: false,
    fineP: 0.03,
  });
  add({
    id: PERSONAS.power2,
    start: windowStart + 9 * HOUR,
    end: base,
    rate: 1.5,
    pass: false,
    isNew: false,
    fineP: 0.05,
  });
  add({
    id: PERSONAS.newcomer,
    start: base - 2 * DAY - 5 * HOUR - 17 * MIN,
    end: base,
    rate: 0.9,
    pass: false,
    isNew: true,
    fineP: 0.02,
  });
  add({
    id: PERSONAS.lapsed,
    start: windowStart + 2 * DAY,
    end: base - 75 * DAY - 7 * HOUR,
    rate: 0.45,
    pass: false,
    isNew: false,
    fineP: 0.05,
  });
  add({
    id: PERSONAS.passHolder,
    start: windowStart + 11 * DAY + 4 * HOUR,
    end: base,
    rate: 0.7,
    pass: true,
    isNew: true,
    fineP: 0.03,
  });
  add({
    id: PERSONAS.fined,
    start: windowStart + 5 * DAY,
    end: base,
    rate: 0.55,
    pass: false,
    isNew: false,
    fineP: 0.4,
  });
  const N = 440;
  for (let i = 0; i < N; i++) {
    let id;
    do {
      id = `mbr_${10000 + Math.floor(rnd() * 30000)}`;
    } while (ids.has(id) || id === NOBODY);
    ids.add(id);
    const isNew = rnd() < 0.58;
    // joins skew later: the service is growing
    const start = isNew ? windowStart + Math.sqrt(rnd()) * 119.5 * DAY : windowStart + rnd() * 6 * DAY;
    let end = base;
    if (rnd() < 0.3) end = start + (3 + rnd() * 70) * DAY;
    const power = rnd() < 0.025;
    const rate = power ? 0.9 + rnd() * 0.6 : Math.exp(Math.log(0.075) + 0.8 * normal(rnd));
    add({ id, start, end: Math.min(end, base), rate, pass: rnd() < 0.14, isNew, fineP: 0.035 });
  }

  for (const m of members) {
    const student = rnd() < 0.3;
    if (m.isNew) push(m.id, 'member_signed_up', 0, m.start);
    if (m.pass) {
      for (
        let t = m.start + (m.isNew ? 20 * MIN : rnd() * 29 * DAY);
        t < m.end;
        t += 30 * DAY + rnd() * 2 * HOUR
      ) {
        push(m.id, 'Pass Purchased', student ? 29 : 49, t);
      }
    }
    const firstDay = Math.floor(m.start / DAY) * DAY;
    for (let day = firstDay; day < m.end; day += DAY) {
      const dow = (new Date(day).getUTCDay() + 6) % 7;
      const k = poisson(rnd, m.rate * DAY_FACTOR[dow]);
      for (let s = 0; s < k; s++) {
        const hours = dow >= 5 ? WEEKEND_HOURS : WEEKDAY_HOURS;
        let t = day + pickWeighted(rnd, hours) * HOUR + Math.floor(rnd() * 3600) * 1000;
        if (t < m.start + 10 * MIN || t > m.end) continue;
        session(m, t, dow >= 5);
      }
    }
  }

  function session(m, t, weekend) {
    const searches = 1 + Math.floor(rnd() * rnd() * 4);
    for (let i = 0; i < searches; i++) {
      push(m.id, 'car_search', 0, t);
      t += (10 + rnd() * 80) * 1000;
    }
    if (rnd() < 0.27) return; // looked, nothing close enough
    push(m.id, 'reservation_created', 0, t);
    if (rnd() < 0.11) {
      push(m.id, 'reservation_cancelled', 0, t + (2 + rnd() * 13) * MIN);
      return;
    }
    t += (3 + rnd() * 12) * MIN;
    push(m.id, 'car_unlocked', 0, t);
    if (rnd() < 0.03) {
      push(m.id, 'damage_reported', 0, t + (40 + rnd() * 100) * 1000);
      if (rnd() < 0.4) return; // car not fit to drive, member walks away
    }
    if (rnd() < 0.025) return; // unlocked but never started (wrong car, changed plans)
    t += (1 + rnd() * 3) * MIN;
    push(m.id, 'trip_started', 0, t);
    const minutes = Math.max(4, Math.round(Math.exp((weekend ? 3.9 : 3.2) + 0.55 * normal(rnd))));
    const km = Math.max(0.5, r1(minutes * (0.25 + rnd() * 0.45)));
    if (rnd() < 0.07)
      push(
        m.id,
        'refuel.credited',
        [5, 8, 10][Math.floor(rnd() * 3)],
        t + minutes * MIN * (0.3 + rnd() * 0.5),
      );
    t += minutes * MIN;
    if (rnd() < 0.015) return; // trip force-closed by support: no end or payment event
    push(m.id, 'trip_ended', km, t);
    if (rnd() < 0.03) return; // payment failed / waived, nothing recorded
    push(
      m.id,
      'trip_paid',
      r2((m.pass ? 0.19 : 0.29) * minutes + (m.pass ? 0 : 1) + 0.05 * Math.max(0, km - 50)),
      t + (20 + rnd() * 40) * 1000,
    );
    if (rnd() < m.fineP)
      push(
        m.id,
        'fine.late_return',
        [15, 25, 40][pickWeighted(rnd, [6, 3, 1])],
        t + (60 + rnd() * 120) * 1000,
      );
    if (rnd() < 0.36)
      push(m.id, 'Trip Rated', 1 + pickWeighted(rnd, [0.4, 0.5, 1.2, 3, 4.2]), t + (1 + rnd() * 20) * MIN);
  }

  out.sort((a, b) => a.t - b.t);
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
