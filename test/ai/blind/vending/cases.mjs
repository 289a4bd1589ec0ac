/* eslint-disable @typescript-eslint/no-unused-vars -- kept as the blind author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { NOBODY } from './data.mjs';

const { DAY, HOUR, WEEK, ranges, select, users, sum, round, percent, tally, rank, time } = O;

// ---- helpers --------------------------------------------------------------------------------
const T = (now) => +now;
const ord = (n) =>
  n +
  (n % 10 === 1 && n % 100 !== 11
    ? 'st'
    : n % 10 === 2 && n % 100 !== 12
      ? 'nd'
      : n % 10 === 3 && n % 100 !== 13
        ? 'rd'
        : 'th');
const d = (t) => new Date(t);
const iso = (t) => O.isoDay(t);
const longDay = (t) => `${O.MONTHS[d(t).getUTCMonth()]} ${ord(d(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${d(t).getUTCDate()} ${O.MONTHS[d(t).getUTCMonth()].slice(0, 3)}`; // 3 Nov
const fullDay = (t) => `${d(t).getUTCDate()} ${O.MONTHS[d(t).getUTCMonth()]} ${d(t).getUTCFullYear()}`;
const monthName = (t) => O.MONTHS[d(t).getUTCMonth()];
const hm = (t) => d(t).toISOString().slice(11, 16);
const daysAgo = (now, n) => O.dayStart(T(now)) - n * DAY;
const incident = (now) => daysAgo(now, 33);
const monthBack = (now, k) => O.monthStart(T(now), -k); // start of the month k months back
const r2 = (x) => round(x, 2);

const X = (numbers, dataPoints, more = {}) => ({ numbers, confidence: 'high', dataPoints, ...more });
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const count = (events, opts, more) => {
  const n = select(events, opts).length;
  return X([n], n, more);
};

// ranked list expectation + tie detector at the cut
function ranked(
  getMap,
  n,
  { ascending = false, withFigures = true, dp, confidence = 'high', rnd = (x) => x } = {},
) {
  const f = (events, now) => {
    const { map, dataPoints } = getMap(events, now);
    const top = rank(map, { n, ascending });
    return {
      names: top.map(([k]) => k),
      numbers: withFigures ? top.map(([, v]) => rnd(v)) : [],
      confidence,
      dataPoints,
    };
  };
  f.tieAtCut = (events, now) => {
    const all = rank(getMap(events, now).map, { ascending });
    return all.length > n && rnd(all[n - 1][1]) === rnd(all[n][1]);
  };
  return f;
}
const evMap =
  (opts, key = O.byName, measure) =>
  (events, now) => {
    const sel = select(events, typeof opts === 'function' ? opts(now) : opts);
    return { map: tally(sel, key, measure), dataPoints: sel.length };
  };
function compare(events, rA, rB, measure = (evs) => evs.length, more = {}) {
  const a = measure(select(events, rA.opts)),
    b = measure(select(events, rB.opts));
  const c = O.change(a, b);
  const dp = select(events, rA.opts).length + select(events, rB.opts).length;
  return {
    numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
    percents: c.pct === null ? [] : [c.pct],
    confidence: 'high',
    dataPoints: dp,
    ...more,
  };
}
const conv = (events, range, a, b) => {
  const c = O.conversion(events, range, a, b);
  return X([c.did, c.converted], select(events, { range, names: [a, b] }).length, { percents: [c.pct] });
};
const firstLast = (evs, which) => {
  const ts = evs.map(time);
  const t = which === 'first' ? Math.min(...ts) : Math.max(...ts);
  return [iso(t), hm(t)];
};
// "this week"/"today"/"this month" questions fall back to a safe phrase when the period has barely begun
const thisWeekOK = (now) => T(now) - O.weekStart(T(now)) >= 1.5 * DAY;
const thisMonthOK = (now) => T(now) - O.monthStart(T(now)) >= 2 * DAY;
const todayOK = (now) => T(now) - O.dayStart(T(now)) >= 10 * HOUR;

const ALL_NAMES = [
  'vend_purchase',
  'wallet.topup',
  'OutOfStock',
  'Restock Visit',
  'machine-fault',
  'RefundRequested',
  'promo.redeemed',
  'loyalty_stamp',
  'app_opened',
  'Card Declined',
  'account-created',
];

export const cases = [
  // ================================ count ================================
  {
    id: 'count-1',
    type: 'count',
    question: 'How many vend_purchase events do we have in total?',
    expect: (ev) => count(ev, { names: ['vend_purchase'] }),
  },
  {
    id: 'count-2',
    type: 'count',
    question: 'card declined count for the last 14 days pls',
    expect: (ev, now) => count(ev, { names: ['Card Declined'], range: ranges.lastDays(T(now), 14) }),
  },
  {
    id: 'count-3',
    type: 'count',
    question: 'Number of Restock Visits last week?',
    expect: (ev, now) => count(ev, { names: ['Restock Visit'], range: ranges.lastWeek(T(now)) }),
  },
  {
    id: 'count-4',
    type: 'count',
    question: 'ops asking: how many OutOfStock events came in over the past 48 hours',
    expect: (ev, now) => count(ev, { names: ['OutOfStock'], range: ranges.lastHours(T(now), 48) }),
  },
  {
    id: 'count-5',
    type: 'count',
    question: (now) => `How many machine-fault events were logged on ${iso(incident(now))}?`,
    expect: (ev, now) => count(ev, { names: ['machine-fault'], range: ranges.on(incident(now)) }),
  },
  {
    id: 'count-6',
    type: 'count',
    question: (now) =>
      `how many times did wallet.topup fire between ${longDay(daysAgo(now, 40))} and ${longDay(daysAgo(now, 26))}?`,
    expect: (ev, now) =>
      count(ev, { names: ['wallet.topup'], range: ranges.between(daysAgo(now, 40), daysAgo(now, 26)) }),
  },
  {
    id: 'count-7',
    type: 'count',
    question: 'total app opens yesterday? (the app_opened thing, roughly)',
    expect: (ev, now) =>
      count(ev, { names: ['app_opened'], range: ranges.yesterday(T(now)) }, { confidence: 'not-high' }),
  },
  {
    id: 'count-8',
    type: 'count',
    low: true,
    question: 'How many vend_cancelled events did we get last month?',
    expect: () => LOW(),
  },
  {
    id: 'count-9',
    type: 'count',
    question: (now) => `Count of vend_purchase plus wallet.topup events since ${fullDay(daysAgo(now, 20))}`,
    expect: (ev, now) =>
      count(ev, { names: ['vend_purchase', 'wallet.topup'], range: ranges.since(daysAgo(now, 20), T(now)) }),
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'how many refunds have customers asked for in the past 30 days?',
    expect: (ev, now) =>
      count(
        ev,
        { names: ['RefundRequested'], range: ranges.lastDays(T(now), 30) },
        { confidence: 'not-high' },
      ),
  },

  {
    id: 'count-11',
    type: 'count',
    question: (now) =>
      todayOK(now) ? 'vend_purchase count today so far?' : 'vend_purchase count yesterday?',
    expect: (ev, now) =>
      count(ev, {
        names: ['vend_purchase'],
        range: todayOK(now) ? ranges.today(T(now)) : ranges.yesterday(T(now)),
      }),
  },
  {
    id: 'count-12',
    type: 'count',
    question: (now) => `How many machine-fault events were there before ${longDay(daysAgo(now, 60))}?`,
    expect: (ev, now) => count(ev, { names: ['machine-fault'], range: ranges.before(daysAgo(now, 60)) }),
  },
  {
    id: 'count-13',
    type: 'count',
    question: (now) =>
      T(now) - O.yearStart(T(now)) >= 5 * DAY
        ? 'account-created events this year?'
        : 'account-created events in the last 3 months?',
    expect: (ev, now) =>
      count(ev, {
        names: ['account-created'],
        range:
          T(now) - O.yearStart(T(now)) >= 5 * DAY ? ranges.thisYear(T(now)) : ranges.lastMonths(T(now), 3),
      }),
  },

  // ================================ users ================================
  {
    id: 'users-1',
    type: 'users',
    question: 'How many unique users had a vend_purchase in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['vend_purchase'], range: ranges.lastDays(T(now), 30) });
      return X([users(s).size], s.length);
    },
  },
  {
    id: 'users-2',
    type: 'users',
    question: 'active users last week?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(T(now)) });
      return X([users(s).size], s.length);
    },
  },
  {
    id: 'users-3',
    type: 'users',
    question: (now) => `How many distinct people did a Restock Visit in ${monthName(monthBack(now, 1))}?`,
    expect: (ev, now) => {
      const s = select(ev, { names: ['Restock Visit'], range: ranges.month(monthBack(now, 1)) });
      return X([users(s).size], s.length);
    },
  },
  {
    id: 'users-4',
    type: 'users',
    question: (now) =>
      thisMonthOK(now)
        ? 'how many customers have a promo.redeemed event this month so far'
        : 'how many customers have a promo.redeemed event last month',
    expect: (ev, now) => {
      const s = select(ev, {
        names: ['promo.redeemed'],
        range: thisMonthOK(now) ? ranges.thisMonth(T(now)) : ranges.lastMonth(T(now)),
      });
      return X([users(s).size], s.length);
    },
  },
  {
    id: 'users-5',
    type: 'users',
    question: 'How many users have ever hit a Card Declined?',
    expect: (ev) => {
      const s = select(ev, { names: ['Card Declined'] });
      return X([users(s).size], s.length);
    },
  },
  {
    id: 'users-6',
    type: 'users',
    question: 'unique users yesterday',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.yesterday(T(now)) });
      return X([users(s).size], s.length);
    },
  },
  {
    id: 'users-7',
    type: 'users',
    question: (now) => `On ${shortDay(incident(now))}, how many distinct accounts reported machine-fault?`,
    expect: (ev, now) => {
      const s = select(ev, { names: ['machine-fault'], range: ranges.on(incident(now)) });
      return X([users(s).size], s.length);
    },
  },
  {
    id: 'users-8',
    type: 'users',
    low: true,
    question: 'how many users did loyalty_redeemed in the past 2 weeks?',
    expect: () => LOW(),
  },
  {
    id: 'users-9',
    type: 'users',
    question: 'How many app users topped up their wallet in the past 2 weeks?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['wallet.topup'], range: ranges.lastWeeks(T(now), 2) });
      return X([users(s).size], s.length, { confidence: 'not-high' });
    },
  },

  {
    id: 'users-10',
    type: 'users',
    question: (now) =>
      thisWeekOK(now)
        ? 'how many unique users so far this week?'
        : 'how many unique users in the last 3 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: thisWeekOK(now) ? ranges.thisWeek(T(now)) : ranges.lastDays(T(now), 3) });
      return X([users(s).size], s.length);
    },
  },

  // ================================ value ================================
  {
    id: 'value-1',
    type: 'value',
    question: 'Total vend_purchase value last month (in £)?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['vend_purchase'], range: ranges.lastMonth(T(now)) });
      return X([r2(sum(s))], s.length);
    },
  },
  {
    id: 'value-2',
    type: 'value',
    question: 'whats the average vend_purchase price, all time',
    expect: (ev) => {
      const s = select(ev, { names: ['vend_purchase'] });
      return X([O.avg(s)], s.length);
    },
  },
  {
    id: 'value-3',
    type: 'value',
    question: 'Biggest single wallet.topup in the past 60 days?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['wallet.topup'], range: ranges.lastDays(T(now), 60) });
      return X([O.max(s)], s.length);
    },
  },
  {
    id: 'value-4',
    type: 'value',
    question: 'Median eventValue of Restock Visit last month — i.e. items per visit',
    expect: (ev, now) => {
      const s = select(ev, { names: ['Restock Visit'], range: ranges.lastMonth(T(now)) });
      const v = s.map((e) => e.eventValue).sort((a, b) => a - b),
        m = v.length >> 1;
      return X([v.length % 2 ? v[m] : r2((v[m - 1] + v[m]) / 2)], s.length);
    },
  },
  {
    id: 'value-5',
    type: 'value',
    question: 'minimum vend_purchase value in the last 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['vend_purchase'], range: ranges.lastDays(T(now), 7) });
      return X([O.min(s)], s.length);
    },
  },
  {
    id: 'value-6',
    type: 'value',
    question: (now) => `Sum of RefundRequested amounts since ${iso(daysAgo(now, 45))}`,
    expect: (ev, now) => {
      const s = select(ev, { names: ['RefundRequested'], range: ranges.since(daysAgo(now, 45), T(now)) });
      return X([r2(sum(s))], s.length);
    },
  },
  {
    id: 'value-7',
    type: 'value',
    question: 'for the board deck: what was our revenue last month?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['vend_purchase'], range: ranges.lastMonth(T(now)) });
      return X([r2(sum(s))], s.length, { names: ['vend_purchase'], confidence: 'not-high' });
    },
  },
  {
    id: 'value-8',
    type: 'value',
    question: (now) => `average promo.redeemed value in ${monthName(monthBack(now, 2))}`,
    expect: (ev, now) => {
      const s = select(ev, { names: ['promo.redeemed'], range: ranges.month(monthBack(now, 2)) });
      return X([O.avg(s)], s.length);
    },
  },
  {
    id: 'value-9',
    type: 'value',
    question: 'Total Restock Visit value for tech_07 over the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['Restock Visit'], user: 'tech_07', range: ranges.lastDays(T(now), 30) });
      return X([r2(sum(s))], s.length);
    },
  },
  {
    id: 'value-10',
    type: 'value',
    low: true,
    question: 'sum of subscription_renewed value this year',
    expect: () => LOW(),
  },

  {
    id: 'value-11',
    type: 'value',
    question: 'How much money went into wallets via wallet.topup over the last 2 months?',
    expect: (ev, now) => {
      const s = select(ev, { names: ['wallet.topup'], range: ranges.lastMonths(T(now), 2) });
      return X([r2(sum(s))], s.length);
    },
  },

  // ================================ top-events ================================
  {
    id: 'top-events-1',
    type: 'top-events',
    question: 'Top 5 events last month',
    expect: ranked(
      evMap((now) => ({ range: ranges.lastMonth(T(now)) })),
      5,
    ),
  },
  {
    id: 'top-events-2',
    type: 'top-events',
    question: 'what is our single most common event?',
    expect: ranked(evMap({}), 1),
  },
  {
    id: 'top-events-3',
    type: 'top-events',
    question: 'least common event in the last 30 days',
    expect: ranked(
      evMap((now) => ({ range: ranges.lastDays(T(now), 30) })),
      1,
      { ascending: true },
    ),
  },
  {
    id: 'top-events-4',
    type: 'top-events',
    question: 'top 3 events yesterday?',
    expect: ranked(
      evMap((now) => ({ range: ranges.yesterday(T(now)) })),
      3,
    ),
  },
  {
    id: 'top-events-5',
    type: 'top-events',
    question: 'Which 3 event types are the rarest overall?',
    expect: ranked(evMap({}), 3, { ascending: true }),
  },
  {
    id: 'top-events-6',
    type: 'top-events',
    question: "cust_042's top 3 events?",
    expect: ranked(evMap({ user: 'cust_042' }), 3),
  },
  {
    id: 'top-events-7',
    type: 'top-events',
    question: (now) =>
      `most frequent events on ${longDay(incident(now))} — something blew up that day, top 3 please`,
    expect: ranked(
      evMap((now) => ({ range: ranges.on(incident(now)) })),
      3,
    ),
  },
  {
    id: 'top-events-8',
    type: 'top-events',
    question: (now) => `Top 4 event names since ${shortDay(daysAgo(now, 10))}`,
    expect: ranked(
      evMap((now) => ({ range: ranges.since(daysAgo(now, 10), T(now)) })),
      4,
    ),
  },

  // ================================ top-users ================================
  {
    id: 'top-users-1',
    type: 'top-users',
    question: 'Top 5 most active users overall, by number of events',
    expect: ranked(evMap({}, O.byUser), 5),
  },
  {
    id: 'top-users-2',
    type: 'top-users',
    question: 'who are the top 3 users by vend_purchase count in the last 60 days?',
    expect: ranked(
      evMap((now) => ({ names: ['vend_purchase'], range: ranges.lastDays(T(now), 60) }), O.byUser),
      3,
    ),
  },
  {
    id: 'top-users-3',
    type: 'top-users',
    question: 'finance wants our top 5 spenders last month',
    expect: ranked(
      evMap((now) => ({ names: ['vend_purchase'], range: ranges.lastMonth(T(now)) }), O.byUser, O.value),
      5,
      { confidence: 'not-high', rnd: r2 },
    ),
  },
  {
    id: 'top-users-4',
    type: 'top-users',
    question: 'Top 3 users by summed Restock Visit value last month',
    expect: ranked(
      evMap((now) => ({ names: ['Restock Visit'], range: ranges.lastMonth(T(now)) }), O.byUser, O.value),
      3,
    ),
  },
  {
    id: 'top-users-5',
    type: 'top-users',
    question: 'Which account sent the most OutOfStock events in the last 60 days?',
    expect: ranked(
      evMap((now) => ({ names: ['OutOfStock'], range: ranges.lastDays(T(now), 60) }), O.byUser),
      1,
    ),
  },
  {
    id: 'top-users-6',
    type: 'top-users',
    question: 'who has the most machine-fault events of all time?',
    expect: ranked(evMap({ names: ['machine-fault'] }, O.byUser), 1),
  },
  {
    id: 'top-users-7',
    type: 'top-users',
    question: 'top 3 users by total wallet.topup value',
    expect: ranked(evMap({ names: ['wallet.topup'] }, O.byUser, O.value), 3),
  },
  {
    id: 'top-users-8',
    type: 'top-users',
    question: 'Most active user over the past 30 days?',
    expect: ranked(
      evMap((now) => ({ range: ranges.lastDays(T(now), 30) }), O.byUser),
      1,
    ),
  },

  // ================================ user ================================
  {
    id: 'user-1',
    type: 'user',
    question: 'How many events has cust_042 had?',
    expect: (ev) => count(ev, { user: 'cust_042' }),
  },
  {
    id: 'user-2',
    type: 'user',
    question: 'when did we first see cust_117?',
    expect: (ev) => {
      const s = select(ev, { user: 'cust_117' });
      return { names: firstLast(s, 'first'), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-3',
    type: 'user',
    question: 'Support ticket: cust_117 says they still use us — when were they last seen?',
    expect: (ev) => {
      const s = select(ev, { user: 'cust_117' });
      return { names: firstLast(s, 'last'), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-4',
    type: 'user',
    question: 'which event names has tech_07 used?',
    expect: (ev) => {
      const s = select(ev, { user: 'tech_07' });
      return {
        names: [...new Set(s.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-5',
    type: 'user',
    question: "show me cust_433's 3 most recent events",
    expect: (ev) => {
      const s = select(ev, { user: 'cust_433' });
      return { names: O.newestFirst(s).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-6',
    type: 'user',
    question: 'how many events did svc_vm_114 send in the last 30 days?',
    expect: (ev, now) => count(ev, { user: 'svc_vm_114', range: ranges.lastDays(T(now), 30) }),
  },
  {
    id: 'user-7',
    type: 'user',
    question: 'How many RefundRequested events does cust_256 have? feels like a lot',
    expect: (ev) => count(ev, { user: 'cust_256', names: ['RefundRequested'] }),
  },
  { id: 'user-8', type: 'user', low: true, question: `what has ${NOBODY} been up to?`, expect: () => LOW() },
  {
    id: 'user-9',
    type: 'user',
    question: 'What kinds of events does cust_305 have, and when was their first one?',
    expect: (ev) => {
      const s = select(ev, { user: 'cust_305' });
      return {
        names: [...new Set(s.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },

  // ================================ breakdown ================================
  {
    id: 'breakdown-1',
    type: 'breakdown',
    question: 'Which weekday gets the most vend_purchase events?',
    expect: ranked(evMap({ names: ['vend_purchase'] }, O.byWeekday), 1),
  },
  {
    id: 'breakdown-2',
    type: 'breakdown',
    question: 'busiest hour of the day for vend_purchase (UTC)?',
    expect: ranked(evMap({ names: ['vend_purchase'] }, O.byHour), 1),
  },
  {
    id: 'breakdown-3',
    type: 'breakdown',
    question: (now) =>
      `wallet.topup per month for ${monthName(monthBack(now, 3))}, ${monthName(monthBack(now, 2))} and ${monthName(monthBack(now, 1))}`,
    expect: (ev, now) => {
      const r = { from: monthBack(now, 3), to: monthBack(now, 0) };
      const s = select(ev, { names: ['wallet.topup'], range: r });
      const m = tally(s, O.byMonth);
      const keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-4',
    type: 'breakdown',
    question: 'On which day did we get the most machine-fault events?',
    expect: ranked(evMap({ names: ['machine-fault'] }, O.byDay), 1),
  },
  {
    id: 'breakdown-5',
    type: 'breakdown',
    question: 'Restock Visit counts per week for the last 4 full weeks',
    expect: (ev, now) => {
      const r = { from: O.weekStart(T(now)) - 4 * WEEK, to: O.weekStart(T(now)) };
      const s = select(ev, { names: ['Restock Visit'], range: r });
      const m = tally(s, O.byWeek),
        keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-6',
    type: 'breakdown',
    question: 'daily vend_purchase numbers for last week, Monday to Sunday',
    expect: (ev, now) => {
      const s = select(ev, { names: ['vend_purchase'], range: ranges.lastWeek(T(now)) });
      const m = tally(s, O.byDay),
        keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-7',
    type: 'breakdown',
    question: 'quietest day of the week for app_opened?',
    expect: ranked(evMap({ names: ['app_opened'] }, O.byWeekday), 1, { ascending: true }),
  },
  {
    id: 'breakdown-8',
    type: 'breakdown',
    question: 'At what hour do machines send the most OutOfStock events?',
    expect: ranked(evMap({ names: ['OutOfStock'] }, O.byHour), 1),
  },
  {
    id: 'breakdown-9',
    type: 'breakdown',
    question: 'events by month, all time',
    expect: (ev) => {
      const m = tally(ev, O.byMonth),
        keys = [...m.keys()].sort();
      return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: ev.length };
    },
  },

  // ================================ compare ================================
  {
    id: 'compare-1',
    type: 'compare',
    question: 'vend_purchase: last 7 days vs the 7 days before?',
    expect: (ev, now) =>
      compare(
        ev,
        { opts: { names: ['vend_purchase'], range: { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY } } },
        { opts: { names: ['vend_purchase'], range: ranges.lastDays(T(now), 7) } },
      ),
  },
  {
    id: 'compare-2',
    type: 'compare',
    question: (now) =>
      `Total vend_purchase value: ${monthName(monthBack(now, 1))} compared with ${monthName(monthBack(now, 2))}`,
    expect: (ev, now) =>
      compare(
        ev,
        { opts: { names: ['vend_purchase'], range: ranges.month(monthBack(now, 2)) } },
        { opts: { names: ['vend_purchase'], range: ranges.month(monthBack(now, 1)) } },
        sum,
      ),
  },
  {
    id: 'compare-3',
    type: 'compare',
    question: 'is app_opened growing? last 30 days against the 30 before that',
    expect: (ev, now) =>
      compare(
        ev,
        { opts: { names: ['app_opened'], range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY } } },
        { opts: { names: ['app_opened'], range: ranges.lastDays(T(now), 30) } },
      ),
  },
  {
    id: 'compare-4',
    type: 'compare',
    question: 'active users last week compared with the week before',
    expect: (ev, now) => {
      const lw = ranges.lastWeek(T(now));
      return compare(
        ev,
        { opts: { range: { from: lw.from - WEEK, to: lw.from } } },
        { opts: { range: lw } },
        (s) => users(s).size,
      );
    },
  },
  {
    id: 'compare-5',
    type: 'compare',
    question: (now) =>
      `Restock Visit count in ${monthName(monthBack(now, 3))} vs ${monthName(monthBack(now, 1))}`,
    expect: (ev, now) =>
      compare(
        ev,
        { opts: { names: ['Restock Visit'], range: ranges.month(monthBack(now, 3)) } },
        { opts: { names: ['Restock Visit'], range: ranges.month(monthBack(now, 1)) } },
      ),
  },
  {
    id: 'compare-6',
    type: 'compare',
    question: 'wallet.topup total amount, past 14 days vs the previous 14 days — up or down?',
    expect: (ev, now) =>
      compare(
        ev,
        { opts: { names: ['wallet.topup'], range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY } } },
        { opts: { names: ['wallet.topup'], range: ranges.lastDays(T(now), 14) } },
        sum,
      ),
  },
  {
    id: 'compare-7',
    type: 'compare',
    question: (now) =>
      `How did app_opened in ${monthName(monthBack(now, 1))} ${d(monthBack(now, 1)).getUTCFullYear()} compare to ${monthName(monthBack(now, 2))} ${d(monthBack(now, 2)).getUTCFullYear()}?`,
    expect: (ev, now) =>
      compare(
        ev,
        { opts: { names: ['app_opened'], range: ranges.month(monthBack(now, 2)) } },
        { opts: { names: ['app_opened'], range: ranges.month(monthBack(now, 1)) } },
      ),
  },
  {
    id: 'compare-8',
    type: 'compare',
    question: 'loyalty_stamp total value (stamps handed out), last 30 days versus the prior 30 days',
    expect: (ev, now) =>
      compare(
        ev,
        { opts: { names: ['loyalty_stamp'], range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY } } },
        { opts: { names: ['loyalty_stamp'], range: ranges.lastDays(T(now), 30) } },
        sum,
      ),
  },
  {
    id: 'compare-9',
    type: 'compare',
    question: 'events yesterday vs the day before',
    expect: (ev, now) => {
      const y = ranges.yesterday(T(now));
      return compare(ev, { opts: { range: { from: y.from - DAY, to: y.from } } }, { opts: { range: y } });
    },
  },

  // ================================ share ================================
  {
    id: 'share-1',
    type: 'share',
    question: 'What percentage of all events are vend_purchase?',
    expect: (ev) => ({
      percents: [percent(select(ev, { names: ['vend_purchase'] }).length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-2',
    type: 'share',
    question: 'share of events last month that were machine-fault?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)) });
      return {
        percents: [percent(select(s, { names: ['machine-fault'] }).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-3',
    type: 'share',
    question: 'Of the users active in the last 30 days, what % made a vend_purchase?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30) });
      return {
        percents: [percent(users(select(s, { names: ['vend_purchase'] })).size, users(s).size)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-4',
    type: 'share',
    question: 'what percent of our users have ever had a Card Declined',
    expect: (ev) => ({
      percents: [percent(users(select(ev, { names: ['Card Declined'] })).size, users(ev).size)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-5',
    type: 'share',
    question: "What fraction of last week's events were Restock Visit? as a percentage",
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(T(now)) });
      return {
        percents: [percent(select(s, { names: ['Restock Visit'] }).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-6',
    type: 'share',
    question: (now) => `In ${monthName(monthBack(now, 1))}, what share of active users had a promo.redeemed?`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.month(monthBack(now, 1)) });
      return {
        percents: [percent(users(select(s, { names: ['promo.redeemed'] })).size, users(s).size)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-7',
    type: 'share',
    question: "percentage of yesterday's events that were app_opened",
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.yesterday(T(now)) });
      return {
        percents: [percent(select(s, { names: ['app_opened'] }).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-8',
    type: 'share',
    question: 'what % of users have done a wallet.topup at least once?',
    expect: (ev) => ({
      percents: [percent(users(select(ev, { names: ['wallet.topup'] })).size, users(ev).size)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ================================ conversion ================================
  {
    id: 'conversion-1',
    type: 'conversion',
    question: 'Of the users with account-created in the last 60 days, how many went on to do a wallet.topup?',
    expect: (ev, now) => conv(ev, ranges.lastDays(T(now), 60), 'account-created', 'wallet.topup'),
  },
  {
    id: 'conversion-2',
    type: 'conversion',
    question: 'conversion from account-created to vend_purchase, all time',
    expect: (ev) => conv(ev, ranges.all(), 'account-created', 'vend_purchase'),
  },
  {
    id: 'conversion-3',
    type: 'conversion',
    question: 'after a Card Declined, how many users still completed a vend_purchase? last 90 days',
    expect: (ev, now) => conv(ev, ranges.lastDays(T(now), 90), 'Card Declined', 'vend_purchase'),
  },
  {
    id: 'conversion-4',
    type: 'conversion',
    question: 'last month: of the people who did vend_purchase, what percentage then did RefundRequested?',
    expect: (ev, now) => conv(ev, ranges.lastMonth(T(now)), 'vend_purchase', 'RefundRequested'),
  },
  {
    id: 'conversion-5',
    type: 'conversion',
    question: 'app_opened → promo.redeemed conversion over the past 30 days',
    expect: (ev, now) => conv(ev, ranges.lastDays(T(now), 30), 'app_opened', 'promo.redeemed'),
  },
  {
    id: 'conversion-6',
    type: 'conversion',
    question: (now) =>
      `Since ${longDay(daysAgo(now, 50))}, how many users who had account-created later got a loyalty_stamp?`,
    expect: (ev, now) => conv(ev, ranges.since(daysAgo(now, 50), T(now)), 'account-created', 'loyalty_stamp'),
  },
  {
    id: 'conversion-7',
    type: 'conversion',
    question: 'what % of users who did wallet.topup went on to do promo.redeemed afterwards?',
    expect: (ev) => conv(ev, ranges.all(), 'wallet.topup', 'promo.redeemed'),
  },
  {
    id: 'conversion-8',
    type: 'conversion',
    low: true,
    question: 'funnel: account-created to subscription_started, last 30 days',
    expect: () => LOW(),
  },

  // ================================ churn ================================
  {
    id: 'churn-1',
    type: 'churn',
    question: 'How many users were active last month but have done nothing this month?',
    expect: (ev, now) => {
      const u = O.churned(ev, ranges.lastMonth(T(now)), ranges.thisMonth(T(now)));
      return { numbers: [u.length], confidence: 'high' };
    },
  },
  {
    id: 'churn-2',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, ranges.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-3',
    type: 'churn',
    question: 'How many brand new users did we get last month?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, ranges.lastMonth(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-4',
    type: 'churn',
    question: (now) =>
      `users active in ${monthName(monthBack(now, 3))} who didn't show up at all in ${monthName(monthBack(now, 1))} — how many?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, ranges.month(monthBack(now, 3)), ranges.month(monthBack(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-5',
    type: 'churn',
    question: 'Churn check: active in the 30 days before the last 30, but not in the last 30 days. Count?',
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, ranges.lastDays(T(now), 30)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-6',
    type: 'churn',
    question: 'how many new users last week',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, ranges.lastWeek(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-7',
    type: 'churn',
    question: (now) => `how many new users since ${iso(daysAgo(now, 21))}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, ranges.since(daysAgo(now, 21), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-8',
    type: 'churn',
    question: (now) =>
      `How many users were active between ${fullDay(daysAgo(now, 100))} and ${fullDay(daysAgo(now, 70))} but not in the last 14 days?`,
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, ranges.between(daysAgo(now, 100), daysAgo(now, 70)), ranges.lastDays(T(now), 14))
          .length,
      ],
      confidence: 'high',
    }),
  },

  // ================================ recency ================================
  {
    id: 'recency-1',
    type: 'recency',
    question: 'When was the last machine-fault?',
    expect: (ev) => {
      const s = select(ev, { names: ['machine-fault'] });
      return { names: firstLast(s, 'last'), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-2',
    type: 'recency',
    question: 'last time someone got a Card Declined?',
    expect: (ev) => {
      const s = select(ev, { names: ['Card Declined'] });
      return { names: firstLast(s, 'last'), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-3',
    type: 'recency',
    question: 'Did anyone do account-created in the last 7 days?',
    expect: (ev, now) => count(ev, { names: ['account-created'], range: ranges.lastDays(T(now), 7) }),
  },
  {
    id: 'recency-4',
    type: 'recency',
    question: 'when did the most recent RefundRequested come in',
    expect: (ev) => {
      const s = select(ev, { names: ['RefundRequested'] });
      return { names: firstLast(s, 'last'), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-5',
    type: 'recency',
    question: 'When did cust_117 last make a vend_purchase?',
    expect: (ev) => {
      const s = select(ev, { names: ['vend_purchase'], user: 'cust_117' });
      return { names: firstLast(s, 'last'), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-6',
    type: 'recency',
    question: 'has anybody used promo.redeemed in the past 3 days?',
    expect: (ev, now) => count(ev, { names: ['promo.redeemed'], range: ranges.lastDays(T(now), 3) }),
  },
  {
    id: 'recency-7',
    type: 'recency',
    question: "tech_07's most recent Restock Visit — when was it?",
    expect: (ev) => {
      const s = select(ev, { names: ['Restock Visit'], user: 'tech_07' });
      return { names: firstLast(s, 'last'), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'recency-8',
    type: 'recency',
    low: true,
    question: 'When was the last vend_jammed event?',
    expect: () => LOW(),
  },

  // ================================ catalogue ================================
  {
    id: 'catalogue-1',
    type: 'catalogue',
    question: 'Which event names do we have?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-2',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => X([users(ev).size], ev.length),
  },
  {
    id: 'catalogue-3',
    type: 'catalogue',
    question: 'How many events are stored overall?',
    expect: (ev) => X([ev.length], ev.length),
  },
  {
    id: 'catalogue-4',
    type: 'catalogue',
    question: 'how many different event types do we track?',
    expect: (ev) => X([new Set(ev.map(O.byName)).size], ev.length),
  },
  {
    id: 'catalogue-5',
    type: 'catalogue',
    question: 'list every event name along with how many times it occurred',
    expect: ranked((ev) => ({ map: tally(ev, O.byName), dataPoints: ev.length }), 11),
  },
  {
    id: 'catalogue-6',
    type: 'catalogue',
    question: 'new analyst here — give me the basics: number of users and number of events',
    expect: (ev) => X([users(ev).size, ev.length], ev.length),
  },
  {
    id: 'catalogue-7',
    type: 'catalogue',
    question: 'Is there an event that tracks wallet top ups? what is it called exactly?',
    expect: (ev) => ({ names: ['wallet.topup'], confidence: 'not-high', dataPoints: ev.length }),
  },

  // ================================ other ================================
  {
    id: 'other-1',
    type: 'other',
    question: 'Which snack brand sells best in our machines?',
    expect: () => LOW(),
  },
  {
    id: 'other-2',
    type: 'other',
    question: 'What is our gross margin per machine after stock costs?',
    expect: () => LOW(),
  },
  {
    id: 'other-3',
    type: 'other',
    question: 'what temperature are the fridges in the chilled machines running at?',
    expect: () => LOW(),
  },
  {
    id: 'other-4',
    type: 'other',
    question: 'How many machines do we have in Manchester vs Leeds?',
    expect: () => LOW(),
  },
  {
    id: 'other-5',
    type: 'other',
    question: 'which technician drives the most miles between sites?',
    expect: () => LOW(),
  },
  {
    id: 'other-6',
    type: 'other',
    question: 'Whats the average customer satisfaction rating for the app in the store reviews?',
    expect: () => LOW(),
  },
  {
    id: 'other-7',
    type: 'other',
    question: 'How much electricity did the fleet of machines use last month, in kWh?',
    expect: () => LOW(),
  },
  {
    id: 'other-8',
    type: 'other',
    question: 'What did cust_117 say in the exit survey about why they stopped buying?',
    expect: () => LOW(),
  },
  {
    id: 'other-9',
    type: 'other',
    question: 'how much commission do we owe the host sites (offices, gyms) this quarter?',
    expect: () => LOW(),
  },
];
