// Blind evaluation data: usage events of a dating app over the 120 days before `now`.
// Deterministic (seeded PRNG); every time is relative to `now`; nothing in the last 2 minutes.

export const EVENT_NAMES = [
  'profile_created', // a member creates a profile (their sign-up)
  'app_open', // a session starts
  'swipe.left', // passes on a profile
  'swipe.right', // likes a profile
  'match', // a mutual like
  'message_sent', // a chat message to a match
  'video_date_completed', // a finished in-app video date; eventValue = call minutes
  'premium_purchase', // a premium subscription bought or renewed; eventValue = price (USD)
  'boost.purchased', // a profile boost bought; eventValue = price (USD)
  'user.blocked', // the member blocked someone
  'user.reported', // the member reported someone
  'profile_paused', // the member hid their profile for a while
  'profile_deleted', // the member deleted their profile (no events after it)
];

// Members with a scripted shape, for one-user questions.
export const PERSONAS = {
  // long-standing (active before the window, no profile_created), nearly daily, premium renewed
  // every 30 days at 9.99; last seen yesterday at 21:09 UTC
  heavy: 'm_1007',
  // created a profile 45 days ago, matched, bought a boost, had video dates, then blocked
  // someone and deleted the profile 12 days ago (22:50 UTC); nothing after
  deleted: 'm_1042',
  // long-standing, paused the profile 24 days ago, back 6 days ago
  paused: 'm_1188',
  // created a profile 20 days ago (12:14 UTC), only swipes left (never matched), bought a
  // boost 2 days ago; nothing before that profile
  newcomer: 'm_1300',
};

export const NOBODY = 'm_9999';

const N_USERS = 480;
const WINDOW_DAYS = 120;
const SPAN_DAYS = WINDOW_DAYS + 8; // generated span; the window is cut out of it
const SEED = 20261125;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIN = 60_000;
const SEC = 1000;

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

// Evening-heavy UTC hour-of-day weights, never zero.
const HOUR_WEIGHTS = [
  3, 2.2, 1.6, 1.2, 0.9, 0.5, 1.4, 2.5, 3.5, 4, 4, 4.5, 5.5, 5, 4.5, 4.5, 5, 6, 7.5, 9, 10.5, 9.5, 8, 5,
];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

// Store prices differ by region; eventValue is the price converted to USD.
const REGION_PRICING = [1, 1, 1, 1, 0.85, 1.15, 1.3, 0.7, 0.55, 1.2];
const price = (st, base) => Math.round(base * st.region * 100) / 100;

