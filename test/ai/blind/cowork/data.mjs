// Deskly — a fictional coworking-space booking app. Deterministic usage events for the blind
// evaluation: the same `now` always yields the same events (seeded PRNG, times relative to now).

const MIN = 60_000,
  HOUR = 60 * MIN,
  DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'app_open',
  'desk.booked',
  'room_booked',
  'booking.cancelled',
  'checked_in',
  'guest_invited',
  'day_pass.bought',
  'membership_started',
  'membership.ended',
  'coffee_ordered',
  'member_joined',
];

// Members with a known shape, used by one-user questions.
export const PERSONAS = {
  regular: 'dsk-qmrt', // long-standing member, in almost every weekday
  dropIn: 'dsk-vlob', // joined ~60 days ago on day passes, comes rarely
  leaver: 'dsk-hwen', // long-standing member whose membership ended ~45 days ago
  newbie: 'dsk-pyck', // joined 5 days ago
};
export const NOBODY = 'dsk-zzzx'; // never appears in the events

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEvents(now) {
  const rand = mulberry32(0xde5c1);
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const between = (a, b) => a + rand() * (b - a);
  const nowMs = +new Date(now);
  const start = nowMs - 120 * DAY; // window start
  const end = nowMs - 2 * MIN - 1000; // nothing in the last 2 minutes
  const firstDay = Math.floor(start / DAY) * DAY;
  const events = [];
  const add = (userId, eventName, t, eventValue = 0) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < start || t > end) return;
    events.push({ userId, eventName, eventValue, timestamp: new Date(t).toISOString() });
  };
  const isWeekend = (t) => [0, 6].includes(new Date(t).getUTCDay());
  // an office-hour time on the day starting at d
  const officeTime = (d) => d + (isWeekend(d) ? between(9.5, 15) : between(8, 18.5)) * HOUR;

  // ids: dsk- + 4 letters, unique, not colliding with personas / NOBODY
  const taken = new Set([...Object.values(PERSONAS), NOBODY]);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const newId = () => {
    for (;;) {
      const id = 'dsk-' + Array.from({ length: 4 }, () => pick(letters.split(''))).join('');
      if (!taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
  };

  const members = [];
  for (let i = 0; i < 400; i++) {
    const dropIn = rand() < 0.25;
    const existing = rand() < 0.6;
    const joinT = existing ? start : start + between(2, 118) * DAY;
    const leaveT = !dropIn && rand() < 0.18 ? joinT + between(10, 200) * DAY : Infinity;
    const rate = dropIn ? between(0.03, 0.12) : between(0.07, 0.34);
    members.push({ id: newId(), dropIn, existing, joinT, leaveT, rate, converts: dropIn && rand() < 0.25 });
  }
  // personas replace four generated members
  const dayAt = (n, h) => Math.floor((nowMs - n * DAY) / DAY) * DAY + h * HOUR;
  Object.assign(members[0], {
    id: PERSONAS.regular,
    dropIn: false,
    existing: true,
    joinT: start,
    leaveT: Infinity,
    rate: 0.9,
    converts: false,
  });
  Object.assign(members[1], {
    id: PERSONAS.dropIn,
    dropIn: true,
    existing: false,
    joinT: dayAt(60, 9.3),
    leaveT: Infinity,
    rate: 0.12,
    converts: false,
  });
  Object.assign(members[2], {
    id: PERSONAS.leaver,
    dropIn: false,
    existing: true,
    joinT: start,
    leaveT: dayAt(45, 17.4),
    rate: 0.5,
    converts: false,
  });
  Object.assign(members[3], {
    id: PERSONAS.newbie,
    dropIn: false,
    existing: false,
    joinT: dayAt(5, 10.25),
    leaveT: Infinity,
    rate: 0.8,
    converts: false,
  });

  for (const m of members) {
    const u = m.id;
    if (m.existing) {
      // long-standing members show up in the first days of the window
      add(u, 'app_open', officeTime(firstDay + Math.floor(between(1, 4)) * DAY));
    } else {
      add(u, 'member_joined', m.joinT);
      if (!m.dropIn)
        add(u, 'membership_started', m.joinT + between(2, 30) * MIN, pick([149, 199, 249, 349, 449]));
    }
    let member = !m.dropIn;
    if (m.leaveT !== Infinity) add(u, 'membership.ended', m.leaveT, 0);
    const joinDay = Math.floor(m.joinT / DAY) * DAY;
    for (let d = joinDay; d < nowMs; d += DAY) {
      const p = m.rate * (isWeekend(d) ? 0.12 : 1);
      if (rand() >= p) {
        if (rand() < 0.03) add(u, 'app_open', d + between(19, 23) * HOUR); // evening browsing
        continue;
      }
      const arrive = Math.max(officeTime(d), m.joinT + 45 * MIN);
      if (arrive >= m.leaveT) break;
      if (rand() < 0.85) add(u, 'app_open', arrive - between(20, 120) * MIN);
      if (!member) add(u, 'day_pass.bought', arrive - between(5, 15) * MIN, pick([25, 29, 35]));
      const room = rand() < 0.25;
      add(
        u,
        room ? 'room_booked' : 'desk.booked',
        arrive - between(2, 18) * MIN,
        room ? Math.floor(between(1, 5)) : Math.floor(between(2, 10)),
      );
      if (rand() < 0.07) {
        add(u, 'booking.cancelled', arrive + between(1, 30) * MIN);
        continue;
      }
      if (rand() < 0.92) add(u, 'checked_in', arrive);
      const coffees = Math.floor(between(0, 3.2));
      for (let c = 0; c < coffees; c++)
        add(u, 'coffee_ordered', arrive + between(10, 420) * MIN, pick([3.5, 4, 4.5, 5.2, 6.75]));
      if (rand() < 0.07) add(u, 'guest_invited', arrive + between(30, 300) * MIN);
      if (rand() < 0.2) add(u, 'app_open', arrive + between(60, 480) * MIN);
      if (!member && m.converts && rand() < 0.3) {
        add(u, 'membership_started', arrive + between(480, 540) * MIN, pick([149, 199, 249]));
        member = true;
      }
    }
  }
  return events.sort((a, b) =>
    a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : a.userId < b.userId ? -1 : 1,
  );
}
