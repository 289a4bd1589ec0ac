// Blind round "freelance": a freelance marketplace.
//
// Clients (client_xxx) post jobs, freelancers (fl_0001 …) send proposals, clients look at
// profiles, hire one freelancer, fund milestones into escrow and release them once work is
// submitted; both sides leave reviews, a contract now and then ends in a dispute, and
// freelancers withdraw their earnings (minus a 10 % platform fee).
//
// Event names and what eventValue means (0 where the event carries no figure):
//   signup                 a new account was created (clients and freelancers)   value 0
//   job_posted             a client posted a job                                 budget in USD
//   proposal.sent          a freelancer sent a proposal / bid on a job           bid amount in USD
//   ProfileViewed          a client opened a freelancer's profile                seconds spent on the profile
//   message.sent           a chat message (either side)                          value 0
//   FreelancerHired        a client hired a freelancer (userId = the client)     agreed contract value in USD
//   Milestone Funded       a client paid a milestone into escrow                 amount in USD
//   work-submitted         a freelancer submitted work for a milestone           number of files attached
//   milestone.released     a client released an escrowed milestone               amount in USD
//   review_left            a review at the end of a contract (either side)       star rating 1–5
//   Dispute Opened         a dispute on a milestone (either side)                disputed amount in USD
//   withdrawal_requested   a freelancer withdrew earnings to their bank          amount in USD (after the 10 % fee)
//
// Story: the marketplace grows (more jobs per day and more accounts over the 120 days),
// clients post mostly on weekdays during European/US business hours while freelancers work
// around the clock and at weekends too. Personas: fl_0007 is the busiest account (a very
// active freelancer), client_vx9 is the big spender (large budgets), client_mrk was a heavy
// client who went silent about 46 days ago (churner), fl_0288 signed up about five days ago
// (newcomer), client_qzt opens a dispute on many of its contracts. Incident: 38 days before
// `now` (a whole UTC day) the payment provider was down: no milestone could be released that
// day (releases and withdrawals slipped to the next day) and freelancers opened a wave of
// disputes.

export const EVENT_NAMES = [
  'signup',
  'job_posted',
  'proposal.sent',
  'ProfileViewed',
  'message.sent',
  'FreelancerHired',
  'Milestone Funded',
  'work-submitted',
  'milestone.released',
  'review_left',
  'Dispute Opened',
  'withdrawal_requested',
];

export const PERSONAS = {
  topUser: 'fl_0007',
  bigSpender: 'client_vx9',
  churner: 'client_mrk',
  newcomer: 'fl_0288',
  disputer: 'client_qzt',
};

export const NOBODY = 'fl_0999';

