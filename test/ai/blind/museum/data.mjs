// Museum visitor app + ticketing: synthetic, deterministic usage events for a given `now`.
const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const EVENT_NAMES = [
  'ticket_purchased', // timed-entry tickets bought, value = dollars (0 for members / free day)
  'ticket.scanned', // staff scan at the door, userId = staff member, value = party size admitted
  'Membership Purchased', // new or renewed membership, value = dollars
  'AudioGuidePlayed', // one audio-guide track, value = minutes listened
  'exhibit-qr-scan', // visitor scanned an exhibit QR label, value 0
  'gift_shop.order', // gift-shop order, value = dollars
  'donation.received', // donation, value = dollars
  'event_rsvp', // RSVP to a talk / late opening, value = number of guests
  'app_open', // app opened, value 0
  'Map Viewed', // floor map opened, value 0
  'ExhibitSaved', // exhibit added to favourites, value 0
];

export const PERSONAS = {
  superMember: 'visitor_1007', // family member who visits four times a week, heavy app + audio user
  bigDonor: 'visitor_1313', // patron: a few very large donations, top of any money ranking
  churner: 'visitor_1140', // weekly regular until ~70 days ago, then gone
  newcomer: 'visitor_1488', // first ever event 3 days ago
  audioFan: 'visitor_1266', // listens to long audio-guide tracks on every visit
  doorStaff: 'staff_02', // front-door scanner, most events of anyone
};
export const NOBODY = 'visitor_9999';

const STAFF = [
  ['staff_02', 0.5],
  ['staff_01', 0.24],
  ['staff_03', 0.2],
  ['staff_04', 0.06],
];
const WEEKDAY_FACTOR = [1.45, 0, 0.8, 0.85, 1.0, 1.1, 1.6]; // by getUTCDay(): Sun..Sat; Monday closed
export const COMMUNITY_DAY = 33; // days ago: free admission day, four times the attendance, $0 tickets
export const AUDIO_OUTAGE_DAY = 12; // days ago: audio guide servers down, no plays

