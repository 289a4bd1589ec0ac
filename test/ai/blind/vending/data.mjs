// Smart vending operator platform: consumers buying at machines (card or app wallet), app wallet
// top-ups, machines' service accounts reporting stock-outs and faults, field technicians' restock
// visits, refunds, promo codes, loyalty stamps. Deterministic for a given `now`.

const DAY = 86_400_000;

export const EVENT_NAMES = [
  'vend_purchase', // value: price paid in pounds (e.g. 1.45)
  'wallet.topup', // value: top-up amount in pounds (5, 10, 20, 25)
  'OutOfStock', // value: 1 (a machine reports a sold-out lane)
  'Restock Visit', // value: number of items restocked by the technician
  'machine-fault', // value: 1
  'RefundRequested', // value: refund amount requested in pounds
  'promo.redeemed', // value: discount in pounds
  'loyalty_stamp', // value: stamps earned (1, or 2 on double-stamp promos)
  'app_opened', // value: 1
  'Card Declined', // value: attempted price in pounds
  'account-created', // value: 1
];

export const PERSONAS = {
  topConsumer: 'cust_042',
  churner: 'cust_117',
  newcomer: 'cust_433',
  topTechnician: 'tech_07',
  faultyMachine: 'svc_vm_114',
  busiestMachine: 'svc_vm_122',
  serialRefunder: 'cust_256',
  cardOnlyRegular: 'cust_305',
};

