/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's generator, kept as its author wrote it */
// Blind question cases for the podcast app "Earshot" (see NOTES.md and data.mjs).
// Every expectation is computed from the events with the reference helpers of oracle.mjs,
// following /work/shared/ai/SEMANTICS.md.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY } = o;
const P = PERSONAS;

// ---- question text helpers ---------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const iso = (t) => o.isoDay(t);
const ord = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
// The month `k` months before the current one, as the start of that month.
const monthBack = (now, k) => o.monthStart(+now, -k);
// "in <Month>" without a year: the most recent such month that has begun.
const namedMonth = (now, k) => R.month(o.pastMonth(+now, new Date(monthBack(now, k)).getUTCMonth()));

// ---- expectation builders ----------------------------------------------------------------

const LOW = { confidence: 'low', dataPoints: 0 };
const level = (loose) => (loose ? 'not-high' : 'high');
const MONEY = ['premium_subscribed', 'tip_sent'];
const r2 = (x) => o.round(x, 2);

// scope(now) → { range, names, user } for o.select; `loose`: the question names an event
// with a looser word than its near forms, so the answer must name the stored event and
// cannot be `high`.
const count =
  (scope, loose = false) =>
  (ev, now) => {
    const f = scope(+now),
      s = o.select(ev, f);
    if (!s.length) return LOW;
    return {
      numbers: [s.length],
      ...(loose ? { names: f.names } : {}),
      confidence: level(loose),
      dataPoints: s.length,
    };
  };

const distinct =
  (scope, loose = false) =>
  (ev, now) => {
    const f = scope(+now),
      s = o.select(ev, f);
    if (!s.length) return LOW;
    return {
      numbers: [o.users(s).size],
      ...(loose ? { names: f.names } : {}),
      confidence: level(loose),
      dataPoints: s.length,
    };
  };

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const measure =
  (fn, scope, { loose = false, money = false } = {}) =>
  (ev, now) => {
    const f = scope(+now),
      s = o.select(ev, f);
    if (!s.length) return LOW;
    const out = { numbers: [r2(fn(s))], confidence: level(loose || money) };
    if (loose || money) Object.assign(out, { names: f.names, unordered: true });
    if (!money) out.dataPoints = s.length;
    return out;
  };

// Ranked list: names in rank order with their figures; tieAtCut flags a tie at the cut.
const ranked = (scope, key, { n = Infinity, ascending = false, by, loose = false, money = false } = {}) => {
  const full = (ev, now) => o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
  const f = (ev, now) => {
    const s = o.select(ev, scope(+now));
    if (!s.length) return LOW;
    const top = full(ev, now).slice(0, n);
    const out = {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => r2(v)),
      confidence: level(loose || money),
    };
    if (!loose && !money) out.dataPoints = s.length;
    return out;
  };
  f.tieAtCut = (ev, now) => {
    const all = full(ev, now);
    return n < all.length && all[n - 1][1] === all[n][1];
  };
  return f;
};

// Breakdown over time: every bucket with its figure.
const breakdown =
  (scope, key, { loose = false, unordered = false } = {}) =>
  (ev, now) => {
    const f = scope(+now),
      s = o.select(ev, f);
    if (!s.length) return LOW;
    const t = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: t.map(([k]) => k),
      numbers: t.map(([, v]) => v),
      unordered: unordered || loose,
      confidence: level(loose),
      ...(loose ? {} : { dataPoints: s.length }),
    };
  };
const WD = o.WEEKDAYS;
const byWeekdayOrdered = (scope, opts) => breakdown(scope, o.byWeekday, { ...opts, unordered: true });

// Busiest bucket (a ranking of one).
const busiest = (scope, key, { loose = false } = {}) => {
  const inner = ranked(scope, key, { n: 1, loose });
  const f = (ev, now) => {
    const x = inner(ev, now);
    if (x.confidence === 'low') return x;
    return loose ? { ...x, names: [...x.names, ...scope(+now).names], unordered: true } : x;
  };
  f.tieAtCut = inner.tieAtCut;
  return f;
};

