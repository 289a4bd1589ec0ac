/* eslint-disable @typescript-eslint/no-unused-vars -- kept as the blind author wrote it */
// Blind round "skiresort": questions from the resort's staff, finance, product and IT people.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, select, tally, rank, DAY, WEEK, round, percent } = O;
const MONEY = ['lift_pass_purchased', 'LessonBooked', 'restaurant.order', 'SeasonPassRenewed'];
const INCIDENT_DAYS_AGO = 23;
const { topSkier, churner, newcomer, bigSpender, patroller } = PERSONAS;

// ---- question date formatting -------------------------------------------------------------
const SHORT = O.MONTHS.map((m) => m.slice(0, 3));
const d0 = (now) => O.dayStart(+now);
const ago = (now, k) => d0(now) - k * DAY;
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
const longDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${SHORT[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const dmy = (t) =>
  `${new Date(t).getUTCDate()} ${SHORT[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const usDate = (t) =>
  `${SHORT[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}, ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const prevMonth = (now, n) => O.monthStart(+now, -n); // start of the calendar month n back
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders -------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => round(x, 2);
const tieAt = (map, n, ascending = false) => {
  const s = rank(map, { ascending });
  return s.length > n && s[n - 1][1] === s[n][1];
};
const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });

function countX(sel, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, sel(now));
    return evs.length ? { numbers: [evs.length], confidence, dataPoints: evs.length } : LOW();
  };
}
function usersX(sel, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, sel(now));
    return evs.length ? { numbers: [O.users(evs).size], confidence, dataPoints: evs.length } : LOW();
  };
}
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}
const MEASURES = { sum: O.sum, avg: O.avg, min: O.min, max: O.max, median };
function valueX(sel, measure, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, sel(now));
    return evs.length ? { numbers: [r2(MEASURES[measure](evs))], confidence, dataPoints: evs.length } : LOW();
  };
}
function topEventsX(sel, n, ascending = false) {
  const fn = (events, now) => {
    const evs = select(events, sel(now));
    const top = rank(tally(evs, O.byName), { n, ascending });
    return {
      names: top.map((x) => x[0]),
      numbers: top.map((x) => x[1]),
      confidence: 'high',
      dataPoints: evs.length,
    };
  };
  return withTie(fn, (events, now) => tieAt(tally(select(events, sel(now)), O.byName), n, ascending));
}
function topUsersX(sel, n, measure, confidence = 'high') {
  const m = measure === 'value' ? O.value : undefined;
  const fn = (events, now) => {
    const evs = select(events, sel(now));
    const top = rank(tally(evs, O.byUser, m), { n });
    return {
      names: top.map((x) => x[0]),
      numbers: top.map((x) => r2(x[1])),
      confidence,
      dataPoints: evs.length,
    };
  };
  return withTie(fn, (events, now) => tieAt(tally(select(events, sel(now)), O.byUser, m), n));
}
function busiestX(sel, key, measure) {
  const m = measure === 'value' ? O.value : undefined;
  const fn = (events, now) => {
    const evs = select(events, sel(now));
    const [[name, v]] = rank(tally(evs, key, m), { n: 1 });
    return { names: [name], numbers: [r2(v)], confidence: 'high', dataPoints: evs.length };
  };
  return withTie(fn, (events, now) => tieAt(tally(select(events, sel(now)), key, m), 1));
}
function seriesX(sel, key, { unordered = false } = {}) {
  return (events, now) => {
    const evs = select(events, sel(now));
    const entries = [...tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: entries.map((x) => x[0]),
      numbers: entries.map((x) => x[1]),
      unordered,
      confidence: 'high',
      dataPoints: evs.length,
    };
  };
}
function weekdaySeriesX(sel) {
  return (events, now) => {
    const evs = select(events, sel(now));
    const m = tally(evs, O.byWeekday);
    const names = O.WEEKDAYS.filter((d) => m.has(d));
    return {
      names,
      numbers: names.map((d) => m.get(d)),
      unordered: true,
      confidence: 'high',
      dataPoints: evs.length,
    };
  };
}
// two periods: sel(now) => [earlierSel, laterSel]; measure 'count' | 'users' | 'sum'
function compareX(sel, measure = 'count', confidence = 'high') {
  const f = { count: (evs) => evs.length, users: (evs) => O.users(evs).size, sum: (evs) => r2(O.sum(evs)) }[
    measure
  ];
  return (events, now) => {
    const [a, b] = sel(now).map((s) => select(events, s));
    const c = O.change(f(a), f(b));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
}
function shareEventsX(range, names, confidence = 'high') {
  return (events, now) => {
    const all = select(events, { range: range(now) });
    const part = all.filter((e) => names.includes(e.eventName));
    return part.length
      ? { percents: [percent(part.length, all.length)], confidence, dataPoints: all.length }
      : LOW();
  };
}
function shareUsersX(range, names, confidence = 'high') {
  return (events, now) => {
    const all = select(events, { range: range(now) });
    const part = O.users(all.filter((e) => names.includes(e.eventName)));
    return part.size
      ? { percents: [percent(part.size, O.users(all).size)], confidence, dataPoints: all.length }
      : LOW();
  };
}
function conversionX(range, a, b, confidence = 'high') {
  return (events, now) => {
    const r = range(now);
    const c = O.conversion(events, r, a, b);
    const dp = select(events, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
  };
}
function churnX(active, inactive) {
  return (events, now) => ({
    numbers: [O.churned(events, active(now), inactive(now)).length],
    confidence: 'high',
  });
}
function newX(range) {
  return (events, now) => ({ numbers: [O.newUsers(events, range(now)).length], confidence: 'high' });
}
function lastX(sel, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, sel(now));
    if (!evs.length) return LOW();
    const t = O.time(O.newestFirst(evs)[0]);
    return { names: [iso(t), hhmm(t)], confidence, dataPoints: evs.length };
  };
}
function firstSeenX(user) {
  return (events) => {
    const evs = select(events, { user });
    const t = Math.min(...evs.map(O.time));
    return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
  };
}

