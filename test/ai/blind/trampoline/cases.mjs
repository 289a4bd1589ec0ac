/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, select, users, sum, avg, min, max, percent, tally, rank, round, DAY, time } = O;
const P = PERSONAS;
const MONEY = [
  'session_booked',
  'Grip Socks Purchased',
  'party-booked',
  'CafeOrderPlaced',
  'membership_renewed',
];
const ALL_NAMES = [
  'session_booked',
  'waiver.signed',
  'WristbandScanned',
  'Grip Socks Purchased',
  'party-booked',
  'injury.reported',
  'CafeOrderPlaced',
  'membership_renewed',
  'session.cancelled',
  'app_opened',
  'Review Submitted',
];

// ---- date wording helpers (all from now) ----------------------------------------------
const ago = (now, d) => O.dayStart(+now) - d * DAY;
const iso = (t) => O.isoDay(t);
const mon = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const mon3 = (t) => mon(t).slice(0, 3);
const dnum = (t) => new Date(t).getUTCDate();
const yr = (t) => new Date(t).getUTCFullYear();
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const mdLong = (t) => `${mon(t)} ${ord(dnum(t))}`; // November 3rd
const mdShort = (t) => `${mon3(t)} ${dnum(t)}`; // Nov 3
const dmy = (t) => `${dnum(t)} ${mon(t)} ${yr(t)}`; // 3 November 2026
const prevMonth = (now, k) => O.monthStart(+now, -k); // start of the month k months back
const pastDay = (now, d) => {
  const t = ago(now, d);
  return O.pastMonthDay(+now, new Date(t).getUTCMonth(), dnum(t));
};
const pastMon = (now, k) => O.pastMonth(+now, new Date(prevMonth(now, k)).getUTCMonth());
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation helpers ------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const conf = (loose) => (loose ? 'not-high' : 'high');
function countX(events, range, names, user, loose) {
  const n = select(events, { range, names, user }).length;
  return { numbers: [n], confidence: n ? conf(loose) : 'low', dataPoints: n };
}
function usersX(events, range, names, loose) {
  const evs = select(events, { range, names });
  return { numbers: [users(evs).size], confidence: evs.length ? conf(loose) : 'low', dataPoints: evs.length };
}
function statX(events, range, names, fn, loose, user) {
  const evs = select(events, { range, names, user });
  return {
    numbers: evs.length ? [round(fn(evs), 2)] : [],
    confidence: evs.length ? conf(loose) : 'low',
    dataPoints: evs.length,
  };
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const sum2 = (evs) => round(sum(evs), 2);

// A ranked-list case: the names in order, each with its figure, and a tie check at the cut.
function ranked(build, n, { ascending = false, loose = false, numbers = true, digits = 2 } = {}) {
  const expect = (events, now) => {
    const { map, dp } = build(events, now);
    const top = rank(map, { n, ascending });
    return {
      names: top.map(([k]) => k),
      numbers: numbers ? top.map(([, v]) => round(v, digits)) : undefined,
      confidence: dp ? conf(loose) : 'low',
      dataPoints: dp,
    };
  };
  expect.tieAtCut = (events, now) => {
    const all = rank(build(events, now).map, { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}
const byNameIn = (range) => (events) => {
  const evs = select(events, { range });
  return { map: tally(evs, O.byName), dp: evs.length };
};

function compareX(events, r1, r2, names, measure = (evs) => evs.length, loose = false) {
  const a = select(events, { range: r1, names }),
    b = select(events, { range: r2, names });
  const c = O.change(round(measure(a), 2), round(measure(b), 2));
  return {
    numbers: [c.earlier, c.later, round(c.diff, 2)],
    percents: c.pct === null ? [] : [c.pct],
    confidence: a.length + b.length ? conf(loose) : 'low',
    dataPoints: a.length + b.length,
  };
}
const nUsers = (evs) => users(evs).size;

function shareEvents(events, range, names, loose) {
  const all = select(events, { range }),
    part = all.filter((e) => names.includes(e.eventName));
  return {
    numbers: [part.length],
    percents: [percent(part.length, all.length)],
    confidence: conf(loose),
    dataPoints: all.length,
  };
}
function shareUsers(events, range, names, loose) {
  const all = select(events, { range }),
    part = users(all.filter((e) => names.includes(e.eventName)));
  const u = users(all).size;
  return {
    numbers: [part.size, u],
    percents: [percent(part.size, u)],
    confidence: conf(loose),
    dataPoints: all.length,
  };
}
function convX(events, range, a, b, loose) {
  const c = O.conversion(events, range, a, b);
  const dp = select(events, { range, names: [a, b] }).length;
  return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf(loose), dataPoints: dp };
}
function lastX(events, names, user, loose, range = R.all()) {
  const evs = select(events, { names, user, range });
  const t = Math.max(...evs.map(time));
  return { names: [iso(t), hhmm(t)], confidence: conf(loose), dataPoints: evs.length };
}
const breakdown = (events, range, names, key, order = 'time') => {
  const evs = select(events, { range, names });
  const m = tally(evs, key);
  const keys = [...m.keys()].sort();
  return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: evs.length };
};

const c = (id, type, question, expect, extra = {}) => ({ id, type, question, expect, ...extra });

export const cases = [
  // ---------------------------------------------------------------- count
  c('count-01', 'count', 'How many session_booked events do we have in total?', (ev) =>
    countX(ev, R.all(), ['session_booked']),
  ),
  c('count-02', 'count', 'waiver.signed count for the last 7 days pls', (ev, now) =>
    countX(ev, R.lastDays(+now, 7), ['waiver.signed']),
  ),
  c(
    'count-03',
    'count',
    'How many Wristband Scanned events did we log yesterday? front desk says the gate felt slow',
    (ev, now) => countX(ev, R.yesterday(+now), ['WristbandScanned']),
  ),
  c('count-04', 'count', 'how many cafe orders did we get last week?', (ev, now) =>
    countX(ev, R.lastWeek(+now), ['CafeOrderPlaced'], undefined, true),
  ),
  c(
    'count-05',
    'count',
    (now) => `Number of session.cancelled events between ${iso(ago(now, 20))} and ${iso(ago(now, 14))}?`,
    (ev, now) => countX(ev, R.between(ago(now, 20), ago(now, 14)), ['session.cancelled']),
  ),
  c(
    'count-06',
    'count',
    `How many WristbandScanned events did ${P.topJumper} have last month? checking if the membership is worth it for them`,
    (ev, now) => countX(ev, R.lastMonth(+now), ['WristbandScanned'], P.topJumper),
  ),
  c(
    'count-07',
    'count',
    (now) => `party-booked count in ${mon(prevMonth(now, 1))}?`,
    (ev, now) => countX(ev, R.month(pastMon(now, 1)), ['party-booked']),
  ),
  c('count-08', 'count', 'how many foam_pit_dive events happened last week?', () => LOW, { low: true }),
  c(
    'count-09',
    'count',
    (now) => `How many session bookings (session_booked) were made on ${mdShort(ago(now, 10))}?`,
    (ev, now) => countX(ev, R.on(pastDay(now, 10)), ['session_booked']),
  ),
  c('count-10', 'count', 'app_opened events in the past 48 hours?', (ev, now) =>
    countX(ev, R.lastHours(+now, 48), ['app_opened']),
  ),
  c(
    'count-11',
    'count',
    (now) => `For the safety audit: how many injury.reported since ${dmy(prevMonth(now, 2))}?`,
    (ev, now) => countX(ev, R.since(prevMonth(now, 2), +now), ['injury.reported']),
  ),

  // ---------------------------------------------------------------- users
  c('users-01', 'users', 'How many active users did we have in the last 30 days?', (ev, now) =>
    usersX(ev, R.lastDays(+now, 30)),
  ),
  c('users-02', 'users', 'unique users with a CafeOrderPlaced last month', (ev, now) =>
    usersX(ev, R.lastMonth(+now), ['CafeOrderPlaced']),
  ),
  c('users-03', 'users', 'How many different customers have ever done party-booked?', (ev) =>
    usersX(ev, R.all(), ['party-booked']),
  ),
  c(
    'users-04',
    'users',
    'how many people signed a waiver.signed in the past week? new-visitor count for the ops standup',
    (ev, now) => usersX(ev, R.lastDays(+now, 7), ['waiver.signed']),
  ),
  c('users-05', 'users', 'How many distinct jumpers had a wristband_scanned yesterday?', (ev, now) =>
    usersX(ev, R.yesterday(+now), ['WristbandScanned']),
  ),
  c(
    'users-06',
    'users',
    (now) => `how many active users in ${mon(prevMonth(now, 2))} ${yr(prevMonth(now, 2))}?`,
    (ev, now) => usersX(ev, R.month(prevMonth(now, 2))),
  ),
  c('users-07', 'users', 'how many users did trampoline_dunk_contest last month?', () => LOW, { low: true }),
  c('users-08', 'users', 'how many members renewed their membership over the last 3 months?', (ev, now) =>
    usersX(ev, R.lastMonths(+now, 3), ['membership_renewed'], true),
  ),
  c(
    'users-09',
    'users',
    (now) => `unique users for session_booked from ${iso(ago(now, 45))} to ${iso(ago(now, 31))}`,
    (ev, now) => usersX(ev, R.between(ago(now, 45), ago(now, 31)), ['session_booked']),
  ),

  // ---------------------------------------------------------------- value
  c(
    'value-01',
    'value',
    'Total CafeOrderPlaced value last month? finance needs it for the café P&L',
    (ev, now) => statX(ev, R.lastMonth(+now), ['CafeOrderPlaced'], sum),
  ),
  c('value-02', 'value', 'whats the average session_booked value over the last 30 days', (ev, now) =>
    statX(ev, R.lastDays(+now, 30), ['session_booked'], (evs) => sum(evs) / evs.length),
  ),
  c('value-03', 'value', 'Biggest single party-booked value ever?', (ev) =>
    statX(ev, R.all(), ['party-booked'], max),
  ),
  c('value-04', 'value', 'smallest CafeOrderPlaced amount in the last 14 days', (ev, now) =>
    statX(ev, R.lastDays(+now, 14), ['CafeOrderPlaced'], min),
  ),
  c(
    'value-05',
    'value',
    'What is the median Review Submitted value over the past 60 days? (value = stars)',
    (ev, now) => statX(ev, R.lastDays(+now, 60), ['Review Submitted'], median),
  ),
  c('value-06', 'value', 'what was our revenue last month?', (ev, now) => ({
    ...statX(ev, R.lastMonth(+now), MONEY, sum),
    confidence: 'not-high',
  })),
  c(
    'value-07',
    'value',
    (now) => `sum of Grip Socks Purchased since ${mdLong(ago(now, 40))}`,
    (ev, now) => statX(ev, R.since(pastDay(now, 40), +now), ['Grip Socks Purchased'], sum),
  ),
  c(
    'value-08',
    'value',
    'mean value of injury.reported in the last 3 months — the value is the severity score',
    (ev, now) => statX(ev, R.lastMonths(+now, 3), ['injury.reported'], (evs) => sum(evs) / evs.length),
  ),
  c('value-09', 'value', `How much has ${P.partyPlanner} spent in total on party-booked?`, (ev) =>
    statX(ev, R.all(), ['party-booked'], sum, false, P.partyPlanner),
  ),
  c('value-10', 'value', 'total value of gift_card_redeemed last month?', () => LOW, { low: true }),

  // ---------------------------------------------------------------- top-events
  c('top-events-01', 'top-events', 'What are our top 5 events of all time?', ranked(byNameIn(R.all()), 5)),
  c(
    'top-events-02',
    'top-events',
    'top 3 events in the last 7 days',
    ranked((ev, now) => byNameIn(R.lastDays(+now, 7))(ev), 3),
  ),
  c(
    'top-events-03',
    'top-events',
    'Which 3 events are the least common overall?',
    ranked(byNameIn(R.all()), 3, { ascending: true }),
  ),
  c(
    'top-events-04',
    'top-events',
    'most common event last month?',
    ranked((ev, now) => byNameIn(R.lastMonth(+now))(ev), 1),
  ),
  c(
    'top-events-05',
    'top-events',
    'give me the top five actions over the last 14 days, with counts',
    ranked((ev, now) => byNameIn(R.lastDays(+now, 14))(ev), 5),
  ),
  c(
    'top-events-06',
    'top-events',
    (now) => `Top 4 events in ${mon(prevMonth(now, 2))}?`,
    ranked((ev, now) => byNameIn(R.month(pastMon(now, 2)))(ev), 4),
  ),
  c(
    'top-events-07',
    'top-events',
    'rank every event type by how often it happend in the last 30 days',
    ranked((ev, now) => byNameIn(R.lastDays(+now, 30))(ev), 11),
  ),
  c(
    'top-events-08',
    'top-events',
    'what are the 2 rarest events of the past 30 days?',
    ranked((ev, now) => byNameIn(R.lastDays(+now, 30))(ev), 2, { ascending: true }),
  ),

  // ---------------------------------------------------------------- top-users
  c(
    'top-users-01',
    'top-users',
    'Who is the most active user of all time, and how many events do they have?',
    ranked((ev) => ({ map: tally(ev, O.byUser), dp: ev.length }), 1),
  ),
  c(
    'top-users-09',
    'top-users',
    'top 3 café customers by CafeOrderPlaced value, all time? thinking of a loyalty card',
    ranked((ev) => {
      const e = select(ev, { names: ['CafeOrderPlaced'] });
      return { map: tally(e, O.byUser, O.value), dp: e.length };
    }, 3),
  ),
  c(
    'top-users-02',
    'top-users',
    'top 3 users by CafeOrderPlaced value in the last 60 days',
    ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(+now, 60), names: ['CafeOrderPlaced'] });
      return { map: tally(e, O.byUser, O.value), dp: e.length };
    }, 3),
  ),
  c(
    'top-users-03',
    'top-users',
    'who are our top 3 spenders overall?',
    ranked(
      (ev) => {
        const e = select(ev, { names: MONEY });
        return { map: tally(e, O.byUser, O.value), dp: e.length };
      },
      3,
      { loose: true },
    ),
  ),
  c(
    'top-users-04',
    'top-users',
    'Which staff member filed the most injury.reported events?',
    ranked((ev) => {
      const e = select(ev, { names: ['injury.reported'] });
      return { map: tally(e, O.byUser), dp: e.length };
    }, 1),
  ),
  c(
    'top-users-05',
    'top-users',
    'top 5 users by CafeOrderPlaced spend last month',
    ranked((ev, now) => {
      const e = select(ev, { range: R.lastMonth(+now), names: ['CafeOrderPlaced'] });
      return { map: tally(e, O.byUser, O.value), dp: e.length };
    }, 5),
  ),
  c(
    'top-users-06',
    'top-users',
    'who was the single most active user in the last 30 days?',
    ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(+now, 30) });
      return { map: tally(e, O.byUser), dp: e.length };
    }, 1),
  ),
  c(
    'top-users-07',
    'top-users',
    'Which user has the highest total party-booked value, all time? want to send them a thank-you voucher',
    ranked((ev) => {
      const e = select(ev, { names: ['party-booked'] });
      return { map: tally(e, O.byUser, O.value), dp: e.length };
    }, 1),
  ),
  c(
    'top-users-08',
    'top-users',
    'top 3 users by session_booked value in the last 90 days',
    ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(+now, 90), names: ['session_booked'] });
      return { map: tally(e, O.byUser, O.value), dp: e.length };
    }, 3),
  ),

  // ---------------------------------------------------------------- user
  c('user-01', 'user', `How many events does ${P.topJumper} have?`, (ev) =>
    countX(ev, R.all(), undefined, P.topJumper),
  ),
  c('user-02', 'user', `when was ${P.newcomer} first seen?`, (ev) => {
    const e = select(ev, { user: P.newcomer });
    const t = Math.min(...e.map(time));
    return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: e.length };
  }),
  c(
    'user-03',
    'user',
    `Customer ${P.churner} called asking about their membership — when did we last see them?`,
    (ev) => {
      const e = select(ev, { user: P.churner });
      const t = Math.max(...e.map(time));
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: e.length };
    },
  ),
  c('user-04', 'user', `which event types has ${P.partyPlanner} used?`, (ev) => {
    const e = select(ev, { user: P.partyPlanner });
    return {
      names: [...new Set(e.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: e.length,
    };
  }),
  c('user-05', 'user', `show me everything ${NOBODY} did`, () => LOW, { low: true }),
  c('user-06', 'user', `how many events did ${P.topJumper} have in the last 7 days`, (ev, now) =>
    countX(ev, R.lastDays(+now, 7), undefined, P.topJumper),
  ),
  c(
    'user-07',
    'user',
    `How many injury.reported events has ${P.headStaff} filed, and when was the latest one?`,
    (ev) => {
      const e = select(ev, { user: P.headStaff, names: ['injury.reported'] });
      const t = Math.max(...e.map(time));
      return { numbers: [e.length], names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: e.length };
    },
  ),
  c('user-08', 'user', `what was the most recent event for ${P.churner}?`, (ev) => {
    const e = O.newestFirst(select(ev, { user: P.churner }));
    return { names: [e[0].eventName, iso(time(e[0]))], confidence: 'high', dataPoints: e.length };
  }),
  c('user-09', 'user', `${P.newcomer} — how many events so far, and which event names?`, (ev) => {
    const e = select(ev, { user: P.newcomer });
    return {
      numbers: [e.length],
      names: [...new Set(e.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: e.length,
    };
  }),

  // ---------------------------------------------------------------- breakdown
  c(
    'breakdown-01',
    'breakdown',
    'Which weekday has the most WristbandScanned events?',
    ranked((ev) => {
      const e = select(ev, { names: ['WristbandScanned'] });
      return { map: tally(e, O.byWeekday), dp: e.length };
    }, 1),
  ),
  c(
    'breakdown-02',
    'breakdown',
    'busiest hour of the day for WristbandScanned? deciding when to put two people on the gate',
    ranked((ev) => {
      const e = select(ev, { names: ['WristbandScanned'] });
      return { map: tally(e, O.byHour), dp: e.length };
    }, 1),
  ),
  c(
    'breakdown-03',
    'breakdown',
    'session.cancelled per day over the last 30 days — which day had the most?',
    ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(+now, 30), names: ['session.cancelled'] });
      return { map: tally(e, O.byDay), dp: e.length };
    }, 1),
  ),
  c(
    'breakdown-04',
    'breakdown',
    (now) =>
      `session_booked by month for ${mon(prevMonth(now, 2))} and ${mon(prevMonth(now, 1))} ${yr(prevMonth(now, 1))}`,
    (ev, now) =>
      breakdown(ev, { from: prevMonth(now, 2), to: O.monthStart(+now) }, ['session_booked'], O.byMonth),
  ),
  c(
    'breakdown-05',
    'breakdown',
    (now) =>
      `weekly WristbandScanned counts from ${iso(O.weekStart(+now) - 28 * DAY)} to ${iso(O.weekStart(+now) - DAY)}`,
    (ev, now) =>
      breakdown(
        ev,
        { from: O.weekStart(+now) - 28 * DAY, to: O.weekStart(+now) },
        ['WristbandScanned'],
        O.byWeek,
      ),
  ),
  c(
    'breakdown-06',
    'breakdown',
    'Which day of the week is quietest for session_booked in the last 8 weeks?',
    ranked(
      (ev, now) => {
        const e = select(ev, { range: R.lastWeeks(+now, 8), names: ['session_booked'] });
        return { map: tally(e, O.byWeekday), dp: e.length };
      },
      1,
      { ascending: true },
    ),
  ),
  c('breakdown-07', 'breakdown', 'daily app_opened counts for last week', (ev, now) =>
    breakdown(ev, R.lastWeek(+now), ['app_opened'], O.byDay),
  ),
  c(
    'breakdown-08',
    'breakdown',
    'top 3 hours of the day by CafeOrderPlaced value over the last 30 days — planning café staffing',
    ranked((ev, now) => {
      const e = select(ev, { range: R.lastDays(+now, 30), names: ['CafeOrderPlaced'] });
      return { map: tally(e, O.byHour, O.value), dp: e.length };
    }, 3),
  ),

  // ---------------------------------------------------------------- compare
  c('compare-01', 'compare', 'WristbandScanned last week vs the week before?', (ev, now) =>
    compareX(ev, { from: O.weekStart(+now) - 14 * DAY, to: O.weekStart(+now) - 7 * DAY }, R.lastWeek(+now), [
      'WristbandScanned',
    ]),
  ),
  c(
    'compare-02',
    'compare',
    'session_booked in the last 30 days compared with the 30 days before that',
    (ev, now) =>
      compareX(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, R.lastDays(+now, 30), ['session_booked']),
  ),
  c(
    'compare-03',
    'compare',
    'For the board deck: CafeOrderPlaced last month vs the month before, with % change',
    (ev, now) => compareX(ev, R.month(prevMonth(now, 2)), R.lastMonth(+now), ['CafeOrderPlaced']),
  ),
  c(
    'compare-04',
    'compare',
    'is membership_renewed growing? last 4 weeks vs the previous 4 weeks',
    (ev, now) =>
      compareX(ev, { from: +now - 56 * DAY, to: +now - 28 * DAY }, R.lastWeeks(+now, 4), [
        'membership_renewed',
      ]),
  ),
  c('compare-05', 'compare', 'active users in the past 14 days vs the 14 days before', (ev, now) =>
    compareX(ev, { from: +now - 28 * DAY, to: +now - 14 * DAY }, R.lastDays(+now, 14), undefined, nUsers),
  ),
  c(
    'compare-06',
    'compare',
    (now) => `total party-booked value in ${mon(prevMonth(now, 2))} vs ${mon(prevMonth(now, 1))}?`,
    (ev, now) => compareX(ev, R.month(pastMon(now, 2)), R.month(pastMon(now, 1)), ['party-booked'], sum),
  ),
  c(
    'compare-07',
    'compare',
    'how did revenue over the last 30 days compare to the prior 30 days?',
    (ev, now) =>
      compareX(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, R.lastDays(+now, 30), MONEY, sum, true),
  ),
  c(
    'compare-08',
    'compare',
    'Grip Socks Purchased: last 30 days compared to the 30 days before, up or down?',
    (ev, now) =>
      compareX(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, R.lastDays(+now, 30), [
        'Grip Socks Purchased',
      ]),
  ),

  // ---------------------------------------------------------------- share
  c('share-01', 'share', 'What percentage of all events are WristbandScanned?', (ev) =>
    shareEvents(ev, R.all(), ['WristbandScanned']),
  ),
  c('share-02', 'share', 'share of app_opened among all events in the last 30 days?', (ev, now) =>
    shareEvents(ev, R.lastDays(+now, 30), ['app_opened']),
  ),
  c('share-03', 'share', 'what % of active users in the last 30 days did a CafeOrderPlaced?', (ev, now) =>
    shareUsers(ev, R.lastDays(+now, 30), ['CafeOrderPlaced']),
  ),
  c('share-04', 'share', 'Of the users active last month, what percent did party-booked?', (ev, now) =>
    shareUsers(ev, R.lastMonth(+now), ['party-booked']),
  ),
  c(
    'share-05',
    'share',
    "what fraction of last week's events were session.cancelled, as a percentage",
    (ev, now) => shareEvents(ev, R.lastWeek(+now), ['session.cancelled']),
  ),
  c('share-06', 'share', 'percentage of all users who ever did Review Submitted', (ev) =>
    shareUsers(ev, R.all(), ['Review Submitted']),
  ),
  c('share-07', 'share', 'what share of our visitors bought grip socks in the last 2 months?', (ev, now) =>
    shareUsers(ev, R.lastMonths(+now, 2), ['Grip Socks Purchased'], true),
  ),
  c('share-08', 'share', 'yesterday, what percentage of events were CafeOrderPlaced?', (ev, now) =>
    shareEvents(ev, R.yesterday(+now), ['CafeOrderPlaced']),
  ),

  // ---------------------------------------------------------------- conversion
  c(
    'conversion-01',
    'conversion',
    'Of users who did waiver.signed, how many later did session_booked?',
    (ev) => convX(ev, R.all(), 'waiver.signed', 'session_booked'),
  ),
  c(
    'conversion-02',
    'conversion',
    'conversion from session_booked to WristbandScanned in the last 30 days',
    (ev, now) => convX(ev, R.lastDays(+now, 30), 'session_booked', 'WristbandScanned'),
  ),
  c(
    'conversion-03',
    'conversion',
    'what % of people who had app_opened went on to party-booked, last 60 days?',
    (ev, now) => convX(ev, R.lastDays(+now, 60), 'app_opened', 'party-booked'),
  ),
  c(
    'conversion-04',
    'conversion',
    'WristbandScanned -> CafeOrderPlaced conversion over the past 7 days',
    (ev, now) => convX(ev, R.lastDays(+now, 7), 'WristbandScanned', 'CafeOrderPlaced'),
  ),
  c(
    'conversion-05',
    'conversion',
    'Last month: of users with a WristbandScanned, how many then did Review Submitted?',
    (ev, now) => convX(ev, R.lastMonth(+now), 'WristbandScanned', 'Review Submitted'),
  ),
  c(
    'conversion-06',
    'conversion',
    'of users who did session_booked in the last 30 days, what share did session.cancelled afterwards?',
    (ev, now) => convX(ev, R.lastDays(+now, 30), 'session_booked', 'session.cancelled'),
  ),
  c(
    'conversion-07',
    'conversion',
    'how many waiver.signed users went on to membership_renewed? all time',
    (ev) => convX(ev, R.all(), 'waiver.signed', 'membership_renewed'),
  ),
  c(
    'conversion-08',
    'conversion',
    'of people who got scanned in over the past 2 weeks, how many bought socks afterwards?',
    (ev, now) => convX(ev, R.lastDays(+now, 14), 'WristbandScanned', 'Grip Socks Purchased', true),
  ),

  // ---------------------------------------------------------------- churn
  c(
    'churn-01',
    'churn',
    (now) => `How many users were active in ${mon(prevMonth(now, 2))} but not in ${mon(prevMonth(now, 1))}?`,
    (ev, now) => {
      const n = O.churned(ev, R.month(pastMon(now, 2)), R.month(pastMon(now, 1))).length;
      return { numbers: [n], confidence: 'high' };
    },
  ),
  c(
    'churn-02',
    'churn',
    'users active 31-60 days ago who have not been active in the last 30 days — how many?',
    (ev, now) => {
      const n = O.churned(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, R.lastDays(+now, 30)).length;
      return { numbers: [n], confidence: 'high' };
    },
  ),
  c('churn-03', 'churn', 'how many new users in the last 7 days?', (ev, now) => ({
    numbers: [O.newUsers(ev, R.lastDays(+now, 7)).length],
    confidence: 'high',
  })),
  c('churn-04', 'churn', 'New users last month?', (ev, now) => ({
    numbers: [O.newUsers(ev, R.lastMonth(+now)).length],
    confidence: 'high',
  })),
  c(
    'churn-05',
    'churn',
    (now) => `how many brand-new customers since ${mdShort(ago(now, 21))}?`,
    (ev, now) => ({ numbers: [O.newUsers(ev, R.since(pastDay(now, 21), +now)).length], confidence: 'high' }),
  ),
  c(
    'churn-06',
    'churn',
    (now) =>
      `How many users were active between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} and have had no activity since ${iso(ago(now, 30))}?`,
    (ev, now) => {
      const n = O.churned(ev, R.between(ago(now, 60), ago(now, 31)), R.since(ago(now, 30), +now)).length;
      return { numbers: [n], confidence: 'high' };
    },
  ),
  c(
    'churn-07',
    'churn',
    (now) => `new users between ${mdLong(ago(now, 50))} and ${mdLong(ago(now, 36))}`,
    (ev, now) => ({
      numbers: [O.newUsers(ev, R.between(pastDay(now, 50), pastDay(now, 36))).length],
      confidence: 'high',
    }),
  ),
  c(
    'churn-08',
    'churn',
    (now) =>
      `churn check: users active in ${mon(prevMonth(now, 3))} who did nothing in ${mon(prevMonth(now, 1))}`,
    (ev, now) => {
      const n = O.churned(ev, R.month(pastMon(now, 3)), R.month(pastMon(now, 1))).length;
      return { numbers: [n], confidence: 'high' };
    },
  ),

  // ---------------------------------------------------------------- recency
  c('recency-01', 'recency', 'When was the last party-booked?', (ev) => lastX(ev, ['party-booked'])),
  c('recency-02', 'recency', 'when was the most recent injury.reported? need it for the incident log', (ev) =>
    lastX(ev, ['injury.reported']),
  ),
  c('recency-03', 'recency', 'has anyone done membership_renewed in the last 7 days?', (ev, now) =>
    countX(ev, R.lastDays(+now, 7), ['membership_renewed']),
  ),
  c('recency-04', 'recency', `When did ${P.churner} last have a WristbandScanned?`, (ev) =>
    lastX(ev, ['WristbandScanned'], P.churner),
  ),
  c('recency-05', 'recency', 'last session.cancelled — when?', (ev) => lastX(ev, ['session.cancelled'])),
  c('recency-06', 'recency', 'when did someone last do backflip_attempt?', () => LOW, { low: true }),
  c('recency-07', 'recency', 'When was the latest Review Submitted?', (ev) =>
    lastX(ev, ['Review Submitted']),
  ),
  c('recency-08', 'recency', 'when did we last sell grip socks?', (ev) =>
    lastX(ev, ['Grip Socks Purchased'], undefined, true),
  ),
  c('recency-09', 'recency', `when was ${NOBODY} last active?`, () => LOW, { low: true }),

  // ---------------------------------------------------------------- catalogue
  c('catalogue-01', 'catalogue', 'Which event names exist in our data?', (ev) => ({
    names: [...new Set(ev.map(O.byName))],
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('catalogue-02', 'catalogue', 'how many users do we have overall?', (ev) => ({
    numbers: [users(ev).size],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('catalogue-03', 'catalogue', 'total number of events stored?', (ev) => ({
    numbers: [ev.length],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('catalogue-04', 'catalogue', 'How many distinct event types are we tracking?', (ev) => ({
    numbers: [new Set(ev.map(O.byName)).size],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c(
    'catalogue-05',
    'catalogue',
    'quick overview for the new investor: how many users and how many events do we have in total?',
    (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  ),
  c('catalogue-06', 'catalogue', 'list all the event typse we track pls', (ev) => ({
    names: [...new Set(ev.map(O.byName))],
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('catalogue-07', 'catalogue', 'do we have an event for injuries? what is it called?', (ev) => ({
    names: ['injury.reported'],
    confidence: 'not-high',
    dataPoints: ev.length,
  })),

  // ---------------------------------------------------------------- other
  c(
    'other-01',
    'other',
    'What will the weather be on Saturday? deciding whether to open the outdoor area',
    () => LOW,
  ),
  c('other-02', 'other', 'how many staff hours did we schedule last week?', () => LOW),
  c('other-03', 'other', 'When is the next trampoline spring inspection due?', () => LOW),
  c('other-04', 'other', 'predict how many birthday parties we will get next December', () => LOW),
  c('other-05', 'other', 'Why did people stop coming on Tuesdays?', () => LOW),
  c('other-06', 'other', 'how many grip socks do we have left in the storeroom?', () => LOW),
  c('other-07', 'other', 'what do competing trampoline parks charge for a 60 minute jump?', () => LOW),
  c('other-08', 'other', 'how much did we pay the foam supplier last quarter?', () => LOW),
  c('other-09', 'other', 'What is the maximum weight limit for the big airbag?', () => LOW),
];
