/* eslint-disable no-useless-assignment -- a blind round's generator, kept as its author wrote it */
// Blind round "taxprep": usage events of a consumer tax-filing web app ("FileFox").
// People create an account, import W-2s/1099s, work through the interview, look at their
// refund estimate, buy a filing tier, optionally get a tax-pro review, e-file, and then check
// on their refund until it is issued. A support chat exists; an e-file outage happened 23 days
// before "now". Everything is generated relative to `now` with a seeded PRNG.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'account_created', // value 0
  'document.imported', // value = number of tax forms in the import (1–6)
  'InterviewStepCompleted', // value = minutes spent on the step
  'estimate.viewed', // value = estimated refund in dollars (negative = amount owed)
  'Tier Purchased', // value = fee paid in dollars (tier + state add-ons − coupon)
  'pro-review-completed', // value = number of issues the tax pro flagged (0–4)
  'return-efiled', // value = number of returns transmitted (federal + states)
  'efile.rejected', // value 0 = federal return rejected, 1 = state return rejected
  'refund_status_checked', // value 0
  'RefundIssued', // value = refund amount in dollars
  'Support Chat Started', // value 1 = escalated to a human agent, 0 = bot only
  'amended_return_filed', // value 0
];

export const PERSONAS = {
  powerUser: 'filer_1337', // files for the whole family, active nearly every day, 5 tier purchases
  churner: 'filer_1090', // very active in the first two months, silent for the last ~62 days
  newcomer: 'filer_1555', // signed up 3 days ago, busy ever since (also in the last hour)
  bigRefund: 'filer_1210', // the largest refund (14,850) and three tier purchases
  supportHeavy: 'filer_1404', // opens a support chat every few days
  amender: 'filer_1266', // filed two amended returns (one 5 days ago)
};

export const NOBODY = 'filer_9999';

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

// Monday … Sunday: Sundays and Mondays are the busy days, Fridays the quiet ones.
const WEEKDAY_WEIGHT = [0.8, 0.7, 0.66, 0.6, 0.45, 0.74, 1.0];
// UTC hour of day: evenings (US afternoon/evening) are busy, peak at 21:00.
const HOUR_WEIGHT = [
  0.45, 0.38, 0.28, 0.18, 0.1, 0.07, 0.06, 0.08, 0.12, 0.2, 0.28, 0.34, 0.4, 0.42, 0.44, 0.46, 0.48, 0.5,
  0.52, 0.55, 0.6, 1.0, 0.5, 0.45,
];
const HOUR_TOTAL = HOUR_WEIGHT.reduce((s, w) => s + w, 0);

const dayStart = (t) => Math.floor(t / DAY) * DAY;
const weekdayIdx = (t) => (new Date(t).getUTCDay() + 6) % 7;
const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';

