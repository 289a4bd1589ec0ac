// Blind round "newsletter": an email newsletter platform.
// Creators draft and send campaigns; subscribers sign up, confirm their opt-in, open, click,
// reply, refer friends, complain, unsubscribe, and some pay for a subscription.
// Everything is generated relative to `now` with a seeded PRNG, so it is deterministic for a
// given `now`.

export const EVENT_NAMES = [
  'signed_up', // subscriber submitted the sign-up form; value 0
  'optin_confirmed', // double opt-in confirmed; value = minutes since sign-up
  'email_opened', // a campaign email was opened; value = seconds spent reading
  'link_clicked', // a link in a campaign was clicked; value 0
  'unsubscribed', // subscriber left the list; value 0
  'spam_complaint', // subscriber marked a campaign as spam; value 0
  'paid_subscription_started', // subscriber started a paid plan; value = price charged, USD
  'renewal_charged', // monthly paid plan renewed; value = amount charged, USD
  'campaign_sent', // creator sent a campaign; value = number of recipients
  'draft_saved', // creator saved a draft; value = word count of the draft
  'ReplyReceived', // subscriber replied to a campaign; value = reply length, characters
  'Web Post Viewed', // subscriber read the web version of a post; value = seconds on the page
];

export const PERSONAS = {
  superfan: 'sub_0007', // opens almost every campaign of every creator, clicks a lot
  bingeReader: 'sub_0333', // follows every creator too, opens three in four campaigns
  topSpender: 'sub_0412', // bought the $250 founding-member plan
  churner: 'sub_0099', // long-time reader who complained, unsubscribed ~75 days ago and vanished
  newcomer: 'sub_0300', // signed up ~36 hours ago
  monthlyPayer: 'sub_0042', // paying $8 a month since before the window, renewals every 30 days
  complainer: 'sub_0250', // marked a campaign as spam and unsubscribed ~19 days ago
  patron: 'sub_0150', // bought the $180 annual supporter plan ~64 days ago
  prolificSender: 'creator_maya', // sends a campaign nearly every weekday, biggest list
  drafter: 'creator_leo', // saves dozens of drafts per campaign, sends every other week
};

export const NOBODY = 'sub_9999';

const SEC = 1000,
  MIN = 60 * SEC,
  HOUR = 60 * MIN,
  DAY = 24 * HOUR;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CREATOR_NAMES = [
  'maya',
  'leo',
  'priya',
  'tomas',
  'ines',
  'kwame',
  'sofia',
  'dmitri',
  'hana',
  'oliver',
  'zara',
  'mateo',
  'aiko',
  'femi',
  'lucia',
  'noah',
  'elif',
  'ravi',
  'greta',
  'jonas',
  'amara',
  'felix',
  'yuki',
  'carmen',
  'idris',
  'nora',
  'pablo',
  'signe',
  'omar',
  'bea',
];

const pad4 = (i) => String(i).padStart(4, '0');
// A fixed fraction in [0, 1) per subscriber and purpose: who joins, confirms, leaves, pays does not
// depend on the random stream, so the totals of the rare events hardly move with `now`.
function frac(i, salt) {
  let h = Math.imul(i ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h ^ salt, 0x27d4eb2f);
  h ^= h >>> 15;
  return (h >>> 0) / 4294967296;
}
const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';
const dayStart = (t) => Math.floor(t / DAY) * DAY;
const isoWeekday = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday

