/* eslint-disable @typescript-eslint/no-unused-vars -- kept as the blind author wrote it */
// Blind round "marina": questions a marina's staff would type, with expectations computed by the oracle.
import * as o from '../../../../../shared/ai/eval/oracle.mjs';

const {
  DAY,
  HOUR,
  ranges: R,
  select,
  users,
  sum,
  rank,
  tally,
  round,
  percent,
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  isoDay,
  MONTHS,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
} = o;

// ---- question formatting -------------------------------------------------------------------
const T = (now) => +now;
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const iso = (t) => isoDay(t);
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const daysAgo = (now, n) => o.dayStart(T(now)) - n * DAY;
const stormDay = (now) => daysAgo(now, 33);

// ---- expectation helpers ---------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const r2 = (x) => round(x, 2);

const count =
  (sel, conf = 'high') =>
  (ev, now) => {
    const m = select(ev, sel(now));
    return { numbers: [m.length], confidence: conf, dataPoints: m.length };
  };
const distinct =
  (sel, conf = 'high') =>
  (ev, now) => {
    const m = select(ev, sel(now));
    return { numbers: [users(m).size], confidence: conf, dataPoints: m.length };
  };
const measure =
  (sel, fn, conf = 'high') =>
  (ev, now) => {
    const m = select(ev, sel(now));
    return { numbers: [r2(fn(m))], confidence: conf, dataPoints: m.length };
  };
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    k = v.length;
  return k % 2 ? v[(k - 1) / 2] : (v[k / 2 - 1] + v[k / 2]) / 2;
};

// Ranked lists: names in order with their figures, plus a tie check at the cut.
function ranked(sel, key, { n, ascending = false, measureFn, conf = 'high', dp = true } = {}) {
  const list = (ev, now) => rank(tally(select(ev, sel(now)), key, measureFn), { ascending });
  const expect = (ev, now) => {
    const all = list(ev, now),
      top = all.slice(0, n);
    const x = { names: top.map(([k]) => k), numbers: top.map(([, v]) => r2(v)), confidence: conf };
    if (dp) x.dataPoints = select(ev, sel(now)).length;
    return x;
  };
  expect.tieAtCut = (ev, now) => {
    const all = list(ev, now);
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}
// A full breakdown, keys in time order.
function series(sel, key, measureFn) {
  return (ev, now) => {
    const m = select(ev, sel(now));
    const rows = [...tally(m, key, measureFn)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: rows.map(([k]) => k),
      numbers: rows.map(([, v]) => r2(v)),
      confidence: 'high',
      dataPoints: m.length,
    };
  };
}
function compare(selA, selB, fn = (evs) => evs.length, conf = 'high') {
  return (ev, now) => {
    const a = select(ev, selA(now)),
      b = select(ev, selB(now));
    const c = change(r2(fn(a)), r2(fn(b)));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
}
function shareOfEvents(range, names, conf = 'high') {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const part = all.filter((e) => names.includes(e.eventName));
    return { percents: [percent(part.length, all.length)], confidence: conf, dataPoints: all.length };
  };
}
function shareOfUsers(range, names, conf = 'high') {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const did = users(all.filter((e) => names.includes(e.eventName)));
    return { percents: [percent(did.size, users(all).size)], confidence: conf, dataPoints: all.length };
  };
}
function convert(range, a, b, conf = 'high') {
  return (ev, now) => {
    const r = range(now),
      c = conversion(ev, r, a, b);
    const dp = select(ev, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf, dataPoints: dp };
  };
}
const lastOf =
  (sel, conf = 'high') =>
  (ev, now) => {
    const m = select(ev, sel(now));
    const t = time(newestFirst(m)[0]);
    return { names: [iso(t), hm(t)], confidence: conf, dataPoints: m.length };
  };
function busiest(sel, key) {
  return ranked(sel, key, { n: 1 });
}

