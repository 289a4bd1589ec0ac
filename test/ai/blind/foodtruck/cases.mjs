/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind round "foodtruck": questions typed by the people around a food-truck POS / pre-order app.
// Every expectation is computed from the events with the reference oracle, never typed in.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES } from './data.mjs';

const {
  ranges: R,
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
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  DAY,
  HOUR,
  MONTHS,
} = O;

const T = (now) => +now;
const today = (now) => O.dayStart(T(now));
const daysAgo = (now, k) => today(now) - k * DAY;
const INCIDENT = (now) => daysAgo(now, 38);

// ---- date wording ------------------------------------------------------------------------
const iso = (t) => O.isoDay(t);
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const dayMonth = (t) => `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]}`;
const withYear = (t) => `${shortDay(t)}, ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const hm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders ----------------------------------------------------------------
const low = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => round(x, 2);

function countOf(events, range, names, user, confidence = 'high') {
  const evs = select(events, { range, names, user });
  return { numbers: [evs.length], confidence, dataPoints: evs.length };
}
function usersOf(events, range, names, confidence = 'high') {
  const evs = select(events, { range, names });
  return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
}
function valueOf(events, range, names, how, user, confidence = 'high') {
  const evs = select(events, { range, names, user });
  let v;
  if (how === 'sum') v = r2(sum(evs));
  else if (how === 'avg') v = avg(evs);
  else if (how === 'min') v = min(evs);
  else if (how === 'max') v = max(evs);
  else if (how === 'median') {
    const s = evs.map((e) => e.eventValue).sort((a, b) => a - b),
      m = s.length >> 1;
    v = s.length % 2 ? s[m] : r2((s[m - 1] + s[m]) / 2);
  }
  return { numbers: [v], confidence, dataPoints: evs.length };
}
// A ranked list: names in rank order with their figures; tie at the cut is checked separately.
function ranked(map, n, ascending = false) {
  return rank(map, { n, ascending });
}
function tieAt(map, n, ascending = false) {
  const all = rank(map, { ascending });
  return all.length > n && all[n - 1][1] === all[n][1];
}
function rankCase(id, type, question, build, n, extra = {}) {
  // build(events, now) => { map, dataPoints, confidence?, ascending? }
  const expect = (events, now) => {
    const b = build(events, now);
    const top = ranked(b.map, n, b.ascending);
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => (Number.isInteger(v) ? v : r2(v))),
      confidence: b.confidence ?? 'high',
      dataPoints: b.dataPoints,
    };
  };
  expect.tieAtCut = (events, now) => {
    const b = build(events, now);
    return tieAt(b.map, n, b.ascending);
  };
  return { id, type, question, expect, ...extra };
}
function compareCase(events, r1, r2_, names, measure = 'count', confidence = 'high') {
  const a = select(events, { range: r1, names }),
    b = select(events, { range: r2_, names });
  const f =
    measure === 'count'
      ? (evs) => evs.length
      : measure === 'users'
        ? (evs) => users(evs).size
        : (evs) => r2(sum(evs));
  const c = change(f(a), f(b));
  return {
    numbers: [c.earlier, c.later, measure === 'sum' ? r2(c.diff) : c.diff],
    percents: c.pct === null ? [] : [c.pct],
    confidence,
    dataPoints: a.length + b.length,
  };
}
function shareOfEvents(events, range, names, confidence = 'high') {
  const all = select(events, { range }),
    part = all.filter((e) => names.includes(e.eventName));
  return {
    numbers: [part.length],
    percents: [percent(part.length, all.length)],
    confidence,
    dataPoints: all.length,
  };
}
function shareOfUsers(events, range, names, confidence = 'high') {
  const all = select(events, { range });
  const did = users(all.filter((e) => names.includes(e.eventName))).size,
    act = users(all).size;
  return { numbers: [did, act], percents: [percent(did, act)], confidence, dataPoints: all.length };
}
function convCase(events, range, a, b, confidence = 'high') {
  const c = conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
}
const isTruck = (u) => u.startsWith('truck_');

// ---- guarded calendar phrases (a "this week" that has barely begun is replaced) --------------
const thisWeekOk = (now) => T(now) - O.weekStart(T(now)) >= 2 * DAY;
const thisMonthOk = (now) => T(now) - O.monthStart(T(now)) >= 3 * DAY;
const thisYearOk = (now) => T(now) - O.yearStart(T(now)) >= 20 * DAY;

export const cases = [
  // ======================================================================= count (11)
  {
    id: 'count-preorders-7d',
    type: 'count',
    question: 'how many pre-orders were placed in the last 7 days? (PreorderPlaced)',
    expect: (ev, now) => countOf(ev, R.lastDays(T(now), 7), ['PreorderPlaced']),
  },
  {
    id: 'count-pickups-yesterday',
    type: 'count',
    question: 'Quick one for the ops standup: number of order-picked-up events yesterday?',
    expect: (ev, now) => countOf(ev, R.yesterday(T(now)), ['order-picked-up']),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'total events in the past 24 hours pls',
    expect: (ev, now) => countOf(ev, R.lastHours(T(now), 24)),
  },
  {
    id: 'count-soldout-lastweek',
    type: 'count',
    question: 'How many times did trucks mark something as item_sold_out last week?',
    expect: (ev, now) => countOf(ev, R.lastWeek(T(now)), ['item_sold_out']),
  },
  {
    id: 'count-cancel-incident',
    type: 'count',
    question: (now) =>
      `How many Order Cancelled events on ${iso(INCIDENT(now))}? the payment provider had an outage that day`,
    expect: (ev, now) => countOf(ev, R.on(INCIDENT(now)), ['Order Cancelled']),
  },
  {
    id: 'count-checkins-month',
    type: 'count',
    question: (now) => `truck_checkin events in ${monthName(O.monthStart(T(now), -1))}?`,
    expect: (ev, now) =>
      countOf(ev, R.month(O.pastMonth(T(now), new Date(O.monthStart(T(now), -1)).getUTCMonth())), [
        'truck_checkin',
      ]),
  },
  {
    id: 'count-menuupd-between',
    type: 'count',
    question: (now) =>
      `Count of menu.updated between ${shortDay(daysAgo(now, 20))} and ${shortDay(daysAgo(now, 14))}`,
    expect: (ev, now) => countOf(ev, R.between(daysAgo(now, 20), daysAgo(now, 14)), ['menu.updated']),
  },
  {
    id: 'count-appopen-since',
    type: 'count',
    question: (now) => `app_opened since ${longDay(daysAgo(now, 10))} — how many?`,
    expect: (ev, now) => countOf(ev, R.since(daysAgo(now, 10), T(now)), ['app_opened']),
  },
  {
    id: 'count-rewards-before',
    type: 'count',
    question: (now) => `How many LoyaltyRewardRedeemed events happened before ${iso(daysAgo(now, 60))}?`,
    expect: (ev, now) => countOf(ev, R.before(daysAgo(now, 60)), ['LoyaltyRewardRedeemed']),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'how many catering_request events did we get last month?',
    expect: () => low(),
  },
  {
    id: 'count-two-names-thismonth',
    type: 'count',
    question: (now) =>
      thisMonthOk(now)
        ? 'how many menu-viewed and app_opened events combined this month'
        : 'how many menu-viewed and app_opened events combined last month',
    expect: (ev, now) =>
      countOf(ev, thisMonthOk(now) ? R.thisMonth(T(now)) : R.lastMonth(T(now)), [
        'menu-viewed',
        'app_opened',
      ]),
  },

  // ======================================================================= users (8)
  {
    id: 'users-7d',
    type: 'users',
    question: 'How many active users did we have in the past week?',
    expect: (ev, now) => usersOf(ev, R.lastDays(T(now), 7)),
  },
  {
    id: 'users-preorder-lastmonth',
    type: 'users',
    question: 'unique customers with a PreorderPlaced last month',
    expect: (ev, now) => usersOf(ev, R.lastMonth(T(now)), ['PreorderPlaced']),
  },
  {
    id: 'users-checkin-2w',
    type: 'users',
    question: 'how many different trucks checked in (truck_checkin) over the last 2 weeks?',
    expect: (ev, now) => usersOf(ev, R.lastWeeks(T(now), 2), ['truck_checkin']),
  },
  {
    id: 'users-incident-day',
    type: 'users',
    question: (now) => `distinct users on ${longDay(INCIDENT(now))}`,
    expect: (ev, now) => usersOf(ev, R.on(INCIDENT(now))),
  },
  {
    id: 'users-redeem-all',
    type: 'users',
    question: 'How many unique users have ever redeemed a loyalty reward (LoyaltyRewardRedeemed)?',
    expect: (ev) => usersOf(ev, R.all(), ['LoyaltyRewardRedeemed']),
  },
  {
    id: 'users-tip-3m',
    type: 'users',
    question: 'number of people with a Tip Added in the last 3 months',
    expect: (ev, now) => usersOf(ev, R.lastMonths(T(now), 3), ['Tip Added']),
  },
  {
    id: 'users-cashup-thisweek',
    type: 'users',
    question: (now) =>
      thisWeekOk(now)
        ? 'how many owners have done a daily cashup this week?'
        : 'how many owners did a daily cashup last week?',
    expect: (ev, now) =>
      usersOf(ev, thisWeekOk(now) ? R.thisWeek(T(now)) : R.lastWeek(T(now)), ['daily_cashup']),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many customers used the gift_card_purchase flow in the last 30 days?',
    expect: () => low(),
  },

  // ======================================================================= value (10)
  {
    id: 'value-preorder-sum-30d',
    type: 'value',
    question: 'Total PreorderPlaced amount over the last 30 days?',
    expect: (ev, now) => valueOf(ev, R.lastDays(T(now), 30), ['PreorderPlaced'], 'sum'),
  },
  {
    id: 'value-preorder-avg',
    type: 'value',
    question: 'what is the average PreorderPlaced amount, all time?',
    expect: (ev) => valueOf(ev, R.all(), ['PreorderPlaced'], 'avg'),
  },
  {
    id: 'value-cashup-max-lastmonth',
    type: 'value',
    question: 'Biggest single daily_cashup last month — what was the max?',
    expect: (ev, now) => valueOf(ev, R.lastMonth(T(now)), ['daily_cashup'], 'max'),
  },
  {
    id: 'value-tip-min-7d',
    type: 'value',
    question: 'smallest Tip Added value in the last 7 days',
    expect: (ev, now) => valueOf(ev, R.lastDays(T(now), 7), ['Tip Added'], 'min'),
  },
  {
    id: 'value-wait-median',
    type: 'value',
    question: 'median order-picked-up value (that is the wait in minutes) over the past 14 days?',
    expect: (ev, now) => valueOf(ev, R.lastDays(T(now), 14), ['order-picked-up'], 'median'),
  },
  {
    id: 'value-refund-incident',
    type: 'value',
    question: (now) =>
      `how much was refunded through Order Cancelled on ${withYear(INCIDENT(now))}? sum of the amounts`,
    expect: (ev, now) => valueOf(ev, R.on(INCIDENT(now)), ['Order Cancelled'], 'sum'),
  },
  {
    id: 'value-cashup-truck03-lastweek',
    type: 'value',
    question: 'sum of daily cashups for truck_03 last week',
    expect: (ev, now) => valueOf(ev, R.lastWeek(T(now)), ['daily_cashup'], 'sum', PERSONAS.busiestTruck),
  },
  {
    id: 'value-preorder-loose',
    type: 'value',
    question: 'how much money came in from pre-orders in the last 7 days',
    expect: (ev, now) => valueOf(ev, R.lastDays(T(now), 7), ['PreorderPlaced'], 'sum', undefined, 'not-high'),
  },
  {
    id: 'value-revenue-vague',
    type: 'value',
    question: 'whats our revenue last month? finance wants a rough number',
    expect: (ev, now) => ({ names: ['PreorderPlaced'], confidence: 'not-high' }),
  },
  {
    id: 'value-rewards-sum-yr',
    type: 'value',
    question: (now) =>
      thisYearOk(now)
        ? 'total value of LoyaltyRewardRedeemed this year'
        : 'total value of LoyaltyRewardRedeemed in the last 3 months',
    expect: (ev, now) =>
      valueOf(
        ev,
        thisYearOk(now) ? R.thisYear(T(now)) : R.lastMonths(T(now), 3),
        ['LoyaltyRewardRedeemed'],
        'sum',
      ),
  },

  // ======================================================================= top-events (8)
  rankCase(
    'top-events-all',
    'top-events',
    'What are the top 5 events overall?',
    (ev) => ({ map: tally(ev, O.byName), dataPoints: ev.length }),
    5,
  ),
  rankCase(
    'top-events-7d',
    'top-events',
    'most common actions in the last 7 days (top 3 is enough)',
    (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7) });
      return { map: tally(s, O.byName), dataPoints: s.length };
    },
    3,
  ),
  rankCase(
    'top-events-least',
    'top-events',
    'which 3 events are the rarest? least common first',
    (ev) => ({ map: tally(ev, O.byName), dataPoints: ev.length, ascending: true }),
    3,
  ),
  rankCase(
    'top-events-lastmonth',
    'top-events',
    'Top 2 events last month?',
    (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)) });
      return { map: tally(s, O.byName), dataPoints: s.length };
    },
    2,
  ),
  rankCase(
    'top-events-incident',
    'top-events',
    (now) => `what were the two most frequent events on ${dayMonth(INCIDENT(now))}?`,
    (ev, now) => {
      const s = select(ev, { range: R.on(INCIDENT(now)) });
      return { map: tally(s, O.byName), dataPoints: s.length };
    },
    2,
  ),
  rankCase(
    'top-events-user',
    'top-events',
    'what does truck_21 do most? top 3 event types for that user',
    (ev) => {
      const s = select(ev, { user: PERSONAS.closedTruck });
      return { map: tally(s, O.byName), dataPoints: s.length };
    },
    3,
  ),
  rankCase(
    'top-events-2least-lastweek',
    'top-events',
    'bottom 2 events by count last week',
    (ev, now) => {
      const s = select(ev, { range: R.lastWeek(T(now)) });
      return { map: tally(s, O.byName), dataPoints: s.length, ascending: true };
    },
    2,
  ),
  rankCase(
    'top-events-single',
    'top-events',
    'Which single event happens the most in the past 30 days?',
    (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30) });
      return { map: tally(s, O.byName), dataPoints: s.length };
    },
    1,
  ),

  // ======================================================================= top-users (8)
  rankCase(
    'top-users-active',
    'top-users',
    'who are our 2 most active users?',
    (ev) => ({ map: tally(ev, O.byUser), dataPoints: ev.length }),
    2,
  ),
  rankCase(
    'top-users-preorder-amt',
    'top-users',
    'top 5 customers by total PreorderPlaced amount',
    (ev) => {
      const s = select(ev, { names: ['PreorderPlaced'] });
      return { map: tally(s, O.byUser, O.value), dataPoints: s.length };
    },
    5,
  ),
  rankCase(
    'top-users-tippers',
    'top-users',
    'Top 2 users by summed Tip Added value in the last 3 months',
    (ev, now) => {
      const s = select(ev, { range: R.lastMonths(T(now), 3), names: ['Tip Added'] });
      return { map: tally(s, O.byUser, O.value), dataPoints: s.length };
    },
    2,
  ),
  rankCase(
    'top-users-cashup',
    'top-users',
    'which trucks cashed up the most money last month? top 3 by daily_cashup total',
    (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), names: ['daily_cashup'] });
      return { map: tally(s, O.byUser, O.value), dataPoints: s.length };
    },
    3,
  ),
  rankCase(
    'top-users-active-30d',
    'top-users',
    'Which user had the most events in the last 30 days?',
    (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 30) });
      return { map: tally(s, O.byUser), dataPoints: s.length };
    },
    1,
  ),
  rankCase(
    'top-users-preorder-amt-7d',
    'top-users',
    'biggest pre-order customers this past week, top 3 by PreorderPlaced amount',
    (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 7), names: ['PreorderPlaced'] });
      return { map: tally(s, O.byUser, O.value), dataPoints: s.length };
    },
    3,
  ),
  rankCase(
    'top-users-spenders-loose',
    'top-users',
    'who are the top 3 spenders on pre-orders?',
    (ev) => {
      const s = select(ev, { names: ['PreorderPlaced'] });
      return { map: tally(s, O.byUser, O.value), dataPoints: s.length, confidence: 'not-high' };
    },
    3,
  ),
  rankCase(
    'top-users-refunds',
    'top-users',
    'top 3 users by total Order Cancelled amount (refunds), all time',
    (ev) => {
      const s = select(ev, { names: ['Order Cancelled'] });
      return { map: tally(s, O.byUser, O.value), dataPoints: s.length };
    },
    3,
  ),

  // ======================================================================= user (9)
  {
    id: 'user-count-regular',
    type: 'user',
    question: 'how many events does cust_0007 have?',
    expect: (ev) => countOf(ev, R.all(), undefined, PERSONAS.regular),
  },
  {
    id: 'user-firstlast-churner',
    type: 'user',
    question: 'cust_0113 — first seen and last seen?',
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.churner });
      const a = time(s[0]),
        b = time(s.at(-1));
      return { names: [iso(a), hm(a), iso(b), hm(b)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-first-newcomer',
    type: 'user',
    question: 'When did cust_0388 first show up?',
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.newcomer });
      const a = time(s[0]);
      return { names: [iso(a), hm(a)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-names-newcomer',
    type: 'user',
    question: 'which event types has cust_0388 used so far',
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.newcomer });
      return {
        names: [...new Set(s.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-recent-truck21',
    type: 'user',
    question: 'show me the 3 most recent events of truck_21',
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.closedTruck });
      const top = newestFirst(s).slice(0, 3);
      return { names: top.map((e) => e.eventName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-last-truck03',
    type: 'user',
    question: 'when was truck_03 last seen?',
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.busiestTruck });
      const b = time(s.at(-1));
      return { names: [iso(b), hm(b)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-preorders-regular-month',
    type: 'user',
    question: 'how many PreorderPlaced did cust_0007 have last month, and for how much in total?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(T(now)), user: PERSONAS.regular, names: ['PreorderPlaced'] });
      return { numbers: [s.length, r2(sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-unknown',
    type: 'user',
    low: true,
    question: `what did ${NOBODY} do last week? support ticket mentions that id`,
    expect: () => low(),
  },
  {
    id: 'user-unknown-2',
    type: 'user',
    low: true,
    question: 'first seen date for truck_99?',
    expect: () => low(),
  },

  // ======================================================================= breakdown (10)
  rankCase(
    'bd-busiest-weekday',
    'breakdown',
    'which day of the week is busiest for pre-orders (PreorderPlaced)?',
    (ev) => {
      const s = select(ev, { names: ['PreorderPlaced'] });
      return { map: tally(s, O.byWeekday), dataPoints: s.length };
    },
    1,
  ),
  rankCase(
    'bd-busiest-hour',
    'breakdown',
    'what hour of the day do we get the most app_opened? (UTC is fine)',
    (ev) => {
      const s = select(ev, { names: ['app_opened'] });
      return { map: tally(s, O.byHour), dataPoints: s.length };
    },
    1,
  ),
  {
    id: 'bd-per-month',
    type: 'breakdown',
    question: 'PreorderPlaced per month, please',
    expect: (ev) => {
      const s = select(ev, { names: ['PreorderPlaced'] });
      const m = tally(s, O.byMonth);
      const keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'bd-per-week-4w',
    type: 'breakdown',
    question: 'weekly count of order-picked-up for the last 4 weeks',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeeks(T(now), 4), names: ['order-picked-up'] });
      const m = tally(s, O.byWeek);
      const keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'bd-per-day-lastweek',
    type: 'breakdown',
    question: 'daily breakdown of all events last week',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(T(now)) });
      const m = tally(s, O.byDay);
      const keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  rankCase(
    'bd-busiest-day-45d',
    'breakdown',
    'What was our busiest day in the last 45 days, by number of events?',
    (ev, now) => {
      const s = select(ev, { range: R.lastDays(T(now), 45) });
      return { map: tally(s, O.byDay), dataPoints: s.length };
    },
    1,
  ),
  rankCase(
    'bd-cancel-day',
    'breakdown',
    'On which day did we have the most Order Cancelled events?',
    (ev) => {
      const s = select(ev, { names: ['Order Cancelled'] });
      return { map: tally(s, O.byDay), dataPoints: s.length };
    },
    1,
  ),
  rankCase(
    'bd-quietest-weekday',
    'breakdown',
    'quietest weekday for truck_checkin over the last 3 months?',
    (ev, now) => {
      const s = select(ev, { range: R.lastMonths(T(now), 3), names: ['truck_checkin'] });
      return { map: tally(s, O.byWeekday), dataPoints: s.length, ascending: true };
    },
    1,
  ),
  {
    id: 'bd-cashup-by-month',
    type: 'breakdown',
    question: 'daily_cashup totals by month (sum of the cash values)',
    expect: (ev) => {
      const s = select(ev, { names: ['daily_cashup'] });
      const m = tally(s, O.byMonth, O.value);
      const keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  rankCase(
    'bd-busiest-week',
    'breakdown',
    'which week had the highest daily_cashup total?',
    (ev) => {
      const s = select(ev, { names: ['daily_cashup'] });
      return { map: tally(s, O.byWeek, O.value), dataPoints: s.length };
    },
    1,
  ),

  // ======================================================================= compare (9)
  {
    id: 'cmp-30d-preorders',
    type: 'compare',
    question: 'PreorderPlaced amount: last 30 days vs the 30 days before that?',
    expect: (ev, now) =>
      compareCase(ev, R.lastDays(T(now) - 30 * DAY, 30), R.lastDays(T(now), 30), ['PreorderPlaced'], 'sum'),
  },
  {
    id: 'cmp-months-named',
    type: 'compare',
    question: (now) =>
      `Compare menu-viewed in ${monthName(O.monthStart(T(now), -2))} with ${monthName(O.monthStart(T(now), -1))}`,
    expect: (ev, now) =>
      compareCase(ev, R.month(O.monthStart(T(now), -2)), R.month(O.monthStart(T(now), -1)), ['menu-viewed']),
  },
  {
    id: 'cmp-lastweek-vs-prior',
    type: 'compare',
    question: 'how did last week compare with the week before, all events?',
    expect: (ev, now) => compareCase(ev, R.lastWeek(T(now) - 7 * DAY), R.lastWeek(T(now))),
  },
  {
    id: 'cmp-growing-users',
    type: 'compare',
    question: 'Is our active user count growing? last 30 days vs the previous 30',
    expect: (ev, now) =>
      compareCase(ev, R.lastDays(T(now) - 30 * DAY, 30), R.lastDays(T(now), 30), undefined, 'users'),
  },
  {
    id: 'cmp-cashup-sum',
    type: 'compare',
    question: 'daily_cashup total, last month vs the month before — up or down?',
    expect: (ev, now) =>
      compareCase(ev, R.month(O.monthStart(T(now), -2)), R.lastMonth(T(now)), ['daily_cashup'], 'sum'),
  },
  {
    id: 'cmp-two-days',
    type: 'compare',
    question: (now) =>
      `Order Cancelled between ${iso(daysAgo(now, 45))} and ${iso(daysAgo(now, 39))} vs on ${iso(INCIDENT(now))} alone?`,
    expect: (ev, now) =>
      compareCase(ev, R.between(daysAgo(now, 45), daysAgo(now, 39)), R.on(INCIDENT(now)), [
        'Order Cancelled',
      ]),
  },
  {
    id: 'cmp-30d-tips',
    type: 'compare',
    question: 'Tip Added events in the past 30 days compared to the 30 days before',
    expect: (ev, now) =>
      compareCase(ev, R.lastDays(T(now) - 30 * DAY, 30), R.lastDays(T(now), 30), ['Tip Added']),
  },
  {
    id: 'cmp-menuviews-ranges',
    type: 'compare',
    question: (now) =>
      `menu-viewed between ${shortDay(daysAgo(now, 90))} and ${shortDay(daysAgo(now, 84))} versus between ${shortDay(daysAgo(now, 13))} and ${shortDay(daysAgo(now, 7))} — how much did it grow?`,
    expect: (ev, now) =>
      compareCase(
        ev,
        R.between(daysAgo(now, 90), daysAgo(now, 84)),
        R.between(daysAgo(now, 13), daysAgo(now, 7)),
        ['menu-viewed'],
      ),
  },
  {
    id: 'cmp-unknown-event',
    type: 'compare',
    low: true,
    question: 'delivery_dispatched this month vs last month?',
    expect: () => low(),
  },

  // ======================================================================= share (8)
  {
    id: 'share-preorder-events',
    type: 'share',
    question: 'what percentage of all events are PreorderPlaced?',
    expect: (ev) => shareOfEvents(ev, R.all(), ['PreorderPlaced']),
  },
  {
    id: 'share-cancel-30d',
    type: 'share',
    question: 'share of events that were Order Cancelled in the last 30 days, as a %',
    expect: (ev, now) => shareOfEvents(ev, R.lastDays(T(now), 30), ['Order Cancelled']),
  },
  {
    id: 'share-users-tipped',
    type: 'share',
    question: 'What % of active users added a tip last month?',
    expect: (ev, now) => shareOfUsers(ev, R.lastMonth(T(now)), ['Tip Added'], 'not-high'),
  },
  {
    id: 'share-users-preorder-7d',
    type: 'share',
    question: 'of the people active in the past 7 days, what share placed a pre-order (PreorderPlaced)?',
    expect: (ev, now) => shareOfUsers(ev, R.lastDays(T(now), 7), ['PreorderPlaced']),
  },
  {
    id: 'share-incident-cancel',
    type: 'share',
    question: (now) => `on ${longDay(INCIDENT(now))}, what percent of events were Order Cancelled?`,
    expect: (ev, now) => shareOfEvents(ev, R.on(INCIDENT(now)), ['Order Cancelled']),
  },
  {
    id: 'share-users-redeem',
    type: 'share',
    question: 'percentage of all users that ever redeemed a LoyaltyRewardRedeemed',
    expect: (ev) => shareOfUsers(ev, R.all(), ['LoyaltyRewardRedeemed']),
  },
  {
    id: 'share-soldout-lastweek',
    type: 'share',
    question: "what fraction of last week's events were item_sold_out? percent please",
    expect: (ev, now) => shareOfEvents(ev, R.lastWeek(T(now)), ['item_sold_out']),
  },
  {
    id: 'share-users-checkin',
    type: 'share',
    question: 'Of all the users active in the last 3 months, what percentage did a truck_checkin?',
    expect: (ev, now) => shareOfUsers(ev, R.lastMonths(T(now), 3), ['truck_checkin']),
  },

  // ======================================================================= conversion (8)
  {
    id: 'conv-preorder-pickup-30d',
    type: 'conversion',
    question: 'of users who did PreorderPlaced in the last 30 days, how many then had an order-picked-up?',
    expect: (ev, now) => convCase(ev, R.lastDays(T(now), 30), 'PreorderPlaced', 'order-picked-up'),
  },
  {
    id: 'conv-open-preorder-7d',
    type: 'conversion',
    question: 'Conversion from app_opened to PreorderPlaced over the past week?',
    expect: (ev, now) => convCase(ev, R.lastDays(T(now), 7), 'app_opened', 'PreorderPlaced'),
  },
  {
    id: 'conv-menu-preorder-lastmonth',
    type: 'conversion',
    question: 'last month: what % of users who viewed a menu went on to place a pre-order?',
    expect: (ev, now) => convCase(ev, R.lastMonth(T(now)), 'menu-viewed', 'PreorderPlaced', 'not-high'),
  },
  {
    id: 'conv-preorder-tip-all',
    type: 'conversion',
    question: 'How many customers who pre-ordered later added a tip? all time',
    expect: (ev) => convCase(ev, R.all(), 'PreorderPlaced', 'Tip Added', 'not-high'),
  },
  {
    id: 'conv-stamp-redeem-3m',
    type: 'conversion',
    question: 'funnel loyalty.stamp -> LoyaltyRewardRedeemed, last 3 months',
    expect: (ev, now) => convCase(ev, R.lastMonths(T(now), 3), 'loyalty.stamp', 'LoyaltyRewardRedeemed'),
  },
  {
    id: 'conv-checkin-soldout-lastweek',
    type: 'conversion',
    question:
      'Of trucks with a truck_checkin last week, how many logged item_sold_out afterwards? with the %',
    expect: (ev, now) => convCase(ev, R.lastWeek(T(now)), 'truck_checkin', 'item_sold_out'),
  },
  {
    id: 'conv-incident',
    type: 'conversion',
    question: (now) =>
      `on ${iso(INCIDENT(now))} how many users who placed a PreorderPlaced then had an Order Cancelled?`,
    expect: (ev, now) => convCase(ev, R.on(INCIDENT(now)), 'PreorderPlaced', 'Order Cancelled'),
  },
  {
    id: 'conv-unknown',
    type: 'conversion',
    low: true,
    question: 'what % of users who signed up for the newsletter_signup later pre-ordered?',
    expect: () => low(),
  },

  // ======================================================================= churn (8)
  {
    id: 'churn-30d',
    type: 'churn',
    question:
      'how many users were active in the 30 days before the last 30 days but not at all in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [churned(ev, R.lastDays(T(now) - 30 * DAY, 30), R.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `customers active in ${monthName(O.monthStart(T(now), -2))} who didn't come back in ${monthName(O.monthStart(T(now), -1))} — how many?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, R.month(O.monthStart(T(now), -2)), R.month(O.monthStart(T(now), -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'new users in the last 14 days?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastDays(T(now), 14)).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'How many brand-new customers did we get last month (first event ever in that month)?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastMonth(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-trucks-stopped',
    type: 'churn',
    question:
      'which trucks did a truck_checkin between 60 and 30 days ago but have no events at all in the last 30 days?',
    expect: (ev, now) => {
      const p1 = { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY };
      const had = users(select(ev, { range: p1, names: ['truck_checkin'] }));
      const later = users(select(ev, { range: R.lastDays(T(now), 30) }));
      const names = [...had].filter((u) => !later.has(u)).sort();
      return { names, unordered: true, confidence: 'high' };
    },
  },
  {
    id: 'churn-new-week-names',
    type: 'churn',
    question: 'who are the new users from the past 7 days? list them',
    expect: (ev, now) => {
      const n = newUsers(ev, R.lastDays(T(now), 7)).sort();
      return { names: n, numbers: [n.length], unordered: true, confidence: 'high' };
    },
  },
  {
    id: 'churn-lastweek',
    type: 'churn',
    question: 'users active last week but not in the past 3 days?',
    expect: (ev, now) => ({
      numbers: [churned(ev, R.lastWeek(T(now)), R.lastDays(T(now), 3)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `number of new users since ${dayMonth(daysAgo(now, 21))}`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, R.since(daysAgo(now, 21), T(now))).length],
      confidence: 'high',
    }),
  },

  // ======================================================================= recency (8)
  {
    id: 'rec-last-cancel',
    type: 'recency',
    question: 'when was the last Order Cancelled?',
    expect: (ev) => {
      const s = select(ev, { names: ['Order Cancelled'] });
      const b = time(newestFirst(s)[0]);
      return { names: [iso(b), hm(b)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-last-menuupd',
    type: 'recency',
    question: 'When did anyone last do a menu.updated?',
    expect: (ev) => {
      const s = select(ev, { names: ['menu.updated'] });
      const b = time(newestFirst(s)[0]);
      return { names: [iso(b), hm(b)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-last-reward',
    type: 'recency',
    question: 'most recent LoyaltyRewardRedeemed — date and time?',
    expect: (ev) => {
      const s = select(ev, { names: ['LoyaltyRewardRedeemed'] });
      const b = time(newestFirst(s)[0]);
      return { names: [iso(b), hm(b)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-any-reward-7d',
    type: 'recency',
    question: 'did anyone redeem a loyalty reward (LoyaltyRewardRedeemed) in the last 7 days?',
    expect: (ev, now) => countOf(ev, R.lastDays(T(now), 7), ['LoyaltyRewardRedeemed']),
  },
  {
    id: 'rec-churner-last-order',
    type: 'recency',
    question: 'when did cust_0113 place their last PreorderPlaced?',
    expect: (ev) => {
      const s = select(ev, { names: ['PreorderPlaced'], user: PERSONAS.churner });
      const b = time(newestFirst(s)[0]);
      return { names: [iso(b), hm(b)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-truck21-checkin',
    type: 'recency',
    question: 'last truck_checkin by truck_21?',
    expect: (ev) => {
      const s = select(ev, { names: ['truck_checkin'], user: PERSONAS.closedTruck });
      const b = time(newestFirst(s)[0]);
      return { names: [iso(b), hm(b)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-any-cashup-yesterday',
    type: 'recency',
    question: 'has anybody done a daily cashup yesterday? how many',
    expect: (ev, now) => countOf(ev, R.yesterday(T(now)), ['daily_cashup']),
  },
  {
    id: 'rec-unknown',
    type: 'recency',
    low: true,
    question: 'when was the last time someone bought a gift card (GiftCardPurchased)?',
    expect: () => low(),
  },

  // ======================================================================= catalogue (6)
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'which event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users-total',
    type: 'catalogue',
    question: 'How many users are there overall?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events-total',
    type: 'catalogue',
    question: 'total number of events we have stored, all time',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many different event types do we track?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question:
      'new analyst here — give me an overview: how many events, how many users, and what event names?',
    expect: (ev) => ({
      numbers: [ev.length, users(ev).size],
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-tracked-list',
    type: 'catalogue',
    question: 'list all the events tracked by the app',
    expect: (ev) => ({
      names: EVENT_NAMES.filter((n) => ev.some((e) => e.eventName === n)),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  // ======================================================================= other (9)
  {
    id: 'other-weather',
    type: 'other',
    question: 'does rain reduce pre-orders? compare rainy vs sunny days',
    expect: () => low(),
  },
  {
    id: 'other-location',
    type: 'other',
    question: 'Which street corner / location gets the most sales?',
    expect: () => low(),
  },
  {
    id: 'other-margin',
    type: 'other',
    question: 'what is our profit margin per burrito after ingredient costs?',
    expect: () => low(),
  },
  {
    id: 'other-rating',
    type: 'other',
    question: 'average star rating customers give the trucks?',
    expect: () => low(),
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict how many pre-orders we will get next Saturday',
    expect: () => low(),
  },
  {
    id: 'other-staff',
    type: 'other',
    question: 'how many hours did the staff on each truck work last week?',
    expect: () => low(),
  },
  {
    id: 'other-menu-item',
    type: 'other',
    question: 'which menu item sells best — tacos or dumplings?',
    expect: () => low(),
  },
  {
    id: 'other-why-churn',
    type: 'other',
    question: 'why did customers stop using the app? what did they say in the exit survey',
    expect: () => low(),
  },
  {
    id: 'other-permit',
    type: 'other',
    question: "when does truck_03's health permit expire?",
    expect: () => low(),
  },
];
