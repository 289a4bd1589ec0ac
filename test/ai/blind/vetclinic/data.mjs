// Blind round "vetclinic": a veterinary clinic practice-management SaaS.
//
// Actors (the userId of an event is whoever performed it):
//   owners         own_00001 … own_00440   book in the app, check in (kiosk/app), pay, rate, log in
//   vets           vet_001 … vet_012       record consultations, prescribe, upload lab results
//   receptionists  rec_01 … rec_08         book / reschedule / cancel on the phone, register pets
//   svc_reminders                          the reminder service, sends vaccination reminders 24/7
//
// Story: the clinic group is growing (visits per day rise ~16 → ~30 over the 120 days), Sundays are
// almost closed and Saturdays half days, the morning 10:00 UTC slot is the busiest, and 23 days
// before "now" the reminder service misfired between 02:00 and 05:00 UTC and sent ~900 duplicate
// reminders (the incident day). New owners keep joining; about a fifth of owners drift away.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIN = 60_000;

export const EVENT_NAMES = [
  'appointment_booked', // owner (app) or receptionist (phone); value 0
  'appointment.rescheduled', // owner or receptionist; value 0
  'appointment.cancelled', // owner or receptionist; value 0
  'CheckedIn', // owner, kiosk or app; value 0
  'Consultation Recorded', // vet; value 0
  'prescription-issued', // vet; value = number of doses
  'lab_result_uploaded', // vet; value 0
  'invoice.paid', // owner; value = amount in dollars
  'VaccinationReminderSent', // svc_reminders; value 0
  'Rating Submitted', // owner; value = 1–5 stars
  'pet_registered', // owner (app) or receptionist; value 0
  'Portal Login', // owner; value 0
];

export const PERSONAS = {
  topOwner: 'own_00042', // a dog breeder with a kennel: most visits, biggest spender
  churner: 'own_00317', // regular early on, nothing in the last ~60 days
  newcomer: 'own_00437', // registered 6 days ago, one visit since
  lowRater: 'own_00150', // always leaves 1–2 stars
  busiestVet: 'vet_003',
  newVet: 'vet_012', // joined the clinic 20 days ago
  frontDesk: 'rec_02', // the busiest receptionist
  reminders: 'svc_reminders',
};

