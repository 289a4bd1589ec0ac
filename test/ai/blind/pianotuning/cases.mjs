/* eslint-disable -- a blind round's file, kept as its author wrote it */
// Blind round "pianotuning": questions from the staff of a piano tuning & repair booking app.
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
  tally,
  rank,
  time,
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
  isoMonth,
  minusMonths,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';

const T = (now) => +now;
const kDay = (now, k) => dayStart(T(now)) - k * DAY; // start of the day k days ago
const INCIDENT = (now) => kDay(now, 23); // the scheduling-outage day
const suffix = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const ordDay = (t) => `${longDay(t)}${suffix(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const dayMonth = (t) => `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};
const round2 = (x) => Math.round(x * 100) / 100;

const LOW = { confidence: 'low', dataPoints: 0 };
const exp = (confidence, numbers, dataPoints, extra = {}) => ({ confidence, numbers, dataPoints, ...extra });
const lowIfEmpty = (x) => (x.dataPoints === 0 ? { ...LOW } : x);

// ranked answer with tie detection at the cut
function ranked(evs, key, { n = Infinity, ascending = false, measure, conf = 'high', dataPoints } = {}) {
  const r = rank(tally(evs, key, measure), { n, ascending });
  return lowIfEmpty({
    confidence: conf,
    names: r.map(([k]) => k),
    numbers: r.map(([, v]) => round2(v)),
    dataPoints: dataPoints ?? evs.length,
  });
}
function tieCheck(getEvs, key, { n = 1, ascending = false, measure } = {}) {
  return (events, now) => {
    const all = rank(tally(getEvs(events, now), key, measure), { ascending });
    return all.length > n && n < Infinity && all[n - 1][1] === all[n][1];
  };
}
function withTie(c, getEvs, key, opts) {
  c.expect.tieAtCut = tieCheck(getEvs, key, opts);
  return c;
}

// ------------------------------------------------------------------------------------------
const count = [
  {
    id: 'count-booked-7d',
    question: 'how many tuning_booked events in the last 7 days?',
    expect: (ev, now) => {
      const n = select(ev, { range: ranges.lastDays(T(now), 7), names: ['tuning_booked'] }).length;
      return exp('high', [n], n);
    },
  },
  {
    id: 'count-cancel-lastweek',
    question: 'Number of BookingCancelled last week pls',
    expect: (ev, now) => {
      const n = select(ev, { range: ranges.lastWeek(T(now)), names: ['BookingCancelled'] }).length;
      return exp('high', [n], n);
    },
  },
  {
    id: 'count-cancel-incident',
    question: (now) =>
      `Support here - how many BookingCancelled events came in on ${ordDay(INCIDENT(now))}? Phones were ringing nonstop that day.`,
    expect: (ev, now) => {
      const n = select(ev, { range: ranges.on(INCIDENT(now)), names: ['BookingCancelled'] }).length;
      return exp('high', [n], n);
    },
  },
  {
    id: 'count-all-yesterday',
    question: 'total number of events yesterday, all types',
    expect: (ev, now) => {
      const n = select(ev, { range: ranges.yesterday(T(now)) }).length;
      return exp('high', [n], n);
    },
  },
  {
    id: 'count-parts-since',
    question: (now) => `how many part_ordered since ${isoDay(monthStart(T(now), -1))}?`,
    expect: (ev, now) => {
      const n = select(ev, {
        range: ranges.since(monthStart(T(now), -1), T(now)),
        names: ['part_ordered'],
      }).length;
      return exp('high', [n], n);
    },
  },
  {
    id: 'count-unknown-moved',
    low: true,
    question: 'How many piano_moved events did we log last month?',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'count-app-between',
    question: (now) => `count of app_opened between ${isoDay(kDay(now, 40))} and ${isoDay(kDay(now, 34))}`,
    expect: (ev, now) => {
      const n = select(ev, {
        range: ranges.between(kDay(now, 40), kDay(now, 34)),
        names: ['app_opened'],
      }).length;
      return exp('high', [n], n);
    },
  },
  {
    id: 'count-finished-loose',
    question: 'how many tunings got finished in the past 30 days?',
    expect: (ev, now) => {
      const n = select(ev, { range: ranges.lastDays(T(now), 30), names: ['tuning.completed'] }).length;
      return exp('not-high', [n], n);
    },
  },
  {
    id: 'count-reminders-3m',
    question: 'reminder.sent count over the last 3 months? (the yearly tuning nudges)',
    expect: (ev, now) => {
      const n = select(ev, { range: ranges.lastMonths(T(now), 3), names: ['reminder.sent'] }).length;
      return exp('high', [n], n);
    },
  },
];

