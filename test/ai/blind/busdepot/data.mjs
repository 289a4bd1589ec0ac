// City bus depot: maintenance and dispatch. Deterministic for a given `now` (mulberry32).
const DAY = 86_400_000;
const dayStart = (t) => Math.floor(t / DAY) * DAY;

export const EVENT_NAMES = [
  'bus_dispatched', // dispatcher sends a bus out; value = planned route km
  'route_completed', // driver finishes a run; value = passengers carried
  'fuel.logged', // diesel taken on; value = litres
  'DefectReported', // defect card raised; value = severity 1–5
  'repair_closed', // mechanic closes a job card; value = labour cost in EUR
  'Shift Sign On', // driver signs on; value = rostered shift hours
  'inspection-passed', // inspector passes a bus; value = score out of 100
  'inspection-failed', // inspector fails a bus; value = number of failed items
  'breakdown.on_route', // bus breaks down in service; value = minutes of delay
  'TyreChanged', // mechanic changes tyres; value = tyres fitted
  'bus.washed', // yard wash; value = 0
  'PartsOrdered', // parts purchase order; value = cost in EUR
];

export const PERSONAS = {
  topDispatcher: 'disp_01',
  topDriver: 'drv_007',
  secondDriver: 'drv_142',
  thirdDriver: 'drv_055',
  churnedDriver: 'drv_219',
  newDriver: 'drv_388',
  topMechanic: 'mech_04',
  strictInspector: 'insp_02',
  topFueller: 'yard_03',
};
export const NOBODY = 'drv_999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pad = (n, w) => String(n).padStart(w, '0');

// type → daily weekday mean, role mix, hour segments [fromHour, toHour, weight], value
const TYPES = {
  'Shift Sign On': {
    mean: 55,
    roles: { drv: 1 },
    hours: [
      [4, 7, 0.7],
      [12, 14, 0.3],
    ],
    val: (r) => [7.5, 8, 8, 9, 10][Math.floor(r() * 5)],
  },
  bus_dispatched: {
    mean: 50,
    roles: { disp: 1 },
    hours: [
      [4, 8, 0.65],
      [12, 15, 0.35],
    ],
    val: (r) => 80 + Math.floor(r() * 181),
  },
  route_completed: {
    mean: 45,
    roles: { drv: 1 },
    hours: [[9, 22, 1]],
    val: (r) => 40 + Math.floor(r() * 361),
  },
  'fuel.logged': {
    mean: 30,
    roles: { drv: 0.6, yard: 0.4 },
    hours: [[18, 23, 1]],
    val: (r) => Math.round((60 + r() * 260) * 10) / 10,
  },
  DefectReported: {
    mean: 9,
    roles: { drv: 0.8, mech: 0.2 },
    hours: [[6, 19, 1]],
    val: (r) => 1 + Math.floor(r() ** 1.6 * 5),
  },
  repair_closed: {
    mean: 7,
    roles: { mech: 1 },
    hours: [[7, 17, 1]],
    val: (r) => Math.round((45 + r() ** 2 * 1755) * 100) / 100,
  },
  'inspection-passed': {
    mean: 6,
    roles: { insp: 1 },
    hours: [[8, 16, 1]],
    val: (r) => 70 + Math.floor(r() * 31),
  },
  'inspection-failed': {
    mean: 2,
    roles: { insp: 1 },
    hours: [[8, 16, 1]],
    val: (r) => 1 + Math.floor(r() * 9),
    boost: { insp_02: 3 },
  },
  'breakdown.on_route': {
    mean: 1.2,
    roles: { drv: 1 },
    hours: [[7, 19, 1]],
    val: (r) => 10 + Math.floor(r() * 111),
  },
  TyreChanged: {
    mean: 3,
    roles: { mech: 1 },
    hours: [[7, 17, 1]],
    val: (r) => [1, 2, 2, 4, 6][Math.floor(r() * 5)],
  },
  'bus.washed': {
    mean: 12,
    roles: { yard: 1 },
    hours: [
      [20, 23, 0.8],
      [0, 1, 0.2],
    ],
    val: () => 0,
  },
  PartsOrdered: {
    mean: 4,
    roles: { mech: 1 },
    hours: [[8, 16, 1]],
    val: (r) => Math.round((12 + r() ** 1.5 * 938) * 100) / 100,
  },
};

