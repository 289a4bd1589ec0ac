// Blind question cases for the Dailyline news/media dataset (./data.mjs), following
// ../../shared/ai/SEMANTICS.md. Each case: { id, type, question, expect, outOfScope? }.
// `question` is a string or a function of `now` (a Date); `expect(events, now)` returns what a
// correct engine answers, in the shape ../../shared/ai/eval/score.mjs scores:
//   { numbers?, percents?, names?, unordered?, confidence: 'high'|'low'|'not-high', dataPoints? }
// Interpretation choices are listed in README.md.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;
const P = PERSONAS;

export const TYPES = [
  'count',
  'users',
  'value',
  'top-events',
  'top-users',
  'user',
  'breakdown',
  'compare',
  'share',
  'conversion',
  'churn',
  'recency',
  'catalogue',
  'other',
];

// ---- question text helpers ------------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY; // start of the day n days back
const ordinal = (d) => `${d}${[11, 12, 13].includes(d) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`; // October 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Oct 3
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const isoDay = (t) => o.isoDay(t);

// ---- expectation builders -------------------------------------------------------------------

const HIGH = 'high';
const LOW = { confidence: 'low', dataPoints: 0 }; // nothing can be answered / nothing matched
const UNSURE = { confidence: 'not-high' }; // an assumption is needed (medium) or low

const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const sel = (ev, scope) => o.select(ev, scope);

// `scope(now)` → filters for oracle.select: { range, names, user }.
const count = (scope) => (ev, now) =>
  orLow(sel(ev, scope(+now)), (s) => ({ numbers: [s.length], confidence: HIGH, dataPoints: s.length }));

const distinct = (scope) => (ev, now) =>
  orLow(sel(ev, scope(+now)), (s) => ({
    numbers: [o.users(s).size],
    confidence: HIGH,
    dataPoints: s.length,
  }));

const measure = (fn, scope) => (ev, now) =>
  orLow(sel(ev, scope(+now)), (s) => ({ numbers: [fn(s)], confidence: HIGH, dataPoints: s.length }));

const total = (s) => o.round(o.sum(s), 2); // prices carry cents: no binary noise
const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return o.round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};

