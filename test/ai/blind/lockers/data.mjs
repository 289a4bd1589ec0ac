// Smart parcel locker network: couriers deposit parcels, recipients get a code and pick up,
// unclaimed parcels expire, recipients drop off returns, compartments fault and get repaired,
// oversize slots are paid for, Locker Plus is a paid subscription, the app is installed.
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIN = 60_000;

export const EVENT_NAMES = [
  'parcel_deposited', // courier put a parcel in a compartment; value = parcel weight in kg
  'CodeSent', // pickup code sent to the recipient; value 0
  'notification-opened', // recipient opened the pickup notification; value 0
  'pickup.completed', // recipient collected the parcel; value = hours the parcel waited
  'Parcel Expired', // parcel not collected in time, sent back; value = days it was held
  'return-dropoff', // recipient (as a sender) dropped off a return; value = weight in kg
  'oversize_slot_purchased', // paid oversize compartment; value = price in EUR
  'plus_subscription_paid', // Locker Plus monthly payment; value = price in EUR
  'compartment.fault', // courier reported a faulty compartment; value = compartment number
  'CompartmentRepaired', // technician repaired a compartment; value = minutes of work
  'App Installed', // recipient installed the app; value 0
];

export const PERSONAS = {
  topRecipient: 'user_0142',
  secondRecipient: 'user_0077',
  churner: 'user_0088',
  newcomer: 'user_0417',
  bigSpender: 'user_0230',
  topCourier: 'courier_07',
  leavingCourier: 'courier_19',
  topTechnician: 'tech_03',
};
export const NOBODY = 'user_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, w) => String(n).padStart(w, '0');
const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().slice(0, 19) + 'Z';

