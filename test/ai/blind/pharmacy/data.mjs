// Blind round "pharmacy": an online pharmacy and prescription-refill app.
// Patients (pt_XXXXX) upload prescriptions, pharmacists (rph_XXX) verify or reject them, patients
// order refills, pay, track deliveries, chat with a pharmacist and set dose reminders; couriers
// (cour_XX) mark deliveries as completed.
//
// eventValue: payment-completed = amount paid in dollars (with cents); RefillOrdered = number of
// items in the order; pharmacist-chat = chat length in minutes; 0 for every other event.
//
// Story (all relative to `now`, so it holds for any now):
// - growth: about 130 patients are there from the start, the rest sign up at a rising rate;
//   some early patients churn along the way;
// - weekly rhythm: Monday busiest for patients, weekends quiet; pharmacists and couriers work
//   mostly on weekdays and in daytime hours; patients peak in the evening (19:00 UTC), when an
//   "ask a pharmacist" hour doubles the chats; a Monday refill push makes Monday the top refill
//   day; some refill orders are never paid (abandoned carts, failed checkouts);
// - incident: 38 days before today (UTC) the payment provider was down from 09:00 to 17:00 UTC:
//   a storm of checkout_error, delayed or abandoned payments, more pharmacist chats;
// - personas: see PERSONAS.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIN = 60_000;

export const EVENT_NAMES = [
  'app_opened',
  'account_created',
  'Prescription Uploaded',
  'rx.verified',
  'rx.rejected',
  'RefillOrdered',
  'payment-completed',
  'checkout_error',
  'Order Tracked',
  'delivery.completed',
  'pharmacist-chat',
  'DoseReminderSet',
];

export const PERSONAS = {
  topPatient: 'pt_10001', // chronic-care patient: weekly refills, biggest spender, opens the app daily
  churner: 'pt_20417', // very active until 62 days ago, then silent
  newcomer: 'pt_39902', // signed up 3 days ago, one full refill flow since
  chattyPatient: 'pt_15530', // talks to pharmacists far more than anyone
  topPharmacist: 'rph_101', // verifies the most prescriptions
  topCourier: 'cour_07', // completes the most deliveries
};

export const NOBODY = 'pt_99999';

// The incident day (UTC) for a given now: 38 days before today.
export const incidentDay = (now) => Math.floor(+now / DAY) * DAY - 38 * DAY;

function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Weekly and daily rhythm of patients (UTC).
const PT_WEEKDAY = [0.6, 1.45, 1.15, 1.05, 1.0, 0.95, 0.7]; // indexed by getUTCDay(): Sun..Sat
const PT_HOUR = [
  0.15, 0.12, 0.1, 0.1, 0.12, 0.2, 0.45, 0.6, 0.75, 0.95, 1.0, 1.0, 1.1, 1.05, 0.9, 0.9, 0.95, 1.1, 1.35,
  1.65, 1.3, 0.95, 0.6, 0.3,
];
const PT_MAX = 1.45 * 1.65;

const ptWeight = (t) => {
  const d = new Date(t);
  return PT_WEEKDAY[d.getUTCDay()] * PT_HOUR[d.getUTCHours()];
};

