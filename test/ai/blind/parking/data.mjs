// Deterministic usage events of a city parking app over the 120 days before `now`.
// Drivers open the app, search for parking, start / extend / end parking sessions (minutes
// parked), pay (euros), get fined (euros), top up their wallet (euros) and add vehicles.

export const EVENT_NAMES = [
  'account_created',
  'app_opened',
  'parking.search',
  'session_started',
  'session_extended',
  'session_ended',
  'payment_completed',
  'receipt_downloaded',
  'fine_issued',
  'wallet.topup',
  'vehicle_added',
  'zone.favorited',
];

// drv_0007: heavy commuter, long-standing (before the window, never churns).
// drv_0042: signed up (account_created) 45 days before now, regular use since.
// drv_0311: long-standing, fined very often, last active about 25 days before now.
export const PERSONAS = { heavy: 'drv_0007', newcomer: 'drv_0042', fined: 'drv_0311' };
export const NOBODY = 'drv_9999';

const USERS = 480;
const DAYS = 120;
const MIN = 60_000;
const DAY = 86_400_000;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// UTC hour-of-day weights: morning commute, lunch, evening.
const HOUR_WEIGHTS = [1, 0.5, 0.3, 0.3, 0.5, 1.5, 4, 8, 10, 7, 5, 6, 8, 7, 5, 5, 7, 9, 8, 6, 4, 3, 2, 1.5];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((s, w) => s + w, 0);
// Sunday..Saturday (getUTCDay order)
const WEEKDAY_FACTOR = [0.45, 1, 1.05, 1, 1.1, 1.15, 0.75];

