/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { select, ranges: R, DAY, WEEK, round } = o;
const P = PERSONAS;
const T = (now) => +now;

// ---- question date helpers -------------------------------------------------------------
const ORD = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const iso = (t) => o.isoDay(t);
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ORD(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const daysAgo = (now, n) => o.dayStart(T(now)) - n * DAY;
const prevMonth = (now) => o.monthStart(T(now), -1);
const prevMonth2 = (now) => o.monthStart(T(now), -2);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders ---------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const conf = (loose) => (loose ? 'not-high' : 'high');
const tied = (ranked, n) => ranked.length > n && ranked[n - 1][1] === ranked[n][1];

function countX(filters, loose) {
  return (ev, now) => {
    const s = select(ev, filters(T(now)));
    return { numbers: [s.length], confidence: s.length ? conf(loose) : 'low', dataPoints: s.length };
  };
}
function usersX(filters, loose) {
  return (ev, now) => {
    const s = select(ev, filters(T(now)));
    return { numbers: [o.users(s).size], confidence: s.length ? conf(loose) : 'low', dataPoints: s.length };
  };
}
function valueX(filters, measure, loose, names) {
  return (ev, now) => {
    const s = select(ev, filters(T(now)));
    let v;
    if (measure === 'sum') v = round(o.sum(s), 2);
    else if (measure === 'avg') v = o.avg(s);
    else if (measure === 'min') v = o.min(s);
    else if (measure === 'max') v = o.max(s);
    else if (measure === 'median') {
      const xs = s.map(o.value).sort((a, b) => a - b),
        m = xs.length >> 1;
      v = round(xs.length % 2 ? xs[m] : (xs[m - 1] + xs[m]) / 2, 2);
    }
    return {
      numbers: [v],
      ...(names ? { names } : {}),
      confidence: s.length ? conf(loose) : 'low',
      dataPoints: s.length,
    };
  };
}
// Ranked list: key and measure over the filtered events.
function rankX(filters, key, { n = 5, ascending = false, measure, loose = false, figures = true } = {}) {
  const f = (ev, now) => {
    const s = select(ev, filters(T(now)));
    const r = o.rank(o.tally(s, key, measure), { ascending });
    const top = r.slice(0, n);
    return {
      names: top.map(([k]) => k),
      ...(figures ? { numbers: top.map(([, v]) => round(v, 2)) } : {}),
      confidence: s.length ? conf(loose) : 'low',
      dataPoints: s.length,
    };
  };
  f.tieAtCut = (ev, now) =>
    tied(o.rank(o.tally(select(ev, filters(T(now))), key, measure), { ascending }), n);
  return f;
}
// Breakdown in natural order (chronological): every bucket.
function seriesX(filters, key, { unordered = false } = {}) {
  return (ev, now) => {
    const s = select(ev, filters(T(now)));
    const buckets = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: buckets.map(([k]) => k),
      numbers: buckets.map(([, v]) => v),
      ...(unordered ? { unordered: true } : {}),
      confidence: s.length ? 'high' : 'low',
      dataPoints: s.length,
    };
  };
}
function compareX(periods, { names, measure = 'count', loose = false } = {}) {
  return (ev, now) => {
    const [a, b] = periods(T(now)).map((range) => select(ev, { range, names }));
    const m = (s) =>
      measure === 'users' ? o.users(s).size : measure === 'sum' ? round(o.sum(s), 2) : s.length;
    const c = o.change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: a.length + b.length ? conf(loose) : 'low',
      dataPoints: a.length + b.length,
    };
  };
}
// Share of events (by name) or of active users (who did name) in range.
function shareX(range, name, { ofUsers = false, loose = false } = {}) {
  return (ev, now) => {
    const all = select(ev, { range: range(T(now)) });
    const part = all.filter((e) => e.eventName === name);
    const pct = ofUsers
      ? o.percent(o.users(part).size, o.users(all).size)
      : o.percent(part.length, all.length);
    return { percents: [pct], confidence: all.length ? conf(loose) : 'low', dataPoints: all.length };
  };
}
function convX(range, a, b, loose = false) {
  return (ev, now) => {
    const r = range(T(now));
    const c = o.conversion(ev, r, a, b);
    const dp = select(ev, { range: r, names: [a, b] }).length;
    return {
      numbers: [c.did, c.converted],
      percents: c.pct === null ? [] : [c.pct],
      confidence: c.did ? conf(loose) : 'low',
      dataPoints: dp,
    };
  };
}
function churnX(active, inactive) {
  return (ev, now) => {
    const [a, b] = [active(T(now)), inactive(T(now))];
    const list = o.churned(ev, a, b);
    const dp = select(ev, { range: a }).length + select(ev, { range: b }).length;
    return { numbers: [list.length], confidence: list.length ? 'high' : 'low', dataPoints: dp };
  };
}
function newX(range, { list = false } = {}) {
  return (ev, now) => {
    const u = o.newUsers(ev, range(T(now)));
    return {
      numbers: [u.length],
      ...(list ? { names: u.sort(), unordered: true } : {}),
      confidence: u.length ? 'high' : 'low',
    };
  };
}
function lastX(filters, loose = false, { names: showName = false } = {}) {
  return (ev, now) => {
    const s = select(ev, filters(T(now)));
    if (!s.length) return LOW();
    const last = o.newestFirst(s)[0],
      t = o.time(last);
    return { names: [iso(t), hhmm(t)], unordered: true, confidence: conf(loose), dataPoints: s.length };
  };
}
function firstSeenX(user) {
  return (ev) => {
    const s = select(ev, { user });
    const t = Math.min(...s.map(o.time));
    return { names: [iso(t), hhmm(t)], unordered: true, confidence: 'high', dataPoints: s.length };
  };
}

