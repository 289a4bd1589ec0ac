/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const {
  DAY,
  HOUR,
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
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  isoDay,
  MONTHS,
} = O;

// ---- helpers -------------------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const ord = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const D = (t) => new Date(t);
const longDay = (t) => `${MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCDate()}${ord(D(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[D(t).getUTCMonth()].slice(0, 3)} ${D(t).getUTCDate()}`;
const euroDay = (t) => `${D(t).getUTCDate()} ${MONTHS[D(t).getUTCMonth()]}`;
const monthName = (t) => MONTHS[D(t).getUTCMonth()];
const ago = (now, days) => +now - days * DAY;
const snowDay = (now) => O.weekStart(+now) - 7 * DAY + DAY;
const prevMonth = (now, k) => O.monthStart(+now, -k);

function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return O.round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
}
// a ranked list expectation with a tie check at the cut
function ranked(c, getMap, n, { ascending = false, confidence = 'high', dp } = {}) {
  c.expect = (events, now) => {
    const { map, dataPoints } = getMap(events, now);
    const top = rank(map, { n, ascending });
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => O.round(v, 2)),
      confidence,
      dataPoints: dp === false ? undefined : dataPoints,
    };
  };
  c.expect.tieAtCut = (events, now) => {
    const { map } = getMap(events, now);
    const all = rank(map, { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return c;
}
const count =
  (names, rangeF, user, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, { range: rangeF(now), names, user });
    return { numbers: [evs.length], confidence, dataPoints: evs.length };
  };
const distinct =
  (names, rangeF, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, { range: rangeF(now), names });
    return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
  };
const measure =
  (fn, names, rangeF, user, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, { range: rangeF(now), names, user });
    return { numbers: [O.round(fn(evs), 2)], confidence, dataPoints: evs.length };
  };
function compare(names, r1F, r2F, by = (evs) => evs.length) {
  return (events, now) => {
    const a = select(events, { range: r1F(now), names }),
      b = select(events, { range: r2F(now), names });
    const ch = change(O.round(by(a), 2), O.round(by(b), 2));
    return {
      numbers: [ch.earlier, ch.later, O.round(ch.diff, 2)],
      percents: ch.pct === null ? [] : [ch.pct],
      confidence: 'high',
      dataPoints: a.length + b.length,
    };
  };
}
const prevDays = (n) => (now) => ({ from: +now - 2 * n * DAY, to: +now - n * DAY });
const all = () => ranges.all();
const L = (n) => (now) => ranges.lastDays(+now, n);

const ATT = ['RehearsalAttended'],
  SUB = ['subscription_paid'],
  TIX = ['concert.ticket_purchased'];
const TAKE = ['practice-take-recorded'],
  DL = ['Score Downloaded'],
  LOGIN = ['login'];
const MONEY = ['subscription_paid', 'concert.ticket_purchased'];

