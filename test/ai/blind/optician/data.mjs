// Optician chain ("ClearSight Opticians"): store + online system usage events.
// Deterministic for a given `now`: every time is an offset from now, drawn from a seeded PRNG.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'account_created', // online sign-up; value 0
  'exam.booked', // eye exam booked; value = days ahead the slot is (0–21)
  'ExamCompleted', // eye exam held in store; value = exam length in minutes
  'Frame Tried On', // try-on session (in store or virtual); value = frames tried
  'lens-order-placed', // glasses/lens order; value = order amount in euros
  'glasses_collected', // glasses picked up in store; value = days waited since order
  'ContactLensSubscribed', // contact-lens subscription payment (start or monthly renewal); value = euros
  'repair.requested', // customer asks for a repair; value 0
  'RepairCompleted', // store staff finish a repair; value = bench minutes
  'Prescription Updated', // new prescription recorded; value = dioptre change (0.25 steps)
  'appointment-cancelled', // exam appointment cancelled; value 0
  'review_submitted', // review after collection; value = stars 1–5
];

export const PERSONAS = {
  topCustomer: 'cust_1007', // family account: most events and biggest spender
  churner: 'cust_1042', // very active early on, nothing for the last ~65 days
  newcomer: 'cust_1455', // signed up 3 days ago
  subscriber: 'cust_1120', // only contact-lens subscription payments, every 30 days
  repairTech: 'staff_04', // busiest repair technician in the flagship store
  critic: 'cust_1233', // leaves many low reviews
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

const STORE_HOURS = [
  0, 0, 0, 0, 0, 0, 0, 0, 0.2, 1, 1.6, 1.8, 1.5, 1.4, 1.6, 1.7, 1.9, 1.5, 1.0, 0.5, 0, 0, 0, 0,
];
const ONLINE_HOURS = [
  0.3, 0.2, 0.15, 0.1, 0.1, 0.15, 0.3, 0.6, 0.9, 1, 1, 1, 1.1, 1.1, 1, 1, 1, 1.1, 1.3, 1.6, 1.9, 1.8, 1.2,
  0.6,
];

function pickWeighted(rnd, weights) {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = rnd() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(20261125);
  const START = now - 120 * DAY + HOUR; // keep a margin from the window edge
  const END = now - 150_000; // 2.5 minutes before now
  const events = [];
  const dayStart = (t) => Math.floor(t / DAY) * DAY;
  const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));

  // Place an instant on the day of t at a drawn hour. Stores are closed on Sunday: move to Monday.
  function store(t) {
    let d = dayStart(t);
    if (new Date(d).getUTCDay() === 0) d += DAY;
    return d + pickWeighted(rnd, STORE_HOURS) * HOUR + ri(0, 3599) * 1000;
  }
  function online(t) {
    return dayStart(t) + pickWeighted(rnd, ONLINE_HOURS) * HOUR + ri(0, 3599) * 1000;
  }
  function push(userId, eventName, eventValue, t, until = END) {
    if (t < START || t > Math.min(END, until)) return;
    events.push({ userId, eventName, eventValue, t });
  }

  const staff = Array.from({ length: 10 }, (_, i) => `staff_${String(i + 1).padStart(2, '0')}`);
  const staffWeights = [3, 2, 2, 9, 3, 2, 4, 1.5, 2, 1];

  function customer(id, opts) {
    const {
      join,
      created,
      churnAt = Infinity,
      gap = 18,
      browse = 7,
      subscribe = 0.2,
      reviewP = 0.35,
      stars = null,
      orderMax = 640,
    } = opts;
    const until = Math.min(END, churnAt);
    if (created) push(id, 'account_created', 0, join, until);
    // virtual try-on browsing, online
    for (let t = join + rnd() * browse * DAY; t < until; t += (0.3 + rnd() * 1.7) * browse * DAY) {
      push(id, 'Frame Tried On', ri(1, 9), online(t), until);
    }
    // exam journeys
    let t = join + rnd() * 3 * DAY;
    let subscribed = false;
    while (t < until) {
      const ahead = ri(0, 21);
      const bookAt = online(t);
      push(id, 'exam.booked', ahead, bookAt, until);
      if (rnd() < 0.12) {
        push(id, 'appointment-cancelled', 0, online(bookAt + rnd() * ahead * DAY), until);
      } else if (rnd() < 0.92) {
        const examAt = store(bookAt + ahead * DAY);
        push(id, 'ExamCompleted', ri(20, 45), examAt, until);
        if (rnd() < 0.55)
          push(id, 'Prescription Updated', 0.25 * ri(1, 6), examAt + ri(60, 900) * 1000, until);
        let last = examAt;
        const sessions = ri(1, 3);
        for (let s = 0; s < sessions; s++) {
          last = store(last + (s === 0 ? 0 : ri(0, 4) * DAY));
          if (last <= examAt) last = examAt + ri(300, 1800) * 1000;
          push(id, 'Frame Tried On', ri(2, 9), last, until);
        }
        if (rnd() < 0.6) {
          const orderAt = last + ri(300, 2400) * 1000;
          push(id, 'lens-order-placed', ri(89, orderMax) + (rnd() < 0.5 ? 0 : 0.5), orderAt, until);
          const wait = ri(3, 14);
          const collectAt = store(orderAt + wait * DAY);
          push(id, 'glasses_collected', wait, collectAt, until);
          if (rnd() < reviewP) {
            const s = stars ? stars() : [3, 4, 4, 5, 5, 5][ri(0, 5)];
            push(id, 'review_submitted', s, online(collectAt + ri(0, 3) * DAY), until);
          }
        }
        if (!subscribed && rnd() < subscribe) {
          subscribed = true;
          const plan = [19.9, 29.9, 39.9][ri(0, 2)];
          for (let p = online(examAt + ri(0, 5) * DAY); p < until; p += 30 * DAY)
            push(id, 'ContactLensSubscribed', plan, p, until);
        }
      }
      if (rnd() < 0.18) {
        const rq = store(t + rnd() * gap * DAY);
        push(id, 'repair.requested', 0, rq, until);
        const tech = staff[pickWeighted(rnd, staffWeights)];
        push(tech, 'RepairCompleted', ri(10, 60), store(rq + ri(2, 6) * DAY));
      }
      t += (0.4 + rnd() * 1.2) * gap * DAY;
    }
  }

  // Regular customers: 30 % were already customers before the window, the rest sign up,
  // more and more of them as the chain grows (join density rising linearly).
  for (let i = 1001; i <= 1470; i++) {
    const id = `cust_${i}`;
    if (Object.values(PERSONAS).includes(id)) continue;
    const existing = rnd() < 0.3;
    const join = existing ? START + rnd() * 20 * DAY : START + Math.sqrt(rnd()) * 117 * DAY;
    const churnAt = rnd() < 0.25 ? join + (10 + rnd() * 50) * DAY : Infinity;
    customer(id, { join, created: !existing, churnAt, gap: 6 + rnd() * 10, browse: 1.8 + rnd() * 5 });
  }

  // Personas
  customer('cust_1007', {
    join: START + 2 * DAY,
    created: false,
    gap: 3,
    browse: 0.6,
    subscribe: 1,
    reviewP: 0.6,
    orderMax: 900,
  });
  customer('cust_1042', {
    join: START + 1 * DAY,
    created: false,
    gap: 3,
    browse: 0.5,
    subscribe: 0,
    churnAt: now - 65 * DAY,
  });
  customer('cust_1233', {
    join: START + 10 * DAY,
    created: true,
    gap: 7,
    browse: 6,
    reviewP: 1,
    stars: () => ri(1, 2),
  });
  const nc = 'cust_1455',
    j = dayStart(now - 3 * DAY) + 10 * HOUR + 17 * 60 * 1000 + 5000;
  push(nc, 'account_created', 0, j);
  push(nc, 'Frame Tried On', 4, j + 6 * 60 * 1000);
  push(nc, 'exam.booked', 1, j + 9 * 60 * 1000);
  push(nc, 'ExamCompleted', 30, j + DAY + 2 * HOUR);
  push(nc, 'Prescription Updated', 0.75, j + DAY + 2 * HOUR + 35 * 60 * 1000);
  push(nc, 'Frame Tried On', 7, j + DAY + 3 * HOUR);
  push(nc, 'lens-order-placed', 329, j + DAY + 3 * HOUR + 25 * 60 * 1000);
  for (let p = START + 5 * DAY + 20 * HOUR + 123000; p < END; p += 30 * DAY)
    push('cust_1120', 'ContactLensSubscribed', 29.9, p);

  // Store staff also log repairs they take in over the counter, staff_04 most of all.
  for (let t = START + rnd() * DAY; t < END; t += (0.8 + rnd() * 1.2) * DAY) {
    push('staff_04', 'RepairCompleted', ri(10, 60), store(t));
  }

  // Incident: the booking system failed and auto-cancelled appointments 37 days ago.
  const inc = dayStart(now - 37 * DAY);
  const pool = [
    ...new Set(
      events
        .filter(
          (e) => e.t < inc && e.userId.startsWith('cust_') && !Object.values(PERSONAS).includes(e.userId),
        )
        .map((e) => e.userId),
    ),
  ].sort();
  for (let k = 0; k < 260; k++) {
    push(pool[ri(0, pool.length - 1)], 'appointment-cancelled', 0, inc + ri(9 * 3600, 16 * 3600) * 1000);
  }

  // Always a little live activity in the last hour, so "today" and "last hour" are never empty.
  push('cust_1301', 'Frame Tried On', 3, END);
  push('cust_1302', 'exam.booked', 6, END - 9 * 60 * 1000);
  push('cust_1303', 'Frame Tried On', 5, END - 23 * 60 * 1000);
  push('cust_1304', 'ContactLensSubscribed', 19.9, END - 41 * 60 * 1000);

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map((e) => ({
    userId: e.userId,
    eventName: e.eventName,
    eventValue: e.eventValue,
    timestamp: new Date(Math.floor(e.t / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}
