// Venue-booking marketplace: hosts list event spaces, organisers search, view venues, send
// enquiries, receive quotes from venue managers, accept them, confirm bookings, pay deposits,
// sometimes cancel, and leave reviews after the event. Deterministic for a given `now`.

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

export const EVENT_NAMES = [
  'search.performed', // organiser runs a search; value = headcount searched for
  'venue_viewed', // organiser opens a venue page; value = 0
  'EnquirySent', // organiser enquires with a venue; value = expected guests
  'manager.reply', // venue manager replies (to an enquiry or a review); value = minutes taken to reply
  'quote.sent', // venue manager sends a quote; value = quoted total in EUR
  'Quote Accepted', // organiser accepts the quote; value = 0
  'booking_confirmed', // booking confirmed; value = guests booked
  'deposit-paid', // organiser pays the 25 % deposit; value = EUR paid (the only money actually taken)
  'booking_cancelled', // organiser cancels; value = days of notice before the event date
  'Review Posted', // organiser reviews the venue after the event; value = stars 1–5
  'VenueListed', // host lists a new space; value = capacity (guests)
];

export const PERSONAS = {
  powerPlanner: 'org_0007', // agency planner, by far the most active organiser
  corporateClient: 'org_0042', // few but very large bookings: top by deposits paid
  churner: 'org_0113', // very active early on, silent for the last ~45 days
  newcomer: 'org_0391', // first event 6 days ago
  topHost: 'host_012', // most popular venue manager, replies fast
  newHost: 'host_058', // joined 4 days ago and listed a venue
};

export const NOBODY = 'org_0999';

// Story anchors, in UTC days before the current UTC day.
export const INCIDENT_DAYS_AGO = 37; // payment provider outage: no deposit could be paid that day
export const SPIKE_DAYS_AGO = 19; // newsletter feature "100 winter party venues": traffic spike
export const CHURNER_LAST_DAY = 48;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Relative traffic per UTC hour (Europe-centred marketplace, afternoon peak at 14:00).
const HOUR_W = [
  1, 0.6, 0.4, 0.3, 0.3, 0.5, 1, 2, 4, 6, 7, 7.5, 7, 7.5, 10, 8.2, 7, 5.5, 4.5, 4, 3.5, 3, 2, 1.5,
];
// Monday … Sunday: planners work mid-week.
const WEEKDAY_W = [1.0, 1.12, 1.4, 1.08, 0.85, 0.45, 0.5];

const pad = (n, w) => String(n).padStart(w, '0');

