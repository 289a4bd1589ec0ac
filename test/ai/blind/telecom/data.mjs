// Blind round "telecom": usage events of a mobile carrier's self-care app.
// Subscribers (prepaid and postpaid) open the app, check their balance and data usage, top up
// credit, buy data bundles, pay bills, change plans, roam abroad, report network problems,
// start support chats, port their number in and switch on autopay.
//
// Values: money (top-ups, bundles, bills) in the account currency with cents; megabytes for
// roaming sessions; 0 everywhere else.

export const EVENT_NAMES = [
  'account.created', // a new line is opened in the app (sign-up)
  'app_login', // subscriber logs into the self-care app
  'balance_check', // credit / allowance balance looked at
  'data_usage_viewed', // the usage screen (MB used this cycle) opened
  'topup_completed', // prepaid credit top-up; value = amount paid
  'bundle_purchased', // data bundle bought; value = price paid
  'Bill Paid', // postpaid bill paid in the app; value = bill amount
  'plan.changed', // tariff plan switched; value 0 (plan id not stored)
  'roaming_session', // a roaming data session abroad; value = megabytes used
  'network_issue_reported', // "report a network problem" form sent
  'support_chat_started', // live chat with an agent opened
  'port_in_requested', // number port-in from another carrier requested
  'autopay_enabled', // automatic bill payment switched on
];

export const PERSONAS = {
  heaviest: 'sub_318842', // power user: several sessions every day, by far the most events
  newcomer: 'sub_905117', // opened a line 4 days ago, a handful of events
  lapsed: 'sub_227460', // postpaid, active early in the window, silent for ~52 days
  roamer: 'sub_441093', // frequent traveller, many roaming sessions (one trip in October)
  portedIn: 'sub_560238', // joined ~40 days ago by porting a number in, postpaid
  complainer: 'sub_773305', // reports network issues every few days
};

export const NOBODY = 'sub_000000';

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

// Hour-of-day weights (UTC): quiet nights, a morning commute, lunch and an evening peak.
const HOUR_WEIGHTS = [
  1.0, 0.6, 0.4, 0.3, 0.3, 0.5, 1.2, 2.4, 3.4, 3.7, 3.5, 3.3, 3.9, 3.6, 3.1, 2.9, 3.0, 3.5, 4.1, 4.7, 5.1,
  4.3, 3.0, 1.8,
];
// Monday … Sunday
const WEEKDAY_FACTOR = [1.0, 0.97, 1.0, 1.03, 1.1, 0.86, 0.74];

const TOPUP_AMOUNTS = [5, 10, 10, 10, 15, 20, 20, 25, 30, 50];
const BUNDLE_PRICES = [1.99, 4.99, 4.99, 9.99, 9.99, 14.99, 19.99];
const PLAN_FEES = [19.99, 29.99, 34.99, 44.99, 59.99];

