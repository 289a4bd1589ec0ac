import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

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
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
} = O;
const N = +0;
void N;

// ---- phrasing helpers (every date comes from now) ----------------------------------------
const iso = (t) => O.isoDay(t);
const mon3 = (t) => O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3);
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const dnum = (t) => new Date(t).getUTCDate();
const ord = (n) => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const short = (t) => `${mon3(t)} ${dnum(t)}`; // Nov 3
const long = (t) => `${monthName(t)} ${ord(dnum(t))}`; // November 3rd
const dm = (t) => `${dnum(t)} ${monthName(t)}`; // 3 November
const ago = (now, k) => O.dayStart(+now) - k * DAY; // start of the day k days back
const monday = (now, k) => O.weekStart(+now) - k * O.WEEK; // Monday k weeks back
const monthBack = (now, k) => O.monthStart(+now, -k);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const INCIDENT = (now) => ago(now, 38);
const PROMO = (now) => O.weekStart(ago(now, 30)); // Monday of the gift-card promo week

const P = PERSONAS;
const ALL = R.all();

// ---- expectation helpers -------------------------------------------------------------------
const low = () => ({ confidence: 'low', dataPoints: 0 });
const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });

function count(opts, conf = 'high') {
  return (ev, now) => {
    const s = select(ev, opts(now));
    return { numbers: [s.length], confidence: conf, dataPoints: s.length };
  };
}
function userCount(opts, conf = 'high') {
  return (ev, now) => {
    const s = select(ev, opts(now));
    return { numbers: [users(s).size], confidence: conf, dataPoints: s.length };
  };
}
function measure(opts, fn, conf = 'high') {
  return (ev, now) => {
    const s = select(ev, opts(now));
    return { numbers: [O.round(fn(s), 2)], confidence: conf, dataPoints: s.length };
  };
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
// a ranked list: names in order with figures; a tie at the cut makes the case unusable
function ranked(opts, key, n, { measureFn, ascending = false, conf = 'high' } = {}) {
  const build = (ev, now) => {
    const s = select(ev, opts(now));
    return { s, all: rank(tally(s, key, measureFn), { ascending }) };
  };
  return withTie(
    (ev, now) => {
      const { s, all } = build(ev, now);
      const top = all.slice(0, n);
      return {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => O.round(v, 2)),
        confidence: conf,
        dataPoints: s.length,
      };
    },
    (ev, now) => {
      const { all } = build(ev, now);
      return all.length > n && all[n - 1][1] === all[n][1];
    },
  );
}
// the busiest bucket of a breakdown
function busiest(opts, key, conf = 'high') {
  return ranked(opts, key, 1, { conf });
}
function compare(optsA, optsB, fn = (s) => s.length, conf = 'high') {
  return (ev, now) => {
    const a = select(ev, optsA(now)),
      b = select(ev, optsB(now));
    const c = change(O.round(fn(a), 2), O.round(fn(b), 2));
    return {
      numbers: [c.earlier, c.later, O.round(c.diff, 2)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
}
function share(range, names, conf = 'high') {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const part = all.filter((e) => names.includes(e.eventName));
    return {
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
}
function userShare(range, names, conf = 'high') {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const did = users(all.filter((e) => names.includes(e.eventName))).size;
    return {
      numbers: [did, users(all).size],
      percents: [percent(did, users(all).size)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
}
function conv(range, a, b, conf = 'high') {
  return (ev, now) => {
    const r = range(now);
    const c = conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf,
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  };
}
function last(opts, conf = 'high') {
  return (ev, now) => {
    const s = select(ev, opts(now));
    const t = time(newestFirst(s)[0]);
    return { names: [iso(t), hhmm(t)], confidence: conf, dataPoints: s.length };
  };
}
const MONEY = ['payment-taken', 'product.sold', 'GiftCardSold'];

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-booked-30d',
    type: 'count',
    question: 'How many appointments were booked in the last 30 days? (appointment_booked)',
    expect: count((now) => ({ range: R.lastDays(+now, 30), names: ['appointment_booked'] })),
  },
  {
    id: 'count-noshows-lastweek',
    type: 'count',
    question: 'no-shows last week?? need the number for the branch managers call',
    expect: count((now) => ({ range: R.lastWeek(+now), names: ['NoShow'] })),
  },
  {
    id: 'count-all-yesterday',
    type: 'count',
    question: 'Total number of events logged yesterday, all types together.',
    expect: count((now) => ({ range: R.yesterday(+now) })),
  },
  {
    id: 'count-regular-services',
    type: 'count',
    question: (now) => `How many Service Completed events does client_1007 have since ${iso(ago(now, 60))}?`,
    expect: count((now) => ({
      range: R.since(ago(now, 60), +now),
      names: ['Service Completed'],
      user: P.regular,
    })),
  },
  {
    id: 'count-tips-between',
    type: 'count',
    question: (now) => `count of tip_added between ${iso(ago(now, 50))} and ${iso(ago(now, 36))} please`,
    expect: count((now) => ({ range: R.between(ago(now, 50), ago(now, 36)), names: ['tip_added'] })),
  },
  {
    id: 'count-redeemed-month',
    type: 'count',
    question: (now) => `How many gift-card-redeemed events did we get in ${monthName(monthBack(now, 2))}?`,
    expect: count((now) => ({ range: R.month(monthBack(now, 2)), names: ['gift-card-redeemed'] })),
  },
  {
    id: 'count-booked-on-day',
    type: 'count',
    question: (now) => `how many appointment booked events on ${short(ago(now, 9))}`,
    expect: count((now) => ({ range: R.on(ago(now, 9)), names: ['appointment_booked'] })),
  },
  {
    id: 'count-cancel-incident',
    type: 'count',
    question: (now) =>
      `The flagship lost power on ${iso(INCIDENT(now))}. How many appointment.cancelled did we log that day?`,
    expect: count((now) => ({ range: R.on(INCIDENT(now)), names: ['appointment.cancelled'] })),
  },
  {
    id: 'count-product-sales-loose',
    type: 'count',
    question: 'how many retail product sales rang through the till in the past 2 weeks',
    expect: count((now) => ({ range: R.lastWeeks(+now, 2), names: ['product.sold'] }), 'not-high'),
  },
  {
    id: 'count-reschedules-48h',
    type: 'count',
    question: 'Reschedules in the last 48 hours - how many appointment.rescheduled events?',
    expect: count((now) => ({ range: R.lastHours(+now, 48), names: ['appointment.rescheduled'] })),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-service-7d',
    type: 'users',
    question: 'How many unique clients had a Service Completed in the last 7 days?',
    expect: userCount((now) => ({ range: R.lastDays(+now, 7), names: ['Service Completed'] })),
  },
  {
    id: 'users-rated-lastmonth',
    type: 'users',
    question: 'number of distinct people who did Stylist Rated last month',
    expect: userCount((now) => ({ range: R.lastMonth(+now), names: ['Stylist Rated'] })),
  },
  {
    id: 'users-active-24h',
    type: 'users',
    question: 'active users in the last 24 hours?',
    expect: userCount((now) => ({ range: R.lastHours(+now, 24) })),
  },
  {
    id: 'users-giftcard-buyers',
    type: 'users',
    question: 'how many different customers have bought a gift card, ever?',
    expect: userCount(() => ({ names: ['GiftCardSold'] }), 'not-high'),
  },
  {
    id: 'users-loyalty-since',
    type: 'users',
    question: (now) =>
      `How many clients earned loyalty points (loyalty_points_earned) since ${long(ago(now, 20))}?`,
    expect: userCount((now) => ({ range: R.since(ago(now, 20), +now), names: ['loyalty_points_earned'] })),
  },
  {
    id: 'users-noshow-3m',
    type: 'users',
    question: 'unique users with a NoShow in the past 3 months',
    expect: userCount((now) => ({ range: R.lastMonths(+now, 3), names: ['NoShow'] })),
  },
  {
    id: 'users-tippers-week',
    type: 'users',
    question: 'asking for the stylists newsletter: how many clients tipped in the past week?',
    expect: userCount((now) => ({ range: R.lastDays(+now, 7), names: ['tip_added'] }), 'not-high'),
  },
  {
    id: 'users-active-between',
    type: 'users',
    question: (now) => `Total active customers from ${dm(ago(now, 70))} to ${dm(ago(now, 64))}`,
    expect: userCount((now) => ({ range: R.between(ago(now, 70), ago(now, 64)) })),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'How many users triggered appointment_confirmed this month?',
    expect: low,
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-payments-lastmonth',
    type: 'value',
    question: 'Total payment-taken amount last month?',
    expect: measure((now) => ({ range: R.lastMonth(+now), names: ['payment-taken'] }), sum),
  },
  {
    id: 'value-avg-tip-30d',
    type: 'value',
    question: 'whats the average tip_added value over the last 30 days',
    expect: measure((now) => ({ range: R.lastDays(+now, 30), names: ['tip_added'] }), avg),
  },
  {
    id: 'value-max-payment',
    type: 'value',
    question: 'Largest single payment-taken we have on record?',
    expect: measure(() => ({ names: ['payment-taken'] }), max),
  },
  {
    id: 'value-median-rating',
    type: 'value',
    question: 'median Stylist Rated score across all time',
    expect: measure(() => ({ names: ['Stylist Rated'] }), median),
  },
  {
    id: 'value-avg-minutes-8w',
    type: 'value',
    question: 'Average minutes per Service Completed in the last 8 weeks - trying to plan the rota.',
    expect: measure((now) => ({ range: R.lastWeeks(+now, 8), names: ['Service Completed'] }), avg),
  },
  {
    id: 'value-redeemed-since',
    type: 'value',
    question: (now) => `sum of gift-card-redeemed value since ${iso(ago(now, 45))}`,
    expect: measure((now) => ({ range: R.since(ago(now, 45), +now), names: ['gift-card-redeemed'] }), sum),
  },
  {
    id: 'value-min-product-14d',
    type: 'value',
    question: 'smallest product.sold amount in the past 14 days?',
    expect: measure((now) => ({ range: R.lastDays(+now, 14), names: ['product.sold'] }), min),
  },
  {
    id: 'value-revenue-lastweek',
    type: 'value',
    question: 'What was our revenue last week?',
    expect: measure((now) => ({ range: R.lastWeek(+now), names: MONEY }), sum, 'not-high'),
  },
  {
    id: 'value-points-regular',
    type: 'value',
    question: 'total loyalty_points_earned for client_1007',
    expect: measure(() => ({ names: ['loyalty_points_earned'], user: P.regular }), sum),
  },
  {
    id: 'value-max-tip-tipper',
    type: 'value',
    question: 'What is the biggest tip_added client_1101 ever left?',
    expect: measure(() => ({ names: ['tip_added'], user: P.bigTipper }), max),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(+now, 30) }), O.byName, 5),
  },
  {
    id: 'top-events-overall-1',
    type: 'top-events',
    question: 'Which event happens most often overall?',
    expect: ranked(() => ({}), O.byName, 1),
  },
  {
    id: 'top-events-least-60d',
    type: 'top-events',
    question: 'What are the 3 least common events over the last 60 days?',
    expect: ranked((now) => ({ range: R.lastDays(+now, 60) }), O.byName, 3, { ascending: true }),
  },
  {
    id: 'top-events-regular',
    type: 'top-events',
    question: 'what does client_1007 do most often? just the top event',
    expect: ranked(() => ({ user: P.regular }), O.byName, 1),
  },
  {
    id: 'top-events-week',
    type: 'top-events',
    question: 'what are people doing the most in the app & till? past week, top 4 please',
    expect: ranked((now) => ({ range: R.lastDays(+now, 7) }), O.byName, 4),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: (now) => `most frequent event on Saturday ${short(monday(now, 0) - 2 * DAY)}`,
    expect: ranked((now) => ({ range: R.on(monday(now, 0) - 2 * DAY) }), O.byName, 1),
  },
  {
    id: 'top-events-month',
    type: 'top-events',
    question: (now) =>
      `List the most common events in ${monthName(monthBack(now, 1))} ${new Date(monthBack(now, 1)).getUTCFullYear()}.`,
    expect: ranked((now) => ({ range: R.month(monthBack(now, 1)) }), O.byName, 5),
  },
  {
    id: 'top-events-least-all',
    type: 'top-events',
    question: 'rarest event type we have? just the single least frequent one',
    expect: ranked(() => ({}), O.byName, 1, { ascending: true }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'Who was our most active client over the last 30 days, by number of events?',
    expect: ranked((now) => ({ range: R.lastDays(+now, 30) }), O.byUser, 1),
  },
  {
    id: 'top-users-payments-lastmonth',
    type: 'top-users',
    question: 'Top 5 spenders on payment-taken last month',
    expect: ranked((now) => ({ range: R.lastMonth(+now), names: ['payment-taken'] }), O.byUser, 5, {
      measureFn: O.value,
    }),
  },
  {
    id: 'top-users-tips',
    type: 'top-users',
    question: 'who has given the most in tips? top 3 by total tip_added value',
    expect: ranked(() => ({ names: ['tip_added'] }), O.byUser, 3, { measureFn: O.value }),
  },
  {
    id: 'top-users-most-active',
    type: 'top-users',
    question: 'most active user overall',
    expect: ranked(() => ({}), O.byUser, 1),
  },
  {
    id: 'top-users-minutes',
    type: 'top-users',
    question: (now) =>
      `which client spent the most minutes in the chair (Service Completed value) since ${short(ago(now, 90))}?`,
    expect: ranked(
      (now) => ({ range: R.since(ago(now, 90), +now), names: ['Service Completed'] }),
      O.byUser,
      1,
      { measureFn: O.value },
    ),
  },
  {
    id: 'top-users-spenders-loose',
    type: 'top-users',
    question: 'biggest spenders in the last 2 months? top 5',
    expect: ranked((now) => ({ range: R.lastMonths(+now, 2), names: MONEY }), O.byUser, 5, {
      measureFn: O.value,
      conf: 'not-high',
    }),
  },
  {
    id: 'top-users-giftcards',
    type: 'top-users',
    question: 'Who is our number one GiftCardSold buyer by value?',
    expect: ranked(() => ({ names: ['GiftCardSold'] }), O.byUser, 1, { measureFn: O.value }),
  },
  {
    id: 'top-users-bookers',
    type: 'top-users',
    question: 'Who booked the most appointments in the last 60 days? (appointment_booked)',
    expect: ranked((now) => ({ range: R.lastDays(+now, 60), names: ['appointment_booked'] }), O.byUser, 1),
  },
  {
    id: 'top-users-noshows',
    type: 'top-users',
    question: 'which client has the most NoShow events? the worst offender only',
    expect: ranked(() => ({ names: ['NoShow'] }), O.byUser, 1),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-regular-count',
    type: 'user',
    question: 'how many events has client_1007 got in total',
    expect: count(() => ({ user: P.regular })),
  },
  {
    id: 'user-newcomer-first',
    type: 'user',
    question: 'When did client_1460 first show up?',
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      const t = time(s.reduce((a, e) => (time(e) < time(a) ? e : a)));
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-churner-last',
    type: 'user',
    question: 'client_1013 last seen?',
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      const t = time(newestFirst(s)[0]);
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-noshower-recent',
    type: 'user',
    question: "show me client_1066's 3 most recent events",
    expect: (ev) => {
      const s = select(ev, { user: P.noShower });
      const top = newestFirst(s).slice(0, 3);
      return {
        names: [...new Set(top.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-giftbuyer-names',
    type: 'user',
    question: 'Which event types has client_1222 used?',
    expect: (ev) => {
      const s = select(ev, { user: P.giftBuyer });
      return {
        names: [...new Set(s.map((e) => e.eventName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-tipper-30d',
    type: 'user',
    question: 'events by client_1101 in the last 30 days?',
    expect: count((now) => ({ range: R.lastDays(+now, 30), user: P.bigTipper })),
  },
  {
    id: 'user-regular-last',
    type: 'user',
    question: 'support ticket came in from client_1007 - when was their last activity?',
    expect: (ev) => {
      const s = select(ev, { user: P.regular });
      const t = time(newestFirst(s)[0]);
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  { id: 'user-nobody', type: 'user', low: true, question: `What has ${NOBODY} done with us?`, expect: low },
  {
    id: 'user-nobody-2',
    type: 'user',
    low: true,
    question: 'first and last seen for client_4711 please',
    expect: low,
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'bd-weekday-services',
    type: 'breakdown',
    question: 'Which weekday is busiest for Service Completed?',
    expect: busiest(() => ({ names: ['Service Completed'] }), O.byWeekday),
  },
  {
    id: 'bd-hour-payments',
    type: 'breakdown',
    question: 'busiest hour of the day for payment-taken (UTC)',
    expect: busiest(() => ({ names: ['payment-taken'] }), O.byHour),
  },
  {
    id: 'bd-day-cancel-60d',
    type: 'breakdown',
    question: 'Which day in the last 60 days had the most appointment.cancelled?',
    expect: busiest((now) => ({ range: R.lastDays(+now, 60), names: ['appointment.cancelled'] }), O.byDay),
  },
  {
    id: 'bd-month-all',
    type: 'breakdown',
    question: (now) => `events per month since ${iso(monthBack(now, 2))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.since(monthBack(now, 2), +now) });
      const m = [...tally(s, O.byMonth)].sort();
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'bd-weeks-services',
    type: 'breakdown',
    question: (now) =>
      `weekly Service Completed counts from ${iso(monday(now, 4))} to ${iso(monday(now, 0) - DAY)}`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.between(monday(now, 4), monday(now, 0) - DAY),
        names: ['Service Completed'],
      });
      const m = [...tally(s, O.byWeek)].sort();
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'bd-busiest-day-month',
    type: 'breakdown',
    question: (now) =>
      `which day in ${monthName(monthBack(now, 1))} took the most money through payment-taken?`,
    expect: ranked((now) => ({ range: R.month(monthBack(now, 1)), names: ['payment-taken'] }), O.byDay, 1, {
      measureFn: O.value,
    }),
  },
  {
    id: 'bd-weekday-noshows',
    type: 'breakdown',
    question: 'On which day of the week do clients tip the most? count of tip_added per weekday',
    expect: busiest(() => ({ names: ['tip_added'] }), O.byWeekday),
  },
  {
    id: 'bd-hour-all',
    type: 'breakdown',
    question: 'hour of day with the most activity overall',
    expect: busiest(() => ({}), O.byHour),
  },
  {
    id: 'bd-week-giftcards',
    type: 'breakdown',
    question: (now) => `GiftCardSold by week since ${iso(monday(now, 6))} - which week sold the most?`,
    expect: busiest((now) => ({ range: R.since(monday(now, 6), +now), names: ['GiftCardSold'] }), O.byWeek),
  },
  {
    id: 'bd-hour-bookings',
    type: 'breakdown',
    question: 'when do clients book? peak hour for appointment_booked',
    expect: busiest(() => ({ names: ['appointment_booked'] }), O.byHour),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'cmp-booked-7d',
    type: 'compare',
    question: 'total quoted value of appointment_booked: last 7 days vs the 7 days before?',
    expect: compare(
      (now) => ({ range: R.lastDays(+now - 7 * DAY, 7), names: ['appointment_booked'] }),
      (now) => ({ range: R.lastDays(+now, 7), names: ['appointment_booked'] }),
      sum,
    ),
  },
  {
    id: 'cmp-services-30d',
    type: 'compare',
    question: 'Is Service Completed growing? last 30 days compared with the 30 days before',
    expect: compare(
      (now) => ({ range: R.lastDays(+now - 30 * DAY, 30), names: ['Service Completed'] }),
      (now) => ({ range: R.lastDays(+now, 30), names: ['Service Completed'] }),
    ),
  },
  {
    id: 'cmp-payments-months',
    type: 'compare',
    question: (now) =>
      `payment-taken total: ${monthName(monthBack(now, 2))} vs ${monthName(monthBack(now, 1))}`,
    expect: compare(
      (now) => ({ range: R.month(monthBack(now, 2)), names: ['payment-taken'] }),
      (now) => ({ range: R.month(monthBack(now, 1)), names: ['payment-taken'] }),
      sum,
    ),
  },
  {
    id: 'cmp-active-14d',
    type: 'compare',
    question: 'active clients in the past 14 days vs the previous 14 days',
    expect: compare(
      (now) => ({ range: R.lastDays(+now - 14 * DAY, 14) }),
      (now) => ({ range: R.lastDays(+now, 14) }),
      (s) => users(s).size,
    ),
  },
  {
    id: 'cmp-noshow-4w',
    type: 'compare',
    question:
      'deposits lost to NoShow (sum of value) in the last 8 weeks compared with the 8 weeks before that',
    expect: compare(
      (now) => ({ range: R.lastWeeks(+now - 8 * O.WEEK, 8), names: ['NoShow'] }),
      (now) => ({ range: R.lastWeeks(+now, 8), names: ['NoShow'] }),
      sum,
    ),
  },
  {
    id: 'cmp-giftcard-promo',
    type: 'compare',
    question: (now) =>
      `GiftCardSold count between ${iso(PROMO(now) - 7 * DAY)} and ${iso(PROMO(now) - DAY)} versus between ${iso(PROMO(now))} and ${iso(PROMO(now) + 6 * DAY)}? (the week before the promo vs promo week)`,
    expect: compare(
      (now) => ({ range: R.between(PROMO(now) - 7 * DAY, PROMO(now) - DAY), names: ['GiftCardSold'] }),
      (now) => ({ range: R.between(PROMO(now), PROMO(now) + 6 * DAY), names: ['GiftCardSold'] }),
    ),
  },
  {
    id: 'cmp-product-45d',
    type: 'compare',
    question: 'product.sold value, last 45 days vs prior 45 days',
    expect: compare(
      (now) => ({ range: R.lastDays(+now - 45 * DAY, 45), names: ['product.sold'] }),
      (now) => ({ range: R.lastDays(+now, 45), names: ['product.sold'] }),
      sum,
    ),
  },
  {
    id: 'cmp-loyalty-growing',
    type: 'compare',
    question: 'are loyalty_points_earned events going up? last 30 days against the prior 30',
    expect: compare(
      (now) => ({ range: R.lastDays(+now - 30 * DAY, 30), names: ['loyalty_points_earned'] }),
      (now) => ({ range: R.lastDays(+now, 30), names: ['loyalty_points_earned'] }),
    ),
  },
  {
    id: 'cmp-minutes-months',
    type: 'compare',
    question: (now) =>
      `total chair minutes (sum of Service Completed) in ${mon3(monthBack(now, 2))} compared to ${mon3(monthBack(now, 1))}`,
    expect: compare(
      (now) => ({ range: R.month(monthBack(now, 2)), names: ['Service Completed'] }),
      (now) => ({ range: R.month(monthBack(now, 1)), names: ['Service Completed'] }),
      sum,
    ),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-noshow-30d',
    type: 'share',
    question: 'What percentage of all events in the last 30 days were NoShow?',
    expect: share((now) => R.lastDays(+now, 30), ['NoShow']),
  },
  {
    id: 'share-users-rated',
    type: 'share',
    question: 'what % of active users last month left a Stylist Rated',
    expect: userShare((now) => R.lastMonth(+now), ['Stylist Rated']),
  },
  {
    id: 'share-tips-all',
    type: 'share',
    question: 'share of tip_added among all events',
    expect: share(() => ALL, ['tip_added']),
  },
  {
    id: 'share-users-noshow',
    type: 'share',
    question: (now) => `percentage of clients active since ${iso(ago(now, 60))} who had a NoShow`,
    expect: userShare((now) => R.since(ago(now, 60), +now), ['NoShow']),
  },
  {
    id: 'share-booked-yesterday',
    type: 'share',
    question: "What fraction of yesterday's activity was appointment_booked? as a percent",
    expect: share((now) => R.yesterday(+now), ['appointment_booked']),
  },
  {
    id: 'share-users-giftcard',
    type: 'share',
    question: 'Of all our users, what percentage ever did GiftCardSold?',
    expect: userShare(() => ALL, ['GiftCardSold']),
  },
  {
    id: 'share-payments-month',
    type: 'share',
    question: (now) => `percent of events that were payment-taken in ${monthName(monthBack(now, 1))}`,
    expect: share((now) => R.month(monthBack(now, 1)), ['payment-taken']),
  },
  {
    id: 'share-cancellations-loose',
    type: 'share',
    question: "how much of last week's activity was cancellations, in %?",
    expect: share((now) => R.lastWeek(+now), ['appointment.cancelled'], 'not-high'),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-booked-service-30d',
    type: 'conversion',
    question:
      'Of clients who did appointment_booked in the last 30 days, how many then had a Service Completed?',
    expect: conv((now) => R.lastDays(+now, 30), 'appointment_booked', 'Service Completed'),
  },
  {
    id: 'conv-booked-noshow-60d',
    type: 'conversion',
    question: 'appointment_booked -> NoShow conversion over the past 60 days',
    expect: conv((now) => R.lastDays(+now, 60), 'appointment_booked', 'NoShow'),
  },
  {
    id: 'conv-service-rated',
    type: 'conversion',
    question: (now) =>
      `of people with a Service Completed since ${short(ago(now, 40))}, what percentage went on to do Stylist Rated afterwards?`,
    expect: conv((now) => R.since(ago(now, 40), +now), 'Service Completed', 'Stylist Rated'),
  },
  {
    id: 'conv-gift-redeem',
    type: 'conversion',
    question: 'How many GiftCardSold buyers later did gift-card-redeemed themselves? give the %',
    expect: conv(() => ALL, 'GiftCardSold', 'gift-card-redeemed'),
  },
  {
    id: 'conv-resched-noshow',
    type: 'conversion',
    question: 'of users with appointment.rescheduled in the last 90 days, how many later had a NoShow',
    expect: conv((now) => R.lastDays(+now, 90), 'appointment.rescheduled', 'NoShow'),
  },
  {
    id: 'conv-pay-product-lastmonth',
    type: 'conversion',
    question: 'last month: payment-taken then product.sold - how many converted and what rate?',
    expect: conv((now) => R.lastMonth(+now), 'payment-taken', 'product.sold'),
  },
  {
    id: 'conv-service-tip-2w',
    type: 'conversion',
    question: 'Service Completed to tip_added conversion in the past 2 weeks',
    expect: conv((now) => R.lastWeeks(+now, 2), 'Service Completed', 'tip_added'),
  },
  {
    id: 'conv-booked-cancel-between',
    type: 'conversion',
    question: (now) =>
      `between ${iso(ago(now, 45))} and ${iso(ago(now, 31))}, what share of users who booked (appointment_booked) later did appointment.cancelled?`,
    expect: conv(
      (now) => R.between(ago(now, 45), ago(now, 31)),
      'appointment_booked',
      'appointment.cancelled',
    ),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'How many clients active last month have not been active this month?',
    expect: (ev, now) => ({
      numbers: [churned(ev, R.lastMonth(+now), R.thisMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'new clients in the last 30 days (first event ever)?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastDays(+now, 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'how many brand new users in the past 7 days',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastDays(+now, 7)).length], confidence: 'high' }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `users who were active between ${iso(ago(now, 100))} and ${iso(ago(now, 70))} but have done nothing since ${iso(ago(now, 40))}`,
    expect: (ev, now) => ({
      numbers: [churned(ev, R.between(ago(now, 100), ago(now, 70)), R.since(ago(now, 40), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-month',
    type: 'churn',
    question: (now) => `How many first-time customers did we get in ${monthName(monthBack(now, 2))}?`,
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.month(monthBack(now, 2))).length], confidence: 'high' }),
  },
  {
    id: 'churn-30-30',
    type: 'churn',
    question:
      'clients active in the 30 days before the last 30 days, but not in the last 30 days - how many did we lose?',
    expect: (ev, now) => ({
      numbers: [churned(ev, R.lastDays(+now - 30 * DAY, 30), R.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-month-vs-month',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(monthBack(now, 2))} but not in ${monthName(monthBack(now, 1))}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, R.month(monthBack(now, 2)), R.month(monthBack(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) =>
      `number of new users since ${long(ago(now, 60))} - the second branch opened around then`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, R.since(ago(now, 60), +now)).length],
      confidence: 'high',
    }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'rec-last-noshow',
    type: 'recency',
    question: 'When was the last NoShow?',
    expect: last(() => ({ names: ['NoShow'] })),
  },
  {
    id: 'rec-tips-yesterday',
    type: 'recency',
    question: 'did anyone tip_added yesterday? how many times',
    expect: count((now) => ({ range: R.yesterday(+now), names: ['tip_added'] })),
  },
  {
    id: 'rec-regular-payment',
    type: 'recency',
    question: 'last time client_1007 had a payment-taken?',
    expect: last(() => ({ names: ['payment-taken'], user: P.regular })),
  },
  {
    id: 'rec-last-giftcard',
    type: 'recency',
    question: 'When did someone last do GiftCardSold?',
    expect: last(() => ({ names: ['GiftCardSold'] })),
  },
  {
    id: 'rec-last-rating',
    type: 'recency',
    question: 'most recent Stylist Rated event - when?',
    expect: last(() => ({ names: ['Stylist Rated'] })),
  },
  {
    id: 'rec-unknown-waitlist',
    type: 'recency',
    low: true,
    question: 'Has anyone ever done appointment_waitlisted?',
    expect: low,
  },
  {
    id: 'rec-last-resched',
    type: 'recency',
    question: 'when was the latest appointment.rescheduled',
    expect: last(() => ({ names: ['appointment.rescheduled'] })),
  },
  {
    id: 'rec-churner-30d',
    type: 'recency',
    low: true,
    question: 'Has client_1013 done anything in the last 30 days?',
    expect: low,
  },
  {
    id: 'rec-last-product',
    type: 'recency',
    question: 'last product.sold?',
    expect: last(() => ({ names: ['product.sold'] })),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users-total',
    type: 'catalogue',
    question: 'how many users in total',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events-total',
    type: 'catalogue',
    question: 'Total number of events stored for our account?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-names-counts',
    type: 'catalogue',
    question: 'list every event name with its count',
    expect: (ev) => {
      const r = rank(tally(ev, O.byName));
      return {
        names: r.map(([k]) => k),
        numbers: r.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'cat-distinct-types',
    type: 'catalogue',
    question: 'how many distinct event types exist in the data?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'for the board deck: total clients and total events we have on file',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-schema',
    type: 'catalogue',
    question: 'new analyst here - which event names exist in this account?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-all-three',
    type: 'catalogue',
    question: 'Give me the basics: number of users, number of events, number of event types.',
    expect: (ev) => ({
      numbers: [users(ev).size, ev.length, new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-colour-shade',
    type: 'other',
    question: 'What is the most popular hair colour shade this season?',
    expect: low,
  },
  {
    id: 'other-best-stylist',
    type: 'other',
    question: 'Which stylist has the highest average rating?',
    expect: low,
  },
  { id: 'other-chairs', type: 'other', question: 'how many chairs does the Soho branch have', expect: low },
  {
    id: 'other-shampoo-stock',
    type: 'other',
    question: 'how much shampoo stock is left in the back room?',
    expect: low,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Predict next quarter revenue for the investor update',
    expect: low,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather going to be on saturday, should we add staff?",
    expect: low,
  },
  {
    id: 'other-cut-vs-colour',
    type: 'other',
    question: 'Are cuts or colours more popular at the Camden salon?',
    expect: low,
  },
  {
    id: 'other-payroll',
    type: 'other',
    question: 'how many hours did each stylist clock on the payroll last week',
    expect: low,
  },
  {
    id: 'other-lobby-wait',
    type: 'other',
    question: 'average waiting time in the lobby before clients get seated?',
    expect: low,
  },
  { id: 'other-joke', type: 'other', question: 'write me a tagline for the winter nails promo', expect: low },
];
