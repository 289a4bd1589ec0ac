// Synthetic usage events for "DialyLink", a scheduling and care app used across a network of
// outpatient dialysis centres. Every event is recorded against the patient it concerns (userId).
// Deterministic for a given `now` (mulberry32 with a fixed seed; all times relative to now).

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MIN = 60_000;

export const EVENT_NAMES = [
  'intake_form_submitted', // new patient's intake paperwork (value 0)
  'chair_slot_booked', // a chair slot booked (value = slot length in minutes)
  'patient.checked_in', // arrival at the centre (value = pre-dialysis weight in kg)
  'TreatmentStarted', // patient connected to the machine (value = chair number)
  'Treatment Completed', // treatment finished (value = minutes on the machine)
  'missed-session', // a scheduled session not attended (value 1)
  'lab_result_uploaded', // monthly bloods (value = haemoglobin in g/dL)
  'transport.ride_arranged', // a ride booked to/from the centre (value = fare in USD)
  'NurseNoteAdded', // a nurse note on the chart (value = words in the note)
  'copay-paid', // a patient copay collected (value = USD)
  'Schedule Changed', // the patient's recurring schedule moved (value 0)
];

export const PERSONAS = {
  complexPatient: 'pt_0007', // most events by far: every session logged, daily nurse notes
  transplanted: 'pt_0042', // churner: active early on, nothing in the last ~55 days
  newcomer: 'pt_0388', // first event (intake) 6 days ago
  bigPayer: 'pt_0150', // largest copay total
  rideRegular: 'pt_0203', // a ride arranged for every session
  noShow: 'pt_0311', // misses about a third of sessions
};
export const NOBODY = 'pt_9999';

const N_USERS = 400;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayStart = (t) => Math.floor(t / DAY) * DAY;
const isoWeekday = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday

// The water-treatment outage day: 37 days before today (38 if that is a Sunday).
export function incidentDay(now) {
  let d = dayStart(+now) - 37 * DAY;
  if (isoWeekday(d) === 6) d -= DAY;
  return d;
}

const pad = (n) => String(n).padStart(4, '0');
const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');

