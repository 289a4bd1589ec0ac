// Surf school & board-rental shop booking app: synthetic usage events.
// Deterministic for a given `now` (fixed-seed mulberry32; every time is placed relative to now).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'app_opened', // value 0
  'lesson_booked', // value = lesson price paid (EUR)
  'lesson.attended', // value = student's rating of the lesson (1-5)
  'NoShow', // value 0 (student missed a booked lesson)
  'Board Rented', // value = rental fee (EUR)
  'board-returned', // value = hours the board was out
  'wetsuit_rented', // value = rental fee (EUR)
  'WetsuitReturned', // value 0
  'surf.alert.sent', // value = forecast wave height (ft)
  'camp_signup', // value = camp price (EUR)
  'Gift Voucher Purchased', // value = voucher amount (EUR)
  'voucher-redeemed', // value = voucher amount redeemed (EUR)
];

export const PERSONAS = {
  topUser: 'stu_0007', // regular local, surfs almost daily, subscribed to alerts
  bigSpender: 'stu_0111', // buys gift vouchers and camps
  churner: 'stu_0203', // very active early on, gone for the last ~55 days
  newcomer: 'stu_0419', // first event 4 days ago, very active since
  instructor: 'inst_03', // instructor, opens the app twice a day
};

export const NOBODY = 'stu_9999';

export const STORM_DAYS_AGO = 38; // the big-swell day: alert to everyone, all lessons that day missed

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, w) => String(n).padStart(w, '0');

