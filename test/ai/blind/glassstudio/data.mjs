// Glassblowing studio: bookings, rentals, kiln log, sales, commissions, vouchers.
const DAY = 86_400_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const EVENT_NAMES = [
  'account_created', // value 0
  'gallery.viewed', // value 0
  'workshop_booked', // seat price paid (EUR)
  'class.cancelled', // refund issued (EUR)
  'studio-rental-booked', // hours of hot-shop time booked
  'KilnFiringLogged', // firing duration in hours
  'Piece Sold', // sale price (EUR)
  'commission-quoted', // quoted amount (EUR)
  'CommissionAccepted', // accepted commission amount (EUR)
  'GiftVoucherPurchased', // voucher face value (EUR)
  'voucher_redeemed', // voucher value redeemed (EUR)
];

export const PERSONAS = {
  residentArtist: 'user_007', // nearly daily rentals + kiln firings: most active user
  topCollector: 'user_123', // buys many expensive pieces: top spender
  churner: 'user_048', // heavy user until ~65 days ago, then gone
  newcomer: 'user_455', // signed up 3 days ago
  commissionClient: 'user_261', // one big commission quoted then accepted
  voucherGifter: 'user_310', // buys lots of gift vouchers
};
export const NOBODY = 'user_999';

export const N_USERS = 460;
export const INCIDENT_DAYS_AGO = 38; // kiln breakdown: no bookings, no firings, mass cancellations

const pick = (r, arr) => arr[Math.floor(r() * arr.length)];
const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';

function profiles() {
  const r = mulberry32(20240611);
  const list = [];
  for (let i = 1; i <= N_USERS; i++) {
    const id = `user_${String(i).padStart(3, '0')}`;
    const existing = r() < 0.4;
    const join = existing ? 999 : Math.floor(117 * Math.pow(r(), 1.4)) + 1;
    const churnRoll = r();
    let churn = -1;
    if (churnRoll < 0.15) churn = Math.floor(10 + r() * 80);
    if (churn >= join) churn = -1;
    const artist = r() < 0.3;
    const p = 0.09 + r() * 0.26;
    list.push({
      i,
      id,
      join,
      churn,
      artist,
      p,
      piece: 0.08,
      voucherBuy: 0.025,
      rental: artist ? 0.3 : 0.04,
      kiln: artist ? 0.28 : 0,
      pieceHi: false,
    });
  }
  const by = (id) => list.find((u) => u.id === id);
  Object.assign(by('user_007'), { join: 999, churn: -1, artist: true, p: 0.85, rental: 0.7, kiln: 0.6 });
  Object.assign(by('user_123'), { join: 999, churn: -1, p: 0.35, piece: 0.8, pieceHi: true });
  Object.assign(by('user_048'), { join: 999, churn: 65, p: 0.5 });
  Object.assign(by('user_455'), { join: 3, churn: -1, p: 0.9 });
  Object.assign(by('user_261'), { join: 999, churn: -1, p: 0.12 });
  Object.assign(by('user_310'), { join: 999, churn: -1, p: 0.25, voucherBuy: 0.6 });
  return list;
}

export function generateEvents(now) {
  const nowT = +now;
  const lo = nowT - 120 * DAY,
    hi = nowT - 120_000;
  const today = Math.floor(nowT / DAY);
  const events = [];
  for (const u of profiles()) {
    let pending = 0;
    for (let daysAgo = 120; daysAgo >= 0; daysAgo--) {
      const dayNum = today - daysAgo;
      const r = mulberry32(u.i * 7919 + dayNum * 104729 + 17);
      if (daysAgo > u.join) continue;
      if (u.churn >= 0 && daysAgo < u.churn) continue;
      const wd = (new Date(dayNum * DAY).getUTCDay() + 6) % 7; // 0 = Monday
      const wmult = [0.6, 0.8, 0.9, 1.0, 1.2, 1.8, 1.6][wd];
      const growth = 0.7 + (0.6 * (120 - daysAgo)) / 120;
      const joinDay = daysAgo === u.join;
      const forced = u.id === 'user_261' && (daysAgo === 50 || daysAgo === 45);
      if (!joinDay && !forced && r() >= Math.min(0.95, u.p * wmult * growth)) continue;
      const weekend = wd >= 5;
      const hour = weekend
        ? 9 + Math.floor(r() * 9)
        : r() < 0.5
          ? 10 + Math.floor(r() * 6)
          : 17 + Math.floor(r() * 4);
      let t = dayNum * DAY + hour * 3_600_000 + Math.floor(r() * 3600) * 1000;
      const out = [];
      const add = (name, value) => {
        out.push({ userId: u.id, eventName: name, eventValue: value, timestamp: t });
        t += (1 + Math.floor(r() * 9)) * 60_000 + Math.floor(r() * 60) * 1000;
      };
      const incident = daysAgo === INCIDENT_DAYS_AGO;
      if (joinDay) add('account_created', 0);
      const views = 1 + Math.floor(r() * 3) + (u.id === 'user_007' ? 3 : u.id === 'user_123' ? 2 : 0);
      for (let k = 0; k < views; k++) add('gallery.viewed', 0);
      if (incident) {
        if (r() < 0.6) add('class.cancelled', pick(r, [85, 95, 120, 145, 165]));
      } else if (r() < 0.3) {
        const price = pick(r, [85, 95, 120, 145, 165]);
        add('workshop_booked', price);
        if (r() < 0.08) add('class.cancelled', price);
      }
      if (r() < u.rental) add('studio-rental-booked', 1 + Math.floor(r() * 4));
      if (!incident && r() < u.kiln) add('KilnFiringLogged', 6 + Math.floor(r() * 9));
      if (r() < u.piece) {
        const x = r();
        const v = u.pieceHi ? 250 + Math.round(x * 1300) : 35 + Math.round(x * x * 1200) / 2;
        add('Piece Sold', v);
      }
      let quotedNow = false;
      if (u.id === 'user_261' && daysAgo === 50) {
        add('commission-quoted', 4800);
        pending = 4800;
        quotedNow = true;
      } else if (u.id === 'user_261' && daysAgo === 45 && pending) {
        add('CommissionAccepted', pending);
        pending = 0;
      } else if (!pending && r() < 0.015) {
        pending = 300 + Math.floor(r() * 37) * 100;
        add('commission-quoted', pending);
        quotedNow = true;
      }
      if (pending && !quotedNow && u.id !== 'user_261' && r() < 0.25) {
        add('CommissionAccepted', pending);
        pending = 0;
      }
      if (r() < u.voucherBuy) add('GiftVoucherPurchased', pick(r, [50, 75, 100, 150, 200]));
      if (r() < 0.02) add('voucher_redeemed', pick(r, [50, 100, 150]));
      for (const e of out)
        if (e.timestamp >= lo && e.timestamp <= hi) events.push({ ...e, timestamp: iso(e.timestamp) });
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
