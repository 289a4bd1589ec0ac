// Blind evaluation cases for Gigbox, an event-ticketing marketplace (events from ./data.mjs).
// `question`: a string, or a function of `now` (a Date). `expect(events, now)` returns the
// expectation scored by score.mjs: { numbers?, percents?, names?, unordered?, confidence, dataPoints? }.
// Every figure follows /work/shared/ai/SEMANTICS.md through the reference helpers of oracle.mjs.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY } = o;
const P = PERSONAS;

// ---- dates in question text -------------------------------------------------------------
const ago = (now, n) => o.dayStart(+now) - n * DAY; // start of the day n days back
const th = (d) =>
  d + ([11, 12, 13].includes(d % 100) ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[d % 10] ?? 'th'));
const monthOf = (t) => new Date(t).getUTCMonth();
const prevMonthStart = (now, k = 1) => o.monthStart(+now, -k); // start of the k-th previous month
const mName = (t) => o.MONTHS[monthOf(t)];
const mShort = (t) => mName(t).slice(0, 3);
const spoken = (t) => `${mName(t)} ${th(new Date(t).getUTCDate())}`; // November 3rd
const brief = (t) => `${mShort(t)} ${new Date(t).getUTCDate()}`; // Nov 3
// the most recent Saturday that is fully over (a show night: check-ins are certain)
const lastSaturday = (now) => {
  let d = o.dayStart(+now) - DAY;
  while (new Date(d).getUTCDay() !== 6) d -= DAY;
  return d;
};

// ---- expectations -----------------------------------------------------------------------
const HIGH = 'high';
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => o.round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length >> 1;
  return r2(v.length % 2 ? v[k] : (v[k - 1] + v[k]) / 2);
};
const nonEmpty = (s, build) => (s.length ? build(s) : LOW());
const withScope = (fn, scope) =>
  Object.assign(fn, { scopeSize: (ev, now) => o.select(ev, scope(+now)).length });

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
// money words without an event name: the sum over ticket_purchased, named, at most medium
const MONEY = ['ticket_purchased'];
const revenueOf = (range, user) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now), names: MONEY, user }), (s) => ({
    numbers: [r2(o.sum(s))],
    names: MONEY,
    confidence: 'not-high',
  }));
const rankedBy = (scope, key, { n, ascending, by, confidence = HIGH } = {}) => {
  const fn = (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const list = o.rank(o.tally(s, key, by), { n, ascending });
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => r2(v)),
        confidence,
        ...(confidence === HIGH ? { dataPoints: s.length } : {}),
      };
    });
  // for selfcheck: does the last listed item tie with the next one (a cut inside a tie)?
  fn.tieAtCut = (ev, now) => {
    const all = o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
    return n !== undefined && all.length > n && all[n - 1][1] === all[n][1];
  };
  return fn;
};
// a looser name (verb form, synonym, reversed words): at most medium; the answer names the stored event
const loose = (stored, scope) =>
  withScope(
    () => ({ names: Array.isArray(stored) ? stored : [stored], unordered: true, confidence: 'not-high' }),
    scope,
  );
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
const comparing =
  (names, periods, measure = (s) => s.length) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW();
    const c = o.change(r2(measure(a)), r2(measure(b)));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: HIGH,
      dataPoints: a.length + b.length,
    };
  };
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
const recentOf = (user, n) => (ev) =>
  nonEmpty(o.select(ev, { user }), (s) => ({
    names: o
      .newestFirst(s)
      .slice(0, n)
      .map((e) => e.eventName),
    confidence: HIGH,
    dataPoints: s.length,
  }));
const namesOf = (scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), (s) => ({
    names: [...new Set(s.map((e) => e.eventName))].sort(),
    unordered: true,
    confidence: HIGH,
    dataPoints: s.length,
  }));
const nothing = () => LOW();

// scopes
const all = () => ({});
const sc =
  (names, range = R.all, user) =>
  (now) => ({ range: range(now), names: names && [].concat(names), user });
