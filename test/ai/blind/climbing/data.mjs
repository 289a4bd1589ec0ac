// Member app of "Crux & Co.", a chain of indoor climbing gyms. Deterministic for a given `now`.
const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;

export const EVENT_NAMES = [
  'door_checkin',
  'route.logged',
  'DayPassPurchased',
  'Membership Started',
  'gear-rental',
  'belay_cert_passed',
  'class.booked',
  'RouteSetterUpdate',
  'app_open',
  'Membership Cancelled',
  'waiver-signed',
  'ClassCancelled',
];

export const PERSONAS = {
  topClimber: 'mbr_0007', // member who climbs almost daily, most events overall
  regular1: 'mbr_0042', // three committed regulars (5.0, 4.4, 3.9 visits a week)
  regular2: 'mbr_0088',
  regular3: 'mbr_0151',
  churner: 'mbr_0113', // heavy member who cancelled ~49 days ago and never came back
  bigSpender: 'mbr_0230', // never buys a membership: day passes, rentals and classes
  newcomer: 'mbr_0470', // first came in 5 days ago
  headSetter: 'setter_02', // posts most route-setter updates
};
export const NOBODY = 'mbr_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Monday … Sunday visit factors: Saturday is the big day, Friday the quiet one.
const WEEKDAY_FACTOR = [0.95, 1.2, 1.0, 1.15, 0.65, 1.6, 1.1];
const DAYS = 120;
const INCIDENT_BACK = 23; // door scanners down that whole day: no door_checkin, lots of app_open

