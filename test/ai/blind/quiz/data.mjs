// Lingobit — a fictional language-learning quiz app. Deterministic usage events relative to
// `now`: about 750 learners and ~40,000 events over the 120 days before `now`; nothing in the
// future and nothing in the last 2 minutes. Same `now` (and seed) → same events.
//
// Event names and what `eventValue` means:
//   signup              a new learner registers (only learners who joined inside the window)  1
//   app_opened          a learning session starts                                              1
//   reminder_clicked    the learner tapped a daily reminder notification (just before opening) 1
//   lesson_started      a lesson was begun                                                      1
//   lesson_completed    a lesson was finished                               minutes spent (3–24)
//   quiz_passed         an end-of-lesson quiz passed (score ≥ 60)                score (60–100)
//   quiz_failed         an end-of-lesson quiz failed (score < 60)                 score (0–59)
//   hint_used           a hint was revealed during a lesson                                     1
//   xp_earned           experience points credited (lesson or passed quiz)         XP (16–116)
//   streak_extended     first completed lesson of a UTC day      streak length in days after it
//   streak_lost         shown on opening the app after a missed day       length of the lost streak
//   daily_goal_met      the day's XP reached the learner's goal             the goal in XP (20/30/50)
//   word_saved          a word was added to the learner's word list                             1
//   speaking_practiced  a speaking exercise was recorded                    seconds spoken (20–300)
//   leaderboard_viewed  the weekly league leaderboard was opened                                1
//   friend_invited      an invite link was sent to a friend                                     1
//   premium_bought      Lingobit Premium purchased or renewed    price (6.99 monthly, 59.99 yearly, 149.99 lifetime)
//   premium_refunded    a purchase was refunded                             refunded amount (price)
//
// Patterns: UTC hour-of-day peaks at lunchtime (12–13) and in the evening (19–21); a Sunday-
// evening spike; "new week" motivation on Monday (more sessions, early-morning ones too);
// quieter Fridays and Saturdays. About 30% of learners existed before the window (no signup
// event); a few of them come back only late, so "new learners" (first event ever) differ from
// signups. Signups grow over the window with a back-to-school bump in early September.
// Engagement decays per learner, about 35% churn, ~3% are heavy users. Streaks are simulated
// per UTC day. ~13% buy Premium (monthly plans renew every 30 days), ~10% of buyers refund.

const DAY_S = 86_400;
const SPAN_DAYS = 120;
const LEARNERS = 750;

export const EVENT_NAMES = [
  'signup',
  'app_opened',
  'reminder_clicked',
  'lesson_started',
  'lesson_completed',
  'quiz_passed',
  'quiz_failed',
  'hint_used',
  'xp_earned',
  'streak_extended',
  'streak_lost',
  'daily_goal_met',
  'word_saved',
  'speaking_practiced',
  'leaderboard_viewed',
  'friend_invited',
  'premium_bought',
  'premium_refunded',
];

// Fixed learners the cases ask about. Same id style as everyone else ('lrn.' + 4 letters).
export const PERSONAS = {
  veteran: 'lrn.mqzt', // heavy, long-standing (143-day streak at the window start), lifetime Premium ~90 days ago
  newcomer: 'lrn.bavo', // signed up about 50 days ago, steady
  refunder: 'lrn.kefu', // signed up ~98 days ago, bought monthly Premium, refunded, gone ~19 days ago
};
// A well-formed id that never occurs (generated ids never contain a 'z').
export const NOBODY = 'lrn.zzzz';

const PERSONA_SLOTS = { 11: 'veteran', 256: 'newcomer', 503: 'refunder' };

// mulberry32
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rnd, weighted) => {
  let r = rnd() * weighted.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of weighted) if ((r -= w) < 0) return item;
  return weighted[weighted.length - 1][0];
};
const between = (rnd, lo, hi) => lo + rnd() * (hi - lo);
const gauss = (rnd) => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());

// UTC hour weights: lunchtime and evening peaks.
const HOURS = [2, 1, 1, 1, 1, 2, 4, 7, 8, 6, 5, 6, 10, 11, 7, 5, 5, 7, 10, 13, 14, 11, 7, 4];
// Sunday..Saturday session multipliers (getUTCDay order).
const WEEKDAY_MULT = [1.0, 1.3, 1.1, 1.0, 0.95, 0.78, 0.7];
function hourWeights(weekday) {
  return HOURS.map((w, h) => {
    if (weekday === 0 && h >= 17 && h <= 21) w *= 2.3; // Sunday-evening cram
    if (weekday === 1 && h >= 6 && h <= 9) w *= 1.6; // Monday-morning resolve
    return [h, w];
  });
}
const PLANS = [
  [6.99, 55],
  [59.99, 35],
  [149.99, 10],
];

