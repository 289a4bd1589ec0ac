/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
// Blind round "zoo": questions a city zoo's staff would ask about its visitor-app events.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES } from './data.mjs';

const { DAY, HOUR, MONTHS, ranges: R, select, users, sum, round, tally, rank, time } = O;
const MONEY = ['Adoption Purchased', 'cafe_order', 'MembershipRenewed'];

// ---- dates in questions ----------------------------------------------------------------
const T = (now) => +now;
const D = (now, k) => O.dayStart(T(now)) - k * DAY; // start of the UTC day k days ago
const INCIDENT = (now) => D(now, 38); // school-holiday crowd day
const ord = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const dd = (t) => new Date(t);
const isoD = (t) => O.isoDay(t);
const longD = (t) => `${MONTHS[dd(t).getUTCMonth()]} ${dd(t).getUTCDate()}${ord(dd(t).getUTCDate())}`;
const shortD = (t) => `${MONTHS[dd(t).getUTCMonth()].slice(0, 3)} ${dd(t).getUTCDate()}`;
const euroD = (t) =>
  `${dd(t).getUTCDate()} ${MONTHS[dd(t).getUTCMonth()].slice(0, 3)} ${dd(t).getUTCFullYear()}`;
const usD = (t) => `${dd(t).getUTCMonth() + 1}/${dd(t).getUTCDate()}/${dd(t).getUTCFullYear()}`;
const mStart = (now, k) => O.monthStart(T(now), -k); // first of the month k months back
const mName = (now, k) => MONTHS[dd(mStart(now, k)).getUTCMonth()];
const mRange = (now, k) => R.month(mStart(now, k));
const hm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders ----------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const conf = (loose) => (loose ? 'not-high' : 'high');
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return round(n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2, 2);
};

