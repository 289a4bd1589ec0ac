// Blind evaluation data: a car-insurance app. Customers request quotes, buy policies, record
// scored trips (telematics), file claims with documents, get claims approved or rejected,
// renew or cancel policies and chat with support. Deterministic for a given `now`.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'app_open', // the app was opened (0)
  'login', // signed in (0)
  'quote_requested', // a quote was produced; value = quoted yearly premium (USD, cents)
  'policy.purchased', // a policy was bought; value = premium paid (USD, cents)
  'document_uploaded', // licence, photos, police report… (0)
  'claim_filed', // a claim was filed; value = claimed amount (USD)
  'claim.approved', // a claim was approved; value = amount paid out (USD)
  'claim.rejected', // a claim was rejected (0)
  'policy_renewed', // yearly renewal; value = renewal premium paid (USD, cents)
  'policy_cancelled', // the customer cancelled their policy (0)
  'support_chat', // a chat with support; value = chat length in minutes
  'trip_scored', // a telematics trip was scored; value = driving score 20–100
];

// Customers with a known shape, for one-user questions.
export const PERSONAS = {
  veteran: 'cust_0007', // long-standing policyholder, drives daily, two claims (one approved, one rejected), renewed ~40 days ago
  newcomer: 'cust_0042', // first seen ~50 days ago: two quotes, bought 3 days later, claim ~20 days ago approved ~10 days ago
  canceller: 'cust_0123', // long-standing policyholder who cancelled ~20 days ago and has not been back
  shopper: 'cust_0300', // first seen ~30 days ago, requested quotes and chatted with support, never bought, gone ~5 days ago
};

// A customer id that never appears.
export const NOBODY = 'cust_9999';

const USERS = 460;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Hour-of-day weights (UTC): app sessions peak at lunch and in the evening, trips at commutes.
const SESSION_HOURS = [
  1, 0.5, 0.3, 0.2, 0.2, 0.4, 1.2, 2.4, 3.2, 3, 2.6, 2.6, 3.4, 3, 2.5, 2.3, 2.6, 3.2, 3.8, 4.2, 3.8, 3, 2.1,
  1.4,
];
const TRIP_HOURS = [
  0.2, 0.1, 0.1, 0.1, 0.2, 0.8, 2.5, 5, 5.5, 3, 1.8, 1.8, 2.2, 2, 2, 2.6, 4.5, 5.5, 5, 3, 2, 1.4, 0.9, 0.5,
];

const pick = (rnd, weights) => {
  let r = rnd() * weights.reduce((s, w) => s + w, 0);
  for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return i;
  return weights.length - 1;
};
const cents = (x) => Math.round(x * 100) / 100;
const int = (rnd, lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));

function profile(rnd, nDays) {
  const pre = rnd() < 0.28;
  const heavy = rnd() < 0.03;
  const p = {
    pre,
    heavy,
    act: heavy ? 0.8 : 0.1 + rnd() * 0.3,
    drive: heavy ? 0.95 : 0.2 + rnd() * 0.35,
    skill: 55 + rnd() * 35,
    premium: cents(450 + rnd() * 1800 + (rnd() < 0.1 ? 1500 : 0)),
    join: 0,
    buyDay: null,
    holderFrom: null,
    end: nDays,
    cancelDay: null,
    renewDay: null,
    quoteDays: [],
    claims: [],
  };
  if (pre) {
    if (rnd() < 0.07) p.join = int(rnd, 90, nDays - 8); // an old customer who only comes back late
    if (rnd() < 0.85) p.holderFrom = -1;
    if (p.holderFrom !== null && rnd() < 0.33) p.renewDay = int(rnd, p.join, nDays - 1);
  } else {
    p.join = Math.floor(nDays * Math.pow(rnd(), 0.75));
    p.quoteDays.push(p.join);
    for (let k = int(rnd, 0, 2); k > 0; k--) p.quoteDays.push(p.join + int(rnd, 0, 9));
    if (rnd() < 0.55) {
      p.buyDay = p.join + Math.floor(rnd() * rnd() * 12);
      p.holderFrom = p.buyDay;
    } else {
      p.end = Math.min(nDays, p.join + 2 + int(rnd, 0, 25));
    }
  }
  if (p.holderFrom !== null) {
    const start = Math.max(p.join, p.holderFrom);
    if (rnd() < (pre ? 0.14 : 0.06) && start + 5 < nDays) {
      p.cancelDay = int(rnd, start + 5, nDays - 1);
      p.end = p.cancelDay + 1;
    } else if (rnd() < 0.08 && start + 10 < nDays) {
      p.end = int(rnd, start + 10, nDays);
    }
    for (let n = heavy ? 2 : rnd() < 0.5 ? 1 : 0; n > 0; n--) {
      if (start + 3 >= p.end - 1) break;
      const day = int(rnd, start + 3, p.end - 1);
      const amount = Math.round(300 + rnd() * rnd() * 11700);
      p.claims.push({
        day,
        amount,
        resolveDay: day + int(rnd, 3, 20),
        approved: rnd() < 0.72,
        payout: Math.round(amount * (0.55 + rnd() * 0.45)),
      });
    }
  }
  return p;
}

