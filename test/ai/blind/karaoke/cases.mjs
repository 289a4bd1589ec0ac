/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { OUTAGE_DAYS_AGO, PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, select, users, sum, DAY, WEEK } = O;
const BOOK = 'room_booked',
  Q = 'song.queued',
  SUNG = 'SongSung',
  SKIP = 'SongSkipped',
  DRINK = 'Drink Ordered',
  EXT = 'room-extended',
  CHK = 'group.checkin',
  OPEN = 'app_opened',
  PAY = 'Payment Completed',
  ERR = 'catalogue.error',
  REV = 'review_left',
  LOY = 'loyalty-signup';
const ALL_NAMES = [BOOK, Q, SUNG, SKIP, DRINK, EXT, CHK, OPEN, PAY, ERR, REV, LOY];
const MONEY = [PAY, DRINK];
const { topSinger: TOP, bigSpender: SPEND, churner: CHURN, newcomer: NEW, partyHost: HOST } = PERSONAS;

// ---- date helpers for questions -------------------------------------------------------------
const T = (now) => +now;
const today = (now) => O.dayStart(T(now));
const daysAgo = (now, n) => today(now) - n * DAY;
const outage = (now) => daysAgo(now, OUTAGE_DAYS_AGO);
const iso = (t) => O.isoDay(t);
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const mdy = (t) => `${monthName(t)} ${new Date(t).getUTCDate()}`; // November 3
const shortMd = (t) => `${monthName(t).slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const dmy = (t) => `${new Date(t).getUTCDate()} ${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const slash = (t) => {
  const d = new Date(t);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
};
const prevMonth = (now) => O.monthStart(T(now), -1);
const prevMonth2 = (now) => O.monthStart(T(now), -2);
const r2 = (x) => O.round(x, 2);

// ---- expectation helpers ----------------------------------------------------------------------
const low = () => ({ confidence: 'low', dataPoints: 0 });
const count =
  (opts, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, opts(now));
    return { numbers: [s.length], dataPoints: s.length, confidence };
  };
const distinct =
  (opts, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, opts(now));
    return { numbers: [users(s).size], dataPoints: s.length, confidence };
  };
const measure =
  (opts, fn, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, opts(now));
    return { numbers: [r2(fn(s))], dataPoints: s.length, confidence };
  };
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const withTie = (fn, tieFn) => {
  fn.tieAtCut = tieFn;
  return fn;
};
// top-N list: names in order with figures; tie check at the cut
const top = (opts, { n = 5, key = O.byName, val, ascending = false, confidence = 'high' } = {}) => {
  const list = (ev, now) => O.rank(O.tally(select(ev, opts(now)), key, val), { ascending });
  return withTie(
    (ev, now) => {
      const s = select(ev, opts(now)),
        l = list(ev, now).slice(0, n);
      return { names: l.map((x) => x[0]), numbers: l.map((x) => r2(x[1])), dataPoints: s.length, confidence };
    },
    (ev, now) => {
      const l = list(ev, now);
      return l.length > n && l[n - 1][1] === l[n][1];
    },
  );
};
// busiest bucket of a breakdown
const busiest = (opts, key, val) => {
  const list = (ev, now) => O.rank(O.tally(select(ev, opts(now)), key, val));
  return withTie(
    (ev, now) => {
      const s = select(ev, opts(now)),
        [k, v] = list(ev, now)[0];
      return { names: [k], numbers: [r2(v)], dataPoints: s.length, confidence: 'high' };
    },
    (ev, now) => {
      const l = list(ev, now);
      return l.length > 1 && l[0][1] === l[1][1];
    },
  );
};
// full chronological breakdown
const series = (opts, key) => (ev, now) => {
  const s = select(ev, opts(now));
  const l = [...O.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return { names: l.map((x) => x[0]), numbers: l.map((x) => x[1]), dataPoints: s.length, confidence: 'high' };
};
const cmp =
  (a, b, fn = (s) => s.length) =>
  (ev, now) => {
    const sa = select(ev, a(now)),
      sb = select(ev, b(now));
    const c = O.change(r2(fn(sa)), r2(fn(sb)));
    const x = {
      numbers: [c.earlier, c.later, r2(c.diff)],
      dataPoints: sa.length + sb.length,
      confidence: 'high',
    };
    if (c.pct !== null) x.percents = [c.pct];
    return x;
  };
const shareEvents = (range, names) => (ev, now) => {
  const all = select(ev, { range: range(now) }),
    part = all.filter((e) => names.includes(e.eventName));
  return { percents: [O.percent(part.length, all.length)], dataPoints: all.length, confidence: 'high' };
};
const shareUsers = (range, names) => (ev, now) => {
  const all = select(ev, { range: range(now) }),
    u = users(all.filter((e) => names.includes(e.eventName)));
  return { percents: [O.percent(u.size, users(all).size)], dataPoints: all.length, confidence: 'high' };
};
const conv =
  (range, a, b, confidence = 'high') =>
  (ev, now) => {
    const r = range(now),
      c = O.conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
      confidence,
    };
  };
