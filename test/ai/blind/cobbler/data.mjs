// Cobbler & Key: a chain of shoe-repair and key-cutting kiosks. One row per thing that happened.
const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'job_dropped_off', // a shoe/bag repair job handed in at a kiosk; value = number of items
  'quote.given', // a quote for a repair job; value = quoted amount in GBP
  'JobReady', // the job is finished and waiting; value 0
  'Job Collected', // the customer collected and paid; value = amount paid in GBP
  'key-cut', // keys cut while you wait; value = amount paid in GBP
  'loyalty_stamp', // a stamp on the loyalty card; value = stamps given (1 or 2)
  'complaint.logged', // a complaint logged by the counter; value = severity 1-5
  'ShiftHandover', // a staff member hands the kiosk over; value = cash counted in the till (GBP)
  'Booking Made', // a drop-off slot booked in the app; value 0
  'app_opened', // the customer opened the app; value 0
  'payment.refunded', // money refunded after a complaint; value = refund in GBP
];

export const PERSONAS = {
  topCustomer: 'cust_0042', // a letting agent who cuts keys for every flat, several times a week
  churner: 'cust_0107', // a heavy early customer who stopped coming about 50 days ago
  newcomer: 'cust_0399', // first ever visit 3 days ago
  complainer: 'cust_0215', // complains a lot
  topStaff: 'staff_03', // the manager who does the most handovers
};
export const NOBODY = 'cust_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEEKDAY_FACTOR = [0.35, 0.8, 0.9, 0.9, 1.0, 1.25, 1.7]; // Sun..Sat
export const INCIDENT_DAYS_AGO = 37; // key machines down across the chain: key cuts collapse, complaints spike

export function generateEvents(now) {
  const rand = mulberry32(0xc0bb1e5);
  const nowMs = +now;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 2 * MIN;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const money = (lo, hi) => Math.round((lo + rand() * (hi - lo)) * 2) / 2;
  const shopHour = () => {
    const r = rand();
    if (r < 0.3) return 12 + rand() * rand() * 2; // lunchtime rush, peaking just after noon
    if (r < 0.55) return 16 + rand() * 2.5; // after work
    return 8 + rand() * 10; // opening hours
  };

  function visit(u, t, kind, opts = {}) {
    const incident = Math.floor((today0 - Math.floor(t / DAY) * DAY) / DAY) === INCIDENT_DAYS_AGO;
    if (rand() < 0.45) push(u, 'app_opened', 0, t - (5 + rand() * 90) * MIN);
    if (kind === 'key') {
      if (incident && rand() < 0.85) {
        push(u, 'complaint.logged', 2 + Math.floor(rand() * 3), t + 3 * MIN);
        return;
      }
      push(u, 'key-cut', money(4.5, opts.bigKeys ? 38 : 22), t);
      push(u, 'loyalty_stamp', 1, t + MIN);
    } else {
      if (rand() < 0.4) push(u, 'Booking Made', 0, t - (1 + rand() * 40) * HOUR);
      push(u, 'job_dropped_off', 1 + Math.floor(rand() * rand() * 4), t);
      const quote = money(8, 95);
      if (rand() < 0.05) return; // walked away without a quote (too early / wrong part)
      push(u, 'quote.given', quote, t + (2 + rand() * 20) * MIN);
      if (rand() < 0.93) {
        const ready = t + (20 + rand() * 70) * HOUR;
        push(u, 'JobReady', 0, ready);
        if (rand() < 0.9) {
          const coll = Math.floor(ready / DAY) * DAY + (1 + Math.floor(rand() * 5)) * DAY + shopHour() * HOUR;
          push(u, 'Job Collected', quote, coll);
          push(u, 'loyalty_stamp', quote > 50 ? 2 : 1, coll + MIN);
          if (rand() < (opts.complainRate ?? 0.06)) {
            push(u, 'complaint.logged', 1 + Math.floor(rand() * 5), coll + (1 + rand() * 30) * HOUR);
            if (rand() < 0.5)
              push(u, 'payment.refunded', Math.round(quote * (0.3 + rand() * 0.7) * 2) / 2, coll + 3 * DAY);
          }
        }
      }
    }
    if (incident && rand() < 0.5) push(u, 'complaint.logged', 3 + Math.floor(rand() * 3), t + 10 * MIN);
    else if (kind === 'key' && rand() < (opts.complainRate ?? 0.04) / 2)
      push(u, 'complaint.logged', 1 + Math.floor(rand() * 3), t + 2 * HOUR);
  }

  // customers
  for (let i = 1; i <= 440; i++) {
    const u = `cust_${String(i).padStart(4, '0')}`;
    let start = Math.floor(119.9 * (1 - rand() ** 0.75)); // more joiners recently: growth
    let end = rand() < 0.25 ? Math.floor(rand() * start) : 0; // some churn
    let rate = 0.07 + rand() * rand() * 0.45;
    let keyShare = pick([0.15, 0.5, 0.85]);
    const opts = {};
    if (u === PERSONAS.topCustomer) {
      start = 119;
      end = 0;
      rate = 1.1;
      keyShare = 0.92;
      opts.bigKeys = true;
    }
    if (u === PERSONAS.churner) {
      start = 115;
      end = 50;
      rate = 0.55;
      keyShare = 0.4;
    }
    if (u === PERSONAS.newcomer) {
      start = 3;
      end = 0;
      rate = 0.5;
      keyShare = 0.5;
    }
    if (u === PERSONAS.complainer) {
      start = 100;
      end = 0;
      rate = 0.4;
      keyShare = 0.2;
      opts.complainRate = 0.8;
    }
    if (start < 1 && u !== PERSONAS.newcomer) start = 1 + Math.floor(rand() * 5);
    let any = false;
    for (let d = start; d >= end; d--) {
      const day = today0 - d * DAY;
      const wd = new Date(day).getUTCDay();
      const growth = 0.7 + 0.6 * (1 - d / 120);
      const p = rate * WEEKDAY_FACTOR[wd] * growth;
      let n = 0;
      let r = rand();
      while (r < p && n < 3) {
        n++;
        r = rand() * 1.4;
      }
      if ((d === start && !any) || (u === PERSONAS.newcomer && d === 3)) n = Math.max(n, 1);
      for (let k = 0; k < n; k++) {
        let t = day + shopHour() * HOUR;
        if (d === 0 && t > latest) t = day + rand() * Math.max(0, latest - day);
        visit(u, t, rand() < keyShare ? 'key' : 'job', opts);
        any = true;
      }
      if (rand() < rate * 0.4) push(u, 'app_opened', 0, day + rand() * DAY); // browsing at any hour
    }
  }

  // staff handovers
  for (let s = 1; s <= 24; s++) {
    const u = `staff_${String(s).padStart(2, '0')}`;
    const start = s <= 16 ? 119 : Math.floor(rand() * 100);
    const end = s === 21 ? 60 : 0;
    const workRate = u === PERSONAS.topStaff ? 0.95 : 0.45 + rand() * 0.3;
    for (let d = start; d >= end; d--) {
      const day = today0 - d * DAY;
      if (rand() > workRate) continue;
      push(u, 'ShiftHandover', money(150, 650), day + (12.5 + rand()) * HOUR);
      if (rand() < (u === PERSONAS.topStaff ? 1 : 0.35))
        push(u, 'ShiftHandover', money(300, 900), day + (18 + rand() * 0.8) * HOUR);
    }
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
