/* eslint-disable @typescript-eslint/no-unused-vars -- the round is kept as its author wrote it */
// Blind round "auction": questions people at a collectibles auction marketplace would ask,
// with expectations computed from the events by the reference oracle (never typed in).
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY, EVENT_NAMES } from './data.mjs';

const { DAY, WEEK, HOUR, MONTHS, ranges: R } = O;

// ---- event names ------------------------------------------------------------------------
const ACCT = 'account_created',
  LIST = 'listing_created',
  WATCH = 'item.watched',
  BID = 'BidPlaced',
  WON = 'Auction Won',
  PAY = 'payment-completed',
  FB = 'Feedback Left',
  UNSOLD = 'listing.unsold',
  DISPUTE = 'PaymentDisputed',
  PAYOUT = 'seller-payout',
  FLAG = 'listing.flagged',
  SEARCH = 'search_performed';

// ---- dates in questions (always generated from now) ------------------------------------
const ms = (now) => +now;
const daysAgo = (now, n) => O.dayStart(+now) - n * DAY; // start of the UTC day n days back
const monthsAgo = (now, k) => O.monthStart(+now, -k); // start of the calendar month k back
const iso = (t) => O.isoDay(t);
const dd = (t) => new Date(t).getUTCDate();
const mon = (t) => MONTHS[new Date(t).getUTCMonth()];
const yr = (t) => new Date(t).getUTCFullYear();
const ord = (n) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
const longD = (t) => `${mon(t)} ${ord(dd(t))}`; // November 3rd
const shortD = (t) => `${mon(t).slice(0, 3)} ${dd(t)}`; // Nov 3
const fullD = (t) => `${mon(t)} ${dd(t)}, ${yr(t)}`; // November 3, 2026
const monthName = (t) => mon(t); // October
const incident = (now) => daysAgo(now, 40); // payment processor outage day
const dropDay = (now) => daysAgo(now, 23); // celebrity flash-sale day

// ---- expectation helpers ------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const r2 = (x) => O.round(x, 2);
const sel = (events, o) => O.select(events, o);
// Follows SEMANTICS: nothing in scope means low with dataPoints 0.
const expect = (matched, body, confidence = 'high') =>
  matched > 0 ? { ...body, confidence, dataPoints: matched } : { ...LOW };

function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
}
// Ranked list: a tie between the n-th and (n+1)-th figure makes a cut ambiguous.
function tiedAt(map, n, ascending = false) {
  const r = O.rank(map, { ascending });
  return n < r.length && r[n - 1][1] === r[n][1];
}
const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });

function countCase(id, question, filter, confidence = 'high', extra = {}) {
  return {
    id,
    type: 'count',
    question,
    ...extra,
    expect: (events, now) => {
      const s = sel(events, filter(now));
      return expect(s.length, { numbers: [s.length] }, confidence);
    },
  };
}
function usersCase(id, question, filter, confidence = 'high', extra = {}) {
  return {
    id,
    type: 'users',
    question,
    ...extra,
    expect: (events, now) => {
      const s = sel(events, filter(now));
      return expect(s.length, { numbers: [O.users(s).size] }, confidence);
    },
  };
}
function valueCase(id, question, filter, measure, confidence = 'high', names) {
  return {
    id,
    type: 'value',
    question,
    expect: (events, now) => {
      const s = sel(events, filter(now));
      if (!s.length) return { ...LOW };
      const v = { sum: r2(O.sum(s)), avg: O.avg(s), min: O.min(s), max: O.max(s), median: median(s) }[
        measure
      ];
      return expect(s.length, { numbers: [v], ...(names ? { names } : {}) }, confidence);
    },
  };
}
const lowCase = (id, type, question) => ({ id, type, question, low: true, expect: () => ({ ...LOW }) });

export const cases = [];
const add = (...cs) => cases.push(...cs);

