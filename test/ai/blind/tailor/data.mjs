// Stitchline POS — a chain of clothing alteration & tailoring shops.
// userId = a customer account (cust_NNNN). Deterministic for a given `now`.

export const EVENT_NAMES = [
  'quote_issued', // value: quoted price in EUR
  'garment_dropped_off', // value: number of garments in the ticket
  'deposit.paid', // value: deposit amount in EUR
  'rush_order_placed', // value: promised turnaround in hours (24/48/72)
  'fitting.booked', // value: days until the fitting
  'FittingCompleted', // value: fitting duration in minutes
  'Alteration Completed', // value: tailor labour minutes
  'hem-completed', // value: tailor labour minutes
  'ReminderSent', // value: reminder number (1 or 2)
  'PaymentReceived', // value: balance paid at pickup in EUR
  'Garment Picked Up', // value: number of garments collected
  'complaint-filed', // value: severity 1-5
];

export const PERSONAS = {
  topCustomer: 'cust_0007', // a bridal boutique that sends a steady stream of gowns
  churner: 'cust_0113', // busy regular who stopped coming ~60 days ago
  newcomer: 'cust_0488', // first ticket 2-3 days ago
  complainer: 'cust_0250', // files a lot of complaints
  rusher: 'cust_0301', // almost always pays for rush turnaround
};
export const NOBODY = 'cust_9999';

