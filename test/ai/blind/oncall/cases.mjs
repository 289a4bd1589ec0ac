// Blind round "oncall": questions an on-call / incident-management team would ask about its
// usage events, with expectations computed from the events by the reference oracle.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { incidentDayStart } from './data.mjs';

export const cases = [];
const add = (id, type, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });

// ---- helpers ------------------------------------------------------------------------------
const { DAY, WEEK, ranges: R } = O;
const LOW = Object.freeze({ confidence: 'low', dataPoints: 0 });
const today0 = (t) => O.dayStart(+t);
const daysAgo = (t, k) => today0(t) - k * DAY;
const outage = (t) => incidentDayStart(new Date(+t));
const monthBack = (t, k) => O.monthStart(+t, -k);
const monthName = (m) => O.MONTHS[new Date(m).getUTCMonth()];
const iso = O.isoDay;
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const dnum = (t) => new Date(t).getUTCDate();
const ordinal = (n) =>
  n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const longDay = (t) => `${monthName(t)} ${dnum(t)}`; // October 20
const shortOrd = (t) => `${monthName(t).slice(0, 3)} ${ordinal(dnum(t))}`; // Oct 20th
const dmy = (t) => `${dnum(t)} ${monthName(t).slice(0, 3)} ${new Date(t).getUTCFullYear()}`; // 20 Oct 2026
const ofMonth = (t) => `${ordinal(dnum(t))} of ${monthName(t)}`; // 20th of October
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : O.round((v[m - 1] + v[m]) / 2, 2);
};
const AGG = { sum: O.sum, avg: O.avg, min: O.min, max: O.max, median };

