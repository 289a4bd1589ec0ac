// Synthetic usage events for a small hotel chain's property-management system.
// Deterministic for a given `now`: a seeded mulberry32 drives every choice, and every
// timestamp is placed relative to the UTC day of `now`.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIN = 60_000;

export const EVENT_NAMES = [
  'booking_created', // guest books online; value = booking total in USD (whole dollars)
  'booking-cancelled', // guest cancels; value = the cancelled booking total in USD
  'checked_in', // guest checks in; value = nights of the stay
  'Guest Checked Out', // guest checks out; value = 0
  'mobile_key.opened', // guest opens the room door with the mobile key; value = 0
  'RoomServiceOrdered', // guest orders room service; value = order amount in USD (cents)
  'Review Submitted', // guest rates the stay; value = rating 1–5
  'room.cleaned', // housekeeper marks a room cleaned; value = minutes spent
  'discount-applied', // front desk applies a discount; value = discount in USD
  'complaint_logged', // front desk logs a complaint; value = minutes to resolve
  'RefundIssued', // front desk issues a refund; value = refund in USD
  'rate_sync.completed', // channel-manager bot pushed rates; value = rates pushed
  'rate_sync.failed', // channel-manager bot failed to push rates; value = 0
];

export const PERSONAS = {
  topGuest: 'guest_0042', // corporate road warrior, stays every week or so
  churnedGuest: 'guest_0117', // frequent early on, nothing for the last ~70 days
  newGuest: 'guest_0466', // first booking 6 days ago, stay already finished
  topHousekeeper: 'hk_04', // cleans about twice as many rooms as anyone else
  frontDeskLead: 'fd_02', // applies most of the discounts
  channelBot: 'channel_bot', // the channel-manager sync bot
};

export const NOBODY = 'guest_9999';

// How many days before today's UTC day the channel-manager outage happened.
export const INCIDENT_DAYS_AGO = 23;

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

const pad = (n, w) => String(n).padStart(w, '0');