const M = [
  'app_opened',
  'slip_reserved',
  'slip_cancelled',
  'fuel.purchased',
  'PumpOutRequested',
  'dock-task-logged',
  'Guest Checked In',
  'boat_lift.booked',
  'WeatherAlertAcknowledged',
  'Membership Renewed',
  'maintenance-request-filed',
];
const FUEL = ['fuel.purchased'];

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-slip-7d',
    type: 'count',
    question: 'how many slip_reserved events in the last 7 days?',
    expect: count((now) => ({ range: R.lastDays(T(now), 7), names: ['slip_reserved'] })),
  },
  {
    id: 'count-fuel-yesterday',
    type: 'count',
    question: 'Fuel dock check: number of fuel.purchased yesterday',
    expect: count((now) => ({ range: R.yesterday(T(now)), names: FUEL })),
  },
  {
    id: 'count-all-this-month',
    type: 'count',
    question: 'total events logged this month so far?',
    expect: count((now) => ({ range: R.thisMonth(T(now)) })),
  },
  {
    id: 'count-pumpouts-loose',
    type: 'count',
    question: 'How many pump-outs did people ask for last week? the holding tank guy wants to know',
    expect: count((now) => ({ range: R.lastWeek(T(now)), names: ['PumpOutRequested'] }), 'not-high'),
  },
  {
    id: 'count-guests-between',
    type: 'count',
    question: (now) =>
      `Number of Guest Checked In events between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 26))}, both days included`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 40), daysAgo(now, 26)),
      names: ['Guest Checked In'],
    })),
  },
  {
    id: 'count-docktasks-since',
    type: 'count',
    question: (now) => `how many dock-task-logged entries since ${longDay(daysAgo(now, 21))}?`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 21), T(now)), names: ['dock-task-logged'] })),
  },
  {
    id: 'count-maint-lastmonth',
    type: 'count',
    question: (now) => `maintenance-request-filed count for ${monthName(o.monthStart(T(now), -1))} please`,
    expect: count((now) => ({
      range: R.month(o.pastMonth(T(now), new Date(o.monthStart(T(now), -1)).getUTCMonth())),
      names: ['maintenance-request-filed'],
    })),
  },
  {
    id: 'count-today',
    type: 'count',
    question: 'how many events have come in today',
    expect: count((now) => ({ range: R.today(T(now)) })),
  },
  {
    id: 'count-bigspender-fuel-30d',
    type: 'count',
    question: 'How many fuel.purchased events did mbr_1333 have in the past 30 days?',
    expect: count((now) => ({ range: R.lastDays(T(now), 30), names: FUEL, user: 'mbr_1333' })),
  },
  {
    id: 'count-unknown-jetski',
    type: 'count',
    low: true,
    question: 'how many jet_ski_rented events last month?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-30d',
    type: 'users',
    question: 'How many unique users were active in the last 30 days?',
    expect: distinct((now) => ({ range: R.lastDays(T(now), 30) })),
  },
  {
    id: 'users-fuel-lastmonth',
    type: 'users',
    question: 'how many distinct people had a fuel.purchased last month',
    expect: distinct((now) => ({ range: R.lastMonth(T(now)), names: FUEL })),
  },
  {
    id: 'users-this-week',
    type: 'users',
    question: 'active users this week?',
    expect: distinct((now) => ({ range: R.thisWeek(T(now)) })),
  },
  {
    id: 'users-storm-alerts',
    type: 'users',
    question: (now) =>
      `During the storm on ${shortDay(stormDay(now))}, how many members did WeatherAlertAcknowledged?`,
    expect: distinct((now) => ({ range: R.on(stormDay(now)), names: ['WeatherAlertAcknowledged'] })),
  },
  {
    id: 'users-maint-loose',
    type: 'users',
    question: 'how many members have ever put in a maintenance request',
    expect: distinct(() => ({ names: ['maintenance-request-filed'] }), 'not-high'),
  },
  {
    id: 'users-app-yesterday-loose',
    type: 'users',
    question: 'how many different folks opened the app yesterday?',
    expect: distinct((now) => ({ range: R.yesterday(T(now)), names: ['app_opened'] }), 'not-high'),
  },
  {
    id: 'users-lift-2w',
    type: 'users',
    question: 'unique customers with boat_lift.booked in the past 2 weeks',
    expect: distinct((now) => ({ range: R.lastWeeks(T(now), 2), names: ['boat_lift.booked'] })),
  },
  {
    id: 'users-unknown-kayak',
    type: 'users',
    low: true,
    question: 'how many users did kayak_rented this year?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-fuel-lastmonth',
    type: 'value',
    question: 'for the finance sync: total fuel.purchased value last month, in dollars',
    expect: measure((now) => ({ range: R.lastMonth(T(now)), names: FUEL }), sum),
  },
  {
    id: 'value-fuel-avg-30d',
    type: 'value',
    question: 'whats the average fuel.purchased amount over the last 30 days',
    expect: measure((now) => ({ range: R.lastDays(T(now), 30), names: FUEL }), o.avg),
  },
  {
    id: 'value-fuel-max',
    type: 'value',
    question: 'Biggest single fuel.purchased ticket we have ever recorded?',
    expect: measure(() => ({ names: FUEL }), o.max),
  },
  {
    id: 'value-slip-median',
    type: 'value',
    question: 'median nights per slip_reserved in the last 60 days (eventValue is nights)',
    expect: measure((now) => ({ range: R.lastDays(T(now), 60), names: ['slip_reserved'] }), median),
  },
  {
    id: 'value-dock-min',
    type: 'value',
    question: 'shortest dock-task-logged duration last week, minimum value',
    expect: measure((now) => ({ range: R.lastWeek(T(now)), names: ['dock-task-logged'] }), o.min),
  },
  {
    id: 'value-guests-sum',
    type: 'value',
    question: (now) => `Sum of Guest Checked In values (party size) since ${shortDay(daysAgo(now, 45))}`,
    expect: measure(
      (now) => ({ range: R.since(daysAgo(now, 45), T(now)), names: ['Guest Checked In'] }),
      sum,
    ),
  },
  {
    id: 'value-bigspender-60d',
    type: 'value',
    question: 'how much did mbr_1333 spend on fuel.purchased in the past 60 days?',
    expect: measure((now) => ({ range: R.lastDays(T(now), 60), names: FUEL, user: 'mbr_1333' }), sum),
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: (ev, now) => ({
      numbers: [r2(sum(select(ev, { range: R.lastMonth(T(now)), names: FUEL })))],
      names: FUEL,
      confidence: 'not-high',
    }),
  },
  {
    id: 'value-storm-gust-avg',
    type: 'value',
    question: (now) =>
      `average WeatherAlertAcknowledged value on ${iso(stormDay(now))}? (it's the gust forecast in knots)`,
    expect: measure((now) => ({ range: R.on(stormDay(now)), names: ['WeatherAlertAcknowledged'] }), o.avg),
  },
  {
    id: 'value-lift-hours',
    type: 'value',
    question: (now) =>
      `total hours on boat_lift.booked from ${longDay(daysAgo(now, 70))} to ${longDay(daysAgo(now, 50))}`,
    expect: measure(
      (now) => ({ range: R.between(daysAgo(now, 70), daysAgo(now, 50)), names: ['boat_lift.booked'] }),
      sum,
    ),
  },
  {
    id: 'value-unknown-user',
    type: 'value',
    low: true,
    question: "what's the total fuel.purchased value for mbr_9999?",
    expect: LOW,
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(T(now), 30) }), byName, { n: 5 }),
  },
  {
    id: 'top-event-this-month',
    type: 'top-events',
    question: "what's the single most common event this month?",
    expect: ranked((now) => ({ range: R.thisMonth(T(now)) }), byName, { n: 1 }),
  },
  {
    id: 'least-event-all',
    type: 'top-events',
    question: 'Which event type is the least common of all?',
    expect: ranked(() => ({}), byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-storm',
    type: 'top-events',
    question: (now) => `top 2 events on ${longDay(stormDay(now))} - that was the storm day`,
    expect: ranked((now) => ({ range: R.on(stormDay(now)) }), byName, { n: 2 }),
  },
  {
    id: 'top-events-lastweek',
    type: 'top-events',
    question: 'most frequent events last week',
    expect: ranked((now) => ({ range: R.lastWeek(T(now)) }), byName, { n: 5 }),
  },
  {
    id: 'top-events-mbr1007',
    type: 'top-events',
    question: "mbr_1007's top 2 actions over the past 2 weeks?",
    expect: ranked((now) => ({ range: R.lastWeeks(T(now), 2), user: 'mbr_1007' }), byName, { n: 2 }),
  },
  {
    id: 'bottom-events-lastmonth',
    type: 'top-events',
    question: 'bottom 2 event types by count last month',
    expect: ranked((now) => ({ range: R.lastMonth(T(now)) }), byName, { n: 2, ascending: true }),
  },
  {
    id: 'top-events-7d-4',
    type: 'top-events',
    question: 'Give me the 4 most common evnts in the past 7 days, with counts',
    expect: ranked((now) => ({ range: R.lastDays(T(now), 7) }), byName, { n: 4 }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'who are the 2 most active users by number of events, all time?',
    expect: ranked(() => ({}), byUser, { n: 2 }),
  },
  {
    id: 'top-fuel-spenders-lastmonth',
    type: 'top-users',
    question: 'top 5 users by fuel.purchased value last month',
    expect: ranked((now) => ({ range: R.lastMonth(T(now)), names: FUEL }), byUser, {
      n: 5,
      measureFn: value,
    }),
  },
  {
    id: 'top-dock-30d',
    type: 'top-users',
    question: 'which dock hand logged the most dock-task-logged entries in the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(T(now), 30), names: ['dock-task-logged'] }), byUser, {
      n: 1,
    }),
  },
  {
    id: 'top-users-14d',
    type: 'top-users',
    question: 'top 2 most active users in the past 14 days',
    expect: ranked((now) => ({ range: R.lastDays(T(now), 14) }), byUser, { n: 2 }),
  },
  {
    id: 'top-spenders-loose',
    type: 'top-users',
    question: 'who are our top spenders?',
    expect: ranked(() => ({ names: FUEL }), byUser, { n: 5, measureFn: value, conf: 'not-high', dp: false }),
  },
  {
    id: 'top-fuel-count-60d',
    type: 'top-users',
    question: 'Which user had the most fuel.purchased events in the last 60 days?',
    expect: ranked((now) => ({ range: R.lastDays(T(now), 60), names: FUEL }), byUser, { n: 1 }),
  },
  {
    id: 'top-guests-value-90d',
    type: 'top-users',
    question:
      'which user brought the most guests over the past 90 days? i.e. highest total Guest Checked In value (party size)',
    expect: ranked((now) => ({ range: R.lastDays(T(now), 90), names: ['Guest Checked In'] }), byUser, {
      n: 1,
      measureFn: value,
    }),
  },
  {
    id: 'top-pumpout-users',
    type: 'top-users',
    question: (now) => `who has the most PumpOutRequested since ${iso(daysAgo(now, 45))}?`,
    expect: ranked(
      (now) => ({ range: R.since(daysAgo(now, 45), T(now)), names: ['PumpOutRequested'] }),
      byUser,
      { n: 1 },
    ),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-1007-count',
    type: 'user',
    question: 'how many events does mbr_1007 have in total?',
    expect: count(() => ({ user: 'mbr_1007' })),
  },
  {
    id: 'user-churner-seen',
    type: 'user',
    question: 'When was mbr_1188 first seen, and when last seen?',
    expect: (ev) => {
      const m = select(ev, { user: 'mbr_1188' }),
        ts = m.map(time);
      const a = Math.min(...ts),
        b = Math.max(...ts);
      return { names: [iso(a), hm(a), iso(b), hm(b)], confidence: 'high', dataPoints: m.length };
    },
  },
  {
    id: 'user-newcomer-names',
    type: 'user',
    question: 'which event names has mbr_1450 used so far?',
    expect: (ev) => {
      const m = select(ev, { user: 'mbr_1450' });
      return {
        names: [...new Set(m.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: m.length,
      };
    },
  },
  {
    id: 'user-dockchief-recent',
    type: 'user',
    question: "show dock_03's 3 most recent events",
    expect: (ev) => {
      const m = select(ev, { user: 'dock_03' });
      return { names: newestFirst(m).slice(0, 3).map(byName), confidence: 'high', dataPoints: m.length };
    },
  },
  {
    id: 'user-visitor-first',
    type: 'user',
    question: 'support ticket from a transient boater - when did visitor_017 first show up?',
    expect: (ev) => {
      const m = select(ev, { user: 'visitor_017' }),
        a = Math.min(...m.map(time));
      return { names: [iso(a), hm(a)], confidence: 'high', dataPoints: m.length };
    },
  },
  {
    id: 'user-bigspender-fuel-lastmonth',
    type: 'user',
    question: 'How many times did mbr_1333 do fuel.purchased last month?',
    expect: count((now) => ({ range: R.lastMonth(T(now)), names: FUEL, user: 'mbr_1333' })),
  },
  {
    id: 'user-1007-this-week',
    type: 'user',
    question: 'how active has mbr_1007 been this week? number of events pls',
    expect: count((now) => ({ range: R.thisWeek(T(now)), user: 'mbr_1007' })),
  },
  {
    id: 'user-unknown-lastseen',
    type: 'user',
    low: true,
    question: 'when was mbr_9999 last seen?',
    expect: LOW,
  },
  {
    id: 'user-churner-recent-empty',
    type: 'user',
    low: true,
    question: 'did mbr_1188 do anything in the last 30 days? list their events',
    expect: (ev, now) => {
      const m = select(ev, { range: R.lastDays(T(now), 30), user: 'mbr_1188' });
      return m.length ? { numbers: [m.length], confidence: 'high', dataPoints: m.length } : LOW();
    },
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'bd-busiest-weekday',
    type: 'breakdown',
    question: 'which weekday is the busiest overall?',
    expect: busiest(() => ({}), byWeekday),
  },
  {
    id: 'bd-fuel-hour-60d',
    type: 'breakdown',
    question: 'busiest hour of the day (UTC) for fuel.purchased over the last 60 days',
    expect: busiest((now) => ({ range: R.lastDays(T(now), 60), names: FUEL }), byHour),
  },
  {
    id: 'bd-slip-weekly',
    type: 'breakdown',
    question: (now) =>
      `weekly slip_reserved counts since ${iso(o.weekStart(T(now)) - 4 * o.WEEK)}, per ISO week`,
    expect: series(
      (now) => ({ range: R.since(o.weekStart(T(now)) - 4 * o.WEEK, T(now)), names: ['slip_reserved'] }),
      byWeek,
    ),
  },
  {
    id: 'bd-fuel-monthly',
    type: 'breakdown',
    question: (now) =>
      `fuel.purchased dollars per month between ${iso(o.monthStart(T(now), -3))} and ${iso(o.monthStart(T(now)) - DAY)}`,
    expect: series(
      (now) => ({ range: R.between(o.monthStart(T(now), -3), o.monthStart(T(now)) - DAY), names: FUEL }),
      byMonth,
      value,
    ),
  },
  {
    id: 'bd-busiest-day-60d',
    type: 'breakdown',
    question: 'Which day had the most events in the last 60 days?',
    expect: busiest((now) => ({ range: R.lastDays(T(now), 60) }), byDay),
  },
  {
    id: 'bd-pumpout-daily-lastweek',
    type: 'breakdown',
    question: 'PumpOutRequested per day last week',
    expect: series((now) => ({ range: R.lastWeek(T(now)), names: ['PumpOutRequested'] }), byDay),
  },
  {
    id: 'bd-busiest-hour',
    type: 'breakdown',
    question: 'what hour of day sees the most activity, all time?',
    expect: busiest(() => ({}), byHour),
  },
  {
    id: 'bd-pumpout-weekday-90d',
    type: 'breakdown',
    question: 'which day of the week gets the most PumpOutRequested in the last 90 days',
    expect: busiest((now) => ({ range: R.lastDays(T(now), 90), names: ['PumpOutRequested'] }), byWeekday),
  },
  {
    id: 'bd-monthly-events',
    type: 'breakdown',
    question: (now) =>
      `events per month since ${longDay(o.monthStart(T(now), -2))}, ${new Date(o.monthStart(T(now), -2)).getUTCFullYear()}`,
    expect: series((now) => ({ range: R.since(o.monthStart(T(now), -2), T(now)) }), byMonth),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'cmp-fuel-3w',
    type: 'compare',
    question: 'fuel.purchased in the last 3 weeks vs the 3 weeks before - up or down?',
    expect: compare(
      (now) => ({ range: { from: T(now) - 6 * o.WEEK, to: T(now) - 3 * o.WEEK }, names: FUEL }),
      (now) => ({ range: R.lastWeeks(T(now), 3), names: FUEL }),
    ),
  },
  {
    id: 'cmp-users-30d',
    type: 'compare',
    question: 'Active users in the past 30 days compared with the 30 days before that?',
    expect: compare(
      (now) => ({ range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY } }),
      (now) => ({ range: R.lastDays(T(now), 30) }),
      (evs) => users(evs).size,
    ),
  },
  {
    id: 'cmp-slip-months',
    type: 'compare',
    question: 'slip_reserved last month versus the month before it',
    expect: compare(
      (now) => ({
        range: { from: o.monthStart(T(now), -2), to: o.monthStart(T(now), -1) },
        names: ['slip_reserved'],
      }),
      (now) => ({ range: R.lastMonth(T(now)), names: ['slip_reserved'] }),
    ),
  },
  {
    id: 'cmp-app-growing',
    type: 'compare',
    question: 'is app_opened growing? compare the last 4 weeks with the 4 weeks before',
    expect: compare(
      (now) => ({ range: { from: T(now) - 8 * o.WEEK, to: T(now) - 4 * o.WEEK }, names: ['app_opened'] }),
      (now) => ({ range: R.lastWeeks(T(now), 4), names: ['app_opened'] }),
    ),
  },
  {
    id: 'cmp-fuel-value-30d',
    type: 'compare',
    question: 'fuel.purchased total value: last 30 days vs the previous 30 days',
    expect: compare(
      (now) => ({ range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: FUEL }),
      (now) => ({ range: R.lastDays(T(now), 30), names: FUEL }),
      sum,
    ),
  },
  {
    id: 'cmp-guests-ranges',
    type: 'compare',
    question: (now) =>
      `Guest Checked In from ${iso(daysAgo(now, 90))} to ${iso(daysAgo(now, 77))} compared to from ${iso(daysAgo(now, 20))} to ${iso(daysAgo(now, 7))}`,
    expect: compare(
      (now) => ({ range: R.between(daysAgo(now, 90), daysAgo(now, 77)), names: ['Guest Checked In'] }),
      (now) => ({ range: R.between(daysAgo(now, 20), daysAgo(now, 7)), names: ['Guest Checked In'] }),
    ),
  },
  {
    id: 'cmp-lastweek-named-week',
    type: 'compare',
    question: (now) =>
      `for the board deck: total events last week compared with the week of ${iso(o.weekStart(T(now)) - 8 * o.WEEK)} to ${iso(o.weekStart(T(now)) - 7 * o.WEEK - DAY)}`,
    expect: compare(
      (now) => ({
        range: R.between(o.weekStart(T(now)) - 8 * o.WEEK, o.weekStart(T(now)) - 7 * o.WEEK - DAY),
      }),
      (now) => ({ range: R.lastWeek(T(now)) }),
    ),
  },
  {
    id: 'cmp-dock-named-months',
    type: 'compare',
    question: (now) =>
      `dock-task-logged in ${monthName(o.monthStart(T(now), -2))} vs ${monthName(o.monthStart(T(now), -1))}?`,
    expect: compare(
      (now) => ({ range: R.month(o.monthStart(T(now), -2)), names: ['dock-task-logged'] }),
      (now) => ({ range: R.month(o.monthStart(T(now), -1)), names: ['dock-task-logged'] }),
    ),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-fuel-30d',
    type: 'share',
    question: 'what percent of all events in the last 30 days were fuel.purchased?',
    expect: shareOfEvents((now) => R.lastDays(T(now), 30), FUEL),
  },
  {
    id: 'share-users-slip-lastmonth',
    type: 'share',
    question: "what share of last month's active users did a slip_reserved?",
    expect: shareOfUsers((now) => R.lastMonth(T(now)), ['slip_reserved']),
  },
  {
    id: 'share-app-all',
    type: 'share',
    question: 'percentage of all events that are app_opened',
    expect: shareOfEvents(() => R.all(), ['app_opened']),
  },
  {
    id: 'share-storm-alerts',
    type: 'share',
    question: (now) => `on ${longDay(stormDay(now))}, what % of events were WeatherAlertAcknowledged?`,
    expect: shareOfEvents((now) => R.on(stormDay(now)), ['WeatherAlertAcknowledged']),
  },
  {
    id: 'share-users-maint-month',
    type: 'share',
    question: "What percentage of this month's active users filed a maintenance-request-filed?",
    expect: shareOfUsers((now) => R.thisMonth(T(now)), ['maintenance-request-filed']),
  },
  {
    id: 'share-cancel-14d',
    type: 'share',
    question: 'fraction of events in the past 14 days that are slip_cancelled, as a percentage',
    expect: shareOfEvents((now) => R.lastDays(T(now), 14), ['slip_cancelled']),
  },
  {
    id: 'share-users-renewed-90d',
    type: 'share',
    question: 'of users active in the last 90 days, what % had a Membership Renewed?',
    expect: shareOfUsers((now) => R.lastDays(T(now), 90), ['Membership Renewed']),
  },
  {
    id: 'share-pumpouts-loose',
    type: 'share',
    question: "how much of last week's activity was pump-out requests, in percent?",
    expect: shareOfEvents((now) => R.lastWeek(T(now)), ['PumpOutRequested'], 'not-high'),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-slip-guest-30d',
    type: 'conversion',
    question: 'Of users who did slip_reserved in the last 30 days, how many then had a Guest Checked In?',
    expect: convert((now) => R.lastDays(T(now), 30), 'slip_reserved', 'Guest Checked In'),
  },
  {
    id: 'conv-app-fuel-14d',
    type: 'conversion',
    question: 'conversion from app_opened to fuel.purchased over the past 14 days',
    expect: convert((now) => R.lastDays(T(now), 14), 'app_opened', 'fuel.purchased'),
  },
  {
    id: 'conv-pump-maint-lastmonth',
    type: 'conversion',
    question: 'last month, of the people with PumpOutRequested, what % later did maintenance-request-filed?',
    expect: convert((now) => R.lastMonth(T(now)), 'PumpOutRequested', 'maintenance-request-filed'),
  },
  {
    id: 'conv-slip-cancel-all',
    type: 'conversion',
    question: 'what fraction of users who slip_reserved went on to slip_cancelled? all time',
    expect: convert(() => R.all(), 'slip_reserved', 'slip_cancelled'),
  },
  {
    id: 'conv-lift-fuel-60d',
    type: 'conversion',
    question: 'boat_lift.booked -> fuel.purchased conversion in the last 60 days',
    expect: convert((now) => R.lastDays(T(now), 60), 'boat_lift.booked', 'fuel.purchased'),
  },
  {
    id: 'conv-app-slip-since',
    type: 'conversion',
    question: (now) =>
      `since ${shortDay(daysAgo(now, 10))}: app_opened to slip_reserved, how many converted?`,
    expect: convert((now) => R.since(daysAgo(now, 10), T(now)), 'app_opened', 'slip_reserved'),
  },
  {
    id: 'conv-loose-reserve-fuel',
    type: 'conversion',
    question: 'of the boaters who reserved a slip in the past 2 weeks, how many bought fuel afterwards?',
    expect: convert((now) => R.lastWeeks(T(now), 2), 'slip_reserved', 'fuel.purchased', 'not-high'),
  },
  {
    id: 'conv-unknown',
    type: 'conversion',
    low: true,
    question: 'of users who did jet_ski_rented, how many then did fuel.purchased?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(o.monthStart(T(now), -2))} but not in ${monthName(o.monthStart(T(now), -1))}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, R.month(o.monthStart(T(now), -2)), R.month(o.monthStart(T(now), -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-users-30d',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastDays(T(now), 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 31))} who have not been back since ${iso(daysAgo(now, 30))} - how many?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, R.between(daysAgo(now, 60), daysAgo(now, 31)), R.since(daysAgo(now, 30), T(now))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'new-users-last-month',
    type: 'churn',
    question: 'how many brand new users did we get last month (first event ever)?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastMonth(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-90-vs-30',
    type: 'churn',
    question: 'count of users who were active in the last 90 days but not in the last 30 days',
    expect: (ev, now) => ({
      numbers: [churned(ev, R.lastDays(T(now), 90), R.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-users-since',
    type: 'churn',
    question: (now) => `new members since ${longDay(daysAgo(now, 14))}?`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, R.since(daysAgo(now, 14), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: "how many users were around last month but haven't done anything this month?",
    expect: (ev, now) => ({
      numbers: [churned(ev, R.lastMonth(T(now)), R.thisMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-users-3w',
    type: 'churn',
    question: 'new users in the past 3 weeks',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastWeeks(T(now), 3)).length], confidence: 'high' }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'rec-last-fuel',
    type: 'recency',
    question: 'when was the last fuel.purchased?',
    expect: lastOf(() => ({ names: FUEL })),
  },
  {
    id: 'rec-last-maint',
    type: 'recency',
    question: 'When did somebody last file a maintenance-request-filed?',
    expect: lastOf(() => ({ names: ['maintenance-request-filed'] })),
  },
  {
    id: 'rec-lift-yesterday',
    type: 'recency',
    question: 'did anyone do boat_lift.booked yesterday?',
    expect: count((now) => ({ range: R.yesterday(T(now)), names: ['boat_lift.booked'] })),
  },
  {
    id: 'rec-last-renewal',
    type: 'recency',
    question: 'last time a Membership Renewed came through?',
    expect: lastOf(() => ({ names: ['Membership Renewed'] })),
  },
  {
    id: 'rec-last-cancel',
    type: 'recency',
    question: 'when was the most recent slip_cancelled',
    expect: lastOf(() => ({ names: ['slip_cancelled'] })),
  },
  {
    id: 'rec-pumpout-24h',
    type: 'recency',
    question: 'has anybody done PumpOutRequested in the last 24 hours?',
    expect: count((now) => ({ range: R.lastHours(T(now), 24), names: ['PumpOutRequested'] })),
  },
  {
    id: 'rec-unknown-kayak',
    type: 'recency',
    low: true,
    question: 'when was the last kayak_rental?',
    expect: LOW,
  },
  {
    id: 'rec-1007-fuel',
    type: 'recency',
    question: 'when did mbr_1007 last do a fuel.purchased?',
    expect: lastOf(() => ({ names: FUEL, user: 'mbr_1007' })),
  },
  {
    id: 'rec-last-pumpout-loose',
    type: 'recency',
    question: 'when was the last pump out?',
    expect: lastOf(() => ({ names: ['PumpOutRequested'] }), 'not-high'),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-events',
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
    id: 'cat-totals',
    type: 'catalogue',
    question: 'how many users and how many events are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-list-names',
    type: 'catalogue',
    question: 'New analyst here - can you list all the event names in the account?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-name-count',
    type: 'catalogue',
    question: 'how many distinct event types exist?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'How many users do we have overall?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events-total',
    type: 'catalogue',
    question: 'total number of events recorded, ever',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-names-counts',
    type: 'catalogue',
    question: 'which event names exist, and how many times has each one happened?',
    expect: (ev) => {
      const all = rank(tally(ev, byName));
      return {
        names: all.map(([k]) => k),
        numbers: all.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-depth',
    type: 'other',
    question: 'what is the water depth at slip C14 at low tide?',
    expect: LOW,
  },
  {
    id: 'other-gallons',
    type: 'other',
    question: 'how many gallons of diesel vs gasoline did we pump last month?',
    expect: LOW,
  },
  {
    id: 'other-tide',
    type: 'other',
    question: "what's the tide forecast for saturday morning?",
    expect: LOW,
  },
  {
    id: 'other-insurance',
    type: 'other',
    question: 'Which boats have expired insurance certificates on file?',
    expect: LOW,
  },
  {
    id: 'other-predict',
    type: 'other',
    question: "predict next month's fuel sales for the budget",
    expect: LOW,
  },
  {
    id: 'other-boat-length',
    type: 'other',
    question: 'average boat length (LOA) of our members?',
    expect: LOW,
  },
  {
    id: 'other-why-cancel',
    type: 'other',
    question: 'why did members cancel their slips during the storm? what reasons did they give',
    expect: LOW,
  },
  { id: 'other-wage', type: 'other', question: 'what hourly wage do the dock hands get?', expect: LOW },
  {
    id: 'other-free-slips',
    type: 'other',
    question: 'which slips are free tonight for a 40ft catamaran?',
    expect: LOW,
  },
  {
    id: 'other-nps',
    type: 'other',
    question: 'how satisfied are guests with the shower blocks - NPS score?',
    expect: LOW,
  },
];
