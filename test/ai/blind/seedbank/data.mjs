// Seedbank: a community seed library and gardening club. Deterministic synthetic events.
const DAY = 86_400_000;
const HOUR = 3_600_000;

export const EVENT_NAMES = [
  'seed_borrowed', // value: seed packets borrowed (1-5)
  'Seeds Returned', // value: grams of saved seed returned (one decimal)
  'swap.completed', // value: packets swapped (1-6)
  'WorkshopAttended', // value: 0
  'donation-made', // value: amount donated in dollars
  'germination.logged', // value: germination rate in percent (8-98)
  'crop_failure_reported', // value: plants lost (1-40)
  'member_joined', // value: 0 (first event of a member who joined in the window)
  'CatalogSearched', // value: 0
  'Garden Plot Booked', // value: hours booked (1-4)
  'frost.alert_viewed', // value: 0
  'newsletter-opened', // value: 0
];

export const PERSONAS = {
  topBorrower: 'mem_0007',
  topDonor: 'mem_0013',
  churner: 'mem_0042',
  frostFarmer: 'mem_0088',
  workshopRegular: 'mem_0120',
  newcomer: 'mem_0451',
};

export const NOBODY = 'mem_9999';

const N_USERS = 470;
export const FROST_DAYS_AGO = 23; // the frost day is the UTC day 23 days before today's

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR_W = [
  0.08, 0.05, 0.04, 0.04, 0.06, 0.12, 0.3, 0.5, 0.7, 0.85, 0.95, 0.9, 0.75, 0.6, 0.55, 0.55, 0.6, 0.75, 0.9,
  1.0, 0.85, 0.55, 0.3, 0.15,
];
// Monday .. Sunday
const WEEKDAY_W = [0.62, 0.58, 0.7, 0.64, 0.55, 1.0, 0.84];

const BASE_MIX = [
  ['CatalogSearched', 26],
  ['seed_borrowed', 18],
  ['newsletter-opened', 13.5],
  ['Seeds Returned', 9.5],
  ['germination.logged', 8.5],
  ['swap.completed', 6.8],
  ['WorkshopAttended', 4.6],
  ['Garden Plot Booked', 3.7],
  ['frost.alert_viewed', 2.6],
  ['donation-made', 1.8],
  ['crop_failure_reported', 0.6],
];

function pick(rand, mix) {
  const total = mix.reduce((s, [, w]) => s + w, 0);
  let r = rand() * total;
  for (const [n, w] of mix) {
    r -= w;
    if (r < 0) return n;
  }
  return mix[mix.length - 1][0];
}

function valueFor(rand, name, user) {
  switch (name) {
    case 'seed_borrowed':
      return pick(rand, [
        [1, 40],
        [2, 30],
        [3, 15],
        [4, 9],
        [5, 6],
      ]);
    case 'Seeds Returned':
      return Math.round((2 + rand() * 78) * 10) / 10;
    case 'swap.completed':
      return 1 + Math.floor(rand() * 6);
    case 'donation-made':
      if (user === PERSONAS.topDonor)
        return pick(rand, [
          [100, 4],
          [150, 3],
          [250, 2],
        ]);
      return pick(rand, [
        [5, 20],
        [10, 30],
        [15, 10],
        [20, 20],
        [25, 12],
        [50, 6],
        [100, 2],
      ]);
    case 'germination.logged':
      return 8 + Math.floor(rand() * 91);
    case 'crop_failure_reported':
      return 1 + Math.floor(rand() * 40);
    case 'Garden Plot Booked':
      return 1 + Math.floor(rand() * 4);
    default:
      return 0;
  }
}

const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';

