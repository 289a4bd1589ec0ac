// Blind round "legal": usage events of a practice-management SaaS for small law firms.
// Attorneys (atty_…), paralegals (para_…) and their clients (client_…) open matters, log
// billable time, upload documents, e-file court forms, message each other, schedule hearings,
// send and pay invoices. Deterministic for a given `now` (mulberry32 with a fixed seed).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'matter_opened', // attorney opens a new matter (value 0)
  'conflict_check_run', // conflict-of-interest check before opening a matter (value 0)
  'time.logged', // billable time entry; value = minutes billed (multiples of 6)
  'document-uploaded', // a document added to a matter (value 0)
  'efiling.submitted', // court form e-filed successfully (value 0)
  'message_sent', // secure message between firm and client (value 0)
  'HearingScheduled', // hearing put on the calendar (value 0)
  'InvoiceSent', // invoice sent to a client; value = invoice amount in USD
  'Invoice Paid', // client paid an invoice online; value = amount paid in USD
  'Client Portal Login', // client logged into the client portal (value 0)
  'esign-requested', // e-signature request sent (feature launched 50 days ago) (value 0)
  'ReportExported', // billing / productivity report exported (value 0)
];

export const PERSONAS = {
  topBiller: 'atty_0042', // by far the most active user and the most minutes logged
  churner: 'para_0107', // busy paralegal who stopped using the product 45 days ago
  newcomer: 'client_0913', // client whose first event was 5 days ago; paid a large invoice
  bigPayer: 'client_0388', // client with the largest online payments
  returner: 'atty_0007', // attorney quiet from 90 to 38 days ago, then back
  invoicer: 'atty_0215', // attorney who sends the most invoiced dollars
  migrator: 'para_0150', // paralegal who bulk-uploaded a firm's archive on migration day
  efiler: 'para_0061', // paralegal who e-files far more than anyone else
};

export const NOBODY = 'atty_0999';