export function generateEvents(now) {
  const rng = mulberry32(0x6e657773); // "news"
  const r = () => rng();
  const int = (a, b) => a + Math.floor(r() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(r() * arr.length)];
  const expo = (mean) => -Math.log(1 - r()) * mean;

  const base = Math.floor(+now / SEC) * SEC;
  const latest = base - 3 * MIN; // nothing in the last 3 minutes
  const earliest = base - 119.5 * DAY; // a little inside the 120-day window
  const firstDay = Math.ceil(earliest / DAY) * DAY;
  const events = [];
  const push = (userId, eventName, t, eventValue) => {
    t = Math.floor(t / SEC) * SEC;
    if (t < earliest || t > latest) return false;
    events.push({ userId, eventName, eventValue, timestamp: iso(t) });
    return true;
  };

  // ---- creators and their campaigns ----------------------------------------------------
  const creators = CREATOR_NAMES.map((name, i) => {
    const id = `creator_${name}`;
    let days,
      every = 1,
      reliability = 0.85,
      drafts = [1, 5],
      hour = pick([7, 8, 9, 11, 13, 14, 14, 14, 14, 15, 16]),
      list = int(400, 30000);
    const kind =
      i < 2 ? name : pick(['weekly', 'weekly', 'weekly', 'twice', 'twice', 'thrice', 'biweekly', 'weekend']);
    if (kind === 'maya') {
      days = [0, 1, 2, 3, 4];
      reliability = 0.93;
      hour = 14;
      list = 52000;
      drafts = [2, 4];
    } else if (kind === 'leo') {
      days = [3];
      every = 2;
      reliability = 1;
      hour = 9;
      list = 8200;
      drafts = [32, 44];
    } else if (kind === 'weekly') days = [pick([1, 1, 3, 0, 4])];
    else if (kind === 'twice')
      days = pick([
        [1, 3],
        [0, 3],
        [1, 4],
      ]);
    else if (kind === 'thrice') days = [0, 2, 4];
    else if (kind === 'weekend') days = [pick([5, 6])];
    else {
      days = [pick([1, 2, 3])];
      every = 2;
    }
    const start = i < 2 ? earliest : r() < 0.25 ? earliest + r() * 80 * DAY : earliest;
    const growth = 1 + r() * 0.25;
    return {
      id,
      days,
      every,
      reliability,
      hour,
      list,
      drafts,
      start,
      growth,
      campaigns: [],
      popularity: i === 0 ? 6 : 1 + r() * 3,
    };
  });

  for (const c of creators) {
    for (let d = firstDay; d < latest; d += DAY) {
      const wd = isoWeekday(d);
      const week = Math.floor((d + 3 * DAY) / (7 * DAY));
      if (!c.days.includes(wd) || week % c.every !== 0) continue;
      const t = d + c.hour * HOUR + int(0, 59) * MIN + int(0, 59) * SEC;
      if (t < c.start || t > latest || r() > c.reliability) continue;
      // drafts in the two days before the send
      const nDrafts = int(c.drafts[0], c.drafts[1]);
      let words = int(120, 400);
      for (let k = 0; k < nDrafts; k++) {
        words += int(20, 260);
        push(
          c.id,
          'draft_saved',
          t - (nDrafts - k) * (expo((90 * MIN) / Math.sqrt(nDrafts)) + 4 * MIN),
          words,
        );
      }
      const progress = (t - earliest) / (120 * DAY);
      const recipients = Math.round(c.list * (1 + (c.growth - 1) * progress) * (0.98 + r() * 0.04));
      if (push(c.id, 'campaign_sent', t, recipients)) c.campaigns.push(t);
    }
  }
  // Maya's viral issue on the Tuesday 16 to 22 days ago: sent to her list plus a partner swap, read far
  // beyond her followers.
  const viralDay = dayStart(base - 16 * DAY) - ((isoWeekday(base - 16 * DAY) + 6) % 7) * DAY;
  const viralAt = viralDay + 14 * HOUR + 7 * MIN + 12 * SEC;
  for (let k = 4; k >= 1; k--)
    push('creator_maya', 'draft_saved', viralAt - k * int(25, 50) * MIN, 900 + k * int(80, 200));
  push('creator_maya', 'campaign_sent', viralAt, 61250);
  const viral = { campaigns: [viralAt], boost: 3 };

  const totalPop = creators.reduce((s, c) => s + c.popularity, 0);
  const pickCreator = () => {
    let x = r() * totalPop;
    for (const c of creators) if ((x -= c.popularity) <= 0) return c;
    return creators[creators.length - 1];
  };

  // ---- subscribers ----------------------------------------------------------------------
  const MONTHLY = [5, 7, 8, 10, 12];
  const ANNUAL = [50, 60, 75, 90, 100];
  for (let i = 1; i <= 520; i++) {
    const id = `sub_${pad4(i)}`;
    const persona = Object.values(PERSONAS).includes(id) ? id : null;
    let from,
      to = latest,
      joins = frac(i, 1) < 0.6;
    if (persona === 'sub_0300') joins = true;
    if (
      ['sub_0099', 'sub_0042', 'sub_0007', 'sub_0333', 'sub_0412', 'sub_0150', 'sub_0250'].includes(persona)
    )
      joins = false;

    let confirmed = true;
    if (joins) {
      const ago = persona === 'sub_0300' ? 1.5 * DAY : (0.3 + 118 * r()) * DAY;
      from = base - ago;
      if (!persona && frac(i, 5) < 0.18) from = viralAt + int(3, 600) * MIN; // came in through the viral issue
      push(id, 'signed_up', from, 0);
      confirmed = persona ? true : frac(i, 2) < 0.65;
      if (confirmed) {
        const mins = Math.max(1, Math.round(expo(persona ? 12 : 180)));
        from += mins * MIN;
        if (!push(id, 'optin_confirmed', from, mins)) confirmed = false;
      }
    } else {
      from = earliest;
    }
    if (!confirmed) continue;

    // leaving
    if (persona === 'sub_0099') to = base - 75 * DAY - 5 * HOUR - 17 * MIN;
    else if (persona === 'sub_0250') to = base - 19 * DAY - 2 * HOUR - 41 * MIN;
    else if (!persona && frac(i, 3) < 0.14) to = from + (0.05 + 0.95 * r()) * (latest - from);
    const leaves = to < latest;

    // reading habits
    const follows = new Set();
    const fan = persona === 'sub_0007' || persona === 'sub_0333';
    const nFollow = fan ? creators.length : persona === 'sub_0099' ? 9 : int(3, 7);
    if (fan) creators.forEach((c) => follows.add(c));
    if (persona === 'sub_0300') follows.add(creators[0]);
    while (follows.size < nFollow) follows.add(pickCreator());
    const openRate =
      persona === 'sub_0007'
        ? 0.96
        : persona === 'sub_0333'
          ? 0.5
          : persona === 'sub_0099' || persona === 'sub_0300'
            ? 0.8
            : 0.2 + r() * 0.6;
    const clickRate = persona === 'sub_0007' ? 0.6 : persona === 'sub_0333' ? 0.75 : 0.05 + r() * 0.35;
    const readMean = 30 + r() * 120;
    follows.add(viral);
    for (const c of follows) {
      for (const t of c.campaigns) {
        // engagement improves as the platform matures (better templates, send-time tuning)
        // a deliverability incident 8 to 11 days ago: many campaigns landed in spam folders
        const incident = t >= base - 11 * DAY && t < base - 8 * DAY ? 0.2 : 1;
        const p = Math.min(
          0.98,
          openRate * (c.boost ?? 1) * incident * (0.75 + (0.5 * (t - earliest)) / (120 * DAY)),
        );
        if (t < from || t >= to || r() > p) continue;
        const late = c !== viral && r() >= 0.65; // some read it days later
        const opened = t + 2 * MIN + (late ? expo(30 * HOUR) : expo(1.5 * HOUR));
        if (opened >= to) continue;
        if (!push(id, 'email_opened', opened, Math.min(1800, 3 + Math.round(expo(readMean))))) continue;
        if (r() < clickRate) {
          const clicked = opened + int(4, 400) * SEC;
          if (clicked < to) push(id, 'link_clicked', clicked, 0);
          if (r() < 0.2 && clicked + 90 * SEC < to) push(id, 'link_clicked', clicked + int(20, 900) * SEC, 0);
        }
        if (r() < 0.0075) push(id, 'ReplyReceived', opened + int(60, 3600) * SEC, int(15, 1600));
        if (r() < 0.065)
          push(id, 'Web Post Viewed', opened + int(10, 1200) * SEC, 5 + Math.round(expo(readMean * 1.5)));
      }
    }

    // paying
    let paid = null;
    if (persona === 'sub_0412') paid = { start: base - 97 * DAY + 3 * HOUR, price: 250, monthly: false };
    else if (persona === 'sub_0150') paid = { start: base - 64 * DAY - 7 * HOUR, price: 180, monthly: false };
    else if (persona === 'sub_0042')
      paid = { start: null, price: 8, monthly: true, phase: 11 * DAY + 8 * HOUR };
    else if (!persona && !joins && frac(i, 4) < 0.09) {
      paid = { start: null, price: pick(MONTHLY), monthly: true, phase: r() * 30 * DAY };
    } else if (!persona && frac(i, 4) >= 0.9 && frac(i, 4) < 0.95) {
      const monthly = r() < 0.7;
      paid = { start: from + r() * (to - from), price: monthly ? pick(MONTHLY) : pick(ANNUAL), monthly };
    }
    if (paid) {
      let next;
      if (paid.start !== null) {
        push(id, 'paid_subscription_started', paid.start, paid.price);
        next = paid.start + 30 * DAY;
      } else {
        next = earliest + paid.phase;
      }
      if (paid.monthly) {
        for (; next < to; next += 30 * DAY) push(id, 'renewal_charged', next + int(0, 600) * SEC, paid.price);
      }
    }

    if (leaves) {
      if (persona === 'sub_0099' || persona === 'sub_0250' || frac(i, 3) < 0.018)
        push(id, 'spam_complaint', to - int(60, 900) * SEC, 0);
      push(id, 'unsubscribed', to, 0);
    }
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
