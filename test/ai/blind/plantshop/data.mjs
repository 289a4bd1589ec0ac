// Leafy Lane: an online plant shop with monthly care boxes, repotting appointments,
// a plant-doctor chat, a dead-plant guarantee and its own couriers.
// Deterministic for a given `now`: all randomness comes from a fixed-seed mulberry32.

export const EVENT_NAMES = [
  'account_created', // value 0
  'plant_viewed', // seconds spent on the plant page
  'wishlist.added', // wishlist size after the add
  'OrderPlaced', // order total in EUR (2 decimals)
  'payment-failed', // payment provider status code (402, 500, 503)
  'delivery.completed', // minutes the courier needed for the drop (userId = courier)
  'subscription-started', // monthly box fee in EUR (19, 29, 49)
  'BoxShipped', // number of plants in the monthly box
  'Repot Booked', // appointment fee in EUR
  'doctor_chat_message', // message length in characters
  'Guarantee Claim Filed', // days between delivery and the dead-plant report
  'review-posted', // stars 1..5
];

export const PERSONAS = {
  topFan: 'user_1042', // the most active customer, every few hours
  bigSpender: 'user_1317', // few but very large orders
  churner: 'user_1120', // very active early, silent for the last ~50 days
  newcomer: 'user_1499', // signed up 3 days ago
  doctorRegular: 'user_1256', // lives in the plant doctor chat
  subscriber: 'user_1188', // premium box subscriber since the start
  topCourier: 'courier_03', // takes the most drops
};
export const NOBODY = 'user_9999';

const DAY = 86_400_000,
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

