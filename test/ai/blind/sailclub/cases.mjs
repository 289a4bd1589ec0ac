/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, STORM_DAYS_AGO } from './data.mjs';

const { ranges: R, DAY, HOUR, select, users, sum, avg, min, max, percent, tally, rank, time, round } = O;
const P = PERSONAS;

// ---- question helpers ------------------------------------------------------------------
const iso = (t) => O.isoDay(t);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const mdLong = (t) => `${monthName(t)} ${ord(new Date(t).getUTCDate())}`; // November 3rd
const mdShort = (t) => `${monthName(t).slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const dmy = (t) => `${new Date(t).getUTCDate()} ${monthName(t)} ${new Date(t).getUTCFullYear()}`; // 3 November 2026
const ago = (now, k) => O.dayStart(+now) - k * DAY;
const stormDay = (now) => ago(now, STORM_DAYS_AGO);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation helpers ---------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const high = (o) => ({ confidence: 'high', ...o });
const loose = (o) => ({ confidence: 'not-high', ...o });
const MONEY = ['Regatta Entry', 'bar_tab_topup', 'membership_renewed'];
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const n = v.length;
  return round(n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const num = (x) => (Number.isInteger(x) ? x : round(x, 2));

// a ranked-list case; tieAtCut flags a tie between the last listed item and the next one
function ranked(
  getEvs,
  key,
  { n = 5, ascending = false, measure, conf = 'high', withNumbers = true, dpAll = true } = {},
) {
  const list = (events, now) => rank(tally(getEvs(events, +now), key, measure), { ascending });
  const f = (events, now) => {
    const evs = getEvs(events, +now);
    const top = list(events, now).slice(0, n);
    return {
      confidence: conf,
      names: top.map(([k]) => k),
      ...(withNumbers ? { numbers: top.map(([, v]) => num(v)) } : {}),
      dataPoints: evs.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const l = list(events, now);
    return l.length > n && l[n - 1][1] === l[n][1];
  };
  return f;
}
const sel = (range, names, user) => (events, now) =>
  select(events, { range: range ? range(now) : R.all(), names, user });

// period comparisons: count/sum/users in two ranges
function compare(events, r1, r2, { names, measure = 'count' } = {}) {
  const a = select(events, { range: r1, names }),
    b = select(events, { range: r2, names });
  const f = (evs) => (measure === 'count' ? evs.length : measure === 'sum' ? num(sum(evs)) : users(evs).size);
  const c = O.change(f(a), f(b));
  return {
    numbers: [c.earlier, c.later, c.diff].map(num),
    ...(c.pct === null ? {} : { percents: [c.pct] }),
    dataPoints: a.length + b.length,
  };
}

function conv(events, range, a, b) {
  const c = O.conversion(events, range, a, b);
  const dp = select(events, { range, names: [a, b] }).length;
  return { numbers: [c.did, c.converted], percents: [c.pct], dataPoints: dp };
}

const lastOf = (evs) => O.newestFirst(evs)[0];

// ---- cases -----------------------------------------------------------------------------
export const cases = [
  // ============ count ============
  {
    id: 'count-sailouts-30d',
    type: 'count',
    question: 'How many sailout.logged events in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30), names: ['sailout.logged'] });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-reserved-lastweek',
    type: 'count',
    question: 'number of boat_reserved events last week pls',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(+now), names: ['boat_reserved'] });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-all-yesterday',
    type: 'count',
    question: 'how many evnets did the app record yesterday?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.yesterday(+now) });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-regatta-since',
    type: 'count',
    question: (now) => `Count of Regatta Entry since ${mdLong(ago(now, 40))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.since(ago(now, 40), +now), names: ['Regatta Entry'] });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-user-sailouts-2w',
    type: 'count',
    question: `how many times has ${P.topSkipper} logged a sailout (sailout.logged) in the past 2 weeks`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeeks(+now, 2), names: ['sailout.logged'], user: P.topSkipper });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-maint-stormday',
    type: 'count',
    question: (now) =>
      `The storm day — how many maintenance.issue_reported came in on ${iso(stormDay(now))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.on(stormDay(now)), names: ['maintenance.issue_reported'] });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-between',
    type: 'count',
    question: (now) => `Total events between ${dmy(ago(now, 60))} and ${dmy(ago(now, 46))}, inclusive`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.between(ago(now, 60), ago(now, 46)) });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-crew-before',
    type: 'count',
    question: (now) => `how many CrewFinderPost were there before ${iso(ago(now, 90))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.before(ago(now, 90)), names: ['CrewFinderPost'] });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-hours-24',
    type: 'count',
    question: 'weather-checked in the last 24 hours — how many?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 1), names: ['weather-checked'] });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-today',
    type: 'count',
    question: 'how many events so far today?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.today(+now) });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-thisyear',
    type: 'count',
    question: 'Number of app_opened this year, quick one for the newsletter',
    expect: (ev, now) => {
      const s = select(ev, { range: R.thisYear(+now), names: ['app_opened'] });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'count-loose-sailouts',
    type: 'count',
    question: 'how many sail-outs did members go on in the past 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 7), names: ['sailout.logged'] });
      return loose({ numbers: [s.length], names: ['sailout.logged'] });
    },
  },
  {
    id: 'count-unknown-kayak',
    type: 'count',
    low: true,
    question: 'how many kayak_rental events happened last month?',
    expect: () => LOW,
  },

  // ============ users ============
  {
    id: 'users-7d',
    type: 'users',
    question: 'How many active users in the past 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 7) });
      return high({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-briefing-3m',
    type: 'users',
    question: 'how many unique members did a SafetyBriefingCompleted in the last 3 months?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonths(+now, 3), names: ['SafetyBriefingCompleted'] });
      return high({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-crew-month',
    type: 'users',
    question: (now) => `distinct users who made a CrewFinderPost in ${monthName(O.monthStart(+now, -1))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.month(O.monthStart(+now, -1)), names: ['CrewFinderPost'] });
      return high({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-regatta-2m',
    type: 'users',
    question: 'For the racing committee: how many people submitted a Regatta Entry in the past 2 months?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonths(+now, 2), names: ['Regatta Entry'] });
      return high({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-thisweek',
    type: 'users',
    question: 'number of members with any activity this week?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.thisWeek(+now) });
      return high({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-app-yesterday',
    type: 'users',
    question: 'how many members opened the app (app_opened) yesterday',
    expect: (ev, now) => {
      const s = select(ev, { range: R.yesterday(+now), names: ['app_opened'] });
      return high({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-sailout-48h',
    type: 'users',
    question: 'how many different users logged sailout.logged in the last 48 hours?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastHours(+now, 48), names: ['sailout.logged'] });
      return high({ numbers: [users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-loose-bookers',
    type: 'users',
    question: 'how many members booked a boat last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(+now), names: ['boat_reserved'] });
      return loose({ numbers: [users(s).size], names: ['boat_reserved'] });
    },
  },
  {
    id: 'users-unknown-jetski',
    type: 'users',
    low: true,
    question: 'how many users did jetski_booked?',
    expect: () => LOW,
  },

  // ============ value ============
  {
    id: 'value-sum-hours-30d',
    type: 'value',
    question: 'sum of sailout.logged value over the last 30 days',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30), names: ['sailout.logged'] });
      return high({ numbers: [num(sum(s))], dataPoints: s.length });
    },
  },
  {
    id: 'value-avg-entry-fee',
    type: 'value',
    question: 'What is the average value of Regatta Entry?',
    expect: (ev) => {
      const s = select(ev, { names: ['Regatta Entry'] });
      return high({ numbers: [avg(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-max-topup-2m',
    type: 'value',
    question: 'biggest single bar_tab_topup in the past 2 months?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonths(+now, 2), names: ['bar_tab_topup'] });
      return high({ numbers: [max(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-min-sailout-lastweek',
    type: 'value',
    question: 'minimum sailout.logged value last week',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(+now), names: ['sailout.logged'] });
      return high({ numbers: [min(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-median-reserved',
    type: 'value',
    question: 'median boat_reserved value across all time?',
    expect: (ev) => {
      const s = select(ev, { names: ['boat_reserved'] });
      return high({ numbers: [median(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'finance here — what was our revenue last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(+now), names: MONEY });
      return loose({ numbers: [num(sum(s))], names: MONEY, unordered: true, dataPoints: s.length });
    },
  },
  {
    id: 'value-user-topups-since',
    type: 'value',
    question: (now) => `total bar_tab_topup amount for ${P.barRegular} since ${mdShort(ago(now, 45))}`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.since(ago(now, 45), +now),
        names: ['bar_tab_topup'],
        user: P.barRegular,
      });
      return high({ numbers: [num(sum(s))], dataPoints: s.length });
    },
  },
  {
    id: 'value-user-mean-hours',
    type: 'value',
    question: `mean value of sailout.logged for ${P.topSkipper}?`,
    expect: (ev) => {
      const s = select(ev, { names: ['sailout.logged'], user: P.topSkipper });
      return high({ numbers: [avg(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-loose-hours-water',
    type: 'value',
    question: 'how many hours on the water did the club clock in the last 14 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 14), names: ['sailout.logged'] });
      return loose({ numbers: [num(sum(s))], names: ['sailout.logged'] });
    },
  },
  {
    id: 'value-unknown-repair',
    type: 'value',
    low: true,
    question: 'average value of dinghy_repair_paid this year?',
    expect: () => LOW,
  },

  // ============ top-events ============
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked(
      sel((now) => R.lastDays(now, 30)),
      O.byName,
      { n: 5 },
    ),
  },
  {
    id: 'top-events-most-common',
    type: 'top-events',
    question: 'whats the single most common event overall?',
    expect: ranked(sel(null), O.byName, { n: 1 }),
  },
  {
    id: 'top-events-bottom3',
    type: 'top-events',
    question: 'bottom 3 events of all time — which do members use least?',
    expect: ranked(sel(null), O.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-storm',
    type: 'top-events',
    question: (now) => `top 3 event names on ${mdLong(stormDay(now))}`,
    expect: ranked(
      sel((now) => R.on(stormDay(now))),
      O.byName,
      { n: 3 },
    ),
  },
  {
    id: 'top-events-2w',
    type: 'top-events',
    question: 'Which events happen the most? top 4 over the past 2 weeks please',
    expect: ranked(
      sel((now) => R.lastWeeks(now, 2)),
      O.byName,
      { n: 4 },
    ),
  },
  {
    id: 'top-events-default',
    type: 'top-events',
    question: 'list the most frequent events',
    expect: ranked(sel(null), O.byName, { n: 5 }),
  },
  {
    id: 'top-events-rarest-3m',
    type: 'top-events',
    question: 'what was the rarest event in the last 3 months?',
    expect: ranked(
      sel((now) => R.lastMonths(now, 3)),
      O.byName,
      { n: 1, ascending: true },
    ),
  },
  {
    id: 'top-events-user',
    type: 'top-events',
    question: `what does ${P.racer} do most in the app? which event, how many times`,
    expect: ranked(sel(null, undefined, P.racer), O.byName, { n: 1 }),
  },
  // ============ top-users ============
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'top 3 most active members in the last 30 days',
    expect: ranked(
      sel((now) => R.lastDays(now, 30)),
      O.byUser,
      { n: 3 },
    ),
  },
  {
    id: 'top-users-bar-value',
    type: 'top-users',
    question: 'who put the most money on bar_tab_topup? top 2 by total value',
    expect: ranked(sel(null, ['bar_tab_topup']), O.byUser, { n: 2, measure: O.value }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'our top spenders, top 3?',
    expect: ranked(sel(null, MONEY), O.byUser, { n: 3, measure: O.value, conf: 'not-high' }),
  },
  {
    id: 'top-users-hours-2m-top1',
    type: 'top-users',
    question: 'which user has the highest total sailout.logged value in the last 2 months?',
    expect: ranked(
      sel((now) => R.lastMonths(now, 2), ['sailout.logged']),
      O.byUser,
      { n: 1, measure: O.value },
    ),
  },
  {
    id: 'top-users-crew',
    type: 'top-users',
    question: 'which member has the most CrewFinderPost events?',
    expect: ranked(sel(null, ['CrewFinderPost']), O.byUser, { n: 1 }),
  },
  {
    id: 'top-users-regatta',
    type: 'top-users',
    question: 'Who entered the most regattas (Regatta Entry) over all time?',
    expect: ranked(sel(null, ['Regatta Entry']), O.byUser, { n: 1 }),
  },
  {
    id: 'top-users-reserved-3m',
    type: 'top-users',
    question: 'who made the most boat_reserved in the last 3 months',
    expect: ranked(
      sel((now) => R.lastMonths(now, 3), ['boat_reserved']),
      O.byUser,
      { n: 1 },
    ),
  },
  {
    id: 'top-users-loose-drinkers',
    type: 'top-users',
    question: 'who tops up their bar tab the most often? just the top person',
    expect: ranked(sel(null, ['bar_tab_topup']), O.byUser, { n: 1, conf: 'not-high' }),
  },

  // ============ user ============
  {
    id: 'user-count-top',
    type: 'user',
    question: `how many events does ${P.topSkipper} have?`,
    expect: (ev) => {
      const s = select(ev, { user: P.topSkipper });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'user-first-last-churner',
    type: 'user',
    question: `when was ${P.churner} first seen, and when last seen?`,
    expect: (ev) => {
      const s = O.newestFirst(select(ev, { user: P.churner }));
      const f = time(s[s.length - 1]),
        l = time(s[0]);
      return high({ names: [iso(f), hhmm(f), iso(l), hhmm(l)], dataPoints: s.length });
    },
  },
  {
    id: 'user-recent-newcomer',
    type: 'user',
    question: `show me the last 3 things ${P.newcomer} did in the app`,
    expect: (ev) => {
      const s = O.newestFirst(select(ev, { user: P.newcomer }));
      return high({ names: s.slice(0, 3).map((e) => e.eventName), dataPoints: s.length });
    },
  },
  {
    id: 'user-names-racer',
    type: 'user',
    question: `which event types has ${P.racer} used?`,
    expect: (ev) => {
      const s = select(ev, { user: P.racer });
      return high({ names: [...new Set(s.map((e) => e.eventName))], unordered: true, dataPoints: s.length });
    },
  },
  {
    id: 'user-first-newcomer',
    type: 'user',
    question: `When did ${P.newcomer} first show up?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      const f = Math.min(...s.map(time));
      return high({ names: [iso(f), hhmm(f)], dataPoints: s.length });
    },
  },
  {
    id: 'user-count-3w',
    type: 'user',
    question: `activity count for ${P.topSkipper} in the last 3 weeks`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeeks(+now, 3), user: P.topSkipper });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'user-last-seen-warrior',
    type: 'user',
    question: `last seen for ${P.weekendWarrior}?`,
    expect: (ev) => {
      const s = select(ev, { user: P.weekendWarrior });
      const l = time(lastOf(s));
      return high({ names: [iso(l), hhmm(l)], dataPoints: s.length });
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `what has ${NOBODY} been up to?`,
    expect: () => LOW,
  },

  // ============ breakdown ============
  {
    id: 'breakdown-day-7d',
    type: 'breakdown',
    question: 'events per day for the last 7 days',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 7) });
      const m = [...tally(s, O.byDay)].sort();
      return high({ names: m.map(([k]) => k), numbers: m.map(([, v]) => v), dataPoints: s.length });
    },
  },
  {
    id: 'breakdown-weekday-sailout',
    type: 'breakdown',
    question: 'what weekday sees the most sailout.logged?',
    expect: ranked(sel(null, ['sailout.logged']), O.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-hour-app',
    type: 'breakdown',
    question: 'Which hour of the day (UTC) is busiest for app_opened?',
    expect: ranked(sel(null, ['app_opened']), O.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-week-reserved',
    type: 'breakdown',
    question: 'weekly breakdown of boat_reserved over the last 4 weeks',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeeks(+now, 4), names: ['boat_reserved'] });
      const m = [...tally(s, O.byWeek)].sort();
      return high({ names: m.map(([k]) => k), numbers: m.map(([, v]) => v), dataPoints: s.length });
    },
  },
  {
    id: 'breakdown-month-3m',
    type: 'breakdown',
    question: 'event counts per month over the past 3 months',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonths(+now, 3) });
      const m = [...tally(s, O.byMonth)].sort();
      return high({ names: m.map(([k]) => k), numbers: m.map(([, v]) => v), dataPoints: s.length });
    },
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'busiest day in the last 30 days?',
    expect: ranked(
      sel((now) => R.lastDays(now, 30)),
      O.byDay,
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-weekday-bar',
    type: 'breakdown',
    question: 'bar_tab_topup split by day of week',
    expect: (ev) => {
      const s = select(ev, { names: ['bar_tab_topup'] });
      const m = [...tally(s, O.byWeekday)];
      return high({
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'breakdown-busiest-week-cancel',
    type: 'breakdown',
    question: 'which week had the most Reservation Cancelled in the last 2 months?',
    expect: ranked(
      sel((now) => R.lastMonths(now, 2), ['Reservation Cancelled']),
      O.byWeek,
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-maint-day',
    type: 'breakdown',
    question:
      'per-day maintenance.issue_reported over the past 30 days — which day was worst? bosun wants to know',
    expect: ranked(
      sel((now) => R.lastDays(now, 30), ['maintenance.issue_reported']),
      O.byDay,
      { n: 1 },
    ),
  },

  // ============ compare ============
  {
    id: 'compare-7d',
    type: 'compare',
    question: 'events in the last 7 days vs the 7 days before that?',
    expect: (ev, now) =>
      high(compare(ev, { from: +now - 14 * DAY, to: +now - 7 * DAY }, R.lastDays(+now, 7))),
  },
  {
    id: 'compare-sailout-30d',
    type: 'compare',
    question: 'sailout.logged: last 30 days compared with the previous 30 days — are we sailing less?',
    expect: (ev, now) =>
      high(
        compare(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, R.lastDays(+now, 30), {
          names: ['sailout.logged'],
        }),
      ),
  },
  {
    id: 'compare-bar-months',
    type: 'compare',
    question: (now) =>
      `total bar_tab_topup amount in ${monthName(O.monthStart(+now, -3))} vs ${monthName(O.monthStart(+now, -1))}? bar committee thinks the bar got busier`,
    expect: (ev, now) =>
      high(
        compare(ev, R.month(O.monthStart(+now, -3)), R.month(O.monthStart(+now, -1)), {
          names: ['bar_tab_topup'],
          measure: 'sum',
        }),
      ),
  },
  {
    id: 'compare-reserved-growing',
    type: 'compare',
    question: 'is boat_reserved growing? past 4 weeks vs the 4 weeks before',
    expect: (ev, now) =>
      high(
        compare(ev, { from: +now - 8 * 7 * DAY, to: +now - 4 * 7 * DAY }, R.lastWeeks(+now, 4), {
          names: ['boat_reserved'],
        }),
      ),
  },
  {
    id: 'compare-users-7d',
    type: 'compare',
    question: 'weekly active users: last 7 days compared with the 7 days before?',
    expect: (ev, now) =>
      high(
        compare(ev, { from: +now - 14 * DAY, to: +now - 7 * DAY }, R.lastDays(+now, 7), { measure: 'users' }),
      ),
  },
  {
    id: 'compare-entry-fees',
    type: 'compare',
    question: 'Regatta Entry total value (fees): last 30 days vs the prior 30 days',
    expect: (ev, now) =>
      high(
        compare(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, R.lastDays(+now, 30), {
          names: ['Regatta Entry'],
          measure: 'sum',
        }),
      ),
  },
  {
    id: 'compare-named-months',
    type: 'compare',
    question: (now) =>
      `total events ${monthName(O.monthStart(+now, -3))} ${new Date(O.monthStart(+now, -3)).getUTCFullYear()} versus ${monthName(O.monthStart(+now, -1))} ${new Date(O.monthStart(+now, -1)).getUTCFullYear()}`,
    expect: (ev, now) => high(compare(ev, R.month(O.monthStart(+now, -3)), R.month(O.monthStart(+now, -1)))),
  },
  {
    id: 'compare-app-tue-sat',
    type: 'compare',
    question: (now) =>
      `app_opened on ${mdShort(O.weekStart(+now) - 6 * DAY)} vs ${mdShort(O.weekStart(+now) - 2 * DAY)} (tuesday vs saturday, checking the weekend effect)`,
    expect: (ev, now) =>
      high(
        compare(ev, R.on(O.weekStart(+now) - 6 * DAY), R.on(O.weekStart(+now) - 2 * DAY), {
          names: ['app_opened'],
        }),
      ),
  },
  {
    id: 'compare-loose-bookings',
    type: 'compare',
    question: 'are boat bookings up or down? last 30 days vs the 30 before',
    expect: (ev, now) =>
      loose(
        compare(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, R.lastDays(+now, 30), {
          names: ['boat_reserved'],
        }),
      ),
  },

  // ============ share ============
  {
    id: 'share-sailout-30d',
    type: 'share',
    question: 'what percent of events in the last 30 days were sailout.logged?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30) });
      return high({
        percents: [percent(s.filter((e) => e.eventName === 'sailout.logged').length, s.length)],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'share-users-reserved-2w',
    type: 'share',
    question: 'what share of active users in the past 2 weeks made a boat_reserved?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeeks(+now, 2) });
      return high({
        percents: [percent(users(s.filter((e) => e.eventName === 'boat_reserved')).size, users(s).size)],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'share-app-all',
    type: 'share',
    question: '% of all events that are app_opened',
    expect: (ev) =>
      high({
        percents: [percent(ev.filter((e) => e.eventName === 'app_opened').length, ev.length)],
        dataPoints: ev.length,
      }),
  },
  {
    id: 'share-users-crew-lastmonth',
    type: 'share',
    question: 'Of the members active last month, what percentage posted a CrewFinderPost?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(+now) });
      return high({
        percents: [percent(users(s.filter((e) => e.eventName === 'CrewFinderPost')).size, users(s).size)],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'share-maint-storm',
    type: 'share',
    question: (now) =>
      `what fraction of events on ${mdShort(stormDay(now))} were maintenance.issue_reported (as a %)?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.on(stormDay(now)) });
      return high({
        percents: [percent(s.filter((e) => e.eventName === 'maintenance.issue_reported').length, s.length)],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'share-users-bar-2m',
    type: 'share',
    question: 'percentage of active users in the last 2 months who did bar_tab_topup',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonths(+now, 2) });
      return high({
        percents: [percent(users(s.filter((e) => e.eventName === 'bar_tab_topup')).size, users(s).size)],
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'share-users-briefing-all',
    type: 'share',
    question: 'what percentage of members have ever done SafetyBriefingCompleted?',
    expect: (ev) =>
      high({
        percents: [
          percent(users(ev.filter((e) => e.eventName === 'SafetyBriefingCompleted')).size, users(ev).size),
        ],
        dataPoints: ev.length,
      }),
  },
  {
    id: 'share-loose-cancellations',
    type: 'share',
    question: 'what % of events in the past 30 days are booking cancellations?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30) });
      return loose({
        percents: [percent(s.filter((e) => e.eventName === 'Reservation Cancelled').length, s.length)],
        names: ['Reservation Cancelled'],
      });
    },
  },

  // ============ conversion ============
  {
    id: 'conv-briefing-reserved',
    type: 'conversion',
    question:
      'of members who completed SafetyBriefingCompleted, how many went on to boat_reserved afterwards?',
    expect: (ev) => high(conv(ev, R.all(), 'SafetyBriefingCompleted', 'boat_reserved')),
  },
  {
    id: 'conv-reserved-sailout-30d',
    type: 'conversion',
    question: 'conversion from boat_reserved to sailout.logged in the last 30 days',
    expect: (ev, now) => high(conv(ev, R.lastDays(+now, 30), 'boat_reserved', 'sailout.logged')),
  },
  {
    id: 'conv-entry-result-2m',
    type: 'conversion',
    question:
      'Of the users who did Regatta Entry in the last 2 months, how many then got a race-result-posted?',
    expect: (ev, now) => high(conv(ev, R.lastMonths(+now, 2), 'Regatta Entry', 'race-result-posted')),
  },
  {
    id: 'conv-crew-entry-3m',
    type: 'conversion',
    question: 'CrewFinderPost → Regatta Entry conversion, last 3 months',
    expect: (ev, now) => high(conv(ev, R.lastMonths(+now, 3), 'CrewFinderPost', 'Regatta Entry')),
  },
  {
    id: 'conv-reserved-cancel-since',
    type: 'conversion',
    question: (now) =>
      `since ${iso(ago(now, 50))}: of users with boat_reserved, how many later had a Reservation Cancelled?`,
    expect: (ev, now) =>
      high(conv(ev, R.since(ago(now, 50), +now), 'boat_reserved', 'Reservation Cancelled')),
  },
  {
    id: 'conv-weather-reserved-7d',
    type: 'conversion',
    question: 'weather-checked then boat_reserved — funnel for the past week',
    expect: (ev, now) => high(conv(ev, R.lastDays(+now, 7), 'weather-checked', 'boat_reserved')),
  },
  {
    id: 'conv-loose-briefing-sail',
    type: 'conversion',
    question: 'how many members who did their safety briefing actually went sailing after?',
    expect: (ev) =>
      loose({
        ...conv(ev, R.all(), 'SafetyBriefingCompleted', 'sailout.logged'),
        dataPoints: undefined,
        names: ['SafetyBriefingCompleted', 'sailout.logged'],
      }),
  },
  {
    id: 'conv-unknown-kite',
    type: 'conversion',
    low: true,
    question: 'conversion from SafetyBriefingCompleted to kite_lesson_booked?',
    expect: () => LOW,
  },

  // ============ churn ============
  {
    id: 'churn-30-vs-30',
    type: 'churn',
    question:
      'how many members were active in the 30 days before the last 30 days but have done nothing in the last 30 days?',
    expect: (ev, now) => {
      const a = { from: +now - 60 * DAY, to: +now - 30 * DAY },
        b = R.lastDays(+now, 30);
      return high({
        numbers: [O.churned(ev, a, b).length],
        dataPoints: select(ev, { range: { from: a.from, to: b.to } }).length,
      });
    },
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'new users in the last 14 days?',
    expect: (ev, now) => {
      const r = R.lastDays(+now, 14);
      return high({ numbers: [O.newUsers(ev, r).length] });
    },
  },
  {
    id: 'churn-new-3w',
    type: 'churn',
    question: 'how many brand-new members (first event ever) in the past 3 weeks?',
    expect: (ev, now) => high({ numbers: [O.newUsers(ev, R.lastWeeks(+now, 3)).length] }),
  },
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'users active last month but not this month — how many?',
    expect: (ev, now) => {
      const a = R.lastMonth(+now),
        b = R.thisMonth(+now);
      return high({
        numbers: [O.churned(ev, a, b).length],
        dataPoints: select(ev, { range: { from: a.from, to: b.to } }).length,
      });
    },
  },
  {
    id: 'churn-new-lastweek',
    type: 'churn',
    question: 'number of new users last week',
    expect: (ev, now) => high({ numbers: [O.newUsers(ev, R.lastWeek(+now)).length] }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `how many new members have joined since ${mdLong(ago(now, 60))}?`,
    expect: (ev, now) => high({ numbers: [O.newUsers(ev, R.since(ago(now, 60), +now)).length] }),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `who was active in ${monthName(O.monthStart(+now, -3))} but not in ${monthName(O.monthStart(+now, -2))}? just the count`,
    expect: (ev, now) => {
      const a = R.month(O.monthStart(+now, -3)),
        b = R.month(O.monthStart(+now, -2));
      return high({
        numbers: [O.churned(ev, a, b).length],
        dataPoints: select(ev, { range: { from: a.from, to: b.to } }).length,
      });
    },
  },
  {
    id: 'churn-60-vs-60',
    type: 'churn',
    question:
      'members who were around between 100 and 60 days ago but gone quiet for the last 60 days - how many?',
    expect: (ev, now) => {
      const a = { from: +now - 100 * DAY, to: +now - 60 * DAY },
        b = R.lastDays(+now, 60);
      return loose({ numbers: [O.churned(ev, a, b).length] });
    },
  },

  // ============ recency ============
  {
    id: 'recency-last-maint',
    type: 'recency',
    question: 'when was the last maintenance.issue_reported?',
    expect: (ev) => {
      const s = select(ev, { names: ['maintenance.issue_reported'] });
      const l = time(lastOf(s));
      return high({ names: [iso(l), hhmm(l)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-crew-3d',
    type: 'recency',
    question: 'did anyone post a CrewFinderPost in the last 3 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 3), names: ['CrewFinderPost'] });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'recency-user-sailout',
    type: 'recency',
    question: `last time ${P.topSkipper} did sailout.logged?`,
    expect: (ev) => {
      const s = select(ev, { names: ['sailout.logged'], user: P.topSkipper });
      const l = time(lastOf(s));
      return high({ names: [iso(l), hhmm(l)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-regatta',
    type: 'recency',
    question: 'When was the most recent Regatta Entry?',
    expect: (ev) => {
      const s = select(ev, { names: ['Regatta Entry'] });
      const l = time(lastOf(s));
      return high({ names: [iso(l), hhmm(l)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-renewed-30d',
    type: 'recency',
    question: 'has anybody done membership_renewed in the past 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30), names: ['membership_renewed'] });
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'recency-newcomer-last',
    type: 'recency',
    question: `When did ${P.newcomer} last do anything in the app?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      const l = time(lastOf(s));
      return high({ names: [iso(l), hhmm(l)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-loose-cancel',
    type: 'recency',
    question: 'when did someone last cancel a booking?',
    expect: (ev) => {
      const s = select(ev, { names: ['Reservation Cancelled'] });
      const l = time(lastOf(s));
      return loose({ names: [iso(l), hhmm(l)] });
    },
  },
  {
    id: 'recency-unknown-jetski',
    type: 'recency',
    low: true,
    question: 'when was the last jetski_booked?',
    expect: () => LOW,
  },

  // ============ catalogue ============
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'which event names exist in our data? (new analyst, still learning the schema)',
    expect: (ev) =>
      high({ names: [...new Set(ev.map((e) => e.eventName))], unordered: true, dataPoints: ev.length }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users do we have in total?',
    expect: (ev) => high({ numbers: [users(ev).size], dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'totla number of events stored, all time',
    expect: (ev) => high({ numbers: [ev.length], dataPoints: ev.length }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event types do we track?',
    expect: (ev) => high({ numbers: [new Set(ev.map((e) => e.eventName)).size], dataPoints: ev.length }),
  },
  {
    id: 'cat-summary',
    type: 'catalogue',
    question: 'for the board deck: overall, how many members and how many events are in the app data?',
    expect: (ev) => high({ numbers: [users(ev).size, ev.length], dataPoints: ev.length }),
  },
  {
    id: 'cat-exact-names',
    type: 'catalogue',
    question: 'i need the exact event names as stored, building a dashboard',
    expect: (ev) =>
      high({ names: [...new Set(ev.map((e) => e.eventName))], unordered: true, dataPoints: ev.length }),
  },
  // ============ other ============
  { id: 'other-wind', type: 'other', question: "what's the wind forecast for saturday?", expect: () => LOW },
  {
    id: 'other-hull',
    type: 'other',
    question: 'which boat has the worst hull damage right now?',
    expect: () => LOW,
  },
  { id: 'other-city', type: 'other', question: 'how many of our members live in Kiel?', expect: () => LOW },
  { id: 'other-age', type: 'other', question: 'whats the averge age of our members?', expect: () => LOW },
  {
    id: 'other-lifejackets',
    type: 'other',
    question: 'how many life jackets are in the boathouse?',
    expect: () => LOW,
  },
  { id: 'other-tide', type: 'other', question: 'when is high tide tomorrow', expect: () => LOW },
  {
    id: 'other-instructor',
    type: 'other',
    question: 'which instructor ran the most safety briefings?',
    expect: () => LOW,
  },
  {
    id: 'other-profit',
    type: 'other',
    question: 'what was the profit margin on the bar after the brewery invoice?',
    expect: () => LOW,
  },
  {
    id: 'other-reminder',
    type: 'other',
    question: 'please email everyone with a negative bar tab a reminder',
    expect: () => LOW,
  },
];
