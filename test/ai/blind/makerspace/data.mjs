// Makerspace membership app: synthetic usage events, deterministic for a given `now`.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'member_joined', // value: 0 (no value; the joining fee is not recorded here)
  'membership.renewed', // value: monthly fee paid (45 standard, 75 keyholder)
  'MembershipFrozen', // value: weeks frozen
  'Tool Induction Completed', // value: induction length in minutes
  'machine-booking', // value: machine hours used (laser / 3D printer / CNC, not stored)
  'material_purchase', // value: amount spent on materials
  'class.booked', // value: seats booked (1–2)
  'ClassAttended', // value: class length in hours
  'guest-pass', // value: number of guests on the pass
  'Fault Reported', // value: severity 1 (minor) … 3 (machine out of service)
  'door.access', // value: door id (1 front, 2 workshop, 3 loading bay, 4 wood shop)
];

export const PERSONAS = {
  topMaker: 'm_1007', // keyholder in almost every day, books machines constantly
  faultFinder: 'm_1099', // reports a lot of faults
  churner: 'm_1188', // heavy user who stopped coming ~50 days ago
  bigSpender: 'm_1260', // buys lots of expensive material
  guestHost: 'm_1342', // brings guests all the time
  newcomer: 'm_1433', // joined 9 days ago
};

export const NOBODY = 'm_1999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NUM_USERS = 460;
// Monday … Sunday visit multipliers (weekends busiest, Monday quiet)
const WEEKDAY_FACTOR = [0.6, 0.9, 1.15, 1.0, 0.9, 1.75, 1.4];
const INCIDENT_AGO = 37; // laser cutter fire: fault flood, bookings collapse

