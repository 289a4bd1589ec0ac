// Synthetic usage events for "BounceHQ", a booking and operations app for indoor trampoline parks.
const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;

export const EVENT_NAMES = [
  'session_booked', // a jump session booked; value = price paid (USD)
  'waiver.signed', // liability waiver signed (first visit); value 0
  'WristbandScanned', // wristband scanned at the entry gate; value 0
  'Grip Socks Purchased', // grip socks sold at the desk; value = amount paid (USD)
  'party-booked', // birthday party booked; value = deposit paid (USD)
  'injury.reported', // injury report filed by staff; value = severity 1-3
  'CafeOrderPlaced', // café order; value = order total (USD)
  'membership_renewed', // monthly membership renewal; value = fee (USD)
  'session.cancelled', // a booked session cancelled; value 0
  'app_opened', // the customer app opened; value 0
  'Review Submitted', // post-visit review; value = stars 1-5
];

export const PERSONAS = {
  topJumper: 'jumper_0007', // a member who comes almost every day
  partyPlanner: 'jumper_0042', // a parent who books many birthday parties (top spender)
  churner: 'jumper_0113', // a busy member who stopped coming about 50 days ago
  newcomer: 'jumper_0488', // first seen about 5 days ago
  headStaff: 'staff_lena', // floor staff who files most injury reports
};
export const NOBODY = 'jumper_9999';

const STAFF = [
  ['staff_lena', 0.5],
  ['staff_omar', 0.2],
  ['staff_kim', 0.14],
  ['staff_ravi', 0.1],
  ['staff_jo', 0.06],
];
export const INCIDENT_DAYS_AGO = 17; // gate scanner outage: few scans, many cancellations

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEEKDAY_FACTOR = [1.55, 0.6, 0.6, 0.7, 0.8, 1.1, 1.85]; // Sun..Sat (getUTCDay)
const HOURS_WEEKDAY = [
  [10, 1],
  [11, 1],
  [12, 1],
  [13, 1],
  [14, 1.5],
  [15, 3],
  [16, 4],
  [17, 3.5],
  [18, 2.5],
  [19, 1.5],
  [20, 0.8],
];
const HOURS_WEEKEND = [
  [9, 1.5],
  [10, 3],
  [11, 4],
  [12, 3.5],
  [13, 3],
  [14, 3],
  [15, 2.5],
  [16, 2],
  [17, 1.5],
  [18, 1],
  [19, 0.5],
];

function pickW(rnd, items) {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = rnd() * total;
  for (const [v, w] of items) {
    x -= w;
    if (x < 0) return v;
  }
  return items[items.length - 1][0];
}

