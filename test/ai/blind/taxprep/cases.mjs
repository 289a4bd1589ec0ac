// Blind round "taxprep": questions people at a consumer tax-filing company would type, with
// expectations computed from the events by the reference oracle (never typed in by hand).

import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { DAY, ranges: R, select, users, sum, avg, min, max, percent, tally, rank } = O;
const P = PERSONAS;

// ---- dates written into questions ----------------------------------------------------------
const mo = (t) => new Date(t).getUTCMonth();
const dd = (t) => new Date(t).getUTCDate();
const yr = (t) => new Date(t).getUTCFullYear();
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const fmt = {
  iso: (t) => O.isoDay(t), // 2026-11-03
  long: (t) => `${O.MONTHS[mo(t)]} ${ord(dd(t))}`, // November 3rd
  short: (t) => `${O.MONTHS[mo(t)].slice(0, 3)} ${dd(t)}`, // Nov 3
  dm: (t) => `${dd(t)} ${O.MONTHS[mo(t)]}`, // 3 November
  full: (t) => `${O.MONTHS[mo(t)]} ${dd(t)}, ${yr(t)}`, // November 3, 2026
};
const daysAgo = (now, k) => O.dayStart(+now) - k * DAY; // start of the UTC day k days back
// A day written with its year (iso, full) is that day; without a year (long, short, dm) it is the
// most recent such day that has begun, as SEMANTICS says.
const withYear = (t) => t;
const noYear = (now, t) => O.pastMonthDay(+now, mo(t), dd(t));
const monthAgo = (now, k) => O.monthStart(+now, -k); // first day of the month k months back
const monthName = (t) => O.MONTHS[mo(t)];
const namedMonth = (now, t) => R.month(O.pastMonth(+now, mo(t))); // "in October"
const OUTAGE = (now) => daysAgo(now, 23); // the e-file outage day

// ---- measures ------------------------------------------------------------------------------
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : O.round((v[m - 1] + v[m]) / 2, 2);
};
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const stamp = (e) => [O.isoDay(O.time(e)), hhmm(O.time(e))]; // names: the day and HH:MM
const newest = (evs) => O.newestFirst(evs)[0];
const oldest = (evs) => [...evs].sort((a, b) => O.time(a) - O.time(b))[0];
const LOW = () => ({ confidence: 'low', dataPoints: 0 });

// Counts matching filters: the number and the events read.
function countOf(E, filter, confidence = 'high') {
  const n = select(E, filter).length;
  return { numbers: [n], confidence, dataPoints: n };
}
function usersOf(E, filter, confidence = 'high') {
  const evs = select(E, filter);
  return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
}
function valueOf(E, filter, fn, confidence = 'high', extra = {}) {
  const evs = select(E, filter);
  return { numbers: [fn(evs)], confidence, dataPoints: evs.length, ...extra };
}