// Ranked list: names in rank order, each with its figure; dataPoints = events in scope.
const ranked =
  (scope, key, { n, ascending, by } = {}) =>
  (ev, now) =>
    orLow(sel(ev, scope(+now)), (s) => {
      const top = o.rank(o.tally(s, key, by), { n, ascending });
      return {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// Per-period figures of a breakdown, labels in any order (or chronological when `ordered`).
const breakdown =
  (scope, key, { labels = true, ordered = false } = {}) =>
  (ev, now) =>
    orLow(sel(ev, scope(+now)), (s) => {
      const t = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        ...(labels ? { names: t.map(([k]) => k), unordered: !ordered } : {}),
        numbers: t.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// `periods(now)` → [earlier range, later range]; `measureOf` events → figure.
const compare =
  (names, periods, measureOf = (s) => s.length) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => sel(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(measureOf(a), measureOf(b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      confidence: HIGH,
      dataPoints: a.length + b.length,
    };
  };

const shareOfEvents = (names, range) => (ev, now) =>
  orLow(sel(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(sel(all, { names }).length, all.length)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

const shareOfUsers = (names, range) => (ev, now) =>
  orLow(sel(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(sel(all, { names })).size, o.users(all).size)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

// SEMANTICS: "the answer gives both counts and the percentage", whatever the wording asks first.
const conversion = (a, b, range) => (ev, now) => {
  const c = o.conversion(ev, range(+now), a, b);
  if (!c.did) return LOW;
  return { numbers: [c.did, c.converted], percents: [c.pct], confidence: HIGH };
};

const churned = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return orLow(sel(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};

const newUsers = (range) => (ev, now) =>
  orLow(sel(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// "When was the last X": the date of the newest matching event; dataPoints = all X events.
const lastDate = (scope) => (ev, now) =>
  orLow(sel(ev, scope(+now)), (s) => ({
    names: [isoDay(o.time(o.newestFirst(s)[0]))],
    confidence: HIGH,
    dataPoints: s.length,
  }));

// "Did anyone do X (in range)": yes, with the matching events as dataPoints.
const exists = (scope) => (ev, now) =>
  orLow(sel(ev, scope(+now)), (s) => ({ confidence: HIGH, dataPoints: s.length }));

// Money words without an event name: the sum over `subscription purchased`, medium confidence.
const revenue = (range) => (ev, now) =>
  orLow(sel(ev, { range: range(+now), names: ['subscription purchased'] }), (s) => ({
    numbers: [total(s)],
    confidence: 'not-high',
  }));

const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });

const PODCAST = ['podcast listen'];
const VIEW = ['article view'];

// ---- the cases --------------------------------------------------------------------------------

export const cases = [
  // 1. counts
  {
    id: 'count-views-yesterday',
    type: 'count',
    question: 'Article views yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: VIEW })),
  },
  {
    id: 'count-paywall-7d',
    type: 'count',
    question: 'Past 7 days — how many paywall hits have we had?',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['paywall hit'] })),
  },
  {
    id: 'count-newsletter-last-month',
    type: 'count',
    question: 'newsletter signups? last month',
    expect: count((now) => ({ range: R.lastMonth(now), names: ['newsletter signup'] })),
  },
  {
    id: 'count-comments-on-day',
    type: 'count',
    question: (now) => `Number of comments posted on ${longDay(daysAgo(now, 6))}?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 6)), names: ['Comment Posted'] })),
  },
  {
    id: 'count-podcast-video-between',
    type: 'count',
    question: (now) =>
      `Between ${isoDay(daysAgo(now, 21))} and ${isoDay(daysAgo(now, 15))}, how many podcast listens and video watched events did we log combined?`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 21), daysAgo(now, 15)),
      names: ['podcast listen', 'video watched'],
    })),
  },
  {
    id: 'count-all-48h',
    type: 'count',
    question: 'how many events came in over the last 48 hours? just the raw total',
    expect: count((now) => ({ range: R.lastHours(now, 48) })),
  },
  {
    id: 'count-accounts-before',
    type: 'count',
    question: (now) => `accounts created before ${shortDay(daysAgo(now, 50))} — how many?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 50)), names: ['account created'] })),
  },
  {
    id: 'count-sign-ins-today',
    type: 'count',
    question: 'Sign ins so far today?',
    expect: count((now) => ({ range: R.today(now), names: ['sign in'] })),
  },
  {
    id: 'count-unknown-gift',
    type: 'count',
    question: "How many gift article sent events did we get last week? I can't find them",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'count-pageviews-loose',
    type: 'count',
    question: 'How many pageviews did Dailyline get yesterday?',
    expect: () => UNSURE,
  },
  { id: 'count-shares-loose', type: 'count', question: 'Shares this month?', expect: () => UNSURE },

  // 2. distinct users
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'How many readers were active in the last 30 days?',
    expect: distinct((now) => ({ range: R.lastDays(now, 30) })),
  },
  {
    id: 'users-search-this-week',
    type: 'users',
    question: 'this week, how many different people used search?',
    expect: distinct((now) => ({ range: R.thisWeek(now), names: ['search'] })),
  },
  {
    id: 'users-visitors-yesterday',
    type: 'users',
    question: 'Unique visitors yesterday?',
    expect: distinct((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'users-push-since',
    type: 'users',
    question: (now) =>
      `Since ${longDay(daysAgo(now, 40))}, how many distinct readers have had a push notification opened?`,
    expect: distinct((now) => ({
      range: R.since(daysAgo(now, 40), now),
      names: ['push_notification_opened'],
    })),
  },
  {
    id: 'users-podcast-2w',
    type: 'users',
    question: 'Number of people with at least one podcast listen in the past 2 weeks',
    expect: distinct((now) => ({ range: R.lastWeeks(now, 2), names: PODCAST })),
  },
  {
    id: 'users-crossword-ever',
    type: 'users',
    question: "How many unique users have ever had a Crossword Completed? all-time, don't filter",
    expect: distinct(() => ({ names: ['Crossword Completed'] })),
  },
  {
    id: 'users-subscribers-ambiguous',
    type: 'users',
    question: 'How many subscribers do we have right now?',
    expect: () => UNSURE,
  },

  // 3. sum, average, minimum, maximum, median
  {
    id: 'value-podcast-avg-30d',
    type: 'value',
    question: 'avg podcast listen value in the last 30 days?',
    expect: measure(o.avg, (now) => ({ range: R.lastDays(now, 30), names: PODCAST })),
  },
  {
    id: 'value-video-sum-this-month',
    type: 'value',
    question: "What's the total value of videos watched this month?",
    expect: measure(o.sum, (now) => ({ range: R.thisMonth(now), names: ['video watched'] })),
  },
  {
    id: 'value-purchase-max',
    type: 'value',
    question: 'Max value of a subscription purchased event?',
    expect: measure(o.max, () => ({ names: ['subscription purchased'] })),
  },
  {
    id: 'value-video-min-last-week',
    type: 'value',
    question: 'What was the minimum video watched value last week?',
    expect: measure(o.min, (now) => ({ range: R.lastWeek(now), names: ['video watched'] })),
  },
  {
    id: 'value-podcast-median',
    type: 'value',
    question: 'Median podcast listen value across everything we have?',
    expect: measure(median, () => ({ names: PODCAST })),
  },
  {
    id: 'value-user-purchases-sum',
    type: 'value',
    question: `Sum of subscription purchased values for ${P.newbie}?`,
    expect: measure(total, () => ({ names: ['subscription purchased'], user: P.newbie })),
  },
  {
    id: 'value-crossword-avg-user',
    type: 'value',
    question: `What's the average Crossword Completed value for ${P.loyal} over the past 60 days?`,
    expect: measure(o.avg, (now) => ({
      range: R.lastDays(now, 60),
      names: ['Crossword Completed'],
      user: P.loyal,
    })),
  },
  {
    id: 'value-revenue-money',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: revenue(R.lastMonth),
  },
  {
    id: 'value-time-on-video-ambiguous',
    type: 'value',
    question: 'How much time do readers spend on videos?',
    expect: () => UNSURE,
  },

  // 4. most and least common events
  {
    id: 'top-events-this-month',
    type: 'top-events',
    question: 'What are the top events this month?',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-yesterday',
    type: 'top-events',
    question: 'Top 3 events yesterday, please',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'Which event do we see least often?',
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-4-14d',
    type: 'top-events',
    question: 'Rank the 4 most frequent events over the last 14 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 14) }), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-most-often-last-week',
    type: 'top-events',
    question: 'Last week, which single event happened most often?',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-engagement-ambiguous',
    type: 'top-events',
    question: 'Which feature drives the most engagement?',
    expect: () => UNSURE,
  },

  // 5. most active users, top spenders
  {
    id: 'top-users-active-last-week',
    type: 'top-users',
    question: 'Who were our most active readers last week?',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-podcast-30d',
    type: 'top-users',
    question: 'In the past 30 days, which reader had the most podcast listens?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: PODCAST }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-podcast-value',
    type: 'top-users',
    question: 'Which 3 readers have the highest total podcast listen value?',
    expect: ranked(() => ({ names: PODCAST }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-views-since',
    type: 'top-users',
    question: (now) =>
      `Since ${longDay(o.monthStart(+now, -1))}, which 5 readers racked up the most article views?`,
    expect: ranked((now) => ({ range: R.since(o.monthStart(now, -1), now), names: VIEW }), o.byUser, {
      n: 5,
    }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'Who are our biggest spenders?',
    expect: () => UNSURE,
  },
  {
    id: 'top-users-commenters-loose',
    type: 'top-users',
    question: 'Who comments the most?',
    expect: () => UNSURE,
  },

  // 6. one user
  {
    id: 'user-event-count',
    type: 'user',
    question: `How many events has ${P.loyal} logged so far?`,
    expect: count(() => ({ user: P.loyal })),
  },
  {
    id: 'user-first-last-seen',
    type: 'user',
    question: `When did we first see ${P.newbie}, and when were they last around?`,
    expect: (ev) =>
      orLow(o.newestFirst(sel(ev, { user: P.newbie })), (s) => ({
        names: [isoDay(o.time(s.at(-1))), isoDay(o.time(s[0]))],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-last-4',
    type: 'user',
    question: `What were ${P.lapsed}'s last 4 actions?`,
    expect: (ev) =>
      orLow(o.newestFirst(sel(ev, { user: P.lapsed })), (s) => ({
        names: s.slice(0, 4).map((e) => e.eventName),
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-event-names',
    type: 'user',
    question: `Which kinds of events has ${P.newbie} done?`,
    expect: (ev) =>
      orLow(sel(ev, { user: P.newbie }), (s) => ({
        names: allNames(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-views-this-month',
    type: 'user',
    question: `article views for ${P.loyal} this month?`,
    expect: count((now) => ({ range: R.thisMonth(now), names: VIEW, user: P.loyal })),
  },
  {
    id: 'user-podcast-30d',
    type: 'user',
    question: `How many podcast listens has ${P.podcaster} had in the last 30 days?`,
    expect: count((now) => ({ range: R.lastDays(now, 30), names: PODCAST, user: P.podcaster })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    question: `Has ${NOBODY} read anything lately?`,
    outOfScope: true,
    expect: () => LOW,
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-views-per-day-last-week',
    type: 'breakdown',
    question: 'Article views per day last week?',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: VIEW }), o.byDay),
  },
  {
    id: 'breakdown-peak-hour-views',
    type: 'breakdown',
    question: "What's the peak hour of the day for article views?",
    expect: ranked(() => ({ names: VIEW }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-quietest-weekday-signins',
    type: 'breakdown',
    question: 'Quietest day of the week for sign ins?',
    expect: ranked(() => ({ names: ['sign in'] }), o.byWeekday, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-accounts-by-month',
    type: 'breakdown',
    question: (now) =>
      `Monthly breakdown of accounts created from ${longDay(o.monthStart(+now, -3))} to ${longDay(o.monthStart(+now) - DAY)}, please`,
    expect: breakdown(
      (now) => ({
        range: R.between(o.monthStart(now, -3), o.monthStart(now) - DAY),
        names: ['account created'],
      }),
      o.byMonth,
      { ordered: true },
    ),
  },
  {
    id: 'breakdown-hourly-yesterday',
    type: 'breakdown',
    question: 'How busy was each hour of the day yesterday? counts per hour',
    expect: breakdown((now) => ({ range: R.yesterday(now) }), o.byHour),
  },
  {
    id: 'breakdown-paywall-busiest-day',
    type: 'breakdown',
    question: (now) => `Which day in ${monthName(o.monthStart(+now, -1))} had the most paywall hits?`,
    expect: ranked((now) => ({ range: R.month(o.monthStart(now, -1)), names: ['paywall hit'] }), o.byDay, {
      n: 1,
    }),
  },
  {
    id: 'breakdown-purchases-weekly',
    type: 'breakdown',
    question: (now) => `Weekly subscriptions purchased since ${longDay(o.weekStart(+now) - 5 * WEEK)}?`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 5 * WEEK, now), names: ['subscription purchased'] }),
      o.byWeek,
      { labels: false },
    ),
  },

  // 8. period comparisons (earlier period first; change = later − earlier)
  {
    id: 'compare-paywall-14d',
    type: 'compare',
    question: 'Paywall hits: last 14 days vs the 14 days before?',
    expect: compare(['paywall hit'], (now) => [R.lastDays(now - 14 * DAY, 14), R.lastDays(now, 14)]),
  },
  {
    id: 'compare-newsletter-months',
    type: 'compare',
    question: 'Did newsletter signups go up last month vs the month before?',
    expect: compare(['newsletter signup'], (now) => [R.month(o.monthStart(now, -2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-comments-named-months',
    type: 'compare',
    question: (now) =>
      `Compare comments posted in ${monthName(o.monthStart(+now, -2))} with ${monthName(o.monthStart(+now, -1))}`,
    expect: compare(['Comment Posted'], (now) => [
      R.month(o.monthStart(now, -2)),
      R.month(o.monthStart(now, -1)),
    ]),
  },
  {
    id: 'compare-active-readers-weeks',
    type: 'compare',
    question: 'How did the number of active readers change last week compared with the week before?',
    expect: compare(
      undefined,
      (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)],
      (s) => o.users(s).size,
    ),
  },
  {
    id: 'compare-searches-30d',
    type: 'compare',
    question: 'Searches in the past 30 days compared to the 30 days before that — up or down?',
    expect: compare(['search'], (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)]),
  },
  {
    id: 'compare-podcast-growing-ambiguous',
    type: 'compare',
    question: 'Is podcast listening growing?',
    expect: () => UNSURE,
  },

  // 9. shares
  {
    id: 'share-paywall-last-week',
    type: 'share',
    question: 'What share of all events last week were paywall hits?',
    expect: shareOfEvents(['paywall hit'], R.lastWeek),
  },
  {
    id: 'share-readers-newsletter-30d',
    type: 'share',
    question: 'Of the readers active in the last 30 days, what percent did a newsletter signup?',
    expect: shareOfUsers(['newsletter signup'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-views-this-month',
    type: 'share',
    question: "What % of this month's activity is article views?",
    expect: shareOfEvents(VIEW, R.thisMonth),
  },
  {
    id: 'share-readers-bookmark-ever',
    type: 'share',
    question: 'what percentage of readers have at least one bookmark added event?',
    expect: shareOfUsers(['bookmark added'], R.all),
  },
  {
    id: 'share-video-all',
    type: 'share',
    question: 'Proportion of events that are video watched, all time?',
    expect: shareOfEvents(['video watched'], R.all),
  },
  {
    id: 'share-paying-ambiguous',
    type: 'share',
    question: "How many of our readers are paying? don't need exact",
    expect: () => UNSURE,
  },

  // 10. conversion (B strictly after the reader's first A, both in range)
  {
    id: 'conversion-paywall-purchase-30d',
    type: 'conversion',
    question:
      'Of readers with a paywall hit in the last 30 days, how many had a subscription purchased afterwards, and what % is that?',
    expect: conversion('paywall hit', 'subscription purchased', (now) => R.lastDays(now, 30)),
  },
  {
    id: 'conversion-account-newsletter',
    type: 'conversion',
    question: 'Conversion rate from account created to newsletter signup?',
    expect: conversion('account created', 'newsletter signup', R.all),
  },
  {
    id: 'conversion-search-view-since',
    type: 'conversion',
    question: (now) =>
      `Since ${longDay(daysAgo(now, 20))}, what percentage of readers who did a search went on to an article view afterwards?`,
    expect: conversion('search', 'article view', (now) => R.since(daysAgo(now, 20), now)),
  },
  {
    id: 'conversion-push-share-this-month',
    type: 'conversion',
    question:
      'Of people who had a push notification opened this month, how many later had an article shared?',
    expect: conversion('push_notification_opened', 'article_shared', R.thisMonth),
  },
  {
    id: 'conversion-account-purchase-90d',
    type: 'conversion',
    question:
      'Out of accounts created in the last 90 days, how many went on to a subscription purchased, and at what rate?',
    expect: conversion('account created', 'subscription purchased', (now) => R.lastDays(now, 90)),
  },
  {
    id: 'conversion-paywall-rate-ambiguous',
    type: 'conversion',
    question: "What's our paywall conversion rate?",
    expect: () => UNSURE,
  },

  // 11. churn and new readers
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many readers were active in ${monthName(o.monthStart(+now, -2))} but didn't show up at all in ${monthName(o.monthStart(+now, -1))}?`,
    expect: churned((now) => [R.month(o.monthStart(now, -2)), R.month(o.monthStart(now, -1))]),
  },
  {
    id: 'churn-new-last-week',
    type: 'churn',
    question: 'How many new readers did we get last week?',
    expect: newUsers(R.lastWeek),
  },
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: "Readers who were active last month but haven't come back this month — how many?",
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'new users in the past 14 days?',
    expect: newUsers((now) => R.lastDays(now, 14)),
  },
  {
    id: 'churn-first-time-since',
    type: 'churn',
    question: (now) => `How many first-time visitors have shown up since ${shortDay(daysAgo(now, 10))}?`,
    expect: newUsers((now) => R.since(daysAgo(now, 10), now)),
  },
  { id: 'churn-rate-ambiguous', type: 'churn', question: "What's our churn rate?", expect: () => UNSURE },
  {
    id: 'churn-subscribers-lost-ambiguous',
    type: 'churn',
    question: 'How many subscribers did we lose last month?',
    expect: () => UNSURE,
  },

  // 12. existence and recency
  {
    id: 'recency-last-cancel',
    type: 'recency',
    question: 'When was the most recent subscription cancelled event?',
    expect: lastDate(() => ({ names: ['subscription cancelled'] })),
  },
  {
    id: 'recency-crossword-yesterday',
    type: 'recency',
    question: 'Was there any Crossword Completed yesterday?',
    expect: exists((now) => ({ range: R.yesterday(now), names: ['Crossword Completed'] })),
  },
  {
    id: 'recency-lapsed-sign-in',
    type: 'recency',
    question: `Last time ${P.lapsed} signed in?`,
    expect: lastDate(() => ({ names: ['sign in'], user: P.lapsed })),
  },
  {
    id: 'recency-last-account',
    type: 'recency',
    question: 'When was the last account created?',
    expect: lastDate(() => ({ names: ['account created'] })),
  },
  {
    id: 'recency-newbie-newsletter',
    type: 'recency',
    question: `Has ${P.newbie} ever done a newsletter signup? If so, when was it?`,
    expect: lastDate(() => ({ names: ['newsletter signup'], user: P.newbie })),
  },
  {
    id: 'recency-gift-unknown',
    type: 'recency',
    question: 'Has anyone ever sent a gift subscription?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 13. catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events are we tracking?',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-readers-and-events',
    type: 'catalogue',
    question: 'How many readers and how many events do we have in total?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-distinct-types',
    type: 'catalogue',
    question: 'How many different event types are in the data?',
    expect: catalogue((ev) => ({ numbers: [allNames(ev).length] })),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'list every event name you know about',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-readers-ever',
    type: 'catalogue',
    question: 'How many readers have we ever seen, all told?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },

  // 14. outside what events can answer: unknown dimensions, nonsense, forecasts
  {
    id: 'other-which-articles',
    type: 'other',
    question: 'Which articles got the most reads this week?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-by-section',
    type: 'other',
    question: 'Pageviews by section last month',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-by-author',
    type: 'other',
    question: 'Top authors by shares?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-by-referrer',
    type: 'other',
    question: 'Break down our visitors by referrer',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-by-country',
    type: 'other',
    question: 'How many readers do we have by country?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-device',
    type: 'other',
    question: 'Which device do most readers use, phone or desktop?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: "What's the weather in London tomorrow?",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-headline',
    type: 'other',
    question: "Write me a headline for tomorrow's front page",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Forecast how many subscriptions we will sell next month',
    outOfScope: true,
    expect: () => LOW,
  },
  { id: 'other-nps', type: 'other', question: "What's our NPS score?", outOfScope: true, expect: () => LOW },
  {
    id: 'other-gibberish',
    type: 'other',
    question: 'asdf qwerty zxcv??',
    outOfScope: true,
    expect: () => LOW,
  },
  { id: 'other-vague', type: 'other', question: "How's the site doing these days?", expect: () => UNSURE },
  {
    id: 'other-most-shared-fragment',
    type: 'other',
    question: 'Most shared? this week',
    expect: () => UNSURE,
  },
];

export const questionText = (c, now) => (typeof c.question === 'function' ? c.question(now) : c.question);
