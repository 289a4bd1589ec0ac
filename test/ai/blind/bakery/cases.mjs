/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import {
  DAY,
  MONTHS,
  WEEKDAYS,
  round,
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  isoMonth,
  pastMonthDay,
  pastMonth,
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
} from '../../../../../shared/ai/eval/oracle.mjs';

// ---- event names and people -------------------------------------------------------------
const LOGIN = 'portal_login',
  CAT = 'catalogue-viewed',
  SOP = 'standing_order_placed',
  SOC = 'Standing Order Changed',
  OOO = 'OneOffOrderPlaced',
  DISP = 'delivery.dispatched',
  RECV = 'Delivery Received',
  SHORT = 'short-delivery',
  INV = 'invoice_paid',
  CN = 'CreditNoteIssued',
  QC = 'quality.complaint',
  NOTICE = 'service-notice-viewed';
const ALL = [LOGIN, CAT, SOP, SOC, OOO, DISP, RECV, SHORT, INV, CN, QC, NOTICE];
const MONEY = [OOO, INV]; // "revenue", "spenders": orders and payments
const TOP = 'staff_0007',
  CHURNER = 'staff_0113',
  NEWBIE = 'staff_0458',
  FIN = 'staff_0301',
  MOANER = 'staff_0222',
  NOBODY = 'staff_0999';

// ---- dates in questions -------------------------------------------------------------------
const T = (now) => +now;
const daysAgo = (now, n) => dayStart(T(now)) - n * DAY;
const incident = (now) => daysAgo(now, 37);
const ord = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
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
const mIdx = (t) => new Date(t).getUTCMonth();
const mDay = (t) => new Date(t).getUTCDate();
const lastMonthStart = (now) => monthStart(T(now), -1);
const twoMonthsStart = (now) => monthStart(T(now), -2);

// ---- expectation builders -------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return round(n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const r2 = (x) => round(x, 2);
const prevOf = (r) => ({ from: r.from - (r.to - r.from), to: r.from });

