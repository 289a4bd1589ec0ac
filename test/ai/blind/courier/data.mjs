// Bicycle courier dispatch platform ("Spokes"): businesses book pickups, riders work shifts,
// accept jobs, pick up and drop off parcels. Deterministic for a given `now`.

export const EVENT_NAMES = [
  'booking_created', // business books a pickup; value = quoted price in EUR
  'booking_cancelled', // business cancels before pickup; value = 0
  'job.accepted', // rider accepts a job; value = ETA to pickup in minutes
  'ParcelPickedUp', // rider collects the parcel; value = km ridden to the pickup
  'Parcel Delivered', // rider drops the parcel off; value = km of the delivery leg
  'delivery-failed', // drop-off failed (nobody home, storm…); value = km ridden before giving up
  'pod.photo_uploaded', // proof-of-delivery photo(s); value = number of photos
  'TipReceived', // rider receives a tip; value = tip in EUR
  'shift_started', // rider goes on shift; value = 0
  'shift.ended', // rider goes off shift; value = hours on shift
  'Rating Submitted', // business rates a delivery; value = stars 1–5
];

export const PERSONAS = {
  topBusiness: 'biz_0042', // a pharmacy chain booking all day, every day
  churnedBusiness: 'biz_0113', // busy print shop that left ~7 weeks ago
  newBusiness: 'biz_0301', // law firm that joined ~12 days ago and books a lot
  topRider: 'rider_017', // works nearly every weekday, takes the most jobs
  tipMagnet: 'rider_031', // gets tipped far more often than others
  churnedRider: 'rider_088', // stopped riding ~6 weeks ago
  newRider: 'rider_155',
  steadyRider: 'rider_064', // reliable regular, third busiest        // first shift ~8 days ago
};
export const NOBODY = 'biz_9999';

const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;