export function generateEvents(now) {
  const nowMs = +now;
  // Each member draws from their own seeded stream, so members do not disturb one another.
  let rand = mulberry32(SEED); // replaced by each member's own stream below
  const seedFor = (i) => (SEED ^ Math.imul(i, 0x9e3779b1)) >>> 0;
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const windowStart = nowMs - WINDOW_DAYS * DAY;
  const latest = nowMs - 2 * MIN;
  const today = Math.floor(nowMs / DAY) * DAY;
  // Generation is anchored on ISO weeks, so the data is the same all week long except at
  // the window's edges, [now - 120 days, now - 2 minutes], and for the scripted personas.
  const gridEnd = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY + 7 * DAY; // next Monday
  const base = gridEnd - SPAN_DAYS * DAY;
  const horizon = gridEnd - SEC;
  const events = [];

  const hourOfDay = () => {
    let x = rand() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_WEIGHTS[h];
      if (x < 0) return h;
    }
    return 23;
  };
  const push = (userId, eventName, t, eventValue = 0) => {
    const ts = Math.floor(t / SEC) * SEC;
    if (ts < windowStart || ts > latest) return false;
    events.push({ userId, eventName, eventValue, timestamp: new Date(ts).toISOString() });
    return true;
  };

  // One app session at time t; returns the time after its last event.
  const session = (u, st, t) => {
    push(u, 'app_open', t);
    t += int(5, 40) * SEC;
    const swipes = int(st.swipeMin, st.swipeMax);
    for (let i = 0; i < swipes; i++) {
      const right = rand() < st.rightRate;
      push(u, right ? 'swipe.right' : 'swipe.left', t);
      t += int(3, 25) * SEC;
      if (right && rand() < 0.16) {
        t += int(1, 30) * SEC;
        push(u, 'match', t);
        st.matches++;
      }
    }
    if (st.matches > 0 && rand() < 0.45) {
      const msgs = int(1, 4);
      for (let i = 0; i < msgs; i++) {
        t += int(10, 240) * SEC;
        push(u, 'message_sent', t);
      }
    }
    if (st.matches >= 2 && rand() < 0.035) {
      t += int(2, 30) * MIN;
      const minutes = int(4, 58);
      t += minutes * MIN;
      push(u, 'video_date_completed', t, minutes);
    }
    if (!st.premiumUntil && rand() < 0.01) {
      t += int(5, 60) * SEC;
      const plan = pick([
        [9.99, 30],
        [9.99, 30],
        [24.99, 90],
        [44.99, 180],
      ]);
      push(u, 'premium_purchase', t, price(st, plan[0]));
      st.premiumUntil = t + plan[1] * DAY;
      st.plan = plan;
    }
    if (rand() < (st.premiumUntil ? 0.025 : 0.013)) {
      t += int(5, 60) * SEC;
      push(u, 'boost.purchased', t, price(st, pick([3.99, 3.99, 3.99, 9.99, 14.99])));
    }
    if (rand() < 0.013) {
      t += int(5, 90) * SEC;
      push(u, 'user.blocked', t);
      if (rand() < 0.6) {
        t += int(5, 60) * SEC;
        push(u, 'user.reported', t);
      }
    } else if (rand() < 0.005) {
      t += int(5, 90) * SEC;
      push(u, 'user.reported', t);
    }
    return t;
  };

  const newState = (level) => {
    const heavy = level === 'heavy';
    return {
      activeRate: heavy
        ? 0.6 + rand() * 0.25
        : level === 'regular'
          ? 0.1 + rand() * 0.15
          : 0.03 + rand() * 0.06,
      swipeMin: heavy ? 3 : 1,
      swipeMax: heavy ? 10 : int(3, 7),
      rightRate: 0.2 + rand() * 0.3,
      region: pick(REGION_PRICING),
      matches: 0,
      premiumUntil: 0,
      plan: null,
    };
  };

  // Sessions of one member from day `from` to day `to` (ms), skipping [pauseFrom, pauseTo).
  const live = (u, st, from, to, { pauseFrom = Infinity, pauseTo = -Infinity, extraDay } = {}) => {
    for (let d = Math.floor(from / DAY) * DAY; d <= to; d += DAY) {
      if (d + DAY > pauseFrom && d < pauseTo) continue;
      const wd = new Date(d).getUTCDay();
      const weekend = wd === 0 || wd === 6 || wd === 5;
      // usage grows over the window
      const growth = 0.75 + (0.5 * (d - base)) / (SPAN_DAYS * DAY);
      const p = Math.min(0.97, st.activeRate * growth * (weekend ? 1.3 : 1));
      if (!(rand() < p) && d !== extraDay) continue;
      const sessions = rand() < 0.25 ? 2 : 1;
      for (let s = 0; s < sessions; s++) {
        const t = d + hourOfDay() * HOUR + int(0, 59) * MIN + int(0, 59) * SEC;
        if (t < from || t >= to || (t >= pauseFrom && t < pauseTo)) continue;
        // premium renewal on the first session after expiry (most renew)
        if (st.premiumUntil && t > st.premiumUntil) {
          if (st.alwaysRenew || rand() < 0.7) {
            push(u, 'premium_purchase', t - int(1, 50) * MIN, price(st, st.plan[0]));
            st.premiumUntil += st.plan[1] * DAY;
          } else st.premiumUntil = 0;
        }
        session(u, st, t);
      }
    }
  };

  for (let i = 1; i <= N_USERS; i++) {
    const u = `m_${1000 + i}`;
    if (Object.values(PERSONAS).includes(u)) continue;
    rand = mulberry32(seedFor(i));
    const r = rand();
    const level = r < 0.03 ? 'heavy' : r < 0.45 ? 'regular' : 'casual';
    const st = newState(level);
    const existing = rand() < 0.3;
    let start;
    if (existing) {
      // long-standing members; a few only come back late in the window
      start = base + (rand() < 0.08 ? (60 + rand() * 50) * DAY : rand() * 2 * DAY);
    } else {
      const x = rand() < 0.5 ? rand() : Math.sqrt(rand()); // more sign-ups later
      start = base + x * (SPAN_DAYS - 0.2) * DAY;
      start = Math.floor(start / SEC) * SEC;
      if (!push(u, 'profile_created', start)) continue;
    }
    let end = horizon;
    const churn = rand();
    let deleted = false;
    if (churn < 0.26) {
      end = start + (2 + rand() * 90) * DAY;
      deleted = rand() < 0.2;
    }
    let pauseFrom = Infinity,
      pauseTo = -Infinity;
    if (rand() < 0.14) {
      pauseFrom = start + (3 + rand() * 60) * DAY;
      pauseTo = pauseFrom + (4 + rand() * 20) * DAY;
    }
    if (!existing) session(u, st, start + int(10, 120) * SEC); // a fresh profile starts a session
    live(u, st, start + 5 * MIN, Math.min(end, horizon), { pauseFrom, pauseTo });
    if (pauseFrom < Math.min(end, horizon)) push(u, 'profile_paused', pauseFrom);
    if (deleted && end < horizon) push(u, 'profile_deleted', end);
  }

  // ---- personas -------------------------------------------------------------------------
  // m_1007: heavy, long-standing, monthly premium since the start of the window.
  {
    const u = PERSONAS.heavy;
    rand = mulberry32(seedFor(7));
    const st = {
      ...newState('heavy'),
      activeRate: 0.9,
      swipeMin: 3,
      swipeMax: 9,
      rightRate: 0.3,
      region: 1,
      alwaysRenew: true,
    };
    const t0 = base + DAY + 5 * HOUR + 17 * MIN + 12 * SEC;
    push(u, 'app_open', t0);
    push(u, 'premium_purchase', t0 + 40 * SEC, 9.99);
    st.premiumUntil = t0 + 30 * DAY;
    st.plan = [9.99, 30];
    st.matches = 3;
    live(u, st, t0 + HOUR, today - DAY);
    // a fixed last session yesterday evening
    const y = today - DAY + 21 * HOUR + 5 * MIN;
    push(u, 'app_open', y);
    push(u, 'swipe.right', y + 30 * SEC);
    push(u, 'match', y + 70 * SEC);
    push(u, 'message_sent', y + 4 * MIN);
  }
  // m_1042: created ~45 days ago, dated, bought a boost, deleted ~12 days ago.
  {
    const u = PERSONAS.deleted;
    rand = mulberry32(seedFor(42));
    const c = today - 45 * DAY + 19 * HOUR + 32 * MIN + 8 * SEC;
    push(u, 'profile_created', c);
    const st = { ...newState('regular'), activeRate: 0.55, swipeMin: 3, swipeMax: 10, rightRate: 0.4 };
    session(u, st, c + 90 * SEC);
    live(u, st, c + HOUR, today - 14 * DAY);
    const b = today - 30 * DAY + 20 * HOUR + 11 * MIN;
    push(u, 'app_open', b);
    push(u, 'boost.purchased', b + 45 * SEC, 3.99);
    push(u, 'swipe.right', b + 2 * MIN);
    push(u, 'match', b + 3 * MIN);
    push(u, 'message_sent', b + 9 * MIN);
    const v = today - 20 * DAY + 20 * HOUR;
    push(u, 'app_open', v);
    push(u, 'video_date_completed', v + 37 * MIN, 34);
    const d = today - 12 * DAY + 22 * HOUR + 47 * MIN + 3 * SEC;
    push(u, 'app_open', d);
    push(u, 'user.blocked', d + 2 * MIN);
    push(u, 'profile_deleted', d + 3 * MIN + 20 * SEC);
  }
  // m_1188: long-standing, paused ~24 days ago, back ~6 days ago.
  {
    const u = PERSONAS.paused;
    rand = mulberry32(seedFor(188));
    const st = { ...newState('regular'), activeRate: 0.45, swipeMin: 2, swipeMax: 9, rightRate: 0.35 };
    const p = today - 24 * DAY + 18 * HOUR + 2 * MIN + 41 * SEC;
    live(u, st, base + DAY + 2 * HOUR, p - HOUR);
    push(u, 'app_open', p - 30 * SEC);
    push(u, 'profile_paused', p);
    live(u, st, today - 6 * DAY, horizon, { extraDay: today - 6 * DAY });
  }
  // m_1300: created ~20 days ago, a light swiper who never matched.
  {
    const u = PERSONAS.newcomer;
    rand = mulberry32(seedFor(300));
    const c = today - 20 * DAY + 12 * HOUR + 14 * MIN + 55 * SEC;
    push(u, 'profile_created', c);
    const st = { ...newState('casual'), activeRate: 0.3, swipeMin: 1, swipeMax: 5, rightRate: 0 };
    session(u, st, c + 50 * SEC);
    live(u, st, c + HOUR, today - 2 * DAY);
    const l = today - 2 * DAY + 8 * HOUR + 30 * MIN;
    push(u, 'app_open', l);
    push(u, 'swipe.left', l + 20 * SEC);
    push(u, 'swipe.left', l + 41 * SEC);
    push(u, 'boost.purchased', l + 3 * MIN, 3.99);
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
