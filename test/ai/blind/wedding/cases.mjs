// Blind round "wedding": questions a wedding-planning app's staff would ask about its usage events.
// Every expectation is computed from the events with the reference oracle.
import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { INCIDENT_DAYS_AGO } from './data.mjs';

const R = o.ranges;
const DAY = o.DAY;
const MONEY = ['vendor.booked', 'GiftPurchased']; // the events that plainly carry money
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');

// ---- dates used in questions (all derived from now) ------------------------------------
const ago = (now, k) => o.dayStart(+now) - k * DAY; // start of the UTC day k days back
const incident = (now) => ago(now, INCIDENT_DAYS_AGO);
const iso = (t) => o.isoDay(t);
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${SHORT[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const fullDay = (t) =>
  `${new Date(t).getUTCDate()} ${o.MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const mStart = (now, add) => o.monthStart(+now, add); // start of the month `add` months away
const mondayAgo = (now, k) => o.weekStart(+now) - k * o.WEEK;

// ---- expectation helpers ---------------------------------------------------------------------
const r2 = (x) => o.round(x, 2);
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });

function count(events, sel, confidence = 'high') {
  const n = o.select(events, sel).length;
  return { numbers: [n], confidence, dataPoints: n };
}
function distinct(events, sel, confidence = 'high') {
  const ev = o.select(events, sel);
  return { numbers: [o.users(ev).size], confidence, dataPoints: ev.length };
}
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}
function measure(events, sel, how, confidence = 'high') {
  const ev = o.select(events, sel);
  const x =
    how === 'sum'
      ? o.sum(ev)
      : how === 'avg'
        ? o.sum(ev) / ev.length
        : how === 'min'
          ? o.min(ev)
          : how === 'max'
            ? o.max(ev)
            : median(ev);
  return { numbers: [r2(x)], confidence, dataPoints: ev.length };
}
// A ranked list of the top (or bottom) n keys of a tally, with each figure.
function ranked(
  events,
  sel,
  key,
  n,
  { by = () => 1, ascending = false, confidence = 'high', figures = true } = {},
) {
  const ev = o.select(events, sel);
  const r = o.rank(o.tally(ev, key, by), { n, ascending });
  return {
    names: r.map((x) => x[0]),
    ...(figures ? { numbers: r.map((x) => r2(x[1])) } : {}),
    confidence,
    dataPoints: ev.length,
  };
}
function tieRanked(sel, key, n, { by = () => 1, ascending = false } = {}) {
  return (events, now) => {
    const r = o.rank(o.tally(o.select(events, sel(now)), key, by), { ascending });
    return r.length <= n ? false : r2(r[n - 1][1]) === r2(r[n][1]);
  };
}
// Ranked by an event name over all names (so that names with zero events count as the least).
function rankedNames(events, sel, n, ascending, confidence = 'high') {
  const ev = o.select(events, sel);
  const m = o.tally(ev, o.byName);
  const r = o.rank(m, { n, ascending });
  return { names: r.map((x) => x[0]), numbers: r.map((x) => x[1]), confidence, dataPoints: ev.length };
}
function compare(events, rangeA, rangeB, sel = {}, confidence = 'high', metric = 'count') {
  const a = o.select(events, { ...sel, range: rangeA }),
    b = o.select(events, { ...sel, range: rangeB });
  const f =
    metric === 'users'
      ? (ev) => o.users(ev).size
      : metric === 'sum'
        ? (ev) => r2(o.sum(ev))
        : (ev) => ev.length;
  const c = o.change(f(a), f(b));
  return {
    numbers: [c.earlier, c.later, r2(c.diff)],
    percents: [c.pct],
    confidence,
    dataPoints: a.length + b.length,
  };
}
function shareEvents(events, range, names, confidence = 'high') {
  const all = o.select(events, { range });
  const part = all.filter((e) => names.includes(e.eventName)).length;
  return { numbers: [part], percents: [o.percent(part, all.length)], confidence, dataPoints: all.length };
}
function shareUsers(events, range, names, confidence = 'high') {
  const all = o.select(events, { range });
  const active = o.users(all).size;
  const did = o.users(all.filter((e) => names.includes(e.eventName))).size;
  return { numbers: [did, active], percents: [o.percent(did, active)], confidence, dataPoints: all.length };
}
function convert(events, range, a, b, confidence = 'high') {
  const c = o.conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: o.select(events, { range, names: [a, b] }).length,
  };
}
function lastOf(events, sel, confidence = 'high') {
  const ev = o.select(events, sel);
  const last = o.newestFirst(ev)[0];
  return { names: [iso(o.time(last))], confidence, dataPoints: ev.length };
}
function firstSeen(events, user) {
  const ev = o.select(events, { user });
  const t = Math.min(...ev.map(o.time));
  return { names: [iso(t)], confidence: 'high', dataPoints: ev.length };
}
function lastSeen(events, user) {
  const ev = o.select(events, { user });
  const t = Math.max(...ev.map(o.time));
  return { names: [iso(t)], confidence: 'high', dataPoints: ev.length };
}
function userNames(events, user, range = R.all()) {
  const ev = o.select(events, { user, range });
  return {
    names: [...new Set(ev.map((e) => e.eventName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  };
}
function breakdown(events, sel, key, { by = () => 1, confidence = 'high' } = {}) {
  const ev = o.select(events, sel);
  const m = o.tally(ev, key, by);
  const keys = [...m.keys()].sort();
  return { names: keys, numbers: keys.map((k) => r2(m.get(k))), confidence, dataPoints: ev.length };
}

export const cases = [
  // ================================================================= count
  {
    id: 'count-guest-invited-all',
    type: 'count',
    question: 'How many guest_invited events do we have in total?',
    expect: (ev) => count(ev, { names: ['guest_invited'] }),
  },
  {
    id: 'count-logins-yesterday',
    type: 'count',
    question: 'quick one - how many logins happened yesterday?',
    expect: (ev, now) => count(ev, { names: ['login'], range: R.yesterday(+now) }),
  },
  {
    id: 'count-vendor-booked-30d',
    type: 'count',
    question: 'Count of vendor.booked in the last 30 days please',
    expect: (ev, now) => count(ev, { names: ['vendor.booked'], range: R.lastDays(+now, 30) }),
  },
  {
    id: 'count-failed-incident',
    type: 'count',
    question: (now) =>
      `On ${longDay(incident(now))} the invite mails broke. How many invite-email-failed events did we record that day?`,
    expect: (ev, now) => count(ev, { names: ['invite-email-failed'], range: R.on(incident(now)) }),
  },
  {
    id: 'count-seating-week',
    type: 'count',
    question: 'nubmer of seating-chart-edited events this week?',
    expect: (ev, now) => count(ev, { names: ['seating-chart-edited'], range: R.thisWeek(+now) }),
  },
  {
    id: 'count-rsvp-no-between',
    type: 'count',
    question: (now) =>
      `How many rsvp_no events did we recieve between ${iso(ago(now, 60))} and ${iso(ago(now, 20))}?`,
    expect: (ev, now) => count(ev, { names: ['rsvp_no'], range: R.between(ago(now, 60), ago(now, 20)) }),
  },
  {
    id: 'count-budget-since',
    type: 'count',
    question: (now) => `Budget items added since ${fullDay(ago(now, 45))} — just the BudgetItemAdded count`,
    expect: (ev, now) => count(ev, { names: ['BudgetItemAdded'], range: R.since(ago(now, 45), +now) }),
  },
  {
    id: 'count-all-48h',
    type: 'count',
    question: 'how many events in total in the past 48 hours? trying to gauge load',
    expect: (ev, now) => count(ev, { range: R.lastHours(+now, 48) }),
  },
  {
    id: 'count-emails-sent-loose',
    type: 'count',
    question: 'How many invitation emails went out last month?',
    expect: (ev, now) =>
      count(ev, { names: ['invitation.email_sent'], range: R.lastMonth(+now) }, 'not-high'),
  },
  {
    id: 'count-events-today',
    type: 'count',
    question: 'How many events have come in so far today?',
    expect: (ev, now) => count(ev, { range: R.today(+now) }),
  },
  {
    id: 'count-logins-this-year',
    type: 'count',
    question: 'login count for this year, for the board deck',
    expect: (ev, now) => count(ev, { names: ['login'], range: R.thisYear(+now) }),
  },
  {
    id: 'count-gifts-before',
    type: 'count',
    question: (now) => `How many GiftPurchased events were there before ${longDay(ago(now, 50))}?`,
    expect: (ev, now) => count(ev, { names: ['GiftPurchased'], range: R.before(ago(now, 50)) }),
  },
  {
    id: 'count-unknown-honeymoon',
    type: 'count',
    low: true,
    question: 'How many times was honeymoon_booked fired in the last 30 days?',
    expect: LOW,
  },

  // ================================================================= users
  {
    id: 'users-active-7d',
    type: 'users',
    question: 'How many unqiue users were active in the last 7 days?',
    expect: (ev, now) => distinct(ev, { range: R.lastDays(+now, 7) }),
  },
  {
    id: 'users-rsvp-yes-all',
    type: 'users',
    question: 'how many distinct people have done rsvp yes, all time?',
    expect: (ev) => distinct(ev, { names: ['rsvp_yes'] }),
  },
  {
    id: 'users-active-month',
    type: 'users',
    question: 'Active users this month?',
    expect: (ev, now) => distinct(ev, { range: R.thisMonth(+now) }),
  },
  {
    id: 'users-gift-prev-month',
    type: 'users',
    question: (now) =>
      `For the registry partner call: how many different users had a GiftPurchased event in ${monthName(mStart(now, -1))}?`,
    expect: (ev, now) => distinct(ev, { names: ['GiftPurchased'], range: R.month(mStart(now, -1)) }),
  },
  {
    id: 'users-booked-3m-loose',
    type: 'users',
    question: 'how many couples actually booked a vendor over the past 3 months?',
    expect: (ev, now) => distinct(ev, { names: ['vendor.booked'], range: R.lastMonths(+now, 3) }, 'not-high'),
  },
  {
    id: 'users-login-yesterday',
    type: 'users',
    question: 'Unique users with a login yesterday',
    expect: (ev, now) => distinct(ev, { names: ['login'], range: R.yesterday(+now) }),
  },
  {
    id: 'users-shortlist-2w',
    type: 'users',
    question: 'How many customers shortlisted vendors in the last 2 weeks (Vendor Shortlisted)?',
    expect: (ev, now) => distinct(ev, { names: ['Vendor Shortlisted'], range: R.lastWeeks(+now, 2) }),
  },
  {
    id: 'users-unknown-photo',
    type: 'users',
    low: true,
    question: 'how many users did photo_album_uploaded this month?',
    expect: LOW,
  },

  // ================================================================= value
  {
    id: 'value-deposits-all',
    type: 'value',
    question: 'Total deposit amount across all vendor.booked events?',
    expect: (ev) => measure(ev, { names: ['vendor.booked'] }, 'sum'),
  },
  {
    id: 'value-gift-avg-30d',
    type: 'value',
    question: 'whats the average GiftPurchased value over the last 30 days',
    expect: (ev, now) => measure(ev, { names: ['GiftPurchased'], range: R.lastDays(+now, 30) }, 'avg'),
  },
  {
    id: 'value-deposit-max-month',
    type: 'value',
    question: 'Biggest single vendor.booked deposit this month?',
    expect: (ev, now) => measure(ev, { names: ['vendor.booked'], range: R.thisMonth(+now) }, 'max'),
  },
  {
    id: 'value-gift-min-lastmonth',
    type: 'value',
    question: 'Smallest gift purchased amount last month (GiftPurchased, min value)',
    expect: (ev, now) => measure(ev, { names: ['GiftPurchased'], range: R.lastMonth(+now) }, 'min'),
  },
  {
    id: 'value-budget-median-60d',
    type: 'value',
    question: 'Median amount of BudgetItemAdded in the past 60 days? Averages get skewed by the venue lines.',
    expect: (ev, now) => measure(ev, { names: ['BudgetItemAdded'], range: R.lastDays(+now, 60) }, 'median'),
  },
  {
    id: 'value-invited-lastweek',
    type: 'value',
    question: 'Sum of guest_invited value last week (value = number of guests added)',
    expect: (ev, now) => measure(ev, { names: ['guest_invited'], range: R.lastWeek(+now) }, 'sum'),
  },
  {
    id: 'value-party-size-avg',
    type: 'value',
    question: 'mean value of rsvp_yes (party size) across all time?',
    expect: (ev) => measure(ev, { names: ['rsvp_yes'] }, 'avg'),
  },
  {
    id: 'value-gifts-guest0100',
    type: 'value',
    question: 'How much has guest_0100 spent in total on GiftPurchased?',
    expect: (ev) => measure(ev, { names: ['GiftPurchased'], user: 'guest_0100' }, 'sum'),
  },
  {
    id: 'value-revenue-30d',
    type: 'value',
    question: 'What was our revenue in the last 30 days?',
    expect: (ev, now) => ({
      ...measure(ev, { names: MONEY, range: R.lastDays(+now, 30) }, 'sum', 'not-high'),
      names: MONEY,
      unordered: true,
    }),
  },
  {
    id: 'value-registry-spend-loose',
    type: 'value',
    question: (now) => `total spent on registry gifts in ${monthName(mStart(now, -2))}?`,
    expect: (ev, now) =>
      measure(ev, { names: ['GiftPurchased'], range: R.month(mStart(now, -2)) }, 'sum', 'not-high'),
  },
  {
    id: 'value-unknown-cake',
    type: 'value',
    low: true,
    question: 'average value of cake_tasting_booked in the last 60 days',
    expect: LOW,
  },

  // ================================================================= top-events
  {
    id: 'top-events-all-5',
    type: 'top-events',
    question: 'What are our top 5 events of all time?',
    expect: withTie(
      (ev) => rankedNames(ev, {}, 5, false),
      tieRanked(() => ({}), o.byName, 5),
    ),
  },
  {
    id: 'top-events-7d-3',
    type: 'top-events',
    question: 'top 3 events in the last 7 days',
    expect: withTie(
      (ev, now) => rankedNames(ev, { range: R.lastDays(+now, 7) }, 3, false),
      tieRanked((now) => ({ range: R.lastDays(+now, 7) }), o.byName, 3),
    ),
  },
  {
    id: 'top-events-least-all',
    type: 'top-events',
    question: 'Which event is the least common overall?',
    expect: withTie(
      (ev) => rankedNames(ev, {}, 1, true),
      tieRanked(() => ({}), o.byName, 1, { ascending: true }),
    ),
  },
  {
    id: 'top-events-yesterday-1',
    type: 'top-events',
    question: 'most common event yesterday?',
    expect: withTie(
      (ev, now) => rankedNames(ev, { range: R.yesterday(+now) }, 1, false),
      tieRanked((now) => ({ range: R.yesterday(+now) }), o.byName, 1),
    ),
  },
  {
    id: 'top-events-guest0100',
    type: 'top-events',
    question: "guest_0100's top 3 events?",
    expect: withTie(
      (ev) => rankedNames(ev, { user: 'guest_0100' }, 3, false),
      tieRanked(() => ({ user: 'guest_0100' }), o.byName, 3),
    ),
  },
  {
    id: 'top-events-rarest-60d',
    type: 'top-events',
    question: 'rarest event over the past 60 days?',
    expect: withTie(
      (ev, now) => rankedNames(ev, { range: R.lastDays(+now, 60) }, 1, true),
      tieRanked((now) => ({ range: R.lastDays(+now, 60) }), o.byName, 1, { ascending: true }),
    ),
  },
  {
    id: 'top-events-incident',
    type: 'top-events',
    question: (now) => `what was the most frequent event type on ${iso(incident(now))}?`,
    expect: withTie(
      (ev, now) => rankedNames(ev, { range: R.on(incident(now)) }, 1, false),
      tieRanked((now) => ({ range: R.on(incident(now)) }), o.byName, 1),
    ),
  },
  {
    id: 'top-events-prev-month',
    type: 'top-events',
    question: (now) =>
      `List the 4 most common events in ${monthName(mStart(now, -1))} ${new Date(mStart(now, -1)).getUTCFullYear()}.`,
    expect: withTie(
      (ev, now) => rankedNames(ev, { range: R.month(mStart(now, -1)) }, 4, false),
      tieRanked((now) => ({ range: R.month(mStart(now, -1)) }), o.byName, 4),
    ),
  },

  // ================================================================= top-users
  {
    id: 'top-users-all-3',
    type: 'top-users',
    question: 'Who are the 3 most active users overall?',
    expect: withTie(
      (ev) => ranked(ev, {}, o.byUser, 3),
      tieRanked(() => ({}), o.byUser, 3),
    ),
  },
  {
    id: 'top-users-30d-2',
    type: 'top-users',
    question: 'top 2 users by number of events in the last 30 days',
    expect: withTie(
      (ev, now) => ranked(ev, { range: R.lastDays(+now, 30) }, o.byUser, 2),
      tieRanked((now) => ({ range: R.lastDays(+now, 30) }), o.byUser, 2),
    ),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: withTie(
      (ev) => ({ ...ranked(ev, { names: MONEY }, o.byUser, 3, { by: o.value, confidence: 'not-high' }) }),
      tieRanked(() => ({ names: MONEY }), o.byUser, 3, { by: o.value }),
    ),
  },
  {
    id: 'top-users-gift-value',
    type: 'top-users',
    question: 'Top 3 users by total GiftPurchased value',
    expect: withTie(
      (ev) => ranked(ev, { names: ['GiftPurchased'] }, o.byUser, 3, { by: o.value }),
      tieRanked(() => ({ names: ['GiftPurchased'] }), o.byUser, 3, { by: o.value }),
    ),
  },
  {
    id: 'top-users-most-bookings',
    type: 'top-users',
    question: 'which user has the most vendor.booked events?',
    expect: withTie(
      (ev) => ranked(ev, { names: ['vendor.booked'] }, o.byUser, 1),
      tieRanked(() => ({ names: ['vendor.booked'] }), o.byUser, 1),
    ),
  },
  {
    id: 'top-users-deposit-3m',
    type: 'top-users',
    question: 'Finance asks: top 4 users by summed vendor.booked value in the last 3 months',
    expect: withTie(
      (ev, now) =>
        ranked(ev, { names: ['vendor.booked'], range: R.lastMonths(+now, 3) }, o.byUser, 4, { by: o.value }),
      tieRanked((now) => ({ names: ['vendor.booked'], range: R.lastMonths(+now, 3) }), o.byUser, 4, {
        by: o.value,
      }),
    ),
  },
  {
    id: 'top-users-week-1',
    type: 'top-users',
    question: 'most active user in the past week?',
    expect: withTie(
      (ev, now) => ranked(ev, { range: R.lastDays(+now, 7) }, o.byUser, 1),
      tieRanked((now) => ({ range: R.lastDays(+now, 7) }), o.byUser, 1),
    ),
  },
  {
    id: 'top-users-login-30d',
    type: 'top-users',
    question: 'Who logged in the most over the last 30 days? (login events)',
    expect: withTie(
      (ev, now) => ranked(ev, { names: ['login'], range: R.lastDays(+now, 30) }, o.byUser, 1),
      tieRanked((now) => ({ names: ['login'], range: R.lastDays(+now, 30) }), o.byUser, 1),
    ),
  },

  // ================================================================= user
  {
    id: 'user-count-couple001',
    type: 'user',
    question: 'How many events does couple_001 have?',
    expect: (ev) => count(ev, { user: 'couple_001' }),
  },
  {
    id: 'user-first-newcomer',
    type: 'user',
    question: 'When was couple_150 first seen?',
    expect: (ev) => firstSeen(ev, 'couple_150'),
  },
  {
    id: 'user-last-churner',
    type: 'user',
    question: 'support ticket from couple_007 - when were they last active?',
    expect: (ev) => lastSeen(ev, 'couple_007'),
  },
  {
    id: 'user-names-quiet',
    type: 'user',
    question: 'which events has guest_0300 used?',
    expect: (ev) => userNames(ev, 'guest_0300'),
  },
  {
    id: 'user-count-bigspender-30d',
    type: 'user',
    question: 'How many events did couple_042 have in the last 30 days?',
    expect: (ev, now) => count(ev, { user: 'couple_042', range: R.lastDays(+now, 30) }),
  },
  {
    id: 'user-last-generous',
    type: 'user',
    question: 'last seen date for guest_0100?',
    expect: (ev) => lastSeen(ev, 'guest_0100'),
  },
  {
    id: 'user-names-newcomer',
    type: 'user',
    question: 'What has couple_150 done so far? which event types',
    expect: (ev) => userNames(ev, 'couple_150'),
  },
  {
    id: 'user-first-top',
    type: 'user',
    question: 'first time we saw couple_001?',
    expect: (ev) => firstSeen(ev, 'couple_001'),
  },
  {
    id: 'user-recent-newcomer',
    type: 'user',
    question: "show me couple_150's 3 most recent events, newest first",
    expect: (ev) => {
      const mine = o.select(ev, { user: 'couple_150' });
      return {
        names: o
          .newestFirst(mine)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: 'high',
        dataPoints: mine.length,
      };
    },
  },
  {
    id: 'user-unknown',
    type: 'user',
    low: true,
    question: 'How many events does couple_999 have?',
    expect: LOW,
  },

  // ================================================================= breakdown
  {
    id: 'breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'Which day of the week is busiest?',
    expect: withTie(
      (ev) => ranked(ev, {}, o.byWeekday, 1),
      tieRanked(() => ({}), o.byWeekday, 1),
    ),
  },
  {
    id: 'breakdown-busiest-hour-30d',
    type: 'breakdown',
    question: 'busiest hour of the day (UTC) over the last 30 days?',
    expect: withTie(
      (ev, now) => ranked(ev, { range: R.lastDays(+now, 30) }, o.byHour, 1),
      tieRanked((now) => ({ range: R.lastDays(+now, 30) }), o.byHour, 1),
    ),
  },
  {
    id: 'breakdown-monthly-bookings',
    type: 'breakdown',
    question: (now) => `vendor.booked per month since ${fullDay(mStart(now, -3))}`,
    expect: (ev, now) =>
      breakdown(ev, { names: ['vendor.booked'], range: R.since(mStart(now, -3), +now) }, o.byMonth),
  },
  {
    id: 'breakdown-failed-peak-day',
    type: 'breakdown',
    question: 'On which day did we have the most invite-email-failed events in the past 60 days?',
    expect: withTie(
      (ev, now) => ranked(ev, { names: ['invite-email-failed'], range: R.lastDays(+now, 60) }, o.byDay, 1),
      tieRanked((now) => ({ names: ['invite-email-failed'], range: R.lastDays(+now, 60) }), o.byDay, 1),
    ),
  },
  {
    id: 'breakdown-weekly-invites',
    type: 'breakdown',
    question: (now) => `Weekly guest_invited counts since Monday ${iso(mondayAgo(now, 4))}, please`,
    expect: (ev, now) =>
      breakdown(ev, { names: ['guest_invited'], range: R.since(mondayAgo(now, 4), +now) }, o.byWeek),
  },
  {
    id: 'breakdown-daily-logins',
    type: 'breakdown',
    question: (now) => `daily login counts from ${shortDay(ago(now, 8))} to ${shortDay(ago(now, 4))}`,
    expect: (ev, now) =>
      breakdown(ev, { names: ['login'], range: R.between(ago(now, 8), ago(now, 4)) }, o.byDay),
  },
  {
    id: 'breakdown-busiest-day-60d',
    type: 'breakdown',
    question: 'what was the busiest single day in the last 60 days?',
    expect: withTie(
      (ev, now) => ranked(ev, { range: R.lastDays(+now, 60) }, o.byDay, 1),
      tieRanked((now) => ({ range: R.lastDays(+now, 60) }), o.byDay, 1),
    ),
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: 'Which weekday is the quietest, counting all events?',
    expect: withTie(
      (ev) => ranked(ev, {}, o.byWeekday, 1, { ascending: true }),
      tieRanked(() => ({}), o.byWeekday, 1, { ascending: true }),
    ),
  },
  {
    id: 'breakdown-month-all',
    type: 'breakdown',
    question: (now) => `Events by month since ${iso(mStart(now, -2))}`,
    expect: (ev, now) => breakdown(ev, { range: R.since(mStart(now, -2), +now) }, o.byMonth),
  },

  // ================================================================= compare
  {
    id: 'compare-7d',
    type: 'compare',
    question: 'Events in the last 7 days compared with the 7 days before?',
    expect: (ev, now) => compare(ev, { from: +now - 14 * DAY, to: +now - 7 * DAY }, R.lastDays(+now, 7)),
  },
  {
    id: 'compare-bookings-months',
    type: 'compare',
    question: (now) => `vendor.booked: ${monthName(mStart(now, -2))} vs ${monthName(mStart(now, -1))}?`,
    expect: (ev, now) =>
      compare(ev, R.month(mStart(now, -2)), R.month(mStart(now, -1)), { names: ['vendor.booked'] }),
  },
  {
    id: 'compare-logins-30d',
    type: 'compare',
    question: 'how do logins in the last 30 days compare to the previous 30 days?',
    expect: (ev, now) =>
      compare(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, R.lastDays(+now, 30), { names: ['login'] }),
  },
  {
    id: 'compare-gifts-growing',
    type: 'compare',
    question: 'Are gift purchases growing? Last 30 days vs the 30 before.',
    expect: (ev, now) =>
      compare(
        ev,
        { from: +now - 60 * DAY, to: +now - 30 * DAY },
        R.lastDays(+now, 30),
        { names: ['GiftPurchased'] },
        'not-high',
      ),
  },
  {
    id: 'compare-yesterday',
    type: 'compare',
    question: 'yesterday vs the day before - total events',
    expect: (ev, now) => compare(ev, R.on(ago(now, 2)), R.yesterday(+now)),
  },
  {
    id: 'compare-incident-emails',
    type: 'compare',
    question: (now) => `invitation.email_sent on ${iso(incident(now))} compared with the day before?`,
    expect: (ev, now) =>
      compare(ev, R.on(incident(now) - DAY), R.on(incident(now)), { names: ['invitation.email_sent'] }),
  },
  {
    id: 'compare-active-users-14d',
    type: 'compare',
    question: 'active users, last 14 days vs the previous 14 days',
    expect: (ev, now) =>
      compare(ev, { from: +now - 28 * DAY, to: +now - 14 * DAY }, R.lastDays(+now, 14), {}, 'high', 'users'),
  },
  {
    id: 'compare-deposits-4w',
    type: 'compare',
    question: 'Total vendor.booked value over the last 4 weeks versus the 4 weeks before that',
    expect: (ev, now) =>
      compare(
        ev,
        { from: +now - 8 * o.WEEK, to: +now - 4 * o.WEEK },
        R.lastWeeks(+now, 4),
        { names: ['vendor.booked'] },
        'high',
        'sum',
      ),
  },
  {
    id: 'compare-rsvp-yes-months',
    type: 'compare',
    question: (now) =>
      `compare rsvp_yes counts in ${monthName(mStart(now, -3))} ${new Date(mStart(now, -3)).getUTCFullYear()} and ${monthName(mStart(now, -1))} ${new Date(mStart(now, -1)).getUTCFullYear()}`,
    expect: (ev, now) =>
      compare(ev, R.month(mStart(now, -3)), R.month(mStart(now, -1)), { names: ['rsvp_yes'] }),
  },

  // ================================================================= share
  {
    id: 'share-logins-all',
    type: 'share',
    question: 'What percentage of all events are logins?',
    expect: (ev) => shareEvents(ev, R.all(), ['login']),
  },
  {
    id: 'share-users-gift-30d',
    type: 'share',
    question: 'What % of active users in the last 30 days did GiftPurchased?',
    expect: (ev, now) => shareUsers(ev, R.lastDays(+now, 30), ['GiftPurchased']),
  },
  {
    id: 'share-failed-incident',
    type: 'share',
    question: (now) => `What share of all events on ${shortDay(incident(now))} were invite-email-failed?`,
    expect: (ev, now) => shareEvents(ev, R.on(incident(now)), ['invite-email-failed']),
  },
  {
    id: 'share-users-rsvp-no-30d',
    type: 'share',
    question: 'of the users active in the last 30 days, what percent did rsvp_no?',
    expect: (ev, now) => shareUsers(ev, R.lastDays(+now, 30), ['rsvp_no']),
  },
  {
    id: 'share-budget-month',
    type: 'share',
    question: 'what fraction of this months events were BudgetItemAdded? as a percentage',
    expect: (ev, now) => shareEvents(ev, R.thisMonth(+now), ['BudgetItemAdded']),
  },
  {
    id: 'share-users-booked-all',
    type: 'share',
    question: 'Percentage of all users who ever had a vendor.booked event?',
    expect: (ev) => shareUsers(ev, R.all(), ['vendor.booked']),
  },
  {
    id: 'share-seating-lastweek',
    type: 'share',
    question: 'Last week, what percentage of events were seating-chart-edited?',
    expect: (ev, now) => shareEvents(ev, R.lastWeek(+now), ['seating-chart-edited']),
  },
  {
    id: 'share-shortlist-loose',
    type: 'share',
    question: 'what share of activity in the past 14 days was vendor shortlisting?',
    expect: (ev, now) => shareEvents(ev, R.lastDays(+now, 14), ['Vendor Shortlisted'], 'not-high'),
  },

  // ================================================================= conversion
  {
    id: 'conv-shortlist-book-all',
    type: 'conversion',
    question: 'Of users who did Vendor Shortlisted, how many went on to vendor.booked?',
    expect: (ev) => convert(ev, R.all(), 'Vendor Shortlisted', 'vendor.booked'),
  },
  {
    id: 'conv-rsvp-gift-all',
    type: 'conversion',
    question: 'conversion from rsvp_yes to GiftPurchased?',
    expect: (ev) => convert(ev, R.all(), 'rsvp_yes', 'GiftPurchased'),
  },
  {
    id: 'conv-login-rsvp-30d',
    type: 'conversion',
    question: 'login -> rsvp_yes conversion over the past 30 days',
    expect: (ev, now) => convert(ev, R.lastDays(+now, 30), 'login', 'rsvp_yes'),
  },
  {
    id: 'conv-invited-sent-since',
    type: 'conversion',
    question: (now) =>
      `Since ${longDay(ago(now, 40))}: of the users with guest_invited, how many later had invitation.email_sent?`,
    expect: (ev, now) => convert(ev, R.since(ago(now, 40), +now), 'guest_invited', 'invitation.email_sent'),
  },
  {
    id: 'conv-created-booked-90d',
    type: 'conversion',
    question: 'wedding created → vendor.booked, last 90 days. how many convert?',
    expect: (ev, now) => convert(ev, R.lastDays(+now, 90), 'wedding_created', 'vendor.booked'),
  },
  {
    id: 'conv-shortlist-book-month',
    type: 'conversion',
    question: (now) =>
      `Shortlist-to-booking rate in ${monthName(mStart(now, -1))}: Vendor Shortlisted then vendor.booked`,
    expect: (ev, now) => convert(ev, R.month(mStart(now, -1)), 'Vendor Shortlisted', 'vendor.booked'),
  },
  {
    id: 'conv-rsvp-gift-loose',
    type: 'conversion',
    question: 'Of guests who accepted their invitation, what percent then bought a gift?',
    expect: (ev) => convert(ev, R.all(), 'rsvp_yes', 'GiftPurchased', 'not-high'),
  },
  {
    id: 'conv-unknown-savedate',
    type: 'conversion',
    low: true,
    question: 'conversion from save_the_date_sent to rsvp_yes?',
    expect: LOW,
  },

  // ================================================================= churn
  {
    id: 'churn-lastmonth-not-this',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: (ev, now) => ({
      numbers: [o.churned(ev, R.lastMonth(+now), R.thisMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'new users this month?',
    expect: (ev, now) => ({ numbers: [o.newUsers(ev, R.thisMonth(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'How many brand new users showed up in the last 7 days (first event ever)?',
    expect: (ev, now) => ({ numbers: [o.newUsers(ev, R.lastDays(+now, 7)).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-prev-month',
    type: 'churn',
    question: (now) => `new users in ${monthName(mStart(now, -1))}`,
    expect: (ev, now) => ({ numbers: [o.newUsers(ev, R.month(mStart(now, -1))).length], confidence: 'high' }),
  },
  {
    id: 'churn-window',
    type: 'churn',
    question: (now) =>
      `Users who were active between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} but have had no events since ${iso(ago(now, 30))} — how many?`,
    expect: (ev, now) => ({
      numbers: [o.churned(ev, R.between(ago(now, 60), ago(now, 31)), R.since(ago(now, 30), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-lastweek',
    type: 'churn',
    question: 'how many new users did we get last week?',
    expect: (ev, now) => ({ numbers: [o.newUsers(ev, R.lastWeek(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `churned users: active in ${monthName(mStart(now, -2))} and not in ${monthName(mStart(now, -1))}`,
    expect: (ev, now) => ({
      numbers: [o.churned(ev, R.month(mStart(now, -2)), R.month(mStart(now, -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'For the growth update: number of first-time users in the past 14 days?',
    expect: (ev, now) => ({ numbers: [o.newUsers(ev, R.lastDays(+now, 14)).length], confidence: 'high' }),
  },

  // ================================================================= recency
  {
    id: 'recency-last-booking',
    type: 'recency',
    question: 'When was the last vendor.booked?',
    expect: (ev) => lastOf(ev, { names: ['vendor.booked'] }),
  },
  {
    id: 'recency-last-failed',
    type: 'recency',
    question: 'when did we last see an invite-email-failed event?',
    expect: (ev) => lastOf(ev, { names: ['invite-email-failed'] }),
  },
  {
    id: 'recency-rsvp-no-14d',
    type: 'recency',
    question: 'Has anyone done rsvp_no in the last 14 days?',
    expect: (ev, now) => count(ev, { names: ['rsvp_no'], range: R.lastDays(+now, 14) }),
  },
  {
    id: 'recency-newcomer-created',
    type: 'recency',
    question: 'when did couple_150 do wedding_created?',
    expect: (ev) => lastOf(ev, { names: ['wedding_created'], user: 'couple_150' }),
  },
  {
    id: 'recency-last-wedding',
    type: 'recency',
    question: 'When was the latest wedding created event?',
    expect: (ev) => lastOf(ev, { names: ['wedding_created'] }),
  },
  {
    id: 'recency-booking-24h',
    type: 'recency',
    question: 'did anybody book a vendor in the last 24 hours? (vendor.booked)',
    expect: (ev, now) => count(ev, { names: ['vendor.booked'], range: R.lastHours(+now, 24) }),
  },
  {
    id: 'recency-generous-gift',
    type: 'recency',
    question: 'When did guest_0100 last have a GiftPurchased?',
    expect: (ev) => lastOf(ev, { names: ['GiftPurchased'], user: 'guest_0100' }),
  },
  {
    id: 'recency-unknown',
    type: 'recency',
    low: true,
    question: 'when was the last honeymoon_registry_created event?',
    expect: LOW,
  },

  // ================================================================= catalogue
  {
    id: 'catalogue-names',
    type: 'catalogue',
    question: 'Which event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map(o.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-users',
    type: 'catalogue',
    question: 'how many users do we have overall?',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-events',
    type: 'catalogue',
    question: 'Total number of events stored?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'how many different event types do we track',
    expect: (ev) => ({
      numbers: [new Set(ev.map(o.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-both',
    type: 'catalogue',
    question: 'New analyst onboarding: how many users and how many events are in the dataset?',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-users-events-names',
    type: 'catalogue',
    question:
      'Give me the overall size of the data: number of users, number of events, number of event names.',
    expect: (ev) => ({
      numbers: [o.users(ev).size, ev.length, new Set(ev.map(o.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ================================================================= other
  {
    id: 'other-venue-reviews',
    type: 'other',
    question: 'Which wedding venue has the best reviews?',
    expect: LOW,
  },
  { id: 'other-nps', type: 'other', question: "what's our NPS among couples this quarter?", expect: LOW },
  {
    id: 'other-dietary',
    type: 'other',
    question: 'How many guests have dietary restrictions like vegan or gluten-free?',
    expect: LOW,
  },
  { id: 'other-city', type: 'other', question: 'Which city hosts the most weddings?', expect: LOW },
  {
    id: 'other-email-cost',
    type: 'other',
    question: 'How much did we pay our email provider for invitations last month?',
    expect: LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather forecast for this Saturday's weddings?",
    expect: LOW,
  },
  {
    id: 'other-page-views',
    type: 'other',
    question: 'How many page views did the gift registry page get yesterday?',
    expect: LOW,
  },
  {
    id: 'other-ad-campaign',
    type: 'other',
    question: 'What was the ROI of the Instagram ad campaign for couples?',
    expect: LOW,
  },
  {
    id: 'other-wedding-dates',
    type: 'other',
    question: 'How many weddings are scheduled for June next year?',
    expect: LOW,
  },
];
