// Pine Hollow Parks: a network of campgrounds. Booking app + ranger-station / camp-store tools.
const HOUR = 3_600_000,
  DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'campsite_search', // value: nights asked for
  'reservation.created', // value: booking amount in USD
  'ReservationModified', // value: new number of nights
  'reservation-cancelled', // value: nights cancelled
  'Check In', // value: party size
  'check_out', // value: nights stayed
  'store.purchase', // value: camp store ticket in USD (firewood, ice, supplies)
  'ActivitySignup', // value: spots booked
  'maintenance-ticket', // value: priority 1-3
  'Noise Complaint', // value: 1
  'review_posted', // value: stars 1-5
  'loyalty.points_redeemed', // value: points redeemed
];

export const PERSONAS = {
  top: 'camper_0042', // most active camper, a regular
  bigSpender: 'camper_0313', // books premium RV sites
  churner: 'camper_0188', // heavy user who stopped 45 days ago
  newcomer: 'camper_0437', // first event 4 days ago
  complainer: 'camper_0256', // files many noise complaints
  ranger: 'ranger_jess', // staff: files most maintenance tickets
};
export const NOBODY = 'camper_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const N_CAMPERS = 440;
const RANGERS = ['ranger_jess', 'ranger_01', 'ranger_02', 'ranger_03', 'ranger_04', 'ranger_05', 'ranger_06'];
// Monday..Sunday
const WEEKDAY_FACTOR = [0.8, 0.72, 0.78, 0.95, 1.3, 1.5, 1.1];
const STORM_DAYS_AGO = 17;

