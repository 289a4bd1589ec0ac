// linkshort: a URL-shortener and link-in-bio SaaS. Deterministic synthetic usage events.
// Every timestamp is derived from `now` (floored to whole seconds); the PRNG seed is fixed.

export const EVENT_NAMES = [
  'signed_up', // a workspace member account is created (value 0)
  'link_created', // a member creates a short link (value 0)
  'link.clicked', // a visitor clicks one of the member's short links; userId = link owner (value 0)
  'QrCodeGenerated', // a QR code is rendered for a link; value = QR size in pixels
  'Custom Domain Added', // a member adds a custom domain (value 0)
  'domain-verified', // DNS verification of a custom domain succeeded (value 0)
  'plan.upgraded', // plan upgrade; value = prorated upgrade charge collected (price x seats x rest of cycle), USD
  'payment_succeeded', // monthly renewal charged; value = invoice amount (price x seats + metered overage), USD
  'payment.failed', // a renewal charge attempt was declined (value 0, nothing collected)
  'ApiCall', // a REST API request by the member's token; value = latency in ms
  'Abuse Report Filed', // a visitor reported one of the member's links; userId = link owner (value 0)
  'link-takedown', // a trust & safety moderator took a link down; userId = moderator (value 0)
  'BioPageEdited', // the member edited their link-in-bio page (value 0)
];

export const PERSONAS = {
  powerUser: 'u_1007', // Business plan agency, heavy API integration, most active member
  churner: 'u_1042', // used to be very active, stopped 40 days ago
  newcomer: 'u_1455', // signed up 4 days ago
  enterprise: 'u_1230', // free user who upgraded to Enterprise ~90 days ago
  spammer: 'u_1366', // signed up ~35 days ago, links keep getting reported
  moderator: 'mod_ana', // trust & safety lead, does most takedowns
  apiPartner: 'u_1118', // integration partner, second-heaviest API user
};
export const NOBODY = 'u_9999';

const HOUR = 3_600_000,
  DAY = 24 * HOUR;
export const dayStartOf = (t) => Math.floor(t / DAY) * DAY;
// Incident days, as day starts relative to now.
export const outageDay = (now) => dayStartOf(Math.floor(+now / 1000) * 1000) - 51 * DAY; // billing processor outage
export const phishingDay = (now) => dayStartOf(Math.floor(+now / 1000) * 1000) - 23 * DAY; // phishing wave

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// UTC hour weights: quiet at night, peak in the US/EU overlap.
const HOUR_W = [
  0.3, 0.25, 0.2, 0.2, 0.2, 0.25, 0.35, 0.5, 0.7, 0.9, 1.0, 1.1, 1.2, 1.4, 1.6, 2.3, 1.6, 1.4, 1.2, 1.0, 0.8,
  0.65, 0.5, 0.4,
];
const HOUR_CUM = (() => {
  let s = 0;
  const c = HOUR_W.map((w) => (s += w));
  return c.map((x) => x / s);
})();
// Monday-first weekday factors.
const WEEKDAY_F = [1.05, 1.15, 1.2, 1.1, 0.95, 0.52, 0.4];

