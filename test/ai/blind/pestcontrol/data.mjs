// Pest-control scheduling & field app: technicians, office staff and customers.
// Deterministic for a given `now` (fixed seed; the calendar is laid out backwards from now).

export const EVENT_NAMES = [
  'visit_booked', // office/customer books a visit; value = lead time in days until the visit
  'visit.started', // technician checks in on site; value 0
  'InspectionCompleted', // technician finishes an inspection; value = minutes spent
  'Treatment Applied', // technician applies product; value = millilitres of product used
  'bait-station-checked', // technician services bait stations; value = stations checked
  'follow_up_scheduled', // follow-up planned; value = days until the follow-up
  'visit.rated', // customer rates a visit; value = stars 1–5
  'invoice_paid', // customer pays an invoice; value = amount in USD
  'VisitCancelled', // visit cancelled; value 0
  'photo-uploaded', // technician uploads photos; value = number of photos
  'route.optimized', // office optimises a day route; value = stops on the route
  'Portal Login', // customer logs in to the portal; value 0
];

export const PERSONAS = {
  topTechnician: 'tech_07', // works double routes, most events overall
  churnedTechnician: 'tech_31', // left the company ~40 days ago
  newTechnician: 'tech_44', // hired ~20 days ago
  officeLead: 'office_02', // books most visits
  restaurantChain: 'cust_1042', // big restaurant chain, top payer
  newCustomer: 'cust_1377', // signed up ~6 days ago, very engaged
  quietCustomer: 'cust_1200', // a handful of events
};
export const NOBODY = 'cust_9999';

const DAY = 86_400_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function poisson(rnd, lambda) {
  const L = Math.exp(-lambda);
  let k = 0,
    p = 1;
  do {
    k++;
    p *= rnd();
  } while (p > L);
  return k - 1;
}

function pickWeighted(rnd, table) {
  let total = 0;
  for (const [, w] of table) total += w;
  let r = rnd() * total;
  for (const [k, w] of table) {
    r -= w;
    if (r < 0) return k;
  }
  return table[table.length - 1][0];
}

const MIX = {
  tech: [
    ['visit.started', 30],
    ['InspectionCompleted', 18],
    ['Treatment Applied', 16],
    ['bait-station-checked', 14],
    ['photo-uploaded', 14],
    ['follow_up_scheduled', 4],
  ],
  office: [
    ['visit_booked', 45],
    ['route.optimized', 15],
    ['follow_up_scheduled', 20],
    ['VisitCancelled', 7],
  ],
  cust: [
    ['Portal Login', 50],
    ['invoice_paid', 30],
    ['visit.rated', 25],
    ['visit_booked', 10],
    ['VisitCancelled', 2],
  ],
};
// hour-of-day weights (UTC)
const HOURS = {
  tech: [1, 1, 1, 1, 1, 2, 6, 14, 20, 22, 20, 16, 12, 14, 16, 14, 10, 6, 3, 2, 1, 1, 1, 1],
  office: [1, 1, 1, 1, 1, 1, 2, 8, 16, 18, 16, 12, 8, 12, 14, 12, 8, 3, 2, 1, 1, 1, 1, 1],
  cust: [3, 2, 1, 1, 1, 1, 2, 3, 4, 5, 5, 6, 7, 6, 6, 6, 7, 9, 12, 15, 22, 13, 9, 5],
};
// Monday..Sunday
const WEEK = {
  tech: [1.05, 1.1, 1.05, 1.0, 0.95, 0.45, 0.25],
  office: [1.2, 1.05, 1.0, 1.0, 0.9, 0.3, 0.15],
  cust: [1.0, 0.95, 0.95, 1.0, 1.05, 1.3, 1.25],
};

