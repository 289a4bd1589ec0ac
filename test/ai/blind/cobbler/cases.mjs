import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { DAY, ranges: R, select, users, sum, tally, rank, round, percent, time } = O;
const P = PERSONAS;
const MONEY = ['Job Collected', 'key-cut']; // events that plainly carry money taken at the counter

// ---- date phrasing, always derived from now ------------------------------------------------
const D0 = (now) => O.dayStart(+now);
const ago = (now, k) => D0(now) - k * DAY; // start of the day k days back
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
const longDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const euroDay = (t) => `${new Date(t).getUTCDate()} ${O.MONTHS[new Date(t).getUTCMonth()]}`; // 3 November
const monthAgo = (now, k) => O.monthStart(+now, -k);
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;

// ---- expectation builders ------------------------------------------------------------------
const conf = (loose) => (loose ? 'not-high' : 'high');
const LOW = { confidence: 'low', dataPoints: 0 };

function count(f, loose) {
  return (ev, now) => {
    const s = select(ev, f(now));
    return { numbers: [s.length], confidence: conf(loose), dataPoints: s.length };
  };
}
function distinct(f, loose) {
  return (ev, now) => {
    const s = select(ev, f(now));
    return { numbers: [users(s).size], confidence: conf(loose), dataPoints: s.length };
  };
}
function measure(f, how, loose) {
  return (ev, now) => {
    const s = select(ev, f(now));
    let x;
    if (how === 'sum') x = round(sum(s), 2);
    else if (how === 'avg') x = O.avg(s);
    else if (how === 'min') x = O.min(s);
    else if (how === 'max') x = O.max(s);
    else if (how === 'median') {
      const v = s.map((e) => e.eventValue).sort((a, b) => a - b),
        m = v.length >> 1;
      x = round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
    }
    return { numbers: [x], confidence: conf(loose), dataPoints: s.length };
  };
}
// ranked list: f(now) gives the filter; key groups; n items; ascending for "least"
function ranked(f, key, n, { measureFn, ascending = false, loose = false, withFigures = true } = {}) {
  const build = (ev, now) => rank(tally(select(ev, f(now)), key, measureFn), { ascending });
  const fn = (ev, now) => {
    const s = select(ev, f(now));
    const top = build(ev, now).slice(0, n);
    return {
      names: top.map(([k]) => k),
      numbers: withFigures ? top.map(([, v]) => round(v, 2)) : undefined,
      confidence: conf(loose),
      dataPoints: s.length,
    };
  };
  fn.tieAtCut = (ev, now) => {
    const r = build(ev, now);
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return fn;
}
// a full breakdown: every bucket, figures unordered
function buckets(f, key) {
  return (ev, now) => {
    const s = select(ev, f(now));
    const m = [...tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: m.map(([k]) => k),
      numbers: m.map(([, v]) => v),
      confidence: 'high',
      dataPoints: s.length,
    };
  };
}
function compare(fa, fb, { how = 'count', loose = false } = {}) {
  return (ev, now) => {
    const a = select(ev, fa(now)),
      b = select(ev, fb(now));
    const m = (s) => (how === 'count' ? s.length : how === 'users' ? users(s).size : round(sum(s), 2));
    const c = O.change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf(loose),
      dataPoints: a.length + b.length,
    };
  };
}
function shareEvents(range, part, loose) {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const x = all.filter(part);
    return {
      numbers: [x.length],
      percents: [percent(x.length, all.length)],
      confidence: conf(loose),
      dataPoints: all.length,
    };
  };
}
function shareUsers(range, names, loose) {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const did = users(all.filter((e) => names.includes(e.eventName))).size;
    return {
      numbers: [did],
      percents: [percent(did, users(all).size)],
      confidence: conf(loose),
      dataPoints: all.length,
    };
  };
}
function conv(range, a, b, loose) {
  return (ev, now) => {
    const r = range(now),
      c = O.conversion(ev, r, a, b);
    const dp = select(ev, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf(loose), dataPoints: dp };
  };
}
function churn(active, inactive) {
  return (ev, now) => ({ numbers: [O.churned(ev, active(now), inactive(now)).length], confidence: 'high' });
}
function fresh(range, loose) {
  return (ev, now) => ({ numbers: [O.newUsers(ev, range(now)).length], confidence: conf(loose) });
}
function lastOf(f) {
  return (ev, now) => {
    const s = select(ev, f(now));
    return { names: [iso(time(O.newestFirst(s)[0]))], confidence: 'high', dataPoints: s.length };
  };
}
function userSpan(u, range = () => R.all()) {
  return (ev, now) => {
    const s = select(ev, { user: u, range: range(now) });
    const first = Math.min(...s.map(time)),
      last = Math.max(...s.map(time));
    return { names: [iso(first), iso(last)], confidence: 'high', dataPoints: s.length };
  };
}
const low = () => () => LOW;