// ======================= count ==============================================================
add(
  countCase('count-bids-yesterday', 'How many BidPlaced events did we get yesterday?', (now) => ({
    range: R.yesterday(ms(now)),
    names: [BID],
  })),
  countCase('count-all-7d', 'total numer of events in the last 7 days?', (now) => ({
    range: R.lastDays(ms(now), 7),
  })),
  countCase(
    'count-listings-on-iso',
    (now) => `how many listing_created events were logged on ${iso(daysAgo(now, 12))}`,
    (now) => ({ range: R.on(daysAgo(now, 12)), names: [LIST] }),
  ),
  countCase(
    'count-payments-last-week',
    'Payment Completed count for last week pls — finance wants it before standup',
    (now) => ({ range: R.lastWeek(ms(now)), names: [PAY] }),
  ),
  countCase(
    'count-bids-user-30d',
    'How many BidPlaced events did buyer_0007 have in the past 30 days? They keep showing up in the fraud queue',
    (now) => ({ range: R.lastDays(ms(now), 30), names: [BID], user: P.powerBidder }),
  ),
  countCase(
    'count-bids-loose-user',
    'how many bids did buyer_0042 place last month?',
    (now) => ({ range: R.lastMonth(ms(now)), names: [BID], user: P.whale }),
    'not-high',
  ),
  countCase(
    'count-won-between',
    (now) =>
      `Number of auction won events between ${shortD(daysAgo(now, 20))} and ${shortD(daysAgo(now, 14))}?`,
    (now) => ({ range: R.between(daysAgo(now, 20), daysAgo(now, 14)), names: [WON] }),
  ),
  countCase(
    'count-payouts-since',
    (now) => `how many seller payouts have gone out since ${longD(daysAgo(now, 33))}?`,
    (now) => ({ range: R.since(daysAgo(now, 33), ms(now)), names: [PAYOUT] }),
  ),
  countCase(
    'count-unsold-before',
    (now) => `How many times was listing.unsold recorded before ${fullD(daysAgo(now, 95))}?`,
    (now) => ({ range: R.before(daysAgo(now, 95)), names: [UNSOLD] }),
  ),
  countCase(
    'count-disputes-loose',
    'how many disputes have we had in the last 60 days? feels like a lot lately',
    (now) => ({ range: R.lastDays(ms(now), 60), names: [DISPUTE] }),
    'not-high',
  ),
  countCase(
    'count-signups-loose',
    'sign-ups in the past 2 weeks?',
    (now) => ({ range: R.lastWeeks(ms(now), 2), names: [ACCT] }),
    'not-high',
  ),
  countCase(
    'count-flags-loose',
    'How many listings got flagged in the last 14 days',
    (now) => ({ range: R.lastDays(ms(now), 14), names: [FLAG] }),
    'not-high',
  ),
  countCase('count-today', 'how many events so far today?', (now) => ({ range: R.today(ms(now)) })),
  {
    ...countCase(
      'count-payments-outage-day',
      (now) =>
        `How many payment-completed events were there on ${longD(incident(now))}? the processor was down that day I think`,
      (now) => ({ range: R.on(incident(now)), names: [PAY] }),
    ),
    low: true,
  },
  lowCase('count-unknown-refund', 'count', 'count of refund_issued events last month?'),
);

// ======================= users ==============================================================
add(
  usersCase(
    'users-active-30d',
    'How many unique users were active in the last 30 days? need it for the invester update',
    (now) => ({ range: R.lastDays(ms(now), 30) }),
  ),
  usersCase('users-bidders-last-week', 'how many distinct people had a BidPlaced event last week', (now) => ({
    range: R.lastWeek(ms(now)),
    names: [BID],
  })),
  usersCase(
    'users-payers-month',
    (now) => `How many different users did payment-completed in ${monthName(monthsAgo(now, 1))}?`,
    (now) => ({
      range: R.month(O.pastMonth(ms(now), new Date(monthsAgo(now, 1)).getUTCMonth())),
      names: [PAY],
    }),
  ),
  usersCase('users-active-yesterday', 'number of active users yesterday?', (now) => ({
    range: R.yesterday(ms(now)),
  })),
  usersCase(
    'users-listers-loose',
    'how many sellers listed something in the past 2 weeks?',
    (now) => ({ range: R.lastWeeks(ms(now), 2), names: [LIST] }),
    'not-high',
  ),
  usersCase('users-today', 'Quick one: how many people have been on the site today?', (now) => ({
    range: R.today(ms(now)),
  })),
  usersCase(
    'users-feedback-since',
    (now) => `since ${iso(daysAgo(now, 45))}, how many users have left feedback left events?`,
    (now) => ({ range: R.since(daysAgo(now, 45), ms(now)), names: [FB] }),
  ),
  usersCase('users-disputers-3m', 'unique users with a PaymentDisputed in the last 3 months', (now) => ({
    range: R.lastMonths(ms(now), 3),
    names: [DISPUTE],
  })),
  usersCase(
    'users-watchers-loose',
    'how many people are watching items this week?',
    (now) => ({ range: R.thisWeek(ms(now)), names: [WATCH] }),
    'not-high',
  ),
  lowCase('users-unknown-event', 'users', 'How many users got an Outbid Notification last week?'),
);