export function generateEvents(nowDate) {
  const rnd = mulberry32(20260611);
  const nowMs = Math.floor(+nowDate / 1000) * 1000;
  const latest = nowMs - 120_000;
  const earliest = +nowDate - 120 * DAY;
  const today = Math.floor(nowMs / DAY) * DAY;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t > latest || t < earliest) return false;
    out.push({ userId, eventName, eventValue, t });
    return true;
  };
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const money = (x) => Math.round(x * 100) / 100;
  const eveningHour = () => {
    const r = rnd();
    if (r < 0.06) return int(0, 6);
    if (r < 0.3) return int(7, 12);
    if (r < 0.55) return int(13, 17);
    if (r < 0.9) return int(18, 21);
    return int(22, 23);
  };

  const campers = [];
  for (let i = 1; i <= N_CAMPERS; i++) {
    const id = `camper_${String(i).padStart(4, '0')}`;
    let w = Math.min(5, 0.25 + 1.3 * -Math.log(1 - rnd()));
    let join = rnd() < 0.42 ? 119 : int(0, 118);
    let churn = rnd() < 0.22 ? int(0, Math.max(0, join - 1)) : -1;
    const c = { id, w, join, churn, pending: 0, premium: 1, noisy: 0.03, reps: 1 };
    if (id === PERSONAS.top) Object.assign(c, { w: 7, join: 119, churn: -1, reps: 2 });
    if (id === PERSONAS.bigSpender) Object.assign(c, { w: 3.2, join: 110, churn: -1, premium: 3.2 });
    if (id === PERSONAS.churner) Object.assign(c, { w: 5.5, join: 119, churn: 44 });
    if (id === PERSONAS.newcomer) Object.assign(c, { w: 30, join: 4, churn: -1 });
    if (id === PERSONAS.complainer) Object.assign(c, { w: 2.6, join: 100, churn: -1, noisy: 0.85 });
    campers.push(c);
  }

  for (let d = 119; d >= 0; d--) {
    const ds = today - d * DAY;
    const wd = (new Date(ds).getUTCDay() + 6) % 7;
    const g = 0.55 + (0.9 * (119 - d)) / 119;
    for (const c of campers) {
      if (d > c.join || d <= c.churn) continue;
      const p = Math.min(0.92, 0.115 * c.w * g * WEEKDAY_FACTOR[wd]);
      for (let rep = 0; rep < c.reps; rep++) {
        if (rnd() >= p) continue;
        if (c.pending && rnd() < 0.55) {
          // a stay: check in at the ranger station, camp store, activities, check out, review
          let t = ds + (rnd() < 0.3 ? 15 : int(12, 18)) * HOUR + int(0, 3599) * 1000;
          if (!push(c.id, 'Check In', int(1, 6), t)) continue;
          const buys = int(1, 3);
          for (let k = 0; k < buys; k++) {
            t += int(10, 120) * 60_000;
            const r = rnd();
            push(
              c.id,
              'store.purchase',
              r < 0.45 ? 7.5 * int(1, 3) : r < 0.6 ? 4.25 : money(3 + rnd() * 52),
              t,
            );
          }
          if (rnd() < 0.38) {
            t += int(5, 90) * 60_000;
            push(c.id, 'ActivitySignup', int(1, 4), t);
          }
          if (rnd() < c.noisy) {
            t += int(2, 5) * HOUR;
            push(c.id, 'Noise Complaint', 1, t);
          }
          const nights = c.pending;
          c.pending = 0;
          t = ds + nights * DAY + int(8, 11) * HOUR + int(0, 3599) * 1000;
          if (!push(c.id, 'check_out', nights, t)) continue;
          if (rnd() < 0.32) {
            const r = rnd();
            push(
              c.id,
              'review_posted',
              r < 0.07 ? 1 : r < 0.15 ? 2 : r < 0.33 ? 3 : r < 0.66 ? 4 : 5,
              t + int(20, 600) * 60_000,
            );
          }
        } else {
          let t = ds + eveningHour() * HOUR + int(0, 3599) * 1000;
          if (c.noisy > 0.5 && rnd() < 0.9)
            push(c.id, 'Noise Complaint', 1, ds + int(21, 23) * HOUR + int(0, 3599) * 1000);
          const searches = int(1, 3);
          let nights = 0;
          for (let k = 0; k < searches; k++) {
            nights = int(1, 7);
            push(c.id, 'campsite_search', nights, t);
            t += int(1, 6) * 60_000;
          }
          if (rnd() < 0.42) {
            const rate = (28 + int(0, 88) * 0.5) * c.premium;
            if (rnd() < 0.03) {
              push(c.id, 'loyalty.points_redeemed', 50 * int(2, 30), t);
              t += 60_000;
            }
            if (!push(c.id, 'reservation.created', money(nights * rate), t)) continue;
            c.pending = nights;
            if (rnd() < 0.13) {
              t += int(5, 600) * 60_000;
              c.pending = int(1, 7);
              push(c.id, 'ReservationModified', c.pending, t);
            }
            if (rnd() < 0.09) {
              t += int(5, 900) * 60_000;
              push(c.id, 'reservation-cancelled', c.pending, t);
              c.pending = 0;
            }
          }
        }
      }
    }
    // staff: maintenance tickets and the odd logged noise complaint
    for (const r of RANGERS) {
      const n = r === PERSONAS.ranger ? int(1, 4) : int(0, 2);
      for (let k = 0; k < n; k++)
        push(r, 'maintenance-ticket', int(1, 3), ds + int(6, 19) * HOUR + int(0, 3599) * 1000);
      if (rnd() < 0.045) push(r, 'Noise Complaint', 1, ds + int(21, 23) * HOUR + int(0, 3599) * 1000);
    }
    if (d === STORM_DAYS_AGO) {
      // the storm: downed branches, flooded sites, a wave of cancellations
      for (let k = 0; k < 64; k++) {
        const who = rnd() < 0.5 ? pick(RANGERS) : pick(campers).id;
        push(who, 'maintenance-ticket', 3, ds + int(5, 22) * HOUR + int(0, 3599) * 1000);
      }
      const alive = campers.filter((c) => c.join >= d && c.churn < d);
      for (let k = 0; k < 48; k++) {
        push(
          pick(alive).id,
          'reservation-cancelled',
          int(1, 5),
          ds + int(6, 20) * HOUR + int(0, 3599) * 1000,
        );
      }
    }
  }
  // late-night searches right before now
  const alive = campers.filter((c) => c.churn < 0);
  for (let k = 0; k < 4; k++) push(pick(alive).id, 'campsite_search', int(1, 4), latest - k * 97_000);

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
