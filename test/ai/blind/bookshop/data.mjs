// Bookshop chain (app + tills): deterministic synthetic usage events.
const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'book_search', // app/web search; value = number of results shown
  'wishlist.add', // book added to a wishlist; value 0
  'OrderPlaced', // online order; value = order total (GBP)
  'pickup-collected', // click-and-collect order picked up in store; value 0
  'In Store Sale', // till sale; value = basket amount (GBP)
  'preorder_created', // preorder of a forthcoming title; value = price (GBP)
  'EventTicketPurchased', // author event ticket; value = ticket price (GBP)
  'book_club.signup', // joined a book club; value 0
  'Book Club Meeting Attended', // value 0
  'loyalty-stamp', // stamps on the loyalty card; value = number of stamps (1-3)
  'return_processed', // a return at the till; value = refund amount (GBP)
  'staff_pick.viewed', // staff recommendation card viewed; value 0
];

export const PERSONAS = {
  topReader: 'cust_0042', // most active customer by far
  bigSpender: 'cust_0317', // large in-store baskets
  churner: 'cust_0108', // regular who stopped ~55 days ago
  newcomer: 'cust_0455', // first seen 6 days ago
  clubStalwart: 'cust_0223', // attends every book club meeting
  returner: 'cust_0391', // returns a lot
};
export const NOBODY = 'cust_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const N_USERS = 460;
const uid = (i) => `cust_${String(i).padStart(4, '0')}`;
// weekday factor, Monday..Sunday
const WD = [0.75, 0.8, 0.85, 0.95, 1.1, 1.55, 1.25];

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261129);
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 2 * MIN;
  const out = [];
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const money = (lo, hi) => Math.round((lo + rnd() * (hi - lo)) * 100) / 100;
  const push = (u, name, value, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId: u, eventName: name, eventValue: value, t });
  };
  const INCIDENT = 23; // days back: till outage, no in-store sales that day
  const CLUB_DAY_WD = 3; // book clubs meet on Thursdays (0=Mon)

  // user profiles
  const users = [];
  for (let i = 1; i <= N_USERS; i++) {
    const u = uid(i);
    // later starts get more common: growth
    const r = rnd();
    let start = r < 0.45 ? 121 : Math.floor(121 - Math.pow(rnd(), 0.8) * 118);
    let end = rnd() < 0.12 ? Math.floor(rnd() * 90) + 5 : -1; // churners stop at `end` days back
    if (end >= start) end = -1;
    const rate = 0.08 + Math.pow(rnd(), 2) * 0.24;
    const inStore = rnd(); // preference for tills vs app
    const club = rnd() < 0.18;
    users.push({ u, start, end, rate, inStore, club, clubJoined: false });
  }
  const P = Object.fromEntries(Object.entries(PERSONAS).map(([k, v]) => [k, users[Number(v.slice(5)) - 1]]));
  Object.assign(P.topReader, { start: 121, end: -1, rate: 1.2, inStore: 0.35, club: true, extraSearch: 3 });
  Object.assign(P.bigSpender, { start: 121, end: -1, rate: 0.3, inStore: 0.95, club: false, big: true });
  Object.assign(P.churner, { start: 121, end: 55, rate: 0.6, inStore: 0.4, club: false });
  Object.assign(P.newcomer, { start: 6, end: -1, rate: 0.7, inStore: 0.3, club: false });
  Object.assign(P.clubStalwart, {
    start: 121,
    end: -1,
    rate: 0.15,
    inStore: 0.6,
    club: true,
    stalwart: true,
  });
  Object.assign(P.returner, { start: 121, end: -1, rate: 0.3, inStore: 0.8, club: false, returns: true });
  // a band of power users with well separated activity levels
  [
    [19, 0.95],
    [61, 0.7],
    [201, 0.52],
    [2, 0.4],
  ].forEach(([i, rate]) => {
    Object.assign(users[i - 1], { start: 121, end: -1, rate });
  });
  for (const x of users) if (x !== P.newcomer && x.start <= 8 && x.start >= 4) x.start = 9;

  for (let d = 120; d >= 0; d--) {
    const day0 = today - d * DAY;
    const wd = (new Date(day0).getUTCDay() + 6) % 7;
    const growth = 0.55 + (0.9 * (120 - d)) / 120;
    for (const x of users) {
      if (d > x.start - 1 || (x.end >= 0 && d < x.end)) continue;
      if (x.stalwart && !x.clubJoined && d <= 118) {
        push(x.u, 'book_club.signup', 0, day0 + 20 * HOUR + 15 * MIN);
        x.clubJoined = true;
      }
      // club meetings every Thursday 18:30
      if (x.club && x.clubJoined && wd === CLUB_DAY_WD && (x.stalwart || rnd() < 0.45)) {
        push(
          x.u,
          'Book Club Meeting Attended',
          0,
          day0 + 18 * HOUR + 30 * MIN + Math.floor(rnd() * 20) * MIN,
        );
      }
      let p = x.rate * WD[wd] * growth;
      if (d === INCIDENT) p *= 1.1;
      if (rnd() >= p) continue;
      const storeVisit = rnd() < x.inStore && !(d === INCIDENT);
      if (storeVisit) {
        // shop hours 09-19, busier midday / late afternoon
        const h = pick([9, 10, 11, 11, 12, 12, 13, 13, 14, 15, 16, 16, 17, 17, 18]);
        let t = day0 + h * HOUR + Math.floor(rnd() * 3600) * 1000;
        if (rnd() < 0.3) {
          push(x.u, 'staff_pick.viewed', 0, t);
          t += Math.floor(rnd() * 600) * 1000 + 30000;
        }
        if (x.returns ? rnd() < 0.45 : rnd() < 0.06) {
          push(x.u, 'return_processed', money(6, 28), t);
          t += 60000 + Math.floor(rnd() * 120) * 1000;
        }
        if (rnd() < 0.85) {
          const amt = x.big ? money(45, 160) : money(5, 48);
          push(x.u, 'In Store Sale', amt, t);
          if (rnd() < 0.88) push(x.u, 'loyalty-stamp', amt > 40 ? 3 : amt > 20 ? 2 : 1, t + 5000);
          t += 20000;
        }
        if (rnd() < 0.05) push(x.u, 'preorder_created', money(12, 30), t + 30000);
      } else {
        // app session, evenings heavier, a little overnight
        const h = pick([
          0, 1, 6, 7, 8, 9, 12, 12, 13, 17, 18, 19, 19, 20, 20, 20, 21, 21, 21, 21, 22, 22, 23,
        ]);
        let t = day0 + h * HOUR + Math.floor(rnd() * 3600) * 1000;
        const searches =
          d === INCIDENT ? 2 + Math.floor(rnd() * 5) : 1 + Math.floor(rnd() * 3) + (x.extraSearch ?? 0);
        for (let k = 0; k < searches; k++) {
          push(x.u, 'book_search', 1 + Math.floor(rnd() * 60), t);
          t += 20000 + Math.floor(rnd() * 200) * 1000;
        }
        if (rnd() < 0.35) {
          push(x.u, 'staff_pick.viewed', 0, t);
          t += 40000;
        }
        if (rnd() < 0.3) {
          push(x.u, 'wishlist.add', 0, t);
          t += 30000;
        }
        if (rnd() < 0.22) {
          push(x.u, 'OrderPlaced', money(8, 65), t);
          t += 30000;
          if (rnd() < 0.55)
            push(
              x.u,
              'pickup-collected',
              0,
              day0 +
                (1 + Math.floor(rnd() * 3)) * DAY +
                (10 + Math.floor(rnd() * 8)) * HOUR +
                Math.floor(rnd() * 3600) * 1000,
            );
        }
        if (rnd() < 0.05) {
          push(x.u, 'preorder_created', money(12, 30), t);
          t += 30000;
        }
        if (rnd() < 0.045) {
          push(x.u, 'EventTicketPurchased', pick([5, 8, 10, 12, 15]), t);
          t += 30000;
        }
        if (x.club && !x.clubJoined && rnd() < 0.3) {
          push(x.u, 'book_club.signup', 0, t);
          x.clubJoined = true;
        }
      }
    }
  }
  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
