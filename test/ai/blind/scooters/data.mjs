// Shared e-scooter rental app in three cities: riders open the app, unlock, ride, pay,
// photograph their parking; field crew swap batteries. Deterministic for a given `now`.

const DAY = 86_400_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'app_open', // rider or crew opened the app; value 0
  'sign_up', // account created; value 0
  'ScooterUnlocked', // scooter unlocked for a ride; value 0
  'ride.completed', // ride ended; value = distance in km
  'Fare Paid', // fare charged at ride end; value = EUR
  'Pass Purchased', // monthly pass bought; value = EUR
  'parking-photo', // end-of-ride parking photo uploaded; value 0
  'ride-rated', // rider rated the ride; value = stars 1–5
  'damage_report', // rider reported a damaged scooter; value = severity 1–5
  'battery.swapped', // field crew swapped a battery; value = charge % of the old battery
  'PromoRedeemed', // promo code applied; value = discount percent
  'SupportTicket', // rider opened a support ticket; value 0
];

export const PERSONAS = {
  topRider: 'rider_1007', // daily commuter, by far the most active rider
  churner: 'rider_1013', // heavy rider who stopped riding ~60 days before now
  newcomer: 'rider_1450', // signed up 3 days before now and rides a lot
  crewLead: 'crew_01', // field crew lead, most battery swaps
  damageSpotter: 'rider_1088', // reports damage on almost every ride
  promoHunter: 'rider_1120', // redeems a promo code on nearly every ride
};

