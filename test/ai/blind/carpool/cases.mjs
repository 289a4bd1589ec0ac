import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES } from './data.mjs';

const { DAY, ranges: R, select, users, sum, avg, min, max, percent, tally, rank, round } = O;
const LOW = { confidence: 'low', dataPoints: 0 };
const ago = (now, n) => O.dayStart(+now) - n * DAY;
const iso = (t) => O.isoDay(t);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const euroDay = (t) =>
  `${new Date(t).getUTCDate()} ${O.MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthBack = (now, n) => O.monthStart(+now, -n);
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const { topDriver, topRider, churner, newcomer, rater } = PERSONAS;

// ---- expectation builders ----
function count(events, f, conf = 'high') {
  const s = select(events, f);
  return s.length ? { numbers: [s.length], confidence: conf, dataPoints: s.length } : LOW;
}
function distinct(events, f, conf = 'high') {
  const s = select(events, f);
  return s.length ? { numbers: [users(s).size], confidence: conf, dataPoints: s.length } : LOW;
}
function measure(events, f, kind, conf = 'high') {
  const s = select(events, f);
  if (!s.length) return LOW;
  let v;
  if (kind === 'sum') v = round(sum(s), 2);
  else if (kind === 'avg') v = avg(s);
  else if (kind === 'min') v = min(s);
  else if (kind === 'max') v = max(s);
  else if (kind === 'median') {
    const xs = s.map((e) => e.eventValue).sort((a, b) => a - b),
      m = xs.length >> 1;
    v = round(xs.length % 2 ? xs[m] : (xs[m - 1] + xs[m]) / 2, 2);
  }
  return { numbers: [v], confidence: conf, dataPoints: s.length };
}
function ranked(events, f, key, n, { val, ascending = false, conf = 'high', digits } = {}) {
  const s = select(events, f);
  const r = rank(tally(s, key, val), { n, ascending });
  return {
    names: r.map((x) => x[0]),
    numbers: r.map((x) => (digits !== undefined ? round(x[1], digits) : x[1])),
    confidence: conf,
    dataPoints: s.length,
  };
}
const tie =
  (f, key, n, opts = {}) =>
  (events, now) => {
    const r = rank(tally(select(events, f(now)), key, opts.val), { ascending: opts.ascending });
    return r.length > n && Math.abs(r[n - 1][1] - r[n][1]) < 1e-9;
  };
function withTie(fn, t) {
  fn.tieAtCut = t;
  return fn;
}
function cmp(events, a, b, names, conf = 'high', val) {
  const ea = select(events, { range: a, names }),
    eb = select(events, { range: b, names });
  const m = (s) => (val ? round(sum(s), 2) : s.length);
  const c = O.change(m(ea), m(eb));
  const out = {
    numbers: [c.earlier, c.later, round(c.diff, 2)],
    confidence: conf,
    dataPoints: ea.length + eb.length,
  };
  if (c.pct !== null) out.percents = [c.pct];
  return out;
}
function userCount(events, a, b, conf = 'high') {
  const ea = select(events, { range: a }),
    eb = select(events, { range: b });
  const c = O.change(users(ea).size, users(eb).size);
  const out = { numbers: [c.earlier, c.later, c.diff], confidence: conf, dataPoints: ea.length + eb.length };
  if (c.pct !== null) out.percents = [c.pct];
  return out;
}
function share(events, range, names, conf = 'high') {
  const all = select(events, { range }),
    part = select(events, { range, names });
  return { percents: [percent(part.length, all.length)], confidence: conf, dataPoints: all.length };
}
function userShare(events, range, names, conf = 'high') {
  const all = select(events, { range }),
    part = select(events, { range, names });
  return {
    percents: [percent(users(part).size, users(all).size)],
    numbers: [users(part).size],
    confidence: conf,
    dataPoints: all.length,
  };
}
function conv(events, range, a, b, conf = 'high') {
  const c = O.conversion(events, range, a, b);
  const dp = select(events, { range, names: [a, b] }).length;
  return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf, dataPoints: dp };
}
function busiest(events, f, key, conf = 'high') {
  const s = select(events, f);
  const [top] = rank(tally(s, key));
  return { names: [top[0]], numbers: [top[1]], confidence: conf, dataPoints: s.length };
}
const tie1 = (f, key) => (events, now) => {
  const r = rank(tally(select(events, f(now)), key));
  return r.length > 1 && r[0][1] === r[1][1];
};
function lastOf(events, names, conf = 'high') {
  const s = select(events, { names });
  if (!s.length) return LOW;
  const last = O.newestFirst(s)[0];
  return { names: [iso(O.time(last))], confidence: conf, dataPoints: s.length };
}

// ---- range shorthands ----
const last7 = (now) => R.lastDays(+now, 7);
const last30 = (now) => R.lastDays(+now, 30);
const prevMonth = (now) => R.lastMonth(+now);
const monthN = (now, n) => R.month(monthBack(now, n));
const strikeDay = (now) => ago(now, 23);

export const cases = [
  // ================= count =================
  {
    id: 'count-01',
    type: 'count',
    question: 'how many seats were booked in total?',
    expect: (ev) => count(ev, { names: ['seat.booked'] }, 'not-high'),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Number of RideCompleted events in the last 7 days',
    expect: (ev, now) => count(ev, { names: ['RideCompleted'], range: last7(now) }),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'ops review — how many no-shows did we log last month?',
    expect: (ev, now) => count(ev, { names: ['no-show'], range: prevMonth(now) }),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) => `How many ride offers (ride_offered) were posted on ${iso(ago(now, 10))}?`,
    expect: (ev, now) => count(ev, { names: ['ride_offered'], range: R.on(ago(now, 10)) }),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'total events recorded yesterday across the whole app',
    expect: (ev, now) => count(ev, { range: R.yesterday(+now) }),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) => `how many ride_offered events has ${topDriver} had since ${longDay(ago(now, 40))}?`,
    expect: (ev, now) =>
      count(ev, { names: ['ride_offered'], user: topDriver, range: R.since(ago(now, 40), +now) }),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'parking permit redeemed events in the past 3 months — count pls',
    expect: (ev, now) => count(ev, { names: ['parking-permit-redeemed'], range: R.lastMonths(+now, 3) }),
  },
  {
    id: 'count-08',
    type: 'count',
    question: 'How many rides got cancelled in the last 14 days? (RideCancelled)',
    expect: (ev, now) => count(ev, { names: ['RideCancelled'], range: R.lastDays(+now, 14) }),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'how much activity today so far? number of events',
    expect: (ev, now) => count(ev, { range: R.today(+now) }),
  },
  {
    id: 'count-13',
    type: 'count',
    question: (now) => `seat bookings before ${longDay(ago(now, 90))} — how many? (seat.booked)`,
    expect: (ev, now) => count(ev, { names: ['seat.booked'], range: R.before(ago(now, 90)) }),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `count of Driver Rated events between ${iso(ago(now, 60))} and ${iso(ago(now, 31))}`,
    expect: (ev, now) => count(ev, { names: ['Driver Rated'], range: R.between(ago(now, 60), ago(now, 31)) }),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'how many helicopter_booked events do we have this year?',
    expect: () => LOW,
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'how many carpools actually finished over the last 2 weeks?',
    expect: (ev, now) => count(ev, { names: ['RideCompleted'], range: R.lastWeeks(+now, 2) }, 'not-high'),
  },

  // ================= users =================
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users booked a seat in the last 30 days?',
    expect: (ev, now) => distinct(ev, { names: ['seat.booked'], range: last30(now) }, 'not-high'),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users last week?',
    expect: (ev, now) => distinct(ev, { range: R.lastWeek(+now) }),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'how many distinct drivers posted a ride_offered last month',
    expect: (ev, now) => distinct(ev, { names: ['ride_offered'], range: prevMonth(now) }),
  },
  {
    id: 'users-10',
    type: 'users',
    question: 'active users this week so far?',
    expect: (ev, now) => distinct(ev, { range: R.thisWeek(+now) }),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'How many people have ever earned a CO2 badge? (CO2 Badge Earned)',
    expect: (ev) => distinct(ev, { names: ['CO2 Badge Earned'] }),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) => `number of employees who were no-shows in ${monthName(monthBack(now, 2))}`,
    expect: (ev, now) => distinct(ev, { names: ['no-show'], range: monthN(now, 2) }),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'how many unique people used the app in the past 24 hours',
    expect: (ev, now) => distinct(ev, { range: R.lastHours(+now, 24) }),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'how many ppl redeemed parking passes in the last 60 days?',
    expect: (ev, now) =>
      distinct(ev, { names: ['parking-permit-redeemed'], range: R.lastDays(+now, 60) }, 'not-high'),
  },
  {
    id: 'users-08',
    type: 'users',
    question: (now) => `unique users who rated a driver since ${shortDay(ago(now, 14))}`,
    expect: (ev, now) =>
      distinct(ev, { names: ['Driver Rated'], range: R.since(ago(now, 14), +now) }, 'not-high'),
  },
  {
    id: 'users-09',
    type: 'users',
    low: true,
    question: 'how many users triggered vanpool_joined last month?',
    expect: () => LOW,
  },

  // ================= value =================
  {
    id: 'value-01',
    type: 'value',
    question: 'Total km driven on completed rides (RideCompleted) in the last 30 days?',
    expect: (ev, now) => measure(ev, { names: ['RideCompleted'], range: last30(now) }, 'sum'),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average cost share per seat.booked, all time',
    expect: (ev) => measure(ev, { names: ['seat.booked'] }, 'avg'),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'what is the longest completed ride ever, in km? (max eventValue of RideCompleted)',
    expect: (ev) => measure(ev, { names: ['RideCompleted'] }, 'max'),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'Lowest driver rating given last month?',
    expect: (ev, now) => measure(ev, { names: ['Driver Rated'], range: prevMonth(now) }, 'min', 'not-high'),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median seats offered per ride_offered in the past 7 days',
    expect: (ev, now) => measure(ev, { names: ['ride_offered'], range: last7(now) }, 'median'),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'For finance: how much revenue did cost shares bring in last month?',
    expect: (ev, now) => ({
      ...measure(ev, { names: ['seat.booked'], range: prevMonth(now) }, 'sum', 'not-high'),
      names: ['seat.booked'],
    }),
  },
  {
    id: 'value-07',
    type: 'value',
    question: (now) =>
      `avg Driver Rated value since ${iso(ago(now, 30))}? want to know if drivers are getting better`,
    expect: (ev, now) => measure(ev, { names: ['Driver Rated'], range: R.since(ago(now, 30), +now) }, 'avg'),
  },
  {
    id: 'value-08',
    type: 'value',
    question: `how much has ${topRider} spent on seat.booked in total?`,
    expect: (ev) => measure(ev, { names: ['seat.booked'], user: topRider }, 'sum'),
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'total kg of CO2 on the CO2 Badge Earned events over the last 3 months',
    expect: (ev, now) => measure(ev, { names: ['CO2 Badge Earned'], range: R.lastMonths(+now, 3) }, 'sum'),
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'whats the average trip distance lately? last 2 weeks',
    expect: (ev, now) =>
      measure(ev, { names: ['RideCompleted'], range: R.lastWeeks(+now, 2) }, 'avg', 'not-high'),
  },
  {
    id: 'value-11',
    type: 'value',
    question: 'sum of permit days on parking-permit-redeemed during last week',
    expect: (ev, now) => measure(ev, { names: ['parking-permit-redeemed'], range: R.lastWeek(+now) }, 'sum'),
  },

  // ================= top-events =================
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'what are our top 5 events?',
    expect: withTie(
      (ev) => ranked(ev, {}, O.byName, 5),
      tie(() => ({}), O.byName, 5),
    ),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'Most common 3 actions in the last 7 days',
    expect: withTie(
      (ev, now) => ranked(ev, { range: last7(now) }, O.byName, 3),
      tie((now) => ({ range: last7(now) }), O.byName, 3),
    ),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'which 3 events happen least often? all time',
    expect: withTie(
      (ev) => ranked(ev, {}, O.byName, 3, { ascending: true }),
      tie(() => ({}), O.byName, 3, { ascending: true }),
    ),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'top events last month, list them',
    expect: withTie(
      (ev, now) => ranked(ev, { range: prevMonth(now) }, O.byName, 5),
      tie((now) => ({ range: prevMonth(now) }), O.byName, 5),
    ),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: (now) => `What was the single most frequent event on ${longDay(strikeDay(now))}?`,
    expect: withTie(
      (ev, now) => ranked(ev, { range: R.on(strikeDay(now)) }, O.byName, 1),
      tie((now) => ({ range: R.on(strikeDay(now)) }), O.byName, 1),
    ),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: `top 3 event types for user ${topDriver}`,
    expect: withTie(
      (ev) => ranked(ev, { user: topDriver }, O.byName, 3),
      tie(() => ({ user: topDriver }), O.byName, 3),
    ),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'for the PM sync: what is the rarest event in the past 30 days?',
    expect: withTie(
      (ev, now) => ranked(ev, { range: last30(now) }, O.byName, 1, { ascending: true }),
      tie((now) => ({ range: last30(now) }), O.byName, 1, { ascending: true }),
    ),
  },

  // ================= top-users =================
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'who are the 3 most active users overall?',
    expect: withTie(
      (ev) => ranked(ev, {}, O.byUser, 3),
      tie(() => ({}), O.byUser, 3),
    ),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'which driver offered the most seats (sum of ride_offered value) in the last 30 days?',
    expect: withTie(
      (ev, now) => ranked(ev, { names: ['ride_offered'], range: last30(now) }, O.byUser, 1, { val: O.value }),
      tie((now) => ({ names: ['ride_offered'], range: last30(now) }), O.byUser, 1, { val: O.value }),
    ),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'top spenders? top 3 please',
    expect: withTie(
      (ev) => ({
        ...ranked(ev, { names: ['seat.booked'] }, O.byUser, 3, { val: O.value, digits: 2, conf: 'not-high' }),
      }),
      tie(() => ({ names: ['seat.booked'] }), O.byUser, 3, { val: O.value }),
    ),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'Which user had the most seat.booked in the last 30 days?',
    expect: withTie(
      (ev, now) => ranked(ev, { names: ['seat.booked'], range: last30(now) }, O.byUser, 1),
      tie((now) => ({ names: ['seat.booked'], range: last30(now) }), O.byUser, 1),
    ),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'Top 2 riders by total km on RideCompleted, last 3 months',
    expect: withTie(
      (ev, now) =>
        ranked(ev, { names: ['RideCompleted'], range: R.lastMonths(+now, 3) }, O.byUser, 2, {
          val: O.value,
          digits: 2,
        }),
      tie((now) => ({ names: ['RideCompleted'], range: R.lastMonths(+now, 3) }), O.byUser, 2, {
        val: O.value,
      }),
    ),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'who gave the most driver ratings (Driver Rated)?',
    expect: withTie(
      (ev) => ranked(ev, { names: ['Driver Rated'] }, O.byUser, 1),
      tie(() => ({ names: ['Driver Rated'] }), O.byUser, 1),
    ),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'who was the single most active person over the past 30 days',
    expect: withTie(
      (ev, now) => ranked(ev, { range: last30(now) }, O.byUser, 1),
      tie((now) => ({ range: last30(now) }), O.byUser, 1),
    ),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'who redeems parking the most? just the top person',
    expect: withTie(
      (ev) => ranked(ev, { names: ['parking-permit-redeemed'] }, O.byUser, 1, { conf: 'not-high' }),
      tie(() => ({ names: ['parking-permit-redeemed'] }), O.byUser, 1),
    ),
  },

  // ================= user =================
  {
    id: 'user-01',
    type: 'user',
    question: `how many events does ${topRider} have?`,
    expect: (ev) => count(ev, { user: topRider }),
  },
  {
    id: 'user-02',
    type: 'user',
    question: `when did ${newcomer} first show up?`,
    expect: (ev) => {
      const s = select(ev, { user: newcomer });
      return { names: [iso(O.time(s[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: `support ticket: employee ${churner} says the app "stopped working" — when was their last event?`,
    expect: (ev) => {
      const s = select(ev, { user: churner });
      return { names: [iso(O.time(O.newestFirst(s)[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: `which event names has ${rater} used?`,
    expect: (ev) => {
      const s = select(ev, { user: rater });
      return {
        names: [...new Set(s.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: `what did ${topDriver} do in the last 7 days? how many events`,
    expect: (ev, now) => count(ev, { user: topDriver, range: last7(now) }),
  },
  {
    id: 'user-06',
    type: 'user',
    low: true,
    question: `show me the activity of ${NOBODY}`,
    expect: () => LOW,
  },
  {
    id: 'user-07',
    type: 'user',
    question: `${newcomer}: number of events and which ones`,
    expect: (ev) => {
      const s = select(ev, { user: newcomer });
      return {
        numbers: [s.length],
        names: [...new Set(s.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-08',
    type: 'user',
    question: `most recent event of ${topDriver}?`,
    expect: (ev) => {
      const s = select(ev, { user: topDriver });
      const l = O.newestFirst(s)[0];
      return {
        names: [l.eventName, iso(O.time(l))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: `how many rides has ${churner} completed (RideCompleted) ever`,
    expect: (ev) => count(ev, { user: churner, names: ['RideCompleted'] }),
  },

  // ================= breakdown =================
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'busiest day in the last 30 days?',
    expect: withTie(
      (ev, now) => busiest(ev, { range: last30(now) }, O.byDay),
      tie1((now) => ({ range: last30(now) }), O.byDay),
    ),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'which weekday gets the most seat.booked? all time',
    expect: withTie(
      (ev) => busiest(ev, { names: ['seat.booked'] }, O.byWeekday),
      tie1(() => ({ names: ['seat.booked'] }), O.byWeekday),
    ),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'hour of day breakdown for app_open — which hour is the peak?',
    expect: withTie(
      (ev) => busiest(ev, { names: ['app_open'] }, O.byHour),
      tie1(() => ({ names: ['app_open'] }), O.byHour),
    ),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: (now) =>
      `RideCompleted per month for ${monthName(monthBack(now, 3))}, ${monthName(monthBack(now, 2))} and ${monthName(monthBack(now, 1))}`,
    expect: (ev, now) => {
      const r = { from: monthBack(now, 3), to: monthBack(now, 0) };
      const s = select(ev, { names: ['RideCompleted'], range: r });
      const t = tally(s, O.byMonth);
      const ks = [...t.keys()].sort();
      return { names: ks, numbers: ks.map((k) => t.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'weekly seat.booked counts over the last 4 full weeks',
    expect: (ev, now) => {
      const ws = O.weekStart(+now);
      const r = { from: ws - 4 * O.WEEK, to: ws };
      const s = select(ev, { names: ['seat.booked'], range: r });
      const t = tally(s, O.byWeek);
      const ks = [...t.keys()].sort();
      return { names: ks, numbers: ks.map((k) => t.get(k)), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'what hour do most no-shows happen at?',
    expect: withTie(
      (ev) => busiest(ev, { names: ['no-show'] }, O.byHour),
      tie1(() => ({ names: ['no-show'] }), O.byHour),
    ),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'daily events in the last 7 days — which day was the busiest?',
    expect: withTie(
      (ev, now) => busiest(ev, { range: last7(now) }, O.byDay),
      tie1((now) => ({ range: last7(now) }), O.byDay),
    ),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'Quietest day of the week for ride offers (ride_offered)?',
    expect: withTie(
      (ev) => {
        const s = select(ev, { names: ['ride_offered'] });
        const [b] = rank(tally(s, O.byWeekday), { ascending: true });
        return { names: [b[0]], numbers: [b[1]], confidence: 'high', dataPoints: s.length };
      },
      (ev) => {
        const r = rank(tally(select(ev, { names: ['ride_offered'] }), O.byWeekday), { ascending: true });
        return r[0][1] === r[1][1];
      },
    ),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'which month had the most Driver Rated events?',
    expect: withTie(
      (ev) => busiest(ev, { names: ['Driver Rated'] }, O.byMonth),
      tie1(() => ({ names: ['Driver Rated'] }), O.byMonth),
    ),
  },

  // ================= compare =================
  {
    id: 'compare-01',
    type: 'compare',
    question: 'total km on RideCompleted: last 30 days vs the 30 days before?',
    expect: (ev, now) =>
      cmp(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, last30(now), ['RideCompleted'], 'high', true),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'Last week compared with the week before: total events',
    expect: (ev, now) => {
      const ws = O.weekStart(+now);
      return cmp(ev, { from: ws - 2 * O.WEEK, to: ws - O.WEEK }, R.lastWeek(+now), undefined);
    },
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: (now) => `RideCompleted in ${monthName(monthBack(now, 2))} vs ${monthName(monthBack(now, 1))}`,
    expect: (ev, now) => cmp(ev, monthN(now, 2), monthN(now, 1), ['RideCompleted']),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'is carpool usage growing? active users last 30 days vs previous 30 days',
    expect: (ev, now) => userCount(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, last30(now)),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'no-show count: last month vs the month before',
    expect: (ev, now) => cmp(ev, monthN(now, 2), monthN(now, 1), ['no-show']),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'For the board deck: cost-share revenue last 30 days vs prior 30 days',
    expect: (ev, now) => ({
      ...cmp(
        ev,
        { from: +now - 60 * DAY, to: +now - 30 * DAY },
        last30(now),
        ['seat.booked'],
        'not-high',
        true,
      ),
      names: ['seat.booked'],
    }),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'ride_offered: past 14 days against the 14 days before that',
    expect: (ev, now) =>
      cmp(ev, { from: +now - 28 * DAY, to: +now - 14 * DAY }, R.lastDays(+now, 14), ['ride_offered']),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: (now) => `app_open on ${iso(strikeDay(now))} compared to ${iso(strikeDay(now) - 7 * DAY)}`,
    expect: (ev, now) => cmp(ev, R.on(strikeDay(now) - 7 * DAY), R.on(strikeDay(now)), ['app_open']),
  },

  // ================= share =================
  {
    id: 'share-01',
    type: 'share',
    question: 'what % of all events are no-shows?',
    expect: (ev) => share(ev, R.all(), ['no-show']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'share of events in the last 30 days that were seat.booked',
    expect: (ev, now) => share(ev, last30(now), ['seat.booked']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'what percentage of active users booked a seat last month?',
    expect: (ev, now) => userShare(ev, prevMonth(now), ['seat.booked'], 'not-high'),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'what fraction of users have ever posted a ride_offered? (as a percent)',
    expect: (ev) => userShare(ev, R.all(), ['ride_offered']),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'percentage of events last week that were RideCancelled',
    expect: (ev, now) => share(ev, R.lastWeek(+now), ['RideCancelled']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'of everyone active in the past 7 days, how many % rated a driver?',
    expect: (ev, now) => userShare(ev, last7(now), ['Driver Rated'], 'not-high'),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `On ${shortDay(strikeDay(now))}, what share of all events were no-show?`,
    expect: (ev, now) => share(ev, R.on(strikeDay(now)), ['no-show']),
  },

  // ================= conversion =================
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'of users who did commute.search in the last 30 days, how many then did seat.booked?',
    expect: (ev, now) => conv(ev, last30(now), 'commute.search', 'seat.booked'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'seat.booked → RideCompleted conversion, all time',
    expect: (ev) => conv(ev, R.all(), 'seat.booked', 'RideCompleted'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'What % of people who completed a ride (RideCompleted) went on to a Driver Rated, last month?',
    expect: (ev, now) => conv(ev, prevMonth(now), 'RideCompleted', 'Driver Rated'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'funnel: app_open to seat.booked in the last 7 days',
    expect: (ev, now) => conv(ev, last7(now), 'app_open', 'seat.booked'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'how many riders who completed a ride later earned a CO2 badge? past 3 months',
    expect: (ev, now) => conv(ev, R.lastMonths(+now, 3), 'RideCompleted', 'CO2 Badge Earned', 'not-high'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question:
      'of the drivers who posted ride_offered this year, how many later redeemed a parking-permit-redeemed?',
    expect: (ev, now) => conv(ev, R.thisYear(+now), 'ride_offered', 'parking-permit-redeemed'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'Did ProfileUpdated users go on to book (seat.booked)? conversion rate since the start, please',
    expect: (ev) => conv(ev, R.all(), 'ProfileUpdated', 'seat.booked'),
  },

  // ================= churn =================
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(monthBack(now, 2))} but not in ${monthName(monthBack(now, 1))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, monthN(now, 2), monthN(now, 1)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, last30(now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'how many first-time users did we get last month',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, prevMonth(now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question:
      "users who were around 31-60 days ago but haven't done anything in the last 30 days — how many?",
    expect: (ev, now) => ({
      numbers: [O.churned(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, last30(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: 'which new users joined in the last 7 days? list them',
    expect: (ev, now) => {
      const u = O.newUsers(ev, last7(now)).sort();
      return { names: u, numbers: [u.length], unordered: true, confidence: 'high' };
    },
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: 'churned since last month: active last month, nothing this month. count?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, prevMonth(now), R.thisMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: `Was ${churner} among the users who were active ${'in the past 90 days'} but went quiet in the last 30? how many such users total?`,
    expect: (ev, now) => {
      const c = O.churned(ev, { from: +now - 90 * DAY, to: +now - 30 * DAY }, last30(now));
      return { names: c.includes(churner) ? [churner] : [], numbers: [c.length], confidence: 'high' };
    },
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) => `how many brand new users since ${euroDay(ago(now, 50))}`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.since(ago(now, 50), +now)).length],
      confidence: 'high',
    }),
  },

  // ================= recency =================
  {
    id: 'recency-01',
    type: 'recency',
    question: 'when was the last no-show?',
    expect: (ev) => lastOf(ev, ['no-show']),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'Has anyone sent a referral_sent recently? when was the last one',
    expect: (ev) => lastOf(ev, ['referral_sent']),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'when did someone last earn a CO2 Badge Earned?',
    expect: (ev) => lastOf(ev, ['CO2 Badge Earned']),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'did anybody cancel a ride (RideCancelled) in the last 7 days? how many',
    expect: (ev, now) => count(ev, { names: ['RideCancelled'], range: last7(now) }),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'last time a parking permit was redeemed?',
    expect: (ev) => lastOf(ev, ['parking-permit-redeemed'], 'not-high'),
  },
  {
    id: 'recency-06',
    type: 'recency',
    low: true,
    question: 'when was the last surge_pricing_applied event?',
    expect: () => LOW,
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'Any no-shows in the past week? how many?',
    expect: (ev, now) => count(ev, { names: ['no-show'], range: last7(now) }),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'most recent ProfileUpdated — date?',
    expect: (ev) => lastOf(ev, ['ProfileUpdated']),
  },

  // ================= catalogue =================
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users are there in total',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'How many events overall in the account?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'list the distinct event names and how many there are',
    expect: (ev) => {
      const n = [...new Set(ev.map((e) => e.eventName))];
      return { names: n, numbers: [n.length], unordered: true, confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'new analyst here — give me the basics: total users, total events',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'is "no-show" one of our tracked events, and is Driver Rated?',
    expect: (ev) => ({
      names: ['no-show', 'Driver Rated'],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'what kind of data do you have about our carpool users? event types pls',
    expect: (ev) => ({ names: EVENT_NAMES, unordered: true, confidence: 'high', dataPoints: ev.length }),
  },

  // ================= other =================
  {
    id: 'other-01',
    type: 'other',
    question: 'what is the average commute time in traffic for our employees?',
    expect: () => LOW,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'which office building has the most carpoolers?',
    expect: () => LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'how much fuel money did drivers save compared to driving alone?',
    expect: () => LOW,
  },
  { id: 'other-04', type: 'other', question: 'will it rain tomorrow morning at HQ?', expect: () => LOW },
  {
    id: 'other-05',
    type: 'other',
    question: 'what is the home address of the top driver?',
    expect: () => LOW,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'why do riders not show up? whats the reason they give',
    expect: () => LOW,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'which car models are most common among drivers?',
    expect: () => LOW,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'forecast the number of bookings for next quarter',
    expect: () => LOW,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'how satisfied is HR with the carpool program?',
    expect: () => LOW,
  },
];
