/* eslint-disable @typescript-eslint/no-unused-vars -- kept as the blind author wrote it */
import {
  DAY,
  MONTHS,
  WEEKDAYS,
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
  round,
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  isoDay,
  isoMonth,
  dayStart,
  weekStart,
  monthStart,
  pastMonth,
  pastMonthDay,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS as P, NOBODY } from './data.mjs';

// ---- helpers ------------------------------------------------------------------------------
const ms = (now) => +now;
const daysAgo = (now, k) => dayStart(ms(now)) - k * DAY; // start of the UTC day k days back
const INCIDENT = (now) => daysAgo(now, 17);
const ORD = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const dt = (t) => new Date(t);
const longDay = (t) => `${MONTHS[dt(t).getUTCMonth()]} ${dt(t).getUTCDate()}`; // November 8
const shortDay = (t) => `${MONTHS[dt(t).getUTCMonth()].slice(0, 3)} ${ORD(dt(t).getUTCDate())}`; // Nov 8th
const euroDay = (t) => `${dt(t).getUTCDate()} ${MONTHS[dt(t).getUTCMonth()]} ${dt(t).getUTCFullYear()}`; // 8 November 2026
const monthName = (t) => MONTHS[dt(t).getUTCMonth()];
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const r2 = (x) => round(x, 2);
const LOW = { confidence: 'low', dataPoints: 0 };
const MONEY = ['RideFareCharged', 'Day Pass Purchased', 'membership-purchased'];

// A ranked list must have no tie anywhere inside it nor at its cut.
function tied(list, all) {
  const vals = all.map((x) => x[1]);
  for (let i = 1; i <= list.length && i < vals.length; i++)
    if (Math.abs(vals[i] - vals[i - 1]) < 1e-9) return true;
  return false;
}
function ranked(fn) {
  // fn(events, now) => { pairs (full ranking), n, evs, conf, fig }
  const expect = (events, now) => {
    const { all, n, dp, conf = 'high', fig = (x) => x } = fn(events, now);
    const top = all.slice(0, n);
    return {
      names: top.map((x) => x[0]),
      numbers: top.map((x) => fig(x[1])),
      confidence: conf,
      dataPoints: dp,
    };
  };
  expect.tieAtCut = (events, now) => {
    const { all, n } = fn(events, now);
    return tied(all.slice(0, n), all);
  };
  return expect;
}

const cases = [];
const add = (type, id, question, expect, extra = {}) =>
  cases.push({ id: `${type}-${id}`, type, question, expect, ...extra });

const countExp =
  (sel, conf = 'high') =>
  (events, now) => {
    const evs = select(events, sel(now));
    return { numbers: [evs.length], confidence: conf, dataPoints: evs.length };
  };

// ---- count ---------------------------------------------------------------------------------
add(
  'count',
  'ride-ended-7d',
  'How many ride_ended events in the last 7 days?',
  countExp((now) => ({ range: ranges.lastDays(ms(now), 7), names: ['ride_ended'] })),
);
add(
  'count',
  'unlocks-yesterday',
  'quick one - how many dock.unlock yesterday?',
  countExp((now) => ({ range: ranges.yesterday(ms(now)), names: ['dock.unlock'] })),
);
add(
  'count',
  'daypass-month',
  (now) => `Number of Day Pass Purchased events in ${monthName(monthStart(ms(now), -1))}, please.`,
  countExp((now) => ({
    range: ranges.month(pastMonth(ms(now), dt(monthStart(ms(now), -1)).getUTCMonth())),
    names: ['Day Pass Purchased'],
  })),
);
add(
  'count',
  'damage-incident',
  (now) => `ops asked me: how many damage-report events came in on ${longDay(INCIDENT(now))}?`,
  countExp((now) => ({
    range: ranges.on(pastMonthDay(ms(now), dt(INCIDENT(now)).getUTCMonth(), dt(INCIDENT(now)).getUTCDate())),
    names: ['damage-report'],
  })),
);
add(
  'count',
  'topRider-unlocks-2w',
  `how many times did ${P.topRider} do dock.unlock in the past 2 weeks`,
  countExp((now) => ({ range: ranges.lastWeeks(ms(now), 2), names: ['dock.unlock'], user: P.topRider })),
);
add(
  'count',
  'all-since',
  (now) => `Total number of events since ${isoDay(daysAgo(now, 30))}?`,
  countExp((now) => ({ range: ranges.since(daysAgo(now, 30), ms(now)) })),
);
add(
  'count',
  'swaps-between',
  (now) => `battery.swap count between ${isoDay(daysAgo(now, 40))} and ${isoDay(daysAgo(now, 26))}`,
  countExp((now) => ({ range: ranges.between(daysAgo(now, 40), daysAgo(now, 26)), names: ['battery.swap'] })),
);
add(
  'count',
  'dockfull-lastmonth',
  'How many dock full reports did we get last month?',
  countExp((now) => ({ range: ranges.lastMonth(ms(now)), names: ['dock_full_report'] })),
);
add(
  'count',
  'before',
  (now) => `how many events do we have from before ${euroDay(daysAgo(now, 100))}`,
  countExp((now) => ({ range: ranges.before(daysAgo(now, 100)) })),
);
add(
  'count',
  'promo-loose',
  'how many times were promo codes used in the past 30 days?',
  countExp((now) => ({ range: ranges.lastDays(ms(now), 30), names: ['promo.code_applied'] }), 'not-high'),
);
add(
  'count',
  'empty-3m',
  'Total DockEmptyReported count for the last 3 months',
  countExp((now) => ({ range: ranges.lastMonths(ms(now), 3), names: ['DockEmptyReported'] })),
);
add(
  'count',
  'today',
  'how many events so far today?',
  countExp((now) => ({ range: ranges.today(ms(now)) })),
);
add('count', 'helmet-unknown', 'How many helmet_rental events last week?', () => LOW, { low: true });

