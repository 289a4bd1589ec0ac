// Tunefox — deterministic usage events of a fictional music-streaming app, relative to `now`.
// About 700 listeners and ~35,000 events over the 120 days before `now`; nothing in the future
// and nothing in the last 2 minutes. Same `now` → same events (seeded PRNG, one stream per listener).
//
// Event names and what eventValue means:
//   Account Registered      a new listener created an account (only listeners new in the window)   1
//   App Opened              start of a listening session                                           1
//   Track Played            a track was listened to                       seconds listened (30–420)
//   Track Skipped           a track was skipped                    seconds in before the skip (1–29)
//   Song Liked              a track was liked                                                      1
//   Playlist Created        a playlist was created                 number of tracks put in it (1–25)
//   Search Performed        a search in the catalogue                                              1
//   Track Shared            a track was shared to a friend / social app                            1
//   Offline Download        tracks downloaded for offline use (premium only)  tracks in the batch (1–30)
//   Podcast Played          a podcast episode was listened to              minutes listened (2–95)
//   Ad Heard                an audio ad was played (free tier only)            ad length in seconds (15 or 30)
//   Subscription Started    premium started (first payment)   monthly price in USD: 5.99 student, 10.99
//                                                             individual, 16.99 duo, 19.99 family
//   Subscription Renewed    a premium plan renewed every 30 days        monthly price charged (as above)
//   Subscription Cancelled  premium cancelled                                  0 (carries no amount)
//
// Listener ids look like `lst-k4t9b`: "lst-", a letter, then 4 letters/digits.
// About 62% of listeners existed before the window (no Account Registered) and ~30% of those are
// already premium (premium without a Subscription Started event in the window); a few dormant
// listeners return only late in the window, so "new listeners" (first event ever in a period)
// differs from Account Registered. Usage grows slowly over the window; ~3% are heavy listeners;
// ~18% stop listening at some point; some premium listeners cancel, a few resubscribe.
// Hours are UTC: commute and evening peaks on weekdays, later and flatter on weekends;
// Friday and Saturday are the busiest days.

const DAY_S = 86_400;
const SPAN_DAYS = 120;
const LISTENERS = 700;

export const EVENT_NAMES = [
  'Account Registered',
  'App Opened',
  'Track Played',
  'Track Skipped',
  'Song Liked',
  'Playlist Created',
  'Search Performed',
  'Track Shared',
  'Offline Download',
  'Podcast Played',
  'Ad Heard',
  'Subscription Started',
  'Subscription Renewed',
  'Subscription Cancelled',
];

// Fixed listeners the cases refer to by id.
export const PERSONAS = {
  heavy: 'lst-m7q2x', // long-standing premium power listener, podcasts too, never churns
  newbie: 'lst-k4t9b', // registered about 45 days before now, free tier (hears ads)
  cancelled: 'lst-h3z8w', // existing free listener, subscribed ~90 days ago, cancelled ~24 days ago, still listens a little
  podcaster: 'lst-p0d5c', // registered ~110 days ago, podcast lover, family plan from day 14
};
// A listener id in the same style that never occurs.
export const NOBODY = 'lst-q9x0v';

// UTC hour-of-day weights.
const HOURS_WEEKDAY = [2, 1, 1, 0.5, 0.5, 1, 3, 7, 9, 6, 4, 4, 5, 5, 4, 4, 5, 7, 8, 8, 7, 6, 5, 3];
const HOURS_WEEKEND = [3, 2, 1, 1, 0.5, 0.5, 1, 2, 3, 5, 6, 7, 7, 7, 6, 6, 6, 6, 6, 7, 7, 6, 5, 4];
// Chance factor by JS getUTCDay() (0 = Sunday … 6 = Saturday).
const WEEKDAY_FACTOR = [1.05, 0.92, 0.9, 0.95, 1.0, 1.12, 1.2];
const PRICES = [
  [5.99, 15],
  [10.99, 55],
  [16.99, 15],
  [19.99, 15],
];
const ID_CHARS = 'abcdefghjkmnpqrstuvwxyz0123456789';
const ID_LETTERS = 'abcdefghjkmnpqrstuvwxyz';

// mulberry32: small seeded PRNG returning floats in [0, 1).
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rnd, weighted) => {
  let r = rnd() * weighted.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of weighted) if ((r -= w) < 0) return item;
  return weighted[weighted.length - 1][0];
};
const between = (rnd, lo, hi) => lo + rnd() * (hi - lo);

// Listener ids: independent of `now`, unique, never a persona id nor NOBODY.
const PERSONA_SLOTS = { 17: 'heavy', 233: 'newbie', 404: 'cancelled', 611: 'podcaster' };
function listenerIds() {
  const rnd = prng(0x7f0c5);
  const taken = new Set([...Object.values(PERSONAS), NOBODY]);
  const ids = [];
  for (let n = 1; n <= LISTENERS; n++) {
    if (PERSONA_SLOTS[n]) {
      ids.push(PERSONAS[PERSONA_SLOTS[n]]);
      continue;
    }
    let id;
    do {
      id = 'lst-' + ID_LETTERS[Math.floor(rnd() * ID_LETTERS.length)];
      for (let i = 0; i < 4; i++) id += ID_CHARS[Math.floor(rnd() * ID_CHARS.length)];
    } while (taken.has(id));
    taken.add(id);
    ids.push(id);
  }
  return ids;
}
const IDS = listenerIds();

