/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY, EVENT_NAMES, INCIDENT_DAYS_AGO } from './data.mjs';

const { ranges: R, select, users, sum, avg, min, max, percent, tally, rank, round, time, DAY, MONTHS } = O;
const T = (now) => +now;
const iso = (t) => O.isoDay(t);
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const longDate = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const shortDate = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const slashDate = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
};
const daysAgo = (now, n) => O.dayStart(T(now)) - n * DAY;
const incident = (now) => daysAgo(now, INCIDENT_DAYS_AGO);
const monthBack = (now, k) => O.monthStart(T(now), -k); // start of the calendar month k months back

const LOW = { confidence: 'low', dataPoints: 0 };
const lowCase = (id, type, question) => ({ id, type, question, low: type !== 'other', expect: () => LOW });
const other = (id, question) => ({ id, type: 'other', question, expect: () => LOW });

const hi = (x, conf = 'high') => ({ ...x, confidence: conf });

// ---- builders --------------------------------------------------------------------------------
function countCase(id, question, f, conf = 'high') {
  return {
    id,
    type: 'count',
    question,
    expect: (ev, now) => {
      const { range, names, user } = f(now);
      const s = select(ev, { range, names, user });
      return s.length ? hi({ numbers: [s.length], dataPoints: s.length }, conf) : LOW;
    },
  };
}
function usersCase(id, question, f, conf = 'high') {
  return {
    id,
    type: 'users',
    question,
    expect: (ev, now) => {
      const s = select(ev, f(now));
      return s.length ? hi({ numbers: [users(s).size], dataPoints: s.length }, conf) : LOW;
    },
  };
}
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
}
const MEAS = { sum: (s) => round(sum(s), 2), avg, min, max, median };
function valueCase(id, question, f, how = 'sum', conf = 'high') {
  return {
    id,
    type: 'value',
    question,
    expect: (ev, now) => {
      const s = select(ev, f(now));
      return s.length ? hi({ numbers: [MEAS[how](s)], dataPoints: s.length }, conf) : LOW;
    },
  };
}
function topCase(
  id,
  type,
  question,
  f,
  { n = 5, key = O.byName, measure, ascending = false, conf = 'high' } = {},
) {
  const full = (ev, now) => {
    const s = select(ev, f(now));
    return { s, list: rank(tally(s, key, measure), { ascending }) };
  };
  const expect = (ev, now) => {
    const { s, list } = full(ev, now);
    const top = list.slice(0, n);
    return hi(
      { names: top.map((x) => x[0]), numbers: top.map((x) => round(x[1], 2)), dataPoints: s.length },
      conf,
    );
  };
  expect.tieAtCut = (ev, now) => {
    const { list } = full(ev, now);
    return list.length > n && list[n - 1][1] === list[n][1];
  };
  return { id, type, question, expect };
}
// a breakdown: all buckets in chronological order, or the busiest n
function breakdownCase(id, question, f, key, { busiest = 0, ascending = false, conf = 'high' } = {}) {
  const buckets = (ev, now) => {
    const s = select(ev, f(now));
    return { s, m: tally(s, key) };
  };
  const expect = (ev, now) => {
    const { s, m } = buckets(ev, now);
    if (busiest) {
      const top = rank(m, { ascending }).slice(0, busiest);
      return hi({ names: top.map((x) => x[0]), numbers: top.map((x) => x[1]), dataPoints: s.length }, conf);
    }
    const all = [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return hi({ names: all.map((x) => x[0]), numbers: all.map((x) => x[1]), dataPoints: s.length }, conf);
  };
  if (busiest)
    expect.tieAtCut = (ev, now) => {
      const l = rank(buckets(ev, now).m, { ascending });
      return l.length > busiest && l[busiest - 1][1] === l[busiest][1];
    };
  return { id, type: 'breakdown', question, expect };
}
function compareCase(id, question, f, measure = (s) => s.length, conf = 'high') {
  return {
    id,
    type: 'compare',
    question,
    expect: (ev, now) => {
      const { a, b, names, user } = f(now);
      const sa = select(ev, { range: a, names, user }),
        sb = select(ev, { range: b, names, user });
      const c = O.change(round(measure(sa), 2), round(measure(sb), 2));
      const x = {
        numbers: [c.earlier, c.later, round(c.diff, 2)].filter((v) => v !== 0),
        dataPoints: sa.length + sb.length,
      };
      if (c.pct !== null && c.pct !== 0) x.percents = [c.pct];
      return hi(x, conf);
    },
  };
}
function shareEventsCase(id, question, f, conf = 'high') {
  return {
    id,
    type: 'share',
    question,
    expect: (ev, now) => {
      const { range, names, user } = f(now);
      const all = select(ev, { range });
      const part = select(all, { names, user });
      return hi(
        { numbers: [part.length], percents: [percent(part.length, all.length)], dataPoints: all.length },
        conf,
      );
    },
  };
}
function shareUsersCase(id, question, f, conf = 'high') {
  return {
    id,
    type: 'share',
    question,
    expect: (ev, now) => {
      const { range, names } = f(now);
      const all = select(ev, { range });
      const part = users(select(all, { names }));
      return hi(
        {
          numbers: [part.size, users(all).size],
          percents: [percent(part.size, users(all).size)],
          dataPoints: all.length,
        },
        conf,
      );
    },
  };
}
function convCase(id, question, f, conf = 'high') {
  return {
    id,
    type: 'conversion',
    question,
    expect: (ev, now) => {
      const { range, a, b } = f(now);
      const c = O.conversion(ev, range, a, b);
      const dp = select(ev, { range, names: [a, b] }).length;
      return hi({ numbers: [c.did, c.converted], percents: [c.pct], dataPoints: dp }, conf);
    },
  };
}
function churnCase(id, question, f, conf = 'high') {
  return {
    id,
    type: 'churn',
    question,
    expect: (ev, now) => {
      const { active, inactive } = f(now);
      return hi({ numbers: [O.churned(ev, active, inactive).length] }, conf);
    },
  };
}
function newCase(id, question, f, conf = 'high') {
  return {
    id,
    type: 'churn',
    question,
    expect: (ev, now) => hi({ numbers: [O.newUsers(ev, f(now)).length] }, conf),
  };
}
function lastCase(id, question, f, conf = 'high') {
  return {
    id,
    type: 'recency',
    question,
    expect: (ev, now) => {
      const { names, user, range } = f(now);
      const s = select(ev, { names, user, range });
      if (!s.length) return LOW;
      const t = time(O.newestFirst(s)[0]);
      return hi({ names: [iso(t), hm(t)], dataPoints: s.length }, conf);
    },
  };
}
function existsCase(id, question, f, conf = 'high') {
  return {
    id,
    type: 'recency',
    question,
    low: f.low,
    expect: (ev, now) => {
      const s = select(ev, f(now));
      return s.length ? hi({ numbers: [s.length], dataPoints: s.length }, conf) : LOW;
    },
  };
}

// ---- cases ------------------------------------------------------------------------------------
export const cases = [
  // count
  countCase('count-donations-all', 'How many donation_completed events do we have in total?', () => ({
    names: ['donation_completed'],
  })),
  countCase('count-booked-7d', 'appointment.booked count for the last 7 days pls', (now) => ({
    range: R.lastDays(T(now), 7),
    names: ['appointment.booked'],
  })),
  countCase('count-reminders-yesterday', 'How many reminders sent yesterday? (reminder-sent)', (now) => ({
    range: R.yesterday(T(now)),
    names: ['reminder-sent'],
  })),
  countCase(
    'count-1007-opens-lastmonth',
    'how many times did donor_1007 open the app (app_opened) last month?',
    (now) => ({ range: R.lastMonth(T(now)), names: ['app_opened'], user: P.topDonor }),
  ),
  countCase('count-all-thisweek', 'Total number of events this week?', (now) => ({
    range: R.thisWeek(T(now)),
  })),
  countCase(
    'count-failed-between',
    (now) =>
      `Screening failed events between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 31))} — how many?`,
    (now) => ({ range: R.between(daysAgo(now, 60), daysAgo(now, 31)), names: ['ScreeningFailed'] }),
  ),
  countCase(
    'count-reminders-month',
    (now) => `reminders sent in ${monthName(T(now) - 45 * DAY)}? need the number for the SMS invoice`,
    (now) => ({
      range: R.month(O.pastMonth(T(now), new Date(T(now) - 45 * DAY).getUTCMonth())),
      names: ['reminder-sent'],
    }),
  ),
  countCase(
    'count-cancel-incident',
    (now) =>
      `How many appointment-cancelled on ${longDate(incident(now))}? That was the day the bus fridge died`,
    (now) => ({
      range: R.on(
        O.pastMonthDay(T(now), new Date(incident(now)).getUTCMonth(), new Date(incident(now)).getUTCDate()),
      ),
      names: ['appointment-cancelled'],
    }),
  ),
  countCase(
    'count-before',
    (now) => `how many events were logged before ${slashDate(daysAgo(now, 100))}? (d/m/y)`,
    (now) => ({ range: R.before(daysAgo(now, 100)) }),
  ),
  countCase(
    'count-loose-donations',
    'how many donations did we get last month?',
    (now) => ({ range: R.lastMonth(T(now)), names: ['donation_completed'] }),
    'not-high',
  ),
  countCase('count-opens-today', 'app opens today so far? (app_opened)', (now) => ({
    range: R.today(T(now)),
    names: ['app_opened'],
  })),
  lowCase('count-unknown-platelet', 'count', 'How many platelet_apheresis_started events last week?'),

  // users
  usersCase(
    'users-donated-30d',
    'How many distinct donors had a donation_completed in the last 30 days?',
    (now) => ({ range: R.lastDays(T(now), 30), names: ['donation_completed'] }),
  ),
  usersCase('users-active-thismonth', 'active users this month?', (now) => ({ range: R.thisMonth(T(now)) })),
  usersCase('users-opened-24h', 'unique users who had app_opened in the last 24 hours', (now) => ({
    range: R.lastHours(T(now), 24),
    names: ['app_opened'],
  })),
  usersCase(
    'users-rewards-since',
    (now) => `how many people redeemed a reward (reward_redeemed) since ${shortDate(daysAgo(now, 50))}?`,
    (now) => ({
      range: R.since(
        O.pastMonthDay(
          T(now),
          new Date(daysAgo(now, 50)).getUTCMonth(),
          new Date(daysAgo(now, 50)).getUTCDate(),
        ),
        T(now),
      ),
      names: ['reward_redeemed'],
    }),
  ),
  usersCase(
    'users-deferred-3m',
    'Number of unique donors with a Donor Deferred event in the past 3 months',
    (now) => ({ range: R.lastMonths(T(now), 3), names: ['Donor Deferred'] }),
  ),
  usersCase('users-passed-lastweek', 'how many ppl passed screening (ScreeningPassed) last week', (now) => ({
    range: R.lastWeek(T(now)),
    names: ['ScreeningPassed'],
  })),
  usersCase('users-2weeks', 'How many donors used the app at all in the past 2 weeks?', (now) => ({
    range: R.lastWeeks(T(now), 2),
  })),
  usersCase(
    'users-loose-deferred',
    'how many donors got deferred last month?',
    (now) => ({ range: R.lastMonth(T(now)), names: ['Donor Deferred'] }),
    'not-high',
  ),
  lowCase(
    'users-unknown-ironkit',
    'users',
    'how many unique users triggered iron_kit_shipped in the last 30 days?',
  ),

  // value
  valueCase('value-ml-all', 'Total donation_completed value across all time (it is millilitres)', () => ({
    names: ['donation_completed'],
  })),
  valueCase(
    'value-ml-avg-30d',
    'average donation_completed value over the last 30 days?',
    (now) => ({ range: R.lastDays(T(now), 30), names: ['donation_completed'] }),
    'avg',
  ),
  valueCase(
    'value-ml-max-3m',
    "What's the largest single donation_completed value in the last 3 months?",
    (now) => ({ range: R.lastMonths(T(now), 3), names: ['donation_completed'] }),
    'max',
  ),
  valueCase(
    'value-hb-min-2w',
    'lowest ScreeningPassed value in the past 2 weeks (haemoglobin)?',
    (now) => ({ range: R.lastWeeks(T(now), 2), names: ['ScreeningPassed'] }),
    'min',
  ),
  valueCase(
    'value-ml-median-lastmonth',
    'Median donation completed value last month?',
    (now) => ({ range: R.lastMonth(T(now)), names: ['donation_completed'] }),
    'median',
  ),
  valueCase('value-points-1050', 'sum of reward_redeemed value for donor_1050', () => ({
    names: ['reward_redeemed'],
    user: P.rewardHunter,
  })),
  valueCase(
    'value-defer-avg-since',
    (now) => `Mean Donor Deferred value since ${iso(daysAgo(now, 75))}? (value = deferral days)`,
    (now) => ({ range: R.since(daysAgo(now, 75), T(now)), names: ['Donor Deferred'] }),
    'avg',
  ),
  valueCase(
    'value-loose-blood-lastweek',
    'how much blood did we collect in the past week?',
    (now) => ({ range: R.lastDays(T(now), 7), names: ['donation_completed'] }),
    'sum',
    'not-high',
  ),
  valueCase(
    'value-hb-avg-failed',
    'whats the avg value on ScreeningFailed events? want to see how low the haemoglobin gets',
    () => ({ names: ['ScreeningFailed'] }),
    'avg',
  ),
  lowCase('value-unknown-voucher', 'value', 'total value of cinema_voucher_issued this year?'),

  // top-events
  topCase('top-events-all', 'top-events', 'What are our 5 most common events?', () => ({}), { n: 5 }),
  topCase(
    'top-events-lastweek-1',
    'top-events',
    'which event happened most last week?',
    (now) => ({ range: R.lastWeek(T(now)) }),
    { n: 1 },
  ),
  topCase('top-events-least-3', 'top-events', 'Least common 3 events overall?', () => ({}), {
    n: 3,
    ascending: true,
  }),
  topCase(
    'top-events-30d-3',
    'top-events',
    'top 3 events in the last 30 days',
    (now) => ({ range: R.lastDays(T(now), 30) }),
    { n: 3 },
  ),
  topCase(
    'top-events-1007',
    'top-events',
    'what does donor_1007 do the most? top 2 event names please',
    () => ({ user: P.topDonor }),
    { n: 2 },
  ),
  topCase(
    'top-events-incident',
    'top-events',
    (now) => `Top 2 events on ${iso(incident(now))}?`,
    (now) => ({ range: R.on(incident(now)) }),
    { n: 2 },
  ),
  topCase(
    'top-events-thismonth-3',
    'top-events',
    'For the ops sync: top 3 actions this month',
    (now) => ({ range: R.thisMonth(T(now)) }),
    { n: 3 },
  ),
  topCase(
    'top-events-between-5',
    'top-events',
    (now) => `most frequent events between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))}`,
    (now) => ({ range: R.between(daysAgo(now, 90), daysAgo(now, 61)) }),
    { n: 5 },
  ),

  // top-users
  topCase('top-users-all-5', 'top-users', 'Who are the 5 most active donors overall?', () => ({}), {
    n: 5,
    key: O.byUser,
  }),
  topCase(
    'top-users-ml-3',
    'top-users',
    'top 3 donors by total donation_completed value (ml)',
    () => ({ names: ['donation_completed'] }),
    { n: 3, key: O.byUser, measure: O.value },
  ),
  topCase(
    'top-users-referrals-1',
    'top-users',
    'who sent the most referral.sent events?',
    () => ({ names: ['referral.sent'] }),
    { n: 1, key: O.byUser },
  ),
  topCase(
    'top-users-30d-2',
    'top-users',
    'most active users in the last 30 days, top 2',
    (now) => ({ range: R.lastDays(T(now), 30) }),
    { n: 2, key: O.byUser },
  ),
  topCase(
    'top-users-points-2',
    'top-users',
    'Which 2 donors redeemed the most reward points (sum of reward_redeemed value)?',
    () => ({ names: ['reward_redeemed'] }),
    { n: 2, key: O.byUser, measure: O.value },
  ),
  topCase(
    'top-users-deferred-1',
    'top-users',
    'Who has the most Donor Deferred events?',
    () => ({ names: ['Donor Deferred'] }),
    { n: 1, key: O.byUser },
  ),
  topCase(
    'top-users-opens-lastmonth-2',
    'top-users',
    'top 2 users by app_opened last month',
    (now) => ({ range: R.lastMonth(T(now)), names: ['app_opened'] }),
    { n: 2, key: O.byUser },
  ),
  topCase(
    'top-users-loose-givers',
    'top-users',
    'who are our biggest blood givers? top 3 by amount donated',
    () => ({ names: ['donation_completed'] }),
    { n: 3, key: O.byUser, measure: O.value, conf: 'not-high' },
  ),

  // user
  {
    id: 'user-1007-count',
    type: 'user',
    question: 'How many events does donor_1007 have?',
    expect: (ev) => {
      const s = select(ev, { user: P.topDonor });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'user-1013-lastseen',
    type: 'user',
    question: 'when was donor_1013 last seen? they used to come every week',
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      const t = time(O.newestFirst(s)[0]);
      return hi({ names: [iso(t), hm(t)], dataPoints: s.length });
    },
  },
  {
    id: 'user-1449-firstseen',
    type: 'user',
    question: 'First seen date for donor_1449?',
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      const t = Math.min(...s.map(time));
      return hi({ names: [iso(t), hm(t)], dataPoints: s.length });
    },
  },
  {
    id: 'user-1021-names',
    type: 'user',
    question: 'Which event types has donor_1021 triggered?',
    expect: (ev) => {
      const s = select(ev, { user: P.deferred });
      return hi({
        names: [...new Set(s.map((e) => e.eventName))].sort(),
        unordered: true,
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'user-1050-recent',
    type: 'user',
    question: "show me donor_1050's 3 most recent events",
    expect: (ev) => {
      const s = select(ev, { user: P.rewardHunter });
      return hi({
        names: O.newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'user-1033-referrals',
    type: 'user',
    question: 'how many referral.sent does donor_1033 have?',
    expect: (ev) => {
      const s = select(ev, { user: P.referrer, names: ['referral.sent'] });
      return hi({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'user-1013-firstlast',
    type: 'user',
    question: 'support ticket: donor_1013 says the app lost their history. First and last seen?',
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      const ts = s.map(time);
      const a = Math.min(...ts),
        b = Math.max(...ts);
      return hi({ names: [iso(a), hm(a), iso(b), hm(b)], dataPoints: s.length });
    },
  },
  lowCase('user-nobody', 'user', `what has ${NOBODY} been up to lately?`),
  lowCase('user-nobody-2', 'user', 'When did donor_0042 last donate?'),

  // breakdown
  breakdownCase(
    'bd-weekday-donations',
    'Which weekday gets the most donation_completed events?',
    () => ({ names: ['donation_completed'] }),
    O.byWeekday,
    { busiest: 1 },
  ),
  breakdownCase(
    'bd-hour-opens',
    'busiest hour of the day for app_opened (UTC)?',
    () => ({ names: ['app_opened'] }),
    O.byHour,
    { busiest: 1 },
  ),
  breakdownCase(
    'bd-day-cancels-60d',
    'Per-day appointment-cancelled over the last 60 days — which day was worst?',
    (now) => ({ range: R.lastDays(T(now), 60), names: ['appointment-cancelled'] }),
    O.byDay,
    { busiest: 1 },
  ),
  breakdownCase(
    'bd-month-3m',
    'events by month for the last 3 months',
    (now) => ({ range: R.lastMonths(T(now), 3) }),
    O.byMonth,
  ),
  breakdownCase(
    'bd-week-donations-4w',
    'weekly donation_completed counts for the past 4 weeks',
    (now) => ({ range: R.lastWeeks(T(now), 4), names: ['donation_completed'] }),
    O.byWeek,
  ),
  breakdownCase(
    'bd-day-lastweek',
    'what was the busiest day last week?',
    (now) => ({ range: R.lastWeek(T(now)) }),
    O.byDay,
    { busiest: 1 },
  ),
  breakdownCase(
    'bd-month-opens',
    'Which month had the most app_opened?',
    () => ({ names: ['app_opened'] }),
    O.byMonth,
    { busiest: 1 },
  ),
  breakdownCase(
    'bd-weekday-bookings-quiet',
    'On which weekday do people book (appointment.booked) the least?',
    () => ({ names: ['appointment.booked'] }),
    O.byWeekday,
    { busiest: 1, ascending: true },
  ),

  // compare
  compareCase('cmp-donations-7d', 'donation_completed in the last 7 days vs the 7 days before?', (now) => ({
    a: { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY },
    b: R.lastDays(T(now), 7),
    names: ['donation_completed'],
  })),
  compareCase(
    'cmp-events-lastmonth-vs-before',
    'Total events last month compared with the month before that?',
    (now) => ({ a: R.month(monthBack(now, 2)), b: R.lastMonth(T(now)) }),
  ),
  compareCase(
    'cmp-opens-30d',
    'is app usage growing? app_opened last 30 days vs previous 30 days',
    (now) => ({
      a: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY },
      b: R.lastDays(T(now), 30),
      names: ['app_opened'],
    }),
  ),
  compareCase(
    'cmp-booked-months',
    (now) => {
      const a = monthBack(now, 3),
        b = monthBack(now, 2);
      return `appointment.booked in ${monthName(a)} vs ${monthName(b)}`;
    },
    (now) => ({
      a: R.month(monthBack(now, 3)),
      b: R.month(monthBack(now, 2)),
      names: ['appointment.booked'],
    }),
  ),
  compareCase('cmp-cancel-weeks', 'appointment-cancelled last week compared with the week before', (now) => ({
    a: { from: R.lastWeek(T(now)).from - 7 * DAY, to: R.lastWeek(T(now)).from },
    b: R.lastWeek(T(now)),
    names: ['appointment-cancelled'],
  })),
  compareCase(
    'cmp-ml-14d',
    'Sum of donation_completed value: last 14 days vs the previous 14 days?',
    (now) => ({
      a: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY },
      b: R.lastDays(T(now), 14),
      names: ['donation_completed'],
    }),
    sum,
  ),
  compareCase('cmp-24h', 'events in the last 24 hours vs the 24 hours before that', (now) => ({
    a: { from: T(now) - 48 * 3_600_000, to: T(now) - 24 * 3_600_000 },
    b: R.lastHours(T(now), 24),
  })),
  compareCase(
    'cmp-users-30d',
    'active users: last 30 days vs the 30 days before — up or down?',
    (now) => ({ a: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, b: R.lastDays(T(now), 30) }),
    (s) => users(s).size,
  ),
  compareCase(
    'cmp-loose-referrals',
    'are referrals going up? last 30 days vs the prior 30',
    (now) => ({
      a: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY },
      b: R.lastDays(T(now), 30),
      names: ['referral.sent'],
    }),
    undefined,
    'not-high',
  ),

  // share
  shareEventsCase('share-opens-all', 'What % of all events are app_opened?', () => ({
    names: ['app_opened'],
  })),
  shareUsersCase(
    'share-users-donated-30d',
    'what percentage of active users had a donation_completed in the last 30 days?',
    (now) => ({ range: R.lastDays(T(now), 30), names: ['donation_completed'] }),
  ),
  shareEventsCase(
    'share-failed-lastmonth',
    "Share of last month's events that were ScreeningFailed?",
    (now) => ({ range: R.lastMonth(T(now)), names: ['ScreeningFailed'] }),
  ),
  shareUsersCase(
    'share-users-rewards',
    'what percent of users have ever redeemed a reward (reward_redeemed)?',
    () => ({ names: ['reward_redeemed'] }),
  ),
  shareEventsCase(
    'share-cancel-incident',
    (now) => `on ${iso(incident(now))}, what share of events were appointment-cancelled?`,
    (now) => ({ range: R.on(incident(now)), names: ['appointment-cancelled'] }),
  ),
  shareEventsCase(
    'share-reminders-3m',
    'percentage of events in the past 3 months that are reminder-sent',
    (now) => ({ range: R.lastMonths(T(now), 3), names: ['reminder-sent'] }),
  ),
  shareUsersCase(
    'share-users-deferred-3m',
    'Of the users active in the last 3 months, what % got a Donor Deferred?',
    (now) => ({ range: R.lastMonths(T(now), 3), names: ['Donor Deferred'] }),
  ),
  shareEventsCase('share-1007', 'what fraction of all events come from donor_1007? as a percentage', () => ({
    user: P.topDonor,
  })),

  // conversion
  convCase(
    'conv-booked-donated',
    'Of the donors who did appointment.booked, how many went on to donation_completed?',
    () => ({ a: 'appointment.booked', b: 'donation_completed' }),
  ),
  convCase(
    'conv-booked-cancel-30d',
    'last 30 days: appointment.booked → appointment-cancelled conversion?',
    (now) => ({ range: R.lastDays(T(now), 30), a: 'appointment.booked', b: 'appointment-cancelled' }),
  ),
  convCase(
    'conv-failed-deferred',
    'what share of users with ScreeningFailed later got Donor Deferred?',
    () => ({ a: 'ScreeningFailed', b: 'Donor Deferred' }),
  ),
  convCase(
    'conv-open-book-14d',
    'In the past 14 days, of people who had app_opened, how many then did appointment.booked?',
    (now) => ({ range: R.lastDays(T(now), 14), a: 'app_opened', b: 'appointment.booked' }),
  ),
  convCase(
    'conv-reminder-cancel-lastmonth',
    'last month: of users who got a reminder-sent, what % then had appointment-cancelled?',
    (now) => ({ range: R.lastMonth(T(now)), a: 'reminder-sent', b: 'appointment-cancelled' }),
  ),
  convCase(
    'conv-passed-reward-since',
    (now) => `since ${iso(daysAgo(now, 60))}, ScreeningPassed -> reward_redeemed: how many converted?`,
    (now) => ({ range: R.since(daysAgo(now, 60), T(now)), a: 'ScreeningPassed', b: 'reward_redeemed' }),
  ),
  convCase(
    'conv-donated-rebook-60d',
    'Rebooking rate: of donors with donation_completed in the last 60 days, how many later did appointment.booked?',
    (now) => ({ range: R.lastDays(T(now), 60), a: 'donation_completed', b: 'appointment.booked' }),
  ),
  convCase(
    'conv-loose-signup',
    'how many donors who booked ended up donating, past 3 months?',
    (now) => ({ range: R.lastMonths(T(now), 3), a: 'appointment.booked', b: 'donation_completed' }),
    'not-high',
  ),

  // churn
  churnCase(
    'churn-lastmonth-thismonth',
    'How many users were active last month but not this month?',
    (now) => ({ active: R.lastMonth(T(now)), inactive: R.thisMonth(T(now)) }),
  ),
  newCase('new-30d', 'new donors in the last 30 days?', (now) => R.lastDays(T(now), 30)),
  newCase('new-pastweek', 'how many brand-new users in the past week (first event ever)?', (now) =>
    R.lastDays(T(now), 7),
  ),
  churnCase(
    'churn-90-60-vs-30',
    (now) =>
      `donors active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))} who have done nothing in the last 30 days — how many?`,
    (now) => ({ active: R.between(daysAgo(now, 90), daysAgo(now, 61)), inactive: R.lastDays(T(now), 30) }),
  ),
  churnCase(
    'churn-months',
    (now) => {
      const a = monthBack(now, 3),
        b = monthBack(now, 1);
      return `users active in ${monthName(a)} ${new Date(a).getUTCFullYear()} but not in ${monthName(b)} ${new Date(b).getUTCFullYear()}`;
    },
    (now) => ({ active: R.month(monthBack(now, 3)), inactive: R.month(monthBack(now, 1)) }),
  ),
  newCase('new-lastmonth', 'New users last month?', (now) => R.lastMonth(T(now))),
  newCase(
    'new-since',
    (now) => `how many first-time users since ${longDate(daysAgo(now, 20))}?`,
    (now) =>
      R.since(
        O.pastMonthDay(
          T(now),
          new Date(daysAgo(now, 20)).getUTCMonth(),
          new Date(daysAgo(now, 20)).getUTCDate(),
        ),
        T(now),
      ),
  ),
  churnCase(
    'churn-14d',
    'churned users: active in the 14 days before the last 14 days, but not in the last 14 days',
    (now) => ({
      active: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY },
      inactive: R.lastDays(T(now), 14),
    }),
  ),

  // recency
  lastCase('last-donation', 'When was the last donation_completed?', () => ({
    names: ['donation_completed'],
  })),
  existsCase('exists-cancel-7d', 'has anyone had an appointment-cancelled in the last 7 days?', (now) => ({
    range: R.lastDays(T(now), 7),
    names: ['appointment-cancelled'],
  })),
  lastCase('last-failed', 'last time someone had ScreeningFailed?', () => ({ names: ['ScreeningFailed'] })),
  lastCase('last-referral', 'when did someone last send a referral.sent', () => ({
    names: ['referral.sent'],
  })),
  existsCase('exists-deferred-7d', 'Did anyone get Donor Deferred in the past 7 days?', (now) => ({
    range: R.lastDays(T(now), 7),
    names: ['Donor Deferred'],
  })),
  lastCase('last-bus', 'most recent BusCheckIn?', () => ({ names: ['BusCheckIn'] })),
  {
    id: 'exists-1013-donated-30d',
    type: 'recency',
    low: true,
    question: 'did donor_1013 have a donation_completed in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { user: P.churner, names: ['donation_completed'], range: R.lastDays(T(now), 30) });
      return s.length ? hi({ numbers: [s.length], dataPoints: s.length }) : LOW;
    },
  },
  lastCase('last-1050-reward', 'when did donor_1050 last have reward_redeemed?', () => ({
    names: ['reward_redeemed'],
    user: P.rewardHunter,
  })),

  // catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'Which event names exist in our data?',
    expect: (ev) =>
      hi({ names: [...new Set(ev.map((e) => e.eventName))], unordered: true, dataPoints: ev.length }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users do we have overall?',
    expect: (ev) => hi({ numbers: [users(ev).size], dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'Total number of events stored, all time?',
    expect: (ev) => hi({ numbers: [ev.length], dataPoints: ev.length }),
  },
  {
    id: 'cat-list',
    type: 'catalogue',
    question: 'new analyst here — what event types do we track? list them',
    expect: (ev) =>
      hi({ names: [...new Set(ev.map((e) => e.eventName))], unordered: true, dataPoints: ev.length }),
  },
  {
    id: 'cat-name-count',
    type: 'catalogue',
    question: 'how many distinct event names are there?',
    expect: (ev) => hi({ numbers: [new Set(ev.map((e) => e.eventName)).size], dataPoints: ev.length }),
  },
  {
    id: 'cat-both',
    type: 'catalogue',
    question: "for the board deck: total donors and total events we've recorded",
    expect: (ev) => hi({ numbers: [users(ev).size, ev.length], dataPoints: ev.length }),
  },
  {
    id: 'cat-events-users-names',
    type: 'catalogue',
    question: 'Give me an overview of the dataset: event names, number of users, number of events.',
    expect: (ev) =>
      hi({
        names: [...new Set(ev.map((e) => e.eventName))],
        unordered: true,
        numbers: [users(ev).size, ev.length],
        dataPoints: ev.length,
      }),
  },

  // other
  other('other-bloodtype', 'What is the blood type breakdown of our donors? How many are O negative?'),
  other('other-stock', 'How many units of platelets are in stock at the central blood bank right now?'),
  other('other-weather', 'Will it rain at the blood-drive bus location tomorrow?'),
  other('other-age', 'how old is donor_1007 and where do they live?'),
  other('other-nps', "What's our donor satisfaction (NPS) score this quarter?"),
  other('other-waittime', 'Which donation centre has the shortest waiting time today?'),
  other(
    'other-cancel-reason',
    'Why exactly did people cancel their appointments — what reasons did they give?',
  ),
  other('other-translate', 'Translate our donation reminder text into Spanish please'),
  other('other-hospital', 'Which hospitals received the blood we collected last month?'),
  other('other-poem', 'write a thank-you poem for our volunteers'),
];
