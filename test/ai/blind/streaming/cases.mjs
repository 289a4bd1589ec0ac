// Blind cases for the "streaming" product (Reelhouse, a video streaming service).
// Each case: { id, type, question, expect(events, now) }, `question` a string or a function of
// `now` (a Date). Expectations are computed from the events with the oracle helpers, following
// /work/shared/ai/SEMANTICS.md. Cases whose right answer is a refusal carry `low: true`.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';

const { ranges: R, DAY } = o;

// ---- wording helpers -----------------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const iso = (t) => o.isoDay(t);
const ordinal = (d) => `${d}${[11, 12, 13].includes(d) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`; // October 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Oct 3
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const mStart = (now, add) => o.monthStart(+now, add);

// ---- expectation builders ------------------------------------------------------------------

const HIGH = 'high';
const LOOSE = 'not-high'; // a looser wording of a stored name, or a stated assumption
const LOW = { confidence: 'low', dataPoints: 0 };
const refuse = () => LOW;

const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const r2 = (x) => o.round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
};

// `loose` = the stored event name the question clearly means with a looser word: the answer
// must name it and must not be `high`.
const opts = (loose) => (loose ? { names: [loose], confidence: LOOSE } : { confidence: HIGH });

const count = (scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({ numbers: [s.length], ...opts(loose), dataPoints: s.length }));

const distinctUsers = (scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({
    numbers: [o.users(s).size],
    ...opts(loose),
    dataPoints: s.length,
  }));

const measure = (fn, scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({ numbers: [fn(s)], ...opts(loose), dataPoints: s.length }));

// Ranked list, with a tie check at the cut for the selfcheck.
const ranked = (scope, key, { n = 5, ascending = false, by, loose } = {}) => {
  const full = (ev, now) =>
    o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending }).map(([k, v]) => [k, by ? r2(v) : v]);
  const fn = (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const top = full(ev, now).slice(0, n);
      return {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => v),
        confidence: loose ? LOOSE : HIGH,
        dataPoints: s.length,
      };
    });
  fn.tieAtCut = (ev, now) => {
    const f = full(ev, now);
    return f.length > n && f[n - 1][1] === f[n][1];
  };
  return fn;
};

// Two periods, earlier first. `what`: 'events' (count) or 'users' (distinct users).
const compare =
  (names, periods, { loose, what = 'events' } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const m = (s) => (what === 'users' ? o.users(s).size : s.length);
    const c = o.change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      ...opts(loose),
      dataPoints: a.length + b.length,
    };
  };

const shareOfEvents = (names, range, loose) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.select(all, { names }).length, all.length)],
    ...opts(loose),
    dataPoints: all.length,
  }));

const shareOfUsers = (names, range, loose) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
    ...opts(loose),
    dataPoints: all.length,
  }));

// `show`: 'n' the number converted, '%' the percentage.
const conversion =
  (a, b, range, show, loose = false) =>
  (ev, now) => {
    const c = o.conversion(ev, range(+now), a, b);
    if (!c.did) return LOW;
    return {
      numbers: show.includes('n') ? [c.converted] : [],
      percents: show.includes('%') ? [c.pct] : [],
      ...(loose ? { names: [a, b], unordered: true, confidence: LOOSE } : { confidence: HIGH }),
    };
  };

const churned = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return orLow(o.select(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};

const newUsers = (range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// Date of the most recent matching event ("when was the last X": dataPoints = all X events).
const lastDate =
  (scope, { loose, points = true } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      names: [iso(o.time(o.newestFirst(s)[0]))],
      confidence: loose ? LOOSE : HIGH,
      ...(points ? { dataPoints: s.length } : {}),
    }));

const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });
const namesOf = (evs) => [...new Set(evs.map((e) => e.eventName))].sort();