// ======================= value ==============================================================
add(
  valueCase(
    'value-pay-sum-last-month',
    'total payment-completed value last month?',
    (now) => ({ range: R.lastMonth(ms(now)), names: [PAY] }),
    'sum',
  ),
  valueCase(
    'value-bid-avg-7d',
    'whats the averge BidPlaced amount over the past 7 days',
    (now) => ({ range: R.lastDays(ms(now), 7), names: [BID] }),
    'avg',
  ),
  valueCase(
    'value-bid-max-loose',
    'What was the highest bid ever?',
    () => ({ names: [BID] }),
    'max',
    'not-high',
  ),
  valueCase(
    'value-start-median-30d',
    'Median starting price on listing_created over the last 30 days? (eventValue is the start price)',
    (now) => ({ range: R.lastDays(ms(now), 30), names: [LIST] }),
    'median',
  ),
  valueCase(
    'value-feedback-avg-3m',
    'average Feedback Left score in the past 3 months',
    (now) => ({ range: R.lastMonths(ms(now), 3), names: [FB] }),
    'avg',
  ),
  valueCase(
    'value-pay-min-month',
    (now) => `smallest payment-completed amount in ${monthName(monthsAgo(now, 2))}?`,
    (now) => ({ range: R.month(monthsAgo(now, 2)), names: [PAY] }),
    'min',
  ),
  valueCase(
    'value-revenue-4w',
    'How much revenue did we bring in over the past 4 weeks?',
    (now) => ({ range: R.lastWeeks(ms(now), 4), names: [PAY] }),
    'sum',
    'not-high',
    [PAY],
  ),
  valueCase(
    'value-payout-sum-between',
    (now) => `sum of seller-payout values from ${iso(daysAgo(now, 50))} to ${iso(daysAgo(now, 36))}`,
    (now) => ({ range: R.between(daysAgo(now, 50), daysAgo(now, 36)), names: [PAYOUT] }),
    'sum',
  ),
  valueCase(
    'value-disputed-sum-since',
    (now) => `Total disputed dollars (PaymentDisputed eventValue) since ${longD(daysAgo(now, 60))}?`,
    (now) => ({ range: R.since(daysAgo(now, 60), ms(now)), names: [DISPUTE] }),
    'sum',
  ),
  valueCase(
    'value-user-avg-pay',
    'whats the mean amount per payment-completed for buyer_0042? big spender, want to send them a thank-you',
    () => ({ names: [PAY], user: P.whale }),
    'avg',
  ),
  valueCase(
    'value-payouts-loose-max',
    'biggest payout we have sent a seller in the last 2 months?',
    (now) => ({ range: R.lastMonths(ms(now), 2), names: [PAYOUT] }),
    'max',
    'not-high',
  ),
  valueCase(
    'value-rating-loose',
    'what is our average seller rating?',
    () => ({ names: [FB] }),
    'avg',
    'not-high',
  ),
  lowCase('value-unknown-event', 'value', 'average shipping_label_cost last month'),
);

// ======================= top-events =========================================================
function topEventsCase(id, question, range, n, { ascending = false, confidence = 'high' } = {}) {
  const fn = (events, now) => {
    const s = sel(events, { range: range(now) });
    const top = O.rank(O.tally(s, O.byName), { n, ascending });
    return expect(s.length, { names: top.map(([k]) => k), numbers: top.map(([, v]) => v) }, confidence);
  };
  return {
    id,
    type: 'top-events',
    question,
    expect: withTie(fn, (events, now) =>
      tiedAt(O.tally(sel(events, { range: range(now) }), O.byName), n, ascending),
    ),
  };
}
add(
  topEventsCase('top-events-last-week', 'top 5 events last week', (now) => R.lastWeek(ms(now)), 5),
  topEventsCase('top-events-most-common', "what's our single most common event, all time?", () => R.all(), 1),
  topEventsCase(
    'top-events-least-30d',
    'Which 3 event types happened least often in the past 30 days?',
    (now) => R.lastDays(ms(now), 30),
    3,
    { ascending: true },
  ),
  topEventsCase(
    'top-events-month-8',
    (now) =>
      `For the monthly review: rank the top 8 event names by volume in ${monthName(monthsAgo(now, 1))} ${yr(monthsAgo(now, 1))}.`,
    (now) => R.month(monthsAgo(now, 1)),
    8,
  ),
  topEventsCase(
    'top-events-7d-3',
    'most frequent events in the past 7 days? just the top 3',
    (now) => R.lastDays(ms(now), 7),
    3,
  ),
  topEventsCase('top-events-rarest-4', 'what are the 4 rarest events we have ever logged', () => R.all(), 4, {
    ascending: true,
  }),
  topEventsCase(
    'top-events-since-default',
    (now) => `list the most common events since ${shortD(daysAgo(now, 35))}`,
    (now) => R.since(daysAgo(now, 35), ms(now)),
    5,
  ),
);

