// Harbour Sailing Club members' app — synthetic usage events (deterministic for a given `now`).
const MIN = 60_000,
  HOUR = 3_600_000,
  DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'app_opened',
  'weather-checked',
  'boat_reserved',
  'Reservation Cancelled',
  'sailout.logged',
  'SafetyBriefingCompleted',
  'Regatta Entry',
  'race-result-posted',
  'bar_tab_topup',
  'maintenance.issue_reported',
  'CrewFinderPost',
  'membership_renewed',
];

export const PERSONAS = {
  topSkipper: 'mbr_1001', // out on the water almost every day
  churner: 'mbr_1002', // very active, gone ~50 days ago
  newcomer: 'mbr_1003', // first event 5 days ago
  racer: 'mbr_1004', // enters every regatta
  barRegular: 'mbr_1005', // biggest bar tab top-ups
  weekendWarrior: 'mbr_1006', // busy on weekends
};
export const NOBODY = 'mbr_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const STORM_DAYS_AGO = 23;
export const CUP_DAYS_AGO = 12; // Autumn Cup: the club's big regatta day

export function generateEvents(now) {
  const N = +now;
  const rng = mulberry32(20260517);
  const pick = (arr) => arr[Math.floor(rng() * arr.length)];
  const lo = N - 120 * DAY + MIN,
    hi = N - 2 * MIN;
  const today0 = Math.floor(N / DAY) * DAY;
  const out = [];
  const push = (u, name, val, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return;
    out.push({
      userId: u,
      eventName: name,
      eventValue: val,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };

  // members
  const members = [];
  for (let i = 0; i < 470; i++) {
    const id = `mbr_${1001 + i}`;
    let m;
    if (i < 6) {
      m = [
        { weight: 9, joinAgo: 200, leaveAgo: -1, racer: false, bar: 1.1, sessions: 2 },
        { weight: 5, joinAgo: 200, leaveAgo: 50, racer: false, bar: 1 },
        { weight: 3.5, joinAgo: 5, leaveAgo: -1, racer: false, bar: 1 },
        { weight: 5, joinAgo: 200, leaveAgo: -1, racer: true, racerBoost: 4, bar: 1 },
        { weight: 6, joinAgo: 200, leaveAgo: -1, racer: false, bar: 4 },
        { weight: 6, joinAgo: 200, leaveAgo: -1, racer: false, bar: 1, weekend: true },
      ][i];
    } else {
      const later = rng() < 0.3;
      m = {
        weight: 0.15 + rng() ** 2 * 2,
        joinAgo: later ? 3 + Math.floor(rng() * 108) : 200,
        leaveAgo: rng() < 0.15 ? 8 + Math.floor(rng() * 95) : -1,
        racer: rng() < 0.2,
        bar: 0.5 + rng(),
      };
    }
    members.push({ id, ...m, seen: false });
  }

  const hourWeights = [
    0.2, 0.1, 0.1, 0.1, 0.2, 0.4, 1, 2, 3.5, 4, 3.5, 3, 2.6, 2.4, 2.4, 2.8, 3.4, 4.8, 3.6, 3, 2.4, 1.6, 1,
    0.5,
  ];
  const hwSum = hourWeights.reduce((a, b) => a + b, 0);
  const pickHour = () => {
    let r = rng() * hwSum;
    for (let h = 0; h < 24; h++) {
      r -= hourWeights[h];
      if (r < 0) return h;
    }
    return 12;
  };
  const wdFactor = [1.6, 0.75, 0.7, 0.75, 0.8, 1.15, 2.3]; // Sun..Sat

  for (let k = 120; k >= 0; k--) {
    const d0 = today0 - k * DAY;
    const wd = new Date(d0).getUTCDay();
    const season = 0.35 + 0.8 * (k / 120); // sailing season winding down
    const barGrowth = 0.02 + 0.45 * (1 - k / 120); // clubhouse bar busier in autumn
    const storm = k === STORM_DAYS_AGO;
    const cup = k === CUP_DAYS_AGO,
      preCup = k > CUP_DAYS_AGO && k <= CUP_DAYS_AGO + 6;
    for (const m of members) {
      if (k > m.joinAgo || (m.leaveAgo >= 0 && k <= m.leaveAgo)) continue;
      let p = m.weight * 0.17 * wdFactor[wd] * season;
      if (m.weekend) p *= wd === 0 || wd === 6 ? 2.5 : 0.3;
      if (cup) p *= m.racer ? 6 : 2.6;
      if (storm) p *= 1.8;
      for (let s = 0; s < (m.sessions ?? 1); s++) {
        const r = rng();
        if (!(k === m.joinAgo && s === 0) && r >= Math.min(0.93, p)) continue;
        let t = d0 + pickHour() * HOUR + Math.floor(rng() * HOUR);
        const step = () => (t += MIN + Math.floor(rng() * 18 * MIN));
        push(m.id, 'app_opened', 0, t);
        if (!m.seen) {
          m.seen = true;
          if (rng() < 0.85) push(m.id, 'SafetyBriefingCompleted', 70 + Math.floor(rng() * 31), step());
        } else if (rng() < 0.004) push(m.id, 'SafetyBriefingCompleted', 70 + Math.floor(rng() * 31), step());
        if (rng() < (storm ? 0.95 : 0.6))
          push(
            m.id,
            'weather-checked',
            storm ? 38 + Math.floor(rng() * 15) : 4 + Math.floor(rng() * 26),
            step(),
          );
        if (storm) {
          if (rng() < 0.55) push(m.id, 'Reservation Cancelled', pick([2, 3, 4, 6, 8]), step());
          if (rng() < 0.85) push(m.id, 'maintenance.issue_reported', pick([2, 3, 3]), step());
        } else {
          if (rng() < 0.38) {
            const hrs = pick([2, 3, 3, 4, 4, 6, 8]);
            push(m.id, 'boat_reserved', hrs, step());
            if (rng() < 0.13) push(m.id, 'Reservation Cancelled', hrs, step());
            else if (rng() < 0.85)
              push(m.id, 'sailout.logged', Math.max(1, hrs - pick([0, 0.5, 1, 1.5])), t + hrs * HOUR * 0.9);
          } else if (rng() < 0.25) {
            push(m.id, 'sailout.logged', pick([1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6]), step());
          }
          if (rng() < 0.04) push(m.id, 'maintenance.issue_reported', pick([1, 1, 2, 2, 3]), step());
        }
        if (rng() < barGrowth * m.bar)
          push(
            m.id,
            'bar_tab_topup',
            m.bar > 3 ? pick([50, 100, 100, 150]) : pick([10, 20, 20, 50, 50, 100]),
            step(),
          );
        if (rng() < 0.07) push(m.id, 'CrewFinderPost', pick([1, 1, 2, 3]), step());
        if (m.racer) {
          const boost = m.racerBoost ?? 1;
          if (((wd >= 1 && wd <= 4) || preCup) && rng() < (preCup ? 0.45 : 0.2) * boost)
            push(m.id, 'Regatta Entry', pick([25, 40, 40, 60]), step());
          if ((wd === 6 || wd === 0 || cup) && !storm && rng() < (cup ? 0.9 : 0.3 * Math.min(boost, 2.5)))
            push(m.id, 'race-result-posted', 1 + Math.floor(rng() * 18), step());
        }
        if (rng() < 0.012) push(m.id, 'membership_renewed', pick([180, 320, 320, 450]), step());
      }
    }
  }
  // a few late-evening / recent weather checks so "the last hour or so" is never empty
  for (let j = 0; j < 6; j++) {
    const m = members[6 + Math.floor(rng() * 200)];
    if (m.joinAgo < 1 || m.leaveAgo >= 0) continue;
    push(m.id, 'weather-checked', 4 + Math.floor(rng() * 26), N - 3 * MIN - Math.floor(rng() * 80 * MIN));
  }
  // and one right before the question arrives, so "today" is empty only in the first minutes after midnight
  push(members[7].id, 'weather-checked', 12, N - 150_000);
  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
