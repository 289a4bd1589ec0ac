// Pipelane: a fictional B2B CRM SaaS whose users are sales reps at customer companies.
// Deterministic usage events relative to `now`: about 450 reps and 30,000 events over the
// 120 days before `now`; nothing in the future and nothing in the last 2 minutes.
// Same `now` → same events (seeded PRNG, one stream per user).
//
// Event names and what `eventValue` means:
//   TRIAL_STARTED          a new rep's workspace trial begins; always that rep's first event. value 1
//   LOGIN                  a rep opens Pipelane (every working session starts with one).  value 1
//   CONTACT_ADDED          a contact (person at a prospect) was added.                      value 1
//   EMAIL_SENT             an email sent from Pipelane; value = number of recipients (1–10)
//   CALL_LOGGED            a phone call logged; value = call length in minutes (1–90)
//   MEETING_SCHEDULED      a meeting booked with a prospect; value = meeting length in minutes (15/30/45/60)
//   NOTE_ADDED             a note written on a deal or contact.                              value 1
//   SEQUENCE_ENROLLED      contacts enrolled in an email sequence; value = number of contacts (1–25)
//   DEAL_CREATED           a new deal (opportunity); value = deal amount in USD (multiple of 50)
//   QUOTE_SENT             a quote sent for an open deal; value = quoted amount in USD
//   DEAL_WON               an open deal closed as won; value = deal amount in USD
//   DEAL_LOST              an open deal closed as lost; value = deal amount in USD
//   REPORT_EXPORTED        a pipeline/activity report exported to CSV.                      value 1
//   INTEGRATION_CONNECTED  a mailbox/calendar/dialer integration connected.                  value 1
//   SEAT_PURCHASED         the customer bought Pipelane seats; value = price paid in USD (seats × 39/69/119)
//   SUBSCRIPTION_CANCELLED the rep's workspace cancelled; the rep's last event.              value 1
//
// User ids are e-mail-like ('dana.kim@acme.test'): first.last@company.test, no digits.
// About 60% of reps existed before the window (no TRIAL_STARTED); a few of those are dormant
// and come back late, so "new users" (first event ever in a period) differs from trial starts.
// Sessions follow each company's local business hours (EU, UK and US time zones), peak
// Tuesday–Thursday, are thin on Fridays and almost absent on weekends. Usage grows slowly.

const DAY_S = 86_400;
const SPAN_DAYS = 120;
const USERS = 450;

export const EVENT_NAMES = [
  'TRIAL_STARTED',
  'LOGIN',
  'CONTACT_ADDED',
  'EMAIL_SENT',
  'CALL_LOGGED',
  'MEETING_SCHEDULED',
  'NOTE_ADDED',
  'SEQUENCE_ENROLLED',
  'DEAL_CREATED',
  'QUOTE_SENT',
  'DEAL_WON',
  'DEAL_LOST',
  'REPORT_EXPORTED',
  'INTEGRATION_CONNECTED',
  'SEAT_PURCHASED',
  'SUBSCRIPTION_CANCELLED',
];

// Fixed reps that questions refer to by id.
export const PERSONAS = {
  heavy: 'dana.kim@acme.test', // long-standing power user and closer
  converted: 'marco.rossi@globex.test', // trial about 50 days ago, bought seats ~2 weeks later
  churned: 'priya.shah@initech.test', // trial about 100 days ago, cancelled about 20 days ago
  fresh: 'leo.nguyen@hooli.test', // trial started about 6 days ago
};
// An id that never occurs.
export const NOBODY = 'ghost.rep@nowhere.test';

