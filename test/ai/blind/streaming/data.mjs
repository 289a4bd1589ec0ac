// Synthetic usage events of "Reelhouse", a subscription video streaming service.
//
// Three tracking sources, three naming styles (as in a real team's tracking plan):
//   app (web/TV/mobile clients)  snake_case   account_created, title_viewed, watchlist_add, ...
//   player SDK                   dotted       playback.started, playback.completed
//   billing service              Title Case   Subscription Started, Plan Changed, Subscription Cancelled
// Users are accounts (`acct_` + five digits). Values: minutes watched on playback.completed,
// stars (1-5) on title_rated, number of titles/episodes on offline_download, monthly plan price
// (USD) on Subscription Started and Plan Changed, 0 everywhere else.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'account_created', // sign-up; 0
  'title_viewed', // opened a title's detail page while browsing the catalogue; 0
  'watchlist_add', // added a title to "My List"; 0
  'playback.started', // pressed play; 0
  'playback.completed', // finished a title/episode; minutes watched
  'title_rated', // thumbs/stars; rating 1-5
  'profile_created', // new viewer profile on the account; 0
  'profile_switched', // "Who's watching?" switch; 0
  'offline_download', // downloaded for offline viewing; number of titles/episodes in the batch
  'Subscription Started', // started a paid plan; monthly price
  'Plan Changed', // moved to another plan; new monthly price
  'Subscription Cancelled', // cancelled the plan; 0
];

export const PLANS = { Basic: 7.99, Standard: 12.99, Premium: 17.99 };

export const PERSONAS = {
  heaviest: 'acct_24601', // binge-watcher, by far the most events and minutes watched
  newcomer: 'acct_90412', // signed up about two days before `now`
  lapsed: 'acct_31337', // long-time member who cancelled ~52 days into the window, silent since
  family: 'acct_55120', // five profiles, switches profile almost every session
  downloader: 'acct_70815', // commuter who downloads for offline viewing most sessions
  critic: 'acct_11842', // rates nearly everything they finish
  windowShopper: 'acct_60233', // signed up ~40 days ago, browses and saves, never subscribed
};

export const NOBODY = 'acct_99999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Hour-of-day weights (UTC): evening peak at 20:00, a lunchtime bump, a quiet early morning.
const HOUR_W = [
  2.0, 1.2, 0.8, 0.5, 0.4, 0.4, 0.6, 0.9, 1.0, 1.0, 1.1, 1.3, 1.6, 1.6, 1.5, 1.5, 1.8, 2.4, 3.2, 3.9, 5.6,
  3.5, 2.8, 2.2,
];
const HOUR_TOTAL = HOUR_W.reduce((a, b) => a + b, 0);
// Weekday weights, Monday first: Friday to Sunday are busier, Tuesday the quietest.
// Sessions per week of the long-standing power users, spaced so that their ranks are stable.
const POWER_RATES = [3, 4.5, 6.5, 9, 12, 15.5, 19, 23];
const WEEKDAY_W = [0.85, 0.72, 0.84, 0.92, 1.18, 1.42, 1.3];