export function generateEvents(now) {
  const rand = mulberry32(0x5eedba4c);
  const nowS = Math.floor(+now / 1000) * 1000;
  const latest = nowS - 2 * 60_000 - 10_000;
  const earliest = nowS - 119.9 * DAY;
  const out = [];
  const add = (userId, eventName, t, eventValue = valueFor(rand, eventName, userId)) =>
    out.push({ userId, eventName, eventValue, timestamp: iso(Math.floor(t / 1000) * 1000) });

  // A timestamp in [fromAgo, toAgo] days before now, shaped by weekday, hour and growth.
  // Each timestamp draws from its own stream, so names, values and users do not depend on now.
  let serial = 0;
  const when = (fromAgo, toAgo) => {
    const tr = mulberry32(0x9e3779b9 ^ Math.imul(++serial, 0x85ebca6b));
    for (let i = 0; i < 60; i++) {
      const ago = toAgo + tr() * (fromAgo - toAgo);
      const t = nowS - ago * DAY;
      if (t > latest || t < earliest) continue;
      const d = new Date(t);
      const w =
        WEEKDAY_W[(d.getUTCDay() + 6) % 7] * HOUR_W[d.getUTCHours()] * (0.55 + 0.45 * (1 - ago / 120));
      if (tr() < w) return t;
    }
    return nowS - (toAgo + 0.5 * (fromAgo - toAgo)) * DAY;
  };

  // Workshops are held on Saturday mornings, 10:00-10:55 UTC.
  const saturdayMorning = (t) => {
    const day = Math.floor(t / DAY) * DAY;
    const dow = (new Date(day).getUTCDay() + 6) % 7; // Monday 0
    const minutes = ((t / 60_000) % 56) | 0;
    let s = day + (5 - dow) * DAY + 10 * HOUR + minutes * 60_000;
    if (s > latest) s -= 7 * DAY;
    return s < earliest ? t : s;
  };

  const profiles = [];
  for (let i = 1; i <= N_USERS; i++) {
    const id = `mem_${String(i).padStart(4, '0')}`;
    const founding = rand() < 0.4;
    let start = founding ? 119.8 : 2 + 116 * (1 - Math.sqrt(rand()));
    let stop = rand() < 0.17 ? rand() * Math.max(0, start - 10) : 0;
    let rate = Math.exp(-0.6 + 0.75 * (rand() + rand() + rand() - 1.5) * 1.6);
    const donor = rand() < 0.35;
    let mix = BASE_MIX.map(([n, w]) => [
      n,
      n === 'donation-made' ? (donor ? w * 2.2 : w * 0.15) : w * (0.6 + 0.8 * rand()),
    ]);
    if (id === PERSONAS.topBorrower) {
      start = 119.8;
      stop = 0;
      rate = 6;
      mix = mix.map(([n, w]) => [n, n === 'seed_borrowed' ? w * 3 : w]);
    }
    if (id === PERSONAS.topDonor) {
      start = 119.8;
      stop = 0;
      rate = 1.1;
      mix = mix.map(([n, w]) => [n, n === 'donation-made' ? 30 : w]);
    }
    if (id === PERSONAS.churner) {
      start = 119.8;
      stop = 50.3;
      rate = 2.4;
    }
    if (id === PERSONAS.frostFarmer) {
      start = 119.8;
      stop = 0;
      rate = 0.9;
    }
    if (id === PERSONAS.workshopRegular) {
      start = 100.4;
      stop = 0;
      rate = 1.3;
      mix = mix.map(([n, w]) => [n, n === 'WorkshopAttended' ? 40 : w]);
    }
    if (id === PERSONAS.newcomer) {
      start = 6.2;
      stop = 0;
      rate = 3;
    }
    profiles.push({ id, founding: start >= 119, start, stop, rate, mix });
  }

  for (const p of profiles) {
    const n = Math.max(1, Math.round(p.rate * (p.start - p.stop) * (0.7 + 0.6 * rand())));
    if (!p.founding) add(p.id, 'member_joined', nowS - p.start * DAY, 0);
    for (let k = 0; k < n; k++) {
      const lo = p.founding ? p.start : p.start - 0.01;
      const name = pick(rand, p.mix);
      let t = when(lo, p.stop);
      if (name === 'WorkshopAttended') t = saturdayMorning(t);
      add(p.id, name, t);
    }
  }

  // The frost day: alerts viewed and crops lost across the club.
  const todayStart = Math.floor(nowS / DAY) * DAY;
  const frost = todayStart - FROST_DAYS_AGO * DAY;
  const frostAgo = FROST_DAYS_AGO + 0.5;
  const present = profiles.filter(
    (p) => p.start > frostAgo && p.stop < frostAgo - 1 && p.id !== PERSONAS.frostFarmer,
  );
  const fr = mulberry32(0xf205f);
  const inFrost = () => frost + (5 + fr() * 16) * HOUR;
  for (const p of present) {
    if (rand() < 0.62) {
      add(p.id, 'frost.alert_viewed', inFrost(), 0);
      if (rand() < 0.3) add(p.id, 'frost.alert_viewed', inFrost(), 0);
    }
    if (rand() < 0.3) add(p.id, 'crop_failure_reported', inFrost());
  }
  const ff = PERSONAS.frostFarmer;
  for (let k = 0; k < 6; k++) add(ff, 'frost.alert_viewed', inFrost(), 0);
  for (let k = 0; k < 11; k++) add(ff, 'crop_failure_reported', inFrost());
  for (let k = 0; k < 5; k++) add(ff, 'germination.logged', inFrost());

  // The newcomer is browsing the catalogue right now.
  const nc = PERSONAS.newcomer;
  add(nc, 'seed_borrowed', nowS - 21 * 60_000 - 14_000, 2);
  add(nc, 'CatalogSearched', nowS - 15 * 60_000 - 3_000, 0);
  add(nc, 'CatalogSearched', nowS - 7 * 60_000 - 41_000, 0);
  add(nc, 'CatalogSearched', nowS - 2 * 60_000 - 12_000, 0);

  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
