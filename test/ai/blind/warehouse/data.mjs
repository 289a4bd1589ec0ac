// Blind round "warehouse": a warehouse management system (WMS).
//
// Who sends events:
//   picker_001 … picker_331  pickers (a temp-agency pool; most work a shift now and then)
//   recv_01 … recv_48        receivers on the inbound dock (pallets, putaway, returns)
//   sup_<name>               shift supervisors (stock corrections, dispatch, cycle counts)
//   fl_01 … fl_14            forklift trucks: their telematics unit reports faults itself
//
// Event names and the meaning of eventValue (0 where none):
//   shift.started            a person clocks in at a terminal                    value 0
//   item_scanned             a barcode scan                                      units counted by the scan (1–12)
//   order.picked             an order's lines were picked from the shelves       units picked (1–40)
//   OrderPacked              an order was packed into a parcel                   parcel weight in kg (2 decimals)
//   label_printed            shipping labels printed for a parcel                number of labels (1–3)
//   Pallet Received          an inbound pallet was logged at the dock            cases on the pallet (20–240)
//   putaway_completed        a received pallet was put away to a bin             duration of the putaway in seconds
//   ReturnProcessed          a customer return was inspected and restocked       amount credited to the customer, USD (2 decimals)
//   stock-adjusted           a stock count was corrected                         units corrected (absolute size of the correction)
//   cycle-count-completed    a cycle count of a zone was finished                bins counted
//   shipment.dispatched      a truck / carrier shipment left the yard            freight cost, USD (2 decimals)
//   Forklift Fault Reported  a forklift's telematics reported a fault            severity 1 (minor) – 5 (truck down)
//
// Story: the pool of pickers grows and everyone works more as peak season approaches (volume
// nearly triples from the start of the window to its end); weekdays are busy, Tuesday most of all
// (the weekly replenishment truck), Saturday is half a day and Sunday a skeleton crew. The first
// Tuesday of every month is "box day" (subscription boxes ship): twice the pickers, longer shifts.
// picker_017 is the star picker (most events by far); recv_04 unloads the biggest pallets
// (largest total Pallet Received value); picker_112 was a regular who quit 52 days ago;
// picker_331 was hired 8 days ago; sup_mara does most stock corrections; fl_07 is the
// problem forklift. Incident: 37 days ago the battery-charging bank failed overnight —
// every forklift reported faults all day and the inbound dock nearly stopped.

export const EVENT_NAMES = [
  'shift.started',
  'item_scanned',
  'order.picked',
  'OrderPacked',
  'label_printed',
  'Pallet Received',
  'putaway_completed',
  'ReturnProcessed',
  'stock-adjusted',
  'cycle-count-completed',
  'shipment.dispatched',
  'Forklift Fault Reported',
];

export const PERSONAS = {
  topPicker: 'picker_017', // most events of anyone
  bigReceiver: 'recv_04', // largest total Pallet Received value (biggest pallets)
  churner: 'picker_112', // regular picker, no events in the last 52 days
  newcomer: 'picker_331', // first event 8 days ago
  supervisor: 'sup_mara', // most stock-adjusted events
  faultyForklift: 'fl_07', // most Forklift Fault Reported events
};

export const NOBODY = 'picker_999';

export const INCIDENT_DAYS_AGO = 37; // battery-charger failure (UTC day, counted from today's 00:00)
export const CHURN_DAYS_AGO = 52; // picker_112's last working day is before this
export const NEWCOMER_DAYS_AGO = 8; // picker_331's first shift

const DAY = 86_400_000;
const SUPERVISORS = [
  'sup_mara',
  'sup_tomas',
  'sup_ines',
  'sup_kofi',
  'sup_lena',
  'sup_raj',
  'sup_zoe',
  'sup_ana',
  'sup_dev',
  'sup_ben',
];
// Monday … Sunday
const WEEKDAY_FACTOR = [1.0, 1.2, 1.05, 1.0, 0.9, 0.5, 0.25];

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, w) => String(n).padStart(w, '0');

