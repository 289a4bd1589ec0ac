// Youth sports league ("Kickoff League" app): synthetic usage events, deterministic for a given now.
const DAY = 86_400_000;
const HOUR = 3_600_000;

export const EVENT_NAMES = [
  'season_registration', // a parent registers one child for the season (value 1 = one child)
  'fee.paid', // season fee paid for one child, USD incl. card fee
  'TeamAssigned', // a league admin places a child on a team (value = team number)
  'Practice Scheduled', // a coach schedules a practice (value = minutes)
  'score_reported', // a coach reports a final score (value = total goals in the match)
  'referee.assigned', // a referee accepts a match assignment (value 0)
  'RefereePaid', // a referee is paid for a match, USD
  'game-cancelled', // a match is cancelled (weather), value 0
  'Snack Signup', // a parent volunteers for snack duty (value = number of kids they bring snacks for)
  'uniform_order', // a uniform order, USD
  'schedule.viewed', // someone opens the schedule (value 0)
  'MessageSent', // a message to a team / family (value 0)
];

export const PERSONAS = {
  topCoach: 'coach_07',
  bigFamily: 'parent_042',
  churner: 'parent_113',
  newcomer: 'parent_398',
  busyRef: 'ref_03',
  leagueAdmin: 'admin_01',
};

export const NOBODY = 'parent_999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, w = 2) => String(n).padStart(w, '0');
const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';

