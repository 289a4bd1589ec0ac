/* eslint-disable no-useless-assignment -- a blind round's generator, kept as its author wrote it */
// Blind round "pets": synthetic usage events of a pet-care app (owners register pets, book vet
// appointments and grooming, log walks, order from the shop, use the symptom checker, pay for
// vet chats, subscribe to a care plan). Deterministic for a given `now` and seed.

export const EVENT_NAMES = [
  'account_created', // sign-up; value 0
  'app_open', // session start; value 0
  'pet_added', // a pet profile registered; value 0
  'vet_appointment_booked', // booked in the app, paid at the clinic; value 0
  'grooming_booked', // booked in the app, paid at the salon; value 0
  'walk_logged', // a dog walk; value = duration in minutes
  'shop.order_placed', // shop service (dotted names); value = order total in USD
  'symptom_checker_used', // value 0
  'vet_chat_paid', // paid chat with a vet; value = fee in USD (19 daytime, 29 evenings/weekends)
  'Care Plan Subscribed', // from the billing provider (Title Case); value = monthly price in USD
  'Care Plan Cancelled', // billing provider; value 0
  'visit_rated', // rating of a vet or grooming visit, 1..5 stars
];

export const PERSONAS = {
  heaviest: 'owner_20417', // three dogs, several walks a day, the most events by far
  lapsed: 'owner_13982', // regular dog owner who stopped 52 days before now
  newUser: 'owner_58840', // account created two days before now (UTC day), dog owner
  topSpender: 'owner_27105', // large shop orders, the most shop value
  planCanceller: 'owner_44129', // joined ~100 days ago, Care Plan Subscribed then Care Plan Cancelled
  catOwner: 'owner_36650', // cat owner: no walks, many symptom checks and vet chats
};

export const NOBODY = 'owner_50000';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MIN = 60_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Traffic by UTC hour (morning walk, lunch, evening peak) and by weekday (Mon..Sun).
const HOUR_WEIGHTS = [
  0.3, 0.2, 0.15, 0.1, 0.1, 0.3, 1.0, 2.2, 2.4, 1.6, 1.2, 1.2, 1.5, 1.3, 1.1, 1.1, 1.3, 2.0, 2.4, 2.3, 2.0,
  1.5, 1.0, 0.6,
];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
const WEEKDAY_FACTOR = [1.0, 0.95, 0.95, 0.97, 1.02, 1.2, 1.25];
const VET_DAY_FACTOR = [1.6, 1.2, 1.0, 1.0, 1.0, 0.6, 0.6]; // vet visits get booked early in the week

