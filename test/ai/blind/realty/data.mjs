// Blind round "realty": usage events of a real-estate listings marketplace.
// Buyers and renters ("seekers", ids u_NNNNN) search, view listings, save favourites, book
// viewings, message agents and submit offers; agents (ids agt_NNNN) publish, update and mark
// listings sold, reply to messages, and some pay for featured placement.
// Older web tracking uses Title Case names, the backend uses snake_case, newer services use
// dotted names, as happens in a real team.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'account_created', // a new account (seeker or agent); value 0
  'Search Performed', // a listings search; value = number of results returned
  'Listing Viewed', // a listing detail page; value = seconds spent on it
  'Listing Saved', // saved to favourites; value 0
  'Viewing Booked', // a viewing appointment booked; value 0
  'Message Sent', // a message to/from an agent; value 0
  'offer_submitted', // a purchase offer by a buyer; value = offer amount in GBP
  'search_alert.created', // saved-search alert (feature launched 45 days before now); value 0
  'listing_published', // an agent publishes a listing; value = asking price in GBP
  'listing_updated', // an agent edits a listing; value 0
  'listing_marked_sold', // an agent marks a listing sold; value = sale price in GBP
  'billing.featured_placement', // an agent pays for a featured placement; value = fee in GBP (49/99/199)
];

export const PERSONAS = {
  heaviestUser: 'u_20417', // house-hunting buyer, ~2 sessions a day all window: most events of anyone
  topAgent: 'agt_0112', // busiest agent: most listings published, biggest featured-placement spender
  newUser: 'u_48213', // signed up two days before now (19:xx UTC), active since
  lapsedUser: 'u_13307', // very active buyer early on, nothing in the last 50 days
  lapsedAgent: 'agt_0458', // agent who stopped using the product 40 days before now
  occasionalRenter: 'u_31986', // a renter with a handful of sessions
};

export const NOBODY = 'u_99999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Hour-of-day weights (UTC; the marketplace is UK-based).
const SEEKER_HOURS = [
  1, 0.5, 0.3, 0.2, 0.2, 0.4, 1, 2.5, 4, 4, 4, 4.5, 6, 6.5, 4.5, 4, 4, 5, 7, 9, 11, 9, 5.5, 2.5,
];
const AGENT_HOURS = [
  0, 0, 0, 0, 0, 0, 0.2, 1, 4, 7, 8, 7, 5, 5.5, 6.5, 6, 5, 3.5, 1.5, 0.8, 0.5, 0.3, 0.1, 0,
];
// Weekday factors, Monday first.
const SEEKER_DAYS = [0.95, 0.9, 0.92, 0.97, 0.85, 1.35, 1.25];
const AGENT_DAYS = [1.1, 1.05, 1, 1, 0.95, 0.35, 0.12];

