// Wholesale bakery ordering portal: café and shop staff place standing and one-off orders,
// confirm deliveries, pay invoices, receive credit notes and raise quality complaints.
const DAY = 86_400_000;

export const EVENT_NAMES = [
  'portal_login', // value 0
  'catalogue-viewed', // value: number of products looked at
  'standing_order_placed', // value: loaves per week on the new standing order
  'Standing Order Changed', // value: loaves per week after the change
  'OneOffOrderPlaced', // value: order amount in GBP
  'delivery.dispatched', // value: loaves on the van for this customer
  'Delivery Received', // value: loaves signed for
  'short-delivery', // value: loaves missing from the delivery
  'invoice_paid', // value: amount paid in GBP
  'CreditNoteIssued', // value: credit amount in GBP
  'quality.complaint', // value: severity 1-5
  'service-notice-viewed', // value 0 (the oven breakdown notice)
];

export const PERSONAS = {
  topBuyer: 'staff_0007', // head buyer of a café chain, by far the most active
  churner: 'staff_0113', // busy early, nothing for the last ~50 days
  newcomer: 'staff_0458', // first event 10 days ago
  finance: 'staff_0301', // bookkeeper who pays invoices
  complainer: 'staff_0222', // raises many quality complaints
};
export const NOBODY = 'staff_0999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const N_USERS = 460;
// next-day cut-off is 16:00, so one-off orders bunch up in the early afternoon
const ORDER_HOURS = [9, 10, 11, 12, 13, 13, 14, 14, 14, 14, 15, 15, 15, 16, 17];
const WEEKDAY_FACTOR = [0.25, 1.0, 0.95, 0.9, 1.0, 1.25, 0.6]; // by getUTCDay (Sun..Sat)

export function generateEvents(now) {
  const rnd = mulberry32(20261125 + Math.floor(+now / (7 * DAY)));
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const first = today - 120 * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const incident = today - 37 * DAY; // the oven breakdown day
  const out = [];
  const pick = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  const money = (lo, hi) => Math.round((lo + rnd() * (hi - lo)) * 100) / 100;
  const push = (userId, eventName, eventValue, dayMs, hLo, hHi) => {
    const h = Array.isArray(hLo) ? hLo[Math.floor(rnd() * hLo.length)] : pick(hLo, hHi);
    const t = dayMs + h * 3_600_000 + pick(0, 59) * 60_000 + pick(0, 59) * 1000;
    if (t >= earliest && t <= latest) out.push({ userId, eventName, eventValue, t });
  };

  const users = [];
  for (let i = 1; i <= N_USERS; i++) {
    const id = `staff_${String(i).padStart(4, '0')}`;
    const early = rnd() < 0.62;
    let join = early ? pick(0, 15) : pick(10, 118); // growth: later joiners
    let leave = rnd() < 0.13 ? pick(join + 10, 125) : 999;
    let level = 0.1 + rnd() * 0.32;
    let finance = rnd() < 0.25;
    let complain = 1;
    if (id === PERSONAS.topBuyer) {
      join = 0;
      leave = 999;
      level = 0.97;
    }
    if (id === PERSONAS.churner) {
      join = 1;
      leave = 70;
      level = 0.8;
    }
    if (id === PERSONAS.newcomer) {
      join = 110;
      leave = 999;
      level = 0.85;
    }
    if (id === PERSONAS.finance) {
      join = 2;
      leave = 999;
      level = 0.7;
      finance = true;
    }
    if (id === PERSONAS.complainer) {
      join = 3;
      leave = 999;
      level = 0.75;
      complain = 14;
    }
    if (id !== PERSONAS.newcomer && join === 110) join = 109;
    users.push({ id, join, leave, level, finance, complain, big: id === PERSONAS.topBuyer ? 2 : 1 });
  }

  for (let d = 0; d <= 120; d++) {
    const dayMs = first + d * DAY;
    const wd = new Date(dayMs).getUTCDay();
    const isIncident = dayMs === incident;
    const afterIncident = dayMs === incident + DAY;
    for (const u of users) {
      if (d < u.join || d >= u.leave) continue;
      if (d === u.join) {
        push(u.id, 'portal_login', 0, dayMs, 8, 17);
        push(u.id, 'standing_order_placed', pick(20, 160), dayMs, 9, 17);
      }
      const p = Math.min(0.98, u.level * (isIncident ? 1 : WEEKDAY_FACTOR[wd]) * (u.big === 2 ? 1.1 : 1));
      if (rnd() >= p) {
        // on the oven breakdown day even quiet customers open the portal to read the notice
        if (isIncident && rnd() < 0.6) {
          push(u.id, 'portal_login', 0, dayMs, 6, 14);
          push(u.id, 'service-notice-viewed', 0, dayMs, 6, 14);
        }
        continue;
      }
      push(u.id, 'portal_login', 0, dayMs, 7, 18);
      if (u.big === 2 && rnd() < 0.5) push(u.id, 'portal_login', 0, dayMs, 12, 18);
      const views = pick(0, 1) * u.big + (rnd() < 0.2 ? 1 : 0);
      for (let k = 0; k < views; k++) push(u.id, 'catalogue-viewed', pick(1, 25), dayMs, 8, 18);
      const orders = (rnd() < 0.26 + (0.24 * d) / 120 ? 1 : 0) + (u.big === 2 && rnd() < 0.7 ? 1 : 0);
      for (let k = 0; k < orders; k++)
        push(u.id, 'OneOffOrderPlaced', money(18, 240) * u.big, dayMs, ORDER_HOURS);
      if (rnd() < 0.05) push(u.id, 'Standing Order Changed', pick(15, 180), dayMs, 9, 16);
      if (rnd() < 0.6) {
        const loaves = pick(12, 90) * u.big;
        push(u.id, 'delivery.dispatched', loaves, dayMs, 3, 4);
        const short = (isIncident ? rnd() < 0.8 : rnd() < (u.complain > 1 ? 0.5 : 0.035))
          ? isIncident
            ? pick(5, 30)
            : pick(1, 8)
          : 0;
        if (rnd() < 0.9) push(u.id, 'Delivery Received', Math.max(0, loaves - short), dayMs, [5, 6, 6, 6, 7]);
        if (short) {
          push(u.id, 'short-delivery', short, dayMs, 6, 8);
          if (rnd() < (isIncident ? 0.45 : 0.2)) push(u.id, 'CreditNoteIssued', money(5, 60), dayMs, 10, 16);
        }
      }
      if (rnd() < (isIncident ? 0.25 : 0.018 * u.complain)) {
        push(u.id, 'quality.complaint', pick(1, 5), dayMs, 8, 17);
        if (rnd() < (u.complain > 1 ? 0.5 : 0.15))
          push(u.id, 'CreditNoteIssued', money(5, 60), dayMs, 13, 17);
      }
      if (rnd() < 0.004) push(u.id, 'CreditNoteIssued', money(5, 60), dayMs, 10, 16);
      if ((u.finance && rnd() < 0.14) || rnd() < 0.02)
        push(u.id, 'invoice_paid', money(120, 1800), dayMs, 9, 16);
      if (isIncident && rnd() < 0.85) push(u.id, 'service-notice-viewed', 0, dayMs, 6, 14);
      if (afterIncident && rnd() < 0.3) push(u.id, 'service-notice-viewed', 0, dayMs, 7, 12);
    }
  }
  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
