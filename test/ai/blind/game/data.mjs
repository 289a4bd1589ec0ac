// Blind round "game": a free-to-play mobile puzzle game (match-3 style levels, boosters,
// rewarded ads, coin packs bought in-app, clans, gifts between friends).
// generateEvents(now) returns deterministic events over the 120 days before `now`.
//
// eventValue:
//   level_complete        score of the cleared level (points, 500–9,990)
//   level_fail            seconds played before running out of moves (20–300)
//   booster.used          coins spent on the booster (90, 150 or 250)
//   ad.rewarded           seconds of the rewarded video watched (15 or 30)
//   iap.purchase          price of the coin pack in US cents (99, 499, 999, 1999, 4999)
//   daily_bonus           coins granted by the daily bonus (20, 50, 100 or 200)
//   all others            0

export const EVENT_NAMES = [
  'app_open',
  'tutorial_complete',
  'level_start',
  'level_complete',
  'level_fail',
  'booster.used',
  'ad.rewarded',
  'iap.purchase',
  'daily_bonus',
  'gift_sent',
  'clan.join',
];

// Players with a known shape, for one-player questions.
export const PERSONAS = {
  whale: 'plr_1007', // long-standing heavy player, buys coin packs often, plays almost daily
  newbie: 'plr_1433', // installed ~10 days ago (has tutorial_complete), never bought anything
  lapsed: 'plr_1056', // long-standing player who stopped playing ~45 days ago
  social: 'plr_1120', // regular player who sends many gifts and has joined clans
};

export const NOBODY = 'plr_9999';

const SEC = 1000,
  MIN = 60 * SEC,
  HOUR = 60 * MIN,
  DAY = 24 * HOUR;
const N_USERS = 460;

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