const lastOf =
  (names, confidence = 'high') =>
  (ev) => {
    const s = select(ev, { names }),
      t = Math.max(...s.map(O.time));
    return { names: [iso(t)], dataPoints: s.length, confidence };
  };

const c = [];
const add = (id, type, question, expect, extra = {}) => c.push({ id, type, question, expect, ...extra });

// ================= count =================
add(
  'count-queued-7d',
  'count',
  'how many song.queued events did we get in the past 7 days?',
  count((now) => ({ range: R.lastDays(T(now), 7), names: [Q] })),
);
add(
  'count-sung-yday',
  'count',
  'Number of SongSung events yesterday pls',
  count((now) => ({ range: R.yesterday(T(now)), names: [SUNG] })),
);
add(
  'count-booked-lastweek',
  'count',
  'total room_booked count for last week? (Mon-Sun)',
  count((now) => ({ range: R.lastWeek(T(now)), names: [BOOK] })),
);
add(
  'count-errors-outage',
  'count',
  (now) =>
    `Support here — how many catalogue.error events were logged on ${iso(outage(now))}? That was the licensing outage day.`,
  count((now) => ({ range: R.on(outage(now)), names: [ERR] })),
);
add(
  'count-all-thismonth',
  'count',
  'how many evnts so far this month?',
  count((now) => ({ range: R.thisMonth(T(now)) })),
);
add(
  'count-all-between',
  'count',
  (now) => `How many events in total between ${mdy(daysAgo(now, 40))} and ${mdy(daysAgo(now, 33))}?`,
  count((now) => ({ range: R.between(daysAgo(now, 40), daysAgo(now, 33)) })),
);
add(
  'count-checkin-since',
  'count',
  (now) => `group.checkin events since ${dmy(daysAgo(now, 14))}`,
  count((now) => ({ range: R.since(daysAgo(now, 14), T(now)), names: [CHK] })),
);
add(
  'count-ext-before',
  'count',
  (now) => `For the finance recon: how many room-extended events happened before ${iso(daysAgo(now, 90))}?`,
  count((now) => ({ range: R.before(daysAgo(now, 90)), names: [EXT] })),
);
add(
  'count-reviews-48h',
  'count',
  'count of review_left in the last 48 hours',
  count((now) => ({ range: R.lastHours(T(now), 48), names: [REV] })),
);
add(
  'count-top-sung-30d',
  'count',
  `How many times did ${TOP} get a SongSung in the last 30 days? she's basically a resident`,
  count((now) => ({ range: R.lastDays(T(now), 30), names: [SUNG], user: TOP })),
);
add(
  'count-drinks-3m',
  'count',
  'drinks ordered in the last 3 months — how many orders?',
  count((now) => ({ range: R.lastMonths(T(now), 3), names: [DRINK] })),
);
add('count-unknown-duet', 'count', 'how many duet_requested events last month?', low, { low: true });
add(
  'count-skips-prevmonth',
  'count',
  (now) => `SongSkipped count in ${monthName(prevMonth(now))} ${new Date(prevMonth(now)).getUTCFullYear()}?`,
  count((now) => ({ range: R.month(prevMonth(now)), names: [SKIP] })),
);

