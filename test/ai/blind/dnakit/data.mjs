// Blind round "dnakit": a consumer DNA-testing and family-tree service.
//
// Customers order a saliva kit (kit_ordered, value = price paid in USD incl. discount and sales
// tax), activate it (kit.activated), mail the sample back (SampleMailed), the lab receives it
// (Sample Received, value = days in transit), processes it and releases the results
// (results-released, value = DNA matches found at release). Customers then view their ancestry
// report (AncestryReportViewed, value = minutes on the report), look at DNA matches (match-viewed,
// value = shared centimorgans), message relatives (Message Sent, value = characters), add people to
// their family tree (tree.person_added, value = generations away from the customer) and buy
// subscriptions (subscription_purchased, value = USD incl. tax). Lab staff log QC failures
// (lab.qc_failed, value = DNA concentration in ng/µL).
//
// Story: steady growth of new kit orders, a Sunday-heavy weekly rhythm for customers, a lab that
// only works on weekdays, a "Family Day" sale on a Sunday about 40 days ago, and a lab
// contamination incident (a burst of QC failures) on a weekday about 23 days ago.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'kit_ordered',
  'kit.activated',
  'SampleMailed',
  'Sample Received',
  'results-released',
  'AncestryReportViewed',
  'match-viewed',
  'Message Sent',
  'tree.person_added',
  'subscription_purchased',
  'lab.qc_failed',
];

export const PERSONAS = {
  genealogist: 'cust_0317', // the power user: family tree and matches every day
  bigSpender: 'cust_0088', // buys kits for the whole family plus the all-access plan
  churner: 'cust_0150', // very active early on, silent for the last ~50 days
  newcomer: 'cust_0449', // first ever event a few days ago
  chatty: 'cust_0201', // messages relatives more than anyone
  adoptee: 'cust_0266', // searching for birth family: looks at DNA matches constantly
  labLead: 'lab_tech_03', // logs most QC failures
};

export const NOBODY = 'cust_9999';

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayStart = (t) => Math.floor(t / DAY) * DAY;
const wd = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday … 6 = Sunday
const r2 = (x) => Math.round(x * 100) / 100;
const r1 = (x) => Math.round(x * 10) / 10;

// Customers: quiet at night, a clear evening peak at 20:00 UTC.
const CUSTOMER_HOURS = [3, 2, 1.5, 1, 1, 1, 1.5, 2, 3, 4, 5, 5.5, 6, 6, 6, 6.5, 7, 8, 9.5, 10, 14, 9.5, 7, 5];
// Lab: weekdays 08:00–17:59, mail is unpacked in the morning.
const LAB_HOURS = Object.fromEntries([
  [8, 3],
  [9, 6],
  [10, 10],
  [11, 7],
  [12, 4],
  [13, 4],
  [14, 5],
  [15, 4],
  [16, 3],
  [17, 2],
]);
// Customers are busiest on weekends, Sunday most of all.
const WEEKDAY_WEIGHT = [1.0, 0.95, 0.95, 1.0, 0.9, 1.3, 1.55];

