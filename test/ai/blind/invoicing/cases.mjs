import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { DAY, ranges: R, select, users, sum, round, percent, tally, rank, time } = O;
const { topAgency: TOP, bigTicket: BIG, churner: CHURN, newcomer: NEW, dormant: DORM } = PERSONAS;

// ---- date wording ----------------------------------------------------------------------
const t0 = (now) => +now;
const today = (now) => O.dayStart(+now);
const daysAgo = (now, n) => today(now) - n * DAY;
const iso = (t) => O.isoDay(t);
const mon3 = (t) => O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3);
const mdy = (t) => `${mon3(t)} ${new Date(t).getUTCDate()}`;
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longD = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const year = (t) => new Date(t).getUTCFullYear();
const mStart = (now, k) => O.monthStart(+now, k);
const monday = (now) => O.weekStart(+now);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
// the incident day of data.mjs: the Thursday of the week containing today − 35 days
const incidentDay = (now) => O.weekStart(daysAgo(now, 35)) + 3 * DAY;

// ---- expectation helpers ---------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const count = (evs, conf = 'high') =>
  evs.length ? { numbers: [evs.length], confidence: conf, dataPoints: evs.length } : LOW;
const money = (x) => round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
};
const lastSeen = (evs) => {
  const t = Math.max(...evs.map(time));
  return [iso(t), hhmm(t)];
};
const firstSeen = (evs) => {
  const t = Math.min(...evs.map(time));
  return [iso(t), hhmm(t)];
};
const PAY = ['invoice-paid', 'partial_payment'];

// A ranked expectation: `list(events, now)` gives the whole ranking; n items are asked for.
function ranked(list, n, { dataPoints, confidence = 'high', figures = true } = {}) {
  const expect = (events, now) => {
    const r = list(events, now).slice(0, n);
    const x = { names: r.map(([k]) => k), confidence, dataPoints: dataPoints(events, now) };
    if (figures) x.numbers = r.map(([, v]) => (Number.isInteger(v) ? v : money(v)));
    return x;
  };
  expect.tieAtCut = (events, now) => {
    const r = list(events, now);
    return r.length > n && Math.abs(r[n - 1][1] - r[n][1]) < 1e-9;
  };
  return expect;
}

function compare(a, b) {
  const c = O.change(a.value, b.value);
  const x = { numbers: [c.earlier, c.later], confidence: 'high', dataPoints: a.n + b.n };
  if (c.diff) x.numbers.push(Number.isInteger(c.diff) ? c.diff : money(c.diff));
  if (c.pct) x.percents = [c.pct]; // null (no earlier value) or a change that rounds to 0.0% is not required
  return x;
}
const cmpCount = (evs, r1, r2, f = {}) => {
  const a = select(evs, { range: r1, ...f }),
    b = select(evs, { range: r2, ...f });
  return compare({ value: a.length, n: a.length }, { value: b.length, n: b.length });
};
const cmpSum = (evs, r1, r2, f = {}) => {
  const a = select(evs, { range: r1, ...f }),
    b = select(evs, { range: r2, ...f });
  return compare({ value: money(sum(a)), n: a.length }, { value: money(sum(b)), n: b.length });
};
const cmpUsers = (evs, r1, r2) => {
  const a = select(evs, { range: r1 }),
    b = select(evs, { range: r2 });
  return compare({ value: users(a).size, n: a.length }, { value: users(b).size, n: b.length });
};

const shareEvents = (evs, range, name, conf = 'high') => {
  const all = select(evs, { range });
  const part = all.filter((e) => e.eventName === name);
  return { percents: [percent(part.length, all.length)], confidence: conf, dataPoints: all.length };
};
const shareUsers = (evs, range, name) => {
  const all = select(evs, { range });
  const did = users(all.filter((e) => e.eventName === name)).size;
  return { percents: [percent(did, users(all).size)], confidence: 'high', dataPoints: all.length };
};

const conv = (evs, range, a, b) => {
  const c = O.conversion(evs, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: 'high',
    dataPoints: select(evs, { range, names: [a, b] }).length,
  };
};

const last = (evs, conf = 'high') =>
  evs.length ? { names: lastSeen(evs), confidence: conf, dataPoints: evs.length } : LOW;

const cases = [];
const add = (id, type, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });

// ================================ count ===================================================
add('cnt-created-30d', 'count', 'How many invoice.created events in the last 30 days?', (ev, now) =>
  count(select(ev, { range: R.lastDays(t0(now), 30), names: ['invoice.created'] })),
);
add(
  'cnt-time-yesterday',
  'count',
  'quick one - how many TimeEntryTracked events came in yesterday?',
  (ev, now) => count(select(ev, { range: R.yesterday(t0(now)), names: ['TimeEntryTracked'] })),
);
add(
  'cnt-all-lastweek',
  'count',
  'Total numbr of events last week? need it for the weekly ops sync',
  (ev, now) => count(select(ev, { range: R.lastWeek(t0(now)) })),
);
add(
  'cnt-export-month',
  'count',
  (now) => `How many times did someone run Export To Accounting in ${monthName(mStart(now, -1))}?`,
  (ev, now) => count(select(ev, { range: R.month(mStart(now, -1)), names: ['Export To Accounting'] })),
);
add(
  'cnt-login-between',
  'count',
  (now) => `number of logins between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 27))}`,
  (ev, now) => count(select(ev, { range: R.between(daysAgo(now, 40), daysAgo(now, 27)), names: ['login'] })),
);
add('cnt-user-time', 'count', `how many TimeEntryTracked has ${TOP} logged in the past 2 weeks?`, (ev, now) =>
  count(select(ev, { range: R.lastWeeks(t0(now), 2), names: ['TimeEntryTracked'], user: TOP })),
);
add(
  'cnt-before',
  'count',
  (now) => `How many events do we have from before ${mdy(daysAgo(now, 100))}?`,
  (ev, now) => count(select(ev, { range: R.before(daysAgo(now, 100)) })),
);
add(
  'cnt-expense-monday',
  'count',
  (now) => `expense.logged count on ${iso(monday(now) - 7 * DAY)}?`,
  (ev, now) => count(select(ev, { range: R.on(monday(now) - 7 * DAY), names: ['expense.logged'] })),
);
add(
  'cnt-loose-reminders',
  'count',
  'how many reminders went out to clients in the last 2 weeks? finance is chasing late payers',
  (ev, now) => count(select(ev, { range: R.lastWeeks(t0(now), 2), names: ['Reminder Sent'] }), 'not-high'),
);
add('cnt-24h', 'count', 'how many events in the last 24 hours?', (ev, now) =>
  count(select(ev, { range: R.lastDays(t0(now), 1) })),
);
add('cnt-thismonth', 'count', 'how many events this month so far?', (ev, now) =>
  count(select(ev, { range: R.thisMonth(t0(now)) })),
);
add('usr-thisyear', 'users', 'how many active users this year?', (ev, now) => {
  const s = select(ev, { range: R.thisYear(t0(now)) });
  return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
});
add('usr-48h', 'users', 'active users in the past 48 hours', (ev, now) => {
  const s = select(ev, { range: R.lastHours(t0(now), 48) });
  return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
});
add('cnt-thisweek', 'count', 'how many TimeEntryTracked this week?', (ev, now) =>
  count(select(ev, { range: R.thisWeek(t0(now)), names: ['TimeEntryTracked'] })),
);
add('cnt-low-creditnote', 'count', 'How many credit_note_issued events were there last month?', () => LOW, {
  low: true,
});