export function generateEvents(now) {
  const nowMs = +now;
  const rand = mulberry32(20261125);
  const today = dayStart(nowMs);
  const first = today - 119 * DAY; // first whole day fully inside the window
  const incident = incidentDay(nowMs);
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < nowMs - 120 * DAY || t > nowMs - 120_000) return;
    out.push({ userId, eventName, eventValue, t });
  };

  for (let i = 1; i <= N_USERS; i++) {
    const id = `pt_${pad(i)}`;
    // growth: 40% already on the app when the window opens, the rest join over time, more later
    let startDay; // days after `first`
    if (rand() < 0.4) startDay = 0;
    else startDay = Math.floor(119 * Math.sqrt(rand()));
    let endDay = 200; // exclusive
    if (rand() < 0.14) endDay = startDay + 10 + Math.floor(rand() * 70);
    const mwf = rand() < 0.62;
    const shift = rand() < 0.5 ? 6 : rand() < 0.6 ? 11 : 16;
    let logP = 0.35 + rand() * 0.4;
    let noteP = 0.12,
      rideP = rand() < 0.35 ? 0.6 : 0.05,
      copayP = 0.07,
      copayMax = 60;
    const weight = 55 + Math.floor(rand() * 50);
    const chair = 1 + Math.floor(rand() * 24);

    if (id === PERSONAS.complexPatient) {
      startDay = 0;
      endDay = 200;
      logP = 1;
      noteP = 1;
      rideP = 0.5;
    }
    if (id === PERSONAS.transplanted) {
      startDay = 0;
      endDay = 119 - 56;
      logP = 0.8;
    }
    if (id === PERSONAS.newcomer) {
      startDay = 119 - 6;
      endDay = 200;
      logP = 1;
    }
    if (id === PERSONAS.bigPayer) {
      copayP = 0.8;
      copayMax = 150;
      logP = 0.8;
      startDay = 0;
      endDay = 200;
    }
    if (id === PERSONAS.rideRegular) {
      rideP = 1;
      logP = 0.95;
      startDay = 0;
      endDay = 200;
    }
    if (id === PERSONAS.noShow) {
      logP = 0.9;
      startDay = 0;
      endDay = 200;
    }

    const joined = first + startDay * DAY;
    if (startDay > 0 || rand() < 0.3) {
      push(id, 'intake_form_submitted', 0, joined + (8 + rand() * 9) * HOUR);
    }
    for (let d = startDay; d < Math.min(endDay, 120); d++) {
      const day = first + d * DAY;
      const wd = isoWeekday(day);
      const sessionDay = mwf ? wd === 0 || wd === 2 || wd === 4 : wd === 1 || wd === 3 || wd === 5;
      if (!sessionDay) {
        // Sundays and off days: the odd note or reschedule
        if (rand() < 0.015) push(id, 'NurseNoteAdded', 20 + Math.floor(rand() * 120), day + rand() * DAY);
        continue;
      }
      if (rand() > (wd === 0 ? logP + 0.3 : logP) && !(d === startDay + 1)) continue;
      const start = day + shift * HOUR + Math.floor(rand() * 50) * MIN;
      const firstOfWeek = wd <= 1;
      if (rand() < 0.3 || (firstOfWeek && rand() < 0.5)) {
        const tb = start - (1 + rand() * 4) * DAY;
        const len = [180, 210, 240][Math.floor(rand() * 3)];
        if (tb > joined) push(id, 'chair_slot_booked', len, tb);
      }
      let missed = rand() < (id === PERSONAS.noShow ? 0.35 : 0.05);
      if (day === incident && rand() < 0.7) missed = true;
      if (id === PERSONAS.complexPatient && day === incident) missed = true;
      if (rand() < rideP)
        push(
          id,
          'transport.ride_arranged',
          Math.round((12 + rand() * 30) * 100) / 100,
          start - (2 + rand() * 20) * HOUR,
        );
      if (missed) {
        push(id, 'missed-session', 1, start + (30 + rand() * 60) * MIN);
        if (rand() < 0.3) push(id, 'Schedule Changed', 0, start + (2 + rand() * 6) * HOUR);
        if (day === incident && rand() < 0.5)
          push(id, 'NurseNoteAdded', 20 + Math.floor(rand() * 60), start + rand() * 5 * HOUR);
        continue;
      }
      push(id, 'patient.checked_in', weight + Math.round(rand() * 30) / 10, start);
      const tStart = start + (8 + rand() * 25) * MIN;
      if (rand() < 0.02 && id !== PERSONAS.complexPatient) {
        // sent home after check-in (high potassium, fever…): no treatment that day
        if (rand() < 0.5) push(id, 'NurseNoteAdded', 20 + Math.floor(rand() * 80), start + 20 * MIN);
        continue;
      }
      push(id, 'TreatmentStarted', chair, tStart);
      const mins = 180 + Math.floor(rand() * 91);
      if (rand() < 0.97) push(id, 'Treatment Completed', mins, tStart + mins * MIN);
      if (rand() < noteP)
        push(id, 'NurseNoteAdded', 20 + Math.floor(rand() * 180), tStart + rand() * 3 * HOUR);
      if (id === PERSONAS.complexPatient)
        push(id, 'NurseNoteAdded', 30 + Math.floor(rand() * 100), tStart + (4.6 + rand() * 2) * HOUR);
      if ((wd <= 1 && rand() < 0.22) || rand() < 0.02)
        push(
          id,
          'lab_result_uploaded',
          Math.round((9 + rand() * 4) * 10) / 10,
          tStart + (5 + rand() * 20) * HOUR,
        );
      if (rand() < copayP)
        push(
          id,
          'copay-paid',
          Math.round((10 + rand() * (copayMax - 10)) * 100) / 100,
          start + (5 + rand() * 5) * MIN,
        );
      if (rand() < 0.01) push(id, 'Schedule Changed', 0, start + (5 + rand() * 3) * HOUR);
    }
  }
  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: iso(t),
  }));
}
