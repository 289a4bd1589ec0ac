// "Backpack" — a K-12 school communication and homework app.
// Roles are encoded in the userId prefix: stu_ (students), par_ (parents), tch_ (teachers),
// adm_ (school office / principal). See NOTES.md for the story.

export const EVENT_NAMES = [
  'app_opened', // any role opens the app (value 0)
  'assignment_posted', // teacher posts an assignment (value 0)
  'announcement.posted', // teacher / office posts an announcement (value 0)
  'HomeworkSubmitted', // student submits homework (value = minutes spent on it)
  'submission_graded', // teacher grades a submission (value = score 0-100)
  'grade.viewed', // student or parent opens a grade (value 0)
  'Message Read', // parent reads a message from school (value 0)
  'permission-slip-signed', // parent signs a field-trip permission slip (value 0)
  'trip.payment', // parent pays for a school trip (value = dollars)
  'LunchTopUp', // parent tops up the lunch account (value = dollars)
  'Marked Absent', // student marked absent by the teacher; logged under the student (value 0)
  'marked-late', // student marked late; logged under the student (value = minutes late)
];

export const PERSONAS = {
  topTeacher: 'tch_317', // two homerooms, grades fastest: the most active user overall
  principal: 'adm_01', // posts most of the announcements
  topStudent: 'stu_1088', // submits the most homework and spends the most minutes on it
  lateStudent: 'stu_1142', // marked late far more often than anyone else
  bigSpender: 'par_2044', // three kids: the largest trip and lunch payments
  churnedParent: 'par_2107', // very active in the first seven weeks, then gone
  leavingTeacher: 'tch_329', // transferred to another school ten weeks into the window
  newStudent: 'stu_1231', // transferred in six days ago
  newParent: 'par_2191', // joined nine days ago
  superReader: 'par_2150', // reads every school message (the most Message Read)
};

export const NOBODY = 'stu_9999';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SPAN = 120; // days in the window