const FIRST = [
  'alex',
  'sam',
  'jordan',
  'taylor',
  'morgan',
  'casey',
  'riley',
  'jamie',
  'avery',
  'quinn',
  'olivia',
  'liam',
  'emma',
  'noah',
  'ava',
  'ethan',
  'mia',
  'lucas',
  'sofia',
  'mateo',
  'chloe',
  'omar',
  'aisha',
  'kenji',
  'yuki',
  'ines',
  'lars',
  'freya',
  'hugo',
  'clara',
  'diego',
  'lena',
  'ravi',
  'anya',
  'felix',
  'nora',
  'tomas',
  'elena',
  'jonas',
  'maya',
  'owen',
  'zara',
  'ivan',
  'leah',
  'rosa',
  'theo',
  'nina',
  'kofi',
  'amara',
  'sven',
  'julia',
  'marc',
  'hana',
  'pablo',
  'greta',
  'ali',
  'beth',
  'cole',
];
const LAST = [
  'smith',
  'jones',
  'garcia',
  'muller',
  'martin',
  'brown',
  'lopez',
  'dubois',
  'wilson',
  'clark',
  'walker',
  'young',
  'king',
  'wright',
  'hill',
  'green',
  'baker',
  'adams',
  'nelson',
  'carter',
  'ortiz',
  'novak',
  'berg',
  'costa',
  'silva',
  'fischer',
  'weber',
  'moreau',
  'tanaka',
  'sato',
  'okafor',
  'mensah',
  'patel',
  'khan',
  'cohen',
  'meyer',
  'lind',
  'holm',
  'ward',
  'fox',
  'reed',
  'stone',
  'hayes',
  'price',
  'bell',
  'ross',
  'hart',
  'lane',
  'frost',
  'nash',
];
// [domain, UTC offset of its business hours]
const COMPANIES = [
  ['acme.test', -5],
  ['globex.test', -6],
  ['initech.test', -6],
  ['hooli.test', -8],
  ['umbrella.test', 0],
  ['stark.test', -5],
  ['wayne.test', -5],
  ['vandelay.test', -5],
  ['wonka.test', 0],
  ['tyrell.test', -8],
  ['cyberdyne.test', -8],
  ['soylent.test', -6],
  ['monarch.test', 1],
  ['gringotts.test', 0],
  ['oscorp.test', -5],
  ['nakatomi.test', -8],
  ['dunder.test', -5],
  ['bluth.test', -8],
  ['pied.test', -8],
  ['massive.test', -5],
  ['aperture.test', -6],
  ['blackmesa.test', -7],
  ['zorg.test', 1],
  ['kramerica.test', -5],
  ['prestige.test', 1],
  ['duff.test', -6],
  ['octan.test', 1],
  ['virtucon.test', 1],
  ['sirius.test', 0],
  ['tessier.test', 1],
  ['waystar.test', -5],
  ['lacuna.test', 1],
  ['hanso.test', 1],
  ['gekko.test', -5],
  ['contoso.test', 1],
  ['fabrikam.test', -8],
];
const PERSONA_COMPANY = { 'acme.test': -5, 'globex.test': -6, 'initech.test': -6, 'hooli.test': -8 };

// Local business-hour weights (index = local hour): morning peak, lunch dip, afternoon peak.
const LOCAL_HOURS = [0, 0, 0, 0, 0, 0, 0.3, 2, 7, 11, 12, 10, 6, 8, 11, 10, 9, 6, 3, 1.5, 0.8, 0.4, 0.2, 0];
// Chance multiplier per UTC weekday (0 = Sunday).
const WEEKDAY = [0.02, 0.8, 1.1, 1.15, 1.05, 0.65, 0.04];

// Actions inside a session, with relative weights.
const ACTIONS = [
  ['EMAIL_SENT', 30],
  ['CALL_LOGGED', 16],
  ['CONTACT_ADDED', 12],
  ['NOTE_ADDED', 12],
  ['MEETING_SCHEDULED', 8],
  ['DEAL_CREATED', 6],
  ['QUOTE_SENT', 4],
  ['DEAL_WON', 3.2],
  ['DEAL_LOST', 3.4],
  ['REPORT_EXPORTED', 2.5],
  ['SEQUENCE_ENROLLED', 3],
];
const SEAT_PRICES = [
  [39, 50],
  [69, 35],
  [119, 15],
];
const SEGMENTS = [
  [2500, 45],
  [12000, 40],
  [45000, 15],
]; // typical deal amount of a rep's segment

// mulberry32
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 16), 0x21f0aaad);
    t = Math.imul(t ^ (t >>> 15), 0x735a2d97);
    return ((t ^ (t >>> 15)) >>> 0) / 4294967296;
  };
}
const pick = (rnd, weighted) => {
  let r = rnd() * weighted.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of weighted) if ((r -= w) < 0) return item;
  return weighted[weighted.length - 1][0];
};
const between = (rnd, lo, hi) => lo + rnd() * (hi - lo);
const gauss = (rnd) => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
const round50 = (x) => Math.max(50, Math.round(x / 50) * 50);

