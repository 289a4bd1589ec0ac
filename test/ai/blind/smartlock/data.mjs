// Blind round "smartlock": a smart-lock and building access-control product.
//
// Residents (res_0001 … res_0420) and staff (staff_ana, staff_marco, …) unlock doors with the
// app or a keycard, residents and the concierge create temporary guest codes that guests
// (guest_0001 …) use, doors are left ajar and alarms fire, locks report low batteries that
// maintenance replaces, firmware updates install, and admins (admin_priya, admin_tom) grant
// and revoke access. Device-level events (battery_low, Door Left Ajar, alarm-triggered,
// firmware.update_installed) are attributed to the user who triggered them.
//
// The story, in days before `now` (age 0 = the current UTC day):
//   - 330 residents live in the building when the window opens; 90 more move in over the
//     window (ids res_0331 … res_0420 in move-in order: growth), about 8% of the original
//     residents move out (admin_priya revokes their access, then they go quiet).
//   - Weekly rhythm: residents come and go more on Fridays and Saturdays; staff work weekdays.
//   - Hour of day: morning (07–09) and evening (17–20) peaks for residents, 08–19 for staff.
//   - Incident, age 40: the firmware 4.2 rollout. staff_marco and admin_tom push
//     firmware.update_installed to the building's locks in the small hours, then unlocks
//     fail all day (Unlock Failed spike) and forced-entry alarms fire; a hotfix is pushed
//     the next night (age 39).
//   - App release, age 21: a new app version makes app unlocks easier; residents' app-login
//     rate roughly doubles from that day on.
//
// Every event's eventValue (0 where the event carries none):
//   door_unlocked             seconds the door stayed open after the unlock
//   keycard.tapped            0
//   app-login                 0
//   Unlock Failed             failed attempts in a row
//   Door Left Ajar            seconds the door was left ajar
//   alarm-triggered           seconds until someone acknowledged the alarm
//   GuestCodeCreated          hours the temporary code stays valid
//   guest_code.used           0
//   battery_low               battery percentage left on the lock
//   Battery Replaced          cost of the battery pack in USD (cents)
//   firmware.update_installed install duration in seconds
//   AccessGranted             number of doors in the grant
//   access_revoked            0

export const EVENT_NAMES = [
  'door_unlocked',
  'keycard.tapped',
  'app-login',
  'Unlock Failed',
  'Door Left Ajar',
  'alarm-triggered',
  'GuestCodeCreated',
  'guest_code.used',
  'battery_low',
  'Battery Replaced',
  'firmware.update_installed',
  'AccessGranted',
  'access_revoked',
];

export const PERSONAS = {
  topUser: 'staff_ana', // concierge: by far the most events (keycard taps, unlocks, guest codes)
  bigSpender: 'staff_marco', // maintenance: most Battery Replaced value; pushed the 4.2 firmware
  topResident: 'res_0042', // the most active resident
  churner: 'res_0213', // very active resident who moved out 55 days before now
  newcomer: 'res_0420', // moved in 5 days before now
  admin: 'admin_priya', // grants and revokes access
};

export const NOBODY = 'res_9999';

export const INCIDENT_AGE = 40; // days before the current UTC day: firmware 4.2 rollout
export const APP_RELEASE_AGE = 21; // new app release: residents unlock with the app more often

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, w) => String(n).padStart(w, '0');

