// Smart garden-irrigation controllers ("RainWise"-style) and their companion app.
// Users are households; each household owns one controller with several valve zones.

export const EVENT_NAMES = [
  'controller_online',
  'controller.offline',
  'WateringStarted',
  'watering_finished',
  'Rain Skip',
  'soil-moisture-alert',
  'schedule.edited',
  'FirmwareUpdated',
  'valve_fault',
  'Plan Upgraded',
  'app_opened',
  'zone-added',
];

export const PERSONAS = {
  bigGarden: 'hh_1007', // estate garden: waters every day, many zones, most events and litres
  churner: 'hh_1013', // very active early on, gone for the last ~45 days
  newcomer: 'hh_1466', // controller installed 5 days ago
  upgrader: 'hh_1021', // upgraded their plan twice (Plus, then Pro)
  faultyValves: 'hh_1033', // a controller whose valves keep faulting
};
export const NOBODY = 'hh_9999';

const DAY = 86_400_000,
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

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20260415);
  const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const base = Math.floor(nowMs / DAY) * DAY - 120 * DAY; // day 0 .. day 120 (today)
  const INCIDENT = 103; // firmware rollout day: 17 days ago
  const rainy = Array.from({ length: 121 }, () => rnd() < 0.22);
  const out = [];
  const push = (userId, eventName, eventValue, t) =>
    out.push({ userId, eventName, eventValue, t: Math.floor(t / 1000) * 1000 });

  const N = 480;
  for (let i = 0; i < N; i++) {
    const id = `hh_${1001 + i}`;
    // growth: 45% of households were there from the start, the rest join over time
    let join = rnd() < 0.45 ? ri(0, 8) : ri(5, 116);
    let leave = rnd() < 0.14 ? ri(join + 10, 125) : 999;
    let engagement = 0.1 + rnd() * 0.27;
    let zones = ri(2, 6);
    let heavy = 1;
    let faulty = rnd() < 0.04 ? 0.05 : 0.004;
    if (id === PERSONAS.bigGarden) {
      join = 0;
      leave = 999;
      engagement = 1;
      zones = 12;
      heavy = 3;
    }
    if (id === PERSONAS.churner) {
      join = 0;
      leave = 75;
      engagement = 0.95;
      zones = 6;
    }
    if (id === PERSONAS.newcomer) {
      join = 115;
      leave = 999;
      engagement = 0.9;
      zones = 4;
    }
    if (id === PERSONAS.upgrader) {
      join = 2;
      leave = 999;
      engagement = 0.7;
    }
    if (id === PERSONAS.faultyValves) {
      join = 1;
      leave = 999;
      engagement = 0.8;
      faulty = 0.45;
    }
    // a dozen "app addicts": daily users whose app use is graded, so the most-active list is clear
    const power = i >= 50 && i < 62 ? i - 50 : -1;
    if (power >= 0) {
      join = 0;
      leave = 999;
      engagement = 1;
      zones = 3 + (power % 3);
    }
    const plan = { level: 0 };

    for (let d = join; d <= 120 && d < leave; d++) {
      const day = base + d * DAY;
      const wd = (new Date(day).getUTCDay() + 6) % 7; // 0 = Monday
      const weekend = wd >= 5;
      const first = d === join;
      if (first) {
        push(id, 'controller_online', 0, day + ri(7, 20) * 3600_000 + ri(0, 3599) * 1000);
        for (let z = 0; z < zones; z++)
          push(id, 'zone-added', z + 1, day + ri(20, 22) * 3600_000 + ri(0, 3599) * 1000);
        push(id, 'schedule.edited', zones, day + 22 * 3600_000 + ri(0, 3599) * 1000);
      }
      const p = engagement * (wd === 5 ? 1.25 : weekend ? 1.1 : 1) * (0.8 + (0.2 * d) / 120);
      if (!first && power < 0 && rnd() > p) continue;

      // morning watering (or a rain skip)
      const runs = power >= 0 ? 1 : heavy + (rnd() < 0.2 ? 1 : 0);
      for (let r = 0; r < runs; r++) {
        const startHour = rnd() < 0.7 ? 5 : rnd() < 0.6 ? 6 : 20;
        const start = day + startHour * 3600_000 + ri(0, 40) * MIN + ri(0, 59) * 1000;
        if (rainy[d] && rnd() < 0.85) {
          push(id, 'Rain Skip', ri(2, 24), start);
          continue;
        }
        const litres = zones * ri(15, 60) * (heavy > 1 ? 2 : 1);
        push(id, 'WateringStarted', litres, start);
        if (rnd() < 0.97)
          push(
            id,
            'watering_finished',
            Math.round(litres * (0.85 + rnd() * 0.2)),
            start + ri(20, 55) * MIN + ri(0, 59) * 1000,
          );
        if (rnd() < faulty) push(id, 'valve_fault', ri(1, zones), start + ri(2, 15) * MIN);
      }
      // app opens in the evening, more at weekends
      const opens =
        power >= 0 ? Math.floor((d * power) / 3) - Math.floor(((d - 1) * power) / 3) : ri(0, weekend ? 2 : 1);
      for (let k = 0; k < opens; k++)
        push(id, 'app_opened', 0, day + ri(17, 22) * 3600_000 + ri(0, 3599) * 1000);
      if (rnd() < (wd === 5 ? 0.12 : 0.04))
        push(id, 'schedule.edited', ri(1, zones), day + ri(9, 19) * 3600_000 + ri(0, 3599) * 1000);
      if (!rainy[d] && rnd() < 0.07)
        push(id, 'soil-moisture-alert', ri(6, 19), day + ri(12, 16) * 3600_000 + ri(0, 3599) * 1000);
      if (rnd() < 0.025) {
        const off = day + ri(0, 23) * 3600_000 + ri(0, 3599) * 1000;
        push(id, 'controller.offline', 0, off);
        push(id, 'controller_online', 0, off + ri(10, 300) * MIN);
      }
      if (d !== INCIDENT && rnd() < 0.006)
        push(id, 'FirmwareUpdated', 510, day + ri(1, 4) * 3600_000 + ri(0, 3599) * 1000);
      const upP = id === PERSONAS.upgrader ? (d === 30 || d === 90 ? 1 : 0) : 0.004;
      if (plan.level < 2 && rnd() < upP) {
        plan.level++;
        push(
          id,
          'Plan Upgraded',
          plan.level === 1 ? 29.99 : 59.99,
          day + ri(18, 21) * 3600_000 + ri(0, 3599) * 1000,
        );
      }
    }
    // incident: firmware 5.2 rollout knocks controllers offline and trips valves
    if (join <= INCIDENT && leave > INCIDENT && rnd() < 0.75) {
      const day = base + INCIDENT * DAY;
      const t = day + 2 * 3600_000 + ri(0, 3599) * 1000;
      push(id, 'FirmwareUpdated', 520, t);
      if (rnd() < 0.6) {
        push(id, 'controller.offline', 0, t + ri(2, 20) * MIN);
        push(id, 'controller_online', 0, t + ri(60, 400) * MIN);
      }
      if (rnd() < 0.25) push(id, 'valve_fault', ri(1, zones), t + ri(30, 200) * MIN);
    }
  }
  const lo = nowMs - 120 * DAY,
    hi = nowMs - 2 * MIN;
  return out
    .filter((e) => e.t >= lo && e.t <= hi)
    .sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
    .map((e) => ({
      userId: e.userId,
      eventName: e.eventName,
      eventValue: e.eventValue,
      timestamp: new Date(e.t).toISOString().replace('.000Z', 'Z'),
    }));
}