add(
  'count-today',
  'count',
  'how many events have come in so far today?',
  count((now) => ({ range: R.today(T(now)) })),
);
add(
  'count-booked-thisyear',
  'count',
  'room_booked this year, total count',
  count((now) => ({ range: R.thisYear(T(now)), names: [BOOK] })),
);

// ================= users =================
add(
  'users-30d',
  'users',
  'how many unique users in the last 30 days, roughly our MAU',
  distinct((now) => ({ range: R.lastDays(T(now), 30) })),
);
add(
  'users-checkin-lastmonth',
  'users',
  'How many people did a group.checkin last month?',
  distinct((now) => ({ range: R.lastMonth(T(now)), names: [CHK] })),
);
add(
  'users-thisweek',
  'users',
  'active users this week?',
  distinct((now) => ({ range: R.thisWeek(T(now)) })),
);
add(
  'users-errors-outage',
  'users',
  (now) =>
    `distinct users who hit catalogue.error on ${shortMd(outage(now))} — need it for the apology voucher`,
  distinct((now) => ({ range: R.on(outage(now)), names: [ERR] })),
);
add(
  'users-booked-month',
  'users',
  (now) => `How many customers had a room_booked in ${monthName(prevMonth2(now))}?`,
  distinct((now) => ({
    range: R.month(O.pastMonth(T(now), new Date(prevMonth2(now)).getUTCMonth())),
    names: [BOOK],
  })),
);
add(
  'users-skip-2w',
  'users',
  'unique users with SongSkipped in past 2 weeks',
  distinct((now) => ({ range: R.lastWeeks(T(now), 2), names: [SKIP] })),
);
add(
  'users-sang-yday',
  'users',
  'how many folks actually sang something yesterday?',
  distinct((now) => ({ range: R.yesterday(T(now)), names: [SUNG] }), 'not-high'),
);
add(
  'users-pastweek',
  'users',
  'Unique Users past week?',
  distinct((now) => ({ range: R.lastDays(T(now), 7) })),
);
add('users-unknown-vip', 'users', 'how many users did vip_upgrade in the last 30 days?', low, { low: true });

// ================= value =================
add(
  'value-hours-30d',
  'value',
  'total hours booked (sum of room_booked value) in the last 30 days',
  measure((now) => ({ range: R.lastDays(T(now), 30), names: [BOOK] }), sum),
);
add(
  'value-avg-score-lastweek',
  'value',
  'averge SongSung score last week? want to see if the new mics helped',
  measure((now) => ({ range: R.lastWeek(T(now)), names: [SUNG] }), O.avg),
);
add(
  'value-max-drink',
  'value',
  'whats the biggest single Drink Ordered amount ever?',
  measure(() => ({ names: [DRINK] }), O.max),
);
add(
  'value-min-score-14d',
  'value',
  'lowest SongSung score in the past 14 days',
  measure((now) => ({ range: R.lastDays(T(now), 14), names: [SUNG] }), O.min),
);
add(
  'value-median-pay-lastmonth',
  'value',
  'median Payment Completed amount last month?',
  measure((now) => ({ range: R.lastMonth(T(now)), names: [PAY] }), median),
);
add(
  'value-drink-spend-yday',
  'value',
  'how much was spent on Drink Ordered yesterday',
  measure((now) => ({ range: R.yesterday(T(now)), names: [DRINK] }), sum),
);
add(
  'value-revenue-lastmonth',
  'value',
  'For the board deck: total revenue last month?',
  measure((now) => ({ range: R.lastMonth(T(now)), names: MONEY }), sum, 'not-high'),
);
add(
  'value-avg-group-since',
  'value',
  (now) => `average group size on group.checkin since ${slash(daysAgo(now, 21))}`,
  measure((now) => ({ range: R.since(daysAgo(now, 21), T(now)), names: [CHK] }), O.avg),
);
add(
  'value-ext-hours-month',
  'value',
  (now) => `room-extended: total extra hours in ${monthName(prevMonth(now))}`,
  measure(
    (now) => ({ range: R.month(O.pastMonth(T(now), new Date(prevMonth(now)).getUTCMonth())), names: [EXT] }),
    sum,
  ),
);
add(
  'value-karaoke-score-7d',
  'value',
  'mean karaoke score over the past 7 days?',
  measure((now) => ({ range: R.lastDays(T(now), 7), names: [SUNG] }), O.avg, 'not-high'),
);
add(
  'value-avg-review-60d',
  'value',
  'average review_left rating in the last 60 days',
  measure((now) => ({ range: R.lastDays(T(now), 60), names: [REV] }), O.avg),
);

