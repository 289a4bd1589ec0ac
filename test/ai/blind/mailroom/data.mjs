// Corporate mailroom & package intake: deterministic synthetic usage events.
const HOUR = 3_600_000,
  DAY = 24 * HOUR,
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

export const EVENT_NAMES = [
  'package_scanned', // clerk scans a parcel in for an employee; value = weight in kg
  'recipient.notified', // employee notified; value = minutes between scan and notification
  'LockerAssigned', // parcel put in a smart locker; value = locker number
  'oversized_item_logged', // item too big for lockers/shelves; value = weight in kg
  'reminder.sent', // pickup reminder; value = reminder number (1, 2, 3)
  'PickupCompleted', // employee collected the parcel; value = hours waited since scan
  'Signature Captured', // signature taken at pickup; value = 1
  'return-to-sender', // parcel sent back; value = days held before return
  'delivery.refused', // employee refused the delivery; value = 0
  'PackageDamaged', // damage recorded at intake; value = severity 1–3
  'courier-dropoff', // a clerk receives a courier batch; value = parcels in the batch
  'Postage Purchased', // employee buys outbound postage; value = price in USD
];

export const PERSONAS = {
  topRecipient: 'emp_0042', // orders everything to the office
  oversizedFan: 'emp_0315', // standing desks, monitors, bikes
  churner: 'emp_0404', // heavy user who left the company ~60 days ago
  newcomer: 'emp_0458', // new hire, first parcel in the last 10 days
  topShipper: 'emp_0123', // sales rep who mails samples (top postage spender)
  topClerk: 'clerk_amy', // receives most courier batches
  departedClerk: 'clerk_dee', // moved to another site ~70 days ago
};
export const NOBODY = 'emp_0999';

const N_EMP = 460;
const CLERKS = ['clerk_amy', 'clerk_bo', 'clerk_cruz', 'clerk_dee', 'clerk_eli', 'clerk_fay'];
const WEEKDAY_FACTOR = [0.15, 1.2, 1.1, 1.0, 1.0, 0.9, 0.25]; // by getUTCDay (Sun..Sat)
const SCAN_HOURS = [
  0.12, 0.1, 0.1, 0.1, 0.1, 0.15, 0.4, 1, 2, 2.5, 2.2, 1.5, 1, 1.3, 1.5, 1.2, 0.8, 0.5, 0.25, 0.2, 0.2, 0.15,
  0.15, 0.12,
];
const PICKUP_HOURS = [
  0.02, 0.01, 0.01, 0.01, 0.01, 0.02, 0.1, 0.4, 0.8, 1, 1, 1.3, 2.4, 2, 1.2, 1.1, 1.6, 2.2, 1.2, 0.5, 0.2,
  0.1, 0.05, 0.03,
];

const pad = (n, w) => String(n).padStart(w, '0');
const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';
const r2 = (x) => Math.round(x * 100) / 100;

function pickWeighted(rng, weights, total) {
  let x = rng() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}

