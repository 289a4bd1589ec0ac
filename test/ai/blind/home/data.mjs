/* eslint-disable no-useless-assignment -- a blind round's generator, kept as its author wrote it */
// Deterministic usage events of "Hearthly", a fictional smart-home companion app.
// One userId = one household account. About 500 households and ~30,000 events over the
// 120 days before `now`; nothing in the future and nothing in the last 2 minutes.
// Same `now` → same events (seeded PRNG, one stream per household).
//
// Event names (stored exactly like this, "Title Case" and "kebab-case" mixed) and eventValue:
//   Account Created         a household signs up (new households only; the ~35% that existed
//                           before the window never have it)                      value 1
//   App Launched            the app is opened; starts every session              value 1
//   thermostat-adjusted     the target temperature was changed                   value = target °C (16.0–26.0, 0.5 steps)
//   Lights Toggled          lights switched on/off in one action                  value = number of lights (1–6)
//   scene-activated         a scene ("Movie night", "Away", …) was run            value 1
//   Camera Viewed           a camera live view was watched                        value = seconds watched (5–900)
//   Alarm Armed             the alarm system was armed                            value 1
//   alarm-triggered         the alarm went off (a device event, not a session)    value 1
//   Device Paired           a new device was added to the home                    value 1
//   firmware-updated        a device installed a firmware rollout (3 rollout waves, at night) value 1
//   Energy Report Opened    the weekly energy report was opened (mostly Mon/Tue) value 1
//   Subscription Purchased  a paid plan was bought or renewed                     value = price in EUR
//                           (4.99 Plus monthly, 11.99 Secure monthly, 24.99 Premium monthly,
//                           49.99 Plus yearly; monthly plans renew every 30 days)
//   subscription-cancelled  a paid plan was cancelled                             value 1
//   door-unlocked           a smart lock was unlocked from the app                value 1
//   Doorbell Answered       a video doorbell ring was answered                    value = seconds of talk (3–120)
//   Automation Created      a rule was created; the feature launched 70 days before `now` value 1
//
// Patterns: weekday mornings (06–08 UTC) and evenings (17–21 UTC) peak; weekends are later
// and flatter and a little busier; thermostat use grows as the window runs into winter;
// alarms are armed mostly on weekday mornings; energy reports are opened on Mondays and
// Tuesdays; firmware updates come in three nightly waves (about 102, 68 and 24 days before
// `now`, never later); about 20% of households stop using the app; a few old households
// come back late without an Account Created event (they are "new" by first event only).

const DAY_S = 86_400;
const SPAN_DAYS = 120;
const HOUSEHOLDS = 500;
const AUTOMATION_LAUNCH_DAY = 50; // window day → 70 days before now
const FIRMWARE_WAVES = [18, 52, 96]; // window days of the rollouts (each lasts up to 4 days)

export const EVENT_NAMES = [
  'Account Created',
  'App Launched',
  'thermostat-adjusted',
  'Lights Toggled',
  'scene-activated',
  'Camera Viewed',
  'Alarm Armed',
  'alarm-triggered',
  'Device Paired',
  'firmware-updated',
  'Energy Report Opened',
  'Subscription Purchased',
  'subscription-cancelled',
  'door-unlocked',
  'Doorbell Answered',
  'Automation Created',
];

// Fixed households the questions name.
//   boru: long-standing heavy user with every device, yearly plan about 90 days before now
//   lumi: signed up about 45 days before now, camera + alarm + lights
//   teka: signed up ~100 days before now, Secure monthly plan, cancelled ~22 days before
//         now and stopped using the app ~20 days before now
//   wado: old household (no Account Created) dormant until ~12 days before now
export const PERSONAS = { heavy: 'hh-boru', recent: 'hh-lumi', cancelled: 'hh-teka', returning: 'hh-wado' };
export const NOBODY = 'hh-zuzu'; // never occurs