// hour-of-day weights: quiet nights, lunch bump, strong evening
const HOUR_W = [
  1, 0.6, 0.45, 0.35, 0.2, 0.5, 1, 2, 3, 3.5, 3.5, 4, 5, 4.5, 4, 4, 4.5, 5.5, 7, 8, 8.5, 7, 4.5, 2.5,
];
const HOUR_TOTAL = HOUR_W.reduce((a, b) => a + b, 0);
// Monday..Sunday: weekends are for plant shopping
const WEEKDAY_W = [0.85, 0.8, 0.85, 0.9, 1.0, 1.35, 1.45];
const COURIERS = ['courier_01', 'courier_02', 'courier_03', 'courier_04', 'courier_05', 'courier_06'];
const COURIER_W = [0.11, 0.21, 0.31, 0.15, 0.12, 0.1];

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20260417);
  const latest = nowMs - 2 * MIN - 1000;
  const earliest = nowMs - 120 * DAY + 60 * MIN;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const incidentDay = today0 - 38 * DAY; // payment provider outage
  const out = [];
  const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const push = (userId, eventName, eventValue, t) => {
    if (t < earliest || t > latest) return false;
    out.push({ userId, eventName, eventValue, timestamp: iso(t) });
    return true;
  };
  const pickHour = () => {
    let x = rnd() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_W[h];
      if (x <= 0) return h;
    }
    return 23;
  };
  const pickCourier = () => {
    let x = rnd();
    for (let i = 0; i < COURIERS.length; i++) {
      x -= COURIER_W[i];
      if (x <= 0) return COURIERS[i];
    }
    return COURIERS[5];
  };
  const money = (x) => Math.round(x * 100) / 100;

  // customers
  const customers = [];
  for (let i = 1001; i <= 1500; i++) {
    const id = `user_${i}`;
    const u = rnd();
    // growth: more sign-ups recently (start = days ago)
    let start = 119.5 * (1 - Math.pow(u, 0.75));
    let end = rnd() < 0.22 ? start * rnd() * 0.8 : -1; // 22% churn at some point
    let rate = 0.07 + 0.5 * Math.pow(rnd(), 2); // sessions per day
    let spend = 1;
    const gap = rnd() < 0.12; // gaps in the id range
    if (gap && !Object.values(PERSONAS).includes(id)) continue;
    if (id === PERSONAS.topFan) {
      start = 119.6;
      end = -1;
      rate = 4.5;
    }
    if (id === PERSONAS.bigSpender) {
      start = 110;
      end = -1;
      rate = 0.35;
      spend = 6;
    }
    if (id === PERSONAS.churner) {
      start = 118;
      end = 50;
      rate = 2.2;
    }
    if (id === PERSONAS.newcomer) {
      start = 3.2;
      end = -1;
      rate = 1.5;
    }
    if (id === PERSONAS.doctorRegular) {
      start = 100;
      end = -1;
      rate = 1.2;
    }
    if (id === PERSONAS.subscriber) {
      start = 117;
      end = -1;
      rate = 0.6;
    }
    customers.push({ id, start, end, rate, spend, subscribed: false, lastDelivery: null });
  }

  for (const c of customers) {
    const startT = nowMs - c.start * DAY;
    const endT = c.end < 0 ? latest : nowMs - c.end * DAY;
    push(c.id, 'account_created', 0, startT);
    if (c.id === PERSONAS.subscriber) {
      c.subscribed = true;
      const st = startT + 2 * 3600_000;
      push(c.id, 'subscription-started', 49, st);
      for (let t = st + 2 * DAY; t < endT; t += 30 * DAY) push(c.id, 'BoxShipped', 5, t);
    }
    const firstDay = Math.floor(startT / DAY) * DAY;
    for (let d = firstDay; d <= today0; d += DAY) {
      const wd = (new Date(d).getUTCDay() + 6) % 7;
      let lambda = c.rate * WEEKDAY_W[wd];
      let sessions = 0;
      // poisson-ish
      let p = Math.exp(-lambda),
        s = p,
        x = rnd();
      while (x > s && sessions < 20) {
        sessions++;
        p *= lambda / sessions;
        s += p;
      }
      for (let k = 0; k < sessions; k++) {
        let t = d + pickHour() * 3600_000 + Math.floor(rnd() * 3600) * 1000;
        if (t < startT || t > endT) continue;
        const isDoctor = c.id === PERSONAS.doctorRegular;
        const views = 1 + Math.floor(rnd() * (isDoctor ? 2 : 5));
        for (let v = 0; v < views; v++) {
          push(c.id, 'plant_viewed', 5 + Math.floor(rnd() * 295), t);
          t += (20 + Math.floor(rnd() * 200)) * 1000;
        }
        if (rnd() < 0.22) {
          push(c.id, 'wishlist.added', 1 + Math.floor(rnd() * 14), t);
          t += 40_000;
        }
        if (rnd() < (isDoctor ? 0.9 : 0.08)) {
          const n = 1 + Math.floor(rnd() * (isDoctor ? 6 : 4));
          for (let m = 0; m < n; m++) {
            push(c.id, 'doctor_chat_message', 20 + Math.floor(rnd() * 380), t);
            t += (30 + Math.floor(rnd() * 120)) * 1000;
          }
        }
        if (rnd() < 0.03 + (isDoctor ? 0.05 : 0)) {
          push(c.id, 'Repot Booked', [25, 35, 45][Math.floor(rnd() * 3)], t);
          t += 30_000;
        }
        if (!c.subscribed && rnd() < 0.035) {
          c.subscribed = true;
          const fee = [19, 29, 49][Math.floor(rnd() * 3)];
          if (push(c.id, 'subscription-started', fee, t)) {
            for (let bt = t + (1 + rnd() * 3) * DAY; bt < endT; bt += 30 * DAY)
              push(c.id, 'BoxShipped', fee === 19 ? 2 : fee === 29 ? 3 : 5, bt);
          }
          t += 30_000;
        }
        const orderP =
          c.id === PERSONAS.bigSpender ? 0.5 : Math.floor(t / DAY) * DAY === incidentDay ? 0.4 : 0.15;
        if (rnd() < orderP) {
          const total = money((15 + Math.pow(rnd(), 1.8) * 180) * c.spend + rnd());
          const dayIdx = Math.floor(t / DAY) * DAY;
          const failed = dayIdx === incidentDay ? rnd() < 0.85 : rnd() < 0.02;
          if (failed) {
            push(
              c.id,
              'payment-failed',
              [402, 500, 503][dayIdx === incidentDay ? 2 - Math.floor(rnd() * 1.3) : Math.floor(rnd() * 2)],
              t,
            );
            if (rnd() < 0.5) continue; // gave up
            t += (3 + Math.floor(rnd() * 30)) * MIN;
          }
          if (push(c.id, 'OrderPlaced', total, t)) {
            const dt = t + (18 + rnd() * 50) * 3600_000;
            if (push(pickCourier(), 'delivery.completed', 12 + Math.floor(rnd() * 70), dt)) {
              if (rnd() < 0.25)
                push(
                  c.id,
                  'review-posted',
                  [5, 5, 4, 4, 4, 3, 2, 1][Math.floor(rnd() * 8)],
                  dt + (2 + rnd() * 70) * 3600_000,
                );
              if (rnd() < 0.1) {
                const days = 2 + Math.floor(rnd() * 27);
                push(c.id, 'Guarantee Claim Filed', days, dt + days * DAY + rnd() * 10 * 3600_000);
              }
            }
          }
        }
      }
    }
  }
  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