// ================= top-events =================
add(
  'top-events-30d',
  'top-events',
  'top 3 events last 30 days',
  top((now) => ({ range: R.lastDays(T(now), 30) }), { n: 3 }),
);
add(
  'top-events-yday-3',
  'top-events',
  'what were the 3 most common events yesterday?',
  top((now) => ({ range: R.yesterday(T(now)) }), { n: 3 }),
);
add(
  'top-events-least',
  'top-events',
  'least common events overall? list them',
  top(() => ({}), { ascending: true }),
);
add(
  'top-events-outage',
  'top-events',
  (now) => `most frequent event on ${mdy(outage(now))}?`,
  top((now) => ({ range: R.on(outage(now)) }), { n: 1 }),
);
add(
  'top-events-lastweek-3',
  'top-events',
  'top 3 event names last week, quick one',
  top((now) => ({ range: R.lastWeek(T(now)) }), { n: 3 }),
);
add(
  'top-events-prevmonth-4',
  'top-events',
  (now) => `rank the 3 biggest event types by volume in ${monthName(prevMonth(now))}`,
  top((now) => ({ range: R.month(prevMonth(now)) }), { n: 3 }),
);
add(
  'top-events-spender',
  'top-events',
  `top 3 events for ${SPEND} in the past 3 months`,
  top((now) => ({ range: R.lastMonths(T(now), 3), user: SPEND }), { n: 3 }),
);

// ================= top-users =================
add(
  'top-users-30d',
  'top-users',
  'who was our single most active user over the last 30 days?',
  top((now) => ({ range: R.lastDays(T(now), 30) }), { n: 1, key: O.byUser }),
);
add(
  'top-users-points-lastmonth',
  'top-users',
  'leaderboard for the newsletter: top 3 users by total SongSung score (sum of points) last month',
  top((now) => ({ range: R.lastMonth(T(now)), names: [SUNG] }), { n: 3, key: O.byUser, val: O.value }),
);
add(
  'top-users-spenders',
  'top-users',
  'who are our top spenders, all time?',
  top(() => ({ names: MONEY }), { key: O.byUser, val: O.value, confidence: 'not-high' }),
);
add(
  'top-users-drink-90d',
  'top-users',
  'top 3 users by total Drink Ordered amount in the past 90 days',
  top((now) => ({ range: R.lastDays(T(now), 90), names: [DRINK] }), { n: 3, key: O.byUser, val: O.value }),
);
add(
  'top-users-sung-2w',
  'top-users',
  'which user had the most SongSung events in the past 2 weeks?',
  top((now) => ({ range: R.lastWeeks(T(now), 2), names: [SUNG] }), { n: 1, key: O.byUser }),
);
add(
  'top-users-pay-60d',
  'top-users',
  'top 3 guests by total Payment Completed amount, last 60 days',
  top((now) => ({ range: R.lastDays(T(now), 60), names: [PAY] }), { n: 3, key: O.byUser, val: O.value }),
);
add(
  'top-users-queued-since',
  'top-users',
  (now) => `who has the most song.queued events since ${mdy(daysAgo(now, 45))}? top 2 please`,
  top((now) => ({ range: R.since(daysAgo(now, 45), T(now)), names: [Q] }), { n: 2, key: O.byUser }),
);

