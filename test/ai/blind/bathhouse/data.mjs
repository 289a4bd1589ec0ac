// Bathhouse chain: booking & membership app. Deterministic synthetic events for a given `now`.
export const EVENT_NAMES = [
  'session_booked',
  'checkin.door',
  'TowelRental',
  'Robe Rented',
  'massage-addon',
  'membership_purchased',
  'membership.frozen',
  'GiftVoucherRedeemed',
  'Visit Rated',
  'session-cancelled',
  'app_opened',
];
export const PERSONAS = {
  regular: 'guest_007', // the top user: sauna almost every other day, the whole period
  churner: 'guest_113', // heavy early on, gone for the last ~60 days
  newcomer: 'guest_455', // first event 3 days ago
  freezer: 'guest_230', // bought a membership, then froze it twice
  bigSpender: 'guest_318', // annual membership + many massages
  critic: 'guest_072', // rates almost every visit, low scores
  couple: 'guest_250', // second-busiest account: a couple booking together most evenings
};
export const NOBODY = 'guest_999';

const DAY = 86_400_000,
  MIN = 60_000;
function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const WEEKDAY_FACTOR = [1.4, 0.55, 0.75, 0.9, 1.0, 1.25, 1.7]; // Sun..Sat (getUTCDay order)
// visit start hour weights 0..23 (UTC): evening peak, weekend midday bump handled separately
const HOUR_W = [
  0.2, 0.1, 0, 0, 0, 0, 0.3, 0.8, 1, 0.8, 0.7, 0.8, 1.2, 1.1, 1, 1.1, 1.6, 2.2, 2.8, 4.6, 2.6, 1.8, 1, 0.5,
];
const HOUR_W_WEEKEND = [
  0.2, 0.1, 0, 0, 0, 0, 0.1, 0.3, 0.8, 1.6, 2.2, 2.6, 2.8, 2.7, 2.5, 2.3, 2.2, 2.2, 2.0, 1.8, 1.3, 0.9, 0.5,
  0.3,
];
function pickWeighted(rnd, w) {
  const total = w.reduce((a, b) => a + b, 0);
  let x = rnd() * total;
  for (let i = 0; i < w.length; i++) {
    x -= w[i];
    if (x < 0) return i;
  }
  return w.length - 1;
}

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261125);
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 2 * MIN;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const incidentDay = today0 - 33 * DAY; // boiler failure: every visit that day was cancelled
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, timestamp: new Date(t).toISOString().replace('.000Z', 'Z') });
  };
  const N = 470;
  for (let i = 1; i <= N; i++) {
    const id = `guest_${String(i).padStart(3, '0')}`;
    // joining: 35% founding (joined before the window), the rest joined at a growing pace
    let joinAgo = rnd() < 0.35 ? 118 + rnd() * 30 : 118 * (1 - Math.sqrt(rnd()));
    let endAgo = rnd() < 0.16 ? 15 + rnd() * 80 : -1;
    let rate = 0.4 + rnd() * rnd() * 3; // visits per week
    let massageP = 0.1,
      ratingP = 0.3;
    if (id === PERSONAS.regular) {
      joinAgo = 125;
      endAgo = -1;
      rate = 6;
      massageP = 0.35;
      ratingP = 0.9;
    }
    if (id === PERSONAS.churner) {
      joinAgo = 125;
      endAgo = 60;
      rate = 3.5;
    }
    if (id === PERSONAS.newcomer) {
      joinAgo = 3;
      endAgo = -1;
      rate = 3;
    }
    if (id === PERSONAS.freezer) {
      joinAgo = 100;
      endAgo = -1;
      rate = 1.5;
    }
    if (id === PERSONAS.bigSpender) {
      joinAgo = 110;
      endAgo = -1;
      rate = 4;
      massageP = 0.8;
    }
    if (id === PERSONAS.couple) {
      joinAgo = 124;
      endAgo = -1;
      rate = 4.6;
    }
    if (id === PERSONAS.critic) {
      joinAgo = 118;
      endAgo = -1;
      rate = 2.2;
      ratingP = 0.95;
    }
    if (endAgo >= joinAgo) endAgo = joinAgo / 2;
    const joinT = nowMs - joinAgo * DAY;
    // membership
    const memberP =
      id === PERSONAS.freezer || id === PERSONAS.bigSpender || id === PERSONAS.regular ? 1 : 0.3;
    if (rnd() < memberP) {
      const planR = rnd();
      let plan = planR < 0.6 ? 89 : planR < 0.88 ? 229 : 799;
      if (id === PERSONAS.bigSpender) plan = 799;
      if (id === PERSONAS.freezer) plan = 229;
      const period = plan === 89 ? 30 : plan === 229 ? 91 : 365;
      let t = joinT + (1 + rnd() * 6) * DAY;
      const stop = endAgo >= 0 ? nowMs - endAgo * DAY : latest;
      while (t < stop) {
        push(id, 'membership_purchased', plan, t);
        if (rnd() < 0.09 || id === PERSONAS.freezer)
          push(id, 'membership.frozen', rnd() < 0.5 ? 14 : 30, t + (5 + rnd() * 20) * DAY);
        if (id === PERSONAS.freezer) push(id, 'membership.frozen', 14, t + (40 + rnd() * 10) * DAY);
        t += period * DAY;
      }
    }
    if (rnd() < 0.25)
      push(id, 'GiftVoucherRedeemed', [25, 50, 100, 150][Math.floor(rnd() * 4)], joinT + rnd() * 2 * DAY);
    // visits, day by day
    const startDay = Math.ceil(joinAgo),
      endDay = endAgo >= 0 ? Math.floor(endAgo) : 0;
    for (let d = Math.min(startDay, 121); d >= endDay; d--) {
      const day0 = today0 - d * DAY;
      const wd = new Date(day0).getUTCDay();
      const growth = 0.75 + 0.5 * (1 - d / 120);
      const p = (rate / 7) * WEEKDAY_FACTOR[wd] * growth;
      if (rnd() >= p && !(id === PERSONAS.newcomer && d === startDay)) continue;
      const weekend = wd === 0 || wd === 6;
      const hour = pickWeighted(rnd, weekend ? HOUR_W_WEEKEND : HOUR_W);
      const t = day0 + hour * 3_600_000 + Math.floor(rnd() * 60) * MIN + Math.floor(rnd() * 60) * 1000;
      if (t < joinT - DAY) continue;
      const price = weekend ? 45 : hour >= 17 ? 38 : 29;
      if (rnd() < 0.7) push(id, 'app_opened', 0, t - (40 + rnd() * 2000) * MIN);
      push(id, 'session_booked', price, t - (20 + rnd() * 2400) * MIN);
      if (rnd() < 0.04) push(id, 'GiftVoucherRedeemed', [25, 50][Math.floor(rnd() * 2)], t - 10 * MIN);
      if (day0 === incidentDay || rnd() < 0.055) {
        push(
          id,
          'session-cancelled',
          price,
          day0 === incidentDay ? t - (5 + rnd() * 90) * MIN : t - (30 + rnd() * 600) * MIN,
        );
        continue;
      }
      push(id, 'checkin.door', rnd() < 0.7 ? 1 : 2 + Math.floor(rnd() * 3), t);
      if (rnd() < 0.45) push(id, 'TowelRental', rnd() < 0.8 ? 4 : 6, t + 2 * MIN);
      if (rnd() < 0.24) push(id, 'Robe Rented', 7, t + 3 * MIN);
      if (rnd() < massageP)
        push(id, 'massage-addon', [45, 60, 85][Math.floor(rnd() * 3)], t + (30 + rnd() * 60) * MIN);
      if (rnd() < ratingP) {
        const r =
          id === PERSONAS.critic ? 1 + Math.floor(rnd() * 2.3) : Math.min(5, 3 + Math.floor(rnd() * 3.2));
        push(id, 'Visit Rated', r, t + (120 + rnd() * 300) * MIN);
      }
    }
  }
  // a steady trickle of app opens from browsing guests, up to just before now
  const browsers = [];
  for (let i = 1; i <= N; i++) browsers.push(`guest_${String(i).padStart(3, '0')}`);
  const firstSeen = new Map();
  for (const e of out) {
    const t = Date.parse(e.timestamp);
    if (!firstSeen.has(e.userId) || t < firstSeen.get(e.userId)) firstSeen.set(e.userId, t);
  }
  for (let t = latest - 10_000; t > latest - 14 * DAY; t -= (20 + rnd() * 60) * MIN) {
    const u = browsers[Math.floor(rnd() * N)];
    if (u === PERSONAS.churner || !(firstSeen.get(u) < t)) continue;
    push(u, 'app_opened', 0, t);
  }
  out.sort((a, b) =>
    a.timestamp < b.timestamp
      ? -1
      : a.timestamp > b.timestamp
        ? 1
        : a.userId < b.userId
          ? -1
          : a.userId > b.userId
            ? 1
            : 0,
  );
  return out;
}
