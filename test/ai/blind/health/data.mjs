// Deterministic usage events of "Medino", a fictional telehealth app, relative to `now`.
// About 550 patients and 25,000 events over the 120 days before `now`; nothing in the future
// and nothing in the last 2 minutes. Same `now` (and seed) → same events.
//
// Event names and what `eventValue` means:
//   patient-registered     a new patient created an account (only patients new in the window;
//                          about 30% of patients existed before and never emit it)      value 1
//   app-open               the app was opened; starts every session                      value 1
//   symptom-check          the patient ran the symptom checker                          value = severity score 1–10
//   appointment-booked     an appointment was booked                                    value = days from booking to the appointment (0–16)
//   appointment-cancelled  a booked appointment was cancelled by the patient            value 1
//   appointment-missed     the patient did not show up to a booked appointment (no-show) value 1
//   video-visit-completed  a video consultation took place                              value = duration in minutes (6–60)
//   visit-rated            the patient rated a completed visit                          value = stars 1–5
//   prescription-renewed   a prescription was renewed                                   value = days of supply (30, 60 or 90)
//   lab-result-viewed      the patient opened a lab result                              value 1
//   message-sent           the patient sent a secure message to the care team           value 1
//   payment-made           the patient paid (co-pay or visit fee)                       value = amount in USD (a multiple of 0.5)
//   insurance-uploaded     the patient uploaded an insurance card                       value 1
//   reminder-dismissed     the patient dismissed a reminder notification                value 1
//   account-deleted        the patient deleted their account (no events after it)       value 1
//
// Patterns: sessions mostly on weekdays in office hours (UTC), Mondays busiest, weekends quiet;
// usage grows slowly over the window; ~3% chronic-care patients are very active; ~20% of
// patients stop using the app (about a third of them delete their account). Existing patients
// may have a video visit early in the window that was booked before it (so "visits after a
// booking" differs from "booked and had a visit").

const DAY_S = 86_400;
const SPAN_DAYS = 120;
const GENERATED = 548; // plus 4 personas; a few never act in the window → ~550 patients

export const EVENT_NAMES = [
  'patient-registered',
  'app-open',
  'symptom-check',
  'appointment-booked',
  'appointment-cancelled',
  'appointment-missed',
  'video-visit-completed',
  'visit-rated',
  'prescription-renewed',
  'lab-result-viewed',
  'message-sent',
  'payment-made',
  'insurance-uploaded',
  'reminder-dismissed',
  'account-deleted',
];

// Fixed patients that questions name.
export const PERSONAS = {
  chronic: 'pt-kq7m', // long-standing chronic-care patient, very active, daily symptom checks
  newcomer: 'pt-bn4x', // registered about 45 days before now
  lapsed: 'pt-hd2w', // long-standing, had visits, deleted their account about 25 days before now
  caregiver: 'pt-mv8s', // books and pays for family members: many bookings, visits and payments
};
// An id in the same style that never occurs.
export const NOBODY = 'pt-zx9q';

const PERSONA_PROFILES = {
  [PERSONAS.chronic]: {
    existing: true,
    startDay: 0,
    activity: 0.85,
    heavy: true,
    churnDay: Infinity,
    deletes: false,
    pending: true,
  },
  [PERSONAS.newcomer]: {
    existing: false,
    startDay: 75.42,
    activity: 0.4,
    heavy: false,
    churnDay: Infinity,
    deletes: false,
    pending: false,
  },
  [PERSONAS.lapsed]: {
    existing: true,
    startDay: 0,
    activity: 0.45,
    heavy: false,
    churnDay: 95.6,
    deletes: true,
    pending: true,
  },
  [PERSONAS.caregiver]: {
    existing: true,
    startDay: 0,
    activity: 0.6,
    heavy: false,
    churnDay: Infinity,
    deletes: false,
    pending: true,
    caregiver: true,
  },
};

// Weekday factors, Sunday first (getUTCDay order): Monday peak, quiet weekend.
const WEEKDAY = [0.22, 1.4, 1.1, 1.0, 0.95, 0.8, 0.28];
// UTC hour-of-day weights: office hours, a lunch dip, a small evening bump.
const HOURS = [1, 1, 1, 1, 1, 2, 4, 7, 12, 15, 17, 13, 9, 12, 14, 13, 11, 8, 6, 6, 5, 4, 2, 1];
// Hours at which appointments take place (clinic hours).
const CLINIC_HOURS = [8, 9, 10, 11, 13, 14, 15, 16, 17];
// Actions inside a session, with relative weights.
const ACTIONS = [
  ['message-sent', 30],
  ['symptom-check', 20],
  ['reminder-dismissed', 12],
  ['lab-result-viewed', 7],
  ['appointment-booked', 10],
  ['prescription-renewed', 5],
  ['payment-made', 3],
  ['insurance-uploaded', 2],
];
const FEES = [
  [15, 25],
  [25, 25],
  [30, 12],
  [40, 15],
  [62.5, 10],
  [75, 6],
  [89.5, 5],
  [120, 2],
];
const LETTERS = 'bcdfghjkmnpqrstvwxz';
const DIGITS = '23456789';

