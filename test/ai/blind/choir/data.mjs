// Community choir app: singers join, RSVP to Tue/Thu rehearsals, attend (minutes), download
// scores, record practice takes, pay termly subscriptions, buy concert tickets. Directors are users too.
const MIN = 60_000,
  HOUR = 3_600_000,
  DAY = 86_400_000;

export const EVENT_NAMES = [
  'member_joined',
  'login',
  'rehearsal.rsvp',
  'RehearsalAttended',
  'Score Downloaded',
  'practice-take-recorded',
  'subscription_paid',
  'concert.ticket_purchased',
  'Rehearsal Cancelled',
  'part.assigned',
  'DirectorNoteSent',
  'profile-updated',
];

export const PERSONAS = {
  topSinger: 'singer_177', // attends everything, records a take almost every day
  churner: 'singer_212', // founding member who went quiet 50 days ago
  newcomer: 'singer_489', // joined 4 days ago
  ticketBuyer: 'singer_150',
  patron: 'singer_121', // pays the 400 patron subscription
  runnerUp: 'singer_133', // buys tickets for the whole family
  leadDirector: 'director_2', // writes most rehearsal notes
};
// the most devoted members: login and practice-take rates per day, hours after the window start they joined
const SUPERFANS = {
  singer_177: { join: 2, login: 2.6, take: 0.9 },
  singer_133: { join: 3, login: 1.9, take: 0.7 },
  singer_144: { join: 4, login: 1.6, take: 0.3 },
  singer_166: { join: 6, login: 1.35, take: 0.25 },
  singer_188: { join: 8, login: 1.1, take: 0.2 },
};
export const NOBODY = 'singer_999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayStart = (t) => Math.floor(t / DAY) * DAY;
const weekStart = (t) => dayStart(t) - ((new Date(t).getUTCDay() + 6) % 7) * DAY;
const monthStart = (t, add = 0) => {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1);
};

