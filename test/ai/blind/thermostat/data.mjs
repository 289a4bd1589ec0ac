/* eslint-disable -- a blind round's file, kept as its author wrote it */
// Smart-thermostat cloud: homeowners pair thermostats, change setpoints, edit schedules, use
// away mode, get filter reminders, firmware updates, view energy reports, get offline alerts.
// Deterministic for a given `now` (mulberry32, fixed seed); every timestamp in
// [now - 120 days, now - 2 minutes].

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const EVENT_NAMES = [
  'app_login',
  'device_paired',
  'setpoint.changed',
  'ScheduleEdited',
  'Away Mode Enabled',
  'filter-reminder-sent',
  'firmware.updated',
  'EnergyReportViewed',
  'offline_alert',
  'Subscription Renewed',
  'accessory.purchased',
];

export const PERSONAS = {
  powerUser: 'home_1007', // tinkers with the setpoint many times a day
  churner: 'home_1033', // active early on, gone for the last ~55 days
  newcomer: 'home_1466', // first event 3 days before now
  bigSpender: 'home_1120', // buys many accessories
  landlord: 'home_1250', // many thermostats: pairings, firmware updates, offline alerts
  snowbird: 'home_1301', // uses away mode constantly
};
export const NOBODY = 'home_9999';

export const INCIDENT_DAYS_AGO = 37; // cloud outage: a burst of offline alerts that morning

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Hour-of-day weights (UTC): morning and evening peaks, quiet nights.
const HOUR_W = [
  1, 0.6, 0.4, 0.3, 0.4, 1, 3, 5, 4.5, 3, 2.5, 2.4, 2.6, 2.4, 2.2, 2.4, 3, 4.2, 5, 5.6, 5.2, 4, 2.8, 1.6,
];
const HOUR_CUM = (() => {
  const c = [];
  let s = 0;
  for (const w of HOUR_W) c.push((s += w));
  return c.map((x) => x / s);
})();

const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';

