// Zoomly — a fictional ride-hailing app. Deterministic rider usage events for a blind evaluation.
//
// generateEvents(now[, seed]) → [{ userId, eventName, eventValue, timestamp }]
//   ~500 riders (ids zr_0001 … zr_0500), ~25,000 events over the 120 days before `now`.
//   Nothing in the future and nothing in the last 2 minutes. Same (now, seed) → same events.
//   Timestamps are ISO strings to the second (`2026-11-03T08:14:05Z`); at most one event per
//   rider per second.
//
// Event names and what eventValue means:
//   app_opened       rider opened the app                            value 1
//   ride_requested   rider asked for a car (one per trip attempt)    value 1
//   surge_accepted   rider accepted surge pricing before requesting  value the multiplier, 1.2 … 2.5
//   promo_redeemed   promo code applied to a trip                    value the discount in USD: 3, 5 or 10
//   ride_completed   trip finished and charged                       value the fare in USD (2 decimals)
//   ride_cancelled   trip cancelled by the rider                     value the cancellation fee in USD: 0 or 5
//   payment_failed   the card charge for a finished trip failed      value the amount attempted in USD
//   tip_added        rider tipped the driver after a trip            value the tip in USD (2 decimals)
//   rating_given     rider rated the trip                            value the stars, 1 … 5
//   scheduled_ride   rider booked a ride for later                   value 1
//   support_ticket   rider contacted support                         value 1
//   wallet_top_up    rider added money to the Zoomly wallet          value the amount in USD: 10, 25, 50 or 100
//   referral_sent    rider invited a friend                          value 1
//   account_created  a new rider signed up (first event of riders    value 1
//                    who joined inside the window only)
//
// About 30% of riders existed before the window (no account_created); a few of them come back
// only late in the window, so "new riders" (first event ever in a period) differs from
// account_created. Weekday commute peaks (07–09, 17–19 UTC), weekend evening/night peaks,
// Friday and Saturday busiest, Sunday quietest. Usage grows over the window; ~20% of riders churn.
// There is no city, driver, distance, device, currency or wait-time information.

const DAY_S = 86_400;
const SPAN_DAYS = 120;
const RIDERS = 500;

export const EVENT_NAMES = [
  'app_opened',
  'ride_requested',
  'surge_accepted',
  'promo_redeemed',
  'ride_completed',
  'ride_cancelled',
  'payment_failed',
  'tip_added',
  'rating_given',
  'scheduled_ride',
  'support_ticket',
  'wallet_top_up',
  'referral_sent',
  'account_created',
];

// Riders the questions name.
export const PERSONAS = {
  commuter: 'zr_0017', // long-standing heavy weekday commuter, active to the end
  newbie: 'zr_0250', // account created about 45 days before now
  lapsed: 'zr_0333', // long-standing; payment failures and support tickets, gone ~25 days ago
  nightOwl: 'zr_0404', // joined ~100 days ago; weekend nights, generous tipper
};
export const NOBODY = 'zr_0999'; // never occurs

// UTC hour-of-day weights.
const WEEKDAY_HOURS = [2, 1, 1, 1, 1, 3, 6, 10, 12, 8, 5, 5, 6, 5, 5, 6, 8, 12, 10, 7, 6, 5, 4, 3];
const WEEKEND_HOURS = [7, 6, 4, 2, 1, 1, 1, 2, 3, 4, 6, 7, 8, 7, 6, 6, 6, 7, 8, 8, 9, 10, 10, 9];
const NIGHT_HOURS = [9, 8, 5, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 7, 9, 10];
// Sunday … Saturday (getUTCDay order).
const WEEKDAY_FACTOR = [0.75, 0.9, 0.92, 0.95, 1.0, 1.3, 1.2];

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
const cents = (x) => Math.round(x * 100) / 100;

function profile(n, rnd) {
  const p = {
    id: `zr_${String(n).padStart(4, '0')}`,
    existing: rnd() < 0.3,
    joinDay: 0,
    activity: 0.045 + 0.43 * rnd() ** 2,
    heavy: rnd() < 0.03,
    commuter: rnd() < 0.35,
    nightOwl: rnd() < 0.1,
    tipper: rnd() < 0.35 ? 0.6 : 0.12,
    churnDay: Infinity,
    scheduler: rnd() < 0.2,
    flaky: rnd() < 0.08, // card often fails
  };
  if (p.existing) {
    p.joinDay = rnd() < 0.08 ? between(rnd, 60, 112) : 0; // a few dormant riders come back late
  } else {
    let x;
    do x = rnd() * SPAN_DAYS;
    while (rnd() * 2.4 > 1 + (1.4 * x) / SPAN_DAYS); // signups grow
    p.joinDay = x;
  }
  if (p.heavy) p.activity = 0.6 + 0.3 * rnd();
  if (rnd() < 0.2) p.churnDay = p.joinDay + between(rnd, 4, SPAN_DAYS);
  return p;
}

const OVERRIDES = {
  17: {
    existing: true,
    joinDay: 0,
    heavy: true,
    commuter: true,
    nightOwl: false,
    activity: 0.85,
    churnDay: Infinity,
    tipper: 0.3,
  },
  250: {
    existing: false,
    joinDay: 75.35,
    heavy: false,
    commuter: true,
    nightOwl: false,
    activity: 0.3,
    churnDay: Infinity,
    scheduler: true,
  },
  333: {
    existing: true,
    joinDay: 0,
    heavy: false,
    commuter: false,
    nightOwl: false,
    activity: 0.35,
    churnDay: 95.6,
    flaky: true,
  },
  404: {
    existing: false,
    joinDay: 20.9,
    heavy: false,
    commuter: false,
    nightOwl: true,
    activity: 0.4,
    churnDay: Infinity,
    tipper: 0.9,
  },
};

