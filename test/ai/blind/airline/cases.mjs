// Cases for the regional-airline round. Every expectation is computed from the events with the
// reference oracle; questions build their dates from `now`.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY } from './data.mjs';

const {
  ranges: R,
  DAY,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  tally,
  rank,
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
} = O;

// ---- date helpers for questions --------------------------------------------------------------
const T = (now) => +now;
const today = (now) => O.dayStart(T(now));
const daysAgo = (now, n) => today(now) - n * DAY;
const storm = (now) => daysAgo(now, 9); // the storm day (see data.mjs)
const iso = (t) => O.isoDay(t);
const mon = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const monShort = (t) => mon(t).slice(0, 3);
const dd = (t) => new Date(t).getUTCDate();
const yyyy = (t) => new Date(t).getUTCFullYear();
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${mon(t)} ${ord(dd(t))}`; // November 20th
const shortDay = (t) => `${monShort(t)} ${dd(t)}`; // Nov 20
const euroDay = (t) => `${dd(t)} ${mon(t)} ${yyyy(t)}`; // 20 November 2026
const lastMonthStart = (now) => O.monthStart(T(now), -1);
const prevMonthStart = (now) => O.monthStart(T(now), -2);

// ---- expectation helpers ---------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const money = ['booking.confirmed', 'upgrade.bid_placed'];

function countExp(evs, confidence = 'high') {
  return evs.length ? { numbers: [evs.length], confidence, dataPoints: evs.length } : LOW;
}
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : O.round((v[m - 1] + v[m]) / 2, 2);
}
function ranked(evs, key, { n = 5, measure, ascending = false } = {}) {
  const list = rank(tally(evs, key, measure), { ascending });
  return { top: list.slice(0, n), tie: list.length > n && list[n - 1][1] === list[n][1] };
}
function topExp(evs, key, opts = {}) {
  const { top } = ranked(evs, key, opts);
  if (!top.length) return LOW;
  return {
    names: top.map((x) => x[0]),
    numbers: top.map((x) => x[1]),
    confidence: opts.confidence ?? 'high',
    dataPoints: opts.dataPoints ?? evs.length,
  };
}
// A case whose expectation ranks something: the self-check asks whether the cut is tied.
function topCase(type, id, question, pick, key, opts = {}) {
  const expect = (events, now) => topExp(pick(events, now), key, opts);
  expect.tieAtCut = (events, now) => ranked(pick(events, now), key, opts).tie;
  return { id, type, question, expect };
}
function compareExp(a, b, measure, dataPoints) {
  const c = change(measure(a), measure(b));
  const x = { numbers: [c.earlier, c.later, c.diff].filter((v) => v !== 0), confidence: 'high', dataPoints };
  if (c.pct !== null) x.percents = [c.pct];
  return x;
}
function convExp(events, range, a, b, confidence = 'high') {
  const c = conversion(events, range, a, b);
  if (!c.did) return LOW;
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
}
const lastOf = (evs) => (evs.length ? newestFirst(evs)[0] : null);

export const cases = [];
const add = (type, id, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });

// ================================ count ========================================================
add('count', 'count-search-7d', 'How many flight_search events in the last 7 days?', (ev, now) =>
  countExp(select(ev, { range: R.lastDays(T(now), 7), names: ['flight_search'] })),
);
add(
  'count',
  'count-all-yesterday',
  'quick one for the ops standup — total events logged yesterday?',
  (ev, now) => countExp(select(ev, { range: R.yesterday(T(now)) })),
);
add(
  'count',
  'count-bookings-month',
  (now) => `How many booking.confirmed events did we get in ${mon(lastMonthStart(now))}?`,
  (ev, now) =>
    countExp(
      select(ev, {
        range: R.month(O.pastMonth(T(now), new Date(lastMonthStart(now)).getUTCMonth())),
        names: ['booking.confirmed'],
      }),
    ),
);
add(
  'count',
  'count-bp-between',
  (now) =>
    `number of boarding-pass-downloaded events between ${iso(daysAgo(now, 20))} and ${iso(daysAgo(now, 14))}`,
  (ev, now) =>
    countExp(
      select(ev, {
        range: R.between(daysAgo(now, 20), daysAgo(now, 14)),
        names: ['boarding-pass-downloaded'],
      }),
    ),
);
add(
  'count',
  'count-checkin-on-day',
  (now) => `How many OnlineCheckIn did we see on ${longDay(daysAgo(now, 3))}?`,
  (ev, now) => countExp(select(ev, { range: R.on(daysAgo(now, 3)), names: ['OnlineCheckIn'] })),
);
add(
  'count',
  'count-delay-since',
  (now) => `Delay Notification Opened count since ${iso(daysAgo(now, 11))} please`,
  (ev, now) =>
    countExp(select(ev, { range: R.since(daysAgo(now, 11), T(now)), names: ['Delay Notification Opened'] })),
);
add(
  'count',
  'count-all-before',
  (now) =>
    `how many events did we have in total before ${mon(daysAgo(now, 100))} ${dd(daysAgo(now, 100))}, ${yyyy(daysAgo(now, 100))}? need it for the migration sizing`,
  (ev, now) => countExp(select(ev, { range: R.before(daysAgo(now, 100)) })),
);
add('count', 'count-seat-24h', 'SeatSelected events in the past 24 hours?', (ev, now) =>
  countExp(select(ev, { range: R.lastHours(T(now), 24), names: ['SeatSelected'] })),
);
add('count', 'count-miles-lastweek', 'MilesCredited events last week pls', (ev, now) =>
  countExp(select(ev, { range: R.lastWeek(T(now)), names: ['MilesCredited'] })),
);
add('count', 'count-appopens-month', 'How many app opens have we had this month so far?', (ev, now) =>
  countExp(select(ev, { range: R.thisMonth(T(now)), names: ['app_open'] })),
);
add('count', 'count-unknown-refund', 'How many refund_requested events were there last month?', () => LOW, {
  low: true,
});
add(
  'count',
  'count-chats-complainer',
  `how many support chats has ${P.complainer} opened in the past 30 days? they keep coming back`,
  (ev, now) =>
    countExp(
      select(ev, { range: R.lastDays(T(now), 30), names: ['support-chat-started'], user: P.complainer }),
      'not-high',
    ),
);

// ================================ users ========================================================
add('users', 'users-30d', 'How many unique users in the last 30 days?', (ev, now) => {
  const s = select(ev, { range: R.lastDays(T(now), 30) });
  return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
});
add(
  'users',
  'users-booked-month',
  (now) =>
    `How many distinct people had a booking.confirmed in ${mon(lastMonthStart(now))} ${yyyy(lastMonthStart(now))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.month(lastMonthStart(now)), names: ['booking.confirmed'] });
    return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
  },
);
add('users', 'users-today', 'active users today?', (ev, now) => {
  const s = select(ev, { range: R.today(T(now)) });
  return s.length ? { numbers: [users(s).size], confidence: 'high', dataPoints: s.length } : LOW;
});
add(
  'users',
  'users-delay-storm',
  (now) => `On ${iso(storm(now))}, how many users opened a Delay Notification Opened? (the storm day)`,
  (ev, now) => {
    const s = select(ev, { range: R.on(storm(now)), names: ['Delay Notification Opened'] });
    return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
  },
);
add('users', 'users-miles-8w', 'number of users who got MilesCredited in the past 8 weeks', (ev, now) => {
  const s = select(ev, { range: R.lastWeeks(T(now), 8), names: ['MilesCredited'] });
  return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
});
add('users', 'users-lastweek', 'how many customers used the app last week?', (ev, now) => {
  const s = select(ev, { range: R.lastWeek(T(now)) });
  return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
});
add(
  'users',
  'users-searched-loose',
  'how many people searched for flights in the last 14 days',
  (ev, now) => {
    const s = select(ev, { range: R.lastDays(T(now), 14), names: ['flight_search'] });
    return { numbers: [users(s).size], confidence: 'not-high', dataPoints: s.length };
  },
);
add('users', 'users-unknown-lounge', 'How many users triggered lounge_pass_bought?', () => LOW, {
  low: true,
});

