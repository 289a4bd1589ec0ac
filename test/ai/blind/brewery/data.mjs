// Craft brewery: taproom app, online shop and brewhouse logs. Deterministic for a given `now`.
const HOUR = 3_600_000,
  DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'taproom_checkin', // value: party size (guests checked in together)
  'pint.poured', // value: millilitres poured
  'FlightOrdered', // value: number of tasters in the flight (4 or 6)
  'Order Placed', // value: online order total, USD
  'delivery-completed', // value: minutes from order to doorstep
  'mug_club.joined', // value: membership fee paid, USD
  'BatchStarted', // value: litres brewed into the fermenter
  'batch_packaged', // value: litres packaged (kegs + cans)
  'Tank Cleaned', // value: minutes of the clean-in-place cycle
  'taplist.viewed', // value: 0
  'event-ticket-purchased', // value: ticket total, USD
  'ReviewPosted', // value: star rating 1-5
];

export const PERSONAS = {
  regular: 'cust_1007', // mug-club regular, in almost every day, top user
  churner: 'cust_1013', // heavy regular who stopped coming ~62 days ago
  newcomer: 'cust_1470', // first seen in the last few days
  bigSpender: 'cust_1222', // orders a lot online, large baskets
  critic: 'cust_1333', // posts a review after nearly every visit
  headBrewer: 'brewer_01', // starts most batches
  brewer: 'brewer_02',
  cellarHand: 'brewer_03',
};
export const NOBODY = 'cust_9999';

export const FESTIVAL_DAYS_AGO = 45; // Harvest Fest: huge taproom day, tickets sold weeks before
export const SHOP_OUTAGE_DAYS_AGO = 20; // online shop down all day: no orders, no deliveries

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';