// Story anchors, all relative to `now` (exported so that cases can name them).
export function storyDays(now) {
  const t = +now;
  const today = Math.floor(t / DAY) * DAY;
  const monday = today - ((new Date(t).getUTCDay() + 6) % 7) * DAY;
  return {
    // court e-filing gateway outage: a Wednesday 3 weeks back; no e-filing succeeded that day,
    // the backlog went through the next day
    outage: monday - 3 * 7 * DAY + 2 * DAY,
    // e-signature feature launch day
    esignLaunch: today - 50 * DAY,
    churnerLast: today - 45 * DAY,
    newcomerFirst: today - 5 * DAY,
    returnerQuietFrom: today - 90 * DAY,
    returnerBack: today - 38 * DAY,
    // a new firm's document archive bulk-uploaded: the Tuesday of the week two weeks back
    migration: monday - 2 * 7 * DAY + DAY,
  };
}

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEvents(now) {
  const T = +now;
  const rnd = mulberry32(0x1e6a1);
  const poisson = (lambda) => {
    if (lambda <= 0) return 0;
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const pick = (weights) => {
    const total = weights.reduce((s, w) => s + w, 0);
    let x = rnd() * total;
    for (let i = 0; i < weights.length; i++) if ((x -= weights[i]) < 0) return i;
    return weights.length - 1;
  };

  const S = storyDays(now);
  const earliest = T - 120 * DAY;
  const latest = T - 120_000;
  const firstDay = Math.floor(earliest / DAY) * DAY;
  const lastDay = Math.floor(T / DAY) * DAY;
  const span = (lastDay - firstDay) / DAY;

  // hour-of-day weights (UTC): US firms work ~13:00–23:00 UTC; clients also in the evening
  const STAFF_HOURS = [
    2, 1, 0.5, 0.3, 0.2, 0.2, 0.2, 0.3, 0.5, 1, 2, 4, 7, 11, 14, 19, 15, 13, 14.5, 14, 12, 9, 6, 3.5,
  ];
  const CLIENT_HOURS = [
    7, 6, 4.5, 3, 2, 1.2, 0.8, 0.6, 0.6, 0.8, 1.2, 2, 3, 4.5, 6, 7, 7, 7.5, 8, 8.5, 9, 12, 9.5, 8.5,
  ];

  // ---- users ------------------------------------------------------------------------------
  const ids = (prefix, count, maxNo, must) => {
    const set = new Set(must);
    while (set.size < count) {
      const n = 1 + Math.floor(rnd() * maxNo);
      const id = `${prefix}_${String(n).padStart(4, '0')}`;
      if (id !== NOBODY) set.add(id);
    }
    return [...set].sort();
  };
  const users = [];
  const addUsers = (role, list) => {
    for (const id of list) {
      // join day: most staff were there from the start; clients keep arriving (accelerating)
      const joinFrac = role === 'client' ? (rnd() < 0.3 ? 0 : Math.sqrt(rnd())) : rnd() < 0.7 ? 0 : rnd();
      const join = firstDay + Math.floor(joinFrac * span) * DAY;
      const churnP = role === 'client' ? 0.15 : 0.08;
      const stop = rnd() < churnP ? join + Math.floor((rnd() * (lastDay - join)) / DAY) * DAY : Infinity;
      users.push({ id, role, join, stop, a: Math.min(2, Math.exp((rnd() - 0.5) * 1.4)) });
    }
  };
  addUsers('atty', ids('atty', 44, 300, ['atty_0042', 'atty_0007', 'atty_0215']));
  addUsers('para', ids('para', 38, 300, ['para_0107', 'para_0150', 'para_0061']));
  addUsers('client', ids('client', 370, 1500, ['client_0913', 'client_0388']));
  const U = Object.fromEntries(users.map((u) => [u.id, u]));
  Object.assign(U.atty_0042, { a: 2.2, join: firstDay, stop: Infinity, top: true });
  Object.assign(U.atty_0215, { a: 1.3, join: firstDay, stop: Infinity, invoicer: true });
  Object.assign(U.atty_0007, { a: 1.2, join: firstDay, stop: Infinity, returner: true });
  Object.assign(U.para_0107, { a: 2.0, join: firstDay, stop: S.churnerLast + DAY });
  Object.assign(U.para_0150, { a: 1.0, join: firstDay, stop: Infinity });
  Object.assign(U.para_0061, { a: 1.8, join: firstDay, stop: Infinity, efiler: true });
  Object.assign(U.client_0388, { a: 1.5, join: firstDay, stop: Infinity, bigPayer: true });
  Object.assign(U.client_0913, { join: Infinity, stop: Infinity }); // scripted below

  // ---- events -----------------------------------------------------------------------------
  const events = [];
  const emit = (userId, eventName, eventValue, t) => {
    if (t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue, t });
  };
  const at = (day, hours) => day + pick(hours) * HOUR + Math.floor(rnd() * 3600) * 1000;

  const minutes = (scale = 1) =>
    6 * Math.max(1, Math.round((rnd() < 0.5 ? 1 + rnd() * 5 : 2 + rnd() * 25) * scale));
  const amount = (lo, hi) => Math.round((lo + rnd() * rnd() * (hi - lo)) * 100) / 100;

  for (let day = firstDay; day <= lastDay; day += DAY) {
    const d = new Date(day);
    const wd = (d.getUTCDay() + 6) % 7; // 0 = Monday
    const dom = d.getUTCDate();
    const monthLen = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    const monthEnd = dom >= monthLen - 1 || dom === 1;
    const growth = 0.75 + 0.55 * ((day - firstDay) / DAY / span);
    const staffWeek = [1, 1.15, 1, 0.97, 0.85, 0.14, 0.06][wd];
    const clientWeek = wd < 5 ? 1 : 0.65;
    const efileFactor = day === S.outage ? 0 : day === S.outage + DAY ? 3.2 : 1;
    const esignAge = (day - S.esignLaunch) / DAY;
    const esign = esignAge < 0 ? 0 : 0.25 + 0.75 * Math.min(1, esignAge / 50);
    const mondayReports = wd === 0 ? 3 : 1;

    for (const u of users) {
      if (day < u.join || day >= u.stop) continue;
      if (u.returner && day >= S.returnerQuietFrom && day < S.returnerBack) continue;
      const g = growth * u.a;
      if (u.role === 'client') {
        const f = growth * clientWeek * (0.6 + 0.4 * u.a);
        const logins = poisson(0.14 * f);
        for (let i = 0; i < logins; i++) emit(u.id, 'Client Portal Login', 0, at(day, CLIENT_HOURS));
        for (let i = poisson(0.06 * f); i > 0; i--) emit(u.id, 'message_sent', 0, at(day, CLIENT_HOURS));
        for (let i = poisson(0.03 * f); i > 0; i--) emit(u.id, 'document-uploaded', 0, at(day, CLIENT_HOURS));
        // paying an invoice: log into the portal, pay a few minutes later
        // the big payer settles a large invoice on the 8th and the 20th of every month
        const payRate = u.bigPayer
          ? dom === 8 || dom === 20
            ? 1
            : 0
          : dom >= 3 && dom <= 26
            ? 0.019 * clientWeek
            : 0.004;
        if (rnd() < payRate) {
          const t = at(day, CLIENT_HOURS);
          emit(u.id, 'Client Portal Login', 0, t);
          const value = u.bigPayer ? amount(4000, 9500) : amount(150, 4200);
          emit(
            u.id,
            'Invoice Paid',
            value,
            t + (2 + Math.floor(rnd() * 15)) * 60_000 + Math.floor(rnd() * 60) * 1000,
          );
        }
        continue;
      }
      const week = u.top && wd === 5 ? 0.6 : staffWeek;
      const w = g * week;
      const staff = (name, rate, value = () => 0) => {
        for (let i = poisson(rate * w); i > 0; i--) emit(u.id, name, value(), at(day, STAFF_HOURS));
      };
      if (u.role === 'atty') {
        staff('time.logged', u.top ? 4.2 : 1.9, () => minutes(u.top ? 1.2 : 1));
        staff('message_sent', wd === 0 ? 0.9 : 0.6); // Monday-morning client updates
        staff('document-uploaded', 0.4);
        staff('efiling.submitted', 0.2 * efileFactor);
        staff('HearingScheduled', 0.13);
        staff('conflict_check_run', 0.05);
        staff('esign-requested', 0.24 * esign);
        staff('ReportExported', 0.028 * mondayReports);
        for (let i = poisson(0.065 * w); i > 0; i--) {
          const t = at(day, STAFF_HOURS);
          if (rnd() < 0.8) emit(u.id, 'conflict_check_run', 0, t - (10 + Math.floor(rnd() * 240)) * 60_000);
          emit(u.id, 'matter_opened', 0, t);
        }
        const inv = u.invoicer ? (monthEnd ? 5 : 0.05) : (monthEnd ? 0.9 : 0.02) * u.a * (wd < 5 ? 1 : 0.4);
        for (let i = poisson(inv); i > 0; i--) {
          // rates and matter sizes creep up as the customer base matures
          const base = u.invoicer ? amount(2500, 14000) : amount(200, 6500);
          emit(
            u.id,
            'InvoiceSent',
            Math.round(base * (0.6 + 0.6 * growth) * 100) / 100,
            at(day, STAFF_HOURS),
          );
        }
      } else {
        staff('document-uploaded', 1.1);
        staff('efiling.submitted', (u.efiler ? 2.2 : 0.5) * efileFactor);
        staff('time.logged', 0.7, () => minutes(0.7));
        staff('message_sent', wd === 0 ? 0.55 : 0.35);
        staff('HearingScheduled', 0.2);
        staff('conflict_check_run', 0.1);
        staff('esign-requested', 0.15 * esign);
      }
    }
  }

  // migration day: para_0150 bulk-uploads a new firm's archive during the afternoon
  for (let i = 0; i < 320; i++) {
    emit('para_0150', 'document-uploaded', 0, S.migration + 14 * HOUR + Math.floor(rnd() * 5 * 3600) * 1000);
  }

  // the newcomer client: first seen 5 days ago, busy ever since
  const N = 'client_0913';
  const script = [
    [5, 15, 'Client Portal Login', 0],
    [5, 15, 'message_sent', 0],
    [5, 16, 'document-uploaded', 0],
    [4, 19, 'Client Portal Login', 0],
    [4, 19, 'document-uploaded', 0],
    [4, 20, 'message_sent', 0],
    [3, 14, 'Client Portal Login', 0],
    [3, 14, 'Invoice Paid', 4850.75],
    [2, 21, 'Client Portal Login', 0],
    [2, 22, 'message_sent', 0],
    [1, 17, 'Client Portal Login', 0],
    [1, 17, 'document-uploaded', 0],
  ];
  script.forEach(([back, h, name, v], i) => {
    emit(N, name, v, lastDay - back * DAY + h * HOUR + (7 + i * 4) * 60_000 + i * 1000);
  });

  events.sort((x, y) => x.t - y.t);
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
