// City 311 service-request platform: residents report problems through the app, crews are
// assigned and start/close work orders, inspectors file reports, an SMS gateway notifies
// residents (and sometimes bounces), residents rate the service.
// Deterministic for a given `now` (seeded mulberry32). All times UTC; the city sits at UTC-5,
// so the residents' evening peak (18:00 local) is 23:00 UTC and crews work 12:00-22:00 UTC
// (07:00-17:00 local) on weekdays only.

export const EVENT_NAMES = [
  'pothole_reported', // resident; value 0
  'streetlight.outage_reported', // resident; value 0
  'GraffitiReported', // resident; value 0
  'Missed Bin Reported', // resident; value 0
  'work-order-assigned', // crew; value 0
  'WorkOrderStarted', // crew; value 0
  'work_order_closed', // crew; value = days from report to close (whole days)
  'repair.cost_logged', // crew; value = cost of the repair in dollars (whole dollars)
  'crew_hours_logged', // crew; value = crew hours spent (half-hour steps)
  'Inspection Report Filed', // inspector; value 0
  'sms.sent', // resident (recipient); value 0
  'sms-bounced', // resident (recipient); value 0
  'SurveySubmitted', // resident; value = satisfaction score 1-5
  'app_opened', // resident; value 0
];

export const PERSONAS = {
  topReporter: 'res_0042', // files far more reports than anyone, rates every job
  churner: 'res_0117', // very active early on, last report ~80 days ago, silent since
  newcomer: 'res_0388', // first event 6 days ago
  bouncingPhone: 'res_0203', // wrong phone number: every SMS to them bounces
  topCrew: 'crew_07', // the busiest crew
  topInspector: 'insp_03', // files the most inspection reports
};

export const NOBODY = 'res_9999';

const SEC = 1000,
  MIN = 60 * SEC,
  HOUR = 60 * MIN,
  DAY = 24 * HOUR;
export const STORM_DAYS_AGO = 38; // freeze-thaw storm: pothole reports x5, slower repairs
export const OUTAGE_DAYS_AGO = 11; // SMS gateway outage: most texts bounce that UTC day

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

// Resident activity by UTC hour (local hour = UTC - 5).
const LOCAL_HOUR_W = [
  0.15, 0.12, 0.1, 0.05, 0.12, 0.2, 0.5, 1.2, 1.65, 1.2, 1.15, 1.2, 1.4, 1.0, 0.95, 1.0, 1.05, 1.5, 1.9, 1.4,
  1.3, 0.9, 0.5, 0.3,
];
const UTC_HOUR_W = Array.from({ length: 24 }, (_, h) => LOCAL_HOUR_W[(h + 19) % 24]);
// Monday first: weekend problems get reported on Monday.
const WEEKDAY_MULT = [1.4, 1.12, 1.0, 0.97, 0.92, 0.74, 0.68];