export function generateEvents(now) {
  const nowMs = +now;
  const rand = mulberry32(0x5eed_4a11);
  const start = Math.ceil((nowMs - 120 * DAY) / 1000) * 1000 + HOUR;
  const end = Math.floor((nowMs - 2 * MIN) / 1000) * 1000; // latest allowed timestamp
  const incStart = incidentDay(nowMs) + 9 * HOUR;
  const incEnd = incidentDay(nowMs) + 17 * HOUR;
  const events = [];

  const between = (lo, hi) => lo + rand() * (hi - lo);
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const weighted = (items) => {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = rand() * total;
    for (const [v, w] of items) if ((r -= w) < 0) return v;
    return items[items.length - 1][0];
  };
  // A time in [lo, hi) following the patients' weekly and daily rhythm.
  const sampleTime = (lo, hi) => {
    let t = lo;
    for (let i = 0; i < 60; i++) {
      t = between(lo, hi);
      if (rand() * PT_MAX < ptWeight(t)) return t;
    }
    return t;
  };
  const poisson = (mean) => {
    // normal approximation is fine at these sizes; small means use Knuth
    if (mean > 30)
      return Math.max(0, Math.round(mean + Math.sqrt(mean) * (rand() + rand() + rand() - 1.5) * 2));
    const L = Math.exp(-mean);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rand();
    } while (p > L);
    return k - 1;
  };
  const emit = (userId, eventName, t, eventValue = 0) => {
    if (t < start || t > end) return false;
    events.push({ userId, eventName, eventValue, t: Math.floor(t / 1000) * 1000 });
    return true;
  };

  // ---- staff ----------------------------------------------------------------------------
  const pharmacists = [];
  for (let i = 1; i <= 12; i++) pharmacists.push(`rph_${100 + i}`);
  const rphWeights = pharmacists.map((p, i) => [p, p === 'rph_101' ? 3.0 : 0.6 + ((i * 7) % 12) * 0.09]);
  const couriers = [];
  for (let i = 1; i <= 8; i++) couriers.push(`cour_${String(i).padStart(2, '0')}`);
  const courWeights = couriers.map((c, i) => [c, [0.35, 1.45, 0.6, 0.75, 0.5, 2.0, 3.4, 0.45][i]]);

  // Pharmacists work 08:00–20:00 UTC; weekends only a skeleton shift.
  const staffShift = (t, open, close) => {
    for (let guard = 0; guard < 10; guard++) {
      const d = new Date(t);
      const h = d.getUTCHours();
      const wd = d.getUTCDay();
      const weekend = wd === 0 || wd === 6;
      if (h >= open && h < close && (!weekend || rand() < 0.45)) return t;
      const dayStart = Math.floor(t / DAY) * DAY;
      t = (h < open ? dayStart : dayStart + DAY) + open * HOUR + rand() * 3 * HOUR;
    }
    return t;
  };
  const verify = (patient, tUpload, reject = false) => {
    const t = staffShift(tUpload + between(15 * MIN, 6 * HOUR), 8, 20);
    emit(weighted(rphWeights), reject ? 'rx.rejected' : 'rx.verified', t);
    return t;
  };
  const deliver = (tPaid) => {
    const t = staffShift(tPaid + between(16 * HOUR, 40 * HOUR), 9, 19);
    emit(weighted(courWeights), 'delivery.completed', t);
    return t;
  };

  // One refill order with payment, tracking and delivery; returns the order time.
  const order = (p, tOrder) => {
    const items = p.items();
    if (!emit(p.id, 'RefillOrdered', tOrder, items)) return;
    let tPay = tOrder + between(1 * MIN, 8 * MIN);
    if (tOrder >= incStart && tOrder < incEnd) {
      const errs = 1 + Math.floor(rand() * 3);
      for (let k = 0; k < errs; k++) emit(p.id, 'checkout_error', tOrder + (k + 1) * between(20_000, 90_000));
      if (rand() < 0.3) return; // abandoned
      tPay = incEnd + between(30 * MIN, 6 * HOUR);
    } else if (rand() < 0.08) {
      emit(p.id, 'checkout_error', tOrder + between(20_000, 50_000));
      if (rand() < 0.5) return; // gave up after the error
    } else if (rand() < 0.07) {
      return; // cart abandoned: ordered, never paid
    }
    const amount = Math.round((items * p.price() + 3.99) * 100) / 100;
    if (!emit(p.id, 'payment-completed', tPay, amount)) return;
    const tDel = deliver(tPay);
    if (rand() < 0.25) deliver(tPay + between(HOUR, 12 * HOUR)); // split into two parcels
    const tracks = p.tracks ? p.tracks() : Math.floor(rand() * 6);
    for (let k = 0; k < tracks; k++)
      emit(p.id, 'Order Tracked', between(tPay + 5 * MIN, Math.max(tPay + 6 * MIN, tDel)));
  };

  // One patient's whole life in the app.
  const patient = (p) => {
    if (!p.existing) emit(p.id, 'account_created', p.join);
    // sessions
    const days = (p.leave - p.join) / DAY;
    const sessions = poisson(p.rate * days);
    for (let k = 0; k < sessions; k++) {
      const t = sampleTime(p.join + MIN, p.leave);
      emit(p.id, 'app_opened', t);
      const r = rand();
      if (r < p.reminder) emit(p.id, 'DoseReminderSet', t + between(MIN, 5 * MIN));
      // evening "ask a pharmacist" hour at 19:00 UTC doubles the chance of a chat
      const chatP =
        t >= incStart && t < incEnd + 2 * HOUR ? 0.35 : p.chat * (new Date(t).getUTCHours() === 19 ? 2 : 1);
      if (rand() < chatP) emit(p.id, 'pharmacist-chat', t + between(MIN, 4 * MIN), p.chatMinutes());
    }
    if (rand() > p.uploads) return;
    // prescriptions and refills
    let t = p.existing
      ? sampleTime(p.join, p.join + p.every * DAY)
      : p.join + between(5 * MIN, Math.min(2 * DAY, (p.leave - p.join) * 0.5));
    let cycle = p.existing ? Math.floor(rand() * 3) : 0;
    while (t < p.leave) {
      if (cycle % 3 === 0) {
        emit(p.id, 'Prescription Uploaded', t);
        if (rand() < 0.08) {
          const tr = verify(p, t, true);
          t = tr + between(HOUR, 30 * HOUR);
          if (t >= p.leave) return;
          emit(p.id, 'Prescription Uploaded', t);
        }
        t = verify(p, t) + between(10 * MIN, 2 * DAY);
        if (t >= p.leave) return;
      }
      order(p, t);
      cycle++;
      t = sampleTime(t + p.every * DAY * 0.75, t + p.every * DAY * 1.25);
      // the Monday-morning refill push pulls some refills to the next Monday
      const wd = new Date(t).getUTCDay();
      if (wd !== 1 && rand() < 0.15) t += ((8 - wd) % 7) * DAY;
    }
  };

  // ---- patients -------------------------------------------------------------------------
  const used = new Set(['pt_10001', 'pt_20417', 'pt_39902', 'pt_15530', NOBODY]);
  const span = end - start;
  const ordinary = [];
  for (let i = 0; i < 436; i++) {
    let id;
    do id = `pt_${10002 + Math.floor(rand() * 29990)}`;
    while (used.has(id));
    used.add(id);
    const early = i < 130; // patients from before the window: no account_created in it
    const join = early ? start : start + Math.sqrt(rand()) * (span - 6 * HOUR);
    let leave = end;
    if (early && rand() < 0.3) leave = join + between(10 * DAY, 95 * DAY);
    else if (!early && rand() < 0.1) leave = Math.min(end, join + between(5 * DAY, 40 * DAY));
    const act = Math.exp((rand() + rand() + rand() - 1.5) * 0.7);
    const itemsBase = 1 + Math.floor(rand() * 3);
    const priceBase = between(6, 30);
    ordinary.push({
      id,
      existing: early,
      join,
      leave,
      rate: 0.5 * act,
      reminder: 0.1 + rand() * 0.1,
      chat: 0.03 + rand() * 0.04,
      chatMinutes: () => 2 + Math.floor(rand() * 18),
      uploads: 0.92,
      every: pick([10, 14, 14, 21, 28, 30, 30]),
      items: () => Math.max(1, itemsBase + Math.floor(rand() * 3) - 1),
      price: () => priceBase * between(0.8, 1.3),
    });
  }

  const top = {
    id: 'pt_10001',
    existing: true,
    join: start,
    leave: end,
    rate: 2.6,
    reminder: 0.025,
    tracks: () => 3 + Math.floor(rand() * 3), // checks every parcel's progress
    chat: 0.04,
    chatMinutes: () => 3 + Math.floor(rand() * 10),
    uploads: 1,
    every: 7,
    items: () => 3 + Math.floor(rand() * 3),
    price: () => between(28, 62),
  };
  const churner = {
    id: 'pt_20417',
    existing: true,
    join: start,
    leave: end - 62 * DAY,
    rate: 1.6,
    reminder: 0.15,
    chat: 0.08,
    chatMinutes: () => 4 + Math.floor(rand() * 12),
    uploads: 1,
    every: 10,
    items: () => 2 + Math.floor(rand() * 2),
    price: () => between(15, 35),
  };
  const chatty = {
    id: 'pt_15530',
    join: start + 10 * DAY + 5 * HOUR,
    leave: end,
    rate: 2.0,
    reminder: 0.1,
    chat: 0.55,
    chatMinutes: () => 12 + Math.floor(rand() * 34),
    uploads: 1,
    every: 30,
    items: () => 1 + Math.floor(rand() * 2),
    price: () => between(10, 25),
  };
  for (const p of [top, churner, chatty, ...ordinary]) patient(p);

  // Newcomer: a scripted first refill, all before now.
  const nj = end - 3 * DAY + 2 * HOUR;
  emit('pt_39902', 'account_created', nj);
  emit('pt_39902', 'app_opened', nj + 30_000);
  emit('pt_39902', 'Prescription Uploaded', nj + 20 * MIN);
  emit('rph_104', 'rx.verified', nj + 2 * HOUR + 7 * MIN);
  emit('pt_39902', 'DoseReminderSet', nj + 2 * HOUR + 30 * MIN);
  emit('pt_39902', 'app_opened', nj + 5 * HOUR);
  emit('pt_39902', 'RefillOrdered', nj + 5 * HOUR + 2 * MIN, 2);
  emit('pt_39902', 'payment-completed', nj + 5 * HOUR + 6 * MIN, 41.37);
  emit('pt_39902', 'app_opened', nj + 20 * HOUR);
  emit('pt_39902', 'Order Tracked', nj + 20 * HOUR + MIN);
  emit('cour_05', 'delivery.completed', nj + 27 * HOUR);
  emit('pt_39902', 'app_opened', nj + 2 * DAY + 4 * HOUR);
  emit('pt_39902', 'pharmacist-chat', nj + 2 * DAY + 4 * HOUR + 3 * MIN, 9);

  // Incident retry storm: patients around on the incident day hammer the checkout.
  for (const p of [top, chatty, ...ordinary]) {
    if (p.join > incStart || p.leave < incEnd || rand() > 0.3) continue;
    const t0 = between(incStart, incEnd - 30 * MIN);
    emit(p.id, 'app_opened', t0);
    const errs = 1 + Math.floor(rand() * 3);
    for (let k = 0; k < errs; k++) emit(p.id, 'checkout_error', t0 + (k + 1) * between(30_000, 5 * MIN));
  }

  // Live traffic in the last hour or so, so "today" and "the last hour" are never empty.
  const live = ordinary.filter((p) => p.leave === end && p.join < end - DAY);
  for (let k = 0; k < 14; k++)
    emit(pick(live).id, 'app_opened', end - k * 6 * MIN - Math.floor(rand() * 4) * MIN);

  events.sort((a, b) => a.t - b.t);
  return events.map((e) => ({
    userId: e.userId,
    eventName: e.eventName,
    eventValue: e.eventValue,
    timestamp: new Date(e.t).toISOString().replace('.000Z', 'Z'),
  }));
}
