/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES, FAULT_DAYS_AGO } from './data.mjs';

const { ranges: R, select, DAY, MONTHS } = O;
const T = (now) => +now;
const REG = PERSONAS.regular,
  CHURN = PERSONAS.churner,
  NEWBIE = PERSONAS.newcomer,
  CLAY = PERSONAS.clayHoarder;

// ---- date phrases built from now -------------------------------------------------------
const daysAgo = (now, n) => O.dayStart(T(now)) - n * DAY;
const iso = (t) => O.isoDay(t);
const longDay = (t) => {
  const d = new Date(t);
  const n = d.getUTCDate();
  const suf =
    n % 10 === 1 && n !== 11
      ? 'st'
      : n % 10 === 2 && n !== 12
        ? 'nd'
        : n % 10 === 3 && n !== 13
          ? 'rd'
          : 'th';
  return `${MONTHS[d.getUTCMonth()]} ${n}${suf}`;
};
const shortDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const faultDay = (now) => daysAgo(now, FAULT_DAYS_AGO);
const mAgo = (now, k) => O.monthStart(T(now), -k); // start of the month k months back
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders -------------------------------------------------------------
const lowX = () => ({ confidence: 'low', dataPoints: 0 });
function countX(evs, conf = 'high') {
  return evs.length ? { numbers: [evs.length], confidence: conf, dataPoints: evs.length } : lowX();
}
function usersX(evs, conf = 'high') {
  return evs.length ? { numbers: [O.users(evs).size], confidence: conf, dataPoints: evs.length } : lowX();
}
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}
function valueX(evs, kind, conf = 'high') {
  if (!evs.length) return lowX();
  const x =
    kind === 'sum'
      ? O.round(O.sum(evs), 2)
      : kind === 'avg'
        ? O.avg(evs)
        : kind === 'min'
          ? O.min(evs)
          : kind === 'max'
            ? O.max(evs)
            : O.round(median(evs), 2);
  return { numbers: [x], confidence: conf, dataPoints: evs.length };
}
// ranked list case: returns an expect function with tieAtCut attached
function topCase(build, n, { ascending = false, conf = 'high', withNumbers = true } = {}) {
  const full = (events, now) => {
    const { evs, key, measure } = build(events, now);
    return { evs, list: O.rank(O.tally(evs, key, measure), { ascending }) };
  };
  const expect = (events, now) => {
    const { evs, list } = full(events, now);
    if (!evs.length) return lowX();
    const top = list.slice(0, n);
    const x = { names: top.map(([k]) => k), confidence: conf, dataPoints: evs.length };
    if (withNumbers) x.numbers = top.map(([, v]) => O.round(v, 2));
    return x;
  };
  expect.tieAtCut = (events, now) => {
    const { list } = full(events, now);
    return list.length > n && list[n - 1][1] === list[n][1];
  };
  return expect;
}
function changeX(a, b, measure = 'count', conf = 'high') {
  const m = (evs) =>
    measure === 'count' ? evs.length : measure === 'users' ? O.users(evs).size : O.round(O.sum(evs), 2);
  const c = O.change(m(a), m(b));
  const x = {
    numbers: [c.earlier, c.later, O.round(c.diff, 2)],
    confidence: conf,
    dataPoints: a.length + b.length,
  };
  if (c.pct !== null) x.percents = [c.pct];
  return x;
}
function shareEventsX(evs, names, conf = 'high') {
  const part = evs.filter((e) => names.includes(e.eventName)).length;
  return {
    numbers: [part],
    percents: [O.percent(part, evs.length)],
    confidence: conf,
    dataPoints: evs.length,
  };
}
function shareUsersX(evs, names, conf = 'high') {
  const all = O.users(evs).size,
    did = O.users(evs.filter((e) => names.includes(e.eventName))).size;
  return { numbers: [did, all], percents: [O.percent(did, all)], confidence: conf, dataPoints: evs.length };
}
function convX(events, range, a, b, conf = 'high') {
  const c = O.conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: conf,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
}
function lastX(evs, conf = 'high') {
  if (!evs.length) return lowX();
  const t = Math.max(...evs.map(O.time));
  return { names: [iso(t), hhmm(t)], confidence: conf, dataPoints: evs.length };
}
function firstX(evs, conf = 'high') {
  if (!evs.length) return lowX();
  const t = Math.min(...evs.map(O.time));
  return { names: [iso(t), hhmm(t)], confidence: conf, dataPoints: evs.length };
}
function seriesX(evs, key, conf = 'high') {
  const m = O.tally(evs, key);
  const keys = [...m.keys()].sort();
  return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: conf, dataPoints: evs.length };
}
const sameLengthBefore = (r) => ({ from: r.from - (r.to - r.from), to: r.from });

