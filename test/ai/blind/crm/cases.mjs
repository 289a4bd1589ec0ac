// Blind question cases for the Pipelane CRM dataset (data.mjs), following SEMANTICS.md.
// `question` is a string, or a function of `now` (a Date) when it names calendar dates.
// `expect(events, now)` returns what a correct engine answers, in the shape score.mjs scores:
//   { numbers?, percents?, names?, unordered?, confidence: 'high'|'low'|'not-high', dataPoints? }
// A question whose scope holds no events (a count of zero included) expects low and dataPoints 0.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;

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

const DANA = PERSONAS.heavy,
  MARCO = PERSONAS.converted,
  PRIYA = PERSONAS.churned,
  LEO = PERSONAS.fresh;

// ---- dates named in questions ---------------------------------------------------------------

const dayN = (now, n) => o.dayStart(+now) - n * DAY; // start of the day n days ago
// The first Tuesday, Wednesday or Thursday at least n days ago (a day with plenty of events).
const midweek = (now, n) => {
  for (let k = n; ; k++)
    if (['Tuesday', 'Wednesday', 'Thursday'].includes(o.weekday(dayN(now, k)))) return dayN(now, k);
};
const monday = (now, k) => o.weekStart(+now) - k * WEEK; // Monday k ISO weeks back
const suffix = (d) => (d % 100 >= 11 && d % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th'));
const longDay = (t) => {
  const d = new Date(t).getUTCDate();
  return `${o.MONTHS[new Date(t).getUTCMonth()]} ${d}${suffix(d)}`;
};
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const iso = o.isoDay;

// ---- expectation builders ---------------------------------------------------------------------

const HIGH = 'high';
const LOW = { confidence: 'low', dataPoints: 0 };
const UNSURE = { confidence: 'not-high' };
const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const scoped = (ev, scope, now) => o.select(ev, scope(+now));

const count = (scope) => (ev, now) =>
  orLow(scoped(ev, scope, now), (s) => ({ numbers: [s.length], confidence: HIGH, dataPoints: s.length }));

const distinct = (scope) => (ev, now) =>
  orLow(scoped(ev, scope, now), (s) => ({
    numbers: [o.users(s).size],
    confidence: HIGH,
    dataPoints: s.length,
  }));

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : o.round((v[m - 1] + v[m]) / 2, 2);
};

const stat = (fn, scope) => (ev, now) =>
  orLow(scoped(ev, scope, now), (s) => ({ numbers: [fn(s)], confidence: HIGH, dataPoints: s.length }));

// Ranked list: names in rank order with their figures; dataPoints = the events in scope.
// A tie between the last listed item and the next one is flagged (not enumerable, not scored)
// so that selfcheck.mjs can warn about cases that hinge on the tie rule.
const top =
  (scope, key, { n = 5, ascending = false, by } = {}) =>
  (ev, now) =>
    orLow(scoped(ev, scope, now), (s) => {
      const all = o.rank(o.tally(s, key, by), { n: n + 1, ascending }),
        list = all.slice(0, n);
      const x = {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: s.length,
      };
      return Object.defineProperty(x, 'tieAtCutoff', {
        value: all.length > n && all[n][1] === all[n - 1][1],
      });
    });

// A breakdown: every bucket's figure; bucket names in chronological order when `named`.
const buckets =
  (scope, key, { named = false, by } = {}) =>
  (ev, now) =>
    orLow(scoped(ev, scope, now), (s) => {
      const t = [...o.tally(s, key, by)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        ...(named ? { names: t.map(([k]) => k) } : {}),
        numbers: t.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// Two periods `[earlier, later]`: both counts, the change and the percentage change.
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

const shareOfEvents = (names, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.select(all, { names }).length, all.length)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

const shareOfUsers = (names, range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
    confidence: HIGH,
    dataPoints: all.length,
  }));

// Both counts (users with A, users with B after their first A) and the percentage.
const conversion = (a, b, range) => (ev, now) => {
  const r = range(+now),
    c = o.conversion(ev, r, a, b);
  if (!c.did) return LOW;
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: HIGH,
    dataPoints: o.select(ev, { range: r, names: [a, b] }).length,
  };
};

const churned = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  const n = o.churned(ev, active, inactive).length;
  return n ? { numbers: [n], confidence: HIGH } : LOW;
};

const newcomers = (range) => (ev, now) => {
  const n = o.newUsers(ev, range(+now)).length;
  return n ? { numbers: [n], confidence: HIGH } : LOW;
};

