// Blind round "ads": a self-serve advertising platform.
//
// Advertisers (adv_0001 … adv_0440) sign up, top up their prepaid balance, create campaigns and
// upload ad creatives. Every campaign goes to review; reviewers (reviewer_kim, reviewer_omar,
// reviewer_lena, reviewer_raj) approve or reject it, and the review event is stored under the
// reviewer's id. Approved campaigns are served: impressions, clicks and conversions are
// attributed to the advertiser account that owns the campaign. A campaign ends when its budget
// runs out or when the advertiser pauses it. At the start of each month advertisers pay the
// invoice for the previous month's spend (click costs plus the budgets of campaigns that ran out).
//
// Events and what eventValue means:
//   advertiser_signup    (snake_case)  0 — no value
//   campaign.created     (dotted)      the campaign's daily budget, USD (20 … 1,000)
//   CreativeUploaded     (CamelCase)   size of the uploaded creative file, KB
//   campaign-approved    (kebab-case)  minutes the reviewer spent on the review
//   campaign-rejected    (kebab-case)  minutes the reviewer spent on the review
//   Balance Topped Up    (Title Case)  amount added to the prepaid balance, USD
//   ad.impression        (dotted)      0 — no value (one row per served impression)
//   AdClicked            (CamelCase)   cost charged for the click, in US cents
//   Conversion Recorded  (Title Case)  conversion value reported by the advertiser's pixel, USD with
//                                      cents (5.00 … 320.00)
//   budget_exhausted     (snake_case)  total budget the campaign spent, USD
//   campaign_paused      (snake_case)  0 — no value
//   invoice.paid         (dotted)      invoice amount paid, USD
//   dashboard-viewed     (kebab-case)  seconds spent on the dashboard
//
// Story: the platform grows (sign-ups and serving ramp up over the 120 days), advertisers work
// on weekdays, Monday most (reviews happen Monday–Friday only), ads are served mostly in the
// evening, peaking at 20:00 UTC.
// Personas: adv_0042 is the biggest account by activity (an always-on campaign), adv_0107 the
// big spender (huge top-ups and invoices), adv_0213 signed up early, was active and went silent
// 55 days before now, adv_0438 signed up 4 days before now. reviewer_kim handles most reviews.
// Incident: 41 days before now (UTC day), a click-fraud bot hit six campaigns between 03:00 and
// 04:00 UTC: 400 extra AdClicked events in one hour.

export const EVENT_NAMES = [
  'advertiser_signup',
  'campaign.created',
  'CreativeUploaded',
  'campaign-approved',
  'campaign-rejected',
  'Balance Topped Up',
  'ad.impression',
  'AdClicked',
  'Conversion Recorded',
  'budget_exhausted',
  'campaign_paused',
  'invoice.paid',
  'dashboard-viewed',
];

export const PERSONAS = {
  topUser: 'adv_0042',
  bigSpender: 'adv_0107',
  churner: 'adv_0213',
  newcomer: 'adv_0438',
  topReviewer: 'reviewer_kim',
  rareReviewer: 'reviewer_raj',
};

export const NOBODY = 'adv_9999';

export const INCIDENT_DAYS_AGO = 41;
export const CHURN_DAYS_AGO = 55;
export const NEWCOMER_DAYS_AGO = 4;

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

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

const pick = (rng, arr) => arr[Math.floor(rng() * arr.length)];
// A top-up: usually a preset amount, sometimes an amount typed in by hand (a multiple of 5).
const topupAmount = (rng, presets) =>
  rng() < 0.6
    ? pick(rng, presets)
    : Math.max(20, Math.round((pick(rng, presets) * (0.3 + rng() * 1.4)) / 5) * 5);
const int = (rng, lo, hi) => lo + Math.floor(rng() * (hi - lo + 1));
function weighted(rng, weights) {
  const total = weights.reduce((s, w) => s + w, 0);
  let x = rng() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}