const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';
const r2 = (x) => Math.round(x * 100) / 100;

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261125);
  const startWindow = nowMs - 120 * DAY,
    endWindow = nowMs - 2 * MIN;
  const today = Math.floor(nowMs / DAY) * DAY;
  const incidentDay = today - INCIDENT_DAYS_AGO * DAY;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    out.push({ userId, eventName, eventValue, t });
  };

  const N = 560;
  for (let i = 1; i <= N; i++) {
    const id = `jumper_${String(i).padStart(4, '0')}`;
    // join: growth, more users join later; 25% are established regulars from the start
    let joinAgo = rnd() < 0.25 ? 118 - rnd() * 6 : 118 * (1 - Math.sqrt(rnd()));
    let rate = 0.045 + rnd() ** 2 * 0.3;
    let member = rnd() < 0.16;
    let lifeDays = rnd() < 0.22 ? 8 + rnd() * 50 : 999;
    let parties = rnd() < 0.1 ? 1 + (rnd() < 0.2 ? 1 : 0) : 0;
    if (member) rate += 0.08;
    if (id === PERSONAS.topJumper) {
      joinAgo = 119;
      rate = 0.8;
      member = true;
      lifeDays = 999;
    }
    if (id === PERSONAS.partyPlanner) {
      joinAgo = 110;
      rate = 0.12;
      parties = 6;
      lifeDays = 999;
    }
    if (id === PERSONAS.churner) {
      joinAgo = 117;
      rate = 0.45;
      member = true;
      lifeDays = 67;
    }
    if (id === PERSONAS.newcomer) {
      joinAgo = 5.3;
      rate = 0.55;
      member = false;
      lifeDays = 999;
      parties = 0;
    }
    const joinT = today - Math.floor(joinAgo) * DAY;
    const endT = joinT + lifeDays * DAY;
    let visits = 0;
    const visitTimes = [];
    for (let d = joinT; d <= today && d < endT; d += DAY) {
      const wd = new Date(d).getUTCDay();
      if (rnd() >= rate * WEEKDAY_FACTOR[wd] * (d === joinT ? 4 : 1)) continue;
      const weekend = wd === 0 || wd === 6;
      const hour = pickW(rnd, weekend ? HOURS_WEEKEND : HOURS_WEEKDAY);
      const t = d + hour * HOUR + Math.floor(rnd() * 60) * MIN + Math.floor(rnd() * 60) * 1000;
      const price = pickW(rnd, [
        [17.5, 3],
        [23.5, 4],
        [28, 2],
      ]);
      if (rnd() < 0.72) push(id, 'app_opened', 0, t - (1 + rnd() * 40) * HOUR);
      push(id, 'session_booked', price, t - (0.5 + rnd() * 60) * HOUR);
      if (d === incidentDay ? rnd() < 0.75 : rnd() < 0.04) {
        push(id, 'session.cancelled', 0, t - rnd() * 0.4 * HOUR);
        continue;
      }
      if (visits === 0) push(id, 'waiver.signed', 0, t - (5 + rnd() * 20) * MIN);
      if (d !== incidentDay || rnd() < 0.1) push(id, 'WristbandScanned', 0, t);
      if (visits === 0 ? rnd() < 0.85 : rnd() < 0.07)
        push(id, 'Grip Socks Purchased', 3.5 * (1 + Math.floor(rnd() * 3)), t + 3 * MIN);
      if (rnd() < 0.44) push(id, 'CafeOrderPlaced', r2(4.5 + rnd() * 17), t + (30 + rnd() * 60) * MIN);
      if (rnd() < 0.07)
        push(
          id,
          'Review Submitted',
          pickW(rnd, [
            [5, 5],
            [4, 3],
            [3, 1.2],
            [2, 0.4],
            [1, 0.3],
          ]),
          t + (3 + rnd() * 30) * HOUR,
        );
      if (rnd() < (d === incidentDay ? 0.012 : 0.016)) {
        push(
          pickW(rnd, STAFF),
          'injury.reported',
          pickW(rnd, [
            [1, 6],
            [2, 3],
            [3, 1],
          ]),
          t + (15 + rnd() * 70) * MIN,
        );
      }
      visits++;
      visitTimes.push(t);
    }
    // extra app opens (browsing)
    const lastT = Math.min(endT, nowMs);
    const opens = Math.floor(rnd() * 12 * ((lastT - joinT) / (60 * DAY)));
    for (let k = 0; k < opens; k++) push(id, 'app_opened', 0, joinT + rnd() * Math.max(0, lastT - joinT));
    // memberships renew monthly from the join day
    if (member) {
      const fee = id === PERSONAS.topJumper ? 59 : rnd() < 0.6 ? 39 : 59;
      for (let t = joinT + 11 * HOUR; t < lastT; t += 30 * DAY)
        push(id, 'membership_renewed', fee, t + rnd() * 3 * HOUR);
    }
    for (let p = 0; p < parties && visitTimes.length; p++) {
      const base = visitTimes[Math.floor(rnd() * visitTimes.length)];
      push(
        id,
        'party-booked',
        pickW(rnd, [
          [189, 3],
          [249, 3],
          [329, 2],
        ]),
        base + (20 + rnd() * 120) * MIN,
      );
    }
  }
  return out
    .filter((e) => e.t >= startWindow && e.t <= endWindow)
    .sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
    .map((e) => ({
      userId: e.userId,
      eventName: e.eventName,
      eventValue: e.eventValue,
      timestamp: iso(e.t),
    }));
}
