/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
// Blind round "optician": questions from store staff, support, finance, product and engineering
// of an eyewear chain. Every expectation is computed from the events with the reference oracle.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, WEEK, MONTHS, ranges, select, users, sum, round, percent, tally, rank } = O;

// ---- helpers -------------------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const MONEY = ['lens-order-placed', 'ContactLensSubscribed'];
const ALL_NAMES = [
  'account_created',
  'exam.booked',
  'ExamCompleted',
  'Frame Tried On',
  'lens-order-placed',
  'glasses_collected',
  'ContactLensSubscribed',
  'repair.requested',
  'RepairCompleted',
  'Prescription Updated',
  'appointment-cancelled',
  'review_submitted',
];

const ago = (now, n) => O.dayStart(+now) - n * DAY; // start of the UTC day n days back
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const dt = (t) => new Date(t);
const fmt = {
  iso: (t) => O.isoDay(t),
  long: (t) => `${MONTHS[dt(t).getUTCMonth()]} ${ord(dt(t).getUTCDate())}`,
  short: (t) => `${MONTHS[dt(t).getUTCMonth()].slice(0, 3)} ${dt(t).getUTCDate()}`,
  dm: (t) => `${dt(t).getUTCDate()} ${MONTHS[dt(t).getUTCMonth()]}`,
  full: (t) => `${MONTHS[dt(t).getUTCMonth()]} ${dt(t).getUTCDate()}, ${dt(t).getUTCFullYear()}`,
};
const monthName = (now, k) => MONTHS[dt(O.monthStart(+now, k)).getUTCMonth()];
const monthYear = (now, k) => `${monthName(now, k)} ${dt(O.monthStart(+now, k)).getUTCFullYear()}`;
const monthRange = (now, k) => ranges.month(O.monthStart(+now, k));
const lastDayOfMonth = (now, k) => O.monthStart(+now, k + 1) - DAY;

function count(evs, confidence = 'high') {
  return evs.length ? { numbers: [evs.length], confidence, dataPoints: evs.length } : LOW;
}
function distinct(evs, confidence = 'high') {
  return evs.length ? { numbers: [users(evs).size], confidence, dataPoints: evs.length } : LOW;
}
const r2 = (x) => round(x, 2);
function median(evs) {
  const v = evs.map(O.value).sort((a, b) => a - b),
    m = v.length >> 1;
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
}
function ranked(map, n, opts = {}) {
  const list = rank(map, { n, ...opts });
  return { names: list.map(([k]) => k), numbers: list.map(([, v]) => r2(v)) };
}
function tieAt(map, n, opts = {}) {
  const all = rank(map, opts);
  return all.length > n && all[n - 1][1] === all[n][1];
}
// A case whose expectation ranks something: `build(events, now)` returns {map, n, opts, evs, confidence, extra}.
function topCase(build) {
  const expect = (events, now) => {
    const { map, n, opts, dp, confidence = 'high' } = build(events, +now);
    if (!dp) return LOW;
    return { ...ranked(map, n, opts), confidence, dataPoints: dp };
  };
  expect.tieAtCut = (events, now) => {
    const { map, n, opts } = build(events, +now);
    return tieAt(map, n, opts);
  };
  return expect;
}
function compare(earlier, later, dp, confidence = 'high') {
  const c = O.change(earlier, later);
  return {
    numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
    ...(c.pct === null ? {} : { percents: [c.pct] }),
    confidence,
    dataPoints: dp,
  };
}
function cmpCount(events, a, b, names, confidence = 'high') {
  const ea = select(events, { range: a, names }),
    eb = select(events, { range: b, names });
  return compare(ea.length, eb.length, ea.length + eb.length, confidence);
}
function conv(events, range, a, b, confidence = 'high') {
  const c = O.conversion(events, range, a, b);
  if (!c.did) return LOW;
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
}
function shareEvents(events, range, names, confidence = 'high') {
  const all = select(events, { range }),
    part = all.filter((e) => names.includes(e.eventName));
  return {
    numbers: [part.length],
    percents: [percent(part.length, all.length)],
    confidence,
    dataPoints: all.length,
  };
}
function shareUsers(events, range, names, confidence = 'high') {
  const all = select(events, { range }),
    part = users(all.filter((e) => names.includes(e.eventName)));
  return {
    numbers: [part.size],
    percents: [percent(part.size, users(all).size)],
    confidence,
    dataPoints: all.length,
  };
}
function lastSeen(evs, confidence = 'high') {
  if (!evs.length) return LOW;
  return { names: [O.isoDay(O.time(O.newestFirst(evs)[0]))], confidence, dataPoints: evs.length };
}
const low = () => LOW;

