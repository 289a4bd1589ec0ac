// On-call & incident management tool — synthetic usage events for the blind round "oncall".
//
// Story (all relative to `now`, 120 days of history):
// - The customer's engineering org grows: ~175 engineers at the start, ~350 active at the end, so
//   alerts, pages and everything downstream grow with it.
// - Monitoring integrations (bot_*) fire alerts around the clock, peaking at 14:00 UTC (deploys);
//   Tuesday is release day and the noisiest day of the week; weekends are quiet for humans.
// - A part of the alerts page the on-call engineer (page_sent); they acknowledge it
//   (Page Acknowledged, value = minutes to acknowledge), slow acks escalate, some pages become
//   incidents (IncidentOpened, value = severity 1-4), which get status-page updates, are resolved
//   (incident.resolved, value = minutes to resolve) and, for the bad ones, get a postmortem.
// - Acknowledgement gets faster over time (the team matures): mean minutes to ack drift down.
// - The big outage: a Tuesday 35-41 days ago, 14:00-19:00 UTC, floods every event type.
// - Personas: eng_priya (top responder), eng_marcus (very active, then churned 45 days ago),
//   eng_zoe (joined 6 days ago), eng_tomas (often paged, slowest to acknowledge, swaps most
//   shifts), eng_ines (incident commander: resolves and writes many postmortems), adm_helen (buys most seats), adm_raj (maintains schedules), bot_datadog (the
//   noisiest integration), bot_pingdom (a rarely firing integration).
// - A chaos drill on the second Wednesday of every month, 10:00-12:00 UTC, adds ~150 alerts.
// - Right now a check of bot_uptimerobot is flapping: a few alerts in the last ~10 minutes.

export const EVENT_NAMES = [
  'alert.fired',
  'page_sent',
  'Page Acknowledged',
  'escalation_triggered',
  'IncidentOpened',
  'status-page-update',
  'incident.resolved',
  'postmortem_written',
  'shift-swapped',
  'SeatsPurchased',
  'Runbook Viewed',
  'schedule.updated',
];

export const PERSONAS = {
  topResponder: 'eng_priya',
  churner: 'eng_marcus',
  newcomer: 'eng_zoe',
  slowAcker: 'eng_tomas',
  postmortemWriter: 'eng_ines',
  topBuyer: 'adm_helen',
  scheduler: 'adm_raj',
  noisyBot: 'bot_datadog',
  quietBot: 'bot_pingdom',
};

export const NOBODY = 'eng_kowalski';

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

