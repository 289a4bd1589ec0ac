/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
// Blind round "hostel": questions from a backpacker hostel group's desk staff, ops, finance and product people.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS as P, NOBODY } from './data.mjs';

const { DAY, ranges: R } = O;
const H = 'high',
  NH = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };
const MONEY = ['bed_reserved', 'Locker Rented', 'tour-booked', 'bar_tab_settled', 'breakfast_added'];

// ---- dates for questions ----
const today = (now) => O.dayStart(+now);
const ago = (now, k) => today(now) - k * DAY;
const incident = (now) => ago(now, 37);
const iso = (t) => O.isoDay(t);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const monthBack = (now, k) => O.monthStart(+now, -k); // start of the calendar month k months back
const monthRange = (now, k) => R.month(O.pastMonth(+now, new Date(monthBack(now, k)).getUTCMonth()));
const mondayBack = (now, k) => O.weekStart(+now) - k * O.WEEK;

// ---- expectation builders ----
const sel = (ev, s) => O.select(ev, s);
const nonEmpty = (s, x) => (s.length ? x : LOW);

const count =
  (f, conf = H) =>
  (ev, now) => {
    const s = sel(ev, f(+now));
    return nonEmpty(s, { numbers: [s.length], confidence: conf, dataPoints: s.length });
  };
const userCount =
  (f, conf = H) =>
  (ev, now) => {
    const s = sel(ev, f(+now));
    return nonEmpty(s, { numbers: [O.users(s).size], confidence: conf, dataPoints: s.length });
  };
const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const measure =
  (f, how, conf = H) =>
  (ev, now) => {
    const s = sel(ev, f(+now));
    if (!s.length) return LOW;
    const x =
      how === 'sum'
        ? O.round(O.sum(s), 2)
        : how === 'avg'
          ? O.avg(s)
          : how === 'min'
            ? O.min(s)
            : how === 'max'
              ? O.max(s)
              : O.round(median(s), 2);
    return { numbers: [x], confidence: conf, dataPoints: s.length };
  };
const lowCase = () => () => LOW;

// Ranked lists: names in order with their figures; a tie at the cut makes the case unusable.
function ranked(f, key, n, { val, ascending = false, conf = H, extra } = {}) {
  const table = (ev, now) => {
    const s = sel(ev, f(+now));
    return { s, rows: O.rank(O.tally(s, key, val), { ascending }) };
  };
  const expect = (ev, now) => {
    const { s, rows } = table(ev, now);
    if (!s.length) return LOW;
    const top = rows.slice(0, n);
    return {
      names: top.map((r) => r[0]),
      numbers: top.map((r) => (val ? O.round(r[1], 2) : r[1])),
      confidence: conf,
      dataPoints: s.length,
      ...(extra ? extra(s, rows) : {}),
    };
  };
  expect.tieAtCut = (ev, now) => {
    const { rows } = table(ev, now);
    return rows.length > n && rows[n - 1][1] === rows[n][1];
  };
  return expect;
}

// A full breakdown: every bucket with its figure, in the order given by `order` (or unordered).
function breakdown(f, key, { order, conf = H } = {}) {
  return (ev, now) => {
    const s = sel(ev, f(+now));
    if (!s.length) return LOW;
    const t = O.tally(s, key);
    const keys = order ? order.filter((k) => t.has(k)) : [...t.keys()].sort();
    return {
      names: keys,
      numbers: keys.map((k) => t.get(k)),
      unordered: !order,
      confidence: conf,
      dataPoints: s.length,
    };
  };
}

// Two periods, earlier first.
function compare(a, b, { names, metric = 'count', conf = H } = {}) {
  return (ev, now) => {
    const sa = sel(ev, { range: a(+now), names }),
      sb = sel(ev, { range: b(+now), names });
    const m = (s) =>
      metric === 'users' ? O.users(s).size : metric === 'sum' ? O.round(O.sum(s), 2) : s.length;
    const c = O.change(m(sa), m(sb));
    if (!sa.length || !sb.length || c.pct === null) return LOW;
    return {
      numbers: [c.earlier, c.later, O.round(c.diff, 2)],
      percents: [c.pct],
      confidence: conf,
      dataPoints: sa.length + sb.length,
    };
  };
}