export function generateEvents(nowDate) {
  const rnd = mulberry32(0x10cce5);
  const now = Math.floor(+nowDate / 1000) * 1000;
  const end = now - 2 * MIN; // last allowed instant
  const start = now - 120 * DAY + MIN; // first allowed instant
  const today = Math.floor(now / DAY) * DAY;
  const incidentDay = today - 23 * DAY;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    if (t < start || t > end) return;
    out.push({ userId, eventName, eventValue, timestamp: iso(t) });
  };
  const pickW = (items, weight) => {
    let total = 0;
    for (const it of items) total += weight(it);
    let x = rnd() * total;
    for (const it of items) {
      x -= weight(it);
      if (x <= 0) return it;
    }
    return items[items.length - 1];
  };
  const fromDist = (dist) => {
    // dist: [[hour, weight]...]
    let total = 0;
    for (const [, w] of dist) total += w;
    let x = rnd() * total;
    for (const [h, w] of dist) {
      x -= w;
      if (x <= 0) return h;
    }
    return dist[dist.length - 1][0];
  };
  const depositHours = [
    [5, 1],
    [6, 4],
    [7, 8],
    [8, 15],
    [9, 10.5],
    [10, 8],
    [11, 6],
    [12, 4],
    [13, 3],
    [14, 2],
    [15, 2],
    [16, 1],
  ];
  const pickupHours = [
    [0, 0.8],
    [1, 0.6],
    [2, 0.3],
    [3, 0.2],
    [4, 0.2],
    [5, 0.3],
    [6, 0.5],
    [7, 1.5],
    [8, 2],
    [9, 1],
    [10, 1],
    [11, 1],
    [12, 2],
    [13, 2],
    [14, 1.5],
    [15, 2],
    [16, 3],
    [17, 6],
    [18, 9.5],
    [19, 6.5],
    [20, 5],
    [21, 3],
    [22, 1.5],
    [23, 0.7],
  ];
  const returnHours = [
    [9, 2],
    [10, 3],
    [11, 4],
    [12, 5],
    [13, 5],
    [14, 4],
    [15, 3],
    [16, 3],
    [17, 2],
    [18, 2],
    [19, 1],
  ];
  const depositWeekday = [0.2, 1.4, 1.1, 1.05, 1.0, 1.15, 0.55]; // by getUTCDay: Sun..Sat

  // Couriers
  const couriers = [];
  for (let i = 1; i <= 25; i++) {
    const id = `courier_${pad(i, 2)}`;
    let w = 0.6 + rnd() * 0.6;
    if (id === 'courier_07') w = 5.5;
    if (id === 'courier_12') w = 2.3;
    if (id === 'courier_03') w = 1.8;
    couriers.push({ id, w, leave: id === 'courier_19' ? now - 40 * DAY : Infinity });
  }
  const techs = [];
  for (let i = 1; i <= 6; i++) {
    const id = `tech_${pad(i, 2)}`;
    techs.push({ id, w: id === 'tech_03' ? 4.5 : id === 'tech_05' ? 1.6 : 0.7 + rnd() * 0.5 });
  }

  // Recipients
  const recipients = [];
  for (let i = 1; i <= 430; i++) {
    const id = `user_${pad(i, 4)}`;
    let join = rnd() < 0.45 ? -Infinity : start + 118 * DAY * Math.sqrt(rnd());
    let leave = rnd() < 0.12 && join !== -Infinity ? join + 10 * DAY + rnd() * 110 * DAY : Infinity;
    if (join === -Infinity && rnd() < 0.14) leave = start + rnd() * 110 * DAY;
    let w = 0.35 + rnd() * 1.6;
    if (id === 'user_0142') {
      w = 10;
      join = -Infinity;
      leave = Infinity;
    }
    if (id === 'user_0077') {
      w = 6;
      join = -Infinity;
      leave = Infinity;
    }
    if (id === 'user_0305') {
      w = 5.5;
      join = -Infinity;
      leave = Infinity;
    }
    if (id === 'user_0088') {
      w = 4;
      join = -Infinity;
      leave = today - 62 * DAY + 15 * HOUR;
    }
    if (id === 'user_0417') {
      w = 3;
      join = today - 6 * DAY + 9 * HOUR + 17 * MIN;
      leave = Infinity;
    }
    if (id === 'user_0230') {
      join = -Infinity;
      leave = Infinity;
    }
    const plus = id === 'user_0142' || id === 'user_0230' || rnd() < 0.16;
    recipients.push({ id, w, join, leave, plus });
  }
  const active = (t) => recipients.filter((r) => r.join <= t && t < r.leave);

  // App installs at join (new recipients only; the others installed before the data begins)
  for (const r of recipients) {
    if (r.join !== -Infinity && (r.id === 'user_0417' || rnd() < 0.9)) push(r.id, 'App Installed', 0, r.join);
  }
  // Locker Plus payments every 30 days
  for (const r of recipients) {
    if (!r.plus) continue;
    let t = r.join === -Infinity ? start - rnd() * 30 * DAY : r.join + rnd() * 10 * DAY;
    t = Math.floor(t / DAY) * DAY + (2 + Math.floor(rnd() * 3)) * HOUR + Math.floor(rnd() * 3600) * 1000;
    for (; t < Math.min(r.leave, end); t += 30 * DAY) push(r.id, 'plus_subscription_paid', 9.99, t);
  }

  const faults = [];
  for (let day = Math.floor(start / DAY) * DAY; day <= end; day += DAY) {
    const g = 0.7 + 0.6 * Math.min(1, Math.max(0, (day - start) / (120 * DAY)));
    const wd = new Date(day).getUTCDay();
    const incident = day === incidentDay;
    const here = active(day + 12 * HOUR);
    const nDep = Math.round(52 * g * depositWeekday[wd] * (0.9 + 0.2 * rnd()) * (incident ? 0.7 : 1));
    const activeCouriers = couriers.filter((c) => c.leave > day);
    for (let k = 0; k < nDep; k++) {
      const t = day + fromDist(depositHours) * HOUR + Math.floor(rnd() * 3600) * 1000;
      const c = pickW(activeCouriers, (x) => x.w);
      const r = pickW(here, (x) => x.w);
      push(c.id, 'parcel_deposited', Math.round((0.2 + 12 * rnd() ** 2.2) * 10) / 10, t);
      const code = t + (60 + Math.floor(rnd() * 540)) * 1000;
      push(r.id, 'CodeSent', 0, code);
      const reminder = rnd() < 0.08;
      if (rnd() < 0.55)
        push(
          r.id,
          'notification-opened',
          0,
          code + (30 + Math.floor(rnd() * (rnd() < 0.3 ? 50000 : 3570))) * 1000,
        );
      if (rnd() < (incident ? 0.75 : 0.9)) {
        const off = fromDist([
          [0, 45],
          [1, 30],
          [2, 15],
          [3, 10],
        ]);
        let p = day + off * DAY + fromDist(pickupHours) * HOUR + Math.floor(rnd() * 3600) * 1000;
        if (p < code + 10 * MIN) p = code + (10 + Math.floor(rnd() * 180)) * MIN;
        push(r.id, 'pickup.completed', Math.max(1, Math.round((p - t) / HOUR)), p);
        if (reminder && p - code > 26 * HOUR) push(r.id, 'CodeSent', 0, code + 24 * HOUR);
      } else {
        const hold = r.plus ? 5 : 3;
        push(r.id, 'Parcel Expired', hold, t + hold * DAY + Math.floor(rnd() * 7200) * 1000);
        if (reminder) push(r.id, 'CodeSent', 0, code + 24 * HOUR);
      }
    }
    // returns
    const nRet = Math.round(7 * g * (wd === 0 ? 0.3 : wd === 6 ? 1.3 : 1) * (0.7 + 0.6 * rnd()));
    for (let k = 0; k < nRet; k++) {
      const r = pickW(here, (x) => x.w);
      push(
        r.id,
        'return-dropoff',
        Math.round((0.2 + 7 * rnd() ** 1.8) * 10) / 10,
        day + fromDist(returnHours) * HOUR + Math.floor(rnd() * 3600) * 1000,
      );
    }
    // oversize slots
    const nOv = Math.round(2.6 * g * (0.5 + rnd()));
    for (let k = 0; k < nOv; k++) {
      const r = rnd() < 0.12 ? recipients.find((x) => x.id === 'user_0230') : pickW(here, (x) => x.w);
      push(
        r.id,
        'oversize_slot_purchased',
        [4.5, 6.9, 9.9][
          fromDist([
            [0, 5],
            [1, 3],
            [2, 2],
          ])
        ],
        day + fromDist(returnHours) * HOUR + Math.floor(rnd() * 3600) * 1000,
      );
    }
    // faults
    let nF = rnd() < 0.35 ? 0 : rnd() < 0.6 ? 1 : rnd() < 0.7 ? 2 : 3;
    if (incident) nF += 44;
    for (let k = 0; k < nF; k++) {
      const t = incident
        ? day + (7 + Math.floor(rnd() * 5)) * HOUR + Math.floor(rnd() * 3600) * 1000
        : day + fromDist(depositHours) * HOUR + Math.floor(rnd() * 3600) * 1000;
      const c = pickW(activeCouriers, (x) => x.w);
      push(c.id, 'compartment.fault', 1 + Math.floor(rnd() * 60), t);
      faults.push(t);
    }
  }
  for (const f of faults) {
    const tech = pickW(techs, (x) => x.w);
    push(tech.id, 'CompartmentRepaired', 15 + Math.floor(rnd() * 166), f + (1 + rnd() * 29) * HOUR);
    if (rnd() < 0.15)
      push(
        pickW(techs, (x) => x.w).id,
        'CompartmentRepaired',
        15 + Math.floor(rnd() * 166),
        f + (31 + rnd() * 40) * HOUR,
      );
  }
  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