// The story's special days (UTC midnight, epoch ms) for a given now; each is moved off a weekend
// to the following Monday. Exported so that the cases can phrase questions about them.
export function storyDays(now) {
  const today0 = Math.floor(+now / DAY) * DAY;
  const schoolDay = (back) => {
    const t = today0 - back * DAY,
      w = (new Date(t).getUTCDay() + 6) % 7;
    return w < 5 ? t : t + (7 - w) * DAY;
  };
  return { flu: schoolDay(38), outage: schoolDay(62), tripDeadline: schoolDay(22) };
}

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261128);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const between = (a, b) => a + rnd() * (b - a);
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const day0 = today0 - SPAN * DAY; // calendar day index 0; index SPAN is today
  const wd = (k) => (new Date(day0 + k * DAY).getUTCDay() + 6) % 7; // 0 = Monday

  // ---- story days, relative to today -----------------------------------------------------
  const isSchoolDay = (k) => wd(k) < 5;
  const story = storyDays(now);
  const FLU_DAY = (story.flu - day0) / DAY; // flu wave: many students marked absent (and the day after)
  const OUTAGE_DAY = (story.outage - day0) / DAY; // login outage: most activity lost that day
  const TRIP_DEADLINE = (story.tripDeadline - day0) / DAY; // big overnight trip: slips and payments pile up

  // ---- people ----------------------------------------------------------------------------
  const urnd = mulberry32(7);
  const heavy = (u) => 0.3 + 0.9 * u + 1.5 * u ** 8; // a long tail of very engaged users
  const students = [];
  for (let i = 1001; i <= 1230; i++) {
    const late = urnd() < 0.3;
    students.push({
      id: `stu_${i}`,
      join: late ? 1 + Math.floor(urnd() * 108) : 0,
      leave: urnd() < 0.06 ? 30 + Math.floor(urnd() * 70) : Infinity,
      eng: heavy(urnd()),
      ability: 58 + urnd() * 36,
      lateProb: 0.02 + urnd() * 0.03,
    });
  }
  students.push({ id: 'stu_1231', join: SPAN - 6, leave: Infinity, eng: 1.4, ability: 80, lateProb: 0.03 });
  const S = Object.fromEntries(students.map((s) => [s.id, s]));
  S.stu_1088.eng = 4.2;
  S.stu_1088.join = 0;
  S.stu_1088.leave = Infinity;
  S.stu_1088.ability = 93;
  S.stu_1142.lateProb = 0.38;
  S.stu_1142.join = 0;
  S.stu_1142.leave = Infinity;

  const teachers = [];
  for (let i = 301; i <= 334; i++) {
    teachers.push({ id: `tch_${i}`, join: 0, leave: Infinity, eng: 0.7 + urnd() * 0.6 });
  }
  const T = Object.fromEntries(teachers.map((t) => [t.id, t]));
  T.tch_317.eng = 1.9;
  T.tch_329.leave = 70;
  T.tch_333.join = 72;
  T.tch_334.join = 75; // replacements
  // homeroom assignment: tch_317 has two homerooms
  const homeroom = {};
  const roster = teachers.filter((t) => t.id !== 'tch_329');
  // class sizes: tch_317 two homerooms (~26), tch_322 ~19, tch_304 ~15, the others ~6 each
  const others = roster.filter((t) => !['tch_317', 'tch_322', 'tch_304'].includes(t.id));
  const weights = others.map(() => 0.5 + 0.5 * urnd());
  const wsum = weights.reduce((a, b) => a + b, 0);
  students.forEach((s, i) => {
    let u = urnd() * wsum,
      j = 0;
    while (u > weights[j]) u -= weights[j++];
    homeroom[s.id] =
      i % 9 === 0
        ? 'tch_317'
        : i % 12 === 1
          ? 'tch_322'
          : i % 15 === 2
            ? 'tch_304'
            : others[Math.min(j, others.length - 1)].id;
  });
  const teacherAt = (sid, k) => {
    const t = T[homeroom[sid]];
    if (k < t.join) return 'tch_329';
    return t.id;
  };

  const parents = [];
  for (let i = 2001; i <= 2190; i++) {
    const late = urnd() < 0.28;
    parents.push({
      id: `par_${i}`,
      join: late ? 1 + Math.floor(urnd() * 108) : 0,
      leave: urnd() < 0.08 ? 25 + Math.floor(urnd() * 75) : Infinity,
      eng: heavy(urnd()) * 0.95,
      kids: [],
    });
  }
  parents.push({ id: 'par_2191', join: SPAN - 9, leave: Infinity, eng: 1.3, kids: [] });
  const P = Object.fromEntries(parents.map((p) => [p.id, p]));
  students.forEach((s, i) => {
    const p = s.id === 'stu_1231' ? P.par_2191 : parents[i % 190];
    p.kids.push(s.id);
    s.parent = p.id;
  });
  P.par_2044.kids.push('stu_1077'); // a third child (step-sibling) on the account
  P.par_2044.eng = 1.6;
  P.par_2044.join = 0;
  P.par_2044.leave = Infinity;
  P.par_2150.reads = 3.5;
  P.par_2150.eng = Math.max(P.par_2150.eng, 1.2);
  P.par_2150.join = 0;
  P.par_2150.leave = Infinity; // reads every message, twice
  P.par_2107.eng = 2.6;
  P.par_2107.join = 0;
  P.par_2107.leave = 50;

  const admins = [
    { id: 'adm_01', eng: 1 },
    { id: 'adm_02', eng: 0.35 },
  ];

  // ---- events ----------------------------------------------------------------------------
  const out = [];
  const growth = (k) => 0.72 + (0.62 * k) / SPAN;
  const active = (u, k) => k >= u.join && k < u.leave;
  const at = (k, h0, h1) => day0 + k * DAY + Math.floor(between(h0, h1) * 3600) * 1000;
  const push = (userId, eventName, eventValue, t) => out.push({ userId, eventName, eventValue, t });
  const eveningHour = () =>
    rnd() < 0.25 ? between(20, 21) : rnd() < 0.65 ? between(16, 22.9) : between(6.5, 8.2);

  // trip campaigns: every ~15 days a class trip; the big one closes on TRIP_DEADLINE
  const trips = [];
  for (let k = 6; k < SPAN - 3; k += 13 + Math.floor(rnd() * 5)) {
    if (Math.abs(k - TRIP_DEADLINE) < 6) continue;
    trips.push({
      open: k,
      close: k + 5 + Math.floor(rnd() * 4),
      price: pick([8.5, 12, 15.75, 18, 22.5, 27.25, 35]),
      reach: 0.12 + rnd() * 0.16,
    });
  }
  trips.push({ open: TRIP_DEADLINE - 8, close: TRIP_DEADLINE, price: 145, reach: 0.55, big: true });

  for (let k = 0; k <= SPAN; k++) {
    const w = wd(k),
      school = isSchoolDay(k),
      g = growth(k);
    // teachers
    for (const t of teachers) {
      if (!active(t, k)) continue;
      if (rnd() < (school ? 0.9 : 0.22)) push(t.id, 'app_opened', 0, school ? at(k, 6.8, 9) : at(k, 14, 21));
      if (school && rnd() < 0.4 * t.eng) push(t.id, 'assignment_posted', 0, at(k, 8, 15.5));
      if (school && rnd() < 0.05 * t.eng) push(t.id, 'announcement.posted', 0, at(k, 7.5, 15));
      if (school && rnd() < 0.3) push(t.id, 'app_opened', 0, at(k, 12, 16));
    }
    for (const a of admins) {
      if (school && rnd() < 0.55 * a.eng) push(a.id, 'announcement.posted', 0, at(k, 7, 12));
      if (school && rnd() < 0.8) push(a.id, 'app_opened', 0, at(k, 6.5, 9));
    }
    // trips: announcement on open day by the principal
    for (const tr of trips) if (tr.open === k) push('adm_01', 'announcement.posted', 0, at(k, 7, 9));

    // students
    for (const s of students) {
      if (!active(s, k)) continue;
      const hwP = [0.2, 0.22, 0.22, 0.18, 0.05, 0.04, 0.3][w] * s.eng * g;
      const opens = rnd() < (school ? 0.27 : 0.18) * s.eng * g;
      if (opens) push(s.id, 'app_opened', 0, at(k, ...(rnd() < 0.75 ? [15, 23.5] : [6.5, 8])));
      if (rnd() < 0.15) push(s.id, 'app_opened', 0, at(k, 0, 6)); // night owls
      if (rnd() < hwP) {
        const t = rnd() < 0.3 ? at(k, 19, 20) : w === 6 ? at(k, 13, 23.8) : at(k, 15.5, 23.8); // after-dinner peak
        const minutes = Math.max(
          5,
          Math.round(between(10, 70) * (s.id === 'stu_1088' ? 1.6 : 1) + (rnd() < 0.1 ? between(30, 90) : 0)),
        );
        push(s.id, 'HomeworkSubmitted', minutes, t);
        // graded by the homeroom teacher (or whoever covers)
        const teacher = teacherAt(s.id, k);
        const fast = teacher === 'tch_317';
        if (rnd() < (fast ? 0.97 : 0.84)) {
          let gt = t + Math.floor(between(fast ? 10 : 16, fast ? 30 : 70) * 3600) * 1000;
          const gk = Math.floor((gt - day0) / DAY);
          const gw = wd(gk);
          if (gw >= 5) gt += (7 - gw) * DAY; // no grading on weekends: moves to Monday
          gt = Math.floor(gt / DAY) * DAY + Math.floor(between(8, 22) * 3600) * 1000;
          const gk2 = Math.floor((gt - day0) / DAY);
          const teacher2 = T[teacher].leave <= gk2 ? 'tch_333' : teacher;
          const score = Math.min(
            100,
            Math.max(22, Math.round(s.ability + between(-18, 14) + (7 * k) / SPAN - 4)),
          );
          push(teacher2, 'submission_graded', score, gt);
          if (rnd() < 0.48) push(s.id, 'grade.viewed', 0, gt + Math.floor(between(0.5, 30) * 3600) * 1000);
          const par = P[s.parent];
          if (par && active(par, gk2) && rnd() < 0.2 * par.eng)
            push(par.id, 'grade.viewed', 0, gt + Math.floor(between(2, 40) * 3600) * 1000);
        }
      }
      if (school) {
        const absentP = k === FLU_DAY ? 0.2 : k === FLU_DAY + 1 ? 0.11 : 0.022;
        if (rnd() < absentP) push(s.id, 'Marked Absent', 0, at(k, 8, 8.7));
        else if (rnd() < s.lateProb)
          push(s.id, 'marked-late', Math.round(between(1, s.id === 'stu_1142' ? 25 : 40)), at(k, 8.1, 9.6));
      }
    }

    // parents
    for (const p of parents) {
      if (!active(p, k)) continue;
      const e = p.eng * g;
      if (rnd() < (school ? 0.2 : 0.12) * e)
        push(p.id, 'app_opened', 0, at(k, ...(rnd() < 0.6 ? [18, 22.5] : [6, 8.2])));
      if (rnd() < 0.1) push(p.id, 'app_opened', 0, at(k, 0, 6)); // night shifts
      const reads = rnd() < (school ? 0.14 : 0.05) * e * (p.reads ?? 1) ? (rnd() < 0.25 ? 2 : 1) : 0;
      for (let r = 0; r < reads; r++)
        push(p.id, 'Message Read', 0, at(k, eveningHour(), eveningHour() + 0.01));
      // lunch top-ups on Sunday evening / Monday morning
      if ((w === 6 || w === 0) && rnd() < 0.36 * Math.min(e, 1.8)) {
        const base = pick([10, 15, 20, 20, 25, 30, 40, 50]);
        // about 40% use "refill to target", which tops up an odd amount (in quarters)
        const amount =
          rnd() < 0.4
            ? (Math.round(between(6, 55) * 4) / 4) * Math.max(1, p.kids.length)
            : base * Math.max(1, p.kids.length) * (p.id === 'par_2044' ? 1.5 : 1);
        push(p.id, 'LunchTopUp', amount, w === 6 ? at(k, 17, 22) : at(k, 6, 8.3));
      }
      // trips
      for (const tr of trips) {
        if (k !== tr.open) continue;
        const signs =
          p.id === 'par_2044' || p.id === 'par_2107'
            ? rnd() < 2
            : rnd() < tr.reach * Math.min(1.5, 0.6 + p.eng / 2);
        if (!signs) continue;
        let sk = tr.big
          ? rnd() < 0.45
            ? tr.close
            : tr.open + Math.floor(rnd() * 8)
          : tr.open + Math.floor(rnd() * (tr.close - tr.open + 1));
        if (sk < p.join || sk >= p.leave) continue;
        const st = at(sk, ...(rnd() < 0.6 ? [18, 22.8] : [6, 8.5]));
        push(p.id, 'permission-slip-signed', 0, st);
        const r = rnd();
        // siblings pay twice; some add a voluntary contribution to the class fund
        const amount =
          tr.price * (p.id === 'par_2044' ? 3 : rnd() < 0.15 ? 2 : 1) +
          (rnd() < 0.3 ? pick([2.5, 5, 7.25, 10, 12.5, 15, 20]) : 0);
        if (r < 0.78)
          push(p.id, 'trip.payment', amount, st + Math.floor(between(0.05, tr.big ? 30 : 70) * 3600) * 1000);
        else if (r < 0.86) push(p.id, 'trip.payment', amount, st - Math.floor(between(1, 20) * 3600) * 1000);
      }
    }
  }

  // ---- incidents and the window ------------------------------------------------------------
  const lo = nowMs - SPAN * DAY,
    hi = nowMs - 120_000;
  const prnd = mulberry32(99);
  const events = [];
  for (const ev of out) {
    const keep = prnd();
    const k = Math.floor((ev.t - day0) / DAY);
    if (k === OUTAGE_DAY && ev.eventName !== 'Marked Absent' && ev.eventName !== 'marked-late' && keep < 0.72)
      continue;
    if (ev.t < lo || ev.t > hi) continue;
    events.push({
      userId: ev.userId,
      eventName: ev.eventName,
      eventValue: ev.eventValue,
      timestamp: new Date(ev.t).toISOString().slice(0, 19) + 'Z',
    });
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
