/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round, kept as its author wrote it */
// Blind round "printshop": questions a print-on-demand storefront's people would ask.
// Every expectation is computed from the events with the reference oracle.

import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, WEEK, MONTHS, ranges } = O;

// ---- dates in questions --------------------------------------------------------------------

const ago = (now, n) => O.dayStart(+now) - n * DAY; // start of the UTC day n days back
const lastMonthStart = (now) => O.monthStart(+now, -1);
const twoMonthsStart = (now) => O.monthStart(+now, -2);
const suffix = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const D = (t) => new Date(t);
const iso = (t) => O.isoDay(t); // 2026-11-03
const long = (t) => `${MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCDate()}${suffix(D(t).getUTCDate())}`; // November 3rd
const short = (t) => `${MONTHS[D(t).getUTCMonth()].slice(0, 3)} ${D(t).getUTCDate()}`; // Nov 3
const dmy = (t) => `${D(t).getUTCDate()} ${MONTHS[D(t).getUTCMonth()].slice(0, 3)} ${D(t).getUTCFullYear()}`; // 3 Nov 2026
const ofMonth = (t) =>
  `the ${D(t).getUTCDate()}${suffix(D(t).getUTCDate())} of ${MONTHS[D(t).getUTCMonth()]}`; // the 3rd of November
const monthName = (t) => MONTHS[D(t).getUTCMonth()];
const year = (t) => D(t).getUTCFullYear();
const hm = (t) => new Date(t).toISOString().slice(11, 16);

// A day written without its year resolves to the most recent one that has begun.
const noYearDay = (now, t) => O.pastMonthDay(+now, D(t).getUTCMonth(), D(t).getUTCDate());
const noYearMonth = (now, t) => O.pastMonth(+now, D(t).getUTCMonth());

// ---- expectation builders -----------------------------------------------------------------

const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const money = (x) => O.round(x, 2);
const sel = (events, o) => O.select(events, o);

function countOf(events, o, confidence = 'high', names) {
  const evs = sel(events, o);
  return { numbers: [evs.length], ...(names ? { names } : {}), confidence, dataPoints: evs.length };
}

function usersOf(events, o, confidence = 'high', names) {
  const evs = sel(events, o);
  return { numbers: [O.users(evs).size], ...(names ? { names } : {}), confidence, dataPoints: evs.length };
}

function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Ranked list of `key` over the events `scope` selects; `n` items; tie at the cut is flagged.
function ranked(
  scope,
  key,
  { n, ascending = false, measure, isMoney = false, confidence = 'high', names = [], unordered } = {},
) {
  const list = (events, now) => {
    const evs = scope(events, now);
    const m = O.tally(evs, key, measure);
    if (isMoney) for (const [k, v] of m) m.set(k, money(v));
    return { evs, list: O.rank(m, { ascending }) };
  };
  const expect = (events, now) => {
    const { evs, list: l } = list(events, now);
    const top = l.slice(0, n);
    return {
      names: [...top.map(([k]) => k), ...names],
      numbers: top.map(([, v]) => v),
      ...(unordered ? { unordered: true } : {}),
      confidence,
      dataPoints: evs.length,
    };
  };
  expect.tieAtCut = (events, now) => {
    const { list: l } = list(events, now);
    return l.length > n && l[n - 1][1] === l[n][1];
  };
  return expect;
}

// A breakdown listing every bucket that has events, in natural order.
function series(
  evs,
  key,
  { order = (a, b) => (a < b ? -1 : a > b ? 1 : 0), measure, isMoney = false, unordered } = {},
) {
  const m = O.tally(evs, key, measure);
  const keys = [...m.keys()].sort(order);
  return {
    names: keys,
    numbers: keys.map((k) => (isMoney ? money(m.get(k)) : m.get(k))),
    ...(unordered ? { unordered: true } : {}),
  };
}

