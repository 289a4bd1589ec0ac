// Volunteer coordination for a network of hospitals and care homes ("CareCrew").
// Volunteers sign up, clear a background check, get training certificates, pick up shifts,
// check in and out (hours worked as the value), cancel shifts, and file mileage claims.
// Coordinators post shifts. One day, 23 days before "now", the scheduling service was down.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIN = 60_000;

export const EVENT_NAMES = [
  'volunteer_signed_up', // value 0
  'background.check.completed', // value: days the check took
  'ShiftPosted', // coordinators; value: open slots on the shift
  'shift_picked_up', // value: planned hours of the shift
  'Checked In', // value 0
  'checked-out', // value: hours actually worked
  'shift.cancelled', // value: hours of notice given
  'MileageClaimSubmitted', // value: claim amount in dollars
  'training-certificate-issued', // value: training hours the certificate is for
  'app_opened', // value 0
  'Profile Updated', // value 0
  'message.sent', // value 0
];

export const PERSONAS = {
  topVolunteer: 'vol_1007',
  churner: 'vol_1013',
  newcomer: 'vol_1466',
  longDistanceDriver: 'vol_1088',
  serialCanceller: 'vol_1120',
  leadCoordinator: 'coord_07',
};

export const NOBODY = 'vol_9999';

export const OUTAGE_DAYS_AGO = 23;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Monday … Sunday: weekend visits to care homes are the busiest.
const WEEKDAY_FACTOR = [0.8, 0.9, 1.05, 0.9, 0.8, 1.55, 1.3];
const SHIFT_HOURS = [8, 9, 10, 10, 10, 10, 11, 13, 14, 14, 14, 15, 16, 17, 18];
const PLANNED = [2, 3, 3, 4, 4, 4, 6, 8];

