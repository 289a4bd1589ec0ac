// Synthetic usage events for "Hopline", a city public-transit app (buses and trams).
// Deterministic for a given `now`: one seeded PRNG, calendar days counted back from now (UTC).

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'app_opened', // value 0
  'Trip Planned', // value 0 (a trip-planner search)
  'Fare Card Linked', // value 0 (a physical fare card linked to the account; onboarding)
  'card_topped_up', // value = amount loaded onto the fare card, EUR (whole euros)
  'ticket.purchased', // value = price of a mobile ticket, EUR
  'pass.activated', // value = price of the weekly / monthly pass, EUR
  'TapIn', // value 0 (tap in on a bus or tram validator)
  'TapOut', // value = ride duration in minutes
  'service-alert-viewed', // value 0
  'RefundIssued', // value = amount refunded, EUR
  'favorite-stop-saved', // value 0
];

export const PERSONAS = {
  topRider: 'rider_0042', // daily commuter, most events by far
  bigSpender: 'rider_0117', // monthly passes plus big top-ups: most money
  churner: 'rider_0233', // heavy commuter who stopped riding ~52 days ago (moved away)
  newcomer: 'rider_0488', // linked a card 3 days ago
  tourist: 'rider_0305', // four days of day tickets about a month ago
  refundSeeker: 'rider_0190', // asks for refunds all the time
  nightOwl: 'rider_0077', // rides the night buses
};

export const NOBODY = 'rider_0999';

export const USER_COUNT = 490;
// Monday 00:00 UTC of the previous ISO week: the new trip planner went live then.
export function plannerRelaunch(now) {
  const today = Math.floor(+now / DAY) * DAY;
  return today - ((new Date(today).getUTCDay() + 6) % 7) * DAY - 7 * DAY;
}

// The tram line 4 power failure: the Wednesday 21–27 days back. Alerts and refunds spike, fewer taps.
export function incidentDaysAgo(now) {
  const today = Math.floor(+now / DAY) * DAY;
  for (let k = 21; ; k++) if (new Date(today - k * DAY).getUTCDay() === 3) return k;
}

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const uid = (i) => `rider_${String(i).padStart(4, '0')}`;

// Hour-of-day weights (UTC; the city runs on UTC in winter).
const COMMUTE_AM = [0, 0, 0, 0, 0, 1, 4, 10, 12, 5, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const COMMUTE_PM = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 10, 6, 3, 1, 0, 0, 0];
const CASUAL = [1, 0.5, 0.3, 0.2, 0.2, 0.4, 1, 2, 3, 3, 3.5, 4, 4.5, 4, 4, 4.5, 5, 5, 4.5, 4, 3, 2.5, 2, 1.5];
const NIGHT = [6, 5, 4, 3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 3, 5, 6];
// ISO weekday factor, Monday first.
const WEEKDAY_COMMUTER = [0.88, 1.0, 0.87, 0.85, 0.74, 0.16, 0.09];
const WEEKDAY_CASUAL = [0.7, 0.75, 0.78, 0.8, 0.9, 1.3, 0.9];

function pickHour(rand, weights) {
  const total = weights.reduce((s, w) => s + w, 0);
  let r = rand() * total;
  for (let h = 0; h < 24; h++) {
    r -= weights[h];
    if (r < 0) return h;
  }
  return 23;
}

