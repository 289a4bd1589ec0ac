/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's data, kept as its author wrote it */
// Shift-scheduling app for hospital nurses: synthetic usage events, deterministic for a given `now`.
const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'shift_published', // manager publishes an open shift; value = shift length in hours (8 or 12)
  'shift.claimed', // nurse claims an open shift; value = shift length in hours
  'SwapRequested', // nurse asks to swap a shift; value = hours of the shift offered
  'Swap Approved', // logged on the requesting nurse when a manager approves; value = hours
  'clock-in', // nurse clocks in; value = hours worked on that shift (quarter hours)
  'overtime_approved', // overtime approved for the nurse; value = overtime hours (0.5–4)
  'sick.call', // nurse calls in sick; value = hours of the shift missed
  'CredentialUploaded', // licence / certificate upload; value = number of files
  'Broadcast Sent', // manager broadcast; value = number of recipients
  'schedule-viewed', // schedule opened in the app; value = 0
  'timesheet.submitted', // weekly timesheet, Sunday evening; value = hours in that ISO week
  'ShiftDropped', // nurse drops a claimed shift back to the pool; value = hours
];

export const PERSONAS = {
  topNurse: 'nurse_0117', // float-pool nurse who lives in the app
  churner: 'nurse_0233', // very active, left about 55 days before now
  newcomer: 'nurse_0461', // joined 9 days before now
  overtimeNurse: 'nurse_0088', // most overtime
  sickNurse: 'nurse_0302', // calls in sick a lot
  chargeManager: 'mgr_03', // sends most broadcasts
  scheduler: 'mgr_01', // publishes most shifts
};
export const NOBODY = 'nurse_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Sunday..Saturday: Tuesday is the heaviest day for worked shifts, weekends the lightest
const WEEKDAY_RATE = [0.7, 1.02, 1.25, 1.06, 1.0, 0.96, 0.72];
const NURSES = 470,
  MANAGERS = 14,
  INCIDENT = 23; // incident: flu outbreak, 23 days before today
const pad = (n, w) => String(n).padStart(w, '0');

