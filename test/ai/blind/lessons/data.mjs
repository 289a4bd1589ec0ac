// Synthetic usage events for "Encore", an online marketplace for private music lessons.
// Students find teachers, book a trial, buy lesson packages, book and take lessons over video,
// log practice minutes and rate teachers. Teachers complete lessons and update availability.

export const EVENT_NAMES = [
  'account-created', // kebab   value 0
  'profile.viewed', // dotted  value 0 (student viewed a teacher profile)
  'trial.booked', // dotted  value = trial length in minutes (20 or 30)
  'Package Purchased', // Title   value = price paid in USD
  'lesson_booked', // snake   value = lesson length in minutes (30/45/60)
  'lesson.cancelled', // dotted  value = hours of notice given
  'LessonCompleted', // Camel   value = minutes taught (emitted by the teacher)
  'practice-logged', // kebab   value = practice minutes
  'TeacherRated', // Camel   value = stars 1..5
  'video_call_dropped', // snake   value = seconds of the call lost
  'Message Sent', // Title   value 0
  'availability.updated', // dotted value = open slots for the coming week (teachers)
];

export const PERSONAS = {
  topPracticer: 'stu_0007', // practises almost every day, long sessions
  churner: 'stu_0042', // very active early on, gone for the last ~2 months
  newcomer: 'stu_0901', // joined 3 days ago
  bigSpender: 'stu_0123', // buys the big 24-lesson packages repeatedly
  starTeacher: 'tch_07', // the most booked teacher
  lowRatedTeacher: 'tch_13', // consistently poor ratings
};

export const NOBODY = 'stu_9999';

const DAY = 86_400_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Evening-heavy hour profile (UTC; most students are in Europe / the Americas).
const HOUR_W = [2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 8, 9, 10, 12, 15, 18, 20, 16, 12, 8, 4];
const HOUR_CUM = HOUR_W.reduce((a, w) => (a.push((a.at(-1) ?? 0) + w), a), []);
// Monday..Sunday activity factor: weekends busiest for lessons and practice.
const WEEKDAY_F = [0.9, 0.95, 1.0, 0.95, 0.8, 1.25, 1.45];

