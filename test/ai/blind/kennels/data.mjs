// Pawsome Stays — a chain of dog daycare and boarding kennels.
// Owners book daycare days and boarding stays, pay invoices, buy day-pass bundles, add grooming,
// upload vaccination records and leave reviews; staff check dogs in and out, send photo updates
// and report incidents.

export const EVENT_NAMES = [
  'daycare_booked', // owner books a daycare day; value = price of the day (USD)
  'boarding.stay_booked', // owner books a boarding stay; value = stay price (USD)
  'InvoicePaid', // owner pays an invoice; value = amount paid (USD)
  'Day Pass Bundle Purchased', // owner buys a bundle of daycare passes; value = bundle price (USD)
  'dog-checked-in', // staff checks a dog in; value = dogs in the party (1 or 2)
  'dog.checked_out', // staff checks a dog out; value = hours in care
  'incident_reported', // staff reports an incident; value = severity 1–3
  'PhotoUpdateSent', // staff sends photos to the owner; value = photos in the update
  'grooming-addon-added', // owner adds grooming to a booking; value = price (USD)
  'Vaccination Record Uploaded', // owner uploads a vaccination record; value = 0
  'review_submitted', // owner leaves a review; value = stars 1–5
  'booking.cancelled', // owner cancels a booking; value = refund (USD)
];

export const PERSONAS = {
  topOwner: 'owner_1007', // daycare every weekday the whole window
  bigSpender: 'owner_1013', // long boarding stays, premium grooming
  churner: 'owner_1021', // very regular, then stopped about 50 days ago
  newcomer: 'owner_1420', // first event 5 days ago
  topStaff: 'staff_07', // handles the most check-ins and check-outs
  nightStaff: 'staff_18', // overnight boarding shift: kennel-cam photo updates
  incidentDog: 'owner_1099', // dog involved in several incidents
};

export const NOBODY = 'owner_9999';

