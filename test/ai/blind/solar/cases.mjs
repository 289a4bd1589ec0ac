/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind round "solar": questions from support, the installer-network team, finance, product,
// data engineering and the founders. Every expectation is computed from the events with the
// reference oracle; nothing is typed in by hand.

import {
  DAY,
  WEEK,
  WEEKDAYS,
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
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  pastMonth,
  pastMonthDay,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY, EVENT_NAMES } from './data.mjs';

const INCIDENT = 23; // the firmware 4.2 fault storm, days before today (see data.mjs)

// ---- dates written the way people type them ------------------------------------------------
const T = (now) => +now;
const daysAgo = (now, k) => dayStart(T(now)) - k * DAY;
const d = (t) => new Date(t);
const ordinal = (n) =>
  n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'));
const iso = (t) => isoDay(t);
const longDay = (t) => `${MONTHS[d(t).getUTCMonth()]} ${ordinal(d(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${MONTHS[d(t).getUTCMonth()].slice(0, 3)} ${d(t).getUTCDate()}`; // Nov 3
const dayMonth = (t) => `${d(t).getUTCDate()} ${MONTHS[d(t).getUTCMonth()]}`; // 3 November
const monthIdx = (now, k) => d(monthStart(T(now), -k)).getUTCMonth();
const monthName = (now, k) => MONTHS[monthIdx(now, k)];
const monthYear = (now, k) => `${monthName(now, k)} ${d(monthStart(T(now), -k)).getUTCFullYear()}`;
// "in October": the most recent October that has begun
const inMonth = (now, k) => ranges.month(pastMonth(T(now), monthIdx(now, k)));
// "on November 3rd": the most recent such day that has begun
const onDay = (now, t) => ranges.on(pastMonthDay(T(now), d(t).getUTCMonth(), d(t).getUTCDate()));
const lastSunday = (now) => weekStart(T(now)) - DAY;
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders ---------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const r2 = (x) => round(x, 2);
const measures = {
  count: (ev) => ev.length,
  users: (ev) => users(ev).size,
  sum: (ev) => r2(sum(ev)),
  avg: (ev) => avg(ev),
  min: (ev) => min(ev),
  max: (ev) => max(ev),
  median: (ev) => {
    const v = ev.map(value).sort((a, b) => a - b),
      n = v.length;
    return r2(n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2);
  },
};

const C = (id, type, question, expect, extra = {}) => ({ id, type, question, expect, ...extra });
const low = (id, type, question) => C(id, type, question, () => LOW, { low: type !== 'other' });

// A figure of the selected events (count, users, sum, avg, …).
function figure(filter, how = 'count', { confidence = 'high', names } = {}) {
  return (events, now) => {
    const ev = select(events, filter(now));
    if (!ev.length) return LOW;
    return { numbers: [measures[how](ev)], confidence, dataPoints: ev.length, ...(names ? { names } : {}) };
  };
}

// A ranked list: names in rank order with their figures; ties inside the list or at the cut are flagged.
function ranked(
  filter,
  key,
  { n = 5, how = 'count', ascending = false, confidence = 'high', withNumbers = true } = {},
) {
  const run = (events, now) => {
    const ev = select(events, filter(now));
    const m = new Map();
    for (const [k, v] of tally(ev, key, how === 'sum' ? value : () => 1)) m.set(k, how === 'sum' ? r2(v) : v);
    const full = rank(m, { ascending });
    const top = full.slice(0, n);
    let tie = false;
    for (let i = 0; i < Math.min(n, full.length - 1); i++) if (full[i][1] === full[i + 1][1]) tie = true;
    const exp = !ev.length
      ? LOW
      : {
          names: top.map(([k]) => k),
          ...(withNumbers ? { numbers: top.map(([, v]) => v) } : {}),
          confidence,
          dataPoints: ev.length,
        };
    return { exp, tie };
  };
  const expect = (events, now) => run(events, now).exp;
  expect.tieAtCut = (events, now) => run(events, now).tie;
  return expect;
}

// A full breakdown: every bucket with its figure (order left to the answer).
function breakdown(filter, key, { how = 'count', names = true } = {}) {
  return (events, now) => {
    const ev = select(events, filter(now));
    if (!ev.length) return LOW;
    const m = tally(ev, key, how === 'sum' ? value : () => 1);
    const list = [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      ...(names ? { names: list.map(([k]) => k), unordered: true } : {}),
      numbers: list.map(([, v]) => (how === 'sum' ? r2(v) : v)),
      confidence: 'high',
      dataPoints: ev.length,
    };
  };
}

// Two periods, earlier first.
function compare(earlierF, laterF, how = 'count', { confidence = 'high' } = {}) {
  return (events, now) => {
    const [a, b] = [select(events, earlierF(now)), select(events, laterF(now))];
    if (!a.length && !b.length) return LOW;
    const c = change(measures[how](a), measures[how](b));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
}

// Share of events (or of active users) that are X.
function share(filter, names, { of = 'events', confidence = 'high' } = {}) {
  return (events, now) => {
    const all = select(events, filter(now));
    if (!all.length) return LOW;
    const part = all.filter((e) => names.includes(e.eventName));
    const pct =
      of === 'events' ? percent(part.length, all.length) : percent(users(part).size, users(all).size);
    return { percents: [pct], confidence, dataPoints: all.length };
  };
}

function funnel(rangeF, a, b, { confidence = 'high' } = {}) {
  return (events, now) => {
    const range = rangeF(now);
    const c = conversion(events, range, a, b);
    if (!c.did) return LOW;
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: select(events, { range, names: [a, b] }).length,
    };
  };
}