// ================= user =================
const userCount =
  (user, range = () => R.all()) =>
  (ev, now) => {
    const s = select(ev, { user, range: range(now) });
    return { numbers: [s.length], dataPoints: s.length, confidence: 'high' };
  };
const firstSeen = (user) => (ev) => {
  const s = select(ev, { user });
  return { names: [iso(Math.min(...s.map(O.time)))], dataPoints: s.length, confidence: 'high' };
};
const lastSeen = (user) => (ev) => {
  const s = select(ev, { user });
  return { names: [iso(Math.max(...s.map(O.time)))], dataPoints: s.length, confidence: 'high' };
};
add('user-top-count', 'user', `how many events does ${TOP} have?`, userCount(TOP));
add('user-new-first', 'user', `when did ${NEW} first show up?`, firstSeen(NEW));
add('user-churn-last', 'user', `last seen for ${CHURN}? they used to be here every week`, lastSeen(CHURN));
add('user-host-names', 'user', `which event types has ${HOST} used?`, (ev) => {
  const s = select(ev, { user: HOST });
  return {
    names: [...new Set(s.map(O.byName))].sort(),
    unordered: true,
    dataPoints: s.length,
    confidence: 'high',
  };
});
add('user-spender-recent', 'user', `${SPEND}'s 3 most recent events?`, (ev) => {
  const s = select(ev, { user: SPEND });
  return { names: O.newestFirst(s).slice(0, 3).map(O.byName), dataPoints: s.length, confidence: 'high' };
});
add(
  'user-top-30d',
  'user',
  `${TOP}: number of events in the last 30 days`,
  userCount(TOP, (now) => R.lastDays(T(now), 30)),
);
add('user-nobody', 'user', `show me activity for ${NOBODY}`, low, { low: true });
add(
  'user-new-7d',
  'user',
  `what has ${NEW} done in the past 7 days? how many events`,
  userCount(NEW, (now) => R.lastDays(T(now), 7)),
);
add(
  'user-spender-drinks',
  'user',
  `total Drink Ordered amount for ${SPEND}`,
  measure(() => ({ names: [DRINK], user: SPEND }), sum),
);
add('user-host-firstlast', 'user', `first and last seen for ${HOST}`, (ev) => {
  const s = select(ev, { user: HOST }),
    t = s.map(O.time);
  return { names: [iso(Math.min(...t)), iso(Math.max(...t))], dataPoints: s.length, confidence: 'high' };
});

// ================= breakdown =================
add(
  'bd-sung-weekday',
  'breakdown',
  'SongSung by weekday over the last 8 weeks — which weekday is busiest?',
  busiest((now) => ({ range: R.lastWeeks(T(now), 8), names: [SUNG] }), O.byWeekday),
);
add(
  'bd-month-3m',
  'breakdown',
  'events per month for the last 3 months',
  series((now) => ({ range: R.lastMonths(T(now), 3) }), O.byMonth),
);
add(
  'bd-queued-hour',
  'breakdown',
  'busiest hour of day for song.queued in the last 30 days (UTC)',
  busiest((now) => ({ range: R.lastDays(T(now), 30), names: [Q] }), O.byHour),
);
add(
  'bd-errors-daily',
  'breakdown',
  (now) =>
    `daily catalogue.error counts from ${iso(outage(now) - 3 * DAY)} to ${iso(outage(now) + 3 * DAY)}, which day peaked?`,
  busiest(
    (now) => ({ range: R.between(outage(now) - 3 * DAY, outage(now) + 3 * DAY), names: [ERR] }),
    O.byDay,
  ),
);
add(
  'bd-booked-weekly',
  'breakdown',
  (now) => `weekly room_booked counts since Monday ${iso(O.weekStart(T(now)) - 4 * WEEK)}`,
  series((now) => ({ range: R.since(O.weekStart(T(now)) - 4 * WEEK, T(now)), names: [BOOK] }), O.byWeek),
);
add(
  'bd-drink-day-lastmonth',
  'breakdown',
  'Which day last month had the highest Drink Ordered amount (sum)?',
  busiest((now) => ({ range: R.lastMonth(T(now)), names: [DRINK] }), O.byDay, O.value),
);
add(
  'bd-weekday-all',
  'breakdown',
  'Busiest day of the week overall? deciding staff rotas',
  busiest(() => ({}), O.byWeekday),
);
add(
  'bd-checkin-hour-lastweek',
  'breakdown',
  'what hour of the day had the most group.checkin over the last 8 weeks',
  busiest((now) => ({ range: R.lastWeeks(T(now), 8), names: [CHK] }), O.byHour),
);
add(
  'bd-pay-month',
  'breakdown',
  'which calendar month had the highest total Payment Completed amount?',
  busiest(() => ({ names: [PAY] }), O.byMonth, O.value),
);

