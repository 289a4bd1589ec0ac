// Escape-room chain ("LockedIn Rooms"): booking app + front desk events.
// Deterministic for a given `now`: seeded PRNG, every day placed relative to now's UTC day.

export const EVENT_NAMES = [
  'app_opened', // app session start (value 0)
  'room_booked', // team books a room (value = booking price in USD)
  'booking_cancelled', // booking cancelled (value = hours of notice before the game)
  'waiver.signed', // safety waivers signed at the desk (value = players signing)
  'checkin.completed', // team checked in at the front desk (value = players)
  'GameCompleted', // team escaped (value = escape time in minutes)
  'GameFailed', // time ran out (value = % of puzzles solved)
  'Hint Purchased', // paid hint bought in-game (value = price in USD)
  'RoomReset', // staff reset the room after a game (value = minutes the reset took)
  'review.posted', // review left (value = stars 1-5)
  'voucher-gifted', // gift voucher bought (value = voucher amount in USD)
  'Leaderboard Viewed', // leaderboard opened after a game (value 0)
];

export const PERSONAS = {
  regular: 'guest_1007', // enthusiast, the top spender and most active guest
  churner: 'guest_1013', // played a lot early on, nothing in the last ~70 days
  newcomer: 'guest_1501', // first event a few days ago
  gifter: 'guest_1022', // buys gift vouchers all the time
  critic: 'guest_1031', // leaves lots of 1-2 star reviews
  headTech: 'staff_03', // staff member doing most room resets
};
export const NOBODY = 'guest_9999';

export const INCIDENT_DAYS_BACK = 45; // burst pipe at the flagship: mass cancellations that day

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

