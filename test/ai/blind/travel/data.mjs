/* eslint-disable no-useless-assignment -- a blind round's generator, kept as its author wrote it */
// Wayfarely — a fictional travel-booking app. Deterministic usage events relative to `now`.
// About 700 travelers and ~35,000 events over the 120 days before `now`; nothing in the
// future and nothing in the last 2 minutes. Same `now` → same events (seeded PRNG, one
// stream per traveler, so the population does not depend on `now`).
//
// Events and what eventValue means (all values are whole numbers):
//   accountCreated       a new traveler registers (only travelers who joined inside the window) — 1
//   appOpened            a session starts (app or web)                                           — 1
//   flightSearched       a flight search was run                                                 — 1
//   hotelSearched        a hotel search was run                                                  — 1
//   flightBooked         a flight was booked                              — ticket price in USD (49–1,900)
//   hotelBooked          a hotel stay was booked                          — total stay price in USD (60–2,400)
//   carRented            a rental car was booked                          — rental price in USD (35–700)
//   bookingCancelled     a flight or hotel booking was cancelled          — refund amount in USD
//   reviewSubmitted      a hotel review after a stay                      — stars, 1–5
//   priceAlertCreated    a fare alert was set on a route                                         — 1
//   loyaltyPointsEarned  points credited after a booking                  — points (price × 5–10)
//   checkInCompleted     online check-in for a booked flight                                     — 1
//   seatSelected         a seat was chosen on a booked flight             — seat fee in USD (0 = free seat)
//   couponApplied        a promo code applied at checkout                 — discount in USD (5–80)
//   wishlistSaved        a hotel or destination saved to a wishlist                              — 1
//   itineraryViewed      the traveler opened a trip's itinerary                                  — 1
//   tripShared           an itinerary shared with a co-traveler                                  — 1
//   supportContacted     a chat with customer support was opened                                 — 1
//
// Patterns: evening browsing (UTC 18–22 busiest), a lunchtime bump, quiet nights; Monday is the
// busiest weekday, Sunday evenings are a planning peak, Saturday is the quietest day. Usage
// grows slowly over the window. ~30% of travelers existed before the window (no
// accountCreated); a few of those are dormant and only come back late, so "new travelers"
// (first event ever in a period) is not the same as accountCreated. ~20% stop using the app.
// Some flight bookings come straight from a fare-alert deep link without a search first.

const DAY_S = 86_400;
const SPAN_DAYS = 120;
const TRAVELERS = 700;

export const EVENT_NAMES = [
  'accountCreated',
  'appOpened',
  'flightSearched',
  'hotelSearched',
  'flightBooked',
  'hotelBooked',
  'carRented',
  'bookingCancelled',
  'reviewSubmitted',
  'priceAlertCreated',
  'loyaltyPointsEarned',
  'checkInCompleted',
  'seatSelected',
  'couponApplied',
  'wishlistSaved',
  'itineraryViewed',
  'tripShared',
  'supportContacted',
];

// Fixed personas the cases refer to.
export const PERSONAS = {
  frequentFlyer: 'trv-hqmz', // business traveler since before the window, books flights every week
  newcomer: 'trv-kexa', // registered about 45 days before now, books a hotel about 25 days before now
  lapsed: 'trv-wupo', // registered about 100 days before now, booked and cancelled a hotel; last session
  // (appOpened, hotelSearched, supportContacted) about 25 days before now, then gone
  returner: 'trv-dalo', // long-standing traveler, silent for months, back about 9 days before now
};
// An id in the same style that never occurs.
export const NOBODY = 'trv-jyxq';

