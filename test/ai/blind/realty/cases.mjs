// Blind round "realty": questions a real-estate marketplace team would ask of its usage events.
// Every expectation is computed from the events with the reference helpers (oracle.mjs),
// following /work/shared/ai/SEMANTICS.md. See NOTES.md for the readings chosen.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY } = o;
const P = PERSONAS;

// ---- question text helpers ---------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const ordinal = (d) => `${d}${[11, 12, 13].includes(d) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const prevMonth = (now, k = 1) => o.monthStart(+now, -k);
// A day named without a year, resolved as SEMANTICS says (the most recent one that has begun).
const named = (now, t) => o.pastMonthDay(+now, new Date(t).getUTCMonth(), new Date(t).getUTCDate());
// A month named without a year.
const namedMonth = (now, t) => R.month(o.pastMonth(+now, new Date(t).getUTCMonth()));
// Monday of the ISO week k weeks before the current one.
const mondayBack = (now, k) => o.weekStart(+now) - k * o.WEEK;
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders ----------------------------------------------------------------

const HIGH = 'high';
const UNSURE = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };
const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const withNames = (names) => (names?.length ? { names } : {});

// `scope(now)` → filters for oracle.select: { range, names, user } (now in epoch ms).
// `conf`: expected confidence; `say`: stored names the answer must name (looser wording).
const count =
  (scope, { conf = HIGH, say } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      ...withNames(say),
      numbers: [s.length],
      confidence: conf,
      dataPoints: s.length,
    }));

const distinctUsers =
  (scope, { conf = HIGH, say } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      ...withNames(say),
      numbers: [o.users(s).size],
      confidence: conf,
      dataPoints: s.length,
    }));

const measure =
  (fn, scope, { conf = HIGH, say } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      ...withNames(say),
      numbers: [fn(s)],
      confidence: conf,
      dataPoints: s.length,
    }));

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return o.round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};

// A tie at the cut of a ranking. For event names (which mix upper and lower case, so that
// "ties by name ascending" could be read case-sensitively or not) any tie inside the list
// counts too.
const tied = (full, n, strict) => {
  const k = Math.min(full.length, Number.isFinite(n) ? n + 1 : full.length);
  if (!strict) return Number.isFinite(n) && full.length > n && full[n - 1][1] === full[n][1];
  for (let i = 1; i < k; i++) if (full[i][1] === full[i - 1][1]) return true;
  return false;
};

// Ranked list: names in rank order with their figures.
function ranked(scope, key, { n = 5, ascending = false, by, conf = HIGH, dataPoints = true } = {}) {
  const full = (ev, now) => o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
  const expect = (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const top = full(ev, now).slice(0, n);
      return {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => v),
        confidence: conf,
        ...(dataPoints ? { dataPoints: s.length } : {}),
      };
    });
  expect.tieAtCut = (ev, now) => tied(full(ev, now), n, key === o.byName);
  return expect;
}

// Breakdown over time: every bucket with its figure, in any order.
const breakdown =
  (scope, key, { conf = HIGH } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const rows = [...o.tally(s, key)];
      return {
        names: rows.map(([k]) => k),
        numbers: rows.map(([, v]) => v),
        unordered: true,
        confidence: conf,
        dataPoints: s.length,
      };
    });

// `periods(now)` → [earlier range, later range]; `metric` turns selected events into a figure.
const compare =
  (names, periods, { metric = (s) => s.length, conf = HIGH, say } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(metric(a), metric(b));
    return {
      ...withNames(say),
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };

const shareOfEvents =
  (names, range, { conf = HIGH, say } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), (all) => ({
      ...withNames(say),
      percents: [o.percent(o.select(all, { names }).length, all.length)],
      confidence: conf,
      dataPoints: all.length,
    }));

const shareOfUsers =
  (names, range, { conf = HIGH, say } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), (all) => ({
      ...withNames(say),
      percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
      confidence: conf,
      dataPoints: all.length,
    }));

