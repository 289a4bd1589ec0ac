// Blind round "meet": usage events of a video-conferencing service over the 120 days before `now`.
// Deterministic (seeded PRNG), timestamps in whole seconds, nothing in the last 2 minutes.
// Each user's profile is drawn relative to the start of the current UTC day and each of their days
// from its own seed, so a given UTC day's activity is the same whatever the time of `now` that day.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'signup',
  'login',
  'meeting_scheduled',
  'meeting_started',
  'meeting_joined', // eventValue = minutes spent in the meeting
  'screen_share_started',
  'recording.saved', // eventValue = minutes recorded
  'chat.message_sent',
  'guest_invited',
  'plan_upgraded', // eventValue = new monthly price (per-seat price x seats)
  'call_quality_rated', // eventValue = score 1-5
];

export const PERSONAS = {
  heavyHost: 'usr_0007', // long-standing (no signup in the window), hosts nearly every weekday, upgraded ~80 days ago
  newTeamLead: 'usr_0150', // signed up ~45 days ago, upgraded ~30 days ago, still active
  churned: 'usr_0333', // long-standing, last active ~32 days ago
  occasionalGuest: 'usr_0404', // signed up ~20 days ago, only a handful of events
};

export const NOBODY = 'usr_9999';

const USER_COUNT = 470;

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

// Relative weight of each UTC hour: a European morning and a long EU/US overlap in the afternoon.
const HOUR_WEIGHTS = [1, 0.6, 0.4, 0.3, 0.3, 0.5, 1, 2, 4, 6, 6, 5, 5, 7, 9, 9, 8, 6, 5, 4, 3, 2, 1.5, 1.2];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((s, w) => s + w, 0);
// Call-quality scores 1..5.
const RATING_WEIGHTS = [0.06, 0.09, 0.17, 0.3, 0.38];

// A 32-bit seed from several integers (FNV-1a style with extra mixing).
function mix(...xs) {
  let h = 0x811c9dc5;
  for (const x of xs) {
    h = Math.imul(h ^ (x >>> 0), 0x01000193);
    h ^= h >>> 15;
    h = Math.imul(h, 0x2c1b3c6d);
    h ^= h >>> 12;
  }
  return h >>> 0;
}

