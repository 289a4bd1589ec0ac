/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
// Blind round "drones": questions a drone-delivery operator's staff would ask, with expectations
// computed from the events by the reference oracle (never typed in by hand).
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, HOUR, ranges: R } = O;
const LOW = { confidence: 'low', dataPoints: 0 };
const ms = (now) => +now;
const today = (now) => O.dayStart(ms(now));
const back = (now, d) => today(now) - d * DAY; // start of the day d days ago
const iso = (t) => O.isoDay(t);
const mon = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const dnum = (t) => new Date(t).getUTCDate();
const longDay = (t) => `${mon(t)} ${dnum(t)}`; // November 6
const shortDay = (t) => `${mon(t).slice(0, 3)} ${dnum(t)}`; // Nov 6
const ordSuffix = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const ordDay = (t) => `${mon(t)} ${dnum(t)}${ordSuffix(dnum(t))}`; // November 6th
const euroDay = (t) => `${dnum(t)} ${mon(t)}`; // 6 November
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const STORM = 23; // the storm day, 23 days before today
const stormDay = (now) => back(now, 23);
const prevMonth = (now) => O.monthStart(ms(now), -1);
const prevPrevMonth = (now) => O.monthStart(ms(now), -2);
const r2 = (x) => O.round(x, 2);

const high = (numbers, dataPoints, extra = {}) => ({ numbers, confidence: 'high', dataPoints, ...extra });

// ---- generic builders -------------------------------------------------------------------
function countOf(opts, conf = 'high') {
  return (events, now) => {
    const ev = O.select(events, opts(ms(now)));
    return { numbers: [ev.length], confidence: conf, dataPoints: ev.length };
  };
}
function usersOf(opts, conf = 'high') {
  return (events, now) => {
    const ev = O.select(events, opts(ms(now)));
    return { numbers: [O.users(ev).size], confidence: conf, dataPoints: ev.length };
  };
}
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
}
function valueOf(opts, measure, conf = 'high', extra = {}) {
  return (events, now) => {
    const ev = O.select(events, opts(ms(now)));
    const x =
      measure === 'sum'
        ? r2(O.sum(ev))
        : measure === 'avg'
          ? O.avg(ev)
          : measure === 'min'
            ? O.min(ev)
            : measure === 'max'
              ? O.max(ev)
              : median(ev);
    return { numbers: [x], confidence: conf, dataPoints: ev.length, ...extra };
  };
}
// Ranked list: get(events, t) → { map, n, ascending?, dataPoints, confidence? }
function ranked(get) {
  const expect = (events, now) => {
    const g = get(events, ms(now));
    const top = O.rank(g.map, { n: g.n, ascending: g.ascending });
    return {
      names: top.map((x) => x[0]),
      numbers: top.map((x) => r2(x[1])),
      confidence: g.confidence ?? 'high',
      dataPoints: g.dataPoints,
    };
  };
  expect.tieAtCut = (events, now) => {
    const g = get(events, ms(now));
    const all = O.rank(g.map, { ascending: g.ascending });
    return all.length > g.n && all[g.n - 1][1] === all[g.n][1];
  };
  return expect;
}
const topOf = (opts, key, n, { ascending = false, measure, confidence } = {}) =>
  ranked((events, t) => {
    const ev = O.select(events, opts(t));
    return { map: O.tally(ev, key, measure), n, ascending, dataPoints: ev.length, confidence };
  });
