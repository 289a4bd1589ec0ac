// Farmbox: a farm-to-door vegetable box subscription (CSA). Deterministic for a given `now`.
const DAY = 86_400_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'subscriber_signed_up', // value 0
  'BoxSizeSelected', // value: nominal box size in kg (4, 6 or 9)
  'Referral Code Used', // value 0
  'week.skipped', // value 0
  'item-swapped', // value 0
  'PaymentCharged', // value: amount charged, EUR
  'Box Packed', // value: packed weight, kg
  'box_delivered', // value: delivered weight, kg
  'delivery.problem_reported', // value 0
  'payment_refunded', // value: amount refunded, EUR
  'recipe-card-viewed', // value 0
  'subscription.paused', // value: number of weeks paused
  'SubscriptionCancelled', // value 0
];

export const PERSONAS = {
  topSubscriber: 'member_107', // big family, large box, swaps and reads recipes constantly
  churner: 'member_213', // founding member, hit by the van breakdown, cancelled
  newcomer: 'member_577', // signed up three days ago via a referral
  complainer: 'member_150', // frequent delivery problems and refunds
  pauser: 'member_321', // pauses the subscription twice
  runnerUp: 'member_118', // second most active household
  thirdPlace: 'member_131', // third most active household
};
export const NOBODY = 'member_999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SIZES = [
  // kg, weekly price EUR
  { kg: 4, price: 21.5 },
  { kg: 6, price: 29.5 },
  { kg: 9, price: 39.5 },
];