function count(sel, loose) {
  return (events, now) => {
    const evs = select(events, sel(now));
    return evs.length ? { numbers: [evs.length], confidence: conf(loose), dataPoints: evs.length } : LOW();
  };
}
function distinct(sel, loose) {
  return (events, now) => {
    const evs = select(events, sel(now));
    return evs.length
      ? { numbers: [users(evs).size], confidence: conf(loose), dataPoints: evs.length }
      : LOW();
  };
}
function measure(sel, fn, loose, extra = {}) {
  return (events, now) => {
    const evs = select(events, sel(now));
    return evs.length
      ? { numbers: [round(fn(evs), 2)], confidence: conf(loose), dataPoints: evs.length, ...extra }
      : LOW();
  };
}
// Ranked list of `key` over the selection; tieAtCut flags an equal figure just past the cut.
function ranked(sel, key, n, { value, ascending, loose, names } = {}) {
  const m = value ? O.value : undefined;
  const full = (events, now) => rank(tally(select(events, sel(now)), key, m), { ascending });
  const f = (events, now) => {
    const evs = select(events, sel(now));
    if (!evs.length) return LOW();
    const top = full(events, now).slice(0, n);
    const x = {
      names: top.map((r) => r[0]),
      numbers: top.map((r) => round(r[1], 2)),
      confidence: conf(loose),
      dataPoints: evs.length,
    };
    if (names) x.names = [...names, ...x.names];
    return x;
  };
  f.tieAtCut = (events, now) => {
    const all = full(events, now);
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return f;
}
// Chronological breakdown (day, week, month): every bucket in order with its count.
function series(sel, key) {
  return (events, now) => {
    const evs = select(events, sel(now));
    const rows = [...tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: rows.map((r) => r[0]),
      numbers: rows.map((r) => r[1]),
      confidence: 'high',
      dataPoints: evs.length,
    };
  };
}
// Two periods: earlier first. metric: 'count' | 'users' | 'sum'.
function compare(earlierSel, laterSel, metric, loose) {
  const f = (evs) =>
    metric === 'users' ? users(evs).size : metric === 'sum' ? round(sum(evs), 2) : evs.length;
  return (events, now) => {
    const a = select(events, earlierSel(now)),
      b = select(events, laterSel(now));
    const ch = O.change(f(a), f(b));
    return {
      numbers: [ch.earlier, ch.later, round(ch.diff, 2)],
      percents: ch.pct === null ? [] : [ch.pct],
      confidence: conf(loose),
      dataPoints: a.length + b.length,
    };
  };
}
function shareEvents(range, names, loose) {
  return (events, now) => {
    const all = select(events, { range: range(now) });
    const part = select(all, { names });
    return {
      percents: [O.percent(part.length, all.length)],
      confidence: conf(loose),
      dataPoints: all.length,
    };
  };
}
function shareUsers(range, names, loose) {
  return (events, now) => {
    const all = select(events, { range: range(now) });
    const part = select(all, { names });
    return {
      percents: [O.percent(users(part).size, users(all).size)],
      confidence: conf(loose),
      dataPoints: all.length,
    };
  };
}
function convert(range, a, b, loose) {
  return (events, now) => {
    const r = range(now),
      c = O.conversion(events, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf(loose),
      dataPoints: select(events, { range: r, names: [a, b] }).length,
    };
  };
}
function lastOf(sel, loose) {
  return (events, now) => {
    const evs = select(events, sel(now));
    if (!evs.length) return LOW();
    const t = time(O.newestFirst(evs)[0]);
    return { names: [isoD(t), hm(t)], confidence: conf(loose), dataPoints: evs.length };
  };
}
const other = () => LOW;

const C = (id, type, question, expect, extra = {}) => ({ id, type, question, expect, ...extra });

export const cases = [
  // ---------------------------------------------------------------- count
  C(
    'cnt-01',
    'count',
    'How many ticket_scanned events were there last week?',
    count((now) => ({ range: R.lastWeek(T(now)), names: ['ticket_scanned'] })),
  ),
  C(
    'cnt-02',
    'count',
    'total number of events yesterday?',
    count((now) => ({ range: R.yesterday(T(now)) })),
  ),
  C(
    'cnt-03',
    'count',
    'map opened count for the last 7 days pls',
    count((now) => ({ range: R.lastDays(T(now), 7), names: ['map.opened'] })),
  ),
  C(
    'cnt-04',
    'count',
    (now) =>
      `Security asked me: how many lost child alerts were raised on ${longD(INCIDENT(now))}? It felt like a crazy day.`,
    count((now) => ({ range: R.on(INCIDENT(now)), names: ['lost_child.alert'] })),
  ),
  C(
    'cnt-05',
    'count',
    (now) => `cafe orders in ${mName(now, 1)}?`,
    count((now) => ({ range: mRange(now, 1), names: ['cafe_order'] })),
  ),
  C(
    'cnt-06',
    'count',
    (now) => `Number of FeedingTalkAttended between ${isoD(D(now, 45))} and ${isoD(D(now, 31))}`,
    count((now) => ({ range: R.between(D(now, 45), D(now, 31)), names: ['FeedingTalkAttended'] })),
  ),
  C(
    'cnt-07',
    'count',
    (now) => `how many cafe_order events has guest_1007 placed since ${shortD(D(now, 60))}?`,
    count((now) => ({ range: R.since(D(now, 60), T(now)), names: ['cafe_order'], user: 'guest_1007' })),
  ),
  C(
    'cnt-08',
    'count',
    'how many times did people share pictures in the past 48 hours',
    count((now) => ({ range: R.lastHours(T(now), 48), names: ['photo-shared'] }), true),
  ),
  C(
    'cnt-09',
    'count',
    (now) => `Keeper Talk Rated — how many since ${euroD(D(now, 21))}?`,
    count((now) => ({ range: R.since(D(now, 21), T(now)), names: ['Keeper Talk Rated'] })),
  ),
  C('cnt-10', 'count', 'How many giraffe_feeding_booked events happened last month?', LOW, { low: true }),
  C(
    'cnt-11',
    'count',
    'roughly how many feeding talks did folks attend in the past 2 weeks',
    count((now) => ({ range: R.lastWeeks(T(now), 2), names: ['FeedingTalkAttended'] }), true),
  ),
  C(
    'cnt-12',
    'count',
    (now) => `exhibit checkins on ${usD(D(now, 9))}? (US date)`,
    count((now) => ({ range: R.on(D(now, 9)), names: ['exhibit.checkin'] })),
  ),

  // ---------------------------------------------------------------- users
  C(
    'usr-01',
    'users',
    'How many unique users in the last 30 days?',
    distinct((now) => ({ range: R.lastDays(T(now), 30) })),
  ),
  C(
    'usr-02',
    'users',
    'How many distinct users have an Adoption Purchased event?',
    distinct(() => ({ names: ['Adoption Purchased'] })),
  ),
  C(
    'usr-03',
    'users',
    'active users last week',
    distinct((now) => ({ range: R.lastWeek(T(now)) })),
  ),
  C(
    'usr-04',
    'users',
    'How many people pulled up the zoo map yesterday?',
    distinct((now) => ({ range: R.yesterday(T(now)), names: ['map.opened'] }), true),
  ),
  C(
    'usr-05',
    'users',
    'unique users with feeding talk attended in the past 14 days',
    distinct((now) => ({ range: R.lastDays(T(now), 14), names: ['FeedingTalkAttended'] })),
  ),
  C(
    'usr-06',
    'users',
    (now) => `how many different staff accounts raised a lost_child.alert since ${longD(D(now, 60))}?`,
    distinct((now) => ({ range: R.since(D(now, 60), T(now)), names: ['lost_child.alert'] })),
  ),
  C(
    'usr-07',
    'users',
    (now) => `For the membership team: how many visitors got their tickets scanned in ${mName(now, 2)}?`,
    distinct((now) => ({ range: mRange(now, 2), names: ['ticket_scanned'] }), true),
  ),
  C('usr-08', 'users', 'how many users used zookeeper_chat this month?', LOW, { low: true }),
  C(
    'usr-09',
    'users',
    'cafe_order unique customers, past 7 days',
    distinct((now) => ({ range: R.lastDays(T(now), 7), names: ['cafe_order'] })),
  ),

  // ---------------------------------------------------------------- value
  C(
    'val-01',
    'value',
    "What's the total amount from Adoption Purchased, all time?",
    measure(() => ({ names: ['Adoption Purchased'] }), sum),
  ),
  C(
    'val-02',
    'value',
    'average cafe_order value last month',
    measure((now) => ({ range: R.lastMonth(T(now)), names: ['cafe_order'] }), O.avg),
  ),
  C(
    'val-03',
    'value',
    'largest single Adoption Purchased amount we ever got?',
    measure(() => ({ names: ['Adoption Purchased'] }), O.max),
  ),
  C(
    'val-04',
    'value',
    'smallest cafe order in the last 30 days',
    measure((now) => ({ range: R.lastDays(T(now), 30), names: ['cafe_order'] }), O.min),
  ),
  C(
    'val-05',
    'value',
    (now) => `median MembershipRenewed fee since ${isoD(D(now, 90))}`,
    measure((now) => ({ range: R.since(D(now, 90), T(now)), names: ['MembershipRenewed'] }), median),
  ),
  C(
    'val-06',
    'value',
    'average value on ticket_scanned events over the past 4 weeks (value = party size)',
    measure((now) => ({ range: R.lastWeeks(T(now), 4), names: ['ticket_scanned'] }), O.avg),
  ),
  C(
    'val-07',
    'value',
    'for the board deck: how much revenue did we make last month?',
    measure((now) => ({ range: R.lastMonth(T(now)), names: MONEY }), sum, true, {
      names: MONEY,
      unordered: true,
    }),
  ),
  C(
    'val-08',
    'value',
    'total cafe_order spend by guest_1007',
    measure(() => ({ names: ['cafe_order'], user: 'guest_1007' }), sum),
  ),
  C(
    'val-09',
    'value',
    'avg Keeper Talk Rated score in the last 8 weeks?',
    measure((now) => ({ range: R.lastWeeks(T(now), 8), names: ['Keeper Talk Rated'] }), O.avg),
  ),
  C(
    'val-10',
    'value',
    'how much has guest_1250 put into adoptions altogether?',
    measure(() => ({ names: ['Adoption Purchased'], user: 'guest_1250' }), sum, true),
  ),
  C(
    'val-11',
    'value',
    'sum of cafe_order values yesterday',
    measure((now) => ({ range: R.yesterday(T(now)), names: ['cafe_order'] }), sum),
  ),

  // ---------------------------------------------------------------- top-events
  C(
    'te-01',
    'top-events',
    'top 5 events overall',
    ranked(() => ({}), O.byName, 5),
  ),
  C(
    'te-02',
    'top-events',
    'What were the 3 most common events last week?',
    ranked((now) => ({ range: R.lastWeek(T(now)) }), O.byName, 3),
  ),
  C(
    'te-03',
    'top-events',
    (now) => `least common 3 event types since ${longD(D(now, 90))}`,
    ranked((now) => ({ range: R.since(D(now, 90), T(now)) }), O.byName, 3, { ascending: true }),
  ),
  C(
    'te-04',
    'top-events',
    'most frequent event yesterday?',
    ranked((now) => ({ range: R.yesterday(T(now)) }), O.byName, 1),
  ),
  C(
    'te-05',
    'top-events',
    "guest_1007's top 3 events",
    ranked(() => ({ user: 'guest_1007' }), O.byName, 3),
  ),
  C(
    'te-06',
    'top-events',
    (now) => `which events were most popular in ${mName(now, 1)}? list them`,
    ranked((now) => ({ range: mRange(now, 1) }), O.byName, 5),
  ),
  C(
    'te-07',
    'top-events',
    'top 5 events in the past 30 days, asking because we are reprioritising the app roadmap',
    ranked((now) => ({ range: R.lastDays(T(now), 30) }), O.byName, 5),
  ),
  C(
    'te-08',
    'top-events',
    'rank the events for staff_03 please',
    ranked(() => ({ user: 'staff_03' }), O.byName, 5),
  ),

  // ---------------------------------------------------------------- top-users
  C(
    'tu-01',
    'top-users',
    'top 5 most active users all time',
    ranked(() => ({}), O.byUser, 5),
  ),
  C(
    'tu-02',
    'top-users',
    'who are our top spenders?',
    ranked(() => ({ names: MONEY }), O.byUser, 5, { value: true, loose: true }),
  ),
  C(
    'tu-03',
    'top-users',
    'who is our biggest sponsor by total Adoption Purchased amount?',
    ranked(() => ({ names: ['Adoption Purchased'] }), O.byUser, 1, { value: true }),
  ),
  C(
    'tu-04',
    'top-users',
    'who was our single most active user over the last 4 weeks?',
    ranked((now) => ({ range: R.lastWeeks(T(now), 4) }), O.byUser, 1),
  ),
  C(
    'tu-05',
    'top-users',
    (now) => `top 3 cafe customers by cafe_order amount spent in ${mName(now, 1)}`,
    ranked((now) => ({ range: mRange(now, 1), names: ['cafe_order'] }), O.byUser, 3, { value: true }),
  ),
  C(
    'tu-06',
    'top-users',
    'who shared the most photos? top 3 by photo-shared count',
    ranked(() => ({ names: ['photo-shared'] }), O.byUser, 3),
  ),
  C(
    'tu-07',
    'top-users',
    'which staff member raised the most lost_child.alert events in the last 60 days',
    ranked((now) => ({ range: R.lastDays(T(now), 60), names: ['lost_child.alert'] }), O.byUser, 1),
  ),
  C(
    'tu-08',
    'top-users',
    'top 3 users by events in the past 60 days',
    ranked((now) => ({ range: R.lastDays(T(now), 60) }), O.byUser, 3),
  ),

  // ---------------------------------------------------------------- user
  C(
    'us-01',
    'user',
    'how many events does guest_1007 have?',
    count(() => ({ user: 'guest_1007' })),
  ),
  C('us-02', 'user', 'when did guest_1499 first show up?', (events) => {
    const evs = select(events, { user: 'guest_1499' });
    const t = Math.min(...evs.map(time));
    return { names: [isoD(t), hm(t)], confidence: 'high', dataPoints: evs.length };
  }),
  C(
    'us-03',
    'user',
    'last seen for guest_1013? support thinks they cancelled',
    lastOf(() => ({ user: 'guest_1013' })),
  ),
  C('us-04', 'user', 'which event types has staff_03 used?', (events) => {
    const evs = select(events, { user: 'staff_03' });
    return {
      names: [...new Set(evs.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: evs.length,
    };
  }),
  C('us-05', 'user', "show me guest_1007's 3 most recent events", (events) => {
    const evs = select(events, { user: 'guest_1007' });
    return {
      names: O.newestFirst(evs)
        .slice(0, 3)
        .map((e) => e.eventName),
      confidence: 'high',
      dataPoints: evs.length,
    };
  }),
  C('us-06', 'user', 'how many events for guest_0000?', LOW, { low: true }),
  C(
    'us-07',
    'user',
    'what has guest_1013 been up to in the last 30 days?',
    count((now) => ({ range: R.lastDays(T(now), 30), user: 'guest_1013' })),
    { low: true },
  ),
  C('us-08', 'user', 'guest_1250 - first seen and last seen?', (events) => {
    const evs = select(events, { user: 'guest_1250' });
    const a = Math.min(...evs.map(time)),
      b = Math.max(...evs.map(time));
    return { names: [isoD(a), hm(a), isoD(b), hm(b)], confidence: 'high', dataPoints: evs.length };
  }),
  C(
    'us-09',
    'user',
    'How many events did guest_1499 log in the past week?',
    count((now) => ({ range: R.lastDays(T(now), 7), user: 'guest_1499' })),
  ),

  // ---------------------------------------------------------------- breakdown
  C(
    'bd-01',
    'breakdown',
    'Which weekday has the most ticket_scanned events?',
    ranked(() => ({ names: ['ticket_scanned'] }), O.byWeekday, 1),
  ),
  C(
    'bd-02',
    'breakdown',
    'busiest hour of the day for cafe_order (UTC)',
    ranked(() => ({ names: ['cafe_order'] }), O.byHour, 1),
  ),
  C(
    'bd-03',
    'breakdown',
    (now) => `ticket_scanned by month since ${isoD(mStart(now, 3))}`,
    series((now) => ({ range: R.since(mStart(now, 3), T(now)), names: ['ticket_scanned'] }), O.byMonth),
  ),
  C(
    'bd-04',
    'breakdown',
    'What was the busiest day in the last 60 days?',
    ranked((now) => ({ range: R.lastDays(T(now), 60) }), O.byDay, 1),
  ),
  C(
    'bd-05',
    'breakdown',
    'photo-shared per week over the last 4 weeks',
    series((now) => ({ range: R.lastWeeks(T(now), 4), names: ['photo-shared'] }), O.byWeek),
  ),
  C(
    'bd-06',
    'breakdown',
    'daily map.opened counts for the past 7 days',
    series((now) => ({ range: R.lastDays(T(now), 7), names: ['map.opened'] }), O.byDay),
  ),
  C(
    'bd-07',
    'breakdown',
    'quietest day of the week for exhibit.checkin?',
    ranked(() => ({ names: ['exhibit.checkin'] }), O.byWeekday, 1, { ascending: true }),
  ),
  C(
    'bd-08',
    'breakdown',
    'which hour of the day sees the most ticket_scanned? planning gate staff rotas',
    ranked(() => ({ names: ['ticket_scanned'] }), O.byHour, 1),
  ),
  C(
    'bd-09',
    'breakdown',
    (now) => `events per month for ${mName(now, 2)} and ${mName(now, 1)}`,
    series((now) => ({ range: R.between(mStart(now, 2), mStart(now, 0) - DAY) }), O.byMonth),
  ),

  // ---------------------------------------------------------------- compare
  C(
    'cp-01',
    'compare',
    'ticket_scanned in the last 30 days vs the 30 days before?',
    compare(
      (now) => ({ range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: ['ticket_scanned'] }),
      (now) => ({ range: R.lastDays(T(now), 30), names: ['ticket_scanned'] }),
      'count',
    ),
  ),
  C(
    'cp-02',
    'compare',
    (now) => `cafe_order count: ${mName(now, 1)} vs ${mName(now, 2)}`,
    compare(
      (now) => ({ range: mRange(now, 2), names: ['cafe_order'] }),
      (now) => ({ range: mRange(now, 1), names: ['cafe_order'] }),
      'count',
    ),
  ),
  C(
    'cp-03',
    'compare',
    (now) =>
      `total cafe_order amount in ${mName(now, 1)} compared with ${mName(now, 2)} — did café takings go up?`,
    compare(
      (now) => ({ range: mRange(now, 2), names: ['cafe_order'] }),
      (now) => ({ range: mRange(now, 1), names: ['cafe_order'] }),
      'sum',
    ),
  ),
  C(
    'cp-04',
    'compare',
    'active users past 30 days vs the 30 days before that',
    compare(
      (now) => ({ range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY } }),
      (now) => ({ range: R.lastDays(T(now), 30) }),
      'users',
    ),
  ),
  C(
    'cp-05',
    'compare',
    'is map.opened growing? compare the last 4 weeks with the 4 weeks before',
    compare(
      (now) => ({ range: { from: T(now) - 8 * 7 * DAY, to: T(now) - 4 * 7 * DAY }, names: ['map.opened'] }),
      (now) => ({ range: R.lastWeeks(T(now), 4), names: ['map.opened'] }),
      'count',
    ),
  ),
  C(
    'cp-06',
    'compare',
    'total events yesterday vs the day before',
    compare(
      (now) => ({ range: { from: D(now, 2), to: D(now, 1) } }),
      (now) => ({ range: R.yesterday(T(now)) }),
      'count',
    ),
  ),
  C(
    'cp-07',
    'compare',
    (now) =>
      `how did total activity from ${isoD(INCIDENT(now) - 3 * DAY)} to ${isoD(INCIDENT(now) + 3 * DAY)} (the school-holiday week) compare with ${isoD(INCIDENT(now) - 10 * DAY)} to ${isoD(INCIDENT(now) - 4 * DAY)}?`,
    compare(
      (now) => ({ range: R.between(INCIDENT(now) - 10 * DAY, INCIDENT(now) - 4 * DAY) }),
      (now) => ({ range: R.between(INCIDENT(now) - 3 * DAY, INCIDENT(now) + 3 * DAY) }),
      'count',
    ),
  ),
  C(
    'cp-08',
    'compare',
    'membership renewals: last 60 days vs the previous 60 days?',
    compare(
      (now) => ({ range: { from: T(now) - 120 * DAY, to: T(now) - 60 * DAY }, names: ['MembershipRenewed'] }),
      (now) => ({ range: R.lastDays(T(now), 60), names: ['MembershipRenewed'] }),
      'count',
      true,
    ),
  ),

  // ---------------------------------------------------------------- share
  C(
    'sh-01',
    'share',
    'what % of all events are photo-shared?',
    shareEvents(() => R.all(), ['photo-shared']),
  ),
  C(
    'sh-02',
    'share',
    "share of last month's events that were cafe_order",
    shareEvents((now) => R.lastMonth(T(now)), ['cafe_order']),
  ),
  C(
    'sh-03',
    'share',
    'what percentage of active users in the last 30 days did an Adoption Purchased?',
    shareUsers((now) => R.lastDays(T(now), 30), ['Adoption Purchased']),
  ),
  C(
    'sh-04',
    'share',
    'percent of users who ever went to one of the feeding talks',
    shareUsers(() => R.all(), ['FeedingTalkAttended'], true),
  ),
  C(
    'sh-05',
    'share',
    'In the past 7 days, what fraction of events were push-opened? as a percentage please',
    shareEvents((now) => R.lastDays(T(now), 7), ['push-opened']),
  ),
  C(
    'sh-06',
    'share',
    'what % of people active in the last 3 months have a MembershipRenewed?',
    shareUsers((now) => R.lastMonths(T(now), 3), ['MembershipRenewed']),
  ),
  C(
    'sh-07',
    'share',
    'last week, how much of all app activity was people snapping and sharing pics, percentage-wise?',
    shareEvents((now) => R.lastWeek(T(now)), ['photo-shared'], true),
  ),
  C(
    'sh-08',
    'share',
    (now) => `lost_child.alert as a share of all events on ${isoD(INCIDENT(now))}`,
    shareEvents((now) => R.on(INCIDENT(now)), ['lost_child.alert']),
  ),

  // ---------------------------------------------------------------- conversion
  C(
    'cv-01',
    'conversion',
    'ticket_scanned → map.opened conversion over the last 30 days',
    convert((now) => R.lastDays(T(now), 30), 'ticket_scanned', 'map.opened'),
  ),
  C(
    'cv-02',
    'conversion',
    'FeedingTalkAttended to Adoption Purchased conversion, all time',
    convert(() => R.all(), 'FeedingTalkAttended', 'Adoption Purchased'),
  ),
  C(
    'cv-03',
    'conversion',
    (now) => `Of people who had a ticket_scanned in ${mName(now, 1)}, what % went on to place a cafe_order?`,
    convert((now) => mRange(now, 1), 'ticket_scanned', 'cafe_order'),
  ),
  C(
    'cv-04',
    'conversion',
    'map.opened -> exhibit.checkin, past 2 weeks: how many converted',
    convert((now) => R.lastWeeks(T(now), 2), 'map.opened', 'exhibit.checkin'),
  ),
  C(
    'cv-05',
    'conversion',
    (now) =>
      `Since ${longD(D(now, 60))}, of the users with FeedingTalkAttended, how many later did Keeper Talk Rated?`,
    convert((now) => R.since(D(now, 60), T(now)), 'FeedingTalkAttended', 'Keeper Talk Rated'),
  ),
  C(
    'cv-06',
    'conversion',
    'push-opened then ticket_scanned — what share of users converted?',
    convert(() => R.all(), 'push-opened', 'ticket_scanned'),
  ),
  C(
    'cv-07',
    'conversion',
    (now) => `exhibit.checkin → photo-shared conversion in ${mName(now, 2)}`,
    convert((now) => mRange(now, 2), 'exhibit.checkin', 'photo-shared'),
  ),
  C(
    'cv-08',
    'conversion',
    'of folks who went to a feeding talk, how many ended up adopting an animal afterwards?',
    convert(() => R.all(), 'FeedingTalkAttended', 'Adoption Purchased', true),
  ),

  // ---------------------------------------------------------------- churn
  C(
    'ch-01',
    'churn',
    (now) => `how many users active in ${mName(now, 2)} weren't seen at all in ${mName(now, 1)}?`,
    (events, now) => ({
      numbers: [O.churned(events, mRange(now, 2), mRange(now, 1)).length],
      confidence: 'high',
    }),
  ),
  C('ch-02', 'churn', 'new users in the last 7 days', (events, now) => ({
    numbers: [O.newUsers(events, R.lastDays(T(now), 7)).length],
    confidence: 'high',
  })),
  C(
    'ch-03',
    'churn',
    (now) => `how many new users did we get in ${mName(now, 1)}?`,
    (events, now) => ({ numbers: [O.newUsers(events, mRange(now, 1)).length], confidence: 'high' }),
  ),
  C(
    'ch-04',
    'churn',
    (now) =>
      `users who were active between ${isoD(D(now, 90))} and ${isoD(D(now, 61))} but have had no events in the last 30 days`,
    (events, now) => ({
      numbers: [O.churned(events, R.between(D(now, 90), D(now, 61)), R.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  ),
  C('ch-05', 'churn', 'new users past 30 days?', (events, now) => ({
    numbers: [O.newUsers(events, R.lastDays(T(now), 30)).length],
    confidence: 'high',
  })),
  C(
    'ch-06',
    'churn',
    'how many users were active in the 7 days before the last 7 days (so 14 to 7 days ago) but not at all in the last 7 days?',
    (events, now) => ({
      numbers: [
        O.churned(events, { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY }, R.lastDays(T(now), 7)).length,
      ],
      confidence: 'high',
    }),
  ),
  C(
    'ch-07',
    'churn',
    (now) => `first-time users since ${shortD(D(now, 21))}`,
    (events, now) => ({
      numbers: [O.newUsers(events, R.since(D(now, 21), T(now))).length],
      confidence: 'high',
    }),
  ),
  C(
    'ch-08',
    'churn',
    (now) => `churn check - users active in ${mName(now, 2)} but with nothing since ${isoD(mStart(now, 1))}`,
    (events, now) => ({
      numbers: [O.churned(events, mRange(now, 2), R.since(mStart(now, 1), T(now))).length],
      confidence: 'high',
    }),
  ),

  // ---------------------------------------------------------------- recency
  C(
    'rc-01',
    'recency',
    'when was the last lost_child.alert?',
    lastOf(() => ({ names: ['lost_child.alert'] })),
  ),
  C(
    'rc-02',
    'recency',
    'did anyone renew a membership (MembershipRenewed) in the past 14 days?',
    count((now) => ({ range: R.lastDays(T(now), 14), names: ['MembershipRenewed'] })),
  ),
  C(
    'rc-03',
    'recency',
    'most recent Adoption Purchased?',
    lastOf(() => ({ names: ['Adoption Purchased'] })),
  ),
  C(
    'rc-04',
    'recency',
    'last MembershipRenewed — when?',
    lastOf(() => ({ names: ['MembershipRenewed'] })),
  ),
  C(
    'rc-05',
    'recency',
    'last time guest_1007 placed a cafe_order?',
    lastOf(() => ({ names: ['cafe_order'], user: 'guest_1007' })),
  ),
  C('rc-06', 'recency', 'when did anyone last do a giraffe_feeding_booked?', LOW, { low: true }),
  C(
    'rc-07',
    'recency',
    'when was the latest Keeper Talk Rated',
    lastOf(() => ({ names: ['Keeper Talk Rated'] })),
  ),
  C(
    'rc-08',
    'recency',
    'When did somebody last post a photo from the app?',
    lastOf(() => ({ names: ['photo-shared'] }), true),
  ),

  // ---------------------------------------------------------------- catalogue
  C('ct-01', 'catalogue', 'what events do we track?', (events) => ({
    names: [...new Set(events.map((e) => e.eventName))],
    unordered: true,
    confidence: 'high',
    dataPoints: events.length,
  })),
  C('ct-02', 'catalogue', 'how many users in total?', (events) => ({
    numbers: [users(events).size],
    confidence: 'high',
    dataPoints: events.length,
  })),
  C('ct-03', 'catalogue', 'total event count overall', (events) => ({
    numbers: [events.length],
    confidence: 'high',
    dataPoints: events.length,
  })),
  C('ct-04', 'catalogue', 'how many different event names are there?', (events) => ({
    numbers: [new Set(events.map((e) => e.eventName)).size],
    confidence: 'high',
    dataPoints: events.length,
  })),
  C(
    'ct-05',
    'catalogue',
    'Give me the big picture: total users and total events in the account',
    (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  ),
  C('ct-06', 'catalogue', 'list every event name in the dataset with its count', (events) => {
    const r = rank(tally(events, O.byName));
    return {
      names: r.map((x) => x[0]),
      numbers: r.map((x) => x[1]),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    };
  }),
  C('ct-07', 'catalogue', 'new on the team - what kinds of events does the zoo app send us?', (events) => ({
    names: EVENT_NAMES.filter((n) => events.some((e) => e.eventName === n)),
    unordered: true,
    confidence: 'high',
    dataPoints: events.length,
  })),

  // ---------------------------------------------------------------- other
  C('ot-01', 'other', "What's the weather forecast for Saturday at the zoo?", other()),
  C('ot-02', 'other', 'Which animal is the most popular with visitors?', other()),
  C('ot-03', 'other', 'how much did we pay the keepers in salaries last month', other()),
  C('ot-04', 'other', "what's the average age of our visitors?", other()),
  C('ot-05', 'other', 'how many visitors came by bus vs by car this summer?', other()),
  C('ot-06', 'other', 'How long is the queue at the penguin house right now?', other()),
  C('ot-07', 'other', 'is the new elephant calf healthy? vets said they would log it', other()),
  C('ot-08', 'other', 'whats the NPS from the last visitor survey', other()),
  C('ot-09', 'other', 'how many parking spaces are free at the main lot?', other()),
  C('ot-10', 'other', 'translate the café menu into Spanish please', other()),
];
