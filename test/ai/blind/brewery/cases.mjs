/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's files, kept as its author wrote them */
// Blind round "brewery": questions a craft brewery's staff would ask about its taproom app,
// online shop and brewhouse logs. Every expectation is computed with the reference oracle.
import {
  DAY,
  WEEK,
  MONTHS,
  round,
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  isoMonth,
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
  hourLabel,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { FESTIVAL_DAYS_AGO, SHOP_OUTAGE_DAYS_AGO } from './data.mjs';

const MONEY = ['Order Placed', 'event-ticket-purchased', 'mug_club.joined'];
const ALL_NAMES = [
  'taproom_checkin',
  'pint.poured',
  'FlightOrdered',
  'Order Placed',
  'delivery-completed',
  'mug_club.joined',
  'BatchStarted',
  'batch_packaged',
  'Tank Cleaned',
  'taplist.viewed',
  'event-ticket-purchased',
  'ReviewPosted',
];

// ---- helpers ---------------------------------------------------------------------------------
const T = (now) => +now;
const D = (now, k) => dayStart(T(now)) - k * DAY; // start of the day k days ago
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const mon3 = (t) => monthName(t).slice(0, 3);
const dom = (t) => new Date(t).getUTCDate();
const ord = (n) => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const longDay = (t) => `${monthName(t)} ${ord(dom(t))}`; // November 3rd
const shortDay = (t) => `${mon3(t)} ${dom(t)}`; // Nov 3
const euroDay = (t) => `${ord(dom(t))} of ${monthName(t)}`; // 3rd of November
const prevMonth = (now) => ({ from: monthStart(T(now), -2), to: monthStart(T(now), -1) });
const r2 = (x) => round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : r2((v[m - 1] + v[m]) / 2);
};

const hi = (o) => ({ confidence: 'high', ...o });
const nh = (o) => ({ confidence: 'not-high', ...o });
const LOW = () => ({ confidence: 'low', dataPoints: 0 });