const C = [];
const add = (id, type, question, expect, extra = {}) => C.push({ id, type, question, expect, ...extra });

// ============================ count ============================
add(
  'count-keys-7d',
  'count',
  'how many key-cut events in the last 7 days?',
  count((now) => ({ range: R.lastDays(+now, 7), names: ['key-cut'] })),
);
add(
  'count-dropoffs-yesterday',
  'count',
  'Total job_dropped_off yesterday pls — the Leeds manager reckons it was a slow day',
  count((now) => ({ range: R.yesterday(+now), names: ['job_dropped_off'] })),
);
add(
  'count-collected-lastweek',
  'count',
  'Number of "Job Collected" events last week?',
  count((now) => ({ range: R.lastWeek(+now), names: ['Job Collected'] })),
);
add(
  'count-all-30d',
  'count',
  'how many events have we logged over the past 30 days, all types',
  count((now) => ({ range: R.lastDays(+now, 30) })),
);
add(
  'count-complaints-month',
  'count',
  (now) => `count of complaint.logged in ${monthName(monthAgo(now, 1))}`,
  count((now) => ({
    range: R.month(O.pastMonth(+now, new Date(monthAgo(now, 1)).getUTCMonth())),
    names: ['complaint.logged'],
  })),
);
add(
  'count-bookings-since',
  'count',
  (now) => `How many Booking Made since ${iso(ago(now, 20))}?`,
  count((now) => ({ range: R.since(ago(now, 20), +now), names: ['Booking Made'] })),
);
add(
  'count-agent-keys-2w',
  'count',
  `how many times has ${P.topCustomer} had a key-cut in the past 2 weeks? they're a letting agent, want to offer them a trade rate`,
  count((now) => ({ range: R.lastWeeks(+now, 2), names: ['key-cut'], user: P.topCustomer })),
);
add(
  'count-app-opens-48h-loose',
  'count',
  'how many app opens in the last 48 hours',
  count((now) => ({ range: R.lastHours(+now, 48), names: ['app_opened'] }), true),
);
add(
  'count-today',
  'count',
  'events so far today?',
  count((now) => ({ range: R.today(+now) })),
);
add(
  'count-pickups-loose',
  'count',
  'how many pickups did we have in the past week? (customers coming back for their repaired shoes)',
  count((now) => ({ range: R.lastDays(+now, 7), names: ['Job Collected'] }), true),
);
add('count-unknown-giftcard', 'count', 'how many gift_card_sold events last month?', low(), { low: true });

// ============================ users ============================
add(
  'users-active-30d',
  'users',
  'How many active users in the last 30 days?',
  distinct((now) => ({ range: R.lastDays(+now, 30) })),
);
add(
  'users-keys-lastmonth',
  'users',
  'how many distinct people got a key-cut last month',
  distinct((now) => ({ range: R.lastMonth(+now), names: ['key-cut'] })),
);
add(
  'users-complaints-since',
  'users',
  (now) => `unique users with a complaint.logged since ${longDay(ago(now, 45))}`,
  distinct((now) => ({ range: R.since(ago(now, 45), +now), names: ['complaint.logged'] })),
);
add(
  'users-app-yesterday',
  'users',
  'How many users opened the app yesterday (app_opened)?',
  distinct((now) => ({ range: R.yesterday(+now), names: ['app_opened'] })),
);
add(
  'users-this-week',
  'users',
  'active users this week so far',
  distinct((now) => ({ range: R.thisWeek(+now) })),
);
add(
  'users-jobready-month',
  'users',
  (now) => `how many different customers had a JobReady in ${monthYear(monthAgo(now, 2))}?`,
  distinct((now) => ({ range: R.month(monthAgo(now, 2)), names: ['JobReady'] })),
);
add(
  'users-bookings-between',
  'users',
  (now) =>
    `number of unique users who did Booking Made between ${iso(ago(now, 40))} and ${iso(ago(now, 26))}`,
  distinct((now) => ({ range: R.between(ago(now, 40), ago(now, 26)), names: ['Booking Made'] })),
);
add(
  'users-3months',
  'users',
  'how many distinct users did anything at all in the past 3 months',
  distinct((now) => ({ range: R.lastMonths(+now, 3) })),
);
add(
  'users-complainers-loose',
  'users',
  'how many people complained in the last 60 days?',
  distinct((now) => ({ range: R.lastDays(+now, 60), names: ['complaint.logged'] }), true),
);

