// Petal & Post — an online florist with same-day delivery. Deterministic synthetic events.
export const EVENT_NAMES = [
  'bouquet_viewed', // value 0
  'cart.item_added', // value: quantity of stems/bunches added (1–3)
  'OrderPlaced', // value: order total in USD
  'Payment Failed', // value: attempt number (1–2)
  'card-added', // value: characters in the gift-card message
  'vase_added', // value: vase height in cm
  'subscription.started', // value: weekly plan price in USD
  'SubscriptionCancelled', // value: number of weeks the subscription ran
  'Courier Pickup', // value: distance to the recipient in km
  'delivery-completed', // value: minutes from pickup to door
  'delivery.failed', // value: delivery attempt number
  'refund_issued', // value: refund amount in USD
  'CorporateAccountOpened', // value: seats (staff who can order on the account)
];

export const PERSONAS = {
  powerCustomer: 'cust_0117', // browses and orders almost daily
  churner: 'cust_0203', // weekly subscriber who cancelled ~7 weeks ago and vanished
  newcomer: 'cust_0419', // first event 3 days ago
  topSpender: 'corp_07', // corporate account with big weekly office arrangements
  topCourier: 'courier_05', // does the most pickups
  flakyCourier: 'courier_12', // most failed deliveries
};
export const NOBODY = 'cust_0999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MIN = 60_000,
  HOUR = 3_600_000,
  DAY = 86_400_000;