// ---- users ---------------------------------------------------------------------------------
const usersExp =
  (sel, conf = 'high') =>
  (events, now) => {
    const evs = select(events, sel(now));
    return { numbers: [users(evs).size], confidence: conf, dataPoints: evs.length };
  };
add(
  'users',
  'unlockers-30d',
  'how many unique users did a dock.unlock in the last 30 days?',
  usersExp((now) => ({ range: ranges.lastDays(ms(now), 30), names: ['dock.unlock'] })),
);
add(
  'users',
  'active-lastweek',
  'Active users last week?',
  usersExp((now) => ({ range: ranges.lastWeek(ms(now)) })),
);
add(
  'users',
  'daypass-month',
  (now) =>
    `how many different people had a "Day Pass Purchased" event in ${monthName(monthStart(ms(now), -2))}`,
  usersExp((now) => ({
    range: ranges.month(pastMonth(ms(now), dt(monthStart(ms(now), -2)).getUTCMonth())),
    names: ['Day Pass Purchased'],
  })),
);
add(
  'users',
  'swappers-since',
  (now) => `number of users with a battery.swap since ${shortDay(daysAgo(now, 45))}`,
  usersExp((now) => ({
    range: ranges.since(
      pastMonthDay(ms(now), dt(daysAgo(now, 45)).getUTCMonth(), dt(daysAgo(now, 45)).getUTCDate()),
      ms(now),
    ),
    names: ['battery.swap'],
  })),
);
add(
  'users',
  'damage-60d',
  'How many people filed a damage-report in the past 60 days?',
  usersExp((now) => ({ range: ranges.lastDays(ms(now), 60), names: ['damage-report'] })),
);
add(
  'users',
  'active-yesterday',
  'active users yesterday',
  usersExp((now) => ({ range: ranges.yesterday(ms(now)) })),
);
add(
  'users',
  'topup-loose',
  'how many customers topped up their wallet in the past 4 weeks?',
  usersExp((now) => ({ range: ranges.lastWeeks(ms(now), 4), names: ['Account Top Up'] }), 'not-high'),
);
add(
  'users',
  'active-24h',
  'unique users in the last 24 hours?',
  usersExp((now) => ({ range: ranges.lastHours(ms(now), 24) })),
);
add(
  'users',
  'this-month',
  'how many distinct users this month so far',
  usersExp((now) => ({ range: ranges.thisMonth(ms(now)) })),
);
add('users', 'scooter-unknown', 'how many users did a scooter_unlock in the last 30 days?', () => LOW, {
  low: true,
});

