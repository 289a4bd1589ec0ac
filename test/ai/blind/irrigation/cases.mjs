import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY } from './data.mjs';

const { ranges: R, DAY, select, users } = O;
const T = (now) => +now;
const dAgo = (now, k) => O.dayStart(T(now)) - k * DAY; // start of the UTC day k days back
const INCIDENT = (now) => dAgo(now, 17); // firmware rollout day
const mon = (now, k) => O.weekStart(T(now)) - k * O.WEEK; // Monday k weeks back
const mStart = (now, k) => O.monthStart(T(now), -k); // 1st of the month k months back
const mName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const mYear = (t) => `${mName(t)} ${new Date(t).getUTCFullYear()}`;
const iso = O.isoDay;
const md = (t) => `${mName(t)} ${new Date(t).getUTCDate()}`;
const mdShort = (t) => `${mName(t).slice(0, 3)} ${new Date(t).getUTCDate()}`;
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const dm = (t) => `${ord(new Date(t).getUTCDate())} of ${mName(t)}`;
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const r2 = (x) => O.round(x, 2);

// ---- expectation helpers ----------------------------------------------------------------
const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });
const tieAt = (map, n, ascending = false) => {
  const r = O.rank(map, { ascending });
  return r.length > n && r[n - 1][1] === r[n][1];
};
const LOW = () => ({ confidence: 'low', dataPoints: 0 });

const count =
  (f, conf = 'high') =>
  (ev, now) => {
    const n = select(ev, f(now)).length;
    return { numbers: [n], confidence: conf, dataPoints: n };
  };
const distinct =
  (f, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, f(now));
    return { numbers: [users(s).size], confidence: conf, dataPoints: s.length };
  };
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length;
  return k % 2 ? v[(k - 1) / 2] : (v[k / 2 - 1] + v[k / 2]) / 2;
};
const MEASURE = {
  sum: (s) => r2(O.sum(s)),
  avg: O.avg,
  min: O.min,
  max: O.max,
  median: (s) => r2(median(s)),
};
const val =
  (f, kind, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, f(now));
    return { numbers: [MEASURE[kind](s)], confidence: conf, dataPoints: s.length };
  };
