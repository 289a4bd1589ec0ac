// Kiln & Wheel — a pottery studio's members app. Deterministic synthetic usage events.
const DAY = 86_400_000,
  HOUR = 3_600_000;

export const EVENT_NAMES = [
  'app_opened', // member or staff opened the app (value 0)
  'Studio Signup', // a new member joined the studio (value 0)
  'wheel_booked', // wheel time booked (value: hours booked)
  'class.joined', // joined a class (value: seats taken)
  'class-waitlisted', // put on a class waitlist (value 0)
  'PieceGlazed', // pieces glazed in one session (value: piece count)
  'Kiln Fired', // a kiln firing logged by a kiln tech (value: peak temperature in °C)
  'firing-failed', // a member's pieces failed in a firing (value: pieces lost)
  'piece.picked_up', // finished pieces collected from the shelf (value: piece count)
  'clay_purchased', // clay bought (value: kilograms)
  'MembershipRenewed', // membership renewed (value: amount paid in USD)
  'open_studio.checkin', // checked in at Thursday open-studio night (value 1)
];

export const PERSONAS = {
  regular: 'mbr_007', // at the wheel nearly every day, most active member
  churner: 'mbr_133', // long-time member who stopped coming about 65 days ago
  newcomer: 'mbr_466', // signed up about a week ago
  clayHoarder: 'mbr_250', // buys far more clay than anyone
  second: 'mbr_042', // the other daily regular
  production: 'mbr_318', // makes production runs, buys a lot of clay too
  kilnTech: 'staff_ana', // logs most kiln firings, checks the kiln app overnight
  kilnTech2: 'staff_raj',
};
export const NOBODY = 'mbr_999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEEKDAY_FACTOR = [1.2, 0.7, 0.8, 0.9, 1.3, 1.0, 1.5]; // Sun..Sat (getUTCDay order)
const HOUR_WEIGHTS = [
  0.2, 0.1, 0.1, 0.1, 0.2, 0.5, 1.5, 2.5, 2.5, 3, 4, 4.5, 4, 3, 2.5, 2.5, 3, 3.5, 4.5, 4.5, 3.5, 2, 1, 0.5,
];
const HW_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
export const FAULT_DAYS_AGO = 9;