function count(filter, confidence = 'high') {
  return (events, now) => {
    const n = select(events, filter(T(now))).length;
    return { numbers: [n], confidence: n ? confidence : 'low', dataPoints: n };
  };
}
function distinct(filter, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, filter(T(now)));
    return {
      numbers: [users(evs).size],
      confidence: evs.length ? confidence : 'low',
      dataPoints: evs.length,
    };
  };
}
function measure(filter, fn, confidence = 'high', extraNames) {
  return (events, now) => {
    const evs = select(events, filter(T(now)));
    return {
      numbers: [fn(evs)],
      names: extraNames,
      confidence: evs.length ? confidence : 'low',
      dataPoints: evs.length,
    };
  };
}
// A ranked list: the top n keys in order, each with its figure; flags a tie at the cut.
function ranked(build, { n, ascending = false, confidence = 'high', figures = true, fmt = (x) => x } = {}) {
  const list = (events, now) => {
    const { map, dp } = build(events, T(now));
    return { all: rank(map, { ascending }), dp };
  };
  const expect = (events, now) => {
    const { all, dp } = list(events, now);
    const top = all.slice(0, n);
    return {
      names: top.map(([k]) => k),
      numbers: figures ? top.map(([, v]) => fmt(v)) : undefined,
      confidence: dp ? confidence : 'low',
      dataPoints: dp,
    };
  };
  expect.tieAtCut = (events, now) => {
    const { all } = list(events, now);
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}
const rankBy = (filter, key, val) => (events, now) => {
  const evs = select(events, filter(now));
  return { map: tally(evs, key, val), dp: evs.length };
};
function compare(rA, rB, filter, fn = (evs) => evs.length, confidence = 'high') {
  return (events, now) => {
    const t = T(now),
      a = select(events, { ...filter(t), range: rA(t) }),
      b = select(events, { ...filter(t), range: rB(t) });
    const c = change(fn(a), fn(b));
    return {
      numbers: [c.earlier, c.later, c.diff].map((x) => (Number.isInteger(x) ? x : r2(x))),
      percents: c.pct === null ? undefined : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
}
function share(filter, part, { byUsers = false, confidence = 'high' } = {}) {
  return (events, now) => {
    const evs = select(events, filter(T(now)));
    const p = evs.filter(part);
    const pct = byUsers ? percent(users(p).size, users(evs).size) : percent(p.length, evs.length);
    return {
      numbers: byUsers ? [users(p).size] : [p.length],
      percents: [pct],
      confidence,
      dataPoints: evs.length,
    };
  };
}
function conv(range, a, b, confidence = 'high') {
  return (events, now) => {
    const r = range(T(now)),
      c = conversion(events, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: select(events, { range: r, names: [a, b] }).length,
    };
  };
}
function lastOf(filter, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, filter(T(now)));
    const last = newestFirst(evs)[0];
    return {
      names: last ? [isoDay(time(last))] : [],
      confidence: last ? confidence : 'low',
      dataPoints: evs.length,
    };
  };
}
function busiest(filter, key) {
  return ranked(rankBy(filter, key), { n: 1 });
}
function series(filter, key) {
  return (events, now) => {
    const evs = select(events, filter(T(now)));
    const m = [...tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: m.map(([k]) => k),
      numbers: m.map(([, v]) => v),
      confidence: 'high',
      dataPoints: evs.length,
    };
  };
}

const all = () => ({});
const R = ranges;
const c = (id, type, question, expect, extra = {}) => ({ id, type, question, expect, ...extra });

export const cases = [
  // ---------------------------------------------------------------- count
  c(
    'count-oneoff-7d',
    'count',
    'how many one-off orders came in over the last 7 days?',
    count((t) => ({ range: R.lastDays(t, 7), names: [OOO] }), 'not-high'),
  ),
  c(
    'count-received-yday',
    'count',
    'Total number of deliveries received yesterday (Delivery Received)?',
    count((t) => ({ range: R.yesterday(t), names: [RECV] })),
  ),
  c(
    'count-dispatched-today',
    'count',
    'how many deliveries have gone out so far today? (delivery.dispatched)',
    count((t) => ({ range: R.today(t), names: [DISP] })),
  ),
  c(
    'count-dispatched-month',
    'count',
    (now) => `How many times was delivery.dispatched recorded in ${monthName(lastMonthStart(now))}?`,
    count((t) => ({ range: R.month(pastMonth(t, mIdx(lastMonthStart(t)))), names: [DISP] })),
  ),
  c(
    'count-all-lastweek',
    'count',
    'for the ops standup: how many events did the portal log last week in total?',
    count((t) => ({ range: R.lastWeek(t) })),
  ),
  c(
    'count-credit-between',
    'count',
    (now) =>
      `CreditNoteIssued between ${isoDay(daysAgo(now, 50))} and ${isoDay(daysAgo(now, 20))} — how many?`,
    count((t) => ({ range: R.between(daysAgo(t, 50), daysAgo(t, 20)), names: [CN] })),
  ),
  c(
    'count-soc-before',
    'count',
    (now) => `How many Standing Order Changed events happened before ${dmy(daysAgo(now, 60))}?`,
    count((t) => ({ range: R.before(daysAgo(t, 60)), names: [SOC] })),
  ),
  c(
    'count-top-oneoff-30d',
    'count',
    `how many OneOffOrderPlaced has ${TOP} put through in the past 30 days`,
    count((t) => ({ range: R.lastDays(t, 30), names: [OOO], user: TOP })),
  ),
  c(
    'count-short-on-day',
    'count',
    (now) =>
      `how many short deliveries were there on ${longDay(incident(now))}? asking because the phones went crazy`,
    count((t) => ({ range: R.on(pastMonthDay(t, mIdx(incident(t)), mDay(incident(t)))), names: [SHORT] })),
  ),
  c(
    'count-complaints-loose',
    'count',
    'how many complaints about bread quality did we get in the last 30 days',
    count((t) => ({ range: R.lastDays(t, 30), names: [QC] }), 'not-high'),
  ),
  c(
    'count-thisyear',
    'count',
    'how many events has the portal recorded so far this year?',
    count((t) => ({ range: R.thisYear(t) })),
  ),
  c(
    'count-48h',
    'count',
    'Delivery Received in the past 48 hours — how many? driver says the vans were late',
    count((t) => ({ range: R.lastHours(t, 48), names: [RECV] })),
  ),
  c('count-unknown-event', 'count', 'how many pallet_returned events were there last month?', LOW, {
    low: true,
  }),

  // ---------------------------------------------------------------- users
  c(
    'users-login-30d',
    'users',
    'how many different customers had a portal_login in the last 30 days?',
    distinct((t) => ({ range: R.lastDays(t, 30), names: [LOGIN] })),
  ),
  c(
    'users-month',
    'users',
    'unique users this month?',
    distinct((t) => ({ range: R.thisMonth(t) })),
  ),
  c(
    'users-oneoff-month',
    'users',
    (now) => `how many acounts placed a OneOffOrderPlaced in ${monthName(twoMonthsStart(now))}`,
    distinct((t) => ({ range: R.month(pastMonth(t, mIdx(twoMonthsStart(t)))), names: [OOO] })),
  ),
  c(
    'users-invoice-since',
    'users',
    (now) => `How many people have paid an invoice since ${shortDay(daysAgo(now, 45))}? (invoice_paid)`,
    distinct((t) => ({
      range: R.since(pastMonthDay(t, mIdx(daysAgo(t, 45)), mDay(daysAgo(t, 45))), t),
      names: [INV],
    })),
  ),
  c(
    'users-complaint-week',
    'users',
    'how many distinct staff raised a quality complaint in the past week?',
    distinct((t) => ({ range: R.lastDays(t, 7), names: [QC] })),
  ),
  c(
    'users-3months',
    'users',
    'active users over the last 3 months',
    distinct((t) => ({ range: R.lastMonths(t, 3) })),
  ),
  c(
    'users-catalogue-loose',
    'users',
    'how many shops browsed the product list in the past 14 days?',
    distinct((t) => ({ range: R.lastDays(t, 14), names: [CAT] }), 'not-high'),
  ),
  c(
    'users-thisweek',
    'users',
    'how many unique users have we had this week so far?',
    distinct((t) => ({ range: R.thisWeek(t) })),
  ),
  c('users-unknown-event', 'users', 'how many users redeemed a voucher_redeemed last month', LOW, {
    low: true,
  }),

  // ---------------------------------------------------------------- value
  c(
    'value-invoice-lastmonth',
    'value',
    'total invoice_paid amount last month, for the finance report',
    measure(
      (t) => ({ range: R.lastMonth(t), names: [INV] }),
      (evs) => r2(sum(evs)),
    ),
  ),
  c(
    'value-avg-oneoff-30d',
    'value',
    'whats the average OneOffOrderPlaced value in the past 30 days?',
    measure((t) => ({ range: R.lastDays(t, 30), names: [OOO] }), avg),
  ),
  c(
    'value-max-invoice-90d',
    'value',
    'biggest single invoice payment in the last 90 days',
    measure((t) => ({ range: R.lastDays(t, 90), names: [INV] }), max, 'not-high'),
  ),
  c(
    'value-min-credit-60d',
    'value',
    'smallest credit note we issued in the last 60 days (CreditNoteIssued)',
    measure((t) => ({ range: R.lastDays(t, 60), names: [CN] }), min),
  ),
  c(
    'value-median-oneoff-lastweek',
    'value',
    'median one-off order amount last week',
    measure((t) => ({ range: R.lastWeek(t), names: [OOO] }), median, 'not-high'),
  ),
  c(
    'value-loaves-short-30d',
    'value',
    'total loaves short-delivered in the last 30 days? sum of short-delivery values pls',
    measure((t) => ({ range: R.lastDays(t, 30), names: [SHORT] }), sum),
  ),
  c(
    'value-credit-moaner',
    'value',
    `total value of CreditNoteIssued for ${MOANER}`,
    measure(
      () => ({ names: [CN], user: MOANER }),
      (evs) => r2(sum(evs)),
    ),
  ),
  c(
    'value-revenue-lastmonth',
    'value',
    'what was our revenue last month?',
    measure(
      (t) => ({ range: R.lastMonth(t), names: MONEY }),
      (evs) => r2(sum(evs)),
      'not-high',
      [OOO, INV],
    ),
  ),
  c(
    'value-avg-received-loose',
    'value',
    'avg loaves per received delivery over the last 14 days',
    measure((t) => ({ range: R.lastDays(t, 14), names: [RECV] }), avg, 'not-high'),
  ),

  // ---------------------------------------------------------------- top-events
  c(
    'top-events-30d',
    'top-events',
    'top 5 events in the last 30 days',
    ranked(
      rankBy((t) => ({ range: R.lastDays(t, 30) }), byName),
      { n: 5 },
    ),
  ),
  c(
    'top-events-month-3',
    'top-events',
    'what are the three most common actions this month?',
    ranked(
      rankBy((t) => ({ range: R.thisMonth(t) }), byName),
      { n: 3 },
    ),
  ),
  c(
    'top-events-least',
    'top-events',
    'least common 4 event types overall?',
    ranked(
      rankBy(() => ({}), byName),
      { n: 4, ascending: true },
    ),
  ),
  c(
    'top-events-week-1',
    'top-events',
    'which event happened the most in the past week?',
    ranked(
      rankBy((t) => ({ range: R.lastDays(t, 7) }), byName),
      { n: 1 },
    ),
  ),
  c(
    'top-events-incident',
    'top-events',
    (now) => `top 2 events on ${isoDay(incident(now))}`,
    ranked(
      rankBy((t) => ({ range: R.on(incident(t)) }), byName),
      { n: 2 },
    ),
  ),
  c(
    'top-events-user',
    'top-events',
    `4 most frequent events for ${TOP}`,
    ranked(
      rankBy(() => ({ user: TOP }), byName),
      { n: 4 },
    ),
  ),
  c(
    'top-events-rank-all',
    'top-events',
    (now) => `rank every event type by how often it happened since ${longDay(daysAgo(now, 21))}`,
    ranked(
      rankBy(
        (t) => ({ range: R.since(pastMonthDay(t, mIdx(daysAgo(t, 21)), mDay(daysAgo(t, 21))), t) }),
        byName,
      ),
      { n: 12 },
    ),
  ),
  c(
    'top-events-rarest',
    'top-events',
    'whats the rarest thing people do in the portal?',
    ranked(
      rankBy(() => ({}), byName),
      { n: 1, ascending: true },
    ),
  ),

  // ---------------------------------------------------------------- top-users
  c(
    'top-users-30d',
    'top-users',
    "who's been our most active user over the last 30 days, going by number of events?",
    ranked(
      rankBy((t) => ({ range: R.lastDays(t, 30) }), byUser),
      { n: 1 },
    ),
  ),
  c(
    'top-users-spenders',
    'top-users',
    'who were our top 3 spenders last month?',
    ranked(
      rankBy((t) => ({ range: R.lastMonth(t), names: MONEY }), byUser, value),
      { n: 3, confidence: 'not-high', fmt: r2 },
    ),
  ),
  c(
    'top-users-oneoff-lastmonth',
    'top-users',
    'who placed the most OneOffOrderPlaced events last month?',
    ranked(
      rankBy((t) => ({ range: R.lastMonth(t), names: [OOO] }), byUser),
      { n: 1 },
    ),
  ),
  c(
    'top-users-invoice-90d',
    'top-users',
    'top 10 customers by invoice_paid amount in the last 90 days',
    ranked(
      rankBy((t) => ({ range: R.lastDays(t, 90), names: [INV] }), byUser, value),
      { n: 10, fmt: r2 },
    ),
  ),
  c(
    'top-users-login-30d',
    'top-users',
    'who had the most portal_login events in the last 30 days?',
    ranked(
      rankBy((t) => ({ range: R.lastDays(t, 30), names: [LOGIN] }), byUser),
      { n: 1 },
    ),
  ),
  c(
    'top-users-short',
    'top-users',
    'which user has reported the most short deliveries ever?',
    ranked(
      rankBy(() => ({ names: [SHORT] }), byUser),
      { n: 1 },
    ),
  ),
  c(
    'top-users-yday',
    'top-users',
    'yesterday, which customer spent the most on one-off orders (OneOffOrderPlaced value)?',
    ranked(
      rankBy((t) => ({ range: R.yesterday(t), names: [OOO] }), byUser, value),
      { n: 1, fmt: r2 },
    ),
  ),
  c(
    'top-users-complainer',
    'top-users',
    'who complains the most?',
    ranked(
      rankBy(() => ({ names: [QC] }), byUser),
      { n: 1, confidence: 'not-high' },
    ),
  ),

  // ---------------------------------------------------------------- user
  c(
    'user-top-count',
    'user',
    `how many events does ${TOP} have?`,
    count(() => ({ user: TOP })),
  ),
  c('user-newbie-first', 'user', `when did ${NEWBIE} first use the portal?`, (events) => {
    const evs = select(events, { user: NEWBIE }),
      f = [...evs].sort((a, b) => time(a) - time(b))[0];
    return { names: [isoDay(time(f))], confidence: 'high', dataPoints: evs.length };
  }),
  c('user-churner-last', 'user', `last seen date for ${CHURNER}?`, (events) => {
    const evs = select(events, { user: CHURNER });
    return { names: [isoDay(time(newestFirst(evs)[0]))], confidence: 'high', dataPoints: evs.length };
  }),
  c('user-fin-names', 'user', `which event types has ${FIN} used?`, (events) => {
    const evs = select(events, { user: FIN });
    return {
      names: [...new Set(evs.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: evs.length,
    };
  }),
  c('user-moaner-recent', 'user', `what were ${MOANER}'s 3 most recent actions?`, (events) => {
    const evs = select(events, { user: MOANER });
    return { names: newestFirst(evs).slice(0, 3).map(byName), confidence: 'high', dataPoints: evs.length };
  }),
  c(
    'user-top-7d',
    'user',
    `${TOP} activity in the last 7 days - how many events?`,
    count((t) => ({ range: R.lastDays(t, 7), user: TOP })),
  ),
  c('user-nobody', 'user', `when was ${NOBODY} last active?`, LOW, { low: true }),
  c(
    'user-fin-paid',
    'user',
    (now) => `how much has ${FIN} paid in invoices since ${isoDay(daysAgo(now, 60))}?`,
    measure(
      (t) => ({ range: R.since(daysAgo(t, 60), t), names: [INV], user: FIN }),
      (evs) => r2(sum(evs)),
      'not-high',
    ),
  ),
  c(
    'user-newbie-events',
    'user',
    `show me everything ${NEWBIE} has done — count and which events`,
    (events) => {
      const evs = select(events, { user: NEWBIE });
      return {
        numbers: [evs.length],
        names: [...new Set(evs.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  ),

  // ---------------------------------------------------------------- breakdown
  c(
    'bd-oneoff-per-day',
    'breakdown',
    'OneOffOrderPlaced per day for the last 7 days',
    series((t) => ({ range: R.lastDays(t, 7), names: [OOO] }), byDay),
  ),
  c(
    'bd-weekday-received',
    'breakdown',
    'busiest weekday for Delivery Received?',
    busiest(() => ({ names: [RECV] }), byWeekday),
  ),
  c(
    'bd-hour-oneoff',
    'breakdown',
    'what hour of the day do most one-off orders come in (UTC)?',
    ranked(
      rankBy(() => ({ names: [OOO] }), byHour),
      { n: 1, confidence: 'not-high' },
    ),
  ),
  c(
    'bd-invoice-weekly',
    'breakdown',
    'weekly invoice_paid counts over the last 4 weeks',
    series((t) => ({ range: R.lastWeeks(t, 4), names: [INV] }), byWeek),
  ),
  c(
    'bd-monthly-since',
    'breakdown',
    (now) => `monthly event totals since ${isoDay(twoMonthsStart(now))}`,
    series((t) => ({ range: R.since(twoMonthsStart(t), t) }), byMonth),
  ),
  c(
    'bd-busiest-day-60',
    'breakdown',
    'which was the single busiest day in the last 60 days, by events?',
    busiest((t) => ({ range: R.lastDays(t, 60) }), byDay),
  ),
  c('bd-short-weekday', 'breakdown', 'break short-delivery down by day of week', (events) => {
    const evs = select(events, { names: [SHORT] }),
      m = tally(evs, byWeekday);
    return {
      names: [...m.keys()],
      numbers: [...m.values()],
      unordered: true,
      confidence: 'high',
      dataPoints: evs.length,
    };
  }),
  c(
    'bd-hour-received',
    'breakdown',
    'at what hour are deliveries received mostly? (Delivery Received)',
    busiest(() => ({ names: [RECV] }), byHour),
  ),
  c(
    'bd-logins-monthly',
    'breakdown',
    'portal_login by month for the past 2 months',
    series((t) => ({ range: R.lastMonths(t, 2), names: [LOGIN] }), byMonth),
  ),

  // ---------------------------------------------------------------- compare
  c(
    'cmp-oneoff-value-14d',
    'compare',
    'OneOffOrderPlaced value (sum of amounts): last 14 days vs the 14 days before?',
    compare(
      (t) => prevOf(R.lastDays(t, 14)),
      (t) => R.lastDays(t, 14),
      () => ({ names: [OOO] }),
      (evs) => r2(sum(evs)),
    ),
  ),
  c(
    'cmp-logins-months',
    'compare',
    (now) => `logins in ${monthName(twoMonthsStart(now))} compared with ${monthName(lastMonthStart(now))}`,
    compare(
      (t) => R.month(twoMonthsStart(t)),
      (t) => R.month(lastMonthStart(t)),
      () => ({ names: [LOGIN] }),
      undefined,
      'not-high',
    ),
  ),
  c(
    'cmp-oneoff-growing',
    'compare',
    'is one-off ordering growing? last 30 days against the previous 30',
    compare(
      (t) => prevOf(R.lastDays(t, 30)),
      (t) => R.lastDays(t, 30),
      () => ({ names: [OOO] }),
      undefined,
      'not-high',
    ),
  ),
  c(
    'cmp-invoice-value-30d',
    'compare',
    'invoice_paid amount, past 30 days vs the prior 30 days',
    compare(
      (t) => prevOf(R.lastDays(t, 30)),
      (t) => R.lastDays(t, 30),
      () => ({ names: [INV] }),
      (evs) => r2(sum(evs)),
    ),
  ),
  c(
    'cmp-users-4w',
    'compare',
    'active users in the last 4 weeks compared with the 4 weeks before',
    compare(
      (t) => prevOf(R.lastWeeks(t, 4)),
      (t) => R.lastWeeks(t, 4),
      () => ({}),
      (evs) => users(evs).size,
    ),
  ),
  c(
    'cmp-credit-months',
    'compare',
    (now) =>
      `compare the total CreditNoteIssued amount: ${monthName(twoMonthsStart(now))} ${new Date(twoMonthsStart(now)).getUTCFullYear()} vs ${monthName(lastMonthStart(now))} ${new Date(lastMonthStart(now)).getUTCFullYear()}`,
    compare(
      (t) => R.month(twoMonthsStart(t)),
      (t) => R.month(lastMonthStart(t)),
      () => ({ names: [CN] }),
      (evs) => r2(sum(evs)),
    ),
  ),
  c(
    'cmp-received-yday',
    'compare',
    'loaves signed for yesterday vs the day before — total Delivery Received value',
    compare(
      (t) => prevOf(R.yesterday(t)),
      (t) => R.yesterday(t),
      () => ({ names: [RECV] }),
      sum,
    ),
  ),
  c(
    'cmp-short-6w',
    'compare',
    'short deliveries in the past 6 weeks compared with the 6 weeks before — did the oven thing make a big dent?',
    compare(
      (t) => prevOf(R.lastWeeks(t, 6)),
      (t) => R.lastWeeks(t, 6),
      () => ({ names: [SHORT] }),
    ),
  ),

  // ---------------------------------------------------------------- share
  c(
    'share-short-30d',
    'share',
    'what percent of all events in the last 30 days were short deliveries?',
    share(
      (t) => ({ range: R.lastDays(t, 30) }),
      (e) => e.eventName === SHORT,
    ),
  ),
  c(
    'share-users-oneoff-lastmonth',
    'share',
    'what share of active users placed a one-off order last month?',
    share(
      (t) => ({ range: R.lastMonth(t) }),
      (e) => e.eventName === OOO,
      { byUsers: true, confidence: 'not-high' },
    ),
  ),
  c(
    'share-logins-all',
    'share',
    'percentage of all events that are portal_login',
    share(
      () => ({}),
      (e) => e.eventName === LOGIN,
    ),
  ),
  c(
    'share-users-complained-90d',
    'share',
    '% of customers who raised a quality complaint in the last 90 days',
    share(
      (t) => ({ range: R.lastDays(t, 90) }),
      (e) => e.eventName === QC,
      { byUsers: true },
    ),
  ),
  c(
    'share-incident-short',
    'share',
    (now) => `on ${isoDay(incident(now))} what fraction of events were short-delivery?`,
    share(
      (t) => ({ range: R.on(incident(t)) }),
      (e) => e.eventName === SHORT,
    ),
  ),
  c(
    'share-catalogue-month',
    'share',
    "what proportion of this month's activity is catalogue-viewed",
    share(
      (t) => ({ range: R.thisMonth(t) }),
      (e) => e.eventName === CAT,
    ),
  ),
  c(
    'share-users-credit',
    'share',
    'share of users who ever got a CreditNoteIssued',
    share(
      () => ({}),
      (e) => e.eventName === CN,
      { byUsers: true },
    ),
  ),
  c(
    'share-top-oneoff',
    'share',
    `what percent of ${TOP}'s events are one-off orders?`,
    share(
      () => ({ user: TOP }),
      (e) => e.eventName === OOO,
      { confidence: 'not-high' },
    ),
  ),

  // ---------------------------------------------------------------- conversion
  c(
    'conv-login-order-30d',
    'conversion',
    'of the users who logged in during the last 30 days, how many then placed a one-off order?',
    conv((t) => R.lastDays(t, 30), LOGIN, OOO, 'not-high'),
  ),
  c(
    'conv-short-credit-60d',
    'conversion',
    'short-delivery → CreditNoteIssued conversion over the last 60 days',
    conv((t) => R.lastDays(t, 60), SHORT, CN),
  ),
  c(
    'conv-short-complaint',
    'conversion',
    'how many users who got a short delivery went on to file a quality complaint afterwards? all time, and the %',
    conv(() => R.all(), SHORT, QC),
  ),
  c(
    'conv-cat-order-since',
    'conversion',
    (now) => `catalogue-viewed to OneOffOrderPlaced since ${isoDay(daysAgo(now, 14))}: how many converted?`,
    conv((t) => R.since(daysAgo(t, 14), t), CAT, OOO),
  ),
  c(
    'conv-complaint-credit-lastmonth',
    'conversion',
    'of people who raised a quality complaint last month, what % later got a credit note?',
    conv((t) => R.lastMonth(t), QC, CN, 'not-high'),
  ),
  c(
    'conv-sop-soc',
    'conversion',
    'what percentage of customers with a standing_order_placed later had a Standing Order Changed?',
    conv(() => R.all(), SOP, SOC),
  ),
  c(
    'conv-received-invoice-8w',
    'conversion',
    'Delivery Received then invoice_paid — conversion in the past 8 weeks',
    conv((t) => R.lastWeeks(t, 8), RECV, INV),
  ),
  c(
    'conv-notice-complaint',
    'conversion',
    'of those who viewed the service-notice-viewed notice, how many complained (quality.complaint) after?',
    conv(() => R.all(), NOTICE, QC),
  ),

  // ---------------------------------------------------------------- churn
  c(
    'churn-lastmonth-thismonth',
    'churn',
    'how many users were active last month but have not been active this month?',
    (events, now) => ({
      numbers: [churned(events, R.lastMonth(T(now)), R.thisMonth(T(now))).length],
      confidence: 'high',
    }),
  ),
  c('churn-new-30d', 'churn', 'how many new users did we get in the last 30 days?', (events, now) => ({
    numbers: [newUsers(events, R.lastDays(T(now), 30)).length],
    confidence: 'high',
  })),
  c(
    'churn-new-lastmonth',
    'churn',
    'how many new customers did we onboard last month (first ever event in that month)?',
    (events, now) => ({ numbers: [newUsers(events, R.lastMonth(T(now))).length], confidence: 'high' }),
  ),
  c(
    'churn-30-60',
    'churn',
    'users active in the previous 30 days before the last 30 days, but with nothing in the last 30 days — how many?',
    (events, now) => ({
      numbers: [
        churned(events, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, R.lastDays(T(now), 30)).length,
      ],
      confidence: 'high',
    }),
  ),
  c('churn-new-lastweek', 'churn', 'how many brand new users showed up last week?', (events, now) => ({
    numbers: [newUsers(events, R.lastWeek(T(now))).length],
    confidence: 'high',
  })),
  c(
    'churn-months',
    'churn',
    (now) =>
      `how many customers were active in ${monthName(twoMonthsStart(now))} but not in ${monthName(lastMonthStart(now))}?`,
    (events, now) => ({
      numbers: [churned(events, R.month(twoMonthsStart(T(now))), R.month(lastMonthStart(T(now)))).length],
      confidence: 'high',
    }),
  ),
  c(
    'churn-new-since',
    'churn',
    (now) => `new accounts since ${dmy(daysAgo(now, 45))}?`,
    (events, now) => ({
      numbers: [newUsers(events, R.since(daysAgo(T(now), 45), T(now))).length],
      confidence: 'high',
    }),
  ),
  c(
    'churn-lost-8w',
    'churn',
    'for the board deck: users who used the portal in the 4 weeks before the last 4 weeks and not at all in the last 4 weeks',
    (events, now) => ({
      numbers: [churned(events, prevOf(R.lastWeeks(T(now), 4)), R.lastWeeks(T(now), 4)).length],
      confidence: 'high',
    }),
  ),

  // ---------------------------------------------------------------- recency
  c(
    'rec-last-complaint',
    'recency',
    'when was the last quality complaint?',
    lastOf(() => ({ names: [QC] })),
  ),
  c(
    'rec-credit-7d',
    'recency',
    'did anyone get a credit note (CreditNoteIssued) in the last 7 days?',
    count((t) => ({ range: R.lastDays(t, 7), names: [CN] })),
  ),
  c(
    'rec-churner-order',
    'recency',
    `last time ${CHURNER} placed a one-off order?`,
    lastOf(() => ({ names: [OOO], user: CHURNER }), 'not-high'),
  ),
  c(
    'rec-notice-7d',
    'recency',
    'has anyone looked at the service-notice-viewed notice in the last 7 days?',
    count((t) => ({ range: R.lastDays(t, 7), names: [NOTICE] })),
    { low: true },
  ),
  c(
    'rec-last-soc',
    'recency',
    'When was a standing order last changed?',
    lastOf(() => ({ names: [SOC] }), 'not-high'),
  ),
  c(
    'rec-fin-invoice',
    'recency',
    `when did ${FIN} last pay an invoice (invoice_paid)?`,
    lastOf(() => ({ names: [INV], user: FIN })),
  ),
  c(
    'rec-notice-loose',
    'recency',
    'when was the oven breakdown notice last viewed?',
    lastOf(() => ({ names: [NOTICE] }), 'not-high'),
  ),
  c('rec-unknown', 'recency', 'when was the last refund_issued event?', LOW, { low: true }),

  // ---------------------------------------------------------------- catalogue
  c('cat-event-names', 'catalogue', 'what events do you track for our portal?', (events) => ({
    names: [...new Set(events.map(byName))],
    unordered: true,
    confidence: 'high',
    dataPoints: events.length,
  })),
  c('cat-users-total', 'catalogue', 'how many users are there in total?', (events) => ({
    numbers: [users(events).size],
    confidence: 'high',
    dataPoints: events.length,
  })),
  c('cat-events-total', 'catalogue', 'total number of events overall', (events) => ({
    numbers: [events.length],
    confidence: 'high',
    dataPoints: events.length,
  })),
  c(
    'cat-names-counts',
    'catalogue',
    'list the event names with how many times each one occured',
    ranked(
      rankBy(() => ({}), byName),
      { n: 12 },
    ),
  ),
  c('cat-distinct-types', 'catalogue', 'how many distinct event types exist?', (events) => ({
    numbers: [new Set(events.map(byName)).size],
    confidence: 'high',
    dataPoints: events.length,
  })),
  c(
    'cat-users-and-events',
    'catalogue',
    'quick one: total users and total events in the account',
    (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  ),
  c(
    'cat-invoice-event',
    'catalogue',
    'is there an event for invoices being paid? what is it called?',
    (events) => ({ names: [INV], confidence: 'not-high', dataPoints: events.length }),
  ),

  // ---------------------------------------------------------------- other
  c('other-weather', 'other', "what's the weather going to be like for tomorrow's deliveries?", LOW),
  c('other-bread-type', 'other', 'which bread is the most popular, sourdough or baguette?', LOW),
  c('other-croissants', 'other', 'how many croissants did we sell last week?', LOW),
  c('other-margin', 'other', 'what is our profit margin on rye loaves?', LOW),
  c('other-driver', 'other', 'which delivery driver was late most often this month?', LOW),
  c('other-oven-temp', 'other', 'what temperature was the oven running at when it broke down?', LOW),
  c('other-nps', 'other', 'what is our NPS / customer satisfaction score?', LOW),
  c('other-staff-size', 'other', 'how many employees does each café have?', LOW),
  c('other-flour-price', 'other', 'has the price of flour gone up since summer?', LOW),
];
