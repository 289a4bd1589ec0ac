// Blind round "photostock": a stock-photo and stock-video marketplace.
// Customers (u_1001…u_1420 plus a few personas) search the library, open previews, save to
// lightboxes, download assets with credits, buy credit packs, start and cancel subscriptions,
// and upgrade licences. Contributors (u_2001…u_2070) submit uploads, get them approved by the
// review team and receive a monthly royalty payout on the 1st of every month.
//
// Everything is placed relative to `now`, so the story always lies in the 120-day window:
//   - steady growth (more sessions per user over time, and more sign-ups later in the window);
//   - a weekday rhythm (Tuesday busiest, weekends quiet) and an hour rhythm (peak 15:00 UTC);
//   - an incident day 23 days ago: the payment provider failed between 13:00 and 17:00 UTC,
//     checkout.failed spikes and credit-pack purchases stop for those hours;
//   - a flash sale 9 days ago: half-price credit packs, the busiest day of the window;
//   - video keeps gaining: the share of video previews (longer, 4-credit downloads) rises over time;
//   - personas (see PERSONAS).

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

export const EVENT_NAMES = [
  'account_created', // value 0
  'search.performed', // value: number of results returned
  'PreviewOpened', // value: seconds the preview stayed open
  'lightbox-add', // value 0 (asset saved to a lightbox / collection)
  'Asset Downloaded', // value: credits consumed (0 = free comp, 1 = photo, 4 = video clip)
  'credit_pack_purchased', // value: price paid in USD
  'subscription.started', // value: monthly plan price in USD
  'SubscriptionCancelled', // value 0
  'License Upgraded', // value: extended-licence fee in USD
  'upload-submitted', // value: number of files in the upload batch (contributors)
  'asset.approved', // value: number of files approved from a batch (contributors)
  'royalty_payout', // value: USD paid out to the contributor (with cents)
  'checkout.failed', // value: USD amount of the failed payment attempt
];

export const PERSONAS = {
  topBuyer: 'u_1007', // a design agency: most events and by far the biggest spender
  topContributor: 'u_2011', // the most prolific uploader
  churner: 'u_1042', // heavy early user, subscribed, cancelled ~72 days ago, gone since
  newcomer: 'u_1493', // signed up 4 days ago, active right now
  outageVictim: 'u_1150', // hit the payment outage three times, bought after it was fixed
};

export const NOBODY = 'u_9999';

