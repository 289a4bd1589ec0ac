// Fairway Hills Golf Club — the club app and pro shop. Deterministic synthetic usage events.
const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;

export const EVENT_NAMES = [
  'app_opened',
  'tee_time_booked',
  'tee-time-cancelled',
  'StarterCheckIn',
  'Round Scored',
  'green_fee.paid',
  'range_bucket_purchased',
  'lesson.booked',
  'Pro Shop Purchase',
  'handicap.updated',
  'guest-registered',
  'MembershipRenewed',
];

export const PERSONAS = {
  clubChampion: 'mbr_1007', // plays almost every other day, most active user
  bigSpender: 'mbr_1013', // pro-shop regular with big baskets
  churner: 'mbr_1042', // keen member who stopped coming ~64 days ago
  lessonRegular: 'mbr_1100', // books lessons with the pro every few days
  newcomer: 'mbr_1329', // joined 9 days ago
  oneTimeGuest: 'gst_5021', // a single guest visit 20 days ago
};
export const NOBODY = 'mbr_9999';
export const RAIN_DAYS_AGO = 38; // the washed-out day: every tee time cancelled, no rounds

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEvents(now) {
  const rng = mulberry32(20260415);
  const pick = (arr) => arr[Math.floor(rng() * arr.length)];
  const weighted = (items, weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = rng() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  };
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const lo = nowMs - 120 * DAY,
    hi = nowMs - 120_000;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= lo && t <= hi) out.push({ userId, eventName, eventValue, t });
  };

  // ---- players -------------------------------------------------------------------------
  const members = [];
  for (let i = 1; i <= 330; i++) {
    const late = rng() < 0.18,
      churn = rng() < 0.1;
    members.push({
      id: `mbr_${1000 + i}`,
      start: late ? 3 + Math.floor(rng() * 98) : 125, // days ago of the first activity
      end: churn ? 15 + Math.floor(rng() * 70) : -1, // last active day (days ago)
      p: 0.02 + rng() ** 2 * 0.16,
      h: 2 + rng() * 30,
      lessonP: rng() < 0.3 ? 0.013 : 0.003,
      shopP: 0.18,
      shopMax: 120,
      dom: 1 + Math.floor(rng() * 28),
      dues: rng() < 0.25 ? 260 : 175,
    });
  }
  const byId = Object.fromEntries(members.map((m) => [m.id, m]));
  Object.assign(byId.mbr_1007, { start: 125, end: -1, p: 0.7, h: 3.4, lessonP: 0.01 });
  Object.assign(byId.mbr_1013, { start: 125, end: -1, p: 0.13, shopP: 0.85, shopMax: 600 });
  Object.assign(byId.mbr_1042, { start: 125, end: 64, p: 0.25 });
  Object.assign(byId.mbr_1100, { start: 125, end: -1, p: 0.08, lessonP: 0.3, h: 24 });
  Object.assign(byId.mbr_1329, { start: 9, end: -1, p: 0.4, h: 18 });

  const guests = [];
  for (let i = 1; i <= 150; i++) {
    const n = 1 + (rng() < 0.3 ? 1 : 0) + (rng() < 0.1 ? 1 : 0);
    const days = new Set();
    for (let j = 0; j < n; j++) days.add(Math.floor(118 * (1 - Math.sqrt(rng()))) + 1);
    guests.push({ id: `gst_${5000 + i}`, days: [...days].sort((a, b) => b - a), h: 10 + rng() * 26 });
  }
  const g21 = guests.find((g) => g.id === 'gst_5021');
  g21.days = [20];

  const teeHours = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16];
  const teeWeights = [2, 5, 10, 7, 6, 5, 4, 4, 3, 3, 2];

  function play(player, dayT, rain, guest, firstVisit) {
    const T = dayT + weighted(teeHours, teeWeights) * HOUR + Math.floor(rng() * 6) * 10 * MIN;
    const players = 1 + Math.floor(rng() * 4);
    const bookT = T - (0.5 + rng() * 4) * DAY;
    if (rng() < 0.6) push(player.id, 'app_opened', 0, T - (30 + rng() * 60) * MIN);
    if (guest && firstVisit) push(player.id, 'guest-registered', 0, bookT - (2 + rng() * 20) * MIN);
    push(player.id, 'tee_time_booked', players, bookT);
    if (rain) {
      push(player.id, 'tee-time-cancelled', players, T - (1 + rng() * 4) * HOUR);
      return;
    }
    if (rng() < 0.07) {
      push(player.id, 'tee-time-cancelled', players, bookT + rng() * (T - bookT - HOUR));
      return;
    }
    if (rng() < (guest ? 0.5 : 0.35))
      push(player.id, 'range_bucket_purchased', pick([8, 12, 16]), T - (20 + rng() * 25) * MIN);
    if (guest) push(player.id, 'green_fee.paid', 95 + 5 * Math.floor(rng() * 10), T - (5 + rng() * 10) * MIN);
    else if (rng() < 0.55)
      push(player.id, 'green_fee.paid', 25 + 5 * Math.floor(rng() * 5), T - (5 + rng() * 10) * MIN);
    const holes = rng() < 0.8 ? 18 : 9;
    push(player.id, 'StarterCheckIn', holes, T - rng() * 10 * MIN);
    const strokes =
      holes === 18
        ? Math.round(72 + player.h + (rng() * 10 - 4))
        : Math.round(36 + player.h / 2 + (rng() * 6 - 2));
    const roundT = T + (holes === 18 ? 3.5 + rng() * 1.3 : 1.8 + rng() * 0.6) * HOUR;
    if (rng() < 0.12) return; // no card handed in: rained off mid-round or walked off
    push(player.id, 'Round Scored', strokes, roundT);
    if (!guest && holes === 18 && rng() < 0.7) {
      player.h = Math.min(36, Math.max(0, player.h + (strokes - 72 - player.h) * 0.08));
      push(player.id, 'handicap.updated', Math.round(player.h * 10) / 10, roundT + (10 + rng() * 50) * MIN);
    }
    const shopP = guest ? 0.3 : player.shopP,
      shopMax = guest ? 150 : player.shopMax;
    if (rng() < shopP) {
      const cents = 500 + Math.floor(rng() * rng() * (shopMax - 5) * 100);
      push(player.id, 'Pro Shop Purchase', cents / 100, roundT + (10 + rng() * 40) * MIN);
    }
  }

  const weekdayFactor = [0.85, 0.55, 0.85, 0.9, 1.1, 2.1, 1.7]; // Monday … Sunday
  for (let k = 121; k >= -5; k--) {
    // k < 0: future tee times, only their bookings exist yet
    const dayT = today - k * DAY;
    const date = new Date(dayT);
    const wd = (date.getUTCDay() + 6) % 7;
    const growth = 0.6 + (0.8 * (121 - k)) / 121;
    const rain = k === RAIN_DAYS_AGO;
    for (const m of members) {
      if (k > m.start || k < m.end) continue;
      if (k === m.start && m.start < 125) {
        push(m.id, 'app_opened', 0, dayT + (6 + rng() * 3) * HOUR);
        play(m, dayT + 3 * HOUR, rain, false, false);
        continue;
      }
      if (rng() < m.p * weekdayFactor[wd] * growth) play(m, dayT, rain, false, false);
      else if (rng() < 0.05 * growth)
        push(
          m.id,
          'app_opened',
          0,
          dayT + weighted([1, 7, 12, 18, 20, 22], [1, 3, 3, 4, 9, 3]) * HOUR + rng() * 2 * HOUR,
        );
      if (rng() < m.lessonP) push(m.id, 'lesson.booked', pick([30, 45, 60]), dayT + (9 + rng() * 9) * HOUR);
      if (date.getUTCDate() === m.dom) push(m.id, 'MembershipRenewed', m.dues, dayT + (3 + rng() * 2) * HOUR);
    }
    for (const g of guests) {
      const i = g.days.indexOf(k);
      if (i >= 0) play(g, dayT, rain, true, i === 0);
    }
  }

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