// ================= compare =================
add(
  'cmp-sung-7d',
  'compare',
  'SongSung: last 7 days vs the 7 days before?',
  cmp(
    (now) => ({ range: R.lastDays(T(now) - 7 * DAY, 7), names: [SUNG] }),
    (now) => ({ range: R.lastDays(T(now), 7), names: [SUNG] }),
  ),
);
add(
  'cmp-booked-months',
  'compare',
  (now) => `compare room_booked in ${monthName(prevMonth2(now))} with ${monthName(prevMonth(now))}`,
  cmp(
    (now) => ({ range: R.month(prevMonth2(now)), names: [BOOK] }),
    (now) => ({ range: R.month(prevMonth(now)), names: [BOOK] }),
  ),
);
add(
  'cmp-drink-30d',
  'compare',
  'is Drink Ordered growing? last 30 days vs the previous 30',
  cmp(
    (now) => ({ range: R.lastDays(T(now) - 30 * DAY, 30), names: [DRINK] }),
    (now) => ({ range: R.lastDays(T(now), 30), names: [DRINK] }),
  ),
);
add(
  'cmp-queued-yday',
  'compare',
  'song.queued yesterday compared with the day before?',
  cmp(
    (now) => ({ range: R.on(today(now) - 2 * DAY), names: [Q] }),
    (now) => ({ range: R.yesterday(T(now)), names: [Q] }),
  ),
);
add(
  'cmp-errors-outage',
  'compare',
  (now) =>
    `catalogue.error between ${iso(outage(now) - 13 * DAY)} and ${iso(outage(now) - 7 * DAY)} vs between ${iso(outage(now) - 6 * DAY)} and ${iso(outage(now))} — how bad was the outage week?`,
  cmp(
    (now) => ({ range: R.between(outage(now) - 13 * DAY, outage(now) - 7 * DAY), names: [ERR] }),
    (now) => ({ range: R.between(outage(now) - 6 * DAY, outage(now)), names: [ERR] }),
  ),
);
add(
  'cmp-pay-14d',
  'compare',
  'Payment Completed amount: last 14 days vs the 14 days befor that',
  cmp(
    (now) => ({ range: R.lastDays(T(now) - 14 * DAY, 14), names: [PAY] }),
    (now) => ({ range: R.lastDays(T(now), 14), names: [PAY] }),
    sum,
  ),
);
add(
  'cmp-users-4w',
  'compare',
  'active users last 4 weeks vs previous 4 weeks — up or down?',
  cmp(
    (now) => ({ range: R.lastWeeks(T(now) - 4 * WEEK, 4) }),
    (now) => ({ range: R.lastWeeks(T(now), 4) }),
    (s) => users(s).size,
  ),
);
add(
  'cmp-guests-months',
  'compare',
  (now) =>
    `total guests checked in (sum of group.checkin value): ${monthName(prevMonth2(now))} vs ${monthName(prevMonth(now))}`,
  cmp(
    (now) => ({ range: R.month(prevMonth2(now)), names: [CHK] }),
    (now) => ({ range: R.month(prevMonth(now)), names: [CHK] }),
    sum,
  ),
);

