/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's generator, kept as its author wrote it */
// Pulsebit — a fictional fitness-tracking app. Deterministic usage events relative to `now`:
// about 600 members and ~30,000 events over the 120 days before `now`; nothing in the future
// and nothing in the last 2 minutes. Same `now` (and seed) → same events.
//
// Event names and what eventValue means:
//   account.created       a member registers (only members who joined inside the window)  value 1
//   app.opened            the app was opened (start of a session)                          value 1
//   workout.started       a workout was started                                            value 1
//   workout.finished      a workout was completed (about 12% of started ones are abandoned) value = duration in minutes (10–95)
//   run.logged            a run was recorded (after a finished running workout)            value = distance in km, 1 decimal
//   steps.synced          the day's step count synced from a wearable                      value = steps (whole number)
//   weight.logged         body weight entered                                              value = kg, 1 decimal
//   goal.set              a personal goal was set                                          value 1
//   goal.reached          a personal goal was reached (may refer to a goal set before the window)  value 1
//   challenge.joined      joined a community challenge                                     value 1
//   badge.earned          a badge was awarded                                              value 1
//   membership.purchased  a paid plan was bought                                           value = price in EUR (14.99 monthly, 24.99 premium monthly, 119 annual, 199 family annual)
//   membership.renewed    a monthly plan renewed (every 30 days)                           value = price in EUR
//   membership.cancelled  a paid plan was cancelled                                        value 0
//   coach.message         a message sent to the in-app coach                               value 1
//
// Member ids look like `mem_kx4q` (four characters from a-z/2-9 after `mem_`). About 55% of
// members existed before the window (no account.created); a few of those only come back late,
// so "new members" (first event ever in a period) differ from account.created counts. Activity
// peaks in the morning (06–08 UTC) and evening (17–19 UTC), Mondays are the busiest weekday and
// weekends are quiet; usage grows slowly over the window; about 20% of members churn.

const DAY_S = 86_400;
const SPAN_DAYS = 120;
const MEMBERS = 600;

export const EVENT_NAMES = [
  'account.created',
  'app.opened',
  'workout.started',
  'workout.finished',
  'run.logged',
  'steps.synced',
  'weight.logged',
  'goal.set',
  'goal.reached',
  'challenge.joined',
  'badge.earned',
  'membership.purchased',
  'membership.renewed',
  'membership.cancelled',
  'coach.message',
];

// Fixed members the questions refer to.
export const PERSONAS = {
  veteran: 'mem_rk7t', // long-standing, very active; premium monthly plan, upgraded to a family annual plan 20 days ago (top spender)
  newcomer: 'mem_qb2n', // registered about 45 days before now, bought a monthly plan soon after
  lapsed: 'mem_hw5d', // long-standing payer who cancelled about 25 days ago and has been gone since
  runner: 'mem_ja8v', // keen runner: most workouts are runs
};
// An id in the same style that never occurs.
export const NOBODY = 'mem_zz9z';

// UTC hour-of-day weights: morning and evening peaks, quiet nights.
const HOURS = [1, 1, 1, 1, 2, 4, 9, 12, 9, 5, 4, 4, 5, 4, 4, 5, 7, 10, 12, 10, 7, 4, 2, 1];
// Weekday factors, Monday first.
const WEEKDAY_FACTOR = [1.45, 1.15, 1.08, 1.0, 0.85, 0.7, 0.78];
const PLANS = [
  [14.99, 55, true],
  [24.99, 30, true],
  [119, 15, false],
]; // price, weight, renews monthly

// mulberry32 PRNG: floats in [0, 1).
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
const hourOfDay = (rnd) =>
  pick(
    rnd,
    HOURS.map((w, h) => [h, w]),
  );
const oneDecimal = (x) => Math.round(x * 10) / 10;

// Member ids: stable, unique, independent of `now`; the persona ids and NOBODY are reserved.
const ID_CHARS = 'abcdefghjkmnpqrstuvwxyz23456789';
function memberIds() {
  const rnd = prng(20261125);
  const reserved = new Set([...Object.values(PERSONAS), NOBODY]);
  const ids = [];
  const seen = new Set(reserved);
  while (ids.length < MEMBERS - Object.keys(PERSONAS).length) {
    let s = '';
    for (let i = 0; i < 4; i++) s += ID_CHARS[Math.floor(rnd() * ID_CHARS.length)];
    const id = `mem_${s}`;
    if (!/[a-z].*[a-z]/.test(s) || seen.has(id)) continue; // at least two letters
    seen.add(id);
    ids.push(id);
  }
  // personas sit at fixed positions among the others
  ids.splice(6, 0, PERSONAS.veteran);
  ids.splice(41, 0, PERSONAS.newcomer);
  ids.splice(122, 0, PERSONAS.lapsed);
  ids.splice(305, 0, PERSONAS.runner);
  return ids;
}
const IDS = memberIds();