export function generateEvents(nowDate) {
  const now = +nowDate;
  // A rider's profile has its own stream, and so does each (rider, calendar day): the same
  // calendar day looks much the same whatever `now` is, only the window slides.
  let rand;
  const today = Math.floor(now / DAY) * DAY;
  const earliest = now - 120 * DAY;
  const latest = now - 2 * MIN;
  const events = [];
  const INCIDENT_DAYS_AGO = incidentDaysAgo(now);
  // The redesigned trip planner shipped on Monday of last week: planner use more than doubles.
  const relaunch = plannerRelaunch(now);
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return false;
    events.push({ userId, eventName, eventValue, t });
    return true;
  };

  // ---- the riders -------------------------------------------------------------------------
  const riders = [];
  // Heavy commuters ride to a fixed weekly schedule (rides per ISO weekday, Monday first) and
  // open the app before every ride ('all') or before the first ride of the day ('first').
  const SCHEDULE = {
    42: [[4, 4, 4, 4, 4, 2, 2], 'all', 30],
    11: [[3, 3, 3, 3, 3, 1, 1], 'first', 20],
    150: [[3, 3, 3, 3, 3, 0, 0], 'first', 20],
    271: [[2, 2, 2, 2, 2, 1, 0], 'first', 20],
    333: [[2, 2, 2, 2, 2, 0, 0], 'first', 20],
    402: [[2, 2, 2, 2, 0, 0, 0], 'first', 20],
    19: [[2, 2, 0, 0, 2, 0, 0], 'first', 10],
    460: [[0, 2, 0, 2, 0, 1, 0], 'first', 10],
    233: [[2, 2, 2, 2, 2, 0, 0], 'first', 20],
  };
  for (let i = 1; i <= USER_COUNT; i++) {
    const id = uid(i);
    rand = mulberry32(0x7a11c0de + i * 7919);
    const r = {
      id,
      i,
      // days ago the rider started (>= 120: already a rider before the window)
      join: rand() < 0.4 ? 130 : Math.floor(119 * (1 - Math.sqrt(rand()))), // more joins lately
      stop: -1, // days ago the rider churned, -1 = still active
      kind: rand() < 0.4 ? 'commuter' : 'casual',
      level: 0.45 + rand() * 0.55,
      pass: null, // 'monthly' | 'weekly'
      topUp: [10, 20, 20, 30][Math.floor(rand() * 4)],
      refundRate: 0.006,
      balanceTrips: 0,
    };
    if (rand() < 0.2) r.stop = Math.floor(rand() * Math.min(r.join, 118));
    if (r.kind === 'commuter' && rand() < 0.3) r.pass = rand() < 0.7 ? 'monthly' : 'weekly';
    if (SCHEDULE[i]) {
      const [schedule, app, topUp] = SCHEDULE[i];
      Object.assign(r, { kind: 'commuter', schedule, app, topUp, pass: null, join: 130, stop: -1 });
    }
    riders.push(r);
  }
  const P = Object.fromEntries(riders.map((r) => [r.id, r]));
  Object.assign(P[PERSONAS.bigSpender], {
    kind: 'commuter',
    level: 1.0,
    pass: 'monthly',
    topUp: 50,
    join: 130,
    stop: -1,
    big: true,
  });
  Object.assign(P[PERSONAS.churner], { stop: 52 });
  Object.assign(P[PERSONAS.newcomer], { kind: 'commuter', level: 1.0, join: 3, stop: -1 });
  Object.assign(P[PERSONAS.tourist], { kind: 'tourist', join: 30, stop: 26 });
  Object.assign(P[PERSONAS.refundSeeker], {
    kind: 'casual',
    level: 2.0,
    join: 130,
    stop: -1,
    refundRate: 0.6,
  });
  Object.assign(P[PERSONAS.nightOwl], { kind: 'night', level: 0.9, join: 130, stop: -1 });

  // ---- one ride ------------------------------------------------------------------------------
  function ride(r, t, d, k) {
    const incident = d === INCIDENT_DAYS_AGO;
    const usesTicket = r.kind === 'tourist' || (r.kind === 'casual' && rand() < 0.38);
    const opens = r.schedule ? r.app === 'all' || k === 0 : rand() < (r.kind === 'commuter' ? 0.45 : 0.7);
    if (opens) push(r.id, 'app_opened', 0, t - (2 + rand() * 10) * MIN);
    if (
      rand() <
      (r.kind === 'commuter' ? 0.08 : r.kind === 'tourist' ? 0.9 : 0.4) * (t >= relaunch ? 2.2 : 1)
    )
      push(r.id, 'Trip Planned', 0, t - (1 + rand() * 8) * MIN);
    if (rand() < (incident ? 0.75 : 0.05))
      push(r.id, 'service-alert-viewed', 0, t - rand() * 60_000 - 30_000);
    if (usesTicket) {
      const price = r.kind === 'tourist' ? 7.5 : [2.4, 2.4, 2.4, 3.1, 3.1, 1.2][Math.floor(rand() * 6)];
      push(r.id, 'ticket.purchased', price, t - 40_000);
      if (rand() < (incident ? 0.35 : r.refundRate))
        push(r.id, 'RefundIssued', price, t + (incident ? 20 + rand() * 120 : 30 + rand() * 600) * MIN);
      return;
    }
    if (!r.pass) {
      if (r.balanceTrips <= 0) {
        const amount = r.big ? 50 : r.topUp;
        push(r.id, 'card_topped_up', amount, t - (3 + rand() * 30) * MIN);
        r.balanceTrips += Math.round(amount / 2.4);
      }
      r.balanceTrips--;
    }
    if (!push(r.id, 'TapIn', 0, t)) return;
    const minutes =
      4 + Math.floor(rand() * 22) + (rand() < 0.2 ? Math.floor(rand() * 30) : 0) + (incident ? 15 : 0);
    // tapping out is only required on trams, so about a quarter of rides have no TapOut
    if (r.schedule || rand() < 0.72) push(r.id, 'TapOut', minutes, t + minutes * MIN + rand() * 50_000);
    if (rand() < (incident ? 0.3 : r.refundRate))
      push(
        r.id,
        'RefundIssued',
        r.pass ? 3.1 : 2.4,
        t + (incident ? 20 + rand() * 120 : 60 + rand() * 900) * MIN,
      );
  }

  // ---- day by day, oldest first --------------------------------------------------------------
  for (let d = 120; d >= 0; d--) {
    const day = today - d * DAY;
    const wd = (new Date(day).getUTCDay() + 6) % 7;
    const growth = 0.8 + (0.4 * (120 - d)) / 120;
    const incident = d === INCIDENT_DAYS_AGO;
    for (const r of riders) {
      if (d > r.join || (r.stop >= 0 && d < r.stop)) continue;
      rand = mulberry32(Math.imul(r.i, 0x9e3779b1) ^ Math.imul(Math.round(day / DAY), 0x85ebca6b) ^ 0x7a11);
      const first = d === r.join;
      if (first) {
        push(r.id, 'Fare Card Linked', 0, day + (7 + rand() * 12) * HOUR);
        if (rand() < 0.35) push(r.id, 'favorite-stop-saved', 0, day + (19.5 + rand() * 3) * HOUR);
      }
      // passes: bought when the previous one ran out
      if (r.pass && (r.passUntil === undefined || d <= r.passUntil)) {
        const monthly = r.pass === 'monthly';
        push(r.id, 'pass.activated', monthly ? 79 : 24.5, day + (6 + rand() * 2) * HOUR);
        r.passUntil = d - (monthly ? 30 : 7);
      }
      // the big spender also tops up the family's cards twice a week
      if (r.big && (wd === 0 || wd === 3)) push(r.id, 'card_topped_up', 50, day + (19 + rand() * 2) * HOUR);
      let trips = 0;
      if (r.kind === 'commuter') {
        if (r.schedule) trips = r.schedule[wd];
        else if (rand() < Math.min(0.95, 0.45 * WEEKDAY_COMMUTER[wd] * r.level * growth))
          trips = 2 + (rand() < 0.15 ? 1 : 0);
      } else if (r.kind === 'casual') {
        if (rand() < 0.14 * WEEKDAY_CASUAL[wd] * r.level * growth) trips = 1 + (rand() < 0.5 ? 1 : 0);
      } else if (r.kind === 'night') {
        if (rand() < 0.4 * WEEKDAY_CASUAL[wd]) trips = 2;
      } else if (r.kind === 'tourist') {
        trips = 3;
      }
      if (incident && r.kind !== 'tourist' && rand() < 0.35) trips = Math.max(0, trips - 1);
      if (r.id === PERSONAS.newcomer && trips === 0) trips = 2;
      for (let k = 0; k < trips; k++) {
        let hour;
        if (r.kind === 'commuter')
          hour =
            k === 0
              ? pickHour(rand, COMMUTE_AM)
              : k === 1
                ? pickHour(rand, COMMUTE_PM)
                : pickHour(rand, CASUAL);
        else if (r.kind === 'night') hour = pickHour(rand, NIGHT);
        else hour = pickHour(rand, CASUAL);
        ride(r, day + hour * HOUR + rand() * HOUR, d, k);
      }
      if (!first && rand() < 0.004) push(r.id, 'favorite-stop-saved', 0, day + (8 + rand() * 14) * HOUR);
      if (incident && trips === 0 && rand() < 0.25)
        push(r.id, 'service-alert-viewed', 0, day + (7 + rand() * 12) * HOUR);
    }
  }

  // every rider appears at least once
  const seen = new Set(events.map((e) => e.userId));
  for (const r of riders) {
    if (seen.has(r.id)) continue;
    rand = mulberry32(r.i * 31 + 17);
    const d = Math.min(r.join, 119);
    push(
      r.id,
      'app_opened',
      0,
      Math.min(today - d * DAY + (9 + rand() * 10) * HOUR, latest - rand() * 3 * HOUR),
    );
  }

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
