// Toll-road operator: tag accounts of drivers. Deterministic for a given `now`.
const DAY = 86_400_000,
  HOUR = 3_600_000;

export const EVENT_NAMES = [
  'tag_issued', // a transponder tag issued to a new account; value = tag deposit
  'gantry.pass', // a toll gantry read the tag/plate and charged the toll; value = toll charged
  'TopUp', // prepaid balance topped up; value = amount paid in
  'Low Balance Warning', // balance fell under the threshold; value = remaining balance
  'plate-read-failed', // the gantry could not read tag or plate; value 0
  'dispute_opened', // the driver disputed a charge; value = disputed amount
  'dispute.resolved', // a dispute was closed; value = amount refunded (0 if rejected)
  'InvoiceSent', // monthly invoice for postpaid accounts; value = invoice total
  'autopay_enabled', // driver switched on automatic top-ups; value 0
  'account.login', // driver signed in to the self-service portal/app; value 0
  'Tag Replaced', // a lost/broken tag replaced; value = replacement fee
];

export const PERSONAS = {
  topCommuter: 'acct_10007', // two commutes every weekday, the most passes
  hauler: 'acct_10013', // freight truck: few passes, truck-class tolls, top spender
  churner: 'acct_10021', // very active until ~45 days ago, then nothing
  newcomer: 'acct_10458', // tag issued 3 days ago
  disputer: 'acct_10099', // plate reads keep failing; many disputes
  lowBalance: 'acct_10150', // lives on the edge of an empty balance, never autopays
};
export const NOBODY = 'acct_99999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const N_USERS = 460;
const TOLLS = [1.35, 2.1, 2.85, 3.6, 4.4];
const INCIDENT_DAYS_AGO = 18; // camera outage at the north gantries: plate reads fail

