// Genealogy site ("RootsLine"): family trees, record search, hints, DNA kits and matches.
// Deterministic for a given `now`: every time is placed relative to now with a seeded PRNG.

export const EVENT_NAMES = [
  'signup', // account created; value 0
  'login', // session start; value 0
  'tree_edit', // person/relationship edits saved; value = people touched (1–4)
  'record.search', // historical record search; value = results returned
  'HintAccepted', // record hint accepted into the tree; value 1
  'Record Saved', // record attached to a person; value 1
  'photo.upload', // family photo uploaded; value = file size in MB
  'DNA Kit Activated', // DNA kit registered; value 1
  'DnaMatchViewed', // DNA match opened; value = shared centimorgans
  'match-messaged', // message sent to a DNA match; value 1
  'subscription_payment', // monthly membership charge; value = USD
  'gift-membership-purchased', // gift membership bought; value = USD
];

export const PERSONAS = {
  topResearcher: 'u_1007', // daily power user, most events
  churner: 'u_1042', // heavy early on, gone ~50 days ago
  newcomer: 'u_1455', // signed up 3 days ago
  bigSpender: 'u_1120', // World Explorer plan + several gift memberships
  dnaFan: 'u_1233', // lives in the DNA matches tab
};
export const NOBODY = 'u_9999';

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