// mulberry32: small seeded PRNG returning floats in [0, 1).
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rnd, weighted) => {
  let r = rnd() * weighted.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of weighted) if ((r -= w) < 0) return item;
  return weighted[weighted.length - 1][0];
};
const between = (rnd, lo, hi) => lo + rnd() * (hi - lo);
const char = (rnd, set) => set[Math.floor(rnd() * set.length)];

// Patient ids 'pt-' + letter, letter, digit, letter (e.g. pt-kq7m): no id reads as a figure.
function makeIds(seed) {
  const rnd = prng(seed * 7919 + 17);
  const taken = new Set([...Object.values(PERSONAS), NOBODY]);
  const ids = [];
  while (ids.length < GENERATED) {
    const id = `pt-${char(rnd, LETTERS)}${char(rnd, LETTERS)}${char(rnd, DIGITS)}${char(rnd, LETTERS)}`;
    if (!taken.has(id)) {
      taken.add(id);
      ids.push(id);
    }
  }
  return ids;
}

function profile(rnd) {
  const p = {
    existing: rnd() < 0.3,
    startDay: 0,
    activity: 0.05 + 0.37 * rnd() ** 2, // chance of a session on an average weekday
    heavy: rnd() < 0.03,
    churnDay: Infinity,
    deletes: false,
    pending: false,
  };
  if (p.existing) {
    if (rnd() < 0.08) p.startDay = between(rnd, 55, 112); // dormant patients who come back late
    p.pending = rnd() < 0.4; // a visit booked before the window
  } else {
    let x; // registrations grow over the window (density ∝ 1 + day/120)
    do x = rnd() * SPAN_DAYS;
    while (rnd() * 2 > 1 + x / SPAN_DAYS);
    p.startDay = x;
  }
  if (p.heavy) p.activity = 0.7 + 0.2 * rnd();
  if (rnd() < 0.2) {
    p.churnDay = p.startDay + between(rnd, 4, SPAN_DAYS);
    p.deletes = rnd() < 0.35;
  }
  return p;
}

