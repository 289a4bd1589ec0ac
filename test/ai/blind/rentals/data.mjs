// Blind round "rentals": usage events of a vacation-rental marketplace.
// Guests search stays, view listings, keep wishlists, request bookings that hosts confirm,
// cancel some of them, message hosts and review their stays; hosts create listings, keep their
// calendars up to date and receive weekly payouts. Deterministic for a given `now`.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WINDOW = 120 * DAY;

export const EVENT_NAMES = [
  'account_created', // a guest or host opened an account (value 0)
  'search_performed', // a guest searched stays (value 0)
  'listing.viewed', // a listing page was opened (value 0)
  'wishlist_add', // a guest saved a listing to a wishlist (value 0)
  'booking.requested', // a guest requested a stay (value: booking total, dollars)
  'booking.confirmed', // the host accepted the request (value: booking total, dollars)
  'booking.cancelled', // a confirmed booking was cancelled (value: refunded amount, dollars)
  'MessageSent', // a message between guest and host (value 0)
  'review_submitted', // a guest reviewed a stay (value: stars 1-5)
  'listing_created', // a host published a new listing (value 0)
  'calendar.updated', // a host opened or blocked nights (value: number of nights changed)
  'payout.sent', // a payout to a host (value: amount, dollars)
];

// userIds with a known shape, for one-user questions.
export const PERSONAS = {
  superhost: 'user_1007', // long-standing busy host: calendar updates, messages, a payout every week
  frequentGuest: 'user_1042', // long-standing guest who searches and books a lot
  newGuest: 'user_1300', // signed up about 10 days ago, requested one booking 2 days later
  churnedGuest: 'user_1150', // long-standing guest; last booking cancelled about 35 days ago, silent since
};

// A userId that never appears.
export const NOBODY = 'user_2077';

const USERS = 480;

// mulberry32
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Relative weight of each UTC hour (0-23) and ISO weekday (Monday first).
const GUEST_HOURS = [2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 9, 9, 8, 7, 7, 9, 11, 14, 16, 15, 10, 5];
const HOST_HOURS = [1, 1, 1, 1, 1, 2, 4, 8, 12, 14, 13, 11, 9, 8, 8, 7, 6, 6, 5, 5, 4, 3, 2, 1];
const GUEST_WEEKDAYS = [0.85, 0.85, 0.9, 0.95, 1.1, 1.45, 1.2];
const HOST_WEEKDAYS = [1.25, 1.15, 1.1, 1.05, 1.0, 0.65, 0.6];
const FEES = [35, 49.5, 60, 75, 89.99, 120];
const STARS = [1, 2, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5];

const SEED = 20260707;
// A generator per user, per user and day, per user and week: a draw that depends on `now` (how
// many days a user is active) never shifts the draws of other users or other days.
const seeded = (...parts) => {
  let h = SEED;
  for (const x of parts) {
    h = Math.imul(h ^ x, 0x9e3779b1) >>> 0;
    h ^= h >>> 16;
  }
  return prng(h);
};

const dayStart = (t) => Math.floor(t / DAY) * DAY;
const round2 = (x) => Math.round(x * 100) / 100;