function profile(n, rnd, taken) {
  let id, company;
  do {
    company = COMPANIES[Math.floor(rnd() * COMPANIES.length)];
    id = `${FIRST[Math.floor(rnd() * FIRST.length)]}.${LAST[Math.floor(rnd() * LAST.length)]}@${company[0]}`;
  } while (taken.has(id));
  taken.add(id);
  const p = {
    id,
    offset: company[1],
    existing: rnd() < 0.6,
    startDay: 0,
    activity: 0.05 + 0.29 * rnd() ** 2, // chance of a session on a peak weekday
    heavy: rnd() < 0.03,
    segment: pick(rnd, SEGMENTS),
    churnDay: Infinity,
    cancels: false,
    seats: [],
    integrations: [],
  };
  if (p.existing) {
    p.startDay = rnd() < 0.07 ? between(rnd, 55, 112) : 0; // dormant reps returning late
  } else {
    let x;
    do x = rnd() * 118;
    while (rnd() * 1.5 > 1 + (0.5 * x) / 118); // a few more trials later on
    p.startDay = x;
  }
  if (p.heavy) p.activity = 0.6 + 0.25 * rnd();
  if (rnd() < 0.18) {
    p.churnDay = p.startDay + between(rnd, 6, 120);
    p.cancels = rnd() < 0.4;
  }
  const buys = p.existing ? rnd() < 0.1 : rnd() < 0.28;
  if (buys) {
    let day = p.startDay + (p.existing ? between(rnd, 0, 118) : between(rnd, 8, 30));
    p.seats.push([day, (1 + Math.floor(rnd() ** 2 * 12)) * pick(rnd, SEAT_PRICES)]);
    if (rnd() < 0.2)
      p.seats.push([day + between(rnd, 10, 50), (1 + Math.floor(rnd() * 5)) * pick(rnd, SEAT_PRICES)]);
  }
  if (p.existing && rnd() < 0.15) p.integrations.push(between(rnd, p.startDay, 119));
  return p;
}

const PERSONA_PROFILES = {
  'dana.kim@acme.test': {
    existing: true,
    startDay: 0,
    heavy: true,
    activity: 0.92,
    segment: 12000,
    churnDay: Infinity,
    cancels: false,
    seats: [[33.4, 6 * 69]],
    integrations: [12.5],
  },
  'marco.rossi@globex.test': {
    existing: false,
    startDay: 70.4,
    heavy: false,
    activity: 0.5,
    segment: 45000,
    churnDay: Infinity,
    cancels: false,
    seats: [[84.6, 8 * 119]],
    integrations: [],
  },
  'priya.shah@initech.test': {
    existing: false,
    startDay: 20.3,
    heavy: false,
    activity: 0.45,
    segment: 2500,
    churnDay: 100.6,
    cancels: true,
    seats: [[31.5, 3 * 39]],
    integrations: [],
  },
  'leo.nguyen@hooli.test': {
    existing: false,
    startDay: 114.3,
    heavy: false,
    activity: 0.6,
    segment: 12000,
    churnDay: Infinity,
    cancels: false,
    seats: [],
    integrations: [],
  },
};

