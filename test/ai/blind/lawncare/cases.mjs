/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { ranges: R, select, DAY, WEEK } = O;
const T = (now) => +now;
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => O.round(x, 2);
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const d0 = (now) => O.dayStart(T(now));
const daysAgo = (now, n) => d0(now) - n * DAY;
const iso = (t) => O.isoDay(t);
const md = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const mdShort = (t) => `${SHORT[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const dm = (t) => `${new Date(t).getUTCDate()} ${SHORT[new Date(t).getUTCMonth()]}`;
const mdy = (t) => `${md(t)}, ${new Date(t).getUTCFullYear()}`;
const monthAgo = (now, k) => O.monthStart(T(now), -k); // start of the month k months back
const mName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const storm = (now) => daysAgo(now, 17);

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};

// ---- expectation builders ------------------------------------------------------------------
const count = (f) => (ev, now) => {
  const s = select(ev, f(now));
  return s.length ? { numbers: [s.length], confidence: 'high', dataPoints: s.length } : LOW();
};
const distinct =
  (f, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, f(now));
    return s.length ? { numbers: [O.users(s).size], confidence: conf, dataPoints: s.length } : LOW();
  };
const measure =
  (f, fn, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, f(now));
    return s.length ? { numbers: [r2(fn(s))], confidence: conf, dataPoints: s.length } : LOW();
  };
// ranked list of `n` from a tally; attaches tieAtCut
function ranked(f, key, { n = 5, ascending = false, by, conf = 'high', numbers = true, dp = true } = {}) {
  const map = (ev, now) => O.tally(select(ev, f(now)), key, by);
  const fn = (ev, now) => {
    const s = select(ev, f(now));
    if (!s.length) return LOW();
    const top = O.rank(map(ev, now), { n, ascending });
    const x = { names: top.map(([k]) => k), confidence: conf };
    if (numbers) x.numbers = top.map(([, v]) => r2(v));
    if (dp) x.dataPoints = s.length;
    return x;
  };
  fn.tieAtCut = (ev, now) => {
    const all = O.rank(map(ev, now), { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return fn;
}
// full breakdown (every bucket), unordered
const breakdown = (f, key, by) => (ev, now) => {
  const s = select(ev, f(now));
  const m = [...O.tally(s, key, by)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    names: m.map(([k]) => k),
    numbers: m.map(([, v]) => r2(v)),
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
};
// comparison of two periods; m = measure over the selected events
const compare =
  (fa, fb, m = (s) => s.length, conf = 'high') =>
  (ev, now) => {
    const a = select(ev, fa(now)),
      b = select(ev, fb(now));
    const c = O.change(r2(m(a)), r2(m(b)));
    const x = {
      numbers: [c.earlier, c.later, r2(c.diff)],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
    if (c.pct !== null) x.percents = [c.pct];
    return x;
  };
const shareEvents =
  (range, names, conf = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(now) });
    const part = all.filter((e) => names.includes(e.eventName));
    return {
      percents: [O.percent(part.length, all.length)],
      numbers: [part.length],
      confidence: conf,
      dataPoints: all.length,
    };
  };
const shareUsers = (range, names) => (ev, now) => {
  const all = select(ev, { range: range(now) });
  const did = O.users(all.filter((e) => names.includes(e.eventName))).size;
  return {
    percents: [O.percent(did, O.users(all).size)],
    numbers: [did],
    confidence: 'high',
    dataPoints: all.length,
  };
};
const convert =
  (range, a, b, conf = 'high') =>
  (ev, now) => {
    const r = range(now);
    const c = O.conversion(ev, r, a, b);
    const dp = select(ev, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf, dataPoints: dp };
  };
const last = (name, user) => (ev) => {
  const s = select(ev, { names: [name], user });
  const t = Math.max(...s.map(O.time));
  return { names: [iso(t)], confidence: 'high', dataPoints: s.length };
};

const cases = [];
const add = (id, type, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });

// ================= count =================
add(
  'count-visits-lastweek',
  'count',
  'how many visit_completed events did we log last week?',
  count((now) => ({ range: R.lastWeek(T(now)), names: ['visit_completed'] })),
);
add(
  'count-skips-30d',
  'count',
  'Number of weather skips in the past 30 days? the storm must have bumped it',
  count((now) => ({ range: R.lastDays(T(now), 30), names: ['WeatherSkip'] })),
);
add(
  'count-clockins-14d',
  'count',
  'crew clock-ins over the last 14 days — total please',
  count((now) => ({ range: R.lastDays(T(now), 14), names: ['CrewClockIn'] })),
);
add(
  'count-complaints-after-storm',
  'count',
  (now) => `How many Complaint Filed events came in on ${md(storm(now) + DAY)}?`,
  count((now) => ({
    range: R.on(
      O.pastMonthDay(
        T(now),
        new Date(storm(now) + DAY).getUTCMonth(),
        new Date(storm(now) + DAY).getUTCDate(),
      ),
    ),
    names: ['Complaint Filed'],
  })),
);
add(
  'count-invoices-between',
  'count',
  (now) => `count of invoice_sent between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 26))}`,
  count((now) => ({ range: R.between(daysAgo(now, 40), daysAgo(now, 26)), names: ['invoice_sent'] })),
);
add(
  'count-all-yesterday',
  'count',
  'how many events in total did the app record yesterday?',
  count((now) => ({ range: R.yesterday(T(now)) })),
);
add(
  'count-crew07-clockins-since',
  'count',
  (now) => `How many times has crew_07 had a CrewClockIn since ${mdShort(daysAgo(now, 30))}?`,
  count((now) => ({
    range: R.since(
      O.pastMonthDay(
        T(now),
        new Date(daysAgo(now, 30)).getUTCMonth(),
        new Date(daysAgo(now, 30)).getUTCDate(),
      ),
      T(now),
    ),
    names: ['CrewClockIn'],
    user: 'crew_07',
  })),
);
add(
  'count-fert-month',
  'count',
  (now) => `fertilizer.applied count in ${mName(monthAgo(now, 2))}`,
  count((now) => ({
    range: R.month(O.pastMonth(T(now), new Date(monthAgo(now, 2)).getUTCMonth())),
    names: ['fertilizer.applied'],
  })),
);
add('count-mows-7d', 'count', 'how many mows did the crews get done in the past 7 days?', (ev, now) => ({
  ...count((n) => ({ range: R.lastDays(T(n), 7), names: ['visit_completed'] }))(ev, now),
  confidence: 'not-high',
}));
add('count-snowplow', 'count', 'how many snow_plow_dispatch events last month?', () => LOW(), { low: true });
add(
  'count-before-data',
  'count',
  (now) => `how many quote-accepted events were there before ${iso(daysAgo(now, 200))}?`,
  count((now) => ({ range: R.before(daysAgo(now, 200)), names: ['quote-accepted'] })),
  { low: true },
);

// ================= users =================
add(
  'users-portal-30d',
  'users',
  'how many distinct users had a portal login in the last 30 days?',
  distinct((now) => ({ range: R.lastDays(T(now), 30), names: ['PortalLogin'] })),
);
add(
  'users-active-thisweek',
  'users',
  'active users this week so far?',
  distinct((now) => ({ range: R.thisWeek(T(now)) })),
);
add(
  'users-quoted-since',
  'users',
  (now) => `How many customers got a Quote Sent since ${mdy(daysAgo(now, 60))}?`,
  distinct((now) => ({ range: R.since(daysAgo(now, 60), T(now)), names: ['Quote Sent'] })),
);
add(
  'users-clockin-week',
  'users',
  'how many different people had a CrewClockIn in the past week? trying to see crew headcount',
  distinct((now) => ({ range: R.lastDays(T(now), 7), names: ['CrewClockIn'] })),
);
add(
  'users-paid-lastmonth',
  'users',
  'unique users with a payment.received last month',
  distinct((now) => ({ range: R.lastMonth(T(now)), names: ['payment.received'] })),
);
add(
  'users-complainers-storm',
  'users',
  (now) =>
    `how many unique people filed a Complaint Filed between ${iso(storm(now))} and ${iso(storm(now) + 2 * DAY)}?`,
  distinct((now) => ({ range: R.between(storm(now), storm(now) + 2 * DAY), names: ['Complaint Filed'] })),
);
add(
  'users-upgraded-60d',
  'users',
  'how many customers upgraded in the last 60 days?',
  distinct((now) => ({ range: R.lastDays(T(now), 60), names: ['plan_upgraded'] }), 'not-high'),
);
add('users-aeration', 'users', 'how many users did a lawn_aeration in the last 90 days?', () => LOW(), {
  low: true,
});

// ================= value =================
add(
  'value-payments-lastmonth',
  'value',
  'finance here — total payment.received amount for last month?',
  measure((now) => ({ range: R.lastMonth(T(now)), names: ['payment.received'] }), O.sum),
);
add(
  'value-avg-quote-60d',
  'value',
  'average eventValue of Quote Sent in the past 60 days',
  measure((now) => ({ range: R.lastDays(T(now), 60), names: ['Quote Sent'] }), O.avg),
);
add(
  'value-max-visit-lastweek',
  'value',
  'longest visit last week — max value of visit_completed (its minutes on site)?',
  measure((now) => ({ range: R.lastWeek(T(now)), names: ['visit_completed'] }), O.max),
);
add(
  'value-median-invoice',
  'value',
  (now) => `median invoice_sent amount since ${dm(daysAgo(now, 45))}`,
  measure(
    (now) => ({
      range: R.since(
        O.pastMonthDay(
          T(now),
          new Date(daysAgo(now, 45)).getUTCMonth(),
          new Date(daysAgo(now, 45)).getUTCDate(),
        ),
        T(now),
      ),
      names: ['invoice_sent'],
    }),
    median,
  ),
);
add(
  'value-min-fert-month',
  'value',
  (now) => `smallest fertilizer.applied value in ${mName(monthAgo(now, 3))}?`,
  measure(
    (now) => ({
      range: R.month(O.pastMonth(T(now), new Date(monthAgo(now, 3)).getUTCMonth())),
      names: ['fertilizer.applied'],
    }),
    O.min,
  ),
);
add('value-revenue-30d', 'value', 'what was our revenue over the last 30 days?', (ev) => ({
  names: ['payment.received'],
  confidence: 'not-high',
}));
add(
  'value-upgrades-sum-year',
  'value',
  'sum of plan_upgraded values this year',
  measure((now) => ({ range: R.thisYear(T(now)), names: ['plan_upgraded'] }), O.sum),
);
add(
  'value-avg-complaint',
  'value',
  'avg severity on Complaint Filed (the event value) across all time?',
  measure(() => ({ names: ['Complaint Filed'] }), O.avg),
);
add('value-tree-removal', 'value', 'total value of tree_removal jobs last month', () => LOW(), { low: true });
add(
  'value-fert-lbs-2w',
  'value',
  'total lbs of fertilizer put down in the last 2 weeks',
  measure((now) => ({ range: R.lastWeeks(T(now), 2), names: ['fertilizer.applied'] }), O.sum, 'not-high'),
);

// ================= top-events =================
add(
  'top-events-30d',
  'top-events',
  'top 5 events in the last 30 days',
  ranked((now) => ({ range: R.lastDays(T(now), 30) }), O.byName),
);
add(
  'top-event-lastweek',
  'top-events',
  'most common event last week?',
  ranked((now) => ({ range: R.lastWeek(T(now)) }), O.byName, { n: 1 }),
);
add(
  'least-3-alltime',
  'top-events',
  'which 3 events are the least common, all time',
  ranked(() => ({}), O.byName, { n: 3, ascending: true }),
);
add(
  'top-3-7d',
  'top-events',
  'top 3 actions past 7 days',
  ranked((now) => ({ range: R.lastDays(T(now), 7) }), O.byName, { n: 3 }),
);
add(
  'top-events-list',
  'top-events',
  'which events happen the most? give me the list',
  ranked(() => ({}), O.byName),
);
add(
  'rarest-90d',
  'top-events',
  'rarest event in the past 90 days',
  ranked((now) => ({ range: R.lastDays(T(now), 90) }), O.byName, { n: 1, ascending: true }),
);
add(
  'top-4-between',
  'top-events',
  (now) => `top 4 event types from ${mdShort(daysAgo(now, 50))} to ${mdShort(daysAgo(now, 36))}`,
  ranked((now) => ({ range: R.between(daysAgo(now, 50), daysAgo(now, 36)) }), O.byName, { n: 4 }),
);
add(
  'top-event-crew07',
  'top-events',
  "what's crew_07's most frequent event?",
  ranked(() => ({ user: 'crew_07' }), O.byName, { n: 1 }),
);

// ================= top-users =================
add(
  'top-users-30d',
  'top-users',
  'most active users last 30 days, top 3',
  ranked((now) => ({ range: R.lastDays(T(now), 30) }), O.byUser, { n: 3 }),
);
add(
  'top-payers-90d',
  'top-users',
  (now) => `top 3 customers by total payment.received value since ${iso(daysAgo(now, 90))}`,
  ranked((now) => ({ range: R.since(daysAgo(now, 90), T(now)), names: ['payment.received'] }), O.byUser, {
    n: 3,
    by: O.value,
  }),
);
add(
  'top-visitors-lastmonth',
  'top-users',
  'who logged the most visit_completed events last month? top 3 pls',
  ranked((now) => ({ range: R.lastMonth(T(now)), names: ['visit_completed'] }), O.byUser, { n: 3 }),
);
add(
  'top-spenders',
  'top-users',
  'who are our biggest spenders?',
  (() => {
    const f = ranked(() => ({ names: ['payment.received'] }), O.byUser, {
      n: 1,
      by: O.value,
      numbers: false,
      dp: false,
    });
    const g = (ev, now) => ({ ...f(ev, now), confidence: 'not-high' });
    g.tieAtCut = f.tieAtCut;
    return g;
  })(),
);
add(
  'top-complainer',
  'top-users',
  'who files the most Complaint Filed events?',
  ranked(() => ({ names: ['Complaint Filed'] }), O.byUser, { n: 1 }),
);
add(
  'top-3-users-alltime',
  'top-users',
  'top three users by number of events, all time',
  ranked(() => ({}), O.byUser, { n: 3 }),
);
add(
  'top-logins-2w',
  'top-users',
  'which user had the most PortalLogin events in the last 2 weeks?',
  ranked((now) => ({ range: R.lastWeeks(T(now), 2), names: ['PortalLogin'] }), O.byUser, { n: 1 }),
);
add(
  'top-quote-value',
  'top-users',
  'top 5 users by summed Quote Sent value over the past 4 months',
  ranked((now) => ({ range: R.lastMonths(T(now), 4), names: ['Quote Sent'] }), O.byUser, { by: O.value }),
);

// ================= user =================
const userCount =
  (u, f = () => ({})) =>
  (ev, now) => {
    const s = select(ev, { ...f(now), user: u });
    return s.length ? { numbers: [s.length], confidence: 'high', dataPoints: s.length } : LOW();
  };
add('user-1007-count', 'user', 'how many events does cust_1007 have?', userCount('cust_1007'));
add('user-1013-seen', 'user', 'when was cust_1013 first seen, and when last seen?', (ev) => {
  const s = select(ev, { user: 'cust_1013' }),
    ts = s.map(O.time);
  return { names: [iso(Math.min(...ts)), iso(Math.max(...ts))], confidence: 'high', dataPoints: s.length };
});
add('user-1499-names', 'user', 'which event names has cust_1499 used so far?', (ev) => {
  const s = select(ev, { user: 'cust_1499' });
  return {
    names: [...new Set(s.map(O.byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
add(
  'user-crew07-lastweek',
  'user',
  'crew_07 — how many events last week?',
  userCount('crew_07', (now) => ({ range: R.lastWeek(T(now)) })),
);
add('user-1042-recent', 'user', 'show me the last 3 things cust_1042 did (support ticket context)', (ev) => {
  const s = select(ev, { user: 'cust_1042' });
  return { names: O.newestFirst(s).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: s.length };
});
add('user-1499-first', 'user', 'first seen date for cust_1499?', (ev) => {
  const s = select(ev, { user: 'cust_1499' });
  return { names: [iso(Math.min(...s.map(O.time)))], confidence: 'high', dataPoints: s.length };
});
add('user-nobody', 'user', 'what did cust_9999 do last month?', () => LOW(), { low: true });
add(
  'user-crew12-since',
  'user',
  (now) => `How many events has crew_12 logged since ${iso(daysAgo(now, 21))}?`,
  userCount('crew_12', (now) => ({ range: R.since(daysAgo(now, 21), T(now)) })),
);
add('user-1013-paid', 'user', 'total payment.received for cust_1013 — all time', (ev) => {
  const s = select(ev, { user: 'cust_1013', names: ['payment.received'] });
  return { numbers: [r2(O.sum(s))], confidence: 'high', dataPoints: s.length };
});

// ================= breakdown =================
add(
  'bd-visits-weekday',
  'breakdown',
  'visit_completed broken down by weekday, all time',
  breakdown(() => ({ names: ['visit_completed'] }), O.byWeekday),
);
add(
  'bd-busiest-weekday',
  'breakdown',
  'busiest day of the week for visit_completed?',
  ranked(() => ({ names: ['visit_completed'] }), O.byWeekday, { n: 1 }),
);
add(
  'bd-login-hour',
  'breakdown',
  'what hour of the day (UTC) do most PortalLogin events come in?',
  ranked(() => ({ names: ['PortalLogin'] }), O.byHour, { n: 1 }),
);
add(
  'bd-daily-lastweek',
  'breakdown',
  'daily event counts for last week please',
  breakdown((now) => ({ range: R.lastWeek(T(now)) }), O.byDay),
);
add(
  'bd-busiest-day-30d',
  'breakdown',
  'which single day had the most events in the last 30 days?',
  ranked((now) => ({ range: R.lastDays(T(now), 30) }), O.byDay, { n: 1 }),
);
add(
  'bd-weekly-visits',
  'breakdown',
  (now) => `weekly visit_completed counts since ${iso(O.weekStart(T(now)) - 4 * WEEK)}`,
  breakdown(
    (now) => ({ range: R.since(O.weekStart(T(now)) - 4 * WEEK, T(now)), names: ['visit_completed'] }),
    O.byWeek,
  ),
);
add(
  'bd-monthly-payments',
  'breakdown',
  (now) =>
    `monthly totals of payment.received from ${iso(monthAgo(now, 3))} to ${iso(monthAgo(now, 0) - DAY)}`,
  breakdown(
    (now) => ({ range: R.between(monthAgo(now, 3), monthAgo(now, 0) - DAY), names: ['payment.received'] }),
    O.byMonth,
    O.value,
  ),
);
add(
  'bd-quietest-weekday',
  'breakdown',
  'quietest weekday overall?',
  ranked(() => ({}), O.byWeekday, { n: 1, ascending: true }),
);
add(
  'bd-clockin-hours',
  'breakdown',
  'CrewClockIn by hour of day',
  breakdown(() => ({ names: ['CrewClockIn'] }), O.byHour),
);

// ================= compare =================
const lw = (now) => ({ range: R.lastWeek(T(now)), names: ['visit_completed'] });
add(
  'cmp-visits-weeks',
  'compare',
  'visit_completed last week vs the week before — up or down?',
  compare(
    (now) => ({
      range: { from: R.lastWeek(T(now)).from - WEEK, to: R.lastWeek(T(now)).from },
      names: ['visit_completed'],
    }),
    lw,
  ),
);
add(
  'cmp-payments-months',
  'compare',
  'payment.received total last month compared with the month before',
  compare(
    (now) => ({ range: R.month(monthAgo(now, 2)), names: ['payment.received'] }),
    (now) => ({ range: R.lastMonth(T(now)), names: ['payment.received'] }),
    O.sum,
  ),
);
add(
  'cmp-logins-growing',
  'compare',
  'are PortalLogin events growing? last 30 days vs the 30 days before that',
  compare(
    (now) => ({ range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: ['PortalLogin'] }),
    (now) => ({ range: R.lastDays(T(now), 30), names: ['PortalLogin'] }),
  ),
);
add(
  'cmp-active-users-months',
  'compare',
  (now) => `active users in ${mName(monthAgo(now, 1))} vs ${mName(monthAgo(now, 2))}`,
  compare(
    (now) => ({ range: R.month(monthAgo(now, 2)) }),
    (now) => ({ range: R.month(monthAgo(now, 1)) }),
    (s) => O.users(s).size,
  ),
);
add(
  'cmp-logins-4w',
  'compare',
  'customer logins last 4 weeks vs the 4 weeks before?',
  compare(
    (now) => ({ range: { from: T(now) - 8 * WEEK, to: T(now) - 4 * WEEK }, names: ['PortalLogin'] }),
    (now) => ({ range: R.lastWeeks(T(now), 4), names: ['PortalLogin'] }),
    undefined,
    'not-high',
  ),
);
add(
  'cmp-invoice-months',
  'compare',
  (now) => `total invoice_sent value: ${mName(monthAgo(now, 3))} versus ${mName(monthAgo(now, 1))}`,
  compare(
    (now) => ({ range: R.month(monthAgo(now, 3)), names: ['invoice_sent'] }),
    (now) => ({ range: R.month(monthAgo(now, 1)), names: ['invoice_sent'] }),
    O.sum,
  ),
);
add(
  'cmp-visits-14d',
  'compare',
  'compare visit_completed in the past 14 days with the 14 days before that',
  compare(
    (now) => ({ range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, names: ['visit_completed'] }),
    (now) => ({ range: R.lastDays(T(now), 14), names: ['visit_completed'] }),
  ),
);
add(
  'cmp-storm-day',
  'compare',
  (now) => `how did total events on ${iso(storm(now))} compare to ${iso(storm(now) - DAY)}?`,
  compare(
    (now) => ({ range: R.on(storm(now) - DAY) }),
    (now) => ({ range: R.on(storm(now)) }),
  ),
);
add(
  'cmp-invoices-8w',
  'compare',
  'invoice_sent in the last 8 weeks vs the 8 weeks prior',
  compare(
    (now) => ({ range: { from: T(now) - 16 * WEEK, to: T(now) - 8 * WEEK }, names: ['invoice_sent'] }),
    (now) => ({ range: R.lastWeeks(T(now), 8), names: ['invoice_sent'] }),
  ),
);

// ================= share =================
add(
  'share-visits-lastmonth',
  'share',
  'what % of events last month were visit_completed?',
  shareEvents((now) => R.lastMonth(T(now)), ['visit_completed']),
);
add(
  'share-logins-all',
  'share',
  'share of all activity that is PortalLogin',
  shareEvents(() => R.all(), ['PortalLogin']),
);
add(
  'share-users-complained',
  'share',
  'what percentage of active users in the last 30 days had a Complaint Filed?',
  shareUsers((now) => R.lastDays(T(now), 30), ['Complaint Filed']),
);
add(
  'share-quotes-since',
  'share',
  (now) => `Quote Sent as a share of all events since ${md(daysAgo(now, 75))}`,
  shareEvents(
    (now) =>
      R.since(
        O.pastMonthDay(
          T(now),
          new Date(daysAgo(now, 75)).getUTCMonth(),
          new Date(daysAgo(now, 75)).getUTCDate(),
        ),
        T(now),
      ),
    ['Quote Sent'],
  ),
);
add(
  'share-users-paid-lastweek',
  'share',
  'Of everyone active last week, what share had a payment.received?',
  shareUsers((now) => R.lastWeek(T(now)), ['payment.received']),
);
add(
  'share-clockins-14d',
  'share',
  'what fraction of events in the last 14 days were CrewClockIn',
  shareEvents((now) => R.lastDays(T(now), 14), ['CrewClockIn']),
);
add(
  'share-upgrades-30d',
  'share',
  'what percent of activity over the last 30 days was upgrades?',
  (ev, now) => ({
    ...shareEvents((n) => R.lastDays(T(n), 30), ['plan_upgraded'])(ev, now),
    confidence: 'not-high',
  }),
);
add(
  'share-requests-month',
  'share',
  (now) =>
    `service-request share of events in ${mName(monthAgo(now, 2))} ${new Date(monthAgo(now, 2)).getUTCFullYear()}`,
  shareEvents((now) => R.month(monthAgo(now, 2)), ['service-request']),
);

// ================= conversion =================
add(
  'conv-quote-accept-90d',
  'conversion',
  'Of users who got a Quote Sent in the last 90 days, how many then had a quote-accepted?',
  convert((now) => R.lastDays(T(now), 90), 'Quote Sent', 'quote-accepted'),
);
add(
  'conv-invoice-pay-lastmonth',
  'conversion',
  'invoice_sent → payment.received conversion last month',
  convert((now) => R.lastMonth(T(now)), 'invoice_sent', 'payment.received'),
);
add(
  'conv-login-upgrade',
  'conversion',
  (now) => `PortalLogin to plan_upgraded conversion since ${iso(daysAgo(now, 100))}`,
  convert((now) => R.since(daysAgo(now, 100), T(now)), 'PortalLogin', 'plan_upgraded'),
);
add(
  'conv-request-complaint',
  'conversion',
  'how many users who made a service-request later filed a Complaint Filed? all time, with the %',
  convert(() => R.all(), 'service-request', 'Complaint Filed'),
);
add(
  'conv-quote-month',
  'conversion',
  (now) => `Quote Sent -> quote-accepted funnel for ${mName(monthAgo(now, 2))}`,
  convert(
    (now) => R.month(O.pastMonth(T(now), new Date(monthAgo(now, 2)).getUTCMonth())),
    'Quote Sent',
    'quote-accepted',
  ),
);
add(
  'conv-login-pay-30d',
  'conversion',
  'of the people with a PortalLogin in the last 30 days, what % went on to a payment.received afterwards?',
  convert((now) => R.lastDays(T(now), 30), 'PortalLogin', 'payment.received'),
);
add(
  'conv-quoted-accepted-loose',
  'conversion',
  'what fraction of quoted customers ended up accepting? all time',
  convert(() => R.all(), 'Quote Sent', 'quote-accepted', 'not-high'),
);
add(
  'conv-clockin-skip-30d',
  'conversion',
  'of crew with a CrewClockIn in the past 30 days, how many later logged a WeatherSkip?',
  convert((now) => R.lastDays(T(now), 30), 'CrewClockIn', 'WeatherSkip'),
);

// ================= churn =================
const churnN = (a, b) => (ev, now) => ({
  numbers: [O.churned(ev, a(now), b(now)).length],
  confidence: 'high',
});
const newN = (r) => (ev, now) => ({ numbers: [O.newUsers(ev, r(now)).length], confidence: 'high' });
add(
  'churn-lastmonth-thismonth',
  'churn',
  'how many users were active last month but not this month?',
  churnN(
    (now) => R.lastMonth(T(now)),
    (now) => R.thisMonth(T(now)),
  ),
);
add(
  'new-30d',
  'churn',
  'new users in the last 30 days?',
  newN((now) => R.lastDays(T(now), 30)),
);
add(
  'churn-months',
  'churn',
  (now) =>
    `customers active in ${mName(monthAgo(now, 3))} who didn't show up at all in ${mName(monthAgo(now, 1))}`,
  churnN(
    (now) => R.month(monthAgo(now, 3)),
    (now) => R.month(monthAgo(now, 1)),
  ),
);
add(
  'new-14d',
  'churn',
  'how many brand-new users (first event ever) in the past 14 days?',
  newN((now) => R.lastDays(T(now), 14)),
);
add(
  'churn-window',
  'churn',
  (now) =>
    `users active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 60))} with nothing since ${iso(daysAgo(now, 30))} — how many?`,
  churnN(
    (now) => R.between(daysAgo(now, 90), daysAgo(now, 60)),
    (now) => R.since(daysAgo(now, 30), T(now)),
  ),
);
add(
  'new-lastweek',
  'churn',
  'how many first-time users did we get last week?',
  newN((now) => R.lastWeek(T(now))),
);
add(
  'new-since-month',
  'churn',
  (now) => `new customers since ${mdy(monthAgo(now, 2))}`,
  newN((now) => R.since(monthAgo(now, 2), T(now))),
);
add(
  'churn-lastweek-thisweek',
  'churn',
  'who dropped off — active last week, nothing this week? just the count',
  churnN(
    (now) => R.lastWeek(T(now)),
    (now) => R.thisWeek(T(now)),
  ),
);