// ================================ value ========================================================
add(
  'value',
  'value-fares-30d',
  'Total value of booking.confirmed in the last 30 days (fares, in euros)?',
  (ev, now) => {
    const s = select(ev, { range: R.lastDays(T(now), 30), names: ['booking.confirmed'] });
    return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'value',
  'value-avg-fare-month',
  (now) => `average booking.confirmed value in ${mon(lastMonthStart(now))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.month(lastMonthStart(now)), names: ['booking.confirmed'] });
    return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
  },
);
add('value', 'value-max-bid', "what's the biggest upgrade.bid_placed amount we've ever seen?", (ev) => {
  const s = select(ev, { names: ['upgrade.bid_placed'] });
  return { numbers: [max(s)], confidence: 'high', dataPoints: s.length };
});
add('value', 'value-min-miles-60d', 'smallest MilesCredited value in the last 60 days', (ev, now) => {
  const s = select(ev, { range: R.lastDays(T(now), 60), names: ['MilesCredited'] });
  return { numbers: [min(s)], confidence: 'high', dataPoints: s.length };
});
add(
  'value',
  'value-median-delay-storm',
  (now) => `median Delay Notification Opened value on ${longDay(storm(now))}? (value = minutes of delay)`,
  (ev, now) => {
    const s = select(ev, { range: R.on(storm(now)), names: ['Delay Notification Opened'] });
    return { numbers: [median(s)], confidence: 'high', dataPoints: s.length };
  },
);
add('value', 'value-miles-flyer', `total miles credited to ${P.frequentFlyer}?`, (ev) => {
  const s = select(ev, { names: ['MilesCredited'], user: P.frequentFlyer });
  return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
});
add(
  'value',
  'value-bags-2w',
  'sum of Bags Added value over the past 2 weeks — i.e. how many bags did we sell',
  (ev, now) => {
    const s = select(ev, { range: R.lastWeeks(T(now), 2), names: ['Bags Added'] });
    return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'value',
  'value-revenue-month',
  (now) => `For the board deck: what was our revenue in ${mon(lastMonthStart(now))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.month(lastMonthStart(now)), names: money });
    return { numbers: [sum(s)], names: money, unordered: true, confidence: 'not-high', dataPoints: s.length };
  },
);
add(
  'value',
  'value-avg-delay-loose',
  'whats the average delay in minutes on the delay notifications people opened over the last 30 days?',
  (ev, now) => {
    const s = select(ev, { range: R.lastDays(T(now), 30), names: ['Delay Notification Opened'] });
    return { numbers: [avg(s)], confidence: 'not-high', dataPoints: s.length };
  },
);
add('value', 'value-unknown-refund', 'total value of refund_issued last month?', () => LOW, { low: true });

