/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY, INCIDENT_DAY } from './data.mjs';

const { ranges: R, DAY, WEEK, select, users, sum, percent, round, tally, rank, time } = O;
const T = (now) => +now;
const ds = O.dayStart;

// ---- date wording --------------------------------------------------------------------
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const mName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const dNum = (t) => new Date(t).getUTCDate();
const yr = (t) => new Date(t).getUTCFullYear();
const longDay = (t) => `${mName(t)} ${ord(dNum(t))}`; // November 3rd
const shortDay = (t) => `${mName(t).slice(0, 3)} ${dNum(t)}`; // Nov 3
const euroDay = (t) => `${dNum(t)} ${mName(t)} ${yr(t)}`; // 3 November 2026
const iso = O.isoDay;
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const daysAgo = (now, k) => ds(T(now)) - k * DAY;
const incident = (now) => ds(T(now)) + INCIDENT_DAY * DAY;
const mStart = (now, k) => O.monthStart(T(now), k);

// ---- expectation builders ------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const low = () => LOW;
const conf = (loose) => (loose ? 'not-high' : 'high');

function count(rangeF, { names, user, loose } = {}) {
  return (events, now) => {
    const evs = select(events, { range: rangeF(T(now)), names, user });
    if (!evs.length) return LOW;
    return {
      numbers: [evs.length],
      names: loose ? names : undefined,
      confidence: conf(loose),
      dataPoints: evs.length,
    };
  };
}
function distinct(rangeF, { names, user, loose } = {}) {
  return (events, now) => {
    const evs = select(events, { range: rangeF(T(now)), names, user });
    if (!evs.length) return LOW;
    return {
      numbers: [users(evs).size],
      names: loose ? names : undefined,
      confidence: conf(loose),
      dataPoints: evs.length,
    };
  };
}
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}
function val(rangeF, names, how, { user, loose, money } = {}) {
  return (events, now) => {
    const evs = select(events, { range: rangeF(T(now)), names, user });
    if (!evs.length) return LOW;
    const x =
      how === 'sum'
        ? round(sum(evs), 2)
        : how === 'avg'
          ? O.avg(evs)
          : how === 'min'
            ? O.min(evs)
            : how === 'max'
              ? O.max(evs)
              : round(median(evs), 2);
    return {
      numbers: [x],
      names: loose || money ? names : undefined,
      confidence: conf(loose || money),
      dataPoints: evs.length,
    };
  };
}
// Ranked list: top n by key (count or measure), with the tie-at-cut check attached.
function ranked(
  rangeF,
  key,
  { n = 5, names, user, measure, ascending, loose, keepNames, figures = true, whole = false } = {},
) {
  const full = (events, now) =>
    rank(tally(select(events, { range: rangeF(T(now)), names, user }), key, measure), { ascending });
  const f = (events, now) => {
    const evs = select(events, { range: rangeF(T(now)), names, user });
    if (!evs.length) return LOW;
    const list = full(events, now).slice(0, whole ? Infinity : n);
    return {
      names: [...list.map(([k]) => k), ...(keepNames ?? [])],
      numbers: figures ? list.map(([, v]) => round(v, 2)) : undefined,
      confidence: conf(loose),
      dataPoints: evs.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const l = full(events, now);
    return !whole && l.length > n && l[n - 1][1] === l[n][1];
  };
  return f;
}
// Full breakdown (every bucket, chronological) — order-free check of labels and figures.
function breakdown(rangeF, key, { names } = {}) {
  return (events, now) => {
    const evs = select(events, { range: rangeF(T(now)), names });
    if (!evs.length) return LOW;
    const m = [...tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: m.map(([k]) => k),
      numbers: m.map(([, v]) => v),
      unordered: true,
      confidence: 'high',
      dataPoints: evs.length,
    };
  };
}
function compare(r1F, r2F, { names, metric = 'count', loose } = {}) {
  return (events, now) => {
    const a = select(events, { range: r1F(T(now)), names }),
      b = select(events, { range: r2F(T(now)), names });
    const m = (evs) =>
      metric === 'users' ? users(evs).size : metric === 'sum' ? round(sum(evs), 2) : evs.length;
    const c = O.change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      percents: c.pct === null ? [] : [c.pct],
      names: loose ? names : undefined,
      confidence: conf(loose),
      dataPoints: a.length + b.length,
    };
  };
}
function shareEvents(rangeF, names, { loose } = {}) {
  return (events, now) => {
    const all = select(events, { range: rangeF(T(now)) });
    const part = all.filter((e) => names.includes(e.eventName));
    if (!part.length) return LOW;
    return {
      percents: [percent(part.length, all.length)],
      names: loose ? names : undefined,
      confidence: conf(loose),
      dataPoints: all.length,
    };
  };
}
function shareUsers(rangeF, names, { loose } = {}) {
  return (events, now) => {
    const all = select(events, { range: rangeF(T(now)) });
    const part = users(all.filter((e) => names.includes(e.eventName)));
    if (!part.size) return LOW;
    return {
      percents: [percent(part.size, users(all).size)],
      names: loose ? names : undefined,
      confidence: conf(loose),
      dataPoints: all.length,
    };
  };
}
function conv(rangeF, a, b, { loose } = {}) {
  return (events, now) => {
    const range = rangeF(T(now));
    const c = O.conversion(events, range, a, b);
    const dp = select(events, { range, names: [a, b] }).length;
    if (!c.did) return LOW;
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      names: loose ? [a, b] : undefined,
      confidence: conf(loose),
      dataPoints: dp,
    };
  };
}
function churn(activeF, inactiveF) {
  return (events, now) => ({
    numbers: [O.churned(events, activeF(T(now)), inactiveF(T(now))).length],
    confidence: 'high',
  });
}
function fresh(rangeF) {
  return (events, now) => ({ numbers: [O.newUsers(events, rangeF(T(now))).length], confidence: 'high' });
}
function lastOf(names, { loose, user } = {}) {
  return (events) => {
    const evs = select(events, { names, user });
    if (!evs.length) return LOW;
    const t = time(O.newestFirst(evs)[0]);
    return {
      names: [iso(t), hhmm(t), ...(loose ? names : [])],
      confidence: conf(loose),
      dataPoints: evs.length,
    };
  };
}
function exists(rangeF, names, { loose } = {}) {
  return (events, now) => {
    const evs = select(events, { range: rangeF(T(now)), names });
    if (!evs.length) return LOW;
    return { names: loose ? names : undefined, confidence: conf(loose), dataPoints: evs.length };
  };
}