export function generateEvents(now) {
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const rnd = mulberry32(20261125);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const out = [];
  const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');

  for (let i = 0; i < N_USERS; i++) {
    const id = `acct_${10000 + i}`;
    let persona = Object.entries(PERSONAS).find(([, v]) => v === id)?.[0];
    // join: 40% existing before the window, the rest joined with growth toward recent days
    let joinAgo;
    if (rnd() < 0.4) joinAgo = null;
    else joinAgo = Math.max(1, Math.floor(116 * Math.sqrt(rnd()))); // more joins recently? invert below
    if (joinAgo !== null) joinAgo = Math.max(1, 117 - joinAgo); // density grows toward recent
    let stopAgo = rnd() < 0.18 ? 8 + Math.floor(rnd() * 100) : -1;
    let rate = Math.exp((rnd() - 0.5) * 1.8) * 0.62;
    let truck = rnd() < 0.05;
    if (truck) rate = Math.min(rate, 0.45);
    let autopay = rnd() < 0.32;
    let postpaid = rnd() < 0.2;
    let failRate = 0.012;
    let loginRate = 0.03 + rnd() * 0.1;
    if (persona === 'topCommuter') {
      joinAgo = null;
      stopAgo = -1;
      rate = 3.9;
      truck = false;
      autopay = true;
    }
    if (persona === 'hauler') {
      joinAgo = null;
      stopAgo = -1;
      rate = 1.7;
      truck = true;
      autopay = true;
      postpaid = false;
    }
    if (persona === 'churner') {
      joinAgo = null;
      stopAgo = 45;
      rate = 1.9;
      truck = false;
      postpaid = false;
      failRate = 0;
    }
    if (persona === 'newcomer') {
      joinAgo = 3;
      stopAgo = -1;
      rate = 1.2;
      truck = false;
    }
    if (persona === 'disputer') {
      joinAgo = null;
      stopAgo = -1;
      rate = 1.1;
      failRate = 0.2;
      postpaid = true;
      loginRate = 0.01;
    }
    if (persona === 'lowBalance') {
      joinAgo = null;
      stopAgo = -1;
      rate = 1.5;
      autopay = false;
      postpaid = false;
    }
    if (joinAgo !== null && stopAgo >= joinAgo) stopAgo = -1;

    const startAgo = joinAgo ?? 119;
    let balance = 15 + Math.floor(rnd() * 60);
    const push = (t, name, v) => {
      if (t >= earliest && t <= latest)
        out.push({ userId: id, eventName: name, eventValue: v, timestamp: iso(t) });
    };
    const r2 = (x) => Math.round(x * 100) / 100;
    const monthly = new Map();

    for (let ago = startAgo; ago >= 0; ago--) {
      if (stopAgo >= 0 && ago <= stopAgo) break;
      const d0 = today - ago * DAY;
      const wd = (new Date(d0).getUTCDay() + 6) % 7; // 0 = Monday
      const weekend = wd >= 5;
      if (ago === joinAgo) {
        push(d0 + (9 + rnd() * 8) * HOUR, 'tag_issued', pick([0, 10, 10, 15]));
        if (autopay) push(d0 + (18 + rnd() * 4) * HOUR, 'autopay_enabled', 0);
        balance = pick([20, 30, 50]);
      }
      if (joinAgo === null && autopay && ago === 119 - (i % 60) && rnd() < 0.3)
        push(d0 + (20 + rnd() * 2) * HOUR, 'autopay_enabled', 0);
      if (rnd() < loginRate) push(d0 + (7 + rnd() * 15) * HOUR, 'account.login', 0);
      if (rnd() < 0.0006 * 3) push(d0 + (10 + rnd() * 7) * HOUR, 'Tag Replaced', 5);
      // passes today
      let expected = rate * [0.95, 1, 1, 1.05, 1.2, 0.5, 0.36][wd];
      let n = Math.floor(expected) + (rnd() < expected - Math.floor(expected) ? 1 : 0);
      if (ago === 0) n = Math.min(n, 2);
      const times = [];
      for (let k = 0; k < n; k++) {
        let h;
        if (weekend) h = 9 + rnd() * 9;
        else {
          const u = rnd();
          h = u < 0.45 ? 7.25 + rnd() : u < 0.8 ? 16.5 + rnd() * 1.5 : 9 + rnd() * 7;
        }
        if (truck && rnd() < 0.4) h = rnd() * 6;
        times.push(d0 + h * HOUR + Math.floor(rnd() * 60) * 1000);
      }
      times.sort((a, b) => a - b);
      for (const t of times) {
        const toll = truck ? r2(pick(TOLLS) * 4.5) : pick(TOLLS);
        const failP = ago === INCIDENT_DAYS_AGO ? 0.7 : failRate;
        if (rnd() < failP) {
          push(t + 5000, 'plate-read-failed', 0);
          if (rnd() < (persona === 'disputer' ? 0.8 : 0.22)) {
            const to = t + (1 + rnd() * 3) * DAY;
            push(to, 'dispute_opened', toll);
            if (rnd() < 0.7) push(to + (2 + rnd() * 5) * DAY, 'dispute.resolved', rnd() < 0.75 ? toll : 0);
          }
        }
        push(t, 'gantry.pass', toll);
        const mk = new Date(t).toISOString().slice(0, 7);
        monthly.set(mk, (monthly.get(mk) ?? 0) + toll);
        if (postpaid) continue;
        balance = r2(balance - toll);
        if (balance < 10) {
          push(t + 60_000, 'Low Balance Warning', balance);
          if (autopay) {
            const amt = persona === 'hauler' ? 200 : truck ? 100 : pick([25, 50]);
            push(t + 180_000, 'TopUp', amt);
            balance = r2(balance + amt);
          } else if (rnd() < (persona === 'lowBalance' ? 0.35 : 0.55)) {
            const amt = persona === 'lowBalance' ? 20 : pick([20, 40, 50, 100]);
            push(t + (1 + rnd() * 20) * HOUR, 'TopUp', amt);
            balance = r2(balance + amt);
          }
        }
      }
    }
    if (postpaid) {
      for (const [mk, total] of monthly) {
        const t = Date.parse(mk + '-01T00:00:00Z');
        const inv = Date.UTC(
          new Date(t).getUTCFullYear(),
          new Date(t).getUTCMonth() + 1,
          1,
          6,
          Math.floor(rnd() * 50),
        );
        push(inv, 'InvoiceSent', r2(total));
      }
    }
  }
  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