const usersQ = [
  {
    id: 'users-booked-lastmonth',
    question: 'How many unique users had a tuning_booked last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)), names: ['tuning_booked'] });
      return exp('high', [users(s).size], s.length);
    },
  },
  {
    id: 'users-active-7d',
    question: 'active users in the past 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 7) });
      return exp('high', [users(s).size], s.length);
    },
  },
  {
    id: 'users-reviewers-30d',
    question: 'For the ops sync: how many distinct people did review_submitted in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30), names: ['review_submitted'] });
      return exp('high', [users(s).size], s.length);
    },
  },
  {
    id: 'users-dispatched-14d',
    question:
      'how many different users have a TechnicianDispatched in the last 14 days? i.e. how many techs were actually out on jobs',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 14), names: ['TechnicianDispatched'] });
      return exp('high', [users(s).size], s.length);
    },
  },
  {
    id: 'users-accepted-since',
    question: (now) => `unique users with repair-quote-accepted since ${shortDay(kDay(now, 75))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.since(kDay(now, 75), T(now)), names: ['repair-quote-accepted'] });
      return exp('high', [users(s).size], s.length);
    },
  },
  {
    id: 'users-unknown-delivered',
    low: true,
    question: 'how many customers triggered piano_delivered this year?',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'users-active-yesterday',
    question: 'How many people used the app yesterday? any activity counts',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.yesterday(T(now)) });
      return exp('high', [users(s).size], s.length);
    },
  },
  {
    id: 'users-paid-month',
    question: (now) =>
      `how many distinct customers had a payment.received in ${monthName(monthStart(T(now), -2))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.month(monthStart(T(now), -2)), names: ['payment.received'] });
      return exp('high', [users(s).size], s.length);
    },
  },
];

const valueQ = [
  {
    id: 'value-payments-lastmonth',
    question: 'total payment.received amount last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)), names: ['payment.received'] });
      return exp('high', [sum(s)], s.length);
    },
  },
  {
    id: 'value-stars-30d',
    question: 'average review_submitted value (star rating) over the past 30 days',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30), names: ['review_submitted'] });
      return exp('high', [avg(s)], s.length);
    },
  },
  {
    id: 'value-max-quote',
    question: 'biggest Repair Quote Sent value ever?',
    expect: (ev) => {
      const s = select(ev, { names: ['Repair Quote Sent'] });
      return exp('high', [max(s)], s.length);
    },
  },
  {
    id: 'value-min-part-60d',
    question: 'smallest part_ordered cost in the last 60 days',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 60), names: ['part_ordered'] });
      return exp('high', [min(s)], s.length);
    },
  },
  {
    id: 'value-median-booked',
    question: 'whats the median tuning_booked value for last week? want to sanity-check our quoted prices',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(T(now)), names: ['tuning_booked'] });
      return exp('high', [median(s)], s.length);
    },
  },
  {
    id: 'value-avg-distance',
    question: 'Mean TechnicianDispatched value over the last 4 weeks (it is the driving distance in km)',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeeks(T(now), 4), names: ['TechnicianDispatched'] });
      return exp('high', [avg(s)], s.length);
    },
  },
  {
    id: 'value-revenue-lastmonth',
    question: 'what was our revenue last month? finance wants a rough number',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(T(now)), names: ['payment.received'] });
      return exp('not-high', [sum(s)], s.length);
    },
  },
  {
    id: 'value-concerthall-accepted',
    question: `sum of repair-quote-accepted for ${PERSONAS.concertHall}`,
    expect: (ev) => {
      const s = select(ev, { names: ['repair-quote-accepted'], user: PERSONAS.concertHall });
      return exp('high', [sum(s)], s.length);
    },
  },
  {
    id: 'value-minutes-2w',
    question: 'avg tuning.completed value in the last 2 weeks? (minutes on site)',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeeks(T(now), 2), names: ['tuning.completed'] });
      return exp('high', [avg(s)], s.length);
    },
  },
];

