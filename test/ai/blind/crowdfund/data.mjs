// Usage events of "crowdfund", a crowdfunding platform, over the 120 days before `now`.
//
// Backers browse campaigns, pledge, change or cancel pledges, comment and share; creators
// launch campaigns and post updates; campaigns end as funded (goal_reached, then the platform
// fee) or failed. Events come from three emitters, hence three naming styles: the web tracker
// (Title Case), the campaign service (snake_case) and the payments service (dotted).
//
// Deterministic: same (now, seed) gives the same events. User ids, personas and every offset
// relative to `now` depend only on the seed; the calendar (weekday rhythm) depends on `now`.

const DAY = 86_400_000;
const MIN = 60_000;
const SPAN_DAYS = 120;
const PRE_USERS = 150; // accounts older than the window: no "Account Created" event
const NEW_USERS = 320; // sign-ups inside the window
export const DEFAULT_SEED = 20261125;

export const EVENT_NAMES = [
  'Account Created', // web tracker, value 0
  'Campaign Viewed', // web tracker, value 0
  'Campaign Shared', // web tracker, value 0
  'Comment Posted', // web tracker, value 0
  'campaign_launched', // campaign service, value = funding goal (USD)
  'creator_update_posted', // campaign service, value 0
  'goal_reached', // campaign service, value = amount raised at close (USD)
  'campaign_failed', // campaign service, value = amount pledged at close (USD)
  'pledge.created', // payments service, value = pledge amount (USD)
  'pledge.updated', // payments service, value = new pledge amount (USD)
  'pledge.cancelled', // payments service, value = amount withdrawn (USD)
  'platform_fee_charged', // payments service, value = 5% fee on a funded campaign (USD, cents)
];

