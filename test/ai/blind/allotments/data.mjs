// Greenshoots — members' app of a city's community garden allotments.
const DAY = 86_400_000;

export const EVENT_NAMES = [
  'plot_application', // value 0 (applications are free)
  'waitlist.offer_accepted', // value: plot size in m²
  'WaitlistOfferDeclined', // value 0
  'Plot Inspection', // value: inspection score 1–10
  'water-meter-reading', // value: litres used since the previous reading
  'tool_booking', // value: hours the shared tool is booked
  'compost.delivery', // value: kg delivered
  'RentPaid', // value: annual rent paid, GBP
  'work-party-signup', // value: hours pledged
  'Rule Breach Notice', // value: severity 1–3
  'harvest_logged', // value: kg harvested (decimals)
  'noticeboard.post', // value 0
];

export const PERSONAS = {
  topGrower: 'member_007', // keenest member, logs everything
  churner: 'member_113', // active early, gone quiet ~50 days ago
  newcomer: 'member_488', // first event 6 days ago (application), then offer accepted
  ruleBreaker: 'member_250', // collects rule-breach notices
  decliner: 'member_321', // keeps declining waiting-list offers
  bigPayer: 'member_042', // pays rent on a double plot
};
export const NOBODY = 'member_999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEIGHTS = [
  ['harvest_logged', 24],
  ['water-meter-reading', 18],
  ['tool_booking', 14],
  ['noticeboard.post', 10],
  ['work-party-signup', 8],
  ['compost.delivery', 6],
  ['Plot Inspection', 5],
  ['RentPaid', 3.5],
  ['Rule Breach Notice', 1.6],
  ['plot_application', 1.2],
  ['waitlist.offer_accepted', 0.9],
  ['WaitlistOfferDeclined', 0.7],
];
const TOTALW = WEIGHTS.reduce((s, [, w]) => s + w, 0);
// Gardeners: early morning and after work; weekends busier.
const HOURW = [
  0.25, 0.15, 0.05, 0.12, 0.2, 0.6, 1.5, 3, 5.0, 3.4, 2.6, 2, 1.6, 1.4, 1.4, 1.6, 2.2, 3.2, 3.8, 2.8, 1.6, 1,
  0.6, 0.3,
];
const HOURT = HOURW.reduce((s, w) => s + w, 0);
const WEEKDAYW = [0.8, 0.75, 0.8, 0.85, 0.9, 1.7, 1.45]; // Mon..Sun

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20260417);
  const pick = () => {
    let r = rnd() * TOTALW;
    for (const [n, w] of WEIGHTS) {
      if ((r -= w) < 0) return n;
    }
    return 'harvest_logged';
  };
  const hour = () => {
    let r = rnd() * HOURT;
    for (let h = 0; h < 24; h++) {
      if ((r -= HOURW[h]) < 0) return h;
    }
    return 8;
  };
  const val = (name, uid) => {
    switch (name) {
      case 'waitlist.offer_accepted':
        return [25, 50, 125, 250][Math.floor(rnd() * 4)];
      case 'Plot Inspection':
        return 1 + Math.floor(rnd() * 10);
      case 'water-meter-reading':
        return 20 + Math.floor(rnd() * 580);
      case 'tool_booking':
        return 1 + Math.floor(rnd() * 8);
      case 'compost.delivery':
        return 50 + 10 * Math.floor(rnd() * 46);
      case 'RentPaid':
        return uid === 'member_042' ? 480 : [30, 60, 62.5, 120, 240][Math.floor(rnd() * 5)];
      case 'work-party-signup':
        return 2 + Math.floor(rnd() * 5);
      case 'Rule Breach Notice':
        return 1 + Math.floor(rnd() * 3);
      case 'harvest_logged':
        return Math.round((0.5 + rnd() * 19.5) * 10) / 10;
      default:
        return 0;
    }
  };
  const out = [];
  const latest = nowMs - 120_000,
    earliest = nowMs - 120 * DAY;
  const push = (userId, eventName, t, v) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({
      userId,
      eventName,
      eventValue: v ?? val(eventName, userId),
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const todayStart = Math.floor(nowMs / DAY) * DAY;

  // Members: ~230 from the start, the rest join over the season (growth); ~12% drift away.
  const members = [];
  for (let i = 1; i <= 470; i++) {
    const id = `member_${String(i).padStart(3, '0')}`;
    let join = i <= 230 ? 119 : Math.floor(rnd() * 112) + 3; // days back
    let leave = rnd() < 0.12 ? Math.floor(rnd() * Math.max(1, join - 10)) + 5 : -1;
    if (leave >= join) leave = -1;
    let rate = 0.36 + rnd() * rnd() * 0.45;
    const POWER = { member_007: 4.0, member_019: 2.9, member_031: 2.0, member_064: 1.35, member_077: 0.95 };
    if (POWER[id]) {
      join = 119;
      leave = -1;
      rate = POWER[id];
    }
    if (id === 'member_113') {
      join = 119;
      leave = 50;
      rate = 1.6;
    }
    if (id === 'member_488') {
      join = 6;
      leave = -1;
      rate = 0;
    }
    if (id === 'member_250' || id === 'member_321' || id === 'member_042') {
      join = 119;
      leave = -1;
      rate = Math.max(rate, 0.7);
    }
    members.push({ id, join, leave, rate });
  }

  for (let back = 119; back >= 0; back--) {
    const dayStart = todayStart - back * DAY;
    const wd = (new Date(dayStart).getUTCDay() + 6) % 7;
    const growth = 0.75 + (0.5 * (119 - back)) / 119;
    for (const m of members) {
      if (back > m.join || (m.leave >= 0 && back < m.leave)) continue;
      if (back === m.join && m.join < 119) {
        // a newcomer applies for a plot, then gets an offer a few days later
        const t0 = dayStart + hour() * 3_600_000 + Math.floor(rnd() * 3_600_000);
        push(m.id, 'plot_application', t0);
        const r = rnd();
        if (r < 0.3) push(m.id, 'WaitlistOfferDeclined', t0 + (1 + rnd() * 3) * DAY);
        if (r < 0.75) push(m.id, 'waitlist.offer_accepted', t0 + (2 + rnd() * 5) * DAY);
        continue;
      }
      const lambda = m.rate * WEEKDAYW[wd] * growth;
      let k = 0,
        p = Math.exp(-lambda),
        s = p,
        u = rnd();
      while (u > s && k < 30) {
        k++;
        p *= lambda / k;
        s += p;
      }
      for (let j = 0; j < k; j++) {
        let name = pick();
        if (m.id === 'member_250' && rnd() < 0.25) name = 'Rule Breach Notice';
        if (m.id === 'member_042' && rnd() < 0.15) name = 'RentPaid';
        if (m.id === 'member_007' && rnd() < 0.2) name = 'harvest_logged'; // the prize marrow grower
        if (m.id === 'member_019' && rnd() < 0.3) name = 'tool_booking'; // always has the rotavator
        if (m.id === 'member_031' && rnd() < 0.5) name = 'water-meter-reading'; // reads the meter daily
        push(m.id, name, dayStart + hour() * 3_600_000 + Math.floor(rnd() * 3_600_000));
      }
    }
  }

  // Persona scripts.
  for (let j = 0; j < 6; j++)
    push('member_321', 'WaitlistOfferDeclined', todayStart - (100 - 15 * j) * DAY + 10 * 3_600_000);
  push('member_321', 'waitlist.offer_accepted', todayStart - 4 * DAY + 11 * 3_600_000, 125);
  const n0 = todayStart - 6 * DAY + 9 * 3_600_000 + 1_380_000;
  push('member_488', 'plot_application', n0);
  push('member_488', 'waitlist.offer_accepted', n0 + 2 * DAY + 3_000_000, 50);
  push('member_488', 'RentPaid', n0 + 2 * DAY + 5_000_000, 60);
  push('member_488', 'tool_booking', n0 + 3 * DAY, 3);
  push('member_488', 'harvest_logged', n0 + 4 * DAY + 7_000_000, 1.5);
  push('member_488', 'work-party-signup', n0 + 5 * DAY - 2_000_000, 4);

  // Incident: the Hartley Road main burst nine days ago — a flood of huge meter readings.
  const burst = todayStart - 9 * DAY;
  for (let j = 0; j < 260; j++) {
    const m = members[Math.floor(rnd() * 300)];
    if (m.leave >= 0) continue;
    push(m.id, 'water-meter-reading', burst + (6 + rnd() * 15) * 3_600_000, 2000 + Math.floor(rnd() * 6000));
  }

  // The app is never idle: a steady trickle in the last three hours.
  for (let j = 0; j < 70; j++) {
    const m = members[Math.floor(rnd() * 200)];
    const back = j < 25 ? rnd() * 1_800_000 : rnd() * 10_800_000;
    push(m.id === 'member_113' ? 'member_007' : m.id, pick(), nowMs - 120_000 - back);
  }

  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