const topEvents = [
  withTie(
    {
      id: 'top-events-30d',
      question: 'top 5 events in the last 30 days',
      expect: (ev, now) => ranked(select(ev, { range: ranges.lastDays(T(now), 30) }), byName, { n: 5 }),
    },
    (ev, now) => select(ev, { range: ranges.lastDays(T(now), 30) }),
    byName,
    { n: 5 },
  ),
  withTie(
    {
      id: 'top-events-default',
      question: 'What are our most common events?',
      expect: (ev) => ranked(ev, byName, { n: 5 }),
    },
    (ev) => ev,
    byName,
    { n: 5 },
  ),
  withTie(
    {
      id: 'top-events-least3',
      question: 'least common 3 event names over the last 3 months',
      expect: (ev, now) =>
        ranked(select(ev, { range: ranges.lastMonths(T(now), 3) }), byName, { n: 3, ascending: true }),
    },
    (ev, now) => select(ev, { range: ranges.lastMonths(T(now), 3) }),
    byName,
    { n: 3, ascending: true },
  ),
  withTie(
    {
      id: 'top-events-lastweek3',
      question: 'top 3 event types last week?',
      expect: (ev, now) => ranked(select(ev, { range: ranges.lastWeek(T(now)) }), byName, { n: 3 }),
    },
    (ev, now) => select(ev, { range: ranges.lastWeek(T(now)) }),
    byName,
    { n: 3 },
  ),
  withTie(
    {
      id: 'top-events-since10',
      question: (now) => `top 10 events since ${ordDay(kDay(now, 50))} please, with counts`,
      expect: (ev, now) =>
        ranked(select(ev, { range: ranges.since(kDay(now, 50), T(now)) }), byName, { n: 10 }),
    },
    (ev, now) => select(ev, { range: ranges.since(kDay(now, 50), T(now)) }),
    byName,
    { n: 10 },
  ),
  withTie(
    {
      id: 'top-events-month-all',
      question: (now) =>
        `rank every event name by how often it happened in ${monthName(monthStart(T(now), -2))}`,
      expect: (ev, now) => ranked(select(ev, { range: ranges.month(monthStart(T(now), -2)) }), byName),
    },
    (ev, now) => select(ev, { range: ranges.month(monthStart(T(now), -2)) }),
    byName,
    { n: Infinity },
  ),
  withTie(
    {
      id: 'top-events-rarest',
      question: 'which event is the rarest overall?',
      expect: (ev) => ranked(ev, byName, { n: 1, ascending: true }),
    },
    (ev) => ev,
    byName,
    { n: 1, ascending: true },
  ),
  withTie(
    {
      id: 'top-events-incident2',
      question: (now) => `on ${isoDay(INCIDENT(now))}, what were the top 2 events?`,
      expect: (ev, now) => ranked(select(ev, { range: ranges.on(INCIDENT(now)) }), byName, { n: 2 }),
    },
    (ev, now) => select(ev, { range: ranges.on(INCIDENT(now)) }),
    byName,
    { n: 2 },
  ),
];

const topUsers = [
  withTie(
    {
      id: 'top-users-30d',
      question: 'top 3 most active users over the last 30 days',
      expect: (ev, now) => ranked(select(ev, { range: ranges.lastDays(T(now), 30) }), byUser, { n: 3 }),
    },
    (ev, now) => select(ev, { range: ranges.lastDays(T(now), 30) }),
    byUser,
    { n: 3 },
  ),
  withTie(
    {
      id: 'top-users-spenders',
      question: 'who are our top spenders?',
      expect: (ev) =>
        ranked(select(ev, { names: ['payment.received'] }), byUser, {
          n: 5,
          measure: value,
          conf: 'not-high',
        }),
    },
    (ev) => select(ev, { names: ['payment.received'] }),
    byUser,
    { n: 5, measure: value },
  ),
  withTie(
    {
      id: 'top-users-paid-3m',
      question: 'Top 3 users by payment.received value, last 3 months',
      expect: (ev, now) =>
        ranked(select(ev, { range: ranges.lastMonths(T(now), 3), names: ['payment.received'] }), byUser, {
          n: 3,
          measure: value,
        }),
    },
    (ev, now) => select(ev, { range: ranges.lastMonths(T(now), 3), names: ['payment.received'] }),
    byUser,
    { n: 3, measure: value },
  ),
  withTie(
    {
      id: 'top-users-dispatch-lastmonth',
      question:
        'which user had the most TechnicianDispatched last month? guessing its one of our senior techs',
      expect: (ev, now) =>
        ranked(select(ev, { range: ranges.lastMonth(T(now)), names: ['TechnicianDispatched'] }), byUser, {
          n: 1,
        }),
    },
    (ev, now) => select(ev, { range: ranges.lastMonth(T(now)), names: ['TechnicianDispatched'] }),
    byUser,
    { n: 1 },
  ),
  withTie(
    {
      id: 'top-users-reviewer',
      question: 'who submitted the most review_submitted events of all time?',
      expect: (ev) => ranked(select(ev, { names: ['review_submitted'] }), byUser, { n: 1 }),
    },
    (ev) => select(ev, { names: ['review_submitted'] }),
    byUser,
    { n: 1 },
  ),
  withTie(
    {
      id: 'top-users-booked-since',
      question: (now) => `who has the most tuning_booked since ${longDay(kDay(now, 60))}?`,
      expect: (ev, now) =>
        ranked(select(ev, { range: ranges.since(kDay(now, 60), T(now)), names: ['tuning_booked'] }), byUser, {
          n: 1,
        }),
    },
    (ev, now) => select(ev, { range: ranges.since(kDay(now, 60), T(now)), names: ['tuning_booked'] }),
    byUser,
    { n: 1 },
  ),
  withTie(
    {
      id: 'top-users-quote-value',
      question: 'Top 3 users ranked by total Repair Quote Sent value',
      expect: (ev) => ranked(select(ev, { names: ['Repair Quote Sent'] }), byUser, { n: 3, measure: value }),
    },
    (ev) => select(ev, { names: ['Repair Quote Sent'] }),
    byUser,
    { n: 3, measure: value },
  ),
  withTie(
    {
      id: 'top-users-overall10',
      question: 'Top 3 users overall by number of events? curious who our power users are',
      expect: (ev) => ranked(ev, byUser, { n: 3 }),
    },
    (ev) => ev,
    byUser,
    { n: 3 },
  ),
  withTie(
    {
      id: 'top-users-completed-6w',
      question: 'who logged the most tuning.completed in the past 6 weeks? just the number one',
      expect: (ev, now) =>
        ranked(select(ev, { range: ranges.lastWeeks(T(now), 6), names: ['tuning.completed'] }), byUser, {
          n: 1,
        }),
    },
    (ev, now) => select(ev, { range: ranges.lastWeeks(T(now), 6), names: ['tuning.completed'] }),
    byUser,
    { n: 1 },
  ),
];