export const cases = [
  // ======================= count =======================
  {
    id: 'count-wheel-all',
    type: 'count',
    question: 'how many wheel_booked events do we have in totl?',
    expect: (ev) => countX(select(ev, { names: ['wheel_booked'] })),
  },
  {
    id: 'count-kiln-lastweek',
    type: 'count',
    question: 'Kiln Fired — how many last week? Need it for the maintenance log.',
    expect: (ev, now) => countX(select(ev, { range: R.lastWeek(T(now)), names: ['Kiln Fired'] })),
  },
  {
    id: 'count-app-yesterday',
    type: 'count',
    question: 'number of app_opened yesterday pls',
    expect: (ev, now) => countX(select(ev, { range: R.yesterday(T(now)), names: ['app_opened'] })),
  },
  {
    id: 'count-class-30d',
    type: 'count',
    question: 'How many class.joined events in the past 30 days?',
    expect: (ev, now) => countX(select(ev, { range: R.lastDays(T(now), 30), names: ['class.joined'] })),
  },
  {
    id: 'count-all-month2',
    type: 'count',
    question: (now) => `Total number of events in ${monthName(mAgo(now, 2))}?`,
    expect: (ev, now) => countX(select(ev, { range: R.month(mAgo(now, 2)) })),
  },
  {
    id: 'count-today',
    type: 'count',
    question: 'how much activity have we had today so far?',
    expect: (ev, now) => countX(select(ev, { range: R.today(T(now)) })),
  },
  {
    id: 'count-glazed-faultday',
    type: 'count',
    question: (now) => `How many PieceGlazed events were logged on ${iso(faultDay(now))}?`,
    expect: (ev, now) => countX(select(ev, { range: R.on(faultDay(now)), names: ['PieceGlazed'] })),
  },
  {
    id: 'count-clay-since',
    type: 'count',
    question: (now) => `clay purchased events since ${longDay(daysAgo(now, 40))} — how many?`,
    expect: (ev, now) =>
      countX(select(ev, { range: R.since(daysAgo(now, 40), T(now)), names: ['clay_purchased'] })),
  },
  {
    id: 'count-checkin-loose',
    type: 'count',
    question: 'how many times did people check in for open studio night over the last 2 weeks?',
    expect: (ev, now) =>
      countX(select(ev, { range: R.lastWeeks(T(now), 2), names: ['open_studio.checkin'] }), 'not-high'),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'How many glaze_mixed events happened last month?',
    expect: () => lowX(),
  },
  {
    id: 'count-failed-between',
    type: 'count',
    question: (now) =>
      `Count the Firing Failed events between ${iso(daysAgo(now, 20))} and ${iso(daysAgo(now, 5))}.`,
    expect: (ev, now) =>
      countX(select(ev, { range: R.between(daysAgo(now, 20), daysAgo(now, 5)), names: ['firing-failed'] })),
  },

  {
    id: 'count-this-week',
    type: 'count',
    question: 'events so far this week?',
    expect: (ev, now) => countX(select(ev, { range: R.thisWeek(T(now)) })),
  },
  {
    id: 'count-signup-before',
    type: 'count',
    question: (now) => `How many Studio Signups were there before ${shortDay(daysAgo(now, 60))}?`,
    expect: (ev, now) => countX(select(ev, { range: R.before(daysAgo(now, 60)), names: ['Studio Signup'] })),
  },

  // ======================= users =======================
  {
    id: 'users-wheel-month',
    type: 'users',
    question: 'how many distinct members had a wheel_booked this month?',
    expect: (ev, now) => usersX(select(ev, { range: R.thisMonth(T(now)), names: ['wheel_booked'] })),
  },
  {
    id: 'users-active-7d',
    type: 'users',
    question: 'Actve users in the last 7 days?',
    expect: (ev, now) => usersX(select(ev, { range: R.lastDays(T(now), 7) })),
  },
  {
    id: 'users-class-loose',
    type: 'users',
    question: 'How many people joined a class in the past 30 days? asking for the instructors meeting',
    expect: (ev, now) =>
      usersX(select(ev, { range: R.lastDays(T(now), 30), names: ['class.joined'] }), 'not-high'),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'unique users yesterday?',
    expect: (ev, now) => usersX(select(ev, { range: R.yesterday(T(now)) })),
  },
  {
    id: 'users-renewed-month',
    type: 'users',
    question: (now) => `How many members had a Membership Renewed in ${monthYear(mAgo(now, 1))}?`,
    expect: (ev, now) => usersX(select(ev, { range: R.month(mAgo(now, 1)), names: ['MembershipRenewed'] })),
  },
  {
    id: 'users-clay-between',
    type: 'users',
    question: (now) =>
      `number of unique users with clay_purchased from ${shortDay(daysAgo(now, 35))} to ${shortDay(daysAgo(now, 21))}`,
    expect: (ev, now) =>
      usersX(select(ev, { range: R.between(daysAgo(now, 35), daysAgo(now, 21)), names: ['clay_purchased'] })),
  },
  {
    id: 'users-all',
    type: 'users',
    question: 'How many unique users have ever used the app?',
    expect: (ev) => usersX(ev),
  },
  {
    id: 'users-failed-3months',
    type: 'users',
    question: 'how many customers had a firing-failed in the last 3 months?',
    expect: (ev, now) => usersX(select(ev, { range: R.lastMonths(T(now), 3), names: ['firing-failed'] })),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'How many users did a kiln_unloaded in the past week?',
    expect: () => lowX(),
  },

  {
    id: 'users-this-year',
    type: 'users',
    question: 'how many members have been active this year?',
    expect: (ev, now) => usersX(select(ev, { range: R.thisYear(T(now)) })),
  },

  // ======================= value =======================
  {
    id: 'value-clay-kg-lastmonth',
    type: 'value',
    question: 'total clay_purchased value last month (it is kilograms)',
    expect: (ev, now) => valueX(select(ev, { range: R.lastMonth(T(now)), names: ['clay_purchased'] }), 'sum'),
  },
  {
    id: 'value-kiln-avg-14d',
    type: 'value',
    question: 'What was the average Kiln Fired temperature over the last 14 days?',
    expect: (ev, now) => valueX(select(ev, { range: R.lastDays(T(now), 14), names: ['Kiln Fired'] }), 'avg'),
  },
  {
    id: 'value-kiln-max-fault',
    type: 'value',
    question: (now) => `max Kiln Fired value on ${longDay(faultDay(now))}? the kiln acted up that day`,
    expect: (ev, now) => valueX(select(ev, { range: R.on(faultDay(now)), names: ['Kiln Fired'] }), 'max'),
  },
  {
    id: 'value-renew-median',
    type: 'value',
    question: 'median MembershipRenewed amount across all time',
    expect: (ev) => valueX(select(ev, { names: ['MembershipRenewed'] }), 'median'),
  },
  {
    id: 'value-wheel-min-7d',
    type: 'value',
    question: 'Smallest wheel_booked value in the past 7 days?',
    expect: (ev, now) => valueX(select(ev, { range: R.lastDays(T(now), 7), names: ['wheel_booked'] }), 'min'),
  },
  {
    id: 'value-membership-revenue',
    type: 'value',
    question: 'how much membership revenue came in last month?',
    expect: (ev, now) =>
      valueX(select(ev, { range: R.lastMonth(T(now)), names: ['MembershipRenewed'] }), 'sum', 'not-high'),
  },
  {
    id: 'value-pieces-lost-loose',
    type: 'value',
    question: (now) =>
      `How many pieces did we lose to failed firings in ${monthName(mAgo(now, 0) - 1 <= T(now) - 12 * DAY ? mAgo(now, 0) : mAgo(now, 1))}? (value = pieces lost)`,
    expect: (ev, now) => {
      const m = mAgo(now, 0) - 1 <= T(now) - 12 * DAY ? mAgo(now, 0) : mAgo(now, 1);
      return valueX(select(ev, { range: R.month(m), names: ['firing-failed'] }), 'sum', 'not-high');
    },
  },
  {
    id: 'value-glazed-regular',
    type: 'value',
    question: `sum of PieceGlazed values for ${REG}`,
    expect: (ev) => valueX(select(ev, { names: ['PieceGlazed'], user: REG }), 'sum'),
  },
  {
    id: 'value-wheel-avg-since',
    type: 'value',
    question: (now) => `avg wheel_booked hours since ${iso(daysAgo(now, 60))}`,
    expect: (ev, now) =>
      valueX(select(ev, { range: R.since(daysAgo(now, 60), T(now)), names: ['wheel_booked'] }), 'avg'),
  },
  {
    id: 'value-renew-mean-30d',
    type: 'value',
    question: 'Mean amount of MembershipRenewed in the last 30 days, for the finance sheet',
    expect: (ev, now) =>
      valueX(select(ev, { range: R.lastDays(T(now), 30), names: ['MembershipRenewed'] }), 'avg'),
  },

  // ======================= top-events =======================
  {
    id: 'top-events-all',
    type: 'top-events',
    question: 'What are our 4 most common events?',
    expect: topCase((ev) => ({ evs: ev, key: O.byName }), 4),
  },
  {
    id: 'top-events-3-lastweek',
    type: 'top-events',
    question: 'top 3 events last week',
    expect: topCase((ev, now) => ({ evs: select(ev, { range: R.lastWeek(T(now)) }), key: O.byName }), 3),
  },
  {
    id: 'top-events-least-30d',
    type: 'top-events',
    question: 'Which event was the least common in the last 30 days?',
    expect: topCase((ev, now) => ({ evs: select(ev, { range: R.lastDays(T(now), 30) }), key: O.byName }), 1, {
      ascending: true,
    }),
  },
  {
    id: 'top-events-fault',
    type: 'top-events',
    question: (now) => `What were the 4 most frequent events on ${shortDay(faultDay(now))}?`,
    expect: topCase((ev, now) => ({ evs: select(ev, { range: R.on(faultDay(now)) }), key: O.byName }), 4),
  },
  {
    id: 'top-events-regular',
    type: 'top-events',
    question: `top 3 actions for ${REG}`,
    expect: topCase((ev) => ({ evs: select(ev, { user: REG }), key: O.byName }), 3),
  },
  {
    id: 'top-events-24h',
    type: 'top-events',
    question: 'which event happened the most in the last 24 hours?',
    expect: topCase((ev, now) => ({ evs: select(ev, { range: R.lastHours(T(now), 24) }), key: O.byName }), 1),
  },
  {
    id: 'top-events-between',
    type: 'top-events',
    question: (now) =>
      `Top 3 event types between ${longDay(daysAgo(now, 50))} and ${longDay(daysAgo(now, 36))}, with counts`,
    expect: topCase(
      (ev, now) => ({
        evs: select(ev, { range: R.between(daysAgo(now, 50), daysAgo(now, 36)) }),
        key: O.byName,
      }),
      3,
    ),
  },

  // ======================= top-users =======================
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'Who are our 4 most active users?',
    expect: topCase((ev) => ({ evs: ev, key: O.byUser }), 4),
  },
  {
    id: 'top-users-clay-kg',
    type: 'top-users',
    question: 'top 2 users by total clay_purchased value',
    expect: topCase(
      (ev) => ({ evs: select(ev, { names: ['clay_purchased'] }), key: O.byUser, measure: O.value }),
      2,
    ),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are the top 3 spenders on memberships in the last 60 days?',
    expect: topCase(
      (ev, now) => ({
        evs: select(ev, { range: R.lastDays(T(now), 60), names: ['MembershipRenewed'] }),
        key: O.byUser,
        measure: O.value,
      }),
      3,
      { conf: 'not-high' },
    ),
  },
  {
    id: 'top-users-7d',
    type: 'top-users',
    question: 'who was the single most active person this past week?',
    expect: topCase((ev, now) => ({ evs: select(ev, { range: R.lastDays(T(now), 7) }), key: O.byUser }), 1),
  },
  {
    id: 'top-users-wheel-3m',
    type: 'top-users',
    question: 'Which member had the most wheel_booked events over the last 3 months?',
    expect: topCase(
      (ev, now) => ({
        evs: select(ev, { range: R.lastMonths(T(now), 3), names: ['wheel_booked'] }),
        key: O.byUser,
      }),
      1,
    ),
  },
  {
    id: 'top-users-glazed-30d',
    type: 'top-users',
    question: 'who had the most PieceGlazed events in the last 30 days?',
    expect: topCase(
      (ev, now) => ({
        evs: select(ev, { range: R.lastDays(T(now), 30), names: ['PieceGlazed'] }),
        key: O.byUser,
      }),
      1,
    ),
  },
  {
    id: 'top-users-glazed-pieces',
    type: 'top-users',
    question: 'Which 3 users have the highest summed PieceGlazed value overall? (pieces glazed)',
    expect: topCase(
      (ev) => ({ evs: select(ev, { names: ['PieceGlazed'] }), key: O.byUser, measure: O.value }),
      3,
    ),
  },
  {
    id: 'top-users-app-2w',
    type: 'top-users',
    question: 'top 2 by app_opened over the past 2 weeks',
    expect: topCase(
      (ev, now) => ({
        evs: select(ev, { range: R.lastWeeks(T(now), 2), names: ['app_opened'] }),
        key: O.byUser,
      }),
      2,
    ),
  },

  // ======================= user =======================
  {
    id: 'user-count-regular',
    type: 'user',
    question: `how many events has ${REG} logged?`,
    expect: (ev) => countX(select(ev, { user: REG })),
  },
  {
    id: 'user-first-churner',
    type: 'user',
    question: `When was ${CHURN} first seen?`,
    expect: (ev) => firstX(select(ev, { user: CHURN })),
  },
  {
    id: 'user-last-churner',
    type: 'user',
    question: `last seen date for ${CHURN}? they used to come in every week`,
    expect: (ev) => lastX(select(ev, { user: CHURN })),
  },
  {
    id: 'user-names-newbie',
    type: 'user',
    question: `Which event names has ${NEWBIE} used so far?`,
    expect: (ev) => {
      const evs = select(ev, { user: NEWBIE });
      return {
        names: [...new Set(evs.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-recent-regular',
    type: 'user',
    question: `show me the 3 most recent events of ${REG}`,
    expect: (ev) => {
      const evs = select(ev, { user: REG });
      return {
        names: O.newestFirst(evs).slice(0, 3).map(O.byName),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-wheel-regular-30d',
    type: 'user',
    question: `How many wheel_booked did ${REG} have in the last 30 days?`,
    expect: (ev, now) =>
      countX(select(ev, { range: R.lastDays(T(now), 30), names: ['wheel_booked'], user: REG })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `what has ${NOBODY} been up to?`,
    expect: () => lowX(),
  },
  {
    id: 'user-clay-lastweek',
    type: 'user',
    question: `${CLAY}: number of events last week`,
    expect: (ev, now) => countX(select(ev, { range: R.lastWeek(T(now)), user: CLAY })),
  },
  {
    id: 'user-first-newbie',
    type: 'user',
    question: `when did ${NEWBIE} first show up in the app`,
    expect: (ev) => firstX(select(ev, { user: NEWBIE })),
  },
  {
    id: 'user-last-tech',
    type: 'user',
    question: `${PERSONAS.kilnTech} last seen?`,
    expect: (ev) => lastX(select(ev, { user: PERSONAS.kilnTech })),
  },

  // ======================= breakdown =======================
  {
    id: 'breakdown-day-7d',
    type: 'breakdown',
    question: 'events per day for the last 7 days',
    expect: (ev, now) => seriesX(select(ev, { range: R.lastDays(T(now), 7) }), O.byDay),
  },
  {
    id: 'breakdown-week-wheel',
    type: 'breakdown',
    question: 'weekly wheel_booked counts over the last 4 weeks',
    expect: (ev, now) =>
      seriesX(select(ev, { range: R.lastWeeks(T(now), 4), names: ['wheel_booked'] }), O.byWeek),
  },
  {
    id: 'breakdown-hour-checkin',
    type: 'breakdown',
    question: 'Busiest hour of the day for open_studio.checkin?',
    expect: topCase((ev) => ({ evs: select(ev, { names: ['open_studio.checkin'] }), key: O.byHour }), 1),
  },
  {
    id: 'breakdown-weekday-all',
    type: 'breakdown',
    question: 'which weekday is the busiest overal? thinking about staffing',
    expect: topCase((ev) => ({ evs: ev, key: O.byWeekday }), 1),
  },
  {
    id: 'breakdown-month-since',
    type: 'breakdown',
    question: (now) => `monthly event totals since ${iso(mAgo(now, 3))}`,
    expect: (ev, now) => seriesX(select(ev, { range: R.since(mAgo(now, 3), T(now)) }), O.byMonth),
  },
  {
    id: 'breakdown-day-failed',
    type: 'breakdown',
    question: 'Which day in the last 30 days had the most firing-failed events?',
    expect: topCase(
      (ev, now) => ({
        evs: select(ev, { range: R.lastDays(T(now), 30), names: ['firing-failed'] }),
        key: O.byDay,
      }),
      1,
    ),
  },
  {
    id: 'breakdown-weekday-class',
    type: 'breakdown',
    question: 'class.joined broken down by day of the week',
    expect: (ev) => {
      const x = seriesX(select(ev, { names: ['class.joined'] }), O.byWeekday);
      x.unordered = true;
      return x;
    },
  },
  {
    id: 'breakdown-hour-app-30d',
    type: 'breakdown',
    question: 'what hour of day sees the most app_opened in the past 30 days?',
    expect: topCase(
      (ev, now) => ({
        evs: select(ev, { range: R.lastDays(T(now), 30), names: ['app_opened'] }),
        key: O.byHour,
      }),
      1,
    ),
  },

  // ======================= compare =======================
  {
    id: 'compare-4w',
    type: 'compare',
    question: 'events in the last 4 weeks vs the 4 weeks before that?',
    expect: (ev, now) => {
      const r = R.lastWeeks(T(now), 4);
      return changeX(select(ev, { range: sameLengthBefore(r) }), select(ev, { range: r }));
    },
  },
  {
    id: 'compare-wheel-30d',
    type: 'compare',
    question: 'wheel_booked: past 30 days compared with the previous 30 days',
    expect: (ev, now) => {
      const r = R.lastDays(T(now), 30);
      const f = { names: ['wheel_booked'] };
      return changeX(select(ev, { ...f, range: sameLengthBefore(r) }), select(ev, { ...f, range: r }));
    },
  },
  {
    id: 'compare-signup-4w',
    type: 'compare',
    question: 'Is the studio growing? Studio Signup in the last 4 weeks versus the 4 weeks before',
    expect: (ev, now) => {
      const r = R.lastWeeks(T(now), 4);
      const f = { names: ['Studio Signup'] };
      return changeX(select(ev, { ...f, range: sameLengthBefore(r) }), select(ev, { ...f, range: r }));
    },
  },
  {
    id: 'compare-renew-months',
    type: 'compare',
    question: (now) =>
      `MembershipRenewed total amount: ${monthName(mAgo(now, 2))} vs ${monthName(mAgo(now, 1))}`,
    expect: (ev, now) => {
      const f = { names: ['MembershipRenewed'] };
      return changeX(
        select(ev, { ...f, range: R.month(mAgo(now, 2)) }),
        select(ev, { ...f, range: R.month(mAgo(now, 1)) }),
        'sum',
      );
    },
  },
  {
    id: 'compare-users-14d',
    type: 'compare',
    question: 'active users over the last 14 days compared with the 14 days before',
    expect: (ev, now) => {
      const r = R.lastDays(T(now), 14);
      return changeX(select(ev, { range: sameLengthBefore(r) }), select(ev, { range: r }), 'users');
    },
  },
  {
    id: 'compare-glazed-lastweek',
    type: 'compare',
    question: 'PieceGlazed last week compared with the week before?',
    expect: (ev, now) => {
      const r = R.lastWeek(T(now));
      const f = { names: ['PieceGlazed'] };
      return changeX(select(ev, { ...f, range: sameLengthBefore(r) }), select(ev, { ...f, range: r }));
    },
  },
  {
    id: 'compare-clay-30d',
    type: 'compare',
    question: 'kilos of clay sold (clay_purchased value) last 30 days vs prior 30 days',
    expect: (ev, now) => {
      const r = R.lastDays(T(now), 30);
      const f = { names: ['clay_purchased'] };
      return changeX(select(ev, { ...f, range: sameLengthBefore(r) }), select(ev, { ...f, range: r }), 'sum');
    },
  },
  {
    id: 'compare-months-events',
    type: 'compare',
    question: (now) =>
      `for the board deck: total events ${monthYear(mAgo(now, 2))} versus ${monthYear(mAgo(now, 1))}`,
    expect: (ev, now) =>
      changeX(select(ev, { range: R.month(mAgo(now, 2)) }), select(ev, { range: R.month(mAgo(now, 1)) })),
  },

  // ======================= share =======================
  {
    id: 'share-app-all',
    type: 'share',
    question: 'What percentage of all events are app_opened?',
    expect: (ev) => shareEventsX(ev, ['app_opened']),
  },
  {
    id: 'share-users-class-30d',
    type: 'share',
    question: 'what share of active users in the last 30 days did class.joined?',
    expect: (ev, now) => shareUsersX(select(ev, { range: R.lastDays(T(now), 30) }), ['class.joined']),
  },
  {
    id: 'share-failed-lastweek',
    type: 'share',
    question: "percent of last week's events that were firing-failed",
    expect: (ev, now) => shareEventsX(select(ev, { range: R.lastWeek(T(now)) }), ['firing-failed']),
  },
  {
    id: 'share-users-clay',
    type: 'share',
    question: 'What % of users have ever had a clay_purchased?',
    expect: (ev) => shareUsersX(ev, ['clay_purchased']),
  },
  {
    id: 'share-glazed-fault',
    type: 'share',
    question: (now) =>
      `On ${longDay(faultDay(now))}, what fraction of events were PieceGlazed (as a percentage)?`,
    expect: (ev, now) => shareEventsX(select(ev, { range: R.on(faultDay(now)) }), ['PieceGlazed']),
  },
  {
    id: 'share-users-renew-7d',
    type: 'share',
    question: 'of the people active in the past 7 days, what percentage had a MembershipRenewed?',
    expect: (ev, now) => shareUsersX(select(ev, { range: R.lastDays(T(now), 7) }), ['MembershipRenewed']),
  },
  {
    id: 'share-wheel-month',
    type: 'share',
    question: "what percent of this month's events are wheel bookings?",
    expect: (ev, now) =>
      shareEventsX(select(ev, { range: R.thisMonth(T(now)) }), ['wheel_booked'], 'not-high'),
  },
  {
    id: 'share-checkin-2w',
    type: 'share',
    question: 'share of open_studio.checkin among all events in the last 2 weeks',
    expect: (ev, now) => shareEventsX(select(ev, { range: R.lastWeeks(T(now), 2) }), ['open_studio.checkin']),
  },

  // ======================= conversion =======================
  {
    id: 'conv-signup-class',
    type: 'conversion',
    question: 'Of the users who did Studio Signup, how many went on to class.joined?',
    expect: (ev) => convX(ev, R.all(), 'Studio Signup', 'class.joined'),
  },
  {
    id: 'conv-wheel-glazed-30d',
    type: 'conversion',
    question: 'last 30 days: wheel_booked -> PieceGlazed conversion rate?',
    expect: (ev, now) => convX(ev, R.lastDays(T(now), 30), 'wheel_booked', 'PieceGlazed'),
  },
  {
    id: 'conv-glazed-pickup-60d',
    type: 'conversion',
    question: 'In the past 60 days, what % of users who had PieceGlazed later had piece.picked_up?',
    expect: (ev, now) => convX(ev, R.lastDays(T(now), 60), 'PieceGlazed', 'piece.picked_up'),
  },
  {
    id: 'conv-class-renew-since',
    type: 'conversion',
    question: (now) =>
      `since ${shortDay(daysAgo(now, 45))}, of people who joined a class (class.joined), how many then renewed — MembershipRenewed?`,
    expect: (ev, now) => convX(ev, R.since(daysAgo(now, 45), T(now)), 'class.joined', 'MembershipRenewed'),
  },
  {
    id: 'conv-app-wheel-7d',
    type: 'conversion',
    question: 'conversion from app_opened to wheel_booked over the last 7 days',
    expect: (ev, now) => convX(ev, R.lastDays(T(now), 7), 'app_opened', 'wheel_booked'),
  },
  {
    id: 'conv-signup-clay-90d',
    type: 'conversion',
    question: 'Studio Signup to clay_purchased, last 90 days — how many converted and what percent?',
    expect: (ev, now) => convX(ev, R.lastDays(T(now), 90), 'Studio Signup', 'clay_purchased'),
  },
  {
    id: 'conv-waitlist-class',
    type: 'conversion',
    question: 'of members who were class-waitlisted, what percentage eventually got class.joined afterwards?',
    expect: (ev) => convX(ev, R.all(), 'class-waitlisted', 'class.joined'),
  },
  {
    id: 'conv-failed-glazed-60d',
    type: 'conversion',
    question: 'After a firing-failed, did people keep glazing? firing-failed then PieceGlazed, past 60 days',
    expect: (ev, now) => convX(ev, R.lastDays(T(now), 60), 'firing-failed', 'PieceGlazed'),
  },

  // ======================= churn =======================
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: "how many users were active last month but haven't been active this month?",
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastMonth(T(now)), R.thisMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'How many new users did we get in the last 30 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(T(now), 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-30-30',
    type: 'churn',
    question:
      'users active in the 30 days before the last 30 days who were not active in the last 30 days — how many?',
    expect: (ev, now) => {
      const r = R.lastDays(T(now), 30);
      return { numbers: [O.churned(ev, sameLengthBefore(r), r).length], confidence: 'high' };
    },
  },
  {
    id: 'churn-new-lastweek',
    type: 'churn',
    question: 'new users last week?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastWeek(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `number of brand-new users since ${iso(daysAgo(now, 21))}`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.since(daysAgo(now, 21), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `How many members were active in ${monthName(mAgo(now, 2))} but not in ${monthName(mAgo(now, 1))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.month(mAgo(now, 2)), R.month(mAgo(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-month',
    type: 'churn',
    question: (now) => `new users in ${monthYear(mAgo(now, 1))}`,
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.month(mAgo(now, 1))).length], confidence: 'high' }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `users who did something between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))} but nothing in the past 60 days`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.between(daysAgo(now, 90), daysAgo(now, 61)), R.lastDays(T(now), 60)).length],
      confidence: 'high',
    }),
  },

  // ======================= recency =======================
  {
    id: 'recency-last-failed',
    type: 'recency',
    question: 'when was the last firing-failed?',
    expect: (ev) => lastX(select(ev, { names: ['firing-failed'] })),
  },
  {
    id: 'recency-waitlist-7d',
    type: 'recency',
    question: 'did anyone get class-waitlisted in the last 7 days?',
    expect: (ev, now) => countX(select(ev, { range: R.lastDays(T(now), 7), names: ['class-waitlisted'] })),
  },
  {
    id: 'recency-regular-wheel',
    type: 'recency',
    question: `When did ${REG} last have a wheel_booked?`,
    expect: (ev) => lastX(select(ev, { names: ['wheel_booked'], user: REG })),
  },
  {
    id: 'recency-last-renewal',
    type: 'recency',
    question: 'latest MembershipRenewed — when was it?',
    expect: (ev) => lastX(select(ev, { names: ['MembershipRenewed'] })),
  },
  {
    id: 'recency-unknown',
    type: 'recency',
    low: true,
    question: 'Has anyone ever done a glaze_test_logged?',
    expect: () => lowX(),
  },
  {
    id: 'recency-last-signup',
    type: 'recency',
    question: 'when did the most recent Studio Signup hapen',
    expect: (ev) => lastX(select(ev, { names: ['Studio Signup'] })),
  },
  {
    id: 'recency-kiln-48h',
    type: 'recency',
    question: 'was there any Kiln Fired in the last 48 hours?',
    expect: (ev, now) => countX(select(ev, { range: R.lastHours(T(now), 48), names: ['Kiln Fired'] })),
  },
  {
    id: 'recency-last-checkin',
    type: 'recency',
    question: 'last open_studio.checkin — date and time please',
    expect: (ev) => lastX(select(ev, { names: ['open_studio.checkin'] })),
  },

  // ======================= catalogue =======================
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'which event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there overall?',
    expect: (ev) => ({ numbers: [O.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'Total number of events we have stored, all time',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-types-list',
    type: 'catalogue',
    question: 'list every event type the app tracks',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many diffrent event names are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'new analyst here — give me the basics: how many users and how many events are in the dataset?',
    expect: (ev) => ({ numbers: [O.users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-kiln-name',
    type: 'catalogue',
    question: 'what events do we track that relate to the kiln or firings? list the names',
    expect: (ev) => ({ names: ['Kiln Fired', 'firing-failed'], unordered: true, confidence: 'not-high' }),
  },

  // ======================= other =======================
  {
    id: 'other-glaze-colours',
    type: 'other',
    question: 'Which glaze colours are the most popular with members?',
    expect: () => lowX(),
  },
  {
    id: 'other-electric-bill',
    type: 'other',
    question: 'how much did we pay for kiln electricity last month?',
    expect: () => lowX(),
  },
  {
    id: 'other-weather',
    type: 'other',
    question: 'what is the weather forecast for thursday open studio night',
    expect: () => lowX(),
  },
  {
    id: 'other-instructor-reviews',
    type: 'other',
    question: 'Which instructor gets the best reviews from students?',
    expect: () => lowX(),
  },
  {
    id: 'other-clay-stock',
    type: 'other',
    question: 'how many kilos of clay are left in the storeroom right now?',
    expect: () => lowX(),
  },
  {
    id: 'other-poem',
    type: 'other',
    question: 'write me a short poem about centering clay on the wheel',
    expect: () => lowX(),
  },
  {
    id: 'other-age',
    type: 'other',
    question: 'What is the averge age of our members?',
    expect: () => lowX(),
  },
  {
    id: 'other-fault-cause',
    type: 'other',
    question: 'why did the kiln element burn out? what part failed?',
    expect: () => lowX(),
  },
  {
    id: 'other-email',
    type: 'other',
    question: `can you email ${REG} a reminder to pick up their mugs?`,
    expect: () => lowX(),
  },
];
