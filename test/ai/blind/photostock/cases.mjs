/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round, kept as its author wrote it */
// Cases for the blind round "photostock". Every expectation is computed from the events with the
// reference oracle; every date in a question is derived from `now`.

import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, WEEK, ranges: R, select, users, sum, avg, min, max, percent, tally, rank, time, round } = O;

// ---- names ---------------------------------------------------------------------------------
const SEARCH = 'search.performed';
const PREVIEW = 'PreviewOpened';
const LIGHTBOX = 'lightbox-add';
const DOWNLOAD = 'Asset Downloaded';
const PACK = 'credit_pack_purchased';
const SUB = 'subscription.started';
const CANCEL = 'SubscriptionCancelled';
const UPGRADE = 'License Upgraded';
const UPLOAD = 'upload-submitted';
const APPROVED = 'asset.approved';
const PAYOUT = 'royalty_payout';
const FAILED = 'checkout.failed';
const SIGNUP = 'account_created';
const MONEY = [PACK, SUB, UPGRADE]; // what "revenue", "sales", "spenders" mean here

const TOP_BUYER = 'u_1007';
const TOP_CONTRIBUTOR = 'u_2011';
const CHURNER = 'u_1042';
const NEWCOMER = 'u_1493';
const VICTIM = 'u_1150';
const NOBODY = 'u_9999';

const INCIDENT_DAYS_BACK = 23;

// ---- dates in questions ----------------------------------------------------------------------
const T = (now) => +now;
const today0 = (now) => O.dayStart(T(now));
const daysBack = (now, n) => today0(now) - n * DAY;
const iso = (t) => O.isoDay(t);
const monthOf = (t) => new Date(t).getUTCMonth();
const dom = (t) => new Date(t).getUTCDate();
const ord = (d) => {
  const s = d % 100 >= 11 && d % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th');
  return `${d}${s}`;
};
const fmtShort = (t) => `${O.MONTHS[monthOf(t)].slice(0, 3)} ${dom(t)}`; // Nov 3
const fmtLong = (t) => `${O.MONTHS[monthOf(t)]} ${ord(dom(t))}, ${new Date(t).getUTCFullYear()}`; // November 3rd, 2026
const fmtDM = (t) => `${dom(t)} ${O.MONTHS[monthOf(t)]}`; // 3 November
const fmtOrdOf = (t) => `${ord(dom(t))} of ${O.MONTHS[monthOf(t)]}`; // 3rd of November
const monthName = (t) => O.MONTHS[monthOf(t)];
const lastMonthStart = (now) => O.monthStart(T(now), -1);
const twoMonthsAgoStart = (now) => O.monthStart(T(now), -2);
// "on Nov 3" with no year: the nearest such day that has begun
const dayNoYear = (now, t) => O.pastMonthDay(T(now), monthOf(t), dom(t));
// "in October" with no year: the most recent such month that has begun
const monthNoYear = (now, t) => O.pastMonth(T(now), monthOf(t));
const incident = (now) => daysBack(now, INCIDENT_DAYS_BACK);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const when = (t) => [iso(t), hhmm(t)];

// ---- expectation helpers -----------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const conf = (loose) => (loose ? 'not-high' : 'high');
const looseNames = (loose, names) => (loose ? { names } : {});
const cmpNames = ([a], [b]) => (a < b ? -1 : a > b ? 1 : 0);

// A case whose expectation ranks something; `cut` tells the self-check whether the ranking ties
// exactly at the place where the list is cut.
function ranked(expect, cut) {
  expect.tieAtCut = cut;
  return expect;
}
function tiesAt(map, n, ascending = false) {
  const r = rank(map, { ascending });
  return r.length > n && r[n - 1][1] === r[n][1];
}

function countOf(events, filter, loose = false, names) {
  const evs = select(events, filter);
  if (!evs.length) return LOW;
  return {
    numbers: [evs.length],
    dataPoints: evs.length,
    confidence: conf(loose),
    ...looseNames(loose, names),
  };
}

function usersOf(events, filter, loose = false, names) {
  const evs = select(events, filter);
  if (!evs.length) return LOW;
  return {
    numbers: [users(evs).size],
    dataPoints: evs.length,
    confidence: conf(loose),
    ...looseNames(loose, names),
  };
}

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const MEASURES = { sum: (evs) => round(sum(evs), 2), avg, min, max, median };

function valueOf(events, filter, measure, loose = false, names) {
  const evs = select(events, filter);
  if (!evs.length) return LOW;
  return {
    numbers: [MEASURES[measure](evs)],
    dataPoints: evs.length,
    confidence: conf(loose),
    ...looseNames(loose, names),
  };
}

function topList(events, filter, key, n, { measure, ascending = false, loose = false } = {}) {
  const evs = select(events, filter);
  if (!evs.length) return LOW;
  const top = rank(tally(evs, key, measure), { n, ascending });
  return {
    names: top.map(([k]) => k),
    numbers: top.map(([, v]) => round(v, 2)),
    dataPoints: evs.length,
    confidence: conf(loose),
  };
}
const topCut =
  (filterOf, key, n, { measure, ascending = false } = {}) =>
  (events, now) =>
    tiesAt(tally(select(events, filterOf(now)), key, measure), n, ascending);