// Users active in one period and not in the other (optionally only counting some events).
function churn(activeF, inactiveF, { names, list = false } = {}) {
  return (events, now) => {
    const ev = names ? select(events, { names }) : events;
    const ids = churned(ev, activeF(now), inactiveF(now)).sort();
    const dp = select(ev, { range: activeF(now) }).length + select(ev, { range: inactiveF(now) }).length;
    if (!ids.length) return LOW;
    return {
      numbers: [ids.length],
      ...(list ? { names: ids, unordered: true } : {}),
      confidence: 'high',
      dataPoints: dp,
    };
  };
}

function fresh(rangeF) {
  return (events, now) => {
    const ids = newUsers(events, rangeF(now));
    return ids.length ? { numbers: [ids.length], confidence: 'high' } : LOW;
  };
}

// When was the last / first event of the selection (date and time to the minute).
function when(filter, which = 'last', { extraNames = [] } = {}) {
  return (events, now) => {
    const ev = select(events, filter(now));
    if (!ev.length) return LOW;
    const t = which === 'last' ? Math.max(...ev.map(time)) : Math.min(...ev.map(time));
    return { names: [...extraNames, iso(t), hhmm(t)], confidence: 'high', dataPoints: ev.length };
  };
}

function exists(filter, name) {
  return (events, now) => {
    const ev = select(events, filter(now));
    return ev.length ? { names: [name], confidence: 'high', dataPoints: ev.length } : LOW;
  };
}

function recentOf(user, n) {
  const run = (events) => {
    const ev = newestFirst(select(events, { user }));
    const top = ev.slice(0, n + 1).map(time);
    return {
      exp: { names: ev.slice(0, n).map(byName), confidence: 'high', dataPoints: ev.length },
      tie: new Set(top).size < top.length,
    };
  };
  const expect = (events) => run(events).exp;
  expect.tieAtCut = (events) => run(events).tie;
  return expect;
}