const conversion =
  (a, b, range, { conf = HIGH, say } = {}) =>
  (ev, now) => {
    const r = range(+now);
    const c = o.conversion(ev, r, a, b);
    if (!c.did) return LOW;
    return {
      ...withNames(say),
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf,
      dataPoints: o.select(ev, { range: r, names: [a, b] }).length,
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

// Date (and optionally the clock time) of the most recent matching event.
const lastWhen =
  (scope, { conf = HIGH, say, clock = false } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const t = o.time(o.newestFirst(s)[0]);
      return {
        names: [...(say ?? []), o.isoDay(t), ...(clock ? [hhmm(t)] : [])],
        unordered: true,
        confidence: conf,
        dataPoints: s.length,
      };
    });

// First seen of one user.
const firstSeen =
  (user, { clock = false } = {}) =>
  (ev) =>
    orLow(o.select(ev, { user }), (s) => {
      const t = Math.min(...s.map(o.time));
      return { names: [o.isoDay(t), ...(clock ? [hhmm(t)] : [])], confidence: HIGH, dataPoints: s.length };
    });

// "Did anyone …": yes, with the matching events as data points.
const exists =
  (scope, { conf = HIGH, say } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({ ...withNames(say), confidence: conf, dataPoints: s.length }));

// The n most recent events of a user, newest first.
function recentOf(user, n) {
  const expect = (ev) =>
    orLow(o.select(ev, { user }), (s) => ({
      names: o
        .newestFirst(s)
        .slice(0, n)
        .map((e) => e.eventName),
      confidence: HIGH,
      dataPoints: s.length,
    }));
  expect.tieAtCut = (ev) => {
    const top = o
      .newestFirst(o.select(ev, { user }))
      .slice(0, n + 1)
      .map(o.time);
    return top.some((t, i) => i > 0 && t === top[i - 1]);
  };
  return expect;
}

const namesUsedBy = (user) => (ev) =>
  orLow(o.select(ev, { user }), (s) => ({
    names: [...new Set(s.map((e) => e.eventName))].sort(),
    unordered: true,
    confidence: HIGH,
    dataPoints: s.length,
  }));

const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });
const refuse = () => LOW;