// ============================ value ============================
add(
  'value-collected-lastmonth',
  'value',
  'total value of Job Collected last month (finance wants it for the close)',
  measure((now) => ({ range: R.lastMonth(+now), names: ['Job Collected'] }), 'sum'),
);
add(
  'value-avg-quote-30d',
  'value',
  'average quote.given amount over the last 30 days?',
  measure((now) => ({ range: R.lastDays(+now, 30), names: ['quote.given'] }), 'avg'),
);
add(
  'value-max-key',
  'value',
  'whats the most anyone has paid for a single key-cut',
  measure(() => ({ names: ['key-cut'] }), 'max'),
);
add(
  'value-min-quote-month',
  'value',
  (now) => `lowest quote.given value in ${monthName(monthAgo(now, 1))}`,
  measure(
    (now) => ({
      range: R.month(O.pastMonth(+now, new Date(monthAgo(now, 1)).getUTCMonth())),
      names: ['quote.given'],
    }),
    'min',
  ),
);
add(
  'value-median-collected-14d',
  'value',
  'median Job Collected amount, past 14 days',
  measure((now) => ({ range: R.lastDays(+now, 14), names: ['Job Collected'] }), 'median'),
);
add(
  'value-refunds-since',
  'value',
  (now) => `How much have we refunded in total (payment.refunded) since ${shortDay(ago(now, 60))}?`,
  measure((now) => ({ range: R.since(ago(now, 60), +now), names: ['payment.refunded'] }), 'sum'),
);
add(
  'value-revenue-7d',
  'value',
  "what's our revenue for the last 7 days?",
  measure((now) => ({ range: R.lastDays(+now, 7), names: MONEY }), 'sum', true),
);
add(
  'value-till-yesterday',
  'value',
  'sum of the till counts on ShiftHandover yesterday',
  measure((now) => ({ range: R.yesterday(+now), names: ['ShiftHandover'] }), 'sum'),
);
add(
  'value-stamps-2months',
  'value',
  'total loyalty_stamp value handed out in the last 2 months',
  measure((now) => ({ range: R.lastMonths(+now, 2), names: ['loyalty_stamp'] }), 'sum'),
);
add(
  'value-avg-severity',
  'value',
  'mean severity of complaint.logged in the past 90 days?',
  measure((now) => ({ range: R.lastDays(+now, 90), names: ['complaint.logged'] }), 'avg'),
);
add(
  'value-estimates-loose',
  'value',
  'average estimate we gave customers last week',
  measure((now) => ({ range: R.lastWeek(+now), names: ['quote.given'] }), 'avg', true),
);

// ============================ top-events ============================
add(
  'top-events-30d',
  'top-events',
  'top 5 events in the last 30 days',
  ranked((now) => ({ range: R.lastDays(+now, 30) }), O.byName, 5),
);
add(
  'top-events-2-lastweek',
  'top-events',
  'what were the 2 most common events last week?',
  ranked((now) => ({ range: R.lastWeek(+now) }), O.byName, 2),
);
add(
  'top-events-least',
  'top-events',
  'which 3 event types happen the least, all time?',
  ranked(() => ({}), O.byName, 3, { ascending: true }),
);
add(
  'top-events-7d',
  'top-events',
  'most frequent event over the past week?',
  ranked((now) => ({ range: R.lastDays(+now, 7) }), O.byName, 1),
);
add(
  'top-events-month',
  'top-events',
  (now) => `list the most common events in ${monthName(monthAgo(now, 2))}`,
  ranked(
    (now) => ({ range: R.month(O.pastMonth(+now, new Date(monthAgo(now, 2)).getUTCMonth())) }),
    O.byName,
    5,
  ),
);
add(
  'top-events-agent',
  'top-events',
  `what does ${P.topCustomer} do most? top 2 event types`,
  ranked(() => ({ user: P.topCustomer }), O.byName, 2),
);
add(
  'top-events-since',
  'top-events',
  (now) => `Top four actions since ${euroDay(ago(now, 14))}`,
  ranked((now) => ({ range: R.since(ago(now, 14), +now) }), O.byName, 4),
);

