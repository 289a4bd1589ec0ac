// Blind round "pets": questions as the people around a pet-care app would ask them, with
// expectations computed from the events by the reference oracle (see ../../../../../shared/ai/SEMANTICS.md).

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;

// ---- stored event names ------------------------------------------------------------------
const ACCOUNT = 'account_created';
const OPEN = 'app_open';
const PET = 'pet_added';
const VET = 'vet_appointment_booked';
const GROOM = 'grooming_booked';
const WALK = 'walk_logged';
const ORDER = 'shop.order_placed';
const SYMPTOM = 'symptom_checker_used';
const CHAT = 'vet_chat_paid';
const PLAN = 'Care Plan Subscribed';
const CANCEL = 'Care Plan Cancelled';
const RATED = 'visit_rated';
const MONEY = [ORDER, CHAT, PLAN]; // the events that plainly carry money

// ---- question text helpers ---------------------------------------------------------------
const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const nth = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${nth(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const iso = (t) => o.isoDay(t);
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const prevMonth = (now, k = 1) => o.monthStart(+now, -k); // start of the k-th previous calendar month

// ---- expectation builders ----------------------------------------------------------------
const HIGH = 'high';
const NH = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };
const r2 = (x) => o.round(x, 2);
const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
// Loose wording: the stored names the answer must mention (any order) and a not-high confidence.
const conf = (loose) => (loose ? NH : HIGH);
const withNames = (loose, x) =>
  loose ? { ...x, names: [...loose, ...(x.names ?? [])], unordered: true } : x;

// `scope(now)` → { range, names, user } for o.select; `now` is epoch ms inside scopes.
const count = (scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) =>
    withNames(loose, { numbers: [s.length], confidence: conf(loose), dataPoints: s.length }),
  );

const distinct = (scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) =>
    withNames(loose, { numbers: [o.users(s).size], confidence: conf(loose), dataPoints: s.length }),
  );

const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : r2((v[m - 1] + v[m]) / 2);
};
const MEASURES = { sum: (s) => r2(o.sum(s)), avg: o.avg, min: o.min, max: o.max, median };
const measure = (kind, scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) =>
    withNames(loose, { numbers: [MEASURES[kind](s)], confidence: conf(loose), dataPoints: s.length }),
  );

// Ranked list by count (or summed value with `by`), with the tie-at-the-cut check.
function ranked(scope, key, { n = Infinity, ascending = false, by, loose } = {}) {
  const list = (ev, now) => o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
  const f = (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const top = list(ev, now).slice(0, n);
      return withNames(loose, {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => (by ? r2(v) : v)),
        confidence: conf(loose),
        dataPoints: s.length,
      });
    });
  f.tieAtCut = (ev, now) => {
    const all = list(ev, now);
    return n < all.length && Math.abs(all[n - 1][1] - all[n][1]) < 1e-9;
  };
  return f;
}

// Breakdown in calendar order (days, weeks, months).
const series = (scope, key) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => {
    const rows = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: rows.map(([k]) => k),
      numbers: rows.map(([, v]) => v),
      confidence: HIGH,
      dataPoints: s.length,
    };
  });

// Two periods (earlier first) with a measure: count, users or sum.
const PERIOD_MEASURES = { count: (s) => s.length, users: (s) => o.users(s).size, sum: (s) => r2(o.sum(s)) };
const compare =
  (periods, { names, kind = 'count', loose } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const m = PERIOD_MEASURES[kind];
    const c = o.change(m(a), m(b));
    return withNames(loose, {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf(loose),
      dataPoints: a.length + b.length,
    });
  };

const shareOfEvents = (names, range, loose) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) =>
    withNames(loose, {
      percents: [o.percent(o.select(all, { names }).length, all.length)],
      confidence: conf(loose),
      dataPoints: all.length,
    }),
  );

const shareOfUsers = (names, range, loose) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) =>
    withNames(loose, {
      percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
      confidence: conf(loose),
      dataPoints: all.length,
    }),
  );

