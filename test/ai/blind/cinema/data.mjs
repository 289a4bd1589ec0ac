// Cinema chain: app + box office events. Deterministic for a given `now` (seeded mulberry32).
const HOUR = 3_600_000,
  DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'showtime_viewed', // 1 per view of a showtime listing
  'TrailerWatched', // minutes watched (1–6)
  'SeatsSelected', // number of seats chosen on the seat map
  'ticket.purchased', // number of seats on the booking
  'Concession Ordered', // order total in pounds (2 decimals)
  'loyalty-points-earned', // points earned (10 per seat, 15 for members, + 0–9 promo bonus)
  'loyalty.points_redeemed', // points redeemed (100/200/250/500)
  'ticket_scanned', // 1 per ticket scanned at the door
  'Refund Issued', // refund in pounds (seats × 9.50)
  'membership.purchased', // pounds (12.99 monthly, 119.00 annual)
  'projector-fault-logged', // 1 per fault logged by staff
];

export const PERSONAS = {
  topUser: 'mg_0007', // film buff, several visits a week
  churner: 'mg_0042', // regular who stopped coming ~50 days ago
  newcomer: 'mg_0431', // first event 3 days ago
  member: 'mg_0123', // monthly member
  headProjectionist: 'staff_ops_02', // logs most projector faults
  groupBooker: 'grp_stmarys_school', // school group bookings
};
export const NOBODY = 'mg_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WD_WEIGHT = [0.55, 0.85, 0.65, 0.8, 1.35, 1.7, 1.3]; // Mon..Sun
const BROWSE_HOURS = [
  [8, 1],
  [9, 1],
  [10, 2],
  [11, 3],
  [12, 5],
  [13, 5],
  [14, 3],
  [15, 3],
  [16, 4],
  [17, 7],
  [18, 9],
  [19, 8],
  [20, 6],
  [21, 3],
  [22, 2],
  [23, 1],
];
const SHOW_HOURS = [13, 15, 17, 18, 19, 20, 21];
const GROUPS = [
  'grp_stmarys_school',
  'grp_oakwood_cubs',
  'grp_riverside_uni_film',
  'grp_acme_corp_social',
  'grp_hillview_care',
  'grp_northside_youth',
  'grp_bluebell_primary',
  'grp_city_library_club',
  'grp_greenfield_academy',
  'grp_westend_rotary',
  'grp_kingsway_college',
  'grp_meadow_u3a',
];

export const INCIDENT_AGE = 20; // days before today: projector blow-out, evening screenings cancelled

