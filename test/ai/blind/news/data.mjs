// Dailyline — a fictional news/media subscription site. Deterministic usage events relative
// to `now`: about 800 readers and ~40,000 events over the 120 days before `now`; nothing in
// the future and nothing in the last 2 minutes. Same `now` → same events.
//
// The tracking plan grew over the years, so event names mix styles on purpose:
//
// | eventName                  | when                                                   | eventValue                      |
// |----------------------------|--------------------------------------------------------|---------------------------------|
// | account created            | a new reader registers (readers who registered before  | 1                               |
// |                            | the window have none)                                  |                                 |
// | sign in                    | start of some sessions (web login)                     | 1                               |
// | push_notification_opened   | an app user opens a breaking-news push                 | 1                               |
// | article view               | one article read                                       | 1                               |
// | paywall hit                | a non-subscriber is stopped by the metered paywall     | 1                               |
// | article_shared             | an article is shared                                   | 1                               |
// | Comment Posted             | a comment under an article                             | 1                               |
// | bookmark added             | an article saved for later                             | 1                               |
// | search                     | a site search                                          | number of results, 0–40         |
// | podcast listen             | a podcast episode listened to                          | minutes listened, 1–60          |
// | video watched              | a video played                                         | seconds watched, 5–900          |
// | Crossword Completed        | the daily crossword finished                           | minutes taken to solve, 3–45    |
// | newsletter signup          | a reader subscribes to the free newsletter (once)      | 1                               |
// | subscription purchased     | a paid subscription bought (or upgraded to annual)     | price: 4.99, 9.99 or 99         |
// | subscription cancelled     | a paid subscription cancelled                          | 1                               |
//
// User ids are `rdr_` + four consonants (no digits). About 35% of readers registered before
// the window (no `account created`), a few of them dormant until late in the window, so "new
// readers" (first event ever in a period) differs from `account created`. About 25% of those
// long-standing readers already subscribe (no purchase event in the window). Sessions follow a
// UTC hour-of-day pattern (morning news peak around 07:00, a lunchtime bump, an evening peak)
// and weekends are quieter. A handful of breaking-news days are much busier. Usage grows
// slowly over the window; about 20% of readers churn.

const DAY_S = 86_400;
const SPAN_DAYS = 120;
const READERS = 800;

export const EVENT_NAMES = [
  'account created',
  'sign in',
  'push_notification_opened',
  'article view',
  'paywall hit',
  'article_shared',
  'Comment Posted',
  'bookmark added',
  'search',
  'podcast listen',
  'video watched',
  'Crossword Completed',
  'newsletter signup',
  'subscription purchased',
  'subscription cancelled',
];

// Fixed personas the questions refer to.
export const PERSONAS = {
  loyal: 'rdr_qmvx', // long-standing heavy reader and subscriber, upgraded to annual in the window
  newbie: 'rdr_hzpk', // registered about 45 days ago, hit the paywall, subscribed, signed up for the newsletter
  lapsed: 'rdr_wbtj', // registered about 95 days ago, subscribed, cancelled about 25 days ago, gone since
  podcaster: 'rdr_lfdn', // long-standing podcast fan
};
// An id in the same style that never occurs.
export const NOBODY = 'rdr_zzqj';

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

// UTC hour-of-day weights: night lull, morning commute peak, lunch bump, evening peak.
const HOURS = [1, 1, 1, 1, 2, 4, 8, 12, 10, 8, 6, 6, 8, 7, 6, 6, 6, 7, 8, 9, 8, 6, 4, 2];
const hourOfDay = (rnd) =>
  pick(
    rnd,
    HOURS.map((w, h) => [h, w]),
  );
// Weekday factor, by getUTCDay() (0 = Sunday).
const WEEKDAY_FACTOR = [0.65, 1, 1, 1, 1, 0.95, 0.55];
const PRICES = [
  [4.99, 40],
  [9.99, 45],
  [99, 15],
];

// Reader ids: letters only, unique, never a persona id or NOBODY.
const CONSONANTS = 'bcdfghjklmnpqrstvwxz';
const PERSONA_AT = { 7: PERSONAS.loyal, 42: PERSONAS.newbie, 123: PERSONAS.lapsed, 256: PERSONAS.podcaster };
function readerIds() {
  const rnd = prng(424_242);
  const taken = new Set([...Object.values(PERSONAS), NOBODY]);
  const ids = [];
  for (let n = 1; n <= READERS; n++) {
    if (PERSONA_AT[n]) {
      ids.push(PERSONA_AT[n]);
      continue;
    }
    let id;
    do
      id =
        'rdr_' + Array.from({ length: 4 }, () => CONSONANTS[Math.floor(rnd() * CONSONANTS.length)]).join('');
    while (taken.has(id));
    taken.add(id);
    ids.push(id);
  }
  return ids;
}
const IDS = readerIds();

