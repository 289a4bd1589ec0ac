/* eslint-disable -- a blind round's file, kept as its author wrote it */
import {
  DAY,
  HOUR,
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
  isoDay,
  dayStart,
  monthStart,
  pastMonth,
  pastMonthDay,
  minusMonths,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY, EVENT_NAMES } from './data.mjs';

const T = (now) => +now;
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const day = (now, n) => dayStart(T(now)) - n * DAY; // start of the day n days ago
const iso = (now, n) => isoDay(day(now, n));
const mon = (t) => MONTHS[new Date(t).getUTCMonth()];
const short = (t) => `${mon(t).slice(0, 3)} ${new Date(t).getUTCDate()}`;
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${mon(t)} ${ord(new Date(t).getUTCDate())}`;
const INCIDENT = (now) => day(now, 23);

const count =
  (q, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, q(now));
    return { numbers: [s.length], confidence: conf, dataPoints: s.length };
  };
const distinct =
  (q, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, q(now));
    return { numbers: [users(s).size], confidence: conf, dataPoints: s.length };
  };
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const measure =
  (q, f, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, q(now));
    return { numbers: [round(f(s), 2)], confidence: conf, dataPoints: s.length };
  };
// ranked lists: names in order with figures; a tie check at the cut
const ranked = (q, key, n, { by, asc = false, conf = 'high' } = {}) => {
  const f = (ev, now) => {
    const s = select(ev, q(now));
    const r = rank(tally(s, key, by), { n, ascending: asc });
    return {
      names: r.map((x) => x[0]),
      numbers: r.map((x) => round(x[1], 2)),
      confidence: conf,
      dataPoints: s.length,
    };
  };
  f.tieAtCut = (ev, now) => {
    const all = rank(tally(select(ev, q(now)), key, by), { ascending: asc });
    return all.length > n && Math.abs(all[n - 1][1] - all[n][1]) < 1e-9;
  };
  return f;
};
const busiest = (q, key, conf = 'high') => ranked(q, key, 1, { conf });
const compare =
  (qa, qb, conf = 'high') =>
  (ev, now) => {
    const a = select(ev, qa(now)),
      b = select(ev, qb(now));
    const c = change(a.length, b.length);
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
const compareValue =
  (qa, qb, conf = 'high') =>
  (ev, now) => {
    const a = select(ev, qa(now)),
      b = select(ev, qb(now));
    const x = round(sum(a), 2),
      y = round(sum(b), 2);
    return {
      numbers: [x, y, round(y - x, 2)],
      percents: [percent(y - x, x)],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
const compareUsers =
  (qa, qb, conf = 'high') =>
  (ev, now) => {
    const a = select(ev, qa(now)),
      b = select(ev, qb(now));
    const c = change(users(a).size, users(b).size);
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
const shareEvents =
  (range, names, conf = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(now) });
    const part = all.filter((e) => names.includes(e.eventName));
    return { percents: [percent(part.length, all.length)], confidence: conf, dataPoints: all.length };
  };
const shareUsers =
  (range, names, conf = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(now) });
    const part = users(all.filter((e) => names.includes(e.eventName)));
    return { percents: [percent(part.size, users(all).size)], confidence: conf, dataPoints: all.length };
  };
const convert =
  (range, a, b, conf = 'high') =>
  (ev, now) => {
    const r = range(now);
    const c = conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf,
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  };
const churn =
  (ra, rb, conf = 'high') =>
  (ev, now) => ({ numbers: [churned(ev, ra(now), rb(now)).length], confidence: conf });
const fresh =
  (r, conf = 'high') =>
  (ev, now) => ({ numbers: [newUsers(ev, r(now)).length], confidence: conf });
const lastOf =
  (names, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, { names });
    const t = Math.max(...s.map(time));
    return { names: [isoDay(t)], confidence: conf, dataPoints: s.length };
  };
const exists =
  (q, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, q(now));
    return { numbers: [s.length], confidence: conf, dataPoints: s.length };
  };

const all = () => ({});
const R = ranges;

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-bids-all',
    type: 'count',
    question: 'how many bids have been placed on the market so far, all time?',
    expect: count(() => ({ names: ['bid.placed'] })),
  },
  {
    id: 'count-lots-lastweek',
    type: 'count',
    question: 'Number of lot_listed events last week please',
    expect: count((now) => ({ names: ['lot_listed'], range: R.lastWeek(T(now)) })),
  },
  {
    id: 'count-alerts-incident',
    type: 'count',
    question: (now) =>
      `ops here — how many cold-chain-alert events fired on ${iso(now, 23)}? that was the day the reefer on the quay died`,
    expect: count((now) => ({ names: ['cold-chain-alert'], range: R.on(INCIDENT(now)) })),
  },
  {
    id: 'count-topbuyer-30d',
    type: 'count',
    question: `How many events did ${P.topBuyer} generate in the past 30 days?`,
    expect: count((now) => ({ user: P.topBuyer, range: R.lastDays(T(now), 30) })),
  },
  {
    id: 'count-all-thismonth',
    type: 'count',
    question: 'total number of events this month',
    expect: count((now) => ({ range: R.thisMonth(T(now)) })),
  },
  {
    id: 'count-won-disputes-since',
    type: 'count',
    question: (now) => `Count LotWon plus dispute_opened since ${short(day(now, 40))}, combined please`,
    expect: count((now) => ({ names: ['LotWon', 'dispute_opened'], range: R.since(day(now, 40), T(now)) })),
  },
  {
    id: 'count-disputes-between',
    type: 'count',
    question: (now) => `how many disputes were opened between ${iso(now, 30)} and ${iso(now, 16)}?`,
    expect: count((now) => ({ names: ['dispute_opened'], range: R.between(day(now, 30), day(now, 16)) })),
  },
  {
    id: 'count-shipments-72h',
    type: 'count',
    question: 'how many Shipment Sent in the last 72 hours',
    expect: count((now) => ({ names: ['Shipment Sent'], range: R.lastHours(T(now), 72) })),
  },
  {
    id: 'count-invoices-lastmonth',
    type: 'count',
    question: 'Finance asking: how many invoices paid last month?',
    expect: count((now) => ({ names: ['invoice.paid'], range: R.lastMonth(T(now)) })),
  },
  {
    id: 'count-unknown-refund',
    type: 'count',
    low: true,
    question: 'how many refund_issued events did we have last month?',
    expect: LOW,
  },
  {
    id: 'count-loose-auctionwins',
    type: 'count',
    question: 'how many auction wins in the past 2 weeks?',
    expect: count((now) => ({ names: ['LotWon'], range: R.lastWeeks(T(now), 2) }), 'not-high'),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-all',
    type: 'users',
    question: 'How many unique users have ever been active on the platform?',
    expect: distinct(() => ({})),
  },
  {
    id: 'users-bidders-7d',
    type: 'users',
    question: 'how many distinct restaurants placed a bid in the last 7 days',
    expect: distinct((now) => ({ names: ['bid.placed'], range: R.lastDays(T(now), 7) })),
  },
  {
    id: 'users-active-lastmonth',
    type: 'users',
    question: 'active users last month?',
    expect: distinct((now) => ({ range: R.lastMonth(T(now)) })),
  },
  {
    id: 'users-verified-3m',
    type: 'users',
    question: 'How many people got BuyerVerified in the past 3 months?',
    expect: distinct((now) => ({ names: ['BuyerVerified'], range: R.lastMonths(T(now), 3) })),
  },
  {
    id: 'users-disputers-incident',
    type: 'users',
    question: (now) =>
      `how many different customers opened a dispute on ${longDay(INCIDENT(now))} or the day after (${iso(now, 23)} to ${iso(now, 22)})?`,
    expect: distinct((now) => ({ names: ['dispute_opened'], range: R.between(INCIDENT(now), day(now, 22)) })),
  },
  {
    id: 'users-listers-thisyear',
    type: 'users',
    question: 'number of unique users with lot listed this year',
    expect: distinct((now) => ({ names: ['lot_listed'], range: R.thisYear(T(now)) })),
  },
  {
    id: 'users-watchers-lastweek',
    type: 'users',
    question: 'how many ppl used watchlist-add last week',
    expect: distinct((now) => ({ names: ['watchlist-add'], range: R.lastWeek(T(now)) })),
  },
  {
    id: 'users-loose-paying',
    type: 'users',
    question: 'how many restaurants paid us something in the last 30 days?',
    expect: distinct((now) => ({ names: ['invoice.paid'], range: R.lastDays(T(now), 30) }), 'not-high'),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many distinct users triggered crate_returned this week?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-invoices-lastmonth',
    type: 'value',
    question: 'What was the total invoice.paid amount last month? (for the board deck)',
    expect: measure((now) => ({ names: ['invoice.paid'], range: R.lastMonth(T(now)) }), sum),
  },
  {
    id: 'value-avg-bid',
    type: 'value',
    question: 'average bid.placed value across all time',
    expect: measure(() => ({ names: ['bid.placed'] }), avg),
  },
  {
    id: 'value-max-shipment',
    type: 'value',
    question: 'whats the biggest single Shipment Sent value in the past 30 days?',
    expect: measure((now) => ({ names: ['Shipment Sent'], range: R.lastDays(T(now), 30) }), max),
  },
  {
    id: 'value-min-alert',
    type: 'value',
    question: 'Lowest eventValue recorded on a cold-chain-alert, ever?',
    expect: measure(() => ({ names: ['cold-chain-alert'] }), min),
  },
  {
    id: 'value-median-lot',
    type: 'value',
    question: (now) => `median lot_listed value since ${iso(now, 60)}`,
    expect: measure((now) => ({ names: ['lot_listed'], range: R.since(day(now, 60), T(now)) }), median),
  },
  {
    id: 'value-kg-shipped-lastweek',
    type: 'value',
    question: 'Total Shipment Sent value last week — kilos out the door',
    expect: measure((now) => ({ names: ['Shipment Sent'], range: R.lastWeek(T(now)) }), sum),
  },
  {
    id: 'value-topbuyer-wins',
    type: 'value',
    question: `sum of LotWon for ${P.topBuyer} in the last 2 months`,
    expect: measure((now) => ({ names: ['LotWon'], user: P.topBuyer, range: R.lastMonths(T(now), 2) }), sum),
  },
  {
    id: 'value-avg-dispute-incident',
    type: 'value',
    question: (now) => `mean dispute_opened amount on ${short(INCIDENT(now))}?`,
    expect: measure((now) => ({ names: ['dispute_opened'], range: R.on(INCIDENT(now)) }), avg),
  },
  {
    id: 'value-loose-payments',
    type: 'value',
    question: 'how much money did restaurants pay us in payments over the past 90 days?',
    expect: measure((now) => ({ names: ['invoice.paid'], range: R.lastDays(T(now), 90) }), sum, 'not-high'),
  },
  {
    id: 'value-unknown-event',
    type: 'value',
    low: true,
    question: 'total value of commission_charged this year',
    expect: LOW,
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-all',
    type: 'top-events',
    question: 'what are the most common events? top 5',
    expect: ranked(all, byName, 5),
  },
  {
    id: 'top-events-30d-3',
    type: 'top-events',
    question: 'top 3 events in the last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(T(now), 30) }), byName, 3),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'Which 3 event types are the least common overall?',
    expect: ranked(all, byName, 3, { asc: true }),
  },
  {
    id: 'top-events-incident',
    type: 'top-events',
    question: (now) => `what was the most frequent event on ${iso(now, 23)}?`,
    expect: ranked((now) => ({ range: R.on(INCIDENT(now)) }), byName, 1),
  },
  {
    id: 'top-events-lastmonth',
    type: 'top-events',
    question: 'list the most common events last month',
    expect: ranked((now) => ({ range: R.lastMonth(T(now)) }), byName, 5),
  },
  {
    id: 'top-events-seller',
    type: 'top-events',
    question: `top 2 event names for ${P.topSeller}?`,
    expect: ranked(() => ({ user: P.topSeller }), byName, 2),
  },
  {
    id: 'top-events-least-2w',
    type: 'top-events',
    question: 'least frequent event over the past 3 months?',
    expect: ranked((now) => ({ range: R.lastMonths(T(now), 3) }), byName, 1, { asc: true }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-events',
    type: 'top-users',
    question: 'who are the 3 most active users by number of events?',
    expect: ranked(all, byUser, 3),
  },
  {
    id: 'top-users-bidders',
    type: 'top-users',
    question: 'Top 3 bidders by total bid.placed value in the last 60 days',
    expect: ranked((now) => ({ names: ['bid.placed'], range: R.lastDays(T(now), 60) }), byUser, 3, {
      by: value,
    }),
  },
  {
    id: 'top-users-invoice-sum',
    type: 'top-users',
    question: 'top 3 users by total invoice.paid value',
    expect: ranked(() => ({ names: ['invoice.paid'] }), byUser, 3, { by: value }),
  },
  {
    id: 'top-users-listers',
    type: 'top-users',
    question: 'which seller listed the most lots (lot_listed) last month?',
    expect: ranked((now) => ({ names: ['lot_listed'], range: R.lastMonth(T(now)) }), byUser, 1),
  },
  {
    id: 'top-users-disputes',
    type: 'top-users',
    question: 'who opens the most dispute_opened? just the top one',
    expect: ranked(() => ({ names: ['dispute_opened'] }), byUser, 1),
  },
  {
    id: 'top-users-kg',
    type: 'top-users',
    question: 'top 4 users by summed Shipment Sent value over the past 3 months',
    expect: ranked((now) => ({ names: ['Shipment Sent'], range: R.lastMonths(T(now), 3) }), byUser, 4, {
      by: value,
    }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who is our biggest spender?',
    expect: (ev, now) => ({
      names: [rank(tally(select(ev, { names: ['invoice.paid'] }), byUser, value), { n: 1 })[0][0]],
      confidence: 'not-high',
    }),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-count-topbuyer',
    type: 'user',
    question: `how many events does ${P.topBuyer} have in total?`,
    expect: count(() => ({ user: P.topBuyer })),
  },
  {
    id: 'user-lastseen-churner',
    type: 'user',
    question: `When was ${P.churner} last seen?`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      return { names: [isoDay(Math.max(...s.map(time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-firstseen-newcomer',
    type: 'user',
    question: `first time we saw ${P.newcomer}?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return { names: [isoDay(Math.min(...s.map(time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-names-seller',
    type: 'user',
    question: `which event names has ${P.topSeller} used?`,
    expect: (ev) => {
      const s = select(ev, { user: P.topSeller });
      return {
        names: [...new Set(s.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-recent-disputer',
    type: 'user',
    question: `show me the 3 most recent events of ${P.disputer}`,
    expect: (ev) => {
      const s = select(ev, { user: P.disputer });
      return { names: newestFirst(s).slice(0, 3).map(byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-disputes-disputer',
    type: 'user',
    question: `support ticket: how many times has ${P.disputer} opened a dispute_opened in the last 3 months?`,
    expect: count((now) => ({ user: P.disputer, names: ['dispute_opened'], range: R.lastMonths(T(now), 3) })),
  },
  {
    id: 'user-newcomer-events',
    type: 'user',
    question: `what has ${P.newcomer} been up to, how many events since they joined?`,
    expect: count(() => ({ user: P.newcomer })),
  },
  { id: 'user-nobody', type: 'user', low: true, question: `how many bids did ${NOBODY} place?`, expect: LOW },
  {
    id: 'user-nobody-lastseen',
    type: 'user',
    low: true,
    question: `when was ${NOBODY} last active?`,
    expect: LOW,
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-weekday',
    type: 'breakdown',
    question: 'which weekday is busiest on the market?',
    expect: busiest(all, byWeekday),
  },
  {
    id: 'breakdown-hour',
    type: 'breakdown',
    question: 'busiest hour of day for bid.placed (UTC)',
    expect: busiest(() => ({ names: ['bid.placed'] }), byHour),
  },
  {
    id: 'breakdown-day-30d',
    type: 'breakdown',
    question: 'what was the busiest day in the last 30 days for cold-chain-alert?',
    expect: busiest((now) => ({ names: ['cold-chain-alert'], range: R.lastDays(T(now), 30) }), byDay),
  },
  {
    id: 'breakdown-weekly',
    type: 'breakdown',
    question: (now) =>
      `events per week since ${iso(now, ((new Date(T(now)).getUTCDay() + 6) % 7) + 21)} please`,
    expect: (ev, now) => {
      // since the Monday three ISO weeks back: three full weeks plus the current one, named by their Mondays
      const s = select(ev, {
        range: R.since(day(now, ((new Date(T(now)).getUTCDay() + 6) % 7) + 21), T(now)),
      });
      const m = tally(s, byWeek);
      const keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-monthly-wins',
    type: 'breakdown',
    question: 'LotWon per month over the past 3 months',
    expect: (ev, now) => {
      const s = select(ev, { names: ['LotWon'], range: R.lastMonths(T(now), 3) });
      const m = tally(s, byMonth);
      const keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-daily-7d',
    type: 'breakdown',
    question: 'daily count of invoice.paid for the last 7 days',
    expect: (ev, now) => {
      const s = select(ev, { names: ['invoice.paid'], range: R.lastDays(T(now), 7) });
      const m = tally(s, byDay);
      const keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: 'Which day of the week is the quietest for lot listings (lot_listed)?',
    expect: ranked(() => ({ names: ['lot_listed'] }), byWeekday, 1, { asc: true }),
  },
  {
    id: 'breakdown-busiest-month',
    type: 'breakdown',
    question: 'which month had the most shipments sent? asking for the seasonality slide',
    expect: busiest(() => ({ names: ['Shipment Sent'] }), byMonth, 'not-high'),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-7d',
    type: 'compare',
    question: 'bids in the last 7 days vs the previous 7 days?',
    expect: compare(
      (now) => ({ names: ['bid.placed'], range: R.lastDays(T(now) - 7 * DAY, 7) }),
      (now) => ({ names: ['bid.placed'], range: R.lastDays(T(now), 7) }),
    ),
  },
  {
    id: 'compare-months',
    type: 'compare',
    question: (now) => `compare events in ${mon(monthStart(T(now), -2))} with ${mon(monthStart(T(now), -1))}`,
    expect: compare(
      (now) => ({ range: R.month(monthStart(T(now), -2)) }),
      (now) => ({ range: R.month(monthStart(T(now), -1)) }),
    ),
  },
  {
    id: 'compare-lastweek-prev',
    type: 'compare',
    question: 'LotWon last week compared with the week before',
    expect: compare(
      (now) => ({ names: ['LotWon'], range: R.lastWeek(T(now) - 7 * DAY) }),
      (now) => ({ names: ['LotWon'], range: R.lastWeek(T(now)) }),
    ),
  },
  {
    id: 'compare-growing-users',
    type: 'compare',
    question: 'is the active user count growing? last 30 days vs the 30 days before',
    expect: compareUsers(
      (now) => ({ range: R.lastDays(T(now) - 30 * DAY, 30) }),
      (now) => ({ range: R.lastDays(T(now), 30) }),
    ),
  },
  {
    id: 'compare-invoice-value',
    type: 'compare',
    question: (now) =>
      `total invoice.paid value: ${mon(monthStart(T(now), -3))} vs ${mon(monthStart(T(now), -1))}?`,
    expect: compareValue(
      (now) => ({ names: ['invoice.paid'], range: R.month(monthStart(T(now), -3)) }),
      (now) => ({ names: ['invoice.paid'], range: R.month(monthStart(T(now), -1)) }),
    ),
  },
  {
    id: 'compare-alerts-2w',
    type: 'compare',
    question: 'cold-chain-alert: past 14 days vs the 14 days before that?',
    expect: compare(
      (now) => ({ names: ['cold-chain-alert'], range: R.lastDays(T(now) - 14 * DAY, 14) }),
      (now) => ({ names: ['cold-chain-alert'], range: R.lastDays(T(now), 14) }),
    ),
  },
  {
    id: 'compare-listings-growing',
    type: 'compare',
    question: 'are lot listings growing? last 4 weeks against the 4 weeks prior',
    expect: compare(
      (now) => ({ names: ['lot_listed'], range: R.lastWeeks(T(now) - 28 * DAY, 4) }),
      (now) => ({ names: ['lot_listed'], range: R.lastWeeks(T(now), 4) }),
      'not-high',
    ),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-bids',
    type: 'share',
    question: 'what percentage of all events are bid.placed?',
    expect: shareEvents(() => R.all(), ['bid.placed']),
  },
  {
    id: 'share-disputes-30d',
    type: 'share',
    question: 'share of events that were dispute_opened in the last 30 days',
    expect: shareEvents((now) => R.lastDays(T(now), 30), ['dispute_opened']),
  },
  {
    id: 'share-users-bid',
    type: 'share',
    question: 'what % of active users placed a bid last month?',
    expect: shareUsers((now) => R.lastMonth(T(now)), ['bid.placed']),
  },
  {
    id: 'share-users-paid',
    type: 'share',
    question: 'Of everyone active in the past 2 weeks, what percent paid an invoice (invoice.paid)?',
    expect: shareUsers((now) => R.lastWeeks(T(now), 2), ['invoice.paid']),
  },
  {
    id: 'share-alerts-incident',
    type: 'share',
    question: (now) => `on ${iso(now, 23)}, what fraction of events were cold-chain-alert, as a percentage?`,
    expect: shareEvents((now) => R.on(INCIDENT(now)), ['cold-chain-alert']),
  },
  {
    id: 'share-browse-lastweek',
    type: 'share',
    question: "what share of last week's activity was Catalog Viewed or watchlist-add?",
    expect: shareEvents((now) => R.lastWeek(T(now)), ['Catalog Viewed', 'watchlist-add']),
  },
  {
    id: 'share-users-verified',
    type: 'share',
    question: 'what percentage of users ever got verified?',
    expect: shareUsers(() => R.all(), ['BuyerVerified'], 'not-high'),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-bid-win-30d',
    type: 'conversion',
    question: 'of the users who placed a bid in the last 30 days, how many went on to win a lot (LotWon)?',
    expect: convert((now) => R.lastDays(T(now), 30), 'bid.placed', 'LotWon'),
  },
  {
    id: 'conv-signup-verified',
    type: 'conversion',
    question: 'conversion from account-created to BuyerVerified, all time',
    expect: convert(() => R.all(), 'account-created', 'BuyerVerified'),
  },
  {
    id: 'conv-win-pay-lastmonth',
    type: 'conversion',
    question: 'last month: what % of users with LotWon then did invoice.paid?',
    expect: convert((now) => R.lastMonth(T(now)), 'LotWon', 'invoice.paid'),
  },
  {
    id: 'conv-browse-bid-7d',
    type: 'conversion',
    question: 'Catalog Viewed -> bid.placed conversion over the past 7 days',
    expect: convert((now) => R.lastDays(T(now), 7), 'Catalog Viewed', 'bid.placed'),
  },
  {
    id: 'conv-watch-win-since',
    type: 'conversion',
    question: (now) =>
      `since ${iso(now, 50)}, how many watchlist-add users later had a LotWon, and what percentage is that?`,
    expect: convert((now) => R.since(day(now, 50), T(now)), 'watchlist-add', 'LotWon'),
  },
  {
    id: 'conv-list-ship-3m',
    type: 'conversion',
    question: 'of sellers with lot_listed in the last 3 months, what share later did Shipment Sent?',
    expect: convert((now) => R.lastMonths(T(now), 3), 'lot_listed', 'Shipment Sent'),
  },
  {
    id: 'conv-loose-signup',
    type: 'conversion',
    question: 'what fraction of new signups end up verified within the data we have?',
    expect: convert(() => R.all(), 'account-created', 'BuyerVerified', 'not-high'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'how many users were active last month but not this month?',
    expect: churn(
      (now) => R.lastMonth(T(now)),
      (now) => R.thisMonth(T(now)),
    ),
  },
  {
    id: 'churn-30-vs-30',
    type: 'churn',
    question: 'users active 60 to 30 days ago who did nothing in the last 30 days — how many?',
    expect: churn(
      (now) => ({ from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }),
      (now) => R.lastDays(T(now), 30),
    ),
  },
  {
    id: 'new-users-30d',
    type: 'churn',
    question: 'how many new users in the last 30 days (first event ever)?',
    expect: fresh((now) => R.lastDays(T(now), 30)),
  },
  {
    id: 'new-users-lastmonth',
    type: 'churn',
    question: 'new users last month?',
    expect: fresh((now) => R.lastMonth(T(now))),
  },
  {
    id: 'new-users-since',
    type: 'churn',
    question: (now) => `number of brand new accounts (first seen) since ${longDay(day(now, 45))}`,
    expect: fresh((now) => R.since(day(now, 45), T(now))),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `who churned: active in ${mon(monthStart(T(now), -3))} ${new Date(monthStart(T(now), -3)).getUTCFullYear()} but not in ${mon(monthStart(T(now), -1))} ${new Date(monthStart(T(now), -1)).getUTCFullYear()}? just the count`,
    expect: churn(
      (now) => R.month(monthStart(T(now), -3)),
      (now) => R.month(monthStart(T(now), -1)),
    ),
  },
  {
    id: 'churn-lastweek-thisweek',
    type: 'churn',
    question:
      'how many people used us last week and have not come back in the last 7 days? rough number is fine',
    expect: churn(
      (now) => R.lastWeek(T(now)),
      (now) => R.lastDays(T(now), 7),
      'not-high',
    ),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-last-alert',
    type: 'recency',
    question: 'when was the last cold-chain-alert?',
    expect: lastOf(['cold-chain-alert']),
  },
  {
    id: 'recency-last-dispute',
    type: 'recency',
    question: 'When did someone last open a dispute_opened?',
    expect: lastOf(['dispute_opened']),
  },
  {
    id: 'recency-last-verified',
    type: 'recency',
    question: 'last time a buyer got BuyerVerified?',
    expect: lastOf(['BuyerVerified']),
  },
  {
    id: 'recency-any-dispute-7d',
    type: 'recency',
    question: 'did anyone open a dispute in the last 7 days?',
    expect: exists((now) => ({ names: ['dispute_opened'], range: R.lastDays(T(now), 7) })),
  },
  {
    id: 'recency-any-signup-month',
    type: 'recency',
    question: 'has anybody done account-created in the past month?',
    expect: exists((now) => ({ names: ['account-created'], range: R.lastDays(T(now), 30) })),
  },
  {
    id: 'recency-last-signup',
    type: 'recency',
    question: 'most recent account-created — when?',
    expect: lastOf(['account-created']),
  },
  {
    id: 'recency-unknown',
    type: 'recency',
    low: true,
    question: 'when was the last quota_exceeded event?',
    expect: LOW,
  },
  {
    id: 'recency-loose-shipment',
    type: 'recency',
    question: 'when did we last ship anything?',
    expect: lastOf(['Shipment Sent'], 'not-high'),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there overall?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total number of events stored, everything',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-count-names',
    type: 'catalogue',
    question: 'how many different event types do we track?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'give me an overview: how many events and how many users in total?',
    expect: (ev) => ({ numbers: [ev.length, users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-list-again',
    type: 'catalogue',
    question: 'which kinds of events do we log? list them',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-species',
    type: 'other',
    question: 'which fish species sells best — hake or turbot?',
    expect: LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: 'what will the sea temperature be off Vigo tomorrow?',
    expect: LOW,
  },
  { id: 'other-phone', type: 'other', question: `what is the phone number of ${P.topBuyer}?`, expect: LOW },
  {
    id: 'other-forecast',
    type: 'other',
    question: "forecast next quarter's revenue for the investors",
    expect: LOW,
  },
  {
    id: 'other-trucks',
    type: 'other',
    question: 'how many refrigerated trucks are in our fleet?',
    expect: LOW,
  },
  { id: 'other-reviews', type: 'other', question: 'which restaurants left 5-star reviews?', expect: LOW },
  {
    id: 'other-quota',
    type: 'other',
    question: 'how much cod quota do the boats have left this season?',
    expect: LOW,
  },
  {
    id: 'other-translate',
    type: 'other',
    question: 'translate our invoice template into Spanish pls',
    expect: LOW,
  },
  {
    id: 'other-price',
    type: 'other',
    question: 'what is the price per kilo of bluefin tuna right now at Tsukiji?',
    expect: LOW,
  },
];
