// Blind round "energy": a residential energy retailer's customer app.
//
// Users: customers (acct_…), support agents (agent_…) and smart-meter bots (meter_…).
// eventValue: meter_reading = kWh used that day; BillPaid = dollars paid; PeakEventJoined = kWh
// saved during a demand-response peak event; Chat Handled = minutes the agent spent on the chat;
// every other event carries 0.
//
// The story (all offsets are counted in whole UTC days back from the day of `now`):
// - growth: new customers join at an accelerating pace, app use per customer creeps up, and
//   the smart-meter rollout brings new meter bots online through the window;
// - weekly rhythm: customers open the app most on Saturdays (then Sundays), in the evening
//   (19:00 UTC is the busiest hour); support chats are quiet on Sundays;
// - the demand-response programme launched 75 days back; peak events run on one or two days
//   of every ISO week after launch, between 16:00 and 20:00 UTC;
// - a new tariff launched 40 days back and caused a ten-day burst of tariff switches;
// - a storm hit 23 days back: a flood of outage reports, chats and engineer bookings, and many
//   meters failed to send the next morning's reading;
// - personas: a power user, a top payer, a churner who left 52 days back after one last chat,
//   a newcomer who joined 4 days back, a demand-response champion, the busiest agent and the
//   meter of the biggest house.

export const EVENT_NAMES = [
  'app_opened',
  'meter_reading',
  'bill.viewed',
  'BillPaid',
  'Tariff Switched',
  'dr-enrolled',
  'PeakEventJoined',
  'outage.reported',
  'engineer-visit-booked',
  'chat_started',
  'Chat Handled',
  'autopay.enabled',
];

export const PERSONAS = {
  topUser: 'acct_100017', // opens the app several times a day; the most events of anyone
  topPayer: 'acct_100042', // a big all-electric house: the largest BillPaid amounts
  churner: 'acct_100088', // heavy user: last evening 52 days back = app_opened, bill.viewed, chat_started
  newcomer: 'acct_105991', // joined 4 days back
  drChampion: 'acct_100123', // saves the most kWh in peak events
  topAgent: 'agent_04', // handles the most chats
  bigMeter: 'meter_20417', // the highest daily consumption
};

export const NOBODY = 'acct_100000';

export const DAYS_BACK = { incident: 23, drLaunch: 75, tariffLaunch: 40, churn: 52, newcomerJoin: 4 };

const SEC = 1000;
const MIN = 60 * SEC;
const HOUR = 60 * MIN;
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

const round1 = (x) => Math.round(x * 10) / 10;
const round2 = (x) => Math.round(x * 100) / 100;
const int = (rng, n) => Math.floor(rng() * n);

function poisson(rng, lambda) {
  const l = Math.exp(-lambda);
  let k = 0;
  let p = 1;
  for (;;) {
    p *= rng();
    if (p <= l) return k;
    k++;
  }
}

// Customer app use by hour of day (UTC): quiet nights, a morning bump, an evening peak at 19:00.
const APP_HOURS = [
  1, 0.6, 0.4, 0.3, 0.3, 0.5, 1.2, 2.2, 2.6, 2.2, 2, 2, 2.3, 2.1, 2, 2.1, 2.5, 3.2, 4, 5.4, 4.5, 3.4, 2.3,
  1.5,
];
// Support chats: business hours, with a rush when the contact centre opens at 09:00.
const CHAT_HOURS = [
  0.1, 0.1, 0.1, 0.1, 0.1, 0.2, 0.5, 1.2, 2.5, 8, 3, 2.8, 2.4, 2.6, 2.8, 2.6, 2.2, 1.8, 1.5, 1.2, 0.9, 0.6,
  0.3, 0.2,
];

function pickHour(rng, weights) {
  const total = weights.reduce((s, w) => s + w, 0);
  let x = rng() * total;
  for (let h = 0; h < 24; h++) {
    x -= weights[h];
    if (x < 0) return h;
  }
  return 23;
}
// A whole-second time of day drawn from hourly weights.
const timeOfDay = (rng, weights) => pickHour(rng, weights) * HOUR + int(rng, 3600) * SEC;

const dow = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday … 6 = Sunday
const APP_WEEKDAY = [1, 0.95, 1, 1, 1.1, 1.6, 1.3];
const CHAT_WEEKDAY = [1.15, 1.05, 1, 1, 1, 0.85, 0.3];
// Winter heating: more kWh (and bigger bills) in the northern winter.
function season(t) {
  const d = new Date(t);
  const doy = (t - Date.UTC(d.getUTCFullYear(), 0, 1)) / DAY;
  return 1 + 0.22 * Math.cos((2 * Math.PI * (doy - 20)) / 365.25);
}

