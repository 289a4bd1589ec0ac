// Cold-chain logistics monitoring platform: shippers' accounts create shipments, sensors in
// the containers report temperatures (°C), excursions raise alerts that operators acknowledge,
// shipments end delivered or rejected, invoices get paid, batteries replaced, SLA reports read.
// Deterministic for a given `now`: the timeline is laid out relative to the start of now's UTC day.

export const EVENT_NAMES = [
  'shipment_created', // value: pallets in the shipment
  'sensor.reading', // value: temperature in °C (one decimal)
  'ExcursionAlert', // value: peak temperature in °C that broke the band
  'Alert Acknowledged', // value: minutes the operator took to acknowledge
  'shipment-delivered', // value: transit time in hours
  'shipment_rejected', // value: pallets rejected at the dock
  'invoice.paid', // value: invoice amount in USD
  'BatteryReplaced', // value: battery level (%) of the old battery when swapped
  'SLA Report Downloaded', // value: on-time delivery % shown in the report
  'user.login', // value: 0
  'gateway-offline', // value: minutes the site gateway was offline
];

export const PERSONAS = {
  topShipper: 'acct_0007', // pharma distributor, by far the busiest account
  churner: 'acct_0113', // left about 55 days ago after a rejected load
  newcomer: 'acct_0466', // onboarded 9 days ago
  nightOperator: 'op_04', // control-room operator who acknowledges most alerts
  auditor: 'acct_0300', // quality manager who downloads every monthly SLA report
};
export const NOBODY = 'acct_9999';

