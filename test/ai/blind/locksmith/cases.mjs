/* eslint-disable -- a blind round's file, kept as its author wrote it */
import {
  DAY,
  HOUR,
  MONTHS,
  ranges as R,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  tally,
  rank,
  round,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  isoDay,
  isoMonth,
  dayStart,
  monthStart,
  pastMonth,
  pastMonthDay,
  weekStart,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY, EVENT_NAMES } from './data.mjs';

const T = (now) => +now;
const REQ = 'job_requested',
  ASG = 'job.assigned',
  ARR = 'LocksmithArrived',
  LCH = 'lock.changed',
  KEY = 'key-cut',
  SAFE = 'SafeOpened',
  SMART = 'smart_lock_installed',
  DONE = 'job_completed',
  PAY = 'Payment Received',
  CXL = 'job-cancelled',
  CMP = 'Complaint Filed',
  REV = 'review.submitted';

// Date phrasings generated from now.
const day = (now, back) => dayStart(T(now)) - back * DAY;
const iso = (now, back) => isoDay(day(now, back));
const mdy = (now, back) => {
  const d = new Date(day(now, back));
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
};
const short = (now, back) => {
  const d = new Date(day(now, back));
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const slash = (now, back) => {
  const d = new Date(day(now, back));
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
};
const ordinal = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const monthsBack = (now, k) => monthStart(T(now), -k); // start of the month k months back
const monthName = (now, k) => MONTHS[new Date(monthsBack(now, k)).getUTCMonth()];
const hm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders ----------------------------------------------------------------
const lowX = () => ({ confidence: 'low', dataPoints: 0 });

function count(id, question, sel, { conf = 'high', names = [], type = 'count' } = {}) {
  return {
    id,
    type,
    question,
    expect: (ev, now) => {
      const s = select(ev, sel(T(now)));
      return { numbers: [s.length], names, confidence: conf, dataPoints: s.length };
    },
  };
}
function distinct(id, question, sel, { conf = 'high', names = [] } = {}) {
  return {
    id,
    type: 'users',
    question,
    expect: (ev, now) => {
      const s = select(ev, sel(T(now)));
      return { numbers: [users(s).size], names, confidence: conf, dataPoints: s.length };
    },
  };
}
function val(id, question, sel, fn, { conf = 'high', names = [] } = {}) {
  return {
    id,
    type: 'value',
    question,
    expect: (ev, now) => {
      const s = select(ev, sel(T(now)));
      return { numbers: [round(fn(s), 2)], names, confidence: conf, dataPoints: s.length };
    },
  };
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

// Ranked list with a tie check at the cut.
function ranked(
  id,
  type,
  question,
  sel,
  key,
  { n = 5, measure, ascending = false, conf = 'high', extraNames = [], digits = 2 } = {},
) {
  const list = (ev, now) => rank(tally(select(ev, sel(T(now))), key, measure), { ascending });
  const expect = (ev, now) => {
    const s = select(ev, sel(T(now)));
    const top = list(ev, now).slice(0, n);
    return {
      names: [...extraNames, ...top.map(([k]) => k)],
      numbers: top.map(([, v]) => round(v, digits)),
      confidence: conf,
      dataPoints: s.length,
    };
  };
  expect.tieAtCut = (ev, now) => {
    const l = list(ev, now);
    return l.length > n && l[n - 1][1] === l[n][1];
  };
  return { id, type, question, expect };
}

// Full breakdown (unordered names) over a range.
function breakdown(id, question, sel, key, { conf = 'high' } = {}) {
  return {
    id,
    type: 'breakdown',
    question,
    expect: (ev, now) => {
      const s = select(ev, sel(T(now)));
      const m = [...tally(s, key)];
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        confidence: conf,
        dataPoints: s.length,
      };
    },
  };
}

function cmp(id, question, selA, selB, { conf = 'high', measure = (s) => s.length, names = [] } = {}) {
  return {
    id,
    type: 'compare',
    question,
    expect: (ev, now) => {
      const a = select(ev, selA(T(now))),
        b = select(ev, selB(T(now)));
      const c = change(round(measure(a), 2), round(measure(b), 2));
      return {
        numbers: [c.earlier, c.later, round(c.diff, 2)],
        percents: c.pct === null ? [] : [c.pct],
        names,
        confidence: conf,
        dataPoints: a.length + b.length,
      };
    },
  };
}

function shareEvents(id, question, range, names, { conf = 'high', extraNames = [] } = {}) {
  return {
    id,
    type: 'share',
    question,
    expect: (ev, now) => {
      const all = select(ev, { range: range(T(now)) });
      const part = all.filter((e) => names.includes(e.eventName));
      return {
        percents: [percent(part.length, all.length)],
        names: extraNames,
        confidence: conf,
        dataPoints: all.length,
      };
    },
  };
}
function shareUsers(id, question, range, names, { conf = 'high', extraNames = [] } = {}) {
  return {
    id,
    type: 'share',
    question,
    expect: (ev, now) => {
      const all = select(ev, { range: range(T(now)) });
      const part = users(all.filter((e) => names.includes(e.eventName)));
      return {
        numbers: [part.size, users(all).size],
        percents: [percent(part.size, users(all).size)],
        names: extraNames,
        confidence: conf,
        dataPoints: all.length,
      };
    },
  };
}

function conv(id, question, range, a, b, { conf = 'high' } = {}) {
  return {
    id,
    type: 'conversion',
    question,
    expect: (ev, now) => {
      const r = range(T(now));
      const c = conversion(ev, r, a, b);
      return {
        numbers: [c.did, c.converted],
        percents: [c.pct],
        names: [],
        confidence: conf,
        dataPoints: select(ev, { range: r, names: [a, b] }).length,
      };
    },
  };
}

function churnCase(id, question, active, inactive) {
  return {
    id,
    type: 'churn',
    question,
    expect: (ev, now) => ({
      numbers: [churned(ev, active(T(now)), inactive(T(now))).length],
      confidence: 'high',
    }),
  };
}
function newCase(id, question, range, { conf = 'high' } = {}) {
  return {
    id,
    type: 'churn',
    question,
    expect: (ev, now) => ({ numbers: [newUsers(ev, range(T(now))).length], confidence: conf }),
  };
}

function lastOf(id, question, names, { conf = 'high', user } = {}) {
  return {
    id,
    type: 'recency',
    question,
    expect: (ev, now) => {
      const s = select(ev, { names, user });
      const t = Math.max(...s.map(time));
      return { names: [isoDay(t), hm(t)], confidence: conf, dataPoints: s.length };
    },
  };
}
function exists(id, question, sel, { conf = 'high' } = {}) {
  return {
    id,
    type: 'recency',
    question,
    expect: (ev, now) => {
      const s = select(ev, sel(T(now)));
      return { numbers: [s.length], confidence: conf, dataPoints: s.length };
    },
  };
}

const other = (id, question) => ({ id, type: 'other', question, expect: lowX });
const lowCase = (id, type, question) => ({ id, type, question, low: true, expect: lowX });

const ALL = () => R.all();
const MONEY = [PAY];

export const cases = [
  // ---------------------------------------------------------------- count
  count('count-01', 'how many jobs were requested in total?', () => ({ names: [REQ] }), {
    conf: 'not-high',
    names: [REQ],
  }),
  count('count-02', 'Number of job_requested events in the last 7 days', (now) => ({
    range: R.lastDays(now, 7),
    names: [REQ],
  })),
  count('count-03', 'how many job cancelled yesterday', (now) => ({ range: R.yesterday(now), names: [CXL] })),
  count(
    'count-04',
    (now) => `Complaint Filed count on ${iso(now, 23)}? that was the day dispatch went down`,
    (now) => ({ range: R.on(day(now, 23)), names: [CMP] }),
  ),
  count('count-05', 'total number of events in the past 24 hours', (now) => ({
    range: R.lastHours(now, 24),
  })),
  count('count-06', 'How many SafeOpened events do we have since the start of last month?', (now) => ({
    range: R.since(monthStart(now, -1), now),
    names: [SAFE],
  })),
  count('count-07', 'how many times did cust_0007 request a job last month', (now) => ({
    range: R.lastMonth(now),
    names: [REQ],
    user: P.topCustomer,
  })),
  count('count-08', 'lock.changed + key-cut last month, combined please', (now) => ({
    range: R.lastMonth(now),
    names: [LCH, KEY],
  })),
  count(
    'count-09',
    (now) => `how many payments received between ${mdy(now, 40)} and ${mdy(now, 20)}?`,
    (now) => ({ range: R.between(day(now, 40), day(now, 20)), names: [PAY] }),
  ),
  count('count-10', 'smart lock installs over the last 3 months?', (now) => ({
    range: R.lastMonths(now, 3),
    names: [SMART],
  })),
  count('count-11', 'how many events did we log this week so far', (now) => ({ range: R.thisWeek(now) })),
  count('count-12', 'count of review.submitted last week', (now) => ({
    range: R.lastWeek(now),
    names: [REV],
  })),
  count(
    'count-13',
    'how many lockouts did we get last month?',
    (now) => ({ range: R.lastMonth(now), names: [REQ] }),
    { conf: 'not-high', names: [REQ] },
  ),
  count('count-16', 'jobs requested today so far? job_requested', (now) => ({
    range: R.today(now),
    names: [REQ],
  })),
  lowCase('count-14', 'count', 'how many emergency_rekey events were there last week?'),
  lowCase('count-15', 'count', (now) => `How many SafeOpened events before ${iso(now, 200)}?`),

  // ---------------------------------------------------------------- users
  distinct('users-01', 'how many unique customers do we have all time?', ALL),
  distinct('users-02', 'active users in the last 30 days', (now) => ({ range: R.lastDays(now, 30) })),
  distinct('users-03', 'How many distinct customers had a SafeOpened?', () => ({ names: [SAFE] })),
  distinct('users-04', 'number of people who filed a complaint last month', (now) => ({
    range: R.lastMonth(now),
    names: [CMP],
  })),
  distinct('users-05', 'how many customers got a smart lock installed in the past 6 weeks', (now) => ({
    range: R.lastWeeks(now, 6),
    names: [SMART],
  })),
  distinct('users-06', 'unique users yesterday?', (now) => ({ range: R.yesterday(now) })),
  distinct(
    'users-07',
    (now) => `how many different customers paid us in ${monthName(now, 1)}`,
    (now) => ({ range: R.month(pastMonth(now, new Date(monthsBack(now, 1)).getUTCMonth())), names: [PAY] }),
    { conf: 'not-high', names: [PAY] },
  ),
  distinct('users-08', 'how many users were active this year', (now) => ({ range: R.thisYear(now) })),
  lowCase('users-09', 'users', 'how many users triggered Alarm Tripped in the last 30 days?'),

  // ---------------------------------------------------------------- value
  val(
    'value-01',
    'Total Payment Received amount last month?',
    (now) => ({ range: R.lastMonth(now), names: [PAY] }),
    sum,
  ),
  val(
    'value-02',
    'what was our revenue in the last 30 days',
    (now) => ({ range: R.lastDays(now, 30), names: MONEY }),
    sum,
    { conf: 'not-high', names: [PAY] },
  ),
  val(
    'value-03',
    'average LocksmithArrived value in the past 2 weeks (that is minutes from call to arrival)',
    (now) => ({ range: R.lastWeeks(now, 2), names: [ARR] }),
    avg,
  ),
  val('value-04', 'whats the max Payment Received ever', () => ({ names: [PAY] }), max),
  val(
    'value-05',
    'smallest payment received this month?',
    (now) => ({ range: R.thisMonth(now), names: [PAY] }),
    min,
  ),
  val(
    'value-06',
    'median Payment Received over the last 90 days',
    (now) => ({ range: R.lastDays(now, 90), names: [PAY] }),
    median,
  ),
  val(
    'value-07',
    'mean review.submitted value (star rating) last month',
    (now) => ({ range: R.lastMonth(now), names: [REV] }),
    avg,
  ),
  val(
    'value-08',
    'how much has cust_0311 paid us in total? Payment Received only',
    () => ({ names: [PAY], user: P.bigSpender }),
    sum,
  ),
  val(
    'value-09',
    'average time on site for job_completed, last 4 weeks',
    (now) => ({ range: R.lastWeeks(now, 4), names: [DONE] }),
    avg,
  ),
  val(
    'value-10',
    (now) => `total number of keys cut (sum of key-cut value) since ${monthName(now, 1)} 1st`,
    (now) => ({ range: R.since(monthStart(now, -1), now), names: [KEY] }),
    sum,
  ),
  val(
    'value-11',
    'what is our average response time lately? last 7 days',
    (now) => ({ range: R.lastDays(now, 7), names: [ARR] }),
    avg,
    { conf: 'not-high', names: [ARR] },
  ),
  val('value-12', 'sales yesterday?', (now) => ({ range: R.yesterday(now), names: MONEY }), sum, {
    conf: 'not-high',
    names: [PAY],
  }),

  // ---------------------------------------------------------------- top-events
  ranked('top-01', 'top-events', 'what are the most common events?', ALL, byName),
  ranked(
    'top-02',
    'top-events',
    'top 3 event names in the last 30 days',
    (now) => ({ range: R.lastDays(now, 30) }),
    byName,
    { n: 3 },
  ),
  ranked('top-03', 'top-events', 'least common events, bottom 3 please', ALL, byName, {
    n: 3,
    ascending: true,
  }),
  ranked(
    'top-04',
    'top-events',
    'Which event does cust_0007 do most?',
    () => ({ user: P.topCustomer }),
    byName,
    { n: 1 },
  ),
  ranked(
    'top-05',
    'top-events',
    'most frequent events last week',
    (now) => ({ range: R.lastWeek(now) }),
    byName,
  ),
  ranked(
    'top-06',
    'top-events',
    (now) => `top 3 events on ${mdy(now, 23)}`,
    (now) => ({ range: R.on(day(now, 23)) }),
    byName,
    { n: 3 },
  ),
  ranked(
    'top-07',
    'top-events',
    'rarest 2 events over the past 3 months',
    (now) => ({ range: R.lastMonths(now, 3) }),
    byName,
    { n: 2, ascending: true },
  ),
  ranked('top-08', 'top-events', 'top 3 events last month', (now) => ({ range: R.lastMonth(now) }), byName, {
    n: 3,
  }),

  // ---------------------------------------------------------------- top-users
  ranked('tu-01', 'top-users', 'who is our most active customer?', ALL, byUser, { n: 1 }),
  ranked(
    'tu-02',
    'top-users',
    'which user had the most events in the last 30 days',
    (now) => ({ range: R.lastDays(now, 30) }),
    byUser,
    { n: 1 },
  ),
  ranked('tu-03', 'top-users', 'top spenders all time, top 5', () => ({ names: MONEY }), byUser, {
    measure: value,
    conf: 'not-high',
    extraNames: [],
  }),
  ranked(
    'tu-04',
    'top-users',
    'top 3 customers by total Payment Received last month',
    (now) => ({ range: R.lastMonth(now), names: [PAY] }),
    byUser,
    { n: 3, measure: value },
  ),
  ranked(
    'tu-05',
    'top-users',
    'top 3 customers by Payment Received total, last 90 days',
    (now) => ({ range: R.lastDays(now, 90), names: [PAY] }),
    byUser,
    { n: 3, measure: value },
  ),
  ranked(
    'tu-06',
    'top-users',
    'who requested the most jobs (job_requested) in the last 3 months?',
    (now) => ({ range: R.lastMonths(now, 3), names: [REQ] }),
    byUser,
    { n: 1 },
  ),
  ranked(
    'tu-07',
    'top-users',
    'biggest customer by job_completed count in the last 60 days?',
    (now) => ({ range: R.lastDays(now, 60), names: [DONE] }),
    byUser,
    { n: 1 },
  ),
  ranked('tu-08', 'top-users', 'top 3 users by sum of SafeOpened value', () => ({ names: [SAFE] }), byUser, {
    n: 3,
    measure: value,
  }),

  // ---------------------------------------------------------------- user
  count('user-01', 'how many events does cust_0007 have?', () => ({ user: P.topCustomer }), { type: 'user' }),
  {
    id: 'user-02',
    type: 'user',
    question: 'when did cust_0150 first show up and when were they last seen?',
    expect: (ev) => {
      const s = select(ev, { user: P.churner }),
        f = Math.min(...s.map(time)),
        l = Math.max(...s.map(time));
      return { names: [isoDay(f), hm(f), isoDay(l), hm(l)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'which event names has cust_0499 used',
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return {
        names: [...new Set(s.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'show me the 3 most recent events for cust_0233',
    expect: (ev) => {
      const s = select(ev, { user: P.complainer });
      const top = newestFirst(s).slice(0, 3);
      return { names: top.map((e) => e.eventName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'customer cust_0404 — what did they do and when?',
    expect: (ev) => {
      const s = select(ev, { user: P.oneTimer }),
        f = Math.min(...s.map(time));
      return { numbers: [s.length], names: [isoDay(f)], confidence: 'high', dataPoints: s.length };
    },
  },
  count(
    'user-06',
    'cust_0007 activity in the last 2 weeks, how many events?',
    (now) => ({ range: R.lastWeeks(now, 2), user: P.topCustomer }),
    { type: 'user' },
  ),
  {
    id: 'user-07',
    type: 'user',
    question: 'when was cust_0311 last seen',
    expect: (ev) => {
      const s = select(ev, { user: P.bigSpender }),
        l = Math.max(...s.map(time));
      return { names: [isoDay(l), hm(l)], confidence: 'high', dataPoints: s.length };
    },
  },
  lowCase('user-08', 'user', `how many events does ${NOBODY} have?`),
  count(
    'user-09',
    'how many Complaint Filed by cust_0233 overall?',
    () => ({ user: P.complainer, names: [CMP] }),
    { type: 'user' },
  ),

  // ---------------------------------------------------------------- breakdown
  {
    id: 'bd-01',
    type: 'breakdown',
    question: 'which weekday is busiest for us?',
    expect: (ev) => {
      const top = rank(tally(ev, byWeekday))[0];
      return { names: [top[0]], numbers: [top[1]], confidence: 'high', dataPoints: ev.length };
    },
  },
  breakdown(
    'bd-02',
    'events per month over the last 3 months',
    (now) => ({ range: R.lastMonths(now, 3) }),
    byMonth,
  ),
  {
    id: 'bd-03',
    type: 'breakdown',
    question: 'what hour of the day do we get the most job_requested? (UTC)',
    expect: (ev) => {
      const s = select(ev, { names: [REQ] }),
        top = rank(tally(s, byHour))[0];
      return { names: [top[0]], numbers: [top[1]], confidence: 'high', dataPoints: s.length };
    },
  },
  breakdown(
    'bd-04',
    'daily count of job-cancelled for the last 7 days',
    (now) => ({ range: R.lastDays(now, 7), names: [CXL] }),
    byDay,
  ),
  breakdown(
    'bd-05',
    'weekly job_requested numbers, last 4 weeks',
    (now) => ({ range: R.lastWeeks(now, 4), names: [REQ] }),
    byWeek,
  ),
  {
    id: 'bd-06',
    type: 'breakdown',
    question: 'busiest single day in the past 60 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 60) }),
        l = rank(tally(s, byDay));
      return { names: [l[0][0]], numbers: [l[0][1]], confidence: 'high', dataPoints: s.length };
    },
  },
  breakdown(
    'bd-07',
    'Payment Received by weekday this month',
    (now) => ({ range: R.thisMonth(now), names: [PAY] }),
    byWeekday,
  ),
  {
    id: 'bd-08',
    type: 'breakdown',
    question: 'which month had the most complaints (Complaint Filed)?',
    expect: (ev) => {
      const s = select(ev, { names: [CMP] }),
        top = rank(tally(s, byMonth))[0];
      return { names: [top[0]], numbers: [top[1]], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'bd-09',
    type: 'breakdown',
    question: 'at what hour do lockout calls peak? ',
    expect: (ev) => {
      const s = select(ev, { names: [REQ] }),
        top = rank(tally(s, byHour))[0];
      return { names: [REQ, top[0]], numbers: [top[1]], confidence: 'not-high', dataPoints: s.length };
    },
  },
  breakdown(
    'bd-10',
    'revenue per day yesterday and today? no, just events per day for the last 3 days',
    (now) => ({ range: R.lastDays(now, 3) }),
    byDay,
  ),

  // ---------------------------------------------------------------- compare
  cmp(
    'cmp-01',
    'job_requested last 7 days vs the 7 days before',
    (now) => ({ range: { from: now - 14 * DAY, to: now - 7 * DAY }, names: [REQ] }),
    (now) => ({ range: R.lastDays(now, 7), names: [REQ] }),
  ),
  cmp(
    'cmp-02',
    'last month vs the month before — total events?',
    (now) => ({ range: R.month(monthStart(now, -2)) }),
    (now) => ({ range: R.lastMonth(now) }),
  ),
  cmp(
    'cmp-03',
    'Is smart_lock_installed growing? compare the last 30 days against the previous 30',
    (now) => ({ range: { from: now - 60 * DAY, to: now - 30 * DAY }, names: [SMART] }),
    (now) => ({ range: R.lastDays(now, 30), names: [SMART] }),
  ),
  cmp(
    'cmp-04',
    'Payment Received total: last 4 weeks vs the 4 weeks before that',
    (now) => ({ range: { from: now - 8 * 7 * DAY, to: now - 4 * 7 * DAY }, names: [PAY] }),
    (now) => ({ range: R.lastWeeks(now, 4), names: [PAY] }),
    { measure: sum },
  ),
  cmp(
    'cmp-05',
    (now) => `complaints in ${monthName(now, 2)} versus ${monthName(now, 1)}`,
    (now) => ({ range: R.month(monthStart(now, -2)), names: [CMP] }),
    (now) => ({ range: R.month(monthStart(now, -1)), names: [CMP] }),
    { conf: 'not-high', names: [CMP] },
  ),
  cmp(
    'cmp-06',
    'active customers: last 30 days vs the previous 30 days',
    (now) => ({ range: { from: now - 60 * DAY, to: now - 30 * DAY } }),
    (now) => ({ range: R.lastDays(now, 30) }),
    { measure: (s) => users(s).size },
  ),
  cmp(
    'cmp-07',
    'yesterday vs the day before, number of events',
    (now) => ({ range: R.on(day(now, 2)) }),
    (now) => ({ range: R.yesterday(now) }),
  ),
  cmp(
    'cmp-08',
    'are we getting more job-cancelled? past 30 days compared with the 30 days before',
    (now) => ({ range: { from: now - 60 * DAY, to: now - 30 * DAY }, names: [CXL] }),
    (now) => ({ range: R.lastDays(now, 30), names: [CXL] }),
  ),

  // ---------------------------------------------------------------- share
  shareEvents('share-01', 'what % of all events are job-cancelled?', ALL, [CXL]),
  shareEvents(
    'share-02',
    'share of events in the last 30 days that were Complaint Filed',
    (now) => R.lastDays(now, 30),
    [CMP],
  ),
  shareUsers(
    'share-03',
    'what percentage of active users left a review.submitted in the past 60 days',
    (now) => R.lastDays(now, 60),
    [REV],
  ),
  shareUsers(
    'share-04',
    'of everyone active last month, what percent had a SafeOpened?',
    (now) => R.lastMonth(now),
    [SAFE],
  ),
  shareEvents(
    'share-05',
    'percentage of events last week that were smart_lock_installed',
    (now) => R.lastWeek(now),
    [SMART],
  ),
  shareUsers('share-06', 'what share of customers ever filed a complaint', ALL, [CMP], {
    conf: 'not-high',
    extraNames: [CMP],
  }),
  shareEvents(
    'share-07',
    "what fraction of this month's events are Payment Received?",
    (now) => R.thisMonth(now),
    [PAY],
  ),
  shareUsers(
    'share-08',
    'How many % of active users in the last 90 days had a lock.changed?',
    (now) => R.lastDays(now, 90),
    [LCH],
  ),

  // ---------------------------------------------------------------- conversion
  conv(
    'conv-01',
    'Of the users who had job_requested in the last 30 days, how many went on to Payment Received?',
    (now) => R.lastDays(now, 30),
    REQ,
    PAY,
  ),
  conv('conv-02', 'conversion from LocksmithArrived to review.submitted, all time', ALL, ARR, REV),
  conv(
    'conv-03',
    'what % of users with a job_completed last month then filed a Complaint Filed (last month)?',
    (now) => R.lastMonth(now),
    DONE,
    CMP,
  ),
  conv(
    'conv-04',
    'of customers who requested a job in the past 2 weeks, what percent cancelled afterwards?',
    (now) => R.lastWeeks(now, 2),
    REQ,
    CXL,
    { conf: 'not-high' },
  ),
  conv(
    'conv-05',
    'funnel job.assigned -> job_completed for the last 7 days',
    (now) => R.lastDays(now, 7),
    ASG,
    DONE,
  ),
  conv(
    'conv-06',
    'users who did key-cut in the last 3 months: how many later had a lock.changed?',
    (now) => R.lastMonths(now, 3),
    KEY,
    LCH,
  ),
  conv(
    'conv-07',
    'job-cancelled → job_requested again? (people retrying after a cancel) all time',
    ALL,
    CXL,
    REQ,
  ),
  conv(
    'conv-08',
    'after a Complaint Filed, how many customers still came back with a job_requested? over the last 90 days',
    (now) => R.lastDays(now, 90),
    CMP,
    REQ,
  ),

  // ---------------------------------------------------------------- churn
  churnCase(
    'churn-01',
    'how many customers were active last month but have done nothing this month?',
    (now) => R.lastMonth(now),
    (now) => R.thisMonth(now),
  ),
  newCase('churn-02', 'new customers in the last 30 days? (first event ever)', (now) => R.lastDays(now, 30)),
  churnCase(
    'churn-03',
    'users active in the 30 days before the last 30 days, but not in the last 30 days — how many churned?',
    (now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }),
    (now) => R.lastDays(now, 30),
  ),
  newCase('churn-04', 'how many brand new users in the past week', (now) => R.lastDays(now, 7)),
  newCase('churn-05', 'how many new customers did we get last month', (now) => R.lastMonth(now)),
  churnCase(
    'churn-06',
    (now) => `customers who were active in ${monthName(now, 2)} and not in ${monthName(now, 1)}?`,
    (now) => R.month(monthStart(now, -2)),
    (now) => R.month(monthStart(now, -1)),
  ),
  newCase('churn-07', 'how many first-time users over the past 2 weeks', (now) => R.lastWeeks(now, 2)),
  churnCase(
    'churn-08',
    'lost customers: active last week, silent this week',
    (now) => R.lastWeek(now),
    (now) => R.thisWeek(now),
  ),

  // ---------------------------------------------------------------- recency
  lastOf('rec-01', 'when was the last SafeOpened?', [SAFE]),
  lastOf('rec-02', 'most recent Complaint Filed — when?', [CMP]),
  exists('rec-03', 'has anyone had a smart_lock_installed in the last 30 days?', (now) => ({
    range: R.lastDays(now, 30),
    names: [SMART],
  })),
  lastOf('rec-04', 'When did we last see a job-cancelled', [CXL]),
  exists('rec-05', 'did anybody file a Complaint Filed last week', (now) => ({
    range: R.lastWeek(now),
    names: [CMP],
  })),
  lastOf('rec-06', 'last time a key was cut?', [KEY], { conf: 'not-high' }),
  lowCase('rec-07', 'recency', (now) => `did anyone get a smart_lock_installed before ${iso(now, 150)}?`),
  exists('rec-08', 'any lock.changed yesterday?', (now) => ({ range: R.yesterday(now), names: [LCH] })),
  lastOf('rec-09', 'last lock.changed event timestamp', [LCH]),

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'which event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users do we have in total',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'total events stored?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'how many different event types are tracked',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'give me an overview: number of events, number of users, and the list of event names',
    expect: (ev) => ({
      numbers: [ev.length, users(ev).size],
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question: 'is there an event for safe openings? what are the event names',
    expect: (ev) => ({ names: [SAFE], confidence: 'high', dataPoints: ev.length }),
  },

  // ---------------------------------------------------------------- other
  other('other-01', 'which locksmith has the best average rating?'),
  other('other-02', 'how many blank keys do we have left in the van stock'),
  other('other-03', 'what is our profit margin after parts and fuel?'),
  other('other-04', 'how long do callers wait on hold before a dispatcher picks up'),
  other('other-05', "predict how many lockouts we'll get next Saturday night"),
  other('other-06', "what's the phone number for cust_0007?"),
  other('other-07', 'average driving distance per job in miles'),
  other('other-08', 'which neighbourhood has the most lockouts'),
  other('other-09', 'what is the weather going to be tonight'),
  other('other-10', 'how many hours did each dispatcher work this week'),
];