// Day of the most recent matching event; dataPoints (all X events) unless `withDp` is false.
const latest =
  (scope, withDp = true) =>
  (ev, now) =>
    orLow(scoped(ev, scope, now), (s) => ({
      names: [iso(o.time(o.newestFirst(s)[0]))],
      confidence: HIGH,
      ...(withDp ? { dataPoints: s.length } : {}),
    }));

// "Were there any X …?": yes with high confidence, or nothing matched.
const exists = (scope) => (ev, now) =>
  orLow(scoped(ev, scope, now), (s) => ({ confidence: HIGH, dataPoints: s.length }));

const eventNames = (evs) => [...new Set(evs.map((e) => e.eventName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });

// ---- the cases --------------------------------------------------------------------------------

export const cases = [
  // 1. counts
  {
    id: 'count-deals-won-last-week',
    type: 'count',
    question: 'How many deals were won last week?',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['DEAL_WON'] })),
  },
  {
    id: 'count-calls-yesterday',
    type: 'count',
    question: 'calls logged yesterday, how many?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['CALL_LOGGED'] })),
  },
  {
    id: 'count-emails-14d',
    type: 'count',
    question: 'Number of EMAIL_SENT events over the past 14 days?',
    expect: count((now) => ({ range: R.lastDays(now, 14), names: ['EMAIL_SENT'] })),
  },
  {
    id: 'count-contacts-since',
    type: 'count',
    question: (now) => `How many contacts have been added since ${longDay(dayN(now, 45))}?`,
    expect: count((now) => ({ range: R.since(dayN(now, 45), now), names: ['CONTACT_ADDED'] })),
  },
  {
    id: 'count-meetings-on-day',
    type: 'count',
    question: (now) => `Meetings scheduled on ${shortDay(midweek(now, 8))} - how many were there?`,
    expect: count((now) => ({ range: R.on(midweek(now, 8)), names: ['MEETING_SCHEDULED'] })),
  },
  {
    id: 'count-created-plus-lost-30d',
    type: 'count',
    question: 'In the last 30 days, how many DEAL_CREATED and DEAL_LOST events were there, combined?',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['DEAL_CREATED', 'DEAL_LOST'] })),
  },
  {
    id: 'count-quotes-between',
    type: 'count',
    question: (now) => `quotes sent between ${iso(dayN(now, 21))} and ${iso(dayN(now, 15))}?`,
    expect: count((now) => ({ range: R.between(dayN(now, 21), dayN(now, 15)), names: ['QUOTE_SENT'] })),
  },
  {
    id: 'count-integrations-before',
    type: 'count',
    question: (now) => `How many integrations were connected before ${shortDay(dayN(now, 60))}?`,
    expect: count((now) => ({ range: R.before(dayN(now, 60)), names: ['INTEGRATION_CONNECTED'] })),
  },
  {
    id: 'count-events-today',
    type: 'count',
    question: "What's the event count for today so far?",
    expect: count((now) => ({ range: R.today(now) })),
  },
  {
    id: 'count-deals-closed-ambiguous',
    type: 'count',
    question: 'How many deals did we close last week?',
    expect: () => UNSURE,
  }, // "closed" may mean won, or won and lost
  {
    id: 'count-unknown-event',
    type: 'count',
    question: 'How many CONTRACT_RENEWED events happened last month?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 2. distinct users
  {
    id: 'users-reps-active-week',
    type: 'users',
    question: 'How many reps were active in the past week?',
    expect: distinct((now) => ({ range: R.lastDays(now, 7) })),
  },
  {
    id: 'users-callers-last-month',
    type: 'users',
    question: 'how many different sellers had CALL_LOGGED events last month',
    expect: distinct((now) => ({ range: R.lastMonth(now), names: ['CALL_LOGGED'] })),
  },
  {
    id: 'users-integration-ever',
    type: 'users',
    question: 'Number of unique users with an integration connected, all time?',
    expect: distinct(() => ({ names: ['INTEGRATION_CONNECTED'] })),
  },
  {
    id: 'users-trials-2-months',
    type: 'users',
    question: 'How many users triggered TRIAL_STARTED in the last 2 months?',
    expect: distinct((now) => ({ range: R.lastMonths(now, 2), names: ['TRIAL_STARTED'] })),
  },
  {
    id: 'users-active-48h',
    type: 'users',
    question: 'Active users over the last 48 hours?',
    expect: distinct((now) => ({ range: R.lastHours(now, 48) })),
  },
  {
    id: 'users-winners-this-month',
    type: 'users',
    question: 'How many sellers have at least one DEAL_WON this month?',
    expect: distinct((now) => ({ range: R.thisMonth(now), names: ['DEAL_WON'] })),
  },
  {
    id: 'users-logged-in-yesterday',
    type: 'users',
    question: 'How many sales reps logged in yesterday?',
    expect: distinct((now) => ({ range: R.yesterday(now), names: ['LOGIN'] })),
  },

  // 3. sum, average, minimum, maximum, median
  {
    id: 'value-won-sum-last-month',
    type: 'value',
    question: 'What was the total amount of deals won last month?',
    expect: stat(o.sum, (now) => ({ range: R.lastMonth(now), names: ['DEAL_WON'] })),
  },
  {
    id: 'value-created-avg-90d',
    type: 'value',
    question: "What's the average value of a deal created in the last 90 days?",
    expect: stat(o.avg, (now) => ({ range: R.lastDays(now, 90), names: ['DEAL_CREATED'] })),
  },
  {
    id: 'value-won-max-30d',
    type: 'value',
    question: 'Past 30 days: maximum DEAL_WON amount?',
    expect: stat(o.max, (now) => ({ range: R.lastDays(now, 30), names: ['DEAL_WON'] })),
  },
  {
    id: 'value-seat-min',
    type: 'value',
    question: "What's the smallest SEAT_PURCHASED value we've ever had?",
    expect: stat(o.min, () => ({ names: ['SEAT_PURCHASED'] })),
  },
  {
    id: 'value-call-median',
    type: 'value',
    question: 'What is the median value of calls logged?',
    expect: stat(median, () => ({ names: ['CALL_LOGGED'] })),
  },
  {
    id: 'value-dana-avg-won',
    type: 'value',
    question: `What's ${DANA}'s average DEAL_WON value?`,
    expect: stat(o.avg, () => ({ names: ['DEAL_WON'], user: DANA })),
  },
  {
    id: 'value-emails-sum-this-week',
    type: 'value',
    question: 'Sum of EMAIL_SENT values this week?',
    expect: stat(o.sum, (now) => ({ range: R.thisWeek(now), names: ['EMAIL_SENT'] })),
  },
  {
    id: 'value-meetings-mean-last-month',
    type: 'value',
    question: 'mean MEETING_SCHEDULED value last month',
    expect: stat(o.avg, (now) => ({ range: R.lastMonth(now), names: ['MEETING_SCHEDULED'] })),
  },
  { id: 'value-bookings-ambiguous', type: 'value', question: 'Bookings this month?', expect: () => UNSURE },
  {
    id: 'value-revenue-ambiguous',
    type: 'value',
    question: 'How much revenue did Pipelane bring in last month?',
    expect: () => UNSURE,
  },

  // 4. most and least common events
  {
    id: 'top-events-all-time',
    type: 'top-events',
    question: 'What do reps do most in the app? Give me the top 5 events.',
    expect: top(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-two-weeks',
    type: 'top-events',
    question: 'Top 3 actions over the past 2 weeks?',
    expect: top((now) => ({ range: R.lastWeeks(now, 2) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-30d',
    type: 'top-events',
    question: 'Which event was used least in the last 30 days?',
    expect: top((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-4-this-month',
    type: 'top-events',
    question: 'the 4 most frequent events this month',
    expect: top((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: "What was yesterday's most common event?",
    expect: top((now) => ({ range: R.yesterday(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-feature-ambiguous',
    type: 'top-events',
    question: 'Which part of Pipelane gets used the most?',
    expect: () => UNSURE,
  },

  // 5. most active users, top by value
  {
    id: 'top-users-busiest-5',
    type: 'top-users',
    question: 'Who are the 5 busiest reps?',
    expect: top(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-won-amount-30d',
    type: 'top-users',
    question: 'Top 3 sellers by total deal won amount in the last 30 days',
    expect: top((now) => ({ range: R.lastDays(now, 30), names: ['DEAL_WON'] }), o.byUser, {
      n: 3,
      by: o.value,
    }),
  },
  {
    id: 'top-users-created-amount',
    type: 'top-users',
    question: 'Which reps have the highest total DEAL_CREATED amount? top 3',
    expect: top(() => ({ names: ['DEAL_CREATED'] }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-call-value-month',
    type: 'top-users',
    question: 'Top 5 users by summed CALL_LOGGED value this month',
    expect: top((now) => ({ range: R.thisMonth(now), names: ['CALL_LOGGED'] }), o.byUser, {
      n: 5,
      by: o.value,
    }),
  },
  {
    id: 'top-users-emails-30d',
    type: 'top-users',
    question: 'Which 2 reps had the most emails sent in the last 30 days?',
    expect: top((now) => ({ range: R.lastDays(now, 30), names: ['EMAIL_SENT'] }), o.byUser, { n: 2 }),
  },
  {
    id: 'top-users-spenders-ambiguous',
    type: 'top-users',
    question: 'Who are our biggest spenders?',
    expect: () => UNSURE,
  },
  {
    id: 'top-users-quarter-ambiguous',
    type: 'top-users',
    question: 'Top reps? this quarter',
    expect: () => UNSURE,
  }, // ranked by what? and quarters are not in the time table

  // 6. one user
  {
    id: 'user-dana-events',
    type: 'user',
    question: `How many events for ${DANA}?`,
    expect: count(() => ({ user: DANA })),
  },
  {
    id: 'user-marco-first-last',
    type: 'user',
    question: `When did ${MARCO} first show up, and when was he last seen?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: MARCO }), (s) => {
        const byTime = o.newestFirst(s);
        return {
          names: [iso(o.time(byTime.at(-1))), iso(o.time(byTime[0]))],
          confidence: HIGH,
          dataPoints: s.length,
        };
      }),
  },
  {
    id: 'user-priya-last-3',
    type: 'user',
    question: `What were ${PRIYA}'s last 3 actions?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: PRIYA }), (s) => ({
        names: o
          .newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-marco-event-names',
    type: 'user',
    question: `Which events has ${MARCO} triggered?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: MARCO }), (s) => ({
        names: eventNames(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-dana-calls-this-week',
    type: 'user',
    question: `How many calls has ${DANA} logged this week?`,
    expect: count((now) => ({ range: R.thisWeek(now), names: ['CALL_LOGGED'], user: DANA })),
  },
  {
    id: 'user-leo-events-7d',
    type: 'user',
    question: `${LEO}: number of events in the last 7 days?`,
    expect: count((now) => ({ range: R.lastDays(now, 7), user: LEO })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    question: `What did ${NOBODY} do yesterday?`,
    outOfScope: true,
    expect: () => LOW,
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-deals-created-per-day-last-week',
    type: 'breakdown',
    question: 'Deals created per day last week',
    expect: buckets((now) => ({ range: R.lastWeek(now), names: ['DEAL_CREATED'] }), o.byDay),
  },
  {
    id: 'breakdown-busiest-day-2w',
    type: 'breakdown',
    question: 'Busiest day in the past 2 weeks?',
    expect: top((now) => ({ range: R.lastWeeks(now, 2) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-peak-hour',
    type: 'breakdown',
    question: 'At what hour (UTC) do we see the most activity?',
    expect: top(() => ({}), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-weekday-calls',
    type: 'breakdown',
    question: 'Which weekday sees the most calls logged?',
    expect: top(() => ({ names: ['CALL_LOGGED'] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-slowest-weekday',
    type: 'breakdown',
    question: "What's our slowest day of the week?",
    expect: top(() => ({}), o.byWeekday, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-weekly-logins',
    type: 'breakdown',
    question: (now) => `Week by week, how many logins have there been since ${longDay(monday(now, 3))}?`,
    expect: buckets((now) => ({ range: R.since(monday(now, 3), now), names: ['LOGIN'] }), o.byWeek),
  },
  {
    id: 'breakdown-won-by-month',
    type: 'breakdown',
    question: (now) =>
      `Break deals won down by month between ${longDay(o.monthStart(+now, -3))} and ${longDay(o.monthStart(+now) - DAY)}`,
    expect: buckets(
      (now) => ({ range: R.between(o.monthStart(now, -3), o.monthStart(now) - DAY), names: ['DEAL_WON'] }),
      o.byMonth,
      { named: true },
    ),
  },
  {
    id: 'breakdown-busiest-hour-on-day',
    type: 'breakdown',
    question: (now) => `On ${iso(midweek(now, 5))}, which hour was the busiest?`,
    expect: top((now) => ({ range: R.on(midweek(now, 5)) }), o.byHour, { n: 1 }),
  },

  // 8. period comparisons (earlier first; change = later − earlier)
  {
    id: 'compare-calls-7d',
    type: 'compare',
    question: 'Calls logged: past 7 days compared to the 7 days before?',
    expect: compare(['CALL_LOGGED'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-lost-months',
    type: 'compare',
    question: 'Deals lost last month versus the month before it - up or down?',
    expect: compare(['DEAL_LOST'], (now) => [R.month(o.monthStart(now, -2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-meetings-named-months',
    type: 'compare',
    question: (now) =>
      `Meetings scheduled in ${monthName(o.monthStart(+now, -2))} vs ${monthName(o.monthStart(+now, -1))}?`,
    expect: compare(['MEETING_SCHEDULED'], (now) => [
      R.month(o.monthStart(now, -2)),
      R.month(o.monthStart(now, -1)),
    ]),
  },
  {
    id: 'compare-emails-weeks',
    type: 'compare',
    question: "How does last week's EMAIL_SENT count stack up against the week before?",
    expect: compare(['EMAIL_SENT'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)]),
  },
  {
    id: 'compare-contacts-30d',
    type: 'compare',
    question: 'contacts added - last 30 days vs the previous 30 days?',
    expect: compare(['CONTACT_ADDED'], (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)]),
  },
  {
    id: 'compare-logins-months-two-clause',
    type: 'compare',
    question:
      "It feels like reps weren't logging in as much last month. How do last month's logins compare with the month before?",
    expect: compare(['LOGIN'], (now) => [R.month(o.monthStart(now, -2)), R.lastMonth(now)]),
  },
  {
    id: 'compare-pipeline-growing-ambiguous',
    type: 'compare',
    question: 'Is our pipeline growing?',
    expect: () => UNSURE,
  },

  // 9. shares
  {
    id: 'share-emails-of-activity',
    type: 'share',
    question: 'What fraction of all activity is emails sent? As a percentage please',
    expect: shareOfEvents(['EMAIL_SENT'], R.all),
  },
  {
    id: 'share-reps-calling-30d',
    type: 'share',
    question: 'What % of active reps had a CALL_LOGGED in the last 30 days?',
    expect: shareOfUsers(['CALL_LOGGED'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-deals-created-this-month',
    type: 'share',
    question: "Share of this month's events that were DEAL_CREATED?",
    expect: shareOfEvents(['DEAL_CREATED'], R.thisMonth),
  },
  {
    id: 'share-users-seats',
    type: 'share',
    question: 'Percent of all users who ever had seats purchased?',
    expect: shareOfUsers(['SEAT_PURCHASED'], R.all),
  },
  {
    id: 'share-reporters-last-week',
    type: 'share',
    question: 'Of everyone active last week, what percent had a REPORT_EXPORTED?',
    expect: shareOfUsers(['REPORT_EXPORTED'], R.lastWeek),
  },
  { id: 'share-win-rate-ambiguous', type: 'share', question: "what's our win rate?", expect: () => UNSURE },

  // 10. conversion (B strictly after the user's first A, both in range)
  {
    id: 'conversion-trial-seats-60d',
    type: 'conversion',
    question:
      'Of users with TRIAL_STARTED in the last 60 days, how many went on to have SEAT_PURCHASED, and what percentage is that?',
    expect: conversion('TRIAL_STARTED', 'SEAT_PURCHASED', (now) => R.lastDays(now, 60)),
  },
  {
    id: 'conversion-created-won',
    type: 'conversion',
    question: 'Conversion rate from DEAL_CREATED to DEAL_WON?',
    expect: conversion('DEAL_CREATED', 'DEAL_WON', R.all),
  },
  {
    id: 'conversion-quote-won',
    type: 'conversion',
    question: 'Of reps with a QUOTE_SENT, how many later had a deal won?',
    expect: conversion('QUOTE_SENT', 'DEAL_WON', R.all),
  },
  {
    id: 'conversion-integration-report-since',
    type: 'conversion',
    question: (now) =>
      `What percentage of users who had an integration connected since ${longDay(dayN(now, 50))} had a REPORT_EXPORTED afterwards?`,
    expect: conversion('INTEGRATION_CONNECTED', 'REPORT_EXPORTED', (now) => R.since(dayN(now, 50), now)),
  },
  {
    id: 'conversion-meeting-won-30d',
    type: 'conversion',
    question: 'Past 30 days: of reps with MEETING_SCHEDULED, what share went on to a DEAL_WON?',
    expect: conversion('MEETING_SCHEDULED', 'DEAL_WON', (now) => R.lastDays(now, 30)),
  },
  {
    id: 'conversion-trial-to-paid-ambiguous',
    type: 'conversion',
    question: "What's our trial-to-paid conversion?",
    expect: () => UNSURE,
  },

  // 11. churn and new users
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: "How many reps were active last month but haven't done anything this month?",
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many sellers active in ${monthYear(o.monthStart(+now, -2))} had no activity at all in ${monthYear(o.monthStart(+now, -1))}?`,
    expect: churned((now) => [R.month(o.monthStart(now, -2)), R.month(o.monthStart(now, -1))]),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'New users in the past 14 days?',
    expect: newcomers((now) => R.lastDays(now, 14)),
  },
  {
    id: 'churn-new-last-month',
    type: 'churn',
    question: 'How many brand-new users showed up last month?',
    expect: newcomers(R.lastMonth),
  },
  {
    id: 'churn-first-timers-since',
    type: 'churn',
    question: (now) => `how many first-time users since ${shortDay(dayN(now, 40))}?`,
    expect: newcomers((now) => R.since(dayN(now, 40), now)),
  },
  {
    id: 'churn-lost-customers-ambiguous',
    type: 'churn',
    question: 'How many customers did we lose last month?',
    expect: () => UNSURE,
  },

  // 12. existence and recency
  {
    id: 'recency-cancellations',
    type: 'recency',
    question: 'Any SUBSCRIPTION_CANCELLED events? When was the latest?',
    expect: latest(() => ({ names: ['SUBSCRIPTION_CANCELLED'] })),
  },
  {
    id: 'recency-deal-lost',
    type: 'recency',
    question: 'When was the last deal lost?',
    expect: latest(() => ({ names: ['DEAL_LOST'] })),
  },
  {
    id: 'recency-priya-login',
    type: 'recency',
    question: `When did ${PRIYA} last log in?`,
    expect: latest(() => ({ names: ['LOGIN'], user: PRIYA }), false),
  },
  {
    id: 'recency-reports-yesterday',
    type: 'recency',
    question: 'Were there any REPORT_EXPORTED events yesterday?',
    expect: exists((now) => ({ range: R.yesterday(now), names: ['REPORT_EXPORTED'] })),
  },
  {
    id: 'recency-seat-purchase',
    type: 'recency',
    question: 'Most recent SEAT_PURCHASED - when was it?',
    expect: latest(() => ({ names: ['SEAT_PURCHASED'] })),
  },
  {
    id: 'recency-dana-won',
    type: 'recency',
    question: `When was ${DANA}'s most recent DEAL_WON?`,
    expect: latest(() => ({ names: ['DEAL_WON'], user: DANA }), false),
  },
  {
    id: 'recency-unknown-event',
    type: 'recency',
    question: 'Has anyone ever fired a WEBINAR_REGISTERED event?',
    outOfScope: true,
    expect: () => LOW,
  },

  // 13. catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track in Pipelane?',
    expect: catalogue((ev) => ({ names: eventNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-users-and-events',
    type: 'catalogue',
    question: 'How many users and how many events do we have altogether?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-event-types',
    type: 'catalogue',
    question: 'How many different event types are there?',
    expect: catalogue((ev) => ({ numbers: [eventNames(ev).length] })),
  },
  {
    id: 'catalogue-distinct-users',
    type: 'catalogue',
    question: 'How many distinct users are in the data?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'catalogue-event-count',
    type: 'catalogue',
    question: 'How many events are in the dataset?',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },

  // 14. outside what events can answer (unknown dimensions included)
  {
    id: 'other-quota',
    type: 'other',
    question: 'Which rep has the best quota attainment?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-company-size',
    type: 'other',
    question: 'Break down deals won by company size',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-region',
    type: 'other',
    question: 'Deals won by region last month?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-industries',
    type: 'other',
    question: 'Which industries close deals fastest?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-pipeline-stage',
    type: 'other',
    question: 'How many deals are sitting in each pipeline stage right now?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'What will our bookings be next quarter?',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-salary',
    type: 'other',
    question: "What's the average base salary of our reps?",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-write-email',
    type: 'other',
    question: 'Write me a cold email for a VP of Sales',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-gibberish',
    type: 'other',
    question: 'asdf qwerty zxcv??',
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-nps',
    type: 'other',
    question: "What's our NPS among sellers?",
    outOfScope: true,
    expect: () => LOW,
  },
  {
    id: 'other-deal-stage-time',
    type: 'other',
    question: "How long do deals usually sit in negotiation before they're signed?",
    outOfScope: true,
    expect: () => LOW,
  },
  { id: 'other-vague', type: 'other', question: "hey, how's Pipelane doing lately?", expect: () => UNSURE },
];

export const questionText = (c, now) => (typeof c.question === 'function' ? c.question(now) : c.question);
