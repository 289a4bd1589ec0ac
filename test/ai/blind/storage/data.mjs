// Blind round "storage": a self-storage company's app.
// Renters search for units, reserve them, sign leases, pay monthly rent and open the gate and
// their unit doors with the app; staff log inspections and cut the locks of delinquent units.
// Deterministic for a given `now` (seeded mulberry32 streams, one per user).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIN = 60_000;

export const EVENT_NAMES = [
  'app_open', // value 0
  'unit_search', // value: unit size searched for, sq ft
  'Unit Reserved', // value: size of the reserved unit, sq ft
  'lease.signed', // value: lease term in months (1, 3, 6, 12)
  'RentPaid', // value: rent paid in dollars (first month prorated, with cents)
  'gate-open', // value: minutes on site for that visit (0 for a failed retry)
  'UnitDoorUnlocked', // value: size of the unit opened, sq ft
  'autopay.enabled', // value 0
  'Inspection Logged', // staff; value: minutes the inspection took
  'lock_cut', // staff; value: size of the unit whose lock was cut, sq ft
  'move_out.requested', // value: size of the unit being vacated, sq ft
  'support-chat-started', // value 0
];

export const PERSONAS = {
  powerUser: 'tenant_117', // contractor using his unit as a workshop: on site almost daily
  bigSpender: 'tenant_205', // rents three units (300 + 300 + 200 sq ft)
  secondSpender: 'tenant_212', // two units (300 + 200)
  thirdSpender: 'tenant_158', // two units (300 + 150)
  churner: 'tenant_088', // moved out 55 days before now, one last visit, then silence
  newcomer: 'tenant_452', // first seen 4 days ago: search → reserve → lease → pay → first visit
  leadInspector: 'staff_03', // logs most inspections
  lockTech: 'staff_05', // performs most lock-cuts
};

export const NOBODY = 'tenant_999';

export const INCIDENT_DAYS_AGO = 23; // gate controller outage: retries and support chats

