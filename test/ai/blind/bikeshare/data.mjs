// Dock-based city bike share: riders, field crews and corporate accounts.
// Deterministic for a given `now`: one fixed-seed PRNG, every draw made in the same order,
// timestamps laid out relative to the UTC day of `now` and clipped to the window.

export const EVENT_NAMES = [
  'app_opened', // 1 per app session
  'dock.unlock', // 1 per unlock at a dock (start of a ride)
  'ride_ended', // ride length in minutes
  'RideFareCharged', // fare charged for the ride, USD
  'battery.swap', // field crew: charge % left in the e-bike pack that was swapped out
  'Day Pass Purchased', // USD (15.00)
  'membership-purchased', // USD (annual membership 129; corporate bulk seats 99 per seat)
  'dock_full_report', // 1 per report
  'DockEmptyReported', // 1 per report
  'damage-report', // 1 per report
  'promo.code_applied', // discount granted, USD
  'Account Top Up', // wallet top-up, USD
];

export const PERSONAS = {
  topRider: 'rider_0042',
  churner: 'rider_0117',
  newcomer: 'rider_0388',
  topCrew: 'crew_ana',
  crew2: 'crew_ben',
  bigCorp: 'corp_bluefin',
  newCorp: 'corp_civicworks',
};

export const NOBODY = 'rider_9999';

const DAY = 86_400_000,
  HOUR = 3_600_000;
const N_RIDERS = 430;
const SPAN = 121; // day slots laid out (the first one is clipped by the 120-day window)

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEEKDAY_HOURS = [
  0.3, 0.2, 0.15, 0.15, 0.25, 0.6, 1.3, 3, 3.6, 2.1, 1.2, 1.2, 1.7, 1.5, 1.3, 1.6, 2.6, 3.7, 3.1, 2, 1.4, 1,
  0.7, 0.45,
];
const WEEKEND_HOURS = [
  0.5, 0.4, 0.3, 0.2, 0.15, 0.2, 0.35, 0.6, 1, 1.6, 2.3, 2.9, 3.2, 3.3, 3.1, 2.8, 2.4, 2, 1.6, 1.3, 1, 0.8,
  0.7, 0.6,
];
const CREW = ['crew_ana', 'crew_ben', 'crew_chloe', 'crew_dev', 'crew_eli'];
const CREW_RATE = [8, 5, 4, 3, 2.5];

