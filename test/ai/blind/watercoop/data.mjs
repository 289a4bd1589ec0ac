// Water utility cooperative: customer portal + field system. Deterministic for a given now.
const DAY = 86_400_000;

export const EVENT_NAMES = [
  'meter_reading_submitted', // value: cubic metres read since the previous reading
  'bill.issued', // value: billed consumption in cubic metres
  'BillPaid', // value: amount paid in dollars (the only money event)
  'Payment Plan Created', // value: number of monthly instalments
  'leak-reported', // value: severity 1–3
  'outage.reported', // value: 0
  'CrewDispatched', // value: crew size (people sent)
  'job_closed', // value: hours on site
  'Quality Sample Taken', // value: free chlorine in mg/L
  'paperless-opt-in', // value: 0
  'customer.login', // value: 0
  'ServiceMoveRequested', // value: 0
];

export const PERSONAS = {
  topCustomer: 'cust_1007', // checks the portal several times a day, reads the meter daily
  churner: 'cust_1042', // very active until ~55 days ago, then gone
  newcomer: 'cust_1437', // first event 6 days ago
  bigPayer: 'cust_1210', // commercial account (laundromat), largest bills and payments
  planUser: 'cust_1123', // struggling payer who set up a payment plan
  mover: 'cust_1300', // requested a service move
  crewLead: 'crew_03', // busiest field crew lead
  labTech: 'lab_02', // takes most water quality samples
};
export const NOBODY = 'cust_9999';

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
  const rnd = mulberry32(20261129);
  const nowMs = +now;
  const latest = Math.floor((nowMs - 120_000) / 1000) * 1000;
  const earliest = nowMs - 120 * DAY;
  const today = Math.floor(nowMs / DAY) * DAY;
  const INCIDENT = 37; // days ago: the Hillcrest main break
  const out = [];
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const wd = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday
  // customer hours: morning and evening peaks
  const custHours = [
    0, 1, 2, 3, 4, 5, 6, 7, 7, 7, 8, 8, 8, 9, 9, 10, 11, 12, 12, 13, 14, 15, 16, 17, 18, 18, 19, 19, 19, 20,
    20, 20, 20, 20, 21, 21, 22, 23,
  ];
  const fieldHours = [7, 8, 8, 9, 9, 10, 10, 11, 13, 14, 14, 15, 16];
  const at = (d, hours) => today - d * DAY + pick(hours) * 3_600_000 + Math.floor(rnd() * 3600) * 1000;
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const growth = (d) => 0.7 + (0.6 * (119 - d)) / 119; // activity rises over the window

  // ---- customers ----
  for (let i = 1001; i <= 1440; i++) {
    const id = `cust_${i}`;
    let start = 119,
      end = -1; // inclusive days-ago bounds of activity
    if (i > 1300) start = Math.floor(119 * Math.pow(rnd(), 1.6)); // growth: newer joiners skew recent
    if (rnd() < 0.09) end = Math.floor(rnd() * Math.min(start, 100));
    let loginRate = 0.1 + rnd() * 0.35;
    let readEvery = 7 + Math.floor(rnd() * 24);
    let billBase = 8 + rnd() * 20;
    let payProb = 0.75 + rnd() * 0.22;
    if (id === PERSONAS.topCustomer) {
      loginRate = 3.2;
      readEvery = 1;
      start = 119;
      end = -1;
    }
    if (id === PERSONAS.churner) {
      loginRate = 1.6;
      readEvery = 2;
      start = 119;
      end = 55;
    }
    if (id === PERSONAS.newcomer) {
      start = 6;
      end = -1;
      loginRate = 1.2;
      readEvery = 3;
    }
    if (id === PERSONAS.bigPayer) {
      start = 119;
      end = -1;
      billBase = 140;
      payProb = 1;
      loginRate = 0.5;
    }
    if (id === PERSONAS.planUser) {
      start = 119;
      end = -1;
      payProb = 0.5;
      loginRate = 0.6;
    }
    if (id === PERSONAS.mover) {
      start = 119;
      end = -1;
    }
    const readOffset = Math.floor(rnd() * readEvery);
    const billDay = Math.floor(rnd() * 30);
    for (let d = start; d > end; d--) {
      const dayT = today - d * DAY;
      const weekend = wd(dayT) >= 5;
      const rate = loginRate * growth(d) * (weekend ? 0.6 : 1);
      let n = Math.floor(rate);
      if (rnd() < rate - n) n++;
      for (let k = 0; k < n; k++) push(id, 'customer.login', 0, at(d, custHours));
      if ((d + readOffset) % readEvery === 0 && rnd() < 0.85) {
        const m3 =
          Math.round(
            (id === PERSONAS.bigPayer ? 40 : id === PERSONAS.topCustomer ? 3 : 1) *
              readEvery *
              (0.25 + rnd() * 0.3) *
              10,
          ) / 10;
        push(id, 'meter_reading_submitted', m3, at(d, custHours));
      }
      if (d % 30 === billDay) {
        const billed = Math.round(billBase * (0.8 + rnd() * 0.4) * 10) / 10;
        const tb = today - d * DAY + 6 * 3_600_000 + Math.floor(rnd() * 1800) * 1000;
        push(id, 'bill.issued', billed, tb);
        if (rnd() < payProb) {
          const amount = Math.round((12 + billed * 2.35) * 100) / 100;
          push(
            id,
            'BillPaid',
            amount,
            tb + (1 + Math.floor(rnd() * 18)) * DAY + Math.floor(rnd() * 50_000) * 1000,
          );
        }
      }
      const leakP = d === INCIDENT ? 0.12 : d === INCIDENT - 1 ? 0.04 : 0.0025;
      if (rnd() < leakP) push(id, 'leak-reported', 1 + Math.floor(rnd() * 3), at(d, custHours));
      const outP = d === INCIDENT ? 0.22 : d === INCIDENT - 1 ? 0.05 : 0.0012;
      if (rnd() < outP)
        push(id, 'outage.reported', 0, at(d, d === INCIDENT ? [6, 7, 7, 8, 8, 9, 10] : custHours));
    }
    const life = start - end;
    if (rnd() < 0.32 && life > 0)
      push(id, 'paperless-opt-in', 0, at(start - Math.floor(rnd() * life), custHours));
    if ((id === PERSONAS.planUser || rnd() < 0.05) && life > 10) {
      const d = id === PERSONAS.planUser ? 64 : start - 5 - Math.floor(rnd() * (life - 5));
      push(id, 'Payment Plan Created', 3 + Math.floor(rnd() * 10), at(d, custHours));
    }
    if ((id === PERSONAS.mover || rnd() < 0.04) && life > 3) {
      const d = id === PERSONAS.mover ? 12 : start - Math.floor(rnd() * life);
      push(id, 'ServiceMoveRequested', 0, at(d, custHours));
    }
  }

  // ---- field crews ----
  for (let c = 1; c <= 10; c++) {
    const id = `crew_${String(c).padStart(2, '0')}`;
    const rate = id === PERSONAS.crewLead ? 4.2 : 1.2 + c * 0.22;
    for (let d = 119; d >= 0; d--) {
      const dayT = today - d * DAY;
      const weekend = wd(dayT) >= 5;
      let r = weekend ? 0.15 : rate;
      if (d === INCIDENT) r = rate + 5;
      let n = Math.floor(r);
      if (rnd() < r - n) n++;
      for (let k = 0; k < n; k++) {
        const t = at(d, d === INCIDENT ? [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] : fieldHours);
        push(id, 'CrewDispatched', 2 + Math.floor(rnd() * 3), t);
        if (rnd() < 0.93)
          push(
            id,
            'job_closed',
            Math.round((0.5 + rnd() * 6) * 10) / 10,
            t + (1 + Math.floor(rnd() * 5)) * 3_600_000 + Math.floor(rnd() * 3000) * 1000,
          );
      }
    }
  }

  // ---- lab technicians ----
  for (let l = 1; l <= 3; l++) {
    const id = `lab_0${l}`;
    const rate = l === 2 ? 5.5 : 2.5 + l * 0.4;
    for (let d = 119; d >= 0; d--) {
      const weekend = wd(today - d * DAY) >= 5;
      let r = weekend ? 0 : rate;
      if (d === INCIDENT || d === INCIDENT - 1) r = rate * 2;
      let n = Math.floor(r);
      if (rnd() < r - n) n++;
      for (let k = 0; k < n; k++) {
        const mg = Math.round((d === INCIDENT ? 0.1 + rnd() * 0.3 : 0.4 + rnd() * 0.9) * 100) / 100;
        push(id, 'Quality Sample Taken', mg, at(d, fieldHours));
      }
    }
  }

  // a trickle of recent portal logins so "today" is never empty after 03:00 UTC
  for (let k = 0; k < 14; k++) {
    push(
      `cust_${1001 + Math.floor(rnd() * 300)}`,
      'customer.login',
      0,
      latest - Math.floor(rnd() * 3 * 3600) * 1000,
    );
  }

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