export function generateEvents(now) {
  const nowMs = +now;
  const earliest = nowMs - 120 * DAY;
  const latest = nowMs - 2 * MIN;
  const rnd = mulberry32(0xd1a_2026);
  const raw = [];

  const push = (userId, eventName, eventValue, t) => {
    const s = Math.floor(t / 1000) * 1000;
    if (s < earliest || s > latest) return;
    raw.push({ userId, eventName, eventValue, t: s });
  };

  const poisson = (lambda) => {
    if (lambda <= 0) return 0;
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const gauss = () => {
    const u = 1 - rnd(),
      v = rnd();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const weighted = (weights) => {
    const entries = Array.isArray(weights)
      ? weights.map((w, i) => [i, w])
      : Object.entries(weights).map(([k, w]) => [Number(k), w]);
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let x = rnd() * total;
    for (const [k, w] of entries) {
      x -= w;
      if (x < 0) return k;
    }
    return entries[entries.length - 1][0];
  };
  const secondsIn = (hourStart) => hourStart + Math.floor(rnd() * 3600) * 1000;
  const customerTime = (day) => secondsIn(day + weighted(CUSTOMER_HOURS) * HOUR);
  const nextWeekday = (day) => {
    let d = day;
    while (wd(d) >= 5) d += DAY;
    return d;
  };
  const labTime = (day) => secondsIn(nextWeekday(day) + weighted(LAB_HOURS) * HOUR);

  const firstDay = dayStart(earliest);
  const lastDay = dayStart(latest);
  const frac = (t) => (t - earliest) / (120 * DAY);

  // Story days.
  let saleDay = dayStart(nowMs) - 40 * DAY;
  while (wd(saleDay) !== 6) saleDay += DAY; // the Sunday on or after 40 days ago
  let incidentDay = dayStart(nowMs) - 23 * DAY;
  while (wd(incidentDay) >= 5) incidentDay += DAY; // a weekday about 23 days ago

  // Customer ids: a deterministic shuffle of cust_0001…cust_0600, personas reserved.
  const reserved = new Set(Object.values(PERSONAS));
  const pool = [];
  for (let i = 1; i <= 600; i++) {
    const id = `cust_${String(i).padStart(4, '0')}`;
    if (!reserved.has(id)) pool.push(id);
  }
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  let nextId = 0;

  const customers = []; // { id, results, churn, rates, tax }
  const baseRates = {
    AncestryReportViewed: 0.4,
    'match-viewed': 0.55,
    'Message Sent': 0.16,
    'tree.person_added': 0.34,
  };
  const scaled = (m) => Object.fromEntries(Object.entries(baseRates).map(([k, v]) => [k, v * m]));

  const kitPrice = (tax, discount) => {
    const base = [99, 129, 199][weighted([60, 25, 15])];
    return r2(base * (1 - discount) * (1 + tax));
  };
  const normalDiscount = () => [0, 0.1, 0.2, 0.3][weighted([60, 20, 15, 5])];

  // Subscriptions: monthly 19.99 renewing every 30 days, annual 119, all-access 199.
  const subscribe = (c, start) => {
    const plan = weighted([60, 30, 10]);
    const price = r2([19.99, 119, 199][plan] * (1 + c.tax));
    if (plan === 0) {
      for (let t = start; t < Math.min(c.churn, latest + DAY); t += 30 * DAY)
        push(c.id, 'subscription_purchased', price, t);
    } else if (start < c.churn) push(c.id, 'subscription_purchased', price, start);
  };

  // The kit journey of one order; returns the results time (or Infinity).
  const journey = (c, orderTime, { activate = 0.92, mail = 0.93 } = {}) => {
    if (rnd() > activate) return Infinity;
    const activated = customerTime(dayStart(orderTime) + (3 + Math.floor(rnd() * 7)) * DAY);
    push(c.id, 'kit.activated', 0, activated);
    if (rnd() > mail) return Infinity;
    let mailed = customerTime(dayStart(activated) + Math.floor(rnd() * 4) * DAY);
    if (mailed <= activated)
      mailed = activated + (30 + Math.floor(rnd() * 600)) * MIN + Math.floor(rnd() * 60) * 1000;
    push(c.id, 'SampleMailed', 0, mailed);
    const received = labTime(dayStart(mailed) + (2 + Math.floor(rnd() * 5)) * DAY);
    push(c.id, 'Sample Received', Math.max(1, Math.round((received - mailed) / DAY)), received);
    let processing = 12 + Math.floor(rnd() * 14);
    if (received >= incidentDay - 6 * DAY && received < incidentDay + DAY) processing += 9; // re-run after contamination
    const results = secondsIn(
      nextWeekday(dayStart(received) + processing * DAY) + (9 + Math.floor(rnd() * 8)) * HOUR,
    );
    push(c.id, 'results-released', 20 + Math.floor(rnd() * rnd() * 1500), results);
    return results;
  };

  // ---- legacy customers: results released before the window ----------------------------
  for (let i = 0; i < 125; i++) {
    const c = {
      id: pool[nextId++],
      results: earliest - (10 + rnd() * 290) * DAY,
      churn: rnd() < 0.35 ? earliest + rnd() * 120 * DAY : Infinity,
      rates: scaled(Math.exp(gauss() * 0.5)),
      tax: Math.round(rnd() * 1000) / 10000,
    };
    customers.push(c);
    const s = rnd();
    if (s < 0.28) {
      const price = r2(19.99 * (1 + c.tax));
      for (let t = earliest + rnd() * 30 * DAY; t < Math.min(c.churn, latest + DAY); t += 30 * DAY)
        push(c.id, 'subscription_purchased', price, t);
    } else if (s < 0.4 && rnd() < 0.4) {
      const t = earliest + rnd() * 120 * DAY;
      if (t < c.churn) push(c.id, 'subscription_purchased', r2(119 * (1 + c.tax)), t);
    }
  }

  // ---- new customers: arrivals grow over the window, more on weekends, a sale day ---------
  for (let D = firstDay; D <= lastDay; D += DAY) {
    const lambda = (1.35 + 2.4 * Math.max(0, frac(D))) * (wd(D) >= 5 ? 1.35 : 0.9);
    let n = poisson(lambda);
    const sale = D === saleDay;
    if (sale) n += 34;
    for (let k = 0; k < n; k++) {
      if (nextId >= pool.length) break;
      const c = {
        id: pool[nextId++],
        churn: Infinity,
        rates: scaled(Math.exp(gauss() * 0.55)),
        tax: Math.round(rnd() * 1000) / 10000,
      };
      const ordered = customerTime(D);
      push(c.id, 'kit_ordered', kitPrice(c.tax, sale ? 0.4 : normalDiscount()), ordered);
      if (rnd() < 0.08)
        push(
          c.id,
          'kit_ordered',
          kitPrice(c.tax, sale ? 0.4 : normalDiscount()),
          ordered + (2 + Math.floor(rnd() * 20)) * MIN,
        );
      c.results = journey(c, ordered);
      if (rnd() < 0.2) c.churn = c.results + (5 + rnd() * 40) * DAY;
      if (c.results < Infinity && rnd() < 0.3) subscribe(c, c.results + (rnd() * 12 + 0.2) * DAY);
      customers.push(c);
    }
  }

  // ---- personas --------------------------------------------------------------------------
  const genealogist = {
    id: PERSONAS.genealogist,
    results: earliest - 200 * DAY,
    churn: Infinity,
    tax: 0.07,
    rates: { AncestryReportViewed: 1.2, 'match-viewed': 6, 'Message Sent': 1.2, 'tree.person_added': 12 },
  };
  customers.push(genealogist);

  const adoptee = {
    id: PERSONAS.adoptee,
    results: earliest - 75 * DAY,
    churn: Infinity,
    tax: 0.0,
    rates: { AncestryReportViewed: 0.8, 'match-viewed': 6, 'Message Sent': 1.5, 'tree.person_added': 1.5 },
  };
  customers.push(adoptee);
  for (let t = earliest + 11 * DAY + 7 * HOUR + 41 * MIN; t < latest + DAY; t += 30 * DAY)
    push(adoptee.id, 'subscription_purchased', 19.99, t);
  push(genealogist.id, 'subscription_purchased', r2(199 * 1.07), earliest + 37 * DAY + 5 * HOUR);

  const churner = {
    id: PERSONAS.churner,
    results: earliest - 40 * DAY,
    churn: earliest + 68 * DAY + 19 * HOUR + 17 * MIN,
    tax: 0.0625,
    rates: { AncestryReportViewed: 0.9, 'match-viewed': 1.5, 'Message Sent': 0.6, 'tree.person_added': 1.2 },
  };
  customers.push(churner);
  for (let t = earliest + 5 * DAY + 20 * HOUR; t < churner.churn; t += 30 * DAY)
    push(churner.id, 'subscription_purchased', r2(19.99 * 1.0625), t);
  push(churner.id, 'Message Sent', 212, churner.churn - 2 * MIN - 14 * 1000); // the very last thing they did

  const chatty = {
    id: PERSONAS.chatty,
    churn: Infinity,
    tax: 0.05,
    rates: { AncestryReportViewed: 0.3, 'match-viewed': 0.8, 'Message Sent': 2.6, 'tree.person_added': 0.2 },
  };
  const chattyOrder = dayStart(earliest) + 12 * DAY + 18 * HOUR + 42 * MIN;
  push(chatty.id, 'kit_ordered', r2(99 * 1.05), chattyOrder);
  chatty.results = journey(chatty, chattyOrder, { activate: 1, mail: 1 });
  push(chatty.id, 'subscription_purchased', r2(19.99 * 1.05), chatty.results + 2 * DAY);
  push(chatty.id, 'subscription_purchased', r2(19.99 * 1.05), chatty.results + 32 * DAY);
  push(chatty.id, 'subscription_purchased', r2(19.99 * 1.05), chatty.results + 62 * DAY);
  customers.push(chatty);

  const big = { id: PERSONAS.bigSpender, churn: Infinity, tax: 0.0825, rates: scaled(1.5) };
  const bigOrder = dayStart(earliest) + 8 * DAY + 20 * HOUR + 3 * MIN;
  push(big.id, 'kit_ordered', r2(199 * 1.0825), bigOrder);
  big.results = journey(big, bigOrder, { activate: 1, mail: 1 });
  for (let k = 0; k < 3; k++)
    push(big.id, 'kit_ordered', r2(199 * 0.6 * 1.0825), saleDay + 19 * HOUR + (11 + 4 * k) * MIN);
  const bigLater = dayStart(nowMs) - 20 * DAY + 21 * HOUR;
  push(big.id, 'kit_ordered', r2(129 * 1.0825), bigLater);
  push(big.id, 'kit_ordered', r2(129 * 1.0825), bigLater + 6 * MIN);
  push(big.id, 'subscription_purchased', r2(199 * 1.0825), big.results + 3 * DAY);
  customers.push(big);

  const fresh = PERSONAS.newcomer;
  push(fresh, 'kit_ordered', r2(129 * 0.9 * 1.04), nowMs - 4 * DAY - 3 * HOUR - 25 * MIN);
  push(fresh, 'kit.activated', 0, nowMs - 20 * HOUR - 7 * MIN);

  // ---- engagement after results ----------------------------------------------------------
  const ENGAGEMENT = ['AncestryReportViewed', 'match-viewed', 'Message Sent', 'tree.person_added'];
  const engagementValue = (name) => {
    switch (name) {
      case 'AncestryReportViewed':
        return r1(0.5 - Math.log(1 - rnd()) * 6);
      case 'match-viewed':
        return rnd() < 0.85 ? r1(8 + rnd() * 60) : r1(90 + rnd() * rnd() * 3400);
      case 'Message Sent':
        return 20 + Math.floor(rnd() * 420);
      default:
        return 1 + Math.floor(-Math.log(1 - rnd()) * 1.6);
    }
  };
  for (const c of customers) {
    if (!(c.results < Infinity)) continue;
    // a burst of report views right after the results arrive
    if (c.results >= earliest) {
      const n = 1 + Math.floor(rnd() * 3);
      for (let k = 0; k < n; k++)
        push(
          c.id,
          'AncestryReportViewed',
          engagementValue('AncestryReportViewed'),
          c.results + (10 + rnd() * 300) * MIN,
        );
    }
    for (let D = Math.max(firstDay, dayStart(c.results)); D <= lastDay; D += DAY) {
      const age = (D - c.results) / DAY;
      const factor = (0.45 + 0.75 * Math.exp(-age / 25)) * WEEKDAY_WEIGHT[wd(D)];
      for (const name of ENGAGEMENT) {
        const n = poisson(c.rates[name] * factor);
        for (let k = 0; k < n; k++) {
          const t = customerTime(D);
          if (t > c.results && t < c.churn) push(c.id, name, engagementValue(name), t);
        }
      }
    }
  }

  // ---- the lab: QC failures on weekdays, a contamination incident ------------------------
  const TECHS = {
    lab_tech_01: 16,
    lab_tech_02: 18,
    lab_tech_03: 34,
    lab_tech_04: 14,
    lab_tech_05: 12,
    lab_tech_06: 10,
  };
  const techIds = Object.keys(TECHS);
  const techWeights = Object.values(TECHS);
  for (let D = firstDay; D <= lastDay; D += DAY) {
    if (wd(D) >= 5) continue;
    const incident = D === incidentDay;
    const n = incident ? 41 : poisson(1.0);
    for (let k = 0; k < n; k++) {
      // lab_tech_03 was running the contaminated plate and logged most of the incident
      const tech = incident && rnd() < 0.55 ? PERSONAS.labLead : techIds[weighted(techWeights)];
      const value = incident ? r1(0.1 + rnd() * 1.4) : r1(0.2 + rnd() * 4.6);
      push(tech, 'lab.qc_failed', value, labTime(D));
    }
  }

  raw.sort((a, b) => a.t - b.t);
  return raw.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