const userQ = [
  {
    id: 'user-school-count',
    question: `how many events does ${PERSONAS.musicSchool} have in total?`,
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.musicSchool });
      return exp('high', [s.length], s.length);
    },
  },
  {
    id: 'user-retired-lastseen',
    question: `when was ${PERSONAS.retiredTech} last seen? he told dispatch he was retiring`,
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.retiredTech });
      return { confidence: 'high', names: [isoDay(time(newestFirst(s)[0]))], dataPoints: s.length };
    },
  },
  {
    id: 'user-newcomer-first',
    question: `first seen date for ${PERSONAS.newcomer}?`,
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.newcomer });
      return { confidence: 'high', names: [isoDay(Math.min(...s.map(time)))], dataPoints: s.length };
    },
  },
  {
    id: 'user-churner-last3',
    question: `what were ${PERSONAS.churner}'s 3 most recent events?`,
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.churner });
      return {
        confidence: 'high',
        names: newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-hall-names',
    question: `Which event types has ${PERSONAS.concertHall} used?`,
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.concertHall });
      return {
        confidence: 'high',
        names: [...new Set(s.map((e) => e.eventName))].sort(),
        unordered: true,
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-tech04-completed',
    question: `how many tuning.completed did ${PERSONAS.topTech} log in the last 30 days?`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: ranges.lastDays(T(now), 30),
        names: ['tuning.completed'],
        user: PERSONAS.topTech,
      });
      return exp('high', [s.length], s.length);
    },
  },
  { id: 'user-nobody', low: true, question: `what did ${NOBODY} do last month?`, expect: () => ({ ...LOW }) },
  {
    id: 'user-school-week',
    question: `${PERSONAS.musicSchool} activity in the past week - how many events?`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 7), user: PERSONAS.musicSchool });
      return exp('high', [s.length], s.length);
    },
  },
  {
    id: 'user-unknown-tech',
    low: true,
    question: 'when was tech_31 last active? new hire, want to check she logged in',
    expect: () => ({ ...LOW }),
  },
];

const bookedOver = (ev, now) => select(ev, { range: ranges.lastWeeks(T(now), 8), names: ['tuning_booked'] });
const weeksRange = (now) => ranges.between(weekStart(T(now)) - 5 * WEEK, weekStart(T(now)) - DAY);
const monthsRange = (now) => ({ from: monthStart(T(now), -3), to: monthStart(T(now)) });
const lastMonthDispatch = (ev, now) =>
  select(ev, { range: ranges.lastMonth(T(now)), names: ['TechnicianDispatched'] });
