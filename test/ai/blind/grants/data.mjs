// Grant-application portal: nonprofits (npo_*) draft, submit and report; the foundation's
// reviewers (reviewer_*) score; program staff (staff.*) comment. Deterministic for a given now.

export const EVENT_NAMES = [
  'account_created',
  'login',
  'draft.saved',
  'ApplicationSubmitted',
  'document-uploaded',
  'Review Scored',
  'award_granted',
  'Payment Disbursed',
  'report.filed',
  'comment-added',
  'DeadlineReminderSent',
  'application.withdrawn',
];

export const PERSONAS = {
  topApplicant: 'npo_1007',
  churner: 'npo_1013',
  newcomer: 'npo_1399',
  bigAwardee: 'npo_1021',
  topReviewer: 'reviewer_03',
  programOfficer: 'staff.maria',
};

export const NOBODY = 'npo_0999';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DEADLINE_DAYS_AGO = 33; // the spring-cycle deadline: the incident day of this story

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
  const rnd = mulberry32(20261125);
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY;
  const latest = nowMs - 120_000;
  const events = [];
  const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return false;
    events.push({ userId, eventName, eventValue, timestamp: iso(t) });
    return true;
  };
  const pick = (weights) => {
    let total = 0;
    for (const w of Object.values(weights)) total += w;
    let r = rnd() * total;
    for (const [k, w] of Object.entries(weights)) if ((r -= w) < 0) return k;
    return Object.keys(weights)[0];
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
  // Business hours in the Americas: busiest 14:00–21:00 UTC.
  const HOURS = [
    1, 0.6, 0.4, 0.3, 0.3, 0.3, 0.4, 0.6, 1, 1.5, 2, 3, 4, 5, 7, 8, 8.5, 8, 7.5, 7, 6, 5, 3, 1.8,
  ];
  const hourOf = () => Number(pick(Object.fromEntries(HOURS.map((w, h) => [h, w]))));
  const WEEKDAY = [0.25, 1.1, 1.15, 1.1, 1.05, 0.85, 0.3]; // Sun..Sat
  const dayStartOf = (k) => today - k * DAY;
  const timeOn = (k) => dayStartOf(k) + hourOf() * HOUR + Math.floor(rnd() * 3600) * 1000;

  // ---- nonprofits --------------------------------------------------------------------
  const applicants = [];
  for (let i = 0; i < 400; i++) {
    const id = `npo_${1000 + i}`;
    let start = 119,
      end = 0,
      rate = 0.25 + rnd() * rnd() * 1.6;
    const r = rnd();
    if (r > 0.4) start = Math.floor(8 + rnd() * rnd() * 105); // newer joiners, more of them lately
    if (rnd() < 0.16) end = Math.max(0, start - 10 - Math.floor(rnd() * 70)); // churners
    applicants.push({ id, start, end, rate });
  }
  const set = (id, o) =>
    Object.assign(
      applicants.find((a) => a.id === id),
      o,
    );
  set(PERSONAS.topApplicant, { start: 119, end: 0, rate: 5 });
  set(PERSONAS.churner, { start: 119, end: 70, rate: 2.2 });
  set(PERSONAS.newcomer, { start: 6, end: 0, rate: 2.5 });
  set(PERSONAS.bigAwardee, { start: 119, end: 0, rate: 1.4 });
  // A few newcomers every week so "new users" is never empty.
  for (let k = 0; k < 10; k++) set(`npo_${1380 + k}`, { start: 1 + k * 2, end: 0, rate: 1 + rnd() });

  const scheduled = [];
  for (const a of applicants) {
    let submitted = false;
    for (let k = a.start; k >= a.end; k--) {
      const dow = new Date(dayStartOf(k)).getUTCDay();
      const growth = 0.7 + (0.6 * (119 - k)) / 119;
      const rush =
        k >= DEADLINE_DAYS_AGO && k <= DEADLINE_DAYS_AGO + 3 ? (k === DEADLINE_DAYS_AGO ? 3.2 : 1.8) : 1;
      const n = poisson(a.rate * WEEKDAY[dow] * growth * rush) + (k === a.start && a.start < 119 ? 1 : 0);
      const times = [];
      for (let j = 0; j < n; j++) times.push(timeOn(k));
      times.sort((x, y) => x - y);
      if (k === a.start && a.start < 119) push(a.id, 'account_created', 0, (times[0] ?? timeOn(k)) - 60_000);
      for (const t of times) {
        const weights = {
          login: 30,
          'draft.saved': 22,
          'document-uploaded': 16,
          'comment-added': 7,
          ApplicationSubmitted: k === DEADLINE_DAYS_AGO ? 40 : 5,
          'application.withdrawn': submitted ? 0.35 : 0,
        };
        const name = pick(weights);
        if (name === 'ApplicationSubmitted') {
          const amount = 5000 + Math.round((rnd() * rnd() * 245000) / 500) * 500;
          if (push(a.id, name, amount, t)) {
            submitted = true;
            if (rnd() < 0.3 && a.id !== PERSONAS.bigAwardee) scheduled.push({ id: a.id, t, amount });
          }
        } else if (name === 'document-uploaded') {
          push(a.id, name, Math.round((0.1 + rnd() * rnd() * 24.9) * 10) / 10, t);
        } else {
          push(a.id, name, 0, t);
        }
      }
    }
  }
  // The big awardee's two large grants.
  scheduled.push({
    id: PERSONAS.bigAwardee,
    t: dayStartOf(95) + 15 * HOUR + 120_000,
    amount: 240000,
    fixed: 150000,
  });
  scheduled.push({
    id: PERSONAS.bigAwardee,
    t: dayStartOf(52) + 16 * HOUR + 480_000,
    amount: 220000,
    fixed: 135000,
  });
  for (const s of scheduled) {
    if (s.fixed) push(s.id, 'ApplicationSubmitted', s.amount, s.t);
    const tAward = s.t + (7 + Math.floor(rnd() * 23)) * DAY + Math.floor(rnd() * 8 * 3600) * 1000;
    const award = s.fixed ?? Math.max(5000, Math.round((s.amount * (0.5 + rnd() * 0.5)) / 1000) * 1000);
    if (!push(s.id, 'award_granted', award, tAward)) continue;
    const tranches = award >= 50000 ? 2 : 1;
    let tPay = tAward;
    for (let j = 0; j < tranches; j++) {
      tPay += (2 + Math.floor(rnd() * 9)) * DAY + Math.floor(rnd() * 4 * 3600) * 1000;
      push(s.id, 'Payment Disbursed', award / tranches, tPay);
    }
    if (rnd() < 0.75)
      push(
        s.id,
        'report.filed',
        0,
        tAward + (10 + Math.floor(rnd() * 30)) * DAY + Math.floor(rnd() * 6 * 3600) * 1000,
      );
  }

  // Deadline reminders, 7 days and 1 day ahead, to every nonprofit active then.
  for (const left of [7, 1]) {
    const k = DEADLINE_DAYS_AGO + left;
    for (const a of applicants) {
      if (a.start >= k && a.end <= k && rnd() < 0.9)
        push(a.id, 'DeadlineReminderSent', left, dayStartOf(k) + 13 * HOUR + Math.floor(rnd() * 1800) * 1000);
    }
  }

  // ---- reviewers and staff -----------------------------------------------------------
  const staff = [
    { id: 'staff.maria', rate: 4 },
    { id: 'staff.devon', rate: 2.5 },
    { id: 'staff.lucia', rate: 2 },
    { id: 'staff.ken', rate: 1.2 },
  ];
  const reviewers = [];
  for (let i = 1; i <= 36; i++) {
    reviewers.push({
      id: `reviewer_${String(i).padStart(2, '0')}`,
      rate: 1 + rnd() * 3.5,
      start: i > 30 ? 50 + i : 119,
    });
  }
  reviewers[2].rate = 9; // reviewer_03
  for (const p of [...reviewers, ...staff.map((s) => ({ ...s, start: 119 }))]) {
    const isStaff = p.id.startsWith('staff.');
    for (let k = p.start; k >= 0; k--) {
      const dow = new Date(dayStartOf(k)).getUTCDay();
      const after = k < DEADLINE_DAYS_AGO && k > DEADLINE_DAYS_AGO - 21 ? 1.7 : 1; // review season
      const n = poisson(p.rate * WEEKDAY[dow] * (isStaff ? 1 : after));
      for (let j = 0; j < n; j++) {
        const t = timeOn(k);
        const name = isStaff
          ? pick({ login: 45, 'comment-added': 55 })
          : pick({ 'Review Scored': 55, login: 30, 'comment-added': 15 });
        const v =
          name === 'Review Scored'
            ? Math.max(1, Math.min(100, Math.round(68 + (rnd() + rnd() + rnd() - 1.5) * 40)))
            : 0;
        push(p.id, name, v, t);
      }
    }
  }

  events.sort((x, y) =>
    x.timestamp < y.timestamp ? -1 : x.timestamp > y.timestamp ? 1 : x.userId < y.userId ? -1 : 1,
  );
  return events;
}