// Per-period breakdown: labels in time order with their counts.
const breakdown =
  (scope, key, { labels = true } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const t = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        ...(labels ? { names: t.map(([k]) => k) } : {}),
        numbers: t.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// A user's n most recent events, newest first.
const recentOf = (user, n) => {
  const fn = (ev) =>
    orLow(o.select(ev, { user }), (s) => ({
      names: o
        .newestFirst(s)
        .slice(0, n)
        .map((e) => e.eventName),
      confidence: HIGH,
      dataPoints: s.length,
    }));
  fn.tieAtCut = (ev) => {
    const s = o.newestFirst(o.select(ev, { user }));
    return s.length > n && o.time(s[n - 1]) === o.time(s[n]);
  };
  return fn;
};

// ---- names and people --------------------------------------------------------------------

const PLAY = 'playback.started';
const DONE = 'playback.completed';
const VIEW = 'title_viewed';
const WATCHLIST = 'watchlist_add';
const RATED = 'title_rated';
const SIGNUP = 'account_created';
const PROFILE_NEW = 'profile_created';
const SWITCH = 'profile_switched';
const DOWNLOAD = 'offline_download';
const SUB = 'Subscription Started';
const PLAN = 'Plan Changed';
const CANCEL = 'Subscription Cancelled';

const BINGER = 'acct_24601';
const NEWBIE = 'acct_90412';
const LAPSED = 'acct_31337';
const FAMILY = 'acct_55120';
const COMMUTER = 'acct_70815';
const BROWSER = 'acct_60233';
const GHOST = 'acct_99999';

// ---- the cases -----------------------------------------------------------------------------

export const cases = [
  // 1. counts
  {
    id: 'count-plays-yesterday',
    type: 'count',
    question: 'how many playback.started events did we log yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: [PLAY] })),
  },
  {
    id: 'count-completed-7d',
    type: 'count',
    question: 'Number of playback.completed in the last 7 days',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: [DONE] })),
  },
  {
    id: 'count-watchlist-adds-this-week',
    type: 'count',
    question: 'How many watchlist adds so far this week?',
    expect: count((now) => ({ range: R.thisWeek(now), names: [WATCHLIST] })),
  },
  {
    id: 'count-offline-downloads-last-week',
    type: 'count',
    question: 'offline downloads last week - how many?',
    expect: count((now) => ({ range: R.lastWeek(now), names: [DOWNLOAD] })),
  },
  {
    id: 'count-events-today',
    type: 'count',
    question: 'Quick one: how many events have come in today?',
    expect: count((now) => ({ range: R.today(now) })),
  },
  {
    id: 'count-events-6h',
    type: 'count',
    question: 'total events in the past 6 hours',
    expect: count((now) => ({ range: R.lastHours(now, 6) })),
  },
  {
    id: 'count-streams-on-day',
    type: 'count',
    question: (now) => `How many streams were started on ${shortDay(daysAgo(now, 8))}?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 8)), names: [PLAY] }), PLAY),
  },
  {
    id: 'count-completed-on-iso-day',
    type: 'count',
    question: (now) => `On ${iso(daysAgo(now, 12))}, how many playback.completed events were there?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 12)), names: [DONE] })),
  },
  {
    id: 'count-accounts-created-between',
    type: 'count',
    question: (now) => `account_created count between ${iso(daysAgo(now, 35))} and ${iso(daysAgo(now, 21))}`,
    expect: count((now) => ({ range: R.between(daysAgo(now, 35), daysAgo(now, 21)), names: [SIGNUP] })),
  },
  {
    id: 'count-cancelled-2w',
    type: 'count',
    question: 'How many Subscription Cancelled events in the past 2 weeks?',
    expect: count((now) => ({ range: R.lastWeeks(now, 2), names: [CANCEL] })),
  },
  {
    id: 'count-ratings-since',
    type: 'count',
    question: (now) => `how many titles have people rated since ${longDay(daysAgo(now, 25))}?`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 25), now), names: [RATED] }), RATED),
  },
  {
    id: 'count-profile-switches-in-month',
    type: 'count',
    question: (now) => `How many times did viewers switch profiles in ${monthName(mStart(now, 0))}?`,
    expect: count((now) => ({ range: R.month(mStart(now, 0)), names: [SWITCH] }), SWITCH),
  },
  {
    id: 'count-title-viewed-before',
    type: 'count',
    question: (now) => `title viewed events before ${longDay(mStart(now, -2))}`,
    expect: count((now) => ({ range: R.before(mStart(now, -2)), names: [VIEW] })),
  },
  {
    id: 'count-typo-event',
    type: 'count',
    question: 'hwo many playback.complted yesterday',
    expect: () => ({ names: [DONE], confidence: LOOSE }),
  },
  {
    id: 'count-gift-cards',
    type: 'count',
    low: true,
    question: 'How many gift cards were redeemed last month?',
    expect: refuse,
  },
  {
    id: 'count-signups-last-year',
    type: 'count',
    low: true,
    question: 'How many account_created events did we have last year?',
    expect: count((now) => ({ range: R.lastYear(now), names: [SIGNUP] })),
  },

  // 2. distinct users
  {
    id: 'users-unique-last-week',
    type: 'users',
    question: 'How many unqiue users did we have last week?',
    expect: distinctUsers((now) => ({ range: R.lastWeek(now) })),
  },
  {
    id: 'users-active-viewers-24h',
    type: 'users',
    question: 'active viewers in the last 24 hours?',
    expect: distinctUsers((now) => ({ range: R.lastHours(now, 24) })),
  },
  {
    id: 'users-watchlisters-2w',
    type: 'users',
    question: 'How many different people added something to their watchlist in the past two weeks?',
    expect: distinctUsers((now) => ({ range: R.lastWeeks(now, 2), names: [WATCHLIST] }), WATCHLIST),
  },
  {
    id: 'users-offline-3-months',
    type: 'users',
    question: 'distinct users with an offline_download in the past 3 months',
    expect: distinctUsers((now) => ({ range: R.lastMonths(now, 3), names: [DOWNLOAD] })),
  },
  {
    id: 'users-subscription-started-month-year',
    type: 'users',
    question: (now) =>
      `How many customers had a Subscription Started event in ${monthYear(mStart(now, -1))}?`,
    expect: distinctUsers((now) => ({ range: R.month(mStart(now, -1)), names: [SUB] })),
  },
  {
    id: 'users-active-since',
    type: 'users',
    question: (now) => `number of active users since ${shortDay(mStart(now, -1))}`,
    expect: distinctUsers((now) => ({ range: R.since(mStart(now, -1), now) })),
  },
  {
    id: 'users-finished-yesterday',
    type: 'users',
    question: 'how many ppl finished watching something yesterday',
    expect: distinctUsers((now) => ({ range: R.yesterday(now), names: [DONE] }), DONE),
  },
  {
    id: 'users-played-past-week',
    type: 'users',
    question: 'Unique users who did playback.started over the past week?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 7), names: [PLAY] })),
  },
  {
    id: 'users-on-long-day',
    type: 'users',
    question: (now) => `How many people used Reelhouse on ${longDay(daysAgo(now, 5))}?`,
    expect: distinctUsers((now) => ({ range: R.on(daysAgo(now, 5)) })),
  },
  {
    id: 'users-parental-controls',
    type: 'users',
    low: true,
    question: 'How many users turned on parental controls this month?',
    expect: refuse,
  },

  // 3. sum, average, minimum, maximum, median
  {
    id: 'value-minutes-watched-7d',
    type: 'value',
    question: 'Total minutes watched in the last 7 days?',
    expect: measure(o.sum, (now) => ({ range: R.lastDays(now, 7), names: [DONE] }), DONE),
  },
  {
    id: 'value-title-rated-avg',
    type: 'value',
    question: "What's the average value of title_rated events?",
    expect: measure(o.avg, () => ({ names: [RATED] })),
  },
  {
    id: 'value-avg-rating-month',
    type: 'value',
    question: (now) => `avg rating in ${monthName(mStart(now, -1))}?`,
    expect: measure(o.avg, (now) => ({ range: R.month(mStart(now, -1)), names: [RATED] }), RATED),
  },
  {
    id: 'value-completed-max-this-month',
    type: 'value',
    question: 'max playback.completed value this month',
    expect: measure(o.max, (now) => ({ range: R.thisMonth(now), names: [DONE] })),
  },
  {
    id: 'value-subscription-started-min',
    type: 'value',
    question: 'What is the minimum value of Subscription Started?',
    expect: measure(o.min, () => ({ names: [SUB] })),
  },
  {
    id: 'value-subscription-started-sum-last-month',
    type: 'value',
    question: 'Sum of Subscription Started values last month, please',
    expect: measure(
      (s) => r2(o.sum(s)),
      (now) => ({ range: R.lastMonth(now), names: [SUB] }),
    ),
  },
  {
    id: 'value-completed-median-30d',
    type: 'value',
    question: 'median playback.completed value over the last 30 days',
    expect: measure(median, (now) => ({ range: R.lastDays(now, 30), names: [DONE] })),
  },
  {
    id: 'value-offline-mean-user',
    type: 'value',
    question: `mean offline download value for ${COMMUTER}`,
    expect: measure(o.avg, () => ({ names: [DOWNLOAD], user: COMMUTER })),
  },
  {
    id: 'value-plan-changed-this-year',
    type: 'value',
    question: 'Total value of Plan Changed events this year?',
    expect: measure(
      (s) => r2(o.sum(s)),
      (now) => ({ range: R.thisYear(now), names: [PLAN] }),
    ),
  },
  {
    id: 'value-subscription-revenue',
    type: 'value',
    question: 'How much revenue did we bring in from subscriptions last month?',
    // money word: the answer must name the event it summed; whether Plan Changed is added is the engine's stated choice
    expect: (ev, now) =>
      orLow(o.select(ev, { range: R.lastMonth(+now), names: [SUB] }), () => ({
        names: [SUB],
        confidence: LOOSE,
      })),
  },

  // 4. most and least common events
  {
    id: 'top-events-default-list',
    type: 'top-events',
    question: 'Which events fire the most? Give me the list.',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-three-last-week',
    type: 'top-events',
    question: 'top three events last week',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-common',
    type: 'top-events',
    question: 'Which event do we see least often?',
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-ten-30d',
    type: 'top-events',
    question: 'Top 10 events in the past 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 10 }),
  },
  {
    id: 'top-events-two-rarest-2m',
    type: 'top-events',
    question: 'the 2 least common events over the last 2 months?',
    expect: ranked((now) => ({ range: R.lastMonths(now, 2) }), o.byName, { n: 2, ascending: true }),
  },
  {
    id: 'top-events-most-frequent-3d',
    type: 'top-events',
    question: 'What was the most frequent event in the last 3 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 3) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-one-account',
    type: 'top-events',
    question: `What are ${BINGER}'s top 3 events?`,
    expect: ranked(() => ({ user: BINGER }), o.byName, { n: 3 }),
  },

  // 5. most active users, biggest watchers
  {
    id: 'top-users-most-active',
    type: 'top-users',
    question: 'Who are our most active users?',
    expect: ranked(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-completed-30d',
    type: 'top-users',
    question: 'which viewer had the most playback.completed in the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: [DONE] }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-five-accounts-last-month',
    type: 'top-users',
    question: 'Which five accounts had the most events last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-bingers-minutes',
    type: 'top-users',
    question: 'Biggest bingers - top 5 by minutes watched',
    expect: ranked(() => ({ names: [DONE] }), o.byUser, { n: 5, by: o.value, loose: true }),
  },
  {
    id: 'top-users-raters',
    type: 'top-users',
    question: 'who rates the most titles?',
    expect: ranked(() => ({ names: [RATED] }), o.byUser, { n: 1, loose: true }),
  },
  {
    id: 'top-users-offline-downloader',
    type: 'top-users',
    question: 'Which account downloads the most for offline viewing?',
    expect: ranked(() => ({ names: [DOWNLOAD] }), o.byUser, { n: 1, loose: true }),
  },
  {
    id: 'top-users-total-value',
    type: 'top-users',
    question: 'top 5 users by total event value',
    expect: ranked(() => ({}), o.byUser, { n: 5, by: o.value }),
  },
  {
    id: 'top-users-last-week-one',
    type: 'top-users',
    question: 'Most active user last week?',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byUser, { n: 1 }),
  },

  // 6. one user
  {
    id: 'user-event-count',
    type: 'user',
    question: `${BINGER} - how many events in total?`,
    expect: count(() => ({ user: BINGER })),
  },
  {
    id: 'user-first-last-seen',
    type: 'user',
    question: `When did ${NEWBIE} first show up, and when were they last seen?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: NEWBIE }), (s) => {
        const n = o.newestFirst(s);
        return { names: [iso(o.time(n.at(-1))), iso(o.time(n[0]))], confidence: HIGH, dataPoints: s.length };
      }),
  },
  {
    id: 'user-recent-five',
    type: 'user',
    question: `What were the 5 most recent events for ${LAPSED}?`,
    expect: recentOf(LAPSED, 5),
  },
  {
    id: 'user-event-names',
    type: 'user',
    question: `which event names has ${BROWSER} triggered?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: BROWSER }), (s) => ({
        names: namesOf(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-finished-this-week',
    type: 'user',
    question: `how many titles did ${BINGER} finish this week`,
    expect: count((now) => ({ range: R.thisWeek(now), names: [DONE], user: BINGER }), DONE),
  },
  {
    id: 'user-profile-switched-last-month',
    type: 'user',
    question: `profile_switched count for ${FAMILY} last month`,
    expect: count((now) => ({ range: R.lastMonth(now), names: [SWITCH], user: FAMILY })),
  },
  {
    id: 'user-last-seen',
    type: 'user',
    question: `Customer on the phone says they haven't opened the app in ages. When was ${LAPSED} last seen?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: LAPSED }), (s) => ({
        names: [iso(o.time(o.newestFirst(s)[0]))],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-watch-time-30d',
    type: 'user',
    question: `total watch time for ${COMMUTER} in the last 30 days`,
    expect: measure(o.sum, (now) => ({ range: R.lastDays(now, 30), names: [DONE], user: COMMUTER }), DONE),
  },
  {
    id: 'user-unknown-account',
    type: 'user',
    low: true,
    question: `Can you pull up the activity of ${GHOST}?`,
    expect: refuse,
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-plays-per-day-last-week',
    type: 'breakdown',
    question: 'playback.started per day for last week',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: [PLAY] }), o.byDay),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'What was our busiest day in the past 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-hour',
    type: 'breakdown',
    question: 'Which hour of the day is busiest?',
    expect: ranked(() => ({}), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: "what's the quietest day of the week?",
    expect: ranked(() => ({}), o.byWeekday, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-weekly-accounts-created',
    type: 'breakdown',
    question: (now) => `Weekly account_created counts since ${longDay(o.weekStart(+now) - 5 * 7 * DAY)}`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 5 * 7 * DAY, now), names: [SIGNUP] }),
      o.byWeek,
      { labels: false },
    ),
  },
  {
    id: 'breakdown-monthly-completed',
    type: 'breakdown',
    question: (now) =>
      `monthly playback.completed from ${longDay(mStart(now, -3))} to ${longDay(mStart(now, 0) - DAY)}`,
    expect: breakdown(
      (now) => ({ range: R.between(mStart(now, -3), mStart(now, 0) - DAY), names: [DONE] }),
      o.byMonth,
    ),
  },
  {
    id: 'breakdown-by-weekday',
    type: 'breakdown',
    question: 'events by day of week please',
    expect: (ev) => {
      const t = o.tally(ev, o.byWeekday);
      return {
        names: [...t.keys()],
        unordered: true,
        numbers: [...t.values()],
        confidence: HIGH,
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'breakdown-busiest-hour-30d',
    type: 'breakdown',
    question: 'Over the last 30 days, which hour of the day had the most activity?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byHour, { n: 1 }),
  },

  // 8. period comparisons (earlier first; change = later - earlier)
  {
    id: 'compare-plays-7d',
    type: 'compare',
    question: 'for the weekly review: playback.started in the last 7 days vs the previous 7 days?',
    expect: compare([PLAY], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-completed-weeks',
    type: 'compare',
    question: 'Compare playback.completed last week with the week before',
    expect: compare([DONE], (now) => [R.lastWeek(now - 7 * DAY), R.lastWeek(now)]),
  },
  {
    id: 'compare-switches-named-months',
    type: 'compare',
    question: (now) =>
      `${monthName(mStart(now, -1))} vs ${monthName(mStart(now, -2))}: how many profile_switched?`,
    expect: compare([SWITCH], (now) => [R.month(mStart(now, -2)), R.month(mStart(now, -1))]),
  },
  {
    id: 'compare-signups-growing-30d',
    type: 'compare',
    question: 'Are sign-ups growing? last 30 days compared with the 30 days before',
    expect: compare([SIGNUP], (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)], {
      loose: SIGNUP,
    }),
  },
  {
    id: 'compare-title-viewed-day-before',
    type: 'compare',
    question: 'title_viewed yesterday vs the day before',
    expect: compare([VIEW], (now) => [R.on(o.dayStart(now) - 2 * DAY), R.yesterday(now)]),
  },
  {
    id: 'compare-cancellations-30d',
    type: 'compare',
    question: 'How do cancellations in the last 30 days compare with the 30 days before that?',
    expect: compare([CANCEL], (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)], {
      loose: CANCEL,
    }),
  },
  {
    id: 'compare-active-users-30d',
    type: 'compare',
    question: 'Compare active users in the last 30 days vs the 30 days before.',
    expect: compare(undefined, (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)], {
      what: 'users',
    }),
  },
  {
    id: 'compare-title-viewed-two-ranges',
    type: 'compare',
    question: (now) =>
      `title_viewed from ${shortDay(daysAgo(now, 41))} to ${shortDay(daysAgo(now, 28))} versus from ${shortDay(daysAgo(now, 20))} to ${shortDay(daysAgo(now, 7))}`,
    expect: compare([VIEW], (now) => [
      R.between(daysAgo(now, 41), daysAgo(now, 28)),
      R.between(daysAgo(now, 20), daysAgo(now, 7)),
    ]),
  },

  // 9. shares
  {
    id: 'share-plays-of-all',
    type: 'share',
    question: 'What percentage of all events are playback.started?',
    expect: shareOfEvents([PLAY], R.all),
  },
  {
    id: 'share-users-watchlist-30d',
    type: 'share',
    question: 'What share of active users added to their watchlist in the last 30 days?',
    expect: shareOfUsers([WATCHLIST], (now) => R.lastDays(now, 30), WATCHLIST),
  },
  {
    id: 'share-title-viewed-this-week',
    type: 'share',
    question: "% of this week's events that were title viewed",
    expect: shareOfEvents([VIEW], R.thisWeek),
  },
  {
    id: 'share-users-cancelled',
    type: 'share',
    question: 'What percent of users have ever had a Subscription Cancelled?',
    expect: shareOfUsers([CANCEL], R.all),
  },
  {
    id: 'share-offline-last-month',
    type: 'share',
    question: "What fraction of last month's events were offline downloads, as a percentage?",
    expect: shareOfEvents([DOWNLOAD], R.lastMonth),
  },
  {
    id: 'share-raters-7d',
    type: 'share',
    question: 'Percentage of active viewers in the past 7 days who rated something',
    expect: shareOfUsers([RATED], (now) => R.lastDays(now, 7), RATED),
  },
  {
    id: 'share-profile-created-month',
    type: 'share',
    question: (now) => `In ${monthName(mStart(now, -1))}, what % of active users did profile_created?`,
    expect: shareOfUsers([PROFILE_NEW], (now) => R.month(mStart(now, -1))),
  },

  // 10. conversion (B strictly after the user's first A, both in range)
  {
    id: 'conversion-account-subscription-30d',
    type: 'conversion',
    question:
      'Of users with account_created in the last 30 days, how many had a Subscription Started afterwards, and what % is that?',
    expect: conversion(SIGNUP, SUB, (now) => R.lastDays(now, 30), 'n%'),
  },
  {
    id: 'conversion-view-to-play',
    type: 'conversion',
    question: 'conversion rate from title_viewed to playback.started',
    expect: conversion(VIEW, PLAY, R.all, '%'),
  },
  {
    id: 'conversion-watchlist-to-play-2w',
    type: 'conversion',
    question:
      'Of people who added to their watchlist in the last 2 weeks, what percentage went on to press play?',
    expect: conversion(WATCHLIST, PLAY, (now) => R.lastWeeks(now, 2), '%', true),
  },
  {
    id: 'conversion-start-complete-last-week',
    type: 'conversion',
    question: 'playback.started -> playback.completed conversion last week?',
    expect: conversion(PLAY, DONE, R.lastWeek, '%'),
  },
  {
    id: 'conversion-signup-cancel-since',
    type: 'conversion',
    question: (now) =>
      `How many of the users who signed up since ${longDay(mStart(now, -2))} later cancelled?`,
    expect: conversion(SIGNUP, CANCEL, (now) => R.since(mStart(now, -2), now), 'n', true),
  },
  {
    id: 'conversion-completed-rated-month',
    type: 'conversion',
    question: (now) =>
      `Of accounts that had playback.completed in ${monthName(mStart(now, -1))}, what % then did title_rated?`,
    expect: conversion(DONE, RATED, (now) => R.month(mStart(now, -1)), '%'),
  },
  {
    id: 'conversion-profile-created-switched',
    type: 'conversion',
    question: 'of users who did profile_created, what percentage then did profile_switched?',
    expect: conversion(PROFILE_NEW, SWITCH, R.all, '%'),
  },

  // 11. churn and new users
  {
    id: 'churn-last-month-not-this-month',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many viewers active in ${monthYear(mStart(now, -2))} did nothing at all in ${monthYear(mStart(now, -1))}?`,
    expect: churned((now) => [R.month(mStart(now, -2)), R.month(mStart(now, -1))]),
  },
  {
    id: 'churn-new-users-30d',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: newUsers((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-new-users-this-week',
    type: 'churn',
    question: 'how many new users so far this week',
    expect: newUsers(R.thisWeek),
  },
  {
    id: 'churn-new-customers-last-week',
    type: 'churn',
    question: 'New customers last week?',
    expect: newUsers(R.lastWeek),
  },
  {
    id: 'churn-between-not-recent',
    type: 'churn',
    question: (now) =>
      `Users active between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 31))} but not in the last 30 days - how many?`,
    expect: churned((now) => [R.between(daysAgo(now, 60), daysAgo(now, 31)), R.lastDays(now, 30)]),
  },
  {
    id: 'churn-people-cancelled-last-month',
    type: 'churn',
    question: 'How many people cancelled last month?',
    expect: distinctUsers((now) => ({ range: R.lastMonth(now), names: [CANCEL] }), CANCEL),
  },
  {
    id: 'churn-lapsed-this-week',
    type: 'churn',
    question: 'lapsed viewers: active last week but not this week?',
    expect: churned((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-new-users-named-month',
    type: 'churn',
    question: (now) => `How many new users did we get in ${monthName(mStart(now, -1))}?`,
    expect: newUsers((now) => R.month(mStart(now, -1))),
  },

  // 12. existence and recency
  {
    id: 'recency-last-cancelled',
    type: 'recency',
    question: 'When was the last Subscription Cancelled?',
    expect: lastDate(() => ({ names: [CANCEL] })),
  },
  {
    id: 'recency-plan-changed-ever',
    type: 'recency',
    question: 'Has anyone ever done a Plan Changed? When was the most recent one?',
    expect: lastDate(() => ({ names: [PLAN] })),
  },
  {
    id: 'recency-lapsed-last-play',
    type: 'recency',
    question: `When did ${LAPSED} last play something?`,
    expect: lastDate(() => ({ names: [PLAY], user: LAPSED }), { loose: true, points: false }),
  },
  {
    id: 'recency-offline-download',
    type: 'recency',
    question: 'last offline download?',
    expect: lastDate(() => ({ names: [DOWNLOAD] })),
  },
  {
    id: 'recency-account-created',
    type: 'recency',
    question: 'When was the most recent account_created?',
    expect: lastDate(() => ({ names: [SIGNUP] })),
  },
  {
    id: 'recency-title-rated',
    type: 'recency',
    question: 'when was the latest title_rated event',
    expect: lastDate(() => ({ names: [RATED] })),
  },
  {
    id: 'recency-newcomer-signup',
    type: 'recency',
    question: `when did ${NEWBIE} sign up?`,
    expect: lastDate(() => ({ names: [SIGNUP], user: NEWBIE }), { loose: true, points: false }),
  },
  {
    id: 'recency-promo-code',
    type: 'recency',
    low: true,
    question: 'When did someone last redeem a promo code?',
    expect: refuse,
  },

  // 13. catalogue
  {
    id: 'catalogue-what-we-track',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: catalogue((ev) => ({ names: namesOf(ev), unordered: true })),
  },
  {
    id: 'catalogue-users-and-events',
    type: 'catalogue',
    question: 'How many users and events are there in total?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-distinct-types',
    type: 'catalogue',
    question: 'how many different event types are there',
    expect: catalogue((ev) => ({ numbers: [namesOf(ev).length] })),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'list every event name we collect pls',
    expect: catalogue((ev) => ({ names: namesOf(ev), unordered: true })),
  },
  {
    id: 'catalogue-accounts-overall',
    type: 'catalogue',
    question: 'How many accounts have we got in the data overall?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'total number of events ever recorded?',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },

  // 14. outside what these events can answer
  { id: 'other-country', type: 'other', question: 'Which country has the most subscribers?', expect: refuse },
  {
    id: 'other-most-watched-show',
    type: 'other',
    question: "What's the most watched show this month?",
    expect: refuse,
  },
  {
    id: 'other-device-split',
    type: 'other',
    question: 'Split playback by device type, TV vs mobile',
    expect: refuse,
  },
  {
    id: 'other-genre-ratings',
    type: 'other',
    question: 'which genre gets the best ratings?',
    expect: refuse,
  },
  {
    id: 'other-buffering',
    type: 'other',
    question: "What's our average buffering time per stream?",
    expect: refuse,
  },
  { id: 'other-haiku', type: 'other', question: 'Write me a haiku about binge watching', expect: refuse },
  { id: 'other-nonsense', type: 'other', question: 'asdfgh qwerty zxcv', expect: refuse },
  { id: 'other-forecast', type: 'other', question: "Predict next month's cancellations", expect: refuse },
  { id: 'other-weather', type: 'other', question: "what's the weather in Lisbon tomorrow", expect: refuse },
  {
    id: 'other-age-groups',
    type: 'other',
    question: 'What is the age breakdown of our viewers?',
    expect: refuse,
  },
];

export const questionText = (c, now) => (typeof c.question === 'function' ? c.question(now) : c.question);