// A filter is (t: epoch ms of now) => { range, names, user } for O.select.
function expCount(filter, confidence = 'high') {
  return (events, now) => {
    const evs = O.select(events, filter(+now));
    return evs.length ? { numbers: [evs.length], confidence, dataPoints: evs.length } : LOW;
  };
}
function expUsers(filter, confidence = 'high') {
  return (events, now) => {
    const evs = O.select(events, filter(+now));
    return evs.length ? { numbers: [O.users(evs).size], confidence, dataPoints: evs.length } : LOW;
  };
}
function expValue(filter, agg, confidence = 'high', names) {
  return (events, now) => {
    const evs = O.select(events, filter(+now));
    if (!evs.length) return LOW;
    return { numbers: [AGG[agg](evs)], confidence, dataPoints: evs.length, ...(names ? { names } : {}) };
  };
}
// Ranked list of `key` (by count, or by `measure`), the top n; a tie at the cut is flagged.
function expRank(filter, key, { n = 5, measure, ascending = false, confidence = 'high', withNames } = {}) {
  const build = (events, now) => {
    const evs = O.select(events, filter(+now));
    return { evs, full: O.rank(O.tally(evs, key, measure), { ascending }) };
  };
  const f = (events, now) => {
    const { evs, full } = build(events, now);
    if (!evs.length) return LOW;
    const top = full.slice(0, n);
    const names = [...(withNames ?? []), ...top.map(([k]) => k)];
    return { names, numbers: top.map(([, v]) => v), confidence, dataPoints: evs.length };
  };
  f.tieAtCut = (events, now) => {
    const { full } = build(events, now);
    return full.length > n && full[n - 1][1] === full[n][1];
  };
  return f;
}
// A full breakdown: every bucket named (any order) with its count.
function expBreakdown(filter, key, confidence = 'high') {
  return (events, now) => {
    const evs = O.select(events, filter(+now));
    if (!evs.length) return LOW;
    const all = O.rank(O.tally(evs, key));
    return {
      names: all.map(([k]) => k),
      unordered: true,
      numbers: all.map(([, v]) => v),
      confidence,
      dataPoints: evs.length,
    };
  };
}
// Two periods (earlier first) of the same filter: both values, the change, the percentage.
function expCompare(filter, periods, agg = 'count', confidence = 'high') {
  return (events, now) => {
    const [r1, r2] = periods(+now);
    const a = O.select(events, { ...filter(+now), range: r1 });
    const b = O.select(events, { ...filter(+now), range: r2 });
    if (!a.length || !b.length) return LOW; // flagged by the self-check as an empty scope
    const val = (evs) => (agg === 'count' ? evs.length : AGG[agg](evs));
    const c = O.change(val(a), val(b));
    const diff = agg === 'avg' ? O.round(c.diff, 2) : c.diff;
    return {
      numbers: [c.earlier, c.later, diff],
      percents: [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
}
// Share of events in range that match `names` / `user`.
function expEventShare(filter, confidence = 'high') {
  return (events, now) => {
    const { range, names, user } = filter(+now);
    const all = O.select(events, { range });
    const part = O.select(all, { names, user });
    if (!part.length) return LOW;
    return { percents: [O.percent(part.length, all.length)], confidence, dataPoints: all.length };
  };
}
// Share of the active users in range who did `names`.
function expUserShare(filter, confidence = 'high') {
  return (events, now) => {
    const { range, names } = filter(+now);
    const all = O.select(events, { range });
    const part = O.select(all, { names });
    if (!part.length) return LOW;
    return {
      percents: [O.percent(O.users(part).size, O.users(all).size)],
      confidence,
      dataPoints: all.length,
    };
  };
}
function expConversion(range, a, b, confidence = 'high') {
  return (events, now) => {
    const r = range(+now);
    const c = O.conversion(events, r, a, b);
    if (!c.did) return LOW;
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: O.select(events, { range: r, names: [a, b] }).length,
    };
  };
}
// The latest matching event: its day and its time to the minute.
function expLast(filter, confidence = 'high') {
  return (events, now) => {
    const evs = O.select(events, filter(+now));
    if (!evs.length) return LOW;
    const t = Math.max(...evs.map(O.time));
    return { names: [iso(t), hhmm(t)], confidence, dataPoints: evs.length };
  };
}
const unknown = () => LOW;

// ============================================================================================
// count
// ============================================================================================
add(
  'count-alerts-7d',
  'count',
  'How many alert.fired events came in over the last 7 days?',
  expCount((t) => ({ range: R.lastDays(t, 7), names: ['alert.fired'] })),
);
add(
  'count-acks-yesterday',
  'count',
  'quick one — how many Page Acknowledged events did we log yesterday?',
  expCount((t) => ({ range: R.yesterday(t), names: ['Page Acknowledged'] })),
);
add(
  'count-incidents-outage',
  'count',
  (now) => `Number of IncidentOpened events on ${iso(outage(now))}? That was the day everything caught fire.`,
  expCount((t) => ({ range: R.on(outage(t)), names: ['IncidentOpened'] })),
);
add(
  'count-all-last-month',
  'count',
  'total number of events last month, all types together',
  expCount((t) => ({ range: R.lastMonth(t) })),
);
add(
  'count-marcus-swaps',
  'count',
  'How many shift-swapped events does eng_marcus have in total?',
  expCount(() => ({ user: 'eng_marcus', names: ['shift-swapped'] })),
);
add(
  'count-status-around-outage',
  'count',
  (now) =>
    `how many status page updates went out between ${longDay(outage(now) - 3 * DAY)} and ${longDay(outage(now) + 3 * DAY)}?`,
  expCount((t) => ({
    range: R.between(outage(t) - 3 * DAY, outage(t) + 3 * DAY),
    names: ['status-page-update'],
  })),
);
add(
  'count-pages-24h',
  'count',
  'page_sent count for the past 24 hours pls',
  expCount((t) => ({ range: R.lastHours(t, 24), names: ['page_sent'] })),
);
add(
  'count-before-date',
  'count',
  (now) => `For an audit: how many events did we record before ${dmy(daysAgo(now, 100))}?`,
  expCount((t) => ({ range: R.before(daysAgo(t, 100)) })),
);
add(
  'count-resolved-since',
  'count',
  (now) => `incident.resolved since ${shortOrd(daysAgo(now, 20))} — how many so far?`,
  expCount((t) => ({ range: R.since(daysAgo(t, 20), t), names: ['incident.resolved'] })),
);
add(
  'count-outages-loose',
  'count',
  'how many outages got declared last month?',
  expCount((t) => ({ range: R.lastMonth(t), names: ['IncidentOpened'] }), 'not-high'),
);
add(
  'count-swaps-loose',
  'count',
  'How many times did people swap shifts in the past 2 weeks? Trying to see if the rota is working',
  expCount((t) => ({ range: R.lastWeeks(t, 2), names: ['shift-swapped'] }), 'not-high'),
);
add(
  'count-today',
  'count',
  'how many events have we got today so far?',
  expCount((t) => ({ range: R.today(t) })),
);
add(
  'count-alerts-6h',
  'count',
  'Alert Fired events in the last 6 hours? pager feels noisy',
  expCount((t) => ({ range: R.lastHours(t, 6), names: ['alert.fired'] })),
);
add(
  'count-this-week',
  'count',
  'how many events so far this week? (week starts monday)',
  expCount((t) => ({ range: R.thisWeek(t) })),
);
add('count-unknown-event', 'count', 'How many deploy_rolled_back events happened last week?', unknown, {
  low: true,
});
add(
  'count-zero-scope',
  'count',
  'How many Page Acknowledged events are there from bot_datadog?',
  expCount(() => ({ user: 'bot_datadog', names: ['Page Acknowledged'] })),
  { low: true },
);

// ============================================================================================
// users
// ============================================================================================
add(
  'users-ackers-ever',
  'users',
  'how many distinct users have ever done Page Acknowledged?',
  expUsers(() => ({ names: ['Page Acknowledged'] })),
);
add(
  'users-active-30d',
  'users',
  'Active users in the last 30 days? exact number pls, not a ballpark',
  expUsers((t) => ({ range: R.lastDays(t, 30) })),
);
add(
  'users-active-last-week',
  'users',
  'how many unique people were active last week (mon-sun)?',
  expUsers((t) => ({ range: R.lastWeek(t) })),
);
add(
  'users-postmortem-3mo',
  'users',
  'How many different users have a postmortem_written event in the last 3 months?',
  expUsers((t) => ({ range: R.lastMonths(t, 3), names: ['postmortem_written'] })),
);
add(
  'users-swaps-month',
  'users',
  (now) => `unique users who did shift-swapped in ${monthName(monthBack(now, 2))}`,
  expUsers((t) => ({ range: R.month(monthBack(t, 2)), names: ['shift-swapped'] })),
);
add(
  'users-yesterday',
  'users',
  'How many people were active yesterday? Asking for the standup.',
  expUsers((t) => ({ range: R.yesterday(t) })),
);
add(
  'users-paged-14d',
  'users',
  'how many engineers got a page_sent in the last 14 days?',
  expUsers((t) => ({ range: R.lastDays(t, 14), names: ['page_sent'] })),
);
add(
  'users-ackers-outage-loose',
  'users',
  (now) => `how many different folks acknowledged pages during the outage on ${shortOrd(outage(now))}?`,
  expUsers((t) => ({ range: R.on(outage(t)), names: ['Page Acknowledged'] }), 'not-high'),
);
add(
  'users-incident-openers-since',
  'users',
  (now) => `Since ${iso(daysAgo(now, 60))}, how many users logged at least one IncidentOpened?`,
  expUsers((t) => ({ range: R.since(daysAgo(t, 60), t), names: ['IncidentOpened'] })),
);
add('users-unknown-event', 'users', 'How many users triggered maintenance_window_started?', unknown, {
  low: true,
});

// ============================================================================================
// value
// ============================================================================================
add(
  'value-avg-ack-30d',
  'value',
  "What's our average Page Acknowledged value over the last 30 days? (it's minutes to ack)",
  expValue((t) => ({ range: R.lastDays(t, 30), names: ['Page Acknowledged'] }), 'avg'),
);
add(
  'value-seats-total',
  'value',
  'Total SeatsPurchased amount, all time?',
  expValue(() => ({ names: ['SeatsPurchased'] }), 'sum'),
);
add(
  'value-max-resolve-last-month',
  'value',
  'longest incident.resolved value last month — max minutes to resolve',
  expValue((t) => ({ range: R.lastMonth(t), names: ['incident.resolved'] }), 'max'),
);
add(
  'value-min-ack',
  'value',
  'fastest ack we ever had? i.e. the minimum Page Acknowledged value',
  expValue(() => ({ names: ['Page Acknowledged'] }), 'min'),
);
add(
  'value-median-resolve',
  'value',
  'Median incident.resolved value across all incidents please',
  expValue(() => ({ names: ['incident.resolved'] }), 'median'),
);
add(
  'value-revenue-90d',
  'value',
  'for the board deck: how much revenue did we bring in over the last 90 days?',
  expValue((t) => ({ range: R.lastDays(t, 90), names: ['SeatsPurchased'] }), 'sum', 'not-high', [
    'SeatsPurchased',
  ]),
);
add(
  'value-avg-severity-8w',
  'value',
  'avarage IncidentOpened value (severity) in the past 8 weeks?',
  expValue((t) => ({ range: R.lastWeeks(t, 8), names: ['IncidentOpened'] }), 'avg'),
);
add(
  'value-tomas-avg-ack',
  'value',
  "eng_tomas's mean Page Acknowledged value? someone said he's slow to respond",
  expValue(() => ({ user: 'eng_tomas', names: ['Page Acknowledged'] }), 'avg'),
);
add(
  'value-helen-spend',
  'value',
  'How many dollars has adm_helen spent on SeatsPurchased so far?',
  expValue(() => ({ user: 'adm_helen', names: ['SeatsPurchased'] }), 'sum'),
);
add(
  'value-avg-resolve-window',
  'value',
  (now) =>
    `mean incident.resolved minutes from ${longDay(outage(now) - 7 * DAY)} to ${longDay(outage(now) + 7 * DAY)}`,
  expValue(
    (t) => ({ range: R.between(outage(t) - 7 * DAY, outage(t) + 7 * DAY), names: ['incident.resolved'] }),
    'avg',
  ),
);
add(
  'value-avg-resolve-loose',
  'value',
  "what's the avg time to resolve incidents in the past 30 days?",
  expValue((t) => ({ range: R.lastDays(t, 30), names: ['incident.resolved'] }), 'avg', 'not-high'),
);
add('value-unknown-event', 'value', 'average value of sla_breached last month?', unknown, { low: true });

// ============================================================================================
// top-events
// ============================================================================================
add(
  'top-events-all',
  'top-events',
  'What are our top 5 events of all time?',
  expRank(() => ({}), O.byName, { n: 5 }),
);
add(
  'top-events-7d',
  'top-events',
  'the 3 most common events in the last 7 days?',
  expRank((t) => ({ range: R.lastDays(t, 7) }), O.byName, { n: 3 }),
);
add(
  'top-events-rarest',
  'top-events',
  'Which event do we see least often? Just the one.',
  expRank(() => ({}), O.byName, { n: 1, ascending: true }),
);
add(
  'top-events-rarest-30d',
  'top-events',
  'list the 3 rarest event types in the last 30 days, with counts',
  expRank((t) => ({ range: R.lastDays(t, 30) }), O.byName, { n: 3, ascending: true }),
);
add(
  'top-events-yesterday',
  'top-events',
  'whats the most frequnt event yesterday?',
  expRank((t) => ({ range: R.yesterday(t) }), O.byName, { n: 1 }),
);
add(
  'top-events-priya',
  'top-events',
  'what does eng_priya do most? top 3 events for her',
  expRank(() => ({ user: 'eng_priya' }), O.byName, { n: 3 }),
);
add(
  'top-events-outage',
  'top-events',
  (now) => `Top event types on ${ofMonth(outage(now))} (the outage), I want a list for the postmortem`,
  expRank((t) => ({ range: R.on(outage(t)) }), O.byName, { n: 5 }),
);
add(
  'top-events-month',
  'top-events',
  (now) => `most common events in ${monthName(monthBack(now, 1))}?`,
  expRank((t) => ({ range: R.month(monthBack(t, 1)) }), O.byName, { n: 5 }),
);
add('top-events-nobody', 'top-events', "what are eng_kowalski's most common events?", unknown, { low: true });

// ============================================================================================
// top-users
// ============================================================================================
add(
  'top-users-all',
  'top-users',
  'top 5 most active users overall, by number of events',
  expRank(() => ({}), O.byUser, { n: 5 }),
);
add(
  'top-users-ackers-30d',
  'top-users',
  'Who had the most Page Acknowledged in the last 30 days — who carries the pager?',
  expRank((t) => ({ range: R.lastDays(t, 30), names: ['Page Acknowledged'] }), O.byUser, { n: 1 }),
);
add(
  'top-users-spenders',
  'top-users',
  'who are our top spenders?',
  expRank(() => ({ names: ['SeatsPurchased'] }), O.byUser, {
    n: 3,
    measure: O.value,
    confidence: 'not-high',
  }),
);
add(
  'top-users-resolvers-last-month',
  'top-users',
  'which user has the most incident.resolved events last month?',
  expRank((t) => ({ range: R.lastMonth(t), names: ['incident.resolved'] }), O.byUser, { n: 1 }),
);
add(
  'top-users-alerting-bot-7d',
  'top-users',
  'Which integration produced the most alert.fired events in the past week?',
  expRank((t) => ({ range: R.lastDays(t, 7), names: ['alert.fired'] }), O.byUser, { n: 1 }),
);
add(
  'top-users-seat-amount',
  'top-users',
  'top 2 users by SeatsPurchased amount (sum of the value)',
  expRank(() => ({ names: ['SeatsPurchased'] }), O.byUser, { n: 2, measure: O.value }),
);
add(
  'top-users-ackers-all',
  'top-users',
  'top 2 people by Page-Acknowledged count, all time',
  expRank(() => ({ names: ['Page Acknowledged'] }), O.byUser, { n: 2 }),
);
add(
  'top-users-swappers-since',
  'top-users',
  (now) => `who has the most shift-swapped events since ${dmy(daysAgo(now, 90))}?`,
  expRank((t) => ({ range: R.since(daysAgo(t, 90), t), names: ['shift-swapped'] }), O.byUser, { n: 1 }),
);
add(
  'top-users-paged-loose',
  'top-users',
  "who's been paged the most in the past 60 days?",
  expRank((t) => ({ range: R.lastDays(t, 60), names: ['page_sent'] }), O.byUser, {
    n: 1,
    confidence: 'not-high',
  }),
);

// ============================================================================================
// user
// ============================================================================================
add(
  'user-priya-count',
  'user',
  'how many events does eng_priya have in total?',
  expCount(() => ({ user: 'eng_priya' })),
);
add(
  'user-marcus-last-seen',
  'user',
  "when was eng_marcus last seen? haven't heard from him in a while",
  expLast(() => ({ user: 'eng_marcus' })),
);
add('user-zoe-first-seen', 'user', 'When did eng_zoe first show up in the data?', (events) => {
  const evs = O.select(events, { user: 'eng_zoe' });
  if (!evs.length) return LOW;
  const t = Math.min(...evs.map(O.time));
  return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
});
add('user-helen-event-types', 'user', 'what event types has adm_helen used?', (events) => {
  const evs = O.select(events, { user: 'adm_helen' });
  if (!evs.length) return LOW;
  return {
    names: [...new Set(evs.map((e) => e.eventName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: evs.length,
  };
});
add('user-ines-recent', 'user', 'show me the 3 most recent things eng_ines did', (events) => {
  const evs = O.select(events, { user: 'eng_ines' });
  if (!evs.length) return LOW;
  return {
    names: O.newestFirst(evs)
      .slice(0, 3)
      .map((e) => e.eventName),
    confidence: 'high',
    dataPoints: evs.length,
  };
});
add(
  'user-tomas-30d',
  'user',
  'eng_tomas activity in the last 30 days — how many events?',
  expCount((t) => ({ user: 'eng_tomas', range: R.lastDays(t, 30) })),
);
add('user-pingdom-first-last', 'user', 'bot_pingdom: first seen and last seen please', (events) => {
  const evs = O.select(events, { user: 'bot_pingdom' });
  if (!evs.length) return LOW;
  const ts = evs.map(O.time),
    a = Math.min(...ts),
    b = Math.max(...ts);
  return { names: [iso(a), hhmm(a), iso(b), hhmm(b)], confidence: 'high', dataPoints: evs.length };
});
add(
  'user-raj-month',
  'user',
  (now) =>
    `How many events did adm_raj have in ${monthName(monthBack(now, 1))} ${new Date(monthBack(now, 1)).getUTCFullYear()}?`,
  expCount((t) => ({ user: 'adm_raj', range: R.month(monthBack(t, 1)) })),
);
add('user-nobody', 'user', 'when was eng_kowalski last active?', unknown, { low: true });

// ============================================================================================
// breakdown
// ============================================================================================
add(
  'breakdown-busiest-day-60d',
  'breakdown',
  'which day in the last 60 days had the most events?',
  expRank((t) => ({ range: R.lastDays(t, 60) }), O.byDay, { n: 1 }),
);
add(
  'breakdown-weekday-all',
  'breakdown',
  'Break down all events by day of the week please',
  expBreakdown(() => ({}), O.byWeekday),
);
add(
  'breakdown-page-hour',
  'breakdown',
  'busiest hour of the day for page_sent (UTC)?',
  expRank(() => ({ names: ['page_sent'] }), O.byHour, { n: 1 }),
);
add(
  'breakdown-alerts-monthly',
  'breakdown',
  (now) => `monthly alert.fired counts since the start of ${monthName(monthBack(now, 2))}`,
  expBreakdown((t) => ({ range: R.since(monthBack(t, 2), t), names: ['alert.fired'] }), O.byMonth),
);
add(
  'breakdown-incidents-weekly',
  'breakdown',
  (now) => `IncidentOpened per week since Monday ${iso(O.weekStart(+now) - 3 * WEEK)}`,
  expBreakdown(
    (t) => ({ range: R.since(O.weekStart(t) - 3 * WEEK, t), names: ['IncidentOpened'] }),
    O.byWeek,
  ),
);
add(
  'breakdown-quietest-weekday-runbook',
  'breakdown',
  "what's the quietest weekday for Runbook Viewed?",
  expRank(() => ({ names: ['Runbook Viewed'] }), O.byWeekday, { n: 1, ascending: true }),
);
add(
  'breakdown-outage-hours',
  'breakdown',
  (now) => `hour-by-hour on ${dmy(outage(now))}: which hour was the worst, by events?`,
  expRank((t) => ({ range: R.on(outage(t)) }), O.byHour, { n: 1 }),
);
add(
  'breakdown-swap-weekday',
  'breakdown',
  'On wich day of the week do shift-swapped events peak?',
  expRank(() => ({ names: ['shift-swapped'] }), O.byWeekday, { n: 1 }),
);
add(
  'breakdown-busiest-day-month',
  'breakdown',
  (now) => `busiest day in ${monthName(monthBack(now, 2))}?`,
  expRank((t) => ({ range: R.month(monthBack(t, 2)) }), O.byDay, { n: 1 }),
);
add(
  'breakdown-acks-daily',
  'breakdown',
  (now) => `daily Page Acknowledged counts for ${iso(daysAgo(now, 4))} through ${iso(daysAgo(now, 2))}`,
  expBreakdown(
    (t) => ({ range: R.between(daysAgo(t, 4), daysAgo(t, 2)), names: ['Page Acknowledged'] }),
    O.byDay,
  ),
);

// ============================================================================================
// compare
// ============================================================================================
const prevDays = (t, n) => [{ from: t - 2 * n * DAY, to: t - n * DAY }, R.lastDays(t, n)];
add(
  'compare-alerts-14d',
  'compare',
  'alert.fired: last 14 days vs the 14 days before?',
  expCompare(
    () => ({ names: ['alert.fired'] }),
    (t) => prevDays(t, 14),
  ),
);
add(
  'compare-pages-60d',
  'compare',
  'Are we getting paged more? page_sent in the last 60 days compared to the previous 60 days',
  expCompare(
    () => ({ names: ['page_sent'] }),
    (t) => prevDays(t, 60),
  ),
);
add(
  'compare-two-months',
  'compare',
  (now) =>
    `${monthName(monthBack(now, 1))} vs ${monthName(monthBack(now, 2))}: total events, and the % change`,
  expCompare(
    () => ({}),
    (t) => [R.month(monthBack(t, 2)), R.month(monthBack(t, 1))],
  ),
);
add(
  'compare-incidents-4w',
  'compare',
  'is IncidentOpened growing? last 4 weeks vs the 4 weeks before that',
  expCompare(
    () => ({ names: ['IncidentOpened'] }),
    (t) => [{ from: t - 8 * WEEK, to: t - 4 * WEEK }, R.lastWeeks(t, 4)],
  ),
);
add(
  'compare-ack-avg-60d',
  'compare',
  'average Page Acknowledged value, last 60 days versus the 60 days before — are we faster?',
  expCompare(
    () => ({ names: ['Page Acknowledged'] }),
    (t) => prevDays(t, 60),
    'avg',
  ),
);
add(
  'compare-weeks',
  'compare',
  'All events last week compared with the week before it. Up or down?',
  expCompare(
    () => ({}),
    (t) => [{ from: R.lastWeek(t).from - WEEK, to: R.lastWeek(t).from }, R.lastWeek(t)],
  ),
);
add(
  'compare-seat-revenue-60d',
  'compare',
  'SeatsPurchased amount in the last 60 days vs the 60 days before that (sum of value)',
  expCompare(
    () => ({ names: ['SeatsPurchased'] }),
    (t) => prevDays(t, 60),
    'sum',
  ),
);
add(
  'compare-outage-week',
  'compare',
  (now) =>
    `how did the week of ${longDay(O.weekStart(outage(now)))} (Mon-Sun, the outage week) compare to the week before it, in events?`,
  expCompare(
    () => ({}),
    (t) => {
      const w = O.weekStart(outage(t));
      return [
        { from: w - WEEK, to: w },
        { from: w, to: w + WEEK },
      ];
    },
  ),
);
add(
  'compare-ack-speed-loose',
  'compare',
  'are people acking faster lately? compare avg ack time for the past 4 weeks to the 4 weeks before',
  expCompare(
    () => ({ names: ['Page Acknowledged'] }),
    (t) => prevDays(t, 28),
    'avg',
    'not-high',
  ),
);

// ============================================================================================
// share
// ============================================================================================
add(
  'share-alerts-all',
  'share',
  'What % of all our events are alert.fired?',
  expEventShare(() => ({ range: R.all(), names: ['alert.fired'] })),
);
add(
  'share-acks-30d',
  'share',
  'share of Page Acknowledged among all events in the last 30 days?',
  expEventShare((t) => ({ range: R.lastDays(t, 30), names: ['Page Acknowledged'] })),
);
add(
  'share-users-swap-30d',
  'share',
  'what percentage of active users in the last 30 days did shift-swapped at least once?',
  expUserShare((t) => ({ range: R.lastDays(t, 30), names: ['shift-swapped'] })),
);
add(
  'share-users-postmortem-last-month',
  'share',
  'of everyone active last month, what fraction has a postmortem_written event?',
  expUserShare((t) => ({ range: R.lastMonth(t), names: ['postmortem_written'] })),
);
add(
  'share-datadog-7d',
  'share',
  'what percent of events in the past 7 days came from bot_datadog? feels like it is spamming us',
  expEventShare((t) => ({ range: R.lastDays(t, 7), user: 'bot_datadog' })),
);
add(
  'share-status-outage',
  'share',
  (now) => `on ${longDay(outage(now))}, what % of the events were status-page-update?`,
  expEventShare((t) => ({ range: R.on(outage(t)), names: ['status-page-update'] })),
);
add(
  'share-alerts-this-year',
  'share',
  'alert.fired as a percentage of all events this year',
  expEventShare((t) => ({ range: R.thisYear(t), names: ['alert.fired'] })),
);
add(
  'share-runbook-loose',
  'share',
  'what percentage of our activity last week was runbook views?',
  expEventShare((t) => ({ range: R.lastWeek(t), names: ['Runbook Viewed'] }), 'not-high'),
);
add(
  'share-users-ack-all',
  'share',
  'What % of users have ever done a Page Acknowledged?',
  expUserShare(() => ({ range: R.all(), names: ['Page Acknowledged'] })),
);

// ============================================================================================
// conversion
// ============================================================================================
add(
  'conv-page-ack-30d',
  'conversion',
  'Of the users who got a page_sent in the last 30 days, how many then did Page Acknowledged?',
  expConversion((t) => R.lastDays(t, 30), 'page_sent', 'Page Acknowledged'),
);
add(
  'conv-incident-postmortem-90d',
  'conversion',
  'IncidentOpened → postmortem_written conversion over the last 90 days?',
  expConversion((t) => R.lastDays(t, 90), 'IncidentOpened', 'postmortem_written'),
);
add(
  'conv-open-resolve-all',
  'conversion',
  'of people with an IncidentOpened, how many went on to do incident.resolved afterwards? all time',
  expConversion(() => R.all(), 'IncidentOpened', 'incident.resolved'),
);
add(
  'conv-page-runbook-60d',
  'conversion',
  'page_sent to Runbook Viewed conversion in the last 60 days — do paged engineers actually read the runbook?',
  expConversion((t) => R.lastDays(t, 60), 'page_sent', 'Runbook Viewed'),
);
add(
  'conv-ack-incident-since',
  'conversion',
  (now) =>
    `Since ${longDay(daysAgo(now, 45))}: what share of the users who did Page Acknowledged later did IncidentOpened?`,
  expConversion((t) => R.since(daysAgo(t, 45), t), 'Page Acknowledged', 'IncidentOpened'),
);
add(
  'conv-incident-status-last-month',
  'conversion',
  'conversion from IncidentOpened to status-page-update last month',
  expConversion((t) => R.lastMonth(t), 'IncidentOpened', 'status-page-update'),
);
add(
  'conv-open-postmortem-loose',
  'conversion',
  'of the engineers who opened incidents in the past 8 weeks, what % wrote a postmortem afterwards?',
  expConversion((t) => R.lastWeeks(t, 8), 'IncidentOpened', 'postmortem_written', 'not-high'),
);
add(
  'conv-escalation-ack-60d',
  'conversion',
  'users who had escalation_triggered in the last 60 days: how many of them did Page Acknowledged after that, and what %?',
  expConversion((t) => R.lastDays(t, 60), 'escalation_triggered', 'Page Acknowledged'),
);

// ============================================================================================
// churn (no dataPoints: SEMANTICS does not fix which events such an answer reads)
// ============================================================================================
function expChurned(periods) {
  return (events, now) => {
    const [a, b] = periods(+now);
    const n = O.churned(events, a, b).length;
    return n ? { numbers: [n], confidence: 'high' } : LOW;
  };
}
function expNew(range) {
  return (events, now) => {
    const n = O.newUsers(events, range(+now)).length;
    return n ? { numbers: [n], confidence: 'high' } : LOW;
  };
}
add(
  'churn-last-vs-this-month',
  'churn',
  "How many users were active last month but haven't shown up at all this month?",
  expChurned((t) => [R.lastMonth(t), R.thisMonth(t)]),
);
add(
  'churn-new-30d',
  'churn',
  'how many new usres in the last 30 days?',
  expNew((t) => R.lastDays(t, 30)),
);
add(
  'churn-new-last-week',
  'churn',
  'how many brand-new people showed up last week? (first event ever)',
  expNew((t) => R.lastWeek(t)),
);
add(
  'churn-month-pair',
  'churn',
  (now) =>
    `users active in ${monthName(monthBack(now, 2))} but not in ${monthName(monthBack(now, 1))} — how many did we lose?`,
  expChurned((t) => [R.month(monthBack(t, 2)), R.month(monthBack(t, 1))]),
);
add(
  'churn-between-vs-30d',
  'churn',
  (now) =>
    `who was active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))} but has done nothing in the last 30 days? need the count for the retention review`,
  expChurned((t) => [R.between(daysAgo(t, 90), daysAgo(t, 61)), R.lastDays(t, 30)]),
);
add(
  'churn-new-14d',
  'churn',
  'how many new users in the past 14 days? onboarding wants to know',
  expNew((t) => R.lastDays(t, 14)),
);
add(
  'churn-week-vs-2w',
  'churn',
  (now) => {
    const w = O.weekStart(+now) - 8 * WEEK;
    return `How many users that were active the week of ${shortOrd(w)} (through ${shortOrd(w + 6 * DAY)}) were not active in the last 2 weeks?`;
  },
  expChurned((t) => {
    const w = O.weekStart(t) - 8 * WEEK;
    return [R.between(w, w + 6 * DAY), R.lastWeeks(t, 2)];
  }),
);
add(
  'churn-new-since',
  'churn',
  (now) => `new users since ${ofMonth(daysAgo(now, 50))}?`,
  expNew((t) => R.since(daysAgo(t, 50), t)),
);

// ============================================================================================
// recency
// ============================================================================================
add(
  'recency-last-resolved',
  'recency',
  'when was the last incident.resolved?',
  expLast(() => ({ names: ['incident.resolved'] })),
);
add(
  'recency-last-seats',
  'recency',
  'When did anyone last do a SeatsPurchased? finance is asking, they think it has been a while',
  expLast(() => ({ names: ['SeatsPurchased'] })),
);
add(
  'recency-postmortem-7d',
  'recency',
  'did anyone do a postmortem_written in the last 7 days?',
  expCount((t) => ({ range: R.lastDays(t, 7), names: ['postmortem_written'] })),
);
add(
  'recency-pingdom-alert',
  'recency',
  'last time bot_pingdom had an alert.fired?',
  expLast(() => ({ user: 'bot_pingdom', names: ['alert.fired'] })),
);
add(
  'recency-status-update',
  'recency',
  'most recent status-page-update — when was it posted?',
  expLast(() => ({ names: ['status-page-update'] })),
);
add('recency-unknown', 'recency', 'when did pager_storm_detected last happen?', unknown, { low: true });
add(
  'recency-zoe-runbook',
  'recency',
  'Has eng_zoe done a Runbook Viewed yet? When was the latest one?',
  expLast(() => ({ user: 'eng_zoe', names: ['Runbook Viewed'] })),
);
add(
  'recency-last-incident',
  'recency',
  'when was our last IncidentOpened',
  expLast(() => ({ names: ['IncidentOpened'] })),
);
add(
  'recency-swap-loose',
  'recency',
  'when did somebody last swap a shift?',
  expLast(() => ({ names: ['shift-swapped'] }), 'not-high'),
);
add(
  'recency-escalation-7d',
  'recency',
  'any escalation_triggered in the last 7 days? how many?',
  expCount((t) => ({ range: R.lastDays(t, 7), names: ['escalation_triggered'] })),
);

// ============================================================================================
// catalogue
// ============================================================================================
const allNames = (events) => [...new Set(events.map((e) => e.eventName))].sort();
add('catalogue-event-names', 'catalogue', 'what events do you track?', (events) => ({
  names: allNames(events),
  unordered: true,
  confidence: 'high',
  dataPoints: events.length,
}));
add('catalogue-user-count', 'catalogue', 'how many users do we have in totla?', (events) => ({
  numbers: [O.users(events).size],
  confidence: 'high',
  dataPoints: events.length,
}));
add('catalogue-event-count', 'catalogue', 'How many events have been recorded overall?', (events) => ({
  numbers: [events.length],
  confidence: 'high',
  dataPoints: events.length,
}));
add(
  'catalogue-type-count',
  'catalogue',
  'how many different event types exist in the account?',
  (events) => ({ numbers: [allNames(events).length], confidence: 'high', dataPoints: events.length }),
);
add(
  'catalogue-overview',
  'catalogue',
  'give me the overview: number of users, number of events and the list of event names',
  (events) => ({
    names: allNames(events),
    unordered: true,
    numbers: [O.users(events).size, events.length],
    confidence: 'high',
    dataPoints: events.length,
  }),
);
add(
  'catalogue-postmortem-event',
  'catalogue',
  'is there an event for postmortems? list all the event names you have so I can check',
  (events) => ({ names: allNames(events), unordered: true, confidence: 'high', dataPoints: events.length }),
);
add(
  'catalogue-board',
  'catalogue',
  'Total user count and total event count for the account please, its for the board deck',
  (events) => ({
    numbers: [O.users(events).size, events.length],
    confidence: 'high',
    dataPoints: events.length,
  }),
);

// ============================================================================================
// other — not answerable from these events
// ============================================================================================
add('other-phone', 'other', "What's the phone number of whoever is on call right now?", unknown);
add('other-service', 'other', 'Which microservice caused the most incidents this quarter?', unknown);
add(
  'other-cpu',
  'other',
  (now) => `How much CPU was the primary database using during the outage on ${longDay(outage(now))}?`,
  unknown,
);
add(
  'other-forecast',
  'other',
  'what will our ack time be next month? need a forecast for capacity planning',
  unknown,
);
add(
  'other-customers',
  'other',
  (now) => `Which of our customers were affected by the sev1 on ${iso(outage(now))}?`,
  unknown,
);
add('other-root-cause', 'other', 'Summarise the root cause written in the latest postmortem', unknown);
add(
  'other-slack',
  'other',
  'how many slack messages were posted in the incident channels last week?',
  unknown,
);
add(
  'other-timezone',
  'other',
  'what time zone is eng_priya in and is she allowed to be on call at night?',
  unknown,
);
add('other-competitor', 'other', 'is our pricing cheaper than PagerDuty per seat?', unknown);
add('other-mood', 'other', 'are the engineers burned out? how stressed is the team', unknown);