// A case whose answer is a ranked list: `list(events, now)` gives [events in scope, map, n, ascending].
function ranked(fn, build) {
  const expect = (events, now) => {
    const [scope, map, n, ascending] = fn(events, now);
    return build(rank(map, { n, ascending }), scope, events, now);
  };
  expect.tieAtCut = (events, now) => {
    const [, map, n, ascending] = fn(events, now);
    const all = rank(map, { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}
const listExpect =
  (conf = 'high') =>
  (top, scope) => ({
    confidence: conf,
    names: top.map(([k]) => k),
    numbers: top.map(([, v]) => (Number.isInteger(v) ? v : r2(v))),
    dataPoints: scope.length,
  });

const count =
  (names, rangeFn, conf = 'high', user) =>
  (events, now) => {
    const s = select(events, { range: rangeFn(T(now)), names, user });
    return { confidence: conf, numbers: [s.length], dataPoints: s.length };
  };
const distinct =
  (names, rangeFn, conf = 'high') =>
  (events, now) => {
    const s = select(events, { range: rangeFn(T(now)), names });
    return { confidence: conf, numbers: [users(s).size], dataPoints: s.length };
  };
const measure =
  (names, rangeFn, f, conf = 'high', user) =>
  (events, now) => {
    const s = select(events, { range: rangeFn(T(now)), names, user });
    return { confidence: conf, numbers: [r2(f(s))], dataPoints: s.length };
  };
const compareCount =
  (names, earlierFn, laterFn, conf = 'high', m = (s) => s.length) =>
  (events, now) => {
    const a = select(events, { range: earlierFn(T(now)), names });
    const b = select(events, { range: laterFn(T(now)), names });
    const c = change(r2(m(a)), r2(m(b)));
    return {
      confidence: conf,
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: [c.pct],
      dataPoints: a.length + b.length,
    };
  };
const shareOfEvents =
  (names, rangeFn, conf = 'high', user) =>
  (events, now) => {
    const all = select(events, { range: rangeFn(T(now)) });
    const part = select(events, { range: rangeFn(T(now)), names, user });
    return { confidence: conf, percents: [percent(part.length, all.length)], dataPoints: all.length };
  };
const shareOfUsers =
  (names, rangeFn, conf = 'high') =>
  (events, now) => {
    const all = select(events, { range: rangeFn(T(now)) });
    const part = users(select(events, { range: rangeFn(T(now)), names }));
    return {
      confidence: conf,
      numbers: [part.size],
      percents: [percent(part.size, users(all).size)],
      dataPoints: all.length,
    };
  };
const funnel =
  (a, b, rangeFn, conf = 'high') =>
  (events, now) => {
    const r = rangeFn(T(now));
    const c = conversion(events, r, a, b);
    return {
      confidence: conf,
      numbers: [c.did, c.converted],
      percents: [c.pct],
      dataPoints: select(events, { range: r, names: [a, b] }).length,
    };
  };
const lastOf =
  (names, conf = 'high', user) =>
  (events, now) => {
    const s = select(events, { names, user });
    return { confidence: conf, names: [isoDay(time(newestFirst(s)[0]))], dataPoints: s.length };
  };

const prev30 = (t) => ({ from: t - 60 * DAY, to: t - 30 * DAY });

// ---- cases -------------------------------------------------------------------------------------
export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-checkins-30d',
    type: 'count',
    question: 'How many taproom checkins did we get in the last 30 days?',
    expect: count(['taproom_checkin'], (t) => ranges.lastDays(t, 30)),
  },
  {
    id: 'count-pints-yesterday',
    type: 'count',
    question: 'pint poured count for yesterday pls',
    expect: count(['pint.poured'], (t) => ranges.yesterday(t)),
  },
  {
    id: 'count-orders-between',
    type: 'count',
    question: (now) =>
      `How many Order Placed events were there between ${isoDay(D(now, 40))} and ${isoDay(D(now, 26))}?`,
    expect: (e, now) => count(['Order Placed'], () => ranges.between(D(now, 40), D(now, 26)))(e, now),
  },
  {
    id: 'count-batches-since',
    type: 'count',
    question: (now) => `number of BatchStarted events since ${longDay(D(now, 70))}`,
    expect: (e, now) => count(['BatchStarted'], (t) => ranges.since(D(now, 70), t))(e, now),
  },
  {
    id: 'count-taplist-loose-lastweek',
    type: 'count',
    question: 'how many times did people look at the tap list last week?',
    expect: count(['taplist.viewed'], (t) => ranges.lastWeek(t), 'not-high'),
  },
  {
    id: 'count-all-lastmonth',
    type: 'count',
    question: 'Total number of events logged last month, all types together?',
    expect: count(undefined, (t) => ranges.lastMonth(t)),
  },
  {
    id: 'count-user-flights',
    type: 'count',
    question: 'How many FlightOrdered events did cust_1007 rack up over the past 4 weeks?',
    expect: count(['FlightOrdered'], (t) => ranges.lastWeeks(t, 4), 'high', 'cust_1007'),
  },
  {
    id: 'count-tank-cleanings-month',
    type: 'count',
    question: (now) => `how many tank cleanings did the brewers do in ${monthName(monthStart(T(now), -2))}?`,
    expect: (e, now) =>
      count(['Tank Cleaned'], () => ranges.month(monthStart(T(now), -2)), 'not-high')(e, now),
  },
  {
    id: 'count-unknown-growler',
    type: 'count',
    low: true,
    question: 'how many growler_filled events happened last week?',
    expect: LOW,
  },
  {
    id: 'count-before-date',
    type: 'count',
    question: (now) =>
      `How many events do we have from before ${isoDay(D(now, 90))}? Checking the old POS import.`,
    expect: (e, now) => count(undefined, () => ranges.before(D(now, 90)))(e, now),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-checkin-14d',
    type: 'users',
    question: 'How many unique custmers did a taproom_checkin in the last 14 days?',
    expect: distinct(['taproom_checkin'], (t) => ranges.lastDays(t, 14)),
  },
  {
    id: 'users-orders-lastmonth',
    type: 'users',
    question: 'for the shop review: how many distinct people had an Order Placed last month?',
    expect: distinct(['Order Placed'], (t) => ranges.lastMonth(t)),
  },
  {
    id: 'users-active-24h',
    type: 'users',
    question: 'active users in the past 24 hours?',
    expect: distinct(undefined, (t) => ranges.lastHours(t, 24)),
  },
  {
    id: 'users-reviewers-month',
    type: 'users',
    question: (now) =>
      `How many different users posted a ReviewPosted in ${monthName(monthStart(T(now), -1))}?`,
    expect: (e, now) => distinct(['ReviewPosted'], () => ranges.month(pastMonthOf(now, -1)))(e, now),
  },
  {
    id: 'users-ticket-buyers-loose',
    type: 'users',
    question: (now) => `how many ppl bought tickets for events since ${shortDay(D(now, 60))}?`,
    expect: (e, now) =>
      distinct(['event-ticket-purchased'], (t) => ranges.since(D(now, 60), t), 'not-high')(e, now),
  },
  {
    id: 'users-on-day',
    type: 'users',
    question: (now) => `How many users used the app on ${isoDay(D(now, 3))}?`,
    expect: (e, now) => distinct(undefined, () => ranges.on(D(now, 3)))(e, now),
  },
  {
    id: 'users-ever',
    type: 'users',
    question: 'How many different customers have we ever seen, across everything?',
    expect: distinct(undefined, () => ranges.all()),
  },
  {
    id: 'users-unknown-keg',
    type: 'users',
    low: true,
    question: 'how many users did keg_returned in the last 30 days',
    expect: LOW,
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-ml-7d',
    type: 'value',
    question: 'Total ml poured (sum of pint.poured values) over the last 7 days?',
    expect: measure(['pint.poured'], (t) => ranges.lastDays(t, 7), sum),
  },
  {
    id: 'value-avg-pour-lastmonth',
    type: 'value',
    question: 'whats the average pour size in ml for pint.poured last month',
    expect: measure(['pint.poured'], (t) => ranges.lastMonth(t), avg),
  },
  {
    id: 'value-max-order',
    type: 'value',
    question: 'Biggest single Order Placed value we have ever had?',
    expect: measure(['Order Placed'], () => ranges.all(), max),
  },
  {
    id: 'value-min-packaged',
    type: 'value',
    question: (now) => `smallest batch_packaged volume (litres) since ${euroDay(D(now, 100))}`,
    expect: (e, now) => measure(['batch_packaged'], (t) => ranges.since(D(now, 100), t), min)(e, now),
  },
  {
    id: 'value-median-rating',
    type: 'value',
    question: 'Median star rating on ReviewPosted over the past 60 days?',
    expect: measure(['ReviewPosted'], (t) => ranges.lastDays(t, 60), median),
  },
  {
    id: 'value-litres-brewed-lastmonth',
    type: 'value',
    question: 'How many litres went into the fermenters last month? i.e. total BatchStarted value',
    expect: measure(['BatchStarted'], (t) => ranges.lastMonth(t), sum),
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'For the board deck: what was our revenue last month?',
    expect: (events, now) => {
      const s = select(events, { range: ranges.lastMonth(T(now)), names: MONEY });
      return nh({ numbers: [r2(sum(s))], names: MONEY, unordered: true, dataPoints: s.length });
    },
  },
  {
    id: 'value-avg-delivery-2w',
    type: 'value',
    question: 'mean delivery-completed value (minutes to doorstep) in the last 2 weeks?',
    expect: measure(['delivery-completed'], (t) => ranges.lastWeeks(t, 2), avg),
  },
  {
    id: 'value-guests-yesterday',
    type: 'value',
    question: 'What is the sum of taproom_checkin values yesterday? (that is our headcount incl. party size)',
    expect: measure(['taproom_checkin'], (t) => ranges.yesterday(t), sum),
  },
  {
    id: 'value-unknown-merch',
    type: 'value',
    low: true,
    question: 'total value of merch_sold last month?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-3m',
    type: 'top-events',
    question: 'Top 5 events in the past 3 months?',
    expect: ranked((events, now) => {
      const s = select(events, { range: ranges.lastMonths(T(now), 3) });
      return [s, tally(s, byName), 5];
    }, listExpect()),
  },
  {
    id: 'top-events-3-alltime',
    type: 'top-events',
    question: 'what are our 3 most common events of all time',
    expect: ranked((events) => [events, tally(events, byName), 3], listExpect()),
  },
  {
    id: 'top-events-least-lastmonth',
    type: 'top-events',
    question: 'Which event was the least common over the last 3 months?',
    expect: ranked((events, now) => {
      const s = select(events, { range: ranges.lastMonths(T(now), 3) });
      return [s, tally(s, byName), 1, true];
    }, listExpect()),
  },
  {
    id: 'top-events-default-30d',
    type: 'top-events',
    question: 'List the most frequent events over the past 30 days.',
    expect: ranked((events, now) => {
      const s = select(events, { range: ranges.lastDays(T(now), 30) });
      return [s, tally(s, byName), 5];
    }, listExpect()),
  },
  {
    id: 'top-events-user',
    type: 'top-events',
    question: 'top 3 events for cust_1007?',
    expect: ranked((events) => {
      const s = select(events, { user: 'cust_1007' });
      return [s, tally(s, byName), 3];
    }, listExpect()),
  },
  {
    id: 'top-events-lastweek-4',
    type: 'top-events',
    question: "rank last week's events, I only need the top 4",
    expect: ranked((events, now) => {
      const s = select(events, { range: ranges.lastWeek(T(now)) });
      return [s, tally(s, byName), 4];
    }, listExpect()),
  },
  {
    id: 'top-events-bottom-since',
    type: 'top-events',
    question: (now) => `Bottom 3 events by count since ${isoDay(D(now, 50))}`,
    expect: ranked((events, now) => {
      const s = select(events, { range: ranges.since(D(now, 50), T(now)) });
      return [s, tally(s, byName), 3, true];
    }, listExpect()),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'Who were our two most active users in the last 30 days?',
    expect: ranked((events, now) => {
      const s = select(events, { range: ranges.lastDays(T(now), 30) });
      return [s, tally(s, byUser), 2];
    }, listExpect()),
  },
  {
    id: 'top-users-order-spend',
    type: 'top-users',
    question: 'top 3 spenders on Order Placed last month',
    expect: ranked((events, now) => {
      const s = select(events, { range: ranges.lastMonth(T(now)), names: ['Order Placed'] });
      return [s, tally(s, byUser, value), 3];
    }, listExpect()),
  },
  {
    id: 'top-users-spenders-money',
    type: 'top-users',
    question: 'who are our top spenders? top 5 please, all time',
    expect: ranked((events) => {
      const s = select(events, { names: MONEY });
      return [s, tally(s, byUser, value), 5];
    }, listExpect('not-high')),
  },
  {
    id: 'top-users-ml',
    type: 'top-users',
    question: 'Which 3 customers had the most ml of pint.poured in the last 60 days?',
    expect: ranked((events, now) => {
      const s = select(events, { range: ranges.lastDays(T(now), 60), names: ['pint.poured'] });
      return [s, tally(s, byUser, value), 3];
    }, listExpect()),
  },
  {
    id: 'top-users-checkins-since',
    type: 'top-users',
    question: (now) =>
      `who checked in the most (taproom_checkin) since ${longDay(D(now, 35))}? just the top 1`,
    expect: ranked((events, now) => {
      const s = select(events, { range: ranges.since(D(now, 35), T(now)), names: ['taproom_checkin'] });
      return [s, tally(s, byUser), 1];
    }, listExpect()),
  },
  {
    id: 'top-users-reviewers',
    type: 'top-users',
    question: 'Who has the most ReviewPosted events, all time? Just the top one.',
    expect: ranked((events) => {
      const s = select(events, { names: ['ReviewPosted'] });
      return [s, tally(s, byUser), 1];
    }, listExpect()),
  },
  {
    id: 'top-users-brewer-batches',
    type: 'top-users',
    question: 'which brewer started the most batches in the past 3 months? (BatchStarted)',
    expect: ranked((events, now) => {
      const s = select(events, { range: ranges.lastMonths(T(now), 3), names: ['BatchStarted'] });
      return [s, tally(s, byUser), 1];
    }, listExpect()),
  },
  {
    id: 'top-users-unknown-crowler',
    type: 'top-users',
    low: true,
    question: 'top 3 users for crowler_sold this quarter',
    expect: LOW,
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-total-regular',
    type: 'user',
    question:
      'How many events does cust_1007 have in total? Thinking of giving them a free growler, they seem to be here constantly',
    expect: count(undefined, () => ranges.all(), 'high', 'cust_1007'),
  },
  {
    id: 'user-first-seen-newcomer',
    type: 'user',
    question: 'When did cust_1470 first show up?',
    expect: (events) => {
      const s = select(events, { user: 'cust_1470' });
      return hi({ names: [isoDay(Math.min(...s.map(time)))], dataPoints: s.length });
    },
  },
  {
    id: 'user-last-seen-churner',
    type: 'user',
    question: 'support ticket from cust_1013 — when were they last seen?',
    expect: (events) => {
      const s = select(events, { user: 'cust_1013' });
      return hi({ names: [isoDay(Math.max(...s.map(time)))], dataPoints: s.length });
    },
  },
  {
    id: 'user-event-names-spender',
    type: 'user',
    question: 'Which event types has cust_1222 used?',
    expect: (events) => {
      const s = select(events, { user: 'cust_1222' });
      return hi({ names: [...new Set(s.map(byName))].sort(), unordered: true, dataPoints: s.length });
    },
  },
  {
    id: 'user-recent-brewer',
    type: 'user',
    question: "show me brewer_01's 3 most recent events",
    expect: (events) => {
      const s = select(events, { user: 'brewer_01' });
      return hi({ names: newestFirst(s).slice(0, 3).map(byName), dataPoints: s.length });
    },
  },
  {
    id: 'user-critic-30d',
    type: 'user',
    question: 'what has cust_1333 been up to in the last 30 days, how many events?',
    expect: count(undefined, (t) => ranges.lastDays(t, 30), 'high', 'cust_1333'),
  },
  { id: 'user-unknown', type: 'user', low: true, question: 'When was cust_9999 last active?', expect: LOW },
  {
    id: 'user-first-last-churner',
    type: 'user',
    question: 'first and last seen dates for cust_1013?',
    expect: (events) => {
      const s = select(events, { user: 'cust_1013' });
      return hi({
        names: [isoDay(Math.min(...s.map(time))), isoDay(Math.max(...s.map(time)))],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'user-spend-orders',
    type: 'user',
    question: 'How much has cust_1222 spent on Order Placed overall?',
    expect: measure(['Order Placed'], () => ranges.all(), sum, 'high', 'cust_1222'),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-weekday-checkins',
    type: 'breakdown',
    question: 'Which day of the week is busiest for taproom_checkin?',
    expect: ranked((events) => {
      const s = select(events, { names: ['taproom_checkin'] });
      return [s, tally(s, byWeekday), 1];
    }, listExpect()),
  },
  {
    id: 'breakdown-hour-pints',
    type: 'breakdown',
    question: 'busiest hour of the day for pint.poured in the last 30 days? staffing the bar',
    expect: ranked((events, now) => {
      const s = select(events, { range: ranges.lastDays(T(now), 30), names: ['pint.poured'] });
      return [s, tally(s, byHour), 1];
    }, listExpect()),
  },
  {
    id: 'breakdown-busiest-day-90d',
    type: 'breakdown',
    question: 'What was our busiest single day in the last 90 days?',
    expect: ranked((events, now) => {
      const s = select(events, { range: ranges.lastDays(T(now), 90) });
      return [s, tally(s, byDay), 1];
    }, listExpect()),
  },
  {
    id: 'breakdown-orders-by-week',
    type: 'breakdown',
    question: (now) => {
      const w = weekStart(T(now));
      return `Order Placed per week from ${isoDay(w - 5 * WEEK)} to ${isoDay(w - WEEK - DAY)}, please`;
    },
    expect: (events, now) => {
      const w = weekStart(T(now));
      const s = select(events, {
        range: ranges.between(w - 5 * WEEK, w - WEEK - DAY),
        names: ['Order Placed'],
      });
      const m = tally(s, byWeek);
      const keys = [...m.keys()].sort();
      return hi({ names: keys, numbers: keys.map((k) => m.get(k)), dataPoints: s.length });
    },
  },
  {
    id: 'breakdown-month-checkins',
    type: 'breakdown',
    question: 'which month had the most taproom checkins?',
    expect: ranked((events) => {
      const s = select(events, { names: ['taproom_checkin'] });
      return [s, tally(s, byMonth), 1];
    }, listExpect()),
  },
  {
    id: 'breakdown-daily-pints',
    type: 'breakdown',
    question: (now) => `daily pint.poured counts from ${shortDay(D(now, 9))} to ${shortDay(D(now, 5))}`,
    expect: (events, now) => {
      const s = select(events, { range: ranges.between(D(now, 9), D(now, 5)), names: ['pint.poured'] });
      const m = tally(s, byDay);
      const keys = [...m.keys()].sort();
      return hi({ names: keys, numbers: keys.map((k) => m.get(k)), dataPoints: s.length });
    },
  },
  {
    id: 'breakdown-quietest-weekday-taplist',
    type: 'breakdown',
    question: 'Quietest weekday for taplist.viewed?',
    expect: ranked((events) => {
      const s = select(events, { names: ['taplist.viewed'] });
      return [s, tally(s, byWeekday), 1, true];
    }, listExpect()),
  },
  {
    id: 'breakdown-hour-orders',
    type: 'breakdown',
    question: 'At what hour of the day do most Order Placed events come in? planing the delivery shifts',
    expect: ranked((events) => {
      const s = select(events, { names: ['Order Placed'] });
      return [s, tally(s, byHour), 1];
    }, listExpect()),
  },
  {
    id: 'breakdown-week-tickets',
    type: 'breakdown',
    question: 'which week had the most event-ticket-purchased? (Harvest Fest presale, I think)',
    expect: ranked((events) => {
      const s = select(events, { names: ['event-ticket-purchased'] });
      return [s, tally(s, byWeek), 1];
    }, listExpect()),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-pints-lastweek',
    type: 'compare',
    question: 'pint.poured last week vs the week before?',
    expect: compareCount(
      ['pint.poured'],
      (t) => ({ from: weekStart(t) - 2 * WEEK, to: weekStart(t) - WEEK }),
      (t) => ranges.lastWeek(t),
    ),
  },
  {
    id: 'compare-orders-month',
    type: 'compare',
    question: 'How did Order Placed revenue (total value) do last month compared with the month before?',
    expect: compareCount(
      ['Order Placed'],
      (t) => prevMonth(t),
      (t) => ranges.lastMonth(t),
      'high',
      sum,
    ),
  },
  {
    id: 'compare-active-users-30d',
    type: 'compare',
    question: 'active users: last 30 days vs the previous 30 days?',
    expect: compareCount(
      undefined,
      prev30,
      (t) => ranges.lastDays(t, 30),
      'high',
      (s) => users(s).size,
    ),
  },
  {
    id: 'compare-checkins-growing',
    type: 'compare',
    question: 'Is taproom_checkin growing? Compare the last 4 weeks to the 4 weeks before that.',
    expect: compareCount(
      ['taproom_checkin'],
      (t) => ({ from: t - 8 * WEEK, to: t - 4 * WEEK }),
      (t) => ranges.lastWeeks(t, 4),
    ),
  },
  {
    id: 'compare-tickets-named-months',
    type: 'compare',
    question: (now) =>
      `compare FlightOrdered in ${monthName(monthStart(T(now), -3))} and ${monthName(monthStart(T(now), -1))}`,
    expect: compareCount(
      ['FlightOrdered'],
      (t) => ranges.month(monthStart(t, -3)),
      (t) => ranges.month(monthStart(t, -1)),
    ),
  },
  {
    id: 'compare-order-value-14d',
    type: 'compare',
    question: 'Order Placed total value: last 14 days vs the 14 days before?',
    expect: compareCount(
      ['Order Placed'],
      (t) => ({ from: t - 28 * DAY, to: t - 14 * DAY }),
      (t) => ranges.lastDays(t, 14),
      'high',
      sum,
    ),
  },
  {
    id: 'compare-taplist-loose-7d',
    type: 'compare',
    question: 'are tap list views up or down this past week compared to the week before?',
    expect: compareCount(
      ['taplist.viewed'],
      (t) => ({ from: t - 14 * DAY, to: t - 7 * DAY }),
      (t) => ranges.lastDays(t, 7),
      'not-high',
    ),
  },
  {
    id: 'compare-unknown-cider',
    type: 'compare',
    low: true,
    question: 'compare cider_tasting last week vs the week before',
    expect: LOW,
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-pints-lastmonth',
    type: 'share',
    question: 'What % of all events last month were pint.poured?',
    expect: shareOfEvents(['pint.poured'], (t) => ranges.lastMonth(t)),
  },
  {
    id: 'share-users-ordered-30d',
    type: 'share',
    question: 'what percentage of active users in the last 30 days had an Order Placed?',
    expect: shareOfUsers(['Order Placed'], (t) => ranges.lastDays(t, 30)),
  },
  {
    id: 'share-taplist-alltime',
    type: 'share',
    question: 'share of taplist.viewed among all events, all time',
    expect: shareOfEvents(['taplist.viewed'], () => ranges.all()),
  },
  {
    id: 'share-users-reviewed-month',
    type: 'share',
    question: (now) =>
      `Of the users active in ${monthName(monthStart(T(now), -2))}, what fraction posted a ReviewPosted?`,
    expect: (e, now) => shareOfUsers(['ReviewPosted'], () => ranges.month(monthStart(T(now), -2)))(e, now),
  },
  {
    id: 'share-regular-90d',
    type: 'share',
    question:
      'how much of our activity over the last 90 days comes from cust_1007, as a percentage of all events?',
    expect: shareOfEvents(undefined, (t) => ranges.lastDays(t, 90), 'high', 'cust_1007'),
  },
  {
    id: 'share-flights-lastweek',
    type: 'share',
    question: "What share of last week's events were FlightOrdered?",
    expect: shareOfEvents(['FlightOrdered'], (t) => ranges.lastWeek(t)),
  },
  {
    id: 'share-users-mugclub',
    type: 'share',
    question: 'what percent of all our users ever did mug_club.joined?',
    expect: shareOfUsers(['mug_club.joined'], () => ranges.all()),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-taplist-flight-30d',
    type: 'conversion',
    question: 'Of users who did taplist.viewed in the last 30 days, how many went on to FlightOrdered?',
    expect: funnel('taplist.viewed', 'FlightOrdered', (t) => ranges.lastDays(t, 30)),
  },
  {
    id: 'conv-order-delivery-lastmonth',
    type: 'conversion',
    question: 'Order Placed -> delivery-completed conversion last month?',
    expect: funnel('Order Placed', 'delivery-completed', (t) => ranges.lastMonth(t)),
  },
  {
    id: 'conv-ticket-checkin-since',
    type: 'conversion',
    question: (now) =>
      `of people with an event-ticket-purchased since ${isoDay(D(now, 80))}, how many later did a taproom_checkin?`,
    expect: (e, now) =>
      funnel('event-ticket-purchased', 'taproom_checkin', (t) => ranges.since(D(now, 80), t))(e, now),
  },
  {
    id: 'conv-checkin-review-60d',
    type: 'conversion',
    question: 'conversion from taproom_checkin to ReviewPosted over the last 60 days',
    expect: funnel('taproom_checkin', 'ReviewPosted', (t) => ranges.lastDays(t, 60)),
  },
  {
    id: 'conv-taplist-order-14d',
    type: 'conversion',
    question: 'Funnel check: taplist.viewed then Order Placed, past 14 days. What % convert?',
    expect: funnel('taplist.viewed', 'Order Placed', (t) => ranges.lastDays(t, 14)),
  },
  {
    id: 'conv-checkin-mugclub-3m',
    type: 'conversion',
    question:
      'of the folks who checked in (taproom_checkin) in the last 3 months, what percentage joined the mug club (mug_club.joined) afterwards?',
    expect: funnel('taproom_checkin', 'mug_club.joined', (t) => ranges.lastMonths(t, 3)),
  },
  {
    id: 'conv-unknown-install',
    type: 'conversion',
    low: true,
    question: 'conversion from app_installed to Order Placed last month?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-rolling-30d',
    type: 'churn',
    question:
      'How many users were active in the 30 days before the last 30 days but have not been active in the last 30 days?',
    expect: (events, now) =>
      hi({ numbers: [churned(events, prev30(T(now)), ranges.lastDays(T(now), 30)).length] }),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'new users in the last 7 days?',
    expect: (events, now) => hi({ numbers: [newUsers(events, ranges.lastDays(T(now), 7)).length] }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'how many brand new customers did we pick up last month (first ever activity)?',
    expect: (events, now) => hi({ numbers: [newUsers(events, ranges.lastMonth(T(now))).length] }),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `Users who were active in ${monthName(monthStart(T(now), -3))} but had no activity at all in ${monthName(monthStart(T(now), -1))} — how many?`,
    expect: (events, now) =>
      hi({
        numbers: [
          churned(events, ranges.month(monthStart(T(now), -3)), ranges.month(monthStart(T(now), -1))).length,
        ],
      }),
  },
  {
    id: 'churn-lastweek-lost',
    type: 'churn',
    question: 'How many people who were around the week before last did not show up at all last week?',
    expect: (events, now) =>
      hi({
        numbers: [
          churned(
            events,
            { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK },
            ranges.lastWeek(T(now)),
          ).length,
        ],
      }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${longDay(D(now, 21))}?`,
    expect: (events, now) => hi({ numbers: [newUsers(events, ranges.since(D(now, 21), T(now))).length] }),
  },
  {
    id: 'churn-prev-vs-last-month',
    type: 'churn',
    question: 'how many customers active the month before last were gone last month?',
    expect: (events, now) =>
      hi({ numbers: [churned(events, prevMonth(T(now)), ranges.lastMonth(T(now))).length] }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-tank-cleaned',
    type: 'recency',
    question: 'When was the last Tank Cleaned logged?',
    expect: lastOf(['Tank Cleaned']),
  },
  {
    id: 'recency-mugclub-30d',
    type: 'recency',
    question: 'did anyone join the mug club (mug_club.joined) in the last 30 days?',
    expect: count(['mug_club.joined'], (t) => ranges.lastDays(t, 30)),
  },
  {
    id: 'recency-churner-pint',
    type: 'recency',
    question: 'last time cust_1013 had a pint.poured?',
    expect: lastOf(['pint.poured'], 'high', 'cust_1013'),
  },
  {
    id: 'recency-delivery',
    type: 'recency',
    question: 'When did the most recent delivery-completed happen?',
    expect: lastOf(['delivery-completed']),
  },
  {
    id: 'recency-review',
    type: 'recency',
    question: 'most recent ReviewPosted — when was that?',
    expect: lastOf(['ReviewPosted']),
  },
  {
    id: 'recency-unknown-keg',
    type: 'recency',
    low: true,
    question: 'has anyone ever done keg_returned?',
    expect: LOW,
  },
  {
    id: 'recency-batch-started',
    type: 'recency',
    question: 'when was BatchStarted last recorded? want to know when we last brewed',
    expect: lastOf(['BatchStarted']),
  },
  {
    id: 'recency-orders-outage-day',
    type: 'recency',
    low: true,
    question: (now) =>
      `Was there any Order Placed on ${longDay(D(now, SHOP_OUTAGE_DAYS_AGO))}? Shop was acting up that day.`,
    expect: (events, now) => {
      const s = select(events, { range: ranges.on(D(now, SHOP_OUTAGE_DAYS_AGO)), names: ['Order Placed'] });
      return s.length ? hi({ numbers: [s.length], dataPoints: s.length }) : LOW();
    },
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (events) =>
      hi({ names: [...new Set(events.map(byName))].sort(), unordered: true, dataPoints: events.length }),
  },
  {
    id: 'catalogue-totals',
    type: 'catalogue',
    question: 'how many users and how many events are there in total?',
    expect: (events) => hi({ numbers: [users(events).size, events.length], dataPoints: events.length }),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'new analyst here - can you list all the event names in the data?',
    expect: (events) =>
      hi({ names: [...new Set(events.map(byName))].sort(), unordered: true, dataPoints: events.length }),
  },
  {
    id: 'catalogue-distinct-types',
    type: 'catalogue',
    question: 'How many distinct event types exist?',
    expect: (events) => hi({ numbers: [new Set(events.map(byName)).size], dataPoints: events.length }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question:
      'Give me a quick overview of the dataset: number of events, number of users, and which event names.',
    expect: (events) =>
      hi({
        numbers: [events.length, users(events).size],
        names: [...new Set(events.map(byName))].sort(),
        unordered: true,
        dataPoints: events.length,
      }),
  },
  {
    id: 'catalogue-names-with-counts',
    type: 'catalogue',
    question: 'what event names exist and how many events does each one have?',
    expect: (events) => ({ ...listExpect()(rank(tally(events, byName)), events), unordered: true }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-ipa-margin',
    type: 'other',
    question: "What's our profit margin on the hazy IPA?",
    expect: LOW,
  },
  {
    id: 'other-beer-style',
    type: 'other',
    question: 'Which beer style sells best, stouts or sours?',
    expect: LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather forecast for Saturday's beer garden event?",
    expect: LOW,
  },
  {
    id: 'other-keg-inventory',
    type: 'other',
    question: 'How many kegs are in the cold room right now?',
    expect: LOW,
  },
  { id: 'other-abv', type: 'other', question: 'what ABV did the last pilsner batch finish at?', expect: LOW },
  {
    id: 'other-hops-cost',
    type: 'other',
    question: 'How much did we pay our hop supplier last quarter?',
    expect: LOW,
  },
  {
    id: 'other-staff-rota',
    type: 'other',
    question: "who's on the bar rota this Friday night?",
    expect: LOW,
  },
  {
    id: 'other-member-age',
    type: 'other',
    question: 'What is the average age of our mug club members?',
    expect: LOW,
  },
  {
    id: 'other-write-email',
    type: 'other',
    question: 'Write a tweet announcing our new seasonal lager.',
    expect: LOW,
  },
];

// "in <Month>" named without a year: the most recent such month that has begun.
function pastMonthOf(now, add) {
  return monthStart(T(now), add);
}