// ---- value ---------------------------------------------------------------------------------
const valExp =
  (sel, f, conf = 'high') =>
  (events, now) => {
    const evs = select(events, sel(now));
    return { numbers: [f(evs)], confidence: conf, dataPoints: evs.length };
  };
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : r2((v[m - 1] + v[m]) / 2);
};
add(
  'value',
  'fares-7d',
  'total RideFareCharged value for the last 7 days',
  valExp(
    (now) => ({ range: ranges.lastDays(ms(now), 7), names: ['RideFareCharged'] }),
    (evs) => r2(sum(evs)),
  ),
);
add(
  'value',
  'avg-ride-30d',
  'What is the average ride_ended value (minutes) over the past 30 days?',
  valExp((now) => ({ range: ranges.lastDays(ms(now), 30), names: ['ride_ended'] }), avg),
);
add(
  'value',
  'max-ride-lastmonth',
  'longest ride last month? i.e. max ride_ended',
  valExp((now) => ({ range: ranges.lastMonth(ms(now)), names: ['ride_ended'] }), max),
);
add(
  'value',
  'median-fare-2w',
  'median RideFareCharged in the past 2 weeks',
  valExp((now) => ({ range: ranges.lastWeeks(ms(now), 2), names: ['RideFareCharged'] }), median),
);
add(
  'value',
  'min-swap-3m',
  'lowest battery.swap value in the last 3 months? (it is the charge % left in the pack)',
  valExp((now) => ({ range: ranges.lastMonths(ms(now), 3), names: ['battery.swap'] }), min),
);
add(
  'value',
  'bluefin-topups',
  `How much has ${P.bigCorp} put in through Account Top Up in total?`,
  valExp(
    () => ({ names: ['Account Top Up'], user: P.bigCorp }),
    (evs) => r2(sum(evs)),
  ),
);
add(
  'value',
  'membership-since',
  (now) => `sum of membership-purchased since ${longDay(daysAgo(now, 60))}`,
  valExp(
    (now) => ({
      range: ranges.since(
        pastMonthDay(ms(now), dt(daysAgo(now, 60)).getUTCMonth(), dt(daysAgo(now, 60)).getUTCDate()),
        ms(now),
      ),
      names: ['membership-purchased'],
    }),
    (evs) => r2(sum(evs)),
  ),
);
add(
  'value',
  'avg-topup',
  'whats the average Account Top Up amount?',
  valExp(() => ({ names: ['Account Top Up'] }), avg),
);
add('value', 'revenue-lastmonth', 'For the board deck: what was our revenue last month?', (events, now) => {
  const evs = select(events, { range: ranges.lastMonth(ms(now)), names: MONEY });
  return {
    numbers: [r2(sum(evs))],
    names: MONEY,
    unordered: true,
    confidence: 'not-high',
    dataPoints: evs.length,
  };
});
add(
  'value',
  'promo-discount-90d',
  'total discount we handed out via promo codes in the last 90 days?',
  valExp(
    (now) => ({ range: ranges.lastDays(ms(now), 90), names: ['promo.code_applied'] }),
    (evs) => r2(sum(evs)),
    'not-high',
  ),
);
add(
  'value',
  'ana-avg-lastweek',
  `average battery.swap value for ${P.topCrew} last week`,
  valExp((now) => ({ range: ranges.lastWeek(ms(now)), names: ['battery.swap'], user: P.topCrew }), avg),
);
add(
  'value',
  'minutes-this-year',
  'total ride_ended minutes this year',
  valExp(
    (now) => ({ range: ranges.thisYear(ms(now)), names: ['ride_ended'] }),
    (evs) => r2(sum(evs)),
  ),
);

// ---- top-events ----------------------------------------------------------------------------
const topEv = (rangeFn, n, { ascending = false, user } = {}) =>
  ranked((events, now) => {
    const evs = select(events, { range: rangeFn(now), user });
    return { all: rank(tally(evs, byName), { ascending }), n, dp: evs.length };
  });
add(
  'top-events',
  'top5-30d',
  'top 5 events in the last 30 days',
  topEv((now) => ranges.lastDays(ms(now), 30), 5),
);
add(
  'top-events',
  'top3-all',
  'What are the three most common events, all time?',
  topEv(() => ranges.all(), 3),
);
add(
  'top-events',
  'top3-3m',
  'most common 3 events over the past 3 months',
  topEv((now) => ranges.lastMonths(ms(now), 3), 3),
);
add(
  'top-events',
  'top1-yesterday',
  'most frequent event yesterday?',
  topEv((now) => ranges.yesterday(ms(now)), 1),
);
add(
  'top-events',
  'incident-top1',
  (now) => `what was the single most common event on ${isoDay(INCIDENT(now))}?`,
  topEv((now) => ranges.on(INCIDENT(now)), 1),
);
add(
  'top-events',
  'top4-lastweek',
  'Rank the 4 most common event types from last week.',
  topEv((now) => ranges.lastWeek(ms(now)), 4),
);
add(
  'top-events',
  'least1-all',
  'which event has happened least often overall?',
  topEv(() => ranges.all(), 1, { ascending: true }),
);
add(
  'top-events',
  'top3-between',
  (now) => `top 3 events between ${longDay(daysAgo(now, 60))} and ${longDay(daysAgo(now, 46))}`,
  topEv(
    (now) =>
      ranges.between(
        pastMonthDay(ms(now), dt(daysAgo(now, 60)).getUTCMonth(), dt(daysAgo(now, 60)).getUTCDate()),
        pastMonthDay(ms(now), dt(daysAgo(now, 46)).getUTCMonth(), dt(daysAgo(now, 46)).getUTCDate()),
      ),
    3,
  ),
);
add(
  'top-events',
  'topRider-top3',
  `what are ${P.topRider}'s top 3 events?`,
  topEv(() => ranges.all(), 3, { user: P.topRider }),
);

// ---- top-users -----------------------------------------------------------------------------
const topUs = (sel, n, { measure, conf = 'high', fig = (x) => x } = {}) =>
  ranked((events, now) => {
    const evs = select(events, sel(now));
    return { all: rank(tally(evs, byUser, measure)), n, dp: evs.length, conf, fig };
  });