// Start of the UTC day of the big outage: the Tuesday 35-41 days before today.
export function incidentDayStart(now) {
  const today = Math.floor(+now / DAY) * DAY;
  for (let age = 35; age <= 41; age++) {
    const t = today - age * DAY;
    if (new Date(t).getUTCDay() === 2) return t;
  }
  throw new Error('unreachable');
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
  const rnd = mulberry32(0x0c0ff1ce);
  const nowMs = +now;
  const end = Math.floor((nowMs - 2 * MIN) / 1000) * 1000; // latest allowed timestamp
  const start = nowMs - 120 * DAY;
  const today = Math.floor(nowMs / DAY) * DAY;
  const incidentDay = incidentDayStart(now);

  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  const normal = () => {
    const u = Math.max(rnd(), 1e-12),
      v = rnd();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const poisson = (lambda) => {
    if (lambda > 60) return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * normal()));
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const pickWeighted = (items, weight) => {
    let total = 0;
    for (const it of items) total += weight(it);
    let r = rnd() * total;
    for (const it of items) {
      r -= weight(it);
      if (r < 0) return it;
    }
    return items[items.length - 1];
  };
  const dnum = (t) => new Date(t).getUTCDate();
  const hourPick = (weights) => {
    const total = weights.reduce((s, w) => s + w, 0);
    let r = rnd() * total;
    for (let h = 0; h < 24; h++) {
      r -= weights[h];
      if (r < 0) return h;
    }
    return 23;
  };

  // ---- people ------------------------------------------------------------------------
  const usedIds = new Set();
  const freshId = (prefix) => {
    for (;;) {
      const id = `${prefix}_${int(1000, 9999)}`;
      if (!usedIds.has(id)) {
        usedIds.add(id);
        return id;
      }
    }
  };
  // joinAge: days ago the engineer starts; active while joinAge >= age > churnAge.
  const engineers = [
    { id: 'eng_priya', joinAge: 121, churnAge: -1, w: 16, swapW: 1 },
    { id: 'eng_marcus', joinAge: 121, churnAge: 45, w: 9, swapW: 3 },
    { id: 'eng_zoe', joinAge: 6, churnAge: -1, w: 3, swapW: 1 },
    { id: 'eng_tomas', joinAge: 121, churnAge: -1, w: 8, swapW: 9 },
    { id: 'eng_ines', joinAge: 121, churnAge: -1, w: 2, swapW: 1 },
  ];
  for (const p of engineers) usedIds.add(p.id);
  usedIds.add(NOBODY);
  for (let i = 0; i < 400; i++) {
    const joinAge = i < 170 ? 121 : int(1, 112);
    let churnAge = -1;
    if (rnd() < 0.15) {
      const c = int(15, 100);
      if (joinAge - c >= 10) churnAge = c;
    }
    const w = Math.min(3.5, Math.exp(0.6 * normal()));
    engineers.push({ id: freshId('eng'), joinAge, churnAge, w, swapW: Math.sqrt(w) });
  }
  // each admin's team is on a plan: the price of one seat in dollars
  const admins = [
    { id: 'adm_helen', w: 1, price: 49 },
    { id: 'adm_raj', w: 1, price: 29 },
  ];
  for (const a of admins) usedIds.add(a.id);
  for (let i = 0; i < 28; i++)
    admins.push({ id: freshId('adm'), w: 0.1 + 2 * rnd() ** 2, price: [19, 23, 29, 37, 43, 47][int(0, 5)] });
  const bots = [
    ['bot_datadog', 30],
    ['bot_prometheus', 21],
    ['bot_cloudwatch', 14],
    ['bot_grafana', 10.5],
    ['bot_sentry', 5.2],
    ['bot_newrelic', 4.4],
    ['bot_uptimerobot', 4.5],
    ['bot_statuscake', 3.2],
    ['bot_elastic', 2.4],
    ['bot_zabbix', 1.8],
    ['bot_honeycomb', 1.3],
    ['bot_nagios', 0.9],
    ['bot_pingdom', 0.35],
  ].map(([id, w]) => ({ id, w }));

  const events = [];
  const emit = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < start || t > end) return;
    events.push({ userId, eventName, eventValue, t });
  };

  // ---- rhythms -----------------------------------------------------------------------
  //                 Sun   Mon  Tue  Wed   Thu  Fri  Sat
  const alertDayF = [0.55, 1.0, 1.4, 1.05, 1.0, 0.9, 0.6];
  const humanDayF = [0.3, 1.1, 1.0, 1.0, 1.0, 0.85, 0.35];
  const swapDayF = [0.3, 1.0, 0.9, 0.9, 1.0, 1.6, 0.35];
  const alertHourW = [1, 1, 1, 1, 1, 1, 1, 1.2, 1.5, 2, 2, 2.2, 2.4, 3, 5, 4, 3, 2.2, 2, 1.8, 1.4, 1.2, 1, 1];
  const humanHourW = [
    0.1, 0.1, 0.1, 0.1, 0.1, 0.2, 0.4, 1, 2, 3, 3.2, 3, 2.4, 2.8, 3.4, 3.2, 3, 2.6, 1.8, 1, 0.6, 0.4, 0.2,
    0.1,
  ];
  const outageHourW = Array.from({ length: 24 }, (_, h) =>
    h === 14 ? 2 : h === 15 ? 5 : h === 16 ? 4 : h === 17 ? 3 : h === 18 ? 2 : 0,
  );

  // ---- the alert → page → ack → incident cascade -------------------------------------------
  function cascade(t0, bot, active, age, { pageP, incidentP, sevW }) {
    emit(bot.id, 'alert.fired', 0, t0);
    if (rnd() >= pageP) return;
    const eng = pickWeighted(active, (e) => e.w);
    const tPage = t0 + int(5, 90) * 1000;
    emit(eng.id, 'page_sent', 0, tPage);
    const hour = new Date(t0).getUTCHours();
    const dow = new Date(t0).getUTCDay();
    const acked = rnd() < 0.96;
    let ackMin = Math.exp(Math.log(3) + 0.6 * normal());
    if (hour < 6) ackMin *= 2.5;
    if (dow === 0 || dow === 6) ackMin *= 1.5;
    if (eng.id === 'eng_tomas') ackMin *= 6;
    ackMin *= 0.7 + 0.9 * (age / 120); // the team gets faster at acknowledging over time
    ackMin = Math.max(1, Math.min(90, Math.round(ackMin)));
    const others = () => pickWeighted(active, (e) => (e === eng ? 0 : e.w));
    if (!acked || ackMin > 15) emit(others().id, 'escalation_triggered', 1, tPage + 15 * MIN);
    if (!acked || ackMin > 30) emit(others().id, 'escalation_triggered', 2, tPage + 30 * MIN);
    if (!acked) return;
    const tAck = tPage + ackMin * MIN + int(0, 59) * 1000;
    emit(eng.id, 'Page Acknowledged', ackMin, tAck);
    if (rnd() < 0.5) emit(eng.id, 'Runbook Viewed', 0, tAck + int(30, 600) * 1000);
    if (rnd() >= incidentP) return;
    const sev = 1 + [0, 1, 2, 3].indexOf(pickWeighted([0, 1, 2, 3], (i) => sevW[i]));
    const tOpen = tAck + int(2, 20) * MIN + int(0, 59) * 1000;
    emit(eng.id, 'IncidentOpened', sev, tOpen);
    const nUpdates = sev === 1 ? int(3, 6) : sev === 2 ? int(2, 3) : sev === 3 ? (rnd() < 0.3 ? 1 : 0) : 0;
    let tu = tOpen;
    for (let i = 0; i < nUpdates; i++) {
      tu += int(10, 40) * MIN + int(0, 59) * 1000;
      const who = rnd() < 0.75 ? eng.id : pickWeighted(admins, (a) => (a.id === 'adm_raj' ? 2 : a.w)).id;
      emit(who, 'status-page-update', 0, tu);
    }
    if (rnd() >= 0.97) return;
    const [lo, hi] = [
      [60, 400],
      [40, 240],
      [20, 180],
      [10, 120],
    ][sev - 1];
    const resMin = int(lo, hi);
    const tRes = tOpen + resMin * MIN + int(0, 59) * 1000;
    const rr = rnd();
    const resolver = rr < 0.65 ? eng.id : rr < 0.8 ? 'eng_ines' : others().id;
    emit(resolver, 'incident.resolved', resMin, tRes);
    const pmP = sev <= 2 ? 0.85 : sev === 3 ? 0.25 : 0;
    if (rnd() < pmP) {
      const d = Math.floor(tRes / DAY) * DAY + int(1, 4) * DAY;
      const writer = rnd() < 0.3 ? 'eng_ines' : eng.id;
      emit(writer, 'postmortem_written', 0, d + int(9, 17) * HOUR + int(0, 3599) * 1000);
    }
  }

  const normalMix = { pageP: 0.4, incidentP: 0.12, sevW: [0.08, 0.22, 0.4, 0.3] };
  const outageMix = { pageP: 0.5, incidentP: 0.2, sevW: [0.35, 0.35, 0.2, 0.1] };

  for (let age = 120; age >= 0; age--) {
    const ds = today - age * DAY;
    const dow = new Date(ds).getUTCDay();
    const active = engineers.filter((e) => e.joinAge >= age && age > e.churnAge);
    const scale = active.length / 250;
    const at = (weights) => ds + hourPick(weights) * HOUR + int(0, 3599) * 1000;

    // alerts and their cascades
    const nAlerts = poisson(75 * scale * alertDayF[dow]);
    for (let i = 0; i < nAlerts; i++)
      cascade(
        at(alertHourW),
        pickWeighted(bots, (b) => b.w),
        active,
        age,
        normalMix,
      );
    // the monthly chaos drill: second Wednesday of the month, 10:00-12:00 UTC
    if (dow === 3 && dnum(ds) >= 8 && dnum(ds) <= 14) {
      for (let i = 0; i < 150; i++)
        cascade(
          ds + 10 * HOUR + int(0, 7199) * 1000,
          pickWeighted(bots, (b) => b.w),
          active,
          age,
          normalMix,
        );
    }
    if (ds === incidentDay) {
      const outageBots = bots.slice(0, 4);
      for (let i = 0; i < 450; i++)
        cascade(
          at(outageHourW),
          pickWeighted(outageBots, (b) => b.w),
          active,
          age,
          outageMix,
        );
      for (let i = 0; i < 30; i++)
        emit(pickWeighted(admins, (a) => a.w).id, 'status-page-update', 0, at(outageHourW));
      for (let i = 0; i < 120; i++)
        emit(pickWeighted(active, (e) => e.w).id, 'Runbook Viewed', 0, at(outageHourW));
    }

    // everyday human activity
    const nRunbook = poisson(25 * scale * humanDayF[dow]);
    for (let i = 0; i < nRunbook; i++)
      emit(pickWeighted(active, (e) => e.w).id, 'Runbook Viewed', 0, at(humanHourW));
    const nSwaps = poisson(9 * scale * swapDayF[dow]);
    for (let i = 0; i < nSwaps; i++)
      emit(pickWeighted(active, (e) => e.swapW).id, 'shift-swapped', 0, at(humanHourW));
    const nSched = poisson(3 * humanDayF[dow]);
    for (let i = 0; i < nSched; i++) {
      emit(
        pickWeighted(admins, (a) => (a.id === 'adm_raj' ? 8 : a.w)).id,
        'schedule.updated',
        0,
        at(humanHourW),
      );
    }
    const nSeats = poisson(0.6 * (0.6 + scale / 2));
    for (let i = 0; i < nSeats; i++) {
      const helen = rnd() < 0.3;
      const who = helen ? admins[0] : pickWeighted(admins.slice(1), (a) => a.w);
      const seats = helen ? int(10, 40) : int(1, 16);
      emit(who.id, 'SeatsPurchased', seats * who.price, at(humanHourW));
    }

    // newcomers show up on their first day: they read runbooks
    for (const e of engineers) if (e.joinAge === age) emit(e.id, 'Runbook Viewed', 0, at(humanHourW));
  }

  // everyone must appear at least once
  const seen = new Set(events.map((e) => e.userId));
  for (const e of engineers) {
    if (seen.has(e.id)) continue;
    const age = Math.min(e.joinAge, 119);
    const lastAge = Math.max(e.churnAge + 1, 0);
    const a = age - Math.floor(rnd() * Math.max(1, age - lastAge));
    emit(e.id, 'Runbook Viewed', 0, today - a * DAY + int(9, 16) * HOUR + int(0, 3599) * 1000);
  }
  for (const a of admins) {
    if (seen.has(a.id)) continue;
    emit(a.id, 'schedule.updated', 0, today - int(2, 110) * DAY + int(9, 16) * HOUR + int(0, 3599) * 1000);
  }

  // a check is flapping right now
  for (let i = 0; i < 4; i++) emit('bot_uptimerobot', 'alert.fired', 0, end - i * 157_000);

  events.sort((a, b) => a.t - b.t);
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
