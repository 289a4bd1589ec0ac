/* eslint-disable @typescript-eslint/no-unused-expressions -- a blind round's data, kept as its author wrote it */
// Corporate meal-prep & office catering: synthetic usage events, deterministic for a given `now`.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'weekly_order_placed', // office admin places the week's order; value = order amount (USD)
  'meal.selected', // employee picks a meal; value = portions (1 or 2)
  'MealDelivered', // meal delivered to the employee; value = minutes late (0 when on time)
  'Meal Rated', // employee rates a meal; value = stars 1–5
  'allergen-flagged', // employee flags an allergen on a meal; value = 1
  'order.amended', // admin amends the weekly order; value = change in USD (negative = reduced)
  'invoice_paid', // admin pays an invoice; value = amount paid (USD)
  'AccountLogin', // anyone logs in; value = 0
  'menu.viewed', // employee opens the weekly menu; value = 0
  'Delivery Issue Reported', // a delivery problem is reported; value = meals affected
  'meal-skipped', // employee skips the day's meal; value = 0
  'feedback_submitted', // free-text feedback sent; value = 0
];

export const PERSONAS = {
  topEmployee: 'emp_0007', // eats, rates and browses nearly every day: most events overall
  topSpender: 'adm_017', // admin of the biggest office: largest orders and invoices
  churnedAdmin: 'adm_029', // office cancelled: nothing in the last 50 days
  churnedEmployee: 'emp_0088', // left the company 45 days ago
  newcomer: 'emp_0431', // joined 5 days ago
  allergyFlagger: 'emp_0113', // flags allergens on about half the days she eats
};
export const NOBODY = 'emp_9999';