export function generateEvents(nowDate) {
  const now = Math.floor(+nowDate / 1000) * 1000;
  const rnd = mulberry32(20261125);
  const earliest = now - 120 * DAY,
    latest = now - 120_000;
  const today = dayStartOf(now);
  const DAYS = 121; // day index d: start = today - (120 - d) days
  const dayT = (d) => today - (120 - d) * DAY;
  const outageD = 120 - 51,
    phishD = 120 - 23;
  const events = [];
  const pickHour = () => {
    const x = rnd();
    let h = 0;
    while (HOUR_CUM[h] < x) h++;
    return h;
  };
  const stamp = (d, hour = pickHour()) => dayT(d) + hour * HOUR + Math.floor(rnd() * 3600) * 1000;
  const push = (userId, eventName, eventValue, t) => {
    if (t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue, t });
  };
  const poisson = (lam) => {
    const L = Math.exp(-lam);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const normal = () => Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
  const wdf = (d) => WEEKDAY_F[(new Date(dayT(d)).getUTCDay() + 6) % 7];
  const growth = (d) => 0.65 + 0.75 * (d / 120);
  const PRICES = [19, 49, 199];
  const cents = (x) => Math.round(x * 100) / 100;
  const pickPlan = () => {
    const x = rnd();
    return x < 0.62 ? 0 : x < 0.92 ? 1 : 2;
  };

  const members = [];
  for (let i = 1; i <= 455; i++) {
    const id = `u_${1000 + i}`;
    const m = {
      id,
      rate: Math.min(3, 0.22 * Math.exp(0.75 * normal())),
      start: 0,
      end: DAYS,
      api: rnd() < 0.25,
      apiRate: 0.8 + rnd() * 2.2,
      plan: -1,
      paidFrom: Infinity,
      billing: Math.floor(rnd() * 30),
      upgrades: [],
      spam: false,
      seats: 1 + Math.floor(rnd() * rnd() * 8),
    };
    if (rnd() < 0.36) m.start = Math.min(119, Math.floor(120 * Math.sqrt(rnd()))); // signups accelerate
    if (rnd() < 0.18) {
      const c = 10 + Math.floor(rnd() * 100);
      if (c > m.start + 6) m.end = c;
    }
    if (m.start === 0) {
      if (rnd() < 0.32) {
        m.plan = pickPlan();
        m.paidFrom = -1;
      }
    }
    if (m.plan < 0 && rnd() < (m.start > 0 ? 0.3 : 0.1)) {
      const u = m.start + 2 + Math.floor(rnd() * 30);
      if (u < m.end) {
        m.plan = pickPlan();
        m.paidFrom = u;
        m.upgrades.push(u);
      }
    } else if (m.plan >= 0 && m.plan < 2 && rnd() < 0.08) {
      const u = m.start + 5 + Math.floor(rnd() * 100);
      if (u < m.end) {
        m.upgradeLater = u;
      }
    }
    members.push(m);
  }
  const P = (id) => members.find((m) => m.id === id);
  Object.assign(P('u_1007'), {
    rate: 3.2,
    api: true,
    apiRate: 9,
    start: 0,
    end: DAYS,
    plan: 1,
    paidFrom: -1,
    upgrades: [],
    upgradeLater: undefined,
  });
  Object.assign(P('u_1042'), {
    rate: 2.2,
    api: true,
    apiRate: 4,
    start: 0,
    end: 80,
    plan: 0,
    paidFrom: -1,
    upgrades: [],
    upgradeLater: undefined,
  });
  Object.assign(P('u_1455'), {
    rate: 1.4,
    api: false,
    start: 116,
    end: DAYS,
    plan: 0,
    paidFrom: 118,
    upgrades: [118],
    upgradeLater: undefined,
  });
  Object.assign(P('u_1118'), { rate: 1.2, api: true, apiRate: 10, start: 0, end: DAYS });
  Object.assign(P('u_1230'), {
    seats: 6,
    rate: 1.3,
    api: true,
    apiRate: 3,
    start: 0,
    end: DAYS,
    plan: 2,
    paidFrom: 30,
    upgrades: [30],
    upgradeLater: undefined,
  });
  Object.assign(P('u_1366'), {
    rate: 1.6,
    api: false,
    start: 85,
    end: DAYS,
    plan: -1,
    paidFrom: Infinity,
    upgrades: [],
    upgradeLater: undefined,
    spam: true,
  });
  for (const id of ['u_1311', 'u_1322', 'u_1388', 'u_1401', 'u_1419']) {
    Object.assign(P(id), {
      start: 70 + Math.floor(rnd() * 25),
      end: DAYS,
      spam: true,
      plan: -1,
      paidFrom: Infinity,
      upgrades: [],
      upgradeLater: undefined,
    });
  }

  const reports = [];
  for (const m of members) {
    if (m.start > 0) push(m.id, 'signed_up', 0, stamp(m.start));
    const domainDay =
      rnd() < (m.plan >= 0 ? 0.55 : 0.18)
        ? m.start + Math.floor(rnd() * Math.max(1, Math.min(60, m.end - m.start)))
        : -1;
    for (let d = m.start; d < m.end; d++) {
      const f = wdf(d),
        g = growth(d),
        r = m.rate;
      for (let k = poisson(r * 0.35 * f * (m.spam ? 4 : 1)); k--;) push(m.id, 'link_created', 0, stamp(d));
      for (let k = poisson(r * 1.6 * f * g); k--;) push(m.id, 'link.clicked', 0, stamp(d));
      for (let k = poisson(r * 0.1 * f); k--;)
        push(m.id, 'QrCodeGenerated', [256, 512, 1024][Math.floor(rnd() * 3)], stamp(d));
      for (let k = poisson(r * 0.12 * f); k--;) push(m.id, 'BioPageEdited', 0, stamp(d));
      if (m.api)
        for (let k = poisson(r * m.apiRate * 0.5 * f * g); k--;) {
          const slow = d === phishD ? 2.5 : 1;
          push(
            m.id,
            'ApiCall',
            Math.round((40 + rnd() * 80 + (rnd() < 0.05 ? 400 * rnd() : 0)) * slow),
            stamp(d),
          );
        }
      const repP = m.spam ? (d === phishD ? 6 : 0.5) * (m.id === 'u_1366' ? 2.5 : 1) : 0.004 * r;
      for (let k = poisson(repP); k--;) {
        const t = stamp(d);
        push(m.id, 'Abuse Report Filed', 0, t);
        reports.push(t);
      }
      if (d === domainDay || (domainDay >= 0 && d === domainDay + 20 && rnd() < 0.2)) {
        const t = stamp(d);
        push(m.id, 'Custom Domain Added', 0, t);
        if (rnd() < 0.82)
          push(m.id, 'domain-verified', 0, t + (10 + Math.floor(rnd() * 3 * 24 * 60)) * 60_000);
      }
      if (m.upgrades.includes(d)) {
        const t = stamp(d);
        push(m.id, 'plan.upgraded', cents(PRICES[m.plan] * m.seats * (0.2 + 0.8 * rnd())), t);
      }
      if (m.upgradeLater === d) {
        m.plan++;
        push(
          m.id,
          'plan.upgraded',
          cents((PRICES[m.plan] - PRICES[m.plan - 1]) * m.seats * (0.2 + 0.8 * rnd())),
          stamp(d),
        );
      }
      if (m.plan >= 0 && d > m.paidFrom && (d - m.billing) % 30 === 0) {
        const t = stamp(d);
        const amount = cents(PRICES[m.plan] * m.seats + (rnd() < 0.6 ? rnd() * 30 : 0)); // seats + metered overage
        if (rnd() < 0.07) {
          push(m.id, 'payment.failed', 0, t);
          if (d + 1 < m.end) push(m.id, 'payment_succeeded', amount, t + DAY);
        } else push(m.id, 'payment_succeeded', amount, t);
      }
      if (d === outageD && m.plan >= 0 && d > m.paidFrom) {
        for (let k = poisson(0.9); k--;) push(m.id, 'payment.failed', 0, stamp(d));
      }
    }
  }
  // Live campaign: a creator put u_1007's link-in-bio in a story; visitor clicks every 3-8 minutes
  // over the last 36 hours (so "today" and "this week" always have traffic).
  for (let t = now - 36 * HOUR; t < now; t += (180 + Math.floor(rnd() * 300)) * 1000)
    push('u_1007', 'link.clicked', 0, t);
  // Moderators take down most reported links within two days.
  const mods = [
    'mod_ana',
    'mod_ana',
    'mod_ana',
    'mod_ana',
    'mod_ana',
    'mod_ben',
    'mod_ben',
    'mod_ben',
    'mod_kai',
    'mod_kai',
  ];
  for (const t of reports) {
    if (rnd() < 0.65)
      push(
        mods[Math.floor(rnd() * mods.length)],
        'link-takedown',
        0,
        t + (20 + Math.floor(rnd() * 2 * 24 * 60)) * 60_000,
      );
  }
  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