function personas(profiles, nDays) {
  const today = nDays - 1;
  const base = {
    heavy: false,
    act: 0.3,
    drive: 0.6,
    skill: 78,
    premium: 1180.5,
    buyDay: null,
    cancelDay: null,
    renewDay: null,
    quoteDays: [],
    claims: [],
  };
  profiles[7] = {
    ...base,
    pre: true,
    heavy: true,
    act: 0.85,
    drive: 0.95,
    skill: 82,
    join: 0,
    holderFrom: -1,
    end: nDays,
    renewDay: today - 40,
    claims: [
      { day: today - 75, amount: 4200, resolveDay: today - 62, approved: true, payout: 3650 },
      { day: today - 26, amount: 9800, resolveDay: today - 15, approved: false, payout: 0 },
    ],
  };
  profiles[42] = {
    ...base,
    pre: false,
    join: today - 50,
    quoteDays: [today - 50, today - 49],
    buyDay: today - 47,
    holderFrom: today - 47,
    end: nDays,
    premium: 964.2,
    claims: [{ day: today - 20, amount: 2750, resolveDay: today - 10, approved: true, payout: 2300 }],
  };
  profiles[123] = {
    ...base,
    pre: true,
    join: 0,
    holderFrom: -1,
    cancelDay: today - 20,
    end: today - 19,
    act: 0.35,
  };
  profiles[300] = {
    ...base,
    pre: false,
    join: today - 30,
    quoteDays: [today - 30, today - 22, today - 12],
    holderFrom: null,
    end: today - 4,
    act: 0.45,
    chats: [today - 22, today - 12, today - 6],
  };
}

