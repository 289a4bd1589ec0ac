// Walk-in clinic queue + telehealth app ("ClinicQ"): synthetic usage events, deterministic for a given now.
const MIN = 60_000,
  HOUR = 3_600_000,
  DAY = 86_400_000;

export const EVENT_NAMES = [
  'queue_joined', // patient joins the walk-in or virtual queue; value = queue position on joining
  'triage.completed', // nurse triage done; value = priority 1 (most urgent) .. 5
  'PatientSeen', // clinician picks the patient up; value = wait in minutes since joining
  'Video Consult Started', // telehealth video call; value = call length in minutes
  'prescription-sent', // e-prescription sent to pharmacy; value = number of medications
  'lab.order_placed', // lab order; value = number of tests ordered
  'LabResultReady', // lab result back; value = turnaround in hours
  'followup_reminder_sent', // automated follow-up reminder; value = days until the follow-up
  'no-show', // patient left the queue / missed the call; value 0
  'Copay Charged', // copay taken at checkout; value = dollars
  'survey.submitted', // satisfaction survey; value = score 1..10
  'shift_started', // staff member clocks in; value = scheduled shift hours
];

export const PERSONAS = {
  frequentPatient: 'pt_1007', // chronic-care regular, by far the most visits
  selfPayPatient: 'pt_1213', // uninsured, large self-pay copays: top by dollars
  churnedPatient: 'pt_1042', // very regular early on, nothing in the last 50 days
  newPatient: 'pt_1419', // first came 3 days ago
  telehealthOnly: 'pt_1330', // only ever uses video consults
  leadNurse: 'staff_03', // works the most shifts
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

const CLINIC_HOURS = {
  7: 0.5,
  8: 1.0,
  9: 1.9,
  10: 1.3,
  11: 1.1,
  12: 0.9,
  13: 0.9,
  14: 0.8,
  15: 0.8,
  16: 0.9,
  17: 1.2,
  18: 1.0,
  19: 0.6,
  20: 0.3,
};
const VIDEO_HOURS = {
  6: 0.3,
  7: 0.6,
  8: 0.8,
  9: 0.9,
  10: 0.8,
  11: 0.7,
  12: 0.9,
  13: 0.7,
  14: 0.6,
  15: 0.6,
  16: 0.7,
  17: 0.9,
  18: 1.1,
  19: 1.3,
  20: 1.4,
  21: 1.0,
  22: 0.4,
};
// Monday .. Sunday
const WEEKDAY_FACTOR = [1.4, 1.1, 1.0, 1.0, 1.05, 0.7, 0.45];
export const INCIDENT_DAYS_AGO = 37; // video platform outage: calls fail, no-shows spike, long waits

function pickWeighted(rand, table) {
  const entries = Object.entries(table);
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let x = rand() * total;
  for (const [k, w] of entries) {
    x -= w;
    if (x < 0) return Number(k);
  }
  return Number(entries[entries.length - 1][0]);
}

export function generateEvents(now) {
  const rand = mulberry32(20261125);
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const latest = nowMs - 2 * MIN,
    earliest = nowMs - 120 * DAY;
  const events = [];
  const int = (a, b) => a + Math.floor(rand() * (b - a + 1));
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t > latest || t < earliest) return;
    events.push({ userId, eventName, eventValue, t });
  };

  // ---- patients ----
  const patients = [];
  for (let i = 0; i < 420; i++) {
    const id = `pt_${1000 + i}`;
    const early = rand() < 0.55;
    let start = early ? int(100, 118) : int(4, 99);
    let end = rand() < 0.16 ? int(15, Math.max(15, start - 10)) : -1; // -1: still active
    if (end >= start) end = -1;
    const weight = Math.min(4, 0.6 / Math.sqrt(rand() + 0.02));
    patients.push({
      id,
      start,
      end,
      weight,
      video: rand() < 0.5 ? 0.1 : 0.35,
      copay: [15, 20, 25, 30, 40][int(0, 4)],
    });
  }
  const P = Object.fromEntries(patients.map((p) => [p.id, p]));
  Object.assign(P.pt_1007, { start: 118, end: -1, weight: 12, video: 0.2, copay: 25 });
  Object.assign(P.pt_1213, { start: 115, end: -1, weight: 5, video: 0.1, copay: 150 });
  Object.assign(P.pt_1042, { start: 117, end: 50, weight: 7, video: 0.3, copay: 20 });
  Object.assign(P.pt_1419, { start: 3, end: -1, weight: 3, video: 0.3, copay: 30 });
  Object.assign(P.pt_1330, { start: 110, end: -1, weight: 3, video: 1, copay: 20 });

  function visit(p, dayStartMs, k, forcedVideo) {
    const incident = k === INCIDENT_DAYS_AGO;
    const isVideo = forcedVideo ?? rand() < p.video * (0.55 + 0.9 * (1 - k / 119));
    const hour = pickWeighted(rand, isVideo ? VIDEO_HOURS : CLINIC_HOURS);
    const t0 = dayStartMs + hour * HOUR + int(0, 3599) * 1000;
    const u = p.id;
    push(u, 'queue_joined', int(1, isVideo ? 12 : 25), t0);
    const noShowP = incident ? (isVideo ? 0.85 : 0.55) : isVideo ? 0.07 : 0.09;
    if (rand() < noShowP) {
      push(u, 'no-show', 0, t0 + int(15, 90) * MIN);
      return;
    }
    const priority = isVideo ? int(3, 5) : int(1, 5);
    if (rand() >= (isVideo ? 0.06 : 0.02)) push(u, 'triage.completed', priority, t0 + int(3, 14) * MIN); // returning/fast-track patients skip triage
    let wait = isVideo ? int(5, 40) : priority <= 2 ? int(5, 25) : int(20, 110);
    if (incident) wait += int(40, 90);
    const seen = t0 + wait * MIN + int(0, 59) * 1000;
    push(u, 'PatientSeen', wait, seen);
    if (isVideo) push(u, 'Video Consult Started', int(8, 35), seen + int(1, 3) * MIN);
    if (rand() < 0.5) push(u, 'prescription-sent', int(1, 3), seen + int(15, 40) * MIN);
    if (rand() < (isVideo ? 0.1 : 0.3)) {
      const lt = seen + int(10, 30) * MIN;
      push(u, 'lab.order_placed', int(1, 6), lt);
      if (rand() < 0.92) {
        const h = int(6, 72);
        push(u, 'LabResultReady', h, lt + h * HOUR + int(0, 3599) * 1000);
      }
    }
    if (rand() < 0.85) {
      const amount = p.copay >= 100 ? int(120, 180) : isVideo ? Math.min(p.copay, 20) : p.copay;
      push(u, 'Copay Charged', amount, seen + int(30, 55) * MIN);
    }
    if (rand() < 0.35)
      push(
        u,
        'survey.submitted',
        incident ? int(1, 5) : int(5, 10),
        seen + int(2, 30) * HOUR + int(0, 59) * MIN,
      );
    if (rand() < 0.4)
      push(u, 'followup_reminder_sent', int(1, 7), seen + int(3, 14) * DAY + int(0, 86399) * 1000);
  }

  for (let k = 119; k >= 0; k--) {
    const ds = today - k * DAY;
    const wd = (new Date(ds).getUTCDay() + 6) % 7;
    const active = patients.filter((p) => p.start >= k && (p.end < 0 || k >= p.end));
    const total = active.reduce((s, p) => s + p.weight, 0);
    // forced first visits
    for (const p of patients) if (p.start === k) visit(p, ds, k, p.id === 'pt_1330' ? true : undefined);
    const n = Math.round(
      (28 + 24 * (1 - k / 119)) *
        WEEKDAY_FACTOR[wd] *
        (0.9 + 0.2 * rand()) *
        (k === INCIDENT_DAYS_AGO ? 1.4 : 1),
    );
    for (let i = 0; i < (active.length ? n : 0); i++) {
      let x = rand() * total,
        p = active[active.length - 1];
      for (const q of active) {
        x -= q.weight;
        if (x < 0) {
          p = q;
          break;
        }
      }
      visit(p, ds, k, p.id === 'pt_1330' ? true : undefined);
    }
  }

  // ---- staff shifts ----
  const staff = Array.from({ length: 24 }, (_, i) => `staff_${String(i + 1).padStart(2, '0')}`);
  for (let k = 119; k >= 0; k--) {
    const ds = today - k * DAY;
    const wd = (new Date(ds).getUTCDay() + 6) % 7;
    for (const s of staff) {
      const lead = s === 'staff_03';
      const p = lead ? 0.93 : wd === 6 ? 0.22 : wd === 5 ? 0.36 : 0.55;
      if (rand() >= p) continue;
      const slot = int(0, 2);
      const startH = [6.75, 14.5, 22][slot];
      push(s, 'shift_started', [8, 10, 12][int(0, 2)], ds + startH * HOUR + int(-300, 300) * 1000);
    }
  }

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