// Two periods of counts (or of distinct users), earlier first.
const compare =
  (names, periods, { loose = false, users = false } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const m = (s) => (users ? o.users(s).size : s.length);
    const c = o.change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      ...(loose ? { names } : {}),
      confidence: level(loose),
      dataPoints: a.length + b.length,
    };
  };
// "this X vs the previous X": the period of the same length right before.
const withPrevious = (range) => (now) => {
  const r = range(now);
  return [{ from: r.from - (r.to - r.from), to: r.from }, r];
};

const shareOfEvents =
  (names, range, loose = false) =>
  (ev, now) => {
    const all = o.select(ev, { range: range(+now) });
    if (!all.length) return LOW;
    return {
      percents: [o.percent(o.select(all, { names }).length, all.length)],
      ...(loose ? { names } : {}),
      confidence: level(loose),
      dataPoints: all.length,
    };
  };
const shareOfUsers =
  (names, range, loose = false) =>
  (ev, now) => {
    const all = o.select(ev, { range: range(+now) });
    if (!all.length) return LOW;
    return {
      percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
      ...(loose ? { names } : {}),
      confidence: level(loose),
      dataPoints: all.length,
    };
  };

// show: 'n' the number converted, 'd' the number who did A, '%' the percentage.
const conversion =
  (a, b, range, show, loose = false) =>
  (ev, now) => {
    const r = range(+now),
      c = o.conversion(ev, r, a, b);
    if (!c.did) return LOW;
    return {
      numbers: [...(show.includes('d') ? [c.did] : []), ...(show.includes('n') ? [c.converted] : [])],
      percents: show.includes('%') ? [c.pct] : [],
      ...(loose ? { names: [a, b] } : {}),
      confidence: level(loose),
      dataPoints: o.select(ev, { range: r, names: [a, b] }).length,
    };
  };

const churned = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  if (!o.select(ev, { range: active }).length) return LOW;
  return { numbers: [o.churned(ev, active, inactive).length], confidence: 'high' };
};
const newUsers = (range) => (ev, now) => {
  if (!o.select(ev, { range: range(+now) }).length) return LOW;
  return { numbers: [o.newUsers(ev, range(+now)).length], confidence: 'high' };
};

// Date of the most recent matching event; dataPoints: all matching events.
const lastDate =
  (scope, loose = false) =>
  (ev, now) => {
    const f = scope(+now),
      s = o.select(ev, f);
    if (!s.length) return LOW;
    return {
      names: [o.isoDay(o.time(o.newestFirst(s)[0])), ...(loose ? f.names : [])],
      unordered: true,
      confidence: level(loose),
      dataPoints: s.length,
    };
  };
// "did anyone …": a yes with the matching events.
const exists =
  (scope, loose = false) =>
  (ev, now) => {
    const f = scope(+now),
      s = o.select(ev, f);
    if (!s.length) return LOW;
    return loose
      ? { names: f.names, confidence: 'not-high', dataPoints: s.length }
      : { confidence: 'high', dataPoints: s.length };
  };

const userSpan =
  (user, which, range = R.all) =>
  (ev, now) => {
    const s = o.select(ev, { user, range: range(+now) });
    if (!s.length) return LOW;
    const times = s.map(o.time);
    const days = [];
    if (which.includes('first')) days.push(o.isoDay(Math.min(...times)));
    if (which.includes('last')) days.push(o.isoDay(Math.max(...times)));
    return { names: days, confidence: 'high', dataPoints: s.length };
  };
const userLatest = (user, n) => {
  const f = (ev) => {
    const s = o.select(ev, { user });
    if (!s.length) return LOW;
    return {
      names: o
        .newestFirst(s)
        .slice(0, n)
        .map((e) => e.eventName),
      confidence: 'high',
      dataPoints: s.length,
    };
  };
  // Equal timestamps among the newest n + 1 would make the order ambiguous.
  f.tieAtCut = (ev) => {
    const t = o
      .newestFirst(o.select(ev, { user }))
      .slice(0, n + 1)
      .map(o.time);
    return new Set(t).size < t.length;
  };
  return f;
};
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();

