// Card-based arcade at a family entertainment centre ("Starlight Fun Zone").
// Guests carry a game card: they load credit onto it, swipe it at games, win e-tickets,
// redeem prizes at the counter, lose cards and get replacements, book birthday packages.
// Staff report machines out of order; card readers report when they drop off the network.

export const EVENT_NAMES = [
  'card_registered', // a new card is issued to a guest (value 0)
  'card_loaded', // credit bought and loaded onto a card (value = US dollars paid)
  'game.swipe', // one swipe at a game (value = credits charged by the game)
  'TicketsWon', // e-tickets won on one play (value = number of tickets)
  'Prize Redeemed', // prize taken at the counter (value = tickets spent)
  'card-replaced', // lost card replaced (value = e-tickets carried over to the new card)
  'birthday_package_purchased', // birthday party package (value = US dollars paid)
  'machine.out_of_order', // staff marks a machine out of order (value = minutes it was down)
  'ReaderOffline', // a card reader lost the network (value = seconds offline)
  'Balance Checked', // guest checks their balance at a kiosk / in the app (value = credits left)
  'BonusCreditsApplied', // promo credits added for free (value = bonus credits)
];

export const PERSONAS = {
  whale: 'guest_0007', // top guest: visits several times a week, big loads
  churner: 'guest_0113', // regular who stopped coming about 62 days ago
  newcomer: 'guest_0466', // first card issued 4 days ago
  birthdayParent: 'guest_0250', // booked two birthday parties
  cardLoser: 'guest_0321', // keeps losing the card
  ticketHoarder: 'guest_0099', // wins lots of tickets, never redeems
  regular: 'guest_0042', // loyal weekly regular, second-biggest loader
  technician: 'tech_marco', // reports most of the broken machines
};

export const NOBODY = 'guest_9999';

const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const pad = (n, w) => String(n).padStart(w, '0');

// Weekday multipliers (Mon..Sun): weekends are the arcade's rush.
const WEEKDAY_MULT = [0.4, 0.5, 0.55, 0.62, 1.1, 2.3, 1.9];
// Visit start hour weights (UTC), open 10:00–22:00.
const HOUR_W = { 10: 2, 11: 4, 12: 6, 13: 8, 14: 10, 15: 11, 16: 12, 17: 13, 18: 11, 19: 8, 20: 5, 21: 2 };