function namesUsed(filter) {
  return (events, now) => {
    const ev = select(events, filter(now));
    if (!ev.length) return LOW;
    return {
      names: [...new Set(ev.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    };
  };
}

function mustBeAbsent(id, f) {
  return (events, now) => {
    if (events.some((e) => e.userId === id || e.eventName === id)) throw new Error(`${id} exists`);
    return f(events, now);
  };
}

// ---- ranges used by several cases ------------------------------------------------------------
const all = ranges.all;
const yesterday = (now) => ranges.yesterday(T(now));
const lastDays = (k) => (now) => ranges.lastDays(T(now), k);
const lastWeek = (now) => ranges.lastWeek(T(now));
const weekBefore = (now) => {
  const r = ranges.lastWeek(T(now));
  return { from: r.from - WEEK, to: r.from };
};
const priorDays = (k) => (now) => ({ from: T(now) - 2 * k * DAY, to: T(now) - k * DAY });
const incident = (now) => onDay(now, daysAgo(now, INCIDENT));

export const cases = [
  // ================================================================ count
  C(
    'count-yesterday-all',
    'count',
    'How many events came in yesterday?',
    figure((now) => ({ range: yesterday(now) })),
  ),
  C(
    'count-yield-7d',
    'count',
    'support asking: how many inverter.daily_yield events did we recieve in the last 7 days?',
    figure((now) => ({ range: lastDays(7)(now), names: ['inverter.daily_yield'] })),
  ),
  C(
    'count-tickets-incident',
    'count',
    (now) =>
      `Number of ticket_opened events on ${longDay(daysAgo(now, INCIDENT))}? That was the firmware mess.`,
    figure((now) => ({ range: incident(now), names: ['ticket_opened'] })),
  ),
  C(
    'count-faults-between',
    'count',
    (now) => `InverterFault count between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 10))} pls`,
    figure((now) => ({
      range: ranges.between(daysAgo(now, 40), daysAgo(now, 10)),
      names: ['InverterFault'],
    })),
  ),
  C(
    'count-logins-lastmonth',
    'count',
    (now) => `how many App Login events were there in ${monthName(now, 1)}?`,
    figure((now) => ({ range: inMonth(now, 1), names: ['app_login'] })),
  ),
  C(
    'count-reports-top-home',
    'count',
    `For ${P.topHomeowner}, how many Report Viewed events last week?`,
    figure((now) => ({ range: lastWeek(now), names: ['Report Viewed'], user: P.topHomeowner })),
  ),
  C(
    'count-exports-since',
    'count',
    (now) => `count of data exports since ${shortDay(daysAgo(now, 60))}`,
    figure((now) => ({ range: ranges.since(daysAgo(now, 60), T(now)), names: ['data-export'] })),
  ),
  C(
    'count-commissioned-month',
    'count',
    (now) =>
      `Installer network team here. How many SystemCommissioned events were logged in ${monthYear(now, 2)}?`,
    figure((now) => ({ range: inMonth(now, 2), names: ['SystemCommissioned'] })),
  ),
  C(
    'count-faults-loose',
    'count',
    'how many faults did the inverters throw in the past 30 days?',
    figure((now) => ({ range: lastDays(30)(now), names: ['InverterFault'] }), 'count', {
      confidence: 'not-high',
    }),
  ),
  C(
    'count-today',
    'count',
    'quick one — total events so far today?',
    figure((now) => ({ range: ranges.today(T(now)) })),
  ),
  C(
    'count-credits-2m',
    'count',
    'How many times were feed in credits posted in the past 2 months',
    figure((now) => ({ range: ranges.lastMonths(T(now), 2), names: ['feed_in_credit'] })),
  ),
  C(
    'count-closed-loose',
    'count',
    'how many tickets got closed over the last 30 days?',
    figure((now) => ({ range: lastDays(30)(now), names: ['ticket-resolved'] }), 'count', {
      confidence: 'not-high',
    }),
  ),
  C(
    'count-battery-before',
    'count',
    (now) => `battery_soc events before ${dayMonth(daysAgo(now, 100))} — how many? checking the backfill`,
    figure((now) => ({ range: ranges.before(daysAgo(now, 100)), names: ['battery_soc'] })),
  ),
  C(
    'count-soc-6h',
    'count',
    'how many battery_soc events in the last 6 hours? want to be sure the batteries are still talking to us',
    figure((now) => ({ range: ranges.lastHours(T(now), 6), names: ['battery_soc'] })),
  ),
  C(
    'count-this-month',
    'count',
    'Events this month so far?',
    figure((now) => ({ range: ranges.thisMonth(T(now)) })),
  ),
  C(
    'count-tickets-past-week',
    'count',
    'ticket_opened events in the past week — is support getting swamped again?',
    figure((now) => ({ range: lastDays(7)(now), names: ['ticket_opened'] })),
  ),
  C(
    'count-installs-loose',
    'count',
    'how many systems did our installers put in last month?',
    figure((now) => ({ range: ranges.lastMonth(T(now)), names: ['SystemCommissioned'] }), 'count', {
      confidence: 'not-high',
    }),
  ),
  low('count-unknown-ev', 'count', 'How many ev_charge_session events happened last week?'),

  // ================================================================ users
  C(
    'users-30d',
    'users',
    'How many unique users were active in the last 30 days? need it for the investor update',
    figure((now) => ({ range: lastDays(30)(now) }), 'users'),
  ),
  C(
    'users-login-lastweek',
    'users',
    'how many distinct users had an app_login last week?',
    figure((now) => ({ range: lastWeek(now), names: ['app_login'] }), 'users'),
  ),
  C(
    'users-fault-loose',
    'users',
    (now) => `how many different inverters reported a fault in ${monthName(now, 1)}?`,
    figure((now) => ({ range: inMonth(now, 1), names: ['InverterFault'] }), 'users', {
      confidence: 'not-high',
    }),
  ),
  C(
    'users-yesterday',
    'users',
    'Active users yesterday?',
    figure((now) => ({ range: yesterday(now) }), 'users'),
  ),
  C(
    'users-ticket-loose',
    'users',
    (now) => `how many people opened a support ticket since ${iso(daysAgo(now, 45))}`,
    figure((now) => ({ range: ranges.since(daysAgo(now, 45), T(now)), names: ['ticket_opened'] }), 'users', {
      confidence: 'not-high',
    }),
  ),
  C(
    'users-payers-month',
    'users',
    (now) => `Finance: how many customers made a SubscriptionPayment in ${monthName(now, 1)}?`,
    figure((now) => ({ range: inMonth(now, 1), names: ['SubscriptionPayment'] }), 'users'),
  ),
  C(
    'users-diag-14d',
    'users',
    'over the past 14 days, how many users ran diagnostics.run?',
    figure((now) => ({ range: lastDays(14)(now), names: ['diagnostics.run'] }), 'users'),
  ),
  C(
    'users-battery-day',
    'users',
    (now) => `How many batteries sent battery_soc on ${shortDay(daysAgo(now, 9))}?`,
    figure((now) => ({ range: onDay(now, daysAgo(now, 9)), names: ['battery_soc'] }), 'users'),
  ),
  C(
    'users-this-year',
    'users',
    'unique users this year, for the board deck',
    figure((now) => ({ range: ranges.thisYear(T(now)) }), 'users'),
  ),
  C(
    'users-export-3m',
    'users',
    'How many distinct users did a data_export in the last 3 months?',
    figure((now) => ({ range: ranges.lastMonths(T(now), 3), names: ['data-export'] }), 'users'),
  ),
  C(
    'users-this-week',
    'users',
    'how many unique users so far this week?',
    figure((now) => ({ range: ranges.thisWeek(T(now)) }), 'users'),
  ),
  low('users-unknown-ev', 'users', 'How many users triggered referral_sent last month?'),

  // ================================================================ value
  C(
    'value-kwh-lastweek',
    'value',
    "What's the total kWh across inverter.daily_yield events last week?",
    figure((now) => ({ range: lastWeek(now), names: ['inverter.daily_yield'] }), 'sum'),
  ),
  C(
    'value-soc-avg-yesterday',
    'value',
    'average battery_soc yesterday?',
    figure((now) => ({ range: yesterday(now), names: ['battery_soc'] }), 'avg'),
  ),
  C(
    'value-yield-max-30d',
    'value',
    'highest single inverter.daily_yield value in the last 30 days — sanity checking one of the sensors',
    figure((now) => ({ range: lastDays(30)(now), names: ['inverter.daily_yield'] }), 'max'),
  ),
  C(
    'value-resolve-median',
    'value',
    (now) => `median ticket-resolved value in ${monthName(now, 1)} (it's hours to resolution)`,
    figure((now) => ({ range: inMonth(now, 1), names: ['ticket-resolved'] }), 'median'),
  ),
  C(
    'value-diag-avg-installer',
    'value',
    (now) => `mean diagnostics.run duration for ${P.topInstaller} since ${longDay(daysAgo(now, 90))}`,
    figure(
      (now) => ({
        range: ranges.since(daysAgo(now, 90), T(now)),
        names: ['diagnostics.run'],
        user: P.topInstaller,
      }),
      'avg',
    ),
  ),
  C(
    'value-credits-month',
    'value',
    (now) => `sum of feed-in credits paid out in ${monthName(now, 1)}?`,
    figure((now) => ({ range: inMonth(now, 1), names: ['feed_in_credit'] }), 'sum'),
  ),
  C(
    'value-revenue-loose',
    'value',
    (now) => `what was our revenue in ${monthName(now, 2)}?`,
    figure((now) => ({ range: inMonth(now, 2), names: ['SubscriptionPayment'] }), 'sum', {
      confidence: 'not-high',
      names: ['SubscriptionPayment'],
    }),
  ),
  C(
    'value-soc-min-7d',
    'value',
    'lowest battery_soc value over the past 7 days?',
    figure((now) => ({ range: lastDays(7)(now), names: ['battery_soc'] }), 'min'),
  ),
  C(
    'value-report-avg',
    'value',
    'average Report Viewed value last month — thats seconds spent on the report',
    figure((now) => ({ range: ranges.lastMonth(T(now)), names: ['Report Viewed'] }), 'avg'),
  ),
  C(
    'value-downtime-incident',
    'value',
    (now) =>
      `How much total downtime (InverterFault value, in minutes) was logged on ${shortDay(daysAgo(now, INCIDENT))}?`,
    figure((now) => ({ range: incident(now), names: ['InverterFault'] }), 'sum'),
  ),
  C(
    'value-watts-90d',
    'value',
    'total SystemCommissioned watts over the last 90 days',
    figure((now) => ({ range: lastDays(90)(now), names: ['SystemCommissioned'] }), 'sum'),
  ),
  C(
    'value-payment-avg',
    'value',
    'whats the average subscription payment amount?',
    figure(() => ({ names: ['SubscriptionPayment'] }), 'avg'),
  ),
  C(
    'value-export-median',
    'value',
    'median data-export value (days of history) across all time',
    figure(() => ({ names: ['data-export'] }), 'median'),
  ),
  C(
    'value-credit-max-home',
    'value',
    (now) => `biggest single feed_in_credit since ${iso(daysAgo(now, 75))}?`,
    figure((now) => ({ range: ranges.since(daysAgo(now, 75), T(now)), names: ['feed_in_credit'] }), 'max'),
  ),
  C(
    'value-energy-loose',
    'value',
    'how much energy did all the panels generate yesterday, in kWh?',
    figure((now) => ({ range: yesterday(now), names: ['inverter.daily_yield'] }), 'sum', {
      confidence: 'not-high',
    }),
  ),
  low('value-unknown-ev', 'value', 'total value of warranty_claim_filed events last month'),

  // ================================================================ top-events
  C(
    'top-events-all',
    'top-events',
    'What are our top 5 events overall?',
    ranked(() => ({}), byName),
  ),
  C(
    'top-events-7d',
    'top-events',
    'top 3 event names in the last 7 days',
    ranked((now) => ({ range: lastDays(7)(now) }), byName, { n: 3 }),
  ),
  C(
    'top-events-least',
    'top-events',
    'Which event is the least common one? thinking of dropping it from the pipeline',
    ranked(() => ({}), byName, { n: 1, ascending: true }),
  ),
  C(
    'top-events-yesterday',
    'top-events',
    'most frequent event yesterday?',
    ranked((now) => ({ range: yesterday(now) }), byName, { n: 1 }),
  ),
  C(
    'top-events-home',
    'top-events',
    `for ${P.topHomeowner}, what are their top 3 event types?`,
    ranked(() => ({ user: P.topHomeowner }), byName, { n: 3 }),
  ),
  C(
    'top-events-month',
    'top-events',
    (now) => `rank the top 4 event types in ${monthName(now, 1)}`,
    ranked((now) => ({ range: inMonth(now, 1) }), byName, { n: 4 }),
  ),
  C(
    'top-events-24h',
    'top-events',
    'top 3 events in the past 24 hours',
    ranked((now) => ({ range: ranges.lastHours(T(now), 24) }), byName, { n: 3 }),
  ),
  C(
    'top-events-incident',
    'top-events',
    (now) => `what were the 3 most common events on ${iso(daysAgo(now, INCIDENT))}?`,
    ranked((now) => ({ range: incident(now) }), byName, { n: 3 }),
  ),

  // ================================================================ top-users
  C(
    'top-users-all',
    'top-users',
    'Who are the 3 most active users?',
    ranked(() => ({}), byUser, { n: 3 }),
  ),
  C(
    'top-users-lastmonth',
    'top-users',
    'top 2 users by event count last month',
    ranked((now) => ({ range: ranges.lastMonth(T(now)) }), byUser, { n: 2 }),
  ),
  C(
    'top-users-yield',
    'top-users',
    'Which 3 inverters produced the most energy last month (sum of inverter.daily_yield)?',
    ranked((now) => ({ range: ranges.lastMonth(T(now)), names: ['inverter.daily_yield'] }), byUser, {
      n: 3,
      how: 'sum',
    }),
  ),
  C(
    'top-users-spenders',
    'top-users',
    'finance q: who are our top spenders?',
    ranked(() => ({ names: ['SubscriptionPayment'] }), byUser, { how: 'sum', confidence: 'not-high' }),
  ),
  C(
    'top-users-agent',
    'top-users',
    'which user had the most ticket-resolved events in the last 90 days?',
    ranked((now) => ({ range: lastDays(90)(now), names: ['ticket-resolved'] }), byUser, { n: 1 }),
  ),
  C(
    'top-users-commission',
    'top-users',
    'top 2 users by SystemCommissioned count (all time)',
    ranked(() => ({ names: ['SystemCommissioned'] }), byUser, { n: 2 }),
  ),
  C(
    'top-users-credit',
    'top-users',
    'top 5 users by feed_in_credit total over the past 90 days',
    ranked((now) => ({ range: lastDays(90)(now), names: ['feed_in_credit'] }), byUser, { how: 'sum' }),
  ),
  C(
    'top-users-logins',
    'top-users',
    'Top 2 users by number of app_login events in the last 60 days',
    ranked((now) => ({ range: lastDays(60)(now), names: ['app_login'] }), byUser, { n: 2 }),
  ),
  C(
    'top-users-diag',
    'top-users',
    (now) => `who ran the most diagnostics.run since ${longDay(daysAgo(now, 60))}?`,
    ranked((now) => ({ range: ranges.since(daysAgo(now, 60), T(now)), names: ['diagnostics.run'] }), byUser, {
      n: 1,
    }),
  ),
  low('top-users-unknown-ev', 'top-users', 'top users for panel_cleaning_booked this month?'),

  // ================================================================ user
  C(
    'user-total',
    'user',
    `how many events has ${P.topHomeowner} generated in total?`,
    figure(() => ({ user: P.topHomeowner })),
  ),
  C(
    'user-first-seen',
    'user',
    `When did ${P.newestHomeowner} first show up?`,
    when(() => ({ user: P.newestHomeowner }), 'first'),
  ),
  C(
    'user-last-seen-churner',
    'user',
    `last seen for ${P.churnedHomeowner}? they cancelled i think`,
    when(() => ({ user: P.churnedHomeowner }), 'last'),
  ),
  C(
    'user-recent-inverter',
    'user',
    `What were the last 3 events from ${P.faultyInverter}?`,
    recentOf(P.faultyInverter, 3),
  ),
  C(
    'user-names-installer',
    'user',
    `Which event types has ${P.topInstaller} used?`,
    namesUsed(() => ({ user: P.topInstaller })),
  ),
  C(
    'user-exports-30d',
    'user',
    `${P.dataExporter} — how many data-export events in the last 30 days?`,
    figure((now) => ({ range: lastDays(30)(now), names: ['data-export'], user: P.dataExporter })),
  ),
  C(
    'user-agent-last',
    'user',
    `when was ${P.leadAgent} last active?`,
    when(() => ({ user: P.leadAgent }), 'last'),
  ),
  C(
    'user-summary',
    'user',
    `Give me a summary of ${P.bigSpender}: total events, first seen and last seen.`,
    (events) => {
      const ev = select(events, { user: P.bigSpender });
      const ts = ev.map(time),
        a = Math.min(...ts),
        b = Math.max(...ts);
      return {
        numbers: [ev.length],
        names: [iso(a), hhmm(a), iso(b), hhmm(b)],
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  ),
  C(
    'user-battery-lastweek',
    'user',
    `how active was ${P.topBattery} last week? number of events`,
    figure((now) => ({ range: lastWeek(now), user: P.topBattery })),
  ),
  C(
    'user-names-newest',
    'user',
    `which event names does ${P.newestHomeowner} have so far?`,
    namesUsed(() => ({ user: P.newestHomeowner })),
  ),
  C(
    'user-chatty-yesterday',
    'user',
    `${P.chattyInverter} events yesterday? I think its double-reporting`,
    figure((now) => ({ range: yesterday(now), user: P.chattyInverter })),
  ),
  C(
    'user-logins-loose',
    'user',
    `how many times did ${P.topHomeowner} log in last week? they say the app keeps logging them out`,
    figure((now) => ({ range: lastWeek(now), names: ['app_login'], user: P.topHomeowner }), 'count', {
      confidence: 'not-high',
    }),
  ),
  low('user-nobody', 'user', `how many events for ${NOBODY}?`),
  C(
    'user-unknown-inverter',
    'user',
    'when was inv-0999 last seen?',
    mustBeAbsent('inv-0999', () => LOW),
    { low: true },
  ),

  // ================================================================ breakdown
  C(
    'bd-logins-weekday',
    'breakdown',
    (now) => `app_login counts by weekday for ${monthName(now, 1)}`,
    breakdown((now) => ({ range: inMonth(now, 1), names: ['app_login'] }), byWeekday),
  ),
  C(
    'bd-fault-busiest-day',
    'breakdown',
    'Which day in the last 60 days had the most InverterFault events?',
    ranked((now) => ({ range: lastDays(60)(now), names: ['InverterFault'] }), byDay, { n: 1 }),
  ),
  C(
    'bd-busiest-hour',
    'breakdown',
    'what hour of the day is busiest overall? planning a maintenance window around it',
    ranked(() => ({}), byHour, { n: 1 }),
  ),
  C(
    'bd-logins-daily-lastweek',
    'breakdown',
    'daily app_login numbers for last week, please',
    breakdown((now) => ({ range: lastWeek(now), names: ['app_login'] }), byDay),
  ),
  C(
    'bd-yield-weekly',
    'breakdown',
    (now) =>
      `weekly inverter.daily_yield kWh totals from ${iso(weekStart(T(now)) - 4 * WEEK)} to ${iso(lastSunday(now))}`,
    breakdown(
      (now) => ({
        range: ranges.between(weekStart(T(now)) - 4 * WEEK, lastSunday(now)),
        names: ['inverter.daily_yield'],
      }),
      byWeek,
      { how: 'sum', names: false },
    ),
  ),
  C(
    'bd-events-monthly',
    'breakdown',
    (now) => `events per month since ${longDay(monthStart(T(now), -2))}`,
    breakdown((now) => ({ range: ranges.since(monthStart(T(now), -2), T(now)) }), byMonth),
  ),
  C(
    'bd-login-weekday-top',
    'breakdown',
    'What weekday gets the most App Logins?',
    ranked(() => ({ names: ['app_login'] }), byWeekday, { n: 1 }),
  ),
  C(
    'bd-login-hour-top',
    'breakdown',
    'busiest hour of day for app_login over the past 4 weeks?',
    ranked((now) => ({ range: ranges.lastWeeks(T(now), 4), names: ['app_login'] }), byHour, { n: 1 }),
  ),
  C(
    'bd-ticket-week-top',
    'breakdown',
    (now) => `which week since ${iso(weekStart(T(now)) - 8 * WEEK)} had the most ticket_opened events?`,
    ranked(
      (now) => ({ range: ranges.since(weekStart(T(now)) - 8 * WEEK, T(now)), names: ['ticket_opened'] }),
      byWeek,
      { n: 1 },
    ),
  ),
  C(
    'bd-payments-monthly',
    'breakdown',
    (now) =>
      `SubscriptionPayment totals month by month between ${iso(monthStart(T(now), -3))} and ${iso(monthStart(T(now)) - DAY)}`,
    breakdown(
      (now) => ({
        range: ranges.between(monthStart(T(now), -3), monthStart(T(now)) - DAY),
        names: ['SubscriptionPayment'],
      }),
      byMonth,
      { how: 'sum' },
    ),
  ),
  C(
    'bd-report-weekday-top',
    'breakdown',
    'over the last 8 weeks, which day of the week had the most Report Viewed events?',
    ranked((now) => ({ range: ranges.lastWeeks(T(now), 8), names: ['Report Viewed'] }), byWeekday, { n: 1 }),
  ),

  // ================================================================ compare
  C(
    'cmp-logins-7d',
    'compare',
    'app_login: last 7 days vs the 7 days before?',
    compare(
      (now) => ({ range: priorDays(7)(now), names: ['app_login'] }),
      (now) => ({ range: lastDays(7)(now), names: ['app_login'] }),
    ),
  ),
  C(
    'cmp-tickets-4w',
    'compare',
    'Did ticket_opened go up or down in the past 4 weeks compared with the 4 weeks before?',
    compare(
      (now) => ({ range: priorDays(28)(now), names: ['ticket_opened'] }),
      (now) => ({ range: lastDays(28)(now), names: ['ticket_opened'] }),
    ),
  ),
  C(
    'cmp-reports-months',
    'compare',
    (now) => `compare Report Viewed events in ${monthName(now, 2)} vs ${monthName(now, 1)}`,
    compare(
      (now) => ({ range: inMonth(now, 2), names: ['Report Viewed'] }),
      (now) => ({ range: inMonth(now, 1), names: ['Report Viewed'] }),
    ),
  ),
  C(
    'cmp-reports-growing',
    'compare',
    'Is Report Viewed growing? Last 30 days against the 30 days before that. PM here, the redesign shipped ~6 weeks ago',
    compare(
      (now) => ({ range: priorDays(30)(now), names: ['Report Viewed'] }),
      (now) => ({ range: lastDays(30)(now), names: ['Report Viewed'] }),
    ),
  ),
  C(
    'cmp-yesterday',
    'compare',
    'events yesterday vs the day before? hte dashboard looks off',
    compare(
      (now) => ({ range: { from: dayStart(T(now)) - 2 * DAY, to: dayStart(T(now)) - DAY } }),
      (now) => ({ range: yesterday(now) }),
    ),
  ),
  C(
    'cmp-faults-4w',
    'compare',
    'InverterFault events, last 4 weeks compared with the 4 weeks before',
    compare(
      (now) => ({ range: priorDays(28)(now), names: ['InverterFault'] }),
      (now) => ({ range: ranges.lastWeeks(T(now), 4), names: ['InverterFault'] }),
    ),
  ),
  C(
    'cmp-commissioned-60d',
    'compare',
    'SystemCommissioned: past 60 days vs previous 60 days — is the installer network growing?',
    compare(
      (now) => ({ range: priorDays(60)(now), names: ['SystemCommissioned'] }),
      (now) => ({ range: lastDays(60)(now), names: ['SystemCommissioned'] }),
    ),
  ),
  C(
    'cmp-kwh-weeks',
    'compare',
    'total kWh (inverter.daily_yield) last week versus the week before',
    compare(
      (now) => ({ range: weekBefore(now), names: ['inverter.daily_yield'] }),
      (now) => ({ range: lastWeek(now), names: ['inverter.daily_yield'] }),
      'sum',
    ),
  ),
  C(
    'cmp-report-users-30d',
    'compare',
    'number of unique users with Report Viewed in the past 30 days compared with the 30 days before',
    compare(
      (now) => ({ range: priorDays(30)(now), names: ['Report Viewed'] }),
      (now) => ({ range: lastDays(30)(now), names: ['Report Viewed'] }),
      'users',
    ),
  ),

  // ================================================================ share
  C(
    'share-yield-all',
    'share',
    'What percentage of all events are inverter.daily_yield?',
    share(() => ({}), ['inverter.daily_yield']),
  ),
  C(
    'share-login-lastweek',
    'share',
    "what share of last week's events were app_login?",
    share((now) => ({ range: lastWeek(now) }), ['app_login']),
  ),
  C(
    'share-export-users',
    'share',
    'what % of users active in the last 30 days had a data-export event?',
    share((now) => ({ range: lastDays(30)(now) }), ['data-export'], { of: 'users' }),
  ),
  C(
    'share-ticket-users-loose',
    'share',
    (now) => `Of everyone active in ${monthName(now, 1)}, what fraction opened a ticket?`,
    share((now) => ({ range: inMonth(now, 1) }), ['ticket_opened'], { of: 'users', confidence: 'not-high' }),
  ),
  C(
    'share-soc-yesterday',
    'share',
    "What percent of yesterday's events were battery_soc?",
    share((now) => ({ range: yesterday(now) }), ['battery_soc']),
  ),
  C(
    'share-fault-incident',
    'share',
    (now) => `InverterFault share of all events on ${dayMonth(daysAgo(now, INCIDENT))}`,
    share((now) => ({ range: incident(now) }), ['InverterFault']),
  ),
  C(
    'share-report-users-loose',
    'share',
    'what proportion of users active in the past 2 weeks viewed a report',
    share((now) => ({ range: lastDays(14)(now) }), ['Report Viewed'], {
      of: 'users',
      confidence: 'not-high',
    }),
  ),
  C(
    'share-payments-month',
    'share',
    (now) => `percentage of SubscriptionPayment events among all events in ${monthName(now, 1)}`,
    share((now) => ({ range: inMonth(now, 1) }), ['SubscriptionPayment']),
  ),

  // ================================================================ conversion
  C(
    'cv-login-report',
    'conversion',
    'Of users with an app_login in the last 30 days, how many went on to a Report Viewed afterwards?',
    funnel(lastDays(30), 'app_login', 'Report Viewed'),
  ),
  C(
    'cv-ticket-payment',
    'conversion',
    'ticket_opened → SubscriptionPayment conversion over the last 90 days (do people keep paying after a ticket?)',
    funnel(lastDays(90), 'ticket_opened', 'SubscriptionPayment'),
  ),
  C(
    'cv-commission-diag',
    'conversion',
    (now) => `SystemCommissioned to diagnostics.run conversion since ${iso(daysAgo(now, 100))}`,
    funnel((now) => ranges.since(daysAgo(now, 100), T(now)), 'SystemCommissioned', 'diagnostics.run'),
  ),
  C(
    'cv-settings-export',
    'conversion',
    (now) =>
      `of people with a Settings Changed in ${monthName(now, 1)}, how many then did a data-export that same month?`,
    funnel((now) => inMonth(now, 1), 'Settings Changed', 'data-export'),
  ),
  C(
    'cv-report-export',
    'conversion',
    'Report Viewed → data-export funnel, past 60 days',
    funnel(lastDays(60), 'Report Viewed', 'data-export'),
  ),
  C(
    'cv-login-ticket',
    'conversion',
    'what percentage of users with an app_login in the past 60 days later had a ticket_opened event?',
    funnel(lastDays(60), 'app_login', 'ticket_opened'),
  ),
  C(
    'cv-login-settings',
    'conversion',
    'conversion from app_login to Settings Changed, last 14 days',
    funnel(lastDays(14), 'app_login', 'Settings Changed'),
  ),

  // ================================================================ churn
  C(
    'churn-months',
    'churn',
    (now) => `How many users were active in ${monthName(now, 2)} but not at all in ${monthName(now, 1)}?`,
    churn(
      (now) => inMonth(now, 2),
      (now) => inMonth(now, 1),
    ),
  ),
  C(
    'churn-between-30d',
    'churn',
    (now) =>
      `users active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))} with no events at all in the last 30 days — how many?`,
    churn((now) => ranges.between(daysAgo(now, 90), daysAgo(now, 61)), lastDays(30)),
  ),
  C('churn-new-30d', 'churn', 'how many new users in the last 30 days?', fresh(lastDays(30))),
  C(
    'churn-new-lastmonth',
    'churn',
    'founders want to know: how many brand new users showed up last month?',
    fresh((now) => ranges.lastMonth(T(now))),
  ),
  C(
    'churn-logins',
    'churn',
    (now) =>
      `count of users with app_login in ${monthName(now, 2)} but no app_login in ${monthName(now, 1)}?`,
    churn(
      (now) => inMonth(now, 2),
      (now) => inMonth(now, 1),
      { names: ['app_login'] },
    ),
  ),
  C(
    'churn-inverters',
    'churn',
    (now) =>
      `Which inverters sent inverter.daily_yield in ${monthName(now, 2)} but none in the last 14 days?`,
    churn((now) => inMonth(now, 2), lastDays(14), { names: ['inverter.daily_yield'], list: true }),
  ),
  C(
    'churn-new-since',
    'churn',
    (now) => `new users since ${longDay(daysAgo(now, 10))}?`,
    fresh((now) => ranges.since(daysAgo(now, 10), T(now))),
  ),
  C(
    'churn-payers',
    'churn',
    (now) =>
      `how many accounts had a SubscriptionPayment in ${monthName(now, 2)} and none in ${monthName(now, 1)}? finance is worried about cancellations`,
    churn(
      (now) => inMonth(now, 2),
      (now) => inMonth(now, 1),
      { names: ['SubscriptionPayment'] },
    ),
  ),

  // ================================================================ recency
  C(
    'rec-last-fault',
    'recency',
    'when was the last InverterFault?',
    when(() => ({ names: ['InverterFault'] })),
  ),
  C(
    'rec-last-export',
    'recency',
    'When did someone last do a data-export?',
    when(() => ({ names: ['data-export'] })),
  ),
  C(
    'rec-any-commission-14d',
    'recency',
    'did anyone have a SystemCommissioned event in the last 14 days? sales says installs have stalled',
    exists((now) => ({ range: lastDays(14)(now), names: ['SystemCommissioned'] }), 'SystemCommissioned'),
  ),
  C(
    'rec-last-resolved',
    'recency',
    'last time we saw a ticket-resolved?',
    when(() => ({ names: ['ticket-resolved'] })),
  ),
  C(
    'rec-any-settings-7d',
    'recency',
    'was there any Settings Changed in the past 7 days?',
    exists((now) => ({ range: lastDays(7)(now), names: ['Settings Changed'] }), 'Settings Changed'),
  ),
  C(
    'rec-last-payment',
    'recency',
    'When was the most recent SubscriptionPayment?',
    when(() => ({ names: ['SubscriptionPayment'] })),
  ),
  C(
    'rec-commission-sunday',
    'recency',
    (now) => `Any SystemCommissioned events on ${longDay(lastSunday(now))}?`,
    exists(
      (now) => ({ range: onDay(now, lastSunday(now)), names: ['SystemCommissioned'] }),
      'SystemCommissioned',
    ),
    { low: true },
  ),
  C(
    'rec-battery-last',
    'recency',
    `last battery_soc from ${P.topBattery} — when did it come in?`,
    when(() => ({ names: ['battery_soc'], user: P.topBattery })),
  ),
  low('rec-unknown-ev', 'recency', 'when was the last heatpump_cycle event?'),
  C(
    'rec-churner-30d',
    'recency',
    `has ${P.churnedHomeowner} done anything in the last 30 days?`,
    exists((now) => ({ range: lastDays(30)(now), user: P.churnedHomeowner }), P.churnedHomeowner),
    { low: true },
  ),

  // ================================================================ catalogue
  C('cat-names', 'catalogue', 'what event names do we track?', (events) => ({
    names: [...new Set(events.map(byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: events.length,
  })),
  C('cat-users', 'catalogue', 'how many users are there overall (devices included, I know)?', (events) => ({
    numbers: [users(events).size],
    confidence: 'high',
    dataPoints: events.length,
  })),
  C(
    'cat-events',
    'catalogue',
    'how many events are stored in total? ballpark is fine but exact is better',
    (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  ),
  C('cat-distinct-names', 'catalogue', 'How many distinct event types exist in the data?', (events) => ({
    numbers: [new Set(events.map(byName)).size],
    confidence: 'high',
    dataPoints: events.length,
  })),
  C(
    'cat-totals',
    'catalogue',
    'give me the overall totals: number of users and number of events',
    (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  ),
  C(
    'cat-names-counts',
    'catalogue',
    'data eng: list every event type we have along with its count',
    (events) => {
      const list = rank(tally(events, byName));
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: events.length,
      };
    },
  ),
  C(
    'cat-dictionary',
    'catalogue',
    'For the data dictionary: which event names exist, and how many unique users are there in total?',
    (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      numbers: [users(events).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  ),

  // ================================================================ other
  low(
    'other-weather',
    'other',
    "What's the weather forecast for Berlin next week? need it for yield planning",
  ),
  low('other-location', 'other', 'Which homeowners live in Bavaria? regional sales push'),
  low('other-install-price', 'other', 'How much did each installer charge for their installations?'),
  low('other-forecast', 'other', 'Predict how many subscriptions we will have next quarter'),
  low('other-nps', 'other', "what's our NPS from the last customer survey?"),
  low(
    'other-root-cause',
    'other',
    `why does ${P.faultyInverter} keep faulting? is it the hardware or the wiring?`,
  ),
  low('other-panels', 'other', `How many solar panels are on ${P.topHomeowner}'s roof?`),
  low('other-cac', 'other', 'What is our customer acquisition cost for installer referrals?'),
  low('other-app-version', 'other', 'Which version of the mobile app crashes the most on Android?'),
  low('other-grid-price', 'other', 'what will the wholesale electricity price be tomorrow afternoon?'),
];