export function generateEvents(now) {
  const nowMs = +now;
  const winStart = nowMs - 120 * DAY,
    winEnd = nowMs - 120_000;
  const today = Math.floor(nowMs / DAY) * DAY;
  const rnd = mulberry32(0xc1e4a);
  const pick = (ws) => {
    let s = ws.reduce((a, [, w]) => a + w, 0) * rnd();
    for (const [v, w] of ws) if ((s -= w) < 0) return v;
    return ws[ws.length - 1][0];
  };
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const out = [];
  const emit = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= winStart && t <= winEnd) out.push({ userId, eventName, eventValue, t });
  };

  // ---- the people ----
  const people = [];
  for (let i = 1; i <= 440; i++) {
    const id = `mg_${String(i).padStart(4, '0')}`;
    const early = rnd() < 0.4;
    const joinAge = early ? 125 : 118 * (1 - Math.sqrt(rnd()));
    const churnAge = rnd() < 0.22 ? joinAge * rnd() * 0.8 : -1;
    const rate = 0.3 + 2.6 * rnd() ** 2;
    const member = rnd() < 0.06;
    const loyal = member || rnd() < 0.5;
    people.push({ id, kind: 'mg', joinAge, churnAge, rate, member, loyal, annual: rnd() < 0.3, buyP: 0.55 });
  }
  const P = (id) => people.find((p) => p.id === id);
  Object.assign(P('mg_0007'), {
    joinAge: 125,
    churnAge: -1,
    rate: 12,
    member: true,
    loyal: true,
    annual: true,
    buyP: 0.7,
    heavy: true,
  });
  // regulars: a clear tier below the top user
  [
    ['mg_0003', 7],
    ['mg_0011', 5],
    ['mg_0019', 4.6],
    ['mg_0027', 4],
    ['mg_0035', 3.4],
  ].forEach(([id, rate]) => Object.assign(P(id), { joinAge: 125, churnAge: -1, rate, loyal: true }));
  P('mg_0019').trailerP = 0.95; // trailer addict
  Object.assign(P('mg_0042'), { joinAge: 125, churnAge: 50.5, rate: 4, member: false, loyal: true });
  Object.assign(P('mg_0431'), { joinAge: 3, churnAge: -1, rate: 5, member: false, forced: [3, 1] });
  Object.assign(P('mg_0123'), {
    joinAge: 100,
    churnAge: -1,
    rate: 2.5,
    member: true,
    loyal: true,
    annual: false,
  });
  GROUPS.forEach((id, k) =>
    people.push({
      id,
      kind: 'grp',
      joinAge: k < 6 ? 125 : 110 - k * 8,
      churnAge: -1,
      rate: k === 0 ? 2.4 : k === 1 ? 1.6 : k === 2 ? 1.1 : 0.3 + 0.05 * k,
      member: false,
      buyP: 0.85,
    }),
  );

  const staff = ['staff_ops_01', 'staff_ops_02', 'staff_ops_03', 'staff_ops_04', 'staff_ops_05'];
  const faultP = [0.1, 0.35, 0.18, 0.12, 0.1];

  for (let age = 120; age >= 0; age--) {
    const D = today - age * DAY;
    const wd = (new Date(D).getUTCDay() + 6) % 7;
    const growth = 0.8 + 0.45 * (1 - age / 120);
    const incident = age === INCIDENT_AGE;

    // staff: faults and a bit of app use
    staff.forEach((s, k) => {
      if (incident) {
        const n = k === 1 ? 5 : int(1, 2);
        for (let j = 0; j < n; j++)
          emit(s, 'projector-fault-logged', 1, D + int(16, 20) * HOUR + int(0, 3599) * 1000);
      } else if (rnd() < faultP[k])
        emit(s, 'projector-fault-logged', 1, D + int(11, 22) * HOUR + int(0, 3599) * 1000);
      if (rnd() < 0.15) emit(s, 'showtime_viewed', 1, D + int(9, 17) * HOUR + int(0, 3599) * 1000);
    });

    for (const u of people) {
      if (age > u.joinAge || age <= u.churnAge) continue;
      const grp = u.kind === 'grp';
      const w = grp ? (wd < 5 ? 1.3 : 0.4) : WD_WEIGHT[wd];
      const forced = u.forced?.includes(age);
      const firstDay = Math.floor(u.joinAge) === age && u.joinAge < 120;
      if (!(forced || rnd() < (u.rate / 7) * w * growth || firstDay)) continue;

      // membership: on first session, then monthly while active
      const hour = pick(BROWSE_HOURS);
      let t = D + hour * HOUR + int(0, 3599) * 1000;
      if (u.member && !u.memberSince) {
        u.memberSince = age;
        emit(u.id, 'membership.purchased', u.annual ? 119 : 12.99, t - 60_000);
      } else if (u.member && !u.annual && u.memberSince - age >= 30) {
        u.memberSince = age;
        emit(u.id, 'membership.purchased', 12.99, t - 60_000);
      }

      const views = u.heavy ? int(2, 5) : int(1, 3);
      for (let j = 0; j < views; j++) {
        emit(u.id, 'showtime_viewed', 1, t);
        t += int(20, 240) * 1000;
      }
      if (rnd() < (grp ? 0.1 : (u.trailerP ?? 0.3))) {
        emit(u.id, 'TrailerWatched', int(1, 6), t);
        t += int(120, 400) * 1000;
      }
      if (rnd() >= u.buyP) continue;
      const seats = grp
        ? int(10, 40)
        : pick([
            [1, 25],
            [2, 45],
            [3, 10],
            [4, 15],
            [5, 5],
          ]);
      emit(u.id, 'SeatsSelected', seats, t);
      t += int(30, 200) * 1000;
      if (rnd() < 0.14) continue; // abandoned at checkout
      emit(u.id, 'ticket.purchased', seats, t);
      t += int(2, 20) * 1000;
      if (u.loyal) {
        emit(u.id, 'loyalty-points-earned', seats * (u.member ? 15 : 10) + int(0, 9), t); // + promo bonus
        if (rnd() < 0.15)
          emit(
            u.id,
            'loyalty.points_redeemed',
            pick([
              [100, 4],
              [200, 3],
              [250, 2],
              [500, 1],
            ]),
            t + 5000,
          );
      }
      // the screening
      const later = SHOW_HOURS.filter((h) => h >= hour + 1);
      const show = later.length
        ? D + later[int(0, later.length - 1)] * HOUR
        : D + DAY + SHOW_HOURS[int(0, 6)] * HOUR;
      const showAge = Math.round((today - Math.floor(show / DAY) * DAY) / DAY);
      const showHour = new Date(show).getUTCHours();
      if (showAge === INCIDENT_AGE && showHour >= 13 && rnd() < 0.95) {
        emit(u.id, 'Refund Issued', Math.round(seats * 950) / 100, show + int(5, 90) * 60_000);
        continue;
      }
      if (rnd() < 0.02) {
        emit(u.id, 'Refund Issued', Math.round(seats * 950) / 100, t + int(1, 48) * HOUR);
        continue;
      }
      if (rnd() < (grp ? 0.7 : 0.4))
        emit(
          u.id,
          'Concession Ordered',
          grp ? Math.round(5000 + rnd() * 15000) / 100 : Math.round(400 + rnd() * 2200) / 100,
          show - int(5, 25) * 60_000,
        );
      if (rnd() < 0.8) emit(u.id, 'ticket_scanned', 1, show - int(1, 25) * 60_000);
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
