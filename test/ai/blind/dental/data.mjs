// Dental practice ("Brightside Dental", two locations' worth of chairs in one practice).
// Deterministic synthetic usage events for a given `now`, 120 days back.
//
// Story (see NOTES.md):
// - steady growth: visits per office day rise from ~12 to ~33 over the window (new patients
//   register online, a 7th hygienist, hyg_tanaka, starts ~45 days ago);
// - weekly rhythm: the office is open Mon–Sat (Saturday mornings only, Tuesday busiest,
//   Sunday closed); online bookings, payments and reviews happen any day, mostly evenings;
// - the recall bot (bot_recall) sends its daily batch of reminders in the 07:00 UTC hour;
// - incident 1 ("bot blast"): on a Sunday 51–57 days ago a bug made the bot send ~640 extra
//   reminders between 02:00 and 03:00 UTC — the busiest day of the whole window;
// - incident 2 ("snow day"): on a Thursday 23–29 days ago the office closed; every visit of
//   that day was cancelled early in the morning and rebooked; nobody checked in;
// - personas: pat_0042 (implant patient, most visits, biggest payer), pat_0213 (churned about
//   80 days ago after a cancellation and a 1-star review), pat_0455 (registered ~6 days ago),
//   dds_okafor (busiest dentist), hyg_tanaka (new hygienist), desk_carla (front-desk lead),
//   bot_recall (the recall-reminder bot), pat_0101 (booked a couple of minutes ago).

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'appointment_booked', // patient books online; value 0
  'appointment.cancelled', // patient (or snow-day) cancellation; value 0
  'KioskCheckIn', // patient checks in at the front-desk kiosk; value 0
  'Treatment Recorded', // dentist/hygienist records a treatment; value = fee in dollars
  'xray-uploaded', // dentist/hygienist uploads an x-ray; value 0
  'bill_paid', // patient pays (desk or online); value = amount paid in dollars
  'insurance.claim.submitted', // front desk submits a claim; value = claim amount
  'ClaimApproved', // front desk records the insurer's approval; value = claim amount
  'claim-denied', // front desk records a denial; value = claim amount
  'recall_reminder_sent', // recall bot sends a reminder; value 0
  'Review Posted', // patient leaves a review; value = stars 1–5
  'patient.registered', // new patient creates an online account; value 0
];

export const PERSONAS = {
  topPatient: 'pat_0042',
  churner: 'pat_0213',
  newcomer: 'pat_0455',
  topDentist: 'dds_okafor',
  newHygienist: 'hyg_tanaka',
  deskLead: 'desk_carla',
  bot: 'bot_recall',
  lastMinuteBooker: 'pat_0101',
};

export const NOBODY = 'pat_0999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad4 = (i) => String(i).padStart(4, '0');
const round2 = (x) => Math.round(x * 100) / 100;

const DENTISTS = [
  ['dds_okafor', 0.36],
  ['dds_lindqvist', 0.28],
  ['dds_patel', 0.16],
  ['dds_moreau', 0.12],
  ['dds_nakamura', 0.08],
];
const HYGIENISTS = [
  ['hyg_rivera', 1.3],
  ['hyg_chen', 1.1],
  ['hyg_obrien', 1.0],
  ['hyg_santos', 0.9],
  ['hyg_kowalski', 0.8],
  ['hyg_abara', 0.7],
  ['hyg_tanaka', 1.0],
];
const DESK = [
  ['desk_carla', 0.45],
  ['desk_joon', 0.25],
  ['desk_priya', 0.2],
  ['desk_mateo', 0.1],
];
// Mon..Sun visit weights (office closed on Sunday)
const WEEKDAY_W = [1.0, 1.3, 1.0, 1.1, 0.9, 0.5, 0];
const SLOT_HOURS = [
  [8, 0.6],
  [9, 1.0],
  [10, 1.4],
  [11, 1.1],
  [12, 0.5],
  [13, 0.8],
  [14, 1.0],
  [15, 1.0],
  [16, 0.8],
  [17, 0.4],
];
const SAT_HOURS = [
  [8, 0.8],
  [9, 1.0],
  [10, 1.2],
  [11, 0.8],
];
// hours when patients are online (booking, paying, reviewing)
const ONLINE_HOURS = [
  [0, 0.3],
  [1, 0.15],
  [2, 0.1],
  [3, 0.1],
  [4, 0.1],
  [5, 0.15],
  [6, 0.3],
  [7, 0.5],
  [8, 0.7],
  [9, 0.8],
  [10, 0.8],
  [11, 0.8],
  [12, 1.0],
  [13, 0.9],
  [14, 0.8],
  [15, 0.8],
  [16, 0.9],
  [17, 1.0],
  [18, 1.3],
  [19, 1.6],
  [20, 1.7],
  [21, 1.5],
  [22, 1.0],
  [23, 0.6],
];
const STARS = [
  [5, 0.5],
  [4, 0.25],
  [3, 0.1],
  [2, 0.07],
  [1, 0.08],
];

