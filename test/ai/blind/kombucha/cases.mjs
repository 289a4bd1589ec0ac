/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, select, users, sum, rank, tally, percent, round, isoDay, DAY, MONTHS } = O;
const MONEY = ['subscription_started', 'checkout.completed', 'giftcard.purchased', 'WholesaleOrder'];
const P = PERSONAS;

// ---- date words for questions ---------------------------------------------------------------
const day0 = (now, k) => O.dayStart(+now) - k * DAY;
const ord = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const iso = (t) => isoDay(t);
const longDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}${ord(d.getUTCDate())}`;
};
const shortDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const dmy = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const prevMonth = (now) => O.monthStart(+now, -1);
const prev2Month = (now) => O.monthStart(+now, -2);
const incident = (now) => day0(now, 23);

// ---- expectation builders -------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const sel = (ev, now, s) =>
  select(ev, { range: s.range ? s.range(+now) : undefined, names: s.names, user: s.user });

const count =
  (s, confidence = 'high') =>
  (ev, now) => {
    const x = sel(ev, now, s);
    return { numbers: [x.length], confidence, dataPoints: x.length };
  };
const distinct =
  (s, confidence = 'high') =>
  (ev, now) => {
    const x = sel(ev, now, s);
    return { numbers: [users(x).size], confidence, dataPoints: x.length };
  };
const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const measure =
  (s, how, confidence = 'high') =>
  (ev, now) => {
    const x = sel(ev, now, s);
    const vals = x.map((e) => e.eventValue);
    const v =
      how === 'sum'
        ? round(sum(x), 2)
        : how === 'avg'
          ? O.avg(x)
          : how === 'min'
            ? O.min(x)
            : how === 'max'
              ? O.max(x)
              : round(median(vals), 2);
    return { numbers: [v], confidence, dataPoints: x.length };
  };
function top(s, key, n, { by = () => 1, ascending = false, confidence = 'high', withNumbers = true } = {}) {
  const full = (ev, now) => rank(tally(sel(ev, now, s), key, by), { ascending });
  const f = (ev, now) => {
    const x = sel(ev, now, s);
    const r = full(ev, now).slice(0, n);
    const out = { names: r.map((p) => p[0]), confidence, dataPoints: x.length };
    if (withNumbers) out.numbers = r.map((p) => round(p[1], 2));
    return out;
  };
  f.tieAtCut = (ev, now) => {
    const r = full(ev, now);
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return f;
}
// chronological breakdown: every bucket with its count
const series = (s, key) => (ev, now) => {
  const x = sel(ev, now, s);
  const m = [...tally(x, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return { names: m.map((p) => p[0]), numbers: m.map((p) => p[1]), confidence: 'high', dataPoints: x.length };
};
const compare =
  (sA, sB, how = 'count', confidence = 'high') =>
  (ev, now) => {
    const a = sel(ev, now, sA),
      b = sel(ev, now, sB);
    const f = (x) => (how === 'count' ? x.length : how === 'users' ? users(x).size : round(sum(x), 2));
    const c = O.change(f(a), f(b));
    const out = {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      confidence,
      dataPoints: a.length + b.length,
    };
    if (c.pct !== null) out.percents = [c.pct];
    return out;
  };
const shareEvents =
  (s, names, confidence = 'high') =>
  (ev, now) => {
    const all = sel(ev, now, s),
      part = all.filter((e) => names.includes(e.eventName));
    return {
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      confidence,
      dataPoints: all.length,
    };
  };
const shareUsers =
  (s, names, confidence = 'high') =>
  (ev, now) => {
    const all = sel(ev, now, s),
      did = users(all.filter((e) => names.includes(e.eventName))),
      act = users(all);
    return {
      numbers: [did.size, act.size],
      percents: [percent(did.size, act.size)],
      confidence,
      dataPoints: all.length,
    };
  };
const conv =
  (range, a, b, confidence = 'high') =>
  (ev, now) => {
    const r = range ? range(+now) : R.all();
    const c = O.conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  };
const churn = (active, inactive) => (ev, now) => ({
  numbers: [O.churned(ev, active(+now), inactive(+now)).length],
  confidence: 'high',
});
const fresh =
  (range, confidence = 'high') =>
  (ev, now) => ({ numbers: [O.newUsers(ev, range(+now)).length], confidence });
const lastOf =
  (s, confidence = 'high') =>
  (ev, now) => {
    const x = sel(ev, now, s);
    return { names: [iso(O.time(O.newestFirst(x)[0]))], confidence, dataPoints: x.length };
  };
const firstLast = (s) => (ev, now) => {
  const x = sel(ev, now, s),
    nf = O.newestFirst(x);
  return {
    numbers: [x.length],
    names: [iso(O.time(nf[nf.length - 1])), iso(O.time(nf[0]))],
    confidence: 'high',
    dataPoints: x.length,
  };
};
const catalogue = (what) => (ev) => {
  const out = { confidence: 'high', dataPoints: ev.length };
  const names = [...new Set(ev.map((e) => e.eventName))];
  if (what.includes('names')) {
    out.names = names;
    out.unordered = true;
  }
  const nums = [];
  if (what.includes('kinds')) nums.push(names.length);
  if (what.includes('events')) nums.push(ev.length);
  if (what.includes('users')) nums.push(users(ev).size);
  if (nums.length) out.numbers = nums;
  return out;
};

const last = (n) => (now) => R.lastDays(now, n);
const c = (id, type, question, expect, extra = {}) => ({ id, type, question, expect, ...extra });

export const cases = [
  // ---- count ------------------------------------------------------------------------------
  c('count-all', 'count', 'how many events do we have in total?', count({})),
  c(
    'count-ship-7d',
    'count',
    'How many bottle_shipped events in the last 7 days?',
    count({ range: last(7), names: ['bottle_shipped'] }),
  ),
  c(
    'count-wholesale-lastmonth',
    'count',
    'finance here — number of WholesaleOrder events last month please',
    count({ range: R.lastMonth, names: ['WholesaleOrder'] }),
  ),
  c('count-pv-today', 'count', 'page views today so far?', count({ range: R.today, names: ['page_view'] })),
  c(
    'count-incident',
    'count',
    (now) =>
      `how many page_view events were there on ${iso(incident(now))}? that was the day the cooler died`,
    count({ range: (now) => R.on(incident(now)), names: ['page_view'] }),
  ),
  c(
    'count-cancel-between',
    'count',
    (now) => `Count of SubscriptionCancelled between ${iso(day0(now, 60))} and ${iso(day0(now, 20))}`,
    count({ range: (now) => R.between(day0(now, 60), day0(now, 20)), names: ['SubscriptionCancelled'] }),
  ),
  c(
    'count-refill-since',
    'count',
    (now) => `refill returned events since ${longDay(day0(now, 12))}?`,
    count({ range: (now) => R.since(day0(now, 12), now), names: ['refill-returned'] }),
  ),
  c(
    'count-loose-cancellations',
    'count',
    'how many cancellations have we had in the past 30 days',
    count({ range: last(30), names: ['SubscriptionCancelled'] }, 'not-high'),
  ),
  c(
    'count-loose-giftcards',
    'count',
    'How many gift cards did people buy in the last 2 weeks?',
    count({ range: (now) => R.lastWeeks(now, 2), names: ['giftcard.purchased'] }, 'not-high'),
  ),
  c(
    'count-superfan-lastweek',
    'count',
    `how many events did ${P.superfan} have last week`,
    count({ range: R.lastWeek, user: P.superfan }),
  ),
  c(
    'count-yesterday',
    'count',
    'how many Flavour Rated events came in yesterday?',
    count({ range: R.yesterday, names: ['Flavour Rated'] }),
  ),
  c(
    'count-6h',
    'count',
    'page_view count for the last 6 hours — checking the site is alive',
    count({ range: (now) => R.lastHours(now, 6), names: ['page_view'] }),
  ),
  c(
    'count-before',
    'count',
    (now) => `how many subscription_started events happened before ${iso(day0(now, 60))}?`,
    count({ range: (now) => R.before(day0(now, 60)), names: ['subscription_started'] }),
  ),
  c(
    'count-longday',
    'count',
    (now) => `total number of events on ${longDay(day0(now, 9))}`,
    count({ range: (now) => R.on(day0(now, 9)) }),
  ),
  c('count-unknown-keg', 'count', 'how many keg_returned events last month?', LOW, { low: true }),

  // ---- users ------------------------------------------------------------------------------
  c('users-all', 'users', 'How many unique customers have we got overall?', distinct({})),
  c('users-7d', 'users', 'active users in the past 7 days', distinct({ range: last(7) })),
  c(
    'users-rated-lastmonth',
    'users',
    'how many distinct people left a Flavour Rated event last month',
    distinct({ range: R.lastMonth, names: ['Flavour Rated'] }),
  ),
  c(
    'users-box-30d',
    'users',
    'number of users who did Box Customised in the last 30 days?',
    distinct({ range: last(30), names: ['Box Customised'] }),
  ),
  c(
    'users-today',
    'users',
    'how many ppl are on the site today (any activity)',
    distinct({ range: R.today }),
  ),
  c(
    'users-checkout-month',
    'users',
    (now) => `unique users with checkout.completed in ${monthName(prevMonth(now))}`,
    distinct({ range: (now) => R.month(prevMonth(now)), names: ['checkout.completed'] }),
  ),
  c(
    'users-loose-referrers',
    'users',
    'how many customers referred a friend in the last 3 months?',
    distinct({ range: (now) => R.lastMonths(now, 3), names: ['referral-sent'] }, 'not-high'),
  ),
  c('users-thisweek', 'users', 'Active users this week?', distinct({ range: R.thisWeek })),
  c(
    'users-24h',
    'users',
    'how many distinct users in the last 24 hours?',
    distinct({ range: (now) => R.lastDays(now, 1) }),
  ),
  c('users-unknown-tasting', 'users', 'how many users did tasting_booked this month', LOW, { low: true }),

  // ---- value ------------------------------------------------------------------------------
  c(
    'value-wholesale-sum-lastmonth',
    'value',
    'total value of WholesaleOrder last month — need it for the board deck',
    measure({ range: R.lastMonth, names: ['WholesaleOrder'] }, 'sum'),
  ),
  c(
    'value-rating-avg',
    'value',
    'whats the average value of Flavour Rated events over all time',
    measure({ names: ['Flavour Rated'] }, 'avg'),
  ),
  c(
    'value-checkout-max',
    'value',
    'biggest single checkout.completed amount in the past 30 days?',
    measure({ range: last(30), names: ['checkout.completed'] }, 'max'),
  ),
  c(
    'value-checkout-min',
    'value',
    'smallest checkout.completed value ever',
    measure({ names: ['checkout.completed'] }, 'min'),
  ),
  c(
    'value-wholesale-median',
    'value',
    'median WholesaleOrder value, all time',
    measure({ names: ['WholesaleOrder'] }, 'median'),
  ),
  c(
    'value-gift-sum-60d',
    'value',
    'sum of giftcard.purchased eventValue in the last 60 days',
    measure({ range: last(60), names: ['giftcard.purchased'] }, 'sum'),
  ),
  c(
    'value-bottles-lastweek',
    'value',
    'total eventValue of bottle_shipped last week (that is the bottle count)',
    measure({ range: R.lastWeek, names: ['bottle_shipped'] }, 'sum'),
  ),
  c(
    'value-sub-avg-month',
    'value',
    (now) => `average subscription_started value in ${monthYear(prevMonth(now))}`,
    measure({ range: (now) => R.month(prevMonth(now)), names: ['subscription_started'] }, 'avg'),
  ),
  c(
    'value-revenue-30d',
    'value',
    'what was our revenue in the last 30 days?',
    measure({ range: last(30), names: MONEY }, 'sum', 'not-high'),
  ),
  c(
    'value-loose-rating',
    'value',
    'average flavour rating score this year?',
    measure({ range: R.thisYear, names: ['Flavour Rated'] }, 'avg', 'not-high'),
  ),
  c(
    'value-pastweek-wholesale',
    'value',
    'average WholesaleOrder amount in the past week',
    measure({ range: last(7), names: ['WholesaleOrder'] }, 'avg'),
  ),
  c('value-unknown-tips', 'value', 'total tip_added value last 30 days', LOW, { low: true }),

  // ---- top-events -------------------------------------------------------------------------
  c('top-events-all', 'top-events', 'what are our most common events?', top({}, O.byName, 5)),
  c(
    'top-events-3-lastmonth',
    'top-events',
    'top 3 events last month',
    top({ range: R.lastMonth }, O.byName, 3),
  ),
  c(
    'top-events-least',
    'top-events',
    'which 3 event types happen the least, all time?',
    top({}, O.byName, 3, { ascending: true }),
  ),
  c(
    'top-events-30d-nonpv',
    'top-events',
    'ops standup: top 4 events in the past 30 days pls',
    top({ range: last(30) }, O.byName, 4),
  ),
  c(
    'top-events-incident',
    'top-events',
    (now) => `most frequent event on ${shortDay(incident(now))}?`,
    top({ range: (now) => R.on(incident(now)) }, O.byName, 1),
  ),
  c(
    'top-events-14d',
    'top-events',
    'top 3 events over the past fortnight (14 days)',
    top({ range: last(14) }, O.byName, 3),
  ),
  c(
    'top-events-one-superfan',
    'top-events',
    `what's the single most common thing ${P.superfan} does?`,
    top({ user: P.superfan }, O.byName, 1),
  ),
  c(
    'top-events-6-since',
    'top-events',
    (now) => `top 6 events since ${dmy(day0(now, 45))}`,
    top({ range: (now) => R.since(day0(now, 45), now) }, O.byName, 6),
  ),

  // ---- top-users --------------------------------------------------------------------------
  c('top-users-all', 'top-users', 'who are our 3 most active users?', top({}, O.byUser, 3)),
  c(
    'top-users-30d',
    'top-users',
    'who has been our most active customer in the last 30 days?',
    top({ range: last(30) }, O.byUser, 1),
  ),
  c(
    'top-users-wholesale-value',
    'top-users',
    'which 3 accounts have the highest total WholesaleOrder value?',
    top({ names: ['WholesaleOrder'] }, O.byUser, 3, { by: O.value }),
  ),
  c(
    'top-users-spenders',
    'top-users',
    'top 3 spenders all time',
    top({ names: MONEY }, O.byUser, 3, { by: O.value, confidence: 'not-high' }),
  ),
  c(
    'top-users-refills',
    'top-users',
    'which customer has the highest total refill-returned value (bottles brought back)?',
    top({ names: ['refill-returned'] }, O.byUser, 1, { by: O.value }),
  ),
  c(
    'top-users-checkout-value',
    'top-users',
    'Top 3 users by summed checkout.completed value in the last 3 months',
    top({ range: (now) => R.lastMonths(now, 3), names: ['checkout.completed'] }, O.byUser, 3, {
      by: O.value,
    }),
  ),
  c(
    'top-users-visitors',
    'top-users',
    'who visits the website the most? top 3 please',
    top({ names: ['page_view'] }, O.byUser, 3, { confidence: 'not-high' }),
  ),

  // ---- user -------------------------------------------------------------------------------
  c(
    'user-superfan',
    'user',
    `tell me about ${P.superfan}: how many events, first and last seen`,
    firstLast({ user: P.superfan }),
  ),
  c(
    'user-churner',
    'user',
    `customer ${P.churner} emailed support — how many events do they have, and when were they first and last seen?`,
    firstLast({ user: P.churner }),
  ),
  c('user-newcomer-names', 'user', `which events has ${P.newcomer} done so far?`, (ev) => {
    const x = select(ev, { user: P.newcomer });
    return {
      names: [...new Set(x.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: x.length,
    };
  }),
  c('user-pauser-names', 'user', `list the event names used by ${P.pauser}`, (ev) => {
    const x = select(ev, { user: P.pauser });
    return {
      names: [...new Set(x.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: x.length,
    };
  }),
  c('user-churner-recent', 'user', `what were the 3 most recent events of ${P.churner}?`, (ev) => {
    const x = select(ev, { user: P.churner });
    return {
      names: O.newestFirst(x)
        .slice(0, 3)
        .map((e) => e.eventName),
      confidence: 'high',
      dataPoints: x.length,
    };
  }),
  c(
    'user-gifter-count',
    'user',
    `how many giftcard.purchased events does ${P.gifter} have?`,
    count({ user: P.gifter, names: ['giftcard.purchased'] }),
  ),
  c(
    'user-wholesale-30d',
    'user',
    `${P.bigWholesale}: number of events in the past 30 days`,
    count({ user: P.bigWholesale, range: last(30) }),
  ),
  c(
    'user-superfan-lastmonth',
    'user',
    `what did ${P.superfan} do last month, event count?`,
    count({ user: P.superfan, range: R.lastMonth }),
  ),
  c('user-nobody', 'user', `when was ${NOBODY} first seen?`, LOW, { low: true }),
  c('user-nobody-events', 'user', `how many events for user ${NOBODY} this month`, LOW, { low: true }),

  // ---- breakdown --------------------------------------------------------------------------
  c(
    'breakdown-weekday',
    'breakdown',
    'which weekday gets the most page_view events?',
    top({ names: ['page_view'] }, O.byWeekday, 1),
  ),
  c('breakdown-hour', 'breakdown', 'busiest hour of the day overall (UTC)?', top({}, O.byHour, 1)),
  c('breakdown-busiest-day', 'breakdown', 'what was our busiest day ever?', top({}, O.byDay, 1)),
  c(
    'breakdown-lastweek-daily',
    'breakdown',
    'daily event counts for last week, please',
    series({ range: R.lastWeek }, O.byDay),
  ),
  c(
    'breakdown-monthly-ship',
    'breakdown',
    (now) => `bottle_shipped per month since ${monthName(prev2Month(now))} 1st`,
    series({ names: ['bottle_shipped'], range: (now) => R.since(prev2Month(now), now) }, O.byMonth),
  ),
  c(
    'breakdown-weekly-subs',
    'breakdown',
    'subscription_started per week over the last 4 weeks',
    series({ names: ['subscription_started'], range: (now) => R.lastWeeks(now, 4) }, O.byWeek),
  ),
  c(
    'breakdown-ship-hour',
    'breakdown',
    'at what hour of the day do most bottle_shipped events happen?',
    top({ names: ['bottle_shipped'] }, O.byHour, 1),
  ),
  c(
    'breakdown-wholesale-weekday',
    'breakdown',
    'on which weekday do WholesaleOrder events mostly come in?',
    top({ names: ['WholesaleOrder'] }, O.byWeekday, 1),
  ),
  c(
    'breakdown-busiest-day-lastmonth',
    'breakdown',
    'busiest day last month by number of events',
    top({ range: R.lastMonth }, O.byDay, 1),
  ),
  c('breakdown-unknown', 'breakdown', 'weekly breakdown of scoby_fed events', LOW, { low: true }),

  // ---- compare ----------------------------------------------------------------------------
  c(
    'compare-7d',
    'compare',
    'events in the last 7 days vs the 7 days before that?',
    compare({ range: (now) => ({ from: now - 14 * DAY, to: now - 7 * DAY }) }, { range: last(7) }),
  ),
  c(
    'compare-weeks',
    'compare',
    'compare last week with the week before — page_view counts',
    compare(
      {
        names: ['page_view'],
        range: (now) => ({ from: O.weekStart(now) - 14 * DAY, to: O.weekStart(now) - 7 * DAY }),
      },
      { names: ['page_view'], range: R.lastWeek },
    ),
  ),
  c(
    'compare-months-subs',
    'compare',
    (now) => `subscription_started: ${monthName(prev2Month(now))} vs ${monthName(prevMonth(now))}?`,
    compare(
      { names: ['subscription_started'], range: (now) => R.month(prev2Month(now)) },
      { names: ['subscription_started'], range: (now) => R.month(prevMonth(now)) },
    ),
  ),
  c(
    'compare-growing-subs',
    'compare',
    'is subscription_started growing? last 30 days compared with the 30 days before',
    compare(
      { names: ['subscription_started'], range: (now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }) },
      { names: ['subscription_started'], range: last(30) },
    ),
  ),
  c(
    'compare-wholesale-value',
    'compare',
    (now) =>
      `WholesaleOrder total value in ${monthName(prev2Month(now))} versus ${monthName(prevMonth(now))}`,
    compare(
      { names: ['WholesaleOrder'], range: (now) => R.month(prev2Month(now)) },
      { names: ['WholesaleOrder'], range: (now) => R.month(prevMonth(now)) },
      'sum',
    ),
  ),
  c(
    'compare-users-14d',
    'compare',
    'active users: last 14 days vs the previous 14 days',
    compare({ range: (now) => ({ from: now - 28 * DAY, to: now - 14 * DAY }) }, { range: last(14) }, 'users'),
  ),
  c(
    'compare-cancel-loose',
    'compare',
    'are cancellations going up? past 30 days vs the 30 days before',
    compare(
      { names: ['SubscriptionCancelled'], range: (now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }) },
      { names: ['SubscriptionCancelled'], range: last(30) },
      'count',
      'not-high',
    ),
  ),
  c(
    'compare-refill-weeks',
    'compare',
    'refill-returned: last 2 weeks vs the 2 weeks before?',
    compare(
      { names: ['refill-returned'], range: (now) => ({ from: now - 4 * 7 * DAY, to: now - 2 * 7 * DAY }) },
      { names: ['refill-returned'], range: (now) => R.lastWeeks(now, 2) },
    ),
  ),

  // ---- share ------------------------------------------------------------------------------
  c('share-pv', 'share', 'what percentage of all events are page_view?', shareEvents({}, ['page_view'])),
  c(
    'share-ship-30d',
    'share',
    'share of events that were bottle_shipped in the last 30 days',
    shareEvents({ range: last(30) }, ['bottle_shipped']),
  ),
  c(
    'share-users-rated',
    'share',
    'what % of active users did Flavour Rated last month?',
    shareUsers({ range: R.lastMonth }, ['Flavour Rated']),
  ),
  c(
    'share-users-box',
    'share',
    'of the people active in the last 30 days, what percent did Box Customised?',
    shareUsers({ range: last(30) }, ['Box Customised']),
  ),
  c(
    'share-users-checkout-all',
    'share',
    'what fraction of all our users have ever done checkout.completed? as a percentage',
    shareUsers({}, ['checkout.completed']),
  ),
  c(
    'share-wholesale-lastmonth',
    'share',
    'WholesaleOrder as a percentage of all events last month?',
    shareEvents({ range: R.lastMonth }, ['WholesaleOrder']),
  ),
  c(
    'share-loose-returns',
    'share',
    'what share of our activity is bottle returns, all time?',
    shareEvents({}, ['refill-returned'], 'not-high'),
  ),
  c(
    'share-users-cancel-90d',
    'share',
    'percentage of users active in the last 90 days who did SubscriptionCancelled',
    shareUsers({ range: last(90) }, ['SubscriptionCancelled']),
  ),

  // ---- conversion -------------------------------------------------------------------------
  c(
    'conv-pv-sub',
    'conversion',
    'of users who did page_view, how many then did subscription_started? all time',
    conv(null, 'page_view', 'subscription_started'),
  ),
  c(
    'conv-ship-rate-30d',
    'conversion',
    'conversion from bottle_shipped to Flavour Rated over the last 30 days',
    conv(last(30), 'bottle_shipped', 'Flavour Rated'),
  ),
  c(
    'conv-ship-refill',
    'conversion',
    'of customers who got a bottle_shipped, what percent later did refill-returned?',
    conv(null, 'bottle_shipped', 'refill-returned'),
  ),
  c(
    'conv-sub-box',
    'conversion',
    'subscription_started → Box Customised conversion, last 3 months',
    conv((now) => R.lastMonths(now, 3), 'subscription_started', 'Box Customised'),
  ),
  c(
    'conv-sub-cancel',
    'conversion',
    'how many of the users who did subscription_started went on to SubscriptionCancelled (all time)? percentage too',
    conv(null, 'subscription_started', 'SubscriptionCancelled'),
  ),
  c(
    'conv-pv-checkout-lastmonth',
    'conversion',
    'last month: page_view to checkout.completed funnel — how many converted?',
    conv(R.lastMonth, 'page_view', 'checkout.completed'),
  ),
  c(
    'conv-loose-ship-rate',
    'conversion',
    'what percent of people who were shipped bottles went on to rate a flavour?',
    conv(null, 'bottle_shipped', 'Flavour Rated', 'not-high'),
  ),
  c('conv-unknown', 'conversion', 'conversion from trial_box_ordered to subscription_started?', LOW, {
    low: true,
  }),

  // ---- churn ------------------------------------------------------------------------------
  c(
    'churn-months',
    'churn',
    (now) =>
      `how many users were active in ${monthName(prev2Month(now))} but not in ${monthName(prevMonth(now))}?`,
    churn(
      (now) => R.month(prev2Month(now)),
      (now) => R.month(prevMonth(now)),
    ),
  ),
  c(
    'churn-30d',
    'churn',
    'users active in the 30 days before the last 30 days but with nothing in the last 30 days — how many?',
    churn((now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }), last(30)),
  ),
  c(
    'churn-weeks',
    'churn',
    "how many customers were active last week but haven't done anything this week?",
    churn(R.lastWeek, R.thisWeek),
  ),
  c('new-7d', 'churn', 'how many new users in the past 7 days? (first event ever)', fresh(last(7))),
  c('new-lastmonth', 'churn', 'new customers last month?', fresh(R.lastMonth)),
  c(
    'new-month-named',
    'churn',
    (now) => `How many brand-new users first showed up in ${monthYear(prev2Month(now))}?`,
    fresh((now) => R.month(prev2Month(now))),
  ),
  c(
    'new-since',
    'churn',
    (now) => `new users since ${iso(day0(now, 14))}`,
    fresh((now) => R.since(day0(now, 14), now)),
  ),
  c(
    'churn-lastmonth-vs-14d',
    'churn',
    'how many people were active last month and have not been seen in the last 14 days?',
    churn(R.lastMonth, last(14)),
  ),

  // ---- recency ----------------------------------------------------------------------------
  c(
    'recency-cancel',
    'recency',
    'when was the last SubscriptionCancelled?',
    lastOf({ names: ['SubscriptionCancelled'] }),
  ),
  c(
    'recency-wholesale',
    'recency',
    'when did the most recent WholesaleOrder come in?',
    lastOf({ names: ['WholesaleOrder'] }),
  ),
  c(
    'recency-paused',
    'recency',
    'last time anyone did subscription.paused?',
    lastOf({ names: ['subscription.paused'] }),
  ),
  c(
    'recency-gift',
    'recency',
    'When was the last giftcard.purchased event',
    lastOf({ names: ['giftcard.purchased'] }),
  ),
  c('recency-churner', 'recency', `when was ${P.churner} last active?`, lastOf({ user: P.churner })),
  c(
    'recency-exists-checkout',
    'recency',
    'did anyone do checkout.completed in the past 7 days? how many times?',
    count({ range: last(7), names: ['checkout.completed'] }),
  ),
  c(
    'recency-exists-referral',
    'recency',
    'has anyone done referral-sent this month?',
    count({ range: R.thisMonth, names: ['referral-sent'] }),
  ),
  c(
    'recency-loose-return',
    'recency',
    'when did someone last return empties?',
    lastOf({ names: ['refill-returned'] }, 'not-high'),
  ),
  c('recency-unknown', 'recency', 'when was the last keg_returned?', LOW, { low: true }),

  // ---- catalogue --------------------------------------------------------------------------
  c('cat-names', 'catalogue', 'what event names do we track?', catalogue(['names'])),
  c('cat-kinds', 'catalogue', 'how many different event types exist in the data?', catalogue(['kinds'])),
  c(
    'cat-totals',
    'catalogue',
    'how many events and how many users are there overall?',
    catalogue(['events', 'users']),
  ),
  c(
    'cat-list-all',
    'catalogue',
    'list every event type we log, and total event count',
    catalogue(['names', 'events']),
  ),
  c('cat-users', 'catalogue', 'total number of users in the dataset', catalogue(['users'])),
  c(
    'cat-overview',
    'catalogue',
    'give me an overview: which events exist and how many distinct users?',
    catalogue(['names', 'users']),
  ),
  c('cat-events', 'catalogue', 'how many rows of events are stored in total?', catalogue(['events'])),

  // ---- other ------------------------------------------------------------------------------
  c('other-abv', 'other', 'what is the ABV of our ginger kombucha?', LOW),
  c('other-stock', 'other', 'how many bottles of hibiscus are left in the warehouse?', LOW),
  c('other-cac', 'other', 'what is our customer acquisition cost on instagram ads?', LOW),
  c('other-courier', 'other', 'which courier delivers fastest to Scotland?', LOW),
  c('other-ferment', 'other', 'what temperature is fermenter 3 at right now?', LOW),
  c('other-weather', 'other', 'will it rain on delivery day next tuesday?', LOW),
  c('other-margin', 'other', 'what is our gross margin per bottle after sugar and tea costs?', LOW),
  c('other-staff', 'other', 'who is on the brewing rota this weekend?', LOW),
  c('other-poem', 'other', 'write me a haiku about scoby', LOW),
];