export function generateEvents(now) {
  const nowMs = +now;
  const latest = nowMs - 2 * MIN;
  const D0 = Math.floor(nowMs / DAY) * DAY;
  const rnd = mulberry32(3112026);
  const R = (a, b) => a + (b - a) * rnd();
  const RI = (a, b) => Math.floor(R(a, b + 1));
  const expo = () => -Math.log(1 - rnd());
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / SEC) * SEC;
    if (t > latest) return;
    events.push({ userId, eventName, eventValue, t });
  };
  const dayIndex = (t) => Math.floor((D0 - Math.floor(t / DAY) * DAY) / DAY); // days ago of t's UTC day
  const pickIndex = (cum) => {
    const x = rnd() * cum[cum.length - 1];
    let lo = 0,
      hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const hourCum = [];
  UTC_HOUR_W.reduce((s, w, i) => (hourCum[i] = s + w), 0);
  const residentTime = (day0) => day0 + pickIndex(hourCum) * HOUR + Math.floor(R(0, HOUR));

  // ---- people ---------------------------------------------------------------------------
  const residents = [];
  for (let i = 1; i <= 440; i++) {
    let w = 0.25 + expo() * 0.9;
    if (rnd() < 0.08) w *= 2.5;
    const join = rnd() < 0.45 ? 119 : RI(0, 118);
    let leave = -1; // active on days-ago d with leave < d <= join
    if (join > 20 && rnd() < 0.2) leave = RI(0, join - 10);
    residents.push({ id: `res_${pad(i, 4)}`, w, join, leave, bounce: 0 });
  }
  const res = (id) => residents.find((r) => r.id === id);
  Object.assign(res('res_0042'), { w: 34, join: 119, leave: -1 });
  Object.assign(res('res_0117'), { w: 6, join: 119, leave: 80 });
  Object.assign(res('res_0388'), { w: 2, join: 6, leave: -1 });
  Object.assign(res('res_0203'), { w: 2.5, join: 119, leave: -1, bounce: 1 });
  // Nobody but the newcomer joins in the newcomer's window by accident of weights? (others may.)

  const crews = [];
  for (let i = 1; i <= 36; i++) {
    crews.push({ id: `crew_${pad(i, 2)}`, w: 0.5 + ((i * 11) % 36) / 36, join: i > 30 ? 60 : 119 });
  }
  crews[6].w = 5; // crew_07
  crews[11].w = 2.9; // crew_12
  crews[23].w = 2.25; // crew_24
  const inspectors = [];
  for (let i = 1; i <= 12; i++) inspectors.push({ id: `insp_${pad(i, 2)}`, w: R(0.6, 1.4) });
  inspectors[2].w = 3.2; // insp_03
  const inspCum = [];
  inspectors.reduce((s, p, i) => (inspCum[i] = s + p.w), 0);

  // Crews work weekdays 12:00-22:00 UTC: move a time into the next working slot.
  const toWork = (t) => {
    for (let i = 0; i < 10; i++) {
      const ds = Math.floor(t / DAY) * DAY,
        h = (t - ds) / HOUR,
        wd = (new Date(ds).getUTCDay() + 6) % 7;
      if (wd >= 5) {
        t = ds + DAY + 12 * HOUR + R(0, 6) * HOUR;
        continue;
      }
      if (h < 12) {
        t = ds + 12 * HOUR + R(0, 6) * HOUR;
        continue;
      }
      if (h >= 22) {
        t = ds + DAY + 12 * HOUR + R(0, 6) * HOUR;
        continue;
      }
      return t;
    }
    return t;
  };

  // During the outage the gateway retries a bounced text up to twice, 20-40 minutes apart.
  const sms = (r, t) => {
    const outage = dayIndex(t) === OUTAGE_DAYS_AGO;
    for (let attempt = 0; ; attempt++) {
      push(r.id, 'sms.sent', 0, t);
      const bounced = r.bounce === 1 || rnd() < (outage ? 0.7 : 0.03);
      if (!bounced) return false;
      push(r.id, 'sms-bounced', 0, t + R(5, 90) * SEC);
      if (!outage || attempt === 2) return true;
      t += R(20, 40) * MIN;
    }
  };

  const CATS = {
    pothole: { name: 'pothole_reported', days: [2, 10], hours: [1, 6], cost: [120, 1800], share: 0.34 },
    light: {
      name: 'streetlight.outage_reported',
      days: [3, 18],
      hours: [1.5, 8],
      cost: [250, 4200],
      share: 0.22,
    },
    graffiti: { name: 'GraffitiReported', days: [1, 6], hours: [0.5, 4], cost: [60, 600], share: 0.2 },
    bin: { name: 'Missed Bin Reported', days: [1, 3], hours: [0.5, 1.5], cost: null, share: 0.24 },
  };

  const workOrder = (r, cat, t, crewCum, crewList) => {
    const c = CATS[cat];
    push(r.id, c.name, 0, t);
    sms(r, t + R(30, 180) * SEC);
    if (rnd() < 0.03) return; // duplicate report, merged: no work order
    const crew = crewList[pickIndex(crewCum)];
    const storm = cat === 'pothole' && dayIndex(t) <= STORM_DAYS_AGO && dayIndex(t) >= STORM_DAYS_AGO - 3;
    const assign = toWork(t + R(0.5, 30) * HOUR);
    const start = toWork(assign + R(1, 48) * HOUR);
    // The backlog grows with the volume: jobs take ~35% longer by the end of the window.
    const backlog = 1 + (0.35 * (119 - dayIndex(t))) / 119;
    const target = t + (R(c.days[0], c.days[1]) * backlog + (storm ? R(3, 8) : 0)) * DAY;
    const close = toWork(Math.max(start + R(1, 6) * HOUR, target));
    const days = Math.max(1, Math.round((close - t) / DAY));
    push(crew.id, 'work-order-assigned', 0, assign);
    if (rnd() < 0.07) return; // cancelled before work began
    push(crew.id, 'WorkOrderStarted', 0, start);
    if (rnd() < 0.04) return; // parked: waiting on parts / another department
    push(crew.id, 'work_order_closed', days, close);
    if (rnd() < 0.85)
      push(
        crew.id,
        'crew_hours_logged',
        Math.max(0.5, Math.round(R(c.hours[0], c.hours[1]) * 2) / 2),
        close + R(1, 20) * MIN,
      );
    if (c.cost && rnd() < 0.8) {
      const cost = Math.round(R(c.cost[0], c.cost[1]) * (storm ? 1.4 : 1));
      push(crew.id, 'repair.cost_logged', cost, close + R(2, 30) * MIN);
    }
    if (rnd() < 0.3) {
      const insp = inspectors[pickIndex(inspCum)];
      push(insp.id, 'Inspection Report Filed', 0, toWork(close + R(1, 5) * DAY));
    }
    const smsAt = close + R(1, 10) * MIN;
    const bounced = sms(r, smsAt);
    const pSurvey = r.id === 'res_0042' ? 0.9 : 0.33;
    if (!bounced && rnd() < pSurvey) {
      const score = Math.min(5, Math.max(1, Math.round(5.3 - days / 5 + R(-1.3, 1.3))));
      push(r.id, 'SurveySubmitted', score, smsAt + R(10 * MIN, 30 * HOUR));
    }
  };

  const catNames = Object.keys(CATS);
  const NEWCOMER_REPORTS = { 6: 'pothole', 4: 'graffiti', 2: 'bin', 1: 'light' };

  for (let d = 119; d >= 0; d--) {
    const day0 = D0 - d * DAY;
    const wd = (new Date(day0).getUTCDay() + 6) % 7;
    const prog = (119 - d) / 119;
    const active = residents.filter((r) => r.join >= d && r.leave < d);
    const resCum = [];
    active.reduce((s, r, i) => (resCum[i] = s + r.w), 0);
    const crewList = crews.filter((c) => c.join >= d);
    const crewCum = [];
    crewList.reduce((s, c, i) => (crewCum[i] = s + c.w), 0);

    const base = (18 + 18 * prog) * WEEKDAY_MULT[wd];
    const n = Math.round(base * R(0.88, 1.12));
    const shares = catNames.map((k) => CATS[k].share * (k === 'bin' && wd <= 1 ? 1.5 : 1));
    const shareCum = [];
    shares.reduce((s, x, i) => (shareCum[i] = s + x), 0);
    for (let i = 0; i < n; i++) {
      const r = active[pickIndex(resCum)];
      workOrder(r, catNames[pickIndex(shareCum)], residentTime(day0), crewCum, crewList);
    }
    // The storm: a burst of pothole reports that day and the next two.
    const extra =
      d === STORM_DAYS_AGO
        ? 6 * base * 0.34
        : d === STORM_DAYS_AGO - 1 || d === STORM_DAYS_AGO - 2
          ? 0.8 * base * 0.34
          : 0;
    for (let i = 0; i < Math.round(extra); i++) {
      workOrder(active[pickIndex(resCum)], 'pothole', residentTime(day0), crewCum, crewList);
    }
    if (NEWCOMER_REPORTS[d]) {
      const r = res('res_0388');
      const t = residentTime(day0);
      push(r.id, 'app_opened', 0, Math.max(day0, t - R(1, 5) * MIN));
      workOrder(r, NEWCOMER_REPORTS[d], t, crewCum, crewList);
    }
    for (const r of active) {
      if (rnd() < Math.min(0.7, 0.062 * r.w * (0.8 + 0.5 * prog)))
        push(r.id, 'app_opened', 0, residentTime(day0));
    }
  }

  events.sort((a, b) => a.t - b.t);
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
