/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import {
  DAY,
  HOUR,
  WEEK,
  MONTHS,
  round,
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  isoMonth,
  minusMonths,
  pastMonthDay,
  pastMonth,
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
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const P = PERSONAS;
const MONEY = ['OrderPlaced', 'subscription-started', 'Repot Booked'];
const n2 = (x) => round(x, 2);
const T = (now) => +now;
const D = (now, k) => dayStart(T(now)) - k * DAY; // start of the day k days ago
const incident = (now) => D(now, 38);
const dd = (t) => new Date(t);
const monthDay = (t) => `${MONTHS[dd(t).getUTCMonth()]} ${dd(t).getUTCDate()}`;
const shortMonthDay = (t) => `${MONTHS[dd(t).getUTCMonth()].slice(0, 3)} ${dd(t).getUTCDate()}`;
const dayMonthYear = (t) => `${dd(t).getUTCDate()} ${MONTHS[dd(t).getUTCMonth()]} ${dd(t).getUTCFullYear()}`;
const monthAgo = (now, k) => pastMonth(T(now), dd(monthStart(T(now), -k)).getUTCMonth()); // start of month k back
const mName = (t) => MONTHS[dd(t).getUTCMonth()];
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const median = (evs) => {
  const v = evs.map(value).sort((a, b) => a - b),
    m = v.length >> 1;
  return n2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
};

// ---- expectation builders -----------------------------------------------------------------
const lowX = () => ({ confidence: 'low', dataPoints: 0 });
const countX = (ev, q, conf = 'high') => {
  const s = select(ev, q);
  return { numbers: [s.length], confidence: conf, dataPoints: s.length };
};
const usersX = (ev, q, conf = 'high') => {
  const s = select(ev, q);
  return { numbers: [users(s).size], confidence: conf, dataPoints: s.length };
};
const valueX = (ev, q, f, conf = 'high') => {
  const s = select(ev, q);
  return { numbers: [n2(f(s))], confidence: conf, dataPoints: s.length };
};
function rankedX(map, dp, n, conf = 'high', ascending = false, fig = (x) => x) {
  const r = rank(map, { n, ascending });
  return { names: r.map(([k]) => k), numbers: r.map(([, v]) => fig(v)), confidence: conf, dataPoints: dp };
}
function tieAt(mapFn, n, ascending = false) {
  return (ev, now) => {
    const r = rank(mapFn(ev, now), { ascending });
    return r.length > n && r[n - 1][1] === r[n][1];
  };
}
// a ranked case: expectation and its tie check from one map builder
function ranked(mapFn, dpFn, n, conf = 'high', ascending = false, fig = (x) => x) {
  const expect = (ev, now) => rankedX(mapFn(ev, now), dpFn(ev, now), n, conf, ascending, fig);
  expect.tieAtCut = tieAt(mapFn, n, ascending);
  return expect;
}
const changeX = (a, b, dp, conf = 'high') => {
  const c = change(a, b);
  return {
    numbers: [n2(a), n2(b), n2(c.diff)],
    percents: c.pct === null ? [] : [c.pct],
    confidence: conf,
    dataPoints: dp,
  };
};
function compareCount(ev, r1, r2, names, conf = 'high') {
  const a = select(ev, { range: r1, names }),
    b = select(ev, { range: r2, names });
  return changeX(a.length, b.length, a.length + b.length, conf);
}
function compareUsers(ev, r1, r2, names) {
  const a = select(ev, { range: r1, names }),
    b = select(ev, { range: r2, names });
  return changeX(users(a).size, users(b).size, a.length + b.length);
}
function compareSum(ev, r1, r2, names) {
  const a = select(ev, { range: r1, names }),
    b = select(ev, { range: r2, names });
  return changeX(sum(a), sum(b), a.length + b.length);
}
const shareEventsX = (ev, range, names, conf = 'high') => {
  const all = select(ev, { range }),
    part = all.filter((e) => names.includes(e.eventName));
  return {
    percents: [percent(part.length, all.length)],
    numbers: [part.length],
    confidence: conf,
    dataPoints: all.length,
  };
};
const shareUsersX = (ev, range, names, conf = 'high') => {
  const all = select(ev, { range }),
    part = all.filter((e) => names.includes(e.eventName));
  return {
    percents: [percent(users(part).size, users(all).size)],
    numbers: [users(part).size],
    confidence: conf,
    dataPoints: all.length,
  };
};
const convX = (ev, range, a, b, conf = 'high') => {
  const c = conversion(ev, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: conf,
    dataPoints: select(ev, { range, names: [a, b] }).length,
  };
};
const lastX = (ev, q, conf = 'high') => {
  const s = select(ev, q),
    t = time(newestFirst(s)[0]);
  return { names: [isoDay(t), hm(t)], confidence: conf, dataPoints: s.length };
};
const firstX = (ev, q) => {
  const s = select(ev, q),
    t = Math.min(...s.map(time));
  return { names: [isoDay(t), hm(t)], confidence: 'high', dataPoints: s.length };
};
const breakdownX = (ev, q, key, conf = 'high') => {
  const s = select(ev, q),
    m = tally(s, key),
    keys = [...m.keys()].sort();
  return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: conf, dataPoints: s.length };
};
const busiest = (q, key, ascending = false, conf = 'high', measure) =>
  ranked(
    (ev, now) => tally(select(ev, q(now)), key, measure),
    (ev, now) => select(ev, q(now)).length,
    1,
    conf,
    ascending,
  );

