// City zoo visitor app: synthetic usage events (deterministic for a given `now`).
const HOUR = 3_600_000,
  DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'ticket_scanned', // gate scan; value = party size on the ticket (1–6)
  'map.opened', // in-app zoo map opened; value 0
  'FeedingTalkAttended', // keeper feeding talk attended; value 0
  'Adoption Purchased', // animal adoption sponsorship; value = amount in USD
  'photo-shared', // photo shared from the app; value 0
  'cafe_order', // café order; value = order total in USD (cents)
  'lost_child.alert', // lost-child alert raised by staff; value 0
  'MembershipRenewed', // annual membership renewal; value = fee in USD
  'exhibit.checkin', // check-in at an exhibit beacon; value 0
  'push-opened', // push notification opened; value 0
  'Keeper Talk Rated', // rating given after a feeding talk; value = stars 1–5
];

export const PERSONAS = {
  topFamily: 'guest_1007', // season-pass family, visits constantly, biggest café spender
  churner: 'guest_1013', // regular in the first two months, then gone
  newcomer: 'guest_1499', // first ever event six days ago
  bigSponsor: 'guest_1250', // buys the large adoption packages
  securityLead: 'staff_03', // raises most lost-child alerts
};
export const NOBODY = 'guest_0000';

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
// Mon..Sun weights: weekends are the zoo's big days.
const WEEKDAY_FACTOR = [0.55, 0.65, 0.8, 0.85, 1.15, 2.1, 1.7];

