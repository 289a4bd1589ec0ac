// Street food truck POS + pre-order app ("Curbside"): 36 truck owners and ~430 customers.
// The incident: 38 days before now a street-food festival met a payment-provider outage.
// Deterministic for a given `now`: a fixed-seed mulberry32 stream, days laid on the real UTC calendar.

export const EVENT_NAMES = [
  'truck_checkin', // owner checks the truck in at a location (value 0)
  'menu.updated', // owner edits the menu (value = items on the menu)
  'PreorderPlaced', // customer pre-orders (value = order amount, USD)
  'order-picked-up', // customer collects the order (value = wait in minutes)
  'Tip Added', // customer tips (value = tip, USD)
  'item_sold_out', // owner marks an item sold out (value 0)
  'loyalty.stamp', // customer gets a loyalty stamp (value = stamps, 1 or 2)
  'LoyaltyRewardRedeemed', // customer redeems a free item (value = reward worth, USD)
  'daily_cashup', // owner closes the day (value = cash counted, USD)
  'app_opened', // customer opens the app (value 0)
  'Order Cancelled', // pre-order cancelled (value = refunded amount, USD)
  'menu-viewed', // customer views a truck's menu (value 0)
];

export const PERSONAS = {
  regular: 'cust_0007', // the top customer: orders several times a week, all period
  bigTipper: 'cust_0250', // tips on almost every order
  churner: 'cust_0113', // heavy user for the first two months, gone since ~55 days ago
  newcomer: 'cust_0388', // first event 5 days ago
  busiestTruck: 'truck_03', // operates every single day
  closedTruck: 'truck_21', // stopped operating ~30 days ago
};
export const NOBODY = 'cust_9999';

const DAY = 86_400_000,
  MIN = 60_000;
const N_CUST = 430,
  N_TRUCK = 36,
  SPAN = 120;
const INCIDENT_AGO = 38; // payment-provider outage: most pre-orders that day were cancelled

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Monday .. Sunday
const WEEKDAY_CUST = [0.55, 0.65, 0.8, 0.95, 1.35, 1.6, 1.15];
const WEEKDAY_TRUCK = [0.6, 0.7, 0.8, 0.9, 1.0, 1.0, 0.85];