// Full breakdown in chronological order.
const seriesOf = (opts, key) => (events, now) => {
  const ev = O.select(events, opts(ms(now)));
  const m = [...O.tally(ev, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    names: m.map((x) => x[0]),
    numbers: m.map((x) => x[1]),
    confidence: 'high',
    dataPoints: ev.length,
  };
};
function compareOf(p1, p2, measure = 'count', conf = 'high') {
  return (events, now) => {
    const t = ms(now);
    const a = O.select(events, p1(t)),
      b = O.select(events, p2(t));
    const f = (ev) =>
      measure === 'users' ? O.users(ev).size : measure === 'sum' ? r2(O.sum(ev)) : ev.length;
    const c = O.change(f(a), f(b));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
}
function shareEvents(range, name) {
  return (events, now) => {
    const all = O.select(events, { range: range(ms(now)) });
    const part = all.filter((e) => e.eventName === name);
    return { percents: [O.percent(part.length, all.length)], confidence: 'high', dataPoints: all.length };
  };
}
function shareUsers(range, name) {
  return (events, now) => {
    const all = O.select(events, { range: range(ms(now)) });
    const did = O.users(all.filter((e) => e.eventName === name)).size;
    return { percents: [O.percent(did, O.users(all).size)], confidence: 'high', dataPoints: all.length };
  };
}
function conv(range, a, b, conf = 'high') {
  return (events, now) => {
    const r = range(ms(now));
    const c = O.conversion(events, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf,
      dataPoints: O.select(events, { range: r, names: [a, b] }).length,
    };
  };
}
const churnOf = (active, inactive) => (events, now) => {
  const t = ms(now);
  return { numbers: [O.churned(events, active(t), inactive(t)).length], confidence: 'high' };
};
const newOf = (range) => (events, now) => ({
  numbers: [O.newUsers(events, range(ms(now))).length],
  confidence: 'high',
});
function lastOf(opts) {
  return (events, now) => {
    const ev = O.select(events, opts(ms(now)));
    const t = Math.max(...ev.map(O.time));
    return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: ev.length };
  };
}
const other = () => LOW;
const low = () => LOW;

// ---- cases ----------------------------------------------------------------------------------
export const cases = [
  // ----------------------------------------------------------------- count
  {
    id: 'count-orders-7d',
    type: 'count',
    question: 'how many order_placed events in the last 7 days?',
    expect: countOf((t) => ({ range: R.lastDays(t, 7), names: ['order_placed'] })),
  },
  {
    id: 'count-launches-storm',
    type: 'count',
    question: (now) => `quick one - number of flight.launched on ${shortDay(stormDay(now))}?`,
    expect: countOf((t) => ({ range: R.on(stormDay(t)), names: ['flight.launched'] })),
  },
  {
    id: 'count-holds-storm',
    type: 'count',
    question: (now) =>
      `We had that nasty storm on ${iso(stormDay(now))}. How many weather_hold events did we log that day?`,
    expect: countOf((t) => ({ range: R.on(stormDay(t)), names: ['weather_hold'] })),
  },
  {
    id: 'count-drops-between',
    type: 'count',
    question: (now) =>
      `Count of ParcelDropped between ${iso(back(now, 40))} and ${iso(back(now, 33))} please (ops review)`,
    expect: countOf((t) => ({ range: R.between(back(t, 40), back(t, 33)), names: ['ParcelDropped'] })),
  },
  {
    id: 'count-all-since',
    type: 'count',
    question: (now) => `How many events in total since ${longDay(back(now, 10))}?`,
    expect: countOf((t) => ({ range: R.since(back(t, 10), t) })),
  },
  {
    id: 'count-aborts-before',
    type: 'count',
    question: (now) => `how many nofly.abort events were there before ${euroDay(back(now, 60))}?`,
    expect: countOf((t) => ({ range: R.before(back(t, 60)), names: ['nofly.abort'] })),
  },
  {
    id: 'count-rtb-lastweek',
    type: 'count',
    question: 'How many Returned To Base events did the fleet log last week?',
    expect: countOf((t) => ({ range: R.lastWeek(t), names: ['Returned To Base'] })),
  },
  {
    id: 'count-swaps-24h',
    type: 'count',
    question: 'battery swaps in the past 24 hours - how many?',
    expect: countOf((t) => ({ range: R.lastHours(t, 24), names: ['battery-swap'] })),
  },
  {
    id: 'count-top-recipient-orders',
    type: 'count',
    question: 'how many times did user_0042 trigger order_placed over the last 30 days',
    expect: countOf((t) => ({ range: R.lastDays(t, 30), names: ['order_placed'], user: 'user_0042' })),
  },
  {
    id: 'count-today-all',
    type: 'count',
    question: 'How many events have come in today so far?',
    expect: countOf((t) => ({ range: R.today(t) })),
  },
  {
    id: 'count-cancel-loose',
    type: 'count',
    question: 'how many deliveries got cancelled in the past 2 weeks?',
    expect: countOf((t) => ({ range: R.lastWeeks(t, 2), names: ['order_cancelled'] }), 'not-high'),
  },
  {
    id: 'count-unknown-crash',
    type: 'count',
    low: true,
    question: 'How many drone_crash events happened last month?',
    expect: low,
  },

  // ----------------------------------------------------------------- users
  {
    id: 'users-30d',
    type: 'users',
    question: 'unique users in the last 30 days?',
    expect: usersOf((t) => ({ range: R.lastDays(t, 30) })),
  },
  {
    id: 'users-orders-prevmonth',
    type: 'users',
    question: (now) =>
      `How many distinct customers did order_placed in ${mon(prevMonth(now))} ${new Date(prevMonth(now)).getUTCFullYear()}?`,
    expect: usersOf((t) => ({ range: R.month(prevMonth(t)), names: ['order_placed'] })),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'how many active users did we have yesterday',
    expect: usersOf((t) => ({ range: R.yesterday(t) })),
  },
  {
    id: 'users-launchers-2w',
    type: 'users',
    question: 'For the staffing plan: how many different people did a flight.launched in the last 2 weeks?',
    expect: usersOf((t) => ({ range: R.lastWeeks(t, 2), names: ['flight.launched'] })),
  },
  {
    id: 'users-raters-3m',
    type: 'users',
    question: 'how many unique users submitted a RatingSubmitted in the past 3 months',
    expect: usersOf((t) => ({ range: R.lastMonths(t, 3), names: ['RatingSubmitted'] })),
  },
  {
    id: 'users-holds-week',
    type: 'users',
    question: 'How many users hit a weather_hold in the past week?',
    expect: usersOf((t) => ({ range: R.lastDays(t, 7), names: ['weather_hold'] })),
  },
  {
    id: 'users-signups-loose',
    type: 'users',
    question: 'how many people signed up with us over the last 60 days?',
    expect: usersOf((t) => ({ range: R.lastDays(t, 60), names: ['Account Created'] }), 'not-high'),
  },
  {
    id: 'users-unknown-giftcard',
    type: 'users',
    low: true,
    question: 'how many customers used gift_card_redeemed this month?',
    expect: low,
  },

  // ----------------------------------------------------------------- value
  {
    id: 'value-fees-lastmonth',
    type: 'value',
    question: 'Finance here: what is the total order_placed value for last month?',
    expect: valueOf((t) => ({ range: R.lastMonth(t), names: ['order_placed'] }), 'sum'),
  },
  {
    id: 'value-avg-rating',
    type: 'value',
    question: "what's the average RatingSubmitted value, all time?",
    expect: valueOf(() => ({ names: ['RatingSubmitted'] }), 'avg'),
  },
  {
    id: 'value-median-drop',
    type: 'value',
    question: 'median ParcelDropped value over the last 30 days? (it is the minutes from launch to drop)',
    expect: valueOf((t) => ({ range: R.lastDays(t, 30), names: ['ParcelDropped'] }), 'median'),
  },
  {
    id: 'value-max-hold',
    type: 'value',
    question: 'Longest weather_hold in the past 3 months - what is the max value?',
    expect: valueOf((t) => ({ range: R.lastMonths(t, 3), names: ['weather_hold'] }), 'max'),
  },
  {
    id: 'value-min-battery',
    type: 'value',
    question:
      'minimum Returned To Base value in the last 14 days? worried about packs coming back too drained',
    expect: valueOf((t) => ({ range: R.lastDays(t, 14), names: ['Returned To Base'] }), 'min'),
  },
  {
    id: 'value-revenue-7d',
    type: 'value',
    question: 'how much revenue did we make in the last 7 days?',
    expect: valueOf((t) => ({ range: R.lastDays(t, 7), names: ['order_placed'] }), 'sum', 'not-high', {
      names: ['order_placed'],
    }),
  },
  {
    id: 'value-avg-fee-week',
    type: 'value',
    question: 'mean order_placed amount over the past week?',
    expect: valueOf((t) => ({ range: R.lastDays(t, 7), names: ['order_placed'] }), 'avg'),
  },
  {
    id: 'value-payload-yesterday',
    type: 'value',
    question: 'Sum of flight.launched values yesterday (that is payload kg)',
    expect: valueOf((t) => ({ range: R.yesterday(t), names: ['flight.launched'] }), 'sum'),
  },
  {
    id: 'value-user-spend',
    type: 'value',
    question: 'total order_placed value for user_0042 in the last 60 days',
    expect: valueOf((t) => ({ range: R.lastDays(t, 60), names: ['order_placed'], user: 'user_0042' }), 'sum'),
  },
  {
    id: 'value-unknown-claim',
    type: 'value',
    low: true,
    question: 'average value of insurance_claim events this year?',
    expect: low,
  },

  // ----------------------------------------------------------------- top-events
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: topOf((t) => ({ range: R.lastDays(t, 30) }), O.byName, 5),
  },
  {
    id: 'top-events-all3',
    type: 'top-events',
    question: 'What are our four most common events overall?',
    expect: topOf(() => ({}), O.byName, 4),
  },
  {
    id: 'top-events-least3',
    type: 'top-events',
    question: 'which 3 events are the least common? all time',
    expect: topOf(() => ({}), O.byName, 3, { ascending: true }),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: 'most frequent event yesterday?',
    expect: topOf((t) => ({ range: R.yesterday(t) }), O.byName, 1),
  },
  {
    id: 'top-events-lastweek',
    type: 'top-events',
    question: 'Give me the top 5 events from last week.',
    expect: topOf((t) => ({ range: R.lastWeek(t) }), O.byName, 5),
  },
  {
    id: 'top-events-pilot07',
    type: 'top-events',
    question: "what are pilot_07's top 3 events?",
    expect: topOf(() => ({ user: 'pilot_07' }), O.byName, 3),
  },
  {
    id: 'top-events-storm',
    type: 'top-events',
    question: (now) => `top 4 events on ${ordDay(stormDay(now))} - the storm day`,
    expect: topOf((t) => ({ range: R.on(stormDay(t)) }), O.byName, 4),
  },
  {
    id: 'top-events-rarest-lastmonth',
    type: 'top-events',
    question: 'which event was the rarest last month?',
    expect: topOf((t) => ({ range: R.lastMonth(t) }), O.byName, 1, { ascending: true }),
  },

  // ----------------------------------------------------------------- top-users
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'who are the 3 most active users in the last 30 days?',
    expect: topOf((t) => ({ range: R.lastDays(t, 30) }), O.byUser, 3),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'top 3 spenders of all time?',
    expect: topOf(() => ({ names: ['order_placed'] }), O.byUser, 3, {
      measure: O.value,
      confidence: 'not-high',
    }),
  },
  {
    id: 'top-users-orders-lastmonth',
    type: 'top-users',
    question: 'Top 3 users by order_placed value last month',
    expect: topOf((t) => ({ range: R.lastMonth(t), names: ['order_placed'] }), O.byUser, 3, {
      measure: O.value,
    }),
  },
  {
    id: 'top-users-drops-14d',
    type: 'top-users',
    question: 'which 2 pilots logged the most ParcelDropped in the last 30 days?',
    expect: topOf((t) => ({ range: R.lastDays(t, 30), names: ['ParcelDropped'] }), O.byUser, 2),
  },
  {
    id: 'top-users-yesterday',
    type: 'top-users',
    question: 'Who was the single most active user yesterday?',
    expect: topOf((t) => ({ range: R.yesterday(t) }), O.byUser, 1),
  },
  {
    id: 'top-users-hold-minutes',
    type: 'top-users',
    question: 'top 3 users by total weather_hold value in the last 2 months',
    expect: topOf((t) => ({ range: R.lastMonths(t, 2), names: ['weather_hold'] }), O.byUser, 3, {
      measure: O.value,
    }),
  },
  {
    id: 'top-users-tracking',
    type: 'top-users',
    question: 'who did the most tracking.viewed in the last 30 days',
    expect: topOf((t) => ({ range: R.lastDays(t, 30), names: ['tracking.viewed'] }), O.byUser, 1),
  },
  {
    id: 'top-users-sorties-loose',
    type: 'top-users',
    question: 'which pilot flew the most sorties last month?',
    expect: topOf((t) => ({ range: R.lastMonth(t), names: ['flight.launched'] }), O.byUser, 1, {
      confidence: 'not-high',
    }),
  },

  // ----------------------------------------------------------------- user
  {
    id: 'user-42-30d',
    type: 'user',
    question: 'how many events did user_0042 have in the last 30 days?',
    expect: countOf((t) => ({ range: R.lastDays(t, 30), user: 'user_0042' })),
  },
  {
    id: 'user-newcomer-first',
    type: 'user',
    question: 'when was user_0388 first seen?',
    expect: (events) => {
      const ev = O.select(events, { user: 'user_0388' });
      const t = Math.min(...ev.map(O.time));
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'user-churner-last',
    type: 'user',
    question: 'Support ticket: user_0117 says the app stopped working for them. When did we last see them?',
    expect: (events) => {
      const ev = O.select(events, { user: 'user_0117' });
      const t = Math.max(...ev.map(O.time));
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'user-pilot03-names',
    type: 'user',
    question: 'which event names has pilot_03 used?',
    expect: (events) => {
      const ev = O.select(events, { user: 'pilot_03' });
      return {
        names: [...new Set(ev.map(O.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'user-42-recent',
    type: 'user',
    question: "show me user_0042's 3 most recent events",
    expect: (events) => {
      const ev = O.select(events, { user: 'user_0042' });
      return {
        names: O.newestFirst(ev).slice(0, 3).map(O.byName),
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'user-pilot07-3d',
    type: 'user',
    question: 'How many events has pilot_07 logged in the past 3 days?',
    expect: countOf((t) => ({ range: R.lastDays(t, 3), user: 'pilot_07' })),
  },
  {
    id: 'user-pilot19-span',
    type: 'user',
    question: 'pilot_19 - first seen and last seen?',
    expect: (events) => {
      const ev = O.select(events, { user: 'pilot_19' });
      const ts = ev.map(O.time),
        a = Math.min(...ts),
        b = Math.max(...ts);
      return { names: [iso(a), hhmm(a), iso(b), hhmm(b)], confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'user-newcomer-names',
    type: 'user',
    question: 'what has user_0388 done so far? which events',
    expect: (events) => {
      const ev = O.select(events, { user: 'user_0388' });
      return {
        names: [...new Set(ev.map(O.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'how many events does user_0999 have?',
    expect: low,
  },

  // ----------------------------------------------------------------- breakdown
  {
    id: 'bd-weekday-orders',
    type: 'breakdown',
    question: 'Which weekday gets the most order_placed? look at the last 8 weeks',
    expect: topOf((t) => ({ range: R.lastWeeks(t, 8), names: ['order_placed'] }), O.byWeekday, 1),
  },
  {
    id: 'bd-hour-launch',
    type: 'breakdown',
    question: 'busiest hour of the day for flight.launched over the past 30 days (UTC)?',
    expect: topOf((t) => ({ range: R.lastDays(t, 30), names: ['flight.launched'] }), O.byHour, 1),
  },
  {
    id: 'bd-day-holds',
    type: 'breakdown',
    question: 'which day in the last 60 days had the most weather_hold events?',
    expect: topOf((t) => ({ range: R.lastDays(t, 60), names: ['weather_hold'] }), O.byDay, 1),
  },
  {
    id: 'bd-weekly-drops',
    type: 'breakdown',
    question: (now) =>
      `weekly breakdown of ParcelDropped from ${iso(O.weekStart(ms(now)) - 28 * DAY)} to ${iso(O.weekStart(ms(now)) - DAY)}`,
    expect: seriesOf(
      (t) => ({
        range: R.between(O.weekStart(t) - 28 * DAY, O.weekStart(t) - DAY),
        names: ['ParcelDropped'],
      }),
      O.byWeek,
    ),
  },
  {
    id: 'bd-monthly-orders',
    type: 'breakdown',
    question: 'order_placed per month, all time',
    expect: seriesOf(() => ({ names: ['order_placed'] }), O.byMonth),
  },
  {
    id: 'bd-busiest-month',
    type: 'breakdown',
    question: 'Which month had the most activity?',
    expect: topOf(() => ({}), O.byMonth, 1),
  },
  {
    id: 'bd-quiet-hour',
    type: 'breakdown',
    question: 'what is the quietest hour of the day across all events? thinking of a maintenance window',
    expect: topOf(() => ({}), O.byHour, 1, { ascending: true }),
  },
  {
    id: 'bd-daily-orders-lastweek',
    type: 'breakdown',
    question: 'order_placed per day for last week, please',
    expect: seriesOf((t) => ({ range: R.lastWeek(t), names: ['order_placed'] }), O.byDay),
  },
  {
    id: 'bd-weekday-tracking',
    type: 'breakdown',
    question: (now) => `On which weekday did we get the most tracking.viewed in ${mon(prevMonth(now))}?`,
    expect: topOf(
      (t) => ({
        range: R.month(O.pastMonth(t, new Date(prevMonth(t)).getUTCMonth())),
        names: ['tracking.viewed'],
      }),
      O.byWeekday,
      1,
    ),
  },

  // ----------------------------------------------------------------- compare
  {
    id: 'cmp-orders-7d',
    type: 'compare',
    question: 'order_placed in the last 7 days vs the 7 days before that?',
    expect: compareOf(
      (t) => ({ range: { from: t - 14 * DAY, to: t - 7 * DAY }, names: ['order_placed'] }),
      (t) => ({ range: R.lastDays(t, 7), names: ['order_placed'] }),
    ),
  },
  {
    id: 'cmp-all-30d',
    type: 'compare',
    question: 'total events: last 30 days compared with the previous 30 days',
    expect: compareOf(
      (t) => ({ range: { from: t - 60 * DAY, to: t - 30 * DAY } }),
      (t) => ({ range: R.lastDays(t, 30) }),
    ),
  },
  {
    id: 'cmp-orders-months',
    type: 'compare',
    question: (now) =>
      `is order_placed growing? compare ${mon(prevPrevMonth(now))} with ${mon(prevMonth(now))}`,
    expect: compareOf(
      (t) => ({ range: R.month(prevPrevMonth(t)), names: ['order_placed'] }),
      (t) => ({ range: R.month(prevMonth(t)), names: ['order_placed'] }),
    ),
  },
  {
    id: 'cmp-users-14d',
    type: 'compare',
    question: 'Active users, last 14 days vs the 14 days before - up or down?',
    expect: compareOf(
      (t) => ({ range: { from: t - 28 * DAY, to: t - 14 * DAY } }),
      (t) => ({ range: R.lastDays(t, 14) }),
      'users',
    ),
  },
  {
    id: 'cmp-all-weeks',
    type: 'compare',
    question: 'all activity last week compared with the week before - how did it move?',
    expect: compareOf(
      (t) => ({ range: { from: O.weekStart(t) - 14 * DAY, to: O.weekStart(t) - 7 * DAY } }),
      (t) => ({ range: R.lastWeek(t) }),
    ),
  },
  {
    id: 'cmp-fees-months',
    type: 'compare',
    question: 'sum of order_placed value last month vs the month before, for the board deck',
    expect: compareOf(
      (t) => ({ range: R.month(prevPrevMonth(t)), names: ['order_placed'] }),
      (t) => ({ range: R.lastMonth(t), names: ['order_placed'] }),
      'sum',
    ),
  },
  {
    id: 'cmp-drops-days',
    type: 'compare',
    question: 'ParcelDropped yesterday versus the day before?',
    expect: compareOf(
      (t) => ({ range: { from: today(t) - 2 * DAY, to: today(t) - DAY }, names: ['ParcelDropped'] }),
      (t) => ({ range: R.yesterday(t), names: ['ParcelDropped'] }),
    ),
  },
  {
    id: 'cmp-tracking-spans',
    type: 'compare',
    question: (now) =>
      `tracking.viewed between ${shortDay(back(now, 28))} and ${shortDay(back(now, 22))} vs between ${shortDay(back(now, 14))} and ${shortDay(back(now, 8))}`,
    expect: compareOf(
      (t) => ({ range: R.between(back(t, 28), back(t, 22)), names: ['tracking.viewed'] }),
      (t) => ({ range: R.between(back(t, 14), back(t, 8)), names: ['tracking.viewed'] }),
    ),
  },

  // ----------------------------------------------------------------- share
  {
    id: 'share-orders-30d',
    type: 'share',
    question: 'what percentage of events in the last 30 days were order_placed?',
    expect: shareEvents((t) => R.lastDays(t, 30), 'order_placed'),
  },
  {
    id: 'share-users-orders-lastmonth',
    type: 'share',
    question: 'What % of active users last month did an order_placed?',
    expect: shareUsers((t) => R.lastMonth(t), 'order_placed'),
  },
  {
    id: 'share-holds-storm',
    type: 'share',
    question: (now) => `on ${euroDay(stormDay(now))}, what share of all events were weather_hold?`,
    expect: shareEvents((t) => R.on(stormDay(t)), 'weather_hold'),
  },
  {
    id: 'share-aborts-all',
    type: 'share',
    question: 'nofly.abort as a percentage of all activity?',
    expect: shareEvents(() => R.all(), 'nofly.abort'),
  },
  {
    id: 'share-users-raters-7d',
    type: 'share',
    question: 'of the users active in the last 7 days, what percent submitted a RatingSubmitted',
    expect: shareUsers((t) => R.lastDays(t, 7), 'RatingSubmitted'),
  },
  {
    id: 'share-drops-14d',
    type: 'share',
    question: 'ParcelDropped share of events over the last 14 days?',
    expect: shareEvents((t) => R.lastDays(t, 14), 'ParcelDropped'),
  },
  {
    id: 'share-users-cancel',
    type: 'share',
    question: 'what fraction of all our users have ever done order_cancelled? as a percentage pls',
    expect: shareUsers(() => R.all(), 'order_cancelled'),
  },
  {
    id: 'share-tracking-lastweek',
    type: 'share',
    question: "How much of last week's activity was tracking.viewed, in percent?",
    expect: shareEvents((t) => R.lastWeek(t), 'tracking.viewed'),
  },

  // ----------------------------------------------------------------- conversion
  {
    id: 'conv-signup-order-60d',
    type: 'conversion',
    question: 'Of users who did Account Created in the last 60 days, how many went on to order_placed?',
    expect: conv((t) => R.lastDays(t, 60), 'Account Created', 'order_placed'),
  },
  {
    id: 'conv-order-rating-30d',
    type: 'conversion',
    question: 'conversion from order_placed to RatingSubmitted, last 30 days',
    expect: conv((t) => R.lastDays(t, 30), 'order_placed', 'RatingSubmitted'),
  },
  {
    id: 'conv-launch-drop-7d',
    type: 'conversion',
    question:
      'in the past 7 days, what percentage of users with a flight.launched later had a ParcelDropped?',
    expect: conv((t) => R.lastDays(t, 7), 'flight.launched', 'ParcelDropped'),
  },
  {
    id: 'conv-hold-abort-lastmonth',
    type: 'conversion',
    question:
      'last month: of the users who had a weather_hold, how many later had a nofly.abort? percentage too',
    expect: conv((t) => R.lastMonth(t), 'weather_hold', 'nofly.abort'),
  },
  {
    id: 'conv-tracking-cancel-since',
    type: 'conversion',
    question: (now) =>
      `since ${ordDay(back(now, 45))}, how many users who did tracking.viewed then did order_cancelled afterwards?`,
    expect: conv((t) => R.since(back(t, 45), t), 'tracking.viewed', 'order_cancelled'),
  },
  {
    id: 'conv-order-cancel-all',
    type: 'conversion',
    question: 'order_placed -> order_cancelled conversion, all time',
    expect: conv(() => R.all(), 'order_placed', 'order_cancelled'),
  },
  {
    id: 'conv-signup-rating-3m',
    type: 'conversion',
    question: 'Over the past 3 months, what share of Account Created users went on to do RatingSubmitted?',
    expect: conv((t) => R.lastMonths(t, 3), 'Account Created', 'RatingSubmitted'),
  },
  {
    id: 'conv-signup-order-loose',
    type: 'conversion',
    question: 'of the folks who signed up in the last 90 days, what % actually went on to order a delivery?',
    expect: conv((t) => R.lastDays(t, 90), 'Account Created', 'order_placed', 'not-high'),
  },

  // ----------------------------------------------------------------- churn
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${mon(prevPrevMonth(now))} but not in ${mon(prevMonth(now))}?`,
    expect: churnOf(
      (t) => R.month(prevPrevMonth(t)),
      (t) => R.month(prevMonth(t)),
    ),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'How many new users did we get last month?',
    expect: newOf((t) => R.lastMonth(t)),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'new users in the last 7 days?',
    expect: newOf((t) => R.lastDays(t, 7)),
  },
  {
    id: 'churn-30-60',
    type: 'churn',
    question: 'Users who were active 30 to 60 days ago but have done nothing in the last 30 days - how many?',
    expect: churnOf(
      (t) => ({ from: t - 60 * DAY, to: t - 30 * DAY }),
      (t) => R.lastDays(t, 30),
    ),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) =>
      `how many brand-new users since ${iso(back(now, 20))}? (first event ever on or after that day)`,
    expect: newOf((t) => R.since(back(t, 20), t)),
  },
  {
    id: 'churn-14-28',
    type: 'churn',
    question:
      'churned users: active in the 14 days before the last 14 days, and not at all in the last 14 days',
    expect: churnOf(
      (t) => ({ from: t - 28 * DAY, to: t - 14 * DAY }),
      (t) => R.lastDays(t, 14),
    ),
  },
  {
    id: 'churn-new-3m',
    type: 'churn',
    question: 'number of first-time users over the past 3 months',
    expect: newOf((t) => R.lastMonths(t, 3)),
  },
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'how many users active last month have not shown up this month yet?',
    expect: churnOf(
      (t) => R.lastMonth(t),
      (t) => R.thisMonth(t),
    ),
  },

  // ----------------------------------------------------------------- recency
  {
    id: 'rec-last-abort',
    type: 'recency',
    question: 'when was the last nofly.abort?',
    expect: lastOf(() => ({ names: ['nofly.abort'] })),
  },
  {
    id: 'rec-last-cancel',
    type: 'recency',
    question: 'When did someone last do order_cancelled?',
    expect: lastOf(() => ({ names: ['order_cancelled'] })),
  },
  {
    id: 'rec-holds-7d',
    type: 'recency',
    question: 'did anyone hit a weather_hold in the last 7 days?',
    expect: countOf((t) => ({ range: R.lastDays(t, 7), names: ['weather_hold'] })),
  },
  {
    id: 'rec-last-swap',
    type: 'recency',
    question: 'most recent battery-swap - what time was it?',
    expect: lastOf(() => ({ names: ['battery-swap'] })),
  },
  {
    id: 'rec-signups-7d',
    type: 'recency',
    question: 'Has anybody done Account Created in the past 7 days?',
    expect: countOf((t) => ({ range: R.lastDays(t, 7), names: ['Account Created'] })),
  },
  {
    id: 'rec-pilot07-drop',
    type: 'recency',
    question: 'when was the last ParcelDropped by pilot_07?',
    expect: lastOf(() => ({ names: ['ParcelDropped'], user: 'pilot_07' })),
  },
  {
    id: 'rec-churner-order',
    type: 'recency',
    question: 'when did user_0117 last place an order_placed? they say they order weekly',
    expect: lastOf(() => ({ names: ['order_placed'], user: 'user_0117' })),
  },
  {
    id: 'rec-unknown-crash',
    type: 'recency',
    low: true,
    question: 'when was the last drone_crash?',
    expect: low,
  },

  // ----------------------------------------------------------------- catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'which event names exist in our data?',
    expect: (events) => ({
      names: [...new Set(events.map(O.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (events) => high([O.users(events).size], events.length),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total number of events we have stored?',
    expect: (events) => high([events.length], events.length),
  },
  {
    id: 'cat-types',
    type: 'catalogue',
    question: 'How many distinct event types are being tracked?',
    expect: (events) => high([new Set(events.map(O.byName)).size], events.length),
  },
  {
    id: 'cat-users-events',
    type: 'catalogue',
    question: 'overall: how many users and how many events?',
    expect: (events) => high([O.users(events).size, events.length], events.length),
  },
  {
    id: 'cat-users-types',
    type: 'catalogue',
    question:
      'How many different users (pilots and customers together) have we got, and how many kinds of events?',
    expect: (events) => high([O.users(events).size, new Set(events.map(O.byName)).size], events.length),
  },
  {
    id: 'cat-list-counts',
    type: 'catalogue',
    question: 'list every event name with how many times it occurred',
    expect: ranked((events) => ({ map: O.tally(events, O.byName), n: Infinity, dataPoints: events.length })),
  },

  // ----------------------------------------------------------------- other
  {
    id: 'other-forecast',
    type: 'other',
    question: "what's the wind forecast for tomorrow at the north depot?",
    expect: other,
  },
  {
    id: 'other-drone-price',
    type: 'other',
    question: 'how much did our newest drone airframe cost?',
    expect: other,
  },
  {
    id: 'other-fleet-size',
    type: 'other',
    question: 'how many drones are in the fleet right now and how many are grounded for maintenance?',
    expect: other,
  },
  { id: 'other-salary', type: 'other', question: "what's the average pilot salary?", expect: other },
  {
    id: 'other-nps',
    type: 'other',
    question: 'What was our NPS in the last customer survey?',
    expect: other,
  },
  {
    id: 'other-nofly-map',
    type: 'other',
    question: 'which street addresses are inside the new no-fly zone near the airport?',
    expect: other,
  },
  { id: 'other-faa', type: 'other', question: 'what is our FAA Part 135 certificate number?', expect: other },
  {
    id: 'other-distance',
    type: 'other',
    question: 'average delivery distance in kilometres per flight?',
    expect: other,
  },
  {
    id: 'other-competitor',
    type: 'other',
    question: 'how many deliveries did our competitor SkyDrop do last quarter?',
    expect: other,
  },
];
