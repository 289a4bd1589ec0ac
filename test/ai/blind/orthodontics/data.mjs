// Orthodontics chain: patient app + practice system events. Deterministic for a given `now`.
const DAY = 86_400_000;
const HOUR = 3_600_000;

export const EVENT_NAMES = [
  'consultation_booked', // value 0
  'scan.uploaded', // value: scan file size in MB (1 decimal)
  'TreatmentStarted', // value: planned treatment length in months
  'AlignerTrayShipped', // value: number of trays in the shipment
  'adjustment-visit', // value: chair time in minutes
  'Progress Photo Uploaded', // value: number of photos in the upload
  'Wear Time Logged', // value: hours of aligner wear logged for the day (1 decimal)
  'app_opened', // value 0
  'message.sent', // value 0 (patient → clinic message)
  'instalment.paid', // value: USD paid (payment-plan instalment or paid-in-full amount)
  'appointment_cancelled', // value 0
  'retainer_ordered', // value: USD price of the retainer
];

export const PERSONAS = {
  topUser: 'pt_0007', // very engaged aligner patient
  bigSpender: 'pt_0150', // paid a premium plan in full
  churner: 'pt_0222', // braces patient who went silent ~47 days ago
  retainerPatient: 'pt_0333', // finished aligners 20 days ago, ordered a retainer
  newcomer: 'pt_0480', // booked a consultation 2 days ago
};
export const NOBODY = 'pt_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Mon..Sun activity factor (clinics closed Sundays).
const WD = [1.3, 1.12, 1.0, 0.95, 0.88, 0.72, 0.45];
// Hours (UTC) — app use peaks in the evening, clinic work in the afternoon UTC.
const APP_H = [1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 6, 8, 9, 8, 5, 2];
const CLINIC_H = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 5, 6, 6, 7, 6, 6, 5, 3, 0, 0];