const pad = (n, w) => String(n).padStart(w, '0');

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(0x5eed_f00d);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const between = (a, b) => a + rnd() * (b - a);
  const today = Math.floor(nowMs / DAY) * DAY;
  const first = today - SPAN * DAY;
  const lo = nowMs - SPAN * DAY,
    hi = nowMs - 2 * MIN;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return;
    out.push({ userId, eventName, eventValue, t });
  };

  // customer profiles
  const customers = [];
  for (let i = 1; i <= N_CUST; i++) {
    const id = `cust_${pad(i, 4)}`;
    let join = rnd() < 0.42 ? Math.floor(rnd() * 8) : 8 + Math.floor(rnd() ** 0.8 * 110);
    let leave = rnd() < 0.22 ? join + 15 + Math.floor(rnd() * 70) : Infinity;
    let rate = 0.03 + rnd() ** 2 * 0.22;
    let tip = 0.15 + rnd() * 0.25;
    if (id === PERSONAS.regular) {
      join = 0;
      leave = Infinity;
      rate = 0.75;
      tip = 0.45;
    }
    if (id === PERSONAS.bigTipper) {
      join = 3;
      leave = Infinity;
      rate = 0.3;
      tip = 0.95;
    }
    if (id === PERSONAS.churner) {
      join = 0;
      leave = SPAN - 55;
      rate = 0.55;
    }
    if (id === PERSONAS.newcomer) {
      join = SPAN - 5;
      leave = Infinity;
      rate = 0.7;
    }
    if (id === NOBODY) continue;
    customers.push({ id, join, leave, rate, tip });
  }
  const trucks = [];
  for (let i = 1; i <= N_TRUCK; i++) {
    const id = `truck_${pad(i, 2)}`;
    let start = rnd() < 0.75 ? 0 : Math.floor(rnd() * 90);
    let stop = Infinity;
    let op = 0.55 + rnd() * 0.35;
    let size = 0.6 + rnd() * 0.8;
    if (id === PERSONAS.busiestTruck) {
      start = 0;
      op = 2;
      size = 1.6;
    }
    if (id === PERSONAS.closedTruck) {
      start = 0;
      stop = SPAN - 30;
      op = 0.9;
    }
    trucks.push({ id, start, stop, op, size });
  }

  const lunchOrDinner = () => {
    const r = rnd();
    if (r < 0.5) return 11.2 + (rnd() + rnd()) * 1.2; // lunch peak around 12:00-13:00
    if (r < 0.85) return between(17, 21);
    if (r < 0.95) return between(21, 23.5);
    return between(7, 11);
  };

  for (let d = 0; d <= SPAN; d++) {
    const dayMs = first + d * DAY;
    const wd = (new Date(dayMs).getUTCDay() + 6) % 7;
    const growth = 0.55 + 0.9 * (d / SPAN);
    const incident = d === SPAN - INCIDENT_AGO;

    for (const tr of trucks) {
      if (d < tr.start || d >= tr.stop) continue;
      if (rnd() > tr.op * WEEKDAY_TRUCK[wd]) continue;
      const open = dayMs + between(9.5, 11.5) * 3_600_000;
      push(tr.id, 'truck_checkin', 0, open);
      // some trucks move to a second spot for the dinner rush
      if (rnd() < 0.18) push(tr.id, 'truck_checkin', 0, dayMs + between(16, 17.5) * 3_600_000);
      if (rnd() < 0.35) push(tr.id, 'menu.updated', 6 + Math.floor(rnd() * 13), open + between(5, 60) * MIN);
      const soldOut = rnd() < 0.5 ? 0 : rnd() < 0.6 ? 1 : 2;
      for (let k = 0; k < soldOut; k++)
        push(tr.id, 'item_sold_out', 0, dayMs + between(12.5, 20.5) * 3_600_000);
      const cash = Math.round(tr.size * growth * WEEKDAY_CUST[wd] * between(180, 700) * (incident ? 0.5 : 1));
      // a few owners forget to cash up
      if (rnd() < 0.92) push(tr.id, 'daily_cashup', cash, dayMs + between(21.5, 23.9) * 3_600_000);
    }

    for (const c of customers) {
      if (d < c.join || d >= c.leave) continue;
      let p = c.rate * WEEKDAY_CUST[wd] * growth;
      if (c.id === PERSONAS.newcomer) p = Math.min(0.95, c.rate * WEEKDAY_CUST[wd]);
      if (c.id === PERSONAS.regular) p = 0.95;
      if (incident) p = Math.min(1, p * 2.5 + 0.3); // a city street-food festival: everyone tried to pre-order
      if (d === c.join) p = 1; // first day in the app
      if (rnd() > p) continue;
      let t = dayMs + lunchOrDinner() * 3_600_000;
      push(c.id, 'app_opened', 0, t);
      if (rnd() < 0.85) {
        t += between(0.3, 4) * MIN;
        push(c.id, 'menu-viewed', 0, t);
      }
      const orderP = c.id === PERSONAS.regular ? 0.9 : 0.55;
      if (rnd() < orderP) {
        const amount =
          Math.round((600 + Math.floor(rnd() * 2300)) * (c.id === PERSONAS.regular ? 1.5 : 1)) / 100;
        t += between(1, 6) * MIN;
        push(c.id, 'PreorderPlaced', amount, t);
        const cancelP = incident ? 0.65 : 0.07;
        if (rnd() < cancelP) {
          push(c.id, 'Order Cancelled', amount, t + between(2, 30) * MIN);
        } else {
          const wait = 4 + Math.floor(rnd() * 22);
          t += wait * MIN;
          push(c.id, 'order-picked-up', wait, t);
          if (rnd() < c.tip)
            push(c.id, 'Tip Added', (2 + Math.floor(rnd() * 9)) * 0.5, t + between(0.2, 3) * MIN);
          if (rnd() < 0.8) push(c.id, 'loyalty.stamp', rnd() < 0.15 ? 2 : 1, t + between(0.1, 1) * MIN);
          if (rnd() < 0.06) push(c.id, 'LoyaltyRewardRedeemed', pick([6, 8, 10]), t + between(0.1, 1) * MIN);
        }
      }
    }
  }

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