export function generateEvents(now) {
  const rnd = mulberry32(20261125);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY + 60_000,
    latest = nowMs - 120_000;
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue, t });
  };
  const hourOf = () => {
    let x = rnd() * HW_TOTAL;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_WEIGHTS[h];
      if (x < 0) return h;
    }
    return 23;
  };
  const NDAYS = 121; // d = 0 .. 120, d = 120 is today
  const dayStartOf = (d) => today - (120 - d) * DAY;
  const faultDay = 120 - FAULT_DAYS_AGO;

  // members
  const members = [];
  for (let i = 1; i <= 470; i++) {
    const id = `mbr_${String(i).padStart(3, '0')}`;
    const existing = rnd() < 0.4;
    let join = existing ? 0 : Math.min(119, Math.floor(120 * Math.sqrt(rnd())));
    let churn = rnd() < 0.15 ? join + 10 + Math.floor(rnd() * 70) : Infinity;
    const r = rnd();
    let rate = 0.12 + 0.5 * r * r;
    let plan = pick([45, 45, 45, 120, 120, 320]);
    if (id === 'mbr_007') {
      join = 0;
      churn = Infinity;
      rate = 3.2;
      plan = 320;
    }
    if (id === 'mbr_042') {
      join = 0;
      churn = Infinity;
      rate = 2.4;
      plan = 120;
    }
    if (id === 'mbr_318') {
      join = 0;
      churn = Infinity;
      rate = 1.35;
      plan = 45;
    }
    if (id === 'mbr_133') {
      join = 0;
      churn = 55;
      rate = 0.9;
      plan = 120;
    }
    if (id === 'mbr_466') {
      join = 120 - 7;
      churn = Infinity;
      rate = 1.0;
      plan = 45;
    }
    if (id === 'mbr_250') {
      join = 0;
      churn = Infinity;
      rate = 0.7;
      plan = 120;
    }
    members.push({
      id,
      existing:
        join === 0 && (existing || ['mbr_007', 'mbr_133', 'mbr_250', 'mbr_042', 'mbr_318'].includes(id)),
      join,
      churn,
      rate,
      plan,
      renewOffset: Math.floor(rnd() * 30),
    });
  }

  for (let d = 0; d < NDAYS; d++) {
    const ds = dayStartOf(d);
    const wd = new Date(ds).getUTCDay();
    const fault = d === faultDay;
    // kiln techs: overnight checks and firings
    for (const tech of ['staff_ana', 'staff_raj']) {
      for (let h = 0; h < 6; h++)
        if (rnd() < (tech === 'staff_ana' ? 0.3 : 0.2))
          push(tech, 'app_opened', 0, ds + h * HOUR + Math.floor(rnd() * HOUR));
    }
    const firings = 4 + Math.floor(rnd() * 3); // three kilns
    for (let k = 0; k < firings; k++) {
      const glaze = rnd() < 0.55;
      let temp = glaze ? 1205 + Math.floor(rnd() * 35) : 985 + Math.floor(rnd() * 40);
      if (fault) temp = 860 + Math.floor(rnd() * 120);
      push(
        rnd() < 0.7 ? 'staff_ana' : 'staff_raj',
        'Kiln Fired',
        temp,
        ds + (7 + Math.floor(rnd() * 14)) * HOUR + Math.floor(rnd() * HOUR),
      );
    }
    for (const m of members) {
      if (d < m.join || d >= m.churn) continue;
      let t0 = ds + hourOf() * HOUR + Math.floor(rnd() * HOUR);
      if (d === m.join && !m.existing) {
        push(m.id, 'Studio Signup', 0, t0);
        push(m.id, 'app_opened', 0, t0 + 60_000);
        push(m.id, 'MembershipRenewed', m.plan, t0 + 120_000);
        if (rnd() < 0.5) push(m.id, 'class.joined', 1, t0 + 300_000);
      } else if ((d - m.renewOffset) % 30 === 0 && rnd() < 0.9) {
        push(m.id, 'MembershipRenewed', m.plan + Math.floor(rnd() * 31) + pick([0, 0.5]), t0);
      }
      const p = m.rate * WEEKDAY_FACTOR[wd];
      const sessions = Math.floor(p) + (rnd() < p - Math.floor(p) ? 1 : 0);
      for (let s = 0; s < sessions; s++) {
        let h = hourOf();
        if (wd === 4 && rnd() < 0.5) h = pick([18, 19, 19, 19, 20, 20, 21]); // Thursday open-studio night
        let t = ds + h * HOUR + Math.floor(rnd() * HOUR);
        push(m.id, 'app_opened', 0, t);
        t += 30_000 + Math.floor(rnd() * 600_000);
        if (wd === 4 && h >= 18 && rnd() < 0.8) {
          push(m.id, 'open_studio.checkin', 1, t);
          t += 60_000;
        }
        if (rnd() < 0.45) {
          push(m.id, 'wheel_booked', pick([1, 1, 1.5, 2, 2, 2.5, 3]), t);
          t += 90_000;
        }
        if (rnd() < 0.1) {
          if (rnd() < 0.15) {
            push(m.id, 'class-waitlisted', 0, t);
            t += (1 + Math.floor(rnd() * 30)) * HOUR;
          }
          push(m.id, 'class.joined', rnd() < 0.85 ? 1 : 2, t);
          t += 60_000;
        }
        if (rnd() < (m.id === 'mbr_007' ? 0.45 : 0.28)) {
          const pieces = 1 + Math.floor(rnd() * 6);
          push(m.id, 'PieceGlazed', pieces, t);
          t += 60_000;
          if (rnd() < (fault ? 0.6 : 0.035))
            push(
              m.id,
              'firing-failed',
              1 + Math.floor(rnd() * pieces),
              t + (2 + Math.floor(rnd() * 6)) * HOUR,
            );
        }
        if (rnd() < 0.15) {
          push(m.id, 'piece.picked_up', 1 + Math.floor(rnd() * 5), t);
          t += 60_000;
        }
        const clayP = m.id === 'mbr_250' ? 0.6 : m.id === 'mbr_318' ? 0.45 : 0.1;
        if (rnd() < clayP)
          push(
            m.id,
            'clay_purchased',
            m.id === 'mbr_250'
              ? pick([12.5, 25, 25])
              : m.id === 'mbr_318'
                ? pick([10, 12.5, 12.5])
                : pick([2.5, 5, 5, 10, 12.5]),
            t,
          );
      }
    }
    // kiln fault day: pieces already in the kiln fail for many members
    if (fault) {
      const hit = members.filter((m) => d >= m.join && d < m.churn && rnd() < 0.12);
      for (const m of hit)
        push(
          m.id,
          'firing-failed',
          1 + Math.floor(rnd() * 4),
          ds + (10 + Math.floor(rnd() * 10)) * HOUR + Math.floor(rnd() * HOUR),
        );
    }
  }
  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
