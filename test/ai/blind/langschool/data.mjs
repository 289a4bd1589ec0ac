// Lingua Loop — an online language school. Synthetic, deterministic usage events.
const DAY = 86_400_000,
  HOUR = 3_600_000;

export const EVENT_NAMES = [
  'placement_test_completed', // value: placement score 0–100
  'course.enrolled', // value: CEFR level of the course, 1 (A1) … 6 (C2)
  'TuitionPaid', // value: tuition paid, EUR
  'Lesson Booked', // value: booked lesson length, minutes
  'Live Class Joined', // value: minutes attended
  'class_hosted', // teachers; value: class length, minutes
  'homework-submitted', // value: grade 0–100
  'practice.session', // value: minutes practised in the app
  'StreakExtended', // value: streak length in days after the extension
  'certificate_issued', // value: CEFR level certified, 1–6
  'refund_issued', // value: refunded amount, EUR
  'teacher-payout', // teachers; value: payout, EUR
  'app_opened', // value: 0
];

export const PERSONAS = {
  topLearner: 'learner_0007', // daily practiser since the start, longest streak
  churner: 'learner_0113', // very active early on, silent for the last ~46 days
  newcomer: 'learner_0429', // took the placement test 3 days ago
  refunder: 'learner_0250', // paid, then got a refund
  bigSpender: 'learner_0088', // premium plan plus extra private-lesson tuition
  topTeacher: 'teacher_03', // hosts the most classes, largest payouts
};
export const NOBODY = 'learner_9999';

const INCIDENT_DAY = 23; // days before today: video-platform outage, live classes fail, refunds

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
// learners mostly practise in the evening (UTC), some at breakfast and lunch
const LEARNER_HOURS = [1.7, 1.3, 0.9, 0.5, 1.1, 2, 4, 6, 5, 3, 3, 4, 6, 5, 4, 4, 6, 9, 12, 14, 11, 8, 4, 2];
const TEACHER_HOURS = [0, 0, 0, 0, 0, 0, 1, 3, 6, 8, 8, 7, 5, 7, 8, 8, 7, 6, 5, 3, 1, 0, 0, 0];
function hourPicker(weights) {
  const total = weights.reduce((a, b) => a + b, 0);
  return (r) => {
    let x = r * total;
    for (let h = 0; h < 24; h++) {
      x -= weights[h];
      if (x < 0) return h;
    }
    return 23;
  };
}
const learnerHour = hourPicker(LEARNER_HOURS),
  teacherHour = hourPicker(TEACHER_HOURS);