// Stored names, for brevity.
const VIEW = 'Listing Viewed',
  SEARCH = 'Search Performed',
  SAVE = 'Listing Saved',
  VIEWING = 'Viewing Booked',
  MSG = 'Message Sent',
  OFFER = 'offer_submitted',
  ALERT = 'search_alert.created',
  SIGNUP = 'account_created',
  PUBLISH = 'listing_published',
  UPDATE = 'listing_updated',
  SOLD = 'listing_marked_sold',
  FEATURED = 'billing.featured_placement';

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // 1. counts
  {
    id: 'count-listings-viewed-yesterday',
    type: 'count',
    question: 'how many listings viewed yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: [VIEW] })),
  },
  {
    id: 'count-offers-submitted-30d',
    type: 'count',
    question: 'Number of offers submitted in the last 30 days',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: [OFFER] })),
  },
  {
    id: 'count-viewings-booked-this-week',
    type: 'count',
    question: 'Viewings booked this week so far?',
    expect: count((now) => ({ range: R.thisWeek(now), names: [VIEWING] })),
  },
  {
    id: 'count-activity-today',
    type: 'count',
    question: 'How much activity have we had on the site today?',
    expect: count((now) => ({ range: R.today(now) })),
  },
  {
    id: 'count-searches-24h-loose',
    type: 'count',
    question: 'how mnay searches in the past 24 hours',
    expect: count((now) => ({ range: R.lastDays(now, 1), names: [SEARCH] }), { conf: UNSURE, say: [SEARCH] }),
  },
  {
    id: 'count-favourites-last-month-loose',
    type: 'count',
    question: 'Last month, how many times did people favourite a property?',
    expect: count((now) => ({ range: R.lastMonth(now), names: [SAVE] }), { conf: UNSURE, say: [SAVE] }),
  },
  {
    id: 'count-views-on-short-day',
    type: 'count',
    question: (now) => `How many Listing Viewed events on ${shortDay(daysAgo(now, 9))}?`,
    expect: count((now) => ({ range: R.on(named(now, daysAgo(now, 9))), names: [VIEW] })),
  },
  {
    id: 'count-messages-between-days',
    type: 'count',
    question: (now) => `messages sent between ${longDay(daysAgo(now, 20))} and ${longDay(daysAgo(now, 14))}`,
    expect: count((now) => ({
      range: R.between(named(now, daysAgo(now, 20)), named(now, daysAgo(now, 14))),
      names: [MSG],
    })),
  },
  {
    id: 'count-marked-sold-since-iso',
    type: 'count',
    question: (now) => `Listings marked sold since ${o.isoDay(daysAgo(now, 37))} — how many?`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 37), now), names: [SOLD] })),
  },
  {
    id: 'count-searches-before-iso',
    type: 'count',
    question: (now) => `how many searches performed before ${o.isoDay(daysAgo(now, 100))}`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 100)), names: [SEARCH] })),
  },
  {
    id: 'count-saved-on-long-day',
    type: 'count',
    question: (now) => `On ${longDay(daysAgo(now, 12))}, how many listings saved?`,
    expect: count((now) => ({ range: R.on(named(now, daysAgo(now, 12))), names: [SAVE] })),
  },
  {
    id: 'count-offers-last-year',
    type: 'count',
    low: true,
    question: 'Offers submitted last year, total count?',
    expect: count((now) => ({ range: R.lastYear(now), names: [OFFER] })),
  },
  {
    id: 'count-mortgage-applications',
    type: 'count',
    low: true,
    question: 'How many mortgage applications came in last week?',
    expect: refuse,
  },

  // 2. distinct users
  {
    id: 'users-active-last-week',
    type: 'users',
    question: 'How many active users did we have last week?',
    expect: distinctUsers((now) => ({ range: R.lastWeek(now) })),
  },
  {
    id: 'users-booked-viewing-30d-loose',
    type: 'users',
    question: 'how many people booked a viewing in the last 30 days',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 30), names: [VIEWING] }), {
      conf: UNSURE,
      say: [VIEWING],
    }),
  },
  {
    id: 'users-agents-published-this-month-loose',
    type: 'users',
    question: 'How many agents have published a listing this month?',
    expect: distinctUsers((now) => ({ range: R.thisMonth(now), names: [PUBLISH] }), {
      conf: UNSURE,
      say: [PUBLISH],
    }),
  },
  {
    id: 'users-unique-today',
    type: 'users',
    question: 'unique users today?',
    expect: distinctUsers((now) => ({ range: R.today(now) })),
  },
  {
    id: 'users-buyers-offer-3-months-loose',
    type: 'users',
    question: 'In the last 3 months, how many buyers put in an offer?',
    expect: distinctUsers((now) => ({ range: R.lastMonths(now, 3), names: [OFFER] }), {
      conf: UNSURE,
      say: [OFFER],
    }),
  },
  {
    id: 'users-listing-saved-past-week',
    type: 'users',
    question: 'Number of unique users with a Listing Saved event in the past week',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 7), names: [SAVE] })),
  },
  {
    id: 'users-customers-named-month',
    type: 'users',
    question: (now) => `how many customers were active in ${monthName(prevMonth(now))}?`,
    expect: distinctUsers((now) => ({ range: namedMonth(now, prevMonth(now)) })),
  },
  {
    id: 'users-on-iso-day',
    type: 'users',
    question: (now) => `unique users on ${o.isoDay(daysAgo(now, 5))}`,
    expect: distinctUsers((now) => ({ range: R.on(daysAgo(now, 5)) })),
  },
  {
    id: 'users-last-48-hours',
    type: 'users',
    question: 'distinct users over the last 48 hours',
    expect: distinctUsers((now) => ({ range: R.lastHours(now, 48) })),
  },

  // 3. sum / average / min / max / median of eventValue
  {
    id: 'value-total-offers-last-month',
    type: 'value',
    question: "What's the total value of offers submitted last month?",
    expect: measure(o.sum, (now) => ({ range: R.lastMonth(now), names: [OFFER] })),
  },
  {
    id: 'value-average-offer-this-year-loose',
    type: 'value',
    question: 'average offer amount this year',
    expect: measure(o.avg, (now) => ({ range: R.thisYear(now), names: [OFFER] }), {
      conf: UNSURE,
      say: [OFFER],
    }),
  },
  {
    id: 'value-max-offer-90d',
    type: 'value',
    question: 'Largest offer_submitted amount in the past 90 days?',
    expect: measure(o.max, (now) => ({ range: R.lastDays(now, 90), names: [OFFER] })),
  },
  {
    id: 'value-median-published-named-month',
    type: 'value',
    question: (now) =>
      `Median listing_published value in ${monthName(prevMonth(now))} please (that's the asking price)`,
    expect: measure(median, (now) => ({ range: namedMonth(now, prevMonth(now)), names: [PUBLISH] })),
  },
  {
    id: 'value-average-listing-viewed-yesterday',
    type: 'value',
    question: 'avg Listing Viewed value yesterday? (value is seconds on the page)',
    expect: measure(o.avg, (now) => ({ range: R.yesterday(now), names: [VIEW] })),
  },
  {
    id: 'value-featured-spend-last-month-loose',
    type: 'value',
    question: 'How much did agents spend on featured placements last month?',
    expect: measure(o.sum, (now) => ({ range: R.lastMonth(now), names: [FEATURED] }), {
      conf: UNSURE,
      say: [FEATURED],
    }),
  },
  {
    id: 'value-min-marked-sold-60d',
    type: 'value',
    question: 'minimum value of listing_marked_sold in the last 60 days',
    expect: measure(o.min, (now) => ({ range: R.lastDays(now, 60), names: [SOLD] })),
  },
  {
    id: 'value-revenue-this-month',
    type: 'value',
    question: "What's our revenue this month?",
    expect: (ev, now) =>
      orLow(o.select(ev, { range: R.thisMonth(+now), names: [FEATURED] }), () => ({
        names: [FEATURED],
        confidence: UNSURE,
      })),
  },
  {
    id: 'value-sold-total-month-with-year',
    type: 'value',
    question: (now) =>
      `total listing_marked_sold value in ${monthName(prevMonth(now))} ${new Date(prevMonth(now)).getUTCFullYear()}`,
    expect: measure(o.sum, (now) => ({ range: R.month(prevMonth(now)), names: [SOLD] })),
  },
  {
    id: 'value-sum-search-results-7d',
    type: 'value',
    question: 'Sum of the Search Performed values over the last 7 days',
    expect: measure(o.sum, (now) => ({ range: R.lastDays(now, 7), names: [SEARCH] })),
  },
  {
    id: 'value-max-featured-fee',
    type: 'value',
    question: 'max billing.featured_placement value?',
    expect: measure(o.max, () => ({ names: [FEATURED] })),
  },
  {
    id: 'value-average-sale-price-between-loose',
    type: 'value',
    question: (now) =>
      `average sale price of sold listings from ${shortDay(daysAgo(now, 50))} to ${shortDay(daysAgo(now, 20))}`,
    expect: measure(
      o.avg,
      (now) => ({
        range: R.between(named(now, daysAgo(now, 50)), named(now, daysAgo(now, 20))),
        names: [SOLD],
      }),
      { conf: UNSURE, say: [SOLD] },
    ),
  },

  // 4. most and least common events
  {
    id: 'top-events-5-last-30d',
    type: 'top-events',
    question: 'Top 5 events in the last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-three-this-month',
    type: 'top-events',
    question: 'what are the three most common actions this month?',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-common-all-time',
    type: 'top-events',
    question: 'Least common events?',
    expect: ranked(() => ({}), o.byName, { n: 5, ascending: true }),
  },
  {
    id: 'top-events-most-frequent-yesterday',
    type: 'top-events',
    question: 'most frequent event yesterday',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-ten-60d',
    type: 'top-events',
    question: 'Give me the top ten events for the last 60 days.',
    expect: ranked((now) => ({ range: R.lastDays(now, 60) }), o.byName, { n: 10 }),
  },
  {
    id: 'top-events-today-chatty',
    type: 'top-events',
    question:
      'hey! quick one before the sales meeting — what are people doing most on the platform today? top 5 pls',
    expect: ranked((now) => ({ range: R.today(now) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-least-used-30d',
    type: 'top-events',
    question: 'Which event was the least used over the past 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 1, ascending: true }),
  },

  // 5. most active users, top spenders
  {
    id: 'top-users-five-all-time',
    type: 'top-users',
    question: 'Who are our 5 most active users?',
    expect: ranked(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-3-last-2-weeks',
    type: 'top-users',
    question: 'top 3 users by number of events in the last 2 weeks',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 2) }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-most-published-90d',
    type: 'top-users',
    question: 'Which user has the most listing_published events in the last 90 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 90), names: [PUBLISH] }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-agents-spend-most',
    type: 'top-users',
    question: 'which agents spend the most with us? top 5',
    expect: ranked(() => ({ names: [FEATURED] }), o.byUser, {
      n: 5,
      by: o.value,
      conf: UNSURE,
      dataPoints: false,
    }),
  },
  {
    id: 'top-users-offer-value-this-year',
    type: 'top-users',
    question: 'Top 3 users by total offer_submitted value this year',
    expect: ranked((now) => ({ range: R.thisYear(now), names: [OFFER] }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-viewed-most-this-month-loose',
    type: 'top-users',
    question: 'who viewed the most properties this month?',
    expect: ranked((now) => ({ range: R.thisMonth(now), names: [VIEW] }), o.byUser, { n: 1, conf: UNSURE }),
  },
  {
    id: 'top-users-ten-named-month',
    type: 'top-users',
    question: (now) => `most active people in ${monthName(prevMonth(now))}, top 10`,
    expect: ranked((now) => ({ range: namedMonth(now, prevMonth(now)) }), o.byUser, { n: 10 }),
  },

  // 6. one user
  {
    id: 'user-heaviest-event-count',
    type: 'user',
    question: `how many events does ${P.heaviestUser} have?`,
    expect: count(() => ({ user: P.heaviestUser })),
  },
  {
    id: 'user-top-agent-first-seen',
    type: 'user',
    question: `When was ${P.topAgent} first seen?`,
    expect: firstSeen(P.topAgent),
  },
  {
    id: 'user-lapsed-last-seen',
    type: 'user',
    question: `Last seen for ${P.lapsedUser}? Support is asking.`,
    expect: lastWhen(() => ({ user: P.lapsedUser }), { clock: true }),
  },
  {
    id: 'user-new-what-done',
    type: 'user',
    question: `Which events has ${P.newUser} used so far?`,
    expect: namesUsedBy(P.newUser),
  },
  {
    id: 'user-heaviest-last-three',
    type: 'user',
    question: `show me the last three events of ${P.heaviestUser}`,
    expect: recentOf(P.heaviestUser, 3),
  },
  {
    id: 'user-heaviest-offers-30d',
    type: 'user',
    question: `offer_submitted count for ${P.heaviestUser} over the last 30 days`,
    expect: count((now) => ({ range: R.lastDays(now, 30), names: [OFFER], user: P.heaviestUser })),
  },
  { id: 'user-nobody', type: 'user', low: true, question: `How many events for ${NOBODY}?`, expect: refuse },
  {
    id: 'user-lapsed-agent-last-activity',
    type: 'user',
    question: `is ${P.lapsedAgent} still around? when did they last do anything`,
    expect: lastWhen(() => ({ user: P.lapsedAgent })),
  },
  {
    id: 'user-renter-event-names',
    type: 'user',
    question: `what kinds of events has ${P.occasionalRenter} triggered`,
    expect: namesUsedBy(P.occasionalRenter),
  },
  {
    id: 'user-new-first-seen',
    type: 'user',
    question: `When did ${P.newUser} first show up?`,
    expect: firstSeen(P.newUser, { clock: true }),
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-per-day-this-week',
    type: 'breakdown',
    question: 'events per day this week',
    expect: breakdown((now) => ({ range: R.thisWeek(now) }), o.byDay),
  },
  {
    id: 'breakdown-monthly-all-time',
    type: 'breakdown',
    question: 'Monthly event counts, all time',
    expect: breakdown(() => ({}), o.byMonth),
  },
  {
    id: 'breakdown-busiest-hour-listing-viewed',
    type: 'breakdown',
    question: "What's the busiest hour of the day for Listing Viewed?",
    expect: ranked(() => ({ names: [VIEW] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-searches-by-weekday-4w',
    type: 'breakdown',
    question: 'Break down searches performed by weekday over the last 4 weeks',
    expect: breakdown((now) => ({ range: R.lastWeeks(now, 4), names: [SEARCH] }), o.byWeekday),
  },
  {
    id: 'breakdown-busiest-day-last-month',
    type: 'breakdown',
    question: 'busiest day last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-weekly-viewings-since-monday',
    type: 'breakdown',
    question: (now) => `Weekly Viewing Booked counts since ${o.isoDay(mondayBack(now, 5))}`,
    expect: breakdown((now) => ({ range: R.since(mondayBack(now, 5), now), names: [VIEWING] }), o.byWeek),
  },
  {
    id: 'breakdown-updates-by-hour-last-week',
    type: 'breakdown',
    question: 'listing_updated by hour of day, last week',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: [UPDATE] }), o.byHour),
  },
  {
    id: 'breakdown-weekday-viewings-loose',
    type: 'breakdown',
    question: 'On which day of the week do most viewings get booked?',
    expect: ranked(() => ({ names: [VIEWING] }), o.byWeekday, { n: 1, conf: UNSURE }),
  },
  {
    id: 'breakdown-daily-messages-last-week',
    type: 'breakdown',
    question: 'Daily messages sent last week',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: [MSG] }), o.byDay),
  },

  // 8. period comparisons
  {
    id: 'compare-events-7d-vs-previous',
    type: 'compare',
    question: 'Total events: last 7 days vs the previous 7 days',
    expect: compare(undefined, (now) => [{ from: now - 14 * DAY, to: now - 7 * DAY }, R.lastDays(now, 7)]),
  },
  {
    id: 'compare-offers-30d-growing',
    type: 'compare',
    question: 'are offers submitted growing? last 30 days compared with the 30 days before',
    expect: compare([OFFER], (now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)]),
  },
  {
    id: 'compare-views-two-named-months',
    type: 'compare',
    question: (now) => `Listing Viewed in ${monthName(prevMonth(now))} vs ${monthName(prevMonth(now, 2))}`,
    expect: compare([VIEW], (now) => [namedMonth(now, prevMonth(now, 2)), namedMonth(now, prevMonth(now))]),
  },
  {
    id: 'compare-viewings-last-week-vs-week-before',
    type: 'compare',
    question: 'How did last week compare with the week before for viewings booked?',
    expect: compare([VIEWING], (now) => [
      { from: R.lastWeek(now).from - o.WEEK, to: R.lastWeek(now).from },
      R.lastWeek(now),
    ]),
  },
  {
    id: 'compare-active-users-two-months',
    type: 'compare',
    question: (now) =>
      `active users in ${monthName(prevMonth(now))} compared to ${monthName(prevMonth(now, 2))}`,
    expect: compare(
      undefined,
      (now) => [namedMonth(now, prevMonth(now, 2)), namedMonth(now, prevMonth(now))],
      { metric: (s) => o.users(s).size },
    ),
  },
  {
    id: 'compare-published-named-months',
    type: 'compare',
    question: (now) =>
      `listings published: ${monthName(prevMonth(now, 3))} vs ${monthName(prevMonth(now, 2))}?`,
    expect: compare([PUBLISH], (now) => [
      namedMonth(now, prevMonth(now, 3)),
      namedMonth(now, prevMonth(now, 2)),
    ]),
  },
  {
    id: 'compare-searches-past-week-loose',
    type: 'compare',
    question: 'searches this past week vs the week before?',
    expect: compare([SEARCH], (now) => [{ from: now - 14 * DAY, to: now - 7 * DAY }, R.lastDays(now, 7)], {
      conf: UNSURE,
      say: [SEARCH],
    }),
  },
  {
    id: 'compare-offer-value-30d-loose',
    type: 'compare',
    question: 'Total offer value in the last 30 days versus the 30 days before that',
    expect: compare([OFFER], (now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)], {
      metric: o.sum,
      conf: UNSURE,
      say: [OFFER],
    }),
  },
  {
    id: 'compare-events-24h',
    type: 'compare',
    question: 'events in the last 24 hours vs the 24 hours before',
    expect: compare(undefined, (now) => [{ from: now - 2 * DAY, to: now - DAY }, R.lastDays(now, 1)]),
  },

  // 9. shares
  {
    id: 'share-events-listing-viewed',
    type: 'share',
    question: 'What percentage of all events are Listing Viewed?',
    expect: shareOfEvents([VIEW], () => R.all()),
  },
  {
    id: 'share-users-saved-30d-loose',
    type: 'share',
    question: 'what % of active users saved a home in the last 30 days',
    expect: shareOfUsers([SAVE], (now) => R.lastDays(now, 30), { conf: UNSURE, say: [SAVE] }),
  },
  {
    id: 'share-events-offers-this-month',
    type: 'share',
    question: 'share of events this month that are offer_submitted',
    expect: shareOfEvents([OFFER], (now) => R.thisMonth(now)),
  },
  {
    id: 'share-users-viewing-booked-last-month',
    type: 'share',
    question: 'Last month, what percentage of active users had a Viewing Booked event?',
    expect: shareOfUsers([VIEWING], (now) => R.lastMonth(now)),
  },
  {
    id: 'share-users-ever-messaged-loose',
    type: 'share',
    question: 'what proportion of users have ever messaged an agent?',
    expect: shareOfUsers([MSG], () => R.all(), { conf: UNSURE, say: [MSG] }),
  },
  {
    id: 'share-events-searches-last-week',
    type: 'share',
    question: "percent of last week's events that were Search Performed",
    expect: shareOfEvents([SEARCH], (now) => R.lastWeek(now)),
  },
  {
    id: 'share-users-search-alert-30d',
    type: 'share',
    question: 'Percentage of active users in the last 30 days with search_alert.created',
    expect: shareOfUsers([ALERT], (now) => R.lastDays(now, 30)),
  },

  // 10. conversion
  {
    id: 'conversion-viewed-to-saved-7d',
    type: 'conversion',
    question: 'Of the users who had Listing Viewed in the last 7 days, how many then had Listing Saved?',
    expect: conversion(VIEW, SAVE, (now) => R.lastDays(now, 7)),
  },
  {
    id: 'conversion-viewing-to-offer-90d-loose',
    type: 'conversion',
    question: 'of buyers who booked a viewing in the last 90 days, what % went on to make an offer?',
    expect: conversion(VIEWING, OFFER, (now) => R.lastDays(now, 90), { conf: UNSURE, say: [VIEWING, OFFER] }),
  },
  {
    id: 'conversion-signup-to-search-this-month',
    type: 'conversion',
    question: 'conversion from account_created to Search Performed this month',
    expect: conversion(SIGNUP, SEARCH, (now) => R.thisMonth(now)),
  },
  {
    id: 'conversion-search-to-saved-yesterday',
    type: 'conversion',
    question: 'Search Performed → Listing Saved conversion yesterday?',
    expect: conversion(SEARCH, SAVE, (now) => R.yesterday(now)),
  },
  {
    id: 'conversion-saved-to-viewing-30d',
    type: 'conversion',
    question: 'Listing Saved to Viewing Booked conversion rate, last 30 days',
    expect: conversion(SAVE, VIEWING, (now) => R.lastDays(now, 30)),
  },
  {
    id: 'conversion-message-to-viewing-last-month-loose',
    type: 'conversion',
    question: 'last month: what percentage of people who messaged an agent booked a viewing afterwards?',
    expect: conversion(MSG, VIEWING, (now) => R.lastMonth(now), { conf: UNSURE, say: [MSG, VIEWING] }),
  },
  {
    id: 'conversion-published-to-sold-all-time',
    type: 'conversion',
    question:
      'Of users with listing_published, how many later had listing_marked_sold, and what percentage is that?',
    expect: conversion(PUBLISH, SOLD, () => R.all()),
  },

  // 11. churn and new users
  {
    id: 'churn-last-month-not-this-month',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(prevMonth(now))} but not in ${monthName(+now)}?`,
    expect: churned((now) => [namedMonth(now, prevMonth(now)), namedMonth(now, now)]),
  },
  {
    id: 'churn-new-users-this-month',
    type: 'churn',
    question: 'how many new users this month?',
    expect: newUsers((now) => R.thisMonth(now)),
  },
  {
    id: 'churn-new-users-last-week',
    type: 'churn',
    question: 'New users last week',
    expect: newUsers((now) => R.lastWeek(now)),
  },
  {
    id: 'churn-between-not-since',
    type: 'churn',
    question: (now) =>
      `Users active between ${longDay(daysAgo(now, 60))} and ${longDay(daysAgo(now, 31))} who haven't been back since ${longDay(daysAgo(now, 30))}: how many?`,
    expect: churned((now) => [
      R.between(named(now, daysAgo(now, 60)), named(now, daysAgo(now, 31))),
      R.since(named(now, daysAgo(now, 30)), now),
    ]),
  },
  {
    id: 'churn-new-users-past-week',
    type: 'churn',
    question: 'How many brand new users did we get in the past week?',
    expect: newUsers((now) => R.lastDays(now, 7)),
  },
  {
    id: 'churn-two-months-ago-not-last-month',
    type: 'churn',
    question: (now) =>
      `customers active in ${monthName(prevMonth(now, 2))} and not in ${monthName(prevMonth(now))}`,
    expect: churned((now) => [namedMonth(now, prevMonth(now, 2)), namedMonth(now, prevMonth(now))]),
  },
  {
    id: 'churn-new-users-named-month',
    type: 'churn',
    question: (now) => `new users in ${monthName(prevMonth(now))}?`,
    expect: newUsers((now) => namedMonth(now, prevMonth(now))),
  },
  {
    id: 'churn-last-week-not-this-week',
    type: 'churn',
    question: "How many users were active last week but haven't been active this week?",
    expect: churned((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },

  // 12. existence and recency
  {
    id: 'recency-last-offer-submitted',
    type: 'recency',
    question: 'When was the last offer_submitted?',
    expect: lastWhen(() => ({ names: [OFFER] })),
  },
  {
    id: 'recency-last-sold-loose',
    type: 'recency',
    question: 'when did an agent last mark a property as sold?',
    expect: lastWhen(() => ({ names: [SOLD] }), { conf: UNSURE, say: [SOLD] }),
  },
  {
    id: 'recency-anyone-saved-today-loose',
    type: 'recency',
    question: 'Has anyone favourited a listing today?',
    expect: exists((now) => ({ range: R.today(now), names: [SAVE] }), { conf: UNSURE, say: [SAVE] }),
  },
  {
    id: 'recency-search-alerts-old-month',
    type: 'recency',
    low: true,
    question: (now) => `were any search_alert.created events in ${monthName(prevMonth(now, 3))}?`,
    expect: exists((now) => ({ range: namedMonth(now, prevMonth(now, 3)), names: [ALERT] })),
  },
  {
    id: 'recency-last-featured-loose',
    type: 'recency',
    question: 'When did someone last buy a featured placement?',
    expect: lastWhen(() => ({ names: [FEATURED] }), { conf: UNSURE, say: [FEATURED] }),
  },
  {
    id: 'recency-last-account-created',
    type: 'recency',
    question: 'most recent account_created — when was it?',
    expect: lastWhen(() => ({ names: [SIGNUP] })),
  },
  {
    id: 'recency-any-listing-published-this-week',
    type: 'recency',
    question: 'Has there been any listing_published this week?',
    expect: exists((now) => ({ range: R.thisWeek(now), names: [PUBLISH] })),
  },
  {
    id: 'recency-last-search-alert',
    type: 'recency',
    question: 'when was the last search_alert.created event',
    expect: lastWhen(() => ({ names: [ALERT] }), { clock: true }),
  },

  // 13. catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-total-users',
    type: 'catalogue',
    question: 'How many users do we have in total?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'total number of events stored',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'catalogue-list-types-chatty',
    type: 'catalogue',
    question:
      "Can you list every event type in this account? I'm writing the tracking docs for our new analyst.",
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-count-event-names',
    type: 'catalogue',
    question: 'how many different event names are there',
    expect: catalogue((ev) => ({ numbers: [allNames(ev).length] })),
  },
  {
    id: 'catalogue-basics',
    type: 'catalogue',
    question: 'give me the basics: how many users and how many events overall?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },

  // 14. out of scope
  {
    id: 'other-city-most-listings',
    type: 'other',
    question: 'Which city has the most listings?',
    expect: refuse,
  },
  {
    id: 'other-mobile-vs-desktop',
    type: 'other',
    question: 'what share of our traffic comes from mobile vs desktop',
    expect: refuse,
  },
  {
    id: 'other-most-viewed-listing',
    type: 'other',
    question: 'Which property got the most views last week? need the address',
    expect: refuse,
  },
  {
    id: 'other-bedrooms',
    type: 'other',
    question: 'average number of bedrooms in homes listed this month',
    expect: refuse,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: "What's the weather forecast for London tomorrow?",
    expect: refuse,
  },
  { id: 'other-nonsense', type: 'other', question: 'blorp zzkt wibble ???', expect: refuse },
  { id: 'other-haiku', type: 'other', question: 'write me a haiku about mortgages', expect: refuse },
  {
    id: 'other-branch',
    type: 'other',
    question: 'which estate agency branch closes the most deals in the north west',
    expect: refuse,
  },
  {
    id: 'other-days-on-market',
    type: 'other',
    question: 'Average days on market per postcode?',
    expect: refuse,
  },
  {
    id: 'other-renters-from-manchester',
    type: 'other',
    question: 'how many renters are from Manchester',
    expect: refuse,
  },
];