const lastDays = (n) => (now) => R.lastDays(now, n);
const lastMonths = (n) => (now) => R.lastMonths(now, n);
const prevMonth = (k) => (now) => R.month(prevMonthStart(now, k));

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // 1. counts
  {
    id: 'count-01',
    type: 'count',
    question: 'How many ticket_purchased events in the last 7 days?',
    expect: countOf(sc('ticket_purchased', lastDays(7))),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'number of searches yesterday',
    expect: countOf(sc('search', R.yesterday)),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) => `How many event views did we get in ${mName(prevMonthStart(now))}?`,
    expect: countOf(sc('event_view', prevMonth(1))),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'total number of actions over the past 30 days',
    expect: countOf(sc(undefined, lastDays(30))),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'checkin.scanned count for last week',
    expect: countOf(sc('checkin.scanned', R.lastWeek)),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) => `how many refund_requested since ${spoken(ago(now, 30))}?`,
    expect: countOf(sc('refund_requested', (now) => R.since(ago(now, 30), now))),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) => `App opens between ${brief(ago(now, 20))} and ${brief(ago(now, 14))} - how many?`,
    expect: countOf(sc('app_open', (now) => R.between(ago(now, 20), ago(now, 14)))),
  },
  {
    id: 'count-08',
    type: 'count',
    question: 'How many orders were placed in the past 24 hours?',
    expect: loose(
      'ticket_purchased',
      sc('ticket_purchased', (now) => R.lastHours(now, 24)),
    ),
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'how many times did people join a waitlist in the last 2 weeks',
    expect: loose(
      'waitlist.joined',
      sc('waitlist.joined', (now) => R.lastWeeks(now, 2)),
    ),
  },

  // 2. distinct users
  {
    id: 'users-01',
    type: 'users',
    question: 'Could you tell me how many unique users we had in the last 30 days?',
    expect: usersOf(sc(undefined, lastDays(30))),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'How many distinct attendees did ticket_purchased in the last 3 months?',
    expect: usersOf(sc('ticket_purchased', lastMonths(3))),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'active users yesterday?',
    expect: usersOf(sc(undefined, R.yesterday)),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) => `In ${mName(prevMonthStart(now))}, how many users had a review_submitted event?`,
    expect: usersOf(sc('review_submitted', prevMonth(1))),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) => `Unique users with checkout_started since ${brief(ago(now, 14))}`,
    expect: usersOf(sc('checkout_started', (now) => R.since(ago(now, 14), now))),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'Users with at least one search in the last 14 days - how many?',
    expect: usersOf(sc('search', lastDays(14))),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'How many attendees checked in last week?',
    expect: loose('checkin.scanned', sc('checkin.scanned', R.lastWeek)),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'How many organizers published events over the last 60 days?',
    expect: loose('event_published', sc('event_published', lastDays(60))),
  },

  // 3. values
  {
    id: 'value-01',
    type: 'value',
    question: "What's the total ticket_purchased value last month?",
    expect: valueOf(o.sum, sc('ticket_purchased', R.lastMonth)),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average ticket_purchased amount over the last 30 days',
    expect: valueOf(o.avg, sc('ticket_purchased', lastDays(30))),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'What is the average value of review_submitted in the last 30 days?',
    expect: valueOf(o.avg, sc('review_submitted', lastDays(30))),
  },
  {
    id: 'value-04',
    type: 'value',
    question: (now) => `median ticket_purchased value since ${spoken(ago(now, 45))}`,
    expect: valueOf(
      median,
      sc('ticket_purchased', (now) => R.since(ago(now, 45), now)),
    ),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'Biggest single ticket_purchased amount in the past 2 weeks?',
    expect: valueOf(
      o.max,
      sc('ticket_purchased', (now) => R.lastWeeks(now, 2)),
    ),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'smallest ticket_purchased value last week',
    expect: valueOf(o.min, sc('ticket_purchased', R.lastWeek)),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'Sum of event_created values for the last 3 months, please',
    expect: valueOf(o.sum, sc('event_created', lastMonths(3))),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: revenueOf(R.lastMonth),
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'how much did people spend in the last 7 days',
    expect: revenueOf(lastDays(7)),
  },

  // 4. most / least common events
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'What are the 5 most common actions in the last 7 days?',
    expect: rankedBy(sc(undefined, lastDays(7)), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'least common event type last month',
    expect: rankedBy(sc(undefined, R.lastMonth), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'top 3 tracked events yesterday',
    expect: rankedBy(sc(undefined, R.yesterday), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: (now) => `Which four event names occurred most in ${mName(prevMonthStart(now, 2))}?`,
    expect: rankedBy(sc(undefined, prevMonth(2)), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: 'Which event name shows up most often overall?',
    expect: rankedBy(sc(undefined), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: 'shwo me the ten most frequent events over the past 30 days',
    expect: rankedBy(sc(undefined, lastDays(30)), o.byName, { n: 10 }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: (now) => `most common events since ${brief(ago(now, 10))}`,
    expect: rankedBy(
      sc(undefined, (now) => R.since(ago(now, 10), now)),
      o.byName,
      { n: 5 },
    ),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: 'bottom 3 events by count in the last 2 weeks',
    expect: rankedBy(
      sc(undefined, (now) => R.lastWeeks(now, 2)),
      o.byName,
      { n: 3, ascending: true },
    ),
  },

  // 5. most active users
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'Top 5 most active users in the last 30 days',
    expect: rankedBy(sc(undefined, lastDays(30)), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'who were the three most active attendees last week?',
    expect: rankedBy(sc(undefined, R.lastWeek), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'top spenders last month',
    expect: rankedBy(sc(MONEY, R.lastMonth), o.byUser, { n: 5, by: o.value, confidence: 'not-high' }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'top 10 users by total ticket_purchased value',
    expect: rankedBy(sc('ticket_purchased'), o.byUser, { n: 10, by: o.value }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'which user had the most event_view in the past 2 weeks',
    expect: rankedBy(
      sc('event_view', (now) => R.lastWeeks(now, 2)),
      o.byUser,
      { n: 1 },
    ),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: (now) => `Who has the most review_submitted since ${spoken(ago(now, 60))}?`,
    expect: rankedBy(
      sc('review_submitted', (now) => R.since(ago(now, 60), now)),
      o.byUser,
      { n: 1 },
    ),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'Which 4 users searched the most over the last 7 days?',
    expect: rankedBy(sc('search', lastDays(7)), o.byUser, { n: 4, confidence: 'not-high' }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'which user has the most event_created in the last 3 months?',
    expect: rankedBy(sc('event_created', lastMonths(3)), o.byUser, { n: 1 }),
  },

  // 6. one user
  {
    id: 'user-01',
    type: 'user',
    question: `How many events did ${P.superfan} have in the last 30 days?`,
    expect: countOf(sc(undefined, lastDays(30), P.superfan)),
  },
  {
    id: 'user-02',
    type: 'user',
    question: `When was ${P.churned} last seen?`,
    expect: lastOf(sc(undefined, R.all, P.churned)),
  },
  {
    id: 'user-03',
    type: 'user',
    question: `first seen date for ${P.newbie}`,
    expect: firstOf(sc(undefined, R.all, P.newbie)),
  },
  {
    id: 'user-04',
    type: 'user',
    question: `show ${P.organizer}'s 3 most recent actions`,
    expect: recentOf(P.organizer, 3),
  },
  {
    id: 'user-05',
    type: 'user',
    question: `Which event names has ${P.superfan} used?`,
    expect: namesOf(sc(undefined, R.all, P.superfan)),
  },
  {
    id: 'user-06',
    type: 'user',
    question: `total ticket_purchased value for ${P.superfan} in the last 3 months`,
    expect: valueOf(o.sum, sc('ticket_purchased', lastMonths(3), P.superfan)),
  },
  { id: 'user-07', type: 'user', question: `What did ${NOBODY} do last week?`, expect: nothing },
  {
    id: 'user-08',
    type: 'user',
    question: `how many times has ${P.newbie} done checkout_started?`,
    expect: countOf(sc('checkout_started', R.all, P.newbie)),
  },
  {
    id: 'user-09',
    type: 'user',
    question: `How much has ${P.churned} spent in total?`,
    expect: revenueOf(R.all, P.churned),
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'ticket_purchased per day over the last 7 days',
    expect: series(sc('ticket_purchased', lastDays(7)), o.byDay, { unordered: true }),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: (now) => `Monthly event count since ${brief(prevMonthStart(now, 3))}`,
    expect: series(
      sc(undefined, (now) => R.since(prevMonthStart(now, 3), now)),
      o.byMonth,
    ),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'Which hour of the day has the most checkin.scanned?',
    expect: rankedBy(sc('checkin.scanned'), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'busiest weekday for ticket_purchased in the last 3 months',
    expect: rankedBy(sc('ticket_purchased', lastMonths(3)), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'weekly app_open counts for the last 4 weeks',
    expect: series(
      sc('app_open', (now) => R.lastWeeks(now, 4)),
      o.byWeek,
    ),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'What was the busiest day last month?',
    expect: rankedBy(sc(undefined, R.lastMonth), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'break down review_submitted by day of week',
    expect: series(sc('review_submitted'), o.byWeekday, { unordered: true }),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'searches by hour yesterday',
    expect: series(sc('search', R.yesterday), o.byHour, { unordered: true }),
  },

  // 8. period comparisons
  {
    id: 'compare-01',
    type: 'compare',
    question: 'ticket_purchased in the last 7 days vs the previous 7 days',
    expect: comparing(['ticket_purchased'], (now) => [
      { from: now - 14 * DAY, to: now - 7 * DAY },
      R.lastDays(now, 7),
    ]),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) =>
      `compare event_view in ${mName(prevMonthStart(now))} with ${mName(prevMonthStart(now, 2))}`,
    expect: comparing(['event_view'], (now) => [
      R.month(prevMonthStart(now, 2)),
      R.month(prevMonthStart(now, 1)),
    ]),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'How did checkout_started last week compare with the week before?',
    expect: comparing(['checkout_started'], (now) => [
      { from: R.lastWeek(now).from - 7 * DAY, to: R.lastWeek(now).from },
      R.lastWeek(now),
    ]),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'app opens: last 30 days vs the 30 days before that',
    expect: comparing(['app_open'], (now) => [
      { from: now - 60 * DAY, to: now - 30 * DAY },
      R.lastDays(now, 30),
    ]),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'Is waitlist.joined growing?',
    expect: withScope(() => ({ confidence: 'not-high' }), sc('waitlist.joined')),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'total ticket_purchased value last month versus the month before',
    expect: comparing(
      ['ticket_purchased'],
      (now) => [R.month(prevMonthStart(now, 2)), R.lastMonth(now)],
      o.sum,
    ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'Were there more refund_requested in the last 14 days than in the 14 days before?',
    expect: comparing(['refund_requested'], (now) => [
      { from: now - 28 * DAY, to: now - 14 * DAY },
      R.lastDays(now, 14),
    ]),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'Did account_created go up or down last month compared with the month before?',
    expect: comparing(['account_created'], (now) => [R.month(prevMonthStart(now, 2)), R.lastMonth(now)]),
  },

  // 9. shares
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are event_view?',
    expect: eventShare(['event_view'], R.all),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'share of actions in the last 7 days that were searches',
    expect: eventShare(['search'], lastDays(7)),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'what % of active users did ticket_purchased last month',
    expect: userShare(['ticket_purchased'], R.lastMonth),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'Percentage of users in the last 30 days who had a review_submitted',
    expect: userShare(['review_submitted'], lastDays(30)),
  },
  {
    id: 'share-05',
    type: 'share',
    question: "What percent of yesterday's events were app_open?",
    expect: eventShare(['app_open'], R.yesterday),
  },
  {
    id: 'share-06',
    type: 'share',
    question: (now) => `Since ${spoken(ago(now, 40))}, what share of users did refund_requested?`,
    expect: userShare(['refund_requested'], (now) => R.since(ago(now, 40), now)),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'What share of events in the last 3 months were waitlist.joined?',
    expect: eventShare(['waitlist.joined'], lastMonths(3)),
  },

  // 10. conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question:
      'Of the users who did checkout_started in the last 30 days, how many went on to ticket_purchased?',
    expect: converting('checkout_started', 'ticket_purchased', lastDays(30)),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'conversion from event_view to ticket_purchased over the last 7 days',
    expect: converting('event_view', 'ticket_purchased', lastDays(7)),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'What percent of users who did ticket_purchased later did review_submitted?',
    expect: converting('ticket_purchased', 'review_submitted', R.all),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: (now) => `account_created -> ticket_purchased conversion since ${brief(ago(now, 60))}`,
    expect: converting('account_created', 'ticket_purchased', (now) => R.since(ago(now, 60), now)),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'How many users with waitlist.joined in the past 2 months then did ticket_purchased?',
    expect: converting('waitlist.joined', 'ticket_purchased', lastMonths(2)),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: 'app_open to checkout_started conversion in the last 24 hours',
    expect: converting('app_open', 'checkout_started', (now) => R.lastHours(now, 24)),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'event_view → checkout_started funnel for the past week',
    expect: converting('event_view', 'checkout_started', lastDays(7)),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question: 'how many people who started a checkout in the last 14 days actually bought?',
    expect: loose(
      ['checkout_started', 'ticket_purchased'],
      sc(['checkout_started', 'ticket_purchased'], lastDays(14)),
    ),
  },

  // 11. churn and new users
  {
    id: 'churn-01',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: churnOf((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  { id: 'churn-02', type: 'churn', question: 'new users in the last 30 days', expect: newOf(lastDays(30)) },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${mName(prevMonthStart(now, 2))} but not in ${mName(prevMonthStart(now, 1))}?`,
    expect: churnOf((now) => [R.month(prevMonthStart(now, 2)), R.month(prevMonthStart(now, 1))]),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'how many new users did we get last week?',
    expect: newOf(R.lastWeek),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) =>
      `How many attendees were active between ${brief(ago(now, 70))} and ${brief(ago(now, 50))} but have done nothing in the last 30 days?`,
    expect: churnOf((now) => [R.between(ago(now, 70), ago(now, 50)), R.lastDays(now, 30)]),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `number of new users since ${spoken(prevMonthStart(now))}`,
    expect: newOf((now) => R.since(prevMonthStart(now), now)),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question:
      'users who were active in the 30 days before the last 30 days but not in the last 30 days: how many?',
    expect: churnOf((now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)]),
  },

  // 12. existence and recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last refund_requested?',
    expect: lastOf(sc('refund_requested')),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone do ticket.transferred in the last 7 days?',
    expect: existsOf(sc('ticket.transferred', lastDays(7))),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: `When was ${P.churned}'s last ticket_purchased?`,
    expect: lastOf(sc('ticket_purchased', R.all, P.churned)),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'Has anyone joined a waitlist in the last 24 hours?',
    expect: loose(
      'waitlist.joined',
      sc('waitlist.joined', (now) => R.lastHours(now, 24)),
    ),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'When was the first event_published?',
    expect: firstOf(sc('event_published')),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'most recent review_submitted - when was it?',
    expect: lastOf(sc('review_submitted')),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: (now) => `Was there any checkin.scanned on ${spoken(lastSaturday(now))}?`,
    expect: existsOf(sc('checkin.scanned', (now) => R.on(lastSaturday(now)))),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'any event_created in the past 7 days?',
    expect: existsOf(sc('event_created', lastDays(7))),
  },
  { id: 'recency-09', type: 'recency', question: 'When was the last ticket_refunded?', expect: nothing },

  // 13. catalogue
  { id: 'catalogue-01', type: 'catalogue', question: 'What event names exist?', expect: namesOf(all) },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'how many events have been tracked overall',
    expect: (ev) => ({ numbers: [ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  { id: 'catalogue-04', type: 'catalogue', question: 'list every event type we track', expect: namesOf(all) },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'How many distinct event names are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: HIGH,
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'Give me the total number of users and events.',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'what kinds of actions are being logged?',
    expect: namesOf(all),
  },

  // 14. anything else: outside what these events can answer
  {
    id: 'other-01',
    type: 'other',
    question: "What's the weather going to be in Berlin tomorrow?",
    expect: nothing,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'Which venue sold the most tickets last month?',
    expect: nothing,
  },
  { id: 'other-03', type: 'other', question: 'revenue by city', expect: nothing },
  { id: 'other-04', type: 'other', question: 'How many tickets will we sell next month?', expect: nothing },
  { id: 'other-05', type: 'other', question: 'write a short poem about festival season', expect: nothing },
  { id: 'other-06', type: 'other', question: 'asdfgh jkl', expect: nothing },
  { id: 'other-07', type: 'other', question: "What's the average age of our attendees?", expect: nothing },
  { id: 'other-08', type: 'other', question: 'Which browser do most visitors use?', expect: nothing },
  {
    id: 'other-09',
    type: 'other',
    question: 'How many ticket_cancelled events were there last week?',
    expect: nothing,
  },
  { id: 'other-10', type: 'other', question: `Please delete all events from ${P.superfan}`, expect: nothing },
  { id: 'other-11', type: 'other', question: 'conversion rate by marketing channel', expect: nothing },
  {
    id: 'other-12',
    type: 'other',
    question: 'Who is the most popular artist on the platform right now?',
    expect: nothing,
  },
  {
    id: 'other-13',
    type: 'other',
    question: "how many seats are still available for Saturday's show?",
    expect: nothing,
  },
  {
    id: 'other-14',
    type: 'other',
    question: 'Can you email me this report every Monday morning?',
    expect: nothing,
  },
  { id: 'other-15', type: 'other', question: 'average ticket price per venue category', expect: nothing },
];
