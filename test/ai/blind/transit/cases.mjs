/* eslint-disable @typescript-eslint/no-unused-vars -- kept as the blind author wrote it */
// Blind round "transit": questions people at Hopline (a city bus + tram app) would ask.
// Every expectation is computed from the events with the reference oracle, never typed in.

import {
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
  dayStart,
  weekStart,
  monthStart,
  yearStart,
  isoDay,
  MONTHS,
  WEEKDAYS,
  DAY,
  HOUR,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

// ---- event names as stored ------------------------------------------------------------------
const OPEN = 'app_opened';
const PLAN = 'Trip Planned';
const LINK = 'Fare Card Linked';
const TOPUP = 'card_topped_up';
const TICKET = 'ticket.purchased';
const PASS = 'pass.activated';
const IN = 'TapIn';
const OUT = 'TapOut';
const ALERT = 'service-alert-viewed';
const REFUND = 'RefundIssued';
const FAV = 'favorite-stop-saved';
const MONEY = [TOPUP, TICKET, PASS]; // what "revenue" / "spenders" means here (see NOTES.md)

const { topRider, bigSpender, churner, newcomer, tourist, refundSeeker, nightOwl } = PERSONAS;

// ---- dates in questions ------------------------------------------------------------------------
const n = (now) => +now;
const dayAgo = (now, k) => dayStart(n(now)) - k * DAY;
const wdIndex = (t) => (new Date(t).getUTCDay() + 6) % 7; // Monday 0
// The start of the most recent day at least `minAgo` days back that falls on ISO weekday `wd`.
function weekdayAgo(now, wd, minAgo) {
  for (let k = minAgo; ; k++) if (wdIndex(dayAgo(now, k)) === wd) return dayAgo(now, k);
}
const INCIDENT = (now) => weekdayAgo(now, 2, 21); // the tram line 4 power failure (see data.mjs)

const D = (t) => new Date(t);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const iso = (t) => isoDay(t);
const longDay = (t) => `${MONTHS[D(t).getUTCMonth()]} ${ord(D(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${MONTHS[D(t).getUTCMonth()].slice(0, 3)} ${D(t).getUTCDate()}`; // Nov 3
const dayMonth = (t) => `${D(t).getUTCDate()} ${MONTHS[D(t).getUTCMonth()]}`; // 3 November
const fullDay = (t) => `${MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCDate()}, ${D(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[D(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${D(t).getUTCFullYear()}`;
const hhmm = (e) => e.timestamp.slice(11, 16);

// Calendar phrases that would be (almost) empty right after they begin fall back to the
// previous full period; question and expectation use the same choice.
const todayOr = (now) =>
  n(now) - dayStart(n(now)) >= 6 * HOUR
    ? { w: 'today', r: R.today(n(now)) }
    : { w: 'yesterday', r: R.yesterday(n(now)) };
const thisWeekOr = (now) =>
  n(now) - weekStart(n(now)) >= 2 * DAY
    ? { w: 'this week', r: R.thisWeek(n(now)) }
    : { w: 'last week', r: R.lastWeek(n(now)) };
const thisMonthOr = (now) =>
  n(now) - monthStart(n(now)) >= 3 * DAY
    ? { w: 'this month', r: R.thisMonth(n(now)) }
    : { w: 'last month', r: R.lastMonth(n(now)) };
const thisYearOr = (now) =>
  n(now) - yearStart(n(now)) >= 20 * DAY
    ? { w: 'this year', r: R.thisYear(n(now)) }
    : { w: 'last year', r: R.lastYear(n(now)) };
// A named month that always lies in the data: the month `k` days back.
const monthBack = (now, k) => monthStart(n(now) - k * DAY);

// ---- expectations ------------------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const money = (x) => round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
};

// A count of events (zero matched: low with no data points).
function count(evs, extra = {}) {
  if (!evs.length) return LOW();
  return { numbers: [evs.length], confidence: 'high', dataPoints: evs.length, ...extra };
}
function distinct(evs, extra = {}) {
  if (!evs.length) return LOW();
  return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length, ...extra };
}

const ranked = (evs, key, measure, opts) => rank(tally(evs, key, measure), opts);
const same = (a, b) => Math.abs(a - b) < 0.005;
const tieCut = (list, k) => list.length > k && same(list[k - 1][1], list[k][1]);
const tooShort = (list, k) => list.length < k;

// A ranked list: its first k names in order, each with its figure.
function top(list, k, dataPoints, extra = {}) {
  if (tooShort(list, k)) return LOW();
  const head = list.slice(0, k);
  return {
    names: head.map(([x]) => x),
    numbers: head.map(([, v]) => money(v)),
    confidence: 'high',
    dataPoints,
    ...extra,
  };
}

function compare(earlierEvs, laterEvs, measure = (evs) => evs.length, extra = {}) {
  const c = change(measure(earlierEvs), measure(laterEvs));
  if (c.pct === null) return LOW();
  return {
    numbers: [money(c.earlier), money(c.later), money(c.diff)],
    percents: [c.pct],
    confidence: 'high',
    dataPoints: earlierEvs.length + laterEvs.length,
    ...extra,
  };
}
const compareTie = (earlier, later, measure = (evs) => evs.length) => same(measure(earlier), measure(later));

function conv(events, range, a, b, extra = {}) {
  const c = conversion(events, range, a, b);
  if (!c.did) return LOW();
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: 'high',
    dataPoints: select(events, { range, names: [a, b] }).length,
    ...extra,
  };
}

function lastOf(evs, extra = {}) {
  if (!evs.length) return LOW();
  const e = newestFirst(evs)[0];
  return { names: [isoDay(time(e)), hhmm(e)], confidence: 'high', dataPoints: evs.length, ...extra };
}

const c = (id, type, question, expect, opts = {}) => {
  if (opts.tie) expect.tieAtCut = opts.tie;
  return { id, type, question, expect, ...(opts.low ? { low: true } : {}) };
};

