// Pawpals: a pet-sitting and dog-walking marketplace. Owners post requests, sitters apply and get
// hired, walks are started and finished, overnight stays are booked, owners pay, sitters are paid out,
// owners review, sometimes dispute, and sitters send photo updates.

export const EVENT_NAMES = [
  'owner_signup',
  'sitter.signup',
  'RequestPosted',
  'sitter_applied',
  'Sitter Hired',
  'walk.started',
  'walk-finished',
  'StayBooked',
  'payment_captured',
  'sitter.payout',
  'Review Submitted',
  'dispute-opened',
  'photo_update_sent',
];

export const PERSONAS = {
  topOwner: 'own_1017', // books far more than anybody else
  churner: 'own_1042', // busy owner who stopped about 62 days ago
  disputer: 'own_1100', // opens disputes on a third of their jobs
  topSitter: 'sit_2008', // the most-hired sitter
  newcomer: 'sit_2133', // sitter who signed up 4 days ago and is already busy
  lateOwner: 'own_1377', // owner who signed up 9 days ago
};
export const NOBODY = 'own_9999';

const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;
export const INCIDENT_DAYS_AGO = 23; // payment-processor outage: captures fail, disputes spike

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEvents(now) {
  const rnd = mulberry32(20261125);
  const nowMs = +now;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY + 1000,
    latest = nowMs - 120_000;
  const out = [];
  const emit = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= earliest && t <= latest) out.push({ userId, eventName, eventValue, t });
  };
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const weighted = (items, w) => {
    let s = 0;
    for (const x of items) s += w(x);
    let r = rnd() * s;
    for (const x of items) {
      r -= w(x);
      if (r <= 0) return x;
    }
    return items[items.length - 1];
  };
  const at = (day0, hours) =>
    day0 + pick(hours) * HOUR + Math.floor(rnd() * 60) * MIN + Math.floor(rnd() * 60) * 1000;

  // ---- people ----
  const mkUser = (id, kind) => {
    const pre = rnd() < 0.45;
    // joins lean towards recent days (growth)
    const joinAgo = pre ? 999 : Math.floor(119 * Math.sqrt(rnd()) * 0.999 + 0);
    const joinDaysAgo = pre ? 999 : 119 - joinAgo;
    const churnAgo = rnd() < 0.18 ? Math.floor(rnd() * 100) : -1;
    return { id, kind, joinDaysAgo, churnAgo, w: 0.25 + rnd() ** 3 * 3 };
  };
  const owners = [],
    sitters = [];
  for (let i = 1001; i <= 1380; i++) owners.push(mkUser(`own_${i}`, 'owner'));
  for (let i = 2001; i <= 2140; i++) sitters.push(mkUser(`sit_${i}`, 'sitter'));
  const byId = Object.fromEntries([...owners, ...sitters].map((u) => [u.id, u]));
  Object.assign(byId.own_1017, { joinDaysAgo: 999, churnAgo: -1, w: 14 });
  Object.assign(byId.own_1042, { joinDaysAgo: 999, churnAgo: 62, w: 7 });
  Object.assign(byId.own_1100, { joinDaysAgo: 999, churnAgo: -1, w: 3 });
  Object.assign(byId.own_1377, { joinDaysAgo: 9, churnAgo: -1, w: 4 });
  Object.assign(byId.sit_2008, { joinDaysAgo: 999, churnAgo: -1, w: 5 });
  Object.assign(byId.sit_2133, { joinDaysAgo: 4, churnAgo: -1, w: 9 });

  for (const u of [...owners, ...sitters]) {
    if (u.joinDaysAgo < 999) {
      const day0 = today0 - u.joinDaysAgo * DAY;
      u.joinT = at(day0, [8, 10, 11, 13, 15, 19, 20, 21]);
      if (u.id === 'sit_2133') u.joinT = day0 + 10 * HOUR + 15 * MIN + 7000;
      emit(u.id, u.kind === 'owner' ? 'owner_signup' : 'sitter.signup', 0, u.joinT);
    } else u.joinT = -Infinity;
  }
  const activeOn = (u, dayAgo, t) => t > u.joinT && (u.churnAgo < 0 || dayAgo > u.churnAgo);

  // ---- jobs ----
  const WEEKDAY_F = [1.05, 0.95, 1.0, 1.05, 1.3, 1.55, 1.15]; // Mon..Sun
  const REQ_HOURS = [6, 7, 8, 12, 13, 17, 18, 19, 19, 20, 20, 20, 21, 21, 22];
  const WALK_HOURS = [6, 7, 7, 8, 11, 12, 12, 12, 12, 13, 16, 17, 17, 18];
  for (let d = 119; d >= 0; d--) {
    const day0 = today0 - d * DAY;
    const wd = (new Date(day0).getUTCDay() + 6) % 7;
    const jobs = Math.round((12 + 22 * (1 - d / 120)) * WEEKDAY_F[wd] * (0.85 + 0.3 * rnd()));
    for (let j = 0; j < jobs; j++) {
      const t0 = at(day0, REQ_HOURS);
      const pool = owners.filter((o) => activeOn(o, d, t0));
      if (!pool.length) continue;
      const owner = weighted(pool, (o) => o.w);
      const isStay = rnd() < 0.24;
      emit(
        owner.id,
        'RequestPosted',
        isStay ? 60 + Math.floor(rnd() * 8) * 15 : 15 + Math.floor(rnd() * 5) * 5,
        t0,
      );
      const sp = sitters.filter((s) => activeOn(s, d, t0));
      const nApp = 1 + Math.floor(rnd() * 3.2);
      const apps = [];
      for (let a = 0; a < nApp && sp.length; a++) {
        const s = weighted(sp, (x) => x.w);
        if (apps.includes(s)) continue;
        apps.push(s);
        emit(s.id, 'sitter_applied', 0, t0 + (20 + rnd() * 300) * MIN);
      }
      if (!apps.length || rnd() < 0.1) continue; // nobody hired
      const sitter = apps.reduce(
        (b, s) => (s.w * (0.5 + rnd()) > b.score ? { s, score: s.w * (0.5 + rnd()) } : b),
        { s: apps[0], score: -1 },
      ).s;
      const tHire = t0 + (330 + rnd() * 480) * MIN;
      const dispute = owner.id === 'own_1100' ? rnd() < 0.33 : rnd() < 0.04;
      let price, tPay, tEnd;
      if (!isStay) {
        const minutes = pick([30, 30, 45, 60, 60, 60, 90]);
        price = Math.round(minutes * 0.55 + 4 + rnd() * 6);
        emit(owner.id, 'Sitter Hired', price, tHire);
        const wday0 = day0 + (1 + Math.floor(rnd() * 3)) * DAY;
        const tStart = at(wday0, WALK_HOURS);
        emit(sitter.id, 'walk.started', minutes, tStart);
        tEnd = tStart + (minutes + Math.floor(rnd() * 11) - 5) * MIN;
        if (rnd() < 0.97) {
          emit(sitter.id, 'walk-finished', Math.round((minutes / 60) * (3.2 + rnd() * 2) * 100) / 100, tEnd);
        }
        if (rnd() < 0.7)
          emit(sitter.id, 'photo_update_sent', 1 + Math.floor(rnd() * 4), tStart + rnd() * minutes * MIN);
        tPay = tEnd + (2 + rnd() * 20) * MIN;
      } else {
        const nights = 1 + Math.floor(rnd() ** 1.6 * 9);
        price = nights * (48 + Math.floor(rnd() * 15));
        emit(owner.id, 'Sitter Hired', price, tHire);
        emit(owner.id, 'StayBooked', nights, tHire + (1 + rnd() * 30) * MIN);
        const sday0 = day0 + (2 + Math.floor(rnd() * 6)) * DAY;
        for (let n = 0; n < nights; n++) {
          if (rnd() < 0.8)
            emit(sitter.id, 'photo_update_sent', 1 + Math.floor(rnd() * 6), sday0 + n * DAY + rnd() * DAY);
        }
        tEnd = sday0 + nights * DAY + 10 * HOUR;
        tPay = tHire + (35 + rnd() * 60) * MIN;
      }
      const payDayAgo = Math.floor((today0 - Math.floor(tPay / DAY) * DAY) / DAY);
      if (payDayAgo === INCIDENT_DAYS_AGO && rnd() < 0.8) {
        emit(owner.id, 'dispute-opened', price, tPay + (5 + rnd() * 120) * MIN);
        continue;
      }
      emit(owner.id, 'payment_captured', price, tPay);
      emit(sitter.id, 'sitter.payout', Math.round(price * 0.8), tEnd + (10 + rnd() * 40) * HOUR);
      if (dispute) emit(owner.id, 'dispute-opened', price, tEnd + (1 + rnd() * 30) * HOUR);
      else if (rnd() < 0.55) {
        const stars = rnd() < 0.6 ? 5 : rnd() < 0.7 ? 4 : rnd() < 0.6 ? 3 : rnd() < 0.5 ? 2 : 1;
        emit(owner.id, 'Review Submitted', stars, tEnd + (1 + rnd() * 40) * HOUR);
      }
    }
  }
  out.sort(
    (a, b) =>
      a.t - b.t ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
      (a.eventName < b.eventName ? -1 : 1),
  );
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
