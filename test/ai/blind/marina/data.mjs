// Harbor Point Marina: synthetic usage events for the blind round "marina".
// Deterministic for a given `now` (fixed-seed mulberry32; every time is relative to now).

export const EVENT_NAMES = [
  'app_opened', // member opened the marina app (value 0)
  'slip_reserved', // slip reservation (value = nights booked)
  'slip_cancelled', // reservation cancelled (value 0)
  'fuel.purchased', // fuel dock purchase (value = dollars)
  'PumpOutRequested', // pump-out request (value 0)
  'dock-task-logged', // dock hand logs a task (value = minutes spent)
  'Guest Checked In', // guest check-in at the gate (value = party size)
  'boat_lift.booked', // boat-lift booking (value = hours booked)
  'WeatherAlertAcknowledged', // weather alert acknowledged (value = forecast gust, knots)
  'Membership Renewed', // member renewal (value 0: billed elsewhere)
  'maintenance-request-filed', // maintenance request (value 0)
];

export const PERSONAS = {
  topBoater: 'mbr_1007', // liveaboard, most events of anyone
  bigSpender: 'mbr_1333', // sport-fishing yacht, biggest fuel bills
  churner: 'mbr_1188', // busy until ~50 days ago, then gone
  newcomer: 'mbr_1450', // first event 4 days ago
  dockChief: 'dock_03', // logs the most dock tasks
  visitor: 'visitor_017', // transient boater, a short stay ~20 days ago
};
export const NOBODY = 'mbr_9999';

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

const WEEKDAY_W = [1.4, 0.7, 0.7, 0.8, 0.9, 1.2, 1.6]; // Sun..Sat
const HOUR_W = [
  0.05, 0.05, 0.05, 0.05, 0.05, 0.15, 0.5, 0.9, 1.1, 1.3, 1.6, 1.2, 1.0, 1.0, 1.0, 1.1, 1.2, 1.1, 0.9, 0.6,
  0.4, 0.3, 0.15, 0.08,
];

function pickWeighted(rnd, table) {
  let total = 0;
  for (const [, w] of table) total += w;
  let x = rnd() * total;
  for (const [k, w] of table) {
    if ((x -= w) < 0) return k;
  }
  return table[table.length - 1][0];
}

const MEMBER_MIX = [
  ['app_opened', 36],
  ['slip_reserved', 12],
  ['fuel.purchased', 16],
  ['PumpOutRequested', 10],
  ['Guest Checked In', 5.5],
  ['boat_lift.booked', 4],
  ['WeatherAlertAcknowledged', 4],
  ['slip_cancelled', 2.5],
  ['maintenance-request-filed', 5],
];
const VISITOR_MIX = [
  ['slip_reserved', 25],
  ['fuel.purchased', 25],
  ['Guest Checked In', 15],
  ['app_opened', 25],
  ['PumpOutRequested', 10],
];
const LIVEABOARD_MIX = [
  ['app_opened', 40],
  ['PumpOutRequested', 22],
  ['Guest Checked In', 12],
  ['fuel.purchased', 8],
  ['slip_reserved', 6],
  ['boat_lift.booked', 4],
  ['maintenance-request-filed', 5],
  ['WeatherAlertAcknowledged', 3],
];
const DOCK_MIX = [
  ['dock-task-logged', 86],
  ['app_opened', 10],
  ['WeatherAlertAcknowledged', 4],
];

