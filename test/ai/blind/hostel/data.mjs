// Backpacker hostel group: bookings, front desk, lockers, tours, bar tabs, reviews.
const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;

export const EVENT_NAMES = [
  'app_opened',
  'bed_reserved',
  'guest.checked_in',
  'GuestCheckedOut',
  'Locker Rented',
  'tour-booked',
  'bar_tab_settled',
  'review.left',
  'BookingCancelled',
  'Key Card Issued',
  'shift-started',
  'breakfast_added',
];

export const PERSONAS = {
  topGuest: 'guest_0007', // digital nomad living in the hostels, top by events and by spend
  churner: 'guest_0042', // regular in the first two months, gone for the last ~50 days
  newcomer: 'guest_0418', // first ever event three days ago
  critic: 'guest_0113', // reviews every stay, harshly
  leadDesk: 'desk_03', // the busiest front-desk staff member
};
export const NOBODY = 'guest_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GUESTS = 500,
  STAFF = 12;
const WEEKDAY_WEIGHT = [0.75, 0.6, 0.65, 0.8, 1, 1, 0.7]; // Mon..Sun, by check-in day
const pad = (n, w) => String(n).padStart(w, '0');

export function generateEvents(now) {
  const rng = mulberry32(20261125);
  const nowMs = Math.floor(+now / 1000) * 1000;
  const latest = nowMs - 2 * MIN - 1000;
  const earliest = nowMs - 119.5 * DAY;
  const today = Math.floor(nowMs / DAY) * DAY;
  const incident = today - 37 * DAY;
  const out = [];
  const r = () => rng();
  const ri = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const add = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const staffW = [1, 1.5, 2.8, 0.9, 0.7, 1.1, 0.6, 0.8, 0.5, 2.0, 0.9, 0.4];
  const staffTotal = staffW.reduce((a, b) => a + b, 0);
  const pickStaff = () => {
    let x = r() * staffTotal;
    for (let i = 0; i < STAFF; i++) {
      x -= staffW[i];
      if (x <= 0) return `desk_${pad(i + 1, 2)}`;
    }
    return 'desk_12';
  };
  const weekdayOf = (t) => (new Date(t).getUTCDay() + 6) % 7;
  const stars = () => {
    const x = r();
    return x < 0.05 ? 1 : x < 0.13 ? 2 : x < 0.3 ? 3 : x < 0.65 ? 4 : 5;
  };

  // One stay: reservation, optional cancellation, otherwise the stay itself.
  function stay(u, arrivalDay, nights, o = {}) {
    const price = 16 + Math.floor(r() * 17) + ri(0, 99) / 100;
    const reservedAt = arrivalDay + ri(9, 20) * HOUR - (ri(1, 20) * DAY + ri(0, 3600) * 1000);
    if (reservedAt >= incident && reservedAt < incident + DAY) {
      // the booking engine was down: reservations that day never went through
    } else add(u, 'bed_reserved', Math.round(nights * price * 100) / 100, reservedAt);
    for (let k = ri(2, 5); k > 0; k--) add(u, 'app_opened', 0, reservedAt + r() * (arrivalDay - reservedAt));
    if (!o.noCancel && r() < 0.1) {
      add(u, 'BookingCancelled', Math.round(nights * price * 80) / 100, reservedAt + ri(1, 48) * HOUR);
      return;
    }
    const checkin =
      arrivalDay + pick([13, 14, 14, 15, 15, 15, 16, 16, 17, 18, 19, 20, 21]) * HOUR + ri(0, 3599) * 1000;
    add(u, 'guest.checked_in', nights, checkin);
    if (r() < 0.9) add(pickStaff(), 'Key Card Issued', 0, checkin + ri(60, 400) * 1000);
    if (r() < 0.15) add(pickStaff(), 'Key Card Issued', 0, checkin + ri(2, 40) * HOUR); // lost card, new one
    if (r() < (o.locker ?? 0.6))
      add(u, 'Locker Rented', nights <= 2 ? 3 : nights <= 4 ? 5 : 8, checkin + ri(5, 90) * MIN);
    for (let n = 0; n < nights; n++) {
      const day = arrivalDay + n * DAY;
      for (let k = o.apps ?? ri(1, 4); k > 0; k--)
        add(u, 'app_opened', 0, day + (r() < 0.15 ? ri(0, 6) : ri(7, 23)) * HOUR + ri(0, 3599) * 1000);
      if (n > 0 && r() < 0.7) add(u, 'breakfast_added', 6.5, day + ri(7, 9) * HOUR + ri(0, 3599) * 1000);
      if (r() < 0.27)
        add(u, 'tour-booked', pick([25, 35, 45, 60, 85]), day + ri(9, 19) * HOUR + ri(0, 3599) * 1000);
      if (r() < (o.bar ?? 0.8))
        add(
          u,
          'bar_tab_settled',
          Math.round((6 + r() * 64) * 100) / 100,
          day + pick([21, 22, 22, 23, 23, 23, 24, 25]) * HOUR + ri(0, 3599) * 1000,
        );
    }
    const checkout = arrivalDay + nights * DAY + ri(8, 11) * HOUR + ri(0, 3599) * 1000;
    add(u, 'GuestCheckedOut', 0, checkout);
    if (r() < (o.review ?? 0.45))
      add(u, 'review.left', o.stars ? o.stars() : stars(), checkout + ri(2, 60) * HOUR);
  }

  const pickArrival = (daysAgo) => {
    for (let tries = 0; tries < 20; tries++) {
      const d = today - Math.floor(daysAgo) * DAY;
      if (r() < WEEKDAY_WEIGHT[weekdayOf(d)]) return d;
      daysAgo += r() < 0.5 ? 1 : -1;
      if (daysAgo < -20) daysAgo = -20;
    }
    return today - Math.floor(daysAgo) * DAY;
  };
  const nightsPick = () => {
    const x = r();
    return x < 0.2 ? 1 : x < 0.5 ? 2 : x < 0.72 ? 3 : x < 0.85 ? 4 : x < 0.93 ? 5 : ri(6, 7);
  };

  for (let g = 1; g <= GUESTS; g++) {
    const u = `guest_${pad(g, 4)}`;
    if (u === PERSONAS.topGuest) {
      let d = today - 126 * DAY;
      while (d < today) {
        const n = ri(9, 14);
        stay(u, d, n, { noCancel: true, bar: 0.95, apps: 5, locker: 1 });
        d += (n + 1) * DAY;
      }
      continue;
    }
    if (u === PERSONAS.churner) {
      for (const ago of [116, 104, 92, 80, 68, 58])
        stay(u, today - ago * DAY, ri(3, 5), { noCancel: true, bar: 0.9, apps: 3 });
      continue;
    }
    if (u === PERSONAS.newcomer) {
      const d = today - 1 * DAY;
      const reservedAt = nowMs - 3 * DAY + 2 * HOUR;
      add(u, 'bed_reserved', 71.4, reservedAt);
      add(u, 'app_opened', 0, reservedAt + 5 * MIN);
      add(u, 'app_opened', 0, nowMs - 30 * HOUR);
      add(u, 'guest.checked_in', 3, nowMs - 26 * HOUR);
      add(pickStaff(), 'Key Card Issued', 0, nowMs - 26 * HOUR + 4 * MIN);
      add(u, 'Locker Rented', 5, nowMs - 25 * HOUR);
      add(u, 'tour-booked', 45, nowMs - 20 * HOUR);
      add(u, 'bar_tab_settled', 23.8, nowMs - 14 * HOUR);
      add(u, 'app_opened', 0, nowMs - 3 * HOUR);
      void d;
      continue;
    }
    if (u === PERSONAS.critic) {
      for (const ago of [100, 71, 44, 20, 9])
        stay(u, today - ago * DAY, ri(2, 3), { noCancel: true, review: 1, stars: () => (r() < 0.6 ? 1 : 2) });
      continue;
    }
    // growth: first arrival more likely recently
    const f = Math.sqrt(r());
    let ago = -12 + (121 + 12) * (1 - f);
    let stays = 2 + Math.floor(r() * 5);
    while (stays-- > 0 && ago >= -12) {
      const d = pickArrival(ago);
      const n = nightsPick();
      stay(u, d, n);
      ago = (today - d) / DAY - n - ri(4, 20);
    }
  }

  // Front-desk shifts: three a day.
  for (let k = 121; k >= 0; k--) {
    const d = today - k * DAY;
    for (const h of [6, 14, 22]) add(pickStaff(), 'shift-started', 8, d + h * HOUR + ri(-600, 600) * 1000);
  }

  // Incident day: the booking engine outage auto-cancelled reservations.
  for (let k = 0; k < 48; k++) {
    add(
      `guest_${pad(ri(1, GUESTS), 4)}`,
      'BookingCancelled',
      Math.round((20 + r() * 70) * 100) / 100,
      incident + ri(8, 20) * HOUR + ri(0, 3599) * 1000,
    );
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
