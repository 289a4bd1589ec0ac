// Wedding-planning app: couples plan a wedding, guests RSVP and buy from the gift registry.
// Deterministic for a given `now`: a fixed-seed mulberry32 PRNG, every time placed relative to now.

export const EVENT_NAMES = [
  'wedding_created', // a couple creates their wedding (value 0)
  'guest_invited', // couple adds guests to the list (value = guests added in that batch)
  'invitation.email_sent', // invitation e-mail delivered (value 0)
  'invite-email-failed', // invitation e-mail bounced / not delivered (value 0)
  'rsvp_yes', // guest accepts (value = party size, seats)
  'rsvp_no', // guest declines (value 0)
  'Vendor Shortlisted', // couple shortlists a vendor (value 0)
  'vendor.booked', // couple books a vendor (value = deposit paid, USD)
  'BudgetItemAdded', // couple adds a budget line (value = planned amount, USD)
  'seating-chart-edited', // couple edits the seating chart (value = tables touched)
  'GiftPurchased', // guest buys a registry gift (value = amount, USD)
  'login', // anyone signs in (value 0)
];

export const PERSONAS = {
  topPlanner: 'couple_001', // the most active couple, all 120 days
  churner: 'couple_007', // very active early, wedding happened ~60 days ago, silent since
  bigSpender: 'couple_042', // books the expensive vendors (largest deposits)
  newcomer: 'couple_150', // created their wedding 2 days ago
  generousGuest: 'guest_0100', // buys many registry gifts
  quietGuest: 'guest_0300', // logged in and declined, nothing else
};
export const NOBODY = 'couple_999';

export const INCIDENT_DAYS_AGO = 19; // the invitation e-mail outage day (UTC day, counted back from today)

const DAY = 86_400_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Monday..Sunday: couples plan at weekends, Saturday busiest.
const WEEKDAY_W = [0.64, 0.62, 0.64, 0.5, 0.7, 1.0, 0.82];
// Hour of day (UTC): evening peak at 20:00.
const HOUR_W = [
  0.3, 0.2, 0.15, 0.1, 0.1, 0.1, 0.2, 0.4, 0.6, 0.7, 0.8, 0.85, 0.95, 0.9, 0.85, 0.85, 0.9, 1.0, 1.3, 1.6,
  2.4, 1.7, 1.1, 0.6,
];
const HOUR_SUM = HOUR_W.reduce((a, b) => a + b, 0);

function pickWeighted(rand, entries) {
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let x = rand() * total;
  for (const [k, w] of entries) {
    if ((x -= w) < 0) return k;
  }
  return entries[entries.length - 1][0];
}

