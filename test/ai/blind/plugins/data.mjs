// Plugin marketplace for a design tool: designers browse, install, run, buy and review plugins;
// developers publish versions and receive weekly payouts. Deterministic for a given `now`.

const HOUR = 3_600_000,
  DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'plugin_installed', // value 0
  'plugin.uninstalled', // value 0
  'PluginRun', // value: run duration in seconds
  'License Purchased', // value: price paid, USD
  'review-submitted', // value: stars 1–5
  'payout.sent', // value: payout to the developer, USD
  'VersionPublished', // value: bundle size of the new version, KB
  'crash_report', // value: severity 1 (minor) – 3 (fatal)
  'search_performed', // value: number of results shown
  'Trial Started', // value: trial length in days
  'refund-issued', // value: amount refunded, USD
  'listing.viewed', // value 0
];

export const PERSONAS = {
  powerUser: 'user_0042', // runs plugins every single day, the most active designer
  churner: 'user_0107', // very active early on, silent for the last ~45 days
  newcomer: 'user_0588', // first seen 3 days ago
  bigSpender: 'user_0230', // buys licenses again and again
  topDeveloper: 'dev_007', // publishes most versions, biggest payouts; shipped the bad version
  critic: 'user_0315', // writes a lot of (mostly harsh) reviews
};
export const NOBODY = 'user_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const INCIDENT_DAY = -17; // days relative to the start of today (UTC): crash storm
const PRICES = [4.99, 9.99, 12, 15, 19, 24.5, 29, 49];
const WEEKDAY_FACTOR = [0.35, 1, 1.05, 1.1, 1.05, 0.9, 0.45]; // by getUTCDay (Sunday first)

