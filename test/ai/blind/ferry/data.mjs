// Ferry operator: passenger app + port systems. Deterministic for a given `now`.
const HOUR = 3_600_000,
  DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'app_opened', // app launched; value 0
  'booking_created', // a sailing booked; value = fare paid in EUR
  'Vehicle Added', // vehicle added to a booking; value = vehicle length in metres
  'cabin_upgrade', // cabin upgrade bought; value = price in EUR
  'check-in-completed', // online check-in done; value 0
  'BoardingScanned', // ticket scanned at the port gate; value = party size
  'cafe-purchase', // onboard cafe sale; value = amount in EUR
  'loyalty.points_earned', // loyalty points credited after a crossing; value = points
  'LoyaltyRedeemed', // loyalty points redeemed; value = points spent
  'booking.cancelled', // booking cancelled by the passenger; value = refund in EUR
  'Weather Cancellation', // sailing cancelled by the operator for weather; value = party size affected
  'sailing.delay_notice', // delay notification pushed; value = delay in minutes
];

export const PERSONAS = {
  commuter: 'pax_1007', // daily foot-passenger commuter, top user by far
  churner: 'pax_1013', // busy early on, gone for the last ~50 days
  newcomer: 'pax_1444', // first event ever 3 days ago
  trucker: 'pax_1021', // freight driver: vehicles, many crossings, no cabins
  bigSpender: 'pax_1031', // family that books cabins and spends in the cafe
};
export const NOBODY = 'pax_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEEKDAY_WEIGHT = [1.4, 1.0, 0.6, 0.8, 0.9, 1.5, 1.3]; // by getUTCDay: Sun..Sat
const SAILING_HOURS = [6, 7, 7, 8, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 17, 17, 18, 18, 19, 20, 21];

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(0xfe2217);
  const start = Math.ceil((now - 120 * DAY) / 1000) * 1000 + 60_000;
  const end = Math.floor((now - 120_000) / 1000) * 1000;
  const day0 = Math.floor(start / DAY) * DAY;
  const lastDay = Math.floor(end / DAY) * DAY;
  const nDays = Math.round((lastDay - day0) / DAY) + 1;
  const storm = Math.floor(now / DAY) * DAY - 23 * DAY;
  const rush = Math.floor(now / DAY) * DAY - 9 * DAY; // festival day: everyone travels
  const windy = new Set([storm - 41 * DAY, storm + 9 * DAY, storm - 70 * DAY].map((d) => d));
  const events = [];
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const money = (a, b) => Math.round((a + rnd() * (b - a)) * 100) / 100;
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < start || t > end) return;
    events.push({ userId, eventName, eventValue, timestamp: new Date(t).toISOString().slice(0, 19) + 'Z' });
  };

  function trip(u, sailT, opts = {}) {
    const party = opts.party ?? (rnd() < 0.55 ? 1 : ri(2, 5));
    const hasVehicle = opts.vehicle ?? rnd() < 0.35;
    const bookT = sailT - (opts.lead ?? ri(2, 120)) * HOUR - ri(0, 3599) * 1000;
    let fare = money(18, 40) * party + (hasVehicle ? money(45, 140) : 0);
    fare = Math.round(fare * 100) / 100;
    push(u, 'app_opened', 0, bookT - ri(60, 900) * 1000);
    push(u, 'booking_created', fare, bookT);
    if (hasVehicle)
      push(u, 'Vehicle Added', opts.vlen ?? pick([4.2, 4.5, 4.8, 5.1, 6.5, 7.2]), bookT + ri(30, 300) * 1000);
    if (opts.cabin ?? rnd() < 0.08) push(u, 'cabin_upgrade', money(29, 119), bookT + ri(300, 3000) * 1000);
    const sailDay = Math.floor(sailT / DAY) * DAY;
    if (sailDay === storm || (windy.has(sailDay) && rnd() < 0.3)) {
      push(u, 'Weather Cancellation', party, sailT - ri(60, 300) * 60_000);
      return;
    }
    if (rnd() < 0.06) {
      push(
        u,
        'booking.cancelled',
        Math.round(fare * 0.8 * 100) / 100,
        bookT + ri(1, Math.max(2, (sailT - bookT) / 1000 - 3600)) * 1000,
      );
      return;
    }
    const delayP = sailDay === storm + DAY ? 0.7 : windy.has(sailDay) ? 0.4 : 0.09;
    let delay = 0;
    if (rnd() < delayP) {
      delay = ri(1, 18) * 5;
      push(u, 'sailing.delay_notice', delay, sailT - ri(20, 90) * 60_000);
    }
    if (rnd() < 0.85) push(u, 'check-in-completed', 0, sailT - ri(2, 20) * HOUR - ri(0, 3599) * 1000);
    if (rnd() < 0.93) push(u, 'BoardingScanned', party, sailT + delay * 60_000 - ri(10, 45) * 60_000);
    const cafe = opts.cafe ?? (rnd() < 0.5 ? 0 : ri(1, 3));
    for (let i = 0; i < cafe; i++)
      push(
        u,
        'cafe-purchase',
        money(3.5, 14) * (opts.cafeMul ?? 1),
        sailT + delay * 60_000 + ri(10, 80) * 60_000 + i * 137_000,
      );
    if (opts.member ?? true)
      push(u, 'loyalty.points_earned', Math.floor(fare), sailT + 6 * HOUR + ri(0, 3599) * 1000);
    if ((opts.member ?? true) && rnd() < (opts.redeemP ?? 0.05))
      push(u, 'LoyaltyRedeemed', ri(5, 30) * 100, sailT + ri(7, 40) * HOUR);
  }

  const sailAt = (d, hour) => d + hour * HOUR + ri(0, 3) * 15 * 60_000;

  // ordinary passengers pax_1001..pax_1460 (personas handled specially)
  const special = new Set(Object.values(PERSONAS));
  for (let i = 1; i <= 460; i++) {
    const u = `pax_${1000 + i}`;
    if (special.has(u)) continue;
    // growth: more users join later in the window
    const joinDay = rnd() < 0.3 ? 0 : Math.floor(nDays * Math.sqrt(rnd()));
    const churnDay = rnd() < 0.15 ? ri(joinDay + 5, nDays + 20) : Infinity;
    const p = rnd() < 0.1 ? 0.18 + rnd() * 0.12 : 0.02 + rnd() * 0.07;
    const appP = 0.05 + rnd() * 0.2;
    const member = rnd() < 0.7;
    let first = joinDay > 0;
    for (let k = joinDay; k < Math.min(nDays, churnDay); k++) {
      const d = day0 + k * DAY;
      const w = WEEKDAY_WEIGHT[new Date(d).getUTCDay()];
      const boost = d === rush ? 5 : 1;
      if (first || rnd() < p * w * boost) {
        trip(u, sailAt(d, pick(SAILING_HOURS)), { member });
        first = false;
      }
      if (rnd() < appP) push(u, 'app_opened', 0, d + ri(6 * 3600, 23 * 3600 + 3599) * 1000);
    }
  }

  // personas
  for (let k = 0; k < nDays; k++) {
    const d = day0 + k * DAY;
    const wd = new Date(d).getUTCDay();
    // commuter: both ways on weekdays
    if (wd >= 1 && wd <= 5) {
      trip(PERSONAS.commuter, d + 7 * HOUR + 30 * 60_000, {
        party: 1,
        vehicle: false,
        cabin: false,
        lead: ri(10, 14),
        cafe: 1,
        redeemP: 0.05,
      });
      trip(PERSONAS.commuter, d + 17 * HOUR + 45 * 60_000, {
        party: 1,
        vehicle: false,
        cabin: false,
        lead: ri(3, 6),
        cafe: rnd() < 0.5 ? 1 : 0,
      });
    }
    if (rnd() < 0.6) push(PERSONAS.commuter, 'app_opened', 0, d + ri(19 * 3600, 22 * 3600) * 1000);
    // churner: heavy for the first ~65 days, then silent
    if (k < nDays - 52 && rnd() < 0.35 * WEEKDAY_WEIGHT[wd])
      trip(PERSONAS.churner, sailAt(d, pick(SAILING_HOURS)), { vehicle: true });
    // trucker: freight most weekdays
    if (wd >= 1 && wd <= 5 && rnd() < 0.75)
      trip(PERSONAS.trucker, sailAt(d, pick([5, 6, 21, 22])), {
        party: 1,
        vehicle: true,
        vlen: 16.5,
        cabin: false,
        cafe: ri(1, 2),
      });
    // big spender: family weekends with cabins
    if (rnd() < 0.5) push(PERSONAS.bigSpender, 'app_opened', 0, d + ri(8 * 3600, 22 * 3600) * 1000);
    if ((wd === 5 || wd === 0) && rnd() < 0.95)
      trip(PERSONAS.bigSpender, sailAt(d, pick([9, 12, 18])), {
        party: 4,
        vehicle: true,
        cabin: true,
        cafe: ri(2, 4),
        cafeMul: 2,
      });
    // newcomer: joins 3 days ago
    if (k === nDays - 4) trip(PERSONAS.newcomer, sailAt(d, 14), { party: 2, lead: 2 });
  }
  // newcomer opens the app again
  push(PERSONAS.newcomer, 'app_opened', 0, lastDay - 2 * DAY + 9 * HOUR);
  // the very latest event: the commuter checks the timetable
  push(PERSONAS.commuter, 'app_opened', 0, end);

  events.sort((a, b) =>
    a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : a.userId < b.userId ? -1 : 1,
  );
  return events;
}
