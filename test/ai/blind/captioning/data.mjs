// Captioning & subtitle service for video producers — synthetic usage events.
// Deterministic for a given `now`: every random draw comes from one seeded mulberry32 stream.

export const EVENT_NAMES = [
  'login',
  'project_created',
  'media_uploaded',
  'transcription.completed',
  'AutoCaptionGenerated',
  'Caption Edited',
  'Human Review Ordered',
  'subtitle-exported',
  'translation_language_added',
  'credits.purchased',
  'PlanUpgraded',
  'DisputeOpened',
];

export const PERSONAS = {
  topStudio: 'prod_007', // a post-production studio that lives in the tool
  bigSpender: 'prod_042', // buys large credit packs, upgrades
  churner: 'prod_113', // busy in the first weeks, gone for the last two months
  disputer: 'prod_256', // opens disputes, mostly on the outage day
  newcomer: 'prod_448', // first seen in the last week
  translator: 'prod_301', // adds many translation languages
};

export const NOBODY = 'prod_999';

const DAY = 86_400_000;

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

const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().slice(0, 19) + 'Z';

// Hour-of-day weights (UTC): producers in Europe and the Americas, peak mid-afternoon UTC.
const HOUR_W = [1, 1, 1, 1, 1, 2, 3, 5, 7, 9, 10, 11, 12, 13, 15, 16, 15, 13, 11, 9, 7, 5, 3, 2];
const HOUR_CUM = HOUR_W.reduce((a, w) => (a.push((a.at(-1) ?? 0) + w), a), []);
// Weekday factors, Monday first.
const WEEKDAY_F = [1.0, 1.15, 1.15, 1.05, 0.9, 0.4, 0.3];

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(0xca97105);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const firstDay = Math.floor(earliest / DAY) * DAY;
  const nDays = Math.round((Math.floor(nowMs / DAY) * DAY - firstDay) / DAY) + 1; // 121 calendar days
  const incidentDay = Math.floor(nowMs / DAY) * DAY - 38 * DAY;

  const N = 460;
  const users = [];
  for (let i = 1; i <= N; i++) {
    const id = `prod_${String(i).padStart(3, '0')}`;
    const r = rnd();
    const start = r < 0.55 ? Math.floor(rnd() * 6) : Math.floor(rnd() * (nDays - 8)); // growth: steady sign-ups
    const churnAt = rnd() < 0.18 ? start + 10 + Math.floor(rnd() * 80) : Infinity;
    const rate = 0.03 + 0.22 * rnd() ** 2.2;
    users.push({ id, start, churnAt, rate });
  }
  const byId = Object.fromEntries(users.map((u) => [u.id, u]));
  Object.assign(byId.prod_007, { start: 0, churnAt: Infinity, rate: 2.6 });
  Object.assign(byId.prod_042, { start: 3, churnAt: Infinity, rate: 0.9 });
  Object.assign(byId.prod_113, { start: 1, churnAt: 52, rate: 1.2 });
  Object.assign(byId.prod_256, { start: 10, churnAt: Infinity, rate: 0.35 });
  Object.assign(byId.prod_448, { start: nDays - 6, churnAt: Infinity, rate: 1.4 });
  Object.assign(byId.prod_301, { start: 5, churnAt: Infinity, rate: 0.7 });
  // nobody else may start after prod_448, so that it stays a true newcomer at every now
  for (const u of users)
    if (u.id !== 'prod_448' && u.start >= nDays - 6) u.start = nDays - 7 - (u.start % 20);
  // a handful of late joiners in the newest week (besides prod_448) so "new users" has a story
  for (const id of ['prod_449', 'prod_450', 'prod_451', 'prod_452', 'prod_453'])
    byId[id].start = nDays - 5 + (Number(id.slice(-1)) % 4);

  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    if (t >= earliest && t <= latest) events.push({ userId, eventName, eventValue, timestamp: iso(t) });
  };

  for (let d = 0; d < nDays; d++) {
    const day0 = firstDay + d * DAY;
    const wd = (new Date(day0).getUTCDay() + 6) % 7;
    const growth = 0.65 + 0.7 * (d / nDays);
    const incident = day0 === incidentDay;
    for (const u of users) {
      if (d < u.start || d >= u.churnAt) continue;
      let lambda = u.rate * WEEKDAY_F[wd] * (u.id === 'prod_007' ? 1 : growth);
      if (u.id === 'prod_256' && incident) lambda = 3;
      // draw a Poisson count of sessions
      let k = 0,
        p = Math.exp(-lambda),
        s = p,
        x = rnd();
      while (x > s && k < 12) {
        k++;
        p *= lambda / k;
        s += p;
      }
      for (let j = 0; j < k; j++) {
        const hr = rnd() * HOUR_CUM.at(-1);
        const h = HOUR_CUM.findIndex((c) => hr < c);
        let t = day0 + h * 3_600_000 + Math.floor(rnd() * 3_300_000);
        const step = () => (t += 20_000 + Math.floor(rnd() * 600_000));
        push(u.id, 'login', 0, t);
        if (rnd() < 0.12 || (d === u.start && j === 0)) {
          step();
          push(u.id, 'project_created', 0, t);
        }
        const uploads = rnd() < 0.25 ? 2 : 1;
        for (let m = 0; m < uploads; m++) {
          if (rnd() < 0.1) continue;
          const minutes = 1 + Math.floor(rnd() ** 1.8 * 119);
          step();
          push(u.id, 'media_uploaded', minutes, t);
          const ok = incident ? rnd() < 0.15 : rnd() < 0.96;
          if (!ok) {
            if (incident && rnd() < 0.35) {
              step();
              push(u.id, 'DisputeOpened', pick([5, 10, 15, 20, 25, 40]), t);
            }
            continue;
          }
          step();
          push(u.id, 'transcription.completed', minutes, t);
          if (rnd() < 0.9) {
            step();
            push(u.id, 'AutoCaptionGenerated', minutes * 12 + Math.floor(rnd() * 40), t);
            if (rnd() < 0.55) {
              step();
              push(u.id, 'Caption Edited', 1 + Math.floor(rnd() * 40), t);
            }
            if (rnd() < (u.id === 'prod_007' ? 0.3 : 0.11)) {
              step();
              push(u.id, 'Human Review Ordered', minutes, t);
            }
            if (rnd() < (u.id === 'prod_301' ? 0.8 : 0.14)) {
              step();
              push(u.id, 'translation_language_added', 1 + Math.floor(rnd() * 3), t);
            }
            if (rnd() < 0.72) {
              step();
              push(u.id, 'subtitle-exported', 1 + Math.floor(rnd() * 4), t);
            }
          }
        }
        const buyP = u.id === 'prod_042' ? 0.35 : 0.05;
        if (rnd() < buyP) {
          step();
          push(
            u.id,
            'credits.purchased',
            u.id === 'prod_042' ? pick([250, 500, 500, 1000]) : pick([10, 25, 25, 50, 100, 250]),
            t,
          );
        }
        if (rnd() < (u.id === 'prod_042' ? 0.03 : 0.004)) {
          step();
          push(u.id, 'PlanUpgraded', pick([29, 79, 79, 199]), t);
        }
        if (rnd() < (u.id === 'prod_256' ? 0.15 : 0.004)) {
          step();
          push(u.id, 'DisputeOpened', pick([5, 10, 15, 20, 25, 40]), t);
        }
      }
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