// ======================= top-users ==========================================================
function topUsersCase(id, question, filter, n, { measure, confidence = 'high' } = {}) {
  const tallyOf = (events, now) =>
    O.tally(sel(events, filter(now)), O.byUser, measure === 'sum' ? O.value : undefined);
  const fn = (events, now) => {
    const s = sel(events, filter(now));
    const top = O.rank(tallyOf(events, now), { n });
    return expect(
      s.length,
      { names: top.map(([k]) => k), numbers: top.map(([, v]) => (measure === 'sum' ? r2(v) : v)) },
      confidence,
    );
  };
  return {
    id,
    type: 'top-users',
    question,
    expect: withTie(fn, (events, now) => tiedAt(tallyOf(events, now), n)),
  };
}
add(
  topUsersCase(
    'top-users-bidders-30d',
    'Who are the top 2 users by number of BidPlaced events in the last 30 days?',
    (now) => ({ range: R.lastDays(ms(now), 30), names: [BID] }),
    2,
  ),
  topUsersCase('top-users-active-all', 'top 5 most active users overall (by event count)', () => ({}), 5),
  topUsersCase(
    'top-users-spenders-last-month',
    'who were our top spenders last month?',
    (now) => ({ range: R.lastMonth(ms(now)), names: [PAY] }),
    5,
    { measure: 'sum', confidence: 'not-high' },
  ),
  topUsersCase(
    'top-users-lister-2m',
    'which user had the most listing_created events in the past 2 months?',
    (now) => ({ range: R.lastMonths(ms(now), 2), names: [LIST] }),
    1,
  ),
  topUsersCase(
    'top-users-payout-sum',
    (now) => `top 3 users by total seller-payout value since ${fullD(daysAgo(now, 75))}`,
    (now) => ({ range: R.since(daysAgo(now, 75), ms(now)), names: [PAYOUT] }),
    3,
    { measure: 'sum' },
  ),
  topUsersCase(
    'top-users-mod-flags-loose',
    'which moderator flagged the most listings in the last 60 days?',
    (now) => ({ range: R.lastDays(ms(now), 60), names: [FLAG] }),
    1,
    { confidence: 'not-high' },
  ),
  topUsersCase(
    'top-users-watchers-8w',
    'Who had the most item.watched events over the last 8 weeks? marketing wants to target them',
    (now) => ({ range: R.lastWeeks(ms(now), 8), names: [WATCH] }),
    1,
  ),
  topUsersCase(
    'top-users-feedback-all',
    'who has left the most feedback left events? top 2',
    () => ({ names: [FB] }),
    2,
  ),
  topUsersCase(
    'top-users-winners-3m',
    'top 2 users by Auction Won count in the last 3 months',
    (now) => ({ range: R.lastMonths(ms(now), 3), names: [WON] }),
    2,
  ),
);

// ======================= user ===============================================================
function userCase(id, question, user, range, body, extra = {}) {
  return {
    id,
    type: 'user',
    question,
    ...extra,
    expect: (events, now) => {
      const s = sel(events, { range: range(now), user, ...(extra.names ? { names: extra.names } : {}) });
      return s.length ? expect(s.length, body(s, now)) : { ...LOW };
    },
  };
}
add(
  userCase(
    'user-count-all',
    'how many events does buyer_0007 have in total?',
    P.powerBidder,
    () => R.all(),
    (s) => ({ numbers: [s.length] }),
  ),
  userCase(
    'user-first-last',
    'When did buyer_0150 first show up, and when were they last seen? support ticket says they cant log in',
    P.churner,
    () => R.all(),
    (s) => ({ names: [iso(Math.min(...s.map(O.time))), iso(Math.max(...s.map(O.time)))] }),
  ),
  userCase(
    'user-event-names',
    'what event types has buyer_0300 ever triggered?',
    P.lurker,
    () => R.all(),
    (s) => ({ names: [...new Set(s.map((e) => e.eventName))].sort(), unordered: true }),
  ),
  userCase(
    'user-30d-count',
    'seller_003 activity check: how many events in the last 30 days?',
    P.topSeller,
    (now) => R.lastDays(ms(now), 30),
    (s) => ({ numbers: [s.length] }),
  ),
  userCase(
    'user-recent-3',
    'show me the last 3 things buyer_0361 did',
    P.newcomer,
    () => R.all(),
    (s) => ({
      names: O.newestFirst(s)
        .slice(0, 3)
        .map((e) => e.eventName),
    }),
  ),
  userCase(
    'user-last-seen-seller',
    'When was seller_071 last active? they stopped listing and we want to reach out',
    P.goneSeller,
    () => R.all(),
    (s) => ({ names: [iso(O.time(O.newestFirst(s)[0]))] }),
  ),
  userCase(
    'user-names-since',
    (now) => `which event names has buyer_0266 used since ${longD(daysAgo(now, 70))}?`,
    P.disputer,
    (now) => R.since(daysAgo(now, 70), ms(now)),
    (s) => ({ names: [...new Set(s.map((e) => e.eventName))].sort(), unordered: true }),
  ),
  userCase(
    'user-first-seen-newcomer',
    'when did buyer_0361 first appear? and how many events so far?',
    P.newcomer,
    () => R.all(),
    (s) => ({ names: [iso(Math.min(...s.map(O.time)))], numbers: [s.length] }),
  ),
  userCase(
    'user-mod-last-month',
    'mod_kim — how many events did she log last month?',
    P.moderator,
    (now) => R.lastMonth(ms(now)),
    (s) => ({ numbers: [s.length] }),
  ),
  lowCase('user-nobody', 'user', `what has ${NOBODY} been up to lately?`),
  lowCase('user-unknown-seller', 'user', 'how many listing_created events does seller_250 have?'),
);

