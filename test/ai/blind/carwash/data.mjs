// Car wash chain: subscription app + site back office. Deterministic for a given `now`.
const MIN = 60_000,
  HOUR = 3_600_000,
  DAY = 86_400_000;

export const EVENT_NAMES = [
  'plan_subscribed', // value: monthly plan price in dollars
  'plan.cancelled', // value: 1
  'WashRedeemed', // value: wash duration in minutes
  'Single Wash Purchased', // value: price in dollars
  'addon-purchased', // value: add-on price in dollars (wax, tyre shine, ...)
  'equipment.fault_logged', // value: estimated downtime in minutes
  'ComplaintFiled', // value: 1
  'referral_credit', // value: credit granted in dollars
  'app_open', // value: 1
  'Plate Scan Failed', // value: 1
  'shift-started', // value: scheduled shift length in hours
];

export const PERSONAS = {
  topFleet: 'fleet_metrotaxi',
  churner: 'cust_1087',
  newcomer: 'cust_1440',
  complainer: 'cust_1213',
  referrer: 'cust_1150',
  topSpender: 'cust_1300',
  faultyAttendant: 'att_07',
  lateSubscriberFleet: 'fleet_citycourier',
};
export const NOBODY = 'cust_9999';
export const INCIDENT_DAYS_AGO = 9;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// weekday index 0=Monday
const WASH_WEEKDAY = [0.8, 0.6, 0.75, 0.9, 1.15, 1.9, 1.4];
const WASH_HOURS = [
  0.05, 0.02, 0.02, 0.02, 0.05, 0.2, 0.6, 1.2, 2.2, 3.2, 4.2, 5.2, 6.5, 5.3, 4.6, 4.0, 3.6, 3.0, 2.2, 1.5,
  0.9, 0.5, 0.25, 0.1,
];
const APP_HOURS = [
  0.4, 0.25, 0.2, 0.2, 0.3, 0.5, 1.0, 1.6, 2.0, 2.0, 1.8, 1.8, 2.0, 1.8, 1.7, 1.8, 2.0, 2.4, 2.9, 3.4, 3.8,
  3.0, 2.0, 1.0,
];
const SHIFT_HOURS = [0, 0, 0, 0, 0, 1, 4, 3, 1, 0, 0, 0, 1, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const FAULT_HOURS = WASH_HOURS;

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261129);
  const lo = nowMs - 119.5 * DAY,
    hi = nowMs - 3 * MIN;
  const today = Math.floor(nowMs / DAY) * DAY;
  const out = [];
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const hourPick = (w) => {
    const tot = w.reduce((a, b) => a + b, 0);
    let r = rnd() * tot;
    for (let h = 0; h < 24; h++) {
      r -= w[h];
      if (r < 0) return h;
    }
    return 12;
  };
  const at = (day, w) => day + hourPick(w) * HOUR + Math.floor(rnd() * 3600) * 1000;
  const emit = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= lo && t <= hi) out.push({ userId, eventName, eventValue, t });
  };
  const days = [];
  for (let d = Math.floor(lo / DAY) * DAY; d <= hi; d += DAY) days.push(d);
  const agoOf = (d) => Math.round((today - d) / DAY);
  const wdOf = (d) => (new Date(d).getUTCDay() + 6) % 7;
  const incident = (d) => agoOf(d) === INCIDENT_DAYS_AGO;

  // one wash visit (customer or fleet)
  function visit(u, day, opts) {
    const t = at(day, WASH_HOURS);
    const failP = incident(day) ? 0.8 : 0.012;
    let failed = false;
    if (rnd() < failP) {
      emit(u, 'Plate Scan Failed', 1, t - 60_000);
      failed = true;
    }
    if (opts.single) emit(u, 'Single Wash Purchased', pick([12, 12, 16, 16, 22]), t - 120_000);
    emit(u, 'WashRedeemed', opts.minDur + Math.floor(rnd() * 6), t);
    let k = opts.addonCount ?? 1;
    for (let i = 0; i < k; i++)
      if (rnd() < opts.addonP)
        emit(u, 'addon-purchased', pick([4.99, 4.99, 6.99, 2.99, 3.99, 8.5]), t + (i + 1) * 90_000);
    const complainP = failed ? (incident(day) ? 0.35 : 0.2) : (opts.complainP ?? 0.006);
    if (rnd() < complainP) emit(u, 'ComplaintFiled', 1, t + Math.floor(rnd() * 5 * HOUR));
  }

  // ---- customers
  for (let i = 1001; i <= 1440; i++) {
    const u = `cust_${i}`;
    let joinAgo,
      sub,
      cancelAgo = null,
      converts = null;
    const pre = rnd() < 0.33;
    joinAgo = pre ? 125 : Math.floor(117 * (1 - Math.sqrt(rnd())));
    sub = rnd() < 0.6;
    const price = pick([19.99, 19.99, 29.99, 29.99, 29.99, 39.99]);
    if (sub && rnd() < 0.2) cancelAgo = Math.floor(rnd() * Math.min(joinAgo, 118));
    if (!sub && rnd() < 0.22) converts = Math.floor(rnd() * Math.min(joinAgo, 118));
    let appRate = 0.15 + rnd() * 0.55;
    let washRate = sub ? 0.12 + rnd() * 0.18 : 0.03 + rnd() * 0.07;
    let addonP = 0.12,
      complainP = 0.006,
      addonCount = 1;
    if (u === PERSONAS.churner) {
      joinAgo = 125;
      sub = true;
      cancelAgo = 45;
      washRate = 0.5;
    }
    if (u === PERSONAS.newcomer) {
      joinAgo = 4;
      sub = true;
      cancelAgo = null;
      washRate = 0.9;
      appRate = 1.5;
    }
    if (u === PERSONAS.complainer) {
      joinAgo = 125;
      sub = true;
      cancelAgo = null;
      washRate = 0.35;
      complainP = 0.4;
    }
    if (u === PERSONAS.referrer) {
      joinAgo = 125;
      sub = true;
      cancelAgo = null;
    }
    if (u === PERSONAS.topSpender) {
      joinAgo = 125;
      sub = false;
      converts = null;
      washRate = 0.45;
      addonP = 0.9;
      addonCount = 2;
    }
    const preX = joinAgo >= 120;
    let isSub = sub && !preX ? false : sub; // pre-existing subscribers subscribed before the window
    let silent = false;
    for (const d of days) {
      const ago = agoOf(d);
      if (ago > joinAgo) continue;
      if (ago === joinAgo && !preX) {
        emit(u, 'app_open', 1, d + 9 * HOUR + Math.floor(rnd() * 10 * HOUR));
        if (sub) {
          emit(u, 'plan_subscribed', price, d + 19 * HOUR + Math.floor(rnd() * 3 * HOUR));
          isSub = true;
        }
        continue;
      }
      if (silent) continue;
      if (converts !== null && ago === converts && !isSub) {
        emit(u, 'plan_subscribed', price, at(d, APP_HOURS));
        isSub = true;
      }
      if (cancelAgo !== null && ago === cancelAgo && isSub) {
        emit(u, 'plan.cancelled', 1, at(d, APP_HOURS));
        isSub = false;
        if (u === PERSONAS.churner || rnd() < 0.7) silent = true;
        continue;
      }
      const grow = 0.8 + 0.4 * (1 - ago / 120);
      if (rnd() < appRate * grow) emit(u, 'app_open', 1, at(d, APP_HOURS));
      if (u === PERSONAS.churner && rnd() < 0.6) emit(u, 'app_open', 1, at(d, APP_HOURS));
      const wr = washRate * WASH_WEEKDAY[wdOf(d)];
      if (rnd() < wr)
        visit(u, d, {
          single: !isSub,
          minDur: isSub ? (price > 30 ? 9 : 6) : 5,
          addonP,
          complainP,
          addonCount,
        });
      if (isSub && (u === PERSONAS.referrer ? rnd() < 0.1 : rnd() < 0.003))
        emit(u, 'referral_credit', pick([10, 10, 15]), at(d, APP_HOURS));
    }
  }

  // ---- fleets
  const fleets = [
    ['fleet_metrotaxi', 8, 499],
    ['fleet_greenline_vans', 4, 349],
    ['fleet_citycourier', 3, 299],
    ['fleet_sunrise_rentals', 2, 249],
    ['fleet_harbor_logistics', 1.3, 199],
  ];
  for (const [u, perDay, plan] of fleets) {
    for (const d of days) {
      const ago = agoOf(d);
      if (u === 'fleet_citycourier' && ago > 50) continue;
      if (u === 'fleet_citycourier' && ago === 50) {
        emit(u, 'plan_subscribed', plan, d + 15 * HOUR);
        continue;
      }
      if (ago === 100 && u === 'fleet_sunrise_rentals') emit(u, 'plan_subscribed', plan, d + 10 * HOUR);
      const n = Math.floor(perDay * WASH_WEEKDAY[wdOf(d)] * (0.7 + rnd() * 0.6) + rnd());
      for (let k = 0; k < n; k++) visit(u, d, { single: false, minDur: 7, addonP: 0.05, complainP: 0.002 });
      if (rnd() < 0.8) emit(u, 'app_open', 1, at(d, APP_HOURS));
    }
  }

  // ---- attendants
  for (let a = 1; a <= 24; a++) {
    const u = `att_${String(a).padStart(2, '0')}`;
    const off = [a % 7, (a + 3) % 7];
    const hired = a === 24 ? 20 : 130;
    for (const d of days) {
      const ago = agoOf(d);
      if (ago > hired) continue;
      if (off.includes(wdOf(d)) && !incident(d)) continue;
      if (rnd() < 0.05) continue;
      const s = d + hourPick(SHIFT_HOURS) * HOUR + Math.floor(rnd() * 1800) * 1000;
      emit(u, 'shift-started', pick([6, 8, 8, 10]), s);
      const fp = u === PERSONAS.faultyAttendant ? 0.75 : 0.22;
      const nf = incident(d) ? 2 + Math.floor(rnd() * 3) : rnd() < fp ? 1 : 0;
      for (let k = 0; k < nf; k++)
        emit(u, 'equipment.fault_logged', 10 + 5 * Math.floor(rnd() * 17), at(d, FAULT_HOURS));
      if (rnd() < 0.6) emit(u, 'app_open', 1, s + 5 * MIN);
    }
  }

  out.sort((x, y) => x.t - y.t || (x.userId < y.userId ? -1 : x.userId > y.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