const breakdown = [
  withTie(
    {
      id: 'bd-weekday-booked',
      question: 'busiest weekday for tuning_booked over the last 8 weeks?',
      expect: (ev, now) => ranked(bookedOver(ev, now), byWeekday, { n: 1 }),
    },
    bookedOver,
    byWeekday,
    { n: 1 },
  ),
  withTie(
    {
      id: 'bd-hour-app',
      question: 'which hour of the day has the most app_opened? (UTC is fine)',
      expect: (ev) => ranked(select(ev, { names: ['app_opened'] }), byHour, { n: 1 }),
    },
    (ev) => select(ev, { names: ['app_opened'] }),
    byHour,
    { n: 1 },
  ),
  {
    id: 'bd-weekly-booked',
    question: (now) =>
      `weekly tuning_booked counts from ${isoDay(weekStart(T(now)) - 5 * WEEK)} to ${isoDay(weekStart(T(now)) - DAY)}, one line per week`,
    expect: (ev, now) => {
      const s = select(ev, { range: weeksRange(now), names: ['tuning_booked'] });
      const m = tally(s, byWeek);
      return {
        confidence: 'high',
        names: [...m.keys()].sort(),
        numbers: [...m.keys()].sort().map((k) => m.get(k)),
        dataPoints: s.length,
      };
    },
  },
  withTie(
    {
      id: 'bd-busiest-day-30d',
      question: 'busiest day in the last 30 days? all events',
      expect: (ev, now) => ranked(select(ev, { range: ranges.lastDays(T(now), 30) }), byDay, { n: 1 }),
    },
    (ev, now) => select(ev, { range: ranges.lastDays(T(now), 30) }),
    byDay,
    { n: 1 },
  ),
  {
    id: 'bd-monthly-completed',
    question: (now) =>
      `tuning.completed per month for ${monthName(monthStart(T(now), -3))}, ${monthName(monthStart(T(now), -2))} and ${monthName(monthStart(T(now), -1))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: monthsRange(now), names: ['tuning.completed'] });
      const m = tally(s, byMonth);
      const keys = [...m.keys()].sort();
      return { confidence: 'high', names: keys, numbers: keys.map((k) => m.get(k)), dataPoints: s.length };
    },
  },
  withTie(
    {
      id: 'bd-quietest-weekday',
      question: 'Which day of the week is quietest for app_opened?',
      expect: (ev) => ranked(select(ev, { names: ['app_opened'] }), byWeekday, { n: 1, ascending: true }),
    },
    (ev) => select(ev, { names: ['app_opened'] }),
    byWeekday,
    { n: 1, ascending: true },
  ),
  withTie(
    {
      id: 'bd-hour-dispatch',
      question: 'peak hour for TechnicianDispatched last month?',
      expect: (ev, now) => ranked(lastMonthDispatch(ev, now), byHour, { n: 1 }),
    },
    lastMonthDispatch,
    byHour,
    { n: 1 },
  ),
  {
    id: 'bd-daily-payments',
    question: 'payment.received per day last week',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastWeek(T(now)), names: ['payment.received'] });
      const m = tally(s, byDay);
      const keys = [...m.keys()].sort();
      return { confidence: 'high', names: keys, numbers: keys.map((k) => m.get(k)), dataPoints: s.length };
    },
  },
  withTie(
    {
      id: 'bd-week-cancels',
      question: 'which week had the most BookingCancelled? trying to find the outage week',
      expect: (ev) => ranked(select(ev, { names: ['BookingCancelled'] }), byWeek, { n: 1 }),
    },
    (ev) => select(ev, { names: ['BookingCancelled'] }),
    byWeek,
    { n: 1 },
  ),
];

const cmp = (a, b, conf = 'high') => {
  const c = change(a.v, b.v);
  return {
    confidence: conf,
    numbers: [c.earlier, c.later, round2(c.diff)],
    percents: c.pct === null ? [] : [c.pct],
    dataPoints: a.n + b.n,
  };
};
const cnt = (ev, range, names) => {
  const s = select(ev, { range, names });
  return { v: s.length, n: s.length };
};
const sm = (ev, range, names) => {
  const s = select(ev, { range, names });
  return { v: sum(s), n: s.length };
};
const au = (ev, range, names) => {
  const s = select(ev, { range, names });
  return { v: users(s).size, n: s.length };
};
const compare = [
  {
    id: 'cmp-booked-7d',
    question: 'tuning_booked in the last 7 days vs the 7 days before that?',
    expect: (ev, now) =>
      cmp(
        cnt(ev, { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY }, ['tuning_booked']),
        cnt(ev, ranges.lastDays(T(now), 7), ['tuning_booked']),
      ),
  },
  {
    id: 'cmp-payments-months',
    question: 'payment.received amount: last month compared with the month before',
    expect: (ev, now) =>
      cmp(
        sm(ev, ranges.month(monthStart(T(now), -2)), ['payment.received']),
        sm(ev, ranges.lastMonth(T(now)), ['payment.received']),
      ),
  },
  {
    id: 'cmp-app-30d',
    question: 'Is app_opened growing? last 30 days against the prior 30 days',
    expect: (ev, now) =>
      cmp(
        cnt(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, ['app_opened']),
        cnt(ev, ranges.lastDays(T(now), 30), ['app_opened']),
      ),
  },
  {
    id: 'cmp-payments-14d',
    question: 'payment.received total, past 14 days vs the previous 14 days?',
    expect: (ev, now) =>
      cmp(
        sm(ev, { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, ['payment.received']),
        sm(ev, ranges.lastDays(T(now), 14), ['payment.received']),
      ),
  },
  {
    id: 'cmp-cancel-incident',
    question: (now) => `BookingCancelled on ${shortDay(INCIDENT(now))} compared with the day before`,
    expect: (ev, now) =>
      cmp(
        cnt(ev, ranges.on(INCIDENT(now) - DAY), ['BookingCancelled']),
        cnt(ev, ranges.on(INCIDENT(now)), ['BookingCancelled']),
      ),
  },
  {
    id: 'cmp-all-lastweek',
    question: 'how did total activity last week compare to the week before?',
    expect: (ev, now) =>
      cmp(
        cnt(ev, { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK }),
        cnt(ev, ranges.lastWeek(T(now))),
      ),
  },
  {
    id: 'cmp-accepted-60d',
    question: 'sum of repair-quote-accepted in the last 60 days vs the 60 days before that',
    expect: (ev, now) =>
      cmp(
        sm(ev, { from: T(now) - 120 * DAY, to: T(now) - 60 * DAY }, ['repair-quote-accepted']),
        sm(ev, ranges.lastDays(T(now), 60), ['repair-quote-accepted']),
      ),
  },
  {
    id: 'cmp-bookers-week',
    question: 'unique users with tuning_booked last week versus the week before it - up or down?',
    expect: (ev, now) =>
      cmp(
        au(ev, { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK }, ['tuning_booked']),
        au(ev, ranges.lastWeek(T(now)), ['tuning_booked']),
      ),
  },
  {
    id: 'cmp-completed-named-months',
    question: (now) =>
      `compare tuning.completed in ${monthYear(monthStart(T(now), -2))} with ${monthYear(monthStart(T(now), -1))}`,
    expect: (ev, now) =>
      cmp(
        cnt(ev, ranges.month(monthStart(T(now), -2)), ['tuning.completed']),
        cnt(ev, ranges.month(monthStart(T(now), -1)), ['tuning.completed']),
      ),
  },
];

const shareEv = (ev, range, names, conf = 'high') => {
  const all = select(ev, { range });
  const part = all.filter((e) => names.includes(e.eventName));
  return { confidence: conf, percents: [percent(part.length, all.length)], dataPoints: all.length };
};
const shareUsers = (ev, range, names, conf = 'high') => {
  const all = select(ev, { range });
  const part = users(all.filter((e) => names.includes(e.eventName)));
  return { confidence: conf, percents: [percent(part.size, users(all).size)], dataPoints: all.length };
};
const share = [
  {
    id: 'share-app-lastmonth',
    question: 'what % of events last month were app_opened?',
    expect: (ev, now) => shareEv(ev, ranges.lastMonth(T(now)), ['app_opened']),
  },
  {
    id: 'share-cancel-all',
    question: 'what percentage of all events are BookingCancelled?',
    expect: (ev) => shareEv(ev, ranges.all(), ['BookingCancelled']),
  },
  {
    id: 'share-reviewers-30d',
    question: 'what percent of active users in the last 30 days did review_submitted?',
    expect: (ev, now) => shareUsers(ev, ranges.lastDays(T(now), 30), ['review_submitted']),
  },
  {
    id: 'share-booked-7d',
    question: 'share of tuning_booked among all events in the past 7 days',
    expect: (ev, now) => shareEv(ev, ranges.lastDays(T(now), 7), ['tuning_booked']),
  },
  {
    id: 'share-users-accepted',
    question: 'What % of our users have ever done repair-quote-accepted?',
    expect: (ev) => shareUsers(ev, ranges.all(), ['repair-quote-accepted']),
  },
  {
    id: 'share-users-booked-lastmonth',
    question: 'of everyone who was active last month, what percentage booked a tuning (tuning_booked)?',
    expect: (ev, now) => shareUsers(ev, ranges.lastMonth(T(now)), ['tuning_booked']),
  },
  {
    id: 'share-reviews-loose',
    question: 'what fraction of all activity is reviews?',
    expect: (ev) => shareEv(ev, ranges.all(), ['review_submitted'], 'not-high'),
  },
  {
    id: 'share-cancel-incident',
    question: (now) =>
      `on ${dayMonth(INCIDENT(now))}, what share of that day's events were BookingCancelled?`,
    expect: (ev, now) => shareEv(ev, ranges.on(INCIDENT(now)), ['BookingCancelled']),
  },
];

