// Beach patrol: a lifeguard service's incident and shift app. Lifeguards (lg_1001…) start and end
// shifts, log rescues, first aid, flags, water readings, reunited children and radio check-ins;
// supervisors (sup_01…) also file incident reports, order supplies and keep the overnight radio watch.
// The season is ramping up (more guards, more shifts towards now), weekends are busier,
// and a rip-current day 23 days before now brought a burst of rescues, flags and first aid.

export const EVENT_NAMES = [
  'shift_started', // value: tower number (1–12)
  'shift.ended', // value: hours worked (2 decimals)
  'RescueLogged', // value: minutes in the water
  'First Aid Given', // value: minutes spent treating
  'flag-raised', // value: flag level 1 green, 2 yellow, 3 red, 4 double red
  'water.quality_reading', // value: enterococci count (CFU/100 ml)
  'ChildReunited', // value: minutes the child was missing
  'radio_checkin', // value: signal readability 1–5
  'Equipment Checked', // value: items checked
  'incident-report.filed', // value: severity 1–5
  'SupplyOrdered', // value: order amount in dollars
];

export const PERSONAS = {
  topGuard: 'lg_1007', // works almost every day, most events of anyone
  topRescuer: 'lg_1142', // jet-ski crew: most rescues
  churner: 'lg_1033', // very active until 40 days ago, then nothing
  newcomer: 'lg_1415', // first shift 9 days ago
  headSupervisor: 'sup_03', // files most incident reports and supply orders
};
export const NOBODY = 'lg_0999';

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

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261129);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const between = (a, b) => a + rnd() * (b - a);
  const int = (a, b) => Math.floor(between(a, b + 1));

  // Staff. join / leave are in days before now (leave 0 = still here).
  const guards = [];
  for (let i = 1001; i <= 1420; i++) {
    const id = `lg_${i}`;
    let join = rnd() < 0.65 ? 120 : int(12, 115);
    let leave = rnd() < 0.12 ? int(5, join - 8) : 0;
    if (leave < 0) leave = 0;
    let p = between(0.05, 0.16);
    let rescue = 0.1;
    if (id === PERSONAS.topGuard) {
      join = 120;
      leave = 0;
      p = 0.9;
    }
    if (id === PERSONAS.topRescuer) {
      join = 120;
      leave = 0;
      p = 0.55;
      rescue = 0.9;
    }
    if (id === PERSONAS.churner) {
      join = 120;
      leave = 40;
      p = 0.7;
    }
    if (id === PERSONAS.newcomer) {
      join = 9;
      leave = 0;
      p = 0.75;
    }
    if (i >= 1408 && id !== PERSONAS.newcomer) {
      join = int(2, 7);
      leave = 0;
    } // the newest cohort
    guards.push({ id, join, leave, p, rescue, sup: false });
  }
  const sups = [];
  for (let i = 1; i <= 24; i++) {
    const id = `sup_${String(i).padStart(2, '0')}`;
    sups.push({
      id,
      join: 120,
      leave: 0,
      p: id === PERSONAS.headSupervisor ? 0.42 : between(0.2, 0.35),
      rescue: 0.05,
      sup: true,
    });
  }
  const staff = [...guards, ...sups];

  const events = [];
  const today = Math.floor(nowMs / DAY) * DAY;
  const lo = nowMs - 120 * DAY,
    hi = nowMs - 2 * MIN;
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return;
    events.push({ userId, eventName, eventValue, timestamp: new Date(t).toISOString().slice(0, 19) + 'Z' });
  };
  const RIP = 23; // the rip-current day, days before today

  for (let d = 120; d >= 0; d--) {
    const day = today - d * DAY;
    const wd = (new Date(day).getUTCDay() + 6) % 7; // 0 = Monday
    const week = [0.8, 0.75, 0.85, 0.9, 1.1, 1.55, 1.35][wd];
    const season = 0.55 + 0.75 * (1 - d / 120); // ramping up towards now
    const rip = d === RIP;
    const jitter = 0.88 + 0.24 * mulberry32(Math.floor(day / DAY) * 7919)(); // calendar-day noise
    const rain = rnd() < 0.12; // bacteria spike after rain

    // Overnight radio watch: one supervisor checks in every hour 20:00–06:00.
    const watch = sups[(d * 7) % sups.length].id;
    for (const h of [0, 1, 2, 3, 4, 5, 20, 21, 22, 23])
      push(
        watch,
        'radio_checkin',
        int(3, 5),
        day + h * HOUR + (h ? int(0, 50) : 0) * MIN + int(0, 59) * 1000,
      );

    // Flags at the tower opening, by the day's lead supervisor.
    const lead = d % 3 === 0 ? PERSONAS.headSupervisor : sups[(d * 5 + 1) % sups.length].id;
    const flagLevel = rip ? 4 : pick([1, 1, 1, 2, 2, 3]);
    push(lead, 'flag-raised', flagLevel, day + 6 * HOUR + int(30, 59) * MIN);
    if (rnd() < 0.5 || rip)
      push(lead, 'flag-raised', rip ? 4 : pick([1, 2, 3]), day + int(11, 16) * HOUR + int(0, 59) * MIN);

    for (const s of staff) {
      if (d > s.join || (s.leave && d < s.leave)) continue;
      let p = s.p * season * week * jitter;
      if (s.id === PERSONAS.topGuard || s.id === PERSONAS.churner || s.id === PERSONAS.newcomer) p = s.p;
      if (rip) p = Math.min(1, p * 1.8);
      if (rnd() >= p) continue;
      const start = day + int(6, 9) * HOUR + int(0, 59) * MIN + int(0, 59) * 1000;
      const hours = Math.round(between(4, 10) * 4) / 4;
      const end = start + hours * HOUR;
      const during = () => start + between(0.3, hours - 0.2) * HOUR;
      push(s.id, 'shift_started', int(1, 12), start);
      if (rnd() < 0.6) push(s.id, 'Equipment Checked', int(5, 12), start + int(5, 25) * MIN);
      const checks = s.id === PERSONAS.topGuard ? 6 : int(2, 5);
      for (let k = 0; k < checks; k++) push(s.id, 'radio_checkin', int(1, 5), during());
      if (rnd() < (rip ? 0.95 : s.rescue)) {
        const n = rip ? int(2, 4) : 1;
        for (let k = 0; k < n; k++)
          push(
            s.id,
            'RescueLogged',
            int(2, 25),
            rip ? day + between(12.5, 16.5) * HOUR : start + between(0.5, hours - 0.3) * HOUR,
          );
      }
      if (rnd() < (rip ? 0.8 : 0.28)) push(s.id, 'First Aid Given', int(3, 40), during());
      if (rnd() < 0.04) push(s.id, 'ChildReunited', int(4, 90), during());
      if (rnd() < (s.sup ? 0.5 : 0.17))
        push(
          s.id,
          'water.quality_reading',
          Math.round(rain ? between(90, 400) : between(5, 80)),
          start + between(0.2, 1.5) * HOUR,
        );
      if (!s.sup && rnd() < 0.04) push(s.id, 'flag-raised', pick([2, 3]), during());
      if (s.sup && rnd() < (s.id === PERSONAS.headSupervisor ? 0.85 : rip ? 0.9 : 0.2))
        push(s.id, 'incident-report.filed', int(1, 5), end - between(0.2, 1) * HOUR);
      if (s.sup && rnd() < (s.id === PERSONAS.headSupervisor ? 0.3 : 0.08))
        push(s.id, 'SupplyOrdered', Math.round(between(20, 600) * 100) / 100, during());
      if (rnd() < 0.92) push(s.id, 'shift.ended', Math.round(hours * 100 + int(-10, 10)) / 100, end);
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