const measures = {
  count: (evs) => evs.length,
  users: (evs) => O.users(evs).size,
  sum: (evs) => money(O.sum(evs)),
};

function compareOf(earlierEvs, laterEvs, measure = 'count', confidence = 'high', names) {
  const f = measures[measure];
  const c = O.change(f(earlierEvs), f(laterEvs));
  return {
    numbers: [c.earlier, c.later, money(c.diff)],
    percents: c.pct === null ? [] : [c.pct],
    ...(names ? { names } : {}),
    confidence,
    dataPoints: earlierEvs.length + laterEvs.length,
  };
}

function shareOfEvents(events, range, partFilter, confidence = 'high', names) {
  const all = sel(events, { range });
  const part = all.filter(partFilter);
  return {
    percents: [O.percent(part.length, all.length)],
    ...(names ? { names } : {}),
    confidence,
    dataPoints: all.length,
  };
}

function shareOfUsers(events, range, eventName, confidence = 'high', names) {
  const all = sel(events, { range });
  const did = O.users(all.filter((e) => e.eventName === eventName)).size;
  return {
    percents: [O.percent(did, O.users(all).size)],
    ...(names ? { names } : {}),
    confidence,
    dataPoints: all.length,
  };
}

function conversionOf(events, range, a, b, confidence = 'high', names) {
  const c = O.conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    ...(names ? { names } : {}),
    confidence,
    dataPoints: sel(events, { range, names: [a, b] }).length,
  };
}

function lastOf(evs) {
  const t = O.time(O.newestFirst(evs)[0]);
  return { names: [iso(t), hm(t)], confidence: 'high', dataPoints: evs.length };
}

const previous = (r) => ({ from: r.from - (r.to - r.from), to: r.from });
const lastMonthRange = (now) => ranges.month(noYearMonth(now, lastMonthStart(now)));
const twoMonthsRange = (now) => ranges.month(noYearMonth(now, twoMonthsStart(now)));

// ---- the cases -----------------------------------------------------------------------------

