// Alpenblick ski resort: guest app + back office events over the last 120 days.
// Deterministic for a given `now`: everything is laid out relative to the start of now's UTC day.

export const EVENT_NAMES = [
  'lift_pass_purchased', // eventValue: price paid, CHF
  'gate.scan', // eventValue: vertical metres of the lift ridden
  'LessonBooked', // eventValue: lesson price, CHF
  'rental-started', // eventValue: rental days booked
  'Snow Report Viewed', // eventValue: 1
  'trail_map_opened', // eventValue: 1
  'restaurant.order', // eventValue: bill, CHF (with centimes)
  'SeasonPassRenewed', // eventValue: price paid, CHF
  'Patrol Incident Logged', // eventValue: severity 1 (minor) .. 5 (evacuation)
  'app-open', // eventValue: 1
  'lesson_cancelled', // eventValue: 1
];

export const PERSONAS = {
  topSkier: 'sp_017', // season-pass holder who skis almost every day
  churner: 'sp_044', // season-pass holder who stopped coming ~45 days ago and never renewed
  newcomer: 'guest_0377', // arrives 3 days ago; first event ever (planning) within the last 8 days
  bigSpender: 'guest_0142', // returning guest, lessons + long lunches every visit
  patroller: 'staff_03', // logs most patrol incidents
};
export const NOBODY = 'guest_0999';

