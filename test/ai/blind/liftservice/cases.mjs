/* eslint-disable -- a blind round's file, kept as its author wrote it */
// Blind round "liftservice": questions a lift service company's people would ask.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { ranges: R, select, DAY, WEEK, time } = O;
const T = (now) => +now;
const MON3 = O.MONTHS.map((m) => m.slice(0, 3));

// ---- date wording for questions ---------------------------------------------------------
const ago = (now, d) => O.dayStart(T(now)) - d * DAY; // start of the UTC day d days back
const iso = (t) => O.isoDay(t);
const longDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const shortOrd = (t) => `${MON3[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const dayMonth = (t) => `${new Date(t).getUTCDate()} ${O.MONTHS[new Date(t).getUTCMonth()]}`;
const monthBack = (now, k) => O.monthStart(T(now), -k); // start of the month k months back
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const incidentDay = (now) => O.dayStart(T(now)) - 40 * DAY;
// a day named without a year resolves to the most recent past one
const noYearDay = (now, t) =>
  R.on(O.pastMonthDay(T(now), new Date(t).getUTCMonth(), new Date(t).getUTCDate()));
const noYearMonth = (now, t) => R.month(O.pastMonth(T(now), new Date(t).getUTCMonth()));
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders -----------------------------------------------------------------
const r2 = (x) => O.round(x, 2);
const LOW = () => ({ confidence: 'low', dataPoints: 0 });

function count(events, { range, names, user, loose = false }) {
  const evs = select(events, { range, names, user });
  const x = { numbers: [evs.length], confidence: loose ? 'not-high' : 'high', dataPoints: evs.length };
  if (loose) x.names = names;
  return x;
}
function distinct(events, { range, names, loose = false }) {
  const evs = select(events, { range, names });
  const x = { numbers: [O.users(evs).size], confidence: loose ? 'not-high' : 'high', dataPoints: evs.length };
  if (loose) x.names = names;
  return x;
}
function measure(events, { range, names, user, how, loose = false }) {
  const evs = select(events, { range, names, user });
  const vals = evs.map(O.value).sort((a, b) => a - b);
  const n = vals.length;
  const v =
    how === 'sum'
      ? r2(O.sum(evs))
      : how === 'avg'
        ? O.avg(evs)
        : how === 'min'
          ? O.min(evs)
          : how === 'max'
            ? O.max(evs)
            : r2(n % 2 ? vals[(n - 1) / 2] : (vals[n / 2 - 1] + vals[n / 2]) / 2);
  const x = { numbers: [v], confidence: loose ? 'not-high' : 'high', dataPoints: n };
  if (loose) x.names = names;
  return x;
}
// A ranked list: getMap(events, t) → { map, dataPoints }; checks the cut for ties.
function ranked(getMap, n, { ascending = false, loose = false, extraNames = [], figures = true } = {}) {
  const f = (events, now) => {
    const { map, dataPoints } = getMap(events, T(now));
    const top = O.rank(map, { n, ascending });
    const x = {
      names: [...extraNames, ...top.map(([k]) => k)],
      confidence: loose ? 'not-high' : 'high',
      dataPoints,
    };
    if (figures) x.numbers = top.map(([, v]) => r2(v));
    return x;
  };
  f.tieAtCut = (events, now) => {
    const all = O.rank(getMap(events, T(now)).map, { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return f;
}
const tallyOf =
  (range, key, { names, user, measureFn } = {}) =>
  (events) => {
    const evs = select(events, { range, names, user });
    return { map: O.tally(evs, key, measureFn), dataPoints: evs.length };
  };
// A full breakdown (every bucket listed in time order).
function breakdown(events, range, key, names) {
  const evs = select(events, { range, names });
  const m = O.tally(evs, key);
  const keys = [...m.keys()].sort();
  return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: evs.length };
}
function compare(earlierEvs, laterEvs, a, b, { loose = false, names } = {}) {
  const c = O.change(a, b);
  const x = {
    numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
    confidence: loose ? 'not-high' : 'high',
    dataPoints: earlierEvs.length + laterEvs.length,
  };
  if (c.pct !== null) x.percents = [c.pct];
  if (loose) x.names = names;
  return x;
}
function compareCount(events, r1, r2_, names) {
  const a = select(events, { range: r1, names }),
    b = select(events, { range: r2_, names });
  return compare(a, b, a.length, b.length);
}
function shareEvents(events, range, names, loose = false) {
  const all = select(events, { range });
  const part = all.filter((e) => names.includes(e.eventName));
  const x = {
    numbers: [part.length],
    percents: [O.percent(part.length, all.length)],
    confidence: loose ? 'not-high' : 'high',
    dataPoints: all.length,
  };
  if (loose) x.names = names;
  return x;
}
function shareUsers(events, range, names, loose = false) {
  const all = select(events, { range });
  const did = O.users(all.filter((e) => names.includes(e.eventName))).size;
  const x = {
    numbers: [did],
    percents: [O.percent(did, O.users(all).size)],
    confidence: loose ? 'not-high' : 'high',
    dataPoints: all.length,
  };
  if (loose) x.names = names;
  return x;
}
function conv(events, range, a, b, loose = false) {
  const c = O.conversion(events, range, a, b);
  const x = {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: loose ? 'not-high' : 'high',
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
  if (loose) x.names = [a, b];
  return x;
}
function lastOf(events, { names, user, range } = {}) {
  const evs = select(events, { names, user, range });
  const last = O.newestFirst(evs)[0];
  return { names: [iso(O.time(last)), hhmm(O.time(last))], confidence: 'high', dataPoints: evs.length };
}
const userEvs = (events, user, range) => select(events, { user, range });
const MONEY = ['invoice.paid'];

export const cases = [
  // ================================ count ================================
  {
    id: 'count-alarms-7d',
    type: 'count',
    question: 'How many sensor_alarm events came in over the last 7 days?',
    expect: (ev, now) => count(ev, { range: R.lastDays(T(now), 7), names: ['sensor_alarm'] }),
  },
  {
    id: 'count-entrapment-30d',
    type: 'count',
    question: 'number of entrapment.callout events in the past 30 days pls',
    expect: (ev, now) => count(ev, { range: R.lastDays(T(now), 30), names: ['entrapment.callout'] }),
  },
  {
    id: 'count-dispatch-since',
    type: 'count',
    question: (now) => `Total TechnicianDispatched count since ${longDay(ago(now, 21))}?`,
    expect: (ev, now) =>
      count(ev, {
        range: R.since(noYearDay(now, ago(now, 21)).from, T(now)),
        names: ['TechnicianDispatched'],
      }),
  },
  {
    id: 'count-visits-tech007-lastmonth',
    type: 'count',
    question: 'how many Maintenance Visit Completed did tech_007 log last month?',
    expect: (ev, now) =>
      count(ev, { range: R.lastMonth(T(now)), names: ['Maintenance Visit Completed'], user: 'tech_007' }),
  },
  {
    id: 'count-failed-between',
    type: 'count',
    question: (now) =>
      `Safety audit prep: count of inspection_failed events between ${iso(ago(now, 75))} and ${iso(ago(now, 20))}.`,
    expect: (ev, now) =>
      count(ev, { range: R.between(ago(now, 75), ago(now, 20)), names: ['inspection_failed'] }),
  },
  {
    id: 'count-all-incident-day',
    type: 'count',
    question: (now) =>
      `how many events in total did we record on ${shortOrd(incidentDay(now))}? that was the heatwave day`,
    expect: (ev, now) => count(ev, { range: noYearDay(now, incidentDay(now)) }),
  },
  {
    id: 'count-ticket-closed-2w',
    type: 'count',
    question: 'How many ticket closed events in the past 2 weeks?',
    expect: (ev, now) => count(ev, { range: R.lastWeeks(T(now), 2), names: ['ticket_closed'] }),
  },
  {
    id: 'count-parts-lastweek',
    type: 'count',
    question: 'parts.ordered count for last week?',
    expect: (ev, now) => count(ev, { range: R.lastWeek(T(now)), names: ['parts.ordered'] }),
  },
  {
    id: 'count-alarms-loose-24h',
    type: 'count',
    question: 'how many alarms went off in the last 24 hours?',
    expect: (ev, now) => count(ev, { range: R.lastHours(T(now), 24), names: ['sensor_alarm'], loose: true }),
  },
  {
    id: 'count-failed-inspections-loose',
    type: 'count',
    question: 'How many failed inspections did we have in the last 3 months?',
    expect: (ev, now) =>
      count(ev, { range: R.lastMonths(T(now), 3), names: ['inspection_failed'], loose: true }),
  },
  {
    id: 'count-logins-bm015',
    type: 'count',
    question: 'count portal-login events for bm_015 over the past 60 days',
    expect: (ev, now) =>
      count(ev, { range: R.lastDays(T(now), 60), names: ['portal-login'], user: 'bm_015' }),
  },
  {
    id: 'count-all-today',
    type: 'count',
    question: 'how many events so far today?',
    expect: (ev, now) => count(ev, { range: R.today(T(now)) }),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'How many escalator_handrail_replaced events were there last month?',
    expect: LOW,
  },

  // ================================ users ================================
  {
    id: 'users-ticketopened-30d',
    type: 'users',
    question: 'How many unique users raised a TicketOpened in the last 30 days?',
    expect: (ev, now) => distinct(ev, { range: R.lastDays(T(now), 30), names: ['TicketOpened'] }),
  },
  {
    id: 'users-active-thisweek',
    type: 'users',
    question: 'active users this week?',
    expect: (ev, now) => distinct(ev, { range: R.thisWeek(T(now)) }),
  },
  {
    id: 'users-callout-resolved-month',
    type: 'users',
    question: (now) =>
      `how many distinct people logged a Callout Resolved in ${monthName(monthBack(now, 2))}?`,
    expect: (ev, now) =>
      distinct(ev, { range: noYearMonth(now, monthBack(now, 2)), names: ['Callout Resolved'] }),
  },
  {
    id: 'users-inspection-passed-since',
    type: 'users',
    question: (now) => `Number of users with at least one inspection-passed since ${dayMonth(ago(now, 45))}`,
    expect: (ev, now) =>
      distinct(ev, {
        range: R.since(noYearDay(now, ago(now, 45)).from, T(now)),
        names: ['inspection-passed'],
      }),
  },
  {
    id: 'users-paid-invoice-loose',
    type: 'users',
    question: 'how many customers paid an invoice in the last 90 days?',
    expect: (ev, now) =>
      distinct(ev, { range: R.lastDays(T(now), 90), names: ['invoice.paid'], loose: true }),
  },
  {
    id: 'users-active-yesterday',
    type: 'users',
    question: 'How many active users did we have yesterday?',
    expect: (ev, now) => distinct(ev, { range: R.yesterday(T(now)) }),
  },
  {
    id: 'users-alarm-incident',
    type: 'users',
    question: (now) => `unique users with a sensor alarm on ${iso(incidentDay(now))}`,
    expect: (ev, now) => distinct(ev, { range: R.on(incidentDay(now)), names: ['sensor_alarm'] }),
  },
  {
    id: 'users-portal-login-lastweek',
    type: 'users',
    question: 'How many building managers did a portal login last week? (users count)',
    expect: (ev, now) => distinct(ev, { range: R.lastWeek(T(now)), names: ['portal-login'] }),
  },

  // ================================ value ================================
  {
    id: 'value-invoice-sum-lastmonth',
    type: 'value',
    question: 'Finance here: total invoice.paid amount for last month?',
    expect: (ev, now) => measure(ev, { range: R.lastMonth(T(now)), names: ['invoice.paid'], how: 'sum' }),
  },
  {
    id: 'value-ticket-closed-avg',
    type: 'value',
    question: 'average value of ticket_closed in the last 30 days (hours to close)',
    expect: (ev, now) => measure(ev, { range: R.lastDays(T(now), 30), names: ['ticket_closed'], how: 'avg' }),
  },
  {
    id: 'value-entrapment-max',
    type: 'value',
    question: 'What is the maximum eventValue ever recorded on entrapment.callout?',
    expect: (ev) => measure(ev, { names: ['entrapment.callout'], how: 'max' }),
  },
  {
    id: 'value-dispatch-min',
    type: 'value',
    question: (now) => `min TechnicianDispatched value since ${iso(ago(now, 30))}?`,
    expect: (ev, now) =>
      measure(ev, { range: R.since(ago(now, 30), T(now)), names: ['TechnicianDispatched'], how: 'min' }),
  },
  {
    id: 'value-callout-median',
    type: 'value',
    question: 'median Callout Resolved value over the past 4 weeks',
    expect: (ev, now) =>
      measure(ev, { range: R.lastWeeks(T(now), 4), names: ['Callout Resolved'], how: 'median' }),
  },
  {
    id: 'value-parts-sum-tech007',
    type: 'value',
    question: 'sum of parts.ordered values for tech_007, all time',
    expect: (ev) => measure(ev, { names: ['parts.ordered'], user: 'tech_007', how: 'sum' }),
  },
  {
    id: 'value-alarm-avg-incident',
    type: 'value',
    question: (now) =>
      `what was the mean sensor_alarm value on ${longDay(incidentDay(now))}? curious how bad severity got`,
    expect: (ev, now) =>
      measure(ev, { range: noYearDay(now, incidentDay(now)), names: ['sensor_alarm'], how: 'avg' }),
  },
  {
    id: 'value-revenue-month',
    type: 'value',
    question: (now) => `How much revenue did we bring in during ${monthYear(monthBack(now, 2))}?`,
    expect: (ev, now) =>
      measure(ev, { range: R.month(monthBack(now, 2)), names: MONEY, how: 'sum', loose: true }),
  },
  {
    id: 'value-visit-avg-14d',
    type: 'value',
    question: 'Avg Maintenance Visit Completed value, past 14 days?',
    expect: (ev, now) =>
      measure(ev, { range: R.lastDays(T(now), 14), names: ['Maintenance Visit Completed'], how: 'avg' }),
  },

  // ================================ top-events ================================
  {
    id: 'topev-all-5',
    type: 'top-events',
    question: 'What are the top 5 events overall?',
    expect: ranked(tallyOf(R.all(), O.byName), 5),
  },
  {
    id: 'topev-least-3',
    type: 'top-events',
    question: 'which 3 event types are the least common?',
    expect: ranked(tallyOf(R.all(), O.byName), 3, { ascending: true }),
  },
  {
    id: 'topev-lastweek',
    type: 'top-events',
    question: 'most common events last week',
    expect: (ev, now) => ranked(tallyOf(R.lastWeek(T(now)), O.byName), 5)(ev, now),
  },
  {
    id: 'topev-incident-1',
    type: 'top-events',
    question: (now) => `Which event happened most often on ${dayMonth(incidentDay(now))}?`,
    expect: (ev, now) => ranked(tallyOf(noYearDay(now, incidentDay(now)), O.byName), 1)(ev, now),
  },
  {
    id: 'topev-48h-3',
    type: 'top-events',
    question: 'top 3 events in the last 48 hours',
    expect: (ev, now) => ranked(tallyOf(R.lastHours(T(now), 48), O.byName), 3)(ev, now),
  },
  {
    id: 'topev-month-4',
    type: 'top-events',
    question: (now) => `for the ops review: top 4 event types in ${monthYear(monthBack(now, 1))}`,
    expect: (ev, now) => ranked(tallyOf(R.month(monthBack(now, 1)), O.byName), 4)(ev, now),
  },
  {
    id: 'topev-rarest-30d',
    type: 'top-events',
    question: 'rarest event in the past 30 days?',
    expect: (ev, now) => ranked(tallyOf(R.lastDays(T(now), 30), O.byName), 1, { ascending: true })(ev, now),
  },

  // ================================ top-users ================================
  {
    id: 'topusers-all-5',
    type: 'top-users',
    question: 'who are our 5 most active users?',
    expect: ranked(tallyOf(R.all(), O.byUser), 5),
  },
  {
    id: 'topusers-visits-lastmonth',
    type: 'top-users',
    question: 'Top 3 users by number of Maintenance Visit Completed events last month',
    expect: (ev, now) =>
      ranked(tallyOf(R.lastMonth(T(now)), O.byUser, { names: ['Maintenance Visit Completed'] }), 3)(ev, now),
  },
  {
    id: 'topusers-spenders',
    type: 'top-users',
    question: 'top 5 spenders?',
    expect: (ev, now) =>
      ranked(tallyOf(R.all(), O.byUser, { names: MONEY, measureFn: O.value }), 5, {
        loose: true,
        extraNames: MONEY,
      })(ev, now),
  },
  {
    id: 'topusers-invoice-90d',
    type: 'top-users',
    question: 'which 3 users have the highest total invoice.paid value in the last 90 days?',
    expect: (ev, now) =>
      ranked(tallyOf(R.lastDays(T(now), 90), O.byUser, { names: ['invoice.paid'], measureFn: O.value }), 3)(
        ev,
        now,
      ),
  },
  {
    id: 'topusers-alarms',
    type: 'top-users',
    question: 'Top 3 users by sensor_alarm count — which buildings are noisiest?',
    expect: ranked(tallyOf(R.all(), O.byUser, { names: ['sensor_alarm'] }), 3),
  },
  {
    id: 'topusers-yesterday-1',
    type: 'top-users',
    question: 'most active user yesterday?',
    expect: (ev, now) => ranked(tallyOf(R.yesterday(T(now)), O.byUser), 1)(ev, now),
  },
  {
    id: 'topusers-parts-6w',
    type: 'top-users',
    question: 'top 3 users by summed parts.ordered value over the past 6 weeks',
    expect: (ev, now) =>
      ranked(tallyOf(R.lastWeeks(T(now), 6), O.byUser, { names: ['parts.ordered'], measureFn: O.value }), 3)(
        ev,
        now,
      ),
  },
  {
    id: 'topusers-tickets-since',
    type: 'top-users',
    question: (now) => `who raised the most TicketOpened since ${shortOrd(ago(now, 50))}?`,
    expect: (ev, now) =>
      ranked(
        tallyOf(R.since(noYearDay(now, ago(now, 50)).from, T(now)), O.byUser, { names: ['TicketOpened'] }),
        1,
      )(ev, now),
  },

  // ================================ user ================================
  {
    id: 'user-tech007-total',
    type: 'user',
    question: 'how many events has tech_007 logged in total?',
    expect: (ev) => count(ev, { user: 'tech_007' }),
  },
  {
    id: 'user-bm391-first-last',
    type: 'user',
    question: 'When did bm_391 first show up, and when were they last seen?',
    expect: (ev) => {
      const e = O.newestFirst(userEvs(ev, 'bm_391'));
      const f = O.time(e.at(-1)),
        l = O.time(e[0]);
      return { names: [iso(f), hhmm(f), iso(l), hhmm(l)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-tech007-last3',
    type: 'user',
    question: "what were tech_007's 3 most recent events?",
    expect: (ev) => {
      const e = O.newestFirst(userEvs(ev, 'tech_007'));
      return { names: e.slice(0, 3).map((x) => x.eventName), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-bm042-names',
    type: 'user',
    question: 'which event types has bm_042 used?',
    expect: (ev) => {
      const e = userEvs(ev, 'bm_042');
      return {
        names: [...new Set(e.map((x) => x.eventName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-bm099-30d',
    type: 'user',
    question: 'bm_099 — how many events in the last 30 days? they keep calling us',
    expect: (ev, now) => count(ev, { user: 'bm_099', range: R.lastDays(T(now), 30) }),
  },
  {
    id: 'user-bm042-first-last',
    type: 'user',
    question: 'first seen / last seen for bm_042?',
    expect: (ev) => {
      const e = O.newestFirst(userEvs(ev, 'bm_042'));
      const f = O.time(e.at(-1)),
        l = O.time(e[0]);
      return { names: [iso(f), hhmm(f), iso(l), hhmm(l)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-tech093-count',
    type: 'user',
    question: 'How many events does tech_093 have so far? New hire, want to see ramp-up.',
    expect: (ev) => count(ev, { user: 'tech_093' }),
  },
  { id: 'user-unknown', type: 'user', low: true, question: 'show me the activity of tech_999', expect: LOW },
  {
    id: 'user-bm015-last',
    type: 'user',
    question: "What was bm_015's latest event and when?",
    expect: (ev) => {
      const e = O.newestFirst(userEvs(ev, 'bm_015'));
      const l = O.time(e[0]);
      return {
        names: [e[0].eventName, iso(l), hhmm(l)],
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-tech093-names-2w',
    type: 'user',
    question: 'Which event names did tech_093 use in the last 2 weeks?',
    expect: (ev, now) => {
      const e = userEvs(ev, 'tech_093', R.lastWeeks(T(now), 2));
      return {
        names: [...new Set(e.map((x) => x.eventName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },

  // ================================ breakdown ================================
  {
    id: 'bd-alarms-daily-7d',
    type: 'breakdown',
    question: 'daily sensor_alarm counts for the last 7 days',
    expect: (ev, now) => breakdown(ev, R.lastDays(T(now), 7), O.byDay, ['sensor_alarm']),
  },
  {
    id: 'bd-busiest-weekday',
    type: 'breakdown',
    question: 'Which weekday is the busiest overall?',
    expect: ranked(tallyOf(R.all(), O.byWeekday), 1),
  },
  {
    id: 'bd-dispatch-hour',
    type: 'breakdown',
    question: 'what hour of the day do we see the most TechnicianDispatched?',
    expect: ranked(tallyOf(R.all(), O.byHour, { names: ['TechnicianDispatched'] }), 1),
  },
  {
    id: 'bd-monthly',
    type: 'breakdown',
    question: 'events per month, please',
    expect: (ev) => breakdown(ev, R.all(), O.byMonth),
  },
  {
    id: 'bd-visits-weekly-4w',
    type: 'breakdown',
    question: 'weekly breakdown of Maintenance Visit Completed over the last 4 weeks',
    expect: (ev, now) => breakdown(ev, R.lastWeeks(T(now), 4), O.byWeek, ['Maintenance Visit Completed']),
  },
  {
    id: 'bd-entrapment-peak-day',
    type: 'breakdown',
    question: 'Which day had the most entrapment.callout events in the last 60 days?',
    expect: (ev, now) =>
      ranked(tallyOf(R.lastDays(T(now), 60), O.byDay, { names: ['entrapment.callout'] }), 1)(ev, now),
  },
  {
    id: 'bd-login-hours-top3',
    type: 'breakdown',
    question: 'top 3 hours of the day for portal-login',
    expect: ranked(tallyOf(R.all(), O.byHour, { names: ['portal-login'] }), 3),
  },
  {
    id: 'bd-weekday-lastmonth',
    type: 'breakdown',
    question: 'breakdown of events by weekday for last month',
    expect: (ev, now) => {
      const evs = select(ev, { range: R.lastMonth(T(now)) });
      const m = O.tally(evs, O.byWeekday);
      const keys = O.WEEKDAYS.filter((d) => m.has(d));
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'bd-busiest-week-3m',
    type: 'breakdown',
    question: 'what was the busiest week in the past 3 months?',
    expect: (ev, now) => ranked(tallyOf(R.lastMonths(T(now), 3), O.byWeek), 1)(ev, now),
  },

  // ================================ compare ================================
  {
    id: 'cmp-alarms-7d',
    type: 'compare',
    question: 'sensor alarms: last 7 days vs the 7 days before?',
    expect: (ev, now) =>
      compareCount(ev, { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY }, R.lastDays(T(now), 7), [
        'sensor_alarm',
      ]),
  },
  {
    id: 'cmp-tickets-lastweek',
    type: 'compare',
    question: 'TicketOpened last week compared with the week before',
    expect: (ev, now) => {
      const lw = R.lastWeek(T(now));
      return compareCount(ev, { from: lw.from - WEEK, to: lw.from }, lw, ['TicketOpened']);
    },
  },
  {
    id: 'cmp-invoice-months',
    type: 'compare',
    question: (now) =>
      `invoice.paid total: ${monthName(monthBack(now, 2))} vs ${monthName(monthBack(now, 1))}?`,
    expect: (ev, now) => {
      const a = select(ev, { range: noYearMonth(now, monthBack(now, 2)), names: ['invoice.paid'] });
      const b = select(ev, { range: noYearMonth(now, monthBack(now, 1)), names: ['invoice.paid'] });
      return compare(a, b, r2(O.sum(a)), r2(O.sum(b)));
    },
  },
  {
    id: 'cmp-visits-growing',
    type: 'compare',
    question: 'Is Maintenance Visit Completed growing? last 30 days vs the previous 30',
    expect: (ev, now) =>
      compareCount(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, R.lastDays(T(now), 30), [
        'Maintenance Visit Completed',
      ]),
  },
  {
    id: 'cmp-active-users-14d',
    type: 'compare',
    question: 'active users in the last 14 days versus the 14 days before that',
    expect: (ev, now) => {
      const a = select(ev, { range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY } });
      const b = select(ev, { range: R.lastDays(T(now), 14) });
      return compare(a, b, O.users(a).size, O.users(b).size);
    },
  },
  {
    id: 'cmp-events-yesterday',
    type: 'compare',
    question: 'how did yesterday compare to the day before, in number of events?',
    expect: (ev, now) => {
      const y = R.yesterday(T(now));
      return compareCount(ev, { from: y.from - DAY, to: y.from }, y);
    },
  },
  {
    id: 'cmp-dispatch-months',
    type: 'compare',
    question: (now) =>
      `TechnicianDispatched in ${monthYear(monthBack(now, 3))} compared with ${monthYear(monthBack(now, 2))}`,
    expect: (ev, now) =>
      compareCount(ev, R.month(monthBack(now, 3)), R.month(monthBack(now, 2)), ['TechnicianDispatched']),
  },
  {
    id: 'cmp-parts-4w',
    type: 'compare',
    question: 'How did parts.ordered change between the last 4 weeks and the 4 weeks before?',
    expect: (ev, now) =>
      compareCount(ev, { from: T(now) - 8 * WEEK, to: T(now) - 4 * WEEK }, R.lastWeeks(T(now), 4), [
        'parts.ordered',
      ]),
  },

  // ================================ share ================================
  {
    id: 'share-alarm-all',
    type: 'share',
    question: 'What percentage of all events are sensor_alarm?',
    expect: (ev) => shareEvents(ev, R.all(), ['sensor_alarm']),
  },
  {
    id: 'share-visits-lastmonth',
    type: 'share',
    question: "what share of last month's activity was Maintenance Visit Completed?",
    expect: (ev, now) => shareEvents(ev, R.lastMonth(T(now)), ['Maintenance Visit Completed']),
  },
  {
    id: 'share-users-tickets-30d',
    type: 'share',
    question: 'what % of active users in the last 30 days raised a TicketOpened?',
    expect: (ev, now) => shareUsers(ev, R.lastDays(T(now), 30), ['TicketOpened']),
  },
  {
    id: 'share-dispatch-7d',
    type: 'share',
    question: 'percentage of events in the last 7 days that were TechnicianDispatched',
    expect: (ev, now) => shareEvents(ev, R.lastDays(T(now), 7), ['TechnicianDispatched']),
  },
  {
    id: 'share-entrapment-incident',
    type: 'share',
    question: (now) => `On ${iso(incidentDay(now))}, what fraction of events were entrapment.callout?`,
    expect: (ev, now) => shareEvents(ev, R.on(incidentDay(now)), ['entrapment.callout']),
  },
  {
    id: 'share-users-invoice-all',
    type: 'share',
    question: 'What percent of users have ever had an invoice.paid event?',
    expect: (ev) => shareUsers(ev, R.all(), ['invoice.paid']),
  },
  {
    id: 'share-logins-loose',
    type: 'share',
    question: 'what percent of events last week were logins?',
    expect: (ev, now) => shareEvents(ev, R.lastWeek(T(now)), ['portal-login'], true),
  },

  // ================================ conversion ================================
  {
    id: 'conv-ticket-close-30d',
    type: 'conversion',
    question:
      'Of the users who raised a TicketOpened in the last 30 days, how many then had a ticket_closed?',
    expect: (ev, now) => conv(ev, R.lastDays(T(now), 30), 'TicketOpened', 'ticket_closed'),
  },
  {
    id: 'conv-alarm-entrapment-60d',
    type: 'conversion',
    question: 'sensor_alarm → entrapment.callout conversion over the last 60 days',
    expect: (ev, now) => conv(ev, R.lastDays(T(now), 60), 'sensor_alarm', 'entrapment.callout'),
  },
  {
    id: 'conv-dispatch-resolved-2w',
    type: 'conversion',
    question: 'what % of users with a TechnicianDispatched went on to a Callout Resolved, last 2 weeks?',
    expect: (ev, now) => conv(ev, R.lastWeeks(T(now), 2), 'TechnicianDispatched', 'Callout Resolved'),
  },
  {
    id: 'conv-failed-parts-since',
    type: 'conversion',
    question: (now) =>
      `since ${longDay(ago(now, 60))}: of users who logged inspection_failed, how many later did parts.ordered?`,
    expect: (ev, now) =>
      conv(ev, R.since(noYearDay(now, ago(now, 60)).from, T(now)), 'inspection_failed', 'parts.ordered'),
  },
  {
    id: 'conv-login-invoice-month',
    type: 'conversion',
    question: (now) =>
      `Of the users with a portal-login in ${monthName(monthBack(now, 1))}, what percentage went on to invoice.paid?`,
    expect: (ev, now) => conv(ev, noYearMonth(now, monthBack(now, 1)), 'portal-login', 'invoice.paid'),
  },
  {
    id: 'conv-visit-inspection-all',
    type: 'conversion',
    question: 'conversion from Maintenance Visit Completed to inspection-passed, all time',
    expect: (ev) => conv(ev, R.all(), 'Maintenance Visit Completed', 'inspection-passed'),
  },
  {
    id: 'conv-failed-passed-3m',
    type: 'conversion',
    question:
      'Re-inspections: of users with an inspection_failed in the past 3 months, how many had an inspection-passed afterwards?',
    expect: (ev, now) => conv(ev, R.lastMonths(T(now), 3), 'inspection_failed', 'inspection-passed'),
  },

  // ================================ churn ================================
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'how many users were active last month but not this month?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastMonth(T(now)), R.thisMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'How many new users in the last 30 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(T(now), 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `users active in ${monthName(monthBack(now, 3))} who did nothing in ${monthName(monthBack(now, 1))} — how many?`,
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, noYearMonth(now, monthBack(now, 3)), noYearMonth(now, monthBack(now, 1))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-lastweek',
    type: 'churn',
    question: 'which users are new last week (first event ever)?',
    expect: (ev, now) => {
      const u = O.newUsers(ev, R.lastWeek(T(now)));
      return { numbers: [u.length], names: u.sort(), unordered: true, confidence: 'high' };
    },
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `How many users were active between ${iso(ago(now, 90))} and ${iso(ago(now, 61))} but have had no events since ${iso(ago(now, 30))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.between(ago(now, 90), ago(now, 61)), R.since(ago(now, 30), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${dayMonth(ago(now, 21))}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.since(noYearDay(now, ago(now, 21)).from, T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-90-14',
    type: 'churn',
    question:
      'Of the users active in the last 90 days, how many have gone quiet in the last 14 days (no events)?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastDays(T(now), 90), R.lastDays(T(now), 14)).length],
      confidence: 'high',
    }),
  },

  // ================================ recency ================================
  {
    id: 'rec-last-entrapment',
    type: 'recency',
    question: 'When was the last entrapment.callout?',
    expect: (ev) => lastOf(ev, { names: ['entrapment.callout'] }),
  },
  {
    id: 'rec-failed-7d',
    type: 'recency',
    question: 'did anyone log an inspection_failed in the last 7 days?',
    expect: (ev, now) => count(ev, { range: R.lastDays(T(now), 7), names: ['inspection_failed'] }),
  },
  {
    id: 'rec-bm042-last',
    type: 'recency',
    question: 'last time bm_042 did anything?',
    expect: (ev) => lastOf(ev, { user: 'bm_042' }),
  },
  {
    id: 'rec-last-invoice',
    type: 'recency',
    question: 'when did the most recent invoice.paid come in?',
    expect: (ev) => lastOf(ev, { names: ['invoice.paid'] }),
  },
  {
    id: 'rec-unknown-event',
    type: 'recency',
    low: true,
    question: 'when did someone last log an escalator_step_replaced?',
    expect: LOW,
  },
  {
    id: 'rec-tech093-visits',
    type: 'recency',
    question: 'has tech_093 done any Maintenance Visit Completed yet?',
    expect: (ev) => count(ev, { user: 'tech_093', names: ['Maintenance Visit Completed'] }),
  },
  {
    id: 'rec-bm099-alarm',
    type: 'recency',
    question: 'When was the last sensor_alarm for bm_099?',
    expect: (ev) => lastOf(ev, { names: ['sensor_alarm'], user: 'bm_099' }),
  },
  {
    id: 'rec-last-parts',
    type: 'recency',
    question: 'most recent parts.ordered - when was it?',
    expect: (ev) => lastOf(ev, { names: ['parts.ordered'] }),
  },
  {
    id: 'rec-tickets-incident',
    type: 'recency',
    question: (now) => `was there any TicketOpened on ${longDay(incidentDay(now))}?`,
    expect: (ev, now) => count(ev, { range: noYearDay(now, incidentDay(now)), names: ['TicketOpened'] }),
  },
  {
    id: 'rec-bm042-30d',
    type: 'recency',
    low: true,
    question: 'has bm_042 done anything in the last 30 days?',
    expect: LOW,
  },

  // ================================ catalogue ================================
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what event names exist?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (ev) => ({ numbers: [O.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'how many events have we stored overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-names-counts',
    type: 'catalogue',
    question: 'list every event type with how many times each occurred',
    expect: ranked(tallyOf(R.all(), O.byName), 12),
  },
  {
    id: 'cat-name-count',
    type: 'catalogue',
    question: 'how many different event types do we track?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'Quick overview for the new CTO: total events, total users, number of event types.',
    expect: (ev) => ({
      numbers: [ev.length, O.users(ev).size, new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-kinds-users',
    type: 'catalogue',
    question: 'What kinds of events does the platform record, and how many users have any events at all?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      numbers: [O.users(ev).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ================================ other ================================
  {
    id: 'other-car-weight',
    type: 'other',
    question: "what's the average rated load of our elevator cars in kg?",
    expect: LOW,
  },
  {
    id: 'other-csat',
    type: 'other',
    question: 'Which technician has the best customer satisfaction score?',
    expect: LOW,
  },
  {
    id: 'other-predict',
    type: 'other',
    question: 'predict how many lifts will break down next month',
    expect: LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: 'was it raining at the Harbour Tower site during the last callout?',
    expect: LOW,
  },
  {
    id: 'other-floors',
    type: 'other',
    question: 'how many floors does the building managed by bm_015 have?',
    expect: LOW,
  },
  {
    id: 'other-salary',
    type: 'other',
    question: "What's the average salary of our field technicians?",
    expect: LOW,
  },
  {
    id: 'other-email',
    type: 'other',
    question: 'send an email to all building managers about the new inspection rules',
    expect: LOW,
  },
  {
    id: 'other-model',
    type: 'other',
    question: 'Which elevator manufacturer/model is the most reliable in our portfolio?',
    expect: LOW,
  },
  {
    id: 'other-stock',
    type: 'other',
    question: 'how many door rollers do we have in stock at the central warehouse?',
    expect: LOW,
  },
];
