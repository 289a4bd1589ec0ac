/* eslint-disable -- a blind round's file, kept as its author wrote it */
// Piano tuning & repair booking app: synthetic usage events (deterministic for a given now).
const HOUR = 3_600_000,
  DAY = 24 * HOUR;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const EVENT_NAMES = [
  'app_opened', // owner or technician opened the app (value 0)
  'tuning_booked', // owner booked a tuning (value: quoted price, USD)
  'BookingCancelled', // owner cancelled a booking (value: late-cancellation fee, USD, often 0)
  'TechnicianDispatched', // technician dispatched to a job (value: driving distance, km)
  'tuning.completed', // technician marked the tuning done (value: minutes on site)
  'payment.received', // owner paid (value: amount paid, USD)
  'review_submitted', // owner left a review (value: stars 1-5)
  'Repair Quote Sent', // technician sent a repair quote (value: quoted amount, USD)
  'repair-quote-accepted', // owner accepted a repair quote (value: accepted amount, USD)
  'part_ordered', // technician ordered a part (value: part cost, USD)
  'reminder.sent', // yearly-tuning reminder sent to an owner (value 0)
  'Availability Updated', // technician opened calendar slots (value: number of slots)
];

export const PERSONAS = {
  musicSchool: 'owner_1007', // Maple Street Music School, 14 pianos: the top owner
  churner: 'owner_1013', // very active early on, gone for the last two months
  newcomer: 'owner_1437', // joined three days ago
  topTech: 'tech_04', // busiest technician
  retiredTech: 'tech_17', // stopped working about 45 days ago
  concertHall: 'owner_1100', // a concert hall: few bookings, large repair jobs
};
export const NOBODY = 'owner_9999';

const N_OWNERS = 440,
  N_TECHS = 24;
