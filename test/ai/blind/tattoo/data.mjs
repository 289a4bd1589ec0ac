// Inkwell Collective: booking platform for a group of tattoo & piercing studios.
// Deterministic synthetic usage events for a given `now`.

export const EVENT_NAMES = [
  'Account Created', // client signs up (value 0)
  'portfolio_viewed', // client opens an artist's portfolio (value 0)
  'design.requested', // client requests a custom design (value = estimated size in cm)
  'DepositPaid', // deposit paid, USD
  'session_booked', // session booked (value = hours booked)
  'Session Completed', // session done in the chair (value = hours tattooed)
  'final-payment', // final payment after the session, USD
  'aftercare.checkin', // aftercare check-in (value = healing score 1-5)
  'no_show', // client did not turn up (value 0; deposit handled offline)
  'GiftCardPurchased', // gift card bought, USD
  'gift-card-redeemed', // gift card redeemed, USD redeemed
  'FlashUploaded', // artist uploads a flash design (value = listed price, USD)
];

export const PERSONAS = {
  topClient: 'cl_1001', // sleeve project, most active client by far
  bigSpender: 'cl_1002', // full back piece, biggest final payments
  churner: 'cl_1003', // very active early on, silent for the last ~50 days
  newcomer: 'cl_1004', // first event 3 days ago
  serialNoShow: 'cl_1005', // books and doesn't turn up
  giftGiver: 'cl_1006', // buys lots of gift cards
  topArtist: 'artist_03', // uploads the most flash
};
export const NOBODY = 'cl_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const H = 3_600_000,
  D = 24 * H;
