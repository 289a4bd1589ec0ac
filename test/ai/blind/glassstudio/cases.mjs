import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { INCIDENT_DAYS_AGO, NOBODY } from './data.mjs';

const {
  DAY,
  ranges: R,
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
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  MONTHS,
} = O;

// ---- helpers -----------------------------------------------------------------------------
const T = (now) => +now;
const ago = (now, k) => O.dayStart(T(now)) - k * DAY; // start of the day k days ago
const incident = (now) => ago(now, INCIDENT_DAYS_AGO);
const ord = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const dd = (t) => new Date(t);
const fIso = (t) => O.isoDay(t);
const fShort = (t) => `${MONTHS[dd(t).getUTCMonth()].slice(0, 3)} ${dd(t).getUTCDate()}`;
const fLong = (t) => `${MONTHS[dd(t).getUTCMonth()]} ${dd(t).getUTCDate()}${ord(dd(t).getUTCDate())}`;
const fDM = (t) => `${dd(t).getUTCDate()} ${MONTHS[dd(t).getUTCMonth()]}`;
const monthName = (now, back) => MONTHS[dd(O.monthStart(T(now), -back)).getUTCMonth()];
const monthR = (now, back) => R.month(O.monthStart(T(now), -back));
const mondayAgo = (now, weeks) => O.weekStart(T(now)) - weeks * O.WEEK;