const INCIDENT_K = 23; // days ago: the scheduling outage, mass cancellations

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(0x91a70);
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const out = [];
  const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');
  const emit = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const wd = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday
  const dayOf = (k) => today - k * DAY;

  // owners
  const owners = [];
  for (let i = 0; i < N_OWNERS; i++) {
    const id = `owner_${1001 + i}`;
    let join,
      leave = -1,
      rate = 0.03 + rnd() * 0.02,
      appRate = 0.15 + rnd() * 0.25;
    if (i < 190) join = 119 - Math.floor(rnd() * 6);
    else join = Math.floor(118 * Math.sqrt(1 - rnd())); // more joiners recently (growth)
    if (i < 190 && rnd() < 0.18) leave = Math.floor(20 + rnd() * 70);
    owners.push({ id, join, leave, rate, appRate });
  }
  const o = (id) => owners.find((x) => x.id === id);
  Object.assign(o('owner_1007'), { join: 119, leave: -1, rate: 0.45, appRate: 0.95 });
  Object.assign(o('owner_1013'), { join: 119, leave: 61, rate: 0.2, appRate: 0.8 });
  Object.assign(o('owner_1437'), { join: 3, leave: -1, rate: 0.35, appRate: 0.9 });
  Object.assign(o('owner_1100'), { join: 110, leave: -1, rate: 0.04, appRate: 0.3 });
  o('owner_1100').bigRepairs = true;

  // technicians
  const techs = [];
  for (let i = 0; i < N_TECHS; i++)
    techs.push({ id: `tech_${String(i + 1).padStart(2, '0')}`, weight: 1 + rnd() * 1.2, until: -1 });
  techs[3].weight = 7;
  techs[8].weight = 5;
  techs[11].weight = 4;
  techs[16].until = 45;
  const techFor = (k) => {
    const live = techs.filter((t) => t.until < 0 || k > t.until);
    const tot = live.reduce((s, t) => s + t.weight, 0);
    let r = rnd() * tot;
    for (const t of live) {
      if ((r -= t.weight) <= 0) return t.id;
    }
    return live[live.length - 1].id;
  };

  const ownerHour = () => {
    const r = rnd();
    if (r < 0.35) return 9 + rnd() * 3; // morning
    if (r < 0.75) return 18 + rnd() * 4; // evening peak
    return 7 + rnd() * 16;
  };
  const workHour = () => 8 + 9 * rnd() ** 1.7; // most jobs start in the morning
  const nextWorkday = (t) => {
    while (wd(t) === 6) t += DAY;
    return t;
  };

  const booking = (owner, t0, k) => {
    emit(owner.id, 'tuning_booked', 120 + Math.round(rnd() * 16) * 5, t0);
    if (rnd() < 0.1) {
      emit(owner.id, 'BookingCancelled', rnd() < 0.3 ? 25 : 0, t0 + (2 + rnd() * 60) * HOUR);
      return;
    }
    const lag = 1 + Math.floor(rnd() * 6);
    const jobDay = nextWorkday(Math.floor(t0 / DAY) * DAY + lag * DAY);
    const tech = techFor(Math.round((today - jobDay) / DAY));
    const td = jobDay + workHour() * HOUR;
    emit(tech, 'TechnicianDispatched', 3 + Math.round(rnd() * 45), td);
    if (rnd() < 0.06) return; // nobody home / piano not accessible: no tuning that day
    const tc = td + (1 + rnd() * 1.5) * HOUR;
    emit(tech, 'tuning.completed', 60 + Math.round(rnd() * 60), tc);
    emit(owner.id, 'payment.received', 120 + Math.round(rnd() * 20) * 5, tc + rnd() * 40 * HOUR);
    if (rnd() < 0.45) {
      const stars = rnd() < 0.6 ? 5 : rnd() < 0.7 ? 4 : 1 + Math.floor(rnd() * 3);
      emit(owner.id, 'review_submitted', stars, tc + (1 + rnd() * 70) * HOUR);
    }
    if (rnd() < (owner.bigRepairs ? 0.9 : 0.22)) {
      const amt = owner.bigRepairs ? 900 + Math.round(rnd() * 60) * 50 : 80 + Math.round(rnd() * 90) * 10;
      const tq = tc + (20 + rnd() * 50) * HOUR;
      emit(tech, 'Repair Quote Sent', amt, tq);
      if (rnd() < 0.55) {
        const ta = tq + (10 + rnd() * 110) * HOUR;
        emit(owner.id, 'repair-quote-accepted', amt, ta);
        if (rnd() < 0.7)
          emit(tech, 'part_ordered', 15 + Math.round(rnd() * 60) * 5, ta + (2 + rnd() * 22) * HOUR);
      }
    }
  };

  for (let k = 120; k >= 0; k--) {
    const d = dayOf(k),
      w = wd(d);
    const growth = 0.8 + (0.5 * (120 - k)) / 120;
    const bookF = [1.35, 1.2, 1.05, 1.0, 0.9, 0.75, 0.45][w];
    for (const ow of owners) {
      if (k > ow.join || (ow.leave >= 0 && k < ow.leave)) continue;
      if (rnd() < ow.appRate * (w === 6 ? 0.6 : 1)) emit(ow.id, 'app_opened', 0, d + ownerHour() * HOUR);
      if (ow.appRate > 0.3 && rnd() < 0.25) emit(ow.id, 'app_opened', 0, d + ownerHour() * HOUR);
      if (rnd() < ow.rate * bookF * growth) booking(ow, d + ownerHour() * HOUR, k);
      if (rnd() < 0.011) {
        const tr = d + (9 * 60 + rnd() * 20) * 60_000; // morning reminder batch
        emit(ow.id, 'reminder.sent', 0, tr);
        if (rnd() < 0.4) {
          emit(ow.id, 'app_opened', 0, tr + (1 + rnd() * 30) * HOUR);
          booking(ow, tr + (2 + rnd() * 120) * HOUR, k);
        }
      }
    }
    if (k === INCIDENT_K) {
      // scheduling outage: many cancellations in the afternoon
      const live = owners.filter((x) => x.join >= k && (x.leave < 0 || x.leave <= k));
      for (let i = 0; i < 85; i++) {
        const ow = pick(live);
        emit(ow.id, 'BookingCancelled', 0, d + (13 + rnd() * 5) * HOUR);
        emit(ow.id, 'app_opened', 0, d + (12.5 + rnd() * 6) * HOUR);
      }
    }
    for (const t of techs) {
      if (t.until >= 0 && k < t.until) continue;
      if (w === 6 && rnd() < 0.85) continue;
      if (rnd() < 0.85) emit(t.id, 'app_opened', 0, d + (7 + rnd() * 2) * HOUR);
      if (rnd() < 0.55)
        emit(t.id, 'Availability Updated', 1 + Math.floor(rnd() * 8), d + (17 + rnd() * 4) * HOUR);
    }
  }

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: iso(t),
  }));
}