export function generateEvents(now) {
  const nowMs = +new Date(now);
  const first = Math.ceil((nowMs - WINDOW) / SECOND) * SECOND;
  const last = Math.floor((nowMs - 2 * MINUTE) / SECOND) * SECOND - SECOND; // nothing in the last 2 minutes
  let rnd;
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const between = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  const weighted = (weights) => {
    let r = rnd() * weights.reduce((s, w) => s + w, 0);
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  const out = [];

  for (let i = 1; i <= USERS; i++) {
    rnd = seeded(i);
    const userId = `user_${1000 + i}`;
    const role = Object.keys(PERSONAS).find((k) => PERSONAS[k] === userId);
    const host = role ? role === 'superhost' : rnd() < 0.14;
    const existing = role ? role !== 'newGuest' : rnd() < 0.28;
    const u = rnd();
    let joined = existing
      ? first - DAY
      : first + Math.floor((WINDOW - 3 * HOUR) * (u < 0.45 ? rnd() : Math.sqrt(rnd())));
    if (role === 'newGuest') joined = nowMs - 10 * DAY + 3 * HOUR;
    let until = last + SECOND;
    if (role === 'churnedGuest') until = nowMs - 35 * DAY;
    else if (!role && rnd() < 0.22) until = joined + Math.floor((until - joined) * (0.15 + 0.75 * rnd()));
    const heavy = role === 'superhost' || role === 'frequentGuest' || (!role && rnd() < 0.03);
    let rate = host ? 0.18 + 0.35 * rnd() : 0.05 + 0.2 * rnd() * rnd();
    if (heavy) rate = role === 'superhost' ? 1.7 : host ? 0.8 + 0.8 * rnd() : 0.5 + 1.3 * rnd();
    const bookingOdds = role === 'frequentGuest' ? 0.22 : 0.13;

    const push = (eventName, t, eventValue = 0) => {
      if (t >= first && t <= last && t >= joined && t < until) {
        out.push({ userId, eventName, eventValue, t: Math.floor(t / SECOND) * SECOND });
      }
    };

    const book = (t) => {
      const nights = Math.min(14, 1 + Math.floor(-Math.log(1 - rnd()) * 3));
      const total = round2(nights * between(55, 430) + pick(FEES));
      push('booking.requested', t, total);
      if (rnd() < 0.5) push('MessageSent', t + between(1, 12) * MINUTE);
      if (rnd() >= 0.74) return;
      const confirmed = t + between(5, 20 * 60) * MINUTE;
      push('booking.confirmed', confirmed, total);
      if (rnd() < 0.15) {
        push(
          'booking.cancelled',
          confirmed + between(1, 14) * DAY + between(0, 23) * HOUR,
          rnd() < 0.6 ? total : round2(total / 2),
        );
      } else if (rnd() < 0.7) {
        push(
          'review_submitted',
          confirmed + (nights + between(2, 20)) * DAY + between(0, 600) * MINUTE,
          pick(STARS),
        );
      }
    };

    const guestSession = (t) => {
      let c = t;
      const step = () => (c += between(8, 180) * SECOND);
      const searches = 1 + (rnd() < 0.45 ? 1 : 0) + (rnd() < 0.15 ? 1 : 0);
      for (let s = 0; s < searches; s++) {
        push('search_performed', c);
        step();
        for (let v = between(0, 3); v > 0; v--) {
          push('listing.viewed', c);
          step();
        }
      }
      if (rnd() < 0.22) {
        push('wishlist_add', c);
        step();
      }
      if (rnd() < 0.08) {
        push('MessageSent', c);
        step();
      }
      if (rnd() < bookingOdds) book(c);
    };

    const hostSession = (t) => {
      let c = t;
      const step = () => (c += between(10, 240) * SECOND);
      for (let k = between(1, 3); k > 0; k--) {
        push('calendar.updated', c, between(1, 14));
        step();
      }
      for (let k = between(role === 'superhost' ? 2 : 0, role === 'superhost' ? 5 : 3); k > 0; k--) {
        push('MessageSent', c);
        step();
      }
      if (rnd() < 0.4) {
        push('listing.viewed', c);
        step();
      }
      if (rnd() < (role === 'superhost' ? 0.06 : 0.03)) push('listing_created', c);
    };

    // Scripted shapes.
    if (!existing) {
      push('account_created', joined);
      if (host) push('listing_created', joined + between(10, 48 * 60) * MINUTE);
    }
    if (role === 'newGuest') {
      let c = joined + 4 * MINUTE;
      for (const name of ['search_performed', 'listing.viewed', 'listing.viewed', 'wishlist_add']) {
        push(name, c);
        c += 95 * SECOND;
      }
      push('booking.requested', joined + 2 * DAY + 7 * HOUR, 612.5);
    }
    if (role === 'churnedGuest') {
      push('booking.requested', until - 9 * DAY, 845);
      push('booking.confirmed', until - 9 * DAY + 5 * HOUR, 845);
      push('booking.cancelled', until - HOUR, 845);
      until -= HOUR - SECOND; // the cancellation is the last event
    }

    // Sessions, day by day.
    const from = Math.max(joined, first);
    const sessionsEnd = role === 'newGuest' ? until : until - (role === 'churnedGuest' ? DAY : 0);
    for (let d = dayStart(from); d < sessionsEnd; d += DAY) {
      rnd = seeded(i, d / DAY);
      const wd = (new Date(d).getUTCDay() + 6) % 7;
      const growth = 0.7 + (0.6 * (d - first)) / WINDOW;
      const p = rate * growth * (host ? HOST_WEEKDAYS : GUEST_WEEKDAYS)[wd];
      const sessions = Math.floor(p) + (rnd() < p % 1 ? 1 : 0);
      for (let s = 0; s < sessions; s++) {
        const t = d + weighted(host ? HOST_HOURS : GUEST_HOURS) * HOUR + between(0, 3599) * SECOND;
        if (t < from || t >= sessionsEnd) continue;
        (host ? hostSession : guestSession)(t);
      }
    }

    // Weekly payouts to hosts, on Tuesdays in the morning.
    if (host) {
      const firstMonday = dayStart(first) - ((new Date(first).getUTCDay() + 6) % 7) * DAY;
      for (let w = firstMonday + DAY; w < until; w += 7 * DAY) {
        rnd = seeded(i, w / DAY, 7);
        const t = w + 9 * HOUR + between(0, 7200) * SECOND;
        if (t > joined + 3 * DAY && (role === 'superhost' || rnd() < 0.55)) {
          push('payout.sent', t, round2(between(12000, 260000) / 100));
        }
      }
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
