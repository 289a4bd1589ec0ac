/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import {
  DAY,
  WEEK,
  MONTHS,
  ranges,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  round,
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
  time,
  isoDay,
  dayStart,
  weekStart,
  monthStart,
  pastMonthDay,
  pastMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY, INCIDENT_DAYS_AGO } from './data.mjs';

// ---- helpers ------------------------------------------------------------------------------
const T = (now) => +now;
const ALL = ranges.all();
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const md = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${ord(d.getUTCDate())}`;
};
const mdShort = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const dmy = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const daysAgo = (now, n) => dayStart(T(now)) - n * DAY;
const incident = (now) => daysAgo(now, INCIDENT_DAYS_AGO);
// the calendar month k months back (k = 1: last month), as a start time
const mStart = (now, k) => monthStart(T(now), -k);
const money = ['Fare Paid', 'Pass Purchased'];
const r2 = (x) => round(x, 2);
function median(evs) {
  const v = evs.map(value).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : r2((v[n / 2 - 1] + v[n / 2]) / 2);
}
const tie = (full, n) => full.length > n && full[n - 1][1] === full[n][1];

// a plain count of matching events
const count =
  (filters, conf = 'high') =>
  (events, now) => {
    const evs = select(events, filters(T(now)));
    if (!evs.length) return LOW();
    return { numbers: [evs.length], confidence: conf, dataPoints: evs.length };
  };
const distinct =
  (filters, conf = 'high') =>
  (events, now) => {
    const evs = select(events, filters(T(now)));
    if (!evs.length) return LOW();
    return { numbers: [users(evs).size], confidence: conf, dataPoints: evs.length };
  };
const measure =
  (filters, fn, conf = 'high', extra = {}) =>
  (events, now) => {
    const evs = select(events, filters(T(now)));
    if (!evs.length) return LOW();
    return { numbers: [fn(evs)], confidence: conf, dataPoints: evs.length, ...extra };
  };
// ranked list: key function, optional measure, n, ascending
function ranked(
  filters,
  key,
  { n, m, ascending = false, conf = 'high', fmt = (x) => x, extraNames = [] } = {},
) {
  const full = (events, now) => rank(tally(select(events, filters(T(now))), key, m), { ascending });
  const f = (events, now) => {
    const evs = select(events, filters(T(now)));
    if (!evs.length) return LOW();
    const top = full(events, now).slice(0, n);
    return {
      names: [...top.map(([k]) => k), ...extraNames],
      numbers: top.map(([, v]) => fmt(v)),
      confidence: conf,
      dataPoints: evs.length,
    };
  };
  f.tieAtCut = (events, now) => tie(full(events, now), n);
  return f;
}
// breakdown listing every bucket in chronological order
const series =
  (filters, key, { m, fmt = (x) => x, conf = 'high' } = {}) =>
  (events, now) => {
    const evs = select(events, filters(T(now)));
    if (!evs.length) return LOW();
    const rows = [...tally(evs, key, m)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: rows.map(([k]) => k),
      numbers: rows.map(([, v]) => fmt(v)),
      confidence: conf,
      dataPoints: evs.length,
    };
  };
const cmp =
  (fa, fb, measureFn = (evs) => evs.length, conf = 'high') =>
  (events, now) => {
    const a = select(events, fa(T(now))),
      b = select(events, fb(T(now)));
    const c = change(measureFn(a), measureFn(b));
    const diff = Number.isInteger(c.diff) ? c.diff : r2(c.diff);
    const x = { numbers: [c.earlier, c.later, diff], confidence: conf, dataPoints: a.length + b.length };
    if (c.pct !== null) x.percents = [c.pct];
    return x;
  };
const shareEv =
  (range, names, conf = 'high') =>
  (events, now) => {
    const all = select(events, { range: range(T(now)) });
    const part = all.filter((e) => names.includes(e.eventName));
    if (!part.length) return LOW();
    return {
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
const shareUsers =
  (range, names, conf = 'high') =>
  (events, now) => {
    const all = select(events, { range: range(T(now)) });
    const part = users(all.filter((e) => names.includes(e.eventName)));
    if (!part.size) return LOW();
    return {
      numbers: [part.size, users(all).size],
      percents: [percent(part.size, users(all).size)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
const conv =
  (range, a, b, conf = 'high') =>
  (events, now) => {
    const r = range(T(now));
    const c = conversion(events, r, a, b);
    if (!c.did) return LOW();
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf,
      dataPoints: select(events, { range: r, names: [a, b] }).length,
    };
  };
const lastOf =
  (filters, conf = 'high') =>
  (events, now) => {
    const evs = select(events, filters(T(now)));
    if (!evs.length) return LOW();
    const t = time(newestFirst(evs)[0]);
    return { names: [isoDay(t), hm(t)], confidence: conf, dataPoints: evs.length };
  };
const exists = (filters, conf = 'high') => count(filters, conf);

// ---- cases -------------------------------------------------------------------------------
export const cases = [
  // count
  {
    id: 'count-rides-7d',
    type: 'count',
    question: 'how many ride.completed events did we get in the last 7 days?',
    expect: count((now) => ({ range: ranges.lastDays(now, 7), names: ['ride.completed'] })),
  },
  {
    id: 'count-unlocks-yesterday',
    type: 'count',
    question: 'Number of ScooterUnlocked events yesterday',
    expect: count((now) => ({ range: ranges.yesterday(now), names: ['ScooterUnlocked'] })),
  },
  {
    id: 'count-damage-lastmonth',
    type: 'count',
    question: 'count of damage reports last month pls, ops review is tomorrow',
    expect: count((now) => ({ range: ranges.lastMonth(now), names: ['damage_report'] })),
  },
  {
    id: 'count-opens-incident',
    type: 'count',
    question: (now) =>
      `How many app opens were there on ${md(incident(now))}? Support says the unlock service fell over that day.`,
    expect: count((now) => ({ range: ranges.on(incident(now)), names: ['app_open'] })),
  },
  {
    id: 'count-all-between',
    type: 'count',
    question: (now) =>
      `total number of events between ${isoDay(daysAgo(now, 20))} and ${isoDay(daysAgo(now, 14))}`,
    expect: count((now) => ({ range: ranges.between(daysAgo(now, 20), daysAgo(now, 14)) })),
  },
  {
    id: 'count-fares-toprider',
    type: 'count',
    question: 'How many Fare Paid events did rider_1007 have in the past 2 weeks?',
    expect: count((now) => ({ range: ranges.lastWeeks(now, 2), names: ['Fare Paid'], user: P.topRider })),
  },
  {
    id: 'count-trips-since',
    type: 'count',
    question: (now) => `how many trips have riders taken since ${mdShort(daysAgo(now, 45))}?`,
    expect: count(
      (now) => ({ range: ranges.since(daysAgo(now, 45), now), names: ['ride.completed'] }),
      'not-high',
    ),
  },
  {
    id: 'count-helmet-low',
    type: 'count',
    low: true,
    question: 'How many helmet_rented events did we have last week?',
    expect: () => LOW(),
  },
  {
    id: 'count-signups-30d',
    type: 'count',
    question: 'sign ups in the last 30 days — how many?',
    expect: count((now) => ({ range: ranges.lastDays(now, 30), names: ['sign_up'] })),
  },
  {
    id: 'count-tickets-month',
    type: 'count',
    question: (now) => `How many SupportTicket events came in during ${monthName(mStart(now, 2))}?`,
    expect: count((now) => ({
      range: ranges.month(pastMonth(now, new Date(mStart(now, 2)).getUTCMonth())),
      names: ['SupportTicket'],
    })),
  },
  {
    id: 'count-opens-today',
    type: 'count',
    question: 'app_open count today so far?',
    expect: count((now) => ({ range: ranges.today(now), names: ['app_open'] })),
  },

  // users
  {
    id: 'users-opens-30d',
    type: 'users',
    question: 'How many distinct users had an app_open in the last 30 days?',
    expect: distinct((now) => ({ range: ranges.lastDays(now, 30), names: ['app_open'] })),
  },
  {
    id: 'users-active-lastweek',
    type: 'users',
    question: 'active users last week?',
    expect: distinct((now) => ({ range: ranges.lastWeek(now) })),
  },
  {
    id: 'users-riders-month',
    type: 'users',
    question: (now) => `How many different riders finished a ride in ${monthName(mStart(now, 1))}?`,
    expect: distinct((now) => ({ range: ranges.lastMonth(now), names: ['ride.completed'] }), 'not-high'),
  },
  {
    id: 'users-promo-60d',
    type: 'users',
    question: 'how many people used a promo code in the past 60 days',
    expect: distinct((now) => ({ range: ranges.lastDays(now, 60), names: ['PromoRedeemed'] }), 'not-high'),
  },
  {
    id: 'users-crew-since',
    type: 'users',
    question: (now) => `How many users logged a battery.swapped since ${isoDay(daysAgo(now, 40))}?`,
    expect: distinct((now) => ({ range: ranges.since(daysAgo(now, 40), now), names: ['battery.swapped'] })),
  },
  {
    id: 'users-damage-all',
    type: 'users',
    question: 'unique users with at least one damage_report, all time',
    expect: distinct(() => ({ names: ['damage_report'] })),
  },
  {
    id: 'users-groupride-low',
    type: 'users',
    low: true,
    question: 'how many users tried GroupRideStarted this month?',
    expect: () => LOW(),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'How many customers were active yesterday?',
    expect: distinct((now) => ({ range: ranges.yesterday(now) })),
  },
  {
    id: 'users-pass-3m',
    type: 'users',
    question: 'Unique users with a Pass Purchased event in the last 3 months — finance wants the number.',
    expect: distinct((now) => ({ range: ranges.lastMonths(now, 3), names: ['Pass Purchased'] })),
  },

  // value
  {
    id: 'value-km-7d',
    type: 'value',
    question: 'total km ridden in the last 7 days?',
    expect: measure(
      (now) => ({ range: ranges.lastDays(now, 7), names: ['ride.completed'] }),
      (evs) => r2(sum(evs)),
      'not-high',
    ),
  },
  {
    id: 'value-avg-distance-lastmonth',
    type: 'value',
    question: "What's the average value of ride.completed last month? (it's the distance in km)",
    expect: measure((now) => ({ range: ranges.lastMonth(now), names: ['ride.completed'] }), avg),
  },
  {
    id: 'value-fares-yesterday',
    type: 'value',
    question: 'sum of Fare Paid yesterday',
    expect: measure(
      (now) => ({ range: ranges.yesterday(now), names: ['Fare Paid'] }),
      (evs) => r2(sum(evs)),
    ),
  },
  {
    id: 'value-revenue-30d',
    type: 'value',
    question: 'revenue in the last 30 days? rough is fine',
    expect: measure(
      (now) => ({ range: ranges.lastDays(now, 30), names: money }),
      (evs) => r2(sum(evs)),
      'not-high',
      { names: money, unordered: true },
    ),
  },
  {
    id: 'value-max-distance-2w',
    type: 'value',
    question: 'longest ride.completed distance (max value) in the past 2 weeks',
    expect: measure((now) => ({ range: ranges.lastWeeks(now, 2), names: ['ride.completed'] }), max),
  },
  {
    id: 'value-min-fare-lastweek',
    type: 'value',
    question: 'minimum fare paid last week',
    expect: measure((now) => ({ range: ranges.lastWeek(now), names: ['Fare Paid'] }), min),
  },
  {
    id: 'value-median-rating',
    type: 'value',
    question: (now) => `median ride-rated value since ${md(daysAgo(now, 50))}`,
    expect: measure((now) => ({ range: ranges.since(daysAgo(now, 50), now), names: ['ride-rated'] }), median),
  },
  {
    id: 'value-avg-battery-14d',
    type: 'value',
    question: 'avg eventValue of battery.swapped over the last 14 days (charge left in the old pack)',
    expect: measure((now) => ({ range: ranges.lastDays(now, 14), names: ['battery.swapped'] }), avg),
  },
  {
    id: 'value-toprider-fares-month',
    type: 'value',
    question: (now) => `How much did rider_1007 pay in Fare Paid in ${monthYear(mStart(now, 1))}?`,
    expect: measure(
      (now) => ({ range: ranges.lastMonth(now), names: ['Fare Paid'], user: P.topRider }),
      (evs) => r2(sum(evs)),
    ),
  },
  {
    id: 'value-tips-low',
    type: 'value',
    low: true,
    question: 'total of TipAdded last month',
    expect: () => LOW(),
  },
  {
    id: 'value-promo-mean',
    type: 'value',
    question: (now) =>
      `mean PromoRedeemed value from ${isoDay(daysAgo(now, 90))} to ${isoDay(daysAgo(now, 10))}`,
    expect: measure(
      (now) => ({ range: ranges.between(daysAgo(now, 90), daysAgo(now, 10)), names: ['PromoRedeemed'] }),
      avg,
    ),
  },

  // top-events
  {
    id: 'top-events-lastweek',
    type: 'top-events',
    question: 'top 5 events last week',
    expect: ranked((now) => ({ range: ranges.lastWeek(now) }), byName, { n: 5 }),
  },
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'What are the 3 most common events in the last 30 days?',
    expect: ranked((now) => ({ range: ranges.lastDays(now, 30) }), byName, { n: 3 }),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'which 3 event types are the rarest overall?',
    expect: ranked(() => ({}), byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: 'most frequent event yesterday',
    expect: ranked((now) => ({ range: ranges.yesterday(now) }), byName, { n: 1 }),
  },
  {
    id: 'top-events-between',
    type: 'top-events',
    question: (now) => `top 4 events from ${dmy(daysAgo(now, 60))} to ${dmy(daysAgo(now, 46))}`,
    expect: ranked((now) => ({ range: ranges.between(daysAgo(now, 60), daysAgo(now, 46)) }), byName, {
      n: 4,
    }),
  },
  {
    id: 'top-events-incident',
    type: 'top-events',
    question: (now) => `what was the single most common event on ${isoDay(incident(now))}?`,
    expect: ranked((now) => ({ range: ranges.on(incident(now)) }), byName, { n: 1 }),
  },
  {
    id: 'top-events-spotter',
    type: 'top-events',
    question: "rank rider_1088's events by count, top 3",
    expect: ranked(() => ({ user: P.damageSpotter }), byName, { n: 3 }),
  },
  {
    id: 'top-events-list-month',
    type: 'top-events',
    question: (now) => `Most common events in ${monthName(mStart(now, 2))}?`,
    expect: ranked((now) => ({ range: ranges.month(mStart(now, 2)) }), byName, { n: 5 }),
  },

  // top-users
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'top 2 users by number of events in the last 30 days',
    expect: ranked((now) => ({ range: ranges.lastDays(now, 30) }), byUser, { n: 2 }),
  },
  {
    id: 'top-users-fares-lastmonth',
    type: 'top-users',
    question: 'Top 3 users by Fare Paid total last month?',
    expect: ranked((now) => ({ range: ranges.lastMonth(now), names: ['Fare Paid'] }), byUser, {
      n: 3,
      m: value,
      fmt: r2,
    }),
  },
  {
    id: 'top-users-swaps-lastweek',
    type: 'top-users',
    question: 'who swapped the most batteries last week? top 3 crew pls',
    expect: ranked((now) => ({ range: ranges.lastWeek(now), names: ['battery.swapped'] }), byUser, {
      n: 3,
      conf: 'not-high',
    }),
  },
  {
    id: 'top-users-damage',
    type: 'top-users',
    question: 'which user has the most damage_report events?',
    expect: ranked(() => ({ names: ['damage_report'] }), byUser, { n: 1 }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: ranked(() => ({ names: money }), byUser, { n: 3, m: value, fmt: r2, conf: 'not-high' }),
  },
  {
    id: 'top-users-distance-14d',
    type: 'top-users',
    question: 'top 3 users by summed ride.completed value over the past 14 days',
    expect: ranked((now) => ({ range: ranges.lastDays(now, 14), names: ['ride.completed'] }), byUser, {
      n: 3,
      m: value,
      fmt: r2,
    }),
  },
  {
    id: 'top-users-yesterday',
    type: 'top-users',
    question: 'who was the single most active user in the last 7 days?',
    expect: ranked((now) => ({ range: ranges.lastDays(now, 7) }), byUser, { n: 1 }),
  },

  // user
  {
    id: 'user-toprider-total',
    type: 'user',
    question: 'How many events does rider_1007 have in total?',
    expect: count(() => ({ user: P.topRider })),
  },
  {
    id: 'user-newcomer-first',
    type: 'user',
    question: 'when did rider_1450 first show up?',
    expect: (events) => {
      const evs = select(events, { user: P.newcomer });
      const t = Math.min(...evs.map(time));
      return { names: [isoDay(t), hm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-churner-last',
    type: 'user',
    question: 'last seen date for rider_1013? they used to ride every day',
    expect: (events) => {
      const evs = select(events, { user: P.churner });
      const t = Math.max(...evs.map(time));
      return { names: [isoDay(t), hm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-crew-names',
    type: 'user',
    question: 'which event names has crew_01 used?',
    expect: (events) => {
      const evs = select(events, { user: P.crewLead });
      return {
        names: [...new Set(evs.map(byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-promo-recent',
    type: 'user',
    question: "show me rider_1120's 3 most recent events",
    expect: Object.assign(
      (events) => {
        const evs = select(events, { user: P.promoHunter });
        return {
          names: newestFirst(evs).slice(0, 3).map(byName),
          confidence: 'high',
          dataPoints: evs.length,
        };
      },
      {
        tieAtCut: (events) => {
          const s = newestFirst(select(events, { user: P.promoHunter }));
          return s.length > 3 && time(s[2]) === time(s[3]);
        },
      },
    ),
  },
  {
    id: 'user-spotter-30d',
    type: 'user',
    question: 'how many events did rider_1088 log in the last 30 days',
    expect: count((now) => ({ range: ranges.lastDays(now, 30), user: P.damageSpotter })),
  },
  {
    id: 'user-nobody-low',
    type: 'user',
    low: true,
    question: `what has ${NOBODY} been up to lately?`,
    expect: () => LOW(),
  },
  {
    id: 'user-toprider-lastweek',
    type: 'user',
    question: 'rider_1007 — number of events last week?',
    expect: count((now) => ({ range: ranges.lastWeek(now), user: P.topRider })),
  },
  {
    id: 'user-crew12-firstlast',
    type: 'user',
    question: 'first seen and last seen for crew_12, please (date + time)',
    expect: (events) => {
      const evs = select(events, { user: 'crew_12' });
      const a = Math.min(...evs.map(time)),
        b = Math.max(...evs.map(time));
      return { names: [isoDay(a), hm(a), isoDay(b), hm(b)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-newcomer-names',
    type: 'user',
    question: 'what kinds of events has rider_1450 done so far?',
    expect: (events) => {
      const evs = select(events, { user: P.newcomer });
      return {
        names: [...new Set(evs.map(byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },

  // breakdown
  {
    id: 'bd-rides-daily-7d',
    type: 'breakdown',
    question: 'ride.completed per day over the last 7 days',
    expect: series((now) => ({ range: ranges.lastDays(now, 7), names: ['ride.completed'] }), byDay),
  },
  {
    id: 'bd-rides-weekday',
    type: 'breakdown',
    question: 'which weekday is busiest for ride.completed?',
    expect: ranked(() => ({ names: ['ride.completed'] }), byWeekday, { n: 1 }),
  },
  {
    id: 'bd-unlock-hour',
    type: 'breakdown',
    question: 'peak hour of day (UTC) for ScooterUnlocked in the last 60 days?',
    expect: ranked((now) => ({ range: ranges.lastDays(now, 60), names: ['ScooterUnlocked'] }), byHour, {
      n: 1,
    }),
  },
  {
    id: 'bd-opens-weekly',
    type: 'breakdown',
    question: 'weekly app_open counts for the past 4 weeks',
    expect: series((now) => ({ range: ranges.lastWeeks(now, 4), names: ['app_open'] }), byWeek),
  },
  {
    id: 'bd-fares-monthly',
    type: 'breakdown',
    question: 'Fare Paid totals by month, all time',
    expect: series(() => ({ names: ['Fare Paid'] }), byMonth, { m: value, fmt: r2 }),
  },
  {
    id: 'bd-tickets-day',
    type: 'breakdown',
    question: 'which day had the most SupportTicket events?',
    expect: ranked(() => ({ names: ['SupportTicket'] }), byDay, { n: 1 }),
  },
  {
    id: 'bd-busiest-day-30d',
    type: 'breakdown',
    question: 'which day in the last 60 days had the most app_open events?',
    expect: ranked((now) => ({ range: ranges.lastDays(now, 60), names: ['app_open'] }), byDay, { n: 1 }),
  },
  {
    id: 'bd-swaps-weekday',
    type: 'breakdown',
    question: 'on which weekday do the crews do the most battery swaps?',
    expect: ranked(() => ({ names: ['battery.swapped'] }), byWeekday, { n: 1, conf: 'not-high' }),
  },
  {
    id: 'bd-opens-hour-yesterday',
    type: 'breakdown',
    question: 'hourly breakdown of app_open over the past 7 days — which hour peaked?',
    expect: ranked((now) => ({ range: ranges.lastDays(now, 7), names: ['app_open'] }), byHour, { n: 1 }),
  },
  {
    id: 'bd-signups-monthly',
    type: 'breakdown',
    question: 'sign_up count per month',
    expect: series(() => ({ names: ['sign_up'] }), byMonth),
  },

  // compare
  {
    id: 'cmp-rides-7d',
    type: 'compare',
    question: 'ride.completed: last 7 days vs the 7 days before?',
    expect: cmp(
      (now) => ({ range: { from: now - 14 * DAY, to: now - 7 * DAY }, names: ['ride.completed'] }),
      (now) => ({ range: ranges.lastDays(now, 7), names: ['ride.completed'] }),
    ),
  },
  {
    id: 'cmp-unlocks-30d',
    type: 'compare',
    question: 'Is ScooterUnlocked growing? compare the last 30 days with the previous 30',
    expect: cmp(
      (now) => ({ range: { from: now - 60 * DAY, to: now - 30 * DAY }, names: ['ScooterUnlocked'] }),
      (now) => ({ range: ranges.lastDays(now, 30), names: ['ScooterUnlocked'] }),
    ),
  },
  {
    id: 'cmp-fares-months',
    type: 'compare',
    question: (now) => `Fare Paid sum in ${monthName(mStart(now, 2))} versus ${monthName(mStart(now, 1))}?`,
    expect: cmp(
      (now) => ({ range: ranges.month(mStart(now, 2)), names: ['Fare Paid'] }),
      (now) => ({ range: ranges.lastMonth(now), names: ['Fare Paid'] }),
      (evs) => r2(sum(evs)),
    ),
  },
  {
    id: 'cmp-users-weeks',
    type: 'compare',
    question: 'active users last week compared with the week before',
    expect: cmp(
      (now) => ({ range: { from: weekStart(now) - 2 * WEEK, to: weekStart(now) - WEEK } }),
      (now) => ({ range: ranges.lastWeek(now) }),
      (evs) => users(evs).size,
    ),
  },
  {
    id: 'cmp-signups-months',
    type: 'compare',
    question: (now) => `sign_up in ${monthYear(mStart(now, 2))} compared with ${monthYear(mStart(now, 1))}`,
    expect: cmp(
      (now) => ({ range: ranges.month(mStart(now, 2)), names: ['sign_up'] }),
      (now) => ({ range: ranges.lastMonth(now), names: ['sign_up'] }),
    ),
  },
  {
    id: 'cmp-opens-days',
    type: 'compare',
    question: 'app opens yesterday vs the day before?',
    expect: cmp(
      (now) => ({ range: { from: dayStart(now) - 2 * DAY, to: dayStart(now) - DAY }, names: ['app_open'] }),
      (now) => ({ range: ranges.yesterday(now), names: ['app_open'] }),
    ),
  },
  {
    id: 'cmp-damage-30d',
    type: 'compare',
    question: 'damage_report in the past 30 days vs the 30 days before that — getting worse?',
    expect: cmp(
      (now) => ({ range: { from: now - 60 * DAY, to: now - 30 * DAY }, names: ['damage_report'] }),
      (now) => ({ range: ranges.lastDays(now, 30), names: ['damage_report'] }),
    ),
  },
  {
    id: 'cmp-revenue-30d',
    type: 'compare',
    question: 'for the board deck: revenue last 30 days vs the prior 30 days',
    expect: cmp(
      (now) => ({ range: { from: now - 60 * DAY, to: now - 30 * DAY }, names: money }),
      (now) => ({ range: ranges.lastDays(now, 30), names: money }),
      (evs) => r2(sum(evs)),
      'not-high',
    ),
  },
  {
    id: 'cmp-photos-2w',
    type: 'compare',
    question: 'parking photos: last 2 weeks vs the two weeks before',
    expect: cmp(
      (now) => ({ range: { from: now - 4 * WEEK, to: now - 2 * WEEK }, names: ['parking-photo'] }),
      (now) => ({ range: ranges.lastWeeks(now, 2), names: ['parking-photo'] }),
    ),
  },

  // share
  {
    id: 'share-opens-30d',
    type: 'share',
    question: 'what percentage of events in the last 30 days were app_open?',
    expect: shareEv((now) => ranges.lastDays(now, 30), ['app_open']),
  },
  {
    id: 'share-users-promo-lastmonth',
    type: 'share',
    question: 'what share of active users last month had a PromoRedeemed?',
    expect: shareUsers((now) => ranges.lastMonth(now), ['PromoRedeemed']),
  },
  {
    id: 'share-swaps-all',
    type: 'share',
    question: '% of all events that are battery.swapped',
    expect: shareEv(() => ALL, ['battery.swapped']),
  },
  {
    id: 'share-users-damage',
    type: 'share',
    question: 'what fraction of users have ever filed a damage_report? as a percentage',
    expect: shareUsers(() => ALL, ['damage_report']),
  },
  {
    id: 'share-rides-yesterday',
    type: 'share',
    question: 'of all activity yesterday, what percent was ride.completed',
    expect: shareEv((now) => ranges.yesterday(now), ['ride.completed']),
  },
  {
    id: 'share-users-rode-7d',
    type: 'share',
    question: 'What % of people active in the past 7 days actually took a ride?',
    expect: shareUsers((now) => ranges.lastDays(now, 7), ['ride.completed'], 'not-high'),
  },
  {
    id: 'share-tickets-incident',
    type: 'share',
    question: (now) => `share of SupportTicket among all events on ${mdShort(incident(now))}`,
    expect: shareEv((now) => ranges.on(incident(now)), ['SupportTicket']),
  },
  {
    id: 'share-users-pass-3m',
    type: 'share',
    question: 'percentage of active users in the last 3 months with a Pass Purchased',
    expect: shareUsers((now) => ranges.lastMonths(now, 3), ['Pass Purchased']),
  },

  // conversion
  {
    id: 'conv-unlock-rate-30d',
    type: 'conversion',
    question: 'of users who did ScooterUnlocked in the last 30 days, how many then had a ride-rated?',
    expect: conv((now) => ranges.lastDays(now, 30), 'ScooterUnlocked', 'ride-rated'),
  },
  {
    id: 'conv-signup-ride',
    type: 'conversion',
    question: (now) => `sign_up → ride.completed conversion since ${isoDay(daysAgo(now, 60))}`,
    expect: conv((now) => ranges.since(daysAgo(now, 60), now), 'sign_up', 'ride.completed'),
  },
  {
    id: 'conv-open-unlock-lastweek',
    type: 'conversion',
    question: 'app_open to ScooterUnlocked conversion last week?',
    expect: conv((now) => ranges.lastWeek(now), 'app_open', 'ScooterUnlocked'),
  },
  {
    id: 'conv-ride-fare-14d',
    type: 'conversion',
    question:
      'Of the users with a ride.completed in the past 14 days, what % later had a Fare Paid? checking for declined cards',
    expect: conv((now) => ranges.lastDays(now, 14), 'ride.completed', 'Fare Paid'),
  },
  {
    id: 'conv-promo-ride',
    type: 'conversion',
    question: 'what % of users who redeemed a promo code went on to finish a ride afterwards?',
    expect: conv(() => ALL, 'PromoRedeemed', 'ride.completed', 'not-high'),
  },
  {
    id: 'conv-damage-ride-60d',
    type: 'conversion',
    question:
      'people who sent a damage_report in the last 60 days: how many still had a ride.completed after it?',
    expect: conv((now) => ranges.lastDays(now, 60), 'damage_report', 'ride.completed'),
  },
  {
    id: 'conv-signup-pass',
    type: 'conversion',
    question: (now) => `In ${monthName(mStart(now, 1))}, sign_up to Pass Purchased conversion?`,
    expect: conv((now) => ranges.lastMonth(now), 'sign_up', 'Pass Purchased'),
  },

  // churn
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(mStart(now, 2))} but not in ${monthName(mStart(now, 1))}?`,
    expect: (events, now) => ({
      numbers: [churned(events, ranges.month(mStart(now, 2)), ranges.lastMonth(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-30d',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-weeks',
    type: 'churn',
    question: 'how many users who were around the week before last did not come back last week?',
    expect: (events, now) => ({
      numbers: [
        churned(
          events,
          { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK },
          ranges.lastWeek(T(now)),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'new-lastmonth',
    type: 'churn',
    question: (now) =>
      `How many brand-new users did we get in ${monthYear(mStart(now, 1))} (first event ever that month)?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-since',
    type: 'churn',
    question: (now) => `new users since ${md(daysAgo(now, 21))}`,
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.since(daysAgo(now, 21), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `users active between ${isoDay(daysAgo(now, 100))} and ${isoDay(daysAgo(now, 70))} who have had no activity since ${isoDay(daysAgo(now, 30))} — how many?`,
    expect: (events, now) => ({
      numbers: [
        churned(
          events,
          ranges.between(daysAgo(now, 100), daysAgo(now, 70)),
          ranges.since(daysAgo(now, 30), T(now)),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-30d',
    type: 'churn',
    question:
      'how many riders did we lose? i.e. active in the 30 days before the last 30, but not in the last 30',
    expect: (events, now) => ({
      numbers: [
        churned(events, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, ranges.lastDays(T(now), 30))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'new-7d',
    type: 'churn',
    question: 'new users in the past week',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastDays(T(now), 7)).length],
      confidence: 'high',
    }),
  },

  // recency
  {
    id: 'rec-last-damage',
    type: 'recency',
    question: 'when was the last damage_report?',
    expect: lastOf(() => ({ names: ['damage_report'] })),
  },
  {
    id: 'rec-any-damage-7d',
    type: 'recency',
    question: 'did anyone file a damage report in the last 7 days?',
    expect: exists((now) => ({ range: ranges.lastDays(now, 7), names: ['damage_report'] })),
  },
  {
    id: 'rec-churner-ride',
    type: 'recency',
    question: 'last ride.completed for rider_1013?',
    expect: lastOf(() => ({ names: ['ride.completed'], user: P.churner })),
  },
  {
    id: 'rec-last-pass',
    type: 'recency',
    question: 'When was the most recent Pass Purchased?',
    expect: lastOf(() => ({ names: ['Pass Purchased'] })),
  },
  {
    id: 'rec-last-signup',
    type: 'recency',
    question: 'last sign_up — when exactly?',
    expect: lastOf(() => ({ names: ['sign_up'] })),
  },
  {
    id: 'rec-crew12-swap',
    type: 'recency',
    question: 'When did crew_12 last swap a battery?',
    expect: lastOf(() => ({ names: ['battery.swapped'], user: 'crew_12' }), 'not-high'),
  },
  {
    id: 'rec-sunday-swaps-low',
    type: 'recency',
    low: true,
    question: (now) => `were there any battery.swapped events on ${isoDay(weekStart(T(now)) - DAY)}?`,
    expect: count((now) => ({ range: ranges.on(weekStart(now) - DAY), names: ['battery.swapped'] })),
  },
  {
    id: 'rec-last-ticket',
    type: 'recency',
    question: 'When was the last SupportTicket opened?',
    expect: lastOf(() => ({ names: ['SupportTicket'] })),
  },
  {
    id: 'rec-newcomer-photo',
    type: 'recency',
    question: 'Has rider_1450 ever uploaded a parking-photo?',
    expect: exists(() => ({ names: ['parking-photo'], user: P.newcomer })),
  },

  // catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'which event names exist?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users do we have in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'how many events are stored altogether?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-list-count',
    type: 'catalogue',
    question: 'list every event type we track, and how many types is that?',
    expect: (events) => {
      const n = [...new Set(events.map(byName))].sort();
      return {
        names: n,
        unordered: true,
        numbers: [n.length],
        confidence: 'high',
        dataPoints: events.length,
      };
    },
  },
  {
    id: 'cat-both',
    type: 'catalogue',
    question: 'Total users and total events in the account?',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-kinds',
    type: 'catalogue',
    question: 'new analyst here — what kinds of events are in this dataset?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event names are there?',
    expect: (events) => ({
      numbers: [new Set(events.map(byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // other
  {
    id: 'other-city',
    type: 'other',
    question: 'which of our three cities has the most rides?',
    expect: () => LOW(),
  },
  {
    id: 'other-speed',
    type: 'other',
    question: "what's the average scooter speed in km/h?",
    expect: () => LOW(),
  },
  {
    id: 'other-fleet',
    type: 'other',
    question: 'how many scooters are in the fleet right now?',
    expect: () => LOW(),
  },
  { id: 'other-nps', type: 'other', question: "what's our NPS this quarter?", expect: () => LOW() },
  {
    id: 'other-appversion',
    type: 'other',
    question: 'which app version crashes the most on Android?',
    expect: () => LOW(),
  },
  {
    id: 'other-weather',
    type: 'other',
    question: 'does rain reduce ridership? asking for the seasonal plan',
    expect: () => LOW(),
  },
  {
    id: 'other-wages',
    type: 'other',
    question: 'how much did we pay the field crew in wages last month?',
    expect: () => LOW(),
  },
  {
    id: 'other-zones',
    type: 'other',
    question: 'which parking zones get the most illegal-parking fines?',
    expect: () => LOW(),
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: "predict next month's fare revenue for us",
    expect: () => LOW(),
  },
  { id: 'other-os', type: 'other', question: 'How many riders are on iOS vs Android?', expect: () => LOW() },
];