// ---- cases ---------------------------------------------------------------------------------
export const cases = [
  // ======================= count =======================
  {
    id: 'count-01',
    type: 'count',
    question: 'how many exam.booked events came in yesterday?',
    expect: (ev, now) => count(select(ev, { range: ranges.yesterday(+now), names: ['exam.booked'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Total number of events in the last 24 hours, all types.',
    expect: (ev, now) => count(select(ev, { range: ranges.lastHours(+now, 24) })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'lens-order-placed count for last week pls (the full Mon–Sun week)',
    expect: (ev, now) => count(select(ev, { range: ranges.lastWeek(+now), names: ['lens-order-placed'] })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) => `How many times was Frame Tried On logged on ${fmt.iso(ago(now, 9))}?`,
    expect: (ev, now) => count(select(ev, { range: ranges.on(ago(now, 9)), names: ['Frame Tried On'] })),
  },
  {
    id: 'count-05',
    type: 'count',
    question:
      'roughly how many glasses orders did we take over the past 30 days? need it for the ops standup',
    expect: (ev, now) =>
      count(select(ev, { range: ranges.lastDays(+now, 30), names: ['lens-order-placed'] }), 'not-high'),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) =>
      `number of repair.requested between ${fmt.long(ago(now, 40))} and ${fmt.long(ago(now, 26))}`,
    expect: (ev, now) =>
      count(select(ev, { range: ranges.between(ago(now, 40), ago(now, 26)), names: ['repair.requested'] })),
  },
  {
    id: 'count-07',
    type: 'count',
    low: true,
    question: 'How many eye_drops_purchased events happened last month?',
    expect: low,
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `count of appointment cancellations since ${fmt.short(ago(now, 20))}?`,
    expect: (ev, now) =>
      count(
        select(ev, { range: ranges.since(ago(now, 20), +now), names: ['appointment-cancelled'] }),
        'not-high',
      ),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `How many glasses_collected did we record in ${monthName(now, -1)}?`,
    expect: (ev, now) => count(select(ev, { range: monthRange(now, -1), names: ['glasses_collected'] })),
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'account_created in the past 7 days — how many?',
    expect: (ev, now) => count(select(ev, { range: ranges.lastDays(+now, 7), names: ['account_created'] })),
  },

  // ======================= users =======================
  {
    id: 'users-01',
    type: 'users',
    question: 'how many unique users did anything at all in the last 7 days?',
    expect: (ev, now) => distinct(select(ev, { range: ranges.lastDays(+now, 7) })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'How many people booked an eye exam last month?',
    expect: (ev, now) =>
      distinct(select(ev, { range: ranges.lastMonth(+now), names: ['exam.booked'] }), 'not-high'),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'Distinct users with ContactLensSubscribed in the past 30 days',
    expect: (ev, now) =>
      distinct(select(ev, { range: ranges.lastDays(+now, 30), names: ['ContactLensSubscribed'] })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'active users yesterday?',
    expect: (ev, now) => distinct(select(ev, { range: ranges.yesterday(+now) })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) => `how many diffrent customers tried on frames since ${fmt.dm(ago(now, 14))}?`,
    expect: (ev, now) =>
      distinct(
        select(ev, { range: ranges.since(ago(now, 14), +now), names: ['Frame Tried On'] }),
        'not-high',
      ),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) => `Unique users who did review_submitted in ${monthYear(now, -2)}`,
    expect: (ev, now) => distinct(select(ev, { range: monthRange(now, -2), names: ['review_submitted'] })),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'how many users used the ar_mirror_opened feature this week?',
    expect: low,
  },
  {
    id: 'users-08',
    type: 'users',
    question: (now) =>
      `Number of customers with an ExamCompleted between ${fmt.iso(ago(now, 50))} and ${fmt.iso(ago(now, 36))}.`,
    expect: (ev, now) =>
      distinct(select(ev, { range: ranges.between(ago(now, 50), ago(now, 36)), names: ['ExamCompleted'] })),
  },

  // ======================= value =======================
  {
    id: 'value-01',
    type: 'value',
    question: 'Total lens-order-placed value last month?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastMonth(+now), names: ['lens-order-placed'] });
      return e.length ? { numbers: [r2(sum(e))], confidence: 'high', dataPoints: e.length } : LOW;
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'what is the average amount of a lens-order-placed in the last 30 days',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(+now, 30), names: ['lens-order-placed'] });
      return e.length ? { numbers: [O.avg(e)], confidence: 'high', dataPoints: e.length } : LOW;
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'finance here — what was our revenue over the past 7 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(+now, 7), names: MONEY });
      return e.length
        ? {
            numbers: [r2(sum(e))],
            names: MONEY,
            unordered: true,
            confidence: 'not-high',
            dataPoints: e.length,
          }
        : LOW;
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'Median ExamCompleted value (exam length in minutes) over the last 3 months?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastMonths(+now, 3), names: ['ExamCompleted'] });
      return e.length ? { numbers: [median(e)], confidence: 'high', dataPoints: e.length } : LOW;
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'lowest ContactLensSubscribed amount we have ever charged?',
    expect: (ev) => {
      const e = select(ev, { names: ['ContactLensSubscribed'] });
      return { numbers: [O.min(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'Average review_submitted score for the past 2 months (it is the star rating)',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastMonths(+now, 2), names: ['review_submitted'] });
      return e.length ? { numbers: [O.avg(e)], confidence: 'high', dataPoints: e.length } : LOW;
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'sum of RepairCompleted values last week? (bench minutes, for staffing)',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastWeek(+now), names: ['RepairCompleted'] });
      return e.length ? { numbers: [r2(sum(e))], confidence: 'high', dataPoints: e.length } : LOW;
    },
  },
  {
    id: 'value-08',
    type: 'value',
    low: true,
    question: 'total value of gift_card_redeemed this year',
    expect: low,
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'whats the biggest single lens order we ever had?',
    expect: (ev) => {
      const e = select(ev, { names: ['lens-order-placed'] });
      return { numbers: [O.max(e)], confidence: 'not-high', dataPoints: e.length };
    },
  },
  {
    id: 'value-10',
    type: 'value',
    question: (now) =>
      `Max glasses_collected value between ${fmt.full(ago(now, 60))} and ${fmt.full(ago(now, 31))}? that value is days waited`,
    expect: (ev, now) => {
      const e = select(ev, {
        range: ranges.between(ago(now, 60), ago(now, 31)),
        names: ['glasses_collected'],
      });
      return e.length ? { numbers: [O.max(e)], confidence: 'high', dataPoints: e.length } : LOW;
    },
  },

  // ======================= top-events =======================
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: topCase((ev, now) => {
      const e = select(ev, { range: ranges.lastDays(now, 30) });
      return { map: tally(e, O.byName), n: 5, dp: e.length };
    }),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'What are our 3 most common events, all time?',
    expect: topCase((ev) => ({ map: tally(ev, O.byName), n: 3, dp: ev.length })),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'Which 3 events were the least common over the past 14 days?',
    expect: topCase((ev, now) => {
      const e = select(ev, { range: ranges.lastDays(now, 14) });
      return { map: tally(e, O.byName), n: 3, opts: { ascending: true }, dp: e.length };
    }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'most frequent event yesterday?',
    expect: topCase((ev, now) => {
      const e = select(ev, { range: ranges.yesterday(now) });
      return { map: tally(e, O.byName), n: 1, dp: e.length };
    }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: 'list the 3 most common events last month',
    expect: topCase((ev, now) => {
      const e = select(ev, { range: ranges.lastMonth(now) });
      return { map: tally(e, O.byName), n: 3, dp: e.length };
    }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: (now) =>
      `Rank event types from ${fmt.short(ago(now, 70))} to ${fmt.short(ago(now, 45))}, top 3 please`,
    expect: topCase((ev, now) => {
      const e = select(ev, { range: ranges.between(ago(now, 70), ago(now, 45)) });
      return { map: tally(e, O.byName), n: 3, dp: e.length };
    }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'least frequent event overall — which one is it?',
    expect: topCase((ev) => ({ map: tally(ev, O.byName), n: 1, opts: { ascending: true }, dp: ev.length })),
  },

  // ======================= top-users =======================
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'Who are the 3 most active users overall?',
    expect: topCase((ev) => ({ map: tally(ev, O.byUser), n: 3, dp: ev.length })),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'Top 5 spenders, all time — for the loyalty programme pilot',
    expect: topCase((ev) => {
      const e = select(ev, { names: MONEY });
      return { map: tally(e, O.byUser, O.value), n: 5, dp: e.length, confidence: 'not-high' };
    }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'top 3 customers by total lens-order-placed value in the last 60 days',
    expect: topCase((ev, now) => {
      const e = select(ev, { range: ranges.lastDays(now, 60), names: ['lens-order-placed'] });
      return { map: tally(e, O.byUser, O.value), n: 3, dp: e.length };
    }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'Which user had the most Frame Tried On events last month?',
    expect: topCase((ev, now) => {
      const e = select(ev, { range: ranges.lastMonth(now), names: ['Frame Tried On'] });
      return { map: tally(e, O.byUser), n: 1, dp: e.length };
    }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'who logged the most RepairCompleted in the past 30 days? give me the top 3 techs',
    expect: topCase((ev, now) => {
      const e = select(ev, { range: ranges.lastDays(now, 30), names: ['RepairCompleted'] });
      return { map: tally(e, O.byUser), n: 3, dp: e.length };
    }),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'single most active user last week?',
    expect: topCase((ev, now) => {
      const e = select(ev, { range: ranges.lastWeek(now) });
      return { map: tally(e, O.byUser), n: 1, dp: e.length };
    }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: (now) =>
      `who has the highest number of exam.booked since ${fmt.iso(ago(now, 75))}? just the top one`,
    expect: topCase((ev, now) => {
      const e = select(ev, { range: ranges.since(ago(now, 75), now), names: ['exam.booked'] });
      return { map: tally(e, O.byUser), n: 1, dp: e.length };
    }),
  },

  // ======================= user =======================
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does cust_1007 have in total?',
    expect: (ev) => count(select(ev, { user: 'cust_1007' })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'When was cust_1042 first seen, and when last seen?',
    expect: (ev) => {
      const e = select(ev, { user: 'cust_1042' }),
        s = O.newestFirst(e);
      return {
        names: [O.isoDay(O.time(s[s.length - 1])), O.isoDay(O.time(s[0]))],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'what event types has staff_04 ever produced?',
    expect: (ev) => {
      const e = select(ev, { user: 'staff_04' });
      return {
        names: [...new Set(e.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: "show me cust_1455's 3 most recent events — new customer, checking the onboarding",
    expect: (ev) => {
      const e = select(ev, { user: 'cust_1455' });
      return { names: O.newestFirst(e).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'What has cust_1120 been doing — which events and how many?',
    expect: (ev) => {
      const e = select(ev, { user: 'cust_1120' });
      return {
        names: [...new Set(e.map(O.byName))].sort(),
        unordered: true,
        numbers: [e.length],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    low: true,
    question: 'How many exams has cust_9999 had with us?',
    expect: low,
  },
  {
    id: 'user-07',
    type: 'user',
    question: 'number of events from cust_1233 in the last 60 days? they keep leaving bad reviews',
    expect: (ev, now) => count(select(ev, { range: ranges.lastDays(+now, 60), user: 'cust_1233' })),
  },
  {
    id: 'user-08',
    type: 'user',
    question: (now) =>
      `cust_1007 activity between ${fmt.dm(ago(now, 30))} and ${fmt.dm(ago(now, 16))}: how many events?`,
    expect: (ev, now) =>
      count(select(ev, { range: ranges.between(ago(now, 30), ago(now, 16)), user: 'cust_1007' })),
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'first seen date for cust_1455?',
    expect: (ev) => {
      const e = select(ev, { user: 'cust_1455' }),
        s = O.newestFirst(e);
      return { names: [O.isoDay(O.time(s[s.length - 1]))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-10',
    type: 'user',
    question: 'Which events has cust_1042 used? Support thinks they moved to a competitor.',
    expect: (ev) => {
      const e = select(ev, { user: 'cust_1042' });
      return {
        names: [...new Set(e.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },

  // ======================= breakdown =======================
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'which weekday is busiest for ExamCompleted?',
    expect: topCase((ev) => {
      const e = select(ev, { names: ['ExamCompleted'] });
      return { map: tally(e, O.byWeekday), n: 1, dp: e.length };
    }),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'Busiest hour of the day for exam.booked in the last 30 days (UTC)?',
    expect: topCase((ev, now) => {
      const e = select(ev, { range: ranges.lastDays(now, 30), names: ['exam.booked'] });
      return { map: tally(e, O.byHour), n: 1, dp: e.length };
    }),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question:
      'On which day did we get the most appointment-cancelled events? something broke at some point I think',
    expect: topCase((ev) => {
      const e = select(ev, { names: ['appointment-cancelled'] });
      return { map: tally(e, O.byDay), n: 1, dp: e.length };
    }),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: (now) =>
      `lens-order-placed per month from ${fmt.iso(O.monthStart(+now, -3))} to ${fmt.iso(lastDayOfMonth(now, -1))}`,
    expect: (ev, now) => {
      const e = select(ev, {
        range: ranges.between(O.monthStart(+now, -3), lastDayOfMonth(now, -1)),
        names: ['lens-order-placed'],
      });
      const m = [...tally(e, O.byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: (now) =>
      `weekly exam.booked counts between Monday ${fmt.iso(O.weekStart(+now) - 5 * WEEK)} and Sunday ${fmt.iso(O.weekStart(+now) - WEEK - DAY)}`,
    expect: (ev, now) => {
      const e = select(ev, {
        range: ranges.between(O.weekStart(+now) - 5 * WEEK, O.weekStart(+now) - WEEK - DAY),
        names: ['exam.booked'],
      });
      const m = [...tally(e, O.byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'busiest day of the week overall?',
    expect: topCase((ev) => ({ map: tally(ev, O.byWeekday), n: 1, dp: ev.length })),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: (now) =>
      `daily exam.booked from ${fmt.short(ago(now, 12))} through ${fmt.short(ago(now, 8))}, one number per day`,
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.between(ago(now, 12), ago(now, 8)), names: ['exam.booked'] });
      const m = [...tally(e, O.byDay)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'Which hour of the day is busiest for Frame Tried On over the past 2 weeks?',
    expect: topCase((ev, now) => {
      const e = select(ev, { range: ranges.lastWeeks(now, 2), names: ['Frame Tried On'] });
      return { map: tally(e, O.byHour), n: 1, dp: e.length };
    }),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'which month had the highest total lens-order-placed value?',
    expect: topCase((ev) => {
      const e = select(ev, { names: ['lens-order-placed'] });
      return { map: tally(e, O.byMonth, O.value), n: 1, dp: e.length };
    }),
  },

  // ======================= compare =======================
  {
    id: 'compare-01',
    type: 'compare',
    question: 'Frame Tried On: last 14 days vs the 14 days before that?',
    expect: (ev, now) =>
      cmpCount(ev, { from: +now - 28 * DAY, to: +now - 14 * DAY }, ranges.lastDays(+now, 14), [
        'Frame Tried On',
      ]),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) =>
      `lens-order-placed in ${monthName(now, -2)} versus ${monthName(now, -1)} — up or down?`,
    expect: (ev, now) => cmpCount(ev, monthRange(now, -2), monthRange(now, -1), ['lens-order-placed']),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'is revenue growing? last 30 days compared with the previous 30',
    expect: (ev, now) => {
      const a = select(ev, { range: { from: +now - 60 * DAY, to: +now - 30 * DAY }, names: MONEY });
      const b = select(ev, { range: ranges.lastDays(+now, 30), names: MONEY });
      return compare(sum(a), sum(b), a.length + b.length, 'not-high');
    },
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'Active users in the last 14 days vs the 14 days before — are we holding on to people?',
    expect: (ev, now) => {
      const a = select(ev, { range: { from: +now - 28 * DAY, to: +now - 14 * DAY } }),
        b = select(ev, { range: ranges.lastDays(+now, 14) });
      return compare(users(a).size, users(b).size, a.length + b.length);
    },
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'account_created, past 30 days vs. the 30 days before. board deck slide on growth',
    expect: (ev, now) =>
      cmpCount(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, ranges.lastDays(+now, 30), [
        'account_created',
      ]),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: (now) =>
      `Compare total ContactLensSubscribed value in ${monthYear(now, -3)} and ${monthYear(now, -1)}`,
    expect: (ev, now) => {
      const a = select(ev, { range: monthRange(now, -3), names: ['ContactLensSubscribed'] }),
        b = select(ev, { range: monthRange(now, -1), names: ['ContactLensSubscribed'] });
      return compare(sum(a), sum(b), a.length + b.length);
    },
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'Frame Tried On yesterday compared with the day before?',
    expect: (ev, now) => cmpCount(ev, ranges.on(ago(now, 2)), ranges.yesterday(+now), ['Frame Tried On']),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'total RepairCompleted value (bench minutes) last week compared with the week before',
    expect: (ev, now) => {
      const a = select(ev, {
          range: { from: O.weekStart(+now) - 2 * WEEK, to: O.weekStart(+now) - WEEK },
          names: ['RepairCompleted'],
        }),
        b = select(ev, { range: ranges.lastWeek(+now), names: ['RepairCompleted'] });
      return compare(sum(a), sum(b), a.length + b.length);
    },
  },

  // ======================= share =======================
  {
    id: 'share-01',
    type: 'share',
    question: 'What % of all events in the last 30 days were lens-order-placed?',
    expect: (ev, now) => shareEvents(ev, ranges.lastDays(+now, 30), ['lens-order-placed']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'of the users active last month, what share did a review_submitted?',
    expect: (ev, now) => shareUsers(ev, ranges.lastMonth(+now), ['review_submitted']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'percentage of events that are appointment-cancelled, across all time',
    expect: (ev) => shareEvents(ev, ranges.all(), ['appointment-cancelled']),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'Of everyone active in the past 7 days, what percent had ContactLensSubscribed?',
    expect: (ev, now) => shareUsers(ev, ranges.lastDays(+now, 7), ['ContactLensSubscribed']),
  },
  {
    id: 'share-05',
    type: 'share',
    question: "what fraction of yesterday's activity was Frame Tried On, as a percentage",
    expect: (ev, now) => shareEvents(ev, ranges.yesterday(+now), ['Frame Tried On']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: (now) =>
      `how much of our traffic since ${fmt.long(ago(now, 21))} is exam bookings, in percent?`,
    expect: (ev, now) => shareEvents(ev, ranges.since(ago(now, 21), +now), ['exam.booked'], 'not-high'),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'What percentage of all users ever did a repair.requested?',
    expect: (ev) => shareUsers(ev, ranges.all(), ['repair.requested']),
  },

  // ======================= conversion =======================
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of users who did exam.booked in the last 30 days, how many then had an ExamCompleted?',
    expect: (ev, now) => conv(ev, ranges.lastDays(+now, 30), 'exam.booked', 'ExamCompleted'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'conversion from Frame Tried On to lens-order-placed last month?',
    expect: (ev, now) => conv(ev, ranges.lastMonth(+now), 'Frame Tried On', 'lens-order-placed'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: (now) =>
      `lens-order-placed → glasses_collected between ${fmt.iso(ago(now, 80))} and ${fmt.iso(ago(now, 20))}: what % of buyers picked up?`,
    expect: (ev, now) =>
      conv(ev, ranges.between(ago(now, 80), ago(now, 20)), 'lens-order-placed', 'glasses_collected'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'How many people who did account_created went on to exam.booked afterwards? all time',
    expect: (ev) => conv(ev, ranges.all(), 'account_created', 'exam.booked'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question:
      'Of the people who booked an exam in the last 60 days, how many later cancelled their appointment?',
    expect: (ev, now) =>
      conv(ev, ranges.lastDays(+now, 60), 'exam.booked', 'appointment-cancelled', 'not-high'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: 'ExamCompleted to Prescription Updated conversion in the past 2 weeks',
    expect: (ev, now) => conv(ev, ranges.lastWeeks(+now, 2), 'ExamCompleted', 'Prescription Updated'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: (now) =>
      `since ${fmt.full(ago(now, 45))}, what percentage of exam.booked users later did lens-order-placed?`,
    expect: (ev, now) => conv(ev, ranges.since(ago(now, 45), +now), 'exam.booked', 'lens-order-placed'),
  },

  // ======================= churn =======================
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `How many customers were active in ${monthName(now, -2)} but not at all in ${monthName(now, -1)}?`,
    expect: (ev, now) => {
      const n = O.churned(ev, monthRange(now, -2), monthRange(now, -1)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many brand-new users in the last 14 days (first event ever)?',
    expect: (ev, now) => {
      const n = O.newUsers(ev, ranges.lastDays(+now, 14)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'New users last month?',
    expect: (ev, now) => {
      const n = O.newUsers(ev, ranges.lastMonth(+now)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `users who were active between ${fmt.iso(ago(now, 60))} and ${fmt.iso(ago(now, 31))} but have done nothing since ${fmt.iso(ago(now, 30))} — how many?`,
    expect: (ev, now) => {
      const n = O.churned(
        ev,
        ranges.between(ago(now, 60), ago(now, 31)),
        ranges.since(ago(now, 30), +now),
      ).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `how many first-time users have we had since ${fmt.long(ago(now, 28))}?`,
    expect: (ev, now) => {
      const n = O.newUsers(ev, ranges.since(ago(now, 28), +now)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: 'How many users were active last week but have not been back this week?',
    expect: (ev, now) => {
      const n = O.churned(ev, ranges.lastWeek(+now), ranges.thisWeek(+now)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'new users in the past week, please',
    expect: (ev, now) => {
      const n = O.newUsers(ev, ranges.lastDays(+now, 7)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },

  // ======================= recency =======================
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last repair.requested?',
    expect: (ev) => lastSeen(select(ev, { names: ['repair.requested'] })),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'has anyone had an appointment-cancelled in the past 7 days? how many?',
    expect: (ev, now) =>
      count(select(ev, { range: ranges.lastDays(+now, 7), names: ['appointment-cancelled'] })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'when did somebody last submit a review?',
    expect: (ev) => lastSeen(select(ev, { names: ['review_submitted'] }), 'not-high'),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'last time cust_1007 did a lens-order-placed?',
    expect: (ev) => lastSeen(select(ev, { names: ['lens-order-placed'], user: 'cust_1007' })),
  },
  {
    id: 'recency-05',
    type: 'recency',
    low: true,
    question: 'when did anyone last use the home_trial_kit_shipped flow?',
    expect: low,
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'did anyone do ContactLensSubscribed in the past 3 days? how many times',
    expect: (ev, now) =>
      count(select(ev, { range: ranges.lastDays(+now, 3), names: ['ContactLensSubscribed'] })),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'most recent account_created — when was it?',
    expect: (ev) => lastSeen(select(ev, { names: ['account_created'] })),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'was there any RepairCompleted by staff_04 last week? how many',
    expect: (ev, now) =>
      count(select(ev, { range: ranges.lastWeek(+now), names: ['RepairCompleted'], user: 'staff_04' })),
  },

  // ======================= catalogue =======================
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'what events do we even track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'total number of events stored, all time',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'how many different event names exist in the system?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'List every event type with how many times each one happened.',
    expect: (ev) => ({ ...ranked(tally(ev, O.byName), Infinity), confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question:
      'new engineer onboarding: give me the size of the dataset, number of users and number of events',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'do we have an event for contact lens subscriptions? what is it called?',
    expect: () => ({ names: ['ContactLensSubscribed'], confidence: 'not-high' }),
  },

  // ======================= other =======================
  {
    id: 'other-01',
    type: 'other',
    question: 'Which frame brand sells best in the Rotterdam store?',
    expect: low,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'what is the average queue waiting time at the counter on saturdays?',
    expect: low,
  },
  {
    id: 'other-03',
    type: 'other',
    question: "Forecast next quarter's lens sales for the budget",
    expect: low,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'which optometrist gets the best patient ratings?',
    expect: low,
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'How many progressive lenses vs single-vision lenses did we sell?',
    expect: low,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'what is the current stock level of Ray-Ban frames in the warehouse',
    expect: low,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'please reset the password for cust_1007, she is locked out',
    expect: low,
  },
  { id: 'other-08', type: 'other', question: 'will it rain at the Utrecht store tomorrow?', expect: low },
  {
    id: 'other-09',
    type: 'other',
    question: 'Which health insurer reimburses most of our eye exams?',
    expect: low,
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'what pupillary distance was measured on the last order?',
    expect: low,
  },
];