export function generateEvents(now) {
  const rnd = mulberry32(20261101);
  const nowMs = Math.floor(+now / 1000) * 1000;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const firstDay = Math.floor(earliest / DAY) * DAY;
  const nDays = Math.round((Math.floor(nowMs / DAY) * DAY - firstDay) / DAY) + 1; // 121
  const incidentDay = nDays - 1 - 23; // video provider outage, 23 days before today
  const events = [];
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const hour = () => {
    const r = rnd() * HOUR_CUM[23];
    return HOUR_CUM.findIndex((c) => r < c);
  };
  const stamp = (d, h = hour()) => firstDay + d * DAY + h * 3_600_000 + Math.floor(rnd() * 3600) * 1000;
  const push = (userId, eventName, eventValue, t) => {
    if (t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue, t });
  };

  // Teachers
  const teachers = [];
  for (let i = 1; i <= 40; i++) {
    const id = `tch_${String(i).padStart(2, '0')}`;
    const quality = id === 'tch_13' ? 2.2 : 3.6 + rnd() * 1.3;
    const pop = id === 'tch_07' ? 9 : id === 'tch_13' ? 1.2 : 0.5 + rnd() * 2.5;
    teachers.push({ id, quality, pop });
  }
  const popSum = teachers.reduce((s, t) => s + t.pop, 0);
  const pickTeacher = () => {
    let r = rnd() * popSum;
    for (const t of teachers) if ((r -= t.pop) < 0) return t;
    return teachers[0];
  };

  // Students: 110 already on the platform when the window opens, then a growing stream of signups.
  const students = [];
  let seq = 1;
  const newStudent = (joinDay, veteran) => {
    const id = `stu_${String(seq++).padStart(4, '0')}`;
    const s = {
      id,
      joinDay,
      veteran,
      engage: 0.3 + rnd() * 0.9,
      lpw: 0.5 + rnd() * 1.6,
      len: pick([30, 45, 45, 60]),
      teacher: pickTeacher(),
      churnDay: rnd() < 0.35 ? joinDay + 10 + Math.floor(rnd() * 90) : Infinity,
      credits: 0,
      converts: rnd() < 0.62,
    };
    students.push(s);
    return s;
  };
  for (let i = 0; i < 110; i++) newStudent(Math.floor(rnd() * 3), true);
  for (let d = 3; d < nDays - 1; d++) {
    const rate = 1.2 + 2.6 * (d / nDays);
    let k = Math.floor(rate) + (rnd() < rate % 1 ? 1 : 0);
    for (let j = 0; j < k; j++) newStudent(d, false);
  }
  // Personas
  const byId = (id) => students.find((s) => s.id === id);
  for (const id of ['stu_0007', 'stu_0042', 'stu_0123']) byId(id).loyal = true;
  Object.assign(byId('stu_0007'), { engage: 2.6, lpw: 2.5, churnDay: Infinity, converts: true, len: 60 });
  Object.assign(byId('stu_0042'), {
    engage: 1.6,
    lpw: 2.2,
    churnDay: nDays - 62,
    converts: true,
    joinDay: 0,
  });
  Object.assign(byId('stu_0123'), {
    engage: 1.0,
    lpw: 3.6,
    len: 45,
    churnDay: Infinity,
    converts: true,
    big: true,
  });
  for (const id of ['stu_0007', 'stu_0042', 'stu_0123']) {
    if (byId(id).teacher.id === 'tch_07') byId(id).teacher = teachers[2];
  }
  const newcomer = {
    id: 'stu_0901',
    joinDay: nDays - 4,
    veteran: false,
    engage: 1.2,
    lpw: 1.5,
    len: 45,
    teacher: teachers[6],
    churnDay: Infinity,
    credits: 0,
    converts: true,
    loyal: true,
  };
  students.push(newcomer);

  const packages = [
    [4, 139],
    [8, 259],
    [12, 369],
    [24, 689],
  ];
  for (const s of students) {
    const tch = s.teacher;
    for (let d = s.joinDay; d < nDays && d < s.churnDay; d++) {
      const wd = (new Date(firstDay + d * DAY).getUTCDay() + 6) % 7;
      const wf = WEEKDAY_F[wd];
      const life = d - s.joinDay;
      if (life === 0 && !s.veteran) {
        const t0 = stamp(d);
        push(s.id, 'account-created', 0, t0);
        const views = 1 + Math.floor(rnd() * 4);
        for (let v = 0; v < views; v++)
          push(s.id, 'profile.viewed', 0, t0 + (v + 1) * 60_000 * (1 + Math.floor(rnd() * 20)));
        if (rnd() < 0.72 || s.id === 'stu_0901' || s.id === 'stu_0123') {
          push(s.id, 'trial.booked', pick([20, 30]), t0 + 3_600_000 + Math.floor(rnd() * 7200) * 1000);
          s.trial = true;
        }
        continue;
      }
      if (!s.veteran && s.credits === 0 && !s.bought) {
        if (!s.trial || !s.converts) {
          if (rnd() < 0.08) push(s.id, 'profile.viewed', 0, stamp(d));
          if (life > 20) break;
          continue;
        }
        if (life >= 1 + Math.floor(rnd() * 4)) {
          const p = s.big ? packages[3] : pick(packages.slice(0, 3));
          push(s.id, 'Package Purchased', rnd() < 0.15 ? Math.round(p[1] * 90) / 100 : p[1], stamp(d));
          s.credits = p[0];
          s.bought = true;
        }
        continue;
      }
      if (s.veteran && !s.bought) {
        s.credits = 2 + Math.floor(rnd() * 8);
        s.bought = true;
      }
      if (s.credits === 0) {
        if (rnd() < 0.8 || s.loyal) {
          const p = s.big ? packages[3] : pick(packages);
          push(s.id, 'Package Purchased', rnd() < 0.15 ? Math.round(p[1] * 90) / 100 : p[1], stamp(d));
          s.credits = p[0];
        } else break; // ran out of credits and left
      }
      // Practice
      if (rnd() < Math.min(0.97, 0.45 * s.engage * wf)) {
        const mins =
          s.id === 'stu_0007' ? 40 + Math.floor(rnd() * 50) : 5 + Math.floor(rnd() * 26 * s.engage);
        push(s.id, 'practice-logged', mins, stamp(d));
      }
      // Lessons
      if (rnd() < (s.lpw / 7) * wf) {
        const tb = stamp(d);
        push(s.id, 'lesson_booked', s.len, tb);
        s.credits--;
        if (rnd() < 0.1) {
          push(
            s.id,
            'lesson.cancelled',
            1 + Math.floor(rnd() * 48),
            tb + (2 + Math.floor(rnd() * 20)) * 3_600_000,
          );
          s.credits++;
        } else {
          const tl = stamp(d + 1 + Math.floor(rnd() * 2));
          const dropP = Math.floor((tl - firstDay) / DAY) === incidentDay ? 0.8 : 0.05;
          if (rnd() < dropP)
            push(
              s.id,
              'video_call_dropped',
              20 + Math.floor(rnd() * 400),
              tl + Math.floor(rnd() * 1800) * 1000,
            );
          push(tch.id, 'LessonCompleted', s.len, tl + s.len * 60_000);
          if (rnd() < 0.3) {
            const stars = Math.max(1, Math.min(5, Math.round(tch.quality + (rnd() - 0.5) * 2)));
            push(s.id, 'TeacherRated', stars, tl + s.len * 60_000 + Math.floor(rnd() * 7200) * 1000);
          }
        }
      }
      if (rnd() < 0.16 * s.engage) {
        const tm = stamp(d);
        push(s.id, 'Message Sent', 0, tm);
        if (rnd() < 0.7) push(tch.id, 'Message Sent', 0, tm + Math.floor(rnd() * 5400) * 1000);
      }
    }
  }
  // Teachers update availability about twice a week.
  for (const t of teachers) {
    for (let d = 0; d < nDays; d++) {
      if (rnd() < 0.28) push(t.id, 'availability.updated', 2 + Math.floor(rnd() * 14), stamp(d));
    }
  }
  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
