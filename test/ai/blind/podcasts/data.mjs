// Synthetic usage events of "Earshot", a podcast listening app. Deterministic for a given
// `now` and seed; 120 days of history ending 2 minutes before `now`.
//
// Listeners open the app in sessions (weekday commute peaks around 07–08 and 17–18 UTC,
// evening peak 20–22 UTC, quieter weekends), search, play episodes (value = minutes listened
// in that play), finish some of them, download for offline, follow shows, build playlists,
// rate shows (value = stars 1–5), post reviews, share episodes, buy premium (value = price in
// USD: 4.99 monthly or 49.99 yearly) and tip creators (value = tip in USD).

export const EVENT_NAMES = [
  'account_created', // sign-up; first event of a listener who joined inside the window
  'show_followed',
  'episode_played', // value: minutes listened in that play
  'episode_completed',
  'episode_downloaded',
  'search.performed',
  'playlist.created',
  'Show Rated', // value: stars 1–5
  'review_posted',
  'episode_shared',
  'premium_subscribed', // value: price paid, 4.99 (monthly) or 49.99 (yearly)
  'tip_sent', // value: tip in USD
];

export const PERSONAS = {
  heaviest: 'listener_1007', // binge listener, by far the most events
  newcomer: 'listener_2417', // account created 4 days before now
  lapsed: 'listener_1033', // active early in the window, nothing in the last ~55 days
  topTipper: 'listener_1212', // premium yearly, tips creators every few days
  reviewer: 'listener_1580', // rates and reviews a lot
};

export const NOBODY = 'listener_9999';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WINDOW = 120 * DAY;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Listening by UTC hour: commute peaks, evening peak, quiet nights.
const HOUR_WEIGHTS = [
  1, 0.6, 0.4, 0.3, 0.4, 0.8, 2, 4, 4.5, 3, 2.2, 2.2, 2.8, 2.4, 2.2, 2.3, 3, 4, 3.8, 3, 3, 3.2, 2.5, 1.6,
];
// Monday … Sunday
const WEEKDAY_FACTOR = [1.1, 1.1, 1.08, 1.05, 1.0, 0.78, 0.85];