export function generateEvents(now) {
  const nowMs = +now;
  const rand = mulberry32(20260411);
  const out = [];
  const today = Math.floor(nowMs / DAY) * DAY;
  const start = today - (SPAN - 1) * DAY;
  const from = nowMs - 120 * DAY,
    to = nowMs - 120_000;
  const emit = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= from && t <= to) out.push({ userId, eventName, eventValue, t });
  };
  const pick = (w) => {
    let s = 0;
    for (const x of w) s += x;
    let r = rand() * s;
    for (let i = 0; i < w.length; i++) {
      r -= w[i];
      if (r < 0) return i;
    }
    return w.length - 1;
  };
  const poisson = (lambda) => {
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rand();
    } while (p > L);
    return k - 1;
  };
  const isWeekend = (d) => {
    const wd = new Date(start + d * DAY).getUTCDay();
    return wd === 0 || wd === 6;
  };
  const dayMult = (d) => {
    const wd = new Date(start + d * DAY).getUTCDay();
    return wd === 0 ? 0.6 : wd === 6 ? 0.8 : 1.15;
  };
  const growth = (d) => 0.75 + 0.5 * (d / SPAN);
  const INCIDENT = SPAN - 1 - 17; // a heatwave + stadium concert day: docks overflow downtown
  const timeIn = (d, hours) => start + d * DAY + pick(hours) * HOUR + Math.floor(rand() * 3600) * 1000;

  // ---- riders ---------------------------------------------------------------------------
  for (let i = 1; i <= N_RIDERS; i++) {
    const id = `rider_${String(i).padStart(4, '0')}`;
    let join = rand() < 0.35 ? 0 : Math.floor((SPAN - 1) * Math.pow(rand(), 0.6));
    let churn = rand() < 0.16 ? join + 10 + Math.floor(rand() * 100) : Infinity;
    let rate = 0.03 + Math.pow(rand(), 2.2) * 0.6;
    let member = rand() < 0.3;
    if (id === PERSONAS.topRider) {
      join = 0;
      churn = Infinity;
      rate = 2.6;
      member = true;
    }
    if (id === PERSONAS.churner) {
      join = 0;
      churn = SPAN - 1 - 58;
      rate = 1.1;
      member = false;
    }
    if (id === PERSONAS.newcomer) {
      join = SPAN - 1 - 5;
      churn = Infinity;
      rate = 1.6;
      member = false;
    }
    if (join >= SPAN) join = SPAN - 1;
    let joinedShown = false;
    for (let d = join; d < SPAN && d < churn; d++) {
      let lambda = rate * dayMult(d) * growth(d) * (d === INCIDENT ? 1.5 : 1);
      if (id === PERSONAS.newcomer || (!joinedShown && join > 0)) lambda = Math.max(lambda, 1);
      const rides = poisson(lambda);
      if (!rides) continue;
      const hours = isWeekend(d) ? WEEKEND_HOURS : WEEKDAY_HOURS;
      let t = timeIn(d, hours);
      if (!joinedShown) {
        joinedShown = true;
        if (member) emit(id, 'membership-purchased', 129, t - 600_000);
        if (rand() < 0.5) emit(id, 'Account Top Up', [10, 20, 25, 50][pick([3, 4, 1, 2])], t - 400_000);
      }
      const opens = 1 + poisson(d === INCIDENT ? 2.5 : 0.3); // on the incident day riders keep refreshing the map for a free dock
      for (let k = 0; k < opens; k++) emit(id, 'app_opened', 1, t - Math.floor(rand() * 900) * 1000 - 60_000);
      let dayPass = false;
      if (!member && rand() < 0.28) {
        dayPass = true;
        emit(id, 'Day Pass Purchased', 15, t - 30_000);
      }
      for (let r = 0; r < rides; r++) {
        if (r > 0) t += (20 + Math.floor(rand() * 300)) * 60_000;
        emit(id, 'dock.unlock', 1, t);
        if (rand() < 0.03) {
          t += 4 * 60_000;
          emit(id, 'dock.unlock', 1, t);
        } // first unlock failed, re-docked and retried
        if (rand() < 0.035) emit(id, 'promo.code_applied', rand() < 0.7 ? 2 : 5, t + 5000);
        const minutes = 3 + Math.floor(Math.pow(rand(), 1.6) * 52);
        const end = t + minutes * 60_000 + Math.floor(rand() * 60) * 1000;
        emit(id, 'ride_ended', minutes, end);
        const fare = member ? 0.25 * minutes + 0.5 : dayPass ? 0.1 * minutes + 0.5 : 3.5 + 0.2 * minutes;
        if (minutes >= 5) emit(id, 'RideFareCharged', Math.round(fare * 100) / 100, end + 7000); // under 5 min is free
        const fullP = d === INCIDENT ? 0.35 : 0.018;
        if (rand() < fullP) emit(id, 'dock_full_report', 1, end - 20_000);
        if (rand() < 0.02) emit(id, 'DockEmptyReported', 1, t - 90_000);
        if (rand() < (d === INCIDENT ? 0.2 : 0.012)) emit(id, 'damage-report', 1, end + 30_000);
        t = end;
      }
      if (!member && dayPass && rand() < 0.07) {
        member = true;
        emit(id, 'membership-purchased', 129, t + 3600_000);
      }
      if (rand() < 0.04) emit(id, 'Account Top Up', [10, 20, 25, 50][pick([3, 4, 1, 2])], t + 120_000);
    }
  }

  // ---- field crews: battery swaps on working days -----------------------------------------
  CREW.forEach((id, c) => {
    for (let d = 0; d < SPAN; d++) {
      const wd = new Date(start + d * DAY).getUTCDay();
      const night = id === 'crew_eli'; // the night shift starts every day at midnight
      const off = night ? false : wd === 0 || wd === 6 ? rand() < 0.75 : rand() < 0.08;
      if (off) continue;
      emit(
        id,
        'app_opened',
        1,
        start +
          d * DAY +
          (night ? 20_000 + Math.floor(rand() * 30) * 1000 : (6 * 60 + Math.floor(rand() * 60)) * 60_000),
      );
      const swaps = poisson(CREW_RATE[c] * growth(d) * (d === INCIDENT ? 1.8 : 1)); // the e-bike fleet keeps growing
      let t = start + d * DAY + (night ? 0 : (7 * 60 + Math.floor(rand() * 60)) * 60_000);
      for (let k = 0; k < swaps; k++) {
        t += (10 + Math.floor(rand() * 60)) * 60_000;
        emit(id, 'battery.swap', 2 + Math.floor(rand() * 34), t);
      }
      if (rand() < 0.3) emit(id, 'DockEmptyReported', 1, t + 600_000);
      if (d === INCIDENT) for (let k = 0; k < 3; k++) emit(id, 'dock_full_report', 1, t + (k + 2) * 300_000);
    }
  });

  // ---- corporate accounts: bulk seats and big wallet top-ups ---------------------------------
  const CORPS = [
    ['corp_bluefin', 0, 40, 2000],
    ['corp_harborlabs', 0, 18, 900],
    ['corp_meridian', 30, 12, 700],
    ['corp_civicworks', SPAN - 1 - 22, 25, 1000],
  ];
  for (const [id, join, seats, topUp] of CORPS) {
    const t0 = start + join * DAY + 15 * HOUR + Math.floor(rand() * 3600) * 1000;
    emit(id, 'app_opened', 1, t0 - 300_000);
    emit(id, 'membership-purchased', seats * 99, t0);
    emit(id, 'Account Top Up', topUp, t0 + 600_000);
    for (let d = join + 1; d < SPAN; d++) {
      const r = rand();
      if (r < 0.035)
        emit(id, 'Account Top Up', topUp / 2, start + d * DAY + (9 + Math.floor(rand() * 8)) * HOUR);
      else if (r < 0.05)
        emit(
          id,
          'membership-purchased',
          99 * (1 + Math.floor(rand() * 4)),
          start + d * DAY + (10 + Math.floor(rand() * 6)) * HOUR,
        );
      else if (r < 0.2) emit(id, 'app_opened', 1, start + d * DAY + (8 + Math.floor(rand() * 10)) * HOUR);
    }
  }

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