// Learner ids: 'lrn.' + 4 letters a–y, unique, independent of `now`.
function learnerIds(seed) {
  const rnd = prng(seed * 7919 + 17);
  const taken = new Set([...Object.values(PERSONAS), NOBODY]);
  const ids = [];
  for (let n = 0; n < LEARNERS; n++) {
    if (PERSONA_SLOTS[n]) {
      ids.push(PERSONAS[PERSONA_SLOTS[n]]);
      continue;
    }
    let id;
    do
      id =
        'lrn.' +
        Array.from({ length: 4 }, () => 'abcdefghijklmnopqrstuvwxy'[Math.floor(rnd() * 25)]).join('');
    while (taken.has(id));
    taken.add(id);
    ids.push(id);
  }
  return ids;
}

// Who a learner is. Days count from day 0 = the UTC day on which the window starts;
// `offset` is the fraction of day 0 before the window start.
function profile(rnd, offset, day0) {
  const p = {
    existing: rnd() < 0.3,
    startDay: offset,
    heavy: rnd() < 0.03,
    activity: 0.02 + 0.2 * rnd() ** 2,
    tau: between(rnd, 15, 150),
    churnDay: Infinity,
    reminders: rnd() < 0.6,
    skill: between(rnd, 50, 92),
    goal: pick(rnd, [
      [20, 4],
      [30, 3],
      [50, 2],
    ]),
    leaderboard: 0.04 + 0.3 * rnd() ** 2,
    hints: 0.08 + 0.35 * rnd(),
    speaking: 0.05 + 0.25 * rnd(),
    inviter: rnd() < 0.25,
    streak0: 0,
    premium: null,
  };
  if (p.existing) {
    p.streak0 = Math.floor(rnd() ** 2 * 200);
    if (rnd() < 0.07) p.startDay = between(rnd, 60, 116); // dormant learners coming back late
  } else {
    // growth over the window plus a back-to-school bump in the first half of September
    let x;
    for (;;) {
      x = offset + rnd() * (SPAN_DAYS - 0.01);
      const d = new Date((day0 + x * DAY_S) * 1000);
      const bump = d.getUTCMonth() === 8 && d.getUTCDate() <= 14 ? 1.7 : 1;
      if (rnd() * 2.2 * 1.7 < (1 + (1.2 * x) / SPAN_DAYS) * bump) break;
    }
    p.startDay = x;
  }
  if (p.heavy) {
    p.activity = between(rnd, 0.5, 0.75);
    p.tau = 1e9;
  }
  if (rnd() < 0.35) p.churnDay = p.startDay + 2 + 100 * rnd() ** 1.5;
  if (rnd() < 0.13) {
    const refund = rnd() < 0.12;
    p.premium = {
      day: p.startDay + between(rnd, 1, 35),
      price: pick(rnd, PLANS),
      refundAfter: refund ? between(rnd, 0.3, 6) : null,
    };
    if (refund)
      p.churnDay = Math.min(p.churnDay, p.premium.day + p.premium.refundAfter + between(rnd, 2, 30));
  }
  return p;
}

const PERSONA_PROFILES = {
  veteran: {
    existing: true,
    heavy: true,
    activity: 0.95,
    tau: 1e9,
    churnDay: Infinity,
    reminders: false,
    skill: 88,
    goal: 50,
    leaderboard: 0.5,
    hints: 0.1,
    speaking: 0.3,
    inviter: true,
    streak0: 143,
    premium: { day: 30.4, price: 149.99, refundAfter: null },
  },
  newcomer: {
    existing: false,
    startDay: 70.3,
    heavy: false,
    activity: 0.55,
    tau: 1e9,
    churnDay: Infinity,
    reminders: true,
    skill: 70,
    goal: 20,
    leaderboard: 0.15,
    hints: 0.3,
    speaking: 0.1,
    inviter: false,
    premium: null,
  },
  refunder: {
    existing: false,
    startDay: 22.4,
    heavy: false,
    activity: 0.5,
    tau: 1e9,
    churnDay: 101.3,
    reminders: true,
    skill: 62,
    goal: 30,
    leaderboard: 0.1,
    hints: 0.35,
    speaking: 0.05,
    inviter: true,
    premium: { day: 31.5, price: 6.99, refundAfter: 2.7 },
  },
};