export function generateEvents(now) {
  const N = +now;
  const end = N - 2 * MIN;
  const t0 = N - 120 * DAY + HOUR;
  const rnd = mulberry32(20261129);
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < t0 || t > end) return;
    out.push({ userId, eventName, eventValue, timestamp: new Date(t).toISOString().replace('.000Z', 'Z') });
  };
  // an hour of day with an evening lean
  const hourOfDay = () => {
    const r = rnd();
    return (r < 0.2 ? 20 + rnd() : r < 0.5 ? 17 + rnd() * 6 : rnd() * 24) * HOUR;
  };

  // rehearsals: Tuesdays and Thursdays at 19:00 UTC
  const sessions = [];
  for (let d = dayStart(t0); d < end; d += DAY) {
    const wd = new Date(d).getUTCDay();
    if ((wd === 2 || wd === 4) && d + 19 * HOUR > t0 && d + 19 * HOUR < end - 3 * HOUR)
      sessions.push(d + 19 * HOUR);
  }
  const snowDay = weekStart(N) - 7 * DAY + DAY; // Tuesday of last ISO week: venue closed by snow
  const snowSession = snowDay + 19 * HOUR;
  const termStart = monthStart(N, -2) + 7 * DAY;
  const autumnConcert = weekStart(N - 21 * DAY) + 5 * DAY + 19.5 * HOUR; // a Saturday 16–23 days ago

  const directors = [1, 2, 3, 4, 5].map((i) => `director_${i}`);
  const pickDirector = () => (rnd() < 0.45 ? 'director_2' : directors[Math.floor(rnd() * 5)]);

  // directors
  for (const d of directors) {
    const rate = d === 'director_2' ? 0.4 : 0.6;
    for (let day = dayStart(t0); day < end; day += DAY) {
      if (rnd() < rate) push(d, 'login', 0, day + hourOfDay());
      if (rnd() < rate * 0.3) push(d, 'login', 0, day + hourOfDay());
    }
    if (rnd() < 0.8) push(d, 'profile-updated', 0, t0 + rnd() * 100 * DAY);
  }
  for (const s of sessions) {
    push(pickDirector(), 'DirectorNoteSent', 0, s + 2.5 * HOUR + rnd() * HOUR);
  }
  push('director_2', 'Rehearsal Cancelled', 0, snowDay + 13 * HOUR + rnd() * HOUR);

  // singers
  for (let i = 101; i <= 520; i++) {
    const id = `singer_${i}`;
    let join = i - 101 < 140 ? t0 + rnd() * 6 * DAY : t0 + 120 * DAY * Math.sqrt(rnd());
    join = Math.min(join, end - 6 * HOUR);
    let leave = rnd() < 0.18 ? join + (end - join) * (0.2 + 0.6 * rnd()) : Infinity;
    let attend = 0.45 + 0.5 * rnd();
    let loginRate = 0.15 + 0.45 * rnd();
    let takeRate = rnd() < 0.5 ? 0.05 + 0.3 * rnd() : 0.015;
    const dlRate = 0.04 + 0.08 * rnd();
    const tiers = [37.5, 60, 60, 60, 85];
    const fee = id === 'singer_121' ? 400 : tiers[Math.floor(rnd() * tiers.length)];
    let ticketP = 0.5,
      maxQty = 4;
    let fullStay = false;
    const superfan = SUPERFANS[id];
    if (superfan) {
      join = t0 + superfan.join * HOUR;
      leave = Infinity;
      attend = 1;
      loginRate = superfan.login;
      takeRate = superfan.take;
      fullStay = id === 'singer_177';
    }
    if (id === 'singer_212') {
      join = t0 + 5 * HOUR;
      leave = N - 50 * DAY;
      attend = 0.95;
      loginRate = 0.6;
    }
    if (id === 'singer_489') {
      join = N - 4 * DAY + 3 * HOUR;
      leave = Infinity;
      attend = 1;
      loginRate = 0.9;
      takeRate = 0.5;
    }
    if (id === 'singer_121') leave = Infinity;
    if (id === 'singer_150') {
      leave = Infinity;
      ticketP = 1;
      maxQty = 1;
    }
    const stop = Math.min(leave, end);

    push(id, 'member_joined', 0, join);
    if (rnd() < 0.7)
      push(directors[Math.floor(rnd() * 5)], 'part.assigned', 0, join + (1 + rnd() * 47) * HOUR);
    push(id, 'subscription_paid', fee, join + (0.2 + rnd() * 1.8) * DAY);
    if (join < termStart - 14 * DAY && stop > termStart + 10 * DAY)
      push(id, 'subscription_paid', fee, termStart + rnd() * 10 * DAY);
    if (rnd() < 0.25) push(id, 'profile-updated', 0, join + rnd() * (stop - join));

    for (let day = dayStart(join); day < stop; day += DAY) {
      const wd = new Date(day).getUTCDay();
      const weekend = wd === 0 || wd === 6;
      const tt = () => day + hourOfDay();
      const ok = (t) => t > join && t < stop;
      let t;
      for (let k = Math.floor(loginRate * 1.25 + rnd()); k > 0; k--)
        if (ok((t = tt()))) push(id, 'login', 0, t);
      if (rnd() < dlRate && ok((t = tt()))) push(id, 'Score Downloaded', 2 + Math.floor(rnd() * 23), t);
      for (let k = Math.floor(takeRate * (weekend ? 2.2 : 0.6) + rnd()); k > 0; k--)
        if (ok((t = tt()))) push(id, 'practice-take-recorded', 45 + Math.floor(rnd() * 376), t);
    }

    for (const s of sessions) {
      if (s < join || s > stop) continue;
      if (s === snowSession) {
        if (rnd() < 0.85) push(id, 'Rehearsal Cancelled', 0, snowDay + (14 + rnd() * 4) * HOUR);
        if (rnd() < 0.6) push(id, 'login', 0, snowDay + (14 + rnd() * 5) * HOUR);
        continue;
      }
      const going = rnd() < attend * (new Date(s).getUTCDay() === 2 ? 0.93 : 1);
      const rsvpAt = s - (2 + rnd() * 46) * HOUR;
      if (rnd() < 0.7 && rsvpAt > join) push(id, 'rehearsal.rsvp', going ? 1 : 0, rsvpAt);
      if (going) {
        const minutes = fullStay
          ? 135
          : rnd() < 0.15
            ? 30 + Math.floor(rnd() * 60)
            : 90 + Math.floor(rnd() * 31);
        push(id, 'RehearsalAttended', minutes, s + minutes * MIN);
        if (rnd() < 0.35) push(id, 'login', 0, s - (0.2 + rnd() * 2) * HOUR);
      } else if (rnd() < 0.06) {
        push(id, 'Rehearsal Cancelled', 0, s - rnd() * 5 * HOUR);
      }
    }

    // concert day: everyone checks the app and grabs their folder music
    if (autumnConcert > join && autumnConcert < stop) {
      if (rnd() < 0.9) push(id, 'login', 0, autumnConcert - (1 + rnd() * 8) * HOUR);
      if (rnd() < 0.6)
        push(id, 'Score Downloaded', 2 + Math.floor(rnd() * 23), autumnConcert - (1 + rnd() * 8) * HOUR);
      if (rnd() < 0.5) push(id, 'login', 0, autumnConcert + (2.5 + rnd() * 2) * HOUR);
    }
    // autumn concert tickets in the three weeks before it; winter concert on sale in the last 16 days
    if (rnd() < ticketP) {
      const t = autumnConcert - rnd() * 21 * DAY;
      if (t > join && t < stop)
        push(id, 'concert.ticket_purchased', (1 + Math.floor(rnd() * maxQty)) * 12.5, t);
    }
    if (rnd() < (id === 'singer_150' ? 1 : 0.35)) {
      const t = N - rnd() * 16 * DAY;
      if (t > join && t < stop)
        push(id, 'concert.ticket_purchased', (1 + Math.floor(rnd() * maxQty)) * 15, t);
    }
    if (id === 'singer_150') {
      for (let k = 0; k < 6; k++)
        push(id, 'concert.ticket_purchased', 12.5 * (4 + k), autumnConcert - (k * 3 + 1) * DAY - rnd() * DAY);
      for (let k = 0; k < 3; k++) push(id, 'concert.ticket_purchased', 15 * (5 + k), N - (k * 4 + 1.5) * DAY);
    }
  }
  push('director_2', 'login', 0, end); // the lead director is online right now
  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
