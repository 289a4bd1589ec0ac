// "fleet": usage events of a parcel-delivery logistics platform.
//
// Dispatchers plan routes and assign parcels to them, couriers start a shift, scan their
// parcels, deliver them (or fail an attempt), complete the route and end the shift.
// Customers (the parcel recipients) open their tracking link, reschedule deliveries and
// rate them. Some couriers, dispatchers and customers sign up during the window
// (account_created is then their first event ever); others were already there before it.
//
// generateEvents(now, seed) → [{ userId, eventName, eventValue, timestamp }], deterministic,
// the 120 days before `now`, nothing in the last 2 minutes, whole-second UTC timestamps.

export const EVENT_NAMES = [
  'account_created', // any role signs up (0)
  'route_created', // dispatcher plans a route (value: number of stops on it)
  'parcel_assigned', // dispatcher puts a parcel on a route (0)
  'shift_started', // courier clocks in (0)
  'parcel_scanned', // courier scans a parcel at the depot (0)
  'parcel_delivered', // courier hands a parcel over (value: delivery fee in EUR)
  'delivery_failed', // courier could not deliver: nobody home, wrong address ... (0)
  'route.completed', // courier finishes the route (value: distance driven in km)
  'shift_ended', // courier clocks out (value: shift duration in minutes)
  'tracking_link_opened', // customer opens the tracking page (0)
  'Delivery Rescheduled', // customer moves a delivery (value: days postponed)
  'Rating Submitted', // customer rates a delivery (value: 1-5 stars)
];

export const PERSONAS = {
  heaviestUser: 'courier_0007', // works nearly every weekday, long routes: most events overall
  busiestDispatcher: 'dispatch.maria', // plans a large part of all routes: second by events
  newCourier: 'courier_0391', // signed up 3 days before now, a couple of shifts since
  lapsedCourier: 'courier_0118', // active until about 50 days before now, nothing since
  loyalCustomer: 'cust-40211', // tracks, reschedules and rates very often
  newCustomer: 'cust-77310', // signed up yesterday
};

export const NOBODY = 'courier_9999';

const HOUR = 3_600_000;
const MIN = 60_000;
const DAY = 24 * HOUR;
const WINDOW_DAYS = 120;

// mulberry32: small seeded PRNG returning floats in [0, 1).
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

const DISPATCHER_NAMES = [
  'maria',
  'tom',
  'aylin',
  'jonas',
  'priya',
  'lukas',
  'sofia',
  'mehmet',
  'claire',
  'bogdan',
  'nina',
  'raf',
];

