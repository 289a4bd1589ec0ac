// Rowing & paddling club member app — synthetic usage events (deterministic for a given now).
const HOUR = 3_600_000,
  DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'app_opened', // member opens the app (value 0)
  'boat_booked', // a boat booked for an outing (value 0)
  'BookingCancelled', // a boat booking cancelled (value 0)
  'session.logged', // on-water session logged; value = distance in km
  'ErgWorkout', // indoor erg workout; value = average watts
  'Boat Damage Reported', // boat reported damaged (value 0)
  'regatta-entry-paid', // regatta entry paid; value = amount in GBP
  'membership.renewed', // annual membership renewed; value = fee in GBP
  'training_session_run', // a coach ran a training session; value = attendees
  'Session Joined', // member joined a coached training session (value 0)
  'river-status-checked', // member checked the river status / flag (value 0)
  'safety.briefing_completed', // safety briefing / capsize drill done (value 0)
];

export const PERSONAS = {
  topRower: 'rower_007', // logs more than anyone, nearly every day
  churner: 'rower_233', // very active, then stopped 45 days ago
  newcomer: 'rower_412', // joined 6 days ago
  headCoach: 'coach_03', // runs most coached sessions
  damageReporter: 'rower_088', // the boatman's helper, reports most damage
  racer: 'rower_150', // enters the most regattas
  secondRacer: 'rower_205', // the other regular regatta entrant
  ergFan: 'rower_301', // indoor-erg devotee
};
export const NOBODY = 'rower_999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FLOOD_DAYS_AGO = 23; // the river-closed flood day

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261125);
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const today = Math.floor(nowMs / DAY) * DAY;
  const D0 = today - 119 * DAY;
  const FLOOD = 119 - FLOOD_DAYS_AGO;
  const lo = nowMs - 120 * DAY + 1000,
    hi = nowMs - 120_000;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return;
    out.push({ userId, eventName, eventValue, t });
  };

  // Members.
  const members = [];
  for (let i = 1; i <= 470; i++) {
    const id = `rower_${String(i).padStart(3, '0')}`;
    let join = 0;
    if (rnd() < 0.3) join = Math.floor(119 * Math.sqrt(rnd())); // growth: more joiners lately
    let quit = rnd() < 0.14 ? 10 + Math.floor(rnd() * 100) : 999;
    let rate = 0.07 + 0.34 * rnd() ** 2;
    const erger = rnd();
    const morning = rnd() < 0.55;
    const m = { id, join, quit, rate, erger, morning, racer: 0.015, damage: 0.015 };
    if (id === PERSONAS.topRower) {
      m.join = 0;
      m.quit = 999;
      m.rate = 0.92;
      m.erger = 1.0;
    }
    if (id === PERSONAS.churner) {
      m.join = 0;
      m.quit = 119 - 45;
      m.rate = 0.6;
    }
    if (id === PERSONAS.newcomer) {
      m.join = 119 - 6;
      m.quit = 999;
      m.rate = 0.75;
    }
    if (id === PERSONAS.damageReporter) {
      m.join = 0;
      m.quit = 999;
      m.rate = 0.5;
      m.damage = 0.6;
    }
    if (id === PERSONAS.secondRacer) {
      m.join = 0;
      m.quit = 999;
      m.rate = 0.5;
      m.racer = 0.35;
    }
    if (id === PERSONAS.ergFan) {
      m.join = 0;
      m.quit = 999;
      m.rate = 0.9;
      m.erger = 1.5;
    }
    if (id === PERSONAS.racer) {
      m.join = 0;
      m.quit = 999;
      m.rate = 0.55;
      m.racer = 0.3;
    }
    if (m.quit <= m.join + 3) m.quit = 999;
    members.push(m);
  }
  const coaches = [1, 2, 3, 4, 5, 6].map((i) => ({
    id: `coach_0${i}`,
    rate: [0, 0.1, 0.15, 0.8, 0.2, 0.3, 0.5][i],
  }));

  const at = (day, hour) => D0 + day * DAY + hour * HOUR + Math.floor(rnd() * 3600) * 1000;

  for (let day = 0; day < 120; day++) {
    const wd = (new Date(D0 + day * DAY).getUTCDay() + 6) % 7; // 0 = Monday
    const weekend = wd >= 5;
    const flood = day === FLOOD;
    const growth = 0.75 + 0.5 * (day / 119);
    const water = Math.max(0.25, 1 - day / 150); // on-water season fading into autumn

    // Coaches run sessions.
    for (const c of coaches) {
      if (rnd() < c.rate * (weekend ? 1.3 : 0.9)) {
        const h = weekend ? 8 : 17 + Math.floor(rnd() * 2);
        push(c.id, 'app_opened', 0, at(day, h - 1));
        push(c.id, 'training_session_run', 4 + Math.floor(rnd() * 13), at(day, h));
      }
    }

    for (const m of members) {
      if (day < m.join || day >= m.quit) continue;
      const first = day === m.join && m.join > 0;
      let p = m.rate * growth * (weekend ? 1.6 : 0.85);
      if (flood) p = Math.min(0.95, p * 2 + 0.35);
      if (!first && rnd() >= p) continue;
      const baseH = weekend
        ? 7 + Math.floor(rnd() * 4)
        : m.morning
          ? 5 + Math.floor(rnd() * 3)
          : 17 + Math.floor(rnd() * 3);
      let h = baseH;
      push(m.id, 'app_opened', 0, at(day, h - 1 < 0 ? 0 : h - 1));
      if (first) {
        push(m.id, 'safety.briefing_completed', 0, at(day, h));
        if (rnd() < 0.7) push(m.id, 'boat_booked', 0, at(day, Math.min(23, h + 1)));
        continue;
      }
      if (flood) {
        push(m.id, 'river-status-checked', 0, at(day, h));
        if (rnd() < 0.5) push(m.id, 'river-status-checked', 0, at(day, Math.min(23, h + 2)));
        if (rnd() < 0.45) push(m.id, 'BookingCancelled', 0, at(day, h));
        if (rnd() < 0.55)
          push(m.id, 'ErgWorkout', 130 + Math.floor(rnd() * 230), at(day, Math.min(23, h + 1)));
        continue;
      }
      if (rnd() < 0.12) push(m.id, 'river-status-checked', 0, at(day, h));
      if (
        rnd() <
        0.55 * water * [1, 1, 0.55, 1, 0.9, 1.1, 1.1][wd] + (m.id === PERSONAS.topRower ? 0.3 : 0)
      ) {
        push(m.id, 'boat_booked', 0, at(day, h));
        if (rnd() < 0.1) push(m.id, 'BookingCancelled', 0, at(day, h));
        else {
          const km = Math.round((weekend ? 8 : 5) * 10 + rnd() * 120) / 10;
          push(m.id, 'session.logged', km, at(day, Math.min(23, h + 1)));
          if (rnd() < m.damage) push(m.id, 'Boat Damage Reported', 0, at(day, Math.min(23, h + 1)));
        }
      }
      if (rnd() < (0.15 + 0.45 * (1 - water)) * (0.5 + m.erger)) {
        push(m.id, 'ErgWorkout', 120 + Math.floor(rnd() * 180 + m.erger * 80), at(day, h));
        if (m.id === PERSONAS.ergFan && rnd() < 0.6)
          push(m.id, 'ErgWorkout', 200 + Math.floor(rnd() * 150), at(day, Math.min(23, h + 1)));
      }
      if (rnd() < [0.16, 0.36, 0.14, 0.27, 0.12, 0, 0][wd])
        push(m.id, 'Session Joined', 0, at(day, 17 + Math.floor(rnd() * 2)));
      if (rnd() < m.racer) push(m.id, 'regatta-entry-paid', pick([18.5, 22, 25, 32.5, 45, 60]), at(day, 20));
      if (rnd() < 0.01) push(m.id, 'membership.renewed', pick([180, 240, 240, 320, 420]), at(day, 12));
      if (rnd() < 0.01) push(m.id, 'safety.briefing_completed', 0, at(day, h));
    }
  }
  // A member checking the app just before the question arrives.
  push('rower_007', 'app_opened', 0, hi - 60_000);
  push('rower_321', 'app_opened', 0, hi - 30_000);

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
