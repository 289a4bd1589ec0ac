// Synthetic usage events for "VoltFix", a repair network for electric scooters and e-bikes.
// Customers book repairs in the app; technicians diagnose, quote, order parts and complete the
// work; customers accept or decline quotes, pay, get their vehicle back, and sometimes file
// warranty claims. Deterministic for a given `now` (mulberry32 with a fixed seed; all times are
// laid out relative to the start of now's UTC day, then cut at now − 2 minutes).

export const EVENT_NAMES = [
  'booking_created', // customer books a repair; value 0
  'diagnosis.completed', // technician finishes the diagnosis; value = diagnostic minutes
  'QuoteIssued', // technician sends a quote; value = quoted amount (EUR)
  'Quote Accepted', // customer accepts; value = accepted amount (EUR)
  'quote-declined', // customer declines; value = declined amount (EUR)
  'parts.ordered', // technician orders parts; value = parts cost (EUR)
  'RepairCompleted', // technician completes the repair; value = labour minutes
  'invoice_paid', // customer pays; value = amount paid (EUR)
  'Pickup Scheduled', // customer asks for a van pickup; value = distance in km
  'bike-returned', // vehicle handed back to the customer; value 0
  'warranty_claim', // customer claims warranty on a past repair; value = claimed amount (EUR)
  'review.submitted', // customer rates the repair; value = stars 1–5
  'app_opened', // customer opens the app; value 0
];

export const PERSONAS = {
  topCustomer: 'cust_0042', // a food-delivery courier running several e-bikes: books all the time
  churner: 'cust_0117', // active in the first two months, silent for the last ~50 days
  newcomer: 'cust_0460', // first event 3 days before now
  warrantyFiler: 'cust_0333', // files many warranty claims
  topTech: 'tech_03', // the busiest technician
};

export const NOBODY = 'cust_9999';

const DAY_S = 86_400;
const N_CUST = 460;
const N_TECH = 18;
export const OUTAGE_DAYS_AGO = 23; // the parts-supplier outage day

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