// The storm day: 23 days before today's UTC day, moved to the nearest weekday (Sat → Fri, Sun → Mon).
export function stormDay(now) {
  const d = Math.floor(+now / DAY) * DAY - 23 * DAY;
  const wd = new Date(d).getUTCDay();
  return wd === 6 ? d - DAY : wd === 0 ? d + DAY : d;
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

const pad = (n, w) => String(n).padStart(w, '0');
const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const r2 = (x) => Math.round(x * 100) / 100;
const r1 = (x) => Math.round(x * 10) / 10;

// booking hour weights (UTC): office hours with a lunch dip, a little evening and night trade
const HOUR_W = [0.2, 0.1, 0.1, 0.1, 0.2, 0.4, 1, 3, 6, 9, 10, 9, 6, 7, 9, 13, 8, 6, 4, 2.5, 1.5, 1, 0.6, 0.3];
const HOUR_CUM = HOUR_W.reduce((a, w) => (a.push((a.at(-1) ?? 0) + w), a), []);
// Monday … Sunday multipliers
const WEEKDAY_MULT = [0.9, 1.0, 1.05, 1.1, 1.35, 0.45, 0.25];

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261129);
  const pick = (arr, weights) => {
    const total = weights.reduce((s, w) => s + w, 0);
    let x = rnd() * total;
    for (let i = 0; i < arr.length; i++) if ((x -= weights[i]) < 0) return arr[i];
    return arr[arr.length - 1];
  };
  const today = Math.floor(nowMs / DAY) * DAY;
  const STORM = stormDay(nowMs);
  const events = [];
  const push = (userId, eventName, eventValue, t) => events.push({ userId, eventName, eventValue, t });

  // businesses: id, weight, first day offset (days ago), last day offset
  const businesses = [];
  for (let i = 1; i <= 270; i++) {
    const id = `biz_${pad(i, 4)}`;
    let w = 1 / Math.pow((i % 37) + 1, 0.9) + rnd() * 0.3;
    let from = 121,
      to = -1;
    const r = rnd();
    if (r < 0.35)
      from = Math.floor(rnd() * 115); // joined during the window (growth)
    else if (r < 0.45) to = Math.floor(rnd() * 90) + 10; // churned
    businesses.push({ id, w, from, to, tipBoost: 1 });
  }
  const setBiz = (id, o) =>
    Object.assign(
      businesses.find((b) => b.id === id),
      o,
    );
  setBiz('biz_0042', { w: 9, from: 121, to: -1 });
  setBiz('biz_0113', { w: 3.2, from: 121, to: 49 });
  businesses.push({ id: 'biz_0301', w: 6, from: 12, to: -1 });

  // riders
  const riders = [];
  for (let i = 1; i <= 150; i++) {
    const id = `rider_${pad(i, 3)}`;
    let from = 121,
      to = -1;
    const r = rnd();
    if (r < 0.3) from = Math.floor(rnd() * 110) + 9;
    else if (r < 0.4) to = Math.floor(rnd() * 80) + 15;
    riders.push({ id, w: 0.6 + rnd(), from, to, shiftP: 0.12 + rnd() * 0.14, tipP: 0.12 });
  }
  const setRider = (id, o) =>
    Object.assign(
      riders.find((r) => r.id === id),
      o,
    );
  setRider('rider_017', { w: 3.2, from: 121, to: -1, shiftP: 0.97 });
  setRider('rider_031', { tipP: 0.55, from: 121, to: -1, shiftP: 0.75, w: 2.4 });
  setRider('rider_064', { from: 121, to: -1, shiftP: 0.9, w: 1.5 });
  setRider('rider_088', { w: 1.6, from: 121, to: 42, shiftP: 0.8 });
  riders.push({ id: 'rider_155', w: 1.8, from: 8, to: -1, shiftP: 0.95, tipP: 0.12 });

  for (let d = 120; d >= 0; d--) {
    const day = today - d * DAY;
    const wd = (new Date(day).getUTCDay() + 6) % 7;
    const storm = day === STORM;
    const growth = 0.55 + (0.45 * (120 - d)) / 120; // business grows ~80% over the window
    // shifts
    const onShift = [];
    for (const r of riders) {
      if (d > r.from || d <= r.to) continue;
      let p = r.shiftP * (wd >= 5 ? 0.35 : 1) * (0.75 + 0.25 * growth);
      if (r.id === 'rider_017' && wd >= 5) p = 0.1;
      if (storm) p *= 0.3;
      if (rnd() >= p) continue;
      const start = day + (6 + rnd() * 5) * HOUR + Math.floor(rnd() * 60) * MIN;
      const hours = storm ? 1.5 + rnd() * 2 : 4 + rnd() * 6;
      const end = start + hours * HOUR;
      push(r.id, 'shift_started', 0, start);
      push(r.id, 'shift.ended', r1(hours), end);
      onShift.push({ r, start, end });
    }
    // bookings
    const activeBiz = businesses.filter((b) => d <= b.from && d > b.to);
    const n = Math.round(74 * growth * WEEKDAY_MULT[wd] * (storm ? 0.5 : 1) * (0.9 + rnd() * 0.2));
    for (let k = 0; k < n; k++) {
      const b = pick(
        activeBiz,
        activeBiz.map((x) => x.w),
      );
      let x = rnd() * HOUR_CUM[23],
        h = 0;
      while (x > HOUR_CUM[h]) h++;
      const t = day + h * HOUR + Math.floor(rnd() * 3600) * 1000;
      const km = r1(0.8 + rnd() * rnd() * 14);
      const price = r2(6.5 + km * 1.75 + rnd() * 3);
      push(b.id, 'booking_created', price, t);
      if (rnd() < 0.06) {
        push(b.id, 'booking_cancelled', 0, t + (3 + rnd() * 20) * MIN);
        continue;
      }
      if (rnd() < (storm ? 0.25 : 0.04)) continue; // never accepted
      const avail = onShift.filter((s) => s.start <= t && s.end > t);
      const pool = avail.length ? avail : onShift;
      if (!pool.length) continue;
      const s = pick(
        pool,
        pool.map((p) => p.r.w),
      );
      const rider = s.r;
      let tA = t + (1 + rnd() * 12) * MIN;
      if (rnd() < 0.07) {
        // first rider accepts, then hands the job back; another rider takes it
        const other = pick(
          pool,
          pool.map(() => 1),
        ).r;
        push(other.id, 'job.accepted', 5 + Math.floor(rnd() * 20), tA);
        tA += (3 + rnd() * 10) * MIN;
      }
      push(rider.id, 'job.accepted', 5 + Math.floor(rnd() * 20), tA);
      const tP = tA + (8 + rnd() * 22) * MIN;
      push(rider.id, 'ParcelPickedUp', r1(0.3 + rnd() * 4), tP);
      const tD = tP + (km * 3.5 + 5 + rnd() * 15) * MIN;
      const failP = storm ? 0.5 : 0.045;
      if (rnd() < failP) {
        push(rider.id, 'delivery-failed', r1(km * (0.3 + rnd() * 0.7)), tD);
        continue;
      }
      push(rider.id, 'Parcel Delivered', km, tD);
      if (rnd() < 0.82)
        push(
          rider.id,
          'pod.photo_uploaded',
          1 + Math.floor(rnd() * rnd() * 3),
          tD + (10 + rnd() * 90) * 1000,
        );
      if (rnd() < rider.tipP * (storm ? 2 : 1))
        push(
          rider.id,
          'TipReceived',
          [1, 2, 2, 3, 5, 5, 10][Math.floor(rnd() * 7)] + (rnd() < 0.3 ? 0.5 : 0),
          tD + (5 + rnd() * 120) * MIN,
        );
      if (rnd() < 0.22)
        push(
          b.id,
          'Rating Submitted',
          storm ? pick([1, 2, 3, 4, 5], [3, 3, 2, 1, 1]) : pick([1, 2, 3, 4, 5], [1, 1, 3, 8, 14]),
          tD + (20 + rnd() * 300) * MIN,
        );
    }
  }

  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 2 * MIN;
  return events
    .map((e) => ({ ...e, t: Math.floor(e.t / 1000) * 1000 }))
    .filter((e) => e.t >= earliest && e.t <= latest)
    .sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
    .map((e) => ({
      userId: e.userId,
      eventName: e.eventName,
      eventValue: e.eventValue,
      timestamp: iso(e.t),
    }));
}
