// Synthetic usage events for "files": a cloud file storage and sharing service for small
// businesses. Deterministic for a given UTC day of `now` and seed (mulberry32 PRNG).

const SEC = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'Signed Up', // account created from the marketing site (value 0)
  'Logged In', // session start in the web app (value 0)
  'file_uploaded', // value: file size in MB
  'file_downloaded', // value: file size in MB
  'file_deleted', // value: file size in MB (moved to trash)
  'file_restored', // value: file size in MB (restored from trash)
  'folder_created', // value 0
  'share_link_created', // value 0
  'member.invited', // teammate invited to the workspace (value 0)
  'preview.opened', // document preview; value: seconds spent in the preview
  'search.performed', // value: number of results returned
  'plan_upgraded', // workspace upgraded to a paid plan; value: new monthly bill in USD
];

export const PERSONAS = {
  heaviest: 'usr_1007', // power user: an office manager who syncs everything, most events
  workspaceAdmin: 'usr_1042', // admin: invites many teammates, upgraded the plan twice
  lapsed: 'usr_1123', // active only in the first ~45 days of the window, gone since
  viewer: 'usr_1311', // read-only client: logs in, previews, downloads, searches
  newcomer: 'usr_1488', // signed up 3 days before now
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

export function generateEvents(now, seed = 20261125) {
  const rnd = mulberry32(seed);
  const nowMs = +now;
  const base = Math.floor(nowMs / DAY) * DAY; // start of the UTC day of now
  const earliest = nowMs - 120 * DAY;
  const latest = nowMs - 120 * SEC;

  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const weighted = (pairs) => {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let r = rnd() * total;
    for (const [x, w] of pairs) if ((r -= w) < 0) return x;
    return pairs[pairs.length - 1][0];
  };
  const poisson = (lambda) => {
    const l = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > l);
    return k - 1;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  const mb = (mu, sigma) => Math.max(0.1, Math.round(Math.exp(mu + sigma * normal()) * 10) / 10);

  // Local working-hours rhythm; UTC hour = local hour - offset.
  const LOCAL_HOURS = [
    0.2, 0.1, 0.1, 0.1, 0.1, 0.2, 0.5, 1.5, 4, 7, 8, 8, 6, 7, 8, 8, 7, 5, 3, 2, 1.5, 1, 0.6, 0.3,
  ].map((w, h) => [h, w]);
  const OFFSETS = [-8, -6, -5, -5, -5, 0, 0, 1, 1, 1, 2, 3];
  const WEEKDAY_FACTOR = [0.22, 1, 1.05, 1.05, 1, 0.85, 0.28]; // Sunday..Saturday

  const ACTIONS = [
    ['file_uploaded', 22],
    ['file_downloaded', 19],
    ['preview.opened', 25],
    ['search.performed', 13],
    ['folder_created', 5],
    ['share_link_created', 7],
    ['file_deleted', 5],
    ['file_restored', 1.6],
    ['member.invited', 1.2],
  ];
  const VIEWER_ACTIONS = [
    ['file_downloaded', 30],
    ['preview.opened', 45],
    ['search.performed', 20],
  ];

  const events = [];
  const push = (userId, eventName, t, eventValue = 0) => {
    if (t < earliest || t > latest) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const valueOf = (name) => {
    switch (name) {
      case 'file_uploaded':
        return mb(1.2, 1.6);
      case 'file_downloaded':
        return mb(1.0, 1.5);
      case 'file_deleted':
        return mb(0.8, 1.5);
      case 'file_restored':
        return mb(0.9, 1.4);
      case 'preview.opened':
        return Math.max(2, Math.round(Math.exp(3.3 + 0.9 * normal())));
      case 'search.performed':
        return Math.max(0, Math.round(Math.exp(2.2 + 1.1 * normal()) - 1));
      default:
        return 0;
    }
  };

  // One working session: Logged In, then a handful of actions a few seconds to minutes apart.
  const session = (u, start, { actions = ACTIONS, mean = 3.2, login = true } = {}) => {
    let t = start;
    if (login) push(u.id, 'Logged In', t);
    const k = 1 + poisson(mean * u.intensity);
    for (let i = 0; i < k; i++) {
      t += (5 + Math.floor(rnd() * 400)) * SEC;
      const name = weighted(actions);
      push(u.id, name, t, valueOf(name));
    }
    return t;
  };
  const sessionStart = (u, day) => {
    const hour = (((weighted(LOCAL_HOURS) - u.offset) % 24) + 24) % 24;
    return day + hour * HOUR + Math.floor(rnd() * 3600) * SEC;
  };

  // ---- users --------------------------------------------------------------------------------
  const personaIds = new Set(Object.values(PERSONAS));
  const users = [];
  for (let n = 1001; n <= 1480; n++) {
    const id = `usr_${n}`;
    const existing = rnd() < 0.36;
    const signupDay = existing ? -999 : -120 + Math.floor(121 * rnd() ** 0.75);
    const power = rnd() < 0.03;
    const rate = Math.min(1.1, 0.13 * Math.exp(0.85 * normal())) * (power ? 2.5 : 1);
    const churn = rnd() < 0.3;
    const startDay = Math.max(signupDay, -120);
    const lastDay = churn ? startDay + Math.floor(-Math.log(1 - rnd()) * 28) : 1;
    const upgrades = rnd() < 0.15 ? (rnd() < 0.22 ? 2 : 1) : 0;
    const u = {
      id,
      signupDay,
      rate,
      lastDay,
      upgrades,
      offset: pick(OFFSETS),
      intensity: power ? 1.4 : 0.7 + 0.6 * rnd(),
      kind: 'regular',
    };
    if (!personaIds.has(id)) users.push(u);
  }
  users.push(
    {
      id: PERSONAS.heaviest,
      signupDay: -999,
      rate: 3.2,
      lastDay: 1,
      upgrades: 1,
      offset: 1,
      intensity: 2,
      kind: 'regular',
    },
    {
      id: PERSONAS.workspaceAdmin,
      signupDay: -999,
      rate: 1.2,
      lastDay: 1,
      upgrades: 2,
      offset: -5,
      intensity: 1,
      kind: 'admin',
    },
    {
      id: PERSONAS.lapsed,
      signupDay: -999,
      rate: 1.3,
      lastDay: -76,
      upgrades: 0,
      offset: 0,
      intensity: 1,
      kind: 'regular',
    },
    {
      id: PERSONAS.viewer,
      signupDay: -999,
      rate: 0.9,
      lastDay: 1,
      upgrades: 0,
      offset: 2,
      intensity: 1,
      kind: 'viewer',
    },
    {
      id: PERSONAS.newcomer,
      signupDay: -3,
      rate: 1.4,
      lastDay: 1,
      upgrades: 0,
      offset: 0,
      intensity: 1.1,
      kind: 'regular',
      signupAt: base - 3 * DAY + (10 * 3600 + 12 * 60 + 33) * SEC,
    },
  );

  for (const u of users) {
    const startDay = Math.max(u.signupDay, -120);
    const endDay = Math.min(u.lastDay, 0);
    // Upgrade days, chosen among the user's active days.
    const upgradeDays = [];
    for (let i = 0; i < u.upgrades; i++) {
      if (endDay >= startDay) upgradeDays.push(startDay + Math.floor(rnd() * (endDay - startDay + 1)));
    }
    upgradeDays.sort((a, b) => a - b);
    let seats = 1 + Math.floor(rnd() ** 2 * 12);
    const seatPrice = pick([8, 15, 24]);

    for (let d = startDay; d <= endDay; d++) {
      const day = base + d * DAY;
      const wd = new Date(day).getUTCDay();
      if (d === u.signupDay) {
        // Sign-up session: account, first folders and files, invitations.
        const t0 = u.signupAt ?? sessionStart(u, day);
        push(u.id, 'Signed Up', t0);
        let t = t0 + (20 + Math.floor(rnd() * 200)) * SEC;
        if (rnd() < 0.7) {
          push(u.id, 'folder_created', t);
          t += (10 + Math.floor(rnd() * 120)) * SEC;
        }
        const files = poisson(2.2);
        for (let i = 0; i < files; i++) {
          push(u.id, 'file_uploaded', t, valueOf('file_uploaded'));
          t += (5 + Math.floor(rnd() * 90)) * SEC;
        }
        if (rnd() < 0.4) {
          const invites = 1 + poisson(1);
          for (let i = 0; i < invites; i++) {
            push(u.id, 'member.invited', t);
            t += (8 + Math.floor(rnd() * 60)) * SEC;
          }
        }
        continue;
      }
      const sessions = poisson(u.rate * WEEKDAY_FACTOR[wd]);
      for (let s = 0; s < sessions; s++) {
        const start = sessionStart(u, day);
        if (u.kind === 'viewer') {
          session(u, start, { actions: VIEWER_ACTIONS, mean: 2.5 });
          continue;
        }
        const end = session(u, start);
        if (u.kind === 'admin' && rnd() < 0.35) {
          const invites = 1 + poisson(0.8);
          for (let i = 0; i < invites; i++) push(u.id, 'member.invited', end + (30 + i * 40) * SEC);
        }
      }
      while (upgradeDays.length && upgradeDays[0] === d) {
        upgradeDays.shift();
        seats += 1 + Math.floor(rnd() * 8);
        const t = sessionStart(u, day);
        push(u.id, 'Logged In', t);
        push(u.id, 'plan_upgraded', t + (60 + Math.floor(rnd() * 500)) * SEC, seatPrice * seats);
      }
    }
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