export function generateEvents(now) {
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY;
  const latest = nowMs - 120_000;
  const rnd = mulberry32(0x7e57a7);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const hour = () => {
    const r = rnd();
    let h = 0;
    while (HOUR_CUM[h] < r) h++;
    return h;
  };
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue, timestamp: iso(t) });
  };
  const at = (k, h = hour()) => today - k * DAY + h * HOUR + int(0, 3599) * 1000;

  // ---- users -------------------------------------------------------------------------------
  const NU = 480;
  const users = [];
  for (let i = 0; i < NU; i++) {
    const id = `home_${1001 + i}`;
    // growth: ~30% were already customers at the start, the rest joined at an increasing rate
    let join;
    if (rnd() < 0.3) join = 121;
    else join = Math.floor(118 * (1 - Math.sqrt(rnd()))) + 1; // more joiners recently
    let leave = rnd() < 0.16 ? int(5, Math.max(6, join - 8)) : -1; // churners stop `leave` days ago
    if (leave >= join) leave = -1;
    const rate = 0.25 + rnd() * rnd() * 2.2; // events per day
    users.push({
      id,
      join,
      leave,
      rate,
      devices: rnd() < 0.75 ? 1 : int(2, 3),
      premium: rnd() < 0.32,
      annual: rnd() < 0.25,
      renewDay: int(0, 29),
      awayLover: rnd() < 0.3,
      buyer: rnd() < 0.18,
    });
  }
  const byId = Object.fromEntries(users.map((u) => [u.id, u]));
  Object.assign(byId.home_1007, { join: 121, leave: -1, rate: 11, devices: 2, premium: true, annual: false });
  Object.assign(byId.home_1033, { join: 121, leave: 55, rate: 4.5, premium: true, annual: false });
  Object.assign(byId.home_1466, { join: 3, leave: -1, rate: 3, devices: 1, premium: false });
  Object.assign(byId.home_1120, { join: 110, leave: -1, rate: 1.6, buyer: true, premium: true });
  Object.assign(byId.home_1250, {
    join: 121,
    leave: -1,
    rate: 3.5,
    devices: 14,
    premium: true,
    annual: true,
  });
  Object.assign(byId.home_1301, { join: 121, leave: -1, rate: 2, awayLover: true });

  // ---- daily activity ----------------------------------------------------------------------
  for (const u of users) {
    const first = Math.min(u.join, 120);
    // pairing on the join day (the first event of a newcomer)
    if (u.join <= 120) {
      const t0 = at(u.join, int(8, 20));
      push(u.id, 'device_paired', 1, t0);
      for (let d = 1; d < u.devices; d++) push(u.id, 'device_paired', 1, t0 + int(5, 90) * 60_000);
      if (rnd() < 0.7) push(u.id, 'ScheduleEdited', int(2, 6), t0 + int(95, 400) * 60_000);
    } else if (u.devices > 3) {
      // the landlord keeps adding units during the period
      for (let d = 0; d < 9; d++) push(u.id, 'device_paired', 1, at(int(20, 118)));
    }
    for (let k = first; k >= 0; k--) {
      if (u.leave >= 0 && k < u.leave) break;
      if (k === u.join) continue;
      const dayT = today - k * DAY;
      const wd = (new Date(dayT).getUTCDay() + 6) % 7; // 0 = Monday
      const weekend = wd >= 5;
      const season = 0.75 + 0.5 * ((120 - k) / 120); // heating season builds up
      const lam = u.rate * season * (weekend ? 1.3 : 1);
      let n = 0;
      let p = Math.exp(-lam),
        s = p;
      const r = rnd();
      while (r > s && n < 40) {
        n++;
        p *= lam / n;
        s += p;
      }
      for (let j = 0; j < n; j++) {
        const x = rnd();
        let name, v;
        if (u.id === 'home_1007' && x < 0.6) ((name = 'setpoint.changed'), (v = int(64, 76)));
        else if (x < 0.27) ((name = 'app_login'), (v = 0));
        else if (x < 0.6) ((name = 'setpoint.changed'), (v = int(60, 78)));
        else if (x < 0.69) ((name = 'ScheduleEdited'), (v = int(1, 6)));
        else if (x < 0.77 && (wd === 0 || rnd() < 0.45)) ((name = 'EnergyReportViewed'), (v = int(80, 1400)));
        else if (x < 0.84 && (u.awayLover || wd === 4 || rnd() < 0.2))
          ((name = 'Away Mode Enabled'), (v = int(2, 240)));
        else if (x < 0.9) ((name = 'offline_alert'), (v = int(5, 480)));
        else if (x < 0.93) ((name = 'filter-reminder-sent'), (v = int(60, 180)));
        else if (x < 0.96 && u.buyer)
          ((name = 'accessory.purchased'), (v = pick([19.99, 24.99, 39.99, 59.99, 129])));
        else ((name = 'app_login'), (v = 0));
        if (u.id === 'home_1301' && name === 'app_login' && rnd() < 0.6)
          ((name = 'Away Mode Enabled'), (v = int(24, 240)));
        push(u.id, name, v, at(k));
      }
      // landlord: extra offline alerts from his many units
      if (u.devices > 3 && rnd() < 0.35) push(u.id, 'offline_alert', int(5, 600), at(k));
      // premium renewals: monthly on renewDay, annual once
      if (u.premium && !u.annual && (120 - k) % 30 === u.renewDay)
        push(u.id, 'Subscription Renewed', 4.99, at(k, int(1, 5)));
      if (u.premium && u.annual && k === 120 - u.renewDay * 4)
        push(u.id, 'Subscription Renewed', 49.99, at(k, int(1, 5)));
      // big spender
      if (u.id === 'home_1120' && k % 11 === 3)
        push(u.id, 'accessory.purchased', pick([59.99, 129, 129, 249]), at(k));
    }
    // firmware rollouts: 75-62 days ago and 20-12 days ago, one install per device
    for (const [a, b] of [
      [75, 62],
      [20, 12],
    ]) {
      for (let d = 0; d < u.devices; d++) {
        const k = int(b, a);
        if (k > first || (u.leave >= 0 && k < u.leave)) continue;
        if (rnd() < 0.9) push(u.id, 'firmware.updated', int(45, 600), at(k, int(1, 5)));
      }
    }
  }
  // incident: cloud outage on one morning, most thermostats report offline
  for (const u of users) {
    const k = INCIDENT_DAYS_AGO;
    if (u.join <= k || (u.leave >= 0 && u.leave > k)) continue;
    if (rnd() < 0.8)
      push(u.id, 'offline_alert', int(60, 300), today - k * DAY + int(3 * 3600, 9 * 3600) * 1000);
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