const topEvents = (f, n, ascending = false) =>
  withTie(
    (ev, now) => {
      const s = select(ev, f(now));
      const r = O.rank(O.tally(s, O.byName), { n, ascending });
      return {
        names: r.map((x) => x[0]),
        numbers: r.map((x) => x[1]),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
    (ev, now) => tieAt(O.tally(select(ev, f(now)), O.byName), n, ascending),
  );
const topUsers = (f, n, measure) => {
  const m = measure === 'value' ? (e) => e.eventValue : () => 1;
  return withTie(
    (ev, now) => {
      const s = select(ev, f(now));
      const r = O.rank(O.tally(s, O.byUser, m), { n });
      return {
        names: r.map((x) => x[0]),
        numbers: r.map((x) => r2(x[1])),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
    (ev, now) => tieAt(O.tally(select(ev, f(now)), O.byUser, m), n),
  );
};
const busiest = (f, key, { ascending = false, measure } = {}) => {
  const m = measure === 'value' ? (e) => e.eventValue : () => 1;
  return withTie(
    (ev, now) => {
      const s = select(ev, f(now));
      const [[k, v]] = O.rank(O.tally(s, key, m), { n: 1, ascending });
      return { names: [k], numbers: [r2(v)], confidence: 'high', dataPoints: s.length };
    },
    (ev, now) => tieAt(O.tally(select(ev, f(now)), key, m), 1, ascending),
  );
};
// a series in chronological order
const series = (f, key, measure) => (ev, now) => {
  const m = measure === 'value' ? (e) => e.eventValue : () => 1;
  const s = select(ev, f(now));
  const entries = [...O.tally(s, key, m)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    names: entries.map((x) => x[0]),
    numbers: entries.map((x) => r2(x[1])),
    confidence: 'high',
    dataPoints: s.length,
  };
};
// compare: f(now) returns [earlierFilter, laterFilter]; metric count | users | sum
const compare =
  (f, metric = 'count', conf = 'high') =>
  (ev, now) => {
    const [a, b] = f(now).map((x) => select(ev, x));
    const m = (s) => (metric === 'users' ? users(s).size : metric === 'sum' ? r2(O.sum(s)) : s.length);
    const c = O.change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
const shareEvents =
  (f, names, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, f(now));
    return {
      percents: [O.percent(s.filter((e) => names.includes(e.eventName)).length, s.length)],
      confidence: conf,
      dataPoints: s.length,
    };
  };
const shareUsers =
  (f, names, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, f(now));
    return {
      percents: [O.percent(users(s.filter((e) => names.includes(e.eventName))).size, users(s).size)],
      confidence: conf,
      dataPoints: s.length,
    };
  };
const conv =
  (f, a, b, conf = 'high') =>
  (ev, now) => {
    const range = f(now);
    const c = O.conversion(ev, range, a, b);
    const dp = select(ev, { range, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf, dataPoints: dp };
  };
const churnX = (f) => (ev, now) => {
  const [a, b] = f(now);
  return { numbers: [O.churned(ev, a, b).length], confidence: 'high' };
};
const newX = (f) => (ev, now) => ({ numbers: [O.newUsers(ev, f(now)).length], confidence: 'high' });
const lastOf =
  (names, conf = 'high') =>
  (ev) => {
    const s = select(ev, { names });
    const t = O.time(O.newestFirst(s)[0]);
    return { names: [iso(t), hhmm(t)], confidence: conf, dataPoints: s.length };
  };
const userSeen = (user, which) => (ev) => {
  const s = select(ev, { user });
  const ts = s.map(O.time).sort((a, b) => a - b);
  const pick =
    which === 'first' ? [ts[0]] : which === 'last' ? [ts[ts.length - 1]] : [ts[0], ts[ts.length - 1]];
  return { names: pick.flatMap((t) => [iso(t), hhmm(t)]), confidence: 'high', dataPoints: s.length };
};
const ALL_NAMES = (ev) => [...new Set(ev.map(O.byName))];

const c = (id, type, question, expect, extra = {}) => ({ id, type, question, expect, ...extra });

// ---- cases ------------------------------------------------------------------------------
export const cases = [
  // count
  c(
    'count-1',
    'count',
    'how many WateringStarted events in the last 24 hours?',
    count((now) => ({ range: R.lastHours(T(now), 24), names: ['WateringStarted'] })),
  ),
  c(
    'count-2',
    'count',
    (now) =>
      `Number of Rain Skip events in ${mName(mStart(now, 1))}, please — finance wants to know how much water the rain saved us.`,
    count((now) => ({
      range: R.month(O.pastMonth(T(now), new Date(mStart(now, 1)).getUTCMonth())),
      names: ['Rain Skip'],
    })),
  ),
  c(
    'count-3',
    'count',
    (now) =>
      `support here: how many controller.offline events did we log on ${mdShort(INCIDENT(now))}? that was the bad firmware day`,
    count((now) => ({ range: R.on(INCIDENT(now)), names: ['controller.offline'] })),
  ),
  c(
    'count-4',
    'count',
    `How many valve_fault events has ${P.faultyValves} had? Customer is on the phone, angry.`,
    count(() => ({ names: ['valve_fault'], user: P.faultyValves })),
  ),
  c(
    'count-5',
    'count',
    'total number of events last week',
    count((now) => ({ range: R.lastWeek(T(now)) })),
  ),
  c(
    'count-6',
    'count',
    (now) => `how many schedule.edited events between ${iso(dAgo(now, 40))} and ${iso(dAgo(now, 26))}?`,
    count((now) => ({ range: R.between(dAgo(now, 40), dAgo(now, 26)), names: ['schedule.edited'] })),
  ),
  c(
    'count-7',
    'count',
    'how many finished waterings were there yesterday?',
    count((now) => ({ range: R.yesterday(T(now)), names: ['watering_finished'] }), 'not-high'),
  ),
  c(
    'count-8',
    'count',
    'Count of zone-added plus controller_online events over the past 30 days (combined)',
    count((now) => ({ range: R.lastDays(T(now), 30), names: ['zone-added', 'controller_online'] })),
  ),
  c(
    'count-9',
    'count',
    (now) => `FirmwareUpdated events since ${md(dAgo(now, 60))}?`,
    count((now) => ({ range: R.since(dAgo(now, 60), T(now)), names: ['FirmwareUpdated'] })),
  ),
  c('count-10', 'count', 'how many pump_primed events in the last 30 days?', LOW, { low: true }),
  c(
    'count-11',
    'count',
    'how manny soil moisture alerts in the past 2 weeks',
    count((now) => ({ range: R.lastWeeks(T(now), 2), names: ['soil-moisture-alert'] })),
  ),

  // users
  c(
    'users-1',
    'users',
    'How many distinct households started a watering run (WateringStarted) in the last 7 days?',
    distinct((now) => ({ range: R.lastDays(T(now), 7), names: ['WateringStarted'] })),
  ),
  c(
    'users-2',
    'users',
    'active households yesterday?',
    distinct((now) => ({ range: R.yesterday(T(now)) })),
  ),
  c(
    'users-3',
    'users',
    'How many unique households have ever had a valve_fault?',
    distinct(() => ({ names: ['valve_fault'] })),
  ),
  c(
    'users-4',
    'users',
    (now) => `how many people opened the app (app_opened) in ${mYear(mStart(now, 2))}?`,
    distinct((now) => ({ range: R.month(mStart(now, 2)), names: ['app_opened'] })),
  ),
  c(
    'users-5',
    'users',
    'For the board deck: active users over the past 30 days.',
    distinct((now) => ({ range: R.lastDays(T(now), 30) })),
  ),
  c(
    'users-6',
    'users',
    (now) => `number of households with a Plan Upgraded event since ${dm(dAgo(now, 75))}`,
    distinct((now) => ({ range: R.since(dAgo(now, 75), T(now)), names: ['Plan Upgraded'] })),
  ),
  c(
    'users-7',
    'users',
    'how many homes got a moisture warning last month?',
    distinct((now) => ({ range: R.lastMonth(T(now)), names: ['soil-moisture-alert'] }), 'not-high'),
  ),
  c('users-8', 'users', 'how many customers had a pump_overheat in the last 90 days?', LOW, { low: true }),
  c(
    'users-9',
    'users',
    'unique users with Rain Skip in the last 3 months',
    distinct((now) => ({ range: R.lastMonths(T(now), 3), names: ['Rain Skip'] })),
  ),

  // value
  c(
    'value-1',
    'value',
    'Total litres across all watering_finished events, all time?',
    val(() => ({ names: ['watering_finished'] }), 'sum'),
  ),
  c(
    'value-2',
    'value',
    'average value of WateringStarted over the last 30 days (planned litres per run)',
    val((now) => ({ range: R.lastDays(T(now), 30), names: ['WateringStarted'] }), 'avg'),
  ),
  c(
    'value-3',
    'value',
    'What was the max Rain Skip value last month? value is forecast rain in mm',
    val((now) => ({ range: R.lastMonth(T(now)), names: ['Rain Skip'] }), 'max'),
  ),
  c(
    'value-4',
    'value',
    'lowest soil-moisture-alert reading in the past 3 weeks?',
    val((now) => ({ range: R.lastWeeks(T(now), 3), names: ['soil-moisture-alert'] }), 'min'),
  ),
  c(
    'value-5',
    'value',
    'median watering_finished litres yesterday',
    val((now) => ({ range: R.yesterday(T(now)), names: ['watering_finished'] }), 'median'),
  ),
  c(
    'value-6',
    'value',
    (now) => `Sum of Plan Upgraded amounts since ${iso(dAgo(now, 90))}`,
    val((now) => ({ range: R.since(dAgo(now, 90), T(now)), names: ['Plan Upgraded'] }), 'sum'),
  ),
  c(
    'value-7',
    'value',
    'what was our revenue over the last 3 months?',
    val((now) => ({ range: R.lastMonths(T(now), 3), names: ['Plan Upgraded'] }), 'sum', 'not-high'),
  ),
  c(
    'value-8',
    'value',
    `How many litres did ${P.bigGarden} use last month? Sum of their watering_finished values.`,
    val((now) => ({ range: R.lastMonth(T(now)), names: ['watering_finished'], user: P.bigGarden }), 'sum'),
  ),
  c(
    'value-9',
    'value',
    'mean Plan Upgraded amount, all time',
    val(() => ({ names: ['Plan Upgraded'] }), 'avg'),
  ),
  c('value-10', 'value', 'total water_bill_paid amount this year?', LOW, { low: true }),
  c(
    'value-11',
    'value',
    'avg litres per finished watering in the last 14 days',
    val((now) => ({ range: R.lastDays(T(now), 14), names: ['watering_finished'] }), 'avg', 'not-high'),
  ),

  // top-events
  c(
    'top-events-1',
    'top-events',
    'top 3 events in the last 30 days',
    topEvents((now) => ({ range: R.lastDays(T(now), 30) }), 3),
  ),
  c(
    'top-events-2',
    'top-events',
    'What are the three most common events of all time?',
    topEvents(() => ({}), 3),
  ),
  c(
    'top-events-3',
    'top-events',
    'least common 3 event types last month',
    topEvents((now) => ({ range: R.lastMonth(T(now)) }), 3, true),
  ),
  c(
    'top-events-4',
    'top-events',
    (now) => `what was the single most frequent event on ${iso(INCIDENT(now))}?`,
    topEvents((now) => ({ range: R.on(INCIDENT(now)) }), 1),
  ),
  c(
    'top-events-5',
    'top-events',
    'Most common actions, past week — just the top three',
    topEvents((now) => ({ range: R.lastDays(T(now), 7) }), 3),
  ),
  c(
    'top-events-6',
    'top-events',
    (now) => `top 4 event types in ${mName(mStart(now, 2))}`,
    topEvents((now) => ({ range: R.month(O.pastMonth(T(now), new Date(mStart(now, 2)).getUTCMonth())) }), 4),
  ),
  c(
    'top-events-7',
    'top-events',
    'which event happend most yesterday?',
    topEvents((now) => ({ range: R.yesterday(T(now)) }), 1),
  ),

  // top-users
  c(
    'top-users-1',
    'top-users',
    'top 5 households by number of events, all time',
    topUsers(() => ({}), 5),
  ),
  c(
    'top-users-2',
    'top-users',
    'Which 3 households used the most litres in the last 30 days? (sum of watering_finished)',
    topUsers((now) => ({ range: R.lastDays(T(now), 30), names: ['watering_finished'] }), 3, 'value'),
  ),
  c(
    'top-users-3',
    'top-users',
    'most active household last week?',
    topUsers((now) => ({ range: R.lastWeek(T(now)) }), 1),
  ),
  c(
    'top-users-4',
    'top-users',
    'which household has logged the most valve_fault events?',
    topUsers(() => ({ names: ['valve_fault'] }), 1),
  ),
  c(
    'top-users-5',
    'top-users',
    'who had the most WateringStarted events in the last 60 days?',
    topUsers((now) => ({ range: R.lastDays(T(now), 60), names: ['WateringStarted'] }), 1),
  ),
  c(
    'top-users-6',
    'top-users',
    'Give me the ten most active customers over the last 90 days, asking because we want beta testers',
    topUsers((now) => ({ range: R.lastDays(T(now), 90) }), 10),
  ),
  c(
    'top-users-7',
    'top-users',
    (now) =>
      `top 3 households by planned litres (sum of WateringStarted values) since ${mdShort(dAgo(now, 50))}`,
    topUsers((now) => ({ range: R.since(dAgo(now, 50), T(now)), names: ['WateringStarted'] }), 3, 'value'),
  ),

  // user
  c(
    'user-1',
    'user',
    `how many events does ${P.bigGarden} have in total?`,
    count(() => ({ user: P.bigGarden })),
  ),
  c('user-2', 'user', `When did we first see ${P.newcomer}?`, userSeen(P.newcomer, 'first')),
  c(
    'user-3',
    'user',
    `last seen for ${P.churner}? they stopped answering emails`,
    userSeen(P.churner, 'last'),
  ),
  c(
    'user-4',
    'user',
    `what were the 3 most recent events for ${P.faultyValves}`,
    withTie(
      (ev) => {
        const s = select(ev, { user: P.faultyValves });
        return {
          names: O.newestFirst(s).slice(0, 3).map(O.byName),
          confidence: 'high',
          dataPoints: s.length,
        };
      },
      (ev) => {
        const s = O.newestFirst(select(ev, { user: P.faultyValves }));
        return (
          O.time(s[2]) === O.time(s[3]) || O.time(s[0]) === O.time(s[1]) || O.time(s[1]) === O.time(s[2])
        );
      },
    ),
  ),
  c('user-5', 'user', `Which event types has ${P.upgrader} used?`, (ev) => {
    const s = select(ev, { user: P.upgrader });
    return {
      names: [...new Set(s.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: s.length,
    };
  }),
  c(
    'user-6',
    'user',
    `${P.bigGarden} activity in the last 7 days — how many events?`,
    count((now) => ({ range: R.lastDays(T(now), 7), user: P.bigGarden })),
  ),
  c('user-7', 'user', `first and last seen dates for ${P.upgrader}`, userSeen(P.upgrader, 'both')),
  c('user-8', 'user', `how many events has ${NOBODY} got?`, LOW, { low: true }),
  c(
    'user-9',
    'user',
    `How many WateringStarted events has ${P.newcomer} had so far?`,
    count(() => ({ names: ['WateringStarted'], user: P.newcomer })),
  ),
  c(
    'user-10',
    'user',
    `how many events has ${P.churner} sent in the past 3 months?`,
    count((now) => ({ range: R.lastMonths(T(now), 3), user: P.churner })),
  ),

  // breakdown
  c(
    'breakdown-1',
    'breakdown',
    'busiest day of the week overall?',
    busiest(() => ({}), O.byWeekday),
  ),
  c(
    'breakdown-2',
    'breakdown',
    'At what hour of the day do most WateringStarted events happen? (UTC)',
    busiest(() => ({ names: ['WateringStarted'] }), O.byHour),
  ),
  c(
    'breakdown-3',
    'breakdown',
    (now) => `watering_finished per month from ${mYear(mStart(now, 3))} to ${mYear(mStart(now, 1))}`,
    series(
      (now) => ({ range: { from: mStart(now, 3), to: mStart(now, 0) }, names: ['watering_finished'] }),
      O.byMonth,
    ),
  ),
  c(
    'breakdown-4',
    'breakdown',
    'app_opened per day last week, day by day please',
    series((now) => ({ range: R.lastWeek(T(now)), names: ['app_opened'] }), O.byDay),
  ),
  c(
    'breakdown-5',
    'breakdown',
    (now) => `weekly WateringStarted counts since ${iso(mon(now, 4))}`,
    series((now) => ({ range: R.since(mon(now, 4), T(now)), names: ['WateringStarted'] }), O.byWeek),
  ),
  c(
    'breakdown-6',
    'breakdown',
    'which day in the last 30 days had the most controller.offline events?',
    busiest((now) => ({ range: R.lastDays(T(now), 30), names: ['controller.offline'] }), O.byDay),
  ),
  c(
    'breakdown-7',
    'breakdown',
    'what weekday do people edit schedules most? (schedule.edited)',
    busiest(() => ({ names: ['schedule.edited'] }), O.byWeekday),
  ),
  c(
    'breakdown-8',
    'breakdown',
    (now) =>
      `Which month had the most litres watered (watering_finished), ${mName(mStart(now, 3))} through ${mName(mStart(now, 1))}?`,
    busiest(
      (now) => ({ range: { from: mStart(now, 3), to: mStart(now, 0) }, names: ['watering_finished'] }),
      O.byMonth,
      { measure: 'value' },
    ),
  ),
  c(
    'breakdown-9',
    'breakdown',
    'over the last 8 weeks, which weekday gets the most app_opened? thinking about when to send push notifications',
    busiest((now) => ({ range: R.lastWeeks(T(now), 8), names: ['app_opened'] }), O.byWeekday),
  ),
  c(
    'breakdown-10',
    'breakdown',
    'Rain Skip events by month over the last 3 full months',
    series(
      (now) => ({ range: { from: mStart(now, 3), to: mStart(now, 0) }, names: ['Rain Skip'] }),
      O.byMonth,
    ),
  ),

  // compare
  c(
    'compare-1',
    'compare',
    'WateringStarted: last 7 days vs the 7 days before?',
    compare((now) => [
      { range: { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY }, names: ['WateringStarted'] },
      { range: R.lastDays(T(now), 7), names: ['WateringStarted'] },
    ]),
  ),
  c(
    'compare-2',
    'compare',
    'app_opened last month compared with the month before',
    compare((now) => [
      { range: R.month(mStart(now, 2)), names: ['app_opened'] },
      { range: R.lastMonth(T(now)), names: ['app_opened'] },
    ]),
  ),
  c(
    'compare-3',
    'compare',
    'active households, last 30 days vs the previous 30 — are we growing?',
    compare(
      (now) => [
        { range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY } },
        { range: R.lastDays(T(now), 30) },
      ],
      'users',
    ),
  ),
  c(
    'compare-4',
    'compare',
    (now) =>
      `litres watered (watering_finished total) in ${mName(mStart(now, 2))} vs ${mName(mStart(now, 1))}`,
    compare(
      (now) => [
        { range: R.month(mStart(now, 2)), names: ['watering_finished'] },
        { range: R.month(mStart(now, 1)), names: ['watering_finished'] },
      ],
      'sum',
    ),
  ),
  c(
    'compare-5',
    'compare',
    'controller.offline in the past 14 days compared to the 14 days before that',
    compare((now) => [
      { range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, names: ['controller.offline'] },
      { range: R.lastDays(T(now), 14), names: ['controller.offline'] },
    ]),
  ),
  c(
    'compare-6',
    'compare',
    'is soil-moisture-alert growing? last 30 days vs prior 30',
    compare((now) => [
      { range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: ['soil-moisture-alert'] },
      { range: R.lastDays(T(now), 30), names: ['soil-moisture-alert'] },
    ]),
  ),
  c(
    'compare-7',
    'compare',
    (now) => `total events yesterday compared with ${iso(dAgo(now, 8))}, same weekday a week earlier`,
    compare((now) => [{ range: R.on(dAgo(now, 8)) }, { range: R.yesterday(T(now)) }]),
  ),
  c(
    'compare-8',
    'compare',
    'are firmware updates up over the last 4 weeks vs the 4 weeks before?',
    compare(
      (now) => [
        { range: { from: T(now) - 8 * O.WEEK, to: T(now) - 4 * O.WEEK }, names: ['FirmwareUpdated'] },
        { range: R.lastWeeks(T(now), 4), names: ['FirmwareUpdated'] },
      ],
      'count',
      'not-high',
    ),
  ),
  c(
    'compare-9',
    'compare',
    'WateringStarted count, last week versus the week before it',
    compare((now) => [
      { range: { from: mon(now, 2), to: mon(now, 1) }, names: ['WateringStarted'] },
      { range: R.lastWeek(T(now)), names: ['WateringStarted'] },
    ]),
  ),

  // share
  c(
    'share-1',
    'share',
    'what % of all events in the last 30 days were Rain Skip?',
    shareEvents((now) => ({ range: R.lastDays(T(now), 30) }), ['Rain Skip']),
  ),
  c(
    'share-2',
    'share',
    "share of last month's events that were valve_fault",
    shareEvents((now) => ({ range: R.lastMonth(T(now)) }), ['valve_fault']),
  ),
  c(
    'share-3',
    'share',
    'Of the households active in the past 7 days, what percentage opened the app (app_opened)?',
    shareUsers((now) => ({ range: R.lastDays(T(now), 7) }), ['app_opened']),
  ),
  c(
    'share-4',
    'share',
    'what percent of households have ever had a Plan Upgraded?',
    shareUsers(() => ({}), ['Plan Upgraded']),
  ),
  c(
    'share-5',
    'share',
    (now) => `On ${md(INCIDENT(now))}, what share of events were FirmwareUpdated?`,
    shareEvents((now) => ({ range: R.on(INCIDENT(now)) }), ['FirmwareUpdated']),
  ),
  c(
    'share-6',
    'share',
    'percentage of all events that are watering_finished',
    shareEvents(() => ({}), ['watering_finished']),
  ),
  c(
    'share-7',
    'share',
    'what share of activity over the last 2 months is moisture alerts?',
    shareEvents((now) => ({ range: R.lastMonths(T(now), 2) }), ['soil-moisture-alert'], 'not-high'),
  ),

  // conversion
  c(
    'conversion-1',
    'conversion',
    'Of households with zone-added in the last 60 days, how many went on to a WateringStarted afterwards?',
    conv((now) => R.lastDays(T(now), 60), 'zone-added', 'WateringStarted'),
  ),
  c(
    'conversion-2',
    'conversion',
    'conversion from controller_online to Plan Upgraded, all time',
    conv(() => R.all(), 'controller_online', 'Plan Upgraded'),
  ),
  c(
    'conversion-3',
    'conversion',
    'after a soil-moisture-alert, what % of households then did a schedule.edited? last 90 days',
    conv((now) => R.lastDays(T(now), 90), 'soil-moisture-alert', 'schedule.edited'),
  ),
  c(
    'conversion-4',
    'conversion',
    (now) =>
      `engineering question: of the households with FirmwareUpdated since ${iso(INCIDENT(now) - DAY)}, how many then had a valve_fault?`,
    conv((now) => R.since(INCIDENT(now) - DAY, T(now)), 'FirmwareUpdated', 'valve_fault'),
  ),
  c(
    'conversion-5',
    'conversion',
    'In the past 30 days, how many households that got a Rain Skip opened the app (app_opened) after it?',
    conv((now) => R.lastDays(T(now), 30), 'Rain Skip', 'app_opened'),
  ),
  c(
    'conversion-6',
    'conversion',
    'valve_fault -> schedule.edited conversion, all time',
    conv(() => R.all(), 'valve_fault', 'schedule.edited'),
  ),
  c(
    'conversion-7',
    'conversion',
    'what fraction of people who opened the app in the last 3 months later upgraded (Plan Upgraded)?',
    conv((now) => R.lastMonths(T(now), 3), 'app_opened', 'Plan Upgraded'),
  ),

  // churn / newness
  c(
    'churn-1',
    'churn',
    (now) =>
      `How many households were active in ${mName(mStart(now, 2))} but not in ${mName(mStart(now, 1))}?`,
    churnX((now) => [R.month(mStart(now, 2)), R.month(mStart(now, 1))]),
  ),
  c(
    'churn-2',
    'churn',
    (now) =>
      `households active between ${iso(dAgo(now, 60))} and ${iso(dAgo(now, 31))} who have had no events since ${iso(dAgo(now, 30))}`,
    churnX((now) => [R.between(dAgo(now, 60), dAgo(now, 31)), R.since(dAgo(now, 30), T(now))]),
  ),
  c(
    'churn-3',
    'churn',
    'how many new households last month?',
    newX((now) => R.lastMonth(T(now))),
  ),
  c(
    'churn-4',
    'churn',
    'new users in the last 14 days',
    newX((now) => R.lastDays(T(now), 14)),
  ),
  c(
    'churn-5',
    'churn',
    (now) => `number of brand-new households since ${md(dAgo(now, 45))}`,
    newX((now) => R.since(dAgo(now, 45), T(now))),
  ),
  c(
    'churn-6',
    'churn',
    (now) => `new households between ${mdShort(dAgo(now, 100))} and ${mdShort(dAgo(now, 70))}?`,
    newX((now) => R.between(dAgo(now, 100), dAgo(now, 70))),
  ),
  c(
    'churn-7',
    'churn',
    'how many customers were active last week but not in the past 3 days? worried about the app update',
    churnX((now) => [R.lastWeek(T(now)), R.lastDays(T(now), 3)]),
  ),
  c(
    'churn-8',
    'churn',
    'churn check — how many households had activity 60 to 90 days ago but have been silent for the last 60 days?',
    churnX((now) => [{ from: T(now) - 90 * DAY, to: T(now) - 60 * DAY }, R.lastDays(T(now), 60)]),
  ),

  // recency
  c('recency-1', 'recency', 'when was the last valve_fault?', lastOf(['valve_fault'])),
  c('recency-2', 'recency', 'last Plan Upgraded — when did it happen?', lastOf(['Plan Upgraded'])),
  c(
    'recency-3',
    'recency',
    'did anyone edit a schedule in the last 24 hours? (schedule.edited)',
    count((now) => ({ range: R.lastHours(T(now), 24), names: ['schedule.edited'] })),
  ),
  c(
    'recency-4',
    'recency',
    'When did the most recent FirmwareUpdated event come in?',
    lastOf(['FirmwareUpdated']),
  ),
  c(
    'recency-5',
    'recency',
    'any valve faults in the past 7 days?',
    count((now) => ({ range: R.lastDays(T(now), 7), names: ['valve_fault'] })),
  ),
  c('recency-6', 'recency', 'time of the latest soil-moisture-alert?', lastOf(['soil-moisture-alert'])),
  c('recency-7', 'recency', 'when did we last see a frost_warning event?', LOW, { low: true }),
  c('recency-8', 'recency', 'when did someone last upgrade?', lastOf(['Plan Upgraded'], 'not-high')),
  c(
    'recency-9',
    'recency',
    'has any controller gone offline (controller.offline) in the last 10 days?',
    count((now) => ({ range: R.lastDays(T(now), 10), names: ['controller.offline'] })),
  ),

  // catalogue
  c('catalogue-1', 'catalogue', 'what event names do we track?', (ev) => ({
    names: ALL_NAMES(ev),
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('catalogue-2', 'catalogue', 'How many households are there in total?', (ev) => ({
    numbers: [users(ev).size],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('catalogue-3', 'catalogue', 'total events overall?', (ev) => ({
    numbers: [ev.length],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('catalogue-4', 'catalogue', 'how many different event types are there', (ev) => ({
    numbers: [ALL_NAMES(ev).length],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c('catalogue-5', 'catalogue', 'quick overview pls: number of users and number of events', (ev) => ({
    numbers: [users(ev).size, ev.length],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  c(
    'catalogue-6',
    'catalogue',
    'List every event type we log together with how many times each occurred',
    (ev) => {
      const r = O.rank(O.tally(ev, O.byName));
      return {
        names: r.map((x) => x[0]),
        numbers: r.map((x) => x[1]),
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  ),
  c('catalogue-7', 'catalogue', 'is there an event for plan_downgraded?', LOW, { low: true }),
  c('catalogue-8', 'catalogue', 'which events exist, and how many households sent at least one?', (ev) => ({
    names: ALL_NAMES(ev),
    unordered: true,
    numbers: [users(ev).size],
    confidence: 'high',
    dataPoints: ev.length,
  })),

  // other (not answerable from these events)
  c('other-1', 'other', `What's the water pressure at ${P.bigGarden}'s mains supply?`, LOW),
  c('other-2', 'other', 'Which households live in drought-restricted counties?', LOW),
  c('other-3', 'other', 'How much did we spend on cloud hosting last month?', LOW),
  c('other-4', 'other', "what's the weather forecast for tomorrow?", LOW),
  c('other-5', 'other', 'Why are customers cancelling? What did they write in the exit survey?', LOW),
  c('other-6', 'other', 'what is our NPS score this quarter', LOW),
  c('other-7', 'other', 'how many controllers are sitting unsold in the warehouse right now?', LOW),
  c('other-8', 'other', 'average garden size in square metres across households?', LOW),
  c('other-9', 'other', 'which Android app version crashes the most?', LOW),
  c('other-10', 'other', 'What colour is the controller that sells best in retail stores?', LOW),
];