// Share of events (or of active users) in range that are X.
function share(f, names, { byUsers = false, conf = H } = {}) {
  return (ev, now) => {
    const all = sel(ev, { range: f(+now) });
    const part = all.filter((e) => names.includes(e.eventName));
    if (!part.length) return LOW;
    const p = byUsers ? O.percent(O.users(part).size, O.users(all).size) : O.percent(part.length, all.length);
    return { percents: [p], confidence: conf, dataPoints: all.length };
  };
}

function conv(f, a, b, conf = H) {
  return (ev, now) => {
    const range = f(+now);
    const c = O.conversion(ev, range, a, b);
    if (!c.did || !c.converted) return LOW;
    const dp = sel(ev, { range, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf, dataPoints: dp };
  };
}

const churn =
  (a, b, conf = H) =>
  (ev, now) => {
    const n = O.churned(ev, a(+now), b(+now)).length;
    return n ? { numbers: [n], confidence: conf } : LOW;
  };
const fresh =
  (f, conf = H) =>
  (ev, now) => {
    const n = O.newUsers(ev, f(+now)).length;
    return n ? { numbers: [n], confidence: conf } : LOW;
  };

// "When was the last/first X": the day of it; dataPoints are all X events.
const lastOf =
  (names, { first = false, conf = H } = {}) =>
  (ev) => {
    const s = sel(ev, { names });
    if (!s.length) return LOW;
    const t = first ? Math.min(...s.map(O.time)) : Math.max(...s.map(O.time));
    return { names: [iso(t)], confidence: conf, dataPoints: s.length };
  };

// ---- the cases ----
const C = [];
const add = (type, id, question, expect, extra = {}) =>
  C.push({ id: `hostel-${type}-${id}`, type, question, expect, ...extra });

// count
add(
  'count',
  1,
  'How many events have we logged in total, across all the hostels?',
  count(() => ({})),
);
add(
  'count',
  3,
  'Number of guest.checked_in events yesterday pls',
  count((now) => ({ range: R.yesterday(now), names: ['guest.checked_in'] })),
);
add(
  'count',
  4,
  (now) => `Ops review of the outage: how many BookingCancelled events happened on ${iso(incident(now))}?`,
  count((now) => ({ range: R.on(incident(now)), names: ['BookingCancelled'] })),
);
add(
  'count',
  6,
  'How many Locker Rented events does guest_0007 have, all time?',
  count(() => ({ names: ['Locker Rented'], user: P.topGuest })),
);
add(
  'count',
  7,
  (now) => `bar_tab_settled count from ${shortDay(ago(now, 20))} to ${shortDay(ago(now, 14))}?`,
  count((now) => ({ range: R.between(ago(now, 20), ago(now, 14)), names: ['bar_tab_settled'] })),
);
add(
  'count',
  8,
  'How many Key Card Issued events were there last week? (desk staffing review)',
  count((now) => ({ range: R.lastWeek(now), names: ['Key Card Issued'] })),
);
add(
  'count',
  9,
  'how many check-ins did the desks do in the past 2 weeks?',
  count((now) => ({ range: R.lastWeeks(now, 2), names: ['guest.checked_in'] }), NH),
);
add(
  'count',
  10,
  (now) => `GuestCheckedOut events since ${longDay(ago(now, 10))} — how many?`,
  count((now) => ({ range: R.since(ago(now, 10), now), names: ['GuestCheckedOut'] })),
);
add(
  'count',
  11,
  (now) => `Before ${iso(ago(now, 60))}, how many breakfast_added events had we recorded?`,
  count((now) => ({ range: R.before(ago(now, 60)), names: ['breakfast_added'] })),
);
add('count', 12, 'how many room_service_ordered events did we get last month?', lowCase(), { low: true });
add(
  'count',
  14,
  'how many events so far today?',
  count((now) => ({ range: R.today(now) })),
);
add(
  'count',
  15,
  'app_opened this year - how many?',
  count((now) => ({ range: R.thisYear(now), names: ['app_opened'] })),
);

// users
add(
  'users',
  1,
  'How many unique users were active in the last 7 days?',
  userCount((now) => ({ range: R.lastDays(now, 7) })),
);
add(
  'users',
  2,
  'how many distinct guests did tour-booked last month',
  userCount((now) => ({ range: R.lastMonth(now), names: ['tour-booked'] })),
);
add(
  'users',
  3,
  (now) => `number of different people with a bar_tab_settled since ${longDay(ago(now, 21))}?`,
  userCount((now) => ({ range: R.since(ago(now, 21), now), names: ['bar_tab_settled'] })),
);
add(
  'users',
  4,
  'active users yesterday?',
  userCount((now) => ({ range: R.yesterday(now) })),
);
add('users', 6, 'how many guests used the sauna_booking feature this month?', lowCase(), { low: true });
add(
  'users',
  7,
  (now) => `Unique users with a BookingCancelled in ${monthName(monthBack(now, 2))}?`,
  userCount((now) => ({ range: monthRange(now, 2), names: ['BookingCancelled'] })),
);
add(
  'users',
  8,
  'how many guests cancelled their booking in the last 30 days?',
  userCount((now) => ({ range: R.lastDays(now, 30), names: ['BookingCancelled'] }), NH),
);
add(
  'users',
  9,
  'For the investor update: how many active customers did we have this month so far?',
  userCount((now) => ({ range: R.thisMonth(now) })),
);
add(
  'users',
  11,
  'How many active users this week so far?',
  userCount((now) => ({ range: R.thisWeek(now) })),
);

// value
add(
  'value',
  1,
  'Total bed_reserved value over the last 30 days?',
  measure((now) => ({ range: R.lastDays(now, 30), names: ['bed_reserved'] }), 'sum'),
);
add(
  'value',
  2,
  "what's the average review.left score overall?",
  measure(() => ({ names: ['review.left'] }), 'avg'),
);
add(
  'value',
  3,
  'Biggest single bar_tab_settled last month?',
  measure((now) => ({ range: R.lastMonth(now), names: ['bar_tab_settled'] }), 'max'),
);
add(
  'value',
  4,
  'what is the minimum tour-booked amount in the last 3 months',
  measure((now) => ({ range: R.lastMonths(now, 3), names: ['tour-booked'] }), 'min'),
);
add(
  'value',
  5,
  'Median guest.checked_in value (that is nights booked), all time?',
  measure(() => ({ names: ['guest.checked_in'] }), 'median'),
);
add(
  'value',
  6,
  'sum of BookingCancelled values in the past 3 months — finance wants the refund exposure',
  measure((now) => ({ range: R.lastMonths(now, 3), names: ['BookingCancelled'] }), 'sum'),
);
add(
  'value',
  7,
  'What was our revenue in the last 7 days?',
  measure((now) => ({ range: R.lastDays(now, 7), names: MONEY }), 'sum', NH),
);
add(
  'value',
  8,
  'average bar_tab_settled amount for guest_0007?',
  measure(() => ({ names: ['bar_tab_settled'], user: P.topGuest }), 'avg'),
);
add(
  'value',
  9,
  (now) => `How much tour-booked value did we take in ${monthName(monthBack(now, 1))}?`,
  measure((now) => ({ range: monthRange(now, 1), names: ['tour-booked'] }), 'sum'),
);
add(
  'value',
  10,
  'how much did the bar take last week?',
  measure((now) => ({ range: R.lastWeek(now), names: ['bar_tab_settled'] }), 'sum', NH),
);

// top-events
add(
  'top-events',
  1,
  'What are the top 5 events of all time?',
  ranked(() => ({}), O.byName, 5),
);
add(
  'top-events',
  2,
  'top 3 events in the last 7 days',
  ranked((now) => ({ range: R.lastDays(now, 7) }), O.byName, 3),
);
add(
  'top-events',
  3,
  'Which event is the least common overall?',
  ranked(() => ({}), O.byName, 1, { ascending: true }),
);
add(
  'top-events',
  4,
  'what were the 2 most common events yesterday?',
  ranked((now) => ({ range: R.yesterday(now) }), O.byName, 2),
);
add(
  'top-events',
  5,
  'what are guest_0042s top 2 events?',
  ranked(() => ({ user: P.churner }), O.byName, 2),
);
add(
  'top-events',
  6,
  'Top 2 actions last month, please',
  ranked((now) => ({ range: R.lastMonth(now) }), O.byName, 2),
);
add(
  'top-events',
  7,
  'Which 3 events were the rarest in the last 30 days?',
  ranked((now) => ({ range: R.lastDays(now, 30) }), O.byName, 3, { ascending: true }),
);
add(
  'top-events',
  8,
  (now) => `On ${longDay(incident(now))} (the booking outage), what were the 2 most frequent events?`,
  ranked((now) => ({ range: R.on(incident(now)) }), O.byName, 2),
);

// top-users
add(
  'top-users',
  1,
  'Who are our 5 most active users by number of events?',
  ranked(() => ({}), O.byUser, 5),
);
add(
  'top-users',
  2,
  'top 3 users by total bar_tab_settled value in the last 30 days',
  ranked((now) => ({ range: R.lastDays(now, 30), names: ['bar_tab_settled'] }), O.byUser, 3, {
    val: O.value,
  }),
);
add(
  'top-users',
  3,
  'who was the single most active user in the past 7 days?',
  ranked((now) => ({ range: R.lastDays(now, 7) }), O.byUser, 1),
);
add(
  'top-users',
  4,
  'Which 3 users have the most Key Card Issued events? Want to thank the desk team.',
  ranked(() => ({ names: ['Key Card Issued'] }), O.byUser, 3),
);
add(
  'top-users',
  5,
  'who are our top 3 spenders of all time?',
  ranked(() => ({ names: MONEY }), O.byUser, 3, { val: O.value, conf: NH }),
);
add(
  'top-users',
  6,
  'top 3 guests by bed_reserved amount last month',
  ranked((now) => ({ range: R.lastMonth(now), names: ['bed_reserved'] }), O.byUser, 3, { val: O.value }),
);
add(
  'top-users',
  7,
  'which user opened the app the most in the last 30 days?',
  ranked((now) => ({ range: R.lastDays(now, 30), names: ['app_opened'] }), O.byUser, 1, { conf: NH }),
);
add(
  'top-users',
  8,
  'Top 2 users by shift-started count',
  ranked(() => ({ names: ['shift-started'] }), O.byUser, 2),
);

// user
const userEvents = (f) => (ev, now) => {
  const s = sel(ev, f(+now));
  return s;
};
add(
  'user',
  1,
  'How many events does guest_0007 have in total?',
  count(() => ({ user: P.topGuest })),
);
add('user', 2, 'When was guest_0042 first seen and when last seen?', (ev) => {
  const s = sel(ev, { user: P.churner });
  if (!s.length) return LOW;
  const ts = s.map(O.time);
  return { names: [iso(Math.min(...ts)), iso(Math.max(...ts))], confidence: H, dataPoints: s.length };
});
add('user', 3, 'which event names has guest_0418 used so far?', (ev) => {
  const s = sel(ev, { user: P.newcomer });
  return nonEmpty(s, {
    names: [...new Set(s.map(O.byName))].sort(),
    unordered: true,
    confidence: H,
    dataPoints: s.length,
  });
});
add('user', 4, "show me guest_0007's 3 most recent events", (ev) => {
  const s = sel(ev, { user: P.topGuest });
  return nonEmpty(s, {
    names: O.newestFirst(s).slice(0, 3).map(O.byName),
    confidence: H,
    dataPoints: s.length,
  });
});
add(
  'user',
  5,
  'how many events did desk_03 log in the last 7 days?',
  count((now) => ({ range: R.lastDays(now, 7), user: P.leadDesk })),
);
add(
  'user',
  6,
  'How many events has guest_0042 had in the last 30 days?',
  (ev, now) => {
    const s = userEvents((n) => ({ range: R.lastDays(n, 30), user: P.churner }))(ev, now);
    return s.length ? { numbers: [s.length], confidence: H, dataPoints: s.length } : LOW;
  },
  { low: true },
);
add('user', 7, `what has ${NOBODY} been up to? number of events please`, lowCase(), { low: true });
add(
  'user',
  8,
  'guest_0113 seems unhappy - what is their average review.left rating?',
  measure(() => ({ names: ['review.left'], user: P.critic }), 'avg'),
);
add('user', 9, 'When did guest_0007 last do anything?', (ev) => {
  const s = sel(ev, { user: P.topGuest });
  return nonEmpty(s, { names: [iso(Math.max(...s.map(O.time)))], confidence: H, dataPoints: s.length });
});

// breakdown
add(
  'breakdown',
  1,
  'Which weekday is the busiest overall?',
  ranked(() => ({}), O.byWeekday, 1),
);
add(
  'breakdown',
  2,
  'what hour of the day do most bar_tab_settled events happen?',
  ranked(() => ({ names: ['bar_tab_settled'] }), O.byHour, 1),
);
add(
  'breakdown',
  3,
  'guest.checked_in by weekday, all time — counts for each day please',
  breakdown(() => ({ names: ['guest.checked_in'] }), O.byWeekday),
);
add(
  'breakdown',
  4,
  'busiest single day in the last 30 days?',
  ranked((now) => ({ range: R.lastDays(now, 30) }), O.byDay, 1),
);
add(
  'breakdown',
  5,
  (now) =>
    `weekly bed_reserved counts between ${iso(mondayBack(now, 4))} and ${iso(mondayBack(now, 0) - DAY)}`,
  breakdown(
    (now) => ({ range: R.between(mondayBack(now, 4), mondayBack(now, 0) - DAY), names: ['bed_reserved'] }),
    O.byWeek,
  ),
);
add(
  'breakdown',
  6,
  (now) => `bar_tab_settled per month since ${longDay(monthBack(now, 2))}`,
  breakdown((now) => ({ range: R.since(monthBack(now, 2), now), names: ['bar_tab_settled'] }), O.byMonth),
);
add(
  'breakdown',
  7,
  'Which day had the most BookingCancelled events?',
  ranked(() => ({ names: ['BookingCancelled'] }), O.byDay, 1),
);
add(
  'breakdown',
  8,
  'what hour of day do the most guest.checked_in happen, looking at the last 60 days?',
  ranked((now) => ({ range: R.lastDays(now, 60), names: ['guest.checked_in'] }), O.byHour, 1),
);
add(
  'breakdown',
  9,
  'app_opened by day of week for the last 8 weeks — which weekday is quietest?',
  ranked((now) => ({ range: R.lastWeeks(now, 8), names: ['app_opened'] }), O.byWeekday, 1, {
    ascending: true,
  }),
);

// compare
add(
  'compare',
  1,
  'app_opened: last 7 days vs the previous 7 days?',
  compare(
    (now) => ({ from: now - 14 * DAY, to: now - 7 * DAY }),
    (now) => R.lastDays(now, 7),
    { names: ['app_opened'] },
  ),
);
add(
  'compare',
  2,
  'Total events last week compared with the week before?',
  compare(
    (now) => ({ from: mondayBack(now, 2), to: mondayBack(now, 1) }),
    (now) => R.lastWeek(now),
  ),
);
add(
  'compare',
  3,
  'is bed_reserved growing? last 30 days vs the 30 days before',
  compare(
    (now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }),
    (now) => R.lastDays(now, 30),
    { names: ['bed_reserved'] },
  ),
);
add(
  'compare',
  4,
  (now) => `tour-booked in ${monthName(monthBack(now, 2))} vs ${monthName(monthBack(now, 1))}?`,
  compare(
    (now) => monthRange(now, 2),
    (now) => monthRange(now, 1),
    { names: ['tour-booked'] },
  ),
);
add(
  'compare',
  5,
  'active users, past 14 days versus the 14 days before that',
  compare(
    (now) => ({ from: now - 28 * DAY, to: now - 14 * DAY }),
    (now) => R.lastDays(now, 14),
    { metric: 'users' },
  ),
);
add(
  'compare',
  6,
  'bar_tab_settled value last 14 days vs the prior 14 days — is the bar doing better?',
  compare(
    (now) => ({ from: now - 28 * DAY, to: now - 14 * DAY }),
    (now) => R.lastDays(now, 14),
    { names: ['bar_tab_settled'], metric: 'sum' },
  ),
);
add(
  'compare',
  7,
  'guest.checked_in over the last 28 days compared to the 28 days before?',
  compare(
    (now) => ({ from: now - 56 * DAY, to: now - 28 * DAY }),
    (now) => R.lastDays(now, 28),
    { names: ['guest.checked_in'] },
  ),
);
add(
  'compare',
  8,
  'Reviews (review.left) last 30 days versus the previous 30 — up or down?',
  compare(
    (now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }),
    (now) => R.lastDays(now, 30),
    { names: ['review.left'] },
  ),
);

