// Kombucha brewery subscription shop: deterministic synthetic usage events.
const DAY = 86_400_000;
const MIN = 60_000;

export const EVENT_NAMES = [
  'page_view',
  'subscription_started',
  'subscription.paused',
  'SubscriptionCancelled',
  'bottle_shipped',
  'Flavour Rated',
  'refill-returned',
  'giftcard.purchased',
  'WholesaleOrder',
  'checkout.completed',
  'Box Customised',
  'referral-sent',
];

export const PERSONAS = {
  superfan: 'u_0042', // most active subscriber, since day one
  churner: 'u_0137', // heavy early user, cancelled ~40 days ago, silent since
  newcomer: 'u_0431', // first event 2 days ago, browsing right now
  pauser: 'u_0250', // paused the subscription ~30 days ago
  gifter: 'u_0077', // buys many gift cards
  bigWholesale: 'wh_03',
  officeManager: 'u_0314', // orders for an office, second most active
  regular: 'u_0199', // steady daily visitor, third most active   // the café chain with the largest wholesale orders
};

export const NOBODY = 'u_9999';

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
  const now = +nowDate;
  const rand = mulberry32(0x6b6f6d62);
  const today0 = Math.floor(now / DAY) * DAY;
  const earliest = now - 120 * DAY + MIN;
  const latest = now - 2 * MIN;
  const incident = today0 - 23 * DAY; // warehouse cooler failure: no shipments, status-page rush
  const events = [];
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const int = (a, b) => a + Math.floor(rand() * (b - a + 1));
  const push = (u, name, val, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({
      userId: u,
      eventName: name,
      eventValue: val,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  // evening-heavy browsing hour
  const browseHour = () => {
    const r = rand();
    if (r < 0.38) return pick([18, 19, 20, 20, 20, 21]);
    if (r < 0.62) return int(12, 17);
    if (r < 0.85) return int(7, 11);
    return pick([0, 1, 2, 3, 4, 5, 6, 22, 23]);
  };
  const at = (day0, hour) => day0 + hour * 3_600_000 + int(0, 3599) * 1000;
  const weekdayMult = (day0) => [1.55, 0.8, 0.85, 0.9, 0.95, 1.05, 1.3][new Date(day0).getUTCDay()]; // Sun..Sat

  function subscriber(u, o) {
    const joinAgo = o.joinAgo,
      act = o.act;
    const join0 = today0 - joinAgo * DAY;
    const cancelAgo = o.cancelAgo ?? -1;
    const pauseAgo = o.pauseAgo ?? -1;
    // a few browsing visits before signing up
    const pre = int(1, 3);
    for (let i = 0; i < pre; i++)
      push(u, 'page_view', 0, at(join0 - int(0, 3) * DAY, browseHour()) - 4 * 3_600_000);
    const price = o.price ?? pick([24, 24, 36, 36, 36, 48]);
    push(u, 'subscription_started', price, at(join0, int(9, 21)));
    const bottles = price === 24 ? 6 : 12;
    let nextShip = joinAgo - 1;
    for (let d = joinAgo; d >= 0; d--) {
      if (cancelAgo >= 0 && d < cancelAgo) break;
      const day0 = today0 - d * DAY;
      const paused = pauseAgo >= 0 && d < pauseAgo && d > pauseAgo - (o.pauseLen ?? 999);
      if (d === pauseAgo) push(u, 'subscription.paused', 0, at(day0, int(8, 22)));
      if (cancelAgo >= 0 && d === cancelAgo) {
        push(u, 'SubscriptionCancelled', 0, at(day0, int(8, 22)));
        break;
      }
      if (d === nextShip) {
        if (day0 === incident) nextShip = d - 1;
        else {
          nextShip = d - 14;
          if (!paused) {
            push(u, 'bottle_shipped', bottles, at(day0, pick([5, 6, 7, 7, 7, 7, 8, 8, 9, 10])));
            if (rand() < 0.55)
              push(
                u,
                'Flavour Rated',
                pick([2, 3, 4, 4, 4, 5, 5, 5, 1]),
                at(day0 + int(1, 4) * DAY, browseHour()),
              );
            if (rand() < 0.2)
              push(u, 'Flavour Rated', pick([3, 4, 5, 5]), at(day0 + int(2, 5) * DAY, browseHour()));
            if (rand() < (o.refillRate ?? 0.35))
              push(
                u,
                'refill-returned',
                o.refillRate ? bottles : int(1, bottles),
                at(day0 + int(5, 12) * DAY, int(9, 18)),
              );
          }
        }
      }
      let p = act * weekdayMult(day0) * (paused ? 0.3 : 1);
      if (day0 === incident) p = Math.min(1, p * 2.2);
      if (rand() < p) {
        let views = int(1, o.maxViews ?? 4);
        if (day0 === incident) views *= 3;
        for (let i = 0; i < views; i++) push(u, 'page_view', 0, at(day0, browseHour()));
        if (!paused && rand() < 0.09) push(u, 'Box Customised', int(1, 4), at(day0, browseHour()));
        if (rand() < (o.shopRate ?? 0.05))
          push(u, 'checkout.completed', int(950, 7999) / 100, at(day0, browseHour()));
        if (rand() < (o.giftRate ?? 0.01))
          push(u, 'giftcard.purchased', pick([25, 50, 50, 100]), at(day0, browseHour()));
        if (rand() < 0.015) push(u, 'referral-sent', 0, at(day0, browseHour()));
      }
    }
  }

  for (let i = 1; i <= 430; i++) {
    const u = `u_${String(i).padStart(4, '0')}`;
    const r = rand();
    const o = { joinAgo: Math.max(3, Math.floor(119 * (1 - Math.sqrt(r)))), act: 0.16 + 0.5 * rand() ** 2 };
    if (rand() < 0.25) {
      const c = o.joinAgo - int(10, 70);
      if (c > 0) o.cancelAgo = c;
    }
    if (rand() < 0.15) {
      const p = o.joinAgo - int(5, 40);
      if (p > 1) {
        o.pauseAgo = p;
        o.pauseLen = int(14, 28);
      }
    }
    if (u === PERSONAS.superfan)
      Object.assign(o, {
        joinAgo: 119,
        act: 0.95,
        maxViews: 8,
        shopRate: 0.3,
        cancelAgo: undefined,
        pauseAgo: undefined,
        price: 48,
        refillRate: 1,
      });
    if (u === PERSONAS.officeManager)
      Object.assign(o, { joinAgo: 118, act: 0.9, maxViews: 6, cancelAgo: undefined, pauseAgo: undefined });
    if (u === PERSONAS.regular)
      Object.assign(o, { joinAgo: 117, act: 0.85, maxViews: 5, cancelAgo: undefined, pauseAgo: undefined });
    if (u === PERSONAS.churner)
      Object.assign(o, {
        joinAgo: 105,
        act: 0.8,
        maxViews: 6,
        shopRate: 0.15,
        cancelAgo: 40,
        pauseAgo: undefined,
        price: 36,
      });
    if (u === PERSONAS.pauser)
      Object.assign(o, {
        joinAgo: 90,
        act: 0.5,
        cancelAgo: undefined,
        pauseAgo: 30,
        pauseLen: 999,
        price: 24,
      });
    if (u === PERSONAS.gifter)
      Object.assign(o, { joinAgo: 80, act: 0.4, cancelAgo: undefined, giftRate: 0.25 });
    subscriber(u, o);
  }

  // the newcomer: joined two days ago and is on the site right now
  const nc = PERSONAS.newcomer;
  push(nc, 'page_view', 0, today0 - 2 * DAY + 10 * 3_600_000 + 1234 * 1000);
  push(nc, 'page_view', 0, today0 - 2 * DAY + 10 * 3_600_000 + 1800 * 1000);
  push(nc, 'subscription_started', 36, today0 - 2 * DAY + 11 * 3_600_000 + 300 * 1000);
  push(nc, 'Box Customised', 3, today0 - 2 * DAY + 11 * 3_600_000 + 900 * 1000);
  push(nc, 'page_view', 0, today0 - DAY + 19 * 3_600_000 + 42 * 1000);
  push(nc, 'bottle_shipped', 12, today0 - DAY + 7 * 3_600_000 + 77 * 1000);
  for (const m of [15, 11, 8, 5, 3]) push(nc, 'page_view', 0, now - m * MIN - 17 * 1000);
  push(nc, 'referral-sent', 0, now - 6 * MIN - 5 * 1000);

  // wholesale accounts: weekly orders, mostly on Tuesdays
  for (let w = 1; w <= 12; w++) {
    const u = `wh_${String(w).padStart(2, '0')}`;
    const big = u === PERSONAS.bigWholesale;
    const startAgo = big ? 119 : int(20, 119);
    for (let d = startAgo; d >= 0; d--) {
      const day0 = today0 - d * DAY;
      const wd = new Date(day0).getUTCDay();
      if (wd === 2 && rand() < (big ? 0.95 : 0.7))
        push(u, 'WholesaleOrder', big ? int(1100, 1900) : int(18, 120) * 10, at(day0, int(7, 11)));
      if (rand() < 0.2) for (let i = int(1, 3); i > 0; i--) push(u, 'page_view', 0, at(day0, int(7, 16)));
    }
  }

  // browsers who never subscribed (some buy gift cards or one-off bottles)
  for (let v = 1; v <= 70; v++) {
    const u = `v_${String(v).padStart(3, '0')}`;
    const base = int(0, 119);
    for (let i = int(1, 6); i > 0; i--)
      push(u, 'page_view', 0, at(today0 - Math.max(0, base - int(0, 10)) * DAY, browseHour()));
    if (rand() < 0.2)
      push(u, 'giftcard.purchased', pick([25, 50, 100]), at(today0 - base * DAY, browseHour()));
    if (rand() < 0.15)
      push(u, 'checkout.completed', int(950, 4999) / 100, at(today0 - base * DAY, browseHour()));
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
