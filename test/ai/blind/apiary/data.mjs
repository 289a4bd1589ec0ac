// Hive-monitoring app ("apiary"): beekeepers log inspections, queen checks, mite counts,
// harvests and feedings; smart scales post weight readings; subscriptions renew monthly.
// Deterministic for a given `now`: a fixed-seed mulberry32 drives every choice, and every
// timestamp is placed relative to the UTC day of `now`.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'app_opened', // value 0
  'inspection_logged', // value: frames inspected (4-20)
  'queen_check', // value: 1 = queen seen, 0 = not seen
  'mite-count', // value: mites per 300-bee alcohol wash (0-14)
  'scale.reading', // value: hive weight in kg (2 decimals), posted by a smart scale
  'HarvestRecorded', // value: honey harvested in kg (1 decimal)
  'FeedingLogged', // value: litres of sugar syrup fed
  'Treatment Applied', // value: number of strips / doses applied
  'Swarm Alert', // value: severity 1-3
  'hive.added', // value: number of hives added
  'report-exported', // value 0
  'subscription.renewed', // value: amount charged in EUR (2 decimals)
  'PlanUpgraded', // value: prorated upgrade charge in EUR
];

export const PERSONAS = {
  topKeeper: 'keeper_142', // commercial apiarist, logs nearly every day, most events
  runnerUp: 'keeper_391', // second commercial power user (two inspection teams)
  bigPayer: 'keeper_205', // commercial with 140 hives: highest subscription spend
  churner: 'keeper_318', // very active sideliner who stopped 47 days ago
  newcomer: 'keeper_547', // joined 5 days ago
  swarmWatcher: 'keeper_260', // hobbyist whose hives throw many swarm alerts
};
export const NOBODY = 'keeper_999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Hour-of-day weights (UTC): beekeepers are mostly in Europe, inspecting late morning.
const HOUR_W = [
  0.2, 0.1, 0.1, 0.1, 0.2, 0.5, 1.2, 2.2, 3.4, 4.6, 6.0, 5.2, 4.1, 3.6, 3.9, 3.3, 2.6, 2.0, 1.6, 1.3, 1.0,
  0.7, 0.5, 0.3,
];
const HOUR_SUM = HOUR_W.reduce((a, b) => a + b, 0);

export const N_USERS = 460;
export const INCIDENT_DAYS_AGO = 23; // scale firmware bug: a storm of false Swarm Alerts at night

