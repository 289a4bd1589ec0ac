// Blind round "jobs": usage events of a job board over the 120 days before `now`.
// Candidates (cand_0001…cand_0420) sign up, upload resumes, search and view jobs, save them,
// apply, get interview invitations and offers; employers (emp_001…emp_055) post jobs and
// message candidates. Deterministic: the same `now` always gives the same events.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const SPAN_DAYS = 120;

export const EVENT_NAMES = [
  'signup', // a candidate creates an account (0)
  'login', // a session starts, candidates and employers (0)
  'resume_upload', // a candidate uploads or replaces a resume (0)
  'job_search', // a candidate runs a job search (0)
  'job.view', // a candidate opens a job posting (seconds spent on the posting)
  'job.save', // a candidate bookmarks a posting (0)
  'job_alert', // a candidate subscribes to a saved-search email alert (0)
  'apply', // a candidate applies (screening questions answered, or 0)
  'interview_invite', // a candidate is invited to an interview (0)
  'offer_received', // a candidate receives an offer (yearly salary offered, dollars)
  'job.post', // an employer publishes a posting (posting fee paid, dollars)
  'employer_message', // an employer messages a candidate (0)
];

export const PERSONAS = {
  heavySeeker: 'cand_0007', // long-standing (no signup in the window), very active, never stops
  newcomer: 'cand_0150', // signed up about 45 days ago, applied, was interviewed and got an offer
  lapsed: 'cand_0300', // long-standing, last active about 70 days ago, nothing since
  busyEmployer: 'emp_012', // long-standing employer posting jobs and messaging candidates
};

export const NOBODY = 'cand_9999';

// mulberry32
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Relative weight of each UTC hour for candidates (evening and morning peaks) and employers (office hours).
const SEEKER_HOURS = [2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 8, 7, 6, 6, 7, 7, 6, 6, 7, 9, 10, 9, 6, 4];
const EMPLOYER_HOURS = [0, 0, 0, 0, 0, 0, 1, 3, 8, 10, 10, 9, 6, 8, 9, 9, 7, 4, 2, 1, 1, 0, 0, 0];

function pickWeighted(rnd, weights) {
  const total = weights.reduce((s, w) => s + w, 0);
  let x = rnd() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i];
    if (x < 0) return i;
  }
  return weights.length - 1;
}

const pad = (n, w) => String(n).padStart(w, '0');

