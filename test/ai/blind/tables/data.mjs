// "tables": usage events of a restaurant reservation app, as its analytics pipeline stores them.
// Diners open the app, search restaurants, look at menus, book tables for a party size, modify
// or cancel bookings, get marked as no-shows by the restaurant, post star reviews, and may join
// the loyalty program and redeem points. Restaurant accounts buy promoted listings (the only
// money the events carry). See NOTES.md for the meaning of every value.

export const EVENT_NAMES = [
  'app_open', // 0
  'sign_up', // 0  (account created inside a diner's first session)
  'restaurant_search', // number of restaurants the search returned (0-80)
  'menu_view', // 0
  'booking_created', // party size (1-12)
  'booking_modified', // new party size after the change
  'booking_cancelled', // 0
  'no_show', // party size of the missed booking (marked by the restaurant)
  'Review Posted', // stars, 1-5
  'loyalty.enrolled', // 0
  'loyalty.points_redeemed', // points redeemed (250, 500, 1000, 2000)
  'promoted_listing.purchased', // US dollars paid by a restaurant for a promoted listing
];

export const PERSONAS = {
  heavy: 'dnr_10007', // power diner since before the window, loyalty member, books a lot
  newDiner: 'dnr_10436', // signed up about 9 days before now
  lapsed: 'dnr_10123', // regular until about 52 days ago, nothing since
  returning: 'dnr_10088', // active early, silent for weeks, back in the last ~10 days
  topPromoter: 'rest_214', // restaurant that buys the most promoted listings
};

export const NOBODY = 'dnr_99999';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WINDOW_DAYS = 120;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pickWeighted = (rand, table) => {
  const total = table.reduce((s, [, w]) => s + w, 0);
  let x = rand() * total;
  for (const [v, w] of table) if ((x -= w) < 0) return v;
  return table[table.length - 1][0];
};

// Diner activity by UTC hour: lunch and dinner planning peaks, quiet nights.
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 7, 10, 12, 10, 7, 6, 8, 12, 17, 13, 10, 7, 5, 3].map(
  (w, h) => [h, w],
);
// Monday .. Sunday: weekends and Friday are when people plan dinners out.
const WEEKDAY_FACTOR = [0.75, 0.85, 0.95, 1.05, 1.4, 1.3, 1.0];
const PARTY = [
  [1, 6],
  [2, 40],
  [3, 12],
  [4, 22],
  [5, 6],
  [6, 7],
  [7, 2],
  [8, 3],
  [10, 1],
  [12, 1],
];
const STARS = [
  [1, 4],
  [2, 5],
  [3, 12],
  [4, 33],
  [5, 46],
];
const POINTS = [
  [250, 30],
  [500, 35],
  [1000, 25],
  [2000, 10],
];

const N_DINERS = 440;
const N_EXISTING = 130; // dnr_10001 .. dnr_10130 had accounts before the window
const RESTAURANT_IDS = Array.from({ length: 42 }, (_, i) => `rest_${201 + i}`);

