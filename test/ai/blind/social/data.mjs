// Deterministic usage events of "Snapshot", a photo-sharing social network (mobile app),
// over the 120 days before `now`. Same `now` → same events.
//
// eventValue: story_shared = story length in seconds, post.boosted = dollars paid, else 0.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WINDOW_DAYS = 120;
const USER_COUNT = 460;

export const EVENT_NAMES = [
  'account_created', // a person signs up (only people who joined during the window have it)
  'app_open', // a session starts
  'photo_posted', // a new photo post
  'post_liked', // likes someone's post
  'comment.posted', // comments on a post
  'follow', // follows another person
  'dm.sent', // sends a direct message
  'story_shared', // shares a story; value = story length in seconds
  'content_reported', // reports a post or comment
  'post.boosted', // pays to boost a post; value = dollars
  'profile_verified', // completes profile verification (once per person)
];

// userIds with a known shape, for one-user questions.
export const PERSONAS = {
  heavy: 'usr_0007', // long-standing power creator: posts, stories, boosts a lot, verified
  newcomer: 'usr_0042', // created an account about 60 days ago, regular since
  churned: 'usr_0123', // long-standing creator who stopped using the app about 25 days ago
  lurker: 'usr_0300', // joined about 90 days ago; only opens the app, likes and follows
};
export const NOBODY = 'usr_9999';

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

// Poisson sample (small means only).
function poisson(rnd, mean) {
  const l = Math.exp(-mean);
  let k = 0;
  let p = rnd();
  while (p > l) {
    k += 1;
    p *= rnd();
  }
  return k;
}

function pickWeighted(rnd, entries) {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let x = rnd() * total;
  for (const [item, w] of entries) {
    x -= w;
    if (x < 0) return item;
  }
  return entries[entries.length - 1][0];
}

// UTC hour-of-day weights: quiet at night, lunch bump, evening peak.
const HOUR_WEIGHTS = [
  2, 1.2, 0.8, 0.5, 0.4, 0.5, 1, 2, 3, 3.2, 3.3, 3.6, 4.5, 4.8, 4, 3.6, 3.8, 4.6, 5.8, 7, 7.6, 6.8, 5, 3.2,
];
const HOURS = HOUR_WEIGHTS.map((w, h) => [h, w]);
// Monday..Sunday activity factors: social apps peak at the weekend.
const WEEKDAY_FACTOR = [0.9, 0.88, 0.92, 0.95, 1.05, 1.25, 1.2];

const pad = (n) => String(n).padStart(4, '0');

function profileFor(rnd, i) {
  const id = `usr_${pad(i)}`;
  const preExisting = rnd() < 0.3;
  // joins grow over the window (density rising towards now)
  const joinDay = preExisting ? -1 : Math.floor(WINDOW_DAYS * Math.sqrt(rnd()));
  // some long-standing members come back only after a long pause (no account_created)
  const returnDay = preExisting && rnd() < 0.12 ? 40 + Math.floor(rnd() * 75) : 0;
  const heavy = rnd() < 0.025;
  const level = heavy ? 1.2 * Math.exp(1.8 * rnd()) : 0.1 * Math.exp(1.0 * (rnd() + rnd() + rnd() - 1.5));
  const creator = heavy || rnd() < 0.22;
  const churnDay = rnd() < 0.25 ? Math.max(joinDay, 0) + 3 + Math.floor(rnd() * 110) : Infinity;
  const verifyDay =
    rnd() < (creator ? 0.35 : 0.08) ? Math.max(joinDay, 0) + 2 + Math.floor(rnd() * 40) : Infinity;
  return {
    id,
    preExisting,
    joinDay,
    returnDay,
    level,
    creator,
    churnDay,
    verifyDay,
    lurker: false,
    joinHour: null,
  };
}

