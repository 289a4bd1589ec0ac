// Arborist job-management app: a network of tree-care crews (estimators, climbers, crew leads,
// office staff) logging their work. Deterministic for a given `now` (mulberry32, fixed seed);
// the story is placed relative to `now`.

export const EVENT_NAMES = [
  'tree_survey_completed', // value: trees surveyed on the visit
  'quote.sent', // value: quoted price (AUD)
  'QuoteAccepted', // value: accepted price (AUD)
  'Tree Removed', // value: crew hours on the removal
  'pruning-done', // value: crew hours on the pruning
  'stump_ground', // value: stumps ground
  'chips.delivered', // value: cubic metres of wood chips delivered
  'PermitApplied', // value: council application fee (AUD)
  'Storm Callout', // value: trees down at the call-out address
  'invoice_paid', // value: amount paid (AUD)
  'job.scheduled', // value: days ahead the job was booked
  'CrewCheckIn', // value: 0
];

export const PERSONAS = {
  topUser: 'arb_1042', // busiest crew lead, most events
  bigEstimator: 'arb_1118', // estimator closing the biggest quotes
  churner: 'arb_1187', // very active early, gone for the last two months
  stormHero: 'arb_1313', // on-call climber, most storm call-outs
  newcomer: 'arb_1460', // joined 8 days ago, checks in daily
};
export const NOBODY = 'arb_9999';

const DAY = 86_400_000;
const N_USERS = 460;
const BASE_W = {
  tree_survey_completed: 11.5,
  'quote.sent': 9.5,
  QuoteAccepted: 5,
  'Tree Removed': 6,
  'pruning-done': 10,
  stump_ground: 3.5,
  'chips.delivered': 2.5,
  PermitApplied: 1.6,
  'Storm Callout': 0.9,
  invoice_paid: 7,
  'job.scheduled': 14,
  CrewCheckIn: 24,
};
const ROLE_MULT = {
  estimator: { tree_survey_completed: 3, 'quote.sent': 3, QuoteAccepted: 3, CrewCheckIn: 0.3 },
  crew: {
    'Tree Removed': 2,
    'pruning-done': 2,
    stump_ground: 2,
    'chips.delivered': 2,
    CrewCheckIn: 1.6,
    'quote.sent': 0.3,
    invoice_paid: 0.2,
  },
  office: {
    invoice_paid: 3,
    PermitApplied: 3,
    'job.scheduled': 2.5,
    CrewCheckIn: 0.2,
    'Tree Removed': 0.2,
    'pruning-done': 0.2,
  },
  storm: { 'Storm Callout': 25, 'Tree Removed': 2 },
  newcomer: { CrewCheckIn: 3 },
};
const HOUR_W = [
  0.15, 0.1, 0.1, 0.1, 0.15, 0.4, 1.6, 3.4, 2.6, 2.4, 2.2, 2.0, 1.7, 2.3, 2.1, 1.9, 1.6, 1.2, 0.8, 0.6, 0.5,
  0.4, 0.3, 0.2,
];
const STORM_HOUR_W = [
  0.6, 0.6, 0.6, 0.6, 0.8, 1, 1.6, 2.2, 2.4, 2.4, 2.4, 2.4, 2.2, 2.2, 2.2, 2.2, 2.4, 2.6, 2.6, 2.4, 2, 1.6,
  1.2, 0.8,
];
const WEEKDAY_F = [0.2, 1.0, 1.15, 1.0, 1.0, 0.95, 0.5]; // Sun..Sat (getUTCDay order)

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickCum(cum, r) {
  const x = r * cum[cum.length - 1];
  let lo = 0,
    hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid] > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
const cumOf = (ws) => {
  let s = 0;
  return ws.map((w) => (s += w));
};

function valueFor(name, rnd, user) {
  switch (name) {
    case 'tree_survey_completed':
      return 1 + Math.floor(rnd() * 12);
    case 'quote.sent':
      return 250 + 5 * Math.floor(rnd() * 1150);
    case 'QuoteAccepted':
      return (250 + 5 * Math.floor(rnd() * 1150)) * (user === 'arb_1118' ? 2 : 1);
    case 'Tree Removed':
      return 1 + 0.5 * Math.floor(rnd() * 19);
    case 'pruning-done':
      return 0.5 + 0.5 * Math.floor(rnd() * 12);
    case 'stump_ground':
      return 1 + Math.floor(rnd() * 5);
    case 'chips.delivered':
      return 2 + Math.floor(rnd() * 11);
    case 'PermitApplied':
      return Math.round((85 + rnd() * 335) * 100) / 100;
    case 'Storm Callout':
      return 1 + Math.floor(rnd() * 6);
    case 'invoice_paid':
      return Math.round((150 + rnd() * rnd() * 8850) * 100) / 100;
    case 'job.scheduled':
      return 1 + Math.floor(rnd() * 21);
    default:
      return 0;
  }
}