// ================= recency =================
add('rec-last-skip', 'recency', 'when was the last WeatherSkip?', last('WeatherSkip'));
add(
  'rec-upgrade-30d',
  'recency',
  'has anyone done a plan_upgraded in the last 30 days?',
  count((now) => ({ range: R.lastDays(T(now), 30), names: ['plan_upgraded'] })),
);
add(
  'rec-1007-paid',
  'recency',
  'last payment.received from cust_1007 — when?',
  last('payment.received', 'cust_1007'),
);
add('rec-last-accept', 'recency', 'most recent quote-accepted?', last('quote-accepted'));
add('rec-irrigation', 'recency', 'when did we last do an irrigation_install?', () => LOW(), { low: true });
add('rec-last-complaint', 'recency', 'latest Complaint Filed — when was it?', last('Complaint Filed'));
add('rec-nobody-paid', 'recency', 'has cust_9999 ever made a payment.received?', () => LOW(), { low: true });
add('rec-crew07-clockin', 'recency', 'last CrewClockIn for crew_07?', last('CrewClockIn', 'crew_07'));
add(
  'rec-fert-7d',
  'recency',
  'any fertilizer.applied in the last 7 days?',
  count((now) => ({ range: R.lastDays(T(now), 7), names: ['fertilizer.applied'] })),
);

