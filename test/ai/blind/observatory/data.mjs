// Public observatory & planetarium visitor app: deterministic synthetic usage events.
const DAY = 86_400_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'app_opened',
  'ticket_purchased',
  'telescope.slot_booked',
  'CheckedIn',
  'Night Clouded Out',
  'refund-issued',
  'membership.renewed',
  'star_party_rsvp',
  'ShowRated',
  'Sky Report Viewed',
  'projector.fault_reported',
  'gift-shop-purchase',
];

export const PERSONAS = {
  topStargazer: 'visitor_1007',
  bigSpender: 'visitor_1188',
  churner: 'visitor_1042',
  newcomer: 'visitor_1466',
  member: 'visitor_1300',
  leadAstronomer: 'astro_vega',
};
export const NOBODY = 'visitor_9999';

const STAFF = ['astro_vega', 'astro_halley', 'astro_leavitt', 'astro_hubble', 'astro_rubin'];
export const CLOUDED_DAYS_AGO = [4, 11, 18, 30, 44, 59, 73, 88, 102];
export const PROJECTOR_DAY_AGO = 23;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR_W = [2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8, 9, 10, 12, 15, 18, 20, 18, 12, 5];
const HOUR_CUM = HOUR_W.reduce((a, w, i) => (a.push((a[i - 1] ?? 0) + w), a), []);
const pickHour = (r) => {
  const x = r() * HOUR_CUM[23];
  return HOUR_CUM.findIndex((c) => x < c);
};