export function generateEvents(nowDate) {
  const now = Math.floor(+nowDate / 1000) * 1000;
  const rnd = mulberry32(0xe5ca9e);
  const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const wpick = (items, weights) => {
    const tot = weights.reduce((s, w) => s + w, 0);
    let x = rnd() * tot;
    for (let i = 0; i < items.length; i++) {
      x -= weights[i];
      if (x < 0) return items[i];
    }
    return items[items.length - 1];
  };
  const today = Math.floor(now / DAY) * DAY;
  const earliest = now - 120 * DAY,
    latest = now - 120_000;
  const out = [];
  const add = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };

  // weekday factor by UTC getUTCDay (0 = Sunday)
  const WK = [1.2, 0.55, 0.7, 0.8, 0.95, 1.35, 1.75];
  const GAME_HOURS = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22];
  const GAME_W = [1, 1.3, 1.6, 1.8, 2, 2.4, 3, 4, 5.5, 8.5, 5, 3, 1.5];
  const staff = Array.from({ length: 12 }, (_, i) => `staff_${String(i + 1).padStart(2, '0')}`);
  const staffW = staff.map((s, i) => (s === 'staff_03' ? 5 : 1 + (i % 4) * 0.4));

  // guests
  const special = new Set(Object.values(PERSONAS));
  const guests = [];
  for (let id = 1001; id <= 1440; id++) {
    const u = `guest_${id}`;
    if (special.has(u)) continue;
    let join;
    if (rnd() < 0.33) join = ri(104, 119);
    else join = Math.round(104 * (1 - Math.sqrt(rnd())));
    let last = 0;
    if (rnd() < 0.25) last = Math.max(0, join - ri(10, 60));
    const w = 0.6 + Math.min(2.5, -Math.log(1 - rnd()) * 0.5);
    guests.push({ u, join, last, w });
  }

  const incidentDay = today - INCIDENT_DAYS_BACK * DAY;
  const visit = (u, gameStart, opts = {}) => {
    const players = opts.players ?? ri(2, 8);
    const lead = ri(0, 6) * DAY + ri(1, 10) * HOUR;
    const book = gameStart - lead;
    add(u, 'app_opened', 0, book - ri(2, 15) * MIN);
    add(u, 'room_booked', players * 28, book);
    const gameDay = Math.floor(gameStart / DAY) * DAY;
    let cancelAt = null;
    if (gameDay >= incidentDay && gameDay < incidentDay + 3 * DAY && book < incidentDay + 9 * HOUR) {
      cancelAt = incidentDay + 9 * HOUR + ri(0, 180) * MIN;
    } else if (!opts.noCancel && rnd() < 0.06) {
      cancelAt = book + (gameStart - book) * rnd();
    }
    if (cancelAt !== null) {
      add(u, 'booking_cancelled', Math.max(1, Math.round((gameStart - cancelAt) / HOUR)), cancelAt);
      return;
    }
    if (!opts.noCancel && rnd() < 0.05) return; // no-show
    if (rnd() < 0.7) add(u, 'waiver.signed', players, gameStart - ri(15, 25) * MIN);
    add(u, 'checkin.completed', players, gameStart - ri(5, 12) * MIN);
    const hints = wpick([0, 1, 2, 3], [6, 3, 2, 1]);
    for (let h = 0; h < hints; h++) add(u, 'Hint Purchased', pick([4, 6, 8]), gameStart + ri(10, 55) * MIN);
    const won = rnd() < (opts.winRate ?? 0.62);
    if (won) add(u, 'GameCompleted', ri(38, 60), gameStart + ri(38, 60) * MIN);
    else add(u, 'GameFailed', ri(2, 19) * 5, gameStart + 60 * MIN);
    add(wpick(staff, staffW), 'RoomReset', ri(10, 25), gameStart + ri(65, 85) * MIN);
    if (rnd() < 0.08) add(wpick(staff, staffW), 'RoomReset', ri(20, 45), gameStart + ri(100, 150) * MIN); // deep clean
    if (won && rnd() < 0.5) add(u, 'Leaderboard Viewed', 0, gameStart + ri(62, 90) * MIN);
    const reviewP = opts.reviewP ?? 0.33;
    if (rnd() < reviewP) {
      const stars = opts.stars ? pick(opts.stars) : won ? pick([3, 4, 5, 5, 5]) : pick([1, 2, 3, 4]);
      add(u, 'review.posted', stars, gameStart + ri(2, 40) * HOUR);
    }
  };
  const gameTime = (dayStart) => dayStart + wpick(GAME_HOURS, GAME_W) * HOUR + pick([0, 15, 30, 45]) * MIN;

  // regular visits, days from 125 back to 6 days ahead (future games dropped)
  for (let d = 125; d >= -6; d--) {
    const ds = today - d * DAY;
    const wd = new Date(ds).getUTCDay();
    const growth = 0.7 + (0.6 * (125 - d)) / 131;
    const n = Math.round(19 * growth * WK[wd] * (0.85 + 0.3 * rnd()));
    const pool = guests.filter(
      (g) => (g.join >= Math.max(d, 0) && g.last <= Math.max(d, 0)) || (d > 119 && g.join >= 104),
    );
    const poolW = pool.map((g) => g.w);
    for (let i = 0; i < n; i++) visit(wpick(pool, poolW).u, gameTime(ds));
    // browsing sessions
    const browse = Math.round(22 * growth * (0.8 + 0.4 * rnd()));
    for (let i = 0; i < browse; i++)
      add(wpick(pool, poolW).u, 'app_opened', 0, ds + ri(7 * 60, 23 * 60 + 59) * MIN + ri(0, 59) * 1000);
    if (rnd() < 0.5)
      add(wpick(pool, poolW).u, 'voucher-gifted', pick([50, 75, 100, 150]), ds + ri(9 * 60, 22 * 60) * MIN);
    if (d === INCIDENT_DAYS_BACK) {
      for (let i = 0; i < 90; i++)
        add(wpick(pool, poolW).u, 'app_opened', 0, ds + ri(9 * 60, 20 * 60) * MIN + ri(0, 59) * 1000);
    }
  }

  // personas
  const R = PERSONAS;
  for (let k = 0; k < 56; k++) {
    const d = 3 + 2 * k;
    visit(R.regular, gameTime(today - d * DAY), { players: 6, noCancel: true, winRate: 0.8, reviewP: 0.12 });
    add(R.regular, 'Leaderboard Viewed', 0, today - d * DAY + 8 * HOUR);
  }
  for (let k = 0; k < 16; k++) visit(R.churner, gameTime(today - (118 - k * 3) * DAY), { noCancel: true });
  add(R.churner, 'app_opened', 0, today - 71 * DAY + 20 * HOUR);
  for (const d of [4, 3, 2])
    visit(R.newcomer, gameTime(today - d * DAY) - 4 * HOUR, { noCancel: true, players: 4 });
  for (let k = 0; k < 14; k++) {
    const t = today - (5 + k * 8) * DAY + 12 * HOUR;
    add(R.gifter, 'app_opened', 0, t - 5 * MIN);
    add(R.gifter, 'voucher-gifted', 150, t);
  }
  for (let k = 0; k < 5; k++) visit(R.gifter, gameTime(today - (9 + k * 20) * DAY), { noCancel: true });
  for (let k = 0; k < 24; k++)
    visit(R.critic, gameTime(today - (6 + Math.round(k * 4.5)) * DAY), {
      noCancel: true,
      reviewP: 1,
      stars: [1, 2],
      winRate: 0.3,
    });

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