export function generateEvents(now) {
  const nowMs = +now;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const start0 = today0 - (DAYS - 1) * DAY; // day index 0
  const incidentDay = DAYS - 1 - INCIDENT_BACK;
  const rand = mulberry32(0xc11b);
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const out = [];
  const push = (userId, eventName, eventValue, t) =>
    out.push({ userId, eventName, eventValue, t: Math.floor(t / 1000) * 1000 });

  const USERS = 470;
  for (let i = 1; i <= USERS; i++) {
    const id = `mbr_${String(i).padStart(4, '0')}`;
    let existing = rand() < 0.38;
    let joinDay = existing ? 0 : Math.min(DAYS - 1, Math.floor(DAYS * Math.sqrt(rand())));
    let member = existing ? rand() < 0.7 : false;
    let rate = 0.35 + rand() * rand() * 1.65; // visits per week
    let skill = Math.floor(rand() * 8);
    let endDay = rand() < 0.16 ? joinDay + Math.floor(rand() * (DAYS - joinDay)) : DAYS;
    let convertP = 0.04,
      rentP = -1,
      classP = 0.07,
      neverConvert = false;
    if (id === PERSONAS.topClimber) {
      joinDay = 0;
      member = true;
      rate = 7.5;
      skill = 8;
      endDay = DAYS;
      classP = 0.1;
    }
    if (id === PERSONAS.churner) {
      joinDay = 0;
      member = true;
      rate = 4.2;
      skill = 5;
      endDay = DAYS - 49;
    }
    if (id === PERSONAS.bigSpender) {
      joinDay = 0;
      member = false;
      rate = 3.4;
      neverConvert = true;
      rentP = 1;
      classP = 0.6;
      endDay = DAYS;
    }
    if (id === PERSONAS.newcomer) {
      joinDay = DAYS - 6;
      existing = false;
      member = false;
      rate = 5;
      endDay = DAYS;
    }
    const regular = { mbr_0042: 5.0, mbr_0088: 4.4, mbr_0151: 3.9 }[id];
    if (regular) {
      joinDay = 0;
      member = true;
      rate = regular;
      endDay = DAYS;
    }
    if (neverConvert) convertP = 0;
    if (joinDay === 0) existing = true;
    if (rentP < 0) rentP = member ? 0.12 : 0.5;
    let visits = 0;
    for (let d = joinDay; d < Math.min(endDay, DAYS); d++) {
      const day0 = start0 + d * DAY;
      const wd = (new Date(day0).getUTCDay() + 6) % 7;
      const growth = 0.8 + 0.45 * (d / (DAYS - 1));
      const first = visits === 0 && !existing;
      // late-night browsing of the app
      if (rand() < 0.035) push(id, 'app_open', 0, day0 + rand() * DAY);
      if (d === incidentDay && rand() < 0.25) push(id, 'app_open', 0, day0 + (7 + rand() * 14) * HOUR);
      const p = first ? 1 : (rate / 7) * WEEKDAY_FACTOR[wd] * growth;
      if (rand() >= p) continue;
      visits++;
      const weekend = wd >= 5;
      const hour = weekend ? 9 + rand() * 9 : rand() < 0.25 ? 6 + rand() * 4 : 16.5 + rand() * 5;
      let t = day0 + hour * HOUR;
      if (rand() < 0.55) push(id, 'app_open', 0, t - (0.3 + rand() * 3) * HOUR);
      if (first) push(id, 'waiver-signed', 0, t - 4 * MIN);
      if (!member) push(id, 'DayPassPurchased', weekend ? 24 : 19, t - 2 * MIN);
      if (d !== incidentDay) push(id, 'door_checkin', 0, t);
      if (rand() < rentP || first) push(id, 'gear-rental', rand() < 0.6 ? 6 : 11, t + 3 * MIN);
      if (!existing && visits === 3 && rand() < 0.65) push(id, 'belay_cert_passed', 0, t + 40 * MIN);
      const routes = id === PERSONAS.topClimber ? 4 + Math.floor(rand() * 3) : 1 + Math.floor(rand() * 4);
      let rt = t + 15 * MIN;
      for (let k = 0; k < routes; k++) {
        rt += (5 + rand() * 20) * MIN;
        push(id, 'route.logged', Math.max(0, Math.min(12, skill + Math.floor(rand() * 5) - 2)), rt);
      }
      skill = Math.min(11, skill + (rand() < 0.03 ? 1 : 0));
      if (rand() < classP) {
        const bt = t + (1 + rand() * 2) * HOUR;
        push(id, 'class.booked', pick([20, 28, 35]), bt);
        if (rand() < 0.12) push(id, 'ClassCancelled', 0, bt + (2 + rand() * 30) * HOUR);
      }
      if (!member && visits >= 2 && rand() < convertP) {
        member = true;
        rentP = 0.12;
        push(id, 'Membership Started', pick([65, 79, 79, 99]), rt + 10 * MIN);
      }
    }
    if (member && endDay < DAYS && endDay > joinDay) {
      push(id, 'Membership Cancelled', 0, start0 + (endDay - 1) * DAY + (20 + rand() * 3) * HOUR);
    }
  }

  // Route setters: Tuesday and Thursday mornings, value = number of new routes set.
  const setters = ['setter_01', 'setter_02', 'setter_03', 'setter_04'];
  const share = [0.35, 0.9, 0.5, 0.2];
  for (let d = 0; d < DAYS; d++) {
    const day0 = start0 + d * DAY;
    const wd = (new Date(day0).getUTCDay() + 6) % 7;
    setters.forEach((s, k) => {
      if ((wd === 1 || wd === 3) && rand() < share[k])
        push(s, 'RouteSetterUpdate', 4 + Math.floor(rand() * 9), day0 + (8 + rand() * 3) * HOUR);
      if (rand() < 0.2) {
        const t = day0 + (12 + rand() * 6) * HOUR;
        push(s, 'app_open', 0, t - HOUR);
        if (d !== incidentDay) push(s, 'door_checkin', 0, t);
        for (let r = 0; r < 3; r++)
          push(s, 'route.logged', 6 + Math.floor(rand() * 4), t + (20 + r * 15) * MIN);
      }
    });
  }

  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 2 * MIN;
  return out
    .filter((e) => e.t >= earliest && e.t <= latest)
    .sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
    .map(({ userId, eventName, eventValue, t }) => ({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
    }));
}
