import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { INCIDENT_DAYS_AGO } from './data.mjs';

const {
  ranges: R,
  DAY,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  tally,
  rank,
  change,
  conversion,
  churned,
  newUsers,
  time,
} = O;
const MONEY = [
  'session_booked',
  'skate.rental',
  'IceTimeReserved',
  'Lesson Booked',
  'cafe_purchase',
  'membership.renewed',
  'skate-sharpening',
];

// ---- date words built from now --------------------------------------------------------------
const ago = (now, n) => +now - n * DAY;
const iso = (t) => O.isoDay(t);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const euroDay = (t) =>
  `${new Date(t).getUTCDate()} ${O.MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthBack = (now, n) => O.monthStart(+now, -n); // start of the month n months back
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const incident = (now) => ago(now, INCIDENT_DAYS_AGO);

// ---- expectation builders -------------------------------------------------------------------
const withTie = (fn, tie) => {
  fn.tieAtCut = tie;
  return fn;
};
const tieAt = (ranked, n) => ranked.length > n && ranked[n - 1][1] === ranked[n][1];
const low = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => O.round(x, 2);

const count =
  (f, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, f(+now));
    return { numbers: [s.length], confidence, dataPoints: s.length };
  };
const distinct =
  (f, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, f(+now));
    return { numbers: [users(s).size], confidence, dataPoints: s.length };
  };
const measure =
  (f, m, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, f(+now));
    return { numbers: [r2(m(s))], confidence, dataPoints: s.length };
  };
const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length >> 1;
  return v.length % 2 ? v[k] : (v[k - 1] + v[k]) / 2;
};
const topList = (f, key, n, { m, ascending = false, confidence = 'high' } = {}) => {
  const ranked = (ev, now) => rank(tally(select(ev, f(+now)), key, m), { ascending });
  return withTie(
    (ev, now) => {
      const s = select(ev, f(+now));
      const r = ranked(ev, now).slice(0, n);
      return { names: r.map(([k]) => k), numbers: r.map(([, v]) => r2(v)), confidence, dataPoints: s.length };
    },
    (ev, now) => tieAt(ranked(ev, now), n),
  );
};
const series =
  (f, key, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, f(+now));
    const entries = [...tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: entries.map(([k]) => k),
      numbers: entries.map(([, v]) => v),
      confidence,
      dataPoints: s.length,
    };
  };
const compareBy =
  (f1, f2, m = (s) => s.length, confidence = 'high') =>
  (ev, now) => {
    const a = select(ev, f1(+now)),
      b = select(ev, f2(+now));
    const c = change(r2(m(a)), r2(m(b)));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
const shareEvents =
  (f, names, confidence = 'high') =>
  (ev, now) => {
    const all = select(ev, f(+now));
    const part = all.filter((e) => names.includes(e.eventName));
    return { percents: [percent(part.length, all.length)], confidence, dataPoints: all.length };
  };
const shareUsers =
  (f, names, confidence = 'high') =>
  (ev, now) => {
    const all = select(ev, f(+now));
    const part = users(all.filter((e) => names.includes(e.eventName)));
    return { percents: [percent(part.size, users(all).size)], confidence, dataPoints: all.length };
  };
const conv =
  (f, a, b, confidence = 'high') =>
  (ev, now) => {
    const range = f(+now).range ?? R.all();
    const c = conversion(ev, range, a, b);
    const dp = select(ev, { range, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
  };
const lastOf =
  (f, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, f(+now));
    const t = time(O.newestFirst(s)[0]);
    return { names: [iso(t), hhmm(t)], confidence, dataPoints: s.length };
  };
const firstOf =
  (f, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, f(+now));
    const t = Math.min(...s.map(time));
    return { names: [iso(t), hhmm(t)], confidence, dataPoints: s.length };
  };

const C = [];
const add = (type, id, question, expect, extra = {}) =>
  C.push({ id: `${type}-${id}`, type, question, expect, ...extra });

// ---- count ------------------------------------------------------------------------------------
add(
  'count',
  'checkins-all',
  'how many check-ins have we had in total?',
  count(() => ({ names: ['CheckIn'] })),
);
add(
  'count',
  'rentals-7d',
  'Number of skate.rental events in the last 7 days pls',
  count((now) => ({ names: ['skate.rental'], range: R.lastDays(now, 7) })),
);
add(
  'count',
  'zamboni-yday',
  'How many zamboni resurfaces did the crews log yesterday?',
  count((now) => ({ names: ['zamboni-resurface'], range: R.yesterday(now) })),
);
add(
  'count',
  'all-lastmonth',
  'for the monthly ops report: total number of events last month?',
  count((now) => ({ range: R.lastMonth(now) })),
);
add(
  'count',
  'lessons-between',
  (now) => `How many Lesson Booked events between ${iso(ago(now, 40))} and ${iso(ago(now, 20))}?`,
  count((now) => ({ names: ['Lesson Booked'], range: R.between(ago(now, 40), ago(now, 20)) })),
);
add(
  'count',
  'appopen-48h',
  'count of app_opened in the past 48 hours',
  count((now) => ({ names: ['app_opened'], range: R.lastHours(now, 48) })),
);
add(
  'count',
  'cafe-loose-lastweek',
  'how many times did folks buy stuff at the cafe last week?',
  count((now) => ({ names: ['cafe_purchase'], range: R.lastWeek(now) }), 'not-high'),
);
add(
  'count',
  'checkins-onday',
  (now) => `checkins on ${shortDay(ago(now, 9))}?`,
  count((now) => ({ names: ['CheckIn'], range: R.on(ago(now, 9)) })),
);
add(
  'count',
  'sessions-since',
  (now) => `How many session_booked since ${longDay(ago(now, 14))}? asking for the staffing plan`,
  count((now) => ({ names: ['session_booked'], range: R.since(ago(now, 14), now) })),
);
add(
  'count',
  'all-before',
  (now) => `how many events did we record before ${euroDay(ago(now, 100))}`,
  count((now) => ({ range: R.before(ago(now, 100)) })),
);
add('count', 'unknown-event', 'How many skate_return events happened last month?', low, { low: true });

// ---- users ------------------------------------------------------------------------------------
add(
  'users',
  'active-30d',
  'how many unique users were active in the last 30 days?',
  distinct((now) => ({ range: R.lastDays(now, 30) })),
);
add(
  'users',
  'lesson-loose',
  'how many different people have booked a lesson?',
  distinct(() => ({ names: ['Lesson Booked'] }), 'not-high'),
);
add(
  'users',
  'checkin-thisweek',
  'Distinct users with a CheckIn this week',
  distinct((now) => ({ names: ['CheckIn'], range: R.thisWeek(now) })),
);
add(
  'users',
  'active-yday',
  'active users yesterday?',
  distinct((now) => ({ range: R.yesterday(now) })),
);
add(
  'users',
  'icetime-3m',
  'How many users have an IceTimeReserved event in the past 3 months?',
  distinct((now) => ({ names: ['IceTimeReserved'], range: R.lastMonths(now, 3) })),
);
add(
  'users',
  'rentals-month',
  (now) => `how many people had a skate rental in ${monthName(monthBack(now, 2))}`,
  distinct((now) => ({ names: ['skate.rental'], range: R.month(monthBack(now, 2)) })),
);
add(
  'users',
  'sharpen-2w',
  'number of customers who got a skate-sharpening over the last 2 weeks',
  distinct((now) => ({ names: ['skate-sharpening'], range: R.lastWeeks(now, 2) })),
);
add('users', 'unknown-locker', 'how many users used locker_rental in the last 30 days?', low, { low: true });

// ---- value ------------------------------------------------------------------------------------
add(
  'value',
  'cafe-lastmonth-loose',
  'total spent on café purchases last month?',
  measure((now) => ({ names: ['cafe_purchase'], range: R.lastMonth(now) }), sum, 'not-high'),
);
add(
  'value',
  'cafe-avg-30d',
  'average cafe_purchase amount in the last 30 days',
  measure((now) => ({ names: ['cafe_purchase'], range: R.lastDays(now, 30) }), avg),
);
add(
  'value',
  'icetime-max',
  "what's the biggest single IceTimeReserved value we've ever had?",
  measure(() => ({ names: ['IceTimeReserved'] }), max),
);
add(
  'value',
  'lesson-median-60d',
  'median Lesson Booked value over the last 60 days',
  measure((now) => ({ names: ['Lesson Booked'], range: R.lastDays(now, 60) }), median),
);
add(
  'value',
  'cafe-min-lastweek',
  'smallest cafe_purchase last week?',
  measure((now) => ({ names: ['cafe_purchase'], range: R.lastWeek(now) }), min),
);
add(
  'value',
  'zamboni-minutes-14d',
  'Sum of zamboni-resurface values (that is resurfacing minutes) in the past 14 days',
  measure((now) => ({ names: ['zamboni-resurface'], range: R.lastDays(now, 14) }), sum),
);
add(
  'value',
  'revenue-lastmonth',
  'what was revenue last month?',
  measure((now) => ({ names: MONEY, range: R.lastMonth(now) }), sum, 'not-high'),
);
add(
  'value',
  'membership-since',
  (now) => `sum of membership.renewed amounts since ${iso(ago(now, 45))}`,
  measure((now) => ({ names: ['membership.renewed'], range: R.since(ago(now, 45), now) }), sum),
);
add(
  'value',
  'rental-avg-7d',
  'mean skate.rental fee over the past week',
  measure((now) => ({ names: ['skate.rental'], range: R.lastDays(now, 7) }), avg),
);
add('value', 'unknown-giftcard', 'total value of gift_card_redeemed this year', low, { low: true });

// ---- top-events ---------------------------------------------------------------------------------
add(
  'top-events',
  'top5-30d',
  'top 5 events in the last 30 days',
  topList((now) => ({ range: R.lastDays(now, 30) }), O.byName, 5),
);
add(
  'top-events',
  'least3-all',
  'which 3 events are the least common overall?',
  topList(() => ({}), O.byName, 3, { ascending: true }),
);
add(
  'top-events',
  'top1-yday',
  'most common event yesterday',
  topList((now) => ({ range: R.yesterday(now) }), O.byName, 1),
);
add(
  'top-events',
  'top3-month',
  (now) =>
    `top 3 event types in ${monthName(monthBack(now, 1))} ${new Date(monthBack(now, 1)).getUTCFullYear()}`,
  topList((now) => ({ range: R.month(monthBack(now, 1)) }), O.byName, 3),
);
add(
  'top-events',
  'incident-top3',
  (now) => `On ${iso(incident(now))} the ice plant failed. What were the top 3 events that day?`,
  topList((now) => ({ range: R.on(incident(now)) }), O.byName, 3),
);
add(
  'top-events',
  'least2-45d',
  'the 2 least frequent events over the last 45 days?',
  topList((now) => ({ range: R.lastDays(now, 45) }), O.byName, 2, { ascending: true }),
);
add(
  'top-events',
  'top5-lastweek',
  'what were our most common actions last week? list them',
  topList((now) => ({ range: R.lastWeek(now) }), O.byName, 5),
);
add(
  'top-events',
  'top4-since',
  (now) => `top 4 evnets since ${shortDay(ago(now, 60))}`,
  topList((now) => ({ range: R.since(ago(now, 60), now) }), O.byName, 4),
);

// ---- top-users ---------------------------------------------------------------------------------
add(
  'top-users',
  'top3-all',
  'who are our 3 most active users?',
  topList(() => ({}), O.byUser, 3),
);
add(
  'top-users',
  'top5-60d',
  'top 5 users by number of events in the last 60 days',
  topList((now) => ({ range: R.lastDays(now, 60) }), O.byUser, 5),
);
add(
  'top-users',
  'spenders-lastmonth',
  'top spenders last month',
  topList((now) => ({ names: MONEY, range: R.lastMonth(now) }), O.byUser, 5, {
    m: O.value,
    confidence: 'not-high',
  }),
);
add(
  'top-users',
  'lessons-top1',
  'which user has the most Lesson Booked events?',
  topList(() => ({ names: ['Lesson Booked'] }), O.byUser, 1),
);
add(
  'top-users',
  'icetime-value-top3',
  'Top 3 users by total IceTimeReserved value',
  topList(() => ({ names: ['IceTimeReserved'] }), O.byUser, 3, { m: O.value }),
);
add(
  'top-users',
  'top1-7d',
  'most active user in the past 7 days?',
  topList((now) => ({ range: R.lastDays(now, 7) }), O.byUser, 1),
);
add(
  'top-users',
  'checkin-top2-30d',
  'who checked in the most over the last 30 days? top 2',
  topList((now) => ({ names: ['CheckIn'], range: R.lastDays(now, 30) }), O.byUser, 2),
);
add(
  'top-users',
  'cafe-top3-loose',
  'our 3 best café customers by amount spent?',
  topList(() => ({ names: ['cafe_purchase'] }), O.byUser, 3, { m: O.value, confidence: 'not-high' }),
);

// ---- user ------------------------------------------------------------------------------------
add(
  'user',
  'captain-count',
  'how many events does sk_1042 have?',
  count(() => ({ user: 'sk_1042' })),
);
add(
  'user',
  'churner-lastseen',
  'support ticket from sk_1150 — when was that account last seen?',
  lastOf(() => ({ user: 'sk_1150' })),
);
add(
  'user',
  'newcomer-firstseen',
  'first seen date for sk_1433',
  firstOf(() => ({ user: 'sk_1433' })),
);
add('user', 'staff-eventnames', 'which event types has staff_07 used?', (ev) => {
  const s = select(ev, { user: 'staff_07' });
  return {
    names: [...new Set(s.map((e) => e.eventName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
add(
  'user',
  'parent-30d',
  'number of events for sk_1077 in the last 30 days',
  count((now) => ({ user: 'sk_1077', range: R.lastDays(now, 30) })),
);
add('user', 'captain-latest', "what's the most recent thing sk_1042 did?", (ev) => {
  const s = select(ev, { user: 'sk_1042' });
  const e = O.newestFirst(s)[0];
  return { names: [e.eventName, iso(time(e))], confidence: 'high', dataPoints: s.length };
});
add(
  'user',
  'captain-value-lastmonth',
  'total eventValue for sk_1042 last month',
  measure((now) => ({ user: 'sk_1042', range: R.lastMonth(now) }), sum),
);
add(
  'user',
  'parent-lessonspend',
  'how much has sk_1077 put into Lesson Booked overall (sum)?',
  measure(() => ({ user: 'sk_1077', names: ['Lesson Booked'] }), sum),
);
add('user', 'nobody', 'show me the activity of sk_9999', low, { low: true });
add('user', 'churner-recent', 'did sk_1150 do anything in the last 30 days?', low, { low: true });

// ---- breakdown ---------------------------------------------------------------------------------
add(
  'breakdown',
  'weekday-sessions',
  'which weekday is busiest for session_booked?',
  topList(() => ({ names: ['session_booked'] }), O.byWeekday, 1),
);
add(
  'breakdown',
  'hour-checkins-60d',
  'busiest hour of the day (UTC) for CheckIn, last 60 days',
  topList((now) => ({ names: ['CheckIn'], range: R.lastDays(now, 60) }), O.byHour, 1),
);
add(
  'breakdown',
  'daily-checkins-7d',
  'daily CheckIn counts for the last 7 days',
  series((now) => ({ names: ['CheckIn'], range: R.lastDays(now, 7) }), O.byDay),
);
add(
  'breakdown',
  'weekly-4w',
  'weekly event totals over the past 4 weeks please',
  series((now) => ({ range: R.lastWeeks(now, 4) }), O.byWeek),
);
add(
  'breakdown',
  'monthly-cafe',
  (now) => `cafe_purchase count per month since ${iso(monthBack(now, 3) + 14 * DAY)}`,
  series(
    (now) => ({ names: ['cafe_purchase'], range: R.since(monthBack(now, 3) + 14 * DAY, now) }),
    O.byMonth,
  ),
);
add(
  'breakdown',
  'busiest-day-lastmonth',
  'which day last month had the most events?',
  topList((now) => ({ range: R.lastMonth(now) }), O.byDay, 1),
);
add(
  'breakdown',
  'checkin-week-3m',
  'which week had the most CheckIn events in the last 3 months?',
  topList((now) => ({ names: ['CheckIn'], range: R.lastMonths(now, 3) }), O.byWeek, 1),
);
add(
  'breakdown',
  'hour-appopen',
  'at what hour do people open the app most? (app_opened)',
  topList(() => ({ names: ['app_opened'] }), O.byHour, 1),
);
add(
  'breakdown',
  'weekday-lessons-least',
  'Which day of the week has the fewest Lesson Booked events?',
  topList(() => ({ names: ['Lesson Booked'] }), O.byWeekday, 1, { ascending: true }),
);

// ---- compare ---------------------------------------------------------------------------------
add(
  'compare',
  'all-14d',
  'events in the last 14 days vs the previous 14 days?',
  compareBy(
    (now) => ({ range: { from: now - 28 * DAY, to: now - 14 * DAY } }),
    (now) => ({ range: R.lastDays(now, 14) }),
  ),
);
add(
  'compare',
  'checkins-month',
  'CheckIn: this month vs last month',
  compareBy(
    (now) => ({ names: ['CheckIn'], range: R.lastMonth(now) }),
    (now) => ({ names: ['CheckIn'], range: R.thisMonth(now) }),
  ),
);
add(
  'compare',
  'cafe-growing',
  'is cafe_purchase growing? last 30 days compared with the 30 days before',
  compareBy(
    (now) => ({ names: ['cafe_purchase'], range: { from: now - 60 * DAY, to: now - 30 * DAY } }),
    (now) => ({ names: ['cafe_purchase'], range: R.lastDays(now, 30) }),
  ),
);
add(
  'compare',
  'sessions-months',
  (now) => `compare session_booked in ${monthName(monthBack(now, 2))} with ${monthName(monthBack(now, 1))}`,
  compareBy(
    (now) => ({ names: ['session_booked'], range: R.month(monthBack(now, 2)) }),
    (now) => ({ names: ['session_booked'], range: R.month(monthBack(now, 1)) }),
  ),
);
add(
  'compare',
  'lessons-weeks',
  'Lesson Booked last week vs the week before?',
  compareBy(
    (now) => ({
      names: ['Lesson Booked'],
      range: { from: R.lastWeek(now).from - 7 * DAY, to: R.lastWeek(now).from },
    }),
    (now) => ({ names: ['Lesson Booked'], range: R.lastWeek(now) }),
  ),
);
add(
  'compare',
  'users-14d',
  'active users, last 14 days compared to the 14 days before that',
  compareBy(
    (now) => ({ range: { from: now - 28 * DAY, to: now - 14 * DAY } }),
    (now) => ({ range: R.lastDays(now, 14) }),
    (s) => users(s).size,
  ),
);
add(
  'compare',
  'zamboni-minutes-30d',
  'total zamboni-resurface value past 30 days vs the previous 30 days',
  compareBy(
    (now) => ({ names: ['zamboni-resurface'], range: { from: now - 60 * DAY, to: now - 30 * DAY } }),
    (now) => ({ names: ['zamboni-resurface'], range: R.lastDays(now, 30) }),
    sum,
  ),
);
add(
  'compare',
  'rentals-days',
  (now) => `skate.rental on ${iso(ago(now, 2))} vs ${iso(ago(now, 1))}`,
  compareBy(
    (now) => ({ names: ['skate.rental'], range: R.on(ago(now, 2)) }),
    (now) => ({ names: ['skate.rental'], range: R.on(ago(now, 1)) }),
  ),
);
add(
  'compare',
  'incident-vs-weekbefore',
  (now) =>
    `for the insurance claim: events on ${longDay(incident(now))} compared with ${longDay(incident(now) - 7 * DAY)}`,
  compareBy(
    (now) => ({ range: R.on(incident(now) - 7 * DAY) }),
    (now) => ({ range: R.on(incident(now)) }),
  ),
);

// ---- share ---------------------------------------------------------------------------------
add(
  'share',
  'checkin-all',
  'what % of all events are CheckIn?',
  shareEvents(() => ({}), ['CheckIn']),
);
add(
  'share',
  'renters-30d',
  'what share of users active in the last 30 days had a skate.rental?',
  shareUsers((now) => ({ range: R.lastDays(now, 30) }), ['skate.rental']),
);
add(
  'share',
  'zamboni-lastmonth',
  "percentage of last month's events that were zamboni-resurface",
  shareEvents((now) => ({ range: R.lastMonth(now) }), ['zamboni-resurface']),
);
add(
  'share',
  'lesson-users-all',
  'what fraction of all our users have ever had a Lesson Booked event?',
  shareUsers(() => ({}), ['Lesson Booked']),
);
add(
  'share',
  'cafe-7d',
  'cafe_purchase as a percent of all events, past 7 days',
  shareEvents((now) => ({ range: R.lastDays(now, 7) }), ['cafe_purchase']),
);
add(
  'share',
  'renewals-users-lastweek',
  'of the people active last week, what percentage had a membership.renewed?',
  shareUsers((now) => ({ range: R.lastWeek(now) }), ['membership.renewed']),
);
add(
  'share',
  'cancel-incident',
  (now) => `what percent of events on ${shortDay(incident(now))} were lesson.cancelled?`,
  shareEvents((now) => ({ range: R.on(incident(now)) }), ['lesson.cancelled']),
);
add(
  'share',
  'appopen-since',
  (now) => `since ${iso(ago(now, 21))}, what percentage of events are app_opened`,
  shareEvents((now) => ({ range: R.since(ago(now, 21), now) }), ['app_opened']),
);

// ---- conversion ---------------------------------------------------------------------------------
add(
  'conversion',
  'session-rental-30d',
  'Of users who had a session_booked in the last 30 days, how many went on to a skate.rental?',
  conv((now) => ({ range: R.lastDays(now, 30) }), 'session_booked', 'skate.rental'),
);
add(
  'conversion',
  'waiver-session-all',
  'conversion from Waiver Signed to session_booked, all time',
  conv(() => ({}), 'Waiver Signed', 'session_booked'),
);
add(
  'conversion',
  'app-lesson-60d',
  'app_opened -> Lesson Booked conversion over the last 60 days',
  conv((now) => ({ range: R.lastDays(now, 60) }), 'app_opened', 'Lesson Booked'),
);
add(
  'conversion',
  'lesson-cancel-since',
  (now) =>
    `since ${longDay(ago(now, 50))}, what % of users with a Lesson Booked later had a lesson.cancelled?`,
  conv((now) => ({ range: R.since(ago(now, 50), now) }), 'Lesson Booked', 'lesson.cancelled'),
);
add(
  'conversion',
  'checkin-cafe-lastweek',
  'last week: of the people who did a CheckIn, how many then made a cafe_purchase?',
  conv((now) => ({ range: R.lastWeek(now) }), 'CheckIn', 'cafe_purchase'),
);
add(
  'conversion',
  'session-checkin-lastmonth',
  'How many session_booked users converted to CheckIn last month, and what percentage?',
  conv((now) => ({ range: R.lastMonth(now) }), 'session_booked', 'CheckIn'),
);
add(
  'conversion',
  'icetime-sharpen',
  'IceTimeReserved to skate-sharpening conversion rate (all data)',
  conv(() => ({}), 'IceTimeReserved', 'skate-sharpening'),
);
add(
  'conversion',
  'waiver-lesson-loose',
  'what % of people who signed the waiver in the last 3 months went on to book a lesson?',
  conv((now) => ({ range: R.lastMonths(now, 3) }), 'Waiver Signed', 'Lesson Booked', 'not-high'),
);

// ---- churn ---------------------------------------------------------------------------------
const churnCount = (a, b) => (ev, now) => ({
  numbers: [churned(ev, a(+now), b(+now)).length],
  confidence: 'high',
});
const newCount = (f) => (ev, now) => ({ numbers: [newUsers(ev, f(+now)).length], confidence: 'high' });
add(
  'churn',
  'lastmonth-not-this',
  'how many users were active last month but not this month?',
  churnCount(R.lastMonth, R.thisMonth),
);
add(
  'churn',
  'new-7d',
  'new users in the last 7 days?',
  newCount((now) => R.lastDays(now, 7)),
);
add(
  'churn',
  'new-lastmonth',
  'how many brand new skaters did we get last month (first activity ever)?',
  newCount(R.lastMonth),
);
add(
  'churn',
  'lapsed-30d',
  (now) =>
    `users active between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} who have not been back in the last 30 days`,
  churnCount(
    (now) => R.between(ago(now, 60), ago(now, 31)),
    (now) => R.lastDays(now, 30),
  ),
);
add(
  'churn',
  'new-month',
  (now) => `new users in ${monthName(monthBack(now, 1))}`,
  newCount((now) => R.month(monthBack(now, 1))),
);
add(
  'churn',
  'lastweek-not-thisweek',
  'churn check: who was active last week and hasnt shown up this week? just the number',
  churnCount(R.lastWeek, R.thisWeek),
);
add(
  'churn',
  'new-2w',
  'how many first-time users over the past 2 weeks',
  newCount((now) => R.lastWeeks(now, 2)),
);
add(
  'churn',
  'lastmonth-not-14d',
  'How many users were active last month but have had no events in the last 14 days?',
  churnCount(R.lastMonth, (now) => R.lastDays(now, 14)),
);

// ---- recency ---------------------------------------------------------------------------------
add(
  'recency',
  'last-icetime',
  'when was the last IceTimeReserved?',
  lastOf(() => ({ names: ['IceTimeReserved'] })),
);
add(
  'recency',
  'cancel-7d-loose',
  'did anyone cancel a lesson in the last 7 days?',
  count((now) => ({ names: ['lesson.cancelled'], range: R.lastDays(now, 7) }), 'not-high'),
);
add(
  'recency',
  'last-zamboni',
  'last zamboni-resurface logged — when?',
  lastOf(() => ({ names: ['zamboni-resurface'] })),
);
add('recency', 'unknown-skatereturn', 'has anybody ever done a skate_return?', low, { low: true });
add(
  'recency',
  'last-renewal-loose',
  'When did someone last renew their membership?',
  lastOf(() => ({ names: ['membership.renewed'] }), 'not-high'),
);
add(
  'recency',
  'cancel-since-incident',
  (now) => `has anyone had a lesson.cancelled since ${iso(incident(now) + DAY)}?`,
  count((now) => ({ names: ['lesson.cancelled'], range: R.since(incident(now) + DAY, now) })),
);
add(
  'recency',
  'last-waiver',
  'most recent Waiver Signed?',
  lastOf(() => ({ names: ['Waiver Signed'] })),
);
add(
  'recency',
  'churner-last-checkin',
  'last time sk_1150 had a CheckIn',
  lastOf(() => ({ names: ['CheckIn'], user: 'sk_1150' })),
);

// ---- catalogue ---------------------------------------------------------------------------------
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();
add('catalogue', 'names', 'what events do we track?', (ev) => ({
  names: allNames(ev),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'users', 'how many users are there overall?', (ev) => ({
  numbers: [users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'events', 'total number of events stored?', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add(
  'catalogue',
  'names-counts',
  'list every event name with how many of each',
  topList(() => ({}), O.byName, 12),
);
add('catalogue', 'how-many-types', 'how many distinct event types exist in our data?', (ev) => ({
  numbers: [allNames(ev).length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add(
  'catalogue',
  'summary',
  'new analyst here — quick overview: how many users, how many events, how many event names?',
  (ev) => ({
    numbers: [users(ev).size, ev.length, allNames(ev).length],
    confidence: 'high',
    dataPoints: ev.length,
  }),
);
add(
  'catalogue',
  'zamboni-name',
  'is there an event for Zamboni maintenance? whats it called exactly?',
  (ev) => ({ names: ['zamboni-resurface'], confidence: 'not-high', dataPoints: ev.length }),
);

// ---- other ---------------------------------------------------------------------------------
add('other', 'ice-temp', "what's the ice temperature at the Eastside rink right now?", low);
add('other', 'inventory', 'how many size 9 rental skates do we have in inventory?', low);
add('other', 'location', 'which rink location gets the most bookings?', low);
add('other', 'nps', 'what is our NPS from the post-session survey?', low);
add(
  'other',
  'why-churn',
  'why did our figure skaters stop booking lessons in the summer? what did they say?',
  low,
);
add('other', 'forecast', 'forecast hockey league ice revenue for next season', low);
add('other', 'compressor', 'how many hours did the ice plant compressor run yesterday?', low);
add('other', 'age', 'average age of the kids in the learn-to-skate program?', low);
add('other', 'email', 'send a reminder email to everyone with a lesson tomorrow', low);

export const cases = C;