export function generateEvents(now, seed = 20261125) {
  const rnd = mulberry32(seed);
  const nowMs = +now;
  const start = nowMs - 120 * DAY;
  const end = nowMs - 2 * MIN - 1000; // nothing in the last 2 minutes
  // Everything is drawn on a grid of UTC days anchored at today's midnight, then clipped to the
  // window, so that two `now`s of the same UTC day see the same events away from the edges.
  const day0 = Math.floor(nowMs / DAY) * DAY;
  const genStart = day0 - 121 * DAY;
  const genEnd = day0 + DAY;
  const events = [];

  const normal = () => {
    let u = 0,
      v = 0;
    while (u === 0) u = rnd();
    while (v === 0) v = rnd();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const poisson = (lambda) => {
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const pickHour = () => {
    let x = rnd() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_WEIGHTS[h];
      if (x < 0) return h;
    }
    return 23;
  };
  const money = (x) => Math.round(x * 100) / 100;
  const weekdayOf = (t) => (new Date(t).getUTCDay() + 6) % 7;

  // ---- users ------------------------------------------------------------------------------
  const reserved = new Set([...Object.values(PERSONAS), NOBODY]);
  const taken = new Set(reserved);
  const users = [];
  for (let i = 0; i < 470; i++) {
    let id;
    do id = `owner_${10000 + Math.floor(rnd() * 60000)}`;
    while (taken.has(id));
    taken.add(id);
    const existing = rnd() < 0.5;
    const signup = existing ? null : day0 - 120 * DAY + Math.sqrt(rnd()) * 120.9 * DAY; // growing sign-ups
    const activeFrom = existing ? genStart : signup;
    const lapseAt = rnd() < 0.35 ? activeFrom + (3 + -Math.log(1 - rnd()) * 40) * DAY : Infinity;
    const rate = Math.min(2.5, Math.max(0.03, 0.35 * Math.exp(0.8 * normal())));
    users.push({
      id,
      signup,
      activeFrom,
      lapseAt,
      rate,
      dog: rnd() < 0.65,
      walkP: 0.45 + rnd() * 0.3,
      shopP: 0.07,
      orderMean: 35,
      symptomP: 0.035,
      pets: 1 + (rnd() < 0.3 ? 1 : 0) + (rnd() < 0.1 ? 1 : 0),
      plan:
        rnd() < 0.16
          ? { at: activeFrom + rnd() * (Math.min(day0, lapseAt) - activeFrom), cancelP: 0.45 }
          : null,
    });
  }
  users.push(
    {
      id: PERSONAS.heaviest,
      signup: null,
      activeFrom: genStart,
      lapseAt: Infinity,
      rate: 4.5,
      dog: true,
      walkP: 0.85,
      shopP: 0.04,
      orderMean: 40,
      symptomP: 0.02,
      pets: 3,
      plan: null,
    },
    {
      id: PERSONAS.lapsed,
      signup: null,
      activeFrom: genStart,
      lapseAt: day0 - 52 * DAY + 14 * HOUR,
      rate: 1.2,
      dog: true,
      walkP: 0.7,
      shopP: 0.06,
      orderMean: 30,
      symptomP: 0.04,
      pets: 1,
      plan: null,
    },
    {
      id: PERSONAS.newUser,
      signup: day0 - 2 * DAY + 9 * HOUR + 17 * MIN + 23 * 1000,
      lapseAt: Infinity,
      rate: 1.6,
      dog: true,
      walkP: 0.7,
      shopP: 0.08,
      orderMean: 35,
      symptomP: 0.05,
      pets: 2,
      plan: null,
    },
    {
      id: PERSONAS.topSpender,
      signup: null,
      activeFrom: genStart,
      lapseAt: Infinity,
      rate: 0.9,
      dog: true,
      walkP: 0.4,
      shopP: 0.5,
      orderMean: 70,
      symptomP: 0.03,
      pets: 2,
      plan: null,
    },
    {
      id: PERSONAS.planCanceller,
      signup: day0 - 100 * DAY + 17 * HOUR,
      lapseAt: Infinity,
      rate: 0.6,
      dog: true,
      walkP: 0.5,
      shopP: 0.05,
      orderMean: 35,
      symptomP: 0.04,
      pets: 1,
      plan: { at: day0 - 90 * DAY + 12 * HOUR, cancelAt: day0 - 30 * DAY + 12 * HOUR, price: 24.99 },
    },
    {
      id: PERSONAS.catOwner,
      signup: null,
      activeFrom: genStart,
      lapseAt: Infinity,
      rate: 0.8,
      dog: false,
      walkP: 0,
      shopP: 0.07,
      orderMean: 28,
      symptomP: 0.3,
      pets: 2,
      plan: null,
    },
  );
  for (const u of users) if (u.signup !== null) u.activeFrom = u.signup;

  // ---- events -----------------------------------------------------------------------------
  const emit = (u, name, t, value = 0) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < start || t > end || t >= u.lapseAt) return;
    events.push({
      userId: u.id,
      eventName: name,
      eventValue: value,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const rating = () => {
    const x = rnd();
    return x < 0.5 ? 5 : x < 0.8 ? 4 : x < 0.9 ? 3 : x < 0.95 ? 2 : 1;
  };
  const chatFee = (t) => {
    const h = new Date(t).getUTCHours();
    return weekdayOf(t) >= 5 || h < 8 || h >= 18 ? 29 : 19;
  };

  for (const u of users) {
    let t0 = u.activeFrom;
    if (u.signup !== null) {
      emit(u, 'app_open', u.signup);
      emit(u, 'account_created', u.signup + 40_000 + rnd() * 60_000);
      if (rnd() < 0.9 || u.id === PERSONAS.newUser) {
        for (let p = 0; p < u.pets; p++) emit(u, 'pet_added', u.signup + (2 + p * 3) * MIN + rnd() * 90_000);
      }
      t0 = u.signup + 10 * MIN;
    }
    let planState = u.plan ? 'todo' : 'none';
    const stop = Math.min(genEnd, u.lapseAt);
    for (let d = Math.floor(t0 / DAY) * DAY; d <= stop; d += DAY) {
      const fresh = u.signup !== null && d - u.signup < 7 * DAY ? 1.5 : 1;
      const k = poisson(u.rate * fresh * WEEKDAY_FACTOR[weekdayOf(d)]);
      const times = [];
      for (let i = 0; i < k; i++) times.push(d + pickHour() * HOUR + Math.floor(rnd() * 3600) * 1000);
      times.sort((a, b) => a - b);
      for (const t of times) {
        if (t < t0 || t > stop) continue;
        emit(u, 'app_open', t);
        let s = t + 20_000 + Math.floor(rnd() * 40) * 1000;
        const weekend = weekdayOf(t) >= 5;
        if (u.dog && rnd() < u.walkP) {
          const minutes = Math.round(Math.min(150, Math.max(5, (weekend ? 45 : 28) + normal() * 14)));
          emit(u, 'walk_logged', s, minutes);
          s += 15_000 + Math.floor(rnd() * 60) * 1000;
        }
        if (rnd() < u.symptomP) {
          emit(u, 'symptom_checker_used', s);
          s += 60_000 + Math.floor(rnd() * 240) * 1000;
          if (rnd() < 0.3) {
            emit(u, 'vet_chat_paid', s, chatFee(s));
            s += 30_000;
          }
          if (rnd() < 0.25) {
            emit(u, 'vet_appointment_booked', s);
            if (rnd() < 0.55) emit(u, 'visit_rated', s + (1 + rnd() * 6) * DAY, rating());
            s += 30_000;
          }
        }
        if (rnd() < 0.034 * VET_DAY_FACTOR[weekdayOf(t)]) {
          emit(u, 'vet_appointment_booked', s);
          if (rnd() < 0.55) emit(u, 'visit_rated', s + (1 + rnd() * 6) * DAY, rating());
          s += 45_000;
        }
        if (rnd() < (u.dog ? 0.022 : 0.008)) {
          emit(u, 'grooming_booked', s);
          if (rnd() < 0.45) emit(u, 'visit_rated', s + (2 + rnd() * 8) * DAY, rating());
          s += 45_000;
        }
        if (rnd() < u.shopP) {
          const total = Math.min(420, Math.max(6, u.orderMean * Math.exp(0.55 * normal())));
          emit(u, 'shop.order_placed', s, money(total));
          s += 30_000;
        }
        if (rnd() < 0.007) {
          emit(u, 'vet_chat_paid', s, chatFee(s));
          s += 30_000;
        }
        if (rnd() < 0.003) {
          emit(u, 'pet_added', s);
          s += 30_000;
        }
        if (planState === 'todo' && t >= u.plan.at) {
          const price = u.plan.price ?? [14.99, 24.99, 24.99, 39.99][Math.floor(rnd() * 4)];
          emit(u, 'Care Plan Subscribed', s, price);
          planState = 'on';
          if (!u.plan.cancelAt && rnd() < u.plan.cancelP) u.plan.cancelAt = t + (8 + rnd() * 40) * DAY;
          s += 30_000;
        } else if (planState === 'on' && u.plan.cancelAt && t >= u.plan.cancelAt) {
          emit(u, 'Care Plan Cancelled', s);
          planState = 'cancelled';
        }
      }
    }
  }

  events.sort((a, b) =>
    a.timestamp < b.timestamp
      ? -1
      : a.timestamp > b.timestamp
        ? 1
        : a.userId < b.userId
          ? -1
          : a.userId > b.userId
            ? 1
            : a.eventName < b.eventName
              ? -1
              : a.eventName > b.eventName
                ? 1
                : 0,
  );
  return events;
}
