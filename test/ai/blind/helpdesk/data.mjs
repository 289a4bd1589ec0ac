// Synthetic usage events of "helpdesk", a customer-support ticketing SaaS.
// Requesters (end customers, ids cus_NNNNN) open tickets by email or live chat, read
// help-center articles and rate their support (CSAT 1-5). Agents (ids agt_NNN) log in,
// pick up (assign), reply to, escalate, merge and resolve tickets, publish articles; account
// admins (also agt_ ids) buy agent seats. Deterministic for a given (now, seed).

export const EVENT_NAMES = [
  'ticket_created', // requester opens a ticket (email or chat); value 0
  'chat_started', // requester starts a live chat (a ticket follows seconds later); value 0
  'ticket_assigned', // agent takes / is assigned the ticket; value 0
  'ticket_replied', // agent reply; value = minutes the requester had been waiting
  'ticket_escalated', // agent escalates to tier 2; value 0
  'ticket_merged', // agent merges a duplicate ticket into another; value 0
  'ticket_resolved', // agent resolves; value = hours from ticket creation to resolution (1 decimal)
  'csat.submitted', // requester rates the support; value = score 1-5
  'article.viewed', // requester reads a help-center article; value = seconds on the article
  'article.published', // agent publishes a help-center article; value 0
  'agent_login', // agent signs in to the agent workspace; value 0
  'Seat Purchased', // account admin buys one agent seat; value = monthly price in USD (49 Team, 89 Pro)
];

export const PERSONAS = {
  heaviestAgent: 'agt_101', // most events overall (handles ~4x the normal ticket load, works weekends)
  accountOwner: 'agt_100', // admin: biggest seat buyer, publishes articles, few tickets
  newAgent: 'agt_158', // hired 6 days ago
  lapsedAgent: 'agt_122', // left the team 50 days ago
  powerRequester: 'cus_31090', // opens far more tickets than anyone else
  lapsedRequester: 'cus_20417', // active only 89-118 days ago
  newRequester: 'cus_48812', // first seen yesterday
  readerOnly: 'cus_67203', // reads help-center articles, never opens tickets
};

export const NOBODY = 'cus_55555';

const MIN = 60_000,
  HOUR = 3_600_000,
  DAY = 86_400_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Requester activity by UTC hour (EU morning + US afternoon overlap peaks at 14:00).
const CUSTOMER_HOURS = [
  2, 1.5, 1, 1, 1, 1.5, 2.5, 4, 6, 7.5, 8, 8.5, 9, 10, 12, 10.5, 9, 8, 7, 6, 5, 4, 3, 2.5,
];
const SHIFT_START = { emea: 7, amer: 13, apac: 0 };