export function generateEvents(now) {
  const rnd = mulberry32(0x6a11e27);
  const nowMs = +now,
    today = Math.floor(nowMs / DAY) * DAY;
  const lo = nowMs - 120 * DAY,
    hi = nowMs - 2 * MIN;
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const r2 = (x) => Math.round(x * 100) / 100;
  const isMonday = (d) => new Date(today - d * DAY).getUTCDay() === 1;
  const communityDay = isMonday(COMMUNITY_DAY) ? COMMUNITY_DAY + 1 : COMMUNITY_DAY; // never on a closed Monday

  // visitors: id, first day (days ago), last day, weight, member?
  const visitors = [];
  for (let i = 1000; i < 1480; i++) {
    const id = `visitor_${i}`;
    let start = rnd() < 0.35 ? 112 + Math.floor(rnd() * 8) : Math.floor(rnd() ** 0.8 * 112) + 1;
    let end = rnd() < 0.15 ? Math.max(1, Math.floor(rnd() * start)) : 0;
    const weight = 0.3 + 3 * rnd() ** 3;
    const member = rnd() < 0.2;
    visitors.push({ id, start, end, weight, member });
  }
  const P = (id) => visitors.find((v) => v.id === id);
  Object.assign(P('visitor_1007'), { start: 118, end: 0, weight: 0, member: true });
  Object.assign(P('visitor_1313'), { start: 110, end: 0, weight: 1.5, member: true });
  Object.assign(P('visitor_1140'), { start: 118, end: 70, weight: 0, member: false });
  Object.assign(P('visitor_1266'), { start: 100, end: 0, weight: 2, member: false });
  visitors.push({ id: 'visitor_1488', start: 3, end: 0, weight: 0, member: false });
  for (const v of visitors) {
    if (isMonday(v.start)) v.start += v.start >= 118 ? -1 : 1;
    if (v.end > v.start) v.end = v.start;
  }

  function visit(v, d, opts = {}) {
    const dayMs = today - d * DAY;
    const free = d === communityDay;
    const arrival = dayMs + 10 * HOUR + Math.floor((rnd() + rnd()) * 3.3 * HOUR);
    const qty = 1 + Math.floor(rnd() ** 2 * 4);
    const price = v.member || free ? 0 : qty * (rnd() < 0.7 ? 24 : 16);
    // members usually walk in on their card (no ticket); ~3% of bought tickets are no-shows
    const memberCard = v.member && rnd() < 0.6;
    if (!memberCard)
      push(v.id, 'ticket_purchased', price, arrival - 12 * MIN - Math.floor(rnd() * 28 * HOUR));
    if (!memberCard && !opts.heavy && rnd() < 0.03) return;
    if (v.member && rnd() < 0.04)
      push(v.id, 'Membership Purchased', pick([85, 140, 140, 300]), arrival - 30 * MIN);
    const r = rnd();
    let acc = 0,
      staff = STAFF[0][0];
    for (const [s, w] of STAFF) {
      acc += w;
      if (r < acc) {
        staff = s;
        break;
      }
    }
    push(staff, 'ticket.scanned', qty, arrival);
    let t = arrival;
    const step = () => (t += Math.floor((2 + rnd() * 14) * MIN));
    if (rnd() < 0.75 || opts.heavy) push(v.id, 'app_open', 0, step());
    if (rnd() < 0.5) push(v.id, 'Map Viewed', 0, step());
    const audio = (opts.heavy || opts.audio || rnd() < 0.55) && d !== AUDIO_OUTAGE_DAY;
    const scans = Math.floor(rnd() * (opts.heavy ? 10 : 5));
    for (let k = 0; k < scans; k++) {
      push(v.id, 'exhibit-qr-scan', 0, step());
      if (audio && rnd() < 0.7) {
        const mins = opts.audio ? 8 + rnd() * 14 : 0.5 + rnd() * 9;
        push(v.id, 'AudioGuidePlayed', Math.round(mins * 10) / 10, step());
      }
    }
    if (rnd() < 0.2) push(v.id, 'ExhibitSaved', 0, step());
    if (rnd() < 0.25) push(v.id, 'gift_shop.order', r2(6.5 + rnd() ** 2 * 115), step() + 20 * MIN);
    if (rnd() < 0.05) push(v.id, 'donation.received', pick([10, 20, 25, 50, 100, 250]), step());
  }

  const firstDay = new Map();
  for (const v of visitors) {
    if (!firstDay.has(v.start)) firstDay.set(v.start, []);
    firstDay.get(v.start).push(v);
  }

  for (let d = 121; d >= 0; d--) {
    const dayMs = today - d * DAY;
    const wd = new Date(dayMs).getUTCDay();
    // in-museum visits
    if (wd !== 1) {
      const active = visitors.filter((v) => v.start >= d && v.end <= d && v.weight > 0);
      const total = active.reduce((s, v) => s + v.weight, 0);
      let n = Math.round((14 + 36 * (1 - d / 121)) * WEEKDAY_FACTOR[wd] * (0.85 + 0.3 * rnd()));
      if (d === communityDay) n *= 4;
      for (const v of firstDay.get(d) ?? []) visit(v, d);
      for (let k = 0; k < n && total > 0; k++) {
        let r = rnd() * total,
          v = active[0];
        for (const a of active) {
          r -= a.weight;
          if (r <= 0) {
            v = a;
            break;
          }
        }
        visit(v, d, { audio: v.id === 'visitor_1266' });
      }
      if (d <= 118 && (wd === 0 || wd === 3 || wd === 5 || wd === 6))
        visit(P('visitor_1007'), d, { heavy: true });
      if (d <= 118 && d >= 70 && wd === 0) visit(P('visitor_1140'), d);
      if (d === 3) visit(visitors.at(-1), d);
      if (d === 1 && wd !== 1) visit(visitors.at(-1), d);
    }
    // online activity at any hour, every day (including Mondays)
    const online = visitors.filter((v) => v.start >= d && v.end <= d && v.weight > 0);
    if (!online.length) continue;
    const browse = 12 + Math.floor(rnd() * 8);
    for (let k = 0; k < browse; k++) {
      const v = pick(online),
        t = dayMs + Math.floor(rnd() * DAY);
      push(v.id, 'app_open', 0, t);
      if (rnd() < 0.4) push(v.id, 'Map Viewed', 0, t + 3 * MIN);
      if (rnd() < 0.3) push(v.id, 'ExhibitSaved', 0, t + 5 * MIN);
    }
    const rsvps = 2 + Math.floor(rnd() * 4);
    for (let k = 0; k < rsvps; k++)
      push(pick(online).id, 'event_rsvp', 1 + Math.floor(rnd() * 4), dayMs + Math.floor(rnd() * DAY));
    if (rnd() < 0.5)
      push(
        pick(online).id,
        'donation.received',
        pick([5, 15, 25, 40, 75, 150]),
        dayMs + Math.floor(rnd() * DAY),
      );
    if (rnd() < 0.45) {
      const v = pick(online);
      push(v.id, 'Membership Purchased', pick([85, 140, 300]), dayMs + Math.floor(rnd() * DAY));
    }
    if (d % 29 === 7)
      push(
        'visitor_1313',
        'donation.received',
        1000 + 500 * Math.floor(rnd() * 8),
        dayMs + 15 * HOUR + Math.floor(rnd() * 5 * HOUR),
      );
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