const conv = (ev, range, a, b, conf = 'high') => {
  const c = conversion(ev, range, a, b);
  return {
    confidence: conf,
    numbers: [c.did, c.converted],
    percents: [c.pct],
    dataPoints: select(ev, { range, names: [a, b] }).length,
  };
};
const conversionQ = [
  {
    id: 'conv-reminder-booked-90d',
    question:
      'of owners who got a reminder.sent in the last 90 days, how many went on to tuning_booked afterwards?',
    expect: (ev, now) => conv(ev, ranges.lastDays(T(now), 90), 'reminder.sent', 'tuning_booked'),
  },
  {
    id: 'conv-booked-paid-60d',
    question: 'conversion from tuning_booked to payment.received over the last 60 days',
    expect: (ev, now) => conv(ev, ranges.lastDays(T(now), 60), 'tuning_booked', 'payment.received'),
  },
  {
    id: 'conv-app-booked-all',
    question: 'app_opened -> tuning_booked conversion, all time',
    expect: (ev) => conv(ev, ranges.all(), 'app_opened', 'tuning_booked'),
  },
  {
    id: 'conv-booked-review-2m',
    question: 'Of users with tuning_booked in the last 2 months, what % later did review_submitted?',
    expect: (ev, now) => conv(ev, ranges.lastMonths(T(now), 2), 'tuning_booked', 'review_submitted'),
  },
  {
    id: 'conv-booked-cancel-lastmonth',
    question: 'last month: of people who did tuning_booked, how many then did BookingCancelled?',
    expect: (ev, now) => conv(ev, ranges.lastMonth(T(now)), 'tuning_booked', 'BookingCancelled'),
  },
  {
    id: 'conv-dispatch-part-30d',
    question: 'TechnicianDispatched then part_ordered - conversion over the past 30 days?',
    expect: (ev, now) => conv(ev, ranges.lastDays(T(now), 30), 'TechnicianDispatched', 'part_ordered'),
  },
  {
    id: 'conv-loose-review',
    question: 'how many people who booked a tuning later left a review? all time, with the %',
    expect: (ev) => conv(ev, ranges.all(), 'tuning_booked', 'review_submitted', 'not-high'),
  },
  {
    id: 'conv-review-rebook-since',
    question: (now) =>
      `since ${isoDay(kDay(now, 100))}: users who did review_submitted, how many did a tuning_booked after that?`,
    expect: (ev, now) => conv(ev, ranges.since(kDay(now, 100), T(now)), 'review_submitted', 'tuning_booked'),
  },
];

