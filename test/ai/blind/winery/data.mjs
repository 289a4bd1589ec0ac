// Winery wine-club and tasting-room platform: deterministic synthetic usage events.
// Every timestamp is placed relative to `now` (UTC days back from today), so the story
// (release days, the store outage, the personas) is the same whatever day it is run.

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

export const EVENT_NAMES = [
  'club_joined', // a customer joins the wine club (value 0)
  'club_cancelled', // a member cancels the club membership (value 0)
  'shipment.charged', // a quarterly club shipment is charged (value: dollars)
  'ShipmentSkipped', // a member skips the upcoming quarterly shipment (value 0)
  'Tasting Reserved', // a tasting-room reservation is booked (value: party size, guests)
  'tasting-checked-in', // the party checks in at the tasting room (value: guests who came)
  'bottle_order', // an online / tasting-room bottle order (value: dollars)
  'review.posted', // a wine or visit review (value: stars 1-5)
  'CellarAction', // a cellar staff action: racking, restocking, pulling a club pick (value: bottles handled)
  'wine-list-viewed', // the online wine list is opened (value 0)
  'Newsletter Opened', // the Thursday newsletter is opened (value 0)
  'login', // a sign-in to the member portal / staff console (value 0)
];

export const PERSONAS = {
  topCollector: 'cust_1007', // Collector-tier member, by far the largest bottle_order spender
  cellarMaster: 'staff_cellar_02', // head of cellar, works every day: the most events overall
  churner: 'cust_1188', // very active early, cancels the club 70 days ago, never returns
  newcomer: 'cust_1460', // first seen 6 days ago: tasting, joins the club, first order
  critic: 'cust_1333', // reviews every visit and most Sundays: top reviewer
  skipper: 'cust_1250', // member who skips every quarterly shipment
};

export const NOBODY = 'cust_9999';