export function generateEvents(now) {
  const nowMs = +now;
  const rng = mulberry32(0x5eaf1d);
  const pick = (arr) => arr[Math.floor(rng() * arr.length)];
  const base = Math.floor(nowMs / DAY) * DAY; // start of today UTC
  const earliest = nowMs - 120 * DAY;
  const latest = Math.floor((nowMs - 120_000) / 1000) * 1000;
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return false;
    events.push({ userId, eventName, eventValue, t });
    return true;
  };
  const stormStart = base - STORM_DAYS_AGO * DAY;
  const isStorm = (t) => t >= stormStart && t < stormStart + DAY;
  const weekdayFactor = (t) => [0.82, 0.6, 0.8, 0.85, 1.15, 2.0, 1.5][(new Date(t).getUTCDay() + 6) % 7];
  const visitHour = () => {
    const r = rng();
    if (r < 0.55) return 6 + Math.floor(rng() * 5); // early-morning glassy sessions 06-10
    if (r < 0.85) return 14 + Math.floor(rng() * 5); // afternoon 14-18
    return Math.floor(rng() * 24);
  };

  // ---- students -------------------------------------------------------------------------
  const students = [];
  for (let i = 1; i <= 420; i++) {
    const id = `stu_${pad(i, 4)}`;
    const veteran = rng() < 0.3;
    const joinDaysAgo = veteran ? 119 : Math.floor(119 * (1 - Math.sqrt(rng())));
    const churns = rng() < 0.2;
    const leaveDaysAgo = churns ? Math.floor(rng() * joinDaysAgo) : -1;
    const rate = 0.05 + 0.4 * rng() * rng();
    const subscribed = rng() < 0.62;
    students.push({ id, joinDaysAgo, leaveDaysAgo, rate, subscribed, spender: false });
  }
  const S = (id) => students.find((s) => s.id === id);
  Object.assign(S('stu_0007'), { joinDaysAgo: 119, leaveDaysAgo: -1, rate: 2.2, subscribed: true });
  Object.assign(S('stu_0111'), {
    joinDaysAgo: 110,
    leaveDaysAgo: -1,
    rate: 0.35,
    subscribed: false,
    spender: true,
  });
  Object.assign(S('stu_0203'), { joinDaysAgo: 119, leaveDaysAgo: 55, rate: 1.1, subscribed: true });
  Object.assign(S('stu_0419'), { joinDaysAgo: 4, leaveDaysAgo: -1, rate: 1.6, subscribed: true });

  const visit = (s, t) => {
    push(s.id, 'app_opened', 0, t);
    let cursor = t + 60_000 + Math.floor(rng() * 240_000);
    if (rng() < 0.36) {
      push(s.id, 'lesson_booked', pick([45, 55, 55, 65, 65, 85]), cursor);
      const lessonAt =
        dayStartOf(cursor) +
        (1 + Math.floor(rng() * 4)) * DAY +
        pick([8, 9, 9, 9, 9, 10, 10, 11, 14, 15]) * HOUR +
        Math.floor(rng() * 3600) * 1000;
      if (lessonAt <= latest) {
        if (isStorm(lessonAt) || rng() < 0.12) push(s.id, 'NoShow', 0, lessonAt + 15 * 60_000);
        else push(s.id, 'lesson.attended', pick([3, 4, 4, 5, 5, 5]), lessonAt + 90 * 60_000);
      }
      cursor += 30_000;
    }
    if (rng() < 0.26) {
      push(s.id, 'Board Rented', pick([15, 20, 20, 25, 35]), cursor);
      const hours = 2 + Math.floor(rng() * 5);
      if (rng() < 0.82)
        push(s.id, 'board-returned', hours, cursor + hours * HOUR + Math.floor(rng() * 1800) * 1000);
      cursor += 20_000;
    }
    if (rng() < 0.21) {
      push(s.id, 'wetsuit_rented', pick([8, 10, 10, 12]), cursor);
      if (rng() < 0.93) push(s.id, 'WetsuitReturned', 0, cursor + (2 + rng() * 4) * HOUR);
      cursor += 20_000;
    }
    if (rng() < (s.spender ? 0.55 : 0.026)) {
      push(s.id, 'camp_signup', pick([290, 350, 350, 420]), cursor);
      cursor += 20_000;
    }
    if (rng() < (s.spender ? 0.25 : 0.014)) {
      push(s.id, 'Gift Voucher Purchased', pick([50, 75, 100, 100, 150]), cursor);
      cursor += 20_000;
    }
    if (rng() < 0.03) push(s.id, 'voucher-redeemed', pick([50, 75, 100]), cursor);
  };
  function dayStartOf(t) {
    return Math.floor(t / DAY) * DAY;
  }

  // ---- instructors ----------------------------------------------------------------------
  const instructors = [];
  for (let i = 1; i <= 12; i++)
    instructors.push({ id: `inst_${pad(i, 2)}`, joinDaysAgo: 119, leaveDaysAgo: -1 });

  for (let d = 119; d >= 0; d--) {
    const day = base - d * DAY;
    const growth = 0.6 + (0.8 * (119 - d)) / 119; // business grows towards now
    const wf = weekdayFactor(day);
    const storm = d === STORM_DAYS_AGO;
    const alertDay = storm || d % 4 === 1 || rng() < 0.15;
    const wave = storm ? 12 : pick([2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7]);
    for (const s of students) {
      if (d > s.joinDaysAgo || d <= s.leaveDaysAgo) continue;
      const first = d === s.joinDaysAgo;
      let n = 0;
      const lambda = s.rate * wf * growth * (storm ? 0.3 : 1);
      // Poisson-ish draw
      let L = Math.exp(-lambda),
        p = 1;
      do {
        n++;
        p *= rng();
      } while (p > L);
      n -= 1;
      if (first && n === 0) n = 1;
      if (storm && rng() < 0.95)
        push(
          s.id,
          'app_opened',
          0,
          day + (6 + Math.floor(rng() * 3)) * HOUR + Math.floor(rng() * 3600) * 1000,
        );
      if (storm && rng() < 0.5)
        push(
          s.id,
          'app_opened',
          0,
          day + (12 + Math.floor(rng() * 6)) * HOUR + Math.floor(rng() * 3600) * 1000,
        );
      for (let k = 0; k < n; k++) visit(s, day + visitHour() * HOUR + Math.floor(rng() * 3600) * 1000);
      if (alertDay && (s.subscribed || storm) && !first) {
        push(s.id, 'surf.alert.sent', wave, day + 5 * HOUR + Math.floor(rng() * 600) * 1000);
      }
    }
    for (const ins of instructors) {
      if (rng() < 0.85)
        push(
          ins.id,
          'app_opened',
          0,
          day + (6 + Math.floor(rng() * 2)) * HOUR + Math.floor(rng() * 3600) * 1000,
        );
      if (rng() < (ins.id === 'inst_03' ? 0.95 : 0.6))
        push(
          ins.id,
          'app_opened',
          0,
          day + (17 + Math.floor(rng() * 2)) * HOUR + Math.floor(rng() * 3600) * 1000,
        );
      if (ins.id === 'inst_03' && rng() < 0.6)
        push(ins.id, 'app_opened', 0, day + 12 * HOUR + Math.floor(rng() * 3600) * 1000);
      if (alertDay) push(ins.id, 'surf.alert.sent', wave, day + 5 * HOUR + Math.floor(rng() * 600) * 1000);
    }
  }
  // the newcomer has the app open right now
  push('stu_0419', 'app_opened', 0, latest);

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
