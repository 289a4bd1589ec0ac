/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
import {
  DAY,
  WEEK,
  MONTHS,
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
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  isoMonth,
  pastMonth,
  pastMonthDay,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { stormDay } from './data.mjs';

// ---- helpers ------------------------------------------------------------------------------
const T = (now) => +now;
const STORM = (now) => stormDay(now); // the storm day in data.mjs
const ago = (now, d) => dayStart(T(now)) - d * DAY; // start of the day d days ago
const long = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`;
const short = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const dmy = (t) =>
  `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
function ordinal(n) {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${s}`;
}
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
};
const fig = (x) => round(x, 2);

// count of events
const count =
  (rangeOf, names, user, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, { range: rangeOf(T(now)), names, user });
    return { numbers: [evs.length], confidence, dataPoints: evs.length };
  };
// distinct users
const userCount =
  (rangeOf, names, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, { range: rangeOf(T(now)), names });
    return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
  };
// value measure
const measure =
  (rangeOf, names, fn, confidence = 'high', user) =>
  (events, now) => {
    const evs = select(events, { range: rangeOf(T(now)), names, user });
    return { numbers: [fig(fn(evs))], confidence, dataPoints: evs.length };
  };
// ranked list with a tie check at the cut
function ranked(
  rangeOf,
  { names, key, measureFn, n, ascending = false, confidence = 'high', user, showFigures = true },
) {
  const build = (events, now) => {
    const evs = select(events, { range: rangeOf(T(now)), names, user });
    const m = tally(evs, key, measureFn);
    return { evs, all: rank(m, { ascending }) };
  };
  const f = (events, now) => {
    const { evs, all } = build(events, now);
    const top = all.slice(0, n);
    return {
      names: top.map(([k]) => k),
      numbers: showFigures ? top.map(([, v]) => fig(v)) : undefined,
      confidence,
      dataPoints: evs.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const { all } = build(events, now);
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return f;
}
const compare =
  (r1, r2, names, fn = (evs) => evs.length, confidence = 'high') =>
  (events, now) => {
    const a = select(events, { range: r1(T(now)), names });
    const b = select(events, { range: r2(T(now)), names });
    const c = change(fig(fn(a)), fig(fn(b)));
    return {
      numbers: [c.earlier, c.later, fig(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
const share =
  (rangeOf, names, confidence = 'high') =>
  (events, now) => {
    const all = select(events, { range: rangeOf(T(now)) });
    const part = all.filter((e) => names.includes(e.eventName));
    return {
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      confidence,
      dataPoints: all.length,
    };
  };
const userShare =
  (rangeOf, names, confidence = 'high') =>
  (events, now) => {
    const all = select(events, { range: rangeOf(T(now)) });
    const did = users(all.filter((e) => names.includes(e.eventName))).size;
    return { numbers: [did], percents: [percent(did, users(all).size)], confidence, dataPoints: all.length };
  };
const conv =
  (rangeOf, a, b, confidence = 'high') =>
  (events, now) => {
    const range = rangeOf(T(now));
    const c = conversion(events, range, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: select(events, { range, names: [a, b] }).length,
    };
  };
const lastOf =
  (names, user, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, { names, user });
    return { names: [isoDay(time(newestFirst(evs)[0]))], confidence, dataPoints: evs.length };
  };
const firstOf =
  (names, user, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, { names, user });
    return { names: [isoDay(Math.min(...evs.map(time)))], confidence, dataPoints: evs.length };
  };
// busiest (or quietest) bucket
const busiest = (rangeOf, names, key, ascending = false, confidence = 'high') =>
  ranked(rangeOf, { names, key, n: 1, ascending, confidence });

const R = ranges;
const lastDays = (n) => (now) => R.lastDays(now, n);
const lastWeeks = (n) => (now) => R.lastWeeks(now, n);
const all = () => R.all();

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-bookings-all',
    type: 'count',
    question: 'how many booking_created events do we have in total?',
    expect: count(all, ['booking_created']),
  },
  {
    id: 'count-delivered-lastweek',
    type: 'count',
    question: 'Parcels delivered last week? Need the number for the Monday standup',
    expect: count(R.lastWeek, ['Parcel Delivered']),
  },
  {
    id: 'count-failed-storm',
    type: 'count',
    question: (now) =>
      `How many delivery-failed events were there on ${isoDay(STORM(now))}? That was the day of the big storm.`,
    expect: count((now) => R.on(STORM(now)), ['delivery-failed']),
  },
  {
    id: 'count-rider017-accepts',
    type: 'count',
    question: 'number of job.accepted events for rider_017 over the last 30 days',
    expect: count(lastDays(30), ['job.accepted'], 'rider_017'),
  },
  {
    id: 'count-cancellations-loose',
    type: 'count',
    question: 'how many cancellations did we get last month?',
    expect: count(R.lastMonth, ['booking_cancelled'], undefined, 'not-high'),
  },
  {
    id: 'count-shifts-since',
    type: 'count',
    question: (now) => `Count of shift_started since ${long(ago(now, 21))}`,
    expect: count((now) => R.since(ago(now, 21), now), ['shift_started']),
  },
  {
    id: 'count-all-yesterday',
    type: 'count',
    question: 'total number of events yesterday',
    expect: count(R.yesterday),
  },
  {
    id: 'count-pickup-and-drop',
    type: 'count',
    question: 'How many ParcelPickedUp plus Parcel Delivered events, combined, in the past 7 days?',
    expect: count(lastDays(7), ['ParcelPickedUp', 'Parcel Delivered']),
  },
  {
    id: 'count-tips-between',
    type: 'count',
    question: (now) => `how many tips received between ${isoDay(ago(now, 40))} and ${isoDay(ago(now, 26))}`,
    expect: count((now) => R.between(ago(now, 40), ago(now, 26)), ['TipReceived']),
  },
  {
    id: 'count-photos-lastmonths',
    type: 'count',
    question: 'pod.photo_uploaded count for the last 2 months pls',
    expect: count((now) => R.lastMonths(now, 2), ['pod.photo_uploaded']),
  },
  {
    id: 'count-unknown-refund',
    type: 'count',
    low: true,
    question: 'How many refund_issued events happened last month?',
    expect: LOW,
  },
  {
    id: 'count-nobody',
    type: 'count',
    low: true,
    question: 'how many booking_created events has biz_9999 made?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-shift-14d',
    type: 'users',
    question: 'How many unique riders had a shift_started in the last 14 days?',
    expect: userCount(lastDays(14), ['shift_started']),
  },
  {
    id: 'users-bookers-lastmonth',
    type: 'users',
    question: 'distinct users with booking_created last month',
    expect: userCount(R.lastMonth, ['booking_created']),
  },
  {
    id: 'users-active-pastweek',
    type: 'users',
    question: 'active users in the past week?',
    expect: userCount(lastDays(7)),
  },
  {
    id: 'users-tipped-loose',
    type: 'users',
    question: 'How many couriers got tipped in the last 30 days? asking for the rider newsletter',
    expect: userCount(lastDays(30), ['TipReceived'], 'not-high'),
  },
  {
    id: 'users-ratings-month',
    type: 'users',
    question: (now) =>
      `how many people submitted a rating (Rating Submitted) in ${monthName(monthStart(T(now), -2))}?`,
    expect: userCount(
      (now) => R.month(pastMonth(now, new Date(monthStart(now, -2)).getUTCMonth())),
      ['Rating Submitted'],
    ),
  },
  {
    id: 'users-failed-storm',
    type: 'users',
    question: (now) => `On ${short(STORM(now))}, how many different riders logged a delivery failed?`,
    expect: userCount(
      (now) => R.on(pastMonthDay(now, new Date(STORM(now)).getUTCMonth(), new Date(STORM(now)).getUTCDate())),
      ['delivery-failed'],
    ),
  },
  {
    id: 'users-active-between',
    type: 'users',
    question: (now) => `unique users active from ${dmy(ago(now, 60))} to ${dmy(ago(now, 45))}`,
    expect: userCount((now) => R.between(ago(now, 60), ago(now, 45))),
  },
  {
    id: 'users-photos-loose',
    type: 'users',
    question: 'how many diffrent people uploaded proof of delivery pics in the last 2 weeks?',
    expect: userCount(lastWeeks(2), ['pod.photo_uploaded'], 'not-high'),
  },
  {
    id: 'users-unknown',
    type: 'users',
    low: true,
    question: 'How many users had a parcel_lost event this year?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-quoted-lastmonth',
    type: 'value',
    question: 'Total eventValue of booking_created last month (the quoted prices)',
    expect: measure(R.lastMonth, ['booking_created'], sum),
  },
  {
    id: 'value-avg-distance',
    type: 'value',
    question: 'average distance on Parcel Delivered events over the last 30 days?',
    expect: measure(lastDays(30), ['Parcel Delivered'], avg),
  },
  {
    id: 'value-max-distance',
    type: 'value',
    question: 'What is the longest single Parcel Delivered leg we have ever recorded? max value',
    expect: measure(all, ['Parcel Delivered'], max),
  },
  {
    id: 'value-median-tip',
    type: 'value',
    question: (now) => `median TipReceived amount since ${short(ago(now, 50))}`,
    expect: measure(
      (now) =>
        R.since(
          pastMonthDay(now, new Date(ago(now, 50)).getUTCMonth(), new Date(ago(now, 50)).getUTCDate()),
          now,
        ),
      ['TipReceived'],
      median,
    ),
  },
  {
    id: 'value-tips-rider031',
    type: 'value',
    question: 'sum of TipReceived for rider_031, all time',
    expect: measure(all, ['TipReceived'], sum, 'high', 'rider_031'),
  },
  {
    id: 'value-revenue-loose',
    type: 'value',
    question: 'for the board deck: what was revenue last month?',
    expect: measure(R.lastMonth, ['booking_created'], sum, 'not-high'),
  },
  {
    id: 'value-min-shift',
    type: 'value',
    question: 'shortest shift.ended value in the past 4 weeks (minimum hours)',
    expect: measure(lastWeeks(4), ['shift.ended'], min),
  },
  {
    id: 'value-failed-km-storm',
    type: 'value',
    question: (now) => `total km on delivery-failed events on ${long(STORM(now))}`,
    expect: measure((now) => R.on(STORM(now)), ['delivery-failed'], sum),
  },
  {
    id: 'value-avg-stars',
    type: 'value',
    question: 'Average Rating Submitted value over the last 3 months?',
    expect: measure((now) => R.lastMonths(now, 3), ['Rating Submitted'], avg),
  },
  {
    id: 'value-km-loose',
    type: 'value',
    question: 'how many km did riders cover dropping off parcels last week',
    expect: measure(R.lastWeek, ['Parcel Delivered'], sum, 'not-high'),
  },
  {
    id: 'value-avg-quote',
    type: 'value',
    question: 'mean quoted price per booking_created in the past 7 days',
    expect: measure(lastDays(7), ['booking_created'], avg),
  },
  {
    id: 'value-unknown',
    type: 'value',
    low: true,
    question: 'total value of courier_payout events last month?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-lastweek',
    type: 'top-events',
    question: 'top 5 events last week',
    expect: ranked(R.lastWeek, { key: byName, n: 5 }),
  },
  {
    id: 'top-events-most-common',
    type: 'top-events',
    question: 'What is our single most common event, all time?',
    expect: ranked(all, { key: byName, n: 1 }),
  },
  {
    id: 'top-events-least-30d',
    type: 'top-events',
    question: 'Which 3 events are the least common in the last 30 days?',
    expect: ranked(lastDays(30), { key: byName, n: 3, ascending: true }),
  },
  {
    id: 'top-events-14d',
    type: 'top-events',
    question: 'top 3 event types in the last 14 days',
    expect: ranked(lastDays(14), { key: byName, n: 3 }),
  },
  {
    id: 'top-events-2months',
    type: 'top-events',
    question: 'what are the 4 most frequent events over the past 2 months?',
    expect: ranked((now) => R.lastMonths(now, 2), { key: byName, n: 4 }),
  },
  {
    id: 'top-events-storm',
    type: 'top-events',
    question: (now) => `what were the three most frequent events on ${isoDay(STORM(now))}`,
    expect: ranked((now) => R.on(STORM(now)), { key: byName, n: 3 }),
  },
  {
    id: 'top-events-least-month',
    type: 'top-events',
    question: (now) =>
      `Which event happened the fewest times in ${monthName(monthStart(T(now), -1))} ${new Date(monthStart(T(now), -1)).getUTCFullYear()}?`,
    expect: ranked(R.lastMonth, { key: byName, n: 1, ascending: true }),
  },
  {
    id: 'top-events-since',
    type: 'top-events',
    question: (now) => `list the top 5 events since ${dmy(ago(now, 45))}, with counts`,
    expect: ranked((now) => R.since(ago(now, 45), now), { key: byName, n: 5 }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'Top 5 most active users of all time by number of events',
    expect: ranked(all, { key: byUser, n: 5 }),
  },
  {
    id: 'top-users-delivered-lastmonth',
    type: 'top-users',
    question: 'which 3 riders had the most Parcel Delivered last month?',
    expect: ranked(R.lastMonth, { names: ['Parcel Delivered'], key: byUser, n: 3 }),
  },
  {
    id: 'top-users-booking-value',
    type: 'top-users',
    question: 'top 3 users by total booking_created value in the last 60 days',
    expect: ranked(lastDays(60), { names: ['booking_created'], key: byUser, measureFn: value, n: 3 }),
  },
  {
    id: 'top-users-tips',
    type: 'top-users',
    question: 'Who received the most in tips? Sum of TipReceived per user, last 30 days, just the top one',
    expect: ranked(lastDays(30), { names: ['TipReceived'], key: byUser, measureFn: value, n: 1 }),
  },
  {
    id: 'top-users-accepts',
    type: 'top-users',
    question: 'top 2 users by job.accepted count over all time',
    expect: ranked(all, { names: ['job.accepted'], key: byUser, n: 2 }),
  },
  {
    id: 'top-users-spenders-loose',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: ranked(all, {
      names: ['booking_created'],
      key: byUser,
      measureFn: value,
      n: 3,
      confidence: 'not-high',
    }),
  },
  {
    id: 'top-users-lastweek',
    type: 'top-users',
    question: 'most active user last week?',
    expect: ranked(R.lastWeek, { key: byUser, n: 1 }),
  },
  {
    id: 'top-users-ratings',
    type: 'top-users',
    question: 'which user sent the most Rating Submitted events in the past 90 days?',
    expect: ranked(lastDays(90), { names: ['Rating Submitted'], key: byUser, n: 1 }),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-017-events',
    type: 'user',
    question: 'how many events does rider_017 have?',
    expect: count(all, undefined, 'rider_017'),
  },
  {
    id: 'user-113-first-last',
    type: 'user',
    question: 'support ticket: when was biz_0113 first seen and when last seen?',
    expect: (events) => {
      const evs = select(events, { user: 'biz_0113' });
      const ts = evs.map(time);
      return {
        names: [isoDay(Math.min(...ts)), isoDay(Math.max(...ts))],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-155-names',
    type: 'user',
    question: 'Which event names has rider_155 used so far?',
    expect: (events) => {
      const evs = select(events, { user: 'rider_155' });
      return {
        names: [...new Set(evs.map(byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-301-bookings',
    type: 'user',
    question: 'how many booking_created has biz_0301 made since they signed on with us?',
    expect: count(all, ['booking_created'], 'biz_0301'),
  },
  {
    id: 'user-088-lastseen',
    type: 'user',
    question: 'rider_088 - last seen when?',
    expect: (events) => {
      const evs = select(events, { user: 'rider_088' });
      return { names: [isoDay(Math.max(...evs.map(time)))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-042-7d',
    type: 'user',
    question: 'How much activity from biz_0042 in the last 7 days? number of events',
    expect: count(lastDays(7), undefined, 'biz_0042'),
  },
  {
    id: 'user-031-lastmonth',
    type: 'user',
    question: 'events for rider_031 last month',
    expect: count(R.lastMonth, undefined, 'rider_031'),
  },
  {
    id: 'user-017-recent',
    type: 'user',
    question: "show rider_017's 3 most recent events",
    expect: (events) => {
      const evs = select(events, { user: 'rider_017' });
      return { names: newestFirst(evs).slice(0, 3).map(byName), confidence: 'high', dataPoints: evs.length };
    },
  },
  { id: 'user-nobody', type: 'user', low: true, question: 'what did biz_9999 do last week?', expect: LOW },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'bd-failed-busiest-day',
    type: 'breakdown',
    question: 'Which day had the most delivery-failed events?',
    expect: busiest(all, ['delivery-failed'], byDay),
  },
  {
    id: 'bd-bookings-weekday',
    type: 'breakdown',
    question: 'busiest weekday for booking_created, all time',
    expect: busiest(all, ['booking_created'], byWeekday),
  },
  {
    id: 'bd-delivered-hour',
    type: 'breakdown',
    question: 'at what hour of the day (UTC) do we see the most Parcel Delivered in the last 30 days?',
    expect: busiest(lastDays(30), ['Parcel Delivered'], byHour),
  },
  {
    id: 'bd-km-week',
    type: 'breakdown',
    question:
      'weekly breakdown of Parcel Delivered distance over the last 8 weeks: which week had the most km in total?',
    expect: ranked(lastWeeks(8), { names: ['Parcel Delivered'], key: byWeek, measureFn: value, n: 1 }),
  },
  {
    id: 'bd-busiest-month',
    type: 'breakdown',
    question: 'which calendar month had the most events overall?',
    expect: busiest(all, undefined, byMonth),
  },
  {
    id: 'bd-quietest-weekday',
    type: 'breakdown',
    question: 'quietest day of the week overall, by number of events?',
    expect: busiest(all, undefined, byWeekday, true),
  },
  {
    id: 'bd-bookings-per-month',
    type: 'breakdown',
    question: 'booking_created per month, please - all months we have',
    expect: (events) => {
      const evs = select(events, { names: ['booking_created'] });
      const m = [...tally(evs, byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'bd-quote-day-lastmonth',
    type: 'breakdown',
    question: 'Which day last month had the highest total booking_created value (sum of quotes)?',
    expect: ranked(R.lastMonth, { names: ['booking_created'], key: byDay, measureFn: value, n: 1 }),
  },
  {
    id: 'bd-bookings-weekday-8w',
    type: 'breakdown',
    question: 'booking_created by weekday over the past 8 weeks - which weekday has the most?',
    expect: busiest(lastWeeks(8), ['booking_created'], byWeekday),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'cmp-bookings-14d',
    type: 'compare',
    question: 'booking_created in the last 14 days vs the 14 days before that?',
    expect: compare((now) => R.lastDays(now - 14 * DAY, 14), lastDays(14), ['booking_created']),
  },
  {
    id: 'cmp-delivered-months',
    type: 'compare',
    question: (now) => {
      const a = monthStart(T(now), -3),
        b = monthStart(T(now), -2);
      return `Parcel Delivered: ${monthName(b)} compared to ${monthName(a)}?`;
    },
    expect: compare(
      (now) => R.month(monthStart(now, -3)),
      (now) => R.month(monthStart(now, -2)),
      ['Parcel Delivered'],
    ),
  },
  {
    id: 'cmp-delivered-storm',
    type: 'compare',
    question: (now) => `Parcel Delivered on ${isoDay(STORM(now))} (storm) compared with the day before`,
    expect: compare(
      (now) => R.on(STORM(now) - DAY),
      (now) => R.on(STORM(now)),
      ['Parcel Delivered'],
    ),
  },
  {
    id: 'cmp-bookings-growing',
    type: 'compare',
    question: 'Are booking_created events growing? last 30 days vs the previous 30',
    expect: compare((now) => R.lastDays(now - 30 * DAY, 30), lastDays(30), ['booking_created']),
  },
  {
    id: 'cmp-tips-value',
    type: 'compare',
    question: 'total TipReceived amount, past 4 weeks vs the 4 weeks before',
    expect: compare((now) => R.lastWeeks(now - 4 * WEEK, 4), lastWeeks(4), ['TipReceived'], sum),
  },
  {
    id: 'cmp-active-users',
    type: 'compare',
    question: 'active users: last month compared with the month before?',
    expect: compare(
      (now) => R.month(monthStart(now, -2)),
      R.lastMonth,
      undefined,
      (evs) => users(evs).size,
    ),
  },
  {
    id: 'cmp-shift-hours-weeks',
    type: 'compare',
    question: 'total hours logged on shift.ended last week vs the week before',
    expect: compare(
      (now) => ({ from: weekStart(now) - 2 * WEEK, to: weekStart(now) - WEEK }),
      R.lastWeek,
      ['shift.ended'],
      sum,
    ),
  },
  {
    id: 'cmp-events-months',
    type: 'compare',
    question: 'total events last month vs the month before that - up or down?',
    expect: compare((now) => R.month(monthStart(now, -2)), R.lastMonth),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-failed-all',
    type: 'share',
    question: 'what % of all events are delivery-failed?',
    expect: share(all, ['delivery-failed']),
  },
  {
    id: 'share-tips-lastmonth',
    type: 'share',
    question: 'share of events last month that were TipReceived',
    expect: share(R.lastMonth, ['TipReceived']),
  },
  {
    id: 'share-users-booked',
    type: 'share',
    question: 'What percentage of active users in the last 30 days did a booking_created?',
    expect: userShare(lastDays(30), ['booking_created']),
  },
  {
    id: 'share-failed-storm',
    type: 'share',
    question: (now) => `On ${dmy(STORM(now))}, what percent of events were delivery failed ones?`,
    expect: share((now) => R.on(STORM(now)), ['delivery-failed']),
  },
  {
    id: 'share-shifts-7d',
    type: 'share',
    question: 'how much of our activity over the past 7 days is shift_started, as a percentage?',
    expect: share(lastDays(7), ['shift_started']),
  },
  {
    id: 'share-users-tipped',
    type: 'share',
    question: 'what percentage of users have ever had a TipReceived?',
    expect: userShare(all, ['TipReceived']),
  },
  {
    id: 'share-users-rated',
    type: 'share',
    question: 'Of the users active in the last 2 months, what % submitted a Rating Submitted?',
    expect: userShare((now) => R.lastMonths(now, 2), ['Rating Submitted']),
  },
  {
    id: 'share-delivered-since',
    type: 'share',
    question: (now) => `share of Parcel Delivered among all events since ${long(ago(now, 35))}`,
    expect: share((now) => R.since(ago(now, 35), now), ['Parcel Delivered']),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-accept-failed',
    type: 'conversion',
    question: 'Of the users who did job.accepted in the last 30 days, how many then had a delivery-failed?',
    expect: conv(lastDays(30), 'job.accepted', 'delivery-failed'),
  },
  {
    id: 'conv-book-cancel',
    type: 'conversion',
    question: 'booking_created -> booking_cancelled conversion last month',
    expect: conv(R.lastMonth, 'booking_created', 'booking_cancelled'),
  },
  {
    id: 'conv-accept-tip',
    type: 'conversion',
    question:
      'what share of users who did job.accepted went on to get a TipReceived afterwards, last 60 days?',
    expect: conv(lastDays(60), 'job.accepted', 'TipReceived'),
  },
  {
    id: 'conv-pickup-failed',
    type: 'conversion',
    question: (now) =>
      `since ${isoDay(ago(now, 50))}: of users with ParcelPickedUp, how many later had a delivery-failed?`,
    expect: conv((now) => R.since(ago(now, 50), now), 'ParcelPickedUp', 'delivery-failed'),
  },
  {
    id: 'conv-book-rate',
    type: 'conversion',
    question: 'conversion from booking_created to Rating Submitted, all time',
    expect: conv(all, 'booking_created', 'Rating Submitted'),
  },
  {
    id: 'conv-cancel-rebook',
    type: 'conversion',
    question:
      'do customers come back after cancelling? of the users with booking_cancelled in the last 60 days, what percentage did booking_created after it?',
    expect: conv(lastDays(60), 'booking_cancelled', 'booking_created'),
  },
  {
    id: 'conv-rating-rebook',
    type: 'conversion',
    question: (now) =>
      `Rating Submitted to booking_created conversion in ${monthName(monthStart(T(now), -1))}`,
    expect: conv((now) => R.month(monthStart(now, -1)), 'Rating Submitted', 'booking_created'),
  },
  {
    id: 'conv-shift-tip',
    type: 'conversion',
    question:
      'How many riders who started a shift (shift_started) in the past 14 days then got a TipReceived? and what %',
    expect: conv(lastDays(14), 'shift_started', 'TipReceived'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-lastmonth',
    type: 'churn',
    question: 'How many users were active last month but have not been active this month?',
    expect: (events, now) => ({
      numbers: [churned(events, R.lastMonth(T(now)), R.thisMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (events, now) => ({
      numbers: [newUsers(events, R.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) => {
      const a = monthStart(T(now), -3),
        b = monthStart(T(now), -2);
      return `users active in ${monthName(a)} ${new Date(a).getUTCFullYear()} who did nothing in ${monthName(b)} ${new Date(b).getUTCFullYear()} - how many?`;
    },
    expect: (events, now) => ({
      numbers: [churned(events, R.month(monthStart(T(now), -3)), R.month(monthStart(T(now), -2))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'how many brand new users did we get last month (first event ever)?',
    expect: (events, now) => ({
      numbers: [newUsers(events, R.lastMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `Users active between ${isoDay(ago(now, 90))} and ${isoDay(ago(now, 60))} but with no events since ${isoDay(ago(now, 30))}: how many?`,
    expect: (events, now) => ({
      numbers: [churned(events, R.between(ago(now, 90), ago(now, 60)), R.since(ago(now, 30), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-10d',
    type: 'churn',
    question: 'who are the new users from the last 10 days? first event ever in that window',
    expect: (events, now) => {
      const list = newUsers(events, R.lastDays(T(now), 10));
      return {
        numbers: [list.length],
        names: list.length <= 8 ? list.sort() : undefined,
        unordered: true,
        confidence: 'high',
      };
    },
  },
  {
    id: 'churn-lastweeks',
    type: 'churn',
    question:
      'how many users were active in the 4 weeks before the last 4 weeks, but not in the last 4 weeks? (churn check)',
    expect: (events, now) => ({
      numbers: [churned(events, R.lastWeeks(T(now) - 4 * WEEK, 4), R.lastWeeks(T(now), 4)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${short(ago(now, 60))}?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, R.since(ago(now, 60), T(now))).length],
      confidence: 'high',
    }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'rec-last-failed',
    type: 'recency',
    question: 'when was the last delivery-failed?',
    expect: lastOf(['delivery-failed']),
  },
  {
    id: 'rec-last-cancel',
    type: 'recency',
    question: 'When did someone last do a booking_cancelled?',
    expect: lastOf(['booking_cancelled']),
  },
  {
    id: 'rec-any-tip-7d',
    type: 'recency',
    question: 'did anyone get a TipReceived in the last 7 days?',
    expect: (events, now) => {
      const evs = select(events, { range: R.lastDays(T(now), 7), names: ['TipReceived'] });
      return { confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'rec-088-accept',
    type: 'recency',
    question: 'when did rider_088 last have a job.accepted?',
    expect: lastOf(['job.accepted'], 'rider_088'),
  },
  {
    id: 'rec-last-rating',
    type: 'recency',
    question: 'most recent Rating Submitted - when?',
    expect: lastOf(['Rating Submitted']),
  },
  {
    id: 'rec-any-failed-7d',
    type: 'recency',
    question: 'Has there been any delivery failed in the past week?',
    expect: (events, now) => {
      const evs = select(events, { range: R.lastDays(T(now), 7), names: ['delivery-failed'] });
      return { confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'rec-301-first-booking',
    type: 'recency',
    question: 'When was the first booking_created by biz_0301?',
    expect: firstOf(['booking_created'], 'biz_0301'),
  },
  {
    id: 'rec-155-first-shift',
    type: 'recency',
    question: 'when did rider_155 first go on shift (shift_started)?',
    expect: firstOf(['shift_started'], 'rider_155'),
  },
  {
    id: 'rec-unknown',
    type: 'recency',
    low: true,
    question: 'When was the last parcel_lost event?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'which event names exist in our data?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'how many events do we have stored overall?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-all',
    type: 'catalogue',
    question: 'New analyst here - list the event types we track, plus total users and total events',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-dictionary',
    type: 'catalogue',
    question: 'for the data dictionary: what events are tracked?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-name-count',
    type: 'catalogue',
    question: 'how many distinct event names do we have?',
    expect: (events) => ({
      numbers: [new Set(events.map(byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-pod',
    type: 'catalogue',
    question: 'Is there an event for proof of delivery? Just list all the event names we have so I can check',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ---------------------------------------------------------------- other
  { id: 'other-wage', type: 'other', question: "What's the average hourly wage we pay riders?", expect: LOW },
  {
    id: 'other-neighbourhood',
    type: 'other',
    question: 'Which neighbourhood of the city gets the most deliveries?',
    expect: LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: (now) => `what was the wind speed on ${isoDay(STORM(now))}?`,
    expect: LOW,
  },
  {
    id: 'other-bikes',
    type: 'other',
    question: 'how many bikes in the fleet are due for servicing?',
    expect: LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict how many bookings we will get next month',
    expect: LOW,
  },
  {
    id: 'other-accidents',
    type: 'other',
    question: 'Which rider has had the most road accidents?',
    expect: LOW,
  },
  {
    id: 'other-why-churn',
    type: 'other',
    question: 'why did biz_0113 stop using us? any complaints they sent?',
    expect: LOW,
  },
  { id: 'other-weight', type: 'other', question: "what's the average parcel weight in kg?", expect: LOW },
  {
    id: 'other-helmets',
    type: 'other',
    question: 'how many helmets and rain jackets did we hand out before the storm?',
    expect: LOW,
  },
  { id: 'other-email', type: 'other', question: "what's the contact email for rider_017?", expect: LOW },
];