export function generateEvents(now) {
  const rand = mulberry32(0x5eed1e55);
  const nowMs = Math.floor(+now / 1000) * 1000;
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const incidentDay = today - INCIDENT_DAYS_AGO * DAY;
  const events = [];

  // A time on a day between `fromAgo` and `toAgo` days ago (fromAgo >= toAgo), weekday/hour shaped.
  function randomTime(fromAgo, toAgo) {
    for (let tries = 0; tries < 500; tries++) {
      const d = toAgo + Math.floor(rand() * (fromAgo - toAgo + 1));
      const day = today - d * DAY;
      const wd = (new Date(day).getUTCDay() + 6) % 7;
      if (rand() > WEEKDAY_W[wd]) continue;
      let x = rand() * HOUR_SUM,
        h = 0;
      while ((x -= HOUR_W[h]) >= 0 && h < 23) h++;
      const t = day + h * 3_600_000 + Math.floor(rand() * 3600) * 1000;
      if (t >= earliest && t <= latest) return t;
    }
    return latest - Math.floor(rand() * 3600) * 1000;
  }

  const push = (userId, eventName, eventValue, t) => events.push({ userId, eventName, eventValue, t });

  // ---- couples --------------------------------------------------------------------------
  const COUPLES = 150;
  for (let i = 1; i <= COUPLES; i++) {
    const id = `couple_${String(i).padStart(3, '0')}`;
    // Growth: more couples join recently (join skewed towards now).
    let joinAgo = Math.floor(118 * (1 - rand() ** 0.7));
    let leaveAgo = 0;
    let n = 40 + Math.floor(rand() * rand() * 300);
    // A wedding date passes and the couple goes quiet: natural churn for older couples.
    if (joinAgo > 50 && rand() < 0.35) leaveAgo = Math.max(1, joinAgo - 20 - Math.floor(rand() * 40));
    // Even a busy couple rarely logs more than about 4 actions a day.
    n = Math.min(n, 4 * (joinAgo - leaveAgo + 1));
    let depositScale = 1;
    if (id === PERSONAS.topPlanner) {
      joinAgo = 117;
      leaveAgo = 0;
      n = 1500;
    }
    if (id === PERSONAS.churner) {
      joinAgo = 112;
      leaveAgo = 62;
      n = 470;
    }
    if (id === PERSONAS.bigSpender) {
      joinAgo = 90;
      leaveAgo = 0;
      n = 520;
      depositScale = 10;
    }
    if (id === PERSONAS.newcomer) {
      joinAgo = 2;
      leaveAgo = 0;
      n = 18;
    }
    if (leaveAgo >= joinAgo) leaveAgo = 0;
    const times = Array.from({ length: n }, () => randomTime(joinAgo, leaveAgo)).sort((a, b) => a - b);
    let shortlisted = 0;
    times.forEach((t, k) => {
      if (k === 0) return push(id, 'wedding_created', 0, t);
      let name = pickWeighted(rand, [
        ['login', 30],
        ['guest_invited', 17],
        ['invitation.email_sent', 16],
        ['Vendor Shortlisted', 8],
        ['vendor.booked', 4],
        ['BudgetItemAdded', 12],
        ['seating-chart-edited', 9],
      ]);
      if (name === 'vendor.booked' && shortlisted === 0) name = 'Vendor Shortlisted';
      if (name === 'invitation.email_sent') {
        const dayOf = Math.floor(t / DAY) * DAY;
        if (dayOf === incidentDay ? rand() < 0.75 : rand() < 0.025) name = 'invite-email-failed';
      }
      let v = 0;
      if (name === 'Vendor Shortlisted') shortlisted++;
      if (name === 'guest_invited') v = 1 + Math.floor(rand() * 8);
      if (name === 'vendor.booked') v = 50 * (4 + Math.floor(rand() * rand() * 80)) * depositScale;
      if (name === 'BudgetItemAdded') v = Math.round((40 + rand() * rand() * 6000) * 100) / 100;
      if (name === 'seating-chart-edited') v = 1 + Math.floor(rand() * 4);
      push(id, name, v, t);
    });
  }

  // ---- guests ---------------------------------------------------------------------------
  const GUESTS = 320;
  for (let i = 1; i <= GUESTS; i++) {
    const id = `guest_${String(i).padStart(4, '0')}`;
    let joinAgo = Math.floor(115 * (1 - rand() ** 0.7));
    let leaveAgo = Math.max(0, joinAgo - 10 - Math.floor(rand() * 50));
    let n = 4 + Math.floor(rand() * rand() * 55);
    let giftP = 0.3;
    if (id === PERSONAS.generousGuest) {
      joinAgo = 80;
      leaveAgo = 3;
      n = 90;
      giftP = 0.75;
    }
    if (id === PERSONAS.quietGuest) {
      joinAgo = 40;
      leaveAgo = 38;
      n = 2;
    }
    const times = Array.from({ length: n }, () => randomTime(joinAgo, leaveAgo)).sort((a, b) => a - b);
    let rsvp = null;
    times.forEach((t, k) => {
      if (k === 0) return push(id, 'login', 0, t);
      if (k === 1 && (id === PERSONAS.quietGuest || rand() < 0.85)) {
        rsvp =
          id === PERSONAS.quietGuest
            ? 'rsvp_no'
            : id === PERSONAS.generousGuest || rand() < 0.74
              ? 'rsvp_yes'
              : 'rsvp_no';
        return push(id, rsvp, rsvp === 'rsvp_yes' ? 1 + Math.floor(rand() * rand() * 4) : 0, t);
      }
      const p = rsvp === 'rsvp_yes' ? giftP : 0.06;
      if (rand() < p)
        return push(id, 'GiftPurchased', Math.round((25 + rand() * rand() * 380) * 100) / 100, t);
      push(id, 'login', 0, t);
    });
  }

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
