// Synthetic usage events for "BinRoute", the route + customer app of a commercial waste and
// recycling hauler. Drivers (drv_XX) use the route app; business customers (cust_XXXX) use the
// customer portal. Deterministic for a given `now`.

const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;

export const EVENT_NAMES = [
  'pickup_completed', // driver: bin emptied; eventValue = kg collected
  'pickup.missed', // driver: scheduled stop not serviced; eventValue = 0
  'driver_check_in', // driver: start of shift at the depot; eventValue = 0
  'route.started', // driver: route begun; eventValue = stops planned
  'ContaminationFlagged', // driver: recycling bin contaminated; eventValue = kg contaminated
  'OverflowReported', // customer: bin overflowing; eventValue = extra bags on the ground
  'Extra Pickup Requested', // customer: extra collection requested; eventValue = bins to collect
  'invoice.issued', // customer: monthly invoice issued (billing run on the 1st); eventValue = payment terms in days
  'invoice-paid', // customer: invoice paid; eventValue = amount paid in USD (whole dollars)
  'portal_login', // customer: logged into the portal; eventValue = 0
  'bin-swap-requested', // customer: asked for a different bin size; eventValue = new bin size in litres
  'Service Rating', // customer: rated the service; eventValue = 1..5 stars
];

export const PERSONAS = {
  topDriver: 'drv_03', // works six days a week, longest route: most events, most kg
  rookieDriver: 'drv_22', // hired about 20 days ago
  bigCustomer: 'cust_1007', // shopping mall: overflows weekly, many extra pickups, biggest invoices
  churner: 'cust_1150', // restaurant that left for a competitor ~45 days ago
  newcomer: 'cust_1399', // signed up ~6 days ago
};

export const NOBODY = 'cust_9999';

