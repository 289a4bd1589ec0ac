/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind round "autoshop": questions from the staff of an independent car repair shop chain.
// Every expectation is computed from the events with the reference oracle helpers.
import * as o from '../../../../../shared/ai/eval/oracle.mjs';

const { ranges: R, select, DAY, WEEK, MONTHS } = o;
const T = (now) => +now;
const ALL = R.all();

// ---- question date helpers (every date is derived from now) ----------------------------
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const dayT = (now, back) => o.dayStart(T(now)) - back * DAY;
const isoD = (t) => o.isoDay(t);
const longD = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`; // October 14th
const shortD = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Oct 14
const euroD = (t) =>
  `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`; // 14 October 2026
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const prevMonth = (now) => o.monthStart(T(now), -1);
const prev2Month = (now) => o.monthStart(T(now), -2);
// the most recent Tuesday at least 20 days back: the day the SMS reminders went out wrong
const incident = (now) => {
  let b = 20;
  while (new Date(dayT(now, b)).getUTCDay() !== 2) b++;
  return dayT(now, b);
};
// a Monday 4 to 5 weeks back
const monday = (now, weeksBack) => o.weekStart(T(now)) - weeksBack * WEEK;
const tuesday = (now, weeksBack) => monday(now, weeksBack) + DAY;

// ---- expectation helpers --------------------------------------------------------------------
const low = () => ({ confidence: 'low', dataPoints: 0 });
const lowCase = () => () => low();
const conf = (loose) => (loose ? 'not-high' : 'high');

function count(range, names, { user, loose } = {}) {
  return (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    if (!s.length) return low(); // nothing matched: low, dataPoints 0
    return { numbers: [s.length], confidence: conf(loose), dataPoints: s.length };
  };
}
function distinct(range, names, { loose } = {}) {
  return (ev, now) => {
    const s = select(ev, { range: range(now), names });
    return { numbers: [o.users(s).size], confidence: conf(loose), dataPoints: s.length };
  };
}
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
function measure(range, names, how, { user, loose, money } = {}) {
  return (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    const x =
      how === 'sum'
        ? o.round(o.sum(s), 2)
        : how === 'avg'
          ? o.avg(s)
          : how === 'min'
            ? o.min(s)
            : how === 'max'
              ? o.max(s)
              : o.round(median(s), 2);
    const out = { numbers: [x], confidence: conf(loose || money), dataPoints: s.length };
    if (money) {
      delete out.dataPoints;
      out.names = names;
    }
    return out;
  };
}
// ranked lists: names in rank order with their figures; refuses a tie at the cut
function ranked(
  range,
  key,
  { names, user, n = 5, ascending = false, by, loose, money, dp = 'filtered', figures = true } = {},
) {
  const map = (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    return o.tally(s, key, by === 'value' ? o.value : undefined);
  };
  const f = (ev, now) => {
    const top = o.rank(map(ev, now), { n, ascending });
    const all = select(ev, { range: range(now) });
    const filtered = select(ev, { range: range(now), names, user });
    const out = {
      names: top.map(([k]) => k),
      numbers: figures ? top.map(([, v]) => o.round(v, 2)) : undefined,
      confidence: conf(loose || money),
      dataPoints: dp === 'all' ? all.length : filtered.length,
    };
    if (!figures) delete out.numbers;
    if (money) delete out.dataPoints;
    return out;
  };
  f.tieAtCut = (ev, now) => {
    const r = o.rank(map(ev, now), { ascending });
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return f;
}
function compare(r1, r2, names, { how = 'count', loose } = {}) {
  return (ev, now) => {
    const a = select(ev, { range: r1(now), names }),
      b = select(ev, { range: r2(now), names });
    const m = (s) => (how === 'users' ? o.users(s).size : how === 'sum' ? o.round(o.sum(s), 2) : s.length);
    const c = o.change(m(a), m(b));
    const out = {
      numbers: [c.earlier, c.later, o.round(c.diff, 2)],
      confidence: conf(loose),
      dataPoints: a.length + b.length,
    };
    if (c.pct !== null) out.percents = [c.pct];
    return out;
  };
}
function shareOfEvents(range, names, { user, loose } = {}) {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const part = select(ev, { range: range(now), names, user });
    return {
      numbers: [part.length],
      percents: [o.percent(part.length, all.length)],
      confidence: conf(loose),
      dataPoints: all.length,
    };
  };
}
function shareOfUsers(range, names, { loose } = {}) {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const did = o.users(select(ev, { range: range(now), names }));
    return {
      numbers: [did.size],
      percents: [o.percent(did.size, o.users(all).size)],
      confidence: conf(loose),
      dataPoints: all.length,
    };
  };
}
function funnel(range, a, b, { loose } = {}) {
  return (ev, now) => {
    const c = o.conversion(ev, range(now), a, b);
    const dp = select(ev, { range: range(now), names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf(loose), dataPoints: dp };
  };
}
function churn(active, inactive) {
  return (ev, now) => {
    const c = o.churned(ev, active(now), inactive(now));
    const dp = select(ev, { range: active(now) }).length + select(ev, { range: inactive(now) }).length;
    return { numbers: [c.length], confidence: 'high', dataPoints: dp };
  };
}
function fresh(range) {
  return (ev, now) => ({ numbers: [o.newUsers(ev, range(now)).length], confidence: 'high' });
}
function lastOf(names, { user, loose } = {}) {
  return (ev) => {
    const s = select(ev, { names, user });
    const t = Math.max(...s.map(o.time));
    return { names: [isoD(t)], confidence: conf(loose), dataPoints: s.length };
  };
}
function byBucket(range, names, key, { n = 1, ascending = false, loose } = {}) {
  return ranked(range, key, { names, n, ascending, loose });
}
function breakdown(range, names, key) {
  return (ev, now) => {
    const s = select(ev, { range: range(now), names });
    const m = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: m.map(([k]) => k),
      numbers: m.map(([, v]) => v),
      confidence: 'high',
      dataPoints: s.length,
    };
  };
}

// ---- ranges used by the questions ----------------------------------------------------------
const all = () => ALL;
const lastDays = (n) => (now) => R.lastDays(T(now), n);
const lastWeeks = (n) => (now) => R.lastWeeks(T(now), n);
const lastMonths = (n) => (now) => R.lastMonths(T(now), n);
const lastWeek = (now) => R.lastWeek(T(now));
const weekBefore = (now) => ({ from: o.weekStart(T(now)) - 2 * WEEK, to: o.weekStart(T(now)) - WEEK });
const thisWeek = (now) => R.thisWeek(T(now));
const lastMonth = (now) => R.lastMonth(T(now));
const monthBefore = (now) => R.month(prev2Month(now));
const thisMonth = (now) => R.thisMonth(T(now));
const thisYear = (now) => R.thisYear(T(now));
const today = (now) => R.today(T(now));
const yesterday = (now) => R.yesterday(T(now));
const window = (fromBack, toBack) => (now) => ({ from: T(now) - fromBack * DAY, to: T(now) - toBack * DAY });
const onDay = (back) => (now) => R.on(dayT(now, back));
const since = (back) => (now) => R.since(dayT(now, back), T(now));
const between = (a, b) => (now) => R.between(dayT(now, a), dayT(now, b));
const onIncident = (now) => R.on(incident(now));

const EVERY = [
  'appointment_booked',
  'appointment.missed',
  'VehicleCheckedIn',
  'Inspection Completed',
  'estimate-sent',
  'estimate_approved',
  'estimate.declined',
  'PartsOrdered',
  'JobClockedIn',
  'job_completed',
  'Invoice Paid',
  'warranty-claim',
  'review.left',
];

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'how many appointment_booked events do we have overall?',
    expect: count(all, ['appointment_booked']),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Number of vehicle checked in events in the last 7 days?',
    expect: count(lastDays(7), ['VehicleCheckedIn']),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) =>
      `How many estimates were declined in ${monthName(prevMonth(now))}? (estimate.declined)`,
    expect: count(lastMonth, ['estimate.declined']),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'quick one - how many warranty claims came in over the past 30 days?',
    expect: count(lastDays(30), ['warranty-claim']),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'how many times did mech_07 clock onto a job last week',
    expect: count(lastWeek, ['JobClockedIn'], { user: 'mech_07', loose: true }),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) =>
      `how many no-shows did we have on ${longD(incident(now))}? the SMS reminders went out wrong that day`,
    expect: (ev, now) => count(onIncident, ['appointment.missed'], { loose: true })(ev, now),
  },
  { id: 'count-07', type: 'count', question: 'Total events yesterday?', expect: count(yesterday) },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `How many Invoice Paid events since ${isoD(dayT(now, 42))}?`,
    expect: count(since(42), ['Invoice Paid']),
  },
  {
    id: 'count-09',
    type: 'count',
    low: true,
    question: 'count of oil_change_done events this month',
    expect: lowCase(),
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) => `how many PartsOrdered between ${shortD(dayT(now, 40))} and ${shortD(dayT(now, 26))}?`,
    expect: count(between(40, 26), ['PartsOrdered']),
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'appointment booked events today so far?',
    expect: count(today, ['appointment_booked']),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'How many job completions did the workshops log in the past 2 weeks?',
    expect: count(lastWeeks(2), ['job_completed'], { loose: true }),
  },
  {
    id: 'count-13',
    type: 'count',
    question: 'for the weekly standup: how many events have happened this week?',
    expect: count(thisWeek),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique customers paid an invoice last month?',
    expect: distinct(lastMonth, ['Invoice Paid'], { loose: true }),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'how many distinct users had any activity in the last 30 days?',
    expect: distinct(lastDays(30)),
  },
  {
    id: 'users-03',
    type: 'users',
    question: (now) => `How many different people triggered review.left in ${monthName(prev2Month(now))}?`,
    expect: distinct(monthBefore, ['review.left']),
  },
  { id: 'users-04', type: 'users', question: 'active users this week?', expect: distinct(thisWeek) },
  {
    id: 'users-05',
    type: 'users',
    question: 'how many of our mechanics clocked time on jobs in the past 14 days',
    expect: distinct(lastDays(14), ['JobClockedIn'], { loose: true }),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) => `Unique users with estimate_approved since ${euroD(dayT(now, 50))}`,
    expect: distinct(since(50), ['estimate_approved']),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'how many users did a brake_job_started event last week?',
    expect: lowCase(),
  },
  {
    id: 'users-08',
    type: 'users',
    question: (now) =>
      `How many distinct users were active between ${isoD(dayT(now, 70))} and ${isoD(dayT(now, 60))}?`,
    expect: distinct(between(70, 60)),
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'how many customers had a VehicleCheckedIn in the last 3 months',
    expect: distinct(lastMonths(3), ['VehicleCheckedIn']),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: 'Finance here: what is the total Invoice Paid amount for last month?',
    expect: measure(lastMonth, ['Invoice Paid'], 'sum'),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average estimate-sent value in the past 30 days',
    expect: measure(lastDays(30), ['estimate-sent'], 'avg'),
  },
  {
    id: 'value-03',
    type: 'value',
    question: "what's our average star rating from reviews?",
    expect: measure(all, ['review.left'], 'avg', { loose: true }),
  },
  {
    id: 'value-04',
    type: 'value',
    question:
      'What is the highest value on VehicleCheckedIn events in the last 3 months? (its the odometer reading)',
    expect: measure(lastMonths(3), ['VehicleCheckedIn'], 'max'),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median value of job_completed in the last 60 days',
    expect: measure(lastDays(60), ['job_completed'], 'median'),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'sum of JobClockedIn value for mech_07 over the past 4 weeks - want to check his hours',
    expect: measure(lastWeeks(4), ['JobClockedIn'], 'sum', { user: 'mech_07' }),
  },
  {
    id: 'value-07',
    type: 'value',
    question: (now) =>
      `smallest estimate_approved amount in ${monthName(prevMonth(now))} ${new Date(prevMonth(now)).getUTCFullYear()}?`,
    expect: measure(lastMonth, ['estimate_approved'], 'min'),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'how much revenue did we bring in last week?',
    expect: measure(lastWeek, ['Invoice Paid'], 'sum', { money: true }),
  },
  {
    id: 'value-09',
    type: 'value',
    question: (now) => `total warranty-claim amount since ${longD(dayT(now, 75))}`,
    expect: measure(since(75), ['warranty-claim'], 'sum'),
  },
  {
    id: 'value-10',
    type: 'value',
    question: "what's the average Invoice Paid for fleet_harbortaxi?",
    expect: measure(all, ['Invoice Paid'], 'avg', { user: 'fleet_harbortaxi' }),
  },
  {
    id: 'value-11',
    type: 'value',
    low: true,
    question: 'sum of the value of parts_returned events, all time',
    expect: lowCase(),
  },
  {
    id: 'value-12',
    type: 'value',
    question: 'max Inspection Completed value in the last 2 weeks? want to know the worst car we saw',
    expect: measure(lastWeeks(2), ['Inspection Completed'], 'max'),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'what are our top 5 events?',
    expect: ranked(all, o.byName, { n: 5, dp: 'all' }),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'top 2 events in the last 7 days',
    expect: ranked(lastDays(7), o.byName, { n: 2, dp: 'all' }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'which event is the least common one?',
    expect: ranked(all, o.byName, { n: 1, ascending: true, dp: 'all' }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'most frequent event last month',
    expect: ranked(lastMonth, o.byName, { n: 1, dp: 'all' }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: (now) => `give me the 2 most common events since ${shortD(dayT(now, 35))}`,
    expect: ranked(since(35), o.byName, { n: 2, dp: 'all' }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: 'Bottom 3 events by count over the past 90 days',
    expect: ranked(lastDays(90), o.byName, { n: 3, ascending: true, dp: 'all' }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: (now) =>
      `For the ops review: rank the five most common actions in ${monthName(prev2Month(now))}`,
    expect: ranked(monthBefore, o.byName, { n: 5, dp: 'all' }),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: 'what are the most popular events?',
    expect: ranked(all, o.byName, { n: 5, dp: 'all' }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'who are the 3 most active users?',
    expect: ranked(all, o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'top 3 customers by total Invoice Paid value',
    expect: ranked(all, o.byUser, { names: ['Invoice Paid'], by: 'value', n: 3 }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'top spenders in the last 60 days?',
    expect: ranked(lastDays(60), o.byUser, { names: ['Invoice Paid'], by: 'value', n: 5, money: true }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'which mechanic had the most JobClockedIn events last month?',
    expect: ranked(lastMonth, o.byUser, { names: ['JobClockedIn'], n: 1 }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'who has written the most reviews?',
    expect: ranked(all, o.byUser, { names: ['review.left'], n: 1, loose: true }),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'who was the single most active user in the past 2 weeks?',
    expect: ranked(lastWeeks(2), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'Which customer booked the most appointments?',
    expect: ranked(all, o.byUser, { names: ['appointment_booked'], n: 1, loose: true }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'who has the most estimate.declined? suspect one guy declines everything',
    expect: ranked(all, o.byUser, { names: ['estimate.declined'], n: 1 }),
  },
  {
    id: 'top-users-09',
    type: 'top-users',
    question: 'top 3 users by summed PartsOrdered value since the start of last month',
    expect: ranked((now) => R.since(prevMonth(now), T(now)), o.byUser, {
      names: ['PartsOrdered'],
      by: 'value',
      n: 3,
    }),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does fleet_harbortaxi have?',
    expect: count(all, undefined, { user: 'fleet_harbortaxi' }),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'When was cust_0117 last seen? they used to be in every other week',
    expect: lastOf(undefined, { user: 'cust_0117' }),
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'first seen date for cust_0421?',
    expect: (ev) => {
      const s = select(ev, { user: 'cust_0421' });
      return { names: [isoD(Math.min(...s.map(o.time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'which event names has cust_0233 used?',
    expect: (ev) => {
      const s = select(ev, { user: 'cust_0233' });
      return {
        names: [...new Set(s.map(o.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'show me the 3 most recent events for mech_07',
    expect: (ev) => {
      const s = select(ev, { user: 'mech_07' });
      return { names: o.newestFirst(s).slice(0, 3).map(o.byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    low: true,
    question: 'how many events did mech_24 log in the last 30 days?',
    expect: count(lastDays(30), undefined, { user: 'mech_24' }),
  },
  {
    id: 'user-07',
    type: 'user',
    question: 'How many times has cust_0308 filed a warranty-claim?',
    expect: count(all, ['warranty-claim'], { user: 'cust_0308' }),
  },
  {
    id: 'user-08',
    type: 'user',
    low: true,
    question: 'what has cust_9999 been up to lately?',
    expect: lowCase(),
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'cust_0042 - total Invoice Paid value please, they had that engine rebuild',
    expect: measure(all, ['Invoice Paid'], 'sum', { user: 'cust_0042' }),
  },
  {
    id: 'user-10',
    type: 'user',
    question: 'events for fleet_harbortaxi in the past 14 days',
    expect: count(lastDays(14), undefined, { user: 'fleet_harbortaxi' }),
  },
  {
    id: 'user-11',
    type: 'user',
    question: 'when did we first see fleet_harbortaxi, and when last?',
    expect: (ev) => {
      const s = select(ev, { user: 'fleet_harbortaxi' });
      const ts = s.map(o.time);
      return {
        names: [isoD(Math.min(...ts)), isoD(Math.max(...ts))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'Which weekday is busiest overall?',
    expect: byBucket(all, undefined, o.byWeekday),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'busiest hour of the day for VehicleCheckedIn',
    expect: byBucket(all, ['VehicleCheckedIn'], o.byHour),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'on which day did we get the most appointment.missed?',
    expect: byBucket(all, ['appointment.missed'], o.byDay),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: (now) => `appointment_booked per week since ${isoD(monday(now, 4))}`,
    expect: breakdown((now) => R.since(monday(now, 4), T(now)), ['appointment_booked'], o.byWeek),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'Invoice Paid count per month, all time',
    expect: breakdown(all, ['Invoice Paid'], o.byMonth),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'Which day last month brought in the most Invoice Paid value?',
    expect: ranked(lastMonth, o.byDay, { names: ['Invoice Paid'], by: 'value', n: 1 }),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'events by weekday in the last 8 weeks',
    expect: breakdown(lastWeeks(8), undefined, o.byWeekday),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'Which hour of the day sees the most Inspection Completed events?',
    expect: byBucket(all, ['Inspection Completed'], o.byHour),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: (now) => `daily job_completed counts from ${shortD(dayT(now, 10))} to ${shortD(dayT(now, 4))}`,
    expect: breakdown(between(10, 4), ['job_completed'], o.byDay),
  },
  {
    id: 'breakdown-10',
    type: 'breakdown',
    question: 'quietest weekday for car check-ins?',
    expect: byBucket(all, ['VehicleCheckedIn'], o.byWeekday, { ascending: true, loose: true }),
  },
  {
    id: 'breakdown-11',
    type: 'breakdown',
    question: 'which month had the most Invoice Paid value? sum per month',
    expect: ranked(all, o.byMonth, { names: ['Invoice Paid'], by: 'value', n: 1 }),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-01',
    type: 'compare',
    question: 'appointment_booked: last 7 days vs the 7 days before?',
    expect: compare(window(14, 7), lastDays(7), ['appointment_booked']),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) =>
      `Compare VehicleCheckedIn in ${monthName(prev2Month(now))} with ${monthName(prevMonth(now))}`,
    expect: compare(monthBefore, lastMonth, ['VehicleCheckedIn']),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'Is estimate_approved growing? last 30 days compared with the 30 days before',
    expect: compare(window(60, 30), lastDays(30), ['estimate_approved']),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'total events last week vs the week before',
    expect: compare(weekBefore, lastWeek),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question:
      'how did the total warranty-claim amount in the past 60 days compare to the 60 days before that?',
    expect: compare(window(120, 60), lastDays(60), ['warranty-claim'], { how: 'sum' }),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'Invoice Paid total value: last 30 days vs prior 30 days',
    expect: compare(window(60, 30), lastDays(30), ['Invoice Paid'], { how: 'sum' }),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'no-shows in the last 4 weeks vs the 4 weeks before - getting worse?',
    expect: compare(window(56, 28), lastWeeks(4), ['appointment.missed'], { loose: true }),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'how many distinct users had a VehicleCheckedIn in the last 30 days vs the previous 30 days?',
    expect: compare(window(60, 30), lastDays(30), ['VehicleCheckedIn'], { how: 'users' }),
  },
  {
    id: 'compare-09',
    type: 'compare',
    question: (now) =>
      `labour hours: compare the total job_completed value on ${isoD(tuesday(now, 2))} vs ${isoD(tuesday(now, 1))}`,
    expect: compare(
      (now) => R.on(tuesday(now, 2)),
      (now) => R.on(tuesday(now, 1)),
      ['job_completed'],
      { how: 'sum' },
    ),
  },
  {
    id: 'compare-10',
    type: 'compare',
    low: true,
    question: 'tyre_rotation events this month vs last month?',
    expect: lowCase(),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are appointment.missed?',
    expect: shareOfEvents(all, ['appointment.missed']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what % of events in the last 30 days were estimate.declined?',
    expect: shareOfEvents(lastDays(30), ['estimate.declined']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: "what share of last month's active users did a review.left?",
    expect: shareOfUsers(lastMonth, ['review.left']),
  },
  {
    id: 'share-04',
    type: 'share',
    question: (now) => `share of events on ${euroD(incident(now))} that were appointment.missed`,
    expect: shareOfEvents(onIncident, ['appointment.missed']),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'What percent of users have ever filed a warranty-claim?',
    expect: shareOfUsers(all, ['warranty-claim']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'percentage of events that are JobClockedIn in the past 90 days',
    expect: shareOfEvents(lastDays(90), ['JobClockedIn']),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'what proportion of all activity in the past 2 weeks came from fleet_harbortaxi?',
    expect: shareOfEvents(lastWeeks(2), undefined, { user: 'fleet_harbortaxi' }),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'of everyone active in the last 30 days, what percent paid an invoice?',
    expect: shareOfUsers(lastDays(30), ['Invoice Paid'], { loose: true }),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of users who got an estimate-sent in the last 30 days, how many then had estimate_approved?',
    expect: funnel(lastDays(30), 'estimate-sent', 'estimate_approved'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'appointment_booked -> VehicleCheckedIn conversion last month',
    expect: funnel(lastMonth, 'appointment_booked', 'VehicleCheckedIn'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question:
      'how many customers with a job_completed in the last 60 days went on to leave a review.left? and what %',
    expect: funnel(lastDays(60), 'job_completed', 'review.left'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: (now) => `conversion from estimate_approved to Invoice Paid since ${longD(dayT(now, 45))}`,
    expect: funnel(since(45), 'estimate_approved', 'Invoice Paid'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'of the people who booked an appointment in the past 90 days, what percent later missed one?',
    expect: funnel(lastDays(90), 'appointment_booked', 'appointment.missed', { loose: true }),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: 'funnel: Inspection Completed to estimate-sent, all time',
    expect: funnel(all, 'Inspection Completed', 'estimate-sent'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'what % of users who did VehicleCheckedIn in the last 3 months later filed a warranty-claim',
    expect: funnel(lastMonths(3), 'VehicleCheckedIn', 'warranty-claim'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question: (now) =>
      `of the users with estimate-sent in ${monthName(prevMonth(now))}, how many did estimate.declined afterwards?`,
    expect: funnel(lastMonth, 'estimate-sent', 'estimate.declined'),
  },
  {
    id: 'conversion-09',
    type: 'conversion',
    low: true,
    question: 'conversion from account_created to first booking?',
    expect: lowCase(),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-01',
    type: 'churn',
    question: 'how many users were active last month but not this month so far?',
    expect: churn(lastMonth, thisMonth),
  },
  { id: 'churn-02', type: 'churn', question: 'new users in the last 30 days?', expect: fresh(lastDays(30)) },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) =>
      `how many customers active in ${monthName(prev2Month(now))} didn't come back in ${monthName(prevMonth(now))}?`,
    expect: churn(monthBefore, lastMonth),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'how many brand new users showed up last week?',
    expect: fresh(lastWeek),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) =>
      `number of users active between ${isoD(dayT(now, 100))} and ${isoD(dayT(now, 80))} who have had no events in the last 30 days`,
    expect: churn(between(100, 80), lastDays(30)),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `How many first-time users since ${shortD(dayT(now, 21))}?`,
    expect: fresh(since(21)),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'churn check: users active in the 4 weeks before the last 4 weeks, but not in the last 4 weeks',
    expect: churn(window(56, 28), lastWeeks(4)),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) => `how many new users did we get in ${monthName(prevMonth(now))}?`,
    expect: fresh(lastMonth),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'when was the last warranty-claim?',
    expect: lastOf(['warranty-claim']),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'last time anyone had an appointment.missed?',
    expect: lastOf(['appointment.missed']),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'has anyone ever done estimate.declined? when was the most recent one',
    expect: lastOf(['estimate.declined']),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'when did mech_07 last do PartsOrdered?',
    expect: lastOf(['PartsOrdered'], { user: 'mech_07' }),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'most recent review.left - when was it?',
    expect: lastOf(['review.left']),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'when was the latest Invoice Paid by cust_0042?',
    expect: lastOf(['Invoice Paid'], { user: 'cust_0042' }),
  },
  {
    id: 'recency-07',
    type: 'recency',
    low: true,
    question: 'did anyone do a tow_requested? when was the last one',
    expect: lowCase(),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'When was the last JobClockedIn by mech_24? think he quit',
    expect: lastOf(['JobClockedIn'], { user: 'mech_24' }),
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'did anyone get a VehicleCheckedIn in the last 3 days?',
    expect: count(lastDays(3), ['VehicleCheckedIn']),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'what event names exist?',
    expect: (ev) => ({
      names: [...new Set(ev.map(o.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'how many events have we tracked in total?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'list every event type we track plus the total number of events',
    expect: (ev) => ({
      names: [...new Set(ev.map(o.byName))],
      unordered: true,
      numbers: [ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'how many different event names do we have?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(o.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question:
      'give me an overview for the board deck: number of users, number of events, number of event types',
    expect: (ev) => ({
      numbers: [o.users(ev).size, ev.length, new Set(ev.map(o.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'new analyst here - what events do we log in this system?',
    expect: (ev) => ({
      names: [...new Set(ev.map(o.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other (not answerable from events)
  {
    id: 'other-01',
    type: 'other',
    question: "What's the average wait time at the front desk?",
    expect: lowCase(),
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'which mechanic gets the best review ratings?',
    expect: lowCase(),
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'How many of the cars we service are electric?',
    expect: lowCase(),
  },
  { id: 'other-04', type: 'other', question: "what's our profit margin on brake jobs?", expect: lowCase() },
  {
    id: 'other-05',
    type: 'other',
    question: 'Which parts supplier delivers the fastest?',
    expect: lowCase(),
  },
  {
    id: 'other-06',
    type: 'other',
    question: "forecast next quarter's invoice totals for the bank",
    expect: lowCase(),
  },
  { id: 'other-07', type: 'other', question: 'does rainy weather cause more no-shows?', expect: lowCase() },
  {
    id: 'other-08',
    type: 'other',
    question: "what's the phone number on file for fleet_harbortaxi?",
    expect: lowCase(),
  },
  { id: 'other-09', type: 'other', question: 'how many loaner cars are out right now', expect: lowCase() },
  {
    id: 'other-10',
    type: 'other',
    question: 'write me a short poem about brake pads for our instagram',
    expect: lowCase(),
  },
];