export function generateEvents(now, seed = 20261125) {
  const rand = mulberry32(seed);
  const nowMs = Math.floor(+now / 1000) * 1000;
  const earliest = +now - WINDOW;
  const latest = +now - 120_000;
  const pick = (weights) => {
    let total = 0;
    for (const w of weights) total += w;
    let r = rand() * total;
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  const poisson = (lambda) => {
    const l = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rand();
    } while (p > l);
    return k - 1;
  };
  const normal = () => {
    const u = 1 - rand(),
      v = rand();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };

  // ---- listeners ------------------------------------------------------------------------
  const N = 470;
  const listeners = [];
  const seen = new Set();
  const firstDay = Math.floor(earliest / DAY) * DAY;
  const lastDay = Math.floor(nowMs / DAY) * DAY;
  for (let i = 0; i < N; i++) {
    let num;
    do {
      num = 1010 + Math.floor(rand() * 1600);
    } while (seen.has(num) || num === 1007 || num === 1033 || num === 1212 || num === 1580 || num === 2417);
    seen.add(num);
    const existing = rand() < 0.55;
    // Sign-ups grow over the window (more recent ones are more likely).
    const join = existing ? firstDay : firstDay + Math.floor(Math.sqrt(rand()) * 121) * DAY;
    const churns = rand() < (existing ? 0.3 : 0.4);
    const end = churns ? join + Math.floor(7 + -Math.log(1 - rand()) * 30) * DAY : lastDay + DAY;
    const rate = Math.min(1.5, Math.exp(Math.log(0.19) + 0.85 * normal()));
    listeners.push({
      id: `listener_${num}`,
      existing,
      join,
      end,
      rate,
      premium: rand() < 0.13 ? { day: 0, yearly: rand() < 0.3 } : null,
      tipper: rand() < 0.12 ? 0.05 + rand() * 0.08 : 0,
      reviewer: rand() < 0.2 ? 2 : 1,
    });
  }
  // A few power users.
  for (let i = 0; i < 4; i++) listeners[i * 11].rate = 1.6 + i * 0.25;
  // Personas.
  listeners.push({
    id: 'listener_1007',
    existing: true,
    join: firstDay,
    end: lastDay + DAY,
    rate: 3.6,
    premium: { yearly: true },
    tipper: 0.04,
    reviewer: 1,
  });
  listeners.push({
    id: 'listener_2417',
    existing: false,
    join: lastDay - 4 * DAY,
    end: lastDay + DAY,
    rate: 2,
    premium: null,
    tipper: 0,
    reviewer: 1,
  });
  listeners.push({
    id: 'listener_1033',
    existing: true,
    join: firstDay,
    end: lastDay - 55 * DAY,
    rate: 0.9,
    premium: null,
    tipper: 0,
    reviewer: 1,
  });
  listeners.push({
    id: 'listener_1212',
    existing: true,
    join: firstDay,
    end: lastDay + DAY,
    rate: 1.3,
    premium: { yearly: true },
    tipper: 0.5,
    reviewer: 1,
  });
  listeners.push({
    id: 'listener_1580',
    existing: true,
    join: firstDay,
    end: lastDay + DAY,
    rate: 0.9,
    premium: null,
    tipper: 0,
    reviewer: 8,
  });

  const events = [];
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

  for (const u of listeners) {
    // The day premium is bought: some days into the listener's life.
    if (u.premium) u.premium.day = u.join + Math.floor(3 + rand() * 60) * DAY;
    let premiumDone = false;
    if (!u.existing) {
      const t = u.join + pick(HOUR_WEIGHTS) * HOUR + Math.floor(rand() * 3600) * 1000;
      u.joinAt = t;
      push(u.id, 'account_created', 0, t);
    }
    for (let day = Math.max(u.join, firstDay); day <= lastDay && day < u.end; day += DAY) {
      const wd = (new Date(day).getUTCDay() + 6) % 7;
      // The sign-up day always has a first session right after the account is created.
      let sessions = poisson(u.rate * WEEKDAY_FACTOR[wd]);
      const firstSession = !u.existing && day === u.join;
      if (firstSession) sessions = Math.max(sessions, 1);
      for (let s = 0; s < sessions; s++) {
        let t =
          firstSession && s === 0
            ? u.joinAt + 20_000 + Math.floor(rand() * 120) * 1000
            : day + pick(HOUR_WEIGHTS) * HOUR + Math.floor(rand() * 3600) * 1000;
        const step = () => (t += (15 + Math.floor(rand() * 180)) * 1000);
        if (rand() < 0.28) {
          push(u.id, 'search.performed', 0, t);
          step();
        }
        if (rand() < (firstSession && s === 0 ? 0.7 : 0.07)) {
          push(u.id, 'show_followed', 0, t);
          step();
        }
        const plays = 1 + (rand() < 0.45 ? 1 : 0) + (rand() < 0.18 ? 1 : 0);
        for (let p = 0; p < plays; p++) {
          if (rand() < 0.14) {
            push(u.id, 'episode_downloaded', 0, t);
            step();
          }
          const minutes = Math.max(1, Math.min(150, Math.round(Math.exp(Math.log(24) + 0.7 * normal()))));
          push(u.id, 'episode_played', minutes, t);
          t += minutes * 60_000;
          if (rand() < 0.42) {
            push(u.id, 'episode_completed', 0, t);
          }
          step();
          if (rand() < 0.035) {
            push(u.id, 'episode_shared', 0, t);
            step();
          }
        }
        if (rand() < 0.018) {
          push(u.id, 'playlist.created', 0, t);
          step();
        }
        if (rand() < 0.022 * u.reviewer) {
          const stars = [1, 2, 3, 4, 5][pick([0.5, 0.6, 1.4, 3, 4])];
          push(u.id, 'Show Rated', stars, t);
          step();
          if (rand() < 0.35) {
            push(u.id, 'review_posted', 0, t);
            step();
          }
        }
        if (u.premium && !premiumDone && day >= u.premium.day) {
          push(u.id, 'premium_subscribed', u.premium.yearly ? 49.99 : 4.99, t);
          step();
          premiumDone = true;
        }
        if (u.tipper && rand() < u.tipper) {
          push(u.id, 'tip_sent', [1, 2, 3, 5, 10, 20][pick([2, 3, 2, 3, 1.2, 0.4])], t);
          step();
        }
      }
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