// ======================= breakdown ==========================================================
function busiestCase(id, question, filter, key, { measure = 'count', extraNames = () => [] } = {}) {
  const tallyOf = (events, now) => {
    const s = sel(events, filter(now));
    if (measure === 'users') {
      const m = new Map();
      for (const [k, set] of groupUsers(s, key)) m.set(k, set.size);
      return m;
    }
    return O.tally(s, key);
  };
  const fn = (events, now) => {
    const s = sel(events, filter(now));
    const [[k, v]] = O.rank(tallyOf(events, now), { n: 1 });
    return expect(s.length, { names: [k], numbers: [v] });
  };
  return {
    id,
    type: 'breakdown',
    question,
    expect: withTie(fn, (events, now) => tiedAt(tallyOf(events, now), 1)),
  };
}
function groupUsers(s, key) {
  const m = new Map();
  for (const e of s) {
    const k = key(e);
    if (!m.has(k)) m.set(k, new Set());
    m.get(k).add(e.userId);
  }
  return m;
}
// A full breakdown: every bucket in chronological order (or unordered for weekdays) with its figure.
function seriesCase(id, question, filter, key, { unordered = false, users = false } = {}) {
  return {
    id,
    type: 'breakdown',
    question,
    expect: (events, now) => {
      const s = sel(events, filter(now));
      const m = users ? new Map([...groupUsers(s, key)].map(([k, set]) => [k, set.size])) : O.tally(s, key);
      const keys = [...m.keys()].sort();
      return expect(s.length, {
        names: keys,
        numbers: keys.map((k) => m.get(k)),
        ...(unordered ? { unordered: true } : {}),
      });
    },
  };
}
add(
  busiestCase(
    'breakdown-busiest-day-60d',
    'which day had the most events in the last 60 days? somebody said we had a crazy spike',
    (now) => ({ range: R.lastDays(ms(now), 60) }),
    O.byDay,
  ),
  busiestCase(
    'breakdown-bid-hour',
    'Busiest hour of the day for BidPlaced? (UTC is fine)',
    () => ({ names: [BID] }),
    O.byHour,
  ),
  seriesCase(
    'breakdown-weekday-8w',
    'events per weekday over the last 8 weeks',
    (now) => ({ range: R.lastWeeks(ms(now), 8) }),
    O.byWeekday,
    { unordered: true },
  ),
  seriesCase(
    'breakdown-bids-monthly',
    (now) => `BidPlaced per month since ${longD(monthsAgo(now, 3))}`,
    (now) => ({ range: R.since(monthsAgo(now, 3), ms(now)), names: [BID] }),
    O.byMonth,
  ),
  seriesCase(
    'breakdown-listings-weekly',
    (now) => {
      const a = O.weekStart(ms(now)) - 5 * WEEK;
      return `weekly listing_created counts from ${fullD(a)} to ${fullD(a + 3 * WEEK - DAY)}, one row per week`;
    },
    (now) => {
      const a = O.weekStart(ms(now)) - 5 * WEEK;
      return { range: R.between(a, a + 3 * WEEK - DAY), names: [LIST] };
    },
    O.byWeek,
  ),
  busiestCase(
    'breakdown-pay-weekday',
    'Which weekday do we see the most payment-completed events on?',
    () => ({ names: [PAY] }),
    O.byWeekday,
  ),
  seriesCase(
    'breakdown-dau-3days',
    (now) => `unique users per day from ${shortD(daysAgo(now, 4))} to ${shortD(daysAgo(now, 2))}`,
    (now) => ({ range: R.between(daysAgo(now, 4), daysAgo(now, 2)) }),
    O.byDay,
    { users: true },
  ),
  busiestCase(
    'breakdown-search-hour',
    'at what hour do people run the most search_performed events?',
    () => ({ names: [SEARCH] }),
    O.byHour,
  ),
  busiestCase(
    'breakdown-dispute-day',
    'PaymentDisputed by day over the last 60 days — which day spiked?',
    (now) => ({ range: R.lastDays(ms(now), 60), names: [DISPUTE] }),
    O.byDay,
  ),
  busiestCase(
    'breakdown-busiest-weekday-all',
    'what is our busiest day of the week overall?',
    () => ({}),
    O.byWeekday,
  ),
);

