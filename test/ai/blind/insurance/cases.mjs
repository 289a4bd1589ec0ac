// Blind evaluation cases for a car-insurance app (events from ./data.mjs).
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
const comparing = (names, periods) => (ev, now) => {
  const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
  if (!a.length && !b.length) return LOW();
  const c = o.change(a.length, b.length);
  return {
    numbers: [c.earlier, c.later, c.diff],
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
// the k newest events of one user, newest first (refuses a tie at the cut)
const recentOf = (user, k) => (ev) => {
  const s = o.newestFirst(o.select(ev, { user }));
  if (s.length > k && o.time(s[k - 1]) === o.time(s[k]))
    throw new Error(`tie at the cut of the ${k} newest events of ${user}`);
  return nonEmpty(s, () => ({
    names: s.slice(0, k).map((e) => e.eventName),
    confidence: HIGH,
    dataPoints: s.length,
  }));
};

// scopes
const named =
  (names, range = () => R.all()) =>
  (now) => ({ range: range(now), names });
const within = (range) => (now) => ({ range: range(now) });
const month = (k) => (now) => R.month(prevMonthStart(now, k));

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // 1. counts
  {
    id: 'count-claims-30d',
    type: 'count',
    question: 'How many claim_filed events in the last 30 days?',
    expect: countOf(named(['claim_filed'], (now) => R.lastDays(now, 30))),
  },
  {
    id: 'count-logins-yesterday',
    type: 'count',
    question: 'number of logins yesterday',
    expect: countOf(named(['login'], R.yesterday)),
  },
  {
    id: 'count-quotes-this-month',
    type: 'count',
    question: 'How many quote requested events have we had so far this month?',
    expect: countOf(named(['quote_requested'], R.thisMonth)),
  },
  {
    id: 'count-user-2w',
    type: 'count',
    question: `Total events for ${P.veteran} in the past 2 weeks`,
    expect: countOf((now) => ({ range: R.lastWeeks(now, 2), user: P.veteran })),
  },
  {
    id: 'count-purchases-between',
    type: 'count',
    question: (now) =>
      `How many policy.purchased events were there between ${brief(prevMonthStart(now))} and ${brief(prevMonthStart(now) + 14 * DAY)}?`,
    expect: countOf(
      named(['policy.purchased'], (now) => R.between(prevMonthStart(now), prevMonthStart(now) + 14 * DAY)),
    ),
  },
  {
    id: 'count-today',
    type: 'count',
    question: 'how many events have come in today?',
    expect: countOf(within(R.today)),
  },
  {
    id: 'count-approved-since',
    type: 'count',
    question: (now) => `Since ${spoken(ago(now, 40))}, how many claim.approved events have there been?`,
    expect: countOf(named(['claim.approved'], (now) => R.since(ago(now, 40), now))),
  },
  {
    id: 'count-trips-last-week',
    type: 'count',
    question: 'Could you tell me how many trip_scored events we logged last week, please?',
    expect: countOf(named(['trip_scored'], R.lastWeek)),
  },
  {
    id: 'count-cancellations-loose',
    type: 'count',
    question: 'How many policies got cancelled in the last 60 days?',
    expect: loose('policy_cancelled'),
  },

  // 2. distinct users
  {
    id: 'users-7d',
    type: 'users',
    question: 'How many unique customers did we have in the last 7 days?',
    expect: usersOf(within((now) => R.lastDays(now, 7))),
  },
  {
    id: 'users-quote-30d',
    type: 'users',
    question: 'distinct customers with a quote_requested event, past 30 days',
    expect: usersOf(named(['quote_requested'], (now) => R.lastDays(now, 30))),
  },
  {
    id: 'users-this-week',
    type: 'users',
    question: 'active customers this week?',
    expect: usersOf(within(R.thisWeek)),
  },
  {
    id: 'users-claims-month',
    type: 'users',
    question: (now) =>
      `In ${mName(prevMonthStart(now, 2))}, how many different users had claim_filed events?`,
    expect: usersOf(named(['claim_filed'], month(2))),
  },
  {
    id: 'users-drivers-yesterday',
    type: 'users',
    question: 'Hw many drivers had a trip_scored yesterday?',
    expect: usersOf(named(['trip_scored'], R.yesterday)),
  },
  {
    id: 'users-last-month',
    type: 'users',
    question: 'Number of active users last month',
    expect: usersOf(within(R.lastMonth)),
  },
  {
    id: 'users-chat-90d',
    type: 'users',
    question: 'How many customers used support_chat over the past 90 days?',
    expect: usersOf(named(['support_chat'], (now) => R.lastDays(now, 90))),
  },
  {
    id: 'users-uploads-loose',
    type: 'users',
    question: 'How many customers uploaded documents this month?',
    expect: loose('document_uploaded'),
  },

  // 3. values
  {
    id: 'value-claimed-30d',
    type: 'value',
    question: 'What is the total claimed amount on claim_filed in the last 30 days?',
    expect: valueOf(
      o.sum,
      named(['claim_filed'], (now) => R.lastDays(now, 30)),
    ),
  },
  {
    id: 'value-avg-purchase-last-month',
    type: 'value',
    question: 'average value of policy.purchased last month',
    expect: valueOf(o.avg, named(['policy.purchased'], R.lastMonth)),
  },
  {
    id: 'value-max-approved-60d',
    type: 'value',
    question: 'What was the largest claim.approved amount in the past 60 days?',
    expect: valueOf(
      o.max,
      named(['claim.approved'], (now) => R.lastDays(now, 60)),
    ),
  },
  {
    id: 'value-min-trip-this-month',
    type: 'value',
    question: 'lowest trip_scored value this month',
    expect: valueOf(o.min, named(['trip_scored'], R.thisMonth)),
  },
  {
    id: 'value-median-claim',
    type: 'value',
    question: 'What is the median claim_filed amount?',
    expect: valueOf(median, named(['claim_filed'])),
  },
  {
    id: 'value-payouts-since',
    type: 'value',
    question: (now) => `Total amount of claim.approved since ${brief(ago(now, 75))}`,
    expect: valueOf(
      o.sum,
      named(['claim.approved'], (now) => R.since(ago(now, 75), now)),
    ),
  },
  {
    id: 'value-avg-chat-14d',
    type: 'value',
    question: 'Over the last 14 days, what was the mean value of support chats?',
    expect: valueOf(
      o.avg,
      named(['support_chat'], (now) => R.lastDays(now, 14)),
    ),
  },
  {
    id: 'value-revenue-money-word',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: () => ({ names: ['policy.purchased'], confidence: 'not-high' }),
  },

  // 4. most and least common events
  {
    id: 'top-events-default',
    type: 'top-events',
    question: 'What are the most common events?',
    expect: rankedBy(named(undefined), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-7d',
    type: 'top-events',
    question: 'top 3 events in the last 7 days',
    expect: rankedBy(
      within((now) => R.lastDays(now, 7)),
      o.byName,
      { n: 3 },
    ),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'Which event happens least often?',
    expect: rankedBy(named(undefined), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-ten-month',
    type: 'top-events',
    question: 'Give me the ten most frequent events this month',
    expect: rankedBy(within(R.thisMonth), o.byName, { n: 10 }),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: 'most common event yesterday?',
    expect: rankedBy(within(R.yesterday), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-4-last-week',
    type: 'top-events',
    question: 'Last week, what were the 4 most frequent actions?',
    expect: rankedBy(within(R.lastWeek), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-least-3-30d',
    type: 'top-events',
    question: 'the 3 least common events over the past 30 days',
    expect: rankedBy(
      within((now) => R.lastDays(now, 30)),
      o.byName,
      { n: 3, ascending: true },
    ),
  },

  // 5. most active users
  {
    id: 'top-users-4-30d',
    type: 'top-users',
    question: 'Who are the four most active customers in the last 30 days?',
    expect: rankedBy(
      within((now) => R.lastDays(now, 30)),
      o.byUser,
      { n: 4 },
    ),
  },
  {
    id: 'top-users-claimed',
    type: 'top-users',
    question: 'top three customers by total claim_filed amount',
    expect: rankedBy(named(['claim_filed']), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-trips-month',
    type: 'top-users',
    question: 'Which driver had the most trip_scored events this month?',
    expect: rankedBy(named(['trip_scored'], R.thisMonth), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-6-last-week',
    type: 'top-users',
    question: 'top 6 users by number of events last week',
    expect: rankedBy(within(R.lastWeek), o.byUser, { n: 6 }),
  },
  {
    id: 'top-users-payouts-90d',
    type: 'top-users',
    question: 'In the last 90 days, which 5 customers received the highest total claim.approved amounts?',
    expect: rankedBy(
      named(['claim.approved'], (now) => R.lastDays(now, 90)),
      o.byUser,
      { n: 5, by: o.value },
    ),
  },
  {
    id: 'top-users-logins-2w',
    type: 'top-users',
    question: 'who had the most logins in the past 2 weeks',
    expect: rankedBy(
      named(['login'], (now) => R.lastWeeks(now, 2)),
      o.byUser,
      { n: 1 },
    ),
  },
  { id: 'top-users-spenders', type: 'top-users', question: 'Who are our top spenders?', expect: NOT_HIGH },

  // 6. one user
  {
    id: 'user-count-veteran',
    type: 'user',
    question: `How many events has ${P.veteran} had?`,
    expect: countOf(() => ({ user: P.veteran })),
  },
  {
    id: 'user-first-seen-newcomer',
    type: 'user',
    question: `When did ${P.newcomer} first show up?`,
    expect: firstOf(() => ({ user: P.newcomer })),
  },
  {
    id: 'user-last-seen-canceller',
    type: 'user',
    question: `last seen for ${P.canceller}`,
    expect: lastOf(() => ({ user: P.canceller })),
  },
  {
    id: 'user-names-shopper',
    type: 'user',
    question: `Which event types has ${P.shopper} used?`,
    expect: (ev) => {
      const s = o.select(ev, { user: P.shopper });
      return nonEmpty(s, () => ({
        names: allNames(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      }));
    },
  },
  {
    id: 'user-recent-newcomer',
    type: 'user',
    question: `Show me the 3 most recent events for ${P.newcomer}`,
    expect: recentOf(P.newcomer, 3),
  },
  {
    id: 'user-activity-shopper-30d',
    type: 'user',
    question: `How active was ${P.shopper} in the last 30 days? number of events please`,
    expect: countOf((now) => ({ range: R.lastDays(now, 30), user: P.shopper })),
  },
  {
    id: 'user-canceller-silent-14d',
    type: 'user',
    question: `Did ${P.canceller} do anything in the past 14 days?`,
    expect: countOf((now) => ({ range: R.lastDays(now, 14), user: P.canceller })),
  },
  { id: 'user-unknown', type: 'user', question: `Tell me about customer ${NOBODY}`, expect: LOW },

  // 7. breakdowns over time
  {
    id: 'breakdown-daily-7d',
    type: 'breakdown',
    question: 'Events per day over the last 7 days',
    expect: series(
      within((now) => R.lastDays(now, 7)),
      o.byDay,
      { unordered: true },
    ),
  },
  {
    id: 'breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'Which day of the week is busiest?',
    expect: rankedBy(named(undefined), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-claims-monthly',
    type: 'breakdown',
    question: 'monthly breakdown of claim_filed',
    expect: series(named(['claim_filed']), o.byMonth),
  },
  {
    id: 'breakdown-trip-hour',
    type: 'breakdown',
    question: 'At what hour of the day do most trip_scored events happen?',
    expect: rankedBy(named(['trip_scored']), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-quotes-weekly',
    type: 'breakdown',
    question: 'quote_requested per week for the past 4 weeks',
    expect: series(
      named(['quote_requested'], (now) => R.lastWeeks(now, 4)),
      o.byWeek,
    ),
  },
  {
    id: 'breakdown-busiest-day-month',
    type: 'breakdown',
    question: (now) => `Which day in ${mName(prevMonthStart(now))} had the most app opens?`,
    expect: rankedBy(named(['app_open'], month(1)), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-purchases-weekday-30d',
    type: 'breakdown',
    question: 'policy.purchased by weekday, last 30 days',
    expect: series(
      named(['policy.purchased'], (now) => R.lastDays(now, 30)),
      o.byWeekday,
      { unordered: true },
    ),
  },

  // 8. comparisons
  {
    id: 'compare-claims-7d',
    type: 'compare',
    question: 'Compare claim_filed in the last 7 days with the 7 days before',
    expect: comparing(['claim_filed'], (now) => [
      { from: now - 14 * DAY, to: now - 7 * DAY },
      R.lastDays(now, 7),
    ]),
  },
  {
    id: 'compare-purchases-months',
    type: 'compare',
    question: 'Were there more policy.purchased events last month than the month before?',
    expect: comparing(['policy.purchased'], (now) => [R.month(prevMonthStart(now, 2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-quotes-growing',
    type: 'compare',
    question: 'Is quote_requested growing? last 30 days vs the previous 30',
    expect: comparing(['quote_requested'], (now) => [
      { from: now - 60 * DAY, to: now - 30 * DAY },
      R.lastDays(now, 30),
    ]),
  },
  {
    id: 'compare-logins-weeks',
    type: 'compare',
    question: 'logins last week vs the week before',
    expect: comparing(['login'], (now) => [
      { from: o.weekStart(now) - 2 * o.WEEK, to: o.weekStart(now) - o.WEEK },
      R.lastWeek(now),
    ]),
  },
  {
    id: 'compare-events-named-months',
    type: 'compare',
    question: (now) =>
      `Total events in ${mName(prevMonthStart(now, 3))} compared to ${mName(prevMonthStart(now, 2))}?`,
    expect: comparing(undefined, (now) => [R.month(prevMonthStart(now, 3)), R.month(prevMonthStart(now, 2))]),
  },
  {
    id: 'compare-chats-14d',
    type: 'compare',
    question: 'support chats in the past 14 days compared with the 14 days before that',
    expect: comparing(['support_chat'], (now) => [
      { from: now - 28 * DAY, to: now - 14 * DAY },
      R.lastDays(now, 14),
    ]),
  },
  {
    id: 'compare-app-opens-days',
    type: 'compare',
    question: "How did yesterday's app opens compare with the day before?",
    expect: comparing(['app_open'], (now) => [
      { from: o.dayStart(now) - 2 * DAY, to: o.dayStart(now) - DAY },
      R.yesterday(now),
    ]),
  },

  // 9. shares
  {
    id: 'share-trips-all',
    type: 'share',
    question: 'What percentage of events are trip_scored?',
    expect: eventShare(['trip_scored'], () => R.all()),
  },
  {
    id: 'share-claimants-30d',
    type: 'share',
    question: 'What percent of active customers had a claim_filed event in the last 30 days?',
    expect: userShare(['claim_filed'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-chats-last-week',
    type: 'share',
    question: '% of last week’s events that were support_chat',
    expect: eventShare(['support_chat'], R.lastWeek),
  },
  {
    id: 'share-buyers-this-month',
    type: 'share',
    question: 'This month, what percentage of active users did policy.purchased?',
    expect: userShare(['policy.purchased'], R.thisMonth),
  },
  {
    id: 'share-logins-7d',
    type: 'share',
    question: 'how much of our activity in the last 7 days was logins, in percent?',
    expect: eventShare(['login'], (now) => R.lastDays(now, 7)),
  },
  {
    id: 'share-rejected-users',
    type: 'share',
    question: 'Percentage of customers with a claim.rejected event',
    expect: userShare(['claim.rejected'], () => R.all()),
  },
  {
    id: 'share-app-opens-yesterday',
    type: 'share',
    question: 'Out of all events yesterday, what share were app opens?',
    expect: eventShare(['app_open'], R.yesterday),
  },
  {
    id: 'share-renewals-loose',
    type: 'share',
    question: 'What share of drivers renewed their policy in the past 90 days?',
    expect: loose('policy_renewed'),
  },

  // 10. conversion
  {
    id: 'conv-quote-purchase-60d',
    type: 'conversion',
    question:
      'Of the customers who did quote_requested in the last 60 days, how many then did policy.purchased?',
    expect: converting('quote_requested', 'policy.purchased', (now) => R.lastDays(now, 60)),
  },
  {
    id: 'conv-claim-approved',
    type: 'conversion',
    question: 'conversion from claim_filed to claim.approved',
    expect: converting('claim_filed', 'claim.approved', () => R.all()),
  },
  {
    id: 'conv-open-quote-30d',
    type: 'conversion',
    question: 'What % of users who had app_open in the last 30 days went on to quote_requested?',
    expect: converting('app_open', 'quote_requested', (now) => R.lastDays(now, 30), '%'),
  },
  {
    id: 'conv-claim-rejected-3m',
    type: 'conversion',
    question: 'claim_filed → claim.rejected conversion over the last 3 months',
    expect: converting('claim_filed', 'claim.rejected', (now) => R.lastMonths(now, 3)),
  },
  {
    id: 'conv-quote-purchase-since',
    type: 'conversion',
    question: (now) =>
      `Since ${spoken(ago(now, 45))}, how many customers with a quote_requested later had a policy.purchased, and what percentage is that?`,
    expect: converting('quote_requested', 'policy.purchased', (now) => R.since(ago(now, 45), now)),
  },
  {
    id: 'conv-claim-chat-90d',
    type: 'conversion',
    question: 'Of users with claim_filed in the last 90 days, what percentage later did support_chat?',
    expect: converting('claim_filed', 'support_chat', (now) => R.lastDays(now, 90), '%'),
  },
  {
    id: 'conv-login-claim-2w',
    type: 'conversion',
    question: 'login to claim_filed conversion, past 2 weeks',
    expect: converting('login', 'claim_filed', (now) => R.lastWeeks(now, 2)),
  },

  // 11. churn and new users
  {
    id: 'churn-last-vs-this-month',
    type: 'churn',
    question: 'How many customers were active last month but not this month?',
    expect: churnOf((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'new-30d',
    type: 'churn',
    question: 'How many new customers did we get in the last 30 days?',
    expect: newOf((now) => R.lastDays(now, 30)),
  },
  { id: 'new-this-week', type: 'churn', question: 'new users this week', expect: newOf(R.thisWeek) },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `Customers active in ${mName(prevMonthStart(now, 2))} who did nothing in ${mName(prevMonthStart(now))}: how many?`,
    expect: churnOf((now) => [R.month(prevMonthStart(now, 2)), R.month(prevMonthStart(now))]),
  },
  {
    id: 'churn-last-week-this-week',
    type: 'churn',
    question: "How many customers who were active last week haven't been back this week?",
    expect: churnOf((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'new-last-month',
    type: 'churn',
    question: (now) => `How many brand-new customers showed up in ${mName(prevMonthStart(now))}?`,
    expect: newOf(month(1)),
  },
  {
    id: 'churn-90d-not-14d',
    type: 'churn',
    question: 'How many users active in the last 90 days have not been active in the last 14 days?',
    expect: churnOf((now) => [R.lastDays(now, 90), R.lastDays(now, 14)]),
  },

  // 12. existence and recency
  {
    id: 'recency-last-rejected',
    type: 'recency',
    question: 'When was the last claim.rejected?',
    expect: lastOf(named(['claim.rejected'])),
  },
  {
    id: 'recency-any-cancel-30d',
    type: 'recency',
    question: 'Has anyone had a policy_cancelled in the last 30 days?',
    expect: existsOf(named(['policy_cancelled'], (now) => R.lastDays(now, 30))),
  },
  {
    id: 'recency-last-renewal',
    type: 'recency',
    question: 'when did someone last do policy_renewed',
    expect: lastOf(named(['policy_renewed'])),
  },
  {
    id: 'recency-last-purchase',
    type: 'recency',
    question: 'Most recent policy.purchased — when was it?',
    expect: lastOf(named(['policy.purchased'])),
  },
  {
    id: 'recency-unknown-event',
    type: 'recency',
    question: 'Has anybody ever used roadside_assistance?',
    expect: LOW,
  },
  {
    id: 'recency-last-chat',
    type: 'recency',
    question: 'When was the latest support chat?',
    expect: lastOf(named(['support_chat'])),
  },
  {
    id: 'recency-first-claim',
    type: 'recency',
    question: 'When was the first claim_filed ever?',
    expect: firstOf(named(['claim_filed'])),
  },
  {
    id: 'recency-any-approval-week',
    type: 'recency',
    question: 'Did any customer get a claim.approved this week?',
    expect: existsOf(named(['claim.approved'], R.thisWeek)),
  },

  // 13. catalogue
  {
    id: 'catalogue-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-customers',
    type: 'catalogue',
    question: 'How many customers are there in total?',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'how many events have been recorded overall',
    expect: (ev) => ({ numbers: [ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'list all event names please',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-name-count',
    type: 'catalogue',
    question: 'How many different event types are there?',
    expect: (ev) => ({ numbers: [allNames(ev).length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'Quick overview: total number of users and total number of events',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-exists-names',
    type: 'catalogue',
    question: 'Which event names exist in our data?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },

  // 14. anything else
  {
    id: 'other-weather',
    type: 'other',
    question: "What's the weather going to be like in Chicago tomorrow?",
    expect: LOW,
  },
  {
    id: 'other-state',
    type: 'other',
    question: 'How many claims were filed by customers in Texas?',
    expect: LOW,
  },
  { id: 'other-car-models', type: 'other', question: 'Which car models have the most claims?', expect: LOW },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Predict how many claims we will get next month',
    expect: LOW,
  },
  { id: 'other-age', type: 'other', question: 'What is the average age of our drivers?', expect: LOW },
  { id: 'other-gibberish', type: 'other', question: 'asdf qwerty zxcv', expect: LOW },
  { id: 'other-poem', type: 'other', question: 'Write me a short poem about car insurance', expect: LOW },
  {
    id: 'other-unknown-event-count',
    type: 'other',
    question: 'How many roadside_assistance requests were there last week?',
    expect: LOW,
  },
  {
    id: 'other-why-cancel',
    type: 'other',
    question: 'Why are customers cancelling their policies?',
    expect: LOW,
  },
  { id: 'other-nps', type: 'other', question: "What's our NPS score?", expect: LOW },
  { id: 'other-delete', type: 'other', question: `Delete all events for ${P.canceller}`, expect: LOW },
  { id: 'other-fraud', type: 'other', question: 'How many of the claims were fraudulent?', expect: LOW },
  { id: 'other-region', type: 'other', question: 'claim payouts broken down by region', expect: LOW },
  {
    id: 'other-translate',
    type: 'other',
    question: 'Translate "your policy has been renewed" into Spanish',
    expect: LOW,
  },
];
