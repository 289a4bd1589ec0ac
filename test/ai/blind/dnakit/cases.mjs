// Blind round "dnakit": questions people at a consumer DNA-testing / family-tree company would ask.
// Every expectation is computed from the events with the reference oracle; nothing is typed in.

import {
  DAY,
  MONTHS,
  ranges,
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
  time,
  dayStart,
  weekStart,
  monthStart,
  yearStart,
  isoDay,
  pastMonth,
  pastMonthDay,
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY } from './data.mjs';

// ---- helpers -------------------------------------------------------------------------------

const low = () => ({ confidence: 'low', dataPoints: 0 });
const wd = (t) => (new Date(t).getUTCDay() + 6) % 7;
const daysAgo = (N, n) => dayStart(N) - n * DAY;
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const ordinal = (d) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
const mon3 = (t) => MONTHS[new Date(t).getUTCMonth()].slice(0, 3);
const monDay = (t) => `${mon3(t)} ${new Date(t).getUTCDate()}`; // "Nov 3"
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`; // "November 3rd"
const dayMonth = (t) => `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]}`; // "3 November"
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
// A day named without a year, resolved the way SEMANTICS says (the most recent such day).
const namedDay = (N, t) => pastMonthDay(N, new Date(t).getUTCMonth(), new Date(t).getUTCDate());
// "in <Month>" for the month `back` calendar months before now.
const namedMonth = (N, back) => pastMonth(N, new Date(monthStart(N, -back)).getUTCMonth());
const n2 = (x) => round(x, 2);
// The data ends 2 minutes before now, so a period that began moments ago ("today" just after
// midnight) is empty. Questions about the current day/week/month/year fall back to the previous
// one during the first two hours of the period, so that they always have data.
const EARLY = 2 * 60 * 60 * 1000;
const early = (N, start) => N - start < EARLY;
const count = (events, q) => select(events, q).length;

// Story days, derived from now exactly as data.mjs does.
const incidentDay = (N) => {
  let d = daysAgo(N, 23);
  while (wd(d) >= 5) d += DAY;
  return d;
};
const lastSunday = (N) => {
  let d = daysAgo(N, 1);
  while (wd(d) !== 6) d -= DAY;
  return d;
};

// A ranked list: names in rank order with their figures; the cut must not fall inside a tie.
function ranked(scope, { n, ascending = false, confidence = 'high' }) {
  const expect = (events, now) => {
    const { map, dataPoints } = scope(events, +now);
    const list = rank(map, { n, ascending });
    return { names: list.map(([k]) => k), numbers: list.map(([, v]) => n2(v)), confidence, dataPoints };
  };
  expect.tieAtCut = (events, now) => {
    const { map } = scope(events, +now);
    const all = rank(map, { ascending });
    return n < all.length && n2(all[n - 1][1]) === n2(all[n][1]);
  };
  return expect;
}

// A breakdown over time buckets, listed chronologically (or unordered for weekday/hour lists).
function series(scope, key, { unordered = false, confidence = 'high' } = {}) {
  return (events, now) => {
    const evs = scope(events, +now);
    const list = [...tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: list.map(([k]) => k),
      numbers: list.map(([, v]) => v),
      unordered,
      confidence,
      dataPoints: evs.length,
    };
  };
}

function median(evs) {
  const v = evs.map(value).sort((a, b) => a - b);
  const k = v.length;
  return n2(k % 2 ? v[(k - 1) / 2] : (v[k / 2 - 1] + v[k / 2]) / 2);
}

const MONEY = ['kit_ordered', 'subscription_purchased'];

function compareCase(earlierRange, laterRange, measure, names) {
  return (events, now) => {
    const N = +now;
    const a = select(events, { range: earlierRange(N), names });
    const b = select(events, { range: laterRange(N), names });
    const c = change(n2(measure(a)), n2(measure(b)));
    return {
      numbers: [c.earlier, c.later, n2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: 'high',
      dataPoints: a.length + b.length,
    };
  };
}

function conversionCase(range, a, b) {
  return (events, now) => {
    const r = range(+now);
    const c = conversion(events, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: 'high',
      dataPoints: count(events, { range: r, names: [a] }) + count(events, { range: r, names: [b] }),
    };
  };
}

function lastSeen(events, q) {
  const evs = newestFirst(select(events, q));
  const t = time(evs[0]);
  return { names: [isoDay(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
}

// Events in either of two ranges (each event counted once).
const eventsInEither = (events, r1, r2) =>
  events.filter((e) => (time(e) >= r1.from && time(e) < r1.to) || (time(e) >= r2.from && time(e) < r2.to))
    .length;

// ---- the cases -----------------------------------------------------------------------------

export const cases = [
  // ======================= count =======================
  {
    id: 'count-24h',
    type: 'count',
    question: 'how many events came in over the last 24 hours?',
    expect: (events, now) => {
      const k = count(events, { range: ranges.lastHours(+now, 24) });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'count-kits-7d',
    type: 'count',
    question: 'Number of kit_ordered events in the past 7 days?',
    expect: (events, now) => {
      const k = count(events, { range: ranges.lastDays(+now, 7), names: ['kit_ordered'] });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'count-activations-lastmonth',
    type: 'count',
    question: 'quick one for the ops reveiw - how many kit.activated events did we get last month?',
    expect: (events, now) => {
      const k = count(events, { range: ranges.lastMonth(+now), names: ['kit.activated'] });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'count-qc-incident-day',
    type: 'count',
    question: (now) =>
      `The lab says something went badly wrong on ${longDay(incidentDay(+now))}. How many lab.qc_failed were logged that day?`,
    expect: (events, now) => {
      const N = +now;
      const k = count(events, { range: ranges.on(namedDay(N, incidentDay(N))), names: ['lab.qc_failed'] });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'count-received-between',
    type: 'count',
    question: (now) =>
      `Sample Received count between ${isoDay(daysAgo(+now, 50))} and ${isoDay(daysAgo(+now, 36))}, please`,
    expect: (events, now) => {
      const N = +now;
      const k = count(events, {
        range: ranges.between(daysAgo(N, 50), daysAgo(N, 36)),
        names: ['Sample Received'],
      });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'count-kit-orders-loose',
    type: 'count',
    question: 'how many kit orders came in over the last 30 days? finance wants a rough numbr',
    expect: (events, now) => {
      const k = count(events, { range: ranges.lastDays(+now, 30), names: ['kit_ordered'] });
      return { numbers: [k], names: ['kit_ordered'], confidence: 'not-high', dataPoints: k };
    },
  },
  {
    id: 'count-this-year',
    type: 'count',
    question: (now) =>
      early(+now, yearStart(+now))
        ? 'Total number of events last year?'
        : 'Total number of events so far this year?',
    expect: (events, now) => {
      const N = +now;
      const k = count(events, { range: early(N, yearStart(N)) ? ranges.lastYear(N) : ranges.thisYear(N) });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'count-today',
    type: 'count',
    question: (now) =>
      early(+now, dayStart(+now))
        ? 'how many events did we record yesterday'
        : 'how many events have we recorded today',
    expect: (events, now) => {
      const N = +now;
      const k = count(events, { range: early(N, dayStart(N)) ? ranges.yesterday(N) : ranges.today(N) });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'count-mailed-before',
    type: 'count',
    question: (now) => `How many SampleMailed events happened before ${monDay(daysAgo(+now, 60))}?`,
    expect: (events, now) => {
      const N = +now;
      const k = count(events, { range: ranges.before(namedDay(N, daysAgo(N, 60))), names: ['SampleMailed'] });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'count-messages-48h',
    type: 'count',
    question: 'Message Sent - how many in the past 48 hours?',
    expect: (events, now) => {
      const k = count(events, { range: ranges.lastHours(+now, 48), names: ['Message Sent'] });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'count-reports-on-iso',
    type: 'count',
    question: (now) => `How many AncestryReportViewed events were there on ${isoDay(daysAgo(+now, 12))}?`,
    expect: (events, now) => {
      const k = count(events, { range: ranges.on(daysAgo(+now, 12)), names: ['AncestryReportViewed'] });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'count-this-week',
    type: 'count',
    question: (now) =>
      `How many events ${early(+now, weekStart(+now)) ? 'last week' : 'so far this week'}? Asking because the dashboard tile looks stuck.`,
    expect: (events, now) => {
      const N = +now;
      const k = count(events, { range: early(N, weekStart(N)) ? ranges.lastWeek(N) : ranges.thisWeek(N) });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'count-unknown-refunds',
    type: 'count',
    low: true,
    question: 'How many kit_refunded events were there last month?',
    expect: () => low(),
  },
  {
    id: 'count-labtech-orders-zero',
    type: 'count',
    low: true,
    question:
      'how many kit_ordered events has lab_tech_01 got? (checking whether staff buy kits on their own accounts)',
    expect: (events) => {
      const k = count(events, { names: ['kit_ordered'], user: 'lab_tech_01' });
      return k === 0 ? low() : { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },

  // ======================= users =======================
  {
    id: 'users-past-week',
    type: 'users',
    question: 'how many unique users were active in the past week?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 7) });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-this-month',
    type: 'users',
    question: (now) =>
      early(+now, monthStart(+now)) ? 'Active users last month?' : 'Active users this month?',
    expect: (events, now) => {
      const N = +now;
      const evs = select(events, {
        range: early(N, monthStart(N)) ? ranges.lastMonth(N) : ranges.thisMonth(N),
      });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-activated-month',
    type: 'users',
    question: (now) => `How many distinct customers did kit.activated in ${monthName(monthStart(+now, -2))}?`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.month(namedMonth(+now, 2)), names: ['kit.activated'] });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-match-2w',
    type: 'users',
    question: 'How many different custmers triggered match-viewed over the last 2 weeks?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastWeeks(+now, 2), names: ['match-viewed'] });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-subscribers-ever',
    type: 'users',
    question: 'How many unique users have ever done subscription_purchased?',
    expect: (events) => {
      const evs = select(events, { names: ['subscription_purchased'] });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-messaged-lastweek-loose',
    type: 'users',
    question: 'how many people messaged a relative last week?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastWeek(+now), names: ['Message Sent'] });
      return {
        numbers: [users(evs).size],
        names: ['Message Sent'],
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'users-unknown-upload',
    type: 'users',
    low: true,
    question: 'How many users did dna_upload yesterday? (people importing raw data from other companies)',
    expect: () => low(),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'active users yesterday - what was the number?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.yesterday(+now) });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'users-reportviewers-since',
    type: 'users',
    question: (now) =>
      `Since ${dayMonth(daysAgo(+now, 21))}, how many unique users have done AncestryReportViewed?`,
    expect: (events, now) => {
      const N = +now;
      const evs = select(events, {
        range: ranges.since(namedDay(N, daysAgo(N, 21)), N),
        names: ['AncestryReportViewed'],
      });
      return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
    },
  },

  // ======================= value =======================
  {
    id: 'value-kit-total',
    type: 'value',
    question: "What's the total eventValue of kit_ordered across all time?",
    expect: (events) => {
      const evs = select(events, { names: ['kit_ordered'] });
      return { numbers: [n2(sum(evs))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-kit-avg-30d',
    type: 'value',
    question:
      'average kit_ordered value over the last 30 days? trying to see how much the discount codes are eating into price',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 30), names: ['kit_ordered'] });
      return { numbers: [avg(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-sub-max-lastmonth',
    type: 'value',
    question: 'Biggest single subscription_purchased amount last month?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastMonth(+now), names: ['subscription_purchased'] });
      return { numbers: [n2(max(evs))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-qc-min',
    type: 'value',
    question: 'what is the minimum eventValue on lab.qc_failed? (that is the DNA concentration, ng/uL)',
    expect: (events) => {
      const evs = select(events, { names: ['lab.qc_failed'] });
      return { numbers: [n2(min(evs))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-report-median-7d',
    type: 'value',
    question:
      'Median value of AncestryReportViewed in the past 7 days - the value is minutes spent on the report',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 7), names: ['AncestryReportViewed'] });
      return { numbers: [median(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'For the board deck: what was our revenue last month?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastMonth(+now), names: MONEY });
      return {
        numbers: [n2(sum(evs))],
        names: MONEY,
        unordered: true,
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'value-bigspender-kits',
    type: 'value',
    question: `How much has ${P.bigSpender} spent on kit_ordered in total?`,
    expect: (events) => {
      const evs = select(events, { names: ['kit_ordered'], user: P.bigSpender });
      return { numbers: [n2(sum(evs))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-match-mean',
    type: 'value',
    question: 'mean eventValue for match-viewed (shared cM) overall?',
    expect: (events) => {
      const evs = select(events, { names: ['match-viewed'] });
      return { numbers: [avg(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-transit-avg-between',
    type: 'value',
    question: (now) =>
      `From ${isoDay(daysAgo(+now, 80))} to ${isoDay(daysAgo(+now, 20))}, what was the average value of Sample Received? (days the sample spent in the post)`,
    expect: (events, now) => {
      const N = +now;
      const evs = select(events, {
        range: ranges.between(daysAgo(N, 80), daysAgo(N, 20)),
        names: ['Sample Received'],
      });
      return { numbers: [avg(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-qc-avg-loose',
    type: 'value',
    question: 'what is the average DNA concentration on QC failures?',
    expect: (events) => {
      const evs = select(events, { names: ['lab.qc_failed'] });
      return {
        numbers: [avg(evs)],
        names: ['lab.qc_failed'],
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'value-unknown-giftcard',
    type: 'value',
    low: true,
    question: 'Total value of gift_card_redeemed this month?',
    expect: () => low(),
  },
  {
    id: 'value-results-sum-14d',
    type: 'value',
    question: 'sum of results-released values over the last 14 days (value = matches found at release)',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 14), names: ['results-released'] });
      return { numbers: [n2(sum(evs))], confidence: 'high', dataPoints: evs.length };
    },
  },

  // ======================= top-events =======================
  {
    id: 'top-events-default',
    type: 'top-events',
    question: 'What are our most common events? (all time is fine)',
    expect: ranked((events) => ({ map: tally(events, byName), dataPoints: events.length }), { n: 5 }),
  },
  {
    id: 'top-event-7d',
    type: 'top-events',
    question: 'most common event in the last 7 days?',
    expect: ranked(
      (events, N) => {
        const evs = select(events, { range: ranges.lastDays(N, 7) });
        return { map: tally(evs, byName), dataPoints: evs.length };
      },
      { n: 1 },
    ),
  },
  {
    id: 'top-event-rarest-14d',
    type: 'top-events',
    question: 'Which event type was the rarest in the last 14 days?',
    expect: ranked(
      (events, N) => {
        const evs = select(events, { range: ranges.lastDays(N, 14) });
        return { map: tally(evs, byName), dataPoints: evs.length };
      },
      { n: 1, ascending: true },
    ),
  },
  {
    id: 'top-events-yesterday-3',
    type: 'top-events',
    question: 'top 3 events yesterday, with counts',
    expect: ranked(
      (events, N) => {
        const evs = select(events, { range: ranges.yesterday(N) });
        return { map: tally(evs, byName), dataPoints: evs.length };
      },
      { n: 3 },
    ),
  },
  {
    id: 'top-events-rank-month',
    type: 'top-events',
    question: (now) =>
      `Can you rank every event name by how often it happened in ${monthName(monthStart(+now, -2))}?`,
    expect: ranked(
      (events, N) => {
        const evs = select(events, { range: ranges.month(namedMonth(N, 2)) });
        return { map: tally(evs, byName), dataPoints: evs.length };
      },
      { n: Infinity },
    ),
  },
  {
    id: 'top-events-lastmonth-4',
    type: 'top-events',
    question: 'What were the four most frequent events last month?',
    expect: ranked(
      (events, N) => {
        const evs = select(events, { range: ranges.lastMonth(N) });
        return { map: tally(evs, byName), dataPoints: evs.length };
      },
      { n: 4 },
    ),
  },
  {
    id: 'top-events-bottom3',
    type: 'top-events',
    question: 'bottom 3 event types by volume, all time',
    expect: ranked((events) => ({ map: tally(events, byName), dataPoints: events.length }), {
      n: 3,
      ascending: true,
    }),
  },

  // ======================= top-users =======================
  {
    id: 'top-users-3',
    type: 'top-users',
    question: 'Who are the top 3 users by number of events?',
    expect: ranked((events) => ({ map: tally(events, byUser), dataPoints: events.length }), { n: 3 }),
  },
  {
    id: 'top-user-messages-30d',
    type: 'top-users',
    question:
      'Who sent the most Message Sent in the last 30 days? support thinks someone is spamming their matches',
    expect: ranked(
      (events, N) => {
        const evs = select(events, { range: ranges.lastDays(N, 30), names: ['Message Sent'] });
        return { map: tally(evs, byUser), dataPoints: evs.length };
      },
      { n: 1 },
    ),
  },
  {
    id: 'top-users-kit-value-3',
    type: 'top-users',
    question: 'top 3 customers by total kit_ordered value',
    expect: ranked(
      (events) => {
        const evs = select(events, { names: ['kit_ordered'] });
        return { map: tally(evs, byUser, value), dataPoints: evs.length };
      },
      { n: 3 },
    ),
  },
  {
    id: 'top-spenders-5',
    type: 'top-users',
    question: 'who are our top 5 spenders?',
    expect: ranked(
      (events) => {
        const evs = select(events, { names: MONEY });
        return { map: tally(evs, byUser, value), dataPoints: evs.length };
      },
      { n: 5, confidence: 'not-high' },
    ),
  },
  {
    id: 'top-labtech-qc-30d',
    type: 'top-users',
    question: 'Which lab tech logged the most lab.qc_failed over the past 30 days?',
    expect: ranked(
      (events, N) => {
        const evs = select(events, { range: ranges.lastDays(N, 30), names: ['lab.qc_failed'] });
        return { map: tally(evs, byUser), dataPoints: evs.length };
      },
      { n: 1 },
    ),
  },
  {
    id: 'top-users-tree-since',
    type: 'top-users',
    question: (now) => `who has done the most tree.person_added since ${longDay(daysAgo(+now, 45))}?`,
    expect: ranked(
      (events, N) => {
        const evs = select(events, {
          range: ranges.since(namedDay(N, daysAgo(N, 45)), N),
          names: ['tree.person_added'],
        });
        return { map: tally(evs, byUser), dataPoints: evs.length };
      },
      { n: 1 },
    ),
  },
  {
    id: 'top-user-lastweek',
    type: 'top-users',
    question: 'Most active user last week?',
    expect: ranked(
      (events, N) => {
        const evs = select(events, { range: ranges.lastWeek(N) });
        return { map: tally(evs, byUser), dataPoints: evs.length };
      },
      { n: 1 },
    ),
  },
  {
    id: 'top-user-3months',
    type: 'top-users',
    question: "Who's the single most active user over the past 3 months? want to send them a thank-you",
    expect: ranked(
      (events, N) => {
        const evs = select(events, { range: ranges.lastMonths(N, 3) });
        return { map: tally(evs, byUser), dataPoints: evs.length };
      },
      { n: 1 },
    ),
  },

  // ======================= user =======================
  {
    id: 'user-genealogist-total',
    type: 'user',
    question: `How many events has ${P.genealogist} got in total?`,
    expect: (events) => {
      const k = count(events, { user: P.genealogist });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'user-churner-first-last',
    type: 'user',
    question: `When was ${P.churner} first seen, and when did we last see them?`,
    expect: (events) => {
      const evs = newestFirst(select(events, { user: P.churner }));
      const last = time(evs[0]),
        first = time(evs[evs.length - 1]);
      return {
        names: [isoDay(first), hhmm(first), isoDay(last), hhmm(last)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-newcomer-recent',
    type: 'user',
    question: `show me the latest things ${P.newcomer} did`,
    expect: (events) => {
      const evs = newestFirst(select(events, { user: P.newcomer }));
      return { names: evs.slice(0, 5).map(byName), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-bigspender-names',
    type: 'user',
    question: `Which event names has ${P.bigSpender} used?`,
    expect: (events) => {
      const evs = select(events, { user: P.bigSpender });
      return {
        names: [...new Set(evs.map(byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-chatty-30d',
    type: 'user',
    question: `how many events did ${P.chatty} have in the past 30 days?`,
    expect: (events, now) => {
      const k = count(events, { range: ranges.lastDays(+now, 30), user: P.chatty });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'user-labtech-qc-lastmonth',
    type: 'user',
    question: `${P.labLead}: how many lab.qc_failed did they log last month?`,
    expect: (events, now) => {
      const k = count(events, { range: ranges.lastMonth(+now), names: ['lab.qc_failed'], user: P.labLead });
      return { numbers: [k], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `What did ${NOBODY} do last week? They emailed support about a missing kit.`,
    expect: () => low(),
  },
  {
    id: 'user-genealogist-last5',
    type: 'user',
    question: `last 5 events for ${P.genealogist}?`,
    expect: Object.assign(
      (events) => {
        const evs = newestFirst(select(events, { user: P.genealogist }));
        return { names: evs.slice(0, 5).map(byName), confidence: 'high', dataPoints: evs.length };
      },
      {
        tieAtCut: (events) => {
          const evs = newestFirst(select(events, { user: P.genealogist }));
          return evs.length > 5 && time(evs[4]) === time(evs[5]);
        },
      },
    ),
  },
  {
    id: 'user-newcomer-first',
    type: 'user',
    question: `When did ${P.newcomer} first show up?`,
    expect: (events) => {
      const evs = newestFirst(select(events, { user: P.newcomer }));
      const first = time(evs[evs.length - 1]);
      return { names: [isoDay(first), hhmm(first)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-churner-names-90d',
    type: 'user',
    question: `what event types did ${P.churner} use in the last 90 days?`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 90), user: P.churner });
      return {
        names: [...new Set(evs.map(byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },

  // ======================= breakdown =======================
  {
    id: 'breakdown-kits-month',
    type: 'breakdown',
    question: 'kit_ordered per month please',
    expect: series((events) => select(events, { names: ['kit_ordered'] }), byMonth),
  },
  {
    id: 'breakdown-kits-busiest-day',
    type: 'breakdown',
    question: 'What was the busiest single day ever for kit_ordered?',
    expect: ranked(
      (events) => {
        const evs = select(events, { names: ['kit_ordered'] });
        return { map: tally(evs, byDay), dataPoints: evs.length };
      },
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-report-hour',
    type: 'breakdown',
    question: 'Which hour of the day (UTC) sees the most AncestryReportViewed?',
    expect: ranked(
      (events) => {
        const evs = select(events, { names: ['AncestryReportViewed'] });
        return { map: tally(evs, byHour), dataPoints: evs.length };
      },
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-weekday-8w',
    type: 'breakdown',
    question:
      'Which weekday has been busiest overall in the last 8 weeks? thinking about when to schedule the email campaign',
    expect: ranked(
      (events, N) => {
        const evs = select(events, { range: ranges.lastWeeks(N, 8) });
        return { map: tally(evs, byWeekday), dataPoints: evs.length };
      },
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-daily-7d',
    type: 'breakdown',
    question: 'events per day for the past 7 days',
    expect: series((events, N) => select(events, { range: ranges.lastDays(N, 7) }), byDay),
  },
  {
    id: 'breakdown-qc-worst-day',
    type: 'breakdown',
    question: 'On which day did we log the most lab.qc_failed?',
    expect: ranked(
      (events) => {
        const evs = select(events, { names: ['lab.qc_failed'] });
        return { map: tally(evs, byDay), dataPoints: evs.length };
      },
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-kits-weekly-since',
    type: 'breakdown',
    question: (now) => `weekly kit_ordered counts since ${isoDay(weekStart(+now) - 5 * 7 * DAY)}`,
    expect: series(
      (events, N) =>
        select(events, { range: ranges.since(weekStart(N) - 5 * 7 * DAY, N), names: ['kit_ordered'] }),
      byWeek,
    ),
  },
  {
    id: 'breakdown-messages-weekday',
    type: 'breakdown',
    question: 'Message Sent broken down by day of week',
    expect: series((events) => select(events, { names: ['Message Sent'] }), byWeekday, { unordered: true }),
  },
  {
    id: 'breakdown-received-peak-hour',
    type: 'breakdown',
    question: "Sample Received by hour of day - what's the peak hour at the lab?",
    expect: ranked(
      (events) => {
        const evs = select(events, { names: ['Sample Received'] });
        return { map: tally(evs, byHour), dataPoints: evs.length };
      },
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-report-weekday-loose',
    type: 'breakdown',
    question: 'which day of the week do people read their ancestry reports most?',
    expect: ranked(
      (events) => {
        const evs = select(events, { names: ['AncestryReportViewed'] });
        return { map: tally(evs, byWeekday), dataPoints: evs.length };
      },
      { n: 1, confidence: 'not-high' },
    ),
  },

  // ======================= compare =======================
  {
    id: 'compare-kits-30d',
    type: 'compare',
    question: 'kit_ordered: last 30 days vs the 30 days before that?',
    expect: compareCase(
      (N) => ({ from: N - 60 * DAY, to: N - 30 * DAY }),
      (N) => ranges.lastDays(N, 30),
      (evs) => evs.length,
      ['kit_ordered'],
    ),
  },
  {
    id: 'compare-sub-value-6w',
    type: 'compare',
    question:
      'Is subscription_purchased value growing? Compare the total over the last 6 weeks with the 6 weeks before.',
    expect: compareCase(
      (N) => ({ from: N - 12 * 7 * DAY, to: N - 6 * 7 * DAY }),
      (N) => ranges.lastWeeks(N, 6),
      sum,
      ['subscription_purchased'],
    ),
  },
  {
    id: 'compare-active-users-months',
    type: 'compare',
    question: (now) =>
      `Active users in ${monthName(monthStart(+now, -2))} vs ${monthName(monthStart(+now, -1))}?`,
    expect: compareCase(
      (N) => ranges.month(namedMonth(N, 2)),
      (N) => ranges.month(namedMonth(N, 1)),
      (evs) => users(evs).size,
    ),
  },
  {
    id: 'compare-qc-14d',
    type: 'compare',
    question: 'lab.qc_failed in the last 14 days compared with the 14 days before - has the lab recovered?',
    expect: compareCase(
      (N) => ({ from: N - 28 * DAY, to: N - 14 * DAY }),
      (N) => ranges.lastDays(N, 14),
      (evs) => evs.length,
      ['lab.qc_failed'],
    ),
  },
  {
    id: 'compare-kit-sales-lastweek',
    type: 'compare',
    question: 'How did kit_ordered value (kit sales in $) last week compare with the week before?',
    expect: compareCase(
      (N) => ({ from: weekStart(N) - 14 * DAY, to: weekStart(N) - 7 * DAY }),
      (N) => ranges.lastWeek(N),
      sum,
      ['kit_ordered'],
    ),
  },
  {
    id: 'compare-reports-7d',
    type: 'compare',
    question: 'AncestryReportViewed in the last 7 days vs the previous 7 days',
    expect: compareCase(
      (N) => ({ from: N - 14 * DAY, to: N - 7 * DAY }),
      (N) => ranges.lastDays(N, 7),
      (evs) => evs.length,
      ['AncestryReportViewed'],
    ),
  },
  {
    id: 'compare-kit-value-months',
    type: 'compare',
    question: (now) => {
      const a = monthStart(+now, -2),
        b = monthStart(+now, -1);
      return `kit_ordered value in ${monthName(a)} ${new Date(a).getUTCFullYear()} versus ${monthName(b)} ${new Date(b).getUTCFullYear()} - up or down?`;
    },
    expect: compareCase(
      (N) => ranges.month(monthStart(N, -2)),
      (N) => ranges.month(monthStart(N, -1)),
      sum,
      ['kit_ordered'],
    ),
  },
  {
    id: 'compare-results-30d',
    type: 'compare',
    question: 'results-released over the past 30 days compared to the 30 days before',
    expect: compareCase(
      (N) => ({ from: N - 60 * DAY, to: N - 30 * DAY }),
      (N) => ranges.lastDays(N, 30),
      (evs) => evs.length,
      ['results-released'],
    ),
  },

  // ======================= share =======================
  {
    id: 'share-match-all',
    type: 'share',
    question: 'What percentage of all events are match-viewed?',
    expect: (events) => ({
      percents: [percent(count(events, { names: ['match-viewed'] }), events.length)],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'share-users-messaged-30d',
    type: 'share',
    question: 'Of the users active in the last 30 days, what share sent a Message Sent?',
    expect: (events, now) => {
      const r = ranges.lastDays(+now, 30);
      const evs = select(events, { range: r });
      return {
        percents: [percent(users(select(evs, { names: ['Message Sent'] })).size, users(evs).size)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-messages-lastmonth',
    type: 'share',
    question: "What % of last month's events were Message Sent?",
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastMonth(+now) });
      return {
        percents: [percent(count(evs, { names: ['Message Sent'] }), evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-users-ordered',
    type: 'share',
    question:
      'what percentage of all users have ever done kit_ordered? (the rest came in before the window or are staff)',
    expect: (events) => ({
      percents: [percent(users(select(events, { names: ['kit_ordered'] })).size, users(events).size)],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'share-tree-lastweek',
    type: 'share',
    question: "what share of last week's activity was tree.person_added?",
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastWeek(+now) });
      return {
        percents: [percent(count(evs, { names: ['tree.person_added'] }), evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-users-subscribed-3m',
    type: 'share',
    question: 'Percent of active users in the past 3 months who did subscription_purchased?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastMonths(+now, 3) });
      return {
        percents: [percent(users(select(evs, { names: ['subscription_purchased'] })).size, users(evs).size)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-reports-yesterday',
    type: 'share',
    question: 'yesterday: what fraction of events were AncestryReportViewed, as a percentage?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.yesterday(+now) });
      return {
        percents: [percent(count(evs, { names: ['AncestryReportViewed'] }), evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },

  // ======================= conversion =======================
  {
    id: 'conv-order-activate-90d',
    type: 'conversion',
    question:
      'Of the users who did kit_ordered in the last 90 days, how many went on to kit.activated afterwards?',
    expect: conversionCase((N) => ranges.lastDays(N, 90), 'kit_ordered', 'kit.activated'),
  },
  {
    id: 'conv-activate-mail',
    type: 'conversion',
    question: 'kit.activated -> SampleMailed conversion, all time. how many actually send the tube back?',
    expect: conversionCase(() => ranges.all(), 'kit.activated', 'SampleMailed'),
  },
  {
    id: 'conv-results-sub-60d',
    type: 'conversion',
    question: 'In the last 60 days, what % of users with results-released then did subscription_purchased?',
    expect: conversionCase((N) => ranges.lastDays(N, 60), 'results-released', 'subscription_purchased'),
  },
  {
    id: 'conv-match-message-since',
    type: 'conversion',
    question: (now) =>
      `since ${isoDay(daysAgo(+now, 42))}: of people who did match-viewed, how many sent a Message Sent after their first match view?`,
    expect: conversionCase((N) => ranges.since(daysAgo(N, 42), N), 'match-viewed', 'Message Sent'),
  },
  {
    id: 'conv-report-tree-lastmonth',
    type: 'conversion',
    question: 'Last month, AncestryReportViewed to tree.person_added: how many converted and at what rate?',
    expect: conversionCase((N) => ranges.lastMonth(N), 'AncestryReportViewed', 'tree.person_added'),
  },
  {
    id: 'conv-mailed-received-3m',
    type: 'conversion',
    question:
      'conversion from SampleMailed to Sample Received over the last 3 months - are samples getting lost in the mail?',
    expect: conversionCase((N) => ranges.lastMonths(N, 3), 'SampleMailed', 'Sample Received'),
  },
  {
    id: 'conv-order-results',
    type: 'conversion',
    question: 'Of everyone who did kit_ordered, how many have reached results-released?',
    expect: conversionCase(() => ranges.all(), 'kit_ordered', 'results-released'),
  },

  // ======================= churn =======================
  {
    id: 'churn-month-vs-30d',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(monthStart(+now, -2))} but haven't done anything in the last 30 days?`,
    expect: (events, now) => {
      const N = +now,
        a = ranges.month(namedMonth(N, 2)),
        b = ranges.lastDays(N, 30);
      return {
        numbers: [churned(events, a, b).length],
        confidence: 'high',
        dataPoints: eventsInEither(events, a, b),
      };
    },
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'how many new users did we get in the last 7 days?',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastDays(+now, 7)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'New customers last month - first ever event in that month. How many?',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-named-month',
    type: 'churn',
    question: (now) => `how many brand new users showed up in ${monthName(monthStart(+now, -2))}?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.month(namedMonth(+now, 2))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lastmonth-not-this',
    type: 'churn',
    question: 'users who were active last month but not this month - how many?',
    expect: (events, now) => {
      const N = +now,
        a = ranges.lastMonth(N),
        b = ranges.thisMonth(N);
      return {
        numbers: [churned(events, a, b).length],
        confidence: 'high',
        dataPoints: eventsInEither(events, a, b),
      };
    },
  },
  {
    id: 'churn-between-not-since',
    type: 'churn',
    question: (now) =>
      `Of the people active between ${monDay(daysAgo(+now, 70))} and ${monDay(daysAgo(+now, 56))}, how many have not come back since ${monDay(daysAgo(+now, 28))}?`,
    expect: (events, now) => {
      const N = +now;
      const a = ranges.between(namedDay(N, daysAgo(N, 70)), namedDay(N, daysAgo(N, 56)));
      const b = ranges.since(namedDay(N, daysAgo(N, 28)), N);
      return {
        numbers: [churned(events, a, b).length],
        confidence: 'high',
        dataPoints: eventsInEither(events, a, b),
      };
    },
  },
  {
    id: 'churn-90-not-30',
    type: 'churn',
    question: 'How many users were active in the past 90 days but not at all in the past 30 days?',
    expect: (events, now) => {
      const N = +now,
        a = ranges.lastDays(N, 90),
        b = ranges.lastDays(N, 30);
      return {
        numbers: [churned(events, a, b).length],
        confidence: 'high',
        dataPoints: eventsInEither(events, a, b),
      };
    },
  },
  {
    id: 'churn-new-2w',
    type: 'churn',
    question: 'new users in the past 2 weeks?',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastWeeks(+now, 2)).length],
      confidence: 'high',
    }),
  },

  // ======================= recency =======================
  {
    id: 'recency-last-qc',
    type: 'recency',
    question: 'When was the last lab.qc_failed?',
    expect: (events) => lastSeen(events, { names: ['lab.qc_failed'] }),
  },
  {
    id: 'recency-any-kit-7d',
    type: 'recency',
    question: 'did anyone do kit_ordered in the last 7 days?',
    expect: (events, now) => ({
      names: ['kit_ordered'],
      confidence: 'high',
      dataPoints: count(events, { range: ranges.lastDays(+now, 7), names: ['kit_ordered'] }),
    }),
  },
  {
    id: 'recency-last-sub',
    type: 'recency',
    question: 'when was the most recent subscription_purchased?',
    expect: (events) => lastSeen(events, { names: ['subscription_purchased'] }),
  },
  {
    id: 'recency-last-match-loose',
    type: 'recency',
    question: 'last time anybody viewed a match?',
    expect: (events) => ({ ...lastSeen(events, { names: ['match-viewed'] }), confidence: 'not-high' }),
  },
  {
    id: 'recency-received-sunday',
    type: 'recency',
    low: true,
    question: (now) =>
      `Was any Sample Received logged on ${monDay(lastSunday(+now))}? (the lab should be closed Sundays)`,
    expect: (events, now) => {
      const N = +now;
      const k = count(events, { range: ranges.on(namedDay(N, lastSunday(N))), names: ['Sample Received'] });
      return k === 0 ? low() : { names: ['Sample Received'], confidence: 'high', dataPoints: k };
    },
  },
  {
    id: 'recency-last-results',
    type: 'recency',
    question: 'When did results-released last happen?',
    expect: (events) => lastSeen(events, { names: ['results-released'] }),
  },
  {
    id: 'recency-any-activation-3d',
    type: 'recency',
    question: 'Has anyone done kit.activated in the last 3 days?',
    expect: (events, now) => ({
      names: ['kit.activated'],
      confidence: 'high',
      dataPoints: count(events, { range: ranges.lastDays(+now, 3), names: ['kit.activated'] }),
    }),
  },
  {
    id: 'recency-last-message',
    type: 'recency',
    question: 'most recent Message Sent - when was it?',
    expect: (events) => lastSeen(events, { names: ['Message Sent'] }),
  },

  // ======================= catalogue =======================
  {
    id: 'catalogue-names',
    type: 'catalogue',
    question: 'wich event names exist in our data?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-users',
    type: 'catalogue',
    question: 'How many users do we have in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-events',
    type: 'catalogue',
    question: 'how many events are stored overal? just need the raw total',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'How many different event types are we tracking?',
    expect: (events) => ({
      numbers: [new Set(events.map(byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-size',
    type: 'catalogue',
    question: 'Give me the size of the dataset: number of users and number of events.',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-dictionary',
    type: 'catalogue',
    question: 'list all the tracked event names - I need them for the data dictionary',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ======================= other =======================
  {
    id: 'other-nps',
    type: 'other',
    question: "What's our NPS from customers who got their results?",
    expect: () => low(),
  },
  {
    id: 'other-ethnicity',
    type: 'other',
    question: 'Which ethnicity region comes up most often in the ancestry reports?',
    expect: () => low(),
  },
  {
    id: 'other-inventory',
    type: 'other',
    question: 'how many saliva kits are sitting in the warehouse right now?',
    expect: () => low(),
  },
  {
    id: 'other-cac',
    type: 'other',
    question: 'What is our customer acquisition cost on Facebook ads this quarter?',
    expect: () => low(),
  },
  {
    id: 'other-country',
    type: 'other',
    question: 'Which countries do most of our customers live in?',
    expect: () => low(),
  },
  {
    id: 'other-neanderthal',
    type: 'other',
    question: 'How many customers have more than 2% Neanderthal DNA?',
    expect: () => low(),
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict how many kits we will sell next month',
    expect: () => low(),
  },
  {
    id: 'other-reagent-cost',
    type: 'other',
    question: "What's the lab's reagent cost per processed sample?",
    expect: () => low(),
  },
  {
    id: 'other-oldest-ancestor',
    type: 'other',
    question: 'who is the oldest person anyone has put in their family tree? like birth year',
    expect: () => low(),
  },
];