// mulberry32
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rnd, weighted) => {
  let r = rnd() * weighted.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of weighted) if ((r -= w) < 0) return item;
  return weighted[weighted.length - 1][0];
};
const int = (rnd, lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const normal = (rnd) => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
function poisson(rnd, lambda) {
  const l = Math.exp(-lambda);
  let k = 0,
    p = rnd();
  while (p > l && k < 30) {
    k++;
    p *= rnd();
  }
  return k;
}

// UTC hour weights: backers are mostly in the Americas and Europe, evenings are busiest.
const HOURS = [6, 5, 4, 3, 2, 2, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 13, 12, 11, 9, 7];
// Monday … Sunday: quieter on Fridays and Saturdays.
const WEEKDAY = [1.0, 1.08, 1.04, 1.0, 0.86, 0.7, 0.92];
const secondOfDay = (rnd) =>
  pick(
    rnd,
    HOURS.map((w, h) => [h, w]),
  ) *
    3600 +
  int(rnd, 0, 3599);
const PLEDGE_TIERS = [
  [5, 8],
  [10, 14],
  [15, 6],
  [25, 20],
  [35, 8],
  [50, 16],
  [75, 6],
  [100, 10],
  [150, 4],
  [250, 4],
  [500, 1.5],
  [1000, 0.5],
];

// ---- who is who (depends on the seed only) ------------------------------------------------

function plan(seed) {
  const rnd = prng(seed ^ 0x5eed);
  const users = [];
  for (let i = 0; i < PRE_USERS; i++) {
    users.push({ pre: true, signupDay: SPAN_DAYS - 1, signupSec: 0 });
  }
  for (let i = 0; i < NEW_USERS; i++) {
    // growth: sign-ups get more frequent towards now
    const x = Math.sqrt(rnd());
    users.push({
      pre: false,
      signupDay: Math.max(1, Math.min(118, Math.floor(118 * (1 - x)) + 1)),
      signupSec: secondOfDay(rnd),
    });
  }
  // the persona "new backer": signed up 6 days before today
  const fresh = users[PRE_USERS + 7];
  fresh.signupDay = 6;
  fresh.signupSec = 16 * 3600 + 1234;
  fresh.persona = 'newBacker';
  // ids follow sign-up order, auto-increment with gaps (deleted and test accounts)
  const order = users
    .map((u, i) => i)
    .sort(
      (a, b) => users[b].signupDay - users[a].signupDay || users[a].signupSec - users[b].signupSec || a - b,
    );
  let n = 10_000;
  for (const i of order) {
    n += int(rnd, 1, 6);
    users[i].id = `usr_${n}`;
  }

  for (const u of users) {
    // sessions per day: most backers drop by now and then, a few are regulars
    u.rate = Math.exp(Math.log(0.17) + 0.75 * normal(rnd));
    u.power = rnd() < 0.03;
    if (u.power) u.rate = 1.2 + 1.5 * rnd();
    // churn: stop after a while
    u.lifeDays = rnd() < 0.27 ? 3 + -Math.log(1 - rnd()) * 28 : Infinity;
    if (!u.pre && rnd() < 0.12) u.lifeDays = 0; // signed up, looked around, never came back
    u.generosity = Math.exp(0.45 * normal(rnd));
  }
  const pre = users.filter((u) => u.pre);
  Object.assign(pre[12], {
    persona: 'superBacker',
    rate: 3.2,
    power: true,
    lifeDays: Infinity,
    generosity: 2.2,
  });
  Object.assign(pre[31], { persona: 'serialCreator', rate: 0.9, power: false, lifeDays: Infinity });
  Object.assign(pre[64], { persona: 'lapsedBacker', rate: 0.7, power: false, lifeDays: 44, generosity: 1.3 });
  Object.assign(pre[90], { persona: 'cancelsALot', rate: 0.55, power: false, lifeDays: Infinity });
  Object.assign(fresh, { rate: 1.4, lifeDays: Infinity, generosity: 1 });

  // campaigns: [day the campaign launched (days before today), second of day, duration, goal]
  const campaigns = [];
  const creatorPool = users.filter((u) => !u.persona && rnd() < 0.14);
  const serial = pre[31];
  const addCampaign = (creator, day) => {
    const duration = pick(rnd, [
      [30, 6],
      [21, 1],
      [45, 2],
      [60, 1],
    ]);
    const popularity = Math.exp(0.9 * normal(rnd));
    const goal = Math.max(500, Math.round((popularity * (300 + 1200 * rnd())) / 250) * 250);
    campaigns.push({
      creator,
      day,
      sec: int(rnd, 13, 20) * 3600 + int(rnd, 0, 3599),
      duration,
      goal,
      popularity,
      updates: int(rnd, 0, 5),
    });
  };
  for (const day of [112, 80, 47, 15]) addCampaign(serial, day);
  for (let k = 0; k < 12; k++) addCampaign(pre[int(rnd, 100, 149)], int(rnd, 121, 165)); // launched before the window
  for (let k = 0; k < 62; k++) {
    const day = int(rnd, 1, 117);
    const eligible = creatorPool.filter((u) => u.signupDay > day + 2);
    if (eligible.length) addCampaign(eligible[int(rnd, 0, eligible.length - 1)], day);
  }
  return { users, campaigns };
}

const PLAN = plan(DEFAULT_SEED);
export const PERSONAS = Object.fromEntries(PLAN.users.filter((u) => u.persona).map((u) => [u.persona, u.id]));
// superBacker: the heaviest user (pledges almost daily); serialCreator: launched four campaigns;
// lapsedBacker: active in the first weeks only; cancelsALot: cancels most pledges;
// newBacker: signed up 6 days before today.
export const NOBODY = 'usr_99999';

// ---- events (depend on now) -----------------------------------------------------------------

export function generateEvents(now, seed = DEFAULT_SEED) {
  const nowMs = Math.floor(+now / 1000) * 1000;
  const today = Math.floor(nowMs / DAY) * DAY;
  const limit = nowMs - 2 * MIN - 1000;
  const earliest = nowMs - SPAN_DAYS * DAY;
  const { users, campaigns: plans } = seed === DEFAULT_SEED ? PLAN : plan(seed);
  const events = [];
  const emit = (userId, eventName, t, eventValue = 0) => {
    if (t <= limit && t >= earliest) events.push({ userId, eventName, eventValue, t });
  };
  const weekdayOf = (t) => (new Date(t).getUTCDay() + 6) % 7;

  const campaigns = plans.map((c, k) => {
    const launch = today - c.day * DAY + c.sec * 1000;
    return { ...c, k, launch, end: launch + c.duration * DAY, pledged: new Map() };
  });
  const live = (t) => campaigns.filter((c) => c.launch <= t && t < c.end);

  users.forEach((u, idx) => {
    const rnd = prng((seed * 31 + idx * 7919) >>> 0);
    const startDay = u.signupDay;
    const startT = today - startDay * DAY + u.signupSec * 1000;
    if (!u.pre) emit(u.id, 'Account Created', startT);
    const stopT = startT + u.lifeDays * DAY;
    const mine = new Map(); // campaign → current pledge amount
    const cancelBias = u.persona === 'cancelsALot' ? 0.5 : 0.012;
    for (let d = startDay; d >= 0; d--) {
      const day0 = today - d * DAY;
      const growth = 0.8 + 0.4 * (1 - d / SPAN_DAYS);
      const sessions = poisson(rnd, u.rate * WEEKDAY[weekdayOf(day0)] * growth);
      for (let s = 0; s < sessions; s++) {
        let t = day0 + secondOfDay(rnd) * 1000;
        if (u.pre === false && d === startDay && t < startT) t = startT + int(rnd, 30, 900) * 1000;
        if (t > stopT || t > limit) continue;
        const open = live(t);
        if (!open.length) continue;
        const views = u.power ? int(rnd, 2, 5) : int(rnd, 1, 3);
        for (let v = 0; v < views; v++) {
          t += int(rnd, 15, 240) * 1000;
          const c = pick(
            rnd,
            open.map((c) => [c, c.popularity]),
          );
          if (t >= c.end) continue;
          emit(u.id, 'Campaign Viewed', t);
          const pledgeChance = (u.persona === 'superBacker' ? 0.3 : 0.16) * Math.min(1.5, c.popularity);
          if (!mine.has(c) && rnd() < pledgeChance) {
            t += int(rnd, 40, 400) * 1000;
            const amount = Math.round((pick(rnd, PLEDGE_TIERS) * u.generosity) / 5) * 5 || 5;
            mine.set(c, amount);
            emit(u.id, 'pledge.created', t, amount);
          }
          if (rnd() < 0.05) {
            t += int(rnd, 30, 600) * 1000;
            emit(u.id, 'Comment Posted', t);
          }
          if (rnd() < 0.035) {
            t += int(rnd, 10, 120) * 1000;
            emit(u.id, 'Campaign Shared', t);
          }
        }
        // revisit own pledges on live campaigns (regulars look at them less per visit)
        const revisit = 1 / Math.max(1, u.rate);
        for (const [c, amount] of mine) {
          if (amount === 0 || t >= c.end) continue;
          if (rnd() < 0.025 * revisit) {
            t += int(rnd, 20, 300) * 1000;
            const next = Math.max(
              5,
              Math.round((amount * (rnd() < 0.65 ? 1.5 + rnd() : 0.4 + 0.4 * rnd())) / 5) * 5,
            );
            mine.set(c, next);
            emit(u.id, 'pledge.updated', t, next);
          } else if (rnd() < cancelBias * revisit) {
            t += int(rnd, 20, 300) * 1000;
            mine.set(c, 0);
            emit(u.id, 'pledge.cancelled', t, amount);
          }
        }
      }
    }
    // only pledges the limit let through count towards the campaign
    for (const [c, amount] of mine) if (amount) c.pledged.set(u.id, amount);
  });

  // creators: launches, updates during the campaign, then the outcome and the fee
  for (const c of campaigns) {
    const rnd = prng((seed * 17 + c.k * 104729) >>> 0);
    emit(c.creator.id, 'campaign_launched', c.launch, c.goal);
    for (let k = 0; k < c.updates; k++) {
      emit(
        c.creator.id,
        'creator_update_posted',
        c.launch + Math.floor((rnd() * c.duration * DAY) / 1000) * 1000,
      );
    }
    if (c.end > limit) continue;
    const raised = [...c.pledged.values()].reduce((s, x) => s + x, 0);
    if (raised >= c.goal) {
      emit(c.creator.id, 'goal_reached', c.end, raised);
      emit(
        c.creator.id,
        'platform_fee_charged',
        c.end + int(rnd, 3600, 6 * 3600) * 1000,
        Math.round(raised * 5) / 100,
      );
    } else {
      emit(c.creator.id, 'campaign_failed', c.end, raised);
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
