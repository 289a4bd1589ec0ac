// Remote online notarization platform: signers upload documents, pass identity checks (KBA),
// join video sessions with a commissioned notary, who applies e-seals; the signer is charged a fee.
export const EVENT_NAMES = [
  'login',
  'document_uploaded',
  'id.verified',
  'kba-failed',
  'SessionStarted',
  'Session Completed',
  'seal-applied',
  'fee_charged',
  'session.cancelled',
  'CommissionRenewed',
  'Witness Added',
];

export const PERSONAS = {
  topNotary: 'notary_03',
  lapsedNotary: 'notary_19', // stops ~40 days before now
  newNotary: 'notary_24', // starts ~10 days before now
  titleCompany: 'signer_1007', // heavy repeat client, biggest spender
  churnedSigner: 'signer_1050', // busy early on, nothing in the last ~60 days
  newSigner: 'signer_1400', // first seen a few days ago
};
export const NOBODY = 'signer_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MIN = 60_000,
  HOUR = 3_600_000,
  DAY = 86_400_000;
const HOURS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 6, 8, 9, 11, 8, 8, 7, 6, 5, 3, 1];
// Sunday..Saturday: Tuesday is the peak, weekends quiet
const ACCEPT = [0.2, 0.8, 1, 0.88, 0.76, 0.64, 0.3];
const HOUR_TOTAL = HOURS.reduce((a, b) => a + b, 0);

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(0x5ea1ed);
  const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const latest = now - 2 * MIN,
    earliest = now - 120 * DAY;
  const today = Math.floor(now / DAY) * DAY;
  const incident = today - 23 * DAY;
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const pickHour = () => {
    let x = rnd() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) {
      x -= HOURS[h];
      if (x < 0) return h;
    }
    return 16;
  };
  // a working-pattern time on the day of t: weekends thinned out
  const placeOnDay = (t) => Math.floor(t / DAY) * DAY + pickHour() * HOUR + ri(0, 3599) * 1000;
  const isWeekend = (t) => {
    const d = new Date(t).getUTCDay();
    return d === 0 || d === 6;
  };

  // notaries
  const notaries = [];
  for (let i = 1; i <= 24; i++) {
    const id = `notary_${String(i).padStart(2, '0')}`;
    let from = earliest + ri(0, 10) * DAY,
      to = latest;
    if (i === 19) to = today - 40 * DAY;
    if (i === 24) from = today - 10 * DAY;
    if (i >= 20 && i <= 23) from = earliest + (30 + i * 5) * DAY;
    const weight = i === 3 ? 6 : i === 24 ? 3 : 1 + (i % 4) * 0.4;
    notaries.push({ id, from, to, weight });
    for (let d = Math.floor(from / DAY) * DAY; d < to; d += DAY) {
      if (isWeekend(d) ? rnd() < 0.75 : rnd() < 0.25) continue;
      push(id, 'login', 0, Math.max(from, d + ri(12, 15) * HOUR + ri(0, 3599) * 1000));
    }
    if (i % 5 !== 0 && i !== 19) {
      const t = i === 24 ? today - 9 * DAY + 15 * HOUR : earliest + ri(5, 115) * DAY + ri(13, 21) * HOUR;
      push(id, 'CommissionRenewed', i % 3 === 0 ? 2 : 4, t);
    }
  }
  const pickNotary = (t) => {
    const avail = notaries.filter((n) => t >= n.from && t < n.to);
    if (!avail.length) return 'notary_03';
    let x = rnd() * avail.reduce((s, n) => s + n.weight, 0);
    for (const n of avail) {
      x -= n.weight;
      if (x < 0) return n.id;
    }
    return avail[avail.length - 1].id;
  };

  function session(signer, t0, forceOk = false) {
    let t = t0;
    const isIncident = t0 >= incident && t0 < incident + DAY;
    push(signer, 'login', 0, t);
    const docs = ri(1, 3);
    for (let k = 0; k < docs; k++) {
      t += ri(1, 4) * MIN;
      push(signer, 'document_uploaded', ri(1, 24), t);
    }
    let failed = 0;
    while (!forceOk && failed < 3 && rnd() < (isIncident ? 0.75 : 0.12)) {
      failed++;
      t += ri(2, 6) * MIN;
      push(signer, 'kba-failed', failed, t);
    }
    if (failed === 3) return;
    t += ri(2, 8) * MIN;
    push(signer, 'id.verified', ri(70, 100), t);
    if (!forceOk && rnd() < (isIncident ? 0.45 : 0.07)) {
      t += ri(10, 300) * MIN;
      push(signer, 'session.cancelled', ri(0, 48), t);
      return;
    }
    t += ri(5, 90) * MIN;
    const notary = pickNotary(t);
    push(signer, 'SessionStarted', ri(1, 3), t);
    if (rnd() < 0.2) push(notary, 'Witness Added', 1, t + ri(1, 5) * MIN);
    if (!forceOk && rnd() < 0.04) return; // dropped video call: no completion, no seal, no fee
    t += ri(8, 45) * MIN;
    push(notary, 'Session Completed', ri(8, 45), t);
    let seals = 0;
    for (let k = 0; k < docs; k++) {
      const n = ri(1, 3);
      seals += n;
      t += ri(1, 3) * MIN;
      push(notary, 'seal-applied', n, t);
    }
    if (!forceOk && rnd() < 0.06) return; // fee waived (promo / re-do)
    t += ri(1, 3) * MIN;
    push(signer, 'fee_charged', round2(25 + (seals - 1) * 10 + (rnd() < 0.3 ? 9.5 : 0)), t);
  }

  const nSigners = 430;
  for (let i = 1; i <= nSigners; i++) {
    const id = `signer_${1000 + i}`;
    let join = earliest + Math.sqrt(rnd()) * 116 * DAY;
    let end = rnd() < 0.3 ? join + rnd() * 60 * DAY : latest;
    const r = rnd();
    let n = r < 0.7 ? ri(1, 3) : r < 0.95 ? ri(4, 14) : ri(20, 45);
    if (id === PERSONAS.titleCompany) {
      join = earliest + 2 * DAY;
      end = latest;
      n = 110;
    }
    if (id === PERSONAS.churnedSigner) {
      join = earliest + 3 * DAY;
      end = today - 62 * DAY;
      n = 30;
    }
    if (id === PERSONAS.newSigner) {
      join = today - 4 * DAY;
      end = latest;
      n = 6;
    }
    if (r < 0.7 && id !== PERSONAS.newSigner && id !== PERSONAS.titleCompany && id !== PERSONAS.churnedSigner)
      end = Math.min(end, join + 14 * DAY);
    end = Math.min(end, latest);
    for (let k = 0; k < n; k++) {
      let t;
      for (let tries = 0; tries < 6; tries++) {
        t = placeOnDay(join + rnd() * (end - join));
        if (rnd() < ACCEPT[new Date(t).getUTCDay()]) break;
      }
      if (k === 0) t = Math.max(t, join);
      session(id, t, id === PERSONAS.newSigner && k === 0);
    }
  }
  // incident day: ID provider outage, a rush of failed checks and cancellations
  for (let k = 0; k < 45; k++) {
    const s = `signer_${1001 + ri(0, nSigners - 1)}`;
    session(s, incident + ri(13, 21) * HOUR + ri(0, 3599) * 1000);
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
const round2 = (x) => Math.round(x * 100) / 100;
