// Blind round "tables" (restaurant reservation app): questions as the app's team would ask
// them, with expectations computed from the events by the reference oracle.
// `question` is a string or a function of `now` (a Date); `expect(events, now)` returns
// { numbers?, percents?, names?, unordered?, confidence, dataPoints? } for score.mjs.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY } = o;
const HEAVY = PERSONAS.heavy,
  NEWBIE = PERSONAS.newDiner,
  LAPSED = PERSONAS.lapsed;
const RETURNING = PERSONAS.returning,
  PROMOTER = PERSONAS.topPromoter;

// ---- question text helpers ---------------------------------------------------------------

const dayAgo = (now, n) => o.dayStart(+now) - n * DAY;
const ordinal = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const iso = o.isoDay;
const monthBack = (now, k) => o.monthStart(+now, -k); // start of the month k months back
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;

// ---- expectation builders ----------------------------------------------------------------

const HIGH = 'high',
  NH = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };
const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const lowCase = () => LOW;

// A figure over the selected events. `named`: stored names the answer must state (loose wording).
const figure =
  (fn, scope, { conf = HIGH, named } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      numbers: [fn(s)],
      confidence: conf,
      dataPoints: s.length,
      ...(named ? { names: named } : {}),
    }));
const count = (scope, opt) => figure((s) => s.length, scope, opt);
const distinct = (scope, opt) => figure((s) => o.users(s).size, scope, opt);
const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : o.round((v[m - 1] + v[m]) / 2, 2);
};

// Ranked list of `key` over the selection, n first items (names in rank order with figures).
function ranked(scope, key, { n = 5, ascending = false, by, conf = HIGH, named, unordered } = {}) {
  const full = (ev, now) => o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
  const f = (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const top = full(ev, now).slice(0, n);
      return {
        names: [...top.map(([k]) => k), ...(named ?? [])],
        numbers: top.map(([, v]) => v),
        confidence: conf,
        dataPoints: s.length,
        ...(unordered ? { unordered: true } : {}),
      };
    });
  f.tieAtCut = (ev, now) => {
    const r = full(ev, now);
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return f;
}

// Full breakdown (no cut): every bucket with its figure.
const breakdown =
  (scope, key, { unordered = true, namesToo = true } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const m = o.tally(s, key);
      const keys = [...m.keys()].sort();
      return {
        ...(namesToo ? { names: keys } : {}),
        numbers: keys.map((k) => m.get(k)),
        ...(unordered ? { unordered: true } : {}),
        confidence: HIGH,
        dataPoints: s.length,
      };
    });

// Two periods (earlier first) of a measure over the named events.
const measures = { count: (s) => s.length, users: (s) => o.users(s).size, sum: o.sum };
const compare =
  (names, periods, { measure = 'count', conf = HIGH, named } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(measures[measure](a), measures[measure](b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
      ...(named ? { names: named } : {}),
    };
  };

const shareOfEvents =
  (names, range, opt = {}) =>
  (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), (all) => ({
      percents: [o.percent(o.select(all, { names }).length, all.length)],
      confidence: opt.conf ?? HIGH,
      dataPoints: all.length,
      ...(opt.named ? { names: opt.named } : {}),
    }));
const shareOfUsers =
  (names, range, opt = {}) =>
  (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), (all) => ({
      percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
      confidence: opt.conf ?? HIGH,
      dataPoints: all.length,
      ...(opt.named ? { names: opt.named } : {}),
    }));

// show: 'n' the converted users, '%' the percentage.
const conversion =
  (a, b, range, show, opt = {}) =>
  (ev, now) => {
    const r = range(+now),
      c = o.conversion(ev, r, a, b);
    if (!c.did) return LOW;
    return {
      numbers: show.includes('n') ? [c.converted] : [],
      percents: show.includes('%') ? [c.pct] : [],
      confidence: opt.conf ?? HIGH,
      dataPoints: o.select(ev, { range: r, names: [a, b] }).length,
      ...(opt.named ? { names: opt.named, unordered: true } : {}),
    };
  };