export const cases = [
  // ---------------- count ----------------
  {
    id: 'count-01',
    type: 'count',
    question: 'How many RehearsalAttended events are there in total?',
    expect: count(ATT, all),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'number of subscription_paid events in the last 30 days pls',
    expect: count(SUB, L(30)),
  },
  {
    id: 'count-03',
    type: 'count',
    question:
      'roughly how many times was sheet music downloaded over the past 14 days? the librarian is asking',
    expect: count(DL, L(14), undefined, 'not-high'),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'Score Downloaded count for yesterday? thx',
    expect: count(DL, (now) => ranges.yesterday(+now)),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) => `count of practice-take-recorded since ${longDay(ago(now, 40))}`,
    expect: count(TAKE, (now) => ranges.since(ago(now, 40), +now)),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'how many events have come in today so far?',
    expect: count(undefined, (now) => ranges.today(+now)),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) => `How many rehearsal.rsvp did singer_177 send in ${monthName(prevMonth(now, 1))}?`,
    expect: count(['rehearsal.rsvp'], (now) => ranges.month(prevMonth(now, 1)), 'singer_177'),
  },
  {
    id: 'count-08',
    type: 'count',
    low: true,
    question: 'how many choir_robe_ordered events were there last month?',
    expect: LOW,
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `total number of events between ${isoDay(ago(now, 60))} and ${isoDay(ago(now, 45))}`,
    expect: count(undefined, (now) => ranges.between(ago(now, 60), ago(now, 45))),
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'Logins this week — how many so far?',
    expect: count(LOGIN, (now) => ranges.thisWeek(+now)),
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'how many concert tickets purchases in the past 2 weeks? (concert.ticket_purchased)',
    expect: count(TIX, L(14)),
  },

  {
    id: 'count-12',
    type: 'count',
    question: 'login events this month?',
    expect: count(LOGIN, (now) => ranges.thisMonth(+now)),
  },
  {
    id: 'count-13',
    type: 'count',
    question: (now) => `How many subscription_paid were recorded before ${longDay(ago(now, 90))}?`,
    expect: count(SUB, (now) => ranges.before(ago(now, 90))),
  },

  // ---------------- users ----------------
  {
    id: 'users-01',
    type: 'users',
    question: 'How many users did RehearsalAttended in the last 14 days?',
    expect: distinct(ATT, L(14)),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users, last 7 days?',
    expect: distinct(undefined, L(7)),
  },
  {
    id: 'users-03',
    type: 'users',
    question: (now) => `unique users with a subscription_paid since ${shortDay(ago(now, 75))}`,
    expect: distinct(SUB, (now) => ranges.since(ago(now, 75), +now)),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'how many different people downloaded scores yesterday',
    expect: distinct(DL, (now) => ranges.yesterday(+now), 'not-high'),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'distinct users who did practice-take-recorded last month',
    expect: distinct(TAKE, (now) => ranges.lastMonth(+now)),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) => `How many active users did we have in ${monthName(prevMonth(now, 2))}?`,
    expect: distinct(undefined, (now) => ranges.month(prevMonth(now, 2))),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'how many people did robe_fitting in the past week?',
    expect: LOW,
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'unique buyers: how many users had concert.ticket_purchased in the last 3 weeks',
    expect: distinct(TIX, (now) => ranges.lastWeeks(+now, 3)),
  },
  {
    id: 'users-09',
    type: 'users',
    question: (now) => `number of users with a login on ${euroDay(ago(now, 9))}`,
    expect: distinct(LOGIN, (now) => ranges.on(ago(now, 9))),
  },

  {
    id: 'users-10',
    type: 'users',
    question: 'how many unique users in the last 48 hours',
    expect: distinct(undefined, (now) => ranges.lastHours(+now, 48)),
  },

  // ---------------- value ----------------
  {
    id: 'value-01',
    type: 'value',
    question: 'total RehearsalAttended value last month (it is minutes in the room)',
    expect: measure(sum, ATT, (now) => ranges.lastMonth(+now)),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average RehearsalAttended value over the last 30 days?',
    expect: measure(avg, ATT, L(30)),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'sum of subscription_paid amounts in the last 2 months',
    expect: measure(sum, SUB, (now) => ranges.lastMonths(+now, 2)),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'What is the largest single concert.ticket_purchased amount we have evr had?',
    expect: measure(max, TIX, all),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'smallest subscription paid value in the last 60 days',
    expect: measure(min, SUB, L(60)),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'median practice-take-recorded value for the past 2 weeks? (its the take length in seconds)',
    expect: measure(median, TAKE, L(14)),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'how much revenue did we bring in over the last 30 days?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 30), names: MONEY });
      return {
        numbers: [O.round(sum(evs), 2)],
        names: MONEY,
        unordered: true,
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'mean subscription_paid amount over the past 3 months',
    expect: measure(avg, SUB, (now) => ranges.lastMonths(+now, 3)),
  },
  {
    id: 'value-09',
    type: 'value',
    low: true,
    question: 'total spent by singer_999 on concert.ticket_purchased',
    expect: LOW,
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'how much has singer_150 spent on concert.ticket_purchased altogether?',
    expect: measure(sum, TIX, all, 'singer_150'),
  },

  {
    id: 'value-11',
    type: 'value',
    question: (now) =>
      `average Score Downloaded value in ${monthName(prevMonth(now, 1))} ${D(prevMonth(now, 1)).getUTCFullYear()} (value = pages in the PDF)`,
    expect: measure(avg, DL, (now) => ranges.month(prevMonth(now, 1))),
  },

  // ---------------- top-events ----------------
  ranked(
    { id: 'top-events-01', type: 'top-events', question: 'top 5 events in the last 30 days' },
    (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 30) });
      return { map: tally(evs, O.byName), dataPoints: evs.length };
    },
    5,
  ),
  ranked(
    { id: 'top-events-02', type: 'top-events', question: 'what are our 3 most common events, all time?' },
    (events) => ({ map: tally(events, O.byName), dataPoints: events.length }),
    3,
  ),
  ranked(
    {
      id: 'top-events-03',
      type: 'top-events',
      question: 'which 3 events are the least common over the past 60 days?',
    },
    (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 60) });
      return { map: tally(evs, O.byName), dataPoints: evs.length };
    },
    3,
    { ascending: true },
  ),
  ranked(
    { id: 'top-events-04', type: 'top-events', question: 'most frequent event yesterday?' },
    (events, now) => {
      const evs = select(events, { range: ranges.yesterday(+now) });
      return { map: tally(evs, O.byName), dataPoints: evs.length };
    },
    1,
  ),
  ranked(
    {
      id: 'top-events-05',
      type: 'top-events',
      question: 'Top events last week please, for the comittee newsletter',
    },
    (events, now) => {
      const evs = select(events, { range: ranges.lastWeek(+now) });
      return { map: tally(evs, O.byName), dataPoints: evs.length };
    },
    5,
  ),
  ranked(
    { id: 'top-events-06', type: 'top-events', question: "singer_177's top 3 actions?" },
    (events) => {
      const evs = select(events, { user: 'singer_177' });
      return { map: tally(evs, O.byName), dataPoints: evs.length };
    },
    3,
  ),
  ranked(
    {
      id: 'top-events-07',
      type: 'top-events',
      question: (now) => `what did people do most on ${isoDay(snowDay(now))}? top 2`,
    },
    (events, now) => {
      const evs = select(events, { range: ranges.on(snowDay(now)) });
      return { map: tally(evs, O.byName), dataPoints: evs.length };
    },
    2,
  ),

  // ---------------- top-users ----------------
  ranked(
    { id: 'top-users-01', type: 'top-users', question: 'top 5 users by number of events, all time' },
    (events) => ({ map: tally(events, O.byUser), dataPoints: events.length }),
    5,
  ),
  ranked(
    {
      id: 'top-users-02',
      type: 'top-users',
      question: 'who clocked the most RehearsalAttended value last month?',
    },
    (events, now) => {
      const evs = select(events, { range: ranges.lastMonth(+now), names: ATT });
      return { map: tally(evs, O.byUser, O.value), dataPoints: evs.length };
    },
    1,
  ),
  ranked(
    { id: 'top-users-03', type: 'top-users', question: 'who are our top 2 spenders?' },
    (events) => {
      const evs = select(events, { names: MONEY });
      return { map: tally(evs, O.byUser, O.value), dataPoints: evs.length };
    },
    2,
    { confidence: 'not-high' },
  ),
  ranked(
    {
      id: 'top-users-04',
      type: 'top-users',
      question: 'which user spent the most on concert.ticket_purchased?',
    },
    (events) => {
      const evs = select(events, { names: TIX });
      return { map: tally(evs, O.byUser, O.value), dataPoints: evs.length };
    },
    1,
  ),
  ranked(
    {
      id: 'top-users-05',
      type: 'top-users',
      question: 'for the board deck: most active user in the past week?',
    },
    (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 7) });
      return { map: tally(evs, O.byUser), dataPoints: evs.length };
    },
    1,
  ),
  ranked(
    {
      id: 'top-users-06',
      type: 'top-users',
      question: 'top 2 people by practice-take-recorded count in the past 60 days',
    },
    (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 60), names: TAKE });
      return { map: tally(evs, O.byUser), dataPoints: evs.length };
    },
    2,
  ),
  ranked(
    { id: 'top-users-07', type: 'top-users', question: 'who logged the most DirectorNoteSent events?' },
    (events) => {
      const evs = select(events, { names: ['DirectorNoteSent'] });
      return { map: tally(evs, O.byUser), dataPoints: evs.length };
    },
    1,
  ),
  {
    id: 'top-users-08',
    type: 'top-users',
    low: true,
    question: 'top 5 users for solo_audition_booked this year',
    expect: LOW,
  },

  // ---------------- user ----------------
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does singer_177 have?',
    expect: count(undefined, all, 'singer_177'),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'when did singer_489 first show up?',
    expect: (events) => {
      const evs = select(events, { user: 'singer_489' });
      return { names: [isoDay(Math.min(...evs.map(time)))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: "singer_212 hasn't been around for a while — when were they last seen?",
    expect: (events) => {
      const evs = select(events, { user: 'singer_212' });
      return { names: [isoDay(Math.max(...evs.map(time)))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'Which event types has director_2 used?',
    expect: (events) => {
      const evs = select(events, { user: 'director_2' });
      return {
        names: [...new Set(evs.map((e) => e.eventName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: "show singer_177's 3 most recent events",
    expect: (events) => {
      const evs = select(events, { user: 'singer_177' });
      return {
        names: newestFirst(evs)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'how many RehearsalAttended for singer_212 in the last 90 days',
    expect: count(ATT, L(90), 'singer_212'),
  },
  { id: 'user-07', type: 'user', low: true, question: 'when was singer_999 last active?', expect: LOW },
  {
    id: 'user-08',
    type: 'user',
    question: 'how many events did director_2 log last month?',
    expect: count(undefined, (now) => ranges.lastMonth(+now), 'director_2'),
  },
  {
    id: 'user-09',
    type: 'user',
    question: (now) => `singer_150 activity since ${euroDay(ago(now, 30))}: how many events?`,
    expect: count(undefined, (now) => ranges.since(ago(now, 30), +now), 'singer_150'),
  },

  // ---------------- breakdown ----------------
  ranked(
    {
      id: 'breakdown-01',
      type: 'breakdown',
      question: 'which weekday gets the most RehearsalAttended events?',
    },
    (events) => {
      const evs = select(events, { names: ATT });
      return { map: tally(evs, O.byWeekday), dataPoints: evs.length };
    },
    1,
  ),
  ranked(
    {
      id: 'breakdown-02',
      type: 'breakdown',
      question: 'busiest hour of the day for practice-take-recorded over the last 30 days',
    },
    (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 30), names: TAKE });
      return { map: tally(evs, O.byHour), dataPoints: evs.length };
    },
    1,
  ),
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'events per week over the last 4 weeks',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastWeeks(+now, 4) });
      const m = [...tally(evs, O.byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  ranked(
    {
      id: 'breakdown-04',
      type: 'breakdown',
      question: 'daily Rehearsal Cancelled over the past 14 days — which day had the most?',
    },
    (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 14), names: ['Rehearsal Cancelled'] });
      return { map: tally(evs, O.byDay), dataPoints: evs.length };
    },
    1,
  ),
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: (now) =>
      `subscription_paid totals by month since ${MONTHS[D(prevMonth(now, 3)).getUTCMonth()]} 1st`,
    expect: (events, now) => {
      const evs = select(events, { range: ranges.since(prevMonth(now, 3), +now), names: SUB });
      const m = [...tally(evs, O.byMonth, O.value)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => O.round(v, 2)),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  ranked(
    { id: 'breakdown-06', type: 'breakdown', question: 'what was our busiest day in the last 30 days?' },
    (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 30) });
      return { map: tally(evs, O.byDay), dataPoints: evs.length };
    },
    1,
  ),
  ranked(
    {
      id: 'breakdown-07',
      type: 'breakdown',
      question: 'login by hour of day for the past 7 days — when is the peak?',
    },
    (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 7), names: LOGIN });
      return { map: tally(evs, O.byHour), dataPoints: evs.length };
    },
    1,
  ),
  ranked(
    {
      id: 'breakdown-08',
      type: 'breakdown',
      question: 'which week had the most Rehearsal Cancelled? weekly view please',
    },
    (events) => {
      const evs = select(events, { names: ['Rehearsal Cancelled'] });
      return { map: tally(evs, O.byWeek), dataPoints: evs.length };
    },
    1,
  ),
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'concert.ticket_purchased per day last week',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastWeek(+now), names: TIX });
      const m = [...tally(evs, O.byDay)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },

  // ---------------- compare ----------------
  {
    id: 'compare-01',
    type: 'compare',
    question: 'RehearsalAttended: last 7 days vs the 7 days before that?',
    expect: compare(ATT, prevDays(7), L(7)),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) =>
      `subscription_paid in ${monthName(prevMonth(now, 1))} compared with ${monthName(prevMonth(now, 2))}`,
    expect: compare(
      SUB,
      (now) => ranges.month(prevMonth(now, 2)),
      (now) => ranges.month(prevMonth(now, 1)),
    ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question:
      'is practice-take-recorded growing? last 30 days vs the previous 30, asking becuase the section leads think so',
    expect: compare(TAKE, prevDays(30), L(30)),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'total events in the past 4 weeks compared to the 4 weeks before',
    expect: compare(
      undefined,
      (now) => ({ from: +now - 8 * 7 * DAY, to: +now - 4 * 7 * DAY }),
      (now) => ranges.lastWeeks(+now, 4),
    ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'concert.ticket_purchased value, last 14 days vs the prior 14 days',
    expect: compare(TIX, prevDays(14), L(14), sum),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: (now) =>
      `compare login counts for ${monthName(prevMonth(now, 3))} and ${monthName(prevMonth(now, 2))}`,
    expect: compare(
      LOGIN,
      (now) => ranges.month(prevMonth(now, 3)),
      (now) => ranges.month(prevMonth(now, 2)),
    ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question:
      'how did the total practice-take-recorded value (seconds of audio) in the past 14 days compare with the 14 days before it?',
    expect: compare(TAKE, prevDays(14), L(14), sum),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'active users this past week vs the week before — up or down?',
    expect: compare(undefined, prevDays(7), L(7), (evs) => users(evs).size),
  },

  // ---------------- share ----------------
  {
    id: 'share-01',
    type: 'share',
    question: 'what percentage of all events are login?',
    expect: (events) => ({
      percents: [percent(select(events, { names: LOGIN }).length, events.length)],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what % of events in the last 30 days were RehearsalAttended',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 30) });
      return {
        percents: [percent(select(evs, { names: ATT }).length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'what share of users active in the last 30 days did practice-take-recorded?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 30) });
      return {
        percents: [percent(users(select(evs, { names: TAKE })).size, users(evs).size)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'percent of users who ever did concert.ticket_purchased',
    expect: (events) => ({
      percents: [percent(users(select(events, { names: TIX })).size, users(events).size)],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: "of yesterday's events, what fraction were Score Downloaded (as a percentage)?",
    expect: (events, now) => {
      const evs = select(events, { range: ranges.yesterday(+now) });
      return {
        percents: [percent(select(evs, { names: DL }).length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-06',
    type: 'share',
    question: "how much of last week's activity was Rehearsal Cancelled, in %? the snow day must show up",
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastWeek(+now) });
      return {
        percents: [percent(select(evs, { names: ['Rehearsal Cancelled'] }).length, evs.length)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'what proportion of people active this year have a login at all?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.thisYear(+now) });
      return {
        percents: [percent(users(select(evs, { names: LOGIN })).size, users(evs).size)],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'what percentage of events were rehearsal attendance in the past 2 weeks?',
    expect: (events, now) => {
      const evs = select(events, { range: ranges.lastDays(+now, 14) });
      return {
        percents: [percent(select(evs, { names: ATT }).length, evs.length)],
        names: ATT,
        confidence: 'not-high',
        dataPoints: evs.length,
      };
    },
  },
];

function conv(a, b, rangeF) {
  return (events, now) => {
    const r = rangeF(now),
      c = conversion(events, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: 'high',
      dataPoints: select(events, { range: r, names: [a, b] }).length,
    };
  };
}
cases.push(
  // ---------------- conversion ----------------
  {
    id: 'conversion-01',
    type: 'conversion',
    question:
      'of the users who did member_joined in the last 60 days, how many went on to RehearsalAttended?',
    expect: conv('member_joined', 'RehearsalAttended', L(60)),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'rehearsal.rsvp → RehearsalAttended conversion over the past 30 days',
    expect: conv('rehearsal.rsvp', 'RehearsalAttended', L(30)),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: (now) =>
      `since ${isoDay(ago(now, 50))}, what % of users who did Score Downloaded later did practice-take-recorded?`,
    expect: conv('Score Downloaded', 'practice-take-recorded', (now) => ranges.since(ago(now, 50), +now)),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'what percentage of people who did member_joined then did subscription_paid? all time',
    expect: conv('member_joined', 'subscription_paid', all),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'last 3 weeks: from login to concert.ticket_purchased, how many converted?',
    expect: conv('login', 'concert.ticket_purchased', (now) => ranges.lastWeeks(+now, 3)),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question:
      'in the last 90 days, of users with member_joined, how many subsequently had a Score Downloaded?',
    expect: conv('member_joined', 'Score Downloaded', L(90)),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'past 2 months — subscription_paid followed by concert.ticket_purchased: conversion rate?',
    expect: conv('subscription_paid', 'concert.ticket_purchased', (now) => ranges.lastMonths(+now, 2)),
  },

  // ---------------- churn ----------------
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(prevMonth(now, 2))} but not in ${monthName(prevMonth(now, 1))}?`,
    expect: (events, now) => ({
      numbers: [churned(events, ranges.month(prevMonth(now, 2)), ranges.month(prevMonth(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many new users in the last 30 days?',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'new users last week?',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastWeek(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question:
      'who was active in the 30 days before the last 30 days but has done nothing in the last 30? how many is that? trying to figure out who to chase for fees',
    expect: (events, now) => ({
      numbers: [churned(events, prevDays(30)(now), ranges.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `new members (first event ever) since ${longDay(ago(now, 20))}`,
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.since(ago(now, 20), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) =>
      `users active between ${shortDay(ago(now, 100))} and ${shortDay(ago(now, 70))} who have had no activity since ${shortDay(ago(now, 40))}`,
    expect: (events, now) => ({
      numbers: [
        churned(events, ranges.between(ago(now, 100), ago(now, 70)), ranges.since(ago(now, 40), +now)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'how many first-time users in the past 3 days?',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastDays(+now, 3)).length],
      confidence: 'high',
    }),
  },

  // ---------------- recency ----------------
  {
    id: 'recency-01',
    type: 'recency',
    question: 'when was the last Rehearsal Cancelled?',
    expect: (events) => lastOf(events, ['Rehearsal Cancelled']),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone do concert.ticket_purchased in the last 24 hours?',
    expect: count(TIX, L(1)),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'when was the most recent member_joined',
    expect: (events) => lastOf(events, ['member_joined']),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'last subscription_paid — when was it?',
    expect: (events) => lastOf(events, SUB),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'has anyone ever done profile-updated? how many times?',
    expect: count(['profile-updated'], all),
  },
  {
    id: 'recency-06',
    type: 'recency',
    low: true,
    question: 'when was the last choir_robe_ordered?',
    expect: LOW,
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'When did the last DirectorNoteSent happen? just cheking notes went out',
    expect: (events) => lastOf(events, ['DirectorNoteSent']),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'when was the last part.assigned?',
    expect: (events) => lastOf(events, ['part.assigned']),
  },

  // ---------------- catalogue ----------------
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'what event names exist in our data?',
    expect: (events) => ({
      names: [...new Set(events.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users do we have in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'how many events are stored overall',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'List the events you track for us, please',
    expect: (events) => ({
      names: [...new Set(events.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'how many distinct event types are there?',
    expect: (events) => ({
      numbers: [new Set(events.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'quick rundown for the AGM: total users and total events?',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: "is there an event for sheet music downloads? what's it called",
    expect: (events) => ({ names: ['Score Downloaded'], confidence: 'not-high', dataPoints: events.length }),
  },

  // ---------------- other ----------------
  { id: 'other-01', type: 'other', question: 'what is the average age of our sopranos?', expect: LOW },
  {
    id: 'other-02',
    type: 'other',
    question: 'which songs are on the winter concert programme?',
    expect: LOW,
  },
  { id: 'other-03', type: 'other', question: 'how many seats does the church hall hold?', expect: LOW },
  {
    id: 'other-04',
    type: 'other',
    question: 'how much snow fell on the day the venue cancelled?',
    expect: LOW,
  },
  { id: 'other-05', type: 'other', question: 'which tenors are singing flat on the top notes?', expect: LOW },
  { id: 'other-06', type: 'other', question: "what's the choir's current bank balance?", expect: LOW },
  { id: 'other-07', type: 'other', question: 'how much did we pay the accompanist this term?', expect: LOW },
  {
    id: 'other-08',
    type: 'other',
    question: 'whats director_2s phone number, need to call about the venue',
    expect: LOW,
  },
  { id: 'other-09', type: 'other', question: 'what key is the Rutter arrangement in?', expect: LOW },
);

function lastOf(events, names) {
  const evs = select(events, { names });
  return { names: [isoDay(Math.max(...evs.map(time)))], confidence: 'high', dataPoints: evs.length };
}