export function generateEvents(now, seed = 7) {
  const nowS = +now / 1000;
  const firstS = Math.ceil(nowS - SPAN_DAYS * DAY_S);
  const lastS = Math.ceil(nowS - 120) - 1; // strictly more than 2 minutes before now
  const day0 = Math.floor(firstS / DAY_S) * DAY_S; // UTC midnight of the window's first day
  const days = Math.floor(lastS / DAY_S) - day0 / DAY_S;
  const events = [];

  for (let n = 1; n <= RIDERS; n++) {
    const rnd = prng(seed * 7_919 + n * 104_729);
    const p = { ...profile(n, rnd), ...OVERRIDES[n] };
    const used = new Set();
    const add = (name, s, value = 1) => {
      s = Math.floor(s);
      while (used.has(s)) s++;
      if (s < firstS || s > lastS || s >= day0 + p.churnDay * DAY_S) return false;
      used.add(s);
      events.push({ userId: p.id, eventName: name, eventValue: value, s });
      return true;
    };

    const session = (s) => {
      add('app_opened', s);
      s += between(rnd, 10, 90);
      if (rnd() < 0.05 + (p.scheduler ? 0.15 : 0)) {
        add('scheduled_ride', s);
        s += between(rnd, 20, 120);
      }
      if (rnd() < 0.025) {
        add(
          'wallet_top_up',
          s,
          pick(rnd, [
            [10, 3],
            [25, 4],
            [50, 2],
            [100, 1],
          ]),
        );
        s += between(rnd, 20, 120);
      }
      if (rnd() < 0.02) {
        add('referral_sent', s);
        s += between(rnd, 20, 120);
      }
      if (rnd() < 0.68) {
        const hour = new Date(s * 1000).getUTCHours();
        const peak = [7, 8, 17, 18, 22, 23, 0, 1].includes(hour);
        let surge = 1;
        if (rnd() < (peak ? 0.25 : 0.06)) {
          surge = Math.round(between(rnd, 12, 25)) / 10;
          add('surge_accepted', s, surge);
          s += between(rnd, 5, 40);
        }
        let discount = 0;
        if (rnd() < 0.07) {
          discount = pick(rnd, [
            [3, 4],
            [5, 4],
            [10, 2],
          ]);
          add('promo_redeemed', s, discount);
          s += between(rnd, 5, 60);
        }
        add('ride_requested', s);
        if (rnd() < 0.11) {
          s += between(rnd, 30, 600);
          add('ride_cancelled', s, rnd() < 0.3 ? 5 : 0);
        } else {
          s += between(rnd, 300, 2700);
          const fare = Math.max(4.5, cents((3 + Math.exp(between(rnd, 1.4, 4.1))) * surge - discount));
          add('ride_completed', s, fare);
          if (rnd() < (p.flaky ? 0.3 : 0.025)) {
            add('payment_failed', s + between(rnd, 5, 60), fare);
            if (rnd() < 0.45) add('support_ticket', s + between(rnd, 600, 7200));
          }
          if (rnd() < 0.55)
            add(
              'rating_given',
              (s += between(rnd, 20, 400)),
              pick(rnd, [
                [5, 60],
                [4, 22],
                [3, 9],
                [2, 4],
                [1, 5],
              ]),
            );
          if (rnd() < p.tipper)
            add(
              'tip_added',
              (s += between(rnd, 10, 200)),
              cents(Math.max(1, fare * between(rnd, 0.08, 0.25))),
            );
        }
      }
      if (rnd() < 0.012) add('support_ticket', s + between(rnd, 60, 1800));
    };
    const hourFor = (weekday) => {
      if (p.nightOwl && (weekday === 5 || weekday === 6 || weekday === 0))
        return pick(
          rnd,
          NIGHT_HOURS.map((w, h) => [h, w]),
        );
      const weekend = weekday === 0 || weekday === 6;
      const w = weekend ? WEEKEND_HOURS : WEEKDAY_HOURS;
      return pick(
        rnd,
        w.map((x, h) => [h, x * (p.commuter && !weekend && [7, 8, 17, 18].includes(h) ? 3 : 1)]),
      );
    };

    if (!p.existing) {
      const s = day0 + Math.floor(p.joinDay * DAY_S);
      add('account_created', s);
      session(s + 45);
    }
    const startDay = p.existing ? Math.floor(p.joinDay) : Math.ceil(p.joinDay);
    for (let d = startDay; d <= days; d++) {
      const weekday = new Date((day0 + d * DAY_S) * 1000).getUTCDay();
      const growth = 0.8 + (0.4 * d) / SPAN_DAYS;
      let factor = WEEKDAY_FACTOR[weekday];
      if (p.nightOwl && (weekday === 5 || weekday === 6)) factor *= 2.5;
      if (p.commuter && (weekday === 0 || weekday === 6)) factor *= 0.4;
      const chance = Math.min(0.95, p.activity * growth * factor);
      const sessions = p.heavy ? 2 : 1;
      for (let k = 0; k < sessions; k++) {
        if (rnd() < chance) session(day0 + d * DAY_S + hourFor(weekday) * 3600 + Math.floor(rnd() * 3600));
      }
    }
  }

  events.sort((a, b) => a.s - b.s || (a.userId < b.userId ? -1 : 1));
  return events.map(({ userId, eventName, eventValue, s }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(s * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}
