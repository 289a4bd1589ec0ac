/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES } from './data.mjs';

const { ranges: R, select, DAY } = O;
const P = PERSONAS;
const T = (now) => +now;
const MON3 = O.MONTHS.map((m) => m.slice(0, 3));
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const dAgo = (now, k) => O.dayStart(T(now)) - k * DAY;
const md = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`; // November 3
const mdShort = (t) => `${MON3[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`; // Nov 3rd
const dm = (t) => `${ord(new Date(t).getUTCDate())} of ${O.MONTHS[new Date(t).getUTCMonth()]}`; // 3rd of November
const iso = (t) => O.isoDay(t);
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const monthBack = (now, k) => O.monthStart(T(now), -k); // start of the calendar month k months back
const INCIDENT = 18;

// ---- expectation builders ----------------------------------------------------------
const low = () => ({ confidence: 'low', dataPoints: 0 });
const conf = (loose) => (loose ? 'not-high' : 'high');
function countX(events, q, loose) {
  const evs = select(events, q);
  if (!evs.length) return low();
  return { numbers: [evs.length], confidence: conf(loose), dataPoints: evs.length };
}
function usersX(events, q, loose) {
  const evs = select(events, q);
  if (!evs.length) return low();
  return { numbers: [O.users(evs).size], confidence: conf(loose), dataPoints: evs.length };
}
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
function valueX(events, q, how, loose) {
  const evs = select(events, q);
  if (!evs.length) return low();
  const f = {
    sum: (e) => O.round(O.sum(e), 2),
    avg: O.avg,
    min: O.min,
    max: O.max,
    median: (e) => O.round(median(e), 2),
  }[how];
  return { numbers: [f(evs)], confidence: conf(loose), dataPoints: evs.length };
}
function ranked(map, n, ascending) {
  return O.rank(map, { n, ascending });
}
function tieAt(map, n, ascending) {
  const all = O.rank(map, { ascending });
  return all.length > n && all[n - 1][1] === all[n][1];
}
function topX(events, q, key, n, { ascending = false, measure, loose } = {}) {
  const evs = select(events, q);
  if (!evs.length) return low();
  const list = ranked(O.tally(evs, key, measure), n, ascending);
  return {
    names: list.map(([k]) => k),
    numbers: list.map(([, v]) => O.round(v, 2)),
    confidence: conf(loose),
    dataPoints: evs.length,
  };
}
function topCase(id, type, question, q, key, n, opts = {}) {
  const expect = (events, now) => topX(events, q(now), key, n, opts);
  expect.tieAtCut = (events, now) =>
    tieAt(O.tally(select(events, q(now)), key, opts.measure), n, opts.ascending);
  return { id, type, question, expect };
}
function compareX(events, qa, qb, measure = 'count', loose) {
  const a = select(events, qa),
    b = select(events, qb);
  if (!a.length && !b.length) return low();
  const f =
    measure === 'users'
      ? (e) => O.users(e).size
      : measure === 'sum'
        ? (e) => O.round(O.sum(e), 2)
        : (e) => e.length;
  const c = O.change(f(a), f(b));
  const x = {
    numbers: [c.earlier, c.later, O.round(c.diff, 2)],
    confidence: conf(loose),
    dataPoints: a.length + b.length,
  };
  if (c.pct !== null) x.percents = [c.pct];
  return x;
}
function shareEventsX(events, range, names, loose) {
  const all = select(events, { range });
  if (!all.length) return low();
  const part = all.filter((e) => names.includes(e.eventName)).length;
  return {
    numbers: [part],
    percents: [O.percent(part, all.length)],
    confidence: conf(loose),
    dataPoints: all.length,
  };
}
function shareUsersX(events, range, names, loose) {
  const all = select(events, { range });
  if (!all.length) return low();
  const act = O.users(all).size,
    did = O.users(all.filter((e) => names.includes(e.eventName))).size;
  return {
    numbers: [did, act],
    percents: [O.percent(did, act)],
    confidence: conf(loose),
    dataPoints: all.length,
  };
}
function convX(events, range, a, b, loose) {
  const c = O.conversion(events, range, a, b);
  if (!c.did) return low();
  const dp = select(events, { range, names: [a, b] }).length;
  return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf(loose), dataPoints: dp };
}
function lastX(events, q) {
  const evs = select(events, q);
  if (!evs.length) return low();
  return { names: [iso(O.time(O.newestFirst(evs)[0]))], confidence: 'high', dataPoints: evs.length };
}
const busiest = (id, question, q, key, opts = {}) => topCase(id, 'breakdown', question, q, key, 1, opts);

// ---- cases ------------------------------------------------------------------------
export const cases = [
  // ===== count =====
  {
    id: 'count-01',
    type: 'count',
    question: 'How many gantry.pass events do we have in total?',
    expect: (ev) => countX(ev, { names: ['gantry.pass'] }),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'total number of events in the last 7 days pls',
    expect: (ev, now) => countX(ev, { range: R.lastDays(T(now), 7) }),
  },
  {
    id: 'count-03',
    type: 'count',
    question:
      'How many plate-read-failed did we log in the last 7 days? Ops is asking after the camera complaints.',
    expect: (ev, now) => countX(ev, { range: R.lastDays(T(now), 7), names: ['plate-read-failed'] }),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'number of top-ups last month',
    expect: (ev, now) => countX(ev, { range: R.lastMonth(T(now)), names: ['TopUp'] }),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'How many low balance warnings went out last week?',
    expect: (ev, now) => countX(ev, { range: R.lastWeek(T(now)), names: ['Low Balance Warning'] }),
  },
  {
    id: 'count-06',
    type: 'count',
    question: `how many gantry.pass events for ${P.topCommuter} over the past 30 days`,
    expect: (ev, now) =>
      countX(ev, { range: R.lastDays(T(now), 30), names: ['gantry.pass'], user: P.topCommuter }),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) => `Count of tag_issued between ${iso(dAgo(now, 40))} and ${iso(dAgo(now, 20))}?`,
    expect: (ev, now) =>
      countX(ev, { range: R.between(dAgo(now, 40), dAgo(now, 20)), names: ['tag_issued'] }),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `account.login count since ${md(dAgo(now, 25))}`,
    expect: (ev, now) => countX(ev, { range: R.since(dAgo(now, 25), T(now)), names: ['account.login'] }),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `How many dispute_opened events were there before ${dm(dAgo(now, 30))}?`,
    expect: (ev, now) => countX(ev, { range: R.before(dAgo(now, 30)), names: ['dispute_opened'] }),
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'how many toll charges did the gantries make in the last 24 hours?',
    expect: (ev, now) => countX(ev, { range: R.lastHours(T(now), 24), names: ['gantry.pass'] }, true),
  },
  {
    id: 'count-11',
    type: 'count',
    low: true,
    question: 'How many vehicle_registered events happened last month?',
    expect: () => low(),
  },

  // ===== users =====
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique drivers were active in the last 30 days?',
    expect: (ev, now) => usersX(ev, { range: R.lastDays(T(now), 30) }),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'how many different people did a TopUp in the last 3 weeks',
    expect: (ev, now) => usersX(ev, { range: R.lastWeeks(T(now), 3), names: ['TopUp'] }),
  },
  {
    id: 'users-03',
    type: 'users',
    question: (now) =>
      `On ${mdShort(dAgo(now, INCIDENT))} the north cameras were down — how many distinct users got a plate-read-failed that day?`,
    expect: (ev, now) => usersX(ev, { range: R.on(dAgo(now, INCIDENT)), names: ['plate-read-failed'] }),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'active users yesterday?',
    expect: (ev, now) => usersX(ev, { range: R.yesterday(T(now)) }),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'How many customers had at least one gantry.pass last week',
    expect: (ev, now) => usersX(ev, { range: R.lastWeek(T(now)), names: ['gantry.pass'] }),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'How many account holders have ever opened a dispute (dispute_opened)?',
    expect: (ev) => usersX(ev, { names: ['dispute_opened'] }),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'For the board deck: number of active users over the past 2 months.',
    expect: (ev, now) => usersX(ev, { range: R.lastMonths(T(now), 2) }),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'how many drivers reloaded their balance in the past 14 days?',
    expect: (ev, now) => usersX(ev, { range: R.lastDays(T(now), 14), names: ['TopUp'] }, true),
  },

  // ===== value =====
  {
    id: 'value-01',
    type: 'value',
    question: 'What was the total value of gantry.pass last month?',
    expect: (ev, now) => valueX(ev, { range: R.lastMonth(T(now)), names: ['gantry.pass'] }, 'sum'),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average TopUp amount, all time',
    expect: (ev) => valueX(ev, { names: ['TopUp'] }, 'avg'),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Biggest single gantry.pass charge in the past 7 days?',
    expect: (ev, now) => valueX(ev, { range: R.lastDays(T(now), 7), names: ['gantry.pass'] }, 'max'),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'what is the minimum value on a Low Balance Warning? want to know how far negative balances go',
    expect: (ev) => valueX(ev, { names: ['Low Balance Warning'] }, 'min'),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'Median dispute_opened amount across all disputes we have on file?',
    expect: (ev) => valueX(ev, { names: ['dispute_opened'] }, 'median'),
  },
  {
    id: 'value-06',
    type: 'value',
    question: (now) => `Finance here: sum of InvoiceSent in ${monthName(monthBack(now, 1))}, please.`,
    expect: (ev, now) =>
      valueX(
        ev,
        {
          range: R.month(O.pastMonth(T(now), new Date(monthBack(now, 1)).getUTCMonth())),
          names: ['InvoiceSent'],
        },
        'sum',
      ),
  },
  {
    id: 'value-07',
    type: 'value',
    question: `mean gantry.pass value for ${P.hauler}? they run a truck so it should be high`,
    expect: (ev) => valueX(ev, { names: ['gantry.pass'], user: P.hauler }, 'avg'),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'How much was topped up in total (TopUp) in the last 3 months?',
    expect: (ev, now) => valueX(ev, { range: R.lastMonths(T(now), 3), names: ['TopUp'] }, 'sum'),
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'how much money did drivers put on their accounts via recharges in the last 30 days?',
    expect: (ev, now) => valueX(ev, { range: R.lastDays(T(now), 30), names: ['TopUp'] }, 'sum', true),
  },
  {
    id: 'value-10',
    type: 'value',
    question: (now) => `how much have we charged in gantry.pass value since ${dm(monthBack(now, 2))}?`,
    expect: (ev, now) =>
      valueX(ev, { range: R.since(monthBack(now, 2), T(now)), names: ['gantry.pass'] }, 'sum'),
  },
  {
    id: 'value-11',
    type: 'value',
    question: 'Total refunded through dispute.resolved, all time?',
    expect: (ev) => valueX(ev, { names: ['dispute.resolved'] }, 'sum'),
  },

  // ===== top-events =====
  topCase('top-events-01', 'top-events', 'What are the most common events?', () => ({}), O.byName, 5),
  topCase(
    'top-events-02',
    'top-events',
    'top 3 events in the past 7 days',
    (now) => ({ range: R.lastDays(T(now), 7) }),
    O.byName,
    3,
  ),
  topCase(
    'top-events-03',
    'top-events',
    'Which 2 events are the least common overall?',
    () => ({}),
    O.byName,
    2,
    { ascending: true },
  ),
  topCase(
    'top-events-04',
    'top-events',
    'most frequent event yesterday?',
    (now) => ({ range: R.yesterday(T(now)) }),
    O.byName,
    1,
  ),
  topCase(
    'top-events-05',
    'top-events',
    `What does ${P.disputer} do most? top 3 event names for that account`,
    () => ({ user: P.disputer }),
    O.byName,
    3,
  ),
  topCase(
    'top-events-06',
    'top-events',
    'Top 2 events this month so far',
    (now) => ({ range: R.thisMonth(T(now)) }),
    O.byName,
    2,
  ),
  topCase(
    'top-events-07',
    'top-events',
    (now) => `what were the 2 most common events on ${iso(dAgo(now, INCIDENT))}? (that was the outage day)`,
    (now) => ({ range: R.on(dAgo(now, INCIDENT)) }),
    O.byName,
    2,
  ),
  topCase(
    'top-events-08',
    'top-events',
    'top 2 events last month',
    (now) => ({ range: R.lastMonth(T(now)) }),
    O.byName,
    2,
  ),

  // ===== top-users =====
  topCase(
    'top-users-01',
    'top-users',
    'Who is our single most active user by number of events?',
    () => ({}),
    O.byUser,
    1,
  ),
  topCase(
    'top-users-02',
    'top-users',
    'Top 3 accounts by total gantry.pass value',
    () => ({ names: ['gantry.pass'] }),
    O.byUser,
    3,
    { measure: O.value },
  ),
  topCase(
    'top-users-03',
    'top-users',
    'which user topped up the most money (TopUp value) in the last 30 days?',
    (now) => ({ range: R.lastDays(T(now), 30), names: ['TopUp'] }),
    O.byUser,
    1,
    { measure: O.value },
  ),
  topCase(
    'top-users-04',
    'top-users',
    'most active driver last week?',
    (now) => ({ range: R.lastWeek(T(now)) }),
    O.byUser,
    1,
  ),
  topCase(
    'top-users-05',
    'top-users',
    'most active user last month by event count?',
    (now) => ({ range: R.lastMonth(T(now)) }),
    O.byUser,
    1,
  ),
  topCase(
    'top-users-06',
    'top-users',
    'Which account has the most plate-read-failed events? they might need a new tag',
    () => ({ names: ['plate-read-failed'] }),
    O.byUser,
    1,
  ),
  topCase(
    'top-users-07',
    'top-users',
    'who got the most Low Balance Warning events? just the top account',
    () => ({ names: ['Low Balance Warning'] }),
    O.byUser,
    1,
  ),
  topCase(
    'top-users-08',
    'top-users',
    'who drives through our gantries the most?',
    () => ({ names: ['gantry.pass'] }),
    O.byUser,
    1,
    { loose: true },
  ),

  // ===== user =====
  {
    id: 'user-01',
    type: 'user',
    question: `how many events does ${P.topCommuter} have?`,
    expect: (ev) => countX(ev, { user: P.topCommuter }),
  },
  {
    id: 'user-02',
    type: 'user',
    question: `When was ${P.newcomer} first seen?`,
    expect: (ev) => {
      const x = select(ev, { user: P.newcomer });
      return { names: [iso(O.time(x[0]))], confidence: 'high', dataPoints: x.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: `Support ticket: when did ${P.churner} last do anything on their account?`,
    expect: (ev) => {
      const x = select(ev, { user: P.churner });
      return { names: [iso(O.time(O.newestFirst(x)[0]))], confidence: 'high', dataPoints: x.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    low: true,
    question: `did ${P.churner} do anything in the last 30 days?`,
    expect: (ev, now) => countX(ev, { range: R.lastDays(T(now), 30), user: P.churner }),
  },
  {
    id: 'user-05',
    type: 'user',
    question: `Which event names has ${P.disputer} used?`,
    expect: (ev) => {
      const x = select(ev, { user: P.disputer });
      return {
        names: [...new Set(x.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: x.length,
      };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: `show me the 3 most recent events for ${P.hauler}`,
    expect: (ev) => {
      const x = select(ev, { user: P.hauler });
      return { names: O.newestFirst(x).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: x.length };
    },
  },
  {
    id: 'user-07',
    type: 'user',
    question: `How many Low Balance Warning events has ${P.lowBalance} had in the last 2 months? customer says they never get them`,
    expect: (ev, now) =>
      countX(ev, { range: R.lastMonths(T(now), 2), names: ['Low Balance Warning'], user: P.lowBalance }),
  },
  { id: 'user-08', type: 'user', low: true, question: `what has ${NOBODY} been up to?`, expect: () => low() },
  {
    id: 'user-09',
    type: 'user',
    question: `${P.topCommuter}: number of events in the past week`,
    expect: (ev, now) => countX(ev, { range: R.lastDays(T(now), 7), user: P.topCommuter }),
  },

  // ===== breakdown =====
  busiest(
    'breakdown-01',
    'Which weekday has the most gantry.pass events?',
    () => ({ names: ['gantry.pass'] }),
    O.byWeekday,
  ),
  busiest(
    'breakdown-02',
    'busiest hour of the day for gantry.pass (UTC)?',
    () => ({ names: ['gantry.pass'] }),
    O.byHour,
  ),
  busiest(
    'breakdown-03',
    'In the last 30 days, which day had the most plate-read-failed events?',
    (now) => ({ range: R.lastDays(T(now), 30), names: ['plate-read-failed'] }),
    O.byDay,
  ),
  busiest(
    'breakdown-04',
    'what was the busiest hour of the day last month, counting all events?',
    (now) => ({ range: R.lastMonth(T(now)) }),
    O.byHour,
  ),
  busiest(
    'breakdown-05',
    'Quietest weekday for gantry.pass traffic?',
    () => ({ names: ['gantry.pass'] }),
    O.byWeekday,
    { ascending: true },
  ),
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: (now) => {
      const m = O.weekStart(T(now)) - 3 * O.WEEK;
      return `weekly gantry.pass counts since Monday ${iso(m)}, week by week`;
    },
    expect: (ev, now) => {
      const r = R.since(O.weekStart(T(now)) - 3 * O.WEEK, T(now));
      const evs = select(ev, { range: r, names: ['gantry.pass'] });
      const m = [...O.tally(evs, O.byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: (now) => `TopUp count per day between ${md(dAgo(now, 6))} and ${md(dAgo(now, 4))}`,
    expect: (ev, now) => {
      const evs = select(ev, { range: R.between(dAgo(now, 6), dAgo(now, 4)), names: ['TopUp'] });
      const m = [...O.tally(evs, O.byDay)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  busiest(
    'breakdown-08',
    'which month had the highest total TopUp value in the past 3 months?',
    (now) => ({ range: R.lastMonths(T(now), 3), names: ['TopUp'] }),
    O.byMonth,
    { measure: O.value },
  ),
  busiest(
    'breakdown-09',
    'Which ISO week in the last 8 weeks had the most gantry.pass events?',
    (now) => ({ range: R.lastWeeks(T(now), 8), names: ['gantry.pass'] }),
    O.byWeek,
  ),

  // ===== compare =====
  {
    id: 'compare-01',
    type: 'compare',
    question: 'Events in the last 3 weeks vs the 3 weeks before — up or down?',
    expect: (ev, now) =>
      compareX(
        ev,
        { range: { from: T(now) - 6 * O.WEEK, to: T(now) - 3 * O.WEEK } },
        { range: R.lastWeeks(T(now), 3) },
      ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) => `TopUp value: ${monthName(monthBack(now, 2))} vs ${monthName(monthBack(now, 1))}?`,
    expect: (ev, now) =>
      compareX(
        ev,
        { range: R.month(monthBack(now, 2)), names: ['TopUp'] },
        { range: R.month(monthBack(now, 1)), names: ['TopUp'] },
        'sum',
      ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'active users: past 30 days compared with the 30 days before that',
    expect: (ev, now) =>
      compareX(
        ev,
        { range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY } },
        { range: R.lastDays(T(now), 30) },
        'users',
      ),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'plate-read-failed in the last 14 days vs the previous 14 days — did the camera fix help?',
    expect: (ev, now) =>
      compareX(
        ev,
        { range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, names: ['plate-read-failed'] },
        { range: R.lastDays(T(now), 14), names: ['plate-read-failed'] },
      ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'is tag_issued growing? last 30 days versus the 30 days before',
    expect: (ev, now) =>
      compareX(
        ev,
        { range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: ['tag_issued'] },
        { range: R.lastDays(T(now), 30), names: ['tag_issued'] },
      ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'total gantry.pass value yesterday compared to the day before?',
    expect: (ev, now) =>
      compareX(
        ev,
        {
          range: { from: O.dayStart(T(now)) - 2 * DAY, to: O.dayStart(T(now)) - DAY },
          names: ['gantry.pass'],
        },
        { range: R.yesterday(T(now)), names: ['gantry.pass'] },
        'sum',
      ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'account.login over the past 4 weeks vs the 4 weeks before, are more people using the app?',
    expect: (ev, now) =>
      compareX(
        ev,
        { range: { from: T(now) - 8 * O.WEEK, to: T(now) - 4 * O.WEEK }, names: ['account.login'] },
        { range: R.lastWeeks(T(now), 4), names: ['account.login'] },
      ),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: (now) =>
      `Low Balance Warning count in ${MON3[new Date(monthBack(now, 3)).getUTCMonth()]} ${new Date(monthBack(now, 3)).getUTCFullYear()} versus ${monthName(monthBack(now, 2))} ${new Date(monthBack(now, 2)).getUTCFullYear()}`,
    expect: (ev, now) =>
      compareX(
        ev,
        { range: R.month(monthBack(now, 3)), names: ['Low Balance Warning'] },
        { range: R.month(monthBack(now, 2)), names: ['Low Balance Warning'] },
      ),
  },
  {
    id: 'compare-09',
    type: 'compare',
    question: 'toll income from gantries this past week vs the week before?',
    expect: (ev, now) =>
      compareX(
        ev,
        { range: { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY }, names: ['gantry.pass'] },
        { range: R.lastDays(T(now), 7), names: ['gantry.pass'] },
        'sum',
        true,
      ),
  },

  // ===== share =====
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are gantry.pass?',
    expect: (ev) => shareEventsX(ev, R.all(), ['gantry.pass']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'share of events in the last 7 days that were plate-read-failed',
    expect: (ev, now) => shareEventsX(ev, R.lastDays(T(now), 7), ['plate-read-failed']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'Of the users active in the last 30 days, what % did a TopUp?',
    expect: (ev, now) => shareUsersX(ev, R.lastDays(T(now), 30), ['TopUp']),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'what percent of our drivers have ever had a dispute_opened?',
    expect: (ev) => shareUsersX(ev, R.all(), ['dispute_opened']),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'Yesterday, what fraction of events were Low Balance Warnings? (as a percentage)',
    expect: (ev, now) => shareEventsX(ev, R.yesterday(T(now)), ['Low Balance Warning']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'What % of all users have autopay_enabled?',
    expect: (ev) => shareUsersX(ev, R.all(), ['autopay_enabled']),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) =>
      `on ${md(dAgo(now, INCIDENT))}, what percentage of active users had a plate-read-failed?`,
    expect: (ev, now) => shareUsersX(ev, R.on(dAgo(now, INCIDENT)), ['plate-read-failed']),
  },
  {
    id: 'share-08',
    type: 'share',
    question: "how much of last month's activity was account.login, in percent?",
    expect: (ev, now) => shareEventsX(ev, R.lastMonth(T(now)), ['account.login']),
  },
  {
    id: 'share-09',
    type: 'share',
    question: 'roughly what share of activity is people logging into the portal?',
    expect: (ev) => shareEventsX(ev, R.all(), ['account.login'], true),
  },

  // ===== conversion =====
  {
    id: 'conv-01',
    type: 'conversion',
    question:
      'Of the users who got a Low Balance Warning in the last 30 days, how many did a TopUp afterwards?',
    expect: (ev, now) => convX(ev, R.lastDays(T(now), 30), 'Low Balance Warning', 'TopUp'),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: 'tag_issued → gantry.pass conversion: how many new tags actually got used?',
    expect: (ev) => convX(ev, R.all(), 'tag_issued', 'gantry.pass'),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question: 'after a plate-read-failed, what % of those users went on to file a dispute_opened?',
    expect: (ev) => convX(ev, R.all(), 'plate-read-failed', 'dispute_opened'),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question: 'Of users who opened a dispute (dispute_opened), how many later got a dispute.resolved?',
    expect: (ev) => convX(ev, R.all(), 'dispute_opened', 'dispute.resolved'),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question: 'conversion from tag_issued to autopay_enabled, all time',
    expect: (ev) => convX(ev, R.all(), 'tag_issued', 'autopay_enabled'),
  },
  {
    id: 'conv-06',
    type: 'conversion',
    question:
      'In the past 7 days: users with a Low Balance Warning who then topped up (TopUp) — count and rate?',
    expect: (ev, now) => convX(ev, R.lastDays(T(now), 7), 'Low Balance Warning', 'TopUp'),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question: 'of people who did account.login in the last 2 months, how many made a TopUp after logging in?',
    expect: (ev, now) => convX(ev, R.lastMonths(T(now), 2), 'account.login', 'TopUp'),
  },
  {
    id: 'conv-08',
    type: 'conversion',
    question: (now) =>
      `since ${mdShort(dAgo(now, 60))}, how many drivers who were issued a tag (tag_issued) later hit a Low Balance Warning?`,
    expect: (ev, now) => convX(ev, R.since(dAgo(now, 60), T(now)), 'tag_issued', 'Low Balance Warning'),
  },

  // ===== churn =====
  {
    id: 'churn-01',
    type: 'churn',
    question:
      'How many drivers were active in the 30 days before the last 30 days but have had no activity in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, R.lastDays(T(now), 30)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many new users did we get in the last 30 days? (first event ever)',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(T(now), 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'new accounts last week — how many first-time users?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastWeek(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) => `How many brand-new users showed up in ${monthName(monthBack(now, 2))}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.month(monthBack(now, 2))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) =>
      `users active in ${monthName(monthBack(now, 2))} but not in ${monthName(monthBack(now, 1))} — how many did we lose?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.month(monthBack(now, 2)), R.month(monthBack(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question:
      'Churn check: who was active in the 2 weeks before the last 2 weeks and silent in the last 14 days? just the number',
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, R.lastDays(T(now), 14)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) => `how many customers had their first ever event since ${iso(dAgo(now, 45))}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.since(dAgo(now, 45), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) =>
      `Drivers active in ${monthName(monthBack(now, 2))} who haven't been seen since ${O.MONTHS[new Date(monthBack(now, 1)).getUTCMonth()]} 1st?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.month(monthBack(now, 2)), R.since(monthBack(now, 1), T(now))).length],
      confidence: 'high',
    }),
  },

  // ===== recency =====
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last dispute.resolved?',
    expect: (ev) => lastX(ev, { names: ['dispute.resolved'] }),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'when did someone last get a Tag Replaced?',
    expect: (ev) => lastX(ev, { names: ['Tag Replaced'] }),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'did anyone open a dispute_opened in the last 30 days? how many?',
    expect: (ev, now) => countX(ev, { range: R.lastDays(T(now), 30), names: ['dispute_opened'] }),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'most recent plate-read-failed — when was it?',
    expect: (ev) => lastX(ev, { names: ['plate-read-failed'] }),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: `when did ${P.churner} last go through a gantry (gantry.pass)?`,
    expect: (ev) => lastX(ev, { names: ['gantry.pass'], user: P.churner }),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'Has anybody had a Tag Replaced in the past 2 months?',
    expect: (ev, now) => countX(ev, { range: R.lastMonths(T(now), 2), names: ['Tag Replaced'] }),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'last time an InvoiceSent went out?',
    expect: (ev) => lastX(ev, { names: ['InvoiceSent'] }),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'When was the most recent tag_issued?',
    expect: (ev) => lastX(ev, { names: ['tag_issued'] }),
  },
  {
    id: 'recency-09',
    type: 'recency',
    low: true,
    question: 'when did anyone last pay a parking_fee?',
    expect: () => low(),
  },

  // ===== catalogue =====
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'Which event names exist in our data?',
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
    question: 'how many users are there overall?',
    expect: (ev) => ({ numbers: [O.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'total number of events stored, all time',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'new analyst here — what kinds of events do we track? list them',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'Give me the headline numbers: total drivers and total events.',
    expect: (ev) => ({ numbers: [O.users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'how many distinct event types are we tracking?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'list every event name with how many times each occured',
    expect: (ev) => {
      const m = O.rank(O.tally(ev, O.byName));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },

  // ===== other =====
  ...[
    'What is the average speed of vehicles between the two northern gantries?',
    'which toll plaza had the most traffic last week?',
    'Does rain reduce the number of trips on the motorway? correlate with the weather please',
    'whats our driver NPS / satisfaction score this quarter?',
    "Forecast next month's gantry revenue if we raise the peak toll by 10%.",
    'Break down passes by vehicle make and model.',
    'Which lane camera at gantry 14 is failing to read plates?',
    'How many calls did the customer service centre answer yesterday?',
    'what is the average waiting time at the cash booths?',
  ].map((q, i) => ({ id: `other-0${i + 1}`, type: 'other', question: q, expect: () => low() })),
];
