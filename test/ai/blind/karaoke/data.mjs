// Karaoke chain "NightSong": private rooms + song-queue app. Deterministic synthetic events.
const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;

export const EVENT_NAMES = [
  'room_booked', // value: hours booked (1-4)
  'song.queued', // value: position in the room queue (1-15)
  'SongSung', // value: score 0-100 from the scoring engine
  'SongSkipped', // value: 0
  'Drink Ordered', // value: amount in USD
  'room-extended', // value: extra hours (1-2)
  'group.checkin', // value: group size (2-12)
  'app_opened', // value: 0
  'Payment Completed', // value: room bill in USD
  'catalogue.error', // value: 0 (song unavailable: licensing)
  'review_left', // value: stars 1-5
  'loyalty-signup', // value: 0
];

export const PERSONAS = {
  topSinger: 'guest_017',
  bigSpender: 'guest_230',
  churner: 'guest_088',
  newcomer: 'guest_411',
  partyHost: 'guest_305',
};
export const NOBODY = 'guest_999';
export const OUTAGE_DAYS_AGO = 23;
const N_USERS = 460;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Mon..Sun
const WEEKDAY_W = [0.55, 0.6, 0.8, 1.0, 1.7, 2.0, 1.1];
// hour of day (UTC) weights: all hours non-zero, evening peak
const HOUR_W = [5, 4, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 4, 6, 8, 10, 13, 9, 7];
const HOUR_SUM = HOUR_W.reduce((a, b) => a + b, 0);

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261125);
  const today = Math.floor(nowMs / DAY) * DAY;
  const lo = nowMs - 120 * DAY,
    hi = nowMs - 2 * MIN;
  const outageStart = today - OUTAGE_DAYS_AGO * DAY;
  const events = [];
  const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pickHour = () => {
    let x = rnd() * HOUR_SUM;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_W[h];
      if (x < 0) return h;
    }
    return 23;
  };
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };

  function visit(u, dayMs, opts = {}) {
    const start = dayMs + pickHour() * HOUR + ri(0, 59) * MIN + ri(0, 59) * 1000;
    if (rnd() < 0.7) push(u, 'app_opened', 0, start - ri(5, 90) * MIN);
    const hours = opts.hours ?? ri(1, 4);
    push(u, 'room_booked', hours, start - ri(1, 40) * HOUR - ri(0, 59) * MIN);
    push(u, 'group.checkin', opts.group ?? ri(2, 12), start + ri(1, 9) * MIN);
    if (opts.first && rnd() < 0.4) push(u, 'loyalty-signup', 0, start + ri(10, 14) * MIN);
    let t = start + 15 * MIN;
    const songs = opts.songs ?? ri(3, 9);
    const outage = start >= outageStart && start < outageStart + DAY;
    for (let i = 0; i < songs; i++) {
      t += ri(3, 6) * MIN + ri(0, 59) * 1000;
      push(u, 'song.queued', ri(1, 15), t);
      const r = rnd();
      if (outage ? r < 0.85 : r < 0.012) {
        push(u, 'catalogue.error', 0, t + ri(1, 30) * 1000);
        if (outage) push(u, 'catalogue.error', 0, t + ri(31, 90) * 1000); // the app's automatic retry fails too
      } else if (r < (outage ? 0.9 : 0.1)) push(u, 'SongSkipped', 0, t + ri(1, 3) * MIN);
      else push(u, 'SongSung', Math.min(100, ri(opts.good ? 70 : 45, 100)), t + ri(3, 5) * MIN);
    }
    const drinks = opts.drinks ?? ri(0, 4);
    for (let i = 0; i < drinks; i++) {
      const amt = [6.5, 7, 8.5, 9, 11, 12.5, 14, 18.75][ri(0, 7)];
      push(u, 'Drink Ordered', amt, start + ri(5, hours * 55) * MIN + ri(0, 59) * 1000);
    }
    let total = hours;
    if (rnd() < (opts.ext ?? 0.25)) {
      const x = ri(1, 2);
      total += x;
      push(u, 'room-extended', x, start + hours * 55 * MIN);
    }
    const rate = [25, 30, 35, 42.5][ri(0, 3)];
    push(
      u,
      'Payment Completed',
      Math.round(total * rate * 100 + ri(0, 499)) / 100,
      start + total * HOUR + ri(0, 20) * MIN,
    );
    if (rnd() < 0.2) push(u, 'review_left', ri(2, 5), start + total * HOUR + ri(30, 600) * MIN);
  }

  for (let i = 1; i <= N_USERS; i++) {
    const u = `guest_${String(i).padStart(3, '0')}`;
    if (Object.values(PERSONAS).includes(u)) continue;
    // join day: 35% from the start, the rest spread (more recent → growth)
    const joinD = rnd() < 0.35 ? 119 : Math.floor(119 * (1 - Math.sqrt(rnd())));
    const endD = rnd() < 0.22 ? Math.max(0, joinD - ri(10, 70)) : 0;
    const rate = 0.4 + rnd() * rnd() * 4.5; // visits / 30 days
    let first = true,
      any = false;
    for (let d = joinD; d >= endD; d--) {
      const dayMs = today - d * DAY;
      const wd = (new Date(dayMs).getUTCDay() + 6) % 7;
      const growth = 0.6 + (0.8 * (119 - d)) / 119;
      if (rnd() < (rate / 30) * WEEKDAY_W[wd] * growth || (!any && d === endD)) {
        visit(u, dayMs, { first });
        first = false;
        any = true;
      }
    }
  }
  // personas
  for (let d = 118; d >= 1; d -= 3)
    visit('guest_017', today - d * DAY, { good: true, songs: 12, first: d === 118 });
  for (let d = 115; d >= 1; d -= 6)
    visit('guest_230', today - d * DAY, { drinks: 9, hours: 4, ext: 0.8, first: d === 115 });
  for (let d = 117; d >= 64; d -= 4) visit('guest_088', today - d * DAY, { first: d === 117 });
  for (const d of [4, 2, 1]) visit('guest_411', today - d * DAY, { first: d === 4 });
  for (let d = 110; d >= 2; d -= 9)
    visit('guest_305', today - d * DAY, { group: 12 + (d % 3), first: d === 110 });

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