function rankedCase(filterOf, key, n, opts = {}) {
  return ranked(
    (events, now) => topList(events, filterOf(now), key, n, opts),
    topCut(filterOf, key, n, opts),
  );
}

function breakdown(events, filter, key) {
  const evs = select(events, filter);
  if (!evs.length) return LOW;
  const m = [...tally(evs, key)].sort(cmpNames);
  return {
    names: m.map(([k]) => k),
    numbers: m.map(([, v]) => v),
    unordered: true,
    dataPoints: evs.length,
    confidence: 'high',
  };
}

function compare(events, r1, r2, names, measure = 'count', loose = false) {
  const a = select(events, { range: r1, names });
  const b = select(events, { range: r2, names });
  if (!a.length || !b.length) return LOW;
  const f = { count: (e) => e.length, users: (e) => users(e).size, avg, sum: (e) => round(sum(e), 2) }[
    measure
  ];
  const c = O.change(f(a), f(b));
  return {
    numbers: [c.earlier, c.later, round(c.diff, 2)],
    percents: c.pct === null ? [] : [c.pct],
    dataPoints: a.length + b.length,
    confidence: conf(loose),
  };
}

function eventShare(events, range, name, loose = false) {
  const all = select(events, { range });
  const part = all.filter((e) => e.eventName === name);
  if (!part.length) return LOW;
  return {
    percents: [percent(part.length, all.length)],
    dataPoints: all.length,
    confidence: conf(loose),
    ...looseNames(loose, [name]),
  };
}

function userShare(events, range, name) {
  const all = select(events, { range });
  const part = users(all.filter((e) => e.eventName === name));
  if (!part.size) return LOW;
  return { percents: [percent(part.size, users(all).size)], dataPoints: all.length, confidence: 'high' };
}

function convert(events, range, a, b, loose = false) {
  const c = O.conversion(events, range, a, b);
  if (!c.did) return LOW;
  const dp = select(events, { range, names: [a, b] }).length;
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    dataPoints: dp,
    confidence: conf(loose),
    ...looseNames(loose, [a, b]),
  };
}

function churn(events, active, inactive) {
  const gone = O.churned(events, active, inactive);
  if (!gone.length) return LOW;
  const dp = select(events, { range: active }).length + select(events, { range: inactive }).length;
  return { numbers: [gone.length], dataPoints: dp, confidence: 'high' };
}

function fresh(events, range) {
  const n = O.newUsers(events, range).length;
  if (!n) return LOW;
  return { numbers: [n], confidence: 'high' }; // dataPoints left open: see NOTES.md
}

function lastOf(events, name) {
  const evs = select(events, { names: [name] });
  if (!evs.length) return LOW;
  return { names: when(time(O.newestFirst(evs)[0])), dataPoints: evs.length, confidence: 'high' };
}

function busiest(events, filter, key) {
  const evs = select(events, filter);
  if (!evs.length) return LOW;
  const [[k, v]] = rank(tally(evs, key), { n: 1 });
  return { names: [k], numbers: [v], dataPoints: evs.length, confidence: 'high' };
}
const busiestCase = (filterOf, key) =>
  ranked((events, now) => busiest(events, filterOf(now), key), topCut(filterOf, key, 1));

const userEvents = (events, u, range = R.all()) => select(events, { user: u, range });