// Who a member is. Days count from day 0 = the UTC midnight on which the window starts;
// `nowDay` is now on that scale (about 120.x).
function profile(rnd, startDay, nowDay) {
  const p = {
    existing: rnd() < 0.55,
    joinDay: startDay,
    activity: 0.05 + 0.36 * rnd() ** 2,
    sessions: 1,
    runShare: rnd() < 0.35 ? between(rnd, 0.3, 0.8) : 0,
    weightBase: rnd() < 0.4 ? oneDecimal(between(rnd, 52, 108)) : 0,
    wearable: rnd() < 0.6,
    churnDay: Infinity,
    plan: null, // { price, renews, day, bought, until? }: renewals stop at `until` (an upgrade)
    upgrade: null, // [day, price]: a later purchase of a bigger plan
    cancelDay: Infinity,
  };
  if (rnd() < 0.03) {
    p.activity = between(rnd, 0.6, 0.85);
    p.sessions = 2;
  }
  if (p.existing) {
    if (rnd() < 0.06) p.joinDay = between(rnd, 70, 115); // dormant members who come back late
  } else {
    // more sign-ups later in the window (density ∝ 1 + day/120)
    let x;
    do x = rnd() * SPAN_DAYS;
    while (rnd() * 2 > 1 + x / SPAN_DAYS);
    p.joinDay = Math.max(startDay, x);
  }
  if (rnd() < 0.2) p.churnDay = p.joinDay + between(rnd, 6, SPAN_DAYS);
  if (p.existing ? rnd() < 0.3 : rnd() < 0.28) {
    const tier = pick(
      rnd,
      PLANS.map(([, w], i) => [i, w]),
    );
    const [price, , renews] = PLANS[tier];
    if (p.existing) {
      // bought before the window; monthly plans renew inside it, annual ones are invisible
      if (rnd() < 0.2)
        p.plan = { price, renews, day: between(rnd, p.joinDay, startDay + SPAN_DAYS), bought: true }; // upgrades inside the window
      else p.plan = renews ? { price, renews, day: startDay - between(rnd, 0, 30), bought: false } : null;
    } else {
      p.plan = { price, renews, day: p.joinDay + between(rnd, 0.2, 20), bought: true };
    }
    if (p.plan && rnd() < 0.3) {
      p.cancelDay = Math.max(p.joinDay, p.plan.day) + between(rnd, 5, 100);
      if (rnd() < 0.6) p.churnDay = Math.min(p.churnDay, p.cancelDay + between(rnd, 0.001, 8));
    }
  }
  return p;
}

function personaProfile(name, startDay, nowDay) {
  const base = {
    sessions: 1,
    churnDay: Infinity,
    cancelDay: Infinity,
    plan: null,
    upgrade: null,
    wearable: true,
  };
  switch (name) {
    case 'veteran':
      return {
        ...base,
        existing: true,
        joinDay: startDay,
        activity: 0.85,
        sessions: 2,
        runShare: 0.35,
        weightBase: 84.6,
        plan: { price: 24.99, renews: true, day: startDay - 9.3, bought: false, until: nowDay - 20.4 },
        upgrade: [nowDay - 20.4, 199],
      };
    case 'newcomer':
      return {
        ...base,
        existing: false,
        joinDay: nowDay - 45.2,
        activity: 0.5,
        runShare: 0,
        weightBase: 71.2,
        plan: { price: 14.99, renews: true, day: nowDay - 41.6, bought: true },
      };
    case 'lapsed':
      return {
        ...base,
        existing: true,
        joinDay: startDay,
        activity: 0.4,
        runShare: 0.2,
        weightBase: 0,
        plan: { price: 24.99, renews: true, day: startDay - 17.5, bought: false },
        cancelDay: nowDay - 25.3,
        churnDay: nowDay - 25.3 + 0.02,
      };
    case 'runner':
      return {
        ...base,
        existing: true,
        joinDay: startDay,
        activity: 0.6,
        runShare: 0.9,
        weightBase: 0,
        wearable: false,
      };
    default:
      return null;
  }
}
const PERSONA_OF = Object.fromEntries(Object.entries(PERSONAS).map(([k, v]) => [v, k]));