// ============================ top-users ============================
add(
  'top-users-30d',
  'top-users',
  'who was our most active user in the last 30 days, and with how many events?',
  ranked((now) => ({ range: R.lastDays(+now, 30) }), O.byUser, 1),
);
add(
  'top-users-spenders',
  'top-users',
  'who were our top 3 spenders last month?',
  ranked((now) => ({ range: R.lastMonth(+now), names: MONEY }), O.byUser, 3, {
    measureFn: O.value,
    loose: true,
  }),
);
add(
  'top-users-keys-60d',
  'top-users',
  'who had the most key-cut events in the last 60 days?',
  ranked((now) => ({ range: R.lastDays(+now, 60), names: ['key-cut'] }), O.byUser, 1),
);
add(
  'top-users-quotes-value',
  'top-users',
  'top 5 users by total quote.given value',
  ranked(() => ({ names: ['quote.given'] }), O.byUser, 5, { measureFn: O.value }),
);
add(
  'top-users-overall',
  'top-users',
  'single most active user ever?',
  ranked(() => ({}), O.byUser, 1),
);
add(
  'top-users-handovers',
  'top-users',
  'who did the most ShiftHandover events last month — want to thank them',
  ranked((now) => ({ range: R.lastMonth(+now), names: ['ShiftHandover'] }), O.byUser, 1),
);
add(
  'top-users-complaints',
  'top-users',
  'who logs the most complaint.logged, all time?',
  ranked(() => ({ names: ['complaint.logged'] }), O.byUser, 1),
);
add('top-users-unknown', 'top-users', 'top users for watch_battery_replaced', low(), { low: true });