const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';

export function generateEvents(now) {
  const rnd = mulberry32(0xa4b0c57);
  const nowMs = +now;
  const t0 = nowMs - 120 * DAY + 60_000;
  const tEnd = nowMs - 150_000;
  const dayStart = (t) => Math.floor(t / DAY) * DAY;
  const firstDay = dayStart(t0),
    lastDay = dayStart(tEnd);
  const nDays = Math.round((lastDay - firstDay) / DAY) + 1;
  const stormDay = dayStart(nowMs) - 23 * DAY;

  // users
  const roles = ['estimator', 'crew', 'crew', 'office'];
  const users = [];
  for (let i = 0; i < N_USERS; i++) {
    const id = `arb_${1001 + i}`;
    const r = rnd();
    let weight = 0.4 + 3.6 * r * r * r;
    let role = roles[Math.floor(rnd() * roles.length)];
    let start = 0,
      end = nDays;
    const c = rnd();
    if (c < 0.15) end = 20 + Math.floor(rnd() * 80);
    else if (c < 0.37) start = 10 + Math.floor(rnd() * 100);
    users.push({ id, weight, role, start, end });
  }
  const set = (id, o) =>
    Object.assign(
      users.find((u) => u.id === id),
      o,
    );
  set('arb_1042', { weight: 44, role: 'crew', start: 0, end: nDays });
  set('arb_1007', { weight: 32, role: 'office', start: 0, end: nDays });
  set('arb_1023', { weight: 23, role: 'estimator', start: 0, end: nDays });
  set('arb_1118', { weight: 16, role: 'estimator', start: 0, end: nDays });
  set('arb_1256', { weight: 11, role: 'crew', start: 0, end: nDays });
  set('arb_1313', { weight: 7, role: 'storm', start: 0, end: nDays });
  set('arb_1377', { weight: 5, role: 'crew', start: 0, end: nDays });
  set('arb_1187', { weight: 22, role: 'estimator', start: 0, end: 55 });
  set('arb_1460', { weight: 6, role: 'newcomer', start: nDays - 9, end: nDays });

  const nameCum = {};
  for (const role of Object.keys(ROLE_MULT)) {
    for (const storm of [false, true]) {
      const ws = EVENT_NAMES.map(
        (n) =>
          BASE_W[n] *
          (ROLE_MULT[role][n] ?? 1) *
          (storm ? (n === 'Storm Callout' ? 40 : n === 'Tree Removed' ? 3 : 1) : 1),
      );
      nameCum[role + storm] = cumOf(ws);
    }
  }
  const hourCum = cumOf(HOUR_W),
    stormHourCum = cumOf(STORM_HOUR_W);

  const events = [];
  for (let d = 0; d < nDays; d++) {
    const D = firstDay + d * DAY;
    const p = (D - firstDay) / (120 * DAY);
    const isStorm = D === stormDay,
      afterStorm = D === stormDay + DAY;
    const wd = new Date(D).getUTCDay();
    const count = Math.round(
      175 *
        (0.8 + 0.7 * p) *
        (isStorm ? 1 : WEEKDAY_F[wd]) *
        (isStorm ? 3.2 : afterStorm ? 1.8 : 1) *
        (0.9 + 0.2 * rnd()),
    );
    const active = users.filter((u) => u.start <= d && d <= u.end);
    const ucum = cumOf(active.map((u) => u.weight));
    const storm = isStorm || afterStorm;
    for (let k = 0; k < count; k++) {
      const u = active[pickCum(ucum, rnd())];
      const name = EVENT_NAMES[pickCum(nameCum[u.role + storm], rnd())];
      const h = pickCum(storm ? stormHourCum : hourCum, rnd());
      const t = D + h * 3_600_000 + Math.floor(rnd() * 3600) * 1000;
      const v = valueFor(name, rnd, u.id);
      if (t < t0 || t > tEnd) continue;
      events.push({ userId: u.id, eventName: name, eventValue: v, timestamp: iso(t) });
    }
    // the newcomer checks in every morning once started
    if (d >= nDays - 8) {
      const t = D + 6 * 3_600_000 + Math.floor(rnd() * 3600) * 1000;
      if (t >= t0 && t <= tEnd)
        events.push({ userId: 'arb_1460', eventName: 'CrewCheckIn', eventValue: 0, timestamp: iso(t) });
    }
    // the storm hero's extra call-outs on the storm day
    if (isStorm) {
      for (let k = 0; k < 30; k++) {
        const t = D + 3_600_000 * (2 + Math.floor(rnd() * 21)) + Math.floor(rnd() * 3600) * 1000;
        events.push({
          userId: 'arb_1313',
          eventName: 'Storm Callout',
          eventValue: valueFor('Storm Callout', rnd),
          timestamp: iso(t),
        });
      }
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