export function generateEvents(now, seed = 20261125) {
  const nowMs = +now;
  const anchor = Math.floor(nowMs / DAY) * DAY; // profiles are relative to the current UTC day
  const start = nowMs - 120 * DAY;
  const end = nowMs - 3 * MINUTE; // nothing in the last 2 minutes
  const events = [];
  let rnd = mulberry32(seed);

  const pick = (weights) => {
    let x = rnd() * weights.reduce((s, w) => s + w, 0);
    for (let i = 0; i < weights.length; i++) if ((x -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  const poisson = (mean) => {
    let k = 0;
    for (let p = Math.exp(-mean), s = p, x = rnd(); x > s; k++) s += p *= mean / (k + 1);
    return k;
  };
  const randomHour = () => {
    let x = rnd() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) if ((x -= HOUR_WEIGHTS[h]) < 0) return h;
    return 23;
  };
  const emit = (userId, eventName, t, eventValue = 0) => {
    if (t < start || t > end) return;
    const ts = Math.floor(t / SECOND) * SECOND;
    events.push({ userId, eventName, eventValue, timestamp: new Date(ts).toISOString() });
  };

  for (let i = 1; i <= USER_COUNT; i++) {
    const userId = `usr_${String(i).padStart(4, '0')}`;
    rnd = mulberry32(mix(seed, i));
    // ---- profile ---------------------------------------------------------------------------
    const r = rnd();
    let level = r < 0.04 ? 'heavy' : r < 0.62 ? 'regular' : 'light';
    let hostiness = 0.15 + rnd() * 0.55;
    let joined; // first possible activity
    let signedUp = false;
    const kind = rnd();
    if (kind < 0.27) {
      joined = anchor - 121 * DAY; // existed before the window, no signup event
    } else if (kind < 0.3) {
      joined = anchor - (4 + rnd() * 22) * DAY; // long-standing but dormant, comes back late
    } else {
      joined = anchor - 120 * DAY + 121 * DAY * Math.sqrt(rnd()); // signups grow over the window (and today)
      signedUp = true;
    }
    let churnAt = rnd() < 0.22 ? joined + (anchor - joined) * (0.15 + 0.7 * rnd()) : Infinity;
    let upgrades = [];
    if (rnd() < 0.2) {
      const t = joined + 2 * DAY + rnd() * Math.max(0, Math.min(anchor, churnAt) - joined - 2 * DAY);
      upgrades.push(t);
      if (rnd() < 0.25) upgrades.push(t + rnd() * (anchor - t));
    }
    // ---- personas ----------------------------------------------------------------------------
    if (userId === PERSONAS.heavyHost) {
      level = 'heavy';
      hostiness = 0.85;
      joined = anchor - 121 * DAY;
      signedUp = false;
      churnAt = Infinity;
      upgrades = [anchor - 80 * DAY + 11 * HOUR];
    } else if (userId === PERSONAS.newTeamLead) {
      level = 'regular';
      hostiness = 0.6;
      joined = anchor - 45 * DAY + 16 * HOUR;
      signedUp = true;
      churnAt = Infinity;
      upgrades = [anchor - 30 * DAY + 14 * HOUR];
    } else if (userId === PERSONAS.churned) {
      level = 'regular';
      joined = anchor - 121 * DAY;
      signedUp = false;
      churnAt = anchor - 32 * DAY + 17 * HOUR;
      upgrades = [];
    } else if (userId === PERSONAS.occasionalGuest) {
      level = 'light';
      hostiness = 0;
      joined = anchor - 20 * DAY + 9 * HOUR;
      signedUp = true;
      churnAt = Infinity;
      upgrades = [];
    }
    const spread = 0.5 + 1.2 * rnd(); // users of one level still differ
    const chattiness = 0.3 + 1.6 * rnd();
    const rate =
      userId === PERSONAS.occasionalGuest ? 0 : { heavy: 1.1, regular: 0.26, light: 0.07 }[level] * spread;
    const seats = 1 + Math.floor(-Math.log(1 - rnd()) * 4);

    // ---- sessions ----------------------------------------------------------------------------
    const session = (t0, first) => {
      let t = t0;
      const step = (lo, hi) => (t += lo + rnd() * (hi - lo));
      if (!first) emit(userId, 'login', t);
      if (rnd() < 0.22 + hostiness * 0.3) {
        const n = 1 + (rnd() < 0.3 ? 1 : 0);
        for (let k = 0; k < n; k++) emit(userId, 'meeting_scheduled', step(20 * SECOND, 3 * MINUTE));
      }
      if (rnd() < 0.08) return; // logged in, looked around, left
      const hosting = rnd() < hostiness;
      step(10 * SECOND, 20 * MINUTE);
      if (hosting) {
        emit(userId, 'meeting_started', t);
        const guests = rnd() < 0.3 ? 1 + poisson(0.8) : 0;
        for (let k = 0; k < guests; k++) emit(userId, 'guest_invited', step(5 * SECOND, 2 * MINUTE));
      }
      const minutes = 3 + Math.round(-Math.log(1 - rnd()) * (hosting ? 38 : 28));
      emit(userId, 'meeting_joined', step(1 * SECOND, 40 * SECOND), Math.min(minutes, 240));
      const meetingEnd = t + minutes * MINUTE;
      if (rnd() < (hosting ? 0.5 : 0.15)) emit(userId, 'screen_share_started', step(MINUTE, 10 * MINUTE));
      const chats = poisson((hosting ? 2.2 : 1.4) * chattiness);
      for (let k = 0; k < chats; k++) emit(userId, 'chat.message_sent', step(20 * SECOND, 6 * MINUTE));
      if (hosting && rnd() < 0.22) {
        const recorded = Math.max(1, Math.round(minutes * (0.4 + 0.6 * rnd())));
        emit(userId, 'recording.saved', meetingEnd + 30 * SECOND, recorded);
      }
      if (rnd() < 0.23)
        emit(userId, 'call_quality_rated', meetingEnd + 50 * SECOND, 1 + pick(RATING_WEIGHTS));
    };

    if (signedUp) emit(userId, 'signup', joined);
    let firstSession = signedUp;
    const lastDay = Math.min(churnAt, end);
    const profile = rnd;
    for (let d = Math.floor(joined / DAY) * DAY; d < lastDay; d += DAY) {
      rnd = mulberry32(mix(seed, i, d / DAY)); // this user's day, independent of the time of `now`
      const wd = new Date(d).getUTCDay();
      const weekend = wd === 0 || wd === 6;
      if (firstSession) {
        session(joined + (30 + rnd() * 600) * SECOND, true);
        firstSession = false;
        continue;
      }
      let p = rate * (weekend ? 0.3 : 1.15);
      while (p > 0) {
        if (rnd() < Math.min(p, 1)) {
          const t = d + randomHour() * HOUR + rnd() * HOUR;
          if (t > joined && t < churnAt) session(t, false); // emit() drops what lies after `end`
        }
        p -= 1;
      }
    }
    if (userId === PERSONAS.occasionalGuest) {
      // a known, short history: two calls after the signup
      rnd = mulberry32(mix(seed, i, 1));
      session(anchor - 11 * DAY + 10 * HOUR, false);
      session(anchor - 4 * DAY + 15 * HOUR, false);
    }
    rnd = profile;
    for (const [k, t] of upgrades.entries()) {
      const perSeat = k === 0 && rnd() < 0.7 ? 12 : rnd() < 0.6 ? 16 : 24; // Pro, Business, Enterprise
      emit(userId, 'plan_upgraded', t, perSeat * (k === 0 ? seats : seats + 1 + Math.floor(rnd() * 6)));
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
