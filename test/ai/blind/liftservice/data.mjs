// Synthetic event log of a lift (elevator & escalator) service company's maintenance platform.
const DAY = 86_400_000,
  HOUR = 3_600_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const EVENT_NAMES = [
  'sensor_alarm',
  'entrapment.callout',
  'TechnicianDispatched',
  'Callout Resolved',
  'Maintenance Visit Completed',
  'inspection-passed',
  'inspection_failed',
  'parts.ordered',
  'TicketOpened',
  'ticket_closed',
  'invoice.paid',
  'portal-login',
];

export const PERSONAS = {
  topTechnician: 'tech_007',
  churnedManager: 'bm_042',
  newManager: 'bm_391',
  bigPayer: 'bm_015',
  alarmMagnet: 'bm_099',
  rookieTechnician: 'tech_093',
};
export const NOBODY = 'tech_999';

const TECH_HOURS = [0, 0, 0, 0, 0, 0, 1, 4, 8, 10, 9, 7, 5, 7, 8, 7, 5, 3, 1, 1, 0, 0, 0, 0];
const BM_HOURS = [1, 1, 0.5, 0.5, 0.5, 1, 2, 4, 7, 9, 8, 7, 6, 7, 7, 6, 5, 4, 3, 2, 2, 1, 1, 1];
const ALARM_HOURS = [2, 2, 2, 2, 2, 2, 3, 4, 5, 5, 5, 5, 5, 6, 7, 7, 6, 5, 4, 3, 3, 3, 2, 2];
const TECH_WEEK = [1.0, 1.12, 1.0, 0.98, 0.92, 0.3, 0.15];
const BM_WEEK = [1.05, 1.0, 1.0, 0.98, 0.95, 0.45, 0.35];

// per active user-day, at weekday factor 1
const TECH_RATES = {
  TechnicianDispatched: 0.5,
  'Callout Resolved': 0.42,
  'Maintenance Visit Completed': 0.7,
  'inspection-passed': 0.1,
  inspection_failed: 0.035,
  'parts.ordered': 0.18,
};
const BM_RATES = {
  sensor_alarm: 0.09,
  'entrapment.callout': 0.012,
  TicketOpened: 0.08,
  ticket_closed: 0.065,
  'invoice.paid': 0.03,
  'portal-login': 0.16,
};
const INCIDENT = {
  sensor_alarm: 7,
  'entrapment.callout': 10,
  TechnicianDispatched: 2.2,
  'Callout Resolved': 2.2,
  TicketOpened: 3,
};
const WEEKDAY_BOUND = new Set(['TicketOpened', 'ticket_closed', 'invoice.paid', 'portal-login']);

function pickHour(rng, weights) {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = rng() * total;
  for (let h = 0; h < 24; h++) {
    x -= weights[h];
    if (x < 0) return h;
  }
  return 23;
}