function poisson(rng, lambda) {
  if (lambda <= 0) return 0;
  if (lambda > 30)
    return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * (rng() + rng() + rng() - 1.5) * 2));
  const L = Math.exp(-lambda);
  let k = 0,
    p = 1;
  do {
    k++;
    p *= rng();
  } while (p > L);
  return k - 1;
}
function normal(rng) {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

// Hour-of-day weights (UTC).
const WORK_HOURS = [0, 0, 0, 0, 0, 0, 1, 3, 7, 10, 10, 9, 6, 8, 10, 9, 8, 6, 4, 3, 2, 1, 1, 0];
const SERVE_HOURS = [3, 2, 1, 1, 1, 1, 2, 3, 4, 5, 5, 6, 7, 6, 6, 6, 7, 8, 10, 12, 16, 11, 8, 5];
// Monday … Sunday
const ADV_WEEKDAY = [1.2, 1.0, 0.95, 0.95, 0.8, 0.4, 0.3];
const SERVE_WEEKDAY = [0.9, 0.9, 0.95, 1.0, 1.05, 1.2, 1.15];

const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';
const isoWeekday = (t) => (new Date(t).getUTCDay() + 6) % 7;
const pad = (n) => String(n).padStart(4, '0');

export function generateEvents(now) {
  const N = +now;
  const lo = N - 120 * DAY + 5 * MIN;
  const hi = N - 3 * MIN;
  const today0 = Math.floor(N / DAY) * DAY;
  const dayStart = (d) => today0 - (120 - d) * DAY; // d = 0 … 120 (120 = today)
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= lo && t <= hi) events.push({ userId, eventName, eventValue, timestamp: iso(t) });
  };
  const atHour = (rng, d, weights) => dayStart(d) + weighted(rng, weights) * HOUR + Math.floor(rng() * HOUR);
  const workTime = (rng, d) => atHour(rng, d, WORK_HOURS);

  // ---- advertisers ------------------------------------------------------------------------
  const g = mulberry32(20251107);
  const advertisers = [];
  for (let i = 1; i <= 160; i++) advertisers.push({ id: `adv_${pad(i)}`, signup: null });
  // 280 sign-ups over the window, more and more of them as the platform grows.
  const days = [];
  for (let k = 0; k < 280; k++) {
    // density ∝ 0.35 + d/120 on [1, 119]
    const u = g();
    const a = 0.35,
      b = 1 / 120;
    // inverse CDF of (a + b x) on [0, 118]
    const total = a * 118 + (b * 118 * 118) / 2;
    const x = (-a + Math.sqrt(a * a + 2 * b * u * total)) / b;
    days.push(1 + Math.floor(x));
  }
  days.sort((x, y) => x - y);
  days.forEach((d, k) => advertisers.push({ id: `adv_${pad(161 + k)}`, signup: d }));

  const reviewers = ['reviewer_kim', 'reviewer_omar', 'reviewer_lena', 'reviewer_raj'];
  const reviewerWeights = [46, 26, 19, 9];
  const rg = mulberry32(777);

  // Next moment a reviewer works: weekdays 08:00–18:00 UTC.
  const reviewAt = (t) => {
    let x = t;
    for (let guard = 0; guard < 10; guard++) {
      const wd = isoWeekday(x),
        h = new Date(x).getUTCHours();
      if (wd >= 5) {
        x = Math.floor(x / DAY) * DAY + DAY + 8 * HOUR + Math.floor(rg() * 3 * HOUR);
        continue;
      }
      if (h < 8) {
        x = Math.floor(x / DAY) * DAY + 8 * HOUR + Math.floor(rg() * 2 * HOUR);
        continue;
      }
      if (h >= 18) {
        x = Math.floor(x / DAY) * DAY + DAY + 8 * HOUR + Math.floor(rg() * 2 * HOUR);
        continue;
      }
      return x;
    }
    return x;
  };

  const spend = new Map(); // advertiser → Map(month start → cents)
  const addSpend = (id, t, cents) => {
    const d = new Date(t),
      m = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    if (!spend.has(id)) spend.set(id, new Map());
    const s = spend.get(id);
    s.set(m, (s.get(m) ?? 0) + cents);
  };
  const endTimes = new Map();

  for (let i = 0; i < advertisers.length; i++) {
    const adv = advertisers[i];
    const rng = mulberry32(1000 + i * 7919);
    let level = Math.exp(normal(rng) * 0.55);
    let serve = 1;
    let churnDay = rng() < 0.17 ? null : 121;
    let signupT = adv.signup === null ? null : workTime(rng, adv.signup);
    let budgets = [20, 25, 50, 50, 75, 100, 100, 150, 200, 300];
    let topups = [50, 100, 100, 200, 250, 500, 1000];
    let topupRate = 0.025;
    let campaignRate = 0.03 * Math.min(level, 3);
    let dropout = adv.signup !== null && rng() < 0.14;
    const ctr = 0.09 + rng() * 0.11;
    const cvr = 0.12 + rng() * 0.22;
    const cpc = int(rng, 30, 160);

    if (adv.id === 'adv_0042') {
      level = 3.2;
      serve = 4;
      churnDay = 121;
      campaignRate = 0.1;
    }
    if (adv.id === 'adv_0107') {
      level = 1.6;
      serve = 0.5;
      churnDay = 121;
      budgets = [500, 750, 1000];
      topups = [2500, 5000, 7500, 10000];
      topupRate = 0.09;
    }
    if (adv.id === 'adv_0213') {
      level = 3.0;
      serve = 3.0;
      dropout = false;
      signupT = dayStart(14) + 10 * HOUR + 23 * MIN + 11_000;
      churnDay = null;
    }
    if (adv.id === 'adv_0438') {
      level = 5;
      serve = 2;
      dropout = false;
      churnDay = 121;
      signupT = N - NEWCOMER_DAYS_AGO * DAY - 3 * HOUR - 17 * MIN;
    }

    const startT = signupT ?? dayStart(0);
    const startDay = Math.floor((startT - dayStart(0)) / DAY);
    if (churnDay === null) churnDay = int(rng, Math.min(startDay + 12, 110), 112);
    let endT = dayStart(churnDay) + workTime(rng, 0) - dayStart(0);
    if (adv.id === 'adv_0213') endT = N - CHURN_DAYS_AGO * DAY - 2 * HOUR - 41 * MIN;
    if (churnDay >= 121) endT = Infinity;
    endTimes.set(adv.id, endT);

    if (signupT !== null) push(adv.id, 'advertiser_signup', 0, signupT);
    if (dropout) continue;

    const later = (t, lo_, hi_) => t + lo_ + Math.floor(rng() * (hi_ - lo_));
    const emit = (name, value, t) => {
      if (t < endT) push(adv.id, name, value, t);
    };

    // first top-up soon after sign-up
    if (signupT !== null && rng() < 0.85)
      emit('Balance Topped Up', topupAmount(rng, topups), later(signupT, 10 * MIN, 30 * HOUR));

    // Impressions (and their clicks and conversions) of a campaign running from `from` to `stop`.
    const serveRange = (from, stop, budget) => {
      const bf = Math.sqrt(budget / 60);
      for (let ds = Math.floor(from / DAY) * DAY; ds < stop; ds += DAY) {
        const growth = 0.55 + 0.45 * ((ds - dayStart(0)) / (120 * DAY));
        const k = poisson(rng, 1.25 * serve * bf * growth * SERVE_WEEKDAY[isoWeekday(ds)]);
        for (let j = 0; j < k; j++) {
          const ti = ds + weighted(rng, SERVE_HOURS) * HOUR + Math.floor(rng() * HOUR);
          if (ti < from || ti >= stop) continue;
          emit('ad.impression', 0, ti);
          if (rng() < ctr) {
            const tc = later(ti, 3_000, 240_000);
            const cents = Math.max(5, cpc + int(rng, -20, 40));
            if (tc < endT && tc >= lo && tc <= hi) addSpend(adv.id, tc, cents);
            emit('AdClicked', cents, tc);
            if (rng() < cvr)
              emit('Conversion Recorded', int(rng, 500, 32000) / 100, later(tc, 2 * MIN, 6 * HOUR));
          }
        }
      }
    };

    const runCampaign = (t0) => {
      const budget = pick(rng, budgets);
      emit('campaign.created', budget, t0);
      let t = t0;
      const creatives = int(rng, 1, 2);
      for (let c = 0; c < creatives; c++) {
        t = later(t, 2 * MIN, 70 * MIN);
        emit('CreativeUploaded', int(rng, 40, 950), t);
      }
      if (rng() < 0.12) return; // left as a draft, never submitted for review
      let approvedAt = null;
      for (let round = 0; round < 2 && approvedAt === null; round++) {
        const rt = reviewAt(later(t, 40 * MIN, 20 * HOUR));
        const who = reviewers[weighted(rg, reviewerWeights)];
        if (rt >= endT) return;
        if (rg() < (round === 0 ? 0.8 : 0.9)) {
          push(who, 'campaign-approved', int(rg, 2, 24), rt);
          approvedAt = rt;
        } else {
          push(who, 'campaign-rejected', int(rg, 3, 30), rt);
          if (rng() < 0.25) return; // gave up
          t = later(rt, 30 * MIN, 26 * HOUR);
          emit('CreativeUploaded', int(rng, 40, 950), t);
        }
      }
      if (approvedAt === null) return;
      const runDays = 3 + Math.floor(-Math.log(1 - rng()) * 9);
      const stop = Math.min(approvedAt + runDays * DAY + Math.floor(rng() * DAY), endT);
      serveRange(approvedAt, stop, budget);
      if (stop >= endT) {
        if (endT !== Infinity) emit('campaign_paused', 0, endT - 1000);
        return;
      }
      if (rng() < 0.6) {
        const spent = budget * Math.max(1, Math.round((stop - approvedAt) / DAY));
        if (stop < endT && stop >= lo && stop <= hi) addSpend(adv.id, stop, spent * 100);
        emit('budget_exhausted', spent, stop);
      } else emit('campaign_paused', 0, stop);
    };

    // adv_0042 has an always-on brand campaign, approved before the window, that never stops.
    if (adv.id === 'adv_0042') serveRange(dayStart(0), N, 300);

    // first campaign right after sign-up
    if (signupT !== null && rng() < 0.85) runCampaign(later(signupT, 20 * MIN, 48 * HOUR));

    for (let d = Math.max(0, startDay); d <= 120; d++) {
      if (dayStart(d) >= endT) break;
      const wd = isoWeekday(dayStart(d));
      const act = ADV_WEEKDAY[wd];
      const growth = 0.7 + 0.3 * (d / 120);
      if (rng() < Math.min(0.92, 0.15 * level * act * growth)) {
        const views = int(rng, 1, 3);
        for (let v = 0; v < views; v++) {
          const t = workTime(rng, d);
          if (t > startT) emit('dashboard-viewed', int(rng, 15, 900), t);
        }
      }
      if (rng() < topupRate * Math.min(level, 3) * act) {
        const t = workTime(rng, d);
        if (t > startT) emit('Balance Topped Up', topupAmount(rng, topups), t);
      }
      if (rng() < campaignRate * act) {
        const t = workTime(rng, d);
        if (t > startT) runCampaign(t);
      }
    }
  }

  // ---- invoices: early each month, for the previous month's click spend ---------------------
  const ig = mulberry32(4242);
  for (const adv of advertisers) {
    const s = spend.get(adv.id);
    if (!s) continue;
    for (const [m, cents] of [...s].sort((a, b) => a[0] - b[0])) {
      if (cents < 100) continue;
      const d = new Date(m);
      const next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
      const t = next + int(ig, 0, 5) * DAY + weighted(ig, WORK_HOURS) * HOUR + Math.floor(ig() * HOUR);
      if (t < endTimes.get(adv.id)) push(adv.id, 'invoice.paid', Math.round(cents / 100), t);
    }
  }

  // ---- incident: click-fraud bot -----------------------------------------------------------
  const fg = mulberry32(31337);
  const victims = ['adv_0042', 'adv_0019', 'adv_0077', 'adv_0131', 'adv_0150', 'adv_0188'];
  const incident = today0 - INCIDENT_DAYS_AGO * DAY + 3 * HOUR;
  for (let j = 0; j < 400; j++) {
    const who = victims[weighted(fg, [30, 18, 16, 14, 12, 10])];
    push(who, 'AdClicked', int(fg, 40, 120), incident + Math.floor(fg() * HOUR));
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