export function generateEvents(now) {
  const nowMs = +now;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const rnd = mulberry32(0xb3e4);
  const pick = (items, weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = rnd() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  };
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= earliest && t <= latest) out.push({ userId, eventName, eventValue, timestamp: iso(t) });
  };

  // Customers
  const customers = [];
  for (let i = 1001; i <= 1470; i++) {
    const id = `cust_${i}`;
    const r = rnd();
    let joinK = r < 0.3 ? 120 : Math.floor(118 * (1 - rnd() ** 0.6)) + 1;
    let churnK = -1;
    if (rnd() < 0.22) churnK = joinK - 15 - Math.floor(rnd() * 50);
    let base = 0.05 + 0.15 * rnd() ** 2;
    let online = 0.004 + 0.03 * rnd() ** 2;
    let reviewP = 0.05,
      basket = 1;
    if (id === PERSONAS.regular) {
      joinK = 120;
      churnK = -1;
      base = 0.8;
      online = 0.02;
    }
    if (id === PERSONAS.churner) {
      joinK = 120;
      churnK = 62;
      base = 0.45;
      online = 0.03;
    }
    if (id === PERSONAS.newcomer) {
      joinK = 4;
      churnK = -1;
      base = 0.9;
      online = 0;
    }
    if (id === PERSONAS.bigSpender) {
      joinK = 120;
      churnK = -1;
      base = 0.05;
      online = 0.3;
      basket = 2.2;
    }
    if (id === PERSONAS.critic) {
      joinK = 120;
      churnK = -1;
      base = 0.55;
      reviewP = 0.9;
    }
    customers.push({ id, joinK, churnK, base, online, reviewP, basket, visits: 0, member: false });
  }
  const wf = [0.35, 0.8, 0.9, 1.2, 1.9, 2.1, 1.4]; // Mon..Sun
  const visitHours = [12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];
  const visitW = [1, 1, 1.5, 2, 3, 5, 7, 8, 7, 5, 3];

  // Brewhouse batches in progress: packaged later
  const brewers = [PERSONAS.headBrewer, PERSONAS.brewer, PERSONAS.cellarHand];

  for (let k = 120; k >= 0; k--) {
    const day0 = today0 - k * DAY;
    const wd = (new Date(day0).getUTCDay() + 6) % 7;
    const festival = k === FESTIVAL_DAYS_AGO;
    const outage = k === SHOP_OUTAGE_DAYS_AGO;
    const growth = 0.8 + (0.4 * (120 - k)) / 120;

    for (const c of customers) {
      if (k > c.joinK) continue;
      if (c.churnK >= 0 && k < c.churnK) continue;
      const firstDay = k === c.joinK;
      let pv = c.base * wf[wd] * growth * (festival ? 4 : 1);
      if (firstDay && c.id !== PERSONAS.bigSpender) pv = 1;
      if (rnd() < Math.min(pv, 0.97)) {
        c.visits++;
        const h = festival
          ? pick([12, 13, 14, 15, 16, 17, 18, 19, 20], [3, 4, 5, 5, 5, 4, 4, 3, 2])
          : pick(visitHours, visitW);
        const t = day0 + h * HOUR + Math.floor(rnd() * HOUR);
        if (rnd() < 0.6) push(c.id, 'taplist.viewed', 0, t - Math.floor(rnd() * 90 * 60_000));
        push(c.id, 'taproom_checkin', pick([1, 2, 3, 4, 5, 6], [30, 35, 15, 12, 5, 3]), t);
        if (rnd() < 0.35)
          push(c.id, 'FlightOrdered', rnd() < 0.6 ? 4 : 6, t + (5 + Math.floor(rnd() * 15)) * 60_000);
        const pints = 1 + Math.floor(rnd() * 3) + (festival ? 1 : 0) + (c.id === PERSONAS.regular ? 1 : 0);
        for (let j = 0; j < pints; j++) {
          push(
            c.id,
            'pint.poured',
            pick([200, 330, 473, 568], [10, 30, 25, 35]),
            t + (j + 1) * (20 + Math.floor(rnd() * 20)) * 60_000,
          );
        }
        if (!c.member && c.visits >= 3 && rnd() < 0.07) {
          c.member = true;
          push(
            c.id,
            'mug_club.joined',
            rnd() < 0.7 ? 75 : 150,
            t + 30 * 60_000 + Math.floor(rnd() * 3600_000),
          );
        }
        if (rnd() < c.reviewP)
          push(
            c.id,
            'ReviewPosted',
            pick([1, 2, 3, 4, 5], [4, 6, 15, 35, 40]),
            t + HOUR + Math.floor(rnd() * 20 * HOUR),
          );
      }
      // browsing the tap list from home
      if (rnd() < 0.08 * wf[wd] * growth)
        push(c.id, 'taplist.viewed', 0, day0 + 8 * HOUR + Math.floor(rnd() * 15 * HOUR));
      // online shop
      if (!outage && rnd() < c.online * (wd >= 4 ? 1.3 : 1)) {
        const t =
          day0 +
          pick(
            [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23],
            [1, 2, 2, 3, 3, 5, 4, 3, 3, 3, 4, 5, 7, 12, 8, 5, 3],
          ) *
            HOUR +
          Math.floor(rnd() * HOUR);
        const total = Math.round((18 + rnd() ** 1.5 * 140) * c.basket * 100) / 100;
        push(c.id, 'Order Placed', total, t);
        if (rnd() < 0.72)
          push(
            c.id,
            'delivery-completed',
            25 + Math.floor(rnd() * 70),
            t + 2 * HOUR + Math.floor(rnd() * 28 * HOUR),
          );
      }
      // event tickets: Harvest Fest pre-sale, plus small events all along
      const presale = k > FESTIVAL_DAYS_AGO && k <= FESTIVAL_DAYS_AGO + 35;
      if (rnd() < (presale ? 0.004 + 0.05 * ((FESTIVAL_DAYS_AGO + 35 - k) / 35) ** 2 : 0.003)) {
        const qty = pick([1, 2, 3, 4], [40, 40, 12, 8]);
        push(
          c.id,
          'event-ticket-purchased',
          presale ? qty * 35 : qty * 15,
          day0 + 9 * HOUR + Math.floor(rnd() * 14 * HOUR),
        );
      }
    }

    // Brewhouse: brew days Tue-Fri, packaging 14-21 days later, tanks cleaned after packaging
    if (wd >= 1 && wd <= 4 && rnd() < 0.65) {
      const who = pick(brewers, [75, 17, 8]);
      const litres = pick([800, 1000, 1600, 2000], [20, 35, 30, 15]);
      const t = day0 + 6 * HOUR + Math.floor(rnd() * 4 * HOUR);
      push(who, 'BatchStarted', litres, t);
      const pk = t + (14 + Math.floor(rnd() * 8)) * DAY + Math.floor(rnd() * 3 * HOUR);
      const packer = pick(brewers, [35, 35, 30]);
      const yieldL = litres * (0.86 + rnd() * 0.09);
      if (rnd() < 0.7) {
        // split run: kegs first, cans the next day
        const kegShare = 0.4 + rnd() * 0.3;
        push(packer, 'batch_packaged', Math.round(yieldL * kegShare * 10) / 10, pk);
        push(
          pick(brewers, [35, 35, 30]),
          'batch_packaged',
          Math.round(yieldL * (1 - kegShare) * 10) / 10,
          pk + DAY,
        );
      } else push(packer, 'batch_packaged', Math.round(yieldL * 10) / 10, pk);
      push(
        pick(brewers, [25, 30, 45]),
        'Tank Cleaned',
        45 + Math.floor(rnd() * 75),
        pk + 2 * HOUR + Math.floor(rnd() * 2 * HOUR),
      );
    }
    if (rnd() < 0.55)
      push(
        pick(brewers, [20, 30, 50]),
        'Tank Cleaned',
        30 + Math.floor(rnd() * 60),
        day0 + 14 * HOUR + Math.floor(rnd() * 3 * HOUR),
      );
  }
  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
