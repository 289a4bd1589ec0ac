// Municipal recycling & bulky-waste collection service: synthetic usage events.
// Deterministic for a given `now` (mulberry32 with a fixed seed; every time is relative to now).

export const EVENT_NAMES = [
  'app_login', // resident opens the app (value 0)
  'pickup_booked', // bulky-waste pickup booked (value = number of items, 1–6)
  'Bulky Fee Paid', // fee for a bulky pickup (value = EUR)
  'collection.completed', // crew completed a bulky collection (value = kg collected)
  'collection.missed', // crew missed a booked collection (value 0)
  'MissedBinReported', // resident reports a missed kerbside bin (value 0)
  'Drop-off Visit', // visit to a drop-off centre (value = kg weighed)
  'reward_points_earned', // reward points credited for recycling (value = points)
  'rewards.redeemed', // reward points redeemed (value = points spent)
  'bin-replacement-ordered', // replacement bin ordered (value = fee in EUR)
  'reminder.sent', // collection-day reminder pushed to the app (value 0)
  'ReminderOpened', // resident opened a reminder (value 0)
];

export const PERSONAS = {
  topUser: 'resident_0007', // the most active resident: logs in constantly, books and drops off a lot
  bigRecycler: 'resident_0230', // hauls the heaviest loads to the drop-off centre
  churner: 'resident_0113', // very active early on, silent for the last ~55 days
  newcomer: 'resident_0451', // first event 5 days ago
  feeHeavy: 'resident_0318', // orders many replacement bins (most fees paid)
};

export const NOBODY = 'resident_9999';

const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;
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

const id = (n) => `resident_${String(n).padStart(4, '0')}`;

// hour-of-day weights for app use (UTC): morning and evening peaks, a quiet night
const APP_HOURS = [1, 1, 1, 1, 1, 2, 4, 8, 10, 9, 7, 6, 7, 6, 5, 5, 6, 8, 11, 12, 10, 7, 4, 2];
// drop-off centres open 08–17, crews work 07–15
const DROP_HOURS = [0, 0, 0, 0, 0, 0, 0, 0, 4, 7, 9, 10, 9, 8, 8, 7, 6, 3, 0, 0, 0, 0, 0, 0];
const CREW_HOURS = [0, 0, 0, 0, 0, 0, 0, 5, 9, 10, 10, 9, 8, 7, 5, 2, 0, 0, 0, 0, 0, 0, 0, 0];

function pickWeighted(rnd, weights) {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = rnd() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}