export function mulberry32(seed) {
  return function () {
    let t = (seed += 0x6d2b79f5);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayStart = (t) => Math.floor(t / DAY) * DAY;
const isoWeekday = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday

// The truck-breakdown day: the Wednesday of the ISO week that contains now − 17 days (15–21 days ago).
export function incidentDay(now) {
  const t = dayStart(+now - 17 * DAY);
  return t - isoWeekday(t) * DAY + 2 * DAY;
}

// weekday (0 = Monday) → overflow, for the mall and the two bars next to it
const OVERFLOW_DAYS = { cust_1007: [0, 2, 4], cust_1042: [1, 3], cust_1088: [5] };

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(20261125);
  const today = dayStart(now);
  const latest = now - 2 * MIN,
    earliest = now - 120 * DAY;
  const incident = incidentDay(now);
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];

  // ---------------- drivers ----------------
  const hires = { 15: 100, 16: 85, 17: 70, 18: 60, 19: 50, 20: 40, 21: 30, 22: 20 };
  for (let k = 1; k <= 22; k++) {
    const id = `drv_${String(k).padStart(2, '0')}`;
    const hired = hires[k] ?? 119;
    const top = id === PERSONAS.topDriver;
    for (let d = hired; d >= 0; d--) {
      const ds = today - d * DAY;
      const wd = isoWeekday(ds);
      const satP = { drv_14: 1, drv_06: 0.8 }[id] ?? 0.4; // drv_14 and drv_06 take most Saturday shifts
      let works = wd < 5 ? rnd() > 0.08 : wd === 5 ? top || rnd() < satP : rnd() < 0.1;
      if (top && wd < 6) works = true;
      if (!works) continue;
      let t = ds + 5 * HOUR + ri(0, 55) * MIN + ri(0, 59) * 1000;
      push(id, 'driver_check_in', 0, t);
      if (!top && rnd() < 0.07) continue; // standby shift at the depot: checked in, no route
      const growth = d < 40 ? 1 : 0;
      const stops = top ? ri(11, 13) : ri(6, 9) + growth + (id === 'drv_14' || id === 'drv_06' ? 1 : 0);
      t += ri(10, 40) * MIN;
      push(id, 'route.started', stops, t);
      const missP = ds === incident ? 0.75 : 0.05;
      for (let s = 0; s < stops; s++) {
        t += ri(12, 45) * MIN + ri(0, 59) * 1000;
        if (rnd() < missP) {
          push(id, 'pickup.missed', 0, t);
          continue;
        }
        const kg = Math.round(40 + rnd() * 300 + rnd() * rnd() * 600);
        push(id, 'pickup_completed', kg, t);
        if (rnd() < 0.045) push(id, 'ContaminationFlagged', ri(2, 60), t + ri(1, 4) * MIN);
      }
    }
  }

  // ---------------- customers ----------------
  const custHour = () => {
    const r = rnd();
    const h = r < 0.7 ? ri(8, 17) : r < 0.9 ? ri(18, 21) : ri(6, 7);
    return h * HOUR + ri(0, 59) * MIN + ri(0, 59) * 1000;
  };
  for (let k = 1001; k <= 1420; k++) {
    const id = `cust_${k}`;
    // half of the accounts predate the window; later sign-ups get more frequent (growth)
    let start = rnd() < 0.5 ? 119 - ri(0, 4) : Math.floor(115 * (1 - Math.sqrt(rnd())));
    let end = rnd() < 0.1 ? Math.max(0, start - ri(10, 90)) : -1;
    const big = id === PERSONAS.bigCustomer;
    if (big) {
      start = 119;
      end = -1;
    }
    if (id === PERSONAS.churner) {
      start = 119;
      end = 45;
    }
    if (id === PERSONAS.newcomer) {
      start = 6;
      end = -1;
    }
    const base = big
      ? 1850
      : id === 'cust_1042'
        ? 1400
        : id === 'cust_1088'
          ? 1300
          : pick([95, 120, 149, 180, 240, 310, 390, 520, 760]) + ri(0, 40) * 5;
    const trouble = { cust_1042: 0.12, cust_1088: 0.09 }[id]; // two more problem sites (bars next to the mall)
    const loginRate = big ? 0.5 : 0.08 + rnd() * 0.22;
    const overflowRate = big ? 0.22 : (trouble ?? rnd() * rnd() * 0.03);
    if (trouble) {
      start = 119;
      end = -1;
    }
    let extras = 0;
    for (let d = start; d > end; d--) {
      const ds = today - d * DAY;
      const wd = isoWeekday(ds);
      const weekend = wd >= 5 ? 0.35 : 1;
      const first = d === start;
      if (first || rnd() < loginRate * (wd === 6 ? 0.25 : wd === 5 ? 0.45 : 1))
        push(id, 'portal_login', 0, ds + custHour());
      const fixed = OVERFLOW_DAYS[id]; // the problem sites overflow on fixed weekdays
      let ovP = fixed ? (fixed.includes(wd) ? 1 : 0) : overflowRate * weekend;
      if (ds === incident + DAY) ovP += 0.12;
      if (rnd() < ovP) {
        // overflows are mostly noticed when staff open up in the morning
        const t = rnd() < 0.5 ? ds + 7 * HOUR + ri(0, 59) * MIN + ri(0, 59) * 1000 : ds + custHour();
        push(id, 'OverflowReported', ri(1, 6), t);
        if (big || rnd() < 0.45) {
          push(id, 'Extra Pickup Requested', ri(1, 4), t + ri(5, 240) * MIN);
          extras++;
        }
      } else if (rnd() < (big ? 0.03 : id === 'cust_1042' ? 0.05 : 0.004) * weekend) {
        push(id, 'Extra Pickup Requested', ri(1, 3), ds + custHour());
        extras++;
      }
      if (rnd() < 0.0025) push(id, 'bin-swap-requested', pick([240, 360, 660, 1100]), ds + custHour());
      const ratingP = ds === incident + DAY || ds === incident + 2 * DAY ? 0.05 : 0.006;
      if (rnd() < ratingP) {
        const stars = ds > incident && ds <= incident + 2 * DAY ? ri(1, 2) : ri(3, 5);
        push(id, 'Service Rating', stars, ds + custHour());
      }
      // billing run on the 1st of each month, for customers that were active before it
      if (new Date(ds).getUTCDate() === 1 && !first) {
        const amount = base + extras * 45 + ri(0, 60);
        extras = 0;
        const ti = ds + 2 * HOUR + ri(0, 119) * MIN + ri(0, 59) * 1000;
        push(id, 'invoice.issued', rnd() < 0.7 ? 30 : 14, ti);
        if ((big || trouble || rnd() < 0.9) && id !== PERSONAS.churner) {
          push(id, 'invoice-paid', amount, ds + ri(2, 24) * DAY + custHour());
        }
      }
    }
  }

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
