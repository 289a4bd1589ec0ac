// Blind evaluation cases for a vacation-rental marketplace (events from ./data.mjs).
// `question`: a string, or a function of `now` (a Date). `expect(events, now)` returns the
// expectation scored by score.mjs: { numbers?, percents?, names?, unordered?, confidence, dataPoints? }.
// Every figure follows /work/shared/ai/SEMANTICS.md through the reference helpers of oracle.mjs.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;
const P = PERSONAS;

// ---- dates in question text -------------------------------------------------------------
const ago = (now, n) => o.dayStart(+now) - n * DAY; // start of the day n days back
const th = (d) =>
  d + ([11, 12, 13].includes(d % 100) ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[d % 10] ?? 'th'));
const prevMonthStart = (now, k = 1) => o.monthStart(+now, -k); // start of the k-th previous month
const mName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const spoken = (t) => `${mName(t)} ${th(new Date(t).getUTCDate())}`; // November 3rd
const brief = (t) => `${mName(t).slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3

// ---- expectations -----------------------------------------------------------------------
const HIGH = 'high';
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const NOT_HIGH = () => ({ confidence: 'not-high' });
const r2 = (x) => o.round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length >> 1;
  return r2(v.length % 2 ? v[k] : (v[k - 1] + v[k]) / 2);
};
const nonEmpty = (s, build) => (s.length ? build(s) : LOW());

const countOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    numbers: [s.length],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const usersOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    numbers: [o.users(s).size],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const valueOf = (fn, scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    numbers: [r2(fn(s))],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const rankedBy = (scope, key, { n, ascending, by } = {}) => {
  const fn = (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const list = o.rank(o.tally(s, key, by), { n, ascending });
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => r2(v)),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });
  // for selfcheck: does the last listed item tie with the next one (a cut inside a tie)?
  fn.tieAtCut = (ev, now) => {
    const all = o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
    // a least-common ranking must not depend on buckets that have no events at all
    const universe = new Map([
      [o.byName, new Set(ev.map(o.byName)).size],
      [o.byHour, 24],
      [o.byWeekday, 7],
    ]);
    if (ascending && universe.has(key) && all.length < universe.get(key)) return true;
    return n !== undefined && all.length > n && all[n - 1][1] === all[n][1];
  };
  return fn;
};
// a looser name (verb form, synonym, partial name): at most medium; the answer names the stored event
const loose = (stored) => () => ({ names: [stored], confidence: 'not-high' });
// chronological (or any-order) breakdown over every bucket that has events
const series =
  (scope, key, { unordered = false } = {}) =>
  (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const list = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => v),
        unordered,
        confidence: HIGH,
        dataPoints: s.length,
      };
    });
// two periods, earlier first, measured by `measure` over the events of each
const comparing =
  (names, periods, measure = (s) => s.length) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW();
    const c = o.change(measure(a), measure(b));
    return {
      numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: HIGH,
      dataPoints: a.length + b.length,
    };
  };
const distinctUsers = (s) => o.users(s).size;
const eventShare = (names, range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.select(all, { names }).length, all.length)],
    confidence: HIGH,
    dataPoints: all.length,
  }));
const userShare = (names, range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
    confidence: HIGH,
    dataPoints: all.length,
  }));
const converting = (a, b, range) => (ev, now) => {
  const rg = range(+now),
    c = o.conversion(ev, rg, a, b);
  if (!c.did) return LOW();
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: HIGH,
    dataPoints: o.select(ev, { range: rg, names: [a, b] }).length,
  };
};
const churnOf = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return nonEmpty(o.select(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};
const newOf = (range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));
// "when was the last X": the date of the newest X; dataPoints all X events
const lastOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const firstOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    names: [o.isoDay(Math.min(...s.map(o.time)))],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const existsOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({ confidence: HIGH, dataPoints: s.length }));
const latestOf = (user, n) => {
  const fn = (ev) =>
    nonEmpty(o.select(ev, { user }), (s) => ({
      names: o
        .newestFirst(s)
        .slice(0, n)
        .map((e) => e.eventName),
      confidence: HIGH,
      dataPoints: s.length,
    }));
  // for selfcheck: two of the n + 1 newest events at the same second make the order ambiguous
  fn.tieAtCut = (ev) => {
    const times = o
      .newestFirst(o.select(ev, { user }))
      .slice(0, n + 1)
      .map(o.time);
    return new Set(times).size < times.length;
  };
  return fn;
};
const namesOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    names: [...new Set(s.map((e) => e.eventName))].sort(),
    unordered: true,
    confidence: HIGH,
    dataPoints: s.length,
  }));

// ---- scopes -------------------------------------------------------------------------------
const all = () => ({});
const named =
  (name, range = R.all) =>
  (now) => ({ range: range(now), names: [name] });
const within = (range) => (now) => ({ range: range(now) });
const days = (n) => (now) => R.lastDays(now, n);
const weeks = (n) => (now) => R.lastWeeks(now, n);
const monthsBack = (n) => (now) => R.lastMonths(now, n);
const prevMonth = (k) => (now) => R.month(prevMonthStart(now, k));
const rollingPair = (n) => (now) => [
  { from: now - 2 * n * DAY, to: now - n * DAY },
  { from: now - n * DAY, to: now },
];

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // 1. counts
  {
    id: 'count-1',
    type: 'count',
    question: 'How many booking.confirmed events did we have last week?',
    expect: countOf(named('booking.confirmed', R.lastWeek)),
  },
  {
    id: 'count-2',
    type: 'count',
    question: 'listing.viewed count for today',
    expect: countOf(named('listing.viewed', R.today)),
  },
  {
    id: 'count-3',
    type: 'count',
    question: 'how many events came in yesterday? thx',
    expect: countOf(within(R.yesterday)),
  },
  {
    id: 'count-4',
    type: 'count',
    question: 'Total number of message sent events over the past 30 days, please',
    expect: countOf(named('MessageSent', days(30))),
  },
  {
    id: 'count-5',
    type: 'count',
    question: (now) => `How many booking.cancelled events happened in ${mName(prevMonthStart(now))}?`,
    expect: countOf(named('booking.cancelled', prevMonth(1))),
  },
  {
    id: 'count-6',
    type: 'count',
    question: (now) =>
      `review_submitted between ${brief(ago(now, 24))} and ${brief(ago(now, 10))} - how many?`,
    expect: countOf(named('review_submitted', (now) => R.between(ago(now, 24), ago(now, 10)))),
  },
  {
    id: 'count-7',
    type: 'count',
    question: 'How many wishlist adds in the last 2 weeks?',
    expect: countOf(named('wishlist_add', weeks(2))),
  },
  {
    id: 'count-8',
    type: 'count',
    question: 'How many signups did we get last week?',
    expect: loose('account_created'),
  },

  // 2. distinct users
  {
    id: 'users-1',
    type: 'users',
    question: 'How many unique users in the last 7 days?',
    expect: usersOf(within(days(7))),
  },
  {
    id: 'users-2',
    type: 'users',
    question: 'active users this month',
    expect: usersOf(within(R.thisMonth)),
  },
  {
    id: 'users-3',
    type: 'users',
    question: 'How many people did a booking.requested in the past 30 days?',
    expect: usersOf(named('booking.requested', days(30))),
  },
  {
    id: 'users-4',
    type: 'users',
    question: (now) =>
      `Since ${spoken(prevMonthStart(now))}, how many distinct users have a review_submitted event?`,
    expect: usersOf(named('review_submitted', (now) => R.since(prevMonthStart(now), now))),
  },
  {
    id: 'users-5',
    type: 'users',
    question: 'How many users sent a MessageSent yesterday?',
    expect: usersOf(named('MessageSent', R.yesterday)),
  },
  {
    id: 'users-6',
    type: 'users',
    question: 'How many hosts got a payout.sent last month?',
    expect: usersOf(named('payout.sent', R.lastMonth)),
  },
  {
    id: 'users-7',
    type: 'users',
    question: 'number of different users with wishlist_add last week',
    expect: usersOf(named('wishlist_add', R.lastWeek)),
  },
  {
    id: 'users-8',
    type: 'users',
    question: 'How many guests left a review in the past 3 months?',
    expect: loose('review_submitted'),
  },

  // 3. values
  {
    id: 'value-1',
    type: 'value',
    question: "What's the total booking.confirmed value in the last 30 days?",
    expect: valueOf(o.sum, named('booking.confirmed', days(30))),
  },
  {
    id: 'value-2',
    type: 'value',
    question: 'average review_submitted value for the last 3 weeks',
    expect: valueOf(o.avg, named('review_submitted', weeks(3))),
  },
  {
    id: 'value-3',
    type: 'value',
    question: 'biggest booking.confirmed amount ever?',
    expect: valueOf(o.max, named('booking.confirmed')),
  },
  {
    id: 'value-4',
    type: 'value',
    question: 'What was the smallest payout.sent amount last month?',
    expect: valueOf(o.min, named('payout.sent', R.lastMonth)),
  },
  {
    id: 'value-5',
    type: 'value',
    question: 'median booking.requested value over the past 60 days',
    expect: valueOf(median, named('booking.requested', days(60))),
  },
  {
    id: 'value-6',
    type: 'value',
    question: (now) => `Could you sum up payout.sent for ${mName(prevMonthStart(now, 2))}?`,
    expect: valueOf(o.sum, named('payout.sent', prevMonth(2))),
  },
  {
    id: 'value-7',
    type: 'value',
    question: "What's the average booking.confirmed amount in the last 3 months?",
    expect: valueOf(o.avg, named('booking.confirmed', monthsBack(3))),
  },
  {
    id: 'value-8',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: NOT_HIGH,
  },

  // 4. most and least common events
  {
    id: 'top-events-1',
    type: 'top-events',
    question: 'What are the most common events?',
    expect: rankedBy(all, o.byName, { n: 5 }),
  },
  {
    id: 'top-events-2',
    type: 'top-events',
    question: 'top 3 events last week',
    expect: rankedBy(within(R.lastWeek), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-3',
    type: 'top-events',
    question: 'Which event do we see least often?',
    expect: rankedBy(all, o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-4',
    type: 'top-events',
    question: 'Most frequent actions in the past 30 days',
    expect: rankedBy(within(days(30)), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-5',
    type: 'top-events',
    question: 'What were the four most popular events this month?',
    expect: rankedBy(within(R.thisMonth), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-6',
    type: 'top-events',
    question: 'the 2 least frequent events over the last 14 days',
    expect: rankedBy(within(days(14)), o.byName, { n: 2, ascending: true }),
  },
  {
    id: 'top-events-7',
    type: 'top-events',
    question: (now) => `What's the single most common event since ${brief(prevMonthStart(now))}?`,
    expect: rankedBy(
      within((now) => R.since(prevMonthStart(now), now)),
      o.byName,
      { n: 1 },
    ),
  },
  {
    id: 'top-events-8',
    type: 'top-events',
    question: 'Give me the top 5 events for the past week',
    expect: rankedBy(within(days(7)), o.byName, { n: 5 }),
  },

  // 5. most active users
  {
    id: 'top-users-1',
    type: 'top-users',
    question: 'Who are our most active users?',
    expect: rankedBy(all, o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-2',
    type: 'top-users',
    question: 'top five users by number of events last month',
    expect: rankedBy(within(R.lastMonth), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-3',
    type: 'top-users',
    question: 'Show me the top 3 spenders',
    expect: NOT_HIGH,
  },
  {
    id: 'top-users-4',
    type: 'top-users',
    question: 'Which 5 guests had the highest total booking.confirmed value in the last 60 days?',
    expect: rankedBy(named('booking.confirmed', days(60)), o.byUser, { n: 5, by: o.value }),
  },
  {
    id: 'top-users-5',
    type: 'top-users',
    question: 'Top 3 hosts by payout.sent amount over the last 90 days',
    expect: rankedBy(named('payout.sent', days(90)), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-6',
    type: 'top-users',
    question: 'most active users in the past 6 weeks, just the top 3',
    expect: rankedBy(within(weeks(6)), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-7',
    type: 'top-users',
    question: 'Who sent the most MessageSent events in the last 30 days?',
    expect: rankedBy(named('MessageSent', days(30)), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-8',
    type: 'top-users',
    question: 'Which user has the most listing.viewed events?',
    expect: rankedBy(named('listing.viewed'), o.byUser, { n: 1 }),
  },

  // 6. one user
  {
    id: 'user-1',
    type: 'user',
    question: `How many events does ${P.frequentGuest} have?`,
    expect: countOf(() => ({ user: P.frequentGuest })),
  },
  {
    id: 'user-2',
    type: 'user',
    question: `When did ${P.superhost} first show up?`,
    expect: firstOf(() => ({ user: P.superhost })),
  },
  {
    id: 'user-3',
    type: 'user',
    question: `When was ${P.churnedGuest} last seen?`,
    expect: lastOf(() => ({ user: P.churnedGuest })),
  },
  {
    id: 'user-4',
    type: 'user',
    question: `What were ${P.frequentGuest}'s last 3 events?`,
    expect: latestOf(P.frequentGuest, 3),
  },
  {
    id: 'user-5',
    type: 'user',
    question: `Which events has ${P.newGuest} done so far?`,
    expect: namesOf(() => ({ user: P.newGuest })),
  },
  {
    id: 'user-6',
    type: 'user',
    question: `How many events did ${P.superhost} have in the past 30 days?`,
    expect: countOf((now) => ({ user: P.superhost, range: R.lastDays(now, 30) })),
  },
  {
    id: 'user-7',
    type: 'user',
    question: `what did ${NOBODY} do last week`,
    expect: LOW,
  },
  {
    id: 'user-8',
    type: 'user',
    question: `${P.churnedGuest} activity over the last 14 days`,
    expect: countOf((now) => ({ user: P.churnedGuest, range: R.lastDays(now, 14) })),
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-1',
    type: 'breakdown',
    question: 'booking.confirmed per month',
    expect: series(named('booking.confirmed'), o.byMonth),
  },
  {
    id: 'breakdown-2',
    type: 'breakdown',
    question: 'Events by weekday over the last 4 weeks',
    expect: series(within(weeks(4)), o.byWeekday, { unordered: true }),
  },
  {
    id: 'breakdown-3',
    type: 'breakdown',
    question: 'Which day of the week is the busiest?',
    expect: rankedBy(all, o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-4',
    type: 'breakdown',
    question: 'At what hour of the day do most search_performed events happen?',
    expect: rankedBy(named('search_performed'), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-5',
    type: 'breakdown',
    question: 'daily event counts for the past 7 days',
    expect: series(within(days(7)), o.byDay, { unordered: true }),
  },
  {
    id: 'breakdown-6',
    type: 'breakdown',
    question: 'booking.requested per week over the last 6 weeks',
    expect: series(named('booking.requested', weeks(6)), o.byWeek),
  },
  {
    id: 'breakdown-7',
    type: 'breakdown',
    question: 'What was the busiest day in the last 30 days?',
    expect: rankedBy(within(days(30)), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-8',
    type: 'breakdown',
    question: 'Which hour of the day is the quietest?',
    expect: rankedBy(all, o.byHour, { n: 1, ascending: true }),
  },

  // 8. period comparisons
  {
    id: 'compare-1',
    type: 'compare',
    question: 'booking.confirmed in the last 30 days compared with the 30 days before',
    expect: comparing(['booking.confirmed'], rollingPair(30)),
  },
  {
    id: 'compare-2',
    type: 'compare',
    question: (now) =>
      `search_performed in ${mName(prevMonthStart(now, 2))} vs ${mName(prevMonthStart(now, 1))}?`,
    expect: comparing(['search_performed'], (now) => [
      R.month(prevMonthStart(now, 2)),
      R.month(prevMonthStart(now, 1)),
    ]),
  },
  {
    id: 'compare-3',
    type: 'compare',
    question: 'Is MessageSent growing? Compare the last 14 days with the previous 14 days.',
    expect: comparing(['MessageSent'], rollingPair(14)),
  },
  {
    id: 'compare-4',
    type: 'compare',
    question: 'active users in the last 30 days vs the 30 days before that',
    expect: comparing(undefined, rollingPair(30), distinctUsers),
  },
  {
    id: 'compare-5',
    type: 'compare',
    question:
      'How does the total booking.confirmed value of the past 4 weeks compare with the 4 weeks before?',
    expect: comparing(['booking.confirmed'], rollingPair(28), o.sum),
  },
  {
    id: 'compare-6',
    type: 'compare',
    question: 'events yesterday compared with the day before',
    expect: comparing(undefined, (now) => [R.on(o.dayStart(now) - 2 * DAY), R.yesterday(now)]),
  },
  {
    id: 'compare-7',
    type: 'compare',
    question: 'Compare listing.viewed last week with the week before',
    expect: comparing(['listing.viewed'], (now) => [
      { from: o.weekStart(now) - 2 * WEEK, to: o.weekStart(now) - WEEK },
      R.lastWeek(now),
    ]),
  },
  {
    id: 'compare-8',
    type: 'compare',
    question: 'Are booking.requested events growing?',
    expect: NOT_HIGH,
  },

  // 9. shares
  {
    id: 'share-1',
    type: 'share',
    question: 'What percentage of all events are search_performed?',
    expect: eventShare(['search_performed'], R.all),
  },
  {
    id: 'share-2',
    type: 'share',
    question: 'What % of active users did a booking.requested in the last 30 days?',
    expect: userShare(['booking.requested'], days(30)),
  },
  {
    id: 'share-3',
    type: 'share',
    question: 'share of listing.viewed among all events last week',
    expect: eventShare(['listing.viewed'], R.lastWeek),
  },
  {
    id: 'share-4',
    type: 'share',
    question: 'What percentage of users had a calendar.updated this month?',
    expect: userShare(['calendar.updated'], R.thisMonth),
  },
  {
    id: 'share-5',
    type: 'share',
    question: 'percent of users who have ever done wishlist_add',
    expect: userShare(['wishlist_add'], R.all),
  },
  {
    id: 'share-6',
    type: 'share',
    question: "What share of yesterday's events were MessageSent?",
    expect: eventShare(['MessageSent'], R.yesterday),
  },
  {
    id: 'share-7',
    type: 'share',
    question: 'In the past 7 days, what percentage of events were booking.requested?',
    expect: eventShare(['booking.requested'], days(7)),
  },
  {
    id: 'share-8',
    type: 'share',
    question: 'What percentage of our users are hosts?',
    expect: NOT_HIGH,
  },

  // 10. conversion
  {
    id: 'conversion-1',
    type: 'conversion',
    question: 'Of the users who did booking.requested, how many went on to booking.confirmed?',
    expect: converting('booking.requested', 'booking.confirmed', R.all),
  },
  {
    id: 'conversion-2',
    type: 'conversion',
    question: 'conversion from listing.viewed to booking.requested in the last 30 days',
    expect: converting('listing.viewed', 'booking.requested', days(30)),
  },
  {
    id: 'conversion-3',
    type: 'conversion',
    question: 'What % of users who did search_performed this month then did wishlist_add?',
    expect: converting('search_performed', 'wishlist_add', R.thisMonth),
  },
  {
    id: 'conversion-4',
    type: 'conversion',
    question: 'account_created -> booking.requested conversion over the past 90 days',
    expect: converting('account_created', 'booking.requested', days(90)),
  },
  {
    id: 'conversion-5',
    type: 'conversion',
    question: 'How many users did wishlist_add and afterwards booking.requested?',
    expect: converting('wishlist_add', 'booking.requested', R.all),
  },
  {
    id: 'conversion-6',
    type: 'conversion',
    question: 'booking.confirmed to review_submitted conversion, last 60 days',
    expect: converting('booking.confirmed', 'review_submitted', days(60)),
  },
  {
    id: 'conversion-7',
    type: 'conversion',
    question:
      'Of the guests with a booking.confirmed in the past 90 days, what percentage later had a booking.cancelled?',
    expect: converting('booking.confirmed', 'booking.cancelled', days(90)),
  },
  {
    id: 'conversion-8',
    type: 'conversion',
    question: 'What share of new signups went on to book a stay?',
    expect: NOT_HIGH,
  },

  // 11. churn and new users
  {
    id: 'churn-1',
    type: 'churn',
    question: 'How many new users this month?',
    expect: newOf(R.thisMonth),
  },
  {
    id: 'churn-2',
    type: 'churn',
    question: 'new users in the last 30 days',
    expect: newOf(days(30)),
  },
  {
    id: 'churn-3',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: churnOf((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-4',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${mName(prevMonthStart(now, 2))} but not in ${mName(prevMonthStart(now, 1))}?`,
    expect: churnOf((now) => [R.month(prevMonthStart(now, 2)), R.month(prevMonthStart(now, 1))]),
  },
  {
    id: 'churn-5',
    type: 'churn',
    question: 'How many new users did we get last week?',
    expect: newOf(R.lastWeek),
  },
  {
    id: 'churn-6',
    type: 'churn',
    question: "How many users active last week haven't been back this week?",
    expect: churnOf((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-7',
    type: 'churn',
    question: (now) => `new users since ${spoken(prevMonthStart(now))}`,
    expect: newOf((now) => R.since(prevMonthStart(now), now)),
  },

  // 12. existence and recency
  {
    id: 'recency-1',
    type: 'recency',
    question: 'When was the last booking.cancelled?',
    expect: lastOf(named('booking.cancelled')),
  },
  {
    id: 'recency-2',
    type: 'recency',
    question: 'Did anyone do a listing_created in the last 7 days?',
    expect: existsOf(named('listing_created', days(7))),
  },
  {
    id: 'recency-3',
    type: 'recency',
    question: 'When was the most recent review_submitted?',
    expect: lastOf(named('review_submitted')),
  },
  {
    id: 'recency-4',
    type: 'recency',
    question: 'any payout.sent in the last 10 days?',
    expect: existsOf(named('payout.sent', days(10))),
  },
  {
    id: 'recency-5',
    type: 'recency',
    question: 'last time anyone did wishlist_add',
    expect: lastOf(named('wishlist_add')),
  },
  {
    id: 'recency-6',
    type: 'recency',
    question: 'When was the very first booking.confirmed?',
    expect: firstOf(named('booking.confirmed')),
  },
  {
    id: 'recency-7',
    type: 'recency',
    question: `Has ${P.newGuest} done a booking.requested yet?`,
    // dataPoints left open: "that user's events" or "that user's booking.requested events" (see NOTES.md)
    expect: (ev, now) => {
      const { confidence } = existsOf(() => ({ user: P.newGuest, names: ['booking.requested'] }))(ev, now);
      return { confidence };
    },
  },
  {
    id: 'recency-8',
    type: 'recency',
    question: 'Did anyone do a booking.cancelled in the past week?',
    expect: existsOf(named('booking.cancelled', days(7))),
  },

  // 13. catalogue
  {
    id: 'catalogue-1',
    type: 'catalogue',
    question: 'What events do you track?',
    expect: namesOf(all),
  },
  {
    id: 'catalogue-2',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: usersOf(all),
  },
  {
    id: 'catalogue-3',
    type: 'catalogue',
    question: 'How many events have been recorded overall?',
    expect: countOf(all),
  },
  {
    id: 'catalogue-4',
    type: 'catalogue',
    question: 'list all event names',
    expect: namesOf(all),
  },
  {
    id: 'catalogue-5',
    type: 'catalogue',
    question: 'How many different event types are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: HIGH,
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-6',
    type: 'catalogue',
    question: 'total users and total events?',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-7',
    type: 'catalogue',
    question: 'What kinds of actions are in the data?',
    expect: namesOf(all),
  },

  // 14. anything else
  { id: 'other-1', type: 'other', question: "What's the weather in Lisbon this weekend?", expect: LOW },
  { id: 'other-2', type: 'other', question: 'Which listings have the highest occupancy rate?', expect: LOW },
  { id: 'other-3', type: 'other', question: 'Break down bookings by city', expect: LOW },
  {
    id: 'other-4',
    type: 'other',
    question: "What's the average nightly price per neighborhood?",
    expect: LOW,
  },
  { id: 'other-5', type: 'other', question: 'Write a short welcome message for new hosts', expect: LOW },
  { id: 'other-6', type: 'other', question: 'asdfgh qwerty', expect: LOW },
  { id: 'other-7', type: 'other', question: 'How many refund_issued events last week?', expect: LOW },
  { id: 'other-8', type: 'other', question: 'Which device do guests book from most often?', expect: LOW },
  { id: 'other-9', type: 'other', question: 'How many bookings will we get next month?', expect: LOW },
  { id: 'other-10', type: 'other', question: `Please delete all events for ${P.frequentGuest}`, expect: LOW },
  { id: 'other-11', type: 'other', question: 'Why are guests cancelling their bookings?', expect: LOW },
  { id: 'other-12', type: 'other', question: 'What is the average age of our guests?', expect: LOW },
  { id: 'other-13', type: 'other', question: 'How many superhost_awarded events this year?', expect: LOW },
  { id: 'other-14', type: 'other', question: 'How many bookings came from Google Ads?', expect: LOW },
  {
    id: 'other-15',
    type: 'other',
    question: "Translate 'check-in is after 3pm' into Spanish",
    expect: LOW,
  },
  { id: 'other-16', type: 'other', question: 'Which hosts have the fastest response time?', expect: LOW },
];
