// Ice-rink chain (rinks in North America, stored in UTC): bookings, rentals, lessons, Zamboni logs, café.
const DAY = 86_400_000,
  HOUR = 3_600_000,
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

export const EVENT_NAMES = [
  'session_booked',
  'skate.rental',
  'IceTimeReserved',
  'Lesson Booked',
  'zamboni-resurface',
  'cafe_purchase',
  'membership.renewed',
  'CheckIn',
  'app_opened',
  'Waiver Signed',
  'lesson.cancelled',
  'skate-sharpening',
];

export const PERSONAS = {
  hockeyCaptain: 'sk_1042', // books the most league ice time, top spender
  figureParent: 'sk_1077', // books private figure lessons several times a week
  churner: 'sk_1150', // regular public skater who stopped coming ~52 days ago
  newcomer: 'sk_1433', // first visit 3 days ago, back almost daily since
  zamboniLead: 'staff_07', // lead ice technician, most events of anyone
};
export const NOBODY = 'sk_9999';
export const INCIDENT_DAYS_AGO = 23; // ice plant (compressor) failure: sessions cut, lessons cancelled

const STAFF = [
  { id: 'staff_07', days: [0, 2, 3, 4, 5, 6], per: 7, joinK: 130 },
  { id: 'staff_03', days: [0, 1, 2, 3, 4], per: 6, joinK: 130 },
  { id: 'staff_11', days: [3, 4, 5, 6], per: 6, joinK: 130 },
  { id: 'staff_02', days: [1, 5, 6], per: 4, joinK: 130 },
  { id: 'staff_05', days: [0, 2, 6], per: 4, joinK: 130 },
  { id: 'staff_09', days: [1, 3, 5], per: 5, joinK: 40 },
];

const WEEKDAY_FACTOR = {
  // local weekday, Monday = 0
  public: [0.6, 0.6, 0.7, 0.7, 1.1, 1.8, 1.6],
  hockey: [1.1, 1.1, 1.1, 1.1, 0.9, 1.0, 1.2],
  figure: [1.1, 1.1, 1.1, 1.1, 1.0, 1.2, 0.5],
  casual: [1, 1, 1, 1, 1, 1, 1],
};

function makeUsers(rnd) {
  const list = [];
  for (let i = 1001; i <= 1450; i++) {
    const id = `sk_${i}`;
    const r = rnd();
    const seg = r < 0.55 ? 'public' : r < 0.75 ? 'hockey' : r < 0.95 ? 'figure' : 'casual';
    const joinK = rnd() < 0.3 ? 130 : Math.floor(118 * (1 - Math.sqrt(rnd()))) + 1;
    let endK = -1;
    if (rnd() < 0.18 && joinK > 20) endK = 4 + Math.floor(rnd() * (joinK - 15));
    const base = { public: [0.08, 0.26], hockey: [0.18, 0.42], figure: [0.22, 0.5], casual: [0.06, 0.15] }[
      seg
    ];
    const rate = base[0] + rnd() * (base[1] - base[0]);
    const member = rnd() < 0.35;
    const tier = [39, 59, 89][Math.floor(rnd() * 3)];
    const phase = Math.floor(rnd() * 30);
    const captain = seg === 'hockey' && rnd() < 0.15;
    list.push({ id, seg, joinK, endK, rate, member, tier, phase, captain, lessonPrice: null });
  }
  const set = (id, o) =>
    Object.assign(
      list.find((u) => u.id === id),
      o,
    );
  set('sk_1042', { seg: 'hockey', captain: true, joinK: 130, endK: -1, rate: 0.95, member: true, tier: 89 });
  set('sk_1077', { seg: 'figure', joinK: 130, endK: -1, rate: 0.8, member: true, tier: 59, lessonPrice: 95 });
  set('sk_1150', { seg: 'public', joinK: 130, endK: 52, rate: 0.45, member: true, tier: 39 });
  set('sk_1433', { seg: 'public', joinK: 3, endK: -1, rate: 0.85, member: false });
  return list;
}