const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;
const weekStartOf = (day) => day - ((new Date(day).getUTCDay() + 6) % 7) * DAY; // ISO Monday

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEvents(now) {
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 2 * MIN;
  const rnd = mulberry32(20261125);
  const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const startDay = today - 119 * DAY;
  const incidentDay = weekStartOf(today) - 5 * 7 * DAY + 2 * DAY; // a Wednesday 33–39 days back: heatwave + gateway outage
  const operators = Array.from({ length: 12 }, (_, i) => `op_${String(i + 1).padStart(2, '0')}`);
  const opWeights = operators.map((o) =>
    o === 'op_04' ? 9 : o === 'op_11' ? 0.5 : 1 + (operators.indexOf(o) % 4) * 0.6,
  );
  const opTotal = opWeights.reduce((a, b) => a + b, 0);
  const pickOp = () => {
    let x = rnd() * opTotal;
    for (let i = 0; i < operators.length; i++) {
      x -= opWeights[i];
      if (x <= 0) return operators[i];
    }
    return operators[0];
  };

  // Accounts: joins spread with growth (more join later), a share churns.
  const accounts = [];
  for (let i = 1; i <= 470; i++) {
    const id = `acct_${String(i).padStart(4, '0')}`;
    let join = Math.floor(Math.sqrt(rnd()) * 110); // day index 0..109, skewed late => growth
    if (i <= 150) join = ri(0, 20);
    let leave = rnd() < 0.18 ? join + ri(10, 80) : 999;
    let rate = 0.05 + rnd() * 0.13; // shipments per weekday
    let frozen = rnd() < 0.3;
    if (id === 'acct_0007') {
      join = 0;
      leave = 999;
      rate = 1.8;
      frozen = false;
    }
    if (id === 'acct_0052') {
      join = 3;
      leave = 999;
      rate = 0.9;
    } // vaccine wholesaler with a faulty reefer fleet
    if (id === 'acct_0088') {
      join = 5;
      leave = 999;
      rate = 0.7;
      frozen = true;
    } // seafood exporter, frozen loads
    if (id === 'acct_0113') {
      join = 1;
      leave = 64;
      rate = 0.6;
    }
    if (id === 'acct_0466') {
      join = 110;
      leave = 999;
      rate = 0.8;
    }
    if (id === 'acct_0300') {
      join = 2;
      leave = 999;
      rate = 0.25;
    }
    accounts.push({ id, join, leave, rate, frozen });
  }

  const businessTime = (day) => day + ri(6, 18) * HOUR + ri(0, 59) * MIN + ri(0, 59) * 1000;

  for (let d = 0; d < 120; d++) {
    const day = startDay + d * DAY;
    const wd = (new Date(day).getUTCDay() + 6) % 7; // 0 = Monday
    const weekFactor = wd >= 5 ? 0.3 : wd === 0 ? 1.25 : 1;
    const growth = 0.75 + 0.5 * (d / 119);
    for (const a of accounts) {
      if (d < a.join || d >= a.leave) continue;
      // logins
      if (rnd() < (a.id === 'acct_0007' ? 0.95 : 0.18) * weekFactor * growth) {
        push(a.id, 'user.login', 0, day + (7 + Math.floor(rnd() * rnd() * 12)) * HOUR + ri(0, 3599) * 1000);
      }
      // battery swaps
      if (rnd() < 0.004) push(a.id, 'BatteryReplaced', ri(2, 18), businessTime(day));
      // shipments
      let n = 0;
      const lam = a.rate * weekFactor * growth;
      let p = Math.exp(-lam),
        s = p,
        u = rnd();
      while (u > s && n < 8) {
        n++;
        p = (p * lam) / n;
        s += p;
      }
      for (let k = 0; k < n; k++) {
        const t0 = businessTime(day);
        const pallets = ri(1, 33);
        push(a.id, 'shipment_created', pallets, t0);
        const transitH = ri(10, 90);
        const readings = ri(3, 8);
        const base = a.frozen ? -19 : 4.5;
        let peak = -Infinity,
          excursionAt = null;
        for (let r = 0; r < readings; r++) {
          const tr = t0 + ((r + 1) / (readings + 1)) * transitH * HOUR + ri(0, 600) * 1000;
          let temp = base + (rnd() - 0.5) * 4;
          if (rnd() < (a.id === 'acct_0052' ? 0.15 : 0.025)) temp += ri(4, 9);
          if (Math.floor(tr / DAY) * DAY === incidentDay && rnd() < 0.7) temp += ri(6, 10);
          temp = Math.round(temp * 10) / 10;
          push(a.id, 'sensor.reading', temp, tr);
          const limit = a.frozen ? -15 : 8;
          if (temp > limit && excursionAt === null) {
            excursionAt = tr + ri(1, 4) * MIN;
          }
          if (temp > limit) peak = Math.max(peak, temp);
        }
        if (excursionAt !== null) {
          push(a.id, 'ExcursionAlert', peak, excursionAt);
          if (rnd() < 0.82) {
            const m = ri(2, 95);
            push(pickOp(), 'Alert Acknowledged', m, excursionAt + m * MIN);
          }
        }
        const tEnd = t0 + transitH * HOUR + ri(5, 50) * MIN;
        const rejected =
          (excursionAt !== null && rnd() < 0.35) || rnd() < 0.012 || (a.id === 'acct_0113' && d === 61);
        if (rejected) push(a.id, 'shipment_rejected', ri(1, pallets), tEnd);
        else {
          push(a.id, 'shipment-delivered', transitH, tEnd);
          if (rnd() < 0.8) {
            const amt = Math.round((pallets * (140 + rnd() * 80) + 95) * 100) / 100;
            push(a.id, 'invoice.paid', amt, tEnd + ri(2, 20) * DAY + ri(0, 36000) * 1000);
          }
        }
      }
    }
    // monthly SLA reports: first days of a month
    const dom = new Date(day).getUTCDate();
    if (dom <= 4) {
      for (const a of accounts) {
        if (d < a.join || d >= a.leave) continue;
        if (a.id === 'acct_0300' ? dom === 1 : rnd() < 0.09)
          push(a.id, 'SLA Report Downloaded', Math.round((90 + rnd() * 9.5) * 10) / 10, businessTime(day));
      }
    }
    // gateway outages: occasional, a burst on the incident day
    const outages = Math.floor(day / DAY) * DAY === incidentDay ? 120 : rnd() < 0.6 ? ri(1, 3) : 0;
    const hubs = ['acct_0007', 'acct_0052', 'acct_0088'];
    for (let k = 0; k < outages; k++) {
      // on the incident day the three hub warehouses' gateways dropped again and again
      const a =
        outages > 20 && k < 48
          ? accounts.find((x) => x.id === hubs[k % 8 < 4 ? 0 : k % 8 < 7 ? 1 : 2])
          : pick(accounts.filter((x) => d >= x.join && d < x.leave));
      push(a.id, 'gateway-offline', ri(3, 240), day + ri(0, 23) * HOUR + ri(0, 3599) * 1000);
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