export function generateEvents(now, seed = 20261125) {
  const rnd = mulberry32(seed);
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY;
  const latest = nowMs - 120_000;
  const alertLaunch = today - 45 * DAY + 10 * HOUR;
  const events = [];

  const pick = (weights) => {
    const total = weights.reduce((s, w) => s + w, 0);
    let r = rnd() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0) return i;
    }
    return weights.length - 1;
  };
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const weekdayIdx = (day) => (new Date(day).getUTCDay() + 6) % 7;
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };

  // ---- user ids ---------------------------------------------------------------------------
  const reserved = new Set([...Object.values(PERSONAS), NOBODY]);
  const ids = new Set();
  const freshId = (prefix, lo, hi, width) => {
    for (;;) {
      const id = `${prefix}${String(int(lo, hi)).padStart(width, '0')}`;
      if (!reserved.has(id) && !ids.has(id)) {
        ids.add(id);
        return id;
      }
    }
  };

  // ---- sessions ---------------------------------------------------------------------------
  function seekerSession(u, t, { signup = false } = {}) {
    if (signup) {
      push(u.id, 'account_created', 0, t);
      t += int(20, 120) * 1000;
    }
    const searches = 1 + (rnd() < 0.45 ? 1 : 0) + (rnd() < 0.15 ? 1 : 0);
    for (let s = 0; s < searches; s++) {
      push(u.id, 'Search Performed', rnd() < 0.04 ? 0 : int(3, u.renter ? 180 : 420), t);
      t += int(15, 90) * 1000;
      let views = 1;
      while (rnd() < u.depth && views < 12) views++;
      for (let v = 0; v < views; v++) {
        const secs = Math.min(900, Math.round(8 + 70 * Math.exp(rnd() * 1.6 - 0.4) * rnd() + rnd() * 30));
        push(u.id, 'Listing Viewed', secs, t);
        t += (secs + int(5, 40)) * 1000;
        if (rnd() < 0.11) {
          push(u.id, 'Listing Saved', 0, t);
          t += int(3, 20) * 1000;
          u.saved++;
        }
      }
    }
    if (t >= alertLaunch && rnd() < 0.05) {
      push(u.id, 'search_alert.created', 0, t);
      t += int(10, 60) * 1000;
    }
    if (rnd() < 0.09 + 0.02 * Math.min(u.saved, 3)) {
      push(u.id, 'Message Sent', 0, t);
      t += int(60, 400) * 1000;
    }
    if (rnd() < 0.04 + 0.015 * Math.min(u.saved, 4)) {
      push(u.id, 'Viewing Booked', 0, t);
      t += int(30, 200) * 1000;
      u.viewings++;
    }
    if (!u.renter && u.viewings > 0 && rnd() < 0.05 + 0.02 * Math.min(u.viewings, 3)) {
      push(u.id, 'offer_submitted', int(30, 300) * 5000, t);
    }
  }

  function agentSession(a, t, { signup = false } = {}) {
    if (signup) {
      push(a.id, 'account_created', 0, t);
      t += int(60, 600) * 1000;
    }
    if (rnd() < 0.35 * a.publish) {
      push(a.id, 'listing_published', int(24, 500) * 5000, t);
      t += int(120, 900) * 1000;
    }
    const updates = rnd() < 0.55 ? int(1, 3) : 0;
    for (let i = 0; i < updates; i++) {
      push(a.id, 'listing_updated', 0, t);
      t += int(40, 400) * 1000;
    }
    const replies = rnd() < 0.5 ? int(1, 3) : 0;
    for (let i = 0; i < replies; i++) {
      push(a.id, 'Message Sent', 0, t);
      t += int(30, 300) * 1000;
    }
    if (rnd() < 0.1 * a.publish) {
      push(a.id, 'listing_marked_sold', int(20, 480) * 5000, t);
      t += int(60, 300) * 1000;
    }
    if (a.featured && rnd() < a.featured)
      push(a.id, 'billing.featured_placement', [49, 99, 99, 199][int(0, 3)], t);
  }

  // Runs a user's life: `sessionsPerDay` (before weekday factor) from day index `startK`
  // (days before today) to `endK`; the first session is the sign-up when `signupAt` is set.
  function live(u, kind, { startK, endK = 0, rate, signupAt }) {
    const hours = kind === 'agent' ? AGENT_HOURS : SEEKER_HOURS;
    const days = kind === 'agent' ? AGENT_DAYS : SEEKER_DAYS;
    const session = kind === 'agent' ? agentSession : seekerSession;
    if (signupAt !== undefined) session(u, signupAt, { signup: true });
    for (let k = startK; k >= endK; k--) {
      const day = today - k * DAY;
      if (signupAt !== undefined && day <= signupAt) continue;
      const expected = rate * days[weekdayIdx(day)];
      let n = Math.floor(expected) + (rnd() < expected % 1 ? 1 : 0);
      const starts = [];
      while (n-- > 0) starts.push(day + pick(hours) * HOUR + int(0, 59) * 60_000 + int(0, 59) * 1000);
      starts.sort((x, y) => x - y);
      for (const t of starts) session(u, t);
    }
  }

  // ---- personas -----------------------------------------------------------------------------
  live({ id: PERSONAS.heaviestUser, renter: false, depth: 0.72, saved: 2, viewings: 1 }, 'seeker', {
    startK: 121,
    rate: 2.1,
  });
  live({ id: PERSONAS.topAgent, publish: 1.6, featured: 0.22 }, 'agent', { startK: 121, rate: 2.6 });
  live({ id: PERSONAS.newUser, renter: false, depth: 0.6, saved: 0, viewings: 0 }, 'seeker', {
    startK: 2,
    rate: 1.2,
    signupAt: today - 2 * DAY + 19 * HOUR + 12 * 60_000 + 7000,
  });
  live({ id: PERSONAS.lapsedUser, renter: false, depth: 0.6, saved: 1, viewings: 0 }, 'seeker', {
    startK: 121,
    endK: 50,
    rate: 1.1,
  });
  live({ id: PERSONAS.lapsedAgent, publish: 1, featured: 0.1 }, 'agent', {
    startK: 121,
    endK: 40,
    rate: 0.9,
  });
  live({ id: PERSONAS.occasionalRenter, renter: true, depth: 0.5, saved: 0, viewings: 0 }, 'seeker', {
    startK: 100,
    rate: 0.045,
  });

  // ---- everybody else ---------------------------------------------------------------------
  for (let i = 0; i < 400; i++) {
    const u = {
      id: freshId('u_', 10000, 89999, 5),
      renter: rnd() < 0.45,
      depth: 0.35 + rnd() * 0.4,
      saved: 0,
      viewings: 0,
    };
    const power = rnd() < 0.03;
    const rate = power ? 0.8 + rnd() * 0.6 : 0.03 + rnd() ** 2 * 0.35;
    const existing = rnd() < 0.42;
    const startK = existing ? 121 : Math.floor(120 * (1 - rnd() ** 0.75));
    const lifetime = rnd() < 0.6 ? Math.ceil(-Math.log(1 - rnd()) * 45) : Infinity;
    const endK = Math.max(0, startK - lifetime);
    const signupAt = existing
      ? undefined
      : today - startK * DAY + pick(SEEKER_HOURS) * HOUR + int(0, 3599) * 1000;
    live(u, 'seeker', { startK, endK, rate, signupAt });
  }
  for (let i = 0; i < 46; i++) {
    const a = {
      id: freshId('agt_', 100, 999, 4),
      publish: 0.5 + rnd(),
      featured: rnd() < 0.3 ? 0.05 + rnd() * 0.1 : 0,
    };
    const existing = rnd() < 0.75;
    const startK = existing ? 121 : Math.floor(rnd() * 110);
    const endK = rnd() < 0.15 ? Math.max(0, startK - int(10, 80)) : 0;
    const signupAt = existing
      ? undefined
      : today - startK * DAY + (9 + int(0, 7)) * HOUR + int(0, 3599) * 1000;
    live(a, 'agent', { startK, endK, rate: 0.25 + rnd() * 0.9, signupAt });
  }

  events.sort((x, y) => (x.timestamp < y.timestamp ? -1 : x.timestamp > y.timestamp ? 1 : 0));
  return events;
}
