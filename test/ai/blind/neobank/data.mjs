/* eslint-disable no-useless-assignment -- a blind round's generator, kept as its author wrote it */
// Deterministic usage events of "Pocketa", a fictional neobank mobile app, relative to `now`.
// About 620 customers and ~30,000 events over the 120 days before `now`; nothing in the
// future and nothing in the last 2 minutes. Same (now, seed) → same events.
//
// Event names (camelCase) and what `eventValue` means:
//   accountOpened       1                     a customer completes onboarding (new customers only)
//   appOpen             1                     the app is opened
//   cardPayment         amount, 3.50–250.00   a card payment (account currency)
//   outgoingTransfer    amount, 5.00–1500.00  a transfer sent to someone
//   incomingTransfer    amount                a transfer received (salary on payday, friends)
//   walletTopUp         amount, 10–300        money added to the wallet
//   savingsGoalCreated  target amount, 100–5000 a savings goal is set up
//   savingsDeposit      amount, 5.00–400.00   money put into a savings goal
//   supportChat         minutes, 2–45         a support conversation and its duration
//   premiumUpgrade      monthly fee 4.99 / 9.99 / 14.99
//   appRating           score 1–5             an in-app rating
//   accountClosure      1                     a customer closes their account

const DAY_S = 86_400;
const SPAN_DAYS = 120;
const CUSTOMERS = 620;

export const EVENT_NAMES = [
  'accountOpened',
  'appOpen',
  'cardPayment',
  'outgoingTransfer',
  'incomingTransfer',
  'walletTopUp',
  'savingsGoalCreated',
  'savingsDeposit',
  'supportChat',
  'premiumUpgrade',
  'appRating',
  'accountClosure',
];

// Fixed personas that cases refer to by id (never produced by the id generator).
export const PERSONAS = {
  heavy: 'cus_7q2mx', // long-standing heavy user, big spender, premium since before the window
  newbie: 'cus_k4d9a', // opened an account about 50 days ago, saver
  leaver: 'cus_x3p8r', // upgraded to premium, then closed the account about 20 days ago
};
// An id in the same style that never occurs (for "unknown customer" cases).
export const NOBODY = 'cus_q0z00';

// UTC hour-of-day weights. App opens: morning commute, lunch, evening on the sofa.
const OPEN_HOURS = [1, 1, 0.5, 0.5, 0.5, 1, 3, 7, 9, 6, 5, 6, 9, 8, 5, 5, 6, 8, 10, 11, 10, 8, 5, 2];
// Card payments: shop hours, lunch and after-work peaks.
const PAY_HOURS = [0.3, 0.2, 0.1, 0.1, 0.1, 0.2, 1, 3, 6, 6, 7, 9, 13, 11, 8, 8, 10, 12, 12, 9, 6, 4, 2, 1];
// Weekday factors, Monday first.
const OPEN_WEEKDAY = [1.05, 1, 1, 1, 1.1, 0.75, 0.65];
const PAY_WEEKDAY = [0.85, 0.9, 0.9, 1, 1.25, 1.35, 0.8];
const FEES = [
  [4.99, 55],
  [9.99, 33],
  [14.99, 12],
];
const TOPUPS = [
  [10, 15],
  [20, 25],
  [25, 10],
  [50, 25],
  [100, 15],
  [200, 6],
  [300, 4],
];

// mulberry32: small seeded PRNG returning floats in [0, 1).
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
const money = (x) => Math.round(x * 100) / 100;
const poisson = (rnd, mean) => {
  let k = 0,
    p = Math.exp(-mean),
    s = p;
  const u = rnd();
  while (u > s && k < 20) {
    k++;
    p *= mean / k;
    s += p;
  }
  return k;
};

// Customer ids in the style cus_8f3k2.
function customerIds(seed) {
  const rnd = prng(seed * 7919 + 17);
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  const taken = new Set([...Object.values(PERSONAS), NOBODY]);
  const ids = [];
  while (ids.length < CUSTOMERS) {
    let id = 'cus_';
    for (let i = 0; i < 5; i++) id += alphabet[Math.floor(rnd() * 36)];
    if (!taken.has(id)) {
      taken.add(id);
      ids.push(id);
    }
  }
  return ids;
}

