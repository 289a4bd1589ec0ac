// Pawsbridge Animal Shelter — adoption portal + kennel system. Deterministic synthetic events.
const HOUR = 3_600_000,
  DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'account_created', // value 0
  'animal_viewed', // seconds spent on the animal's profile
  'AdoptionApplicationSubmitted', // value 0
  'application.approved', // value 0
  'meet-and-greet', // minutes the meet-and-greet lasted
  'adoption.completed', // adoption fee paid, USD
  'Foster Placement Started', // planned foster length, days
  'donation_made', // donation, USD
  'dog-walk-logged', // minutes walked
  'intake.stray', // estimated age of the animal, months
  'VetCheckCompleted', // animal weight, kg
  'Volunteer Shift Booked', // shift length, hours
];

export const PERSONAS = {
  topVolunteer: 'vol_ramirez', // walks dogs almost every day — the most active volunteer
  churnedVolunteer: 'vol_okafor', // very active until ~50 days ago, then gone
  bigDonor: 'donor_whitfield', // the largest donor by far
  newcomer: 'adopter_newkirk', // first event 3 days ago; browsing hard, already applied
  vet: 'staff_drkim', // shelter vet, most vet checks — the most active user overall
  intakeLead: 'staff_alvarez', // does most intakes
  adopterDog: 'adopter_0042', // adopted a dog, also fosters and donates
};
export const NOBODY = 'adopter_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR_W = [
  0.15, 0.1, 0.08, 0.08, 0.1, 0.2, 0.4, 0.7, 1, 1.3, 1.5, 1.6, 1.6, 1.6, 1.7, 1.8, 2.0, 1.7, 1.6, 1.5, 1.3, 1,
  0.6, 0.3,
];

