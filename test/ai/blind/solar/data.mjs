/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's generator, kept as its author wrote it */
// Blind round "solar": a home solar-and-battery monitoring platform.
//
// Who sends events (every id is a userId):
//   inv-NNNN      an inverter, reports its daily yield (kWh) and faults (downtime minutes)
//   bat-NNNN      a home battery, reports its state of charge (percent)
//   home_NNNN     the homeowner's account: mobile-app activity, feed-in credits, subscription payments
//   installer_NN  an installer: commissions systems (system size in watts), runs diagnostics (seconds)
//   agent_NN      a support agent: resolves tickets (hours from opening to resolution)
// Home NNNN owns inv-NNNN and, when it has one, bat-NNNN.
//
// Story (all relative to "now"): ~115 homes were live before the 120-day window; 50 more are
// commissioned during it, faster towards now (growth). App use grows and a reports redesign
// 45 days ago roughly doubles report views. Weekends are busier in the app; installers and
// support work on weekdays only. 23 days ago firmware 4.2 made 55 inverters fault within a few
// hours (the incident day): faults, tickets, logins and follow-up diagnostics spike. Fifteen
// homeowners churn 35–75 days ago (home_0017 the most visible), four inverters are
// decommissioned, and one inverter has a firmware bug that sends its daily report five times
// (once just after midnight).

export const EVENT_NAMES = [
  'inverter.daily_yield', // kWh generated that day
  'battery_soc', // state of charge, percent (0–100)
  'InverterFault', // downtime in minutes
  'app_login', // 0
  'Report Viewed', // seconds spent on the report
  'Settings Changed', // 0
  'data-export', // days of history exported (7, 30, 90 or 365)
  'ticket_opened', // 0
  'ticket-resolved', // hours from opening to resolution
  'SystemCommissioned', // system size in watts (peak)
  'diagnostics.run', // run duration in seconds
  'feed_in_credit', // money (EUR) credited for exported energy
  'SubscriptionPayment', // money (EUR) paid for the monitoring subscription
];

export const PERSONAS = {
  topHomeowner: 'home_0042', // checks the app several times a day
  enthusiast: 'home_0040', // the next most active homeowner
  churnedHomeowner: 'home_0017', // heavy user who left 52 days ago
  newestHomeowner: 'home_0165', // system commissioned about five days ago
  bigSpender: 'home_0009', // business plan, 39.99 a month
  dataExporter: 'home_0088', // exports data all the time
  chattyInverter: 'inv-0077', // firmware bug: daily report sent five times
  faultyInverter: 'inv-0031', // faults every few days
  topBattery: 'bat-0042',
  topInstaller: 'installer_03', // commissions the most systems
  leadAgent: 'agent_02', // resolves the most tickets
};

export const NOBODY = 'home_0999';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MIN = 60_000;

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

// Hour-of-day weights for app use (UTC): a morning bump and an evening peak.
const APP_HOURS = [
  0.5, 0.3, 0.2, 0.2, 0.3, 0.8, 2.0, 3.0, 2.5, 1.5, 1.2, 1.2, 1.5, 1.3, 1.2, 1.3, 1.8, 2.6, 3.2, 4.2, 3.3,
  2.4, 1.5, 0.9,
];
const YIELD_HOURS = [
  [18, 0.2],
  [19, 0.4],
  [20, 0.3],
  [21, 0.1],
];
const SIZES = [3600, 4000, 4800, 5000, 5400, 6000, 6600, 7200, 8000, 8800, 9600, 10000, 11000, 12000];
const ANNUAL = { 21: [149.9, 15], 54: [134.91, 40], 63: [119.92, 70], 90: [99.9, 95], 112: [89.91, 105] };
const CHURNERS = [17, 6, 12, 25, 38, 47, 51, 58, 66, 73, 80, 94, 103, 108, 114];
const DECOMMISSIONED = { 5: 12, 33: 19, 71: 31, 99: 44 };
const INCIDENT = 23; // days before today
const REPORTS_V2 = 45; // report redesign shipped this many days ago
const AGENTS = [
  ['agent_01', 0.18],
  ['agent_02', 0.42],
  ['agent_03', 0.15],
  ['agent_04', 0.12],
  ['agent_05', 0.09],
  ['agent_06', 0.04],
];

