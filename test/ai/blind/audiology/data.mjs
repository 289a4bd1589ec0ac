// Audiology clinic chain: patient app + clinic system events. Deterministic for a given now.
const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'hearing_test_booked',
  'hearing_test.completed',
  'HearingAidFitted',
  'Battery Order',
  'remote-adjustment',
  'app_paired',
  'repair.ticket_opened',
  'InvoicePaid',
  'app_opened',
  'Program Switched',
  'review-submitted',
  'appointment.reminder_sent',
];

export const PERSONAS = {
  topUser: 'pt_1007', // fitted early, opens the app and switches programs constantly
  bigSpender: 'pt_1088', // binaural premium fitting, biggest invoices
  churner: 'pt_1042', // active early on, silent for the last ~65 days
  newcomer: 'pt_1449', // first event 4 days ago
  repairRegular: 'pt_1203', // keeps opening repair tickets
};
export const NOBODY = 'pt_9999';

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
  const rnd = mulberry32(0xa0d10);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const base = Math.floor(+now / 1000) * 1000;
  const END = base - 3 * MIN,
    START = base - 119.5 * DAY;
  const today0 = Math.floor(base / DAY) * DAY;
  const incident = today0 - 23 * DAY; // pairing outage after a firmware push
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < START || t > END) return;
    events.push({ userId, eventName, eventValue, timestamp: new Date(t).toISOString().slice(0, 19) + 'Z' });
  };
  const dow = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday
  // a clinic-hours time on the day that is `d` days before today (weekends pushed to Monday)
  const clinicTime = (d) => {
    let day = today0 - Math.round(d) * DAY;
    const w = dow(day);
    if (w === 6) day += DAY;
    else if (w === 5 && rnd() < 0.6) day += 2 * DAY;
    let r = rnd() * 57,
      h = 8;
    for (const wgt of [3, 6, 10, 8, 4, 5, 7, 6, 5, 3]) {
      if (r < wgt) break;
      r -= wgt;
      h++;
    }
    return day + h * HOUR + Math.floor(rnd() * 60) * MIN + Math.floor(rnd() * 60) * 1000;
  };
  // an app-usage time: evenings busiest, a little at night
  const APP_HOURS = [1, 1, 0, 0, 0, 1, 2, 4, 6, 6, 5, 5, 6, 5, 5, 5, 6, 7, 9, 11, 12, 10, 6, 3];
  const appHourTotal = APP_HOURS.reduce((a, b) => a + b, 0);
  const appTime = (day) => {
    let r = rnd() * appHourTotal,
      h = 0;
    while (r >= APP_HOURS[h]) {
      r -= APP_HOURS[h];
      h++;
    }
    return day + h * HOUR + Math.floor(rnd() * 60) * MIN + Math.floor(rnd() * 60) * 1000;
  };

  const N = 450;
  for (let i = 0; i < N; i++) {
    const id = `pt_${1001 + i}`;
    let join = i < 170 ? 110 + rnd() * 8 : 1.5 + 107 * rnd() ** 1.35; // days ago; growth in newcomers
    let stop = rnd() < 0.2 && join > 25 ? join - 12 - rnd() * (join - 20) : -1; // churners stop
    let rate = 0.15 + rnd() * 0.55;
    let switches = 0.3 + rnd() * 0.8;
    let fitP = 0.68,
      completeP = 0.86,
      pairP = 0.88,
      repairP = 0.007;
    let fittedDevices = 1;
    if (id === PERSONAS.topUser) {
      join = 117;
      stop = -1;
      rate = 0.97;
      switches = 4.5;
      fitP = 1;
      completeP = 1;
      pairP = 1;
    }
    if (id === PERSONAS.bigSpender) {
      join = 112;
      stop = -1;
      rate = 0.5;
      fitP = 1;
      completeP = 1;
      pairP = 1;
      fittedDevices = 2;
    }
    if (id === PERSONAS.churner) {
      join = 116;
      stop = 65;
      rate = 0.6;
      fitP = 1;
      completeP = 1;
      pairP = 1;
    }
    if (id === PERSONAS.newcomer) {
      join = 4;
      stop = -1;
      completeP = 1;
      fitP = 0;
    }
    if (id === PERSONAS.repairRegular) {
      join = 108;
      stop = -1;
      rate = 0.4;
      fitP = 1;
      completeP = 1;
      pairP = 1;
      repairP = 0.15;
    }
    const alive = (t) => stop < 0 || t < today0 - stop * DAY + DAY;

    const tBook = clinicTime(join);
    push(id, 'hearing_test_booked', 0, tBook);
    if (rnd() < 0.4) push(id, 'appointment.reminder_sent', 1, tBook + DAY);
    if (rnd() > completeP) {
      if (rnd() < 0.3) push(id, 'hearing_test_booked', 0, clinicTime(Math.max(join - 9, 1)));
      continue;
    }
    const dTest = join - 2 - Math.floor(rnd() * 7);
    const tTest = clinicTime(Math.max(dTest, id === PERSONAS.newcomer ? 2 : 0.5));
    const fee = pick([45, 65, 95, 120]);
    push(id, 'hearing_test.completed', fee, tTest);
    push(id, 'InvoicePaid', fee, tTest + HOUR * (1 + rnd() * 30));
    if (rnd() > fitP) continue;
    const dFit = dTest - 7 - Math.floor(rnd() * 14);
    if (dFit < 1) continue;
    const tFit = clinicTime(dFit);
    if (!alive(tFit)) continue;
    const price = id === PERSONAS.bigSpender ? 4280 : pick([1290, 1890, 2450, 3190, 4280]);
    for (let k = 0; k < fittedDevices; k++) push(id, 'HearingAidFitted', price, tFit + k * 20 * MIN);
    const total = price * fittedDevices;
    if (rnd() < 0.5 && id !== PERSONAS.bigSpender) push(id, 'InvoicePaid', total, tFit + 2 * HOUR);
    else {
      push(id, 'InvoicePaid', total / 2, tFit + 2 * HOUR);
      push(id, 'InvoicePaid', total / 2, tFit + 30 * DAY + 3 * HOUR);
    }
    if (rnd() < 0.2) push(id, 'review-submitted', pick([3, 4, 4, 5, 5, 5]), tFit + DAY * (1 + rnd() * 5));
    if (rnd() > pairP) continue;
    const tPair = tFit + HOUR * (1 + rnd() * 60);
    push(id, 'app_paired', 0, tPair);
    const firstDay = Math.floor(tPair / DAY) * DAY + DAY;
    for (let day = firstDay; day <= today0; day += DAY) {
      if (!alive(day)) break;
      const w = dow(day);
      const r = rate * (w >= 5 ? 1.25 : 1) * (1 + 0.004 * ((day - START) / DAY));
      if (rnd() < r) {
        const n = 1 + (rnd() < r / 2 ? 1 : 0) + (rnd() < r / 4 ? 1 : 0);
        for (let k = 0; k < n; k++) {
          const t = appTime(day);
          push(id, 'app_opened', 1 + Math.floor(rnd() * 14), t);
          let s = switches * rnd() * 2;
          for (let j = 0; j < Math.floor(s + rnd()); j++)
            push(id, 'Program Switched', 1 + Math.floor(rnd() * 4), t + (j + 1) * 90_000);
        }
      }
      if (rnd() < 0.075)
        push(id, 'remote-adjustment', 1 + Math.floor(rnd() * 6), clinicTime((today0 - day) / DAY));
      if (rnd() < 0.02 * (id === PERSONAS.bigSpender ? 8 : 1))
        push(id, 'Battery Order', pick([9.5, 18, 18, 27, 36]), appTime(day));
      if (rnd() < repairP)
        push(id, 'repair.ticket_opened', pick([45, 85, 140, 220]), clinicTime((today0 - day) / DAY));
      if (day === incident) {
        if (rnd() < 0.35) {
          const m = 2 + Math.floor(rnd() * 2);
          for (let k = 0; k < m; k++)
            push(id, 'app_paired', 0, day + (9 + k) * HOUR + Math.floor(rnd() * 3000) * 1000);
        }
        if (rnd() < 0.14)
          push(
            id,
            'repair.ticket_opened',
            pick([45, 85]),
            day + (10 + Math.floor(rnd() * 8)) * HOUR + Math.floor(rnd() * 3000) * 1000,
          );
      }
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
