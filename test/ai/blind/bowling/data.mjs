// Bowling-alley chain: online lane booking + loyalty app. Deterministic for a given `now`.
const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'lane_booked', // value: booking price paid online (USD)
  'desk.checkin', // value: party size checked in at the desk
  'ShoeRental', // value: rental fee (USD)
  'Game Started', // value: lane number
  'game-finished', // value: final score (0-300)
  'bar_order', // value: bar tab amount (USD)
  'food.order', // value: food order amount (USD)
  'LeagueSignup', // value: league season fee (USD)
  'Party Package Booked', // value: birthday-party package price (USD)
  'booking-cancelled', // value: hours of notice given before the slot
  'no_show', // value: always 0
  'loyalty.points_redeemed', // value: loyalty points redeemed
];

export const PERSONAS = {
  topBowler: 'member_1007', // league regular, bowls several nights a week, highest scores
  bigSpender: 'member_1013', // books birthday parties, big bar tabs
  churner: 'member_1021', // busy in the first half of the window, then gone
  newcomer: 'member_1450', // first visit in the last few days
  noShower: 'member_1033', // books a lot, often does not turn up
};
export const NOBODY = 'member_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Mon..Sun relative traffic (bowling peaks Friday/Saturday)
const WEEKDAY_W = [0.45, 0.55, 0.7, 0.8, 1.3, 1.6, 1.1];
// evening-heavy hours of a visit start
const HOURS = [
  [11, 1],
  [12, 2],
  [13, 2],
  [14, 3],
  [15, 3],
  [16, 4],
  [17, 6],
  [18, 9],
  [19, 14],
  [20, 10],
  [21, 7],
  [22, 4],
  [23, 2],
];

