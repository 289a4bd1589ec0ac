// Pawnshop chain back office: customers (userId = customer account) and what happens at the counter.
const DAY = 86_400_000;

export const EVENT_NAMES = [
  'id.scan', // customer ID scanned at the counter (value 0)
  'Customer Registered', // new customer file opened (value 0)
  'item_appraised', // item appraised (value = appraised value, USD)
  'pawn.loan_issued', // pawn loan written (value = principal, USD)
  'LoanExtended', // loan extended (value = extension fee paid, USD)
  'loan-redeemed', // loan paid off, item returned (value = payoff amount incl. interest, USD)
  'Item Forfeited', // unredeemed item moved to inventory (value = principal written off, USD)
  'retail_sale', // floor/online retail sale (value = sale price, USD)
  'layaway-payment', // layaway instalment (value = USD)
  'gold.buy', // outright purchase from the customer (value = payout, USD)
  'PoliceHold', // police-report hold placed on an item (value = hold length in days)
];

export const PERSONAS = {
  topPawner: 'cust_1007',
  bigBuyer: 'cust_1188',
  churner: 'cust_1042',
  newcomer: 'cust_1453',
  flagged: 'cust_1310',
  regular: 'cust_1115',
  regular2: 'cust_1236',
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

const WEEKDAY_W = [0.45, 0.9, 0.85, 0.9, 1.0, 1.35, 1.5]; // Sun..Sat
// Hours in UTC (stores open 9–18 US Central): peak at 17:00 UTC.
const HOURS = [14, 15, 16, 17, 18, 19, 20, 21, 22, 23];
const HOUR_W = [4, 7, 9, 14, 10, 8, 9, 8, 6, 3];
export const INCIDENT_DAYS_AGO = 23; // ID scanner firmware fault: every scan repeated many times
const FIRST = 1001,
  COUNT = 460;

export function generateEvents(now) {
  const nowMs = Math.floor(+now / 1000) * 1000;
  const today = Math.floor(nowMs / DAY) * DAY;
  const latest = nowMs - 120_000,
    earliest = nowMs - 120 * DAY;
  const rnd = mulberry32(0x9a3b1);
  const pick = (arr, w) => {
    let x = rnd() * w.reduce((a, b) => a + b, 0);
    for (let i = 0; i < arr.length; i++) {
      x -= w[i];
      if (x < 0) return arr[i];
    }
    return arr[arr.length - 1];
  };
  const between = (a, b) => a + Math.floor(rnd() * (b - a + 1));

  const users = [];
  for (let i = 0; i < COUNT; i++) {
    const id = `cust_${FIRST + i}`;
    const r = rnd();
    let start = r < 0.55 ? 119 : between(0, 118);
    let end = rnd() < 0.13 ? between(0, Math.max(0, start - 5)) : -1; // last active day (days ago)
    let rate = 0.06 + rnd() ** 2 * 0.38;
    let retailBias = 0.33,
      holdChance = 0.012,
      bigSpender = false,
      visits = 1;
    if (id === PERSONAS.topPawner) {
      start = 119;
      end = -1;
      rate = 0.95;
      retailBias = 0.1;
      visits = 2;
    }
    if (id === PERSONAS.regular) {
      start = 119;
      end = -1;
      rate = 0.9;
      retailBias = 0.1;
    }
    if (id === PERSONAS.regular2) {
      start = 119;
      end = -1;
      rate = 0.7;
      retailBias = 0.1;
    }
    if (id === PERSONAS.bigBuyer) {
      start = 119;
      end = -1;
      rate = 0.32;
      retailBias = 0.85;
      bigSpender = true;
    }
    if (id === PERSONAS.churner) {
      start = 119;
      end = 50;
      rate = 0.55;
      retailBias = 0.2;
    }
    if (id === PERSONAS.newcomer) {
      start = 6;
      end = -1;
      rate = 0.7;
      retailBias = 0.2;
    }
    if (id === PERSONAS.flagged) {
      start = 119;
      end = -1;
      rate = 0.3;
      holdChance = 0.45;
    }
    users.push({
      id,
      start,
      end,
      rate,
      retailBias,
      holdChance,
      bigSpender,
      visits,
      registered: start === 119,
    });
  }

  const out = [];
  const push = (userId, eventName, eventValue, t, late = false) =>
    out.push({ userId, eventName, eventValue, t, late });
  const scheduled = []; // [daysAgo, fn]

  for (let d = 119; d >= 0; d--) {
    const day = today - d * DAY;
    const wd = new Date(day).getUTCDay();
    const growth = 0.7 + (0.65 * (119 - d)) / 119;
    for (const u of users) {
      if (d > u.start || (u.end >= 0 && d < u.end)) continue;
      const p = Math.min(0.95, u.rate * growth * WEEKDAY_W[wd] * (d === u.start && u.start < 119 ? 8 : 1));
      for (let v = 0; v < u.visits; v++) {
        if (rnd() >= p) continue;
        let t = day + pick(HOURS, HOUR_W) * 3_600_000 + between(0, 3599) * 1000;
        const step = () => (t += between(40, 240) * 1000);
        const scan = () => {
          push(u.id, 'id.scan', 0, t);
          if (d === INCIDENT_DAYS_AGO) for (let k = 0; k < 12; k++) push(u.id, 'id.scan', 0, step());
          step();
        };
        if (!u.registered) {
          push(u.id, 'Customer Registered', 0, t);
          step();
          u.registered = true;
        }
        const kind = rnd();
        if (kind < u.retailBias) {
          const v = u.bigSpender ? between(400, 3200) + 0.99 : between(12, 900) + (rnd() < 0.6 ? 0.99 : 0);
          push(u.id, 'retail_sale', v, t);
        } else if (kind < u.retailBias + 0.08) {
          push(u.id, 'layaway-payment', between(2, 40) * 5, t);
        } else {
          scan();
          const appraised = between(8, 500) * 5;
          push(u.id, 'item_appraised', appraised, t);
          step();
          const outright = rnd() < 0.22;
          if (outright) {
            push(u.id, 'gold.buy', Math.round(appraised * (0.55 + rnd() * 0.2)), t);
          } else if (rnd() < 0.85) {
            const principal = Math.round(appraised * (0.35 + rnd() * 0.25));
            push(u.id, 'pawn.loan_issued', principal, t);
            const fate = rnd();
            const uid = u.id;
            if (fate < 0.55) {
              const k = between(4, 30);
              scheduled.push([
                d - k,
                (tt, s) => {
                  push(uid, 'id.scan', 0, tt);
                  push(
                    uid,
                    'loan-redeemed',
                    Math.round(principal * (1 + (0.2 * k) / 30) * 100) / 100,
                    tt + s,
                  );
                },
              ]);
            } else if (fate < 0.75) {
              const k = between(25, 31);
              scheduled.push([d - k, (tt) => push(uid, 'LoanExtended', Math.round(principal * 0.1 + 5), tt)]);
              const k2 = k + between(5, 28);
              scheduled.push([
                d - k2,
                (tt, s) => {
                  push(uid, 'id.scan', 0, tt);
                  push(uid, 'loan-redeemed', Math.round(principal * 1.3 * 100) / 100, tt + s);
                },
              ]);
            } else {
              const k = between(31, 45);
              scheduled.push([d - k, (tt) => push(uid, 'Item Forfeited', principal, tt)]);
            }
          }
          if (rnd() < u.holdChance) {
            const k = between(1, 5);
            const uid = u.id;
            scheduled.push([d - k, (tt) => push(uid, 'PoliceHold', [30, 60, 90][between(0, 2)], tt)]);
          }
        }
      }
    }
    // scheduled follow-ups for this day
    for (const [sd, fn] of scheduled) {
      if (sd !== d) continue;
      fn(day + pick(HOURS, HOUR_W) * 3_600_000 + between(0, 3599) * 1000, between(40, 240) * 1000);
    }
  }
  // a few late events right before now (online store, overnight kiosk)
  push('cust_1377', 'id.scan', 0, nowMs - 900_000, true);
  push('cust_1377', 'item_appraised', 350, nowMs - 420_000, true);
  push('cust_1377', 'retail_sale', 129.99, nowMs - 150_000, true);

  const byUser = new Map(users.map((u) => [u.id, u]));
  return out
    .filter((e) => {
      const u = byUser.get(e.userId);
      if (!e.late && u.end >= 0 && e.t >= today - (u.end - 1) * DAY) return false; // nothing after a churner's last day
      return e.t >= earliest && e.t <= latest;
    })
    .sort((a, b) => a.t - b.t)
    .map((e) => ({
      userId: e.userId,
      eventName: e.eventName,
      eventValue: e.eventValue,
      timestamp: new Date(e.t).toISOString().slice(0, 19) + 'Z',
    }));
}
