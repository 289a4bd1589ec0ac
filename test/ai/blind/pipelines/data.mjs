// Blind round "pipelines": usage events of a CI/CD service (developers push commits,
// pipelines run, builds pass or fail, deploys go to staging / production, rollbacks,
// team admins invite members, connect repositories and buy build-minute packs).
// Deterministic: generateEvents(now, seed) depends only on its arguments.

export const EVENT_NAMES = [
  'signup', // account created (value 0)
  'repo_connected', // a Git repository connected to the CI (value 0)
  'Member Invited', // a team admin invited a teammate (value 0)
  'git.push', // commits pushed; value = number of commits in the push
  'pipeline_started', // a pipeline run started (value 0)
  'pipeline_finished', // a pipeline run finished; value = duration in seconds
  'build_passed', // build result green (value 0)
  'build_failed', // build result red (value 0)
  'deploy.staging', // deploy to staging; value = deploy duration in seconds
  'deploy.production', // deploy to production; value = deploy duration in seconds
  'rollback', // production rollback (value 0)
  'build_minutes_purchased', // build-minute pack bought; value = price in USD
];

export const PERSONAS = {
  heaviest: 'release-bot', // release automation bot: by far the most events, every day
  secondBot: 'renovate-bot', // dependency-update bot, pushes at night
  powerDev: 'dev_0042', // the busiest human developer
  buyer: 'dev_0005', // team admin who buys build minutes often
  newUser: 'dev_0461', // signed up 3 days before now (admin: connects repos, invites)
  lapsed: 'dev_0019', // active only in the first ~25 days of the window
};

export const NOBODY = 'dev_9999';

