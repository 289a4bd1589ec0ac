/* eslint-disable no-useless-assignment -- a blind round's data, kept as its author wrote it */
// Feature-flag & experimentation SaaS ("Flagpole"): usage events of the engineers, PMs and
// billing admins of customer accounts. Deterministic for a given `now` (mulberry32).

export const EVENT_NAMES = [
  'flag_created', // an engineer creates a flag; value 0
  'flag.toggled', // a flag switched; value 1 = turned on, 0 = turned off
  'RolloutChanged', // percentage rollout edited; value = new rollout percent (5..100)
  'sdk_evaluation', // a batch of SDK evaluations reported from a customer's app; value = evaluations in the batch
  'experiment.started', // value 0
  'Experiment Concluded', // value = measured lift of the winning variant, in percent (1 decimal)
  'seats-billed', // seat billing run; value = number of seats billed
  'InvoicePaid', // value = invoice amount in USD (2 decimals)
  'audit-log-exported', // value = rows exported
  'Stale Flag Incident', // a stale-flag incident; value = minutes until resolved
  'dashboard_viewed', // value 0
  'PlanUpgraded', // value = added monthly recurring revenue in USD
];

export const PERSONAS = {
  powerEngineer: 'eng_100', // top user by far, active every day
  churner: 'eng_223', // very active early, silent for the last ~60 days
  newcomer: 'eng_489', // first event 4–5 days ago
  experimenter: 'eng_314', // runs many experiments
  bigPayer: 'fin_012', // billing admin with the largest invoices
};
export const NOBODY = 'eng_999';

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

export function generateEvents(now) {
  const rnd = mulberry32(20261125);
  const gauss = () => {
    let u = 0,
      v = 0;
    while (!u) u = rnd();
    v = rnd();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const poisson = (l) => {
    const L = Math.exp(-l);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const pick = (weights) => {
    let tot = 0;
    for (const w of Object.values(weights)) tot += w;
    let r = rnd() * tot;
    for (const [k, w] of Object.entries(weights)) {
      r -= w;
      if (r < 0) return k;
    }
    return Object.keys(weights)[0];
  };

  const nowMs = Math.floor(+now / 1000) * 1000;
  const latest = nowMs - 120_000,
    earliest = nowMs - 120 * DAY + 1000;
  const firstDay = Math.floor(earliest / DAY) * DAY;
  const nDays = Math.round((Math.floor(latest / DAY) * DAY - firstDay) / DAY) + 1;
  const incidentDay = Math.floor(nowMs / DAY) * DAY - 33 * DAY;

  const ENG = {
    sdk_evaluation: 34,
    'flag.toggled': 16,
    dashboard_viewed: 14,
    RolloutChanged: 11,
    flag_created: 8,
    'experiment.started': 4,
    'Experiment Concluded': 3,
    'Stale Flag Incident': 2.5,
    'audit-log-exported': 1,
  };
  const FIN = {
    dashboard_viewed: 30,
    InvoicePaid: 25,
    'seats-billed': 25,
    'audit-log-exported': 12,
    PlanUpgraded: 4,
  };
  const HOURS = [1, 1, 1, 1, 1, 2, 3, 5, 8, 10, 11, 11, 9, 12, 13, 16, 12, 11, 8, 6, 4, 3, 2, 1];
  const HOURS_TOTAL = HOURS.reduce((a, b) => a + b, 0);

  // users
  const people = [];
  for (let i = 100; i < 540; i++) people.push({ id: `eng_${i}`, role: 'eng' });
  for (let i = 1; i <= 40; i++) people.push({ id: `fin_${String(i).padStart(3, '0')}`, role: 'fin' });
  for (const p of people) {
    const early = rnd() < 0.5;
    p.join = early ? 0 : Math.floor(Math.sqrt(rnd()) * (nDays - 8));
    p.leave = rnd() < 0.2 ? p.join + 10 + Math.floor(rnd() * Math.max(1, nDays - p.join - 10)) : nDays;
    p.rate = (p.role === 'fin' ? 0.35 : 1) * Math.exp(-0.55 + 0.8 * gauss());
    p.mix = p.role === 'fin' ? FIN : ENG;
    p.scale = p.role === 'fin' ? 1 + Math.floor(rnd() * 30) : 0;
  }
  const byId = Object.fromEntries(people.map((p) => [p.id, p]));
  Object.assign(byId.eng_100, { join: 0, leave: nDays, rate: 16 });
  Object.assign(byId.eng_223, { join: 0, leave: nDays - 60, rate: 5 });
  Object.assign(byId.eng_489, { join: nDays - 5, leave: nDays, rate: 6, forced: true });
  Object.assign(byId.eng_314, {
    join: 0,
    leave: nDays,
    rate: 3,
    mix: { ...ENG, 'experiment.started': 30, 'Experiment Concluded': 22 },
  });
  Object.assign(byId.fin_012, { join: 0, leave: nDays, rate: 1.2, scale: 60 });
  for (const id of Object.keys(byId)) if (id === NOBODY) throw new Error('nobody exists');

  const events = [];
  const value = (name, p) => {
    switch (name) {
      case 'flag.toggled':
        return rnd() < 0.55 ? 1 : 0;
      case 'RolloutChanged':
        return [5, 10, 25, 50, 75, 100][Math.floor(rnd() * 6)];
      case 'sdk_evaluation':
        return 1 + Math.floor(Math.exp(5 + gauss()));
      case 'Experiment Concluded':
        return Math.round(1 + rnd() * 190) / 10;
      case 'seats-billed':
        return Math.max(1, p.scale + Math.floor(rnd() * 5) - 2);
      case 'InvoicePaid':
        return Math.round((p.scale * 24 + 49 + Math.floor(rnd() * 50000) / 100) * 100) / 100;
      case 'audit-log-exported':
        return 100 + Math.floor(rnd() * 19900);
      case 'Stale Flag Incident':
        return 5 + Math.floor(rnd() * 595);
      case 'PlanUpgraded':
        return [50, 150, 400, 1200][Math.floor(rnd() * 4)];
      default:
        return 0;
    }
  };
  const push = (p, name, t) => {
    if (t < earliest || t > latest) return;
    events.push({
      userId: p.id,
      eventName: name,
      eventValue: value(name, p),
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const stamp = (day) => {
    let r = rnd() * HOURS_TOTAL,
      h = 0;
    while (r >= HOURS[h]) {
      r -= HOURS[h];
      h++;
    }
    return day + h * HOUR + Math.floor(rnd() * 3600) * 1000;
  };

  for (let d = 0; d < nDays; d++) {
    const day = firstDay + d * DAY;
    const wd = new Date(day).getUTCDay();
    const weekly = wd === 0 ? 0.22 : wd === 6 ? 0.38 : wd === 2 || wd === 3 ? 1.25 : 1.1;
    const growth = 0.7 + 0.6 * (d / nDays);
    for (const p of people) {
      if (d < p.join || d >= p.leave) continue;
      let k = poisson(p.rate * weekly * growth);
      if (p.forced && d === p.join && k === 0) k = 2;
      for (let i = 0; i < k; i++) push(p, pick(p.mix), stamp(day));
    }
    if (day === incidentDay) {
      // a stale flag in a shared config fires incidents across many teams; frantic toggling follows
      for (let i = 0; i < 140; i++) push(people[Math.floor(rnd() * 300)], 'Stale Flag Incident', stamp(day));
      for (let i = 0; i < 180; i++) push(people[Math.floor(rnd() * 300)], 'flag.toggled', stamp(day));
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
