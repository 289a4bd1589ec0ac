// Indoor go-kart track: bookings, briefings, heats, laps, breakdowns, loyalty, group invoices.
const DAY = 86_400_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'slot_booked', // value: price paid for the race slot (EUR)
  'booking_cancelled', // value: hours of notice given before the slot
  'Waiver Signed', // value: 0 (first visit only)
  'safety.briefing_completed', // value: briefing length in minutes
  'helmet-rented', // value: helmet size in cm
  'HeatStarted', // value: kart number
  'lap-recorded', // value: lap time in seconds
  'Heat Finished', // value: finishing position
  'track_record_set', // value: the record lap time in seconds
  'kart_breakdown_logged', // value: minutes the kart was out of service (marshals)
  'loyalty.points_earned', // value: points earned
  'GroupEventInvoiced', // value: invoice amount (EUR)
];

export const PERSONAS = {
  topRacer: 'drv_1042',
  churner: 'drv_1077',
  newcomer: 'drv_1480',
  headMarshal: 'marshal_03',
  corporateClient: 'corp_bluefin',
};
export const NOBODY = 'drv_9999';

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
  const rnd = mulberry32(20261125);
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const lo = nowMs - 120 * DAY,
    hi = nowMs - 2 * MIN;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));

  // Drivers: 1001..1470 regulars/casuals, each with a join day, an optional leave day, a weight.
  const drivers = [];
  for (let k = 1001; k <= 1470; k++) {
    const id = `drv_${k}`;
    let join = Math.floor(Math.pow(rnd(), 0.8) * 118);
    let leave = rnd() < 0.15 ? join + ri(10, 60) : 999;
    let w = rnd() < 0.1 ? 4 + rnd() * 4 : 0.7 + rnd() * 1.0;
    if (id === PERSONAS.topRacer) {
      join = 0;
      leave = 999;
      w = 25;
    }
    if (id === PERSONAS.churner) {
      join = 0;
      leave = 68;
      w = 12;
    }
    drivers.push({
      id,
      join,
      leave,
      w,
      waiver: false,
      tier: rnd(),
      member: id === PERSONAS.topRacer || rnd() < 0.8,
    });
  }
  const newcomer = {
    id: PERSONAS.newcomer,
    join: 999,
    leave: 999,
    w: 0,
    waiver: false,
    tier: 0.5,
    member: true,
  };
  const marshals = ['marshal_01', 'marshal_02', 'marshal_03', 'marshal_04', 'marshal_05', 'marshal_06'];
  const marshalW = [1, 1.5, 4, 1, 0.7, 1.2];
  const corps = [
    'corp_bluefin',
    'corp_acme',
    'corp_nordlicht',
    'corp_pixelworks',
    'corp_harbour',
    'corp_greenleaf',
    'corp_tallyho',
    'corp_redkite',
    'corp_orbit',
    'corp_quartz',
    'corp_summit',
    'corp_velvet',
  ];
  const corpW = [6, 2, 1.5, 1.2, 1, 1, 0.8, 0.8, 0.6, 0.5, 0.5, 0.4];
  const pick = (arr, ws) => {
    let s = 0;
    for (const x of ws) s += x;
    let r = rnd() * s;
    for (let i = 0; i < arr.length; i++) {
      r -= ws[i];
      if (r < 0) return arr[i];
    }
    return arr[arr.length - 1];
  };
  const weekdayFactor = [1.4, 0.6, 0.6, 0.8, 0.9, 1.3, 1.8]; // Sun..Sat
  const hourW = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0.7, 0.9, 0.8, 0.8, 0.9, 1.1, 1.5, 2.2, 2.6, 2.3, 1.4, 0.6, 0,
  ];
  const hours = hourW.map((_, i) => i);
  const INCIDENT = 100; // day index of the timing-transponder failure (19 days before today)

  function visit(d, dayMs, incident) {
    const t0 = dayMs + pick(hours, hourW) * 3_600_000 + ri(0, 59) * MIN + ri(0, 59) * 1000;
    const price = [25, 29, 35, 39, 45, 59][Math.min(5, Math.floor(d.tier * 6))];
    const booked = t0 - ri(2, 96 * 60) * MIN;
    push(d.id, 'slot_booked', price, booked);
    if (rnd() < 0.08) {
      push(
        d.id,
        'booking_cancelled',
        Math.max(1, Math.round(((t0 - booked) / 3_600_000) * rnd())),
        booked + ri(10, 60) * MIN,
      );
      return;
    }
    let t = t0;
    if (!d.waiver) {
      push(d.id, 'Waiver Signed', 0, t);
      d.waiver = true;
      t += ri(1, 4) * MIN;
    }
    push(d.id, 'safety.briefing_completed', ri(8, 15), t);
    t += ri(10, 16) * MIN;
    if (rnd() < 0.35) push(d.id, 'helmet-rented', ri(54, 62), t - ri(1, 5) * MIN);
    const heats = rnd() < 0.3 ? 2 : 1;
    let pts = 0;
    for (let h = 0; h < heats; h++) {
      push(d.id, 'HeatStarted', ri(1, 24), t);
      t += 20 * 1000;
      const laps = incident ? ri(0, 2) : ri(8, 12);
      const skill = d.id === PERSONAS.topRacer ? 27 : 29 + d.tier * 8;
      for (let l = 0; l < laps; l++) {
        const lap = Math.round((skill + rnd() * 4) * 100) / 100;
        t += Math.round(lap * 1000);
        push(d.id, 'lap-recorded', lap, t);
        if (lap < 27.6 && rnd() < 0.05) push(d.id, 'track_record_set', lap, t + 5000);
      }
      t += ri(1, 3) * MIN;
      if (rnd() < (incident ? 0.5 : 0.04)) {
        t += ri(5, 20) * MIN;
        continue;
      } // did not finish
      push(d.id, 'Heat Finished', ri(1, 12), t);
      pts += 10;
      t += ri(5, 20) * MIN;
    }
    if (pts && d.member)
      push(d.id, 'loyalty.points_earned', pts + (d.tier > 0.7 ? 5 : 0), t + ri(1, 10) * MIN);
  }

  for (let i = 0; i < 120; i++) {
    const dayMs = today - (119 - i) * DAY;
    const wd = new Date(dayMs).getUTCDay();
    const incident = i === INCIDENT;
    const active = drivers.filter((d) => i >= d.join && i <= d.leave);
    const ws = active.map((d) => d.w);
    const visits = Math.round((6.5 + i * 0.1) * weekdayFactor[wd] * (0.8 + rnd() * 0.4));
    for (let v = 0; v < visits; v++) visit(pick(active, ws), dayMs, incident);
    if (i === 113 || i === 116 || i === 118) visit(newcomer, dayMs, false);
    // marshals log breakdowns
    const breakdowns = incident ? 38 : ri(0, 3);
    for (let b = 0; b < breakdowns; b++) {
      const h = incident ? ri(12, 21) : ri(11, 21);
      push(
        pick(marshals, marshalW),
        'kart_breakdown_logged',
        ri(5, 90),
        dayMs + h * 3_600_000 + ri(0, 3599) * 1000,
      );
    }
    // group events invoiced, mostly on weekdays
    if (wd >= 1 && wd <= 5 && rnd() < 0.45) {
      const c = i % 17 === 3 ? 'corp_bluefin' : pick(corps, corpW);
      push(
        c,
        'GroupEventInvoiced',
        ri(12, 60) * 25 + ri(0, 399) / 4,
        dayMs + ri(9, 17) * 3_600_000 + ri(0, 3599) * 1000,
      );
    }
  }
  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }));
}
