// Blind round "laundry": event log of an on-demand laundry & dry-cleaning pickup app
// (working name "Sudsy"). Customers schedule a pickup, a driver collects the bags, the partner
// laundromat washes / dry-cleans them, a driver delivers them back and the order is charged.
// Deterministic for a given `now`: one fixed seed, calendar-aware rhythm (UTC).

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MIN = 60_000;

export const EVENT_NAMES = [
  'account_created', // value 0: sign-up (only customers who joined inside the window)
  'app_open', // value 0
  'pickup.scheduled', // value: number of bags booked (1-4)
  'pickup.cancelled', // value 0
  'PickupCompleted', // value: weight collected, lbs (one decimal)
  'Delivery Completed', // value: turnaround, whole hours from pickup to delivery
  'order_paid', // value: amount charged, USD
  'tip-added', // value: tip for the driver, USD
  'promo-code-applied', // value: discount, USD
  'subscription.started', // value: monthly plan price, USD
  'subscription_cancelled', // value 0
  'Damage Claim Filed', // value: number of items reported damaged
  'RefundIssued', // value: amount refunded, USD
  'rating_submitted', // value: stars 1-5
];

export const PERSONAS = {
  topHousehold: 'cust_1188', // family on the big plan, pickups ~3x a week: most events
  hotelAccount: 'cust_1302', // boutique hotel linens: huge orders, top spender
  churner: 'cust_1067', // subscriber who cancelled ~51 days ago and never came back
  newcomer: 'cust_1455', // signed up 4 days ago, one complete first order
  damageVictim: 'cust_1120', // had 3 items ruined on the incident day, refunded next day
  bigTipper: 'cust_1399', // tips every single order, 12-30 USD
};

export const NOBODY = 'cust_1999';

export const INCIDENT_DAYS_AGO = 33; // the partner's dryer/ironing-press fault

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// UTC hour weights (the service runs in a UK city): morning bump, strong evening peak at 19:00.
const HOUR_W = [
  0.2, 0.1, 0.05, 0.05, 0.05, 0.1, 0.4, 1.2, 1.6, 1.1, 0.9, 0.9, 1.0, 1.0, 0.9, 0.9, 1.0, 1.3, 2.0, 2.9, 2.0,
  1.5, 0.9, 0.5,
];
const HOUR_CUM = HOUR_W.reduce((a, w) => (a.push((a.at(-1) ?? 0) + w), a), []);
// Monday..Sunday: people book on Sunday evening for the week ahead.
const WEEKDAY_W = [1.1, 0.85, 0.85, 0.9, 0.8, 0.9, 1.6];

const dayStart = (t) => Math.floor(t / DAY) * DAY;
const isoWeekday = (t) => (new Date(t).getUTCDay() + 6) % 7;

