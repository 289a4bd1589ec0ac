// Blind round "learn": usage events of an online course platform.
// Learners sign up, enrol in courses, watch lessons, take quizzes, hand in assignments, finish
// courses and earn certificates, post in the forums and buy subscriptions; instructors are users
// too, they log in, publish lessons and answer in the forums.
// generateEvents(now) is deterministic for a given `now`: a seeded PRNG per user, every time
// relative to `now`, over the 120 days before it, never in the last 2 minutes.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const WINDOW_DAYS = 120;

export const EVENT_NAMES = [
  'signed_up', // account created (value 0)
  'login', // a session starts (value 0)
  'course_enrolled', // enrolled in a course (value 0)
  'lesson.viewed', // watched a lesson (value = minutes watched)
  'quiz_completed', // finished a quiz (value = score 0-100)
  'assignment_submitted', // handed in an assignment (value 0)
  'course_completed', // finished every lesson of a course (value 0)
  'CertificateIssued', // certificate for a completed course, subscribers only (value 0)
  'forum_post', // a post or reply in the course forums (value 0)
  'subscription.purchased', // subscription payment, first or renewal (value = amount in USD; team plans = seats x price)
  'subscription.cancelled', // subscription cancelled (value 0)
  'lesson_published', // an instructor published a lesson (value 0)
];

export const PERSONAS = {
  heavy: 'usr_0007', // long-standing heavy learner (no signed_up in the window), annual subscriber
  newcomer: 'usr_0042', // signed up about 60 days ago, monthly subscriber
  cancelled: 'usr_0123', // signed up ~95 days ago, monthly subscriber, cancelled ~20 days ago, gone since
  instructor: 'usr_0215', // instructor: logins, lesson_published, forum_post only
};
export const NOBODY = 'usr_0999';

const N_USERS = 460;
const isInstructor = (i) => i % 21 === 5; // 22 instructors, usr_0215 among them

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