export function generateEvents(now) {
  const nowMs = +now;
  const rng = mulberry32(0x6d41494c); // "mAIL"
  const today = Math.floor(nowMs / DAY) * DAY;
  const lo = nowMs - 120 * DAY,
    hi = nowMs - 2 * MIN;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= lo && t <= hi) out.push({ userId, eventName, eventValue, t });
  };

  // employees: id, weight, join day (days back; Infinity = present from the start), leave day
  const emps = [];
  for (let i = 1; i <= N_EMP; i++) {
    const id = `emp_${pad(i, 4)}`;
    let w = 0.25 + rng() * rng() * 3;
    let join = Infinity,
      leave = -1,
      ship = rng() < 0.35 ? 0.3 + rng() : 0;
    if (rng() < 0.06)
      join = Math.floor(rng() * 110) + 5; // new hires spread over the window
    else if (rng() < 0.05) leave = Math.floor(rng() * 100) + 10; // leavers
    emps.push({ id, w, join, leave, ship });
  }
  const byId = Object.fromEntries(emps.map((e) => [e.id, e]));
  Object.assign(byId.emp_0042, { w: 22, join: Infinity, leave: -1 });
  // a few other heavy recipients, well apart from each other
  for (const [id, w] of [
    ['emp_0227', 14],
    ['emp_0066', 9.5],
    ['emp_0207', 6.5],
    ['emp_0281', 4.6],
  ])
    Object.assign(byId[id], { w, join: Infinity, leave: -1 });
  Object.assign(byId.emp_0315, { w: 3.5, join: Infinity, leave: -1 });
  Object.assign(byId.emp_0404, { w: 7, join: Infinity, leave: 60 });
  Object.assign(byId.emp_0458, { w: 2.5, join: 9, leave: -1 });
  Object.assign(byId.emp_0123, { w: 1.2, join: Infinity, leave: -1, ship: 9 });
  const scanHourTotal = SCAN_HOURS.reduce((a, b) => a + b, 0);
  const pickHourTotal = PICKUP_HOURS.reduce((a, b) => a + b, 0);

  // incident: a courier truck accident on a Tuesday/Wednesday about five weeks ago
  let incident = 33;
  while (![2, 3].includes(new Date(today - incident * DAY).getUTCDay())) incident++;

  for (let d = 121; d >= 0; d--) {
    const ds = today - d * DAY;
    const wd = new Date(ds).getUTCDay();
    const growth = 0.72 + 0.56 * (1 - d / 121);
    const wf = WEEKDAY_FACTOR[wd];
    const active = emps.filter((e) => d <= e.join && d > e.leave);
    const weights = active.map((e) => e.w);
    const total = weights.reduce((a, b) => a + b, 0);
    const nPk = Math.round(50 * growth * wf * (0.85 + 0.3 * rng()));
    const recipients = [];
    for (let k = 0; k < nPk; k++) recipients.push(active[pickWeighted(rng, weights, total)]);
    if (d === 3 || d === 1) recipients.push(byId.emp_0458);

    for (const emp of recipients) {
      const u = emp.id;
      const t0 = ds + pickWeighted(rng, SCAN_HOURS, scanHourTotal) * HOUR + Math.floor(rng() * 3600) * 1000;
      const oversized = rng() < (u === 'emp_0315' ? 0.85 : 0.05);
      const weight = oversized ? 15 + Math.floor(rng() * 46) : r2(0.1 + rng() * rng() * 8);
      push(u, 'package_scanned', weight, t0);
      if (oversized) push(u, 'oversized_item_logged', weight, t0 + (2 + rng() * 8) * MIN);
      const damaged = rng() < (d === incident ? 0.45 : 0.01);
      if (damaged) push(u, 'PackageDamaged', 1 + Math.floor(rng() * 3), t0 + (2 + rng() * 18) * MIN);
      if (rng() < 0.85) {
        const m = 1 + Math.floor(rng() * 15);
        push(u, 'recipient.notified', m, t0 + m * MIN + 20_000);
      }
      if (!oversized && rng() < 0.55)
        push(u, 'LockerAssigned', 1 + Math.floor(rng() * 120), t0 + (5 + rng() * 25) * MIN);
      const refused = !damaged && rng() < 0.006;
      if (refused) push(u, 'delivery.refused', 0, t0 + (1 + rng() * 6) * HOUR);
      if (damaged && d === incident) {
        push(u, 'return-to-sender', 1, t0 + (20 + rng() * 6) * HOUR);
        continue;
      }
      if (refused) {
        push(u, 'return-to-sender', 1, t0 + (22 + rng() * 6) * HOUR);
        continue;
      }
      let pickup = null;
      if (rng() < 0.88 && !(d <= emp.leave + 2 && emp.leave >= 0 && rng() < 0.5)) {
        let k = Math.floor(rng() * rng() * 6);
        let day = Math.floor(t0 / DAY) * DAY + k * DAY;
        const pwd = new Date(day).getUTCDay();
        if ((pwd === 0 || pwd === 6) && rng() < 0.8) day += (pwd === 6 ? 2 : 1) * DAY;
        pickup =
          day + pickWeighted(rng, PICKUP_HOURS, pickHourTotal) * HOUR + Math.floor(rng() * 3600) * 1000;
        if (pickup < t0 + 10 * MIN) pickup = t0 + (30 + rng() * 90) * MIN;
      }
      const waited = pickup === null ? Infinity : pickup - t0;
      for (const [n, after] of [
        [1, 48],
        [2, 96],
        [3, 168],
      ]) {
        if (waited > after * HOUR)
          push(u, 'reminder.sent', n, t0 + after * HOUR + Math.floor(rng() * 600) * 1000);
      }
      if (pickup !== null) {
        push(u, 'PickupCompleted', Math.round((waited / HOUR) * 10) / 10, pickup);
        if (rng() < 0.3) push(u, 'Signature Captured', 1, pickup + (20 + rng() * 100) * 1000);
      } else if (rng() < 0.65) {
        const held = 10 + Math.floor(rng() * 5);
        push(u, 'return-to-sender', held, t0 + held * DAY + (1 + rng() * 3) * HOUR);
      }
    }

    // courier batches received by clerks
    const nBatch = Math.round(7 * growth * wf * (0.8 + 0.4 * rng()));
    for (let k = 0; k < nBatch; k++) {
      const cw = CLERKS.map((c) =>
        c === 'clerk_dee' && d <= 70 ? 0 : c === 'clerk_amy' ? 3 : c === 'clerk_fay' ? 0.6 : 1,
      );
      const c =
        CLERKS[
          pickWeighted(
            rng,
            cw,
            cw.reduce((a, b) => a + b, 0),
          )
        ];
      const h = [7, 8, 9, 10, 11, 13, 14, 15][Math.floor(rng() * 8)];
      push(c, 'courier-dropoff', 3 + Math.floor(rng() * 23), ds + h * HOUR + Math.floor(rng() * 3600) * 1000);
    }

    // outbound postage bought by employees
    const shippers = active.filter((e) => e.ship > 0);
    const sw = shippers.map((e) => e.ship),
      st = sw.reduce((a, b) => a + b, 0);
    const nPost = Math.round(10 * growth * wf * (0.8 + 0.4 * rng()));
    for (let k = 0; k < nPost; k++) {
      const e = shippers[pickWeighted(rng, sw, st)];
      const h = 8 + Math.floor(rng() * 10);
      push(
        e.id,
        'Postage Purchased',
        r2(4.5 + rng() * rng() * 60),
        ds + h * HOUR + Math.floor(rng() * 3600) * 1000,
      );
    }
  }

  out.sort(
    (a, b) =>
      a.t - b.t ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
      (a.eventName < b.eventName ? -1 : 1),
  );
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: iso(t),
  }));
}