export function generateEvents(now) {
  const nowMs = +now;
  const earliest = nowMs - 120 * DAY;
  const latest = nowMs - 2 * MIN;
  const D0 = Math.floor(earliest / DAY) * DAY; // day index 0 (partial); today = index 120
  const NDAYS = 120;
  const rnd = mulberry32(0xd3a7a1);
  const pick = (list) => {
    let total = 0;
    for (const [, w] of list) total += w;
    let x = rnd() * total;
    for (const [v, w] of list) {
      x -= w;
      if (x < 0) return v;
    }
    return list[list.length - 1][0];
  };
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const wd = (k) => (new Date(D0 + k * DAY).getUTCDay() + 6) % 7; // 0 = Monday
  const g = (k) => 0.55 + 1.0 * (k / NDAYS);

  // incident days
  let storm = -1,
    blast = -1;
  for (let k = 0; k <= NDAYS; k++) {
    if (wd(k) === 3 && NDAYS - k >= 23 && NDAYS - k <= 29) storm = k;
    if (wd(k) === 6 && NDAYS - k >= 51 && NDAYS - k <= 57) blast = k;
  }
  const isOffice = (k) => wd(k) !== 6 && k !== storm;
  const isWeekday = (k) => wd(k) < 5 && k !== storm;
  const nextDay = (k, ok) => {
    while (!ok(k)) k++;
    return k;
  };

  const raw = [];
  const hardEnd = new Map();
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    if (hardEnd.has(userId) && t > hardEnd.get(userId)) return;
    raw.push({ userId, eventName, eventValue, t });
  };
  const onlineTime = (k) => D0 + k * DAY + pick(ONLINE_HOURS) * HOUR + int(0, 3599) * 1000;

  // ---- patients ---------------------------------------------------------------------
  const FORCED_ACTIVE = new Set(['pat_0101', 'pat_0330', 'pat_0017', 'pat_0256', 'pat_0404']);
  const patients = [];
  for (let i = 1; i <= 460; i++) {
    const id = `pat_${pad4(i)}`;
    const u = rnd();
    let kind = u < 0.45 ? 'est' : u < 0.63 ? 'churn' : 'new';
    let f = kind === 'new' ? Math.floor(NDAYS * Math.sqrt(rnd())) : 0;
    let l = kind === 'churn' ? 15 + Math.floor(rnd() * 75) : 999;
    let w = 0.3 + Math.min(-Math.log(1 - rnd()), 3.2);
    let insured = rnd() < 0.65;
    if (FORCED_ACTIVE.has(id) && kind === 'churn') {
      kind = 'est';
      l = 999;
    }
    if (id === 'pat_0042') {
      kind = 'est';
      f = 0;
      l = 999;
      w = 8;
      insured = false;
    }
    if (id === 'pat_0213') {
      kind = 'churn';
      f = 0;
      l = 36;
      w = 6;
      insured = true;
    }
    if (id === 'pat_0455') {
      kind = 'new';
      f = 114;
      l = 999;
      w = 0;
      insured = true;
    }
    patients.push({ id, kind, f, l, w, insured, regT: null });
  }

  // ---- one visit ----------------------------------------------------------------------
  function emitVisit(p, k, { bookT = null, history = true } = {}) {
    const h = pick(wd(k) === 5 ? SAT_HOURS : SLOT_HOURS);
    const slot = D0 + k * DAY + h * HOUR + 10 * MIN * int(0, 5);
    if (bookT === null) {
      const lead = int(1, 18);
      bookT = onlineTime(k - lead);
      if (p.regT !== null && bookT < p.regT) bookT = p.regT + int(5, 50) * MIN;
    }
    if (bookT > slot - 2 * HOUR) bookT = slot - int(3, 20) * HOUR;
    if (history && rnd() < 0.09) {
      const b0 = bookT - int(1, 8) * DAY - int(0, 600) * MIN;
      if (p.regT === null || b0 > p.regT) {
        push(p.id, 'appointment_booked', 0, b0);
        push(p.id, 'appointment.cancelled', 0, bookT - int(10, 600) * MIN);
      }
    }
    push(p.id, 'appointment_booked', 0, bookT);
    if (slot > latest) return; // a future appointment: only the booking exists yet

    push(p.id, 'KioskCheckIn', 0, slot - int(2, 12) * MIN);
    const u = rnd();
    const type =
      p.id === 'pat_0042'
        ? u < 0.55
          ? 'major'
          : 'restorative'
        : u < 0.6
          ? 'hygiene'
          : u < 0.9
            ? 'restorative'
            : 'major';
    const hygList = HYGIENISTS.filter(([id]) => id !== 'hyg_tanaka' || k >= 75);
    let fees = 0;
    const treat = (who, fee, t) => {
      fees += fee;
      push(who, 'Treatment Recorded', fee, t);
    };
    if (type === 'hygiene') {
      const hyg = pick(hygList);
      if (rnd() < 0.4) push(hyg, 'xray-uploaded', 0, slot + int(5, 12) * MIN);
      treat(hyg, int(110, 180), slot + int(15, 35) * MIN);
      if (rnd() < 0.5) treat(pick(DENTISTS), int(65, 95), slot + int(40, 55) * MIN);
    } else if (type === 'restorative') {
      const dds = pick(DENTISTS);
      if (rnd() < 0.5) push(dds, 'xray-uploaded', 0, slot + int(5, 15) * MIN);
      treat(dds, int(150, 450), slot + int(20, 45) * MIN);
      if (rnd() < 0.35) treat(dds, int(150, 450), slot + int(50, 70) * MIN);
    } else {
      const dds = pick(DENTISTS);
      if (rnd() < 0.85) push(dds, 'xray-uploaded', 0, slot + int(5, 15) * MIN);
      treat(dds, int(850, 1600), slot + int(60, 100) * MIN);
      if (rnd() < 0.4) treat(dds, int(150, 350), slot + int(105, 115) * MIN);
    }
    const portion = p.insured ? round2(fees * 0.3) : fees;
    const claim = round2(fees - portion);
    const r = rnd();
    if (r < 0.62) push(p.id, 'bill_paid', portion, slot + int(100, 140) * MIN);
    else if (r < 0.95) push(p.id, 'bill_paid', portion, onlineTime(k + int(1, 12)));
    if (p.insured) {
      const sub =
        rnd() < 0.6 && k !== storm
          ? D0 + k * DAY + int(16 * 60, 17 * 60 + 50) * MIN
          : D0 + nextDay(k + 1, isWeekday) * DAY + int(8 * 60 + 30, 11 * 60 + 30) * MIN;
      push(pick(DESK), 'insurance.claim.submitted', claim, sub);
      const dk = nextDay(Math.floor((sub - D0) / DAY) + int(6, 24), isWeekday);
      push(
        pick(DESK),
        rnd() < 0.8 ? 'ClaimApproved' : 'claim-denied',
        claim,
        D0 + dk * DAY + int(9 * 60, 16 * 60) * MIN,
      );
    }
    if (rnd() < 0.22) {
      const stars = p.id === 'pat_0042' ? (rnd() < 0.85 ? 5 : 4) : pick(STARS);
      push(p.id, 'Review Posted', stars, slot + 3 * HOUR + int(0, 72 * 60) * MIN);
    }
  }

  // ---- registrations and newcomers' first visits --------------------------------------
  for (const p of patients) {
    if (p.kind !== 'new') continue;
    p.regT =
      p.id === 'pat_0455'
        ? D0 + p.f * DAY + 19 * HOUR + 23 * MIN + 41 * 1000
        : D0 + p.f * DAY + int(12 * 60, 22 * 60 + 59) * MIN + int(0, 59) * 1000;
    push(p.id, 'patient.registered', 0, p.regT);
    if (p.id === 'pat_0455') {
      let k = 116;
      while (!isOffice(k)) k++;
      if (k > 118) k = nextDay(115, isOffice);
      emitVisit(p, k, { bookT: p.regT + 8 * MIN, history: false });
    } else if (rnd() < 0.8) {
      const k = nextDay(p.f + int(3, 12), isOffice);
      emitVisit(p, k, { bookT: p.regT + int(5, 90) * MIN, history: false });
    }
  }

  // ---- daily visits (also the next 3 weeks: their bookings already exist) ----------------
  for (let k = 0; k <= NDAYS + 21; k++) {
    const w = WEEKDAY_W[wd(k)];
    if (!w) continue;
    const eligible = patients.filter((p) => p.w > 0 && (p.kind !== 'new' || p.f <= k - 2) && k <= p.l);
    const total = eligible.reduce((s, p) => s + p.w, 0);
    const n = Math.round(21 * g(k) * w * (0.9 + 0.2 * rnd()));
    for (let i = 0; i < n; i++) {
      let x = rnd() * total,
        p = eligible[eligible.length - 1];
      for (const q of eligible) {
        x -= q.w;
        if (x < 0) {
          p = q;
          break;
        }
      }
      if (k === storm) {
        // snow day: booked earlier, cancelled at dawn, rebooked later that day for another day
        let b = onlineTime(k - int(1, 18));
        if (p.regT !== null && b < p.regT) b = p.regT + int(5, 50) * MIN;
        push(p.id, 'appointment_booked', 0, b);
        push(p.id, 'appointment.cancelled', 0, D0 + k * DAY + int(6 * 60, 7 * 60 + 40) * MIN);
        const rebook = D0 + k * DAY + int(9 * 60, 21 * 60) * MIN;
        emitVisit(p, nextDay(k + 1 + int(0, 4), isOffice), { bookT: rebook, history: false });
      } else {
        emitVisit(p, k, {});
      }
    }
  }

  // ---- the churner's last steps -------------------------------------------------------------
  push('pat_0213', 'appointment_booked', 0, D0 + 34 * DAY + 20 * HOUR + 12 * MIN + 5 * 1000);
  push('pat_0213', 'appointment.cancelled', 0, D0 + 40 * DAY + 8 * HOUR + 15 * MIN + 30 * 1000);
  const churnEnd = D0 + 41 * DAY + 20 * HOUR + 40 * MIN + 12 * 1000;
  push('pat_0213', 'Review Posted', 1, churnEnd);
  hardEnd.set('pat_0213', churnEnd);

  // ---- the recall bot -----------------------------------------------------------------------
  for (let k = 0; k <= NDAYS; k++) {
    const n = Math.round(30 * g(k) * (0.85 + 0.3 * rnd()));
    for (let i = 0; i < n; i++)
      push('bot_recall', 'recall_reminder_sent', 0, D0 + k * DAY + 7 * HOUR + int(0, 3599) * 1000);
    if (k === blast) {
      for (let i = 0; i < 640; i++)
        push('bot_recall', 'recall_reminder_sent', 0, D0 + k * DAY + 2 * HOUR + int(14 * 60, 52 * 60) * 1000);
    }
  }

  // ---- bookings made in the last minutes ------------------------------------------------------
  [
    ['pat_0101', 150],
    ['pat_0330', 430],
    ['pat_0017', 780],
    ['pat_0256', 1290],
    ['pat_0404', 2050],
  ].forEach(([id, s]) => push(id, 'appointment_booked', 0, nowMs - s * 1000));

  const events = raw.filter((e) => !hardEnd.has(e.userId) || e.t <= hardEnd.get(e.userId));
  events.sort((a, b) => a.t - b.t);
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