// ================================ top-events ===================================================
cases.push(
  topCase(
    'top-events',
    'top-events-7d',
    'top 3 events in the last 7 days',
    (ev, now) => select(ev, { range: R.lastDays(T(now), 7) }),
    O.byName,
    { n: 3 },
  ),
);
cases.push(
  topCase(
    'top-events',
    'top-events-all-3',
    'What are the 3 most common events overall?',
    (ev) => ev,
    O.byName,
    { n: 3 },
  ),
);
cases.push(
  topCase(
    'top-events',
    'least-event-month',
    (now) => `Which event was the least common in ${mon(lastMonthStart(now))}?`,
    (ev, now) => select(ev, { range: R.month(lastMonthStart(now)) }),
    O.byName,
    { n: 1, ascending: true },
  ),
);
cases.push(
  topCase(
    'top-events',
    'top-events-yesterday',
    'most frequent events yesterday, top 2',
    (ev, now) => select(ev, { range: R.yesterday(T(now)) }),
    O.byName,
    { n: 2 },
  ),
);
cases.push(
  topCase(
    'top-events',
    'top-event-storm',
    (now) => `which event fired the most on ${shortDay(storm(now))}?`,
    (ev, now) => select(ev, { range: R.on(storm(now)) }),
    O.byName,
    { n: 1 },
  ),
);
cases.push(
  topCase(
    'top-events',
    'top-events-lastmonth',
    'top events last month',
    (ev, now) => select(ev, { range: R.lastMonth(T(now)) }),
    O.byName,
    { n: 5 },
  ),
);
cases.push(
  topCase(
    'top-events',
    'bottom-events-90d',
    'bottom 3 events in the last 90 days — which ones does hardly anyone use?',
    (ev, now) => select(ev, { range: R.lastDays(T(now), 90) }),
    O.byName,
    { n: 3, ascending: true },
  ),
);
cases.push(
  topCase(
    'top-events',
    'top-events-complainer',
    `what does ${P.complainer} do most in the app? top 3 events`,
    (ev) => select(ev, { user: P.complainer }),
    O.byName,
    { n: 3 },
  ),
);

