// "Voltway": an EV charging network app. Drivers find stations, reserve a charger, start and
// stop charging sessions (kWh delivered), pay per session, rate sessions, report broken
// chargers and may join a monthly membership; hosts sign up and list new stations.
// generateEvents(now) → deterministic events over the 120 days before `now`.

export const EVENT_NAMES = [
  'Signed Up', // account created (drivers and hosts), value 0
  'Station Viewed', // station detail opened in the map, value 0
  'reservation_created', // charger held for the driver, value = minutes held (15/30/45/60)
  'reservation_cancelled', // reservation released by the driver, value 0
  'charge_session_started', // plug-in and start, value 0
  'charge_session_stopped', // session ended, value = kWh delivered (2 decimals)
  'payment.captured', // session paid, value = EUR charged (2 decimals); ~2% declined, no event
  'rating_submitted', // session rated, value = stars 1–5
  'charger_fault_reported', // driver reports a broken charger, value 0
  'membership.joined', // monthly membership, value = monthly fee in EUR (9.99, promo 7.99)
  'membership.cancelled', // membership ended, value 0
  'station_listed', // a host lists a new station, value = number of connectors
];

export const PERSONAS = {
  heaviest: 'drv_20417', // ride-hail driver, charges about twice a day, member
  newcomer: 'drv_31877', // signed up about two and a half days ago
  lapsed: 'drv_12003', // regular until about 65 days ago, nothing since
  member: 'drv_15550', // signed up ~100 days ago, joined the membership ~50 days ago
  faultReporter: 'drv_18861', // reports broken chargers on about a third of visits
  host: 'host_042', // host who listed 9 stations
};

export const NOBODY = 'drv_99999';

const DAY_S = 86_400;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Local rhythm (network in Central Europe, times in UTC): commute peaks, a lunch bump,
// quiet nights; weekdays busier than weekends.
const HOUR_WEIGHTS = [
  0.2, 0.1, 0.1, 0.1, 0.2, 0.6, 1.4, 2.6, 3.1, 2.2, 1.6, 1.7, 2.0, 1.8, 1.5, 1.7, 2.4, 3.2, 3.4, 2.5, 1.7,
  1.1, 0.7, 0.4,
];
const WEEKDAY_WEIGHTS = [1.1, 1.05, 1.1, 1.15, 1.25, 0.8, 0.65]; // Monday … Sunday