const churnQ = [
  {
    id: 'churn-months',
    question: (now) =>
      `how many users were active in ${monthName(monthStart(T(now), -2))} but not in ${monthName(monthStart(T(now), -1))}?`,
    expect: (ev, now) => ({
      confidence: 'high',
      numbers: [
        churned(ev, ranges.month(monthStart(T(now), -2)), ranges.month(monthStart(T(now), -1))).length,
      ],
    }),
  },
  {
    id: 'churn-new-30d',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({
      confidence: 'high',
      numbers: [newUsers(ev, ranges.lastDays(T(now), 30)).length],
    }),
  },
  {
    id: 'churn-new-14d',
    question: 'how many brand-new users showed up in the past 14 days (first event ever)?',
    expect: (ev, now) => ({
      confidence: 'high',
      numbers: [newUsers(ev, ranges.lastDays(T(now), 14)).length],
    }),
  },
  {
    id: 'churn-gone-since',
    question: (now) =>
      `users active between ${isoDay(kDay(now, 90))} and ${isoDay(kDay(now, 60))} who have done nothing since ${isoDay(kDay(now, 30))} - how many?`,
    expect: (ev, now) => ({
      confidence: 'high',
      numbers: [
        churned(ev, ranges.between(kDay(now, 90), kDay(now, 60)), ranges.since(kDay(now, 30), T(now))).length,
      ],
    }),
  },
  {
    id: 'churn-new-lastmonth',
    question: 'how many new users did we get last month?',
    expect: (ev, now) => ({ confidence: 'high', numbers: [newUsers(ev, ranges.lastMonth(T(now))).length] }),
  },
  {
    id: 'churn-weeks',
    question: 'users active the week before last who did not come back last week: count?',
    expect: (ev, now) => ({
      confidence: 'high',
      numbers: [
        churned(
          ev,
          { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK },
          ranges.lastWeek(T(now)),
        ).length,
      ],
    }),
  },
  {
    id: 'churn-new-since',
    question: (now) => `number of new users since ${ordDay(kDay(now, 45))}`,
    expect: (ev, now) => ({
      confidence: 'high',
      numbers: [newUsers(ev, ranges.since(kDay(now, 45), T(now))).length],
    }),
  },
  {
    id: 'churn-lastmonths',
    question:
      'churn check: users active in the first half of our data window... simpler: active 8 to 4 weeks ago but not in the last 4 weeks, how many?',
    expect: (ev, now) => ({
      confidence: 'high',
      numbers: [
        churned(ev, { from: T(now) - 8 * WEEK, to: T(now) - 4 * WEEK }, ranges.lastWeeks(T(now), 4)).length,
      ],
    }),
  },
];