// share
add(
  'share',
  1,
  'What percentage of all events are app_opened?',
  share(() => R.all(), ['app_opened']),
);
add(
  'share',
  2,
  'Of the users active in the last 30 days, what % booked a tour-booked?',
  share((now) => R.lastDays(now, 30), ['tour-booked'], { byUsers: true }),
);
add(
  'share',
  3,
  'share of events in the last 7 days that were bar_tab_settled?',
  share((now) => R.lastDays(now, 7), ['bar_tab_settled']),
);
add(
  'share',
  4,
  'what percent of all our users have ever left a review.left?',
  share(() => R.all(), ['review.left'], { byUsers: true }),
);
add(
  'share',
  5,
  "What fraction of last month's events were BookingCancelled?",
  share((now) => R.lastMonth(now), ['BookingCancelled']),
);
add(
  'share',
  6,
  'percentage of active users in the past 2 weeks who had a Locker Rented',
  share((now) => R.lastWeeks(now, 2), ['Locker Rented'], { byUsers: true }),
);
add(
  'share',
  7,
  'yesterday, what share of events were bed_reserved?',
  share((now) => R.yesterday(now), ['bed_reserved']),
);
add(
  'share',
  8,
  'what % of guests active in the last 3 months cancelled a booking?',
  share((now) => R.lastMonths(now, 3), ['BookingCancelled'], { byUsers: true, conf: NH }),
);

