/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
// Second-hand clothing resale marketplace ("thrift"): synthetic usage events, relative to `now`.
const DAY = 86_400_000,
  MIN = 60_000,
  HOUR = 3_600_000;

export const EVENT_NAMES = [
  'app.opened',
  'Search Performed',
  'Item Favourited',
  'item_listed',
  'offer.made',
  'OfferAccepted',
  'offer-declined',
  'item_sold',
  'payment-failed',
  'shipping.label_printed',
  'ReturnRequested',
  'payout_sent',
];

export const PERSONAS = {
  topSeller: 'user_1007',
  bigBuyer: 'user_1128',
  churner: 'user_1042',
  newcomer: 'user_1399',
  serialReturner: 'user_1250',
};
export const NOBODY = 'user_9999';
export const OUTAGE_DAYS_AGO = 23;
export const N_USERS = 460;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// evening-heavy hour profile (UTC)
const HOUR_W = [2, 1, 1, 1, 1, 1, 2, 4, 6, 7, 7, 8, 9, 8, 7, 7, 8, 10, 13, 16, 19, 17, 11, 5];
// Monday..Sunday
const WEEKDAY_W = [0.85, 0.9, 0.95, 1.0, 1.1, 1.35, 1.5];

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(0x7e1f7);
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const hourTotal = HOUR_W.reduce((a, b) => a + b, 0);
  const sampleHour = () => {
    let x = rnd() * hourTotal;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_W[h];
      if (x < 0) return h;
    }
    return 23;
  };
  const d0 = Math.floor(nowMs / DAY) * DAY;
  const outageDay = d0 - OUTAGE_DAYS_AGO * DAY;

  // ---- users
  const users = [];
  for (let i = 0; i < N_USERS; i++) {
    const id = `user_${1001 + i}`;
    const seller = rnd() < 0.35;
    const joinK = rnd() < 0.35 ? 119 : Math.floor(118 * Math.pow(rnd(), 1.4));
    const endK = rnd() < 0.16 ? Math.floor(rnd() * joinK) : -1;
    const p = 0.04 + 0.26 * rnd() * rnd() + 0.04 * rnd();
    users.push({ id, seller, joinK, endK, p, weight: 1, returnP: 0.06, buyBoost: 1 });
  }
  const U = Object.fromEntries(users.map((u) => [u.id, u]));
  Object.assign(U.user_1007, { seller: true, joinK: 119, endK: -1, p: 0.93, weight: 9 });
  Object.assign(U.user_1128, { seller: false, joinK: 119, endK: -1, p: 0.85, buyBoost: 2.6 });
  Object.assign(U.user_1042, { seller: false, joinK: 119, endK: 45, p: 0.62 });
  Object.assign(U.user_1399, { seller: false, joinK: 6, endK: -1, p: 0.95 });
  Object.assign(U.user_1250, { seller: false, joinK: 110, endK: -1, p: 0.5, returnP: 0.6, buyBoost: 1.4 });
  // the newcomer never appears before joining (not even as a picked seller)
  const sellers = users.filter((u) => u.seller);

  const events = [];
  const push = (userId, eventName, eventValue, t) => events.push({ userId, eventName, eventValue, t });

  function pickSeller(k) {
    const ok = sellers.filter((s) => s.joinK >= k && (s.endK < 0 || k >= s.endK + 3));
    let total = 0;
    for (const s of ok) total += s.weight;
    let x = rnd() * total;
    for (const s of ok) {
      x -= s.weight;
      if (x < 0) return s;
    }
    return ok[ok.length - 1];
  }

  function sale(buyer, amount, t, k) {
    push(buyer.id, 'item_sold', amount, t);
    const s = pickSeller(k);
    push(
      s.id,
      'shipping.label_printed',
      [2.99, 3.49, 3.99, 4.79, 5.49, 7.49][int(0, 5)],
      t + int(2 * 60, 30 * 60) * MIN,
    );
    if (rnd() < buyer.returnP) {
      push(buyer.id, 'ReturnRequested', amount, t + int(2 * 24 * 60, 6 * 24 * 60) * MIN);
    } else {
      push(s.id, 'payout_sent', Math.round(amount * 88) / 100, t + int(3 * 24 * 60, 5 * 24 * 60) * MIN);
    }
  }

  for (let k = 119; k >= 0; k--) {
    const day = d0 - k * DAY;
    const wd = (new Date(day).getUTCDay() + 6) % 7;
    const growth = 0.7 + 0.6 * (1 - k / 119);
    const outage = day === outageDay;
    for (const u of users) {
      if (k > u.joinK) continue;
      if (u.endK >= 0 && k < u.endK) continue;
      const isPersona = u.p > 0.45;
      const prob = isPersona ? u.p : Math.min(0.95, u.p * WEEKDAY_W[wd] * growth);
      if (k !== u.joinK && rnd() >= prob) continue;
      const sessions = rnd() < 0.25 ? 2 : 1;
      for (let s = 0; s < sessions; s++) {
        let t = day + (sampleHour() * 3600 + int(0, 3599)) * 1000;
        const step = () => (t += int(20, 600) * 1000);
        push(u.id, 'app.opened', 0, t);
        const searches = int(0, u.seller ? 1 : 3);
        for (let i = 0; i < searches; i++) push(u.id, 'Search Performed', int(0, 240), step());
        const favs = int(0, 2);
        for (let i = 0; i < favs; i++) push(u.id, 'Item Favourited', 0, step());
        if (u.seller && rnd() < (u.id === 'user_1007' ? 0.95 : 0.6)) {
          const n = u.id === 'user_1007' ? int(2, 5) : int(1, 3);
          for (let i = 0; i < n; i++)
            push(
              u.id,
              'item_listed',
              pick([6, 8, 10, 12, 15, 18, 20, 25, 30, 35, 40, 45, 55, 65, 80, 95, 120, 150]),
              step(),
            );
        }
        const price = () => Math.round(int(5, 110) * (u.buyBoost > 2 ? 1.5 : 1));
        if (rnd() < 0.27 * u.buyBoost) {
          const amount = price();
          push(u.id, 'offer.made', amount, step());
          const r = rnd();
          const tr = t + int(10, 300) * MIN;
          if (r < 0.5) {
            push(u.id, 'OfferAccepted', amount, tr);
            const tb = tr + int(1, 40) * MIN;
            if (outage) {
              const n = int(3, 7);
              for (let i = 0; i < n; i++)
                push(
                  u.id,
                  'payment-failed',
                  amount,
                  Math.min(tb + i * int(1, 9) * MIN, outageDay + DAY - 1000 * (i + 1)),
                );
              if (rnd() < 0.1) sale(u, amount, tb + 50 * MIN, k);
            } else {
              if (rnd() < 0.025) push(u.id, 'payment-failed', amount, tb - MIN);
              sale(u, amount, tb, k);
            }
          } else if (r < 0.85) {
            push(u.id, 'offer-declined', amount, tr);
          }
        }
        if (rnd() < 0.1 * u.buyBoost) {
          const amount = price();
          const tb = step();
          if (outage) {
            const n = int(2, 5);
            for (let i = 0; i < n; i++)
              push(
                u.id,
                'payment-failed',
                amount,
                Math.min(tb + i * int(1, 9) * MIN, outageDay + DAY - 1000 * (i + 1)),
              );
          } else {
            if (rnd() < 0.025) push(u.id, 'payment-failed', amount, tb - MIN);
            sale(u, amount, tb + MIN, k);
          }
        }
      }
    }
  }

  const from = nowMs - 120 * DAY,
    to = nowMs - 2 * MIN;
  return events
    .filter((e) => e.t >= from && e.t <= to)
    .sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
    .map((e) => ({
      userId: e.userId,
      eventName: e.eventName,
      eventValue: e.eventValue,
      timestamp: new Date(e.t).toISOString().slice(0, 19) + 'Z',
    }));
}
