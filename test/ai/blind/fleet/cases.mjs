// Blind round "fleet": questions a parcel-delivery logistics team would ask about its usage
// events (see data.mjs and NOTES.md). Every expectation is computed from the events with the
// reference helpers of oracle.mjs, following SEMANTICS.md.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY } = o;
const P = PERSONAS;

// ---- question text helpers ---------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
// A working day to name in a question: day `dow` (0 = Monday) of the ISO week `weeks` back.
const workday = (now, weeks, dow) => o.weekStart(+now) - weeks * o.WEEK + dow * DAY;
const ordinal = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const prevMonth = (now, k = 1) => o.monthStart(+now, -k);
const hhmm = (e) => e.timestamp.slice(11, 16);

// ---- expectation builders ----------------------------------------------------------------

const LOW = { confidence: 'low', dataPoints: 0 };
const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const r2 = (x) => o.round(x, 2);

// `scope(now)` → { range, names, user } for o.select. `loose`: the question names the event
// with a looser word than SEMANTICS' near forms, so the answer must name the stored event and
// cannot be `high`.
const conf = (loose) => (loose ? 'not-high' : 'high');
const named = (scope, loose) => (loose && scope.names ? { names: scope.names } : {});

function count(scope, { loose = false } = {}) {
  return (ev, now) => {
    const sc = scope(+now);
    return orLow(o.select(ev, sc), (s) => ({
      numbers: [s.length],
      ...named(sc, loose),
      confidence: conf(loose),
      dataPoints: s.length,
    }));
  };
}

function distinctUsers(scope, { loose = false } = {}) {
  return (ev, now) => {
    const sc = scope(+now);
    return orLow(o.select(ev, sc), (s) => ({
      numbers: [o.users(s).size],
      ...named(sc, loose),
      confidence: conf(loose),
      dataPoints: s.length,
    }));
  };
}

function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
}
const MEASURES = { sum: (s) => r2(o.sum(s)), avg: o.avg, min: o.min, max: o.max, median };

function measure(kind, scope, { loose = false } = {}) {
  return (ev, now) => {
    const sc = scope(+now);
    return orLow(o.select(ev, sc), (s) => ({
      numbers: [MEASURES[kind](s)],
      ...named(sc, loose),
      confidence: conf(loose),
      dataPoints: s.length,
    }));
  };
}

// Ranked list of `key` (o.byName, o.byUser, o.byWeekday ...) over the scope; `by` sums a
// measure instead of counting. Attaches the tie-at-the-cut check.
function ranked(scope, key, { n = Infinity, ascending = false, by, loose = false, unordered = false } = {}) {
  const full = (ev, now) => o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
  const fn = (ev, now) => {
    const sc = scope(+now);
    return orLow(o.select(ev, sc), (s) => {
      const top = full(ev, now).slice(0, n);
      const names = top.map(([k]) => k);
      return {
        names: loose && sc.names ? [...names, ...sc.names] : names,
        numbers: top.map(([, v]) => r2(v)),
        ...(unordered || loose ? { unordered: true } : {}),
        confidence: conf(loose),
        dataPoints: s.length,
      };
    });
  };
  fn.tieAtCut = (ev, now) => {
    const all = full(ev, now);
    return n < all.length && all[n - 1][1] === all[n][1];
  };
  return fn;
}

// A breakdown lists every bucket with its figure; the order of buckets is the engine's choice.
function breakdown(scope, key, { loose = false } = {}) {
  return (ev, now) => {
    const sc = scope(+now);
    return orLow(o.select(ev, sc), (s) => {
      const rows = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: [...rows.map(([k]) => k), ...(loose && sc.names ? sc.names : [])],
        numbers: rows.map(([, v]) => v),
        unordered: true,
        confidence: conf(loose),
        dataPoints: s.length,
      };
    });
  };
}

// `periods(now)` → [earlier range, later range].
function compare(names, periods, { loose = false } = {}) {
  return (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(a.length, b.length);
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      ...(loose ? { names } : {}),
      confidence: conf(loose),
      dataPoints: a.length + b.length,
    };
  };
}

function shareOfEvents(names, range, { loose = false } = {}) {
  return (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), (all) => ({
      percents: [o.percent(o.select(all, { names }).length, all.length)],
      ...(loose ? { names } : {}),
      confidence: conf(loose),
      dataPoints: all.length,
    }));
}

function shareOfUsers(names, range, { loose = false } = {}) {
  return (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), (all) => ({
      percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
      ...(loose ? { names } : {}),
      confidence: conf(loose),
      dataPoints: all.length,
    }));
}

// `show`: 'n' → the number of converted users, '%' → the percentage.
function conversion(a, b, range, show, { loose = false } = {}) {
  return (ev, now) => {
    const rg = range(+now);
    const c = o.conversion(ev, rg, a, b);
    if (!c.did) return LOW;
    return {
      numbers: show.includes('n') ? [c.converted] : [],
      percents: show.includes('%') ? [c.pct] : [],
      ...(loose ? { names: [a, b] } : {}),
      confidence: conf(loose),
      dataPoints: o.select(ev, { range: rg, names: [a, b] }).length,
    };
  };
}