// Who a customer is. Days count from day 0 = the UTC day on which the window starts.
function profile(id, rnd, firstDay) {
  const p = {
    id,
    existing: rnd() < 0.3, // opened the account before the window: no accountOpened
    joinDay: firstDay,
    openRate: 0.05 + 0.4 * rnd() ** 2, // chance of opening the app on an ordinary weekday
    payRate: 0.05 + 0.7 * rnd() ** 2, // card payments per ordinary day
    heavy: rnd() < 0.035,
    churnDay: Infinity,
    closes: false,
    upgrades: [],
    salary:
      rnd() < 0.55
        ? [
            money(between(rnd, 900, 4200)),
            pick(rnd, [
              [25, 3],
              [28, 3],
              [1, 2],
              [15, 1],
            ]),
          ]
        : null,
    saver: rnd() < 0.4,
    oldGoal: false, // has a goal from before the window
    goalDay: Infinity,
    topUpRate: 0.02 + 0.06 * rnd(),
    transferRate: 0.03 + 0.12 * rnd() ** 2,
    rater: rnd() < 0.18,
  };
  if (p.existing) {
    // some dormant customers come back late in the window
    p.joinDay = rnd() < 0.07 ? between(rnd, 70, 116) : firstDay;
  } else {
    // growth: more accounts opened later in the window (density ∝ 1 + 2·day/120)
    let x;
    do x = rnd() * SPAN_DAYS;
    while (rnd() * 3 > 1 + (2 * x) / SPAN_DAYS);
    p.joinDay = firstDay + x;
  }
  if (p.heavy) {
    p.openRate = 0.85 + 0.1 * rnd();
    p.payRate = 2 + 1.5 * rnd();
    p.transferRate = 0.3;
  }
  if (rnd() < 0.17) {
    p.churnDay = p.joinDay + between(rnd, 8, SPAN_DAYS);
    p.closes = rnd() < 0.5;
  }
  if (p.saver) {
    if (p.existing && rnd() < 0.6) p.oldGoal = true;
    else p.goalDay = p.joinDay + between(rnd, 0.1, 35);
  }
  if (rnd() < 0.13) {
    let day = p.joinDay + between(rnd, 1, 50);
    let tier = pick(
      rnd,
      FEES.map(([, w], i) => [i, w]),
    );
    p.upgrades.push([day, FEES[tier][0]]);
    if (tier < FEES.length - 1 && rnd() < 0.25) {
      tier += 1;
      day += between(rnd, 7, 40);
      p.upgrades.push([day, FEES[tier][0]]);
    }
  }
  return p;
}

const FIXED = {
  [PERSONAS.heavy]: {
    existing: true,
    heavy: true,
    openRate: 0.95,
    payRate: 3,
    transferRate: 0.4,
    churnDay: Infinity,
    upgrades: [[44.3, 14.99]],
    saver: true,
    oldGoal: true,
    goalDay: Infinity,
    salary: [5200, 25],
    rater: true,
  },
  [PERSONAS.newbie]: {
    existing: false,
    joinDay: 70.4,
    heavy: false,
    openRate: 0.5,
    payRate: 1.2,
    churnDay: Infinity,
    upgrades: [],
    saver: true,
    oldGoal: false,
    goalDay: 72.6,
    salary: [2300, 28],
    rater: true,
  },
  [PERSONAS.leaver]: {
    existing: false,
    joinDay: 22.3,
    heavy: false,
    openRate: 0.45,
    payRate: 1.0,
    churnDay: 100.6,
    closes: true,
    upgrades: [[30.5, 9.99]],
    saver: false,
    salary: [1900, 1],
    rater: false,
  },
};

