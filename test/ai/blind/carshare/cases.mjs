/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind cases for "carshare" (see NOTES.md). Every expectation is computed from the events
// with the reference helpers of oracle.mjs, following SEMANTICS.md.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY } from './data.mjs';

const { ranges: R, DAY } = o;

const SEARCH = 'car_search',
  RESV = 'reservation_created',
  CANCEL = 'reservation_cancelled';
const UNLOCK = 'car_unlocked',
  START = 'trip_started',
  END = 'trip_ended',
  PAID = 'trip_paid';
const REFUEL = 'refuel.credited',
  DAMAGE = 'damage_reported',
  FINE = 'fine.late_return';
const PASS = 'Pass Purchased',
  SIGNUP = 'member_signed_up',
  RATED = 'Trip Rated';
const MONEY = [PAID, PASS];

// ---- question text helpers ----------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const ordinal = (d) => `${d}${[11, 12, 13].includes(d) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
// Month `back` calendar months before now's month (1 = last month).
const monthBack = (now, back) => o.monthStart(+now, -back);

// ---- expectation builders ----------------------------------------------------------------

const HIGH = 'high';
const LOW = { confidence: 'low', dataPoints: 0 };
const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const conf = (loose) => (loose ? 'not-high' : HIGH);
const r2 = (x) => o.round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
};

// `scope(now)` → filters for o.select. `loose`: the question names the event loosely.
const count = (scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({
    numbers: [s.length],
    names: loose ? scope(+now).names : undefined,
    confidence: conf(loose),
    dataPoints: s.length,
  }));

const distinctUsers = (scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({
    numbers: [o.users(s).size],
    names: loose ? scope(+now).names : undefined,
    confidence: conf(loose),
    dataPoints: s.length,
  }));

const measure = (fn, scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({
    numbers: [fn(s)],
    names: loose ? scope(+now).names : undefined,
    confidence: conf(loose),
    dataPoints: s.length,
  }));

// Ranked list with its figures; a tie between the last kept and the first dropped item is
// reported by `tieAtCut`.
function ranked(scope, key, { n = Infinity, ascending = false, by, loose, figures = true, dp = true } = {}) {
  const full = (ev, now) => o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
  const f = (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const top = full(ev, now).slice(0, n);
      return {
        names: [...top.map(([k]) => k), ...(loose ? (scope(+now).names ?? []) : [])],
        unordered: loose && n === 1 ? true : undefined,
        numbers: figures ? top.map(([, v]) => r2(v)) : undefined,
        confidence: conf(loose),
        dataPoints: dp ? s.length : undefined,
      };
    });
  f.tieAtCut = (ev, now) => {
    const all = full(ev, now);
    return n < all.length && all[n - 1][1] === all[n][1];
  };
  return f;
}

// Chronological breakdown: every bucket in order, with its count.
const breakdown = (scope, key) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => {
    const rows = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: rows.map(([k]) => k),
      numbers: rows.map(([, v]) => v),
      confidence: HIGH,
      dataPoints: s.length,
    };
  });

// Two periods, earlier first, measured by `m` (count by default).
const compare =
  (names, periods, { m = (s) => s.length, loose } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(r2(m(a)), r2(m(b)));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)].filter((x) => x !== 0),
      percents: c.pct === null ? [] : [c.pct],
      names: loose ? names : undefined,
      confidence: conf(loose),
      dataPoints: a.length + b.length,
    };
  };

const shareOfEvents = (names, range, loose) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.select(all, { names }).length, all.length)],
    names: loose ? names : undefined,
    confidence: conf(loose),
    dataPoints: all.length,
  }));

const shareOfUsers = (names, range, loose) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) => ({
    percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
    names: loose ? names : undefined,
    confidence: conf(loose),
    dataPoints: all.length,
  }));