// The outage: the Saturday 19–25 days before the current UTC day (readers down 12:00–19:00 UTC).
export function outageDayStart(nowDate) {
  const today = Math.floor(+nowDate / DAY) * DAY;
  for (let k = 19; k <= 25; k++) if (new Date(today - k * DAY).getUTCDay() === 6) return today - k * DAY;
  throw new Error('unreachable');
}

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(20261125);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const hourW = Object.entries(HOUR_W).map(([h, w]) => [Number(h), w]);
  const totalW = hourW.reduce((s, [, w]) => s + w, 0);
  const pickHour = () => {
    let x = rnd() * totalW;
    for (const [h, w] of hourW) {
      if ((x -= w) < 0) return h;
    }
    return 17;
  };

  const earliest = now - 120 * DAY,
    latest = now - 2 * MIN;
  const today = Math.floor(now / DAY) * DAY;
  const firstDay = today - 120 * DAY;
  const NDAYS = 121; // day index 0 = firstDay … 120 = today
  const outageDay = Math.round((outageDayStart(nowDate) - firstDay) / DAY); // the card-reader network went down
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    if (t >= earliest && t <= latest) events.push({ userId, eventName, eventValue, t });
  };

  // ---- guests -------------------------------------------------------------------------
  const N = 470;
  const guests = [];
  for (let i = 1; i <= N; i++) {
    const id = `guest_${pad(i, 4)}`;
    let join,
      leave = Infinity,
      rate;
    if (i <= 80) {
      join = -1;
      rate = 0.05 + rnd() * 0.2;
    } // members from before the window
    else {
      join = Math.floor(119 * Math.sqrt(rnd()));
      rate = 0.04 + rnd() * 0.22;
    } // growth: more joins lately
    if (rnd() < 0.25) leave = Math.max(join, 0) + int(8, 70);
    guests.push({ id, join, leave, rate, loadMult: 1 });
  }
  const g = (id) => guests.find((x) => x.id === id);
  Object.assign(g(PERSONAS.whale), { join: -1, leave: Infinity, rate: 0.75, loadMult: 3 });
  Object.assign(g(PERSONAS.churner), { join: -1, leave: 58, rate: 0.55 });
  Object.assign(g(PERSONAS.newcomer), { join: 116, leave: Infinity, rate: 0.6 });
  Object.assign(g(PERSONAS.birthdayParent), { join: 20, leave: Infinity, rate: 0.2 });
  Object.assign(g(PERSONAS.cardLoser), { join: 30, leave: Infinity, rate: 0.3 });
  Object.assign(g(PERSONAS.ticketHoarder), { join: -1, leave: Infinity, rate: 0.85, loadMult: 1.5 });
  Object.assign(g(PERSONAS.regular), { join: -1, leave: Infinity, rate: 0.6, loadMult: 2 });

  const LOADS = [10, 10, 20, 20, 20, 25, 30, 50];
  const GAME_COST = [3, 4, 4, 5, 6, 8, 10];

  function visit(guest, dayIdx, first) {
    const base = firstDay + dayIdx * DAY;
    let t = base + pickHour() * HOUR + int(0, 59) * MIN + int(0, 59) * 1000;
    const outage = dayIdx === outageDay;
    const readersDown = (tt) => outage && tt >= base + 12 * HOUR && tt < base + 19 * HOUR;
    if (first) {
      push(guest.id, 'card_registered', 0, t);
      t += int(1, 4) * MIN;
    }
    if (first || rnd() < 0.7) {
      if (!readersDown(t)) {
        push(guest.id, 'card_loaded', pick(LOADS) * guest.loadMult, t);
        if (rnd() < 0.12) push(guest.id, 'BonusCreditsApplied', pick([5, 10, 10, 20]), t + 20 * 1000);
      }
      t += int(1, 3) * MIN;
    }
    if (guest.id === PERSONAS.cardLoser ? rnd() < 0.3 : rnd() < 0.015) {
      push(guest.id, 'card-replaced', int(20, 400), t);
      t += 2 * MIN;
    }
    const swipes = guest.id === PERSONAS.whale ? int(10, 22) : int(3, 11);
    const hoarder = guest.id === PERSONAS.ticketHoarder;
    for (let s = 0; s < swipes; s++) {
      t += int(1, 6) * MIN + int(0, 59) * 1000;
      if (readersDown(t)) continue;
      push(guest.id, 'game.swipe', pick(GAME_COST), t);
      if (rnd() < (hoarder ? 0.9 : 0.6))
        push(guest.id, 'TicketsWon', hoarder ? int(20, 300) : int(1, 120), t + int(20, 90) * 1000);
    }
    if (rnd() < 0.15) {
      t += int(1, 5) * MIN;
      push(guest.id, 'Balance Checked', int(0, 80), t);
    }
    if (!hoarder && rnd() < 0.28) {
      t += int(3, 10) * MIN;
      push(guest.id, 'Prize Redeemed', int(50, 1500), t);
    }
  }

  for (let d = 0; d < NDAYS; d++) {
    const dayT = firstDay + d * DAY;
    const wd = (new Date(dayT).getUTCDay() + 6) % 7;
    const trend = 0.8 + 0.4 * (d / NDAYS);
    for (const guest of guests) {
      if (d < guest.join || d >= guest.leave) continue;
      const first = d === guest.join;
      if (first || rnd() < guest.rate * WEEKDAY_MULT[wd] * trend * (guest.id === PERSONAS.whale ? 0.8 : 0.45))
        visit(guest, d, first);
    }
    // birthday parties: mostly weekends
    const parties = wd >= 5 ? int(1, 3) : rnd() < 0.2 ? 1 : 0;
    for (let p = 0; p < parties; p++) {
      const parent = pick(
        guests.filter((x) => x.join < d && d < x.leave && x.id !== PERSONAS.birthdayParent),
      );
      push(
        parent.id,
        'birthday_package_purchased',
        pick([199, 249, 249, 349]),
        dayT + int(9, 13) * HOUR + int(0, 3599) * 1000,
      );
    }
    if (d === 44 || d === 101)
      push(
        PERSONAS.birthdayParent,
        'birthday_package_purchased',
        d === 44 ? 249 : 349,
        dayT + 10 * HOUR + 17 * MIN,
      );
    // machines break
    const breaks = int(0, 3);
    for (let b = 0; b < breaks; b++) {
      const x = rnd(),
        who = x < 0.5 ? PERSONAS.technician : x < 0.8 ? 'tech_jill' : x < 0.92 ? 'staff_dana' : 'staff_omar';
      push(who, 'machine.out_of_order', int(3, 48) * 5, dayT + int(10, 21) * HOUR + int(0, 3599) * 1000);
    }
    // card readers: sporadic blips, and the big outage
    const readers = Array.from({ length: 14 }, (_, k) => `reader-${pad(k + 1, 2)}`);
    if (d === outageDay) {
      for (const r of readers) {
        let t = dayT + 12 * HOUR + int(0, 20) * MIN;
        while (t < dayT + 19 * HOUR) {
          push(r, 'ReaderOffline', int(300, 1800), t);
          t += int(15, 45) * MIN;
        }
      }
    } else if (d % 6 === 2) {
      push(pick(readers), 'ReaderOffline', int(10, 240), dayT + int(10, 21) * HOUR + int(0, 3599) * 1000);
    }
  }

  // Balance checks in the app happen around the clock (a steady trickle right up to now).
  const members = guests.filter((x) => x.join < 0);
  for (let t = latest - int(0, 5) * MIN, k = 0; t >= earliest; t -= int(20, 55) * MIN, k++) {
    const dayIdx = Math.floor((t - firstDay) / DAY);
    const pool = guests.filter((x) => x.join < dayIdx && dayIdx < x.leave);
    const who = pool.length ? pick(pool) : pick(members);
    push(who.id, 'Balance Checked', int(0, 120), t);
  }

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: iso(t),
  }));
}
