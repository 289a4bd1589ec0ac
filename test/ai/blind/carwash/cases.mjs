/* eslint-disable @typescript-eslint/no-unused-vars -- kept as the blind author wrote it */
import {
  DAY,
  HOUR,
  MONTHS,
  ranges,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  round,
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
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  isoMonth,
  time,
  pastMonth,
  pastMonthDay,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY, INCIDENT_DAYS_AGO } from './data.mjs';

// ---- question helpers ---------------------------------------------------------------------
const SHORT = MONTHS.map((m) => m.slice(0, 3));
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
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const shortOrd = (t) => `${SHORT[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const dayMonYear = (t) =>
  `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];

const T = (now) => +now;
const incidentDay = (now) => dayStart(T(now)) - INCIDENT_DAYS_AGO * DAY;
const prevMonthStart = (now) => monthStart(T(now), -1);
const prev2MonthStart = (now) => monthStart(T(now), -2);
const daysAgo = (now, n) => dayStart(T(now)) - n * DAY;

const P = PERSONAS;
const MONEY = ['plan_subscribed', 'Single Wash Purchased', 'addon-purchased'];
const LOW = { confidence: 'low', dataPoints: 0 };

// ---- expectation helpers --------------------------------------------------------------------
const countOf = (evs, confidence = 'high') => ({ numbers: [evs.length], confidence, dataPoints: evs.length });
const usersOf = (evs, confidence = 'high') => ({
  numbers: [users(evs).size],
  confidence,
  dataPoints: evs.length,
});
const last = (evs) => newestFirst(evs)[0];
const first = (evs) => [...evs].sort((a, b) => time(a) - time(b))[0];

// ranked list expectation with a tie guard at the cut
function ranked(
  getEvs,
  key,
  { n, measure, ascending = false, confidence = 'high', figures = true, names } = {},
) {
  const list = (events, now) => rank(tally(getEvs(events, now), key, measure), { ascending });
  const expect = (events, now) => {
    const evs = getEvs(events, now);
    const top = list(events, now).slice(0, n);
    const x = { names: top.map(([k]) => k), confidence, dataPoints: evs.length };
    if (figures) x.numbers = top.map(([, v]) => (Number.isInteger(v) ? v : round(v, 2)));
    if (names) x.names = names(top);
    return x;
  };
  expect.tieAtCut = (events, now) => {
    const l = list(events, now);
    return l.length > n && Math.abs(l[n - 1][1] - l[n][1]) < 1e-9;
  };
  return expect;
}

function compareExp(a, b, measure = (evs) => evs.length, confidence = 'high') {
  return (events, now) => {
    const ea = a(events, now),
      eb = b(events, now);
    const c = change(round(measure(ea), 2), round(measure(eb), 2));
    const x = {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      confidence,
      dataPoints: ea.length + eb.length,
    };
    if (c.pct !== null) x.percents = [c.pct];
    return x;
  };
}

const sel = (names, rangeFn, user) => (events, now) =>
  select(events, { names: names && [].concat(names), range: rangeFn ? rangeFn(now) : ranges.all(), user });