export function generateEvents(now, seed = 7) {
  const nowMs = +now;
  const rnd = mulberry32(seed);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const poisson = (lambda) => {
    let k = 0;
    let p = Math.exp(-lambda);
    let s = p;
    const u = rnd();
    while (u > s && k < 50) {
      k += 1;
      p *= lambda / k;
      s += p;
    }
    return k;
  };
  const hourOfDay = () => {
    let x = rnd() * HOUR_TOTAL;
    for (let h = 0; h < 24; h += 1) {
      x -= HOUR_WEIGHTS[h];
      if (x < 0) return h;
    }
    return 23;
  };

  const today = Math.floor(nowMs / DAY) * DAY;
  const firstDay = today - (DAYS - 1) * DAY;
  const cutoff = nowMs - 2 * MIN;
  const events = [];
  const push = (userId, eventName, t, eventValue = 0) => {
    if (t < firstDay || t >= cutoff) return;
    const ts = new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');
    events.push({ userId, eventName, eventValue, timestamp: ts });
  };

  for (let i = 1; i <= USERS; i += 1) {
    const userId = `drv_${String(i).padStart(4, '0')}`;
    const kind = rnd();
    let rate = kind < 0.03 ? 0.8 + rnd() * 1.2 : kind < 0.62 ? 0.07 + rnd() * 0.15 : 0.02 + rnd() * 0.05;
    let fineRate = 0.006 + rnd() * 0.01;
    let preExisting = rnd() < 0.28;
    // first active day index (0 = firstDay)
    let startDay = preExisting ? 0 : Math.floor(DAYS * Math.sqrt(rnd()) * 0.98);
    let endDay = rnd() < 0.2 ? startDay + Math.floor(rnd() * (DAYS - startDay)) : DAYS;
    if (preExisting && rnd() < 0.04) startDay = DAYS - 20 + Math.floor(rnd() * 15); // comes back late
    const zoneRate = pick([1.6, 2.4, 3.2, 4.1]);

    if (userId === PERSONAS.heavy) {
      [rate, preExisting, startDay, endDay, fineRate] = [1.5, true, 0, DAYS, 0.01];
    } else if (userId === PERSONAS.newcomer) {
      [rate, preExisting, startDay, endDay, fineRate] = [0.4, false, DAYS - 45, DAYS, 0.01];
    } else if (userId === PERSONAS.fined) {
      [rate, preExisting, startDay, endDay, fineRate] = [0.45, true, 0, DAYS - 25, 0.25];
    }

    // signup
    if (!preExisting) {
      const t0 = firstDay + startDay * DAY + hourOfDay() * 3_600_000 + Math.floor(rnd() * 3_600_000);
      const t = userId === PERSONAS.newcomer ? nowMs - 45 * DAY : t0;
      push(userId, 'account_created', t);
      if (rnd() < 0.9) push(userId, 'vehicle_added', t + (2 + Math.floor(rnd() * 8)) * MIN);
      if (rnd() < 0.5)
        push(userId, 'wallet.topup', t + (10 + Math.floor(rnd() * 20)) * MIN, pick([10, 20, 25, 50]));
    } else if (rnd() < 0.12) {
      push(userId, 'vehicle_added', firstDay + Math.floor(rnd() * DAYS) * DAY + hourOfDay() * 3_600_000);
    }

    for (let d = startDay; d < endDay && d < DAYS; d += 1) {
      const dayT = firstDay + d * DAY;
      const growth = 0.7 + (0.6 * d) / DAYS;
      const wd = WEEKDAY_FACTOR[new Date(dayT).getUTCDay()];
      const n = poisson(rate * growth * wd);
      for (let k = 0; k < n; k += 1) {
        let t = dayT + hourOfDay() * 3_600_000 + Math.floor(rnd() * 3_600_000);
        if (rnd() < 0.07) {
          push(userId, 'wallet.topup', t, pick([10, 20, 25, 50, 100]));
          t += (1 + Math.floor(rnd() * 4)) * MIN;
        }
        push(userId, 'app_opened', t);
        const searches = 1 + Math.floor(rnd() * 3);
        for (let s = 0; s < searches; s += 1) {
          t += (10 + Math.floor(rnd() * 80)) * 1000;
          push(userId, 'parking.search', t);
        }
        if (rnd() < 0.04) push(userId, 'zone.favorited', t + 20_000);
        if (rnd() < 0.14) continue; // searched, did not park
        t += (1 + Math.floor(rnd() * 5)) * MIN;
        push(userId, 'session_started', t);
        const start = t;
        let minutes = 15 + Math.floor(-Math.log(1 - rnd()) * 70);
        if (minutes > 600) minutes = 600;
        if (rnd() < 0.22) {
          push(userId, 'session_extended', start + Math.floor(minutes * 0.6) * MIN);
          const extra = 15 + Math.floor(rnd() * 60);
          minutes += extra;
          if (rnd() < 0.25) push(userId, 'session_extended', start + (minutes - 10) * MIN);
        }
        const end = start + minutes * MIN;
        push(userId, 'session_ended', end, minutes);
        const amount = Math.max(0.5, Math.round((minutes / 60) * zoneRate * 100) / 100);
        // a few sessions are covered by a resident permit: no payment
        if (rnd() < 0.06) continue;
        push(userId, 'payment_completed', end + (5 + Math.floor(rnd() * 25)) * 1000, amount);
        if (rnd() < 0.12) push(userId, 'receipt_downloaded', end + (1 + Math.floor(rnd() * 30)) * MIN);
        if (rnd() < fineRate * 3) {
          push(
            userId,
            'fine_issued',
            start + Math.floor(rnd() * (minutes + 60)) * MIN,
            pick([30, 45, 60, 95]),
          );
        }
      }
      if (rnd() < fineRate * 0.3) {
        push(
          userId,
          'fine_issued',
          dayT + hourOfDay() * 3_600_000 + Math.floor(rnd() * 3_600_000),
          pick([30, 45, 60, 95]),
        );
      }
      if (rnd() < 0.002) push(userId, 'vehicle_added', dayT + hourOfDay() * 3_600_000);
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