function valueFor(name, rng, user, incident) {
  const int = (a, b) => a + Math.floor(rng() * (b - a + 1));
  switch (name) {
    case 'sensor_alarm':
      return incident ? int(2, 5) : [1, 1, 1, 2, 2, 2, 3, 3, 4, 5][int(0, 9)]; // severity
    case 'entrapment.callout':
      return int(1, 6); // passengers trapped
    case 'TechnicianDispatched':
      return Math.round((1 + rng() * 59) * 10) / 10; // km to site
    case 'Callout Resolved':
      return int(10, 240); // minutes on site
    case 'Maintenance Visit Completed':
      return int(2, 20) / 4; // hours on site
    case 'inspection-passed':
      return int(1, 4); // lifts inspected
    case 'inspection_failed':
      return int(1, 7); // defects found
    case 'parts.ordered':
      return int(1, 20); // quantity of parts
    case 'TicketOpened':
      return int(1, 3); // priority
    case 'ticket_closed':
      return Math.round((0.5 + rng() * 95.5) * 10) / 10; // hours to close
    case 'invoice.paid':
      return user.id === 'bm_015'
        ? Math.round((8000 + rng() * 12000) * 100) / 100
        : Math.round((150 + rng() * 5850) * 100) / 100; // EUR
    default:
      return 0; // portal-login
  }
}

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rng = mulberry32(0x5eed1f7);
  const start = now - 120 * DAY + 60_000,
    end = now - 150_000;
  const firstDay = Math.floor(start / DAY) * DAY,
    lastDay = Math.floor(end / DAY) * DAY;
  const nDays = Math.round((lastDay - firstDay) / DAY) + 1;
  const incidentDay = Math.floor(now / DAY) * DAY - 40 * DAY;

  const users = [];
  for (let i = 1; i <= 95; i++) {
    const id = `tech_${String(i).padStart(3, '0')}`;
    const u = { id, role: 'tech', join: 0, leave: nDays, rate: 0.6 + rng() * 0.6 };
    if (rng() < 0.04) u.leave = Math.floor(nDays * (0.3 + rng() * 0.5));
    users.push(u);
  }
  for (let i = 1; i <= 395; i++) {
    const id = `bm_${String(i).padStart(3, '0')}`;
    const u = { id, role: 'bm', join: 0, leave: nDays, rate: 0.5 + rng() * 1.0 };
    if (i > 225) u.join = Math.floor(nDays * (0.03 + rng() * 0.94));
    if (rng() < 0.1) u.leave = Math.max(u.join + 5, Math.floor(nDays * (0.2 + rng() * 0.6)));
    users.push(u);
  }
  const byId = Object.fromEntries(users.map((u) => [u.id, u]));
  Object.assign(byId.tech_007, { rate: 2.1, leave: nDays });
  Object.assign(byId.tech_031, { rate: 1.85, leave: nDays });
  Object.assign(byId.tech_060, { rate: 1.7, leave: nDays });
  Object.assign(byId.tech_025, { rate: 1.55, leave: nDays });
  Object.assign(byId.tech_086, { rate: 1.4, leave: nDays });
  Object.assign(byId.bm_150, { join: 0, leave: nDays, rate: 1.0, alarms: 4 });
  Object.assign(byId.bm_203, { join: 0, leave: nDays, rate: 1.0, alarms: 3 });
  Object.assign(byId.tech_093, { join: nDays - 20, leave: nDays, rate: 1.2 });
  Object.assign(byId.bm_042, { join: 0, leave: nDays - 50, rate: 1.6 });
  Object.assign(byId.bm_391, { join: nDays - 6, leave: nDays, rate: 2.5 });
  Object.assign(byId.bm_015, { join: 0, leave: nDays, rate: 1.3 });
  Object.assign(byId.bm_099, { join: 0, leave: nDays, rate: 1.2, alarms: 6 });

  const events = [];
  for (let d = 0; d < nDays; d++) {
    const dayT = firstDay + d * DAY;
    const wd = (new Date(dayT).getUTCDay() + 6) % 7;
    const p = d / nDays;
    const incident = dayT === incidentDay;
    for (const u of users) {
      if (d < u.join || d >= u.leave) continue;
      const rates = u.role === 'tech' ? TECH_RATES : BM_RATES;
      for (const [name, r] of Object.entries(rates)) {
        let lambda = r * u.rate;
        if (u.role === 'tech') lambda *= TECH_WEEK[wd] * (0.75 + 0.5 * p);
        else if (WEEKDAY_BOUND.has(name)) lambda *= BM_WEEK[wd];
        if (name === 'sensor_alarm' && u.alarms) lambda *= u.alarms;
        if (incident && INCIDENT[name]) lambda *= INCIDENT[name];
        const k = Math.floor(lambda) + (rng() < lambda - Math.floor(lambda) ? 1 : 0);
        for (let j = 0; j < k; j++) {
          const hours =
            name === 'sensor_alarm' || name === 'entrapment.callout'
              ? ALARM_HOURS
              : u.role === 'tech'
                ? TECH_HOURS
                : BM_HOURS;
          const t = dayT + pickHour(rng, hours) * HOUR + Math.floor(rng() * 3600) * 1000;
          let v = valueFor(name, rng, u, incident);
          if (name === 'invoice.paid') v = Math.round(v * (0.85 + 0.3 * p) * 100) / 100; // price rises
          if (t >= start && t <= end) events.push({ userId: u.id, eventName: name, eventValue: v, t });
        }
      }
    }
  }
  // A few events in the last minutes, so "today" and "this week" are never empty.
  const sec = (x) => Math.floor(x / 1000) * 1000;
  events.push({
    userId: 'bm_099',
    eventName: 'sensor_alarm',
    eventValue: 3,
    t: sec(now - 3 * 60_000 - 17_000),
  });
  events.push({
    userId: 'bm_391',
    eventName: 'portal-login',
    eventValue: 0,
    t: sec(now - 5 * 60_000 - 41_000),
  });
  events.push({
    userId: 'tech_007',
    eventName: 'TechnicianDispatched',
    eventValue: 12.4,
    t: sec(now - 7 * 60_000 - 5_000),
  });
  events.sort((a, b) => a.t - b.t);
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }));
}