const conversion = (a, b, range, loose) => (ev, now) => {
  const r = range(+now),
    c = o.conversion(ev, r, a, b);
  if (!c.did) return LOW;
  return withNames(loose, {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: conf(loose),
    dataPoints: o.select(ev, { range: r, names: [a, b] }).length,
  });
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

// "When was the last X": the date of the newest match; dataPoints all matches.
const lastDate = (scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) =>
    withNames(loose, {
      names: [o.isoDay(o.time(o.newestFirst(s)[0]))],
      confidence: conf(loose),
      dataPoints: s.length,
    }),
  );

// "Did anyone do X in …": yes, and the matching events are what was read.
const exists = (scope) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({ confidence: HIGH, dataPoints: s.length }));

const firstSeen = (user) => (ev) =>
  orLow(o.select(ev, { user }), (s) => ({
    names: [o.isoDay(Math.min(...s.map(o.time)))],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const lastSeen = (user) => (ev) =>
  orLow(o.select(ev, { user }), (s) => ({
    names: [o.isoDay(Math.max(...s.map(o.time)))],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const namesUsed = (user) => (ev) =>
  orLow(o.select(ev, { user }), (s) => ({
    names: [...new Set(s.map(o.byName))].sort(),
    unordered: true,
    confidence: HIGH,
    dataPoints: s.length,
  }));
function recentEvents(user, n) {
  const f = (ev) =>
    orLow(o.select(ev, { user }), (s) => ({
      names: o.newestFirst(s).slice(0, n).map(o.byName),
      confidence: HIGH,
      dataPoints: s.length,
    }));
  f.tieAtCut = (ev) => {
    const s = o.newestFirst(o.select(ev, { user }));
    return s.length > n && o.time(s[n - 1]) === o.time(s[n]) && s[n - 1].eventName !== s[n].eventName;
  };
  return f;
}

const allNames = (ev) => [...new Set(ev.map(o.byName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });

const { heaviest, lapsed, newUser, topSpender, planCanceller, catOwner } = PERSONAS;

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // ---- count
  {
    id: 'count-walk-logged-yesterday',
    type: 'count',
    question: 'hey quick one - how many walk_logged events came in yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: [WALK] })),
  },
  {
    id: 'count-app-opens-today',
    type: 'count',
    question: 'App opens today so far',
    expect: count((now) => ({ range: R.today(now), names: [OPEN] })),
  },
  {
    id: 'count-vet-appointment-booked-this-month',
    type: 'count',
    question: 'Number of vet appointment booked events this month?',
    expect: count((now) => ({ range: R.thisMonth(now), names: [VET] })),
  },
  {
    id: 'count-grooming-booked-between',
    type: 'count',
    question: (now) => `grooming_booked count between ${iso(daysAgo(now, 20))} and ${iso(daysAgo(now, 14))}`,
    expect: count((now) => ({ range: R.between(daysAgo(now, 20), daysAgo(now, 14)), names: [GROOM] })),
  },
  {
    id: 'count-symptom-checker-on-day',
    type: 'count',
    question: (now) => `How many times was Symptom Checker Used on ${longDay(daysAgo(now, 6))}?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 6)), names: [SYMPTOM] })),
  },
  {
    id: 'count-events-last-24-hours',
    type: 'count',
    question: 'total events in the last 24 hours pls',
    expect: count((now) => ({ range: R.lastHours(now, 24) })),
  },
  {
    id: 'count-shop-orders-7-days',
    type: 'count',
    question: 'how many shop orders did we get in the last 7 days',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: [ORDER] }), [ORDER]),
  },
  {
    id: 'count-chat-and-symptom-last-month',
    type: 'count',
    question: 'vet_chat_paid + symptom_checker_used events combined, last month?',
    expect: count((now) => ({ range: R.lastMonth(now), names: [CHAT, SYMPTOM] })),
  },
  {
    id: 'count-pet-added-past-week',
    type: 'count',
    question: 'how mnay pet added events in the past week',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: [PET] })),
  },
  {
    id: 'count-events-last-three-hours',
    type: 'count',
    question: 'In the last three hours, how many events?',
    expect: count((now) => ({ range: R.lastHours(now, 3) })),
  },
  {
    id: 'count-care-plan-cancelled-since',
    type: 'count',
    question: (now) => `Care Plan Cancelled since ${shortDay(daysAgo(now, 60))}`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 60), now), names: [CANCEL] })),
  },
  {
    id: 'count-vet-chat-paid-from-to',
    type: 'count',
    question: (now) =>
      `vet chat paid from ${shortDay(daysAgo(now, 10))} to ${shortDay(daysAgo(now, 4))} - how many?`,
    expect: count((now) => ({ range: R.between(daysAgo(now, 10), daysAgo(now, 4)), names: [CHAT] })),
  },
  {
    id: 'count-app-open-on-short-day',
    type: 'count',
    question: (now) => `app_open on ${shortDay(daysAgo(now, 5))}?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 5)), names: [OPEN] })),
  },
  {
    id: 'count-refunds-unknown',
    type: 'count',
    low: true,
    question: 'How many refunds did we issue last month?',
    expect: () => LOW,
  },

  // ---- users
  {
    id: 'users-active-30-days',
    type: 'users',
    question: 'How many active users in the last 30 days?',
    expect: distinct((now) => ({ range: R.lastDays(now, 30) })),
  },
  {
    id: 'users-walk-logged-last-week',
    type: 'users',
    question: 'unique owners with walk_logged last week',
    expect: distinct((now) => ({ range: R.lastWeek(now), names: [WALK] })),
  },
  {
    id: 'users-orders-in-previous-month',
    type: 'users',
    question: (now) =>
      `How many distinct customers had a shop.order_placed event in ${monthName(prevMonth(now))}?`,
    expect: distinct((now) => ({ range: R.month(prevMonth(now)), names: [ORDER] })),
  },
  {
    id: 'users-opened-app-today',
    type: 'users',
    question: 'number of people who opened the app today',
    expect: distinct((now) => ({ range: R.today(now), names: [OPEN] }), [OPEN]),
  },
  {
    id: 'users-booked-grooming-2-months',
    type: 'users',
    question: 'how many owners booked grooming over the past 2 months?',
    expect: distinct((now) => ({ range: R.lastMonths(now, 2), names: [GROOM] }), [GROOM]),
  },
  {
    id: 'users-care-plan-subscribed-since',
    type: 'users',
    question: (now) => `distinct users for Care Plan Subscribed since ${longDay(prevMonth(now, 2))}`,
    expect: distinct((now) => ({ range: R.since(prevMonth(now, 2), now), names: [PLAN] })),
  },
  {
    id: 'users-used-symptom-checker-past-week',
    type: 'users',
    question: 'How many pet parents used the symptom checker in the past week?',
    expect: distinct((now) => ({ range: R.lastDays(now, 7), names: [SYMPTOM] }), [SYMPTOM]),
  },
  {
    id: 'users-active-before',
    type: 'users',
    question: (now) => `How many users were active before ${longDay(prevMonth(now, 2))}?`,
    expect: distinct((now) => ({ range: R.before(prevMonth(now, 2)) })),
  },
  {
    id: 'users-active-this-week',
    type: 'users',
    question: 'active users this week?',
    expect: distinct((now) => ({ range: R.thisWeek(now) })),
  },
  {
    id: 'users-paid-vet-chat-this-year',
    type: 'users',
    question: 'this year, how many different users paid for a vet chat',
    expect: distinct((now) => ({ range: R.thisYear(now), names: [CHAT] }), [CHAT]),
  },

  // ---- value
  {
    id: 'value-avg-walk-logged-30-days',
    type: 'value',
    question: "What's the average walk_logged value over the last 30 days?",
    expect: measure('avg', (now) => ({ range: R.lastDays(now, 30), names: [WALK] })),
  },
  {
    id: 'value-avg-walk-length-this-month',
    type: 'value',
    question: 'avg walk length this month (minutes)?',
    expect: measure('avg', (now) => ({ range: R.thisMonth(now), names: [WALK] }), [WALK]),
  },
  {
    id: 'value-sum-shop-order-placed-last-week',
    type: 'value',
    question: 'total value of shop.order_placed last week',
    expect: measure('sum', (now) => ({ range: R.lastWeek(now), names: [ORDER] })),
  },
  {
    id: 'value-biggest-shop-order-ever',
    type: 'value',
    question: "biggest single shop order we've ever had?",
    expect: measure('max', () => ({ names: [ORDER] }), [ORDER]),
  },
  {
    id: 'value-min-vet-chat-paid-14-days',
    type: 'value',
    question: 'min value of vet chat paid in the past 14 days',
    expect: measure('min', (now) => ({ range: R.lastDays(now, 14), names: [CHAT] })),
  },
  {
    id: 'value-median-visit-rated-2-months',
    type: 'value',
    question: 'median visit_rated value, last 2 months',
    expect: measure('median', (now) => ({ range: R.lastMonths(now, 2), names: [RATED] })),
  },
  {
    id: 'value-care-plan-revenue-in-month',
    type: 'value',
    question: (now) =>
      `revenue from Care Plan Subscribed in ${monthName(prevMonth(now))} ${new Date(prevMonth(now)).getUTCFullYear()}`,
    expect: measure('sum', (now) => ({ range: R.month(prevMonth(now)), names: [PLAN] })),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'What was our total revenue last month?',
    expect: measure('sum', (now) => ({ range: R.lastMonth(now), names: MONEY }), MONEY),
  },
  {
    id: 'value-minutes-walked-yesterday',
    type: 'value',
    question: 'Total minutes walked yesterday',
    expect: measure('sum', (now) => ({ range: R.yesterday(now), names: [WALK] }), [WALK]),
  },
  {
    id: 'value-max-walk-logged-on-day',
    type: 'value',
    question: (now) => `max walk_logged value on ${iso(daysAgo(now, 3))}`,
    expect: measure('max', (now) => ({ range: R.on(daysAgo(now, 3)), names: [WALK] })),
  },

  // ---- top-events
  {
    id: 'top-events-3-last-week',
    type: 'top-events',
    question: 'top 3 events last week',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-most-common-default',
    type: 'top-events',
    question: 'What are our most common events?',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-least-common-last-month',
    type: 'top-events',
    question: 'least common events last month',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byName, { n: 5, ascending: true }),
  },
  {
    id: 'top-events-two-yesterday',
    type: 'top-events',
    question: 'Top two events yesterday',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName, { n: 2 }),
  },
  {
    id: 'top-events-most-frequent-24h',
    type: 'top-events',
    question: 'most frequent event in the past 24 hours?',
    expect: ranked((now) => ({ range: R.lastHours(now, 24) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-10-this-year',
    type: 'top-events',
    question: 'top 10 actions this year',
    expect: ranked((now) => ({ range: R.thisYear(now) }), o.byName, { n: 10 }),
  },
  {
    id: 'top-events-rarest-overall',
    type: 'top-events',
    question: 'which event type is the rarest overall',
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-4-last-2-weeks',
    type: 'top-events',
    question: 'In the last 2 weeks, what were the 4 most common events?',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 2) }), o.byName, { n: 4 }),
  },

  // ---- top-users
  {
    id: 'top-users-three-last-30-days',
    type: 'top-users',
    question: 'Who are our three most active users in the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-walk-logged-2-months',
    type: 'top-users',
    question: 'top 3 owners by walk_logged, past 2 months',
    expect: ranked((now) => ({ range: R.lastMonths(now, 2), names: [WALK] }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-spenders-last-month',
    type: 'top-users',
    question: 'top spenders last month',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: MONEY }), o.byUser, {
      n: 5,
      by: o.value,
      loose: MONEY,
    }),
  },
  {
    id: 'top-users-order-value-3',
    type: 'top-users',
    question: 'which 3 customers have the highest total shop.order_placed value?',
    expect: ranked(() => ({ names: [ORDER] }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-most-active-last-week',
    type: 'top-users',
    question: 'most active owner last week',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-five-all-time',
    type: 'top-users',
    question: 'five most active customers, all time',
    expect: ranked(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-logs-most-walks',
    type: 'top-users',
    question: 'who logs the most walks?',
    expect: ranked(() => ({ names: [WALK] }), o.byUser, { n: 1, loose: [WALK] }),
  },
  {
    id: 'top-users-symptom-checker-used-90d',
    type: 'top-users',
    question: 'top user by symptom checker used in the last 90 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 90), names: [SYMPTOM] }), o.byUser, { n: 1 }),
  },

  // ---- user
  {
    id: 'user-heaviest-event-count',
    type: 'user',
    question: `how many events does ${heaviest} have?`,
    expect: count(() => ({ user: heaviest })),
  },
  {
    id: 'user-lapsed-first-seen',
    type: 'user',
    question: `when did ${lapsed} first show up?`,
    expect: firstSeen(lapsed),
  },
  { id: 'user-lapsed-last-seen', type: 'user', question: `${lapsed} last seen?`, expect: lastSeen(lapsed) },
  {
    id: 'user-new-owner-event-names',
    type: 'user',
    question: `what has ${newUser} done so far? which events`,
    expect: namesUsed(newUser),
  },
  {
    id: 'user-heaviest-recent-3',
    type: 'user',
    question: `show me the last 3 events for ${heaviest}`,
    expect: recentEvents(heaviest, 3),
  },
  {
    id: 'user-heaviest-walks-last-week',
    type: 'user',
    question: `How many walks did ${heaviest} log last week?`,
    expect: count((now) => ({ range: R.lastWeek(now), user: heaviest, names: [WALK] }), [WALK]),
  },
  {
    id: 'user-spender-shop-total',
    type: 'user',
    question: `how much has ${topSpender} spent in the shop in total?`,
    expect: measure('sum', () => ({ user: topSpender, names: [ORDER] }), [ORDER]),
  },
  {
    id: 'user-unknown-owner',
    type: 'user',
    low: true,
    question: `how many events for ${NOBODY}?`,
    expect: () => LOW,
  },
  {
    id: 'user-canceller-event-names',
    type: 'user',
    question: `which event names has ${planCanceller} used`,
    expect: namesUsed(planCanceller),
  },
  {
    id: 'user-cat-owner-last-2-weeks',
    type: 'user',
    question: `${catOwner} activity over the last 2 weeks - how many events?`,
    expect: count((now) => ({ range: R.lastWeeks(now, 2), user: catOwner })),
  },

  // ---- breakdown
  {
    id: 'breakdown-walk-logged-per-day-last-week',
    type: 'breakdown',
    question: 'walk_logged per day last week',
    expect: series((now) => ({ range: R.lastWeek(now), names: [WALK] }), o.byDay),
  },
  {
    id: 'breakdown-events-by-month',
    type: 'breakdown',
    question: 'events by month',
    expect: series(() => ({}), o.byMonth),
  },
  {
    id: 'breakdown-busiest-hour-app-open',
    type: 'breakdown',
    question: 'busiest hour of the day for app_open?',
    expect: ranked(() => ({ names: [OPEN] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-weekday-vet-appointment-booked',
    type: 'breakdown',
    question: 'which weekday gets the most vet appointment booked events?',
    expect: ranked(() => ({ names: [VET] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-weekly-orders',
    type: 'breakdown',
    question: (now) => `weekly shop.order_placed counts since ${longDay(o.weekStart(+now) - 4 * WEEK)}`,
    expect: series((now) => ({ range: R.since(o.weekStart(now) - 4 * WEEK, now), names: [ORDER] }), o.byWeek),
  },
  {
    id: 'breakdown-busiest-day-30-days',
    type: 'breakdown',
    question: 'busiest day in the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-walk-hour',
    type: 'breakdown',
    question: 'what time of day do owners log their walks most?',
    expect: ranked(() => ({ names: [WALK] }), o.byHour, { n: 1, loose: [WALK] }),
  },
  {
    id: 'breakdown-symptom-per-month',
    type: 'breakdown',
    question: (now) => `symptom checker used per month since ${longDay(prevMonth(now, 3))}`,
    expect: series((now) => ({ range: R.since(prevMonth(now, 3), now), names: [SYMPTOM] }), o.byMonth),
  },
  {
    id: 'breakdown-quietest-weekday-walks-8w',
    type: 'breakdown',
    question: 'quietest weekday for walk_logged in the last 8 weeks',
    expect: ranked((now) => ({ range: R.lastWeeks(now, 8), names: [WALK] }), o.byWeekday, {
      n: 1,
      ascending: true,
    }),
  },

  // ---- compare
  {
    id: 'compare-walk-logged-7-days',
    type: 'compare',
    question: 'walk_logged: last 7 days vs the previous 7 days',
    expect: compare((now) => [{ from: now - 14 * DAY, to: now - 7 * DAY }, R.lastDays(now, 7)], {
      names: [WALK],
    }),
  },
  {
    id: 'compare-app-opens-this-week-vs-week-before',
    type: 'compare',
    question: 'app opens this week compared with the week before?',
    expect: compare(
      (now) => {
        const w = R.thisWeek(now),
          len = w.to - w.from;
        return [{ from: w.from - len, to: w.from }, w];
      },
      { names: [OPEN] },
    ),
  },
  {
    id: 'compare-walks-growing-30-days',
    type: 'compare',
    question: 'are logged walks growing? last 30 days vs the 30 days before',
    expect: compare((now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)], {
      names: [WALK],
      loose: [WALK],
    }),
  },
  {
    id: 'compare-app-opens-two-months',
    type: 'compare',
    question: (now) => `${monthName(prevMonth(now, 2))} vs ${monthName(prevMonth(now))} app opens`,
    expect: compare((now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))], { names: [OPEN] }),
  },
  {
    id: 'compare-events-yesterday-vs-day-before',
    type: 'compare',
    question: 'events yesterday vs the day before',
    expect: compare((now) => [R.on(daysAgo(now, 2)), R.yesterday(now)]),
  },
  {
    id: 'compare-active-users-last-week',
    type: 'compare',
    question: 'active users last week versus the week before that',
    expect: compare(
      (now) => [{ from: R.lastWeek(now).from - WEEK, to: R.lastWeek(now).from }, R.lastWeek(now)],
      { kind: 'users' },
    ),
  },
  {
    id: 'compare-vet-chat-value-months',
    type: 'compare',
    question: (now) =>
      `total vet_chat_paid value in ${monthName(prevMonth(now))} vs ${monthName(prevMonth(now, 2))}`,
    expect: compare((now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))], {
      names: [CHAT],
      kind: 'sum',
    }),
  },
  {
    id: 'compare-new-accounts-14-days',
    type: 'compare',
    question: 'new accounts, last 14 days vs prior 14 days',
    expect: compare((now) => [{ from: now - 28 * DAY, to: now - 14 * DAY }, R.lastDays(now, 14)], {
      names: [ACCOUNT],
      loose: [ACCOUNT],
    }),
  },
  {
    id: 'compare-symptom-14-days',
    type: 'compare',
    question: 'did we get more symptom_checker_used events in the last 14 days than in the 14 days before?',
    expect: compare((now) => [{ from: now - 28 * DAY, to: now - 14 * DAY }, R.lastDays(now, 14)], {
      names: [SYMPTOM],
    }),
  },

  // ---- share
  {
    id: 'share-walk-logged-all-time',
    type: 'share',
    question: 'what percentage of all events are walk_logged?',
    expect: shareOfEvents([WALK], R.all),
  },
  {
    id: 'share-users-orders-30-days',
    type: 'share',
    question: 'What share of active users had a shop.order_placed in the last 30 days?',
    expect: shareOfUsers([ORDER], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-owners-booked-grooming-2-weeks',
    type: 'share',
    question: '% of owners who booked grooming in the past 2 weeks',
    expect: shareOfUsers([GROOM], (now) => R.lastWeeks(now, 2), [GROOM]),
  },
  {
    id: 'share-app-open-last-week',
    type: 'share',
    question: "what fraction of last week's activity was app_open",
    expect: shareOfEvents([OPEN], R.lastWeek),
  },
  {
    id: 'share-symptom-users-month',
    type: 'share',
    question: (now) =>
      `out of everyone active in ${monthName(prevMonth(now))}, what percent used the symptom checker?`,
    expect: shareOfUsers([SYMPTOM], (now) => R.month(prevMonth(now)), [SYMPTOM]),
  },
  {
    id: 'share-vet-appointment-booked-yesterday',
    type: 'share',
    question: "share of yesterday's events that were vet appointment booked",
    expect: shareOfEvents([VET], R.yesterday),
  },
  {
    id: 'share-users-care-plan-subscribed',
    type: 'share',
    question: 'percentage of users with a Care Plan Subscribed event',
    expect: shareOfUsers([PLAN], R.all),
  },
  {
    id: 'share-orders-and-chats-past-week',
    type: 'share',
    question: 'Past week: what % of events were shop.order_placed or vet_chat_paid?',
    expect: shareOfEvents([ORDER, CHAT], (now) => R.lastDays(now, 7)),
  },

  // ---- conversion
  {
    id: 'conversion-account-to-pet-60-days',
    type: 'conversion',
    question: 'Of users who had account_created in the last 60 days, what % then had pet_added?',
    expect: conversion(ACCOUNT, PET, (now) => R.lastDays(now, 60)),
  },
  {
    id: 'conversion-pet-to-vet-30-days',
    type: 'conversion',
    question: 'how many of the owners who added a pet in the last 30 days went on to book a vet appointment?',
    expect: conversion(PET, VET, (now) => R.lastDays(now, 30), [PET, VET]),
  },
  {
    id: 'conversion-symptom-to-chat-4-weeks',
    type: 'conversion',
    question: 'symptom_checker_used -> vet_chat_paid conversion in the past 4 weeks',
    expect: conversion(SYMPTOM, CHAT, (now) => R.lastWeeks(now, 4)),
  },
  {
    id: 'conversion-symptom-to-appointment-90-days',
    type: 'conversion',
    question: 'conversion from symptom checker used to vet appointment booked in the last 90 days',
    expect: conversion(SYMPTOM, VET, (now) => R.lastDays(now, 90)),
  },
  {
    id: 'conversion-signup-to-care-plan',
    type: 'conversion',
    question: (now) =>
      `Of people who signed up since ${shortDay(prevMonth(now, 3))}, how many subscribed to a care plan after?`,
    expect: conversion(ACCOUNT, PLAN, (now) => R.since(prevMonth(now, 3), now), [ACCOUNT, PLAN]),
  },
  {
    id: 'conversion-appointment-to-rated-2-months',
    type: 'conversion',
    question: 'vet_appointment_booked to visit_rated conversion, last 2 months',
    expect: conversion(VET, RATED, (now) => R.lastMonths(now, 2)),
  },
  {
    id: 'conversion-app-open-to-order-week',
    type: 'conversion',
    question: 'What % of app_open users in the past week went on to shop.order_placed?',
    expect: conversion(OPEN, ORDER, (now) => R.lastDays(now, 7)),
  },
  {
    id: 'conversion-grooming-to-rated-last-month',
    type: 'conversion',
    question: 'last month: of owners with grooming_booked, how many later had visit_rated?',
    expect: conversion(GROOM, RATED, R.lastMonth),
  },

  // ---- churn
  {
    id: 'churn-new-users-this-month',
    type: 'churn',
    question: 'How many new users this month?',
    expect: newUsers(R.thisMonth),
  },
  {
    id: 'churn-new-owners-last-week',
    type: 'churn',
    question: 'new owners last week',
    expect: newUsers(R.lastWeek),
  },
  {
    id: 'churn-active-month-not-next',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(prevMonth(now, 2))} but not in ${monthName(prevMonth(now))}`,
    expect: churned((now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))]),
  },
  {
    id: 'churn-last-month-not-this-month',
    type: 'churn',
    question: "customers active last month who haven't been active this month?",
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-august-nothing-since',
    type: 'churn',
    question: (now) =>
      `owners active in ${monthName(prevMonth(now, 3))} with nothing since ${longDay(o.monthStart(now))}`,
    expect: churned((now) => [R.month(prevMonth(now, 3)), R.since(o.monthStart(now), now)]),
  },
  {
    id: 'churn-last-week-not-this-week',
    type: 'churn',
    question: 'active last week but not this week - how many?',
    expect: churned((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-new-in-named-month',
    type: 'churn',
    question: (now) =>
      `new users in ${monthName(prevMonth(now))} ${new Date(prevMonth(now)).getUTCFullYear()}`,
    expect: newUsers((now) => R.month(prevMonth(now))),
  },
  {
    id: 'churn-brand-new-7-days',
    type: 'churn',
    question: 'how many brand new users in the past 7 days?',
    expect: newUsers((now) => R.lastDays(now, 7)),
  },

  // ---- recency
  {
    id: 'recency-last-care-plan-cancelled',
    type: 'recency',
    question: 'When was the last Care Plan Cancelled?',
    expect: lastDate(() => ({ names: [CANCEL] })),
  },
  {
    id: 'recency-symptom-checker-3-days',
    type: 'recency',
    question: 'did anyone use the symptom checker in the last 3 days?',
    expect: (ev, now) =>
      orLow(o.select(ev, { range: R.lastDays(+now, 3), names: [SYMPTOM] }), (s) => ({
        names: [SYMPTOM],
        confidence: NH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'recency-last-shop-order-placed',
    type: 'recency',
    question: 'When was the most recent shop.order_placed?',
    expect: lastDate(() => ({ names: [ORDER] })),
  },
  {
    id: 'recency-last-paid-vet-chat',
    type: 'recency',
    question: 'last time someone paid for a vet chat',
    expect: lastDate(() => ({ names: [CHAT] }), [CHAT]),
  },
  {
    id: 'recency-vet-chat-paid-past-week',
    type: 'recency',
    question: 'has anybody had a vet_chat_paid in the past week?',
    expect: exists((now) => ({ range: R.lastDays(now, 7), names: [CHAT] })),
  },
  {
    id: 'recency-lapsed-last-walk',
    type: 'recency',
    question: `when did ${lapsed} last log a walk`,
    expect: lastDate(() => ({ user: lapsed, names: [WALK] }), [WALK]),
  },
  {
    id: 'recency-latest-visit-rated',
    type: 'recency',
    question: 'latest visit rated event?',
    expect: lastDate(() => ({ names: [RATED] })),
  },
  {
    id: 'recency-grooming-before-2025',
    type: 'recency',
    low: true,
    question: 'Any grooming_booked events before 2025-06-01?',
    expect: () => LOW,
  },
  {
    id: 'recency-last-account-created',
    type: 'recency',
    question: 'when did the last account created happen',
    expect: lastDate(() => ({ names: [ACCOUNT] })),
  },

  // ---- catalogue
  {
    id: 'catalogue-what-events-tracked',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-users-total',
    type: 'catalogue',
    question: 'how many users are there in total',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'catalogue-events-total',
    type: 'catalogue',
    question: 'total number of events overall',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'catalogue-distinct-event-types',
    type: 'catalogue',
    question: 'how many different event types exist?',
    expect: catalogue((ev) => ({ numbers: [allNames(ev).length] })),
  },
  {
    id: 'catalogue-list-every-name',
    type: 'catalogue',
    question: 'list every event name pls',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-owners-altogether',
    type: 'catalogue',
    question: 'how many pet owners have we got in the system altogether?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'catalogue-full-overview',
    type: 'catalogue',
    question: 'give me the full list of tracked actions plus total users and total events',
    expect: catalogue((ev) => ({
      names: allNames(ev),
      unordered: true,
      numbers: [o.users(ev).size, ev.length],
    })),
  },

  // ---- other: not answerable from these events
  {
    id: 'other-country',
    type: 'other',
    question: 'Which country do most of our pet owners live in?',
    expect: () => LOW,
  },
  {
    id: 'other-device-type',
    type: 'other',
    question: 'breakdown of shop orders by device type (ios vs android)',
    expect: () => LOW,
  },
  {
    id: 'other-dog-breed',
    type: 'other',
    question: 'what dog breed is most common among our users',
    expect: () => LOW,
  },
  {
    id: 'other-cats-registered',
    type: 'other',
    question: 'how many cats are registered in the app?',
    expect: () => LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather going to be in London tomorrow",
    expect: () => LOW,
  },
  {
    id: 'other-poem',
    type: 'other',
    question: 'write a short poem about my golden retriever',
    expect: () => LOW,
  },
  { id: 'other-gibberish', type: 'other', question: 'asdf jkl;; ??', expect: () => LOW },
  {
    id: 'other-forecast',
    type: 'other',
    question: "predict how many care plans we'll sell next month",
    expect: () => LOW,
  },
  {
    id: 'other-vet-clinic',
    type: 'other',
    question: 'which vet clinic gets the most bookings?',
    expect: () => LOW,
  },
  {
    id: 'other-pet-age',
    type: 'other',
    question: 'average age of the pets on the platform',
    expect: () => LOW,
  },
  {
    id: 'other-push-notifications',
    type: 'other',
    question: 'how many push notifications did we send last week?',
    expect: () => LOW,
  },
];