// mulberry32
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
const int = (rnd, lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const geometric = (rnd, mean) => Math.floor(-Math.log(1 - rnd()) * mean);

// Traveler ids: 'trv-' + four letters, drawn once from a fixed stream (independent of `now`).
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
function travelerIds() {
  const rnd = prng(0x7a4f11);
  const reserved = new Set([...Object.values(PERSONAS), NOBODY]);
  const ids = [...Object.values(PERSONAS)];
  const seen = new Set(reserved);
  while (ids.length < TRAVELERS) {
    let id = 'trv-';
    for (let i = 0; i < 4; i++) id += LETTERS[Math.floor(rnd() * 26)];
    if (!seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  }
  return ids;
}
const IDS = travelerIds();

// UTC hour-of-day weights: quiet nights, a lunchtime bump, busy evenings.
const HOURS = [3, 2, 1, 1, 1, 1, 2, 4, 5, 6, 6, 7, 9, 8, 6, 6, 7, 9, 12, 15, 17, 16, 11, 6];
// Session likelihood by weekday, getUTCDay() order: Sun, Mon, ..., Sat.
const WEEKDAY_FACTOR = [1.15, 1.3, 1.0, 0.95, 0.95, 0.85, 0.65];
function hourOf(rnd, weekday) {
  const w = HOURS.map((x, h) => {
    if (weekday === 0 && h >= 18) return [h, x * 1.7]; // Sunday-night trip planning
    if (weekday === 1 && h >= 7 && h <= 13) return [h, x * 1.5]; // Monday-morning bookings at work
    return [h, x];
  });
  return pick(rnd, w);
}

function profile(n, rnd, firstDay) {
  const p = {
    id: IDS[n],
    existing: rnd() < 0.3,
    startDay: firstDay,
    rate: 0.055 + 0.32 * rnd() ** 2, // chance of a session on an average day
    business: rnd() < 0.12,
    churnDay: Infinity,
    scripted: [],
  };
  if (p.existing) {
    if (rnd() < 0.06) p.startDay = between(rnd, 65, 116); // dormant, comes back late
  } else {
    let x; // registrations get more frequent over the window
    do x = rnd() * SPAN_DAYS;
    while (rnd() * 2.2 > 1 + (1.2 * x) / SPAN_DAYS);
    p.startDay = firstDay + x;
  }
  if (rnd() < 0.03) p.rate = 0.65 + 0.25 * rnd(); // a few power travelers
  if (rnd() < 0.2) p.churnDay = p.startDay + between(rnd, 6, SPAN_DAYS);
  return p;
}

// Persona overrides (days count from day 0 = the UTC day on which the window starts).
const PERSONA_PROFILES = {
  'trv-hqmz': { existing: true, startDay: 0, rate: 0.85, business: true, churnDay: Infinity },
  'trv-kexa': {
    existing: false,
    startDay: 75.35,
    rate: 0.3,
    business: false,
    churnDay: Infinity,
    scripted: [
      [95.8, 'appOpened', 1],
      [95.803, 'hotelSearched', 1],
      [95.806, 'hotelBooked', 412],
      [95.807, 'loyaltyPointsEarned', 2472],
    ],
  },
  'trv-wupo': {
    existing: false,
    startDay: 20.6,
    rate: 0.3,
    business: false,
    churnDay: 95,
    scripted: [
      [41.7, 'appOpened', 1],
      [41.703, 'hotelBooked', 688],
      [41.704, 'loyaltyPointsEarned', 4128],
      [58.3, 'bookingCancelled', 688],
      [94.99, 'appOpened', 1],
      [94.991, 'hotelSearched', 1],
      [94.993, 'supportContacted', 1],
    ],
  },
  'trv-dalo': { existing: true, startDay: 111.3, rate: 0.5, business: false, churnDay: Infinity },
};

export function generateEvents(now) {
  const nowS = Math.floor(new Date(now).getTime() / 1000);
  const firstS = nowS - SPAN_DAYS * DAY_S;
  const lastS = nowS - 121; // strictly more than 2 minutes before now
  const day0 = Math.floor(firstS / DAY_S) * DAY_S;
  const days = Math.floor(lastS / DAY_S) - day0 / DAY_S;
  const events = [];

  for (let n = 0; n < TRAVELERS; n++) {
    const rnd = prng(911_000 + n * 7919);
    const base = profile(n, rnd, (firstS - day0) / DAY_S);
    const p = { ...base, ...PERSONA_PROFILES[base.id] };
    const endS = p.churnDay === Infinity ? Infinity : day0 + Math.floor(p.churnDay * DAY_S);
    const used = new Set();
    const add = (name, s, value = 1) => {
      s = Math.floor(s);
      while (used.has(s)) s++;
      if (s < firstS || s > lastS || s >= endS) return;
      used.add(s);
      events.push({ userId: p.id, eventName: name, eventValue: value, s });
    };
    const atDay = (d) => {
      const wd = new Date((day0 + Math.floor(d) * DAY_S) * 1000).getUTCDay();
      return day0 + Math.floor(d) * DAY_S + hourOf(rnd, wd) * 3600 + Math.floor(rnd() * 3600);
    };
    const points = (price) => Math.round(price * (p.business ? between(rnd, 8, 10) : between(rnd, 5, 7)));

    const bookFlight = (s) => {
      if (rnd() < 0.15) add('couponApplied', (s += between(rnd, 20, 90)), int(rnd, 1, 16) * 5);
      const price = p.business ? int(rnd, 180, 1900) : Math.round(49 + 700 * rnd() ** 2);
      add('flightBooked', (s += between(rnd, 30, 240)), price);
      if (rnd() < 0.55) add('seatSelected', (s += between(rnd, 20, 120)), rnd() < 0.45 ? 0 : int(rnd, 8, 60));
      add('loyaltyPointsEarned', (s += between(rnd, 5, 60)), points(price));
      const tripDay = (s - day0) / DAY_S + between(rnd, 2, 45);
      if (rnd() < 0.08) {
        add(
          'bookingCancelled',
          atDay((s - day0) / DAY_S + between(rnd, 0.5, tripDay - (s - day0) / DAY_S)),
          Math.round(price * (rnd() < 0.5 ? 1 : between(rnd, 0.4, 0.9))),
        );
      } else {
        if (rnd() < 0.8)
          add(
            'checkInCompleted',
            day0 + Math.floor(tripDay - 1) * DAY_S + int(rnd, 5, 22) * 3600 + int(rnd, 0, 3599),
          );
        if (rnd() < 0.3) add('carRented', atDay(tripDay - between(rnd, 1, 10)), int(rnd, 35, 700));
        if (rnd() < 0.25) add('itineraryViewed', atDay(tripDay - between(rnd, 0, 3)));
      }
      return s;
    };
    const bookHotel = (s, price = Math.round(int(rnd, 1, 6) * (60 + 260 * rnd() ** 1.5))) => {
      if (rnd() < 0.12) add('couponApplied', (s += between(rnd, 20, 90)), int(rnd, 1, 16) * 5);
      add('hotelBooked', (s += between(rnd, 30, 240)), price);
      add('loyaltyPointsEarned', (s += between(rnd, 5, 60)), points(price));
      const stayDay = (s - day0) / DAY_S + between(rnd, 3, 50);
      if (rnd() < 0.1) {
        add(
          'bookingCancelled',
          atDay((s - day0) / DAY_S + between(rnd, 0.5, 3)),
          Math.round(price * between(rnd, 0.5, 1)),
        );
      } else {
        if (rnd() < 0.2) add('carRented', atDay(stayDay - between(rnd, 0, 5)), int(rnd, 35, 700));
        if (rnd() < 0.5)
          add(
            'reviewSubmitted',
            atDay(stayDay + between(rnd, 1, 8)),
            pick(rnd, [
              [1, 4],
              [2, 6],
              [3, 15],
              [4, 38],
              [5, 37],
            ]),
          );
        if (rnd() < 0.3) add('itineraryViewed', atDay(stayDay - between(rnd, 0, 2)));
      }
      return s;
    };

    const session = (s, first) => {
      add('appOpened', s);
      if (first) return browse(s, true);
      const kind = pick(rnd, [
        ['flight', p.business ? 65 : 45],
        ['hotel', 35],
        ['browse', 20],
        ['alert', 4],
      ]);
      if (kind === 'alert') {
        // fare-alert deep link: straight to the booking
        bookFlight(s);
      } else if (kind === 'flight') {
        const searches = 1 + geometric(rnd, p.business ? 1.2 : 1.8);
        for (let i = 0; i < searches; i++) add('flightSearched', (s += between(rnd, 15, 300)));
        if (rnd() < 0.12) add('priceAlertCreated', (s += between(rnd, 10, 60)));
        if (rnd() < (p.business ? 0.3 : 0.09)) s = bookFlight(s);
      } else if (kind === 'hotel') {
        const searches = 1 + geometric(rnd, 1.5);
        for (let i = 0; i < searches; i++) add('hotelSearched', (s += between(rnd, 15, 300)));
        if (rnd() < 0.15) add('wishlistSaved', (s += between(rnd, 10, 60)));
        if (rnd() < 0.15) s = bookHotel(s);
      } else browse(s, false);
    };
    const browse = (s, first) => {
      const steps = first ? 1 + geometric(rnd, 1) : geometric(rnd, 1.2);
      for (let i = 0; i < steps; i++) {
        const name = pick(rnd, [
          ['flightSearched', 4],
          ['hotelSearched', 4],
          ['wishlistSaved', 2],
          ['itineraryViewed', 2],
          ['tripShared', 1],
        ]);
        add(name, (s += between(rnd, 15, 300)));
      }
      if (rnd() < 0.04) add('supportContacted', s + between(rnd, 30, 300));
    };

    if (!p.existing) {
      const s = day0 + Math.floor(p.startDay * DAY_S);
      add('accountCreated', s);
      session(s + 30, true);
    }
    for (let d = p.existing ? Math.floor(p.startDay) : Math.ceil(p.startDay); d <= days; d++) {
      const wd = new Date((day0 + d * DAY_S) * 1000).getUTCDay();
      const chance = p.rate * WEEKDAY_FACTOR[wd] * (0.85 + (0.3 * d) / SPAN_DAYS);
      const sessions = p.rate > 0.6 ? 2 : 1;
      for (let k = 0; k < sessions; k++) if (rnd() < chance) session(atDay(d), false);
    }
    for (const [d, name, value] of p.scripted) add(name, day0 + Math.floor(d * DAY_S), value);
  }

  events.sort((a, b) => a.s - b.s || (a.userId < b.userId ? -1 : 1));
  return events.map(({ userId, eventName, eventValue, s }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(s * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}