export const FRIDGE_DAY_AGO = 37; // the kitchen fridge failed on this day (days before today)

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
const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';
const cents = (x) => Math.round(x * 100) / 100;

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261125);
  const pick = (weights) => {
    let r = rnd() * weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0) return i;
    }
    return weights.length - 1;
  };
  const today = Math.floor(nowMs / DAY) * DAY;
  const latest = nowMs - 120_000;
  const events = [];
  const push = (userId, eventName, eventValue, dayT, hourLo, hourHi) => {
    const h = hourLo + Math.floor(rnd() * (hourHi - hourLo + 1));
    const t = dayT + h * HOUR + Math.floor(rnd() * 60) * 60_000 + Math.floor(rnd() * 60) * 1000;
    if (t <= latest) events.push({ userId, eventName, eventValue, timestamp: iso(t) });
  };

  // offices / admins
  const admins = [];
  for (let i = 1; i <= 36; i++) {
    const id = `adm_${pad(i, 3)}`;
    admins.push({
      id,
      headcount: 8 + Math.floor(rnd() * 30) * (id === PERSONAS.topSpender ? 4 : 1),
      join: i <= 24 || id === PERSONAS.churnedAdmin ? 119 : 119 - Math.floor(rnd() * 90),
      leave: id === PERSONAS.churnedAdmin ? 50 : -1,
      orderDay: Math.floor(rnd() * 3) + 1, // Tue..Thu (0 = Monday)
      payDay: Math.floor(rnd() * 2), // Mon/Tue
    });
  }
  // employees
  const employees = [];
  for (let i = 1; i <= 431; i++) {
    const id = `emp_${pad(i, 4)}`;
    const r = rnd();
    let join = r < 0.35 ? 119 : 118 - Math.floor(Math.sqrt(rnd()) * 116); // more joiners lately
    let leave = rnd() < 0.1 ? Math.floor(rnd() * Math.max(1, join - 3)) : -1;
    let p = 0.16 + rnd() * 0.3;
    const rateP0 = 0.2 + rnd() * 0.5,
      pickP = 0.6 + rnd() * 0.35;
    if (id === PERSONAS.topEmployee) {
      join = 119;
      leave = -1;
      p = 0.97;
    }
    if (id === PERSONAS.churnedEmployee) {
      join = 119;
      leave = 45;
      p = 0.6;
    }
    if (id === PERSONAS.newcomer) {
      join = 5;
      leave = -1;
      p = 1;
    }
    if (id === PERSONAS.allergyFlagger) {
      join = 110;
      leave = -1;
      p = 0.7;
    }
    const rateP = id === PERSONAS.allergyFlagger ? 0.9 : rateP0;
    employees.push({ id, join, leave, p, rateP, pickP });
  }

  for (let d = 119; d >= 0; d--) {
    const dayT = today - d * DAY;
    const wd = (new Date(dayT).getUTCDay() + 6) % 7; // 0 = Monday
    const weekend = wd >= 5;
    const fridge = d === FRIDGE_DAY_AGO;
    for (const a of admins) {
      if (d > a.join || d <= a.leave) continue;
      if (rnd() < (weekend ? 0.08 : 0.55) || fridge) push(a.id, 'AccountLogin', 0, dayT, 7, 16);
      if (wd === a.orderDay + 1 && rnd() < 0.93) {
        push(
          a.id,
          'weekly_order_placed',
          cents(a.headcount * (11.5 + rnd() * 3) * (1 + (119 - d) / 240)),
          dayT,
          9,
          15,
        );
      }
      if (wd === a.payDay && rnd() < 0.85)
        push(
          a.id,
          'invoice_paid',
          cents(a.headcount * (11 + rnd() * 4) * (1 + (119 - d) / 240)),
          dayT,
          8,
          17,
        );
      if (!weekend && rnd() < 0.12)
        push(a.id, 'order.amended', cents((rnd() < 0.4 ? -1 : 1) * (15 + rnd() * 220)), dayT, 8, 16);
      if (fridge) {
        const k = 2 + Math.floor(rnd() * 3);
        for (let j = 0; j < k; j++)
          push(a.id, 'Delivery Issue Reported', 1 + Math.floor(rnd() * 30), dayT, 11, 17);
      } else if (!weekend && rnd() < 0.02)
        push(a.id, 'Delivery Issue Reported', 1 + Math.floor(rnd() * 6), dayT, 11, 15);
      if (rnd() < 0.015) push(a.id, 'feedback_submitted', 0, dayT, 9, 17);
    }
    for (const e of employees) {
      if (d > e.join || d <= e.leave) continue;
      const grow =
        e.id === PERSONAS.topEmployee || e.id === PERSONAS.newcomer ? 1 : 0.65 + (0.6 * (119 - d)) / 119; // rising adoption
      const p = fridge ? 0.9 : weekend ? e.p * grow * 0.12 : e.p * grow;
      if (rnd() >= p) continue;
      if (rnd() < 0.6 || e.id === PERSONAS.topEmployee)
        rnd() < 0.5 ? push(e.id, 'AccountLogin', 0, dayT, 8, 8) : push(e.id, 'AccountLogin', 0, dayT, 7, 10);
      const views =
        rnd() < 0.75
          ? 1 + (rnd() < 0.25 ? 1 : 0) + (e.id === PERSONAS.topEmployee ? 1 : 0)
          : e.id === PERSONAS.topEmployee
            ? 2
            : 0;
      for (let j = 0; j < views; j++) push(e.id, 'menu.viewed', 0, dayT, 8, 11);
      if (rnd() < e.pickP || e.id === PERSONAS.topEmployee) {
        push(e.id, 'meal.selected', rnd() < 0.88 ? 1 : 2, dayT, 9, 11);
        if (rnd() < (e.id === PERSONAS.allergyFlagger ? 0.5 : 0.025))
          push(e.id, 'allergen-flagged', 1, dayT, 10, 13);
        if (rnd() < (fridge ? 0.25 : 0.96)) {
          push(e.id, 'MealDelivered', rnd() < 0.8 ? 0 : 1 + Math.floor(rnd() * 25), dayT, 12, 12);
          if (rnd() < (fridge ? 0.7 : e.id === PERSONAS.topEmployee ? 0.95 : e.rateP)) {
            push(
              e.id,
              'Meal Rated',
              fridge ? 1 + pick([6, 3, 1, 0.3, 0.1]) : 1 + pick([3, 5, 14, 40, 38]),
              dayT,
              13,
              16,
            );
          }
        } else if (fridge && rnd() < 0.7) push(e.id, 'Delivery Issue Reported', 1, dayT, 12, 14);
      } else if (rnd() < 0.5) push(e.id, 'meal-skipped', 0, dayT, 9, 11);
      if (rnd() < (fridge ? 0.3 : 0.035))
        rnd() < 0.4
          ? push(e.id, 'feedback_submitted', 0, dayT, 14, 14)
          : push(e.id, 'feedback_submitted', 0, dayT, 13, 18);
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
