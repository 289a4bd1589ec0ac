// Cases for the field-service round. Every expectation is computed from the events with the
// reference oracle, following /work/shared/ai/SEMANTICS.md.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { INCIDENT_DAYS_AGO, EVENT_NAMES } from './data.mjs';

const {
  DAY,
  WEEK,
  ranges,
  select,
  users,
  sum,
  avg,
  min,
  max,
  round,
  rank,
  tally,
  percent,
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  isoDay,
  dayStart,
  weekStart,
  monthStart,
  MONTHS,
} = O;

export const cases = [];
const add = (id, type, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });
const withTie = (expect, tieAtCut) => Object.assign(expect, { tieAtCut });

// ---- expectation helpers ----------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
// An in-scope expectation; an empty scope turns into `low` so that the self-check flags it.
const exp = (dataPoints, body, confidence = 'high') =>
  dataPoints ? { ...body, confidence, dataPoints } : LOW();
const countOf = (evs, confidence = 'high') => exp(evs.length, { numbers: [evs.length] }, confidence);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : round((v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const sum2 = (evs) => round(sum(evs), 2);
// A ranked list cut at n is tied when item n and item n+1 have the same (displayed) figure.
const tiedAt = (ranked, n) => ranked.length > n && ranked[n - 1][1] === ranked[n][1];
const ranked = (evs, key, { n, ascending = false, measure } = {}) => {
  const m = tally(evs, key, measure);
  if (measure) for (const [k, v] of m) m.set(k, round(v, 2));
  return rank(m, { n: Infinity, ascending }).slice(0, n === undefined ? Infinity : n + 1);
};
const listExp = (r, n, dataPoints, confidence = 'high') =>
  exp(
    dataPoints,
    { names: r.slice(0, n).map(([k]) => k), numbers: r.slice(0, n).map(([, v]) => v) },
    confidence,
  );
const minuteOf = (t) => new Date(t).toISOString().slice(11, 16);
const whenExp = (t, dataPoints, confidence = 'high') =>
  exp(dataPoints, { names: [isoDay(t), minuteOf(t)] }, confidence);
const cmpExp = (a, b, dataPoints, confidence = 'high') => {
  const c = change(a, b);
  return exp(
    dataPoints,
    { numbers: [a, b, round(c.diff, 2)], percents: c.pct === null ? [] : [c.pct] },
    confidence,
  );
};

// ---- question date helpers ----------------------------------------------------------------------
const T = (now) => +now;
const ago = (now, k) => dayStart(+now) - k * DAY; // start of the UTC day k days back
const incident = (now) => ago(now, INCIDENT_DAYS_AGO);
const mName = (t) => MONTHS[new Date(t).getUTCMonth()];
const ord = (d) => d + (d % 100 >= 11 && d % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th'));
const dnum = (t) => new Date(t).getUTCDate();
const longDay = (t) => `${mName(t)} ${ord(dnum(t))}`; // October 19th
const shortDay = (t) => `${mName(t).slice(0, 3)} ${dnum(t)}`; // Oct 19
const fullDay = (t) => `${mName(t)} ${dnum(t)}, ${new Date(t).getUTCFullYear()}`; // October 19, 2026
const iso = (t) => isoDay(t);
const mBack = (now, k) => monthStart(+now, -k); // start of the month k back
const monthRange = (now, k) => ranges.month(O.pastMonth(+now, new Date(mBack(now, k)).getUTCMonth()));

const WO = 'work_order_created',
  ASSIGNED = 'job.assigned',
  CHECKIN = 'TechCheckedIn',
  PART = 'part_used',
  DONE = 'Job Completed',
  SIGNOFF = 'customer-signoff',
  PAID = 'invoice.paid',
  RATED = 'visit_rated',
  RESCHED = 'job-rescheduled',
  CANCEL = 'JobCancelled',
  OPENED = 'App Opened';
const MARCO = 'tech_marco_r',
  ALICE = 'disp_alice',
  OAK = 'cust_oakridge_pm',
  DWAYNE = 'tech_dwayne',
  HALLORAN = 'cust_hallorans',
  PRIYA = 'tech_priya_new',
  NEWBUILD = 'cust_newbuild_llc',
  LEBLANC = 'cust_leblanc';

// =================================================================================================
// count
// =================================================================================================
add('count-wo-all', 'count', 'how many work_order_created events are there overall?', (ev) =>
  countOf(select(ev, { names: [WO] })),
);
add(
  'count-yesterday',
  'count',
  'quick one — how many events did we log yesterday? the dashbaord looks off',
  (ev, now) => countOf(select(ev, { range: ranges.yesterday(T(now)) })),
);
add('count-completed-7d', 'count', 'Number of job completed events in the last 7 days?', (ev, now) =>
  countOf(select(ev, { range: ranges.lastDays(T(now), 7), names: [DONE] })),
);
add(
  'count-wo-incident',
  'count',
  (now) =>
    `How many work_order_created events were there on ${iso(incident(now))}? That was the cold snap, the phones were ringing nonstop.`,
  (ev, now) => countOf(select(ev, { range: ranges.on(incident(now)), names: [WO] })),
);
add('count-cancel-lastweek', 'count', 'JobCancelled count for last week pls', (ev, now) =>
  countOf(select(ev, { range: ranges.lastWeek(T(now)), names: [CANCEL] })),
);
add(
  'count-marco-checkins-month',
  'count',
  (now) => `For payroll: how many TechCheckedIn events did tech_marco_r have in ${mName(mBack(now, 1))}?`,
  (ev, now) => countOf(select(ev, { range: monthRange(now, 1), names: [CHECKIN], user: MARCO })),
);
add(
  'count-parts-between',
  'count',
  (now) => `count of part_used between ${shortDay(ago(now, 60))} and ${shortDay(ago(now, 46))}`,
  (ev, now) => countOf(select(ev, { range: ranges.between(ago(now, 60), ago(now, 46)), names: [PART] })),
);
add(
  'count-loose-cancellations',
  'count',
  'how many cancellations have we had in the past 30 days?',
  (ev, now) => countOf(select(ev, { range: ranges.lastDays(T(now), 30), names: [CANCEL] }), 'not-high'),
);
add('count-today', 'count', 'How many events so far today?', (ev, now) =>
  countOf(select(ev, { range: ranges.today(T(now)) })),
);
add(
  'count-resched-since',
  'count',
  (now) => `job-rescheduled events since ${fullDay(ago(now, 21))} — how many? feels like a lot`,
  (ev, now) => countOf(select(ev, { range: ranges.since(ago(now, 21), T(now)), names: [RESCHED] })),
);
add(
  'count-paid-before',
  'count',
  (now) => `How many invoice.paid events happened before ${iso(ago(now, 90))}?`,
  (ev, now) => countOf(select(ev, { range: ranges.before(ago(now, 90)), names: [PAID] })),
);
add('count-assigned-48h', 'count', 'job.assigned in the last 48 hours — count?', (ev, now) =>
  countOf(select(ev, { range: ranges.lastHours(T(now), 48), names: [ASSIGNED] })),
);
add(
  'count-low-warranty',
  'count',
  'How many warranty_claim_filed events did we get last month?',
  () => LOW(),
  { low: true },
);
add('count-loose-checkins', 'count', 'how many check-ins did the techs do in the past week?', (ev, now) =>
  countOf(select(ev, { range: ranges.lastDays(T(now), 7), names: [CHECKIN] }), 'not-high'),
);
add('count-month', 'count', 'Total number of events so far this month?', (ev, now) =>
  countOf(select(ev, { range: ranges.thisMonth(T(now)) })),
);

add('count-paid-2months', 'count', 'invoice.paid events in the past 2 months?', (ev, now) =>
  countOf(select(ev, { range: ranges.lastMonths(T(now), 2), names: [PAID] })),
);
add(
  'count-cancel-named-month',
  'count',
  (now) =>
    `How many JobCancelled were there in ${mName(mBack(now, 1))} ${new Date(mBack(now, 1)).getUTCFullYear()}?`,
  (ev, now) => countOf(select(ev, { range: ranges.month(mBack(now, 1)), names: [CANCEL] })),
);
add('count-24h', 'count', 'events in the last 24 hours? (all types)', (ev, now) =>
  countOf(select(ev, { range: ranges.lastHours(T(now), 24) })),
);

// =================================================================================================
// users
// =================================================================================================
const usersExp = (evs, confidence = 'high') => exp(evs.length, { numbers: [users(evs).size] }, confidence);
add('users-30d', 'users', 'how many distinct users were active in the last 30 days?', (ev, now) =>
  usersExp(select(ev, { range: ranges.lastDays(T(now), 30) })),
);
add(
  'users-paid-lastmonth',
  'users',
  'How many unique users had an invoice.paid event last month?',
  (ev, now) => usersExp(select(ev, { range: ranges.lastMonth(T(now)), names: [PAID] })),
);
add(
  'users-checkin-lastweek',
  'users',
  'How many people had a Tech Checked In last week? trying to see how many vans were actually out',
  (ev, now) => usersExp(select(ev, { range: ranges.lastWeek(T(now)), names: [CHECKIN] })),
);
add(
  'users-rated-between',
  'users',
  (now) =>
    `between ${iso(ago(now, 45))} and ${iso(ago(now, 31))}, how many differnt users logged a visit rated?`,
  (ev, now) => usersExp(select(ev, { range: ranges.between(ago(now, 45), ago(now, 31)), names: [RATED] })),
);
add('users-yesterday', 'users', 'active users yesterday?', (ev, now) =>
  usersExp(select(ev, { range: ranges.yesterday(T(now)) })),
);
add('users-thisweek', 'users', 'How many users have been active so far this week?', (ev, now) =>
  usersExp(select(ev, { range: ranges.thisWeek(T(now)) })),
);
add('users-loose-signoff', 'users', 'how many customers signed off on a job in the past 2 weeks', (ev, now) =>
  usersExp(select(ev, { range: ranges.lastWeeks(T(now), 2), names: [SIGNOFF] }), 'not-high'),
);
add('users-low-quote', 'users', 'how many users triggered quote_sent in the last 30 days?', () => LOW(), {
  low: true,
});
add(
  'users-incident',
  'users',
  (now) => `How many unique users were active on ${longDay(incident(now))}?`,
  (ev, now) => usersExp(select(ev, { range: ranges.on(incident(now)) })),
);
add('users-thisyear', 'users', 'how many users have we had this year so far', (ev, now) =>
  usersExp(select(ev, { range: ranges.thisYear(T(now)) })),
);

// =================================================================================================
// value
// =================================================================================================
add('value-paid-sum-all', 'value', "What's the total invoice.paid amount, all time?", (ev) => {
  const e = select(ev, { names: [PAID] });
  return exp(e.length, { numbers: [sum2(e)] });
});
add(
  'value-avg-minutes-lastmonth',
  'value',
  'average Job Completed value last month? (it is minutes on site)',
  (ev, now) => {
    const e = select(ev, { range: ranges.lastMonth(T(now)), names: [DONE] });
    return exp(e.length, { numbers: [avg(e)] });
  },
);
add(
  'value-max-part-90d',
  'value',
  "What's the max part used value over the last 90 days? someone logged something pricey",
  (ev, now) => {
    const e = select(ev, { range: ranges.lastDays(T(now), 90), names: [PART] });
    return exp(e.length, { numbers: [max(e)] });
  },
);
add(
  'value-min-paid-month',
  'value',
  (now) => `smallest invoice.paid amount in ${mName(mBack(now, 2))}?`,
  (ev, now) => {
    const e = select(ev, { range: monthRange(now, 2), names: [PAID] });
    return exp(e.length, { numbers: [min(e)] });
  },
);
add('value-median-rating-30d', 'value', 'median visit_rated over the past 30 days', (ev, now) => {
  const e = select(ev, { range: ranges.lastDays(T(now), 30), names: [RATED] });
  return exp(e.length, { numbers: [median(e)] });
});
add('value-revenue-lastmonth', 'value', 'How much revenue did we collect last month?', (ev, now) => {
  const e = select(ev, { range: ranges.lastMonth(T(now)), names: [PAID] });
  return exp(e.length, { names: [PAID], numbers: [sum2(e)] }, 'not-high');
});
add(
  'value-oak-spent-since',
  'value',
  (now) =>
    `how much has cust_oakridge_pm spent on invoice.paid since ${longDay(ago(now, 60))}? their AP person is asking`,
  (ev, now) => {
    const e = select(ev, { range: ranges.since(ago(now, 60), T(now)), names: [PAID], user: OAK });
    return exp(e.length, { numbers: [sum2(e)] });
  },
);
add(
  'value-avg-part-14d',
  'value',
  'average part_used value over the past 14 days (i.e. what a part costs us on avg)',
  (ev, now) => {
    const e = select(ev, { range: ranges.lastDays(T(now), 14), names: [PART] });
    return exp(e.length, { numbers: [avg(e)] });
  },
);
add(
  'value-marco-minutes-4w',
  'value',
  'sum of Job Completed values for tech_marco_r over the last 4 weeks — total minutes on site',
  (ev, now) => {
    const e = select(ev, { range: ranges.lastWeeks(T(now), 4), names: [DONE], user: MARCO });
    return exp(e.length, { numbers: [sum2(e)] });
  },
);
add('value-loose-avg-invoice', 'value', "What's our average invoice over the past 3 months?", (ev, now) => {
  const e = select(ev, { range: ranges.lastMonths(T(now), 3), names: [PAID] });
  return exp(e.length, { numbers: [avg(e)] }, 'not-high');
});
add('value-low-refund', 'value', "What's the sum of refund_issued values?", () => LOW(), { low: true });
add('value-max-minutes-all', 'value', 'longest job we ever did? i.e. the max Job Completed value', (ev) => {
  const e = select(ev, { names: [DONE] });
  return exp(e.length, { numbers: [max(e)] });
});
add(
  'value-leblanc-avg-rating',
  'value',
  "What's the average visit_rated value from cust_leblanc? they keep complaining",
  (ev) => {
    const e = select(ev, { names: [RATED], user: LEBLANC });
    return exp(e.length, { numbers: [avg(e)] });
  },
);

// =================================================================================================
// top-events
// =================================================================================================
// Most (or least) common event names in a range; a least-common list also needs every name present.
const topEvents = (id, question, rangeOf, n, { ascending = false, confidence = 'high' } = {}) => {
  const scope = (ev, now) => select(ev, { range: rangeOf(now) });
  add(
    id,
    'top-events',
    question,
    withTie(
      (ev, now) => {
        const e = scope(ev, now);
        return listExp(ranked(e, O.byName, { n, ascending }), n, e.length, confidence);
      },
      (ev, now) => {
        const r = ranked(scope(ev, now), O.byName, { n, ascending });
        return tiedAt(r, n) || (ascending && tally(scope(ev, now), O.byName).size < EVENT_NAMES.length);
      },
    ),
  );
};
topEvents('te-top5-all', 'what are our top 5 events?', () => ranges.all(), 5);
topEvents('te-top3-lastweek', 'top 3 events last week', (now) => ranges.lastWeek(T(now)), 3);
topEvents(
  'te-least3-all',
  'Which 3 event types happen least often? wondering if some features are dead weight',
  () => ranges.all(),
  3,
  { ascending: true },
);
topEvents(
  'te-top1-yesterday',
  'what was the most common event yesterday?',
  (now) => ranges.yesterday(T(now)),
  1,
);
topEvents(
  'te-top6-30d',
  'Top 6 event names in the last 30 days, by count.',
  (now) => ranges.lastDays(T(now), 30),
  6,
);
topEvents(
  'te-top2-incident',
  (now) => `On ${shortDay(incident(now))}, which 2 events were most frequent?`,
  (now) => ranges.on(incident(now)),
  2,
);
topEvents(
  'te-least2-14d',
  'bottom 2 events over the past 14 days by volume',
  (now) => ranges.lastDays(T(now), 14),
  2,
  { ascending: true },
);
topEvents(
  'te-list-since',
  (now) => `most common events since ${fullDay(ago(now, 45))}?`,
  (now) => ranges.since(ago(now, 45), T(now)),
  5,
);

// =================================================================================================
// top-users
// =================================================================================================
const topUsers = (id, question, scopeOf, n, { byValue = false, confidence = 'high' } = {}) => {
  const r = (ev, now) => ranked(scopeOf(ev, now), O.byUser, { n, measure: byValue ? O.value : undefined });
  add(
    id,
    'top-users',
    question,
    withTie(
      (ev, now) => listExp(r(ev, now), n, scopeOf(ev, now).length, confidence),
      (ev, now) => tiedAt(r(ev, now), n),
    ),
  );
};
topUsers('tu-top3-all', 'Who are our 3 most active users?', (ev) => ev, 3);
topUsers(
  'tu-spenders-90d',
  'who are our top 3 spenders over the last 90 days?',
  (ev, now) => select(ev, { range: ranges.lastDays(T(now), 90), names: [PAID] }),
  3,
  { byValue: true, confidence: 'not-high' },
);
topUsers(
  'tu-completed-60d',
  'Which 2 users have the most Job Completed events in the last 60 days? thinking about a bonus',
  (ev, now) => select(ev, { range: ranges.lastDays(T(now), 60), names: [DONE] }),
  2,
);
topUsers(
  'tu-wo-lastmonth',
  'top 2 users by work_order_created last month',
  (ev, now) => select(ev, { range: ranges.lastMonth(T(now)), names: [WO] }),
  2,
);
topUsers(
  'tu-paid-sum-all',
  'Top 5 users by total invoice.paid value, all time',
  (ev) => select(ev, { names: [PAID] }),
  5,
  { byValue: true },
);
topUsers(
  'tu-top1-lastweek',
  'who was the single most active user last week?',
  (ev, now) => select(ev, { range: ranges.lastWeek(T(now)) }),
  1,
);
topUsers(
  'tu-parts-value-8w',
  'which users logged the most part_used value in the past 8 weeks? top 3, by dollars',
  (ev, now) => select(ev, { range: ranges.lastWeeks(T(now), 8), names: [PART] }),
  3,
  { byValue: true },
);
topUsers(
  'tu-raters',
  'top 2 users by number of visit_rated events — who rates us the most?',
  (ev) => select(ev, { names: [RATED] }),
  2,
);

add('tu-low-unknown', 'top-users', 'top 5 users by estimate_approved events?', () => LOW(), { low: true });

// =================================================================================================
// user
// =================================================================================================
const userEvents = (ev, u) => select(ev, { user: u });
add('user-count-marco', 'user', 'How many events does tech_marco_r have?', (ev) =>
  countOf(userEvents(ev, MARCO)),
);
add('user-first-priya', 'user', 'when was tech_priya_new first seen? HR wants to confirm her start', (ev) => {
  const e = userEvents(ev, PRIYA);
  return e.length ? whenExp(Math.min(...e.map(time)), e.length) : LOW();
});
add('user-last-dwayne', 'user', 'When did tech_dwayne last show any activity?', (ev) => {
  const e = userEvents(ev, DWAYNE);
  return e.length ? whenExp(Math.max(...e.map(time)), e.length) : LOW();
});
add(
  'user-recent-oak',
  'user',
  'show me the 3 most recent events for cust_oakridge_pm',
  withTie(
    (ev) => {
      const e = userEvents(ev, OAK);
      return exp(e.length, {
        names: newestFirst(e)
          .slice(0, 3)
          .map((x) => x.eventName),
      });
    },
    (ev) => {
      const t4 = newestFirst(userEvents(ev, OAK)).slice(0, 4).map(time);
      return new Set(t4).size < t4.length;
    },
  ),
);
add(
  'user-names-halloran',
  'user',
  'which event types has cust_hallorans used? trying to understand what they actualy did in the app',
  (ev) => {
    const e = userEvents(ev, HALLORAN);
    return exp(e.length, { names: [...new Set(e.map((x) => x.eventName))], unordered: true });
  },
);
add('user-alice-7d', 'user', 'how many events did disp_alice have in the last 7 days?', (ev, now) =>
  countOf(select(ev, { user: ALICE, range: ranges.lastDays(T(now), 7) })),
);
add('user-low-nobody', 'user', 'what has tech_ghost been up to lately?', () => LOW(), { low: true });
add(
  'user-first-newbuild',
  'user',
  'cust_newbuild_llc: when did they first show up, and how many events do they have so far?',
  (ev) => {
    const e = userEvents(ev, NEWBUILD);
    return exp(e.length, {
      names: [isoDay(Math.min(...e.map(time))), minuteOf(Math.min(...e.map(time)))],
      numbers: [e.length],
    });
  },
);
add('user-last-halloran', 'user', 'last seen for cust_hallorans?', (ev) => {
  const e = userEvents(ev, HALLORAN);
  return e.length ? whenExp(Math.max(...e.map(time)), e.length) : LOW();
});

// =================================================================================================
// breakdown
// =================================================================================================
// A full breakdown: every bucket in chronological order with its figure.
const series = (evs, key, measure) => {
  const m = tally(evs, key, measure);
  return [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([k, v]) => [k, measure ? round(v, 2) : v]);
};
const seriesExp = (evs, key, confidence = 'high') => {
  const s = series(evs, key);
  return exp(evs.length, { names: s.map(([k]) => k), numbers: s.map(([, v]) => v) }, confidence);
};
const busiest = (id, question, scopeOf, key, { measure, confidence = 'high' } = {}) => {
  const r = (ev, now) => ranked(scopeOf(ev, now), key, { n: 1, measure });
  add(
    id,
    'breakdown',
    question,
    withTie(
      (ev, now) => listExp(r(ev, now), 1, scopeOf(ev, now).length, confidence),
      (ev, now) => tiedAt(r(ev, now), 1),
    ),
  );
};
add('bd-month-all', 'breakdown', 'events per month please, all time', (ev) => seriesExp(ev, O.byMonth));
busiest(
  'bd-busiest-day-wo',
  'which day had the most work_order_created events?',
  (ev) => select(ev, { names: [WO] }),
  O.byDay,
);
busiest('bd-busiest-weekday', "What's our busiest day of the week overall?", (ev) => ev, O.byWeekday);
busiest(
  'bd-hour-checkin',
  'At what hour of the day (UTC) do most TechCheckedIn events happen?',
  (ev) => select(ev, { names: [CHECKIN] }),
  O.byHour,
);
add(
  'bd-weekly-completed',
  'breakdown',
  (now) =>
    `weekly Job Completed counts between ${iso(weekStart(T(now)) - 4 * WEEK)} and ${iso(weekStart(T(now)) - DAY)}, one number per week`,
  (ev, now) =>
    seriesExp(
      select(ev, {
        range: ranges.between(weekStart(T(now)) - 4 * WEEK, weekStart(T(now)) - DAY),
        names: [DONE],
      }),
      O.byWeek,
    ),
);
add('bd-daily-lastweek', 'breakdown', 'give me a day-by-day count of all events last week', (ev, now) =>
  seriesExp(select(ev, { range: ranges.lastWeek(T(now)) }), O.byDay),
);
busiest(
  'bd-month-paid-total',
  'which month had the highest invoice.paid total?',
  (ev) => select(ev, { names: [PAID] }),
  O.byMonth,
  { measure: O.value },
);
busiest(
  'bd-hour-app',
  'busiest hour of the day for App Opened?',
  (ev) => select(ev, { names: [OPENED] }),
  O.byHour,
);
busiest(
  'bd-weekday-completed',
  'Which weekday has the most Job Completed events? guessing Monday because of the weekend backlog',
  (ev) => select(ev, { names: [DONE] }),
  O.byWeekday,
);
add('bd-loose-completed-month', 'breakdown', 'can you break down completed jobs by month?', (ev) =>
  seriesExp(select(ev, { names: [DONE] }), O.byMonth, 'not-high'),
);

add(
  'bd-low-unknown',
  'breakdown',
  'weekly breakdown of membership_renewed for the last 8 weeks',
  () => LOW(),
  { low: true },
);

// =================================================================================================
// compare (earlier period first; change = later − earlier)
// =================================================================================================
const compareCount = (id, question, names, periodsOf, confidence = 'high') =>
  add(id, 'compare', question, (ev, now) => {
    const [a, b] = periodsOf(now).map((range) => select(ev, { range, names }));
    return cmpExp(a.length, b.length, a.length + b.length, confidence);
  });
const compareSum = (id, question, names, periodsOf, confidence = 'high', extraNames) =>
  add(id, 'compare', question, (ev, now) => {
    const [a, b] = periodsOf(now).map((range) => select(ev, { range, names }));
    const x = cmpExp(sum2(a), sum2(b), a.length + b.length, confidence);
    return extraNames && x.confidence !== 'low' ? { ...x, names: extraNames } : x;
  });
const rolling = (now, days) => [
  { from: T(now) - 2 * days * DAY, to: T(now) - days * DAY },
  ranges.lastDays(T(now), days),
];

compareCount(
  'cmp-app-7v7',
  'App Opened in the last 7 days vs the previous 7 days? the new customer app shipped recently',
  [OPENED],
  (now) => rolling(now, 7),
);
compareSum(
  'cmp-paid-months',
  'compare invoice.paid totals: last month vs the month before',
  [PAID],
  (now) => [ranges.month(mBack(now, 2)), ranges.lastMonth(T(now))],
);
compareCount(
  'cmp-wo-named-months',
  (now) =>
    `work_order_created in ${mName(mBack(now, 3))} compared to ${mName(mBack(now, 2))} — did the fall push make a difference?`,
  [WO],
  (now) => [monthRange(now, 3), monthRange(now, 2)],
);
compareCount('cmp-parts-growing', 'Is part_used growing? last 60 days vs the 60 days before', [PART], (now) =>
  rolling(now, 60),
);
add(
  'cmp-users-weeks',
  'compare',
  'how many users were active last week versus the week before that?',
  (ev, now) => {
    const lw = ranges.lastWeek(T(now));
    const [a, b] = [{ from: lw.from - WEEK, to: lw.from }, lw].map((range) => select(ev, { range }));
    return cmpExp(users(a).size, users(b).size, a.length + b.length);
  },
);
compareCount(
  'cmp-completed-8w',
  'Job Completed: last 8 weeks vs the 8 weeks before, up or down?',
  [DONE],
  (now) => rolling(now, 56),
);
compareSum(
  'cmp-revenue-months',
  (now) =>
    `How did revenue in ${mName(mBack(now, 1))} compare with ${mName(mBack(now, 2))}? need it for the board deck`,
  [PAID],
  (now) => [monthRange(now, 2), monthRange(now, 1)],
  'not-high',
  [PAID],
);
compareCount(
  'cmp-signoff-ranges',
  (now) =>
    `customer signoffs from ${iso(ago(now, 56))} to ${iso(ago(now, 43))} vs from ${iso(ago(now, 42))} to ${iso(ago(now, 29))}`,
  [SIGNOFF],
  (now) => [ranges.between(ago(now, 56), ago(now, 43)), ranges.between(ago(now, 42), ago(now, 29))],
);

// =================================================================================================
// share
// =================================================================================================
const shareEvents = (id, question, name, rangeOf, confidence = 'high') =>
  add(id, 'share', question, (ev, now) => {
    const all = select(ev, { range: rangeOf(now) });
    const part = all.filter((e) => e.eventName === name).length;
    return part ? exp(all.length, { percents: [percent(part, all.length)] }, confidence) : LOW();
  });
const shareUsers = (id, question, name, rangeOf, confidence = 'high') =>
  add(id, 'share', question, (ev, now) => {
    const all = select(ev, { range: rangeOf(now) });
    const did = users(all.filter((e) => e.eventName === name)).size;
    return did ? exp(all.length, { percents: [percent(did, users(all).size)] }, confidence) : LOW();
  });
shareEvents('share-app-all', 'What percentage of all events are App Opened?', OPENED, () => ranges.all());
shareEvents('share-cancel-lastmonth', 'what % of events last month were JobCancelled?', CANCEL, (now) =>
  ranges.lastMonth(T(now)),
);
shareUsers(
  'share-users-rated-30d',
  'What share of users active in the last 30 days did a visit_rated?',
  RATED,
  (now) => ranges.lastDays(T(now), 30),
);
shareUsers(
  'share-users-paid-all',
  'what fraction of all our users ever had an invoice.paid? as a percentage',
  PAID,
  () => ranges.all(),
);
shareEvents('share-parts-lastweek', 'part_used as a share of all activity last week', PART, (now) =>
  ranges.lastWeek(T(now)),
);
shareEvents(
  'share-loose-resched',
  'what percent of all events are reschedules?',
  RESCHED,
  () => ranges.all(),
  'not-high',
);
shareUsers(
  'share-users-checkin-lastweek',
  'of everyone active last week, what percentage had a TechCheckedIn?',
  CHECKIN,
  (now) => ranges.lastWeek(T(now)),
);
shareEvents(
  'share-wo-incident',
  (now) => `On ${iso(incident(now))}, what share of events were work_order_created?`,
  WO,
  (now) => ranges.on(incident(now)),
);

// =================================================================================================
// conversion
// =================================================================================================
const convert = (id, question, a, b, rangeOf, confidence = 'high') =>
  add(id, 'conversion', question, (ev, now) => {
    const range = rangeOf(now);
    const c = conversion(ev, range, a, b);
    const dp = select(ev, { range, names: [a, b] }).length;
    return c.did ? exp(dp, { numbers: [c.did, c.converted], percents: [c.pct] }, confidence) : LOW();
  });
convert(
  'conv-app-checkin-14d',
  'Of users who had App Opened in the last 14 days, how many went on to a TechCheckedIn afterwards?',
  OPENED,
  CHECKIN,
  (now) => ranges.lastDays(T(now), 14),
);
convert(
  'conv-signoff-paid-lastmonth',
  'conversion from customer-signoff to invoice.paid last month?',
  SIGNOFF,
  PAID,
  (now) => ranges.lastMonth(T(now)),
);
convert(
  'conv-signoff-rated-all',
  'how many users who did customer-signoff later did visit_rated? all time, with the %',
  SIGNOFF,
  RATED,
  () => ranges.all(),
);
convert(
  'conv-rated-paid-8w',
  'visit_rated → invoice.paid conversion over the past 8 weeks (do people who rate us come back and pay again?)',
  RATED,
  PAID,
  (now) => ranges.lastWeeks(T(now), 8),
);
convert(
  'conv-app-paid-since',
  (now) => `Of users with App Opened since ${longDay(ago(now, 30))}, what % later had an invoice.paid?`,
  OPENED,
  PAID,
  (now) => ranges.since(ago(now, 30), T(now)),
);
convert(
  'conv-resched-cancel-90d',
  'users with a job-rescheduled in the last 90 days — how many of them later had a JobCancelled?',
  RESCHED,
  CANCEL,
  (now) => ranges.lastDays(T(now), 90),
);
convert(
  'conv-loose-signoff-paid',
  'what % of customers who signed off went on to pay?',
  SIGNOFF,
  PAID,
  () => ranges.all(),
  'not-high',
);

// =================================================================================================
// churn and new users
// =================================================================================================
const countList = (list) => (list.length ? { numbers: [list.length], confidence: 'high' } : LOW());
// "Which users…": a short list is named in full (any order).
const whoList = (list) =>
  list.length > 10
    ? countList(list)
    : list.length
      ? { ...countList(list), names: [...list].sort(), unordered: true }
      : LOW();
add(
  'churn-months',
  'churn',
  (now) => `Which users were active in ${mName(mBack(now, 3))} but not in ${mName(mBack(now, 1))}?`,
  (ev, now) => whoList(churned(ev, monthRange(now, 3), monthRange(now, 1))),
);
add('churn-new-lastmonth', 'churn', 'how many new users did we get last month?', (ev, now) =>
  countList(newUsers(ev, ranges.lastMonth(T(now)))),
);
add('churn-new-7d', 'churn', 'any new users in the past 7 days? how many?', (ev, now) =>
  countList(newUsers(ev, ranges.lastDays(T(now), 7))),
);
add(
  'churn-lastmonth-not-7d',
  'churn',
  'users active last month but not in the last 7 days — how many are we losing?',
  (ev, now) => countList(churned(ev, ranges.lastMonth(T(now)), ranges.lastDays(T(now), 7))),
);
add(
  'churn-between-since',
  'churn',
  (now) =>
    `How many users active between ${iso(ago(now, 100))} and ${iso(ago(now, 80))} haven't been seen since ${iso(ago(now, 30))}?`,
  (ev, now) =>
    countList(churned(ev, ranges.between(ago(now, 100), ago(now, 80)), ranges.since(ago(now, 30), T(now)))),
);
add(
  'churn-new-since',
  'churn',
  (now) => `new users since ${fullDay(ago(now, 21))}?`,
  (ev, now) => countList(newUsers(ev, ranges.since(ago(now, 21), T(now)))),
);
add(
  'churn-new-month',
  'churn',
  (now) => `How many brand-new users showed up in ${mName(mBack(now, 2))}?`,
  (ev, now) => countList(newUsers(ev, monthRange(now, 2))),
);
add(
  'churn-weeks',
  'churn',
  (now) =>
    `count of users who were active between ${iso(weekStart(T(now)) - 2 * WEEK)} and ${iso(weekStart(T(now)) - WEEK - DAY)} but not at all last week`,
  (ev, now) =>
    countList(
      churned(
        ev,
        ranges.between(weekStart(T(now)) - 2 * WEEK, weekStart(T(now)) - WEEK - DAY),
        ranges.lastWeek(T(now)),
      ),
    ),
);

// =================================================================================================
// recency and existence
// =================================================================================================
const lastOf = (evs, confidence = 'high') =>
  evs.length ? whenExp(Math.max(...evs.map(time)), evs.length, confidence) : LOW();
add('rec-last-cancel', 'recency', 'When was the last JobCancelled?', (ev) =>
  lastOf(select(ev, { names: [CANCEL] })),
);
add('rec-any-resched-7d', 'recency', 'did anyone have a job rescheduled in the last 7 days?', (ev, now) =>
  countOf(select(ev, { range: ranges.lastDays(T(now), 7), names: [RESCHED] })),
);
add(
  'rec-oak-last-paid',
  'recency',
  'When did cust_oakridge_pm last have an invoice.paid? finance thinks they are behind',
  (ev) => lastOf(select(ev, { names: [PAID], user: OAK })),
);
add('rec-priya-last-done', 'recency', 'when did tech_priya_new last complete a job?', (ev) =>
  lastOf(select(ev, { names: [DONE], user: PRIYA }), 'not-high'),
);
add(
  'rec-last-app',
  'recency',
  'when was the most recent App Opened event? checking the app is still alive',
  (ev) => lastOf(select(ev, { names: [OPENED] })),
);
add(
  'rec-halloran-3w',
  'recency',
  'has cust_hallorans done anything in the last 3 weeks?',
  (ev, now) => countOf(select(ev, { user: HALLORAN, range: ranges.lastWeeks(T(now), 3) })),
  { low: true },
);
add('rec-any-cancel-lastweek', 'recency', 'were there any JobCancelled events last week?', (ev, now) =>
  countOf(select(ev, { range: ranges.lastWeek(T(now)), names: [CANCEL] })),
);
add('rec-last-wo', 'recency', 'most recent work_order_created — when was it?', (ev) =>
  lastOf(select(ev, { names: [WO] })),
);
add('rec-low-nobody', 'recency', 'when was tech_ghost last active?', () => LOW(), { low: true });

// =================================================================================================
// catalogue
// =================================================================================================
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))];
add('cat-names', 'catalogue', 'what events do we track?', (ev) =>
  exp(ev.length, { names: allNames(ev), unordered: true }),
);
add('cat-users-total', 'catalogue', 'how many users are there overal? investor asked', (ev) =>
  exp(ev.length, { numbers: [users(ev).size] }),
);
add('cat-events-total', 'catalogue', 'how many events in total are stored?', (ev) =>
  exp(ev.length, { numbers: [ev.length] }),
);
add('cat-both', 'catalogue', 'for the board deck: total users and total events, all time', (ev) =>
  exp(ev.length, { numbers: [users(ev).size, ev.length] }),
);
add('cat-names-count', 'catalogue', 'how many distinct event types exist in our data?', (ev) =>
  exp(ev.length, { numbers: [allNames(ev).length] }),
);
add(
  'cat-names-dict',
  'catalogue',
  'list all the event names pls, I need them for the data dictionary',
  (ev) => exp(ev.length, { names: allNames(ev), unordered: true }),
);
add('cat-earliest', 'catalogue', 'how far back does our data go? whats the earliest event?', (ev) =>
  whenExp(Math.min(...ev.map(time)), ev.length),
);

// =================================================================================================
// other: not answerable from these events
// =================================================================================================
const other = (id, question) => add(id, 'other', question, () => LOW());
other('other-drive-time', "What's the average drive time between jobs for our vans?");
other('other-zip', 'Which zip codes generate the most no-heat calls?');
other('other-refrigerant-stock', 'How much R-410A refrigerant do we have left in the warehouse?');
other('other-forecast', 'what will revenue be next quarter? just give me your best guess');
other('other-wage', "What's tech_marco_r's hourly pay rate?");
other('other-maint-plan', 'Which customers are on a maintenance plan?');
other('other-why-churn', 'Why did cust_hallorans stop booking with us?');
other(
  'other-weather',
  "What's the weather going to be like tomorrow in Dallas? deciding whether to staff up",
);
other('other-fuel', 'How many gallons of fuel did the vans burn last week?');
other('other-send-reminder', 'Send a reminder text to all customers with unpaid invoices.');
other('other-margin', 'what is our gross margin on water heater installs?');
