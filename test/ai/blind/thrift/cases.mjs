/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
import {
  DAY,
  HOUR,
  WEEK,
  MONTHS,
  round,
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  isoMonth,
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

// ---- helpers for questions ------------------------------------------------------------------
const OUTAGE_K = 23; // the payment-provider outage: 23 days before today
const dayAgo = (now, k) => dayStart(+now) - k * DAY;
const iso = (t) => isoDay(t);
const ordinal = (d) =>
  d + (d % 100 >= 11 && d % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[d % 10] ?? 'th'));
const long = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${ordinal(d.getUTCDate())}`;
};
const short = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const dmy = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
const monthName = (now, add) => MONTHS[new Date(monthStart(+now, add)).getUTCMonth()];
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- helpers for expectations -------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const count = (evs, confidence = 'high') => ({ numbers: [evs.length], confidence, dataPoints: evs.length });
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const stamp = (t) => [isoDay(t), hhmm(t)];

// A ranked list: expectation and the tie check at its cut.
function ranked(mapOf, { n, ascending = false, confidence = 'high', dp, digits } = {}) {
  const fix = (v) => (digits === undefined ? v : round(v, digits));
  const expect = (events, now) => {
    const { map, dataPoints } = mapOf(events, now);
    const top = rank(map, { n, ascending });
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => fix(v)),
      confidence,
      dataPoints: dp === false ? undefined : dataPoints,
    };
  };
  expect.tieAtCut = (events, now) => {
    const all = rank(mapOf(events, now).map, { ascending });
    return all.length > n && fix(all[n - 1][1]) === fix(all[n][1]);
  };
  return expect;
}
const byCount = (key, sel) => (events, now) => {
  const evs = sel(events, now);
  return { map: tally(evs, key), dataPoints: evs.length };
};
const byValue = (key, sel) => (events, now) => {
  const evs = sel(events, now);
  return { map: tally(evs, key, value), dataPoints: evs.length };
};

function compareExp(a, b, dp, digits) {
  const c = change(a, b);
  const f = (x) => (digits === undefined ? x : round(x, digits));
  const out = { numbers: [f(c.earlier), f(c.later), f(c.diff)], confidence: 'high', dataPoints: dp };
  if (c.pct !== null) out.percents = [c.pct];
  return out;
}
const convExp = (events, range, a, b, confidence = 'high') => {
  const c = conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
};

export const cases = [
  // ===================================================================== count
  {
    id: 'count-offers-all',
    type: 'count',
    question: 'How many offer.made events do we have in total?',
    expect: (ev) => count(select(ev, { names: ['offer.made'] })),
  },
  {
    id: 'count-listed-lastweek',
    type: 'count',
    question: 'quick one for the weekly ops sync: how many item_listed last week?',
    expect: (ev, now) => count(select(ev, { range: ranges.lastWeek(+now), names: ['item_listed'] })),
  },
  {
    id: 'count-payfail-outage',
    type: 'count',
    question: (now) =>
      `payment-failed count on ${iso(dayAgo(now, OUTAGE_K))} please, that was the day the payment provider fell over`,
    expect: (ev, now) =>
      count(select(ev, { range: ranges.on(dayAgo(now, OUTAGE_K)), names: ['payment-failed'] })),
  },
  {
    id: 'count-returns-30d',
    type: 'count',
    question: 'How many ReturnRequested events came in over the past 30 days?',
    expect: (ev, now) => count(select(ev, { range: ranges.lastDays(+now, 30), names: ['ReturnRequested'] })),
  },
  {
    id: 'count-labels-yesterday',
    type: 'count',
    question: 'number of shipping.label_printed events yesterday?',
    expect: (ev, now) =>
      count(select(ev, { range: ranges.yesterday(+now), names: ['shipping.label_printed'] })),
  },
  {
    id: 'count-favs-since',
    type: 'count',
    question: (now) => `How many Item Favourited events have there been since ${long(dayAgo(now, 10))}?`,
    expect: (ev, now) =>
      count(select(ev, { range: ranges.since(dayAgo(now, 10), +now), names: ['Item Favourited'] })),
  },
  {
    id: 'count-user-offers-2w',
    type: 'count',
    question: 'how many offer.made did user_1128 log in the last 2 weeks',
    expect: (ev, now) =>
      count(select(ev, { range: ranges.lastWeeks(+now, 2), names: ['offer.made'], user: 'user_1128' })),
  },
  {
    id: 'count-declined-loose',
    type: 'count',
    question: 'how many declined offers did we have last month? roughly is fine',
    expect: (ev, now) =>
      count(select(ev, { range: ranges.lastMonth(+now), names: ['offer-declined'] }), 'not-high'),
  },
  {
    id: 'count-unknown-bundle',
    type: 'count',
    low: true,
    question: 'How many times was bundle_discount_applied fired last month?',
    expect: LOW,
  },
  {
    id: 'count-all-between',
    type: 'count',
    question: (now) =>
      `total events between ${iso(dayAgo(now, 40))} and ${iso(dayAgo(now, 34))}, both days inclusive`,
    expect: (ev, now) => count(select(ev, { range: ranges.between(dayAgo(now, 40), dayAgo(now, 34)) })),
  },

  // ===================================================================== users
  {
    id: 'users-opened-7d',
    type: 'users',
    question: 'How many unique users had an app.opened in the last 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(+now, 7), names: ['app.opened'] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-labels-lastmonth',
    type: 'users',
    question: 'distinct sellers who printed a label last month (shipping.label_printed) — how many?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(+now), names: ['shipping.label_printed'] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-returns-month',
    type: 'users',
    question: (now) => `How many people triggered ReturnRequested in ${monthName(now, -1)}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.month(monthStart(+now, -1)), names: ['ReturnRequested'] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-offers-between',
    type: 'users',
    question: (now) =>
      `unique users with an offer.made between ${short(dayAgo(now, 60))} and ${short(dayAgo(now, 31))}?`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: ranges.between(dayAgo(now, 60), dayAgo(now, 31)),
        names: ['offer.made'],
      });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-payout-ever',
    type: 'users',
    question: 'how many users have ever received a payout_sent?',
    expect: (ev) => {
      const s = select(ev, { names: ['payout_sent'] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-unknown-promote',
    type: 'users',
    low: true,
    question: 'how many sellers used Promote Listing last week?',
    expect: LOW,
  },
  {
    id: 'users-fav-loose',
    type: 'users',
    question: 'how many people favourited something yesterday?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.yesterday(+now), names: ['Item Favourited'] });
      return { numbers: [users(s).size], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'users-active-14d',
    type: 'users',
    question: 'active users in the past 14 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(+now, 14) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-thisweek',
    type: 'users',
    question: 'How many customers have been active this week so far?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.thisWeek(+now) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },

  // ===================================================================== value
  {
    id: 'value-sold-lastmonth',
    type: 'value',
    question: 'What was the total item_sold amount last month? finance needs it for the close',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(+now), names: ['item_sold'] });
      return { numbers: [round(sum(s), 2)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-avg-asking-30d',
    type: 'value',
    question: 'average asking price on item_listed over the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(+now, 30), names: ['item_listed'] });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-max-sold',
    type: 'value',
    question: 'Biggest single item_sold value ever?',
    expect: (ev) => {
      const s = select(ev, { names: ['item_sold'] });
      return { numbers: [max(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-min-offer-2m',
    type: 'value',
    question: 'smallest offer.made amount in the past 2 months',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonths(+now, 2), names: ['offer.made'] });
      return { numbers: [min(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-median-payout-60d',
    type: 'value',
    question: 'What is the median payout_sent amount for the last 60 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(+now, 60), names: ['payout_sent'] });
      return { numbers: [median(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-returns-3m',
    type: 'value',
    question: 'sum of ReturnRequested values over the last 3 months? trying to size our refund exposure',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonths(+now, 3), names: ['ReturnRequested'] });
      return { numbers: [round(sum(s), 2)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-spend-loose',
    type: 'value',
    question: 'how much did buyers spend in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(+now, 30), names: ['item_sold'] });
      return {
        names: ['item_sold'],
        numbers: [round(sum(s), 2)],
        confidence: 'not-high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'value-user-avg-offer',
    type: 'value',
    question: 'whats the avg offer.made value for user_1128',
    expect: (ev) => {
      const s = select(ev, { names: ['offer.made'], user: 'user_1128' });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-unknown-giftcard',
    type: 'value',
    low: true,
    question: 'Total gift_card_redeemed amount in the last 30 days?',
    expect: LOW,
  },
  {
    id: 'value-postage-since',
    type: 'value',
    question: (now) => `total shipping.label_printed postage since ${iso(dayAgo(now, 20))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.since(dayAgo(now, 20), +now), names: ['shipping.label_printed'] });
      return { numbers: [round(sum(s), 2)], confidence: 'high', dataPoints: s.length };
    },
  },

  // ===================================================================== top-events
  {
    id: 'top-events-all-5',
    type: 'top-events',
    question: 'top 5 events overall?',
    expect: ranked(
      byCount(byName, (ev) => ev),
      { n: 5 },
    ),
  },
  {
    id: 'top-events-lastweek-3',
    type: 'top-events',
    question: 'What were the 3 most common events last week?',
    expect: ranked(
      byCount(byName, (ev, now) => select(ev, { range: ranges.lastWeek(+now) })),
      { n: 3 },
    ),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'Which event is the least common of all?',
    expect: ranked(
      byCount(byName, (ev) => ev),
      { n: 1, ascending: true },
    ),
  },
  {
    id: 'top-events-outage-day',
    type: 'top-events',
    question: (now) => `what was the single most frequent event on ${long(dayAgo(now, OUTAGE_K))}?`,
    expect: ranked(
      byCount(byName, (ev, now) => select(ev, { range: ranges.on(dayAgo(now, OUTAGE_K)) })),
      { n: 1 },
    ),
  },
  {
    id: 'top-events-month-3',
    type: 'top-events',
    question: (now) => `3 most frequent actions in ${monthName(now, -1)}`,
    expect: ranked(
      byCount(byName, (ev, now) => select(ev, { range: ranges.month(monthStart(+now, -1)) })),
      { n: 3 },
    ),
  },
  {
    id: 'top-events-user',
    type: 'top-events',
    question: 'what does user_1007 do the most? top 3 events for them',
    expect: ranked(
      byCount(byName, (ev) => select(ev, { user: 'user_1007' })),
      { n: 3 },
    ),
  },
  {
    id: 'top-events-rarest-30d',
    type: 'top-events',
    question: 'which 3 events were the rarest in the past 30 days?',
    expect: ranked(
      byCount(byName, (ev, now) => select(ev, { range: ranges.lastDays(+now, 30) })),
      { n: 3, ascending: true },
    ),
  },
  {
    id: 'top-events-2m-4',
    type: 'top-events',
    question: 'Top 4 event names by volume over the last 2 months, for the board deck',
    expect: ranked(
      byCount(byName, (ev, now) => select(ev, { range: ranges.lastMonths(+now, 2) })),
      { n: 4 },
    ),
  },

  // ===================================================================== top-users
  {
    id: 'top-users-all-5',
    type: 'top-users',
    question: 'top 3 most active users of all time',
    expect: ranked(
      byCount(byUser, (ev) => ev),
      { n: 3 },
    ),
  },
  {
    id: 'top-users-listers-30d',
    type: 'top-users',
    question: 'who listed the most items (item_listed) in the last 30 days?',
    expect: ranked(
      byCount(byUser, (ev, now) => select(ev, { range: ranges.lastDays(+now, 30), names: ['item_listed'] })),
      { n: 1 },
    ),
  },
  {
    id: 'top-users-buyers-3m',
    type: 'top-users',
    question: 'Top 3 buyers by total item_sold value in the past 3 months?',
    expect: ranked(
      byValue(byUser, (ev, now) => select(ev, { range: ranges.lastMonths(+now, 3), names: ['item_sold'] })),
      { n: 3, digits: 2 },
    ),
  },
  {
    id: 'top-users-spenders-loose',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: ranked(
      byValue(byUser, (ev) => select(ev, { names: ['item_sold'] })),
      { n: 3, digits: 2, confidence: 'not-high' },
    ),
  },
  {
    id: 'top-users-payouts',
    type: 'top-users',
    question: (now) => `top 5 sellers by payout_sent total since ${long(dayAgo(now, 60))}`,
    expect: ranked(
      byValue(byUser, (ev, now) =>
        select(ev, { range: ranges.since(dayAgo(now, 60), +now), names: ['payout_sent'] }),
      ),
      { n: 5, digits: 2 },
    ),
  },
  {
    id: 'top-users-lastweek-1',
    type: 'top-users',
    question: 'Most active user last week?',
    expect: ranked(
      byCount(byUser, (ev, now) => select(ev, { range: ranges.lastWeek(+now) })),
      { n: 1 },
    ),
  },
  {
    id: 'top-users-offers-14d',
    type: 'top-users',
    question: 'who made the most offer.made in the past 14 days?',
    expect: ranked(
      byCount(byUser, (ev, now) => select(ev, { range: ranges.lastDays(+now, 14), names: ['offer.made'] })),
      { n: 1 },
    ),
  },
  {
    id: 'top-users-returners',
    type: 'top-users',
    question: 'Which user filed the most ReturnRequested? support suspects someone is abusing returns',
    expect: ranked(
      byCount(byUser, (ev) => select(ev, { names: ['ReturnRequested'] })),
      { n: 1 },
    ),
  },

  // ===================================================================== user
  {
    id: 'user-count-topseller',
    type: 'user',
    question: 'How many events does user_1007 have?',
    expect: (ev) => count(select(ev, { user: 'user_1007' })),
  },
  {
    id: 'user-lastseen-churner',
    type: 'user',
    question: 'when was user_1042 last seen? they emailed support saying the app is broken',
    expect: (ev) => {
      const s = select(ev, { user: 'user_1042' });
      return { names: stamp(time(newestFirst(s)[0])), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-firstseen-newcomer',
    type: 'user',
    question: 'first seen date for user_1399?',
    expect: (ev) => {
      const s = select(ev, { user: 'user_1399' });
      return { names: stamp(Math.min(...s.map(time))), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-names-returner',
    type: 'user',
    question: 'Which event names has user_1250 used?',
    expect: (ev) => {
      const s = select(ev, { user: 'user_1250' });
      return {
        names: [...new Set(s.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-count-30d',
    type: 'user',
    question: 'how many events did user_1128 have in the last 30 days',
    expect: (ev, now) => count(select(ev, { range: ranges.lastDays(+now, 30), user: 'user_1128' })),
  },
  {
    id: 'user-recent-3',
    type: 'user',
    question: 'show me the 3 most recent events for user_1007',
    expect: (ev) => {
      const s = select(ev, { user: 'user_1007' });
      return { names: newestFirst(s).slice(0, 3).map(byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-unknown',
    type: 'user',
    low: true,
    question: 'How many events for user_9999? Their account looks empty to me',
    expect: LOW,
  },
  {
    id: 'user-first-last-churner',
    type: 'user',
    question: 'user_1042 — first and last seen?',
    expect: (ev) => {
      const s = select(ev, { user: 'user_1042' });
      const ts = s.map(time);
      return {
        names: [...stamp(Math.min(...ts)), ...stamp(Math.max(...ts))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },

  // ===================================================================== breakdown
  {
    id: 'breakdown-weekday',
    type: 'breakdown',
    question: 'Which weekday is busiest overall?',
    expect: ranked(
      byCount(byWeekday, (ev) => ev),
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-hour-30d',
    type: 'breakdown',
    question: 'busiest hour of the day (UTC) over the last 30 days?',
    expect: ranked(
      byCount(byHour, (ev, now) => select(ev, { range: ranges.lastDays(+now, 30) })),
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-offers-daily-lastweek',
    type: 'breakdown',
    question: 'offer.made per day last week',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(+now), names: ['offer.made'] });
      const m = tally(s, byDay);
      const days = [...Array(7)].map((_, i) => iso(ranges.lastWeek(+now).from + i * DAY));
      return {
        names: days,
        numbers: days.map((d) => m.get(d) ?? 0),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-payfail-peak',
    type: 'breakdown',
    question: 'which day had the most payment-failed events in the last 60 days?',
    expect: ranked(
      byCount(byDay, (ev, now) =>
        select(ev, { range: ranges.lastDays(+now, 60), names: ['payment-failed'] }),
      ),
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-listed-monthly',
    type: 'breakdown',
    question: (now) =>
      `item_listed by month from ${iso(monthStart(+now, -3))} to ${iso(monthStart(+now) - DAY)}`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: ranges.between(monthStart(+now, -3), monthStart(+now) - DAY),
        names: ['item_listed'],
      });
      const m = tally(s, byMonth);
      const ms = [-3, -2, -1].map((a) => isoMonth(monthStart(+now, a)));
      return { names: ms, numbers: ms.map((k) => m.get(k) ?? 0), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-quietest-hour',
    type: 'breakdown',
    question: 'quietest hour of the day, all time?',
    expect: ranked(
      byCount(byHour, (ev) => ev),
      { n: 1, ascending: true },
    ),
  },
  {
    id: 'breakdown-week-sales',
    type: 'breakdown',
    question: 'Which week had the highest total item_sold value?',
    expect: ranked(
      byValue(byWeek, (ev) => select(ev, { names: ['item_sold'] })),
      { n: 1, digits: 2 },
    ),
  },
  {
    id: 'breakdown-favs-daily',
    type: 'breakdown',
    question: (now) =>
      `daily Item Favourited counts from ${short(dayAgo(now, 12))} to ${short(dayAgo(now, 8))}`,
    expect: (ev, now) => {
      const r = ranges.between(dayAgo(now, 12), dayAgo(now, 8));
      const s = select(ev, { range: r, names: ['Item Favourited'] });
      const m = tally(s, byDay);
      const days = [12, 11, 10, 9, 8].map((k) => iso(dayAgo(now, k)));
      return {
        names: days,
        numbers: days.map((d) => m.get(d) ?? 0),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-weekday-listings',
    type: 'breakdown',
    question: 'busiest day of the week for Search Performed over the past 8 weeks?',
    expect: ranked(
      byCount(byWeekday, (ev, now) =>
        select(ev, { range: ranges.lastWeeks(+now, 8), names: ['Search Performed'] }),
      ),
      { n: 1 },
    ),
  },

  // ===================================================================== compare
  {
    id: 'compare-sold-7d',
    type: 'compare',
    question: 'item_sold: last 7 days vs the 7 days before?',
    expect: (ev, now) => {
      const a = select(ev, { range: { from: +now - 14 * DAY, to: +now - 7 * DAY }, names: ['item_sold'] });
      const b = select(ev, { range: ranges.lastDays(+now, 7), names: ['item_sold'] });
      return compareExp(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-listed-30d',
    type: 'compare',
    question:
      'item_listed in the last 30 days compared with the previous 30 days — are sellers listing more?',
    expect: (ev, now) => {
      const a = select(ev, { range: { from: +now - 60 * DAY, to: +now - 30 * DAY }, names: ['item_listed'] });
      const b = select(ev, { range: ranges.lastDays(+now, 30), names: ['item_listed'] });
      return compareExp(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-months-offers',
    type: 'compare',
    question: (now) => `How did ${monthName(now, -2)} compare to ${monthName(now, -1)} for offer.made?`,
    expect: (ev, now) => {
      const a = select(ev, { range: ranges.month(monthStart(+now, -2)), names: ['offer.made'] });
      const b = select(ev, { range: ranges.month(monthStart(+now, -1)), names: ['offer.made'] });
      return compareExp(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-payout-value-4w',
    type: 'compare',
    question: 'Is payout volume growing? total payout_sent value, last 4 weeks vs the 4 weeks before',
    expect: (ev, now) => {
      const a = select(ev, { range: { from: +now - 8 * WEEK, to: +now - 4 * WEEK }, names: ['payout_sent'] });
      const b = select(ev, { range: ranges.lastWeeks(+now, 4), names: ['payout_sent'] });
      return compareExp(sum(a), sum(b), a.length + b.length, 2);
    },
  },
  {
    id: 'compare-active-14d',
    type: 'compare',
    question: 'active users last 14 days vs the 14 days before that',
    expect: (ev, now) => {
      const a = select(ev, { range: { from: +now - 28 * DAY, to: +now - 14 * DAY } });
      const b = select(ev, { range: ranges.lastDays(+now, 14) });
      return compareExp(users(a).size, users(b).size, a.length + b.length);
    },
  },
  {
    id: 'compare-outage-sales',
    type: 'compare',
    question: (now) =>
      `item_sold on ${dmy(dayAgo(now, OUTAGE_K))} compared with the day before? want to see how bad the outage hit checkout`,
    expect: (ev, now) => {
      const a = select(ev, { range: ranges.on(dayAgo(now, OUTAGE_K + 1)), names: ['item_sold'] });
      const b = select(ev, { range: ranges.on(dayAgo(now, OUTAGE_K)), names: ['item_sold'] });
      return compareExp(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-yesterday-all',
    type: 'compare',
    question: 'total events yesterday vs the day before?',
    expect: (ev, now) => {
      const a = select(ev, { range: ranges.on(dayAgo(now, 2)) });
      const b = select(ev, { range: ranges.yesterday(+now) });
      return compareExp(a.length, b.length, a.length + b.length);
    },
  },
  {
    id: 'compare-search-lastweek',
    type: 'compare',
    question: 'Search Performed last week compared with the week before',
    expect: (ev, now) => {
      const lw = ranges.lastWeek(+now);
      const a = select(ev, { range: { from: lw.from - WEEK, to: lw.from }, names: ['Search Performed'] });
      const b = select(ev, { range: lw, names: ['Search Performed'] });
      return compareExp(a.length, b.length, a.length + b.length);
    },
  },

  // ===================================================================== share
  {
    id: 'share-search-all',
    type: 'share',
    question: 'what percentage of all events are Search Performed?',
    expect: (ev) => ({
      percents: [percent(select(ev, { names: ['Search Performed'] }).length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-listers-30d',
    type: 'share',
    question: 'What share of active users in the last 30 days did an item_listed?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(+now, 30) });
      return {
        percents: [percent(users(select(s, { names: ['item_listed'] })).size, users(s).size)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-declined-lastmonth',
    type: 'share',
    question: "what % of last month's events were offer-declined?",
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(+now) });
      return {
        percents: [percent(select(s, { names: ['offer-declined'] }).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-returners-users',
    type: 'share',
    question: 'What percent of users have ever done a ReturnRequested?',
    expect: (ev) => ({
      percents: [percent(users(select(ev, { names: ['ReturnRequested'] })).size, users(ev).size)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-payfail-outage',
    type: 'share',
    question: (now) => `on ${long(dayAgo(now, OUTAGE_K))}, what percentage of events were payment-failed?`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.on(dayAgo(now, OUTAGE_K)) });
      return {
        percents: [percent(select(s, { names: ['payment-failed'] }).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-opened-lastweek',
    type: 'share',
    question: "what fraction of last week's activity was app.opened?",
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(+now) });
      return {
        percents: [percent(select(s, { names: ['app.opened'] }).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-fav-users-7d',
    type: 'share',
    question: 'Of the people active in the past 7 days, what percentage did Item Favourited?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(+now, 7) });
      return {
        percents: [percent(users(select(s, { names: ['Item Favourited'] })).size, users(s).size)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-unknown-bundle',
    type: 'share',
    low: true,
    question: 'what % of events are Bundle Created?',
    expect: LOW,
  },

  // ===================================================================== conversion
  {
    id: 'conv-offer-accepted-30d',
    type: 'conversion',
    question: 'of users who did offer.made in the last 30 days, how many then got an OfferAccepted?',
    expect: (ev, now) => convExp(ev, ranges.lastDays(+now, 30), 'offer.made', 'OfferAccepted'),
  },
  {
    id: 'conv-listed-payout',
    type: 'conversion',
    question: 'What % of sellers who did item_listed later received a payout_sent? all time',
    expect: (ev) => convExp(ev, ranges.all(), 'item_listed', 'payout_sent'),
  },
  {
    id: 'conv-fav-offer-60d',
    type: 'conversion',
    question: 'conversion from Item Favourited to offer.made over the last 60 days',
    expect: (ev, now) => convExp(ev, ranges.lastDays(+now, 60), 'Item Favourited', 'offer.made'),
  },
  {
    id: 'conv-sold-return-90d',
    type: 'conversion',
    question: 'Of buyers with an item_sold in the past 90 days, how many went on to a ReturnRequested?',
    expect: (ev, now) => convExp(ev, ranges.lastDays(+now, 90), 'item_sold', 'ReturnRequested'),
  },
  {
    id: 'conv-open-sold-since',
    type: 'conversion',
    question: (now) => `since ${iso(dayAgo(now, 21))}: app.opened → item_sold conversion?`,
    expect: (ev, now) => convExp(ev, ranges.since(dayAgo(now, 21), +now), 'app.opened', 'item_sold'),
  },
  {
    id: 'conv-search-fav-lastweek',
    type: 'conversion',
    question:
      'last week, how many Search Performed users went on to Item Favourited, and what percent is that?',
    expect: (ev, now) => convExp(ev, ranges.lastWeek(+now), 'Search Performed', 'Item Favourited'),
  },
  {
    id: 'conv-offer-sold-month',
    type: 'conversion',
    question: (now) => `In ${monthName(now, -1)}, what share of offer.made users later had an item_sold?`,
    expect: (ev, now) => convExp(ev, ranges.month(monthStart(+now, -1)), 'offer.made', 'item_sold'),
  },
  {
    id: 'conv-accepted-sold-between',
    type: 'conversion',
    question: (now) =>
      `Between ${iso(dayAgo(now, 50))} and ${iso(dayAgo(now, 36))}, of users with OfferAccepted how many completed an item_sold afterwards?`,
    expect: (ev, now) =>
      convExp(ev, ranges.between(dayAgo(now, 50), dayAgo(now, 36)), 'OfferAccepted', 'item_sold'),
  },
  {
    id: 'conv-offer-buy-loose',
    type: 'conversion',
    question: 'of people who made offers last month, what % went on to actually buy something?',
    expect: (ev, now) => convExp(ev, ranges.lastMonth(+now), 'offer.made', 'item_sold', 'not-high'),
  },

  // ===================================================================== churn
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(now, -2)} but not in ${monthName(now, -1)}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.month(monthStart(+now, -2)), ranges.month(monthStart(+now, -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'how many new users did we get in the last 30 days?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastDays(+now, 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'New users last month?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastMonth(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(dayAgo(now, 60))} and ${iso(dayAgo(now, 31))} who have done nothing since ${iso(dayAgo(now, 30))} — how many?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, ranges.between(dayAgo(now, 60), dayAgo(now, 31)), ranges.since(dayAgo(now, 30), +now))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-7d',
    type: 'churn',
    question:
      'how many people were active in the 7 days before the last 7 days, but have not been active in the last 7 days?',
    expect: (ev, now) => ({
      numbers: [churned(ev, { from: +now - 14 * DAY, to: +now - 7 * DAY }, ranges.lastDays(+now, 7)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `number of brand-new users (first event ever) since ${long(dayAgo(now, 45))}`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.since(dayAgo(now, 45), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-month',
    type: 'churn',
    question: (now) => `how many first-time users showed up in ${monthName(now, -2)}?`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.month(monthStart(+now, -2))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lastweek-thisweek',
    type: 'churn',
    question: 'Users who were active last week but not this week — how many so far?',
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastWeek(+now), ranges.thisWeek(+now)).length],
      confidence: 'high',
    }),
  },

  // ===================================================================== recency
  {
    id: 'recency-last-return',
    type: 'recency',
    question: 'When was the last ReturnRequested?',
    expect: (ev) => {
      const s = select(ev, { names: ['ReturnRequested'] });
      return { names: stamp(time(newestFirst(s)[0])), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-any-return-14d',
    type: 'recency',
    question: 'did anyone do a ReturnRequested in the past 14 days?',
    expect: (ev, now) => count(select(ev, { range: ranges.lastDays(+now, 14), names: ['ReturnRequested'] })),
  },
  {
    id: 'recency-last-payfail',
    type: 'recency',
    question: 'when did we last see a payment-failed? checking the provider is healthy again',
    expect: (ev) => {
      const s = select(ev, { names: ['payment-failed'] });
      return { names: stamp(time(newestFirst(s)[0])), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-user-payout',
    type: 'recency',
    question: 'When did user_1007 last get a payout_sent? seller is asking where her money is',
    expect: (ev) => {
      const s = select(ev, { names: ['payout_sent'], user: 'user_1007' });
      return { names: stamp(time(newestFirst(s)[0])), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-unknown-bump',
    type: 'recency',
    low: true,
    question: 'Has anyone ever used bump_listing?',
    expect: LOW,
  },
  {
    id: 'recency-last-label',
    type: 'recency',
    question: 'most recent shipping.label_printed?',
    expect: (ev) => {
      const s = select(ev, { names: ['shipping.label_printed'] });
      return { names: stamp(time(newestFirst(s)[0])), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-listed-24h',
    type: 'recency',
    question: 'any item_listed in the last 24 hours?',
    expect: (ev, now) => count(select(ev, { range: ranges.lastHours(+now, 24), names: ['item_listed'] })),
  },
  {
    id: 'recency-last-accepted',
    type: 'recency',
    question: 'Last OfferAccepted — when was it?',
    expect: (ev) => {
      const s = select(ev, { names: ['OfferAccepted'] });
      return { names: stamp(time(newestFirst(s)[0])), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-latest-sale-loose',
    type: 'recency',
    question: 'when was our latest sale?',
    expect: (ev) => {
      const s = select(ev, { names: ['item_sold'] });
      return { names: stamp(time(newestFirst(s)[0])), confidence: 'not-high', dataPoints: s.length };
    },
  },

  // ===================================================================== catalogue
  {
    id: 'catalogue-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-users',
    type: 'catalogue',
    question: 'how many users are there overall?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-events',
    type: 'catalogue',
    question: 'Total number of events ever recorded?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event types are we tracking',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-names-counts',
    type: 'catalogue',
    question: 'list every event name with how many times it occured',
    expect: ranked(
      byCount(byName, (ev) => ev),
      { n: 12 },
    ),
  },
  {
    id: 'catalogue-users-events',
    type: 'catalogue',
    question: 'new analyst here — how many users and how many events are in the dataset in total?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-names-total',
    type: 'catalogue',
    question: 'schema check: list the event names present in the data, plus the overall event count',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      numbers: [ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-returns-name',
    type: 'catalogue',
    question: "is there an event for returns? what's it called exactly?",
    expect: () => ({ names: ['ReturnRequested'], confidence: 'not-high' }),
  },

  // ===================================================================== other
  {
    id: 'other-delivery-time',
    type: 'other',
    question: 'What is the average delivery time from label printed to parcel arriving at the buyer?',
    expect: LOW,
  },
  {
    id: 'other-brands',
    type: 'other',
    question: 'which brands sell best? thinking Levi’s vs Zara',
    expect: LOW,
  },
  { id: 'other-nps', type: 'other', question: "what's our NPS this quarter?", expect: LOW },
  { id: 'other-seller-rating', type: 'other', question: 'Average seller star rating?', expect: LOW },
  {
    id: 'other-provider-fees',
    type: 'other',
    question: 'how much did the payment provider charge us in processing fees last month?',
    expect: LOW,
  },
  { id: 'other-city', type: 'other', question: 'Which city has the most buyers?', expect: LOW },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict next month’s sales for the investor update',
    expect: LOW,
  },
  {
    id: 'other-sizes',
    type: 'other',
    question: 'what clothing sizes get listed most, S, M or L?',
    expect: LOW,
  },
  {
    id: 'other-instagram',
    type: 'other',
    question: 'how many buyers came from our Instagram ads campaign?',
    expect: LOW,
  },
  {
    id: 'other-condition',
    type: 'other',
    question: 'whats the average condition grade of items (like new / good / fair)?',
    expect: LOW,
  },
];