export function generateEvents(now) {
  const N = Math.floor(+now / 1000) * 1000;
  const latest = N - 120_000;
  const earliest = Math.ceil((+now - 120 * DAY) / 1000) * 1000;
  const windowStart = earliest;
  const incident = dayStart(N) - INCIDENT_DAYS_AGO * DAY;
  const out = [];
  const emit = (userId, eventName, eventValue, t, until = Infinity) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest || t > until) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const pick = (r, arr) => arr[Math.floor(r() * arr.length)];
  const hourOf = (r) => {
    const x = r() * HOUR_CUM[23];
    let h = 0;
    while (HOUR_CUM[h] < x) h++;
    return h;
  };
  const timeIn = (r, day) => day + hourOf(r) * HOUR + Math.floor(r() * 3600) * 1000;
  const money = (x) => Math.round(x * 100) / 100;

  // One order: booking → pickup → laundromat → delivery → payment, tip, rating, sometimes damage.
  function order(u, r, t0, p, until) {
    emit(u, 'app_open', 0, t0 - (2 + Math.floor(r() * 8)) * MIN, until);
    let discount = 0;
    if (r() < p.promo) {
      discount = pick(r, [5, 5, 10, 10, 15]);
      emit(u, 'promo-code-applied', discount, t0 - 40_000, until);
    }
    const bags = p.bags ? p.bags(r) : [1, 1, 1, 1, 2, 2, 2, 3, 3, 4][Math.floor(r() * 10)];
    emit(u, 'pickup.scheduled', bags, t0, until);
    // Some customers move their slot: the app logs a second booking for the same order.
    if (r() < p.reschedule) emit(u, 'pickup.scheduled', bags, t0 + (40 + r() * 300) * MIN, until);
    // Incident day: the partner stops intake at 08:00 and calls off the day's pickups.
    const duringIncident = t0 >= incident + 8 * HOUR && t0 < incident + DAY;
    const dueThatDay = t0 >= incident - 14 * HOUR && t0 < incident + 8 * HOUR;
    const cancelP = duringIncident ? 0.9 : dueThatDay ? 0.6 : p.cancel;
    if (r() < cancelP) {
      const tc = duringIncident
        ? t0 + (20 + r() * 120) * MIN
        : dueThatDay
          ? incident + 8 * HOUR + r() * 3 * HOUR
          : t0 + (60 + r() * 900) * MIN;
      emit(u, 'pickup.cancelled', 0, tc, until);
      return;
    }
    const tPick = t0 + (10 + r() * 16) * HOUR;
    const lbs = Math.round(p.lbs(r, bags) * 10) / 10;
    emit(u, 'PickupCompleted', lbs, tPick, until);
    const hours = p.turnaround(r);
    const tDel = tPick + hours * HOUR + Math.floor(r() * 40) * MIN;
    emit(u, 'Delivery Completed', hours, tDel, until);
    // Dry-cleaned items sometimes come back on a second run, logged as a second delivery.
    if (r() < p.split) {
      const later = hours + 24 + Math.floor(r() * 48);
      emit(u, 'Delivery Completed', later, tPick + later * HOUR + Math.floor(r() * 40) * MIN, until);
    }
    if (r() < p.payP)
      emit(
        u,
        'order_paid',
        money(Math.max(3.5, p.price(r, lbs) - discount)),
        tDel + (1 + r() * 4) * MIN,
        until,
      );
    if (r() < p.tip) emit(u, 'tip-added', p.tipValue(r), tDel + (5 + r() * 80) * MIN, until);
    if (r() < p.rate) {
      const x = r();
      const stars =
        hours > 44
          ? x < 0.3
            ? 5
            : x < 0.6
              ? 4
              : x < 0.85
                ? 3
                : x < 0.95
                  ? 2
                  : 1
          : x < 0.58
            ? 5
            : x < 0.86
              ? 4
              : x < 0.95
                ? 3
                : x < 0.98
                  ? 2
                  : 1;
      emit(u, 'rating_submitted', stars, tDel + (10 + r() * 300) * MIN, until);
    }
    // Incident: a faulty dryer / ironing press ruined items delivered around that day.
    const hitByIncident = tDel >= incident - 14 * HOUR && tDel < incident + 20 * HOUR;
    if (r() < (hitByIncident ? 0.8 : 0.008)) {
      const tClaim = hitByIncident
        ? Math.max(tDel + (20 + r() * 160) * MIN, incident + (7 + r() * 3) * HOUR)
        : tDel + (20 + r() * 160) * MIN;
      emit(
        u,
        'Damage Claim Filed',
        hitByIncident ? pick(r, [1, 1, 2, 2, 3]) : pick(r, [1, 1, 1, 2]),
        tClaim,
        until,
      );
      if (hitByIncident) {
        if (r() < 0.72)
          emit(u, 'RefundIssued', money(20 + r() * 100), incident + DAY + (9 + r() * 8) * HOUR, until);
      } else if (r() < 0.6) {
        emit(u, 'RefundIssued', money(15 + r() * 45), tClaim + (20 + r() * 50) * HOUR, until);
      }
    }
  }

  const regular = {
    promo: 0.1,
    cancel: 0.07,
    reschedule: 0.2,
    split: 0.08,
    lbs: (r, bags) => bags * (7 + r() * 6),
    turnaround: (r) => 20 + Math.floor(r() * 30),
    payP: 1,
    price: (r, lbs) => lbs * 1.95 + 4.99 + (r() < 0.25 ? 8 + r() * 22 : 0),
    tip: 0.42,
    tipValue: (r) => money(pick(r, [2, 3, 3, 4, 5, 5, 6, 8]) + (r() < 0.3 ? 0.5 : 0)),
    rate: 0.33,
  };
  const subscriber = {
    ...regular,
    cancel: 0.05,
    turnaround: (r) => 18 + Math.floor(r() * 16),
    payP: 0.5, // plan covers the allowance; only overweight orders are charged
    price: (r, lbs) => lbs * 1.6 + (r() < 0.3 ? 8 + r() * 22 : 0),
  };

  const rngMain = mulberry32(0x5ad5);
  const USERS = 460;
  const profiles = [];
  for (let i = 0; i < USERS; i++) {
    const id = `cust_${1001 + i}`;
    const r = mulberry32(Math.floor(rngMain() * 2 ** 31) + i * 7919);
    const existing = r() < 0.42;
    const join = existing
      ? null
      : N - (0.1 + 105 * (1 - Math.sqrt(r()))) * DAY - Math.floor(r() * 3600) * 1000;
    const tier = r();
    let rate = (tier < 0.45 ? 0.3 : tier < 0.85 ? 0.7 : 1.25) * (0.8 + 0.4 * r());
    const start = existing ? windowStart : join;
    let churn = null;
    if (existing && r() < 0.28) churn = windowStart + (10 + r() * 100) * DAY;
    else if (!existing && r() < 0.12) churn = join + (7 + r() * 40) * DAY;
    if (churn !== null && churn > N) churn = null;
    const end = churn ?? N;
    let subAt = null,
      subCancel = null;
    if (r() < 0.28) {
      subAt = start + r() * (end - start) * 0.8;
      const x = r();
      if (churn !== null && x < 0.5) subCancel = churn - r() * 2 * DAY;
      else if (churn === null && x < 0.05) subCancel = subAt + r() * (N - subAt);
      if (subCancel !== null && subCancel <= subAt) subCancel = subAt + HOUR;
    }
    profiles.push({
      id,
      r,
      existing,
      join,
      rate,
      start,
      end,
      churn,
      subAt,
      subCancel,
      plan: pick(r, [19.99, 34.99, 34.99, 59.99]),
    });
  }

  const P = PERSONAS;
  const special = new Set(Object.values(P));
  for (const pr of profiles) {
    const { id, r } = pr;
    if (id === P.newcomer) continue; // written by hand below
    let base = { ...regular };
    let sessions = 1.4;
    let until = Infinity;
    if (id === P.topHousehold) {
      Object.assign(pr, {
        existing: true,
        join: null,
        start: windowStart,
        end: N,
        churn: null,
        rate: 5.5,
        subAt: windowStart + 6 * DAY + 7.5 * HOUR,
        subCancel: null,
        plan: 59.99,
      });
      sessions = 6;
    } else if (id === P.hotelAccount) {
      Object.assign(pr, {
        existing: true,
        join: null,
        start: windowStart,
        end: N,
        churn: null,
        rate: 3,
        subAt: null,
        subCancel: null,
      });
      base = {
        ...regular,
        promo: 0,
        cancel: 0.02,
        reschedule: 0,
        tip: 0.05,
        rate: 0.1,
        bags: (rr) => 6 + Math.floor(rr() * 6),
        lbs: (rr, bags) => bags * (9 + rr() * 4),
        price: (rr, lbs) => lbs * 2.4 + 15,
        turnaround: (rr) => 20 + Math.floor(rr() * 10),
      };
      sessions = 3.5;
    } else if (id === P.churner) {
      const cancelAt = dayStart(N) - 51 * DAY + 20 * HOUR + 13 * MIN + 7000;
      Object.assign(pr, {
        existing: true,
        join: null,
        start: windowStart,
        end: cancelAt - 3 * DAY,
        churn: cancelAt,
        rate: 1.6,
        subAt: dayStart(N) - 104 * DAY + 8 * HOUR + 41 * MIN,
        subCancel: cancelAt,
        plan: 34.99,
      });
      until = cancelAt;
    } else if (id === P.damageVictim) {
      Object.assign(pr, {
        existing: true,
        join: null,
        start: windowStart,
        end: N,
        churn: null,
        rate: 0.9,
        subAt: null,
        subCancel: null,
      });
    } else if (id === P.bigTipper) {
      Object.assign(pr, {
        existing: true,
        join: null,
        start: windowStart,
        end: N,
        churn: null,
        rate: 2,
        subAt: null,
        subCancel: null,
      });
      base = {
        ...regular,
        tip: 1,
        tipValue: (rr) => money(12 + Math.floor(rr() * 19) + pick(rr, [0, 0, 0.5])),
      };
    }
    const { existing, join, start, end, subAt, subCancel } = pr;

    if (!existing) {
      emit(id, 'account_created', 0, join);
      emit(id, 'app_open', 0, join + (30 + r() * 200) * 1000);
    } else {
      emit(id, 'app_open', 0, timeIn(r, dayStart(windowStart + r() * 6 * DAY) + DAY), until);
    }
    if (subAt !== null) emit(id, 'subscription.started', pr.plan, subAt, until);
    if (subCancel !== null) emit(id, 'subscription_cancelled', 0, subCancel);

    let firstOrder = !existing;
    for (let d = dayStart(start); d <= dayStart(N); d += DAY) {
      const wd = WEEKDAY_W[isoWeekday(d)];
      const subbed = subAt !== null && d >= subAt && (subCancel === null || d < subCancel);
      const p = id === P.hotelAccount || id === P.bigTipper ? base : subbed ? { ...subscriber } : { ...base };
      const orderDraw = r(),
        sessionDraw = r(),
        t = timeIn(r, d),
        ts = timeIn(r, d);
      const myRate = subbed && id !== P.topHousehold ? pr.rate * 1.5 : pr.rate;
      const wdEff = id === P.hotelAccount ? 1 : wd;
      if (orderDraw < (myRate / 7) * wdEff && t >= start && t < end) {
        if (firstOrder) p.promo = 0.6;
        if (id === P.topHousehold) {
          p.tip = 0.25;
          p.cancel = 0.15; // a busy family that often calls a pickup off
          p.bags = (rr) => 2 + Math.floor(rr() * 3);
        }
        order(id, r, t, p, until);
        firstOrder = false;
      }
      if (sessionDraw < (sessions / 7) * wd && ts >= start && ts < end) emit(id, 'app_open', 0, ts, until);
    }
  }

  // The newcomer: signed up 4 days and 5 hours ago, one clean first order.
  {
    const u = P.newcomer,
      J = N - 4 * DAY - 5 * HOUR - 17 * MIN;
    emit(u, 'account_created', 0, J);
    emit(u, 'app_open', 0, J + 1 * MIN);
    emit(u, 'promo-code-applied', 10, J + 6 * MIN);
    emit(u, 'pickup.scheduled', 2, J + 7 * MIN);
    emit(u, 'PickupCompleted', 19.4, J + 17 * HOUR);
    emit(u, 'Delivery Completed', 36, J + 53 * HOUR + 12 * MIN);
    emit(u, 'order_paid', 32.82, J + 53 * HOUR + 14 * MIN);
    emit(u, 'tip-added', 5, J + 53 * HOUR + 48 * MIN);
    emit(u, 'rating_submitted', 5, J + 54 * HOUR + 31 * MIN);
  }

  // The damage victim's order that went through the faulty dryer.
  {
    const u = P.damageVictim,
      I = incident;
    emit(u, 'app_open', 0, I - 2 * DAY + 19 * HOUR + 4 * MIN);
    emit(u, 'pickup.scheduled', 3, I - 2 * DAY + 19 * HOUR + 10 * MIN);
    emit(u, 'PickupCompleted', 31.6, I - DAY + 9 * HOUR + 30 * MIN);
    emit(u, 'Delivery Completed', 25, I + 11 * HOUR + 5 * MIN);
    emit(u, 'order_paid', 70.61, I + 11 * HOUR + 6 * MIN);
    emit(u, 'Damage Claim Filed', 3, I + 13 * HOUR + 42 * MIN);
    emit(u, 'RefundIssued', 86.5, I + DAY + 10 * HOUR + 15 * MIN);
  }

  // Live tail: a few regular customers opening the app in the last minutes.
  {
    const tail = profiles
      .filter((p) => !special.has(p.id) && p.churn === null && (p.existing || p.join < N - 7 * DAY))
      .slice(3, 7);
    [2 * MIN, 9 * MIN + 13000, 23 * MIN + 41000, 41 * MIN + 5000].forEach((ago, i) =>
      emit(tail[i].id, 'app_open', 0, N - ago),
    );
  }

  out.sort((a, b) => a.t - b.t);
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