export function generateEvents(now, seed = 1) {
  const nowS = new Date(now).getTime() / 1000;
  const firstS = Math.ceil(nowS - SPAN_DAYS * DAY_S);
  const lastS = Math.ceil(nowS - 120) - 1; // strictly more than 2 minutes before now
  const day0 = Math.floor(firstS / DAY_S) * DAY_S; // UTC midnight of the window's first day
  const lastDay = Math.floor(lastS / DAY_S) - day0 / DAY_S;
  const ids = [...Object.values(PERSONAS), ...makeIds(seed)];
  const events = [];

  ids.forEach((id, n) => {
    const rnd = prng(seed * 100_019 + n * 31 + 5);
    const p = { ...profile(rnd), ...PERSONA_PROFILES[id] };
    const churnS = day0 + p.churnDay * DAY_S;
    const mine = [];
    const add = (name, s, value = 1) => {
      s = Math.floor(s);
      if (s < firstS || s > lastS || s >= churnS) return;
      mine.push({ name, s, value });
    };
    const hourAt = (day, hours) => day0 + Math.floor(day) * DAY_S + hours * 3600 + Math.floor(rnd() * 3600);
    const dayOf = (s) => Math.floor((s - day0) / DAY_S);
    const isWeekend = (day) => [0, 6].includes(new Date((day0 + day * DAY_S) * 1000).getUTCDay());

    const visit = (s) => {
      // a video visit and what follows it
      add('video-visit-completed', s, Math.round(6 + 54 * rnd() ** 1.6));
      add('payment-made', s + between(rnd, 120, 7200), pick(rnd, FEES));
      if (rnd() < 0.55)
        add(
          'visit-rated',
          s + between(rnd, 300, 5400),
          pick(rnd, [
            [5, 45],
            [4, 30],
            [3, 12],
            [2, 7],
            [1, 6],
          ]),
        );
      if (rnd() < 0.3)
        add(
          'prescription-renewed',
          s + between(rnd, 1800, DAY_S),
          pick(rnd, [
            [30, 55],
            [60, 15],
            [90, 30],
          ]),
        );
      if (rnd() < 0.25) add('lab-result-viewed', s + between(rnd, 2, 6) * DAY_S);
    };
    const book = (s) => {
      // a booking and its outcome on the appointment day
      let day = dayOf(s) + Math.floor(rnd() ** 1.5 * 15);
      while (isWeekend(day)) day++;
      const at = hourAt(
        day,
        pick(
          rnd,
          CLINIC_HOURS.map((h) => [h, 1]),
        ),
      );
      if (at <= s) return book(s + DAY_S / 2);
      add('appointment-booked', s, day - dayOf(s));
      const remind = at - between(rnd, 3600, DAY_S);
      if (rnd() < 0.4 && remind > s + 60) add('reminder-dismissed', remind);
      const outcome = rnd();
      if (outcome < 0.72) visit(at);
      else if (outcome < 0.89) add('appointment-cancelled', between(rnd, s + 600, at));
      else add('appointment-missed', at + 900);
    };
    const session = (s, first) => {
      add('app-open', s);
      if (first) {
        s += between(rnd, 30, 200);
        if (rnd() < 0.6) add('insurance-uploaded', (s += between(rnd, 60, 400)));
        if (rnd() < 0.5) add('symptom-check', (s += between(rnd, 60, 400)), 1 + Math.floor(10 * rnd()));
        if (rnd() < 0.45) book((s += between(rnd, 60, 400)));
      }
      const actions = Math.floor(-Math.log(1 - rnd()) * (p.heavy ? 3 : 2.4));
      for (let i = 0; i < actions; i++) {
        s += between(rnd, 20, 500);
        let name = pick(rnd, ACTIONS);
        if (p.caregiver && rnd() < 0.25) name = 'appointment-booked';
        if (name === 'appointment-booked') book(s);
        else if (name === 'symptom-check')
          add(name, s, Math.min(10, 1 + Math.floor(rnd() * (p.heavy ? 10 : 7))));
        else if (name === 'prescription-renewed')
          add(
            name,
            s,
            pick(rnd, [
              [30, 55],
              [60, 15],
              [90, 30],
            ]),
          );
        else if (name === 'payment-made') add(name, s, pick(rnd, FEES));
        else add(name, s);
      }
    };

    if (p.pending)
      visit(
        hourAt(
          between(rnd, 0, 7),
          pick(
            rnd,
            CLINIC_HOURS.map((h) => [h, 1]),
          ),
        ),
      );
    if (!p.existing) {
      const s = hourAt(
        p.startDay,
        pick(
          rnd,
          HOURS.map((w, h) => [h, w]),
        ),
      );
      add('patient-registered', s);
      session(s + between(rnd, 5, 90), true);
    }
    for (let d = p.existing ? Math.floor(p.startDay) : Math.floor(p.startDay) + 1; d <= lastDay; d++) {
      const wd = new Date((day0 + d * DAY_S) * 1000).getUTCDay();
      const growth = 0.85 + (0.3 * d) / SPAN_DAYS;
      const chance = Math.min(0.97, p.activity * growth * WEEKDAY[wd]);
      if (rnd() < chance)
        session(
          hourAt(
            d,
            pick(
              rnd,
              HOURS.map((w, h) => [h, w]),
            ),
          ),
          false,
        );
      if (p.heavy && rnd() < 0.9) {
        // chronic care: a daily symptom check, often in the evening
        const s = hourAt(
          d,
          pick(rnd, [
            [7, 2],
            [8, 3],
            [19, 3],
            [20, 3],
            [21, 2],
          ]),
        );
        add('symptom-check', s, 2 + Math.floor(rnd() * 8));
      }
    }
    if (p.deletes) {
      // the deletion is the patient's last event
      const delS = Math.floor(churnS - 30 - rnd() * 3000);
      mine.splice(0, mine.length, ...mine.filter((e) => e.s < delS));
      add('account-deleted', delS);
    }

    // one event per patient per second, in time order
    mine.sort((a, b) => a.s - b.s);
    let prev = -Infinity;
    for (const e of mine) {
      if (e.s <= prev) e.s = prev + 1;
      prev = e.s;
      if (e.s <= lastS) events.push({ userId: id, eventName: e.name, eventValue: e.value, s: e.s });
    }
  });

  events.sort((a, b) => a.s - b.s || (a.userId < b.userId ? -1 : 1));
  return events.map(({ userId, eventName, eventValue, s }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(s * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}
