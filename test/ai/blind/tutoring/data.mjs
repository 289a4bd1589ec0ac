// Tutoring marketplace: students and parents search tutors, buy session packages (credits),
// book sessions, hold them by video, cancel, review; tutors get weekly payouts; admins approve
// tutor profiles. Deterministic for a given `now` (mulberry32 with a fixed seed).

export const EVENT_NAMES = [
  'signup', // 1
  'tutor_search', // 1
  'session.booked', // booked length in minutes
  'SessionCancelled', // 1
  'Video Session Completed', // minutes actually held
  'package-purchased', // price in dollars
  'tutor_payout', // dollars paid to the tutor (weekly, Mondays)
  'review.submitted', // star rating 1-5
  'MessageSent', // 1
  'Profile Approved', // 1 (logged under the admin who approved)
  'homework-uploaded', // pages uploaded
];

export const PERSONAS = {
  topStudent: 'stu_0007',
  churner: 'stu_0042',
  newcomer: 'stu_0338',
  topTutor: 'tut_0003',
  newTutor: 'tut_0060',
  bigParent: 'par_0011',
  leadAdmin: 'adm_01',
};
export const NOBODY = 'stu_9999';
export const INCIDENT_DAYS_AGO = 38;

const HOUR = 3_600_000,
  DAY = 24 * HOUR;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, w) => String(n).padStart(w, '0');
// Mon..Sun activity factor
const WEEKDAY_F = [1.0, 1.25, 1.0, 0.95, 0.7, 0.42, 0.88];
// hour-of-day weights (UTC), after-school evening peak
const HOUR_W = [2, 1, 1, 1, 1, 1, 1, 2, 3, 4, 4, 5, 5, 6, 7, 9, 12, 15, 18, 25, 17, 12, 7, 4];
const HOUR_TOTAL = HOUR_W.reduce((a, b) => a + b, 0);