export function generateEvents(now, seed = 7) {
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - WINDOW_DAYS * DAY;
  const latest = nowMs - 120_000;
  const rnd = mulberry32(seed);
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue, t });
  };
  // A day index d counts back from today (d = 0 is today); its UTC start:
  const dayAt = (d) => today - d * DAY;
  const weekdayOf = (d) => (new Date(dayAt(d)).getUTCDay() + 6) % 7; // 0 = Monday

  // ---- population ----------------------------------------------------------------------
  // joinDay: day index of account_created (null = account older than the window);
  // stopDay: last day index with activity (0 = still active).
  const dispatchers = DISPATCHER_NAMES.map((n, i) => ({
    id: `dispatch.${n}`,
    weight: n === 'maria' ? 3 : 0.6 + rnd() * 1.4,
    joinDay: i >= 10 ? int(20, 90) : null,
    stopDay: n === 'bogdan' ? int(35, 60) : 0,
  }));

  const courierNumbers = new Set([7, 118, 391]);
  while (courierNumbers.size < 78) courierNumbers.add(int(1, 420));
  const couriers = [...courierNumbers]
    .sort((a, b) => a - b)
    .map((n) => {
      const id = `courier_${String(n).padStart(4, '0')}`;
      const c = {
        id,
        rate: 0.07 + rnd() * 0.24, // chance of a shift on a weekday
        stops: [2, 7],
        joinDay: rnd() < 0.22 ? int(4, 110) : null,
        stopDay: rnd() < 0.14 ? int(5, 100) : 0,
      };
      if (id === PERSONAS.heaviestUser)
        Object.assign(c, { rate: 0.93, stops: [9, 15], joinDay: null, stopDay: 0 });
      if (id === PERSONAS.newCourier) Object.assign(c, { rate: 0.9, joinDay: 3, stopDay: 0 });
      if (id === PERSONAS.lapsedCourier) Object.assign(c, { rate: 0.55, joinDay: null, stopDay: 50 });
      if (c.joinDay !== null && c.stopDay >= c.joinDay) c.stopDay = 0;
      return c;
    });

  const customerNumbers = new Set([40211, 77310]);
  while (customerNumbers.size < 350) customerNumbers.add(int(10000, 99999));
  const customers = [...customerNumbers]
    .sort((a, b) => a - b)
    .map((n) => {
      const id = `cust-${n}`;
      const c = {
        id,
        rate: 0.03 + rnd() * rnd() * 0.14, // chance of being active on a day
        joinDay: rnd() < 0.28 ? int(2, 115) : null,
        stopDay: rnd() < 0.2 ? int(3, 110) : 0,
      };
      if (id === PERSONAS.loyalCustomer) Object.assign(c, { rate: 0.5, joinDay: null, stopDay: 0 });
      if (id === PERSONAS.newCustomer) Object.assign(c, { rate: 0.6, joinDay: 1, stopDay: 0 });
      if (c.joinDay !== null && c.stopDay >= c.joinDay) c.stopDay = 0;
      return c;
    });

  const active = (p, d) => (p.joinDay === null || d <= p.joinDay) && d >= p.stopDay;
  // Sign-ups: account_created on the join day, in office hours (customers: any time of day).
  const signUp = (p, startHour, hours) => {
    if (p.joinDay === null) return null;
    const t = dayAt(p.joinDay) + startHour * HOUR + rnd() * hours * HOUR;
    push(p.id, 'account_created', 0, t);
    return t;
  };
  const signedUpAt = new Map();
  for (const p of dispatchers) signedUpAt.set(p.id, signUp(p, 8, 8));
  for (const p of couriers) signedUpAt.set(p.id, signUp(p, 9, 8));
  for (const p of customers) {
    // the new customer signs up early in the day so that it lies before `now` whenever now is
    signedUpAt.set(p.id, p.id === PERSONAS.newCustomer ? signUp(p, 0, 1) : signUp(p, 7, 15));
  }
  const afterSignUp = (id, t) => Math.max(t, (signedUpAt.get(id) ?? -Infinity) + 5 * MIN);

  // Weekday rhythm: Monday..Sunday multipliers of the shift probability.
  const WEEKDAY_FACTOR = [1.1, 1.0, 1.0, 1.05, 1.2, 0.45, 0.08];

  // ---- days, oldest first ------------------------------------------------------------------
  for (let d = WINDOW_DAYS; d >= 0; d--) {
    const wd = weekdayOf(d);
    // Slow growth of volume over the window.
    const growth = 0.8 + 0.4 * (1 - d / WINDOW_DAYS);
    const liveDispatchers = dispatchers.filter((p) => active(p, d) && (p.joinDay === null || d < p.joinDay));
    const totalWeight = liveDispatchers.reduce((s, p) => s + p.weight, 0);
    const pickDispatcher = () => {
      let x = rnd() * totalWeight;
      for (const p of liveDispatchers) if ((x -= p.weight) < 0) return p;
      return liveDispatchers[liveDispatchers.length - 1];
    };

    for (const c of couriers) {
      if (!active(c, d)) continue;
      if (c.joinDay !== null && d === c.joinDay) continue; // sign-up day: no shift yet
      const p =
        c.id === PERSONAS.heaviestUser ? (wd < 6 ? c.rate : 0.3) : c.rate * WEEKDAY_FACTOR[wd] * growth;
      if (rnd() >= p) continue;

      // Dispatcher plans the route early in the morning (now and then a route is planned,
      // dropped and planned again).
      const disp = pickDispatcher();
      let t = afterSignUp(disp.id, dayAt(d) + 5.5 * HOUR + rnd() * 2 * HOUR);
      if (rnd() < 0.04) {
        push(disp.id, 'route_created', int(c.stops[0], c.stops[1]), t);
        t += int(3, 20) * MIN;
      }
      const k = int(c.stops[0], c.stops[1]);
      push(disp.id, 'route_created', k, t);
      for (let i = 0; i < k; i++) {
        t += int(20, 90) * 1000;
        push(disp.id, 'parcel_assigned', 0, t);
      }

      // Courier: start, scan everything (a few parcels twice), then deliver through the day.
      let ct = Math.max(t + int(5, 40) * MIN, dayAt(d) + 7 * HOUR + rnd() * 1.5 * HOUR);
      const start = ct;
      push(c.id, 'shift_started', 0, ct);
      const route = (parcels, extraHours) => {
        for (let i = 0; i < parcels; i++) {
          ct += int(15, 75) * 1000;
          push(c.id, 'parcel_scanned', 0, ct);
          if (rnd() < 0.08) push(c.id, 'parcel_scanned', 0, (ct += int(5, 40) * 1000));
        }
        ct += int(10, 30) * MIN + extraHours * HOUR;
        let km = 0;
        const breakdown = rnd() < 0.02; // van breaks down: the rest of the parcels fail
        for (let i = 0; i < parcels; i++) {
          const leg = 1.5 + rnd() * 9;
          km += leg;
          ct += (leg * 2.2 + int(3, 25)) * MIN;
          if (breakdown && i >= parcels / 2) push(c.id, 'delivery_failed', 0, ct);
          else if (rnd() < (wd === 4 ? 0.17 : 0.11)) push(c.id, 'delivery_failed', 0, ct);
          else push(c.id, 'parcel_delivered', Math.round((3.9 + rnd() * rnd() * 16) * 100) / 100, ct);
        }
        if (breakdown) return;
        km += 4 + rnd() * 12; // back to the depot
        ct += int(15, 50) * MIN;
        push(c.id, 'route.completed', Math.round(km * 10) / 10, ct);
      };
      route(k, 0);
      // Busy couriers sometimes take a short second route in the afternoon.
      if (rnd() < (c.id === PERSONAS.heaviestUser ? 0.3 : 0.07)) {
        const k2 = int(2, 4);
        let t2 = ct + int(5, 20) * MIN;
        push(disp.id, 'route_created', k2, t2);
        for (let i = 0; i < k2; i++) push(disp.id, 'parcel_assigned', 0, (t2 += int(20, 90) * 1000));
        ct = t2 + int(5, 15) * MIN;
        route(k2, 0);
      }
      ct += int(5, 25) * MIN;
      if (rnd() < 0.04) continue; // forgot to clock out
      push(c.id, 'shift_ended', Math.round((ct - start) / MIN), ct);
    }

    for (const c of customers) {
      if (!active(c, d)) continue;
      const p = c.rate * (wd >= 5 ? 0.7 : 1) * growth;
      if (c.joinDay !== null && d === c.joinDay) {
        // new customers usually look at their parcel right away
        const t0 = signedUpAt.get(c.id);
        push(c.id, 'tracking_link_opened', 0, t0 + int(1, 20) * MIN);
        continue;
      }
      if (rnd() >= p) continue;
      // Evening-heavy tracking, sometimes several looks the same day.
      const evening = rnd() < 0.55;
      let t = dayAt(d) + (evening ? 16 + rnd() * 6 : 7 + rnd() * 9) * HOUR;
      const looks = 1 + Math.floor(rnd() * rnd() * 4);
      for (let i = 0; i < looks; i++) {
        push(c.id, 'tracking_link_opened', 0, t);
        t += int(2, 90) * MIN;
      }
      const r = rnd();
      if (r < 0.16)
        push(c.id, 'Delivery Rescheduled', int(1, 2) + Math.floor(rnd() * rnd() * 6), t + int(1, 30) * MIN);
      else if (r < 0.5) {
        const stars = pick([5, 5, 5, 5, 4, 4, 4, 3, 2, 1]);
        push(c.id, 'Rating Submitted', stars, t + int(1, 120) * MIN);
      }
    }
  }

  events.sort((a, b) => a.t - b.t);
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
