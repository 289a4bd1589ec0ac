// Blind question cases for the neobank dataset of data.mjs, in the kit's format:
//   { id, type, question: string | (now: Date) => string, expect(events, now), outOfScope? }
// `expect` returns { numbers?, percents?, names?, unordered?, confidence, dataPoints? } as scored
// by /work/shared/ai/eval/score.mjs. Every figure is computed from the events here, following
// /work/shared/ai/SEMANTICS.md; the oracle's interpretation choices are listed in README.md.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;
const { heavy: HEAVY, newbie: NEWBIE, leaver: LEAVER } = PERSONAS;

export const TYPES = [
  ['count', 'Counts'],
  ['users', 'Distinct users'],
  ['value', 'Sum / avg / min / max'],
  ['top-events', 'Top events'],
  ['top-users', 'Top users'],
  ['user', 'One user'],
  ['breakdown', 'Breakdowns over time'],
  ['compare', 'Period comparisons'],
  ['share', 'Shares'],
  ['conversion', 'Conversion'],
  ['churn', 'Churn and new users'],
  ['recency', 'Existence and recency'],
  ['catalogue', 'Catalogue'],
  ['other', 'Out of scope'],
];

// ---- question text helpers ---------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY; // start of the UTC day n days back
const nth = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const monthOf = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const longDay = (t) => `${monthOf(t)} ${nth(new Date(t).getUTCDate())}`; // October 7th
const shortDay = (t) => `${monthOf(t).slice(0, 3)} ${new Date(t).getUTCDate()}`; // Oct 7
const dayMonth = (t) => `${new Date(t).getUTCDate()} ${monthOf(t)}`; // 7 October

// ---- expectation builders ----------------------------------------------------------------

const HIGH = 'high';
const LOW = { confidence: 'low', dataPoints: 0 }; // nothing can be answered / nothing in scope
const UNSURE = { confidence: 'not-high' }; // an assumption must be stated

const money = (x) => o.round(x, 2); // sums of amounts in cents, without float noise
const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const pick = (ev, now, scope) => o.select(ev, scope(+now));

const count = (scope) => (ev, now) =>
  orLow(pick(ev, now, scope), (s) => ({ numbers: [s.length], confidence: HIGH, dataPoints: s.length }));

const distinct = (scope) => (ev, now) =>
  orLow(pick(ev, now, scope), (s) => ({
    numbers: [o.users(s).size],
    confidence: HIGH,
    dataPoints: s.length,
  }));

const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const FN = {
  sum: (s) => money(o.sum(s)),
  avg: o.avg,
  min: o.min,
  max: o.max,
  median: (s) => o.round(median(s), 2),
};
const measure = (fn, scope) => (ev, now) =>
  orLow(pick(ev, now, scope), (s) => ({ numbers: [FN[fn](s)], confidence: HIGH, dataPoints: s.length }));