const P = PERSONAS;
const last = (n) => (now) => R.lastDays(now, n);
const money = ['License Purchased'];

export const cases = [
  // ======================= count =======================
  {
    id: 'count-runs-7d',
    type: 'count',
    question: 'How many PluginRun events in the last 7 days?',
    expect: count(last(7), { names: ['PluginRun'] }),
  },
  {
    id: 'count-installs-yesterday',
    type: 'count',
    question: 'quick one — how many plugin_installed events did we log yesterday?',
    expect: count(R.yesterday, { names: ['plugin_installed'] }),
  },
  {
    id: 'count-crash-incident',
    type: 'count',
    question: (now) =>
      `Support here: how many crash reports came in on ${shortDay(incident(now))}? Feels like the whole queue exploded that day`,
    expect: count((now) => R.on(incident(now)), { names: ['crash_report'] }),
  },
  {
    id: 'count-licenses-lastmonth',
    type: 'count',
    question: 'Numbr of License Purchased events last month, please (for the finance close).',
    expect: count(R.lastMonth, { names: ['License Purchased'] }),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'how many events total in the past 24 hours?',
    expect: count((now) => R.lastHours(now, 24)),
  },
  {
    id: 'count-uninstalls-lastweek',
    type: 'count',
    question: 'How many uninstalls did we get last week?',
    expect: count(R.lastWeek, { names: ['plugin.uninstalled'], loose: true }),
  },
  {
    id: 'count-power-runs-since',
    type: 'count',
    question: (now) => `how many PluginRun events has user_0042 had since ${longDay(daysAgo(now, 20))}?`,
    expect: count((now) => R.since(daysAgo(now, 20), now), { names: ['PluginRun'], user: P.powerUser }),
  },
  {
    id: 'count-trials-between',
    type: 'count',
    question: (now) => `Trial Started count between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 26))}?`,
    expect: count((now) => R.between(daysAgo(now, 40), daysAgo(now, 26)), { names: ['Trial Started'] }),
  },
  {
    id: 'count-refunds-before',
    type: 'count',
    question: (now) => `How many refund-issued events were there before ${euroDay(daysAgo(now, 30))}?`,
    expect: count((now) => R.before(daysAgo(now, 30)), { names: ['refund-issued'] }),
  },
  {
    id: 'count-runs-this-year',
    type: 'count',
    question: 'PluginRun events this year — total count?',
    expect: count(R.thisYear, { names: ['PluginRun'] }),
  },
  {
    id: 'count-unknown-shared',
    type: 'count',
    low: true,
    question: 'How many plugin_shared events happened in the last 30 days?',
    expect: low,
  },

  // ======================= users =======================
  {
    id: 'users-runners-30d',
    type: 'users',
    question: 'How many unique users had a PluginRun in the past 30 days?',
    expect: distinct(last(30), { names: ['PluginRun'] }),
  },
  {
    id: 'users-active-lastweek',
    type: 'users',
    question: 'active users last week?',
    expect: distinct(R.lastWeek),
  },
  {
    id: 'users-buyers-lastmonth',
    type: 'users',
    question: (now) => `how many people bought a license in ${mName(mStart(now, -1))}?`,
    expect: distinct((now) => R.month(mStart(now, -1)), { names: ['License Purchased'], loose: true }),
  },
  {
    id: 'users-reviewers-since',
    type: 'users',
    question: (now) =>
      `How many distinct users have a review-submitted event since ${shortDay(daysAgo(now, 45))}?`,
    expect: distinct((now) => R.since(daysAgo(now, 45), now), { names: ['review-submitted'] }),
  },
  {
    id: 'users-payouts-4w',
    type: 'users',
    question: 'For the dev-relations report: how many developers recieved a payout.sent in the last 4 weeks?',
    expect: distinct((now) => R.lastWeeks(now, 4), { names: ['payout.sent'] }),
  },
  {
    id: 'users-crash-incident',
    type: 'users',
    question: (now) => `how many diffrent ppl hit a crash_report on ${euroDay(incident(now))}?`,
    expect: distinct((now) => R.on(incident(now)), { names: ['crash_report'] }),
  },
  {
    id: 'users-3months',
    type: 'users',
    question: 'How many active users in the last 3 months?',
    expect: distinct((now) => R.lastMonths(now, 3)),
  },
  {
    id: 'users-this-week',
    type: 'users',
    question: 'How many users have been active this week?',
    expect: distinct(R.thisWeek),
  },
  {
    id: 'users-unknown',
    type: 'users',
    low: true,
    question: 'how many users triggered Plugin Shared?',
    expect: low,
  },
  {
    id: 'users-trials-5d',
    type: 'users',
    question: 'how many customers had Trial Started in the last 5 days',
    expect: distinct(last(5), { names: ['Trial Started'] }),
  },

  // ======================= value =======================
  {
    id: 'value-license-sum-30d',
    type: 'value',
    question: 'Total value of License Purchased over the last 30 days?',
    expect: val(last(30), ['License Purchased'], 'sum'),
  },
  {
    id: 'value-stars-avg-90d',
    type: 'value',
    question: "average eventValue of review-submitted in the last 90 days (that's the star rating)",
    expect: val(last(90), ['review-submitted'], 'avg'),
  },
  {
    id: 'value-run-median-7d',
    type: 'value',
    question: 'What is the median PluginRun duration over the past week?',
    expect: val(last(7), ['PluginRun'], 'median'),
  },
  {
    id: 'value-payout-max',
    type: 'value',
    question: 'Biggest single payout.sent amount ever?',
    expect: val(R.all, ['payout.sent'], 'max'),
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: val(R.lastMonth, money, 'sum', { money: true }),
  },
  {
    id: 'value-refunds-since',
    type: 'value',
    question: (now) =>
      `Total refunded via refund-issued since ${longDay(daysAgo(now, 60))} — finance wants to know how bad it is`,
    expect: val((now) => R.since(daysAgo(now, 60), now), ['refund-issued'], 'sum'),
  },
  {
    id: 'value-payout-avg-month',
    type: 'value',
    question: (now) => `average payout.sent amount in ${mName(mStart(now, -2))} ${yr(mStart(now, -2))}?`,
    expect: val((now) => R.month(mStart(now, -2)), ['payout.sent'], 'avg'),
  },
  {
    id: 'value-bigspender-sum',
    type: 'value',
    question: 'How much has user_0230 spent on License Purchased in total?',
    expect: val(R.all, ['License Purchased'], 'sum', { user: P.bigSpender }),
  },
  {
    id: 'value-rating-loose',
    type: 'value',
    question: 'whats the avg rating poeple gave plugins in the past 30 days?',
    expect: val(last(30), ['review-submitted'], 'avg', { loose: true }),
  },
  {
    id: 'value-unknown-sub',
    type: 'value',
    low: true,
    question: 'total value of subscription_renewed this year',
    expect: low,
  },

  // ======================= top-events =======================
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'Top 5 events in the last 30 days?',
    expect: ranked(last(30), O.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-all',
    type: 'top-events',
    question: 'what are the 3 most common events overall',
    expect: ranked(R.all, O.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-90d',
    type: 'top-events',
    question: 'Which two events are the least common over the past 90 days?',
    expect: ranked(last(90), O.byName, { n: 2, ascending: true }),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: 'most frequent event yesterday?',
    expect: ranked(R.yesterday, O.byName, { n: 1 }),
  },
  {
    id: 'top-events-default',
    type: 'top-events',
    question: 'List the most common events over the past 2 weeks.',
    expect: ranked((now) => R.lastWeeks(now, 2), O.byName, { n: 5 }),
  },
  {
    id: 'top-events-critic',
    type: 'top-events',
    question: 'top 3 events for user_0315',
    expect: ranked(R.all, O.byName, { n: 3, user: P.critic }),
  },
  {
    id: 'top-events-lastweek-all',
    type: 'top-events',
    question: 'Rank every event type by how often it happened last week.',
    expect: ranked(R.lastWeek, O.byName, { whole: true }),
  },
  {
    id: 'top-events-rarest-2m',
    type: 'top-events',
    question: 'which event has been the rarest in the past 2 months?',
    expect: ranked((now) => R.lastMonths(now, 2), O.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-incident',
    type: 'top-events',
    question: (now) => `top 4 events on ${longDay(incident(now))}`,
    expect: ranked((now) => R.on(incident(now)), O.byName, { n: 4 }),
  },

  // ======================= top-users =======================
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'Who are the 3 most active users in the last 30 days?',
    expect: ranked(last(30), O.byUser, { n: 3 }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: ranked(R.all, O.byUser, { n: 3, names: money, measure: O.value, loose: true, keepNames: money }),
  },
  {
    id: 'top-users-payouts-8w',
    type: 'top-users',
    question: 'top 5 developers by total payout.sent amount, last 8 weeks',
    expect: ranked((now) => R.lastWeeks(now, 8), O.byUser, {
      n: 5,
      names: ['payout.sent'],
      measure: O.value,
    }),
  },
  {
    id: 'top-users-runs-lastweek',
    type: 'top-users',
    question: 'which user had the most PluginRun events last week?',
    expect: ranked(R.lastWeek, O.byUser, { n: 1, names: ['PluginRun'] }),
  },
  {
    id: 'top-users-crash',
    type: 'top-users',
    question: 'Who has filed the most crash_report events, ever?',
    expect: ranked(R.all, O.byUser, { n: 1, names: ['crash_report'] }),
  },
  {
    id: 'top-users-10-all',
    type: 'top-users',
    question: 'For the board deck: our top 4 users by event count overall.',
    expect: ranked(R.all, O.byUser, { n: 4 }),
  },
  {
    id: 'top-users-publisher',
    type: 'top-users',
    question: (now) => `who published the most VersionPublished events since ${iso(daysAgo(now, 50))}?`,
    expect: ranked((now) => R.since(daysAgo(now, 50), now), O.byUser, { n: 1, names: ['VersionPublished'] }),
  },
  {
    id: 'top-users-reviewers-60d',
    type: 'top-users',
    question: 'who wrote the most review-submitted in the past 60 days?',
    expect: ranked(last(60), O.byUser, { n: 1, names: ['review-submitted'] }),
  },
  {
    id: 'top-users-unknown',
    type: 'top-users',
    low: true,
    question: 'top 5 users by Theme Downloaded last month',
    expect: low,
  },

  // ======================= user =======================
  {
    id: 'user-power-7d',
    type: 'user',
    question: 'How many events does user_0042 have in the last 7 days?',
    expect: count(last(7), { user: P.powerUser }),
  },
  {
    id: 'user-churner-seen',
    type: 'user',
    question: 'when was user_0107 first seen, and when last seen?',
    expect: (events) => {
      const evs = select(events, { user: P.churner });
      const f = time(evs.reduce((a, b) => (time(b) < time(a) ? b : a))),
        l = time(O.newestFirst(evs)[0]);
      return { names: [iso(f), hhmm(f), iso(l), hhmm(l)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-newcomer-names',
    type: 'user',
    question: 'which event types has user_0588 used so far?',
    expect: (events) => {
      const evs = select(events, { user: P.newcomer });
      return {
        names: [...new Set(evs.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-dev-recent',
    type: 'user',
    question: 'Show me the 5 most recent events of dev_007.',
    expect: Object.assign(
      (events) => {
        const evs = select(events, { user: P.topDeveloper });
        return {
          names: O.newestFirst(evs).slice(0, 5).map(O.byName),
          confidence: 'high',
          dataPoints: evs.length,
        };
      },
      {
        tieAtCut: (events) => {
          const l = O.newestFirst(select(events, { user: P.topDeveloper }));
          return time(l[4]) === time(l[5]);
        },
      },
    ),
  },
  { id: 'user-nobody', type: 'user', low: true, question: `what did ${NOBODY} do last month?`, expect: low },
  {
    id: 'user-critic-lastreview',
    type: 'user',
    question: 'When did user_0315 last submit a review-submitted?',
    expect: lastOf(['review-submitted'], { user: P.critic }),
  },
  {
    id: 'user-newcomer-first',
    type: 'user',
    question: 'user_0588 — first seen when? they just emailed support',
    expect: (events) => {
      const evs = select(events, { user: P.newcomer });
      const f = time(evs.reduce((a, b) => (time(b) < time(a) ? b : a)));
      return { names: [iso(f), hhmm(f)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-churner-lastmonth-range',
    type: 'user',
    question: (now) =>
      `how many events did user_0107 have between ${shortDay(mStart(now, -3) + 14 * DAY)} and ${shortDay(mStart(now, -2) + 9 * DAY)}?`,
    expect: count((now) => R.between(mStart(now, -3) + 14 * DAY, mStart(now, -2) + 9 * DAY), {
      user: P.churner,
    }),
  },

  // ======================= breakdown =======================
  {
    id: 'bd-crash-busiest-day',
    type: 'breakdown',
    question: 'Which day in the last 30 days had the most crash_report events?',
    expect: ranked(last(30), O.byDay, { n: 1, names: ['crash_report'] }),
  },
  {
    id: 'bd-monthly-two',
    type: 'breakdown',
    question: (now) =>
      `monthly event counts between ${iso(mStart(now, -2))} and ${iso(mStart(now, 0) - DAY)}`,
    expect: breakdown((now) => R.between(mStart(now, -2), mStart(now, 0) - DAY), O.byMonth),
  },
  {
    id: 'bd-weekday-runs',
    type: 'breakdown',
    question: 'Which weekday sees the most PluginRun events? trying to schedule teh release',
    expect: ranked(R.all, O.byWeekday, { n: 1, names: ['PluginRun'] }),
  },
  {
    id: 'bd-hour-views-4w',
    type: 'breakdown',
    question: 'busiest hour of the day (UTC) for listing.viewed, across all the data?',
    expect: ranked(R.all, O.byHour, { n: 1, names: ['listing.viewed'] }),
  },
  {
    id: 'bd-weekly-runs',
    type: 'breakdown',
    question: (now) =>
      `PluginRun per week from ${iso(O.weekStart(T(now)) - 4 * WEEK)} to ${iso(O.weekStart(T(now)) - DAY)}, week by week`,
    expect: breakdown(
      (now) => R.between(O.weekStart(T(now)) - 4 * WEEK, O.weekStart(T(now)) - DAY),
      O.byWeek,
      { names: ['PluginRun'] },
    ),
  },
  {
    id: 'bd-weekday-licenses',
    type: 'breakdown',
    question: 'Break down License Purchased by day of week, all time.',
    expect: breakdown(R.all, O.byWeekday, { names: ['License Purchased'] }),
  },
  {
    id: 'bd-busiest-day-lastmonth',
    type: 'breakdown',
    question: 'what was the busiest day last month, by total events?',
    expect: ranked(R.lastMonth, O.byDay, { n: 1 }),
  },
  {
    id: 'bd-quietest-hour-runs',
    type: 'breakdown',
    question: 'quietest hour of day for PluginRun over the last 90 days',
    expect: ranked(last(90), O.byHour, { n: 1, names: ['PluginRun'], ascending: true }),
  },
  {
    id: 'bd-daily-uninstalls',
    type: 'breakdown',
    question: (now) =>
      `daily plugin.uninstalled counts from ${shortDay(incident(now) - 2 * DAY)} to ${shortDay(incident(now) + DAY)}`,
    expect: breakdown((now) => R.between(incident(now) - 2 * DAY, incident(now) + DAY), O.byDay, {
      names: ['plugin.uninstalled'],
    }),
  },

  // ======================= compare =======================
  {
    id: 'cmp-runs-7d',
    type: 'compare',
    question: 'PluginRun in the last 7 days vs the 7 days before — up or down?',
    expect: compare((now) => R.lastDays(now - 7 * DAY, 7), last(7), { names: ['PluginRun'] }),
  },
  {
    id: 'cmp-licenses-months',
    type: 'compare',
    question: (now) =>
      `License Purchased: ${mName(mStart(now, -1))} compared with ${mName(mStart(now, -2))}?`,
    expect: compare((now) => R.month(O.monthStart(now, -2)), R.lastMonth, { names: ['License Purchased'] }),
  },
  {
    id: 'cmp-crash-30d',
    type: 'compare',
    question: 'Is crash_report growing? compare the last 30 days with the 30 days before that',
    expect: compare((now) => R.lastDays(now - 30 * DAY, 30), last(30), { names: ['crash_report'] }),
  },
  {
    id: 'cmp-users-lastweek',
    type: 'compare',
    question: 'active users last week compared with the week before?',
    expect: compare(
      (now) => ({ from: O.weekStart(now) - 2 * WEEK, to: O.weekStart(now) - WEEK }),
      R.lastWeek,
      { metric: 'users' },
    ),
  },
  {
    id: 'cmp-payout-sum-months',
    type: 'compare',
    question: (now) => `total payout.sent amount in ${mName(mStart(now, -2))} vs ${mName(mStart(now, -1))}`,
    expect: compare((now) => R.month(O.monthStart(now, -2)), R.lastMonth, {
      names: ['payout.sent'],
      metric: 'sum',
    }),
  },
  {
    id: 'cmp-installs-14d',
    type: 'compare',
    question: 'plugin_installed over the past 14 days compared with the 14 days prior?',
    expect: compare((now) => R.lastDays(now - 14 * DAY, 14), last(14), { names: ['plugin_installed'] }),
  },
  {
    id: 'cmp-trials-3w',
    type: 'compare',
    question:
      'Trial Started, last 3 weeks vs the previous 3 weeks. asking because marketing changed the trial banner',
    expect: compare(
      (now) => R.lastWeeks(now - 3 * WEEK, 3),
      (now) => R.lastWeeks(now, 3),
      { names: ['Trial Started'] },
    ),
  },
  {
    id: 'cmp-installs-loose',
    type: 'compare',
    question: 'are installs growing? last 30 days against the 30 before',
    expect: compare((now) => R.lastDays(now - 30 * DAY, 30), last(30), {
      names: ['plugin_installed'],
      loose: true,
    }),
  },

  // ======================= share =======================
  {
    id: 'share-runs-30d',
    type: 'share',
    question: 'What % of events in the last 30 days were PluginRun?',
    expect: shareEvents(last(30), ['PluginRun']),
  },
  {
    id: 'share-buyers-lastmonth',
    type: 'share',
    question: "what share of last month's active users did a License Purchased?",
    expect: shareUsers(R.lastMonth, ['License Purchased']),
  },
  {
    id: 'share-crash-incident',
    type: 'share',
    question: (now) => `On ${iso(incident(now))}, what percentage of all events were crash_report?`,
    expect: shareEvents((now) => R.on(incident(now)), ['crash_report']),
  },
  {
    id: 'share-views-all',
    type: 'share',
    question: 'what fraction of all our events are listing.viewed? a percentage is fine',
    expect: shareEvents(R.all, ['listing.viewed']),
  },
  {
    id: 'share-reviewers-all',
    type: 'share',
    question: 'What percentage of users have ever submitted a review-submitted?',
    expect: shareUsers(R.all, ['review-submitted']),
  },
  {
    id: 'share-uninstalls-loose',
    type: 'share',
    question: 'what percent of events last week were uninstalls',
    expect: shareEvents(R.lastWeek, ['plugin.uninstalled'], { loose: true }),
  },
  {
    id: 'share-crash-users-7d',
    type: 'share',
    question: 'What % of active users in the past 7 days hit a crash_report?',
    expect: shareUsers(last(7), ['crash_report']),
  },
  {
    id: 'share-search-yesterday',
    type: 'share',
    question: "percentage of yesterday's events that were search_performed",
    expect: shareEvents(R.yesterday, ['search_performed']),
  },

  // ======================= conversion =======================
  {
    id: 'conv-install-license-30d',
    type: 'conversion',
    question:
      'Of the users who did plugin_installed in the last 30 days, how many went on to a License Purchased?',
    expect: conv(last(30), 'plugin_installed', 'License Purchased'),
  },
  {
    id: 'conv-trial-license-60d',
    type: 'conversion',
    question: 'Trial Started → License Purchased conversion over the past 60 days?',
    expect: conv(last(60), 'Trial Started', 'License Purchased'),
  },
  {
    id: 'conv-view-install-7d',
    type: 'conversion',
    question: 'conversion from listing.viewed to plugin_installed, last 7 days',
    expect: conv(last(7), 'listing.viewed', 'plugin_installed'),
  },
  {
    id: 'conv-search-install-all',
    type: 'conversion',
    question: 'How many users who did a search_performed later did plugin_installed? All time, with the %.',
    expect: conv(R.all, 'search_performed', 'plugin_installed'),
  },
  {
    id: 'conv-crash-uninstall-90d',
    type: 'conversion',
    question:
      'Enginering asks: of users with a crash_report in the last 90 days, what % then had plugin.uninstalled?',
    expect: conv(last(90), 'crash_report', 'plugin.uninstalled'),
  },
  {
    id: 'conv-install-review-since',
    type: 'conversion',
    question: (now) =>
      `from plugin_installed to review-submitted since ${euroDay(daysAgo(now, 35))} — how many converted?`,
    expect: conv((now) => R.since(daysAgo(now, 35), now), 'plugin_installed', 'review-submitted'),
  },
  {
    id: 'conv-license-refund',
    type: 'conversion',
    question: 'Of everyone with a License Purchased, how many later got a refund-issued?',
    expect: conv(R.all, 'License Purchased', 'refund-issued'),
  },
  {
    id: 'conv-trial-buy-loose',
    type: 'conversion',
    question: 'how many folks who started a trial went on to buy? past 8 weeks',
    expect: conv((now) => R.lastWeeks(now, 8), 'Trial Started', 'License Purchased', { loose: true }),
  },

  // ======================= churn =======================
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${mName(mStart(now, -2))} but not in ${mName(mStart(now, -1))}?`,
    expect: churn((now) => R.month(O.monthStart(now, -2)), R.lastMonth),
  },
  {
    id: 'churn-weeks',
    type: 'churn',
    question: 'users active the week before last who did nothing last week — how many?',
    expect: churn((now) => ({ from: O.weekStart(now) - 2 * WEEK, to: O.weekStart(now) - WEEK }), R.lastWeek),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'How many new users in the last 30 days?',
    expect: fresh(last(30)),
  },
  { id: 'churn-new-lastweek', type: 'churn', question: 'new users last week?', expect: fresh(R.lastWeek) },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `how many brand-new users have we had since ${longDay(mStart(now, -1))}?`,
    expect: fresh((now) => R.since(O.monthStart(now, -1), now)),
  },
  {
    id: 'churn-90-30',
    type: 'churn',
    question: 'How many users were active 60–90 days ago but have had zero events in the last 30 days?',
    expect: churn((now) => ({ from: now - 90 * DAY, to: now - 60 * DAY }), last(30)),
  },
  {
    id: 'churn-new-month',
    type: 'churn',
    question: (now) => `new users in ${mName(mStart(now, -2))}?`,
    expect: fresh((now) => R.month(O.monthStart(now, -2))),
  },
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: "how many of last month's active users haven't come back this month?",
    expect: churn(R.lastMonth, R.thisMonth),
  },

  // ======================= recency =======================
  {
    id: 'rec-last-crash',
    type: 'recency',
    question: 'When was the last crash_report?',
    expect: lastOf(['crash_report']),
  },
  {
    id: 'rec-last-refund',
    type: 'recency',
    question: 'when did someone last get a refund-issued?',
    expect: lastOf(['refund-issued']),
  },
  {
    id: 'rec-last-version',
    type: 'recency',
    question: 'most recent VersionPublished — when was it?',
    expect: lastOf(['VersionPublished']),
  },
  {
    id: 'rec-any-license-week',
    type: 'recency',
    question: 'Did anyone have a License Purchased in the past week?',
    expect: exists(last(7), ['License Purchased']),
  },
  {
    id: 'rec-unknown-ever',
    type: 'recency',
    low: true,
    question: 'has anyone ever triggered plugin_shared?',
    expect: low,
  },
  {
    id: 'rec-last-payout',
    type: 'recency',
    question: 'When was the most recent payout.sent?',
    expect: lastOf(['payout.sent']),
  },
  {
    id: 'rec-any-trial-48h',
    type: 'recency',
    question: 'did anybody have a Trial Started in the last 48 hours?',
    expect: exists((now) => R.lastHours(now, 48), ['Trial Started']),
  },
  {
    id: 'rec-last-review-loose',
    type: 'recency',
    question: 'last time someone left a review?',
    expect: lastOf(['review-submitted'], { loose: true }),
  },

  // ======================= catalogue =======================
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (events) => ({
      names: [...new Set(events.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-total-events',
    type: 'catalogue',
    question: 'How many events are stored overall?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-distinct-types',
    type: 'catalogue',
    question: 'How many distinct event types are there?',
    expect: (events) => ({
      numbers: [new Set(events.map(O.byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-users-events',
    type: 'catalogue',
    question: 'Overall: how many users and how many events do we have?',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-refund-event',
    type: 'catalogue',
    question: 'is there an event for refunds?',
    expect: () => ({ names: ['refund-issued'], confidence: 'not-high' }),
  },
  {
    id: 'cat-counts',
    type: 'catalogue',
    question: 'give me the event catalogue with a count for each name',
    expect: (events) => {
      const m = tally(events, O.byName);
      return {
        names: [...m.keys()],
        numbers: [...m.values()],
        unordered: true,
        confidence: 'high',
        dataPoints: events.length,
      };
    },
  },

  // ======================= other =======================
  {
    id: 'other-plugin-installs',
    type: 'other',
    question: 'Which plugin has the most installs?',
    expect: low,
  },
  {
    id: 'other-load-time',
    type: 'other',
    question: 'What is the average load time of the marketplace home page?',
    expect: low,
  },
  {
    id: 'other-dev-countries',
    type: 'other',
    question: 'which countries are our developers based in?',
    expect: low,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'What will license revenue be next quarter? need a forecast for the board',
    expect: low,
  },
  { id: 'other-nps', type: 'other', question: "what's our NPS this quarter?", expect: low },
  {
    id: 'other-crash-os',
    type: 'other',
    question: 'Which operating system do most crash reports come from?',
    expect: low,
  },
  {
    id: 'other-listed-plugins',
    type: 'other',
    question: 'how many plugins are listed in the marketplace right now?',
    expect: low,
  },
  {
    id: 'other-dev-email',
    type: 'other',
    question: "what's the email address of dev_007? need to reach them about the bad release",
    expect: low,
  },
];
