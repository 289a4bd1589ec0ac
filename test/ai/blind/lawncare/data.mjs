/* eslint-disable -- a blind round's file, kept as its author wrote it */
// Lawn care & landscaping field-service app: crews log visits, clock-ins, fertilizer and weather
// skips; customers get quotes and invoices, pay, upgrade plans, log in to the portal, complain.
const DAY = 86_400_000;

export const EVENT_NAMES = [
  'visit_completed',
  'fertilizer.applied',
  'WeatherSkip',
  'CrewClockIn',
  'Quote Sent',
  'quote-accepted',
  'plan_upgraded',
  'payment.received',
  'Complaint Filed',
  'PortalLogin',
  'service-request',
  'invoice_sent',
];

export const PERSONAS = {
  topCustomer: 'cust_1007', // big commercial estate: logs in constantly, pays the most
  churner: 'cust_1013', // active in the first weeks, gone ~50 days ago
  newcomer: 'cust_1499', // first event 3 days ago
  topCrew: 'crew_07', // crew lead with the most visits
  complainer: 'cust_1042', // files complaint after complaint
};
export const NOBODY = 'cust_9999';

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
  const rnd = mulberry32(20260412);
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const first0 = today0 - 119 * DAY; // day index 0
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const STORM = 102; // 17 days before today
  const events = [];
  const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().slice(0, 19) + 'Z';
  const push = (userId, eventName, eventValue, t) => {
    if (t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue, timestamp: iso(t) });
  };
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const between = (a, b) => a + rnd() * (b - a);
  const at = (d, h0, h1) => first0 + d * DAY + Math.floor(between(h0, h1) * 3600) * 1000;
  const money = (a, b) => Math.round(between(a, b) * 100) / 100;
  const wd = (d) => (new Date(first0 + d * DAY).getUTCDay() + 6) % 7; // 0 = Monday
  const growth = (d) => 0.7 + 0.6 * (d / 119);
  const rainy = Array.from({ length: 120 }, () => rnd() < 0.1);

  // ---- crew: 30 members
  const crew = Array.from({ length: 30 }, (_, i) => `crew_${String(i + 1).padStart(2, '0')}`);
  crew.forEach((c, ci) => {
    const hustle =
      c === PERSONAS.topCrew ? 2.2 : c === 'crew_03' ? 1.75 : c === 'crew_19' ? 1.5 : 0.7 + rnd() * 0.4;
    for (let d = 0; d < 120; d++) {
      const w = wd(d);
      if (w === 6 && rnd() > 0.08) continue; // Sundays mostly off
      if (rnd() < 0.1 && c !== PERSONAS.topCrew) continue; // day off
      push(c, 'CrewClockIn', 0, at(d, 11, 13));
      if (d === STORM) {
        push(c, 'WeatherSkip', 2 + Math.floor(rnd() * 5), at(d, 12, 14));
        continue;
      }
      if (rainy[d] && rnd() < 0.6) {
        push(c, 'WeatherSkip', 1 + Math.floor(rnd() * 4), at(d, 12, 15));
        continue;
      }
      const sat = [1.2, 1.08, 1, 0.93, 0.85, 0.55, 1][w];
      const visits = Math.round(3 * hustle * growth(d) * sat * between(0.6, 1.4));
      for (let k = 0; k < visits; k++) push(c, 'visit_completed', 20 + Math.floor(rnd() * 71), at(d, 13, 22));
      if (rnd() < 0.45 * growth(d)) push(c, 'fertilizer.applied', 10 + Math.floor(rnd() * 41), at(d, 13, 21));
    }
  });

  // ---- customers: 440 accounts cust_1060 … plus personas
  const customers = [];
  for (let i = 0; i < 440; i++) {
    const id = `cust_${1060 + i}`;
    const joined = rnd() < 0.55 ? 0 : Math.floor(between(1, 119));
    const leaves = rnd() < 0.14 ? Math.floor(between(joined + 10, 125)) : 999;
    customers.push({ id, joined, leaves, engagement: 0.5 + rnd(), complain: 0.004 });
  }
  customers.push({
    id: PERSONAS.topCustomer,
    joined: 0,
    leaves: 999,
    engagement: 5,
    complain: 0.004,
    big: true,
  });
  customers.push({ id: PERSONAS.churner, joined: 0, leaves: 69, engagement: 1.6, complain: 0.02 });
  customers.push({ id: PERSONAS.newcomer, joined: 116, leaves: 999, engagement: 2.5, complain: 0 });
  customers.push({ id: PERSONAS.complainer, joined: 0, leaves: 999, engagement: 1, complain: 0.09 });

  for (const c of customers) {
    const end = Math.min(c.leaves, 120);
    let quoted = false;
    for (let d = c.joined; d < end; d++) {
      const w = wd(d);
      const weekendDip = w >= 5 ? 0.6 : 1;
      const first = d === c.joined;
      if (first || rnd() < 0.12 * c.engagement * weekendDip * growth(d))
        push(c.id, 'PortalLogin', 0, at(d, 13, 27));
      if (c.big && rnd() < 0.8) push(c.id, 'PortalLogin', 0, at(d, 13, 27));
      if ((first && c.joined > 0) || (!quoted && rnd() < 0.004)) {
        quoted = true;
        const amount = money(c.big ? 800 : 90, c.big ? 3000 : 900);
        push(c.id, 'Quote Sent', amount, at(d, 14, 23) + (first ? 3_600_000 * 3 : 0));
        if (rnd() < 0.5)
          push(c.id, 'quote-accepted', amount, at(Math.min(d + 1 + Math.floor(rnd() * 3), 119), 13, 23));
      }
      if ((d - c.joined) % 28 === 5) {
        const amt = money(c.big ? 600 : 60, c.big ? 1400 : 320);
        push(c.id, 'invoice_sent', amt, at(d, 9, 11));
        if (rnd() < 0.86 || c.big)
          push(c.id, 'payment.received', amt, at(Math.min(d + 2 + Math.floor(rnd() * 5), 119), 14, 26));
      }
      if (rnd() < 0.0035 * growth(d) * (c.big ? 3 : 1))
        push(c.id, 'plan_upgraded', pick([20, 35, 50, 75]), at(d, 14, 24));
      if (rnd() < 0.012 * c.engagement * weekendDip) push(c.id, 'service-request', 0, at(d, 14, 24));
      const complainP = d === STORM + 1 ? 0.12 : c.complain;
      if (rnd() < complainP) push(c.id, 'Complaint Filed', 1 + Math.floor(rnd() * 5), at(d, 14, 24));
    }
  }
  // someone is always poking at the portal in the last half hour
  for (let k = 0; k < 6; k++)
    push(
      pick(customers.slice(0, 200)).id,
      'PortalLogin',
      0,
      nowMs - 120_000 - Math.floor(rnd() * 1680) * 1000,
    );
  // the newcomer is active today: at least one login in the last 3 minutes window
  push(PERSONAS.newcomer, 'PortalLogin', 0, nowMs - 150_000);

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