export function generateEvents(now) {
  const N = +now;
  const rnd = mulberry32(0x5e17e2);
  const OLDEST = N - 119.5 * DAY,
    NEWEST = N - 3 * 60_000;
  const events = [];
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  // growth: later days are busier (about 1.8x from start to end)
  const growth = (t) => 0.55 + (0.45 * (t - OLDEST)) / (NEWEST - OLDEST);
  const dowW = (t, weekendBoost) => {
    const d = new Date(t).getUTCDay();
    return d === 0 ? weekendBoost : d === 6 ? 1 + (weekendBoost - 1) * 0.7 : 1;
  };
  // sample a time in [lo, hi] weighted by growth, weekday and hour of day
  function when(lo, hi, weekendBoost = 1.5, useGrowth = true) {
    lo = Math.max(lo, OLDEST);
    hi = Math.min(hi, NEWEST);
    if (hi <= lo) hi = lo + 60_000;
    for (let i = 0; i < 60; i++) {
      const t = lo + rnd() * (hi - lo);
      const w =
        ((useGrowth ? growth(t) : 1) * dowW(t, weekendBoost) * HOUR_W[new Date(t).getUTCHours()]) /
        (1.8 * Math.max(weekendBoost, 1));
      if (rnd() < w) return t;
    }
    return lo + rnd() * (hi - lo);
  }
  const push = (userId, eventName, eventValue, t) => {
    t = Math.min(Math.max(t, OLDEST), NEWEST);
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z'),
    });
  };

  // ---- adopters ------------------------------------------------------------------------------
  const adopters = [];
  for (let i = 1; i <= 380; i++) adopters.push(`adopter_${String((i * 7) % 1000).padStart(4, '0')}`);
  const uniq = [...new Set(adopters)];
  for (const u of uniq) {
    if (u === PERSONAS.adopterDog) continue;
    // joins skew later (growth)
    const join = when(OLDEST, NEWEST - 2 * HOUR, 1.3);
    push(u, 'account_created', 0, join);
    const engaged = rnd();
    const nViews = engaged < 0.3 ? int(3, 12) : engaged < 0.85 ? int(12, 40) : int(40, 90);
    for (let k = 0; k < nViews; k++)
      push(u, 'animal_viewed', int(15, 420), when(join, Math.min(NEWEST, join + int(3, 60) * DAY), 1.6));
    let tt = join + rnd() * 10 * DAY;
    if (rnd() < 0.55 && tt < NEWEST) {
      push(u, 'AdoptionApplicationSubmitted', 0, tt);
      tt += (0.5 + rnd() * 4) * DAY;
      if (rnd() < 0.75 && tt < NEWEST) {
        push(u, 'application.approved', 0, tt);
        tt += (1 + rnd() * 5) * DAY;
        if (rnd() < 0.8 && tt < NEWEST) {
          push(u, 'meet-and-greet', int(20, 90), when(tt, tt + DAY, 1.8));
          if (rnd() < 0.35) push(u, 'meet-and-greet', int(20, 90), when(tt + DAY, tt + 4 * DAY, 1.8));
          tt += (0.5 + rnd() * 3) * DAY;
          if (rnd() < 0.72 && tt < NEWEST) {
            const dog = rnd() < 0.6;
            push(
              u,
              'adoption.completed',
              dog ? pick([150, 175, 200, 250, 300, 350]) : pick([75, 95, 110, 125]),
              tt,
            );
          }
        }
      }
    }
    if (rnd() < 0.09)
      push(u, 'Foster Placement Started', pick([7, 14, 21, 30, 45, 60]), when(join, NEWEST, 1.2));
    if (rnd() < 0.22) {
      const k = int(1, 4);
      for (let j = 0; j < k; j++)
        push(
          u,
          'donation_made',
          rnd() < 0.5 ? pick([10, 20, 25, 50, 100]) : int(5, 240),
          when(join, NEWEST, 1.1),
        );
    }
  }
  // persona: dog adopter who also fosters and donates
  {
    const u = PERSONAS.adopterDog,
      join = N - 101 * DAY + 3 * HOUR;
    push(u, 'account_created', 0, join);
    for (let k = 0; k < 26; k++) push(u, 'animal_viewed', int(60, 400), join + (k * 0.4 + 0.1) * DAY);
    push(u, 'AdoptionApplicationSubmitted', 0, join + 11 * DAY);
    push(u, 'application.approved', 0, join + 13 * DAY);
    push(u, 'meet-and-greet', 60, join + 15 * DAY);
    push(u, 'adoption.completed', 250, join + 16 * DAY);
    push(u, 'Foster Placement Started', 30, join + 40 * DAY);
    push(u, 'Foster Placement Started', 14, join + 75 * DAY);
    for (let k = 0; k < 4; k++) push(u, 'donation_made', 40, join + (20 + 20 * k) * DAY);
  }
  // persona: newcomer, first event 3 days ago
  {
    const u = PERSONAS.newcomer,
      join = N - 3 * DAY + 5 * HOUR + 17 * 60_000;
    push(u, 'account_created', 0, join);
    for (let k = 0; k < 34; k++) push(u, 'animal_viewed', int(30, 500), join + k * 1.6 * HOUR + 7 * 60_000);
    push(u, 'AdoptionApplicationSubmitted', 0, join + 40 * HOUR);
    push(u, 'donation_made', 35, join + 41 * HOUR);
  }

  // ---- volunteers ---------------------------------------------------------------------------
  const vols = [];
  for (let i = 1; i <= 62; i++) vols.push(`vol_${String(i).padStart(3, '0')}`);
  for (const u of vols) {
    const start = rnd() < 0.6 ? OLDEST + rnd() * 20 * DAY : when(OLDEST, NEWEST - 10 * DAY);
    const quits = rnd() < 0.2 ? start + (20 + rnd() * 50) * DAY : NEWEST;
    const perWeek = rnd() < 0.3 ? 4 + rnd() * 3 : 1 + rnd() * 2.5;
    push(u, 'account_created', 0, start);
    const weeks = (quits - start) / (7 * DAY);
    const nWalks = Math.round(weeks * perWeek);
    for (let k = 0; k < nWalks; k++) push(u, 'dog-walk-logged', int(15, 60), when(start, quits, 1.9));
    const nShifts = Math.round(weeks * perWeek * 0.45);
    for (let k = 0; k < nShifts; k++)
      push(u, 'Volunteer Shift Booked', pick([1.5, 2, 2.5, 3, 3, 3.5, 4, 5]), when(start, quits, 1.4));
    if (rnd() < 0.25) push(u, 'Foster Placement Started', pick([14, 30, 60]), when(start, quits));
    if (rnd() < 0.3) push(u, 'donation_made', pick([20, 25, 50]), when(start, quits));
  }
  // persona: top volunteer — ~3 walks a day
  {
    const u = PERSONAS.topVolunteer,
      start = OLDEST + 2 * HOUR;
    push(u, 'account_created', 0, start);
    for (let d = 0; d < 118; d++) {
      const day0 = start + d * DAY;
      const k = new Date(day0).getUTCDay() % 6 === 0 ? 4 : 3;
      for (let j = 0; j < k; j++)
        push(u, 'dog-walk-logged', int(20, 55), day0 + (6 + j * 3 + rnd() * 2) * HOUR);
      if (d % 2 === 0) push(u, 'Volunteer Shift Booked', 4, day0 + 5 * HOUR);
    }
  }
  // persona: churned volunteer, very active until ~50 days ago
  {
    const u = PERSONAS.churnedVolunteer,
      start = OLDEST + 5 * HOUR,
      stop = N - 50 * DAY;
    push(u, 'account_created', 0, start);
    for (let t = start + DAY; t < stop; t += DAY * (0.6 + rnd() * 0.3)) {
      push(u, 'dog-walk-logged', int(25, 60), t);
      if (rnd() < 0.4) push(u, 'Volunteer Shift Booked', 3, t + HOUR);
    }
  }

  // ---- staff ---------------------------------------------------------------------------------
  const staff = [
    'staff_alvarez',
    'staff_drkim',
    'staff_bennett',
    'staff_osei',
    'staff_lindqvist',
    'staff_moreau',
    'staff_tanaka',
    'staff_reyes',
  ];
  const intakeW = [5, 0.6, 2, 1.5, 1, 0.8, 1.2, 0.7];
  const vetW = [0.3, 6, 0.5, 1, 0.8, 0.4, 1, 0.6];
  const wpick = (w) => {
    let r = rnd() * w.reduce((a, b) => a + b, 0);
    for (let i = 0; i < w.length; i++) {
      r -= w[i];
      if (r < 0) return staff[i];
    }
    return staff[0];
  };
  for (const s of staff) push(s, 'account_created', 0, OLDEST + rnd() * HOUR);
  const nIntake = 560;
  for (let k = 0; k < nIntake; k++) {
    const t = when(OLDEST + HOUR, NEWEST, 0.7, false);
    push(wpick(intakeW), 'intake.stray', int(2, 120), t);
    push(
      wpick(vetW),
      'VetCheckCompleted',
      Math.round((2 + rnd() * 38) * 10) / 10,
      t + (2 + rnd() * 20) * HOUR,
    );
  }
  for (let k = 0; k < 900; k++)
    push(
      wpick(vetW),
      'VetCheckCompleted',
      Math.round((2 + rnd() * 38) * 10) / 10,
      when(OLDEST + HOUR, NEWEST, 0.6, false),
    );
  // incident: hoarding-case seizure 33 days ago — 64 animals taken in on one day
  {
    const day0 = Math.floor((N - 33 * DAY) / DAY) * DAY;
    for (let k = 0; k < 64; k++) {
      push(
        pick(['staff_alvarez', 'staff_bennett', 'staff_osei', 'staff_reyes']),
        'intake.stray',
        int(3, 96),
        day0 + (8 + rnd() * 11) * HOUR,
      );
      push(
        pick(['staff_drkim', 'staff_drkim', 'staff_tanaka']),
        'VetCheckCompleted',
        Math.round((1 + rnd() * 20) * 10) / 10,
        day0 + (9 + rnd() * 13) * HOUR,
      );
    }
  }

  // ---- donors --------------------------------------------------------------------------------
  for (let i = 1; i <= 38; i++) {
    const u = `donor_${String(i).padStart(3, '0')}`;
    const first = when(OLDEST, NEWEST - 5 * DAY);
    push(u, 'account_created', 0, first);
    const k = rnd() < 0.5 ? int(1, 3) : int(3, 8);
    for (let j = 0; j < k; j++)
      push(
        u,
        'donation_made',
        rnd() < 0.4 ? pick([25, 50, 100, 250]) : int(10, 400),
        j === 0 ? first + 600_000 : when(first, NEWEST),
      );
  }
  {
    const u = PERSONAS.bigDonor,
      first = OLDEST + 9 * DAY;
    push(u, 'account_created', 0, first);
    for (let j = 0; j < 8; j++)
      push(u, 'donation_made', j === 5 ? 5000 : 1000, first + 600_000 + j * 14 * DAY);
  }

  // ---- a steady trickle of recent browsing so "today" is never empty ----------------------------
  const pool = uniq.filter((u) => u !== PERSONAS.adopterDog);
  for (let k = 0; k < 12; k++)
    push(pick(pool), 'animal_viewed', int(15, 300), NEWEST - k * 9 * 60_000 - (k ? int(0, 300) * 1000 : 0));

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
