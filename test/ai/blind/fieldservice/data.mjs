// Field-service management app for HVAC and plumbing companies ("Wrenchly").
// Dispatchers (disp_) create and assign work orders, technicians (tech_) check in on site, log
// parts and complete jobs, customers (cust_) sign off, pay invoices, rate visits, and some jobs
// are rescheduled or cancelled. Deterministic for a given `now` (seeded mulberry32).

const MIN = 60_000,
  HOUR = 3_600_000,
  DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'work_order_created', // dispatcher creates a work order, value 0
  'job.assigned', // dispatcher assigns it to a technician, value 0
  'TechCheckedIn', // technician arrives on site, value 0
  'part_used', // technician logs a part, value = part cost in dollars
  'Job Completed', // technician completes the job, value = minutes on site
  'customer-signoff', // customer signs off on the completed job, value 0
  'invoice.paid', // customer pays the invoice, value = amount in dollars
  'visit_rated', // customer rates the visit, value = 1..5
  'job-rescheduled', // customer or dispatcher moves the visit, value 0
  'JobCancelled', // customer or dispatcher cancels the job, value 0
  'App Opened', // anyone opens the app, value 0
];

export const PERSONAS = {
  topTech: 'tech_marco_r', // busiest technician, most jobs completed
  topDispatcher: 'disp_alice', // creates the most work orders
  bigCustomer: 'cust_oakridge_pm', // property manager, the biggest payer by far
  churnedTech: 'tech_dwayne', // left the company about 70 days ago
  churnedCustomer: 'cust_hallorans', // regular customer who stopped booking ~50 days ago
  newTech: 'tech_priya_new', // hired 9 days ago
  newCustomer: 'cust_newbuild_llc', // signed up 6 days ago, already busy
  harshRater: 'cust_leblanc', // always rates 1 or 2
};

export const NOBODY = 'tech_ghost';

// Days ago (from the start of now's UTC day) of the cold snap: a flood of emergency no-heat calls.
export const INCIDENT_DAYS_AGO = 37;
// Days ago of the launch of customer app v2 (push notifications): customers open the app far more.
export const APP_LAUNCH_DAYS_AGO = 10;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Hour-of-day weights (UTC). The customers are in US Central time: the working day is 13–23 UTC.
const CREATE_HOURS = [
  2, 1.5, 1, 0.6, 0.4, 0.3, 0.3, 0.3, 0.4, 0.5, 0.7, 1.2, 3, 7, 10, 9, 8, 7, 7, 6.5, 6, 5, 4, 3,
];
const VISIT_HOURS = [0.5, 0.2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5, 4, 10, 7.5, 7, 6, 7, 6, 5, 4, 2.5, 1.2];
const PAY_HOURS = [6, 5, 3, 2, 1, 0.6, 0.4, 0.4, 0.5, 0.8, 1, 1.5, 2, 3, 4, 4, 4, 4, 4.5, 5, 5, 5.5, 6, 6.5];
const OPEN_HOURS = [
  1, 0.6, 0.3, 0.2, 0.1, 0.1, 0.1, 0.2, 0.3, 0.5, 1, 2, 5, 9, 7, 5, 4, 4, 4, 4, 3.5, 3, 2.5, 1.5,
];
// Weekday weights, Monday first.
const WEEKDAY_LOAD = [1.12, 1.05, 1.0, 0.98, 0.92, 0.38, 0.14];

const PARTS = [
  ['run capacitor', 18.5],
  ['contactor', 34.75],
  ['smart thermostat', 129],
  ['flare fitting', 6.4],
  ['PVC elbow', 3.2],
  ['wax ring', 7.99],
  ['heating element', 42],
  ['igniter', 27.5],
  ['flame sensor', 19.25],
  ['condensate pump', 88],
  ['PEX coupling', 4.15],
  ['shutoff valve', 16.8],
  ['blower motor', 310],
  ['pressure relief valve', 23.4],
  ['refrigerant R-410A (lb)', 61],
  ['garbage disposal', 189],
  ['compressor', 1150],
  ['expansion tank', 74.5],
  ['air filter', 12.6],
];