export function generateEvents(now) {
  const rnd = mulberry32(0x1ea9e);
  const nowMs = +now;
  const latest = nowMs - 120_000;
  const earliest = nowMs - 120 * DAY;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const out = [];
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= earliest && t <= latest) out.push({ userId, eventName, eventValue, timestamp: iso(t) });
  };
  const at = (d0, hours) => d0 + pick(hours) * HOUR + int(0, 3599) * 1000;

  // storm Saturday: between 15 and 21 days ago
  let stormK = 15;
  for (let k = 15; k <= 21; k++) if (new Date(today0 - k * DAY).getUTCDay() === 6) stormK = k;

  const parents = [];
  for (let i = 1; i <= 400; i++) {
    const id = `parent_${pad(i, 3)}`;
    let joinK = rnd() < 0.72 ? int(100, 119) : int(1, 99);
    let churnK = rnd() < 0.13 ? int(20, 80) : -1;
    let rate = 0.07 + rnd() * 0.2;
    let kids = 1 + (rnd() < 0.3 ? 1 : 0) + (rnd() < 0.08 ? 1 : 0);
    if (id === PERSONAS.churner) {
      joinK = 118;
      churnK = 45;
      rate = 0.6;
    }
    if (id === PERSONAS.newcomer) {
      joinK = 4;
      churnK = -1;
      rate = 0.7;
      kids = 2;
    }
    if (id === PERSONAS.bigFamily) {
      joinK = 116;
      churnK = -1;
      rate = 0.45;
      kids = 4;
    }
    if (churnK >= joinK) churnK = -1;
    parents.push({
      id,
      joinK,
      churnK,
      rate,
      kids,
      pays: rnd() < 0.84 || id === PERSONAS.bigFamily || id === PERSONAS.newcomer,
    });
  }
  const coaches = [];
  for (let i = 1; i <= 40; i++)
    coaches.push({
      id: `coach_${pad(i)}`,
      mult: i === 7 ? 3.2 : i === 19 ? 2.2 : i === 35 ? 1.7 : 0.6 + rnd() * 0.7,
    });
  const refs = [];
  for (let i = 1; i <= 24; i++) refs.push({ id: `ref_${pad(i)}`, mult: i === 3 ? 2.6 : 0.5 + rnd() * 0.8 });
  const admins = [];
  for (let i = 1; i <= 6; i++)
    admins.push({ id: `admin_${pad(i)}`, mult: i === 1 ? 1.6 : 0.7 + rnd() * 0.5 });

  const PARENT_WD = [1.0, 0.75, 0.8, 0.95, 1.35, 1.55, 0.7];
  const EVENING = [6, 7, 12, 17, 18, 18, 19, 19, 19, 20, 20, 21, 22];
  const WEEKEND = [7, 8, 8, 9, 9, 10, 10, 11, 12, 13, 15, 16, 17];

  for (let k = 120; k >= 0; k--) {
    const d0 = today0 - k * DAY;
    const wd = (new Date(d0).getUTCDay() + 6) % 7; // 0 = Monday
    const growth = 0.7 + 0.6 * ((120 - k) / 120);
    const season = k <= 95;
    const storm = k === stormK;
    const hours = wd >= 5 ? WEEKEND : EVENING;

    for (const p of parents) {
      if (k > p.joinK || (p.churnK >= 0 && k < p.churnK)) continue;
      if (k === p.joinK) {
        const t0 = at(d0, hours);
        for (let c = 0; c < p.kids; c++) push(p.id, 'season_registration', 1, t0 + c * 95_000);
        if (p.pays)
          for (let c = 0; c < p.kids; c++) {
            push(p.id, 'fee.paid', c === 0 ? 169.95 : 144.95, t0 + int(1, 70) * HOUR + c * 61_000);
          }
        push(p.id, 'schedule.viewed', 0, t0 + 300_000);
        continue;
      }
      if (rnd() >= p.rate * growth * PARENT_WD[wd]) continue;
      const t = at(d0, hours);
      const views = int(1, 3);
      for (let v = 0; v < views; v++) push(p.id, 'schedule.viewed', 0, t + v * int(30, 900) * 1000);
      if (rnd() < 0.3) push(p.id, 'MessageSent', 0, t + int(60, 2000) * 1000);
      if (season && rnd() < 0.05) push(p.id, 'Snack Signup', int(8, 16), t + int(60, 1800) * 1000);
      if (rnd() < (p.id === PERSONAS.bigFamily ? 0.2 : 0.018)) {
        push(p.id, 'uniform_order', pick([34.99, 42.5, 58.0, 64.99, 89.99]), t + int(60, 3000) * 1000);
      }
    }

    for (const c of coaches) {
      if (rnd() >= (c.mult > 2 ? 0.95 : 0.65 * Math.min(1, c.mult))) continue;
      const m = c.mult * growth;
      const msgs = Math.round((0.6 + 0.8 * rnd()) * 2 * m);
      for (let j = 0; j < msgs; j++) push(c.id, 'MessageSent', 0, at(d0, EVENING));
      if (rnd() < 0.5 * m) push(c.id, 'schedule.viewed', 0, at(d0, hours));
      if (season && wd <= 2 && rnd() < 0.6 * Math.min(m, 1.5)) {
        for (let j = c.mult > 3 ? 2 : 1; j > 0; j--)
          push(c.id, 'Practice Scheduled', pick([60, 75, 90]), at(d0, EVENING));
      }
      if (season && wd === 5) {
        if (!storm) {
          if (rnd() < 0.04) push(c.id, 'game-cancelled', 0, at(d0, [7, 8, 9]));
          else if (rnd() < 0.85) {
            const games = c.id === PERSONAS.topCoach ? 2 : 1;
            for (let g = 0; g < games; g++)
              push(c.id, 'score_reported', int(1, 9), at(d0, [11, 12, 13, 14, 15]));
          }
        }
      }
    }

    for (const r of refs) {
      if (!season) continue;
      if ((wd === 3 || wd === 4) && rnd() < 0.6 * Math.min(1.5, r.mult)) {
        const n = Math.max(1, Math.round(rnd() * 2 * r.mult));
        for (let j = 0; j < n; j++) push(r.id, 'referee.assigned', 0, at(d0, EVENING));
      }
      if ((wd === 0 || wd === 1) && rnd() < 0.55 * Math.min(1.5, r.mult)) {
        const n = Math.max(1, Math.round(rnd() * 1.6 * r.mult));
        for (let j = 0; j < n; j++)
          push(
            r.id,
            'RefereePaid',
            pick([35, 45, 55]) + pick([0, 4.2, 7.85]),
            at(d0, [9, 10, 10, 10, 14, 16]),
          );
      }
      if (rnd() < 0.2) push(r.id, 'schedule.viewed', 0, at(d0, hours));
    }

    for (const a of admins) {
      if (rnd() >= 0.6 * a.mult) continue;
      if (k >= 86 && k <= 100) {
        const n = int(8, 20);
        for (let j = 0; j < n; j++)
          push(a.id, 'TeamAssigned', int(1, 24), at(d0, [9, 10, 11, 13, 14, 15, 16]));
      }
      if (rnd() < 0.5) push(a.id, 'MessageSent', 0, at(d0, [9, 10, 11, 14]));
      push(a.id, 'schedule.viewed', 0, at(d0, [8, 9, 10, 13]));
    }
    if (storm) {
      for (const c of coaches) {
        const n = rnd() < 0.85 ? int(1, 2) : 0;
        for (let j = 0; j < n; j++) {
          push(c.id, 'game-cancelled', 0, at(d0, [6, 7, 7, 8]));
          push(c.id, 'MessageSent', 0, at(d0, [7, 8]));
        }
      }
      for (const a of admins)
        for (let j = int(4, 9); j > 0; j--) push(a.id, 'game-cancelled', 0, at(d0, [6, 7, 8]));
    }
  }
  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