// weekday factor, Monday first (learners study on Sundays and early in the week)
const WEEKDAY_FACTOR = [1.0, 1.08, 1.0, 0.94, 0.78, 0.68, 1.2];
// UTC hour weights: a lunchtime bump and a strong evening peak
const HOUR_WEIGHT = [3, 2, 1.5, 1, 1, 1, 1.5, 3, 4, 5, 5, 6, 8, 8, 6, 5, 5, 6, 8, 11, 13, 12, 8, 5];
const HOUR_TOTAL = HOUR_WEIGHT.reduce((a, b) => a + b, 0);
function pickHour(r) {
  let x = r() * HOUR_TOTAL;
  for (let h = 0; h < 24; h++) if ((x -= HOUR_WEIGHT[h]) < 0) return h;
  return 23;
}
const _pick = (r, list) => list[Math.floor(r() * list.length)];
const randInt = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
function normal(r, mean, sd) {
  const u = Math.max(r(), 1e-9),
    v = r();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export function generateEvents(now) {
  const nowMs = +new Date(now);
  const start = nowMs - WINDOW_DAYS * DAY;
  const end = nowMs - 2 * MIN; // nothing in the last 2 minutes
  const firstDay = Math.floor(start / DAY) * DAY;
  const events = [];

  for (let i = 1; i <= N_USERS; i++) {
    const userId = `usr_${String(i).padStart(4, '0')}`;
    const r = mulberry32(0x5eed0000 + i * 7919);
    const push = (t, eventName, eventValue = 0) => {
      if (t < start || t >= end) return;
      events.push({ userId, eventName, eventValue, t: Math.floor(t / 1000) * 1000 });
    };
    const instructor = isInstructor(i);

    // --- who they are ------------------------------------------------------------------
    let preExisting = r() < (instructor ? 0.8 : 0.3);
    let joinT, activeFrom;
    const levelDraw = r();
    const spread = r();
    let p = instructor
      ? 0.3 + 0.2 * spread
      : levelDraw < 0.04
        ? 0.55 + 0.4 * spread // heavy learners
        : levelDraw < 0.5
          ? 0.18 + 0.24 * spread // regular
          : 0.04 + 0.1 * spread; // occasional
    let churnT = r() < 0.25 ? null : Infinity;
    let sub = null; // { start, monthly, price, cancelAt }
    const subDraw = r(),
      planDraw = r(),
      priceDraw = r(),
      cancelDraw = r(),
      subDelay = r();

    if (preExisting) {
      joinT = start;
      // a few dormant accounts come back only in the last weeks
      activeFrom = r() < 0.07 ? end - randInt(r, 3, 35) * DAY : start + r() * 6 * DAY;
    } else {
      joinT = start + (end - start) * Math.sqrt(r()); // more sign-ups lately
      activeFrom = joinT;
    }
    if (churnT === null) churnT = activeFrom + (5 + r() * 80) * DAY;

    // personas
    if (userId === PERSONAS.heavy) {
      preExisting = true;
      joinT = start;
      activeFrom = start + 0.4 * DAY;
      p = 0.85;
      churnT = Infinity;
    }
    if (userId === PERSONAS.newcomer) {
      preExisting = false;
      joinT = nowMs - 60 * DAY + 5.3 * HOUR;
      activeFrom = joinT;
      p = 0.35;
      churnT = Infinity;
    }
    if (userId === PERSONAS.cancelled) {
      preExisting = false;
      joinT = nowMs - 95 * DAY + 2.1 * HOUR;
      activeFrom = joinT;
      p = 0.4;
      churnT = nowMs - 19.6 * DAY;
    }
    if (userId === PERSONAS.instructor) {
      preExisting = true;
      joinT = start;
      activeFrom = start + 1.2 * DAY;
      p = 0.5;
      churnT = Infinity;
    }

    // --- subscriptions ---------------------------------------------------------------------
    if (!instructor && subDraw < 0.38) {
      const monthly = planDraw < 0.7;
      let price = monthly
        ? [19, 24, 29][Math.floor(priceDraw * 3)]
        : [149, 179, 199][Math.floor(priceDraw * 3)];
      // about 1 subscriber in 10 buys a team plan: several seats on one payment
      if (r() < 0.1) price = randInt(r, 3, 25) * (monthly ? 17 : 129);
      sub = { start: activeFrom + (0.02 + subDelay * 25) * DAY, monthly, price, cancelAt: Infinity };
      if (monthly && (cancelDraw < 0.35 || churnT < end)) {
        const life = churnT < end ? churnT - 0.5 * DAY : sub.start + (20 + cancelDraw * 180) * DAY;
        sub.cancelAt = life;
      }
    }
    if (userId === PERSONAS.heavy)
      sub = { start: start + 14.3 * DAY, monthly: false, price: 149, cancelAt: Infinity };
    if (userId === PERSONAS.newcomer)
      sub = { start: joinT + 3.2 * DAY, monthly: true, price: 24, cancelAt: Infinity };
    if (userId === PERSONAS.cancelled)
      sub = {
        start: nowMs - 80 * DAY + 7.7 * HOUR,
        monthly: true,
        price: 29,
        cancelAt: nowMs - 20 * DAY + 3.4 * HOUR,
      };

    const subscribedAt = (t) => sub && t >= sub.start && t < sub.cancelAt;
    if (sub && sub.start < Math.min(end, churnT)) {
      const coupon = r() < 0.15;
      let t = sub.start,
        first = true;
      while (t < Math.min(sub.cancelAt, churnT, end)) {
        const amount = first && coupon ? Math.round(sub.price * 75) / 100 : sub.price;
        push(t, 'subscription.purchased', amount);
        first = false;
        if (!sub.monthly) break;
        t += 30 * DAY + randInt(r, 0, 3600) * 1000;
      }
      if (sub.cancelAt < Math.min(churnT, end) + DAY) push(sub.cancelAt, 'subscription.cancelled');
    }

    // --- sign-up -----------------------------------------------------------------------------
    if (!preExisting) {
      push(joinT, 'signed_up');
      if (!instructor) push(joinT + randInt(r, 40, 900) * 1000, 'course_enrolled');
    }

    // --- sessions ------------------------------------------------------------------------------
    let lessons = 0,
      nextCompletion = randInt(r, 18, 40);
    const lastT = Math.min(churnT, end);
    for (let day = firstDay; day < lastT; day += DAY) {
      const wd = (new Date(day).getUTCDay() + 6) % 7;
      const growth = 0.8 + 0.4 * ((day - start) / (end - start));
      if (r() >= p * WEEKDAY_FACTOR[wd] * growth) continue;
      let t = day + pickHour(r) * HOUR + randInt(r, 0, 3599) * 1000;
      if (t < activeFrom || t >= lastT) continue;
      push(t, 'login');
      t += randInt(r, 5, 90) * 1000;
      if (instructor) {
        if (r() < 0.35) {
          push(t, 'lesson_published');
          t += randInt(r, 60, 1200) * 1000;
        }
        if (r() < 0.45) push(t, 'forum_post');
        continue;
      }
      if (r() < 0.04) {
        push(t, 'course_enrolled');
        t += randInt(r, 20, 300) * 1000;
      }
      const k = randInt(r, 1, 4);
      for (let j = 0; j < k; j++) {
        const minutes = Math.max(1, Math.min(55, Math.round(normal(r, 14, 9))));
        push(t, 'lesson.viewed', minutes);
        t += (minutes * 60 + randInt(r, 10, 120)) * 1000;
        lessons++;
        if (lessons >= nextCompletion) {
          push(t, 'course_completed');
          if (subscribedAt(t)) push(t + randInt(r, 3, 90) * 1000, 'CertificateIssued');
          t += 120 * 1000;
          nextCompletion = lessons + randInt(r, 18, 40);
        }
      }
      if (r() < 0.35) {
        const score = Math.max(0, Math.min(100, Math.round(normal(r, 71, 16))));
        push(t, 'quiz_completed', score);
        t += randInt(r, 60, 600) * 1000;
      }
      if (r() < 0.08) {
        push(t, 'assignment_submitted');
        t += randInt(r, 30, 600) * 1000;
      }
      if (r() < 0.07) push(t, 'forum_post');
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