// Who a listener is. Days count from day 0 = the UTC day on which the window starts.
function profile(rnd, firstDay) {
  const p = {
    existing: rnd() < 0.62,
    startDay: firstDay,
    activity: 0.016 + 0.115 * rnd() ** 2, // chance of a session on an average day
    heavy: rnd() < 0.03,
    podcastFan: rnd() < 0.2,
    premiumAtStart: false,
    atStartPrice: 0, // plan of a listener premium before the window
    phase: 0, // day of their first renewal in the window
    subscriptions: [], // [day, price] Subscription Started
    cancels: [], // days of Subscription Cancelled
    churnDay: Infinity,
    lateActivity: null,
  };
  if (p.existing) {
    if (rnd() < 0.06) p.startDay = between(rnd, 60, 115); // dormant, back late
    p.premiumAtStart = rnd() < 0.3;
    p.atStartPrice = pick(rnd, PRICES);
    p.phase = rnd() * 30;
  } else {
    let x; // registrations grow over the window
    do x = rnd() * SPAN_DAYS;
    while (rnd() * 2.2 > 1 + (1.2 * x) / SPAN_DAYS);
    p.startDay = firstDay + x;
  }
  if (p.heavy) p.activity = 0.55 + 0.2 * rnd();
  if (!p.premiumAtStart && rnd() < (p.existing ? 0.09 : 0.22)) {
    p.subscriptions.push([
      p.startDay + between(rnd, p.existing ? 0 : 1, p.existing ? 110 : 50),
      pick(rnd, PRICES),
    ]);
  }
  if ((p.premiumAtStart || p.subscriptions.length) && rnd() < 0.28) {
    const from = p.subscriptions.length ? p.subscriptions[0][0] : p.startDay;
    const day = from + between(rnd, 3, 80);
    p.cancels.push(day);
    if (rnd() < 0.2) p.subscriptions.push([day + between(rnd, 5, 30), pick(rnd, PRICES)]);
  }
  if (rnd() < 0.18) p.churnDay = p.startDay + between(rnd, 4, SPAN_DAYS);
  return p;
}

const PERSONA_PROFILES = {
  heavy: {
    existing: true,
    startDay: 0,
    heavy: true,
    activity: 0.6,
    podcastFan: true,
    premiumAtStart: true,
    atStartPrice: 10.99,
    phase: 12.5,
    subscriptions: [],
    cancels: [],
    churnDay: Infinity,
    lateActivity: null,
  },
  newbie: {
    existing: false,
    startDay: SPAN_DAYS - 44.6,
    heavy: false,
    activity: 0.35,
    podcastFan: false,
    premiumAtStart: false,
    subscriptions: [],
    cancels: [],
    churnDay: Infinity,
    lateActivity: null,
  },
  cancelled: {
    existing: true,
    startDay: 0,
    heavy: false,
    activity: 0.3,
    podcastFan: false,
    premiumAtStart: false,
    subscriptions: [[30.3, 10.99]],
    cancels: [96.4],
    churnDay: Infinity,
    lateActivity: [96.4, 0.15],
  },
  podcaster: {
    existing: false,
    startDay: 10.2,
    heavy: false,
    activity: 0.4,
    podcastFan: true,
    premiumAtStart: false,
    subscriptions: [[14.6, 19.99]],
    cancels: [],
    churnDay: Infinity,
    lateActivity: null,
  },
};

