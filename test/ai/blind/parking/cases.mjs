// Blind evaluation cases for a city parking app (events from ./data.mjs).
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
const prevMonthStart = (now, k = 1) => o.monthStart(+now, -k); // start of the k-th previous month
const mName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const mShort = (t) => mName(t).slice(0, 3);
const spoken = (t) => `${mName(t)} ${th(new Date(t).getUTCDate())}`; // November 3rd
const brief = (t) => `${mShort(t)} ${new Date(t).getUTCDate()}`; // Nov 3

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
    return n !== undefined && all.length > n && all[n - 1][1] === all[n][1];
  };
  return fn;
};
// a looser name (verb form, synonym, reversed words): at most medium; the answer names the stored event
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
// two periods, earlier first; measure: events → figure
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
const converting =
  (a, b, range, show = 'n%') =>
  (ev, now) => {
    const rg = range(+now),
      c = o.conversion(ev, rg, a, b);
    if (!c.did) return LOW();
    return {
      numbers: show.includes('n') ? [c.did, c.converted] : [],
      percents: show.includes('%') ? [c.pct] : [],
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
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();

// scope shorthands
const N = (...names) => names;
const sc =
  (names, range = R.all, user) =>
  (now) => ({ range: range(now), names, user });
const days = (n) => (now) => R.lastDays(now, n);
const weeks = (n) => (now) => R.lastWeeks(now, n);
const rolling = (n) => (now) => [
  { from: now - 2 * n * DAY, to: now - n * DAY },
  { from: now - n * DAY, to: now },
];
const prevMonth = (k) => (now) => R.month(prevMonthStart(now, k));

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // 1. count
  {
    id: 'count-sessions-7d',
    type: 'count',
    question: 'How many sessions started in the last 7 days?',
    expect: countOf(sc(N('session_started'), days(7))),
  },
  {
    id: 'count-fines-yesterday',
    type: 'count',
    question: 'number of fine_issued events yesterday',
    expect: countOf(sc(N('fine_issued'), R.yesterday)),
  },
  {
    id: 'count-all-this-month',
    type: 'count',
    question: 'How many events have we recorded this month?',
    expect: countOf(sc(undefined, R.thisMonth)),
  },
  {
    id: 'count-extended-between',
    type: 'count',
    question: (now) =>
      `How many session_extended events were there between ${brief(ago(now, 20))} and ${brief(ago(now, 14))}?`,
    expect: countOf((now) => ({ range: R.between(ago(now, 20), ago(now, 14)), names: ['session_extended'] })),
  },
  {
    id: 'count-vehicles-since',
    type: 'count',
    question: (now) => `Since ${spoken(ago(now, 30))}, how many vehicle_added events do we have?`,
    expect: countOf((now) => ({ range: R.since(ago(now, 30), now), names: ['vehicle_added'] })),
  },
  {
    id: 'count-payments-prev-month',
    type: 'count',
    question: (now) => `payment_completed count in ${mName(prevMonthStart(now, 1))}`,
    expect: countOf(sc(N('payment_completed'), prevMonth(1))),
  },
  {
    id: 'count-topups-on-day',
    type: 'count',
    question: (now) => `how many wallet.topup events on ${spoken(ago(now, 9))}?`,
    expect: countOf((now) => ({ range: R.on(ago(now, 9)), names: ['wallet.topup'] })),
  },
  {
    id: 'count-loose-fined',
    type: 'count',
    question: 'How many times did drivers get fined last week?',
    expect: loose('fine_issued'),
  },
  {
    id: 'count-vague-recently',
    type: 'count',
    question: 'how many sessions ended recently?',
    expect: NOT_HIGH,
  },

  // 2. users
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'How many drivers were active in the last 30 days?',
    expect: usersOf(sc(undefined, days(30))),
  },
  {
    id: 'users-payers-this-week',
    type: 'users',
    question: 'Unique drivers with a payment_completed this week?',
    expect: usersOf(sc(N('payment_completed'), R.thisWeek)),
  },
  {
    id: 'users-vehicle-2w',
    type: 'users',
    question: 'how many distinct users did vehicle_added over the past 2 weeks',
    expect: usersOf(sc(N('vehicle_added'), weeks(2))),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'Active users yesterday?',
    expect: usersOf(sc(undefined, R.yesterday)),
  },
  {
    id: 'users-ever-fined',
    type: 'users',
    question: 'How many different people have at least one fine_issued event?',
    expect: usersOf(sc(N('fine_issued'))),
  },
  {
    id: 'users-extended-last-month',
    type: 'users',
    question: 'Last month, how many drivers had a session_extended?',
    expect: usersOf(sc(N('session_extended'), R.lastMonth)),
  },
  {
    id: 'users-search-48h',
    type: 'users',
    question: 'how many unique users did parking.search in the past 48 hours',
    expect: usersOf(sc(N('parking.search'), (now) => R.lastHours(now, 48))),
  },
  {
    id: 'users-loose-paid',
    type: 'users',
    question: 'How many drivers paid for parking yesterday?',
    expect: loose('payment_completed'),
  },

  // 3. value
  {
    id: 'value-sum-payments-7d',
    type: 'value',
    question: 'Total payment_completed amount in the last 7 days?',
    expect: valueOf(o.sum, sc(N('payment_completed'), days(7))),
  },
  {
    id: 'value-avg-minutes-this-month',
    type: 'value',
    question: 'What is the average value of session_ended events this month?',
    expect: valueOf((s) => o.sum(s) / s.length, sc(N('session_ended'), R.thisMonth)),
  },
  {
    id: 'value-max-fine',
    type: 'value',
    question: 'highest fine_issued value ever',
    expect: valueOf(o.max, sc(N('fine_issued'))),
  },
  {
    id: 'value-min-topup-60d',
    type: 'value',
    question: 'What was the smallest wallet.topup amount in the past 60 days?',
    expect: valueOf(o.min, sc(N('wallet.topup'), days(60))),
  },
  {
    id: 'value-median-payment-last-week',
    type: 'value',
    question: 'Median payment_completed value last week, please.',
    expect: valueOf(median, sc(N('payment_completed'), R.lastWeek)),
  },
  {
    id: 'value-sum-topups-since',
    type: 'value',
    question: (now) => `Sum of wallet.topup amounts since ${brief(ago(now, 45))}`,
    expect: valueOf(o.sum, (now) => ({ range: R.since(ago(now, 45), now), names: ['wallet.topup'] })),
  },
  {
    id: 'value-avg-fine-prev-month',
    type: 'value',
    question: (now) => `average fine_issued amount in ${mName(prevMonthStart(now, 2))}`,
    expect: valueOf((s) => o.sum(s) / s.length, sc(N('fine_issued'), prevMonth(2))),
  },
  {
    id: 'value-total-minutes-yesterday',
    type: 'value',
    question: 'total minutes parked yesterday (session_ended value)',
    expect: valueOf(o.sum, sc(N('session_ended'), R.yesterday)),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: NOT_HIGH,
  },

  // 4. top-events
  {
    id: 'top-events-5-this-month',
    type: 'top-events',
    question: 'What are the top 5 events this month?',
    expect: rankedBy(sc(undefined, R.thisMonth), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-default-30d',
    type: 'top-events',
    question: 'Most common events in the last 30 days',
    expect: rankedBy(sc(undefined, days(30)), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-2-yesterday',
    type: 'top-events',
    question: 'top two actions yesterday?',
    expect: rankedBy(sc(undefined, R.yesterday), o.byName, { n: 2 }),
  },
  {
    id: 'top-events-least-all',
    type: 'top-events',
    question: 'Which event is the least common overall?',
    expect: rankedBy(sc(undefined), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-8-last-week',
    type: 'top-events',
    question: 'List the 8 most frequent event types from last week',
    expect: rankedBy(sc(undefined, R.lastWeek), o.byName, { n: 8 }),
  },
  {
    id: 'top-events-most-frequent',
    type: 'top-events',
    question: "what's the single most frequent event?",
    expect: rankedBy(sc(undefined), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-least-3-6w',
    type: 'top-events',
    question: 'show me the 3 least common actions in the past 6 weeks',
    expect: rankedBy(sc(undefined, weeks(6)), o.byName, { n: 3, ascending: true }),
  },

  // 5. top-users
  {
    id: 'top-users-5-this-month',
    type: 'top-users',
    question: 'Who are the 5 most active drivers this month?',
    expect: rankedBy(sc(undefined, R.thisMonth), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-paid-60d',
    type: 'top-users',
    question: 'Which 3 drivers had the highest total payment_completed value in the last 60 days?',
    expect: rankedBy(sc(N('payment_completed'), days(60)), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-topup-all',
    type: 'top-users',
    question: 'Top 5 users by total wallet.topup amount',
    expect: rankedBy(sc(N('wallet.topup')), o.byUser, { n: 5, by: o.value }),
  },
  {
    id: 'top-users-fines-value',
    type: 'top-users',
    question: 'Which driver has racked up the largest total fine_issued amount?',
    expect: rankedBy(sc(N('fine_issued')), o.byUser, { n: 1, by: o.value }),
  },
  {
    id: 'top-users-3-30d',
    type: 'top-users',
    question: 'top 3 most active users in the past 30 days',
    expect: rankedBy(sc(undefined, days(30)), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-sessions-all',
    type: 'top-users',
    question: 'Who has the most session_started events of all time? Give me the top 4.',
    expect: rankedBy(sc(N('session_started')), o.byUser, { n: 4 }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'top 3 spenders in the last 30 days',
    expect: NOT_HIGH,
  },

  // 6. user
  {
    id: 'user-count-heavy',
    type: 'user',
    question: `How many events does ${P.heavy} have?`,
    expect: countOf(sc(undefined, R.all, P.heavy)),
  },
  {
    id: 'user-first-seen-newcomer',
    type: 'user',
    question: `When was ${P.newcomer} first seen?`,
    expect: firstOf(sc(undefined, R.all, P.newcomer)),
  },
  {
    id: 'user-last-seen-fined',
    type: 'user',
    question: `last seen date for ${P.fined}?`,
    expect: lastOf(sc(undefined, R.all, P.fined)),
  },
  {
    id: 'user-recent-3-heavy',
    type: 'user',
    question: `What were the 3 most recent events of ${P.heavy}?`,
    expect: (ev) =>
      nonEmpty(o.select(ev, { user: P.heavy }), (s) => ({
        names: o
          .newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-names-newcomer',
    type: 'user',
    question: `Which event names has ${P.newcomer} used?`,
    expect: (ev) =>
      nonEmpty(o.select(ev, { user: P.newcomer }), (s) => ({
        names: allNames(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-sessions-heavy-30d',
    type: 'user',
    question: `how many session_started did ${P.heavy} have in the last 30 days`,
    expect: countOf(sc(N('session_started'), days(30), P.heavy)),
  },
  {
    id: 'user-fines-fined',
    type: 'user',
    question: `${P.fined}: number of fine_issued events and their total value?`,
    expect: (ev) =>
      nonEmpty(o.select(ev, { user: P.fined, names: ['fine_issued'] }), (s) => ({
        numbers: [s.length, r2(o.sum(s))],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    question: `Tell me about driver ${NOBODY}`,
    expect: LOW,
  },

  // 7. breakdown
  {
    id: 'breakdown-daily-7d',
    type: 'breakdown',
    question: 'Events per day over the last 7 days',
    expect: series(sc(undefined, days(7)), o.byDay, { unordered: true }),
  },
  {
    id: 'breakdown-monthly-payments',
    type: 'breakdown',
    question: 'payment_completed per month',
    expect: series(sc(N('payment_completed')), o.byMonth),
  },
  {
    id: 'breakdown-busiest-hour-sessions',
    type: 'breakdown',
    question: 'At what hour of the day do most session_started events happen?',
    expect: rankedBy(sc(N('session_started')), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'Which weekday is the busiest overall?',
    expect: rankedBy(sc(undefined), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'What was the busiest day in the last 30 days?',
    expect: rankedBy(sc(undefined, days(30)), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-fines-weekday-8w',
    type: 'breakdown',
    question: 'fine_issued by day of week for the past 8 weeks',
    expect: series(sc(N('fine_issued'), weeks(8)), o.byWeekday, { unordered: true }),
  },
  {
    id: 'breakdown-hourly-opens-yesterday',
    type: 'breakdown',
    question: 'Hourly breakdown of app_opened yesterday',
    expect: series(sc(N('app_opened'), R.yesterday), o.byHour, { unordered: true }),
  },
  {
    id: 'breakdown-monthly-all',
    type: 'breakdown',
    question: 'Can I get a month-by-month count of all events?',
    expect: series(sc(undefined), o.byMonth),
  },

  // 8. compare
  {
    id: 'compare-payments-7d',
    type: 'compare',
    question: 'Compare payment_completed in the last 7 days with the 7 days before',
    expect: comparing(N('payment_completed'), rolling(7)),
  },
  {
    id: 'compare-active-users-months',
    type: 'compare',
    question: (now) =>
      `How did the number of active drivers change from ${mName(prevMonthStart(now, 2))} to ${mName(prevMonthStart(now, 1))}?`,
    expect: comparing(
      undefined,
      (now) => [prevMonth(2)(now), prevMonth(1)(now)],
      (s) => o.users(s).size,
    ),
  },
  {
    id: 'compare-extended-growing',
    type: 'compare',
    question: 'Is session_extended growing? Last 30 days vs the previous 30 days.',
    expect: comparing(N('session_extended'), rolling(30)),
  },
  {
    id: 'compare-fines-last-month',
    type: 'compare',
    question: 'fine_issued last month vs the month before',
    expect: comparing(N('fine_issued'), (now) => [prevMonth(2)(now), prevMonth(1)(now)]),
  },
  {
    id: 'compare-events-yesterday',
    type: 'compare',
    question: 'How many events yesterday compared with the day before?',
    expect: comparing(undefined, (now) => [R.on(ago(now, 2)), R.yesterday(now)]),
  },
  {
    id: 'compare-payment-amount-14d',
    type: 'compare',
    question: 'Total payment_completed amount: last 14 days versus the previous 14 days',
    expect: comparing(N('payment_completed'), rolling(14), o.sum),
  },
  {
    id: 'compare-topups-named-months',
    type: 'compare',
    question: (now) =>
      `wallet.topup events in ${mName(prevMonthStart(now, 3))} vs ${mName(prevMonthStart(now, 2))}`,
    expect: comparing(N('wallet.topup'), (now) => [prevMonth(3)(now), prevMonth(2)(now)]),
  },
  {
    id: 'compare-sessions-last-week',
    type: 'compare',
    question: 'session_started last week compared with the week before',
    expect: comparing(N('session_started'), (now) => [
      { from: o.weekStart(now) - 2 * o.WEEK, to: o.weekStart(now) - o.WEEK },
      R.lastWeek(now),
    ]),
  },

  // 9. share
  {
    id: 'share-sessions-all',
    type: 'share',
    question: 'What percentage of all events are session_started?',
    expect: eventShare(N('session_started'), R.all),
  },
  {
    id: 'share-users-fined-30d',
    type: 'share',
    question: 'What share of active drivers got a fine_issued in the last 30 days?',
    expect: userShare(N('fine_issued'), days(30)),
  },
  {
    id: 'share-users-extended-this-month',
    type: 'share',
    question: 'This month, what percent of active users did session_extended?',
    expect: userShare(N('session_extended'), R.thisMonth),
  },
  {
    id: 'share-opens-last-week',
    type: 'share',
    question: "What fraction of last week's events were app_opened? As a percentage please",
    expect: eventShare(N('app_opened'), R.lastWeek),
  },
  {
    id: 'share-users-vehicle-all',
    type: 'share',
    question: 'Percentage of users who have a vehicle_added event',
    expect: userShare(N('vehicle_added'), R.all),
  },
  {
    id: 'share-payments-yesterday',
    type: 'share',
    question: 'share of payment_completed among all events yesterday',
    expect: eventShare(N('payment_completed'), R.yesterday),
  },
  {
    id: 'share-users-topup-7d',
    type: 'share',
    question: 'what % of drivers active in the past 7 days did a wallet.topup',
    expect: userShare(N('wallet.topup'), days(7)),
  },

  // 10. conversion
  {
    id: 'conv-search-start-30d',
    type: 'conversion',
    question:
      'Of the drivers who did parking.search in the last 30 days, how many went on to session_started afterwards?',
    expect: converting('parking.search', 'session_started', days(30)),
  },
  {
    id: 'conv-start-pay-7d',
    type: 'conversion',
    question: 'Conversion from session_started to payment_completed over the last 7 days',
    expect: converting('session_started', 'payment_completed', days(7)),
  },
  {
    id: 'conv-vehicle-start-all',
    type: 'conversion',
    question: 'What % of users who did vehicle_added later did session_started?',
    expect: converting('vehicle_added', 'session_started', R.all, '%'),
  },
  {
    id: 'conv-signup-start-since',
    type: 'conversion',
    question: (now) =>
      `Since ${spoken(ago(now, 60))}, of users with account_created, how many then had a session_started?`,
    expect: converting('account_created', 'session_started', (now) => R.since(ago(now, 60), now)),
  },
  {
    id: 'conv-fine-topup-this-month',
    type: 'conversion',
    question: 'Of drivers who got a fine_issued this month, how many did a wallet.topup after it?',
    expect: converting('fine_issued', 'wallet.topup', R.thisMonth),
  },
  {
    id: 'conv-start-extend-14d',
    type: 'conversion',
    question: 'session_started → session_extended conversion rate, last 14 days',
    expect: converting('session_started', 'session_extended', days(14)),
  },
  {
    id: 'conv-open-search-week',
    type: 'conversion',
    question:
      'how many users who had app_opened in the past week later did parking.search, and what percent is that?',
    expect: converting('app_opened', 'parking.search', days(7)),
  },

  // 11. churn and new users
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: 'How many drivers were active last month but not this month?',
    expect: churnOf((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'How many new users in the last 30 days?',
    expect: newOf(days(30)),
  },
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'new drivers this month?',
    expect: newOf(R.thisMonth),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many users active in ${mName(prevMonthStart(now, 2))} didn't come back in ${mName(prevMonthStart(now, 1))}?`,
    expect: churnOf((now) => [prevMonth(2)(now), prevMonth(1)(now)]),
  },
  {
    id: 'churn-last-week-not-this',
    type: 'churn',
    question: 'Drivers who were active last week and have not been active this week — how many?',
    expect: churnOf((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-first-time-7d',
    type: 'churn',
    question: 'How many first-time users did we get in the past 7 days?',
    expect: newOf(days(7)),
  },
  {
    id: 'churn-new-named-month',
    type: 'churn',
    question: (now) => `how many new drivers in ${mName(prevMonthStart(now, 2))}`,
    expect: newOf(prevMonth(2)),
  },

  // 12. recency and existence
  {
    id: 'recency-last-fine',
    type: 'recency',
    question: 'When was the last fine_issued?',
    expect: lastOf(sc(N('fine_issued'))),
  },
  {
    id: 'recency-vehicle-3d',
    type: 'recency',
    question: 'Did anyone do vehicle_added in the last 3 days?',
    expect: existsOf(sc(N('vehicle_added'), days(3))),
  },
  {
    id: 'recency-last-receipt',
    type: 'recency',
    question: 'When was the most recent receipt_downloaded event?',
    expect: lastOf(sc(N('receipt_downloaded'))),
  },
  {
    id: 'recency-extended-24h',
    type: 'recency',
    question: 'Has anybody had a session_extended in the past 24 hours?',
    expect: existsOf(sc(N('session_extended'), (now) => R.lastHours(now, 24))),
  },
  {
    id: 'recency-last-topup',
    type: 'recency',
    question: 'last wallet.topup — when?',
    expect: lastOf(sc(N('wallet.topup'))),
  },
  {
    id: 'recency-fine-yesterday',
    type: 'recency',
    question: 'Did any driver receive a fine_issued yesterday?',
    expect: existsOf(sc(N('fine_issued'), R.yesterday)),
  },
  {
    id: 'recency-first-account',
    type: 'recency',
    question: 'When was the first account_created event?',
    expect: firstOf(sc(N('account_created'))),
  },
  {
    id: 'recency-loose-favorite',
    type: 'recency',
    question: 'When did someone last favourite a zone?',
    expect: loose('zone.favorited'),
  },

  // 13. catalogue
  {
    id: 'catalogue-names',
    type: 'catalogue',
    question: 'Which event names exist?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-users-total',
    type: 'catalogue',
    question: 'How many drivers are there in total?',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-events-total',
    type: 'catalogue',
    question: 'how many events are stored overall',
    expect: (ev) => ({ numbers: [ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-list-types',
    type: 'catalogue',
    question: 'list all the event types we track',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-users-and-events',
    type: 'catalogue',
    question: 'How many users and how many events do we have altogether?',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-what-tracked',
    type: 'catalogue',
    question: 'What kinds of events does the parking app log?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },

  // 14. other: out of scope, unknown dimensions, nonsense
  {
    id: 'other-weather',
    type: 'other',
    question: "What's the weather going to be in Amsterdam tomorrow?",
    expect: LOW,
  },
  {
    id: 'other-zone-popular',
    type: 'other',
    question: 'Which parking zone is the most popular?',
    expect: LOW,
  },
  { id: 'other-age', type: 'other', question: 'What is the average age of our drivers?', expect: LOW },
  { id: 'other-iphone', type: 'other', question: 'How many drivers use an iPhone?', expect: LOW },
  { id: 'other-city', type: 'other', question: 'Which city has the most parking sessions?', expect: LOW },
  { id: 'other-poem', type: 'other', question: 'write me a short poem about parking tickets', expect: LOW },
  { id: 'other-gibberish', type: 'other', question: 'asdf qwerty lorem', expect: LOW },
  {
    id: 'other-unknown-event',
    type: 'other',
    question: 'How many parking_spot_reserved events last week?',
    expect: LOW,
  },
  { id: 'other-forecast', type: 'other', question: 'How much will drivers pay us next month?', expect: LOW },
  { id: 'other-why', type: 'other', question: 'Why did drivers stop using the app?', expect: LOW },
  { id: 'other-plates', type: 'other', question: "What's the most common license plate?", expect: LOW },
  {
    id: 'other-nobody-sessions',
    type: 'other',
    question: `How many session_started events does ${NOBODY} have?`,
    expect: LOW,
  },
  { id: 'other-delete', type: 'other', question: 'Please delete all fines from last week.', expect: LOW },
  {
    id: 'other-ev-charging',
    type: 'other',
    question: 'How many ev_charging_started events this month?',
    expect: LOW,
  },
  { id: 'other-payment-failed', type: 'other', question: 'count of payment_failed yesterday', expect: LOW },
  {
    id: 'other-rating',
    type: 'other',
    question: 'What is the app store rating of the parking app?',
    expect: LOW,
  },
];
