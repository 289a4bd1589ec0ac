// Salon chain booking app + till. userIds are clients. Deterministic for a given `now`.
const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;

export const EVENT_NAMES = [
  'appointment_booked', // value: quoted price of the booked services ($)
  'appointment.rescheduled', // value: days the appointment moved
  'appointment.cancelled', // value: hours of notice given
  'NoShow', // value: deposit forfeited ($)
  'Service Completed', // value: minutes in the chair for one service
  'payment-taken', // value: amount paid at the till for services ($)
  'tip_added', // value: tip ($)
  'product.sold', // value: retail sale ($)
  'GiftCardSold', // value: face value of the card ($)
  'gift-card-redeemed', // value: amount taken off a bill by a gift card ($)
  'loyalty_points_earned', // value: points credited
  'Stylist Rated', // value: stars 1-5 given by the client
];

export const PERSONAS = {
  regular: 'client_1007', // the top client: in every week, spends most
  churner: 'client_1013', // a regular who stopped coming about two months ago
  newcomer: 'client_1460', // first ever event five days ago
  noShower: 'client_1066', // books and often does not turn up
  bigTipper: 'client_1101', // tips generously
  giftBuyer: 'client_1222', // buys many gift cards
};
export const NOBODY = 'client_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Service menu: minutes and base price.
const SERVICES = [
  { minutes: 45, price: 55, w: 5 }, // cut
  { minutes: 120, price: 140, w: 2 }, // colour
  { minutes: 60, price: 40, w: 2 }, // nails
  { minutes: 30, price: 30, w: 1.5 }, // blow-dry
];
// Monday .. Sunday visit weights (Saturday busiest, Monday quiet).
const WEEKDAY_W = [0.35, 0.8, 0.9, 1.1, 1.3, 2.1, 0.5];
const HOUR_W = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0.6, 1, 1.1, 1, 0.9, 1, 1.1, 1.3, 1.9, 1.0]; // 9..18

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261125);
  const pick = (w) => {
    const t = w.reduce((a, b) => a + b, 0);
    let r = rnd() * t;
    for (let i = 0; i < w.length; i++) {
      r -= w[i];
      if (r < 0) return i;
    }
    return w.length - 1;
  };
  const today = Math.floor(nowMs / DAY) * DAY;
  const day0 = today - 119 * DAY; // day index 0 .. 119 (today)
  const INCIDENT = 119 - 38; // power cut at the flagship: most visits cancelled
  const PROMO_FROM = 119 - 30 - ((new Date(today - 30 * DAY).getUTCDay() + 6) % 7),
    PROMO_TO = PROMO_FROM + 7; // gift-card promotion: one ISO week, Monday to Sunday
  const dayT = (d) => day0 + d * DAY;
  const wd = (d) => (new Date(dayT(d)).getUTCDay() + 6) % 7;
  const out = [];
  const used = new Set();
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    while (used.has(userId + t)) t += 1000; // a client never has two events in one second
    used.add(userId + t);
    out.push({ userId, eventName, eventValue: Math.round(eventValue * 100) / 100, t });
  };
  const N = 560;
  for (let i = 0; i < N; i++) {
    const id = `client_${1001 + i}`;
    let join,
      churn = 999,
      interval = 5 + rnd() * 12,
      noShowP = 0.035,
      tipP = 0.5,
      tipMul = 1,
      giftP = 0.03,
      productP = 0.22;
    const u = rnd();
    if (u < 0.45) join = Math.floor(rnd() * 12);
    else if (u < 0.62)
      join = 60 + Math.floor(rnd() * 16); // second branch opens
    else join = Math.floor(119 * Math.sqrt(rnd())); // steady growth
    if (rnd() < 0.16) churn = join + 20 + Math.floor(rnd() * 70);
    if (Object.values(PERSONAS).includes(id)) churn = 999;
    if (id === PERSONAS.regular) {
      join = 0;
      interval = 2.5;
      tipP = 0.8;
      productP = 0.6;
    }
    if (id === PERSONAS.churner) {
      join = 1;
      churn = 60;
      interval = 8;
    }
    if (id === PERSONAS.newcomer) {
      join = 114;
      interval = 30;
    }
    if (id === PERSONAS.noShower) {
      join = 3;
      interval = 5;
      noShowP = 0.7;
    }
    if (id === PERSONAS.bigTipper) {
      join = 2;
      interval = 3.6;
      tipP = 1;
      tipMul = 3.5;
    }
    if (id === PERSONAS.giftBuyer) {
      join = 5;
      interval = 6;
      giftP = 0.9;
    }
    if (id !== PERSONAS.newcomer && join >= 112 && join <= 116) join = 117; // keep the newcomer clear
    const top = id === PERSONAS.regular;
    let d = join + (top || id === PERSONAS.newcomer ? 2 : Math.floor(rnd() * interval));
    let firstVisit = true;
    while (d < 119 + 14 && d < churn) {
      // nudge onto busier weekdays
      let tries = 0;
      while (tries < 12 && rnd() > WEEKDAY_W[wd(d)] / 2.1) {
        d++;
        tries++;
      }
      const services = [pick(SERVICES.map((s) => s.w))];
      if (rnd() < 0.3) services.push(pick(SERVICES.map((s) => s.w)));
      if (top && rnd() < 0.5) services.push(1);
      const quote = services.reduce((s, k) => s + SERVICES[k].price, 0);
      let start = dayT(d) + (9 + pick(HOUR_W.slice(9))) * HOUR + Math.floor(rnd() * 60) * MIN;
      const leadDays = 0.5 + rnd() * 13;
      let booked = start - leadDays * DAY;
      // bookings are made in the app around the clock, mostly evenings
      booked =
        Math.floor(booked / DAY) * DAY +
        (rnd() < 0.7 ? Math.min(23.9, 17.5 + (rnd() + rnd() + rnd()) * 1.5) : rnd() * 24) * HOUR;
      if (booked >= start) booked = start - 2 * HOUR;
      if (firstVisit && booked < dayT(join)) booked = dayT(join) + (12 + rnd() * 10) * HOUR;
      if (id === PERSONAS.newcomer && firstVisit) {
        booked = dayT(114) + 20 * HOUR + 14 * MIN;
        start = dayT(116) + 11 * HOUR + 30 * MIN;
      }
      firstVisit = false;
      push(id, 'appointment_booked', quote, booked);
      if (rnd() < 0.1)
        push(
          id,
          'appointment.rescheduled',
          1 + Math.floor(rnd() * 7),
          booked + (start - booked) * (0.3 + rnd() * 0.5),
        );
      if (d >= INCIDENT && d <= INCIDENT + 2 && booked < dayT(INCIDENT) + 7 * HOUR && rnd() < 0.85) {
        push(
          id,
          'appointment.cancelled',
          Math.max(0, Math.round((start - dayT(INCIDENT) - 7 * HOUR) / HOUR)),
          dayT(INCIDENT) + (7 + rnd() * 1.5) * HOUR,
        );
      } else if (rnd() < 0.045) {
        const ct = booked + (start - booked) * (0.5 + rnd() * 0.45);
        push(id, 'appointment.cancelled', Math.round((start - ct) / HOUR), ct);
      } else if (rnd() < noShowP) {
        push(id, 'NoShow', rnd() < 0.6 ? 15 : 25, start + 20 * MIN);
      } else {
        let t = start;
        let bill = 0;
        for (const k of services) {
          const s = SERVICES[k];
          const mins = s.minutes + Math.round((rnd() - 0.5) * 10);
          t += mins * MIN;
          push(id, 'Service Completed', mins, t);
          bill += s.price * (0.9 + rnd() * 0.25);
        }
        bill = Math.round(bill * 100) / 100;
        if (rnd() < 0.06) {
          const g = Math.min(bill, [25, 50][Math.floor(rnd() * 2)]);
          push(id, 'gift-card-redeemed', g, t + 60_000);
          bill = Math.round((bill - g) * 100) / 100;
        }
        t += 2 * MIN;
        if (bill > 0) push(id, 'payment-taken', bill, t);
        if (rnd() < tipP) push(id, 'tip_added', Math.round((3 + rnd() * 12) * tipMul * 2) / 2, t + 30_000);
        if (rnd() < productP) push(id, 'product.sold', 9 + Math.round(rnd() * 5200) / 100, t + 90_000);
        if (rnd() < giftP) push(id, 'GiftCardSold', [25, 50, 75, 100][Math.floor(rnd() * 4)], t + 150_000);
        push(id, 'loyalty_points_earned', Math.max(1, Math.floor(bill)), t + 200_000);
        if (rnd() < (top ? 0.7 : 0.35))
          push(id, 'Stylist Rated', pick([0.3, 0.4, 1, 3, 6]) + 1, t + (1 + rnd() * 20) * HOUR);
      }
      d += Math.max(top || id === PERSONAS.bigTipper ? 2 : 3, Math.round(interval * (0.6 + rnd() * 0.8)));
    }
    // gift-card promotion week: online purchases at any hour
    if (join <= PROMO_TO && churn > PROMO_FROM && rnd() < 0.3) {
      const gd = Math.max(join, PROMO_FROM) + Math.floor(rnd() * (PROMO_TO - Math.max(join, PROMO_FROM)));
      push(id, 'GiftCardSold', [25, 50, 75, 100, 150][Math.floor(rnd() * 5)], dayT(gd) + rnd() * DAY);
    }
  }
  // the live feed: a handful of app bookings in the last minutes, always
  for (let k = 0; k < 6; k++) {
    const id = `client_${1001 + 20 + Math.floor(rnd() * 300)}`;
    push(id, 'appointment_booked', [55, 40, 140, 85][k % 4], nowMs - (3 + k * 3 + rnd() * 2) * MIN);
  }
  const lo = nowMs - 120 * DAY,
    hi = nowMs - 2 * MIN;
  return out
    .filter((e) => e.t >= lo && e.t <= hi)
    .sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : 1))
    .map((e) => ({
      userId: e.userId,
      eventName: e.eventName,
      eventValue: e.eventValue,
      timestamp: new Date(e.t).toISOString().slice(0, 19) + 'Z',
    }));
}