export function generateEvents(now) {
  const nowMs = +now;
  const D0 = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const rnd = mulberry32(20261125);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };
  const sessionHour = (apac) => {
    // peak early afternoon UTC (Europe + Americas), a smaller Asia-Pacific crowd around 03:00 UTC
    let s = 0;
    for (let i = 0; i < 4; i++) s += rnd();
    if (apac) return (24 + Math.floor(3 + (s - 2) * 6)) % 24;
    return Math.min(23, Math.max(0, Math.floor(14.5 + (s - 2) * 7)));
  };

  // ---- designers ------------------------------------------------------------------------
  const designers = [];
  for (let i = 1; i <= 430; i++) {
    const id = `user_${String(i * 1 + (i > 400 ? 170 : 0)).padStart(4, '0')}`;
    const r = rnd();
    // a quarter were already here before the window; the rest join at a growing pace
    const join = r < 0.25 ? -125 : Math.floor(-120 + 120 * Math.sqrt(rnd()));
    const churn = rnd() < 0.3 ? join + 10 + Math.floor(rnd() * 80) : 999;
    const rate = 0.08 + rnd() * 0.28;
    designers.push({
      id,
      join,
      churn,
      rate,
      apac: rnd() < 0.18,
      buy: 0.03 + rnd() * 0.03,
      review: 0.05,
      crash: 0.025,
    });
  }
  const P = (id) => designers.find((d) => d.id === id);
  Object.assign(P('user_0042'), { join: -125, churn: 999, rate: 1.6, crash: 0.06 });
  Object.assign(P('user_0107'), { join: -125, churn: -45, rate: 1.0 });
  Object.assign(P('user_0588'), { join: -3, churn: 999, rate: 0.9 });
  Object.assign(P('user_0230'), { join: -110, churn: 999, rate: 0.7, buy: 0.45 });
  Object.assign(P('user_0315'), { join: -100, churn: 999, rate: 0.6, review: 0.7 });

  for (const u of designers) {
    for (let d = Math.max(u.join, -121); d <= 0; d++) {
      if (d >= u.churn) break;
      const dayMs = D0 + d * DAY;
      const wd = new Date(dayMs).getUTCDay();
      const incident = d === INCIDENT_DAY;
      let expected = u.rate * WEEKDAY_FACTOR[wd] * (1 + (d + 120) / 240); // usage grows over time
      if (u.id === 'user_0588' && d === -3) expected = Math.max(expected, 1);
      let sessions = 0;
      while (expected > 0) {
        if (rnd() < Math.min(1, expected)) sessions++;
        expected -= 1;
      }
      for (let s = 0; s < sessions; s++) {
        let t = dayMs + sessionHour(u.apac) * HOUR + Math.floor(rnd() * 3600) * 1000;
        if (u.id === 'user_0588' && d === -3 && s === 0) t = dayMs + 10 * HOUR + 17 * 60_000;
        const step = () => (t += (20 + Math.floor(rnd() * 240)) * 1000);
        if (rnd() < 0.55) {
          push(u.id, 'search_performed', Math.floor(rnd() * 60) + 1, t);
          step();
        }
        const views = rnd() < 0.7 ? 1 + Math.floor(rnd() * 3) : 0;
        for (let v = 0; v < views; v++) {
          push(u.id, 'listing.viewed', 0, t);
          step();
        }
        if (rnd() < 0.22 || (d === u.join && s === 0)) {
          push(u.id, 'plugin_installed', 0, t);
          step();
        }
        if (rnd() < 0.05) {
          push(u.id, 'Trial Started', pick([7, 14, 14, 30]), t);
          step();
        }
        const runs = 1 + Math.floor(rnd() * 4);
        for (let k = 0; k < runs; k++) {
          push(u.id, 'PluginRun', 2 + Math.floor(rnd() * rnd() * 400), t);
          step();
          if (rnd() < (incident ? 0.4 : u.crash)) {
            push(u.id, 'crash_report', incident ? 3 : pick([1, 1, 1, 2, 2, 3]), t);
            step();
          }
        }
        if (rnd() < (incident ? 0.35 : 0.05)) {
          push(u.id, 'plugin.uninstalled', 0, t);
          step();
        }
        if (rnd() < u.buy) {
          const price = u.id === 'user_0230' ? pick([29, 49, 49, 24.5]) : pick(PRICES);
          push(u.id, 'License Purchased', price, t);
          step();
          if (rnd() < 0.1) push(u.id, 'refund-issued', price, t + (1 + Math.floor(rnd() * 3)) * DAY);
        }
        if (rnd() < u.review) {
          const stars =
            u.id === 'user_0315'
              ? pick([1, 1, 2, 2, 3, 4])
              : incident
                ? pick([1, 1, 2])
                : pick([3, 4, 4, 5, 5, 5, 2]);
          push(u.id, 'review-submitted', stars, t);
          step();
        }
      }
    }
  }

  // ---- developers ---------------------------------------------------------------------
  for (let i = 1; i <= 42; i++) {
    const id = `dev_${String(i).padStart(3, '0')}`;
    const top = id === 'dev_007';
    const join = top || rnd() < 0.6 ? -125 : Math.floor(-110 + rnd() * 95);
    const size = 80 + Math.floor(rnd() * 900);
    const earn = top ? 900 : 40 + rnd() * 500;
    for (let d = Math.max(join, -121); d <= 0; d++) {
      const dayMs = D0 + d * DAY;
      const wd = new Date(dayMs).getUTCDay();
      const pub = top ? 0.22 : 0.04;
      if (wd !== 0 && wd !== 6 && rnd() < pub) {
        const t = dayMs + (9 + Math.floor(rnd() * 9)) * HOUR + Math.floor(rnd() * 3600) * 1000;
        push(id, 'VersionPublished', size + Math.floor(rnd() * 60), t);
        for (let k = Math.floor(rnd() * 4); k > 0; k--)
          push(id, 'PluginRun', 5 + Math.floor(rnd() * 90), t + k * 97_000);
      }
      if (top && d === INCIDENT_DAY - 1)
        push(id, 'VersionPublished', size + 333, dayMs + 22 * HOUR + 41 * 60_000);
      if (top && d === INCIDENT_DAY) push(id, 'VersionPublished', size + 12, dayMs + 16 * HOUR + 5 * 60_000);
      if (wd === 5 && d > join && rnd() < (top ? 1 : 0.7)) {
        const amount = Math.round(earn * (0.6 + rnd() * 0.8) * (1 + (d + 120) / 200) * 100) / 100;
        push(id, 'payout.sent', amount, dayMs + 8 * HOUR + i * 60_000 + Math.floor(rnd() * 50) * 1000);
      }
    }
  }

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