// ================= catalogue =================
const allNames = (ev) => [...new Set(ev.map(O.byName))].sort();
add('cat-names', 'catalogue', 'what event names do we have?', (ev) => ({
  names: allNames(ev),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-users', 'catalogue', 'how many users in total?', (ev) => ({
  numbers: [O.users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-events', 'catalogue', 'how many events are stored overall', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-each', 'catalogue', 'list every event type and how many times each one occured', (ev) => {
  const m = O.rank(O.tally(ev, O.byName));
  return {
    names: m.map(([k]) => k),
    numbers: m.map(([, v]) => v),
    confidence: 'high',
    dataPoints: ev.length,
  };
});
add(
  'cat-overview',
  'catalogue',
  'quick overview for the new ops manager: how many distinct users, how many total events, and what event types exist?',
  (ev) => ({
    numbers: [O.users(ev).size, ev.length],
    names: allNames(ev),
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  }),
);
add('cat-types-count', 'catalogue', 'How many different event types are tracked?', (ev) => ({
  numbers: [allNames(ev).length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add(
  'cat-skip-exists',
  'catalogue',
  'is there an event for weather skips? what are all the event names we track',
  (ev) => ({ names: allNames(ev), unordered: true, confidence: 'high', dataPoints: ev.length }),
);

// ================= other =================
const others = [
  ["what's the weather forecast for tomorrow? need to plan the routes", 'forecast'],
  ['How much fertilizer do we have left in the warehouse?', 'inventory'],
  ['which crew has the best Google reviews?', 'reviews'],
  ["what's our profit margin on mowing vs. landscaping installs?", 'margin'],
  ['how many acres of turf do we service in total', 'acres'],
  ['average drive time between jobs for the crews?', 'drivetime'],
  ['Which zip codes have the most customers?', 'zipcodes'],
  ['how much did we spend on gas for the trucks last month?', 'fuel'],
  ["what is cust_1007's phone number? they asked for a callback", 'phone'],
  ["can you reschedule tomorrow's visits to Thursday?", 'reschedule'],
];
for (const [q, id] of others) add(`other-${id}`, 'other', q, () => LOW());

export { cases };