export function generateEvents(now) {
  const N = +now;
  const latest = N - 2 * MIN,
    earliest = N - 120 * DAY;
  const today0 = Math.floor(N / DAY) * DAY;
  const rnd = mulberry32(20261125);
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t > latest || t < earliest) return;
    out.push({ userId, eventName, eventValue, timestamp: new Date(t).toISOString().slice(0, 19) + 'Z' });
  };
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const dayAt = (d) => today0 - d * DAY;
  const wd = (t) => new Date(t).getUTCDay(); // 0 Sunday

  // ---- nurses
  for (let i = 1; i <= NURSES + 1; i++) {
    const id = `nurse_${pad(i, 4)}`;
    let activity = 0.5 + rnd();
    let join = rnd() < 0.62 ? 125 : Math.floor(120 * Math.sqrt(rnd())); // later joins more common: growth
    join = join === 125 ? 125 : 120 - join;
    let leave = rnd() < 0.08 ? 10 + Math.floor(rnd() * 90) : -1;
    let sickP = 0.035,
      otP = 0.09,
      views = 1;
    if (id === PERSONAS.topNurse) {
      activity = 4.6;
      join = 125;
      leave = -1;
      views = 3;
    }
    if (id === PERSONAS.churner) {
      activity = 2.6;
      join = 125;
      leave = 55;
    }
    if (id === PERSONAS.newcomer) {
      activity = 2.2;
      join = 9;
      leave = -1;
    }
    if (id === PERSONAS.overtimeNurse) {
      activity = 3.0;
      join = 125;
      leave = -1;
      otP = 0.6;
    }
    if (id === PERSONAS.sickNurse) {
      activity = 2.0;
      join = 125;
      leave = -1;
      sickP = 0.4;
    }
    if (i === NURSES + 1 && id !== PERSONAS.newcomer) continue;
    const clockIns = [];
    for (let d = Math.min(join, 120); d > leave && d >= 0; d--) {
      const day0 = dayAt(d),
        w = wd(day0);
      const weekend = w === 0 || w === 6;
      const growth = 0.85 + 0.3 * (1 - d / 120);
      const rate = Math.min(0.19 * activity * growth * WEEKDAY_RATE[w], 0.95);
      if (d === INCIDENT && rnd() < 0.3)
        push(id, 'sick.call', pick([8, 12]), day0 + 4 * HOUR + rnd() * 3 * HOUR);
      if (d === INCIDENT && rnd() < 0.14)
        push(id, 'overtime_approved', 0.5 * (1 + Math.floor(rnd() * 8)), day0 + 15 * HOUR + rnd() * 8 * HOUR);
      if (rnd() < 0.012)
        push(id, 'CredentialUploaded', 1 + Math.floor(rnd() * 3), day0 + 9 * HOUR + rnd() * 13 * HOUR);
      for (let v = 1; v < views; v++)
        if (rnd() < 0.7) push(id, 'schedule-viewed', 0, day0 + 7 * HOUR + rnd() * 16 * HOUR);
      if (rnd() >= rate) continue;
      const dayShift = rnd() < 0.65;
      const start = day0 + (dayShift ? 6.5 : 18.5) * HOUR + rnd() * 28 * MIN;
      const base = rnd() < 0.6 ? 12 : 8;
      if (rnd() < 0.55) push(id, 'shift.claimed', base, start - (1 + rnd() * 5) * DAY + rnd() * 3 * HOUR);
      if (rnd() < 0.9) push(id, 'schedule-viewed', 0, start - (2 + rnd() * 20) * HOUR);
      if (rnd() < 0.6) push(id, 'schedule-viewed', 0, start - (2 + rnd() * 40) * HOUR);
      if (rnd() < 0.045) {
        const req = start - (2 + rnd() * 3) * DAY;
        push(id, 'SwapRequested', base, req);
        if (rnd() < 0.62) push(id, 'Swap Approved', base, req + (3 + rnd() * 37) * HOUR);
      }
      if (rnd() < 0.02) push(id, 'ShiftDropped', base, start - (1 + rnd() * 2) * DAY);
      if (rnd() < sickP) {
        push(id, 'sick.call', base, start - (1 + rnd() * 2) * HOUR);
        continue;
      }
      const hours = base + (Math.floor(rnd() * 4) - 1) * 0.25;
      push(id, 'clock-in', hours, start);
      clockIns.push([start, hours]);
      if (rnd() < otP)
        push(
          id,
          'overtime_approved',
          0.5 * (1 + Math.floor(rnd() * 8)),
          start + (hours + 0.25 + rnd()) * HOUR,
        );
    }
    // weekly timesheets: Sunday evening of every ISO week with a clock-in
    const weeks = new Map();
    for (const [t, h] of clockIns) {
      const ws = Math.floor(t / DAY) * DAY - ((new Date(t).getUTCDay() + 6) % 7) * DAY;
      weeks.set(ws, (weeks.get(ws) ?? 0) + h);
    }
    for (const [ws, h] of weeks)
      if (rnd() < 0.85) push(id, 'timesheet.submitted', h, ws + 6 * DAY + 20 * HOUR + rnd() * 3.9 * HOUR);
  }

  // ---- managers
  for (let m = 1; m <= MANAGERS; m++) {
    const id = `mgr_${pad(m, 2)}`;
    const bP = id === PERSONAS.chargeManager ? 0.75 : 0.2;
    for (let d = 120; d >= 0; d--) {
      const day0 = dayAt(d),
        w = wd(day0);
      const growth = 0.85 + 0.3 * (1 - d / 120);
      const lambda = (w === 4 ? 3.6 : w === 0 || w === 6 ? 0.3 : 1.1) * growth * (id === 'mgr_01' ? 1.9 : 1);
      let k = 0;
      for (let s = 0; s < 8; s++) if (rnd() < lambda / 8) k++;
      for (let s = 0; s < k; s++)
        push(id, 'shift_published', pick([8, 12, 12]), day0 + 9 * HOUR + rnd() * 8 * HOUR);
      if (rnd() < bP)
        push(id, 'Broadcast Sent', 20 + Math.floor(rnd() * 120), day0 + 8 * HOUR + rnd() * 12 * HOUR);
      if (d === INCIDENT)
        for (let s = 0; s < 2; s++)
          push(id, 'Broadcast Sent', 60 + Math.floor(rnd() * 90), day0 + 5 * HOUR + rnd() * 10 * HOUR);
      if (rnd() < 0.5) push(id, 'schedule-viewed', 0, day0 + 8 * HOUR + rnd() * 10 * HOUR);
    }
  }

  // ---- the last three hours: the schedule is being checked every few minutes
  for (let m = 3; m <= 180; m += 6)
    push(`nurse_${pad(1 + Math.floor(rnd() * NURSES), 4)}`, 'schedule-viewed', 0, N - m * MIN);

  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
