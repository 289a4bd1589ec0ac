/* eslint-disable -- a blind round's file, kept as its author wrote it */
import {
  DAY,
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
  pastMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';

const BOOKED = 'appointment_booked',
  DONE = 'appointment.completed',
  RESCHED = 'appointment.rescheduled',
  NOSHOW = 'no_show',
  ADDON = 'AddOnAdded',
  PRODUCT = 'ProductSold',
  TIP = 'tip-received',
  REMIND = 'reminder-sms-sent',
  ROUTE = 'Route Started',
  REVIEW = 'Review Submitted',
  SIGNUP = 'customer_signup';
const ALL_NAMES = [SIGNUP, BOOKED, DONE, RESCHED, NOSHOW, ADDON, PRODUCT, TIP, REMIND, ROUTE, REVIEW];
const TOP = 'cust_0007',
  CHURNER = 'cust_0142',
  NEWBIE = 'cust_0419',
  GROOMER = 'groomer_03',
  NOBODY = 'cust_9999';

// ---- phrasing helpers: every date comes from now
const N = (now) => +now;
const ago = (now, k) => dayStart(N(now)) - k * DAY; // start of the UTC day k days back
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const incident = (now) => dayStart(N(now) - 33 * DAY); // the storm day in data.mjs
const m1 = (now) => monthStart(N(now), -1),
  m2 = (now) => monthStart(N(now), -2);

// ---- expectation helpers
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const cnt = (evs, confidence = 'high') => ({ numbers: [evs.length], confidence, dataPoints: evs.length });
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length;
  return k % 2 ? v[(k - 1) / 2] : round((v[k / 2 - 1] + v[k / 2]) / 2, 2);
};
const r2 = (x) => round(x, 2);
const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });
// ranked top-n: tie at the cut when item n and n+1 share the measure
const cutTie = (map, n, ascending = false) => {
  const r = rank(map, { ascending });
  return r.length > n && r[n - 1][1] === r[n][1];
};
const topExp = (
  map,
  n,
  dp,
  { ascending = false, confidence = 'high', showNumbers = true, dec = false } = {},
) => {
  const r = rank(map, { n, ascending });
  const out = { names: r.map((x) => x[0]), confidence, dataPoints: dp };
  if (showNumbers) out.numbers = r.map((x) => (dec ? r2(x[1]) : x[1]));
  return out;
};
const cmpExp = (a, b, { values = false, confidence = 'high' } = {}) => {
  const ea = values ? r2(sum(a)) : a.length,
    eb = values ? r2(sum(b)) : b.length;
  const c = change(ea, eb);
  return {
    numbers: [c.earlier, c.later, r2(c.diff)],
    percents: c.pct === null ? [] : [c.pct],
    confidence,
    dataPoints: a.length + b.length,
  };
};
const convExp = (events, range, a, b) => {
  const c = conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: 'high',
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
};
const lastOf = (evs) => newestFirst(evs)[0];