const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;
export const INCIDENT_DAYS_AGO = 33; // the steamer-press failure: a burst of complaints

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const r2 = (x) => Math.round(x * 100) / 100;

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(0x7a11012);
  const today = Math.floor(now / DAY) * DAY;
  const earliest = now - 120 * DAY + 10 * MIN;
  const latest = now - 2 * MIN;
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const between = (a, b) => a + rnd() * (b - a);

  // customers: join offset (days ago, fractional), activity weight
  const N = 500;
  const users = [];
  for (let i = 1; i <= N; i++) {
    const id = `cust_${String(i).padStart(4, '0')}`;
    // more customers join later (growth): density grows towards now
    const u = rnd();
    const joinAgo = 119 * (1 - Math.sqrt(u)) * 0.97 + 1.2; // 1.2 .. ~116.6 days ago
    let weight = 0.3 + rnd() ** 2 * 3;
    users.push({ id, joinAgo, weight });
  }
  const byId = Object.fromEntries(users.map((u) => [u.id, u]));
  byId.cust_0007.joinAgo = 118.5;
  byId.cust_0007.weight = 10;
  byId.cust_0113.joinAgo = 117.8;
  byId.cust_0113.weight = 4;
  byId.cust_0250.joinAgo = 100.2;
  byId.cust_0250.weight = 3;
  byId.cust_0301.joinAgo = 95.4;
  byId.cust_0301.weight = 4;
  byId.cust_0488.joinAgo = 2.6;
  byId.cust_0488.weight = 0.0001;

  const events = [];
  const push = (userId, eventName, eventValue, t) => events.push({ userId, eventName, eventValue, t });

  // shop-hours start time on a given day start
  const HOUR_W = [
    0, 0, 0, 0, 0, 0, 0, 0, 0.3, 1.2, 1.6, 1.9, 1.5, 1.3, 1.2, 1.3, 1.6, 2.1, 1.7, 0.8, 0.2, 0, 0, 0,
  ];
  const HOUR_TOTAL = HOUR_W.reduce((a, b) => a + b, 0);
  function shopTime(day) {
    let x = rnd() * HOUR_TOTAL,
      h = 0;
    while (x >= HOUR_W[h]) {
      x -= HOUR_W[h];
      h++;
    }
    return day + h * HOUR + Math.floor(rnd() * 3600) * 1000;
  }
  const shopTimeLater = (t, days) => shopTime(Math.floor((t + days * DAY) / DAY) * DAY);

  function job(user, t0) {
    const rushP = user.id === 'cust_0301' ? 0.8 : 0.13;
    const quote = r2(between(18, 90) + (rnd() < 0.25 ? between(60, 240) : 0));
    let t = t0;
    if (rnd() < 0.85) {
      push(user.id, 'quote_issued', quote, t);
      t += Math.floor(between(2, 20)) * MIN;
    }
    const garments = 1 + Math.floor(rnd() ** 2 * 4);
    push(user.id, 'garment_dropped_off', garments, t);
    let deposit = 0;
    if (rnd() < 0.62) {
      deposit = r2(quote * between(0.3, 0.5));
      push(user.id, 'deposit.paid', deposit, t + Math.floor(between(60, 300)) * 1000);
    }
    const rush = rnd() < rushP;
    if (rush)
      push(user.id, 'rush_order_placed', pick([24, 48, 48, 72]), t + Math.floor(between(120, 480)) * 1000);
    let ready = t;
    if (rnd() < 0.55) {
      const inDays = rush ? 1 : 2 + Math.floor(rnd() * 5);
      push(user.id, 'fitting.booked', inDays, t + Math.floor(between(400, 900)) * 1000);
      if (rnd() < 0.9) {
        const ft = shopTimeLater(t, inDays);
        push(user.id, 'FittingCompleted', Math.round(between(10, 45)), ft);
        ready = ft;
      }
    }
    const workDays = rush ? 1 + Math.floor(rnd() * 2) : 2 + Math.floor(rnd() * 6);
    const done = shopTimeLater(Math.max(ready, t), workDays);
    const kind = rnd();
    if (kind < 0.6 || kind >= 0.87) push(user.id, 'Alteration Completed', Math.round(between(20, 180)), done);
    if (kind >= 0.6)
      push(user.id, 'hem-completed', Math.round(between(15, 60)), done + Math.floor(between(5, 90)) * MIN);
    let pickup = shopTimeLater(done, rnd() < 0.5 ? 0.2 : 1 + Math.floor(rnd() * 5));
    if (pickup < done) pickup = done + 2 * HOUR;
    if (rnd() < 0.4) {
      const remDay = Math.floor(done / DAY) * DAY + DAY;
      push(user.id, 'ReminderSent', 1, remDay + 8 * HOUR + Math.floor(rnd() * 300) * 1000);
      if (rnd() < 0.3)
        push(user.id, 'ReminderSent', 2, remDay + 3 * DAY + 8 * HOUR + Math.floor(rnd() * 300) * 1000);
      pickup = Math.max(pickup, remDay + 9 * HOUR + Math.floor(rnd() * 8 * 3600) * 1000);
    }
    if (rnd() < 0.03) return; // never collected (yet)
    const balance = r2(Math.max(8, quote - deposit + (rush ? r2(quote * 0.25) : 0)));
    if (rnd() < 0.96) push(user.id, 'PaymentReceived', balance, pickup);
    push(user.id, 'Garment Picked Up', garments, pickup + Math.floor(between(40, 240)) * 1000);
    const complaintP = user.id === 'cust_0250' ? 0.6 : 0.045;
    if (rnd() < complaintP)
      push(user.id, 'complaint-filed', 1 + Math.floor(rnd() * 5), pickup + Math.floor(between(0.1, 6) * DAY));
  }

  const WEEKDAY_F = [0.45, 0.8, 0.9, 1.0, 1.05, 1.2, 1.6]; // Sun..Sat
  // first job of each customer at join time
  for (const u of users) {
    const day = today - Math.ceil(u.joinAgo) * DAY;
    let t0 = shopTime(day);
    if (u.id === 'cust_0488') t0 = now - 2.6 * DAY;
    u.firstT = t0;
    job(u, t0);
  }
  // the remaining tickets, day by day
  for (let d = 119; d >= 0; d--) {
    const day = today - d * DAY;
    const wd = new Date(day).getUTCDay();
    const base = 14 + 18 * (1 - d / 119);
    const n = Math.round(base * WEEKDAY_F[wd] * between(0.85, 1.15));
    for (let k = 0; k < n; k++) {
      const t0 = shopTime(day);
      const pool = users.filter(
        (u) => u.firstT < t0 && u.id !== 'cust_0488' && !(u.id === 'cust_0113' && d < 64),
      );
      if (!pool.length) continue;
      const total = pool.reduce((s, u) => s + u.weight, 0);
      let x = rnd() * total,
        i = 0;
      while (i < pool.length - 1 && x >= pool[i].weight) {
        x -= pool[i].weight;
        i++;
      }
      job(pool[i], t0);
    }
  }
  // the steamer-press incident: a burst of complaints that day
  const incident = today - INCIDENT_DAYS_AGO * DAY;
  const before = users.filter((u) => u.firstT < incident && u.id !== 'cust_0113');
  for (let k = 0; k < 26; k++)
    push(
      pick(before).id,
      'complaint-filed',
      3 + Math.floor(rnd() * 3),
      incident + 10 * HOUR + Math.floor(rnd() * 8 * 3600) * 1000,
    );
  // the churner left ~60 days ago
  const churnCut = now - 60 * DAY;
  return events
    .filter((e) => e.t >= earliest && e.t <= latest && !(e.userId === 'cust_0113' && e.t >= churnCut))
    .sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
    .map((e) => ({
      userId: e.userId,
      eventName: e.eventName,
      eventValue: e.eventValue,
      timestamp: iso(e.t),
    }));
}