const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261129);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const between = (a, b) => a + rnd() * (b - a);
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 2 * MIN;
  // kennel-cough scare: the Wednesday 20–26 days before today
  let INCIDENT_K = 20;
  while ((new Date(today - INCIDENT_K * DAY).getUTCDay() + 6) % 7 !== 2) INCIDENT_K++;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };

  // staff: staff_01..staff_17 day staff, staff_18 night shift; staff_07 takes the most desk shifts
  const staff = Array.from({ length: 17 }, (_, i) => `staff_${String(i + 1).padStart(2, '0')}`);
  const staffWeights = staff.map((s) => (s === 'staff_07' ? 3.2 : s === 'staff_03' ? 1.8 : 0.6 + rnd()));
  const totalW = staffWeights.reduce((a, b) => a + b, 0);
  const pickStaff = () => {
    let r = rnd() * totalW;
    for (let i = 0; i < staff.length; i++) if ((r -= staffWeights[i]) < 0) return staff[i];
    return staff[staff.length - 1];
  };

  // owners owner_1001..owner_1420
  const owners = [];
  for (let i = 1001; i <= 1420; i++) {
    const id = `owner_${i}`;
    const established = rnd() < 0.3;
    let joinK = established ? 121 : Math.floor(118 * Math.pow(rnd(), 1.35));
    let leaveK = rnd() < 0.16 ? Math.floor(rnd() * Math.min(joinK, 110)) : -1;
    const kind = rnd();
    let daycareRate = kind < 0.55 ? between(0.2, 0.7) : kind < 0.8 ? between(0.05, 0.2) : 0.02;
    let boardRate = kind < 0.55 ? 0.03 : kind < 0.8 ? 0.12 : 0.25;
    let bundle = rnd() < 0.3;
    let groom = between(0.02, 0.12);
    if (id === 'owner_1007') {
      joinK = 121;
      leaveK = -1;
      daycareRate = 0.97;
      boardRate = 0.02;
      bundle = false;
      groom = 0.06;
    }
    if (id === 'owner_1013') {
      joinK = 121;
      leaveK = -1;
      daycareRate = 0.1;
      boardRate = 0.9;
      bundle = false;
      groom = 0.5;
    }
    if (id === 'owner_1021') {
      joinK = 121;
      leaveK = 50;
      daycareRate = 0.8;
      boardRate = 0.05;
      bundle = true;
      groom = 0.1;
    }
    if (id === 'owner_1420') {
      joinK = 5;
      leaveK = -1;
      daycareRate = 0.7;
      boardRate = 0;
      bundle = false;
      groom = 0.2;
    }
    if (id === 'owner_1044') {
      joinK = 121;
      leaveK = -1;
      daycareRate = 0.93;
      boardRate = 0.01;
      bundle = true;
      groom = 0.05;
    }
    if (id === 'owner_1099') {
      joinK = 100;
      leaveK = -1;
      daycareRate = 0.45;
      boardRate = 0.05;
      groom = 0.05;
    }
    owners.push({ id, joinK, leaveK, daycareRate, boardRate, bundle, groom, busyUntilK: 999 });
  }

  // the night shift's kennel-cam photo updates: overnight boarding dogs, about every 40 minutes
  // over the last 120 days between 20:00 and 07:00, and a steady stream over the last day
  for (
    let t = nowMs - 3 * MIN - Math.floor(rnd() * 5) * MIN;
    t > earliest;
    t -= (nowMs - t < 2 * DAY ? 20 + Math.floor(rnd() * 20) : 50 + Math.floor(rnd() * 60)) * MIN
  ) {
    const h = new Date(t).getUTCHours();
    if (nowMs - t < 2 * DAY || h >= 20 || h < 7)
      push('staff_18', 'PhotoUpdateSent', 1 + Math.floor(rnd() * 4), t);
  }

  for (let k = 120; k >= 0; k--) {
    const d0 = today - k * DAY;
    const wd = (new Date(d0).getUTCDay() + 6) % 7; // 0 = Monday
    const weekFactor = [1, 1.05, 1.1, 1.0, 0.95, 0.3, 0.12][wd];
    const growth = 0.75 + (0.5 * (120 - k)) / 120;
    const incidentDay = k === INCIDENT_K;
    for (const o of owners) {
      if (k > o.joinK || k < o.leaveK) continue;
      if (k === o.joinK || (k === 121 && false)) {
        push(o.id, 'Vaccination Record Uploaded', 0, d0 + between(6, 22) * HOUR);
      }
      if (o.joinK > 120 && k === 120 && rnd() < 0.25)
        push(o.id, 'Vaccination Record Uploaded', 0, d0 + between(6, 22) * HOUR);
      if (rnd() < 0.004) push(o.id, 'Vaccination Record Uploaded', 0, d0 + between(6, 22) * HOUR);
      if (k > o.busyUntilK) continue; // dog is boarding
      // boarding stays start Thursday–Saturday
      if (wd >= 3 && wd <= 5 && rnd() < o.boardRate * 0.6 * growth) {
        const nights = o.id === 'owner_1013' ? 5 + Math.floor(rnd() * 5) : 1 + Math.floor(rnd() * 6);
        const price = nights * (o.id === 'owner_1013' ? 78 : 62);
        const tb = d0 - between(1, 6) * DAY + between(8, 22) * HOUR;
        push(o.id, 'boarding.stay_booked', price, tb);
        if (rnd() < 0.06 || (incidentDay && rnd() < 0.5)) {
          push(
            o.id,
            'booking.cancelled',
            Math.round(price * 0.8),
            incidentDay ? d0 + between(6.5, 11) * HOUR : tb + between(2, 30) * HOUR,
          );
          continue;
        }
        const s = pickStaff();
        const tin = d0 + between(8, 12) * HOUR;
        push(s, 'dog-checked-in', rnd() < 0.15 ? 2 : 1, tin);
        if (rnd() < o.groom)
          push(
            o.id,
            'grooming-addon-added',
            o.id === 'owner_1013' ? 65 : pick([25, 35, 45]),
            tin + between(0.2, 3) * HOUR,
          );
        for (let n = 0; n < nights; n++)
          if (rnd() < 0.55)
            push(
              pickStaff(),
              'PhotoUpdateSent',
              1 + Math.floor(rnd() * 6),
              d0 + n * DAY + between(10, 19) * HOUR,
            );
        const tout = d0 + nights * DAY + between(9, 18) * HOUR;
        push(pickStaff(), 'dog.checked_out', Math.round(((tout - tin) / HOUR) * 10) / 10, tout);
        if (rnd() < 0.9)
          push(o.id, 'InvoicePaid', price + (rnd() < 0.3 ? 20 : 0), tout + between(0.1, 30) * HOUR);
        if (rnd() < 0.12) push(o.id, 'review_submitted', pick([4, 5, 5, 5, 3]), tout + between(3, 60) * HOUR);
        o.busyUntilK = k - nights;
        continue;
      }
      if (rnd() < o.daycareRate * weekFactor * growth) {
        const price = pick([38, 42, 42, 45, 49]);
        const tb = d0 + between(5.5, 8.5) * HOUR - (rnd() < 0.5 ? between(10, 40) * HOUR : 0);
        if (rnd() < 0.92) push(o.id, 'daycare_booked', price, tb); // the rest are walk-ins
        if (rnd() < 0.035 || (incidentDay && rnd() < 0.4)) {
          push(
            o.id,
            'booking.cancelled',
            price,
            incidentDay ? d0 + between(6.5, 11) * HOUR : tb + between(0.5, 4) * HOUR,
          );
          continue;
        }
        const tin = d0 + (7.4 + (rnd() + rnd()) * 0.9) * HOUR;
        push(pickStaff(), 'dog-checked-in', rnd() < 0.1 ? 2 : 1, tin);
        if (rnd() < o.groom)
          push(o.id, 'grooming-addon-added', pick([25, 35, 45]), tin + between(0.1, 2) * HOUR);
        if (rnd() < 0.4)
          push(
            pickStaff(),
            'PhotoUpdateSent',
            1 + Math.floor(rnd() * 6),
            d0 + (11.5 + (rnd() + rnd()) * 1.9) * HOUR,
          );
        const incP = o.id === 'owner_1099' ? 0.12 : incidentDay ? 0.25 : 0.006;
        if (rnd() < incP)
          push(
            pickStaff(),
            'incident_reported',
            incidentDay ? pick([2, 3, 3]) : pick([1, 1, 2, 3]),
            d0 + between(10, 16) * HOUR,
          );
        const tout = d0 + (16 + (rnd() + rnd()) * 1.5) * HOUR;
        if (rnd() < 0.96)
          push(pickStaff(), 'dog.checked_out', Math.round(((tout - tin) / HOUR) * 10) / 10, tout); // some check-outs are never scanned
        if (o.bundle) {
          if (rnd() < 0.1)
            push(o.id, 'Day Pass Bundle Purchased', pick([199, 369, 369, 549]), tb - between(1, 20) * HOUR);
        } else if (rnd() < 0.7) push(o.id, 'InvoicePaid', price, tout + between(0.2, 28) * HOUR);
        if (rnd() < (incidentDay ? 0.15 : 0.025))
          push(
            o.id,
            'review_submitted',
            incidentDay ? pick([1, 2, 2, 3]) : pick([3, 4, 4, 5, 5, 5]),
            tout + between(1, 40) * HOUR,
          );
      }
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