export function generateEvents(now) {
  const nowS = Math.floor(now.getTime() / 1000);
  const firstS = nowS - SPAN_DAYS * DAY_S;
  const lastS = nowS - 121; // strictly more than 2 minutes before now
  const day0 = Math.floor(firstS / DAY_S) * DAY_S; // UTC midnight of the first day
  const days = Math.floor(lastS / DAY_S) - day0 / DAY_S;
  const firstDay = (firstS - day0) / DAY_S;
  const events = [];

  for (let n = 1; n <= LISTENERS; n++) {
    const rnd = prng(0x5eed + n * 7919);
    const base = profile(rnd, firstDay);
    const persona = PERSONA_SLOTS[n];
    const p = persona
      ? { ...PERSONA_PROFILES[persona], startDay: Math.max(PERSONA_PROFILES[persona].startDay, firstDay) }
      : base;
    const id = IDS[n - 1];
    const used = new Set(); // one event per listener per second
    const churnS = day0 + p.churnDay * DAY_S;
    const add = (name, s, value = 1) => {
      s = Math.floor(s);
      while (used.has(s)) s++;
      if (s < firstS || s > lastS || s >= churnS) return false;
      used.add(s);
      events.push({ userId: id, eventName: name, eventValue: value, s });
      return true;
    };
    const dayS = (d) => day0 + d * DAY_S;
    const premiumAt = (s) => {
      let premium = p.premiumAtStart,
        t = -Infinity;
      const changes = [
        ...p.subscriptions.map(([d]) => [dayS(d), true]),
        ...p.cancels.map((d) => [dayS(d), false]),
      ].sort((a, b) => a[0] - b[0]);
      for (const [at, on] of changes)
        if (at <= s && at >= t) {
          premium = on;
          t = at;
        }
      return premium;
    };

    const session = (s, onboarding) => {
      add('App Opened', s);
      const premium = premiumAt(s);
      const actions = 1 + Math.floor(-Math.log(1 - rnd()) * (p.heavy ? 4.6 : 3.4));
      if (onboarding) {
        s += between(rnd, 20, 120);
        add('Search Performed', s);
        if (rnd() < 0.4) {
          s += between(rnd, 30, 240);
          add('Playlist Created', s, 1 + Math.floor(rnd() * 12));
        }
      }
      const weights = [
        ['Track Played', 50],
        ['Track Skipped', 16],
        ['Song Liked', 7],
        ['Search Performed', 9],
        ['Playlist Created', 1.5],
        ['Track Shared', 2],
        ['Podcast Played', p.podcastFan ? 10 : 0.8],
        ['Offline Download', premium ? 3 : 0],
      ];
      for (let i = 0; i < actions; i++) {
        s += between(rnd, 2, 40);
        const name = pick(rnd, weights);
        let value = 1;
        if (name === 'Track Played') value = 30 + Math.floor(390 * rnd() ** 1.3);
        else if (name === 'Track Skipped') value = 1 + Math.floor(29 * rnd() ** 1.5);
        else if (name === 'Playlist Created') value = 1 + Math.floor(25 * rnd() ** 1.4);
        else if (name === 'Offline Download') value = 1 + Math.floor(30 * rnd() ** 2);
        else if (name === 'Podcast Played') value = 2 + Math.floor(94 * rnd() ** 1.2);
        add(name, s, value);
        if (name === 'Track Played') s += value;
        if (name === 'Podcast Played') s += value * 60;
        if (!premium && (name === 'Track Played' || name === 'Podcast Played') && rnd() < 0.32) {
          s += 1;
          add('Ad Heard', s, rnd() < 0.6 ? 30 : 15);
          s += 30;
        }
      }
    };

    if (!p.existing) {
      const s = dayS(p.startDay);
      add('Account Registered', s);
      session(s + 30 + Math.floor(rnd() * 60), true);
    }
    for (let d = p.existing ? Math.floor(p.startDay) : Math.floor(p.startDay) + 1; d <= days; d++) {
      const wd = new Date(dayS(d) * 1000).getUTCDay();
      const weekend = wd === 0 || wd === 6;
      const growth = 0.85 + (0.3 * d) / SPAN_DAYS;
      const activity = p.lateActivity && d >= p.lateActivity[0] ? p.lateActivity[1] : p.activity;
      const chance = Math.min(0.97, activity * growth * WEEKDAY_FACTOR[wd]);
      const hours = weekend ? HOURS_WEEKEND : HOURS_WEEKDAY;
      for (let k = 0; k < (p.heavy ? 2 : 1); k++) {
        if (rnd() < chance) {
          const hour = pick(
            rnd,
            hours.map((w, h) => [h, w]),
          );
          const s = dayS(d) + hour * 3600 + Math.floor(rnd() * 3600);
          if (s >= dayS(p.startDay)) session(s, false);
        }
      }
    }
    for (const [day, price] of p.subscriptions) add('Subscription Started', dayS(day), price);
    // renewals every 30 days of each premium period, until cancelled
    const changes = [
      ...p.subscriptions.map(([d, price]) => [d, price]),
      ...p.cancels.map((d) => [d, null]),
    ].sort((a, b) => a[0] - b[0]);
    let current = p.premiumAtStart ? [p.startDay + p.phase - 30, p.atStartPrice] : null;
    const renew = (from, to, price) => {
      for (let t = from + 30; t < to && t <= days + 1; t += 30) add('Subscription Renewed', dayS(t), price);
    };
    for (const [d, price] of changes) {
      if (price === null) {
        if (current) renew(current[0], d, current[1]);
        current = null;
      } else if (!current) current = [d, price];
    }
    if (current) renew(current[0], Infinity, current[1]);
    for (const day of p.cancels) add('Subscription Cancelled', dayS(day), 0);
    // a premium listener who stops listening sometimes cancels just before
    if (p.churnDay < days + 1 && premiumAt(churnS - 120) && rnd() < 0.5)
      add('Subscription Cancelled', churnS - 120, 0);
  }

  events.sort((a, b) => a.s - b.s || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, s }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(s * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}
