// Game-server hosting panel: customers (server owners) create, start, stop and mod their
// game servers, take backups, buy player-slot upgrades, renew plans and chat with support.
const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'panel_login',
  'server_created',
  'server.started',
  'server.stopped',
  'ServerCrashed',
  'Mod Installed',
  'backup-taken',
  'slot_upgrade_purchased',
  'console.command',
  'SupportChatOpened',
  'plan-renewed',
  'Config Saved',
];

export const PERSONAS = {
  powerHost: 'acct_1007', // runs a big community server, on almost every day, heavy console use
  whale: 'acct_1013', // buys slot upgrades constantly
  churner: 'acct_1021', // active from the start, gone for the last ~50 days
  crashy: 'acct_1066', // modded server that keeps crashing, talks to support a lot
  newcomer: 'acct_1450', // joined 4 days ago
};
export const NOBODY = 'acct_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Hour-of-day weights (UTC): evenings are prime gaming time.
const HOUR_W = [
  5, 3.5, 2.2, 1.4, 0.5, 1, 1.2, 1.6, 2, 2.4, 3, 3.2, 4, 4.4, 5.2, 6, 8, 10, 13, 15.5, 19, 15, 12, 8,
];
const HOUR_TOTAL = HOUR_W.reduce((a, b) => a + b, 0);
export const INCIDENT_DAYS_AGO = 9;

export function generateEvents(now) {
  const nowMs = +now;
  const latest = nowMs - 2 * MIN,
    earliest = nowMs - 120 * DAY;
  const today = Math.floor(nowMs / DAY) * DAY;
  const rand = mulberry32(0x6a3e11 ^ Math.floor(nowMs / DAY)); // one data set per UTC day of `now`
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const hour = () => {
    let r = rand() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) {
      r -= HOUR_W[h];
      if (r < 0) return h;
    }
    return 23;
  };
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    const s = Math.floor(t / 1000) * 1000;
    if (s < earliest || s > latest) return;
    out.push({ userId, eventName, eventValue, t: s });
  };

  const N = 460;
  for (let i = 0; i < N; i++) {
    const id = `acct_${1001 + i}`;
    let join = i < 130 ? 118 - Math.floor(rand() * 8) : Math.floor(118 * (1 - Math.sqrt(rand())));
    let churnAt = rand() < 0.25 ? join - 5 - Math.floor(rand() * 60) : -1; // daysAgo of last day
    let p = 0.09 + 0.33 * rand() ** 2;
    let crash = 0.04,
      upgrade = 0.02,
      cmds = 0.7 + rand() * 1.3;
    const plan = pick([4.99, 9.99, 14.99, 24.99]);
    if (id === PERSONAS.powerHost) {
      join = 118;
      churnAt = -1;
      p = 0.97;
      cmds = 9;
    }
    if (id === PERSONAS.whale) {
      join = 110;
      churnAt = -1;
      p = 0.95;
      upgrade = 0.3;
      cmds = 2.2;
    }
    if (id === PERSONAS.churner) {
      join = 117;
      churnAt = 50;
      p = 0.75;
    }
    if (id === PERSONAS.crashy) {
      join = 95;
      churnAt = -1;
      p = 0.95;
      crash = 0.5;
      cmds = 1.8;
    }
    if (id === PERSONAS.newcomer) {
      join = 4;
      churnAt = -1;
      p = 1;
    }
    const stop = Math.max(churnAt, 0);
    let first = true;
    for (let d = join; d >= stop; d--) {
      const dayT = today - d * DAY;
      const wd = (new Date(dayT).getUTCDay() + 6) % 7;
      const f = wd === 5 ? 1.75 : wd === 6 ? 1.45 : wd === 4 ? 1.25 : 1;
      const incident = d === INCIDENT_DAYS_AGO;
      if (!first && rand() > Math.min(0.97, p * f * (incident ? 1.3 : 1))) continue;
      let t = dayT + hour() * HOUR + Math.floor(rand() * 60) * MIN + Math.floor(rand() * 60) * 1000;
      const next = () => (t += (1 + Math.floor(rand() * 6)) * MIN + Math.floor(rand() * 60) * 1000);
      push(id, 'panel_login', 0, t);
      if (first) {
        next();
        push(id, 'server_created', pick([10, 16, 24, 32, 64]), t);
        first = false;
      } else if (rand() < 0.02) {
        next();
        push(id, 'server_created', pick([10, 16, 24, 32]), t);
      }
      if (rand() < 0.7) {
        next();
        push(id, 'server.started', 0, t);
      }
      let k = 0;
      while (rand() < cmds / (cmds + 1) && k < 15) {
        next();
        push(id, 'console.command', 0, t);
        k++;
      }
      if (rand() < 0.3) {
        next();
        push(id, 'Config Saved', 0, t);
      }
      if (rand() < 0.25) {
        next();
        push(id, 'Mod Installed', 5 + Math.floor(rand() * 400), t);
      }
      if (rand() < (incident ? 0.5 : crash)) {
        next();
        push(id, 'ServerCrashed', 0, t);
        if (rand() < 0.45) {
          next();
          push(id, 'SupportChatOpened', 0, t);
        }
        if (rand() < 0.8) {
          next();
          push(id, 'server.started', 0, t);
        }
      } else if (rand() < 0.03) {
        next();
        push(id, 'SupportChatOpened', 0, t);
      }
      if (rand() < 0.35) {
        next();
        push(id, 'backup-taken', 150 + Math.floor(rand() * 7850), t);
      }
      if (rand() < upgrade) {
        next();
        push(id, 'slot_upgrade_purchased', pick([9.99, 19.99, 39.99]), t);
      }
      if (rand() < 0.5) {
        next();
        push(id, 'server.stopped', 10 + Math.floor(rand() * 590), t);
      }
    }
    // monthly plan renewals while the account is alive
    for (let d = join - 30; d >= stop; d -= 30) {
      const t = today - d * DAY + 3 * HOUR + Math.floor(rand() * 3600) * 1000;
      push(id, 'plan-renewed', plan, t);
    }
  }
  // acct_1007 runs a scheduled script that sends a console command (save-all) every hour, day and night
  for (let t = Math.floor(earliest / HOUR) * HOUR; t <= latest; t += HOUR) {
    push(PERSONAS.powerHost, 'console.command', 0, t + MIN + Math.floor(rand() * 50) * 1000);
  }
  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map((e) => ({
    userId: e.userId,
    eventName: e.eventName,
    eventValue: e.eventValue,
    timestamp: new Date(e.t).toISOString().replace('.000Z', 'Z'),
  }));
}