// ================= share =================
add(
  'share-sung-30d',
  'share',
  'what percentage of events in the last 30 days were SongSung?',
  shareEvents((now) => R.lastDays(T(now), 30), [SUNG]),
);
add(
  'share-skip-lastmonth',
  'share',
  'share of SongSkipped among all events last month',
  shareEvents((now) => R.lastMonth(T(now)), [SKIP]),
);
add(
  'share-users-drink-30d',
  'share',
  'what % of active users in the last 30 days had a Drink Ordered?',
  shareUsers((now) => R.lastDays(T(now), 30), [DRINK]),
);
add(
  'share-errors-outage',
  'share',
  (now) => `on ${mdy(outage(now))}, what fraction of all events were catalogue.error?`,
  shareEvents((now) => R.on(outage(now)), [ERR]),
);
add(
  'share-users-loyalty',
  'share',
  'percent of users who ever did loyalty-signup',
  shareUsers(() => R.all(), [LOY]),
);
add(
  'share-ext-3m',
  'share',
  'what share of activity was room-extended in the past 3 months',
  shareEvents((now) => R.lastMonths(T(now), 3), [EXT]),
);
add(
  'share-users-review-60d',
  'share',
  'percentage of customers who left a review_left in the last 60 days',
  shareUsers((now) => R.lastDays(T(now), 60), [REV]),
);

// ================= conversion =================
add(
  'conv-book-checkin-30d',
  'conversion',
  'of users who did room_booked in the last 30 days, how many then did group.checkin?',
  conv((now) => R.lastDays(T(now), 30), BOOK, CHK),
);
add(
  'conv-queue-sung-7d',
  'conversion',
  'song.queued → SongSung conversion over the last 7 days',
  conv((now) => R.lastDays(T(now), 7), Q, SUNG),
);
add(
  'conv-checkin-drink-lastmonth',
  'conversion',
  'of people with a group.checkin last month, what % went on to a Drink Ordered afterwards?',
  conv((now) => R.lastMonth(T(now)), CHK, DRINK),
);
add(
  'conv-open-book-60d',
  'conversion',
  'app_opened to room_booked conversion, past 60 days',
  conv((now) => R.lastDays(T(now), 60), OPEN, BOOK),
);
add(
  'conv-loyalty-review',
  'conversion',
  'how many loyalty-signup users later did review_left? (all time)',
  conv(() => R.all(), LOY, REV),
);
add(
  'conv-sung-ext-since',
  'conversion',
  (now) => `since ${mdy(daysAgo(now, 50))}: users with SongSung who then had a room-extended — count and %`,
  conv((now) => R.since(daysAgo(now, 50), T(now)), SUNG, EXT),
);
add(
  'conv-checkin-pay-2w',
  'conversion',
  'group.checkin → Payment Completed, last 2 weeks',
  conv((now) => R.lastWeeks(T(now), 2), CHK, PAY),
);