export function generateEvents(now, seed = 20261125) {
  const rnd = mulberry32(seed);
  const NOW = +now;
  const EARLIEST = NOW - 120 * DAY;
  const LATEST = NOW - 2 * MIN;
  const events = [];

  const between = (a, b) => a + rnd() * (b - a);
  const int = (a, b) => Math.floor(between(a, b + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const poisson = (lambda) => {
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const hourOfDay = () => {
    let x = rnd() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_W[h];
      if (x < 0) return h;
    }
    return 23;
  };
  const priceOf = () => {
    const x = rnd();
    return x < 0.3 ? PLANS.Basic : x < 0.78 ? PLANS.Standard : PLANS.Premium;
  };

  const emit = (userId, eventName, t, eventValue = 0) => {
    const s = Math.floor(t / 1000) * 1000;
    if (s < EARLIEST || s > LATEST) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(s).toISOString().replace('.000Z', 'Z'),
    });
  };

  // ---- accounts ----------------------------------------------------------------------------
  const personaIds = new Set(Object.values(PERSONAS));
  const taken = new Set([...personaIds, NOBODY]);
  const accounts = [];
  const N = 455;
  let power = 0;
  for (let i = 0; i < N; i++) {
    let id;
    do {
      id = `acct_${int(10000, 98999)}`;
    } while (taken.has(id));
    taken.add(id);
    const pre = rnd() < 0.4; // member from before the 120-day window
    const signupT = pre ? null : EARLIEST + 120 * DAY * Math.sqrt(rnd()); // more sign-ups lately
    const u = {
      id,
      pre,
      signupT,
      rate: Math.exp(normal() * 0.75) * 0.62, // sessions per week
      profiles: pre ? (rnd() < 0.45 ? int(2, 4) : 1) : 1,
      downloader: rnd() < 0.18,
      rater: rnd() < 0.25,
      price: priceOf(),
      subscribed: pre ? true : rnd() < 0.93,
      subLater: false,
      cancelT: null,
      quietT: null,
    };
    if (!pre && u.subscribed && rnd() < 0.08) u.subLater = true;
    const start = pre ? EARLIEST : signupT;
    if (u.subscribed && rnd() < 0.2) {
      const from = start + 7 * DAY;
      if (from < LATEST) u.cancelT = between(from, LATEST);
    }
    if (pre && !u.cancelT && rnd() < 0.1) u.quietT = EARLIEST + between(5, 60) * DAY; // dormant
    if (i % 57 === 3) {
      // a few long-standing power users, well apart from each other
      Object.assign(u, {
        pre: true,
        signupT: null,
        subscribed: true,
        cancelT: null,
        quietT: null,
        rate: POWER_RATES[power++ % POWER_RATES.length],
      });
      if (!u.price) u.price = priceOf();
    }
    accounts.push(u);
  }

  const persona = (id, props) =>
    accounts.push({
      id,
      pre: true,
      signupT: null,
      rate: 1,
      profiles: 1,
      downloader: false,
      rater: false,
      price: PLANS.Standard,
      subscribed: true,
      subLater: false,
      cancelT: null,
      quietT: null,
      ...props,
    });
  persona(PERSONAS.heaviest, { rate: 34, profiles: 2, price: PLANS.Premium, binge: 2 });
  persona(PERSONAS.newcomer, {
    pre: false,
    signupT: NOW - 2 * DAY - 5 * HOUR - 17 * MIN,
    rate: 9,
    price: PLANS.Standard,
  });
  persona(PERSONAS.lapsed, {
    rate: 4,
    price: PLANS.Basic,
    cancelT: EARLIEST + 52 * DAY + 7 * HOUR + 13 * MIN,
  });
  persona(PERSONAS.family, { rate: 7, profiles: 5, price: PLANS.Premium, switcher: true });
  persona(PERSONAS.downloader, { rate: 7, downloader: true, heavyDownloads: true, price: PLANS.Premium });
  persona(PERSONAS.critic, { rate: 5, rater: true, critic: true });
  persona(PERSONAS.windowShopper, {
    pre: false,
    signupT: NOW - 40 * DAY - 3 * HOUR,
    rate: 2.2,
    subscribed: false,
  });

  // ---- one viewing (or browsing) session --------------------------------------------------------
  function session(u, t0, end) {
    let t = t0;
    const step = (a, b) => {
      t += between(a, b) * 1000;
      return t;
    };
    const out = (name, value = 0) => {
      if (t <= end) emit(u.id, name, t, value);
    };
    if (u.profiles > 1 && rnd() < (u.switcher ? 0.92 : 0.3)) out('profile_switched');
    const views = u.subscribed && u.price ? poisson(0.85) : 1 + poisson(1.5);
    for (let i = 0; i < views; i++) {
      step(8, 120);
      out('title_viewed');
    }
    if (rnd() < (u.subscribed && u.price ? 0.18 : 0.5)) {
      step(5, 40);
      out('watchlist_add');
    }
    if (!u.price) return; // no plan yet: browse only
    if (u.downloader && rnd() < (u.heavyDownloads ? 0.85 : 0.3)) {
      step(10, 90);
      out('offline_download', int(1, u.heavyDownloads ? 10 : 6));
    }
    const plays = 1 + (rnd() < 0.3 ? 1 : 0) + (u.binge ? int(0, u.binge) : 0);
    for (let i = 0; i < plays; i++) {
      step(5, 60);
      out('playback.started');
      if (rnd() < 0.74) {
        const minutes = rnd() < 0.7 ? int(21, 62) : int(84, 158);
        t += minutes * MIN + between(0, 90) * 1000;
        out('playback.completed', minutes);
        if (rnd() < (u.critic ? 0.9 : u.rater ? 0.35 : 0.05)) {
          step(3, 30);
          const r = rnd();
          out('title_rated', r < 0.05 ? 1 : r < 0.13 ? 2 : r < 0.33 ? 3 : r < 0.72 ? 4 : 5);
        }
      } else {
        t += int(2, 40) * MIN; // abandoned
      }
    }
    if (rnd() < 0.005) {
      const options = Object.values(PLANS).filter((p) => p !== u.price);
      u.price = pick(options);
      step(20, 200);
      out('Plan Changed', u.price);
    }
  }

  // ---- timelines ------------------------------------------------------------------------------
  for (const u of accounts) {
    const start = u.pre ? EARLIEST : u.signupT;
    const end = Math.min(LATEST, u.cancelT ?? Infinity, u.quietT ?? Infinity);
    const before = events.length;
    const subscribedFrom = { t: u.pre ? -Infinity : Infinity };
    const planPrice = u.price;
    if (!u.subscribed) u.price = 0;

    if (!u.pre) {
      emit(u.id, 'account_created', start);
      emit(u.id, 'profile_created', start + between(20, 90) * 1000);
      if (u.subscribed && !u.subLater) {
        const t = start + between(120, 900) * 1000;
        emit(u.id, 'Subscription Started', t, planPrice);
        subscribedFrom.t = t;
      } else if (u.subscribed) {
        const t = start + between(1, 12) * DAY;
        if (t < end) emit(u.id, 'Subscription Started', t, planPrice);
        subscribedFrom.t = t;
      }
      const extra = rnd() < 0.4 ? int(1, 3) : 0;
      for (let i = 0; i < extra; i++) emit(u.id, 'profile_created', start + between(0.01, 20) * DAY);
      u.profiles = 1 + extra;
      if (u.id === PERSONAS.windowShopper) u.profiles = 1;
    } else if (rnd() < 0.06) {
      emit(u.id, 'profile_created', EARLIEST + between(1, 110) * DAY);
      u.profiles += 1;
    }
    if (u.id === PERSONAS.family) emit(u.id, 'profile_created', EARLIEST + 33 * DAY + 20 * HOUR + 4 * MIN);

    const firstDay = Math.floor(start / DAY);
    const lastDay = Math.floor(end / DAY);
    for (let d = firstDay; d <= lastDay; d++) {
      const dayT = d * DAY;
      const wd = (new Date(dayT).getUTCDay() + 6) % 7;
      const trend = 0.85 + (0.3 * (dayT - EARLIEST)) / (120 * DAY);
      const k = poisson((u.rate / 7) * WEEKDAY_W[wd] * trend);
      for (let j = 0; j < k; j++) {
        const t = dayT + hourOfDay() * HOUR + between(0, 3599) * 1000;
        if (t < start + 5 * MIN || t > end) continue;
        const price = u.price;
        if (!u.pre && u.subscribed && t < subscribedFrom.t) u.price = 0; // not paying yet: browse only
        session(u, t, end);
        if (u.price === 0) u.price = price;
      }
    }
    if (u.cancelT && u.cancelT <= LATEST) emit(u.id, 'Subscription Cancelled', u.cancelT);
    if (events.length === before) emit(u.id, 'title_viewed', between(start, LATEST));
  }

  // The binge-watcher is always watching something in the last hour.
  {
    const u = accounts.find((a) => a.id === PERSONAS.heaviest);
    const t = LATEST - 41 * MIN - 17 * 1000;
    emit(u.id, 'title_viewed', t);
    emit(u.id, 'playback.started', t + 53 * 1000);
    emit(u.id, 'playback.completed', t + 53 * 1000 + 36 * MIN + 4000, 36);
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
