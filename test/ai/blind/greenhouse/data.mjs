// Blind round "greenhouse": a connected-greenhouse platform for commercial growers.
//
// Sensor hubs (hub_0001 …) upload batches of readings and raise alerts; growers, agronomists
// and farm managers use the web and mobile apps to log in, change climate setpoints, start
// irrigation runs, acknowledge alerts, record harvests and file crop-health notes; managers
// pay invoices and upgrade plans. All timestamps lie between now − 120 days and now − 2 min.
//
// The story (see NOTES.md): the customer base grows (new farms install hubs and onboard
// growers, harvests ramp up with the season), humans follow a weekly rhythm (Tuesday busiest,
// Sunday quiet) and an early-morning routine (07:00 UTC peak for growers), hubs report around
// the clock, and a heat wave 23 days ago floods the platform with alerts, hub outages and
// acknowledgements.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'reading_reported', // hub: a batch of sensor samples uploaded; value = samples in the batch
  'alert.raised', // hub: threshold alert; value = severity 1–5
  'hub.offline', // hub: connectivity lost; value = minutes offline
  'Logged In', // person: session started (web or mobile); value = 0
  'Setpoint Changed', // person: climate setpoint changed; value = new target temperature in °C
  'irrigation-run-started', // person: irrigation run started; value = litres scheduled
  'AlertAcknowledged', // person: alert acknowledged; value = minutes from alert to acknowledgement
  'harvest_recorded', // person: harvest logged; value = kilograms
  'crop-health-note', // person: crop-health note filed; value = photos attached (0–4)
  'report_exported', // person: report exported as PDF/CSV; value = 0
  'PlanUpgraded', // manager: subscription upgraded; value = new monthly price in dollars
  'invoice.paid', // manager: monthly invoice paid; value = amount in dollars
];

export const PERSONAS = {
  topGrower: 'grower_0042', // the most active person on the platform, by far
  topHarvester: 'grower_0073', // records the most kilograms
  churner: 'grower_0188', // very active, then silent for the last 45 days
  newcomer: 'grower_0261', // first seen 5 days ago
  topSpender: 'manager_0007', // the largest account: top plan, big invoices, upgraded 3 days ago
  flakyHub: 'hub_0117', // a hub that keeps raising alerts and dropping offline
  topAgronomist: 'agronomist_0012', // files the most crop-health notes
};

export const NOBODY = 'grower_0999';

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

const pad = (n, w) => String(n).padStart(w, '0');