const c = (id, type, question, expect, extra = {}) => ({ id, type, question, expect, ...extra });
const low = (id, type, question) => c(id, type, question, LOW, { low: true });
const other = (id, question) => c(id, 'other', question, LOW);

export const cases = [
  // ---------------------------------------------------------------- count
  c(
    'count-01',
    'count',
    'How many RescueLogged events in the last 7 days?',
    countX((n) => ({ range: R.lastDays(n, 7), names: ['RescueLogged'] })),
  ),
  c(
    'count-02',
    'count',
    'number of radio check-ins over the past 6 hours',
    countX((n) => ({ range: R.lastHours(n, 6), names: ['radio_checkin'] })),
  ),
  c(
    'count-03',
    'count',
    'how many times was first aid given yesterday? need it for the morning briefing',
    countX((n) => ({ range: R.yesterday(n), names: ['First Aid Given'] })),
  ),
  c(
    'count-04',
    'count',
    'How many shift_started last week',
    countX((n) => ({ range: R.lastWeek(n), names: ['shift_started'] })),
  ),
  c(
    'count-05',
    'count',
    (now) => `quick one - count of ChildReunited events in ${monthName(prevMonth(now))}?`,
    countX((n) => ({ range: R.month(prevMonth(n)), names: ['ChildReunited'] })),
  ),
  c(
    'count-06',
    'count',
    (now) => `How many flag-raised between ${iso(daysAgo(now, 30))} and ${iso(daysAgo(now, 24))}?`,
    countX((n) => ({ range: R.between(daysAgo(n, 30), daysAgo(n, 24)), names: ['flag-raised'] })),
  ),
  c(
    'count-07',
    'count',
    (now) => `how many events has lg_1007 logged since ${longDay(daysAgo(now, 12))}`,
    countX((n) => ({ range: R.since(daysAgo(n, 12), n), user: P.topGuard })),
  ),
  c(
    'count-08',
    'count',
    'Equipment Checked count for the past 48 hours pls',
    countX((n) => ({ range: R.lastHours(n, 48), names: ['Equipment Checked'] })),
  ),
  c(
    'count-09',
    'count',
    'how many rescues so far this month?',
    countX((n) => ({ range: R.thisMonth(n), names: ['RescueLogged'] }), true),
  ),
  c(
    'count-10',
    'count',
    'total number of events this week, all types',
    countX((n) => ({ range: R.thisWeek(n) })),
  ),
  c(
    'count-11',
    'count',
    'radio checkins today so far?',
    countX((n) => ({ range: R.today(n), names: ['radio_checkin'] })),
  ),
  low('count-12', 'count', 'how many shark_sighting events were logged last week?'),

  // ---------------------------------------------------------------- users
  c(
    'users-01',
    'users',
    'how many unique people logged anything in the last 30 days?',
    usersX((n) => ({ range: R.lastDays(n, 30) })),
  ),
  c(
    'users-02',
    'users',
    'How many distinct users did a water.quality_reading last month?',
    usersX((n) => ({ range: R.lastMonth(n), names: ['water.quality_reading'] })),
  ),
  c(
    'users-03',
    'users',
    (now) =>
      `on ${longDay(daysAgo(now, 23))} (the rip current day) how many different users logged a RescueLogged?`,
    usersX((n) => ({
      range: R.on(
        o.pastMonthDay(n, new Date(daysAgo(n, 23)).getUTCMonth(), new Date(daysAgo(n, 23)).getUTCDate()),
      ),
      names: ['RescueLogged'],
    })),
  ),
  c(
    'users-04',
    'users',
    'active users yesterday?',
    usersX((n) => ({ range: R.yesterday(n) })),
  ),
  c(
    'users-05',
    'users',
    'how many users have ever filed an incident-report.filed',
    usersX(() => ({ names: ['incident-report.filed'] })),
  ),
  c(
    'users-06',
    'users',
    'unique users with ChildReunited in the past 8 weeks',
    usersX((n) => ({ range: R.lastWeeks(n, 8), names: ['ChildReunited'] })),
  ),
  c(
    'users-07',
    'users',
    'how many ppl did a shift started last week',
    usersX((n) => ({ range: R.lastWeek(n), names: ['shift_started'] })),
  ),
  c(
    'users-08',
    'users',
    'For the roster review: number of active users in the past week?',
    usersX((n) => ({ range: R.lastDays(n, 7) })),
  ),
  low('users-09', 'users', 'how many users triggered tide_alert last month?'),

  // ---------------------------------------------------------------- value
  c(
    'value-01',
    'value',
    "What's the sum of shift.ended values for last week?",
    valueX((n) => ({ range: R.lastWeek(n), names: ['shift.ended'] }), 'sum'),
  ),
  c(
    'value-02',
    'value',
    'average value of RescueLogged in the last 30 days',
    valueX((n) => ({ range: R.lastDays(n, 30), names: ['RescueLogged'] }), 'avg'),
  ),
  c(
    'value-03',
    'value',
    (now) =>
      `max water.quality_reading value in ${monthName(prevMonth(now))} ${new Date(prevMonth(now)).getUTCFullYear()}`,
    valueX((n) => ({ range: R.month(prevMonth(n)), names: ['water.quality_reading'] }), 'max'),
  ),
  c(
    'value-04',
    'value',
    (now) => `smallest SupplyOrdered amount since ${iso(daysAgo(now, 45))}?`,
    valueX((n) => ({ range: R.since(daysAgo(n, 45), n), names: ['SupplyOrdered'] }), 'min'),
  ),
  c(
    'value-05',
    'value',
    'median value for First Aid Given over the last 14 days',
    valueX((n) => ({ range: R.lastDays(n, 14), names: ['First Aid Given'] }), 'median'),
  ),
  c(
    'value-06',
    'value',
    'how much did we spend on supplies last month?',
    valueX((n) => ({ range: R.lastMonth(n), names: ['SupplyOrdered'] }), 'sum', true, ['SupplyOrdered']),
  ),
  c(
    'value-07',
    'value',
    'avg shift length in hours?',
    valueX(() => ({ names: ['shift.ended'] }), 'avg', true, ['shift.ended']),
  ),
  c(
    'value-08',
    'value',
    'total SupplyOrdered value for sup_03 in the last 3 months',
    valueX((n) => ({ range: R.lastMonths(n, 3), names: ['SupplyOrdered'], user: P.headSupervisor }), 'sum'),
  ),
  c(
    'value-09',
    'value',
    'mean flag-raised value this month — are we flying more red flags?',
    valueX((n) => ({ range: R.thisMonth(n), names: ['flag-raised'] }), 'avg'),
  ),
  low('value-10', 'value', 'average value of lifejacket_issued events?'),

  // ---------------------------------------------------------------- top-events
  c(
    'te-01',
    'top-events',
    'what are the top 5 events in the last 30 days',
    rankX((n) => ({ range: R.lastDays(n, 30) }), o.byName),
  ),
  c(
    'te-02',
    'top-events',
    'most common event yesterday?',
    rankX((n) => ({ range: R.yesterday(n) }), o.byName, { n: 1 }),
  ),
  c(
    'te-03',
    'top-events',
    'the 3 least common events, all time',
    rankX(() => ({}), o.byName, { n: 3, ascending: true }),
  ),
  c(
    'te-04',
    'top-events',
    'top 3 event types last week',
    rankX((n) => ({ range: R.lastWeek(n) }), o.byName, { n: 3 }),
  ),
  c(
    'te-05',
    'top-events',
    'Which events happen the most? give me a list',
    rankX(() => ({}), o.byName),
  ),
  c(
    'te-06',
    'top-events',
    (now) => `top 4 events between ${shortDay(daysAgo(now, 40))} and ${shortDay(daysAgo(now, 20))}`,
    rankX(
      (n) => ({
        range: R.between(
          o.pastMonthDay(n, new Date(daysAgo(n, 40)).getUTCMonth(), new Date(daysAgo(n, 40)).getUTCDate()),
          o.pastMonthDay(n, new Date(daysAgo(n, 20)).getUTCMonth(), new Date(daysAgo(n, 20)).getUTCDate()),
        ),
      }),
      o.byName,
      { n: 4 },
    ),
  ),
  c(
    'te-07',
    'top-events',
    (now) => `least frequent event in ${monthName(prevMonth(now))}`,
    rankX((n) => ({ range: R.month(prevMonth(n)) }), o.byName, { n: 1, ascending: true }),
  ),
  c(
    'te-08',
    'top-events',
    "lg_1142's top 4 events?",
    rankX(() => ({ user: P.topRescuer }), o.byName, { n: 4 }),
  ),

  // ---------------------------------------------------------------- top-users
  c(
    'tu-01',
    'top-users',
    'who was the most active user in the last 30 days?',
    rankX((n) => ({ range: R.lastDays(n, 30) }), o.byUser, { n: 1 }),
  ),
  c(
    'tu-02',
    'top-users',
    'Who logged the most RescueLogged overall?',
    rankX(() => ({ names: ['RescueLogged'] }), o.byUser, { n: 1 }),
  ),
  c(
    'tu-03',
    'top-users',
    'top 3 users by number of events',
    rankX(() => ({}), o.byUser, { n: 3 }),
  ),
  c(
    'tu-04',
    'top-users',
    'who are our top spenders on supplies?',
    rankX(() => ({ names: ['SupplyOrdered'] }), o.byUser, { measure: o.value, loose: true }),
  ),
  c(
    'tu-05',
    'top-users',
    'which supervisor filed the most incident-report.filed ever',
    rankX(() => ({ names: ['incident-report.filed'] }), o.byUser, { n: 1 }),
  ),
  c(
    'tu-06',
    'top-users',
    (now) => `top 3 users by summed shift.ended value since ${iso(daysAgo(now, 21))}`,
    rankX((n) => ({ range: R.since(daysAgo(n, 21), n), names: ['shift.ended'] }), o.byUser, {
      n: 3,
      measure: o.value,
    }),
  ),
  c(
    'tu-07',
    'top-users',
    'most active person last week?',
    rankX((n) => ({ range: R.lastWeek(n) }), o.byUser, { n: 1 }),
  ),
  c(
    'tu-08',
    'top-users',
    'who did the most radio_checkin in the past 14 days',
    rankX((n) => ({ range: R.lastDays(n, 14), names: ['radio_checkin'] }), o.byUser, { n: 1 }),
  ),
  low('tu-09', 'top-users', 'who raised the most beach_closed events?'),

  // ---------------------------------------------------------------- user
  c(
    'user-01',
    'user',
    'How many events does lg_1007 have?',
    countX(() => ({ user: P.topGuard })),
  ),
  c(
    'user-02',
    'user',
    'when was lg_1033 last seen?',
    lastX(() => ({ user: P.churner })),
  ),
  c('user-03', 'user', 'first seen date for lg_1415? they are new on the team', firstSeenX(P.newcomer)),
  c('user-04', 'user', 'what event types has sup_03 used?', (ev) => {
    const s = select(ev, { user: P.headSupervisor });
    return {
      names: [...new Set(s.map(o.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: s.length,
    };
  }),
  c('user-05', 'user', "show me lg_1142's 3 most recent events", (ev) => {
    const s = select(ev, { user: P.topRescuer });
    return { names: o.newestFirst(s).slice(0, 3).map(o.byName), confidence: 'high', dataPoints: s.length };
  }),
  c(
    'user-06',
    'user',
    (now) => `how many shift_started did lg_1033 log in ${monthName(prevMonth2(now))}?`,
    countX((n) => ({ range: R.month(prevMonth2(n)), names: ['shift_started'], user: P.churner })),
  ),
  c(
    'user-07',
    'user',
    'how many events did lg_1415 have in the last 7 days',
    countX((n) => ({ range: R.lastDays(n, 7), user: P.newcomer })),
  ),
  c(
    'user-08',
    'user',
    'Is sup_03 still busy? their event count for the past 14 days',
    countX((n) => ({ range: R.lastDays(n, 14), user: P.headSupervisor })),
  ),
  low('user-09', 'user', `what did ${NOBODY} do last week?`),

  // ---------------------------------------------------------------- breakdown
  c(
    'bd-01',
    'breakdown',
    'which weekday is busiest for RescueLogged?',
    rankX(() => ({ names: ['RescueLogged'] }), o.byWeekday, { n: 1 }),
  ),
  c(
    'bd-02',
    'breakdown',
    (now) => `monthly count of shift_started since ${iso(o.monthStart(T(now), -3))}`,
    seriesX((n) => ({ range: R.since(o.monthStart(n, -3), n), names: ['shift_started'] }), o.byMonth),
  ),
  c(
    'bd-03',
    'breakdown',
    'busiest weekday for shift_started over the last 30 days?',
    rankX((n) => ({ range: R.lastDays(n, 30), names: ['shift_started'] }), o.byWeekday, { n: 1 }),
  ),
  c(
    'bd-04',
    'breakdown',
    'What was the busiest day in the last 60 days?',
    rankX((n) => ({ range: R.lastDays(n, 60) }), o.byDay, { n: 1 }),
  ),
  c(
    'bd-05',
    'breakdown',
    (now) => `per-week shift_started counts since ${iso(o.weekStart(T(now)) - 3 * WEEK)}`,
    seriesX((n) => ({ range: R.since(o.weekStart(n) - 3 * WEEK, n), names: ['shift_started'] }), o.byWeek),
  ),
  c(
    'bd-06',
    'breakdown',
    'daily First Aid Given counts for last week',
    seriesX((n) => ({ range: R.lastWeek(n), names: ['First Aid Given'] }), o.byDay),
  ),
  c(
    'bd-07',
    'breakdown',
    'what hour of day had the most events in the last 7 days',
    rankX((n) => ({ range: R.lastDays(n, 7) }), o.byHour, { n: 1 }),
  ),
  c(
    'bd-08',
    'breakdown',
    'breakdown of events by weekday over the past 4 weeks',
    seriesX((n) => ({ range: R.lastWeeks(n, 4) }), o.byWeekday, { unordered: true }),
  ),
  c(
    'bd-09',
    'breakdown',
    'which month had the most water.quality_reading events?',
    rankX(() => ({ names: ['water.quality_reading'] }), o.byMonth, { n: 1 }),
  ),

  // ---------------------------------------------------------------- compare
  c(
    'cmp-01',
    'compare',
    'summed shift.ended value in the last 7 days vs the 7 days before that?',
    compareX((n) => [{ from: n - 14 * DAY, to: n - 7 * DAY }, R.lastDays(n, 7)], {
      names: ['shift.ended'],
      measure: 'sum',
    }),
  ),
  c(
    'cmp-02',
    'compare',
    'shift_started last month compared with the month before',
    compareX((n) => [R.month(o.monthStart(n, -2)), R.lastMonth(n)], { names: ['shift_started'] }),
  ),
  c(
    'cmp-03',
    'compare',
    'Is radio_checkin growing? compare the last 30 days with the previous 30',
    compareX((n) => [{ from: n - 60 * DAY, to: n - 30 * DAY }, R.lastDays(n, 30)], {
      names: ['radio_checkin'],
    }),
  ),
  c(
    'cmp-04',
    'compare',
    (now) => `active users in ${monthName(prevMonth2(now))} vs ${monthName(prevMonth(now))}`,
    compareX((n) => [R.month(prevMonth2(n)), R.month(prevMonth(n))], { measure: 'users' }),
  ),
  c(
    'cmp-05',
    'compare',
    'First Aid Given total value: last 21 days vs the 21 days before',
    compareX((n) => [{ from: n - 42 * DAY, to: n - 21 * DAY }, R.lastDays(n, 21)], {
      names: ['First Aid Given'],
      measure: 'sum',
    }),
  ),
  c(
    'cmp-06',
    'compare',
    'total SupplyOrdered value last month vs the month before - for the budget meeting',
    compareX((n) => [R.month(o.monthStart(n, -2)), R.lastMonth(n)], {
      names: ['SupplyOrdered'],
      measure: 'sum',
    }),
  ),
  c(
    'cmp-07',
    'compare',
    'how did shift.ended do in the past 4 weeks compared to the 4 weeks before',
    compareX((n) => [{ from: n - 8 * WEEK, to: n - 4 * WEEK }, R.lastWeeks(n, 4)], {
      names: ['shift.ended'],
    }),
  ),
  c(
    'cmp-08',
    'compare',
    'all events in the last 48 hours vs the 48 hours before',
    compareX((n) => [{ from: n - 96 * o.HOUR, to: n - 48 * o.HOUR }, R.lastHours(n, 48)]),
  ),
  c(
    'cmp-09',
    'compare',
    'are water tests going up? last 30 days vs prior 30',
    compareX((n) => [{ from: n - 60 * DAY, to: n - 30 * DAY }, R.lastDays(n, 30)], {
      names: ['water.quality_reading'],
      loose: true,
    }),
  ),

  // ---------------------------------------------------------------- share
  c(
    'sh-01',
    'share',
    'what percentage of events in the last 30 days were radio_checkin?',
    shareX((n) => R.lastDays(n, 30), 'radio_checkin'),
  ),
  c(
    'sh-02',
    'share',
    'what share of active users last month logged a RescueLogged',
    shareX((n) => R.lastMonth(n), 'RescueLogged', { ofUsers: true }),
  ),
  c(
    'sh-03',
    'share',
    '% of all events that are First Aid Given',
    shareX(() => R.all(), 'First Aid Given'),
  ),
  c(
    'sh-04',
    'share',
    'what fraction of people active in the past 7 days did an Equipment Checked?',
    shareX((n) => R.lastDays(n, 7), 'Equipment Checked', { ofUsers: true }),
  ),
  c(
    'sh-05',
    'share',
    "percentage of last week's events that were shift.ended",
    shareX((n) => R.lastWeek(n), 'shift.ended'),
  ),
  c(
    'sh-06',
    'share',
    "Of everyone who's used the app, what percent have ever logged a ChildReunited?",
    shareX(() => R.all(), 'ChildReunited', { ofUsers: true }),
  ),
  c(
    'sh-07',
    'share',
    (now) => `what percent of events since ${shortDay(daysAgo(now, 10))} were flag-raised`,
    shareX(
      (n) =>
        R.since(
          o.pastMonthDay(n, new Date(daysAgo(n, 10)).getUTCMonth(), new Date(daysAgo(n, 10)).getUTCDate()),
          n,
        ),
      'flag-raised',
    ),
  ),
  c(
    'sh-08',
    'share',
    'share of events that are rescues?',
    shareX(() => R.all(), 'RescueLogged', { loose: true }),
  ),

  // ---------------------------------------------------------------- conversion
  c(
    'conv-01',
    'conversion',
    'of the users who did shift_started in the last 30 days, how many then did RescueLogged?',
    convX((n) => R.lastDays(n, 30), 'shift_started', 'RescueLogged'),
  ),
  c(
    'conv-02',
    'conversion',
    'what % of people who did Equipment Checked last week went on to log First Aid Given afterwards?',
    convX((n) => R.lastWeek(n), 'Equipment Checked', 'First Aid Given'),
  ),
  c(
    'conv-03',
    'conversion',
    (now) => `conversion from shift_started to ChildReunited in ${monthName(prevMonth(now))}`,
    convX((n) => R.month(prevMonth(n)), 'shift_started', 'ChildReunited'),
  ),
  c(
    'conv-04',
    'conversion',
    (now) =>
      `Of users with a water.quality_reading since ${iso(daysAgo(now, 20))}, how many later did flag-raised?`,
    convX((n) => R.since(daysAgo(n, 20), n), 'water.quality_reading', 'flag-raised'),
  ),
  c(
    'conv-05',
    'conversion',
    'shift_started -> incident-report.filed conversion over the past 2 weeks',
    convX((n) => R.lastWeeks(n, 2), 'shift_started', 'incident-report.filed'),
  ),
  c(
    'conv-06',
    'conversion',
    'How many users who logged a RescueLogged in the last 60 days later logged First Aid Given? percentage too',
    convX((n) => R.lastDays(n, 60), 'RescueLogged', 'First Aid Given'),
  ),
  c(
    'conv-07',
    'conversion',
    'radio_checkin to SupplyOrdered funnel, all time',
    convX(() => R.all(), 'radio_checkin', 'SupplyOrdered'),
  ),
  c(
    'conv-08',
    'conversion',
    'of people who started a shift last week, what percent logged a rescue after?',
    convX((n) => R.lastWeek(n), 'shift_started', 'RescueLogged', true),
  ),

  // ---------------------------------------------------------------- churn
  c(
    'ch-01',
    'churn',
    (now) =>
      `how many users were active in ${monthName(prevMonth2(now))} but not in ${monthName(prevMonth(now))}?`,
    churnX(
      (n) => R.month(prevMonth2(n)),
      (n) => R.month(prevMonth(n)),
    ),
  ),
  c(
    'ch-02',
    'churn',
    'how many new users in the last 14 days',
    newX((n) => R.lastDays(n, 14)),
  ),
  c(
    'ch-03',
    'churn',
    (now) =>
      `users active between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 31))} who haven't done anything in the last 30 days - how many?`,
    churnX(
      (n) => R.between(daysAgo(n, 60), daysAgo(n, 31)),
      (n) => R.lastDays(n, 30),
    ),
  ),
  c(
    'ch-04',
    'churn',
    'new people last month?',
    newX((n) => R.lastMonth(n)),
  ),
  c(
    'ch-05',
    'churn',
    'how many people were active last month but have not been seen this week',
    churnX(
      (n) => R.lastMonth(n),
      (n) => R.thisWeek(n),
    ),
  ),
  c(
    'ch-06',
    'churn',
    'lost guards: active in the 30 days before the last 30, but not in the last 30 days. count?',
    churnX(
      (n) => ({ from: n - 60 * DAY, to: n - 30 * DAY }),
      (n) => R.lastDays(n, 30),
    ),
  ),
  c(
    'ch-07',
    'churn',
    (now) => `new users since ${longDay(daysAgo(now, 40))}`,
    newX((n) =>
      R.since(
        o.pastMonthDay(n, new Date(daysAgo(n, 40)).getUTCMonth(), new Date(daysAgo(n, 40)).getUTCDate()),
        n,
      ),
    ),
  ),
  c(
    'ch-08',
    'churn',
    'which users are new in the last 7 days? list them',
    newX((n) => R.lastDays(n, 7), { list: true }),
  ),

  // ---------------------------------------------------------------- recency
  c(
    'rec-01',
    'recency',
    'when was the last RescueLogged?',
    lastX(() => ({ names: ['RescueLogged'] })),
  ),
  c(
    'rec-02',
    'recency',
    'did anyone log a ChildReunited in the last 7 days?',
    countX((n) => ({ range: R.lastDays(n, 7), names: ['ChildReunited'] })),
  ),
  c(
    'rec-03',
    'recency',
    'last time sup_03 filed an incident-report.filed?',
    lastX(() => ({ names: ['incident-report.filed'], user: P.headSupervisor })),
  ),
  c(
    'rec-04',
    'recency',
    'When did someone last order supplies?',
    lastX(() => ({ names: ['SupplyOrdered'] }), true),
  ),
  c(
    'rec-05',
    'recency',
    'most recent flag-raised, when was it',
    lastX(() => ({ names: ['flag-raised'] })),
  ),
  c(
    'rec-06',
    'recency',
    'has anybody done a water.quality_reading in the last 48 hours?',
    countX((n) => ({ range: R.lastHours(n, 48), names: ['water.quality_reading'] })),
  ),
  c(
    'rec-07',
    'recency',
    (now) => `when was the last First Aid Given before ${longDay(daysAgo(now, 50))}?`,
    lastX((n) => ({
      range: R.before(
        o.pastMonthDay(n, new Date(daysAgo(n, 50)).getUTCMonth(), new Date(daysAgo(n, 50)).getUTCDate()),
      ),
      names: ['First Aid Given'],
    })),
  ),
  low('rec-08', 'recency', 'Has anyone ever logged a jellyfish_sting?'),

  // ---------------------------------------------------------------- catalogue
  c('cat-01', 'catalogue', 'what event names exist?', (ev) => ({
    names: [...new Set(ev.map(o.byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('cat-02', 'catalogue', 'how many users are there in total?', (ev) => ({
    numbers: [o.users(ev).size],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('cat-03', 'catalogue', 'how many events are stored altogether', (ev) => ({
    numbers: [ev.length],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('cat-04', 'catalogue', 'list every event type we track, with counts', (ev) => {
    const r = o.rank(o.tally(ev, o.byName));
    return {
      names: r.map(([k]) => k),
      numbers: r.map(([, v]) => v),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    };
  }),
  c('cat-05', 'catalogue', 'how many distinct event types are there?', (ev) => ({
    numbers: [new Set(ev.map(o.byName)).size],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('cat-06', 'catalogue', 'for the council report: total users and total events on record?', (ev) => ({
    numbers: [o.users(ev).size, ev.length],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('cat-07', 'catalogue', 'what kinds of things do guards log in this app? just the event names', (ev) => ({
    names: [...new Set(ev.map(o.byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  })),

  // ---------------------------------------------------------------- other
  other('other-01', "what's the water temperature at the north beach right now?"),
  other('other-02', 'which lifeguard has the fastest swim test time this season?'),
  other('other-03', 'how many beachgoers visited on Saturday?'),
  other('other-04', "what's the surf forecast for tomorrow?"),
  other('other-05', 'how much do we pay our lifeguards per hour?'),
  other('other-06', 'why did lg_1033 quit? did they say anything in the exit interview'),
  other('other-07', 'what is the UV index today'),
  other('other-08', 'which guards have an expired CPR certification?'),
  other('other-09', 'write a short poem about the beach patrol for the newsletter'),
];
