// Regional airline mobile app — synthetic usage events (deterministic for a given `now`).
const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;

export const EVENT_NAMES = [
  'app_open', // value 1
  'flight_search', // value 1
  'booking.confirmed', // fare paid, whole euros
  'SeatSelected', // value 1
  'Bags Added', // number of checked bags bought (1-3)
  'upgrade.bid_placed', // bid amount, whole euros
  'OnlineCheckIn', // value 1
  'boarding-pass-downloaded', // value 1
  'Delay Notification Opened', // minutes of delay announced
  'MilesCredited', // loyalty miles credited
  'support-chat-started', // value 1
];

export const PERSONAS = {
  topAgent: 'agent_nordicway', // busiest account: a travel agency booking all day long
  frequentFlyer: 'pax_20417', // flies every week, most miles
  churner: 'pax_20088', // heavy user until ~50 days ago, then gone
  newcomer: 'pax_20999', // first event 4 days ago
  complainer: 'pax_20333', // opens support chats constantly
  oneTimer: 'pax_20555', // a single session, long ago
};
export const NOBODY = 'pax_99999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// UTC hour weights: morning commute/check-in peak and evening browsing peak.
const HOUR_W = [
  1, 0.6, 0.4, 0.4, 0.7, 1.6, 3.2, 5.2, 3.8, 2.8, 2.4, 2.2, 2.3, 2.2, 2.1, 2.3, 2.8, 3.4, 3.9, 4.1, 3.6, 2.6,
  1.8, 1.3,
];
const HOUR_SUM = HOUR_W.reduce((a, b) => a + b, 0);
// Monday..Sunday multipliers: Sunday-evening planning, Friday travel.
const WEEKDAY_W = [1.1, 0.85, 0.9, 1.0, 1.25, 0.75, 1.35];
export const STORM_DAYS_AGO = 9;

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(0xa1f11e);
  const today = Math.floor(nowMs / DAY) * DAY;
  const lo = nowMs - 120 * DAY + MIN,
    hi = nowMs - 2 * MIN;
  const stormDay = today - STORM_DAYS_AGO * DAY;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pickHour = () => {
    let x = rnd() * HOUR_SUM;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_W[h];
      if (x < 0) return h;
    }
    return 23;
  };
  const weekdayW = (t) => WEEKDAY_W[(new Date(t).getUTCDay() + 6) % 7];

  // ----- users
  const users = [];
  for (let i = 0; i < 452; i++) {
    const id = `pax_${20000 + i * 2 + (i % 3 === 0 ? 1 : 0)}`;
    const early = rnd() < 0.5;
    const join = early ? int(110, 118) : Math.floor(118 * (1 - Math.sqrt(rnd()))); // later joiners skew recent → growth
    const rate = 0.04 + 0.3 * rnd() * rnd();
    const churn = rnd() < 0.14 ? int(0, Math.max(0, join - 5)) : -1; // days ago when they stop
    users.push({ id, join, rate, churn, agent: false, bookP: 0.2, chatP: 0.035 });
  }
  const agents = [
    'agent_skyhigh',
    'agent_fjordtours',
    'agent_balticbiz',
    'agent_sunreisen',
    'agent_corptravel',
    'agent_lapland',
  ];
  for (const [k, id] of agents.entries())
    users.push({
      id,
      join: int(100, 118),
      rate: 0.6 + 0.17 * k,
      churn: -1,
      agent: true,
      bookP: 0.45,
      chatP: 0.05,
    });
  users.push({
    id: 'agent_nordicway',
    join: 118,
    rate: 3.2,
    churn: -1,
    agent: true,
    bookP: 0.65,
    chatP: 0.05,
  });
  const find = (id) => users.find((u) => u.id === id);
  const dedupe = new Set(users.map((u) => u.id));
  for (const [id, patch] of [
    ['pax_20417', { join: 118, rate: 0.9, churn: -1, bookP: 0.45, flyer: true }],
    ['pax_20088', { join: 117, rate: 0.9, churn: 50, bookP: 0.25, strictChurn: true }],
    ['pax_20999', { join: 4, rate: 0.9, churn: -1, bookP: 0.4 }],
    ['pax_20333', { join: 112, rate: 0.8, churn: -1, chatP: 0.85 }],
    ['pax_20555', { join: 97, rate: 0, churn: 96, bookP: 0 }],
  ]) {
    let u = find(id);
    if (!u) {
      u = { id, agent: false, bookP: 0.2, chatP: 0.035 };
      users.push(u);
      dedupe.add(id);
    }
    Object.assign(u, patch);
  }

  function session(u, t, storm) {
    push(u.id, 'app_open', 1, t);
    t += int(10, 90) * 1000;
    const searches = u.agent ? int(2, 6) : int(1, 4);
    for (let k = 0; k < searches; k++) {
      push(u.id, 'flight_search', 1, t);
      t += int(20, 240) * 1000;
    }
    if (rnd() < u.bookP) {
      const fare = u.agent ? int(89, 460) : int(39, 320);
      push(u.id, 'booking.confirmed', fare, t);
      t += int(30, 200) * 1000;
      if (rnd() < 0.7) {
        push(u.id, 'SeatSelected', 1, t);
        t += int(20, 120) * 1000;
      }
      if (rnd() < 0.3) {
        push(u.id, 'Bags Added', rnd() < 0.7 ? 1 : rnd() < 0.7 ? 2 : 3, t);
        t += int(20, 120) * 1000;
      }
      if (rnd() < (u.flyer ? 0.5 : 0.12)) {
        push(u.id, 'upgrade.bid_placed', 5 * int(5, 50), t);
        t += int(20, 120) * 1000;
      }
      // the flight itself
      if (!u.agent) {
        const dep = Math.floor((t + int(3, 30) * DAY) / DAY) * DAY + pickHour() * HOUR + int(0, 59) * MIN;
        if (!(u.strictChurn && dep > today - u.churn * DAY - 2 * DAY)) flight(u, dep);
      }
    }
    if (rnd() < (storm ? 0.5 : u.chatP)) push(u.id, 'support-chat-started', 1, t + int(1, 20) * MIN);
  }

  function flight(u, dep) {
    const isStorm = dep >= stormDay && dep < stormDay + DAY;
    if (rnd() < 0.95) {
      const c = dep - int(4, 23) * HOUR - int(0, 59) * MIN;
      push(u.id, 'OnlineCheckIn', 1, c);
      if (rnd() < 0.65) push(u.id, 'boarding-pass-downloaded', 1, c + int(1, 15) * MIN);
    }
    if (isStorm ? rnd() < 0.9 : rnd() < 0.12) {
      push(u.id, 'Delay Notification Opened', isStorm ? int(90, 300) : int(15, 120), dep - int(20, 90) * MIN);
      if (isStorm && rnd() < 0.5) push(u.id, 'support-chat-started', 1, dep - int(5, 15) * MIN);
    }
    if (rnd() < 0.75)
      push(u.id, 'MilesCredited', u.flyer ? int(2000, 4500) : int(250, 3000), dep + int(30, 60) * HOUR);
  }

  for (const u of users) {
    const last = u.churn >= 0 ? u.churn : 0;
    for (let d = u.join; d >= last; d--) {
      const day = today - d * DAY;
      const growth = 0.75 + (0.5 * (118 - d)) / 118;
      let expected = u.rate * growth * weekdayW(day);
      let n = 0;
      while (rnd() < expected / (1 + expected) && n < 8) {
        n++;
        expected *= 0.8;
      }
      if (d === u.join && n === 0) n = 1; // everyone shows up on the day they join
      for (let s = 0; s < n; s++) {
        let t = day + pickHour() * HOUR + int(0, 59) * MIN + int(0, 59) * 1000;
        if (d === u.join && s === 0 && t > hi) t = day + int(0, 30) * MIN; // joiners today: early
        session(u, t, day === stormDay);
      }
    }
  }

  // The storm: a whole day of delays, everyone checking the app and calling for help.
  const regular = users.filter(
    (u) =>
      !u.agent &&
      u.join >= STORM_DAYS_AGO &&
      (u.churn < 0 || u.churn < STORM_DAYS_AGO) &&
      !u.strictChurn &&
      u.rate > 0,
  );
  for (let k = 0; k < 130; k++) {
    const u = regular[Math.floor(rnd() * regular.length)];
    const t = stormDay + int(5, 20) * HOUR + int(0, 59) * MIN + int(0, 59) * 1000;
    push(u.id, 'app_open', 1, t);
    push(u.id, 'Delay Notification Opened', int(60, 360), t + int(5, 60) * 1000);
    if (rnd() < 0.55) push(u.id, 'support-chat-started', 1, t + int(2, 10) * MIN);
  }

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
