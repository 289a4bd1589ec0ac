// Mobile pet-grooming van business: scheduling + POS events. Deterministic for a given `now`.
export const EVENT_NAMES = [
  'customer_signup',
  'appointment_booked',
  'appointment.completed',
  'appointment.rescheduled',
  'no_show',
  'AddOnAdded',
  'ProductSold',
  'tip-received',
  'reminder-sms-sent',
  'Route Started',
  'Review Submitted',
];
export const PERSONAS = {
  topCustomer: 'cust_0007', // weekly doodle household: books every ~4 days, always tips, buys shampoo
  churner: 'cust_0142', // regular during the first ~45 days of data, then gone
  newcomer: 'cust_0419', // signed up about 6 days ago, one groom done
  topGroomer: 'groomer_03', // drives a route six days a week
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

const pad = (n, w) => String(n).padStart(w, '0');
const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const r2 = (x) => Math.round(x * 100) / 100;

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(20261125);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const start = Math.floor((now - 120 * DAY) / DAY) * DAY; // day 0
  const dayOf = (k) => start + k * DAY;
  const incident = Math.floor((now - 33 * DAY) / DAY) * DAY; // storm day: vans stuck, many no-shows and reschedules
  const wd = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday
  const out = [];
  const add = (userId, eventName, eventValue, t) =>
    out.push({ userId, eventName, eventValue, t: Math.floor(t / 1000) * 1000 });

  // --- groomers: one Route Started per working day (value = stops planned)
  const groomers = [1, 2, 3, 4, 5, 6].map((i) => `groomer_${pad(i, 2)}`);
  const workProb = {
    groomer_01: 0.7,
    groomer_02: 0.65,
    groomer_03: 0.93,
    groomer_04: 0.6,
    groomer_05: 0.55,
    groomer_06: 0.5,
  };
  for (let k = 0; k <= 121; k++) {
    const d = dayOf(k);
    const sunday = wd(d) === 6;
    let working = groomers.filter((g) => rnd() < workProb[g] * (sunday ? 0.45 : 1));
    if (working.length < 2) working = ['groomer_03', pick(['groomer_01', 'groomer_02', 'groomer_04'])];
    for (const g of working)
      add(g, 'Route Started', int(4, 9), d + 6.5 * 3600_000 + int(0, 110) * MIN + int(0, 59) * 1000);
  }

  // --- customers
  const N = 540;
  for (let c = 1; c <= N; c++) {
    const id = `cust_${pad(c, 4)}`;
    let d0,
      freq,
      churnDay = Infinity,
      tipRate = 0.55,
      productRate = 0.15;
    const u = rnd();
    if (u < 0.4) d0 = -25 + rnd() * 30;
    else d0 = 5 + 113 * Math.sqrt(rnd()); // growth: more signups later
    freq = 3.5 + rnd() * 10;
    if (rnd() < 0.18) churnDay = d0 + 20 + rnd() * 70;
    const size = pick([55, 65, 75, 85, 95, 110, 125, 140]); // dog size / coat → base price
    if (id === PERSONAS.topCustomer) {
      d0 = -10;
      freq = 2.4;
      tipRate = 1;
      productRate = 0.45;
      churnDay = Infinity;
    }
    if (id === PERSONAS.churner) {
      d0 = -5;
      freq = 5;
      churnDay = 45;
    }
    if (id === PERSONAS.newcomer) {
      d0 = 113.6;
      freq = 60;
      tipRate = 1;
      churnDay = Infinity;
    }
    const signupAt = dayOf(0) + d0 * DAY + int(0, 3600) * 1000;
    add(id, 'customer_signup', 0, signupAt);
    let appt = d0 + 1 + rnd() * 4;
    if (id === PERSONAS.newcomer) appt = d0 + 1.2;
    while (appt < 126 && appt < churnDay) {
      let day = Math.floor(appt);
      const w = wd(dayOf(day));
      if (w === 6 && rnd() < 0.75) day += 1;
      else if (w === 4 && rnd() < 0.3) day += 1;
      const at = dayOf(day) + Math.min(int(8 * 60, 17 * 60), int(8 * 60, 17 * 60)) * MIN + int(0, 59) * 1000;
      const price = size + pick([0, 0, 5, 10, -5]);
      const bookedAt = Math.max(at - (1 + rnd() * 9) * DAY + int(-300, 300) * MIN, signupAt + 7 * MIN);
      add(id, 'appointment_booked', price, bookedAt);
      add(id, 'reminder-sms-sent', 0, Math.max(at - DAY + int(-180, 180) * MIN, bookedAt + 3 * MIN));
      const stormDay = dayOf(day) === incident;
      if (stormDay ? rnd() < 0.5 : rnd() < 0.1)
        add(
          id,
          'appointment.rescheduled',
          int(1, 7),
          stormDay ? at - int(60, 300) * MIN : bookedAt + rnd() * (at - bookedAt),
        );
      if (stormDay ? rnd() < 0.45 : rnd() < 0.065) {
        add(id, 'no_show', 0, at + int(10, 25) * MIN);
      } else {
        const done = at + int(45, 110) * MIN;
        add(id, 'appointment.completed', price, done);
        if (rnd() < 0.35) add(id, 'AddOnAdded', pick([10, 12, 15, 18, 20, 25]), done - int(5, 30) * MIN);
        if (rnd() < tipRate)
          add(id, 'tip-received', r2(price * (0.1 + rnd() * 0.15)), done + int(1, 20) * MIN);
        if (rnd() < productRate)
          add(
            id,
            'ProductSold',
            r2(pick([12.99, 18.5, 24, 29.95, 34.99, 44.5]) * int(1, 2)),
            done + int(1, 15) * MIN,
          );
        if (rnd() < 0.22)
          add(
            id,
            'Review Submitted',
            rnd() < 0.8 ? 5 : rnd() < 0.7 ? 4 : int(1, 3),
            done + int(60, 2880) * MIN,
          );
      }
      appt += freq * (0.8 + rnd() * 0.4);
    }
  }
  const lo = now - 120 * DAY,
    hi = now - 120_000;
  return out
    .filter((e) => e.t >= lo && e.t <= hi)
    .sort(
      (a, b) =>
        a.t - b.t ||
        (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
        (a.eventName < b.eventName ? -1 : 1),
    )
    .map(({ userId, eventName, eventValue, t }) => ({ userId, eventName, eventValue, timestamp: iso(t) }));
}
