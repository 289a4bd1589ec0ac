// Synthetic usage events for "Torque & Co.", an independent car repair shop chain:
// customer app + workshop system. Deterministic for a given `now` (seeded PRNG; every day is
// placed relative to the UTC day of `now`, then cut to the window now-120d .. now-2min).

const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'appointment_booked', // customer books a service slot in the app; value = number of services requested (1-3)
  'appointment.missed', // customer no-show; value = 0
  'VehicleCheckedIn', // car received at the front desk; value = odometer reading (km)
  'Inspection Completed', // multi-point inspection done; value = number of issues found
  'estimate-sent', // repair estimate sent to the customer; value = estimate amount (USD)
  'estimate_approved', // customer approved the estimate; value = approved amount (USD)
  'estimate.declined', // customer declined the estimate; value = declined amount (USD)
  'PartsOrdered', // mechanic ordered parts for a job; value = parts cost (USD)
  'JobClockedIn', // mechanic clocked a block of work on a job; value = hours clocked
  'job_completed', // job finished (logged on the customer's vehicle); value = labour hours
  'Invoice Paid', // customer paid the invoice; value = amount paid (USD)
  'warranty-claim', // customer claimed warranty on earlier work; value = claim amount (USD)
  'review.left', // customer left a review; value = star rating 1-5
];