const R = ranges;
const L = (now, n) => R.lastDays(T(now), n);

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-views-all',
    type: 'count',
    question: 'how many plant_viewed events do we have in total?',
    expect: (ev) => countX(ev, { names: ['plant_viewed'] }),
  },
  {
    id: 'count-orders-lastweek',
    type: 'count',
    question: 'How many OrderPlaced events came in last week?',
    expect: (ev, now) => countX(ev, { names: ['OrderPlaced'], range: R.lastWeek(T(now)) }),
  },
  {
    id: 'count-repot-loose',
    type: 'count',
    question: 'number of repotting bookings in the past 30 days pls',
    expect: (ev, now) => countX(ev, { names: ['Repot Booked'], range: L(now, 30) }, 'not-high'),
  },
  {
    id: 'count-all-yesterday',
    type: 'count',
    question: 'total events yesterday?',
    expect: (ev, now) => countX(ev, { range: R.yesterday(T(now)) }),
  },
  {
    id: 'count-fan-wishlist',
    type: 'count',
    question: (now) => `How many wishlist.added did ${P.topFan} log since ${isoDay(D(now, 45))}?`,
    expect: (ev, now) =>
      countX(ev, { names: ['wishlist.added'], user: P.topFan, range: R.since(D(now, 45), T(now)) }),
  },
  {
    id: 'count-orders-incident',
    type: 'count',
    question: (now) =>
      `support here - how many payment failed events on ${monthDay(incident(now))}? customers were complaining all day`,
    expect: (ev, now) =>
      countX(ev, {
        names: ['payment-failed'],
        range: R.on(pastMonthDay(T(now), dd(incident(now)).getUTCMonth(), dd(incident(now)).getUTCDate())),
      }),
  },
  {
    id: 'count-signups-between',
    type: 'count',
    question: (now) => `account_created count between ${isoDay(D(now, 40))} and ${isoDay(D(now, 20))}`,
    expect: (ev, now) => countX(ev, { names: ['account_created'], range: R.between(D(now, 40), D(now, 20)) }),
  },
  {
    id: 'count-deliveries-month',
    type: 'count',
    question: (now) => `how many Delivery Completed in ${mName(monthAgo(now, 2))}?`,
    expect: (ev, now) => countX(ev, { names: ['delivery.completed'], range: R.month(monthAgo(now, 2)) }),
  },
  {
    id: 'count-doctor-lastmonth',
    type: 'count',
    question: 'doctor chat messages last month — how many?',
    expect: (ev, now) => countX(ev, { names: ['doctor_chat_message'], range: R.lastMonth(T(now)) }),
  },
  {
    id: 'count-unknown-giftcard',
    type: 'count',
    low: true,
    question: 'how many gift_card_redeemed events in the last 30 days?',
    expect: () => lowX(),
  },
  {
    id: 'count-boxes-24h',
    type: 'count',
    question: 'how many actions in the last 24 hours',
    expect: (ev, now) => countX(ev, { range: R.lastHours(T(now), 24) }),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-7d',
    type: 'users',
    question: 'unique users in the last 7 days?',
    expect: (ev, now) => usersX(ev, { range: L(now, 7) }),
  },
  {
    id: 'users-orders-lastmonth',
    type: 'users',
    question: 'How many distinct customers had an OrderPlaced last month?',
    expect: (ev, now) => usersX(ev, { names: ['OrderPlaced'], range: R.lastMonth(T(now)) }),
  },
  {
    id: 'users-lastweek',
    type: 'users',
    question: 'active users last week',
    expect: (ev, now) => usersX(ev, { range: R.lastWeek(T(now)) }),
  },
  {
    id: 'users-doctor-30d',
    type: 'users',
    question: 'how many people used doctor_chat_message over the past 30 days',
    expect: (ev, now) => usersX(ev, { names: ['doctor_chat_message'], range: L(now, 30) }),
  },
  {
    id: 'users-subscribers-loose',
    type: 'users',
    question: 'how many customers have ever subscribed to the monthly box?',
    expect: (ev) => usersX(ev, { names: ['subscription-started'] }, 'not-high'),
  },
  {
    id: 'users-couriers-14d',
    type: 'users',
    question:
      'how many different users logged delivery.completed in the last 2 weeks? (should be our couriers)',
    expect: (ev, now) => usersX(ev, { names: ['delivery.completed'], range: R.lastWeeks(T(now), 2) }),
  },
  {
    id: 'users-claims-since',
    type: 'users',
    question: (now) =>
      `number of unique users with a Guarantee Claim Filed since ${dayMonthYear(D(now, 75))}`,
    expect: (ev, now) => usersX(ev, { names: ['Guarantee Claim Filed'], range: R.since(D(now, 75), T(now)) }),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'how many ppl were active yesterday?',
    expect: (ev, now) => usersX(ev, { range: R.yesterday(T(now)) }),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many users did plant_swap_requested this month?',
    expect: () => lowX(),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-orders-30d',
    type: 'value',
    question: 'total OrderPlaced value in the last 30 days',
    expect: (ev, now) => valueX(ev, { names: ['OrderPlaced'], range: L(now, 30) }, sum),
  },
  {
    id: 'value-avg-order-month',
    type: 'value',
    question: (now) =>
      `finance q: average OrderPlaced amount in ${mName(monthAgo(now, 1))} ${dd(monthAgo(now, 1)).getUTCFullYear()}?`,
    expect: (ev, now) => valueX(ev, { names: ['OrderPlaced'], range: R.month(monthAgo(now, 1)) }, avg),
  },
  {
    id: 'value-max-order',
    type: 'value',
    question: 'what is the biggest single OrderPlaced value ever?',
    expect: (ev) => valueX(ev, { names: ['OrderPlaced'] }, max),
  },
  {
    id: 'value-min-repot',
    type: 'value',
    question: 'min Repot Booked fee over the last 3 months',
    expect: (ev, now) => valueX(ev, { names: ['Repot Booked'], range: R.lastMonths(T(now), 3) }, min),
  },
  {
    id: 'value-median-stars',
    type: 'value',
    question: 'median review-posted rating, all time',
    expect: (ev) => valueX(ev, { names: ['review-posted'] }, median),
  },
  {
    id: 'value-avg-delivery',
    type: 'value',
    question: 'ops: mean delivery.completed value (minutes per drop) for the past 2 weeks?',
    expect: (ev, now) => valueX(ev, { names: ['delivery.completed'], range: R.lastWeeks(T(now), 2) }, avg),
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'what was our revenue last month?',
    expect: (ev, now) => {
      const s = select(ev, { names: MONEY, range: R.lastMonth(T(now)) });
      return {
        numbers: [n2(sum(s))],
        names: MONEY,
        unordered: true,
        confidence: 'not-high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'value-subs-sum',
    type: 'value',
    question: 'sum of subscription-started values in the past 90 days',
    expect: (ev, now) => valueX(ev, { names: ['subscription-started'], range: L(now, 90) }, sum),
  },
  {
    id: 'value-bigspender-orders',
    type: 'value',
    question: `how much has ${P.bigSpender} spent on OrderPlaced in total?`,
    expect: (ev) => valueX(ev, { names: ['OrderPlaced'], user: P.bigSpender }, sum),
  },
  {
    id: 'value-boxes-loose',
    type: 'value',
    question: 'how many plants did we ship in boxes in the last 60 days, total?',
    expect: (ev, now) => valueX(ev, { names: ['BoxShipped'], range: L(now, 60) }, sum, 'not-high'),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-all',
    type: 'top-events',
    question: 'top 5 events',
    expect: ranked(
      (ev) => tally(ev, byName),
      (ev) => ev.length,
      5,
    ),
  },
  {
    id: 'top-event-lastweek',
    type: 'top-events',
    question: 'what was the most common event last week?',
    expect: ranked(
      (ev, now) => tally(select(ev, { range: R.lastWeek(T(now)) }), byName),
      (ev, now) => select(ev, { range: R.lastWeek(T(now)) }).length,
      1,
    ),
  },
  {
    id: 'top3-events-30d',
    type: 'top-events',
    question: 'Top 3 actions over the past 30 days?',
    expect: ranked(
      (ev, now) => tally(select(ev, { range: L(now, 30) }), byName),
      (ev, now) => select(ev, { range: L(now, 30) }).length,
      3,
    ),
  },
  {
    id: 'least-event-all',
    type: 'top-events',
    question: 'which event is the least common overall?',
    expect: ranked(
      (ev) => tally(ev, byName),
      (ev) => ev.length,
      1,
      'high',
      true,
    ),
  },
  {
    id: 'top3-events-month',
    type: 'top-events',
    question: (now) => `for the product review: the 3 most frequent events in ${mName(monthAgo(now, 2))}`,
    expect: ranked(
      (ev, now) => tally(select(ev, { range: R.month(monthAgo(now, 2)) }), byName),
      (ev, now) => select(ev, { range: R.month(monthAgo(now, 2)) }).length,
      3,
    ),
  },
  {
    id: 'bottom3-events-90d',
    type: 'top-events',
    question: 'bottom 3 events by count in the last 90 days',
    expect: ranked(
      (ev, now) => tally(select(ev, { range: L(now, 90) }), byName),
      (ev, now) => select(ev, { range: L(now, 90) }).length,
      3,
      'high',
      true,
    ),
  },
  {
    id: 'top-events-list-lastmonth',
    type: 'top-events',
    question: 'list the most common events last month',
    expect: ranked(
      (ev, now) => tally(select(ev, { range: R.lastMonth(T(now)) }), byName),
      (ev, now) => select(ev, { range: R.lastMonth(T(now)) }).length,
      5,
    ),
  },
  {
    id: 'top2-events-fan',
    type: 'top-events',
    question: `what are ${P.topFan}'s top 2 events?`,
    expect: ranked(
      (ev) => tally(select(ev, { user: P.topFan }), byName),
      (ev) => select(ev, { user: P.topFan }).length,
      2,
    ),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top3-users-all',
    type: 'top-users',
    question: 'top 3 users by number of events',
    expect: ranked(
      (ev) => tally(ev, byUser),
      (ev) => ev.length,
      3,
    ),
  },
  {
    id: 'top2-users-lastmonth',
    type: 'top-users',
    question: 'who were our 2 most active users last month?',
    expect: ranked(
      (ev, now) => tally(select(ev, { range: R.lastMonth(T(now)) }), byUser),
      (ev, now) => select(ev, { range: R.lastMonth(T(now)) }).length,
      2,
    ),
  },
  {
    id: 'top-spenders',
    type: 'top-users',
    question: 'top 3 spenders?',
    expect: ranked(
      (ev) => tally(select(ev, { names: MONEY }), byUser, value),
      (ev) => select(ev, { names: MONEY }).length,
      3,
      'not-high',
      false,
      n2,
    ),
  },
  {
    id: 'top3-users-ordervalue',
    type: 'top-users',
    question: 'which 3 users have the highest total OrderPlaced value?',
    expect: ranked(
      (ev) => tally(select(ev, { names: ['OrderPlaced'] }), byUser, value),
      (ev) => select(ev, { names: ['OrderPlaced'] }).length,
      3,
      'high',
      false,
      n2,
    ),
  },
  {
    id: 'top-courier-30d',
    type: 'top-users',
    question: 'who did the most delivery.completed in the past 30 days?',
    expect: ranked(
      (ev, now) => tally(select(ev, { names: ['delivery.completed'], range: L(now, 30) }), byUser),
      (ev, now) => select(ev, { names: ['delivery.completed'], range: L(now, 30) }).length,
      1,
    ),
  },
  {
    id: 'top-doctor-user',
    type: 'top-users',
    question: 'which user sends the most doctor_chat_message? the vets want to reach out',
    expect: ranked(
      (ev) => tally(select(ev, { names: ['doctor_chat_message'] }), byUser),
      (ev) => select(ev, { names: ['doctor_chat_message'] }).length,
      1,
    ),
  },
  {
    id: 'top3-couriers-all',
    type: 'top-users',
    question: 'top 3 users for delivery completed, all time',
    expect: ranked(
      (ev) => tally(select(ev, { names: ['delivery.completed'] }), byUser),
      (ev) => select(ev, { names: ['delivery.completed'] }).length,
      3,
    ),
  },
  {
    id: 'top-user-7d',
    type: 'top-users',
    question: 'who was the single most active user in the past week?',
    expect: ranked(
      (ev, now) => tally(select(ev, { range: L(now, 7) }), byUser),
      (ev, now) => select(ev, { range: L(now, 7) }).length,
      1,
    ),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-fan-count',
    type: 'user',
    question: `how many events does ${P.topFan} have?`,
    expect: (ev) => countX(ev, { user: P.topFan }),
  },
  {
    id: 'user-churner-first',
    type: 'user',
    question: `when was ${P.churner} first seen?`,
    expect: (ev) => firstX(ev, { user: P.churner }),
  },
  {
    id: 'user-churner-last',
    type: 'user',
    question: `last seen time for ${P.churner}? they used to be super active`,
    expect: (ev) => lastX(ev, { user: P.churner }),
  },
  {
    id: 'user-newcomer-events',
    type: 'user',
    question: `which event types has ${P.newcomer} used so far?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return {
        names: [...new Set(s.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-bigspender-recent',
    type: 'user',
    question: `show me the 3 most recent events of ${P.bigSpender}`,
    expect: (ev) => {
      const s = select(ev, { user: P.bigSpender });
      return { names: newestFirst(s).slice(0, 3).map(byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-doctor-30d',
    type: 'user',
    question: `how many events did ${P.doctorRegular} have in the last 30 days`,
    expect: (ev, now) => countX(ev, { user: P.doctorRegular, range: L(now, 30) }),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `what has ${NOBODY} been doing lately?`,
    expect: () => lowX(),
  },
  {
    id: 'user-courier-first',
    type: 'user',
    question: `first event of ${P.topCourier} - date and time please`,
    expect: (ev) => firstX(ev, { user: P.topCourier }),
  },
  {
    id: 'user-subscriber-lastmonths',
    type: 'user',
    question: `${P.subscriber}: number of events over the past 2 months?`,
    expect: (ev, now) => countX(ev, { user: P.subscriber, range: R.lastMonths(T(now), 2) }),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'bd-events-weekday',
    type: 'breakdown',
    question: 'on which weekday do we see the most events?',
    expect: busiest(() => ({}), byWeekday),
  },
  {
    id: 'bd-views-hour',
    type: 'breakdown',
    question: 'busiest hour of the day for plant_viewed (UTC)',
    expect: busiest(() => ({ names: ['plant_viewed'] }), byHour),
  },
  {
    id: 'bd-orders-weekly',
    type: 'breakdown',
    question: 'weekly OrderPlaced counts for the last 4 weeks',
    expect: (ev, now) => breakdownX(ev, { names: ['OrderPlaced'], range: R.lastWeeks(T(now), 4) }, byWeek),
  },
  {
    id: 'bd-events-monthly',
    type: 'breakdown',
    question: 'events per month over the last 3 months',
    expect: (ev, now) => breakdownX(ev, { range: R.lastMonths(T(now), 3) }, byMonth),
  },
  {
    id: 'bd-busiest-week-12w',
    type: 'breakdown',
    question: 'which week was the busiest over the last 12 weeks? (ISO weeks)',
    expect: busiest((now) => ({ range: R.lastWeeks(T(now), 12) }), byWeek),
  },
  {
    id: 'bd-browse-weekday-loose',
    type: 'breakdown',
    question: 'which day of the week do people browse plants the most?',
    expect: busiest(() => ({ names: ['plant_viewed'] }), byWeekday, false, 'not-high'),
  },
  {
    id: 'bd-quietest-hour',
    type: 'breakdown',
    question: 'quietest hour of the day overall?',
    expect: busiest(() => ({}), byHour, true),
  },
  {
    id: 'bd-boxes-month',
    type: 'breakdown',
    question: 'BoxShipped by month',
    expect: (ev) => breakdownX(ev, { names: ['BoxShipped'] }, byMonth),
  },
  {
    id: 'bd-daily-7d',
    type: 'breakdown',
    question: 'daily breakdown of doctor_chat_message for the last 7 days',
    expect: (ev, now) => breakdownX(ev, { names: ['doctor_chat_message'], range: L(now, 7) }, byDay),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'cmp-week',
    type: 'compare',
    question: 'events this week vs the same stretch the week before?',
    expect: (ev, now) =>
      compareCount(ev, { from: weekStart(T(now)) - WEEK, to: T(now) - WEEK }, R.thisWeek(T(now))),
  },
  {
    id: 'cmp-7d',
    type: 'compare',
    question: 'plant_viewed: last 7 days compared with the previous 7 days',
    expect: (ev, now) =>
      compareCount(ev, { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY }, L(now, 7), ['plant_viewed']),
  },
  {
    id: 'cmp-months-orders',
    type: 'compare',
    question: (now) => `OrderPlaced in ${mName(monthAgo(now, 2))} vs ${mName(monthAgo(now, 1))}`,
    expect: (ev, now) =>
      compareCount(ev, R.month(monthAgo(now, 2)), R.month(monthAgo(now, 1)), ['OrderPlaced']),
  },
  {
    id: 'cmp-doctor-growing',
    type: 'compare',
    question: 'is doctor_chat_message usage growing? last 30 days vs the 30 days before that',
    expect: (ev, now) =>
      compareCount(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, L(now, 30), [
        'doctor_chat_message',
      ]),
  },
  {
    id: 'cmp-users-months',
    type: 'compare',
    question: 'active users last month compared with the month before it',
    expect: (ev, now) => compareUsers(ev, R.month(monthStart(T(now), -2)), R.lastMonth(T(now))),
  },
  {
    id: 'cmp-ordervalue-14d',
    type: 'compare',
    question: 'OrderPlaced total value: past 14 days vs the 14 days before?',
    expect: (ev, now) =>
      compareSum(ev, { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, L(now, 14), ['OrderPlaced']),
  },
  {
    id: 'cmp-yesterday-views',
    type: 'compare',
    question: 'plant views yesterday vs the day before',
    expect: (ev, now) =>
      compareCount(ev, { from: D(now, 2), to: D(now, 1) }, R.yesterday(T(now)), ['plant_viewed'], 'not-high'),
  },
  {
    id: 'cmp-repot-value',
    type: 'compare',
    question: 'Repot Booked value, last 30 days vs prior 30 days — up or down?',
    expect: (ev, now) =>
      compareSum(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, L(now, 30), ['Repot Booked']),
  },
  {
    id: 'cmp-wishlist-lastweek',
    type: 'compare',
    question: 'wishlist adds last week compared with the week before',
    expect: (ev, now) =>
      compareCount(
        ev,
        { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK },
        R.lastWeek(T(now)),
        ['wishlist.added'],
        'not-high',
      ),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-views',
    type: 'share',
    question: 'what percentage of all events are plant_viewed?',
    expect: (ev) => shareEventsX(ev, R.all(), ['plant_viewed']),
  },
  {
    id: 'share-users-ordered-30d',
    type: 'share',
    question: 'of the users active in the last 30 days, what % did an OrderPlaced?',
    expect: (ev, now) => shareUsersX(ev, L(now, 30), ['OrderPlaced']),
  },
  {
    id: 'share-doctor-lastweek',
    type: 'share',
    question: 'share of doctor_chat_message among all events last week',
    expect: (ev, now) => shareEventsX(ev, R.lastWeek(T(now)), ['doctor_chat_message']),
  },
  {
    id: 'share-subscribed-users',
    type: 'share',
    question: 'what fraction of our users ever had a subscription-started? (percentage pls)',
    expect: (ev) => shareUsersX(ev, R.all(), ['subscription-started']),
  },
  {
    id: 'share-claims-month',
    type: 'share',
    question: (now) => `what percent of events in ${mName(monthAgo(now, 1))} were Guarantee Claim Filed`,
    expect: (ev, now) => shareEventsX(ev, R.month(monthAgo(now, 1)), ['Guarantee Claim Filed']),
  },
  {
    id: 'share-users-wishlist-yday',
    type: 'share',
    question: 'yesterday, what percentage of active users added to wishlist.added?',
    expect: (ev, now) => shareUsersX(ev, R.yesterday(T(now)), ['wishlist.added']),
  },
  {
    id: 'share-fan-events',
    type: 'share',
    question: `how much of our total activity comes from ${P.topFan}, as a percentage?`,
    expect: (ev) => {
      const s = select(ev, { user: P.topFan });
      return { percents: [percent(s.length, ev.length)], confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'share-failed-incident',
    type: 'share',
    question: (now) => `On ${isoDay(incident(now))}, what share of events were payment-failed?`,
    expect: (ev, now) => shareEventsX(ev, R.on(incident(now)), ['payment-failed']),
  },
  {
    id: 'share-claims-loose',
    type: 'share',
    question: 'what % of customers reported a dead plant?',
    expect: (ev) => shareUsersX(ev, R.all(), ['Guarantee Claim Filed'], 'not-high'),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-view-order',
    type: 'conversion',
    question: 'conversion from plant_viewed to OrderPlaced, all time',
    expect: (ev) => convX(ev, R.all(), 'plant_viewed', 'OrderPlaced'),
  },
  {
    id: 'conv-wish-order-30d',
    type: 'conversion',
    question: 'of users who did wishlist.added in the last 30 days, how many then placed an OrderPlaced?',
    expect: (ev, now) => convX(ev, L(now, 30), 'wishlist.added', 'OrderPlaced'),
  },
  {
    id: 'conv-signup-sub',
    type: 'conversion',
    question: 'what % of account_created users went on to subscription-started?',
    expect: (ev) => convX(ev, R.all(), 'account_created', 'subscription-started'),
  },
  {
    id: 'conv-order-review-60d',
    type: 'conversion',
    question: 'OrderPlaced -> review-posted conversion over the last 60 days',
    expect: (ev, now) => convX(ev, L(now, 60), 'OrderPlaced', 'review-posted'),
  },
  {
    id: 'conv-doctor-repot',
    type: 'conversion',
    question: (now) =>
      `since ${monthDay(D(now, 90))}: of the people who used doctor_chat_message, how many later had a Repot Booked?`,
    expect: (ev, now) =>
      convX(
        ev,
        R.since(pastMonthDay(T(now), dd(D(now, 90)).getUTCMonth(), dd(D(now, 90)).getUTCDate()), T(now)),
        'doctor_chat_message',
        'Repot Booked',
      ),
  },
  {
    id: 'conv-order-claim',
    type: 'conversion',
    question:
      'how many customers who ordered (OrderPlaced) later filed a Guarantee Claim Filed? give the rate too',
    expect: (ev) => convX(ev, R.all(), 'OrderPlaced', 'Guarantee Claim Filed'),
  },
  {
    id: 'conv-view-wish-lastmonth',
    type: 'conversion',
    question: 'last month, plant_viewed to wishlist.added conversion rate?',
    expect: (ev, now) => convX(ev, R.lastMonth(T(now)), 'plant_viewed', 'wishlist.added'),
  },
  {
    id: 'conv-signup-order-90d',
    type: 'conversion',
    question: 'funnel for the past 90 days: account created → order placed',
    expect: (ev, now) => convX(ev, L(now, 90), 'account_created', 'OrderPlaced'),
  },
  {
    id: 'conv-signup-doctor-loose',
    type: 'conversion',
    question: 'how many new signups went on to chat with the plant doctor?',
    expect: (ev) => convX(ev, R.all(), 'account_created', 'doctor_chat_message', 'not-high'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'how many users were active last month but have not been active this month?',
    expect: (ev, now) => ({
      numbers: [churned(ev, R.lastMonth(T(now)), R.thisMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-7d',
    type: 'churn',
    question: 'how many new users in the last 7 days?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, L(now, 7)).length], confidence: 'high' }),
  },
  {
    id: 'new-lastmonth',
    type: 'churn',
    question: 'new customers last month (first ever event in that month)?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastMonth(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `users active in ${mName(monthAgo(now, 3))} who did nothing in ${mName(monthAgo(now, 1))}`,
    expect: (ev, now) => ({
      numbers: [churned(ev, R.month(monthAgo(now, 3)), R.month(monthAgo(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-30d',
    type: 'churn',
    question: (now) =>
      `churn check: people active between ${isoDay(D(now, 60))} and ${isoDay(D(now, 31))} with no activity since ${isoDay(D(now, 30))}`,
    expect: (ev, now) => ({
      numbers: [churned(ev, R.between(D(now, 60), D(now, 31)), R.since(D(now, 30), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-14d',
    type: 'churn',
    question: 'how many brand new users did we get in the past 14 days',
    expect: (ev, now) => ({ numbers: [newUsers(ev, L(now, 14)).length], confidence: 'high' }),
  },
  {
    id: 'new-since',
    type: 'churn',
    question: (now) => `new users since ${shortMonthDay(D(now, 50))}?`,
    expect: (ev, now) => ({
      numbers: [
        newUsers(
          ev,
          R.since(pastMonthDay(T(now), dd(D(now, 50)).getUTCMonth(), dd(D(now, 50)).getUTCDate()), T(now)),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lastweek',
    type: 'churn',
    question: 'who was active in the week before last but not last week? just the number',
    expect: (ev, now) => ({
      numbers: [
        churned(ev, { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK }, R.lastWeek(T(now)))
          .length,
      ],
      confidence: 'high',
    }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'rec-last-order',
    type: 'recency',
    question: 'when was the last OrderPlaced?',
    expect: (ev) => lastX(ev, { names: ['OrderPlaced'] }),
  },
  {
    id: 'rec-claim-14d',
    type: 'recency',
    question: 'did anyone file a Guarantee Claim Filed in the last 14 days?',
    expect: (ev, now) => countX(ev, { names: ['Guarantee Claim Filed'], range: L(now, 14) }),
  },
  {
    id: 'rec-last-repot',
    type: 'recency',
    question: 'when did someone last have a Repot Booked',
    expect: (ev) => lastX(ev, { names: ['Repot Booked'] }),
  },
  {
    id: 'rec-churner-order',
    type: 'recency',
    question: `when did ${P.churner} last do OrderPlaced?`,
    expect: (ev) => lastX(ev, { names: ['OrderPlaced'], user: P.churner }),
  },
  {
    id: 'rec-unknown-event',
    type: 'recency',
    low: true,
    question: 'when was the last Payment Captured event?',
    expect: () => lowX(),
  },
  {
    id: 'rec-last-sub',
    type: 'recency',
    question: 'most recent subscription-started — when?',
    expect: (ev) => lastX(ev, { names: ['subscription-started'] }),
  },
  {
    id: 'rec-last-box',
    type: 'recency',
    question: 'last time a BoxShipped happened',
    expect: (ev) => lastX(ev, { names: ['BoxShipped'] }),
  },
  {
    id: 'rec-last-failed',
    type: 'recency',
    question: 'when was the latest payment-failed event? checking if the provider is stable again',
    expect: (ev) => lastX(ev, { names: ['payment-failed'] }),
  },
  {
    id: 'rec-any-review-loose',
    type: 'recency',
    question: 'has anybody left a review in the past 2 weeks?',
    expect: (ev, now) => countX(ev, { names: ['review-posted'], range: R.lastWeeks(T(now), 2) }, 'not-high'),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-event-total',
    type: 'catalogue',
    question: 'How many events have been recorded overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-list-names',
    type: 'catalogue',
    question: 'list all event names pls',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-distinct-types',
    type: 'catalogue',
    question: 'how many distinct event types exist?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'for the board deck: quick overview — total users and total events in the account',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-sub-event',
    type: 'catalogue',
    question: 'is there an event name for subscriptions? which one?',
    expect: (ev) => ({ names: ['subscription-started'], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-delivery-event',
    type: 'catalogue',
    question: 'which events do we have about deliveries or shipping?',
    expect: (ev) => ({
      names: ['delivery.completed', 'BoxShipped'],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-margin',
    type: 'other',
    question: 'what is our profit margin on fiddle leaf figs?',
    expect: () => lowX(),
  },
  {
    id: 'other-weather',
    type: 'other',
    question: 'will it rain on the courier routes tomorrow?',
    expect: () => lowX(),
  },
  {
    id: 'other-stock',
    type: 'other',
    question: 'which plants are out of stock right now?',
    expect: () => lowX(),
  },
  {
    id: 'other-pets',
    type: 'other',
    question: 'how many of our customers own cats? asking because of toxic plants',
    expect: () => lowX(),
  },
  { id: 'other-nps', type: 'other', question: "what's our NPS this quarter", expect: () => lowX() },
  {
    id: 'other-channel',
    type: 'other',
    question: 'which marketing channel brought in the most signups, instagram or google ads?',
    expect: () => lowX(),
  },
  { id: 'other-age', type: 'other', question: 'average age of our customers?', expect: () => lowX() },
  {
    id: 'other-courier-pay',
    type: 'other',
    question: 'how much do we pay couriers per hour?',
    expect: () => lowX(),
  },
  {
    id: 'other-greenhouse',
    type: 'other',
    question: 'what is the humidity in the greenhouse today',
    expect: () => lowX(),
  },
  { id: 'other-poem', type: 'other', question: 'write me a haiku about monsteras', expect: () => lowX() },
];