// -------------------------------------------------------------------------------------------------
export const cases = [
  // ===== count =====
  {
    id: 'count-wash-7d',
    type: 'count',
    question: 'how many WashRedeemed events in the last 7 days?',
    expect: (ev, now) => countOf(sel('WashRedeemed', (n) => ranges.lastDays(T(n), 7))(ev, now)),
  },
  {
    id: 'count-subs-lastmonth',
    type: 'count',
    question: 'Finance here - count of plan_subscribed last month please',
    expect: (ev, now) => countOf(sel('plan_subscribed', (n) => ranges.lastMonth(T(n)))(ev, now)),
  },
  {
    id: 'count-scanfail-incident',
    type: 'count',
    question: (now) =>
      `How many Plate Scan Failed events did we get on ${longDay(incidentDay(now))}? the scanners went nuts that day`,
    expect: (ev, now) =>
      countOf(
        select(ev, {
          names: ['Plate Scan Failed'],
          range: ranges.on(
            pastMonthDay(
              T(now),
              new Date(incidentDay(now)).getUTCMonth(),
              new Date(incidentDay(now)).getUTCDate(),
            ),
          ),
        }),
      ),
  },
  {
    id: 'count-appopens-yesterday',
    type: 'count',
    question: 'app opens yesterday?',
    expect: (ev, now) => countOf(sel('app_open', (n) => ranges.yesterday(T(n)))(ev, now)),
  },
  {
    id: 'count-metrotaxi-washes-since',
    type: 'count',
    question: (now) => `how many times has fleet_metrotaxi had a WashRedeemed since ${iso(daysAgo(now, 30))}`,
    expect: (ev, now) =>
      countOf(
        select(ev, {
          names: ['WashRedeemed'],
          user: P.topFleet,
          range: ranges.since(daysAgo(now, 30), T(now)),
        }),
      ),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'total number of events in the past 24 hours',
    expect: (ev, now) => countOf(sel(null, (n) => ranges.lastDays(T(n), 1))(ev, now)),
  },
  {
    id: 'count-addon-between',
    type: 'count',
    question: (now) =>
      `Number of addon-purchased events between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 20))}`,
    expect: (ev, now) =>
      countOf(
        select(ev, { names: ['addon-purchased'], range: ranges.between(daysAgo(now, 40), daysAgo(now, 20)) }),
      ),
  },
  {
    id: 'count-complaints-prevmonth',
    type: 'count',
    question: (now) => `how many ComplaintFiled did we log in ${monthName(prevMonthStart(now))}?`,
    expect: (ev, now) =>
      countOf(
        select(ev, {
          names: ['ComplaintFiled'],
          range: ranges.month(pastMonth(T(now), new Date(prevMonthStart(now)).getUTCMonth())),
        }),
      ),
  },
  {
    id: 'count-single-2w',
    type: 'count',
    question: 'Single Wash Purchased events over the last 2 weeks — how many?',
    expect: (ev, now) => countOf(sel('Single Wash Purchased', (n) => ranges.lastWeeks(T(n), 2))(ev, now)),
  },
  {
    id: 'count-faults-lastweek',
    type: 'count',
    question: 'How many equipment.fault_logged last week? need it for the maintenance review',
    expect: (ev, now) => countOf(sel('equipment.fault_logged', (n) => ranges.lastWeek(T(n)))(ev, now)),
  },
  {
    id: 'count-wax-loose-30d',
    type: 'count',
    question: 'how many add-on sales (wax etc) did we make in the past 30 days',
    expect: (ev, now) =>
      countOf(sel('addon-purchased', (n) => ranges.lastDays(T(n), 30))(ev, now), 'not-high'),
  },
  {
    id: 'count-app-6h',
    type: 'count',
    question: 'app_open count for the last 6 hours',
    expect: (ev, now) => countOf(sel('app_open', (n) => ranges.lastHours(T(n), 6))(ev, now)),
  },
  {
    id: 'count-app-thisyear',
    type: 'count',
    question: 'how many app_open this year so far',
    expect: (ev, now) => countOf(sel('app_open', (n) => ranges.thisYear(T(n)))(ev, now)),
  },
  {
    id: 'count-vacuum-unknown',
    type: 'count',
    low: true,
    question: 'how many vacuum_station_used events last week?',
    expect: () => LOW,
  },
  {
    id: 'count-cancel-before',
    type: 'count',
    question: (now) => `plan.cancelled count before ${dayMonYear(daysAgo(now, 60))}`,
    expect: (ev, now) =>
      countOf(select(ev, { names: ['plan.cancelled'], range: ranges.before(daysAgo(now, 60)) })),
  },

  // ===== users =====
  {
    id: 'users-wash-lastweek',
    type: 'users',
    question: 'how many distinct customers had a WashRedeemed last week?',
    expect: (ev, now) => usersOf(sel('WashRedeemed', (n) => ranges.lastWeek(T(n)))(ev, now)),
  },
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'active users in the last 30 days',
    expect: (ev, now) => usersOf(sel(null, (n) => ranges.lastDays(T(n), 30))(ev, now)),
  },
  {
    id: 'users-faults-2w',
    type: 'users',
    question: 'How many people logged an equipment.fault_logged in the past 2 weeks?',
    expect: (ev, now) => usersOf(sel('equipment.fault_logged', (n) => ranges.lastWeeks(T(n), 2))(ev, now)),
  },
  {
    id: 'users-subscribed-since',
    type: 'users',
    question: (now) => `unique users with plan_subscribed since ${shortOrd(daysAgo(now, 45))}`,
    expect: (ev, now) => {
      const d = daysAgo(now, 45),
        s = pastMonthDay(T(now), new Date(d).getUTCMonth(), new Date(d).getUTCDate());
      return usersOf(select(ev, { names: ['plan_subscribed'], range: ranges.since(s, T(now)) }));
    },
  },
  {
    id: 'users-single-3m',
    type: 'users',
    question: 'how many different users did a Single Wash Purchased in the last 3 months',
    expect: (ev, now) => usersOf(sel('Single Wash Purchased', (n) => ranges.lastMonths(T(n), 3))(ev, now)),
  },
  {
    id: 'users-scanfail-incident',
    type: 'users',
    question: (now) => `On ${iso(incidentDay(now))}, how many unique users hit a plate scan failed?`,
    expect: (ev, now) =>
      usersOf(select(ev, { names: ['Plate Scan Failed'], range: ranges.on(incidentDay(now)) })),
  },
  {
    id: 'users-app-thismonth',
    type: 'users',
    question: 'how many users opened the app this month? (app_open)',
    expect: (ev, now) => usersOf(sel('app_open', (n) => ranges.thisMonth(T(n)))(ev, now)),
  },
  {
    id: 'users-opened-loose',
    type: 'users',
    question: 'how many ppl opened the app during the last 14 days',
    expect: (ev, now) => usersOf(sel('app_open', (n) => ranges.lastDays(T(n), 14))(ev, now), 'not-high'),
  },
  {
    id: 'users-month-year',
    type: 'users',
    question: (now) =>
      `how many unique users were active in ${monthName(prev2MonthStart(now))} ${new Date(prev2MonthStart(now)).getUTCFullYear()}?`,
    expect: (ev, now) => usersOf(select(ev, { range: ranges.month(prev2MonthStart(now)) })),
  },
  {
    id: 'users-tyre-unknown',
    type: 'users',
    low: true,
    question: 'how many customers used the Tire Shine Kiosk last month?',
    expect: () => LOW,
  },

  // ===== value =====
  {
    id: 'value-referral-sum-60d',
    type: 'value',
    question: 'total referral_credit value over the last 60 days?',
    expect: (ev, now) => {
      const e = sel('referral_credit', (n) => ranges.lastDays(T(n), 60))(ev, now);
      return { numbers: [round(sum(e), 2)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-wash-avg-30d',
    type: 'value',
    question:
      'what is the average eventValue of WashRedeemed in the past 30 days (it is the wash duration in minutes)',
    expect: (ev, now) => {
      const e = sel('WashRedeemed', (n) => ranges.lastDays(T(n), 30))(ev, now);
      return { numbers: [avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-single-max',
    type: 'value',
    question: 'max value of Single Wash Purchased ever?',
    expect: (ev) => {
      const e = sel('Single Wash Purchased')(ev);
      return { numbers: [max(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-addon-min-lastmonth',
    type: 'value',
    question: 'Cheapest addon-purchased last month - minimum value?',
    expect: (ev, now) => {
      const e = sel('addon-purchased', (n) => ranges.lastMonth(T(n)))(ev, now);
      return { numbers: [min(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-subs-median',
    type: 'value',
    question: 'median plan_subscribed amount across all time',
    expect: (ev) => {
      const e = sel('plan_subscribed')(ev),
        v = e.map((x) => x.eventValue).sort((a, b) => a - b),
        m = v.length >> 1;
      return {
        numbers: [round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'For the board deck: what was our revenue last month?',
    expect: (ev, now) => {
      const e = sel(MONEY, (n) => ranges.lastMonth(T(n)))(ev, now);
      return {
        numbers: [round(sum(e), 2)],
        names: MONEY,
        unordered: true,
        confidence: 'not-high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'value-metrotaxi-duration',
    type: 'value',
    question: 'total WashRedeemed minutes (sum of value) for fleet_metrotaxi in the last 4 weeks',
    expect: (ev, now) => {
      const e = select(ev, { names: ['WashRedeemed'], user: P.topFleet, range: ranges.lastWeeks(T(now), 4) });
      return { numbers: [round(sum(e), 2)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-addon-sum-since',
    type: 'value',
    question: (now) => `sum of addon-purchased since ${longDay(daysAgo(now, 21))}`,
    expect: (ev, now) => {
      const d = daysAgo(now, 21),
        s = pastMonthDay(T(now), new Date(d).getUTCMonth(), new Date(d).getUTCDate());
      const e = select(ev, { names: ['addon-purchased'], range: ranges.since(s, T(now)) });
      return { numbers: [round(sum(e), 2)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-referral-mean',
    type: 'value',
    question: 'mean referral credit amount? (referral_credit)',
    expect: (ev) => {
      const e = sel('referral_credit')(ev);
      return { numbers: [avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-downtime-avg',
    type: 'value',
    question: 'avg downtime minutes per equipment.fault_logged in the last 90 days',
    expect: (ev, now) => {
      const e = sel('equipment.fault_logged', (n) => ranges.lastDays(T(n), 90))(ev, now);
      return { numbers: [avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-wax-sales-loose',
    type: 'value',
    question: 'how much money did wax and other add ons bring in over the past 3 months?',
    expect: (ev, now) => {
      const e = sel('addon-purchased', (n) => ranges.lastMonths(T(n), 3))(ev, now);
      return { numbers: [round(sum(e), 2)], confidence: 'not-high', dataPoints: e.length };
    },
  },
  {
    id: 'value-tips-unknown',
    type: 'value',
    low: true,
    question: 'total tip_received amount last month',
    expect: () => LOW,
  },

  // ===== top-events =====
  {
    id: 'topev-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked(
      sel(null, (n) => ranges.lastDays(T(n), 30)),
      byName,
      { n: 5 },
    ),
  },
  {
    id: 'topev-least-all',
    type: 'top-events',
    question: 'which 3 events are the least common overall?',
    expect: ranked(sel(null), byName, { n: 3, ascending: true }),
  },
  {
    id: 'topev-incident',
    type: 'top-events',
    question: (now) => `top 3 events on ${shortOrd(incidentDay(now))}`,
    expect: ranked((ev, now) => select(ev, { range: ranges.on(incidentDay(now)) }), byName, { n: 3 }),
  },
  {
    id: 'topev-most-week',
    type: 'top-events',
    question: 'what is the single most common event this week',
    expect: ranked(
      sel(null, (n) => ranges.thisWeek(T(n))),
      byName,
      { n: 1 },
    ),
  },
  {
    id: 'topev-lastmonth-default',
    type: 'top-events',
    question: 'Most frequent events last month? give me a list',
    expect: ranked(
      sel(null, (n) => ranges.lastMonth(T(n))),
      byName,
      { n: 5 },
    ),
  },
  {
    id: 'topev-att07',
    type: 'top-events',
    question: 'for att_07, which 2 event types are most common?',
    expect: ranked((ev) => select(ev, { user: P.faultyAttendant }), byName, { n: 2 }),
  },
  {
    id: 'topev-least-60d',
    type: 'top-events',
    question: 'the 3 rarest event names in the past 60 days pls',
    expect: ranked(
      sel(null, (n) => ranges.lastDays(T(n), 60)),
      byName,
      { n: 3, ascending: true },
    ),
  },
  {
    id: 'topev-fleet-top3',
    type: 'top-events',
    question: 'what do fleet_greenline_vans do most? top 3 events',
    expect: ranked((ev) => select(ev, { user: 'fleet_greenline_vans' }), byName, { n: 3 }),
  },

  // ===== top-users =====
  {
    id: 'topus-all',
    type: 'top-users',
    question: 'top 5 users by number of events',
    expect: ranked(sel(null), byUser, { n: 5 }),
  },
  {
    id: 'topus-wash-30d',
    type: 'top-users',
    question: 'Which 3 accounts redeemed the most washes (WashRedeemed) in the last 30 days?',
    expect: ranked(
      sel('WashRedeemed', (n) => ranges.lastDays(T(n), 30)),
      byUser,
      { n: 3 },
    ),
  },
  {
    id: 'topus-addon-value',
    type: 'top-users',
    question: 'who spent the most on addon-purchased? top 2 by value',
    expect: ranked(sel('addon-purchased'), byUser, { n: 2, measure: value }),
  },
  {
    id: 'topus-faults',
    type: 'top-users',
    question: 'which attendant logged the most equipment.fault_logged events',
    expect: ranked(sel('equipment.fault_logged'), byUser, { n: 1 }),
  },
  {
    id: 'topus-spenders',
    type: 'top-users',
    question: 'top 3 spenders over the last 3 months',
    expect: (() => {
      const f = ranked(
        sel(MONEY, (n) => ranges.lastMonths(T(n), 3)),
        byUser,
        { n: 3, measure: value, confidence: 'not-high' },
      );
      return f;
    })(),
  },
  {
    id: 'topus-complaints',
    type: 'top-users',
    question: 'who files the most ComplaintFiled? just the top one',
    expect: ranked(sel('ComplaintFiled'), byUser, { n: 1 }),
  },
  {
    id: 'topus-lastmonth',
    type: 'top-users',
    question: 'most active users last month, top 2',
    expect: ranked(
      sel(null, (n) => ranges.lastMonth(T(n))),
      byUser,
      { n: 2 },
    ),
  },
  {
    id: 'topus-referrer',
    type: 'top-users',
    question: 'biggest referral_credit earner by total value?',
    expect: ranked(sel('referral_credit'), byUser, { n: 1, measure: value }),
  },
  {
    id: 'topus-washmin-2w',
    type: 'top-users',
    question: 'top 2 accounts by total WashRedeemed value (minutes in the bay) in the last 14 days',
    expect: ranked(
      sel('WashRedeemed', (n) => ranges.lastDays(T(n), 14)),
      byUser,
      { n: 2, measure: value },
    ),
  },

  // ===== user =====
  {
    id: 'user-churner-count',
    type: 'user',
    question: 'how many events does cust_1087 have in total?',
    expect: (ev) => countOf(select(ev, { user: P.churner })),
  },
  {
    id: 'user-metrotaxi-first',
    type: 'user',
    question: 'when was fleet_metrotaxi first seen?',
    expect: (ev) => {
      const e = select(ev, { user: P.topFleet });
      return { names: [isoDay(time(first(e)))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-churner-last',
    type: 'user',
    question: 'Support ticket: when did cust_1087 last show up in the app or at a site?',
    expect: (ev) => {
      const e = select(ev, { user: P.churner });
      return { names: [isoDay(time(last(e)))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-att07-names',
    type: 'user',
    question: 'which event names has att_07 used?',
    expect: (ev) => {
      const e = select(ev, { user: P.faultyAttendant });
      return {
        names: [...new Set(e.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-complainer-recent',
    type: 'user',
    question: "show cust_1213's 3 most recent events",
    expect: (ev) => {
      const e = select(ev, { user: P.complainer });
      return { names: newestFirst(e).slice(0, 3).map(byName), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-newcomer-washes',
    type: 'user',
    question: 'how many WashRedeemed does cust_1440 have so far?',
    expect: (ev) => countOf(select(ev, { user: P.newcomer, names: ['WashRedeemed'] })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'what has cust_9999 been doing lately?',
    expect: () => LOW,
  },
  {
    id: 'user-newcomer-first',
    type: 'user',
    question: 'first seen date for cust_1440?',
    expect: (ev) => {
      const e = select(ev, { user: P.newcomer });
      return { names: [isoDay(time(first(e)))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-greenline-lastweek',
    type: 'user',
    question: 'number of events for fleet_greenline_vans last week',
    expect: (ev, now) =>
      countOf(select(ev, { user: 'fleet_greenline_vans', range: ranges.lastWeek(T(now)) })),
  },
  {
    id: 'user-spender-names',
    type: 'user',
    question: 'what kinds of events does cust_1300 generate',
    expect: (ev) => {
      const e = select(ev, { user: P.topSpender });
      return {
        names: [...new Set(e.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-referrer-30d',
    type: 'user',
    question: 'cust_1150 activity in the past 30 days - how many events?',
    expect: (ev, now) => countOf(select(ev, { user: P.referrer, range: ranges.lastDays(T(now), 30) })),
  },

  // ===== breakdown =====
  {
    id: 'bd-wash-weekday',
    type: 'breakdown',
    question: 'which weekday is busiest for WashRedeemed over the last 8 weeks?',
    expect: ranked(
      sel('WashRedeemed', (n) => ranges.lastWeeks(T(n), 8)),
      byWeekday,
      { n: 1 },
    ),
  },
  {
    id: 'bd-wash-hour',
    type: 'breakdown',
    question: 'busiest hour of the day for WashRedeemed (UTC)',
    expect: ranked(sel('WashRedeemed'), byHour, { n: 1 }),
  },
  {
    id: 'bd-scanfail-day',
    type: 'breakdown',
    question: 'which day had the most Plate Scan Failed events in the past 30 days?',
    expect: ranked(
      sel('Plate Scan Failed', (n) => ranges.lastDays(T(n), 30)),
      byDay,
      { n: 1 },
    ),
  },
  {
    id: 'bd-subs-month',
    type: 'breakdown',
    question: (now) => `plan_subscribed per month since ${dayMonYear(prev2MonthStart(now))}`,
    expect: (ev, now) => {
      const e = select(ev, { names: ['plan_subscribed'], range: ranges.since(prev2MonthStart(now), T(now)) });
      const m = [...tally(e, byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'bd-complaints-weekly',
    type: 'breakdown',
    question: (now) => `weekly ComplaintFiled counts since Monday ${iso(weekStart(T(now)) - 3 * 7 * DAY)}`,
    expect: (ev, now) => {
      const e = select(ev, {
        names: ['ComplaintFiled'],
        range: ranges.since(weekStart(T(now)) - 21 * DAY, T(now)),
      });
      const m = [...tally(e, byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'bd-single-weekday',
    type: 'breakdown',
    question: 'Single Wash Purchased by day of week — which is the top day?',
    expect: ranked(sel('Single Wash Purchased'), byWeekday, { n: 1 }),
  },
  {
    id: 'bd-app-hour',
    type: 'breakdown',
    question: 'at what hour do people open the app most? app_open by hour of day, last 60 days',
    expect: ranked(
      sel('app_open', (n) => ranges.lastDays(T(n), 60)),
      byHour,
      { n: 1 },
    ),
  },
  {
    id: 'bd-all-busiest-week',
    type: 'breakdown',
    question: 'which ISO week had the most WashRedeemed in the last 3 months?',
    expect: ranked(
      sel('WashRedeemed', (n) => ranges.lastMonths(T(n), 3)),
      byWeek,
      { n: 1 },
    ),
  },
  {
    id: 'bd-faults-daily-7d',
    type: 'breakdown',
    question: 'equipment.fault_logged per day over the last 7 days',
    expect: (ev, now) => {
      const e = sel('equipment.fault_logged', (n) => ranges.lastDays(T(n), 7))(ev, now);
      const m = [...tally(e, byDay)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },

  // ===== compare =====
  {
    id: 'cmp-wash-7d',
    type: 'compare',
    question: 'WashRedeemed: last 7 days vs the 7 days before?',
    expect: compareExp(
      sel('WashRedeemed', (n) => ({ from: T(n) - 14 * DAY, to: T(n) - 7 * DAY })),
      sel('WashRedeemed', (n) => ranges.lastDays(T(n), 7)),
    ),
  },
  {
    id: 'cmp-subs-month',
    type: 'compare',
    question: 'plan_subscribed last month compared with the month before',
    expect: compareExp(
      sel('plan_subscribed', (n) => ranges.month(prev2MonthStart(n))),
      sel('plan_subscribed', (n) => ranges.lastMonth(T(n))),
    ),
  },
  {
    id: 'cmp-app-growing',
    type: 'compare',
    question: 'is app_open growing? last 30 days vs previous 30 days',
    expect: compareExp(
      sel('app_open', (n) => ({ from: T(n) - 60 * DAY, to: T(n) - 30 * DAY })),
      sel('app_open', (n) => ranges.lastDays(T(n), 30)),
    ),
  },
  {
    id: 'cmp-app-months',
    type: 'compare',
    question: (now) => `app_open in ${monthName(prev2MonthStart(now))} vs ${monthName(prevMonthStart(now))}`,
    expect: compareExp(
      sel('app_open', (n) => ranges.month(prev2MonthStart(n))),
      sel('app_open', (n) => ranges.lastMonth(T(n))),
    ),
  },
  {
    id: 'cmp-active-14d',
    type: 'compare',
    question: 'active users: last 14 days vs the prior 14 days',
    expect: compareExp(
      sel(null, (n) => ({ from: T(n) - 28 * DAY, to: T(n) - 14 * DAY })),
      sel(null, (n) => ranges.lastDays(T(n), 14)),
      (evs) => users(evs).size,
    ),
  },
  {
    id: 'cmp-cancel-4w',
    type: 'compare',
    question: 'plan.cancelled in the past 4 weeks vs the 4 weeks before that - are cancellations up?',
    expect: compareExp(
      sel('plan.cancelled', (n) => ({ from: T(n) - 8 * 7 * DAY, to: T(n) - 4 * 7 * DAY })),
      sel('plan.cancelled', (n) => ranges.lastWeeks(T(n), 4)),
    ),
  },
  {
    id: 'cmp-addon-value-30d',
    type: 'compare',
    question: 'addon-purchased total value, last 30 days versus the 30 days before',
    expect: compareExp(
      sel('addon-purchased', (n) => ({ from: T(n) - 60 * DAY, to: T(n) - 30 * DAY })),
      sel('addon-purchased', (n) => ranges.lastDays(T(n), 30)),
      sum,
    ),
  },
  {
    id: 'cmp-lastweek-vs-before',
    type: 'compare',
    question: 'Single Wash Purchased last week compared with the week before',
    expect: compareExp(
      sel('Single Wash Purchased', (n) => ({
        from: weekStart(T(n)) - 14 * DAY,
        to: weekStart(T(n)) - 7 * DAY,
      })),
      sel('Single Wash Purchased', (n) => ranges.lastWeek(T(n))),
    ),
  },
  {
    id: 'cmp-shifts-named-days',
    type: 'compare',
    question: (now) => `WashRedeemed on ${iso(daysAgo(now, 15))} vs on ${iso(daysAgo(now, 12))}`,
    expect: compareExp(
      sel('WashRedeemed', (n) => ranges.on(daysAgo(n, 15))),
      sel('WashRedeemed', (n) => ranges.on(daysAgo(n, 12))),
    ),
  },

  // ===== share =====
  {
    id: 'share-app-30d',
    type: 'share',
    question: 'what % of events in the last 30 days are app_open?',
    expect: (ev, now) => {
      const all = sel(null, (n) => ranges.lastDays(T(n), 30))(ev, now),
        x = all.filter((e) => e.eventName === 'app_open');
      return {
        percents: [percent(x.length, all.length)],
        numbers: [x.length],
        confidence: 'high',
        dataPoints: all.length,
      };
    },
  },
  {
    id: 'share-users-wash-lastmonth',
    type: 'share',
    question: "what share of last month's active users had a WashRedeemed?",
    expect: (ev, now) => {
      const all = sel(null, (n) => ranges.lastMonth(T(n)))(ev, now),
        x = all.filter((e) => e.eventName === 'WashRedeemed');
      return {
        percents: [percent(users(x).size, users(all).size)],
        numbers: [users(x).size],
        confidence: 'high',
        dataPoints: all.length,
      };
    },
  },
  {
    id: 'share-complaints-all',
    type: 'share',
    question: 'percentage of all events that are ComplaintFiled',
    expect: (ev) => {
      const x = ev.filter((e) => e.eventName === 'ComplaintFiled');
      return {
        percents: [percent(x.length, ev.length)],
        numbers: [x.length],
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'share-users-addon-90d',
    type: 'share',
    question:
      'asking for the upsell team: what percent of users active in the past 90 days bought an addon-purchased?',
    expect: (ev, now) => {
      const all = sel(null, (n) => ranges.lastDays(T(n), 90))(ev, now),
        x = all.filter((e) => e.eventName === 'addon-purchased');
      return {
        percents: [percent(users(x).size, users(all).size)],
        numbers: [users(x).size],
        confidence: 'high',
        dataPoints: all.length,
      };
    },
  },
  {
    id: 'share-scanfail-incident',
    type: 'share',
    question: (now) =>
      `on ${longDay(incidentDay(now))}, what fraction of all events were Plate Scan Failed (as a %)?`,
    expect: (ev, now) => {
      const d = pastMonthDay(
        T(now),
        new Date(incidentDay(now)).getUTCMonth(),
        new Date(incidentDay(now)).getUTCDate(),
      );
      const all = select(ev, { range: ranges.on(d) }),
        x = all.filter((e) => e.eventName === 'Plate Scan Failed');
      return {
        percents: [percent(x.length, all.length)],
        numbers: [x.length],
        confidence: 'high',
        dataPoints: all.length,
      };
    },
  },
  {
    id: 'share-single-7d',
    type: 'share',
    question: 'share of Single Wash Purchased among all events in the past week',
    expect: (ev, now) => {
      const all = sel(null, (n) => ranges.lastDays(T(n), 7))(ev, now),
        x = all.filter((e) => e.eventName === 'Single Wash Purchased');
      return {
        percents: [percent(x.length, all.length)],
        numbers: [x.length],
        confidence: 'high',
        dataPoints: all.length,
      };
    },
  },
  {
    id: 'share-users-app-lastmonth',
    type: 'share',
    question: 'of the users active last month, what % had at least one app_open',
    expect: (ev, now) => {
      const all = sel(null, (n) => ranges.lastMonth(T(n)))(ev, now),
        x = all.filter((e) => e.eventName === 'app_open');
      return {
        percents: [percent(users(x).size, users(all).size)],
        numbers: [users(x).size],
        confidence: 'high',
        dataPoints: all.length,
      };
    },
  },
  {
    id: 'share-washes-loose',
    type: 'share',
    question: 'roughly what percentage of our activity is car washes being used?',
    expect: (ev) => {
      const x = ev.filter((e) => e.eventName === 'WashRedeemed');
      return { percents: [percent(x.length, ev.length)], confidence: 'not-high', dataPoints: ev.length };
    },
  },
  {
    id: 'share-users-fault-lastweek',
    type: 'share',
    question: "What percent of last week's active users logged equipment.fault_logged?",
    expect: (ev, now) => {
      const all = sel(null, (n) => ranges.lastWeek(T(n)))(ev, now),
        x = all.filter((e) => e.eventName === 'equipment.fault_logged');
      return {
        percents: [percent(users(x).size, users(all).size)],
        numbers: [users(x).size],
        confidence: 'high',
        dataPoints: all.length,
      };
    },
  },

  // ===== conversion =====
  ...[
    [
      'conv-scan-complaint-30d',
      'of the users who had a Plate Scan Failed in the last 30 days, how many then filed a ComplaintFiled?',
      'Plate Scan Failed',
      'ComplaintFiled',
      (n) => ranges.lastDays(T(n), 30),
    ],
    [
      'conv-single-sub-all',
      'Single Wash Purchased -> plan_subscribed conversion, all time',
      'Single Wash Purchased',
      'plan_subscribed',
      () => ranges.all(),
    ],
    [
      'conv-app-single-14d',
      'what % of users with an app_open in the past 14 days went on to a Single Wash Purchased?',
      'app_open',
      'Single Wash Purchased',
      (n) => ranges.lastDays(T(n), 14),
    ],
    [
      'conv-sub-addon-since',
      (now) =>
        `of people who did plan_subscribed since ${iso(daysAgo(now, 90))}, how many later did addon-purchased?`,
      'plan_subscribed',
      'addon-purchased',
      (n) => ranges.since(daysAgo(n, 90), T(n)),
    ],
    [
      'conv-sub-cancel-90d',
      'plan_subscribed to plan.cancelled conversion over the last 90 days',
      'plan_subscribed',
      'plan.cancelled',
      (n) => ranges.lastDays(T(n), 90),
    ],
    [
      'conv-wash-addon-lastmonth',
      'last month: of users with a WashRedeemed, what share later had addon-purchased?',
      'WashRedeemed',
      'addon-purchased',
      (n) => ranges.lastMonth(T(n)),
    ],
    [
      'conv-app-wash-7d',
      'funnel app_open → WashRedeemed in the last 7 days',
      'app_open',
      'WashRedeemed',
      (n) => ranges.lastDays(T(n), 7),
    ],
    [
      'conv-shift-fault-lastweek',
      'last week, how many attendants with a shift-started later had an equipment.fault_logged, and what %?',
      'shift-started',
      'equipment.fault_logged',
      (n) => ranges.lastWeek(T(n)),
    ],
  ].map(([id, question, a, b, r]) => ({
    id,
    type: 'conversion',
    question,
    expect: (ev, now) => {
      const range = r(now),
        c = conversion(ev, range, a, b);
      return {
        numbers: [c.did, c.converted],
        percents: [c.pct],
        confidence: 'high',
        dataPoints: select(ev, { range, names: [a, b] }).length,
      };
    },
  })),
  {
    id: 'conv-loose',
    type: 'conversion',
    question: 'how many single-wash buyers ended up subscribing? as a percentage too',
    expect: (ev) => {
      const c = conversion(ev, ranges.all(), 'Single Wash Purchased', 'plan_subscribed');
      return { numbers: [c.did, c.converted], percents: [c.pct], confidence: 'not-high' };
    },
  },

  // ===== churn =====
  {
    id: 'churn-prev2-vs-prev',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(prev2MonthStart(now))} but not at all in ${monthName(prevMonthStart(now))}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.month(prev2MonthStart(now)), ranges.lastMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'users active last month who have not been back this month - count',
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastMonth(T(now)), ranges.thisMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-2w',
    type: 'churn',
    question: 'how many brand-new customers showed up in the past 2 weeks (first event ever)?',
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.lastWeeks(T(now), 2)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-prevmonth',
    type: 'churn',
    question: (now) => `new users in ${monthName(prevMonthStart(now))}`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.month(prevMonthStart(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-60-30',
    type: 'churn',
    question:
      'users who were active 60 to 30 days ago (the 30 days before the last 30) and have done nothing in the last 30 days',
    expect: (ev, now) => ({
      numbers: [
        churned(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, ranges.lastDays(T(now), 30)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${shortOrd(daysAgo(now, 50))}`,
    expect: (ev, now) => {
      const d = daysAgo(now, 50),
        s = pastMonthDay(T(now), new Date(d).getUTCMonth(), new Date(d).getUTCDate());
      return { numbers: [newUsers(ev, ranges.since(s, T(now))).length], confidence: 'high' };
    },
  },
  {
    id: 'churn-between',
    type: 'churn',
    question: (now) =>
      `customers active between ${iso(daysAgo(now, 100))} and ${iso(daysAgo(now, 71))} who never came back after that, i.e. no activity since ${iso(daysAgo(now, 70))}`,
    expect: (ev, now) => ({
      numbers: [
        churned(
          ev,
          ranges.between(daysAgo(now, 100), daysAgo(now, 71)),
          ranges.since(daysAgo(now, 70), T(now)),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lastweek-thisweek-new',
    type: 'churn',
    question: 'how many first-time users did we get last week?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastWeek(T(now))).length], confidence: 'high' }),
  },

  // ===== recency =====
  {
    id: 'rec-last-cancel',
    type: 'recency',
    question: 'when was the last plan.cancelled?',
    expect: (ev) => {
      const e = sel('plan.cancelled')(ev);
      return { names: [isoDay(time(last(e)))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-fault-yesterday',
    type: 'recency',
    question: 'did anyone log an equipment.fault_logged yesterday?',
    expect: (ev, now) => countOf(sel('equipment.fault_logged', (n) => ranges.yesterday(T(n)))(ev, now)),
  },
  {
    id: 'rec-metrotaxi-last-wash',
    type: 'recency',
    question: 'last time fleet_metrotaxi had a WashRedeemed?',
    expect: (ev) => {
      const e = select(ev, { names: ['WashRedeemed'], user: P.topFleet });
      return { names: [isoDay(time(last(e)))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-last-complaint',
    type: 'recency',
    question: 'When did someone last file a ComplaintFiled?',
    expect: (ev) => {
      const e = sel('ComplaintFiled')(ev);
      return { names: [isoDay(time(last(e)))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-last-referral',
    type: 'recency',
    question: 'most recent referral_credit - when?',
    expect: (ev) => {
      const e = sel('referral_credit')(ev);
      return { names: [isoDay(time(last(e)))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-scanfail-week',
    type: 'recency',
    question: 'any Plate Scan Failed in the past week?',
    expect: (ev, now) => countOf(sel('Plate Scan Failed', (n) => ranges.lastDays(T(n), 7))(ev, now)),
  },
  {
    id: 'rec-last-sub',
    type: 'recency',
    question: 'when did the latest plan_subscribed happen',
    expect: (ev) => {
      const e = sel('plan_subscribed')(ev);
      return { names: [isoDay(time(last(e)))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-unknown-carwash-gift',
    type: 'recency',
    low: true,
    question: 'when was the last gift_card_redeemed?',
    expect: () => LOW,
  },
  {
    id: 'rec-churner-last-cancel',
    type: 'recency',
    question: 'when did cust_1087 do plan.cancelled?',
    expect: (ev) => {
      const e = select(ev, { names: ['plan.cancelled'], user: P.churner });
      return { names: [isoDay(time(last(e)))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-citycourier-sub',
    type: 'recency',
    question: 'has fleet_citycourier ever done plan_subscribed? when was the last one',
    expect: (ev) => {
      const e = select(ev, { names: ['plan_subscribed'], user: P.lateSubscriberFleet });
      return { names: [isoDay(time(last(e)))], confidence: 'high', dataPoints: e.length };
    },
  },

  // ===== catalogue =====
  {
    id: 'cat-names',
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
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there overall?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total number of events we have stored',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-distinct-types',
    type: 'catalogue',
    question: 'how many distinct event types do we track?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-names-counts',
    type: 'catalogue',
    question: 'list every event name with its count',
    expect: (ev) => {
      const r = rank(tally(ev, byName));
      return {
        names: r.map(([k]) => k),
        numbers: r.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'cat-users-events',
    type: 'catalogue',
    question: "new PM here, what's the size of the dataset: users and events overall?",
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-what-tracked',
    type: 'catalogue',
    question: 'what kinds of things do we track? just give me the event list',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ===== other =====
  ...[
    ['other-water', 'How many litres of water does an average wash use at the Elm Street site?'],
    ['other-site-revenue', 'which wash site location brings in the most money?'],
    ['other-car-model', 'what car makes and models do our subscribers drive?'],
    ['other-forecast', 'predict how many plan subscriptions we will sell next quarter'],
    ['other-weather', 'do rainy days reduce the number of washes? correlate with weather'],
    ['other-nps', "what's our NPS score this quarter?"],
    ['other-soap', 'how much soap and chemicals did we go through last month'],
    ['other-why-cancel', 'why did cust_1087 cancel their plan? what reason did they give'],
    ['other-wages', 'what are the attendants paid per hour'],
    ['other-queue', 'how long is the average queue wait at the tunnel entrance?'],
  ].map(([id, question]) => ({ id, type: 'other', question, expect: () => LOW })),
];