export function generateEvents(now) {
  const N = +now;
  const START = N - 119 * DAY;
  const END = N - 3 * MIN;
  const rnd = mulberry32(0x7a3f2026);
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = (items, weights) => {
    let x = rnd() * weights.reduce((s, w) => s + w, 0);
    for (let i = 0; i < items.length; i++) if ((x -= weights[i]) < 0) return items[i];
    return items[items.length - 1];
  };
  const out = [];
  const add = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < START || t > END) return false;
    out.push({ userId, eventName, eventValue, timestamp: iso(t) });
    return true;
  };
  const hourOfDay = () => {
    let x = rnd() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) if ((x -= HOUR_WEIGHT[h]) < 0) return h;
    return 23;
  };
  // A session start near time T: a day chosen with the weekly rhythm, an hour with the daily one.
  const sessionAt = (T) => {
    let d = dayStart(T);
    for (let i = 0; i < 6; i++) {
      const cand = dayStart(T) + (i ? int(-2, 2) * DAY : 0);
      if (rnd() < WEEKDAY_WEIGHT[weekdayIdx(cand)]) {
        d = cand;
        break;
      }
    }
    return d + hourOfDay() * HOUR + Math.floor(rnd() * 3600) * 1000;
  };
  const refundEstimate = () =>
    rnd() < 0.8 ? 150 + Math.floor(rnd() ** 2 * 5200) : -(80 + Math.floor(rnd() * 3400));
  const fee = () =>
    pick([39, 69, 119], [0.45, 0.35, 0.2]) + 29 * pick([0, 1, 2], [0.35, 0.55, 0.1]) - (rnd() < 0.1 ? 10 : 0);

  const personaIds = new Set(Object.values(PERSONAS));
  const starts = []; // [userId, first time] of regular users, for the outage

  // ---- regular users -------------------------------------------------------------------
  for (let i = 0; i < 560; i++) {
    const userId = `filer_${1000 + i}`;
    if (personaIds.has(userId)) continue;
    const returning = rnd() < 0.22; // account older than the stored history
    const t0 = returning ? START + rnd() * (END - START) * 0.92 : START + (END - START) * Math.sqrt(rnd());
    let t = sessionAt(t0);
    if (t < START) t = START + int(1, 600) * MIN;
    starts.push([userId, t]);
    const step = () => (t += int(1, 7) * MIN);
    if (!returning) add(userId, 'account_created', 0, t);

    // Interview: imports, steps and estimate views spread over a few sessions.
    const sessions = int(1, 6);
    const quitter = rnd() < 0.18;
    let estimate = refundEstimate();
    for (let s = 0; s < (quitter ? 1 : sessions); s++) {
      if (s > 0) t = sessionAt(t + (0.5 + rnd() * 5) * DAY);
      if (s === 0 || rnd() < 0.4)
        for (let k = int(1, 2); k > 0; k--) add(userId, 'document.imported', int(1, 4), step());
      for (let k = int(quitter ? 1 : 4, quitter ? 4 : 11); k > 0; k--)
        add(userId, 'InterviewStepCompleted', int(1, 22), step());
      if (rnd() < 0.5) {
        if (rnd() < 0.3) estimate = refundEstimate();
        add(userId, 'estimate.viewed', estimate, step());
      }
      if (rnd() < 0.09) add(userId, 'Support Chat Started', rnd() < 0.35 ? 1 : 0, step());
    }
    if (quitter || rnd() < 0.3) continue;

    // Purchase, optional pro review, e-file.
    t = sessionAt(t + rnd() * 3 * DAY);
    const paid = fee();
    add(userId, 'Tier Purchased', paid, step());
    if (paid >= 109) {
      t += int(20, 70) * HOUR;
      add(userId, 'pro-review-completed', int(0, 4), t);
      t = sessionAt(t + int(0, 1) * DAY);
    }
    if (rnd() < 0.08) continue;
    const returns = paid >= 60 && rnd() < 0.6 ? int(2, 3) : 1;
    add(userId, 'return-efiled', returns, step());
    if (rnd() < 0.14) {
      add(userId, 'efile.rejected', rnd() < 0.4 ? 1 : 0, t + int(10, 300) * MIN);
      t = sessionAt(t + int(1, 2) * DAY);
      add(userId, 'return-efiled', 1, step());
    }
    const efiled = t;

    // Waiting for the refund.
    const refund = estimate > 0 && rnd() < 0.88;
    const wait = int(8, 24) * DAY;
    for (let k = int(2, refund ? 12 : 5); k > 0; k--) {
      add(userId, 'refund_status_checked', 0, sessionAt(efiled + rnd() * wait));
    }
    if (rnd() < 0.12)
      add(userId, 'Support Chat Started', rnd() < 0.5 ? 1 : 0, sessionAt(efiled + rnd() * wait));
    if (refund) {
      const tr = efiled + wait + int(0, 20) * HOUR;
      add(userId, 'RefundIssued', Math.max(50, Math.round(estimate * (0.9 + rnd() * 0.2))), tr);
      if (rnd() < 0.015) add(userId, 'amended_return_filed', 0, sessionAt(tr + int(3, 20) * DAY));
    }
  }

  // ---- the e-file outage, 23 days ago, 13:00–19:00 UTC ---------------------------------
  const D = dayStart(N) - 23 * DAY;
  const before = starts.filter(([, t]) => t < D - DAY);
  for (let k = 0; k < 210; k++) {
    const [userId] = before[int(0, before.length - 1)];
    const t = D + 13 * HOUR + int(0, 359) * MIN + int(0, 59) * 1000;
    add(userId, 'efile.rejected', 0, t);
    if (rnd() < 0.45) add(userId, 'Support Chat Started', rnd() < 0.5 ? 1 : 0, t + int(2, 40) * MIN);
    if (rnd() < 0.35) add(userId, 'return-efiled', 1, D + DAY + int(9, 22) * HOUR + int(0, 59) * MIN);
  }

  // ---- personas -----------------------------------------------------------------------
  // filer_1337: files for the whole family, busy nearly every day.
  {
    const u = PERSONAS.powerUser;
    const buys = [177, 149, 98, 177, 128];
    let nextBuy = 0;
    for (let d = dayStart(START) + DAY; d < dayStart(END); d += DAY) {
      if (rnd() > 0.55 + 0.45 * WEEKDAY_WEIGHT[weekdayIdx(d)]) continue;
      let t = d + (int(0, 1) ? 17 : 9) * HOUR + int(0, 150) * MIN;
      const step = () => (t += int(1, 9) * MIN);
      for (let session = int(1, 2); session > 0; session--) {
        for (let k = int(4, 8); k > 0; k--) {
          const name = pick(
            ['InterviewStepCompleted', 'document.imported', 'estimate.viewed', 'refund_status_checked'],
            [6, 2, 1.2, 1],
          );
          const v =
            name === 'InterviewStepCompleted'
              ? int(1, 15)
              : name === 'document.imported'
                ? int(2, 6)
                : name === 'estimate.viewed'
                  ? refundEstimate()
                  : 0;
          add(u, name, v, step());
        }
        t += int(2, 4) * HOUR;
      }
      const dayIdx = Math.round((d - dayStart(START)) / DAY);
      if (nextBuy < buys.length && dayIdx >= 12 + nextBuy * 21) {
        add(u, 'Tier Purchased', buys[nextBuy], step());
        if (buys[nextBuy] >= 109) add(u, 'pro-review-completed', int(1, 3), step() + 30 * HOUR);
        add(u, 'return-efiled', int(1, 3), step() + 32 * HOUR);
        add(u, 'RefundIssued', 900 + nextBuy * 437, t + (15 + nextBuy) * DAY);
        nextBuy++;
      }
    }
  }
  // filer_1090: active from the start until ~62 days ago, then gone.
  {
    const u = PERSONAS.churner;
    let t = START + 2 * DAY + 19 * HOUR + 17 * MIN;
    add(u, 'account_created', 0, t);
    const step = () => (t += int(1, 6) * MIN);
    let day = 0;
    for (let d = dayStart(START) + 2 * DAY; d <= dayStart(N) - 62 * DAY; d += DAY, day++) {
      if (day > 0) t = d + int(18, 22) * HOUR + int(0, 59) * MIN;
      if (rnd() < 0.25) continue;
      for (let k = int(2, 5); k > 0; k--)
        add(
          u,
          day < 20 ? 'InterviewStepCompleted' : 'refund_status_checked',
          day < 20 ? int(3, 20) : 0,
          step(),
        );
      if (day === 5) add(u, 'document.imported', 3, step());
      if (day === 20) {
        add(u, 'Tier Purchased', 69, step());
        add(u, 'return-efiled', 1, step());
      }
      if (day === 33) add(u, 'Support Chat Started', 1, step());
    }
    add(u, 'RefundIssued', 2315, dayStart(N) - 62 * DAY + 14 * HOUR + 5 * MIN);
    add(u, 'refund_status_checked', 0, dayStart(N) - 62 * DAY + 21 * HOUR + 42 * MIN);
  }
  // filer_1555: signed up 3 days ago, busy every day since, including the last hour.
  {
    const u = PERSONAS.newcomer;
    let t = N - 3 * DAY + 47 * MIN + 13 * 1000;
    add(u, 'account_created', 0, t);
    const step = () => (t += int(2, 6) * MIN);
    for (let k = 0; k < 3; k++) add(u, 'document.imported', int(1, 3), step());
    for (let k = 0; k < 14; k++) add(u, 'InterviewStepCompleted', int(2, 18), step());
    t = N - 2 * DAY + 3 * HOUR;
    for (let k = 0; k < 14; k++) add(u, 'InterviewStepCompleted', int(2, 18), step());
    add(u, 'estimate.viewed', 1840, step());
    add(u, 'Support Chat Started', 0, step());
    t = N - DAY + 2 * HOUR;
    for (let k = 0; k < 10; k++) add(u, 'InterviewStepCompleted', int(2, 18), step());
    add(u, 'estimate.viewed', 2120, step());
    add(u, 'Tier Purchased', 39, step());
    t = N - 50 * MIN;
    add(u, 'document.imported', 1, (t += 2 * MIN));
    for (let k = 0; k < 5; k++) add(u, 'InterviewStepCompleted', int(2, 9), (t += int(3, 5) * MIN));
    add(u, 'estimate.viewed', 2064, (t += 4 * MIN));
    add(u, 'return-efiled', 2, (t += 3 * MIN));
    add(u, 'refund_status_checked', 0, N - 3 * MIN);
  }
  // filer_1210: the family with the big refund.
  {
    const u = PERSONAS.bigRefund;
    let t = sessionAt(N - 70 * DAY);
    add(u, 'account_created', 0, t);
    const step = () => (t += int(1, 8) * MIN);
    for (let s = 0; s < 8; s++) {
      if (s) t = sessionAt(t + 2 * DAY);
      if (s % 3 === 0) add(u, 'document.imported', int(2, 6), step());
      for (let k = int(4, 8); k > 0; k--) add(u, 'InterviewStepCompleted', int(2, 25), step());
      add(u, 'estimate.viewed', 13900 + s * 120, step());
    }
    add(u, 'Tier Purchased', 148, step());
    add(u, 'pro-review-completed', 4, (t += 30 * HOUR));
    add(u, 'return-efiled', 3, (t += 3 * HOUR));
    add(u, 'Tier Purchased', 148, (t += 2 * DAY));
    add(u, 'return-efiled', 2, step());
    add(u, 'Tier Purchased', 148, (t += 3 * DAY));
    add(u, 'return-efiled', 2, step());
    for (let k = 0; k < 7; k++) add(u, 'refund_status_checked', 0, sessionAt(t + (k + 1) * 2 * DAY));
    add(u, 'RefundIssued', 14850, N - 40 * DAY + 15 * HOUR + 26 * MIN);
    add(u, 'RefundIssued', 3120, N - 33 * DAY + 16 * HOUR + 2 * MIN);
  }
  // filer_1404: opens a support chat every few days.
  {
    const u = PERSONAS.supportHeavy;
    let n = 0;
    for (let t = N - 92 * DAY; t < END; t += int(2, 4) * DAY) {
      let s = sessionAt(t);
      add(u, 'Support Chat Started', n++ % 3 === 0 ? 1 : 0, s);
      for (let k = int(1, 4); k > 0; k--)
        add(u, 'InterviewStepCompleted', int(5, 30), (s += int(3, 12) * MIN));
      if (rnd() < 0.3) add(u, 'estimate.viewed', -640, (s += 2 * MIN));
      if (rnd() < 0.25) add(u, 'document.imported', 1, (s += 4 * MIN));
    }
  }
  // filer_1266: two amended returns.
  {
    const u = PERSONAS.amender;
    let t = sessionAt(N - 100 * DAY);
    add(u, 'account_created', 0, t);
    const step = () => (t += int(2, 9) * MIN);
    for (let s = 0; s < 4; s++) {
      if (s) t = sessionAt(t + 3 * DAY);
      for (let k = int(3, 6); k > 0; k--) add(u, 'InterviewStepCompleted', int(2, 14), step());
    }
    add(u, 'document.imported', 2, step());
    add(u, 'estimate.viewed', 980, step());
    add(u, 'Tier Purchased', 177, step());
    add(u, 'pro-review-completed', 2, (t += 26 * HOUR));
    add(u, 'return-efiled', 3, (t += 2 * HOUR));
    add(u, 'RefundIssued', 1012, N - 66 * DAY + 13 * HOUR + 40 * MIN);
    add(u, 'Support Chat Started', 1, N - 34 * DAY + 20 * HOUR + 11 * MIN);
    add(u, 'document.imported', 1, N - 31 * DAY + 20 * HOUR + 3 * MIN);
    add(u, 'Tier Purchased', 128, N - 31 * DAY + 20 * HOUR + 19 * MIN);
    add(u, 'amended_return_filed', 0, N - 30 * DAY + 21 * HOUR + 8 * MIN);
    add(u, 'refund_status_checked', 0, N - 12 * DAY + 19 * HOUR + 30 * MIN);
    add(u, 'amended_return_filed', 0, N - 5 * DAY + 18 * HOUR + 52 * MIN);
  }

  // ---- a few people checking on their refund in the last two hours ---------------------
  for (let k = 0; k < 12; k++) {
    const [userId] = before[int(0, before.length - 1)];
    add(userId, 'refund_status_checked', 0, N - int(4, 118) * MIN - int(0, 59) * 1000);
  }

  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