// Demand-response peak days: one or two days (Tue–Sat) in every ISO week after launch.
function peakDays(today, drLaunch) {
  const set = new Set();
  const firstMonday = today - 160 * DAY - dow(today - 160 * DAY) * DAY;
  for (let w = firstMonday; w <= today; w += 7 * DAY) {
    const r = mulberry32((w / DAY) * 7919 + 13);
    const a = w + (1 + int(r, 3)) * DAY;
    const days = [a];
    if (r() < 0.55) days.push(a + 2 * DAY);
    for (const d of days) if (d > drLaunch + 2 * DAY && d <= today) set.add(d);
  }
  return set;
}

export function generateEvents(now) {
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const dayOf = (back) => today - back * DAY;
  const INCIDENT = dayOf(DAYS_BACK.incident);
  const DR_LAUNCH = dayOf(DAYS_BACK.drLaunch);
  const TARIFF_LAUNCH = dayOf(DAYS_BACK.tariffLaunch);
  const PEAKS = peakDays(today, DR_LAUNCH);
  const START = 150; // generate from further back so the window opens mid-story

  const out = [];
  const chats = [];
  const emit = (userId, eventName, t, eventValue = 0) => out.push({ userId, eventName, t, eventValue });

  // ---- customers -------------------------------------------------------------------------
  const setup = mulberry32(424242);
  const customers = [];
  const taken = new Set(Object.values(PERSONAS).concat(NOBODY));
  const N_CUSTOMERS = 470;
  for (let i = 0; i < N_CUSTOMERS; i++) {
    let id;
    do id = `acct_${100100 + i * 13 + int(setup, 13)}`;
    while (taken.has(id));
    taken.add(id);
    const isNew = i >= 262;
    const joinBack = isNew ? Math.floor(6 + 110 * setup() ** 1.4) : 400;
    const churnBack = joinBack > 40 && setup() < 0.12 ? 8 + int(setup, Math.min(joinBack - 18, 104)) : null;
    // a few very keen app users, well apart so the most-active ranking is clear
    const ENTHUSIASTS = { 7: 2.3, 68: 1.1, 129: 0.8, 190: 0.6 };
    const c = {
      id,
      seed: 1000 + i,
      joinBack,
      churnBack,
      appRate: ENTHUSIASTS[i] ?? 0.04 + 0.5 * setup() ** 2,
      billDay: 1 + int(setup, 28),
      billBase: 55 + 200 * setup() ** 1.6,
      viewP: 0.6 + 0.35 * setup(),
      extraViewP: 0,
      payP: 0.95,
      drBack: null,
      peakP: 0.3 + 0.6 * setup(),
      saveScale: 0.5 + 2.5 * setup(),
      chatRate: 0.006 + 0.012 * setup(),
      tariffRate: 0.0005,
      autopayP: 0.01,
    };
    if (setup() < 0.36) {
      const back = DAYS_BACK.drLaunch - Math.floor(72 * setup() ** 1.3);
      if (back <= c.joinBack && (c.churnBack === null || back > c.churnBack)) c.drBack = back;
    }
    customers.push(c);
  }
  const base = (over) => ({
    joinBack: 400,
    churnBack: null,
    appRate: 0.3,
    billDay: 10,
    billBase: 120,
    viewP: 0.9,
    extraViewP: 0,
    payP: 0.97,
    drBack: null,
    peakP: 0.5,
    saveScale: 1,
    chatRate: 0.005,
    tariffRate: 0.0012,
    autopayP: 0.05,
    ...over,
  });
  customers.push(
    base({
      id: PERSONAS.topUser,
      seed: 17,
      appRate: 3.8,
      billDay: 6,
      billBase: 135,
      viewP: 1,
      extraViewP: 0.22,
      drBack: DAYS_BACK.drLaunch,
      peakP: 0.95,
      saveScale: 1,
      chatRate: 0.02,
      tariffRate: 0.012,
    }),
    base({ id: PERSONAS.topPayer, seed: 42, appRate: 0.35, billDay: 3, billBase: 610, viewP: 1, payP: 1 }),
    base({
      id: PERSONAS.churner,
      seed: 88,
      appRate: 1.3,
      billDay: 20,
      billBase: 160,
      chatRate: 0.02,
      churnBack: DAYS_BACK.churn,
      lastWords: 21 * HOUR + 47 * MIN + 15 * SEC,
    }),
    base({
      id: PERSONAS.drChampion,
      seed: 123,
      appRate: 0.5,
      billDay: 14,
      billBase: 190,
      drBack: DAYS_BACK.drLaunch,
      peakP: 1,
      saveScale: 5.5,
    }),
  );

  for (const c of customers) {
    const rng = mulberry32(c.seed * 2654435761);
    const until = c.churnBack === null ? Infinity : dayOf(c.churnBack) + (c.lastWords ?? DAY);
    const quietFrom = c.lastWords ? until - 20 * MIN : until; // nothing random after this
    const add = (name, t, v = 0) => {
      if (t < quietFrom) {
        emit(c.id, name, t, v);
        if (name === 'chat_started') chats.push(t);
      }
    };
    let autopay = false;
    const first = Math.min(c.joinBack, START);
    for (let back = first; back >= 0; back--) {
      const D = dayOf(back);
      if (D >= until) break;
      const wd = dow(D);
      const growth = 1 + (0.3 * (START - back)) / START;
      const peak = PEAKS.has(D) && c.drBack !== null && back < c.drBack;
      if (back === c.joinBack) add('app_opened', D + timeOfDay(rng, APP_HOURS));
      // app opens
      let lambda = c.appRate * APP_WEEKDAY[wd] * growth;
      if (D === INCIDENT) lambda += 0.45;
      if (peak) lambda += 0.4;
      const n = poisson(rng, lambda);
      for (let k = 0; k < n; k++) {
        const tod =
          D === INCIDENT && rng() < 0.6
            ? (6 + int(rng, 10)) * HOUR + int(rng, 3600) * SEC
            : timeOfDay(rng, APP_HOURS);
        add('app_opened', D + tod);
      }
      if (c.extraViewP && rng() < c.extraViewP) add('bill.viewed', D + timeOfDay(rng, APP_HOURS));
      // monthly bill on the customer's bill day
      if (new Date(D).getUTCDate() === c.billDay) {
        if (rng() < c.viewP) add('bill.viewed', D + int(rng, 5) * DAY + timeOfDay(rng, APP_HOURS));
        if (rng() < 0.6) add('bill.viewed', D + (5 + int(rng, 8)) * DAY + timeOfDay(rng, APP_HOURS));
        if (rng() < c.payP) {
          const t = D + (2 + Math.floor(9 * rng() ** 1.3)) * DAY + timeOfDay(rng, APP_HOURS);
          add('BillPaid', t, round2(c.billBase * (1 + 0.35 * (season(D) - 1)) * (0.85 + 0.3 * rng())));
          if (!autopay && rng() < c.autopayP && t < until && t <= nowMs) {
            autopay = true;
            add('autopay.enabled', t + (1 + int(rng, 8)) * MIN + int(rng, 60) * SEC);
          }
        }
      }
      // tariff switches, with a burst after the new tariff launched
      const inBurst = D >= TARIFF_LAUNCH && D < TARIFF_LAUNCH + 10 * DAY;
      if (rng() < c.tariffRate * (inBurst ? 10 : 1)) add('Tariff Switched', D + timeOfDay(rng, APP_HOURS));
      // demand response
      if (back === c.drBack) add('dr-enrolled', D + timeOfDay(rng, APP_HOURS));
      if (peak && rng() < c.peakP) {
        add(
          'PeakEventJoined',
          D + 16 * HOUR + int(rng, 4 * 3600) * SEC,
          Math.max(0.1, round1(c.saveScale * (0.5 + rng()))),
        );
      }
      // outages, chats, engineer visits
      let outageP = 0.0008;
      if (D === INCIDENT) outageP = 0.42;
      if (D === INCIDENT + DAY) outageP = 0.04;
      if (rng() < outageP) {
        const t =
          D +
          (D === INCIDENT ? 5 * HOUR + Math.floor(9 * 3600 * rng() ** 1.5) * SEC : timeOfDay(rng, APP_HOURS));
        add('outage.reported', t);
        if (rng() < 0.25) add('chat_started', t + (5 + int(rng, 85)) * MIN + int(rng, 60) * SEC);
        if (rng() < 0.28) add('engineer-visit-booked', t + (1 + int(rng, 30)) * HOUR + int(rng, 3600) * SEC);
      }
      if (rng() < c.chatRate * CHAT_WEEKDAY[wd]) add('chat_started', D + timeOfDay(rng, CHAT_HOURS));
      if (rng() < 0.001) add('engineer-visit-booked', D + timeOfDay(rng, CHAT_HOURS));
    }
    if (c.lastWords) {
      // the churner's last evening: opens the app, looks at the bill, complains in a chat, leaves
      emit(c.id, 'app_opened', until - 18 * MIN - 25 * SEC);
      emit(c.id, 'bill.viewed', until - 15 * MIN - 35 * SEC);
      emit(c.id, 'chat_started', until);
      chats.push(until);
    }
  }

  // The newcomer: a fixed first week.
  const nc = PERSONAS.newcomer;
  const at = (back, h, m, s) => dayOf(back) + h * HOUR + m * MIN + s * SEC;
  emit(nc, 'app_opened', at(4, 18, 12, 40));
  emit(nc, 'autopay.enabled', at(4, 18, 21, 10));
  emit(nc, 'app_opened', at(3, 7, 45, 0));
  emit(nc, 'dr-enrolled', at(3, 7, 49, 30));
  emit(nc, 'app_opened', at(2, 20, 3, 11));
  emit(nc, 'Tariff Switched', at(2, 20, 9, 54));
  emit(nc, 'app_opened', at(1, 12, 30, 0));
  emit(nc, 'chat_started', at(1, 12, 34, 20));
  chats.push(at(1, 12, 34, 20));

  // ---- agents handle chats -----------------------------------------------------------------
  const AGENTS = [
    'agent_01',
    'agent_02',
    'agent_03',
    'agent_04',
    'agent_05',
    'agent_06',
    'agent_07',
    'agent_08',
    'agent_09',
    'agent_10',
  ];
  const WEIGHTS = [1.0, 0.9, 0.7, 2.4, 0.8, 0.6, 0.5, 0.4, 0.8, 0.7];
  const W = WEIGHTS.reduce((s, w) => s + w, 0);
  const arng = mulberry32(777);
  chats.sort((a, b) => a - b);
  for (const t of chats) {
    if (arng() >= 0.93) continue;
    let x = arng() * W;
    let a = 0;
    while ((x -= WEIGHTS[a]) >= 0) a++;
    const busy = t >= INCIDENT && t < INCIDENT + DAY;
    const delay = (2 + int(arng, busy ? 150 : 40)) * MIN + int(arng, 60) * SEC;
    const minutes = (a === 3 ? 3 : 4) + int(arng, a === 3 ? 14 : 24);
    emit(AGENTS[a], 'Chat Handled', t + delay, minutes);
  }

  // ---- smart-meter bots: one reading each morning for the day before -------------------------
  const mrng = mulberry32(9001);
  const meters = [];
  for (let i = 0; i < 90; i++) {
    let id;
    do id = `meter_${20100 + i * 53 + int(mrng, 53)}`;
    while (taken.has(id));
    taken.add(id);
    const big = [44, 37][i]; // two more big houses behind the biggest
    meters.push({
      id,
      onlineBack: i < 55 ? 400 : Math.floor(4 + 112 * mrng() ** 1.2),
      base: big ?? 7 + 23 * mrng(),
    });
  }
  meters.push({ id: PERSONAS.bigMeter, onlineBack: 400, base: 58 });
  for (const m of meters) {
    for (let back = Math.min(m.onlineBack, START); back >= 0; back--) {
      const D = dayOf(back);
      const used = D - DAY; // the day the reading covers
      const missP = used === INCIDENT ? 0.35 : 0.015;
      if (mrng() < missP) continue;
      const weekend = dow(used) >= 5 ? 1.12 : 1;
      const storm = used === INCIDENT ? 0.6 : 1;
      const kwh = Math.max(0.5, round1(m.base * season(used) * weekend * storm * (0.8 + 0.4 * mrng())));
      emit(m.id, 'meter_reading', D + 30 * MIN + int(mrng, 2 * 3600) * SEC, kwh);
    }
  }

  // ---- someone is always in the app: a few opens in the last half hour ---------------------
  const prng = mulberry32(31337);
  const regulars = customers.filter((c) => c.churnBack === null && c.joinBack > 10 && c.appRate > 0.2);
  const last = Math.floor((nowMs - 2 * MIN) / SEC) * SEC;
  for (let k = 0; k < 5; k++) {
    emit(
      regulars[int(prng, regulars.length)].id,
      'app_opened',
      last - (k && k * 4 * MIN + int(prng, 180) * SEC),
    );
  }

  // ---- window and shape ------------------------------------------------------------------
  const from = nowMs - 120 * DAY;
  const to = nowMs - 2 * MIN;
  return out
    .filter((e) => e.t >= from && e.t <= to)
    .sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
    .map((e) => ({
      userId: e.userId,
      eventName: e.eventName,
      eventValue: e.eventValue,
      timestamp: new Date(e.t).toISOString().replace('.000Z', 'Z'),
    }));
}