export function generateEvents(now, seed = 20261125) {
  const rand = mulberry32(seed);
  const nowMs = +now;
  const winStart = nowMs - 120 * DAY,
    winEnd = nowMs - 120_000;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const firstDay = Math.floor(winStart / DAY) * DAY;
  const nDays = Math.round((today0 - firstDay) / DAY) + 1;

  const randint = (a, b) => a + Math.floor(rand() * (b - a + 1));
  const expo = (mean) => -mean * Math.log(1 - rand());
  const weighted = (items, w) => {
    let total = 0;
    for (const x of items) total += w(x);
    let r = rand() * total;
    for (const x of items) {
      r -= w(x);
      if (r < 0) return x;
    }
    return items[items.length - 1];
  };
  const hourOf = (table) => weighted([...table.keys()], (h) => table[h]);

  const events = [];
  const emit = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= winStart && t <= winEnd) events.push({ userId, eventName, eventValue, t });
  };

  // ---- people -------------------------------------------------------------------------
  // active on a day that is `a` days ago when endAgo < a <= startAgo
  const agents = [];
  for (let k = 100; k < 164; k++) {
    agents.push({
      id: `agt_${k}`,
      startAgo: 400,
      endAgo: -1,
      weight: 0.6 + rand() * 0.9,
      region: ['emea', 'emea', 'amer', 'amer', 'apac'][randint(0, 4)],
      weekend: rand() < 0.15,
    });
  }
  const agent = (id) => agents.find((a) => a.id === id);
  for (const id of ['agt_131', 'agt_144', 'agt_161']) agent(id).startAgo = randint(20, 100);
  for (const id of ['agt_109', 'agt_137', 'agt_150']) agent(id).endAgo = randint(15, 90);
  Object.assign(agent('agt_101'), { weight: 4, weekend: true, region: 'emea' });
  Object.assign(agent('agt_100'), { weight: 0.25, weekend: false, region: 'emea' });
  Object.assign(agent('agt_158'), { startAgo: 6, endAgo: -1, weight: 1.2, weekend: false });
  Object.assign(agent('agt_122'), { startAgo: 400, endAgo: 50, weight: 1.3 });

  const customers = [];
  const taken = new Set(['cus_31090', 'cus_20417', 'cus_48812', 'cus_67203', NOBODY]);
  for (let i = 0; i < 416; i++) {
    let id;
    do id = `cus_${randint(10000, 99999)}`;
    while (taken.has(id));
    taken.add(id);
    const startAgo = rand() < 0.55 ? 400 : randint(0, 119);
    const endAgo = rand() < 0.2 ? randint(0, Math.min(startAgo, 119) - 1) : -1;
    customers.push({
      id,
      startAgo,
      endAgo,
      weight: Math.min(6, 0.35 / Math.pow(1 - rand(), 0.6)),
      reader: rand() * 1.5,
    });
  }
  customers.push({ id: 'cus_31090', startAgo: 400, endAgo: -1, weight: 11, reader: 1 });
  customers.push({ id: 'cus_20417', startAgo: 118, endAgo: 88, weight: 3, reader: 1 });
  customers.push({ id: 'cus_48812', startAgo: 1, endAgo: -1, weight: 2.5, reader: 2 });
  customers.push({ id: 'cus_67203', startAgo: 400, endAgo: -1, weight: 0, reader: 4 });
  const alive = (p, a) => a <= p.startAgo && a > p.endAgo;

  // ---- one ticket's life ----------------------------------------------------------------
  function ticket(t, cust, a, weekend) {
    if (rand() < 0.22) emit(cust.id, 'article.viewed', randint(15, 300), t - randint(1, 20) * MIN);
    const chat = rand() < 0.35;
    let created = t;
    if (chat) {
      emit(cust.id, 'chat_started', 0, t);
      created = t + randint(15, 90) * 1000;
    }
    emit(cust.id, 'ticket_created', 0, created);
    const pool = agents.filter((g) => alive(g, a) && (!weekend || g.weekend || rand() < 0.08));
    if (!pool.length) return;
    const ag = weighted(pool, (g) => g.weight).id;
    const assigned = created + 30_000 + expo(chat ? 2 : 25) * MIN;
    emit(ag, 'ticket_assigned', 0, assigned);
    if (rand() < 0.04) {
      emit(ag, 'ticket_merged', 0, assigned + (1 + expo(10)) * MIN);
      return;
    }
    let last = assigned + (1 + expo(chat ? 3 : 40)) * MIN;
    emit(ag, 'ticket_replied', Math.max(1, Math.round((last - created) / MIN)), last);
    const escalated = rand() < 0.08;
    if (escalated) emit(ag, 'ticket_escalated', 0, last + (2 + expo(60)) * MIN);
    const more = (rand() < 0.55) + (rand() < 0.3) + (rand() < 0.12);
    for (let r = 0; r < more; r++) {
      const gap = 5 + expo(240);
      last += gap * MIN;
      emit(ag, 'ticket_replied', Math.max(1, Math.round(gap * (0.2 + 0.6 * rand()))), last);
    }
    const resolved = last + (5 + expo(escalated ? 600 : 180)) * MIN;
    emit(ag, 'ticket_resolved', Math.round(((resolved - created) / HOUR) * 10) / 10, resolved);
    if (rand() < 0.36) {
      const r = rand();
      const score = r < 0.55 ? 5 : r < 0.77 ? 4 : r < 0.87 ? 3 : r < 0.93 ? 2 : 1;
      emit(cust.id, 'csat.submitted', score, resolved + (2 + expo(300)) * MIN);
    }
  }

  const admins = [
    ['agt_100', 3, 89],
    ['agt_105', 2, 49],
    ['agt_130', 1.5, 89],
    ['agt_147', 1, 49],
    ['agt_152', 0.8, 49],
  ];
  const writers = [
    ['agt_100', 2],
    ['agt_112', 3],
    ['agt_119', 1.5],
    ['agt_140', 1],
  ];

  for (let i = 0; i < nDays; i++) {
    const d0 = firstDay + i * DAY;
    const a = Math.round((today0 - d0) / DAY);
    const wd = (new Date(d0).getUTCDay() + 6) % 7; // 0 = Monday
    const weekend = wd >= 5;
    const growth = 0.85 + 0.3 * (1 - a / 120);
    const living = customers.filter((c) => alive(c, a));

    // tickets
    const base = [46, 40, 38, 37, 33, 14, 12][wd];
    const n = Math.round(base * growth * (0.85 + 0.3 * rand()));
    for (let k = 0; k < n; k++) {
      const t = d0 + hourOf(CUSTOMER_HOURS) * HOUR + rand() * HOUR;
      const cust = weighted(living, (c) => c.weight);
      if (cust.weight > 0) ticket(t, cust, a, weekend);
    }
    if (a === 1)
      ticket(
        d0 + 10 * HOUR + 17 * MIN,
        customers.find((c) => c.id === 'cus_48812'),
        a,
        weekend,
      );

    // agent sign-ins
    for (const g of agents) {
      if (!alive(g, a) || (weekend && !g.weekend)) continue;
      if (rand() < (g.id === 'agt_101' ? 0.99 : 0.9)) {
        const t = d0 + SHIFT_START[g.region] * HOUR + rand() * 90 * MIN;
        emit(g.id, 'agent_login', 0, t);
        if (rand() < 0.25) emit(g.id, 'agent_login', 0, t + (4 + rand() * 2) * HOUR);
      }
    }

    // help-center reading
    const reads = Math.round(40 * (weekend ? 0.6 : 1) * growth * (0.8 + 0.4 * rand()));
    for (let k = 0; k < reads; k++) {
      const c = weighted(living, (x) => x.reader);
      emit(c.id, 'article.viewed', randint(12, 420), d0 + hourOf(CUSTOMER_HOURS) * HOUR + rand() * HOUR);
    }

    if (!weekend) {
      // help-center publishing
      if (rand() < 0.5) {
        const w = weighted(writers, (x) => x[1]);
        emit(w[0], 'article.published', 0, d0 + randint(9, 16) * HOUR + rand() * HOUR);
      }
      // seat purchases: one event per seat, several seats bought in one go
      if (rand() < 0.3) {
        const [id, , price] = weighted(admins, (x) => x[1]);
        const seats = 1 + (rand() < 0.4) + (rand() < 0.2) + (rand() < 0.1);
        const t = d0 + randint(8, 18) * HOUR + rand() * HOUR;
        for (let s = 0; s < seats; s++) emit(id, 'Seat Purchased', price, t);
      }
    }
    // a seat is bought the day before each hire starts
    for (const g of agents)
      if (g.startAgo === a + 1)
        emit('agt_100', 'Seat Purchased', 89, d0 + 11 * HOUR + randint(0, 3599) * 1000);
  }

  // everyone appears at least once: a first help-center visit
  const seen = new Set(events.map((e) => e.userId));
  for (const c of customers) {
    if (seen.has(c.id)) continue;
    const from = Math.min(c.startAgo, 119),
      to = Math.max(c.endAgo + 1, 0);
    const a = randint(to, from);
    emit(
      c.id,
      'article.viewed',
      randint(12, 420),
      today0 - a * DAY + hourOf(CUSTOMER_HOURS) * HOUR + rand() * HOUR,
    );
  }

  events.sort((x, y) => x.t - y.t);
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
