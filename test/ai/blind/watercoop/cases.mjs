/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's files, kept as its author wrote them */
import {
  DAY,
  WEEK,
  MONTHS,
  round,
  time,
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
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  pastMonthDay,
  pastMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';

// ---------- helpers ----------
const T = (now) => +now;
const INCIDENT = (now) => dayStart(T(now)) - 37 * DAY;
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const d = (t) => new Date(t);
const fmtIso = (t) => isoDay(t);
const fmtLong = (t) => `${MONTHS[d(t).getUTCMonth()]} ${ord(d(t).getUTCDate())}`;
const fmtShort = (t) => `${SHORT[d(t).getUTCMonth()]} ${d(t).getUTCDate()}`;
const fmtDMY = (t) => `${d(t).getUTCDate()} ${SHORT[d(t).getUTCMonth()]} ${d(t).getUTCFullYear()}`;
const fmtSlash = (t) =>
  `${d(t).getUTCFullYear()}/${String(d(t).getUTCMonth() + 1).padStart(2, '0')}/${String(d(t).getUTCDate()).padStart(2, '0')}`;
const daysAgo = (now, n) => dayStart(T(now)) - n * DAY;
// month k months back (named without year in questions): start of that calendar month
const monthBack = (now, k) => monthStart(T(now), -k);
const monthName = (t) => MONTHS[d(t).getUTCMonth()];
const monthRange = (now, k) => ranges.month(pastMonth(T(now), d(monthBack(now, k)).getUTCMonth()));
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const r2 = (x) => round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : r2((v[m - 1] + v[m]) / 2);
};
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const absDiff = (c) => c.diff; // the scorer accepts an unsigned figure worded as a decrease

const count =
  (range, names, user, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    return { numbers: [s.length], confidence, dataPoints: s.length };
  };
const distinct =
  (range, names, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, { range: range(now), names });
    return { numbers: [users(s).size], confidence, dataPoints: s.length };
  };