const PERSONA_PROFILES = {
  17: {
    id: PERSONAS.heavy,
    existing: true,
    signupDay: 0,
    heavy: true,
    activity: 0.9,
    churnDay: Infinity,
    devices: { thermostat: true, lights: true, camera: true, alarm: true, lock: true, doorbell: true },
    plan: { day: 30.3, kind: 'yearly' },
  },
  123: {
    id: PERSONAS.recent,
    existing: false,
    signupDay: 75.4,
    heavy: false,
    activity: 0.5,
    churnDay: Infinity,
    devices: { thermostat: false, lights: true, camera: true, alarm: true, lock: false, doorbell: false },
    plan: null,
  },
  256: {
    id: PERSONAS.cancelled,
    existing: false,
    signupDay: 20.6,
    heavy: false,
    activity: 0.45,
    churnDay: 100.5,
    devices: { thermostat: true, lights: true, camera: true, alarm: false, lock: false, doorbell: true },
    plan: { day: 25.2, kind: 'secure', cancelDay: 98.3 },
  },
  404: {
    id: PERSONAS.returning,
    existing: true,
    signupDay: 108.2,
    heavy: false,
    activity: 0.55,
    churnDay: Infinity,
    devices: { thermostat: true, lights: true, camera: false, alarm: false, lock: true, doorbell: false },
    plan: null,
  },
};

// mulberry32: small seeded PRNG returning floats in [0, 1).
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
const between = (rnd, lo, hi) => lo + rnd() * (hi - lo);

// UTC hour-of-day weights.
const WEEKDAY_HOURS = [
  0.3, 0.2, 0.15, 0.15, 0.2, 0.6, 2.5, 4.5, 3.5, 1.8, 1.2, 1.1, 1.3, 1.1, 1.0, 1.2, 1.8, 3.2, 4.2, 4.6, 3.8,
  2.6, 1.5, 0.7,
];
const WEEKEND_HOURS = [
  0.5, 0.4, 0.25, 0.2, 0.2, 0.3, 0.6, 1.2, 2.2, 3.0, 3.2, 3.0, 2.8, 2.4, 2.2, 2.2, 2.4, 2.8, 3.2, 3.4, 3.2,
  2.5, 1.6, 0.9,
];
const hourOf = (rnd, weekend) =>
  pick(
    rnd,
    (weekend ? WEEKEND_HOURS : WEEKDAY_HOURS).map((w, h) => [h, w]),
  );

// Household ids: 'hh-' + consonant-vowel-consonant-vowel, letters only, shuffled once.
const AVOID = new Set([
  'june',
  'july',
  'zero',
  'none',
  'nope',
  'mine',
  'some',
  'more',
  'less',
  'most',
  'home',
  'hour',
  'time',
  'date',
  'note',
  'data',
  'sale',
  'rate',
  'gone',
  'done',
]);
function householdIds() {
  const C = 'bdfghklmnprstvwz',
    V = 'aeiou';
  const all = [];
  for (const a of C) for (const b of V) for (const c of C) for (const d of V) all.push(a + b + c + d);
  const rnd = prng(20261125);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  const reserved = new Set([...Object.values(PERSONAS), NOBODY].map((id) => id.slice(3)));
  return all.filter((x) => !reserved.has(x) && !AVOID.has(x)).map((x) => `hh-${x}`);
}
const IDS = householdIds();

function profile(n, rnd) {
  const existing = rnd() < 0.35;
  let signupDay;
  if (existing)
    signupDay = rnd() < 0.06 ? between(rnd, 70, 116) : 0; // a few dormant households return late
  else {
    // growth: sign-ups become more frequent over the window (density ∝ 1 + 1.2·day/120)
    let x;
    do x = rnd() * SPAN_DAYS;
    while (rnd() * 2.2 > 1 + (1.2 * x) / SPAN_DAYS);
    signupDay = x;
  }
  const heavy = rnd() < 0.03;
  const p = {
    id: IDS[n],
    existing,
    signupDay,
    heavy,
    activity: heavy ? 0.8 + 0.15 * rnd() : 0.04 + 0.34 * rnd() ** 1.6,
    churnDay: Infinity,
    devices: {
      thermostat: rnd() < 0.8,
      lights: rnd() < 0.85,
      camera: rnd() < 0.5,
      alarm: rnd() < 0.4,
      lock: rnd() < 0.35,
      doorbell: rnd() < 0.3,
    },
    plan: null,
  };
  if (rnd() < 0.2) p.churnDay = signupDay + between(rnd, 4, SPAN_DAYS);
  if (rnd() < 0.22) {
    const kind = pick(rnd, [
      ['plus', 50],
      ['secure', 25],
      ['premium', 10],
      ['yearly', 15],
    ]);
    p.plan = { day: signupDay + between(rnd, 0.5, 40), kind };
    if (kind !== 'yearly' && rnd() < 0.3) p.plan.cancelDay = p.plan.day + between(rnd, 20, 100);
  }
  return p;
}