export const cases = [
  // ======================= count =======================
  {
    id: 'count-01',
    type: 'count',
    question: 'How many order_placed events do we have in total?',
    expect: (ev) => countOf(ev, { names: ['order_placed'] }),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'how many times did product.viewed fire yesterday',
    expect: (ev, now) => countOf(ev, { range: ranges.yesterday(+now), names: ['product.viewed'] }),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) =>
      `The print farm went down around ${long(ago(now, 23))}. How many PrintJobFailed events were there between ${iso(ago(now, 24))} and ${iso(ago(now, 22))}?`,
    expect: (ev, now) =>
      countOf(ev, { range: ranges.between(ago(now, 24), ago(now, 22)), names: ['PrintJobFailed'] }),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'hey quick one — how many orders came in last week?',
    expect: (ev, now) =>
      countOf(ev, { range: ranges.lastWeek(+now), names: ['order_placed'] }, 'not-high', ['order_placed']),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) => `How many design_uploaded events were there in ${monthName(lastMonthStart(now))}?`,
    expect: (ev, now) => countOf(ev, { range: lastMonthRange(now), names: ['design_uploaded'] }),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'total number of events today so far?',
    expect: (ev, now) => countOf(ev, { range: ranges.today(+now) }),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'How many AddToCart events did cust_1088 trigger in the past 30 days?',
    expect: (ev, now) =>
      countOf(ev, { range: ranges.lastDays(+now, 30), names: ['AddToCart'], user: 'cust_1088' }),
  },
  {
    id: 'count-08',
    type: 'count',
    low: true,
    question: 'how many gift_card_redeemed events did we see last month?',
    expect: LOW,
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `checkout started count since ${dmy(ago(now, 14))}, please`,
    expect: (ev, now) =>
      countOf(ev, { range: ranges.since(ago(now, 14), +now), names: ['Checkout Started'] }),
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) =>
      `Support wants a baseline: how many return-requested events were logged before ${short(ago(now, 30))}?`,
    expect: (ev, now) =>
      countOf(ev, { range: ranges.before(noYearDay(now, ago(now, 30))), names: ['return-requested'] }),
  },

  {
    id: 'count-11',
    type: 'count',
    question: 'how many product.viewed events in the last 6 hours?',
    expect: (ev, now) => countOf(ev, { range: ranges.lastHours(+now, 6), names: ['product.viewed'] }),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'How many events so far this year?',
    expect: (ev, now) => countOf(ev, { range: ranges.thisYear(+now) }),
  },
  {
    id: 'count-13',
    type: 'count',
    question: (now) => `order_placed on ${iso(ago(now, 5))}?`,
    expect: (ev, now) => countOf(ev, { range: ranges.on(ago(now, 5)), names: ['order_placed'] }),
  },
  {
    id: 'count-14',
    type: 'count',
    question: 'How many Print Job Completed events in the last 14 days? ops review',
    expect: (ev, now) => countOf(ev, { range: ranges.lastDays(+now, 14), names: ['print-job-completed'] }),
  },
  {
    id: 'count-15',
    type: 'count',
    question: 'how many shipments went out yesterday?',
    expect: (ev, now) =>
      countOf(ev, { range: ranges.yesterday(+now), names: ['shipment.dispatched'] }, 'not-high', [
        'shipment.dispatched',
      ]),
  },

  // ======================= users =======================
  {
    id: 'users-01',
    type: 'users',
    question: 'how many unique users did we have in the last 30 days?',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastDays(+now, 30) }),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'How many different people added stuff to their cart last week?',
    expect: (ev, now) =>
      usersOf(ev, { range: ranges.lastWeek(+now), names: ['AddToCart'] }, 'not-high', ['AddToCart']),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'active users yesterday?',
    expect: (ev, now) => usersOf(ev, { range: ranges.yesterday(+now) }),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'Finance check: how many users recieved a Payout Sent in the past 2 months?',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastMonths(+now, 2), names: ['Payout Sent'] }),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) =>
      `unique users with a return-requested event between ${long(ago(now, 60))} and ${long(ago(now, 10))}`,
    expect: (ev, now) =>
      usersOf(ev, {
        range: ranges.between(noYearDay(now, ago(now, 60)), noYearDay(now, ago(now, 10))),
        names: ['return-requested'],
      }),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'how many people have been active this week',
    expect: (ev, now) => usersOf(ev, { range: ranges.thisWeek(+now) }),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'How many designers uploaded artwork in the last 90 days?',
    expect: (ev, now) =>
      usersOf(ev, { range: ranges.lastDays(+now, 90), names: ['design_uploaded'] }, 'not-high', [
        'design_uploaded',
      ]),
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'Active users in the past 24 hours?',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastHours(+now, 24) }),
  },
  {
    id: 'users-10',
    type: 'users',
    question: 'how many customers have we seen this month? (anyone with any event)',
    expect: (ev, now) => usersOf(ev, { range: ranges.thisMonth(+now) }),
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'How many users did wishlist_added last month?',
    expect: LOW,
  },

  // ======================= value =======================
  {
    id: 'value-01',
    type: 'value',
    question: "What's teh total order_placed value over the last 30 days?",
    expect: (ev, now) => {
      const evs = sel(ev, { range: ranges.lastDays(+now, 30), names: ['order_placed'] });
      return { numbers: [money(O.sum(evs))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average order value last month?',
    expect: (ev, now) => {
      const evs = sel(ev, { range: ranges.lastMonth(+now), names: ['order_placed'] });
      return {
        numbers: [O.avg(evs)],
        names: ['order_placed'],
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'biggest single order_placed amount ever?',
    expect: (ev) => {
      const evs = sel(ev, { names: ['order_placed'] });
      return { numbers: [O.max(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: (now) =>
      `smallest Payout Sent in ${monthName(twoMonthsStart(now))} ${year(twoMonthsStart(now))}`,
    expect: (ev, now) => {
      const evs = sel(ev, { range: ranges.month(twoMonthsStart(now)), names: ['Payout Sent'] });
      return { numbers: [O.min(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'What is the median order_placed value in the past 8 weeks?',
    expect: (ev, now) => {
      const evs = sel(ev, { range: ranges.lastWeeks(+now, 8), names: ['order_placed'] });
      return { numbers: [money(median(evs))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'how much revenue did we make last week',
    expect: (ev, now) => {
      const evs = sel(ev, { range: ranges.lastWeek(+now), names: ['order_placed'] });
      return {
        numbers: [money(O.sum(evs))],
        names: ['order_placed'],
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: (now) => `total return-requested value since ${iso(ago(now, 45))}`,
    expect: (ev, now) => {
      const evs = sel(ev, { range: ranges.since(ago(now, 45), +now), names: ['return-requested'] });
      return { numbers: [money(O.sum(evs))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-08',
    type: 'value',
    question: "what's the average value of review_submitted? (the value is the star rating)",
    expect: (ev) => {
      const evs = sel(ev, { names: ['review_submitted'] });
      return { numbers: [O.avg(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'total payouts to designers last month?',
    expect: (ev, now) => {
      const evs = sel(ev, { range: ranges.lastMonth(+now), names: ['Payout Sent'] });
      return {
        numbers: [money(O.sum(evs))],
        names: ['Payout Sent'],
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'How much has cust_1088 spent on order_placed in total?',
    expect: (ev) => {
      const evs = sel(ev, { names: ['order_placed'], user: 'cust_1088' });
      return { numbers: [money(O.sum(evs))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'value-11',
    type: 'value',
    low: true,
    question: 'average value of subscription_renewed events this year',
    expect: LOW,
  },
  {
    id: 'value-12',
    type: 'value',
    question: 'max shipment.dispatched value in the last 14 days (its the parcel weight in grams)',
    expect: (ev, now) => {
      const evs = sel(ev, { range: ranges.lastDays(+now, 14), names: ['shipment.dispatched'] });
      return { numbers: [O.max(evs)], confidence: 'high', dataPoints: evs.length };
    },
  },

  // ======================= top-events =======================
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked((ev, now) => sel(ev, { range: ranges.lastDays(+now, 30) }), O.byName, { n: 5 }),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'What are our most common events?',
    expect: ranked((ev) => ev, O.byName, { n: 5 }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'top 3 event types in the past 14 days, with counts',
    expect: ranked((ev, now) => sel(ev, { range: ranges.lastDays(+now, 14) }), O.byName, { n: 3 }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'which events are the least common overall?',
    expect: ranked((ev) => ev, O.byName, { n: 5, ascending: true }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: 'Which event happened most often last week?',
    expect: ranked((ev, now) => sel(ev, { range: ranges.lastWeek(+now) }), O.byName, { n: 1 }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: (now) =>
      `For the board deck: the top 4 events in ${monthName(lastMonthStart(now))}, with counts please`,
    expect: ranked((ev, now) => sel(ev, { range: lastMonthRange(now) }), O.byName, { n: 4 }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'whats the rarest event in the last 60 days',
    expect: ranked((ev, now) => sel(ev, { range: ranges.lastDays(+now, 60) }), O.byName, {
      n: 1,
      ascending: true,
    }),
  },

  // ======================= top-users =======================
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'top 5 users by number of events, all time',
    expect: ranked((ev) => ev, O.byUser, { n: 5 }),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: ranked((ev) => sel(ev, { names: ['order_placed'] }), O.byUser, {
      n: 3,
      measure: O.value,
      isMoney: true,
      confidence: 'not-high',
    }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'Which designer has the most design_uploaded events?',
    expect: ranked((ev) => sel(ev, { names: ['design_uploaded'] }), O.byUser, { n: 1 }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'most active user in the past week?',
    expect: ranked((ev, now) => sel(ev, { range: ranges.lastDays(+now, 7) }), O.byUser, { n: 1 }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question:
      'Top 3 customers by total order_placed value over the last 60 days — trying to pick people for the wholesale pilot',
    expect: ranked(
      (ev, now) => sel(ev, { range: ranges.lastDays(+now, 60), names: ['order_placed'] }),
      O.byUser,
      { n: 3, measure: O.value, isMoney: true },
    ),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'who got the most Payout Sent value last month? top 3',
    expect: ranked(
      (ev, now) => sel(ev, { range: ranges.lastMonth(+now), names: ['Payout Sent'] }),
      O.byUser,
      { n: 3, measure: O.value, isMoney: true },
    ),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'Which user has the most return-requested events?',
    expect: ranked((ev) => sel(ev, { names: ['return-requested'] }), O.byUser, { n: 1 }),
  },

  // ======================= user =======================
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does cust_1088 have?',
    expect: (ev) => countOf(ev, { user: 'cust_1088' }),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'when did cust_1234 last show up? they used to order every week',
    expect: (ev) => lastOf(sel(ev, { user: 'cust_1234' })),
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'First seen date for cust_1399?',
    expect: (ev) => {
      const evs = sel(ev, { user: 'cust_1399' });
      const t = O.time(evs.reduce((a, b) => (O.time(b) < O.time(a) ? b : a)));
      return { names: [iso(t), hm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'what event types has des_042 used?',
    expect: (ev) => {
      const evs = sel(ev, { user: 'des_042' });
      return {
        names: [...new Set(evs.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: "show me cust_1088's last 3 events",
    expect: Object.assign(
      (ev) => {
        const evs = sel(ev, { user: 'cust_1088' });
        return {
          names: O.newestFirst(evs).slice(0, 3).map(O.byName),
          confidence: 'high',
          dataPoints: evs.length,
        };
      },
      {
        tieAtCut: (ev) => {
          const s = O.newestFirst(sel(ev, { user: 'cust_1088' }));
          return s.length > 3 && O.time(s[2]) === O.time(s[3]);
        },
      },
    ),
  },
  {
    id: 'user-06',
    type: 'user',
    question:
      'How many return-requested events does cust_1307 have? asking because support flagged the account',
    expect: (ev) => countOf(ev, { user: 'cust_1307', names: ['return-requested'] }),
  },
  {
    id: 'user-07',
    type: 'user',
    question: (now) =>
      `How active was cust_1234 between ${iso(ago(now, 110))} and ${iso(ago(now, 70))}? number of events`,
    expect: (ev, now) =>
      countOf(ev, { user: 'cust_1234', range: ranges.between(ago(now, 110), ago(now, 70)) }),
  },
  {
    id: 'user-08',
    type: 'user',
    low: true,
    question: 'when was cust_9999 last seen?',
    expect: LOW,
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'des_042 - how many design_uploaded in the last 30 days?',
    expect: (ev, now) =>
      countOf(ev, { user: 'des_042', names: ['design_uploaded'], range: ranges.lastDays(+now, 30) }),
  },
  {
    id: 'user-10',
    type: 'user',
    question: 'what has cust_1399 done today?',
    expect: (ev, now) => {
      const evs = sel(ev, { user: 'cust_1399', range: ranges.today(+now) });
      return {
        numbers: [evs.length],
        names: [...new Set(evs.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },

  // ======================= breakdown =======================
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'order_placed per month, please',
    expect: (ev) => {
      const evs = sel(ev, { names: ['order_placed'] });
      return { ...series(evs, O.byMonth), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'Which weekday is busiest for order_placed?',
    expect: ranked((ev) => sel(ev, { names: ['order_placed'] }), O.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'what hour of the day (UTC) gets the most product.viewed events?',
    expect: ranked((ev) => sel(ev, { names: ['product.viewed'] }), O.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'daily event counts for the last 7 days',
    expect: (ev, now) => {
      const evs = sel(ev, { range: ranges.lastDays(+now, 7) });
      return { ...series(evs, O.byDay), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'weekly order_placed counts over the past 4 weeks',
    expect: (ev, now) => {
      const evs = sel(ev, { range: ranges.lastWeeks(+now, 4), names: ['order_placed'] });
      return { ...series(evs, O.byWeek), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: (now) => `busiest day in ${monthName(lastMonthStart(now))} by total events?`,
    expect: ranked((ev, now) => sel(ev, { range: lastMonthRange(now) }), O.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'On which day in the last 60 days did PrintJobFailed peak, and how many were there that day?',
    expect: ranked(
      (ev, now) => sel(ev, { range: ranges.lastDays(+now, 60), names: ['PrintJobFailed'] }),
      O.byDay,
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'which month brought in the most revenue so far?',
    expect: ranked((ev) => sel(ev, { names: ['order_placed'] }), O.byMonth, {
      n: 1,
      measure: O.value,
      isMoney: true,
      confidence: 'not-high',
      names: ['order_placed'],
      unordered: true,
    }),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'quietest hour of the day overall? thinking about when to schedule maintenance',
    expect: ranked((ev) => ev, O.byHour, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-10',
    type: 'breakdown',
    question: 'events by weekday over the last 4 weeks',
    expect: (ev, now) => {
      const evs = sel(ev, { range: ranges.lastWeeks(+now, 4) });
      return { ...series(evs, O.byWeekday, { unordered: true }), confidence: 'high', dataPoints: evs.length };
    },
  },

  // ======================= compare =======================
  {
    id: 'compare-01',
    type: 'compare',
    question: 'order_placed: last 7 days vs the 7 days before?',
    expect: (ev, now) => {
      const r = ranges.lastDays(+now, 7);
      return compareOf(
        sel(ev, { range: previous(r), names: ['order_placed'] }),
        sel(ev, { range: r, names: ['order_placed'] }),
      );
    },
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) =>
      `compare design_uploaded in ${monthName(twoMonthsStart(now))} with ${monthName(lastMonthStart(now))}`,
    expect: (ev, now) =>
      compareOf(
        sel(ev, { range: twoMonthsRange(now), names: ['design_uploaded'] }),
        sel(ev, { range: lastMonthRange(now), names: ['design_uploaded'] }),
      ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'Is product.viewed growing? Last 30 days against the previous 30.',
    expect: (ev, now) => {
      const r = ranges.lastDays(+now, 30);
      return compareOf(
        sel(ev, { range: previous(r), names: ['product.viewed'] }),
        sel(ev, { range: r, names: ['product.viewed'] }),
      );
    },
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: (now) =>
      `revenue in ${monthName(lastMonthStart(now))} ${year(lastMonthStart(now))} vs ${monthName(twoMonthsStart(now))} ${year(twoMonthsStart(now))} — up or down?`,
    expect: (ev, now) =>
      compareOf(
        sel(ev, { range: ranges.month(twoMonthsStart(now)), names: ['order_placed'] }),
        sel(ev, { range: ranges.month(lastMonthStart(now)), names: ['order_placed'] }),
        'sum',
        'not-high',
        ['order_placed'],
      ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'active users last week vs the week before',
    expect: (ev, now) => {
      const r = ranges.lastWeek(+now);
      return compareOf(sel(ev, { range: previous(r) }), sel(ev, { range: r }), 'users');
    },
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'how did total events yesterday compare with the same weekday one week earlier?',
    expect: (ev, now) =>
      compareOf(sel(ev, { range: ranges.on(ago(now, 8)) }), sel(ev, { range: ranges.yesterday(+now) })),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'PrintJobFailed in the last 14 days compared with the 14 days before that?',
    expect: (ev, now) => {
      const r = ranges.lastDays(+now, 14);
      return compareOf(
        sel(ev, { range: previous(r), names: ['PrintJobFailed'] }),
        sel(ev, { range: r, names: ['PrintJobFailed'] }),
      );
    },
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'Payout Sent value, last 4 weeks vs the prior 4 weeks',
    expect: (ev, now) => {
      const r = ranges.lastWeeks(+now, 4);
      return compareOf(
        sel(ev, { range: previous(r), names: ['Payout Sent'] }),
        sel(ev, { range: r, names: ['Payout Sent'] }),
        'sum',
      );
    },
  },

  // ======================= share =======================
  {
    id: 'share-01',
    type: 'share',
    question: 'what percentage of all events are product.viewed?',
    expect: (ev) => shareOfEvents(ev, ranges.all(), (e) => e.eventName === 'product.viewed'),
  },
  {
    id: 'share-02',
    type: 'share',
    question: "What share of last week's events were AddToCart?",
    expect: (ev, now) => shareOfEvents(ev, ranges.lastWeek(+now), (e) => e.eventName === 'AddToCart'),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'what % of active users in the last 30 days did order_placed?',
    expect: (ev, now) => shareOfUsers(ev, ranges.lastDays(+now, 30), 'order_placed'),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'of all activity yesterday, what fraction was search?',
    expect: (ev, now) => shareOfEvents(ev, ranges.yesterday(+now), (e) => e.eventName === 'search'),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'what percent of our users have ever asked for a return?',
    expect: (ev) => shareOfUsers(ev, ranges.all(), 'return-requested', 'not-high', ['return-requested']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'what share of all events in the past 2 weeks came from cust_1088?',
    expect: (ev, now) => shareOfEvents(ev, ranges.lastWeeks(+now, 2), (e) => e.userId === 'cust_1088'),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `what percentage of events on ${long(ago(now, 23))} were PrintJobFailed?`,
    expect: (ev, now) =>
      shareOfEvents(ev, ranges.on(noYearDay(now, ago(now, 23))), (e) => e.eventName === 'PrintJobFailed'),
  },

  // ======================= conversion =======================
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of the users who did AddToCart in the last 30 days, how many went on to order_placed?',
    expect: (ev, now) => conversionOf(ev, ranges.lastDays(+now, 30), 'AddToCart', 'order_placed'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'Checkout Started → order_placed conversion last week',
    expect: (ev, now) => conversionOf(ev, ranges.lastWeek(+now), 'Checkout Started', 'order_placed'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: (now) => `product.viewed to AddToCart conversion in ${monthName(lastMonthStart(now))}?`,
    expect: (ev, now) => conversionOf(ev, lastMonthRange(now), 'product.viewed', 'AddToCart'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: (now) =>
      `since ${short(ago(now, 21))}, how many shoppers who searched went on to put something in their cart?`,
    expect: (ev, now) =>
      conversionOf(ev, ranges.since(noYearDay(now, ago(now, 21)), +now), 'search', 'AddToCart', 'not-high', [
        'search',
        'AddToCart',
      ]),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'what percentage of users who did order_placed later did return-requested?',
    expect: (ev) => conversionOf(ev, ranges.all(), 'order_placed', 'return-requested'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: 'of people who ordered in the past 60 days, how many left a review afterwards?',
    expect: (ev, now) =>
      conversionOf(ev, ranges.lastDays(+now, 60), 'order_placed', 'review_submitted', 'not-high', [
        'order_placed',
        'review_submitted',
      ]),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: (now) =>
      `Checkout Started to order placed conversion between ${iso(ago(now, 40))} and ${iso(ago(now, 20))}`,
    expect: (ev, now) =>
      conversionOf(ev, ranges.between(ago(now, 40), ago(now, 20)), 'Checkout Started', 'order_placed'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    low: true,
    question: 'conversion from trial_started to order_placed last month?',
    expect: LOW,
  },

  // ======================= churn =======================
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(twoMonthsStart(now))} but not in ${monthName(lastMonthStart(now))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, twoMonthsRange(now), lastMonthRange(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'How many new users did we get last week?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, ranges.lastWeek(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, ranges.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question:
      'how many users were active in the 30 days before the last 30 days, and then went quiet in the last 30?',
    expect: (ev, now) => {
      const r = ranges.lastDays(+now, 30);
      return { numbers: [O.churned(ev, previous(r), r).length], confidence: 'high' };
    },
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `How many customers showed up for the very first time since ${ofMonth(ago(now, 10))}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, ranges.since(noYearDay(now, ago(now, 10)), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `new users between ${dmy(ago(now, 50))} and ${dmy(ago(now, 36))}`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, ranges.between(ago(now, 50), ago(now, 36))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'how many users were active the week before last but not at all last week?',
    expect: (ev, now) => {
      const r = ranges.lastWeek(+now);
      return { numbers: [O.churned(ev, previous(r), r).length], confidence: 'high' };
    },
  },

  // ======================= recency =======================
  {
    id: 'recency-01',
    type: 'recency',
    question: 'when was the last PrintJobFailed?',
    expect: (ev) => lastOf(sel(ev, { names: ['PrintJobFailed'] })),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'When did the most recent return-requested come in?',
    expect: (ev) => lastOf(sel(ev, { names: ['return-requested'] })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'did anyone do design_uploaded yesterday?',
    expect: (ev, now) => countOf(ev, { range: ranges.yesterday(+now), names: ['design_uploaded'] }),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'most recent Payout Sent — when was it?',
    expect: (ev) => lastOf(sel(ev, { names: ['Payout Sent'] })),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'Last time anyone hit Checkout Started?',
    expect: (ev) => lastOf(sel(ev, { names: ['Checkout Started'] })),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'has anybody done a review_submitted in the last 3 days?',
    expect: (ev, now) => countOf(ev, { range: ranges.lastDays(+now, 3), names: ['review_submitted'] }),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'when was the last order_placed from cust_1307?',
    expect: (ev) => lastOf(sel(ev, { names: ['order_placed'], user: 'cust_1307' })),
  },
  {
    id: 'recency-08',
    type: 'recency',
    low: true,
    question: 'When was the last refund_issued event?',
    expect: LOW,
  },

  // ======================= catalogue =======================
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'which event names exist?',
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
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [O.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'How many events have we stored overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question:
      'new on the team — can you list every event type we track, and how many distinct types that is?',
    expect: (ev) => {
      const names = [...new Set(ev.map(O.byName))].sort();
      return { names, unordered: true, numbers: [names.length], confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'how many different event types are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'size of the dataset pls: number of users and number of events',
    expect: (ev) => ({ numbers: [O.users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: "Is there an event that tracks shipments? What's it called exactly?",
    expect: () => ({ names: ['shipment.dispatched'], confidence: 'not-high' }),
  },

  // ======================= other =======================
  { id: 'other-01', type: 'other', question: "what's our profit margin on mugs?", expect: LOW },
  {
    id: 'other-02',
    type: 'other',
    question: 'Which printer in the print farm jams most often?',
    expect: LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'how many visitors came from Instagram ads last month?',
    expect: LOW,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'average delivery time in days for parcels going to Germany?',
    expect: LOW,
  },
  {
    id: 'other-05',
    type: 'other',
    question: "can you export a CSV with all our customers' email adresses?",
    expect: LOW,
  },
  { id: 'other-06', type: 'other', question: 'which t-shirt size sells best, M or L?', expect: LOW },
  {
    id: 'other-07',
    type: 'other',
    question: 'What will revenue be next quarter? need a forecast for the investors',
    expect: LOW,
  },
  { id: 'other-08', type: 'other', question: "what's the NPS of our designers?", expect: LOW },
  { id: 'other-09', type: 'other', question: 'write me a tweet announcing the summer sale', expect: LOW },
  { id: 'other-10', type: 'other', question: 'which country do most of our customers live in?', expect: LOW },
];