function churned(periods) {
  return (ev, now) => {
    const [active, inactive] = periods(+now);
    return orLow(o.select(ev, { range: active }), () => ({
      numbers: [o.churned(ev, active, inactive).length],
      confidence: 'high',
    }));
  };
}

function newUsers(range, { list = false } = {}) {
  return (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), () => {
      const fresh = o.newUsers(ev, range(+now));
      return {
        numbers: [fresh.length],
        ...(list ? { names: fresh, unordered: true } : {}),
        confidence: 'high',
      };
    });
}

// "When was the last X": date and time (to the minute) of the newest matching event;
// dataPoints are all X events (of the user, if one is named).
function lastSeen(scope, { loose = false } = {}) {
  return (ev, now) => {
    const sc = scope(+now);
    return orLow(o.select(ev, sc), (s) => {
      const last = o.newestFirst(s)[0];
      return {
        names: [o.isoDay(o.time(last)), hhmm(last), ...(loose && sc.names ? sc.names : [])],
        confidence: conf(loose),
        dataPoints: s.length,
      };
    });
  };
}

// "Did anyone do X (in range)": yes, from the X events in range.
function exists(scope, { loose = false } = {}) {
  return (ev, now) => {
    const sc = scope(+now);
    return orLow(o.select(ev, sc), (s) => ({
      ...named(sc, loose),
      confidence: conf(loose),
      dataPoints: s.length,
    }));
  };
}

// First and last seen of a user (date and minute of each), over all their events.
function firstLast(user) {
  return (ev) =>
    orLow(o.select(ev, { user }), (s) => {
      const first = s.reduce((a, e) => (o.time(e) < o.time(a) ? e : a));
      const last = o.newestFirst(s)[0];
      return {
        names: [o.isoDay(o.time(first)), hhmm(first), o.isoDay(o.time(last)), hhmm(last)],
        confidence: 'high',
        dataPoints: s.length,
      };
    });
}

// A user's k most recent events, newest first.
function recentEvents(user, k) {
  const fn = (ev) =>
    orLow(o.select(ev, { user }), (s) => ({
      names: o
        .newestFirst(s)
        .slice(0, k)
        .map((e) => e.eventName),
      confidence: 'high',
      dataPoints: s.length,
    }));
  fn.tieAtCut = (ev) => {
    const s = o.newestFirst(o.select(ev, { user }));
    return s.slice(0, k + 1).some((e, i, a) => i > 0 && o.time(e) === o.time(a[i - 1]));
  };
  return fn;
}