export function generateEvents(now) {
  const nowMs = +now;
  const rand = mulberry32(0x0b33_5eed);
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const hourOf = () => {
    let r = rand() * HOUR_SUM;
    for (let h = 0; h < 24; h++) {
      r -= HOUR_W[h];
      if (r < 0) return h;
    }
    return 10;
  };

  // ---- users ----
  const users = [];
  for (let i = 0; i < N_USERS; i++) {
    const id = `keeper_${101 + i}`;
    const r = rand();
    const kind = r < 0.08 ? 'commercial' : r < 0.3 ? 'sideliner' : 'hobby';
    // growth: a third were there from the start, the rest joined at an increasing rate
    const joinAgo = rand() < 0.33 ? 120 : Math.floor(118 * Math.pow(rand(), 1.25));
    const leaveAgo = rand() < 0.2 && joinAgo > 20 ? Math.floor(rand() * joinAgo * 0.75) : -1;
    const p =
      kind === 'commercial'
        ? 0.4 + 0.5 * rand()
        : kind === 'sideliner'
          ? 0.28 + 0.2 * rand()
          : 0.07 + 0.16 * rand();
    const hives =
      kind === 'commercial'
        ? 40 + Math.floor(rand() * 60)
        : kind === 'sideliner'
          ? 8 + Math.floor(rand() * 20)
          : 1 + Math.floor(rand() * 6);
    const hasScale = kind === 'commercial' || (kind === 'sideliner' ? rand() < 0.5 : rand() < 0.15);
    const upgradeAgo = rand() < 0.12 ? Math.floor(rand() * joinAgo) : -1;
    users.push({
      id,
      kind,
      joinAgo,
      leaveAgo,
      p,
      hives,
      hasScale,
      upgradeAgo,
      swarmy: 1,
      extra: rand() * rand(),
      fee: Math.floor(rand() * 400) / 100,
    });
  }
  const byId = Object.fromEntries(users.map((u) => [u.id, u]));
  Object.assign(byId.keeper_142, {
    kind: 'commercial',
    joinAgo: 120,
    leaveAgo: -1,
    p: 0.97,
    hives: 85,
    hasScale: true,
    heavy: 3,
  });
  Object.assign(byId.keeper_391, {
    kind: 'commercial',
    joinAgo: 120,
    leaveAgo: -1,
    p: 0.95,
    hives: 70,
    hasScale: true,
    heavy: 2,
    extra: 0.1,
  });
  Object.assign(byId.keeper_205, {
    kind: 'commercial',
    joinAgo: 120,
    leaveAgo: -1,
    p: 0.55,
    hives: 140,
    hasScale: true,
    upgradeAgo: 70,
  });
  Object.assign(byId.keeper_318, {
    kind: 'sideliner',
    joinAgo: 120,
    leaveAgo: 47,
    p: 0.8,
    hives: 26,
    hasScale: true,
  });
  Object.assign(byId.keeper_547, {
    kind: 'sideliner',
    joinAgo: 5,
    leaveAgo: -1,
    p: 0.9,
    hives: 12,
    hasScale: false,
    upgradeAgo: -1,
  });
  Object.assign(byId.keeper_260, {
    kind: 'hobby',
    joinAgo: 120,
    leaveAgo: -1,
    p: 0.3,
    hives: 6,
    hasScale: true,
    swarmy: 30,
  });
  const price = (u) => {
    const base = u.kind === 'commercial' ? 49 : u.kind === 'sideliner' ? 15 : 6;
    const perHive = u.kind === 'commercial' ? 0.9 : u.kind === 'sideliner' ? 0.5 : 0;
    return Math.round((base + perHive * u.hives + u.fee) * 100) / 100; // fee: add-ons (extra scales, SMS alerts)
  };
  const activeOn = (u, ago) => ago <= u.joinAgo && ago > u.leaveAgo;

  // ---- manual activity, day by day ----
  for (let ago = 120; ago >= 0; ago--) {
    const day = today - ago * DAY;
    const wd = (new Date(day).getUTCDay() + 6) % 7; // 0 = Monday
    const weekend = wd >= 5;
    const rhythm = [0.7, 0.85, 0.95, 0.9, 0.8, 1.8, 1.5][wd]; // quiet Mondays, Saturday is inspection day
    const season = ago / 120; // 1 = late summer (harvest), 0 = now (autumn feeding)
    for (const u of users) {
      if (!activeOn(u, ago)) continue;
      const joinDay = ago === u.joinAgo;
      let p = u.p * (u.kind === 'commercial' ? (weekend ? 0.8 : 1.05) : rhythm);
      if (ago <= 2 && u.kind !== 'commercial') p *= 1.1;
      if (!joinDay && rand() >= Math.min(p, 0.98)) continue;
      let t = day + hourOf() * HOUR + Math.floor(rand() * 1800) * 1000;
      const step = () => (t += (20 + Math.floor(rand() * 400)) * 1000);
      push(u.id, 'app_opened', 0, t);
      if (joinDay) push(u.id, 'hive.added', Math.max(1, Math.round(u.hives * (0.3 + 0.7 * rand()))), step());
      const reps = (u.heavy ?? 1) * (u.kind === 'commercial' ? 2 : 1);
      for (let k = 0; k < reps; k++) {
        if (rand() < 0.62) push(u.id, 'inspection_logged', 4 + Math.floor(rand() * 17), step());
        if (rand() < 0.33) push(u.id, 'queen_check', rand() < 0.86 ? 1 : 0, step());
      }
      if (rand() < u.extra) push(u.id, 'inspection_logged', 4 + Math.floor(rand() * 17), step());
      if (rand() < 0.2 + 0.1 * (1 - season))
        push(u.id, 'mite-count', Math.floor(rand() * rand() * 15), step());
      if (rand() < 0.03 + 0.25 * (1 - season))
        push(u.id, 'FeedingLogged', Math.round((1 + rand() * 9) * 2) / 2, step());
      if (rand() < 0.07) push(u.id, 'Treatment Applied', 1 + Math.floor(rand() * 4), step());
      if (rand() < 0.3 * season * season + 0.01) {
        const kg =
          u.kind === 'commercial'
            ? 40 + rand() * 260
            : u.kind === 'sideliner'
              ? 10 + rand() * 60
              : 2 + rand() * 22;
        push(u.id, 'HarvestRecorded', Math.round(kg * 10) / 10, step());
      }
      if (rand() < 0.015 * u.swarmy * (0.4 + season))
        push(u.id, 'Swarm Alert', 1 + Math.floor(rand() * 3), step());
      if (!joinDay && rand() < 0.02)
        push(u.id, 'hive.added', 1 + Math.floor(rand() * (u.kind === 'commercial' ? 10 : 3)), step());
      if (rand() < (u.kind === 'hobby' ? 0.03 : 0.09)) push(u.id, 'report-exported', 0, step());
    }
    // subscriptions renew 14 days after joining (end of trial) and every 30 days after that
    for (const u of users) {
      const since = u.joinAgo - ago;
      if (activeOn(u, ago) && since >= 14 && (since - 14) % 30 === 0) {
        push(
          u.id,
          'subscription.renewed',
          price(u),
          day + (3 + Math.floor(rand() * 4)) * HOUR + Math.floor(rand() * 3600) * 1000,
        );
      }
      if (u.upgradeAgo === ago && activeOn(u, ago)) {
        const charge = u.kind === 'commercial' ? 20 + u.hives * 0.25 : u.kind === 'sideliner' ? 9.5 : 4.5;
        push(
          u.id,
          'PlanUpgraded',
          Math.round(charge * 100) / 100,
          day + hourOf() * HOUR + Math.floor(rand() * 3600) * 1000,
        );
      }
    }
  }

  // ---- smart scales: readings arrive around the clock ----
  for (let ago = 120; ago >= 0; ago--) {
    const day = today - ago * DAY;
    const sensors = users.filter((u) => u.hasScale && activeOn(u, ago));
    for (let h = 0; h < 24; h++) {
      const k = 2 + (rand() < 0.2 ? 1 : 0);
      for (let j = 0; j < k; j++) {
        const u = pick(sensors);
        push(
          u.id,
          'scale.reading',
          Math.round((30 + rand() * 55) * 100) / 100,
          day + h * HOUR + Math.floor(rand() * 3600) * 1000,
        );
      }
    }
    if (ago === INCIDENT_DAYS_AGO) {
      for (let j = 0; j < 400; j++) {
        const u = pick(sensors);
        push(u.id, 'Swarm Alert', 3, day + 2 * HOUR + Math.floor(rand() * 3 * 3600) * 1000);
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