const SIZES = [25, 50, 75, 100, 150, 200, 300];
const SIZE_W = [0.1, 0.2, 0.12, 0.25, 0.15, 0.1, 0.08];
const RENT = { 25: 49, 50: 79, 75: 99, 100: 129, 150: 169, 200: 219, 300: 289 };
// Visits by hour of day (UTC), peaking after work at 17:00.
const VISIT_HOURS = [
  0.15, 0.1, 0.08, 0.08, 0.1, 0.25, 0.6, 1.1, 1.6, 2.0, 2.4, 2.6, 2.7, 2.7, 2.9, 3.2, 3.8, 5.6, 4.0, 2.9, 1.9,
  1.0, 0.5, 0.3,
];
// Opening the app to look at the bill: flatter, including nights.
const BROWSE_HOURS = [
  0.6, 0.4, 0.3, 0.3, 0.3, 0.5, 0.8, 1.2, 1.4, 1.5, 1.5, 1.5, 1.6, 1.5, 1.5, 1.5, 1.6, 1.7, 1.9, 2.1, 2.2,
  2.0, 1.5, 1.0,
];
// Visits by ISO weekday, Monday first: weekends are busy.
const WEEKDAY_W = [0.85, 0.8, 0.85, 0.9, 1.0, 1.7, 1.35];

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashSeed(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const pickW = (rng, items, weights) => {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng() * total;
  for (let i = 0; i < items.length; i++) {
    r -= weights[i];
    if (r < 0) return items[i];
  }
  return items[items.length - 1];
};
const HOURS = [...Array(24).keys()];
const intIn = (rng, a, b) => a + Math.floor(rng() * (b - a + 1));
const poissonish = (rng, x) => Math.floor(x) + (rng() < x - Math.floor(x) ? 1 : 0);
const isoWeekday = (t) => (new Date(t).getUTCDay() + 6) % 7;
const cents = (x) => Math.round(x * 100) / 100;

export function generateEvents(now) {
  const N = +now;
  const T0 = Math.floor(N / DAY) * DAY; // start of today
  const lo = N - 120 * DAY;
  const hi = N - 2 * MIN;
  const dayAt = (d) => T0 - d * DAY; // d days ago, 00:00
  const out = [];
  const emit = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const timeOn = (rng, d, hours) => dayAt(d) + pickW(rng, HOURS, hours) * HOUR + rng() * HOUR;

  // First day of each month that can matter (rent is due on the 1st).
  const monthStarts = [];
  for (let m = -6; m <= 1; m++) {
    const dt = new Date(T0);
    const ms = Date.UTC(dt.getUTCFullYear(), dt.getUTCMonth() + m, 1);
    if (ms > lo - 40 * DAY && ms <= hi) monthStarts.push(ms);
  }
  const daysInMonth = (ms) => {
    const dt = new Date(ms);
    return new Date(Date.UTC(dt.getUTCFullYear(), dt.getUTCMonth() + 1, 0)).getUTCDate();
  };

  const lockCuts = []; // { t, size } — performed by staff later

  // ---- a renter's life once a lease is running -------------------------------------------
  // r: { id, rng, units, rate, autopay, autopayFrom, start (ms), end (ms|null), manualLate }
  function liveAsRenter(r) {
    const { id, rng, units } = r;
    let end = r.end ?? Infinity;
    // Rent on the 1st, one payment per unit.
    for (const ms of monthStarts) {
      if (ms <= r.start || ms >= end) continue;
      const auto = r.autopay && ms >= (r.autopayFrom ?? -Infinity);
      if (auto) {
        const base = ms + 6 * HOUR + (r.fixedPayMinute ?? rng() * 170) * MIN;
        units.forEach((u, i) => emit(id, 'RentPaid', RENT[u], base + i * 40_000));
        continue;
      }
      if (!r.protected && rng() < 0.08) {
        // Delinquent this month: the lock gets cut between the 6th and the 20th.
        let cutDay = ms + intIn(rng, 5, 19) * DAY;
        while (isoWeekday(cutDay) > 4) cutDay += DAY;
        const cutT = cutDay + (9 + rng() * 6) * HOUR;
        if (cutT >= end) continue;
        lockCuts.push({ t: cutT, size: units[0], seed: hashSeed(id + ms) });
        if (rng() < 0.62) {
          const payT = cutT + (1 + rng() * 4) * DAY;
          units.forEach((u, i) => emit(id, 'RentPaid', RENT[u], payT + i * 30_000));
        } else {
          const moveT = cutT + (2 + rng() * 4) * DAY;
          end = Math.min(end, moveT + 1.5 * DAY);
          r.moveOutAt = Math.min(r.moveOutAt ?? Infinity, moveT);
        }
        continue;
      }
      const payT = ms + intIn(rng, 0, 6) * DAY + pickW(rng, HOURS, VISIT_HOURS) * HOUR + rng() * HOUR;
      if (payT < end) units.forEach((u, i) => emit(id, 'RentPaid', RENT[u], payT + i * 30_000));
    }
    if (r.moveOutAt !== undefined && r.moveOutAt < Infinity) {
      emit(id, 'move_out.requested', units[0], r.moveOutAt);
      end = Math.min(end, r.moveOutAt + 1.5 * DAY);
      // one last visit to empty the unit
      const lastVisit = r.moveOutAt + (0.3 + rng() * 0.9) * DAY;
      if (lastVisit < end) visit(r, lastVisit, 0);
    }
    if (r.autopay && r.autopayFrom && r.autopayFrom > r.start + 10 * MIN) {
      emit(id, 'autopay.enabled', 0, r.autopayFrom - rng() * 3 * DAY);
    }
    // Day by day: visits, looking at the app, the odd support chat.
    for (let d = 120; d >= 0; d--) {
      const d0 = dayAt(d);
      if (d0 + DAY <= r.start || d0 >= end) continue;
      const wd = isoWeekday(d0);
      const k = poissonish(rng, r.rate * WEEKDAY_W[wd] * (d === INCIDENT_DAYS_AGO ? 1.15 : 1));
      for (let i = 0; i < k; i++) {
        const t = timeOn(rng, d, VISIT_HOURS);
        if (t > r.start && t < end) visit(r, t, d);
      }
      if (rng() < 0.08) {
        const t = timeOn(rng, d, BROWSE_HOURS);
        if (t > r.start && t < end) emit(id, 'app_open', 0, t);
      }
      if (rng() < 0.007) {
        const t = timeOn(rng, d, VISIT_HOURS);
        if (t > r.start && t < end) emit(id, 'support-chat-started', 0, t);
      }
      if (rng() < 0.0025) {
        const t = timeOn(rng, d, BROWSE_HOURS);
        if (t > r.start && t < end) emit(id, 'unit_search', pickW(rng, SIZES, SIZE_W), t);
      }
    }
  }

  function visit(r, t, d) {
    const { id, rng, units } = r;
    if (rng() < 0.85) emit(id, 'app_open', 0, t - (1 + rng() * 7) * MIN);
    const minutes = Math.round(5 + 115 * rng() ** 2);
    if (d === INCIDENT_DAYS_AGO) {
      const retries = intIn(rng, 3, 8);
      for (let i = retries; i >= 1; i--) {
        const tr = t - i * (1 + rng() * 2) * MIN;
        if (rng() < 0.7) emit(id, 'app_open', 0, tr - 20_000);
        emit(id, 'gate-open', 0, tr);
      }
      if (rng() < 0.6) emit(id, 'support-chat-started', 0, t - rng() * 4 * MIN);
    }
    emit(id, 'gate-open', minutes, t);
    let u = t + (1 + rng() * 3) * MIN;
    for (const size of units) {
      if (units.length > 1 ? rng() < 0.6 : rng() < 0.88) emit(id, 'UnitDoorUnlocked', size, u);
      u += (1 + rng() * 2) * MIN;
    }
  }

  // ---- renters who were already with us when the window opens ----------------------------
  const SPECIAL = {
    117: { rate: 1.9, autopay: true, protected: true },
    144: { rate: 1.25, autopay: true, protected: true },
    163: { rate: 0.9, autopay: true, protected: true },
    188: { rate: 0.55, autopay: true, protected: true },
    201: { rate: 0.38, autopay: true, protected: true },
    205: { units: [300, 300, 200], autopay: true, protected: true, fixedPayMinute: 5 },
    212: { units: [300, 200], autopay: true, protected: true, fixedPayMinute: 9 },
    158: { units: [300, 150], autopay: true, protected: true, fixedPayMinute: 13 },
    88: { rate: 0.3, autopay: true, protected: true, moveOutDaysAgo: 55 },
  };
  const renters = [];
  for (let n = 1; n <= 230; n++) {
    const id = `tenant_${String(n).padStart(3, '0')}`;
    const rng = mulberry32(hashSeed(id));
    const sp = SPECIAL[n] ?? {};
    const r = {
      id,
      rng,
      units: sp.units ?? [pickW(rng, SIZES, SIZE_W)],
      rate: sp.rate ?? 0.04 + 0.22 * rng() ** 1.6,
      autopay: false,
      start: lo - 400 * DAY,
      end: null,
      protected: Boolean(sp.protected),
      fixedPayMinute: sp.fixedPayMinute,
    };
    const a = rng();
    if (sp.autopay || a < 0.55) r.autopay = true;
    else if (a < 0.63) {
      r.autopay = true;
      r.autopayFrom = dayAt(intIn(rng, 5, 110)) + (8 + rng() * 12) * HOUR;
    }
    if (sp.moveOutDaysAgo) {
      r.moveOutAt = dayAt(sp.moveOutDaysAgo) + 11 * HOUR + 20 * MIN;
      r.end = r.moveOutAt + 1.5 * DAY;
    } else if (!sp.protected && rng() < 0.14) {
      r.moveOutAt = dayAt(intIn(rng, 4, 115)) + (9 + rng() * 9) * HOUR;
      r.end = r.moveOutAt + 1.5 * DAY;
    }
    renters.push(r);
  }

  // ---- newcomers: arrivals grow over the window -------------------------------------------
  const arrivals = mulberry32(hashSeed('arrivals'));
  let next = 231;
  for (let d = 119; d >= 0; d--) {
    const k = poissonish(arrivals, 0.9 + 2.8 * (1 - d / 120) + (arrivals() - 0.5));
    for (let i = 0; i < k; i++) {
      if (next === 452) next++;
      const id = `tenant_${String(next++).padStart(3, '0')}`;
      const rng = mulberry32(hashSeed(id));
      let t = timeOn(rng, d, VISIT_HOURS);
      const want = pickW(rng, SIZES, SIZE_W);
      if (rng() < 0.5) emit(id, 'app_open', 0, t - (1 + rng() * 5) * MIN);
      const searches = intIn(rng, 1, 4);
      for (let s = 0; s < searches; s++) {
        emit(id, 'unit_search', s === 0 ? want : pickW(rng, SIZES, SIZE_W), t);
        t += rng() < 0.6 ? (2 + rng() * 20) * MIN : (0.4 + rng() * 1.5) * DAY;
      }
      if (rng() >= 0.58) {
        if (rng() < 0.2) emit(id, 'unit_search', want, t + (3 + rng() * 20) * DAY);
        continue;
      }
      const size = rng() < 0.7 ? want : pickW(rng, SIZES, SIZE_W);
      t += (0.05 + rng() * 2) * DAY;
      emit(id, 'Unit Reserved', size, t);
      if (rng() >= 0.88) continue;
      t += (0.2 + rng() * 4) * DAY;
      const term = pickW(rng, [1, 3, 6, 12], [0.15, 0.25, 0.3, 0.3]);
      emit(id, 'lease.signed', term, t);
      const ms = Date.UTC(new Date(t).getUTCFullYear(), new Date(t).getUTCMonth(), 1);
      const dim = daysInMonth(ms);
      const left = dim - new Date(t).getUTCDate() + 1;
      emit(id, 'RentPaid', cents((RENT[size] * left) / dim), t + (1 + rng() * 2) * MIN);
      const r = {
        id,
        rng,
        units: [size],
        rate: 0.06 + 0.2 * rng() ** 1.6,
        autopay: false,
        start: t + 5 * MIN,
        end: null,
      };
      if (rng() < 0.45) {
        r.autopay = true;
        emit(id, 'autopay.enabled', 0, t + (2 + rng() * 4) * MIN);
      }
      if (term === 1 && rng() < 0.5) {
        r.moveOutAt = t + (25 + rng() * 30) * DAY;
        r.end = r.moveOutAt + 1.5 * DAY;
      }
      renters.push(r);
    }
  }

  for (const r of renters) liveAsRenter(r);

  // ---- the newcomer persona: a tidy funnel over the last four days -----------------------
  {
    const id = PERSONAS.newcomer;
    const at = (d, h, m, s) => dayAt(d) + h * HOUR + m * MIN + s * 1000;
    emit(id, 'app_open', 0, at(4, 19, 10, 5));
    emit(id, 'unit_search', 100, at(4, 19, 12, 40));
    emit(id, 'unit_search', 150, at(4, 19, 20, 11));
    emit(id, 'unit_search', 100, at(3, 7, 55, 30));
    emit(id, 'Unit Reserved', 100, at(3, 8, 2, 14));
    const tLease = at(2, 10, 15, 0);
    emit(id, 'lease.signed', 12, tLease);
    const ms = Date.UTC(new Date(tLease).getUTCFullYear(), new Date(tLease).getUTCMonth(), 1);
    const dim = daysInMonth(ms);
    emit(id, 'RentPaid', cents((129 * (dim - new Date(tLease).getUTCDate() + 1)) / dim), at(2, 10, 17, 30));
    emit(id, 'autopay.enabled', 0, at(2, 10, 19, 45));
    emit(id, 'gate-open', 45, at(1, 17, 30, 12));
    emit(id, 'UnitDoorUnlocked', 100, at(1, 17, 33, 40));
  }

  // ---- staff: inspections on weekdays, lock-cuts, their own app use ----------------------
  const staff = ['staff_01', 'staff_02', 'staff_03', 'staff_04', 'staff_05', 'staff_06'];
  const staffRng = Object.fromEntries(staff.map((s) => [s, mulberry32(hashSeed(s))]));
  for (let d = 120; d >= 0; d--) {
    const d0 = dayAt(d);
    if (isoWeekday(d0) > 4) continue;
    for (const s of staff) {
      const rng = staffRng[s];
      const k = s === 'staff_03' ? intIn(rng, 3, 5) : poissonish(rng, s === 'staff_05' ? 0.4 : 0.8);
      if (k === 0 && rng() < 0.5) continue;
      emit(s, 'app_open', 0, d0 + (7.5 + rng()) * HOUR);
      for (let i = 0; i < k; i++)
        emit(s, 'Inspection Logged', intIn(rng, 10, 60), d0 + (8 + rng() * 8.5) * HOUR);
    }
  }
  for (const c of lockCuts) {
    const rng = mulberry32(c.seed);
    const who = rng() < 0.7 ? 'staff_05' : 'staff_02';
    emit(who, 'lock_cut', c.size, c.t);
  }

  // ---- someone is always around: a few app opens in the last couple of hours -------------
  {
    const rng = mulberry32(hashSeed('tail'));
    const pool = renters.filter((r) => !r.protected && r.moveOutAt === undefined && r.start < lo);
    for (const [a, b] of [
      [0, 1],
      [15, 45],
      [60, 150],
    ]) {
      const r = pool[Math.floor(rng() * pool.length)];
      emit(r.id, 'app_open', 0, hi - (a + rng() * (b - a)) * MIN);
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
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