// A ranked list (top N / busiest): names in rank order with their figures, and a tie check at the cut.
function ranked(build) {
  const expect = (E, now) => {
    const b = build(E, now);
    const list = rank(b.map, { n: b.n, ascending: b.ascending });
    return {
      names: [...(b.before ?? []), ...list.map(([k]) => k)],
      numbers: list.map(([, v]) => (Number.isInteger(v) ? v : O.round(v, 2))),
      confidence: b.confidence ?? 'high',
      dataPoints: b.dataPoints,
    };
  };
  expect.tieAtCut = (E, now) => {
    const b = build(E, now);
    const all = rank(b.map, { ascending: b.ascending });
    return all.length < b.n || (all.length > b.n && all[b.n - 1][1] === all[b.n][1]);
  };
  return expect;
}
// A breakdown over time in chronological order (day, week, month labels sort as text).
function series(E, filter, key, measure, confidence = 'high') {
  const evs = select(E, filter);
  const rows = [...tally(evs, key, measure)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return { names: rows.map(([k]) => k), numbers: rows.map(([, v]) => v), confidence, dataPoints: evs.length };
}
// Two periods, earlier first.
function compare(E, earlier, later, measure, confidence = 'high') {
  const a = select(E, earlier),
    b = select(E, later);
  const c = O.change(measure(a), measure(b));
  return {
    numbers: [c.earlier, c.later, c.diff],
    percents: c.pct === null ? [] : [c.pct],
    confidence,
    dataPoints: a.length + b.length,
  };
}
const count = (evs) => evs.length;
const nUsers = (evs) => users(evs).size;
const previous = (r) => ({ from: 2 * r.from - r.to, to: r.from }); // same length right before

export const cases = [];
const add = (...cs) => cases.push(...cs);

// ======================================================================= count
add(
  {
    id: 'count-01',
    type: 'count',
    question: 'how many times was return-efiled logged in the last 7 days?',
    expect: (E, now) => countOf(E, { range: R.lastDays(+now, 7), names: ['return-efiled'] }),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Total event count for yesterday pls',
    expect: (E, now) => countOf(E, { range: R.yesterday(+now) }),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'quick one - how many events have come in so far today?',
    expect: (E, now) => countOf(E, { range: R.today(+now) }),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) =>
      `How many efile.rejected events did we get on ${fmt.iso(OUTAGE(now))}? That was the day the IRS gateway went down.`,
    expect: (E, now) => countOf(E, { range: R.on(withYear(OUTAGE(now))), names: ['efile.rejected'] }),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) => `number of document.imported events since ${fmt.short(daysAgo(now, 30))}?`,
    expect: (E, now) =>
      countOf(E, { range: R.since(noYear(now, daysAgo(now, 30)), +now), names: ['document.imported'] }),
  },
  {
    id: 'count-06',
    type: 'count',
    question: `Support here. How many InterviewStepCompleted events did ${P.powerUser} log in the past 2 weeks? They say the app "lost" their progress.`,
    expect: (E, now) =>
      countOf(E, { range: R.lastWeeks(+now, 2), names: ['InterviewStepCompleted'], user: P.powerUser }),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'finance asking: how many refunds went out last month?',
    expect: (E, now) => countOf(E, { range: R.lastMonth(+now), names: ['RefundIssued'] }, 'not-high'),
  },
  {
    id: 'count-08',
    type: 'count',
    low: true,
    question: 'how many times did crypto_1099_imported fire this year?',
    expect: () => LOW(),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) =>
      `Support Chat Started count between ${fmt.long(daysAgo(now, 40))} and ${fmt.long(daysAgo(now, 26))}, both days included`,
    expect: (E, now) =>
      countOf(E, {
        range: R.between(noYear(now, daysAgo(now, 40)), noYear(now, daysAgo(now, 26))),
        names: ['Support Chat Started'],
      }),
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) =>
      `How many events were recorded before ${fmt.full(daysAgo(now, 90))}? Checking how much history survived the migraton.`,
    expect: (E, now) => countOf(E, { range: R.before(withYear(daysAgo(now, 90))) }),
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'how many times did people check on their refund status in the last 48 hours?',
    expect: (E, now) =>
      countOf(E, { range: R.lastHours(+now, 48), names: ['refund_status_checked'] }, 'not-high'),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'Events this week (Monday till now)?',
    expect: (E, now) => countOf(E, { range: R.thisWeek(+now) }),
  },
  {
    id: 'count-13',
    type: 'count',
    question: 'For the board deck: total number of events logged this year.',
    expect: (E, now) => countOf(E, { range: R.thisYear(+now) }),
  },
  {
    id: 'count-14',
    type: 'count',
    question: 'how many tier purchased events in the last 6 weeks',
    expect: (E, now) => countOf(E, { range: R.lastWeeks(+now, 6), names: ['Tier Purchased'] }),
  },
  {
    id: 'count-15',
    type: 'count',
    question:
      'How many Account Created events in the last 10 days? Marketing wants to know if the radio spot did anything',
    expect: (E, now) => countOf(E, { range: R.lastDays(+now, 10), names: ['account_created'] }),
  },
  {
    id: 'count-16',
    type: 'count',
    question: 'how many imports did we see last week? eng thinks the W-2 parser got slower',
    expect: (E, now) => countOf(E, { range: R.lastWeek(+now), names: ['document.imported'] }, 'not-high'),
  },
);

// ======================================================================= users
add(
  {
    id: 'users-01',
    type: 'users',
    question:
      'how many unique users did we have in the last 30 days? (asking becuase the infra bill is per active user)',
    expect: (E, now) => usersOf(E, { range: R.lastDays(+now, 30) }),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'How many different customers had a Tier Purchased event last week?',
    expect: (E, now) => usersOf(E, { range: R.lastWeek(+now), names: ['Tier Purchased'] }),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'active users yesterday?',
    expect: (E, now) => usersOf(E, { range: R.yesterday(+now) }),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) =>
      `How many people started a support chat in ${monthName(monthAgo(now, 1))}? Trying to size the support team for next season`,
    expect: (E, now) =>
      usersOf(E, { range: namedMonth(now, monthAgo(now, 1)), names: ['Support Chat Started'] }, 'not-high'),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'Unique users with a RefundIssued event in the past 3 months',
    expect: (E, now) => usersOf(E, { range: R.lastMonths(+now, 3), names: ['RefundIssued'] }),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'how many users have ever had a pro-review-completed?',
    expect: (E) => usersOf(E, { names: ['pro-review-completed'] }),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'how many users used w2_photo_snap last week?',
    expect: () => LOW(),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'How many active users so far this week?',
    expect: (E, now) => usersOf(E, { range: R.thisWeek(+now) }),
  },
  {
    id: 'users-09',
    type: 'users',
    question: (now) =>
      `distinct users with document.imported between ${fmt.iso(daysAgo(now, 21))} and ${fmt.iso(daysAgo(now, 8))}`,
    expect: (E, now) =>
      usersOf(E, { range: R.between(daysAgo(now, 21), daysAgo(now, 8)), names: ['document.imported'] }),
  },
  {
    id: 'users-10',
    type: 'users',
    question:
      'PM question: how many people looked at their refund estimate (estimate.viewed) in the past 24 hours?',
    expect: (E, now) => usersOf(E, { range: R.lastHours(+now, 24), names: ['estimate.viewed'] }),
  },
  {
    id: 'users-11',
    type: 'users',
    question: 'how many users had a return efiled in the last 45 days',
    expect: (E, now) => usersOf(E, { range: R.lastDays(+now, 45), names: ['return-efiled'] }),
  },
);