const conversion =
  (a, b, range, { loose } = {}) =>
  (ev, now) => {
    const c = o.conversion(ev, range(+now), a, b);
    if (!c.did) return LOW;
    return {
      numbers: [c.did, c.converted].filter((x) => x !== 0),
      percents: [c.pct],
      names: loose ? [a, b] : undefined,
      confidence: conf(loose),
      dataPoints: o.select(ev, { range: range(+now), names: [a, b] }).length,
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

// Date of the most recent matching event; dataPoints = all matching events.
const lastDate = (scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({
    names: [o.isoDay(o.time(o.newestFirst(s)[0])), ...(loose ? scope(+now).names : [])],
    confidence: conf(loose),
    dataPoints: s.length,
  }));

// Existence: yes, with the matching events as data points.
const exists = (scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({
    names: loose ? scope(+now).names : undefined,
    confidence: conf(loose),
    dataPoints: s.length,
  }));

const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();
const lowCase = () => LOW;

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // ---------------- count ----------------
  {
    id: 'cnt-search-24h',
    type: 'count',
    question: 'how many car_search events in the last 24 hours?',
    expect: count((now) => ({ range: R.lastDays(now, 1), names: [SEARCH] })),
  },
  {
    id: 'cnt-cancel-yday',
    type: 'count',
    question: 'Number of reservation cancelled yesterday',
    expect: count((now) => ({ range: R.yesterday(now), names: [CANCEL] })),
  },
  {
    id: 'cnt-start-thisweek',
    type: 'count',
    question: 'trip_started count this week pls',
    expect: count((now) => ({ range: R.thisWeek(now), names: [START] })),
  },
  {
    id: 'cnt-damage-october',
    type: 'count',
    question: 'How many damage_reported events did we log in October?',
    expect: count((now) => ({ range: R.month(o.pastMonth(now, 9)), names: [DAMAGE] })),
  },
  {
    id: 'cnt-unlocks-lastmonth',
    type: 'count',
    question: 'How many unlocks did we have last month?',
    expect: count((now) => ({ range: R.lastMonth(now), names: [UNLOCK] }), true),
  },
  {
    id: 'cnt-paid-between',
    type: 'count',
    question: (now) =>
      `how many trip_paid between ${longDay(daysAgo(now, 20))} and ${longDay(daysAgo(now, 11))}`,
    expect: count((now) => ({ range: R.between(daysAgo(now, 20), daysAgo(now, 11)), names: [PAID] })),
  },
  {
    id: 'cnt-late-fines-month',
    type: 'count',
    question: 'late return fines this month — how many so far?',
    expect: count((now) => ({ range: R.thisMonth(now), names: [FINE] }), true),
  },
  {
    id: 'cnt-pass-30d',
    type: 'count',
    question: 'Count of Pass Purchased in the past 30 days',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: [PASS] })),
  },
  {
    id: 'cnt-searches-today',
    type: 'count',
    question: 'how many searches today?',
    expect: count((now) => ({ range: R.today(now), names: [SEARCH] }), true),
  },
  {
    id: 'cnt-signup-before',
    type: 'count',
    question: (now) => `How many member_signed_up events were there before ${shortDay(daysAgo(now, 60))}?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 60)), names: [SIGNUP] })),
  },
  {
    id: 'cnt-search-6h',
    type: 'count',
    question: 'car_search in the past 6 hours',
    expect: count((now) => ({ range: R.lastHours(now, 6), names: [SEARCH] })),
  },
  {
    id: 'cnt-paid-lastyear-low',
    type: 'count',
    low: true,
    question: 'How many trip_paid events last year?',
    expect: count((now) => ({ range: R.lastYear(now), names: [PAID] })),
  },
  {
    id: 'cnt-unlock-oct2026',
    type: 'count',
    question: 'car unlocked in October 2026, total count',
    expect: count(() => ({ range: R.month(Date.UTC(2026, 9, 1)), names: [UNLOCK] })),
  },
  {
    id: 'cnt-referrals-low',
    type: 'count',
    low: true,
    question: 'how many referral bonuses did we pay out last month',
    expect: lowCase,
  },
  {
    id: 'cnt-all-2weeks',
    type: 'count',
    question: 'how many events altogether over the last 2 weeks?',
    expect: count((now) => ({ range: R.lastWeeks(now, 2) })),
  },

  // ---------------- users ----------------
  {
    id: 'usr-search-30d',
    type: 'users',
    question: 'how many unqiue users did car_search in the last 30 days',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 30), names: [SEARCH] })),
  },
  {
    id: 'usr-active-thisweek',
    type: 'users',
    question: 'How many active users this week?',
    expect: distinctUsers((now) => ({ range: R.thisWeek(now) })),
  },
  {
    id: 'usr-fined-since',
    type: 'users',
    question: (now) => `number of distinct people with a fine.late_return since ${longDay(daysAgo(now, 45))}`,
    expect: distinctUsers((now) => ({ range: R.since(daysAgo(now, 45), now), names: [FINE] })),
  },
  {
    id: 'usr-finished-trip-lastweek',
    type: 'users',
    question: 'how many drivers finished a trip last week?',
    expect: distinctUsers((now) => ({ range: R.lastWeek(now), names: [END] }), true),
  },
  {
    id: 'usr-pass-3m',
    type: 'users',
    question: 'unique users with Pass Purchased in the past 3 months',
    expect: distinctUsers((now) => ({ range: R.lastMonths(now, 3), names: [PASS] })),
  },
  {
    id: 'usr-active-yday',
    type: 'users',
    question: 'customers active yesterday?',
    expect: distinctUsers((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'usr-rated-october',
    type: 'users',
    question: 'In October how many members rated their trip?',
    expect: distinctUsers((now) => ({ range: R.month(o.pastMonth(now, 9)), names: [RATED] }), true),
  },
  {
    id: 'usr-active-on-day',
    type: 'users',
    question: (now) => `How many people used the app on ${longDay(daysAgo(now, 9))}?`,
    expect: distinctUsers((now) => ({ range: R.on(daysAgo(now, 9)) })),
  },
  {
    id: 'usr-unlocked-7d',
    type: 'users',
    question: 'last 7 days: how many unique users with car unlocked',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 7), names: [UNLOCK] })),
  },

  // ---------------- value ----------------
  {
    id: 'val-paid-sum-lastmonth',
    type: 'value',
    question: 'total trip_paid value last month',
    expect: measure(
      (s) => r2(o.sum(s)),
      (now) => ({ range: R.lastMonth(now), names: [PAID] }),
    ),
  },
  {
    id: 'val-rating-avg-30d',
    type: 'value',
    question: 'avrage Trip Rated value over the last 30 days?',
    expect: measure(o.avg, (now) => ({ range: R.lastDays(now, 30), names: [RATED] })),
  },
  {
    id: 'val-km-max-year',
    type: 'value',
    question: "What's the max trip_ended value this year",
    expect: measure(o.max, (now) => ({ range: R.thisYear(now), names: [END] })),
  },
  {
    id: 'val-fine-min',
    type: 'value',
    question: 'smallest fine.late_return amount ever?',
    expect: measure(o.min, () => ({ names: [FINE] })),
  },
  {
    id: 'val-paid-median-lastweek',
    type: 'value',
    question: 'median trip_paid last week',
    expect: measure(median, (now) => ({ range: R.lastWeek(now), names: [PAID] })),
  },
  {
    id: 'val-km-7d',
    type: 'value',
    question: 'total kilometres driven in the past 7 days?',
    expect: measure(
      (s) => r2(o.sum(s)),
      (now) => ({ range: R.lastDays(now, 7), names: [END] }),
      true,
    ),
  },
  {
    id: 'val-refuel-credit-oct',
    type: 'value',
    question: 'how much refuel credit did we hand out in October',
    expect: measure(
      (s) => r2(o.sum(s)),
      (now) => ({ range: R.month(o.pastMonth(now, 9)), names: [REFUEL] }),
      true,
    ),
  },
  {
    id: 'val-revenue-month',
    type: 'value',
    question: "what's our revenue this month?",
    expect: (ev, now) =>
      orLow(o.select(ev, { range: R.thisMonth(+now), names: MONEY }), () => ({
        names: MONEY,
        unordered: true,
        confidence: 'not-high',
      })),
  },
  {
    id: 'val-user-avg-paid',
    type: 'value',
    question: `average trip_paid for ${P.passHolder}`,
    expect: measure(o.avg, () => ({ names: [PAID], user: P.passHolder })),
  },
  {
    id: 'val-avg-km-per-trip',
    type: 'value',
    question: 'avg km per trip?',
    expect: measure(o.avg, () => ({ names: [END] }), true),
  },
  {
    id: 'val-pass-sum-2m',
    type: 'value',
    question: 'Sum of Pass Purchased amounts in the last 2 months',
    expect: measure(
      (s) => r2(o.sum(s)),
      (now) => ({ range: R.lastMonths(now, 2), names: [PASS] }),
    ),
  },

  // ---------------- top-events ----------------
  {
    id: 'top-5-30d',
    type: 'top-events',
    question: 'top 5 events last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-3-month',
    type: 'top-events',
    question: 'What are the three most common events this month?',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-least-all',
    type: 'top-events',
    question: 'least common events overall',
    expect: ranked(() => ({}), o.byName, { n: 5, ascending: true }),
  },
  {
    id: 'top-1-yday',
    type: 'top-events',
    question: 'most frequent event yesterday?',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-10-oct',
    type: 'top-events',
    question: 'In October, which were the top 10 actions?',
    expect: ranked((now) => ({ range: R.month(o.pastMonth(now, 9)) }), o.byName, { n: 10 }),
  },
  {
    id: 'top-4-heaviest',
    type: 'top-events',
    question: `which 4 event types does ${P.heaviest} do the most`,
    expect: ranked(() => ({ user: P.heaviest }), o.byName, { n: 4 }),
  },
  {
    id: 'top-rarest-all',
    type: 'top-events',
    question: 'whats the rarest event we track',
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-list-lastweek',
    type: 'top-events',
    question: 'most common events last week, list them',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 5 }),
  },

  // ---------------- top-users ----------------
  {
    id: 'tu-active-30d',
    type: 'top-users',
    question: 'top 5 most active members in the last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byUser, { n: 5 }),
  },
  {
    id: 'tu-trip-ended-3',
    type: 'top-users',
    question: 'who are our top 3 users by number of trip_ended events?',
    expect: ranked(() => ({ names: [END] }), o.byUser, { n: 3 }),
  },
  {
    id: 'tu-spenders-lastmonth',
    type: 'top-users',
    question: 'top spenders last month',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: MONEY }), o.byUser, {
      n: 1,
      by: o.value,
      figures: false,
      dp: false,
      loose: true,
    }),
  },
  {
    id: 'tu-paid-sum-year',
    type: 'top-users',
    question: 'Top 5 users by total trip_paid value this year',
    expect: ranked((now) => ({ range: R.thisYear(now), names: [PAID] }), o.byUser, { n: 5, by: o.value }),
  },
  {
    id: 'tu-most-fines',
    type: 'top-users',
    question: 'which user has teh most fine.late_return?',
    expect: ranked(() => ({ names: [FINE] }), o.byUser, { n: 1 }),
  },
  {
    id: 'tu-active-yday',
    type: 'top-users',
    question: 'most active user yesterday',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byUser, { n: 1 }),
  },
  {
    id: 'tu-ten-all',
    type: 'top-users',
    question: 'top ten users by events',
    expect: ranked(() => ({}), o.byUser, { n: 10 }),
  },
  {
    id: 'tu-most-km-lastmonth',
    type: 'top-users',
    question: 'who drove the most km last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: [END] }), o.byUser, {
      n: 1,
      by: o.value,
      loose: true,
    }),
  },
  {
    id: 'tu-searchers-week',
    type: 'top-users',
    question: 'Past week, top 2 users by car_search',
    expect: ranked((now) => ({ range: R.lastDays(now, 7), names: [SEARCH] }), o.byUser, { n: 2 }),
  },

  // ---------------- user ----------------
  {
    id: 'one-heaviest-count',
    type: 'user',
    question: `how many events does ${P.heaviest} have?`,
    expect: count(() => ({ user: P.heaviest })),
  },
  {
    id: 'one-lapsed-lastseen',
    type: 'user',
    question: `when was ${P.lapsed} last seen`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.lapsed }), (s) => ({
        names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'one-newcomer-firstseen',
    type: 'user',
    question: `First seen date for ${P.newcomer}?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.newcomer }), (s) => ({
        names: [o.isoDay(Math.min(...s.map(o.time)))],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'one-newcomer-events',
    type: 'user',
    question: `what events has ${P.newcomer} done so far`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.newcomer }), (s) => ({
        names: allNames(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'one-pass-starts-lastmonth',
    type: 'user',
    question: `${P.passHolder}: how many trip_started last month?`,
    expect: count((now) => ({ range: R.lastMonth(now), user: P.passHolder, names: [START] })),
  },
  {
    id: 'one-fined-latest',
    type: 'user',
    question: `What did ${P.fined} do most recently?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.fined }), (s) => ({
        names: [o.newestFirst(s)[0].eventName],
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'one-nobody',
    type: 'user',
    low: true,
    question: `Can you pull up the activity for member ${NOBODY}?`,
    expect: lowCase,
  },
  {
    id: 'one-pass-spent',
    type: 'user',
    question: `how much has ${P.passHolder} spent on Pass Purchased`,
    expect: measure(
      (s) => r2(o.sum(s)),
      () => ({ names: [PASS], user: P.passHolder }),
    ),
  },
  {
    id: 'one-power2-30d',
    type: 'user',
    question: `${P.power2} events in the last 30 days?`,
    expect: count((now) => ({ range: R.lastDays(now, 30), user: P.power2 })),
  },

  // ---------------- breakdown ----------------
  {
    id: 'bd-start-per-day-lastweek',
    type: 'breakdown',
    question: 'trip_started per day last week',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: [START] }), o.byDay),
  },
  {
    id: 'bd-unlock-weekday',
    type: 'breakdown',
    question: 'Which weekday has the most car_unlocked events?',
    expect: ranked(() => ({ names: [UNLOCK] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'bd-resv-hour-30d',
    type: 'breakdown',
    question: 'busiest hour of the day for reservation_created',
    expect: ranked(() => ({ names: [RESV] }), o.byHour, { n: 1 }),
  },
  {
    id: 'bd-signup-monthly',
    type: 'breakdown',
    question: 'monthly breakdown of member_signed_up please',
    expect: breakdown(() => ({ names: [SIGNUP] }), o.byMonth),
  },
  {
    id: 'bd-search-weekly',
    type: 'breakdown',
    question: (now) => `weekly car_search counts since ${longDay(o.weekStart(+now) - 4 * o.WEEK)}`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 4 * o.WEEK, now), names: [SEARCH] }),
      o.byWeek,
    ),
  },
  {
    id: 'bd-busiest-day-oct',
    type: 'breakdown',
    question: 'what was our busiest day in October?',
    expect: ranked((now) => ({ range: R.month(o.pastMonth(now, 9)) }), o.byDay, { n: 1 }),
  },
  {
    id: 'bd-rated-weekday',
    type: 'breakdown',
    question: 'Trip Rated by day of week',
    expect: (ev, now) => ({
      ...breakdown(() => ({ names: [RATED] }), o.byWeekday)(ev, now),
      unordered: true,
    }),
  },
  {
    id: 'bd-search-busiest-day-30d',
    type: 'breakdown',
    question: 'Over the past 30 days which single day had the most car searches?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: [SEARCH] }), o.byDay, {
      n: 1,
      loose: true,
    }),
  },
  {
    id: 'bd-events-hour-today',
    type: 'breakdown',
    question: 'events by hour today',
    expect: breakdown((now) => ({ range: R.today(now) }), o.byHour),
  },

  // ---------------- compare ----------------
  {
    id: 'cmp-start-7d',
    type: 'compare',
    question: 'trip_started: last 7 days vs the previous 7 days',
    expect: compare([START], (now) => [{ from: now - 14 * DAY, to: now - 7 * DAY }, R.lastDays(now, 7)]),
  },
  {
    id: 'cmp-signup-oct-sep',
    type: 'compare',
    question: 'compare member_signed_up in October with September',
    expect: compare([SIGNUP], (now) => [R.month(o.pastMonth(now, 8)), R.month(o.pastMonth(now, 9))]),
  },
  {
    id: 'cmp-search-30d',
    type: 'compare',
    question: 'Is car_search growing? last 30 days compared with the 30 days before',
    expect: compare([SEARCH], (now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)]),
  },
  {
    id: 'cmp-cancel-lastweek',
    type: 'compare',
    question: 'reservation_cancelled last week compared with the week before?',
    expect: compare([CANCEL], (now) => [
      { from: o.weekStart(now) - 2 * o.WEEK, to: o.weekStart(now) - o.WEEK },
      R.lastWeek(now),
    ]),
  },
  {
    id: 'cmp-pass-14d',
    type: 'compare',
    question: 'Pass Purchased in the past 14 days vs the previous 14 days',
    expect: compare([PASS], (now) => [{ from: now - 28 * DAY, to: now - 14 * DAY }, R.lastDays(now, 14)]),
  },
  {
    id: 'cmp-damage-30d',
    type: 'compare',
    question: 'are damage reports going up? last 30 days vs the 30 before',
    expect: compare([DAMAGE], (now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)], {
      loose: true,
    }),
  },
  {
    id: 'cmp-paid-yday',
    type: 'compare',
    question: 'trip_paid yesterday vs the day before',
    expect: compare([PAID], (now) => [
      { from: o.dayStart(now) - 2 * DAY, to: o.dayStart(now) - DAY },
      R.yesterday(now),
    ]),
  },
  {
    id: 'cmp-paid-value-oct-sep',
    type: 'compare',
    question: 'total trip_paid value: September vs October',
    expect: compare([PAID], (now) => [R.month(o.pastMonth(now, 8)), R.month(o.pastMonth(now, 9))], {
      m: o.sum,
    }),
  },
  {
    id: 'cmp-users-7d',
    type: 'compare',
    question: 'how did active users change in the last 7 days vs the previous 7 days?',
    expect: compare(undefined, (now) => [{ from: now - 14 * DAY, to: now - 7 * DAY }, R.lastDays(now, 7)], {
      m: (s) => o.users(s).size,
    }),
  },

  // ---------------- share ----------------
  {
    id: 'shr-search-all',
    type: 'share',
    question: 'what percentage of all events are car_search ?? roughly',
    expect: shareOfEvents([SEARCH], () => R.all()),
  },
  {
    id: 'shr-pass-users-30d',
    type: 'share',
    question: '% of active users who did Pass Purchased in the last 30 days',
    expect: shareOfUsers([PASS], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'shr-cancel-lastweek',
    type: 'share',
    question: 'what share of events last week were reservation_cancelled',
    expect: shareOfEvents([CANCEL], (now) => R.lastWeek(now)),
  },
  {
    id: 'shr-fined-users-all',
    type: 'share',
    question: 'What fraction of users have ever had a fine.late_return? as a percentage',
    expect: shareOfUsers([FINE], () => R.all()),
  },
  {
    id: 'shr-ended-month',
    type: 'share',
    question: "percent of this month's events that are trip ended",
    expect: shareOfEvents([END], (now) => R.thisMonth(now)),
  },
  {
    id: 'shr-rating-users-oct',
    type: 'share',
    question: 'in October what percentage of active members left a rating?',
    expect: shareOfUsers([RATED], (now) => R.month(o.pastMonth(now, 9)), true),
  },
  {
    id: 'shr-damage-users',
    type: 'share',
    question: 'share of users who reported damage',
    expect: shareOfUsers([DAMAGE], () => R.all(), true),
  },

  // ---------------- conversion ----------------
  {
    id: 'cv-resv-start-30d',
    type: 'conversion',
    question: 'Of the users who did reservation_created in the last 30 days, how many then did trip_started?',
    expect: conversion(RESV, START, (now) => R.lastDays(now, 30)),
  },
  {
    id: 'cv-search-resv-month',
    type: 'conversion',
    question: 'conversion from car_search to reservation_created this month',
    expect: conversion(SEARCH, RESV, (now) => R.thisMonth(now)),
  },
  {
    id: 'cv-signup-start-60d',
    type: 'conversion',
    question: 'last 60 days: what % of users with member_signed_up went on to trip_started afterwards?',
    expect: conversion(SIGNUP, START, (now) => R.lastDays(now, 60)),
  },
  {
    id: 'cv-search-unlock-oct',
    type: 'conversion',
    question: 'of people who searched for a car in October, how many unlocked one afterwards?',
    expect: conversion(SEARCH, UNLOCK, (now) => R.month(o.pastMonth(now, 9)), { loose: true }),
  },
  {
    id: 'cv-resv-cancel-lastweek',
    type: 'conversion',
    question: 'reservation_created -> reservation_cancelled conversion last week',
    expect: conversion(RESV, CANCEL, (now) => R.lastWeek(now)),
  },
  {
    id: 'cv-ended-rated-since',
    type: 'conversion',
    question: (now) =>
      `since ${shortDay(daysAgo(now, 21))}, how many users who did trip_ended later did Trip Rated, and what percent is that`,
    expect: conversion(END, RATED, (now) => R.since(daysAgo(now, 21), now)),
  },
  {
    id: 'cv-pass-fine-3m',
    type: 'conversion',
    question: 'How many users who did Pass Purchased in the past 3 months later got a fine.late_return?',
    expect: conversion(PASS, FINE, (now) => R.lastMonths(now, 3)),
  },

  // ---------------- churn ----------------
  {
    id: 'ch-sep-not-oct',
    type: 'churn',
    question: 'how many users were active in September but not in October?',
    expect: churned((now) => [R.month(o.pastMonth(now, 8)), R.month(o.pastMonth(now, 9))]),
  },
  {
    id: 'ch-new-month',
    type: 'churn',
    question: 'new users this month?',
    expect: newUsers((now) => R.thisMonth(now)),
  },
  {
    id: 'ch-lastmonth-not-this',
    type: 'churn',
    question: "users active last month who haven't done anything this month — how many?",
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'ch-first-time-7d',
    type: 'churn',
    question: 'How many first-time users in the last 7 days',
    expect: newUsers((now) => R.lastDays(now, 7)),
  },
  {
    id: 'ch-churn-dates',
    type: 'churn',
    question: (now) =>
      `churn check: how many users were active between ${longDay(daysAgo(now, 59))} and ${longDay(daysAgo(now, 30))} but have done nothing since ${longDay(daysAgo(now, 29))}?`,
    expect: churned((now) => [R.between(daysAgo(now, 59), daysAgo(now, 30)), R.since(daysAgo(now, 29), now)]),
  },
  {
    id: 'ch-new-lastweek',
    type: 'churn',
    question: 'number of new users last week',
    expect: newUsers((now) => R.lastWeek(now)),
  },
  {
    id: 'ch-aug-not-sep',
    type: 'churn',
    question: 'users active in August and not in September',
    expect: churned((now) => [R.month(o.pastMonth(now, 7)), R.month(o.pastMonth(now, 8))]),
  },

  // ---------------- recency ----------------
  {
    id: 'rec-last-damage',
    type: 'recency',
    question: 'when was the last damage_reported?',
    expect: lastDate(() => ({ names: [DAMAGE] })),
  },
  {
    id: 'rec-pass-3d',
    type: 'recency',
    question: 'did anyone do Pass Purchased in the last 3 days?',
    expect: exists((now) => ({ range: R.lastDays(now, 3), names: [PASS] })),
  },
  {
    id: 'rec-last-fine',
    type: 'recency',
    question: 'last time someone got a fine.late_return',
    expect: lastDate(() => ({ names: [FINE] })),
  },
  {
    id: 'rec-last-signup',
    type: 'recency',
    question: 'When did the most recent member_signed_up happen',
    expect: lastDate(() => ({ names: [SIGNUP] })),
  },
  {
    id: 'rec-unlock-today',
    type: 'recency',
    question: 'any car_unlocked today?',
    expect: exists((now) => ({ range: R.today(now), names: [UNLOCK] })),
  },
  {
    id: 'rec-lapsed-unlock',
    type: 'recency',
    question: `when did ${P.lapsed} last unlock a car`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.lapsed, names: [UNLOCK] }), (s) => ({
        names: [o.isoDay(o.time(o.newestFirst(s)[0])), UNLOCK],
        unordered: true,
        confidence: 'not-high',
        dataPoints: s.length,
      })),
  },
  {
    id: 'rec-refuel-24h',
    type: 'recency',
    question: 'any refuel.credited in the past 24 hours?',
    expect: exists((now) => ({ range: R.lastDays(now, 1), names: [REFUEL] })),
  },
  {
    id: 'rec-scooter-low',
    type: 'recency',
    low: true,
    question: 'has anyone ever done scooter_unlocked?',
    expect: lowCase,
  },

  // ---------------- catalogue ----------------
  {
    id: 'cat-events-tracked',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'cat-users-total',
    type: 'catalogue',
    question: 'how many users are there in total',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'cat-events-total',
    type: 'catalogue',
    question: 'Total number of events we have stored?',
    expect: (ev) => ({ numbers: [ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'cat-list-names',
    type: 'catalogue',
    question: 'list event names',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'cat-distinct-types',
    type: 'catalogue',
    question: 'how many distinct event types exist?',
    expect: (ev) => ({ numbers: [allNames(ev).length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'cat-users-and-events',
    type: 'catalogue',
    question: 'How many users and how many events overall?',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'cat-full-list',
    type: 'catalogue',
    question: 'give me the full list of event names we log, pls',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },

  // ---------------- other (cannot be answered from these events) ----------------
  { id: 'oth-city', type: 'other', question: 'Which city has the most trips?', expect: lowCase },
  {
    id: 'oth-device',
    type: 'other',
    question: 'split of members by device, iOS vs Android',
    expect: lowCase,
  },
  { id: 'oth-car-model', type: 'other', question: 'which car model gets damaged the most', expect: lowCase },
  {
    id: 'oth-fuel-level',
    type: 'other',
    question: 'average fuel level when cars are returned?',
    expect: lowCase,
  },
  {
    id: 'oth-weather',
    type: 'other',
    question: "what's the weather going to be like tomorrow in Berlin",
    expect: lowCase,
  },
  { id: 'oth-gibberish', type: 'other', question: 'asdfgh jkl qwe??', expect: lowCase },
  { id: 'oth-haiku', type: 'other', question: 'write a haiku about our fleet', expect: lowCase },
  { id: 'oth-age', type: 'other', question: 'what is the average age of our members', expect: lowCase },
  {
    id: 'oth-campaign',
    type: 'other',
    question: 'how many members came from the Instagram campaign last month?',
    expect: lowCase,
  },
  {
    id: 'oth-parking-zone',
    type: 'other',
    question: 'which parking zones are busiest on Fridays',
    expect: lowCase,
  },
];