export function generateEvents(nowDate) {
  const now = Math.floor(+nowDate / 1000) * 1000;
  const today = Math.floor(now / DAY) * DAY;
  const earliest = now - 120 * DAY;
  const latest = now - 2 * MIN;
  const rnd = mulberry32(20261128);
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const weighted = (items, weights) => {
    const total = weights.reduce((s, w) => s + w, 0);
    let x = rnd() * total;
    for (let i = 0; i < items.length; i++) if ((x -= weights[i]) < 0) return items[i];
    return items[items.length - 1];
  };
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue, t });
  };

  const housekeepers = Array.from({ length: 12 }, (_, i) => `hk_${pad(i + 1, 2)}`);
  const hkWeights = housekeepers.map((h) => (h === 'hk_04' ? 2.3 : h === 'hk_11' ? 0.5 : 1));
  const frontDesk = Array.from({ length: 8 }, (_, i) => `fd_${pad(i + 1, 2)}`);
  const fdDiscountW = frontDesk.map((f) => (f === 'fd_02' ? 3.2 : 1));
  const fdComplaintW = frontDesk.map((f) => (f === 'fd_05' ? 2 : 1));

  const incidentDay = today - INCIDENT_DAYS_AGO * DAY;
  const nearIncident = (t) => t >= incidentDay && t < incidentDay + 4 * DAY;

  // Clock hour by weight (index = hour).
  const BOOK_HOURS = [1, 1, 0.5, 0.5, 0.5, 1, 2, 3, 4, 5, 6, 6, 6, 5, 5, 5, 5, 6, 7, 8, 9, 8, 5, 2];
  const KEY_HOURS = [2, 1, 0.5, 0.3, 0.3, 0.5, 2, 4, 5, 4, 2, 2, 3, 3, 2, 2, 3, 5, 6, 6, 6, 7, 6, 4];
  const RS_HOURS = [1, 0.5, 0, 0, 0, 0, 1, 4, 5, 3, 1, 1, 3, 3, 1, 1, 1, 2, 5, 8, 13, 8, 5, 3];
  const atHour = (day, weights) => day + weighted([...weights.keys()], weights) * HOUR + int(0, 3599) * 1000;

  // One stay: booking, maybe a cancellation, else check-in, key opens, room service,
  // housekeeping, check-out and maybe a review.
  function stay(
    guest,
    bookedAt,
    { lead, nights, cancel = false, roomService = 0.3, review = 0.4, keys = [3, 7] } = {},
  ) {
    // rates crept up over the window (the revenue team's new pricing)
    const rate = int(89, 249) + Math.round(60 * Math.max(0, 1 - (today - bookedAt) / (120 * DAY)));
    const total = rate * nights;
    push(guest, 'booking_created', total, bookedAt);
    const arrivalDay = Math.floor(bookedAt / DAY) * DAY + lead * DAY;
    const checkIn = Math.max(
      arrivalDay + int(14 * 60, 21 * 60) * MIN + int(0, 59) * 1000,
      bookedAt + 30 * MIN,
    );
    if (cancel) {
      push(guest, 'booking-cancelled', total, bookedAt + rnd() * Math.max(checkIn - bookedAt - HOUR, HOUR));
      return;
    }
    push(guest, 'checked_in', nights, checkIn);
    push(guest, 'mobile_key.opened', 0, checkIn + int(3, 25) * MIN);
    const checkOut =
      arrivalDay +
      nights * DAY +
      weighted([7, 8, 9, 10, 11], [1, 2, 3, 6, 1.5]) * HOUR +
      int(0, 59) * MIN +
      int(0, 59) * 1000;
    for (let n = 0; n < nights; n++) {
      const day = arrivalDay + n * DAY;
      const opens = int(keys[0], keys[1]);
      for (let k = 0; k < opens; k++) {
        const t = atHour(day, KEY_HOURS);
        if (t > checkIn && t < checkOut) push(guest, 'mobile_key.opened', 0, t);
      }
      if (rnd() < roomService) {
        const t = atHour(day, RS_HOURS);
        const amount = Math.round((12 + rnd() * 70) * 100) / 100;
        if (t > checkIn && t < checkOut) push(guest, 'RoomServiceOrdered', amount, t);
      }
      if (n > 0 && rnd() < 0.5) {
        push(
          weighted(housekeepers, hkWeights),
          'room.cleaned',
          int(15, 35),
          day + int(10 * 60, 15 * 60) * MIN,
        );
      }
    }
    push(guest, 'Guest Checked Out', 0, checkOut);
    push(weighted(housekeepers, hkWeights), 'room.cleaned', int(25, 58), checkOut + int(30, 240) * MIN);
    if (rnd() < review) {
      const bad = nearIncident(checkOut);
      const rating = bad
        ? weighted([1, 2, 3, 4, 5], [3, 3, 2, 1, 1])
        : weighted([1, 2, 3, 4, 5], [0.3, 0.6, 1.5, 4, 5]);
      push(guest, 'Review Submitted', rating, checkOut + int(20, 48 * 60) * MIN);
    }
  }

  const lead = () => weighted([0, 1, 2, 3, 4, 5, 7, 10, 14, 21], [3, 4, 3, 3, 2, 2, 2, 1.5, 1, 0.5]);
  const nightsOf = () => weighted([1, 2, 3, 4, 5, 7], [4, 4, 3, 1.5, 1, 0.4]);

  // Ordinary guests: a first stay somewhere in the window (more of them recently), then
  // some repeat stays after it.
  for (let i = 1; i <= 470; i++) {
    const guest = `guest_${pad(i, 4)}`;
    if (Object.values(PERSONAS).includes(guest)) continue;
    const u = rnd();
    const recentness = rnd() < 0.45 ? u : Math.sqrt(u); // growth: more first stays lately
    const joinDaysAgo = Math.floor(121 - recentness * 120);
    const repeats = weighted([0, 1, 2, 3, 4, 5], [4, 3, 2, 1.2, 0.8, 0.4]);
    const joinAt = today - joinDaysAgo * DAY;
    const bookings = [joinAt];
    for (let r = 0; r < repeats; r++)
      bookings.push(joinAt + Math.floor((rnd() * (now - joinAt)) / DAY) * DAY);
    for (let day of bookings) {
      // weekly rhythm: people book on weekdays (Monday most) and like to arrive on Fridays
      const wd = new Date(day).getUTCDay();
      if ((wd === 0 || wd === 6) && rnd() < 0.45) day += (wd === 0 ? 1 : 2) * DAY;
      const t = atHour(day, BOOK_HOURS);
      let l = lead();
      if (rnd() < 0.2) l = (5 - new Date(day).getUTCDay() + 7) % 7;
      stay(guest, t, { lead: l, nights: nightsOf(), cancel: rnd() < 0.09 });
    }
  }

  // Personas among the guests.
  for (let d = 118; d > 3; d -= int(5, 7)) {
    // guest_0042, the road warrior
    stay('guest_0042', today - d * DAY + int(7, 9) * HOUR + int(0, 3599) * 1000, {
      lead: 1,
      nights: int(3, 4),
      roomService: 0.7,
      review: 0.3,
      keys: [6, 9],
    });
  }
  for (let d = 117; d >= 72; d -= int(6, 9)) {
    // guest_0117, gone quiet
    stay('guest_0117', today - d * DAY + int(12, 20) * HOUR + int(0, 3599) * 1000, {
      lead: 1,
      nights: int(1, 3),
      roomService: 0.5,
      review: 0,
    });
  }
  stay('guest_0466', today - 6 * DAY + 10 * HOUR + 1234 * 1000, {
    lead: 2,
    nights: 2,
    roomService: 0.9,
    review: 1,
  });

  // Front desk: discounts, complaints, refunds; the day after the outage is rough.
  for (let d = 120; d >= 0; d--) {
    const day = today - d * DAY;
    const discounts = int(1, 4);
    for (let k = 0; k < discounts; k++) {
      push(
        weighted(frontDesk, fdDiscountW),
        'discount-applied',
        int(2, 16) * 5,
        day + int(7 * 60, 22 * 60) * MIN + int(0, 59) * 1000,
      );
    }
    const spike = day === incidentDay + DAY;
    const complaints = spike ? int(22, 28) : day === incidentDay ? int(3, 6) : int(0, 3);
    for (let k = 0; k < complaints; k++) {
      push(
        weighted(frontDesk, fdComplaintW),
        'complaint_logged',
        int(5, 120),
        day + int(6 * 60, 23 * 60) * MIN + int(0, 59) * 1000,
      );
    }
    const refunds = spike ? int(10, 14) : weighted([0, 1, 2], [3, 4, 2]);
    for (let k = 0; k < refunds; k++) {
      push(
        pick(frontDesk),
        'RefundIssued',
        spike ? int(150, 600) : int(15, 220),
        day + int(8 * 60, 21 * 60) * MIN + int(0, 59) * 1000,
      );
    }
  }

  // Channel-manager bot: a sync every 30 minutes; a few failures with a retry; a long
  // outage on the incident day with retries every 5 minutes.
  for (let t = earliest - (earliest % (30 * MIN)); t < now; t += 30 * MIN) {
    const at = t + int(5, 90) * 1000;
    if (at >= incidentDay + 8 * HOUR && at < incidentDay + 16 * HOUR) {
      for (let k = 0; k < 6; k++) push('channel_bot', 'rate_sync.failed', 0, at + k * 5 * MIN);
      continue;
    }
    if (rnd() < 0.03) {
      push('channel_bot', 'rate_sync.failed', 0, at);
      push('channel_bot', 'rate_sync.completed', int(36, 64), at + 2 * MIN);
    } else {
      push('channel_bot', 'rate_sync.completed', int(36, 64), at);
    }
  }

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