function valueFor(rnd, name, big) {
  switch (name) {
    case 'slip_reserved':
      return 1 + Math.floor(rnd() * (rnd() < 0.2 ? 14 : 4));
    case 'fuel.purchased':
      return big
        ? Math.round((700 + rnd() * 1600) * 100) / 100
        : Math.round((25 + rnd() * rnd() * 480) * 100) / 100;
    case 'dock-task-logged':
      return 5 + 5 * Math.floor(rnd() * 19);
    case 'Guest Checked In':
      return 1 + Math.floor(rnd() * 6);
    case 'boat_lift.booked':
      return 1 + Math.floor(rnd() * 8);
    case 'WeatherAlertAcknowledged':
      return 18 + Math.floor(rnd() * 22);
    default:
      return 0;
  }
}

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261129);
  const earliest = nowMs - 119.5 * DAY,
    latest = nowMs - 3 * MIN;
  const stormDay = Math.floor(nowMs / DAY) * DAY - 33 * DAY;
  const events = [];
  const push = (userId, eventName, t, eventValue) => {
    t = Math.floor(t / 1000) * 1000;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  // Rejection-sampled time in [from, to): weekly rhythm, daily rhythm, seasonal growth, quiet storm day.
  const sampleTime = (from, to) => {
    for (let i = 0; i < 200; i++) {
      const t = from + rnd() * (to - from);
      const d = new Date(t);
      const growth = 0.35 + (0.65 * (t - earliest)) / (latest - earliest);
      let p = (WEEKDAY_W[d.getUTCDay()] / 1.6) * (HOUR_W[d.getUTCHours()] / 1.6) * growth;
      if (t >= stormDay && t < stormDay + DAY) p *= 0.3;
      if (rnd() < p) return t;
    }
    return from + rnd() * (to - from);
  };
  const actor = (userId, { from, to, perDay, mix, big = false }) => {
    const n = Math.max(1, Math.round((perDay * (to - from)) / DAY));
    for (let i = 0; i < n; i++) {
      const name = pickWeighted(rnd, mix);
      push(userId, name, sampleTime(from, to), valueFor(rnd, name, big));
    }
  };

  // Members mbr_1001..mbr_1420: most around from the start, a growing stream of joiners, some churn.
  for (let k = 1; k <= 420; k++) {
    const id = `mbr_${1000 + k}`;
    if (Object.values(PERSONAS).includes(id)) continue;
    const joinsLate = rnd() < 0.3;
    const from = joinsLate ? earliest + rnd() * 110 * DAY : earliest;
    const churns = rnd() < 0.15;
    const to = churns ? from + (0.3 + 0.6 * rnd()) * (latest - from) : latest;
    const perDay = 0.12 + rnd() * rnd() * 1.4;
    actor(id, { from, to, perDay, mix: MEMBER_MIX });
    if (rnd() < 0.5) push(id, 'Membership Renewed', sampleTime(from, to), 0);
  }
  // Dock hands.
  for (let k = 1; k <= 8; k++) {
    const id = `dock_0${k}`;
    if (id === PERSONAS.dockChief) continue;
    actor(id, { from: earliest, to: latest, perDay: 0.8 + k * 0.2, mix: DOCK_MIX });
  }
  // Transient visitors: short stays.
  for (let k = 1; k <= 60; k++) {
    const id = `visitor_${String(k).padStart(3, '0')}`;
    if (id === PERSONAS.visitor) continue;
    const from = earliest + rnd() * 112 * DAY;
    actor(id, {
      from,
      to: Math.min(latest, from + (1 + rnd() * 6) * DAY),
      perDay: 1.5 + rnd() * 2,
      mix: VISITOR_MIX,
    });
  }
  // Personas.
  actor(PERSONAS.topBoater, { from: earliest, to: latest, perDay: 7, mix: LIVEABOARD_MIX });
  push(PERSONAS.topBoater, 'Membership Renewed', latest - 61 * DAY + 3 * HOUR, 0);
  actor(PERSONAS.bigSpender, {
    from: earliest,
    to: latest,
    perDay: 1.5,
    mix: [
      ['fuel.purchased', 70],
      ['app_opened', 20],
      ['boat_lift.booked', 10],
    ],
    big: true,
  });
  actor(PERSONAS.churner, { from: earliest, to: nowMs - 50 * DAY, perDay: 3, mix: MEMBER_MIX });
  actor(PERSONAS.newcomer, { from: nowMs - 4 * DAY, to: latest - 2 * HOUR, perDay: 4, mix: MEMBER_MIX });
  push(PERSONAS.newcomer, 'Membership Renewed', nowMs - 4 * DAY + 17 * MIN, 0);
  actor(PERSONAS.dockChief, { from: earliest, to: latest, perDay: 5, mix: DOCK_MIX });
  actor(PERSONAS.visitor, { from: nowMs - 21 * DAY, to: nowMs - 18 * DAY, perDay: 5, mix: VISITOR_MIX });

  // Storm day: a burst of weather-alert acknowledgements and slip cancellations.
  for (let i = 0; i < 410; i++) {
    let id = `mbr_${1001 + Math.floor(rnd() * 420)}`;
    if (id === PERSONAS.churner) id = 'mbr_1189'; // the churner is long gone by the storm
    const t = stormDay + (6 + rnd() * 14) * HOUR;
    if (i < 330) push(id, 'WeatherAlertAcknowledged', t, 40 + Math.floor(rnd() * 25));
    else push(id, 'slip_cancelled', t, 0);
  }
  // The night watch: a few events in the last hour, so "today" is never empty.
  push('dock_05', 'dock-task-logged', latest, 15);
  push(PERSONAS.topBoater, 'app_opened', latest - 8 * MIN, 0);
  push('dock_02', 'dock-task-logged', latest - 22 * MIN, 10);
  push('mbr_1042', 'app_opened', latest - 44 * MIN, 0);

  const kept = events.filter((e) => {
    const t = Date.parse(e.timestamp);
    return t >= earliest && t <= latest;
  });
  kept.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return kept;
}