// ======================= compare ============================================================
// earlier/later: ranges; measure: 'count' | 'users' | 'sum'.
function compareCase(id, question, periods, names, measure = 'count', confidence = 'high') {
  return {
    id,
    type: 'compare',
    question,
    expect: (events, now) => {
      const [a, b] = periods(now).map((range) => sel(events, { range, names }));
      const m = (s) => (measure === 'users' ? O.users(s).size : measure === 'sum' ? r2(O.sum(s)) : s.length);
      const c = O.change(m(a), m(b));
      if (c.pct === null) return { ...LOW }; // an empty earlier period: nothing to compare against
      return expect(
        a.length + b.length,
        { numbers: [c.earlier, c.later, r2(c.diff)], percents: [c.pct] },
        confidence,
      );
    },
  };
}
const before = (r) => ({ from: r.from - (r.to - r.from), to: r.from }); // same length, right before
add(
  compareCase(
    'compare-bids-flash-week',
    (now) => {
      const a = O.weekStart(dropDay(now));
      return `BidPlaced between ${shortD(a)} and ${shortD(a + 6 * DAY)} vs the week before? that was the celebrity flash-sale week`;
    },
    (now) => {
      const a = O.weekStart(dropDay(now));
      const r = R.between(a, a + 6 * DAY);
      return [before(r), r];
    },
    [BID],
  ),
  compareCase(
    'compare-listings-30d',
    'How do listing_created numbers over the last 30 days compare with the 30 days before that?',
    (now) => {
      const r = R.lastDays(ms(now), 30);
      return [before(r), r];
    },
    [LIST],
  ),
  compareCase(
    'compare-pay-sum-months',
    (now) =>
      `for the board deck: total payment-completed value in ${monthName(monthsAgo(now, 2))} vs ${monthName(monthsAgo(now, 1))}, with the % change`,
    (now) => [R.month(monthsAgo(now, 2)), R.month(monthsAgo(now, 1))],
    [PAY],
    'sum',
  ),
  compareCase(
    'compare-users-flash-day',
    (now) => `unique active users on ${fullD(dropDay(now))} (the flash sale) compared with the day before?`,
    (now) => {
      const r = R.on(dropDay(now));
      return [before(r), r];
    },
    undefined,
    'users',
  ),
  compareCase(
    'compare-this-week',
    'total events this week vs the previous week',
    (now) => {
      const r = R.thisWeek(ms(now));
      return [before(r), r];
    },
    undefined,
  ),
  compareCase(
    'compare-search-months',
    (now) =>
      `search_performed in ${monthName(monthsAgo(now, 1))} compared to ${monthName(monthsAgo(now, 2))}? wondering if the new search bar helped`,
    (now) => [R.month(monthsAgo(now, 2)), R.month(monthsAgo(now, 1))],
    [SEARCH],
  ),
  compareCase(
    'compare-disputes-60d',
    'Did the total PaymentDisputed amount go up or down in the last 60 days compared with the 60 days before?',
    (now) => {
      const r = R.lastDays(ms(now), 60);
      return [before(r), r];
    },
    [DISPUTE],
    'sum',
  ),
  compareCase(
    'compare-payouts-yesterday',
    'total seller payouts value yesterday vs the day before',
    (now) => {
      const r = R.yesterday(ms(now));
      return [before(r), r];
    },
    [PAYOUT],
    'sum',
  ),
  compareCase(
    'compare-bids-loose-4w',
    'is bidding growing? last 4 weeks vs the 4 weeks before',
    (now) => {
      const r = R.lastWeeks(ms(now), 4);
      return [before(r), r];
    },
    [BID],
    'count',
    'not-high',
  ),
);

// ======================= share ==============================================================
// Percentage of events in range that are `names`, or of active users in range who did `names`.
function shareCase(id, question, range, names, { users = false, confidence = 'high' } = {}) {
  return {
    id,
    type: 'share',
    question,
    expect: (events, now) => {
      const all = sel(events, { range: range(now) });
      const part = all.filter((e) => names.includes(e.eventName));
      const pct = users
        ? O.percent(O.users(part).size, O.users(all).size)
        : O.percent(part.length, all.length);
      return part.length ? expect(all.length, { percents: [pct] }, confidence) : { ...LOW };
    },
  };
}
add(
  shareCase(
    'share-bids-30d',
    'what percentage of all events in the last 30 days were BidPlaced?',
    (now) => R.lastDays(ms(now), 30),
    [BID],
  ),
  shareCase(
    'share-users-bid-last-week',
    'What share of active users last week had at least one BidPlaced?',
    (now) => R.lastWeek(ms(now)),
    [BID],
    { users: true },
  ),
  shareCase('share-search-all', 'what % of our events are search_performed? just curious', () => R.all(), [
    SEARCH,
  ]),
  shareCase(
    'share-users-disputed-month',
    (now) => `of everyone active in ${monthName(monthsAgo(now, 1))}, what percent had a PaymentDisputed?`,
    (now) => R.month(monthsAgo(now, 1)),
    [DISPUTE],
    { users: true },
  ),
  shareCase(
    'share-watch-yesterday',
    "how much of yesterday's activity was item.watched, as a percentage?",
    (now) => R.yesterday(ms(now)),
    [WATCH],
  ),
  shareCase(
    'share-users-feedback-3m',
    'percentage of active users who left a Feedback Left in the past 3 months',
    (now) => R.lastMonths(ms(now), 3),
    [FB],
    { users: true },
  ),
  shareCase(
    'share-unsold-2m',
    'Share of events that were listing.unsold over the last 2 months?',
    (now) => R.lastMonths(ms(now), 2),
    [UNSOLD],
  ),
  shareCase('share-users-bidders-loose', 'what fraction of our users are bidders?', () => R.all(), [BID], {
    users: true,
    confidence: 'not-high',
  }),
);