export const cases = [
  // ================= count =================
  {
    id: 'count-noshow-lastweek',
    type: 'count',
    question: 'how many no-shows did we get last week?',
    expect: (ev, now) => cnt(select(ev, { range: ranges.lastWeek(N(now)), names: [NOSHOW] })),
  },
  {
    id: 'count-all-7d',
    type: 'count',
    question: 'Total number of events logged in the past 7 days, all types together?',
    expect: (ev, now) => cnt(select(ev, { range: ranges.lastDays(N(now), 7) })),
  },
  {
    id: 'count-route-yesterday',
    type: 'count',
    question: 'how many Route Started events were there yesterday',
    expect: (ev, now) => cnt(select(ev, { range: ranges.yesterday(N(now)), names: [ROUTE] })),
  },
  {
    id: 'count-booked-on-day',
    type: 'count',
    question: (now) => `appointment_booked count on ${shortDay(ago(now, 10))}?`,
    expect: (ev, now) => cnt(select(ev, { range: ranges.on(ago(now, 10)), names: [BOOKED] })),
  },
  {
    id: 'count-booked-between',
    type: 'count',
    question: (now) =>
      `Number of appointment_booked events between ${isoDay(ago(now, 40))} and ${isoDay(ago(now, 26))} pls`,
    expect: (ev, now) =>
      cnt(select(ev, { range: ranges.between(ago(now, 40), ago(now, 26)), names: [BOOKED] })),
  },
  {
    id: 'count-tips-since',
    type: 'count',
    question: (now) => `how many tip-received since ${longDay(ago(now, 14))}?`,
    expect: (ev, now) => cnt(select(ev, { range: ranges.since(ago(now, 14), N(now)), names: [TIP] })),
  },
  {
    id: 'count-resched-incident',
    type: 'count',
    question: (now) =>
      `The storm hit on ${isoDay(incident(now))} — how many appointment.rescheduled events did we log that day?`,
    expect: (ev, now) => cnt(select(ev, { range: ranges.on(incident(now)), names: [RESCHED] })),
  },
  {
    id: 'count-reminders-24h',
    type: 'count',
    question: 'reminder sms sent count for the last 24 hours',
    expect: (ev, now) => cnt(select(ev, { range: ranges.lastHours(N(now), 24), names: [REMIND] })),
  },
  {
    id: 'count-noshow-before',
    type: 'count',
    question: (now) => `How many no_show events happened before ${longDay(ago(now, 60))}?`,
    expect: (ev, now) => cnt(select(ev, { range: ranges.before(ago(now, 60)), names: [NOSHOW] })),
  },
  {
    id: 'count-bookings-loose',
    type: 'count',
    question: (now) => `how many bookings did we take in ${monthName(m1(now))}?`,
    expect: (ev, now) =>
      cnt(
        select(ev, {
          range: ranges.month(pastMonth(N(now), new Date(m1(now)).getUTCMonth())),
          names: [BOOKED],
        }),
        'not-high',
      ),
  },
  {
    id: 'count-signups-3months',
    type: 'count',
    question: 'customer signups in the past 3 months — how many?',
    expect: (ev, now) => cnt(select(ev, { range: ranges.lastMonths(N(now), 3), names: [SIGNUP] })),
  },
  {
    id: 'count-unknown-cancel',
    type: 'count',
    low: true,
    question: 'how many grooming_cancelled events last month?',
    expect: () => LOW(),
  },
  {
    id: 'count-grooms-done-loose',
    type: 'count',
    question: 'roughly how many grooms got completed over the last 2 weeks?',
    expect: (ev, now) => cnt(select(ev, { range: ranges.lastWeeks(N(now), 2), names: [DONE] }), 'not-high'),
  },

  // ================= users =================
  {
    id: 'users-done-30d',
    type: 'users',
    question: 'How many unique customers had an appointment.completed in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(N(now), 30), names: [DONE] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-active-lastmonth',
    type: 'users',
    question: 'active users last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(N(now)) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-review-2w',
    type: 'users',
    question: 'how many distinct people submitted a Review Submitted event in the past 2 weeks?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeeks(N(now), 2), names: [REVIEW] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-product-since',
    type: 'users',
    question: (now) =>
      `Since ${shortDay(ago(now, 21))}, how many different customers have a ProductSold? trying to size the shampoo line`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.since(ago(now, 21), N(now)), names: [PRODUCT] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'how many unique users did anything yesterday',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.yesterday(N(now)) });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-tipped-loose',
    type: 'users',
    question: (now) => `how many different customers tipped us in ${monthName(m2(now))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.month(m2(now)), names: [TIP] });
      return { numbers: [users(s).size], confidence: 'not-high' };
    },
  },
  {
    id: 'users-noshow-between',
    type: 'users',
    question: (now) => `unique users with a no show from ${isoDay(ago(now, 50))} to ${isoDay(ago(now, 20))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.between(ago(now, 50), ago(now, 20)), names: [NOSHOW] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-route-lastweek',
    type: 'users',
    question: 'How many distinct users had Route Started last week? (i.e. how many groomers drove)',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(N(now)), names: [ROUTE] });
      return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many customers used dog_walk_booked this month?',
    expect: () => LOW(),
  },

  // ================= value =================
  {
    id: 'value-tips-lastmonth',
    type: 'value',
    question: 'total tip-received value last month',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(N(now)), names: [TIP] });
      return { numbers: [r2(sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-avg-done-90d',
    type: 'value',
    question: 'whats the average appointment.completed amount over the last 90 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(N(now), 90), names: [DONE] });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-max-product',
    type: 'value',
    question: 'Biggest single ProductSold sale we have ever rung up?',
    expect: (ev) => {
      const s = select(ev, { names: [PRODUCT] });
      return { numbers: [max(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-min-tip-week',
    type: 'value',
    question: 'smallest tip-received amount in the past week',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(N(now), 7), names: [TIP] });
      return { numbers: [min(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-median-review',
    type: 'value',
    question: 'median Review Submitted value (star rating) in the last 60 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(N(now), 60), names: [REVIEW] });
      return { numbers: [median(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-addon-sum-since',
    type: 'value',
    question: (now) => `sum of AddOnAdded value since ${isoDay(ago(now, 30))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.since(ago(now, 30), N(now)), names: [ADDON] });
      return { numbers: [r2(sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-avg-stops',
    type: 'value',
    question: 'Route Started carries the planned stop count — what is the mean value over the last 4 weeks?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeeks(N(now), 4), names: [ROUTE] });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-top-cust-spend',
    type: 'value',
    question: 'total appointment.completed amount for cust_0007, all time',
    expect: (ev) => {
      const s = select(ev, { names: [DONE], user: TOP });
      return { numbers: [r2(sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-avg-tip-loose',
    type: 'value',
    question: 'what is the average tip these days? last 30 days is fine',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(N(now), 30), names: [TIP] });
      return { numbers: [avg(s)], confidence: 'not-high' };
    },
  },
  {
    id: 'value-booked-on-day',
    type: 'value',
    question: (now) => `total appointment_booked value on ${longDay(ago(now, 5))} (that's quoted prices)`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.on(ago(now, 5)), names: [BOOKED] });
      return { numbers: [r2(sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-max-resched-3m',
    type: 'value',
    question: 'max appointment.rescheduled value in the last 3 months? value = days the appt moved',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonths(N(now), 3), names: [RESCHED] });
      return { numbers: [max(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-unknown-giftcard',
    type: 'value',
    low: true,
    question: 'total value of gift_card_redeemed last month?',
    expect: () => LOW(),
  },

  // ================= top-events =================
  {
    id: 'topev-3-30d',
    type: 'top-events',
    question: 'top 3 events in the last 30 days',
    expect: withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.lastDays(N(now), 30) });
        return topExp(tally(s, byName), 3, s.length);
      },
      (ev, now) => cutTie(tally(select(ev, { range: ranges.lastDays(N(now), 30) }), byName), 3),
    ),
  },
  {
    id: 'topev-default-all',
    type: 'top-events',
    question: 'What are our most common events? overall',
    expect: withTie(
      (ev) => topExp(tally(ev, byName), 5, ev.length),
      (ev) => cutTie(tally(ev, byName), 5),
    ),
  },
  {
    id: 'topev-least-all',
    type: 'top-events',
    question: 'which event is the least common of all, across everything stored?',
    expect: withTie(
      (ev) => topExp(tally(ev, byName), 1, ev.length, { ascending: true }),
      (ev) => cutTie(tally(ev, byName), 1, true),
    ),
  },
  {
    id: 'topev-3-72h',
    type: 'top-events',
    question: 'top 3 event types over the last 72 hours?',
    expect: withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.lastHours(N(now), 72) });
        return topExp(tally(s, byName), 3, s.length);
      },
      (ev, now) => cutTie(tally(select(ev, { range: ranges.lastHours(N(now), 72) }), byName), 3),
    ),
  },
  {
    id: 'topev-incident',
    type: 'top-events',
    question: (now) => `On ${longDay(incident(now))} (storm day) which 2 events were most frequent?`,
    expect: withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.on(incident(now)) });
        return topExp(tally(s, byName), 2, s.length);
      },
      (ev, now) => cutTie(tally(select(ev, { range: ranges.on(incident(now)) }), byName), 2),
    ),
  },
  {
    id: 'topev-bottom3-since',
    type: 'top-events',
    question: (now) => `bottom 3 events by count since ${shortDay(ago(now, 45))}`,
    expect: withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.since(ago(now, 45), N(now)) });
        return topExp(tally(s, byName), 3, s.length, { ascending: true });
      },
      (ev, now) => cutTie(tally(select(ev, { range: ranges.since(ago(now, 45), N(now)) }), byName), 3, true),
    ),
  },
  {
    id: 'topev-rank-lastweek',
    type: 'top-events',
    question: 'rank every event name by how often it fired last week, most first',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(N(now)) });
      return topExp(tally(s, byName), Infinity, s.length);
    },
  },

  // ================= top-users =================
  {
    id: 'topusers-done-90d',
    type: 'top-users',
    question: 'which customer brought in the most appointment.completed value in the last 90 days?',
    expect: withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.lastDays(N(now), 90), names: [DONE] });
        return topExp(tally(s, byUser, value), 1, s.length, { dec: true });
      },
      (ev, now) =>
        cutTie(tally(select(ev, { range: ranges.lastDays(N(now), 90), names: [DONE] }), byUser, value), 1),
    ),
  },
  {
    id: 'topusers-product-spend',
    type: 'top-users',
    question: 'who are the top 3 spenders on ProductSold?',
    expect: withTie(
      (ev) => {
        const s = select(ev, { names: [PRODUCT] });
        return topExp(tally(s, byUser, value), 3, s.length, { dec: true });
      },
      (ev) => cutTie(tally(select(ev, { names: [PRODUCT] }), byUser, value), 3),
    ),
  },
  {
    id: 'topusers-active-lastmonth',
    type: 'top-users',
    question: 'who was the single most active user last month (by event count)?',
    expect: withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.lastMonth(N(now)) });
        return topExp(tally(s, byUser), 1, s.length);
      },
      (ev, now) => cutTie(tally(select(ev, { range: ranges.lastMonth(N(now)) }), byUser), 1),
    ),
  },
  {
    id: 'topusers-tips-60d',
    type: 'top-users',
    question:
      'Who gave us the most tip-received value in the last 60 days? top 3 please, want to send thank-you treats',
    expect: withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.lastDays(N(now), 60), names: [TIP] });
        return topExp(tally(s, byUser, value), 3, s.length, { dec: true });
      },
      (ev, now) =>
        cutTie(tally(select(ev, { range: ranges.lastDays(N(now), 60), names: [TIP] }), byUser, value), 3),
    ),
  },
  {
    id: 'topusers-route-top1',
    type: 'top-users',
    question: 'which user has the most Route Started events?',
    expect: withTie(
      (ev) => {
        const s = select(ev, { names: [ROUTE] });
        return topExp(tally(s, byUser), 1, s.length);
      },
      (ev) => cutTie(tally(select(ev, { names: [ROUTE] }), byUser), 1),
    ),
  },
  {
    id: 'topusers-most-active-all',
    type: 'top-users',
    question: 'who is our most active user of all time, by number of events?',
    expect: withTie(
      (ev) => topExp(tally(ev, byUser), 1, ev.length),
      (ev) => cutTie(tally(ev, byUser), 1),
    ),
  },
  {
    id: 'topusers-spenders-loose',
    type: 'top-users',
    question: 'who is our single biggest spender?',
    expect: withTie(
      (ev) => ({
        names: [
          rank(tally(select(ev, { names: [DONE, ADDON, PRODUCT, TIP] }), byUser, value), { n: 1 })[0][0],
        ],
        confidence: 'not-high',
      }),
      (ev) => cutTie(tally(select(ev, { names: [DONE, ADDON, PRODUCT, TIP] }), byUser, value), 1),
    ),
  },

  // ================= user =================
  {
    id: 'user-top-count',
    type: 'user',
    question: 'how many events does cust_0007 have in total?',
    expect: (ev) => cnt(select(ev, { user: TOP })),
  },
  {
    id: 'user-churner-first-last',
    type: 'user',
    question: 'When did cust_0142 first show up, and when were they last seen?',
    expect: (ev) => {
      const s = select(ev, { user: CHURNER });
      const t = s.map(time);
      return {
        names: [isoDay(Math.min(...t)), isoDay(Math.max(...t))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-top-eventnames',
    type: 'user',
    question: 'which event types has cust_0007 used?',
    expect: (ev) => {
      const s = select(ev, { user: TOP });
      return {
        names: [...users(s.map((e) => ({ userId: e.eventName })))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-top-recent3',
    type: 'user',
    question: 'show me the 3 most recent events for cust_0007',
    expect: (ev) => {
      const s = select(ev, { user: TOP });
      return {
        names: newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-newbie-done',
    type: 'user',
    question: 'cust_0419 is new — how many appointment.completed events do they have so far?',
    expect: (ev) => cnt(select(ev, { user: NEWBIE, names: [DONE] })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'what has cust_9999 been up to lately?',
    expect: () => LOW(),
  },
  {
    id: 'user-churner-30d',
    type: 'user',
    low: true,
    question: 'cust_0142 activity in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { user: CHURNER, range: ranges.lastDays(N(now), 30) });
      return s.length ? cnt(s) : LOW();
    },
  },
  {
    id: 'user-newbie-first',
    type: 'user',
    question: 'first seen date for cust_0419?',
    expect: (ev) => {
      const s = select(ev, { user: NEWBIE });
      return { names: [isoDay(Math.min(...s.map(time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-groomer-last',
    type: 'user',
    question: 'when was groomer_03 last seen',
    expect: (ev) => {
      const s = select(ev, { user: GROOMER });
      return { names: [isoDay(Math.max(...s.map(time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-top-lastweek',
    type: 'user',
    question: 'How many events did cust_0007 log during last week?',
    expect: (ev, now) => cnt(select(ev, { user: TOP, range: ranges.lastWeek(N(now)) })),
  },
  {
    id: 'user-top-tips-3m',
    type: 'user',
    question: 'how much has cust_0007 tipped (tip-received) over the past 3 months, total?',
    expect: (ev, now) => {
      const s = select(ev, { user: TOP, names: [TIP], range: ranges.lastMonths(N(now), 3) });
      return { numbers: [r2(sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },

  // ================= breakdown =================
  {
    id: 'bd-weekday-done',
    type: 'breakdown',
    question: 'appointment.completed by weekday — which day of the week is busiest?',
    expect: withTie(
      (ev) => {
        const s = select(ev, { names: [DONE] });
        return topExp(tally(s, byWeekday), 1, s.length);
      },
      (ev) => cutTie(tally(select(ev, { names: [DONE] }), byWeekday), 1),
    ),
  },
  {
    id: 'bd-hour-tips',
    type: 'breakdown',
    question: 'which hour of day (UTC) gets the most tip-received events?',
    expect: withTie(
      (ev) => {
        const s = select(ev, { names: [TIP] });
        return topExp(tally(s, byHour), 1, s.length);
      },
      (ev) => cutTie(tally(select(ev, { names: [TIP] }), byHour), 1),
    ),
  },
  {
    id: 'bd-month-done',
    type: 'breakdown',
    question: (now) =>
      `monthly appointment.completed counts from ${isoDay(m2(now))} to ${isoDay(m1(now) + 0)} through end of ${monthName(m1(now))}`.replace(
        ` to ${isoDay(m1(now))} through end of`,
        ' through the end of',
      ),
    expect: (ev, now) => {
      const s = select(ev, { range: { from: m2(now), to: monthStart(N(now)) }, names: [DONE] });
      const r = [...tally(s, byMonth)].sort();
      return {
        names: r.map((x) => x[0]),
        numbers: r.map((x) => x[1]),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'bd-week-noshow',
    type: 'breakdown',
    question: 'weekly no_show counts over the last 4 weeks',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeeks(N(now), 4), names: [NOSHOW] });
      const r = [...tally(s, byWeek)].sort();
      return {
        names: r.map((x) => x[0]),
        numbers: r.map((x) => x[1]),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'bd-busiest-day-30d',
    type: 'breakdown',
    question: 'what was the busiest single day in the last 30 days, counting all events?',
    expect: withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.lastDays(N(now), 30) });
        return topExp(tally(s, byDay), 1, s.length);
      },
      (ev, now) => cutTie(tally(select(ev, { range: ranges.lastDays(N(now), 30) }), byDay), 1),
    ),
  },
  {
    id: 'bd-daily-booked-lastweek',
    type: 'breakdown',
    question: 'daily appointment_booked counts for last week please',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(N(now)), names: [BOOKED] });
      const r = [...tally(s, byDay)].sort();
      return {
        names: r.map((x) => x[0]),
        numbers: r.map((x) => x[1]),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'bd-quietest-weekday',
    type: 'breakdown',
    question:
      'Which weekday is quietest for appointment.completed? thinking about giving the crew that day off',
    expect: withTie(
      (ev) => {
        const s = select(ev, { names: [DONE] });
        return topExp(tally(s, byWeekday), 1, s.length, { ascending: true });
      },
      (ev) => cutTie(tally(select(ev, { names: [DONE] }), byWeekday), 1, true),
    ),
  },
  {
    id: 'bd-hour-route',
    type: 'breakdown',
    question: 'hour-of-day breakdown for Route Started: what hour do most vans roll out?',
    expect: withTie(
      (ev) => {
        const s = select(ev, { names: [ROUTE] });
        return topExp(tally(s, byHour), 1, s.length);
      },
      (ev) => cutTie(tally(select(ev, { names: [ROUTE] }), byHour), 1),
    ),
  },
  {
    id: 'bd-month-product-value',
    type: 'breakdown',
    question: 'which calendar month had the highest total ProductSold value?',
    expect: withTie(
      (ev) => {
        const s = select(ev, { names: [PRODUCT] });
        return topExp(tally(s, byMonth, value), 1, s.length, { dec: true });
      },
      (ev) => cutTie(tally(select(ev, { names: [PRODUCT] }), byMonth, value), 1),
    ),
  },

  // ================= compare =================
  {
    id: 'cmp-done-30v30',
    type: 'compare',
    question: 'appointment.completed in the last 30 days vs the 30 days before that?',
    expect: (ev, now) =>
      cmpExp(
        select(ev, { range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, names: [DONE] }),
        select(ev, { range: ranges.lastDays(N(now), 30), names: [DONE] }),
      ),
  },
  {
    id: 'cmp-all-lastweek',
    type: 'compare',
    question: 'total events last week compared with the week before',
    expect: (ev, now) => {
      const w = weekStart(N(now));
      return cmpExp(
        select(ev, { range: { from: w - 2 * WEEK, to: w - WEEK } }),
        select(ev, { range: ranges.lastWeek(N(now)) }),
      );
    },
  },
  {
    id: 'cmp-tips-months',
    type: 'compare',
    question: (now) => `tip-received value: ${monthName(m2(now))} vs ${monthName(m1(now))}, did it go up?`,
    expect: (ev, now) =>
      cmpExp(
        select(ev, { range: ranges.month(m2(now)), names: [TIP] }),
        select(ev, { range: ranges.month(m1(now)), names: [TIP] }),
        { values: true },
      ),
  },
  {
    id: 'cmp-noshow-months',
    type: 'compare',
    question: (now) => `no shows in ${monthName(m1(now))} compared to ${monthName(m2(now))}`,
    expect: (ev, now) =>
      cmpExp(
        select(ev, { range: ranges.month(m2(now)), names: [NOSHOW] }),
        select(ev, { range: ranges.month(m1(now)), names: [NOSHOW] }),
      ),
  },
  {
    id: 'cmp-signups-14',
    type: 'compare',
    question: 'customer_signup: last 14 days compared with the 14 days before — are we growing?',
    expect: (ev, now) =>
      cmpExp(
        select(ev, { range: { from: N(now) - 28 * DAY, to: N(now) - 14 * DAY }, names: [SIGNUP] }),
        select(ev, { range: ranges.lastDays(N(now), 14), names: [SIGNUP] }),
      ),
  },
  {
    id: 'cmp-product-value-7',
    type: 'compare',
    question: 'ProductSold total value, past 7 days vs the previous 7 days',
    expect: (ev, now) =>
      cmpExp(
        select(ev, { range: { from: N(now) - 14 * DAY, to: N(now) - 7 * DAY }, names: [PRODUCT] }),
        select(ev, { range: ranges.lastDays(N(now), 7), names: [PRODUCT] }),
        { values: true },
      ),
  },
  {
    id: 'cmp-review-growing',
    type: 'compare',
    question: 'Is Review Submitted growing? last 4 weeks vs the 4 weeks before',
    expect: (ev, now) =>
      cmpExp(
        select(ev, { range: { from: N(now) - 8 * WEEK, to: N(now) - 4 * WEEK }, names: [REVIEW] }),
        select(ev, { range: ranges.lastWeeks(N(now), 4), names: [REVIEW] }),
      ),
  },
  {
    id: 'cmp-booked-spans',
    type: 'compare',
    question: (now) =>
      `appointment_booked between ${isoDay(ago(now, 100))} and ${isoDay(ago(now, 91))} versus between ${isoDay(ago(now, 20))} and ${isoDay(ago(now, 11))}`,
    expect: (ev, now) =>
      cmpExp(
        select(ev, { range: ranges.between(ago(now, 100), ago(now, 91)), names: [BOOKED] }),
        select(ev, { range: ranges.between(ago(now, 20), ago(now, 11)), names: [BOOKED] }),
      ),
  },

  // ================= share =================
  {
    id: 'share-noshow-30d',
    type: 'share',
    question: 'what percentage of all events in the last 30 days were no_show?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(N(now), 30) });
      return {
        percents: [percent(s.filter((e) => e.eventName === NOSHOW).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-reviewers-lastmonth',
    type: 'share',
    question: 'Of the users active last month, what % had a Review Submitted?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(N(now)) });
      return {
        percents: [percent(users(s.filter((e) => e.eventName === REVIEW)).size, users(s).size)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-product-since',
    type: 'share',
    question: (now) => `share of ProductSold among all events since ${longDay(ago(now, 35))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.since(ago(now, 35), N(now)) });
      return {
        percents: [percent(s.filter((e) => e.eventName === PRODUCT).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-users-noshow-ever',
    type: 'share',
    question: 'what percent of all our users have ever had a no_show?',
    expect: (ev) => ({
      percents: [percent(users(ev.filter((e) => e.eventName === NOSHOW)).size, users(ev).size)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-reminders-yesterday',
    type: 'share',
    question: 'yesterday, what percentage of events were reminder-sms-sent?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.yesterday(N(now)) });
      return {
        percents: [percent(s.filter((e) => e.eventName === REMIND).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-addon-users-60d',
    type: 'share',
    question: 'of the people active in the past 60 days, what share did an AddOnAdded?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(N(now), 60) });
      return {
        percents: [percent(users(s.filter((e) => e.eventName === ADDON)).size, users(s).size)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-done-lastweek',
    type: 'share',
    question: "how much of last week's activity was appointment.completed, as a percentage?",
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(N(now)) });
      return {
        percents: [percent(s.filter((e) => e.eventName === DONE).length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },

  // ================= conversion =================
  {
    id: 'conv-booked-done-30d',
    type: 'conversion',
    question:
      'Of the customers who had appointment_booked in the last 30 days, how many then got an appointment.completed?',
    expect: (ev, now) => convExp(ev, ranges.lastDays(N(now), 30), BOOKED, DONE),
  },
  {
    id: 'conv-done-tip-lastmonth',
    type: 'conversion',
    question: 'appointment.completed → tip-received conversion for last month',
    expect: (ev, now) => convExp(ev, ranges.lastMonth(N(now)), DONE, TIP),
  },
  {
    id: 'conv-noshow-rebook-90d',
    type: 'conversion',
    question:
      'in the last 90 days, of users with a no_show, what % later did appointment_booked? (do no-shows come back?)',
    expect: (ev, now) => convExp(ev, ranges.lastDays(N(now), 90), NOSHOW, BOOKED),
  },
  {
    id: 'conv-signup-booked-since',
    type: 'conversion',
    question: (now) => `customer_signup to appointment_booked funnel since ${shortDay(ago(now, 60))}`,
    expect: (ev, now) => convExp(ev, ranges.since(ago(now, 60), N(now)), SIGNUP, BOOKED),
  },
  {
    id: 'conv-done-review-8w',
    type: 'conversion',
    question:
      'past 8 weeks: of people with an appointment.completed, how many went on to a Review Submitted afterwards?',
    expect: (ev, now) => convExp(ev, ranges.lastWeeks(N(now), 8), DONE, REVIEW),
  },
  {
    id: 'conv-resched-noshow-60d',
    type: 'conversion',
    question:
      'of customers who had an appointment.rescheduled in the last 60 days, how many then no_show afterwards? percent too',
    expect: (ev, now) => convExp(ev, ranges.lastDays(N(now), 60), RESCHED, NOSHOW),
  },
  {
    id: 'conv-done-product-all',
    type: 'conversion',
    question: 'All time, what share of users with appointment.completed later had a ProductSold?',
    expect: (ev) => convExp(ev, ranges.all(), DONE, PRODUCT),
  },

  // ================= churn =================
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: "how many customers were active last month but haven't shown up at all this month?",
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastMonth(N(now)), ranges.thisMonth(N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'new users in the last 14 days?',
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.lastDays(N(now), 14)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-early-gone',
    type: 'churn',
    question: (now) =>
      `users active between ${isoDay(ago(now, 110))} and ${isoDay(ago(now, 80))} but with nothing since ${isoDay(ago(now, 30))}`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, ranges.between(ago(now, 110), ago(now, 80)), ranges.since(ago(now, 30), N(now))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-lastweek',
    type: 'churn',
    question: 'How many brand-new users did we get last week (first event ever)?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastWeek(N(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `who churned: active in ${monthName(m2(now))} and no activity in ${monthName(m1(now))}? just the count`,
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.month(m2(now)), ranges.month(m1(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-month',
    type: 'churn',
    question: (now) => `new customers in ${monthName(m1(now))} ${new Date(m1(now)).getUTCFullYear()}`,
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.month(m1(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-quiet-30',
    type: 'churn',
    question: (now) =>
      `Users that were active from ${longDay(ago(now, 60))} to ${longDay(ago(now, 31))} but have gone quiet since ${longDay(ago(now, 30))} — how many?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, ranges.between(ago(now, 60), ago(now, 31)), ranges.since(ago(now, 30), N(now))).length,
      ],
      confidence: 'high',
    }),
  },

  // ================= recency =================
  {
    id: 'rec-last-noshow',
    type: 'recency',
    question: 'when was the last no_show?',
    expect: (ev) => {
      const s = select(ev, { names: [NOSHOW] });
      return { names: [isoDay(time(lastOf(s)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-product-yesterday',
    type: 'recency',
    question: 'did anyone have a ProductSold yesterday?',
    expect: (ev, now) => cnt(select(ev, { range: ranges.yesterday(N(now)), names: [PRODUCT] })),
  },
  {
    id: 'rec-last-review',
    type: 'recency',
    question: 'Last time a Review Submitted came in?',
    expect: (ev) => {
      const s = select(ev, { names: [REVIEW] });
      return { names: [isoDay(time(lastOf(s)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-churner-since',
    type: 'recency',
    low: true,
    question: (now) => `has cust_0142 done anything since ${isoDay(ago(now, 40))}?`,
    expect: (ev, now) => {
      const s = select(ev, { user: CHURNER, range: ranges.since(ago(now, 40), N(now)) });
      return s.length ? cnt(s) : LOW();
    },
  },
  {
    id: 'rec-groomer-route',
    type: 'recency',
    question: 'when did groomer_03 last have a Route Started?',
    expect: (ev) => {
      const s = select(ev, { names: [ROUTE], user: GROOMER });
      return { names: [isoDay(time(lastOf(s)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-unknown-giftcard',
    type: 'recency',
    low: true,
    question: 'any gift_card_sold events, ever?',
    expect: () => LOW(),
  },
  {
    id: 'rec-last-resched',
    type: 'recency',
    question: 'when was the most recent appointment.rescheduled',
    expect: (ev) => {
      const s = select(ev, { names: [RESCHED] });
      return { names: [isoDay(time(lastOf(s)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-incident-noshow',
    type: 'recency',
    question: (now) => `did anybody no-show on ${shortDay(incident(now))}?`,
    expect: (ev, now) => cnt(select(ev, { range: ranges.on(incident(now)), names: [NOSHOW] })),
  },

  // ================= catalogue =================
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what events do we track?',
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
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total event count overall, everything we have stored',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-summary',
    type: 'catalogue',
    question: 'For the board deck: list the event names, plus how many users and events we have overall.',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      numbers: [users(ev).size, ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-count-names',
    type: 'catalogue',
    question: 'how many distinct event names exist in our data?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-review-exists',
    type: 'catalogue',
    question: "is there an event for reviews? list all event types we've got",
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ================= other =================
  {
    id: 'other-drive-time',
    type: 'other',
    question: "what's the average drive time between stops on a route?",
    expect: () => LOW(),
  },
  {
    id: 'other-breeds',
    type: 'other',
    question: 'which dog breeds do we groom most often?',
    expect: () => LOW(),
  },
  {
    id: 'other-shampoo',
    type: 'other',
    question: 'how many gallons of shampoo did the vans use last month?',
    expect: () => LOW(),
  },
  { id: 'other-yelp', type: 'other', question: 'What is our current Yelp rating?', expect: () => LOW() },
  {
    id: 'other-fuel-margin',
    type: 'other',
    question: 'profit margin after fuel and van lease costs, last quarter?',
    expect: () => LOW(),
  },
  {
    id: 'other-friendliest',
    type: 'other',
    question: 'which groomer is the friendliest with nervous cats?',
    expect: () => LOW(),
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict how many grooms we will do next month',
    expect: () => LOW(),
  },
  {
    id: 'other-mileage',
    type: 'other',
    question: "what's the odometer mileage on van #2 right now?",
    expect: () => LOW(),
  },
  {
    id: 'other-weather',
    type: 'other',
    question: 'does rain make customers cancel more? need the weather correlation',
    expect: () => LOW(),
  },
];