export function generateEvents(now, seed = 1) {
  const nowS = now.getTime() / 1000;
  const firstS = Math.ceil(nowS - SPAN_DAYS * DAY_S);
  const lastS = Math.ceil(nowS - 120) - 1; // strictly more than 2 minutes before now
  const day0 = Math.floor(firstS / DAY_S) * DAY_S; // UTC midnight of the first day
  const lastDay = Math.floor(lastS / DAY_S) - day0 / DAY_S;
  const startDay = (firstS - day0) / DAY_S;
  const nowDay = (nowS - day0) / DAY_S;
  const events = [];

  IDS.forEach((id, n) => {
    const rnd = prng(seed * 104_729 + n * 7 + 3);
    const generic = profile(rnd, startDay, nowDay);
    const p = PERSONA_OF[id] ? personaProfile(PERSONA_OF[id], startDay, nowDay) : generic;
    const used = new Set();
    const add = (name, s, value = 1) => {
      s = Math.floor(s);
      while (used.has(s)) s++;
      if (s < firstS || s > lastS || s >= day0 + p.churnDay * DAY_S) return;
      used.add(s);
      events.push({ userId: id, eventName: name, eventValue: value, s });
    };
    const atDay = (d, hour = hourOfDay(rnd)) =>
      day0 + Math.floor(d) * DAY_S + hour * 3600 + Math.floor(rnd() * 3600);
    const weightOn = (d) => oneDecimal(p.weightBase - 0.012 * d + between(rnd, -0.6, 0.6));

    const session = (s) => {
      add('app.opened', s);
      s += between(rnd, 20, 400);
      if (rnd() < 0.55) {
        const run = rnd() < p.runShare;
        const minutes = Math.round(run ? between(rnd, 15, 80) : between(rnd, 10, 95));
        add('workout.started', s);
        if (rnd() < 0.88) {
          s += minutes * 60;
          add('workout.finished', s, minutes);
          if (run)
            add(
              'run.logged',
              (s += between(rnd, 10, 120)),
              Math.max(1, oneDecimal((minutes / 6.2) * between(rnd, 0.8, 1.2))),
            );
          if (rnd() < 0.07) add('badge.earned', (s += between(rnd, 5, 60)));
          if (rnd() < 0.05) add('goal.reached', (s += between(rnd, 5, 60)));
        }
      }
      if (rnd() < 0.07) {
        const k = 1 + Math.floor(rnd() * 3);
        for (let i = 0; i < k; i++) add('coach.message', (s += between(rnd, 30, 500)));
      }
      if (rnd() < 0.025) add('goal.set', (s += between(rnd, 10, 300)));
      if (rnd() < 0.018) add('challenge.joined', (s += between(rnd, 10, 300)));
      if (p.weightBase && rnd() < 0.25)
        add('weight.logged', (s += between(rnd, 10, 300)), weightOn(s / DAY_S - day0 / DAY_S));
    };

    // registration and onboarding
    if (!p.existing) {
      const s = day0 + Math.floor(p.joinDay * DAY_S);
      add('account.created', s);
      add('app.opened', s + 40);
      if (rnd() < 0.6) add('goal.set', s + 40 + between(rnd, 60, 400));
      if (p.weightBase && rnd() < 0.5)
        add('weight.logged', s + 40 + between(rnd, 400, 900), weightOn(p.joinDay));
    }
    // daily activity (a new member's regular days start the day after registration)
    for (let d = p.existing ? Math.floor(p.joinDay) : Math.floor(p.joinDay) + 1; d <= lastDay; d++) {
      const wd = (new Date((day0 + d * DAY_S) * 1000).getUTCDay() + 6) % 7;
      const growth = 0.85 + (0.3 * d) / SPAN_DAYS;
      const chance = Math.min(0.97, p.activity * growth * WEEKDAY_FACTOR[wd]);
      let active = false;
      for (let k = 0; k < p.sessions; k++) {
        if (rnd() < chance) {
          active = true;
          session(atDay(d));
        }
      }
      if (p.wearable && (active || rnd() < 0.1) && rnd() < 0.85) {
        add(
          'steps.synced',
          atDay(d),
          Math.round(between(rnd, 1500, 6000) + (active ? between(rnd, 2000, 12000) : 0)),
        );
      }
    }
    // membership money
    if (p.plan) {
      const { price, renews, day, bought } = p.plan;
      if (bought && day < p.cancelDay) add('membership.purchased', atDay(day), price);
      if (renews) {
        for (
          let d = day + 30;
          d < Math.min(p.cancelDay, p.plan.until ?? Infinity) && d <= lastDay + 1;
          d += 30
        ) {
          add('membership.renewed', day0 + Math.floor(d * DAY_S), price);
        }
      }
      if (p.upgrade) add('membership.purchased', day0 + Math.floor(p.upgrade[0] * DAY_S), p.upgrade[1]);
      if (p.cancelDay < Infinity) add('membership.cancelled', day0 + Math.floor(p.cancelDay * DAY_S) - 30, 0);
    }
  });

  events.sort((a, b) => a.s - b.s || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, s }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(s * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}
