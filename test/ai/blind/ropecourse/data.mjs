// Treetop Trails adventure park: ropes courses and zip lines. Deterministic for a given now.
const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'ticket_booked',
  'waiver.signed',
  'HarnessCheck',
  'Course Completed',
  'zipline-run',
  'safety_incident',
  'weather.closure',
  'PhotoPackagePurchased',
  'Session Checked In',
  'booking-cancelled',
  'app.opened',
  'membership.renewed',
];

export const PERSONAS = {
  seasonPassRegular: 'guest_0042', // the most active guest: visits about three times a week
  bigSpender: 'guest_0256', // premium tickets and the big photo package every visit
  churner: 'guest_0117', // came twice a week, stopped about 50 days ago
  newcomer: 'guest_0388', // first event three days ago
  oneTimer: 'guest_0301', // a single visit about 100 days ago
  safetyLead: 'staff_rosa', // logs most safety incidents and weather closures
};
export const NOBODY = 'guest_9999';

const STAFF = ['staff_rosa', 'staff_dev', 'staff_kim', 'staff_omar', 'staff_lena', 'staff_tom'];

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const STORM_DAYS_AGO = 23;

export function generateEvents(now) {
  const rnd = mulberry32(7_310_2026);
  const N = +now;
  const today0 = Math.floor(N / DAY) * DAY;
  const lo = N - 120 * DAY + MIN,
    hi = N - 2 * MIN;
  const out = [];
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return;
    out.push({ userId, eventName, eventValue, timestamp: new Date(t).toISOString().slice(0, 19) + 'Z' });
  };

  // guests: join day (days ago), biased to recent (growth); some churn out
  const personaIds = new Set(Object.values(PERSONAS));
  const guests = [];
  for (let i = 1; i <= 470; i++) {
    const id = `guest_${String(i).padStart(4, '0')}`;
    if (personaIds.has(id)) continue;
    const join = i <= 40 ? 119 : Math.min(119, Math.floor(125 * Math.pow(rnd(), 1.2)));
    const leave = rnd() < 0.3 ? Math.floor(join * rnd()) : -1; // stops after `leave` days ago
    const weight = 0.3 + rnd() * rnd() * 2.2;
    const member = rnd() < 0.12;
    guests.push({ id, join, leave, weight, member });
  }

  function visit(u, d, opts = {}) {
    const start =
      d +
      (9 + Math.floor(((rnd() + rnd() + rnd()) / 3) * 8)) * HOUR +
      Math.floor(rnd() * 60) * MIN +
      Math.floor(rnd() * 60) * 1000;
    if (rnd() < 0.6) push(u, 'app.opened', 0, start - (1 + rnd() * 30) * HOUR * 0.5);
    const price = opts.price ?? pick([39, 49, 49, 69, 89]);
    push(u, 'ticket_booked', price, start - (0.5 + rnd() * 20) * HOUR);
    if (!opts.noCancel && rnd() < 0.05) {
      push(u, 'booking-cancelled', 0, start - 0.3 * HOUR);
      return;
    }
    if (rnd() < 0.7 || opts.waiver) push(u, 'waiver.signed', 0, start - 10 * MIN);
    push(u, 'Session Checked In', 0, start);
    push(u, 'HarnessCheck', 0, start + 5 * MIN + rnd() * 5 * MIN);
    if (rnd() < 0.15) push(u, 'HarnessCheck', 0, start + 12 * MIN); // re-check after a gear swap
    let t = start + 15 * MIN;
    const runs = opts.runs ?? Math.floor(rnd() * 5);
    for (let r = 0; r < runs; r++) {
      t += (5 + rnd() * 20) * MIN;
      push(u, 'zipline-run', 35 + Math.floor(rnd() * 75), t);
    }
    const courses = opts.courses ?? (rnd() < 0.75 ? 1 + (rnd() < 0.3 ? 1 : 0) : 0);
    for (let c = 0; c < courses; c++) {
      t += (20 + rnd() * 40) * MIN;
      push(u, 'Course Completed', 1 + Math.floor(rnd() * 5), t);
    }
    if (opts.photo !== undefined ? opts.photo : rnd() < 0.3)
      push(u, 'PhotoPackagePurchased', opts.photo ?? pick([19, 29, 29, 49]), t + 10 * MIN);
  }

  for (let k = 119; k >= 0; k--) {
    const d = today0 - k * DAY;
    const wd = (new Date(d).getUTCDay() + 6) % 7; // 0 = Monday
    const weekly = [0.62, 0.5, 0.7, 0.8, 1.0, 1.8, 1.5][wd];
    const growth = 0.55 + (0.9 * (119 - k)) / 119;
    const storm = k === STORM_DAYS_AGO ? 0.3 : 1;
    const nVisits = Math.max(3, Math.round(26 * weekly * growth * storm * (0.85 + rnd() * 0.3)));
    const pool = guests.filter((g) => g.join >= k && (g.leave < 0 || k >= g.leave));
    const total = pool.reduce((s, g) => s + g.weight, 0);
    for (let v = 0; v < nVisits; v++) {
      let x = rnd() * total,
        g = pool[0];
      for (const p of pool) {
        x -= p.weight;
        if (x <= 0) {
          g = p;
          break;
        }
      }
      visit(g.id, d);
    }
    // memberships renew on the join anniversary day of month
    for (const g of pool)
      if (g.member && (g.join - k) % 30 === 0)
        push(g.id, 'membership.renewed', 25, d + 8 * HOUR + rnd() * 2 * HOUR);

    // personas
    if ([0, 2, 3, 5].includes(wd))
      visit(PERSONAS.seasonPassRegular, d, {
        price: 39,
        photo: false,
        runs: 3 + Math.floor(rnd() * 3),
        noCancel: true,
      });
    push(PERSONAS.seasonPassRegular, 'app.opened', 0, d + 6 * HOUR + Math.floor(rnd() * 3600) * 1000);
    if (k % 28 === 5) push(PERSONAS.seasonPassRegular, 'membership.renewed', 25, d + 8 * HOUR);
    if ([4, 5].includes(wd)) visit(PERSONAS.bigSpender, d, { price: 89, photo: 49, noCancel: true, runs: 4 });
    if (k >= 50 && [1, 5].includes(wd)) visit(PERSONAS.churner, d, { noCancel: true, waiver: true });
    if (k === 3 || k === 1)
      visit(PERSONAS.newcomer, d, {
        noCancel: true,
        waiver: true,
        runs: 2,
        courses: 1,
        photo: k === 1 ? 29 : false,
      });
    if (k === 100)
      visit(PERSONAS.oneTimer, d, { noCancel: true, waiver: true, runs: 1, courses: 1, photo: false });

    // staff: safety incidents (value = severity 1-3) and weather closures (value = hours closed)
    const incidents = k === STORM_DAYS_AGO ? 9 : rnd() < 0.35 ? 1 : 0;
    for (let i = 0; i < incidents; i++) {
      const who = rnd() < 0.6 ? 'staff_rosa' : pick(STAFF);
      push(
        who,
        'safety_incident',
        k === STORM_DAYS_AGO ? 2 + Math.floor(rnd() * 2) : 1 + Math.floor(rnd() * 2),
        d + (10 + rnd() * 7) * HOUR,
      );
    }
    if (k === STORM_DAYS_AGO) {
      for (const h of [11, 13, 15])
        push('staff_rosa', 'weather.closure', 2 + (h === 13 ? 2 : 0), d + h * HOUR + 7 * MIN);
    } else if (rnd() < 0.08) {
      push(
        rnd() < 0.5 ? 'staff_rosa' : pick(STAFF),
        'weather.closure',
        1 + Math.floor(rnd() * 3),
        d + (9 + rnd() * 8) * HOUR,
      );
    }
    // staff open the ops app every morning
    for (const s of STAFF) if (rnd() < 0.7) push(s, 'app.opened', 0, d + 7 * HOUR + rnd() * 90 * MIN);
  }
  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