// ======================= conversion =========================================================
function conversionCase(id, question, range, a, b, confidence = 'high') {
  return {
    id,
    type: 'conversion',
    question,
    expect: (events, now) => {
      const r = range(now);
      const c = O.conversion(events, r, a, b);
      if (!c.did) return { ...LOW };
      return expect(
        sel(events, { range: r, names: [a, b] }).length,
        { numbers: [c.did, c.converted], percents: [c.pct] },
        confidence,
      );
    },
  };
}
add(
  conversionCase(
    'conv-watch-bid-30d',
    'Of users who did item.watched in the last 30 days, how many went on to BidPlaced afterwards?',
    (now) => R.lastDays(ms(now), 30),
    WATCH,
    BID,
  ),
  conversionCase(
    'conv-won-pay-last-month',
    'Auction Won → payment-completed conversion last month?',
    (now) => R.lastMonth(ms(now)),
    WON,
    PAY,
  ),
  conversionCase(
    'conv-pay-feedback-since',
    (now) =>
      `of the buyers who had payment-completed since ${iso(daysAgo(now, 90))}, how many later left a feedback left? give me the %`,
    (now) => R.since(daysAgo(now, 90), ms(now)),
    PAY,
    FB,
  ),
  conversionCase(
    'conv-signup-bid-90d',
    'what % of users with account_created in the last 90 days went on to place a BidPlaced?',
    (now) => R.lastDays(ms(now), 90),
    ACCT,
    BID,
  ),
  conversionCase(
    'conv-search-watch-2w',
    'funnel: search_performed -> item.watched, past 2 weeks',
    (now) => R.lastWeeks(ms(now), 2),
    SEARCH,
    WATCH,
  ),
  conversionCase(
    'conv-list-payout-month',
    (now) =>
      `How many users who did listing_created in ${monthName(monthsAgo(now, 1))} then got a seller-payout that same month? and what percentage is that`,
    (now) => R.month(monthsAgo(now, 1)),
    LIST,
    PAYOUT,
  ),
  conversionCase(
    'conv-pay-dispute-all',
    'payment-completed to PaymentDisputed conversion, all time. How many payers ended up disputing?',
    () => R.all(),
    PAY,
    DISPUTE,
  ),
  conversionCase(
    'conv-bid-won-8w',
    'Of people who placed a BidPlaced in the last 8 weeks, how many then had an Auction Won?',
    (now) => R.lastWeeks(ms(now), 8),
    BID,
    WON,
  ),
  conversionCase(
    'conv-loose-watch-bid',
    'how many watchers go on to bid? last 60 days',
    (now) => R.lastDays(ms(now), 60),
    WATCH,
    BID,
    'not-high',
  ),
);

// ======================= churn / new users ==================================================
function churnCase(id, question, periods) {
  return {
    id,
    type: 'churn',
    question,
    expect: (events, now) => {
      const [active, inactive] = periods(now);
      const n = O.churned(events, active, inactive).length;
      return n ? { numbers: [n], confidence: 'high' } : { ...LOW };
    },
  };
}
function newUsersCase(id, question, range, extra = {}) {
  return {
    id,
    type: 'churn',
    question,
    expect: (events, now) => {
      const n = O.newUsers(events, range(now)).length;
      return n
        ? {
            numbers: [n],
            confidence: 'high',
            ...(extra.names ? { names: extra.names, unordered: true } : {}),
          }
        : { ...LOW };
    },
  };
}
add(
  churnCase(
    'churn-months',
    (now) =>
      `How many users were active in ${monthName(monthsAgo(now, 2))} but not at all in ${monthName(monthsAgo(now, 1))}?`,
    (now) => [R.month(monthsAgo(now, 2)), R.month(monthsAgo(now, 1))],
  ),
  newUsersCase('churn-new-last-month', 'how many new users did we get last month?', (now) =>
    R.lastMonth(ms(now)),
  ),
  newUsersCase('churn-new-7d', 'New users in the last 7 days? (first event ever in that window)', (now) =>
    R.lastDays(ms(now), 7),
  ),
  churnCase(
    'churn-between-quiet-30d',
    (now) =>
      `users who were active between ${shortD(daysAgo(now, 110))} and ${shortD(daysAgo(now, 80))} but have had zero events in the last 30 days — how many?`,
    (now) => [R.between(daysAgo(now, 110), daysAgo(now, 80)), R.lastDays(ms(now), 30)],
  ),
  churnCase(
    'churn-last-week-this-week',
    'how many people were active last week but havent shown up this week?',
    (now) => [R.lastWeek(ms(now)), R.thisWeek(ms(now))],
  ),
  newUsersCase(
    'churn-new-since',
    (now) => `how many brand-new users have we had since ${longD(daysAgo(now, 21))}?`,
    (now) => R.since(daysAgo(now, 21), ms(now)),
  ),
  newUsersCase(
    'churn-new-month-name',
    (now) => `new users in ${monthName(monthsAgo(now, 2))} ${yr(monthsAgo(now, 2))}?`,
    (now) => R.month(monthsAgo(now, 2)),
  ),
  churnCase(
    'churn-30-vs-30',
    'Churn check: how many users active in the 30 days before the last 30 days had no activity in the last 30?',
    (now) => {
      const r = R.lastDays(ms(now), 30);
      return [before(r), r];
    },
  ),
);