// Ranked list: names in rank order with their figures; dataPoints = the events in scope.
const ranked =
  (scope, key, { n, ascending, by } = {}) =>
  (ev, now) =>
    orLow(pick(ev, now, scope), (s) => {
      const top = o.rank(o.tally(s, key, by), { n, ascending });
      return {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => (by ? money(v) : v)),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// Breakdown: every bucket's figure; `names` when the buckets are named in the expectation.
const breakdown =
  (scope, key, { named = false } = {}) =>
  (ev, now) =>
    orLow(pick(ev, now, scope), (s) => {
      const t = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        ...(named ? { names: t.map(([k]) => k), unordered: named === 'unordered' } : {}),
        numbers: t.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// `periods(now)` → [earlier range, later range]; counts of events with these names.
const compare = (names, periods) => (ev, now) => {
  const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
  if (!a.length && !b.length) return LOW;
  const c = o.change(a.length, b.length);
  return {
    numbers: [c.earlier, c.later, c.diff],
    percents: c.pct === null ? [] : [c.pct],
    confidence: HIGH,
    dataPoints: a.length + b.length,
  };
};

// Share of events (dataPoints: all events in range).
const eventShare = (names, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.select(all, { names }).length, all.length)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

// Share of active users who did one of `names` (dataPoints: all events in range).
const userShare = (names, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

// `show`: 'n' the converted count, '%' the percentage, 'd' the count of users who did A.
const conversion = (a, b, range, show) => (ev, now) => {
  const c = o.conversion(ev, range(+now), a, b);
  if (!c.did) return LOW;
  return {
    numbers: [...(show.includes('d') ? [c.did] : []), ...(show.includes('n') ? [c.converted] : [])],
    percents: show.includes('%') ? [c.pct] : [],
    confidence: HIGH,
  };
};

const churned = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return orLow(o.select(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};

const fresh = (range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// Date of the most recent matching event; dataPoints (all X events) unless `noPoints`.
const latest =
  (scope, { noPoints = false } = {}) =>
  (ev, now) =>
    orLow(pick(ev, now, scope), (s) => ({
      names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
      confidence: HIGH,
      ...(noPoints ? {} : { dataPoints: s.length }),
    }));

const namesOf = (evs) => [...new Set(evs.map((e) => e.eventName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // 1. counts
  {
    id: 'count-card-14d',
    type: 'count',
    question: 'how many card payments? past 14 days',
    expect: count((now) => ({ range: R.lastDays(now, 14), names: ['cardPayment'] })),
  },
  {
    id: 'count-app-opens-yesterday',
    type: 'count',
    question: "yesterday's app opens, how many were there",
    expect: count((now) => ({ range: R.yesterday(now), names: ['appOpen'] })),
  },
  {
    id: 'count-wallet-topups-last-week',
    type: 'count',
    question: 'Number of wallet top-ups last week pls',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['walletTopUp'] })),
  },
  {
    id: 'count-actions-today',
    type: 'count',
    question: 'So far today, how many actions have customers taken?',
    expect: count((now) => ({ range: R.today(now) })),
  },
  {
    id: 'count-transfers-both-30d',
    type: 'count',
    question: 'Total number of outgoing transfers plus incoming transfers over the last 30 days?',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['outgoingTransfer', 'incomingTransfer'] })),
  },
  {
    id: 'count-deposits-on-day',
    type: 'count',
    question: (now) => `On ${longDay(daysAgo(now, 12))}, how many savings deposits were made?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 12)), names: ['savingsDeposit'] })),
  },
  {
    id: 'count-card-between',
    type: 'count',
    question: (now) =>
      `card payments from ${o.isoDay(daysAgo(now, 25))} to ${o.isoDay(daysAgo(now, 19))}, how many in total?`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 25), daysAgo(now, 19)),
      names: ['cardPayment'],
    })),
  },
  {
    id: 'count-support-chats-since',
    type: 'count',
    question: (now) => `Since ${shortDay(daysAgo(now, 40))}, how many support chats have there been?`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 40), now), names: ['supportChat'] })),
  },
  {
    id: 'count-loose-topups-48h',
    type: 'count',
    question: 'how many top ups in the last 48 hours?',
    expect: () => UNSURE,
  }, // "top ups" is a partial name of walletTopUp: a stated assumption
  {
    id: 'count-unknown-crypto',
    type: 'count',
    question: 'How many crypto purchases happened this month?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 2. distinct users
  {
    id: 'users-active-7d',
    type: 'users',
    question: 'past 7 days — active customer count?',
    expect: distinct((now) => ({ range: R.lastDays(now, 7) })),
  },
  {
    id: 'users-card-this-month',
    type: 'users',
    question: 'card payments this month: how many different customers paid?',
    expect: distinct((now) => ({ range: R.thisMonth(now), names: ['cardPayment'] })),
  },
  {
    id: 'users-savings-deposit-ever',
    type: 'users',
    question: 'Unique users with a savingsDeposit, all time?',
    expect: distinct(() => ({ names: ['savingsDeposit'] })),
  },
  {
    id: 'users-active-2-months',
    type: 'users',
    question: 'Active users in the last 2 months?',
    expect: distinct((now) => ({ range: R.lastMonths(now, 2) })),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'Yesterday — how many unique users did we see?',
    expect: distinct((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'users-incoming-last-week',
    type: 'users',
    question: 'How many people received an incoming transfer last week?',
    expect: distinct((now) => ({ range: R.lastWeek(now), names: ['incomingTransfer'] })),
  },
  {
    id: 'users-loose-premium',
    type: 'users',
    question: 'How many people have gone premium?',
    expect: () => UNSURE,
  }, // "gone premium" is a verb form of premiumUpgrade

  // 3. sum, average, minimum, maximum, median
  {
    id: 'value-card-sum-7d',
    type: 'value',
    question: 'Could you tell me the total card payment amount for the last 7 days, please?',
    expect: measure('sum', (now) => ({ range: R.lastDays(now, 7), names: ['cardPayment'] })),
  },
  {
    id: 'value-deposit-avg',
    type: 'value',
    question: 'average savings deposit?',
    expect: measure('avg', () => ({ names: ['savingsDeposit'] })),
  },
  {
    id: 'value-incoming-max-last-month',
    type: 'value',
    question: 'Largest incoming transfer last month?',
    expect: measure('max', (now) => ({ range: R.lastMonth(now), names: ['incomingTransfer'] })),
  },
  {
    id: 'value-topup-min',
    type: 'value',
    question: 'Smallest wallet top-up amount ever?',
    expect: measure('min', () => ({ names: ['walletTopUp'] })),
  },
  {
    id: 'value-card-median-month',
    type: 'value',
    question: 'median card payment this month',
    expect: measure('median', (now) => ({ range: R.thisMonth(now), names: ['cardPayment'] })),
  },
  {
    id: 'value-outgoing-sum-since',
    type: 'value',
    question: (now) => `What's the total amount of outgoing transfers since ${dayMonth(daysAgo(now, 30))}?`,
    expect: measure('sum', (now) => ({ range: R.since(daysAgo(now, 30), now), names: ['outgoingTransfer'] })),
  },
  {
    id: 'value-user-avg-card',
    type: 'value',
    question: `What's ${HEAVY}'s average card payment?`,
    expect: measure('avg', () => ({ names: ['cardPayment'], user: HEAVY })),
  },
  {
    id: 'value-rating-avg-3m',
    type: 'value',
    question: 'Mean app rating over the last 3 months?',
    expect: measure('avg', (now) => ({ range: R.lastMonths(now, 3), names: ['appRating'] })),
  },
  {
    id: 'value-premium-money',
    type: 'value',
    question: 'How much money do we make from premium?',
    expect: () => UNSURE,
  }, // money word + looser name
  {
    id: 'value-spent-no-event',
    type: 'value',
    question: 'how much did customers spend in total last month?',
    expect: () => UNSURE,
  }, // money word without an event name

  // 4. most and least common events
  {
    id: 'top-events-5-30d',
    type: 'top-events',
    question: 'Last 30 days: which 5 events happened most often?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-this-week',
    type: 'top-events',
    question: '3 most frequent event names this week?',
    expect: ranked((now) => ({ range: R.thisWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-rarest',
    type: 'top-events',
    question: "What's the rarest event we record?",
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-default-list',
    type: 'top-events',
    question: 'what do customers do most? list the top actions',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-bottom-3-last-month',
    type: 'top-events',
    question: 'Bottom 3 events by count last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byName, { n: 3, ascending: true }),
  },

  // 5. most active users, top by value
  {
    id: 'top-users-active-30d',
    type: 'top-users',
    question: 'last 30 days — 5 busiest customers by number of events?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-card-total',
    type: 'top-users',
    question: 'top 3 customers by total card payment amount, all time',
    expect: ranked(() => ({ names: ['cardPayment'] }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-deposits-90d',
    type: 'top-users',
    question: 'past 90 days — who put the most money into savings deposits? top 3 by amount',
    expect: ranked((now) => ({ range: R.lastDays(now, 90), names: ['savingsDeposit'] }), o.byUser, {
      n: 3,
      by: o.value,
    }),
  },
  {
    id: 'top-users-app-opens-last-week',
    type: 'top-users',
    question: 'Last week, which users had the most app opens? Give me 3.',
    expect: ranked((now) => ({ range: R.lastWeek(now), names: ['appOpen'] }), o.byUser, { n: 3 }),
  },
  { id: 'top-users-spenders', type: 'top-users', question: 'Top spenders this month?', expect: () => UNSURE }, // money word without an event name

  // 6. one user
  {
    id: 'user-events-30d',
    type: 'user',
    question: `Last 30 days, how active was ${HEAVY}? number of events please`,
    expect: count((now) => ({ range: R.lastDays(now, 30), user: HEAVY })),
  },
  {
    id: 'user-first-last-seen',
    type: 'user',
    question: `${NEWBIE}: first and last seen?`,
    expect: orLowUser(NEWBIE, (s) => ({ names: [o.isoDay(o.time(s.at(-1))), o.isoDay(o.time(s[0]))] })),
  },
  {
    id: 'user-first-activity',
    type: 'user',
    question: `When did we first see any activity from ${HEAVY}?`,
    expect: orLowUser(HEAVY, (s) => ({ names: [o.isoDay(o.time(s.at(-1)))] })),
  },
  {
    id: 'user-recent-3',
    type: 'user',
    question: `most recent 3 actions by ${LEAVER}?`,
    expect: orLowUser(LEAVER, (s) => ({ names: s.slice(0, 3).map((e) => e.eventName) })),
  },
  {
    id: 'user-event-kinds',
    type: 'user',
    question: `${NEWBIE} — what sorts of things have they done? list the event names`,
    expect: orLowUser(NEWBIE, (s) => ({ names: namesOf(s), unordered: true })),
  },
  {
    id: 'user-card-last-month',
    type: 'user',
    question: `how many card payments did ${LEAVER} make last month`,
    expect: count((now) => ({ range: R.lastMonth(now), names: ['cardPayment'], user: LEAVER })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    question: `What did ${NOBODY} do last week?`,
    outOfScope: true,
    expect: () => LOW,
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-card-weekday',
    type: 'breakdown',
    question: 'Card payments by day of the week?',
    expect: breakdown(() => ({ names: ['cardPayment'] }), o.byWeekday, { named: 'unordered' }),
  },
  {
    id: 'breakdown-hour-app-opens',
    type: 'breakdown',
    question: 'App opens: what hour of the day do they peak?',
    expect: ranked(() => ({ names: ['appOpen'] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-fewest-date-last-month',
    type: 'breakdown',
    question: 'Which date last month had the fewest events?',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byDay, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-topups-monthly',
    type: 'breakdown',
    question: (now) =>
      `Wallet top-ups per month, ${longDay(o.monthStart(+now, -3))} to ${longDay(o.monthStart(+now) - DAY)}`,
    expect: breakdown(
      (now) => ({ range: R.between(o.monthStart(now, -3), o.monthStart(now) - DAY), names: ['walletTopUp'] }),
      o.byMonth,
      { named: 'ordered' },
    ),
  },
  {
    id: 'breakdown-weekly-events',
    type: 'breakdown',
    question: (now) =>
      `How many events did we log each week since Monday ${dayMonth(o.weekStart(+now) - 4 * WEEK)}?`,
    expect: breakdown((now) => ({ range: R.since(o.weekStart(now) - 4 * WEEK, now) }), o.byWeek),
  },
  {
    id: 'breakdown-busiest-weekday-8w',
    type: 'breakdown',
    question: 'Busiest weekday over the past 8 weeks?',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 8) }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-deposits-daily-last-week',
    type: 'breakdown',
    question: 'daily breakdown of savings deposits for last week',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: ['savingsDeposit'] }), o.byDay),
  },
  {
    id: 'breakdown-peak-hour-yesterday',
    type: 'breakdown',
    question: "Yesterday's peak hour?",
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byHour, { n: 1 }),
  },

  // 8. period comparisons (earlier period first; change = later − earlier)
  {
    id: 'compare-card-30d',
    type: 'compare',
    question: 'Card payments: last 30 days vs the 30 days before?',
    expect: compare(['cardPayment'], (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)]),
  },
  {
    id: 'compare-topups-months',
    type: 'compare',
    question: 'Top-up trend: wallet top-ups last month against the month before that?',
    expect: compare(['walletTopUp'], (now) => [R.month(o.monthStart(now, -2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-deposits-named-months',
    type: 'compare',
    question: (now) =>
      `savings deposits in ${monthOf(o.monthStart(+now, -2))} versus ${monthOf(o.monthStart(+now, -1))}`,
    expect: compare(['savingsDeposit'], (now) => [
      R.month(o.monthStart(now, -2)),
      R.month(o.monthStart(now, -1)),
    ]),
  },
  {
    id: 'compare-events-weeks',
    type: 'compare',
    question: 'Was there less activity last week than the week before?',
    expect: compare(undefined, (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)]),
  },
  {
    id: 'compare-app-opens-growing-14d',
    type: 'compare',
    question: 'Is the number of app opens growing? Compare the past 14 days with the 14 days before that.',
    expect: compare(['appOpen'], (now) => [R.lastDays(now - 14 * DAY, 14), R.lastDays(now, 14)]),
  },
  { id: 'compare-vague', type: 'compare', question: 'are things picking up lately?', expect: () => UNSURE },

  // 9. shares
  {
    id: 'share-card-of-events-7d',
    type: 'share',
    question: 'Past 7 days: card payments as a % of all events?',
    expect: eventShare(['cardPayment'], (now) => R.lastDays(now, 7)),
  },
  {
    id: 'share-users-deposit-30d',
    type: 'share',
    question: 'Of the customers active in the past 30 days, what percent made a savings deposit?',
    expect: userShare(['savingsDeposit'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-users-premium',
    type: 'share',
    question: 'Share of all customers with at least one premiumUpgrade?',
    expect: userShare(['premiumUpgrade'], R.all),
  },
  {
    id: 'share-app-opens-last-month',
    type: 'share',
    question: "app opens as a percentage of last month's events?",
    expect: eventShare(['appOpen'], R.lastMonth),
  },
  {
    id: 'share-users-support-this-month',
    type: 'share',
    question: 'this month, what percent of our active customers have used support chat?',
    expect: userShare(['supportChat'], R.thisMonth),
  },

  // 10. conversion (B strictly after the user's first A, both in range)
  {
    id: 'conversion-opened-topup-30d',
    type: 'conversion',
    question:
      'New accounts (accountOpened) in the past 30 days: how many went on to do a wallet top-up? percent too',
    expect: conversion('accountOpened', 'walletTopUp', (now) => R.lastDays(now, 30), 'n%'),
  },
  {
    id: 'conversion-goal-deposit',
    type: 'conversion',
    question: 'What % of customers who had a savingsGoalCreated followed it with a savingsDeposit?',
    expect: conversion('savingsGoalCreated', 'savingsDeposit', R.all, '%'),
  },
  {
    id: 'conversion-topup-card',
    type: 'conversion',
    question: 'After their first wallet top-up, how many customers went on to make a card payment?',
    expect: conversion('walletTopUp', 'cardPayment', R.all, 'n'),
  },
  {
    id: 'conversion-opened-premium-since',
    type: 'conversion',
    question: (now) =>
      `Conversion from accountOpened to premiumUpgrade since ${longDay(daysAgo(now, 90))}: how many converted, and what %?`,
    expect: conversion('accountOpened', 'premiumUpgrade', (now) => R.since(daysAgo(now, 90), now), 'n%'),
  },
  {
    id: 'conversion-loose',
    type: 'conversion',
    question: 'How many people who signed up later went premium?',
    expect: () => UNSURE,
  }, // "signed up" / "went premium" are looser names

  // 11. churn and new users
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: "How many of last month's active customers haven't had any activity so far this month?",
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `Customers active in ${monthOf(o.monthStart(+now, -2))} who didn't come back in ${monthOf(o.monthStart(+now, -1))} — how many?`,
    expect: churned((now) => [R.month(o.monthStart(now, -2)), R.month(o.monthStart(now, -1))]),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'new customers over the last 14 days?',
    expect: fresh((now) => R.lastDays(now, 14)),
  },
  {
    id: 'churn-new-last-month',
    type: 'churn',
    question: 'last month: number of brand-new customers (first time we ever saw them)?',
    expect: fresh(R.lastMonth),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `How many new users since ${shortDay(daysAgo(now, 45))}?`,
    expect: fresh((now) => R.since(daysAgo(now, 45), now)),
  },
  {
    id: 'churn-vague-lost',
    type: 'churn',
    question: 'How many customers have we lost recently?',
    expect: () => UNSURE,
  }, // "lost" and "recently" need stated assumptions

  // 12. existence and recency
  {
    id: 'recency-last-closure',
    type: 'recency',
    question: 'accountClosure — when did the latest one happen?',
    expect: latest(() => ({ names: ['accountClosure'] })),
  },
  {
    id: 'recency-last-rating',
    type: 'recency',
    question: 'latest app rating — when was it?',
    expect: latest(() => ({ names: ['appRating'] })),
  },
  {
    id: 'recency-any-premium',
    type: 'recency',
    question: 'Has anybody upgraded to premium? Date of the most recent premium upgrade?',
    expect: latest(() => ({ names: ['premiumUpgrade'] })),
  },
  {
    id: 'recency-user-card',
    type: 'recency',
    question: `${HEAVY}'s latest card payment — what date?`,
    expect: latest(() => ({ names: ['cardPayment'], user: HEAVY }), { noPoints: true }),
  },
  {
    id: 'recency-last-goal',
    type: 'recency',
    question: 'most recent savings goal created — when?',
    expect: latest(() => ({ names: ['savingsGoalCreated'] })),
  },
  {
    id: 'recency-unknown-loan',
    type: 'recency',
    question: "When was the last loan application? haven't seen one in a while",
    outOfScope: true,
    expect: () => LOW,
  },

  // 13. catalogue
  {
    id: 'catalogue-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: catalogue((ev) => ({ names: namesOf(ev), unordered: true })),
  },
  {
    id: 'catalogue-totals',
    type: 'catalogue',
    question: 'Size of our data: total events stored and number of distinct customers?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-kinds',
    type: 'catalogue',
    question: 'count of distinct event names?',
    expect: catalogue((ev) => ({ numbers: [namesOf(ev).length] })),
  },

  // 14. outside what events can answer
  {
    id: 'other-country',
    type: 'other',
    question: 'Which country sends the most transfers?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-currency',
    type: 'other',
    question: 'Total card spend in euros vs pounds?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-merchant-category',
    type: 'other',
    question: 'Break down card payments by merchant category please (groceries, travel, etc)',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-haiku',
    type: 'other',
    question: 'write me a haiku about saving money',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-platform',
    type: 'other',
    question: 'How many of our customers are on iPhone vs Android?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-why-close',
    type: 'other',
    question: 'Why do customers close their accounts?',
    outOfScope: true,
    expect: () => LOW,
  },
  { id: 'other-gibberish', type: 'other', question: 'asdf jkl; ??', outOfScope: true, expect: () => LOW },
  {
    id: 'other-health-check',
    type: 'other',
    question: 'Give me a quick health check of the business',
    expect: () => UNSURE,
  },
];

// One customer's events (all time), newest first → expectation with their count as dataPoints.
function orLowUser(user, build) {
  return (ev) =>
    orLow(o.newestFirst(o.select(ev, { user })), (s) => ({
      ...build(s),
      confidence: HIGH,
      dataPoints: s.length,
    }));
}

export const questionText = (c, now) => (typeof c.question === 'function' ? c.question(now) : c.question);