function value(rnd, name, user) {
  switch (name) {
    case 'visit_booked':
      return Math.floor(rnd() * 22);
    case 'InspectionCompleted':
      return 15 + Math.floor(rnd() * 76);
    case 'Treatment Applied':
      return 50 + 10 * Math.floor(rnd() * 76);
    case 'bait-station-checked':
      return 1 + Math.floor(rnd() * 24);
    case 'follow_up_scheduled':
      return [7, 14, 14, 30][Math.floor(rnd() * 4)];
    case 'visit.rated':
      return [1, 2, 3, 4, 4, 5, 5, 5, 5][Math.floor(rnd() * 9)];
    case 'invoice_paid': {
      const base = user === 'cust_1042' ? 900 + rnd() * 1400 : 89 + rnd() * 420;
      return Math.round(base * 100) / 100;
    }
    case 'photo-uploaded':
      return 1 + Math.floor(rnd() * 8);
    case 'route.optimized':
      return 4 + Math.floor(rnd() * 11);
    default:
      return 0;
  }
}

const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261130);
  const today = Math.floor(nowMs / DAY) * DAY;
  const DAYS = 120; // day index 0 .. 119, 119 = today
  const first = today - 119 * DAY;
  const swarmDay = 119 - 23; // termite swarm: bookings surge

  // users: {id, role, start, end, rate}
  const people = [];
  for (let i = 1; i <= 45; i++) {
    const id = `tech_${String(i).padStart(2, '0')}`;
    let start = 0,
      end = DAYS,
      rate = 3.6 + rnd() * 1.6;
    if (i > 40) start = 20 + Math.floor(rnd() * 80);
    if (id === 'tech_44') start = 99;
    if (id === 'tech_31') end = 80;
    if (id === 'tech_18') end = 55;
    if (id === 'tech_07') rate = 11;
    people.push({ id, role: 'tech', start, end, rate });
  }
  for (let i = 1; i <= 15; i++) {
    const id = `office_${String(i).padStart(2, '0')}`;
    people.push({
      id,
      role: 'office',
      start: i > 13 ? 40 + i : 0,
      end: DAYS,
      rate: id === 'office_02' ? 8 : 3 + rnd() * 2,
    });
  }
  for (let i = 1001; i <= 1390; i++) {
    const id = `cust_${i}`;
    const u = rnd();
    let start = u < 0.3 ? Math.floor(rnd() * 5) : Math.floor(119 * Math.sqrt(rnd()));
    let end = rnd() < 0.15 ? start + Math.floor(rnd() * (DAYS - start)) + 1 : DAYS;
    let rate = 0.06 + rnd() * 0.14;
    if (id === 'cust_1042') {
      start = 0;
      end = DAYS;
      rate = 0.9;
    }
    if (id === 'cust_1377') {
      start = 113;
      end = DAYS;
      rate = 2.5;
    }
    if (id === 'cust_1200') {
      start = 30;
      end = DAYS;
      rate = 0.03;
    }
    people.push({ id, role: 'cust', start, end, rate });
  }

  const out = [];
  for (let d = 0; d < DAYS; d++) {
    const dayMs = first + d * DAY;
    const wd = (new Date(dayMs).getUTCDay() + 6) % 7;
    const growth = 0.75 + 0.5 * (d / 119);
    for (const p of people) {
      const active = d >= p.start && d < p.end;
      let lambda = p.rate * WEEK[p.role][wd] * (p.role === 'tech' ? 1 : growth);
      if (p.role !== 'tech' && d === swarmDay) lambda *= 3;
      const n = poisson(rnd, lambda);
      if (!active) continue;
      for (let k = 0; k < n; k++) {
        let name = pickWeighted(rnd, MIX[p.role]);
        if (d === swarmDay && p.role !== 'tech' && rnd() < 0.6) name = 'visit_booked';
        if (p.id === 'cust_1042' && name === 'Portal Login' && rnd() < 0.5) name = 'invoice_paid';
        const hour = pickWeighted(
          rnd,
          HOURS[p.role].map((w, h) => [h, w]),
        );
        const t = dayMs + hour * 3_600_000 + Math.floor(rnd() * 3600) * 1000;
        const v = value(rnd, name, p.id);
        if (t > nowMs - 120_000 || t < nowMs - 120 * DAY) continue;
        out.push({ userId: p.id, eventName: name, eventValue: v, timestamp: iso(t) });
      }
    }
  }
  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