// conversion
add(
  'conversion',
  1,
  'Of the users who did bed_reserved, how many went on to guest.checked_in?',
  conv(() => R.all(), 'bed_reserved', 'guest.checked_in'),
);
add(
  'conversion',
  2,
  'last 30 days: guest.checked_in → review.left conversion?',
  conv((now) => R.lastDays(now, 30), 'guest.checked_in', 'review.left'),
);
add(
  'conversion',
  3,
  'of guests who checked in (guest.checked_in) in the last 60 days, what % then did tour-booked?',
  conv((now) => R.lastDays(now, 60), 'guest.checked_in', 'tour-booked'),
);
add(
  'conversion',
  4,
  'How many users who did bed_reserved later had a BookingCancelled? percent too',
  conv(() => R.all(), 'bed_reserved', 'BookingCancelled'),
);
add(
  'conversion',
  5,
  'app_opened to bed_reserved conversion over the past 14 days',
  conv((now) => R.lastDays(now, 14), 'app_opened', 'bed_reserved'),
);
add(
  'conversion',
  6,
  'in the last 2 months, of users with guest.checked_in how many then did Locker Rented?',
  conv((now) => R.lastMonths(now, 2), 'guest.checked_in', 'Locker Rented'),
);
add(
  'conversion',
  7,
  'GuestCheckedOut → review.left over the past 8 weeks: how many converted?',
  conv((now) => R.lastWeeks(now, 8), 'GuestCheckedOut', 'review.left'),
);
add(
  'conversion',
  8,
  (now) =>
    `since ${shortDay(ago(now, 45))}, what fraction of people who checked in went on to settle a bar tab?`,
  conv((now) => R.since(ago(now, 45), now), 'guest.checked_in', 'bar_tab_settled', NH),
);