// ======================= recency / existence ================================================
// "When was the last X": the day of the newest X (the minute cannot be checked by name); all X events.
function lastCase(id, question, filter) {
  return {
    id,
    type: 'recency',
    question,
    expect: (events, now) => {
      const s = sel(events, filter(now));
      if (!s.length) return { ...LOW };
      return expect(s.length, { names: [iso(Math.max(...s.map(O.time)))] });
    },
  };
}
// "Did anyone do X (in range)": yes, with how many; the X events in range.
function existsCase(id, question, filter, extra = {}) {
  return {
    id,
    type: 'recency',
    question,
    ...extra,
    expect: (events, now) => {
      const s = sel(events, filter(now));
      return expect(s.length, { numbers: [s.length] });
    },
  };
}
add(
  lastCase('recency-last-dispute', 'When was the last PaymentDisputed?', () => ({ names: [DISPUTE] })),
  existsCase('recency-flags-3d', 'did anyone get a listing.flagged in the past 3 days?', (now) => ({
    range: R.lastDays(ms(now), 3),
    names: [FLAG],
  })),
  lastCase('recency-last-signup', 'when did someone last do account_created?', () => ({ names: [ACCT] })),
  existsCase(
    'recency-bid-last-hour',
    'Has anyone placed a BidPlaced in the last hour? checking the bid service is alive after the deploy',
    (now) => ({ range: R.lastHours(ms(now), 1), names: [BID] }),
  ),
  lastCase('recency-unsold-seller', 'last listing.unsold for seller_003 — when was it?', () => ({
    names: [UNSOLD],
    user: P.topSeller,
  })),
  lastCase('recency-last-payout', 'when was the most recent seller-payout?', () => ({ names: [PAYOUT] })),
  existsCase(
    'recency-lurker-bid',
    'has buyer_0300 ever placed a BidPlaced?',
    () => ({ names: [BID], user: P.lurker }),
    { low: true },
  ),
  lastCase('recency-whale-won', 'When did buyer_0042 last win an auction (Auction Won)?', () => ({
    names: [WON],
    user: P.whale,
  })),
  existsCase(
    'recency-disputes-after-outage',
    (now) => `were there any PaymentDisputed events on ${shortD(incident(now) + DAY)}?`,
    (now) => ({ range: R.on(incident(now) + DAY), names: [DISPUTE] }),
  ),
  lastCase('recency-loose-feedback', 'when did a buyer last leave a review?', () => ({ names: [FB] })),
);
cases.at(-1).expect = ((f) => (events, now) => ({ ...f(events, now), confidence: 'not-high' }))(
  cases.at(-1).expect,
);

// ======================= catalogue ==========================================================
function catalogueCase(id, question, body) {
  return {
    id,
    type: 'catalogue',
    question,
    expect: (events) => expect(events.length, body(events)),
  };
}
add(
  catalogueCase('catalogue-names', 'what events do we track?', (events) => ({
    names: [...new Set(events.map(O.byName))].sort(),
    unordered: true,
  })),
  catalogueCase('catalogue-users', 'How many users are there in total?', (events) => ({
    numbers: [O.users(events).size],
  })),
  catalogueCase('catalogue-events', 'total number of events stored, all time', (events) => ({
    numbers: [events.length],
  })),
  catalogueCase(
    'catalogue-names-counts',
    'list every event name with how many times it occurred',
    (events) => {
      const m = O.tally(events, O.byName);
      const keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), unordered: true };
    },
  ),
  catalogueCase('catalogue-distinct-names', 'how many distinct event types exsit in the data?', (events) => ({
    numbers: [new Set(events.map(O.byName)).size],
  })),
  catalogueCase(
    'catalogue-overview',
    "new analyst here — give me an overview: how many users, how many events, and what event names we've got",
    (events) => ({
      numbers: [O.users(events).size, events.length],
      names: [...new Set(events.map(O.byName))].sort(),
      unordered: true,
    }),
  ),
  catalogueCase('catalogue-listing-names', "which event names have 'listing' in them?", (events) => ({
    names: [...new Set(events.map(O.byName))].filter((n) => n.toLowerCase().includes('listing')).sort(),
    unordered: true,
  })),
);

// ======================= other (not answerable from these events) ==========================
add(
  lowCase('other-nps', 'other', "What's our NPS from the app store reviews?"),
  lowCase(
    'other-category',
    'other',
    'Which collectible category sells best — coins, stamps or trading cards?',
  ),
  lowCase(
    'other-shipping-time',
    'other',
    'how long does shipping take on average between payment and delivery?',
  ),
  lowCase('other-forecast', 'other', 'Forecast our GMV for next quarter please'),
  lowCase('other-browser', 'other', 'which browser or device do most bidders use?'),
  lowCase('other-weather', 'other', 'whats the weather going to be in Chicago this weekend'),
  lowCase('other-countries', 'other', 'Which countries are our sellers based in?'),
  lowCase(
    'other-item-price',
    'other',
    'what is the current high bid on the Babe Ruth rookie card, lot #4412?',
  ),
  lowCase('other-delete', 'other', 'delete all listings from seller_003 and refund the buyers'),
  lowCase('other-email-open', 'other', 'what was the open rate of last weeks "ending soon" reminder emails?'),
);
