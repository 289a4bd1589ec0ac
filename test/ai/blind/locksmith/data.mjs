// Synthetic usage events for "KeyRunner", a dispatch & job app for a 24-hour locksmith business.
// Every event is recorded against the customer account the job belongs to (userId = cust_NNNN).

export const EVENT_NAMES = [
  'job_requested', // customer (or dispatcher on the phone) opens a job; value 0
  'job.assigned', // dispatcher assigns a locksmith; value = minutes from request to assignment
  'LocksmithArrived', // locksmith on site; value = minutes from request to arrival
  'lock.changed', // lock change done; value = number of locks changed
  'key-cut', // key cutting; value = number of keys cut
  'SafeOpened', // safe opening; value = minutes spent drilling/manipulating
  'smart_lock_installed', // smart-lock install; value = number of devices installed
  'job_completed', // job closed by the locksmith; value = minutes on site
  'Payment Received', // customer pays; value = amount in USD
  'job-cancelled', // job cancelled before completion; value 0
  'Complaint Filed', // customer complaint; value = severity 1–5
  'review.submitted', // customer review; value = stars 1–5
];

export const PERSONAS = {
  topCustomer: 'cust_0007', // Harbourview Property Management: lockouts and rekeys every few days
  bigSpender: 'cust_0311', // Goldleaf Jewellers: regular safe openings and lock changes
  churner: 'cust_0150', // student housing co-op: busy early, nothing in the last 40+ days
  newcomer: 'cust_0499', // first ever job about two days ago
  complainer: 'cust_0233', // files complaints after most jobs
  oneTimer: 'cust_0404', // a single lockout about two months ago
};
export const NOBODY = 'cust_9999';

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

// Hour-of-day weights: lockouts peak late evening / night, the rest in working hours.
const LOCKOUT_HOURS = [6, 5, 4, 3, 2, 2, 2, 3, 4, 4, 4, 4, 4, 4, 4, 5, 6, 7, 8, 9, 10, 11, 12, 9];
const DAYTIME_HOURS = [0, 0, 0, 0, 0, 0, 1, 3, 8, 10, 11, 11, 9, 10, 10, 9, 7, 5, 3, 1, 1, 0, 0, 0];
// Monday … Sunday: weekends busier for lockouts.
const WEEKDAY_FACTOR = [0.85, 0.8, 0.85, 0.95, 1.2, 1.45, 1.1];

function pickWeighted(rand, weights) {
  const total = weights.reduce((s, w) => s + w, 0);
  let x = rand() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}

const PRICE = {
  lockout: [85, 180],
  lockchange: [120, 320],
  keycut: [12, 60],
  safe: [260, 620],
  smart: [240, 460],
};

export function generateEvents(now) {
  const nowMs = Math.floor(+now / 1000) * 1000;
  const earliest = nowMs - 120 * DAY + 60_000,
    latest = nowMs - 120_000;
  const today = Math.floor(nowMs / DAY) * DAY;
  return build(nowMs, earliest, latest, today);
}