// churn
add(
  'churn',
  1,
  (now) =>
    `How many users were active in ${monthName(monthBack(now, 2))} but not in ${monthName(monthBack(now, 1))}?`,
  churn(
    (now) => monthRange(now, 2),
    (now) => monthRange(now, 1),
  ),
);
add(
  'churn',
  2,
  'how many new users in the last 7 days?',
  fresh((now) => R.lastDays(now, 7)),
);
add(
  'churn',
  3,
  'New guests last month — how many first-timers?',
  fresh((now) => R.lastMonth(now)),
);
add(
  'churn',
  4,
  'Number of brand new users over the past 30 days?',
  fresh((now) => R.lastDays(now, 30)),
);
add(
  'churn',
  5,
  (now) =>
    `users active between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} who have had no events since ${iso(ago(now, 30))}: how many?`,
  churn(
    (now) => R.between(ago(now, 60), ago(now, 31)),
    (now) => R.since(ago(now, 30), now),
  ),
);
add(
  'churn',
  6,
  'users who were active last month but have not shown up this month?',
  churn(
    (now) => R.lastMonth(now),
    (now) => R.thisMonth(now),
  ),
);
add(
  'churn',
  7,
  (now) => `how many new users since ${longDay(ago(now, 14))}?`,
  fresh((now) => R.since(ago(now, 14), now)),
);
add(
  'churn',
  8,
  'How many people were active the week before last but not last week?',
  churn(
    (now) => ({ from: mondayBack(now, 2), to: mondayBack(now, 1) }),
    (now) => R.lastWeek(now),
  ),
);