export function generateEvents(now) {
  const NOW = +now;
  const rnd = mulberry32(0x3a11e7);
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  const cents = (lo, hi) => int(Math.round(lo * 100), Math.round(hi * 100)) / 100;

  const earliest = NOW - 120 * DAY;
  const latest = NOW - 120_000;
  const today = Math.floor(NOW / DAY) * DAY;
  const nDays = 120; // day index d = 0 … 120, daysAgo = 120 − d
  const day0 = today - nDays * DAY;

  // ---- roster -------------------------------------------------------------------------------
  const pickers = [];
  for (let i = 1; i <= 331; i++) {
    const id = `picker_${pad(i, 3)}`;
    const u = rnd();
    let rate = 0.015 + 0.11 * u * u * u;
    let hireAgo = i <= 200 ? 200 : int(6, 115);
    let quitAgo = rnd() < 0.12 ? int(10, 110) : -1;
    if (quitAgo >= hireAgo) quitAgo = -1;
    let big = false;
    if (id === 'picker_017') {
      rate = 0.92;
      hireAgo = 200;
      quitAgo = -1;
      big = true;
    }
    if (id === 'picker_112') {
      rate = 0.5;
      hireAgo = 200;
      quitAgo = CHURN_DAYS_AGO;
    }
    if (id === 'picker_331') {
      rate = 0.85;
      hireAgo = NEWCOMER_DAYS_AGO;
      quitAgo = -1;
    }
    pickers.push({ id, rate, hireAgo, quitAgo, big });
  }
  const receivers = [];
  for (let i = 1; i <= 48; i++) {
    const id = `recv_${pad(i, 2)}`;
    let rate = 0.07 + 0.2 * rnd();
    if (id === 'recv_04') rate = 0.75;
    receivers.push({ id, rate });
  }
  const sups = SUPERVISORS.map((id) => ({ id, rate: id === 'sup_mara' ? 0.8 : 0.35 + 0.2 * rnd() }));
  const forklifts = [];
  for (let i = 1; i <= 14; i++)
    forklifts.push({ id: `fl_${pad(i, 2)}`, rate: i === 7 ? 0.3 : 0.06 + 0.08 * rnd() });

  // ---- days ---------------------------------------------------------------------------------
  const out = [];
  let dayT = 0;
  const emit = (userId, eventName, eventValue, sec) => {
    const t = dayT + Math.floor(sec) * 1000;
    out.push({ userId, eventName, eventValue, t });
  };

  for (let d = 0; d <= nDays; d++) {
    dayT = day0 + d * DAY;
    const daysAgo = nDays - d;
    const wd = (new Date(dayT).getUTCDay() + 6) % 7;
    const wf = WEEKDAY_FACTOR[wd];
    const growth = 0.55 + 1.0 * (d / nDays);
    const incident = daysAgo === INCIDENT_DAYS_AGO;
    // "Box day": the first Tuesday of every month, when the subscription boxes ship.
    const boxDay = wd === 1 && new Date(dayT).getUTCDate() <= 7;

    // pickers
    for (const p of pickers) {
      if (daysAgo > p.hireAgo) {
        rnd();
        continue;
      }
      if (p.quitAgo >= 0 && daysAgo <= p.quitAgo) {
        rnd();
        continue;
      }
      const prob = p.big
        ? Math.min(1, p.rate * (wf >= 0.9 ? 1 : wf + 0.1))
        : Math.min(1, p.rate * wf * growth * (boxDay ? 2.2 : 1));
      const forced = daysAgo === p.hireAgo && p.id === 'picker_331';
      if (!(rnd() < prob) && !forced) continue;
      const morning = rnd() < 0.6;
      let s = (morning ? 7 : 14) * 3600 + int(0, 600);
      emit(p.id, 'shift.started', 0, s);
      const orders = (p.big ? int(3, 6) : int(1, 4)) + (boxDay ? 2 : 0);
      for (let o = 0; o < orders; o++) {
        s += int(60, 300);
        const scans = int(1, 3);
        for (let k = 0; k < scans; k++) {
          s += int(15, 120);
          emit(p.id, 'item_scanned', rnd() < 0.6 ? 1 : int(2, 12), s);
        }
        s += int(30, 240);
        emit(p.id, 'order.picked', int(1, 40), s);
        if (rnd() < 0.8) {
          s += int(60, 300);
          emit(p.id, 'OrderPacked', cents(0.2, rnd() < 0.8 ? 8 : 25), s);
          if (rnd() < 0.7) {
            s += int(10, 60);
            emit(p.id, 'label_printed', int(1, 3), s);
          }
        }
      }
      if (rnd() < 0.1) {
        s += int(300, 1800);
        emit(p.id, 'putaway_completed', int(45, 600), s);
      }
      if (rnd() < 0.05) {
        s += int(60, 900);
        emit(p.id, 'stock-adjusted', int(1, 12), s);
      }
    }

    // receivers
    for (const r of receivers) {
      const prob = Math.min(1, r.rate * wf * (r.id === 'recv_04' ? 1 : growth));
      if (!(rnd() < prob)) continue;
      let s = int(5, 6) * 3600 + int(0, 3599);
      emit(r.id, 'shift.started', 0, s);
      const pallets = incident ? int(0, 1) : int(2, 4);
      for (let k = 0; k < pallets; k++) {
        s += int(300, 2400);
        emit(r.id, 'Pallet Received', r.id === 'recv_04' ? int(80, 240) : int(20, 120), s);
        if (rnd() < 0.5) {
          s += int(30, 300);
          emit(r.id, 'item_scanned', int(1, 12), s);
        }
        if (rnd() < (incident ? 0.3 : 0.7)) {
          s += int(300, 2400);
          emit(r.id, 'putaway_completed', int(90, 900), s);
        }
      }
      const returns = int(0, 2);
      for (let k = 0; k < returns; k++) {
        s += int(300, 1800);
        emit(r.id, 'ReturnProcessed', cents(5, rnd() < 0.85 ? 120 : 400), s);
      }
      if (rnd() < 0.2) {
        s += int(600, 2400);
        emit(r.id, 'cycle-count-completed', int(5, 60), s);
      }
      if (rnd() < 0.15) {
        s += int(60, 900);
        emit(r.id, 'stock-adjusted', int(1, 30), s);
      }
    }

    // supervisors
    for (const v of sups) {
      const prob = Math.min(1, v.rate * (wf >= 0.9 ? 1 : wf) * (0.7 + (0.6 * d) / nDays));
      if (!(rnd() < prob)) continue;
      let s = int(7, 8) * 3600 + int(0, 3599);
      emit(v.id, 'shift.started', 0, s);
      const adj = v.id === 'sup_mara' ? int(1, 4) : int(0, 2);
      for (let k = 0; k < adj; k++) {
        s += int(600, 3600);
        emit(v.id, 'stock-adjusted', int(1, 50), s);
      }
      const ships = int(1, 5);
      for (let k = 0; k < ships; k++) {
        s += int(900, 3600);
        emit(v.id, 'shipment.dispatched', cents(40, 1200), s);
      }
      if (rnd() < 0.4) {
        s += int(600, 2400);
        emit(v.id, 'cycle-count-completed', int(5, 60), s);
      }
    }

    // forklifts
    for (const f of forklifts) {
      const faults = incident ? int(1, 4) : rnd() < f.rate * (wf >= 0.9 ? 1 : 0.6) ? 1 : 0;
      for (let k = 0; k < faults; k++) {
        const s = incident ? int(4 * 3600, 20 * 3600) : int(5 * 3600, 21 * 3600);
        emit(f.id, 'Forklift Fault Reported', incident ? int(3, 5) : int(1, 5), s);
      }
    }
  }

  return out
    .filter((e) => e.t >= earliest && e.t <= latest)
    .sort((a, b) => a.t - b.t)
    .map(({ userId, eventName, eventValue, t }) => ({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
    }));
}