export function generateEvents(now) {
  const rnd = mulberry32(0x0a11e7);
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const latest = nowMs - 120_000,
    earliest = nowMs - 120 * DAY;
  const out = [];
  const dayMs = (d) => today - d * DAY;
  const wd = (d) => (new Date(dayMs(d)).getUTCDay() + 6) % 7;
  const pickH = (w) => {
    let s = 0;
    for (const x of w) s += x;
    let r = rnd() * s;
    for (let h = 0; h < 24; h++) {
      r -= w[h];
      if (r < 0) return h;
    }
    return 23;
  };
  const at = (d, w) => dayMs(d) + pickH(w) * HOUR + Math.floor(rnd() * 3600) * 1000;
  const push = (u, name, val, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({
      userId: u,
      eventName: name,
      eventValue: val,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const notSunday = (d) => (wd(d) === 6 ? d - 1 : d); // move to Monday
  const INSTALMENTS = [149, 179, 199, 229, 249, 279.5, 299, 349];
  const activeOn = new Map(); // day -> list of users active in treatment (for the incident)

  const N = 480;
  for (let i = 1; i <= N; i++) {
    const u = 'pt_' + String(i).padStart(4, '0');
    let kind = rnd() < 0.6 ? 'aligner' : 'braces';
    let a = 0.35 + rnd() * 1.2;
    if (rnd() < 0.06) a *= 1.6;
    let existing = rnd() < 0.4;
    let join = Math.floor(rnd() < 0.5 ? rnd() * 119 : 119 * (1 - Math.sqrt(rnd())));
    let scanP = rnd(),
      startP = rnd();
    let stop = rnd() < 0.14 ? Math.floor(rnd() * 100) : -1; // days-ago after which user is silent
    let finish = existing && rnd() < 0.22 ? Math.floor(rnd() * 90) : -1;
    let planned =
      rnd() < 0.85 ? INSTALMENTS[Math.floor(rnd() * INSTALMENTS.length)] : 3900 + Math.floor(rnd() * 2600);
    const ph = Math.floor(rnd() * 1000);
    if (u === PERSONAS.topUser) {
      kind = 'aligner';
      a = 3.3;
      existing = true;
      stop = -1;
      finish = -1;
      planned = 299;
    }
    if (u === PERSONAS.bigSpender) {
      kind = 'aligner';
      a = 1.1;
      existing = false;
      join = 101;
      scanP = 0;
      startP = 0;
      stop = -1;
      planned = 7850;
    }
    if (u === PERSONAS.churner) {
      kind = 'braces';
      a = 2.0;
      existing = true;
      stop = 47;
      finish = -1;
      planned = 249;
    }
    if (u === PERSONAS.retainerPatient) {
      kind = 'aligner';
      a = 1.3;
      existing = true;
      stop = -1;
      finish = 20;
      planned = 229;
    }
    if (u === PERSONAS.newcomer) {
      push(u, 'consultation_booked', 0, dayMs(2) + 15 * HOUR + 1234 * 1000);
      push(u, 'app_opened', 0, dayMs(2) + 19 * HOUR + 600 * 1000);
      push(u, 'message.sent', 0, dayMs(2) + 19 * HOUR + 900 * 1000);
      push(u, 'scan.uploaded', 88.4, dayMs(1) + 16 * HOUR + 420 * 1000);
      push(u, 'app_opened', 0, dayMs(1) + 20 * HOUR + 60 * 1000);
      continue;
    }

    let T; // treatment start, days ago (may lie before the window)
    if (existing) T = 125 + Math.floor(rnd() * 300);
    else {
      const c = notSunday(join) === -1 ? join : notSunday(join);
      push(u, 'consultation_booked', 0, at(c, CLINIC_H));
      for (let k = 0; k < 2; k++)
        if (rnd() < 0.6) {
          const d = c - Math.floor(rnd() * 4);
          if (d >= 0) push(u, 'app_opened', 0, at(d, APP_H));
        }
      if (rnd() < 0.4) push(u, 'message.sent', 0, at(c, APP_H));
      if (scanP >= 0.72) continue;
      const sd = c - 2 - Math.floor(rnd() * 8);
      if (sd < 0) continue;
      push(u, 'scan.uploaded', Math.round((40 + rnd() * 80) * 10) / 10, at(sd, CLINIC_H));
      if (startP >= 0.8) {
        if (rnd() < 0.5) push(u, 'app_opened', 0, at(Math.max(0, sd - 1), APP_H));
        continue;
      }
      T = notSunday(sd - 3 - Math.floor(rnd() * 10));
      if (T < 0) continue;
      const months = kind === 'aligner' ? 6 + Math.floor(rnd() * 13) : 18 + Math.floor(rnd() * 13);
      push(u, 'TreatmentStarted', months, at(T, CLINIC_H));
      if (planned > 1000) push(u, 'instalment.paid', planned, at(T, CLINIC_H) + 1800 * 1000);
    }
    for (let d = Math.min(T, 120); d >= 0; d--) {
      if (stop >= 0 && d < stop) break;
      const f = WD[wd(d)];
      const since = T - d;
      if (finish >= 0 && d < finish) {
        if (rnd() < 0.08) push(u, 'app_opened', 0, at(d, APP_H));
        continue;
      }
      if (finish >= 0 && d === finish) {
        push(
          u,
          'retainer_ordered',
          u === PERSONAS.retainerPatient ? 449 : [199, 249, 399][Math.floor(rnd() * 3)],
          at(d, CLINIC_H),
        );
        continue;
      }
      if (!activeOn.has(d)) activeOn.set(d, []);
      activeOn.get(d).push(u);
      const pa = 0.45 * a * f;
      if (rnd() < Math.min(0.97, pa)) push(u, 'app_opened', 0, at(d, APP_H));
      if (rnd() < pa * (u === PERSONAS.topUser ? 0.25 : 0.12)) push(u, 'app_opened', 0, at(d, APP_H));
      if (kind === 'aligner' && rnd() < Math.min(0.95, 0.36 * a * f))
        push(u, 'Wear Time Logged', Math.round((14 + rnd() * 8) * 10) / 10, at(d, APP_H));
      if (rnd() < 0.11 * a * f) push(u, 'message.sent', 0, at(d, APP_H));
      if ((since + ph) % 7 === 0 && rnd() < 0.55 * Math.min(1.2, a))
        push(u, 'Progress Photo Uploaded', 1 + Math.floor(rnd() * 5), at(d, APP_H));
      if (kind === 'aligner' && (since + ph) % 14 === 3 && wd(d) !== 6)
        push(u, 'AlignerTrayShipped', 1 + (rnd() < 0.35 ? 1 : 0) + (rnd() < 0.12 ? 1 : 0), at(d, CLINIC_H));
      const visitEvery = kind === 'braces' ? 35 : 56;
      if ((since + ph) % visitEvery === 5 && wd(d) !== 6) {
        if (rnd() < 0.22) {
          push(u, 'appointment_cancelled', 0, at(d, CLINIC_H));
          const r = d - 3;
          if (r >= 0 && wd(r) !== 6)
            push(u, 'adjustment-visit', 15 + 5 * Math.floor(rnd() * 7), at(r, CLINIC_H));
        } else
          push(
            u,
            'adjustment-visit',
            kind === 'braces' ? 15 + 5 * Math.floor(rnd() * 7) : 15 + 5 * Math.floor(rnd() * 2),
            at(d, CLINIC_H),
          );
      }
      if (planned < 1000 && (since + ph) % 30 === 11 && rnd() < 0.96)
        push(u, 'instalment.paid', planned, at(d, APP_H));
    }
  }
  // Incident: 23 days ago the booking system double-cancelled afternoon appointments across clinics.
  const inc = 23;
  for (const u of activeOn.get(inc) ?? []) {
    if (rnd() < 0.45)
      push(
        u,
        'appointment_cancelled',
        0,
        dayMs(inc) + (13 + Math.floor(rnd() * 4)) * HOUR + Math.floor(rnd() * 3600) * 1000,
      );
    if (rnd() < 0.7)
      push(
        u,
        'message.sent',
        0,
        dayMs(inc) + (14 + Math.floor(rnd() * 6)) * HOUR + Math.floor(rnd() * 3600) * 1000,
      );
    if (rnd() < 0.6)
      push(
        u,
        'app_opened',
        0,
        dayMs(inc) + (14 + Math.floor(rnd() * 8)) * HOUR + Math.floor(rnd() * 3600) * 1000,
      );
  }
  out.sort((x, y) => (x.timestamp < y.timestamp ? -1 : x.timestamp > y.timestamp ? 1 : 0));
  return out;
}