function mulberry32(seed) {
  return function () {
    let t = (seed += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// UTC hour weights: quiet nights, Europe in the morning, Europe + Americas in the afternoon.
const HOUR_W = [
  2, 1.5, 1.2, 1, 1, 1.2, 1.8, 2.5, 3.5, 4.5, 5, 5.5, 6, 6.3, 6.8, 9, 6.9, 6, 5, 4.5, 4, 3.5, 3, 2.5,
];
// Monday … Sunday
const WEEKDAY_W = [1.0, 1.5, 1.05, 0.98, 0.85, 0.5, 0.42];

export function generateEvents(now) {
  const nowMs = +now;
  const latest = Math.floor((nowMs - 2 * MIN) / 1000) * 1000;
  const earliest = Math.ceil((nowMs - 120 * DAY) / 1000) * 1000;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const rnd = mulberry32(0x5eed7070);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const weighted = (items, weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    let x = rnd() * total;
    for (let i = 0; i < items.length; i++) if ((x -= weights[i]) < 0) return items[i];
    return items[items.length - 1];
  };
  const hourTotal = HOUR_W.reduce((a, b) => a + b, 0);
  const randomTimeIn = (day0) => {
    let x = rnd() * hourTotal,
      h = 0;
    while (h < 23 && (x -= HOUR_W[h]) >= 0) h++;
    return day0 + h * HOUR + Math.floor((rnd() * HOUR) / 1000) * 1000;
  };
  const weekdayOf = (t) => (new Date(t).getUTCDay() + 6) % 7;
  const count = (x) => Math.floor(x) + (rnd() < x - Math.floor(x) ? 1 : 0);

  const raw = [];
  const push = (u, name, v, t) => raw.push({ u, name, v, t });

  const INCIDENT_D = 23; // days back
  const SALE_D = 9;
  const PACKS = [29, 79, 149, 299];
  const PLANS = [29, 99, 249];

  // ---- customers ---------------------------------------------------------------------------
  const customers = [];
  for (let i = 1; i <= 420; i++) {
    const id = `u_${1000 + i}`;
    const existing = rnd() < 0.55;
    // joiners: more of them late in the window (growth)
    const joinD = existing ? Infinity : Math.floor(119 * (1 - Math.sqrt(rnd())));
    const r = rnd();
    const rate = 0.03 + 0.2 * r * r * r + 0.04 * rnd();
    const churnD = rnd() < 0.2 ? Math.floor(rnd() * Math.min(110, joinD === Infinity ? 110 : joinD)) : -1;
    const subscriber = rnd() < 0.22;
    const subD = subscriber ? Math.floor(rnd() * Math.min(118, joinD === Infinity ? 118 : joinD)) : -1;
    const cancelD = subscriber && rnd() < 0.35 ? Math.floor(subD * rnd()) : -1;
    customers.push({ id, joinD, rate, churnD, subD, cancelD, buyP: 0.05 + 0.06 * rnd() });
  }
  const byId = Object.fromEntries(customers.map((c) => [c.id, c]));
  Object.assign(byId.u_1007, {
    joinD: Infinity,
    rate: 1.3,
    churnD: -1,
    subD: -1,
    cancelD: -1,
    buyP: 0.28,
    pack: 299,
    agency: true,
  });
  // a small tier of power users on a fixed routine (sessions per weekday, searches per session)
  Object.assign(byId.u_1003, {
    joinD: Infinity,
    churnD: -1,
    schedule: [1, 1, 1, 1, 1, 0, 0],
    searches: 4,
    buyP: 0,
    pack: 299,
    buyWeekday: 0,
  });
  Object.assign(byId.u_1019, {
    joinD: Infinity,
    churnD: -1,
    schedule: [1, 1, 1, 1, 1, 1, 1],
    searches: 2,
    buyP: 0.12,
    pack: 149,
  });
  Object.assign(byId.u_1064, {
    joinD: Infinity,
    churnD: -1,
    schedule: [1, 1, 1, 1, 1, 0, 0],
    searches: 2,
    buyP: 0.05,
  });
  Object.assign(byId.u_1042, { joinD: Infinity, rate: 0.55, churnD: 71, subD: 112, cancelD: 72, buyP: 0.05 });
  Object.assign(byId.u_1150, { joinD: Infinity, rate: 0.12, churnD: -1, subD: -1, cancelD: -1, buyP: 0.06 });
  customers.push({
    id: 'u_1493',
    joinD: 4,
    rate: 1.0,
    churnD: -1,
    subD: -1,
    cancelD: -1,
    buyP: 0.15,
    newcomer: true,
  });

  function session(c, t0, d) {
    const progress = (120 - d) / 120;
    let t = t0;
    const step = (lo, hi) => (t += (lo + Math.floor(rnd() * (hi - lo))) * 1000);
    const nSearch = c.searches ?? 1 + count(rnd() * (c.agency ? 4 : 2.4));
    for (let s = 0; s < nSearch; s++) {
      push(c.id, 'search.performed', Math.floor(8 + rnd() * rnd() * 900), t);
      step(15, 120);
      const nPrev = 1 + count(rnd() * 1.6);
      for (let p = 0; p < nPrev; p++) {
        const video = rnd() < 0.1 + 0.35 * progress; // video previews keep gaining share
        push(c.id, 'PreviewOpened', video ? 10 + Math.floor(rnd() * 80) : 3 + Math.floor(rnd() * 40), t);
        step(10, 90);
        if (rnd() < 0.18) {
          push(c.id, 'lightbox-add', 0, t);
          step(5, 30);
        }
        if (rnd() < (c.agency ? 0.5 : 0.24)) {
          const credits = rnd() < 0.25 ? 0 : video ? 4 : 1;
          push(c.id, 'Asset Downloaded', credits, t);
          step(10, 60);
          if (credits > 0 && rnd() < 0.065) {
            push(c.id, 'License Upgraded', rnd() < 0.6 ? 79 : 199, t);
            step(30, 200);
          }
        }
      }
    }
    // buying credits
    const sale = d === SALE_D;
    const roll = rnd();
    if (roll < c.buyP * (sale ? 4 : 1) || weekdayOf(t0) === c.buyWeekday) {
      const price = c.pack ?? weighted(PACKS, [5, 4, 2, 1]);
      const paid = sale ? Math.round(price / 2) : price;
      const hour = new Date(t).getUTCHours();
      const outage = d === INCIDENT_D && hour >= 13 && hour < 17;
      if (outage) {
        const tries = 1 + Math.floor(rnd() * 3);
        for (let k = 0; k < tries; k++) {
          push(c.id, 'checkout.failed', paid, t);
          step(40, 300);
        }
      } else {
        if (rnd() < 0.07) {
          push(c.id, 'checkout.failed', paid, t);
          step(40, 300);
        }
        push(c.id, 'credit_pack_purchased', paid, t);
      }
    }
  }

  // ---- contributors -----------------------------------------------------------------------
  const contributors = [];
  for (let i = 1; i <= 70; i++) {
    const id = `u_${2000 + i}`;
    const existing = rnd() < 0.7;
    const joinD = existing ? Infinity : Math.floor(119 * (1 - Math.sqrt(rnd())));
    const rate = 0.06 + 0.3 * rnd() * rnd();
    const churnD = rnd() < 0.15 ? Math.floor(rnd() * 100) : -1;
    contributors.push({ id, joinD, rate, churnD });
  }
  Object.assign(contributors[10], { joinD: Infinity, rate: 1.3, churnD: -1 }); // u_2011
  const approvals = []; // {u, files, t}

  // ---- the days -----------------------------------------------------------------------------
  for (let d = 120; d >= 0; d--) {
    const day0 = today0 - d * DAY;
    const progress = (120 - d) / 120;
    const growth = 0.72 + 0.6 * progress;
    const sale = d === SALE_D ? 2.2 : 1;
    const wd = sale > 1 ? Math.max(1.2, WEEKDAY_W[weekdayOf(day0)]) : WEEKDAY_W[weekdayOf(day0)];

    for (const c of customers) {
      if (d > c.joinD) continue;
      if (c.churnD >= 0 && d < c.churnD) continue;
      if (d === c.joinD) {
        const t = c.newcomer ? day0 + 10 * HOUR + 17 * MIN + 42 * 1000 : randomTimeIn(day0);
        push(c.id, 'account_created', 0, t);
        session(c, t + 40_000 + Math.floor(rnd() * 300) * 1000, d);
      }
      // on the sign-up day the first session is the one right after signing up
      const n =
        d === c.joinD ? 0 : c.schedule ? c.schedule[weekdayOf(day0)] : count(c.rate * wd * growth * sale);
      for (let k = 0; k < n; k++) session(c, randomTimeIn(day0), d);
      if (d === c.subD) push(c.id, 'subscription.started', pick(PLANS), randomTimeIn(day0));
      if (d === c.cancelD) push(c.id, 'SubscriptionCancelled', 0, randomTimeIn(day0));
    }

    for (const c of contributors) {
      if (d > c.joinD) continue;
      if (c.churnD >= 0 && d < c.churnD) continue;
      if (d === c.joinD) {
        push(c.id, 'account_created', 0, randomTimeIn(day0));
        continue; // first uploads come on a later day
      }
      const n = count(c.rate * (0.6 + 0.4 * wd) * growth);
      for (let k = 0; k < n; k++) {
        let t = randomTimeIn(day0);
        if (rnd() < 0.3) {
          push(c.id, 'search.performed', Math.floor(8 + rnd() * 600), t);
          t += 60_000;
        }
        const batches = 1 + (rnd() < 0.3 ? 1 : 0);
        for (let b = 0; b < batches; b++) {
          const files = 1 + Math.floor(rnd() * rnd() * 30);
          push(c.id, 'upload-submitted', files, t);
          if (rnd() < 0.85) {
            const approved = Math.max(1, files - Math.floor(rnd() * files * 0.4));
            const at = t + Math.floor(((6 + rnd() * 54) * HOUR) / 1000) * 1000;
            approvals.push({ u: c.id, files: approved, t: at });
            push(c.id, 'asset.approved', approved, at);
          }
          t += Math.floor(30 + rnd() * 400) * 1000;
        }
      }
    }

    // the payment outage: extra failures from customers retrying all afternoon
    if (d === INCIDENT_D) {
      const pool = customers.filter(
        (c) => c.joinD >= d && !(c.churnD >= 0 && d < c.churnD) && c.id !== 'u_1042' && c.id !== 'u_1150',
      );
      for (let k = 0; k < 70; k++) {
        const c = pick(pool);
        const price = weighted(PACKS, [5, 4, 2, 1]);
        push(c.id, 'checkout.failed', price, day0 + 13 * HOUR + Math.floor((rnd() * 4 * HOUR) / 1000) * 1000);
      }
      // u_1150 tried three times, then bought once it was fixed
      for (const m of [13 * 60 + 22, 13 * 60 + 31, 14 * 60 + 48])
        push('u_1150', 'checkout.failed', 149, day0 + m * MIN + 7000);
      push('u_1150', 'credit_pack_purchased', 149, day0 + 18 * HOUR + 5 * MIN + 13000);
    }

    // monthly royalty payouts on the 1st, for approvals of the previous month
    if (new Date(day0).getUTCDate() === 1) {
      const since = Date.UTC(new Date(day0).getUTCFullYear(), new Date(day0).getUTCMonth() - 1, 1);
      const earned = new Map();
      for (const a of approvals)
        if (a.t >= since && a.t < day0) earned.set(a.u, (earned.get(a.u) ?? 0) + a.files);
      for (const c of contributors) {
        if (!earned.has(c.id)) continue;
        const usd = Math.round((earned.get(c.id) * (0.9 + rnd() * 1.6) + rnd() * 12) * 100) / 100;
        push(c.id, 'royalty_payout', usd, day0 + 6 * HOUR + Math.floor((rnd() * 50 * MIN) / 1000) * 1000);
      }
    }
  }

  // the newcomer is browsing right now
  const live = [
    [9, 'search.performed', 214],
    [7, 'PreviewOpened', 18],
    [5, 'search.performed', 87],
    [3, 'PreviewOpened', 33],
    [2, 'lightbox-add', 0],
  ];
  for (const [m, name, v] of live) push('u_1493', name, v, Math.floor((nowMs - m * MIN) / 1000) * 1000);

  return raw
    .filter((e) => e.t >= earliest && e.t <= latest)
    .sort(
      (a, b) =>
        a.t - b.t || (a.u < b.u ? -1 : a.u > b.u ? 1 : 0) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .map((e) => ({
      userId: e.u,
      eventName: e.name,
      eventValue: e.v,
      timestamp: new Date(e.t).toISOString().replace('.000Z', 'Z'),
    }));
}