// ================= churn =================
const churnCase = (a, b) => (ev, now) => ({
  numbers: [O.churned(ev, a(now), b(now)).length],
  confidence: 'high',
});
const newCase = (r) => (ev, now) => ({ numbers: [O.newUsers(ev, r(now)).length], confidence: 'high' });
add(
  'churn-months',
  'churn',
  (now) =>
    `how many users were active in ${monthName(prevMonth2(now))} but not in ${monthName(prevMonth(now))}?`,
  churnCase(
    (now) => R.month(prevMonth2(now)),
    (now) => R.month(prevMonth(now)),
  ),
);
add(
  'churn-new-30d',
  'churn',
  'how many new users in the last 30 days',
  newCase((now) => R.lastDays(T(now), 30)),
);
add(
  'churn-new-lastweek',
  'churn',
  'new users last week?',
  newCase((now) => R.lastWeek(T(now))),
);
add(
  'churn-60d',
  'churn',
  (now) =>
    `users active between ${iso(daysAgo(now, 110))} and ${iso(daysAgo(now, 61))} who have done nothing since ${iso(daysAgo(now, 60))}`,
  churnCase(
    (now) => R.between(daysAgo(now, 110), daysAgo(now, 61)),
    (now) => R.since(daysAgo(now, 60), T(now)),
  ),
);
add(
  'churn-new-prevmonth',
  'churn',
  (now) => `how many customers showed up for the first time in ${monthName(prevMonth(now))}?`,
  newCase((now) => R.month(prevMonth(now))),
);
add(
  'churn-lastweek-thisweek',
  'churn',
  'how many users were active last week but not this week so far?',
  churnCase(
    (now) => R.lastWeek(T(now)),
    (now) => R.thisWeek(T(now)),
  ),
);
add(
  'churn-new-since',
  'churn',
  (now) => `new users since ${shortMd(daysAgo(now, 20))}`,
  newCase((now) => R.since(daysAgo(now, 20), T(now))),
);

// ================= recency =================
add('rec-last-error', 'recency', 'when was the last catalogue.error?', lastOf([ERR]));
add(
  'rec-loyalty-7d',
  'recency',
  'did anyone do a loyalty-signup in the last 7 days?',
  count((now) => ({ range: R.lastDays(T(now), 7), names: [LOY] })),
);
add('rec-last-ext', 'recency', 'When was the most recent room-extended?', lastOf([EXT]));
add(
  'rec-skip-3d',
  'recency',
  'has anybody had a SongSkipped in the last 3 days?',
  count((now) => ({ range: R.lastDays(T(now), 3), names: [SKIP] })),
);
add('rec-last-review', 'recency', 'when did someone last leave a review_left', lastOf([REV]));
add('rec-unknown-refund', 'recency', 'did anyone ever do a refund_issued?', low, { low: true });
add('rec-last-pay', 'recency', 'last Payment Completed — when was it?', lastOf([PAY]));

// ================= catalogue =================
const total = (ev) => ({ dataPoints: ev.length, confidence: 'high' });
add('cat-names', 'catalogue', 'what event names exist in our data?', (ev) => ({
  names: [...new Set(ev.map(O.byName))].sort(),
  unordered: true,
  ...total(ev),
}));
add('cat-users', 'catalogue', 'how many users total?', (ev) => ({ numbers: [users(ev).size], ...total(ev) }));
add('cat-events', 'catalogue', 'how many events are in the whole account?', (ev) => ({
  numbers: [ev.length],
  ...total(ev),
}));
add('cat-names-count', 'catalogue', 'list the event types we track, and how many are there', (ev) => {
  const n = [...new Set(ev.map(O.byName))].sort();
  return { names: n, unordered: true, numbers: [n.length], ...total(ev) };
});
add('cat-distinct-names', 'catalogue', 'how many distinct event names do we have', (ev) => ({
  numbers: [new Set(ev.map(O.byName)).size],
  ...total(ev),
}));
add('cat-footprint', 'catalogue', 'overall footprint please: number of users and number of events', (ev) => ({
  numbers: [users(ev).size, ev.length],
  ...total(ev),
}));

// ================= other =================
for (const [id, q] of [
  ['other-songs', 'which song titles are the most popular this month?'],
  ['other-weather', "what's the weather looking like for Friday night?"],
  ['other-location', 'which bar location has the most room bookings?'],
  ['other-licensing-fees', 'how much did we pay in song licensing fees last month?'],
  ['other-age', 'whats the average age of our singers'],
  ['other-forecast', 'predict next month drink sales for me'],
  ['other-staff', 'which bartender served the most drinks last week?'],
  ['other-translate', 'translate the drinks menu into Spanish'],
  ['other-capacity', 'what is the max capacity of room 4 at the downtown branch?'],
])
  add(id, 'other', q, low);

export const cases = c;