// ================================ top-users ====================================================
cases.push(
  topCase(
    'top-users',
    'top-users-30d',
    'top 2 users by number of events in the last 30 days',
    (ev, now) => select(ev, { range: R.lastDays(T(now), 30) }),
    O.byUser,
    { n: 2 },
  ),
);
cases.push(
  topCase(
    'top-users',
    'top-users-fares',
    'Top 3 accounts by total booking.confirmed value, all time',
    (ev) => select(ev, { names: ['booking.confirmed'] }),
    O.byUser,
    { n: 3, measure: O.value },
  ),
);
cases.push(
  topCase(
    'top-users',
    'top-users-miles-60d',
    'who got the most MilesCredited (summed value) in the past 60 days? top 3',
    (ev, now) => select(ev, { range: R.lastDays(T(now), 60), names: ['MilesCredited'] }),
    O.byUser,
    { n: 3, measure: O.value },
  ),
);
cases.push(
  topCase(
    'top-users',
    'top-user-7d',
    'most active user in the past 7 days?',
    (ev, now) => select(ev, { range: R.lastDays(T(now), 7) }),
    O.byUser,
    { n: 1 },
  ),
);
cases.push(
  topCase(
    'top-users',
    'top-spenders',
    'who are our top 5 spenders?',
    (ev) => select(ev, { names: money }),
    O.byUser,
    { n: 5, measure: O.value, confidence: 'not-high' },
  ),
);
cases.push(
  topCase(
    'top-users',
    'top-user-chats-30d',
    'who started the most support-chat-started in the last 30 days?',
    (ev, now) => select(ev, { range: R.lastDays(T(now), 30), names: ['support-chat-started'] }),
    O.byUser,
    { n: 1 },
  ),
);
cases.push(
  topCase(
    'top-users',
    'top-users-fares-lastmonth',
    'Which 2 users had the highest booking.confirmed total last month? (sum of fares)',
    (ev, now) => select(ev, { range: R.lastMonth(T(now)), names: ['booking.confirmed'] }),
    O.byUser,
    { n: 2, measure: O.value },
  ),
);
cases.push(
  topCase(
    'top-users',
    'top-users-bids',
    'which 2 users placed the most upgrade.bid_placed events?',
    (ev) => select(ev, { names: ['upgrade.bid_placed'] }),
    O.byUser,
    { n: 2 },
  ),
);