// ======================================================================= value
add(
  {
    id: 'value-01',
    type: 'value',
    question: 'total RefundIssued amount in the last 30 days? need it for the bank reconcilation',
    expect: (E, now) => valueOf(E, { range: R.lastDays(+now, 30), names: ['RefundIssued'] }, sum),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'What was the average Tier Purchased value last month?',
    expect: (E, now) => valueOf(E, { range: R.lastMonth(+now), names: ['Tier Purchased'] }, avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'biggest single RefundIssued ever? someone on twitter claims we got them $15k',
    expect: (E) => valueOf(E, { names: ['RefundIssued'] }, max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'lowest estimate.viewed value on record (negative = they owe)',
    expect: (E) => valueOf(E, { names: ['estimate.viewed'] }, min),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median RefundIssued amount, all time',
    expect: (E) => valueOf(E, { names: ['RefundIssued'] }, median),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'What was our revenue over the last 30 days?',
    expect: (E, now) =>
      valueOf(E, { range: R.lastDays(+now, 30), names: ['Tier Purchased'] }, sum, 'not-high', {
        names: ['Tier Purchased'],
      }),
  },
  {
    id: 'value-07',
    type: 'value',
    question: `sum of document.imported values for ${P.powerUser}? (value = forms per import)`,
    expect: (E) => valueOf(E, { names: ['document.imported'], user: P.powerUser }, sum),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'avg InterviewStepCompleted value over the past 14 days - it is minutes spent per step',
    expect: (E, now) => valueOf(E, { range: R.lastDays(+now, 14), names: ['InterviewStepCompleted'] }, avg),
  },
  {
    id: 'value-09',
    type: 'value',
    question: (now) => `Total Tier Purchased fees since ${fmt.dm(daysAgo(now, 45))}`,
    expect: (E, now) =>
      valueOf(E, { range: R.since(noYear(now, daysAgo(now, 45)), +now), names: ['Tier Purchased'] }, sum),
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'whats the average refund people get from us?',
    expect: (E) => valueOf(E, { names: ['RefundIssued'] }, avg, 'not-high', { names: ['RefundIssued'] }),
  },
  {
    id: 'value-11',
    type: 'value',
    question: 'max pro-review-completed value in the last 60 days (most issues a pro flagged on one return)',
    expect: (E, now) => valueOf(E, { range: R.lastDays(+now, 60), names: ['pro-review-completed'] }, max),
  },
  {
    id: 'value-12',
    type: 'value',
    question: (now) => `mean return-efiled value in ${monthName(monthAgo(now, 1))} ${yr(monthAgo(now, 1))}?`,
    expect: (E, now) => valueOf(E, { range: R.month(monthAgo(now, 1)), names: ['return-efiled'] }, avg),
  },
  {
    id: 'value-13',
    type: 'value',
    question: 'total Refund Issued amount over the past 2 weeks',
    expect: (E, now) => valueOf(E, { range: R.lastWeeks(+now, 2), names: ['RefundIssued'] }, sum),
  },
);

// ======================================================================= top-events
add(
  {
    id: 'topev-01',
    type: 'top-events',
    question: 'what are our most common events? all time',
    expect: ranked((E) => ({ map: tally(E, O.byName), n: 5, dataPoints: E.length })),
  },
  {
    id: 'topev-02',
    type: 'top-events',
    question: 'What are the 3 most common events in the past week?',
    expect: ranked((E, now) => {
      const evs = select(E, { range: R.lastDays(+now, 7) });
      return { map: tally(evs, O.byName), n: 3, dataPoints: evs.length };
    }),
  },
  {
    id: 'topev-03',
    type: 'top-events',
    question: 'which 3 events are the rarest overall? wondering if some tracking is broken',
    expect: ranked((E) => ({ map: tally(E, O.byName), n: 3, ascending: true, dataPoints: E.length })),
  },
  {
    id: 'topev-04',
    type: 'top-events',
    question: 'most frequent event yesterday?',
    expect: ranked((E, now) => {
      const evs = select(E, { range: R.yesterday(+now) });
      return { map: tally(evs, O.byName), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'topev-05',
    type: 'top-events',
    question: 'Show me the top 3 events last month.',
    expect: ranked((E, now) => {
      const evs = select(E, { range: R.lastMonth(+now) });
      return { map: tally(evs, O.byName), n: 3, dataPoints: evs.length };
    }),
  },
  {
    id: 'topev-06',
    type: 'top-events',
    question: (now) => `top 3 event types on ${fmt.long(OUTAGE(now))}`,
    expect: ranked((E, now) => {
      const evs = select(E, { range: R.on(noYear(now, OUTAGE(now))) });
      return { map: tally(evs, O.byName), n: 3, dataPoints: evs.length };
    }),
  },
  {
    id: 'topev-07',
    type: 'top-events',
    question: `what does ${P.supportHeavy} do most? top 2 events for that user`,
    expect: ranked((E) => {
      const evs = select(E, { user: P.supportHeavy });
      return { map: tally(evs, O.byName), n: 2, dataPoints: evs.length };
    }),
  },
  {
    id: 'topev-08',
    type: 'top-events',
    question: 'least used event in the last 90 days',
    expect: ranked((E, now) => {
      const evs = select(E, { range: R.lastDays(+now, 90) });
      return { map: tally(evs, O.byName), n: 1, ascending: true, dataPoints: evs.length };
    }),
  },
);

// ======================================================================= top-users
add(
  {
    id: 'topus-01',
    type: 'top-users',
    question: 'Top 3 most active users of all time, by number of events.',
    expect: ranked((E) => ({ map: tally(E, O.byUser), n: 3, dataPoints: E.length })),
  },
  {
    id: 'topus-02',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: ranked((E) => {
      const evs = select(E, { names: ['Tier Purchased'] });
      return { map: tally(evs, O.byUser, O.value), n: 3, confidence: 'not-high', dataPoints: evs.length };
    }),
  },
  {
    id: 'topus-03',
    type: 'top-users',
    question: 'who was the single most active user over the last 3 days? someone is hammering the interview',
    expect: ranked((E, now) => {
      const evs = select(E, { range: R.lastDays(+now, 3) });
      return { map: tally(evs, O.byUser), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'topus-04',
    type: 'top-users',
    question: 'top 3 users by total RefundIssued amount',
    expect: ranked((E) => {
      const evs = select(E, { names: ['RefundIssued'] });
      return { map: tally(evs, O.byUser, O.value), n: 3, dataPoints: evs.length };
    }),
  },
  {
    id: 'topus-05',
    type: 'top-users',
    question: 'Who had the most Support Chat Started events last month? want to reach out to them personally',
    expect: ranked((E, now) => {
      const evs = select(E, { range: R.lastMonth(+now), names: ['Support Chat Started'] });
      return { map: tally(evs, O.byUser), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'topus-06',
    type: 'top-users',
    question: 'most active user in the past 14 days?',
    expect: ranked((E, now) => {
      const evs = select(E, { range: R.lastDays(+now, 14) });
      return { map: tally(evs, O.byUser), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'topus-07',
    type: 'top-users',
    question: 'Top 2 users by total InterviewStepCompleted value (minutes spent in the interview)',
    expect: ranked((E) => {
      const evs = select(E, { names: ['InterviewStepCompleted'] });
      return { map: tally(evs, O.byUser, O.value), n: 2, dataPoints: evs.length };
    }),
  },
  {
    id: 'topus-08',
    type: 'top-users',
    question: 'who imported the most tax forms? (sum of the document.imported value)',
    expect: ranked((E) => {
      const evs = select(E, { names: ['document.imported'] });
      return { map: tally(evs, O.byUser, O.value), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'topus-09',
    type: 'top-users',
    question: (now) => `top 3 users by RefundIssued total since ${fmt.iso(daysAgo(now, 60))}?`,
    expect: ranked((E, now) => {
      const evs = select(E, { range: R.since(daysAgo(now, 60), +now), names: ['RefundIssued'] });
      return { map: tally(evs, O.byUser, O.value), n: 3, dataPoints: evs.length };
    }),
  },
);

// ======================================================================= user
add(
  {
    id: 'user-01',
    type: 'user',
    question: `how many events does ${P.powerUser} have in total?`,
    expect: (E) => countOf(E, { user: P.powerUser }),
  },
  {
    id: 'user-02',
    type: 'user',
    question: `when did ${P.newcomer} first show up?`,
    expect: (E) => {
      const evs = select(E, { user: P.newcomer });
      return { names: stamp(oldest(evs)), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: `Last time ${P.churner} did anything in the app? They used to be on every night.`,
    expect: (E) => {
      const evs = select(E, { user: P.churner });
      return { names: stamp(newest(evs)), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: `which event types has ${P.amender} used?`,
    expect: (E) => {
      const evs = select(E, { user: P.amender });
      return {
        names: [...new Set(evs.map(O.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: `show me ${P.supportHeavy}'s 3 most recent events`,
    expect: (E) => {
      const evs = select(E, { user: P.supportHeavy });
      return {
        names: O.newestFirst(evs).slice(0, 3).map(O.byName),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    low: true,
    question: `what has ${NOBODY} been up to lately?`,
    expect: () => LOW(),
  },
  {
    id: 'user-07',
    type: 'user',
    question: `How many events did ${P.powerUser} have in the last 30 days?`,
    expect: (E, now) => countOf(E, { range: R.lastDays(+now, 30), user: P.powerUser }),
  },
  {
    id: 'user-08',
    type: 'user',
    question: `when did ${P.bigRefund} last get a RefundIssued? customer says the second refund never arrived`,
    expect: (E) => {
      const evs = select(E, { user: P.bigRefund, names: ['RefundIssued'] });
      return { names: stamp(newest(evs)), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: (now) =>
      `How many Support Chat Started events has ${P.supportHeavy} had since ${fmt.iso(daysAgo(now, 60))}?`,
    expect: (E, now) =>
      countOf(E, {
        range: R.since(daysAgo(now, 60), +now),
        names: ['Support Chat Started'],
        user: P.supportHeavy,
      }),
  },
  {
    id: 'user-10',
    type: 'user',
    question: `${P.newcomer}: which events have they triggered, and how many events in total?`,
    expect: (E) => {
      const evs = select(E, { user: P.newcomer });
      return {
        names: [...new Set(evs.map(O.byName))],
        unordered: true,
        numbers: [evs.length],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-11',
    type: 'user',
    question: `first seen and last seen for ${P.powerUser}?`,
    expect: (E) => {
      const evs = select(E, { user: P.powerUser });
      return {
        names: [...stamp(oldest(evs)), ...stamp(newest(evs))],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
);

// ======================================================================= breakdown
add(
  {
    id: 'break-01',
    type: 'breakdown',
    question: 'Which weekday is busiest for us, overall?',
    expect: ranked((E) => ({ map: tally(E, O.byWeekday), n: 1, dataPoints: E.length })),
  },
  {
    id: 'break-02',
    type: 'breakdown',
    question: 'what hour of the day (UTC) do most document.imported events happen?',
    expect: ranked((E) => {
      const evs = select(E, { names: ['document.imported'] });
      return { map: tally(evs, O.byHour), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'break-03',
    type: 'breakdown',
    question: 'daily count of return-efiled for the last 7 days',
    expect: (E, now) => series(E, { range: R.lastDays(+now, 7), names: ['return-efiled'] }, O.byDay),
  },
  {
    id: 'break-04',
    type: 'breakdown',
    question: 'weekly Tier Purchased counts over the last 4 weeks, please',
    expect: (E, now) => series(E, { range: R.lastWeeks(+now, 4), names: ['Tier Purchased'] }, O.byWeek),
  },
  {
    id: 'break-05',
    type: 'breakdown',
    question: 'RefundIssued amounts by month for the last 3 months (sum of the value)',
    expect: (E, now) =>
      series(E, { range: R.lastMonths(+now, 3), names: ['RefundIssued'] }, O.byMonth, O.value),
  },
  {
    id: 'break-06',
    type: 'breakdown',
    question: 'Which day in the last 30 days had the most efile.rejected?',
    expect: ranked((E, now) => {
      const evs = select(E, { range: R.lastDays(+now, 30), names: ['efile.rejected'] });
      return { map: tally(evs, O.byDay), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'break-07',
    type: 'breakdown',
    question: 'busiest day of the week for Support Chat Started in the last 8 weeks?',
    expect: ranked((E, now) => {
      const evs = select(E, { range: R.lastWeeks(+now, 8), names: ['Support Chat Started'] });
      return { map: tally(evs, O.byWeekday), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'break-08',
    type: 'breakdown',
    question:
      'peak hour for refund_status_checked, all time? planning a maintenance window for the IRS status API',
    expect: ranked((E) => {
      const evs = select(E, { names: ['refund_status_checked'] });
      return { map: tally(evs, O.byHour), n: 1, dataPoints: evs.length };
    }),
  },
  {
    id: 'break-09',
    type: 'breakdown',
    question: 'what was our busiest day ever, by number of events?',
    expect: ranked((E) => ({ map: tally(E, O.byDay), n: 1, dataPoints: E.length })),
  },
  {
    id: 'break-10',
    type: 'breakdown',
    question: 'events per month, all time',
    expect: (E) => series(E, {}, O.byMonth),
  },
);

// ======================================================================= compare
add(
  {
    id: 'comp-01',
    type: 'compare',
    question: 'account_created in the last 30 days vs the 30 days before - are signups growing?',
    expect: (E, now) => {
      const r = R.lastDays(+now, 30);
      return compare(
        E,
        { range: previous(r), names: ['account_created'] },
        { range: r, names: ['account_created'] },
        count,
      );
    },
  },
  {
    id: 'comp-02',
    type: 'compare',
    question: (now) =>
      `Tier Purchased in ${monthName(monthAgo(now, 2))} versus ${monthName(monthAgo(now, 1))}?`,
    expect: (E, now) =>
      compare(
        E,
        { range: namedMonth(now, monthAgo(now, 2)), names: ['Tier Purchased'] },
        { range: namedMonth(now, monthAgo(now, 1)), names: ['Tier Purchased'] },
        count,
      ),
  },
  {
    id: 'comp-03',
    type: 'compare',
    question: 'is InterviewStepCompleted growing? compare the last 14 days with the 14 days before that',
    expect: (E, now) => {
      const r = R.lastDays(+now, 14);
      return compare(
        E,
        { range: previous(r), names: ['InterviewStepCompleted'] },
        { range: r, names: ['InterviewStepCompleted'] },
        count,
      );
    },
  },
  {
    id: 'comp-04',
    type: 'compare',
    question: 'RefundIssued total value: last 7 days vs the previous 7 days',
    expect: (E, now) => {
      const r = R.lastDays(+now, 7);
      return compare(
        E,
        { range: previous(r), names: ['RefundIssued'] },
        { range: r, names: ['RefundIssued'] },
        sum,
      );
    },
  },
  {
    id: 'comp-05',
    type: 'compare',
    question: (now) =>
      `total events on ${fmt.short(OUTAGE(now))} compared with the day before? trying to see how big the outage spike was`,
    expect: (E, now) => {
      const d = noYear(now, OUTAGE(now));
      return compare(E, { range: R.on(d - DAY) }, { range: R.on(d) }, count);
    },
  },
  {
    id: 'comp-06',
    type: 'compare',
    question: 'unique users in the last 14 days vs the 14 days before that',
    expect: (E, now) => {
      const r = R.lastDays(+now, 14);
      return compare(E, { range: previous(r) }, { range: r }, nUsers);
    },
  },
  {
    id: 'comp-07',
    type: 'compare',
    question: 'total InterviewStepCompleted minutes (sum of value) yesterday vs the day before?',
    expect: (E, now) => {
      const r = R.yesterday(+now);
      return compare(
        E,
        { range: previous(r), names: ['InterviewStepCompleted'] },
        { range: r, names: ['InterviewStepCompleted'] },
        sum,
      );
    },
  },
  {
    id: 'comp-08',
    type: 'compare',
    question: (now) =>
      `compare document.imported between ${monthName(monthAgo(now, 3))} and ${monthName(monthAgo(now, 2))}`,
    expect: (E, now) =>
      compare(
        E,
        { range: namedMonth(now, monthAgo(now, 3)), names: ['document.imported'] },
        { range: namedMonth(now, monthAgo(now, 2)), names: ['document.imported'] },
        count,
      ),
  },
  {
    id: 'comp-09',
    type: 'compare',
    question: 'how did e-file rejections in the last 4 weeks compare with the 4 weeks before?',
    expect: (E, now) => {
      const r = R.lastWeeks(+now, 4);
      return compare(
        E,
        { range: previous(r), names: ['efile.rejected'] },
        { range: r, names: ['efile.rejected'] },
        count,
        'not-high',
      );
    },
  },
);

// ======================================================================= share
add(
  {
    id: 'share-01',
    type: 'share',
    question: 'what percentage of all events are RefundIssued?',
    expect: (E) => ({
      percents: [percent(select(E, { names: ['RefundIssued'] }).length, E.length)],
      confidence: 'high',
      dataPoints: E.length,
    }),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'Of the users active in the last 30 days, what share had a Tier Purchased event?',
    expect: (E, now) => {
      const evs = select(E, { range: R.lastDays(+now, 30) });
      return {
        percents: [percent(users(select(evs, { names: ['Tier Purchased'] })).size, users(evs).size)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-03',
    type: 'share',
    question: "share of last week's events that were Support Chat Started",
    expect: (E, now) => {
      const evs = select(E, { range: R.lastWeek(+now) });
      return {
        percents: [percent(select(evs, { names: ['Support Chat Started'] }).length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'what fraction of our users ever contacted support?',
    expect: (E) => ({
      percents: [percent(users(select(E, { names: ['Support Chat Started'] })).size, users(E).size)],
      confidence: 'not-high',
      dataPoints: E.length,
    }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: `what % of all events come from ${P.powerUser}? feels like one account is skewing everything`,
    expect: (E) => ({
      percents: [percent(select(E, { user: P.powerUser }).length, E.length)],
      confidence: 'high',
      dataPoints: E.length,
    }),
  },
  {
    id: 'share-06',
    type: 'share',
    question: "what percent of yesterday's events were refund_status_checked?",
    expect: (E, now) => {
      const evs = select(E, { range: R.yesterday(+now) });
      return {
        percents: [percent(select(evs, { names: ['refund_status_checked'] }).length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'Of all users, what percentage have a return-efiled event?',
    expect: (E) => ({
      percents: [percent(users(select(E, { names: ['return-efiled'] })).size, users(E).size)],
      confidence: 'high',
      dataPoints: E.length,
    }),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'percentage of events in the last 7 days that were InterviewStepCompleted',
    expect: (E, now) => {
      const evs = select(E, { range: R.lastDays(+now, 7) });
      return {
        percents: [percent(select(evs, { names: ['InterviewStepCompleted'] }).length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
);

// ======================================================================= conversion
function funnel(E, range, a, b, confidence = 'high') {
  const c = O.conversion(E, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: select(E, { range, names: [a, b] }).length,
  };
}
add(
  {
    id: 'conv-01',
    type: 'conversion',
    question: 'Of the users with account_created, how many went on to Tier Purchased, and what is the rate?',
    expect: (E) => funnel(E, R.all(), 'account_created', 'Tier Purchased'),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: 'Tier Purchased -> return-efiled conversion for the last 60 days',
    expect: (E, now) => funnel(E, R.lastDays(+now, 60), 'Tier Purchased', 'return-efiled'),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question: (now) => `document.imported to Tier Purchased conversion since ${fmt.long(daysAgo(now, 50))}?`,
    expect: (E, now) =>
      funnel(E, R.since(noYear(now, daysAgo(now, 50)), +now), 'document.imported', 'Tier Purchased'),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question: 'how many users who return-efiled in the past 3 months then got a RefundIssued? and the %',
    expect: (E, now) => funnel(E, R.lastMonths(+now, 3), 'return-efiled', 'RefundIssued'),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question:
      'of the people who opened a support chat in the last 30 days, how many bought a tier afterwards?',
    expect: (E, now) => funnel(E, R.lastDays(+now, 30), 'Support Chat Started', 'Tier Purchased', 'not-high'),
  },
  {
    id: 'conv-06',
    type: 'conversion',
    question: (now) => `conversion from estimate.viewed to Tier Purchased in ${monthName(monthAgo(now, 1))}`,
    expect: (E, now) => funnel(E, namedMonth(now, monthAgo(now, 1)), 'estimate.viewed', 'Tier Purchased'),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question: 'last 30 days: of users who hit efile.rejected, how many then had a return-efiled after it?',
    expect: (E, now) => funnel(E, R.lastDays(+now, 30), 'efile.rejected', 'return-efiled'),
  },
);

// ======================================================================= churn
const churnOf = (E, active, inactive) => ({
  numbers: [O.churned(E, active, inactive).length],
  confidence: 'high',
  dataPoints: select(E, { range: active }).length + select(E, { range: inactive }).length,
});
const newOf = (E, range) => ({ numbers: [O.newUsers(E, range).length], confidence: 'high' });
add(
  {
    id: 'churn-01',
    type: 'churn',
    question: "how many users were active last month but haven't done anything this month?",
    expect: (E, now) => churnOf(E, R.lastMonth(+now), R.thisMonth(+now)),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many new users in the last 7 days?',
    expect: (E, now) => newOf(E, R.lastDays(+now, 7)),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) =>
      `How many users were active between ${fmt.iso(daysAgo(now, 60))} and ${fmt.iso(daysAgo(now, 31))} but not at all since ${fmt.iso(daysAgo(now, 30))}?`,
    expect: (E, now) =>
      churnOf(E, R.between(daysAgo(now, 60), daysAgo(now, 31)), R.since(daysAgo(now, 30), +now)),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'new users last month? (first event ever)',
    expect: (E, now) => newOf(E, R.lastMonth(+now)),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `how many brand new users did we get in ${monthName(monthAgo(now, 2))}?`,
    expect: (E, now) => newOf(E, namedMonth(now, monthAgo(now, 2))),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) =>
      `users who were active in ${monthName(monthAgo(now, 2))} but not in ${monthName(monthAgo(now, 1))} - how many?`,
    expect: (E, now) => churnOf(E, namedMonth(now, monthAgo(now, 2)), namedMonth(now, monthAgo(now, 1))),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) => `number of new users since ${fmt.short(daysAgo(now, 14))}`,
    expect: (E, now) => newOf(E, R.since(noYear(now, daysAgo(now, 14)), +now)),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: 'how many people were active last week but not this week so far?',
    expect: (E, now) => churnOf(E, R.lastWeek(+now), R.thisWeek(+now)),
  },
);

// ======================================================================= recency
const lastOf = (E, name, confidence = 'high') => {
  const evs = select(E, { names: [name] });
  return { names: stamp(newest(evs)), confidence, dataPoints: evs.length };
};
add(
  {
    id: 'recent-01',
    type: 'recency',
    question: 'when was the last amended_return_filed?',
    expect: (E) => lastOf(E, 'amended_return_filed'),
  },
  {
    id: 'recent-02',
    type: 'recency',
    question: 'has anyone triggered amended_return_filed in the past week?',
    expect: (E, now) => countOf(E, { range: R.lastDays(+now, 7), names: ['amended_return_filed'] }),
  },
  {
    id: 'recent-03',
    type: 'recency',
    question: 'Last time a RefundIssued happened? Treasury batch might be stuck',
    expect: (E) => lastOf(E, 'RefundIssued'),
  },
  {
    id: 'recent-04',
    type: 'recency',
    question: 'did any efile.rejected happen in the last 30 days?',
    expect: (E, now) => countOf(E, { range: R.lastDays(+now, 30), names: ['efile.rejected'] }),
  },
  {
    id: 'recent-05',
    type: 'recency',
    question: 'When was the most recent Support Chat Started?',
    expect: (E) => lastOf(E, 'Support Chat Started'),
  },
  {
    id: 'recent-06',
    type: 'recency',
    question: 'latest account_created - when was it? checking the signup form still works',
    expect: (E) => lastOf(E, 'account_created'),
  },
  {
    id: 'recent-07',
    type: 'recency',
    low: true,
    question: 'when was the last identity_verification_failed event?',
    expect: () => LOW(),
  },
  {
    id: 'recent-08',
    type: 'recency',
    question: 'any refund_status_checked events in the last 24 hours?',
    expect: (E, now) => countOf(E, { range: R.lastHours(+now, 24), names: ['refund_status_checked'] }),
  },
  {
    id: 'recent-09',
    type: 'recency',
    question: 'when did a tax pro last finish a review?',
    expect: (E) => lastOf(E, 'pro-review-completed', 'not-high'),
  },
);

// ======================================================================= catalogue
const distinctNames = (E) => [...new Set(E.map(O.byName))];
add(
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'what event names do we track?',
    expect: (E) => ({ names: distinctNames(E), unordered: true, confidence: 'high', dataPoints: E.length }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (E) => ({ numbers: [users(E).size], confidence: 'high', dataPoints: E.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'How many events are stored overall?',
    expect: (E) => ({ numbers: [E.length], confidence: 'high', dataPoints: E.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'list every event type we have along with how many times each occured',
    expect: (E) => {
      const m = tally(E, O.byName);
      return {
        names: [...m.keys()],
        unordered: true,
        numbers: [...m.values()],
        confidence: 'high',
        dataPoints: E.length,
      };
    },
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'how many distinct event types exist in our data?',
    expect: (E) => ({ numbers: [distinctNames(E).length], confidence: 'high', dataPoints: E.length }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question:
      'new analyst here - give me the basics: number of users, number of events, number of event types',
    expect: (E) => ({
      numbers: [users(E).size, E.length, distinctNames(E).length],
      confidence: 'high',
      dataPoints: E.length,
    }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    low: true,
    question: 'is there an event called audit_defense_added?',
    expect: () => LOW(),
  },
);

// ======================================================================= other
add(
  { id: 'other-01', type: 'other', question: "What's our customer NPS this quarter?", expect: () => LOW() },
  {
    id: 'other-02',
    type: 'other',
    question: 'How many of our filers got audited by the IRS last year?',
    expect: () => LOW(),
  },
  { id: 'other-03', type: 'other', question: 'which state has the most filers?', expect: () => LOW() },
  {
    id: 'other-04',
    type: 'other',
    question: 'what is the average page load time on the interview screens?',
    expect: () => LOW(),
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'how much did we spend on google ads in the last month?',
    expect: () => LOW(),
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'Predict how many returns we will e-file next April.',
    expect: () => LOW(),
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'how many of our customers are married filing jointly?',
    expect: () => LOW(),
  },
  { id: 'other-08', type: 'other', question: 'write me a limerick about tax season', expect: () => LOW() },
  {
    id: 'other-09',
    type: 'other',
    question: 'what was the open rate of the "file before the deadline" email campaign?',
    expect: () => LOW(),
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'Which of our support agents has the best CSAT score?',
    expect: () => LOW(),
  },
);
