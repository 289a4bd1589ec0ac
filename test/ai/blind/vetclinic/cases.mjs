/* eslint-disable @typescript-eslint/no-unused-vars -- the round is kept as its author wrote it */
// Blind round "vetclinic": questions and oracle-computed expectations. See NOTES.md.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS } from './data.mjs';

const { DAY, ranges: R } = O;
const P = PERSONAS;

// ---- dates in questions ----------------------------------------------------------------------
const SHORT = O.MONTHS.map((m) => m.slice(0, 3));
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const ago = (now, d) => O.dayStart(+now) - d * DAY; // start of the day d days back
const iso = (t) => O.isoDay(t); // 2026-10-14
const longDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`; // October 14th
const shortDay = (t) => `${SHORT[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`; // Oct 14
const dmy = (t) =>
  `${new Date(t).getUTCDate()} ${SHORT[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`; // 14 Oct 2026
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const year = (t) => new Date(t).getUTCFullYear();
const mStart = (now, k) => O.monthStart(+now, k); // first of the month k months from now's

// "on Oct 14" / "in October" without a year resolve to the nearest past one, as SEMANTICS says.
const namedDay = (now, t) => O.pastMonthDay(+now, new Date(t).getUTCMonth(), new Date(t).getUTCDate());
const namedMonth = (now, t) => O.pastMonth(+now, new Date(t).getUTCMonth());

// ---- expectation helpers ---------------------------------------------------------------------
const r2 = (x) => O.round(x, 2);
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const sel = (events, range, names, user) => O.select(events, { range, names, user });

const countX = (evs, confidence = 'high') => ({ numbers: [evs.length], confidence, dataPoints: evs.length });
const usersX = (evs, confidence = 'high') => ({
  numbers: [O.users(evs).size],
  confidence,
  dataPoints: evs.length,
});
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : r2((v[n / 2 - 1] + v[n / 2]) / 2);
};

// A ranked list: fn(events, now) → { map, dp }; names in rank order with their figures.
function ranked(fn, n, { ascending = false, confidence = 'high', extraNames = [] } = {}) {
  const expect = (events, now) => {
    const { map, dp } = fn(events, now);
    const top = O.rank(map, { n, ascending });
    return {
      names: [...extraNames, ...top.map((p) => p[0])],
      numbers: top.map((p) => r2(p[1])),
      confidence,
      dataPoints: dp,
    };
  };
  expect.tieAtCut = (events, now) => {
    const all = O.rank(fn(events, now).map, { ascending });
    return Number.isFinite(n) && all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}
const rankBy =
  (range, key, { names, user, measure } = {}) =>
  (events, now) => {
    const evs = sel(events, range(now), names, user);
    return { map: O.tally(evs, key, measure), dp: evs.length };
  };

// A breakdown in chronological order: every bucket named with its figure.
function series(range, key, { names, measure } = {}) {
  return (events, now) => {
    const evs = sel(events, range(now), names);
    const m = O.tally(evs, key, measure);
    const keys = [...m.keys()].sort();
    return {
      names: keys,
      numbers: keys.map((k) => r2(m.get(k))),
      confidence: 'high',
      dataPoints: evs.length,
    };
  };
}

function compareX(earlierRange, laterRange, measure, { names, confidence = 'high' } = {}) {
  return (events, now) => {
    const a = sel(events, earlierRange(now), names),
      b = sel(events, laterRange(now), names);
    const va = measure(a),
      vb = measure(b);
    const c = O.change(va, vb);
    return {
      numbers: [r2(va), r2(vb), r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      names: confidence === 'high' ? [] : names,
      confidence,
      dataPoints: a.length + b.length,
    };
  };
}
const nCount = (evs) => evs.length;
const nUsers = (evs) => O.users(evs).size;

function shareEvents(range, name, confidence = 'high') {
  return (events, now) => {
    const all = sel(events, range(now));
    const part = all.filter((e) => e.eventName === name);
    return { percents: [O.percent(part.length, all.length)], confidence, dataPoints: all.length };
  };
}
function shareUsers(range, name, confidence = 'high') {
  return (events, now) => {
    const all = sel(events, range(now));
    const did = O.users(all.filter((e) => e.eventName === name)).size;
    return { percents: [O.percent(did, O.users(all).size)], confidence, dataPoints: all.length };
  };
}

function convX(range, a, b, confidence = 'high') {
  return (events, now) => {
    const r = range(now);
    const c = O.conversion(events, r, a, b);
    const dp = sel(events, r, [a, b]).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
  };
}

function lastX(range, name, user) {
  return (events, now) => {
    const evs = sel(events, range(now), [name], user);
    const last = O.newestFirst(evs)[0];
    return { names: [iso(O.time(last))], confidence: 'high', dataPoints: evs.length };
  };
}

const all = () => R.all();
const lastDays = (n) => (now) => R.lastDays(+now, n);
const lastWeeks = (n) => (now) => R.lastWeeks(+now, n);
const lastMonths = (n) => (now) => R.lastMonths(+now, n);
const lastHours = (n) => (now) => R.lastHours(+now, n);
const sinceAgo = (d) => (now) => R.since(ago(now, d), +now);
const yesterday = (now) => R.yesterday(+now);
const today = (now) => R.today(+now);
const lastWeek = (now) => R.lastWeek(+now);
const weekBefore = (now) => ({ from: O.weekStart(+now) - 2 * O.WEEK, to: O.weekStart(+now) - O.WEEK });
const thisWeek = (now) => R.thisWeek(+now);
const lastMonth = (now) => R.lastMonth(+now);
const monthBefore = (now) => R.month(mStart(now, -2));
const thisMonth = (now) => R.thisMonth(+now);
const thisYear = (now) => R.thisYear(+now);
const window = (fromAgo, toAgo) => (now) => ({ from: +now - fromAgo * DAY, to: +now - toAgo * DAY });
const INCIDENT = 23; // days before today

// ---- cases -----------------------------------------------------------------------------------
export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-booked-7d',
    type: 'count',
    question: 'how many appointment_booked events in the last 7 days?',
    expect: (ev, now) => countX(sel(ev, lastDays(7)(now), ['appointment_booked'])),
  },
  {
    id: 'count-checkin-48h',
    type: 'count',
    question: 'Front desk here — how many check-ins (CheckedIn) did we get in the past 48 hours?',
    expect: (ev, now) => countX(sel(ev, lastHours(48)(now), ['CheckedIn'])),
  },
  {
    id: 'count-rx-between',
    type: 'count',
    question: (now) =>
      `Number of prescription-issued events between ${iso(ago(now, 50))} and ${iso(ago(now, 36))}, please`,
    expect: (ev, now) => countX(sel(ev, R.between(ago(now, 50), ago(now, 36)), ['prescription-issued'])),
  },
  {
    id: 'count-all-lastweek',
    type: 'count',
    question: 'total number of events last week',
    expect: (ev, now) => countX(sel(ev, lastWeek(now))),
  },
  {
    id: 'count-vet003-month',
    type: 'count',
    question: (now) =>
      `How many Consultation Recorded events did vet_003 log in ${monthName(mStart(now, -1))}?`,
    expect: (ev, now) =>
      countX(sel(ev, R.month(namedMonth(now, mStart(now, -1))), ['Consultation Recorded'], 'vet_003')),
  },
  {
    id: 'count-lab-since',
    type: 'count',
    question: (now) => `lab result uploaded count since ${longDay(ago(now, 40))}?`,
    expect: (ev, now) => countX(sel(ev, R.since(namedDay(now, ago(now, 40)), +now), ['lab_result_uploaded'])),
  },
  {
    id: 'count-incident-day',
    type: 'count',
    question: (now) =>
      `someone said the system went crazy on ${shortDay(ago(now, INCIDENT))}. how many events did we record that day?`,
    expect: (ev, now) => countX(sel(ev, R.on(namedDay(now, ago(now, INCIDENT))))),
  },
  {
    id: 'count-cancel-before',
    type: 'count',
    question: (now) => `appointment.cancelled — how many before ${dmy(ago(now, 90))}?`,
    expect: (ev, now) => countX(sel(ev, R.before(ago(now, 90)), ['appointment.cancelled'])),
  },
  {
    id: 'count-consults-loose',
    type: 'count',
    question: 'how many consults did the vets write up in the past 14 days?',
    expect: (ev, now) => countX(sel(ev, lastDays(14)(now), ['Consultation Recorded']), 'not-high'),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'how many grooming_booked events happened last month?',
    expect: LOW,
  },
  {
    id: 'count-reminders-today',
    type: 'count',
    question: 'VaccinationReminderSent count today so far?',
    expect: (ev, now) => countX(sel(ev, today(now), ['VaccinationReminderSent'])),
  },
  {
    id: 'count-all-6h',
    type: 'count',
    question: 'Quick sanity check from on-call: how many events came in over the last 6 hours?',
    expect: (ev, now) => countX(sel(ev, lastHours(6)(now))),
  },
  {
    id: 'count-reminders-thismonth',
    type: 'count',
    question: 'How many VaccinationReminderSent so far this month?',
    expect: (ev, now) => countX(sel(ev, thisMonth(now), ['VaccinationReminderSent'])),
  },
  {
    id: 'count-all-thisyear',
    type: 'count',
    question: 'how many events have we logged this year?',
    expect: (ev, now) => countX(sel(ev, thisYear(now))),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-checkin-30d',
    type: 'users',
    question: 'How many unique users did CheckedIn over the past 30 days?',
    expect: (ev, now) => usersX(sel(ev, lastDays(30)(now), ['CheckedIn'])),
  },
  {
    id: 'users-active-lastweek',
    type: 'users',
    question: 'active users last week?',
    expect: (ev, now) => usersX(sel(ev, lastWeek(now))),
  },
  {
    id: 'users-rating-since',
    type: 'users',
    question: (now) => `How many different people have a rating submitted since ${iso(ago(now, 60))}?`,
    expect: (ev, now) => usersX(sel(ev, R.since(ago(now, 60), +now), ['Rating Submitted'])),
  },
  {
    id: 'users-invoice-month-year',
    type: 'users',
    question: (now) =>
      `In ${monthName(mStart(now, -2))} ${year(mStart(now, -2))}, how many customers had an invoice.paid event?`,
    expect: (ev, now) => usersX(sel(ev, R.month(mStart(now, -2)), ['invoice.paid'])),
  },
  {
    id: 'users-active-yesterday',
    type: 'users',
    question: 'how many users were active yesterday',
    expect: (ev, now) => usersX(sel(ev, yesterday(now))),
  },
  {
    id: 'users-rx-2w',
    type: 'users',
    question: 'how many distinct users did prescription-issued in the last 2 weeks?',
    expect: (ev, now) => usersX(sel(ev, lastWeeks(2)(now), ['prescription-issued'])),
  },
  {
    id: 'users-paid-bill-loose',
    type: 'users',
    question: 'roughly how many pet parents paid a bill last month? finance is asking',
    expect: (ev, now) => usersX(sel(ev, lastMonth(now), ['invoice.paid']), 'not-high'),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many users triggered kiosk_timeout this week?',
    expect: LOW,
  },
  {
    id: 'users-3months',
    type: 'users',
    question: 'unique users in the past 3 months',
    expect: (ev, now) => usersX(sel(ev, lastMonths(3)(now))),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-invoice-lastmonth',
    type: 'value',
    question: 'total invoice.paid amount last month?',
    expect: (ev, now) => {
      const e = sel(ev, lastMonth(now), ['invoice.paid']);
      return { numbers: [r2(O.sum(e))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-rating-avg-30d',
    type: 'value',
    question: 'what is the average Rating Submitted score in the last 30 days? (stars)',
    expect: (ev, now) => {
      const e = sel(ev, lastDays(30)(now), ['Rating Submitted']);
      return { numbers: [O.avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-invoice-max',
    type: 'value',
    question: 'Biggest single invoice.paid amount we have ever had?',
    expect: (ev) => {
      const e = sel(ev, all(), ['invoice.paid']);
      return { numbers: [O.max(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-invoice-min-since',
    type: 'value',
    question: (now) => `smallest invoice.paid value since ${shortDay(ago(now, 20))}`,
    expect: (ev, now) => {
      const e = sel(ev, R.since(namedDay(now, ago(now, 20)), +now), ['invoice.paid']);
      return { numbers: [O.min(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-rx-median-60d',
    type: 'value',
    question: 'median doses per prescription-issued over the last 60 days',
    expect: (ev, now) => {
      const e = sel(ev, lastDays(60)(now), ['prescription-issued']);
      return { numbers: [median(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-revenue-4w',
    type: 'value',
    question: 'what was revenue in the past 4 weeks?',
    expect: (ev, now) => {
      const e = sel(ev, lastWeeks(4)(now), ['invoice.paid']);
      return {
        numbers: [r2(O.sum(e))],
        names: ['invoice.paid'],
        confidence: 'not-high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'value-rx-sum-3m',
    type: 'value',
    question: 'sum of prescription-issued values (doses) over the last 3 months',
    expect: (ev, now) => {
      const e = sel(ev, lastMonths(3)(now), ['prescription-issued']);
      return { numbers: [r2(O.sum(e))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-invoice-avg-user',
    type: 'value',
    question: 'average invoice.paid amount for own_00042? they are our kennel client',
    expect: (ev) => {
      const e = sel(ev, all(), ['invoice.paid'], P.topOwner);
      return { numbers: [O.avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-unknown-tips',
    type: 'value',
    low: true,
    question: 'average tip_added amount last month?',
    expect: LOW,
  },
  {
    id: 'value-rating-min-yday',
    type: 'value',
    question: 'lowest Rating Submitted value yesterday',
    expect: (ev, now) => {
      const e = sel(ev, yesterday(now), ['Rating Submitted']);
      return { numbers: [O.min(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-invoice-90d',
    type: 'value',
    question: 'For the board deck: total invoice.paid over the last 90 days, in dollars.',
    expect: (ev, now) => {
      const e = sel(ev, lastDays(90)(now), ['invoice.paid']);
      return { numbers: [r2(O.sum(e))], confidence: 'high', dataPoints: e.length };
    },
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked(rankBy(lastDays(30), O.byName), 5),
  },
  {
    id: 'top-events-3-all',
    type: 'top-events',
    question: 'What are our 3 most common events?',
    expect: ranked(rankBy(all, O.byName), 3),
  },
  {
    id: 'top-events-least-7d',
    type: 'top-events',
    question: 'least common event over the past 7 days?',
    expect: ranked(rankBy(lastDays(7), O.byName), 1, { ascending: true }),
  },
  {
    id: 'top-events-lastweek-3',
    type: 'top-events',
    question: 'show me the top 3 events last week',
    expect: ranked(rankBy(lastWeek, O.byName), 3),
  },
  {
    id: 'top-events-1-lastweek',
    type: 'top-events',
    question: 'which event did we see teh most of last week?',
    expect: ranked(rankBy(lastWeek, O.byName), 1),
  },
  {
    id: 'top-events-vet003',
    type: 'top-events',
    question: "vet_003's top 3 most frequent actions",
    expect: ranked(rankBy(all, O.byName, { user: 'vet_003' }), 3),
  },
  {
    id: 'top-events-rank-month',
    type: 'top-events',
    question: (now) => `rank every event type by count for ${monthName(mStart(now, -1))}`,
    expect: ranked(
      rankBy((now) => R.month(namedMonth(now, mStart(now, -1))), O.byName),
      Infinity,
    ),
  },
  {
    id: 'top-events-bottom3',
    type: 'top-events',
    question: (now) => `bottom 3 events since ${iso(ago(now, 45))}`,
    expect: ranked(rankBy(sinceAgo(45), O.byName), 3, { ascending: true }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'who are the 3 most active users in the last 30 days?',
    expect: ranked(rankBy(lastDays(30), O.byUser), 3),
  },
  {
    id: 'top-users-spenders-3m',
    type: 'top-users',
    question: 'top spenders over the last 3 months',
    expect: ranked(rankBy(lastMonths(3), O.byUser, { names: ['invoice.paid'], measure: O.value }), 5, {
      confidence: 'not-high',
    }),
  },
  {
    id: 'top-users-invoice-since',
    type: 'top-users',
    question: (now) => `top 3 users by invoice.paid value since ${longDay(ago(now, 75))}`,
    expect: ranked(
      rankBy((now) => R.since(namedDay(now, ago(now, 75)), +now), O.byUser, {
        names: ['invoice.paid'],
        measure: O.value,
      }),
      3,
    ),
  },
  {
    id: 'top-users-resched-60d',
    type: 'top-users',
    question: 'who did the most appointment.rescheduled in the past 60 days?',
    expect: ranked(rankBy(lastDays(60), O.byUser, { names: ['appointment.rescheduled'] }), 1),
  },
  {
    id: 'top-users-consult-3',
    type: 'top-users',
    question: 'Top 3 users for Consultation Recorded — want to know which vets carry the load.',
    expect: ranked(rankBy(all, O.byUser, { names: ['Consultation Recorded'] }), 3),
  },
  {
    id: 'top-users-yday',
    type: 'top-users',
    question: 'most active user yesterday?',
    expect: ranked(rankBy(yesterday, O.byUser), 1),
  },
  {
    id: 'top-users-10-all',
    type: 'top-users',
    question: 'top 10 users by number of events, all time',
    expect: ranked(rankBy(all, O.byUser), 10),
  },
  {
    id: 'top-users-raters-3m',
    type: 'top-users',
    question: 'who submitted the most Rating Submitted events in the last 3 months?',
    expect: ranked(rankBy(lastMonths(3), O.byUser, { names: ['Rating Submitted'] }), 1),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-count-top',
    type: 'user',
    question: 'how many events does own_00042 have in total?',
    expect: (ev) => countX(sel(ev, all(), undefined, P.topOwner)),
  },
  {
    id: 'user-first-newvet',
    type: 'user',
    question: 'when did vet_012 first show up in the data?',
    expect: (ev) => {
      const e = sel(ev, all(), undefined, P.newVet);
      return { names: [iso(O.time(e[0]))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-last-churner',
    type: 'user',
    question: 'last seen for own_00317?',
    expect: (ev) => {
      const e = sel(ev, all(), undefined, P.churner);
      return { names: [iso(O.time(O.newestFirst(e)[0]))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-names-rec02',
    type: 'user',
    question: 'which event types has rec_02 used?',
    expect: (ev) => {
      const e = sel(ev, all(), undefined, P.frontDesk);
      return {
        names: [...new Set(e.map(O.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-newcomer-7d',
    type: 'user',
    question: 'own_00437 is new — how many events have they had in the past 7 days?',
    expect: (ev, now) => countX(sel(ev, lastDays(7)(now), undefined, P.newcomer)),
  },
  {
    id: 'user-recent-top',
    type: 'user',
    question: 'What were the 3 most recent things own_00042 did?',
    expect: (ev) => {
      const e = sel(ev, all(), undefined, P.topOwner);
      return { names: O.newestFirst(e).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-unknown',
    type: 'user',
    low: true,
    question: 'how many events does own_99999 have?',
    expect: LOW,
  },
  {
    id: 'user-lowrater',
    type: 'user',
    question:
      'own_00150 keeps complaining. how many Rating Submitted events have they left, and whats their average?',
    expect: (ev) => {
      const e = sel(ev, all(), ['Rating Submitted'], P.lowRater);
      return { numbers: [e.length, O.avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-first-last-newcomer',
    type: 'user',
    question: 'first and last seen for own_00437',
    expect: (ev) => {
      const e = sel(ev, all(), undefined, P.newcomer);
      return {
        names: [iso(O.time(e[0])), iso(O.time(O.newestFirst(e)[0]))],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'bd-busiest-day-30d',
    type: 'breakdown',
    question: 'busiest day in the last 30 days?',
    expect: ranked(rankBy(lastDays(30), O.byDay), 1),
  },
  {
    id: 'bd-weekday-checkin-8w',
    type: 'breakdown',
    question: 'which weekday gets the most CheckedIn events, looking at the last 8 weeks?',
    expect: ranked(rankBy(lastWeeks(8), O.byWeekday, { names: ['CheckedIn'] }), 1),
  },
  {
    id: 'bd-hour-checkin',
    type: 'breakdown',
    question: 'What hour of the day do most CheckedIn events happen? (UTC is fine)',
    expect: ranked(rankBy(all, O.byHour, { names: ['CheckedIn'] }), 1),
  },
  {
    id: 'bd-booked-monthly',
    type: 'breakdown',
    question: (now) => `appointment_booked per month since ${iso(mStart(now, -2))}`,
    expect: series((now) => R.since(mStart(now, -2), +now), O.byMonth, { names: ['appointment_booked'] }),
  },
  {
    id: 'bd-daily-lastweek',
    type: 'breakdown',
    question: 'daily event counts for last week pls',
    expect: series(lastWeek, O.byDay),
  },
  {
    id: 'bd-month-invoice-max',
    type: 'breakdown',
    question: 'which month had the highest invoice.paid total?',
    expect: ranked(rankBy(all, O.byMonth, { names: ['invoice.paid'], measure: O.value }), 1),
  },
  {
    id: 'bd-quietest-weekday',
    type: 'breakdown',
    question: 'quietest day of the week for CheckedIn, over everything you have',
    expect: ranked(rankBy(all, O.byWeekday, { names: ['CheckedIn'] }), 1, { ascending: true }),
  },
  {
    id: 'bd-hour-login-2w',
    type: 'breakdown',
    question:
      'busiest hour for Portal Login over the past 2 weeks? thinking about when to send the newsletter',
    expect: ranked(rankBy(lastWeeks(2), O.byHour, { names: ['Portal Login'] }), 1),
  },
  {
    id: 'bd-weekly-consults',
    type: 'breakdown',
    question: (now) =>
      `weekly Consultation Recorded counts from ${shortDay(O.weekStart(+now) - 4 * O.WEEK)} to ${shortDay(O.weekStart(+now) - DAY)}`,
    expect: series(
      (now) =>
        R.between(namedDay(now, O.weekStart(+now) - 4 * O.WEEK), namedDay(now, O.weekStart(+now) - DAY)),
      O.byWeek,
      { names: ['Consultation Recorded'] },
    ),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'cmp-checkin-10d',
    type: 'compare',
    question: 'CheckedIn: last 10 days vs the 10 days before?',
    expect: compareX(window(20, 10), lastDays(10), nCount, { names: ['CheckedIn'] }),
  },
  {
    id: 'cmp-invoice-30d',
    type: 'compare',
    question: 'invoice.paid total for the last 30 days compared with the previous 30 days',
    expect: compareX(window(60, 30), lastDays(30), O.sum, { names: ['invoice.paid'] }),
  },
  {
    id: 'cmp-booked-growing',
    type: 'compare',
    question: 'Is appointment_booked growing? compare last month with the month before',
    expect: compareX(monthBefore, lastMonth, nCount, { names: ['appointment_booked'] }),
  },
  {
    id: 'cmp-events-named-months',
    type: 'compare',
    question: (now) => `events in ${monthName(mStart(now, -2))} vs ${monthName(mStart(now, -1))}`,
    expect: compareX(
      (now) => R.month(namedMonth(now, mStart(now, -2))),
      (now) => R.month(namedMonth(now, mStart(now, -1))),
      nCount,
    ),
  },
  {
    id: 'cmp-users-14d',
    type: 'compare',
    question: 'active users last 14 days vs the prior 14 days — are we retaining people?',
    expect: compareX(window(28, 14), lastDays(14), nUsers),
  },
  {
    id: 'cmp-doses-4w',
    type: 'compare',
    question: 'prescription-issued doses (sum) in the past 4 weeks vs the 4 weeks before',
    expect: compareX(window(56, 28), lastWeeks(4), O.sum, { names: ['prescription-issued'] }),
  },
  {
    id: 'cmp-events-weeks',
    type: 'compare',
    question: 'total events last week compared with the week before',
    expect: compareX(weekBefore, lastWeek, nCount),
  },
  {
    id: 'cmp-sales-2w',
    type: 'compare',
    question: 'did sales go up? past 2 weeks vs the 2 weeks before that',
    expect: compareX(window(28, 14), lastWeeks(2), O.sum, {
      names: ['invoice.paid'],
      confidence: 'not-high',
    }),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-invoice-lastmonth',
    type: 'share',
    question: 'what percentage of events last month were invoice.paid?',
    expect: shareEvents(lastMonth, 'invoice.paid'),
  },
  {
    id: 'share-users-rating-30d',
    type: 'share',
    question: 'Of the users active in the last 30 days, what share left a Rating Submitted?',
    expect: shareUsers(lastDays(30), 'Rating Submitted'),
  },
  {
    id: 'share-reminders-all',
    type: 'share',
    question:
      'what fraction of all our events are VaccinationReminderSent? feels like the reminder bot is most of the data',
    expect: shareEvents(all, 'VaccinationReminderSent'),
  },
  {
    id: 'share-checkin-yday',
    type: 'share',
    question: "% of yesterday's activity that was checked in",
    expect: shareEvents(yesterday, 'CheckedIn'),
  },
  {
    id: 'share-users-booked-lastweek',
    type: 'share',
    question: 'of everyone active last week, what percent did appointment booked?',
    expect: shareUsers(lastWeek, 'appointment_booked'),
  },
  {
    id: 'share-login-7d',
    type: 'share',
    question: "how much of the past 7 days' traffic was Portal Login, in percent?",
    expect: shareEvents(lastDays(7), 'Portal Login'),
  },
  {
    id: 'share-users-paid-loose',
    type: 'share',
    question: 'what percent of users in the past 60 days paid their bill?',
    expect: shareUsers(lastDays(60), 'invoice.paid', 'not-high'),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-booked-checkin-30d',
    type: 'conversion',
    question: 'Of users who did appointment_booked in the last 30 days, how many then did CheckedIn?',
    expect: convX(lastDays(30), 'appointment_booked', 'CheckedIn'),
  },
  {
    id: 'conv-checkin-rating-lastmonth',
    type: 'conversion',
    question: 'conversion from CheckedIn to Rating Submitted last month',
    expect: convX(lastMonth, 'CheckedIn', 'Rating Submitted'),
  },
  {
    id: 'conv-consult-rx-2w',
    type: 'conversion',
    question:
      'of users who did Consultation Recorded in the past 2 weeks, how many later did prescription-issued, and what %?',
    expect: convX(lastWeeks(2), 'Consultation Recorded', 'prescription-issued'),
  },
  {
    id: 'conv-login-booked-60d',
    type: 'conversion',
    question: 'what percentage of people who had a Portal Login went on to appointment_booked? past 60 days',
    expect: convX(lastDays(60), 'Portal Login', 'appointment_booked'),
  },
  {
    id: 'conv-checkin-invoice-since',
    type: 'conversion',
    question: (now) => `CheckedIn → invoice.paid conversion since ${shortDay(ago(now, 21))}`,
    expect: (ev, now) =>
      convX(() => R.since(namedDay(now, ago(now, 21)), +now), 'CheckedIn', 'invoice.paid')(ev, now),
  },
  {
    id: 'conv-pet-booked-all',
    type: 'conversion',
    question:
      'how many users who did pet_registered went on to do appointment_booked afterwards? overall, with the percentage',
    expect: convX(all, 'pet_registered', 'appointment_booked'),
  },
  {
    id: 'conv-booked-paid-loose',
    type: 'conversion',
    question: 'past 8 weeks: of the folks who booked, how many ended up paying?',
    expect: convX(lastWeeks(8), 'appointment_booked', 'invoice.paid', 'not-high'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(mStart(now, -2))} but not in ${monthName(mStart(now, -1))}?`,
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, R.month(namedMonth(now, mStart(now, -2))), R.month(namedMonth(now, mStart(now, -1))))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'new users in the last 14 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, lastDays(14)(now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(ago(now, 100))} and ${iso(ago(now, 70))} who haven't been seen since ${iso(ago(now, 30))} — how many?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.between(ago(now, 100), ago(now, 70)), R.since(ago(now, 30), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'how many brand new users did we get last month?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, lastMonth(now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-30-vs-prev30',
    type: 'churn',
    question:
      'how many users were active in the previous 30 days (30 to 60 days ago) but have had no events in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, window(60, 30)(now), lastDays(30)(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${longDay(ago(now, 45))}`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.since(namedDay(now, ago(now, 45)), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lastweek-thisweek',
    type: 'churn',
    question: "How many people who were active last week haven't shown up at all this week?",
    expect: (ev, now) => ({
      numbers: [O.churned(ev, lastWeek(now), thisWeek(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'Number of new users in the past 7 days (first event ever)?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, lastDays(7)(now)).length], confidence: 'high' }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'rec-last-invoice',
    type: 'recency',
    question: 'when was the last invoice.paid?',
    expect: lastX(all, 'invoice.paid'),
  },
  {
    id: 'rec-any-cancel-7d',
    type: 'recency',
    question: 'did anyone do appointment.cancelled in the last 7 days?',
    expect: (ev, now) => {
      const e = sel(ev, lastDays(7)(now), ['appointment.cancelled']);
      return { names: ['appointment.cancelled'], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-last-newvet-consult',
    type: 'recency',
    question: 'last time vet_012 did a Consultation Recorded?',
    expect: lastX(all, 'Consultation Recorded', P.newVet),
  },
  {
    id: 'rec-reminders-24h',
    type: 'recency',
    question:
      'has svc_reminders sent any VaccinationReminderSent in the past 24 hours? want to be sure the job is alive',
    expect: (ev, now) => {
      const e = sel(ev, lastHours(24)(now), ['VaccinationReminderSent'], P.reminders);
      return { names: ['VaccinationReminderSent'], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'rec-last-pet',
    type: 'recency',
    question: 'When was the most recent pet_registered?',
    expect: lastX(all, 'pet_registered'),
  },
  {
    id: 'rec-unknown-event',
    type: 'recency',
    low: true,
    question: 'did anyone ever do grooming.booked?',
    expect: LOW,
  },
  {
    id: 'rec-last-resched-before',
    type: 'recency',
    question: (now) => `When was the last appointment.rescheduled before ${iso(ago(now, 30))}?`,
    expect: lastX((now) => R.before(ago(now, 30)), 'appointment.rescheduled'),
  },
  {
    id: 'rec-churner-last-invoice',
    type: 'recency',
    question: 'when did own_00317 last have an invoice.paid? trying to see if they left us',
    expect: lastX(all, 'invoice.paid', P.churner),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what event names exist?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users in total?',
    expect: (ev) => ({ numbers: [O.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'How many events are stored overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-names-users',
    type: 'catalogue',
    question: 'list the event types you track, and tell me how many distinct users we have',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))],
      unordered: true,
      numbers: [O.users(ev).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-name-count',
    type: 'catalogue',
    question: 'how many different event names are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-totals',
    type: 'catalogue',
    question: 'new PM here, give me the totals: events and users',
    expect: (ev) => ({ numbers: [ev.length, O.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-what-tracked',
    type: 'catalogue',
    question: 'What data do you have on us? Which events are being tracked?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-wait-time',
    type: 'other',
    question: 'what is the average time owners spend in the waiting room?',
    expect: LOW,
  },
  { id: 'other-breed', type: 'other', question: 'which dog breed do we see most often?', expect: LOW },
  {
    id: 'other-inventory',
    type: 'other',
    question: 'How many rabies vaccine vials are left in stock?',
    expect: LOW,
  },
  { id: 'other-payroll', type: 'other', question: 'whats our staff payroll cost this month', expect: LOW },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict how many appointments we will have next month',
    expect: LOW,
  },
  {
    id: 'other-why-ratings',
    type: 'other',
    question: 'why do owners give us low ratings? what are they unhappy about',
    expect: LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: 'what is the weather going to be on saturday?',
    expect: LOW,
  },
  {
    id: 'other-cats-dogs',
    type: 'other',
    question: 'cats vs dogs — which species makes up more of our patients?',
    expect: LOW,
  },
  {
    id: 'other-phone',
    type: 'other',
    question: 'what is the clinic phone number for the downtown branch?',
    expect: LOW,
  },
  {
    id: 'other-nps',
    type: 'other',
    question: 'what does the competitor clinic down the road charge for a dental cleaning?',
    expect: LOW,
  },
];
