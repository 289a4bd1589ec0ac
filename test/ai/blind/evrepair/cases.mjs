// Blind-round cases for the VoltFix repair network (electric scooters and e-bikes).
// Every expectation is computed from the events with the reference oracle.
import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY, OUTAGE_DAYS_AGO } from './data.mjs';

const { DAY, ranges, select, users, round } = o;
const T = (now) => +now;
const ago = (now, k) => o.dayStart(T(now)) - k * DAY; // start of the UTC day k days back
const outage = (now) => ago(now, OUTAGE_DAYS_AGO);
const mstart = (now, add) => o.monthStart(T(now), add);

// ---- date wording ----------------------------------------------------------------------------
const iso = (t) => o.isoDay(t);
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const d = (t) => new Date(t);
const longDay = (t) => `${o.MONTHS[d(t).getUTCMonth()]} ${ord(d(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${o.MONTHS[d(t).getUTCMonth()].slice(0, 3)} ${d(t).getUTCDate()}`; // Nov 3
const dmy = (t) =>
  `${d(t).getUTCDate()} ${o.MONTHS[d(t).getUTCMonth()].slice(0, 3)} ${d(t).getUTCFullYear()}`; // 3 Nov 2026
const monthName = (t) => o.MONTHS[d(t).getUTCMonth()];
// the day a year-less phrase resolves to (SEMANTICS: the most recent such day that has begun)
const noYear = (now, t) => o.pastMonthDay(T(now), d(t).getUTCMonth(), d(t).getUTCDate());
const noYearMonth = (now, t) => o.pastMonth(T(now), d(t).getUTCMonth());

// ---- expectation builders --------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const money = (x) => round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : round((v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const cnt = (evs, conf = 'high', names) =>
  evs.length
    ? { numbers: [evs.length], confidence: conf, dataPoints: evs.length, ...(names ? { names } : {}) }
    : LOW;

// A ranked expectation: `build(events, now)` returns { list: [[key, value]...full ranking], n, scope, conf, extra }.
function ranked(build, fmt = (v) => v) {
  const expect = (events, now) => {
    const { list, n, scope, conf = 'high', names = [] } = build(events, now);
    if (!scope.length) return LOW;
    const top = list.slice(0, n);
    return {
      names: [...names, ...top.map(([k]) => k)],
      numbers: top.map(([, v]) => fmt(v)),
      confidence: conf,
      dataPoints: scope.length,
    };
  };
  expect.tieAtCut = (events, now) => {
    const { list, n } = build(events, now);
    return list.length > n && list[n - 1][1] === list[n][1];
  };
  return expect;
}
const rankBy = (evs, key, opts = {}, measure) => o.rank(o.tally(evs, key, measure), opts);