function userNames(user) {
  return (ev) =>
    orLow(o.select(ev, { user }), (s) => ({
      names: [...new Set(s.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: s.length,
    }));
}

const catalogue = (build) => (ev) => ({ ...build(ev), confidence: 'high', dataPoints: ev.length });
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();

const refuse = () => LOW;

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // ===== count =====
  {
    id: 'count-delivered-yesterday',
    type: 'count',
    question: 'How many parcel_delivered events did we log yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['parcel_delivered'] })),
  },
  {
    id: 'count-failed-7d',
    type: 'count',
    question: 'number of delivery_failed in the past 7 days',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['delivery_failed'] })),
  },
  {
    id: 'count-shift-started-this-week',
    type: 'count',
    question: 'Shift started count this week?',
    expect: count((now) => ({ range: R.thisWeek(now), names: ['shift_started'] })),
  },
  {
    id: 'count-rescheduled-last-month',
    type: 'count',
    question:
      'hey, quick one for the ops review: how many Delivery Rescheduled events did we have last month?',
    expect: count((now) => ({ range: R.lastMonth(now), names: ['Delivery Rescheduled'] })),
  },
  {
    id: 'count-routes-created-today',
    type: 'count',
    question: 'route_created today, how many so far?',
    expect: count((now) => ({ range: R.today(now), names: ['route_created'] })),
  },
  {
    id: 'count-deliveries-30d-loose',
    type: 'count',
    question: 'How many deliveries did our couriers make in the last 30 days?',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['parcel_delivered'] }), { loose: true }),
  },
  {
    id: 'count-failed-deliveries-last-week-loose',
    type: 'count',
    question: 'how many failed deliveries were there last week',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['delivery_failed'] }), { loose: true }),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'Total number of events in the last 24 hours?',
    expect: count((now) => ({ range: R.lastHours(now, 24) })),
  },
  {
    id: 'count-scanned-on-short-day',
    type: 'count',
    question: (now) => `parcel scanned on ${shortDay(workday(now, 3, 1))} - how many?`,
    expect: count((now) => ({ range: R.on(workday(now, 3, 1)), names: ['parcel_scanned'] })),
  },
  {
    id: 'count-tracking-between-iso',
    type: 'count',
    question: (now) =>
      `How many tracking_link_opened events between ${o.isoDay(daysAgo(now, 40))} and ${o.isoDay(daysAgo(now, 34))}?`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 40), daysAgo(now, 34)),
      names: ['tracking_link_opened'],
    })),
  },
  {
    id: 'count-assigned-since',
    type: 'count',
    question: (now) => `parcel_assigned since ${shortDay(daysAgo(now, 9))}?`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 9), now), names: ['parcel_assigned'] })),
  },
  {
    id: 'count-failed-before-month',
    type: 'count',
    question: (now) => `Count of delivery failed events before ${longDay(prevMonth(now))}`,
    expect: count((now) => ({ range: R.before(prevMonth(now)), names: ['delivery_failed'] })),
  },
  {
    id: 'count-delivered-and-failed-3d',
    type: 'count',
    question: 'parcel_delivered and delivery_failed combined over the past 3 days, total?',
    expect: count((now) => ({ range: R.lastDays(now, 3), names: ['parcel_delivered', 'delivery_failed'] })),
  },
  {
    id: 'count-events-6h',
    type: 'count',
    question: 'In the last 6 hours, how many events came in?',
    expect: count((now) => ({ range: R.lastHours(now, 6) })),
  },
  {
    id: 'count-this-year-delivered',
    type: 'count',
    question: 'How many parcel delivered events this year?',
    expect: count((now) => ({ range: R.thisYear(now), names: ['parcel_delivered'] })),
  },
  {
    id: 'count-rescheduled-past-week',
    type: 'count',
    question: 'Delivery Rescheduled over the past week?',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['Delivery Rescheduled'] })),
  },
  {
    id: 'count-delivered-typo-today',
    type: 'count',
    question: 'hw many parcel_deliverd today?',
    expect: count((now) => ({ range: R.today(now), names: ['parcel_delivered'] }), { loose: true }),
  },
  {
    id: 'count-routes-last-year',
    type: 'count',
    low: true,
    question: 'How many route_created events were there last year?',
    expect: count((now) => ({ range: R.lastYear(now), names: ['route_created'] })),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'how many parcel_lost events this month?',
    expect: count((now) => ({ range: R.thisMonth(now), names: ['parcel_lost'] })),
  },

  // ===== users =====
  {
    id: 'users-shift-started-7d',
    type: 'users',
    question: 'How many unique users had a shift_started in the last 7 days?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 7), names: ['shift_started'] })),
  },
  {
    id: 'users-couriers-delivered-this-month',
    type: 'users',
    question: 'how many couriers had a parcel_delivered this month',
    expect: distinctUsers((now) => ({ range: R.thisMonth(now), names: ['parcel_delivered'] })),
  },
  {
    id: 'users-active-yesterday',
    type: 'users',
    question: 'active users yesterday?',
    expect: distinctUsers((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'users-rating-30d',
    type: 'users',
    question: 'How many distinct people had a Rating Submitted event in the past 30 days?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 30), names: ['Rating Submitted'] })),
  },
  {
    id: 'users-rescheduled-prev-month-loose',
    type: 'users',
    question: (now) => `How many customers rescheduled a delivery in ${monthName(prevMonth(now))}?`,
    expect: distinctUsers((now) => ({ range: R.month(prevMonth(now)), names: ['Delivery Rescheduled'] }), {
      loose: true,
    }),
  },
  {
    id: 'users-active-this-week',
    type: 'users',
    question: 'numbr of active users this week',
    expect: distinctUsers((now) => ({ range: R.thisWeek(now) })),
  },
  {
    id: 'users-dispatchers-planned-routes-loose',
    type: 'users',
    question: 'how many dispatchers planned routes in the past 14 days?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 14), names: ['route_created'] }), {
      loose: true,
    }),
  },
  {
    id: 'users-tracking-24h',
    type: 'users',
    question: 'Unique users with tracking_link_opened over the last 24 hours',
    expect: distinctUsers((now) => ({ range: R.lastHours(now, 24), names: ['tracking_link_opened'] })),
  },
  {
    id: 'users-3-months',
    type: 'users',
    question: 'How many people used the platform in the last 3 months?',
    expect: distinctUsers((now) => ({ range: R.lastMonths(now, 3) })),
  },
  {
    id: 'users-on-long-day',
    type: 'users',
    question: (now) => `How many active users did we have on ${longDay(workday(now, 3, 1))}?`,
    expect: distinctUsers((now) => ({ range: R.on(workday(now, 3, 1)) })),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many users did parcel_returned last week?',
    expect: distinctUsers((now) => ({ range: R.lastWeek(now), names: ['parcel_returned'] })),
  },

  // ===== value =====
  {
    id: 'value-delivered-sum-last-month',
    type: 'value',
    question: 'Last month - total parcel_delivered value?',
    expect: measure('sum', (now) => ({ range: R.lastMonth(now), names: ['parcel_delivered'] })),
  },
  {
    id: 'value-rating-avg-30d',
    type: 'value',
    question: "What's the average value of Rating Submitted events in the past 30 days?",
    expect: measure('avg', (now) => ({ range: R.lastDays(now, 30), names: ['Rating Submitted'] })),
  },
  {
    id: 'value-rating-avg-this-month-loose',
    type: 'value',
    question: 'whats our average delivery rating this month',
    expect: measure('avg', (now) => ({ range: R.thisMonth(now), names: ['Rating Submitted'] }), {
      loose: true,
    }),
  },
  {
    id: 'value-route-completed-max-this-week',
    type: 'value',
    question: 'max route.completed value this week',
    expect: measure('max', (now) => ({ range: R.thisWeek(now), names: ['route.completed'] })),
  },
  {
    id: 'value-shift-ended-median-last-week',
    type: 'value',
    question: 'Median shift_ended value last week?',
    expect: measure('median', (now) => ({ range: R.lastWeek(now), names: ['shift_ended'] })),
  },
  {
    id: 'value-route-completed-sum-7d',
    type: 'value',
    question: 'Sum of route.completed values over the past 7 days (should be km driven)',
    expect: measure('sum', (now) => ({ range: R.lastDays(now, 7), names: ['route.completed'] })),
  },
  {
    id: 'value-rating-min-loyal',
    type: 'value',
    question: `What is the lowest Rating Submitted value ${P.loyalCustomer} ever gave?`,
    expect: measure('min', () => ({ names: ['Rating Submitted'], user: P.loyalCustomer })),
  },
  {
    id: 'value-shift-ended-avg-heavy-last-month',
    type: 'value',
    question: `avg shift_ended value for ${P.heaviestUser} last month`,
    expect: measure('avg', (now) => ({
      range: R.lastMonth(now),
      names: ['shift_ended'],
      user: P.heaviestUser,
    })),
  },
  {
    id: 'value-rescheduled-sum-since',
    type: 'value',
    question: (now) => `Sum of Delivery Rescheduled values since ${longDay(daysAgo(now, 20))}`,
    expect: measure('sum', (now) => ({
      range: R.since(daysAgo(now, 20), now),
      names: ['Delivery Rescheduled'],
    })),
  },
  {
    id: 'value-routes-avg-this-month-loose',
    type: 'value',
    question: 'average value of the routes created this month?',
    expect: measure('avg', (now) => ({ range: R.thisMonth(now), names: ['route_created'] }), { loose: true }),
  },
  {
    id: 'value-delivered-mean-2w',
    type: 'value',
    question: 'mean parcel_delivered value, past 2 weeks',
    expect: measure('avg', (now) => ({ range: R.lastWeeks(now, 2), names: ['parcel_delivered'] })),
  },
  {
    id: 'value-delivered-min-all',
    type: 'value',
    question: 'Smallest parcel_delivered value we have ever recorded?',
    expect: measure('min', () => ({ names: ['parcel_delivered'] })),
  },

  {
    id: 'value-delivered-sum-from-to',
    type: 'value',
    question: (now) =>
      `from ${shortDay(daysAgo(now, 23))} to ${shortDay(daysAgo(now, 17))}, what was the total parcel_delivered value?`,
    expect: measure('sum', (now) => ({
      range: R.between(daysAgo(now, 23), daysAgo(now, 17)),
      names: ['parcel_delivered'],
    })),
  },

  // ===== top-events =====
  {
    id: 'top-events-all-time',
    type: 'top-events',
    question: 'What are our most common events?',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-last-week',
    type: 'top-events',
    question: 'top 3 events last week',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-30d',
    type: 'top-events',
    question: 'Which event was the least common in the past 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-two-rarest',
    type: 'top-events',
    question: 'which two events happen least often?',
    expect: ranked(() => ({}), o.byName, { n: 2, ascending: true }),
  },
  {
    id: 'top-events-yesterday-four',
    type: 'top-events',
    question: 'most frequent events yesterday, top four please',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-4-this-month',
    type: 'top-events',
    question: 'Top 4 events this month',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-rank-all-prev-month',
    type: 'top-events',
    question: (now) =>
      `Rank every event by how often it happened in ${monthName(prevMonth(now))} ${new Date(prevMonth(now)).getUTCFullYear()}`,
    expect: ranked((now) => ({ range: R.month(prevMonth(now)) }), o.byName),
  },
  {
    id: 'top-events-most-common-today',
    type: 'top-events',
    question: 'which event has been the most common today?',
    expect: ranked((now) => ({ range: R.today(now) }), o.byName, { n: 1 }),
  },

  // ===== top-users =====
  {
    id: 'top-users-most-active',
    type: 'top-users',
    question: 'Who are our most actve users?',
    expect: ranked(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-delivered-30d',
    type: 'top-users',
    question: 'top 3 users by parcel_delivered in the last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['parcel_delivered'] }), o.byUser, {
      n: 3,
    }),
  },
  {
    id: 'top-users-delivered-value-last-month',
    type: 'top-users',
    question: 'Which 5 users have the highest total parcel_delivered value last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: ['parcel_delivered'] }), o.byUser, {
      n: 5,
      by: o.value,
    }),
  },
  {
    id: 'top-users-failed-this-month-loose',
    type: 'top-users',
    question: 'Which two couriers had the most failed deliveries this month?',
    expect: ranked((now) => ({ range: R.thisMonth(now), names: ['delivery_failed'] }), o.byUser, {
      n: 2,
      loose: true,
    }),
  },
  {
    id: 'top-users-last-week-ten',
    type: 'top-users',
    question: 'most active users last week, top ten',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byUser, { n: 10 }),
  },
  {
    id: 'top-users-ratings-most',
    type: 'top-users',
    question: 'Which customer has the most Rating Submitted events?',
    expect: ranked(() => ({ names: ['Rating Submitted'] }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-dispatchers-routes-prev-month-loose',
    type: 'top-users',
    question: (now) => `which dispatchers created the most routes in ${monthName(prevMonth(now))}? give me 3`,
    expect: ranked((now) => ({ range: R.month(prevMonth(now)), names: ['route_created'] }), o.byUser, {
      n: 3,
      loose: true,
    }),
  },
  {
    id: 'top-users-route-completed-value',
    type: 'top-users',
    question: 'Which user has the highest total route.completed value?',
    expect: ranked(() => ({ names: ['route.completed'] }), o.byUser, { n: 1, by: o.value }),
  },

  // ===== user =====
  {
    id: 'user-heavy-count',
    type: 'user',
    question: `How many events does ${P.heaviestUser} have?`,
    expect: count(() => ({ user: P.heaviestUser })),
  },
  {
    id: 'user-new-courier-first-last',
    type: 'user',
    question: `when was ${P.newCourier} first seen and when were they last seen?`,
    expect: firstLast(P.newCourier),
  },
  {
    id: 'user-loyal-event-names',
    type: 'user',
    question: `What event names has ${P.loyalCustomer} used?`,
    expect: userNames(P.loyalCustomer),
  },
  {
    id: 'user-new-courier-last-3',
    type: 'user',
    question: `show me the last 3 things ${P.newCourier} did`,
    expect: recentEvents(P.newCourier, 3),
  },
  {
    id: 'user-lapsed-last-seen',
    type: 'user',
    question: `support ticket from ${P.lapsedCourier}'s depot lead - when was this courier last seen?`,
    expect: (ev) => {
      const s = o.select(ev, { user: P.lapsedCourier });
      const last = o.newestFirst(s)[0];
      return { names: [o.isoDay(o.time(last)), hhmm(last)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-heavy-delivered-last-week',
    type: 'user',
    question: `how many parcel_delivered did ${P.heaviestUser} have last week?`,
    expect: count((now) => ({ range: R.lastWeek(now), names: ['parcel_delivered'], user: P.heaviestUser })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `What has ${NOBODY} been up to this month?`,
    expect: count((now) => ({ range: R.thisMonth(now), user: NOBODY })),
  },
  {
    id: 'user-new-customer-first-seen',
    type: 'user',
    question: `${P.newCustomer} first seen?`,
    expect: (ev) => {
      const s = o.select(ev, { user: P.newCustomer });
      const first = s.reduce((a, e) => (o.time(e) < o.time(a) ? e : a));
      return { names: [o.isoDay(o.time(first)), hhmm(first)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-maria-7d',
    type: 'user',
    question: `How many events did ${P.busiestDispatcher} log in the past 7 days?`,
    expect: count((now) => ({ range: R.lastDays(now, 7), user: P.busiestDispatcher })),
  },
  {
    id: 'user-new-courier-deliveries-loose',
    type: 'user',
    question: `how many deliveries has ${P.newCourier} done since they joined?`,
    expect: count(() => ({ names: ['parcel_delivered'], user: P.newCourier }), { loose: true }),
  },

  // ===== breakdown =====
  {
    id: 'breakdown-delivered-per-day-last-week',
    type: 'breakdown',
    question: 'parcel_delivered per day last week',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: ['parcel_delivered'] }), o.byDay),
  },
  {
    id: 'breakdown-failed-busiest-weekday',
    type: 'breakdown',
    question: 'Which weekday has the most delivery_failed events overall? trying to plan staffing',
    expect: ranked(() => ({ names: ['delivery_failed'] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-tracking-busiest-hour-30d',
    type: 'breakdown',
    question: 'busiest hour of the day for tracking_link_opened in the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['tracking_link_opened'] }), o.byHour, {
      n: 1,
    }),
  },
  {
    id: 'breakdown-routes-monthly',
    type: 'breakdown',
    question: 'monthly breakdown of route_created',
    expect: breakdown(() => ({ names: ['route_created'] }), o.byMonth),
  },
  {
    id: 'breakdown-shifts-weekly',
    type: 'breakdown',
    question: (now) => `shift_started per week since ${longDay(o.weekStart(+now) - 4 * o.WEEK)}`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(+now) - 4 * o.WEEK, now), names: ['shift_started'] }),
      o.byWeek,
    ),
  },
  {
    id: 'breakdown-busiest-day-2w',
    type: 'breakdown',
    question: (now) =>
      `Which day between ${o.isoDay(daysAgo(now, 14))} and ${o.isoDay(daysAgo(now, 1))} had the most events?`,
    expect: ranked((now) => ({ range: R.between(daysAgo(now, 14), daysAgo(now, 1)) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-weekday-last-month',
    type: 'breakdown',
    question: "break down last month's events by day of the week",
    expect: breakdown((now) => ({ range: R.lastMonth(now) }), o.byWeekday),
  },
  {
    id: 'breakdown-shift-start-hour-loose',
    type: 'breakdown',
    question: 'At what hour do couriers usually start their shifts? (most common hour)',
    expect: ranked(() => ({ names: ['shift_started'] }), o.byHour, { n: 1, loose: true }),
  },
  {
    id: 'breakdown-reschedule-weekday-loose',
    type: 'breakdown',
    question: 'which day of the week do customers reschedule the most?',
    expect: ranked(() => ({ names: ['Delivery Rescheduled'] }), o.byWeekday, { n: 1, loose: true }),
  },
  {
    id: 'breakdown-hourly-yesterday',
    type: 'breakdown',
    question: 'hourly breakdown of parcel_delivered yesterday',
    expect: breakdown((now) => ({ range: R.yesterday(now), names: ['parcel_delivered'] }), o.byHour),
  },

  // ===== compare =====
  {
    id: 'compare-delivered-7d',
    type: 'compare',
    question: 'parcel_delivered in the last 7 days vs the 7 days before?',
    expect: compare(['parcel_delivered'], (now) => [
      { from: now - 14 * DAY, to: now - 7 * DAY },
      R.lastDays(now, 7),
    ]),
  },
  {
    id: 'compare-failed-named-months',
    type: 'compare',
    question: (now) =>
      `How did delivery_failed in ${monthName(prevMonth(now))} compare with ${monthName(prevMonth(now, 2))}?`,
    expect: compare(['delivery_failed'], (now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))]),
  },
  {
    id: 'compare-events-yesterday-day-before',
    type: 'compare',
    question: 'events yesterday compared with the day before',
    expect: compare(undefined, (now) => [
      { from: o.dayStart(now) - 2 * DAY, to: o.dayStart(now) - DAY },
      R.yesterday(now),
    ]),
  },
  {
    id: 'compare-shifts-last-week-week-before',
    type: 'compare',
    question: 'Compare shift_started last week with the week before.',
    expect: compare(['shift_started'], (now) => [
      { from: o.weekStart(now) - 2 * o.WEEK, to: o.weekStart(now) - o.WEEK },
      R.lastWeek(now),
    ]),
  },
  {
    id: 'compare-failed-30d-loose',
    type: 'compare',
    question: 'are failed deliveries going up? last 30 days vs the previous 30',
    expect: compare(
      ['delivery_failed'],
      (now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)],
      { loose: true },
    ),
  },
  {
    id: 'compare-tracking-14d',
    type: 'compare',
    question: 'tracking_link_opened: last 14 days compared to the previous 14 days',
    expect: compare(['tracking_link_opened'], (now) => [
      { from: now - 28 * DAY, to: now - 14 * DAY },
      R.lastDays(now, 14),
    ]),
  },
  {
    id: 'compare-ratings-4w',
    type: 'compare',
    question: 'Is Rating Submitted growing? past 4 weeks vs the 4 weeks before',
    expect: compare(['Rating Submitted'], (now) => [
      { from: now - 8 * o.WEEK, to: now - 4 * o.WEEK },
      R.lastWeeks(now, 4),
    ]),
  },
  {
    id: 'compare-signups-named-months',
    type: 'compare',
    question: (now) => `account_created in ${monthName(prevMonth(now, 2))} vs ${monthName(prevMonth(now))}`,
    expect: compare(['account_created'], (now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))]),
  },

  // ===== share =====
  {
    id: 'share-failed-all-time',
    type: 'share',
    question: 'What percentage of events are delivery_failed?',
    expect: shareOfEvents(['delivery_failed'], () => R.all()),
  },
  {
    id: 'share-tracking-last-month',
    type: 'share',
    question: 'what share of all events last month were tracking_link_opened',
    expect: shareOfEvents(['tracking_link_opened'], (now) => R.lastMonth(now)),
  },
  {
    id: 'share-users-rating-30d',
    type: 'share',
    question: 'What % of active users in the last 30 days had a Rating Submitted?',
    expect: shareOfUsers(['Rating Submitted'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-scans-this-week-loose',
    type: 'share',
    question: "what percent of this week's activity is parcel scans?",
    expect: shareOfEvents(['parcel_scanned'], (now) => R.thisWeek(now), { loose: true }),
  },
  {
    id: 'share-users-rescheduled-this-month',
    type: 'share',
    question: 'percentage of users who did Delivery Rescheduled this month',
    expect: shareOfUsers(['Delivery Rescheduled'], (now) => R.thisMonth(now)),
  },
  {
    id: 'share-delivered-yesterday',
    type: 'share',
    question: 'share of events from parcel_delivered yesterday?',
    expect: shareOfEvents(['parcel_delivered'], (now) => R.yesterday(now)),
  },
  {
    id: 'share-users-account-created-90d',
    type: 'share',
    question: 'Of the users active in the past 90 days, what percentage had account_created?',
    expect: shareOfUsers(['account_created'], (now) => R.lastDays(now, 90)),
  },
  {
    id: 'share-failed-on-iso-day',
    type: 'share',
    question: (now) => `What % of events on ${o.isoDay(workday(now, 2, 1))} were delivery_failed?`,
    expect: shareOfEvents(['delivery_failed'], (now) => R.on(workday(now, 2, 1))),
  },

  // ===== conversion =====
  {
    id: 'conversion-signup-shift-60d',
    type: 'conversion',
    question:
      'Of users with account_created in the last 60 days, how many then had shift_started? and what %?',
    expect: conversion('account_created', 'shift_started', (now) => R.lastDays(now, 60), 'n%'),
  },
  {
    id: 'conversion-shift-delivered-this-month',
    type: 'conversion',
    question: 'shift_started → parcel_delivered conversion this month',
    expect: conversion('shift_started', 'parcel_delivered', (now) => R.thisMonth(now), '%'),
  },
  {
    id: 'conversion-tracking-rating-last-month-loose',
    type: 'conversion',
    question:
      'Of customers who opened their tracking link last month, what percentage rated the delivery afterwards?',
    expect: conversion('tracking_link_opened', 'Rating Submitted', (now) => R.lastMonth(now), '%', {
      loose: true,
    }),
  },
  {
    id: 'conversion-tracking-rescheduled-30d',
    type: 'conversion',
    question:
      'of the users who did tracking_link_opened in the past 30 days, how many did Delivery Rescheduled after?',
    expect: conversion('tracking_link_opened', 'Delivery Rescheduled', (now) => R.lastDays(now, 30), 'n'),
  },
  {
    id: 'conversion-scanned-failed-7d',
    type: 'conversion',
    question: 'conversion from parcel_scanned to delivery_failed in the last 7 days (users + %)',
    expect: conversion('parcel_scanned', 'delivery_failed', (now) => R.lastDays(now, 7), 'n%'),
  },
  {
    id: 'conversion-signup-tracking-since',
    type: 'conversion',
    question: (now) =>
      `since ${shortDay(daysAgo(now, 60))}: of users with account_created, what percentage went on to tracking_link_opened?`,
    expect: conversion(
      'account_created',
      'tracking_link_opened',
      (now) => R.since(daysAgo(now, 60), now),
      '%',
    ),
  },
  {
    id: 'conversion-signup-deliver-90d-loose',
    type: 'conversion',
    question: 'of the people who signed up in the past 90 days, what % went on to deliver a parcel?',
    expect: conversion('account_created', 'parcel_delivered', (now) => R.lastDays(now, 90), '%', {
      loose: true,
    }),
  },

  // ===== churn =====
  {
    id: 'churn-prev-month-not-this',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(prevMonth(now))} but not in ${monthName(+now)}?`,
    expect: churned((now) => [R.month(prevMonth(now)), R.month(o.monthStart(now))]),
  },
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'hw many new users this month?',
    expect: newUsers((now) => R.thisMonth(now)),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'New users in the last 7 days?',
    expect: newUsers((now) => R.lastDays(now, 7)),
  },
  {
    id: 'churn-last-week-not-this',
    type: 'churn',
    question: 'users active last week but not this week - how many?',
    expect: churned((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-90-not-30',
    type: 'churn',
    question: 'How many users were active in the past 90 days but not in the past 30 days?',
    expect: churned((now) => [R.lastDays(now, 90), R.lastDays(now, 30)]),
  },
  {
    id: 'churn-new-yesterday-list',
    type: 'churn',
    question: 'who was new yesterday?',
    expect: newUsers((now) => R.yesterday(now), { list: true }),
  },
  {
    id: 'churn-new-prev-month',
    type: 'churn',
    question: (now) => `new users in ${monthName(prevMonth(now))}`,
    expect: newUsers((now) => R.month(prevMonth(now))),
  },
  {
    id: 'churn-between-not-since',
    type: 'churn',
    question: (now) =>
      `users who were active between ${shortDay(daysAgo(now, 60))} and ${shortDay(daysAgo(now, 31))} but not since ${shortDay(daysAgo(now, 30))}: how many?`,
    expect: churned((now) => [R.between(daysAgo(now, 60), daysAgo(now, 31)), R.since(daysAgo(now, 30), now)]),
  },

  // ===== recency =====
  {
    id: 'recency-last-failed',
    type: 'recency',
    question: 'When was the last delivery_failed?',
    expect: lastSeen(() => ({ names: ['delivery_failed'] })),
  },
  {
    id: 'recency-any-rescheduled-7d',
    type: 'recency',
    question: 'did anyone have a Delivery Rescheduled in the past 7 days?',
    expect: exists((now) => ({ range: R.lastDays(now, 7), names: ['Delivery Rescheduled'] })),
  },
  {
    id: 'recency-heavy-last-delivered',
    type: 'recency',
    question: `last time ${P.heaviestUser} had a parcel_delivered?`,
    expect: lastSeen(() => ({ names: ['parcel_delivered'], user: P.heaviestUser })),
  },
  {
    id: 'recency-lapsed-since',
    type: 'recency',
    low: true,
    question: (now) => `Has ${P.lapsedCourier} done anything since ${longDay(daysAgo(now, 30))}?`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 30), now), user: P.lapsedCourier })),
  },
  {
    id: 'recency-last-signup-loose',
    type: 'recency',
    question: 'When did someone last create an account?',
    expect: lastSeen(() => ({ names: ['account_created'] }), { loose: true }),
  },
  {
    id: 'recency-any-rating-week-loose',
    type: 'recency',
    question: 'has anybody rated a delivery this week?',
    expect: exists((now) => ({ range: R.thisWeek(now), names: ['Rating Submitted'] }), { loose: true }),
  },
  {
    id: 'recency-last-route-completed',
    type: 'recency',
    question: 'most recent route.completed - when?',
    expect: lastSeen(() => ({ names: ['route.completed'] })),
  },
  {
    id: 'recency-account-created-48h',
    type: 'recency',
    question: 'Was there any account_created in the last 48 hours?',
    expect: exists((now) => ({ range: R.lastHours(now, 48), names: ['account_created'] })),
  },
  {
    id: 'recency-loyal-last-rating',
    type: 'recency',
    question: `When was ${P.loyalCustomer}'s last Rating Submitted?`,
    expect: lastSeen(() => ({ names: ['Rating Submitted'], user: P.loyalCustomer })),
  },

  // ===== catalogue =====
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-user-total',
    type: 'catalogue',
    question: 'how many users are there in total',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'catalogue-event-total',
    type: 'catalogue',
    question: 'Total number of events ever recorded?',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'catalogue-distinct-event-names',
    type: 'catalogue',
    question: 'How many different event names exist in our data?',
    expect: catalogue((ev) => ({ numbers: [allNames(ev).length] })),
  },
  {
    id: 'catalogue-list-pls',
    type: 'catalogue',
    question: 'list all event types pls',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-users-and-events',
    type: 'catalogue',
    question: 'Overall numbers please: how many users and how many events do we have?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-names-and-users',
    type: 'catalogue',
    question:
      "I'm new on the analytics side. Which event names exist, and how many unique users are in the data?",
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true, numbers: [o.users(ev).size] })),
  },

  // ===== other (cannot be answered from these events) =====
  {
    id: 'other-country',
    type: 'other',
    question: 'Which country do we deliver to the most?',
    expect: refuse,
  },
  {
    id: 'other-vehicle-type',
    type: 'other',
    question: 'break down failed deliveries by vehicle type',
    expect: refuse,
  },
  { id: 'other-weather', type: 'other', question: "what's the weather in Hamburg tomorrow", expect: refuse },
  { id: 'other-nonsense', type: 'other', question: 'asdfgh jkl qwe', expect: refuse },
  {
    id: 'other-app-version',
    type: 'other',
    question: 'Which app version are the couriers on? android or ios mostly?',
    expect: refuse,
  },
  { id: 'other-haiku', type: 'other', question: 'write me a haiku about parcels', expect: refuse },
  {
    id: 'other-fuel',
    type: 'other',
    question: 'How much fuel did the vans burn last month?',
    expect: refuse,
  },
  {
    id: 'other-parcel-weight',
    type: 'other',
    question: 'What is the average parcel weight?',
    expect: refuse,
  },
  {
    id: 'other-postcodes',
    type: 'other',
    question: 'Which postcodes have the most failed deliveries?',
    expect: refuse,
  },
  {
    id: 'other-password',
    type: 'other',
    question: 'can you reset my password for the dispatcher console',
    expect: refuse,
  },
];