export function generateEvents(nowDate) {
  const now = +nowDate;
  const start = now - 120 * DAY,
    end = now - 120_000;
  const rnd = mulberry32(0x200c1);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const events = [];
  const add = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= start && t <= end) events.push({ userId, eventName, eventValue, timestamp: iso(t) });
  };
  const firstDay = Math.floor(start / DAY) * DAY;
  const incidentDay = Math.floor(now / DAY) * DAY - 38 * DAY; // school-holiday crowd day
  const nDays = Math.round((Math.floor(now / DAY) * DAY - firstDay) / DAY) + 1;

  // ---- guests ----
  const guests = [];
  for (let i = 1001; i <= 1460; i++) {
    const r = rnd();
    const join = r < 0.28 ? start + rnd() * 6 * DAY : start + 120 * DAY * Math.sqrt(rnd()) * 0.985;
    const churn = rnd() < 0.22 ? join + (12 + rnd() * 50) * DAY : Infinity;
    const rate = 0.025 + 0.11 * rnd() ** 2;
    const member = rnd() < 0.3;
    guests.push({ id: `guest_${i}`, join, churn, rate, member, sponsor: 1, photos: 4, checks: 5, adoptP: 0 });
  }
  const g = (id) => guests.find((x) => x.id === id);
  // the heavy users, well separated so rankings have clear leaders
  Object.assign(g('guest_1007'), {
    join: start + 0.4 * DAY,
    churn: Infinity,
    rate: 0.85,
    member: true,
    photos: 6,
    checks: 12,
  });
  Object.assign(g('guest_1021'), {
    join: start + 2 * DAY,
    churn: Infinity,
    rate: 0.42,
    photos: 9,
    checks: 5,
  });
  Object.assign(g('guest_1042'), {
    join: start + 3 * DAY,
    churn: Infinity,
    rate: 0.36,
    photos: 5,
    checks: 8,
  });
  Object.assign(g('guest_1088'), {
    join: start + 1 * DAY,
    churn: Infinity,
    rate: 0.28,
    photos: 3,
    checks: 6,
  });
  Object.assign(g('guest_1123'), {
    join: start + 4 * DAY,
    churn: Infinity,
    rate: 0.27,
    photos: 3,
    checks: 5,
  });
  Object.assign(g('guest_1013'), {
    join: start + 1.3 * DAY,
    churn: start + 68 * DAY,
    rate: 0.3,
    member: true,
  });
  Object.assign(g('guest_1250'), {
    join: start + 9 * DAY,
    churn: Infinity,
    rate: 0.2,
    member: true,
    sponsor: 6,
    adoptP: 0.3,
  });
  guests.push({
    id: 'guest_1499',
    join: now - 6 * DAY + 2.5 * HOUR,
    churn: Infinity,
    rate: 0.35,
    member: false,
    sponsor: 2,
    photos: 4,
    checks: 5,
    adoptP: 0,
  });

  for (const u of guests) {
    let first = true;
    for (let k = 0; k < nDays; k++) {
      const day = firstDay + k * DAY;
      if (day + DAY <= u.join || day >= u.churn) continue;
      const wd = (new Date(day).getUTCDay() + 6) % 7;
      const crowd = day === incidentDay ? 4 : 1;
      const growth = 0.7 + 0.7 * (k / nDays);
      const visit =
        first ||
        rnd() < Math.max(u.rate * WEEKDAY_FACTOR[wd] * crowd * growth, day === incidentDay ? 0.35 : 0);
      let t0 = day + (9 + 6 * rnd() ** 1.6) * HOUR;
      if (first) {
        t0 = Math.max(t0, u.join);
        first = false;
      }
      if (t0 >= u.churn) continue;
      if (visit) {
        add(u.id, 'ticket_scanned', pick([1, 2, 2, 3, 3, 4, 4, 5, 6]), t0);
        let t = t0 + (1 + rnd() * 9) * 60_000;
        if (u.id === 'guest_1007' || rnd() < 0.85) add(u.id, 'map.opened', 0, t);
        const checkins = 2 + Math.floor(rnd() * u.checks);
        for (let c = 0; c < checkins; c++) add(u.id, 'exhibit.checkin', 0, t0 + (10 + rnd() * 230) * 60_000);
        if (rnd() < (u.id === 'guest_1007' ? 0.6 : 0.3))
          add(u.id, 'map.opened', 0, t0 + (30 + rnd() * 150) * 60_000);
        let talked = false;
        if (rnd() < 0.45) {
          talked = true;
          const tt = t0 + (30 + rnd() * 150) * 60_000;
          add(u.id, 'FeedingTalkAttended', 0, tt);
          if (rnd() < 0.5)
            add(
              u.id,
              'Keeper Talk Rated',
              pick([3, 4, 4, 5, 5, 5, 2, 1, 4]),
              tt + (25 + rnd() * 35) * 60_000,
            );
          if (rnd() < Math.max(0.07 * u.sponsor, u.adoptP))
            add(
              u.id,
              'Adoption Purchased',
              u.sponsor > 3 ? pick([250, 500, 500]) : pick([25, 50, 50, 100, 100, 250]),
              tt + (10 + rnd() * 80) * 60_000,
            );
        } else if (rnd() < 0.015 * u.sponsor) {
          add(u.id, 'Adoption Purchased', pick([25, 50, 100]), t0 + (60 + rnd() * 120) * 60_000);
        }
        if (u.adoptP && rnd() < u.adoptP)
          add(u.id, 'Adoption Purchased', pick([250, 500, 500]), t0 + (100 + rnd() * 100) * 60_000);
        const photos = Math.floor(rnd() * u.photos);
        for (let p = 0; p < photos; p++) add(u.id, 'photo-shared', 0, t0 + (5 + rnd() * 240) * 60_000);
        const cafeP = u.id === 'guest_1007' ? 0.95 : 0.55;
        if (rnd() < cafeP) {
          const n = rnd() < 0.25 ? 2 : 1;
          for (let o = 0; o < n; o++) {
            const cents =
              u.id === 'guest_1007' ? 2200 + Math.floor(rnd() * 2600) : 350 + Math.floor(rnd() * 3650);
            add(
              u.id,
              'cafe_order',
              cents / 100,
              rnd() < 0.6
                ? Math.max(t0 + 20 * 60_000, day + (12 + rnd() * 1.1) * HOUR)
                : t0 + (40 + rnd() * 200) * 60_000,
            );
          }
        }
        if (talked && u.id === 'guest_1007' && rnd() < 0.3)
          add(u.id, 'FeedingTalkAttended', 0, t0 + 280 * 60_000);
      }
      // push notifications opened at any hour on days the guest is around
      if (rnd() < u.rate * 0.9 + (visit ? 0.3 : 0)) add(u.id, 'push-opened', 0, day + rnd() * DAY);
    }
    if (u.member) {
      const span = Math.min(u.churn, end) - u.join;
      const renewals = u.id === 'guest_1007' ? 2 : 1;
      for (let r = 0; r < renewals; r++) {
        if (rnd() < 0.8) add(u.id, 'MembershipRenewed', pick([89, 149, 149, 229]), u.join + rnd() * span);
      }
    }
  }

  // ---- staff: lost-child alerts ----
  const staff = [
    'staff_01',
    'staff_02',
    'staff_03',
    'staff_03',
    'staff_03',
    'staff_04',
    'staff_05',
    'staff_06',
  ];
  for (let k = 0; k < nDays; k++) {
    const day = firstDay + k * DAY;
    const wd = (new Date(day).getUTCDay() + 6) % 7;
    let n = Math.floor(rnd() * (wd >= 5 ? 4 : 2.2));
    if (day === incidentDay) n = 17;
    for (let a = 0; a < n; a++) add(pick(staff), 'lost_child.alert', 0, day + (9.5 + rnd() * 7) * HOUR);
    for (const s of ['staff_01', 'staff_02', 'staff_03', 'staff_04', 'staff_05', 'staff_06']) {
      if (rnd() < 0.5) add(s, 'push-opened', 0, day + (7 + rnd() * 12) * HOUR);
      if (rnd() < 0.4) add(s, 'map.opened', 0, day + (8 + rnd() * 10) * HOUR);
    }
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
