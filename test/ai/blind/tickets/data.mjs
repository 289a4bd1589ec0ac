// Deterministic usage events of "Gigbox", an event-ticketing marketplace: visitors browse and
// search events, attendees buy tickets (eventValue = order total in euros), request refunds,
// transfer tickets, get their QR code scanned at the venue, join waitlists of sold-out shows and
// review the show afterwards (eventValue = stars 1-5). Organizers create events (eventValue =
// capacity in seats) and publish them.
//
// generateEvents(now): ~29,000-35,000 events of ~450 users (ids usr_1001..usr_1480) over the 120 days before `now`
// (nothing in the last 2 minutes), timestamps whole seconds in UTC, sorted by time.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'account_created', // sign-up of a new account (0)
  'app_open', // a session starts, web or app (0)
  'search', // a search in the catalogue (0)
  'event_view', // an event's detail page was viewed (0)
  'checkout_started', // the checkout of an order was opened (0)
  'ticket_purchased', // an order was paid (order total in EUR, with cents)
  'refund_requested', // the attendee asked for a refund of an order (0)
  'ticket.transferred', // a ticket was sent to another person (0)
  'checkin.scanned', // the ticket's QR code was scanned at the venue door (0)
  'waitlist.joined', // joined the waitlist of a sold-out event (0)
  'event_created', // an organizer drafted a new event (capacity in seats)
  'event_published', // an organizer put the event on sale (0)
  'review_submitted', // a review after the show (stars 1-5)
];

export const PERSONAS = {
  superfan: 'usr_1007', // heavy attendee since before the window: buys, checks in and reviews a lot
  organizer: 'usr_1100', // busy organizer: creates and publishes events every few days, never buys
  churned: 'usr_1234', // signed up ~100 days ago, bought tickets, last seen ~45 days ago
  newbie: 'usr_1342', // signed up ~20 days ago, a few sessions and 1-3 orders
};
export const NOBODY = 'usr_9999';

const N_USERS = 480;

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