// Hour-of-day weights.
const RES_HOURS = [
  1, 0.5, 0.3, 0.2, 0.2, 0.5, 2, 6, 7, 4, 2.5, 2.5, 3, 3, 2.5, 2.5, 3.5, 6, 7, 6, 4.5, 3.5, 2.5, 1.5,
];
const STAFF_HOURS = [
  0, 0, 0, 0, 0, 0, 0.3, 2, 5, 5, 4.5, 4, 3.5, 4, 4.5, 4.5, 4, 3.5, 2.5, 1.5, 0.5, 0, 0, 0,
];
// Monday … Sunday.
const RES_WEEKDAY = [0.9, 0.92, 0.95, 1.0, 1.3, 1.45, 1.1];
const STAFF_WEEKDAY = [1, 1, 1, 1, 0.95, 0.12, 0.08];

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(0x5eed10c4);
  const lo = nowMs - 120 * DAY + MIN;
  const hi = nowMs - 2 * MIN;
  const rows = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= lo && t <= hi) rows.push({ userId, eventName, eventValue, t });
  };
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const weighted = (w) => {
    const total = w.reduce((s, x) => s + x, 0);
    let r = rnd() * total;
    for (let i = 0; i < w.length; i++) if ((r -= w[i]) < 0) return i;
    return w.length - 1;
  };
  const poisson = (lambda) => {
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());

  // ---- cast ---------------------------------------------------------------------------
  const residents = [];
  for (let i = 1; i <= 420; i++) {
    const id = `res_${pad(i, 4)}`;
    let moveIn = 999,
      moveOut = -1;
    if (i > 330)
      moveIn = Math.round(118 - ((i - 331) * 113) / 89); // 118 … 5
    else if (rnd() < 0.08) moveOut = int(8, 110);
    let rate = Math.min(2.2, 0.17 * Math.exp(0.75 * normal()));
    const pKeycard = rnd() * 0.8;
    if (id === 'res_0042') rate = 4.5;
    if (id === 'res_0213') {
      rate = 2.6;
      moveOut = 55;
    }
    if (id === 'res_0420') rate = 2.0;
    residents.push({ id, moveIn, moveOut, rate, pKeycard });
  }
  const guests = Array.from({ length: 90 }, (_, i) => `guest_${pad(i + 1, 4)}`);
  const staff = [
    { id: 'staff_ana', unlocks: 12, codes: 2.2 },
    { id: 'staff_ben', unlocks: 2, codes: 0 },
    { id: 'staff_carla', unlocks: 2.1, codes: 0.2 },
    { id: 'staff_dmitri', unlocks: 2.2, codes: 0 },
    { id: 'staff_eve', unlocks: 3.4, codes: 0.3 },
    { id: 'staff_farid', unlocks: 1.8, codes: 0 },
    { id: 'staff_gus', unlocks: 1.9, codes: 0 },
    { id: 'staff_hana', unlocks: 1.5, codes: 0.1 },
    { id: 'staff_ivan', unlocks: 2.8, codes: 0 },
    { id: 'staff_marco', unlocks: 3.2, codes: 0 },
  ];

  const cents = (a, b) => int(a * 100, b * 100) / 100;

  function guestVisit(t, hours) {
    if (rnd() >= 0.85) return;
    const g = pick(guests);
    const u = t + rnd() * Math.min(hours, 6) * HOUR + 5 * MIN;
    push(g, 'guest_code.used', 0, u);
    push(g, 'door_unlocked', int(5, 20), u + 4000);
  }

  function batteryLow(userId, t) {
    push(userId, 'battery_low', int(5, 20), t + 1000);
    const r = rnd();
    if (r > 0.8) return; // not replaced yet, or swapped by the building super off-system
    const when = t + (0.5 + rnd() * 2.5) * DAY;
    if (r < 0.56) push('staff_marco', 'Battery Replaced', cents(29, 46), when);
    else if (r < 0.72) push('staff_ivan', 'Battery Replaced', cents(24, 38), when);
    else push(userId, 'Battery Replaced', cents(9, 18), when);
  }

  // ---- days ---------------------------------------------------------------------------
  const today = Math.floor(nowMs / DAY) * DAY;
  for (let age = 121; age >= 0; age--) {
    const day = today - age * DAY;
    const wd = (new Date(day).getUTCDay() + 6) % 7;
    const growth = 0.8 + 0.45 * (1 - age / 120);
    const incident = age === INCIDENT_AGE;
    const at = (hourWeights) => day + weighted(hourWeights) * HOUR + Math.floor(rnd() * HOUR);

    for (const r of residents) {
      if (age > r.moveIn) continue;
      if (r.moveOut >= 0 && age < r.moveOut) continue;
      if (age === r.moveOut) {
        push('admin_priya', 'access_revoked', 0, day + 11 * HOUR + int(0, 3599) * 1000);
        continue;
      }
      if (age === r.moveIn) {
        const admin = rnd() < 0.75 ? 'admin_priya' : 'admin_tom';
        push(admin, 'AccessGranted', int(2, 5), day + 10 * HOUR + int(0, 3599) * 1000);
        push(r.id, 'app-login', 0, day + 12 * HOUR + int(0, 3599) * 1000);
        push(r.id, 'door_unlocked', int(8, 40), day + 13 * HOUR + int(0, 3599) * 1000);
        continue; // move-in day: only the first login and unlock
      }
      const n = poisson(r.rate * growth * RES_WEEKDAY[wd]);
      for (let k = 0; k < n; k++) {
        const t = at(RES_HOURS);
        const broken = incident && t >= day + 6 * HOUR;
        if (rnd() < (broken ? 0.45 : 0.025))
          push(r.id, 'Unlock Failed', broken ? int(2, 6) : int(1, 3), t - 40_000);
        if (broken && rnd() < 0.1) push(r.id, 'alarm-triggered', int(10, 300), t - 20_000);
        if (rnd() < r.pKeycard) push(r.id, 'keycard.tapped', 0, t - 3000);
        else if (rnd() < (age < APP_RELEASE_AGE ? 0.6 : 0.3)) push(r.id, 'app-login', 0, t - 25_000);
        push(r.id, 'door_unlocked', int(3, 24), t);
        if (rnd() < 0.013) {
          const ajar = int(45, 900);
          push(r.id, 'Door Left Ajar', ajar, t + 60_000);
          if (ajar > 250) push(r.id, 'alarm-triggered', int(10, 520), t + ajar * 1000);
        }
        if (rnd() < 0.006) batteryLow(r.id, t);
      }
      if (rnd() < 0.03 * growth * (wd >= 4 ? 1.5 : 1)) {
        const t = at(RES_HOURS);
        const hours = pick([2, 4, 4, 8, 12, 24, 24, 48, 72]);
        push(r.id, 'GuestCodeCreated', hours, t);
        guestVisit(t, hours);
      }
      if (rnd() < 0.005) push(r.id, 'firmware.update_installed', int(40, 400), at(RES_HOURS));
    }

    for (const s of staff) {
      const n = poisson(s.unlocks * STAFF_WEEKDAY[wd] * (0.9 + 0.2 * (1 - age / 120)));
      for (let k = 0; k < n; k++) {
        const t = at(STAFF_HOURS);
        if (rnd() < (incident && t >= day + 6 * HOUR ? 0.4 : 0.015))
          push(s.id, 'Unlock Failed', int(1, 3), t - 30_000);
        if (rnd() < 0.9) push(s.id, 'keycard.tapped', 0, t - 2000);
        else push(s.id, 'app-login', 0, t - 20_000);
        push(s.id, 'door_unlocked', int(3, 15), t);
        if (rnd() < (s.id === 'staff_ana' ? 0.025 : 0.01)) {
          // the concierge props the front door open for deliveries
          const ajar = int(45, 700);
          push(s.id, 'Door Left Ajar', ajar, t + 45_000);
          if (ajar > 380) push(s.id, 'alarm-triggered', int(10, 240), t + ajar * 1000);
        }
        if (rnd() < 0.004) batteryLow(s.id, t);
      }
      const codes = poisson(s.codes * STAFF_WEEKDAY[wd]);
      for (let k = 0; k < codes; k++) {
        const t = at(STAFF_HOURS);
        const hours = pick([1, 2, 2, 4, 8]);
        push(s.id, 'GuestCodeCreated', hours, t);
        guestVisit(t, hours);
      }
      if (STAFF_WEEKDAY[wd] === 1 && rnd() < 0.5) push(s.id, 'app-login', 0, at(STAFF_HOURS));
    }

    // Admins: contractor grants, lost keycards, routine app use.
    for (const [admin, w] of [
      ['admin_priya', 1],
      ['admin_tom', 0.45],
    ]) {
      if (STAFF_WEEKDAY[wd] < 1) continue;
      if (rnd() < 0.8 * w) push(admin, 'app-login', 0, at(STAFF_HOURS));
      if (rnd() < 0.45 * w) push(admin, 'AccessGranted', int(1, 2), at(STAFF_HOURS));
      if (rnd() < 0.25 * w) push(admin, 'access_revoked', 0, at(STAFF_HOURS));
    }

    // Maintenance: routine firmware for common-area locks on Tuesdays.
    if (wd === 1) {
      const n = int(2, 6);
      for (let k = 0; k < n; k++)
        push('staff_marco', 'firmware.update_installed', int(60, 320), at(STAFF_HOURS));
    }

    // The firmware 4.2 rollout (age 40) and the hotfix the next night (age 39).
    if (incident) {
      for (let k = 0; k < 300; k++) {
        const who = k < 220 ? 'staff_marco' : 'admin_tom';
        push(who, 'firmware.update_installed', int(60, 300), day + HOUR + Math.floor(rnd() * 3.5 * HOUR));
      }
    }
    if (age === INCIDENT_AGE - 1) {
      for (let k = 0; k < 70; k++) {
        push(
          'staff_marco',
          'firmware.update_installed',
          int(30, 120),
          day + 2 * HOUR + Math.floor(rnd() * 2 * HOUR),
        );
      }
    }
  }

  rows.sort((a, b) => a.t - b.t);
  return rows.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