export const INCIDENT_DAYS_AGO = 38; // the payment outage day: dayStart(now) − 38 days
export const CHURN_DAYS_AGO = 46; // client_mrk's last activity is before now − 46 days

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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
  const rnd = mulberry32(20260415);
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const chance = (p) => rnd() < p;
  const gauss = () => {
    let s = 0;
    for (let i = 0; i < 6; i++) s += rnd();
    return (s - 3) / Math.sqrt(0.5);
  };
  const poisson = (lambda) => {
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const expo = (mean) => -Math.log(1 - rnd()) * mean;
  const pickWeighted = (items, weightOf) => {
    let total = 0;
    for (const it of items) total += weightOf(it);
    let r = rnd() * total;
    for (const it of items) {
      r -= weightOf(it);
      if (r < 0) return it;
    }
    return items[items.length - 1];
  };

  const START = T - 120 * DAY + 60_000;
  const END = T - 3 * 60_000;
  const today = Math.floor(T / DAY) * DAY;
  const incidentDay = today - INCIDENT_DAYS_AGO * DAY;
  const churnAt = T - CHURN_DAYS_AGO * DAY - 7 * HOUR;
  const SPAN = 125 * DAY; // jobs start a few days before the window so early flows are mid-way

  // ---- accounts ---------------------------------------------------------------------------
  // Joining density grows over the window (more sign-ups lately).
  const joinTime = () =>
    chance(0.42) ? -Infinity : START + Math.pow(rnd(), 1 / 1.7) * (END - START - 2 * DAY);
  const freelancers = [];
  for (let i = 1; i <= 287; i++) {
    const id = `fl_${String(i).padStart(4, '0')}`;
    freelancers.push({ id, join: joinTime(), weight: Math.exp(gauss() * 0.75), churn: Infinity });
  }
  const fl7 = freelancers[6];
  fl7.join = -Infinity;
  fl7.weight = 16;
  freelancers.push({ id: 'fl_0288', join: T - 5 * DAY - 9 * HOUR - 17 * 60_000, weight: 7, churn: Infinity });

  const clients = [];
  const taken = new Set(['client_vx9', 'client_mrk', 'client_qzt']);
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789';
  while (clients.length < 157) {
    const id = 'client_' + chars[int(0, 25)] + chars[int(0, 35)] + chars[int(0, 35)];
    if (taken.has(id)) continue;
    taken.add(id);
    clients.push({
      id,
      join: joinTime(),
      weight: Math.exp(gauss() * 0.7),
      churn: Infinity,
      budget: 1,
      dispute: 0.07,
    });
  }
  clients.push({ id: 'client_vx9', join: -Infinity, weight: 6, churn: Infinity, budget: 7, dispute: 0.04 });
  clients.push({ id: 'client_mrk', join: -Infinity, weight: 7, churn: churnAt, budget: 1.3, dispute: 0.05 });
  clients.push({
    id: 'client_qzt',
    join: T - 100 * DAY,
    weight: 6,
    churn: Infinity,
    budget: 1,
    dispute: 0.7,
  });
  const everyone = new Map([...freelancers, ...clients].map((u) => [u.id, u]));

  const events = [];
  const emit = (userId, eventName, eventValue, t) => events.push({ userId, eventName, eventValue, t });

  for (const u of everyone.values()) if (u.join > START) emit(u.id, 'signup', 0, u.join);

  // ---- rhythms ----------------------------------------------------------------------------
  const weekdayFactor = [0.5, 1.1, 1.7, 1.15, 1.0, 0.85, 0.45]; // by getUTCDay(): Sun … Sat
  // clients post in European/US business hours (peak 15:00 UTC); freelancers answer in their
  // own morning, many of them in South Asia and Eastern Europe (peak 09:00 UTC)
  const clientHours = [1, 1, 1, 1, 1, 2, 3, 5, 8, 11, 12, 12, 11, 13, 16, 26, 17, 14, 10, 7, 5, 4, 3, 2];
  const freelancerHours = [3, 3, 0.5, 4, 7, 9, 11, 13, 15, 24, 15, 12, 10, 9, 9, 9, 8, 7, 6, 5, 5, 4, 3, 3];
  const hourOf = (profile) => {
    const h = pickWeighted(
      profile.map((w, i) => i),
      (i) => profile[i],
    );
    return h * HOUR + int(0, 3599) * 1000;
  };

  // ---- jobs and contracts -----------------------------------------------------------------
  const firstDay = today - Math.ceil(SPAN / DAY) * DAY;
  for (let day = firstDay; day <= today; day += DAY) {
    const progress = (day - firstDay) / SPAN;
    const rate = (4.2 + 9.4 * progress) * weekdayFactor[new Date(day).getUTCDay()];
    const jobs = poisson(rate);
    for (let j = 0; j < jobs; j++) {
      const t0 = day + hourOf(clientHours);
      const activeClients = clients.filter((c) => c.join < t0 && t0 < c.churn - 6 * DAY);
      if (!activeClients.length) continue;
      const client = pickWeighted(activeClients, (c) => c.weight);
      const budget = Math.max(40, Math.round((Math.exp(6.4 + gauss() * 0.8) * client.budget) / 5) * 5);
      emit(client.id, 'job_posted', budget, t0);

      // Proposals
      const k = 2 + poisson(3.5 + Math.min(4, budget / 1500));
      const pool = freelancers.filter((f) => f.join < t0);
      const bidders = [];
      for (let i = 0; i < k && pool.length; i++) {
        const f = pickWeighted(pool, (x) => x.weight);
        pool.splice(pool.indexOf(f), 1);
        const near = t0 + expo(10 * HOUR) + 5 * 60_000;
        let tp = Math.floor(near / DAY) * DAY + hourOf(freelancerHours);
        if (tp <= t0) tp += DAY;
        const bid = Math.max(25, Math.round(budget * (0.7 + rnd() * 0.55)));
        emit(f.id, 'proposal.sent', bid, tp);
        bidders.push({ f, tp, bid });
      }
      if (!bidders.length) continue;

      // Shortlist: profile views and a few messages
      let lastContact = t0;
      for (const b of bidders) {
        if (!chance(0.4) && b.f !== fl7) continue;
        const tv = b.tp + expo(6 * HOUR) + 60_000;
        emit(client.id, 'ProfileViewed', int(15, 420), tv);
        lastContact = Math.max(lastContact, tv);
        if (chance(0.55)) {
          const tm = tv + expo(3 * HOUR);
          emit(client.id, 'message.sent', 0, tm);
          const tr = tm + expo(2 * HOUR) + 60_000;
          emit(b.f.id, 'message.sent', 0, tr);
          lastContact = Math.max(lastContact, tr);
        }
      }

      // Hire
      if (!chance(client.budget > 3 ? 0.85 : 0.6)) continue;
      const chosen = pickWeighted(bidders, (b) => Math.sqrt(b.f.weight));
      let cursor = Math.max(lastContact, chosen.tp) + (0.3 + rnd() * 3) * DAY;
      emit(client.id, 'FreelancerHired', chosen.bid, cursor);
      const m = chosen.bid < 500 ? 1 : chosen.bid < 3000 ? int(1, 2) : int(2, 4);
      const per = Math.round(chosen.bid / m);
      let disputed = false;
      for (let i = 0; i < m; i++) {
        cursor += (0.05 + rnd() * 0.9) * DAY;
        emit(client.id, 'Milestone Funded', per, cursor);
        const msgs = int(0, 4);
        for (let x = 0; x < msgs; x++) {
          emit(chance(0.5) ? client.id : chosen.f.id, 'message.sent', 0, cursor + rnd() * 4 * DAY);
        }
        cursor += (1 + rnd() * 5) * DAY;
        emit(chosen.f.id, 'work-submitted', int(1, 8), cursor);
        if (chance(0.15)) {
          // the client asked for a revision: a second submission
          cursor += (0.3 + rnd() * 1.7) * DAY;
          emit(chosen.f.id, 'work-submitted', int(1, 4), cursor);
        }
        cursor += (0.15 + rnd() * 2.5) * DAY;
        if (chance(client.dispute)) {
          emit(client.dispute > 0.3 || chance(0.5) ? client.id : chosen.f.id, 'Dispute Opened', per, cursor);
          disputed = true;
          break;
        }
        let tr = cursor;
        if (Math.floor(tr / DAY) * DAY === incidentDay)
          tr = incidentDay + DAY + int(1, 10) * HOUR + int(0, 3599) * 1000;
        emit(client.id, 'milestone.released', per, tr);
        if (chance(0.72)) {
          let tw = tr + (0.1 + expo(1.5)) * DAY;
          if (Math.floor(tw / DAY) * DAY === incidentDay) tw += DAY;
          emit(chosen.f.id, 'withdrawal_requested', Math.round(per * 0.9), tw);
        }
      }
      // Reviews
      const done = cursor + (0.1 + rnd() * 2) * DAY;
      const stars = () => (disputed ? int(1, 2) : pickWeighted([3, 4, 5], (s) => ({ 3: 1, 4: 3, 5: 6 })[s]));
      if (chance(disputed ? 0.5 : 0.72)) emit(client.id, 'review_left', stars(), done);
      if (chance(disputed ? 0.4 : 0.62)) emit(chosen.f.id, 'review_left', stars(), done + rnd() * DAY);
    }
  }

  // ---- the incident: a wave of disputes on the outage day -----------------------------------
  const wave = 26;
  for (let i = 0; i < wave; i++) {
    const pool = freelancers.filter((f) => f.join < incidentDay);
    const f = pickWeighted(pool, (x) => x.weight);
    emit(
      f.id,
      'Dispute Opened',
      Math.round(Math.exp(6 + gauss() * 0.7)),
      incidentDay + (7 + rnd() * 15) * HOUR,
    );
  }

  // ---- clean up: window, whole seconds, no activity before joining or after churning ------
  const out = [];
  for (const e of events) {
    const t = Math.floor(e.t / 1000) * 1000;
    const u = everyone.get(e.userId);
    if (t < START || t > END) continue;
    if (e.t < u.join || e.t >= u.churn) continue;
    out.push({ userId: e.userId, eventName: e.eventName, eventValue: e.eventValue, t });
  }
  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