const DAY = 86_400_000;
const INCIDENT_DAYS_AGO = 23; // storm day: lifts closed, patrol busy, everybody reads the snow report

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
  const nowMs = +now;
  const base = Math.floor(nowMs / DAY) * DAY;
  const rnd = mulberry32(20261129);
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const chance = (p) => rnd() < p;
  const out = [];
  const dayStartOf = (k) => base - k * DAY; // k = days ago
  const weekdayOf = (k) => (new Date(dayStartOf(k)).getUTCDay() + 6) % 7; // 0 = Monday
  const weekend = (k) => weekdayOf(k) >= 5;
  // season ramp: pre-season glacier weeks, then opening, then full season
  const season = (k) => (k > 90 ? 0.12 : k > 60 ? 0.45 : k > 30 ? 0.8 : 1);
  const storm = (k) => k === INCIDENT_DAYS_AGO;
  const at = (k, hFrom, hTo) => dayStartOf(k) + int(hFrom * 3600, hTo * 3600 - 1) * 1000;
  const push = (userId, eventName, eventValue, t) => out.push({ userId, eventName, eventValue, t });
  const LIFTS = [180, 240, 312, 355, 420, 486, 530, 610, 745, 820, 905];
  const lunch = () => Math.round((12 + rnd() * 48) * 2) / 2 + pick([0, 0.2, 0.4, 0.7, 0.9]);

  function skiDay(u, k, scansLo, scansHi, extra = {}) {
    push(u, 'app-open', 1, at(k, 6, 9));
    if (chance(storm(k) ? 1 : 0.5)) push(u, 'Snow Report Viewed', 1, at(k, 6, 9));
    if (storm(k)) {
      if (chance(0.6)) push(u, 'Snow Report Viewed', 1, at(k, 9, 18));
      return;
    }
    if (chance(extra.map ?? 0.35)) push(u, 'trail_map_opened', 1, at(k, 8, 16));
    const scans = int(scansLo, scansHi);
    for (let i = 0; i < scans; i++) {
      const h = chance(0.55) ? int(9, 11) : int(8, 15);
      push(u, 'gate.scan', pick(LIFTS), at(k, h, h + 1));
    }
    const orders = extra.orders ?? (chance(0.6) ? 1 : 0) + (chance(0.15) ? 1 : 0);
    for (let i = 0; i < orders; i++)
      push(u, 'restaurant.order', lunch(), at(k, chance(0.7) ? 11 : 14, chance(0.7) ? 14 : 16));
    if (chance(0.3)) push(u, 'app-open', 1, at(k, 16, 22));
  }

  // ---- season-pass holders --------------------------------------------------------------
  for (let i = 1; i <= 55; i++) {
    const u = `sp_${String(i).padStart(3, '0')}`;
    const top = u === PERSONAS.topSkier,
      churner = u === PERSONAS.churner;
    const renewK = churner ? null : chance(0.7) ? int(85, 118) : int(20, 84);
    if (renewK !== null) push(u, 'SeasonPassRenewed', pick([899, 899, 1099, 499]), at(renewK, 7, 22));
    const keen = 0.5 + rnd() * 0.6;
    for (let k = 119; k >= 0; k--) {
      if (churner && k < 45) break;
      const p = top ? (k > 90 ? 0.5 : 0.9) : Math.min(0.9, 0.28 * keen * season(k) * (weekend(k) ? 1.9 : 1));
      if (chance(p)) skiDay(u, k, top ? 14 : 4, top ? 22 : 10);
      else {
        if (top || chance(0.15)) push(u, 'app-open', 1, at(k, 7, 22));
        if (chance(0.12)) push(u, 'Snow Report Viewed', 1, at(k, 6, 21));
      }
    }
  }

  // ---- guests -----------------------------------------------------------------------------
  const PASS = [72, 139, 199, 255, 309, 359, 405];
  function visit(u, start, len, spender) {
    // planning: app + snow report in the days before
    const plan = int(1, 5);
    push(u, 'app-open', 1, at(start + plan, 17, 23));
    push(u, 'Snow Report Viewed', 1, at(start + int(1, plan), 7, 23));
    if (chance(0.5)) push(u, 'trail_map_opened', 1, at(start + int(1, plan), 18, 23));
    if (chance(0.8))
      push(
        u,
        'lift_pass_purchased',
        PASS[len - 1] - (chance(0.25) ? Math.round(PASS[len - 1] * 0.4) : 0),
        at(start + 1, 17, 23),
      );
    else push(u, 'lift_pass_purchased', PASS[len - 1], at(start, 7, 9));
    if (chance(spender ? 1 : 0.5)) push(u, 'rental-started', len, at(start, 8, 10));
    if (chance(spender ? 1 : 0.3)) {
      const kLesson = start - int(0, len - 1);
      push(
        u,
        'LessonBooked',
        spender ? pick([420, 580]) : pick([95, 95, 180, 180, 420]),
        at(start + 1, 18, 23),
      );
      if (chance(0.2) || (storm(kLesson) && chance(0.8))) push(u, 'lesson_cancelled', 1, at(kLesson, 6, 9));
    }
    for (let d = 0; d < len; d++) {
      const k = start - d;
      if (k < 0) break;
      skiDay(u, k, 4, 11, { map: 0.6, orders: spender ? int(2, 3) : undefined });
    }
  }
  for (let i = 1; i <= 385; i++) {
    const u = `guest_${String(i).padStart(4, '0')}`;
    const spender = u === PERSONAS.bigSpender;
    let arrival = Math.floor(112 * (1 - Math.sqrt(rnd())));
    if (!weekend(arrival) && chance(0.45))
      arrival = Math.max(0, arrival - ((5 - weekdayOf(arrival) + 7) % 7)); // slide to Saturday
    if (u === PERSONAS.newcomer) arrival = 3;
    if (spender) {
      for (const s of [100, 76, 52, 31, 12, 4]) visit(u, s, 3, true);
      continue;
    }
    const len = Math.min(7, arrival + 1, pick([1, 1, 2, 2, 3, 4, 5, 7]));
    visit(u, arrival, len, false);
    if (chance(0.3)) {
      const again = arrival - int(10, 35);
      if (again >= 0) visit(u, again, Math.min(again + 1, pick([1, 2, 2, 3])), false);
    }
  }

  // ---- staff ------------------------------------------------------------------------------
  for (let i = 1; i <= 12; i++) {
    const u = `staff_${String(i).padStart(2, '0')}`;
    const patrol = i <= 6;
    for (let k = 119; k >= 0; k--) {
      if (!chance(k > 90 ? 0.4 : 0.8)) continue;
      push(u, 'app-open', 1, at(k, 6, 8));
      if (chance(0.5)) push(u, 'Snow Report Viewed', 1, at(k, 6, 8));
      if (chance(0.3)) push(u, 'trail_map_opened', 1, at(k, 8, 16));
      if (patrol) {
        const rate =
          (u === PERSONAS.patroller ? 1.6 : 0.6) * season(k) * (weekend(k) ? 1.5 : 1) * (storm(k) ? 6 : 1);
        let n = 0;
        for (let j = 0; j < 4; j++) if (chance(Math.min(0.95, rate / 4))) n++;
        if (storm(k)) n += int(2, 4);
        for (let j = 0; j < n; j++)
          push(u, 'Patrol Incident Logged', storm(k) ? int(2, 5) : pick([1, 1, 1, 2, 2, 3, 4]), at(k, 9, 17));
      }
    }
  }

  const from = nowMs - 120 * DAY,
    to = nowMs - 120_000;
  return out
    .filter((e) => e.t >= from && e.t <= to)
    .sort((a, b) => a.t - b.t)
    .map((e) => ({
      userId: e.userId,
      eventName: e.eventName,
      eventValue: e.eventValue,
      timestamp: new Date(e.t).toISOString().slice(0, 19) + 'Z',
    }));
}