export function generateEvents(now, seed = 1) {
  const nowS = Math.floor(now.getTime() / 1000);
  const firstS = nowS - SPAN_DAYS * DAY_S;
  const lastS = nowS - 121; // strictly more than 2 minutes before now
  const day0 = Math.floor(firstS / DAY_S) * DAY_S; // UTC midnight of the first day
  const offset = (firstS - day0) / DAY_S;
  const lastDay = Math.floor(lastS / DAY_S) - day0 / DAY_S;
  const ids = learnerIds(seed);
  const events = [];

  for (let n = 0; n < LEARNERS; n++) {
    const rnd = prng(seed * 1_000_003 + n * 7919 + 1); // one stream per learner
    const base = profile(rnd, offset, day0);
    const persona = PERSONA_PROFILES[PERSONA_SLOTS[n]];
    const p = { ...base, ...persona };
    if (persona && p.existing) p.startDay = offset;
    const id = ids[n];
    const churnS = day0 + p.churnDay * DAY_S;
    const used = new Set(); // one event per learner per second
    const add = (name, s, value = 1) => {
      s = Math.floor(s);
      while (used.has(s)) s++;
      if (s < firstS || s > lastS || s >= churnS) return s;
      used.add(s);
      events.push({ userId: id, eventName: name, eventValue: value, s });
      return s;
    };

    // streak and daily-goal state
    let streak = p.streak0,
      lastLessonDay = p.streak0 > 0 ? Math.floor(p.startDay) - 1 : -Infinity;
    let xpDay = -1,
      xpToday = 0,
      goalMet = false;
    const earn = (t, d, xp) => {
      if (xpDay !== d) {
        xpDay = d;
        xpToday = 0;
        goalMet = false;
      }
      t = add('xp_earned', t + 1, xp);
      xpToday += xp;
      if (!goalMet && xpToday >= p.goal) {
        goalMet = true;
        t = add('daily_goal_met', t + 1, p.goal);
      }
      return t;
    };

    const session = (s, d, first) => {
      let t = s;
      if (first) t = add('signup', t) + between(rnd, 20, 90);
      else if (p.reminders && rnd() < 0.22) t = add('reminder_clicked', t) + between(rnd, 2, 25);
      t = add('app_opened', t);
      if (streak >= 2 && lastLessonDay < d - 1) {
        t = add('streak_lost', t + between(rnd, 1, 6), streak);
        streak = 0;
      }
      const lessons = 1 + Math.floor(-Math.log(1 - rnd()) * (p.heavy ? 1.6 : 1.0));
      for (let i = 0; i < lessons; i++) {
        t = add('lesson_started', t + between(rnd, 5, 60));
        const start = t;
        const minutes = 3 + Math.floor(rnd() ** 1.6 * 22);
        while (rnd() < p.hints) {
          t += between(rnd, 15, minutes * 12);
          t = add('hint_used', t);
        }
        if (rnd() < 0.82) {
          t = add('lesson_completed', Math.max(t + 5, start + minutes * 60 + between(rnd, 0, 40)), minutes);
          const xp = 10 + 2 * minutes;
          t = earn(t, d, rnd() < 0.08 ? Math.min(116, 2 * xp) : xp); // occasional double-XP boost
          if (lastLessonDay !== d) {
            streak = lastLessonDay === d - 1 ? streak + 1 : 1;
            lastLessonDay = d;
            t = add('streak_extended', t + 1, streak);
          }
          if (rnd() < 0.4) {
            const score = Math.max(0, Math.min(100, Math.round(p.skill + 17 * gauss(rnd))));
            t = add(score >= 60 ? 'quiz_passed' : 'quiz_failed', t + between(rnd, 60, 300), score);
            if (score >= 60) t = earn(t, d, 15 + Math.floor(score / 10));
          }
        } else {
          t = Math.max(t, start + between(rnd, 30, minutes * 40)); // abandoned
        }
        while (rnd() < 0.2) t = add('word_saved', t + between(rnd, 5, 40));
      }
      if (rnd() < p.speaking)
        t = add('speaking_practiced', t + between(rnd, 10, 60), 20 + Math.floor(rnd() ** 1.5 * 281));
      if (rnd() < p.leaderboard) t = add('leaderboard_viewed', t + between(rnd, 3, 30));
      if (p.inviter && rnd() < 0.06) add('friend_invited', t + between(rnd, 3, 60));
    };

    const atDay = (d) => {
      const wd = new Date((day0 + d * DAY_S) * 1000).getUTCDay();
      return day0 + d * DAY_S + pick(rnd, hourWeights(wd)) * 3600 + Math.floor(rnd() * 3600);
    };

    if (!p.existing) session(day0 + p.startDay * DAY_S, Math.floor(p.startDay), true);
    for (let d = p.existing ? Math.floor(p.startDay) : Math.floor(p.startDay) + 1; d <= lastDay; d++) {
      if (d >= p.churnDay) break;
      const wd = new Date((day0 + d * DAY_S) * 1000).getUTCDay();
      const age = d - p.startDay;
      const decay = 0.4 + 0.6 * Math.exp(-age / p.tau);
      const chance = Math.min(0.98, p.activity * decay * WEEKDAY_MULT[wd]);
      const tries = p.heavy && rnd() < 0.35 ? 2 : 1;
      const starts = [];
      for (let k = 0; k < tries; k++) if (rnd() < chance) starts.push(atDay(d));
      starts.sort((a, b) => a - b);
      for (const s of starts) session(s, d, false);
    }

    if (p.premium) {
      let { day, price, refundAfter } = p.premium;
      add('premium_bought', atDay(Math.floor(day)), price);
      if (refundAfter !== null) {
        add('premium_refunded', day0 + (day + refundAfter) * DAY_S, price);
      } else if (price === 6.99) {
        while ((day += 30) < Math.min(p.churnDay, lastDay + 1) && rnd() < 0.8)
          add('premium_bought', atDay(Math.floor(day)), price);
      }
    }
  }

  events.sort((a, b) => a.s - b.s || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, s }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(s * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}