const topN = (
  range,
  key,
  n,
  { names, user, measure, ascending = false, confidence = 'high', digits } = {},
) => {
  const full = (ev, now) =>
    rank(tally(select(ev, { range: range(now), names, user }), key, measure), { ascending });
  const f = (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    const top = full(ev, now).slice(0, n);
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => (digits === undefined ? v : r2(v))),
      confidence,
      dataPoints: s.length,
    };
  };
  f.tieAtCut = (ev, now) => {
    const r = full(ev, now);
    return r.length > n && Math.abs(r[n - 1][1] - r[n][1]) < 1e-9;
  };
  return f;
};
const cmp =
  (
    r1,
    r2_,
    { names, measure = (s) => s.length, distinctUsers = false, money = false, confidence = 'high' } = {},
  ) =>
  (ev, now) => {
    const a = select(ev, { range: r1(now), names }),
      b = select(ev, { range: r2_(now), names });
    const m = distinctUsers ? (s) => users(s).size : measure;
    const c = change(m(a), m(b));
    const fix = money ? r2 : (x) => x;
    const nums = [fix(c.earlier), fix(c.later), fix(c.diff)];
    return {
      numbers: nums,
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };

const prevDays = (n) => (now) => ({ from: T(now) - 2 * n * DAY, to: T(now) - n * DAY });

// ---------- cases ----------
export const cases = [
  // ===== count =====
  {
    id: 'count-logins-7d',
    type: 'count',
    question: 'how many customer.login events in the last 7 days?',
    expect: count((now) => ranges.lastDays(T(now), 7), ['customer.login']),
  },
  {
    id: 'count-leaks-30d',
    type: 'count',
    question: 'Quick one from the ops desk — number of leak reported events over the past 30 days?',
    expect: count((now) => ranges.lastDays(T(now), 30), ['leak-reported']),
  },
  {
    id: 'count-dispatch-lastweek',
    type: 'count',
    question: 'How many times were crews dispatched last week (CrewDispatched)?',
    expect: count((now) => ranges.lastWeek(T(now)), ['CrewDispatched']),
  },
  {
    id: 'count-bills-between',
    type: 'count',
    question: (now) =>
      `count of bill.issued between ${fmtIso(daysAgo(now, 45))} and ${fmtIso(daysAgo(now, 16))}`,
    expect: count((now) => ranges.between(daysAgo(now, 45), daysAgo(now, 16)), ['bill.issued']),
  },
  {
    id: 'count-all-today',
    type: 'count',
    question: 'how many events have come in today so far',
    expect: count((now) => ranges.today(T(now))),
  },
  {
    id: 'count-outage-incident',
    type: 'count',
    question: (now) =>
      `How many outage.reported events did we get on ${fmtLong(INCIDENT(now))}? That was the Hillcrest main break.`,
    expect: count(
      (now) => ranges.on(pastMonthDay(T(now), d(INCIDENT(now)).getUTCMonth(), d(INCIDENT(now)).getUTCDate())),
      ['outage.reported'],
    ),
  },
  {
    id: 'count-topcust-readings-lastmonth',
    type: 'count',
    question: `how many meter reading submitted events did ${PERSONAS.topCustomer} have last month`,
    expect: count((now) => ranges.lastMonth(T(now)), ['meter_reading_submitted'], PERSONAS.topCustomer),
  },
  {
    id: 'count-payments-loose',
    type: 'count',
    question: 'how many payments came in during the last 2 weeks?',
    expect: count((now) => ranges.lastWeeks(T(now), 2), ['BillPaid'], undefined, 'not-high'),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'total activity in the past 24 hours pls',
    expect: count((now) => ranges.lastHours(T(now), 24)),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'How many water_shutoff_scheduled events happened last month?',
    expect: LOW,
  },

  // ===== users =====
  {
    id: 'users-login-30d',
    type: 'users',
    question: 'How many unique customers did a customer login in the past 30 days?',
    expect: distinct((now) => ranges.lastDays(T(now), 30), ['customer.login']),
  },
  {
    id: 'users-active-thisweek',
    type: 'users',
    question: 'how many acitve users so far this week?',
    expect: distinct((now) => ranges.thisWeek(T(now))),
  },
  {
    id: 'users-readings-month',
    type: 'users',
    question: (now) =>
      `how many people submitted a meter_reading_submitted in ${monthName(monthBack(now, 2))}?`,
    expect: distinct((now) => monthRange(now, 2), ['meter_reading_submitted']),
  },
  {
    id: 'users-paperless-since',
    type: 'users',
    question: (now) => `Number of distinct users with a paperless opt in since ${fmtShort(daysAgo(now, 50))}`,
    expect: distinct(
      (now) =>
        ranges.since(
          pastMonthDay(T(now), d(daysAgo(now, 50)).getUTCMonth(), d(daysAgo(now, 50)).getUTCDate()),
          T(now),
        ),
      ['paperless-opt-in'],
    ),
  },
  {
    id: 'users-jobclosed-14d',
    type: 'users',
    question: 'how many diferent crew members logged job_closed in the last 14 days',
    expect: distinct((now) => ranges.lastDays(T(now), 14), ['job_closed']),
  },
  {
    id: 'users-leak-3mo',
    type: 'users',
    question: 'For the board deck: how many customers reported a leak (Leak Reported) in the last 3 months?',
    expect: distinct((now) => ranges.lastMonths(T(now), 3), ['leak-reported']),
  },
  {
    id: 'users-signin-loose',
    type: 'users',
    question: 'how many users signed in to the portal in the last 24 hours?',
    expect: distinct((now) => ranges.lastHours(T(now), 24), ['customer.login'], 'not-high'),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many users triggered gis_layer_synced this month',
    expect: LOW,
  },

  // ===== value =====
  {
    id: 'value-m3-lastmonth',
    type: 'value',
    question: 'Total cubic metres across all meter_reading_submitted events last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)), names: ['meter_reading_submitted'] });
      return { numbers: [r2(sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-avg-payment-30d',
    type: 'value',
    question: 'what is the average BillPaid amount over the last 30 days',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30), names: ['BillPaid'] });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-max-payment',
    type: 'value',
    question: 'biggest single Bill Paid ever?',
    expect: (ev) => {
      const s = select(ev, { names: ['BillPaid'] });
      return { numbers: [max(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-min-chlorine-60d',
    type: 'value',
    question: 'lowest value recorded on Quality Sample Taken in the last 60 days? (its chlorine mg/L)',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 60), names: ['Quality Sample Taken'] });
      return { numbers: [min(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-median-jobhours',
    type: 'value',
    question: 'Median eventValue of job_closed last month — i.e. hours on site per job',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)), names: ['job_closed'] });
      return { numbers: [median(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-bigpayer-sum',
    type: 'value',
    question: `sum of BillPaid for ${PERSONAS.bigPayer}, all time`,
    expect: (ev) => {
      const s = select(ev, { names: ['BillPaid'], user: PERSONAS.bigPayer });
      return { numbers: [r2(sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-revenue-month',
    type: 'value',
    question: (now) => `finance here: how much revenue did we collect in ${monthName(monthBack(now, 1))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: monthRange(now, 1), names: ['BillPaid'] });
      return { numbers: [r2(sum(s))], names: ['BillPaid'], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'value-avg-crewsize-14d',
    type: 'value',
    question: "avg value of crew dispatched over the past 14 days (that's crew size)",
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 14), names: ['CrewDispatched'] });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-newcomer-avg-reading',
    type: 'value',
    question: `what's the mean meter_reading_submitted value for ${PERSONAS.newcomer}?`,
    expect: (ev) => {
      const s = select(ev, { names: ['meter_reading_submitted'], user: PERSONAS.newcomer });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-unknown-user',
    type: 'value',
    low: true,
    question: `total BillPaid for ${NOBODY}?`,
    expect: LOW,
  },

  // ===== top-events =====
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: topN((now) => ranges.lastDays(T(now), 30), byName, 5),
  },
  {
    id: 'top-events-least3',
    type: 'top-events',
    question: 'What are the 3 least common events overall?',
    expect: topN(() => ranges.all(), byName, 3, { ascending: true }),
  },
  {
    id: 'top-events-incident-day',
    type: 'top-events',
    question: (now) => `what was the single most common event on ${fmtIso(INCIDENT(now))}?`,
    expect: topN((now) => ranges.on(INCIDENT(now)), byName, 1),
  },
  {
    id: 'top-events-lastmonth-all',
    type: 'top-events',
    question: 'rank every event type by how often it happened last month, most first',
    expect: topN((now) => ranges.lastMonth(T(now)), byName, 12),
  },
  {
    id: 'top-events-topcust',
    type: 'top-events',
    question: `top 2 events for ${PERSONAS.topCustomer}`,
    expect: topN(() => ranges.all(), byName, 2, { user: PERSONAS.topCustomer }),
  },
  {
    id: 'top-events-default',
    type: 'top-events',
    question: 'which events are most common this year?',
    expect: topN((now) => ranges.thisYear(T(now)), byName, 5),
  },
  {
    id: 'top-events-pastweek',
    type: 'top-events',
    question: 'most frequent 3 event names in the past week?',
    expect: topN((now) => ranges.lastDays(T(now), 7), byName, 3),
  },

  // ===== top-users =====
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'top 5 most active users of all time',
    expect: topN(() => ranges.all(), byUser, 5),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: topN(() => ranges.all(), byUser, 3, {
      names: ['BillPaid'],
      measure: value,
      confidence: 'not-high',
      digits: 2,
    }),
  },
  {
    id: 'top-users-readings-30d',
    type: 'top-users',
    question: 'which customer submitted the most meter_reading_submitted events in the last 30 days?',
    expect: topN((now) => ranges.lastDays(T(now), 30), byUser, 1, { names: ['meter_reading_submitted'] }),
  },
  {
    id: 'top-users-m3-30d',
    type: 'top-users',
    question:
      'top 2 users by summed meter_reading_submitted value (m3) in the past 30 days — who uses the most water?',
    expect: topN((now) => ranges.lastDays(T(now), 30), byUser, 2, {
      names: ['meter_reading_submitted'],
      measure: value,
      digits: 2,
    }),
  },
  {
    id: 'top-users-jobs-lastmonth',
    type: 'top-users',
    question: 'which crew member had the most job_closed last month?',
    expect: topN((now) => ranges.lastMonth(T(now)), byUser, 1, { names: ['job_closed'] }),
  },
  {
    id: 'top-users-paid-3mo',
    type: 'top-users',
    question: 'Top 3 users by total BillPaid value over the last 3 months',
    expect: topN((now) => ranges.lastMonths(T(now), 3), byUser, 3, {
      names: ['BillPaid'],
      measure: value,
      digits: 2,
    }),
  },
  {
    id: 'top-users-login-30d',
    type: 'top-users',
    question: 'who logged into the portal most (customer.login) in the past 30 days?',
    expect: topN((now) => ranges.lastDays(T(now), 30), byUser, 1, { names: ['customer.login'] }),
  },
  {
    id: 'top-users-samples',
    type: 'top-users',
    question: 'rank the top 3 users by Quality Sample Taken count',
    expect: topN(() => ranges.all(), byUser, 3, { names: ['Quality Sample Taken'] }),
  },

  // ===== user =====
  {
    id: 'user-topcust-profile',
    type: 'user',
    question: `tell me about ${PERSONAS.topCustomer}: how many events, first seen, last seen`,
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.topCustomer });
      const ts = s.map(time);
      const a = Math.min(...ts),
        b = Math.max(...ts);
      return {
        numbers: [s.length],
        names: [isoDay(a), hhmm(a), isoDay(b), hhmm(b)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-churner-lastseen',
    type: 'user',
    question: `when was ${PERSONAS.churner} last seen? support says they stopped using the portal`,
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.churner });
      const b = Math.max(...s.map(time));
      return { names: [isoDay(b), hhmm(b)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-plan-eventnames',
    type: 'user',
    question: `which event types has ${PERSONAS.planUser} used?`,
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.planUser });
      return {
        names: [...new Set(s.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-crewlead-7d',
    type: 'user',
    question: `how many events did ${PERSONAS.crewLead} log in the last 7 days?`,
    expect: count((now) => ranges.lastDays(T(now), 7), undefined, PERSONAS.crewLead),
  },
  {
    id: 'user-newcomer-firstseen',
    type: 'user',
    question: `first seen date for ${PERSONAS.newcomer}?`,
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.newcomer });
      const a = Math.min(...s.map(time));
      return { names: [isoDay(a), hhmm(a)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-mover-recent',
    type: 'user',
    question: `show the 3 most recent events of ${PERSONAS.mover}`,
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.mover });
      const top = newestFirst(s).slice(0, 3);
      return { names: top.map(byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-lab-since',
    type: 'user',
    question: (now) => `${PERSONAS.labTech} activity since ${fmtDMY(daysAgo(now, 21))}: how many events?`,
    expect: count((now) => ranges.since(daysAgo(now, 21), T(now)), undefined, PERSONAS.labTech),
  },
  {
    id: 'user-unknown',
    type: 'user',
    low: true,
    question: `what has ${NOBODY} been up to lately?`,
    expect: LOW,
  },

  // ===== breakdown =====
  {
    id: 'bd-logins-month',
    type: 'breakdown',
    question: 'customer.login per month, all time',
    expect: (ev) => {
      const s = select(ev, { names: ['customer.login'] });
      const m = [...tally(s, byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'bd-dispatch-weekday',
    type: 'breakdown',
    question: 'which weekday do we see the most CrewDispatched events on? planning crew rotas',
    expect: topN(() => ranges.all(), byWeekday, 1, { names: ['CrewDispatched'] }),
  },
  {
    id: 'bd-login-hour-30d',
    type: 'breakdown',
    question: 'busiest hour of the day for customer.login over the last 30 days (UTC)?',
    expect: topN((now) => ranges.lastDays(T(now), 30), byHour, 1, { names: ['customer.login'] }),
  },
  {
    id: 'bd-outage-busiest-day',
    type: 'breakdown',
    question: 'Which day had the most outage.reported events?',
    expect: topN(() => ranges.all(), byDay, 1, { names: ['outage.reported'] }),
  },
  {
    id: 'bd-jobs-weekly',
    type: 'breakdown',
    question: (now) => `job_closed per week since ${fmtLong(weekStart(T(now)) - 4 * WEEK)}`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: ranges.since(weekStart(T(now)) - 4 * WEEK, T(now)),
        names: ['job_closed'],
      });
      const m = [...tally(s, byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'bd-login-quietest-weekday',
    type: 'breakdown',
    question:
      'what is the quietest day of the week for customer logins? thinking of scheduling portal maintanence then',
    expect: topN(() => ranges.all(), byWeekday, 1, { names: ['customer.login'], ascending: true }),
  },
  {
    id: 'bd-busiest-day-60d',
    type: 'breakdown',
    question: 'busiest day overall in the last 60 days, and how many events?',
    expect: topN((now) => ranges.lastDays(T(now), 60), byDay, 1),
  },
  {
    id: 'bd-paid-monthly',
    type: 'breakdown',
    question: (now) => `monthly totals of BillPaid value since ${fmtIso(monthBack(now, 2))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.since(monthBack(now, 2), T(now)), names: ['BillPaid'] });
      const m = [...tally(s, byMonth, value)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => r2(v)),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },

  // ===== compare =====
  {
    id: 'cmp-paid-7d',
    type: 'compare',
    question: 'BillPaid value: last 7 days vs the previous 7 days?',
    expect: cmp(prevDays(7), (now) => ranges.lastDays(T(now), 7), {
      names: ['BillPaid'],
      measure: sum,
      money: true,
    }),
  },
  {
    id: 'cmp-paid-lastmonth',
    type: 'compare',
    question: 'BillPaid total last month compared with the month before?',
    expect: cmp(
      (now) => ({ from: monthStart(T(now), -2), to: monthStart(T(now), -1) }),
      (now) => ranges.lastMonth(T(now)),
      { names: ['BillPaid'], measure: sum, money: true },
    ),
  },
  {
    id: 'cmp-logins-growing',
    type: 'compare',
    question: 'is customer.login growing? compare the last 30 days with the 30 days before',
    expect: cmp(prevDays(30), (now) => ranges.lastDays(T(now), 30), { names: ['customer.login'] }),
  },
  {
    id: 'cmp-logins-months',
    type: 'compare',
    question: (now) => `customer logins, ${monthName(monthBack(now, 2))} vs ${monthName(monthBack(now, 1))}?`,
    expect: cmp(
      (now) => monthRange(now, 2),
      (now) => monthRange(now, 1),
      { names: ['customer.login'] },
    ),
  },
  {
    id: 'cmp-m3-lastweek',
    type: 'compare',
    question: 'cubic metres submitted (sum of meter_reading_submitted value) last week vs the week before?',
    expect: cmp(
      (now) => ({ from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK }),
      (now) => ranges.lastWeek(T(now)),
      { names: ['meter_reading_submitted'], measure: sum, money: true },
    ),
  },
  {
    id: 'cmp-active-14d',
    type: 'compare',
    question: 'active users in the last 14 days compared with the 14 days before that',
    expect: cmp(prevDays(14), (now) => ranges.lastDays(T(now), 14), { distinctUsers: true }),
  },
  {
    id: 'cmp-leaks-30d',
    type: 'compare',
    question: 'leak-reported: last 30 days vs the prior 30 days. did it calm down after the main break?',
    expect: cmp(prevDays(30), (now) => ranges.lastDays(T(now), 30), { names: ['leak-reported'] }),
  },
  {
    id: 'cmp-all-7d',
    type: 'compare',
    question: 'total events in the last 7 days vs the 7 days before, with % change',
    expect: cmp(prevDays(7), (now) => ranges.lastDays(T(now), 7)),
  },

  // ===== share =====
  {
    id: 'share-login-30d',
    type: 'share',
    question: 'what % of events in the last 30 days were customer.login?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30) });
      const x = s.filter((e) => e.eventName === 'customer.login').length;
      return { percents: [percent(x, s.length)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'share-paperless-users-30d',
    type: 'share',
    question: 'What share of users active in the past 30 days did paperless-opt-in?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30) });
      const x = users(s.filter((e) => e.eventName === 'paperless-opt-in')).size;
      return { percents: [percent(x, users(s).size)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'share-outage-all',
    type: 'share',
    question: 'percentage of all events that are outage.reported',
    expect: (ev) => {
      const x = ev.filter((e) => e.eventName === 'outage.reported').length;
      return { percents: [percent(x, ev.length)], confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'share-paid-users-lastmonth',
    type: 'share',
    question: 'Of the users active last month, what percent did a BillPaid?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)) });
      const x = users(s.filter((e) => e.eventName === 'BillPaid')).size;
      return { percents: [percent(x, users(s).size)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'share-outage-incident',
    type: 'share',
    question: (now) => `on ${fmtDMY(INCIDENT(now))}, what share of all events were outage.reported?`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.on(INCIDENT(now)) });
      const x = s.filter((e) => e.eventName === 'outage.reported').length;
      return { percents: [percent(x, s.length)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'share-readers-all',
    type: 'share',
    question: 'what percentage of users have ever submitted a meter_reading_submitted?',
    expect: (ev) => {
      const x = users(ev.filter((e) => e.eventName === 'meter_reading_submitted')).size;
      return { percents: [percent(x, users(ev).size)], confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'share-leaks-loose',
    type: 'share',
    question: 'roughly what fraction of our activity in the last 90 days is leaks?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 90) });
      const x = s.filter((e) => e.eventName === 'leak-reported').length;
      return { percents: [percent(x, s.length)], confidence: 'not-high', dataPoints: s.length };
    },
  },

  // ===== conversion =====
  ...[
    [
      'conv-bill-paid-month',
      (now) =>
        `of customers who got a bill.issued in ${monthName(monthBack(now, 2))}, how many then did BillPaid (same month)?`,
      (now) => monthRange(now, 2),
      'bill.issued',
      'BillPaid',
    ],
    [
      'conv-login-reading-30d',
      () => 'conversion from customer.login to meter_reading_submitted over the last 30 days',
      (now) => ranges.lastDays(T(now), 30),
      'customer.login',
      'meter_reading_submitted',
    ],
    [
      'conv-dispatch-close-7d',
      () => 'CrewDispatched -> job_closed conversion in the past 7 days?',
      (now) => ranges.lastDays(T(now), 7),
      'CrewDispatched',
      'job_closed',
    ],
    [
      'conv-leak-login-90d',
      () =>
        'Of users with a leak-reported in the last 90 days, what % came back and did a customer.login afterwards?',
      (now) => ranges.lastDays(T(now), 90),
      'leak-reported',
      'customer.login',
    ],
    [
      'conv-paperless-paid',
      () => 'how many users who did paperless-opt-in went on to do BillPaid after? all time',
      () => ranges.all(),
      'paperless-opt-in',
      'BillPaid',
    ],
    [
      'conv-bill-plan',
      () => 'funnel: bill.issued then Payment Plan Created — how many converted, all time?',
      () => ranges.all(),
      'bill.issued',
      'Payment Plan Created',
    ],
    [
      'conv-outage-login-since',
      (now) =>
        `since ${fmtSlash(INCIDENT(now))}, of people who filed an outage.reported, how many later had a customer.login?`,
      (now) => ranges.since(INCIDENT(now), T(now)),
      'outage.reported',
      'customer.login',
    ],
  ].map(([id, question, range, a, b]) => ({
    id,
    type: 'conversion',
    question,
    expect: (ev, now) => {
      const r = range(now);
      const c = conversion(ev, r, a, b);
      return {
        numbers: [c.did, c.converted],
        percents: [c.pct],
        confidence: 'high',
        dataPoints: select(ev, { range: r, names: [a, b] }).length,
      };
    },
  })),

  // ===== churn =====
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(monthBack(now, 2))} but not in ${monthName(monthBack(now, 1))}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, monthRange(now, 2), monthRange(now, 1)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'how many new customers showed up in the last 30 days (first event ever)?',
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-window',
    type: 'churn',
    question: (now) =>
      `users active between ${fmtIso(daysAgo(now, 90))} and ${fmtIso(daysAgo(now, 61))} but with no events since ${fmtIso(daysAgo(now, 30))} — how many?`,
    expect: (ev, now) => ({
      numbers: [
        churned(
          ev,
          ranges.between(daysAgo(now, 90), daysAgo(now, 61)),
          ranges.since(daysAgo(now, 30), T(now)),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'New users last month? (for the members newsletter)',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastMonth(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: "customers who were active last month but haven't done anything this month — count?",
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastMonth(T(now)), ranges.thisMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `how many brand-new users since ${fmtLong(daysAgo(now, 20))}?`,
    expect: (ev, now) => ({
      numbers: [
        newUsers(
          ev,
          ranges.since(
            pastMonthDay(T(now), d(daysAgo(now, 20)).getUTCMonth(), d(daysAgo(now, 20)).getUTCDate()),
            T(now),
          ),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lastweek',
    type: 'churn',
    question: 'churn check: users active last week but not this week?',
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastWeek(T(now)), ranges.thisWeek(T(now))).length],
      confidence: 'high',
    }),
  },

  // ===== recency =====
  ...[
    ['rec-last-outage', 'when was the last outage.reported?', 'outage.reported'],
    ['rec-last-move', 'Last ServiceMoveRequested — when did that happen?', 'ServiceMoveRequested'],
    ['rec-last-sample', 'when did we last log a Quality Sample Taken?', 'Quality Sample Taken'],
    ['rec-last-leak', 'most recent leak-reported, date and time please', 'leak-reported'],
    ['rec-last-plan', 'when was the latest payment plan created?', 'Payment Plan Created'],
  ].map(([id, question, name]) => ({
    id,
    type: 'recency',
    question,
    expect: (ev) => {
      const s = select(ev, { names: [name] });
      const t = Math.max(...s.map(time));
      return { names: [isoDay(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
    },
  })),
  {
    id: 'rec-any-plan-90d',
    type: 'recency',
    question: 'did anyone set up a Payment Plan Created in the last 90 days?',
    expect: count((now) => ranges.lastDays(T(now), 90), ['Payment Plan Created']),
  },
  {
    id: 'rec-plan-user-paid',
    type: 'recency',
    question: `when did ${PERSONAS.planUser} last get a bill.issued?`,
    expect: (ev) => {
      const s = select(ev, { names: ['bill.issued'], user: PERSONAS.planUser });
      const t = Math.max(...s.map(time));
      return { names: [isoDay(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-unknown',
    type: 'recency',
    low: true,
    question: 'when was the last hydrant_flushed event?',
    expect: LOW,
  },

  // ===== catalogue =====
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'list all the event names we track',
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
    question: 'how many users are there overall?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total number of events stored in teh system?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-types',
    type: 'catalogue',
    question: 'how many distinct event types exist in our data',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'new analyst here — what data do you have? how many events and how many users in total?',
    expect: (ev) => ({ numbers: [ev.length, users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-counts',
    type: 'catalogue',
    question: 'give me the full event catalogue with a count for each name',
    expect: (ev) => {
      const r = rank(tally(ev, byName));
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
    id: 'cat-has-names',
    type: 'catalogue',
    question: 'which event types exist? just the names',
    expect: (ev) => ({ names: [...EVENT_NAMES], unordered: true, confidence: 'high', dataPoints: ev.length }),
  },

  // ===== other =====
  ...[
    'what is the average water pressure in zone 4 right now?',
    'which customers still have lead service lines?',
    "predict next month's total consumption for the cooperative",
    'what is the legal maximum for chlorine in drinking water?',
    'how satisfied are customers with our field crews? NPS please',
    'Send a payment reminder to everyone who is overdue',
    'what will the weather be tomorrow in Hillcrest — should we pre-stage crews?',
    'which water mains are the oldest in the network?',
    "what is the cooperative's debt-to-equity ratio this year?",
    "what's the reservoir level at the north plant?",
  ].map((question, i) => ({ id: `other-${i + 1}`, type: 'other', question, expect: LOW })),
];