function mulberry32(seed) {
  return function () {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Hour-of-day weights (UTC).
const WEB_HOURS = [2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 6, 6, 6, 7, 7, 8, 10, 13, 16, 21, 16, 12, 6, 3];
const ROOM_HOURS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 9, 12, 14, 11, 8, 4, 0, 0, 0, 0, 0, 0];
const STAFF_HOURS = [0, 0, 0, 0, 0, 0, 1, 6, 9, 9, 8, 7, 5, 7, 8, 7, 4, 1, 0, 0, 0, 0, 0, 0];
// Weekday factors, Monday first.
const WEB_DAYS = [0.9, 0.95, 1, 1, 1.05, 1.15, 1.1];
const ROOM_DAYS = [0.25, 0.35, 0.55, 0.75, 1.3, 1.6, 1.4];

const RELEASES = [-95, -4]; // quarterly club release: charges run over three days from here
const OUTAGE = -41; // payment-processor outage: orders fail, people keep reloading the wine list
const LIMITED = -19; // limited library release: the biggest bottle_order day

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(0x5eed1e5);
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY;
  const latest = nowMs - 2 * MIN;
  const out = [];

  const pick = (weights) => {
    let total = 0;
    for (const w of weights) total += w;
    let x = rnd() * total;
    for (let i = 0; i < weights.length; i++) if ((x -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  const at = (rel, hours) => today + rel * DAY + pick(hours) * HOUR + Math.floor(rnd() * 3600) * 1000;
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= earliest && t <= latest) out.push({ userId, eventName, eventValue, t });
  };
  const wd = (rel) => (new Date(today + rel * DAY).getUTCDay() + 6) % 7;
  const trend = (rel) => 0.7 + (0.6 * (rel + 120)) / 120;
  const cents = (x) => Math.round(x * 100) / 100;
  const PRICES = [24, 28, 34, 42, 48, 55, 68, 95, 140];
  const orderValue = (big) => {
    const qty = big ? 6 + Math.floor(rnd() * 7) : 1 + Math.floor(rnd() * rnd() * 12);
    const price = PRICES[Math.floor((big ? 0.5 + rnd() * 0.5 : rnd()) * PRICES.length)];
    return cents(qty * price * (qty >= 6 ? 0.85 : 1) + (rnd() < 0.4 ? 14.5 : 0));
  };
  const stars = () => [1, 2, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5][Math.floor(rnd() * 20)];

  // ---- customers --------------------------------------------------------------------------
  const customers = [];
  for (let i = 1; i <= 470; i++) {
    const id = `cust_${1000 + i}`;
    const member = rnd() < 0.66;
    const level = 0.3 + rnd() * rnd() * 3;
    const c = { id, member, level, joinRel: -999, firstRel: -120, lastRel: 0, cancelRel: 99 };
    c.tier = rnd() < 0.55 ? 89 : rnd() < 0.67 ? 149 : 249;
    if (member) {
      if (rnd() >= 0.62) {
        c.joinRel = -118 + Math.floor(Math.sqrt(rnd()) * 117);
        c.firstRel = c.joinRel - Math.floor(rnd() * 15);
      }
      if (rnd() < 0.13) c.cancelRel = Math.max(c.joinRel, -115) + 5 + Math.floor(rnd() * 100);
    } else {
      if (rnd() >= 0.4) c.firstRel = -118 + Math.floor(Math.sqrt(rnd()) * 118);
      if (rnd() < 0.5) c.lastRel = c.firstRel + 10 + Math.floor(rnd() * 100);
    }
    c.orderBoost = 1;
    customers.push(c);
  }
  const byId = Object.fromEntries(customers.map((c) => [c.id, c]));
  Object.assign(byId.cust_1007, {
    member: true,
    level: 3,
    joinRel: -999,
    firstRel: -120,
    cancelRel: 99,
    lastRel: 0,
    tier: 249,
    orderBoost: 4,
    big: true,
  });
  Object.assign(byId.cust_1188, {
    member: true,
    level: 2.6,
    joinRel: -999,
    firstRel: -120,
    cancelRel: -70,
    lastRel: 0,
    tier: 149,
  });
  Object.assign(byId.cust_1333, {
    member: true,
    level: 1.5,
    joinRel: -999,
    firstRel: -120,
    cancelRel: 99,
    lastRel: 0,
    tier: 149,
    critic: true,
  });
  Object.assign(byId.cust_1250, {
    member: true,
    level: 1.2,
    joinRel: -999,
    firstRel: -120,
    cancelRel: 99,
    lastRel: 0,
    tier: 89,
    skipper: true,
  });
  byId.cust_1460.scripted = true;

  for (const c of customers) {
    if (c.scripted) continue;
    if (c.joinRel > -999) push(c.id, 'club_joined', 0, at(c.joinRel, WEB_HOURS));
    if (c.cancelRel < 99) push(c.id, 'club_cancelled', 0, at(c.cancelRel, WEB_HOURS));
    const alive = (rel) => rel >= c.firstRel && rel < c.cancelRel && rel <= c.lastRel;
    const isMember = (rel) => c.member && rel >= c.joinRel;
    for (let rel = -120; rel <= 0; rel++) {
      if (!alive(rel)) continue;
      const w = wd(rel);
      const m = c.level * trend(rel) * WEB_DAYS[w];
      const mem = isMember(rel);
      if (rnd() < (mem ? 0.14 : 0.06) * m) push(c.id, 'login', 0, at(rel, WEB_HOURS));
      const views =
        rnd() < (mem ? 0.13 : 0.12) * m * (rel === OUTAGE ? 3.5 : 1) ? 1 + Math.floor(rnd() * 2) : 0;
      for (let k = 0; k < views; k++) push(c.id, 'wine-list-viewed', 0, at(rel, WEB_HOURS));
      const orderRate =
        (mem ? 0.028 : 0.01) * c.orderBoost * (rel === OUTAGE ? 0.04 : rel === LIMITED ? 7 : 1);
      if (rnd() < orderRate * m) {
        push(c.id, 'bottle_order', orderValue(c.big), at(rel, WEB_HOURS));
        if (rnd() < 0.06)
          push(c.id, 'review.posted', stars(), at(rel + 1 + Math.floor(rnd() * 4), WEB_HOURS));
      }
      if (rnd() < (mem ? 0.012 : 0.02) * c.level * trend(rel)) {
        const party = 1 + Math.floor(rnd() * rnd() * 6);
        push(c.id, 'Tasting Reserved', party, at(rel, WEB_HOURS));
        let visit = rel + 1 + Math.floor(rnd() * 12);
        for (let k = 0; k < 5 && rnd() > ROOM_DAYS[wd(visit)] / 1.6; k++)
          visit = rel + 1 + Math.floor(rnd() * 12);
        if (visit < c.cancelRel && rnd() < 0.86) {
          const came = Math.max(1, party - (rnd() < 0.15 ? 1 : 0));
          const t = at(visit, ROOM_HOURS);
          push(c.id, 'tasting-checked-in', came, t);
          if (c.critic || rnd() < 0.33)
            push(c.id, 'review.posted', stars(), t + (1 + Math.floor(rnd() * 40)) * HOUR);
          if (!mem && c.member && visit <= c.joinRel && rnd() < 0.5)
            push(c.id, 'bottle_order', orderValue(false), t + 20 * MIN);
        }
      }
      if (w === 3 && rnd() < (mem ? 0.3 * Math.min(c.level, 1.5) : 0.1)) {
        push(
          c.id,
          'Newsletter Opened',
          0,
          today + rel * DAY + 15 * HOUR + Math.floor(rnd() * 30 * 3600) * 1000,
        );
      }
      if (c.critic && w === 6 && rnd() < 0.8) push(c.id, 'review.posted', stars(), at(rel, WEB_HOURS));
    }
    // Quarterly shipments: skip in the two weeks before the release, or get charged.
    for (const rr of RELEASES) {
      if (!(c.member && c.joinRel < rr && c.cancelRel > rr + 2 && alive(rr))) continue;
      if (c.skipper || rnd() < 0.11)
        push(c.id, 'ShipmentSkipped', 0, at(rr - 1 - Math.floor(rnd() * 14), WEB_HOURS));
      else
        push(
          c.id,
          'shipment.charged',
          c.tier + (rnd() < 0.3 ? 15 : 0),
          today + (rr + Math.floor(rnd() * 3)) * DAY + 9 * HOUR + Math.floor(rnd() * 7200) * 1000,
        );
    }
  }

  // The newcomer, scripted minute by minute.
  const n = 'cust_1460';
  const s = (rel, hh, mm) => today + rel * DAY + hh * HOUR + mm * MIN;
  push(n, 'wine-list-viewed', 0, s(-6, 19, 12));
  push(n, 'Tasting Reserved', 2, s(-6, 19, 24));
  push(n, 'tasting-checked-in', 2, s(-4, 13, 5));
  push(n, 'club_joined', 0, s(-4, 14, 41));
  push(n, 'bottle_order', 186.5, s(-4, 14, 52));
  push(n, 'review.posted', 5, s(-3, 20, 17));
  push(n, 'login', 0, s(-2, 18, 33));
  push(n, 'wine-list-viewed', 0, s(-2, 18, 36));
  push(n, 'bottle_order', 64, s(-1, 9, 48));
  push(n, 'Newsletter Opened', 0, s(-1, 7, 15));

  // ---- staff -----------------------------------------------------------------------------
  const cellarValue = () => 6 * (1 + Math.floor(rnd() * rnd() * 24));
  for (let rel = -120; rel <= 0; rel++) {
    const w = wd(rel);
    // head of cellar: every day
    const k = 9 + Math.floor(rnd() * 7);
    push('staff_cellar_02', 'login', 0, today + rel * DAY + 6 * HOUR + Math.floor(rnd() * 1800) * 1000);
    if (rnd() < 0.5)
      push('staff_cellar_02', 'login', 0, today + rel * DAY + 13 * HOUR + Math.floor(rnd() * 1800) * 1000);
    for (let j = 0; j < k; j++) push('staff_cellar_02', 'CellarAction', cellarValue(), at(rel, STAFF_HOURS));
    for (const [id, relogin] of [
      ['staff_cellar_01', 0.55],
      ['staff_cellar_03', 0.3],
    ]) {
      if (w >= 5) continue;
      push(id, 'login', 0, today + rel * DAY + 7 * HOUR + Math.floor(rnd() * 1800) * 1000);
      if (rnd() < relogin)
        push(id, 'login', 0, today + rel * DAY + 13 * HOUR + Math.floor(rnd() * 1800) * 1000);
      const kk = 4 + Math.floor(rnd() * 6);
      for (let j = 0; j < kk; j++) push(id, 'CellarAction', cellarValue(), at(rel, STAFF_HOURS));
    }
    ['staff_host_01', 'staff_host_02', 'staff_host_03', 'staff_host_04'].forEach((id, i) => {
      if (!(w >= 4 || w === (i % 3) + 1)) return;
      if (rnd() < 0.2) return;
      push(id, 'login', 0, today + rel * DAY + 10 * HOUR + Math.floor(rnd() * 2400) * 1000);
      const kk = Math.floor(rnd() * 3);
      for (let j = 0; j < kk; j++)
        push(id, 'CellarAction', 6 * (1 + Math.floor(rnd() * 4)), at(rel, ROOM_HOURS));
    });
    if (w < 5) {
      push('staff_mgr_01', 'login', 0, today + rel * DAY + 8 * HOUR + Math.floor(rnd() * 3600) * 1000);
      // the manager checks the online wine list several times a day (prices, stock flags)
      const views = 2 + Math.floor(rnd() * 3);
      for (let j = 0; j < views; j++) push('staff_mgr_01', 'wine-list-viewed', 0, at(rel, STAFF_HOURS));
    }
  }

  out.sort((a, b) => a.t - b.t);
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
