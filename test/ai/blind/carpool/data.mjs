// Carpool app for large employers: deterministic synthetic usage events.
const DAY = 86_400_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'app_open',
  'commute.search',
  'ride_offered',
  'seat.booked',
  'RideCompleted',
  'RideCancelled',
  'no-show',
  'Driver Rated',
  'parking-permit-redeemed',
  'CO2 Badge Earned',
  'ProfileUpdated',
  'referral_sent',
];

export const PERSONAS = {
  topDriver: 'emp_0007', // offers a ride almost every day, also weekends
  topRider: 'emp_0250', // books a seat almost every weekday: top spender
  churner: 'emp_0113', // heavy rider who stopped 45 days ago
  newcomer: 'emp_0442', // first event 6 days ago
  rater: 'emp_0031', // rates every ride
  nightShift: 'emp_0388', // night-shift worker: opens the app right after midnight every day
};
export const NOBODY = 'emp_0999';
export const STRIKE_DAYS_AGO = 23; // regional transit strike: everyone carpools

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const USERS = 480;
const id = (i) => `emp_${String(i).padStart(4, '0')}`;

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261129);
  const today = Math.floor(nowMs / DAY) * DAY;
  const latest = nowMs - 2 * MIN,
    earliest = nowMs - 120 * DAY;
  const out = [];
  const push = (u, name, v, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t > latest || t < earliest) return;
    out.push({
      userId: u,
      eventName: name,
      eventValue: v,
      timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
    });
  };

  // user profiles
  const users = [];
  for (let i = 1; i <= USERS; i++) {
    const u = id(i);
    const driver = rnd() < 0.3;
    const w = 0.07 + 0.38 * rnd() ** 2;
    let join = rnd() < 0.6 ? 119 : Math.floor(rnd() * 112) + 8; // days ago of first activity
    let stop = rnd() < 0.1 ? Math.floor(rnd() * 80) + 10 : -1; // days ago of last activity
    if (stop >= join) stop = -1;
    const dist = 5 + rnd() * 35; // typical commute km
    users.push({ u, driver, w, join, stop, dist });
  }
  const P = Object.fromEntries(users.map((x) => [x.u, x]));
  Object.assign(P[PERSONAS.topDriver], { driver: true, w: 0.95, join: 119, stop: -1 });
  Object.assign(P[PERSONAS.topRider], { driver: false, w: 0.93, join: 119, stop: -1, dist: 38 });
  Object.assign(P[PERSONAS.churner], { driver: false, w: 0.8, join: 119, stop: 45 });
  Object.assign(P[PERSONAS.newcomer], { driver: false, w: 0.9, join: 6, stop: -1 });
  Object.assign(P[PERSONAS.rater], { driver: false, w: 0.8, join: 119, stop: -1 });

  const night = mulberry32(388);
  for (let d = 119; d >= 0; d--) {
    const day = today - d * DAY;
    push(PERSONAS.nightShift, 'app_open', 0, day + 30_000 + Math.floor(night() * 150) * 1000);
    const wd = (new Date(day).getUTCDay() + 6) % 7; // 0 = Monday
    const weekFactor = wd < 5 ? [1, 1.3, 1.12, 0.92, 0.7][wd] : wd === 5 ? 0.18 : 0.06;
    const growth = 0.55 + 0.45 * (1 - d / 119);
    const strike = d === STRIKE_DAYS_AGO;
    for (const p of users) {
      if (d > p.join || (p.stop >= 0 && d < p.stop)) continue;
      let prob = p.w * weekFactor * growth;
      if (p.u === PERSONAS.topDriver) prob = wd < 5 ? 0.97 : wd === 5 ? 0.6 : 0.2;
      if (p.u === PERSONAS.topRider) prob = wd < 5 ? 0.99 : 0.3;
      if (p.u === PERSONAS.rater) prob = wd < 5 ? 0.95 : 0.05;
      if (p.u === PERSONAS.newcomer || p.u === PERSONAS.churner) prob = wd < 5 ? 0.9 : 0.1;
      if (d === p.join) prob = 1; // first day always shows up
      if (strike) prob = Math.max(prob, 0.75);
      if (rnd() >= prob) continue;
      // a commute session: morning or evening
      const morning = rnd() < 0.62;
      const hour = morning
        ? [6, 7, 7, 7, 8, 8, 9][Math.floor(rnd() * 7)]
        : [15, 16, 16, 17, 17, 17, 18, 19][Math.floor(rnd() * 8)];
      let t = day + hour * 3_600_000 + Math.floor(rnd() * 3600) * 1000;
      if (rnd() < 0.06) t = day + Math.floor(rnd() * 86400) * 1000; // off-hours use
      push(p.u, 'app_open', 0, t);
      if (p.u === PERSONAS.topRider) push(p.u, 'app_open', 0, t - 3 * MIN); // opens the app twice
      t += (1 + Math.floor(rnd() * 4)) * MIN;
      if (p.driver) {
        push(p.u, 'ride_offered', 1 + Math.floor(rnd() * 4), t);
        if (rnd() < (p.u === PERSONAS.topDriver ? 0.7 : 0.35))
          push(p.u, 'parking-permit-redeemed', rnd() < 0.8 ? 1 : 5, t + (20 + Math.floor(rnd() * 40)) * MIN);
        if (rnd() < 0.05) push(p.u, 'RideCancelled', 0, t + (5 + Math.floor(rnd() * 30)) * MIN);
      } else {
        push(p.u, 'commute.search', Math.floor(rnd() * 9), t);
        t += (1 + Math.floor(rnd() * 6)) * MIN;
        const bookP = p.u === PERSONAS.topRider ? 0.97 : 0.72;
        if (rnd() < bookP) {
          const km = Math.round(p.dist * (0.8 + rnd() * 0.4) * 10) / 10;
          const cost = Math.round((1.5 + km * 0.18) * 100) / 100;
          push(p.u, 'seat.booked', cost, t);
          t += (25 + Math.floor(rnd() * 50)) * MIN;
          const r = rnd();
          const noShowRate = strike ? 0.2 : 0.06;
          if (r < noShowRate) push(p.u, 'no-show', 0, t);
          else if (r < noShowRate + 0.07) push(p.u, 'RideCancelled', 0, t - 20 * MIN);
          else {
            push(p.u, 'RideCompleted', km, t);
            const rateP = p.u === PERSONAS.rater ? 1 : 0.45;
            if (rnd() < rateP) {
              const x = rnd();
              push(
                p.u,
                'Driver Rated',
                x < 0.04 ? 1 : x < 0.09 ? 2 : x < 0.2 ? 3 : x < 0.5 ? 4 : 5,
                t + (1 + Math.floor(rnd() * 30)) * MIN,
              );
            }
            if (rnd() < 0.06)
              push(p.u, 'CO2 Badge Earned', [25, 50, 100, 250][Math.floor(rnd() * 4)], t + 2 * MIN);
          }
        }
      }
      if (rnd() < 0.015 || d === p.join) push(p.u, 'ProfileUpdated', 0, t + 7 * MIN);
      if (rnd() < 0.015) push(p.u, 'referral_sent', 0, t + 9 * MIN);
    }
  }
  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