export function generateEvents(now, seed = 1) {
  const nowS = now.getTime() / 1000;
  const firstS = Math.ceil(nowS - SPAN_DAYS * DAY_S);
  const lastS = Math.ceil(nowS - 120) - 1; // strictly more than 2 minutes before now
  const day0 = Math.floor(firstS / DAY_S) * DAY_S; // UTC midnight of the first day
  const days = Math.floor(lastS / DAY_S) - day0 / DAY_S;
  const events = [];
  const ids = [...customerIds(seed), ...Object.values(PERSONAS)];

  ids.forEach((id, n) => {
    const rnd = prng(seed * 100_019 + n * 7 + 3); // one stream per customer
    const p = { ...profile(id, rnd, (firstS - day0) / DAY_S), ...FIXED[id] };
    const used = new Set(); // one event per customer per second
    const add = (name, s, value = 1) => {
      s = Math.floor(s);
      while (used.has(s)) s++;
      if (s < firstS || s > lastS || s >= day0 + p.churnDay * DAY_S) return;
      used.add(s);
      events.push({ userId: id, eventName: name, eventValue: value, s });
    };
    const at = (d, hours) =>
      day0 +
      d * DAY_S +
      pick(
        rnd,
        hours.map((w, h) => [h, w]),
      ) *
        3600 +
      Math.floor(rnd() * 3600);
    const startS = day0 + Math.floor(p.joinDay * DAY_S);

    if (!p.existing) {
      add('accountOpened', startS);
      add('appOpen', startS + 40 + Math.floor(rnd() * 200));
      if (rnd() < 0.6) add('walletTopUp', startS + 300 + Math.floor(rnd() * 900), pick(rnd, TOPUPS));
    }
    const firstDay = p.existing ? Math.floor(p.joinDay) : Math.ceil(p.joinDay);
    for (let d = firstDay; d <= days; d++) {
      const date = new Date((day0 + d * DAY_S) * 1000);
      const wd = (date.getUTCDay() + 6) % 7;
      const growth = 0.85 + (0.3 * d) / SPAN_DAYS;
      const sessions = p.heavy ? 3 : 1;
      for (let k = 0; k < sessions; k++) {
        if (rnd() >= p.openRate * growth * OPEN_WEEKDAY[wd]) continue;
        let s = at(d, OPEN_HOURS);
        add('appOpen', s);
        if (rnd() < p.topUpRate * 3) add('walletTopUp', (s += 30 + rnd() * 200), pick(rnd, TOPUPS));
        if (rnd() < p.transferRate)
          add(
            'outgoingTransfer',
            (s += 30 + rnd() * 300),
            money(5 + 600 * rnd() ** 3 + (rnd() < 0.05 ? 900 * rnd() : 0)),
          );
        if (p.goalDay <= d + 1 && p.goalDay > d - 0.001 && p.goalDay < d + 1) {
          add('savingsGoalCreated', (s += 60 + rnd() * 300), 100 * Math.ceil(between(rnd, 1, 50)));
        }
        if ((p.oldGoal || p.goalDay < d) && rnd() < 0.12)
          add('savingsDeposit', (s += 30 + rnd() * 300), money(5 + 395 * rnd() ** 2));
        if (rnd() < (p.heavy ? 0.004 : 0.012))
          add('supportChat', (s += 60 + rnd() * 600), 2 + Math.floor(43 * rnd() ** 1.5));
        if (p.rater && rnd() < 0.03)
          add(
            'appRating',
            (s += 20 + rnd() * 120),
            pick(rnd, [
              [1, 6],
              [2, 5],
              [3, 12],
              [4, 30],
              [5, 47],
            ]),
          );
      }
      // a savings goal created on a day without a session is created in its own visit
      if (p.goalDay >= d && p.goalDay < d + 1 && rnd() < 0.5)
        add(
          'savingsGoalCreated',
          day0 + Math.floor(p.goalDay * DAY_S) + 5,
          100 * Math.ceil(between(rnd, 1, 50)),
        );
      // card payments happen in shops, with or without opening the app
      const payments = poisson(rnd, p.payRate * growth * PAY_WEEKDAY[wd]);
      for (let k = 0; k < payments; k++)
        add('cardPayment', at(d, PAY_HOURS), money(3.5 + 246.5 * rnd() ** 3));
      // salary on payday, the odd transfer from a friend
      if (p.salary && date.getUTCDate() === p.salary[1])
        add('incomingTransfer', day0 + d * DAY_S + 6 * 3600 + Math.floor(rnd() * 7200), p.salary[0]);
      if (rnd() < 0.02 + p.transferRate * 0.15)
        add('incomingTransfer', at(d, OPEN_HOURS), money(5 + 150 * rnd() ** 2));
    }
    for (const [day, fee] of p.upgrades)
      add('premiumUpgrade', day0 + Math.floor(day) * DAY_S + 9 * 3600 + Math.floor(rnd() * 36000), fee);
    if (p.closes && p.churnDay < days + 1) {
      const s = day0 + Math.floor(p.churnDay * DAY_S) - 90;
      add('supportChat', s - 1200, 5 + Math.floor(20 * rnd()));
      add('accountClosure', s);
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
