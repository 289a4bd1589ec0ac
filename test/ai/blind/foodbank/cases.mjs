/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, HOUR, ranges, select, users, sum, avg, min, max, percent, tally, rank, round, time, isoDay } = O;
const T = (now) => +now;
const ONE = 1;

// ---- expectation helpers ----------------------------------------------------------------
const hi = (x) => ({ confidence: 'high', ...x });
const nh = (x) => ({ confidence: 'not-high', ...x });
const lowX = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => round(x, 2);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
};
const M = O.MONTHS;
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
const longMD = (t) => {
  const d = new Date(t);
  return `${M[d.getUTCMonth()]} ${ord(d.getUTCDate())}`;
};
const shortMD = (t) => {
  const d = new Date(t);
  return `${M[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const dmy = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${M[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`;
};
const daysAgo = (now, k) => O.dayStart(T(now)) - k * DAY;
const incident = (now) => daysAgo(now, 38);
const prevMonth = (now, k = 1) => O.monthStart(T(now), -k);
const monthName = (t) => M[new Date(t).getUTCMonth()];

// ranked list expectation + its tie check
function ranked(evs, key, { n = Infinity, measure, ascending = false, fmt = (v) => v } = {}) {
  const full = rank(tally(evs, key, measure), { ascending });
  const list = full.slice(0, n);
  return {
    names: list.map(([k]) => k),
    numbers: list.map(([, v]) => fmt(v)),
    tie: n < full.length && Math.abs(full[n - 1][1] - full[n][1]) < 1e-9,
  };
}
function topCase(id, question, pick, opts, conf = 'high') {
  const type = id.startsWith('top-events')
    ? 'top-events'
    : id.startsWith('top-users')
      ? 'top-users'
      : 'breakdown';
  const run = (events, now) => {
    const { evs, dp } = pick(events, now);
    return ranked(evs, opts.key, { ...opts, fmt: opts.measure ? r2 : (v) => v, dp });
  };
  const expect = (events, now) => {
    const { evs, dp } = pick(events, now);
    const r = ranked(evs, opts.key, { ...opts, fmt: opts.measure ? r2 : (v) => v });
    return { confidence: conf, names: r.names, numbers: r.numbers, dataPoints: dp ?? evs.length };
  };
  expect.tieAtCut = (events, now) => run(events, now).tie;
  return { id, type, question, expect };
}
const cnt = (range, names, user) => (events, now) => {
  const evs = select(events, { range: range(now), names, user });
  return { evs };
};
const countCase = (id, question, range, names, user, conf = 'high', type = 'count') => ({
  id,
  type,
  question,
  expect: (events, now) => {
    const evs = select(events, { range: range(T(now)), names, user });
    return { confidence: conf, numbers: [evs.length], dataPoints: evs.length };
  },
});
const usersCase = (id, question, range, names, conf = 'high') => ({
  id,
  type: 'users',
  question,
  expect: (events, now) => {
    const evs = select(events, { range: range(T(now)), names });
    return { confidence: conf, numbers: [users(evs).size], dataPoints: evs.length };
  },
});
const valueCase = (id, question, range, names, agg, user, conf = 'high') => ({
  id,
  type: 'value',
  question,
  expect: (events, now) => {
    const evs = select(events, { range: range(T(now)), names, user });
    return { confidence: conf, numbers: [r2(agg(evs))], dataPoints: evs.length };
  },
});
const lowCase = (id, type, question) => ({ id, type, question, low: true, expect: () => lowX() });
const otherCase = (id, question) => ({ id, type: 'other', question, expect: () => lowX() });
function compareCase(
  id,
  question,
  periods,
  names,
  measure = (evs) => evs.length,
  conf = 'high',
  fmt = (v) => v,
) {
  return {
    id,
    type: 'compare',
    question,
    expect: (events, now) => {
      const [a, b] = periods(T(now));
      const ea = select(events, { range: a, names }),
        eb = select(events, { range: b, names });
      const c = O.change(fmt(measure(ea)), fmt(measure(eb)));
      const x = {
        confidence: conf,
        numbers: [c.earlier, c.later, fmt(c.diff)],
        dataPoints: ea.length + eb.length,
      };
      if (c.pct !== null) x.percents = [c.pct];
      return x;
    },
  };
}
function shareEvents(id, question, range, names, conf = 'high') {
  return {
    id,
    type: 'share',
    question,
    expect: (events, now) => {
      const all = select(events, { range: range(T(now)) });
      const part = all.filter((e) => names.includes(e.eventName));
      return {
        confidence: conf,
        numbers: [part.length],
        percents: [percent(part.length, all.length)],
        dataPoints: all.length,
      };
    },
  };
}
function shareUsers(id, question, range, names, conf = 'high') {
  return {
    id,
    type: 'share',
    question,
    expect: (events, now) => {
      const all = select(events, { range: range(T(now)) });
      const part = users(all.filter((e) => names.includes(e.eventName))).size;
      return {
        confidence: conf,
        numbers: [part, users(all).size],
        percents: [percent(part, users(all).size)],
        dataPoints: all.length,
      };
    },
  };
}
function convCase(id, question, range, a, b, conf = 'high') {
  return {
    id,
    type: 'conversion',
    question,
    expect: (events, now) => {
      const r = range(T(now));
      const c = O.conversion(events, r, a, b);
      const dp = select(events, { range: r, names: [a, b] }).length;
      return { confidence: conf, numbers: [c.did, c.converted], percents: [c.pct], dataPoints: dp };
    },
  };
}
function lastSeen(evs) {
  const t = Math.max(...evs.map(time));
  return [iso(t), hhmm(t)];
}
function firstSeen(evs) {
  const t = Math.min(...evs.map(time));
  return [iso(t), hhmm(t)];
}