export function generateEvents(now) {
  const nowMs = +now;
  const r = mulberry32(20261125);
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const lo = nowMs - 120 * DAY,
    hi = nowMs - 2 * MIN;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= lo && t <= hi) out.push({ userId, eventName, eventValue, t });
  };

  // visitors: join day (days ago), churn day, activity level, membership
  const visitors = [];
  for (let i = 0; i < 470; i++) {
    const id = `visitor_${1000 + i}`;
    // growth: later joins more common (sqrt skew toward recent)
    const join = Math.floor(120 * (1 - r() ** 1.5)); // days ago, skewed to older? sqrt -> larger values more likely
    const joinAgo = 121 - Math.max(1, Math.min(120, 121 - join));
    const churns = r() < 0.18;
    const leaveAgo = churns ? Math.floor(r() * Math.max(1, joinAgo)) : -1;
    const rate = 0.06 + r() * 0.22;
    const member = r() < 0.22;
    visitors.push({ id, joinAgo, leaveAgo, rate, member, renewAgo: Math.floor(r() * joinAgo) });
  }
  const P = Object.fromEntries(visitors.map((v) => [v.id, v]));
  Object.assign(P.visitor_1007, { joinAgo: 119, leaveAgo: -1, rate: 0.85, member: true });
  Object.assign(P.visitor_1188, {
    joinAgo: 110,
    leaveAgo: -1,
    rate: 0.35,
    member: true,
    big: true,
    slotP: 0.08,
  });
  Object.assign(P.visitor_1042, { joinAgo: 118, leaveAgo: 52, rate: 0.6, member: false });
  Object.assign(P.visitor_1466, { joinAgo: 3, leaveAgo: -1, rate: 0.9, member: false });
  // a ladder of regular stargazers with clearly separated activity levels
  // (deterministic extras below keep the top of every leaderboard clearly separated)
  const LADDER = [
    ['visitor_1007', 16, 1],
    ['visitor_1010', 12, 2],
    ['visitor_1013', 10, 4],
    ['visitor_1016', 8, 8],
    ['visitor_1019', 6, 12],
    ['visitor_1022', 4, 16],
    ['visitor_1025', 2, 24],
  ];
  LADDER.forEach(([id], i) =>
    Object.assign(P[id], { joinAgo: 119, leaveAgo: -1, slotP: 0, ...(i ? { rate: 0.7 - i * 0.06 } : {}) }),
  );
  Object.assign(P.visitor_1300, { joinAgo: 100, leaveAgo: -1, rate: 0.3, member: true, renewAgo: 37 });

  for (let ago = 120; ago >= 0; ago--) {
    const d0 = today0 - ago * DAY;
    const wd = (new Date(d0).getUTCDay() + 6) % 7; // 0 = Monday
    const weekFactor = [0.7, 0.95, 1, 1.05, 1.35, 1.75, 1.5][wd]; // weekend busy (Saturday most), Monday quiet
    const growth = 0.6 + 0.8 * (1 - ago / 120);
    const clouded = CLOUDED_DAYS_AGO.includes(ago);
    const projector = ago === PROJECTOR_DAY_AGO;
    let cloudedVictims = 0;

    for (const v of visitors) {
      if (ago > v.joinAgo || (v.leaveAgo >= 0 && ago < v.leaveAgo)) continue;
      if (v.member && ago === v.renewAgo) {
        const fee = [65, 120, 250][Math.floor(r() * 3)];
        push(v.id, 'membership.renewed', fee, d0 + pickHour(r) * 3600e3 + Math.floor(r() * 3600) * 1000);
      }
      const first = ago === v.joinAgo;
      if (!first && r() > v.rate * weekFactor * growth) continue;
      let t = d0 + pickHour(r) * 3600e3 + Math.floor(r() * 3000) * 1000;
      push(v.id, 'app_opened', 0, t);
      t += (1 + Math.floor(r() * 5)) * MIN;
      if (r() < 0.45) {
        push(v.id, 'Sky Report Viewed', 0, t);
        t += (1 + Math.floor(r() * 4)) * MIN;
      }
      if (r() < (v.big ? 0.8 : 0.38)) {
        const qty = v.big ? 3 + Math.floor(r() * 6) : 1 + Math.floor(r() * 4);
        const price = [14, 18, 24][Math.floor(r() * 3)];
        const amount = qty * price;
        push(v.id, 'ticket_purchased', amount, t);
        if (projector) {
          push(v.id, 'refund-issued', amount, t + (20 + Math.floor(r() * 60)) * MIN);
          if (r() < 0.4) push(v.id, 'ShowRated', 1, t + (90 + Math.floor(r() * 30)) * MIN);
        } else if (r() < 0.86) {
          const tc = t + (30 + Math.floor(r() * 90)) * MIN;
          push(v.id, 'CheckedIn', 0, tc);
          if (r() < 0.5)
            push(
              v.id,
              'ShowRated',
              3 + Math.floor(r() * 3) - (r() < 0.15 ? 2 : 0),
              tc + (70 + Math.floor(r() * 20)) * MIN,
            );
        }
        t += 2 * MIN;
      }
      if (r() < (v.slotP ?? 0.13)) {
        const fee = r() < 0.6 ? 25 : 35;
        push(v.id, 'telescope.slot_booked', fee, t);
        if (clouded) {
          cloudedVictims++;
          push(v.id, 'refund-issued', fee, d0 + 22 * 3600e3 + Math.floor(r() * 3600) * 1000);
        } else if (r() < 0.9) {
          push(
            v.id,
            'CheckedIn',
            0,
            Math.max(t + 10 * MIN, d0 + 20 * 3600e3 + Math.floor(r() * 7200) * 1000),
          );
        }
        t += 2 * MIN;
      }
      if (r() < (v.big ? 0.5 : 0.1))
        push(v.id, 'gift-shop-purchase', 5 + Math.floor(r() * (v.big ? 120 : 45)), t + 40 * MIN);
      if (r() < 0.05 * (1 + (1 - ago / 120)))
        push(v.id, 'star_party_rsvp', 1 + Math.floor(r() * 5), t + 3 * MIN);
    }

    // regulars: daily app opens and telescope nights on a fixed schedule
    LADDER.forEach(([id, opens, every], i) => {
      for (let k = 0; k < opens; k++) push(id, 'app_opened', 0, d0 + 7 * 3600e3 + k * 53 * MIN + i * 61_000);
      if (ago % every === 0) {
        const fee = i % 2 ? 35 : 25;
        push(id, 'telescope.slot_booked', fee, d0 + 18 * 3600e3 + i * 7 * MIN);
        if (clouded) {
          cloudedVictims++;
          push(id, 'refund-issued', fee, d0 + 22 * 3600e3 + i * 5 * MIN);
        } else push(id, 'CheckedIn', 0, d0 + 20 * 3600e3 + 30 * MIN + i * 3 * MIN);
      }
    });

    // staff astronomers
    for (const s of STAFF) {
      if (r() < 0.5)
        push(
          s,
          'Sky Report Viewed',
          0,
          d0 + (15 + Math.floor(r() * 4)) * 3600e3 + Math.floor(r() * 3600) * 1000,
        );
      if (r() < 0.3)
        push(s, 'app_opened', 0, d0 + (12 + Math.floor(r() * 8)) * 3600e3 + Math.floor(r() * 3600) * 1000);
    }
    if (clouded) {
      const s = STAFF[ago % STAFF.length];
      push(s, 'Night Clouded Out', cloudedVictims, d0 + 21 * 3600e3 + (30 + Math.floor(r() * 20)) * MIN);
    }
    if (projector) {
      const times = [13.2, 14.1, 15.5, 16.3, 17.8, 18.4, 19.9, 20.6, 21.2, 22.05, 22.7];
      times.forEach((h, k) =>
        push(STAFF[k % 3], 'projector.fault_reported', 1 + (k % 3), d0 + Math.floor(h * 3600e3)),
      );
    }
    // an occasional stray fault report on ordinary days
    if (!projector && (ago === 67 || ago === 96))
      push('astro_hubble', 'projector.fault_reported', 1, d0 + 19 * 3600e3 + 17 * MIN);
  }
  // a few app opens right before now so that "today" is never empty (except in the first minutes of a day)
  for (let k = 0; k < 6; k++)
    push(
      visitors[(k * 37) % 470].id,
      'app_opened',
      0,
      nowMs - (3 + k * 7) * MIN - Math.floor(r() * 60) * 1000,
    );

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