export function generateEvents(now) {
  const nowMs = +now;
  const lo = nowMs - 120 * DAY;
  const hi = nowMs - 2 * MIN;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const incStart = today0 - INCIDENT_DAYS_AGO * DAY;
  const churnCut = today0 - (CHURNER_LAST_DAY - 3) * DAY;
  const rnd = mulberry32(0x5e7e1);
  const gauss = () => {
    const u = 1 - rnd(),
      v = rnd();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const expo = (mean) => -Math.log(1 - rnd()) * mean;
  const hourSample = () => {
    let x = rnd() * HOUR_W.reduce((s, w) => s + w, 0);
    for (let h = 0; h < 24; h++) if ((x -= HOUR_W[h]) < 0) return h;
    return 23;
  };
  const weekdayOf = (t) => (new Date(t).getUTCDay() + 6) % 7;

  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return false;
    if (userId === PERSONAS.churner && t >= churnCut) return false; // gone quiet: nothing after this
    events.push({ userId, eventName, eventValue, t });
    return true;
  };

  // ---- hosts --------------------------------------------------------------------------------
  const NEW_HOST_START = { 55: 27, 56: 16, 57: 11, 58: 4, 59: 9, 60: 2 };
  const hosts = [];
  for (let i = 1; i <= 60; i++) {
    const id = `host_${pad(i, 3)}`;
    const weight =
      { [PERSONAS.topHost]: 9, host_025: 6, host_004: 4 }[id] ?? Math.min(1.8, Math.exp(gauss() * 0.6));
    const startK = NEW_HOST_START[i] ?? 999;
    const replyMean = id === PERSONAS.topHost ? 35 : 60 + rnd() * 240;
    hosts.push({ id, weight, startK, replyMean });
    // Listings: new hosts list on their first day; older hosts add spaces over time.
    const first = startK < 999 ? startK : 1 + Math.floor(rnd() * 119);
    const n = 1 + Math.floor(rnd() * 3);
    for (let j = 0; j < n; j++) {
      const k = j === 0 ? first : Math.floor(rnd() * Math.min(first, 119));
      const t = today0 - k * DAY + (8 + rnd() * 10) * HOUR;
      push(id, 'VenueListed', 10 * Math.round((30 + rnd() * rnd() * 570) / 10), t);
    }
  }
  const pickHost = (k) => {
    const open = hosts.filter((h) => h.startK > k);
    let x = rnd() * open.reduce((s, h) => s + h.weight, 0);
    for (const h of open) if ((x -= h.weight) < 0) return h;
    return open[open.length - 1];
  };

  // ---- organisers ---------------------------------------------------------------------------
  const orgs = [];
  for (let i = 1; i <= 400; i++) {
    const id = `org_${pad(i, 4)}`;
    const startK = rnd() < 0.62 ? 999 : Math.floor(118 * Math.pow(rnd(), 1.3));
    let endK = rnd() < 0.16 ? 5 + Math.floor(rnd() * 95) : -1;
    if (endK >= Math.min(startK, 119)) endK = -1;
    orgs.push({
      id,
      startK,
      endK,
      level: Math.min(3.2, Math.exp(gauss() * 0.7)),
      enquire: 0.25 + rnd() * 0.2,
      accept: 0.35 + rnd() * 0.15,
      perHead: 35 + rnd() * 60,
      big: false,
    });
  }
  const org = (id) => orgs.find((o) => o.id === id);
  Object.assign(org(PERSONAS.powerPlanner), { startK: 999, endK: -1, level: 17, enquire: 0.45 });
  Object.assign(org(PERSONAS.corporateClient), {
    startK: 999,
    endK: -1,
    level: 2.2,
    enquire: 0.7,
    accept: 0.8,
    perHead: 150,
    big: true,
  });
  Object.assign(org('org_0188'), { startK: 999, endK: -1, level: 11 }); // two busy wedding planners
  Object.assign(org('org_0022'), { startK: 999, endK: -1, level: 7.5 });
  Object.assign(org(PERSONAS.churner), { startK: 999, endK: CHURNER_LAST_DAY, level: 7, enquire: 0.3 });
  Object.assign(org(PERSONAS.newcomer), { startK: 6, endK: -1, level: 8, enquire: 0.4 });

  const seen = new Set();

  function session(o, t, spike) {
    const guests = o.big
      ? 10 * Math.round((150 + rnd() * 350) / 10)
      : 10 * Math.round((20 + rnd() * rnd() * 380) / 10);
    if (push(o.id, 'search.performed', guests, t)) seen.add(o.id);
    const views = 1 + Math.floor(rnd() * (spike ? 5 : 3));
    for (let v = 0; v < views; v++) {
      t += (1 + rnd() * 5) * MIN;
      if (push(o.id, 'venue_viewed', 0, t)) seen.add(o.id);
    }
    if (rnd() >= (spike ? 0.3 : 1) * o.enquire) return; // newsletter visitors mostly browse
    t += (3 + rnd() * 30) * MIN;
    if (!push(o.id, 'EnquirySent', guests, t)) return;
    const k = Math.floor((today0 - Math.floor(t / DAY) * DAY) / DAY);
    const host = pickHost(k);
    if (rnd() < 0.2) return; // never answered
    const delay = Math.max(1, Math.round(expo(host.replyMean)));
    t += delay * MIN;
    push(host.id, 'manager.reply', delay, t);
    if (rnd() >= 0.85) return;
    t += 10 * MIN + expo(8 * HOUR);
    const amount = 10 * Math.round((guests * o.perHead * (0.8 + rnd() * 0.4)) / 10);
    push(host.id, 'quote.sent', amount, t);
    if (rnd() >= o.accept) return;
    t += HOUR + expo(30 * HOUR);
    push(o.id, 'Quote Accepted', 0, t);
    t += (3 + rnd() * 50) * MIN;
    push(o.id, 'booking_confirmed', guests, t);
    t += 5 * MIN + expo(4 * HOUR);
    if (t >= incStart && t < incStart + DAY) t = incStart + DAY + (7 + rnd() * 12) * HOUR; // outage: paid next day
    push(o.id, 'deposit-paid', Math.round(amount * 25) / 100, t);
    if (rnd() < 0.13) {
      const c = t + DAY + rnd() * 25 * DAY;
      push(o.id, 'booking_cancelled', 3 + Math.floor(rnd() * 80), c);
      return;
    }
    if (rnd() >= 0.55) return;
    // Reviews arrive after the weekend's event: on a Sunday or Monday.
    let r = Math.floor((t + 7 * DAY + rnd() * 35 * DAY) / DAY) * DAY;
    const target = rnd() < 0.6 ? 6 : 0;
    while (weekdayOf(r) !== target) r += DAY;
    r += (9 + rnd() * 13) * HOUR;
    const u = rnd();
    const stars = u < 0.45 ? 5 : u < 0.75 ? 4 : u < 0.88 ? 3 : u < 0.95 ? 2 : 1;
    push(o.id, 'Review Posted', stars, r);
    if (rnd() < 0.25) {
      const d = Math.max(1, Math.round(expo(host.replyMean * 4)));
      push(host.id, 'manager.reply', d, r + d * MIN);
    }
  }

  for (let k = 120; k >= 0; k--) {
    const day0 = today0 - k * DAY;
    const growth = 0.55 + (0.9 * (120 - k)) / 120;
    const spike = k === SPIKE_DAYS_AGO;
    const f = 0.115 * growth * (spike ? 3.3 : WEEKDAY_W[weekdayOf(day0)]);
    for (const o of orgs) {
      if (k > o.startK || k <= o.endK) continue;
      const p = f * o.level;
      const n = Math.floor(p) + (rnd() < p - Math.floor(p) ? 1 : 0);
      for (let s = 0; s < n; s++) session(o, day0 + hourSample() * HOUR + rnd() * HOUR, spike);
    }
  }

  // Every organiser shows up at least once in the window (a quiet visit on an active day).
  for (const o of orgs) {
    if (seen.has(o.id)) continue;
    const kHi = Math.min(o.startK, 119),
      kLo = Math.max(o.endK + 1, 1);
    const k = kLo + Math.floor(rnd() * (kHi - kLo + 1));
    session({ ...o, enquire: 0 }, today0 - k * DAY + (9 + rnd() * 9) * HOUR, false);
  }

  events.sort((a, b) => a.t - b.t);
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