export function generateEvents(now) {
  const rnd = mulberry32(0x1a9c5);
  const nowMs = +now;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const earliest = Math.ceil((nowMs - 120 * DAY) / 1000) * 1000;
  const latest = Math.floor((nowMs - 120_000) / 1000) * 1000;
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const dayOf = (d) => today0 - d * DAY; // d days before today, 0..119
  const wd = (d) => (new Date(dayOf(d)).getUTCDay() + 6) % 7; // 0 = Monday
  const at = (d, hour) => dayOf(d) + hour * HOUR + Math.floor(rnd() * HOUR);
  const money = (x) => Math.round(x * 100) / 100;

  // ---- teachers ----------------------------------------------------------------------
  for (let i = 1; i <= 24; i++) {
    const id = `teacher_${pad(i, 2)}`;
    const skill = i === 3 ? 1.0 : 0.35 + rnd() * 0.45;
    const rate = i === 3 ? 0.62 : 0.4 + rnd() * 0.15; // EUR per minute taught
    const joined = i <= 16 ? 119 : Math.floor(20 + rnd() * 90);
    let weekMinutes = 0;
    for (let d = 119; d >= 0; d--) {
      const w = wd(d);
      if (d <= joined) {
        const p = (w < 5 ? 1 : 0.25) * skill * (d === INCIDENT_DAY ? 0.15 : 1);
        const k = rnd() < p ? 1 + Math.floor(rnd() * 3) : 0;
        for (let j = 0; j < k; j++) {
          const len = [45, 60, 60, 90][Math.floor(rnd() * 4)];
          weekMinutes += len;
          push(id, 'class_hosted', len, at(d, teacherHour(rnd())));
        }
      }
      if (w === 4 && weekMinutes > 0 && d <= joined) {
        // Friday payouts
        push(id, 'teacher-payout', money(weekMinutes * rate), at(d, 10 + Math.floor(rnd() * 2)));
        weekMinutes = 0;
      }
    }
  }

  // ---- learners ----------------------------------------------------------------------
  const PLANS = [129, 189, 249, 349];
  for (let i = 1; i <= 430; i++) {
    const id = `learner_${pad(i, 4)}`;
    const u = rnd();
    // growth: a base of existing learners plus sign-ups accelerating toward today
    let start = rnd() < 0.22 ? 119 : Math.floor(118 * (1 - Math.sqrt(u)));
    let a = 0.25 + rnd() * 0.9;
    const life = 10 + Math.floor(-Math.log(1 - rnd() * 0.999) * 70);
    let end = start - life; // last active day offset (may be < 0: still active)
    const onlyPlacement = rnd() < 0.1;
    let plan = PLANS[Math.floor(rnd() * 4)];
    const voucher = Math.round(rnd() * 3000) / 100; // per-learner discount, EUR
    const enrolGap = 1 + Math.floor(rnd() * 3);
    const level = 1 + Math.floor(rnd() * 6);
    if (id === PERSONAS.topLearner) {
      start = 119;
      end = -1;
      a = 2.6;
      plan = 249;
    }
    if (id === PERSONAS.churner) {
      start = 118;
      end = 46;
      a = 1.6;
      plan = 189;
    }
    if (id === PERSONAS.newcomer) {
      start = 3;
      end = -1;
      a = 1.1;
      plan = 129;
    }
    if (id === PERSONAS.refunder) {
      start = 60;
      end = -1;
      a = 0.5;
      plan = 349;
    }
    if (id === PERSONAS.bigSpender) {
      start = 110;
      end = -1;
      a = 1.0;
      plan = 349;
    }
    push(id, 'placement_test_completed', 20 + Math.floor(rnd() * 79), at(start, learnerHour(rnd())));
    if (onlyPlacement && !Object.values(PERSONAS).includes(id)) {
      for (let d = start; d > Math.max(start - 6, -1); d--)
        if (rnd() < 0.5) push(id, 'app_opened', 0, at(d, learnerHour(rnd())));
      continue;
    }
    const enrolDay = Math.max(start - enrolGap, 0);
    const enrolT = at(enrolDay, 8 + Math.floor(rnd() * 12));
    push(id, 'course.enrolled', level, enrolT);
    push(id, 'TuitionPaid', money(plan - voucher), enrolT + 600_000 + Math.floor(rnd() * 1800) * 1000);
    const refunded = id === PERSONAS.refunder || rnd() < 0.04;
    if (refunded) {
      const rd = Math.max(enrolDay - 1 - Math.floor(rnd() * 6), 0);
      push(
        id,
        'refund_issued',
        id === PERSONAS.refunder ? money(plan - voucher) : money(plan * (0.3 + rnd() * 0.5)),
        at(rd, 9 + Math.floor(rnd() * 8)),
      );
    }
    let streak = 0;
    for (let d = enrolDay; d > end && d >= 0; d--) {
      const w = wd(d);
      if ((enrolDay - d) % 30 === 0 && d !== enrolDay)
        push(id, 'TuitionPaid', money(plan - voucher), at(d, 8 + Math.floor(rnd() * 4)));
      if (id === PERSONAS.bigSpender && (enrolDay - d) % 14 === 7) push(id, 'TuitionPaid', 95, at(d, 12));
      if (d === enrolDay - 50 && rnd() < 0.7)
        push(id, 'certificate_issued', level, at(d, 9 + Math.floor(rnd() * 6)));
      if (id === PERSONAS.topLearner && d === enrolDay - 95)
        push(id, 'certificate_issued', level + 1, at(d, 11));
      const weekend = w >= 5;
      // practice in the app, heavier at weekends
      const pp = Math.min(0.95, a * 0.52 * (weekend ? 1.45 : 1));
      let practised = false;
      let k = 0;
      while (k < 4 && rnd() < pp * (k === 0 ? 1 : 0.4)) {
        k++;
        practised = true;
        push(id, 'practice.session', 5 + Math.floor(rnd() * 36), at(d, learnerHour(rnd())));
      }
      if (practised && rnd() < 0.85) {
        streak++;
        push(
          id,
          'StreakExtended',
          streak,
          at(d, 21) + 3 * HOUR > dayOf(d) + DAY ? dayOf(d) + 23 * HOUR : at(d, 21),
        );
      } else if (!practised) streak = 0;
      if (id === PERSONAS.topLearner && rnd() < 0.8)
        push(id, 'practice.session', 10 + Math.floor(rnd() * 20), at(d, 12));
      if (rnd() < Math.min(0.9, a * (weekend ? 0.3 : 0.42)))
        push(id, 'app_opened', 0, at(d, learnerHour(rnd())));
      if (d === INCIDENT_DAY && rnd() < 0.5) push(id, 'app_opened', 0, at(d, 15 + Math.floor(rnd() * 4)));
      // live classes on weekdays; the incident day's outage kills most of them
      const lp = a * [0.16, 0.21, 0.18, 0.15, 0.11, 0.04, 0.04][w] * (d === INCIDENT_DAY ? 0.1 : 1);
      if (rnd() < lp) push(id, 'Live Class Joined', 20 + Math.floor(rnd() * 41), at(d, learnerHour(rnd())));
      if (rnd() < a * 0.07)
        push(id, 'Lesson Booked', [30, 45, 60][Math.floor(rnd() * 3)], at(d, learnerHour(rnd())));
      if (rnd() < a * (w === 6 ? 0.18 : 0.06))
        push(id, 'homework-submitted', 40 + Math.floor(rnd() * 61), at(d, learnerHour(rnd())));
      if (d === INCIDENT_DAY && rnd() < 0.09)
        push(id, 'refund_issued', 15 + Math.floor(rnd() * 26), at(d, 16 + Math.floor(rnd() * 6)));
    }
  }
  events.sort((x, y) => (x.timestamp < y.timestamp ? -1 : x.timestamp > y.timestamp ? 1 : 0));
  return events;
}