export function generateEvents(now, seed = 20261125) {
  const rnd = mulberry32(seed);
  const nowMs = Math.floor(+now / 1000) * 1000;
  const latest = nowMs - 120_000;
  const earliest = +now - 120 * DAY;
  const today = Math.floor(nowMs / DAY) * DAY;
  const dayAt = (d) => today - (119 - d) * DAY; // d = 0 … 119, 119 = today
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const between = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const hourTotal = HOUR_WEIGHTS.reduce((s, w) => s + w, 0);
  const pickHour = () => {
    let x = rnd() * hourTotal;
    for (let h = 0; h < 24; h++) if ((x -= HOUR_WEIGHTS[h]) < 0) return h;
    return 23;
  };
  const weekdayOf = (t) => (new Date(t).getUTCDay() + 6) % 7;

  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    if (t < earliest || t > latest) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const money = (x) => Math.round(x * 100) / 100;
  const roamingMb = () => Math.max(3, Math.round(Math.exp(3.2 + rnd() * 2.9)));

  // One app session: a login, then some actions a few seconds to minutes apart.
  function session(u, t, opts = {}) {
    let at = t;
    const next = () => (at += between(4, 140) * 1000);
    if (opts.first) {
      push(u.id, 'account.created', 0, at);
      if (u.portIn) push(u.id, 'port_in_requested', 0, next());
    }
    if (rnd() < 0.9 || opts.first) push(u.id, 'app_login', 0, next());
    if (rnd() < 0.55) push(u.id, 'balance_check', 0, next());
    if (rnd() < 0.3) push(u.id, 'data_usage_viewed', 0, next());
    if (u.prepaid) {
      if (rnd() < (opts.first ? 0.7 : 0.13)) push(u.id, 'topup_completed', pick(TOPUP_AMOUNTS), next());
      if (rnd() < 0.07) push(u.id, 'bundle_purchased', pick(BUNDLE_PRICES), next());
    } else if (rnd() < 0.03) push(u.id, 'bundle_purchased', pick(BUNDLE_PRICES), next());
    if (opts.bill) push(u.id, 'Bill Paid', money(u.fee + (rnd() < 0.5 ? 0 : rnd() * 18)), next());
    if (opts.roaming) {
      const k = between(1, 3);
      for (let i = 0; i < k; i++) push(u.id, 'roaming_session', roamingMb(), next());
    }
    if (rnd() < u.issueRate) {
      push(u.id, 'network_issue_reported', 0, next());
      if (rnd() < 0.4) push(u.id, 'support_chat_started', 0, next());
    } else if (rnd() < 0.02) push(u.id, 'support_chat_started', 0, next());
    if (rnd() < 0.004) push(u.id, 'plan.changed', 0, next());
    if (opts.autopay) push(u.id, 'autopay_enabled', 0, next());
  }

  // ---- ordinary subscribers ------------------------------------------------------------
  const taken = new Set([...Object.values(PERSONAS), NOBODY]);
  const subscribers = [];
  for (let i = 0; i < 440; i++) {
    let id;
    do id = `sub_${between(100000, 999999)}`;
    while (taken.has(id));
    taken.add(id);
    const power = rnd() < 0.04;
    const fresh = rnd() < 0.3;
    const start = fresh ? between(0, 118) : -1;
    const churns = rnd() < 0.22;
    const end = churns ? Math.min(119, Math.max(start, 0) + between(4, 100)) : 120;
    const prepaid = rnd() < 0.62;
    const trips = [];
    if (rnd() < 0.16) {
      for (let k = between(1, 3); k > 0; k--) {
        const s = between(0, 115);
        trips.push([s, s + between(2, 11)]);
      }
    }
    subscribers.push({
      id,
      power,
      start,
      end,
      prepaid,
      trips,
      portIn: fresh && rnd() < 0.3,
      rate: power ? 0.85 + rnd() * 0.1 : 0.05 + rnd() ** 2 * 0.5,
      issueRate: 0.008 + rnd() * 0.03,
      fee: pick(PLAN_FEES),
      billDay: between(1, 28),
      autopayDay: !prepaid && rnd() < 0.12 ? between(Math.max(start, 0), 119) : null,
    });
  }

  for (const u of subscribers) {
    for (let d = Math.max(u.start, 0); d < Math.min(u.end, 120); d++) {
      const day = dayAt(d);
      const dom = new Date(day).getUTCDate();
      const roaming = u.trips.some(([a, b]) => d >= a && d <= b);
      const first = d === u.start;
      const bill = !u.prepaid && dom === u.billDay && rnd() < 0.85;
      const autopay = u.autopayDay === d;
      let p = u.rate * WEEKDAY_FACTOR[weekdayOf(day)] * (roaming ? 1.6 : 1);
      if (!(first || bill || autopay || rnd() < p)) continue;
      let n = 1 + (rnd() < 0.35 ? 1 : 0) + (u.power ? between(0, 2) : 0);
      for (let s = 0; s < n; s++) {
        const t = day + pickHour() * HOUR + between(0, 3599) * 1000;
        session(u, t, {
          first: first && s === 0,
          bill: bill && s === 0,
          roaming: roaming && rnd() < 0.7,
          autopay: autopay && s === 0,
        });
      }
    }
  }

  // ---- personas ------------------------------------------------------------------------
  const persona = (id, extra) => ({
    id,
    power: false,
    start: -1,
    end: 120,
    prepaid: true,
    trips: [],
    portIn: false,
    rate: 0.3,
    issueRate: 0.015,
    fee: 29.99,
    billDay: 10,
    autopayDay: null,
    ...extra,
  });

  // Heaviest: four to six sessions a day, every day.
  const heavy = persona(PERSONAS.heaviest, { rate: 1 });
  for (let d = 0; d < 120; d++) {
    const n = between(4, 6);
    for (let s = 0; s < n; s++)
      session(heavy, dayAt(d) + pickHour() * HOUR + between(0, 3599) * 1000, { roaming: d >= 70 && d <= 74 });
  }

  // Newcomer: opened a line 4 days ago, came back twice.
  const fresh = persona(PERSONAS.newcomer);
  push(fresh.id, 'account.created', 0, dayAt(115) + 10 * HOUR + 12 * 60_000 + 33_000);
  push(fresh.id, 'app_login', 0, dayAt(115) + 10 * HOUR + 13 * 60_000 + 2_000);
  push(fresh.id, 'topup_completed', 20, dayAt(115) + 10 * HOUR + 15 * 60_000 + 41_000);
  push(fresh.id, 'app_login', 0, dayAt(116) + 19 * HOUR + 2 * 60_000 + 7_000);
  push(fresh.id, 'balance_check', 0, dayAt(116) + 19 * HOUR + 2 * 60_000 + 50_000);
  push(fresh.id, 'app_login', 0, dayAt(117) + 8 * HOUR + 41 * 60_000 + 16_000);
  push(fresh.id, 'data_usage_viewed', 0, dayAt(117) + 8 * HOUR + 42 * 60_000 + 3_000);
  push(fresh.id, 'bundle_purchased', 4.99, dayAt(117) + 8 * HOUR + 44 * 60_000 + 29_000);

  // Lapsed: postpaid, regular until day 67 (≈ 52 days before today), then nothing.
  const lapsed = persona(PERSONAS.lapsed, { prepaid: false, fee: 44.99, billDay: 3 });
  for (let d = 0; d <= 67; d++) {
    const bill = new Date(dayAt(d)).getUTCDate() === 3;
    if (bill || d === 67 || rnd() < 0.45)
      session(lapsed, dayAt(d) + pickHour() * HOUR + between(0, 3599) * 1000, { bill });
  }

  // Roamer: four trips, one of them in the middle of last month, the latest a few days ago.
  const roamer = persona(PERSONAS.roamer, {
    prepaid: false,
    fee: 59.99,
    billDay: 20,
    trips: [
      [24, 31],
      [74, 81],
      [96, 101],
      [112, 117],
    ],
  });
  for (let d = 0; d < 120; d++) {
    const onTrip = roamer.trips.some(([a, b]) => d >= a && d <= b);
    const bill = new Date(dayAt(d)).getUTCDate() === 20;
    if (!(onTrip || bill || rnd() < 0.4)) continue;
    const n = onTrip ? between(2, 3) : 1;
    for (let s = 0; s < n; s++)
      session(roamer, dayAt(d) + pickHour() * HOUR + between(0, 3599) * 1000, {
        roaming: onTrip,
        bill: bill && s === 0,
      });
  }

  // Ported in: joined 40 days ago by porting a number, postpaid, pays bills, autopay later.
  const ported = persona(PERSONAS.portedIn, {
    prepaid: false,
    portIn: true,
    start: 79,
    fee: 34.99,
    billDay: 15,
    autopayDay: 102,
  });
  for (let d = 79; d < 120; d++) {
    const bill = new Date(dayAt(d)).getUTCDate() === 15;
    if (d === 79 || bill || d === 102 || rnd() < 0.35) {
      session(ported, dayAt(d) + pickHour() * HOUR + between(0, 3599) * 1000, {
        first: d === 79,
        bill,
        autopay: d === 102,
      });
    }
  }

  // Complainer: reports a network issue every two to four days, often chats with support.
  const complainer = persona(PERSONAS.complainer, { rate: 0.6, issueRate: 0 });
  for (let d = 0, nextIssue = 1; d < 120; d++) {
    const issue = d === nextIssue;
    if (!(issue || rnd() < 0.5)) continue;
    const t = dayAt(d) + pickHour() * HOUR + between(0, 3599) * 1000;
    session(complainer, t);
    if (issue) {
      push(complainer.id, 'network_issue_reported', 0, t + 600_000 + between(0, 600) * 1000);
      if (rnd() < 0.5) push(complainer.id, 'support_chat_started', 0, t + 1_300_000 + between(0, 600) * 1000);
      nextIssue = d + between(2, 4);
    }
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