export function generateEvents(now) {
  const rnd = mulberry32(0x1a5c0de);
  const end = Math.floor(+now / SECOND) * SECOND;
  const from = end - 120 * DAY;
  const until = end - 2 * MINUTE;
  const D0 = Math.floor(from / DAY) * DAY;
  const nDays = Math.round((Math.floor(end / DAY) * DAY - D0) / DAY) + 1;

  const rows = [];
  const emit = (userId, eventName, t, eventValue = 0) => {
    const ts = Math.floor(t / SECOND) * SECOND;
    if (ts >= from && ts < until) rows.push({ userId, eventName, ts, eventValue });
  };

  const profiles = [];
  for (let i = 1; i <= USERS; i++) profiles[i] = profile(rnd, nDays);
  personas(profiles, nDays);

  for (let i = 1; i <= USERS; i++) {
    const p = profiles[i];
    const id = `cust_${String(i).padStart(4, '0')}`;
    const at = (day, hours) => D0 + day * DAY + pick(rnd, hours) * HOUR + int(rnd, 0, 3599) * SECOND;
    const holder = (day) => p.holderFrom !== null && day >= p.holderFrom;
    const session = (day, extra) => {
      let t = at(day, SESSION_HOURS);
      const next = () => (t += int(rnd, 5, 240) * SECOND);
      emit(id, 'app_open', t);
      if (rnd() < 0.45) emit(id, 'login', next());
      extra(next);
    };
    const quote = () => cents(p.premium * (0.85 + rnd() * 0.35));
    const special = new Set([
      ...p.quoteDays,
      p.buyDay,
      p.cancelDay,
      p.renewDay,
      ...p.claims.map((c) => c.day),
    ]);

    for (let day = Math.max(0, p.join); day < p.end; day++) {
      const weekend = [0, 6].includes(new Date(D0 + day * DAY).getUTCDay());
      const growth = 0.8 + (0.4 * day) / nDays;
      if (p.quoteDays.includes(day))
        session(day, (next) => {
          for (let k = int(rnd, 1, 2); k > 0; k--) emit(id, 'quote_requested', next(), quote());
        });
      if (day === p.buyDay) {
        session(day, (next) => {
          emit(id, 'policy.purchased', next(), p.premium);
          for (let k = int(rnd, 1, 2); k > 0; k--) emit(id, 'document_uploaded', next());
        });
      }
      if (day === p.renewDay)
        session(day, (next) => emit(id, 'policy_renewed', next(), cents(p.premium * (0.95 + rnd() * 0.17))));
      for (const c of p.claims) {
        if (day === c.day) {
          session(day, (next) => {
            emit(id, 'claim_filed', next(), c.amount);
            for (let k = int(rnd, 1, 3); k > 0; k--) emit(id, 'document_uploaded', next());
            if (rnd() < 0.4) emit(id, 'support_chat', next(), int(rnd, 3, 40));
          });
        }
        if (c.day < day && day <= c.day + 3 && rnd() < 0.3)
          session(day, (next) => emit(id, 'document_uploaded', next()));
        if (day === c.resolveDay) {
          const t = at(
            day,
            SESSION_HOURS.map((w, h) => (h >= 8 && h <= 17 ? w : 0)),
          );
          emit(id, c.approved ? 'claim.approved' : 'claim.rejected', t, c.approved ? c.payout : 0);
          if (!c.approved && rnd() < 0.5)
            session(day, (next) => emit(id, 'support_chat', next(), int(rnd, 5, 45)));
        }
      }
      if (p.chats?.includes(day)) session(day, (next) => emit(id, 'support_chat', next(), int(rnd, 4, 30)));
      if (day === p.cancelDay) {
        session(day, (next) => {
          if (rnd() < 0.5) emit(id, 'support_chat', next(), int(rnd, 3, 25));
          emit(id, 'policy_cancelled', next());
        });
        continue;
      }
      if (!special.has(day) && rnd() < p.act * (weekend ? 0.7 : 1) * growth) {
        session(day, (next) => {
          if (!holder(day) && rnd() < 0.5) emit(id, 'quote_requested', next(), quote());
          if (holder(day) && rnd() < 0.015) emit(id, 'quote_requested', next(), quote());
          if (rnd() < 0.035) emit(id, 'support_chat', next(), int(rnd, 2, 40));
          if (rnd() < 0.02) emit(id, 'document_uploaded', next());
        });
      }
      if (holder(day) && rnd() < p.drive * (weekend ? 0.6 : 1)) {
        for (let k = int(rnd, 1, p.heavy ? 4 : 2); k > 0; k--) {
          const score = Math.round(p.skill + (rnd() - 0.5) * 40);
          emit(id, 'trip_scored', at(day, TRIP_HOURS), Math.max(20, Math.min(100, score)));
        }
      }
    }
  }

  rows.sort((a, b) => a.ts - b.ts);
  return rows.map((r) => ({
    userId: r.userId,
    eventName: r.eventName,
    eventValue: r.eventValue,
    timestamp: new Date(r.ts).toISOString().replace('.000Z', 'Z'),
  }));
}