const lastOf = (ev, names, user, conf = 'high') => {
  const s = select(ev, { names, user });
  return lowIfEmpty({
    confidence: conf,
    names: s.length ? [isoDay(time(newestFirst(s)[0]))] : [],
    dataPoints: s.length,
  });
};
const recency = [
  {
    id: 'rec-last-cancel',
    question: 'when was the last BookingCancelled?',
    expect: (ev) => lastOf(ev, ['BookingCancelled']),
  },
  {
    id: 'rec-any-part-14d',
    question: 'did anyone do part_ordered in the last 14 days?',
    expect: (ev, now) => {
      const n = select(ev, { range: ranges.lastDays(T(now), 14), names: ['part_ordered'] }).length;
      return exp('high', [n], n);
    },
  },
  {
    id: 'rec-retired-completed',
    question: `when did ${PERSONAS.retiredTech} last do a tuning.completed?`,
    expect: (ev) => lastOf(ev, ['tuning.completed'], PERSONAS.retiredTech),
  },
  {
    id: 'rec-last-quote',
    question: 'most recent Repair Quote Sent - when was it?',
    expect: (ev) => lastOf(ev, ['Repair Quote Sent']),
  },
  {
    id: 'rec-last-reminder',
    question: 'When did the last reminder.sent go out?',
    expect: (ev) => lastOf(ev, ['reminder.sent']),
  },
  {
    id: 'rec-unknown-delivery',
    low: true,
    question: 'when was the last piano_delivery_scheduled?',
    expect: () => ({ ...LOW }),
  },
  {
    id: 'rec-availability-since',
    question: (now) => `has anyone done Availability Updated since ${longDay(kDay(now, 3))}?`,
    expect: (ev, now) => {
      const n = select(ev, {
        range: ranges.since(kDay(now, 3), T(now)),
        names: ['Availability Updated'],
      }).length;
      return exp('high', [n], n);
    },
  },
  {
    id: 'rec-last-accepted',
    question: 'last repair-quote-accepted, date and time?',
    expect: (ev) => lastOf(ev, ['repair-quote-accepted']),
  },
  {
    id: 'rec-churner-app',
    question: `when did ${PERSONAS.churner} last have an app_opened?`,
    expect: (ev) => lastOf(ev, ['app_opened'], PERSONAS.churner),
  },
];

const catalogue = [
  {
    id: 'cat-event-names',
    question: 'what events do we track?',
    expect: (ev) => ({
      confidence: 'high',
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-total-users',
    question: 'how many users are there in total?',
    expect: (ev) => exp('high', [users(ev).size], ev.length),
  },
  {
    id: 'cat-total-events',
    question: 'how many events overall do we have stored?',
    expect: (ev) => exp('high', [ev.length], ev.length),
  },
  {
    id: 'cat-distinct-names',
    question: 'how many distinct event names exist in the data?',
    expect: (ev) => exp('high', [new Set(ev.map(byName)).size], ev.length),
  },
  {
    id: 'cat-names-counts',
    question: 'list all the event names with how many times each happened',
    expect: (ev) => {
      const r = rank(tally(ev, byName));
      return {
        confidence: 'high',
        names: r.map(([k]) => k),
        numbers: r.map(([, v]) => v),
        unordered: true,
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'cat-totals-both',
    question: 'for the board deck: total users and total events, all time',
    expect: (ev) => exp('high', [users(ev).size, ev.length], ev.length),
  },
  {
    id: 'cat-review-event',
    question: 'is there an event name for reviews? what is it called exactly',
    expect: (ev) => ({ confidence: 'not-high', names: ['review_submitted'], dataPoints: ev.length }),
  },
];

const other = [
  {
    id: 'other-humidity',
    question: 'what is the average humidity in the rooms where the pianos we tuned are kept?',
  },
  { id: 'other-brand', question: 'which piano brand needs the most repairs, Steinway or Yamaha?' },
  { id: 'other-wage', question: 'how much do we pay our technicians per hour?' },
  { id: 'other-phone', question: "what's the average hold time on the support phone line?" },
  { id: 'other-forecast', question: 'predict how many tunings we will get booked next spring' },
  { id: 'other-grand', question: 'how many of our owners have a grand piano vs an upright?' },
  { id: 'other-cents', question: 'how many pianos were more than 20 cents flat when the tech arrived?' },
  { id: 'other-city', question: 'which city do most of our bookings come from?' },
  {
    id: 'other-reason',
    question: (now) => `why did people cancel on ${longDay(INCIDENT(now))}? what reasons did they give?`,
  },
  {
    id: 'other-commission',
    question: 'what commission did the technicians earn from the piano store partnerships?',
  },
].map((c) => ({ ...c, type: 'other', expect: () => ({ ...LOW }) }));

const typed = (type, list) => list.map((c) => ({ type, ...c }));
export const cases = [
  ...typed('count', count),
  ...typed('users', usersQ),
  ...typed('value', valueQ),
  ...typed('top-events', topEvents),
  ...typed('top-users', topUsers),
  ...typed('user', userQ),
  ...typed('breakdown', breakdown),
  ...typed('compare', compare),
  ...typed('share', share),
  ...typed('conversion', conversionQ),
  ...typed('churn', churnQ),
  ...typed('recency', recency),
  ...typed('catalogue', catalogue),
  ...other,
];