// Who a reader is. Days count from day 0 = the UTC day on which the window starts.
function profile(n, rnd, firstDay) {
  const p = {
    id: IDS[n - 1],
    existing: rnd() < 0.35,
    joinDay: 0,
    activity: 0.035 + 0.26 * rnd() ** 2, // chance of a session on a weekday
    heavy: rnd() < 0.03,
    churnDay: Infinity,
    subscriber: false, // subscribed before the window
    purchases: [], // [day, price]
    cancelDay: Infinity,
    newsletterDay: null,
    app: rnd() < 0.45,
    podcast: rnd() < 0.2,
    video: rnd() < 0.3,
    puzzler: rnd() < 0.12,
  };
  if (p.existing) {
    p.joinDay = rnd() < 0.08 ? between(rnd, 60, 112) : firstDay; // a few dormant readers return late
    p.subscriber = rnd() < 0.25;
  } else {
    let x; // registrations get more frequent over the window
    do x = rnd() * SPAN_DAYS;
    while (rnd() * 2 > 1 + x / SPAN_DAYS);
    p.joinDay = firstDay + x;
  }
  if (p.heavy) p.activity = 0.8 + 0.15 * rnd();
  if (rnd() < 0.2) p.churnDay = p.joinDay + between(rnd, 4, SPAN_DAYS);
  if (!p.subscriber && rnd() < 0.2) {
    let day = p.joinDay + between(rnd, 3, 45);
    const price = pick(rnd, PRICES);
    p.purchases.push([day, price]);
    if (price < 99 && rnd() < 0.15) p.purchases.push([day + between(rnd, 10, 40), 99]);
  }
  if ((p.subscriber || p.purchases.length) && rnd() < 0.25) {
    const from = p.purchases.length ? p.purchases.at(-1)[0] : p.joinDay;
    p.cancelDay = from + between(rnd, 8, 60);
    if (rnd() < 0.6) p.churnDay = Math.min(p.churnDay, p.cancelDay + between(rnd, 0.5, 7));
  }
  if (rnd() < 0.3) p.newsletterDay = p.joinDay + (p.existing ? between(rnd, 0, 110) : between(rnd, 0, 20));
  return p;
}

const PERSONA_PROFILES = {
  7: {
    existing: true,
    joinDay: 0,
    heavy: true,
    activity: 0.9,
    churnDay: Infinity,
    subscriber: true,
    cancelDay: Infinity,
    newsletterDay: null,
    app: true,
    podcast: false,
    video: true,
    puzzler: true,
  },
  42: {
    existing: false,
    heavy: false,
    activity: 0.55,
    churnDay: Infinity,
    subscriber: false,
    cancelDay: Infinity,
    app: true,
    podcast: true,
    video: false,
    puzzler: false,
  },
  123: {
    existing: false,
    heavy: false,
    activity: 0.45,
    subscriber: false,
    app: false,
    podcast: false,
    video: true,
    puzzler: false,
  },
  256: {
    existing: true,
    joinDay: 0,
    heavy: false,
    activity: 0.6,
    churnDay: Infinity,
    subscriber: true,
    purchases: [],
    cancelDay: Infinity,
    app: true,
    podcast: true,
    video: false,
    puzzler: false,
  },
};

