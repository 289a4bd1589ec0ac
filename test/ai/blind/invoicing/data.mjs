// Invoicing tool for freelancers and small agencies. Each userId is an account owner
// (a freelancer or a small agency) using the tool. Deterministic for a given `now`.

export const EVENT_NAMES = [
  'client_added', // value 0
  'invoice.created', // value = invoice amount (USD, whole dollars)
  'InvoiceSent', // value = amount of the invoice sent (USD)
  'Reminder Sent', // value = days the invoice is overdue
  'invoice-paid', // value = amount received (USD)
  'partial_payment', // value = partial amount received (USD)
  'expense.logged', // value = expense amount (USD, cents)
  'TimeEntryTracked', // value = hours tracked (quarter hours)
  'Export To Accounting', // value = number of invoices in the export
  'login', // value 0
  'estimate_sent', // value = estimate amount (USD)
];

export const PERSONAS = {
  topAgency: 'studio_northwind', // the busiest account by far
  agency2: 'pixelforge_agency', // second busiest
  agency3: 'mara_dev', // third busiest
  bigTicket: 'bigticket_ops', // few but very large invoices and payments
  churner: 'jdoe_design', // very active, then gone ~50 days ago
  newcomer: 'kai_newbie', // first event 4 days ago, active every day since
  dormant: 'sleepy_lee', // a handful of events early on
};

export const NOBODY = 'fl_9999';

const HOUR = 3_600_000,
  DAY = 24 * HOUR;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// weekday factor, Monday first
const WEEKDAY_FACTOR = [1.3, 1.05, 1.0, 0.95, 0.8, 0.3, 0.15];
// working-hours profile (UTC), clearly peaked at 10:00
const HOUR_WEIGHTS = [0, 0, 0, 0, 0, 0, 1, 2, 6, 20, 5, 4, 4, 8, 6, 4, 3, 2, 2, 1, 1, 0, 0, 0];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

export function generateEvents(now) {
  const nowMs = +now;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const latest = nowMs - 120_000,
    earliest = nowMs - 120 * DAY + 60_000;
  const rng = mulberry32(20261129);
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const int = (a, b) => a + Math.floor(rng() * (b - a + 1));
  const pickHour = () => {
    let x = rng() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_WEIGHTS[h];
      if (x < 0) return h;
    }
    return 10;
  };

  const users = [];
  for (let i = 0; i < 500; i++) {
    const r = rng();
    const joinAge = r < 0.35 ? 125 : Math.floor(118 * Math.pow(rng(), 1.5)) + 1;
    const churn = rng() < 0.18 && joinAge > 20;
    const lastAge = churn ? int(3, joinAge - 10) : 0;
    users.push({
      id: `fl_${1001 + i}`,
      joinAge,
      lastAge,
      p: 0.08 + 0.25 * rng() ** 2,
      base: 300 + Math.floor(4000 * rng() ** 2),
      extraTime: 0,
      night: rng() < 0.12, // works from Asia-Pacific: sessions around midnight UTC
    });
  }
  users.push({
    id: PERSONAS.topAgency,
    joinAge: 125,
    lastAge: 0,
    p: 0.97,
    base: 2500,
    extraTime: 3,
    weekendP: 0.7,
  });
  users.push({ id: PERSONAS.agency2, joinAge: 125, lastAge: 0, p: 0.95, base: 1500, extraTime: 1 });
  users.push({ id: PERSONAS.agency3, joinAge: 125, lastAge: 0, p: 0.8, base: 1200, extraTime: 0 });
  users.push({ id: PERSONAS.bigTicket, joinAge: 125, lastAge: 0, p: 0.35, base: 28000, extraTime: 0 });
  users.push({ id: PERSONAS.churner, joinAge: 125, lastAge: 50, p: 0.95, base: 1800, extraTime: 2 });
  users.push({ id: PERSONAS.newcomer, joinAge: 4, lastAge: 0, p: 1, base: 900, extraTime: 1, weekendP: 1 });
  users.push({
    id: PERSONAS.dormant,
    joinAge: 110,
    lastAge: 104,
    p: 1,
    base: 500,
    extraTime: 0,
    weekendP: 1,
  });

  for (const u of users) {
    let first = true;
    for (let d = Math.min(u.joinAge, 121); d >= u.lastAge; d--) {
      const day0 = today0 - d * DAY;
      const dow = (new Date(day0).getUTCDay() + 6) % 7;
      const f = dow >= 5 && u.weekendP ? u.weekendP : WEEKDAY_FACTOR[dow];
      const dom = new Date(day0).getUTCDate();
      const lastOfMonth = new Date(day0 + DAY).getUTCDate() === 1;
      const monthEdge = lastOfMonth || dom === 1 || new Date(day0 + 2 * DAY).getUTCDate() === 1;
      if (rng() >= Math.min(1, u.p * f)) continue;
      let t =
        day0 +
        (u.night ? [22, 23, 0, 0, 1, 1, 2][int(0, 6)] : pickHour()) * HOUR +
        int(0, 59) * 60_000 +
        int(0, 59) * 1000;
      const step = () => (t += int(1, 25) * 60_000 + int(0, 59) * 1000);
      push(u.id, 'login', 0, t);
      if (first || rng() < 0.03) {
        const k = first ? int(1, 2) : 1;
        for (let j = 0; j < k; j++) push(u.id, 'client_added', 0, step());
      }
      first = false;
      const entries = int(0, 4) + u.extraTime;
      for (let j = 0; j < entries; j++) push(u.id, 'TimeEntryTracked', int(1, 24) * 0.25, step());
      if (rng() < 0.085) push(u.id, 'estimate_sent', Math.round(u.base * (0.6 + rng())), step());
      if (rng() < 0.36) {
        const amount = Math.round(u.base * (0.4 + 1.2 * rng()));
        push(u.id, 'invoice.created', amount, step());
        if (rng() < 0.82) push(u.id, 'InvoiceSent', amount, step());
      }
      if (rng() < 0.22) push(u.id, 'expense.logged', Math.round((5 + 400 * rng() ** 2) * 100) / 100, step());
      if (rng() < 0.15) push(u.id, 'invoice-paid', Math.round(u.base * (0.4 + 1.2 * rng())), step());
      if (rng() < 0.11) push(u.id, 'partial_payment', Math.round(u.base * (0.1 + 0.5 * rng())), step());
      if (rng() < 0.04) push(u.id, 'Reminder Sent', int(1, 60), step());
      if (rng() < (monthEdge ? 0.12 : 0.008)) push(u.id, 'Export To Accounting', int(1, 40), step());
    }
  }

  // Incident: on the Thursday five weeks back, a reminder job ran in a loop at 03:00 UTC and
  // sent every active account's reminders several times over.
  const incident = Math.floor((today0 - 35 * DAY) / DAY) * DAY;
  const incidentDay = incident - ((new Date(incident).getUTCDay() + 6) % 7) * DAY + 3 * DAY;
  for (const u of users) {
    const age = Math.round((today0 - incidentDay) / DAY);
    if (u.joinAge <= age || age < u.lastAge || u.id === PERSONAS.dormant) continue;
    if (rng() < 0.55) continue;
    const k = int(2, 5);
    for (let j = 0; j < k; j++)
      push(u.id, 'Reminder Sent', int(1, 60), incidentDay + 3 * HOUR + int(0, 3599) * 1000);
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