export function generateEvents(nowDate) {
  const now = +nowDate;
  const today = Math.floor(now / DAY) * DAY;
  const earliest = now - 120 * DAY;
  const latest = now - 2 * MIN;
  const outageStart = today - OUTAGE_DAYS_AGO * DAY;
  const isOutage = (t) => t >= outageStart && t < outageStart + DAY;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const weekdayOf = (t) => (new Date(t).getUTCDay() + 6) % 7;

  // ---- volunteers -------------------------------------------------------------------------
  for (let i = 1; i <= 470; i++) {
    const id = `vol_${1000 + i}`;
    const rng = mulberry32(7919 * i + 13);
    const pick = (arr) => arr[Math.floor(rng() * arr.length)];
    let veteran = rng() < 0.35;
    // growth: recent joins are more frequent
    let joinK = veteran ? 200 : Math.floor(117 * (1 - Math.sqrt(rng()))) + 1;
    let rate = 0.4 + 2.4 * rng() ** 2; // shifts a week
    let leaveK = rng() < 0.2 ? Math.floor(rng() * (Math.min(joinK, 119) - 8)) : -11;
    let cancelP = 0.11,
      mileageP = 0.3,
      miles = [3, 35],
      openP = 0.22;
    let bgDelay = 2 + Math.floor(rng() * 9);
    let bgNever = !veteran && rng() < 0.08;
    if (id === PERSONAS.topVolunteer) {
      veteran = true;
      joinK = 200;
      rate = 6.5;
      leaveK = -11;
      openP = 0.8;
    }
    if (id === PERSONAS.churner) {
      veteran = true;
      joinK = 200;
      rate = 3.2;
      leaveK = 45;
      openP = 0.5;
    }
    if (id === PERSONAS.longDistanceDriver) {
      veteran = true;
      joinK = 200;
      rate = 2.5;
      leaveK = -11;
      mileageP = 0.95;
      miles = [45, 95];
    }
    if (id === PERSONAS.serialCanceller) {
      veteran = true;
      joinK = 200;
      rate = 3;
      leaveK = -11;
      cancelP = 0.5;
    }
    if (id === PERSONAS.newcomer) {
      // scripted: signed up 6 days ago, cleared fast, one shift yesterday
      const d = (k) => today - k * DAY;
      push(id, 'volunteer_signed_up', 0, d(6) + 9 * HOUR + 14 * MIN + 7000);
      push(id, 'app_opened', 0, d(6) + 9 * HOUR + 20 * MIN);
      push(id, 'background.check.completed', 1, d(5) + 11 * HOUR + 41 * MIN + 12000);
      push(id, 'training-certificate-issued', 4, d(4) + 15 * HOUR + 3 * MIN + 44000);
      push(id, 'Profile Updated', 0, d(4) + 15 * HOUR + 30 * MIN);
      push(id, 'app_opened', 0, d(3) + 8 * HOUR + 5 * MIN);
      push(id, 'shift_picked_up', 4, d(3) + 8 * HOUR + 7 * MIN + 31000);
      push(id, 'Checked In', 0, d(1) + 10 * HOUR + 2 * MIN + 9000);
      push(id, 'checked-out', 4.25, d(1) + 14 * HOUR + 17 * MIN + 50000);
      push(id, 'MileageClaimSubmitted', 12.73, d(1) + 19 * HOUR + 48 * MIN + 3000);
      continue;
    }

    const firstK = Math.min(joinK, 119);
    let clearedK = veteran ? 999 : -999;
    if (!veteran) {
      const tj = today - joinK * DAY + (8 + Math.floor(rng() * 13)) * HOUR + Math.floor(rng() * 3600) * 1000;
      push(id, 'volunteer_signed_up', 0, tj);
      push(id, 'app_opened', 0, tj + 3 * MIN);
      if (!bgNever) {
        clearedK = joinK - bgDelay;
        const tb =
          today - clearedK * DAY + (9 + Math.floor(rng() * 8)) * HOUR + Math.floor(rng() * 3600) * 1000;
        push(id, 'background.check.completed', bgDelay, tb);
        const tc = tb + (1 + rng() * 5) * DAY;
        push(id, 'training-certificate-issued', pick([2, 4, 4, 6, 8]), tc);
      }
    } else if (rng() < 0.12) {
      // refresher training for some veterans
      push(
        id,
        'training-certificate-issued',
        pick([2, 4]),
        today -
          Math.floor(rng() * 110) * DAY +
          (9 + Math.floor(rng() * 8)) * HOUR +
          Math.floor(rng() * 3600) * 1000,
      );
    }

    // shift days run 10 days into the future: those shifts are picked up already
    for (let k = firstK; k >= -10 && k > leaveK; k--) {
      const D = today - k * DAY;
      const wd = weekdayOf(D);
      // app usage
      let opens = rng() < openP ? 1 + (rng() < 0.3 ? 1 : 0) : 0;
      if (isOutage(D)) opens = opens * 3 + (rng() < 0.5 ? 2 : 0);
      for (let j = 0; j < opens; j++) push(id, 'app_opened', 0, D + (7 + rng() * 15) * HOUR);
      if (rng() < 0.005) push(id, 'Profile Updated', 0, D + (8 + rng() * 13) * HOUR);
      if (rng() < (isOutage(D) ? 0.35 : 0.04)) push(id, 'message.sent', 0, D + (8 + rng() * 12) * HOUR);

      if (k > clearedK) continue; // not cleared yet
      if (rng() >= ((rate / 7) * WEEKDAY_FACTOR[wd]) / 1.043) continue;
      const start =
        D + pick(SHIFT_HOURS) * HOUR + Math.floor(rng() * 20) * MIN + Math.floor(rng() * 60) * 1000;
      const planned = pick(PLANNED);
      const pickT = start - (1 + rng() * 9) * DAY;
      if (!isOutage(pickT)) push(id, 'shift_picked_up', planned, pickT);
      if (rng() < cancelP) {
        const notice = 1 + Math.floor(rng() * 72);
        push(id, 'shift.cancelled', notice, start - notice * HOUR - Math.floor(rng() * 3600) * 1000);
        continue;
      }
      if (isOutage(start)) continue; // paper sign-in that day: not recorded
      const cin = start - 10 * MIN + Math.floor(rng() * 1200) * 1000;
      push(id, 'Checked In', 0, cin);
      const worked = Math.max(1, planned + (Math.floor(rng() * 5) - 2) * 0.25);
      const cout = cin + worked * HOUR + Math.floor(rng() * 300) * 1000;
      push(id, 'checked-out', worked, cout);
      if (rng() < mileageP) {
        const m = miles[0] + rng() * (miles[1] - miles[0]);
        push(id, 'MileageClaimSubmitted', Math.round(m * 67) / 100, cout + (0.5 + rng() * 40) * HOUR);
      }
    }
  }

  // ---- coordinators -----------------------------------------------------------------------
  for (let c = 1; c <= 14; c++) {
    const id = `coord_${String(c).padStart(2, '0')}`;
    const rng = mulberry32(104729 * c + 7);
    const postP = id === PERSONAS.leadCoordinator ? 0.97 : 0.35 + rng() * 0.35;
    for (let k = 119; k >= 0; k--) {
      const D = today - k * DAY;
      const wd = weekdayOf(D);
      const posts = (rng() < postP * (wd >= 5 ? 0.4 : 1) ? 1 : 0) + (rng() < postP * 0.5 ? 1 : 0);
      if (!isOutage(D))
        for (let j = 0; j < posts; j++)
          push(
            id,
            'ShiftPosted',
            1 + Math.floor(rng() * 8),
            D + (rng() < 0.45 ? 9 + rng() : 7 + rng() * 10) * HOUR,
          );
      if (rng() < 0.7) push(id, 'app_opened', 0, D + (7 + rng() * 11) * HOUR);
      const msgs = isOutage(D)
        ? 4 + Math.floor(rng() * 4)
        : rng() < (id === PERSONAS.leadCoordinator ? 0.9 : 0.45)
          ? 1
          : 0;
      for (let j = 0; j < msgs; j++) push(id, 'message.sent', 0, D + (7 + rng() * 12) * HOUR);
    }
  }

  // ---- the last minutes: the on-call coordinator always has the app open -------------------
  push('coord_03', 'app_opened', 0, now - 2 * MIN);
  push('vol_1007', 'app_opened', 0, now - 7 * MIN);

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
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