export function generateEvents(now) {
  const nowS = Math.floor(now.getTime() / 1000);
  const firstS = nowS - SPAN_DAYS * DAY_S;
  const lastS = nowS - 121; // strictly more than 2 minutes before now
  const day0 = Math.floor(firstS / DAY_S) * DAY_S; // UTC midnight of the first day
  const days = Math.floor(lastS / DAY_S) - day0 / DAY_S;
  const firstDay = (firstS - day0) / DAY_S;
  // Breaking-news days: keyed by calendar day, so they do not move with the time of day.
  const news = new Map();
  const newsRnd = prng(Math.floor(day0 / DAY_S));
  for (let d = 0; d <= days; d++) if (newsRnd() < 0.06) news.set(d, 1.6 + newsRnd());

  const events = [];
  for (let n = 1; n <= READERS; n++) {
    const rnd = prng(1_000_003 * 7 + n * 9_973);
    const base = profile(n, rnd, firstDay);
    const p = { ...base, ...PERSONA_PROFILES[n] };
    // persona days are relative to the end of the window
    if (n === 42) p.joinDay = days - 45 + 0.3;
    if (n === 123) p.joinDay = days - 95 + 0.4;
    if (n === 7) p.purchases = [[days - 33 + 0.4, 99]];
    if (n === 42) {
      p.purchases = [[days - 35 + 0.6, 9.99]];
      p.newsletterDay = days - 44 + 0.5;
    }
    if (n === 123) {
      p.purchases = [[days - 80 + 0.7, 4.99]];
      p.cancelDay = days - 25 + 0.45;
      p.churnDay = days - 23 + 0.2;
      p.newsletterDay = days - 93 + 0.6;
    }
    if (n === 256) p.newsletterDay = days - 70 + 0.35;

    const used = new Set(); // one event per reader per second
    const add = (name, s, value = 1) => {
      s = Math.floor(s);
      while (used.has(s)) s++;
      if (s < firstS || s > lastS || s >= day0 + p.churnDay * DAY_S) return s;
      used.add(s);
      events.push({ userId: p.id, eventName: name, eventValue: value, s });
      return s;
    };
    const subscribedAt = (s) => {
      const t = (s - day0) / DAY_S;
      if (t >= p.cancelDay) return false;
      return p.subscriber || p.purchases.some(([d]) => d <= t);
    };
    const session = (s, views) => {
      if (p.app && rnd() < 0.5) s = add('push_notification_opened', s) + between(rnd, 5, 40);
      else if (rnd() < 0.25) s = add('sign in', s) + between(rnd, 5, 30);
      if (rnd() < 0.18) s = add('search', s, Math.floor(41 * rnd() ** 1.5)) + between(rnd, 5, 60);
      const paying = subscribedAt(s);
      for (let i = 0; i < views; i++) {
        if (!paying && rnd() < 0.1) {
          s = add('paywall hit', s) + between(rnd, 10, 90);
          continue;
        }
        s = add('article view', s) + between(rnd, 20, 400);
        if (rnd() < 0.05) s = add('article_shared', s) + between(rnd, 5, 60);
        if (rnd() < (paying ? 0.06 : 0.015)) s = add('Comment Posted', s) + between(rnd, 20, 200);
        if (rnd() < 0.04) s = add('bookmark added', s) + between(rnd, 2, 20);
      }
      if (rnd() < (p.podcast ? 0.5 : 0.02)) {
        const minutes = 1 + Math.floor(59 * rnd() ** 0.8);
        s = add('podcast listen', s, minutes) + minutes * 60;
      }
      if (rnd() < (p.video ? 0.35 : 0.03)) {
        const seconds = 5 + Math.floor(895 * rnd() ** 2);
        s = add('video watched', s, seconds) + seconds;
      }
      if (p.puzzler && rnd() < 0.6)
        add('Crossword Completed', s + between(rnd, 60, 600), 3 + Math.floor(42 * rnd() ** 1.3));
    };
    const atDay = (day, hour = hourOfDay(rnd)) =>
      day0 + Math.floor(day) * DAY_S + hour * 3600 + Math.floor(rnd() * 3600);
    const views = () => 1 + Math.floor(-Math.log(1 - rnd()) * (p.heavy ? 3.5 : 2.2));

    if (!p.existing) {
      const s = day0 + Math.floor(p.joinDay * DAY_S);
      add('account created', s);
      session(s + 30, views());
    }
    for (let d = p.existing ? Math.floor(p.joinDay) : Math.ceil(p.joinDay); d <= days; d++) {
      const wd = new Date((day0 + d * DAY_S) * 1000).getUTCDay();
      const chance = Math.min(
        0.97,
        p.activity * (0.85 + (0.3 * d) / SPAN_DAYS) * WEEKDAY_FACTOR[wd] * (news.get(d) ?? 1),
      );
      const sessions = p.heavy ? 2 : 1;
      for (let k = 0; k < sessions; k++) if (rnd() < chance) session(atDay(d), views());
    }
    if (p.newsletterDay !== null) add('newsletter signup', atDay(p.newsletterDay));
    for (const [day, price] of p.purchases) add('subscription purchased', atDay(day), price);
    if (p.cancelDay !== Infinity && p.cancelDay <= days + 1)
      add('subscription cancelled', atDay(p.cancelDay));
  }

  events.sort((a, b) => a.s - b.s || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, s }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(s * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}
