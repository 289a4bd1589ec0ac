/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';

const { DAY, ranges: R, select: S, users: U, rank, tally, percent, round, time, isoDay } = O;
const P = PERSONAS;
const now_ = (now) => +now;
const ds = (now) => O.dayStart(+now);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const mon = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const longDay = (t) => `${mon(t)} ${ord(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${mon(t).slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const iso = (t) => isoDay(t);
const incident = (now) => ds(now) - 17 * DAY;
const storm = (now) => {
  let d = ds(now) - 38 * DAY;
  while (new Date(d).getUTCDay() !== 6) d -= DAY;
  return d;
};
const mAgo = (now, k) => O.monthStart(+now, -k); // start of the calendar month k months back
const money = ['EntryFeePaid'];

// ---- expectation builders
const dp = (evs) => evs.length;
const count = (evs, conf = 'high') => ({ numbers: [evs.length], confidence: conf, dataPoints: evs.length });
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const distinct = (evs, conf = 'high') => ({
  numbers: [U(evs).size],
  confidence: conf,
  dataPoints: evs.length,
});
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
function ranked(map, n, opts = {}) {
  const r = rank(map, { n, ascending: opts.ascending });
  return { names: r.map((x) => x[0]), numbers: r.map((x) => round(x[1], 2)) };
}
const tieAt =
  (mapFn, n, ascending = false) =>
  (events, now) => {
    const all = rank(mapFn(events, now), { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
function withTie(c, mapFn, n, ascending = false) {
  c.expect.tieAtCut = tieAt(mapFn, n, ascending);
  return c;
}
const cmp = (a, b, dpN, conf = 'high') => {
  const c = O.change(a, b);
  return {
    numbers: [round(a, 2), round(b, 2), round(c.diff, 2)],
    percents: c.pct === null ? [] : [c.pct],
    confidence: conf,
    dataPoints: dpN,
  };
};
const conv = (events, range, a, b, conf = 'high') => {
  const c = O.conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: conf,
    dataPoints: S(events, { range, names: [a, b] }).length,
  };
};
const lastDay = (evs) => iso(Math.max(...evs.map(time)));
const firstDay = (evs) => iso(Math.min(...evs.map(time)));

export const cases = [
  // ------------------------------------------------------------------ count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many race.registered events are there in total?',
    expect: (ev) => count(S(ev, { names: ['race.registered'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'finance here — how many times did EntryFeePaid fire in the last 7 days?',
    expect: (ev, now) => count(S(ev, { range: R.lastDays(+now, 7), names: ['EntryFeePaid'] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'count of race.viewed yesterday pls',
    expect: (ev, now) => count(S(ev, { range: R.yesterday(+now), names: ['race.viewed'] })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) =>
      `How many payment.failed events were there on ${iso(incident(now))}? Stripe had an outage that day I think`,
    expect: (ev, now) => count(S(ev, { range: R.on(incident(now)), names: ['payment.failed'] })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'How many Refund Issued events has org_03 logged?',
    expect: (ev) => count(S(ev, { names: ['Refund Issued'], user: P.leadOrganiser })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'total number of events in the past 24 hours?',
    expect: (ev, now) => count(S(ev, { range: R.lastHours(+now, 24) })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) =>
      `how many race-pack-collected between ${iso(ds(now) - 45 * DAY)} and ${iso(ds(now) - 15 * DAY)}`,
    expect: (ev, now) =>
      count(
        S(ev, { range: R.between(ds(now) - 45 * DAY, ds(now) - 15 * DAY), names: ['race-pack-collected'] }),
      ),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) =>
      `Number of account created events since ${longDay(ds(now) - 50 * DAY)}? trying to size the marketing push`,
    expect: (ev, now) =>
      count(S(ev, { range: R.since(ds(now) - 50 * DAY, +now), names: ['account_created'] })),
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'How many race_started events did we record last week?',
    expect: (ev, now) => count(S(ev, { range: R.lastWeek(+now), names: ['race_started'] })),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'how many medal.engraved events happened last month?',
    expect: () => LOW(),
  },

  // ------------------------------------------------------------------ users
  {
    id: 'users-01',
    type: 'users',
    question: 'how many unique users did anything at all in the past 30 days',
    expect: (ev, now) => distinct(S(ev, { range: R.lastDays(+now, 30) })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'How many different users had an EntryFeePaid last month?',
    expect: (ev, now) => distinct(S(ev, { range: R.lastMonth(+now), names: ['EntryFeePaid'] })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'How many people have ever received a sponsorship_pledged event?',
    expect: (ev) => distinct(S(ev, { names: ['sponsorship_pledged'] })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'active users this week?',
    expect: (ev, now) => distinct(S(ev, { range: R.thisWeek(+now) })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'How many distinct users had a race started in the last 3 months?',
    expect: (ev, now) => distinct(S(ev, { range: R.lastMonths(+now, 3), names: ['race_started'] })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) => `number of users who did race.viewed on ${shortDay(ds(now) - 9 * DAY)}`,
    expect: (ev, now) => distinct(S(ev, { range: R.on(ds(now) - 9 * DAY), names: ['race.viewed'] })),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'how many runners have finished a race with us? rough idea is fine',
    expect: (ev) => distinct(S(ev, { names: ['RaceFinished'] }), 'not-high'),
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'How many users logged a virtual_run_submitted in the past 14 days?',
    expect: () => LOW(),
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'customers with at least one race-published event — how many organisers is that?',
    expect: (ev) => distinct(S(ev, { names: ['race-published'] })),
  },

  // ------------------------------------------------------------------ value
  {
    id: 'value-01',
    type: 'value',
    question: 'total EntryFeePaid value over the last 30 days?',
    expect: (ev, now) => {
      const e = S(ev, { range: R.lastDays(+now, 30), names: ['EntryFeePaid'] });
      return { numbers: [round(O.sum(e), 2)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'What is the average value of RaceFinished events?',
    expect: (ev) => {
      const e = S(ev, { names: ['RaceFinished'] });
      return { numbers: [O.avg(e)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: "what's the median sponsorship_pledged amount",
    expect: (ev) => {
      const e = S(ev, { names: ['sponsorship_pledged'] });
      return { numbers: [round(median(e), 2)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'max RaceFinished value last month?',
    expect: (ev, now) => {
      const e = S(ev, { range: R.lastMonth(+now), names: ['RaceFinished'] });
      return { numbers: [O.max(e)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: (now) => `Minimum EntryFeePaid amount in ${mon(mAgo(now, 2))}?`,
    expect: (ev, now) => {
      const e = S(ev, { range: R.month(mAgo(now, 2)), names: ['EntryFeePaid'] });
      return { numbers: [O.min(e)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: (now) =>
      `sum of Refund Issued value since ${iso(ds(now) - 60 * DAY)} — need it for the reconciliation`,
    expect: (ev, now) => {
      const e = S(ev, { range: R.since(ds(now) - 60 * DAY, +now), names: ['Refund Issued'] });
      return { numbers: [round(O.sum(e), 2)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: (ev, now) => {
      const e = S(ev, { range: R.lastMonth(+now), names: money });
      return { numbers: [round(O.sum(e), 2)], names: money, confidence: 'not-high', dataPoints: dp(e) };
    },
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'average race.registered value in the past 90 days',
    expect: (ev, now) => {
      const e = S(ev, { range: R.lastDays(+now, 90), names: ['race.registered'] });
      return { numbers: [O.avg(e)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'value-09',
    type: 'value',
    low: true,
    question: 'total value of merch_purchased events this year',
    expect: () => LOW(),
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'how much has been pledged in sponsorship overall? board wants the charity total',
    expect: (ev) => {
      const e = S(ev, { names: ['sponsorship_pledged'] });
      return { numbers: [round(O.sum(e), 2)], confidence: 'not-high', dataPoints: dp(e) };
    },
  },

  // ------------------------------------------------------------------ top-events
  withTie(
    {
      id: 'top-events-01',
      type: 'top-events',
      question: 'top 3 events of all time',
      expect: (ev) => ({ ...ranked(tally(ev, O.byName), 3), confidence: 'high', dataPoints: ev.length }),
    },
    (ev) => tally(ev, O.byName),
    3,
  ),
  withTie(
    {
      id: 'top-events-02',
      type: 'top-events',
      question: 'What was the single most common event last week?',
      expect: (ev, now) => {
        const e = S(ev, { range: R.lastWeek(+now) });
        return { ...ranked(tally(e, O.byName), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev, now) => tally(S(ev, { range: R.lastWeek(+now) }), O.byName),
    1,
  ),
  withTie(
    {
      id: 'top-events-03',
      type: 'top-events',
      question: 'which 3 events are the least common overall?',
      expect: (ev) => ({
        ...ranked(tally(ev, O.byName), 3, { ascending: true }),
        confidence: 'high',
        dataPoints: ev.length,
      }),
    },
    (ev) => tally(ev, O.byName),
    3,
    true,
  ),
  withTie(
    {
      id: 'top-events-04',
      type: 'top-events',
      question: 'top 3 events over the past 7 days?',
      expect: (ev, now) => {
        const e = S(ev, { range: R.lastDays(+now, 7) });
        return { ...ranked(tally(e, O.byName), 3), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev, now) => tally(S(ev, { range: R.lastDays(+now, 7) }), O.byName),
    3,
  ),
  withTie(
    {
      id: 'top-events-05',
      type: 'top-events',
      question: (now) => `Which events happened most in ${mon(mAgo(now, 1))}? Give me a list.`,
      expect: (ev, now) => {
        const e = S(ev, { range: R.month(mAgo(now, 1)) });
        return { ...ranked(tally(e, O.byName), 5), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev, now) => tally(S(ev, { range: R.month(mAgo(now, 1)) }), O.byName),
    5,
  ),
  withTie(
    {
      id: 'top-events-06',
      type: 'top-events',
      question: 'what does rnr_0107 do most often?',
      expect: (ev) => {
        const e = S(ev, { user: P.topRunner });
        return { ...ranked(tally(e, O.byName), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev) => tally(S(ev, { user: P.topRunner }), O.byName),
    1,
  ),
  withTie(
    {
      id: 'top-events-07',
      type: 'top-events',
      question: 'what is the least frequent event in the last 90 days',
      expect: (ev, now) => {
        const e = S(ev, { range: R.lastDays(+now, 90) });
        return {
          ...ranked(tally(e, O.byName), 1, { ascending: true }),
          confidence: 'high',
          dataPoints: dp(e),
        };
      },
    },
    (ev, now) => tally(S(ev, { range: R.lastDays(+now, 90) }), O.byName),
    1,
    true,
  ),
  withTie(
    {
      id: 'top-events-08',
      type: 'top-events',
      question: (now) => `top 2 events on ${longDay(storm(now))} (the day the lakeside race got stormed out)`,
      expect: (ev, now) => {
        const e = S(ev, { range: R.on(storm(now)) });
        return { ...ranked(tally(e, O.byName), 2), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev, now) => tally(S(ev, { range: R.on(storm(now)) }), O.byName),
    2,
  ),

  // ------------------------------------------------------------------ top-users
  withTie(
    {
      id: 'top-users-01',
      type: 'top-users',
      question: 'top 2 most active users',
      expect: (ev) => ({ ...ranked(tally(ev, O.byUser), 2), confidence: 'high', dataPoints: ev.length }),
    },
    (ev) => tally(ev, O.byUser),
    2,
  ),
  withTie(
    {
      id: 'top-users-02',
      type: 'top-users',
      question: 'top 2 users by total EntryFeePaid value',
      expect: (ev) => {
        const e = S(ev, { names: ['EntryFeePaid'] });
        return { ...ranked(tally(e, O.byUser, O.value), 2), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev) => tally(S(ev, { names: ['EntryFeePaid'] }), O.byUser, O.value),
    2,
  ),
  withTie(
    {
      id: 'top-users-03',
      type: 'top-users',
      question: 'who has the most sponsorship_pledged value? i.e. our top fundraiser',
      expect: (ev) => {
        const e = S(ev, { names: ['sponsorship_pledged'] });
        return { ...ranked(tally(e, O.byUser, O.value), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev) => tally(S(ev, { names: ['sponsorship_pledged'] }), O.byUser, O.value),
    1,
  ),
  withTie(
    {
      id: 'top-users-04',
      type: 'top-users',
      question: 'Who was the single most active user in the last 7 days?',
      expect: (ev, now) => {
        const e = S(ev, { range: R.lastDays(+now, 7) });
        return { ...ranked(tally(e, O.byUser), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev, now) => tally(S(ev, { range: R.lastDays(+now, 7) }), O.byUser),
    1,
  ),
  withTie(
    {
      id: 'top-users-05',
      type: 'top-users',
      question: 'which user has the most Refund Issued events?',
      expect: (ev) => {
        const e = S(ev, { names: ['Refund Issued'] });
        return { ...ranked(tally(e, O.byUser), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev) => tally(S(ev, { names: ['Refund Issued'] }), O.byUser),
    1,
  ),
  withTie(
    {
      id: 'top-users-06',
      type: 'top-users',
      question: 'which user had the most race_started events over the last 3 months?',
      expect: (ev, now) => {
        const e = S(ev, { range: R.lastMonths(+now, 3), names: ['race_started'] });
        return { ...ranked(tally(e, O.byUser), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev, now) => tally(S(ev, { range: R.lastMonths(+now, 3), names: ['race_started'] }), O.byUser),
    1,
  ),
  withTie(
    {
      id: 'top-users-07',
      type: 'top-users',
      question: 'who is our biggest spender?',
      expect: (ev) => {
        const e = S(ev, { names: money });
        return { ...ranked(tally(e, O.byUser, O.value), 1), confidence: 'not-high', dataPoints: dp(e) };
      },
    },
    (ev) => tally(S(ev, { names: money }), O.byUser, O.value),
    1,
  ),
  withTie(
    {
      id: 'top-users-08',
      type: 'top-users',
      question: 'which organiser account has the most race-published events?',
      expect: (ev) => {
        const e = S(ev, { names: ['race-published'] });
        return { ...ranked(tally(e, O.byUser), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev) => tally(S(ev, { names: ['race-published'] }), O.byUser),
    1,
  ),

  // ------------------------------------------------------------------ user
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does rnr_0107 have?',
    expect: (ev) => count(S(ev, { user: P.topRunner })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'support ticket: when did rnr_0042 first show up, and when were they last seen?',
    expect: (ev) => {
      const e = S(ev, { user: P.churner });
      return { names: [firstDay(e), lastDay(e)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'which event names has rnr_0466 used so far?',
    expect: (ev) => {
      const e = S(ev, { user: P.newcomer });
      return {
        names: [...U(e.map((x) => ({ userId: x.eventName })))],
        unordered: true,
        confidence: 'high',
        dataPoints: dp(e),
      };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'show me the 3 most recent events from rnr_0318',
    expect: (ev) => {
      const e = S(ev, { user: P.occasional });
      return {
        names: O.newestFirst(e)
          .slice(0, 3)
          .map((x) => x.eventName),
        confidence: 'high',
        dataPoints: dp(e),
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'How many sponsorship_pledged events does rnr_0233 have?',
    expect: (ev) => count(S(ev, { user: P.topFundraiser, names: ['sponsorship_pledged'] })),
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'org_03 — how many events in the last 30 days?',
    expect: (ev, now) => count(S(ev, { user: P.leadOrganiser, range: R.lastDays(+now, 30) })),
  },
  { id: 'user-07', type: 'user', low: true, question: 'what has rnr_9999 been up to?', expect: () => LOW() },
  {
    id: 'user-08',
    type: 'user',
    question: 'when was rnr_0107 last seen?',
    expect: (ev) => {
      const e = S(ev, { user: P.topRunner });
      return { names: [lastDay(e)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'first seen date for rnr_0466?',
    expect: (ev) => {
      const e = S(ev, { user: P.newcomer });
      return { names: [firstDay(e)], confidence: 'high', dataPoints: dp(e) };
    },
  },

  // ------------------------------------------------------------------ breakdown
  withTie(
    {
      id: 'breakdown-01',
      type: 'breakdown',
      question: 'what was the busiest week in the last 90 days? (weeks starting Monday)',
      expect: (ev, now) => {
        const e = S(ev, { range: R.lastDays(+now, 90) });
        return { ...ranked(tally(e, O.byWeek), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev, now) => tally(S(ev, { range: R.lastDays(+now, 90) }), O.byWeek),
    1,
  ),
  withTie(
    {
      id: 'breakdown-02',
      type: 'breakdown',
      question: 'which weekday has the most race_started events?',
      expect: (ev) => {
        const e = S(ev, { names: ['race_started'] });
        return { ...ranked(tally(e, O.byWeekday), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev) => tally(S(ev, { names: ['race_started'] }), O.byWeekday),
    1,
  ),
  withTie(
    {
      id: 'breakdown-03',
      type: 'breakdown',
      question: 'At what hour of the day do we get the most race.viewed? (UTC is fine)',
      expect: (ev) => {
        const e = S(ev, { names: ['race.viewed'] });
        return { ...ranked(tally(e, O.byHour), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev) => tally(S(ev, { names: ['race.viewed'] }), O.byHour),
    1,
  ),
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: (now) => `monthly breakdown of account_created since ${iso(mAgo(now, 3))}`,
    expect: (ev, now) => {
      const e = S(ev, { range: R.since(mAgo(now, 3), +now), names: ['account_created'] });
      const m = [...tally(e, O.byMonth)].sort();
      return {
        names: m.map((x) => x[0]),
        numbers: m.map((x) => x[1]),
        confidence: 'high',
        dataPoints: dp(e),
      };
    },
  },
  withTie(
    {
      id: 'breakdown-05',
      type: 'breakdown',
      question: 'which day had the most payment.failed events ever?',
      expect: (ev) => {
        const e = S(ev, { names: ['payment.failed'] });
        return { ...ranked(tally(e, O.byDay), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev) => tally(S(ev, { names: ['payment.failed'] }), O.byDay),
    1,
  ),
  withTie(
    {
      id: 'breakdown-06',
      type: 'breakdown',
      question: 'busiest week for Refund Issued?',
      expect: (ev) => {
        const e = S(ev, { names: ['Refund Issued'] });
        return { ...ranked(tally(e, O.byWeek), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev) => tally(S(ev, { names: ['Refund Issued'] }), O.byWeek),
    1,
  ),
  withTie(
    {
      id: 'breakdown-07',
      type: 'breakdown',
      question: 'what hour do most race_started events happen at?',
      expect: (ev) => {
        const e = S(ev, { names: ['race_started'] });
        return { ...ranked(tally(e, O.byHour), 1), confidence: 'high', dataPoints: dp(e) };
      },
    },
    (ev) => tally(S(ev, { names: ['race_started'] }), O.byHour),
    1,
  ),
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'EntryFeePaid per week for the last 4 weeks',
    expect: (ev, now) => {
      const e = S(ev, { range: R.lastWeeks(+now, 4), names: ['EntryFeePaid'] });
      const w = [...tally(e, O.byWeek)].sort();
      return {
        names: w.map((x) => x[0]),
        numbers: w.map((x) => x[1]),
        confidence: 'high',
        dataPoints: dp(e),
      };
    },
  },
  withTie(
    {
      id: 'breakdown-09',
      type: 'breakdown',
      question: 'Which month had the most events overall?',
      expect: (ev) => ({ ...ranked(tally(ev, O.byMonth), 1), confidence: 'high', dataPoints: ev.length }),
    },
    (ev) => tally(ev, O.byMonth),
    1,
  ),

  // ------------------------------------------------------------------ compare
  {
    id: 'compare-01',
    type: 'compare',
    question: 'race.viewed in the last 7 days vs the 7 days before that?',
    expect: (ev, now) => {
      const a = S(ev, { range: { from: +now - 14 * DAY, to: +now - 7 * DAY }, names: ['race.viewed'] }),
        b = S(ev, { range: R.lastDays(+now, 7), names: ['race.viewed'] });
      return cmp(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) => `EntryFeePaid count: ${mon(mAgo(now, 2))} compared with ${mon(mAgo(now, 1))}`,
    expect: (ev, now) => {
      const a = S(ev, { range: R.month(mAgo(now, 2)), names: ['EntryFeePaid'] }),
        b = S(ev, { range: R.month(mAgo(now, 1)), names: ['EntryFeePaid'] });
      return cmp(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'EntryFeePaid value last week vs the week before?',
    expect: (ev, now) => {
      const lw = R.lastWeek(+now);
      const a = S(ev, { range: { from: lw.from - 7 * DAY, to: lw.from }, names: ['EntryFeePaid'] }),
        b = S(ev, { range: lw, names: ['EntryFeePaid'] });
      return cmp(O.sum(a), O.sum(b), a.length + b.length);
    },
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'is race.registered growing? last 30 days compared to the 30 days before',
    expect: (ev, now) => {
      const a = S(ev, { range: { from: +now - 60 * DAY, to: +now - 30 * DAY }, names: ['race.registered'] }),
        b = S(ev, { range: R.lastDays(+now, 30), names: ['race.registered'] });
      return cmp(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'total events, past 14 days vs the prior 14 days',
    expect: (ev, now) => {
      const a = S(ev, { range: { from: +now - 28 * DAY, to: +now - 14 * DAY } }),
        b = S(ev, { range: R.lastDays(+now, 14) });
      return cmp(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'active users last month versus the month before',
    expect: (ev, now) => {
      const a = S(ev, { range: R.month(mAgo(now, 2)) }),
        b = S(ev, { range: R.lastMonth(+now) });
      return cmp(U(a).size, U(b).size, a.length + b.length);
    },
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'sponsorship_pledged value in the last 30 days vs the previous 30 days',
    expect: (ev, now) => {
      const a = S(ev, {
          range: { from: +now - 60 * DAY, to: +now - 30 * DAY },
          names: ['sponsorship_pledged'],
        }),
        b = S(ev, { range: R.lastDays(+now, 30), names: ['sponsorship_pledged'] });
      return cmp(O.sum(a), O.sum(b), a.length + b.length);
    },
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: (now) => `How did race_started in ${mon(mAgo(now, 3))} compare to ${mon(mAgo(now, 1))}?`,
    expect: (ev, now) => {
      const a = S(ev, { range: R.month(mAgo(now, 3)), names: ['race_started'] }),
        b = S(ev, { range: R.month(mAgo(now, 1)), names: ['race_started'] });
      return cmp(a.length, b.length, a.length + b.length);
    },
  },

  // ------------------------------------------------------------------ share
  {
    id: 'share-01',
    type: 'share',
    question: 'what % of all events are race.viewed?',
    expect: (ev) => ({
      percents: [percent(S(ev, { names: ['race.viewed'] }).length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'Of the users active in the last 30 days, what percentage had an EntryFeePaid?',
    expect: (ev, now) => {
      const e = S(ev, { range: R.lastDays(+now, 30) });
      return {
        percents: [percent(U(S(e, { names: ['EntryFeePaid'] })).size, U(e).size)],
        confidence: 'high',
        dataPoints: dp(e),
      };
    },
  },
  {
    id: 'share-03',
    type: 'share',
    question: "share of last week's events that were EntryFeePaid",
    expect: (ev, now) => {
      const e = S(ev, { range: R.lastWeek(+now) });
      return {
        percents: [percent(S(e, { names: ['EntryFeePaid'] }).length, e.length)],
        confidence: 'high',
        dataPoints: dp(e),
      };
    },
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'what percentage of users have ever had a sponsorship_pledged?',
    expect: (ev) => ({
      percents: [percent(U(S(ev, { names: ['sponsorship_pledged'] })).size, U(ev).size)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: "what fraction of the last 30 days' events came from rnr_0107, as a percent?",
    expect: (ev, now) => {
      const e = S(ev, { range: R.lastDays(+now, 30) });
      return {
        percents: [percent(S(e, { user: P.topRunner }).length, e.length)],
        confidence: 'high',
        dataPoints: dp(e),
      };
    },
  },
  {
    id: 'share-06',
    type: 'share',
    question: (now) => `What percent of events on ${iso(storm(now))} were Refund Issued?`,
    expect: (ev, now) => {
      const e = S(ev, { range: R.on(storm(now)) });
      return {
        percents: [percent(S(e, { names: ['Refund Issued'] }).length, e.length)],
        confidence: 'high',
        dataPoints: dp(e),
      };
    },
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `what % of the users active in ${mon(mAgo(now, 1))} did race_started?`,
    expect: (ev, now) => {
      const e = S(ev, { range: R.month(mAgo(now, 1)) });
      return {
        percents: [percent(U(S(e, { names: ['race_started'] })).size, U(e).size)],
        confidence: 'high',
        dataPoints: dp(e),
      };
    },
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'roughly what percent of our events are failed card payments?',
    expect: (ev) => ({
      percents: [percent(S(ev, { names: ['payment.failed'] }).length, ev.length)],
      confidence: 'not-high',
      dataPoints: ev.length,
    }),
  },

  // ------------------------------------------------------------------ conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of the users who did race.registered, how many went on to EntryFeePaid?',
    expect: (ev) => conv(ev, R.all(), 'race.registered', 'EntryFeePaid'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'race.viewed → race.registered conversion over the last 30 days',
    expect: (ev, now) => conv(ev, R.lastDays(+now, 30), 'race.viewed', 'race.registered'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'what share of people with race_started then had RaceFinished, last 3 months?',
    expect: (ev, now) => conv(ev, R.lastMonths(+now, 3), 'race_started', 'RaceFinished'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: (now) =>
      `since ${shortDay(ds(now) - 70 * DAY)}: of users with EntryFeePaid, how many later did race-pack-collected?`,
    expect: (ev, now) => conv(ev, R.since(ds(now) - 70 * DAY, +now), 'EntryFeePaid', 'race-pack-collected'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'last month, account_created to race.registered conversion rate?',
    expect: (ev, now) => conv(ev, R.lastMonth(+now), 'account_created', 'race.registered'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: 'after a payment.failed, how many users eventually got an EntryFeePaid? want the recovery rate',
    expect: (ev) => conv(ev, R.all(), 'payment.failed', 'EntryFeePaid'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'race-pack-collected -> race_started in the past 60 days: how many and what %?',
    expect: (ev, now) => conv(ev, R.lastDays(+now, 60), 'race-pack-collected', 'race_started'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question: 'how many of the folks who opened an account went on to sign up for a race?',
    expect: (ev) => conv(ev, R.all(), 'account_created', 'race.registered', 'not-high'),
  },

  // ------------------------------------------------------------------ churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) => `how many users were active in ${mon(mAgo(now, 2))} but not in ${mon(mAgo(now, 1))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.month(mAgo(now, 2)), R.month(mAgo(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(+now, 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'How many brand-new users in the last 2 weeks?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastWeeks(+now, 2)).length], confidence: 'high' }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'users active last month who have done nothing this month — how many?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastMonth(+now), R.thisMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `number of new users in ${mon(mAgo(now, 2))}`,
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.month(mAgo(now, 2))).length], confidence: 'high' }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) =>
      `how many people were active between ${iso(ds(now) - 100 * DAY)} and ${iso(ds(now) - 70 * DAY)} but have had no events since ${iso(ds(now) - 30 * DAY)}?`,
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, R.between(ds(now) - 100 * DAY, ds(now) - 70 * DAY), R.since(ds(now) - 30 * DAY, +now))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'Active last week, nothing this week: how many users?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastWeek(+now), R.thisWeek(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) => `new users since ${longDay(ds(now) - 21 * DAY)}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.since(ds(now) - 21 * DAY, +now)).length],
      confidence: 'high',
    }),
  },

  // ------------------------------------------------------------------ recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'when was the last payment.failed?',
    expect: (ev) => {
      const e = S(ev, { names: ['payment.failed'] });
      return { names: [lastDay(e)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone do a Bib Transferred in the last 30 days?',
    expect: (ev, now) => count(S(ev, { range: R.lastDays(+now, 30), names: ['Bib Transferred'] })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'When did someone last do race.registered?',
    expect: (ev) => {
      const e = S(ev, { names: ['race.registered'] });
      return { names: [lastDay(e)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'last time org_03 had a Refund Issued?',
    expect: (ev) => {
      const e = S(ev, { names: ['Refund Issued'], user: P.leadOrganiser });
      return { names: [lastDay(e)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'has anyone done race-published in the past 30 days?',
    expect: (ev, now) => count(S(ev, { range: R.lastDays(+now, 30), names: ['race-published'] })),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'most recent RaceFinished — when was it?',
    expect: (ev) => {
      const e = S(ev, { names: ['RaceFinished'] });
      return { names: [lastDay(e)], confidence: 'high', dataPoints: dp(e) };
    },
  },
  {
    id: 'recency-07',
    type: 'recency',
    low: true,
    question: 'when was the last medal_engraving event?',
    expect: () => LOW(),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'When did rnr_0042 last do race.viewed? They say they lost access',
    expect: (ev) => {
      const e = S(ev, { names: ['race.viewed'], user: P.churner });
      return { names: [lastDay(e)], confidence: 'high', dataPoints: dp(e) };
    },
  },

  // ------------------------------------------------------------------ catalogue
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'what event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [U(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'how many events do we have altogether?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question:
      'New to the team — can you list the event types we track, plus how many users and events there are overall?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      numbers: [U(ev).size, ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'how many distinct event names are tracked?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'give me the event catalogue',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'what data do you have on us? number of users and events',
    expect: (ev) => ({ numbers: [U(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },

  // ------------------------------------------------------------------ other
  {
    id: 'other-01',
    type: 'other',
    question: "what's the weather forecast for race day on Sunday?",
    expect: () => LOW(),
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'which runners have a heart condition listed on their medical form?',
    expect: () => LOW(),
  },
  { id: 'other-03', type: 'other', question: 'what is the average age of our runners?', expect: () => LOW() },
  {
    id: 'other-04',
    type: 'other',
    question: 'how many size L t-shirts should we order for the half marathon?',
    expect: () => LOW(),
  },
  {
    id: 'other-05',
    type: 'other',
    question: "what's our NPS from the post-race survey?",
    expect: () => LOW(),
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'which course has the most elevation gain?',
    expect: () => LOW(),
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'will the city marathon sell out next month?',
    expect: () => LOW(),
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'how many volunteers do we need at each water station?',
    expect: () => LOW(),
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'what is the current balance of our Stripe payout account?',
    expect: () => LOW(),
  },
];