// ================================ user =========================================================
add('user', 'user-count-flyer', `how many events does ${P.frequentFlyer} have in total?`, (ev) =>
  countExp(select(ev, { user: P.frequentFlyer })),
);
add('user', 'user-first-agent', `when did ${P.topAgent} first show up?`, (ev) => {
  const s = select(ev, { user: P.topAgent });
  return { names: [iso(time(s[0]))], confidence: 'high', dataPoints: s.length };
});
add(
  'user',
  'user-last-churner',
  `last seen for ${P.churner}? support says they stopped flying with us`,
  (ev) => {
    const s = select(ev, { user: P.churner });
    return { names: [iso(time(lastOf(s)))], confidence: 'high', dataPoints: s.length };
  },
);
add('user', 'user-names-newcomer', `which event names has ${P.newcomer} used so far?`, (ev) => {
  const s = select(ev, { user: P.newcomer });
  return {
    names: [...new Set(s.map(O.byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
add('user', 'user-first-newcomer', `${P.newcomer} — first seen when?`, (ev) => {
  const s = select(ev, { user: P.newcomer });
  return { names: [iso(time(s[0]))], confidence: 'high', dataPoints: s.length };
});
add(
  'user',
  'user-agent-bookings-30d',
  `how many booking.confirmed events for ${P.topAgent} in the last 30 days`,
  (ev, now) =>
    countExp(select(ev, { range: R.lastDays(T(now), 30), names: ['booking.confirmed'], user: P.topAgent })),
);
add(
  'user',
  'user-onetimer',
  `what has ${P.oneTimer} done in the app? how many events and which kinds`,
  (ev) => {
    const s = select(ev, { user: P.oneTimer });
    return {
      numbers: [s.length],
      names: [...new Set(s.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);
add('user', 'user-nobody', `when was ${NOBODY} last active?`, () => LOW, { low: true });
add('user', 'user-recent-flyer', `Show me the 3 most recent events of ${P.frequentFlyer}`, (ev) => {
  const s = select(ev, { user: P.frequentFlyer });
  return { names: newestFirst(s).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: s.length };
});

// ================================ breakdown ====================================================
add(
  'breakdown',
  'bd-per-day',
  (now) => `events per day between ${iso(daysAgo(now, 7))} and ${iso(daysAgo(now, 1))}`,
  (ev, now) => {
    const s = select(ev, { range: R.between(daysAgo(now, 7), daysAgo(now, 1)) });
    const m = [...tally(s, O.byDay)].sort();
    return {
      names: m.map((x) => x[0]),
      numbers: m.map((x) => x[1]),
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);
cases.push(
  topCase(
    'breakdown',
    'bd-weekday-search',
    'busiest weekday for flight_search?',
    (ev) => select(ev, { names: ['flight_search'] }),
    O.byWeekday,
    { n: 1 },
  ),
);
cases.push(
  topCase(
    'breakdown',
    'bd-hour-search',
    'which hour of the day sees the most flight_search?',
    (ev) => select(ev, { names: ['flight_search'] }),
    O.byHour,
    { n: 1 },
  ),
);
add('breakdown', 'bd-month-bookings', 'booking.confirmed by month please', (ev) => {
  const s = select(ev, { names: ['booking.confirmed'] });
  const m = [...tally(s, O.byMonth)].sort();
  return {
    names: m.map((x) => x[0]),
    numbers: m.map((x) => x[1]),
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
add(
  'breakdown',
  'bd-week-chats',
  (now) =>
    `weekly support-chat-started counts since ${longDay(O.weekStart(T(now)) - 3 * O.WEEK)} (ISO weeks)`,
  (ev, now) => {
    const s = select(ev, {
      range: R.since(O.weekStart(T(now)) - 3 * O.WEEK, T(now)),
      names: ['support-chat-started'],
    });
    const m = [...tally(s, O.byWeek)].sort();
    return {
      names: m.map((x) => x[0]),
      numbers: m.map((x) => x[1]),
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);
cases.push(
  topCase(
    'breakdown',
    'bd-day-chats-30d',
    'On which day in the last 30 days did we get the most support-chat-started?',
    (ev, now) => select(ev, { range: R.lastDays(T(now), 30), names: ['support-chat-started'] }),
    O.byDay,
    { n: 1 },
  ),
);
cases.push(
  topCase(
    'breakdown',
    'bd-hour-appopen-30d',
    'busiest hour for app_open over the last 30 days (UTC)',
    (ev, now) => select(ev, { range: R.lastDays(T(now), 30), names: ['app_open'] }),
    O.byHour,
    { n: 1 },
  ),
);
cases.push(
  topCase(
    'breakdown',
    'bd-weekday-delay-8w',
    'what weekday has had the most Delay Notification Opened in the last 8 weeks?',
    (ev, now) => select(ev, { range: R.lastWeeks(T(now), 8), names: ['Delay Notification Opened'] }),
    O.byWeekday,
    { n: 1 },
  ),
);
cases.push(
  topCase(
    'breakdown',
    'bd-month-busiest',
    'Which month had the most events overall?',
    (ev) => ev,
    O.byMonth,
    { n: 1 },
  ),
);

// ================================ compare ======================================================
const cmp = (type, id, question, rangesOf, names, measure = (s) => s.length) =>
  add(type, id, question, (ev, now) => {
    const [r1, r2] = rangesOf(T(now));
    const a = select(ev, { range: r1, names }),
      b = select(ev, { range: r2, names });
    return compareExp(a, b, measure, a.length + b.length);
  });
const prevOf = (r) => ({ from: 2 * r.from - r.to, to: r.from });
cmp(
  'compare',
  'cmp-fares-7d',
  'booking.confirmed total value: last 7 days vs the 7 days before?',
  (now) => {
    const r = R.lastDays(now, 7);
    return [prevOf(r), r];
  },
  ['booking.confirmed'],
  sum,
);
cmp(
  'compare',
  'cmp-users-30d',
  'active users in the last 30 days compared with the previous 30 days — are we growing?',
  (now) => {
    const r = R.lastDays(now, 30);
    return [prevOf(r), r];
  },
  undefined,
  (s) => users(s).size,
);
add(
  'compare',
  'cmp-fares-months',
  (now) =>
    `fare totals: sum of booking.confirmed value in ${mon(prevMonthStart(now))} vs ${mon(lastMonthStart(now))}`,
  (ev, now) => {
    const a = select(ev, { range: R.month(prevMonthStart(now)), names: ['booking.confirmed'] }),
      b = select(ev, { range: R.month(lastMonthStart(now)), names: ['booking.confirmed'] });
    return compareExp(a, b, sum, a.length + b.length);
  },
);
cmp(
  'compare',
  'cmp-chats-lastweek',
  'support-chat-started last week vs the week before',
  (now) => {
    const r = R.lastWeek(now);
    return [prevOf(r), r];
  },
  ['support-chat-started'],
);
cmp(
  'compare',
  'cmp-search-30d',
  'Is flight_search growing? compare the last 30 days with the 30 days before that',
  (now) => {
    const r = R.lastDays(now, 30);
    return [prevOf(r), r];
  },
  ['flight_search'],
);
cmp(
  'compare',
  'cmp-miles-14d',
  'MilesCredited total value, last 14 days compared with the prior 14 days',
  (now) => {
    const r = R.lastDays(now, 14);
    return [prevOf(r), r];
  },
  ['MilesCredited'],
  sum,
);
add(
  'compare',
  'cmp-delay-storm',
  (now) =>
    `Delay Notification Opened on ${iso(storm(now) - DAY)} vs on ${iso(storm(now))} — how big was the jump?`,
  (ev, now) => {
    const a = select(ev, { range: R.on(storm(now) - DAY), names: ['Delay Notification Opened'] }),
      b = select(ev, { range: R.on(storm(now)), names: ['Delay Notification Opened'] });
    return compareExp(a, b, (s) => s.length, a.length + b.length);
  },
);
cmp(
  'compare',
  'cmp-all-7d',
  'total events in the past 7 days vs the previous 7 days',
  (now) => {
    const r = R.lastDays(now, 7);
    return [prevOf(r), r];
  },
  undefined,
);

// ================================ share ========================================================
const shareEv = (ev, range, names) => {
  const all = select(ev, { range });
  const part = select(all, { names });
  return { percents: [percent(part.length, all.length)], confidence: 'high', dataPoints: all.length };
};
const shareUsers = (ev, range, names) => {
  const all = select(ev, { range });
  const part = select(all, { names });
  return {
    percents: [percent(users(part).size, users(all).size)],
    confidence: 'high',
    dataPoints: all.length,
  };
};
add('share', 'share-search-30d', 'what % of events in the last 30 days were flight_search?', (ev, now) =>
  shareEv(ev, R.lastDays(T(now), 30), ['flight_search']),
);
add(
  'share',
  'share-users-booked-month',
  (now) => `what share of active users in ${mon(lastMonthStart(now))} did booking.confirmed?`,
  (ev, now) => shareUsers(ev, R.month(lastMonthStart(now)), ['booking.confirmed']),
);
add(
  'share',
  'share-chats-storm',
  (now) => `percentage of events on ${euroDay(storm(now))} that were support-chat-started`,
  (ev, now) => shareEv(ev, R.on(storm(now)), ['support-chat-started']),
);
add(
  'share',
  'share-users-bid-all',
  'what fraction of all users have ever done upgrade.bid_placed? as a percentage',
  (ev) => shareUsers(ev, R.all(), ['upgrade.bid_placed']),
);
add('share', 'share-appopen-lastweek', 'share of app_open among all events last week', (ev, now) =>
  shareEv(ev, R.lastWeek(T(now)), ['app_open']),
);
add(
  'share',
  'share-users-delay-7d',
  'percent of active users in the past 7 days who opened a Delay Notification Opened',
  (ev, now) => shareUsers(ev, R.lastDays(T(now), 7), ['Delay Notification Opened']),
);
add('share', 'share-miles-all', 'What % of all events are MilesCredited?', (ev) =>
  shareEv(ev, R.all(), ['MilesCredited']),
);
add('share', 'share-checkin-14d', "what percent of the last 14 days' events were OnlineCheckIn?", (ev, now) =>
  shareEv(ev, R.lastDays(T(now), 14), ['OnlineCheckIn']),
);

// ================================ conversion ===================================================
add(
  'conversion',
  'conv-search-book-30d',
  'Of users who did flight_search in the last 30 days, how many then did booking.confirmed?',
  (ev, now) => convExp(ev, R.lastDays(T(now), 30), 'flight_search', 'booking.confirmed'),
);
add('conversion', 'conv-book-seat-all', 'booking.confirmed → SeatSelected conversion, all time', (ev) =>
  convExp(ev, R.all(), 'booking.confirmed', 'SeatSelected'),
);
add(
  'conversion',
  'conv-checkin-bp-60d',
  'OnlineCheckIn to boarding-pass-downloaded conversion over the last 60 days',
  (ev, now) => convExp(ev, R.lastDays(T(now), 60), 'OnlineCheckIn', 'boarding-pass-downloaded'),
);
add(
  'conversion',
  'conv-book-bags-month',
  (now) =>
    `in ${mon(lastMonthStart(now))}, what % of users with booking.confirmed went on to Bags Added afterwards?`,
  (ev, now) => convExp(ev, R.month(lastMonthStart(now)), 'booking.confirmed', 'Bags Added'),
);
add(
  'conversion',
  'conv-delay-chat-14d',
  'of the users who opened Delay Notification Opened in the past 14 days, how many then started support-chat-started?',
  (ev, now) => convExp(ev, R.lastDays(T(now), 14), 'Delay Notification Opened', 'support-chat-started'),
);
add('conversion', 'conv-open-search-yday', 'app_open → flight_search conversion yesterday', (ev, now) =>
  convExp(ev, R.yesterday(T(now)), 'app_open', 'flight_search'),
);
add(
  'conversion',
  'conv-book-bid-since',
  (now) =>
    `since ${shortDay(daysAgo(now, 45))}, how many people who did booking.confirmed later did upgrade.bid_placed? and what percent is that`,
  (ev, now) => convExp(ev, R.since(daysAgo(now, 45), T(now)), 'booking.confirmed', 'upgrade.bid_placed'),
);
add(
  'conversion',
  'conv-loose-search-book-7d',
  'searches to bookings conversion for the last 7 days?',
  (ev, now) => convExp(ev, R.lastDays(T(now), 7), 'flight_search', 'booking.confirmed', 'not-high'),
);

// ================================ churn ========================================================
const num = (n, c = 'high') => (n ? { numbers: [n], confidence: c } : LOW);
add(
  'churn',
  'churn-months',
  (now) =>
    `How many users active in ${mon(prevMonthStart(now))} were not active at all in ${mon(lastMonthStart(now))}?`,
  (ev, now) => num(churned(ev, R.month(prevMonthStart(now)), R.month(lastMonthStart(now))).length),
);
add('churn', 'new-30d', 'how many new users did we get in the last 30 days? (first event ever)', (ev, now) =>
  num(newUsers(ev, R.lastDays(T(now), 30)).length),
);
add('churn', 'new-7d', 'new users in the last 7 days?', (ev, now) =>
  num(newUsers(ev, R.lastDays(T(now), 7)).length),
);
add(
  'churn',
  'churn-30-30',
  'users who were active in the 30 days before the last 30 days but have not been back in the last 30 days — how many?',
  (ev, now) => {
    const r = R.lastDays(T(now), 30);
    return num(churned(ev, prevOf(r), r).length);
  },
);
add(
  'churn',
  'new-lastmonth',
  (now) => `new users in ${mon(lastMonthStart(now))} ${yyyy(lastMonthStart(now))}`,
  (ev, now) => num(newUsers(ev, R.month(lastMonthStart(now))).length),
);
add(
  'churn',
  'churn-lastweek-thisweek',
  'how many people were active last week but not this week (so far)?',
  (ev, now) => num(churned(ev, R.lastWeek(T(now)), R.thisWeek(T(now))).length),
);
add(
  'churn',
  'new-between',
  (now) => `new users between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 31))}`,
  (ev, now) => num(newUsers(ev, R.between(daysAgo(now, 60), daysAgo(now, 31))).length),
);
add(
  'churn',
  'churn-90-14',
  'How many users used the app in the past 90 days but not in the past 14 days? trying to size a win-back campaign',
  (ev, now) => num(churned(ev, R.lastDays(T(now), 90), R.lastDays(T(now), 14)).length),
);

// ================================ recency ======================================================
const lastExp = (s, c = 'high') =>
  s.length ? { names: [iso(time(lastOf(s)))], confidence: c, dataPoints: s.length } : LOW;
add('recency', 'rec-last-booking', 'when was the last booking.confirmed?', (ev) =>
  lastExp(select(ev, { names: ['booking.confirmed'] })),
);
add('recency', 'rec-any-bid-3d', 'did anyone place an upgrade.bid_placed in the last 3 days?', (ev, now) => {
  const s = select(ev, { range: R.lastDays(T(now), 3), names: ['upgrade.bid_placed'] });
  return s.length ? { confidence: 'high', dataPoints: s.length } : LOW;
});
add('recency', 'rec-last-chat-loose', 'when did someone last open a support chat?', (ev) =>
  lastExp(select(ev, { names: ['support-chat-started'] }), 'not-high'),
);
add('recency', 'rec-unknown-lounge', 'has anyone ever done lounge_access_granted?', () => LOW, { low: true });
add('recency', 'rec-last-delay', 'most recent Delay Notification Opened — when was it?', (ev) =>
  lastExp(select(ev, { names: ['Delay Notification Opened'] })),
);
add('recency', 'rec-last-miles', 'When was MilesCredited last recorded?', (ev) =>
  lastExp(select(ev, { names: ['MilesCredited'] })),
);
add('recency', 'rec-any-checkin-24h', 'Did anybody do OnlineCheckIn in the last 24 hours?', (ev, now) => {
  const s = select(ev, { range: R.lastHours(T(now), 24), names: ['OnlineCheckIn'] });
  return s.length ? { confidence: 'high', dataPoints: s.length } : LOW;
});
add('recency', 'rec-flyer-bags', `when did ${P.frequentFlyer} last do Bags Added?`, (ev) =>
  lastExp(select(ev, { names: ['Bags Added'], user: P.frequentFlyer })),
);

// ================================ catalogue ====================================================
add('catalogue', 'cat-names', 'which event names exist in our data?', (ev) => ({
  names: [...new Set(ev.map(O.byName))].sort(),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-users', 'how many users do we have in total?', (ev) => ({
  numbers: [users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-events', 'how many events have been recorded overall?', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-names-counts', 'list every event type we track with its count', (ev) => {
  const m = rank(tally(ev, O.byName));
  return {
    names: m.map((x) => x[0]),
    numbers: m.map((x) => x[1]),
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  };
});
add('catalogue', 'cat-name-count', 'how many different event names are tracked?', (ev) => ({
  numbers: [new Set(ev.map(O.byName)).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add(
  'catalogue',
  'cat-overview',
  'new analyst here — overview please: total number of users and total number of events?',
  (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
);
add(
  'catalogue',
  'cat-names-users',
  'What events does the app send us, and how many distinct userIds are there altogether (travellers + agents)?',
  (ev) => ({
    names: [...new Set(ev.map(O.byName))].sort(),
    numbers: [users(ev).size],
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  }),
);

// ================================ other ========================================================
for (const [id, q] of [
  ['other-ontime', "What's the on-time performance of flight RX 412 this month?"],
  ['other-airport', 'Which departure airport has the most passengers?'],
  ['other-weather', "what's the weather forecast in Tromsø for tomorrow?"],
  ['other-forecast', 'Predict how many bookings we will get next month.'],
  ['other-loadfactor', 'What is the load factor on the Oslo–Bergen route?'],
  ['other-why-churn', 'Why did pax_20088 stop flying with us?'],
  ['other-age', 'what is the average age of our travellers?'],
  ['other-crash', 'Which app version crashes the most on Android?'],
  ['other-fuel', 'How much jet fuel did we burn in October?'],
  ['other-sql', 'Write me a SQL query that deletes all the test users.'],
  ['other-nps', "What's the NPS of the loyalty programme?"],
  ['other-crew', 'how many cabin crew were on duty during the storm?'],
])
  add('other', id, q, () => LOW);