export function generateEvents(now) {
  const NOW = +now;
  const rnd = mulberry32(0x6719b0c5);
  const between = (a, b) => a + rnd() * (b - a);
  const int = (a, b) => Math.floor(between(a, b + 1));
  const pick = (arr, w) => {
    if (!w) return arr[Math.floor(rnd() * arr.length)];
    let x = rnd() * w.reduce((s, v) => s + v, 0);
    for (let i = 0; i < arr.length; i++) if ((x -= w[i]) < 0) return arr[i];
    return arr[arr.length - 1];
  };
  const HOURS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23];
  const browseHour = [
    0.3, 0.15, 0.1, 0.08, 0.08, 0.15, 0.35, 0.8, 1.1, 1.3, 1.4, 1.5, 1.9, 1.8, 1.4, 1.3, 1.4, 1.7, 2.1, 2.4,
    2.6, 2.2, 1.4, 0.7,
  ];
  const officeHour = [
    0, 0, 0, 0, 0, 0, 0.1, 0.4, 1.2, 1.8, 2, 2, 1.2, 1.6, 1.9, 1.8, 1.5, 1, 0.5, 0.3, 0.2, 0.1, 0, 0,
  ];
  // Monday..Sunday (index by (getUTCDay()+6)%7)
  const browseWeekday = [0.85, 0.95, 1.0, 1.1, 1.25, 1.15, 0.8];

  const first = NOW - 120 * DAY; // window start
  const last = NOW - 2 * 60 * 1000; // nothing at or after this
  const today = Math.floor(NOW / DAY) * DAY;
  const dayAt = (k) => today - k * DAY; // start of the UTC day k days back
  const growth = (k) => 0.55 + 0.9 * (1 - k / 120);
  const wd = (t) => (new Date(t).getUTCDay() + 6) % 7;

  const events = [];
  let seq = 0;
  const emit = (userId, eventName, t, eventValue = 0) => {
    events.push({ userId, eventName, t: Math.floor(t / 1000) * 1000, eventValue, seq: seq++ });
  };

  const prices = [19, 24.5, 29, 35, 39.9, 45, 59, 69, 79, 89, 120, 149];
  const priceW = [6, 8, 10, 10, 9, 8, 7, 5, 4, 3, 2, 1];
  const stars = [1, 2, 3, 4, 5];
  const starsW = [6, 8, 15, 31, 40];
  const capacities = [80, 120, 150, 250, 300, 400, 600, 800, 1200, 2500, 5000];

  for (let i = 0; i < N_USERS; i++) {
    const id = `usr_${1001 + i}`;
    // profile
    const organizer = i % 16 === 11; // 30 organizers
    let preexisting = rnd() < 0.3;
    let startK = preexisting ? 121 : int(0, 118); // day index the account was created (k days back)
    let lambda = rnd() < 0.025 ? between(0.8, 1.6) : Math.exp(between(Math.log(0.04), Math.log(0.3)));
    let churnK = rnd() < 0.22 ? int(0, 100) : -1; // stops after this day (k days back)
    let lateReturn = preexisting && rnd() < 0.06 ? int(5, 30) : -1; // pre-existing user seen only lately
    let buyBias = between(0.6, 1.4);
    let reviewer = rnd() < 0.5;
    let orgRate = organizer ? between(0.08, 0.3) : 0;

    if (id === PERSONAS.superfan) {
      preexisting = true;
      startK = 121;
      lambda = 1.3;
      churnK = -1;
      lateReturn = -1;
      buyBias = 1.6;
      reviewer = true;
    }
    if (id === PERSONAS.organizer) {
      preexisting = true;
      startK = 121;
      lambda = 0.9;
      churnK = -1;
      lateReturn = -1;
      orgRate = 0.5;
    }
    if (id === PERSONAS.churned) {
      preexisting = false;
      startK = 100;
      lambda = 0.45;
      churnK = 45;
      lateReturn = -1;
      buyBias = 1.3;
      reviewer = true;
    }
    if (id === PERSONAS.newbie) {
      preexisting = false;
      startK = 20;
      lambda = 0.35;
      churnK = -1;
      lateReturn = -1;
      buyBias = 0.8;
      reviewer = false;
    }
    const isOrg = organizer || id === PERSONAS.organizer;

    const userEvents = [];
    const out = (name, t, v = 0) => userEvents.push([name, t, v]);

    const firstK = lateReturn >= 0 ? lateReturn : Math.min(startK, 120);
    const stopT = churnK >= 0 ? dayAt(churnK) + DAY : Infinity;

    for (let k = firstK; k >= 0; k--) {
      const day = dayAt(k);
      const signupDay = !preexisting && k === startK && startK <= 120;
      let sessions = 0;
      const rate = lambda * growth(k) * browseWeekday[wd(day)] * (isOrg ? 0.6 : 1);
      // Poisson-ish number of sessions
      let p = rate;
      while (p > 0) {
        if (rnd() < Math.min(p, 1)) sessions++;
        p -= 1;
      }
      if (signupDay) sessions = Math.max(sessions, 1);
      let orgToday = isOrg && rnd() < orgRate * growth(k);

      for (let s = 0; s < sessions; s++) {
        let t = day + pick(HOURS, browseHour) * HOUR + int(0, 3599) * 1000;
        if (signupDay && s === 0) {
          out('account_created', t);
          t += int(20, 120) * 1000;
        }
        out('app_open', t);
        const searches = pick([0, 1, 1, 2]);
        const views = int(1, 4);
        let step = () => (t += int(8, 240) * 1000);
        for (let q = 0; q < searches; q++) {
          step();
          out('search', t);
        }
        let _viewed = 0;
        for (let v = 0; v < views; v++) {
          step();
          out('event_view', t);
          _viewed++;
        }
        if (isOrg && id !== PERSONAS.organizer && rnd() > 0.3) continue;
        if (id === PERSONAS.organizer) continue;
        if (rnd() < 0.06) {
          step();
          out('waitlist.joined', t);
          continue;
        }
        if (rnd() < 0.3 * buyBias) {
          step();
          out('checkout_started', t);
          if (rnd() < 0.65) {
            step();
            const qty = pick([1, 2, 3, 4, 6], [40, 38, 9, 10, 3]);
            const price = pick(prices, priceW);
            const total = Math.round((price * qty + 1.99 * qty) * 100) / 100;
            out('ticket_purchased', t, total);
            // the show: 2-45 days later, mostly on a Friday or Saturday evening
            let show = Math.floor(t / DAY) * DAY + int(2, 45) * DAY;
            if (rnd() < 0.6) while (wd(show) !== 4 && wd(show) !== 5) show += DAY;
            const doors = show + pick([17, 18, 19, 20, 21], [1, 3, 5, 4, 1]) * HOUR + int(0, 3599) * 1000;
            const r = rnd();
            if (r < 0.06) {
              out(
                'refund_requested',
                t + int(1, Math.max(1, Math.floor((doors - t) / HOUR) - 1)) * HOUR + int(0, 3599) * 1000,
              );
            } else {
              if (r < 0.15) out('ticket.transferred', t + between(0.2, 0.9) * (doors - t));
              if (rnd() < 0.88) {
                out('checkin.scanned', doors);
                if (reviewer && rnd() < 0.6) {
                  out('review_submitted', doors + between(14, 72) * HOUR, pick(stars, starsW));
                }
              }
            }
          }
        }
      }
      if (orgToday) {
        const t = day + pick(HOURS, officeHour) * HOUR + int(0, 3599) * 1000;
        if (!(k === 0 && NOW - 3 * HOUR < t)) {
          out('app_open', t - int(60, 600) * 1000);
          out('event_created', t, pick(capacities));
          if (rnd() < 0.9) out('event_published', t + between(0.5, 48) * HOUR);
        }
      }
    }
    for (const [name, t, v] of userEvents) {
      if (t < first || t >= last || t >= stopT) continue;
      emit(id, name, t, v);
    }
  }

  events.sort((a, b) => a.t - b.t || a.seq - b.seq);
  return events.map(({ userId, eventName, t, eventValue }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