const c = (id, type, question, expect, extra = {}) => ({ id, type, question, expect, ...extra });
const lastDays = (n) => (now) => R.lastDays(+now, n); // a range
const lastDaysSel = (n) => (now) => ({ range: R.lastDays(+now, n) }); // a selection
const incidentDay = (now) => ago(now, INCIDENT_DAYS_AGO);

// ---- the cases ------------------------------------------------------------------------------
export const cases = [
  // ---------------- count ----------------
  c(
    'count-01',
    'count',
    'How many gate.scan events in the last 7 days?',
    countX((now) => ({ range: R.lastDays(+now, 7), names: ['gate.scan'] })),
  ),
  c(
    'count-02',
    'count',
    'lift_pass_purchased yesterday - how many? finance wants the number before 9',
    countX((now) => ({ range: R.yesterday(+now), names: ['lift_pass_purchased'] })),
  ),
  c(
    'count-03',
    'count',
    (now) => `Number of restaurant.order events in ${monthName(prevMonth(now, 1))}, please.`,
    countX((now) => ({ range: R.month(prevMonth(now, 1)), names: ['restaurant.order'] })),
  ),
  c(
    'count-04',
    'count',
    (now) => `how many times was the trail map opened between ${iso(ago(now, 20))} and ${iso(ago(now, 6))}?`,
    countX((now) => ({ range: R.between(ago(now, 20), ago(now, 6)), names: ['trail_map_opened'] })),
  ),
  c(
    'count-05',
    'count',
    `Count of gate scans for ${topSkier} in the past 30 days`,
    countX((now) => ({ range: R.lastDays(+now, 30), names: ['gate.scan'], user: topSkier })),
  ),
  c(
    'count-06',
    'count',
    'total number of events in the last 24 hours across the whole app',
    countX((now) => ({ range: R.lastHours(+now, 24) })),
  ),
  c(
    'count-07',
    'count',
    (now) => `How many LessonBooked since ${longDay(ago(now, 40))}?`,
    countX((now) => ({ range: R.since(ago(now, 40), +now), names: ['LessonBooked'] })),
  ),
  c(
    'count-08',
    'count',
    (now) => `ski school asked: how many lesson bookings did we take in the last 3 weeks?`,
    countX((now) => ({ range: R.lastWeeks(+now, 3), names: ['LessonBooked'] }), 'not-high'),
  ),
  c(
    'count-09',
    'count',
    (now) => `How many patrol incidents were there on ${usDate(incidentDay(now))}? That was the storm day`,
    countX((now) => ({ range: R.on(incidentDay(now)), names: ['Patrol Incident Logged'] }), 'not-high'),
  ),
  c(
    'count-12',
    'count',
    'restaurant.order count for the past week?',
    countX((now) => ({ range: R.lastDays(+now, 7), names: ['restaurant.order'] })),
  ),
  c(
    'count-13',
    'count',
    (now) =>
      `How many SeasonPassRenewed events were there before ${usDate(ago(now, 90))}? (early-bird window)`,
    countX((now) => ({ range: R.before(ago(now, 90)), names: ['SeasonPassRenewed'] })),
  ),
  c('count-10', 'count', 'how many heli_ski_booked events last month?', LOW, { low: true }),
  c('count-11', 'count', (now) => `how many gate.scan events happened before ${iso(ago(now, 200))}?`, LOW, {
    low: true,
  }),

  // ---------------- users ----------------
  c('users-01', 'users', 'How many unique users in the last 30 days?', usersX(lastDaysSel(30))),
  c(
    'users-02',
    'users',
    'how many distinct people had a gate.scan last week',
    usersX((now) => ({ range: R.lastWeek(+now), names: ['gate.scan'] })),
  ),
  c(
    'users-03',
    'users',
    (now) => `How many customers bought a lift pass in ${monthYear(prevMonth(now, 1))}?`,
    usersX((now) => ({ range: R.month(prevMonth(now, 1)), names: ['lift_pass_purchased'] }), 'not-high'),
  ),
  c(
    'users-04',
    'users',
    'active users yesterday?',
    usersX((now) => ({ range: R.yesterday(+now) })),
  ),
  c(
    'users-05',
    'users',
    'how many diffrent users opened the app over the past 14 days',
    usersX((now) => ({ range: R.lastDays(+now, 14), names: ['app-open'] }), 'not-high'),
  ),
  c(
    'users-06',
    'users',
    (now) => `Unique users with Snow Report Viewed since ${dmy(ago(now, 10))}`,
    usersX((now) => ({ range: R.since(ago(now, 10), +now), names: ['Snow Report Viewed'] })),
  ),
  c(
    'users-07',
    'users',
    (now) =>
      `rental shop question: how many users had a rental-started event from ${shortDay(ago(now, 45))} to ${shortDay(ago(now, 15))}?`,
    usersX((now) => ({ range: R.between(ago(now, 45), ago(now, 15)), names: ['rental-started'] })),
  ),
  c('users-08', 'users', 'How many people triggered Ski Photo Purchased this season?', LOW, { low: true }),
  c(
    'users-09',
    'users',
    'how many users logged a Patrol Incident Logged event in the last 2 months?',
    usersX((now) => ({ range: R.lastMonths(+now, 2), names: ['Patrol Incident Logged'] })),
  ),

  // ---------------- value ----------------
  c(
    'value-01',
    'value',
    'Total CHF from lift_pass_purchased in the last 30 days?',
    valueX(lastDaysNames(30, ['lift_pass_purchased']), 'sum'),
  ),
  c(
    'value-02',
    'value',
    (now) => `what was the average restaurant.order value in ${monthName(prevMonth(now, 1))}`,
    valueX((now) => ({ range: R.month(prevMonth(now, 1)), names: ['restaurant.order'] }), 'avg'),
  ),
  c(
    'value-03',
    'value',
    'Biggest single gate.scan value ever (vertical metres)?',
    valueX(() => ({ names: ['gate.scan'] }), 'max'),
  ),
  c(
    'value-04',
    'value',
    'smallest restaurant.order bill in the past 14 days',
    valueX(lastDaysNames(14, ['restaurant.order']), 'min'),
  ),
  c(
    'value-05',
    'value',
    'median LessonBooked price across all time',
    valueX(() => ({ names: ['LessonBooked'] }), 'median'),
  ),
  c(
    'value-06',
    'value',
    'sum of rental-started values (rental days) over the last 4 weeks',
    valueX((now) => ({ range: R.lastWeeks(+now, 4), names: ['rental-started'] }), 'sum'),
  ),
  c(
    'value-07',
    'value',
    'For the board deck: what was our revenue last month?',
    valueX((now) => ({ range: R.lastMonth(+now), names: MONEY }), 'sum', 'not-high'),
  ),
  c(
    'value-08',
    'value',
    `total gate.scan value for ${topSkier} in the past 7 days - how many vertical metres did he ski?`,
    valueX((now) => ({ range: R.lastDays(+now, 7), names: ['gate.scan'], user: topSkier }), 'sum'),
  ),
  c(
    'value-09',
    'value',
    'Mean severity of Patrol Incident Logged events?',
    valueX(() => ({ names: ['Patrol Incident Logged'] }), 'avg'),
  ),
  c(
    'value-10',
    'value',
    (now) => `How much did season pass renewals bring in since ${iso(ago(now, 100))}?`,
    valueX(
      (now) => ({ range: R.since(ago(now, 100), +now), names: ['SeasonPassRenewed'] }),
      'sum',
      'not-high',
    ),
  ),
  c('value-11', 'value', `total restaurant.order spend by ${NOBODY}`, LOW, { low: true }),

  // ---------------- top-events ----------------
  c('top-events-01', 'top-events', 'top 5 events in the last 30 days', topEventsX(lastDaysSel(30), 5)),
  c(
    'top-events-02',
    'top-events',
    "What's the single most common event overall?",
    topEventsX(() => ({}), 1),
  ),
  c(
    'top-events-03',
    'top-events',
    'Least common 3 events in the past 30 days?',
    topEventsX(lastDaysSel(30), 3, true),
  ),
  c(
    'top-events-04',
    'top-events',
    'what were the 2 most frequent actions yesterday',
    topEventsX((now) => ({ range: R.yesterday(+now) }), 2),
  ),
  c(
    'top-events-05',
    'top-events',
    (now) => `Which event happened most on ${longDay(incidentDay(now))}? I remember the lifts were shut`,
    topEventsX((now) => ({ range: R.on(incidentDay(now)) }), 1),
  ),
  c(
    'top-events-06',
    'top-events',
    (now) => `list the top 4 event types since ${usDate(ago(now, 60))}`,
    topEventsX((now) => ({ range: R.since(ago(now, 60), +now) }), 4),
  ),
  c(
    'top-events-07',
    'top-events',
    'rarest event of all time?',
    topEventsX(() => ({}), 1, true),
  ),
  c(
    'top-events-08',
    'top-events',
    'Most common events last week',
    topEventsX((now) => ({ range: R.lastWeek(+now) }), 5),
  ),

  // ---------------- top-users ----------------
  c(
    'top-users-01',
    'top-users',
    'top 3 skiers by vertical metres (summed gate.scan value) in the last 30 days',
    topUsersX(lastDaysNames(30, ['gate.scan']), 3, 'value'),
  ),
  c(
    'top-users-02',
    'top-users',
    'who are our top spenders?',
    topUsersX(() => ({ names: MONEY }), 5, 'value', 'not-high'),
  ),
  c(
    'top-users-03',
    'top-users',
    'which user logged the most Patrol Incident Logged events?',
    topUsersX(() => ({ names: ['Patrol Incident Logged'] }), 1),
  ),
  c(
    'top-users-04',
    'top-users',
    'who was the single most active user last month?',
    topUsersX((now) => ({ range: R.lastMonth(+now) }), 1),
  ),
  c(
    'top-users-05',
    'top-users',
    (now) => `Top 3 users by total restaurant.order value in ${monthName(prevMonth(now, 1))}`,
    topUsersX((now) => ({ range: R.month(prevMonth(now, 1)), names: ['restaurant.order'] }), 3, 'value'),
  ),
  c(
    'top-users-06',
    'top-users',
    'Top 5 most active users overall',
    topUsersX(() => ({}), 5),
  ),
  c(
    'top-users-07',
    'top-users',
    'which guest has the highest total rental-started value?',
    topUsersX(() => ({ names: ['rental-started'] }), 1, 'value'),
  ),
  c(
    'top-users-08',
    'top-users',
    (now) => `who spent the most on LessonBooked since ${shortDay(ago(now, 90))}?`,
    topUsersX((now) => ({ range: R.since(ago(now, 90), +now), names: ['LessonBooked'] }), 1, 'value'),
  ),

  // ---------------- user ----------------
  c(
    'user-01',
    'user',
    `how many events does ${topSkier} have in total?`,
    countX(() => ({ user: topSkier })),
  ),
  c('user-02', 'user', `When was ${newcomer} first seen?`, firstSeenX(newcomer)),
  c(
    'user-03',
    'user',
    `support ticket: when did we last see ${churner}? says the app stopped working`,
    lastX(() => ({ user: churner })),
  ),
  c('user-04', 'user', `which event names has ${patroller} used?`, (events) => {
    const evs = select(events, { user: patroller });
    return {
      names: [...new Set(evs.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: evs.length,
    };
  }),
  c('user-05', 'user', `show me the 3 most recent events of ${bigSpender}`, (events) => {
    const evs = select(events, { user: bigSpender });
    return {
      names: O.newestFirst(evs).slice(0, 3).map(O.byName),
      confidence: 'high',
      dataPoints: evs.length,
    };
  }),
  c(
    'user-06',
    'user',
    `how active was ${bigSpender} in the last 30 days? number of events`,
    countX((now) => ({ range: R.lastDays(+now, 30), user: bigSpender })),
  ),
  c('user-07', 'user', `When was ${NOBODY} last seen?`, LOW, { low: true }),
  c('user-08', 'user', `first and last seen for ${patroller}`, (events) => {
    const evs = select(events, { user: patroller });
    const ts = evs.map(O.time),
      a = Math.min(...ts),
      b = Math.max(...ts);
    return { names: [iso(a), hhmm(a), iso(b), hhmm(b)], confidence: 'high', dataPoints: evs.length };
  }),
  c(
    'user-09',
    'user',
    `How many events did ${topSkier} have yesterday?`,
    countX((now) => ({ range: R.yesterday(+now), user: topSkier })),
  ),

  // ---------------- breakdown ----------------
  c(
    'breakdown-01',
    'breakdown',
    'gate.scan counts per weekday, all time',
    weekdaySeriesX(() => ({ names: ['gate.scan'] })),
  ),
  c(
    'breakdown-02',
    'breakdown',
    'Busiest day of the week for gate.scan?',
    busiestX(() => ({ names: ['gate.scan'] }), O.byWeekday),
  ),
  c(
    'breakdown-03',
    'breakdown',
    'at what hour of day do we get the most restaurant.order events? kitchen staffing question',
    busiestX(() => ({ names: ['restaurant.order'] }), O.byHour),
  ),
  c(
    'breakdown-04',
    'breakdown',
    (now) => `events per month since ${monthYear(prevMonth(now, 2))}`,
    seriesX((now) => ({ range: R.since(prevMonth(now, 2), +now) }), O.byMonth),
  ),
  c(
    'breakdown-05',
    'breakdown',
    (now) => `daily event totals between ${iso(ago(now, 9))} and ${iso(ago(now, 5))}`,
    seriesX((now) => ({ range: R.between(ago(now, 9), ago(now, 5)) }), O.byDay),
  ),
  c(
    'breakdown-06',
    'breakdown',
    'which day had the most events in the last 30 days?',
    busiestX(lastDaysSel(30), O.byDay),
  ),
  c(
    'breakdown-07',
    'breakdown',
    (now) => {
      const ws = O.weekStart(+now);
      return `weekly gate.scan numbers from ${iso(ws - 4 * WEEK)} to ${iso(ws - DAY)}, by ISO week`;
    },
    seriesX((now) => {
      const ws = O.weekStart(+now);
      return { range: R.between(ws - 4 * WEEK, ws - DAY), names: ['gate.scan'] };
    }, O.byWeek),
  ),
  c(
    'breakdown-08',
    'breakdown',
    'By hour of day: when is gate.scan busiest over the last 30 days?',
    busiestX(lastDaysNames(30, ['gate.scan']), O.byHour),
  ),
  c(
    'breakdown-09',
    'breakdown',
    'LessonBooked broken down by month',
    seriesX(() => ({ names: ['LessonBooked'] }), O.byMonth),
  ),
  c(
    'breakdown-10',
    'breakdown',
    'which weekday brings the most lift_pass_purchased revenue? sum of value per weekday, the top one',
    busiestX(() => ({ names: ['lift_pass_purchased'] }), O.byWeekday, 'value'),
  ),

  // ---------------- compare ----------------
  c(
    'compare-01',
    'compare',
    'gate.scan: last 7 days vs the previous 7 days?',
    compareX((now) => [
      { range: { from: +now - 14 * DAY, to: +now - 7 * DAY }, names: ['gate.scan'] },
      { range: R.lastDays(+now, 7), names: ['gate.scan'] },
    ]),
  ),
  c(
    'compare-02',
    'compare',
    'lift_pass_purchased last week compared with the week before',
    compareX((now) => [
      {
        range: { from: O.weekStart(+now) - 2 * WEEK, to: O.weekStart(+now) - WEEK },
        names: ['lift_pass_purchased'],
      },
      { range: R.lastWeek(+now), names: ['lift_pass_purchased'] },
    ]),
  ),
  c(
    'compare-03',
    'compare',
    (now) =>
      `restaurant.order total value: ${monthName(prevMonth(now, 2))} vs ${monthName(prevMonth(now, 1))}`,
    compareX(
      (now) => [
        { range: R.month(prevMonth(now, 2)), names: ['restaurant.order'] },
        { range: R.month(prevMonth(now, 1)), names: ['restaurant.order'] },
      ],
      'sum',
    ),
  ),
  c(
    'compare-04',
    'compare',
    'is app-open growing? last 30 days compared to the 30 days before that',
    compareX((now) => [
      { range: { from: +now - 60 * DAY, to: +now - 30 * DAY }, names: ['app-open'] },
      { range: R.lastDays(+now, 30), names: ['app-open'] },
    ]),
  ),
  c(
    'compare-05',
    'compare',
    'unique users in the last 30 days vs the 30 days before',
    compareX(
      (now) => [{ range: { from: +now - 60 * DAY, to: +now - 30 * DAY } }, { range: R.lastDays(+now, 30) }],
      'users',
    ),
  ),
  c(
    'compare-06',
    'compare',
    'total events in the past 72 hours compared with the 72 hours before that?',
    compareX((now) => [
      { range: { from: +now - 144 * 3_600_000, to: +now - 72 * 3_600_000 } },
      { range: R.lastHours(+now, 72) },
    ]),
  ),
  c(
    'compare-07',
    'compare',
    (now) =>
      `LessonBooked between ${iso(ago(now, 60))} and ${iso(ago(now, 46))} versus between ${iso(ago(now, 14))} and ${iso(ago(now, 1))}`,
    compareX((now) => [
      { range: R.between(ago(now, 60), ago(now, 46)), names: ['LessonBooked'] },
      { range: R.between(ago(now, 14), ago(now, 1)), names: ['LessonBooked'] },
    ]),
  ),
  c(
    'compare-08',
    'compare',
    'Snow Report Viewed yesterday vs the day before?',
    compareX((now) => [
      { range: R.on(ago(now, 2)), names: ['Snow Report Viewed'] },
      { range: R.yesterday(+now), names: ['Snow Report Viewed'] },
    ]),
  ),
  c(
    'compare-09',
    'compare',
    'rental days booked (rental-started value) in the last 30 days compared with the 30 days before',
    compareX(
      (now) => [
        { range: { from: +now - 60 * DAY, to: +now - 30 * DAY }, names: ['rental-started'] },
        { range: R.lastDays(+now, 30), names: ['rental-started'] },
      ],
      'sum',
    ),
  ),

  // ---------------- share ----------------
  c(
    'share-01',
    'share',
    'what % of events in the last 30 days were gate.scan?',
    shareEventsX(lastDays(30), ['gate.scan']),
  ),
  c(
    'share-02',
    'share',
    'Of the users active last month, what percentage had a LessonBooked?',
    shareUsersX((now) => R.lastMonth(+now), ['LessonBooked']),
  ),
  c(
    'share-03',
    'share',
    'roughly what share of all our events are food orders from the mountain huts?',
    shareEventsX(() => R.all(), ['restaurant.order'], 'not-high'),
  ),
  c(
    'share-04',
    'share',
    'what percentage of users ever had a rental-started event?',
    shareUsersX(() => R.all(), ['rental-started']),
  ),
  c(
    'share-05',
    'share',
    'last 7 days: share of events that were Snow Report Viewed',
    shareEventsX(lastDays(7), ['Snow Report Viewed']),
  ),
  c(
    'share-06',
    'share',
    "What percentage of yesterday's activity was app-open?",
    shareEventsX((now) => R.yesterday(+now), ['app-open']),
  ),
  c(
    'share-07',
    'share',
    'percent of all users who did SeasonPassRenewed',
    shareUsersX(() => R.all(), ['SeasonPassRenewed']),
  ),
  c(
    'share-08',
    'share',
    (now) => `on ${dmy(incidentDay(now))}, what percentage of events were Patrol Incident Logged?`,
    shareEventsX((now) => R.on(incidentDay(now)), ['Patrol Incident Logged']),
  ),

  // ---------------- conversion ----------------
  c(
    'conversion-01',
    'conversion',
    'Of users who did Snow Report Viewed in the last 30 days, how many then did lift_pass_purchased?',
    conversionX(lastDays(30), 'Snow Report Viewed', 'lift_pass_purchased'),
  ),
  c(
    'conversion-02',
    'conversion',
    'conversion from lift_pass_purchased to rental-started, all time',
    conversionX(() => R.all(), 'lift_pass_purchased', 'rental-started'),
  ),
  c(
    'conversion-03',
    'conversion',
    'last 60 days: what % of lift pass buyers went on to book a lesson?',
    conversionX(lastDays(60), 'lift_pass_purchased', 'LessonBooked', 'not-high'),
  ),
  c(
    'conversion-04',
    'conversion',
    'of the people with trail_map_opened in the past 14 days, how many placed a restaurant.order afterwards?',
    conversionX(lastDays(14), 'trail_map_opened', 'restaurant.order'),
  ),
  c(
    'conversion-05',
    'conversion',
    'How many users who had LessonBooked later had lesson_cancelled? and what percent',
    conversionX(() => R.all(), 'LessonBooked', 'lesson_cancelled'),
  ),
  c(
    'conversion-06',
    'conversion',
    (now) => `${monthName(prevMonth(now, 1))}: app-open -> lift_pass_purchased conversion`,
    conversionX((now) => R.month(prevMonth(now, 1)), 'app-open', 'lift_pass_purchased'),
  ),
  c(
    'conversion-07',
    'conversion',
    (now) => `since ${iso(ago(now, 50))}, of users with rental-started, what share later did LessonBooked?`,
    conversionX((now) => R.since(ago(now, 50), +now), 'rental-started', 'LessonBooked'),
  ),
  c(
    'conversion-08',
    'conversion',
    'past 7 days, gate.scan then restaurant.order - how many converted?',
    conversionX(lastDays(7), 'gate.scan', 'restaurant.order'),
  ),

  // ---------------- churn ----------------
  c(
    'churn-01',
    'churn',
    (now) =>
      `how many users were active in ${monthName(prevMonth(now, 2))} but not in ${monthName(prevMonth(now, 1))}?`,
    churnX(
      (now) => R.month(prevMonth(now, 2)),
      (now) => R.month(prevMonth(now, 1)),
    ),
  ),
  c('churn-02', 'churn', 'new users in the last 7 days?', newX(lastDays(7))),
  c(
    'churn-03',
    'churn',
    (now) => `How many brand new users did we get in ${monthYear(prevMonth(now, 1))}?`,
    newX((now) => R.month(prevMonth(now, 1))),
  ),
  c(
    'churn-04',
    'churn',
    (now) =>
      `users active between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} who haven't been back since ${iso(ago(now, 30))} - how many?`,
    churnX(
      (now) => R.between(ago(now, 60), ago(now, 31)),
      (now) => R.since(ago(now, 30), +now),
    ),
  ),
  c(
    'churn-05',
    'churn',
    (now) => `new users since ${longDay(ago(now, 10))}`,
    newX((now) => R.since(ago(now, 10), +now)),
  ),
  c(
    'churn-06',
    'churn',
    'how many people were active last week but have not shown up this week?',
    churnX(
      (now) => R.lastWeek(+now),
      (now) => R.thisWeek(+now),
    ),
  ),
  c('churn-07', 'churn', 'How many first-time users in the last 3 days?', newX(lastDays(3))),
  c(
    'churn-08',
    'churn',
    'users active in the last 2 months who had nothing in the last 14 days - count?',
    churnX((now) => R.lastMonths(+now, 2), lastDays(14)),
  ),

  // ---------------- recency ----------------
  c(
    'recency-01',
    'recency',
    'when was the last Patrol Incident Logged?',
    lastX(() => ({ names: ['Patrol Incident Logged'] })),
  ),
  c(
    'recency-02',
    'recency',
    'did anyone cancel a lesson in the last 30 days?',
    countX(lastDaysNames(30, ['lesson_cancelled']), 'not-high'),
  ),
  c(
    'recency-03',
    'recency',
    'last SeasonPassRenewed - when?',
    lastX(() => ({ names: ['SeasonPassRenewed'] })),
  ),
  c(
    'recency-04',
    'recency',
    'when did someone last buy a lift pass?',
    lastX(() => ({ names: ['lift_pass_purchased'] }), 'not-high'),
  ),
  c(
    'recency-05',
    'recency',
    'has anybody had a rental-started yesterday?',
    countX((now) => ({ range: R.yesterday(+now), names: ['rental-started'] })),
  ),
  c(
    'recency-06',
    'recency',
    `when did ${topSkier} last have a gate.scan?`,
    lastX(() => ({ names: ['gate.scan'], user: topSkier })),
  ),
  c('recency-07', 'recency', 'when was the last heli_ski_booked?', LOW, { low: true }),
  c(
    'recency-08',
    'recency',
    'most recent restaurant.order, date and time',
    lastX(() => ({ names: ['restaurant.order'] })),
  ),

  // ---------------- catalogue ----------------
  c('catalogue-01', 'catalogue', 'which events do we track?', allNames),
  c('catalogue-02', 'catalogue', 'how many users are there in total?', (events) => ({
    numbers: [O.users(events).size],
    confidence: 'high',
    dataPoints: events.length,
  })),
  c('catalogue-03', 'catalogue', 'How many events are stored overall?', (events) => ({
    numbers: [events.length],
    confidence: 'high',
    dataPoints: events.length,
  })),
  c(
    'catalogue-04',
    'catalogue',
    'new analyst here - can you list the event names in this account?',
    allNames,
  ),
  c('catalogue-05', 'catalogue', 'how many distinct event types exist?', (events) => ({
    numbers: [new Set(events.map(O.byName)).size],
    confidence: 'high',
    dataPoints: events.length,
  })),
  c('catalogue-06', 'catalogue', 'quick overview pls: total users and total events', (events) => ({
    numbers: [O.users(events).size, events.length],
    confidence: 'high',
    dataPoints: events.length,
  })),
  c(
    'catalogue-07',
    'catalogue',
    'what kinds of events are being recorded, and how many events in all?',
    (events) => ({ ...allNames(events), numbers: [events.length] }),
  ),

  // ---------------- other ----------------
  c('other-01', 'other', "what's the weather forecast for tomorrow on the upper slopes?", LOW),
  c('other-02', 'other', 'how many skiers are on the mountain right now according to GPS?', LOW),
  c('other-03', 'other', 'How much water did snowmaking use last month?', LOW),
  c('other-04', 'other', 'Which lift has the longest queue at the moment?', LOW),
  c('other-05', 'other', 'what is our NPS this season', LOW),
  c('other-06', 'other', 'total staff payroll for ski instructors in october?', LOW),
  c('other-07', 'other', "What's today's avalanche danger level?", LOW),
  c('other-08', 'other', "forecast next season's lift pass revenue", LOW),
  c('other-09', 'other', 'what is the average age of our guests?', LOW),
];

function lastDaysNames(n, names) {
  return (now) => ({ range: R.lastDays(+now, n), names });
}
function allNames(events) {
  return {
    names: [...new Set(events.map(O.byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: events.length,
  };
}