// ================================ users ===================================================
add('usr-active-7d', 'users', 'How many active users did we have in the last 7 days?', (ev, now) => {
  const s = select(ev, { range: R.lastDays(t0(now), 7) });
  return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
});
add(
  'usr-sent-month',
  'users',
  (now) =>
    `How many different accounts sent at least one InvoiceSent in ${monthName(mStart(now, -1))} ${year(mStart(now, -1))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.month(mStart(now, -1)), names: ['InvoiceSent'] });
    return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'usr-expense-6w',
  'users',
  'how many customers have done expense.logged in the past 6 weeks?',
  (ev, now) => {
    const s = select(ev, { range: R.lastWeeks(t0(now), 6), names: ['expense.logged'] });
    return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'usr-export-3m',
  'users',
  'In the last 3 months, how many distinct users ran Export To Accounting?',
  (ev, now) => {
    const s = select(ev, { range: R.lastMonths(t0(now), 3), names: ['Export To Accounting'] });
    return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'usr-incident',
  'users',
  (now) =>
    `Support question: how many users got a Reminder Sent on ${longD(incidentDay(now))}? We had complaints about duplicate reminders.`,
  (ev, now) => {
    const s = select(ev, { range: R.on(incidentDay(now)), names: ['Reminder Sent'] });
    return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
  },
);
add('usr-loose-tracked', 'users', 'how many people tracked time last week?', (ev, now) => {
  const s = select(ev, { range: R.lastWeek(t0(now)), names: ['TimeEntryTracked'] });
  return { numbers: [users(s).size], confidence: 'not-high', dataPoints: s.length };
});
add(
  'usr-low-template',
  'users',
  'How many users triggered invoice_template_saved in the last 30 days?',
  () => LOW,
  { low: true },
);

// ================================ value ===================================================
const val = (evs, f, conf = 'high') =>
  evs.length ? { numbers: [f(evs)], confidence: conf, dataPoints: evs.length } : LOW;
add('val-paid-lastmonth', 'value', 'What was the total invoice-paid amount last month?', (ev, now) =>
  val(select(ev, { range: R.lastMonth(t0(now)), names: ['invoice-paid'] }), (s) => money(sum(s))),
);
add('val-avg-created-30d', 'value', 'average invoice.created value over the last 30 days', (ev, now) =>
  val(select(ev, { range: R.lastDays(t0(now), 30), names: ['invoice.created'] }), O.avg),
);
add('val-max-partial', 'value', "What's the biggest single partial_payment we've ever recieved?", (ev) =>
  val(select(ev, { names: ['partial_payment'] }), O.max),
);
add('val-min-expense-60d', 'value', 'smallest expense.logged amount in the past 60 days', (ev, now) =>
  val(select(ev, { range: R.lastDays(t0(now), 60), names: ['expense.logged'] }), O.min),
);
add('val-median-sent-14d', 'value', 'median InvoiceSent amount over the last 14 days?', (ev, now) =>
  val(select(ev, { range: R.lastDays(t0(now), 14), names: ['InvoiceSent'] }), median),
);
add('val-kai-hours', 'value', `Sum of TimeEntryTracked values (hours) for ${NEW}`, (ev) =>
  val(select(ev, { names: ['TimeEntryTracked'], user: NEW }), (s) => money(sum(s))),
);
add(
  'val-revenue-30d',
  'value',
  'for the board deck: how much revenue did our users collect from their clients in the last 30 days?',
  (ev, now) => ({
    ...val(select(ev, { range: R.lastDays(t0(now), 30), names: PAY }), (s) => money(sum(s)), 'not-high'),
    names: PAY,
    unordered: true,
  }),
);
add(
  'val-reminder-avg',
  'value',
  (now) => `Average value of Reminder Sent (that's days overdue) in ${monthName(mStart(now, -2))}?`,
  (ev, now) => val(select(ev, { range: R.month(mStart(now, -2)), names: ['Reminder Sent'] }), O.avg),
);
add(
  'val-expense-between',
  'value',
  (now) => `total expense.logged amount from ${mdy(daysAgo(now, 50))} to ${mdy(daysAgo(now, 36))}`,
  (ev, now) =>
    val(
      select(ev, { range: R.between(daysAgo(now, 50), daysAgo(now, 36)), names: ['expense.logged'] }),
      (s) => money(sum(s)),
    ),
);
add('val-low-refund', 'value', 'average refund_issued amount this year?', () => LOW, { low: true });

// ================================ top-events ==============================================
const evRank =
  (range, opts = {}) =>
  (ev, now) =>
    rank(tally(select(ev, { range: range(now), user: opts.user }), O.byName), { ascending: opts.ascending });
const dpRange = (range, user) => (ev, now) => select(ev, { range: range(now), user }).length;
const ALL = () => R.all();
add(
  'te-top5-all',
  'top-events',
  'What are our top 5 events of all time?',
  ranked(evRank(ALL), 5, { dataPoints: dpRange(ALL) }),
);
add(
  'te-top1-lastweek',
  'top-events',
  'most common event last week?',
  ranked(
    evRank((now) => R.lastWeek(t0(now))),
    1,
    { dataPoints: dpRange((now) => R.lastWeek(t0(now))) },
  ),
);
add(
  'te-bottom3-all',
  'top-events',
  'Which 3 events are the least common? trying to find features nobody uses',
  ranked(evRank(ALL, { ascending: true }), 3, { dataPoints: dpRange(ALL) }),
);
add(
  'te-top2-month',
  'top-events',
  (now) => `Top 2 events in ${monthName(mStart(now, -1))}`,
  ranked(
    evRank((now) => R.month(mStart(now, -1))),
    2,
    { dataPoints: dpRange((now) => R.month(mStart(now, -1))) },
  ),
);
add(
  'te-top4-10d',
  'top-events',
  'what were the four most frequent actions in the past 10 days?',
  ranked(
    evRank((now) => R.lastDays(t0(now), 10)),
    4,
    { dataPoints: dpRange((now) => R.lastDays(t0(now), 10)) },
  ),
);
add(
  'te-user-top2',
  'top-events',
  `What two things does ${TOP} do most?`,
  ranked(evRank(ALL, { user: TOP }), 2, { dataPoints: dpRange(ALL, TOP) }),
);
add(
  'te-rarest-30d',
  'top-events',
  "What's the rarest event over the last 30 days?",
  ranked(
    evRank((now) => R.lastDays(t0(now), 30), { ascending: true }),
    1,
    { dataPoints: dpRange((now) => R.lastDays(t0(now), 30)) },
  ),
);
add(
  'te-top4-since',
  'top-events',
  (now) => `since ${iso(daysAgo(now, 21))}, which 4 event types happened most often?`,
  ranked(
    evRank((now) => R.since(daysAgo(now, 21), t0(now))),
    4,
    { dataPoints: dpRange((now) => R.since(daysAgo(now, 21), t0(now))) },
  ),
);

// ================================ top-users ===============================================
const userRank = (range, names, measure) => (ev, now) =>
  rank(tally(select(ev, { range: range(now), names }), O.byUser, measure));
const dpNames = (range, names) => (ev, now) => select(ev, { range: range(now), names }).length;
add(
  'tu-top4-all',
  'top-users',
  'Who are the 4 most active users?',
  ranked(userRank(ALL), 4, { dataPoints: dpNames(ALL) }),
);
add(
  'tu-paid-top3',
  'top-users',
  'top 3 accounts by total invoice-paid amount',
  ranked(userRank(ALL, ['invoice-paid'], O.value), 3, { dataPoints: dpNames(ALL, ['invoice-paid']) }),
);
add(
  'tu-top1-30d',
  'top-users',
  'most active user in the last 30 days?',
  ranked(
    userRank((now) => R.lastDays(t0(now), 30)),
    1,
    { dataPoints: dpNames((now) => R.lastDays(t0(now), 30)) },
  ),
);
add(
  'tu-sent-lastmonth',
  'top-users',
  'Top 3 users by total InvoiceSent amount last month',
  ranked(
    userRank((now) => R.lastMonth(t0(now)), ['InvoiceSent'], O.value),
    3,
    { dataPoints: dpNames((now) => R.lastMonth(t0(now)), ['InvoiceSent']) },
  ),
);
add(
  'tu-hours-8w',
  'top-users',
  'which 3 users tracked the most hours (sum of TimeEntryTracked) in the past 8 weeks?',
  ranked(
    userRank((now) => R.lastWeeks(t0(now), 8), ['TimeEntryTracked'], O.value),
    3,
    { dataPoints: dpNames((now) => R.lastWeeks(t0(now), 8), ['TimeEntryTracked']) },
  ),
);
add(
  'tu-earners',
  'top-users',
  'who are our top 2 earners? the accounts that collected the most money from their clients',
  ranked(userRank(ALL, PAY, O.value), 2, { dataPoints: dpNames(ALL, PAY), confidence: 'not-high' }),
);
add(
  'tu-top3-60d',
  'top-users',
  'top 3 users over the past 60 days by number of events?',
  ranked(
    userRank((now) => R.lastDays(t0(now), 60)),
    3,
    { dataPoints: dpNames((now) => R.lastDays(t0(now), 60)) },
  ),
);
add(
  'tu-partial-top3',
  'top-users',
  (now) => `Top 3 users by partial_payment value since ${mdy(daysAgo(now, 60))}`,
  ranked(
    userRank((now) => R.since(daysAgo(now, 60), t0(now)), ['partial_payment'], O.value),
    3,
    { dataPoints: dpNames((now) => R.since(daysAgo(now, 60), t0(now)), ['partial_payment']) },
  ),
);

// ================================ user ====================================================
add('us-count-top', 'user', `how many events does ${TOP} have in total?`, (ev) =>
  count(select(ev, { user: TOP })),
);
add(
  'us-churner-last',
  'user',
  `When was ${CHURN} last seen? They used to be one of our most active accounts.`,
  (ev) => last(select(ev, { user: CHURN })),
);
add('us-kai-names', 'user', `which event types has ${NEW} used so far?`, (ev) => {
  const s = select(ev, { user: NEW });
  return {
    names: [...new Set(s.map((e) => e.eventName))],
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
add('us-top-recent3', 'user', `show me the 3 most recent events of ${TOP}`, (ev) => {
  const s = select(ev, { user: TOP });
  return {
    names: O.newestFirst(s)
      .slice(0, 3)
      .map((e) => e.eventName),
    confidence: 'high',
    dataPoints: s.length,
  };
});
add('us-low-nobody', 'user', `when was ${NOBODY} last active?`, () => LOW, { low: true });
add('us-big-sent-90d', 'user', `How many InvoiceSent did ${BIG} have in the last 90 days?`, (ev, now) =>
  count(select(ev, { range: R.lastDays(t0(now), 90), names: ['InvoiceSent'], user: BIG })),
);
add('us-kai-first', 'user', `when did ${NEW} first show up?`, (ev) => {
  const s = select(ev, { user: NEW });
  return { names: firstSeen(s), confidence: 'high', dataPoints: s.length };
});
add('us-churner-zero', 'user', `how many events did ${CHURN} have in the last 14 days?`, () => LOW, {
  low: true,
});
add('us-dormant', 'user', `${DORM}: how many events in total, and when were they last seen?`, (ev) => {
  const s = select(ev, { user: DORM });
  return { numbers: [s.length], names: lastSeen(s), confidence: 'high', dataPoints: s.length };
});

// ================================ breakdown ===============================================
const bRank =
  (range, key, names, opts = {}) =>
  (ev, now) =>
    rank(tally(select(ev, { range: range(now), names }), key), opts);
add(
  'bd-weekday',
  'breakdown',
  'which day of the week is busiest for us?',
  ranked(bRank(ALL, O.byWeekday), 1, { dataPoints: dpNames(ALL) }),
);
add(
  'bd-hour-sent',
  'breakdown',
  'At what hour of the day (UTC) do most InvoiceSent events happen?',
  ranked(bRank(ALL, O.byHour, ['InvoiceSent']), 1, { dataPoints: dpNames(ALL, ['InvoiceSent']) }),
);
add(
  'bd-months',
  'breakdown',
  (now) => `invoice-paid count per month between ${iso(mStart(now, -2))} and ${iso(mStart(now, 0) - DAY)}`,
  (ev, now) => {
    const s = select(ev, {
      range: R.between(mStart(now, -2), mStart(now, 0) - DAY),
      names: ['invoice-paid'],
    });
    const m = tally(s, O.byMonth),
      k = [O.isoMonth(mStart(now, -2)), O.isoMonth(mStart(now, -1))];
    return { names: k, numbers: k.map((x) => m.get(x)), confidence: 'high', dataPoints: s.length };
  },
);
add(
  'bd-busiest-day-60d',
  'breakdown',
  'busiest day in the last 60 days? looks like we had a spike at some point',
  ranked(
    bRank((now) => R.lastDays(t0(now), 60), O.byDay),
    1,
    { dataPoints: dpNames((now) => R.lastDays(t0(now), 60)) },
  ),
);
add(
  'bd-login-weeks',
  'breakdown',
  (now) =>
    `weekly login counts from ${iso(monday(now) - 28 * DAY)} to ${iso(monday(now) - DAY)}, week by week`,
  (ev, now) => {
    const s = select(ev, { range: R.between(monday(now) - 28 * DAY, monday(now) - DAY), names: ['login'] });
    const m = tally(s, O.byWeek),
      k = [4, 3, 2, 1].map((w) => iso(monday(now) - w * 7 * DAY));
    return { names: k, numbers: k.map((x) => m.get(x)), confidence: 'high', dataPoints: s.length };
  },
);
add(
  'bd-reminder-hour',
  'breakdown',
  'Reminder Sent by hour of day - which hour is the peak?',
  ranked(bRank(ALL, O.byHour, ['Reminder Sent']), 1, { dataPoints: dpNames(ALL, ['Reminder Sent']) }),
);
add(
  'bd-quietest-weekday',
  'breakdown',
  'quietest weekday overall? thinking about when to schedule maintanance',
  ranked(bRank(ALL, O.byWeekday, undefined, { ascending: true }), 1, { dataPoints: dpNames(ALL) }),
);
add(
  'bd-busiest-week-8w',
  'breakdown',
  'Over the past 8 weeks, which week had the most events?',
  ranked(
    bRank((now) => R.lastWeeks(t0(now), 8), O.byWeek),
    1,
    { dataPoints: dpNames((now) => R.lastWeeks(t0(now), 8)) },
  ),
);

// ================================ compare =================================================
add('cp-7d', 'compare', 'events in the last 7 days vs the 7 days before that?', (ev, now) =>
  cmpCount(ev, { from: t0(now) - 14 * DAY, to: t0(now) - 7 * DAY }, R.lastDays(t0(now), 7)),
);
add(
  'cp-months',
  'compare',
  (now) =>
    `How did the number of invoice.created in ${monthName(mStart(now, -1))} compare with ${monthName(mStart(now, -2))}?`,
  (ev, now) =>
    cmpCount(ev, R.month(mStart(now, -2)), R.month(mStart(now, -1)), { names: ['invoice.created'] }),
);
add('cp-paid-30d', 'compare', 'invoice-paid total: last 30 days vs the previous 30 days', (ev, now) =>
  cmpSum(ev, { from: t0(now) - 60 * DAY, to: t0(now) - 30 * DAY }, R.lastDays(t0(now), 30), {
    names: ['invoice-paid'],
  }),
);
add(
  'cp-sent-14d',
  'compare',
  'Is the InvoiceSent amount growing? Compare its total for the last 14 days with the 14 days before.',
  (ev, now) =>
    cmpSum(ev, { from: t0(now) - 28 * DAY, to: t0(now) - 14 * DAY }, R.lastDays(t0(now), 14), {
      names: ['InvoiceSent'],
    }),
);
add(
  'cp-users-30d',
  'compare',
  'active users over the last 30 days compared with the 30 days before - are we growing?',
  (ev, now) => cmpUsers(ev, { from: t0(now) - 60 * DAY, to: t0(now) - 30 * DAY }, R.lastDays(t0(now), 30)),
);
add('cp-expense-4w', 'compare', 'expense.logged: last 4 weeks vs the 4 weeks before', (ev, now) =>
  cmpCount(ev, { from: t0(now) - 56 * DAY, to: t0(now) - 28 * DAY }, R.lastWeeks(t0(now), 4), {
    names: ['expense.logged'],
  }),
);
add(
  'cp-named-ranges',
  'compare',
  (now) =>
    `invoice.created from ${iso(daysAgo(now, 70))} to ${iso(daysAgo(now, 64))} versus from ${iso(daysAgo(now, 14))} to ${iso(daysAgo(now, 8))}`,
  (ev, now) =>
    cmpCount(
      ev,
      R.between(daysAgo(now, 70), daysAgo(now, 64)),
      R.between(daysAgo(now, 14), daysAgo(now, 8)),
      { names: ['invoice.created'] },
    ),
);
add(
  'cp-hours-lastweek',
  'compare',
  'total TimeEntryTracked hours last week compared with the week before?',
  (ev, now) =>
    cmpSum(ev, { from: monday(now) - 14 * DAY, to: monday(now) - 7 * DAY }, R.lastWeek(t0(now)), {
      names: ['TimeEntryTracked'],
    }),
);

// ================================ share ===================================================
add('sh-time-all', 'share', 'What percentage of all events are TimeEntryTracked?', (ev) =>
  shareEvents(ev, R.all(), 'TimeEntryTracked'),
);
add(
  'sh-users-sent-30d',
  'share',
  'Of the users active in the last 30 days, what % did an InvoiceSent?',
  (ev, now) => shareUsers(ev, R.lastDays(t0(now), 30), 'InvoiceSent'),
);
add('sh-reminder-lastmonth', 'share', 'share of events that were Reminder Sent last month', (ev, now) =>
  shareEvents(ev, R.lastMonth(t0(now)), 'Reminder Sent'),
);
add(
  'sh-users-export',
  'share',
  'what percent of users have ever used Export To Accounting? deciding whether to invest in more integrations',
  (ev) => shareUsers(ev, R.all(), 'Export To Accounting'),
);
add(
  'sh-partial-90d',
  'share',
  'partial_payment as a percentage of all events in the past 90 days',
  (ev, now) => shareEvents(ev, R.lastDays(t0(now), 90), 'partial_payment'),
);
add(
  'sh-users-expense-lastweek',
  'share',
  "what % of last week's active users logged an expense.logged?",
  (ev, now) => shareUsers(ev, R.lastWeek(t0(now)), 'expense.logged'),
);
add('sh-loose-reminders', 'share', 'roughly what fraction of all our activity is payment reminders?', (ev) =>
  shareEvents(ev, R.all(), 'Reminder Sent', 'not-high'),
);
add(
  'sh-paid-month',
  'share',
  (now) =>
    `In ${monthName(mStart(now, -2))} ${year(mStart(now, -2))}, what share of events were invoice-paid?`,
  (ev, now) => shareEvents(ev, R.month(mStart(now, -2)), 'invoice-paid'),
);

// ================================ conversion ==============================================
add(
  'cv-created-sent',
  'conversion',
  'Of the users who did invoice.created, how many went on to InvoiceSent?',
  (ev) => conv(ev, R.all(), 'invoice.created', 'InvoiceSent'),
);
add(
  'cv-sent-paid-60d',
  'conversion',
  "last 60 days: of users with InvoiceSent, how many subsequently got an invoice-paid? and what's teh rate",
  (ev, now) => conv(ev, R.lastDays(t0(now), 60), 'InvoiceSent', 'invoice-paid'),
);
add(
  'cv-sent-reminder-90d',
  'conversion',
  'In the past 90 days, how many users who had InvoiceSent later had a Reminder Sent?',
  (ev, now) => conv(ev, R.lastDays(t0(now), 90), 'InvoiceSent', 'Reminder Sent'),
);
add(
  'cv-client-created',
  'conversion',
  (now) => `conversion from client_added to invoice.created since ${longD(daysAgo(now, 60))}`,
  (ev, now) => conv(ev, R.since(daysAgo(now, 60), t0(now)), 'client_added', 'invoice.created'),
);
add(
  'cv-reminder-paid',
  'conversion',
  'Do reminders work? Last month, of the users with a Reminder Sent, how many had an invoice-paid afterwards?',
  (ev, now) => conv(ev, R.lastMonth(t0(now)), 'Reminder Sent', 'invoice-paid'),
);
add('cv-sent-partial', 'conversion', 'InvoiceSent -> partial_payment conversion, all time', (ev) =>
  conv(ev, R.all(), 'InvoiceSent', 'partial_payment'),
);
add(
  'cv-estimate-created-90d',
  'conversion',
  'how many users who did estimate_sent then did invoice.created (last 90 days)? and the rate',
  (ev, now) => conv(ev, R.lastDays(t0(now), 90), 'estimate_sent', 'invoice.created'),
);
add(
  'cv-login-export-30d',
  'conversion',
  'over the last 30 days, what share of users who had a login went on to Export To Accounting afterwards?',
  (ev, now) => conv(ev, R.lastDays(t0(now), 30), 'login', 'Export To Accounting'),
);

// ================================ churn ===================================================
const n = (xs) => ({ numbers: [xs.length], confidence: 'high' });
add(
  'ch-months',
  'churn',
  (now) =>
    `How many users were active in ${monthName(mStart(now, -2))} but not in ${monthName(mStart(now, -1))}?`,
  (ev, now) => n(O.churned(ev, R.month(mStart(now, -2)), R.month(mStart(now, -1)))),
);
add('ch-new-30d', 'churn', 'how many new users in the last 30 days (first event ever)?', (ev, now) =>
  n(O.newUsers(ev, R.lastDays(t0(now), 30))),
);
add(
  'ch-new-lastmonth',
  'churn',
  'New signups last month - how many accounts showed up for the first time?',
  (ev, now) => n(O.newUsers(ev, R.lastMonth(t0(now)))),
);
add(
  'ch-ranges',
  'churn',
  (now) =>
    `users who were active between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 31))} but haven't done anything since ${iso(daysAgo(now, 30))} - how many?`,
  (ev, now) =>
    n(O.churned(ev, R.between(daysAgo(now, 60), daysAgo(now, 31)), R.since(daysAgo(now, 30), t0(now)))),
);
add('ch-new-lastweek', 'churn', 'how many brand new users last week?', (ev, now) =>
  n(O.newUsers(ev, R.lastWeek(t0(now)))),
);
add(
  'ch-weeks',
  'churn',
  (now) =>
    `How many users were active between ${iso(monday(now) - 14 * DAY)} and ${iso(monday(now) - 8 * DAY)} but not between ${iso(monday(now) - 7 * DAY)} and ${iso(monday(now) - DAY)}?`,
  (ev, now) =>
    n(
      O.churned(
        ev,
        R.between(monday(now) - 14 * DAY, monday(now) - 8 * DAY),
        R.between(monday(now) - 7 * DAY, monday(now) - DAY),
      ),
    ),
);
add(
  'ch-new-since',
  'churn',
  (now) => `number of new users since ${mdy(daysAgo(now, 20))}`,
  (ev, now) => n(O.newUsers(ev, R.since(daysAgo(now, 20), t0(now)))),
);
add(
  'ch-new-month',
  'churn',
  (now) => `How many users had their very first event in ${monthName(mStart(now, -2))}?`,
  (ev, now) => n(O.newUsers(ev, R.month(mStart(now, -2)))),
);

// ================================ recency =================================================
add('rc-last-export', 'recency', 'When was the last Export To Accounting?', (ev) =>
  last(select(ev, { names: ['Export To Accounting'] })),
);
add('rc-partial-7d', 'recency', 'did anyone record a partial_payment in the last 7 days?', (ev, now) =>
  count(select(ev, { range: R.lastDays(t0(now), 7), names: ['partial_payment'] })),
);
add('rc-user-sent', 'recency', `when did ${TOP} last have an InvoiceSent?`, (ev) =>
  last(select(ev, { names: ['InvoiceSent'], user: TOP })),
);
add('rc-estimate', 'recency', 'last estimate_sent - when was it?', (ev) =>
  last(select(ev, { names: ['estimate_sent'] })),
);
add('rc-low-refund', 'recency', 'When was the last refund_issued event?', () => LOW, { low: true });
add('rc-churner-30d', 'recency', `has ${CHURN} done anything in the past 30 days?`, () => LOW, { low: true });
add('rc-reminder', 'recency', 'most recent Reminder Sent?', (ev) =>
  last(select(ev, { names: ['Reminder Sent'] })),
);
add('rc-client', 'recency', 'When did anyone last do client_added?', (ev) =>
  last(select(ev, { names: ['client_added'] })),
);

// ================================ catalogue ===============================================
const names = (ev) => [...new Set(ev.map((e) => e.eventName))];
add('cat-names', 'catalogue', 'What event names do we have in here?', (ev) => ({
  names: names(ev),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-users', 'catalogue', 'how many users are there in total?', (ev) => ({
  numbers: [users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-events', 'catalogue', 'Total number of events stored for our account?', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-types', 'catalogue', 'how many distinct event types are we tracking?', (ev) => ({
  numbers: [names(ev).length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add(
  'cat-reminder-name',
  'catalogue',
  "is there an event for payment reminders? what's it called exactly?",
  () => ({ names: ['Reminder Sent'], confidence: 'not-high' }),
);
add(
  'cat-list-counts',
  'catalogue',
  'list every event type with how many times it occurred',
  ranked(evRank(ALL), 11, { dataPoints: dpRange(ALL) }),
);
add(
  'cat-hours-name',
  'catalogue',
  'which event holds the hours people track? new analyst here, learning the schema',
  () => ({ names: ['TimeEntryTracked'], confidence: 'not-high' }),
);

// ================================ other ===================================================
const other = [
  ['oth-currency', 'What is the currency breakdown of our invoices, USD vs EUR vs GBP?'],
  ['oth-client-balance', "Which of our users' clients has the highest outstanding balance right now?"],
  ['oth-send-reminder', 'Can you send a payment reminder to fl_1010 now please'],
  ['oth-vat', 'What VAT rate was applied on invoices last quarter?'],
  ['oth-forecast', 'predict how much our users will invoice next month'],
  ['oth-software', 'Which accounting software (Xero, QuickBooks, FreeAgent) do people export to most?'],
  ['oth-weather', "what's the weather going to be like in Lisbon tomorrow?"],
  ['oth-why-churn', 'Why did freelancers cancel their subscription last month? what reasons did they give'],
  ['oth-employees', `How many employees does ${TOP} have?`],
  ['oth-margin', 'what is the profit margin per project for agencies?'],
];
for (const [id, q] of other) add(id, 'other', q, () => LOW);

export { cases };