// weekend-heavy hobby: Sunday busiest, then Saturday; Friday quietest
const WEEKDAY_WEIGHT = [1.55, 0.95, 0.9, 0.9, 0.85, 0.7, 1.3]; // index = getUTCDay() (0 = Sunday)
// global audience, evening peak around 19–21 UTC, nothing at zero
const HOUR_WEIGHT = [3, 2, 2, 2, 2, 2, 2, 3, 3, 4, 4, 5, 5, 5, 6, 6, 7, 8, 9, 11, 12, 10, 7, 4];
const HOUR_CUM = HOUR_WEIGHT.reduce((a, w) => (a.push((a.at(-1) ?? 0) + w), a), []);

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(0x6e6ea1);
  const latest = nowMs - 2 * MIN - 1000,
    earliest = nowMs - 120 * DAY + HOUR;
  const today = Math.floor(nowMs / DAY) * DAY;
  const censusDay = today - 21 * DAY; // 1950-style census release: search spike
  const outageDay = today - 9 * DAY; // photo storage outage: no photo uploads
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    if (eventName === 'photo.upload' && t >= outageDay && t < outageDay + DAY) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const pick = (pairs) => {
    const total = pairs.reduce((s, p) => s + p[1], 0);
    let r = rnd() * total;
    for (const [k, w] of pairs) if ((r -= w) < 0) return k;
    return pairs.at(-1)[0];
  };
  const hourOf = () => {
    const r = rnd() * HOUR_CUM.at(-1);
    return HOUR_CUM.findIndex((c) => r < c);
  };

  const USERS = 470;
  for (let i = 0; i < USERS; i++) {
    const id = `u_${1001 + i}`;
    let joinAgo; // days ago the account started
    if (rnd() < 0.3)
      joinAgo = 119 + rnd() * 200; // existed before the window: no signup in data
    else joinAgo = 118 * Math.pow(rnd(), 0.75); // growth: more recent joins
    let rate = 0.05 + Math.pow(rnd(), 2.2) * 0.45; // sessions per day
    let churnAgo = rnd() < 0.22 ? Math.max(0, Math.min(joinAgo, 119) - (5 + rnd() * 60)) : -1;
    let hasKit = rnd() < 0.38,
      kitAgo = Math.min(joinAgo, 119) - 2 - rnd() * 30;
    let subscriber = rnd() < 0.42,
      plan = rnd() < 0.3 ? 29.99 : 14.99;
    let dnaBias = 1,
      searchBias = 1;

    if (id === PERSONAS.topResearcher) {
      joinAgo = 400;
      rate = 1.7;
      churnAgo = -1;
      subscriber = true;
      plan = 29.99;
      searchBias = 1.6;
    }
    if (id === PERSONAS.churner) {
      joinAgo = 300;
      rate = 1.1;
      churnAgo = 50.3;
      subscriber = true;
      plan = 14.99;
    }
    if (id === PERSONAS.newcomer) {
      joinAgo = 3.4;
      rate = 1.4;
      churnAgo = -1;
      hasKit = false;
      subscriber = true;
      plan = 14.99;
    }
    if (id === PERSONAS.bigSpender) {
      joinAgo = 250;
      rate = 0.5;
      churnAgo = -1;
      subscriber = true;
      plan = 29.99;
      hasKit = true;
      kitAgo = 100;
    }
    if (id === PERSONAS.dnaFan) {
      joinAgo = 200;
      rate = 0.8;
      churnAgo = -1;
      hasKit = true;
      kitAgo = 110;
      dnaBias = 5;
    }
    if (id === 'u_1458' || id === 'u_1459') {
      joinAgo = 1.5 + (i % 2);
      churnAgo = -1;
      rate = 1;
    }

    const joinT = today - joinAgo * DAY + rnd() * HOUR * 6;
    const endT = churnAgo >= 0 ? today - churnAgo * DAY : latest;
    if (joinAgo < 119) push(id, 'signup', 0, joinT);
    const kitT = today - kitAgo * DAY + hourOf() * HOUR;
    if (hasKit && kitT > joinT && kitT < endT) push(id, 'DNA Kit Activated', 1, kitT);

    if (subscriber) {
      for (let t = Math.max(joinT, today - 330 * DAY) + DAY * rnd() * 2; t < endT; t += 30 * DAY)
        push(id, 'subscription_payment', plan, t);
    }
    const gifts = id === PERSONAS.bigSpender ? 4 : rnd() < 0.06 ? 1 : 0;
    for (let g = 0; g < gifts; g++)
      push(
        id,
        'gift-membership-purchased',
        rnd() < 0.5 ? 59 : 119,
        today - (5 + rnd() * 110) * DAY + hourOf() * HOUR,
      );

    for (let d = Math.min(119, Math.ceil(joinAgo)); d >= 0; d--) {
      const day = today - d * DAY;
      const wd = new Date(day).getUTCDay();
      let p = rate * WEEKDAY_WEIGHT[wd];
      if (day === censusDay) p *= 2.2;
      if (p > 0.95) {
        // heavy users: possibly two sessions
        if (rnd() < p - 0.95) session(day);
        p = 0.95;
      }
      if (rnd() < p) session(day);
    }

    function session(day) {
      let t = day + hourOf() * HOUR + rnd() * HOUR;
      if (t < joinT || t > endT) return;
      push(id, 'login', 0, t);
      const census = day === censusDay;
      const kitActive = hasKit && t > kitT;
      const n = 1 + Math.floor(rnd() * 5) + (census ? 3 : 0);
      for (let k = 0; k < n; k++) {
        t += (1 + rnd() * 6) * MIN;
        const ev = pick([
          ['record.search', 34 * searchBias * (census ? 3 : 1)],
          ['tree_edit', 24],
          ['HintAccepted', 11],
          ['Record Saved', 9 * (census ? 2 : 1)],
          ['photo.upload', 6],
          ['DnaMatchViewed', kitActive ? 9 * dnaBias : 0],
          ['match-messaged', kitActive ? 3.5 * dnaBias : 0],
        ]);
        let v = 1;
        if (ev === 'tree_edit') v = 1 + Math.floor(rnd() * rnd() * 4);
        else if (ev === 'record.search') v = Math.floor(rnd() * rnd() * 240);
        else if (ev === 'photo.upload') v = Math.round((0.3 + rnd() * rnd() * 11.7) * 10) / 10;
        else if (ev === 'DnaMatchViewed') v = Math.round(8 + Math.pow(rnd(), 3) * 3400);
        push(id, ev, v, t);
      }
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