export function generateEvents(now) {
  const rnd = mulberry32(0x5eed2026);
  const nowS = Math.floor(+now / 1000);
  const day0 = Math.floor(nowS / DAY_S) * DAY_S; // start of now's UTC day, seconds
  const earliest = nowS - 120 * DAY_S;
  const latest = nowS - 120;
  const out = [];
  const push = (userId, eventName, eventValue, t) =>
    out.push({ userId, eventName, eventValue, t: Math.floor(t) });

  const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const money = (a, b) => Math.round((a + rnd() * (b - a)) * 100) / 100;
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];

  // Booking hour: morning and after-work peaks.
  const BOOK_HOURS = [
    7, 8, 8, 9, 9, 9, 10, 10, 11, 12, 12, 13, 14, 15, 16, 17, 17, 18, 18, 18, 18, 19, 19, 20, 21,
  ];
  const OPEN_HOURS = [7, 8, 12, 12, 13, 17, 18, 19, 20, 20, 20, 21, 21, 21, 22, 22, 23];
  const dayStartAgo = (d) => day0 - d * DAY_S;
  const atHour = (d, hours) => dayStartAgo(d) + pick(hours) * 3600 + ri(0, 3599);

  // Customers: first day (days ago) skewed towards recent days (growth); some churn.
  const customers = [];
  for (let i = 1; i <= N_CUST; i++) {
    const id = `cust_${pad(i, 4)}`;
    // days ago of the first event; skewed towards recent days (the network is growing)
    const first = Math.max(1, Math.min(118, 118 - Math.floor(118 * Math.pow(rnd(), 1.35))));
    let last = 0;
    if (rnd() < 0.18) last = Math.max(0, first - ri(5, 60)); // churners stop after a while
    let weight = 0.5 + rnd() * 1.5;
    customers.push({ id, first, last, weight });
  }
  const byId = Object.fromEntries(customers.map((c) => [c.id, c]));
  Object.assign(byId.cust_0042, { first: 117, last: 0, weight: 14 });
  Object.assign(byId.cust_0117, { first: 110, last: 52, weight: 5 });
  Object.assign(byId.cust_0460, { first: 3, last: 0, weight: 3 });
  Object.assign(byId.cust_0333, { first: 100, last: 0, weight: 3, warranty: 0.6 });

  const techs = [];
  for (let i = 1; i <= N_TECH; i++)
    techs.push({ id: `tech_${pad(i, 2)}`, weight: i === 3 ? 3.2 : 0.6 + ((i * 37) % 11) / 10 });
  const techTotal = techs.reduce((s, t) => s + t.weight, 0);
  const pickTech = () => {
    let r = rnd() * techTotal;
    for (const t of techs) if ((r -= t.weight) < 0) return t.id;
    return techs[techs.length - 1].id;
  };

  const outageStart = dayStartAgo(OUTAGE_DAYS_AGO),
    outageEnd = outageStart + DAY_S;
  const isOutage = (t) => t >= outageStart && t < outageEnd;

  function job(cust, t0) {
    const c = byId[cust];
    push(cust, 'booking_created', 0, t0);
    let t = t0;
    if (rnd() < 0.45) push(cust, 'Pickup Scheduled', ri(1, 25), t + ri(60, 1800));
    const tech = pickTech();
    t += ri(2 * 3600, 30 * 3600);
    push(tech, 'diagnosis.completed', ri(15, 90), t);
    t += ri(1800, 3 * 3600);
    const amount = money(35, 480);
    push(tech, 'QuoteIssued', amount, t);
    t += ri(1800, 24 * 3600);
    const declineP = isOutage(t) ? 0.8 : 0.27;
    if (rnd() < declineP) {
      push(cust, 'quote-declined', amount, t);
      if (rnd() < 0.5) push(cust, 'bike-returned', 0, t + ri(3600, 2 * DAY_S));
      return;
    }
    push(cust, 'Quote Accepted', amount, t);
    if (rnd() < 0.65) {
      t += ri(3600, 6 * 3600);
      if (isOutage(t)) {
        // Supplier down: the technician re-quotes with pricier parts from elsewhere; many decline.
        const revised = Math.round(amount * 1.2 * 100) / 100;
        push(tech, 'QuoteIssued', revised, t);
        if (rnd() < 0.6) {
          push(cust, 'quote-declined', revised, Math.min(t + ri(600, 4 * 3600), outageEnd - 60));
          return;
        }
        t = outageEnd + ri(1800, 5 * 3600); // the order waits until the supplier is back
      }
      push(tech, 'parts.ordered', money(12, 260), t);
    }
    t += ri(DAY_S, 3 * DAY_S);
    push(tech, 'RepairCompleted', ri(20, 240), t);
    t += ri(1800, 8 * 3600);
    push(cust, 'invoice_paid', Math.round((amount + (rnd() < 0.3 ? money(-15, 25) : 0)) * 100) / 100, t);
    t += ri(1800, DAY_S);
    push(cust, 'bike-returned', 0, t);
    if (rnd() < 0.3)
      push(cust, 'review.submitted', ri(1, 5) > 1 ? ri(3, 5) : ri(1, 2), t + ri(3600, 3 * DAY_S));
    if (rnd() < (c.warranty ?? 0.05))
      push(cust, 'warranty_claim', money(20, 300), t + ri(5 * DAY_S, 40 * DAY_S));
  }

  // Every customer starts with a booking on their first day.
  for (const c of customers) job(c.id, atHour(c.first, BOOK_HOURS));

  // Daily bookings: growth from ~12 to ~26 a day, a weekly rhythm, fewer on Sundays.
  const WEEKDAY_FACTOR = [0.35, 1.55, 1.15, 1.0, 1.05, 1.2, 1.3]; // Sun..Sat
  for (let d = 118; d >= 0; d--) {
    const wd = new Date(dayStartAgo(d) * 1000).getUTCDay();
    const base = 12 + (14 * (118 - d)) / 118;
    const n = Math.round(base * WEEKDAY_FACTOR[wd] * (0.85 + rnd() * 0.3));
    const active = customers.filter((c) => c.first >= d && c.last <= d);
    const total = active.reduce((s, c) => s + c.weight, 0);
    for (let k = 0; k < n; k++) {
      let r = rnd() * total,
        who = active[active.length - 1];
      for (const c of active)
        if ((r -= c.weight) < 0) {
          who = c;
          break;
        }
      job(who.id, atHour(d, BOOK_HOURS));
    }
  }

  // App opens: customers check status; a spike on the outage day.
  for (const c of customers) {
    const n = Math.round(c.weight * ri(4, 12));
    for (let k = 0; k < n; k++) {
      const d = c.last + Math.floor(rnd() * (c.first - c.last + 1));
      push(c.id, 'app_opened', 0, atHour(d, OPEN_HOURS));
    }
    if (c.first >= OUTAGE_DAYS_AGO && c.last <= OUTAGE_DAYS_AGO && rnd() < 0.5) {
      for (let k = ri(1, 3); k > 0; k--) push(c.id, 'app_opened', 0, atHour(OUTAGE_DAYS_AGO, OPEN_HOURS));
    }
  }

  return out
    .filter((e) => e.t >= earliest && e.t <= latest && e.t >= dayStartAgo(byId[e.userId]?.first ?? 200))
    .filter(
      (e) =>
        !byId[e.userId] || byId[e.userId].last === 0 || e.t < dayStartAgo(byId[e.userId].last) + 4 * DAY_S,
    )
    .sort(
      (a, b) =>
        a.t - b.t ||
        (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
        (a.eventName < b.eventName ? -1 : 1),
    )
    .map(({ userId, eventName, eventValue, t }) => ({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t * 1000).toISOString().replace('.000Z', 'Z'),
    }));
}