export function generateEvents(nowDate) {
  const now = +nowDate;
  const D0 = Math.floor(now / DAY) * DAY;
  // One random stream per concern (and per home), so that a change to one part leaves the rest alone.
  let rnd = mulberry32(0x501a2);
  const stream = (k) => {
    rnd = mulberry32(0x501a2 + 7919 * k);
  };
  const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const wpick = (pairs) => {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let x = rnd() * total;
    for (const [k, w] of pairs) if ((x -= w) < 0) return k;
    return pairs[pairs.length - 1][0];
  };
  const poisson = (lambda) => {
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const r2 = (x) => Math.round(x * 100) / 100;

  const dayStart = (d) => D0 - d * DAY;
  const weekdayOf = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday
  const isWeekendDay = (d) => weekdayOf(dayStart(d)) >= 5;
  const clock = (h, mLo = 0, mHi = 59) => h * HOUR + ri(mLo, mHi) * MIN + ri(0, 59) * 1000;
  const appHour = () => wpick(APP_HOURS.map((w, h) => [h, w]));
  // The next weekday start at or after t's day + k days (business-day walk).
  const businessDay = (t, k) => {
    let s = Math.floor(t / DAY) * DAY;
    let left = k;
    while (left > 0 || weekdayOf(s) >= 5) {
      s += DAY;
      if (weekdayOf(s) < 5) left--;
    }
    return s;
  };

  const out = [];
  const earliest = now - 120 * DAY,
    latest = now - 120_000;
  const push = (userId, eventName, eventValue, ts) => {
    ts = Math.floor(ts / 1000) * 1000;
    if (ts < earliest || ts > latest) return;
    out.push({ userId, eventName, eventValue, t: ts });
  };

  // ---- weather ------------------------------------------------------------------------
  stream(1);
  const weather = [];
  for (let d = 0; d <= 120; d++) weather[d] = d >= 54 && d <= 58 ? 0.3 + 0.15 * rnd() : 0.55 + 0.6 * rnd();

  // ---- homes --------------------------------------------------------------------------
  stream(2);
  const installers = Array.from({ length: 18 }, (_, k) => `installer_${String(k + 1).padStart(2, '0')}`);
  const installerWeights = installers.map((id) => [
    id,
    id === 'installer_03' ? 5 : id === 'installer_07' ? 3 : id === 'installer_11' ? 2.5 : 1,
  ]);
  const homes = [];
  for (let i = 1; i <= 165; i++) {
    const n = String(i).padStart(4, '0');
    const h = {
      i,
      home: `home_${n}`,
      inv: `inv-${n}`,
      bat: rnd() < 0.6 || i === 42 ? `bat-${n}` : null,
      size: SIZES[ri(0, SIZES.length - 1)],
      installer: wpick(installerWeights),
      plan: wpick([
        [4.99, 50],
        [9.99, 30],
        [14.99, 15],
        [0, 5],
      ]),
      billing: ri(0, 29),
      credit: ri(0, 29),
      lambda: Math.min(0.7, Math.exp(-1.6 + 0.8 * (rnd() + rnd() + rnd() - 1.5) * 2)),
      dc: null, // commissioning day (days before today) for homes added in the window
      churn: -1, // app activity only on days d > churn
      stop: -1, // devices report only on days d > stop
    };
    if (i === 42) {
      h.lambda = 4.0;
      h.plan = 14.99;
    }
    if (i === 9) {
      h.plan = 39.99;
      h.billing = 8;
      h.lambda = 0.6;
    }
    if (i === 88) h.lambda = 0.7;
    if (i === 40) h.lambda = 1.3;
    if (ANNUAL[i]) h.plan = 0;
    homes.push(h);
  }
  // churners: app and payments stop
  CHURNERS.forEach((i, k) => {
    const h = homes[i - 1];
    h.churn = i === 17 ? 52 : 35 + ((k * 37) % 41);
    if (i === 17) h.lambda = 1.6;
  });
  for (const [i, d] of Object.entries(DECOMMISSIONED)) homes[i - 1].stop = d;
  // new homes: 116…165, denser towards now
  stream(3);
  for (let i = 116; i <= 165; i++) {
    const h = homes[i - 1];
    let d = i === 165 ? 5 : 7 + Math.floor(105 * (1 - Math.sqrt((i - 116 + rnd()) / 50)));
    while (isWeekendDay(d)) d++;
    h.dc = d;
    if (rnd() < 0.3) h.installer = 'installer_03';
    if (i === 165) h.lambda = 1.2;
    h.tc = dayStart(d) + clock(ri(9, 14));
  }

  // ---- commissioning and installer diagnostics -------------------------------------------
  stream(4);
  for (const h of homes) {
    if (h.dc === null) continue;
    push(h.installer, 'SystemCommissioned', h.size, h.tc);
    if (rnd() < 0.75) {
      const t1 = h.tc + ri(20, 90) * MIN + ri(0, 59) * 1000;
      push(h.installer, 'diagnostics.run', ri(60, 900), t1);
      if (rnd() < 0.3) push(h.installer, 'diagnostics.run', ri(60, 900), t1 + ri(15, 60) * MIN);
    }
  }
  for (const inst of installers) {
    stream(100 + installers.indexOf(inst));
    for (let d = 119; d >= 0; d--) {
      const go = rnd() < (inst === 'installer_03' ? 0.14 : 0.07);
      const v = ri(60, 900),
        c = clock(ri(9, 16));
      if (go && !isWeekendDay(d)) push(inst, 'diagnostics.run', v, dayStart(d) + c);
    }
  }

  // ---- devices --------------------------------------------------------------------------
  const incidentStart = dayStart(INCIDENT);
  const affected = new Set();
  {
    stream(5);
    const pool = homes.filter((h) => (h.dc === null || h.dc > INCIDENT) && h.stop < INCIDENT && h.i !== 31);
    while (affected.size < 55) affected.add(pool[ri(0, pool.length - 1)].i);
  }
  const faultFollowUp = (h, tFault, p) => {
    if (rnd() < p) {
      const day = businessDay(tFault, ri(1, 3));
      push(h.installer, 'diagnostics.run', ri(60, 900), day + clock(ri(9, 16)));
    }
  };
  const tickets = [];
  for (const h of homes) {
    stream(1000 + h.i);
    const start = h.dc === null ? -Infinity : h.tc;
    for (let d = 120; d >= 0; d--) {
      const s = dayStart(d);
      if (s + DAY <= start) continue;
      const after = (t) => t > start;
      if (d > h.stop) {
        // inverter daily yield
        const report = rnd() < 0.96 || h.i === 77;
        const noise = 0.85 + 0.25 * rnd();
        let kwh = (h.size / 1000) * 3.2 * weather[d] * noise;
        if (d === INCIDENT && affected.has(h.i)) kwh *= 0.35;
        kwh = r2(kwh);
        const ty = s + clock(wpick(YIELD_HOURS));
        if (report && after(ty)) {
          push(h.inv, 'inverter.daily_yield', kwh, ty);
          if (h.i === 77) {
            // firmware bug: the report is re-sent three times that evening and once more just after midnight
            push(h.inv, 'inverter.daily_yield', kwh, ty + ri(40, 70) * MIN);
            push(h.inv, 'inverter.daily_yield', kwh, ty + ri(100, 130) * MIN);
            push(h.inv, 'inverter.daily_yield', kwh, ty + ri(160, 190) * MIN);
            push(h.inv, 'inverter.daily_yield', kwh, s + DAY + ri(0, 20) * 1000);
          }
        }
        // battery state of charge, once a day at a random hour
        if (h.bat) {
          const hour = ri(0, 23);
          const base = hour >= 11 && hour <= 18 ? 70 : hour >= 19 || hour <= 1 ? 55 : 30;
          const soc = Math.max(5, Math.min(100, base + ri(-25, 30)));
          const tb = s + clock(hour);
          if (rnd() < 0.97 && after(tb)) push(h.bat, 'battery_soc', soc, tb);
        }
        // faults
        const pFault = h.i === 31 ? 0.3 : 0.0015;
        if (rnd() < pFault) {
          const tf = s + clock(ri(6, 20));
          if (after(tf)) {
            push(h.inv, 'InverterFault', ri(5, 240), tf);
            faultFollowUp(h, tf, h.i === 31 ? 0.4 : 0.55);
          }
        }
        if (d === INCIDENT && affected.has(h.i)) {
          const tf = s + clock(ri(10, 12));
          push(h.inv, 'InverterFault', ri(90, 420), tf);
          faultFollowUp(h, tf, 0.8);
        }
      }
      // homeowner: app, tickets
      if (d > h.churn) {
        const wd = weekdayOf(s);
        const trend = 0.75 + 0.5 * (1 - d / 120);
        const fresh = h.dc !== null && h.dc - d < 14 ? 1.5 : 1;
        const spike = d === INCIDENT && affected.has(h.i) ? 3 : 1;
        const fading = h.churn > 0 ? 0.6 + 0.4 * Math.min(1, (d - h.churn) / 30) : 1;
        const lambda = h.lambda * trend * (wd === 5 ? 1.25 : wd === 6 ? 1.55 : 1) * fresh * spike * fading;
        const logins = poisson(lambda);
        for (let k = 0; k < logins; k++) {
          const tl = s + clock(appHour());
          const pReport = d < REPORTS_V2 ? 0.75 : 0.35;
          const doReport = rnd() < pReport,
            dur = ri(8, 420),
            tr = tl + ri(30, 600) * 1000;
          const doSettings = rnd() < (fresh > 1 ? 0.3 : 0.05),
            ts = tl + ri(60, 900) * 1000;
          const doExport = rnd() < (h.i === 88 ? 0.5 : 0.015),
            days = [7, 30, 90, 365][ri(0, 3)];
          const te = tl + ri(120, 1500) * 1000;
          if (!after(tl)) continue;
          push(h.home, 'app_login', 0, tl);
          if (doReport) push(h.home, 'Report Viewed', dur, tr);
          if (doSettings) push(h.home, 'Settings Changed', 0, ts);
          if (doExport) push(h.home, 'data-export', days, te);
        }
        let pTicket = isWeekendDay(d) ? 0.004 : 0.007;
        if (h.i === 31) pTicket = 0.06;
        if (h.churn > 0 && d - h.churn < 25) pTicket = 0.03;
        if (affected.has(h.i)) pTicket = d === INCIDENT ? 0.55 : d === INCIDENT - 1 ? 0.12 : pTicket;
        if (rnd() < pTicket) {
          const tt = d === INCIDENT && affected.has(h.i) ? s + clock(ri(13, 17)) : s + clock(ri(8, 21));
          if (after(tt)) {
            push(h.home, 'ticket_opened', 0, tt);
            tickets.push(tt);
          }
        }
      }
    }
    // money: feed-in credit and subscription, on the home's monthly days
    const last = h.churn; // no money events on days d <= churn
    for (let d = h.credit; d <= 119; d += 30) {
      const v = r2((h.size / 1000) * 30 * 3.1 * 0.42 * 0.081 * (0.75 + 0.45 * rnd()));
      const t = dayStart(d) + clock(ri(2, 3));
      if (d > last && (h.dc === null || d <= h.dc - 30)) push(h.home, 'feed_in_credit', v, t);
    }
    if (h.plan > 0) {
      if (h.dc === null) {
        for (let d = h.billing; d <= 119; d += 30)
          if (d > last) push(h.home, 'SubscriptionPayment', h.plan, dayStart(d) + clock(ri(1, 5)));
      } else {
        push(h.home, 'SubscriptionPayment', h.plan, h.tc + ri(60, 180) * MIN);
        for (let d = h.dc - 30; d >= 0; d -= 30)
          push(h.home, 'SubscriptionPayment', h.plan, dayStart(d) + clock(ri(1, 5)));
      }
    }
    if (ANNUAL[h.i]) {
      const [price, d] = ANNUAL[h.i];
      push(h.home, 'SubscriptionPayment', price, dayStart(d) + clock(ri(1, 5)));
    }
  }

  // ---- support: tickets resolved by agents on weekdays ---------------------------------------
  stream(6);
  tickets.sort((a, b) => a - b);
  for (const tt of tickets) {
    const resolved = rnd() < 0.93;
    const agent = wpick(AGENTS);
    let day = businessDay(
      tt,
      wpick([
        [0, 0.35],
        [1, 0.4],
        [2, 0.17],
        [3, 0.08],
      ]),
    );
    let tr = day + clock(ri(9, 17));
    if (tr <= tt + 15 * MIN) tr = businessDay(tt, 1) + clock(ri(9, 17));
    if (resolved) push(agent, 'ticket-resolved', Math.round(((tr - tt) / HOUR) * 10) / 10, tr);
  }

  out.sort(
    (a, b) =>
      a.t - b.t ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
      (a.eventName < b.eventName ? -1 : a.eventName > b.eventName ? 1 : 0),
  );
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }));
}