export function generateEvents(now) {
  const nowMs = +now;
  const rng = mulberry32(0xb0771e5);
  const r = (a, b) => a + Math.floor(rng() * (b - a + 1));
  const pick = (list) => {
    let s = list.reduce((a, x) => a + x[1], 0) * rng();
    for (const [v, w] of list) {
      s -= w;
      if (s < 0) return v;
    }
    return list[list.length - 1][0];
  };
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 2 * MIN;
  const incidentAgo = 37;
  const events = [];
  const add = (userId, eventName, eventValue, t) =>
    events.push({ userId, eventName, eventValue, t: Math.floor(t / 1000) * 1000 });
  const gauss = () => (rng() + rng() + rng() + rng() - 2) * 1.7;

  function visit(u, dayMs, hour, opts) {
    const t = dayMs + hour * HOUR + r(0, 59) * MIN + r(0, 59) * 1000;
    const incident = Math.round((today - dayMs) / DAY) === incidentAgo;
    const booked = rng() < (opts.bookRate ?? 0.7);
    if (booked) {
      const lead = r(1, 72) * HOUR + r(0, 59) * MIN;
      const games = r(1, 3);
      add(
        u.id,
        'lane_booked',
        [22, 28, 34][games - 1] +
          (hour >= 17 ? 6 : 0) +
          ((dayMs / DAY) % 7 >= 1 && (dayMs / DAY) % 7 <= 2 ? 4 : 0),
        t - lead,
      );
      const x = rng();
      if (x < (incident ? 0.65 : 0.07)) {
        add(
          u.id,
          'booking-cancelled',
          Math.max(1, Math.round(lead / HOUR) - r(0, 1)),
          incident ? t - r(20, 200) * MIN : t - r(1, Math.max(1, Math.floor(lead / HOUR))) * HOUR + 60000,
        );
        return;
      }
      if (x < (incident ? 0.65 : 0.07) + (opts.noShowRate ?? 0.04)) {
        add(u.id, 'no_show', 0, t + 15 * MIN);
        return;
      }
    }
    add(u.id, 'desk.checkin', r(1, 6), t);
    if (rng() < 0.75) add(u.id, 'ShoeRental', rng() < 0.6 ? 4.5 : 5.75, t + 2 * MIN);
    const games = incident ? 1 : (opts.games ?? r(1, 3));
    let g0 = t + 6 * MIN;
    const lane = r(1, 24);
    for (let g = 0; g < games; g++) {
      add(u.id, 'Game Started', lane, g0);
      const end = g0 + r(18, 26) * MIN;
      let score = opts.forceScore && g === 0 ? opts.forceScore : Math.round(u.skill + gauss() * 22);
      score = Math.max(12, Math.min(opts.forceScore ? 300 : 279, score));
      if (!(incident && rng() < 0.5)) add(u.id, 'game-finished', score, end);
      g0 = end + r(1, 5) * MIN;
    }
    if (rng() < (opts.barRate ?? 0.55))
      add(
        u.id,
        'bar_order',
        Math.round((6 + rng() * 38 * (opts.barMult ?? 1)) * 100) / 100,
        t + r(10, 60) * MIN,
      );
    if (rng() < 0.4) add(u.id, 'food.order', Math.round((8 + rng() * 45) * 100) / 100, t + r(15, 70) * MIN);
    if (rng() < 0.08) add(u.id, 'loyalty.points_redeemed', r(2, 10) * 50, t + r(1, 5) * MIN);
    const wd = (new Date(dayMs).getUTCDay() + 6) % 7;
    if (rng() < (opts.partyRate ?? (wd >= 5 ? 0.05 : 0.01)))
      add(u.id, 'Party Package Booked', [199, 299, 399][r(0, 2)], t - r(2, 14) * DAY);
  }

  const N = 450;
  for (let i = 0; i < N; i++) {
    const id = `member_${1001 + i}`;
    const u = { id, skill: 95 + rng() * 90 };
    let joinAgo,
      stopAgo = -1,
      rate = 0.25 + rng() * rng() * 2.2;
    const opts = {};
    if (rng() < 0.55) joinAgo = r(100, 119);
    else joinAgo = Math.floor(100 * rng());
    joinAgo = Math.min(joinAgo, 119);
    if (rng() < 0.15) stopAgo = r(10, 90);
    if (id === PERSONAS.topBowler) {
      joinAgo = 119;
      rate = 5.5;
      u.skill = 212;
      opts.games = 3;
      stopAgo = -1;
    }
    if (id === PERSONAS.bigSpender) {
      joinAgo = 115;
      rate = 1.6;
      Object.assign(opts, { partyRate: 0.45, barRate: 0.95, barMult: 3 });
      stopAgo = -1;
    }
    if (id === PERSONAS.churner) {
      joinAgo = 118;
      rate = 3;
      stopAgo = 62;
    }
    if (id === PERSONAS.noShower) {
      joinAgo = 110;
      rate = 2.2;
      Object.assign(opts, { bookRate: 1, noShowRate: 0.4 });
      stopAgo = -1;
    }
    if (id === PERSONAS.newcomer) {
      joinAgo = -1;
    }
    if (stopAgo >= joinAgo) stopAgo = -1;
    for (let d = joinAgo; d > stopAgo && d >= 0; d--) {
      const dayMs = today - d * DAY;
      const wd = (new Date(dayMs).getUTCDay() + 6) % 7;
      const growth = 0.65 + 0.55 * (1 - d / 120);
      if (rng() < (rate / 7) * WEEKDAY_W[wd] * growth) visit(u, dayMs, pick(HOURS), opts);
    }
    if (id === PERSONAS.topBowler) visit(u, today - 12 * DAY, 19, { bookRate: 0, forceScore: 300 });
    if (id === PERSONAS.newcomer) {
      visit(u, today - 4 * DAY, 18, { bookRate: 0 });
      visit(u, today - 1 * DAY, 20, { bookRate: 0 });
    }
    if (rng() < 0.12 || id === PERSONAS.topBowler) {
      const ago = Math.max(0, Math.min(joinAgo < 0 ? 0 : joinAgo, rng() < 0.7 ? r(85, 110) : r(5, 80)));
      add(
        id,
        'LeagueSignup',
        rng() < 0.5 ? 120 : 180,
        today - ago * DAY + r(9, 21) * HOUR + r(0, 3599) * 1000,
      );
    }
  }
  return events
    .filter((e) => e.t >= earliest && e.t <= latest)
    .sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
    .map(({ userId, eventName, eventValue, t }) => ({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    }));
}