export const PERSONAS = {
  fleetAccount: 'fleet_harbortaxi', // taxi fleet: a car in almost every weekday, top customer
  churner: 'cust_0117', // loyal regular who stopped coming ~68 days ago
  newcomer: 'cust_0421', // first ever event 5 days ago
  decliner: 'cust_0233', // declines every estimate
  warrantyRegular: 'cust_0308', // files many warranty claims
  bigJob: 'cust_0042', // few visits, very large invoices (engine rebuilds)
  topMechanic: 'mech_07', // busiest mechanic
  leftMechanic: 'mech_24', // mechanic who left ~50 days ago
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

const pad = (n, w) => String(n).padStart(w, '0');
const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const money = (x) => Math.round(x * 100) / 100;

export function generateEvents(now) {
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const rnd = mulberry32(0xa070);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const between = (a, b) => a + rnd() * (b - a);
  const out = [];
  const push = (userId, eventName, eventValue, t) => out.push({ userId, eventName, eventValue, t });

  // customers: cust_0001..cust_0420. ~150 were customers before the window; the rest join over time.
  const customers = [];
  for (let i = 1; i <= 420; i++) {
    const id = `cust_${pad(i, 4)}`;
    const joinBack = i <= 150 ? 130 : Math.floor(118 * Math.pow(rnd(), 0.8)) + 1; // days back they joined
    let leaveBack = rnd() < 0.16 ? Math.floor(between(5, joinBack)) : -1; // churned customers
    let weight = 0.5 + rnd() * 1.5;
    if (id === 'cust_0117') {
      leaveBack = 68;
      weight = 4;
    }
    if (id === 'cust_0233' || id === 'cust_0308') {
      leaveBack = -1;
      weight = id === 'cust_0233' ? 7 : 3.5;
    }
    if (id === 'cust_0042') {
      weight = 0;
    }
    customers.push({ id, joinBack: i === 117 || i === 233 || i === 308 ? 130 : joinBack, leaveBack, weight });
  }
  const mechanics = [];
  for (let i = 1; i <= 24; i++)
    mechanics.push({
      id: `mech_${pad(i, 2)}`,
      weight: i === 7 ? 3.5 : 0.7 + rnd() * 0.6,
      leaveBack: i === 24 ? 50 : -1,
    });

  // incident: the most recent Tuesday at least 20 days back - SMS reminders went out with wrong times
  let incidentBack = 20;
  while (new Date(today - incidentBack * DAY).getUTCDay() !== 2) incidentBack++;

  const weekdayFactor = [0.15, 1.3, 1.1, 1.0, 1.0, 1.1, 0.6]; // Sun..Sat

  function chooseMechanic(back) {
    const pool = mechanics.filter((m) => m.leaveBack < 0 || back > m.leaveBack);
    const total = pool.reduce((s, m) => s + m.weight, 0);
    let r = rnd() * total;
    for (const m of pool) {
      r -= m.weight;
      if (r <= 0) return m.id;
    }
    return pool[pool.length - 1].id;
  }

  function visit(cust, dayT, back, opts = {}) {
    const checkIn = dayT + (7 + 4 * Math.pow(rnd(), 1.8)) * HOUR; // most cars arrive 07-08h
    const booked = checkIn - between(0.5, 9) * DAY;
    push(cust, 'appointment_booked', rnd() < 0.6 ? 1 : rnd() < 0.7 ? 2 : 3, booked);
    const missRate = back === incidentBack ? 0.62 : 0.08;
    if (!opts.noMiss && rnd() < missRate) {
      push(cust, 'appointment.missed', 0, checkIn + 30 * MIN);
      return;
    }
    push(cust, 'VehicleCheckedIn', Math.round(between(8000, 240000)), checkIn);
    const insp = checkIn + between(0.7, 2) * HOUR;
    const issues = Math.floor(rnd() * 7) + (rnd() < 0.5 ? 1 : 0);
    if (rnd() < 0.95) {
      push(cust, 'Inspection Completed', issues, insp);
      if (issues === 0 && !opts.big) {
        push(cust, 'Invoice Paid', 49, insp + between(0.2, 2) * HOUR);
        return;
      } // all clear
    }
    const estT = insp + between(0.3, 1.2) * HOUR;
    const amount = money(opts.big ? between(6000, 9500) : Math.exp(between(Math.log(90), Math.log(2400))));
    push(cust, 'estimate-sent', amount, estT);
    const respT = estT + between(0.4, 26) * HOUR;
    const approve = opts.decline ? false : opts.big ? true : rnd() < 0.73;
    if (!approve) {
      push(cust, 'estimate.declined', amount, respT);
      if (rnd() < 0.5) push(cust, 'Invoice Paid', 89, respT + between(0.2, 3) * HOUR); // diagnostic fee
      return;
    }
    push(cust, 'estimate_approved', amount, respT);
    const mech = chooseMechanic(back);
    let t = respT + between(0.5, 3) * HOUR;
    if (rnd() < 0.86) push(mech, 'PartsOrdered', money(amount * between(0.25, 0.5)), t); // else parts in stock
    t += between(2, 20) * HOUR;
    const blocks = 1 + Math.floor(rnd() * 3);
    let hours = 0;
    for (let b = 0; b < blocks; b++) {
      const h = Math.round(between(0.5, opts.big ? 7 : 3.5) * 10) / 10;
      hours += h;
      push(mech, 'JobClockedIn', h, t);
      t += (h + between(0.2, 15)) * HOUR;
    }
    push(cust, 'job_completed', Math.round(hours * 10) / 10, t);
    const paidT = t + between(0.3, 40) * HOUR;
    push(cust, 'Invoice Paid', money(amount * between(0.95, 1.08)), paidT);
    if (rnd() < (opts.reviewer ? 0.7 : 0.36)) {
      const r = rnd();
      push(
        cust,
        'review.left',
        r < 0.08 ? 1 : r < 0.14 ? 2 : r < 0.24 ? 3 : r < 0.5 ? 4 : 5,
        paidT + between(1, 90) * HOUR,
      );
    }
    const claimRate = opts.warranty ? 0.6 : 0.035;
    if (rnd() < claimRate)
      push(cust, 'warranty-claim', money(amount * between(0.1, 0.6)), paidT + between(4, 40) * DAY);
  }

  for (let back = 125; back >= 0; back--) {
    const dayT = today - back * DAY;
    const wd = new Date(dayT).getUTCDay();
    const growth = 0.4 + 0.6 * (1 - back / 125);
    const n = Math.round(30 * growth * weekdayFactor[wd] * between(0.85, 1.15));
    const pool = customers.filter(
      (c) => c.weight > 0 && back <= c.joinBack && (c.leaveBack < 0 || back > c.leaveBack),
    );
    const total = pool.reduce((s, c) => s + c.weight, 0);
    for (let k = 0; k < n; k++) {
      let r = rnd() * total,
        c = pool[pool.length - 1];
      for (const p of pool) {
        r -= p.weight;
        if (r <= 0) {
          c = p;
          break;
        }
      }
      visit(c.id, dayT, back, { decline: c.id === 'cust_0233', warranty: c.id === 'cust_0308' });
    }
    for (const c of customers) if (c.weight > 0 && c.joinBack === back) visit(c.id, dayT, back, {}); // a new customer's first visit
    if (wd >= 1 && wd <= 5 && rnd() < 0.95) visit('fleet_harbortaxi', dayT, back, { reviewer: true });
    if (back === 96 || back === 61 || back === 27)
      visit('cust_0042', dayT, back, { big: true, noMiss: true });
    if (back === 5) visit('cust_0421', dayT, back, { noMiss: true });
  }

  // 24/7 online bookings (roadside / after-hours app use), a few per hour around the clock
  for (let t = today - 125 * DAY; t < nowMs; t += between(25, 95) * MIN) {
    const c = pick(customers.slice(0, 300));
    const back = Math.ceil((today - t) / DAY);
    if (
      c.id === 'cust_0117' ||
      c.id === 'cust_0421' ||
      back > c.joinBack ||
      (c.leaveBack >= 0 && back <= c.leaveBack)
    )
      continue;
    push(c.id, 'appointment_booked', 1, t);
  }

  const from = nowMs - 120 * DAY,
    to = nowMs - 2 * MIN;
  let events = out.filter(
    (e) =>
      e.t >= from &&
      e.t <= to &&
      !(e.userId === 'cust_0421' && e.t < today - 5 * DAY) &&
      !(e.userId === 'cust_0117' && e.t > today - 68 * DAY),
  );
  // the booking stream guarantees today is never empty once the day is a few seconds old
  const todayFrom = today,
    todayTo = to;
  if (
    todayTo >= todayFrom + 1000 &&
    !events.some((e) => e.t >= todayFrom && e.eventName === 'appointment_booked')
  ) {
    events.push({
      userId: 'cust_0009',
      eventName: 'appointment_booked',
      eventValue: 1,
      t: (todayFrom + todayTo) / 2,
    });
  }
  events = events.map((e) => ({
    userId: e.userId,
    eventName: e.eventName,
    eventValue: e.eventValue,
    timestamp: iso(e.t),
  }));
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
