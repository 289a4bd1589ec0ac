// Chimney sweeping & fireplace inspection company: scheduling and field app events.
const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'appointment_booked',
  'appointment_cancelled',
  'inspection.completed',
  'CreosoteLevelRecorded',
  'Camera Scan',
  'sweep-completed',
  'repair-quote-sent',
  'quote_accepted',
  'invoice.paid',
  'NoShow',
  'Review Posted',
  'message_sent',
];

export const PERSONAS = {
  topPropertyManager: 'acct_0007',
  churner: 'acct_0113',
  bigSpender: 'acct_0250',
  serialNoShow: 'acct_0321',
  newcomer: 'acct_0488',
};
export const NOBODY = 'acct_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const WEEKDAY_WEIGHT = [0.25, 0.82, 1, 0.78, 0.86, 0.7, 0.5]; // Sun..Sat (Tuesday peak)

export function generateEvents(now) {
  const NOW = +now;
  const rnd = mulberry32(20261125);
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const start = NOW - 118 * DAY;
  const end = NOW - 2 * MIN;
  let incidentDay = Math.floor((NOW - 23 * DAY) / DAY) * DAY; // ice storm: visits that day mostly fail
  if (new Date(incidentDay).getUTCDay() === 0) incidentDay += DAY; // no Sunday visits
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    if (t < NOW - 120 * DAY + MIN || t > end) return;
    events.push({ userId, eventName, eventValue, t });
  };

  // pick a booking time between a and b, weighted by growth and weekday
  function bookingTime(a, b) {
    for (let i = 0; i < 50; i++) {
      const t = a + rnd() * (b - a);
      const progress = (t - start) / (NOW - start);
      const wd = new Date(t).getUTCDay();
      if (rnd() < (0.35 + 0.65 * progress) * WEEKDAY_WEIGHT[wd]) {
        return Math.floor(t / DAY) * DAY + int(7, 20) * HOUR + int(0, 59) * MIN + int(0, 59) * 1000;
      }
    }
    return a + rnd() * (b - a);
  }

  function job(u, from, to, opts = {}) {
    const b = bookingTime(from, to);
    push(u, 'appointment_booked', 1, b);
    const nMsg = int(0, 3);
    for (let i = 0; i < nMsg; i++)
      push(u, 'message_sent', int(20, 400), b + int(1, 72) * HOUR + int(0, 3599) * 1000);
    let visitDay = Math.floor(b / DAY) * DAY + int(1, 9) * DAY;
    if (new Date(visitDay).getUTCDay() === 0) visitDay += DAY;
    const visit =
      visitDay + (8 + Math.floor(rnd() * rnd() * 9)) * HOUR + pick([0, 15, 30, 45]) * MIN + int(0, 59) * 1000;
    const storm = visitDay === incidentDay;
    const r = rnd();
    if (r < (storm ? 0.3 : 0.085)) {
      push(u, 'appointment_cancelled', 0, storm ? visit - int(1, 5) * HOUR : b + int(2, 96) * HOUR);
      return;
    }
    if (r < (storm ? 0.85 : 0.085 + (opts.noShow ?? 0.06))) {
      push(u, 'NoShow', 0, visit + int(15, 40) * MIN);
      return;
    }
    const level = rnd() < 0.7 ? 1 : rnd() < 0.8 ? 2 : 3;
    push(u, 'inspection.completed', level, visit + int(40, 70) * MIN);
    const creosote = Math.max(1, Math.round(2 + rnd() * 6 * (level === 1 ? 0.6 : 1.2)));
    if (rnd() < 0.88) push(u, 'CreosoteLevelRecorded', creosote, visit + int(10, 25) * MIN);
    if (level > 1 || rnd() < 0.4) push(u, 'Camera Scan', int(4, 35), visit + int(20, 38) * MIN);
    const swept = rnd() < 0.72;
    if (swept) push(u, 'sweep-completed', int(1, 3), visit + int(75, 120) * MIN);
    let extra = 0;
    if (rnd() < (opts.quote ?? (creosote >= 5 ? 0.5 : 0.2))) {
      const qt = visit + int(3, 48) * HOUR + int(0, 3599) * 1000;
      const amount = opts.bigQuote ? int(2800, 8900) : int(12, 320) * 5 + 95;
      push(u, 'repair-quote-sent', amount, qt);
      if (rnd() < (opts.bigQuote ? 0.9 : 0.55)) {
        push(u, 'quote_accepted', amount, qt + int(6, 120) * HOUR);
        extra = amount;
      }
    }
    if (rnd() < 0.93) {
      const base = 99 + level * 50 + (swept ? 120 : 0) + int(0, 40);
      push(u, 'invoice.paid', base + extra, visit + int(2, 170) * HOUR + int(0, 3599) * 1000);
    }
    if (rnd() < 0.33) {
      const stars = rnd() < 0.62 ? 5 : rnd() < 0.6 ? 4 : rnd() < 0.5 ? 3 : rnd() < 0.5 ? 2 : 1;
      push(u, 'Review Posted', stars, visit + int(20, 240) * HOUR);
    }
  }

  const NUSERS = 470;
  for (let i = 1; i <= NUSERS; i++) {
    const u = `acct_${String(i).padStart(4, '0')}`;
    if (u === PERSONAS.newcomer) continue;
    const r = rnd();
    // older accounts start at the beginning; newer ones join later, more and more of them
    let joined = r < 0.45 ? start : start + Math.sqrt(rnd()) * 110 * DAY;
    let leave = rnd() < 0.12 ? joined + (20 + rnd() * 50) * DAY : NOW;
    let jobs = 2 + Math.floor(rnd() * rnd() * 22);
    const opts = {};
    if (u === PERSONAS.topPropertyManager) {
      joined = start;
      leave = NOW;
      jobs = 70;
    }
    if (u === PERSONAS.churner) {
      joined = start;
      leave = start + 48 * DAY;
      jobs = 12;
    }
    if (u === PERSONAS.bigSpender) {
      joined = start + 10 * DAY;
      leave = NOW;
      jobs = 9;
      opts.bigQuote = true;
      opts.quote = 0.85;
    }
    if (u === PERSONAS.serialNoShow) {
      joined = start;
      leave = NOW;
      jobs = 24;
      opts.noShow = 0.6;
    }
    if (i % 37 === 0 && !Object.values(PERSONAS).includes(u)) jobs += 10 + (i % 7) * 3; // landlords
    if (leave > NOW) leave = NOW;
    for (let j = 0; j < jobs; j++) job(u, joined, leave, opts);
  }
  // the newcomer: first seen a few days ago
  const nc = PERSONAS.newcomer;
  const ncBook = Math.floor((NOW - 4 * DAY) / DAY) * DAY + 9 * HOUR + 17 * MIN + 23 * 1000;
  push(nc, 'message_sent', 180, ncBook - 40 * MIN);
  push(nc, 'appointment_booked', 1, ncBook);
  push(nc, 'message_sent', 95, ncBook + 26 * HOUR);
  push(nc, 'inspection.completed', 2, ncBook + 2 * DAY + 3 * HOUR);
  push(nc, 'CreosoteLevelRecorded', 6, ncBook + 2 * DAY + 2 * HOUR + 20 * MIN);
  push(nc, 'Camera Scan', 18, ncBook + 2 * DAY + 2 * HOUR + 35 * MIN);

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map((e) => ({
    userId: e.userId,
    eventName: e.eventName,
    eventValue: e.eventValue,
    timestamp: iso(e.t),
  }));
}