// weekday weights, Monday first: weekend-heavy studio traffic
const WD = [0.55, 0.7, 0.8, 0.9, 1.0, 1.0, 0.75];
// hour weights (UTC): quiet nights, afternoon/evening peak
const HW = [2, 1, 1, 1, 1, 1, 2, 3, 5, 7, 9, 11, 13, 14, 15, 16, 18, 20, 22, 21, 17, 12, 7, 4];
const HWSUM = HW.reduce((a, b) => a + b, 0);
const FLASH_DAY = 45; // days ago: the collective's flash day (traffic spike)
const OUTAGE_DAY = 20; // days ago: payment provider outage, no deposits taken

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(20261125);
  const today = Math.floor(now / D) * D;
  const earliest = now - 120 * D + 60_000,
    latest = now - 120_000;
  const events = [];
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const hour = () => {
    let x = rnd() * HWSUM;
    for (let h = 0; h < 24; h++) {
      x -= HW[h];
      if (x < 0) return h;
    }
    return 23;
  };
  // a time on "days ago" d (fractional allowed), weekday weighted by rejection
  const timeOn = (dAgo) => {
    for (let i = 0; i < 6; i++) {
      const day = today - Math.floor(dAgo) * D;
      const wd = (new Date(day).getUTCDay() + 6) % 7;
      if (rnd() < WD[wd] || i === 5) return day + hour() * H + int(0, 59) * 60_000 + int(0, 59) * 1000;
      dAgo = dAgo + (rnd() < 0.5 ? 1 : -1);
      if (dAgo < 0) dAgo = 0;
    }
  };
  const push = (userId, eventName, eventValue, t) => {
    if (t === undefined || t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue, t });
  };

  const artists = Array.from({ length: 24 }, (_, i) => `artist_${String(i + 1).padStart(2, '0')}`);

  // artists: flash uploads, growing over time; artist_03 is prolific
  for (const a of artists) {
    const rate = a === 'artist_03' ? 0.9 : 0.01 + rnd() * 0.03;
    for (let d = 119; d >= 0; d--) {
      let k = rnd() < rate ? 1 : 0;
      if (d === FLASH_DAY) k += int(2, 5);
      for (let j = 0; j < k; j++)
        push(a, 'FlashUploaded', pick([80, 100, 120, 150, 180, 200, 250]), timeOn(d));
    }
  }

  // a client's journey
  function client(id, opts) {
    const start = opts.start; // days ago of first event
    const end = opts.end ?? 0; // days ago of last possible activity
    const intensity = opts.intensity ?? 1;
    if (opts.signup) push(id, 'Account Created', 0, timeOn(start));
    // browsing
    const span = Math.max(1, start - end);
    const views = opts.views ?? Math.round((10 + rnd() * 50) * intensity * Math.min(1, span / 60 + 0.3));
    for (let i = 0; i < views; i++) push(id, 'portfolio_viewed', 0, timeOn(end + rnd() * span));
    // churned clients stop completely: nothing after `end` days ago
    const cut = today - Math.floor(end) * D;
    const pushC = (u, name, v, t) => {
      if (t !== undefined && (end === 0 || t < cut)) push(u, name, v, t);
    };
    // projects
    const projects = opts.projects ?? (rnd() < 0.8 ? int(1, 4) : 0);
    for (let p = 0; p < projects; p++) {
      let d = end + rnd() * span;
      pushC(id, 'design.requested', int(5, 40), timeOn(d));
      if (rnd() < 0.25 && !opts.forceDeposit) continue;
      d -= 1 + rnd() * 6;
      if (d < 0) continue;
      const dt = timeOn(d),
        amount = pick([50, 75, 100, 100, 150, 200]);
      // some deposits are taken in the studio (no event); none during the outage
      if (Math.floor(dt / D) * D !== today - OUTAGE_DAY * D && rnd() < 0.88)
        pushC(id, 'DepositPaid', amount, dt);
      pushC(id, 'session_booked', int(1, 6), timeOn(d));
      d -= 3 + rnd() * 14;
      if (d < 0) continue;
      if (rnd() < (opts.noShowRate ?? 0.14)) {
        pushC(id, 'no_show', 0, timeOn(d));
        continue;
      }
      const hours = int(1, 6);
      pushC(id, 'Session Completed', hours, timeOn(d));
      if (rnd() < 0.08) pushC(id, 'gift-card-redeemed', pick([100, 150, 200]), timeOn(d));
      else
        pushC(
          id,
          'final-payment',
          (opts.bigPay ?? 1) * hours * pick([120, 130, 150, 160, 180]) - 100 + int(0, 9) * 5,
          timeOn(d),
        );
      const checks = rnd() < 0.8 ? int(1, 3) : 0;
      for (let c = 0; c < checks; c++)
        pushC(id, 'aftercare.checkin', int(2, 5), timeOn(d - 3 - c * 7 - rnd() * 3));
    }
    // gift cards
    const cards = opts.cards ?? (rnd() < 0.2 ? int(1, 2) : 0);
    for (let c = 0; c < cards; c++) {
      const d = end + rnd() * span,
        amt = pick([50, 100, 100, 150, 200, 250]);
      pushC(id, 'GiftCardPurchased', amt, timeOn(d));
      if (rnd() < 0.35) pushC(id, 'gift-card-redeemed', amt, timeOn(Math.max(end, d - 2 - rnd() * 20)));
    }
    if (rnd() < 0.1) pushC(id, 'gift-card-redeemed', pick([50, 100, 150]), timeOn(end + rnd() * span));
  }

  // personas
  client('cl_1001', { start: 118, views: 360, projects: 8, noShowRate: 0, signup: false });
  client('cl_1002', { start: 110, views: 260, projects: 6, noShowRate: 0, bigPay: 3, forceDeposit: true });
  client('cl_1003', { start: 117, end: 52, views: 250, projects: 3, noShowRate: 0, signup: false });
  client('cl_1004', { start: 3, intensity: 0.6, projects: 0, cards: 0, signup: true });
  push('cl_1004', 'design.requested', 22, timeOn(2));
  client('cl_1005', { start: 100, intensity: 1.5, projects: 6, noShowRate: 0.85, forceDeposit: true });
  client('cl_1006', { start: 90, intensity: 1, projects: 1, cards: 7 });

  // regulars who were here before the window
  for (let i = 0; i < 130; i++) {
    const id = `cl_${2000 + i}`;
    const churn = rnd() < 0.35;
    client(id, { start: 119 - rnd() * 6, end: churn ? 30 + rnd() * 50 : 0, intensity: 0.6 + rnd() * 0.8 });
  }
  // new clients, growth: more signups recently
  for (let i = 0; i < 300; i++) {
    const id = `cl_${3000 + i}`;
    const start = 116 * (1 - Math.sqrt(rnd())) + 1;
    const churn = rnd() < 0.25;
    client(id, { start, end: churn ? start * rnd() * 0.6 : 0, signup: true });
  }
  // flash day spike
  // (only clients who already had an account by then, so it does not fake new users)
  // and are still around afterwards (a churned client does not come back for it)
  const first = new Map(),
    last = new Map();
  for (const e of events) {
    if (!first.has(e.userId) || e.t < first.get(e.userId)) first.set(e.userId, e.t);
    if (!last.has(e.userId) || e.t > last.get(e.userId)) last.set(e.userId, e.t);
  }
  const known = (at) =>
    [...first]
      .filter(([u, t]) => u.startsWith('cl_') && u !== 'cl_1004' && t < at && last.get(u) > at)
      .map(([u]) => u)
      .sort();
  const flashFans = known(today - FLASH_DAY * D);
  for (let i = 0; i < 700; i++)
    push(pick(flashFans), 'portfolio_viewed', 0, today - FLASH_DAY * D + hour() * H + int(0, 3599) * 1000);
  // some late-evening/early activity so "today" is never empty
  const regulars = known(now - 3 * D);
  for (let i = 0; i < 12; i++)
    push(pick(regulars), 'portfolio_viewed', 0, now - 120_000 - int(0, 2 * 3600) * 1000);

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }));
}