export function generateEvents(now) {
  const nowS = now.getTime() / 1000;
  const firstS = Math.ceil(nowS - SPAN_DAYS * DAY_S);
  const lastS = Math.ceil(nowS - 120) - 1; // strictly more than 2 minutes before now
  const day0 = Math.floor(firstS / DAY_S) * DAY_S; // UTC midnight of the window's first day
  const days = Math.floor(lastS / DAY_S) - day0 / DAY_S;
  const events = [];
  const taken = new Set([...Object.values(PERSONAS), NOBODY]);
  const personaIds = Object.values(PERSONAS);

  for (let n = 1; n <= USERS; n++) {
    const rnd = prng(0x5eed + 7919 * n);
    const personaId = n <= personaIds.length ? personaIds[n - 1] : null;
    let p = profile(n, rnd, taken);
    if (personaId) {
      p = {
        ...p,
        id: personaId,
        offset: PERSONA_COMPANY[personaId.split('@')[1]],
        ...PERSONA_PROFILES[personaId],
      };
    }
    const used = new Set(); // one event per user per second
    const add = (name, s, value = 1) => {
      s = Math.floor(s);
      while (used.has(s)) s++;
      if (s < firstS || s > lastS || s >= day0 + p.churnDay * DAY_S) return false;
      used.add(s);
      events.push({ userId: p.id, eventName: name, eventValue: value, s });
      return true;
    };
    // a start second on local day `day` (fractional days keep their time of day)
    const localTime = (day) => {
      const hour = pick(
        rnd,
        LOCAL_HOURS.map((w, h) => [h, w]),
      );
      return day0 + Math.floor(day) * DAY_S + (hour - p.offset) * 3600 + Math.floor(rnd() * 3600);
    };
    const open = []; // open deal amounts
    const dealAmount = () => round50(p.segment * Math.exp(0.55 * gauss(rnd)));
    const action = (name, s) => {
      if (['QUOTE_SENT', 'DEAL_WON', 'DEAL_LOST'].includes(name) && !open.length) name = 'NOTE_ADDED';
      let value = 1;
      switch (name) {
        case 'EMAIL_SENT':
          value = 1 + Math.floor(rnd() ** 3 * 10);
          break;
        case 'CALL_LOGGED':
          value = Math.min(90, 1 + Math.floor(-Math.log(1 - rnd()) * 9));
          break;
        case 'MEETING_SCHEDULED':
          value = [15, 30, 30, 45, 60][Math.floor(rnd() * 5)];
          break;
        case 'SEQUENCE_ENROLLED':
          value = 1 + Math.floor(rnd() ** 2 * 25);
          break;
        case 'DEAL_CREATED':
          value = dealAmount();
          if (add(name, s, value)) open.push(value);
          return;
        case 'QUOTE_SENT':
          value = round50(open[Math.floor(rnd() * open.length)] * between(rnd, 0.9, 1.1));
          break;
        case 'DEAL_WON':
        case 'DEAL_LOST': {
          const i = Math.floor(rnd() * open.length);
          value = open.splice(i, 1)[0];
          break;
        }
        default:
          break;
      }
      add(name, s, value);
    };
    const session = (s, heavy) => {
      add('LOGIN', s);
      const k = 1 + Math.floor(-Math.log(1 - rnd()) * (heavy ? 4 : 3.2));
      for (let i = 0; i < k; i++) action(pick(rnd, ACTIONS), (s += between(rnd, 40, 900)));
    };

    // deals open before the window for reps who already used Pipelane
    if (p.existing) for (let i = Math.floor(rnd() * 4); i > 0; i--) open.push(dealAmount());

    const startS = day0 + Math.floor(p.startDay * DAY_S);
    if (!p.existing) {
      let s = startS;
      add('TRIAL_STARTED', s);
      add('LOGIN', (s += between(rnd, 20, 90)));
      if (personaId === 'marco.rossi@globex.test' || rnd() < 0.4)
        add('INTEGRATION_CONNECTED', (s += between(rnd, 60, 400)));
      for (let i = 2 + Math.floor(rnd() * 5); i > 0; i--) add('CONTACT_ADDED', (s += between(rnd, 20, 120)));
    }
    const from = p.existing ? Math.floor(p.startDay) : Math.floor(p.startDay) + 1;
    for (let d = from; d <= days; d++) {
      const wd = new Date((day0 + d * DAY_S) * 1000).getUTCDay();
      const growth = 0.85 + (0.3 * d) / SPAN_DAYS;
      const chance = Math.min(0.97, p.activity * growth * WEEKDAY[wd]);
      const sessions = p.heavy ? 2 : 1;
      for (let k = 0; k < sessions; k++) if (rnd() < chance) session(localTime(d), p.heavy);
    }
    for (const [day, value] of p.seats) add('SEAT_PURCHASED', localTime(day), value);
    for (const day of p.integrations) add('INTEGRATION_CONNECTED', localTime(day));
    if (p.cancels && p.churnDay < days + 1) add('SUBSCRIPTION_CANCELLED', day0 + p.churnDay * DAY_S - 90);
  }

  events.sort((a, b) => a.s - b.s || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, s }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(s * 1000).toISOString().replace('.000Z', 'Z'),
  }));
}