const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000,
  SEC = 1000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEvents(now, seed = 20261125) {
  const rnd = mulberry32(seed);
  const nowMs = +now;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 2 * MIN;
  const start = Math.floor(earliest / DAY) * DAY;
  const normal = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const poisson = (lambda) => {
    let k = 0,
      p = Math.exp(-lambda),
      s = p;
    const u = rnd();
    while (u > s && k < 30) {
      k++;
      p *= lambda / k;
      s += p;
    }
    return k;
  };
  // working hours, UTC (teams mostly in Europe, some in the Americas)
  const HOUR_W = [1, 1, 1, 1, 1, 2, 4, 8, 12, 15, 16, 14, 11, 14, 15, 14, 12, 10, 7, 5, 4, 3, 2, 1];
  const HOUR_SUM = HOUR_W.reduce((a, b) => a + b, 0);
  const workHour = () => {
    let x = rnd() * HOUR_SUM;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_W[h];
      if (x < 0) return h;
    }
    return 23;
  };
  const DOW_F = [0.15, 1.05, 1.1, 1.05, 1.0, 0.8, 0.25]; // Sun..Sat

  const out = [];
  const add = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / SEC) * SEC;
    if (t >= earliest && t <= latest) out.push({ userId, eventName, eventValue, t });
  };

  // one push and what follows it
  const session = (u, t, bot) => {
    add(u, 'git.push', 1 + Math.min(11, Math.floor(-Math.log(1 - rnd()) * (bot ? 0.6 : 1.8))), t);
    if (rnd() > (bot ? 0.98 : 0.9)) return;
    t += (4 + Math.floor(rnd() * 40)) * SEC;
    add(u, 'pipeline_started', 0, t);
    if (rnd() < 0.03) return; // cancelled
    const dur = Math.max(35, Math.round(Math.exp(5.6 + 0.55 * normal())));
    t += dur * SEC;
    add(u, 'pipeline_finished', dur, t);
    t += SEC * (1 + Math.floor(rnd() * 3));
    if (rnd() < (bot ? 0.12 : 0.2)) {
      add(u, 'build_failed', 0, t);
      return;
    }
    add(u, 'build_passed', 0, t);
    if (rnd() > (bot ? 0.8 : 0.5)) return;
    t += (30 + Math.floor(rnd() * 600)) * SEC;
    add(u, 'deploy.staging', 20 + Math.floor(rnd() * 260), t);
    if (rnd() > (bot ? 0.5 : 0.35)) return;
    t += 10 * MIN + Math.floor(rnd() * 5 * HOUR);
    add(u, 'deploy.production', 40 + Math.floor(rnd() * 400), t);
    if (rnd() < 0.07) add(u, 'rollback', 0, t + 5 * MIN + Math.floor(rnd() * 2 * HOUR));
  };

  const PRICES = [10, 25, 25, 50, 50, 100, 250];
  const users = [];
  for (let i = 1; i <= 460; i++) {
    const id = `dev_${String(i).padStart(4, '0')}`;
    const existing = rnd() < 0.3;
    let join = existing ? start - Math.floor(rnd() * 200) * DAY : earliest + Math.sqrt(rnd()) * 120 * DAY;
    let leave = rnd() < 0.35 ? join + (5 + -Math.log(1 - rnd()) * 30) * DAY : Infinity;
    let rate = 0.16 * Math.exp(0.9 * normal());
    if (rnd() < 0.03) rate *= 4;
    let admin = rnd() < 0.14;
    if (id === PERSONAS.powerDev) {
      join = start - 90 * DAY;
      leave = Infinity;
      rate = 2.2;
    }
    if (id === PERSONAS.buyer) {
      join = start - 40 * DAY;
      leave = Infinity;
      rate = 0.4;
      admin = true;
    }
    if (id === PERSONAS.lapsed) {
      join = start - 30 * DAY;
      leave = earliest + 25 * DAY;
      rate = 0.9;
    }
    users.push({
      id,
      join,
      leave,
      rate: Math.min(rate, 1.6) * (id === PERSONAS.powerDev ? 1.4 : 1),
      admin,
      existing: join < earliest,
    });
  }
  users.push({
    id: PERSONAS.newUser,
    join: nowMs - 3 * DAY + 5 * HOUR + 17 * MIN + 9 * SEC,
    leave: Infinity,
    rate: 1.2,
    admin: true,
    existing: false,
  });

  for (const u of users) {
    if (!u.existing) {
      add(u.id, 'signup', 0, u.join);
      if (u.admin) {
        add(u.id, 'repo_connected', 0, u.join + (3 + rnd() * 50) * MIN);
        const invites = Math.floor(rnd() * 4) + (u.id === PERSONAS.newUser ? 1 : 0);
        for (let k = 0; k < invites; k++) add(u.id, 'Member Invited', 0, u.join + (20 + rnd() * 600) * MIN);
      } else if (rnd() < 0.25) add(u.id, 'repo_connected', 0, u.join + (10 + rnd() * 300) * MIN);
    }
    const from = Math.max(u.join, start),
      to = Math.min(u.leave, latest);
    for (let d = Math.floor(from / DAY) * DAY; d < to; d += DAY) {
      const f = DOW_F[new Date(d).getUTCDay()];
      const n = poisson(u.rate * f);
      for (let k = 0; k < n; k++) {
        const t = d + workHour() * HOUR + Math.floor(rnd() * 3600) * SEC;
        if (t > u.join && t < to) session(u.id, t, false);
      }
      if (u.admin) {
        const t = d + workHour() * HOUR + Math.floor(rnd() * 3600) * SEC;
        if (t > u.join && t < to) {
          const buyP = u.id === PERSONAS.buyer ? 0.12 : 0.012;
          if (rnd() < buyP) add(u.id, 'build_minutes_purchased', pick(PRICES), t);
          else if (rnd() < 0.012 * f) add(u.id, 'Member Invited', 0, t);
          else if (rnd() < 0.008 * f) add(u.id, 'repo_connected', 0, t);
        }
      }
    }
  }

  // bots: around the clock, every day
  for (const [bot, perDay, nightly] of [
    [PERSONAS.heaviest, 5, false],
    [PERSONAS.secondBot, 2.2, true],
  ]) {
    for (let d = start; d < latest; d += DAY) {
      const n = poisson(perDay);
      for (let k = 0; k < n; k++) {
        const h = nightly ? Math.floor(rnd() * 5) + 1 : Math.floor(rnd() * 24);
        session(bot, d + h * HOUR + Math.floor(rnd() * 3600) * SEC, true);
      }
    }
  }

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