export function generateEvents(now, seed = 20261125) {
  const rnd = mulberry32(seed);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const between = (a, b) => a + rnd() * (b - a);
  const int = (a, b) => Math.floor(between(a, b + 1));
  const weighted = (ws) => {
    const total = ws.reduce((s, w) => s + w, 0);
    let x = rnd() * total;
    for (let i = 0; i < ws.length; i++) if ((x -= ws[i]) < 0) return i;
    return ws.length - 1;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());

  const nowS = Math.floor(+now / 1000);
  const last = nowS - 121; // nothing in the last 2 minutes
  const first = Math.ceil(+now / 1000) - 120 * DAY_S + 60;
  const span = last - first;

  const events = [];
  const emit = (userId, eventName, eventValue, s) => {
    s = Math.floor(s);
    if (s < first || s > last) return;
    events.push({ userId, eventName, eventValue, s });
  };

  // A time inside [a, b] following the weekday and hour rhythm.
  const rhythmTime = (a, b) => {
    for (let tries = 0; tries < 40; tries++) {
      const day = Math.floor(between(a, b) / DAY_S) * DAY_S;
      const wd = (new Date(day * 1000).getUTCDay() + 6) % 7;
      if (rnd() * 1.25 > WEEKDAY_WEIGHTS[wd]) continue;
      const t = day + weighted(HOUR_WEIGHTS) * 3600 + int(0, 3599);
      if (t >= a && t <= b) return t;
    }
    return Math.floor(between(a, b));
  };

  // ---- users -------------------------------------------------------------------------------
  const taken = new Set([...Object.values(PERSONAS), NOBODY]);
  const drivers = [];
  while (drivers.length < 430) {
    const id = `drv_${int(10000, 39999)}`;
    if (!taken.has(id)) {
      taken.add(id);
      drivers.push(id);
    }
  }
  const hosts = [];
  while (hosts.length < 29) {
    const id = `host_${String(int(1, 99)).padStart(3, '0')}`;
    if (!taken.has(id)) {
      taken.add(id);
      hosts.push(id);
    }
  }

  const profiles = drivers.map((id) => {
    const isNew = rnd() < 0.55;
    // sign-ups grow slowly over the window
    const start = isNew ? first + Math.sqrt(rnd()) * span * 0.98 : first + rnd() * 12 * DAY_S;
    const lapses = rnd() < 0.3;
    const end = lapses ? start + rnd() * (last - start) : last;
    let rate = Math.min(8, Math.max(0.2, Math.exp(0.05 + 0.8 * normal()))); // sessions per week
    return { id, isNew, start, end, rate, member: rnd() < 0.18, faultP: 0.03 };
  });
  // a few power users (taxi and delivery drivers)
  for (let i = 0; i < 5; i++) profiles[i * 37].rate = between(8, 11);

  profiles.push(
    {
      id: PERSONAS.heaviest,
      isNew: false,
      start: first + 0.3 * DAY_S,
      end: last - 3 * 3600,
      rate: 15,
      member: true,
      joinAt: first + 5 * DAY_S,
      faultP: 0.03,
    },
    {
      id: PERSONAS.newcomer,
      isNew: true,
      start: last - 2.5 * DAY_S,
      end: last - 3600,
      rate: 0,
      member: false,
      faultP: 0,
      fixed: [last - 2.1 * DAY_S, last - 0.8 * DAY_S],
    },
    {
      id: PERSONAS.lapsed,
      isNew: false,
      start: first + 2 * DAY_S,
      end: last - 65 * DAY_S,
      rate: 4,
      member: false,
      faultP: 0.03,
    },
    {
      id: PERSONAS.member,
      isNew: true,
      start: last - 100 * DAY_S,
      end: last - 6 * 3600,
      rate: 3,
      member: true,
      joinAt: last - 50 * DAY_S,
      faultP: 0.03,
    },
    {
      id: PERSONAS.faultReporter,
      isNew: false,
      start: first + 4 * DAY_S,
      end: last - 12 * 3600,
      rate: 3,
      member: false,
      faultP: 0.35,
    },
  );

  for (const p of profiles) {
    const weeks = (p.end - p.start) / (7 * DAY_S);
    let n = p.fixed ? p.fixed.length : Math.round(p.rate * weeks * between(0.8, 1.2));
    if (p.isNew) {
      emit(p.id, 'Signed Up', 0, p.start);
      emit(p.id, 'Station Viewed', 0, p.start + int(60, 1800));
      if (n === 0 && rnd() < 0.5) n = 1;
    }
    const times = p.fixed ?? Array.from({ length: n }, () => rhythmTime(p.start + 1800, p.end));
    times.sort((a, b) => a - b);

    // membership
    let joinedAt = Infinity;
    if (p.member && p.end > p.start + 3 * DAY_S) {
      joinedAt = p.joinAt ?? between(p.start + DAY_S, p.end);
      emit(p.id, 'membership.joined', rnd() < 0.2 && p.id !== PERSONAS.heaviest ? 7.99 : 9.99, joinedAt);
      if (rnd() < 0.3 && !p.joinAt)
        emit(p.id, 'membership.cancelled', 0, between(joinedAt + DAY_S, p.end + 2 * DAY_S));
    }

    for (const t of times) {
      for (let v = int(1, 3); v > 0; v--) emit(p.id, 'Station Viewed', 0, t - int(120, 2400));
      if (rnd() < 0.18) {
        const held = pick([15, 30, 30, 45, 60]);
        const at = t - int(600, 3000);
        emit(p.id, 'reservation_created', held, at);
        if (rnd() < 0.12) {
          emit(p.id, 'reservation_cancelled', 0, at + int(60, 900));
          continue;
        }
      }
      if (rnd() < p.faultP) {
        emit(p.id, 'charger_fault_reported', 0, t - int(30, 300));
        if (rnd() < 0.4) continue; // gave up
      }
      emit(p.id, 'charge_session_started', 0, t);
      if (rnd() < 0.03) continue; // session never closed (app lost the connection)
      const minutes = int(12, 110);
      const kw = pick([7, 11, 22, 50, 50, 120, 150]);
      const kwh =
        Math.round(Math.min(85, Math.max(2.5, kw * (minutes / 60) * between(0.55, 0.9))) * 100) / 100;
      const stop = t + minutes * 60 + int(0, 59);
      emit(p.id, 'charge_session_stopped', kwh, stop);
      const member = stop > joinedAt;
      const price = Math.round((kwh * (member ? 0.33 : 0.45) + (member ? 0 : 0.5)) * 100) / 100;
      // about 2% of cards are declined: no capture (the driver is chased by support)
      if (rnd() < 0.98) emit(p.id, 'payment.captured', price, stop + int(5, 90));
      if (rnd() < 0.22)
        emit(p.id, 'rating_submitted', 1 + weighted([5, 7, 15, 33, 40]), stop + int(60, 1800));
    }
  }

  // hosts: sign up (most of them inside the window), list stations, look at them
  for (const h of hosts.concat(PERSONAS.host)) {
    const isNew = h !== PERSONAS.host && rnd() < 0.7;
    const start = isNew ? first + rnd() * span * 0.9 : first + rnd() * 5 * DAY_S;
    if (isNew) emit(h, 'Signed Up', 0, start);
    const listings = h === PERSONAS.host ? 9 : int(1, 4);
    for (let i = 0; i < listings; i++) {
      const at = rhythmTime(start + 3600, last);
      emit(h, 'station_listed', int(1, 8), at);
      for (let v = int(1, 4); v > 0; v--) emit(h, 'Station Viewed', 0, at + int(300, 5 * DAY_S));
    }
  }

  events.sort((a, b) => a.s - b.s);
  return events.map(({ userId, eventName, eventValue, s }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(s * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}