add(
  'top-users',
  'top5-30d',
  'top 3 most active users over the last 30 days',
  topUs((now) => ({ range: ranges.lastDays(ms(now), 30) }), 3),
);
add(
  'top-users',
  'swaps-lastmonth',
  'Who did the most battery.swap last month?',
  topUs((now) => ({ range: ranges.lastMonth(ms(now)), names: ['battery.swap'] }), 1),
);
add(
  'top-users',
  'spenders',
  'who is our biggest spender?',
  topUs(() => ({ names: MONEY }), 1, { measure: value, conf: 'not-high', fig: r2 }),
);
add(
  'top-users',
  'topups-all',
  'Which 2 accounts put the most money in via Account Top Up (by total amount)?',
  topUs(() => ({ names: ['Account Top Up'] }), 2, { measure: value, fig: r2 }),
);
add(
  'top-users',
  'top1-7d',
  'who was the single most active user in the last 14 days?',
  topUs((now) => ({ range: ranges.lastDays(ms(now), 14) }), 1),
);
add(
  'top-users',
  'minutes-30d',
  'top 3 users by total ride_ended minutes, past 30 days',
  topUs((now) => ({ range: ranges.lastDays(ms(now), 30), names: ['ride_ended'] }), 3, { measure: value }),
);
add(
  'top-users',
  'fares-3m',
  'top 5 users by RideFareCharged amount over the last 3 months',
  topUs((now) => ({ range: ranges.lastMonths(ms(now), 3), names: ['RideFareCharged'] }), 5, {
    measure: value,
    fig: r2,
  }),
);
add(
  'top-users',
  'swappers-all',
  'top 2 users by battery.swap count, all time',
  topUs(() => ({ names: ['battery.swap'] }), 2),
);
add(
  'top-users',
  'unlocks-2w',
  'who unlocked bikes the most (dock.unlock) in the past 2 weeks?',
  topUs((now) => ({ range: ranges.lastWeeks(ms(now), 2), names: ['dock.unlock'] }), 1),
);