export const NOBODY = 'cust_999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR_W = [0.2, 0.1, 0.1, 0.1, 0.2, 0.5, 1, 3, 5, 4, 3, 4, 8, 6, 4, 5, 4, 3, 2, 1.5, 1, 0.8, 0.5, 0.3];
// Monday first
const WEEKDAY_F = [1.0, 1.05, 1.25, 1.0, 0.9, 0.45, 0.35];
const PRICES = [0.95, 1.1, 1.25, 1.45, 1.6, 1.8, 2.1, 2.5, 2.95, 3.4];

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(0x5eed_7e4d);
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const firstDay = Math.floor(earliest / DAY) * DAY;
  const incidentDay = Math.floor(nowMs / DAY) * DAY - 33 * DAY;
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({
      userId,
      eventName,
      eventValue: Math.round(eventValue * 100) / 100,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const hourTotal = HOUR_W.reduce((a, b) => a + b, 0);
  const drawHour = () => {
    let x = rnd() * hourTotal;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_W[h];
      if (x < 0) return h;
    }
    return 23;
  };
  const poisson = (lambda) => {
    let L = Math.exp(-lambda),
      k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };

  // ---- consumers -------------------------------------------------------------------------
  const consumers = [];
  const power = {
    cust_042: 3.2,
    cust_011: 2.4,
    cust_087: 1.75,
    cust_150: 1.2,
    cust_203: 0.95,
    cust_268: 0.75,
  };
  for (let i = 1; i <= 440; i++) {
    const id = `cust_${String(i).padStart(3, '0')}`;
    const founder = rnd() < 0.38;
    // joins lean towards recent weeks (growth)
    let joinOffset = founder ? 121 : Math.floor(115 * (1 - Math.sqrt(rnd())));
    let churnOffset = !founder || rnd() < 0.8 ? null : Math.floor(10 + rnd() * 90);
    if (!founder && rnd() < 0.12) churnOffset = Math.floor(rnd() * joinOffset);
    let rate = 0.06 + rnd() * rnd() * 0.7;
    let app = rnd() < 0.7;
    let refundP = 0.012;
    if (power[id]) {
      rate = power[id];
      joinOffset = 121;
      churnOffset = null;
      app = true;
    }
    if (id === 'cust_117') {
      rate = 1.0;
      joinOffset = 121;
      churnOffset = 55;
      app = true;
    }
    if (id === 'cust_433') {
      rate = 0.9;
      joinOffset = 6;
      churnOffset = null;
      app = true;
    }
    if (id === 'cust_256') {
      rate = 0.5;
      joinOffset = 100;
      churnOffset = null;
      app = true;
      refundP = 0.3;
    }
    if (id === 'cust_305') {
      rate = 0.8;
      joinOffset = 121;
      churnOffset = null;
      app = false;
    }
    if (id === 'cust_999') continue;
    if (churnOffset !== null && churnOffset >= joinOffset) churnOffset = null;
    consumers.push({
      id,
      founder: joinOffset > 120,
      joinOffset,
      churnOffset,
      rate,
      app,
      refundP,
      balance: joinOffset > 120 ? 5 + rnd() * 15 : 0,
    });
  }

  const todayStart = Math.floor(nowMs / DAY) * DAY;
  for (let d = firstDay; d <= todayStart; d += DAY) {
    const offset = Math.round((todayStart - d) / DAY);
    const wd = (new Date(d).getUTCDay() + 6) % 7;
    const isIncident = d === incidentDay;
    const afterIncident = d === incidentDay + DAY;
    for (const c of consumers) {
      if (offset > c.joinOffset) continue;
      if (c.churnOffset !== null && offset < c.churnOffset) continue;
      let joinT = null;
      if (offset === c.joinOffset && !c.founder) {
        joinT = d + (c.id === 'cust_433' ? 9 * 3_600_000 : (7 + rnd() * 12) * 3_600_000);
        push(c.id, 'account-created', 1, joinT);
        if (c.app) {
          c.balance = 0;
        }
      }
      const n = poisson(c.rate * WEEKDAY_F[wd]);
      for (let k = 0; k < n; k++) {
        let t = d + drawHour() * 3_600_000 + Math.floor(rnd() * 3600) * 1000;
        if (joinT !== null && t <= joinT) t = joinT + (10 + rnd() * 300) * 60_000;
        const price = pick(PRICES);
        const viaApp = c.app && rnd() < 0.85;
        if (viaApp) {
          push(c.id, 'app_opened', 1, t - 60_000 - rnd() * 120_000);
          if (c.balance < price) {
            const amt = pick([5, 10, 10, 20, 20, 25]);
            c.balance += amt;
            push(c.id, 'wallet.topup', amt, t - 40_000);
          }
          c.balance -= price;
          push(c.id, 'vend_purchase', price, t);
          const promo = rnd() < 0.07;
          if (promo) push(c.id, 'promo.redeemed', pick([0.5, 0.5, 1.0]), t + 5_000);
          push(c.id, 'loyalty_stamp', promo ? 2 : 1, t + 20_000);
        } else {
          const h = new Date(t).getUTCHours();
          const declineP = isIncident && h >= 10 && h < 16 ? 0.85 : 0.08;
          if (rnd() < declineP) {
            push(c.id, 'Card Declined', price, t);
            if (rnd() < 0.55) push(c.id, 'vend_purchase', price, t + 90_000 + rnd() * 60_000);
            continue;
          }
          push(c.id, 'vend_purchase', price, t);
        }
        const rp = afterIncident ? c.refundP + 0.1 : c.refundP;
        if (rnd() < rp) push(c.id, 'RefundRequested', price, t + (1 + rnd() * 20) * 3_600_000);
      }
      // extra browsing
      if (c.app) {
        const extra = poisson(c.rate * 0.5);
        for (let k = 0; k < extra; k++)
          push(c.id, 'app_opened', 1, d + drawHour() * 3_600_000 + rnd() * 3_600_000);
      }
    }

    // ---- technicians ---------------------------------------------------------------------
    for (let i = 1; i <= 12; i++) {
      const id = `tech_${String(i).padStart(2, '0')}`;
      let visits;
      if (wd >= 5) visits = rnd() < (i <= 3 ? 0.6 : 0.1) ? 1 : 0;
      else
        visits =
          id === 'tech_07' ? 3 + (rnd() < 0.5 ? 1 : 0) : 1 + Math.floor(rnd() * (1.5 + (i / 12) * 1.2));
      if (wd < 5 && rnd() < 0.5 * (1 - offset / 120)) visits += 1; // more machines, more visits
      let t = d + (7 + rnd()) * 3_600_000;
      for (let k = 0; k < visits; k++) {
        t += (0.8 + rnd() * 2.2) * 3_600_000;
        push(id, 'Restock Visit', 12 + Math.floor(rnd() * 70), t);
      }
    }

    // ---- machines ------------------------------------------------------------------------
    for (let i = 101; i <= 130; i++) {
      const id = `svc_vm_${i}`;
      const oos = poisson((id === 'svc_vm_122' ? 1.4 : 0.3 + ((i * 37) % 30) / 100) * (wd >= 5 ? 0.6 : 1));
      for (let k = 0; k < oos; k++)
        push(id, 'OutOfStock', 1, d + ((drawHour() + 2) % 24) * 3_600_000 + rnd() * 3_600_000);
      const faultP = id === 'svc_vm_114' ? 0.35 : 0.06;
      if (rnd() < faultP) push(id, 'machine-fault', 1, d + rnd() * DAY);
      if (isIncident) {
        const k = 2 + Math.floor(rnd() * 4);
        for (let j = 0; j < k; j++) push(id, 'machine-fault', 1, d + (10 + rnd() * 6) * 3_600_000);
      }
    }
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
