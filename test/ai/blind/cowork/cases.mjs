// Blind evaluation cases for Deskly, a coworking-space booking app (events from ./data.mjs).
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

// ---- the cases ----------------------------------------------------------------------------
export const cases = [
  // 1. counts
  {
    id: 'cw-count-coffee-7d',
    type: 'count',
    question: 'How many coffee_ordered events in the past 7 days?',
    expect: countOf((now) => ({ range: R.lastDays(now, 7), names: ['coffee_ordered'] })),
  },
  {
    id: 'cw-count-checkins-yesterday',
    type: 'count',
    question: 'yesterday — how many Checked In events did the front desk log?',
    expect: countOf((now) => ({ range: R.yesterday(now), names: ['checked_in'] })),
  },
  {
    id: 'cw-count-rooms-last-week',
    type: 'count',
    question: 'Last week, how many room_booked events were there?',
    expect: countOf((now) => ({ range: R.lastWeek(now), names: ['room_booked'] })),
  },
  {
    id: 'cw-count-desk-and-room-this-month',
    type: 'count',
    question: 'desk.booked plus room_booked this month, combined total?',
    expect: countOf((now) => ({ range: R.thisMonth(now), names: ['desk.booked', 'room_booked'] })),
  },
  {
    id: 'cw-count-all-on-day',
    type: 'count',
    question: (now) => `How many events did Deskly record on ${brief(ago(now, 22))}?`,
    expect: countOf((now) => ({ range: R.on(ago(now, 22)) })),
  },
  {
    id: 'cw-count-cancellations-between',
    type: 'count',
    question: (now) =>
      `Number of booking.cancelled events between ${o.isoDay(ago(now, 30))} and ${o.isoDay(ago(now, 16))}`,
    expect: countOf((now) => ({
      range: R.between(ago(now, 30), ago(now, 16)),
      names: ['booking.cancelled'],
    })),
  },
  {
    id: 'cw-count-bookings-ambiguous',
    type: 'count',
    question: 'how many bookings did we get last week?',
    expect: NOT_HIGH,
  }, // desk.booked or room_booked: an assumption is needed
  {
    id: 'cw-count-checkins-today-loose',
    type: 'count',
    question: 'check-ins so far today?',
    expect: loose('checked_in'),
  },
  {
    id: 'cw-count-desk-bookings-loose',
    type: 'count',
    question: 'How many desk bookings have there been since Monday?',
    expect: loose('desk.booked'),
  },
  {
    id: 'cw-count-unknown-event',
    type: 'count',
    question: 'How many locker_rented events were there this month?',
    expect: LOW,
  },

  // 2. distinct users
  {
    id: 'cw-users-active-this-week',
    type: 'users',
    question: 'How many coworkers have been active this week?',
    expect: usersOf((now) => ({ range: R.thisWeek(now) })),
  },
  {
    id: 'cw-users-app-open-30d',
    type: 'users',
    question: 'Unique members with an app_open in the last 30 days?',
    expect: usersOf((now) => ({ range: R.lastDays(now, 30), names: ['app_open'] })),
  },
  {
    id: 'cw-users-day-pass-prev-month',
    type: 'users',
    question: (now) =>
      `In ${mName(prevMonthStart(now))}, how many different people had a day_pass.bought event?`,
    expect: usersOf((now) => ({ range: R.month(prevMonthStart(now)), names: ['day_pass.bought'] })),
  },
  {
    id: 'cw-users-guests-ever',
    type: 'users',
    question: 'How many distinct tenants have ever triggered guest_invited?',
    expect: usersOf(() => ({ names: ['guest_invited'] })),
  },
  {
    id: 'cw-users-24h',
    type: 'users',
    question: 'Quick one before the board call: active users in the past 24 hours?',
    expect: usersOf((now) => ({ range: R.lastHours(now, 24) })),
  },

  // 3. sum / average / min / max / median
  {
    id: 'cw-value-coffee-sum-30d',
    type: 'value',
    question: "We're reviewing the café. What's the total value of coffee_ordered over the last 30 days?",
    expect: valueOf(o.sum, (now) => ({ range: R.lastDays(now, 30), names: ['coffee_ordered'] })),
  },
  {
    id: 'cw-value-desk-avg-this-month',
    type: 'value',
    question: 'Average desk.booked value this month?',
    expect: valueOf(
      (evs) => o.sum(evs) / evs.length,
      (now) => ({ range: R.thisMonth(now), names: ['desk.booked'] }),
    ),
  },
  {
    id: 'cw-value-membership-max',
    type: 'value',
    question: "What's the highest membership_started amount we've ever seen?",
    expect: valueOf(o.max, () => ({ names: ['membership_started'] })),
  },
  {
    id: 'cw-value-day-pass-min-2m',
    type: 'value',
    question: 'Smallest Day Pass Bought amount in the last 2 months',
    expect: valueOf(o.min, (now) => ({ range: R.lastMonths(now, 2), names: ['day_pass.bought'] })),
  },
  {
    id: 'cw-value-coffee-median-last-week',
    type: 'value',
    question: 'median coffee ordered value last week?',
    expect: valueOf(median, (now) => ({ range: R.lastWeek(now), names: ['coffee_ordered'] })),
  },
  {
    id: 'cw-value-revenue-last-month',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: NOT_HIGH,
  }, // money word without an event name
  {
    id: 'cw-value-hours-avg',
    type: 'value',
    question: 'How many hours does a typical room booking last?',
    expect: NOT_HIGH,
  }, // "hours" / "typical" / "room booking": assumptions

  // 4. top events
  {
    id: 'cw-top-events-3-this-week',
    type: 'top-events',
    question: 'What are the top 3 events this week?',
    expect: rankedBy((now) => ({ range: R.thisWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'cw-top-event-yesterday',
    type: 'top-events',
    question: 'Most common event yesterday?',
    expect: rankedBy((now) => ({ range: R.yesterday(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'cw-least-events-30d',
    type: 'top-events',
    question: 'least common events over the past 30 days',
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 5, ascending: true }),
  },
  {
    id: 'cw-top-events-all-time',
    type: 'top-events',
    question: 'what do members do most in Deskly? give me the top 5 events',
    expect: rankedBy(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'cw-top-events-prev-month',
    type: 'top-events',
    question: (now) =>
      `Top 4 event types in ${mName(prevMonthStart(now))} ${new Date(prevMonthStart(now)).getUTCFullYear()}`,
    expect: rankedBy((now) => ({ range: R.month(prevMonthStart(now)) }), o.byName, { n: 4 }),
  },

  // 5. top users
  {
    id: 'cw-top-users-last-month',
    type: 'top-users',
    question: 'Which members had the most events last month? Top 3 please.',
    expect: rankedBy((now) => ({ range: R.lastMonth(now) }), o.byUser, { n: 3 }),
  },
  {
    id: 'cw-top-users-coffee-value',
    type: 'top-users',
    question: 'Top 5 coworkers by total coffee_ordered value',
    expect: rankedBy(() => ({ names: ['coffee_ordered'] }), o.byUser, { n: 5, by: o.value }),
  },
  {
    id: 'cw-top-user-this-week',
    type: 'top-users',
    question: "who's the most active tenant this week?",
    expect: rankedBy((now) => ({ range: R.thisWeek(now) }), o.byUser, { n: 1 }),
  },
  {
    id: 'cw-top-user-checkins-prev-month',
    type: 'top-users',
    question: (now) => `Who had the most checked_in events in ${mName(prevMonthStart(now))}?`,
    expect: rankedBy((now) => ({ range: R.month(prevMonthStart(now)), names: ['checked_in'] }), o.byUser, {
      n: 1,
    }),
  },
  {
    id: 'cw-top-spenders-30d',
    type: 'top-users',
    question: 'top spenders in the last 30 days',
    expect: NOT_HIGH,
  }, // money word: medium by definition

  // 6. one user
  {
    id: 'cw-user-regular-count',
    type: 'user',
    question: `How many events does ${P.regular} have?`,
    expect: countOf(() => ({ user: P.regular })),
  },
  {
    id: 'cw-user-dropin-first-seen',
    type: 'user',
    question: `When did ${P.dropIn} first show up?`,
    expect: firstOf(() => ({ user: P.dropIn })),
  },
  {
    id: 'cw-user-leaver-last-seen',
    type: 'user',
    question: `${P.leaver} — when was this member last seen?`,
    expect: lastOf(() => ({ user: P.leaver })),
  },
  {
    id: 'cw-user-newbie-event-names',
    type: 'user',
    question: `Which event names has ${P.newbie} used so far?`,
    expect: (ev) => {
      const s = o.select(ev, { user: P.newbie });
      return {
        names: [...new Set(s.map(o.byName))],
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'cw-user-regular-this-month',
    type: 'user',
    question: `${P.regular}'s activity this month: how many events?`,
    expect: countOf((now) => ({ user: P.regular, range: R.thisMonth(now) })),
  },
  { id: 'cw-user-nobody', type: 'user', question: `How many times has ${NOBODY} checked in?`, expect: LOW },

  // 7. breakdowns over time
  {
    id: 'cw-breakdown-checkins-weekday',
    type: 'breakdown',
    question: 'Which day of the week is busiest for checked_in?',
    expect: rankedBy(() => ({ names: ['checked_in'] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'cw-breakdown-checkin-hour-30d',
    type: 'breakdown',
    question:
      "Planning front-desk staffing: what's the busiest hour of the day for checked in events over the past 30 days?",
    expect: rankedBy((now) => ({ range: R.lastDays(now, 30), names: ['checked_in'] }), o.byHour, { n: 1 }),
  },
  {
    id: 'cw-breakdown-checkins-per-day-this-week',
    type: 'breakdown',
    question: 'checked_in per day this week',
    expect: series((now) => ({ range: R.thisWeek(now), names: ['checked_in'] }), o.byDay),
  },
  {
    id: 'cw-breakdown-desk-per-month',
    type: 'breakdown',
    question: (now) => `desk.booked per month since ${spoken(prevMonthStart(now, 3))}`,
    expect: series(
      (now) => ({ range: R.since(prevMonthStart(now, 3), now), names: ['desk.booked'] }),
      o.byMonth,
    ),
  },
  {
    id: 'cw-breakdown-room-busiest-month',
    type: 'breakdown',
    question: 'Which month had the most room_booked events?',
    expect: rankedBy(() => ({ names: ['room_booked'] }), o.byMonth, { n: 1 }),
  },
  {
    id: 'cw-breakdown-events-weekday-8w',
    type: 'breakdown',
    question: 'Break down all events by weekday for the last 8 weeks.',
    expect: series((now) => ({ range: R.lastWeeks(now, 8) }), o.byWeekday, { unordered: true }),
  },
  {
    id: 'cw-breakdown-how-busy',
    type: 'breakdown',
    question: 'how busy is the space lately?',
    expect: NOT_HIGH,
  }, // "busy" and "lately" need assumptions

  // 8. comparisons
  {
    id: 'cw-compare-coffee-30d',
    type: 'compare',
    question: 'Is coffee_ordered growing? Last 30 days vs the 30 days before.',
    expect: comparing(['coffee_ordered'], (now) => [
      { from: now - 60 * DAY, to: now - 30 * DAY },
      R.lastDays(now, 30),
    ]),
  },
  {
    id: 'cw-compare-app-opens-14d',
    type: 'compare',
    question: 'How did app opens in the last 14 days compare with the 14 days before?',
    expect: comparing(['app_open'], (now) => [
      { from: now - 28 * DAY, to: now - 14 * DAY },
      R.lastDays(now, 14),
    ]),
  },
  {
    id: 'cw-compare-checkins-named-months',
    type: 'compare',
    question: (now) => `checked_in: ${mName(prevMonthStart(now, 2))} versus ${mName(prevMonthStart(now))}`,
    expect: comparing(['checked_in'], (now) => [
      R.month(prevMonthStart(now, 2)),
      R.month(prevMonthStart(now)),
    ]),
  },
  {
    id: 'cw-compare-events-yesterday',
    type: 'compare',
    question: 'events yesterday compared with the day before?',
    expect: comparing(undefined, (now) => [
      { from: o.dayStart(now) - 2 * DAY, to: o.dayStart(now) - DAY },
      R.yesterday(now),
    ]),
  },
  {
    id: 'cw-compare-rooms-week',
    type: 'compare',
    question: 'room_booked in the past week compared with the week before — up or down?',
    expect: comparing(['room_booked'], (now) => [
      { from: now - 14 * DAY, to: now - 7 * DAY },
      R.lastDays(now, 7),
    ]),
  },

  // 9. shares
  {
    id: 'cw-share-coffee-30d',
    type: 'share',
    question: 'What percentage of events in the last 30 days were coffee_ordered?',
    expect: eventShare(['coffee_ordered'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'cw-share-members-checked-in-week',
    type: 'share',
    question: 'What share of active members checked in this week?',
    expect: userShare(['checked_in'], (now) => R.thisWeek(now)),
  },
  {
    id: 'cw-share-rooms-last-month',
    type: 'share',
    question: 'Of all activity last month, what % was room_booked?',
    expect: eventShare(['room_booked'], (now) => R.lastMonth(now)),
  },
  {
    id: 'cw-share-guests-users-prev-month',
    type: 'share',
    question: (now) =>
      `what percent of coworkers active in ${mName(prevMonthStart(now))} had a guest_invited event?`,
    expect: userShare(['guest_invited'], (now) => R.month(prevMonthStart(now))),
  },
  {
    id: 'cw-share-cancellations-all',
    type: 'share',
    question: 'What fraction of all events are booking.cancelled, as a percentage?',
    expect: eventShare(['booking.cancelled'], () => R.all()),
  },

  // 10. conversion
  {
    id: 'cw-conv-joined-desk-60d',
    type: 'conversion',
    question:
      'Of the members with member_joined in the last 60 days, how many then had desk.booked, and what percentage is that?',
    expect: converting('member_joined', 'desk.booked', (now) => R.lastDays(now, 60)),
  },
  {
    id: 'cw-conv-daypass-membership',
    type: 'conversion',
    question: 'What % of day_pass.bought users went on to membership_started afterwards?',
    expect: converting('day_pass.bought', 'membership_started', () => R.all(), '%'),
  },
  {
    id: 'cw-conv-app-room-this-month',
    type: 'conversion',
    question: 'Conversion from app_open to room_booked this month?',
    expect: converting('app_open', 'room_booked', (now) => R.thisMonth(now), '%'),
  },
  {
    id: 'cw-conv-cancel-rebook-last-month',
    type: 'conversion',
    question:
      'last month: of the people who had booking.cancelled, how many did desk.booked after their first cancellation?',
    expect: converting('booking.cancelled', 'desk.booked', (now) => R.lastMonth(now), 'n'),
  },

  // 11. churn and new users
  {
    id: 'cw-churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many members were active in ${mName(prevMonthStart(now, 2))} but not in ${mName(prevMonthStart(now))}?`,
    expect: churnOf((now) => [R.month(prevMonthStart(now, 2)), R.month(prevMonthStart(now))]),
  },
  {
    id: 'cw-churn-last-vs-this-month',
    type: 'churn',
    question: "Users active last month who haven't been back this month — how many?",
    expect: churnOf((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'cw-new-users-14d',
    type: 'churn',
    question: 'new users in the last 14 days?',
    expect: newOf((now) => R.lastDays(now, 14)),
  },
  {
    id: 'cw-new-users-this-month',
    type: 'churn',
    question: 'This month, how many brand-new users did we get (first event ever)?',
    expect: newOf((now) => R.thisMonth(now)),
  },
  {
    id: 'cw-new-users-prev-month',
    type: 'churn',
    question: (now) => `New coworkers in ${mName(prevMonthStart(now))}?`,
    expect: newOf((now) => R.month(prevMonthStart(now))),
  },

  // 12. existence and recency
  {
    id: 'cw-recency-last-membership-ended',
    type: 'recency',
    question: 'When was the last membership.ended?',
    expect: lastOf(() => ({ names: ['membership.ended'] })),
  },
  {
    id: 'cw-recency-last-guest',
    type: 'recency',
    question: 'most recent guest_invited — when was it?',
    expect: lastOf(() => ({ names: ['guest_invited'] })),
  },
  {
    id: 'cw-exists-day-pass-today',
    type: 'recency',
    question: 'Did anyone have a day_pass.bought event today?',
    expect: existsOf((now) => ({ range: R.today(now), names: ['day_pass.bought'] })),
  },
  {
    id: 'cw-exists-nobody-checkin',
    type: 'recency',
    question: `Has ${NOBODY} ever checked in?`,
    expect: LOW,
  },
  {
    id: 'cw-recency-loose-coffee',
    type: 'recency',
    question: 'last time someone ordered coffee?',
    expect: loose('coffee_ordered'),
  }, // reversed word order: a looser name match
  {
    id: 'cw-exists-before-data',
    type: 'recency',
    question: (now) => `Were there any member_joined events before ${o.isoDay(ago(now, 200))}?`,
    expect: LOW,
  },

  // 13. catalogue
  {
    id: 'cw-catalogue-event-names',
    type: 'catalogue',
    question: 'What event types do we track in Deskly?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'cw-catalogue-users-and-events',
    type: 'catalogue',
    question: 'How many users and how many events do we have overall?',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'cw-catalogue-total-events',
    type: 'catalogue',
    question: 'total number of events stored?',
    expect: (ev) => ({ numbers: [ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'cw-catalogue-list-names',
    type: 'catalogue',
    question: 'list every event name, please',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },

  // two-clause
  {
    id: 'cw-two-clause-checkins-users',
    type: 'count',
    question: 'How many checked_in events were there last week, and how many members did that?',
    expect: (ev, now) =>
      nonEmpty(o.select(ev, { range: R.lastWeek(now), names: ['checked_in'] }), (s) => ({
        numbers: [s.length, o.users(s).size],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },

  // 14. out of scope, unknown dimensions, nonsense
  { id: 'cw-other-floor', type: 'other', question: 'Which floor is the busiest?', expect: LOW },
  { id: 'cw-other-city', type: 'other', question: 'desk.booked by city for the last 30 days', expect: LOW },
  {
    id: 'cw-other-companies',
    type: 'other',
    question: 'Which companies have the most tenants with us?',
    expect: LOW,
  },
  {
    id: 'cw-other-desk-location',
    type: 'other',
    question: 'break down bookings by desk location',
    expect: LOW,
  },
  {
    id: 'cw-other-weather',
    type: 'other',
    question: "What's the weather going to be in Lisbon tomorrow?",
    expect: LOW,
  },
  { id: 'cw-other-nonsense', type: 'other', question: 'blorp zzkt wibble?', expect: LOW },
  {
    id: 'cw-other-wifi',
    type: 'other',
    question: 'How happy are coworkers with the wifi speed?',
    expect: LOW,
  },
  {
    id: 'cw-other-occupancy-yesterday',
    type: 'other',
    question: 'What was our occupancy yesterday, as a percent of capacity?',
    expect: LOW,
  },
  {
    id: 'cw-other-occupancy-forecast',
    type: 'other',
    question: "Predict next month's occupancy rate per floor.",
    expect: LOW,
  },
];