const WEEKDAY_FACTOR = [0.6, 0.85, 0.9, 0.95, 1.1, 1.65, 1.15]; // by getUTCDay(): Sun..Sat
const HOUR_W = [
  0.25, 0.15, 0.1, 0.1, 0.1, 0.2, 0.4, 0.8, 1.3, 1.7, 2.0, 2.4, 4.2, 2.6, 1.9, 1.7, 1.9, 2.3, 2.2, 1.8, 1.4,
  1.0, 0.7, 0.45,
];
const HOUR_SUM = HOUR_W.reduce((a, b) => a + b, 0);
const INCIDENT_DAYS_AGO = 37; // courier app outage: most deliveries fail

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(0xf10715);
  const today0 = Math.floor(now / DAY) * DAY;
  const latest = now - 2 * MIN,
    earliest = now - 120 * DAY;
  const day0 = today0 - 119 * DAY; // day index k starts at day0 + k*DAY
  const incident = 119 - INCIDENT_DAYS_AGO;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return false;
    out.push({ userId, eventName, eventValue, timestamp: new Date(t).toISOString().replace('.000Z', 'Z') });
    return true;
  };
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const hourOf = () => {
    let x = rnd() * HOUR_SUM;
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
  const normal = () => Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());

  // couriers
  const couriers = [];
  for (let i = 1; i <= 18; i++) {
    const id = `courier_${String(i).padStart(2, '0')}`;
    couriers.push({
      id,
      w: id === 'courier_05' ? 3.2 : 0.7 + rnd() * 0.6,
      fail: id === 'courier_12' ? 0.4 : id === 'courier_05' ? 0.03 : 0.04 + rnd() * 0.03,
    });
  }
  const cw = couriers.reduce((s, c) => s + c.w, 0);
  const courier = () => {
    let x = rnd() * cw;
    for (const c of couriers) {
      x -= c.w;
      if (x < 0) return c;
    }
    return couriers[0];
  };

  // A delivery for customer `who`, ordered at time t; value = order total for refunds.
  function deliver(who, t, total, dayIndex) {
    const c = courier();
    const pickup = t + (40 + rnd() * 180) * MIN;
    if (!push(c.id, 'Courier Pickup', Math.round((1 + rnd() * 14) * 10) / 10, pickup)) return;
    const arrive = pickup + (15 + rnd() * 60) * MIN;
    const failP = dayIndex === incident ? 0.85 : c.fail;
    if (rnd() < failP) {
      push(c.id, 'delivery.failed', 1, arrive);
      if (rnd() < 0.65) {
        if (total > 0) push(who, 'refund_issued', total, arrive + (6 + rnd() * 30) * HOUR);
      } else {
        const c2 = courier();
        const p2 = arrive + (14 + rnd() * 8) * HOUR;
        if (push(c2.id, 'Courier Pickup', Math.round((1 + rnd() * 14) * 10) / 10, p2)) {
          push(c2.id, 'delivery-completed', Math.round(15 + rnd() * 60), p2 + (15 + rnd() * 60) * MIN);
        }
      }
    } else {
      push(c.id, 'delivery-completed', Math.round(15 + rnd() * 60), arrive);
      if (total > 0 && rnd() < 0.02)
        push(who, 'refund_issued', Math.round(total * 50) / 100, arrive + (2 + rnd() * 40) * HOUR);
    }
  }

  // customers
  for (let i = 1; i <= 420; i++) {
    const id = `cust_${String(i).padStart(4, '0')}`;
    let start = rnd() < 0.35 ? Math.floor(rnd() * 5) : Math.floor(rnd() * 119);
    let end = rnd() < 0.25 ? start + 10 + Math.floor(rnd() * 50) : 119;
    let rate = 0.17 * Math.exp(0.6 * normal());
    if (rate > 0.6) rate = 0.6;
    let subP = 0.18;
    if (id === 'cust_0117') {
      start = 0;
      end = 119;
      rate = 2.0;
      subP = 0;
    }
    if (id === 'cust_0203') {
      start = 1;
      end = 70;
      rate = 0.45;
      subP = 1;
    }
    if (id === 'cust_0419') {
      start = 116;
      end = 119;
      rate = 2.0;
      subP = 0;
    }
    end = Math.min(end, 119);
    let sub = null; // {start, cancelWeek}
    let subDone = false;
    for (let k = start; k <= end; k++) {
      const dayT = day0 + k * DAY;
      const wd = new Date(dayT).getUTCDay();
      const growth = 0.75 + 0.5 * (k / 119);
      let n = poisson(rate * WEEKDAY_FACTOR[wd] * growth);
      if (id === 'cust_0419' && k === start && n === 0) n = 1;
      for (let s = 0; s < n; s++) {
        let t = dayT + hourOf() * HOUR + rnd() * HOUR;
        const views = 1 + Math.floor(rnd() * 4);
        for (let v = 0; v < views; v++) {
          push(id, 'bouquet_viewed', 0, t);
          t += (20 + rnd() * 180) * 1000;
        }
        if (rnd() < 0.5) {
          push(id, 'cart.item_added', 1 + Math.floor(rnd() * 3), t);
          t += (30 + rnd() * 200) * 1000;
          if (rnd() < 0.62) {
            if (rnd() < 0.1) {
              push(id, 'Payment Failed', 1, t);
              t += (20 + rnd() * 60) * 1000;
              if (rnd() < 0.3) {
                push(id, 'Payment Failed', 2, t);
                t += (20 + rnd() * 60) * 1000;
              }
              if (rnd() < 0.3) continue; // gave up
            }
            const card = rnd() < 0.55,
              vase = rnd() < 0.3;
            const total = pick([39, 45, 49, 55, 59, 65, 79, 95, 120]) + (vase ? 15 : 0) + (card ? 4.5 : 0);
            if (!push(id, 'OrderPlaced', total, t)) continue;
            if (card) push(id, 'card-added', 20 + Math.floor(rnd() * 220), t + 5000);
            if (vase) push(id, 'vase_added', pick([20, 25, 30, 40]), t + 9000);
            deliver(id, t, total, k);
            if (!sub && !subDone && rnd() < (id === 'cust_0203' ? 1 : subP * 0.25)) {
              sub = {
                start: k,
                price: pick([29, 39, 59]),
                weeks: rnd() < 0.5 ? 2 + Math.floor(rnd() * 9) : 99,
              };
              if (id === 'cust_0203') sub.weeks = Math.max(2, Math.floor((68 - k) / 7));
              push(id, 'subscription.started', sub.price, t + 60000);
              subDone = true;
            }
          }
        }
      }
      // weekly subscription delivery and possible cancellation
      if (sub && k > sub.start && (k - sub.start) % 7 === 0) {
        const week = (k - sub.start) / 7;
        const t = dayT + (8 + rnd() * 3) * HOUR;
        if (week >= sub.weeks) {
          push(id, 'SubscriptionCancelled', week, t);
          sub = null;
        } else deliver(id, t - 60 * MIN, 0, k);
      }
    }
  }

  // newcomer: a few views in the last minutes so "today"/"this week" always have activity
  for (let j = 0; j < 4; j++) push('cust_0419', 'bouquet_viewed', 0, latest - j * 7 * MIN - 30_000);

  // corporate accounts
  for (let i = 1; i <= 12; i++) {
    const id = `corp_${String(i).padStart(2, '0')}`;
    const start = id === 'corp_07' ? 2 : id === 'corp_12' ? 110 : Math.floor(rnd() * 70);
    const opened = day0 + start * DAY + (9 + rnd() * 7) * HOUR;
    push(id, 'CorporateAccountOpened', id === 'corp_07' ? 240 : 5 + Math.floor(rnd() * 120), opened);
    const perWeek = id === 'corp_07' ? 3 : 0.6 + rnd() * 1.2;
    for (let k = start + 1; k <= 119; k++) {
      const dayT = day0 + k * DAY;
      const wd = new Date(dayT).getUTCDay();
      if (wd === 0 || wd === 6) continue;
      const n = poisson(perWeek / 5);
      for (let s = 0; s < n; s++) {
        const t = dayT + (8 + rnd() * 8) * HOUR;
        push(id, 'bouquet_viewed', 0, t - 5 * MIN);
        const total = id === 'corp_07' ? 300 + Math.round(rnd() * 120) * 5 : 150 + Math.round(rnd() * 70) * 5;
        if (!push(id, 'OrderPlaced', total, t)) continue;
        if (rnd() < 0.7) push(id, 'card-added', 30 + Math.floor(rnd() * 200), t + 7000);
        if (rnd() < 0.5) push(id, 'vase_added', pick([30, 40]), t + 12000);
        deliver(id, t, total, k);
      }
    }
  }

  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
