// Blind round "esign": an electronic-signature SaaS.
//
// Senders (snd_XXXX) upload documents, build templates and send envelopes; signers (sgn_0XXXX)
// open, sign or decline them and receive the automatic reminders; admins (adm_XXX) buy seats and
// pay invoices; API integrations (api_int_XX) push bulk sends. Everything is generated relative to
// `now` with a fixed seed, so the same `now` always gives the same events.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'document_uploaded', // sender or integration uploads a document; value = number of pages
  'template.created', // sender or admin builds a template; value = number of fields placed
  'EnvelopeSent', // sender sends an envelope; value = number of recipients
  'Envelope Opened', // signer opens an envelope; value 0
  'envelope-signed', // signer signs; value 0
  'signature_declined', // signer declines to sign; value 0
  'reminder.sent', // automatic reminder delivered to a signer; value = reminder number (1, 2, 3)
  'EnvelopeVoided', // sender voids an envelope still in flight; value 0
  'envelope_expired', // an unfinished envelope expires after 30 days (logged on the sender); value 0
  'Seats Purchased', // an admin buys seats for the team; value = number of seats
  'invoice.paid', // an admin pays the team's invoice; value = amount in euros
  'api-bulk-send', // an API integration sends a batch; value = envelopes in the batch
];

export const PERSONAS = {
  topSender: 'snd_0007', // sends several envelopes every working day, the most active user
  churner: 'snd_0042', // a busy sender who stopped completely 50 days ago
  newcomer: 'snd_0139', // signed up 6 days ago and got going at once
  bigSpender: 'adm_009', // admin of the largest team: most seats, largest invoices
  topIntegration: 'api_int_03', // the busiest API integration, biggest batches
  serialDecliner: 'sgn_04512', // a signer who declines about half of what they receive
  loyalSigner: 'sgn_01187', // countersigns for a big customer: the signer with most signatures
};

export const NOBODY = 'sgn_99999';

