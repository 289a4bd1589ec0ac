// Blind evaluation cases for "meet", a video-conferencing service (events from ./data.mjs).
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
const mShort = (t) => mName(t).slice(0, 3);
const spoken = (t) => `${mName(t)} ${th(new Date(t).getUTCDate())}`; // November 3rd
const brief = (t) => `${mShort(t)} ${new Date(t).getUTCDate()}`; // Nov 3
const iso = (t) => o.isoDay(t); // 2026-11-03
const mondayWeeksBack = (now, k) => o.weekStart(+now) - k * WEEK;

// ---- expectations -----------------------------------------------------------------------
const HIGH = 'high';
const NOT_HIGH = 'not-high';
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
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
// Money words without an event name: the events that carry money (plan_upgraded), medium.
const revenueOf = (range) => (ev, now) =>
  nonEmpty(o.select(ev, { range: range(+now), names: ['plan_upgraded'] }), (s) => ({
    numbers: [r2(o.sum(s))],
    names: ['plan_upgraded'],
    confidence: NOT_HIGH,
    dataPoints: s.length,
  }));
const rankedBy = (scope, key, { n, ascending, by, confidence = HIGH } = {}) => {
  const fn = (ev, now) =>
    nonEmpty(o.select(ev, scope(+now)), (s) => {
      const list = o.rank(o.tally(s, key, by), { n, ascending });
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => r2(v)),
        confidence,
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
// A looser name (partial name, verb form, description): SEMANTICS allows it but does not require it,
// so the answer must only name the stored event and must not be high.
const loose = (stored) => () => ({ names: [stored], confidence: NOT_HIGH });
// An assumption that changes what is measured (e.g. a default period): only "not high".
const assumption = () => () => ({ confidence: NOT_HIGH });
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
// one user's n most recent events, newest first
const recentOf = (user, n) => {
  const fn = (ev) =>
    nonEmpty(o.select(ev, { user }), (s) => ({
      names: o
        .newestFirst(s)
        .slice(0, n)
        .map((e) => e.eventName),
      confidence: HIGH,
      dataPoints: s.length,
    }));
  // for selfcheck: equal timestamps among the first n + 1 would make the order ambiguous
  fn.tieAtCut = (ev) => {
    const times = o
      .newestFirst(o.select(ev, { user }))
      .slice(0, n + 1)
      .map(o.time);
    return new Set(times).size !== times.length;
  };
  return fn;
};
const namesUsedBy = (user) => (ev) =>
  nonEmpty(o.select(ev, { user }), (s) => ({
    names: [...new Set(s.map((e) => e.eventName))].sort(),
    unordered: true,
    confidence: HIGH,
    dataPoints: s.length,
  }));
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // 1. counts --------------------------------------------------------------------------------
  {
    id: 'count-logins-7d',
    type: 'count',
    question: 'How many logins did we have in the last 7 days?',
    expect: countOf((n) => ({ range: R.lastDays(n, 7), names: ['login'] })),
  },
  {
    id: 'count-signups-last-week',
    type: 'count',
    question: 'number of signups last week',
    expect: countOf((n) => ({ range: R.lastWeek(n), names: ['signup'] })),
  },
  {
    id: 'count-meeting-started-prev-month',
    type: 'count',
    question: (now) => `In ${mName(prevMonthStart(now))}, how many meeting_started events were there?`,
    expect: countOf((n) => ({ range: R.month(prevMonthStart(n)), names: ['meeting_started'] })),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'Total events in the past 24 hours?',
    expect: countOf((n) => ({ range: R.lastHours(n, 24) })),
  },
  {
    id: 'count-chat-on-day',
    type: 'count',
    question: (now) => `how many chat.message_sent events on ${brief(ago(now, 13))}`,
    expect: countOf((n) => ({ range: R.on(ago(n, 13)), names: ['chat.message_sent'] })),
  },
  {
    id: 'count-screenshare-between',
    type: 'count',
    question: (now) =>
      `Count of screen_share_started between ${spoken(ago(now, 20))} and ${spoken(ago(now, 11))}, please`,
    expect: countOf((n) => ({ range: R.between(ago(n, 20), ago(n, 11)), names: ['screen_share_started'] })),
  },
  {
    id: 'count-guest-invited-since',
    type: 'count',
    question: (now) => `guest invited count since ${iso(ago(now, 9))}`,
    expect: countOf((n) => ({ range: R.since(ago(n, 9), n), names: ['guest_invited'] })),
  },
  {
    id: 'count-recordings-loose',
    type: 'count',
    question: 'How many recordings did hosts save this month?',
    expect: loose('recording.saved'),
  },
  {
    id: 'count-unknown-breakout',
    type: 'count',
    question: 'How many breakout rooms were opened last week?',
    expect: LOW,
  },

  // 2. distinct users ------------------------------------------------------------------------
  {
    id: 'users-active-30d',
    type: 'users',
    question: 'How many active users in the last 30 days?',
    expect: usersOf((n) => ({ range: R.lastDays(n, 30) })),
  },
  {
    id: 'users-joined-last-week',
    type: 'users',
    question: 'Last week, how many unique users had a meeting_joined event?',
    expect: usersOf((n) => ({ range: R.lastWeek(n), names: ['meeting_joined'] })),
  },
  {
    id: 'users-signed-up-prev-month',
    type: 'users',
    question: (now) => `unique users who signed up in ${mName(prevMonthStart(now))}`,
    expect: usersOf((n) => ({ range: R.month(prevMonthStart(n)), names: ['signup'] })),
  },
  {
    id: 'users-screenshare-2w',
    type: 'users',
    question: 'how many customers used screen_share_started in the past 2 weeks',
    expect: usersOf((n) => ({ range: R.lastWeeks(n, 2), names: ['screen_share_started'] })),
  },
  {
    id: 'users-active-yesterday',
    type: 'users',
    question: 'How many people were active yesterday?',
    expect: usersOf((n) => ({ range: R.yesterday(n) })),
  },
  {
    id: 'users-chat-since',
    type: 'users',
    question: (now) =>
      `Since ${spoken(ago(now, 10))}, how many different users have chat.message_sent events?`,
    expect: usersOf((n) => ({ range: R.since(ago(n, 10), n), names: ['chat.message_sent'] })),
  },
  {
    id: 'users-attendees-loose',
    type: 'users',
    question: 'how many attendees joined calls this month',
    expect: loose('meeting_joined'),
  },
  {
    id: 'users-unknown-onboarding',
    type: 'users',
    question: 'How many users finished the onboarding tutorial?',
    expect: LOW,
  },

  // 3. values --------------------------------------------------------------------------------
  {
    id: 'value-recording-sum-30d',
    type: 'value',
    question: 'Sum of eventValue for recording.saved over the last 30 days',
    expect: valueOf(o.sum, (n) => ({ range: R.lastDays(n, 30), names: ['recording.saved'] })),
  },
  {
    id: 'value-joined-avg-this-month',
    type: 'value',
    question: 'average meeting_joined value this month?',
    expect: valueOf(o.avg, (n) => ({ range: R.thisMonth(n), names: ['meeting_joined'] })),
  },
  {
    id: 'value-joined-max-prev-month',
    type: 'value',
    question: (now) => `What was the longest meeting_joined (max value) in ${mName(prevMonthStart(now))}?`,
    expect: valueOf(o.max, (n) => ({ range: R.month(prevMonthStart(n)), names: ['meeting_joined'] })),
  },
  {
    id: 'value-joined-median-7d',
    type: 'value',
    question: 'median meeting_joined value (minutes) over the past 7 days',
    expect: valueOf(median, (n) => ({ range: R.lastDays(n, 7), names: ['meeting_joined'] })),
  },
  {
    id: 'value-rating-avg-last-month',
    type: 'value',
    question: 'Average call_quality_rated score last month',
    expect: valueOf(o.avg, (n) => ({ range: R.lastMonth(n), names: ['call_quality_rated'] })),
  },
  {
    id: 'value-upgrade-sum-since',
    type: 'value',
    question: (now) => `total plan_upgraded value since ${spoken(prevMonthStart(now, 2))}`,
    expect: valueOf(o.sum, (n) => ({ range: R.since(prevMonthStart(n, 2), n), names: ['plan_upgraded'] })),
  },
  {
    id: 'value-revenue-3m',
    type: 'value',
    question: 'How much revenue did we make over the last 3 months?',
    expect: revenueOf((n) => R.lastMonths(n, 3)),
  },
  {
    id: 'value-rating-min-loose',
    type: 'value',
    question: "what's the lowest call quality rating we got yesterday",
    expect: loose('call_quality_rated'),
  },
  {
    id: 'value-recording-avg-loose',
    type: 'value',
    question: 'average recording length?',
    expect: loose('recording.saved'),
  },

  // 4. most / least common events -------------------------------------------------------------
  {
    id: 'top-events-5-30d',
    type: 'top-events',
    question: 'What are the top 5 events in the last 30 days?',
    expect: rankedBy((n) => ({ range: R.lastDays(n, 30) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-1-this-month',
    type: 'top-events',
    question: 'most common event this month',
    expect: rankedBy((n) => ({ range: R.thisMonth(n) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-least-90d',
    type: 'top-events',
    question: 'Which action is the least common over the past 90 days?',
    expect: rankedBy((n) => ({ range: R.lastDays(n, 90) }), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-3-last-week',
    type: 'top-events',
    question: 'top 3 actions last week',
    expect: rankedBy((n) => ({ range: R.lastWeek(n) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-list-default',
    type: 'top-events',
    question: 'Which events happen the most? Give me a list.',
    expect: rankedBy(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-10-prev-month',
    type: 'top-events',
    question: (now) => `Top ten events in ${mName(prevMonthStart(now))}`,
    expect: rankedBy((n) => ({ range: R.month(prevMonthStart(n)) }), o.byName, { n: 10 }),
  },
  {
    id: 'top-events-least-3-14d',
    type: 'top-events',
    question: 'What were the 3 least common events in the last 14 days?',
    expect: rankedBy((n) => ({ range: R.lastDays(n, 14) }), o.byName, { n: 3, ascending: true }),
  },

  // 5. most active users ---------------------------------------------------------------------
  {
    id: 'top-users-5-30d',
    type: 'top-users',
    question: 'Who were the 5 most active users in the past 30 days?',
    expect: rankedBy((n) => ({ range: R.lastDays(n, 30) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-hosts-all',
    type: 'top-users',
    question: 'top 3 hosts by meeting_started, all time',
    expect: rankedBy(() => ({ names: ['meeting_started'] }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'Who are our top 3 spenders?',
    expect: rankedBy(() => ({ names: ['plan_upgraded'] }), o.byUser, {
      n: 3,
      by: o.value,
      confidence: NOT_HIGH,
    }),
  },
  {
    id: 'top-users-chat-30d',
    type: 'top-users',
    question: 'Who sent the most chat.message_sent events in the past 30 days?',
    expect: rankedBy((n) => ({ range: R.lastDays(n, 30), names: ['chat.message_sent'] }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-10-all',
    type: 'top-users',
    question: 'list the 10 most active users of all time',
    expect: rankedBy(() => ({}), o.byUser, { n: 10 }),
  },
  {
    id: 'top-users-joined-minutes-7d',
    type: 'top-users',
    question: 'Top 5 users by total meeting_joined value in the last 7 days',
    expect: rankedBy((n) => ({ range: R.lastDays(n, 7), names: ['meeting_joined'] }), o.byUser, {
      n: 5,
      by: o.value,
    }),
  },
  {
    id: 'top-users-hosted-loose',
    type: 'top-users',
    question: 'who hosted the most meetings last month?',
    expect: loose('meeting_started'),
  },

  // 6. one user ------------------------------------------------------------------------------
  {
    id: 'user-heavy-count-30d',
    type: 'user',
    question: `How many events does ${P.heavyHost} have in the last 30 days?`,
    expect: countOf((n) => ({ range: R.lastDays(n, 30), user: P.heavyHost })),
  },
  {
    id: 'user-churned-last-seen',
    type: 'user',
    question: `when was ${P.churned} last seen?`,
    expect: lastOf(() => ({ user: P.churned })),
  },
  {
    id: 'user-new-first-seen',
    type: 'user',
    question: `When did ${P.newTeamLead} first show up?`,
    expect: firstOf(() => ({ user: P.newTeamLead })),
  },
  {
    id: 'user-guest-recent-3',
    type: 'user',
    question: `Show the 3 most recent events for ${P.occasionalGuest}`,
    expect: recentOf(P.occasionalGuest, 3),
  },
  {
    id: 'user-guest-event-names',
    type: 'user',
    question: `which event types has ${P.occasionalGuest} used?`,
    expect: namesUsedBy(P.occasionalGuest),
  },
  {
    id: 'user-new-hosted-loose',
    type: 'user',
    question: `how many meetings has ${P.newTeamLead} hosted since signing up?`,
    expect: loose('meeting_started'),
  },
  {
    id: 'user-heavy-started-last-week',
    type: 'user',
    question: `${P.heavyHost}: number of meeting_started events last week`,
    expect: countOf((n) => ({ range: R.lastWeek(n), names: ['meeting_started'], user: P.heavyHost })),
  },
  {
    id: 'user-nobody-count',
    type: 'user',
    question: `How many events for ${NOBODY}?`,
    expect: LOW,
  },
  {
    id: 'user-churned-empty-14d',
    type: 'user',
    question: `What has ${P.churned} done in the last 14 days?`,
    expect: countOf((n) => ({ range: R.lastDays(n, 14), user: P.churned })),
  },
  {
    id: 'user-heavy-total-events',
    type: 'user',
    question: `total number of events from ${P.heavyHost}`,
    expect: countOf(() => ({ user: P.heavyHost })),
  },

  // 7. breakdowns over time ------------------------------------------------------------------
  {
    id: 'breakdown-events-per-month',
    type: 'breakdown',
    question: 'Monthly event counts, please',
    expect: series(() => ({}), o.byMonth),
  },
  {
    id: 'breakdown-weekday-started',
    type: 'breakdown',
    question: 'Which day of the week has the most meeting_started?',
    expect: rankedBy(() => ({ names: ['meeting_started'] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-hour-joined-30d',
    type: 'breakdown',
    question: 'busiest hour of the day for meeting_joined over the last 30 days',
    expect: rankedBy((n) => ({ range: R.lastDays(n, 30), names: ['meeting_joined'] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-signups-weekly',
    type: 'breakdown',
    question: (now) => `Weekly signups since ${spoken(mondayWeeksBack(now, 5))}`,
    expect: series((n) => ({ range: R.since(mondayWeeksBack(n, 5), n), names: ['signup'] }), o.byWeek),
  },
  {
    id: 'breakdown-logins-daily-7d',
    type: 'breakdown',
    question: 'daily logins for the past 7 days',
    expect: series((n) => ({ range: R.lastDays(n, 7), names: ['login'] }), o.byDay, { unordered: true }),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'What was our busiest day in the last 30 days?',
    expect: rankedBy((n) => ({ range: R.lastDays(n, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-month-most-logins',
    type: 'breakdown',
    question: 'Which month had the most logins?',
    expect: rankedBy(() => ({ names: ['login'] }), o.byMonth, { n: 1 }),
  },
  {
    id: 'breakdown-joined-by-weekday-4w',
    type: 'breakdown',
    question: 'meeting_joined broken down by weekday, last 4 weeks',
    expect: series((n) => ({ range: R.lastWeeks(n, 4), names: ['meeting_joined'] }), o.byWeekday, {
      unordered: true,
    }),
  },

  // 8. comparisons ---------------------------------------------------------------------------
  {
    id: 'compare-logins-7d',
    type: 'compare',
    question: 'logins in the last 7 days vs the 7 days before',
    expect: comparing(['login'], (n) => [{ from: n - 14 * DAY, to: n - 7 * DAY }, R.lastDays(n, 7)]),
  },
  {
    id: 'compare-signups-named-months',
    type: 'compare',
    question: (now) =>
      `How did signups in ${mName(prevMonthStart(now))} compare with ${mName(prevMonthStart(now, 2))}?`,
    expect: comparing(['signup'], (n) => [R.month(prevMonthStart(n, 2)), R.month(prevMonthStart(n))]),
  },
  {
    id: 'compare-started-last-week',
    type: 'compare',
    question: 'Compare meeting_started last week with the week before',
    expect: comparing(['meeting_started'], (n) => [
      { from: o.weekStart(n) - 2 * WEEK, to: o.weekStart(n) - WEEK },
      R.lastWeek(n),
    ]),
  },
  {
    id: 'compare-all-30d',
    type: 'compare',
    question: 'total activity: past 30 days compared with the previous 30 days',
    expect: comparing(undefined, (n) => [{ from: n - 60 * DAY, to: n - 30 * DAY }, R.lastDays(n, 30)]),
  },
  {
    id: 'compare-joined-growing-14d',
    type: 'compare',
    question: 'Is meeting_joined growing? Compare the last 14 days with the 14 days before.',
    expect: comparing(['meeting_joined'], (n) => [
      { from: n - 28 * DAY, to: n - 14 * DAY },
      R.lastDays(n, 14),
    ]),
  },
  {
    id: 'compare-chat-two-days',
    type: 'compare',
    question: (now) => `chat.message_sent on ${brief(ago(now, 15))} versus ${brief(ago(now, 8))}`,
    expect: comparing(['chat.message_sent'], (n) => [R.on(ago(n, 15)), R.on(ago(n, 8))]),
  },
  {
    id: 'compare-screenshare-no-period',
    type: 'compare',
    question: 'is screen_share_started going up?',
    expect: assumption(),
  },

  // 9. shares --------------------------------------------------------------------------------
  {
    id: 'share-joined-events-30d',
    type: 'share',
    question: 'What percentage of events in the last 30 days were meeting_joined?',
    expect: eventShare(['meeting_joined'], (n) => R.lastDays(n, 30)),
  },
  {
    id: 'share-users-signed-up-this-month',
    type: 'share',
    question: 'What share of active users signed up this month?',
    expect: userShare(['signup'], (n) => R.thisMonth(n)),
  },
  {
    id: 'share-chat-loose',
    type: 'share',
    question: 'what % of all activity is chat messages',
    expect: loose('chat.message_sent'),
  },
  {
    id: 'share-users-started-last-week',
    type: 'share',
    question: 'Last week, what percentage of active users had a meeting_started event?',
    expect: userShare(['meeting_started'], (n) => R.lastWeek(n)),
  },
  {
    id: 'share-upgraded-loose-90d',
    type: 'share',
    question: 'What % of our users upgraded their plan in the past 90 days?',
    expect: loose('plan_upgraded'),
  },
  {
    id: 'share-screenshare-events-prev-month',
    type: 'share',
    question: (now) =>
      `Share of ${mName(prevMonthStart(now))} events that were screen_share_started, as a percentage`,
    expect: eventShare(['screen_share_started'], (n) => R.month(prevMonthStart(n))),
  },
  {
    id: 'share-users-rated-2w',
    type: 'share',
    question: 'what percent of active users submitted call_quality_rated in the past 2 weeks?',
    expect: userShare(['call_quality_rated'], (n) => R.lastWeeks(n, 2)),
  },

  // 10. conversion ---------------------------------------------------------------------------
  {
    id: 'conversion-signup-scheduled-60d',
    type: 'conversion',
    question:
      'Of the users who signed up in the last 60 days, how many went on to have a meeting_scheduled event, and what percentage is that?',
    expect: converting('signup', 'meeting_scheduled', (n) => R.lastDays(n, 60)),
  },
  {
    id: 'conversion-signup-upgrade-loose',
    type: 'conversion',
    question: (now) =>
      `What % of people who signed up since ${spoken(prevMonthStart(now, 2))} went on to upgrade their plan?`,
    expect: loose('plan_upgraded'),
  },
  {
    id: 'conversion-joined-rated-30d',
    type: 'conversion',
    question:
      'Of the attendees with meeting_joined in the last 30 days, what percentage later did call_quality_rated?',
    expect: converting('meeting_joined', 'call_quality_rated', (n) => R.lastDays(n, 30), '%'),
  },
  {
    id: 'conversion-signup-started-all',
    type: 'conversion',
    question: 'signup → meeting_started conversion rate (count and %), all time',
    expect: converting('signup', 'meeting_started', () => R.all()),
  },
  {
    id: 'conversion-scheduled-started-this-month',
    type: 'conversion',
    question:
      'This month, how many users who had meeting_scheduled then went on to meeting_started afterwards? Give the percentage too.',
    expect: converting('meeting_scheduled', 'meeting_started', (n) => R.thisMonth(n)),
  },
  {
    id: 'conversion-screenshare-recording-loose',
    type: 'conversion',
    question:
      'Of the hosts who started screen sharing in the past 7 days, how many recorded a meeting afterwards?',
    expect: loose('recording.saved'),
  },
  {
    id: 'conversion-guest-upgrade-3m',
    type: 'conversion',
    question: 'conversion from guest_invited to plan_upgraded over the last 3 months',
    expect: converting('guest_invited', 'plan_upgraded', (n) => R.lastMonths(n, 3)),
  },

  // 11. churn and new users ------------------------------------------------------------------
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${mName(prevMonthStart(now, 2))} but not in ${mName(prevMonthStart(now))}?`,
    expect: churnOf((n) => [R.month(prevMonthStart(n, 2)), R.month(prevMonthStart(n))]),
  },
  {
    id: 'new-users-30d',
    type: 'churn',
    question: 'How many new users did we get in the last 30 days?',
    expect: newOf((n) => R.lastDays(n, 30)),
  },
  {
    id: 'new-users-this-month',
    type: 'churn',
    question: 'new users this month?',
    expect: newOf((n) => R.thisMonth(n)),
  },
  {
    id: 'churn-last-month-not-this-month',
    type: 'churn',
    question: "How many people who were active last month haven't been back this month?",
    expect: churnOf((n) => [R.lastMonth(n), R.thisMonth(n)]),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `Users active between ${brief(ago(now, 60))} and ${brief(ago(now, 31))} with no activity since ${brief(ago(now, 30))}: how many?`,
    expect: churnOf((n) => [R.between(ago(n, 60), ago(n, 31)), R.since(ago(n, 30), n)]),
  },
  {
    id: 'new-attendees-last-week',
    type: 'churn',
    question: 'how many new attendees showed up for the first time last week',
    expect: newOf((n) => R.lastWeek(n)),
  },
  {
    id: 'new-users-prev-month',
    type: 'churn',
    question: (now) => `Number of new users in ${mName(prevMonthStart(now))}`,
    expect: newOf((n) => R.month(prevMonthStart(n))),
  },

  // 12. existence and recency ----------------------------------------------------------------
  {
    id: 'recency-last-upgrade',
    type: 'recency',
    question: 'When was the last plan_upgraded?',
    expect: lastOf(() => ({ names: ['plan_upgraded'] })),
  },
  {
    id: 'recency-guest-yesterday',
    type: 'recency',
    question: 'Were there any guest_invited events yesterday?',
    expect: existsOf((n) => ({ range: R.yesterday(n), names: ['guest_invited'] })),
  },
  {
    id: 'recency-recording-loose',
    type: 'recency',
    question: 'When did someone last save a recording?',
    expect: loose('recording.saved'),
  },
  {
    id: 'recency-signup-today',
    type: 'recency',
    question: 'has anyone signed up today?',
    expect: existsOf((n) => ({ range: R.today(n), names: ['signup'] })),
  },
  {
    id: 'recency-last-rating',
    type: 'recency',
    question: 'when was the most recent call_quality_rated event',
    expect: lastOf(() => ({ names: ['call_quality_rated'] })),
  },
  {
    id: 'recency-churned-login-empty',
    type: 'recency',
    question: `Did ${P.churned} have a login in the past week?`,
    expect: existsOf((n) => ({ range: R.lastDays(n, 7), names: ['login'], user: P.churned })),
  },
  {
    id: 'recency-last-signup',
    type: 'recency',
    question: 'When did we last get a signup?',
    expect: lastOf(() => ({ names: ['signup'] })),
  },
  {
    id: 'recency-first-recording',
    type: 'recency',
    question: 'When was the first recording.saved event?',
    expect: firstOf(() => ({ names: ['recording.saved'] })),
  },

  // 13. catalogue ----------------------------------------------------------------------------
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events are being tracked?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-users',
    type: 'catalogue',
    question: 'How many users do we have in total?',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'total number of events stored',
    expect: (ev) => ({ numbers: [ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'list all the event names',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'How many different event types are there?',
    expect: (ev) => ({ numbers: [allNames(ev).length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'Quick overview please: how many users and how many events overall?',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },

  // 14. anything else ------------------------------------------------------------------------
  {
    id: 'other-country',
    type: 'other',
    question: 'Which country do most of our attendees join from?',
    expect: LOW,
  },
  { id: 'other-device', type: 'other', question: 'What devices do hosts use the most?', expect: LOW },
  {
    id: 'other-participants-per-meeting',
    type: 'other',
    question: 'How many meetings had more than 50 participants last month?',
    expect: LOW,
  },
  { id: 'other-poem', type: 'other', question: 'write me a short poem about video calls', expect: LOW },
  { id: 'other-nonsense', type: 'other', question: 'asdf qwer zxcv', expect: LOW },
  { id: 'other-aws-cost', type: 'other', question: 'How much did we spend on AWS last month?', expect: LOW },
  { id: 'other-weather', type: 'other', question: "what's the weather like in Berlin today?", expect: LOW },
  {
    id: 'other-why-churn',
    type: 'other',
    question: `Why did ${P.churned} stop using the product?`,
    expect: LOW,
  },
  {
    id: 'other-delete',
    type: 'other',
    question: `Delete all events from ${P.heavyHost}`,
    expect: LOW,
  },
  {
    id: 'other-latency',
    type: 'other',
    question: 'What is the average audio latency in ms on calls?',
    expect: LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Predict how many signups we will get next month',
    expect: LOW,
  },
  {
    id: 'other-browser',
    type: 'other',
    question: 'browser breakdown for people joining meetings',
    expect: LOW,
  },
];