function cmp(a, b, measure = (evs) => evs.length, extra = {}) {
  const x = measure(a),
    y = measure(b),
    c = o.change(x, y);
  const diff = Number.isInteger(c.diff) ? c.diff : money(c.diff);
  return {
    numbers: [x, y, diff],
    ...(c.pct === null ? {} : { percents: [c.pct] }),
    confidence: 'high',
    dataPoints: a.length + b.length,
    ...extra,
  };
}
function conv(events, range, a, b) {
  const r = o.conversion(events, range, a, b);
  if (!r.did) return LOW;
  return {
    numbers: [r.did, r.converted],
    percents: [r.pct],
    confidence: 'high',
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
}
function share(events, range, part, whole) {
  return {
    percents: [o.percent(part, whole)],
    confidence: 'high',
    dataPoints: select(events, { range }).length,
  };
}

const P = PERSONAS;
const MONEY = ['invoice_paid'];

export const cases = [
  // ================================================================== count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many booking_created events do we have overall?',
    expect: (ev) => cnt(select(ev, { names: ['booking_created'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'how many RepairCompleted events happened last week?',
    expect: (ev, now) => cnt(select(ev, { names: ['RepairCompleted'], range: ranges.lastWeek(T(now)) })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) =>
      `Number of quote-declined on ${iso(outage(now))}? That was the day the parts supplier went down.`,
    expect: (ev, now) => cnt(select(ev, { names: ['quote-declined'], range: ranges.on(outage(now)) })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'How many times was parts.ordered logged yesterday',
    expect: (ev, now) => cnt(select(ev, { names: ['parts.ordered'], range: ranges.yesterday(T(now)) })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) => `warranty claims between ${iso(ago(now, 60))} and ${iso(ago(now, 10))} — how many?`,
    expect: (ev, now) =>
      cnt(select(ev, { names: ['warranty_claim'], range: ranges.between(ago(now, 60), ago(now, 10)) })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'total number of events in the last 24 hours pls',
    expect: (ev, now) => cnt(select(ev, { range: ranges.lastHours(T(now), 24) })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) => `How many Pickup Scheduled since ${shortDay(ago(now, 14))}?`,
    expect: (ev, now) =>
      cnt(
        select(ev, { names: ['Pickup Scheduled'], range: ranges.since(noYear(now, ago(now, 14)), T(now)) }),
      ),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) =>
      `Finance here: how many invoice_paid events were recorded before ${dmy(ago(now, 45))}?`,
    expect: (ev, now) => cnt(select(ev, { names: ['invoice_paid'], range: ranges.before(ago(now, 45)) })),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `count of app_opened in ${monthName(mstart(now, -1))}`,
    expect: (ev, now) =>
      cnt(select(ev, { names: ['app_opened'], range: ranges.month(noYearMonth(now, mstart(now, -1))) })),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'How many refund_issued events did we get last month?',
    expect: () => LOW,
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'how mnay booking created in the past 3 months?',
    expect: (ev, now) => cnt(select(ev, { names: ['booking_created'], range: ranges.lastMonths(T(now), 3) })),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'How many repairs got finished over the past 30 days? (asking for the ops standup)',
    expect: (ev, now) =>
      cnt(select(ev, { names: ['RepairCompleted'], range: ranges.lastDays(T(now), 30) }), 'not-high', [
        'RepairCompleted',
      ]),
  },
  // ================================================================== users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique customers had app_opened in the last 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['app_opened'], range: ranges.lastDays(T(now), 7) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'How many distinct people have a review.submitted event, all time?',
    expect: (ev) => {
      const s = select(ev, { names: ['review.submitted'] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) =>
      `how many different users logged diagnosis.completed between ${longDay(ago(now, 40))} and ${longDay(ago(now, 20))}`,
    expect: (ev, now) => {
      const s = select(ev, {
        names: ['diagnosis.completed'],
        range: ranges.between(noYear(now, ago(now, 40)), noYear(now, ago(now, 20))),
      });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) => `unique users with a warranty_claim since ${iso(ago(now, 45))}`,
    expect: (ev, now) => {
      const s = select(ev, { names: ['warranty_claim'], range: ranges.since(ago(now, 45), T(now)) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'How many people paid their invoice in the past 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['invoice_paid'], range: ranges.lastDays(T(now), 30) });
      return { numbers: [users(s).size], names: ['invoice_paid'], confidence: 'not-high' };
    },
  },
  {
    id: 'users-07',
    type: 'users',
    question: (now) => `How many users were active on ${longDay(ago(now, 9))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.on(noYear(now, ago(now, 9))) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'how many users triggered subscription_renewed this quarter?',
    expect: () => LOW,
  },
  // ================================================================== value
  {
    id: 'value-01',
    type: 'value',
    question: 'What is the total invoice_paid amount for last month?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['invoice_paid'], range: ranges.lastMonth(T(now)) });
      return { numbers: [money(o.sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average QuoteIssued value in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['QuoteIssued'], range: ranges.lastDays(T(now), 30) });
      return { numbers: [o.avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'biggest quote-declined amount we have ever seen?',
    expect: (ev) => {
      const s = select(ev, { names: ['quote-declined'] });
      return { numbers: [o.max(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: (now) => `Minimum parts.ordered cost since ${longDay(ago(now, 21))}`,
    expect: (ev, now) => {
      const s = select(ev, {
        names: ['parts.ordered'],
        range: ranges.since(noYear(now, ago(now, 21)), T(now)),
      });
      return { numbers: [o.min(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median value of RepairCompleted last week (it is labour minutes)',
    expect: (ev, now) => {
      const s = select(ev, { names: ['RepairCompleted'], range: ranges.lastWeek(T(now)) });
      return { numbers: [median(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: `Sum of RepairCompleted value for ${P.topTech} over the last 4 weeks`,
    expect: (ev, now) => {
      const s = select(ev, {
        names: ['RepairCompleted'],
        user: P.topTech,
        range: ranges.lastWeeks(T(now), 4),
      });
      return { numbers: [o.sum(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: "what's our revenue for the last 7 days?",
    expect: (ev, now) => {
      const s = select(ev, { names: MONEY, range: ranges.lastDays(T(now), 7) });
      return { numbers: [money(o.sum(s))], names: MONEY, confidence: 'not-high' };
    },
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'Average review.submitted value across all time? (the value is the star rating)',
    expect: (ev) => {
      const s = select(ev, { names: ['review.submitted'] });
      return { numbers: [o.avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-09',
    type: 'value',
    question: (now) =>
      `total warranty_claim amount in ${monthName(mstart(now, -2))} ${d(mstart(now, -2)).getUTCFullYear()}`,
    expect: (ev, now) => {
      const s = select(ev, { names: ['warranty_claim'], range: ranges.month(mstart(now, -2)) });
      return { numbers: [money(o.sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'mean diagnosis.completed minutes yesterday?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['diagnosis.completed'], range: ranges.yesterday(T(now)) });
      return { numbers: [o.avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-11',
    type: 'value',
    low: true,
    question: 'average value of loyalty_points_earned per customer',
    expect: () => LOW,
  },
  {
    id: 'value-12',
    type: 'value',
    question: 'Highest single invoice_paid in the past 2 weeks, and the lowest?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['invoice_paid'], range: ranges.lastWeeks(T(now), 2) });
      return { numbers: [o.max(s), o.min(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  // ================================================================== top-events
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'top 5 events',
    expect: ranked((ev) => ({ list: rankBy(ev, o.byName), n: 5, scope: ev })),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'what was the single most common event in the last 7 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 7) });
      return { list: rankBy(s, o.byName), n: 1, scope: s };
    }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'which event is the rarest overall?',
    expect: ranked((ev) => ({ list: rankBy(ev, o.byName, { ascending: true }), n: 1, scope: ev })),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'Top events last month',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)) });
      return { list: rankBy(s, o.byName), n: 5, scope: s };
    }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: (now) => `most frequent event on ${shortDay(outage(now))}?`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.on(noYear(now, outage(now))) });
      return { list: rankBy(s, o.byName), n: 1, scope: s };
    }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: 'bottom 3 events in the last 30 days',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30) });
      return { list: rankBy(s, o.byName, { ascending: true }), n: 3, scope: s };
    }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: `What are the top 2 events for ${P.topCustomer}?`,
    expect: ranked((ev) => {
      const s = select(ev, { user: P.topCustomer });
      return { list: rankBy(s, o.byName), n: 2, scope: s };
    }),
  },

  // ================================================================== top-users
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'Who are the 5 most active users?',
    expect: ranked((ev) => ({ list: rankBy(ev, o.byUser), n: 5, scope: ev })),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'for the board deck: our top 3 spenders',
    expect: (ev) => {
      const s = select(ev, { names: MONEY });
      const top = rankBy(s, o.byUser, { n: 3 }, o.value);
      return { names: top.map(([k]) => k), numbers: top.map(([, v]) => money(v)), confidence: 'not-high' };
    },
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'which user had the most RepairCompleted last month?',
    expect: ranked((ev, now) => {
      const s = select(ev, { names: ['RepairCompleted'], range: ranges.lastMonth(T(now)) });
      return { list: rankBy(s, o.byUser), n: 1, scope: s };
    }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'top 3 users by invoice_paid value, last 30 days',
    expect: ranked((ev, now) => {
      const s = select(ev, { names: ['invoice_paid'], range: ranges.lastDays(T(now), 30) });
      return { list: rankBy(s, o.byUser, {}, o.value), n: 3, scope: s };
    }, money),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'Which user has the most app_opened events?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['app_opened'] });
      return { list: rankBy(s, o.byUser), n: 1, scope: s };
    }),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'who filed the most warranty_claim events?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['warranty_claim'] });
      return { list: rankBy(s, o.byUser), n: 1, scope: s };
    }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: (now) => `who is our top customer by booking_created since ${dmy(ago(now, 60))}?`,
    expect: ranked((ev, now) => {
      const s = select(ev, { names: ['booking_created'], range: ranges.since(ago(now, 60), T(now)) });
      return { list: rankBy(s, o.byUser), n: 1, scope: s };
    }),
  },
  // ================================================================== user
  {
    id: 'user-01',
    type: 'user',
    question: `How many events does ${P.topCustomer} have?`,
    expect: (ev) => cnt(select(ev, { user: P.topCustomer })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: `When was ${P.churner} first seen, and when last seen?`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      return { names: [iso(o.time(s[0])), iso(o.time(s.at(-1)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: `support ticket from ${P.newcomer}: what were their last 3 events?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return {
        names: o
          .newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: `Which event types has ${P.warrantyFiler} used?`,
    expect: (ev) => {
      const s = select(ev, { user: P.warrantyFiler });
      return {
        names: [...new Set(s.map((e) => e.eventName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: `how many events did ${P.topTech} log in the last 7 days`,
    expect: (ev, now) => cnt(select(ev, { user: P.topTech, range: ranges.lastDays(T(now), 7) })),
  },
  {
    id: 'user-06',
    type: 'user',
    low: true,
    question: `Can you pull up the activity for ${NOBODY}? They say the app lost their booking.`,
    expect: () => LOW,
  },
  {
    id: 'user-07',
    type: 'user',
    question: `last seen time for ${P.topCustomer}?`,
    expect: (ev) => {
      const s = select(ev, { user: P.topCustomer });
      return { names: [iso(o.time(s.at(-1)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-08',
    type: 'user',
    low: true,
    question: `events for user ${P.churner} in the last 30 days`,
    expect: (ev, now) => cnt(select(ev, { user: P.churner, range: ranges.lastDays(T(now), 30) })),
  },
  {
    id: 'user-09',
    type: 'user',
    question: `Quote Accepted count for ${P.topCustomer}`,
    expect: (ev) => cnt(select(ev, { user: P.topCustomer, names: ['Quote Accepted'] })),
  },
  // ================================================================== breakdown
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'Which weekday gets the most booking_created?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['booking_created'] });
      return { list: rankBy(s, o.byWeekday), n: 1, scope: s };
    }),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'busiest hour of the day for app_opened (UTC)',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['app_opened'] });
      return { list: rankBy(s, o.byHour), n: 1, scope: s };
    }),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: (now) => {
      const m = o.weekStart(T(now)) - 3 * o.WEEK;
      return `booking_created per week between ${iso(m)} and ${iso(m + 3 * o.WEEK - DAY)}`;
    },
    expect: (ev, now) => {
      const m = o.weekStart(T(now)) - 3 * o.WEEK;
      const s = select(ev, { names: ['booking_created'], range: ranges.between(m, m + 3 * o.WEEK - DAY) });
      const t = o.tally(s, o.byWeek);
      const keys = [...t.keys()].sort();
      return { names: keys, numbers: keys.map((k) => t.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: (now) =>
      `invoice_paid count per month for ${monthName(mstart(now, -2))} and ${monthName(mstart(now, -1))}`,
    expect: (ev, now) => {
      const r = { from: noYearMonth(now, mstart(now, -2)), to: mstart(now, 0) };
      const s = select(ev, { names: ['invoice_paid'], range: r });
      const t = o.tally(s, o.byMonth);
      const keys = [...t.keys()].sort();
      return { names: keys, numbers: keys.map((k) => t.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'What was our busiest day in the last 60 days, by number of events?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 60) });
      return { list: rankBy(s, o.byDay), n: 1, scope: s };
    }),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'on which day were there the most quote-declined?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['quote-declined'] });
      return { list: rankBy(s, o.byDay), n: 1, scope: s };
    }),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: (now) => `daily parts.ordered from ${iso(ago(now, 7))} to ${iso(ago(now, 1))}`,
    expect: (ev, now) => {
      const s = select(ev, { names: ['parts.ordered'], range: ranges.between(ago(now, 7), ago(now, 1)) });
      const t = o.tally(s, o.byDay);
      const keys = [...t.keys()].sort();
      return { names: keys, numbers: keys.map((k) => t.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'quietest weekday for booking_created?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['booking_created'] });
      return { list: rankBy(s, o.byWeekday, { ascending: true }), n: 1, scope: s };
    }),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'At what hour (UTC) did booking_created peak last month?',
    expect: ranked((ev, now) => {
      const s = select(ev, { names: ['booking_created'], range: ranges.lastMonth(T(now)) });
      return { list: rankBy(s, o.byHour), n: 1, scope: s };
    }),
  },
  // ================================================================== compare
  {
    id: 'compare-01',
    type: 'compare',
    question: 'booking_created in the last 14 days vs the 14 days before?',
    expect: (ev, now) =>
      cmp(
        select(ev, { names: ['booking_created'], range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY } }),
        select(ev, { names: ['booking_created'], range: ranges.lastDays(T(now), 14) }),
      ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'Compare invoice_paid total value last month with the month before.',
    expect: (ev, now) =>
      cmp(
        select(ev, { names: ['invoice_paid'], range: ranges.month(mstart(now, -2)) }),
        select(ev, { names: ['invoice_paid'], range: ranges.lastMonth(T(now)) }),
        (s) => money(o.sum(s)),
      ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'is quote-declined growing? last 30 days against the previous 30',
    expect: (ev, now) =>
      cmp(
        select(ev, { names: ['quote-declined'], range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY } }),
        select(ev, { names: ['quote-declined'], range: ranges.lastDays(T(now), 30) }),
      ),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'app_opened: last week compared with the week before',
    expect: (ev, now) => {
      const w = ranges.lastWeek(T(now));
      return cmp(
        select(ev, { names: ['app_opened'], range: { from: w.from - o.WEEK, to: w.from } }),
        select(ev, { names: ['app_opened'], range: w }),
      );
    },
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: (now) => `RepairCompleted in ${monthName(mstart(now, -2))} vs ${monthName(mstart(now, -1))}`,
    expect: (ev, now) =>
      cmp(
        select(ev, { names: ['RepairCompleted'], range: ranges.month(noYearMonth(now, mstart(now, -2))) }),
        select(ev, { names: ['RepairCompleted'], range: ranges.month(noYearMonth(now, mstart(now, -1))) }),
      ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'active users in the last 14 days vs the previous 14 days?',
    expect: (ev, now) =>
      cmp(
        select(ev, { range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY } }),
        select(ev, { range: ranges.lastDays(T(now), 14) }),
        (s) => users(s).size,
      ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'total events yesterday compared with the day before',
    expect: (ev, now) =>
      cmp(select(ev, { range: ranges.on(ago(now, 2)) }), select(ev, { range: ranges.yesterday(T(now)) })),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'Are Pickup Scheduled growing? Past 4 weeks versus the 4 weeks before that.',
    expect: (ev, now) =>
      cmp(
        select(ev, {
          names: ['Pickup Scheduled'],
          range: { from: T(now) - 8 * o.WEEK, to: T(now) - 4 * o.WEEK },
        }),
        select(ev, { names: ['Pickup Scheduled'], range: ranges.lastWeeks(T(now), 4) }),
      ),
  },
  // ================================================================== share
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are app_opened?',
    expect: (ev) => share(ev, ranges.all(), select(ev, { names: ['app_opened'] }).length, ev.length),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what fraction of events in the last 30 days were quote-declined? as a %',
    expect: (ev, now) => {
      const r = ranges.lastDays(T(now), 30);
      return share(
        ev,
        r,
        select(ev, { names: ['quote-declined'], range: r }).length,
        select(ev, { range: r }).length,
      );
    },
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'What % of users active last month filed a warranty_claim in that month?',
    expect: (ev, now) => {
      const r = ranges.lastMonth(T(now));
      return share(
        ev,
        r,
        users(select(ev, { names: ['warranty_claim'], range: r })).size,
        users(select(ev, { range: r })).size,
      );
    },
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'What percent of all users have ever done booking_created?',
    expect: (ev) =>
      share(ev, ranges.all(), users(select(ev, { names: ['booking_created'] })).size, users(ev).size),
  },
  {
    id: 'share-05',
    type: 'share',
    question: (now) => `On ${iso(outage(now))}, what share of events were app_opened?`,
    expect: (ev, now) => {
      const r = ranges.on(outage(now));
      return share(
        ev,
        r,
        select(ev, { names: ['app_opened'], range: r }).length,
        select(ev, { range: r }).length,
      );
    },
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'of the users active in the past 7 days, what percentage left a review.submitted?',
    expect: (ev, now) => {
      const r = ranges.lastDays(T(now), 7);
      return share(
        ev,
        r,
        users(select(ev, { names: ['review.submitted'], range: r })).size,
        users(select(ev, { range: r })).size,
      );
    },
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'how much of our activity is Pickup Scheduled, percentage-wise?',
    expect: (ev) => share(ev, ranges.all(), select(ev, { names: ['Pickup Scheduled'] }).length, ev.length),
  },
  // ================================================================== conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of users who did booking_created in the last 30 days, how many then did Quote Accepted?',
    expect: (ev, now) => conv(ev, ranges.lastDays(T(now), 30), 'booking_created', 'Quote Accepted'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'conversion from QuoteIssued to RepairCompleted last month',
    expect: (ev, now) => conv(ev, ranges.lastMonth(T(now)), 'QuoteIssued', 'RepairCompleted'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: (now) =>
      `since ${iso(ago(now, 50))}, what % of users with booking_created went on to quote-declined?`,
    expect: (ev, now) => conv(ev, ranges.since(ago(now, 50), T(now)), 'booking_created', 'quote-declined'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'Of the customers with Quote Accepted, how many later had invoice_paid? all time',
    expect: (ev) => conv(ev, ranges.all(), 'Quote Accepted', 'invoice_paid'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'Pickup Scheduled -> bike-returned conversion over the last 60 days',
    expect: (ev, now) => conv(ev, ranges.lastDays(T(now), 60), 'Pickup Scheduled', 'bike-returned'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: (now) =>
      `In ${monthName(mstart(now, -1))}, how many booking_created users then submitted review.submitted, and what percent is that?`,
    expect: (ev, now) =>
      conv(ev, ranges.month(noYearMonth(now, mstart(now, -1))), 'booking_created', 'review.submitted'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'what share of users who had a bike-returned later filed a warranty_claim?',
    expect: (ev) => conv(ev, ranges.all(), 'bike-returned', 'warranty_claim'),
  },
  // ================================================================== churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(mstart(now, -2))} but not in ${monthName(mstart(now, -1))}?`,
    expect: (ev, now) => ({
      numbers: [
        o.churned(
          ev,
          ranges.month(noYearMonth(now, mstart(now, -2))),
          ranges.month(noYearMonth(now, mstart(now, -1))),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 7 days?',
    expect: (ev, now) => ({
      numbers: [o.newUsers(ev, ranges.lastDays(T(now), 7)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'how many brand new customers did we get last month',
    expect: (ev, now) => ({ numbers: [o.newUsers(ev, ranges.lastMonth(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} who have not been seen since ${iso(ago(now, 30))} — count?`,
    expect: (ev, now) => ({
      numbers: [
        o.churned(ev, ranges.between(ago(now, 60), ago(now, 31)), ranges.since(ago(now, 30), T(now))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `How many new users since ${longDay(ago(now, 20))}?`,
    expect: (ev, now) => ({
      numbers: [o.newUsers(ev, ranges.since(noYear(now, ago(now, 20)), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'first-time users in the past 14 days — how many?',
    expect: (ev, now) => ({
      numbers: [o.newUsers(ev, ranges.lastDays(T(now), 14)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) =>
      `We lost people after the supplier outage: how many users were active in the 30 days before ${iso(outage(now))} but have had no events since ${iso(outage(now) + DAY)}?`,
    expect: (ev, now) => ({
      numbers: [
        o.churned(
          ev,
          { from: outage(now) - 30 * DAY, to: outage(now) },
          ranges.since(outage(now) + DAY, T(now)),
        ).length,
      ],
      confidence: 'high',
    }),
  },

  // ================================================================== recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last warranty_claim?',
    expect: (ev) => {
      const s = select(ev, { names: ['warranty_claim'] });
      return { names: [iso(o.time(s.at(-1)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone submit a review.submitted yesterday? how many',
    expect: (ev, now) => cnt(select(ev, { names: ['review.submitted'], range: ranges.yesterday(T(now)) })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'when did the most recent parts.ordered happen?',
    expect: (ev) => {
      const s = select(ev, { names: ['parts.ordered'] });
      return { names: [iso(o.time(s.at(-1)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'When did a customer last turn down a quote?',
    expect: (ev) => {
      const s = select(ev, { names: ['quote-declined'] });
      return { names: [iso(o.time(s.at(-1)))], confidence: 'not-high' };
    },
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: `when was ${P.churner} last active? we want to send a win-back email`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      return { names: [iso(o.time(s.at(-1)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: (now) => `Any quote-declined on ${longDay(outage(now))}?`,
    expect: (ev, now) =>
      cnt(select(ev, { names: ['quote-declined'], range: ranges.on(noYear(now, outage(now))) })),
  },
  {
    id: 'recency-07',
    type: 'recency',
    low: true,
    question: 'When was the last chargeback_opened?',
    expect: () => LOW,
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: `last time ${P.topTech} had a RepairCompleted?`,
    expect: (ev) => {
      const s = select(ev, { names: ['RepairCompleted'], user: P.topTech });
      return { names: [iso(o.time(s.at(-1)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-09',
    type: 'recency',
    low: true,
    question: (now) =>
      `Was there any parts.ordered on ${iso(outage(now))}? I think the supplier portal was down all day.`,
    expect: (ev, now) => cnt(select(ev, { names: ['parts.ordered'], range: ranges.on(outage(now)) })),
  },
  // ================================================================== catalogue
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'What event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
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
    question: 'how many events in total have been tracked?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'new PM here — list every event type we track pls',
    expect: (ev) => ({
      names: [...EVENT_NAMES].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'How many distinct event types are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'give me the overall size of the dataset: users and events',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  // ================================================================== other
  {
    id: 'other-01',
    type: 'other',
    question: 'Which scooter brand breaks down most often?',
    expect: () => LOW,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'What hourly wage do we pay our technicians?',
    expect: () => LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'does rainy weather increase the number of bookings?',
    expect: () => LOW,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'Which city has the most repair shops in the network?',
    expect: () => LOW,
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'how many brake pads are left in stock at the central warehouse',
    expect: () => LOW,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'Why do customers decline our quotes? what reasons do they give',
    expect: () => LOW,
  },
  {
    id: 'other-07',
    type: 'other',
    question: `what's the battery health percentage of ${P.topCustomer}'s e-bike?`,
    expect: () => LOW,
  },
  { id: 'other-08', type: 'other', question: 'Write a short poem about fixing scooters', expect: () => LOW },
  {
    id: 'other-09',
    type: 'other',
    question: 'what is the average hold time when customers call our support line?',
    expect: () => LOW,
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'which of our suppliers has the cheapest motor controllers?',
    expect: () => LOW,
  },
];