function personaProfiles(p) {
  const byId = new Map(p.map((x) => [x.id, x]));
  Object.assign(byId.get(PERSONAS.heavy), {
    preExisting: true,
    joinDay: -1,
    returnDay: 0,
    level: 3.2,
    creator: true,
    churnDay: Infinity,
    verifyDay: 31,
  });
  Object.assign(byId.get(PERSONAS.newcomer), {
    preExisting: false,
    joinDay: WINDOW_DAYS - 60,
    joinHour: 18,
    level: 1.1,
    creator: false,
    churnDay: Infinity,
    verifyDay: Infinity,
  });
  Object.assign(byId.get(PERSONAS.churned), {
    preExisting: true,
    joinDay: -1,
    returnDay: 0,
    level: 1.6,
    creator: true,
    churnDay: WINDOW_DAYS - 25,
    verifyDay: Infinity,
  });
  Object.assign(byId.get(PERSONAS.lurker), {
    preExisting: false,
    joinDay: WINDOW_DAYS - 90,
    joinHour: 21,
    level: 0.9,
    creator: false,
    lurker: true,
    churnDay: Infinity,
    verifyDay: Infinity,
  });
}

// Boost budgets: whole dollars from 3 to 100, mostly small.
const boostAmount = (rnd) => Math.round(3 + 97 * rnd() ** 2.2);

function sessionActions(u) {
  if (u.lurker) {
    return [
      ['post_liked', 70],
      ['follow', 12],
    ];
  }
  return [
    ['post_liked', 44],
    ['comment.posted', 12],
    ['follow', 5],
    ['dm.sent', 14],
    ['story_shared', u.creator ? 14 : 6],
    ['photo_posted', u.creator ? 9 : 3],
    ['content_reported', 0.7],
    ['post.boosted', u.creator ? 1.4 : 0.05],
  ];
}

export function generateEvents(now) {
  const nowMs = +new Date(now);
  const limit = nowMs - 2 * MINUTE; // nothing in the last 2 minutes
  const from = nowMs - WINDOW_DAYS * DAY;
  const firstDay = Math.floor(nowMs / DAY) * DAY - WINDOW_DAYS * DAY; // UTC midnight, day index 0
  const rnd = mulberry32(0x50c1a1);
  const events = [];
  const push = (userId, eventName, t, eventValue = 0) => {
    const ts = Math.floor(t / 1000) * 1000;
    if (ts < from || ts >= limit) return;
    events.push({ userId, eventName, eventValue, timestamp: new Date(ts).toISOString() });
  };

  const profiles = [];
  for (let i = 1; i <= USER_COUNT; i += 1) profiles.push(profileFor(rnd, i));
  personaProfiles(profiles);

  for (const u of profiles) {
    const sessionRnd = mulberry32(0x9e3779b9 ^ (parseInt(u.id.slice(4), 10) * 2654435761));
    const startDay = Math.max(u.joinDay, u.returnDay);
    let verified = false;
    for (let d = startDay; d <= WINDOW_DAYS && d < u.churnDay; d += 1) {
      const dayStart = firstDay + d * DAY;
      const wd = (new Date(dayStart).getUTCDay() + 6) % 7;
      const growth = 0.75 + 0.5 * (d / WINDOW_DAYS);
      let sessions = poisson(sessionRnd, u.level * WEEKDAY_FACTOR[wd] * growth);
      const joiningToday = d === u.joinDay && !u.preExisting;
      if (joiningToday) sessions = Math.max(sessions, 1);
      const starts = [];
      for (let s = 0; s < sessions; s += 1) {
        const hour =
          joiningToday && s === 0 && u.joinHour !== null ? u.joinHour : pickWeighted(sessionRnd, HOURS);
        starts.push(dayStart + hour * HOUR + Math.floor(sessionRnd() * HOUR));
      }
      starts.sort((a, b) => a - b);
      starts.forEach((t0, s) => {
        let t = t0;
        if (joiningToday && s === 0) {
          push(u.id, 'account_created', t);
          t += 20_000 + Math.floor(sessionRnd() * 60_000);
        }
        push(u.id, 'app_open', t);
        const actions = sessionActions(u);
        const n = 1 + poisson(sessionRnd, u.lurker ? 2 : 3.2);
        for (let k = 0; k < n; k += 1) {
          t += 5_000 + Math.floor(sessionRnd() * 150_000);
          const name = pickWeighted(sessionRnd, actions);
          if (name === 'story_shared') push(u.id, name, t, 5 + Math.floor(sessionRnd() * 56));
          else if (name === 'post.boosted') push(u.id, name, t, boostAmount(sessionRnd));
          else push(u.id, name, t);
        }
        if (!verified && d >= u.verifyDay) {
          verified = true;
          push(u.id, 'profile_verified', t + 30_000 + Math.floor(sessionRnd() * 90_000));
        }
      });
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
