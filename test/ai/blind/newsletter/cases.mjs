/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind round "newsletter": questions a newsletter platform's team would ask, with expectations
// computed from the events by the reference oracle (SEMANTICS.md).

import {
  ranges,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  tally,
  rank,
  round,
  time,
  DAY,
  WEEK,
  MONTHS,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  isoDay,
  monthStart,
  dayStart,
  pastMonthDay,
  pastMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, NOBODY } from './data.mjs';

const MONEY = ['paid_subscription_started', 'renewal_charged'];

// ---- dates used in questions ----------------------------------------------------------------

const T = (now) => +now;
const daysAgo = (now, k) => dayStart(T(now)) - k * DAY; // start of the UTC day k days back
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const iso = (t) => isoDay(t);
const long = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`; // November 3rd
const short = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const yearOf = (t) => new Date(t).getUTCFullYear();
// A day named without a year, resolved as SEMANTICS says (the most recent one that has begun).
const noYearDay = (now, t) => pastMonthDay(T(now), new Date(t).getUTCMonth(), new Date(t).getUTCDate());
const prevMonth = (now) => monthStart(T(now), -1); // last full calendar month
const prevPrevMonth = (now) => monthStart(T(now), -2); // the one before it
// A month named without a year, resolved as SEMANTICS says.
const noYearMonth = (now, start) => ranges.month(pastMonth(T(now), new Date(start).getUTCMonth()));
const hm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders ---------------------------------------------------------------------

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};

function countOf(events, filter, confidence = 'high') {
  const evs = select(events, filter);
  return { numbers: [evs.length], confidence, dataPoints: evs.length };
}

function usersOf(events, filter, confidence = 'high') {
  const evs = select(events, filter);
  return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
}

function valueOf(events, filter, measure, confidence = 'high', extra = {}) {
  const evs = select(events, filter);
  return { numbers: [round(measure(evs), 2)], confidence, dataPoints: evs.length, ...extra };
}

// A ranked list (or the single busiest / least item): build(events, now) gives
// { evs, key, measure, n, ascending, confidence, dataPoints, unordered }.
function ranked(build) {
  const expect = (events, now) => {
    const b = build(events, now);
    const top = rank(tally(b.evs, b.key, b.measure), { n: b.n, ascending: b.ascending });
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => round(v, 2)),
      confidence: b.confidence ?? 'high',
      dataPoints: b.dataPoints ?? b.evs.length,
    };
  };
  expect.tieAtCut = (events, now) => {
    const b = build(events, now);
    const all = rank(tally(b.evs, b.key, b.measure), { ascending: b.ascending });
    return all.length > b.n && all[b.n - 1][1] === all[b.n][1];
  };
  return expect;
}

// A full breakdown: every bucket with its count (names in any order).
function breakdown(events, filter, key, { names = true, confidence = 'high' } = {}) {
  const evs = select(events, filter);
  const rows = [...tally(evs, key)];
  return {
    ...(names ? { names: rows.map(([k]) => k), unordered: true } : {}),
    numbers: rows.map(([, v]) => v),
    confidence,
    dataPoints: evs.length,
  };
}

// Two periods, earlier first; measure 'count' or 'users'.
function compare(events, earlier, later, names, measure = 'count', confidence = 'high') {
  const a = select(events, { range: earlier, names });
  const b = select(events, { range: later, names });
  const m = (evs) => (measure === 'users' ? users(evs).size : measure === 'sum' ? sum(evs) : evs.length);
  const c = change(m(a), m(b));
  return {
    numbers: [c.earlier, c.later, c.diff],
    ...(c.pct !== null ? { percents: [c.pct] } : {}),
    confidence,
    dataPoints: a.length + b.length,
  };
}

function shareOfEvents(events, range, names, confidence = 'high') {
  const all = select(events, { range });
  const part = select(events, { range, names });
  return { percents: [percent(part.length, all.length)], confidence, dataPoints: all.length };
}

function shareOfUsers(events, range, names, confidence = 'high') {
  const all = select(events, { range });
  const part = select(events, { range, names });
  return { percents: [percent(users(part).size, users(all).size)], confidence, dataPoints: all.length };
}

function funnel(events, range, a, b, confidence = 'high') {
  const c = conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
}

function lastOf(events, filter, confidence = 'high') {
  const evs = select(events, filter);
  const last = Math.max(...evs.map(time));
  return { names: [iso(last), hm(last)], unordered: true, confidence, dataPoints: evs.length };
}

function firstOf(events, filter, confidence = 'high') {
  const evs = select(events, filter);
  const first = Math.min(...evs.map(time));
  return { names: [iso(first), hm(first)], unordered: true, confidence, dataPoints: evs.length };
}

const LOW = () => ({ confidence: 'low', dataPoints: 0 });

// ---- the cases ----------------------------------------------------------------------------------

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many email_opened events were there in the last 7 days?',
    expect: (ev, now) => countOf(ev, { range: ranges.lastDays(T(now), 7), names: ['email_opened'] }),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'link clicked count for yesterday',
    expect: (ev, now) => countOf(ev, { range: ranges.yesterday(T(now)), names: ['link_clicked'] }),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) =>
      `Number of signed up events between ${short(daysAgo(now, 40))} and ${short(daysAgo(now, 10))}?`,
    expect: (ev, now) =>
      countOf(ev, {
        range: ranges.between(noYearDay(now, daysAgo(now, 40)), noYearDay(now, daysAgo(now, 10))),
        names: ['signed_up'],
      }),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'Total nmber of events in the past week, please.',
    expect: (ev, now) => countOf(ev, { range: ranges.lastDays(T(now), 7) }),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'hey, how many times did campaign_sent fire last month?',
    expect: (ev, now) => countOf(ev, { range: ranges.lastMonth(T(now)), names: ['campaign_sent'] }),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) => `Count of renewal charged events since ${iso(daysAgo(now, 45))}`,
    expect: (ev, now) =>
      countOf(ev, { range: ranges.since(daysAgo(now, 45), T(now)), names: ['renewal_charged'] }),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'How many opens did we get in the last 30 days?',
    expect: (ev, now) =>
      countOf(ev, { range: ranges.lastDays(T(now), 30), names: ['email_opened'] }, 'not-high'),
  },
  {
    id: 'count-08',
    type: 'count',
    question: 'how many unsubscribes over the past 3 months',
    expect: (ev, now) =>
      countOf(ev, { range: ranges.lastMonths(T(now), 3), names: ['unsubscribed'] }, 'not-high'),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `How many spam complaints came in before ${long(daysAgo(now, 60))}?`,
    expect: (ev, now) =>
      countOf(ev, { range: ranges.before(noYearDay(now, daysAgo(now, 60))), names: ['spam_complaint'] }),
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'For the board deck: draft_saved events by creator_leo in the last 8 weeks?',
    expect: (ev, now) =>
      countOf(ev, { range: ranges.lastWeeks(T(now), 8), names: ['draft_saved'], user: 'creator_leo' }),
  },
  {
    id: 'count-11',
    type: 'count',
    question: (now) => `how many Email Opened events on ${long(daysAgo(now, 3))}`,
    expect: (ev, now) =>
      countOf(ev, { range: ranges.on(noYearDay(now, daysAgo(now, 3))), names: ['email_opened'] }),
  },
  {
    id: 'count-12',
    type: 'count',
    low: true,
    question: 'How many webinar registrations did we have last month?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many active users in the last 30 days?',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastDays(T(now), 30) }),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'how many unique users had email opened events last week',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastWeek(T(now)), names: ['email_opened'] }),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'How many people unsubscribed in the last 60 days?',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastDays(T(now), 60), names: ['unsubscribed'] }),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) =>
      `Since ${long(daysAgo(now, 50))}, how many distinct users have a paid subscription started event?`,
    expect: (ev, now) =>
      usersOf(ev, {
        range: ranges.since(noYearDay(now, daysAgo(now, 50)), T(now)),
        names: ['paid_subscription_started'],
      }),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) => `How many users clicked links on ${short(daysAgo(now, 5))}?`,
    expect: (ev, now) =>
      usersOf(ev, { range: ranges.on(noYearDay(now, daysAgo(now, 5))), names: ['link_clicked'] }, 'not-high'),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'How many people have ever signed up?',
    expect: (ev) => usersOf(ev, { names: ['signed_up'] }),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'Over the past 90 days, how many people replied to a campaign?',
    expect: (ev, now) =>
      usersOf(ev, { range: ranges.lastDays(T(now), 90), names: ['ReplyReceived'] }, 'not-high'),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'How many people sent a campaign last month?',
    expect: (ev, now) =>
      usersOf(ev, { range: ranges.lastMonth(T(now)), names: ['campaign_sent'] }, 'not-high'),
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'customers active yesterday — how many?',
    expect: (ev, now) => usersOf(ev, { range: ranges.yesterday(T(now)) }),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: "What's the total value of renewal_charged events last month?",
    expect: (ev, now) => valueOf(ev, { range: ranges.lastMonth(T(now)), names: ['renewal_charged'] }, sum),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average value of email opened in the last 14 days',
    expect: (ev, now) => valueOf(ev, { range: ranges.lastDays(T(now), 14), names: ['email_opened'] }, avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Max eventValue for campaign_sent over the past 30 days?',
    expect: (ev, now) => valueOf(ev, { range: ranges.lastDays(T(now), 30), names: ['campaign_sent'] }, max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: (now) => `median value of draft saved events in ${monthName(prevMonth(now))}`,
    expect: (ev, now) =>
      valueOf(ev, { range: noYearMonth(now, prevMonth(now)), names: ['draft_saved'] }, median),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'Finance is asking: what was our revenue last month?',
    expect: (ev, now) =>
      valueOf(ev, { range: ranges.lastMonth(T(now)), names: MONEY }, sum, 'not-high', {
        names: MONEY,
        unordered: true,
      }),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'minimum value of optin confirmed in the last 60 days',
    expect: (ev, now) => valueOf(ev, { range: ranges.lastDays(T(now), 60), names: ['optin_confirmed'] }, min),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'How much has sub_0412 spent in total?',
    expect: (ev) => valueOf(ev, { names: MONEY, user: 'sub_0412' }, sum, 'not-high'),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'Sum of ReplyReceived values over the past 10 weeks',
    expect: (ev, now) => valueOf(ev, { range: ranges.lastWeeks(T(now), 10), names: ['ReplyReceived'] }, sum),
  },
  {
    id: 'value-09',
    type: 'value',
    question: (now) =>
      `what's the average amount for paid subscription started since ${iso(daysAgo(now, 90))}?`,
    expect: (ev, now) =>
      valueOf(
        ev,
        { range: ranges.since(daysAgo(now, 90), T(now)), names: ['paid_subscription_started'] },
        avg,
      ),
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'total sales in the last 90 days?',
    expect: (ev, now) =>
      valueOf(ev, { range: ranges.lastDays(T(now), 90), names: MONEY }, sum, 'not-high', {
        names: MONEY,
        unordered: true,
      }),
  },
  {
    id: 'value-11',
    type: 'value',
    question: "What's the mean eventValue of optin_confirmed events?",
    expect: (ev) => valueOf(ev, { names: ['optin_confirmed'] }, avg),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'What are the top 3 events in the last 30 days?',
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.lastDays(T(now), 30) }),
      key: byName,
      n: 3,
    })),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'most common events last week',
    expect: ranked((ev, now) => ({ evs: select(ev, { range: ranges.lastWeek(T(now)) }), key: byName, n: 5 })),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'Which event happens the least?',
    expect: ranked((ev) => ({ evs: ev, key: byName, n: 1, ascending: true })),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: (now) => `top 4 events in ${monthName(prevMonth(now))} ${yearOf(prevMonth(now))}`,
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.month(prevMonth(now)) }),
      key: byName,
      n: 4,
    })),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: 'What was the most frequent event yesterday?',
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.yesterday(T(now)) }),
      key: byName,
      n: 1,
    })),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: 'bottom 3 events over the past 60 days',
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.lastDays(T(now), 60) }),
      key: byName,
      n: 3,
      ascending: true,
    })),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: (now) => `Top five actions since ${short(daysAgo(now, 10))}`,
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.since(noYearDay(now, daysAgo(now, 10)), T(now)) }),
      key: byName,
      n: 5,
    })),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'Who are the 2 most active users in the last 30 days?',
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.lastDays(T(now), 30) }),
      key: byUser,
      n: 2,
    })),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'Who are our top 2 spenders?',
    expect: ranked((ev) => ({
      evs: select(ev, { names: MONEY }),
      key: byUser,
      measure: value,
      n: 2,
      confidence: 'not-high',
    })),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'Wich user clicked the most links in the past 60 days?',
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.lastDays(T(now), 60), names: ['link_clicked'] }),
      key: byUser,
      n: 1,
      confidence: 'not-high',
    })),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'which user had the most campaign_sent events last month?',
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.lastMonth(T(now)), names: ['campaign_sent'] }),
      key: byUser,
      n: 1,
    })),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'Who saved the most drafts?',
    expect: ranked((ev) => ({
      evs: select(ev, { names: ['draft_saved'] }),
      key: byUser,
      n: 1,
      confidence: 'not-high',
    })),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'top 3 users by total value of campaign_sent in the last 30 days',
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.lastDays(T(now), 30), names: ['campaign_sent'] }),
      key: byUser,
      measure: value,
      n: 3,
    })),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'Who opened the most emails last week?',
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.lastWeek(T(now)), names: ['email_opened'] }),
      key: byUser,
      n: 1,
      confidence: 'not-high',
    })),
  },
  {
    id: 'top-users-09',
    type: 'top-users',
    question: 'Top 3 users by total email_opened value in the last 30 days (value = seconds spent reading)',
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.lastDays(T(now), 30), names: ['email_opened'] }),
      key: byUser,
      measure: value,
      n: 3,
    })),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'most active user over the past 7 days?',
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.lastDays(T(now), 7) }),
      key: byUser,
      n: 1,
    })),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: 'sub_0007 seems to read everything. How many events does sub_0007 have?',
    expect: (ev) => countOf(ev, { user: 'sub_0007' }),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'When was creator_maya first seen?',
    expect: (ev) => firstOf(ev, { user: 'creator_maya' }),
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'last seen for sub_0099?',
    expect: (ev) => lastOf(ev, { user: 'sub_0099' }),
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'Which events has sub_0099 done?',
    expect: (ev) => {
      const evs = select(ev, { user: 'sub_0099' });
      return {
        names: [...new Set(evs.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'We have a brand-new reader, sub_0300. What event types has sub_0300 triggered so far?',
    expect: (ev) => {
      const evs = select(ev, { user: 'sub_0300' });
      return {
        names: [...new Set(evs.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'sub_0412 activity in the past 90 days: how many events?',
    expect: (ev, now) => countOf(ev, { user: 'sub_0412', range: ranges.lastDays(T(now), 90) }),
  },
  {
    id: 'user-07',
    type: 'user',
    question: 'When did creator_leo last do anything?',
    expect: (ev) => lastOf(ev, { user: 'creator_leo' }),
  },
  {
    id: 'user-08',
    type: 'user',
    question: 'Show me the 3 most recent events for creator_maya',
    expect: (ev) => {
      const evs = select(ev, { user: 'creator_maya' });
      return { names: newestFirst(evs).slice(0, 3).map(byName), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    low: true,
    question: `When was ${NOBODY} last active?`,
    expect: LOW,
  },
  {
    id: 'user-10',
    type: 'user',
    question: 'How many email opened events did sub_0042 have in the last 60 days?',
    expect: (ev, now) =>
      countOf(ev, { user: 'sub_0042', names: ['email_opened'], range: ranges.lastDays(T(now), 60) }),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'Which weekday gets the most email opened events?',
    expect: ranked((ev) => ({ evs: select(ev, { names: ['email_opened'] }), key: byWeekday, n: 1 })),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'busiest hour of the day for link clicked',
    expect: ranked((ev) => ({ evs: select(ev, { names: ['link_clicked'] }), key: byHour, n: 1 })),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'email_opened per day last week',
    expect: (ev, now) => breakdown(ev, { range: ranges.lastWeek(T(now)), names: ['email_opened'] }, byDay),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: (now) => `signed_up by month since ${iso(prevPrevMonth(now))}`,
    expect: (ev, now) =>
      breakdown(ev, { range: ranges.since(prevPrevMonth(now), T(now)), names: ['signed_up'] }, byMonth),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'Which day had the most events in the last 30 days?',
    expect: ranked((ev, now) => ({
      evs: select(ev, { range: ranges.lastDays(T(now), 30) }),
      key: byDay,
      n: 1,
    })),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'weekly campaign sent counts over the last 4 weeks',
    expect: (ev, now) =>
      breakdown(ev, { range: ranges.lastWeeks(T(now), 4), names: ['campaign_sent'] }, byWeek, {
        names: false,
      }),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'What hour do people usually open emails?',
    expect: ranked((ev) => ({
      evs: select(ev, { names: ['email_opened'] }),
      key: byHour,
      n: 1,
      confidence: 'not-high',
    })),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'Which month had the most link clicked events?',
    expect: ranked((ev) => ({ evs: select(ev, { names: ['link_clicked'] }), key: byMonth, n: 1 })),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: (now) => `link_clicked by weekday in ${monthName(prevMonth(now))}`,
    expect: (ev, now) =>
      breakdown(ev, { range: noYearMonth(now, prevMonth(now)), names: ['link_clicked'] }, byWeekday),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-01',
    type: 'compare',
    question: 'email_opened in the last 7 days vs the previous 7 days',
    expect: (ev, now) =>
      compare(ev, { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY }, ranges.lastDays(T(now), 7), [
        'email_opened',
      ]),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'Compare the total campaign_sent value last week with the week before',
    expect: (ev, now) => {
      const lw = ranges.lastWeek(T(now));
      return compare(ev, { from: lw.from - WEEK, to: lw.from }, lw, ['campaign_sent'], 'sum');
    },
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: (now) => `link clicked: ${monthName(prevPrevMonth(now))} vs ${monthName(prevMonth(now))}`,
    expect: (ev, now) =>
      compare(ev, noYearMonth(now, prevPrevMonth(now)), noYearMonth(now, prevMonth(now)), ['link_clicked']),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'Are Web Post Viewed events growing? Last 30 days vs the 30 days before.',
    expect: (ev, now) =>
      compare(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, ranges.lastDays(T(now), 30), [
        'Web Post Viewed',
      ]),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'active users last 30 days compared with the 30 days before',
    expect: (ev, now) =>
      compare(
        ev,
        { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY },
        ranges.lastDays(T(now), 30),
        undefined,
        'users',
      ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'How did total events in the past 4 weeks compare to the 4 weeks before that?',
    expect: (ev, now) =>
      compare(ev, { from: T(now) - 8 * WEEK, to: T(now) - 4 * WEEK }, ranges.lastWeeks(T(now), 4)),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: (now) =>
      `Active users in ${monthName(prevMonth(now))} compared to ${monthName(prevPrevMonth(now))}?`,
    expect: (ev, now) =>
      compare(ev, noYearMonth(now, prevPrevMonth(now)), noYearMonth(now, prevMonth(now)), undefined, 'users'),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'Opens: last 30 days vs previous 30 days — up or down?',
    expect: (ev, now) =>
      compare(
        ev,
        { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY },
        ranges.lastDays(T(now), 30),
        ['email_opened'],
        'count',
        'not-high',
      ),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of events are link clicked?',
    expect: (ev) => shareOfEvents(ev, ranges.all(), ['link_clicked']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'Could you tell me what share of all events in the last 30 days were email opened?',
    expect: (ev, now) => shareOfEvents(ev, ranges.lastDays(T(now), 30), ['email_opened']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'What % of active users in the last 30 days had a link_clicked event?',
    expect: (ev, now) => shareOfUsers(ev, ranges.lastDays(T(now), 30), ['link_clicked']),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'Of all users, what percent have unsubscribed?',
    expect: (ev) => shareOfUsers(ev, ranges.all(), ['unsubscribed']),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'What fraction of activity last week was draft_saved? As a percentage please.',
    expect: (ev, now) => shareOfEvents(ev, ranges.lastWeek(T(now)), ['draft_saved']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'percentage of users who had paid subscription started in the last 90 days',
    expect: (ev, now) => shareOfUsers(ev, ranges.lastDays(T(now), 90), ['paid_subscription_started']),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'What percentage of people opened an email in the last 7 days?',
    expect: (ev, now) => shareOfUsers(ev, ranges.lastDays(T(now), 7), ['email_opened'], 'not-high'),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of users who signed_up in the last 90 days, how many then had optin_confirmed?',
    expect: (ev, now) => funnel(ev, ranges.lastDays(T(now), 90), 'signed_up', 'optin_confirmed'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'conversion rate from optin_confirmed to paid_subscription_started',
    expect: (ev) => funnel(ev, ranges.all(), 'optin_confirmed', 'paid_subscription_started'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question:
      'Of the people who opened an email in the last 30 days, what percent clicked a link afterwards?',
    expect: (ev, now) => funnel(ev, ranges.lastDays(T(now), 30), 'email_opened', 'link_clicked', 'not-high'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'signed up → email opened conversion, last 60 days',
    expect: (ev, now) => funnel(ev, ranges.lastDays(T(now), 60), 'signed_up', 'email_opened'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'How many users went from email_opened to ReplyReceived in the past 8 weeks?',
    expect: (ev, now) => funnel(ev, ranges.lastWeeks(T(now), 8), 'email_opened', 'ReplyReceived'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: 'Of those with link clicked in the last 90 days, how many later unsubscribed?',
    expect: (ev, now) => funnel(ev, ranges.lastDays(T(now), 90), 'link_clicked', 'unsubscribed'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'draft_saved to campaign_sent conversion over the last 30 days',
    expect: (ev, now) => funnel(ev, ranges.lastDays(T(now), 30), 'draft_saved', 'campaign_sent'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(prevPrevMonth(now))} but not in ${monthName(prevMonth(now))}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, noYearMonth(now, prevPrevMonth(now)), noYearMonth(now, prevMonth(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'hwo many new users in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'How many users were active in the past 60 days but not in the past 14 days?',
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastDays(T(now), 60), ranges.lastDays(T(now), 14)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'new users last week?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastWeek(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `How many people were first seen since ${long(daysAgo(now, 14))}?`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.since(noYearDay(now, daysAgo(now, 14)), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `New users in ${monthName(prevMonth(now))}, please`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, noYearMonth(now, prevMonth(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: "Users active last month who haven't been active in the last 7 days: how many?",
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastMonth(T(now)), ranges.lastDays(T(now), 7)).length],
      confidence: 'high',
    }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last unsubscribed event?',
    expect: (ev) => lastOf(ev, { names: ['unsubscribed'] }),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'Did anyone file a spam complaint in the last 60 days?',
    expect: (ev, now) => ({
      confidence: 'high',
      dataPoints: select(ev, { range: ranges.lastDays(T(now), 60), names: ['spam_complaint'] }).length,
    }),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'last time someone had a paid subscription started?',
    expect: (ev) => lastOf(ev, { names: ['paid_subscription_started'] }),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: "When was sub_0099's last unsubscribed event?",
    expect: (ev) => lastOf(ev, { names: ['unsubscribed'], user: 'sub_0099' }),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'most recent ReplyReceived?',
    expect: (ev) => lastOf(ev, { names: ['ReplyReceived'] }),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'Has creator_leo ever had a campaign_sent event?',
    expect: (ev) => ({
      confidence: 'high',
      dataPoints: select(ev, { names: ['campaign_sent'], user: 'creator_leo' }).length,
    }),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'When was the most recent signed_up event?',
    expect: (ev) => lastOf(ev, { names: ['signed_up'] }),
  },
  {
    id: 'recency-08',
    type: 'recency',
    low: true,
    question: 'When was the last podcast_episode_played?',
    expect: LOW,
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'when did we last get a renewal charged',
    expect: (ev) => lastOf(ev, { names: ['renewal_charged'] }),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'What events do we track? Thanks!',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'how many events overall',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'list the event names pls',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'How many distinct event types exist?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'Give me an overview: total events, total users, and which events exist.',
    expect: (ev) => ({
      numbers: [ev.length, users(ev).size],
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  { id: 'other-01', type: 'other', question: "What's our open rate by country?", expect: LOW },
  {
    id: 'other-02',
    type: 'other',
    question: 'Which email client do most subscribers use, Gmail or Outlook?',
    expect: LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'Show me paid subscription revenue in euros, converted from dollars',
    expect: LOW,
  },
  {
    id: 'other-04',
    type: 'other',
    question: "Can you write a catchy subject line for Tuesday's newsletter?",
    expect: LOW,
  },
  { id: 'other-05', type: 'other', question: "What's the weather in Lisbon tomorrow?", expect: LOW },
  { id: 'other-06', type: 'other', question: 'Break down link clicks by browser', expect: LOW },
  {
    id: 'other-07',
    type: 'other',
    question: 'Which newsletter category (tech, finance, lifestyle) grows fastest?',
    expect: LOW,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'How many subscribers came from Twitter vs organic search?',
    expect: LOW,
  },
  { id: 'other-09', type: 'other', question: 'asdf qwerty zxcv', expect: LOW },
  {
    id: 'other-10',
    type: 'other',
    question: 'Which mobile devices do readers open our emails on most?',
    expect: LOW,
  },
  { id: 'other-11', type: 'other', question: 'What is the bounce rate for Yahoo addresses?', expect: LOW },
];