export function generateEvents(now) {
  const rnd = mulberry32(20261125);
  const nowMs = Math.floor(+now / 1000) * 1000;
  const latest = nowMs - 3 * MIN;
  const start = nowMs - 119 * DAY - 20 * HOUR;
  const todayStart = Math.floor(nowMs / DAY) * DAY;
  const incidentDay = todayStart - 20 * DAY; // truck breakdown: collections missed everywhere
  const events = [];

  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < start || t > latest) return false;
    events.push({ userId, eventName, eventValue, t });
    return true;
  };
  const atHour = (day, weights) => day + pickWeighted(rnd, weights) * HOUR + Math.floor(rnd() * 3600) * 1000;
  const round1 = (x) => Math.round(x * 10) / 10;

  for (let u = 1; u <= N_USERS + 1; u++) {
    const userId = id(u);
    let join,
      end = latest,
      rate,
      mix = null;
    const r = rnd();
    if (r < 0.35) join = start + rnd() * 6 * DAY;
    else join = start + Math.pow(rnd(), 0.6) * 112 * DAY; // sign-ups accelerate: growth
    if (rnd() < 0.16) end = join + rnd() * (latest - join) * 0.8;
    rate = 0.12 + 0.6 * Math.pow(rnd(), 2); // sessions per day
    if (userId === PERSONAS.topUser) {
      join = start + 2 * HOUR;
      end = latest;
      rate = 3.2;
    }
    if (userId === PERSONAS.bigRecycler) {
      join = start + 3 * DAY;
      end = latest;
      rate = 1.0;
      mix = 'heavy';
    }
    if (userId === PERSONAS.churner) {
      join = start + 1 * DAY;
      end = todayStart - 55 * DAY;
      rate = 1.6;
    }
    if (userId === PERSONAS.newcomer) {
      join = todayStart - 5 * DAY + 9 * HOUR;
      end = latest;
      rate = 1.5;
    }
    if (userId === PERSONAS.feeHeavy) {
      join = start + 10 * DAY;
      end = latest;
      rate = 0.9;
      mix = 'bins';
    }
    if (u === N_USERS + 1 && userId !== PERSONAS.newcomer) continue;
    if (u > 450 && u <= N_USERS && userId !== PERSONAS.newcomer) {
      join = todayStart - (6 + (u - 450) * 2) * DAY;
    }

    const firstDay = Math.floor(join / DAY) * DAY;
    for (let day = firstDay; day <= end; day += DAY) {
      const dow = new Date(day).getUTCDay(); // 0 Sunday
      const dayW = dow === 6 ? 1.35 : dow === 0 ? 0.55 : dow === 1 ? 1.15 : 1.0;
      let sessions = rate * dayW;
      let k = Math.floor(sessions) + (rnd() < sessions - Math.floor(sessions) ? 1 : 0);
      if (day === Math.floor(join / DAY) * DAY) k = Math.max(k, 1);
      for (let s = 0; s < k; s++) {
        let t = atHour(day, APP_HOURS);
        if (t < join || t > end) continue;
        const kind = rnd();
        const w =
          mix === 'heavy'
            ? [0.15, 0.2, 0.05, 0.55, 0.0, 0.02]
            : mix === 'bins'
              ? [0.3, 0.1, 0.05, 0.15, 0.35, 0.02]
              : [0.34, 0.14, 0.09, 0.25, 0.035, 0.045];
        let acc = 0,
          choice = 0;
        for (; choice < w.length; choice++) {
          acc += w[choice];
          if (kind < acc) break;
        }
        if (choice === 0 || choice >= w.length) {
          push(userId, 'app_login', 0, t);
          continue;
        }
        if (choice === 1) {
          // bulky pickup: book, pay, then a crew comes 2–6 days later
          push(userId, 'app_login', 0, t);
          const items = 1 + Math.floor(Math.pow(rnd(), 1.5) * 6);
          if (!push(userId, 'pickup_booked', items, t + (1 + Math.floor(rnd() * 4)) * MIN)) continue;
          if (rnd() < 0.86)
            push(userId, 'Bulky Fee Paid', 15 + 10 * items, t + (6 + Math.floor(rnd() * 20)) * MIN);
          const cday = day + (2 + Math.floor(rnd() * 5)) * DAY;
          const ct = atHour(cday, CREW_HOURS);
          const missed = cday === incidentDay ? rnd() < 0.85 : rnd() < 0.08;
          if (missed) push(userId, 'collection.missed', 0, ct);
          else push(userId, 'collection.completed', round1(items * (18 + rnd() * 22)), ct);
        } else if (choice === 2) {
          push(userId, 'app_login', 0, t);
          push(userId, 'MissedBinReported', 0, t + (1 + Math.floor(rnd() * 5)) * MIN);
        } else if (choice === 3) {
          const dt = atHour(day, DROP_HOURS);
          if (dt < join || dt > end) continue;
          const kg = mix === 'heavy' ? round1(60 + rnd() * 140) : round1(2 + Math.pow(rnd(), 2) * 70);
          if (push(userId, 'Drop-off Visit', kg, dt) && rnd() < 0.9) {
            push(
              userId,
              'reward_points_earned',
              Math.max(1, Math.round(kg * 2)),
              dt + (10 + Math.floor(rnd() * 50)) * MIN,
            );
          }
        } else if (choice === 4) {
          push(userId, 'app_login', 0, t);
          const fee = [15, 25, 40][pickWeighted(rnd, [5, 3, 2])];
          push(userId, 'bin-replacement-ordered', fee, t + (2 + Math.floor(rnd() * 6)) * MIN);
        } else {
          push(userId, 'app_login', 0, t);
          push(
            userId,
            'rewards.redeemed',
            [50, 100, 250][pickWeighted(rnd, [5, 3, 1])],
            t + (1 + Math.floor(rnd() * 4)) * MIN,
          );
        }
      }
      // collection-day reminder on weekday evenings for app users, opened by some
      if (dow >= 1 && dow <= 4 && rnd() < 0.22) {
        const rt = day + 17 * HOUR + Math.floor(rnd() * 7200) * 1000;
        if (rt >= join && rt <= end && push(userId, 'reminder.sent', 0, rt) && rnd() < 0.55) {
          push(userId, 'ReminderOpened', 0, rt + (5 + Math.floor(rnd() * 300)) * MIN);
        }
      }
      // the incident day: residents flood the app with missed-bin reports
      if (day === incidentDay && rnd() < 0.3) {
        const it = day + (9 + Math.floor(rnd() * 10)) * HOUR + Math.floor(rnd() * 3600) * 1000;
        if (it >= join && it <= end) {
          push(userId, 'app_login', 0, it);
          push(userId, 'MissedBinReported', 0, it + (1 + Math.floor(rnd() * 5)) * MIN);
        }
      }
    }
  }

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map((e) => ({
    userId: e.userId,
    eventName: e.eventName,
    eventValue: e.eventValue,
    timestamp: new Date(e.t).toISOString().slice(0, 19) + 'Z',
  }));
}