const LOW = { confidence: 'low', dataPoints: 0 };
const MONEY = ['workshop_booked', 'Piece Sold', 'GiftVoucherPurchased', 'CommissionAccepted'];
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : round((v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const r2 = (x) => round(x, 2);
const lastDate = (evs) => O.isoDay(time(newestFirst(evs)[0]));
const firstDate = (evs) => O.isoDay(Math.min(...evs.map(time)));

const cnt = (evs, confidence = 'high') => ({ numbers: [evs.length], confidence, dataPoints: evs.length });

// Ranked list expectation with a tie check at the cut.
function ranked(build, n, { ascending = false, confidence = 'high', numbers = true } = {}) {
  const f = (events, now) => {
    const { map, dp } = build(events, now);
    const top = rank(map, { n, ascending });
    return {
      names: top.map(([k]) => k),
      ...(numbers ? { numbers: top.map(([, v]) => r2(v)) } : {}),
      confidence,
      ...(dp !== undefined ? { dataPoints: dp } : {}),
    };
  };
  f.tieAtCut = (events, now) => {
    const all = rank(build(events, now).map, { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return f;
}

function compareExp(evsA, evsB, measure = (e) => e.length, confidence = 'high') {
  const c = change(measure(evsA), measure(evsB));
  const x = {
    numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
    confidence,
    dataPoints: evsA.length + evsB.length,
  };
  if (c.pct !== null) x.percents = [c.pct];
  return x;
}

function convExp(events, range, a, b, confidence = 'high') {
  const c = conversion(events, range, a, b);
  const dp = select(events, { range, names: [a, b] }).length;
  return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
}

const cases = [];
const add = (type, id, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });

// ---- count ---------------------------------------------------------------------------------
add('count', 'count-workshops-all', 'How many workshop_booked events do we have in total?', (ev) =>
  cnt(select(ev, { names: ['workshop_booked'] })),
);
add('count', 'count-kiln-30d', 'hw many KilnFiringLogged entries in the last 30 days?', (ev, now) =>
  cnt(select(ev, { range: R.lastDays(T(now), 30), names: ['KilnFiringLogged'] })),
);
add(
  'count',
  'count-pieces-lastweek',
  'Count of Piece Sold events last week please, for the Monday standup',
  (ev, now) => cnt(select(ev, { range: R.lastWeek(T(now)), names: ['Piece Sold'] })),
);
add(
  'count',
  'count-vouchers-since',
  (now) => `gift voucher purchased count since ${fLong(ago(now, 20))}?`,
  (ev, now) => cnt(select(ev, { range: R.since(ago(now, 20), T(now)), names: ['GiftVoucherPurchased'] })),
);
add(
  'count',
  'count-cancellations-loose',
  'how many class cancellations in the past 14 days? front desk says it feels like a lot',
  (ev, now) => cnt(select(ev, { range: R.lastDays(T(now), 14), names: ['class.cancelled'] }), 'not-high'),
);
add(
  'count',
  'count-user007-rentals-month',
  (now) => `How many times did user_007 do studio-rental-booked in ${monthName(now, 1)}?`,
  (ev, now) => cnt(select(ev, { range: monthR(now, 1), names: ['studio-rental-booked'], user: 'user_007' })),
);
add(
  'count',
  'count-cancel-incident',
  (now) => `number of class.cancelled events on ${fIso(incident(now))} (the day the big kiln died)`,
  (ev, now) => cnt(select(ev, { range: R.on(incident(now)), names: ['class.cancelled'] })),
);
add(
  'count',
  'count-bookings-incident',
  (now) => `how many workshop_booked on ${fShort(incident(now))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.on(incident(now)), names: ['workshop_booked'] });
    return s.length ? cnt(s) : LOW;
  },
  { low: true },
);
add('count', 'count-all-7d', 'Total number of events over the past 7 days?', (ev, now) =>
  cnt(select(ev, { range: R.lastDays(T(now), 7) })),
);
add(
  'count',
  'count-quotes-loose',
  (now) =>
    `how many commission quotes did we send out between ${fIso(ago(now, 60))} and ${fIso(ago(now, 31))}`,
  (ev, now) =>
    cnt(
      select(ev, { range: R.between(ago(now, 60), ago(now, 31)), names: ['commission-quoted'] }),
      'not-high',
    ),
);

// ---- users ---------------------------------------------------------------------------------
const ucnt = (evs, confidence = 'high') => ({
  numbers: [users(evs).size],
  confidence,
  dataPoints: evs.length,
});
add(
  'users',
  'users-workshop-lastmonth',
  'How many unique users had a workshop_booked last month?',
  (ev, now) => ucnt(select(ev, { range: R.lastMonth(T(now)), names: ['workshop_booked'] })),
);
add('users', 'users-active-7d', 'active users in the last 7 days', (ev, now) =>
  ucnt(select(ev, { range: R.lastDays(T(now), 7) })),
);
add(
  'users',
  'users-kiln-all',
  'How many different people have ever logged a Kiln Firing Logged event?',
  (ev) => ucnt(select(ev, { names: ['KilnFiringLogged'] })),
);
add(
  'users',
  'users-bought-piece-loose',
  'how many customers bought a piece from the gallery in the past 2 months',
  (ev, now) => ucnt(select(ev, { range: R.lastMonths(T(now), 2), names: ['Piece Sold'] }), 'not-high'),
);
add(
  'users',
  'users-redeemed-since',
  (now) => `distinct users with voucher_redeemed since ${fDM(ago(now, 45))}`,
  (ev, now) => ucnt(select(ev, { range: R.since(ago(now, 45), T(now)), names: ['voucher_redeemed'] })),
);
add(
  'users',
  'users-active-month',
  (now) => `For the board deck: how many people were active in ${monthName(now, 2)}?`,
  (ev, now) => ucnt(select(ev, { range: monthR(now, 2) })),
);
add(
  'users',
  'users-accepted-60d',
  'unique customers with CommissionAccepted in the past 60 days',
  (ev, now) => ucnt(select(ev, { range: R.lastDays(T(now), 60), names: ['CommissionAccepted'] })),
);
add('users', 'users-glaze-unknown', 'How many users did glaze_mixed this quarter?', () => LOW, { low: true });
add(
  'users',
  'users-rental-3w',
  'how many people booked studio rental hours (studio-rental-booked) in the last 3 weeks',
  (ev, now) => ucnt(select(ev, { range: R.lastWeeks(T(now), 3), names: ['studio-rental-booked'] })),
);

// ---- value ---------------------------------------------------------------------------------
const vx = (x, evs, confidence = 'high') => ({ numbers: [r2(x)], confidence, dataPoints: evs.length });
add('value', 'value-pieces-lastmonth', 'What was the total value of Piece Sold last month?', (ev, now) => {
  const s = select(ev, { range: R.lastMonth(T(now)), names: ['Piece Sold'] });
  return vx(sum(s), s);
});
add(
  'value',
  'value-workshop-avg',
  'average workshop_booked value? trying to work out our typical seat price',
  (ev) => {
    const s = select(ev, { names: ['workshop_booked'] });
    return vx(avg(s), s);
  },
);
add('value', 'value-piece-median-30d', 'median Piece Sold amount over the last 30 days', (ev, now) => {
  const s = select(ev, { range: R.lastDays(T(now), 30), names: ['Piece Sold'] });
  return vx(median(s), s);
});
add('value', 'value-quote-max', 'Whats the biggest commission-quoted amount we ever gave?', (ev) => {
  const s = select(ev, { names: ['commission-quoted'] });
  return vx(max(s), s);
});
add(
  'value',
  'value-voucher-min-60d',
  'smallest GiftVoucherPurchased value in the past 60 days',
  (ev, now) => {
    const s = select(ev, { range: R.lastDays(T(now), 60), names: ['GiftVoucherPurchased'] });
    return vx(min(s), s);
  },
);
add(
  'value',
  'value-kiln-avg-lastweek',
  'Mean KilnFiringLogged value last week (firing length in hours)',
  (ev, now) => {
    const s = select(ev, { range: R.lastWeek(T(now)), names: ['KilnFiringLogged'] });
    return vx(avg(s), s);
  },
);
add(
  'value',
  'value-revenue-lastmonth',
  'finance here - how much revenue did we bring in last month?',
  (ev, now) => {
    const s = select(ev, { range: R.lastMonth(T(now)), names: MONEY });
    return { numbers: [r2(sum(s))], names: MONEY, unordered: true, confidence: 'not-high' };
  },
);
add(
  'value',
  'value-refunds-loose',
  'total refunds paid out for cancelled classes in the past 90 days?',
  (ev, now) => {
    const s = select(ev, { range: R.lastDays(T(now), 90), names: ['class.cancelled'] });
    return vx(sum(s), s, 'not-high');
  },
);
add(
  'value',
  'value-user007-rental-hours',
  (now) => `sum of studio-rental-booked value for user_007 since ${fIso(ago(now, 28))}`,
  (ev, now) => {
    const s = select(ev, {
      range: R.since(ago(now, 28), T(now)),
      names: ['studio-rental-booked'],
      user: 'user_007',
    });
    return vx(sum(s), s);
  },
);
add('value', 'value-nobody-spent', `total Piece Sold value for ${NOBODY}`, () => LOW, { low: true });

// ---- top-events ----------------------------------------------------------------------------
const evMap = (range, user) => (ev, now) => {
  const s = select(ev, { range: range(now), user });
  return { map: tally(s, O.byName), dp: s.length };
};
add(
  'top-events',
  'top-events-lastmonth',
  'top 5 events last month',
  ranked(
    evMap((now) => R.lastMonth(T(now))),
    5,
  ),
);
add(
  'top-events',
  'top-events-14d',
  'What are the three most common events in the last 14 days?',
  ranked(
    evMap((now) => R.lastDays(T(now), 14)),
    3,
  ),
);
add(
  'top-events',
  'top-events-least-all',
  'least common event overall?',
  ranked(
    evMap(() => R.all()),
    1,
    { ascending: true },
  ),
);
add(
  'top-events',
  'top-events-yesterday',
  'most frequent event yesterday',
  ranked(
    evMap((now) => R.yesterday(T(now))),
    1,
  ),
);
add(
  'top-events',
  'top-events-since',
  (now) => `top events since ${fShort(ago(now, 40))}`,
  ranked(
    evMap((now) => R.since(ago(now, 40), T(now))),
    5,
  ),
);
add(
  'top-events',
  'top-events-between',
  (now) =>
    `Top 3 event types between ${fIso(ago(now, 100))} and ${fIso(ago(now, 70))}, asking because we're redoing the dashboard`,
  ranked(
    evMap((now) => R.between(ago(now, 100), ago(now, 70))),
    3,
  ),
);
add(
  'top-events',
  'top-events-common-3m',
  'what was the most common event type in the past 3 months',
  ranked(
    evMap((now) => R.lastMonths(T(now), 3)),
    1,
  ),
);
add(
  'top-events',
  'top-events-user007',
  'top 3 events for user_007',
  ranked(
    evMap(() => R.all(), 'user_007'),
    3,
  ),
);

// ---- top-users -----------------------------------------------------------------------------
const usMap = (range, names, measure) => (ev, now) => {
  const s = select(ev, { range: range(now), names });
  return { map: tally(s, O.byUser, measure), dp: s.length };
};
add(
  'top-users',
  'top-users-all',
  'who are our 2 most active users?',
  ranked(
    usMap(() => R.all()),
    2,
  ),
);
add(
  'top-users',
  'top-users-piece-value',
  'Top 3 users by total Piece Sold value',
  ranked(
    usMap(() => R.all(), ['Piece Sold'], O.value),
    3,
  ),
);
add(
  'top-users',
  'top-users-spenders-60d',
  'top spenders over the last 60 days',
  ranked(
    usMap((now) => R.lastDays(T(now), 60), MONEY, O.value),
    5,
    { confidence: 'not-high' },
  ),
);
add(
  'top-users',
  'top-users-kiln-lastmonth',
  'which user logged the most KilnFiringLogged last month?',
  ranked(
    usMap((now) => R.lastMonth(T(now)), ['KilnFiringLogged']),
    1,
  ),
);
add(
  'top-users',
  'top-users-lastweek',
  'who was the single most active user last week, by number of events?',
  ranked(
    usMap((now) => R.lastWeek(T(now))),
    1,
  ),
);
add(
  'top-users',
  'top-users-workshops-90d',
  'Who spent the most on workshop_booked in the past 90 days (by total value)?',
  ranked(
    usMap((now) => R.lastDays(T(now), 90), ['workshop_booked'], O.value),
    1,
  ),
);
add(
  'top-users',
  'top-users-month',
  (now) => `most active customer in ${monthName(now, 1)}`,
  ranked(
    usMap((now) => monthR(now, 1)),
    1,
  ),
);
add(
  'top-users',
  'top-users-vouchers',
  'which user has the highest total eventValue of GiftVoucherPurchased?',
  ranked(
    usMap(() => R.all(), ['GiftVoucherPurchased'], O.value),
    1,
  ),
);

// ---- user ----------------------------------------------------------------------------------
add('user', 'user-007-count', 'how many events has user_007 done?', (ev) =>
  cnt(select(ev, { user: 'user_007' })),
);
add('user', 'user-048-first-last', 'When did user_048 first show up, and when were they last seen?', (ev) => {
  const s = select(ev, { user: 'user_048' });
  return { names: [firstDate(s), lastDate(s)], confidence: 'high', dataPoints: s.length };
});
add('user', 'user-455-names', 'which event names has user_455 used so far?', (ev) => {
  const s = select(ev, { user: 'user_455' });
  return { names: [...new Set(s.map(O.byName))], unordered: true, confidence: 'high', dataPoints: s.length };
});
add('user', 'user-123-recent', "show me user_123's 3 most recent events", (ev) => {
  const s = select(ev, { user: 'user_123' });
  return {
    names: [...new Set(newestFirst(s).slice(0, 3).map(O.byName))],
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
add('user', 'user-123-pieces-lastmonth', 'How many Piece Sold did user_123 have last month?', (ev, now) =>
  cnt(select(ev, { range: R.lastMonth(T(now)), names: ['Piece Sold'], user: 'user_123' })),
);
add(
  'user',
  'user-261-since',
  (now) => `what has user_261 been up to since ${fLong(ago(now, 55))}? number of events is enough`,
  (ev, now) => cnt(select(ev, { range: R.since(ago(now, 55), T(now)), user: 'user_261' })),
);
add('user', 'user-nobody-lastseen', `when was ${NOBODY} last seen?`, () => LOW, { low: true });
add(
  'user',
  'user-455-first',
  'first seen date for user_455? support wants to know how new they are',
  (ev) => {
    const s = select(ev, { user: 'user_455' });
    return { names: [firstDate(s)], confidence: 'high', dataPoints: s.length };
  },
);
add('user', 'user-310-voucher-total', "What's user_310's total GiftVoucherPurchased value?", (ev) => {
  const s = select(ev, { user: 'user_310', names: ['GiftVoucherPurchased'] });
  return vx(sum(s), s);
});

// ---- breakdown -----------------------------------------------------------------------------
const bdTop = (range, names, key, measure) => (ev, now) => {
  const s = select(ev, { range: range(now), names });
  return { map: tally(s, key, measure), dp: s.length };
};
function series(range, names, key) {
  return (ev, now) => {
    const s = select(ev, { range: range(now), names });
    const m = [...tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: m.map(([k]) => k),
      numbers: m.map(([, v]) => v),
      confidence: 'high',
      dataPoints: s.length,
    };
  };
}
add(
  'breakdown',
  'bd-workshop-weekday',
  'workshop_booked value by weekday - which weekday brings in the most?',
  ranked(
    bdTop(() => R.all(), ['workshop_booked'], O.byWeekday, O.value),
    1,
  ),
);
add(
  'breakdown',
  'bd-pieces-monthly',
  (now) => `monthly breakdown of Piece Sold since ${fIso(O.monthStart(T(now), -2))}`,
  series((now) => R.since(O.monthStart(T(now), -2), T(now)), ['Piece Sold'], O.byMonth),
);
add(
  'breakdown',
  'bd-gallery-hour',
  'busiest hour of the day for gallery.viewed?',
  ranked(
    bdTop(() => R.all(), ['gallery.viewed'], O.byHour),
    1,
  ),
);
add(
  'breakdown',
  'bd-cancel-peak-day',
  'daily class.cancelled counts for the last 60 days - which day peaked?',
  ranked(
    bdTop((now) => R.lastDays(T(now), 60), ['class.cancelled'], O.byDay),
    1,
  ),
);
add(
  'breakdown',
  'bd-workshop-weekly',
  (now) =>
    `weekly workshop_booked counts from ${fIso(mondayAgo(now, 5))} to ${fIso(mondayAgo(now, 1) - DAY)}`,
  series((now) => R.between(mondayAgo(now, 5), mondayAgo(now, 1) - DAY), ['workshop_booked'], O.byWeek),
);
add(
  'breakdown',
  'bd-pieces-weekday',
  'On which weekday is our Piece Sold value highest?',
  ranked(
    bdTop(() => R.all(), ['Piece Sold'], O.byWeekday, O.value),
    1,
  ),
);
add(
  'breakdown',
  'bd-busiest-day-lastmonth',
  'which day last month had the highest Piece Sold value in total?',
  ranked(
    bdTop((now) => R.lastMonth(T(now)), ['Piece Sold'], O.byDay, O.value),
    1,
  ),
);
add(
  'breakdown',
  'bd-daily-lastweek',
  'events per day last week',
  series((now) => R.lastWeek(T(now)), undefined, O.byDay),
);

// ---- compare -------------------------------------------------------------------------------
const cmp = (ra, rb, names, measure, confidence) => (ev, now) =>
  compareExp(
    select(ev, { range: ra(now), names }),
    select(ev, { range: rb(now), names }),
    measure,
    confidence,
  );
const nUsers = (s) => users(s).size;
add(
  'compare',
  'cmp-workshop-7d',
  'workshop_booked total value in the last 7 days vs the 7 days before?',
  cmp(
    (now) => ({ from: T(now) - 14 * DAY, to: T(now) - 7 * DAY }),
    (now) => R.lastDays(T(now), 7),
    ['workshop_booked'],
    sum,
  ),
);
add(
  'compare',
  'cmp-piece-value-months',
  'Piece Sold total value last month compared with the month before',
  cmp(
    (now) => monthR(now, 2),
    (now) => R.lastMonth(T(now)),
    ['Piece Sold'],
    sum,
  ),
);
add(
  'compare',
  'cmp-gallery-growing',
  'is gallery.viewed growing? last 30 days vs the previous 30',
  cmp(
    (now) => ({ from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }),
    (now) => R.lastDays(T(now), 30),
    ['gallery.viewed'],
  ),
);
add(
  'compare',
  'cmp-active-users-weeks',
  'active users last week vs the week before',
  cmp(
    (now) => ({ from: mondayAgo(now, 2), to: mondayAgo(now, 1) }),
    (now) => R.lastWeek(T(now)),
    undefined,
    nUsers,
  ),
);
add(
  'compare',
  'cmp-workshop-value-months',
  (now) => `compare ${monthName(now, 2)} and ${monthName(now, 1)}: total workshop_booked value`,
  cmp(
    (now) => monthR(now, 2),
    (now) => monthR(now, 1),
    ['workshop_booked'],
    sum,
  ),
);
add(
  'compare',
  'cmp-kiln-14d',
  'total KilnFiringLogged hours (value) over the past 14 days compared with the 14 days before that',
  cmp(
    (now) => ({ from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }),
    (now) => R.lastDays(T(now), 14),
    ['KilnFiringLogged'],
    sum,
  ),
);
add(
  'compare',
  'cmp-signups-30d',
  'account_created last 30 days vs prior 30 days — are signups picking up?',
  cmp(
    (now) => ({ from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }),
    (now) => R.lastDays(T(now), 30),
    ['account_created'],
  ),
);
add(
  'compare',
  'cmp-events-yesterday',
  'total events yesterday compared to the day before',
  cmp(
    (now) => ({ from: O.dayStart(T(now)) - 2 * DAY, to: O.dayStart(T(now)) - DAY }),
    (now) => R.yesterday(T(now)),
  ),
);

// ---- share ---------------------------------------------------------------------------------
const shareEv = (range, pred) => (ev, now) => {
  const s = select(ev, { range: range(now) });
  return { percents: [percent(s.filter(pred).length, s.length)], confidence: 'high', dataPoints: s.length };
};
const shareUsers = (range, names) => (ev, now) => {
  const s = select(ev, { range: range(now) });
  const did = users(s.filter((e) => names.includes(e.eventName))).size;
  return { percents: [percent(did, users(s).size)], confidence: 'high', dataPoints: s.length };
};
add(
  'share',
  'share-gallery-all',
  'what % of all events are gallery.viewed?',
  shareEv(
    () => R.all(),
    (e) => e.eventName === 'gallery.viewed',
  ),
);
add(
  'share',
  'share-workshop-lastmonth',
  "share of workshop_booked in last month's events",
  shareEv(
    (now) => R.lastMonth(T(now)),
    (e) => e.eventName === 'workshop_booked',
  ),
);
add(
  'share',
  'share-users-workshop-30d',
  'What percentage of active users in the last 30 days booked a workshop (workshop_booked)?',
  shareUsers((now) => R.lastDays(T(now), 30), ['workshop_booked']),
);
add(
  'share',
  'share-users-piece-all',
  'what fraction of users have ever had a Piece Sold event? as a percent',
  shareUsers(() => R.all(), ['Piece Sold']),
);
add(
  'share',
  'share-cancel-lastweek',
  'percent of events last week that were class.cancelled',
  shareEv(
    (now) => R.lastWeek(T(now)),
    (e) => e.eventName === 'class.cancelled',
  ),
);
add(
  'share',
  'share-user007',
  'What share of all activity comes from user_007? curious how dependent we are on our resident',
  shareEv(
    () => R.all(),
    (e) => e.userId === 'user_007',
  ),
);
add(
  'share',
  'share-users-redeem-since',
  (now) => `% of active users who did voucher_redeemed since ${fIso(ago(now, 50))}`,
  shareUsers((now) => R.since(ago(now, 50), T(now)), ['voucher_redeemed']),
);
add(
  'share',
  'share-cancel-incident',
  (now) => `what portion of the events on ${fDM(incident(now))} were class.cancelled?`,
  shareEv(
    (now) => R.on(incident(now)),
    (e) => e.eventName === 'class.cancelled',
  ),
);

// ---- conversion ----------------------------------------------------------------------------
const conv = (range, a, b, confidence) => (ev, now) => convExp(ev, range(now), a, b, confidence);
add(
  'conversion',
  'conv-quote-accept',
  'of the users who got a commission-quoted, how many went on to CommissionAccepted?',
  conv(() => R.all(), 'commission-quoted', 'CommissionAccepted'),
);
add(
  'conversion',
  'conv-signup-workshop-60d',
  'account_created → workshop_booked conversion in the last 60 days',
  conv((now) => R.lastDays(T(now), 60), 'account_created', 'workshop_booked'),
);
add(
  'conversion',
  'conv-gallery-piece-30d',
  'conversion from gallery.viewed to Piece Sold over the past 30 days?',
  conv((now) => R.lastDays(T(now), 30), 'gallery.viewed', 'Piece Sold'),
);
add(
  'conversion',
  'conv-workshop-cancel-since',
  (now) =>
    `since ${fShort(ago(now, 75))}, of people who did workshop_booked how many later did class.cancelled`,
  conv((now) => R.since(ago(now, 75), T(now)), 'workshop_booked', 'class.cancelled'),
);
add(
  'conversion',
  'conv-voucher-redeem',
  'Of users with GiftVoucherPurchased, what percentage later had voucher_redeemed?',
  conv(() => R.all(), 'GiftVoucherPurchased', 'voucher_redeemed'),
);
add(
  'conversion',
  'conv-signup-rental-90d',
  'account_created to studio-rental-booked conversion, last 90 days',
  conv((now) => R.lastDays(T(now), 90), 'account_created', 'studio-rental-booked'),
);
add(
  'conversion',
  'conv-rental-kiln-lastmonth',
  'last month: users who did studio-rental-booked, how many then logged KilnFiringLogged after?',
  conv((now) => R.lastMonth(T(now)), 'studio-rental-booked', 'KilnFiringLogged'),
);
add(
  'conversion',
  'conv-signup-book-loose',
  'how many people who signed up went on to book a workshop? in %',
  conv(() => R.all(), 'account_created', 'workshop_booked', 'not-high'),
);

// ---- churn ---------------------------------------------------------------------------------
add(
  'churn',
  'churn-months',
  (now) => `How many users active in ${monthName(now, 2)} were not active in ${monthName(now, 1)}?`,
  (ev, now) => ({ numbers: [churned(ev, monthR(now, 2), monthR(now, 1)).length], confidence: 'high' }),
);
add('churn', 'new-users-30d', 'new users in the last 30 days?', (ev, now) => ({
  numbers: [newUsers(ev, R.lastDays(T(now), 30)).length],
  confidence: 'high',
}));
add(
  'churn',
  'churn-window-ranges',
  (now) =>
    `users active between ${fIso(ago(now, 90))} and ${fIso(ago(now, 61))} with no events since ${fIso(ago(now, 60))} - how many?`,
  (ev, now) => ({
    numbers: [churned(ev, R.between(ago(now, 90), ago(now, 61)), R.since(ago(now, 60), T(now))).length],
    confidence: 'high',
  }),
);
add(
  'churn',
  'new-users-lastweek',
  'how many brand new customers did we get last week (first event ever)?',
  (ev, now) => ({ numbers: [newUsers(ev, R.lastWeek(T(now))).length], confidence: 'high' }),
);
add(
  'churn',
  'new-users-month',
  (now) => `new users in ${monthName(now, 1)}`,
  (ev, now) => ({ numbers: [newUsers(ev, monthR(now, 1)).length], confidence: 'high' }),
);
add(
  'churn',
  'churn-30-vs-30',
  'users who were active in the 30 days before the last 30 days, but not in the last 30 days: how many churned?',
  (ev, now) => ({
    numbers: [churned(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, R.lastDays(T(now), 30)).length],
    confidence: 'high',
  }),
);
add(
  'churn',
  'new-users-since',
  (now) => `How many users had their first ever event since ${fLong(ago(now, 21))}?`,
  (ev, now) => ({ numbers: [newUsers(ev, R.since(ago(now, 21), T(now))).length], confidence: 'high' }),
);
add(
  'churn',
  'churn-before-since',
  (now) => `users who were active before ${fIso(ago(now, 45))} and haven't come back since then`,
  (ev, now) => ({
    numbers: [churned(ev, R.before(ago(now, 45)), R.since(ago(now, 45), T(now))).length],
    confidence: 'high',
  }),
);

// ---- recency -------------------------------------------------------------------------------
const lastX =
  (names, user, confidence = 'high') =>
  (ev) => {
    const s = select(ev, { names, user });
    return { names: [lastDate(s)], confidence, dataPoints: s.length };
  };
add('recency', 'rec-last-accepted', 'when was the last CommissionAccepted?', lastX(['CommissionAccepted']));
add(
  'recency',
  'rec-any-redeem-7d',
  'did anyone redeem a voucher (voucher_redeemed) in the past 7 days? how many times',
  (ev, now) => cnt(select(ev, { range: R.lastDays(T(now), 7), names: ['voucher_redeemed'] })),
);
add(
  'recency',
  'rec-user007-kiln',
  'last time user_007 logged a KilnFiringLogged?',
  lastX(['KilnFiringLogged'], 'user_007'),
);
add(
  'recency',
  'rec-workshop-loose',
  'when did somebody last book a workshop?',
  lastX(['workshop_booked'], undefined, 'not-high'),
);
add(
  'recency',
  'rec-048-30d',
  'Has user_048 done anything in the last 30 days?',
  (ev, now) => {
    const s = select(ev, { range: R.lastDays(T(now), 30), user: 'user_048' });
    return s.length ? cnt(s) : LOW;
  },
  { low: true },
);
add('recency', 'rec-last-piece', 'most recent Piece Sold - when was it?', lastX(['Piece Sold']));
add(
  'recency',
  'rec-cancel-before',
  (now) => `when was the last class.cancelled before ${fIso(ago(now, 30))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.before(ago(now, 30)), names: ['class.cancelled'] });
    return { names: [lastDate(s)], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'recency',
  'rec-voucher-month',
  (now) => `did anybody have a GiftVoucherPurchased in ${monthName(now, 1)}?`,
  (ev, now) => cnt(select(ev, { range: monthR(now, 1), names: ['GiftVoucherPurchased'] })),
);
add('recency', 'rec-unknown-recycled', 'when was the last glass_recycled event?', () => LOW, { low: true });

// ---- catalogue -----------------------------------------------------------------------------
add('catalogue', 'cat-names', 'what event names exist in our data?', (ev) => ({
  names: [...new Set(ev.map(O.byName))],
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-users', 'how many users are there in total?', (ev) => ({
  numbers: [users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-events', 'How many events have been recorded overall?', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add(
  'catalogue',
  'cat-types-counts',
  'list every event type with its count',
  ranked((ev) => ({ map: tally(ev, O.byName), dp: ev.length }), 11),
);
add('catalogue', 'cat-n-types', 'how many distinct event types do we track?', (ev) => ({
  numbers: [new Set(ev.map(O.byName)).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-overview', 'quick overview pls: total users and total events in the account', (ev) => ({
  numbers: [users(ev).size, ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add(
  'catalogue',
  'cat-users-and-names',
  'How many users do we have and how many different event names are there?',
  (ev) => ({
    numbers: [users(ev).size, new Set(ev.map(O.byName)).size],
    confidence: 'high',
    dataPoints: ev.length,
  }),
);

// ---- other ---------------------------------------------------------------------------------
const other = (id, q) => add('other', id, q, () => LOW);
other('other-weather', "what's the weather going to be like for the outdoor glass market tomorrow?");
other('other-colours', 'which glass colours sell best? cobalt vs amber');
other('other-margin', 'What is our profit margin on pieces after material and gas costs?');
other('other-propane', 'How much propane did the furnace burn last week?');
other('other-phone', 'can you give me the phone number and email for user_123');
other('other-instructor', 'Which instructor gets the best reviews from workshop students?');
other('other-cancel-why', 'why do people cancel their classes? what reasons do they give');
other('other-predict', 'predict exactly how many pieces we will sell next Christmas');
other('other-staff', 'how many hours did each staff member work in the hot shop?');

export { cases };