// ---- the cases ----------------------------------------------------------------------------------
export const cases = [
  // ============================== count ==============================
  {
    id: 'count-search-7d',
    type: 'count',
    question: 'How many search.performed events did we recieve in the last 7 days?',
    expect: (ev, now) => countOf(ev, { range: R.lastDays(T(now), 7), names: [SEARCH] }),
  },
  {
    id: 'count-downloads-yesterday',
    type: 'count',
    question: 'number of Asset Downloaded events yesterday pls',
    expect: (ev, now) => countOf(ev, { range: R.yesterday(T(now)), names: [DOWNLOAD] }),
  },
  {
    id: 'count-all-today',
    type: 'count',
    question: 'How many events have come in so far today?',
    expect: (ev, now) => countOf(ev, { range: R.today(T(now)) }),
  },
  {
    id: 'count-packs-named-month',
    type: 'count',
    question: (now) =>
      `Finance here, doing the monthly close. What's the credit_pack_purchased count for ${monthName(lastMonthStart(now))}?`,
    expect: (ev, now) =>
      countOf(ev, { range: R.month(monthNoYear(now, lastMonthStart(now))), names: [PACK] }),
  },
  {
    id: 'count-previews-between',
    type: 'count',
    question: (now) =>
      `How many PreviewOpened between ${iso(daysBack(now, 40))} and ${iso(daysBack(now, 27))}?`,
    expect: (ev, now) =>
      countOf(ev, { range: R.between(daysBack(now, 40), daysBack(now, 27)), names: [PREVIEW] }),
  },
  {
    id: 'count-downloads-loose-last-week',
    type: 'count',
    question: 'how many downloads did we have last week?',
    expect: (ev, now) => countOf(ev, { range: R.lastWeek(T(now)), names: [DOWNLOAD] }, true, [DOWNLOAD]),
  },
  {
    id: 'count-refunds-unknown',
    type: 'count',
    low: true,
    question: 'How many refunds were processed in the last 30 days? Trying to size the chargeback problem.',
    expect: () => LOW,
  },
  {
    id: 'count-topbuyer-downloads-since',
    type: 'count',
    question: (now) =>
      `How many times has u_1007 triggered Asset Downloaded since ${fmtLong(daysBack(now, 30))}?`,
    expect: (ev, now) =>
      countOf(ev, { range: R.since(daysBack(now, 30), T(now)), names: [DOWNLOAD], user: TOP_BUYER }),
  },
  {
    id: 'count-failed-incident-day',
    type: 'count',
    question: (now) =>
      `checkout.failed on ${fmtShort(incident(now))} — how many were there? support keeps getting tickets about that afternoon`,
    expect: (ev, now) => countOf(ev, { range: R.on(dayNoYear(now, incident(now))), names: [FAILED] }),
  },
  {
    id: 'count-uploads-48h',
    type: 'count',
    question: 'upload-submitted events in the past 48 hours?',
    expect: (ev, now) => countOf(ev, { range: R.lastHours(T(now), 48), names: [UPLOAD] }),
  },
  {
    id: 'count-signups-2-months',
    type: 'count',
    question: 'Count of account_created over the past 2 months',
    expect: (ev, now) => countOf(ev, { range: R.lastMonths(T(now), 2), names: [SIGNUP] }),
  },
  {
    id: 'count-downloads-before',
    type: 'count',
    question: (now) => `How many Asset Downloaded events happened before ${fmtLong(daysBack(now, 90))}?`,
    expect: (ev, now) => countOf(ev, { range: R.before(daysBack(now, 90)), names: [DOWNLOAD] }),
  },
  {
    id: 'count-all-this-year',
    type: 'count',
    question: 'Total events this year?',
    expect: (ev, now) => countOf(ev, { range: R.thisYear(T(now)) }),
  },
  {
    id: 'count-all-this-week',
    type: 'count',
    question: 'how many events so far this week? just the raw total',
    expect: (ev, now) => countOf(ev, { range: R.thisWeek(T(now)) }),
  },

  // ============================== users ==============================
  {
    id: 'users-active-7d',
    type: 'users',
    question: 'How many unique users were active in the past week?',
    expect: (ev, now) => usersOf(ev, { range: R.lastDays(T(now), 7) }),
  },
  {
    id: 'users-downloaders-named-month',
    type: 'users',
    question: (now) => `how many distinct people did Asset Downloaded in ${monthName(lastMonthStart(now))}?`,
    expect: (ev, now) =>
      usersOf(ev, { range: R.month(monthNoYear(now, lastMonthStart(now))), names: [DOWNLOAD] }),
  },
  {
    id: 'users-lightbox-30d',
    type: 'users',
    question: 'How many users used lightbox-add over the past 30 days?',
    expect: (ev, now) => usersOf(ev, { range: R.lastDays(T(now), 30), names: [LIGHTBOX] }),
  },
  {
    id: 'users-ever-subscribed',
    type: 'users',
    question: 'How many customers have ever done subscription.started?',
    expect: (ev) => usersOf(ev, { names: [SUB] }),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'acitve users yesterday?',
    expect: (ev, now) => usersOf(ev, { range: R.yesterday(T(now)) }),
  },
  {
    id: 'users-searched-loose-last-week',
    type: 'users',
    question: 'How many people searched last week?',
    expect: (ev, now) => usersOf(ev, { range: R.lastWeek(T(now)), names: [SEARCH] }, true, [SEARCH]),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many users triggered video_rendered in the past 30 days?',
    expect: () => LOW,
  },
  {
    id: 'users-uploaders-since',
    type: 'users',
    question: (now) => `Unique users with upload-submitted since ${iso(daysBack(now, 60))}`,
    expect: (ev, now) => usersOf(ev, { range: R.since(daysBack(now, 60), T(now)), names: [UPLOAD] }),
  },
  {
    id: 'users-last-24h',
    type: 'users',
    question: 'how many people were on the site in the last 24 hours',
    expect: (ev, now) => usersOf(ev, { range: R.lastHours(T(now), 24) }),
  },
  {
    id: 'users-this-month',
    type: 'users',
    question: 'How many different users have we seen this month so far?',
    expect: (ev, now) => usersOf(ev, { range: R.thisMonth(T(now)) }),
  },

  // ============================== value ==============================
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: (ev, now) => {
      const x = valueOf(ev, { range: R.lastMonth(T(now)), names: MONEY }, 'sum', true);
      return { ...x, names: MONEY, unordered: true };
    },
  },
  {
    id: 'value-avg-pack-30d',
    type: 'value',
    question: 'Average credit_pack_purchased value over the past 30 days?',
    expect: (ev, now) => valueOf(ev, { range: R.lastDays(T(now), 30), names: [PACK] }, 'avg'),
  },
  {
    id: 'value-max-payout',
    type: 'value',
    question: "What's the biggest single royalty_payout we've ever made?",
    expect: (ev) => valueOf(ev, { names: [PAYOUT] }, 'max'),
  },
  {
    id: 'value-min-payout-named-month',
    type: 'value',
    question: (now) =>
      `smallest royalty_payout in ${monthName(lastMonthStart(now))} ${new Date(lastMonthStart(now)).getUTCFullYear()}?`,
    expect: (ev, now) => valueOf(ev, { range: R.month(lastMonthStart(now)), names: [PAYOUT] }, 'min'),
  },
  {
    id: 'value-median-search-14d',
    type: 'value',
    question: 'median number of results per search.performed (the event value) in the last 14 days',
    expect: (ev, now) => valueOf(ev, { range: R.lastDays(T(now), 14), names: [SEARCH] }, 'median'),
  },
  {
    id: 'value-credits-last-week',
    type: 'value',
    question: 'Total credits burned through Asset Downloaded last week — i.e. the sum of the value',
    expect: (ev, now) => valueOf(ev, { range: R.lastWeek(T(now)), names: [DOWNLOAD] }, 'sum'),
  },
  {
    id: 'value-subs-since',
    type: 'value',
    question: (now) => `sum of subscription.started value since ${fmtDM(daysBack(now, 60))}`,
    expect: (ev, now) =>
      valueOf(ev, { range: R.since(dayNoYear(now, daysBack(now, 60)), T(now)), names: [SUB] }, 'sum'),
  },
  {
    id: 'value-avg-approved-3-months',
    type: 'value',
    question: 'On average how many files does an asset.approved event carry? last 3 months',
    expect: (ev, now) => valueOf(ev, { range: R.lastMonths(T(now), 3), names: [APPROVED] }, 'avg'),
  },
  {
    id: 'value-credit-packs-loose',
    type: 'value',
    question: 'how much did we take in from credit packs in the last 2 months?',
    expect: (ev, now) => valueOf(ev, { range: R.lastMonths(T(now), 2), names: [PACK] }, 'sum', true, [PACK]),
  },
  {
    id: 'value-topbuyer-spend',
    type: 'value',
    question: 'How much has u_1007 spent on credit_pack_purchased, all time?',
    expect: (ev) => valueOf(ev, { names: [PACK], user: TOP_BUYER }, 'sum'),
  },
  {
    id: 'value-avg-preview-yesterday',
    type: 'value',
    question: 'What was the mean PreviewOpened value (seconds on the preview) yesterday?',
    expect: (ev, now) => valueOf(ev, { range: R.yesterday(T(now)), names: [PREVIEW] }, 'avg'),
  },
  {
    id: 'value-total-payouts-since',
    type: 'value',
    question: (now) =>
      `contributor team wants to know: total royalty_payout amount since ${fmtOrdOf(daysBack(now, 75))}?`,
    expect: (ev, now) =>
      valueOf(ev, { range: R.since(dayNoYear(now, daysBack(now, 75)), T(now)), names: [PAYOUT] }, 'sum'),
  },

  // ============================== top-events ==============================
  {
    id: 'top-events-5-all',
    type: 'top-events',
    question: 'What are the top 5 events of all time?',
    expect: rankedCase(() => ({}), O.byName, 5),
  },
  {
    id: 'top-events-3-last-week',
    type: 'top-events',
    question: 'what were the 3 most common events last week',
    expect: rankedCase((now) => ({ range: R.lastWeek(T(now)) }), O.byName, 3),
  },
  {
    id: 'top-events-least-all',
    type: 'top-events',
    question: 'Which event has been the least common overall?',
    expect: rankedCase(() => ({}), O.byName, 1, { ascending: true }),
  },
  {
    id: 'top-events-1-yesterday',
    type: 'top-events',
    question: 'Most frequent event yesterday?',
    expect: rankedCase((now) => ({ range: R.yesterday(T(now)) }), O.byName, 1),
  },
  {
    id: 'top-events-default-last-month',
    type: 'top-events',
    question: 'Can you list our most common events for last month?',
    expect: rankedCase((now) => ({ range: R.lastMonth(T(now)) }), O.byName, 5),
  },
  {
    id: 'top-events-4-since',
    type: 'top-events',
    question: (now) => `top 4 event types since ${iso(daysBack(now, 21))}`,
    expect: rankedCase((now) => ({ range: R.since(daysBack(now, 21), T(now)) }), O.byName, 4),
  },
  {
    id: 'top-events-topbuyer',
    type: 'top-events',
    question: "What does u_1007 do the most? Give me that account's top 3 event names.",
    expect: rankedCase(() => ({ user: TOP_BUYER }), O.byName, 3),
  },
  {
    id: 'top-events-bottom-3-all',
    type: 'top-events',
    question: 'bottom 3 events by number of occurrences, all time',
    expect: rankedCase(() => ({}), O.byName, 3, { ascending: true }),
  },

  // ============================== top-users ==============================
  {
    id: 'top-users-5-all',
    type: 'top-users',
    question: 'Who are the 5 most active users?',
    expect: rankedCase(() => ({}), O.byUser, 5),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are our top 3 spenders? thinking of sending them a thank-you gift',
    expect: rankedCase(() => ({ names: MONEY }), O.byUser, 3, { measure: O.value, loose: true }),
  },
  {
    id: 'top-users-downloads-30d',
    type: 'top-users',
    question: 'Which user had the most Asset Downloaded in the last 30 days?',
    expect: rankedCase((now) => ({ range: R.lastDays(T(now), 30), names: [DOWNLOAD] }), O.byUser, 1),
  },
  {
    id: 'top-users-uploader-last-month',
    type: 'top-users',
    question: 'Who had the most upload-submitted events last month?',
    expect: rankedCase((now) => ({ range: R.lastMonth(T(now)), names: [UPLOAD] }), O.byUser, 1),
  },
  {
    id: 'top-users-royalty',
    type: 'top-users',
    question: 'Top 3 contributors by total royalty_payout value',
    expect: rankedCase(() => ({ names: [PAYOUT] }), O.byUser, 3, { measure: O.value }),
  },
  {
    id: 'top-users-searchers-14d',
    type: 'top-users',
    question: 'the 3 heaviest search.performed users over the past 14 days?',
    expect: rankedCase((now) => ({ range: R.lastDays(T(now), 14), names: [SEARCH] }), O.byUser, 3),
  },
  {
    id: 'top-users-pack-value-since',
    type: 'top-users',
    question: (now) => `top 2 users by credit_pack_purchased value since ${iso(daysBack(now, 45))}`,
    expect: rankedCase((now) => ({ range: R.since(daysBack(now, 45), T(now)), names: [PACK] }), O.byUser, 2, {
      measure: O.value,
    }),
  },

  // ============================== user ==============================
  {
    id: 'user-topbuyer-total',
    type: 'user',
    question: 'How many events does u_1007 have in total?',
    expect: (ev) => countOf(ev, { user: TOP_BUYER }),
  },
  {
    id: 'user-churner-last-seen',
    type: 'user',
    question: 'When was u_1042 last seen? They used to be in every day.',
    expect: (ev) => {
      const evs = userEvents(ev, CHURNER);
      return { names: when(time(O.newestFirst(evs)[0])), dataPoints: evs.length, confidence: 'high' };
    },
  },
  {
    id: 'user-newcomer-first-seen',
    type: 'user',
    question: 'when did u_1493 first show up?',
    expect: (ev) => {
      const evs = userEvents(ev, NEWCOMER);
      return { names: when(Math.min(...evs.map(time))), dataPoints: evs.length, confidence: 'high' };
    },
  },
  {
    id: 'user-newcomer-recent',
    type: 'user',
    question: 'What were the 3 most recent things u_1493 did?',
    expect: (ev) => {
      const evs = userEvents(ev, NEWCOMER);
      return {
        names: O.newestFirst(evs)
          .slice(0, 3)
          .map((e) => e.eventName),
        dataPoints: evs.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'user-victim-event-names',
    type: 'user',
    question: 'Which event types has u_1150 used? (they opened a ticket about a failed payment)',
    expect: (ev) => {
      const evs = userEvents(ev, VICTIM);
      return {
        names: [...new Set(evs.map((e) => e.eventName))].sort(),
        unordered: true,
        dataPoints: evs.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'user-contributor-last-week',
    type: 'user',
    question: 'How many events did u_2011 log last week?',
    expect: (ev, now) => countOf(ev, { user: TOP_CONTRIBUTOR, range: R.lastWeek(T(now)) }),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'What has u_9999 been up to lately?',
    expect: () => LOW,
  },
  {
    id: 'user-topbuyer-first-last',
    type: 'user',
    question: 'first seen and last seen for u_1007, please',
    expect: (ev) => {
      const evs = userEvents(ev, TOP_BUYER);
      const ts = evs.map(time);
      return {
        names: [...when(Math.min(...ts)), ...when(Math.max(...ts))],
        dataPoints: evs.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'user-churner-between',
    type: 'user',
    question: (now) =>
      `how many events did u_1042 have from ${fmtShort(daysBack(now, 100))} to ${fmtShort(daysBack(now, 80))}?`,
    expect: (ev, now) =>
      countOf(ev, {
        user: CHURNER,
        range: R.between(dayNoYear(now, daysBack(now, 100)), dayNoYear(now, daysBack(now, 80))),
      }),
  },

  // ============================== breakdown ==============================
  {
    id: 'breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'Which day of the week is busiest for us?',
    expect: busiestCase(() => ({}), O.byWeekday),
  },
  {
    id: 'breakdown-busiest-hour',
    type: 'breakdown',
    question: 'what hour of the day (UTC) sees the most activty overall?',
    expect: busiestCase(() => ({}), O.byHour),
  },
  {
    id: 'breakdown-failed-busiest-day',
    type: 'breakdown',
    question: 'Which day had the most checkout.failed events? Want to line it up with the PSP status page.',
    expect: busiestCase(() => ({ names: [FAILED] }), O.byDay),
  },
  {
    id: 'breakdown-busiest-day-90d',
    type: 'breakdown',
    question: 'busiest single day in the last 90 days?',
    expect: busiestCase((now) => ({ range: R.lastDays(T(now), 90) }), O.byDay),
  },
  {
    id: 'breakdown-previews-by-month',
    type: 'breakdown',
    question: 'Break PreviewOpened down by month for the last 3 months.',
    expect: (ev, now) => breakdown(ev, { range: R.lastMonths(T(now), 3), names: [PREVIEW] }, O.byMonth),
  },
  {
    id: 'breakdown-packs-weekly',
    type: 'breakdown',
    question: (now) => {
      const mon = O.weekStart(T(now));
      return `weekly credit_pack_purchased counts from ${iso(mon - 4 * WEEK)} to ${iso(mon - DAY)}, one number per ISO week`;
    },
    expect: (ev, now) => {
      const mon = O.weekStart(T(now));
      return breakdown(ev, { range: R.between(mon - 4 * WEEK, mon - DAY), names: [PACK] }, O.byWeek);
    },
  },
  {
    id: 'breakdown-uploads-weekday',
    type: 'breakdown',
    question: 'upload-submitted per weekday, all time — do contributors upload on weekends?',
    expect: (ev) => breakdown(ev, { names: [UPLOAD] }, O.byWeekday),
  },
  {
    id: 'breakdown-daily-five-days',
    type: 'breakdown',
    question: (now) =>
      `daily event totals from ${fmtShort(daysBack(now, 12))} to ${fmtShort(daysBack(now, 8))}`,
    expect: (ev, now) =>
      breakdown(
        ev,
        { range: R.between(dayNoYear(now, daysBack(now, 12)), dayNoYear(now, daysBack(now, 8))) },
        O.byDay,
      ),
  },
  {
    id: 'breakdown-packs-busiest-week',
    type: 'breakdown',
    question: (now) =>
      `Since ${iso(daysBack(now, 63))}, which week had the most credit_pack_purchased? I think it was the flash sale week`,
    expect: busiestCase((now) => ({ range: R.since(daysBack(now, 63), T(now)), names: [PACK] }), O.byWeek),
  },

  // ============================== compare ==============================
  {
    id: 'compare-events-7d',
    type: 'compare',
    question: 'Events in the last 7 days vs the 7 days before that — up or down?',
    expect: (ev, now) => compare(ev, R.lastDays(T(now) - 7 * DAY, 7), R.lastDays(T(now), 7)),
  },
  {
    id: 'compare-packs-named-months',
    type: 'compare',
    question: (now) =>
      `total credit_pack_purchased value in ${monthName(lastMonthStart(now))} versus ${monthName(twoMonthsAgoStart(now))}?`,
    expect: (ev, now) =>
      compare(
        ev,
        R.month(monthNoYear(now, twoMonthsAgoStart(now))),
        R.month(monthNoYear(now, lastMonthStart(now))),
        [PACK],
        'sum',
      ),
  },
  {
    id: 'compare-downloads-growing',
    type: 'compare',
    question: 'Is Asset Downloaded growing? last 30 days against the previous 30',
    expect: (ev, now) => compare(ev, R.lastDays(T(now) - 30 * DAY, 30), R.lastDays(T(now), 30), [DOWNLOAD]),
  },
  {
    id: 'compare-active-users-30d',
    type: 'compare',
    question: 'for the board deck: active users in the last 30 days compared with the 30 days before',
    expect: (ev, now) =>
      compare(ev, R.lastDays(T(now) - 30 * DAY, 30), R.lastDays(T(now), 30), undefined, 'users'),
  },
  {
    id: 'compare-sale-day',
    type: 'compare',
    question: (now) =>
      `How did total activity on ${iso(daysBack(now, 9))} (flash sale) compare with the day before?`,
    expect: (ev, now) => compare(ev, R.on(daysBack(now, 10)), R.on(daysBack(now, 9))),
  },
  {
    id: 'compare-last-week-week-before',
    type: 'compare',
    question: 'how did last week compare to the week before, in total events?',
    expect: (ev, now) => compare(ev, R.lastWeek(T(now) - WEEK), R.lastWeek(T(now))),
  },
  {
    id: 'compare-avg-preview-30d',
    type: 'compare',
    question:
      'Average PreviewOpened value (seconds on the preview): last 30 days vs the 30 days before. Are people watching longer since we pushed video?',
    expect: (ev, now) =>
      compare(ev, R.lastDays(T(now) - 30 * DAY, 30), R.lastDays(T(now), 30), [PREVIEW], 'avg'),
  },
  {
    id: 'compare-uploads-4-weeks',
    type: 'compare',
    question: 'upload-submitted over the last 4 weeks vs the 4 weeks before — is supply growing?',
    expect: (ev, now) => compare(ev, R.lastWeeks(T(now) - 4 * WEEK, 4), R.lastWeeks(T(now), 4), [UPLOAD]),
  },

  // ============================== share ==============================
  {
    id: 'share-downloads-all',
    type: 'share',
    question: 'What percentage of all events are Asset Downloaded?',
    expect: (ev) => eventShare(ev, R.all(), DOWNLOAD),
  },
  {
    id: 'share-users-subscribed-30d',
    type: 'share',
    question: 'Of the users active in the last 30 days, what share did subscription.started in that window?',
    expect: (ev, now) => userShare(ev, R.lastDays(T(now), 30), SUB),
  },
  {
    id: 'share-search-last-week',
    type: 'share',
    question: "what % of last week's events were search.performed",
    expect: (ev, now) => eventShare(ev, R.lastWeek(T(now)), SEARCH),
  },
  {
    id: 'share-failed-incident',
    type: 'share',
    question: (now) => `On ${fmtLong(incident(now))}, what fraction of all events were checkout.failed?`,
    expect: (ev, now) => eventShare(ev, R.on(incident(now)), FAILED),
  },
  {
    id: 'share-users-lightbox-all',
    type: 'share',
    question: 'Percent of all users who have ever used lightbox-add?',
    expect: (ev) => userShare(ev, R.all(), LIGHTBOX),
  },
  {
    id: 'share-previews-loose',
    type: 'share',
    question: 'how much of our traffic is previews, percentage-wise, over the past 14 days?',
    expect: (ev, now) => eventShare(ev, R.lastDays(T(now), 14), PREVIEW, true),
  },
  {
    id: 'share-users-uploaders-named-month',
    type: 'share',
    question: (now) =>
      `Of the people active in ${monthName(lastMonthStart(now))}, what percent did upload-submitted?`,
    expect: (ev, now) => userShare(ev, R.month(monthNoYear(now, lastMonthStart(now))), UPLOAD),
  },

  // ============================== conversion ==============================
  {
    id: 'conversion-search-download-30d',
    type: 'conversion',
    question:
      'Of users who did search.performed in the last 30 days, how many then went on to Asset Downloaded?',
    expect: (ev, now) => convert(ev, R.lastDays(T(now), 30), SEARCH, DOWNLOAD),
  },
  {
    id: 'conversion-signup-download-all',
    type: 'conversion',
    question: 'account_created → Asset Downloaded conversion, all time',
    expect: (ev) => convert(ev, R.all(), SIGNUP, DOWNLOAD),
  },
  {
    id: 'conversion-preview-pack-named-month',
    type: 'conversion',
    question: (now) =>
      `PreviewOpened to credit_pack_purchased conversion in ${monthName(lastMonthStart(now))}: how many and what %?`,
    expect: (ev, now) => convert(ev, R.month(monthNoYear(now, lastMonthStart(now))), PREVIEW, PACK),
  },
  {
    id: 'conversion-upload-approved-7d',
    type: 'conversion',
    question:
      'What percentage of contributors with upload-submitted in the last 7 days have since got an asset.approved? Review queue feels slow.',
    expect: (ev, now) => convert(ev, R.lastDays(T(now), 7), UPLOAD, APPROVED),
  },
  {
    id: 'conversion-signup-sub-since',
    type: 'conversion',
    question: (now) =>
      `since ${iso(daysBack(now, 90))}, what % of users who did account_created went on to subscription.started afterwards?`,
    expect: (ev, now) => convert(ev, R.since(daysBack(now, 90), T(now)), SIGNUP, SUB),
  },
  {
    id: 'conversion-lightbox-download-2w',
    type: 'conversion',
    question: 'lightbox-add then Asset Downloaded over the past 2 weeks — how many converted?',
    expect: (ev, now) => convert(ev, R.lastWeeks(T(now), 2), LIGHTBOX, DOWNLOAD),
  },
  {
    id: 'conversion-signups-buy-loose',
    type: 'conversion',
    question: 'What fraction of signups went on to buy a credit pack?',
    expect: (ev) => convert(ev, R.all(), SIGNUP, PACK, true),
  },

  // ============================== churn ==============================
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: "How many users were active last month but haven't shown up at all this month?",
    expect: (ev, now) => churn(ev, R.lastMonth(T(now)), R.thisMonth(T(now))),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'new users in the last 7 days?',
    expect: (ev, now) => fresh(ev, R.lastDays(T(now), 7)),
  },
  {
    id: 'churn-new-last-month',
    type: 'churn',
    question: 'How many brand-new users did we get last month (first event ever in that month)?',
    expect: (ev, now) => fresh(ev, R.lastMonth(T(now))),
  },
  {
    id: 'churn-dated-periods',
    type: 'churn',
    question: (now) =>
      `Who was active between ${iso(daysBack(now, 60))} and ${iso(daysBack(now, 31))} but has had no events since ${iso(daysBack(now, 30))}? Just the count.`,
    expect: (ev, now) =>
      churn(ev, R.between(daysBack(now, 60), daysBack(now, 31)), R.since(daysBack(now, 30), T(now))),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `how many new users have we had since ${fmtShort(daysBack(now, 14))}?`,
    expect: (ev, now) => fresh(ev, R.since(dayNoYear(now, daysBack(now, 14)), T(now))),
  },
  {
    id: 'churn-week-after',
    type: 'churn',
    question: (now) => {
      const mon = O.weekStart(T(now)) - 3 * WEEK;
      return `How many users active in the week of ${iso(mon)} (Mon–Sun) did nothing at all the week after?`;
    },
    expect: (ev, now) => {
      const mon = O.weekStart(T(now)) - 3 * WEEK;
      return churn(ev, { from: mon, to: mon + WEEK }, { from: mon + WEEK, to: mon + 2 * WEEK });
    },
  },
  {
    id: 'churn-new-named-month',
    type: 'churn',
    question: (now) => `New users in ${monthName(twoMonthsAgoStart(now))}?`,
    expect: (ev, now) => fresh(ev, R.month(monthNoYear(now, twoMonthsAgoStart(now)))),
  },

  // ============================== recency ==============================
  {
    id: 'recency-last-cancel',
    type: 'recency',
    question: 'When was the last SubscriptionCancelled?',
    expect: (ev) => lastOf(ev, CANCEL),
  },
  {
    id: 'recency-last-upgrade',
    type: 'recency',
    question: 'when did somebody last do a License Upgraded?',
    expect: (ev) => lastOf(ev, UPGRADE),
  },
  {
    id: 'recency-last-payout',
    type: 'recency',
    question: 'What time did the latest royalty_payout go out?',
    expect: (ev) => lastOf(ev, PAYOUT),
  },
  {
    id: 'recency-any-sub-30d',
    type: 'recency',
    question: 'Did anyone do subscription.started in the last 30 days?',
    expect: (ev, now) => countOf(ev, { range: R.lastDays(T(now), 30), names: [SUB] }),
  },
  {
    id: 'recency-last-failed',
    type: 'recency',
    question: 'When was the most recent checkout.failed? Checking whether the PSP issue is really over.',
    expect: (ev) => lastOf(ev, FAILED),
  },
  {
    id: 'recency-refund-unknown',
    type: 'recency',
    low: true,
    question: 'Has anyone ever triggered refund_issued?',
    expect: () => LOW,
  },
  {
    id: 'recency-last-signup',
    type: 'recency',
    question: 'when did the last account_created happen?',
    expect: (ev) => lastOf(ev, SIGNUP),
  },
  {
    id: 'recency-upgrade-loose-last-month',
    type: 'recency',
    question: 'did anyone upgrade a license last month?',
    expect: (ev, now) => countOf(ev, { range: R.lastMonth(T(now)), names: [UPGRADE] }, true, [UPGRADE]),
  },

  // ============================== catalogue ==============================
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'Which event names do we actually track? new analyst here, trying to learn teh schema',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      dataPoints: ev.length,
      confidence: 'high',
    }),
  },
  {
    id: 'catalogue-users-overall',
    type: 'catalogue',
    question: 'How many users do we have overall?',
    expect: (ev) => ({ numbers: [users(ev).size], dataPoints: ev.length, confidence: 'high' }),
  },
  {
    id: 'catalogue-events-total',
    type: 'catalogue',
    question: "What's the total number of events stored?",
    expect: (ev) => ({ numbers: [ev.length], dataPoints: ev.length, confidence: 'high' }),
  },
  {
    id: 'catalogue-users-and-events',
    type: 'catalogue',
    question: 'quick sanity check before the investor call: how many users and how many events in total?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], dataPoints: ev.length, confidence: 'high' }),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'How many distinct event types exist in the data?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      dataPoints: ev.length,
      confidence: 'high',
    }),
  },
  {
    id: 'catalogue-names-with-counts',
    type: 'catalogue',
    question: 'list every event name along with how often it occurs',
    expect: (ev) => {
      const m = [...tally(ev, O.byName)].sort(cmpNames);
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        dataPoints: ev.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'catalogue-lightbox-tracked',
    type: 'catalogue',
    question: 'Is lightbox-add one of the events we collect?',
    expect: () => ({ names: [LIGHTBOX], confidence: 'high' }),
  },

  // ============================== other ==============================
  {
    id: 'other-most-downloaded-photo',
    type: 'other',
    question: 'Which photo got downloaded the most this month?',
    expect: () => LOW,
  },
  {
    id: 'other-video-resolution',
    type: 'other',
    question: "What's the average resolution of the videos contributors upload?",
    expect: () => LOW,
  },
  {
    id: 'other-germany',
    type: 'other',
    question: 'How many of our customers are based in Germany?',
    expect: () => LOW,
  },
  { id: 'other-nps', type: 'other', question: 'what is our NPS score this quarter?', expect: () => LOW },
  {
    id: 'other-search-terms',
    type: 'other',
    question: 'What search terms do people type most often? SEO team is asking.',
    expect: () => LOW,
  },
  {
    id: 'other-model-releases',
    type: 'other',
    question: 'Which contributors are missing model releases on their uploads?',
    expect: () => LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: "Forecast next quarter's credit pack revenue for me.",
    expect: () => LOW,
  },
  {
    id: 'other-browser',
    type: 'other',
    question: 'Which browser do most of our customers use?',
    expect: () => LOW,
  },
  {
    id: 'other-cac',
    type: 'other',
    question: "What's our customer acquisition cost from the Google Ads campaign?",
    expect: () => LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: 'whats the weather going to be like in Berlin tomorow?',
    expect: () => LOW,
  },
];