export function generateEvents(now) {
  const nowMs = +now;
  const end = nowMs - 2 * MIN;
  const startMs = nowMs - 120 * DAY;
  const day0 = Math.floor(nowMs / DAY) * DAY - 119 * DAY; // fully inside the window
  const rand = mulberry32(0xfa4b0c5);
  const ri = (a, b) => a + Math.floor(rand() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const poisson = (l) => {
    let k = 0,
      p = 1;
    const L = Math.exp(-l);
    for (;;) {
      p *= rand();
      if (p <= L) return k;
      k++;
    }
  };
  const isoDow = (d) => (new Date(day0 + d * DAY).getUTCDay() + 6) % 7; // Monday = 0
  // The van breakdown: the most recent Tuesday at least 35 days ago.
  let incident = 119 - 35;
  while (isoDow(incident) !== 1) incident--;

  const events = [];
  const at = (d, h, m, s) => day0 + d * DAY + h * 3_600_000 + m * MIN + s * 1000;
  const push = (userId, eventName, eventValue, t) => {
    if (t < startMs || t > end) return;
    events.push({ userId, eventName, eventValue, t });
  };
  const randTime = (d, hLo, hHi) => at(d, ri(hLo, hHi), ri(0, 59), ri(0, 59));
  const eveningHour = () => pick([7, 8, 12, 13, 18, 19, 19, 20, 20, 20, 21, 21, 22]);

  for (let n = 100; n < 580; n++) {
    const id = `member_${n}`;
    const founding = n < 190;
    let signupDay = founding ? ri(0, 6) : Math.min(118, 7 + Math.floor(112 * Math.sqrt(rand())));
    let size = pick([0, 1, 1, 1, 2, 2]);
    let dow = pick([1, 1, 3, 3, 3, 5]);
    let swapRate = 0.4 + rand() * 2.4;
    let recipeRate = 0.6 + rand() * 3.0;
    let skipP = 0.04 + rand() * 0.14;
    let hazard = 0.004 + rand() * 0.012;
    let noCancel = false;
    let problemP = 0.03;
    let refundP = 0.55;
    let pauseP = 0.03;
    let lapseWeek = rand() < 0.18 ? ri(3, 14) : Infinity; // silently stops ordering (card expired, moved away)
    let referral = !founding && rand() < 0.35;
    let forceCancelDay = -1;
    if (Object.values(PERSONAS).includes(id)) lapseWeek = Infinity;
    if (id === PERSONAS.topSubscriber) {
      signupDay = 1;
      size = 2;
      dow = 3;
      swapRate = 7;
      recipeRate = 8;
      skipP = 0;
      noCancel = true;
      pauseP = 0;
    }
    if (id === PERSONAS.runnerUp) {
      signupDay = 0;
      size = 2;
      dow = 1;
      swapRate = 4;
      recipeRate = 5.5;
      skipP = 0;
      noCancel = true;
      pauseP = 0;
    }
    if (id === PERSONAS.thirdPlace) {
      signupDay = 2;
      size = 2;
      dow = 5;
      swapRate = 3;
      recipeRate = 4.5;
      skipP = 0;
      noCancel = true;
      pauseP = 0;
    }
    if (id === PERSONAS.churner) {
      signupDay = 2;
      size = 1;
      dow = 1;
      noCancel = true;
      pauseP = 0;
      skipP = 0.05;
      forceCancelDay = incident + 3;
    }
    if (id === PERSONAS.newcomer) {
      signupDay = 116;
      referral = true;
      noCancel = true;
      pauseP = 0;
      skipP = 0;
    }
    if (id === PERSONAS.complainer) {
      signupDay = 3;
      dow = 5;
      problemP = 0.45;
      refundP = 0.9;
      noCancel = true;
      pauseP = 0;
      skipP = 0.03;
    }
    if (id === PERSONAS.pauser) {
      signupDay = 4;
      dow = 3;
      noCancel = true;
      pauseP = 0;
      skipP = 0.05;
    }

    const signupAt = randTime(signupDay, 6, 22);
    push(id, 'subscriber_signed_up', 0, signupAt);
    push(id, 'BoxSizeSelected', SIZES[size].kg, signupAt + ri(1, 9) * MIN + ri(0, 59) * 1000);
    if (referral) push(id, 'Referral Code Used', 0, signupAt + ri(10, 20) * MIN);

    let pausedUntil = -1,
      week = 0;
    for (let D = signupDay + 3; D <= 119 + 4; D++) {
      if (isoDow(D) !== dow) continue;
      week++;
      if (week > lapseWeek) break;
      if (D < pausedUntil) continue;
      const forcedPause = id === PERSONAS.pauser && (week === 4 || week === 11);
      if (forcedPause || rand() < pauseP) {
        const weeks = forcedPause ? (week === 4 ? 3 : 2) : ri(1, 4);
        push(id, 'subscription.paused', weeks, randTime(D - 3, 7, 22));
        pausedUntil = D + 7 * weeks;
        continue;
      }
      if (rand() < skipP) {
        push(id, 'week.skipped', 0, randTime(D - pick([2, 2, 2, 2, 3]), 6, 23));
        continue;
      }
      const swaps = poisson(swapRate);
      for (let k = 0; k < swaps; k++) push(id, 'item-swapped', 0, randTime(D - ri(1, 5), 6, 23));
      const addon = rand() < 0.45 ? Math.round((1 + rand() * 9) * 100) / 100 : 0; // extras: eggs, bread, fruit
      const price = Math.round((SIZES[size].price + addon) * 100) / 100;
      push(id, 'PaymentCharged', price, at(D - 2, pick([4, 5, 5, 5, 6]), ri(0, 59), ri(0, 59)));
      const weight = Math.round((SIZES[size].kg + (rand() - 0.5) * 0.9) * 100) / 100;
      push(id, 'Box Packed', weight, randTime(D - 1, 15, 23));
      if (rand() < 0.04) push(id, 'Box Packed', weight, randTime(D, 5, 7)); // repacked after a damage check
      const delivered = randTime(D, 9, 18);
      const lost = rand() < 0.025;
      if (!lost) push(id, 'box_delivered', weight, delivered);
      const onIncident = D === incident;
      const problem =
        lost ||
        (id === PERSONAS.churner && onIncident) ||
        (id === PERSONAS.complainer && week % 2 === 0) ||
        rand() < (onIncident ? 0.6 : problemP);
      if (problem) {
        push(id, 'delivery.problem_reported', 0, delivered + ri(20, 300) * MIN + ri(0, 59) * 1000);
        if (rand() < refundP) {
          const amt = rand() < 0.4 ? price : 5 + Math.floor(rand() * (price - 5) * 100) / 100;
          push(id, 'payment_refunded', Math.round(amt * 100) / 100, randTime(D + ri(1, 2), 8, 17));
        }
      }
      const recipes = poisson(recipeRate);
      for (let k = 0; k < recipes; k++) {
        const rd = D + ri(0, 4);
        push(id, 'recipe-card-viewed', 0, at(rd, eveningHour(), ri(0, 59), ri(0, 59)));
      }
      if (rand() < 0.03) {
        size = Math.min(2, size + 1);
        push(id, 'BoxSizeSelected', SIZES[size].kg, randTime(D + 1, 8, 21));
      }
      let h = hazard + (problem ? (onIncident ? 0.3 : 0.06) : 0);
      if (forceCancelDay >= 0 ? D >= incident : !noCancel && rand() < h) {
        push(
          id,
          'SubscriptionCancelled',
          0,
          forceCancelDay >= 0 ? randTime(forceCancelDay, 9, 20) : randTime(D + ri(1, 5), 7, 22),
        );
        break;
      }
    }
  }
  events.sort(
    (a, b) =>
      a.t - b.t ||
      (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
      (a.eventName < b.eventName ? -1 : 1),
  );
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}

// The van-breakdown day (UTC midnight, epoch ms): the most recent Tuesday at least 35 days before today.
export function incidentDay(now) {
  const today = Math.floor(+now / DAY) * DAY;
  let d = today - 35 * DAY;
  while (new Date(d).getUTCDay() !== 2) d -= DAY;
  return d;
}