export const cases = [
  // ===================================================================== count
  c('count-tapin-7d', 'count', 'How many TapIn events in the last 7 days?', (ev, now) =>
    count(select(ev, { range: R.lastDays(n(now), 7), names: [IN] })),
  ),
  c('count-tapins-yesterday', 'count', 'how mnay tap ins did we get yesterday', (ev, now) =>
    count(select(ev, { range: R.yesterday(n(now)), names: [IN] })),
  ),
  c(
    'count-topups-on-day',
    'count',
    (now) =>
      `Support here — a customer says top-ups were failing. How many card_topped_up events were there on ${longDay(weekdayAgo(now, 1, 8))}?`,
    (ev, now) => count(select(ev, { range: R.on(weekdayAgo(now, 1, 8)), names: [TOPUP] })),
  ),
  c(
    'count-refunds-between',
    'count',
    (now) => `number of RefundIssued between ${iso(dayAgo(now, 40))} and ${iso(dayAgo(now, 20))}?`,
    (ev, now) => count(select(ev, { range: R.between(dayAgo(now, 40), dayAgo(now, 20)), names: [REFUND] })),
  ),
  c(
    'count-planner-searches-loose',
    'count',
    (now) => `how many trip planner searches happened ${thisMonthOr(now).w}?`,
    (ev, now) =>
      count(select(ev, { range: thisMonthOr(now).r, names: [PLAN] }), {
        names: [PLAN],
        confidence: 'not-high',
      }),
  ),
  c(
    'count-nightowl-since',
    'count',
    (now) => `Count all events from ${nightOwl} since ${shortDay(dayAgo(now, 45))}.`,
    (ev, now) => count(select(ev, { range: R.since(dayAgo(now, 45), n(now)), user: nightOwl })),
  ),
  c(
    'count-tickets-and-passes',
    'count',
    'For the finance sync: total number of ticket.purchased plus pass.activated events over the past 30 days',
    (ev, now) => count(select(ev, { range: R.lastDays(n(now), 30), names: [TICKET, PASS] })),
  ),
  c(
    'count-tapout-before',
    'count',
    (now) => `how many TapOut events do we have before ${fullDay(dayAgo(now, 90))}?`,
    (ev, now) => count(select(ev, { range: R.before(dayAgo(now, 90)), names: [OUT] })),
  ),
  c('count-opens-48h', 'count', 'app_opened count for the past 48 hours pls', (ev, now) =>
    count(select(ev, { range: R.lastHours(n(now), 48), names: [OPEN] })),
  ),
  c(
    'count-all-24h',
    'count',
    'how many events came in over the last 24 hours? on-call wants to know if ingestion is alive',
    (ev, now) => count(select(ev, { range: R.lastHours(n(now), 24) })),
  ),
  c(
    'count-issued-refunds-loose',
    'count',
    'how many issued refunds were there in the last 2 weeks?',
    (ev, now) =>
      count(select(ev, { range: R.lastWeeks(n(now), 2), names: [REFUND] }), {
        names: [REFUND],
        confidence: 'not-high',
      }),
  ),
  c(
    'count-unknown-event',
    'count',
    'How many bike_rental_started events did we log last week?',
    () => LOW(),
    { low: true },
  ),
  c(
    'count-churner-recent',
    'count',
    `How many times did ${churner} tap in during the last 14 days?`,
    (ev, now) => count(select(ev, { range: R.lastDays(n(now), 14), names: [IN], user: churner })),
    { low: true },
  ),

  // ===================================================================== users
  c(
    'users-active-30d',
    'users',
    'Quick qustion: how many active users did we have in the last 30 days?',
    (ev, now) => distinct(select(ev, { range: R.lastDays(n(now), 30) })),
  ),
  c('users-tapin-lastweek', 'users', 'unique users with a TapIn last week?', (ev, now) =>
    distinct(select(ev, { range: R.lastWeek(n(now)), names: [IN] })),
  ),
  c(
    'users-pass-month',
    'users',
    (now) => `How many distinct users had a pass.activated event in ${monthName(monthBack(now, 40))}?`,
    (ev, now) => distinct(select(ev, { range: R.month(monthBack(now, 40)), names: [PASS] })),
  ),
  c(
    'users-topped-up-loose',
    'users',
    (now) => `how many people topped up their fare card ${thisMonthOr(now).w}`,
    (ev, now) =>
      distinct(select(ev, { range: thisMonthOr(now).r, names: [TOPUP] }), {
        names: [TOPUP],
        confidence: 'not-high',
      }),
  ),
  c(
    'users-alerts-incident',
    'users',
    (now) =>
      `Asking for the ops review: how many customers had a service-alert-viewed event on ${dayMonth(INCIDENT(now))}?`,
    (ev, now) => distinct(select(ev, { range: R.on(INCIDENT(now)), names: [ALERT] })),
  ),
  c(
    'users-today',
    'users',
    (now) => `how many people were active ${todayOr(now).w}?`,
    (ev, now) => distinct(select(ev, { range: todayOr(now).r })),
  ),
  c(
    'users-refund-since',
    'users',
    (now) => `Number of unique users with a Refund Issued since ${longDay(dayAgo(now, 60))}`,
    (ev, now) => distinct(select(ev, { range: R.since(dayAgo(now, 60), n(now)), names: [REFUND] })),
  ),
  c(
    'users-linked-2m',
    'users',
    'How many people have a fare card linked event in the last 2 months? (onboarding funnel check)',
    (ev, now) => distinct(select(ev, { range: R.lastMonths(n(now), 2), names: [LINK] })),
  ),
  c('users-tapped-in-loose', 'users', 'how many people tapped in over the past week?', (ev, now) =>
    distinct(select(ev, { range: R.lastDays(n(now), 7), names: [IN] }), {
      names: [IN],
      confidence: 'not-high',
    }),
  ),
  c('users-unknown-event', 'users', 'how many users did scooter_unlocked in the past 2 weeks', () => LOW(), {
    low: true,
  }),

  // ===================================================================== value
  c('value-topups-lastmonth', 'value', 'Total card_topped_up value last month?', (ev, now) => {
    const evs = select(ev, { range: R.lastMonth(n(now)), names: [TOPUP] });
    return evs.length ? { numbers: [money(sum(evs))], confidence: 'high', dataPoints: evs.length } : LOW();
  }),
  c(
    'value-ticket-avg-30d',
    'value',
    'what is the average ticket.purchased value over the last 30 days?',
    (ev, now) => {
      const evs = select(ev, { range: R.lastDays(n(now), 30), names: [TICKET] });
      return evs.length ? { numbers: [avg(evs)], confidence: 'high', dataPoints: evs.length } : LOW();
    },
  ),
  c('value-max-topup-loose', 'value', 'biggest single top-up anyone has ever done?', (ev) => {
    const evs = select(ev, { names: [TOPUP] });
    return evs.length
      ? { numbers: [max(evs)], names: [TOPUP], confidence: 'not-high', dataPoints: evs.length }
      : LOW();
  }),
  c(
    'value-tapout-median',
    'value',
    'Median TapOut value over the past 2 weeks? (TapOut value is the ride length in minutes)',
    (ev, now) => {
      const evs = select(ev, { range: R.lastWeeks(n(now), 2), names: [OUT] });
      return evs.length ? { numbers: [median(evs)], confidence: 'high', dataPoints: evs.length } : LOW();
    },
  ),
  c(
    'value-refund-min-month',
    'value',
    (now) => `smallest RefundIssued amount in ${monthYear(monthBack(now, 25))}?`,
    (ev, now) => {
      const evs = select(ev, { range: R.month(monthBack(now, 25)), names: [REFUND] });
      return evs.length ? { numbers: [min(evs)], confidence: 'high', dataPoints: evs.length } : LOW();
    },
  ),
  c(
    'value-pass-sum-between',
    'value',
    (now) =>
      `Sum of pass.activated value from ${shortDay(dayAgo(now, 75))} to ${shortDay(dayAgo(now, 15))}, please — finance wants the pass income for that stretch.`,
    (ev, now) => {
      const evs = select(ev, { range: R.between(dayAgo(now, 75), dayAgo(now, 15)), names: [PASS] });
      return evs.length ? { numbers: [money(sum(evs))], confidence: 'high', dataPoints: evs.length } : LOW();
    },
  ),
  c(
    'value-tapout-avg-week',
    'value',
    (now) => `avg TapOut value ${thisWeekOr(now).w}?`,
    (ev, now) => {
      const evs = select(ev, { range: thisWeekOr(now).r, names: [OUT] });
      return evs.length ? { numbers: [avg(evs)], confidence: 'high', dataPoints: evs.length } : LOW();
    },
  ),
  c('value-revenue-lastmonth', 'value', 'For the board deck: what was our revenue last month?', (ev, now) => {
    const evs = select(ev, { range: R.lastMonth(n(now)), names: MONEY });
    return evs.length
      ? {
          numbers: [money(sum(evs))],
          names: MONEY,
          unordered: true,
          confidence: 'not-high',
          dataPoints: evs.length,
        }
      : LOW();
  }),
  c(
    'value-user-topups',
    'value',
    (now) =>
      `How much has ${bigSpender} put on their card in total (card_topped_up value) since ${iso(dayAgo(now, 60))}?`,
    (ev, now) => {
      const evs = select(ev, { range: R.since(dayAgo(now, 60), n(now)), names: [TOPUP], user: bigSpender });
      return evs.length ? { numbers: [money(sum(evs))], confidence: 'high', dataPoints: evs.length } : LOW();
    },
  ),
  c(
    'value-max-ticket-year',
    'value',
    (now) => `What's the highest ticket.purchased value ${thisYearOr(now).w}?`,
    (ev, now) => {
      const evs = select(ev, { range: thisYearOr(now).r, names: [TICKET] });
      return evs.length ? { numbers: [max(evs)], confidence: 'high', dataPoints: evs.length } : LOW();
    },
  ),
  c('value-unknown-event', 'value', 'average value of fare_capped events this month?', () => LOW(), {
    low: true,
  }),

  // ===================================================================== top-events
  c(
    'topev-alltime-5',
    'top-events',
    'What are our top 5 events of all time?',
    (ev) => top(ranked(ev, byName), 5, ev.length),
    { tie: (ev) => tieCut(ranked(ev, byName), 5) },
  ),
  c(
    'topev-lastweek-3',
    'top-events',
    'which 3 events were most common last week',
    (ev, now) => {
      const evs = select(ev, { range: R.lastWeek(n(now)) });
      return top(ranked(evs, byName), 3, evs.length);
    },
    { tie: (ev, now) => tieCut(ranked(select(ev, { range: R.lastWeek(n(now)) }), byName), 3) },
  ),
  c(
    'topev-least-30d',
    'top-events',
    'Least common 2 event types in the past 30 days?',
    (ev, now) => {
      const evs = select(ev, { range: R.lastDays(n(now), 30) });
      return top(ranked(evs, byName, undefined, { ascending: true }), 2, evs.length);
    },
    {
      tie: (ev, now) =>
        tieCut(
          ranked(select(ev, { range: R.lastDays(n(now), 30) }), byName, undefined, { ascending: true }),
          2,
        ),
    },
  ),
  c(
    'topev-most-7d',
    'top-events',
    'most frequent event in the last 7 days?',
    (ev, now) => {
      const evs = select(ev, { range: R.lastDays(n(now), 7) });
      return top(ranked(evs, byName), 1, evs.length);
    },
    { tie: (ev, now) => tieCut(ranked(select(ev, { range: R.lastDays(n(now), 7) }), byName), 1) },
  ),
  c(
    'topev-named-month-list',
    'top-events',
    (now) => `Give me a list of the most common events in ${monthName(monthBack(now, 50))}.`,
    (ev, now) => {
      const evs = select(ev, { range: R.month(monthBack(now, 50)) });
      return top(ranked(evs, byName), 5, evs.length);
    },
    { tie: (ev, now) => tieCut(ranked(select(ev, { range: R.month(monthBack(now, 50)) }), byName), 5) },
  ),
  c(
    'topev-rarest-2',
    'top-events',
    'which two events are the rarest overall? trying to decide what to drop from the tracking plan',
    (ev) => top(ranked(ev, byName, undefined, { ascending: true }), 2, ev.length),
    { tie: (ev) => tieCut(ranked(ev, byName, undefined, { ascending: true }), 2) },
  ),
  c(
    'topev-since-4',
    'top-events',
    (now) => `top 4 events since ${dayMonth(dayAgo(now, 21))}`,
    (ev, now) => {
      const evs = select(ev, { range: R.since(dayAgo(now, 21), n(now)) });
      return top(ranked(evs, byName), 4, evs.length);
    },
    { tie: (ev, now) => tieCut(ranked(select(ev, { range: R.since(dayAgo(now, 21), n(now)) }), byName), 4) },
  ),
  c(
    'topev-pastweek-3',
    'top-events',
    'Over the past week, what were the three most common event types?',
    (ev, now) => {
      const evs = select(ev, { range: R.lastDays(n(now), 7) });
      return top(ranked(evs, byName), 3, evs.length);
    },
    { tie: (ev, now) => tieCut(ranked(select(ev, { range: R.lastDays(n(now), 7) }), byName), 3) },
  ),
  c(
    'topev-between-incident',
    'top-events',
    (now) =>
      `rank the event types between ${iso(INCIDENT(now) - DAY)} and ${iso(INCIDENT(now) + DAY)} — top 4 please, the outage was in there`,
    (ev, now) => {
      const evs = select(ev, { range: R.between(INCIDENT(now) - DAY, INCIDENT(now) + DAY) });
      return top(ranked(evs, byName), 4, evs.length);
    },
    {
      tie: (ev, now) =>
        tieCut(ranked(select(ev, { range: R.between(INCIDENT(now) - DAY, INCIDENT(now) + DAY) }), byName), 4),
    },
  ),

  // ===================================================================== top-users
  c(
    'topusers-alltime-5',
    'top-users',
    'Who are the 5 most active users by number of events?',
    (ev) => top(ranked(ev, byUser), 5, ev.length),
    { tie: (ev) => tieCut(ranked(ev, byUser), 5) },
  ),
  c(
    'topusers-tapin-30d',
    'top-users',
    'top 3 users by TapIn count in the last 30 days',
    (ev, now) => {
      const evs = select(ev, { range: R.lastDays(n(now), 30), names: [IN] });
      return top(ranked(evs, byUser), 3, evs.length);
    },
    {
      tie: (ev, now) => tieCut(ranked(select(ev, { range: R.lastDays(n(now), 30), names: [IN] }), byUser), 3),
    },
  ),
  c(
    'topusers-spenders',
    'top-users',
    'who are our top 3 spenders?',
    (ev) => {
      const evs = select(ev, { names: MONEY });
      return top(ranked(evs, byUser, value), 3, evs.length, { confidence: 'not-high' });
    },
    { tie: (ev) => tieCut(ranked(select(ev, { names: MONEY }), byUser, value), 3) },
  ),
  c(
    'topusers-topup-value',
    'top-users',
    'Which 2 users had the largest total card_topped_up value last month?',
    (ev, now) => {
      const evs = select(ev, { range: R.lastMonth(n(now)), names: [TOPUP] });
      return top(ranked(evs, byUser, value), 2, evs.length);
    },
    {
      tie: (ev, now) =>
        tieCut(ranked(select(ev, { range: R.lastMonth(n(now)), names: [TOPUP] }), byUser, value), 2),
    },
  ),
  c(
    'topusers-refunds',
    'top-users',
    'which user has the most RefundIssued events? feels like somone is gaming the refund form',
    (ev) => {
      const evs = select(ev, { names: [REFUND] });
      return top(ranked(evs, byUser), 1, evs.length);
    },
    { tie: (ev) => tieCut(ranked(select(ev, { names: [REFUND] }), byUser), 1) },
  ),
  c(
    'topusers-lastweek-1',
    'top-users',
    'Most active user last week?',
    (ev, now) => {
      const evs = select(ev, { range: R.lastWeek(n(now)) });
      return top(ranked(evs, byUser), 1, evs.length);
    },
    { tie: (ev, now) => tieCut(ranked(select(ev, { range: R.lastWeek(n(now)) }), byUser), 1) },
  ),
  c(
    'topusers-named-month-3',
    'top-users',
    (now) => `top three most active people in ${monthName(monthBack(now, 35))}, by event count`,
    (ev, now) => {
      const evs = select(ev, { range: R.month(monthBack(now, 35)) });
      return top(ranked(evs, byUser), 3, evs.length);
    },
    { tie: (ev, now) => tieCut(ranked(select(ev, { range: R.month(monthBack(now, 35)) }), byUser), 3) },
  ),
  c(
    'topusers-tapout-minutes',
    'top-users',
    'Top 3 users by total TapOut value (minutes ridden) over the past 8 weeks',
    (ev, now) => {
      const evs = select(ev, { range: R.lastWeeks(n(now), 8), names: [OUT] });
      return top(ranked(evs, byUser, value), 3, evs.length);
    },
    {
      tie: (ev, now) =>
        tieCut(ranked(select(ev, { range: R.lastWeeks(n(now), 8), names: [OUT] }), byUser, value), 3),
    },
  ),
  c(
    'topusers-spenders-2m-loose',
    'top-users',
    'top 2 spenders in the last 2 months — want to send them a thank-you voucher',
    (ev, now) => {
      const evs = select(ev, { range: R.lastMonths(n(now), 2), names: MONEY });
      return top(ranked(evs, byUser, value), 2, evs.length, { confidence: 'not-high' });
    },
    {
      tie: (ev, now) =>
        tieCut(ranked(select(ev, { range: R.lastMonths(n(now), 2), names: MONEY }), byUser, value), 2),
    },
  ),

  // ===================================================================== user
  c('user-top-count', 'user', `How many events does ${topRider} have?`, (ev) =>
    count(select(ev, { user: topRider })),
  ),
  c('user-newcomer-first', 'user', `when did ${newcomer} first show up?`, (ev) => {
    const evs = select(ev, { user: newcomer });
    if (!evs.length) return LOW();
    const e = evs.reduce((a, b) => (time(b) < time(a) ? b : a));
    return { names: [isoDay(time(e)), hhmm(e)], confidence: 'high', dataPoints: evs.length };
  }),
  c(
    'user-churner-last',
    'user',
    `Customer ${churner} wrote in asking to close the account. When was this user last seen?`,
    (ev) => lastOf(select(ev, { user: churner })),
  ),
  c('user-tourist-names', 'user', `which event names has ${tourist} used?`, (ev) => {
    const evs = select(ev, { user: tourist });
    return evs.length
      ? {
          names: [...new Set(evs.map(byName))].sort(),
          unordered: true,
          confidence: 'high',
          dataPoints: evs.length,
        }
      : LOW();
  }),
  c(
    'user-bigspender-recent',
    'user',
    `show me the 3 most recent events for ${bigSpender}`,
    (ev) => {
      const evs = select(ev, { user: bigSpender });
      return evs.length >= 3
        ? { names: newestFirst(evs).slice(0, 3).map(byName), confidence: 'high', dataPoints: evs.length }
        : LOW();
    },
    {
      tie: (ev) => {
        const s = newestFirst(select(ev, { user: bigSpender }))
          .slice(0, 4)
          .map(time);
        return new Set(s).size < s.length;
      },
    },
  ),
  c('user-nightowl-tapins-lastmonth', 'user', `How many TapIn did ${nightOwl} do last month?`, (ev, now) =>
    count(select(ev, { range: R.lastMonth(n(now)), names: [IN], user: nightOwl })),
  ),
  c('user-nobody', 'user', `when was ${NOBODY} last active?`, () => LOW(), { low: true }),
  c(
    'user-refundseeker-60d',
    'user',
    `What has ${refundSeeker} been up to in the last 60 days? how many events, and which kinds`,
    (ev, now) => {
      const evs = select(ev, { range: R.lastDays(n(now), 60), user: refundSeeker });
      return evs.length
        ? {
            numbers: [evs.length],
            names: [...new Set(evs.map(byName))].sort(),
            unordered: true,
            confidence: 'high',
            dataPoints: evs.length,
          }
        : LOW();
    },
  ),
  c('user-first-last-seen', 'user', 'first seen and last seen for rider_0011?', (ev) => {
    const evs = select(ev, { user: 'rider_0011' });
    if (!evs.length) return LOW();
    const sorted = [...evs].sort((a, b) => time(a) - time(b));
    const f = sorted[0],
      l = sorted.at(-1);
    return {
      names: [isoDay(time(f)), hhmm(f), isoDay(time(l)), hhmm(l)],
      confidence: 'high',
      dataPoints: evs.length,
    };
  }),

  // ===================================================================== breakdown
  c('bd-tapin-per-day-lastweek', 'breakdown', 'TapIn per day for last week', (ev, now) => {
    const evs = select(ev, { range: R.lastWeek(n(now)), names: [IN] });
    const days = [...tally(evs, byDay)].sort();
    return evs.length
      ? {
          names: days.map(([d]) => d),
          numbers: days.map(([, v]) => v),
          confidence: 'high',
          dataPoints: evs.length,
        }
      : LOW();
  }),
  c(
    'bd-tapin-weekly',
    'breakdown',
    (now) => `weekly breakdown of TapIn since Monday ${iso(weekStart(n(now)) - 4 * 7 * DAY)}`,
    (ev, now) => {
      const evs = select(ev, { range: R.since(weekStart(n(now)) - 28 * DAY, n(now)), names: [IN] });
      const weeks = [...tally(evs, byWeek)].sort();
      return evs.length
        ? {
            names: weeks.map(([w]) => w),
            numbers: weeks.map(([, v]) => v),
            confidence: 'high',
            dataPoints: evs.length,
          }
        : LOW();
    },
  ),
  c(
    'bd-busiest-hour-tapin',
    'breakdown',
    'Which hour of the day has the most TapIn events? thinking about where to put extra trams',
    (ev) => {
      const evs = select(ev, { names: [IN] });
      return top(ranked(evs, byHour), 1, evs.length);
    },
    { tie: (ev) => tieCut(ranked(select(ev, { names: [IN] }), byHour), 1) },
  ),
  c(
    'bd-busiest-weekday-tickets',
    'breakdown',
    'busiest weekday for ticket.purchased over the last 8 weeks?',
    (ev, now) => {
      const evs = select(ev, { range: R.lastWeeks(n(now), 8), names: [TICKET] });
      return top(ranked(evs, byWeekday), 1, evs.length);
    },
    {
      tie: (ev, now) =>
        tieCut(ranked(select(ev, { range: R.lastWeeks(n(now), 8), names: [TICKET] }), byWeekday), 1),
    },
  ),
  c(
    'bd-alerts-peak-day',
    'breakdown',
    'On which day did we see the most service-alert-viewed events?',
    (ev) => {
      const evs = select(ev, { names: [ALERT] });
      return top(ranked(evs, byDay), 1, evs.length);
    },
    { tie: (ev) => tieCut(ranked(select(ev, { names: [ALERT] }), byDay), 1) },
  ),
  c('bd-tickets-monthly', 'breakdown', 'ticket.purchased count by month for the last 3 months', (ev, now) => {
    const evs = select(ev, { range: R.lastMonths(n(now), 3), names: [TICKET] });
    const months = [...tally(evs, byMonth)].sort();
    return evs.length
      ? {
          names: months.map(([m]) => m),
          numbers: months.map(([, v]) => v),
          confidence: 'high',
          dataPoints: evs.length,
        }
      : LOW();
  }),
  c(
    'bd-refunds-peak-day-30d',
    'breakdown',
    'which single day in the past 30 days had the most RefundIssued events? finance saw a spike',
    (ev, now) => {
      const evs = select(ev, { range: R.lastDays(n(now), 30), names: [REFUND] });
      return top(ranked(evs, byDay), 1, evs.length);
    },
    {
      tie: (ev, now) =>
        tieCut(ranked(select(ev, { range: R.lastDays(n(now), 30), names: [REFUND] }), byDay), 1),
    },
  ),
  c(
    'bd-busiest-weekday-tapin',
    'breakdown',
    'Which day of the week do people tap in the most? (all time)',
    (ev) => {
      const evs = select(ev, { names: [IN] });
      return top(ranked(evs, byWeekday), 1, evs.length);
    },
    { tie: (ev) => tieCut(ranked(select(ev, { names: [IN] }), byWeekday), 1) },
  ),
  c(
    'bd-topups-value-monthly',
    'breakdown',
    (now) => `card_topped_up value per month since ${fullDay(monthBack(now, 62))}`,
    (ev, now) => {
      const evs = select(ev, { range: R.since(monthBack(now, 62), n(now)), names: [TOPUP] });
      const months = [...tally(evs, byMonth, value)].sort();
      return evs.length
        ? {
            names: months.map(([m]) => m),
            numbers: months.map(([, v]) => money(v)),
            confidence: 'high',
            dataPoints: evs.length,
          }
        : LOW();
    },
  ),

  // ===================================================================== compare
  c(
    'cmp-tapin-6w',
    'compare',
    'TapIn in the last 6 weeks vs the 6 weeks before — up or down?',
    (ev, now) =>
      compare(
        select(ev, { range: { from: n(now) - 12 * 7 * DAY, to: n(now) - 6 * 7 * DAY }, names: [IN] }),
        select(ev, { range: R.lastWeeks(n(now), 6), names: [IN] }),
      ),
    {
      tie: (ev, now) =>
        compareTie(
          select(ev, { range: { from: n(now) - 84 * DAY, to: n(now) - 42 * DAY }, names: [IN] }),
          select(ev, { range: R.lastWeeks(n(now), 6), names: [IN] }),
        ),
    },
  ),
  c(
    'cmp-refunds-months',
    'compare',
    (now) =>
      `compare RefundIssued in ${monthName(monthBack(now, 75))} with ${monthName(monthStart(INCIDENT(now)))}`,
    (ev, now) =>
      compare(
        select(ev, { range: R.month(monthBack(now, 75)), names: [REFUND] }),
        select(ev, { range: R.month(monthStart(INCIDENT(now))), names: [REFUND] }),
      ),
    {
      tie: (ev, now) =>
        compareTie(
          select(ev, { range: R.month(monthBack(now, 75)), names: [REFUND] }),
          select(ev, { range: R.month(monthStart(INCIDENT(now))), names: [REFUND] }),
        ),
    },
  ),
  c(
    'cmp-tickets-growing',
    'compare',
    'Is ticket.purchased growing? last 30 days compared with the 30 days before that',
    (ev, now) =>
      compare(
        select(ev, { range: { from: n(now) - 60 * DAY, to: n(now) - 30 * DAY }, names: [TICKET] }),
        select(ev, { range: R.lastDays(n(now), 30), names: [TICKET] }),
      ),
    {
      tie: (ev, now) =>
        compareTie(
          select(ev, { range: { from: n(now) - 60 * DAY, to: n(now) - 30 * DAY }, names: [TICKET] }),
          select(ev, { range: R.lastDays(n(now), 30), names: [TICKET] }),
        ),
    },
  ),
  c(
    'cmp-alerts-incident-week',
    'compare',
    (now) =>
      `service-alert-viewed from ${iso(weekStart(INCIDENT(now)))} to ${iso(weekStart(INCIDENT(now)) + 6 * DAY)} compared with ${iso(weekStart(INCIDENT(now)) - 7 * DAY)} to ${iso(weekStart(INCIDENT(now)) - DAY)} — how big was the jump?`,
    (ev, now) =>
      compare(
        select(ev, {
          range: R.between(weekStart(INCIDENT(now)) - 7 * DAY, weekStart(INCIDENT(now)) - DAY),
          names: [ALERT],
        }),
        select(ev, {
          range: R.between(weekStart(INCIDENT(now)), weekStart(INCIDENT(now)) + 6 * DAY),
          names: [ALERT],
        }),
      ),
    {
      tie: (ev, now) =>
        compareTie(
          select(ev, {
            range: R.between(weekStart(INCIDENT(now)) - 7 * DAY, weekStart(INCIDENT(now)) - DAY),
            names: [ALERT],
          }),
          select(ev, {
            range: R.between(weekStart(INCIDENT(now)), weekStart(INCIDENT(now)) + 6 * DAY),
            names: [ALERT],
          }),
        ),
    },
  ),
  c(
    'cmp-planned-weeks',
    'compare',
    'The new trip planner went live at the start of last week. Trip Planned last week compared with the week before?',
    (ev, now) =>
      compare(
        select(ev, {
          range: { from: weekStart(n(now)) - 14 * DAY, to: weekStart(n(now)) - 7 * DAY },
          names: [PLAN],
        }),
        select(ev, { range: R.lastWeek(n(now)), names: [PLAN] }),
      ),
    {
      tie: (ev, now) =>
        compareTie(
          select(ev, {
            range: { from: weekStart(n(now)) - 14 * DAY, to: weekStart(n(now)) - 7 * DAY },
            names: [PLAN],
          }),
          select(ev, { range: R.lastWeek(n(now)), names: [PLAN] }),
        ),
    },
  ),
  c(
    'cmp-active-users-months',
    'compare',
    (now) => `active users in ${monthName(monthBack(now, 62))} vs ${monthName(monthBack(now, 31))}?`,
    (ev, now) =>
      compare(
        select(ev, { range: R.month(monthBack(now, 62)) }),
        select(ev, { range: R.month(monthBack(now, 31)) }),
        (evs) => users(evs).size,
      ),
    {
      tie: (ev, now) =>
        compareTie(
          select(ev, { range: R.month(monthBack(now, 62)) }),
          select(ev, { range: R.month(monthBack(now, 31)) }),
          (evs) => users(evs).size,
        ),
    },
  ),
  c(
    'cmp-topup-value-months',
    'compare',
    (now) => `card_topped_up value: ${monthYear(monthBack(now, 62))} vs ${monthYear(monthBack(now, 31))}`,
    (ev, now) =>
      compare(
        select(ev, { range: R.month(monthBack(now, 62)), names: [TOPUP] }),
        select(ev, { range: R.month(monthBack(now, 31)), names: [TOPUP] }),
        sum,
      ),
    {
      tie: (ev, now) =>
        compareTie(
          select(ev, { range: R.month(monthBack(now, 62)), names: [TOPUP] }),
          select(ev, { range: R.month(monthBack(now, 31)), names: [TOPUP] }),
          sum,
        ),
    },
  ),
  c(
    'cmp-planned-between',
    'compare',
    (now) =>
      `Trip Planned between ${shortDay(dayAgo(now, 70))} and ${shortDay(dayAgo(now, 57))} versus between ${shortDay(dayAgo(now, 14))} and ${shortDay(dayAgo(now, 1))}?`,
    (ev, now) =>
      compare(
        select(ev, { range: R.between(dayAgo(now, 70), dayAgo(now, 57)), names: [PLAN] }),
        select(ev, { range: R.between(dayAgo(now, 14), dayAgo(now, 1)), names: [PLAN] }),
      ),
    {
      tie: (ev, now) =>
        compareTie(
          select(ev, { range: R.between(dayAgo(now, 70), dayAgo(now, 57)), names: [PLAN] }),
          select(ev, { range: R.between(dayAgo(now, 14), dayAgo(now, 1)), names: [PLAN] }),
        ),
    },
  ),
  c(
    'cmp-events-14d',
    'compare',
    'total events, past 14 days vs the previous 14 days. founders asked wether usage is still growing',
    (ev, now) =>
      compare(
        select(ev, { range: { from: n(now) - 28 * DAY, to: n(now) - 14 * DAY } }),
        select(ev, { range: R.lastDays(n(now), 14) }),
      ),
    {
      tie: (ev, now) =>
        compareTie(
          select(ev, { range: { from: n(now) - 28 * DAY, to: n(now) - 14 * DAY } }),
          select(ev, { range: R.lastDays(n(now), 14) }),
        ),
    },
  ),
  c(
    'cmp-linked-4w',
    'compare',
    'Did Fare Card Linked go up: last 4 weeks compared to the 4 weeks before?',
    (ev, now) =>
      compare(
        select(ev, { range: { from: n(now) - 8 * 7 * DAY, to: n(now) - 4 * 7 * DAY }, names: [LINK] }),
        select(ev, { range: R.lastWeeks(n(now), 4), names: [LINK] }),
      ),
    {
      tie: (ev, now) =>
        compareTie(
          select(ev, { range: { from: n(now) - 56 * DAY, to: n(now) - 28 * DAY }, names: [LINK] }),
          select(ev, { range: R.lastWeeks(n(now), 4), names: [LINK] }),
        ),
    },
  ),

  // ===================================================================== share
  c('share-tapin-alltime', 'share', 'What percentage of all events are TapIn?', (ev) => {
    const part = select(ev, { names: [IN] }).length;
    return part ? { percents: [percent(part, ev.length)], confidence: 'high', dataPoints: ev.length } : LOW();
  }),
  c(
    'share-tickets-lastmonth',
    'share',
    "waht share of last month's events were ticket.purchased?",
    (ev, now) => {
      const all = select(ev, { range: R.lastMonth(n(now)) });
      const part = select(all, { names: [TICKET] }).length;
      return part
        ? { percents: [percent(part, all.length)], confidence: 'high', dataPoints: all.length }
        : LOW();
    },
  ),
  c(
    'share-users-topup-30d',
    'share',
    'Of the users active in the last 30 days, what % did card_topped_up?',
    (ev, now) => {
      const all = select(ev, { range: R.lastDays(n(now), 30) });
      const part = users(select(all, { names: [TOPUP] })).size;
      return part
        ? { percents: [percent(part, users(all).size)], confidence: 'high', dataPoints: all.length }
        : LOW();
    },
  ),
  c(
    'share-users-pass-alltime',
    'share',
    'what fraction of our users have ever had a pass.activated? as a percentage',
    (ev) => {
      const part = users(select(ev, { names: [PASS] })).size;
      return part
        ? { percents: [percent(part, users(ev).size)], confidence: 'high', dataPoints: ev.length }
        : LOW();
    },
  ),
  c(
    'share-alerts-incident',
    'share',
    (now) => `On ${fullDay(INCIDENT(now))}, what percent of events were service-alert-viewed?`,
    (ev, now) => {
      const all = select(ev, { range: R.on(INCIDENT(now)) });
      const part = select(all, { names: [ALERT] }).length;
      return part
        ? { percents: [percent(part, all.length)], confidence: 'high', dataPoints: all.length }
        : LOW();
    },
  ),
  c(
    'share-users-alert-loose',
    'share',
    (now) => `what % of people active ${thisWeekOr(now).w} looked at a service alert?`,
    (ev, now) => {
      const all = select(ev, { range: thisWeekOr(now).r });
      const part = users(select(all, { names: [ALERT] })).size;
      return part
        ? {
            percents: [percent(part, users(all).size)],
            names: [ALERT],
            confidence: 'not-high',
            dataPoints: all.length,
          }
        : LOW();
    },
  ),
  c(
    'share-refunds-since',
    'share',
    (now) => `percentage of events since ${longDay(dayAgo(now, 30))} that were RefundIssued`,
    (ev, now) => {
      const all = select(ev, { range: R.since(dayAgo(now, 30), n(now)) });
      const part = select(all, { names: [REFUND] }).length;
      return part
        ? { percents: [percent(part, all.length)], confidence: 'high', dataPoints: all.length }
        : LOW();
    },
  ),
  c(
    'share-users-fav-month',
    'share',
    (now) =>
      `What proportion of the users who were active in ${monthName(monthBack(now, 45))} did favorite-stop-saved that month? In percent.`,
    (ev, now) => {
      const all = select(ev, { range: R.month(monthBack(now, 45)) });
      const part = users(select(all, { names: [FAV] })).size;
      return part
        ? { percents: [percent(part, users(all).size)], confidence: 'high', dataPoints: all.length }
        : LOW();
    },
  ),

  // ===================================================================== conversion
  c(
    'conv-plan-tapin-30d',
    'conversion',
    'Of users who did Trip Planned in the last 30 days, how many then did a TapIn afterwards? Give the %.',
    (ev, now) => conv(ev, R.lastDays(n(now), 30), PLAN, IN),
  ),
  c(
    'conv-link-topup-alltime',
    'conversion',
    'fare card linked -> card topped up conversion, all time?',
    (ev) => conv(ev, R.all(), LINK, TOPUP),
  ),
  c(
    'conv-alert-refund-incident',
    'conversion',
    (now) =>
      `Between ${iso(INCIDENT(now))} and ${iso(INCIDENT(now) + 3 * DAY)}: of the people with a service-alert-viewed, what percentage later got a RefundIssued?`,
    (ev, now) => conv(ev, R.between(INCIDENT(now), INCIDENT(now) + 3 * DAY), ALERT, REFUND),
  ),
  c(
    'conv-open-ticket-14d',
    'conversion',
    'users who had app_opened in the past 14 days: how many went on to ticket.purchased, and what % is taht',
    (ev, now) => conv(ev, R.lastDays(n(now), 14), OPEN, TICKET),
  ),
  c(
    'conv-plan-ticket-since',
    'conversion',
    (now) => `conversion from Trip Planned to ticket.purchased since ${dayMonth(dayAgo(now, 50))}`,
    (ev, now) => conv(ev, R.since(dayAgo(now, 50), n(now)), PLAN, TICKET),
  ),
  c(
    'conv-tapin-refund-lastmonth',
    'conversion',
    'Last month, of the users with a TapIn, how many had a RefundIssued after their first TapIn?',
    (ev, now) => conv(ev, R.lastMonth(n(now)), IN, REFUND),
  ),
  c(
    'conv-link-pass-3m',
    'conversion',
    'Of the people who did Fare Card Linked in the last 3 months, what share went on to pass.activated?',
    (ev, now) => conv(ev, R.lastMonths(n(now), 3), LINK, PASS),
  ),
  c(
    'conv-searches-tickets-loose',
    'conversion',
    'how well do planner searches turn into ticket purchases over the last 60 days?',
    (ev, now) => ({
      ...conv(ev, R.lastDays(n(now), 60), PLAN, TICKET),
      names: [PLAN, TICKET],
      confidence: 'not-high',
    }),
  ),

  // ===================================================================== churn & new users
  c(
    'churn-month-vs-30d',
    'churn',
    (now) =>
      `How many users were active in ${monthName(monthBack(now, 80))} but haven't done anything in the last 30 days?`,
    (ev, now) => {
      const x = churned(ev, R.month(monthBack(now, 80)), R.lastDays(n(now), 30));
      return x.length ? { numbers: [x.length], confidence: 'high' } : LOW();
    },
  ),
  c('churn-new-14d', 'churn', 'new users in the last 14 days — how many?', (ev, now) => {
    const x = newUsers(ev, R.lastDays(n(now), 14));
    return x.length ? { numbers: [x.length], confidence: 'high' } : LOW();
  }),
  c(
    'churn-lastweek-thisweek',
    'churn',
    (now) =>
      thisWeekOr(now).w === 'this week'
        ? 'how many people were active last week but not this week?'
        : 'how many people were active the week before last but not last week?',
    (ev, now) => {
      const later = thisWeekOr(now).r;
      const earlier =
        later.to === n(now) ? R.lastWeek(n(now)) : { from: later.from - 7 * DAY, to: later.from };
      const x = churned(ev, earlier, later);
      return x.length ? { numbers: [x.length], confidence: 'high' } : LOW();
    },
  ),
  c(
    'churn-new-month',
    'churn',
    (now) => `How many new customers did we get ${thisMonthOr(now).w}?`,
    (ev, now) => {
      const x = newUsers(ev, thisMonthOr(now).r);
      return x.length ? { numbers: [x.length], confidence: 'high' } : LOW();
    },
  ),
  c(
    'churn-new-7d-newcomer',
    'churn',
    `How many new users in the past 7 days, and is ${newcomer} one of them?`,
    (ev, now) => {
      const x = newUsers(ev, R.lastDays(n(now), 7));
      return x.includes(newcomer) ? { numbers: [x.length], names: [newcomer], confidence: 'high' } : LOW();
    },
  ),
  c(
    'churn-between-since',
    'churn',
    (now) =>
      `users who were active between ${shortDay(dayAgo(now, 100))} and ${shortDay(dayAgo(now, 70))} and have had no events since ${shortDay(dayAgo(now, 40))} — count?`,
    (ev, now) => {
      const x = churned(ev, R.between(dayAgo(now, 100), dayAgo(now, 70)), R.since(dayAgo(now, 40), n(now)));
      return x.length ? { numbers: [x.length], confidence: 'high' } : LOW();
    },
  ),
  c(
    'churn-months',
    'churn',
    (now) =>
      `How many of the people active in ${monthYear(monthBack(now, 65))} did not come back at all in ${monthYear(monthBack(now, 34))}?`,
    (ev, now) => {
      const x = churned(ev, R.month(monthBack(now, 65)), R.month(monthBack(now, 34)));
      return x.length ? { numbers: [x.length], confidence: 'high' } : LOW();
    },
  ),
  c(
    'churn-new-named-month',
    'churn',
    (now) => `new users in ${monthName(monthBack(now, 40))}?`,
    (ev, now) => {
      const x = newUsers(ev, R.month(monthBack(now, 40)));
      return x.length ? { numbers: [x.length], confidence: 'high' } : LOW();
    },
  ),

  // ===================================================================== recency & existence
  c('rec-last-refund', 'recency', 'When was the last RefundIssued?', (ev) =>
    lastOf(select(ev, { names: [REFUND] })),
  ),
  c('rec-pass-3d', 'recency', 'did anyone have a pass.activated in the last 3 days? how many?', (ev, now) =>
    count(select(ev, { range: R.lastDays(n(now), 3), names: [PASS] })),
  ),
  c('rec-fav-loose', 'recency', 'when did someone last save a favourite stop?', (ev) => ({
    ...lastOf(select(ev, { names: [FAV] })),
    confidence: 'not-high',
  })),
  c('rec-last-alert', 'recency', 'last time anybody had a service-alert-viewed event?', (ev) =>
    lastOf(select(ev, { names: [ALERT] })),
  ),
  c(
    'rec-linked-since',
    'recency',
    (now) => `Has there been any Fare Card Linked since ${longDay(dayAgo(now, 5))}? how many`,
    (ev, now) => count(select(ev, { range: R.since(dayAgo(now, 5), n(now)), names: [LINK] })),
  ),
  c('rec-unknown-event', 'recency', 'When was the last lost_card_reported event?', () => LOW(), {
    low: true,
  }),
  c('rec-last-ticket', 'recency', 'most recent ticket.purchased — when was it?', (ev) =>
    lastOf(select(ev, { names: [TICKET] })),
  ),
  c(
    'rec-refunds-incident',
    'recency',
    (now) => `did anyone get a RefundIssued on ${shortDay(INCIDENT(now))}? and how many were there`,
    (ev, now) => count(select(ev, { range: R.on(INCIDENT(now)), names: [REFUND] })),
  ),

  // ===================================================================== catalogue
  c('cat-event-names', 'catalogue', 'What event names do we track?', (ev) => ({
    names: [...new Set(ev.map(byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('cat-users-total', 'catalogue', 'how many users are there overall?', (ev) => ({
    numbers: [users(ev).size],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('cat-events-total', 'catalogue', 'Total number of events stored in the account?', (ev) => ({
    numbers: [ev.length],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c(
    'cat-names-with-counts',
    'catalogue',
    'list every event type along with how many times it occurs',
    (ev) => {
      const list = ranked(ev, byName);
      return {
        names: list.map(([x]) => x),
        numbers: list.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  ),
  c('cat-distinct-names', 'catalogue', 'how many distinct event names exist in our data?', (ev) => ({
    numbers: [new Set(ev.map(byName)).size],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c(
    'cat-size',
    'catalogue',
    'quick sanity check on the dataset size: number of users and number of events?',
    (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  ),
  c('cat-card-names', 'catalogue', 'which of our event names mention "card"?', (ev) => ({
    names: [...new Set(ev.map(byName))].filter((x) => /card/i.test(x)).sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  })),

  // ===================================================================== other (not in the events)
  c('other-delay', 'other', 'What is the average delay on tram line 4 this week?', () => LOW()),
  c('other-busiest-stop', 'other', 'Which bus stop has the most boardings?', () => LOW()),
  c('other-seniors', 'other', 'how many of our riders are over 65?', () => LOW()),
  c('other-forecast', 'other', 'Predict how many tap-ins we will get next month', () => LOW()),
  c('other-nps', 'other', "What's the NPS for the trip planner?", () => LOW()),
  c('other-co2', 'other', 'how much CO2 have our riders saved by taking the tram instead of driving?', () =>
    LOW(),
  ),
  c('other-driver', 'other', 'which driver got the most complaints last month?', () => LOW()),
  c('other-weather', 'other', 'Does rain make people ride more? correlate tap ins with the weather', () =>
    LOW(),
  ),
  c('other-fleet', 'other', 'How many buses are in service right now?', () => LOW()),
  c('other-rating', 'other', 'what is our app store rating these days', () => LOW()),
];