export function generateEvents(now) {
  const nowMs = +now;
  const rand = mulberry32(0x4d4b5350);
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const end = nowMs - 2 * 60_000;
  const start = nowMs - 120 * DAY + 60_000;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < start || t > end) return;
    events.push({ userId, eventName, eventValue, t });
  };
  const visitHour = (weekend) => {
    const r = rand();
    if (r < 0.03) return Math.floor(rand() * 7); // keyholder night session
    if (weekend) return 9 + Math.floor(rand() * 11);
    return r < 0.3 ? 9 + Math.floor(rand() * 8) : 17 + pick([0, 1, 1, 2, 2, 2, 3, 4]);
  };
  const activeToday = [];

  for (let i = 0; i < NUM_USERS; i++) {
    const id = `m_${1001 + i}`;
    const existing = rand() < 0.35;
    let joinAgo = existing ? 130 + Math.floor(rand() * 300) : Math.floor(118 * rand() ** 1.4) + 1;
    let churnAgo = rand() < 0.22 ? Math.floor(rand() * Math.min(joinAgo, 119)) : -1;
    let level = 0.5 + 4 * rand() ** 2; // visits per week
    const fee = rand() < 0.3 ? 75 : 45;
    let freezeAgo = rand() < 0.1 ? Math.floor(rand() * 110) + 5 : -1;
    let spendScale = 1,
      guestRate = 0.05,
      faultRate = 0.015,
      bookings = 1;
    if (id === PERSONAS.topMaker) {
      joinAgo = 400;
      churnAgo = -1;
      level = 6.6;
      freezeAgo = -1;
      bookings = 3;
    }
    if (id === PERSONAS.faultFinder) {
      joinAgo = 300;
      churnAgo = -1;
      level = 5.5;
      faultRate = 0.5;
      bookings = 2;
      freezeAgo = -1;
    }
    if (id === PERSONAS.churner) {
      joinAgo = 250;
      churnAgo = 50;
      level = 5.5;
      freezeAgo = -1;
    }
    if (id === PERSONAS.bigSpender) {
      joinAgo = 200;
      churnAgo = -1;
      level = 3;
      spendScale = 4;
    }
    if (id === PERSONAS.guestHost) {
      joinAgo = 90;
      churnAgo = -1;
      level = 3;
      guestRate = 0.6;
    }
    if (id === PERSONAS.newcomer) {
      joinAgo = 9;
      churnAgo = -1;
      level = 5;
      freezeAgo = -1;
    }
    if (churnAgo >= joinAgo) churnAgo = Math.max(0, joinAgo - 3);

    // joining and inductions
    const joinT = today0 - joinAgo * DAY + (10 + rand() * 9) * HOUR;
    push(id, 'member_joined', 0, joinT);
    const inducted = id === PERSONAS.newcomer || rand() < 0.85;
    if (inducted) push(id, 'Tool Induction Completed', pick([30, 45, 60]), joinT + (1 + rand() * 8) * DAY);
    if (rand() < 0.45)
      push(id, 'Tool Induction Completed', pick([30, 45, 60]), joinT + (12 + rand() * 40) * DAY);
    if (existing && rand() < 0.12)
      push(
        id,
        'Tool Induction Completed',
        pick([30, 45, 60]),
        today0 - Math.floor(rand() * 119) * DAY + 14 * HOUR,
      );

    // renewals every 30 days from joining; freeze pauses 3 weeks
    for (let k = 1; ; k++) {
      const ago = joinAgo - 30 * k;
      if (ago < 0) break;
      if (churnAgo >= 0 && ago < churnAgo) break;
      if (freezeAgo >= 0 && ago <= freezeAgo && ago > freezeAgo - 21) continue;
      push(id, 'membership.renewed', fee, today0 - ago * DAY + (6 + rand() * 4) * HOUR);
    }
    if (freezeAgo >= 0 && (churnAgo < 0 || freezeAgo > churnAgo) && freezeAgo < joinAgo)
      push(id, 'MembershipFrozen', pick([2, 3, 4]), today0 - freezeAgo * DAY + (8 + rand() * 12) * HOUR);

    const firstDay = Math.min(119, joinAgo);
    const lastDay = Math.max(0, churnAgo);
    for (let ago = firstDay; ago >= lastDay; ago--) {
      if (freezeAgo >= 0 && ago <= freezeAgo && ago > freezeAgo - 21) continue;
      const d0 = today0 - ago * DAY;
      const wd = (new Date(d0).getUTCDay() + 6) % 7;
      const p = (level / 7) * WEEKDAY_FACTOR[wd];
      if (rand() >= p) continue;
      const t = d0 + visitHour(wd >= 5) * HOUR + rand() * 50 * 60_000;
      push(id, 'door.access', pick([1, 1, 1, 2]), t);
      if (id === PERSONAS.topMaker || rand() < 0.4)
        push(id, 'door.access', pick([2, 3, 4]), t + rand() * 40 * 60_000);
      const bookP = ago === INCIDENT_AGO ? 0.1 : 0.55;
      for (let b = 0; b < bookings; b++)
        if ((inducted || !existing) && rand() < bookP)
          push(id, 'machine-booking', pick([0.5, 1, 1, 1.5, 2, 2, 3, 4]), t + (5 + rand() * 20) * 60_000);
      if (rand() < 0.3)
        push(
          id,
          'material_purchase',
          Math.round((2 + rand() * 38) * spendScale * 100) / 100,
          t + rand() * 90 * 60_000,
        );
      if (rand() < 0.08) {
        const cbT = t + rand() * 30 * 60_000;
        push(id, 'class.booked', pick([1, 1, 1, 2]), cbT);
        if (rand() < 0.78)
          push(
            id,
            'ClassAttended',
            pick([1.5, 2, 3]),
            cbT + (1 + Math.floor(rand() * 7)) * DAY + 60 * 60_000,
          );
      }
      if (rand() < guestRate) push(id, 'guest-pass', pick([1, 1, 2, 3]), t + 2 * 60_000);
      if (rand() < faultRate) push(id, 'Fault Reported', pick([1, 1, 2, 3]), t + rand() * 100 * 60_000);
      if (ago === 0) activeToday.push(id);
    }
  }

  // incident day: the laser cutter fire, a flood of severity-3 fault reports in the afternoon
  const incident0 = today0 - INCIDENT_AGO * DAY;
  for (let k = 0; k < 24; k++) {
    const u = `m_${1001 + Math.floor(rand() * NUM_USERS)}`;
    push(u, 'Fault Reported', 3, incident0 + (13 + rand() * 5) * HOUR);
  }
  // keyholders are always around: a few door swipes in the last two hours
  for (let k = 0; k < 6; k++) {
    const u = `m_${1001 + Math.floor(rand() * 120)}`;
    push(u, 'door.access', 1, nowMs - (3 + k * 17 + rand() * 10) * 60_000);
  }

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