const ts = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261129);
  const users = makeUsers(rnd);
  const out = [];
  const latest = nowMs - 2 * MIN,
    earliest = nowMs - 120 * DAY;
  const push = (userId, eventName, eventValue, t) => {
    if (t >= earliest && t <= latest) out.push({ userId, eventName, eventValue, t });
  };
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const signed = new Set();
  const money = (x) => Math.round(x * 100) / 100;

  for (let k = 121; k >= 0; k--) {
    const open = today0 - k * DAY + 11 * HOUR; // 06:00 local (UTC-5)
    const localWd = (new Date(open).getUTCDay() + 6) % 7;
    const season = 0.65 + 0.6 * (1 - k / 121);
    const incident = k === INCIDENT_DAYS_AGO;

    for (const u of users) {
      if (k > u.joinK || (u.endK >= 0 && k < u.endK)) continue;
      // membership renewals every 30 days
      if (u.member && (k + u.phase) % 30 === 0)
        push(u.id, 'membership.renewed', u.tier, open + 2 * HOUR + Math.floor(rnd() * 10 * HOUR));
      let p = u.rate * WEEKDAY_FACTOR[u.seg][localWd] * season * (incident ? 0.2 : 1);
      if (k === u.joinK) p = 1;
      if (u.id === 'sk_1433' && k <= 3) p = 1;
      if (incident && u.seg === 'figure' && rnd() < 0.45) {
        push(u.id, 'lesson.cancelled', 0, open + 1 * HOUR + Math.floor(rnd() * 5 * HOUR));
      }
      if (rnd() >= p) continue;
      let off;
      const r = rnd();
      if (u.seg === 'public') off = 4 + rnd() * 11.5;
      else if (u.seg === 'hockey') off = r < 0.3 ? rnd() * 2 : 13 + rnd() * 5.5;
      else if (u.seg === 'figure') off = r < 0.4 ? rnd() * 3 : 9 + rnd() * 3.5;
      else off = 2 + rnd() * 16;
      const t0 = open + off * HOUR + Math.floor(rnd() * 3600) * 1000;
      if (!signed.has(u.id)) {
        signed.add(u.id);
        push(u.id, 'Waiver Signed', 0, t0 - (20 + Math.floor(rnd() * 600)) * MIN);
      }
      if (rnd() < 0.6) push(u.id, 'app_opened', 0, t0 - (240 + Math.floor(rnd() * 600)) * MIN);
      let checkIn = true;
      if (u.seg === 'public') {
        push(
          u.id,
          'session_booked',
          [12, 15, 18][localWd >= 5 ? 2 : Math.floor(rnd() * 2)],
          t0 - (30 + Math.floor(rnd() * 200)) * MIN,
        );
        if (rnd() < 0.55)
          push(u.id, 'skate.rental', rnd() < 0.7 ? 8 : 10, t0 + (2 + Math.floor(rnd() * 5)) * MIN);
        if (rnd() < 0.4)
          push(u.id, 'cafe_purchase', money(2.5 + rnd() * 15), t0 + (50 + Math.floor(rnd() * 70)) * MIN);
      } else if (u.seg === 'hockey') {
        if (u.captain && rnd() < (u.id === 'sk_1042' ? 0.55 : 0.3))
          push(
            u.id,
            'IceTimeReserved',
            225 + 5 * Math.floor(rnd() * 52),
            t0 - (60 + Math.floor(rnd() * 1400)) * MIN,
          );
        if (rnd() < 0.12) push(u.id, 'skate-sharpening', rnd() < 0.5 ? 8 : 12, t0 + 3 * MIN);
        if (rnd() < 0.3)
          push(u.id, 'cafe_purchase', money(3 + rnd() * 12), t0 + (70 + Math.floor(rnd() * 50)) * MIN);
      } else if (u.seg === 'figure') {
        if (rnd() < 0.8) {
          push(
            u.id,
            'Lesson Booked',
            u.lessonPrice ?? [45, 60, 75, 95][Math.floor(rnd() * 4)],
            t0 - (90 + Math.floor(rnd() * 2800)) * MIN,
          );
          if (rnd() < 0.05) {
            push(u.id, 'lesson.cancelled', 0, t0 - 45 * MIN);
            checkIn = false;
          }
        }
        if (checkIn && rnd() < 0.08) push(u.id, 'skate-sharpening', rnd() < 0.5 ? 8 : 12, t0 + 4 * MIN);
        if (checkIn && rnd() < 0.25)
          push(u.id, 'cafe_purchase', money(2.5 + rnd() * 10), t0 + (60 + Math.floor(rnd() * 40)) * MIN);
      } else {
        checkIn = rnd() < 0.3;
        push(u.id, 'app_opened', 0, t0);
        if (checkIn && rnd() < 0.6) push(u.id, 'cafe_purchase', money(3 + rnd() * 9), t0 + 20 * MIN);
      }
      if (checkIn) push(u.id, 'CheckIn', 0, t0);
    }

    for (const s of STAFF) {
      if (k > s.joinK || !s.days.includes(localWd)) continue;
      const shifts = incident ? 1 : s.per;
      let t = open + 30 * MIN + Math.floor(rnd() * 20) * MIN;
      for (let i = 0; i < shifts; i++) {
        push(s.id, 'zamboni-resurface', 11 + Math.floor(rnd() * 7), t + Math.floor(rnd() * 60) * 1000);
        t += (95 + Math.floor(rnd() * 30)) * MIN;
      }
      if (rnd() < 0.5)
        push(s.id, 'cafe_purchase', money(2 + rnd() * 6), open + 5 * HOUR + Math.floor(rnd() * 4 * HOUR));
    }
  }
  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : 1));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: ts(t),
  }));
}