export function generateEvents(now, seed = 20261125) {
  const nowMs = +now;
  const earliest = nowMs - WINDOW_DAYS * DAY;
  const latest = nowMs - 120_000;
  const day0 = Math.floor(earliest / DAY) * DAY; // UTC midnight at or before the window start
  const nDays = Math.floor((nowMs - day0) / DAY) + 1;
  const rand = mulberry32(seed);
  const out = [];
  const push = (userId, eventName, eventValue, t) => out.push({ userId, eventName, eventValue, t });
  const dayOfIdx = (d) => day0 + d * DAY;
  const wd = (t) => (new Date(t).getUTCDay() + 6) % 7;
  const fromEnd = (d) => nDays - 1 - d; // days before "today"

  // Sign-up days of the diners who joined during the window: more of them lately (growth).
  const joinDays = Array.from({ length: N_DINERS - N_EXISTING }, () =>
    Math.floor(Math.sqrt(rand()) * (nDays - 1)),
  ).sort((a, b) => a - b);

  const diners = [];
  for (let i = 0; i < N_DINERS; i++) {
    const id = `dnr_${10001 + i}`;
    const existing = i < N_EXISTING;
    const u = {
      id,
      existing,
      start: existing ? 0 : joinDays[i - N_EXISTING],
      end: nDays, // exclusive day index of the last active day + 1
      rate: 0.06 + 0.28 * rand() ** 2, // sessions per day
      bookP: 0.3,
      redeemP: 0.18,
      loyal: rand() < 0.35,
      enrolled: existing && rand() < 0.3, // some joined the loyalty program before the window
      gap: null,
    };
    if (rand() < 0.25) u.end = Math.min(nDays, u.start + 8 + Math.floor(rand() * 70)); // churn
    if (rand() < 0.04) {
      u.rate = 0.8 + rand() * 0.5;
      u.bookP = 0.42;
    } // power diner
    diners.push(u);
  }
  const byId = (id) => diners.find((u) => u.id === id);
  Object.assign(byId(PERSONAS.heavy), {
    rate: 1.45,
    bookP: 0.65,
    redeemP: 0.35,
    loyal: true,
    enrolled: true,
    end: nDays,
  });
  Object.assign(byId(PERSONAS.newDiner), {
    existing: false,
    start: fromEnd(9),
    end: nDays,
    rate: 0.6,
    loyal: true,
    enrolled: false,
  });
  Object.assign(byId(PERSONAS.lapsed), { start: 0, end: fromEnd(52), rate: 0.45, bookP: 0.35 });
  Object.assign(byId(PERSONAS.returning), { start: 0, end: nDays, rate: 0.35, gap: [18, fromEnd(10)] });

  for (const u of diners) {
    let first = !u.existing;
    for (let d = u.start; d < u.end; d++) {
      const base = dayOfIdx(d);
      const growth = 0.85 + 0.3 * (d / nDays);
      const expected = u.rate * WEEKDAY_FACTOR[wd(base)] * growth;
      let sessions = Math.floor(expected) + (rand() < expected % 1 ? 1 : 0);
      if (first && d === u.start) sessions = Math.max(sessions, 1);
      if (u.gap && d >= u.gap[0] && d < u.gap[1]) sessions = 0;
      for (let s = 0; s < sessions; s++) {
        let t = base + pickWeighted(rand, HOUR_WEIGHTS) * HOUR + Math.floor(rand() * 3600) * 1000;
        const step = () => (t += (8 + Math.floor(rand() * 110)) * 1000);
        push(u.id, 'app_open', 0, t);
        if (first) {
          step();
          push(u.id, 'sign_up', 0, t);
          first = false;
        }
        const searches = pickWeighted(rand, [
          [0, 12],
          [1, 40],
          [2, 30],
          [3, 18],
        ]); // some sessions only check a booking
        for (let k = 0; k < searches; k++) {
          step();
          push(u.id, 'restaurant_search', rand() < 0.05 ? 0 : 3 + Math.floor(rand() * 78), t);
        }
        const menus = Math.floor(rand() * 4);
        for (let k = 0; k < menus; k++) {
          step();
          push(u.id, 'menu_view', 0, t);
        }
        if (rand() < (menus ? u.bookP : 0.08)) {
          step();
          const party = pickWeighted(rand, PARTY);
          const booked = t;
          push(u.id, 'booking_created', party, booked);
          const lead = (2 + rand() * 118) * HOUR; // the reservation time, ahead
          const seatedAt = booked + Math.floor(lead / 1000) * 1000;
          if (rand() < 0.12) {
            const newParty = Math.max(
              1,
              party +
                pickWeighted(rand, [
                  [-2, 1],
                  [-1, 3],
                  [1, 4],
                  [2, 2],
                ]),
            );
            push(
              u.id,
              'booking_modified',
              newParty,
              booked + Math.floor((rand() * lead * 0.8) / 1000) * 1000 + 60_000,
            );
          }
          if (rand() < 0.11) {
            push(u.id, 'booking_cancelled', 0, booked + Math.floor((rand() * lead) / 1000) * 1000 + 30_000);
          } else if (rand() < 0.07) {
            push(u.id, 'no_show', party, seatedAt + (30 + Math.floor(rand() * 90)) * 60_000);
          } else {
            if (rand() < 0.3)
              push(
                u.id,
                'Review Posted',
                pickWeighted(rand, STARS),
                seatedAt + Math.floor((2 + rand() * 46) * 3600) * 1000,
              );
            if (u.enrolled && rand() < u.redeemP)
              push(u.id, 'loyalty.points_redeemed', pickWeighted(rand, POINTS), booked + 45_000);
          }
        }
        if (u.loyal && !u.enrolled && rand() < 0.25) {
          step();
          push(u.id, 'loyalty.enrolled', 0, t);
          u.enrolled = true;
        }
      }
    }
  }

  // Restaurants buy promoted listings on weekdays, in business hours.
  for (const id of RESTAURANT_IDS) {
    const n =
      id === PERSONAS.topPromoter
        ? 15
        : 1 + Math.floor(rand() * 3) + (rand() < 0.3 ? Math.floor(rand() * 4) : 0);
    for (let k = 0; k < n; k++) {
      let d = Math.floor(rand() * nDays);
      while (wd(dayOfIdx(d)) > 4) d = (d + 1) % nDays;
      const t = dayOfIdx(d) + (13 + Math.floor(rand() * 9)) * HOUR + Math.floor(rand() * 3600) * 1000;
      push(id, 'promoted_listing.purchased', 5 * (5 + Math.floor(rand() * 76)), t);
    }
  }

  return out
    .filter((e) => e.t >= earliest && e.t <= latest)
    .sort((a, b) => a.t - b.t)
    .map(({ userId, eventName, eventValue, t }) => ({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    }));
}