function build(nowMs, earliest, latest, today) {
  const rand = mulberry32(20260417);
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue, timestamp: new Date(t).toISOString().slice(0, 19) + 'Z' });
  };
  const r2 = (x) => Math.round(x * 100) / 100;
  const between = ([a, b]) => r2(a + rand() * (b - a));

  // Regular customers 1..480: join day (days ago), maybe a leave day, an activity weight.
  const customers = [];
  for (let i = 1; i <= 480; i++) {
    const id = 'cust_' + String(i).padStart(4, '0');
    if (Object.values(PERSONAS).includes(id)) continue;
    const early = rand() < 0.4;
    const join = early ? 121 : Math.floor(rand() * 118) + 1; // days ago
    const leave = rand() < 0.18 ? Math.floor(rand() * Math.max(1, join - 1)) : -1; // leaves that many days ago
    const weight = rand() < 0.1 ? 2 + rand() * 1.5 : 0.4 + rand() * 1.2;
    customers.push({ id, join, leave, weight });
  }

  const incidentDaysAgo = 23; // dispatch system outage: cancellations and complaints spike

  function job(userId, t, kind, opts = {}) {
    push(userId, 'job_requested', 0, t);
    const cancelRate = opts.incident ? 0.45 : 0.07;
    if (rand() < cancelRate) {
      const tc = t + (5 + rand() * 50) * MIN;
      push(userId, 'job-cancelled', 0, tc);
      if (rand() < (opts.incident ? 0.6 : 0.15))
        push(userId, 'Complaint Filed', 1 + Math.floor(rand() * 5), tc + (10 + rand() * 600) * MIN);
      return;
    }
    let tt = t;
    if (kind !== 'keycut') {
      const assignMin = Math.round(2 + rand() * (opts.incident ? 80 : 12));
      push(userId, 'job.assigned', assignMin, t + assignMin * MIN);
      const arriveMin = Math.round(assignMin + 12 + rand() * (kind === 'lockout' ? 40 : 90));
      tt = t + arriveMin * MIN;
      push(userId, 'LocksmithArrived', arriveMin, tt);
    }
    const work = Math.round(10 + rand() * (kind === 'safe' ? 120 : 50));
    const tw = tt + work * MIN;
    if (kind === 'lockchange') push(userId, 'lock.changed', 1 + Math.floor(rand() * rand() * 4), tw - MIN);
    if (kind === 'keycut') push(userId, 'key-cut', 1 + Math.floor(rand() * 5), tw - MIN);
    if (kind === 'safe') push(userId, 'SafeOpened', work, tw - MIN);
    if (kind === 'smart') push(userId, 'smart_lock_installed', 1 + Math.floor(rand() * rand() * 3), tw - MIN);
    push(userId, 'job_completed', work, tw);
    push(userId, 'Payment Received', opts.price ?? between(PRICE[kind]), tw + (1 + rand() * 20) * MIN);
    if (rand() < (opts.complainer ? 0.7 : 0.035))
      push(userId, 'Complaint Filed', 1 + Math.floor(rand() * 5), tw + (60 + rand() * 1400) * MIN);
    if (rand() < 0.3)
      push(
        userId,
        'review.submitted',
        opts.complainer ? 1 + Math.floor(rand() * 2) : pickWeighted(rand, [2, 2, 5, 14, 25]) + 1,
        tw + (30 + rand() * 2000) * MIN,
      );
  }

  function kindFor(hour, daysAgo) {
    const smartShare = 0.06 + 0.14 * (1 - daysAgo / 120); // smart locks growing
    const x = rand();
    if (x < 0.45) return 'lockout';
    if (x < 0.65) return 'lockchange';
    if (x < 0.8) return 'keycut';
    if (x < 0.8 + 0.04) return 'safe';
    if (x < 0.84 + smartShare) return 'smart';
    return 'lockout';
  }

  for (let d = 120; d >= 0; d--) {
    const dayStartMs = today - d * DAY;
    const wd = (new Date(dayStartMs).getUTCDay() + 6) % 7;
    const growth = 0.65 + 0.75 * (1 - d / 120);
    const incident = d === incidentDaysAgo;
    let n = Math.round(30 * growth * WEEKDAY_FACTOR[wd] * (0.85 + rand() * 0.3)) + (incident ? 45 : 0);
    const active = customers.filter((c) => c.join >= d && !(c.leave >= 0 && d < c.leave));
    const weights = active.map((c) => c.weight);
    for (let j = 0; j < n; j++) {
      const lockoutish = rand() < 0.55;
      const hour = pickWeighted(rand, lockoutish ? LOCKOUT_HOURS : DAYTIME_HOURS);
      const t = dayStartMs + hour * 3600_000 + Math.floor(rand() * 3600) * 1000;
      const kind = lockoutish ? 'lockout' : kindFor(hour, d);
      const c = active[pickWeighted(rand, weights)];
      job(c.id, t, kind, { incident });
    }
    // Personas
    if (d % 2 === 0 || d % 5 === 1)
      job(
        PERSONAS.topCustomer,
        dayStartMs + (9 + Math.floor(rand() * 10)) * 3600_000 + Math.floor(rand() * 3600) * 1000,
        rand() < 0.5 ? 'lockout' : 'lockchange',
      );
    if (d % 9 === 4)
      job(
        PERSONAS.bigSpender,
        dayStartMs + (10 + Math.floor(rand() * 6)) * 3600_000 + Math.floor(rand() * 3600) * 1000,
        rand() < 0.7 ? 'safe' : 'lockchange',
        { price: between([900, 1600]) },
      );
    if (d > 45 && d % 4 === 1)
      job(
        PERSONAS.churner,
        dayStartMs + (20 + Math.floor(rand() * 3)) * 3600_000 + Math.floor(rand() * 3600) * 1000,
        'lockout',
      );
    if (d % 8 === 5)
      job(
        PERSONAS.complainer,
        dayStartMs + (11 + Math.floor(rand() * 6)) * 3600_000 + Math.floor(rand() * 3600) * 1000,
        rand() < 0.5 ? 'lockout' : 'keycut',
        { complainer: true },
      );
    if (incident) {
      for (let k = 0; k < 30; k++) {
        const c = active[pickWeighted(rand, weights)];
        push(c.id, 'Complaint Filed', 3 + Math.floor(rand() * 3), dayStartMs + (8 + rand() * 15) * 3600_000);
      }
    }
  }
  // One-timer: a single lockout about two months ago. Newcomer: first jobs in the last ~2 days.
  job(PERSONAS.oneTimer, nowMs - 61 * DAY - 5 * 3600_000, 'lockout', { price: 140 });
  job(PERSONAS.newcomer, nowMs - 50 * 3600_000, 'lockout', { price: 129.5 });
  job(PERSONAS.newcomer, nowMs - 20 * 3600_000, 'smart', { price: 389 });

  // Live board: the most recent minute always has a call coming in, a job being assigned and a
  // payment landing (a 24-hour business is never quiet for long).
  const live = customers.filter((c) => c.leave < 0 && c.join >= 1);
  push(live[7].id, 'Payment Received', 118.4, latest);
  push(live[19].id, 'job.assigned', 6, latest);
  push(live[31].id, 'job_requested', 0, latest);

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