// ---- user ------------------------------------------------------------------------------------
add(
  'user',
  'topRider-30d',
  `how many events does ${P.topRider} have in the last 30 days?`,
  countExp((now) => ({ range: ranges.lastDays(ms(now), 30), user: P.topRider })),
);
add(
  'user',
  'newcomer-first',
  `support ticket from ${P.newcomer} - when did they first show up?`,
  (events) => {
    const evs = select(events, { user: P.newcomer });
    const t = Math.min(...evs.map(time));
    return { names: [isoDay(t), hm(t)], confidence: 'high', dataPoints: evs.length };
  },
);
add('user', 'churner-last', `${P.churner} last seen?`, (events) => {
  const evs = select(events, { user: P.churner });
  const t = Math.max(...evs.map(time));
  return { names: [isoDay(t), hm(t)], confidence: 'high', dataPoints: evs.length };
});
add('user', 'civic-names', `which event types has ${P.newCorp} used so far?`, (events) => {
  const evs = select(events, { user: P.newCorp });
  return {
    names: [...new Set(evs.map(byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: evs.length,
  };
});
add('user', 'ben-recent3', `show me the 3 most recent events of ${P.crew2}`, (events) => {
  const evs = select(events, { user: P.crew2 });
  return { names: newestFirst(evs).slice(0, 3).map(byName), confidence: 'high', dataPoints: evs.length };
});
add('user', 'churner-lastmonth', `anything at all from ${P.churner} in the past month?`, () => LOW, {
  low: true,
});
add('user', 'nobody', `How many rides has ${NOBODY} taken?`, () => LOW, { low: true });
add(
  'user',
  'newcomer-fares',
  `total fare charged to ${P.newcomer} (RideFareCharged)`,
  valExp(
    () => ({ names: ['RideFareCharged'], user: P.newcomer }),
    (evs) => r2(sum(evs)),
  ),
);
add('user', 'topRider-firstlast', `first and last seen for ${P.topRider}?`, (events) => {
  const evs = select(events, { user: P.topRider });
  const a = Math.min(...evs.map(time)),
    b = Math.max(...evs.map(time));
  return { names: [isoDay(a), hm(a), isoDay(b), hm(b)], confidence: 'high', dataPoints: evs.length };
});
add('user', 'ana-lastweek', `what did ${P.topCrew} do last week, and how many of each?`, (events, now) => {
  const evs = select(events, { range: ranges.lastWeek(ms(now)), user: P.topCrew });
  const t = rank(tally(evs, byName));
  return {
    names: t.map((x) => x[0]),
    unordered: true,
    numbers: t.map((x) => x[1]),
    confidence: 'high',
    dataPoints: evs.length,
  };
});
add(
  'user',
  'churner-count',
  `How many events in total for ${P.churner}?`,
  countExp(() => ({ user: P.churner })),
);

// ---- breakdown -----------------------------------------------------------------------------
const breakdown =
  (sel, key, { measure, fig = (x) => x, order = 'time' } = {}) =>
  (events, now) => {
    const evs = select(events, sel(now));
    const t = [...tally(evs, key, measure)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: t.map((x) => x[0]),
      numbers: t.map((x) => fig(x[1])),
      unordered: order !== 'time',
      confidence: 'high',
      dataPoints: evs.length,
    };
  };
const busiest = (sel, key, { measure, fig = (x) => x, ascending = false } = {}) =>
  ranked((events, now) => {
    const evs = select(events, sel(now));
    return { all: rank(tally(evs, key, measure), { ascending }), n: 1, dp: evs.length, fig };
  });
add(
  'breakdown',
  'weekday-rides-4w',
  'ride_ended broken down by weekday over the last 4 weeks',
  breakdown((now) => ({ range: ranges.lastWeeks(ms(now), 4), names: ['ride_ended'] }), byWeekday, {
    order: 'any',
  }),
);
add(
  'breakdown',
  'hour-minutes-30d',
  'which hour of the day has the most ride_ended minutes (summed) over the last 30 days?',
  busiest((now) => ({ range: ranges.lastDays(ms(now), 30), names: ['ride_ended'] }), byHour, {
    measure: value,
  }),
);
add(
  'breakdown',
  'day-dockfull-30d',
  'Which day in the last 30 days had the most dock_full_report?',
  busiest((now) => ({ range: ranges.lastDays(ms(now), 30), names: ['dock_full_report'] }), byDay),
);
add(
  'breakdown',
  'monthly-since',
  (now) => `monthly event totals since ${isoDay(monthStart(ms(now), -2))}`,
  breakdown((now) => ({ range: ranges.since(monthStart(ms(now), -2), ms(now)) }), byMonth),
);
add(
  'breakdown',
  'weekly-swaps',
  (now) => `battery.swap per week since Monday ${isoDay(weekStart(ms(now)) - 4 * 7 * DAY)}`,
  breakdown(
    (now) => ({ range: ranges.since(weekStart(ms(now)) - 4 * 7 * DAY, ms(now)), names: ['battery.swap'] }),
    byWeek,
  ),
);
add(
  'breakdown',
  'weekday-minutes-all',
  'which weekday has the most ride_ended minutes in total (sum of the value), all time?',
  busiest(() => ({ names: ['ride_ended'] }), byWeekday, { measure: value }),
);
add(
  'breakdown',
  'daily-unlocks',
  (now) => `daily dock.unlock counts from ${isoDay(daysAgo(now, 7))} to ${isoDay(daysAgo(now, 1))}`,
  breakdown(
    (now) => ({ range: ranges.between(daysAgo(now, 7), daysAgo(now, 1)), names: ['dock.unlock'] }),
    byDay,
  ),
);
add(
  'breakdown',
  'quietest-hour-appopen',
  'which hour of day has the fewest app_opened events? (past 8 weeks)',
  busiest((now) => ({ range: ranges.lastWeeks(ms(now), 8), names: ['app_opened'] }), byHour, {
    ascending: true,
  }),
);
add(
  'breakdown',
  'month-fares',
  'which calendar month had the highest RideFareCharged total?',
  busiest(() => ({ names: ['RideFareCharged'] }), byMonth, { measure: value, fig: r2 }),
);

// ---- compare -------------------------------------------------------------------------------
const cmp =
  (a, b, sel, f = (evs) => evs.length, fig = (x) => x, conf = 'high') =>
  (events, now) => {
    const ea = select(events, { ...sel, range: a(now) }),
      eb = select(events, { ...sel, range: b(now) });
    const c = change(fig(f(ea)), fig(f(eb)));
    return {
      numbers: [c.earlier, c.later, fig(c.diff)],
      percents: [c.pct],
      confidence: conf,
      dataPoints: ea.length + eb.length,
    };
  };
const prevDays = (now, n) => ({ from: ms(now) - 2 * n * DAY, to: ms(now) - n * DAY });
add(
  'compare',
  'unlocks-14v14',
  'dock.unlock: last 14 days vs the 14 days before?',
  cmp(
    (now) => prevDays(now, 14),
    (now) => ranges.lastDays(ms(now), 14),
    { names: ['dock.unlock'] },
  ),
);
add(
  'compare',
  'fares-month',
  'How did total RideFareCharged last month compare to the month before?',
  cmp(
    (now) => ({ from: monthStart(ms(now), -2), to: monthStart(ms(now), -1) }),
    (now) => ranges.lastMonth(ms(now)),
    { names: ['RideFareCharged'] },
    sum,
    r2,
  ),
);
add(
  'compare',
  'active-weeks',
  'active users last week compared with the week before',
  cmp(
    (now) => ({ from: weekStart(ms(now)) - 2 * 7 * DAY, to: weekStart(ms(now)) - 7 * DAY }),
    (now) => ranges.lastWeek(ms(now)),
    {},
    (evs) => users(evs).size,
  ),
);
add(
  'compare',
  'swaps-30v30',
  'is battery.swap growing? last 30 days vs the previous 30',
  cmp(
    (now) => prevDays(now, 30),
    (now) => ranges.lastDays(ms(now), 30),
    { names: ['battery.swap'] },
  ),
);
add(
  'compare',
  'daypass-months',
  (now) => {
    const a = monthStart(ms(now), -3),
      b = monthStart(ms(now), -1);
    return `Day Pass Purchased in ${monthName(a)} ${dt(a).getUTCFullYear()} vs ${monthName(b)} ${dt(b).getUTCFullYear()}`;
  },
  cmp(
    (now) => ranges.month(monthStart(ms(now), -3)),
    (now) => ranges.month(monthStart(ms(now), -1)),
    { names: ['Day Pass Purchased'] },
  ),
);
add(
  'compare',
  'damage-14v14',
  'damage-report over the last 14 days versus the 14 days before that',
  cmp(
    (now) => prevDays(now, 14),
    (now) => ranges.lastDays(ms(now), 14),
    { names: ['damage-report'] },
  ),
);
add(
  'compare',
  'appopen-60v60',
  'app_opened count: past 60 days against the previous 60 days',
  cmp(
    (now) => prevDays(now, 60),
    (now) => ranges.lastDays(ms(now), 60),
    { names: ['app_opened'] },
  ),
);
add(
  'compare',
  'minutes-4w',
  'total ride_ended minutes, last 4 weeks vs the 4 weeks before - up or down?',
  cmp(
    (now) => prevDays(now, 28),
    (now) => ranges.lastWeeks(ms(now), 4),
    { names: ['ride_ended'] },
    sum,
  ),
);
add(
  'compare',
  'appopen-4w',
  'app_opened in the last 4 weeks compared with the 4 weeks before',
  cmp(
    (now) => prevDays(now, 28),
    (now) => ranges.lastWeeks(ms(now), 4),
    { names: ['app_opened'] },
  ),
);

// ---- share ---------------------------------------------------------------------------------
const shareEv =
  (rangeFn, sel, conf = 'high') =>
  (events, now) => {
    const all = select(events, { range: rangeFn(now) });
    const part = select(all, sel);
    return { percents: [percent(part.length, all.length)], confidence: conf, dataPoints: all.length };
  };
const shareUs =
  (rangeFn, names, conf = 'high') =>
  (events, now) => {
    const all = select(events, { range: rangeFn(now) });
    return {
      percents: [percent(users(select(all, { names })).size, users(all).size)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
add(
  'share',
  'damage-30d',
  'What % of all events in the last 30 days were damage-report?',
  shareEv((now) => ranges.lastDays(ms(now), 30), { names: ['damage-report'] }),
);
add(
  'share',
  'swaps-all',
  'share of events that are battery.swap (all time)',
  shareEv(() => ranges.all(), { names: ['battery.swap'] }),
);
add(
  'share',
  'daypass-users-30d',
  'what percentage of active users in the last 30 days bought a Day Pass Purchased?',
  shareUs((now) => ranges.lastDays(ms(now), 30), ['Day Pass Purchased']),
);
add(
  'share',
  'fare-users-lastmonth',
  'Of the users active last month, what fraction got a RideFareCharged? as a percent',
  shareUs((now) => ranges.lastMonth(ms(now)), ['RideFareCharged']),
);
add(
  'share',
  'topRider-lastweek',
  `what percent of last week's activity came from ${P.topRider}?`,
  shareEv((now) => ranges.lastWeek(ms(now)), { user: P.topRider }),
);
add(
  'share',
  'dockfull-incident',
  (now) => `on ${shortDay(INCIDENT(now))}, what share of events were dock_full_report?`,
  shareEv(
    (now) =>
      ranges.on(pastMonthDay(ms(now), dt(INCIDENT(now)).getUTCMonth(), dt(INCIDENT(now)).getUTCDate())),
    { names: ['dock_full_report'] },
  ),
);
add(
  'share',
  'damage-users-all',
  'percentage of users who have ever filed a damage-report',
  shareUs(() => ranges.all(), ['damage-report']),
);
add(
  'share',
  'promo-loose',
  'roughly what % of events in the past 90 days were promo code redemptions?',
  shareEv((now) => ranges.lastDays(ms(now), 90), { names: ['promo.code_applied'] }, 'not-high'),
);

// ---- conversion ----------------------------------------------------------------------------
const conv = (rangeFn, a, b) => (events, now) => {
  const r = rangeFn(now),
    c = conversion(events, r, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: 'high',
    dataPoints: select(events, { range: r, names: [...new Set([a, b])] }).length,
  };
};
add(
  'conversion',
  'daypass-member-90d',
  'Of the users who bought a Day Pass Purchased in the last 90 days, how many went on to membership-purchased?',
  conv((now) => ranges.lastDays(ms(now), 90), 'Day Pass Purchased', 'membership-purchased'),
);
add(
  'conversion',
  'open-unlock-30d',
  'app_opened -> dock.unlock conversion over the last 30 days',
  conv((now) => ranges.lastDays(ms(now), 30), 'app_opened', 'dock.unlock'),
);
add(
  'conversion',
  'damage-unlock',
  (now) =>
    `asking because of the broken-bike complaints: of users with a damage-report since ${isoDay(daysAgo(now, 60))}, how many did a dock.unlock afterwards?`,
  conv((now) => ranges.since(daysAgo(now, 60), ms(now)), 'damage-report', 'dock.unlock'),
);
add(
  'conversion',
  'topup-unlock-60d',
  'of people who did Account Top Up in the past 60 days, what % then did dock.unlock?',
  conv((now) => ranges.lastDays(ms(now), 60), 'Account Top Up', 'dock.unlock'),
);
add(
  'conversion',
  'unlock-ended-7d',
  'dock.unlock to ride_ended funnel, last 7 days',
  conv((now) => ranges.lastDays(ms(now), 7), 'dock.unlock', 'ride_ended'),
);
add(
  'conversion',
  'empty-unlock-30d',
  'Users who filed DockEmptyReported in the last 30 days: how many later had a dock.unlock, and what percentage is that?',
  conv((now) => ranges.lastDays(ms(now), 30), 'DockEmptyReported', 'dock.unlock'),
);
add(
  'conversion',
  'promo-topup-all',
  'of everyone who ever had promo.code_applied, how many later did an Account Top Up?',
  conv(() => ranges.all(), 'promo.code_applied', 'Account Top Up'),
);
add(
  'conversion',
  'daypass-repeat',
  (now) =>
    `repeat buyers: of users with a Day Pass Purchased in ${monthName(monthStart(ms(now), -1))}, how many bought another Day Pass Purchased later that month?`,
  conv(
    (now) => ranges.month(pastMonth(ms(now), dt(monthStart(ms(now), -1)).getUTCMonth())),
    'Day Pass Purchased',
    'Day Pass Purchased',
  ),
);

// ---- churn ---------------------------------------------------------------------------------
const churnExp = (a, b) => (events, now) => ({
  numbers: [churned(events, a(now), b(now)).length],
  confidence: 'high',
});
const newExp = (r) => (events, now) => ({ numbers: [newUsers(events, r(now)).length], confidence: 'high' });
add(
  'churn',
  'months',
  (now) =>
    `how many users were active in ${monthName(monthStart(ms(now), -2))} but not in ${monthName(monthStart(ms(now), -1))}?`,
  churnExp(
    (now) => ranges.month(monthStart(ms(now), -2)),
    (now) => ranges.month(monthStart(ms(now), -1)),
  ),
);
add(
  'churn',
  'new-30d',
  'new users in the last 30 days?',
  newExp((now) => ranges.lastDays(ms(now), 30)),
);
add(
  'churn',
  'new-lastmonth',
  'How many brand new users did we pick up last month?',
  newExp((now) => ranges.lastMonth(ms(now))),
);
add(
  'churn',
  'lapsed-30',
  'users who were active 30-60 days ago but have not been seen in the last 30 days - how many?',
  churnExp(
    (now) => ({ from: ms(now) - 60 * DAY, to: ms(now) - 30 * DAY }),
    (now) => ranges.lastDays(ms(now), 30),
  ),
);
add(
  'churn',
  'new-since',
  (now) => `count of first-time users since ${longDay(daysAgo(now, 14))}`,
  newExp((now) =>
    ranges.since(
      pastMonthDay(ms(now), dt(daysAgo(now, 14)).getUTCMonth(), dt(daysAgo(now, 14)).getUTCDate()),
      ms(now),
    ),
  ),
);
add(
  'churn',
  'lastweek-thisweek',
  'how many users active last week have not come back this week?',
  churnExp(
    (now) => ranges.lastWeek(ms(now)),
    (now) => ranges.thisWeek(ms(now)),
  ),
);
add(
  'churn',
  'early-gone',
  (now) =>
    `how many users active in ${monthName(monthStart(ms(now), -3))} have done nothing in the last 2 weeks?`,
  churnExp(
    (now) => ranges.month(monthStart(ms(now), -3)),
    (now) => ranges.lastWeeks(ms(now), 2),
  ),
);
add(
  'churn',
  'new-between',
  (now) => `new users between ${isoDay(daysAgo(now, 50))} and ${isoDay(daysAgo(now, 37))}`,
  newExp((now) => ranges.between(daysAgo(now, 50), daysAgo(now, 37))),
);

// ---- recency -------------------------------------------------------------------------------
const lastOf = (sel) => (events, now) => {
  const evs = select(events, sel(now));
  const t = Math.max(...evs.map(time));
  return { names: [isoDay(t), hm(t)], confidence: 'high', dataPoints: evs.length };
};
const anyExp = (sel) => (events, now) => {
  const evs = select(events, sel(now));
  return { numbers: [evs.length], confidence: 'high', dataPoints: evs.length };
};
add(
  'recency',
  'last-damage',
  'when was the last damage-report?',
  lastOf(() => ({ names: ['damage-report'] })),
);
add(
  'recency',
  'any-dockfull-3d',
  'did anyone file a dock_full_report in the past 3 days?',
  anyExp((now) => ({ range: ranges.lastDays(ms(now), 3), names: ['dock_full_report'] })),
);
add(
  'recency',
  'bluefin-last-topup',
  `When did ${P.bigCorp} last do an Account Top Up?`,
  lastOf(() => ({ names: ['Account Top Up'], user: P.bigCorp })),
);
add(
  'recency',
  'last-membership',
  'last membership-purchased - when was it?',
  lastOf(() => ({ names: ['membership-purchased'] })),
);
add(
  'recency',
  'any-promo-10d',
  (now) => `has anyone used promo.code_applied since ${shortDay(daysAgo(now, 10))}?`,
  anyExp((now) => ({
    range: ranges.since(
      pastMonthDay(ms(now), dt(daysAgo(now, 10)).getUTCMonth(), dt(daysAgo(now, 10)).getUTCDate()),
      ms(now),
    ),
    names: ['promo.code_applied'],
  })),
);
add(
  'recency',
  'last-swap',
  'most recent battery.swap?',
  lastOf(() => ({ names: ['battery.swap'] })),
);
add(
  'recency',
  'any-topup-48h',
  'any Account Top Up in the last 48 hours?',
  anyExp((now) => ({ range: ranges.lastHours(ms(now), 48), names: ['Account Top Up'] })),
);
add(
  'recency',
  'last-empty',
  'When was a DockEmptyReported last logged?',
  lastOf(() => ({ names: ['DockEmptyReported'] })),
);
add(
  'recency',
  'last-daypass',
  'when did someone last buy a day pass? (Day Pass Purchased)',
  lastOf(() => ({ names: ['Day Pass Purchased'] })),
);

// ---- catalogue -----------------------------------------------------------------------------
add('catalogue', 'names', 'what events do we track?', (events) => ({
  names: [...new Set(events.map(byName))].sort(),
  unordered: true,
  confidence: 'high',
  dataPoints: events.length,
}));
add('catalogue', 'users-total', 'How many users are there in total?', (events) => ({
  numbers: [users(events).size],
  confidence: 'high',
  dataPoints: events.length,
}));
add('catalogue', 'events-total', 'how many events are stored overall', (events) => ({
  numbers: [events.length],
  confidence: 'high',
  dataPoints: events.length,
}));
add('catalogue', 'names-counts', 'list every event name with its count', (events) => {
  const t = rank(tally(events, byName));
  return {
    names: t.map((x) => x[0]),
    unordered: true,
    numbers: t.map((x) => x[1]),
    confidence: 'high',
    dataPoints: events.length,
  };
});
add('catalogue', 'distinct-names', 'how many distinct event types are there?', (events) => ({
  numbers: [new Set(events.map(byName)).size],
  confidence: 'high',
  dataPoints: events.length,
}));
add(
  'catalogue',
  'overview',
  'new analyst here: give me the overall totals, number of events and number of users',
  (events) => ({
    numbers: [events.length, users(events).size],
    confidence: 'high',
    dataPoints: events.length,
  }),
);
add(
  'catalogue',
  'schema',
  'Which event names exist in this account, and how many users have we got overall?',
  (events) => ({
    names: [...new Set(events.map(byName))].sort(),
    unordered: true,
    numbers: [users(events).size],
    confidence: 'high',
    dataPoints: events.length,
  }),
);

// ---- other ---------------------------------------------------------------------------------
for (const [id, q] of [
  ['station', 'Which dock station has the most unlocks?'],
  ['distance', 'what is the average ride distance in km?'],
  ['weather', 'how much did the rain last month hurt ridership?'],
  ['fleet', 'How many bikes are in the fleet right now?'],
  ['nps', "what's our NPS among riders?"],
  ['forecast', 'predict how many rides we will have next month'],
  ['neighbourhood', 'which neighbourhoods have the worst dock shortages?'],
  ['age', 'average age of our annual members?'],
  ['ebike-split', 'how many rides were on e-bikes vs classic bikes?'],
  ['cancel-reason', 'why do members cancel? what reasons do they give'],
])
  add('other', id, q, () => LOW);

export { cases };
