// Blind evaluation cases for a job board (events from ./data.mjs).
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
const monthRange = (now, k) => R.month(prevMonthStart(now, k));

// ---- expectations -----------------------------------------------------------------------
const HIGH = 'high';
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => o.round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length >> 1;
  return v.length % 2 ? v[k] : (v[k - 1] + v[k]) / 2;
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
// A looser name (verb form, synonym, partial name): at most medium, and the answer names the
// stored event(s) it used. Low (dataPoints 0) when the meant events are absent from the scope.
const loose = (stored, scope) => (ev, now) =>
  nonEmpty(o.select(ev, scope(+now)), () => ({ names: stored, confidence: 'not-high' }));
// every bucket that has events, chronological (or in any order)
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
// two periods, earlier first; measure = count (default) or summed value
const comparing =
  (names, periods, measure = (s) => s.length) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW();
    const c = o.change(measure(a), measure(b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      confidence: HIGH,
      dataPoints: a.length + b.length,
    };
  };
const eventShare = (names, range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now) }), (inRange) => ({
    percents: [o.percent(o.select(inRange, { names }).length, inRange.length)],
    confidence: HIGH,
    dataPoints: inRange.length,
  }));
const userShare = (names, range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now) }), (inRange) => ({
    percents: [o.percent(o.users(o.select(inRange, { names })).size, o.users(inRange).size)],
    confidence: HIGH,
    dataPoints: inRange.length,
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
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();
const outOfScope = () => LOW;

// ---- scopes -------------------------------------------------------------------------------
const all = () => ({});
const named =
  (names, range = R.all) =>
  (now) => ({ names, range: range(now) });
const during = (range) => (now) => ({ range: range(now) });
const ofUser =
  (user, names, range = R.all) =>
  (now) => ({ user, names, range: range(now) });

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // 1. counts ---------------------------------------------------------------------------------
  {
    id: 'count-apply-30d',
    type: 'count',
    question: 'How many times did candidates apply in the last 30 days?',
    expect: countOf(named(['apply'], (now) => R.lastDays(now, 30))),
  },
  {
    id: 'count-searches-yesterday',
    type: 'count',
    question: 'number of job searches yesterday',
    expect: countOf(named(['job_search'], R.yesterday)),
  },
  {
    id: 'count-events-this-week',
    type: 'count',
    question: 'How many events have we logged so far this week?',
    expect: countOf(during(R.thisWeek)),
  },
  {
    id: 'count-offers-since',
    type: 'count',
    question: (now) => `How many offer_received events have there been since ${spoken(ago(now, 40))}?`,
    expect: countOf((now) => ({ names: ['offer_received'], range: R.since(ago(now, 40), now) })),
  },
  {
    id: 'count-logins-employer',
    type: 'count',
    question: `How many logins did ${P.busyEmployer} have in the past 2 weeks?`,
    expect: countOf(ofUser(P.busyEmployer, ['login'], (now) => R.lastWeeks(now, 2))),
  },
  {
    id: 'count-views-on-day',
    type: 'count',
    question: (now) => `job views on ${brief(ago(now, 9))}?`,
    expect: countOf((now) => ({ names: ['job.view'], range: R.on(ago(now, 9)) })),
  },
  {
    id: 'count-messages-last-month',
    type: 'count',
    question: 'How many employer messages went out last month?',
    expect: countOf(named(['employer_message'], R.lastMonth)),
  },
  {
    id: 'count-alerts-between',
    type: 'count',
    question: (now) => `job alerts between ${brief(ago(now, 24))} and ${brief(ago(now, 10))} - how many?`,
    expect: countOf((now) => ({ names: ['job_alert'], range: R.between(ago(now, 24), ago(now, 10)) })),
  },
  {
    id: 'count-applications-loose',
    type: 'count',
    question: 'How many applications did we get last week?',
    expect: loose(['apply'], named(['apply'], R.lastWeek)),
  },
  {
    id: 'count-lapsed-nothing',
    type: 'count',
    question: `How many apply events did ${P.lapsed} have in the last 30 days?`,
    expect: countOf(ofUser(P.lapsed, ['apply'], (now) => R.lastDays(now, 30))),
  },
  {
    id: 'count-logins-last-year',
    type: 'count',
    question: 'How many logins were there last year?',
    expect: countOf(named(['login'], R.lastYear)),
  },

  // 2. distinct users ---------------------------------------------------------------------------
  {
    id: 'users-7d',
    type: 'users',
    question: 'How many unique users were active in the last 7 days?',
    expect: usersOf(during((now) => R.lastDays(now, 7))),
  },
  {
    id: 'users-login-today',
    type: 'users',
    question: 'How many users have had a login today?',
    expect: usersOf(named(['login'], R.today)),
  },
  {
    id: 'users-resume-this-month',
    type: 'users',
    question: 'Unique users with a resume upload this month?',
    expect: usersOf(named(['resume_upload'], R.thisMonth)),
  },
  {
    id: 'users-job-post-30d',
    type: 'users',
    question: 'How many employers had at least one job post in the last 30 days?',
    expect: usersOf(named(['job.post'], (now) => R.lastDays(now, 30))),
  },
  {
    id: 'users-applied-loose',
    type: 'users',
    question: (now) => `How many candidates applied in ${mName(prevMonthStart(now))}?`,
    expect: loose(
      ['apply'],
      named(['apply'], (now) => monthRange(now, 1)),
    ),
  },
  {
    id: 'users-since-date',
    type: 'users',
    question: (now) => `active users since ${o.isoDay(ago(now, 20))}`,
    expect: usersOf((now) => ({ range: R.since(ago(now, 20), now) })),
  },
  {
    id: 'users-interview-last-week',
    type: 'users',
    question: 'How many distinct candidates got an interview invite last week?',
    expect: usersOf(named(['interview_invite'], R.lastWeek)),
  },
  {
    id: 'users-2-months',
    type: 'users',
    question: 'How many people used the site in the past 2 months?',
    expect: usersOf(during((now) => R.lastMonths(now, 2))),
  },
  {
    id: 'users-6-hours',
    type: 'users',
    question: 'users active in the last 6 hours?',
    expect: usersOf(during((now) => R.lastHours(now, 6))),
  },

  // 3. values -------------------------------------------------------------------------------------
  {
    id: 'value-offer-avg-60d',
    type: 'value',
    question: "What's the average offer_received value over the last 60 days?",
    expect: valueOf(
      o.avg,
      named(['offer_received'], (now) => R.lastDays(now, 60)),
    ),
  },
  {
    id: 'value-job-post-sum-month',
    type: 'value',
    question: 'How much did employers pay in total for job.post this month?',
    expect: valueOf(o.sum, named(['job.post'], R.thisMonth)),
  },
  {
    id: 'value-offer-max',
    type: 'value',
    question: 'Highest offer_received value ever?',
    expect: valueOf(o.max, named(['offer_received'])),
  },
  {
    id: 'value-job-post-min-90d',
    type: 'value',
    question: "What's the lowest job.post value in the past 90 days?",
    expect: valueOf(
      o.min,
      named(['job.post'], (now) => R.lastDays(now, 90)),
    ),
  },
  {
    id: 'value-view-median-week',
    type: 'value',
    question: 'median job.view value this week',
    expect: valueOf(median, named(['job.view'], R.thisWeek)),
  },
  {
    id: 'value-apply-avg-14d',
    type: 'value',
    question: 'Average value of apply events over the last 14 days, please.',
    expect: valueOf(
      o.avg,
      named(['apply'], (now) => R.lastDays(now, 14)),
    ),
  },
  {
    id: 'value-offer-sum-user',
    type: 'value',
    question: `What's the sum of offer_received values for ${P.newcomer}?`,
    expect: valueOf(o.sum, ofUser(P.newcomer, ['offer_received'])),
  },
  {
    id: 'value-view-avg-user',
    type: 'value',
    question: `avg job.view value for ${P.heavySeeker} in the past 30 days`,
    expect: valueOf(
      o.avg,
      ofUser(P.heavySeeker, ['job.view'], (now) => R.lastDays(now, 30)),
    ),
  },
  {
    id: 'value-revenue-posting-fees',
    type: 'value',
    question: 'How much revenue did posting fees bring in last month?',
    expect: loose(['job.post'], named(['job.post'], R.lastMonth)),
  },

  // 4. most / least common events -------------------------------------------------------------------
  {
    id: 'top-events-default',
    type: 'top-events',
    question: 'What are our most common events?',
    expect: rankedBy(all, o.byName, { n: 5 }),
  },
  {
    id: 'top-event-7d',
    type: 'top-events',
    question: 'Most common event in the last 7 days?',
    expect: rankedBy(
      during((now) => R.lastDays(now, 7)),
      o.byName,
      { n: 1 },
    ),
  },
  {
    id: 'least-3-this-month',
    type: 'top-events',
    question: 'Which 3 events happened least often this month?',
    expect: rankedBy(during(R.thisMonth), o.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-three-yesterday',
    type: 'top-events',
    question: 'top three events yesterday',
    expect: rankedBy(during(R.yesterday), o.byName, { n: 3 }),
  },
  {
    id: 'rank-all-last-week',
    type: 'top-events',
    question: 'Rank every event type by how often it occurred last week.',
    expect: rankedBy(during(R.lastWeek), o.byName),
  },
  {
    id: 'top-events-heavy-user',
    type: 'top-events',
    question: `What did ${P.heavySeeker} do most in the past 30 days? Top 2 please.`,
    expect: rankedBy(
      ofUser(P.heavySeeker, undefined, (now) => R.lastDays(now, 30)),
      o.byName,
      { n: 2 },
    ),
  },
  {
    id: 'rarest-event',
    type: 'top-events',
    question: 'Which event is the rarest?',
    expect: rankedBy(all, o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-4-since',
    type: 'top-events',
    question: (now) => `Since ${brief(ago(now, 14))}, which four events were most frequent?`,
    expect: rankedBy((now) => ({ range: R.since(ago(now, 14), now) }), o.byName, { n: 4 }),
  },

  // 5. most active users ----------------------------------------------------------------------------
  {
    id: 'top-users-5',
    type: 'top-users',
    question: 'Who are the 5 most active users?',
    expect: rankedBy(all, o.byUser, { n: 5 }),
  },
  {
    id: 'top-appliers',
    type: 'top-users',
    question: 'Which two users have the most apply events overall?',
    expect: rankedBy(named(['apply']), o.byUser, { n: 2 }),
  },
  {
    id: 'top-employers-by-fees',
    type: 'top-users',
    question: 'Which 5 employers paid the most for job posts overall?',
    expect: rankedBy(named(['job.post']), o.byUser, { n: 5, by: o.value }),
  },
  {
    id: 'most-active-this-week',
    type: 'top-users',
    question: 'most active user this week?',
    expect: rankedBy(during(R.thisWeek), o.byUser, { n: 1 }),
  },
  {
    id: 'top-5-searchers-last-month',
    type: 'top-users',
    question: 'top five users by job searches last month',
    expect: rankedBy(named(['job_search'], R.lastMonth), o.byUser, { n: 5 }),
  },
  {
    id: 'top-offer-value',
    type: 'top-users',
    question: 'Which 3 candidates have the highest total offer_received value?',
    expect: rankedBy(named(['offer_received']), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-messagers',
    type: 'top-users',
    question: 'Which employers sent the most employer messages? Just the top 2.',
    expect: rankedBy(named(['employer_message']), o.byUser, { n: 2 }),
  },
  {
    id: 'top-spenders-money-word',
    type: 'top-users',
    question: 'Who are our top spenders?',
    expect: (ev) => (ev.some((e) => e.eventName === 'job.post') ? { confidence: 'not-high' } : LOW()),
  },

  // 6. one user ---------------------------------------------------------------------------------------
  {
    id: 'user-count-heavy',
    type: 'user',
    question: `How many events does ${P.heavySeeker} have?`,
    expect: countOf(ofUser(P.heavySeeker)),
  },
  {
    id: 'user-last-seen-lapsed',
    type: 'user',
    question: `When was ${P.lapsed} last seen?`,
    expect: lastOf(ofUser(P.lapsed)),
  },
  {
    id: 'user-first-seen-newcomer',
    type: 'user',
    question: `When did ${P.newcomer} first show up?`,
    expect: firstOf(ofUser(P.newcomer)),
  },
  {
    id: 'user-recent-3-employer',
    type: 'user',
    question: `What were ${P.busyEmployer}'s 3 most recent events?`,
    expect: (ev) =>
      nonEmpty(o.select(ev, { user: P.busyEmployer }), (s) => ({
        names: o
          .newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-event-types-newcomer',
    type: 'user',
    question: `Which event types has ${P.newcomer} used?`,
    expect: (ev) =>
      nonEmpty(o.select(ev, { user: P.newcomer }), (s) => ({
        names: allNames(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-activity-7d',
    type: 'user',
    question: `How active was ${P.heavySeeker} over the last 7 days?`,
    expect: countOf(ofUser(P.heavySeeker, undefined, (now) => R.lastDays(now, 7))),
  },
  {
    id: 'user-first-last-employer',
    type: 'user',
    question: `${P.busyEmployer}: first and last seen?`,
    expect: (ev) =>
      nonEmpty(o.select(ev, { user: P.busyEmployer }), (s) => ({
        names: [o.isoDay(Math.min(...s.map(o.time))), o.isoDay(Math.max(...s.map(o.time)))],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    question: `Show me everything ${NOBODY} did this month`,
    expect: countOf(ofUser(NOBODY, undefined, R.thisMonth)),
  },

  // 7. breakdowns over time ------------------------------------------------------------------------------
  {
    id: 'daily-searches-past-week',
    type: 'breakdown',
    question: 'Daily job searches over the past week',
    expect: series(
      named(['job_search'], (now) => R.lastDays(now, 7)),
      o.byDay,
      { unordered: true },
    ),
  },
  {
    id: 'busiest-weekday-logins',
    type: 'breakdown',
    question: 'Which day of the week has the most logins?',
    expect: rankedBy(named(['login']), o.byWeekday, { n: 1 }),
  },
  {
    id: 'weekly-signups-8w',
    type: 'breakdown',
    question: 'Weekly signups for the last 8 weeks',
    expect: series(
      named(['signup'], (now) => R.lastWeeks(now, 8)),
      o.byWeek,
    ),
  },
  {
    id: 'monthly-job-posts-this-year',
    type: 'breakdown',
    question: 'job.post events per month this year',
    expect: series(named(['job.post'], R.thisYear), o.byMonth),
  },
  {
    id: 'peak-hour-searches',
    type: 'breakdown',
    question: 'At what hour of the day do job searches peak?',
    expect: rankedBy(named(['job_search']), o.byHour, { n: 1 }),
  },
  {
    id: 'busiest-day-30d',
    type: 'breakdown',
    question: 'Busiest day in the last 30 days?',
    expect: rankedBy(
      during((now) => R.lastDays(now, 30)),
      o.byDay,
      { n: 1 },
    ),
  },
  {
    id: 'hourly-views-yesterday',
    type: 'breakdown',
    question: 'Break down job.view events by hour of day for yesterday.',
    expect: series(named(['job.view'], R.yesterday), o.byHour),
  },
  {
    id: 'weekday-apply-4w',
    type: 'breakdown',
    question: 'apply events by weekday over the past 4 weeks',
    expect: series(
      named(['apply'], (now) => R.lastWeeks(now, 4)),
      o.byWeekday,
      { unordered: true },
    ),
  },

  // 8. period comparisons --------------------------------------------------------------------------------
  {
    id: 'compare-searches-7d',
    type: 'compare',
    question: 'job searches in the last 7 days vs the 7 days before?',
    expect: comparing(['job_search'], (now) => [
      { from: now - 14 * DAY, to: now - 7 * DAY },
      R.lastDays(now, 7),
    ]),
  },
  {
    id: 'compare-signups-30d',
    type: 'compare',
    question: 'Are signups growing? Compare the last 30 days with the previous 30.',
    expect: comparing(['signup'], (now) => [
      { from: now - 60 * DAY, to: now - 30 * DAY },
      R.lastDays(now, 30),
    ]),
  },
  {
    id: 'compare-job-posts-months',
    type: 'compare',
    question: (now) =>
      `${mName(prevMonthStart(now, 1))} vs ${mName(prevMonthStart(now, 2))}: how many job.post events?`,
    expect: comparing(['job.post'], (now) => [monthRange(now, 2), monthRange(now, 1)]),
  },
  {
    id: 'compare-logins-weeks',
    type: 'compare',
    question: 'Did logins go up or down last week compared with the week before?',
    expect: comparing(['login'], (now) => {
      const w = R.lastWeek(now);
      return [{ from: w.from - 7 * DAY, to: w.from }, w];
    }),
  },
  {
    id: 'compare-searches-yesterday',
    type: 'compare',
    question: 'Compare job searches yesterday with the day before.',
    expect: comparing(['job_search'], (now) => {
      const y = R.yesterday(now);
      return [{ from: y.from - DAY, to: y.from }, y];
    }),
  },
  {
    id: 'compare-all-14d',
    type: 'compare',
    question: 'Total events in the past 14 days versus the 14 days before that',
    expect: comparing(undefined, (now) => [
      { from: now - 28 * DAY, to: now - 14 * DAY },
      R.lastDays(now, 14),
    ]),
  },
  {
    id: 'compare-offers-4w',
    type: 'compare',
    question: 'Is offer_received growing? Last 4 weeks against the 4 weeks before.',
    expect: comparing(['offer_received'], (now) => [
      { from: now - 56 * DAY, to: now - 28 * DAY },
      R.lastWeeks(now, 4),
    ]),
  },
  {
    id: 'compare-job-post-value-months',
    type: 'compare',
    question: (now) =>
      `Total job.post value in ${mName(prevMonthStart(now, 1))} compared with ${mName(prevMonthStart(now, 2))}?`,
    expect: comparing(['job.post'], (now) => [monthRange(now, 2), monthRange(now, 1)], o.sum),
  },

  // 9. shares ----------------------------------------------------------------------------------------------
  {
    id: 'share-searches-all',
    type: 'share',
    question: 'What percentage of all events are job searches?',
    expect: eventShare(['job_search'], R.all),
  },
  {
    id: 'share-users-apply-30d',
    type: 'share',
    question: 'What % of active users had an apply event in the last 30 days?',
    expect: userShare(['apply'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-logins-this-week',
    type: 'share',
    question: 'Logins as a share of all events this week?',
    expect: eventShare(['login'], R.thisWeek),
  },
  {
    id: 'share-users-resume',
    type: 'share',
    question: 'What percent of users have done a resume_upload?',
    expect: userShare(['resume_upload'], R.all),
  },
  {
    id: 'share-views-yesterday',
    type: 'share',
    question: "Percentage of yesterday's events that were job.view",
    expect: eventShare(['job.view'], R.yesterday),
  },
  {
    id: 'share-users-job-post-last-month',
    type: 'share',
    question: "What percentage of last month's active users made a job.post?",
    expect: userShare(['job.post'], R.lastMonth),
  },
  {
    id: 'share-messages-7d',
    type: 'share',
    question: 'How much of the activity in the last 7 days is employer messages, in percent?',
    expect: eventShare(['employer_message'], (now) => R.lastDays(now, 7)),
  },

  // 10. conversion -------------------------------------------------------------------------------------------
  {
    id: 'conv-search-apply-30d',
    type: 'conversion',
    question: 'Of the users who did a job_search in the last 30 days, how many went on to apply?',
    expect: converting('job_search', 'apply', (now) => R.lastDays(now, 30)),
  },
  {
    id: 'conv-signup-resume',
    type: 'conversion',
    question: 'signup to resume_upload conversion rate',
    expect: converting('signup', 'resume_upload', R.all),
  },
  {
    id: 'conv-invite-offer-90d',
    type: 'conversion',
    question: 'What % of users with an interview_invite in the last 90 days later had an offer_received?',
    expect: converting('interview_invite', 'offer_received', (now) => R.lastDays(now, 90)),
  },
  {
    id: 'conv-view-save-2w',
    type: 'conversion',
    question: 'job.view → job.save conversion over the past 2 weeks',
    expect: converting('job.view', 'job.save', (now) => R.lastWeeks(now, 2)),
  },
  {
    id: 'conv-signup-apply-since',
    type: 'conversion',
    question: (now) =>
      `Since ${spoken(ago(now, 60))}, of everyone with a signup, how many did an apply afterwards?`,
    expect: converting('signup', 'apply', (now) => R.since(ago(now, 60), now)),
  },
  {
    id: 'conv-login-search-this-month',
    type: 'conversion',
    question: 'This month, of users with a login, what share ran a job_search after it?',
    expect: converting('login', 'job_search', R.thisMonth),
  },
  {
    id: 'conv-apply-invite-last-month',
    type: 'conversion',
    question: 'apply → interview_invite conversion last month',
    expect: converting('apply', 'interview_invite', R.lastMonth),
  },
  {
    id: 'conv-saved-applied-loose',
    type: 'conversion',
    question: 'What % of candidates who saved a job later applied?',
    expect: loose(['job.save', 'apply'], named(['job.save'])),
  },

  // 11. churn and new users -------------------------------------------------------------------------------------
  {
    id: 'new-users-30d',
    type: 'churn',
    question: 'How many new users in the last 30 days?',
    expect: newOf((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-month-pair',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${mName(prevMonthStart(now, 2))} but not in ${mName(prevMonthStart(now, 1))}?`,
    expect: churnOf((now) => [monthRange(now, 2), monthRange(now, 1)]),
  },
  {
    id: 'new-users-this-month',
    type: 'churn',
    question: 'new users this month?',
    expect: newOf(R.thisMonth),
  },
  {
    id: 'churn-last-week-this-week',
    type: 'churn',
    question: "How many of last week's users haven't been back this week?",
    expect: churnOf((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-earlier-month-pair',
    type: 'churn',
    question: (now) =>
      `Of the users active in ${mName(prevMonthStart(now, 3))}, how many did not come back in ${mName(prevMonthStart(now, 2))}?`,
    expect: churnOf((now) => [monthRange(now, 3), monthRange(now, 2)]),
  },
  {
    id: 'new-users-last-week',
    type: 'churn',
    question: 'How many new users did we get last week?',
    expect: newOf(R.lastWeek),
  },
  {
    id: 'first-time-users-yesterday',
    type: 'churn',
    question: 'first-time users yesterday?',
    expect: newOf(R.yesterday),
  },
  {
    id: 'new-users-named-month',
    type: 'churn',
    question: (now) => `new users in ${mName(prevMonthStart(now, 1))}`,
    expect: newOf((now) => monthRange(now, 1)),
  },

  // 12. existence and recency ---------------------------------------------------------------------------------------
  {
    id: 'last-offer',
    type: 'recency',
    question: 'When was the last offer_received?',
    expect: lastOf(named(['offer_received'])),
  },
  {
    id: 'any-job-posts-3d',
    type: 'recency',
    question: 'Any job posts in the past 3 days?',
    expect: existsOf(named(['job.post'], (now) => R.lastDays(now, 3))),
  },
  {
    id: 'last-sign-up',
    type: 'recency',
    question: 'When did someone last sign up?',
    expect: lastOf(named(['signup'])),
  },
  {
    id: 'lapsed-last-apply',
    type: 'recency',
    question: `When did ${P.lapsed} last apply?`,
    expect: lastOf(ofUser(P.lapsed, ['apply'])),
  },
  {
    id: 'any-job-alert-7d',
    type: 'recency',
    question: 'Has anyone created a job alert in the past 7 days?',
    expect: existsOf(named(['job_alert'], (now) => R.lastDays(now, 7))),
  },
  {
    id: 'unknown-user-ever',
    type: 'recency',
    question: `Has ${NOBODY} ever logged in?`,
    expect: existsOf(ofUser(NOBODY)),
  },
  {
    id: 'first-job-post',
    type: 'recency',
    question: 'When was the very first job.post?',
    expect: firstOf(named(['job.post'])),
  },
  {
    id: 'last-posted-loose',
    type: 'recency',
    question: 'When did an employer last post a job?',
    expect: loose(['job.post'], named(['job.post'])),
  },

  // 13. catalogue ---------------------------------------------------------------------------------------------------
  {
    id: 'catalogue-events',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-users',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-event-count',
    type: 'catalogue',
    question: 'How many events have been recorded overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'list all event names pls',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'How many different event types exist?',
    expect: (ev) => ({ numbers: [allNames(ev).length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'Give me an overview: total users and total events.',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },

  // 14. anything else -----------------------------------------------------------------------------------------------
  {
    id: 'other-job-categories',
    type: 'other',
    question: 'Which job categories get the most applications?',
    expect: outOfScope(),
  },
  {
    id: 'other-salary-by-city',
    type: 'other',
    question: "What's the average salary offered by city?",
    expect: outOfScope(),
  },
  {
    id: 'other-browser',
    type: 'other',
    question: 'Which browser do most candidates use?',
    expect: outOfScope(),
  },
  {
    id: 'other-cover-letter',
    type: 'other',
    question: 'Write me a cover letter for a marketing manager role.',
    expect: outOfScope(),
  },
  {
    id: 'other-weather',
    type: 'other',
    question: "What's the weather like in Berlin today?",
    expect: outOfScope(),
  },
  {
    id: 'other-refunds',
    type: 'other',
    question: 'How many refunds did we issue last month?',
    expect: outOfScope(),
  },
  {
    id: 'other-nonsense',
    type: 'other',
    question: 'blorp wizzle frobnicate?',
    expect: outOfScope(),
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: "Predict how many signups we'll get next month.",
    expect: outOfScope(),
  },
  {
    id: 'other-why-lapsed',
    type: 'other',
    question: `Why did ${P.lapsed} stop using the site?`,
    expect: outOfScope(),
  },
  {
    id: 'other-candidate-age',
    type: 'other',
    question: "What's the average age of our candidates?",
    expect: outOfScope(),
  },
  {
    id: 'other-delete-user',
    type: 'other',
    question: `Delete all of ${P.heavySeeker}'s data.`,
    expect: outOfScope(),
  },
  {
    id: 'other-mobile-views',
    type: 'other',
    question: 'How many job views came from mobile devices?',
    expect: outOfScope(),
  },
  {
    id: 'other-joke',
    type: 'other',
    question: 'Tell me a joke about recruiters.',
    expect: outOfScope(),
  },
  {
    id: 'other-remote-share',
    type: 'other',
    question: 'What share of postings are remote jobs?',
    expect: outOfScope(),
  },
  {
    id: 'other-employer-rating',
    type: 'other',
    question: "What's the average employer rating?",
    expect: outOfScope(),
  },
  {
    id: 'other-db-schema',
    type: 'other',
    question: 'Show me the SQL schema of your database.',
    expect: outOfScope(),
  },
];