function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Business hours in UTC (a European customer base), with a small evening tail.
const HOUR_WEIGHTS = [1, 1, 1, 1, 1, 2, 4, 7, 11, 14, 18, 13, 10, 12, 14, 13, 11, 8, 6, 5, 4, 3, 2, 1];
// Monday .. Sunday
const WEEKDAY_FACTOR = [1.0, 1.12, 1.05, 0.98, 0.8, 0.24, 0.18];

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(0x5e16a7);
  const latest = Math.floor((now - 2 * MIN) / 1000) * 1000;
  const earliest = now - 120 * DAY;
  const today0 = Math.floor(now / DAY) * DAY;
  const first0 = today0 - 119 * DAY; // day index 0 .. 119 (119 = today)
  const INCIDENT_DAY = 119 - 40; // reminder retry storm, 40 days ago

  const raw = [];
  const cutoff = new Map(); // userId -> time after which the account's events are purged
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    raw.push({ userId, eventName, eventValue, t });
  };

  const pick = (weights) => {
    let total = 0;
    for (const w of weights) total += w;
    let x = rnd() * total;
    for (let i = 0; i < weights.length; i++) if ((x -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  const hourOf = () => pick(HOUR_WEIGHTS);
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
  const weekdayOf = (d) => (new Date(first0 + d * DAY).getUTCDay() + 6) % 7;
  const growth = (d) => 0.62 + (0.76 * d) / 119;
  const at = (d) => first0 + d * DAY + hourOf() * HOUR + Math.floor(rnd() * HOUR);
  // Most people leave weekend mail until Monday; reminders are never sent at weekends.
  const weekendToMonday = (t, p = 1) => {
    const wd = (new Date(t).getUTCDay() + 6) % 7;
    return wd >= 5 && rnd() < p ? t + (7 - wd) * DAY : t;
  };

  // ---- signers -----------------------------------------------------------------------
  const signerNums = new Set([4512, 1187]);
  while (signerNums.size < 300) signerNums.add(1000 + Math.floor(rnd() * 9000));
  const signers = [...signerNums].map((n) => {
    const id = `sgn_${String(n).padStart(5, '0')}`;
    const avail = rnd() < 0.6 ? 0 : Math.floor(rnd() * 116);
    let weight = 0.3 + rnd() ** 3 * 3;
    let profile = 'normal';
    if (id === PERSONAS.loyalSigner) [weight, profile] = [7, 'loyal'];
    if (id === PERSONAS.serialDecliner) [weight, profile] = [5, 'decliner'];
    return { id, avail: profile === 'normal' ? avail : 0, weight, profile };
  });

  // ---- senders -----------------------------------------------------------------------
  const senders = [];
  for (let i = 1; i <= 140; i++) {
    const id = `snd_${String(i).padStart(4, '0')}`;
    let join = i <= 70 ? 0 : Math.floor(rnd() * 116);
    let leave = 999;
    let rate = 0.08 + rnd() ** 2 * 0.7;
    if (i <= 100 && i % 6 === 5 && rnd() < 0.9) leave = 25 + Math.floor(rnd() * 70);
    if (id === PERSONAS.topSender) [join, leave, rate] = [0, 999, 3.3];
    if (id === PERSONAS.churner) [join, leave, rate] = [0, 69, 1.6];
    if (id === 'snd_0021') [join, leave, rate] = [0, 999, 2.2]; // a paralegal team's shared login
    if (id === 'snd_0058') [join, leave, rate] = [0, 999, 1.4];
    if (id === PERSONAS.newcomer) [join, leave, rate] = [113, 999, 1.5];
    senders.push({ id, join, leave, rate });
    if (leave < 999) cutoff.set(id, first0 + leave * DAY);
  }

  for (let d = 0; d < 120; d++) {
    const dayFactor = growth(d) * WEEKDAY_FACTOR[weekdayOf(d)];
    const pool = signers.filter((s) => s.avail <= d);
    const poolWeights = pool.map((s) => s.weight);
    for (const s of senders) {
      if (d < s.join || d >= s.leave) continue;
      let n = poisson(s.rate * dayFactor);
      if (d === s.join && s.join > 0) n = Math.max(n, 1);
      for (let e = 0; e < n; e++) {
        const tSend = at(d);
        const stop = cutoff.get(s.id) ?? Infinity;
        const own = (name, value, t) => t < stop && push(s.id, name, value, t);
        if (rnd() < 0.04)
          own('template.created', 2 + Math.floor(rnd() * 24), tSend - 25 * MIN - rnd() * 30 * MIN);
        if (rnd() < 0.76)
          own('document_uploaded', 1 + Math.floor(rnd() ** 2 * 40), tSend - MIN - rnd() * 20 * MIN);
        const r = rnd();
        const k = r < 0.45 ? 1 : r < 0.75 ? 2 : r < 0.88 ? 3 : 4 + Math.floor(rnd() * 5);
        own('EnvelopeSent', k, tSend);
        const voidAt = rnd() < 0.035 ? tSend + 2 * HOUR + rnd() * 5 * DAY : Infinity;
        const chosen = new Set();
        while (chosen.size < Math.min(k, pool.length)) chosen.add(pool[pick(poolWeights)]);
        let allSigned = true,
          declined = false,
          doneAt = tSend;
        for (const g of chosen) {
          const p = g.profile;
          const opens = rnd() < (p === 'normal' ? 0.94 : 0.98);
          const fast = rnd() < (p === 'loyal' ? 0.9 : 0.72);
          // slow signers deal with it from their inbox later, most of them first thing at 08:00 UTC
          const slowDay = Math.floor((tSend + DAY + expo(3 * DAY)) / DAY) * DAY;
          const slowAt = slowDay + (rnd() < 0.5 ? 8 : hourOf()) * HOUR + rnd() * HOUR;
          const openAt = weekendToMonday(fast ? tSend + expo(3 * HOUR) : slowAt, 0.5);
          const u = rnd();
          let outcome = 'none';
          if (opens) {
            if (p === 'decliner') outcome = u < 0.45 ? 'sign' : u < 0.95 ? 'decline' : 'none';
            else if (p === 'loyal') outcome = u < 0.98 ? 'sign' : 'none';
            else outcome = u < 0.9 ? 'sign' : u < 0.95 ? 'decline' : 'none';
          }
          const decideAt = openAt + expo(25 * MIN) + MIN;
          const end = Math.min(voidAt, tSend + 30 * DAY, stop);
          const until = outcome === 'none' ? end : Math.min(end, decideAt);
          for (const [i, days] of [3, 7, 12].entries()) {
            const t = weekendToMonday(tSend + days * DAY + rnd() * 2 * HOUR);
            if (t < until) push(g.id, 'reminder.sent', i + 1, t);
          }
          if (opens && openAt < end) push(g.id, 'Envelope Opened', 0, openAt);
          if (outcome === 'sign' && decideAt < end) push(g.id, 'envelope-signed', 0, decideAt);
          else if (outcome === 'decline' && decideAt < end) {
            push(g.id, 'signature_declined', 0, decideAt);
            declined = true;
          }
          if (outcome !== 'sign') allSigned = false;
          doneAt = Math.max(doneAt, decideAt);
        }
        if (voidAt < Infinity && !(allSigned && doneAt < voidAt) && !declined)
          own('EnvelopeVoided', 0, voidAt);
        else if (!allSigned && !declined && voidAt === Infinity)
          own('envelope_expired', 0, tSend + 30 * DAY + rnd() * HOUR);
      }
    }

    // the incident: a reminder retry loop hits most signers between 13:00 and 17:00 UTC
    if (d === INCIDENT_DAY) {
      for (const g of pool) {
        if (rnd() < 0.12) continue;
        const n = 2 + Math.floor(rnd() * 7);
        for (let i = 0; i < n; i++)
          push(g.id, 'reminder.sent', 1, first0 + d * DAY + 13 * HOUR + rnd() * 4 * HOUR);
      }
    }
  }

  // ---- admins: seats and invoices ----------------------------------------------------------
  for (let i = 1; i <= 25; i++) {
    const id = `adm_${String(i).padStart(3, '0')}`;
    const big = id === PERSONAS.bigSpender;
    const join = i <= 15 ? 0 : 5 + Math.floor(rnd() * 105);
    const price = [19, 29, 39][Math.floor(rnd() * 3)];
    const perSeat = big ? 39 : price;
    let seats = big ? 120 : 3 + Math.floor(rnd() ** 2 * 40);
    const billingDay = join + Math.floor(rnd() * 30);
    const cancel = i === 4 || i === 13 ? 55 + Math.floor(rnd() * 20) : 999;
    if (join > 0) push(id, 'Seats Purchased', seats, at(join));
    for (let d = join; d < Math.min(120, cancel); d++) {
      if (d > join && rnd() < (big ? 0.05 : 0.012)) {
        const more = big ? 5 + Math.floor(rnd() * 26) : 1 + Math.floor(rnd() * 10);
        seats += more;
        push(id, 'Seats Purchased', more, at(d));
      }
      if (d >= billingDay && (d - billingDay) % 30 === 0) push(id, 'invoice.paid', seats * perSeat, at(d));
      if (rnd() < 0.03 * WEEKDAY_FACTOR[weekdayOf(d)])
        push(id, 'template.created', 3 + Math.floor(rnd() * 20), at(d));
    }
  }

  // ---- API integrations: bulk sends --------------------------------------------------------
  for (let i = 1; i <= 8; i++) {
    const id = `api_int_${String(i).padStart(2, '0')}`;
    const top = id === PERSONAS.topIntegration;
    const rate = top ? 0.95 : 0.15 + rnd() * 0.35;
    const start = i <= 5 ? 0 : 20 + Math.floor(rnd() * 60);
    for (let d = start; d < 120; d++) {
      const n = poisson(rate * growth(d) * (weekdayOf(d) < 5 ? 1 : 0.3));
      for (let e = 0; e < n; e++) {
        const t = first0 + d * DAY + Math.floor(rnd() * DAY);
        push(id, 'document_uploaded', 1 + Math.floor(rnd() * 12), t - 90_000);
        push(id, 'api-bulk-send', top ? 150 + Math.floor(rnd() * 351) : 10 + Math.floor(rnd() * 191), t);
      }
    }
  }

  // ---- right now: the top sender is at work and a signer is reading ------------------------
  push(PERSONAS.topSender, 'document_uploaded', 6, latest - 14 * MIN);
  push(PERSONAS.topSender, 'EnvelopeSent', 2, latest - 12 * MIN);
  push(PERSONAS.loyalSigner, 'Envelope Opened', 0, latest - 3 * MIN);
  push(PERSONAS.topSender, 'document_uploaded', 3, latest);

  raw.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return raw.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }));
}
