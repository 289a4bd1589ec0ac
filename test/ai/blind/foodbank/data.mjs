// Harvest Table Community Food Bank: volunteer and client app events.
const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  WEEK = 7 * DAY;

export const EVENT_NAMES = [
  'household_registered', // value: household size (people)
  'appointment.booked', // value: 0
  'appointment-cancelled', // value: 0
  'ParcelHandedOut', // value: kg in the parcel
  'Food Donation Received', // value: kg received
  'donation-money', // value: money given (dollars)
  'shift.signed_up', // value: shift length in hours
  'ShiftCheckedIn', // value: hours worked
  'shift_missed', // value: 0
  'delivery-completed', // value: kg delivered to a homebound client
  'Low Stock Alert', // value: units left on the shelf
  'survey.submitted', // value: satisfaction score 1-10
];

export const PERSONAS = {
  topVolunteer: 'vol_107',
  churnedVolunteer: 'vol_133',
  newHousehold: 'hh_1412',
  topMoneyDonor: 'donor_044',
  topFoodDonor: 'donor_freshmart',
  topDriver: 'driver_05',
  inventoryBot: 'inventory_bot',
  coordinator: 'staff_amy',
};
export const NOBODY = 'vol_999';

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
  const rnd = mulberry32(424242);
  const r = (a, b) => a + rnd() * (b - a);
  const ri = (a, b) => Math.floor(r(a, b + 1));
  const r1 = (a, b) => Math.round(r(a, b) * 10) / 10;
  const N = +now,
    lo = N - 120 * DAY,
    hi = N - 120_000;
  const today0 = Math.floor(N / DAY) * DAY;
  const out = [];
  const push = (u, name, v, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= lo && t <= hi)
      out.push({
        userId: u,
        eventName: name,
        eventValue: v,
        timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
      });
  };
  const wdOf = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday
  const firstDay = today0 - 121 * DAY;
  const INCIDENT = today0 - 38 * DAY; // walk-in freezer failure
  const days = [];
  for (let d = firstDay; d <= today0; d += DAY) days.push(d);
  const progress = (d) => Math.max(0, Math.min(1, (d - firstDay) / (121 * DAY)));
  const at = (d, h0, h1) => d + r(h0, h1) * HOUR;

  // ---- households ----
  const households = [];
  for (let i = 0; i < 160; i++) households.push({ id: `hh_${1001 + i}`, reg: -Infinity, size: ri(1, 7) });
  for (let i = 0; i < 180; i++) {
    // registrations accelerate towards winter
    const p = Math.sqrt(rnd());
    const regDay = firstDay + Math.floor(p * 122) * DAY;
    households.push({ id: `hh_${1161 + i}`, reg: at(regDay, 9, 17), size: ri(1, 8) });
  }
  for (const h of households) {
    if (h.reg > -Infinity) push(h.id, 'household_registered', h.size, h.reg);
    const pref = [1, 3, 5][ri(0, 2)];
    const base = r(0.6, 0.95);
    const stop = rnd() < 0.12 ? firstDay + r(30, 110) * DAY : Infinity;
    for (let w = firstDay - wdOf(firstDay) * DAY; w <= today0 + WEEK; w += WEEK) {
      const pick = w + pref * DAY;
      if (pick > stop) break;
      if (rnd() > base * (0.75 + 0.45 * progress(pick))) continue;
      const booked = pick - ri(1, 3) * DAY + r(7, 22) * HOUR;
      if (booked < h.reg) continue;
      push(h.id, 'appointment.booked', 0, booked);
      const roll = rnd();
      if (roll < 0.08) {
        push(h.id, 'appointment-cancelled', 0, pick - r(2, 14) * HOUR);
        continue;
      }
      if (roll < 0.14) continue; // no-show
      const t = at(pick, 9, 17);
      push(h.id, 'ParcelHandedOut', r1(4 + (h.size ?? 3) * 1.5, 10 + (h.size ?? 3) * 2.2), t);
      if (rnd() < 0.17) push(h.id, 'survey.submitted', ri(rnd() < 0.2 ? 3 : 6, 10), t + r(1, 30) * HOUR);
    }
  }
  // the newcomer's story: booked, collected, answered the survey
  const n0 = today0 - 6 * DAY;
  push('hh_1412', 'household_registered', 5, n0 + 10.5 * HOUR);
  push('hh_1412', 'appointment.booked', 0, n0 + 10.75 * HOUR);
  push('hh_1412', 'ParcelHandedOut', 18.4, n0 + 2 * DAY + 11.25 * HOUR);
  push('hh_1412', 'survey.submitted', 9, n0 + 2 * DAY + 19.5 * HOUR);
  push('hh_1412', 'appointment.booked', 0, n0 + 4 * DAY + 8.2 * HOUR);

  // ---- volunteers ----
  const shiftDays = [0, 1, 3, 5]; // Mon sorting, Tue/Thu/Sat distribution
  for (let i = 0; i < 70; i++) {
    const id = `vol_${101 + i}`;
    const top = id === 'vol_107',
      churner = id === 'vol_133';
    const myDays = top ? shiftDays : shiftDays.filter(() => rnd() < 0.6);
    if (!myDays.length) myDays.push(shiftDays[ri(0, 3)]);
    const rate = top ? 0.97 : r(0.5, 0.9);
    const stop = churner ? today0 - 52 * DAY : rnd() < 0.1 ? firstDay + r(40, 100) * DAY : Infinity;
    for (const d of [...days, ...[1, 2, 3, 4, 5, 6, 7].map((k) => today0 + k * DAY)]) {
      if (!myDays.includes(wdOf(d)) || d > stop) continue;
      if (rnd() > rate) continue;
      const start = d + (rnd() < 0.6 ? 8 : 13) * HOUR + ri(0, 20) * 60_000;
      const hrs = top ? 4 : [2, 3, 3, 4][ri(0, 3)];
      const signed = start - r(1, 6) * DAY;
      if (signed > stop) continue;
      push(id, 'shift.signed_up', hrs, signed);
      const missP = d === INCIDENT ? 0.85 : top ? 0.02 : 0.06 + 0.1 * progress(d);
      if (rnd() < missP) push(id, 'shift_missed', 0, start + hrs * HOUR);
      else push(id, 'ShiftCheckedIn', hrs - (rnd() < 0.15 ? 0.5 : 0), start + ri(-10, 15) * 60_000);
    }
  }

  // ---- drivers ----
  for (let i = 1; i <= 8; i++) {
    const id = `driver_0${i}`;
    const per = id === 'driver_05' ? [8, 11] : [2, 6];
    for (const d of days) {
      if (wdOf(d) !== 2 && wdOf(d) !== 4) continue;
      if (id !== 'driver_05' && rnd() < 0.2) continue;
      const k = ri(per[0], per[1]);
      for (let j = 0; j < k; j++) push(id, 'delivery-completed', r1(6, 22), at(d, 10, 16));
    }
  }

  // ---- donors ----
  const donors = Array.from({ length: 58 }, (_, i) => `donor_${String(i + 1).padStart(3, '0')}`);
  for (const d of days) {
    const wd = wdOf(d);
    // food: weekdays, supermarket Mon/Wed/Fri
    if (wd < 5) {
      const k = ri(18, 30) + (d === INCIDENT + DAY ? 40 : 0);
      for (let j = 0; j < k; j++)
        push(donors[ri(0, 57)], 'Food Donation Received', r1(1, rnd() < 0.1 ? 150 : 30), at(d, 9, 18));
      if (wd === 0 || wd === 2 || wd === 4)
        push('donor_freshmart', 'Food Donation Received', r1(220, 380), at(d, 7, 8));
    } else if (rnd() < 0.6) {
      for (let j = ri(2, 6); j > 0; j--)
        push(donors[ri(0, 57)], 'Food Donation Received', r1(1, 25), at(d, 10, 14));
    }
    // money: online, around the clock, more in the evening and towards giving season
    const k = Math.round(r(13, 21) * (0.8 + 0.6 * progress(d))) + (d === INCIDENT + DAY ? 25 : 0);
    for (let j = 0; j < k; j++) {
      const h = rnd() < 0.6 ? r(17, 24) : r(0, 24);
      const big = rnd() < 0.06;
      push(
        donors[ri(0, 57)],
        'donation-money',
        big ? ri(25, 100) * 10 : Math.round(r(5, 120) * 100) / 100,
        d + h * HOUR,
      );
    }
    if (wd === 4) push('donor_044', 'donation-money', 500, at(d, 12, 13));
    // stock alerts: inventory scan at 06:00 and 18:00, plus the coordinator by hand
    for (const h of [6, 18])
      for (let j = ri(1, 5); j > 0; j--)
        push('inventory_bot', 'Low Stock Alert', ri(0, 15), d + h * HOUR + ri(0, 25) * 60_000);
    if (rnd() < 0.4) push('staff_amy', 'Low Stock Alert', ri(0, 10), at(d, 9, 16));
    if (d === INCIDENT)
      for (let j = 0; j < 70; j++) push('inventory_bot', 'Low Stock Alert', 0, at(d, 3, 23));
  }
  // the giving page never sleeps: always something in the last few minutes
  push(donors[7], 'donation-money', 25, N - 150_000);
  push('hh_1077', 'appointment.booked', 0, N - 9 * 60_000);

  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
