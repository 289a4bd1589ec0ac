// Blind round "recipes": a recipe and meal-planning app. Deterministic usage events over the
// 120 days before `now` (nothing in the last 2 minutes, whole-second ISO timestamps).

export const EVENT_NAMES = [
  'app_opened',
  'account_created',
  'recipe_search',
  'recipe.viewed',
  'favourite_saved',
  'shopping_list.item_added',
  'cooking_mode_started', // eventValue = minutes cooked
  'recipe_rated', // eventValue = stars 1-5
  'recipe.uploaded',
  'meal_plan.created',
  'premium_subscribed', // eventValue = price paid
  'premium_cancelled',
];

// Users with a known shape, for one-user questions.
export const PERSONAS = {
  heavy: 'cook_0007', // the most active cook, long-standing (no account_created), annual premium then family upgrade
  newbie: 'cook_0042', // account_created about 45 days ago, regular since
  lapsed: 'cook_0123', // monthly premium about 70 days ago, premium_cancelled about 20 days ago, gone since ~18 days
  creator: 'cook_0250', // uploads many of their own recipes
};
export const NOBODY = 'cook_9999';

const N_USERS = 460;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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

// UTC hour-of-day weights: lunch and dinner peaks.
const HOUR_WEIGHTS = [
  1, 0.6, 0.3, 0.2, 0.2, 0.3, 0.8, 1.5, 2, 2.2, 2.5, 3.6, 4.2, 3, 2.5, 2.8, 3.6, 5.2, 6.3, 5.6, 4.1, 3, 2,
  1.4,
];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
// Monday … Sunday
const WEEKDAY_FACTOR = [0.9, 0.95, 1, 1, 1.1, 1.35, 1.55];
const PRICES = [
  [4.99, 0.45], // monthly
  [2.99, 0.15], // promo month
  [39.99, 0.3], // annual
  [59.99, 0.1], // family annual
];