export const NOBODY = 'own_99999';

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
const N_OWNERS = 440;
const INITIAL_OWNERS = 300;
const VETS = Array.from({ length: 12 }, (_, i) => `vet_${pad(i + 1, 3)}`);
const RECS = Array.from({ length: 8 }, (_, i) => `rec_${pad(i + 1, 2)}`);
const VET_WEIGHT = [1.0, 1.2, 2.4, 0.9, 1.0, 0.8, 1.6, 0.7, 0.95, 0.85, 0.6, 1.1];
const REC_WEIGHT = [1, 2.4, 1.1, 0.9, 0.8, 1, 0.7, 0.6];
// Monday … Sunday
const WEEKDAY_FACTOR = [1.15, 1.05, 1.0, 1.0, 1.1, 0.55, 0.12];
// clinic hours, UTC; 10:00 is the peak
const HOUR_WEIGHT = {
  8: 0.7,
  9: 1.1,
  10: 1.9,
  11: 1.3,
  12: 0.6,
  13: 0.8,
  14: 1.1,
  15: 1.25,
  16: 1.0,
  17: 0.6,
};
const LOGIN_HOUR_WEIGHT = Array.from({ length: 24 }, (_, h) =>
  h === 20 ? 4.5 : h >= 18 && h <= 21 ? 3 : h >= 7 && h <= 17 ? 1.5 : 0.3,
); // evening peak at 20:00

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(0x7e7c1171);
  const events = [];
  const latest = nowMs - 2 * MIN;
  const earliest = nowMs - 120 * DAY;
  const today = Math.floor(nowMs / DAY) * DAY;
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const pickW = (items, weights) => {
    let total = 0;
    for (const w of weights) total += w;
    let x = rnd() * total;
    for (let i = 0; i < items.length; i++) {
      x -= weights[i];
      if (x < 0) return items[i];
    }
    return items[items.length - 1];
  };
  const hours = Object.keys(HOUR_WEIGHT).map(Number);
  const hourW = hours.map((h) => HOUR_WEIGHT[h]);
  const clinicTime = (dayBase) => dayBase + pickW(hours, hourW) * HOUR + Math.floor(rnd() * 3600) * 1000;

  // Owners: join day (days before today), activity weight, optional leave day.
  const personaIds = new Set([PERSONAS.topOwner, PERSONAS.churner, PERSONAS.newcomer, PERSONAS.lowRater]);
  const owners = [];
  for (let k = 1; k <= N_OWNERS; k++) {
    const id = `own_${pad(k, 5)}`;
    const join =
      k <= INITIAL_OWNERS
        ? 121
        : Math.round(118 - ((k - INITIAL_OWNERS - 1) * 116) / (N_OWNERS - INITIAL_OWNERS));
    const weight = 0.3 + rnd() * rnd() * 3;
    const leave = rnd() < 0.2 ? Math.floor(rnd() * 100) + 10 : -1; // stops being active this many days ago
    owners.push({ id, join, weight, leave, persona: personaIds.has(id) });
  }

  const visit = (owner, dayBase, dayIdx, opts = {}) => {
    const t = opts.at ?? clinicTime(dayBase);
    const vetPool = VETS.filter((v, i) => i !== 11 || dayIdx < 20);
    const vetW = VETS.map((v, i) => VET_WEIGHT[i]).filter((w, i) => i !== 11 || dayIdx < 20);
    const vet = pickW(vetPool, vetW);
    const rec = () => pickW(RECS, REC_WEIGHT);
    const bookedAt = t - (1 + Math.floor(rnd() * 13)) * DAY - Math.floor(rnd() * 8 * 3600) * 1000;
    const selfBooked = rnd() < 0.6;
    push(selfBooked ? owner : rec(), 'appointment_booked', 0, bookedAt);
    if (rnd() < 0.18) {
      push(
        rnd() < 0.5 ? owner : rec(),
        'appointment.rescheduled',
        0,
        bookedAt + Math.floor(rnd() * (t - bookedAt) * 0.8),
      );
    }
    if (!opts.noCancel && rnd() < 0.1) {
      push(rnd() < 0.55 ? owner : rec(), 'appointment.cancelled', 0, t - Math.floor(rnd() * 20 * HOUR));
      return;
    }
    push(owner, 'CheckedIn', 0, t);
    const consultAt = t + (8 + Math.floor(rnd() * 25)) * MIN;
    push(vet, 'Consultation Recorded', 0, consultAt);
    const rx = rnd() < 0.55;
    if (rx)
      push(
        vet,
        'prescription-issued',
        pickW([1, 2, 3, 5, 7, 10, 14, 21, 30], [3, 2, 2, 2, 4, 3, 3, 1, 2]),
        consultAt + 4 * MIN,
      );
    const lab = rnd() < 0.28;
    if (lab) push(vet, 'lab_result_uploaded', 0, consultAt + DAY + Math.floor(rnd() * 20 * HOUR));
    if (rnd() < 0.25) push(vet, 'Consultation Recorded', 0, consultAt + (2 + Math.floor(rnd() * 9)) * DAY); // follow-up / recheck call
    const amount = (opts.big ? 180 : 45) + rnd() * (opts.big ? 520 : 230) + (rx ? 28 : 0) + (lab ? 95 : 0);
    // about 15% are billed straight to pet insurance and never show up as invoice.paid
    if (opts.big || rnd() < 0.85)
      push(
        owner,
        'invoice.paid',
        Math.round(amount * 100) / 100,
        consultAt + (20 + Math.floor(rnd() * 40)) * MIN,
      );
    if (rnd() < (opts.rateP ?? 0.5)) {
      const stars = opts.stars ? opts.stars() : pickW([1, 2, 3, 4, 5], [0.5, 0.8, 1.7, 3.5, 4.5]);
      push(owner, 'Rating Submitted', stars, consultAt + (2 + Math.floor(rnd() * 30)) * HOUR);
    }
  };

  for (let i = 121; i >= -14; i--) {
    // i = days before today; negative i only yields bookings for future visits
    const dayBase = today - i * DAY;
    const wd = (new Date(dayBase).getUTCDay() + 6) % 7;
    const growth = 16 + 14 * (1 - Math.max(i, 0) / 120);
    const nVisits = Math.round(growth * WEEKDAY_FACTOR[wd] * (0.85 + rnd() * 0.3));
    const active = owners.filter((o) => !o.persona && o.join >= i && (o.leave < 0 || i > o.leave));
    const activeW = active.map((o) => o.weight);
    for (let v = 0; v < nVisits; v++) visit(pickW(active, activeW).id, dayBase, i);

    // pets registered by joining owners (their first event)
    for (const o of owners)
      if (!o.persona && o.join === i) {
        push(
          rnd() < 0.7 ? o.id : pickW(RECS, REC_WEIGHT),
          'pet_registered',
          0,
          clinicTime(dayBase) - 2 * HOUR,
        );
        visit(o.id, dayBase + DAY * (1 + Math.floor(rnd() * 3)), i, { noCancel: true });
      }

    // owner portal logins, all day with an evening peak
    const nLogins = Math.round((28 + 20 * (1 - Math.max(i, 0) / 120)) * (0.8 + rnd() * 0.4));
    for (let l = 0; l < nLogins; l++) {
      const h = pickW([...Array(24).keys()], LOGIN_HOUR_WEIGHT);
      push(
        pickW(active, activeW).id,
        'Portal Login',
        0,
        dayBase + h * HOUR + Math.floor(rnd() * 3600) * 1000,
      );
    }

    // reminder service: one reminder roughly every 20 minutes, around the clock
    for (let slot = 0; slot < 72; slot++) {
      if (rnd() < 0.85)
        push(
          PERSONAS.reminders,
          'VaccinationReminderSent',
          0,
          dayBase + slot * 20 * MIN + Math.floor(rnd() * 1140) * 1000,
        );
    }
    if (i === 23) {
      // incident: the reminder job looped for three hours
      for (let k = 0; k < 900; k++)
        push(
          PERSONAS.reminders,
          'VaccinationReminderSent',
          0,
          dayBase + 2 * HOUR + Math.floor(rnd() * 3 * 3600) * 1000,
        );
    }

    // personas
    if (i >= 0) {
      if (i % 2 === 0 && wd < 6) visit(PERSONAS.topOwner, dayBase, i, { big: true, rateP: 0.6 });
      if (i % 5 === 0)
        push(PERSONAS.topOwner, 'Portal Login', 0, dayBase + 19 * HOUR + Math.floor(rnd() * 3000) * 1000);
      if (i <= 110 && i >= 62 && i % 7 === 3) {
        visit(PERSONAS.churner, dayBase, i, { noCancel: true });
        push(PERSONAS.churner, 'Portal Login', 0, dayBase + 20 * HOUR + Math.floor(rnd() * 3000) * 1000);
      }
      if (i % 17 === 4 && wd < 6)
        visit(PERSONAS.lowRater, dayBase, i, {
          noCancel: true,
          rateP: 1,
          stars: () => (rnd() < 0.6 ? 1 : 2),
        });
    }
  }

  // the newcomer: registers a pet 6 days ago, books, visits 3 days ago, logs in since
  const nb = today - 6 * DAY;
  push(PERSONAS.newcomer, 'pet_registered', 0, nb + 9 * HOUR + 14 * MIN + 7000);
  push(PERSONAS.newcomer, 'Portal Login', 0, nb + 9 * HOUR + 20 * MIN + 41000);
  push(PERSONAS.newcomer, 'appointment_booked', 0, nb + 9 * HOUR + 26 * MIN + 3000);
  const nv = today - 3 * DAY + 10 * HOUR + 5 * MIN;
  push(PERSONAS.newcomer, 'CheckedIn', 0, nv);
  push(PERSONAS.busiestVet, 'Consultation Recorded', 0, nv + 22 * MIN);
  push(PERSONAS.busiestVet, 'prescription-issued', 14, nv + 26 * MIN);
  push(PERSONAS.newcomer, 'invoice.paid', 212.4, nv + 51 * MIN);
  push(PERSONAS.newcomer, 'Rating Submitted', 5, nv + 7 * HOUR);
  push(PERSONAS.newcomer, 'Portal Login', 0, today - 1 * DAY + 20 * HOUR + 3 * MIN);

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