const churned = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return orLow(o.select(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};
const newUsers = (range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// "When was the last X": the day of the newest matching event; dataPoints all X events.
const lastDay =
  (scope, { conf = HIGH, named } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      names: [iso(o.time(o.newestFirst(s)[0])), ...(named ?? [])],
      ...(named ? { unordered: true } : {}),
      confidence: conf,
      dataPoints: s.length,
    }));

const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // 1. counts
  {
    id: 'count-booking-created-yesterday',
    type: 'count',
    question: 'how many booking_created events did we log yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['booking_created'] })),
  },
  {
    id: 'count-no-shows-last-week',
    type: 'count',
    question: 'No-shows last week, how many?',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['no_show'] })),
  },
  {
    id: 'count-app-opens-24h',
    type: 'count',
    question: 'Number of app opens in the past 24 hours',
    expect: count((now) => ({ range: R.lastHours(now, 24), names: ['app_open'] })),
  },
  {
    id: 'count-reservations-30d',
    type: 'count',
    question: 'how many reservations did diners make over the last 30 days',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['booking_created'] }), {
      conf: NH,
      named: ['booking_created'],
    }),
  },
  {
    id: 'count-sign-ups-since',
    type: 'count',
    question: (now) => `Sign ups since ${longDay(dayAgo(now, 20))}?`,
    expect: count((now) => ({ range: R.since(dayAgo(now, 20), now), names: ['sign_up'] })),
  },
  {
    id: 'count-all-events-previous-month',
    type: 'count',
    question: (now) => `Total events in ${monthName(monthBack(now, 1))}, need it for the monthly deck`,
    expect: count((now) => ({ range: R.month(monthBack(now, 1)) })),
  },
  {
    id: 'count-menu-and-search-between',
    type: 'count',
    question: (now) =>
      `how many menu_view plus restaurant_search events between ${iso(dayAgo(now, 12))} and ${iso(dayAgo(now, 6))}`,
    expect: count((now) => ({
      range: R.between(dayAgo(now, 12), dayAgo(now, 6)),
      names: ['menu_view', 'restaurant_search'],
    })),
  },
  {
    id: 'count-cancelations-this-month',
    type: 'count',
    question: 'cancelations this month??',
    expect: count((now) => ({ range: R.thisMonth(now), names: ['booking_cancelled'] }), {
      conf: NH,
      named: ['booking_cancelled'],
    }),
  },
  {
    id: 'count-review-posted-2w',
    type: 'count',
    question: 'Review Posted count for the last 2 weeks',
    expect: count((now) => ({ range: R.lastWeeks(now, 2), names: ['Review Posted'] })),
  },
  {
    id: 'count-app-opens-on-day',
    type: 'count',
    question: (now) => `App opens on ${shortDay(dayAgo(now, 4))}`,
    expect: count((now) => ({ range: R.on(dayAgo(now, 4)), names: ['app_open'] })),
  },
  {
    id: 'count-app-open-today',
    type: 'count',
    question: 'how many app_open so far today',
    expect: count((now) => ({ range: R.today(now), names: ['app_open'] })),
  },
  {
    id: 'count-search-from-to',
    type: 'count',
    question: (now) => `restaurant_search from ${shortDay(dayAgo(now, 15))} to ${shortDay(dayAgo(now, 11))}?`,
    expect: count((now) => ({
      range: R.between(dayAgo(now, 15), dayAgo(now, 11)),
      names: ['restaurant_search'],
    })),
  },
  {
    id: 'count-menu-views-6h',
    type: 'count',
    question: 'menu views in the last 6 hours',
    expect: count((now) => ({ range: R.lastHours(now, 6), names: ['menu_view'] })),
  },
  {
    id: 'count-waitlist-unknown',
    type: 'count',
    low: true,
    question: 'How many waitlist_joined events last month?',
    expect: lowCase,
  },
  {
    id: 'count-sign-ups-before-window',
    type: 'count',
    low: true,
    question: (now) => `how many sign ups were there before ${iso(dayAgo(now, 200))}?`,
    expect: count((now) => ({ range: R.before(dayAgo(now, 200)), names: ['sign_up'] })),
  },

  // 2. distinct users
  {
    id: 'users-active-past-week',
    type: 'users',
    question: 'How many active users in the past week?',
    expect: distinct((now) => ({ range: R.lastDays(now, 7) })),
  },
  {
    id: 'users-unique-24h',
    type: 'users',
    question: 'unique users last 24 hours',
    expect: distinct((now) => ({ range: R.lastHours(now, 24) })),
  },
  {
    id: 'users-diners-reserved-this-month',
    type: 'users',
    question: 'How many diners made a reservation this month?',
    expect: distinct((now) => ({ range: R.thisMonth(now), names: ['booking_created'] }), {
      conf: NH,
      named: ['booking_created'],
    }),
  },
  {
    id: 'users-no-show-ever',
    type: 'users',
    question: 'how many different users have ever had a no_show?',
    expect: distinct(() => ({ names: ['no_show'] })),
  },
  {
    id: 'users-redeemers-3-months',
    type: 'users',
    question: 'Distinct users who triggered loyalty.points_redeemed in the last 3 months',
    expect: distinct((now) => ({ range: R.lastMonths(now, 3), names: ['loyalty.points_redeemed'] })),
  },
  {
    id: 'users-guests-reviewed-last-month',
    type: 'users',
    question: 'how many guests left a review last month?',
    expect: distinct((now) => ({ range: R.lastMonth(now), names: ['Review Posted'] }), {
      conf: NH,
      named: ['Review Posted'],
    }),
  },
  {
    id: 'users-active-on-day',
    type: 'users',
    question: (now) => `active users on ${longDay(dayAgo(now, 2))}`,
    expect: distinct((now) => ({ range: R.on(dayAgo(now, 2)) })),
  },
  {
    id: 'users-active-on-iso-day',
    type: 'users',
    question: (now) => `On ${iso(dayAgo(now, 9))}, how many people used the app?`,
    expect: distinct((now) => ({ range: R.on(dayAgo(now, 9)) })),
  },
  {
    id: 'users-sign-up-2w',
    type: 'users',
    question: 'How many people did sign_up in the last 2 weeks?',
    expect: distinct((now) => ({ range: R.lastWeeks(now, 2), names: ['sign_up'] })),
  },
  {
    id: 'users-searchers-this-week',
    type: 'users',
    question: 'how many unique customers ran a restaurant_search this week',
    expect: distinct((now) => ({ range: R.thisWeek(now), names: ['restaurant_search'] })),
  },

  // 3. sum, average, min, max, median
  {
    id: 'value-avg-booking-created',
    type: 'value',
    question: 'Average value of booking_created events?',
    expect: figure(o.avg, () => ({ names: ['booking_created'] })),
  },
  {
    id: 'value-avg-party-size-last-month',
    type: 'value',
    question: "what's the average party size on reservations last month",
    expect: figure(o.avg, (now) => ({ range: R.lastMonth(now), names: ['booking_created'] }), {
      conf: NH,
      named: ['booking_created'],
    }),
  },
  {
    id: 'value-avg-stars-this-month',
    type: 'value',
    question: 'avg star rating this month?',
    expect: figure(o.avg, (now) => ({ range: R.thisMonth(now), names: ['Review Posted'] }), {
      conf: NH,
      named: ['Review Posted'],
    }),
  },
  {
    id: 'value-biggest-party-2w',
    type: 'value',
    question: 'biggest party anyone booked in the past 2 weeks?',
    expect: figure(o.max, (now) => ({ range: R.lastWeeks(now, 2), names: ['booking_created'] }), {
      conf: NH,
      named: ['booking_created'],
    }),
  },
  {
    id: 'value-promoted-sum-this-year',
    type: 'value',
    question: 'Sum of promoted_listing.purchased value this year',
    expect: figure(o.sum, (now) => ({ range: R.thisYear(now), names: ['promoted_listing.purchased'] })),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'How much revenue did we make last month?',
    expect: figure(o.sum, (now) => ({ range: R.lastMonth(now), names: ['promoted_listing.purchased'] }), {
      conf: NH,
      named: ['promoted_listing.purchased'],
    }),
  },
  {
    id: 'value-points-total-since',
    type: 'value',
    question: (now) => `total value of loyalty.points_redeemed since ${shortDay(dayAgo(now, 45))}`,
    expect: figure(o.sum, (now) => ({
      range: R.since(dayAgo(now, 45), now),
      names: ['loyalty.points_redeemed'],
    })),
  },
  {
    id: 'value-median-booking-created',
    type: 'value',
    question: 'median value of booking_created',
    expect: figure(median, () => ({ names: ['booking_created'] })),
  },
  {
    id: 'value-mean-search-7d',
    type: 'value',
    question: 'Mean restaurant_search value over the last 7 days?',
    expect: figure(o.avg, (now) => ({ range: R.lastDays(now, 7), names: ['restaurant_search'] })),
  },
  {
    id: 'value-min-review-30d',
    type: 'value',
    question: 'lowest Review Posted value in the last 30 days',
    expect: figure(o.min, (now) => ({ range: R.lastDays(now, 30), names: ['Review Posted'] })),
  },

  // 4. most and least common events
  {
    id: 'top-events-5-all-time',
    type: 'top-events',
    question: 'What are the top 5 events?',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-three-last-week',
    type: 'top-events',
    question: 'three most common events last week',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-30d',
    type: 'top-events',
    question: 'least common event in the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-this-month-list',
    type: 'top-events',
    question: 'top events this month',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-single-most',
    type: 'top-events',
    question: 'which event do we see the most?',
    expect: ranked(() => ({}), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-3-yesterday',
    type: 'top-events',
    question: 'Top 3 actions yesterday pls',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-rarest-two-since',
    type: 'top-events',
    question: (now) => `Since ${longDay(dayAgo(now, 30))}, which 2 events were the least common?`,
    expect: ranked((now) => ({ range: R.since(dayAgo(now, 30), now) }), o.byName, { n: 2, ascending: true }),
  },

  // 5. most active users, top spenders
  {
    id: 'top-users-5-all-time',
    type: 'top-users',
    question: 'Who are our 5 most active users?',
    expect: ranked(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-3-diners-30d',
    type: 'top-users',
    question: 'top 3 diners by number of events, last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'top spenders?',
    expect: ranked(() => ({ names: ['promoted_listing.purchased'] }), o.byUser, {
      n: 5,
      by: o.value,
      conf: NH,
    }),
  },
  {
    id: 'top-users-most-booking-created-last-month',
    type: 'top-users',
    question: 'Which user had the most booking_created events last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: ['booking_created'] }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-ten-2w',
    type: 'top-users',
    question: 'ten most active users in the past 2 weeks',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 2) }), o.byUser, { n: 10 }),
  },
  {
    id: 'top-users-most-points',
    type: 'top-users',
    question: 'who redeemed the most loyalty points?',
    expect: ranked(() => ({ names: ['loyalty.points_redeemed'] }), o.byUser, {
      n: 1,
      by: o.value,
      conf: NH,
      named: ['loyalty.points_redeemed'],
      unordered: true,
    }),
  },
  {
    id: 'top-users-promoted-value-year',
    type: 'top-users',
    question: 'Top 3 users by total promoted_listing.purchased value this year',
    expect: ranked((now) => ({ range: R.thisYear(now), names: ['promoted_listing.purchased'] }), o.byUser, {
      n: 3,
      by: o.value,
    }),
  },

  // 6. one user
  {
    id: 'user-heavy-event-count',
    type: 'user',
    question: `How many events does ${HEAVY} have?`,
    expect: count(() => ({ user: HEAVY })),
  },
  {
    id: 'user-new-first-seen',
    type: 'user',
    question: `When was ${NEWBIE} first seen?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: NEWBIE }), (s) => ({
        names: [iso(o.time(o.newestFirst(s).at(-1)))],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-lapsed-last-seen',
    type: 'user',
    question: `${LAPSED} last seen?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: LAPSED }), (s) => ({
        names: [iso(o.time(o.newestFirst(s)[0]))],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-heavy-7d',
    type: 'user',
    question: `what has ${HEAVY} done in the last 7 days, how many events?`,
    expect: count((now) => ({ range: R.lastDays(now, 7), user: HEAVY })),
  },
  {
    id: 'user-promoter-event-names',
    type: 'user',
    question: `which event names has ${PROMOTER} used?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: PROMOTER }), (s) => ({
        names: allNames(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-new-3-latest',
    type: 'user',
    question: `show me ${NEWBIE}'s 3 most recent events`,
    expect: Object.assign(
      (ev) =>
        orLow(o.select(ev, { user: NEWBIE }), (s) => ({
          names: o
            .newestFirst(s)
            .slice(0, 3)
            .map((e) => e.eventName),
          confidence: HIGH,
          dataPoints: s.length,
        })),
      {
        tieAtCut: (ev) => {
          const t = o
            .newestFirst(o.select(ev, { user: NEWBIE }))
            .slice(0, 4)
            .map(o.time);
          return new Set(t).size < t.length;
        },
      },
    ),
  },
  {
    id: 'user-heavy-bookings-this-month',
    type: 'user',
    question: `How many bookings has ${HEAVY} made this month?`,
    expect: count((now) => ({ range: R.thisMonth(now), names: ['booking_created'], user: HEAVY }), {
      conf: NH,
      named: ['booking_created'],
    }),
  },
  {
    id: 'user-returning-first-last',
    type: 'user',
    question: `first and last seen for ${RETURNING}`,
    expect: (ev) =>
      orLow(o.select(ev, { user: RETURNING }), (s) => {
        const n = o.newestFirst(s);
        return { names: [iso(o.time(n.at(-1))), iso(o.time(n[0]))], confidence: HIGH, dataPoints: s.length };
      }),
  },
  {
    id: 'user-heavy-booking-cancelled',
    type: 'user',
    question: `${HEAVY} booking_cancelled count?`,
    expect: count(() => ({ names: ['booking_cancelled'], user: HEAVY })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    low: true,
    question: `anything from ${NOBODY} in the last 30 days?`,
    expect: lowCase,
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-booking-created-per-day-last-week',
    type: 'breakdown',
    question: 'booking_created per day last week',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: ['booking_created'] }), o.byDay),
  },
  {
    id: 'breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'Which weekday is busiest?',
    expect: ranked(() => ({}), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-search-peak-hour-30d',
    type: 'breakdown',
    question: 'busiest hour of the day for restaurant_search, last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['restaurant_search'] }), o.byHour, {
      n: 1,
    }),
  },
  {
    id: 'breakdown-events-by-month-3m',
    type: 'breakdown',
    question: 'events by month over the last 3 months',
    expect: breakdown((now) => ({ range: R.lastMonths(now, 3) }), o.byMonth, { unordered: false }),
  },
  {
    id: 'breakdown-weekly-sign-ups-4w',
    type: 'breakdown',
    question: 'weekly sign ups for the past 4 weeks',
    expect: breakdown((now) => ({ range: R.lastWeeks(now, 4), names: ['sign_up'] }), o.byWeek, {
      namesToo: false,
    }),
  },
  {
    id: 'breakdown-top-day-searches-last-month',
    type: 'breakdown',
    question: 'which day last month had the most restaurant_search events?',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: ['restaurant_search'] }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-hourly-app-opens-yesterday',
    type: 'breakdown',
    question: 'hourly breakdown of app opens yesterday',
    expect: breakdown((now) => ({ range: R.yesterday(now), names: ['app_open'] }), o.byHour),
  },
  {
    id: 'breakdown-booking-weekday-loose',
    type: 'breakdown',
    question: 'what day of the week do people book tables the most?',
    expect: ranked(() => ({ names: ['booking_created'] }), o.byWeekday, {
      n: 1,
      conf: NH,
      named: ['booking_created'],
      unordered: true,
    }),
  },
  {
    id: 'breakdown-quietest-weekday-8w',
    type: 'breakdown',
    question: 'quietest weekday for app_open over the past 8 weeks',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 8), names: ['app_open'] }), o.byWeekday, {
      n: 1,
      ascending: true,
    }),
  },

  // 8. period comparisons
  {
    id: 'compare-sign-ups-7d',
    type: 'compare',
    question: 'sign ups: last 7 days vs the previous 7 days',
    expect: compare(['sign_up'], (now) => [{ from: now - 14 * DAY, to: now - 7 * DAY }, R.lastDays(now, 7)]),
  },
  {
    id: 'compare-no-shows-named-months',
    type: 'compare',
    question: (now) =>
      `How did no-shows in ${monthName(monthBack(now, 1))} compare with ${monthName(monthBack(now, 2))}?`,
    expect: compare(['no_show'], (now) => [R.month(monthBack(now, 2)), R.month(monthBack(now, 1))]),
  },
  {
    id: 'compare-reservations-growing-30d',
    type: 'compare',
    question: 'Are reservations growing? last 30 days vs the 30 days before',
    expect: compare(
      ['booking_created'],
      (now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)],
      { conf: NH, named: ['booking_created'] },
    ),
  },
  {
    id: 'compare-app-opens-last-week',
    type: 'compare',
    question: 'app opens last week compared with the week before',
    expect: compare(['app_open'], (now) => [
      { from: R.lastWeek(now).from - o.WEEK, to: R.lastWeek(now).from },
      R.lastWeek(now),
    ]),
  },
  {
    id: 'compare-active-users-14d',
    type: 'compare',
    question: 'active users past 14 days vs the prior 14 days',
    expect: compare(undefined, (now) => [{ from: now - 28 * DAY, to: now - 14 * DAY }, R.lastDays(now, 14)], {
      measure: 'users',
    }),
  },
  {
    id: 'compare-reviews-month-year',
    type: 'compare',
    question: (now) => `Review Posted in ${monthYear(monthBack(now, 1))} vs ${monthYear(monthBack(now, 2))}`,
    expect: compare(['Review Posted'], (now) => [R.month(monthBack(now, 2)), R.month(monthBack(now, 1))]),
  },
  {
    id: 'compare-promoted-revenue-30d',
    type: 'compare',
    question: 'promoted listing revenue, last 30 days compared with the previous 30',
    expect: compare(
      ['promoted_listing.purchased'],
      (now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)],
      { measure: 'sum', conf: NH, named: ['promoted_listing.purchased'] },
    ),
  },
  {
    id: 'compare-search-yesterday',
    type: 'compare',
    question: 'restaurant_search yesterday vs the day before, up or down?',
    expect: compare(['restaurant_search'], (now) => [
      { from: R.yesterday(now).from - DAY, to: R.yesterday(now).from },
      R.yesterday(now),
    ]),
  },

  // 9. shares
  {
    id: 'share-booking-created-events',
    type: 'share',
    question: 'What percentage of events are booking_created?',
    expect: shareOfEvents(['booking_created'], () => R.all()),
  },
  {
    id: 'share-users-booked-30d',
    type: 'share',
    question: 'what % of active users in the last 30 days made a booking?',
    expect: shareOfUsers(['booking_created'], (now) => R.lastDays(now, 30), {
      conf: NH,
      named: ['booking_created'],
    }),
  },
  {
    id: 'share-app-open-last-week',
    type: 'share',
    question: 'share of app_open events last week',
    expect: shareOfEvents(['app_open'], (now) => R.lastWeek(now)),
  },
  {
    id: 'share-users-ever-reviewed',
    type: 'share',
    question: 'what share of our users have ever posted a review',
    expect: shareOfUsers(['Review Posted'], () => R.all(), { conf: NH, named: ['Review Posted'] }),
  },
  {
    id: 'share-users-loyalty-enrolled-month',
    type: 'share',
    question: "percentage of this month's active users who did loyalty.enrolled",
    expect: shareOfUsers(['loyalty.enrolled'], (now) => R.thisMonth(now)),
  },
  {
    id: 'share-no-show-events-30d',
    type: 'share',
    question: 'In the past 30 days, what fraction of all events were no-shows? as a %',
    expect: shareOfEvents(['no_show'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-users-cancelled-last-month',
    type: 'share',
    question: 'what percentage of users did booking_cancelled last month',
    expect: shareOfUsers(['booking_cancelled'], (now) => R.lastMonth(now)),
  },

  // 10. conversion
  {
    id: 'conversion-search-to-booking-30d',
    type: 'conversion',
    question: 'Of users who did restaurant_search in the last 30 days, how many then did booking_created?',
    expect: conversion('restaurant_search', 'booking_created', (now) => R.lastDays(now, 30), 'n%'),
  },
  {
    id: 'conversion-sign-up-to-book-loose',
    type: 'conversion',
    question: 'what % of sign ups went on to book a table?',
    expect: conversion('sign_up', 'booking_created', () => R.all(), '%', {
      conf: NH,
      named: ['booking_created'],
    }),
  },
  {
    id: 'conversion-menu-to-booking-this-month',
    type: 'conversion',
    question: 'menu_view → booking_created conversion this month',
    expect: conversion('menu_view', 'booking_created', (now) => R.thisMonth(now), '%'),
  },
  {
    id: 'conversion-booked-then-reviewed-60d',
    type: 'conversion',
    question: 'of people who booked in the past 60 days, how many left a review afterwards?',
    expect: conversion('booking_created', 'Review Posted', (now) => R.lastDays(now, 60), 'n', {
      conf: NH,
      named: ['booking_created', 'Review Posted'],
    }),
  },
  {
    id: 'conversion-loyalty-enrolled-to-redeemed',
    type: 'conversion',
    question: 'How many users who did loyalty.enrolled later did loyalty.points_redeemed?',
    expect: conversion('loyalty.enrolled', 'loyalty.points_redeemed', () => R.all(), 'n%'),
  },
  {
    id: 'conversion-booking-to-no-show-3m',
    type: 'conversion',
    question: 'booking_created to no_show conversion rate over the last 3 months',
    expect: conversion('booking_created', 'no_show', (now) => R.lastMonths(now, 3), '%'),
  },
  {
    id: 'conversion-open-to-search-7d-loose',
    type: 'conversion',
    question: 'diners who opened the app in the last 7 days, what share went on to search for a restaurant?',
    expect: conversion('app_open', 'restaurant_search', (now) => R.lastDays(now, 7), '%', {
      conf: NH,
      named: ['app_open', 'restaurant_search'],
    }),
  },

  // 11. churn and new users
  {
    id: 'churn-new-users-this-month',
    type: 'churn',
    question: 'How many new users this month?',
    expect: newUsers((now) => R.thisMonth(now)),
  },
  {
    id: 'churn-new-users-last-week',
    type: 'churn',
    question: 'new users last week?',
    expect: newUsers((now) => R.lastWeek(now)),
  },
  {
    id: 'churn-active-previous-not-current-month',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(monthBack(now, 1))} but not in ${monthName(monthBack(now, 0))}?`,
    expect: churned((now) => [R.month(monthBack(now, 1)), R.month(monthBack(now, 0))]),
  },
  {
    id: 'churn-between-not-since',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(dayAgo(now, 60))} and ${iso(dayAgo(now, 31))} who haven't been seen since ${iso(dayAgo(now, 30))}`,
    expect: churned((now) => [R.between(dayAgo(now, 60), dayAgo(now, 31)), R.since(dayAgo(now, 30), now)]),
  },
  {
    id: 'churn-new-users-2w',
    type: 'churn',
    question: 'new users in the past 2 weeks',
    expect: newUsers((now) => R.lastWeeks(now, 2)),
  },
  {
    id: 'churn-new-users-named-month',
    type: 'churn',
    question: (now) => `How many new users did we get in ${monthName(monthBack(now, 2))}?`,
    expect: newUsers((now) => R.month(monthBack(now, 2))),
  },
  {
    id: 'churn-last-week-not-this-week',
    type: 'churn',
    question: 'How many users were active last week but not this week?',
    expect: churned((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },

  // 12. existence and recency
  {
    id: 'recency-last-no-show',
    type: 'recency',
    question: 'When was the last no_show?',
    expect: lastDay(() => ({ names: ['no_show'] })),
  },
  {
    id: 'recency-last-promoted-loose',
    type: 'recency',
    question: 'when did a restaurant last buy a promoted listing?',
    expect: lastDay(() => ({ names: ['promoted_listing.purchased'] }), {
      conf: NH,
      named: ['promoted_listing.purchased'],
    }),
  },
  {
    id: 'recency-lapsed-last-activity',
    type: 'recency',
    question: `last time ${LAPSED} did anything?`,
    expect: lastDay(() => ({ user: LAPSED })),
  },
  {
    id: 'recency-gift-card-unknown',
    type: 'recency',
    low: true,
    question: 'has anyone ever triggered gift_card_redeemed?',
    expect: lowCase,
  },
  {
    id: 'recency-last-booking-cancelled',
    type: 'recency',
    question: 'When was the most recent booking_cancelled?',
    expect: lastDay(() => ({ names: ['booking_cancelled'] })),
  },
  {
    id: 'recency-latest-sign-up',
    type: 'recency',
    question: 'latest sign up, when?',
    expect: lastDay(() => ({ names: ['sign_up'] })),
  },
  {
    id: 'recency-heavy-last-review',
    type: 'recency',
    question: `most recent Review Posted by ${HEAVY}`,
    expect: lastDay(() => ({ names: ['Review Posted'], user: HEAVY })),
  },
  {
    id: 'recency-any-points-redeemed-loose',
    type: 'recency',
    question: 'Has anybody redeemed points lately? when was the last one',
    expect: lastDay(() => ({ names: ['loyalty.points_redeemed'] }), {
      conf: NH,
      named: ['loyalty.points_redeemed'],
    }),
  },

  // 13. catalogue
  {
    id: 'catalogue-events-tracked',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-users-overall',
    type: 'catalogue',
    question: 'how many users overall?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'catalogue-events-total',
    type: 'catalogue',
    question: 'total number of events in the account',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'catalogue-list-event-names',
    type: 'catalogue',
    question: 'list every event name pls',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-distinct-types',
    type: 'catalogue',
    question: 'How many distinct event types are there?',
    expect: catalogue((ev) => ({ numbers: [allNames(ev).length] })),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'quick overview: how many users and how many events in total?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },

  // 14. out of scope
  { id: 'other-city', type: 'other', question: 'Which city books the most tables?', expect: lowCase },
  {
    id: 'other-device',
    type: 'other',
    question: 'bookings split by iOS vs Android last month',
    expect: lowCase,
  },
  { id: 'other-cuisine', type: 'other', question: 'Which cuisine gets the best reviews?', expect: lowCase },
  { id: 'other-haiku', type: 'other', question: 'write a haiku about brunch reservations', expect: lowCase },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather in Lisbon this weekend",
    expect: lowCase,
  },
  { id: 'other-gibberish', type: 'other', question: 'qwpoeiru tablez ???', expect: lowCase },
  {
    id: 'other-channel',
    type: 'other',
    question: 'How many bookings came from Instagram ads?',
    expect: lowCase,
  },
  { id: 'other-email', type: 'other', question: `What's the email address of ${HEAVY}?`, expect: lowCase },
  { id: 'other-password', type: 'other', question: 'reset my password pls', expect: lowCase },
  {
    id: 'other-restaurant-bookings',
    type: 'other',
    question: 'Which restaurant gets the most bookings?',
    expect: lowCase,
  },
];