// ============================ user ============================
add(
  'user-agent-7d',
  'user',
  `how many events does ${P.topCustomer} have in the last 7 days`,
  count((now) => ({ range: R.lastDays(+now, 7), user: P.topCustomer })),
);
add('user-churner-span', 'user', `when was ${P.churner} first seen and last seen?`, userSpan(P.churner));
add('user-newcomer-names', 'user', `which event names has ${P.newcomer} used?`, (ev) => {
  const s = select(ev, { user: P.newcomer });
  return {
    names: [...new Set(s.map((e) => e.eventName))],
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
add(
  'user-complainer-recent',
  'user',
  `show me the 3 most recent events for ${P.complainer}, they're on the phone now`,
  (ev) => {
    const s = select(ev, { user: P.complainer });
    return {
      names: O.newestFirst(s)
        .slice(0, 3)
        .map((e) => e.eventName),
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);
add(
  'user-agent-spend',
  'user',
  `total key-cut amount for ${P.topCustomer}, all time`,
  measure(() => ({ user: P.topCustomer, names: ['key-cut'] }), 'sum'),
);
add('user-staff-first', 'user', `first and last seen for ${P.topStaff}`, userSpan(P.topStaff));
add(
  'user-complainer-lastmonth',
  'user',
  `how many events did ${P.complainer} have last month?`,
  count((now) => ({ range: R.lastMonth(+now), user: P.complainer })),
);
add('user-nobody', 'user', `how many events does ${NOBODY} have?`, low(), { low: true });
add('user-churner-30d', 'user', `${P.churner} activity in the last 30 days - how many events?`, low(), {
  low: true,
});
add(
  'user-newcomer-count',
  'user',
  `${P.newcomer}: number of events since they joined`,
  count(() => ({ user: P.newcomer })),
);

// ============================ breakdown ============================
add(
  'breakdown-busiest-weekday',
  'breakdown',
  'which weekday is busiest overall?',
  ranked(() => ({}), O.byWeekday, 1),
);
add(
  'breakdown-key-hour',
  'breakdown',
  'what hour of the day do we cut the most keys (key-cut)?',
  ranked(() => ({ names: ['key-cut'] }), O.byHour, 1),
);
add(
  'breakdown-complaint-day',
  'breakdown',
  'which day had the most complaint.logged events? think something went wrong one day',
  ranked(() => ({ names: ['complaint.logged'] }), O.byDay, 1),
);
add(
  'breakdown-per-month',
  'breakdown',
  (now) => `events per month since ${monthYear(monthAgo(now, 2))}`,
  buckets((now) => ({ range: R.since(monthAgo(now, 2), +now) }), O.byMonth),
);
add(
  'breakdown-weekly-collected',
  'breakdown',
  'Job Collected per week over the last 4 weeks',
  buckets((now) => ({ range: R.lastWeeks(+now, 4), names: ['Job Collected'] }), O.byWeek),
);
add(
  'breakdown-busiest-week',
  'breakdown',
  'which week was busiest in the last 12 weeks (by number of events)?',
  ranked((now) => ({ range: R.lastWeeks(+now, 12) }), O.byWeek, 1),
);
add(
  'breakdown-quiet-weekday',
  'breakdown',
  'quietest day of the week for job_dropped_off',
  ranked(() => ({ names: ['job_dropped_off'] }), O.byWeekday, 1, { ascending: true }),
);
add(
  'breakdown-daily-app',
  'breakdown',
  'daily app_opened counts for the last 7 days',
  buckets((now) => ({ range: R.lastDays(+now, 7), names: ['app_opened'] }), O.byDay),
);
add(
  'breakdown-booking-month',
  'breakdown',
  'busiest month for Booking Made?',
  ranked(() => ({ names: ['Booking Made'] }), O.byMonth, 1),
);

// ============================ compare ============================
add(
  'compare-keys-7d',
  'compare',
  'key-cut last 7 days vs the 7 days before?',
  compare(
    (now) => ({ range: { from: +now - 14 * DAY, to: +now - 7 * DAY }, names: ['key-cut'] }),
    (now) => ({ range: R.lastDays(+now, 7), names: ['key-cut'] }),
  ),
);
add(
  'compare-collected-value-months',
  'compare',
  'Job Collected takings last month compared with the month before — up or down?',
  compare(
    (now) => ({ range: { from: monthAgo(now, 2), to: monthAgo(now, 1) }, names: ['Job Collected'] }),
    (now) => ({ range: R.lastMonth(+now), names: ['Job Collected'] }),
    { how: 'sum' },
  ),
);
add(
  'compare-weeks',
  'compare',
  'is activity growing? number of events last week vs the week before',
  compare(
    (now) => ({ range: { from: O.weekStart(+now) - 2 * O.WEEK, to: O.weekStart(+now) - O.WEEK } }),
    (now) => ({ range: R.lastWeek(+now) }),
  ),
);
add(
  'compare-jobready-months',
  'compare',
  (now) => `JobReady in ${monthName(monthAgo(now, 2))} vs ${monthName(monthAgo(now, 1))}`,
  compare(
    (now) => ({ range: R.month(monthAgo(now, 2)), names: ['JobReady'] }),
    (now) => ({ range: R.month(monthAgo(now, 1)), names: ['JobReady'] }),
  ),
);
add(
  'compare-bookings-30d',
  'compare',
  'Booking Made in the last 30 days compared with the previous 30 days',
  compare(
    (now) => ({ range: { from: +now - 60 * DAY, to: +now - 30 * DAY }, names: ['Booking Made'] }),
    (now) => ({ range: R.lastDays(+now, 30), names: ['Booking Made'] }),
  ),
);
add(
  'compare-quotes-value-days',
  'compare',
  'quote.given total value yesterday vs the day before',
  compare(
    (now) => ({ range: { from: D0(now) - 2 * DAY, to: D0(now) - DAY }, names: ['quote.given'] }),
    (now) => ({ range: R.yesterday(+now), names: ['quote.given'] }),
    { how: 'sum' },
  ),
);
add(
  'compare-users-14d',
  'compare',
  'active users: last 14 days vs the 14 days before that',
  compare(
    (now) => ({ range: { from: +now - 28 * DAY, to: +now - 14 * DAY } }),
    (now) => ({ range: R.lastDays(+now, 14) }),
    { how: 'users' },
  ),
);
add(
  'compare-ranges',
  'compare',
  (now) =>
    `total activity from ${iso(ago(now, 70))} to ${iso(ago(now, 64))} versus from ${iso(ago(now, 14))} to ${iso(ago(now, 8))}`,
  compare(
    (now) => ({ range: R.between(ago(now, 70), ago(now, 64)) }),
    (now) => ({ range: R.between(ago(now, 14), ago(now, 8)) }),
  ),
);
add(
  'compare-events-growth',
  'compare',
  'are we growing?? total events past 4 weeks vs the 4 weeks before',
  compare(
    (now) => ({ range: { from: +now - 8 * O.WEEK, to: +now - 4 * O.WEEK } }),
    (now) => ({ range: R.lastWeeks(+now, 4) }),
  ),
);

// ============================ share ============================
add(
  'share-keys-30d',
  'share',
  'what percentage of all events in the last 30 days were key-cut?',
  shareEvents(
    (now) => R.lastDays(+now, 30),
    (e) => e.eventName === 'key-cut',
  ),
);
add(
  'share-users-complained-lastmonth',
  'share',
  'what % of active users last month logged a complaint.logged?',
  shareUsers((now) => R.lastMonth(+now), ['complaint.logged']),
);
add(
  'share-app-yesterday',
  'share',
  'share of yesterday’s events that were app_opened',
  shareEvents(
    (now) => R.yesterday(+now),
    (e) => e.eventName === 'app_opened',
  ),
);
add(
  'share-users-booking',
  'share',
  'percentage of users who have ever done a Booking Made',
  shareUsers(() => R.all(), ['Booking Made']),
);
add(
  'share-stamps-this-month',
  'share',
  'how much of this month’s activity is loyalty_stamp, as a percentage',
  shareEvents(
    (now) => R.thisMonth(+now),
    (e) => e.eventName === 'loyalty_stamp',
  ),
);
add(
  'share-users-keys-7d',
  'share',
  'what share of the users active in the past 7 days had a key-cut?',
  shareUsers((now) => R.lastDays(+now, 7), ['key-cut']),
);
add(
  'share-agent-60d',
  'share',
  `what percent of all events in the last 60 days came from ${P.topCustomer}?`,
  shareEvents(
    (now) => R.lastDays(+now, 60),
    (e) => e.userId === P.topCustomer,
  ),
);
add(
  'share-collected-month',
  'share',
  (now) => `in ${monthName(monthAgo(now, 1))}, what fraction of events were Job Collected (as a %)?`,
  shareEvents(
    (now) => R.month(O.pastMonth(+now, new Date(monthAgo(now, 1)).getUTCMonth())),
    (e) => e.eventName === 'Job Collected',
  ),
);

// ============================ conversion ============================
add(
  'conv-booking-dropoff-30d',
  'conversion',
  'of the users who did Booking Made in the last 30 days, how many then did job_dropped_off?',
  conv((now) => R.lastDays(+now, 30), 'Booking Made', 'job_dropped_off'),
);
add(
  'conv-dropoff-collected-month',
  'conversion',
  (now) => `conversion from job_dropped_off to Job Collected in ${monthName(monthAgo(now, 1))}`,
  conv(
    (now) => R.month(O.pastMonth(+now, new Date(monthAgo(now, 1)).getUTCMonth())),
    'job_dropped_off',
    'Job Collected',
  ),
);
add(
  'conv-quote-collected-60d',
  'conversion',
  'last 60 days: what % of users who got a quote.given went on to Job Collected?',
  conv((now) => R.lastDays(+now, 60), 'quote.given', 'Job Collected'),
);
add(
  'conv-app-key-14d',
  'conversion',
  'app_opened -> key-cut conversion, past 14 days',
  conv((now) => R.lastDays(+now, 14), 'app_opened', 'key-cut'),
);
add(
  'conv-complaint-refund',
  'conversion',
  'of users who logged a complaint.logged, how many later got a payment.refunded? all time',
  conv(() => R.all(), 'complaint.logged', 'payment.refunded'),
);
add(
  'conv-ready-collected-since',
  'conversion',
  (now) =>
    `since ${longDay(ago(now, 30))}: users with JobReady who then had Job Collected — how many and what percent?`,
  conv((now) => R.since(ago(now, 30), +now), 'JobReady', 'Job Collected'),
);
add(
  'conv-key-dropoff-90d',
  'conversion',
  'cross-sell check: of the people who had a key-cut in the last 90 days, how many later brought in a job_dropped_off?',
  conv((now) => R.lastDays(+now, 90), 'key-cut', 'job_dropped_off'),
);

// ============================ churn ============================
add(
  'churn-lastmonth-thismonth',
  'churn',
  'how many users were active last month but have not been back this month?',
  churn(
    (now) => R.lastMonth(+now),
    (now) => R.thisMonth(+now),
  ),
);
add(
  'churn-new-30d',
  'churn',
  'new users in the last 30 days?',
  fresh((now) => R.lastDays(+now, 30)),
);
add(
  'churn-months',
  'churn',
  (now) =>
    `users active in ${monthName(monthAgo(now, 2))} who didn't come back in ${monthName(monthAgo(now, 1))}`,
  churn(
    (now) => R.month(monthAgo(now, 2)),
    (now) => R.month(monthAgo(now, 1)),
  ),
);
add(
  'churn-new-lastweek',
  'churn',
  'how many brand new users did we get last week',
  fresh((now) => R.lastWeek(+now)),
);
add(
  'churn-lapsed',
  'churn',
  (now) =>
    `users active between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} but with nothing since ${iso(ago(now, 30))}`,
  churn(
    (now) => R.between(ago(now, 60), ago(now, 31)),
    (now) => R.since(ago(now, 30), +now),
  ),
);
add(
  'churn-new-since',
  'churn',
  (now) => `first-time users since ${shortDay(ago(now, 10))}?`,
  fresh((now) => R.since(ago(now, 10), +now)),
);
add(
  'churn-new-month',
  'churn',
  (now) => `number of new users in ${monthYear(monthAgo(now, 1))}`,
  fresh((now) => R.month(monthAgo(now, 1))),
);

// ============================ recency ============================
add(
  'recency-last-refund',
  'recency',
  'when was the last payment.refunded?',
  lastOf(() => ({ names: ['payment.refunded'] })),
);
add(
  'recency-any-complaint-7d',
  'recency',
  'did anyone log a complaint.logged in the last 7 days? how many',
  count((now) => ({ range: R.lastDays(+now, 7), names: ['complaint.logged'] })),
);
add(
  'recency-agent-last-key',
  'recency',
  `last time ${P.topCustomer} had a key-cut?`,
  lastOf(() => ({ names: ['key-cut'], user: P.topCustomer })),
);
add(
  'recency-last-booking',
  'recency',
  'When did someone last do a Booking Made',
  lastOf(() => ({ names: ['Booking Made'] })),
);
add(
  'recency-handover-24h',
  'recency',
  'has anybody done a ShiftHandover in the last 24 hours?',
  count((now) => ({ range: R.lastHours(+now, 24), names: ['ShiftHandover'] })),
);
add(
  'recency-last-jobready',
  'recency',
  'most recent JobReady — when?',
  lastOf(() => ({ names: ['JobReady'] })),
);
add(
  'recency-last-complaint',
  'recency',
  'when was the last complaint.logged',
  lastOf(() => ({ names: ['complaint.logged'] })),
);
add(
  'recency-churner-last',
  'recency',
  `when did ${P.churner} last do anything?`,
  lastOf(() => ({ user: P.churner })),
);
add('recency-unknown-sharpen', 'recency', 'last time anyone did a knife_sharpened?', low(), { low: true });

// ============================ catalogue ============================
const catNames = (ev) => ({
  names: [...new Set(ev.map((e) => e.eventName))],
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
});
add('cat-names', 'catalogue', 'what event names exist?', catNames);
add('cat-users', 'catalogue', 'how many users are there in total?', (ev) => ({
  numbers: [users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-events', 'catalogue', 'total number of events we have ever tracked', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add(
  'cat-overview',
  'catalogue',
  'new here — what do we track? list the event types plus how many users and events there are',
  (ev) => ({ ...catNames(ev), numbers: [users(ev).size, ev.length] }),
);
add('cat-kinds', 'catalogue', 'what kinds of events do we record?', catNames);
add('cat-distinct-names', 'catalogue', 'how many distinct event names are there?', (ev) => ({
  numbers: [new Set(ev.map((e) => e.eventName)).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-quick', 'catalogue', 'for the board deck: total users and total events, all time', (ev) => ({
  numbers: [users(ev).size, ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));

// ============================ other ============================
const others = [
  'what is the average wait at the Leeds kiosk?',
  'which member of staff is the rudest to customers',
  'how many pairs of shoes are sitting on the shelf at kiosk 4 right now?',
  "what's our profit margin on resoling?",
  "forecast next month's key cuts for me",
  `what's the phone number for ${P.topCustomer}?`,
  'does rain make people bring in more boots? check against the weather',
  'how many heel repairs vs sole repairs did we do',
  'send a text to everyone whose job is ready',
  'which kiosk location has the longest queue on saturdays',
];
others.forEach((q, i) => add(`other-${i + 1}`, 'other', q, low()));

export const cases = C;