export function generateEvents(now) {
  const nowMs = +now;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 2 * MIN;
  const today = Math.floor(nowMs / DAY) * DAY;
  const rnd = mulberry32(0x5eed_f5);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const between = (a, b) => a + rnd() * (b - a);
  const weighted = (items, w) => {
    let total = 0;
    for (const it of items) total += w(it);
    let r = rnd() * total;
    for (const it of items) {
      r -= w(it);
      if (r < 0) return it;
    }
    return items[items.length - 1];
  };
  const hourOf = (weights) =>
    weighted(
      weights.map((_, h) => h),
      (h) => weights[h],
    );
  const atHour = (day, weights) => day + hourOf(weights) * HOUR + Math.floor(rnd() * 3600) * 1000;
  const weekdayOf = (t) => (new Date(t).getUTCDay() + 6) % 7;

  // ---- people ------------------------------------------------------------------------------
  // Techs: { id, from, to, weight, skill } where from/to are "days ago" bounds of activity.
  const techs = [];
  for (let i = 0; i < 78; i++) {
    const id = `tech_${101 + i}`;
    let from = 130,
      to = -1;
    const r = rnd();
    if (r < 0.2)
      from = Math.floor(between(10, 110)); // hired during the window
    else if (r < 0.26) to = Math.floor(between(15, 90)); // left during the window
    techs.push({ id, from, to, weight: between(0.6, 1.3), skill: between(3.6, 4.8) });
  }
  techs.push({ id: 'tech_lena_k', from: 130, to: -1, weight: 3.0, skill: 4.6 }); // senior techs
  techs.push({ id: 'tech_omar_b', from: 130, to: -1, weight: 2.2, skill: 4.2 });
  techs.push({ id: PERSONAS.topTech, from: 130, to: -1, weight: 4.2, skill: 4.7 });
  techs.push({ id: PERSONAS.churnedTech, from: 130, to: 70, weight: 1.5, skill: 3.9 });
  techs.push({ id: PERSONAS.newTech, from: 12, to: -1, weight: 3.2, skill: 4.5 });

  const disps = [];
  // A clear pecking order among the dispatchers: the day shift leads, weekend and part-timers trail.
  const DISP_WEIGHTS = [2.4, 1.8, 1.5, 1.3, 1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.6];
  DISP_WEIGHTS.forEach((weight, i) => disps.push({ id: `disp_${String(i + 1).padStart(2, '0')}`, weight }));
  disps.push({ id: PERSONAS.topDispatcher, weight: 5 });

  const custs = [];
  const usedIds = new Set();
  for (let i = 0; i < 372; i++) {
    let id;
    do id = `cust_${10000 + Math.floor(rnd() * 90000)}`;
    while (usedIds.has(id));
    usedIds.add(id);
    const existing = rnd() < 0.4;
    const join = existing ? 130 : Math.floor(120 * (1 - Math.sqrt(rnd())));
    const w = Math.exp(between(-1, 1));
    custs.push({ id, join, until: -1, weight: w, harsh: false });
  }
  custs.push({ id: PERSONAS.bigCustomer, join: 130, until: -1, weight: 24, harsh: false, big: true });
  custs.push({ id: PERSONAS.churnedCustomer, join: 130, until: 50, weight: 7, harsh: false });
  custs.push({ id: PERSONAS.newCustomer, join: 6, until: -1, weight: 40, harsh: false });
  custs.push({ id: PERSONAS.harshRater, join: 130, until: -1, weight: 5, harsh: true });

  const out = [];
  const emit = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };

  // ---- jobs ----------------------------------------------------------------------------------
  for (let ago = 122; ago >= 0; ago--) {
    const day = today - ago * DAY;
    const wd = weekdayOf(day);
    const growth = 1 + 0.8 * (1 - ago / 120);
    const incident = ago === INCIDENT_DAYS_AGO;
    // the cold snap hits whatever the weekday: about five normal weekdays of calls
    const expected = 17 * growth * (incident ? 5 : WEEKDAY_LOAD[wd]);
    let n = Math.floor(expected) + (rnd() < expected % 1 ? 1 : 0);
    n += Math.round((rnd() - 0.5) * 0.3 * expected);
    const activeTechs = techs.filter((t) => ago <= t.from && ago > t.to);
    const activeCusts = custs.filter((c) => ago <= c.join && ago > c.until);
    for (let j = 0; j < n; j++) {
      // on the cold-snap day only a few calls get a same-day visit: the rest join the backlog
      const emergency = rnd() < (incident ? 0.2 : wd >= 5 ? 0.6 : 0.22);
      const created = incident && rnd() < 0.35 ? day + Math.floor(rnd() * DAY) : atHour(day, CREATE_HOURS);
      const disp = weighted(disps, (d) => d.weight);
      const cust = weighted(activeCusts, (c) => c.weight);
      const tech = weighted(activeTechs, (t) => t.weight);
      emit(disp.id, 'work_order_created', 0, created);
      let t = created;
      const assigned = rnd() < 0.97;
      if (assigned) {
        t = created + between(4, 95) * MIN;
        emit(rnd() < 0.8 ? disp.id : weighted(disps, (d) => d.weight).id, 'job.assigned', 0, t);
        if (rnd() < 0.12)
          emit(weighted(disps, (d) => d.weight).id, 'job.assigned', 0, t + between(10, 600) * MIN); // reassigned
      }
      // the visit
      let visit;
      if (emergency) visit = t + between(35, 200) * MIN;
      else {
        let vday = day + Math.floor(between(1, 4)) * DAY;
        while (weekdayOf(vday) >= 5) vday += DAY;
        visit = atHour(vday, VISIT_HOURS);
        if (visit < t + HOUR) visit = t + between(60, 180) * MIN;
      }
      if (rnd() < (incident ? 0.2 : 0.11)) {
        const when = t + between(20, Math.max(30, (visit - t) / MIN - 10)) * MIN;
        emit(rnd() < 0.55 ? cust.id : disp.id, 'job-rescheduled', 0, when);
        visit += Math.floor(between(1, 4)) * DAY;
        while (weekdayOf(visit) >= 5) visit += DAY;
      }
      if (!assigned || rnd() < (incident ? 0.2 : 0.12)) {
        if (assigned || rnd() < 0.6) {
          const when = t + between(15, Math.max(30, (visit - t) / MIN - 5)) * MIN;
          emit(rnd() < 0.6 ? cust.id : disp.id, 'JobCancelled', 0, when);
        }
        continue;
      }
      emit(tech.id, 'TechCheckedIn', 0, visit);
      if (rnd() < 0.07) {
        // diagnosis only: the part has to be ordered, the dispatcher books a return visit
        const diag = visit + between(20, 60) * MIN;
        emit(disp.id, 'job-rescheduled', 0, diag + between(5, 90) * MIN);
        let back = Math.floor(diag / DAY) * DAY + Math.floor(between(2, 6)) * DAY;
        while (weekdayOf(back) >= 5) back += DAY;
        visit = atHour(back, VISIT_HOURS);
        emit(tech.id, 'TechCheckedIn', 0, visit);
      }
      let minutes = Math.round(25 + -Math.log(1 - rnd()) * (cust.big ? 150 : 75));
      if (minutes > 480) minutes = 480 - Math.floor(rnd() * 60);
      const r = rnd();
      const nParts = r < 0.25 ? 0 : r < 0.55 ? 1 : r < 0.77 ? 2 : r < 0.9 ? 3 : r < 0.97 ? 4 : 5;
      let partsCost = 0;
      for (let p = 0; p < nParts; p++) {
        const [, base] = rnd() < 0.02 ? PARTS[16] : pick(PARTS);
        const cost = Math.round(base * between(0.92, 1.18) * 100) / 100;
        partsCost += cost;
        emit(tech.id, 'part_used', cost, visit + between(3, minutes - 2) * MIN);
      }
      const done = visit + minutes * MIN;
      emit(tech.id, 'Job Completed', minutes, done);
      if (rnd() < 0.07) continue; // customer not home to sign
      const signed = done + between(1, 15) * MIN;
      emit(cust.id, 'customer-signoff', 0, signed);
      if (rnd() < 0.9) {
        const amount = Math.round((89 + (minutes / 60) * 118 + partsCost * 1.35) * 100) / 100;
        let paid;
        if (rnd() < 0.4) paid = signed + between(2, 30) * MIN;
        else paid = atHour(Math.floor(signed / DAY) * DAY + Math.floor(between(1, 15)) * DAY, PAY_HOURS);
        emit(cust.id, 'invoice.paid', amount, paid);
      }
      if (rnd() < (cust.harsh ? 0.9 : 0.45)) {
        let stars;
        if (cust.harsh) stars = rnd() < 0.6 ? 1 : 2;
        else stars = Math.max(1, Math.min(5, Math.round(tech.skill + (rnd() - 0.5) * 2.4)));
        emit(cust.id, 'visit_rated', stars, signed + between(10, 3 * 24 * 60) * MIN);
      }
    }
  }

  // ---- app opens -------------------------------------------------------------------------------
  for (let ago = 120; ago >= 0; ago--) {
    const day = today - ago * DAY;
    const wd = weekdayOf(day);
    for (const tech of techs) {
      if (!(ago <= tech.from && ago > tech.to)) continue;
      if (rnd() > (wd < 5 ? 0.62 : wd === 5 ? 0.2 : 0.06)) continue;
      const k = 1 + (rnd() < 0.35 ? 1 : 0);
      for (let i = 0; i < k; i++) emit(tech.id, 'App Opened', 0, atHour(day, OPEN_HOURS));
    }
    for (const d of disps) {
      if (rnd() > (wd < 5 ? 0.75 : 0.25)) continue;
      const k = 1 + (rnd() < 0.3 ? 1 : 0) + (d.id === PERSONAS.topDispatcher ? 1 : 0);
      for (let i = 0; i < k; i++) emit(d.id, 'App Opened', 0, atHour(day, OPEN_HOURS));
    }
    for (const c of custs) {
      if (!(ago <= c.join && ago > c.until)) continue;
      if (rnd() > (c.big ? 0.5 : ago <= APP_LAUNCH_DAYS_AGO ? 0.17 : 0.045)) continue;
      emit(c.id, 'App Opened', 0, atHour(day, PAY_HOURS));
    }
  }

  // The on-call line never sleeps: a few app opens early in the current day so "today" is never empty.
  const todayEnd = Math.floor(latest / 1000) * 1000;
  if (todayEnd >= today) {
    const have = out.filter((e) => e.t >= today).length;
    const onCall = [PERSONAS.topDispatcher, disps[2].id, techs[5].id, PERSONAS.topTech];
    for (let i = have; i < 4; i++) {
      emit(onCall[i], 'App Opened', 0, today + Math.floor(rnd() * ((todayEnd - today) / 1000 + 1)) * 1000);
    }
  }

  out.sort((a, b) => a.t - b.t);
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