export function generateEvents(nowDate) {
  const now = +nowDate;
  const r = mulberry32(0xb05d3907);
  const lo = now - 120 * DAY,
    hi = now - 120_000;
  const D0 = dayStart(now) - 120 * DAY; // day index 0; day 120 is today
  const users = []; // {id, role, w, start, end}
  // drivers
  const churners = new Set();
  while (churners.size < 15) {
    const c = 1 + Math.floor(r() * 360);
    if (![7, 55, 142].includes(c)) churners.add(c);
  }
  for (let i = 1; i <= 390; i++) {
    let w = 0.4 + r() * 1.2,
      start = 0,
      end = 121;
    if (churners.has(i)) end = 50 + Math.floor(r() * 45);
    if (i > 360) start = 78 + Math.floor(r() * 39);
    const id = `drv_${pad(i, 3)}`;
    if (id === 'drv_007') w = 6;
    if (id === 'drv_142') w = 4.5;
    if (id === 'drv_055') w = 3.2;
    if (id === 'drv_219') {
      w = 4;
      end = 72;
      start = 0;
    }
    if (id === 'drv_388') {
      w = 3;
      start = 110;
    }
    users.push({ id, role: 'drv', w, start, end });
  }
  for (let i = 1; i <= 30; i++) {
    let w = 0.3 + r() * 0.9;
    const id = `mech_${pad(i, 2)}`;
    if (id === 'mech_04') w = 4;
    if (id === 'mech_11') w = 2.6;
    if (id === 'mech_17') w = 2;
    users.push({ id, role: 'mech', w, start: 0, end: 121 });
  }
  for (let i = 1; i <= 8; i++)
    users.push({
      id: `insp_${pad(i, 2)}`,
      role: 'insp',
      w: i === 2 ? 2 : 0.6 + r() * 0.8,
      start: 0,
      end: 121,
    });
  const dispW = [3, 1.2, 1.5, 1.8, 0.9, 2.2];
  dispW.forEach((w, k) => users.push({ id: `disp_${pad(k + 1, 2)}`, role: 'disp', w, start: 0, end: 121 }));
  for (let i = 1; i <= 16; i++)
    users.push({
      id: `yard_${pad(i, 2)}`,
      role: 'yard',
      w: i === 3 ? 3 : 0.5 + r() * 1.0,
      start: 0,
      end: 121,
    });

  const pools = new Map();
  const pickUser = (role, day, boost) => {
    const pk = role + day;
    if (!pools.has(pk))
      pools.set(
        pk,
        users.filter((u) => u.role === role && day >= u.start && day < u.end),
      );
    const pool = pools.get(pk);
    const ws = pool.map((u) => u.w * (boost?.[u.id] ?? 1));
    let x = r() * ws.reduce((a, b) => a + b, 0);
    for (let k = 0; k < pool.length; k++) {
      x -= ws[k];
      if (x < 0) return pool[k].id;
    }
    return pool[pool.length - 1].id;
  };

  const events = [];
  for (let day = 0; day <= 120; day++) {
    const ds = D0 + day * DAY;
    const wd = (new Date(ds).getUTCDay() + 6) % 7;
    const wf = wd === 5 ? 0.7 : wd === 6 ? 0.5 : 1;
    const growth = 0.8 + 0.4 * (day / 120);
    const incident = day === 103; // cold snap: 17 days before today
    for (const [name, T] of Object.entries(TYPES)) {
      let m = T.mean * wf * growth * (0.85 + 0.3 * r());
      if (name === 'bus.washed') m = T.mean * wf * (1.25 - (0.6 * day) / 120); // water restrictions
      if (incident)
        m *= { 'breakdown.on_route': 15, DefectReported: 4, repair_closed: 1.6, TyreChanged: 2 }[name] ?? 1;
      const n = Math.floor(m + r());
      for (let k = 0; k < n; k++) {
        const roleEntries = Object.entries(T.roles);
        let x = r(),
          role = roleEntries[0][0];
        for (const [ro, p] of roleEntries) {
          if (x < p) {
            role = ro;
            break;
          }
          x -= p;
        }
        const userId = pickUser(role, day, T.boost);
        const tw = T.hours.reduce((a, h) => a + h[2], 0);
        let y = r() * tw,
          seg = T.hours[0];
        for (const h of T.hours) {
          if (y < h[2]) {
            seg = h;
            break;
          }
          y -= h[2];
        }
        const hour = seg[0] + Math.floor(r() * (seg[1] - seg[0] + 1));
        const t = ds + hour * 3_600_000 + Math.floor(r() * 3600) * 1000;
        const eventValue = T.val(r);
        if (t < lo || t > hi) continue;
        events.push({
          userId,
          eventName: name,
          eventValue,
          timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
        });
      }
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