const PRICE = { plus: 4.99, secure: 11.99, premium: 24.99, yearly: 49.99 };

export function generateEvents(now) {
  const nowS = Math.floor(now.getTime() / 1000);
  const firstS = nowS - SPAN_DAYS * DAY_S + 1;
  const lastS = nowS - 121; // strictly more than 2 minutes before now
  const day0 = Math.floor(firstS / DAY_S) * DAY_S; // UTC midnight of the first window day
  const days = Math.floor(lastS / DAY_S) - day0 / DAY_S;
  const events = [];

  for (let n = 0; n < HOUSEHOLDS; n++) {
    const rnd = prng(7919 * (n + 1) + 104_729);
    const base = profile(n, rnd);
    const p = PERSONA_PROFILES[n] ? { ...base, ...PERSONA_PROFILES[n] } : base;
    const dv = p.devices;
    const used = new Set(); // one event per household per second
    const add = (name, s, value = 1) => {
      s = Math.floor(s);
      while (used.has(s)) s++;
      if (s < firstS || s > lastS || s >= day0 + p.churnDay * DAY_S) return false;
      used.add(s);
      events.push({ userId: p.id, eventName: name, eventValue: value, s });
      return true;
    };
    const isWeekend = (d) => [0, 6].includes(new Date((day0 + d * DAY_S) * 1000).getUTCDay());
    const atDay = (d, hour) => day0 + d * DAY_S + hour * 3600 + Math.floor(rnd() * 3600);
    let setpoint = 19 + Math.floor(rnd() * 7) / 2; // household's usual target °C

    const action = (d, hour, weekend) => {
      const evening = hour >= 17 && hour <= 22,
        morning = hour >= 6 && hour <= 9;
      const w = [];
      if (dv.thermostat) w.push(['thermostat-adjusted', 26 * (0.6 + (0.8 * d) / SPAN_DAYS)]);
      if (dv.lights)
        w.push(
          ['Lights Toggled', 24 * (evening ? 1.5 : 1)],
          ['scene-activated', 10 * (evening ? 1.4 : 1) * (weekend ? 1.3 : 1)],
        );
      if (dv.camera) w.push(['Camera Viewed', 14]);
      if (dv.alarm) w.push(['Alarm Armed', 8 * (morning && !weekend ? 3 : 1)]);
      if (dv.lock) w.push(['door-unlocked', 8]);
      if (dv.doorbell) w.push(['Doorbell Answered', hour >= 9 && hour <= 20 ? 6 : 1]);
      if (dv.thermostat) w.push(['Energy Report Opened', 2]);
      if (d >= AUTOMATION_LAUNCH_DAY) w.push(['Automation Created', 1.6]);
      w.push(['Device Paired', 1.2]);
      return pick(rnd, w);
    };
    const valueOf = (name) => {
      switch (name) {
        case 'thermostat-adjusted': {
          const v = Math.min(26, Math.max(16, setpoint + (Math.floor(rnd() * 7) - 3) / 2));
          if (rnd() < 0.1) setpoint = v;
          return v;
        }
        case 'Lights Toggled':
          return 1 + Math.floor(6 * rnd() ** 1.8);
        case 'Camera Viewed':
          return 5 + Math.floor(895 * rnd() ** 3);
        case 'Doorbell Answered':
          return 3 + Math.floor(117 * rnd() ** 2);
        default:
          return 1;
      }
    };
    const session = (s, d, hour, weekend) => {
      add('App Launched', s);
      const k = 1 + Math.floor(-Math.log(1 - rnd()) * (p.heavy ? 2.2 : 1.3));
      for (let i = 0; i < k; i++) {
        s += between(rnd, 5, 240);
        const name = action(d, hour, weekend);
        add(name, s, valueOf(name));
      }
    };

    // onboarding of a new household
    if (!p.existing) {
      const s = day0 + Math.floor(p.signupDay * DAY_S);
      add('Account Created', s);
      add('App Launched', s + 20 + Math.floor(rnd() * 40));
      let t = s + 90;
      if (rnd() < 0.88) {
        const pairs = 1 + Math.floor(rnd() * 4);
        for (let i = 0; i < pairs; i++) add('Device Paired', (t += between(rnd, 30, 400)));
      }
      if (rnd() < 0.5 && dv.lights)
        add('Lights Toggled', (t += between(rnd, 30, 300)), 1 + Math.floor(3 * rnd()));
    }

    // daily life
    const startDay = p.existing ? Math.floor(p.signupDay) : Math.floor(p.signupDay) + 1;
    for (let d = startDay; d <= days; d++) {
      const weekend = isWeekend(d);
      const growth = 0.85 + (0.3 * d) / SPAN_DAYS;
      const chance = Math.min(0.97, p.activity * growth * (weekend ? 1.2 : 1));
      const sessions = p.heavy ? 2 : 1;
      for (let k = 0; k < sessions; k++) {
        if (rnd() < chance) {
          const hour = hourOf(rnd, weekend);
          session(atDay(d, hour), d, hour, weekend);
        }
      }
      // weekday morning arming, outside sessions opened for other reasons
      if (dv.alarm && !weekend && rnd() < p.activity * 0.5)
        add('Alarm Armed', atDay(d, 6 + Math.floor(rnd() * 3)));
      // the alarm goes off now and then; the household usually checks the cameras
      if (dv.alarm && rnd() < 0.006) {
        const s = atDay(d, Math.floor(rnd() * 24));
        if (add('alarm-triggered', s)) {
          if (rnd() < 0.85) add('App Launched', s + 30 + Math.floor(rnd() * 200));
          if (dv.camera && rnd() < 0.8)
            add('Camera Viewed', s + 240 + Math.floor(rnd() * 300), 20 + Math.floor(rnd() * 600));
        }
      }
      // weekly energy report e-mail on Monday morning
      const wd = new Date((day0 + d * DAY_S) * 1000).getUTCDay();
      if (dv.thermostat && (wd === 1 || wd === 2) && rnd() < 0.12 + p.activity * 0.35) {
        add(
          'Energy Report Opened',
          atDay(d, wd === 1 ? 7 + Math.floor(rnd() * 4) : 18 + Math.floor(rnd() * 4)),
        );
      }
    }

    // firmware rollouts: nightly, within 4 days of each wave, for households that exist then
    for (const wave of FIRMWARE_WAVES) {
      if (wave + 4 < p.signupDay || dv.thermostat + dv.camera + dv.alarm + dv.lock + dv.doorbell === 0)
        continue;
      if (rnd() < 0.75) {
        const d = Math.max(wave + Math.floor(-Math.log(1 - rnd()) * 1.2), Math.ceil(p.signupDay));
        if (d <= wave + 4) add('firmware-updated', atDay(d, 1 + Math.floor(rnd() * 4)));
      }
    }

    // paid plans
    if (p.plan) {
      const { day, kind, cancelDay = Infinity } = p.plan;
      const step = kind === 'yearly' ? 365 : 30;
      for (let d = day; d < Math.min(cancelDay, p.churnDay) && d <= days + 1; d += step) {
        add('Subscription Purchased', day0 + Math.floor(d * DAY_S), PRICE[kind]);
      }
      const end = Math.min(cancelDay, p.churnDay === Infinity ? Infinity : p.churnDay - 0.01);
      if (end < days + 1 && (cancelDay !== Infinity || rnd() < 0.6)) {
        add('subscription-cancelled', day0 + Math.floor(end * DAY_S) - 300);
      }
    }
  }

  events.sort((a, b) => a.s - b.s || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, s }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(s * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}