export function generateEvents(nowDate) {
  const rng = mulberry32(20261125);
  const now = Math.floor(+nowDate / 1000) * 1000;
  const latest = now - 120_000,
    earliest = now - 120 * DAY;
  const today = Math.floor(now / DAY) * DAY;
  const incidentDay = today - INCIDENT_DAYS_AGO * DAY;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const pick = (items, weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = rng() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  };
  const hourIn = () => {
    let r = rng() * HOUR_TOTAL,
      h = 0;
    for (; h < 23; h++) {
      r -= HOUR_W[h];
      if (r < 0) break;
    }
    return h * HOUR + Math.floor(rng() * HOUR);
  };
  const wdf = (t) => WEEKDAY_F[(new Date(t).getUTCDay() + 6) % 7];
  const growth = (d) => 0.7 + ((0.3 * (120 - d)) / 120) * 1.6; // busier toward now

  // --- admins
  const admins = ['adm_01', 'adm_02', 'adm_03'];
  // --- tutors
  const tutors = [];
  for (let i = 1; i <= 60; i++) {
    const id = `tut_${pad(i, 4)}`;
    const existing = i <= 38;
    let join = existing ? 130 : 5 + Math.floor(rng() * 110);
    if (id === PERSONAS.newTutor) join = 20;
    let w = 0.3 + rng() * 1.7;
    if (id === PERSONAS.topTutor) w = 9;
    const joinT = today - join * DAY + hourIn();
    const approvedT = joinT + (1 + rng() * 2.5) * DAY;
    tutors.push({ id, w, joinT, approvedT, existing, earnings: new Map() });
    if (!existing) {
      push(id, 'signup', 1, joinT);
      push(pick(admins, [14, 2, 1]), 'Profile Approved', 1, approvedT);
    }
  }
  // --- parents
  const parents = [];
  for (let i = 1; i <= 70; i++) parents.push({ id: `par_${pad(i, 4)}`, join: null });
  // --- students
  const students = [];
  for (let i = 1; i <= 340; i++) {
    const id = `stu_${pad(i, 4)}`;
    let join = rng() < 0.42 ? 130 : Math.floor(119 * (1 - Math.pow(rng(), 0.5)));
    let end = rng() < 0.22 ? Math.floor(rng() * Math.min(join, 119)) : -1; // days ago when they stop
    let rate = 0.06 + rng() * 0.3;
    let parent = rng() < 0.5 ? parents[Math.floor(rng() * parents.length)] : null;
    if (i % 23 === 5) parent = parents[10]; // par_0011 pays for a crowd of kids
    if (id === PERSONAS.topStudent) {
      join = 130;
      end = -1;
      rate = 0.93;
      parent = null;
    }
    if (id === PERSONAS.churner) {
      join = 130;
      end = 58;
      rate = 0.75;
      parent = null;
    }
    if (id === PERSONAS.newcomer) {
      join = 2;
      end = -1;
      rate = 1;
      parent = null;
    }
    const power = { stu_0011: 0.8, stu_0022: 0.68, stu_0033: 0.57, stu_0044: 0.47 }[id];
    if (power) {
      join = 130;
      end = -1;
      rate = power;
    }
    if (end >= join) end = -1;
    students.push({ id, join, end, rate, parent, credits: join > 120 ? Math.floor(rng() * 6) : 0 });
  }

  const buyPackage = (s, t) => {
    const payer = s.parent ? s.parent.id : s.id;
    const [price, credits] = pick(
      [
        [149, 4],
        [279, 8],
        [399, 12],
        [749, 25],
      ],
      [3, 4, 3, 1],
    );
    push(payer, 'package-purchased', price, t);
    s.credits += credits;
  };

  for (const s of students) {
    const joinT = today - s.join * DAY + hourIn();
    if (s.join <= 120) {
      push(s.id, 'signup', 1, joinT);
      if (s.parent && s.parent.join === null) {
        s.parent.join = joinT;
        push(s.parent.id, 'signup', 1, joinT - 600_000);
      }
    }
    const startD = Math.min(s.join, 120);
    for (let d = startD; d >= 0; d--) {
      if (s.end >= 0 && d <= s.end) break;
      const day = today - d * DAY;
      let p = s.rate * wdf(day) * growth(d);
      if (s.id === PERSONAS.topStudent) p = 0.95;
      if (d === s.join) p = 1;
      if (rng() >= p) continue;
      let t = day + hourIn();
      if (d === s.join && t < joinT) t = joinT + 60_000 + Math.floor(rng() * HOUR);
      const nSearch =
        s.id === PERSONAS.topStudent
          ? 2 + Math.floor(rng() * 4)
          : rng() < 0.6
            ? 1 + Math.floor(rng() * 3)
            : 0;
      for (let k = 0; k < nSearch; k++) push(s.id, 'tutor_search', 1, t + k * 90_000);
      t += nSearch * 90_000 + 60_000;
      const nMsg = Math.floor(rng() * 3) + (day === incidentDay ? 3 : 0);
      for (let k = 0; k < nMsg; k++)
        push(s.id, 'MessageSent', 1, t + k * 240_000 + Math.floor(rng() * 200_000));
      if (rng() < (s.id === PERSONAS.topStudent ? 0.95 : 0.55)) {
        if (s.credits <= 0) buyPackage(s, t - 300_000);
        s.credits--;
        const minutes = pick([30, 45, 60, 90], [2, 3, 5, 1]);
        push(s.id, 'session.booked', minutes, t);
        const avail = tutors.filter((x) => x.approvedT < t);
        const tutor = pick(
          avail,
          avail.map((x) => x.w),
        );
        const sessT = Math.floor((t + (0.5 + rng() * 3.5) * DAY) / HOUR) * HOUR;
        const sessDay = Math.floor(sessT / DAY) * DAY;
        const cancelP = sessDay === incidentDay ? 0.85 : 0.11;
        if (rng() < cancelP) {
          push(
            s.id,
            'SessionCancelled',
            1,
            sessDay === incidentDay ? sessT + 300_000 : t + rng() * (sessT - t),
          );
          s.credits++;
        } else {
          const held = Math.max(15, minutes - Math.floor(rng() * 6));
          push(s.id, 'Video Session Completed', held, sessT + held * 60_000);
          const wk = Math.floor((sessT - Date.UTC(2020, 0, 6)) / (7 * DAY));
          tutor.earnings.set(wk, (tutor.earnings.get(wk) ?? 0) + held * 0.6);
          if (rng() < 0.2) push(tutor.id, 'MessageSent', 1, sessT + held * 60_000 + rng() * 2 * HOUR);
          if (rng() < 0.36)
            push(
              s.id,
              'review.submitted',
              pick([5, 4, 3, 2, 1], [50, 30, 12, 5, 3]),
              sessT + held * 60_000 + rng() * 20 * HOUR,
            );
        }
      }
      if (rng() < 0.25) push(s.id, 'homework-uploaded', 1 + Math.floor(rng() * 10), t + 2 * HOUR * rng());
    }
  }

  // parents' own activity
  for (const p of parents) {
    const start = p.join ?? earliest;
    for (let d = 120; d >= 0; d--) {
      const day = today - d * DAY;
      if (day + DAY < start) continue;
      if (rng() >= 0.1 * wdf(day) * (p.id === PERSONAS.bigParent ? 3 : 1)) continue;
      const t = Math.max(day + hourIn(), start + 60_000);
      if (rng() < 0.6) push(p.id, 'MessageSent', 1, t);
      if (rng() < 0.5) push(p.id, 'tutor_search', 1, t + 120_000);
    }
  }
  // tutors' messages and weekly payouts (Mondays 06:00 for the previous ISO week)
  for (const tu of tutors) {
    for (let d = 120; d >= 0; d--) {
      const day = today - d * DAY;
      if (day + DAY < tu.approvedT) continue;
      if (rng() < 0.35 * wdf(day)) push(tu.id, 'MessageSent', 1, Math.max(day + hourIn(), tu.approvedT));
    }
    for (const [wk, amount] of tu.earnings) {
      const payT = Date.UTC(2020, 0, 6) + (wk + 1) * 7 * DAY + 6 * HOUR + Math.floor(rng() * 1800) * 1000;
      push(tu.id, 'tutor_payout', Math.round(amount * 100) / 100, payT);
    }
  }
  // admins chat with support
  for (const a of admins) {
    for (let d = 120; d >= 0; d--) {
      const day = today - d * DAY;
      const k =
        a === 'adm_01' ? (rng() < 0.85 ? 2 + Math.floor(rng() * 3) : 0) : rng() < 0.15 * wdf(day) ? 1 : 0;
      for (let j = 0; j < k + (day === incidentDay ? 6 : 0); j++) push(a, 'MessageSent', 1, day + hourIn());
    }
  }
  // a trickle in the last hour so "today" and "last hour" never come up empty
  for (let k = 0; k < 14; k++) {
    const s = students[(k * 23 + 7) % 200];
    push(s.id, k % 3 ? 'tutor_search' : 'MessageSent', 1, now - 150_000 - k * 260_000);
  }

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map((e) => ({
    userId: e.userId,
    eventName: e.eventName,
    eventValue: e.eventValue,
    timestamp: new Date(e.t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }));
}