export function generateEvents(now, seed = 7) {
  const end = Math.floor(+now / 1000) * 1000;
  const first = end - SPAN_DAYS * DAY; // earliest allowed instant
  const last = end - 2 * MINUTE; // nothing in the last 2 minutes
  const day0 = Math.floor(first / DAY) * DAY; // UTC midnight of the window's first day
  let rnd = Math.random; // replaced by a seeded stream for each user
  const out = [];

  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  const dayOf = (t) => Math.floor((t - day0) / DAY);
  const isWeekend = (t) => [0, 6].includes(new Date(t).getUTCDay());
  // Keeps an event only when it lies in the window and before the user's end of activity.
  const push = (userId, eventName, eventValue, t, until = last) => {
    const s = Math.floor(t / 1000) * 1000;
    if (s < first || s > last || s >= until) return false;
    out.push({ userId, eventName, eventValue, t: s });
    return true;
  };
  const sessionStart = (day, hours) =>
    day0 + day * DAY + pickWeighted(rnd, hours) * HOUR + int(0, 59) * MINUTE + int(0, 59) * 1000;
  const days = dayOf(last) + 1;

  // ---- candidates ----------------------------------------------------------------------
  const seeker = (id, o) => {
    const until = o.endDay === undefined ? Infinity : day0 + o.endDay * DAY;
    let t;
    let joined = -Infinity;
    if (!o.pre) {
      t = sessionStart(o.startDay, SEEKER_HOURS);
      if (t < first) t = first + int(1, 3600) * 1000;
      push(id, 'signup', 0, t, until);
      joined = t + 1800 * 1000;
      if (rnd() < 0.85) push(id, 'resume_upload', 0, t + int(60, 900) * 1000, until);
      if (rnd() < 0.3) push(id, 'job_alert', 0, t + int(900, 1800) * 1000, until);
    }
    // a persona's fixed storyline: [days after its start, event, value]
    for (const [d, name, v] of o.story ?? [])
      push(id, name, v, day0 + (o.startDay + d) * DAY + 15 * HOUR, until);
    const lastDay = o.endDay === undefined ? days : Math.min(o.endDay, days);
    for (let d = o.startDay; d < lastDay; d++) {
      const growth = 0.65 + (0.7 * d) / days;
      const weekday = isWeekend(day0 + d * DAY) ? 0.6 : 1.1;
      const sessions = rnd() < o.rate * growth * weekday ? (rnd() < o.rate * 0.5 ? 2 : 1) : 0;
      for (let k = 0; k < sessions; k++) {
        t = sessionStart(d, SEEKER_HOURS);
        if (t < joined) t = joined + int(60, 3600) * 1000;
        if (!push(id, 'login', 0, t, until)) continue;
        const searches = int(1, o.heavy ? 5 : 3);
        for (let s = 0; s < searches; s++) {
          t += int(20, 240) * 1000;
          push(id, 'job_search', 0, t, until);
          const views = int(0, o.heavy ? 4 : 2);
          for (let v = 0; v < views; v++) {
            t += int(5, 60) * 1000;
            const seconds = Math.round(15 + 380 * rnd() ** 2);
            push(id, 'job.view', seconds, t, until);
            t += seconds * 1000;
            if (rnd() < 0.14) push(id, 'job.save', 0, (t += int(1, 10) * 1000), until);
            if (rnd() < o.applyRate) {
              t += int(60, 600) * 1000;
              const answered = rnd() < 0.35 ? 0 : int(1, 10);
              if (push(id, 'apply', answered, t, until) && rnd() < o.inviteRate) {
                const invited = t + int(1, 12) * DAY + int(0, 8 * 3600) * 1000;
                if (push(id, 'interview_invite', 0, invited, until) && rnd() < o.offerRate) {
                  const salary = 1000 * Math.round(38 + 147 * rnd() ** 1.6);
                  push(
                    id,
                    'offer_received',
                    salary,
                    invited + int(3, 20) * DAY + int(0, 6 * 3600) * 1000,
                    until,
                  );
                }
              }
            }
          }
        }
        if (rnd() < 0.03) push(id, 'job_alert', 0, (t += int(10, 120) * 1000), until);
        if (rnd() < 0.025) push(id, 'resume_upload', 0, t + int(130, 240) * 1000, until);
      }
    }
  };

  const CANDIDATES = 420;
  for (let i = 1; i <= CANDIDATES; i++) {
    rnd = prng(seed * 7919 + i); // one stream per user: a boundary shift never reshuffles the others
    const id = `cand_${pad(i, 4)}`;
    const pre = rnd() < 0.3;
    const startDay = pre ? 0 : Math.min(days - 1, Math.floor(days * Math.sqrt(rnd())));
    const churn = rnd() < 0.22;
    const endDay = churn ? startDay + 1 + Math.floor(rnd() * (days - startDay) * 0.7) : undefined;
    const heavy = rnd() < 0.03;
    const rate = heavy ? 0.7 : rnd() < 0.3 ? 0.24 : 0.08;
    const o = { pre, startDay, endDay, heavy, rate, applyRate: 0.12, inviteRate: 0.2, offerRate: 0.3 };
    if (id === PERSONAS.heavySeeker)
      Object.assign(o, { pre: true, startDay: 0, endDay: undefined, heavy: true, rate: 0.8 });
    if (id === PERSONAS.newcomer) {
      Object.assign(o, { pre: false, startDay: days - 46, endDay: undefined, heavy: false, rate: 0.45 });
      Object.assign(o, { applyRate: 0.2, inviteRate: 0.5, offerRate: 0.6 });
      o.story = [
        [3, 'apply', 4],
        [11, 'interview_invite', 0],
        [24, 'offer_received', 96000],
      ];
    }
    if (id === PERSONAS.lapsed) {
      Object.assign(o, { pre: true, startDay: 0, endDay: days - 71, heavy: false, rate: 0.5 });
      o.story = [[30, 'apply', 6]];
    }
    seeker(id, o);
  }

  // ---- employers -------------------------------------------------------------------------
  const FEES = [49, 99, 149, 299];
  const EMPLOYERS = 55;
  for (let i = 1; i <= EMPLOYERS; i++) {
    rnd = prng(seed * 7919 + 1000 + i);
    const id = `emp_${pad(i, 3)}`;
    const pre = rnd() < 0.6;
    let startDay = pre ? 0 : Math.floor(days * rnd());
    let endDay = rnd() < 0.15 ? startDay + 1 + Math.floor(rnd() * (days - startDay) * 0.7) : days;
    let rate = rnd() < 0.3 ? 0.55 : 0.2;
    if (id === PERSONAS.busyEmployer) [startDay, endDay, rate] = [0, days, 0.85];
    const until = day0 + endDay * DAY;
    for (let d = startDay; d < Math.min(endDay, days); d++) {
      const weekday = isWeekend(day0 + d * DAY) ? 0.15 : 1;
      if (rnd() >= rate * weekday) continue;
      let t = sessionStart(d, EMPLOYER_HOURS);
      if (!push(id, 'login', 0, t, until)) continue;
      if (rnd() < 0.3)
        push(id, 'job.post', FEES[pickWeighted(rnd, [5, 4, 2, 1])], (t += int(120, 1500) * 1000), until);
      const messages = int(0, 4);
      for (let m = 0; m < messages; m++) push(id, 'employer_message', 0, (t += int(30, 900) * 1000), until);
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