export const NOBODY = 'rider_9999';
export const INCIDENT_DAYS_AGO = 37; // unlock outage: app opens and support tickets, few rides

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ride start hour weights (UTC): morning and evening commute peaks
const HOUR_W = [1, 0.5, 0.3, 0.2, 0.2, 0.5, 2, 6, 10, 6, 3, 3, 4, 4, 3, 3, 5, 9, 10, 6, 4, 3, 2, 1.5];
const HOUR_CUM = HOUR_W.reduce((a, w) => (a.push((a.at(-1) ?? 0) + w), a), []);
const STARS_CUM = [5, 12, 27, 60, 100];
// Monday..Sunday multipliers
const WEEKDAY_W = [0.85, 0.9, 0.9, 0.95, 1.25, 1.45, 1.1];

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(20260417);
  const latest = Math.floor((now - 2 * MIN) / 1000) * 1000;
  const earliest = now - 120 * DAY;
  const day0 = Math.floor(now / DAY) * DAY - 119 * DAY; // start of the first calendar day in the window
  const NDAYS = 120; // day indices 0..119, the last one is today
  const incidentDay = 119 - INCIDENT_DAYS_AGO;
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue, t });
  };
  const pick = (cum) => {
    const x = rnd() * cum.at(-1);
    return cum.findIndex((c) => x < c);
  };
  const poisson = (lam) => {
    let L = Math.exp(-lam),
      k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const weekdayOf = (d) => (new Date(day0 + d * DAY).getUTCDay() + 6) % 7;

  // ---- riders
  for (let i = 1001; i <= 1460; i++) {
    const id = `rider_${i}`;
    let join,
      leave = NDAYS,
      rate,
      pass = rnd() < 0.18,
      damageP = 0.025,
      promoP = 0.05;
    const r = rnd();
    // growth: a third were already riding before the window, the rest joined over it, more lately
    join = r < 0.33 ? -1 : Math.floor(119 * Math.sqrt(rnd()));
    rate = 0.04 + 0.3 * rnd() ** 2;
    if (rnd() < 0.16) leave = join + 5 + Math.floor(rnd() * 80);
    if (id === PERSONAS.topRider) {
      join = -1;
      leave = NDAYS;
      rate = 2.4;
      pass = true;
    }
    if (id === PERSONAS.churner) {
      join = -1;
      leave = 60;
      rate = 1.1;
    }
    if (id === PERSONAS.newcomer) {
      join = 116;
      leave = NDAYS;
      rate = 1.6;
    }
    if (id === PERSONAS.damageSpotter) {
      rate = 0.5;
      damageP = 0.6;
      join = Math.min(join, 20);
      leave = NDAYS;
    }
    if (id === PERSONAS.promoHunter) {
      rate = 0.5;
      promoP = 0.9;
      join = Math.min(join, 30);
      leave = NDAYS;
    }
    if (i >= 1440 && id !== PERSONAS.newcomer) {
      join = Math.min(join, 100);
    } // keep recent ids ordinary
    if (join >= 0) {
      const t = day0 + join * DAY + (8 + rnd() * 12) * 3_600_000;
      push(id, 'app_open', 0, t - 4 * MIN);
      push(id, 'sign_up', 0, t);
      if (pass) push(id, 'Pass Purchased', 19.99, t + 2 * MIN);
    }
    if (pass)
      for (let d = Math.max(join, 0) + 30; d < Math.min(leave, NDAYS); d += 30) {
        push(id, 'Pass Purchased', 19.99, day0 + d * DAY + (7 + rnd() * 3) * 3_600_000);
      }
    for (let d = Math.max(join, 0); d < Math.min(leave, NDAYS); d++) {
      const growth = 0.75 + 0.6 * (d / 119);
      const n = poisson(rate * WEEKDAY_W[weekdayOf(d)] * growth);
      for (let k = 0; k < n; k++) {
        let t = day0 + d * DAY + pick(HOUR_CUM) * 3_600_000 + Math.floor(rnd() * 3600) * 1000;
        if (d === join) t = Math.max(t, day0 + d * DAY + 21 * 3_600_000 + k * 10 * MIN);
        push(id, 'app_open', 0, t - (1 + rnd() * 4) * MIN);
        if (rnd() < 0.35) push(id, 'app_open', 0, t - (20 + rnd() * 90) * MIN);
        if (d === incidentDay && rnd() < 0.75) {
          for (let j = 1; j <= 5; j++) push(id, 'app_open', 0, t + j * 3 * MIN); // retries
          if (rnd() < 0.45) push(id, 'SupportTicket', 0, t + 8 * MIN);
          continue;
        }
        if (rnd() < 0.06) continue; // opened the app, did not ride
        if (rnd() < promoP) push(id, 'PromoRedeemed', [10, 20, 20, 50][Math.floor(rnd() * 4)], t - 30_000);
        push(id, 'ScooterUnlocked', 0, t);
        const km = Math.round((0.4 + 7 * rnd() ** 1.7) * 10) / 10;
        const mins = Math.max(2, Math.round(km * (3 + rnd() * 2)));
        const end = t + mins * MIN;
        if (rnd() < 0.04) {
          // faulty scooter: unlocked, no ride
          if (rnd() < 0.5) push(id, 'damage_report', 1 + Math.floor(rnd() * 5), t + MIN);
          continue;
        }
        push(id, 'ride.completed', km, end);
        const fare = Math.round((1 + 0.25 * mins) * (pass ? 0.5 : 1) * 100) / 100;
        if (rnd() < 0.96) push(id, 'Fare Paid', fare, end + 15_000); // else the card was declined
        if (rnd() < 0.85) push(id, 'parking-photo', 0, end + 45_000);
        if (rnd() < 0.3) push(id, 'ride-rated', 1 + pick(STARS_CUM), end + 2 * MIN);
        if (rnd() < damageP) push(id, 'damage_report', 1 + Math.floor(rnd() * 5), end + 3 * MIN);
        if (rnd() < 0.015) push(id, 'SupportTicket', 0, end + 10 * MIN);
      }
    }
  }

  // ---- field crew: battery swaps on shift, Monday to Saturday
  for (let c = 1; c <= 12; c++) {
    const id = `crew_${String(c).padStart(2, '0')}`;
    const perShift = c === 1 ? 11 : 3 + ((c * 7) % 6);
    const startDay = c === 12 ? 70 : c === 11 ? 15 : 0;
    for (let d = startDay; d < NDAYS; d++) {
      const wd = weekdayOf(d);
      if (wd === 6 || (c % 3 === 0 && wd === 5)) continue;
      const shiftStart = day0 + d * DAY + (5 + (c % 3)) * 3_600_000 + Math.floor(rnd() * 1800) * 1000;
      push(id, 'app_open', 0, shiftStart);
      const n = Math.max(1, perShift + Math.floor((rnd() - 0.5) * 6) + (d === incidentDay ? 6 : 0));
      for (let k = 0; k < n; k++) {
        push(
          id,
          'battery.swapped',
          3 + Math.floor(rnd() * 23),
          shiftStart + (10 + k * 25 + rnd() * 15) * MIN,
        );
      }
    }
  }

  // live tail: the top rider checks the app just before now
  push(PERSONAS.topRider, 'app_open', 0, latest - 40_000);
  push(PERSONAS.topRider, 'app_open', 0, latest);

  events.sort(
    (a, b) =>
      a.t - b.t ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
      (a.eventName < b.eventName ? -1 : 1),
  );
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
