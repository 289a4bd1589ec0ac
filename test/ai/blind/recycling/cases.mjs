/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind round "recycling": questions about a municipal recycling & bulky-waste collection app.
// Every expectation is computed from the events with the reference oracle, following SEMANTICS.md.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES } from './data.mjs';

const { ranges: R, DAY, WEEK } = O;
const LOW = { confidence: 'low', dataPoints: 0 };
const MONEY = ['Bulky Fee Paid', 'bin-replacement-ordered'];
const P = PERSONAS;

// ---- date wording ---------------------------------------------------------------------------
const ms = (now) => +now;
const today0 = (now) => O.dayStart(ms(now));
const daysAgo = (now, k) => today0(now) - k * DAY; // start of the UTC day k days back
const incident = (now) => daysAgo(now, 20);
const iso = (t) => O.isoDay(t);
const ordinal = (n) =>
  n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const longDay = (t) => `${monthName(t)} ${ordinal(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${monthName(t).slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const euroDay = (t) => `${new Date(t).getUTCDate()} ${monthName(t)}`; // 3 November
const prevMonth = (now, k = 1) => O.monthStart(ms(now), -k); // start of a past month
const r2 = (x) => O.round(x, 2);

// ---- expectation builders ---------------------------------------------------------------------
const sel = (ev, now, f) =>
  O.select(ev, { range: f.range ? f.range(ms(now)) : R.all(), names: f.names, user: f.user });

function count(f, confidence = 'high') {
  return (ev, now) => {
    const s = sel(ev, now, f);
    return s.length ? { numbers: [s.length], confidence, dataPoints: s.length } : LOW;
  };
}
function distinct(f, confidence = 'high') {
  return (ev, now) => {
    const s = sel(ev, now, f);
    return s.length ? { numbers: [O.users(s).size], confidence, dataPoints: s.length } : LOW;
  };
}
const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
function val(f, how, confidence = 'high', names) {
  return (ev, now) => {
    const s = sel(ev, now, f);
    if (!s.length) return LOW;
    const x =
      how === 'sum'
        ? r2(O.sum(s))
        : how === 'avg'
          ? O.avg(s)
          : how === 'min'
            ? O.min(s)
            : how === 'max'
              ? O.max(s)
              : r2(median(s));
    return { numbers: [x], confidence, dataPoints: s.length, ...(names ? { names, unordered: true } : {}) };
  };
}
// ranked list: key/measure over the selection; n items; checks ties at the cut.
function ranked(
  f,
  key,
  n,
  { measure, ascending = false, confidence = 'high', extraNames = [], figures = true } = {},
) {
  const list = (ev, now) => O.rank(O.tally(sel(ev, now, f), key, measure), { ascending });
  const fn = (ev, now) => {
    const s = sel(ev, now, f);
    if (!s.length) return LOW;
    const top = list(ev, now).slice(0, n);
    return {
      names: [...top.map(([k]) => k), ...extraNames],
      numbers: figures ? top.map(([, v]) => (Number.isInteger(v) ? v : r2(v))) : undefined,
      confidence,
      dataPoints: s.length,
      ...(extraNames.length ? { unordered: false } : {}),
    };
  };
  fn.tieAtCut = (ev, now) => {
    const l = list(ev, now);
    return l.length > n && l[n - 1][1] === l[n][1];
  };
  return fn;
}
function compare(f1, f2, measure = 'count', confidence = 'high') {
  return (ev, now) => {
    const a = sel(ev, now, f1),
      b = sel(ev, now, f2);
    if (!a.length && !b.length) return LOW;
    const m = (s) => (measure === 'count' ? s.length : measure === 'users' ? O.users(s).size : r2(O.sum(s)));
    const c = O.change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
}
function share(f, part) {
  // percent of events in range that match `part`
  return (ev, now) => {
    const s = sel(ev, now, f);
    if (!s.length) return LOW;
    const k = s.filter(part).length;
    return k ? { percents: [O.percent(k, s.length)], confidence: 'high', dataPoints: s.length } : LOW;
  };
}
function userShare(f, names) {
  // percent of active users in range who did one of `names`
  return (ev, now) => {
    const s = sel(ev, now, f);
    if (!s.length) return LOW;
    const did = O.users(s.filter((e) => names.includes(e.eventName))).size;
    return did
      ? { percents: [O.percent(did, O.users(s).size)], confidence: 'high', dataPoints: s.length }
      : LOW;
  };
}
function conv(range, a, b) {
  return (ev, now) => {
    const r = range ? range(ms(now)) : R.all();
    const c = O.conversion(ev, r, a, b);
    if (!c.did) return LOW;
    const dp = O.select(ev, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: 'high', dataPoints: dp };
  };
}
function churn(active, inactive) {
  return (ev, now) => {
    const a = active(ms(now)),
      b = inactive(ms(now));
    const list = O.churned(ev, a, b);
    const dp = O.select(ev, { range: a }).length + O.select(ev, { range: b }).length;
    return list.length ? { numbers: [list.length], confidence: 'high', dataPoints: dp } : LOW;
  };
}
function fresh(range) {
  return (ev, now) => {
    const r = range(ms(now));
    const list = O.newUsers(ev, r);
    return list.length
      ? { numbers: [list.length], confidence: 'high', dataPoints: O.select(ev, { range: r }).length }
      : LOW;
  };
}
function lastOf(names, f = {}) {
  return (ev, now) => {
    const s = O.select(ev, { names, user: f.user });
    if (!s.length) return LOW;
    const last = O.newestFirst(s)[0];
    return { names: [iso(O.time(last))], confidence: f.confidence ?? 'high', dataPoints: s.length };
  };
}
const low = () => LOW;
const always = (x) => () => x;

// ---- cases -------------------------------------------------------------------------------------
export const cases = [
  // ===== count =====
  {
    id: 'count-01',
    type: 'count',
    question: 'how many pickup_booked events do we have in total?',
    expect: count({ names: ['pickup_booked'] }),
  },
  {
    id: 'count-02',
    type: 'count',
    question: (now) =>
      `The truck broke down on ${longDay(incident(now))} — how many MissedBinReported events came in that day?`,
    expect: count({ names: ['MissedBinReported'], range: (now) => R.on(incident(now)) }),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'number of drop-off visits in the last 7 days pls',
    expect: count({ names: ['Drop-off Visit'], range: (now) => R.lastDays(now, 7) }),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'collection.missed count for last month?',
    expect: count({ names: ['collection.missed'], range: R.lastMonth }),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'How many events did we log yesterday, all types together?',
    expect: count({ range: R.yesterday }),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'How often did resident_0007 trigger app_login over the past 30 days?',
    expect: count({ names: ['app_login'], user: P.topUser, range: (now) => R.lastDays(now, 30) }),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) => `reminder.sent volume between ${iso(daysAgo(now, 30))} and ${iso(daysAgo(now, 16))}?`,
    expect: count({
      names: ['reminder.sent'],
      range: (now) => R.between(daysAgo(now, 30), daysAgo(now, 16)),
    }),
  },
  {
    id: 'count-08',
    type: 'count',
    question: 'quick one: how many events in the last 24 hours?',
    expect: count({ range: (now) => R.lastHours(now, 24) }),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `How many replacement bin orders have there been since ${shortDay(daysAgo(now, 45))}?`,
    expect: count(
      { names: ['bin-replacement-ordered'], range: (now) => R.since(daysAgo(now, 45), now) },
      'not-high',
    ),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'how many compost_caddy_delivered events were there last month?',
    expect: low,
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'last week, how many pickup_booked plus Bulky Fee Paid events combined?',
    expect: count({ names: ['pickup_booked', 'Bulky Fee Paid'], range: R.lastWeek }),
  },

  // ===== users =====
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique residents used the service in the last 30 days?',
    expect: distinct({ range: (now) => R.lastDays(now, 30) }),
  },
  {
    id: 'users-02',
    type: 'users',
    question: (now) => `how many poeple had a pickup_booked in ${monthName(prevMonth(now))}?`,
    expect: distinct({ names: ['pickup_booked'], range: (now) => R.month(prevMonth(now)) }),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'distinct users with a Drop-off Visit in the last 10 days',
    expect: distinct({ names: ['Drop-off Visit'], range: (now) => R.lastDays(now, 10) }),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'active users over the past week?',
    expect: distinct({ range: (now) => R.lastDays(now, 7) }),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) =>
      `For the rewards team: how many residents have done rewards.redeemed since ${euroDay(daysAgo(now, 40))}?`,
    expect: distinct({ names: ['rewards.redeemed'], range: (now) => R.since(daysAgo(now, 40), now) }),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'how many different ppl reported a missed bin in the last 3 days?',
    expect: distinct({ names: ['MissedBinReported'], range: (now) => R.lastDays(now, 3) }, 'not-high'),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'how many users completed recycling_quiz_finished this year?',
    expect: low,
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'Unique users with ReminderOpened in the last 2 weeks?',
    expect: distinct({ names: ['ReminderOpened'], range: (now) => R.lastWeeks(now, 2) }),
  },

  // ===== value =====
  {
    id: 'value-01',
    type: 'value',
    question: 'Total kg weighed across all Drop-off Visit events last month?',
    expect: val({ names: ['Drop-off Visit'], range: R.lastMonth }, 'sum'),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'whats the average drop-off visit weight over the past 30 days',
    expect: val({ names: ['Drop-off Visit'], range: (now) => R.lastDays(now, 30) }, 'avg'),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Biggest single collection.completed load ever recorded (max value)?',
    expect: val({ names: ['collection.completed'] }, 'max'),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'median fee on bin-replacement-ordered, all time',
    expect: val({ names: ['bin-replacement-ordered'] }, 'median'),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'How much revenue did we bring in last month? Finance is asking.',
    expect: val({ names: MONEY, range: R.lastMonth }, 'sum', 'not-high', MONEY),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'sum of reward_points_earned over the last 2 months',
    expect: val({ names: ['reward_points_earned'], range: (now) => R.lastMonths(now, 2) }, 'sum'),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'What is the smallest pickup_booked value we have seen?',
    expect: val({ names: ['pickup_booked'] }, 'min'),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'average Bulky Fee Paid amount per payment in the past 3 months',
    expect: val({ names: ['Bulky Fee Paid'], range: (now) => R.lastMonths(now, 3) }, 'avg'),
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'total rewards.redeemed value for resident_0007?',
    expect: val({ names: ['rewards.redeemed'], user: P.topUser }, 'sum'),
  },
  {
    id: 'value-10',
    type: 'value',
    low: true,
    question: 'average weight of glass_bottle_deposit events last week?',
    expect: low,
  },

  // ===== top-events =====
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'What are our top 5 events of all time?',
    expect: ranked({}, O.byName, 5),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'three most common events last week',
    expect: ranked({ range: R.lastWeek }, O.byName, 3),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'Which 3 event names are the least common?',
    expect: ranked({}, O.byName, 3, { ascending: true }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'what was the single most frequent event yesterday',
    expect: ranked({ range: R.yesterday }, O.byName, 1),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: 'top 3 event types for resident_0230',
    expect: ranked({ user: P.bigRecycler }, O.byName, 3),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: (now) =>
      `For the ops review — most common events in ${monthName(prevMonth(now, 2))} ${new Date(prevMonth(now, 2)).getUTCFullYear()}, top 5 please.`,
    expect: ranked({ range: (now) => R.month(prevMonth(now, 2)) }, O.byName, 5),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'rarest event over the past 90 days?',
    expect: ranked({ range: (now) => R.lastDays(now, 90) }, O.byName, 1, { ascending: true }),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: (now) => `top 3 events from ${shortDay(daysAgo(now, 50))} to ${shortDay(daysAgo(now, 36))}`,
    expect: ranked({ range: (now) => R.between(daysAgo(now, 50), daysAgo(now, 36)) }, O.byName, 3),
  },

  // ===== top-users =====
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'who are our two most active residents (by number of events)?',
    expect: ranked({}, O.byUser, 2),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'Top 3 residents by total Drop-off Visit kg in the last 60 days',
    expect: ranked({ names: ['Drop-off Visit'], range: (now) => R.lastDays(now, 60) }, O.byUser, 3, {
      measure: O.value,
    }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'who was the top spender over the last 3 months?',
    expect: ranked({ names: MONEY, range: (now) => R.lastMonths(now, 3) }, O.byUser, 1, {
      measure: O.value,
      confidence: 'not-high',
    }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'Which 3 residents had the most kg picked up by crews (collection.completed) last month?',
    expect: ranked({ names: ['collection.completed'], range: R.lastMonth }, O.byUser, 3, {
      measure: O.value,
    }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'most active user in the past 14 days?',
    expect: ranked({ range: (now) => R.lastDays(now, 14) }, O.byUser, 1),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'top 5 users by reward_points_earned total (sum of points)',
    expect: ranked({ names: ['reward_points_earned'] }, O.byUser, 5, { measure: O.value }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'who has paid the most in bin-replacement-ordered fees? top 2',
    expect: ranked({ names: ['bin-replacement-ordered'] }, O.byUser, 2, { measure: O.value }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'Which resident logs the most app_login events, all time?',
    expect: ranked({ names: ['app_login'] }, O.byUser, 1),
  },

  // ===== user =====
  {
    id: 'user-01',
    type: 'user',
    question: 'How many events does resident_0007 have in total?',
    expect: count({ user: P.topUser }),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'when did resident_0113 first show up?',
    expect: (ev) => {
      const s = O.select(ev, { user: P.churner });
      return { names: [iso(O.time(s[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'support ticket: resident_0113 says the app is broken. When was this user last seen?',
    expect: lastOf(undefined, { user: P.churner }),
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'which event names has resident_0451 used so far',
    expect: (ev) => {
      const s = O.select(ev, { user: P.newcomer });
      return {
        names: [...new Set(s.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'resident_0230 — number of events in the last 30 days?',
    expect: count({ user: P.bigRecycler, range: (now) => R.lastDays(now, 30) }),
  },
  {
    id: 'user-06',
    type: 'user',
    question: "What were resident_0318's three most recent events?",
    expect: (ev) => {
      const s = O.select(ev, { user: P.feeHeavy });
      return { names: O.newestFirst(s).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: s.length };
    },
  },
  { id: 'user-07', type: 'user', low: true, question: `what did ${NOBODY} do last week?`, expect: low },
  {
    id: 'user-08',
    type: 'user',
    question: 'first seen and last seen for resident_0451?',
    expect: (ev) => {
      const s = O.select(ev, { user: P.newcomer });
      return { names: [iso(O.time(s[0])), iso(O.time(s.at(-1)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'how many Drop-off Visit events has resident_0230 made since the start of last month?',
    expect: count({
      user: P.bigRecycler,
      names: ['Drop-off Visit'],
      range: (now) => R.since(prevMonth(now), now),
    }),
  },

  // ===== breakdown =====
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'Busiest day in the last 30 days? asking becuase ops thinks it was the breakdown day',
    expect: ranked({ range: (now) => R.lastDays(now, 30) }, O.byDay, 1),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'Events by weekday – which weekday is the busiest overall?',
    expect: ranked({}, O.byWeekday, 1),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'busiest hour of the day for Drop-off Visit?',
    expect: ranked({ names: ['Drop-off Visit'] }, O.byHour, 1),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: (now) => `pickup_booked per month since ${iso(prevMonth(now, 2))}, broken down by month`,
    expect: (ev, now) => {
      const s = O.select(ev, { names: ['pickup_booked'], range: R.since(prevMonth(now, 2), ms(now)) });
      const t = [...O.tally(s, O.byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: t.map(([k]) => k),
        numbers: t.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: (now) => {
      const a = O.weekStart(ms(now)) - 4 * WEEK;
      return `weekly app_login counts from ${iso(a)} to ${iso(a + 4 * WEEK - DAY)}, week by week`;
    },
    expect: (ev, now) => {
      const a = O.weekStart(ms(now)) - 4 * WEEK;
      const s = O.select(ev, { names: ['app_login'], range: R.between(a, a + 4 * WEEK - DAY) });
      const t = [...O.tally(s, O.byWeek)].sort((x, y) => (x[0] < y[0] ? -1 : 1));
      return {
        names: t.map(([k]) => k),
        numbers: t.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'Which week had the most MissedBinReported events?',
    expect: ranked({ names: ['MissedBinReported'] }, O.byWeek, 1),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'quietest weekday for drop-off visits?',
    expect: ranked({ names: ['Drop-off Visit'] }, O.byWeekday, 1, { ascending: true }),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'Last week, day by day: which day was the slowest?',
    expect: ranked({ range: R.lastWeek }, O.byDay, 1, { ascending: true }),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'at what hour of the day do residents open reminders most (ReminderOpened)?',
    expect: ranked({ names: ['ReminderOpened'] }, O.byHour, 1),
  },

  // ===== compare =====
  {
    id: 'compare-01',
    type: 'compare',
    question: 'total activity in the last 14 days vs the 14 days before that?',
    expect: compare(
      { range: (now) => ({ from: now - 28 * DAY, to: now - 14 * DAY }) },
      { range: (now) => R.lastDays(now, 14) },
    ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) =>
      `Drop-off Visit count: ${monthName(prevMonth(now, 2))} compared with ${monthName(prevMonth(now))}?`,
    expect: compare(
      { names: ['Drop-off Visit'], range: (now) => R.month(prevMonth(now, 2)) },
      { names: ['Drop-off Visit'], range: (now) => R.month(prevMonth(now)) },
    ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'is pickup_booked growing? last 30 days against the previous 30',
    expect: compare(
      { names: ['pickup_booked'], range: (now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }) },
      { names: ['pickup_booked'], range: (now) => R.lastDays(now, 30) },
    ),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: (now) =>
      `board deck: revenue in ${monthName(prevMonth(now))} vs ${monthName(prevMonth(now, 2))}, and the % change`,
    expect: compare(
      { names: MONEY, range: (now) => R.month(prevMonth(now, 2)) },
      { names: MONEY, range: (now) => R.month(prevMonth(now)) },
      'sum',
      'not-high',
    ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'Active users: last 14 days compared with the 14 days before?',
    expect: compare(
      { range: (now) => ({ from: now - 28 * DAY, to: now - 14 * DAY }) },
      { range: (now) => R.lastDays(now, 14) },
      'users',
    ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: (now) =>
      `MissedBinReported between ${iso(incident(now) - 3 * DAY)} and ${iso(incident(now) + 3 * DAY)} versus between ${iso(incident(now) + 4 * DAY)} and ${iso(incident(now) + 10 * DAY)}`,
    expect: compare(
      {
        names: ['MissedBinReported'],
        range: (now) => R.between(incident(now) - 3 * DAY, incident(now) + 3 * DAY),
      },
      {
        names: ['MissedBinReported'],
        range: (now) => R.between(incident(now) + 4 * DAY, incident(now) + 10 * DAY),
      },
    ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'total collection.completed kg, past 7 days vs the week before — up or down?',
    expect: compare(
      { names: ['collection.completed'], range: (now) => ({ from: now - 14 * DAY, to: now - 7 * DAY }) },
      { names: ['collection.completed'], range: (now) => R.lastDays(now, 7) },
      'sum',
    ),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: "compare yesterday's total events with the day before",
    expect: compare(
      { range: (now) => ({ from: O.dayStart(now) - 2 * DAY, to: O.dayStart(now) - DAY }) },
      { range: R.yesterday },
    ),
  },

  // ===== share =====
  {
    id: 'share-01',
    type: 'share',
    question: 'What percent of all events are app_login?',
    expect: share({}, (e) => e.eventName === 'app_login'),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what share of active users in the last 30 days made a Drop-off Visit?',
    expect: userShare({ range: (now) => R.lastDays(now, 30) }, ['Drop-off Visit']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: '% of last month’s events that were MissedBinReported',
    expect: share({ range: R.lastMonth }, (e) => e.eventName === 'MissedBinReported'),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'What fraction of all our users have ever done bin-replacement-ordered? as a percentage',
    expect: userShare({}, ['bin-replacement-ordered']),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'what percentage of all activity in the past 14 days came from resident_0007?',
    expect: share({ range: (now) => R.lastDays(now, 14) }, (e) => e.userId === P.topUser),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'Of the users active in the past 6 weeks, what % did rewards.redeemed?',
    expect: userShare({ range: (now) => R.lastWeeks(now, 6) }, ['rewards.redeemed']),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `pickup_booked as a share of all events in ${monthName(prevMonth(now))}`,
    expect: share({ range: (now) => R.month(prevMonth(now)) }, (e) => e.eventName === 'pickup_booked'),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'percentage of last-7-day active users who had an app_login',
    expect: userShare({ range: (now) => R.lastDays(now, 7) }, ['app_login']),
  },

  // ===== conversion =====
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of residents who did pickup_booked in the last 30 days, how many went on to Bulky Fee Paid?',
    expect: conv((now) => R.lastDays(now, 30), 'pickup_booked', 'Bulky Fee Paid'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'reminder.sent → ReminderOpened conversion over the last 14 days',
    expect: conv((now) => R.lastDays(now, 14), 'reminder.sent', 'ReminderOpened'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'what % of users with a Drop-off Visit later did rewards.redeemed? all time',
    expect: conv(null, 'Drop-off Visit', 'rewards.redeemed'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: (now) =>
      `In ${monthName(prevMonth(now))}, of the people who had pickup_booked, how many then got collection.completed afterwards?`,
    expect: conv((now) => R.month(prevMonth(now)), 'pickup_booked', 'collection.completed'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'app_login to bin-replacement-ordered conversion, last 60 days',
    expect: conv((now) => R.lastDays(now, 60), 'app_login', 'bin-replacement-ordered'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: (now) =>
      `since ${iso(daysAgo(now, 75))}: of users who did MissedBinReported, what share later did pickup_booked?`,
    expect: conv((now) => R.since(daysAgo(now, 75), now), 'MissedBinReported', 'pickup_booked'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'funnel: ReminderOpened then Drop-off Visit, past 8 weeks. how many converted and what %?',
    expect: conv((now) => R.lastWeeks(now, 8), 'ReminderOpened', 'Drop-off Visit'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question: 'Drop-off Visit → reward_points_earned last month: users and conversion rate?',
    expect: conv(R.lastMonth, 'Drop-off Visit', 'reward_points_earned'),
  },

  // ===== churn =====
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `How many residents were active in ${monthName(prevMonth(now, 2))} but not at all in ${monthName(prevMonth(now))}?`,
    expect: churn(
      (now) => R.month(prevMonth(now, 2)),
      (now) => R.month(prevMonth(now)),
    ),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: fresh((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'how many brand-new residents (first event ever) in the past 2 weeks',
    expect: fresh((now) => R.lastWeeks(now, 2)),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'users who were active last month but have done nothing this month — how many?',
    expect: churn(R.lastMonth, R.thisMonth),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) =>
      `churn check: active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))}, with no activity in the last 30 days. Count?`,
    expect: churn(
      (now) => R.between(daysAgo(now, 90), daysAgo(now, 61)),
      (now) => R.lastDays(now, 30),
    ),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `how many new users did we get in ${monthName(prevMonth(now))}?`,
    expect: fresh((now) => R.month(prevMonth(now))),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'How many people used us in the last 60 days but not in the last 14?',
    expect: churn(
      (now) => R.lastDays(now, 60),
      (now) => R.lastDays(now, 14),
    ),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) => `new signups (first ever event) since ${longDay(daysAgo(now, 50))}?`,
    expect: fresh((now) => R.since(daysAgo(now, 50), now)),
  },

  // ===== recency =====
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last collection.missed?',
    expect: lastOf(['collection.missed']),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone do bin-replacement-ordered in the last 3 days? how many?',
    expect: count({ names: ['bin-replacement-ordered'], range: (now) => R.lastDays(now, 3) }),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'most recent rewards.redeemed — when was it?',
    expect: lastOf(['rewards.redeemed']),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'when did the last Drop-off Visit happen',
    expect: lastOf(['Drop-off Visit']),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'latest MissedBinReported timestamp?',
    expect: lastOf(['MissedBinReported']),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: (now) => `Did anybody have a collection.missed on ${iso(incident(now))}? If so how many?`,
    expect: count({ names: ['collection.missed'], range: (now) => R.on(incident(now)) }),
  },
  {
    id: 'recency-07',
    type: 'recency',
    low: true,
    question: 'when was the last bulky_item_certificate_issued event?',
    expect: low,
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'When was a Bulky Fee Paid last recorded?',
    expect: lastOf(['Bulky Fee Paid']),
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'has resident_0113 done a pickup_booked ever? when was their last one?',
    expect: (ev) => {
      const s = O.select(ev, { user: P.churner, names: ['pickup_booked'] });
      return s.length ? { names: [iso(O.time(s.at(-1)))], confidence: 'high', dataPoints: s.length } : LOW;
    },
  },

  // ===== catalogue =====
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'What event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))],
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
    question: 'Total number of events in the whole dataset?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'list every event we track, plus the total count of users and events',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))],
      unordered: true,
      numbers: [O.users(ev).size, ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'how many distinct event types do we have?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'new analyst here — what kinds of events does the recycling app record?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'How many residents and how many events in total do we have on record?',
    expect: (ev) => ({ numbers: [O.users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },

  // ===== other =====
  {
    id: 'other-01',
    type: 'other',
    question: 'Which neighbourhood books the most bulky pickups?',
    expect: low,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'what is the avarage diesel cost per collection route?',
    expect: low,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'How satisfied are residents with the crews? NPS score please',
    expect: low,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'what is the contamination rate in the blue recycling bins',
    expect: low,
  },
  { id: 'other-05', type: 'other', question: 'Which crew driver missed the most collections?', expect: low },
  {
    id: 'other-06',
    type: 'other',
    question: 'was it raining on the days collections were missed?',
    expect: low,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'how many households live in the municipality in total?',
    expect: low,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'write me a short poem about recycling for the newsletter',
    expect: low,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'What share of residents have a garden waste subscription with a competitor?',
    expect: low,
  },
];

// names every expectation may refer to (keeps lint quiet about unused imports)
void EVENT_NAMES;
void always;