// Players by UTC hour (global audience, evening peak in Europe/Americas).
const HOUR_WEIGHTS = [3, 2, 2, 1, 1, 1, 2, 3, 4, 5, 5, 6, 7, 7, 6, 6, 7, 8, 10, 12, 13, 11, 8, 5];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261125);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const weighted = (pairs) => {
    let x = rnd() * pairs.reduce((s, [, w]) => s + w, 0);
    for (const [v, w] of pairs) if ((x -= w) < 0) return v;
    return pairs[pairs.length - 1][0];
  };
  const randHour = () => {
    let x = rnd() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) if ((x -= HOUR_WEIGHTS[h]) < 0) return h;
    return 23;
  };

  const today = Math.floor(nowMs / DAY) * DAY;
  const firstDay = today - 120 * DAY;
  const windowStart = nowMs - 120 * DAY;
  const windowEnd = nowMs - 2 * MIN;
  const events = [];

  for (let i = 1; i <= N_USERS; i++) {
    const userId = `plr_${1000 + i}`;
    // ---- the player's shape ----
    const existing = rnd() < 0.3; // installed before the window
    const lateReturner = existing && rnd() < 0.12; // first seen late, no tutorial
    const tier = weighted([
      ['casual', 55],
      ['regular', 38],
      ['heavy', 7],
    ]);
    let playP =
      tier === 'casual' ? 0.04 + rnd() * 0.07 : tier === 'regular' ? 0.13 + rnd() * 0.15 : 0.5 + rnd() * 0.35;
    let payer = rnd() < (tier === 'heavy' ? 0.55 : tier === 'regular' ? 0.2 : 0.05);
    let buyP = 0.08 + rnd() * 0.14;
    let social = rnd() < 0.3;
    let clanner = rnd() < 0.45;
    let startDay,
      stopDay = Infinity;
    if (existing) {
      startDay = lateReturner ? firstDay + Math.floor(((60 + rnd() * 55) * DAY) / DAY) * DAY : firstDay;
    } else {
      // acquisition grows over the window
      startDay = firstDay + Math.floor(Math.sqrt(rnd()) * 120) * DAY;
    }
    if (rnd() < 0.28) stopDay = startDay + Math.floor(3 + rnd() * 70) * DAY;
    let newPlayer = !existing;

    // personas
    if (userId === PERSONAS.whale) {
      newPlayer = false;
      startDay = firstDay;
      stopDay = Infinity;
      playP = 0.92;
      payer = true;
      buyP = 0.3;
      social = true;
      clanner = true;
    } else if (userId === PERSONAS.newbie) {
      newPlayer = true;
      startDay = today - 10 * DAY;
      stopDay = Infinity;
      playP = 0.9;
      payer = false;
      social = false;
      clanner = false;
    } else if (userId === PERSONAS.lapsed) {
      newPlayer = false;
      startDay = firstDay;
      stopDay = today - 45 * DAY;
      playP = 0.7;
      payer = true;
      buyP = 0.12;
      social = false;
      clanner = true;
    } else if (userId === PERSONAS.social) {
      newPlayer = false;
      startDay = firstDay;
      stopDay = Infinity;
      playP = 0.5;
      payer = false;
      social = true;
      clanner = true;
    }

    let tutorialDone = !newPlayer;
    let inClan = false;
    const giftP = social ? (userId === PERSONAS.social ? 0.8 : 0.1 + rnd() * 0.2) : 0.02;

    for (let day = startDay; day <= today && day < stopDay; day += DAY) {
      const dow = new Date(day).getUTCDay();
      const weekend = dow === 0 || dow === 6;
      const first = day === startDay && newPlayer;
      if (!first && rnd() > playP * (weekend ? 1.25 : 0.95)) continue;
      const sessions = 1 + (rnd() < (tier === 'heavy' ? 0.6 : 0.2) ? 1 : 0);
      const hours = Array.from({ length: sessions }, randHour).sort((a, b) => a - b);
      let bonusClaimed = false;
      for (const h of hours) {
        let t = day + h * HOUR + Math.floor(rnd() * 50) * MIN + Math.floor(rnd() * 60) * SEC;
        const emit = (eventName, eventValue = 0) => {
          events.push({ userId, eventName, eventValue, t });
          t += (15 + Math.floor(rnd() * 150)) * SEC;
        };
        emit('app_open');
        if (!bonusClaimed && rnd() < 0.55) {
          bonusClaimed = true;
          emit(
            'daily_bonus',
            weighted([
              [20, 40],
              [50, 30],
              [100, 20],
              [200, 10],
            ]),
          );
        }
        if (!tutorialDone) {
          tutorialDone = true;
          emit('tutorial_complete');
        }
        const levels = 1 + Math.floor(rnd() * (tier === 'heavy' ? 3.5 : 2.2));
        for (let l = 0; l < levels; l++) {
          emit('level_start');
          if (rnd() < 0.14) emit('booster.used', pick([90, 150, 150, 250]));
          t += Math.floor(40 + rnd() * 200) * SEC;
          if (rnd() < 0.63) {
            emit('level_complete', (50 + Math.floor(rnd() * 950)) * 10);
          } else {
            emit('level_fail', 20 + Math.floor(rnd() * 281));
            if (rnd() < 0.3) emit('ad.rewarded', rnd() < 0.7 ? 30 : 15);
          }
        }
        if (payer && rnd() < buyP) {
          emit(
            'iap.purchase',
            weighted([
              [99, 38],
              [499, 30],
              [999, 18],
              [1999, 9],
              [4999, 5],
            ]),
          );
        }
        if (rnd() < giftP) {
          const n = 1 + Math.floor(rnd() * 3);
          for (let g = 0; g < n; g++) emit('gift_sent');
        }
        if (clanner && !inClan && rnd() < 0.1) {
          inClan = true;
          emit('clan.join');
        } else if (inClan && rnd() < 0.01) {
          inClan = false; // left the clan; may join another later
        }
      }
    }
  }

  return events
    .map((e) => ({ ...e, t: Math.floor(e.t / SEC) * SEC }))
    .filter((e) => e.t >= windowStart && e.t <= windowEnd)
    .sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
    .map(({ userId, eventName, eventValue, t }) => ({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    }));
}