const scope = (range, names, user) => (now) => ({ range: range(now), names, user });
const all = R.all;

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-played-yesterday',
    type: 'count',
    question: 'how many episode_played events yesterday?',
    expect: count(scope(R.yesterday, ['episode_played'])),
  },
  {
    id: 'count-completed-24h',
    type: 'count',
    question: 'Episode Completed count for the last 24 hours pls',
    expect: count(scope((now) => R.lastHours(now, 24), ['episode_completed'])),
  },
  {
    id: 'count-searches-this-week',
    type: 'count',
    question: 'How many searches have listeners run this week?',
    expect: count(scope(R.thisWeek, ['search.performed']), true),
  },
  {
    id: 'count-downloads-named-month',
    type: 'count',
    question: (now) => `number of episode downloads in ${monthName(monthBack(now, 2))}`,
    expect: count((now) => ({ range: namedMonth(now, 2), names: ['episode_downloaded'] }), true),
  },
  {
    id: 'count-all-on-short-day',
    type: 'count',
    question: (now) => `total events on ${shortDay(daysAgo(now, 9))}?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 9)) })),
  },
  {
    id: 'count-shared-between',
    type: 'count',
    question: (now) =>
      `How often were episodes shared between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 34))}?`,
    expect: count(
      (now) => ({ range: R.between(daysAgo(now, 40), daysAgo(now, 34)), names: ['episode_shared'] }),
      true,
    ),
  },
  {
    id: 'count-playlist-last-month',
    type: 'count',
    question: 'playlist.created events last month',
    expect: count(scope(R.lastMonth, ['playlist.created'])),
  },
  {
    id: 'count-show-rated-48h',
    type: 'count',
    question: 'Hey, quick one: how many Show Rated events came in over the past 48 hours?',
    expect: count(scope((now) => R.lastHours(now, 48), ['Show Rated'])),
  },
  {
    id: 'count-plays-today',
    type: 'count',
    question: 'plays so far today?',
    expect: count(scope(R.today, ['episode_played']), true),
  },
  {
    id: 'count-user-follows',
    type: 'count',
    question: `how many shows has ${P.heaviest} followed`,
    expect: count(() => ({ range: R.all(), names: ['show_followed'], user: P.heaviest }), true),
  },
  {
    id: 'count-downloaded-on-long-day',
    type: 'count',
    question: (now) => `episode_downloaded count on ${longDay(daysAgo(now, 12))}`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 12)), names: ['episode_downloaded'] })),
  },
  {
    id: 'count-tips-last-year',
    type: 'count',
    low: true,
    question: 'How many tip_sent events did we have last year?',
    expect: count(scope(R.lastYear, ['tip_sent'])),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'how many episode_liked events this month',
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-active-yesterday',
    type: 'users',
    question: 'How many active users did we have yesterday?',
    expect: distinct(scope(R.yesterday)),
  },
  {
    id: 'users-listeners-7d',
    type: 'users',
    question: 'unique listeners in the last 7 days',
    expect: distinct(scope((now) => R.lastDays(now, 7))),
  },
  {
    id: 'users-show-followed-month',
    type: 'users',
    question: 'hw many people did show_followed this month?',
    expect: distinct(scope(R.thisMonth, ['show_followed'])),
  },
  {
    id: 'users-downloaded-past-week',
    type: 'users',
    question: 'how many listeners downloaded something for offline in the past week',
    expect: distinct(
      scope((now) => R.lastDays(now, 7), ['episode_downloaded']),
      true,
    ),
  },
  {
    id: 'users-tippers-3m',
    type: 'users',
    question: '# of distinct users who sent a tip, last 3 months',
    expect: distinct(
      scope((now) => R.lastMonths(now, 3), ['tip_sent']),
      true,
    ),
  },
  {
    id: 'users-rated-since',
    type: 'users',
    question: (now) => `How many different users had a Show Rated event since ${longDay(daysAgo(now, 30))}?`,
    expect: distinct((now) => ({ range: R.since(daysAgo(now, 30), now), names: ['Show Rated'] })),
  },
  {
    id: 'users-bought-premium',
    type: 'users',
    question: 'how many people have bought premium so far?',
    expect: distinct(scope(all, ['premium_subscribed']), true),
  },
  {
    id: 'users-from-to',
    type: 'users',
    question: (now) =>
      `For the board deck: active users from ${shortDay(daysAgo(now, 27))} to ${shortDay(daysAgo(now, 21))}?`,
    expect: distinct((now) => ({ range: R.between(daysAgo(now, 27), daysAgo(now, 21)) })),
  },
  {
    id: 'users-active-this-week',
    type: 'users',
    question: 'active users this week',
    expect: distinct(scope(R.thisWeek)),
  },
  {
    id: 'users-on-iso-day',
    type: 'users',
    question: (now) => `unique users on ${iso(daysAgo(now, 3))}`,
    expect: distinct((now) => ({ range: R.on(daysAgo(now, 3)) })),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-tip-sum-this-month',
    type: 'value',
    question: 'total value of tip_sent events this month',
    expect: measure(o.sum, scope(R.thisMonth, ['tip_sent'])),
  },
  {
    id: 'value-rated-avg',
    type: 'value',
    question: 'What is the average value for Show Rated?',
    expect: measure(o.avg, scope(all, ['Show Rated'])),
  },
  {
    id: 'value-avg-stars',
    type: 'value',
    question: "what's the average star rating listeners give shows?",
    expect: measure(o.avg, scope(all, ['Show Rated']), { loose: true }),
  },
  {
    id: 'value-minutes-last-week',
    type: 'value',
    question: 'How many minutes did people listen in total last week?',
    expect: measure(o.sum, scope(R.lastWeek, ['episode_played']), { loose: true }),
  },
  {
    id: 'value-longest-listen-30d',
    type: 'value',
    question: 'longest single listen in the last 30 days, in minutes?',
    expect: measure(
      o.max,
      scope((now) => R.lastDays(now, 30), ['episode_played']),
      { loose: true },
    ),
  },
  {
    id: 'value-max-tip-90d',
    type: 'value',
    question: 'biggest tip_sent value in the past 90 days',
    expect: measure(
      o.max,
      scope((now) => R.lastDays(now, 90), ['tip_sent']),
    ),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'revenue last month?',
    expect: measure(o.sum, scope(R.lastMonth, MONEY), { money: true }),
  },
  {
    id: 'value-median-played-month',
    type: 'value',
    question: 'median episode_played value this month',
    expect: measure(median, scope(R.thisMonth, ['episode_played'])),
  },
  {
    id: 'value-min-tip-60d',
    type: 'value',
    question: 'Minimum tip sent value over the last 60 days?',
    expect: measure(
      o.min,
      scope((now) => R.lastDays(now, 60), ['tip_sent']),
    ),
  },
  {
    id: 'value-user-tips',
    type: 'value',
    question: `how much has ${P.topTipper} tipped creators in total?`,
    expect: measure(o.sum, () => ({ range: R.all(), names: ['tip_sent'], user: P.topTipper }), {
      loose: true,
    }),
  },
  {
    id: 'value-avg-play-yesterday',
    type: 'value',
    question: 'avg minutes per episode play yesterday',
    expect: measure(o.avg, scope(R.yesterday, ['episode_played']), { loose: true }),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-5-all',
    type: 'top-events',
    question: 'waht are the top 5 events?',
    expect: ranked(scope(all), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-most-common-last-week',
    type: 'top-events',
    question: 'most common event last week',
    expect: ranked(scope(R.lastWeek), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-least-4-month',
    type: 'top-events',
    question: 'Which four events are the least common this month?',
    expect: ranked(scope(R.thisMonth), o.byName, { n: 4, ascending: true }),
  },
  {
    id: 'top-events-default-yesterday',
    type: 'top-events',
    question: 'top events yesterday',
    expect: ranked(scope(R.yesterday), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-4-30d',
    type: 'top-events',
    question: 'In the last 30 days, which 4 actions happened the most?',
    expect: ranked(
      scope((now) => R.lastDays(now, 30)),
      o.byName,
      { n: 4 },
    ),
  },
  {
    id: 'top-events-rank-all-named-month',
    type: 'top-events',
    question: (now) => `rank every event type by volume for ${monthYear(monthBack(now, 1))}`,
    expect: ranked((now) => ({ range: R.month(monthBack(now, 1)) }), o.byName),
  },
  {
    id: 'top-events-bottom-4-since',
    type: 'top-events',
    question: (now) => `bottom 4 events since ${shortDay(daysAgo(now, 21))}`,
    expect: ranked((now) => ({ range: R.since(daysAgo(now, 21), now) }), o.byName, { n: 4, ascending: true }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-5-all',
    type: 'top-users',
    question: 'top 5 users by number of events',
    expect: ranked(scope(all), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-most-active-30d',
    type: 'top-users',
    question: "Who's our most active listener in the last 30 days?",
    expect: ranked(
      scope((now) => R.lastDays(now, 30)),
      o.byUser,
      { n: 1 },
    ),
  },
  {
    id: 'top-users-4-played-month',
    type: 'top-users',
    question: 'top 4 listeners by episode_played events this month',
    expect: ranked(scope(R.thisMonth, ['episode_played']), o.byUser, { n: 4 }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are our two biggest spenders?',
    expect: ranked(scope(all, MONEY), o.byUser, { n: 2, by: o.value, money: true }),
  },
  {
    id: 'top-users-tippers-3m',
    type: 'top-users',
    question: 'Who tipped the most in the past 3 months? Top 2 please.',
    expect: ranked(
      scope((now) => R.lastMonths(now, 3), ['tip_sent']),
      o.byUser,
      { n: 2, by: o.value, loose: true },
    ),
  },
  {
    id: 'top-users-four-last-week',
    type: 'top-users',
    question: 'four most active users last week',
    expect: ranked(scope(R.lastWeek), o.byUser, { n: 4 }),
  },
  {
    id: 'top-users-downloaders',
    type: 'top-users',
    question: 'which listeners downloaded the most episodes? top three',
    expect: ranked(scope(all, ['episode_downloaded']), o.byUser, { n: 3, loose: true }),
  },
  {
    id: 'top-users-played-value',
    type: 'top-users',
    question: 'Top 3 users by total episode_played value in the last 2 weeks',
    expect: ranked(
      scope((now) => R.lastWeeks(now, 2), ['episode_played']),
      o.byUser,
      { n: 3, by: o.value },
    ),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-heaviest-count',
    type: 'user',
    question: `how many events does ${P.heaviest} have`,
    expect: count(() => ({ range: R.all(), user: P.heaviest })),
  },
  {
    id: 'user-lapsed-last-seen',
    type: 'user',
    question: `When was ${P.lapsed} last seen?`,
    expect: userSpan(P.lapsed, ['last']),
  },
  {
    id: 'user-newcomer-first-seen',
    type: 'user',
    question: `first seen date for ${P.newcomer}`,
    expect: userSpan(P.newcomer, ['first']),
  },
  {
    id: 'user-tipper-event-names',
    type: 'user',
    question: `which events has ${P.topTipper} used?`,
    expect: (ev) => {
      const s = o.select(ev, { user: P.topTipper });
      return { names: allNames(s), unordered: true, confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-heaviest-latest-5',
    type: 'user',
    question: `show me the 5 most recent events for ${P.heaviest}`,
    expect: userLatest(P.heaviest, 5),
  },
  {
    id: 'user-reviewer-plays-30d',
    type: 'user',
    question: `How many plays did ${P.reviewer} have in the last 30 days?`,
    expect: count(
      (now) => ({ range: R.lastDays(now, 30), names: ['episode_played'], user: P.reviewer }),
      true,
    ),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `is ${NOBODY} still active? how many events do they have`,
    expect: () => LOW,
  },
  {
    id: 'user-newcomer-since',
    type: 'user',
    question: (now) => `what has ${P.newcomer} done since ${longDay(daysAgo(now, 3))}, how many events?`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 3), now), user: P.newcomer })),
  },
  {
    id: 'user-lapsed-first-last',
    type: 'user',
    question: `Support ticket from ${P.lapsed}: when did they first use the app, and when was the last time?`,
    expect: userSpan(P.lapsed, ['first', 'last']),
  },
  {
    id: 'user-reviewer-count-month',
    type: 'user',
    question: `${P.reviewer} events this month`,
    expect: count((now) => ({ range: R.thisMonth(now), user: P.reviewer })),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-played-per-day-last-week',
    type: 'breakdown',
    question: 'episode_played per day last week',
    expect: breakdown(scope(R.lastWeek, ['episode_played']), o.byDay),
  },
  {
    id: 'breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'which weekday has the most events?',
    expect: busiest(scope(all), o.byWeekday),
  },
  {
    id: 'breakdown-hour-yesterday',
    type: 'breakdown',
    question: 'events by hour of day for yesterday',
    expect: breakdown(scope(R.yesterday), o.byHour, { unordered: true }),
  },
  {
    id: 'breakdown-weekly-tips-since',
    type: 'breakdown',
    question: (now) => `weekly tip_sent counts since ${iso(o.weekStart(+now) - 5 * o.WEEK)}`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 5 * o.WEEK, now), names: ['tip_sent'] }),
      o.byWeek,
    ),
  },
  {
    id: 'breakdown-monthly-this-year',
    type: 'breakdown',
    question: 'events per month this year',
    expect: breakdown(scope(R.thisYear), o.byMonth),
  },
  {
    id: 'breakdown-busiest-hour-downloads',
    type: 'breakdown',
    question: 'busiest hour for downloads in the last 30 days?',
    expect: busiest(
      scope((now) => R.lastDays(now, 30), ['episode_downloaded']),
      o.byHour,
      { loose: true },
    ),
  },
  {
    id: 'breakdown-busiest-day-last-month',
    type: 'breakdown',
    question: 'Which day last month had the most episode_played events?',
    expect: busiest(scope(R.lastMonth, ['episode_played']), o.byDay),
  },
  {
    id: 'breakdown-plays-by-weekday',
    type: 'breakdown',
    question: 'plays by weekday',
    expect: byWeekdayOrdered(scope(all, ['episode_played']), { loose: true }),
  },
  {
    id: 'breakdown-signups-daily-this-week',
    type: 'breakdown',
    question: 'daily signups this week',
    expect: breakdown(scope(R.thisWeek, ['account_created']), o.byDay, { loose: true }),
  },
  {
    id: 'breakdown-weekly-completed-4w',
    type: 'breakdown',
    question: 'Episode Completed by week, past 4 weeks',
    expect: breakdown(
      scope((now) => R.lastWeeks(now, 4), ['episode_completed']),
      o.byWeek,
    ),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-played-7d',
    type: 'compare',
    question: 'episode_played in the last 7 days vs the previous 7 days',
    expect: compare(
      ['episode_played'],
      withPrevious((now) => R.lastDays(now, 7)),
    ),
  },
  {
    id: 'compare-tips-two-months',
    type: 'compare',
    question: (now) => `tip_sent in ${monthName(monthBack(now, 1))} vs ${monthName(monthBack(now, 2))}`,
    expect: compare(['tip_sent'], (now) => [namedMonth(now, 2), namedMonth(now, 1)]),
  },
  {
    id: 'compare-all-last-week',
    type: 'compare',
    question: 'How did total activity last week compare with teh week before?',
    expect: compare(undefined, withPrevious(R.lastWeek)),
  },
  {
    id: 'compare-downloads-this-month',
    type: 'compare',
    question: 'are downloads up or down this month vs the previous month?',
    expect: compare(['episode_downloaded'], withPrevious(R.thisMonth), { loose: true }),
  },
  {
    id: 'compare-listening-growing',
    type: 'compare',
    question: 'is listening growing?',
    expect: () => ({ names: ['episode_played'], confidence: 'not-high' }),
  },
  {
    id: 'compare-signups-30d',
    type: 'compare',
    question: 'compare account_created in the last 30 days to the 30 days before',
    expect: compare(
      ['account_created'],
      withPrevious((now) => R.lastDays(now, 30)),
    ),
  },
  {
    id: 'compare-active-users-yesterday',
    type: 'compare',
    question: 'active users yesterday compared with the day before?',
    expect: compare(undefined, withPrevious(R.yesterday), { users: true }),
  },
  {
    id: 'compare-searches-named-months',
    type: 'compare',
    question: (now) =>
      `searches: ${monthName(monthBack(now, 3))} compared with ${monthName(monthBack(now, 2))}`,
    expect: compare(['search.performed'], (now) => [namedMonth(now, 3), namedMonth(now, 2)], { loose: true }),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-played-all',
    type: 'share',
    question: 'what percentage of all events are episode_played?',
    expect: shareOfEvents(['episode_played'], all),
  },
  {
    id: 'share-users-tipped-month',
    type: 'share',
    question: 'What % of active users sent a tip this month?',
    expect: shareOfUsers(['tip_sent'], R.thisMonth, true),
  },
  {
    id: 'share-search-last-week',
    type: 'share',
    question: 'share of events last week that were search.performed',
    expect: shareOfEvents(['search.performed'], R.lastWeek),
  },
  {
    id: 'share-users-follow-30d',
    type: 'share',
    question: 'what fraction of listeners followed a show in the last 30 days (as a percent)?',
    expect: shareOfUsers(['show_followed'], (now) => R.lastDays(now, 30), true),
  },
  {
    id: 'share-users-premium',
    type: 'share',
    question: 'percent of users who did premium_subscribed',
    expect: shareOfUsers(['premium_subscribed'], all),
  },
  {
    id: 'share-downloads-yesterday',
    type: 'share',
    question: "how much of yesterday's activity was downloads, percentage-wise?",
    expect: shareOfEvents(['episode_downloaded'], R.yesterday, true),
  },
  {
    id: 'share-shared-this-week',
    type: 'share',
    question: 'Episode shared as a share of all events this week',
    expect: shareOfEvents(['episode_shared'], R.thisWeek),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-created-downloaded-60d',
    type: 'conversion',
    question:
      'Of the users who did account_created in the last 60 days, how many did episode_downloaded afterwards?',
    expect: conversion('account_created', 'episode_downloaded', (now) => R.lastDays(now, 60), 'n%'),
  },
  {
    id: 'conv-signup-follow-month',
    type: 'conversion',
    question: 'what % of new signups this month went on to follow a show?',
    expect: conversion('account_created', 'show_followed', R.thisMonth, '%', true),
  },
  {
    id: 'conv-played-premium-3m',
    type: 'conversion',
    question: 'conversion from episode_played to premium_subscribed over the last 3 months',
    expect: conversion('episode_played', 'premium_subscribed', (now) => R.lastMonths(now, 3), 'n%'),
  },
  {
    id: 'conv-search-play-past-week',
    type: 'conversion',
    question: 'past week: how many people who searched then played an episode?',
    expect: conversion('search.performed', 'episode_played', (now) => R.lastDays(now, 7), 'n', true),
  },
  {
    id: 'conv-download-complete-month',
    type: 'conversion',
    question: (now) =>
      `Of listeners who downloaded an episode in ${monthName(monthBack(now, 1))}, what percent later finished one?`,
    expect: conversion('episode_downloaded', 'episode_completed', (now) => namedMonth(now, 1), '%', true),
  },
  {
    id: 'conv-created-tip-since',
    type: 'conversion',
    question: (now) => `account_created → tip_sent conversion since ${longDay(daysAgo(now, 90))}`,
    expect: conversion('account_created', 'tip_sent', (now) => R.since(daysAgo(now, 90), now), 'n%'),
  },
  {
    id: 'conv-follow-rated-30d',
    type: 'conversion',
    question: 'show_followed to Show Rated conversion rate, last 30 days',
    expect: conversion('show_followed', 'Show Rated', (now) => R.lastDays(now, 30), 'n%'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: 'how many users were active last month but not this month?',
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  { id: 'churn-new-this-week', type: 'churn', question: 'new users this week', expect: newUsers(R.thisWeek) },
  {
    id: 'churn-new-listeners-30d',
    type: 'churn',
    question: 'How many brand-new listeners did we get in the last 30 days?',
    expect: newUsers((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `listeners active in ${monthName(monthBack(now, 2))} who didn't come back in ${monthName(monthBack(now, 1))}: how many?`,
    expect: churned((now) => [namedMonth(now, 2), namedMonth(now, 1)]),
  },
  {
    id: 'churn-new-named-month-year',
    type: 'churn',
    question: (now) => `new users in ${monthYear(monthBack(now, 1))}`,
    expect: newUsers((now) => R.month(monthBack(now, 1))),
  },
  {
    id: 'churn-last-week-not-this',
    type: 'churn',
    question: "How many users from last week haven't shown up this week?",
    expect: churned((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-active-before-not-since',
    type: 'churn',
    question: (now) => `users active before ${longDay(daysAgo(now, 45))} and not since then, how many?`,
    expect: churned((now) => [R.before(daysAgo(now, 45)), R.since(daysAgo(now, 45), now)]),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-last-premium',
    type: 'recency',
    question: 'when was the last premium_subscribed event?',
    expect: lastDate(scope(all, ['premium_subscribed'])),
  },
  {
    id: 'recency-last-review',
    type: 'recency',
    question: 'When did someone last leave a review?',
    expect: lastDate(scope(all, ['review_posted']), true),
  },
  {
    id: 'recency-playlist-14d',
    type: 'recency',
    question: 'did anyone make a playlist in the past 14 days?',
    expect: exists(
      scope((now) => R.lastDays(now, 14), ['playlist.created']),
      true,
    ),
  },
  {
    id: 'recency-tip-3d',
    type: 'recency',
    question: 'has anybody tipped a creator in the last 3 days',
    expect: exists(
      scope((now) => R.lastDays(now, 3), ['tip_sent']),
      true,
    ),
  },
  {
    id: 'recency-lapsed-last-play',
    type: 'recency',
    question: `last time ${P.lapsed} played an episode?`,
    expect: lastDate(() => ({ range: R.all(), names: ['episode_played'], user: P.lapsed }), true),
  },
  {
    id: 'recency-premium-before-window',
    type: 'recency',
    low: true,
    question: (now) => `Did anybody do premium_subscribed before ${longDay(daysAgo(now, 150))}?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 150)), names: ['premium_subscribed'] })),
  },
  {
    id: 'recency-last-show-rated',
    type: 'recency',
    question: 'most recent Show Rated - when?',
    expect: lastDate(scope(all, ['Show Rated'])),
  },
  {
    id: 'recency-last-account-created',
    type: 'recency',
    question: 'When was the last account_created?',
    expect: lastDate(scope(all, ['account_created'])),
  },
  {
    id: 'recency-shared-yesterday',
    type: 'recency',
    question: 'any episode_shared events yesterday?',
    expect: exists(scope(R.yesterday, ['episode_shared'])),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'what events do we trakc?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-listeners',
    type: 'catalogue',
    question: 'how many listeners do we have in total',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'How many events are stored altogether?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-names-with-counts',
    type: 'catalogue',
    question: 'list all the event names with how many of each we have',
    expect: (ev) => {
      const t = o.rank(o.tally(ev, o.byName));
      return {
        names: t.map(([k]) => k),
        numbers: t.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'how many different event types are there?',
    expect: (ev) => ({ numbers: [allNames(ev).length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-overall',
    type: 'catalogue',
    question: 'Give me the overall numbers - total users and total events.',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },

  // ---------------------------------------------------------------- other (cannot be answered)
  {
    id: 'other-country',
    type: 'other',
    question: 'which country has the most listeners?',
    expect: () => LOW,
  },
  {
    id: 'other-platform',
    type: 'other',
    question: 'how many listeners are on Android vs iOS',
    expect: () => LOW,
  },
  {
    id: 'other-top-show',
    type: 'other',
    question: 'What is the most followed podcast show?',
    expect: () => LOW,
  },
  { id: 'other-age', type: 'other', question: 'average age of our premium subscribers', expect: () => LOW },
  { id: 'other-haiku', type: 'other', question: 'write me a haiku about podcasts', expect: () => LOW },
  { id: 'other-gibberish', type: 'other', question: 'asdfgh jkl qwe??', expect: () => LOW },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather going to be in Berlin tomorrow",
    expect: () => LOW,
  },
  {
    id: 'other-top-episode',
    type: 'other',
    question: 'which episode got the most plays this month?',
    expect: () => LOW,
  },
  {
    id: 'other-app-version',
    type: 'other',
    question: 'what app version are most people on?',
    expect: () => LOW,
  },
  {
    id: 'other-category-length',
    type: 'other',
    question: 'Average episode length for shows in the Comedy category?',
    expect: () => LOW,
  },
];