// recency
add('recency', 1, 'when was the last BookingCancelled?', lastOf(['BookingCancelled']));
add(
  'recency',
  2,
  'did anyone do tour-booked yesterday? how many times?',
  count((now) => ({ range: R.yesterday(now), names: ['tour-booked'] })),
);
add('recency', 3, 'When was the most recent review.left?', lastOf(['review.left']));
add('recency', 4, 'last time someone had a Locker Rented?', lastOf(['Locker Rented']));
add('recency', 5, 'has anyone ever triggered laundry_started?', lowCase(), { low: true });
add('recency', 6, 'When did the last shift-started happen?', lastOf(['shift-started']));
add(
  'recency',
  7,
  'any GuestCheckedOut in the last 24 hours? how many',
  count((now) => ({ range: R.lastHours(now, 24), names: ['GuestCheckedOut'] })),
);
add(
  'recency',
  8,
  'When was the very first bed_reserved we have on record?',
  lastOf(['bed_reserved'], { first: true }),
);

// catalogue
const all = (ev) => ev.length;
add('catalogue', 1, 'Which event names exist in our data?', (ev) => ({
  names: [...new Set(ev.map(O.byName))].sort(),
  unordered: true,
  confidence: H,
  dataPoints: all(ev),
}));
add('catalogue', 2, 'How many users are there overall?', (ev) => ({
  numbers: [O.users(ev).size],
  confidence: H,
  dataPoints: all(ev),
}));
add('catalogue', 3, 'how many events and how many users do we have in total?', (ev) => ({
  numbers: [ev.length, O.users(ev).size],
  confidence: H,
  dataPoints: all(ev),
}));
add('catalogue', 4, 'How many different event types do we track?', (ev) => ({
  numbers: [new Set(ev.map(O.byName)).size],
  confidence: H,
  dataPoints: all(ev),
}));
add('catalogue', 5, 'what event types do we track and how often each?', (ev) => {
  const rows = O.rank(O.tally(ev, O.byName));
  return {
    names: rows.map((r) => r[0]),
    numbers: rows.map((r) => r[1]),
    unordered: true,
    confidence: H,
    dataPoints: all(ev),
  };
});
add('catalogue', 6, 'what date range does our event data cover — earliest and latest event?', (ev) => {
  const ts = ev.map(O.time);
  return { names: [iso(Math.min(...ts)), iso(Math.max(...ts))], confidence: H, dataPoints: all(ev) };
});
add('catalogue', 7, 'how many evnts and how many custmers do we have overall?', (ev) => ({
  numbers: [ev.length, O.users(ev).size],
  confidence: H,
  dataPoints: all(ev),
}));

// other
add('other', 1, "What's the occupancy rate at the Lisbon hostel this week?", lowCase());
add('other', 2, 'Which dorm room types (6-bed, 8-bed, private) are the most popular?', lowCase());
add('other', 3, 'What is the average age of our guests?', lowCase());
add('other', 4, 'how many of our guests came from Germany last month?', lowCase());
add('other', 5, "What's the weather going to be for tomorrow's walking tour?", lowCase());
add('other', 6, 'Can you give me the phone number and email for guest_0007?', lowCase());
add('other', 7, 'how many beds are still free for tonight?', lowCase());
add('other', 8, 'Translate our house rules into Spanish please', lowCase());
add('other', 9, 'Which of the desk staff is the friendliest according to guests?', lowCase());

export const cases = C;
