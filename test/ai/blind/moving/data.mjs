// Moving company: customer app + crew tablets. Deterministic for a given `now`.
const HOUR = 3_600_000,
  DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'quote_requested', // customer app: value = customer's own estimate, cubic metres
  'Quote Sent', // office: value = surveyor's estimated cubic metres on the quote
  'move.booked', // customer app: value = booked price, EUR
  'MoveRescheduled', // customer app / office: value = days the move date shifted
  'move-cancelled', // customer app: value = refunded amount, EUR
  'crew_dispatched', // crew tablet: value = crew size on that job
  'SuppliesOrdered', // customer app: boxes / tape / wrap order, value = EUR
  'item.inventoried', // crew tablet: value = volume of the item, cubic metres
  'Move Completed', // crew tablet (crew lead): value = hours worked
  'damage_claim_filed', // customer app: value = amount claimed, EUR
  'claim.settled', // customer app: value = payout, EUR
  'PaymentReceived', // customer app: deposit or balance, value = EUR
  'tip-given', // customer app: value = tip, EUR
  'review_posted', // customer app: value = stars 1-5
];

export const PERSONAS = {
  corporateAccount: 'cust_0042', // relocation agent booking many office moves, biggest spender
  churner: 'cust_0117', // very active in the first weeks, silent for ~2.5 months
  newcomer: 'cust_0399', // first seen 3 days ago
  claimant: 'cust_0256', // move with a damage claim that got settled
  canceller: 'cust_0301', // booked, rescheduled twice, then cancelled
  topCrew: 'crew_07', // the crew lead on most jobs
  crewLeaver: 'crew_33', // left the company ~50 days ago
  crewNewcomer: 'crew_36', // joined ~20 days ago
};
export const NOBODY = 'cust_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEvents(now) {
  const nowMs = +now;
  const rng = mulberry32(0x6d0e2026);
  const r = (a, b) => a + rng() * (b - a);
  const ri = (a, b) => Math.floor(r(a, b + 1));
  const pick = (arr) => arr[Math.floor(rng() * arr.length)];
  const today = Math.floor(nowMs / DAY) * DAY;
  const base = today - 120 * DAY; // day index 0 .. 120 (120 = today)
  const lo = nowMs - 120 * DAY,
    hi = nowMs - 120_000;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= lo && t <= hi) out.push({ userId, eventName, eventValue, t });
  };
  const wd = (d) => (new Date(base + d * DAY).getUTCDay() + 6) % 7; // 0 = Monday
  const at = (d, h) => base + d * DAY + h * HOUR;
  // customer app hour: round the clock, evening peak
  const appHour = () => {
    const x = rng();
    if (x < 0.12) return r(0, 7);
    if (x < 0.42) return r(7, 17);
    if (x < 0.62) return r(17, 20);
    if (x < 0.85) return r(20, 21);
    return r(21, 24);
  };
  const officeHour = () => r(8, 18);
  const STORM = 83; // a storm day, 37 days before today

  // crew
  const crew = Array.from({ length: 36 }, (_, i) => `crew_${String(i + 1).padStart(2, '0')}`);
  const crewAvailable = (d) =>
    crew.filter((c) => c !== 'crew_07' && !(c === 'crew_33' && d >= 70) && !(c === 'crew_36' && d < 100));

  // seniority: a few crew members are booked far more often than the rest
  const CREW_WEIGHT = { crew_11: 5, crew_23: 3, crew_05: 2 };
  const pickCrew = (avail) => {
    const total = avail.reduce((s, c) => s + (CREW_WEIGHT[c] ?? 1), 0);
    let x = rng() * total;
    for (const c of avail) {
      x -= CREW_WEIGHT[c] ?? 1;
      if (x < 0) return c;
    }
    return avail[avail.length - 1];
  };
  const cap = (x, a, b) => Math.max(a, Math.min(b, x));
  const round1 = (x) => Math.round(x * 10) / 10;
  const round2 = (x) => Math.round(x * 100) / 100;

  function doMove(uid, d, m3, price, deposit, opts = {}) {
    // crew on the job
    const size = opts.crewSize ?? ri(3, 5);
    const team = [];
    if (rng() < 0.62 || opts.withTop) team.push('crew_07');
    const avail = crewAvailable(d);
    while (team.length < size) {
      const c = pickCrew(avail);
      if (!team.includes(c)) team.push(c);
    }
    const startH = r(7, 8.5);
    for (const c of team) push(c, 'crew_dispatched', team.length, at(d, startH + r(0, 0.4)));
    const hours = cap(Math.round((2.5 + m3 / 9 + r(-1, 1.5)) * 2) / 2, 3, 14);
    const items = Math.max(6, Math.round(m3 * r(0.95, 1.35)));
    for (let i = 0; i < items; i++) {
      push(
        pick(team),
        'item.inventoried',
        round1(cap(r(0.1, 2.6) * (m3 / 45), 0.1, 4)),
        at(d, startH + 0.5 + (hours - 1) * (i / items)),
      );
    }
    push(team[0], 'Move Completed', hours, at(d, startH + hours));
    const payT = at(d, startH + hours + r(0.2, 3));
    push(uid, 'PaymentReceived', round2(price - deposit), payT);
    if (rng() < (opts.tipP ?? 0.42)) push(uid, 'tip-given', ri(2, 15) * 10, payT + r(60, 1800) * 1000);
    let claim = false;
    if (opts.claim || rng() < 0.06) {
      claim = true;
      const cd = d + ri(1, 5);
      const amt = opts.claimAmount ?? ri(5, 180) * 10;
      push(uid, 'damage_claim_filed', amt, at(cd, appHour()));
      if (opts.claim || rng() < 0.7)
        push(uid, 'claim.settled', Math.round(amt * r(0.4, 1)), at(cd + ri(5, 20), officeHour()));
    }
    if (opts.review || rng() < 0.55) {
      const stars = claim ? ri(1, 3) : rng() < 0.7 ? 5 : ri(3, 4);
      push(uid, 'review_posted', stars, at(d + ri(1, 4), appHour()));
    }
  }

  function journey(uid, a, opts = {}) {
    const m3Guess = opts.m3 ?? ri(15, 90);
    push(uid, 'quote_requested', m3Guess, at(a, appHour()));
    if (rng() < 0.35 && !opts.m3)
      push(uid, 'quote_requested', m3Guess + ri(-5, 10), at(a + ri(0, 2), appHour()));
    let sd = a + ri(0, 2);
    while (wd(sd) >= 5) sd++;
    const m3 = round1(cap(m3Guess * r(0.85, 1.2), 8, 120));
    push(uid, 'Quote Sent', m3, at(sd, officeHour()));
    if (!(opts.book ?? rng() < 0.66)) return;
    const bd = sd + ri(1, 5);
    const price = ri(Math.round(m3 * 28), Math.round(m3 * 40));
    push(uid, 'move.booked', price, at(bd, appHour()));
    const deposit = round2(price * 0.2);
    if (opts.deposit || rng() < 0.6) push(uid, 'PaymentReceived', deposit, at(bd, appHour()) + 600_000);
    let md = bd + ri(7, 30);
    const x = rng();
    if (x < 0.55) while (wd(md) !== 5) md++;
    else if (x < 0.75) while (wd(md) !== 4) md++;
    else if (wd(md) === 6) md++;
    if (opts.moveDay !== undefined) md = opts.moveDay;
    const nSupplies = opts.supplies ?? (rng() < 0.5 ? ri(1, 3) : 0);
    for (let i = 0; i < nSupplies; i++) {
      const sDay = bd + ri(1, Math.max(1, md - bd - 1));
      push(uid, 'SuppliesOrdered', round2(r(19, 185)), at(sDay, appHour()));
    }
    // storm: every move planned in the storm week is rescheduled or cancelled on the storm day
    if (md >= STORM && md <= STORM + 6) {
      if (rng() < 0.75) {
        const shift = ri(3, 10);
        push(uid, 'MoveRescheduled', shift, at(STORM, r(6, 20)));
        md += shift;
      } else {
        push(uid, 'move-cancelled', deposit, at(STORM, r(6, 20)));
        return;
      }
    } else if (opts.reschedules || rng() < 0.12) {
      for (let i = 0; i < (opts.reschedules ?? 1); i++) {
        const shift = ri(2, 14);
        push(uid, 'MoveRescheduled', shift, at(bd + ri(1, 5) + i, appHour()));
        md += shift;
      }
    }
    if (opts.cancel || (!opts.noCancel && rng() < 0.07)) {
      push(uid, 'move-cancelled', deposit, at(Math.min(md - 1, bd + ri(3, 8) + 2), appHour()));
      return;
    }
    doMove(uid, md, m3, price, deposit, opts);
  }

  // regular customers, arrivals growing from ~2.6/day to ~6/day, quotes mostly early in the week
  let n = 1000;
  for (let d = 0; d <= 120; d++) {
    const lambda = (2.6 + (3.4 * d) / 120) * [1.35, 1.25, 1.1, 1.0, 0.85, 0.6, 0.75][wd(d)];
    let k = Math.floor(lambda);
    if (rng() < lambda - k) k++;
    for (let i = 0; i < k; i++) journey(`cust_${++n}`, d);
  }

  // personas
  // corporate account: a steady stream of office moves, big ones
  for (let d = 4; d <= 112; d += 12)
    journey('cust_0042', d, {
      m3: ri(70, 110),
      book: true,
      deposit: true,
      noCancel: true,
      supplies: 2,
      tipP: 0.9,
      crewSize: 4,
      withTop: true,
    });
  // churner: three moves in the first month, then nothing
  for (const d of [1, 6, 12])
    journey('cust_0117', d, {
      m3: ri(20, 40),
      book: true,
      deposit: true,
      noCancel: true,
      moveDay: d + 14,
      supplies: 3,
      review: true,
    });
  // claimant
  journey('cust_0256', 55, {
    m3: 48,
    book: true,
    noCancel: true,
    moveDay: 68,
    claim: true,
    claimAmount: 1450,
    review: true,
    supplies: 1,
  });
  // canceller: booked, rescheduled twice, then cancelled
  journey('cust_0301', 88, { m3: 35, book: true, reschedules: 2, cancel: true, moveDay: 110, supplies: 1 });
  // newcomer: first seen three days ago, booked straight away
  {
    const a = 117;
    push('cust_0399', 'quote_requested', 30, at(a, 9.25));
    push('cust_0399', 'Quote Sent', 33.5, at(a, 11.5));
    push('cust_0399', 'move.booked', 1190, at(a, 13.75));
    push('cust_0399', 'PaymentReceived', 238, at(a, 13.9));
    push('cust_0399', 'SuppliesOrdered', 64.9, at(a + 1, 19.1));
  }

  out.sort((x, y) => x.t - y.t || (x.userId < y.userId ? -1 : x.userId > y.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