// ---- the cases -----------------------------------------------------------------------
export const cases = [
  // ======== count ========
  countCase(
    'count-parcels-7d',
    'How many ParcelHandedOut events in the last 7 days?',
    (n) => ranges.lastDays(n, 7),
    ['ParcelHandedOut'],
  ),
  countCase('count-booked-yesterday', 'count of appointment.booked yesterday', (n) => ranges.yesterday(n), [
    'appointment.booked',
  ]),
  countCase('count-missed-lastweek', 'shift missed count for last week pls', (n) => ranges.lastWeek(n), [
    'shift_missed',
  ]),
  countCase(
    'count-alerts-incident',
    (now) => `How many Low Stock Alerts fired on ${longMD(incident(now))}? the walk-in freezer died that day`,
    (n) => ranges.on(incident(n)),
    ['Low Stock Alert'],
  ),
  countCase(
    'count-registrations-30d',
    'how many new household registrations have we had in the last 30 days?',
    (n) => ranges.lastDays(n, 30),
    ['household_registered'],
    undefined,
    'not-high',
  ),
  countCase('count-all-today', 'total events today so far?', (n) => ranges.today(n), undefined),
  countCase(
    'count-vol107-checkins',
    (now) => `How many ShiftCheckedIn does vol_107 have since ${iso(daysAgo(now, 45))}?`,
    (n) => ranges.since(daysAgo(n, 45), n),
    ['ShiftCheckedIn'],
    'vol_107',
  ),
  countCase(
    'count-deliveries-between',
    (now) => `number of delivery-completed between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 26))}`,
    (n) => ranges.between(daysAgo(n, 40), daysAgo(n, 26)),
    ['delivery-completed'],
  ),
  countCase(
    'count-cancellations-month',
    (now) => `How many appointment cancellations did we get in ${monthName(prevMonth(now))}?`,
    (n) => ranges.month(prevMonth(n)),
    ['appointment-cancelled'],
    undefined,
    'not-high',
  ),
  countCase(
    'count-all-before',
    (now) => `how many events were logged before ${dmy(daysAgo(now, 100))}`,
    (n) => ranges.before(daysAgo(n, 100)),
    undefined,
  ),
  lowCase('count-unknown-fooddrive', 'count', 'How many food_drive_collected events last month?'),

  // ======== users ========
  usersCase(
    'users-parcels-30d',
    'how many distinct people had a ParcelHandedOut in the last 30 days',
    (n) => ranges.lastDays(n, 30),
    ['ParcelHandedOut'],
  ),
  usersCase('users-active-7d', 'active users in the past week?', (n) => ranges.lastDays(n, 7), undefined),
  usersCase(
    'users-checkedin-lastmonth',
    'how many volunteers checked in for a shift last month',
    (n) => ranges.lastMonth(n),
    ['ShiftCheckedIn'],
    'not-high',
  ),
  usersCase(
    'users-signedup-14d',
    'unique users with shift.signed_up in the past 14 days',
    (n) => ranges.lastDays(n, 14),
    ['shift.signed_up'],
  ),
  usersCase(
    'users-survey-since',
    (now) => `How many different users did survey.submitted since ${longMD(daysAgo(now, 60))}?`,
    (n) => ranges.since(daysAgo(n, 60), n),
    ['survey.submitted'],
  ),
  usersCase(
    'users-moneydonors-yesterday',
    'how many people donated money yesterday? (online giving page)',
    (n) => ranges.yesterday(n),
    ['donation-money'],
    'not-high',
  ),
  usersCase(
    'users-drivers-3months',
    'How many distinct users logged delivery-completed in the last 3 months',
    (n) => ranges.lastMonths(n, 3),
    ['delivery-completed'],
  ),
  usersCase(
    'users-alerts-24h',
    'who many users raised a Low Stock Alert in the last 24 hours? just the number',
    (n) => ranges.lastHours(n, 24),
    ['Low Stock Alert'],
  ),
  usersCase(
    'users-booked-thisyear',
    'Unique households with an appointment booked (appointment.booked) this year',
    (n) => ranges.thisYear(n),
    ['appointment.booked'],
  ),
  lowCase(
    'users-unknown-orientation',
    'users',
    'how many users completed volunteer.orientation in the past 30 days?',
  ),

  // ======== value ========
  valueCase(
    'value-parcel-kg-lastmonth',
    'total kg across ParcelHandedOut last month',
    (n) => ranges.lastMonth(n),
    ['ParcelHandedOut'],
    sum,
  ),
  valueCase(
    'value-food-avg-30d',
    'average Food Donation Received value in the past 30 days',
    (n) => ranges.lastDays(n, 30),
    ['Food Donation Received'],
    avg,
  ),
  valueCase(
    'value-money-max',
    "what's the biggest single donation-money we've ever had?",
    (n) => ranges.all(),
    ['donation-money'],
    max,
  ),
  valueCase(
    'value-survey-median',
    (now) => `median survey.submitted score since ${dmy(daysAgo(now, 90))}`,
    (n) => ranges.since(daysAgo(n, 90), n),
    ['survey.submitted'],
    median,
  ),
  valueCase(
    'value-revenue-lastmonth',
    'finance here - what was revenue last month?',
    (n) => ranges.lastMonth(n),
    ['donation-money'],
    sum,
    undefined,
    'not-high',
  ),
  valueCase(
    'value-delivery-min-2w',
    'smallest delivery-completed in the last 2 weeks (kg)',
    (n) => ranges.lastWeeks(n, 2),
    ['delivery-completed'],
    min,
  ),
  valueCase(
    'value-vol107-hours',
    (now) => `sum of ShiftCheckedIn hours for vol_107 since ${shortMD(daysAgo(now, 70))}`,
    (n) => ranges.since(daysAgo(n, 70), n),
    ['ShiftCheckedIn'],
    sum,
    'vol_107',
  ),
  valueCase(
    'value-household-size-avg',
    'avg value of household_registered (it is the household size)',
    (n) => ranges.all(),
    ['household_registered'],
    avg,
  ),
  valueCase(
    'value-donor044-money',
    'How much money did donor_044 give us in the last 60 days?',
    (n) => ranges.lastDays(n, 60),
    ['donation-money'],
    sum,
    'donor_044',
    'not-high',
  ),
  valueCase(
    'value-food-total-lastweek',
    'Food Donation Received total kg last week',
    (n) => ranges.lastWeek(n),
    ['Food Donation Received'],
    sum,
  ),
  lowCase('value-unknown-compost', 'value', 'total kg of compost_pickup this month'),

  // ======== top-events ========
  topCase(
    'top-events-5-30d',
    'top 5 events last 30 days',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastDays(T(n), 30) }) }),
    { key: O.byName, n: 5 },
  ),
  topCase(
    'top-events-3-3months',
    'what are the 3 most common events in the last 3 months?',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastMonths(T(n), 3) }) }),
    { key: O.byName, n: 3 },
  ),
  topCase('top-events-least-all', 'least common event overall?', (ev, n) => ({ evs: ev }), {
    key: O.byName,
    n: 1,
    ascending: true,
  }),
  topCase(
    'top-events-yesterday',
    'most frequent event yesterday',
    (ev, n) => ({ evs: select(ev, { range: ranges.yesterday(T(n)) }) }),
    { key: O.byName, n: 1 },
  ),
  topCase(
    'top-events-3-pastweek',
    'for the volunteer newsletter: top 3 actions in the past week',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastDays(T(n), 7) }) }),
    { key: O.byName, n: 3 },
  ),
  topCase(
    'top-events-all-since',
    (now) => `rank every event type by how often it happened since ${iso(daysAgo(now, 20))}`,
    (ev, n) => ({ evs: select(ev, { range: ranges.since(daysAgo(n, 20), T(n)) }) }),
    { key: O.byName },
  ),
  topCase(
    'top-events-bottom2-90d',
    'which 2 events happen least often in the last 90 days',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastDays(T(n), 90) }) }),
    { key: O.byName, n: 2, ascending: true },
  ),
  topCase(
    'top-events-4-lastweek',
    'top 4 events last week?',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastWeek(T(n)) }) }),
    { key: O.byName, n: 4 },
  ),
  topCase(
    'top-events-list-60d',
    'whats most common in the past 60 days? give me a list',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastDays(T(n), 60) }) }),
    { key: O.byName, n: 5 },
  ),

  // ======== top-users ========
  topCase(
    'top-users-2-30d',
    'top 2 users by number of events in the last 30 days',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastDays(T(n), 30) }) }),
    { key: O.byUser, n: 2 },
  ),
  topCase(
    'top-users-spenders',
    'who are our top 3 spenders?',
    (ev, n) => ({ evs: select(ev, { names: ['donation-money'] }) }),
    { key: O.byUser, n: 3, measure: O.value },
    'not-high',
  ),
  topCase(
    'top-users-delivery-kg',
    'which driver delivered the most kg via delivery-completed in the last 30 days?',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastDays(T(n), 30), names: ['delivery-completed'] }) }),
    { key: O.byUser, n: 1, measure: O.value },
  ),
  topCase(
    'top-users-checkins',
    (now) => `who has the most ShiftCheckedIn events since ${longMD(daysAgo(now, 100))}?`,
    (ev, n) => ({
      evs: select(ev, { range: ranges.since(daysAgo(n, 100), T(n)), names: ['ShiftCheckedIn'] }),
    }),
    { key: O.byUser, n: 1 },
  ),
  topCase(
    'top-users-food-kg-year',
    'Which user brought in the most Food Donation Received kg in the last 4 months?',
    (ev, n) => ({
      evs: select(ev, { range: ranges.lastMonths(T(n), 4), names: ['Food Donation Received'] }),
    }),
    { key: O.byUser, n: 1, measure: O.value },
  ),
  topCase(
    'top-users-parcel-kg-90d',
    'top 3 households by total ParcelHandedOut kg, last 90 days',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastDays(T(n), 90), names: ['ParcelHandedOut'] }) }),
    { key: O.byUser, n: 3, measure: O.value },
  ),
  topCase(
    'top-users-alerts-lastweek',
    'who raised the most Low Stock Alert events last week',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastWeek(T(n)), names: ['Low Stock Alert'] }) }),
    { key: O.byUser, n: 1 },
  ),
  topCase(
    'top-users-money-lastmonth',
    'top 4 donors by donation-money total last month, for the thank-you cards',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastMonth(T(n)), names: ['donation-money'] }) }),
    { key: O.byUser, n: 4, measure: O.value },
  ),
  topCase(
    'top-users-deliveries-count',
    'most active user by delivery-completed count in the past 8 weeks',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastWeeks(T(n), 8), names: ['delivery-completed'] }) }),
    { key: O.byUser, n: 1 },
  ),

  // ======== user ========
  {
    id: 'user-vol107-count',
    type: 'user',
    question: 'How many events does vol_107 have altogether?',
    expect: (ev) => {
      const e = select(ev, { user: 'vol_107' });
      return hi({ numbers: [e.length], dataPoints: e.length });
    },
  },
  {
    id: 'user-newbie-first',
    type: 'user',
    question: 'when was hh_1412 first seen?',
    expect: (ev) => {
      const e = select(ev, { user: 'hh_1412' });
      return hi({ names: firstSeen(e), dataPoints: e.length });
    },
  },
  {
    id: 'user-churner-last',
    type: 'user',
    question: "vol_133 hasn't been around lately - when were they last seen?",
    expect: (ev) => {
      const e = select(ev, { user: 'vol_133' });
      return hi({ names: lastSeen(e), dataPoints: e.length });
    },
  },
  {
    id: 'user-newbie-names',
    type: 'user',
    question: 'which event types has hh_1412 done so far?',
    expect: (ev) => {
      const e = select(ev, { user: 'hh_1412' });
      return hi({ names: [...new Set(e.map((x) => x.eventName))], unordered: true, dataPoints: e.length });
    },
  },
  {
    id: 'user-newbie-recent',
    type: 'user',
    question: 'show me the last 3 events of hh_1412',
    expect: (ev) => {
      const e = select(ev, { user: 'hh_1412' });
      return hi({
        names: O.newestFirst(e)
          .slice(0, 3)
          .map((x) => x.eventName),
        dataPoints: e.length,
      });
    },
  },
  {
    id: 'user-driver05-firstlast',
    type: 'user',
    question: 'first and last seen for driver_05?',
    expect: (ev) => {
      const e = select(ev, { user: 'driver_05' });
      return hi({ names: [...firstSeen(e), ...lastSeen(e)], dataPoints: e.length });
    },
  },
  {
    id: 'user-bot-48h',
    type: 'user',
    question: 'how many events from inventory_bot in the last 48 hours?',
    expect: (ev, now) => {
      const e = select(ev, { user: 'inventory_bot', range: ranges.lastHours(T(now), 48) });
      return hi({ numbers: [e.length], dataPoints: e.length });
    },
  },
  {
    id: 'user-amy-30d',
    type: 'user',
    question: 'What has staff_amy been doing in the past 30 days? event count + which events',
    expect: (ev, now) => {
      const e = select(ev, { user: 'staff_amy', range: ranges.lastDays(T(now), 30) });
      return hi({
        numbers: [e.length],
        names: [...new Set(e.map((x) => x.eventName))],
        unordered: true,
        dataPoints: e.length,
      });
    },
  },
  lowCase('user-nobody', 'user', 'vol_999 - how many shifts have they checked in for?'),

  // ======== breakdown ========
  topCase(
    'breakdown-parcel-weekday',
    'ParcelHandedOut by weekday - which day of the week is busiest?',
    (ev) => ({ evs: select(ev, { names: ['ParcelHandedOut'] }) }),
    { key: O.byWeekday, n: 1 },
  ),
  topCase(
    'breakdown-alerts-busiest-day',
    'Which day had the most Low Stock Alert events in the last 60 days?',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastDays(T(n), 60), names: ['Low Stock Alert'] }) }),
    { key: O.byDay, n: 1 },
  ),
  topCase(
    'breakdown-money-hour',
    'donation-money value by hour of day: at what hour do people give the most money?',
    (ev) => ({ evs: select(ev, { names: ['donation-money'] }) }),
    { key: O.byHour, n: 1, measure: O.value },
  ),
  {
    id: 'breakdown-missed-weekly',
    type: 'breakdown',
    question: (now) => `weekly shift_missed counts since ${iso(O.weekStart(T(now)) - 5 * O.WEEK)}`,
    expect: (ev, now) => {
      const e = select(ev, {
        range: ranges.since(O.weekStart(T(now)) - 5 * O.WEEK, T(now)),
        names: ['shift_missed'],
      });
      const t = [...tally(e, O.byWeek)].sort();
      return hi({ names: t.map((x) => x[0]), numbers: t.map((x) => x[1]), dataPoints: e.length });
    },
  },
  {
    id: 'breakdown-food-monthly',
    type: 'breakdown',
    question: (now) => `Food Donation Received kg per month since ${longMD(prevMonth(T(now), 2))}`,
    expect: (ev, now) => {
      const e = select(ev, {
        range: ranges.since(prevMonth(T(now), 2), T(now)),
        names: ['Food Donation Received'],
      });
      const t = [...tally(e, O.byMonth, O.value)].sort();
      return hi({ names: t.map((x) => x[0]), numbers: t.map((x) => r2(x[1])), dataPoints: e.length });
    },
  },
  topCase(
    'breakdown-checkin-hour',
    'what hour of the day do most ShiftCheckedIn events happen?',
    (ev) => ({ evs: select(ev, { names: ['ShiftCheckedIn'] }) }),
    { key: O.byHour, n: 1 },
  ),
  {
    id: 'breakdown-booked-daily',
    type: 'breakdown',
    question: 'daily appointment.booked counts for the last 7 days please',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(T(now), 7), names: ['appointment.booked'] });
      const t = [...tally(e, O.byDay)].sort();
      return hi({ names: t.map((x) => x[0]), numbers: t.map((x) => x[1]), dataPoints: e.length });
    },
  },
  topCase(
    'breakdown-all-weekday-4w',
    'busiest day of the week for all activity over the past 4 weeks?',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastWeeks(T(n), 4) }) }),
    { key: O.byWeekday, n: 1 },
  ),
  topCase(
    'breakdown-deliveries-week',
    'which week had the most delivery-completed kg in the last 3 months',
    (ev, n) => ({ evs: select(ev, { range: ranges.lastMonths(T(n), 3), names: ['delivery-completed'] }) }),
    { key: O.byWeek, n: 1, measure: O.value },
  ),

  // ======== compare ========
  compareCase(
    'compare-parcels-7d',
    'ParcelHandedOut kg handed out: last 7 days vs the 7 days before?',
    (t) => [ranges.lastDays(t - 7 * DAY, 7), ranges.lastDays(t, 7)],
    ['ParcelHandedOut'],
    sum,
    'high',
    r2,
  ),
  compareCase(
    'compare-money-30d',
    'donation-money total for the last 30 days compared with the previous 30 days',
    (t) => [ranges.lastDays(t - 30 * DAY, 30), ranges.lastDays(t, 30)],
    ['donation-money'],
    sum,
    'high',
    r2,
  ),
  compareCase(
    'compare-pickups-months',
    (now) =>
      `are parcel pick-ups growing? ${monthName(prevMonth(T(now)))} vs ${monthName(prevMonth(T(now), 2))}`,
    (t) => [ranges.month(prevMonth(t, 2)), ranges.month(prevMonth(t))],
    ['ParcelHandedOut'],
    undefined,
    'not-high',
  ),
  compareCase(
    'compare-missed-weeks',
    'shift_missed last week vs the week before',
    (t) => [ranges.lastWeek(t - O.WEEK), ranges.lastWeek(t)],
    ['shift_missed'],
  ),
  compareCase(
    'compare-active-14d',
    'active users in the past 14 days compared to the 14 days before that',
    (t) => [ranges.lastDays(t - 14 * DAY, 14), ranges.lastDays(t, 14)],
    undefined,
    (evs) => users(evs).size,
  ),
  compareCase(
    'compare-food-periods',
    (now) =>
      `Food Donation Received kg between ${iso(daysAgo(now, 80))} and ${iso(daysAgo(now, 66))} versus between ${iso(daysAgo(now, 24))} and ${iso(daysAgo(now, 10))}`,
    (t) => [ranges.between(daysAgo(t, 80), daysAgo(t, 66)), ranges.between(daysAgo(t, 24), daysAgo(t, 10))],
    ['Food Donation Received'],
    sum,
    'high',
    r2,
  ),
  compareCase(
    'compare-alerts-incident',
    (now) => `Low Stock Alert on ${iso(incident(now))} vs the day before`,
    (t) => [ranges.on(incident(t) - DAY), ranges.on(incident(t))],
    ['Low Stock Alert'],
  ),
  compareCase(
    'compare-booked-4w',
    'Is appointment.booked growing? last 4 weeks vs the previous 4 weeks',
    (t) => [ranges.lastWeeks(t - 4 * O.WEEK, 4), ranges.lastWeeks(t, 4)],
    ['appointment.booked'],
  ),
  compareCase(
    'compare-events-months',
    (now) =>
      `total events in ${monthName(prevMonth(T(now)))} ${new Date(prevMonth(T(now))).getUTCFullYear()} vs ${monthName(prevMonth(T(now), 2))} ${new Date(prevMonth(T(now), 2)).getUTCFullYear()}`,
    (t) => [ranges.month(prevMonth(t, 2)), ranges.month(prevMonth(t))],
    undefined,
  ),

  // ======== share ========
  shareEvents(
    'share-money-30d',
    'what % of all events in the last 30 days were donation-money?',
    (n) => ranges.lastDays(n, 30),
    ['donation-money'],
  ),
  shareEvents(
    'share-missed-lastmonth',
    "what fraction of last month's events were shift_missed?",
    (n) => ranges.lastMonth(n),
    ['shift_missed'],
  ),
  shareUsers(
    'share-users-parcel-7d',
    'what percentage of active users in the last 7 days had a ParcelHandedOut?',
    (n) => ranges.lastDays(n, 7),
    ['ParcelHandedOut'],
  ),
  shareUsers(
    'share-users-survey-all',
    'percent of all users ever who did survey.submitted',
    (n) => ranges.all(),
    ['survey.submitted'],
  ),
  shareEvents(
    'share-alerts-yesterday',
    "how much of yesterday's activity was Low Stock Alert, as a percentage",
    (n) => ranges.yesterday(n),
    ['Low Stock Alert'],
  ),
  shareUsers(
    'share-users-delivery-90d',
    'in the past 90 days, what share of active users did delivery-completed?',
    (n) => ranges.lastDays(n, 90),
    ['delivery-completed'],
  ),
  shareEvents(
    'share-checkin-since',
    (now) => `percentage of events since ${shortMD(daysAgo(now, 50))} that were ShiftCheckedIn`,
    (n) => ranges.since(daysAgo(n, 50), n),
    ['ShiftCheckedIn'],
  ),
  shareUsers(
    'share-users-registered-2m',
    'proportion of active users in the last 2 months with a household_registered event',
    (n) => ranges.lastMonths(n, 2),
    ['household_registered'],
  ),
  shareEvents(
    'share-pickups-loose',
    'roughly what percent of everything in the last 14 days was parcel pickups?',
    (n) => ranges.lastDays(n, 14),
    ['ParcelHandedOut'],
    'not-high',
  ),

  // ======== conversion ========
  convCase(
    'conv-booked-parcel-30d',
    'Of users with appointment.booked in the last 30 days, how many then got a ParcelHandedOut?',
    (n) => ranges.lastDays(n, 30),
    'appointment.booked',
    'ParcelHandedOut',
  ),
  convCase(
    'conv-signup-checkin-60d',
    'shift.signed_up → ShiftCheckedIn conversion, past 60 days',
    (n) => ranges.lastDays(n, 60),
    'shift.signed_up',
    'ShiftCheckedIn',
  ),
  convCase(
    'conv-registered-booked',
    (now) => `household_registered to appointment.booked conversion since ${iso(daysAgo(now, 75))}`,
    (n) => ranges.since(daysAgo(n, 75), n),
    'household_registered',
    'appointment.booked',
  ),
  convCase(
    'conv-parcel-survey-90d',
    'of users who had ParcelHandedOut in the last 90 days, what % went on to do survey.submitted?',
    (n) => ranges.lastDays(n, 90),
    'ParcelHandedOut',
    'survey.submitted',
  ),
  convCase(
    'conv-signup-missed-lastmonth',
    'last month: of volunteers with shift.signed_up, how many later had a shift_missed?',
    (n) => ranges.lastMonth(n),
    'shift.signed_up',
    'shift_missed',
  ),
  convCase(
    'conv-booked-cancelled-8w',
    'appointment.booked to appointment-cancelled funnel over the last 8 weeks',
    (n) => ranges.lastWeeks(n, 8),
    'appointment.booked',
    'appointment-cancelled',
  ),
  convCase(
    'conv-loose-signup-checkin',
    'what share of volunteers who signed up for a shift in the last 3 months actually checked in afterwards?',
    (n) => ranges.lastMonths(n, 3),
    'shift.signed_up',
    'ShiftCheckedIn',
    'not-high',
  ),
  convCase(
    'conv-registered-parcel-all',
    'all time: household_registered → ParcelHandedOut, how many converted?',
    (n) => ranges.all(),
    'household_registered',
    'ParcelHandedOut',
  ),

  // ======== churn ========
  {
    id: 'churn-lastmonth-not-this',
    type: 'churn',
    question: 'how many users were active last month but not this month?',
    expect: (ev, now) =>
      hi({ numbers: [O.churned(ev, ranges.lastMonth(T(now)), ranges.thisMonth(T(now))).length] }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => hi({ numbers: [O.newUsers(ev, ranges.lastDays(T(now), 30)).length] }),
  },
  {
    id: 'churn-30-60',
    type: 'churn',
    question:
      'users who were active 30-60 days ago (the 30 days before the last 30) and have not been active in the last 30 days - how many?',
    expect: (ev, now) =>
      hi({
        numbers: [O.churned(ev, ranges.lastDays(T(now) - 30 * DAY, 30), ranges.lastDays(T(now), 30)).length],
      }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `how many brand new users since ${longMD(daysAgo(now, 14))}?`,
    expect: (ev, now) => hi({ numbers: [O.newUsers(ev, ranges.since(daysAgo(now, 14), T(now))).length] }),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(prevMonth(T(now), 2))} but not in ${monthName(prevMonth(T(now)))}?`,
    expect: (ev, now) =>
      hi({
        numbers: [O.churned(ev, ranges.month(prevMonth(T(now), 2)), ranges.month(prevMonth(T(now)))).length],
      }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'number of new users last month',
    expect: (ev, now) => hi({ numbers: [O.newUsers(ev, ranges.lastMonth(T(now))).length] }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(daysAgo(now, 110))} and ${iso(daysAgo(now, 80))} who haven't done anything since ${iso(daysAgo(now, 40))}`,
    expect: (ev, now) =>
      hi({
        numbers: [
          O.churned(
            ev,
            ranges.between(daysAgo(now, 110), daysAgo(now, 80)),
            ranges.since(daysAgo(now, 40), T(now)),
          ).length,
        ],
      }),
  },
  {
    id: 'churn-new-8w',
    type: 'churn',
    question: 'new users in the past 8 weeks - first ever event in that window',
    expect: (ev, now) => hi({ numbers: [O.newUsers(ev, ranges.lastWeeks(T(now), 8)).length] }),
  },
  {
    id: 'churn-lastweek-not-thisweek-7d',
    type: 'churn',
    question: 'how many people were active in the 7 days before the past week but not in the past week?',
    expect: (ev, now) =>
      hi({
        numbers: [O.churned(ev, ranges.lastDays(T(now) - 7 * DAY, 7), ranges.lastDays(T(now), 7)).length],
      }),
  },

  // ======== recency ========
  {
    id: 'recency-last-missed',
    type: 'recency',
    question: 'when was the last shift_missed?',
    expect: (ev) => {
      const e = select(ev, { names: ['shift_missed'] });
      return hi({ names: lastSeen(e), dataPoints: e.length });
    },
  },
  {
    id: 'recency-any-cancel-7d',
    type: 'recency',
    question: 'did anyone do appointment-cancelled in the last 7 days?',
    expect: (ev, now) => {
      const e = select(ev, { names: ['appointment-cancelled'], range: ranges.lastDays(T(now), 7) });
      return hi({ numbers: [e.length], dataPoints: e.length });
    },
  },
  {
    id: 'recency-churner-checkin',
    type: 'recency',
    question: 'last time vol_133 did ShiftCheckedIn?',
    expect: (ev) => {
      const e = select(ev, { names: ['ShiftCheckedIn'], user: 'vol_133' });
      return hi({ names: lastSeen(e), dataPoints: e.length });
    },
  },
  {
    id: 'recency-freshmart',
    type: 'recency',
    question: 'When did we last get a Food Donation Received from donor_freshmart?',
    expect: (ev) => {
      const e = select(ev, { names: ['Food Donation Received'], user: 'donor_freshmart' });
      return hi({ names: lastSeen(e), dataPoints: e.length });
    },
  },
  {
    id: 'recency-any-alert-24h',
    type: 'recency',
    question: 'any Low Stock Alert in the past 24 hours?',
    expect: (ev, now) => {
      const e = select(ev, { names: ['Low Stock Alert'], range: ranges.lastHours(T(now), 24) });
      return hi({ numbers: [e.length], dataPoints: e.length });
    },
  },
  {
    id: 'recency-last-money',
    type: 'recency',
    question: 'most recent donation-money — when did it come in?',
    expect: (ev) => {
      const e = select(ev, { names: ['donation-money'] });
      return hi({ names: lastSeen(e), dataPoints: e.length });
    },
  },
  {
    id: 'recency-last-survey',
    type: 'recency',
    question: 'when was the latest survey.submitted event? checking the feedback kiosk still works',
    expect: (ev) => {
      const e = select(ev, { names: ['survey.submitted'] });
      return hi({ names: lastSeen(e), dataPoints: e.length });
    },
  },
  lowCase('recency-unknown-orientation', 'recency', 'when was the last volunteer_orientation?'),

  // ======== catalogue ========
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what event names exist in our data?',
    expect: (ev) =>
      hi({ names: [...new Set(ev.map((e) => e.eventName))], unordered: true, dataPoints: ev.length }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users do we have in total?',
    expect: (ev) => hi({ numbers: [users(ev).size], dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total number of events recorded, all time',
    expect: (ev) => hi({ numbers: [ev.length], dataPoints: ev.length }),
  },
  {
    id: 'cat-list-and-total',
    type: 'catalogue',
    question: 'list our event types & tell me how many events there are overall',
    expect: (ev) =>
      hi({
        names: [...new Set(ev.map((e) => e.eventName))],
        unordered: true,
        numbers: [ev.length],
        dataPoints: ev.length,
      }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event names are we tracking?',
    expect: (ev) => hi({ numbers: [new Set(ev.map((e) => e.eventName)).size], dataPoints: ev.length }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'new board member asked for an overview: number of users and number of events in the system?',
    expect: (ev) => hi({ numbers: [users(ev).size, ev.length], dataPoints: ev.length }),
  },
  {
    id: 'cat-what-tracked',
    type: 'catalogue',
    question: 'What do we actually track? Just the event names pls',
    expect: (ev) =>
      hi({ names: [...new Set(ev.map((e) => e.eventName))], unordered: true, dataPoints: ev.length }),
  },

  // ======== other ========
  otherCase('other-weather', "what's the weather forecast for saturday's distribution?"),
  otherCase('other-rice-stock', 'how many kg of rice are left in the warehouse right now?'),
  otherCase('other-hygiene-cert', 'which volunteers have a valid food hygiene certificate?'),
  otherCase('other-income', 'what is the average household income of our registered clients?'),
  otherCase('other-miles', 'how many miles did the drivers drive last week?'),
  otherCase('other-email', 'Write a thank-you email to donor_044 for their generosity'),
  otherCase('other-postcode', 'which postcode do most of our clients live in?'),
  otherCase('other-forecast', 'predict how many parcels we will need at Christmas'),
  otherCase('other-dietary', 'how many households need halal or gluten free food?'),
];