export function generateEvents(now, seed = 20261125) {
  const rnd = mulberry32(seed);
  const nowMs = Math.floor(+now / SECOND) * SECOND;
  const end = nowMs - 2 * MINUTE - SECOND; // latest allowed timestamp
  const start = nowMs - 120 * DAY;
  const events = [];
  const pick = (weighted) => {
    let x = rnd() * weighted.reduce((s, [, w]) => s + w, 0);
    for (const [v, w] of weighted) if ((x -= w) < 0) return v;
    return weighted[weighted.length - 1][0];
  };
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  const hourOfDay = () => {
    let x = rnd() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) if ((x -= HOUR_WEIGHTS[h]) < 0) return h;
    return 23;
  };

  for (let i = 1; i <= N_USERS; i++) {
    const userId = `cook_${String(i).padStart(4, '0')}`;
    const kindDraw = rnd();
    let kind = kindDraw < 0.03 ? 'heavy' : kindDraw < 0.38 ? 'regular' : 'casual';
    let preexisting = rnd() < 0.3;
    let from = preexisting ? start : start + Math.floor(120 * Math.sqrt(rnd()) * DAY * 0.98);
    let churnAt = rnd() < 0.25 ? from + rnd() * (end - from) : end;
    let premium = rnd() < (kind === 'casual' ? 0.05 : 0.2);
    let premiumAt = from + rnd() * (churnAt - from);
    let price = pick(PRICES);
    let cancels = rnd() < 0.3;
    let uploadRate = 0.02;
    const zeal = 0.4 + 1.8 * rnd() ** 2; // spread of activity within a kind
    if (userId === PERSONAS.heavy) {
      [kind, preexisting, from, churnAt, premium, premiumAt, price, cancels] = [
        'heavy',
        true,
        start,
        end,
        true,
        start + 9.3 * DAY,
        39.99,
        false,
      ];
    } else if (userId === PERSONAS.newbie) {
      [kind, preexisting, from, churnAt, premium] = [
        'regular',
        false,
        nowMs - 45 * DAY - 3.2 * HOUR,
        end,
        false,
      ];
    } else if (userId === PERSONAS.lapsed) {
      [kind, preexisting, from, churnAt, premium, premiumAt, price, cancels] = [
        'regular',
        true,
        start,
        nowMs - 18 * DAY,
        true,
        nowMs - 70 * DAY,
        4.99,
        true,
      ];
    } else if (userId === PERSONAS.creator) {
      [kind, preexisting, from, churnAt] = ['regular', true, start, end];
      uploadRate = 0.5;
    }
    const rate =
      { [PERSONAS.heavy]: 2.4, [PERSONAS.newbie]: 0.5 }[userId] ??
      zeal * { heavy: 0.9, regular: 0.2, casual: 0.06 }[kind];
    const at = (t) => {
      const s = Math.floor(t / SECOND) * SECOND;
      return s >= from && s <= Math.min(churnAt, end) && s >= start;
    };
    const push = (t, eventName, eventValue = 0) => {
      t = Math.floor(t / SECOND) * SECOND;
      if (!at(t)) return false;
      events.push({
        userId,
        eventName,
        eventValue,
        timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
      });
      return true;
    };

    from = Math.ceil(from / SECOND) * SECOND;
    if (!preexisting) push(from, 'account_created');

    // sessions, day by day
    for (let day = Math.floor(from / DAY) * DAY; day <= churnAt; day += DAY) {
      const growth = 0.75 + (0.5 * (day - start)) / (120 * DAY);
      let expected = rate * growth * WEEKDAY_FACTOR[(new Date(day).getUTCDay() + 6) % 7];
      while (expected > 0) {
        const happens = rnd() < Math.min(expected, 1);
        expected -= 1;
        if (!happens) continue;
        let t = day + hourOfDay() * HOUR + int(0, 59) * MINUTE + int(0, 59) * SECOND;
        if (!push(t, 'app_opened')) continue;
        const step = () => (t += int(10, 240) * SECOND);
        const searches = rnd() < 0.7 ? int(1, 3) : 0;
        for (let k = 0; k < searches; k++) push(step(), 'recipe_search');
        const views = int(1, 4);
        for (let k = 0; k < views; k++) push(step(), 'recipe.viewed');
        if (rnd() < 0.25) push(step(), 'favourite_saved');
        if (rnd() < 0.3) {
          const items = int(1, 6);
          for (let k = 0; k < items; k++) push(step(), 'shopping_list.item_added');
        }
        if (rnd() < 0.06) push(step(), 'meal_plan.created');
        if (rnd() < uploadRate) push(step(), 'recipe.uploaded');
        if (rnd() < 0.35) {
          const minutes = Math.max(
            3,
            Math.min(180, Math.round(10 + 45 * -Math.log(1 - rnd() * 0.95) * (0.6 + rnd() * 0.6))),
          );
          push(step(), 'cooking_mode_started', minutes);
          if (rnd() < 0.4) {
            t += minutes * MINUTE;
            push(
              step(),
              'recipe_rated',
              pick([
                [1, 5],
                [2, 8],
                [3, 17],
                [4, 35],
                [5, 35],
              ]),
            );
          }
        }
      }
    }

    if (premium && at(premiumAt)) {
      push(premiumAt, 'premium_subscribed', price);
      // monthly plans renew every 30 days while the cook stays
      let renew = premiumAt + 30 * DAY;
      const cancelAt = cancels
        ? premiumAt + (userId === PERSONAS.lapsed ? 50 * DAY : rnd() * (churnAt - premiumAt))
        : Infinity;
      if (price < 10)
        for (; renew < Math.min(cancelAt, churnAt); renew += 30 * DAY)
          push(renew, 'premium_subscribed', price);
      if (cancels) push(cancelAt, 'premium_cancelled');
    }
    // the heavy cook upgrades from the annual plan to the family plan
    if (userId === PERSONAS.heavy) push(start + 61.4 * DAY, 'premium_subscribed', 59.99);
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