export function generateEvents(now) {
  const nowMs = +now;
  const earliest = nowMs - 120 * DAY;
  const latest = nowMs - 120_000;
  const rand = mulberry32(0x9e3779b1);
  const todayStart = Math.floor(nowMs / DAY) * DAY;
  const INCIDENT_AGE = 23; // the heat wave: 23 UTC days before today
  const events = [];

  const poisson = (lambda) => {
    if (lambda <= 0) return 0;
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rand();
    } while (p > L);
    return k - 1;
  };
  const pick = (weights) => {
    const total = weights.reduce((s, w) => s + w, 0);
    let x = rand() * total;
    for (let i = 0; i < weights.length; i++) {
      x -= weights[i];
      if (x < 0) return i;
    }
    return weights.length - 1;
  };
  const emit = (userId, eventName, t, eventValue) => {
    const ts = Math.floor(t / 1000) * 1000;
    if (ts < earliest || ts > latest) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(ts).toISOString().replace('.000Z', 'Z'),
    });
  };
  // A moment within the day starting at `day`, in the hour drawn from `hours`.
  const at = (day, hours) => day + pick(hours) * HOUR + Math.floor(rand() * 3600) * 1000;
  const r1 = (x) => Math.round(x * 10) / 10;
  const r2 = (x) => Math.round(x * 100) / 100;

  // Hour-of-day profiles (UTC), 24 weights each.
  const FLAT = Array(24).fill(1);
  const GROWER = [
    0.2, 0.1, 0.1, 0.1, 0.3, 1.5, 4.2, 7.0, 4.0, 2.6, 2.2, 2.0, 2.1, 1.8, 1.7, 1.9, 2.6, 3.4, 3.0, 2.2, 1.4,
    0.9, 0.5, 0.3,
  ];
  const OFFICE = [
    0.05, 0.05, 0.05, 0.05, 0.1, 0.2, 0.5, 1.5, 3.0, 4.0, 3.6, 3.2, 2.4, 3.0, 3.2, 2.8, 2.2, 1.2, 0.6, 0.4,
    0.3, 0.2, 0.1, 0.05,
  ];
  const HEAT = [
    0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.3, 0.5, 0.8, 1.5, 3, 5, 6, 6, 5, 4, 2.5, 1.5, 0.8, 0.5, 0.3, 0.2, 0.2,
    0.2,
  ];
  const BILLING = [0, 0, 1, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  // Weekly rhythm for people, Monday first.
  const WEEKLY = [1.05, 1.3, 1.0, 0.95, 0.85, 0.5, 0.28];

  // ---- the population --------------------------------------------------------------------
  // joinAge: UTC days before today of the first active day (≥ 120: active before the window);
  // leaveAge: last active day is leaveAge + 1 days ago (−1: still active).
  const people = [];
  const lifecycle = (startShare, joinSpan, churnShare) => {
    const joinAge = rand() < startShare ? 200 : Math.floor(2 + joinSpan * (1 - Math.sqrt(rand())));
    const leaveAge = rand() < churnShare ? Math.floor(8 + rand() * 90) : -1;
    return { joinAge, leaveAge: leaveAge >= joinAge ? -1 : leaveAge };
  };

  for (let i = 1; i <= 150; i++) {
    const id = `hub_${pad(i, 4)}`;
    const { joinAge, leaveAge } = lifecycle(0.7, 113, 0.06);
    const p = {
      id,
      role: 'hub',
      joinAge,
      leaveAge,
      readings: 0.85 + rand() * 0.3,
      alerts: 0.05 + rand() * 0.05,
      offline: 0.02,
    };
    if (id === PERSONAS.flakyHub)
      Object.assign(p, { joinAge: 200, leaveAge: -1, readings: 1.5, alerts: 0.75, offline: 0.35 });
    people.push(p);
  }
  for (let i = 1; i <= 261; i++) {
    const id = `grower_${pad(i, 4)}`;
    const { joinAge, leaveAge } = lifecycle(0.7, 110, 0.12);
    const k = 0.6 + rand() * 0.8;
    const p = { id, role: 'grower', joinAge, leaveAge, k, harvest: 0.04 * k, kg: [8, 160] };
    if (id === PERSONAS.topGrower) Object.assign(p, { joinAge: 200, leaveAge: -1, k: 7, harvest: 0.15 });
    if (id === PERSONAS.topHarvester)
      Object.assign(p, { joinAge: 200, leaveAge: -1, k: 1.4, harvest: 0.45, kg: [180, 520] });
    if (id === PERSONAS.churner) Object.assign(p, { joinAge: 200, leaveAge: 44, k: 3.2, harvest: 0.12 });
    if (id === PERSONAS.newcomer) Object.assign(p, { joinAge: 5, leaveAge: -1, k: 4.5, harvest: 0.3 });
    people.push(p);
  }
  for (let i = 1; i <= 40; i++) {
    const id = `agronomist_${pad(i, 4)}`;
    const { joinAge, leaveAge } = lifecycle(0.85, 100, 0.05);
    const p = {
      id,
      role: 'agronomist',
      joinAge,
      leaveAge,
      k: 0.7 + rand() * 0.6,
      notes: 0.22 + rand() * 0.1,
    };
    if (id === PERSONAS.topAgronomist) Object.assign(p, { joinAge: 200, leaveAge: -1, k: 1.7, notes: 1.4 });
    people.push(p);
  }
  const PRICES = [49, 149, 399, 899];
  for (let i = 1; i <= 50; i++) {
    const id = `manager_${pad(i, 4)}`;
    const { joinAge, leaveAge } = lifecycle(0.82, 100, 0.08);
    const plan = pick([3, 4, 2.5, 0.6]);
    const billingDay = 1 + Math.floor(rand() * 28);
    // Upgrades cluster in the recent half of the window (growth).
    const upgradeAges = [];
    if (rand() < 0.55) upgradeAges.push(Math.floor(1 + 115 * (1 - Math.sqrt(rand()))));
    if (rand() < 0.2) upgradeAges.push(Math.floor(1 + 115 * (1 - Math.sqrt(rand()))));
    const p = {
      id,
      role: 'manager',
      joinAge,
      leaveAge,
      k: 0.6 + rand() * 0.8,
      plan: Math.min(plan, 2),
      billingDay,
      upgradeAges,
      usage: 20 + rand() * 160,
    };
    if (id === PERSONAS.topSpender)
      Object.assign(p, {
        joinAge: 200,
        leaveAge: -1,
        k: 1.6,
        plan: 2,
        upgradeAges: [],
        usage: 1600,
        spenderUpgrade: true,
      });
    people.push(p);
  }

  // ---- day by day ------------------------------------------------------------------------------
  for (let age = 121; age >= 0; age--) {
    const day = todayStart - age * DAY;
    const weekdayIdx = (new Date(day).getUTCDay() + 6) % 7;
    const wk = WEEKLY[weekdayIdx];
    const ramp = 1 - age / 120; // 0 at the window's start, 1 today
    const growth = 0.85 + 0.3 * ramp;
    const season = 0.55 + 0.9 * ramp; // harvests ramp up
    const incident = age === INCIDENT_AGE;
    const dom = new Date(day).getUTCDate();

    for (const p of people) {
      const active = age <= p.joinAge && (p.leaveAge < 0 || age > p.leaveAge);
      if (p.role === 'hub') {
        const n = poisson(active ? p.readings * 1.02 : 0);
        for (let j = 0; j < n; j++)
          emit(p.id, 'reading_reported', at(day, FLAT), 12 + Math.floor(rand() * 85));
        const a = poisson(active ? p.alerts : 0);
        for (let j = 0; j < a; j++) emit(p.id, 'alert.raised', at(day, FLAT), 1 + Math.floor(rand() * 3));
        const heat = active && incident ? poisson(1.7) : 0;
        for (let j = 0; j < heat; j++) emit(p.id, 'alert.raised', at(day, HEAT), 3 + Math.floor(rand() * 3));
        const o = poisson(active ? p.offline + (incident ? 0.45 : 0) : 0);
        for (let j = 0; j < o; j++)
          emit(p.id, 'hub.offline', at(day, incident ? HEAT : FLAT), 5 + Math.floor(rand() * 236));
        continue;
      }
      const f = active ? p.k * wk * growth : 0;
      if (p.role === 'grower') {
        const logins = poisson(0.25 * f);
        for (let j = 0; j < logins; j++) emit(p.id, 'Logged In', at(day, GROWER), 0);
        const sets = poisson(0.11 * f);
        for (let j = 0; j < sets; j++)
          emit(p.id, 'Setpoint Changed', at(day, GROWER), r1(16 + rand() * 13.5));
        const irr = poisson(0.16 * f);
        for (let j = 0; j < irr; j++)
          emit(p.id, 'irrigation-run-started', at(day, GROWER), 40 + Math.floor(rand() * 1460));
        const acks = poisson(0.03 * f + (active && incident ? 1.1 : 0));
        for (let j = 0; j < acks; j++)
          emit(p.id, 'AlertAcknowledged', at(day, incident ? HEAT : GROWER), 1 + Math.floor(rand() * 180));
        const hv = poisson(active ? p.harvest * wk * season : 0);
        for (let j = 0; j < hv; j++)
          emit(p.id, 'harvest_recorded', at(day, GROWER), r1(p.kg[0] + rand() * (p.kg[1] - p.kg[0])));
        const notes = poisson(0.01 * f);
        for (let j = 0; j < notes; j++)
          emit(p.id, 'crop-health-note', at(day, GROWER), Math.floor(rand() * 5));
        const rep = poisson(0.008 * f);
        for (let j = 0; j < rep; j++) emit(p.id, 'report_exported', at(day, OFFICE), 0);
      } else if (p.role === 'agronomist') {
        const logins = poisson(0.35 * f);
        for (let j = 0; j < logins; j++) emit(p.id, 'Logged In', at(day, OFFICE), 0);
        const notes = poisson(active ? p.notes * wk * growth : 0);
        for (let j = 0; j < notes; j++)
          emit(p.id, 'crop-health-note', at(day, OFFICE), Math.floor(rand() * 5));
        const acks = poisson(0.04 * f + (active && incident ? 0.8 : 0));
        for (let j = 0; j < acks; j++)
          emit(p.id, 'AlertAcknowledged', at(day, incident ? HEAT : OFFICE), 1 + Math.floor(rand() * 240));
        const rep = poisson(0.07 * f);
        for (let j = 0; j < rep; j++) emit(p.id, 'report_exported', at(day, OFFICE), 0);
      } else {
        const logins = poisson(0.25 * f);
        for (let j = 0; j < logins; j++) emit(p.id, 'Logged In', at(day, OFFICE), 0);
        const rep = poisson(0.09 * f);
        for (let j = 0; j < rep; j++) emit(p.id, 'report_exported', at(day, OFFICE), 0);
        if (p.upgradeAges.includes(age) && active && p.plan < 3) {
          p.plan++;
          emit(p.id, 'PlanUpgraded', at(day, OFFICE), PRICES[p.plan]);
        }
        if (p.spenderUpgrade && age === 3) {
          p.plan = 3;
          emit(p.id, 'PlanUpgraded', day + 10 * HOUR + Math.floor(rand() * 3600) * 1000, PRICES[3]);
        }
        const usage = r2(p.usage * (0.8 + rand() * 0.4));
        if (active && dom === p.billingDay)
          emit(p.id, 'invoice.paid', at(day, BILLING), r2(PRICES[p.plan] + usage));
      }
    }
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
