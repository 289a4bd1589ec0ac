/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { DAY, MONTHS, ranges, select, users, rank, tally, isoDay, round } = o;
const N = (now) => +now;
const D = (now, k) => o.dayStart(N(now)) - k * DAY; // start of the day k days ago
const ord = (d) => d + (d % 100 >= 11 && d % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th'));
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const dmy = (t) =>
  `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (now, add) => MONTHS[new Date(o.monthStart(N(now), add)).getUTCMonth()];
const monthRange = (now, add) => ranges.month(o.monthStart(N(now), add));
const FLOOD = (now) => D(now, 23);

const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const money = ['regatta-entry-paid', 'membership.renewed'];
const r2 = (x) => round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
};
const tieAt = (list, n) => list.length > n && round(list[n - 1][1], 2) === round(list[n][1], 2);

// Builders ------------------------------------------------------------------------------------
const count =
  (range, names, user, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    return { numbers: [s.length], confidence: conf, dataPoints: s.length };
  };
const distinct =
  (range, names, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, { range: range(now), names });
    return { numbers: [users(s).size], confidence: conf, dataPoints: s.length };
  };
const measure =
  (range, names, fn, user, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    return { numbers: [fn(s)], confidence: conf, dataPoints: s.length };
  };
function ranked(
  range,
  { names, key = o.byName, val, n = 5, ascending = false, conf = 'high', figures = true } = {},
) {
  const list = (ev, now) => rank(tally(select(ev, { range: range(now), names }), key, val), { ascending });
  const f = (ev, now) => {
    const s = select(ev, { range: range(now), names });
    const top = list(ev, now).slice(0, n);
    return {
      names: top.map((x) => x[0]),
      numbers: figures ? top.map((x) => r2(x[1])) : undefined,
      confidence: conf,
      dataPoints: s.length,
    };
  };
  f.tieAtCut = (ev, now) => tieAt(list(ev, now), n);
  return f;
}
const cmp =
  (r1, r2_, names, kind = 'count', conf = 'high') =>
  (ev, now) => {
    const a = select(ev, { range: r1(now), names }),
      b = select(ev, { range: r2_(now), names });
    const m =
      kind === 'users' ? (s) => users(s).size : kind === 'sum' ? (s) => r2(o.sum(s)) : (s) => s.length;
    const c = o.change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
const shareEvents =
  (range, name, conf = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(now) });
    return {
      percents: [o.percent(all.filter((e) => e.eventName === name).length, all.length)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
const shareUsers =
  (range, name, conf = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(now) });
    return {
      percents: [o.percent(users(all.filter((e) => e.eventName === name)).size, users(all).size)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
const conv =
  (range, a, b, conf = 'high') =>
  (ev, now) => {
    const r = range(now),
      c = o.conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf,
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  };
const churn = (active, inactive) => (ev, now) => ({
  numbers: [o.churned(ev, active(now), inactive(now)).length],
  confidence: 'high',
});
const fresh = (range) => (ev, now) => ({ numbers: [o.newUsers(ev, range(now)).length], confidence: 'high' });
const lastOf = (names, user) => (ev, now) => {
  const s = select(ev, { names, user });
  return { names: [isoDay(Math.max(...s.map(o.time)))], confidence: 'high', dataPoints: s.length };
};
const busiest = (range, key, names, ascending = false) => ranked(range, { names, key, n: 1, ascending });

const last = (n) => (now) => ranges.lastDays(N(now), n);
const lastW = (n) => (now) => ranges.lastWeeks(N(now), n);
const lastMo = (n) => (now) => ranges.lastMonths(N(now), n);
const before = (r, k) => (now) => {
  const x = r(now);
  return { from: x.from - k, to: x.from };
};
const all = () => ranges.all();
const yest = (now) => ranges.yesterday(N(now));
const lastWeek = (now) => ranges.lastWeek(N(now));
const lastMonth = (now) => ranges.lastMonth(N(now));
const thisMonth = (now) => ranges.thisMonth(N(now));
const thisYear = (now) => ranges.thisYear(N(now));
const thisWeek = (now) => ranges.thisWeek(N(now));
const today = (now) => ranges.today(N(now));
const floodDay = (now) => ranges.on(FLOOD(now));
const betw = (a, b) => (now) => ranges.between(D(now, a), D(now, b));
const since = (k) => (now) => ranges.since(D(now, k), N(now));
const beforeDay = (k) => (now) => ranges.before(D(now, k));

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'how many boat_booked in the past week?',
    expect: count(last(7), ['boat_booked']),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Number of erg workouts yesterday please',
    expect: count(yest, ['ErgWorkout']),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) => `Boatman asking: how many "Boat Damage Reported" events since ${isoDay(D(now, 40))}?`,
    expect: count(since(40), ['Boat Damage Reported']),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) => `count of river-status-checked on ${longDay(FLOOD(now))}`,
    expect: count(floodDay, ['river-status-checked']),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'how many session.logged events did rower_007 have last month?',
    expect: count(lastMonth, ['session.logged'], PERSONAS.topRower),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) =>
      `Total number of events between ${isoDay(D(now, 40))} and ${isoDay(D(now, 20))}, all types`,
    expect: count(betw(40, 20)),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) => `how many booking cancellations did we get in ${monthName(now, -1)}?`,
    expect: count((now) => monthRange(now, -1), ['BookingCancelled'], undefined, 'not-high'),
  },
  {
    id: 'count-08',
    type: 'count',
    question: 'How many times did app_opened fire in the past 12 hours?',
    expect: count((now) => ranges.lastHours(N(now), 12), ['app_opened']),
  },
  {
    id: 'count-09',
    type: 'count',
    low: true,
    question: 'how many boat_capsized events were there last week',
    expect: LOW,
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) => `membership.renewed count before ${shortDay(D(now, 60))}`,
    expect: count(beforeDay(60), ['membership.renewed']),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'hwo many app_opened so far today?',
    expect: count(today, ['app_opened']),
  },
  { id: 'count-13', type: 'count', question: 'how many events so far this year', expect: count(thisYear) },

  // ---------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'how many distinct users had an ErgWorkout in the last 30 days?',
    expect: distinct(last(30), ['ErgWorkout']),
  },
  { id: 'users-02', type: 'users', question: 'active users yesterday?', expect: distinct(yest) },
  {
    id: 'users-03',
    type: 'users',
    question: (now) => `How many people booked a boat in ${monthName(now, -2)}?`,
    expect: distinct((now) => monthRange(now, -2), ['boat_booked'], 'not-high'),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'number of unique members who completed the safety briefing in the past 2 months',
    expect: distinct(lastMo(2), ['safety.briefing_completed'], 'not-high'),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) =>
      `how many users did Session Joined between ${shortDay(D(now, 50))} and ${shortDay(D(now, 10))}`,
    expect: distinct(betw(50, 10), ['Session Joined']),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) => `unique users with river-status-checked on ${isoDay(FLOOD(now))} (the flood day)`,
    expect: distinct(floodDay, ['river-status-checked']),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'how many active users this week so far?',
    expect: distinct(thisWeek),
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'how many members used kayak_rented last month?',
    expect: LOW,
  },
  {
    id: 'users-09',
    type: 'users',
    question: (now) => `How many customers have a session.logged since ${longDay(D(now, 14))}?`,
    expect: distinct(since(14), ['session.logged']),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: 'total distance (km) of session.logged last month',
    expect: measure(lastMonth, ['session.logged'], (s) => r2(o.sum(s))),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'whats the avrage watts on ErgWorkout over the last 14 days',
    expect: measure(last(14), ['ErgWorkout'], o.avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'highest ErgWorkout value ever recorded?',
    expect: measure(all, ['ErgWorkout'], o.max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'shortest session.logged distance last week',
    expect: measure(lastWeek, ['session.logged'], o.min),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median regatta-entry-paid amount, all time',
    expect: measure(all, ['regatta-entry-paid'], median),
  },
  {
    id: 'value-06',
    type: 'value',
    question: (now) => `how much did we take in regatta entry fees in ${monthName(now, -1)}?`,
    expect: measure(
      (now) => monthRange(now, -1),
      ['regatta-entry-paid'],
      (s) => r2(o.sum(s)),
      undefined,
      'not-high',
    ),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'For the committee: what was our revenue over the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: last(30)(now), names: money });
      return {
        numbers: [r2(o.sum(s))],
        names: money,
        unordered: true,
        confidence: 'not-high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'average training_session_run value this year (attendees per session)',
    expect: measure(thisYear, ['training_session_run'], o.avg),
  },
  {
    id: 'value-09',
    type: 'value',
    question: (now) => `sum of membership.renewed from ${isoDay(D(now, 90))} to ${isoDay(D(now, 1))}`,
    expect: measure(betw(90, 1), ['membership.renewed'], (s) => r2(o.sum(s))),
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'how many km did rower_007 row in the past 4 weeks?',
    expect: measure(lastW(4), ['session.logged'], (s) => r2(o.sum(s)), PERSONAS.topRower, 'not-high'),
  },
  // ---------------------------------------------------------------- top-events
  {
    id: 'top-ev-01',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked(last(30), { n: 5 }),
  },
  {
    id: 'top-ev-02',
    type: 'top-events',
    question: 'what are the 3 least common events?',
    expect: ranked(all, { n: 3, ascending: true }),
  },
  {
    id: 'top-ev-03',
    type: 'top-events',
    question: 'most common event yesterday',
    expect: ranked(yest, { n: 1 }),
  },
  {
    id: 'top-ev-04',
    type: 'top-events',
    question: (now) => `what were people doing on ${shortDay(FLOOD(now))}? list the top events`,
    expect: ranked(floodDay, { n: 5 }),
  },
  {
    id: 'top-ev-05',
    type: 'top-events',
    question: (now) => `top 3 events in ${monthName(now, -2)}`,
    expect: ranked((now) => monthRange(now, -2), { n: 3 }),
  },
  {
    id: 'top-ev-07',
    type: 'top-events',
    question: 'bottom 2 events over the past 60 days',
    expect: ranked(last(60), { n: 2, ascending: true }),
  },
  {
    id: 'top-ev-08',
    type: 'top-events',
    question: (now) => `top 4 actions between ${dmy(D(now, 70))} and ${dmy(D(now, 35))}`,
    expect: ranked(betw(70, 35), { n: 4 }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-us-01',
    type: 'top-users',
    question: 'top 2 most active members last month',
    expect: ranked(lastMonth, { key: o.byUser, n: 2 }),
  },
  {
    id: 'top-us-02',
    type: 'top-users',
    question: 'who are our top 2 spenders?',
    expect: ranked(all, { key: o.byUser, names: money, val: o.value, n: 2, conf: 'not-high' }),
  },
  {
    id: 'top-us-03',
    type: 'top-users',
    question: 'who put in the most session.logged km over the last 8 weeks?',
    expect: ranked(lastW(8), { key: o.byUser, names: ['session.logged'], val: o.value, n: 1 }),
  },
  {
    id: 'top-us-04',
    type: 'top-users',
    question: 'which 3 users ran the most training_session_run?',
    expect: ranked(all, { key: o.byUser, names: ['training_session_run'], n: 3 }),
  },
  {
    id: 'top-us-05',
    type: 'top-users',
    question: (now) => `top 2 users by ErgWorkout count since ${isoDay(D(now, 45))}`,
    expect: ranked(since(45), { key: o.byUser, names: ['ErgWorkout'], n: 2 }),
  },
  {
    id: 'top-us-06',
    type: 'top-users',
    question: 'who filed the most Boat Damage Reported? want to thank them (or ask them to be more careful)',
    expect: ranked(all, { key: o.byUser, names: ['Boat Damage Reported'], n: 1 }),
  },
  {
    id: 'top-us-07',
    type: 'top-users',
    question: 'top 2 users by regatta-entry-paid amount',
    expect: ranked(all, { key: o.byUser, names: ['regatta-entry-paid'], val: o.value, n: 2 }),
  },
  {
    id: 'top-us-08',
    type: 'top-users',
    question: 'most active user in the past 30 days?',
    expect: ranked(last(30), { key: o.byUser, n: 1 }),
  },
  // ---------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does rower_007 have in total?',
    expect: count(all, undefined, PERSONAS.topRower),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'when was rower_233 first seen and last seen?',
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.churner }).map(o.time);
      return {
        names: [isoDay(Math.min(...s)), isoDay(Math.max(...s))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'which event types has rower_412 used so far?',
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.newcomer });
      return {
        names: [...new Set(s.map(o.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'what events did coach_03 use in the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: last(30)(now), user: PERSONAS.headCoach });
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
    question: 'show me the 3 most recent events for rower_150',
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.racer });
      return { names: o.newestFirst(s).slice(0, 3).map(o.byName), confidence: 'high', dataPoints: s.length };
    },
  },
  { id: 'user-06', type: 'user', low: true, question: `how many events did ${NOBODY} have?`, expect: LOW },
  {
    id: 'user-07',
    type: 'user',
    question: (now) => `rower_088 activity in ${monthName(now, -1)} - how many events?`,
    expect: count((now) => monthRange(now, -1), undefined, PERSONAS.damageReporter),
  },
  {
    id: 'user-08',
    type: 'user',
    question: 'when did rower_412 first show up in the app?',
    expect: (ev) => {
      const s = select(ev, { user: PERSONAS.newcomer });
      return { names: [isoDay(Math.min(...s.map(o.time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-10',
    type: 'user',
    low: true,
    question: 'when was rower_0o7 last seen? (might be a typo in my notes)',
    expect: LOW,
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'brk-01',
    type: 'breakdown',
    question: 'events by weekday - which weekday is the busiest?',
    expect: busiest(all, o.byWeekday),
  },
  {
    id: 'brk-02',
    type: 'breakdown',
    question: 'busiest single day in the last 60 days?',
    expect: busiest(last(60), o.byDay),
  },
  {
    id: 'brk-04',
    type: 'breakdown',
    question: 'what hour of the day do most boat_booked happen?',
    expect: busiest(all, o.byHour, ['boat_booked']),
  },
  {
    id: 'brk-05',
    type: 'breakdown',
    question: 'daily app_opened counts for last week',
    expect: (ev, now) => {
      const s = select(ev, { range: lastWeek(now), names: ['app_opened'] });
      const t = [...tally(s, o.byDay)].sort();
      return {
        names: t.map((x) => x[0]),
        numbers: t.map((x) => x[1]),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'brk-06',
    type: 'breakdown',
    question: 'which month had the most ErgWorkout events?',
    expect: busiest(all, o.byMonth, ['ErgWorkout']),
  },
  {
    id: 'brk-07',
    type: 'breakdown',
    question: 'busiest weekday for Session Joined?',
    expect: busiest(all, o.byWeekday, ['Session Joined']),
  },
  {
    id: 'brk-08',
    type: 'breakdown',
    question: 'peak hour of day for ErgWorkout in the past 30 days',
    expect: busiest(last(30), o.byHour, ['ErgWorkout']),
  },
  {
    id: 'brk-09',
    type: 'breakdown',
    question: 'busiest week in the last 3 months (ISO weeks)',
    expect: busiest(lastMo(3), o.byWeek),
  },
  {
    id: 'brk-10',
    type: 'breakdown',
    question: 'quietest weekday overall for session.logged?',
    expect: busiest(all, o.byWeekday, ['session.logged'], true),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'ErgWorkout: last 30 days vs the previous 30 days?',
    expect: cmp(before(last(30), 30 * DAY), last(30), ['ErgWorkout']),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: 'total events in the last 7 days compared with the 7 days before',
    expect: cmp(before(last(7), 7 * DAY), last(7)),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: (now) => `session.logged in ${monthName(now, -2)} vs ${monthName(now, -1)}`,
    expect: cmp(
      (now) => monthRange(now, -2),
      (now) => monthRange(now, -1),
      ['session.logged'],
    ),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: 'is boat booking growing? compare the last 4 weeks with the 4 weeks before',
    expect: cmp(before(lastW(4), 28 * DAY), lastW(4), ['boat_booked'], 'count', 'not-high'),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: 'active users last month vs the month before',
    expect: cmp((now) => monthRange(now, -2), lastMonth, undefined, 'users'),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: 'regatta-entry-paid amount, last 60 days versus the prior 60 days',
    expect: cmp(before(last(60), 60 * DAY), last(60), ['regatta-entry-paid'], 'sum'),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question: 'river-status-checked in the past 4 weeks vs the 4 weeks before that',
    expect: cmp(before(lastW(4), 28 * DAY), lastW(4), ['river-status-checked']),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: 'boat_booked last week compared with the week before',
    expect: cmp(before(lastWeek, 7 * DAY), lastWeek, ['boat_booked']),
  },
  {
    id: 'cmp-09',
    type: 'compare',
    question: 'is the club growing? users in the last 30 days vs the 30 days before',
    expect: cmp(before(last(30), 30 * DAY), last(30), undefined, 'users'),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-01',
    type: 'share',
    question: 'what percent of events last month were ErgWorkout?',
    expect: shareEvents(lastMonth, 'ErgWorkout'),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what share of active users did session.logged in the last 30 days?',
    expect: shareUsers(last(30), 'session.logged'),
  },
  {
    id: 'share-03',
    type: 'share',
    question: '% of all events that are app_opened',
    expect: shareEvents(all, 'app_opened'),
  },
  {
    id: 'share-04',
    type: 'share',
    question: (now) =>
      `of the members active on ${isoDay(FLOOD(now))}, what percentage did river-status-checked?`,
    expect: shareUsers(floodDay, 'river-status-checked'),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'what fraction of actions this month were app_opened',
    expect: shareEvents(thisMonth, 'app_opened'),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'percentage of users who have ever done Boat Damage Reported',
    expect: shareUsers(all, 'Boat Damage Reported'),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `share of events in ${monthName(now, -2)} that were BookingCancelled`,
    expect: shareEvents((now) => monthRange(now, -2), 'BookingCancelled'),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'what % of people did a safety briefing in the last 2 months?',
    expect: shareUsers(lastMo(2), 'safety.briefing_completed', 'not-high'),
  },
  {
    id: 'share-09',
    type: 'share',
    question: 'percent of active users last week who had a Session Joined',
    expect: shareUsers(lastWeek, 'Session Joined'),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-01',
    type: 'conversion',
    question: 'of users who boat_booked in the last 30 days, how many then had a session.logged?',
    expect: conv(last(30), 'boat_booked', 'session.logged'),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: (now) => `conversion from safety.briefing_completed to boat_booked since ${isoDay(D(now, 60))}`,
    expect: conv(since(60), 'safety.briefing_completed', 'boat_booked'),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question:
      'Session Joined -> ErgWorkout conversion last month, asking becuase coaches want to know if sessions drive erg use',
    expect: conv(lastMonth, 'Session Joined', 'ErgWorkout'),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question: 'what % of users with app_opened went on to regatta-entry-paid, past 60 days?',
    expect: conv(last(60), 'app_opened', 'regatta-entry-paid'),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question: 'of people who booked a boat last week, what percentage later logged a session?',
    expect: conv(lastWeek, 'boat_booked', 'session.logged', 'not-high'),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question: (now) =>
      `on ${longDay(FLOOD(now))}, of users who did river-status-checked how many then did an ErgWorkout?`,
    expect: conv(floodDay, 'river-status-checked', 'ErgWorkout'),
  },
  {
    id: 'conv-08',
    type: 'conversion',
    question: (now) => `ErgWorkout → session.logged between ${isoDay(D(now, 100))} and ${isoDay(D(now, 50))}`,
    expect: conv(betw(100, 50), 'ErgWorkout', 'session.logged'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many members were active in ${monthName(now, -2)} but not in ${monthName(now, -1)}?`,
    expect: churn(
      (now) => monthRange(now, -2),
      (now) => monthRange(now, -1),
    ),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many new users in the last 30 days?',
    expect: fresh(last(30)),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'users who were active in the last 90 days but not in the last 30 days - how many?',
    expect: churn(last(90), last(30)),
  },
  { id: 'churn-04', type: 'churn', question: 'new members last week?', expect: fresh(lastWeek) },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `how many users first appeared in ${monthName(now, -1)}`,
    expect: fresh((now) => monthRange(now, -1)),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) =>
      `active between ${isoDay(D(now, 110))} and ${isoDay(D(now, 80))} but nothing in the last 60 days: how many churned?`,
    expect: churn(betw(110, 80), last(60)),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: 'churned users: active last month, not active in the last 14 days',
    expect: churn(lastMonth, last(14)),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'rec-01',
    type: 'recency',
    question: 'when was the last Boat Damage Reported?',
    expect: lastOf(['Boat Damage Reported']),
  },
  {
    id: 'rec-02',
    type: 'recency',
    question: 'has anyone done a regatta-entry-paid in the last 30 days?',
    expect: (ev, now) => ({
      confidence: 'high',
      dataPoints: select(ev, { range: last(30)(now), names: ['regatta-entry-paid'] }).length,
    }),
  },
  {
    id: 'rec-03',
    type: 'recency',
    question: 'last time rower_233 did anything?',
    expect: lastOf(undefined, PERSONAS.churner),
  },
  {
    id: 'rec-04',
    type: 'recency',
    question: 'when was the most recent training_session_run',
    expect: lastOf(['training_session_run']),
  },
  {
    id: 'rec-05',
    type: 'recency',
    question: 'last membership.renewed - when?',
    expect: lastOf(['membership.renewed']),
  },
  {
    id: 'rec-06',
    type: 'recency',
    low: true,
    question: 'did anyone ever trigger a kayak_capsized?',
    expect: LOW,
  },
  {
    id: 'rec-07',
    type: 'recency',
    question: 'most recent BookingCancelled? a member says the app lost their cancellation',
    expect: lastOf(['BookingCancelled']),
  },
  {
    id: 'rec-08',
    type: 'recency',
    question: 'when did coach_03 last run a training_session_run?',
    expect: lastOf(['training_session_run'], PERSONAS.headCoach),
  },
  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-01',
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
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users do we have in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'how many events are stored overall',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'how many distinct event types does the app track?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(o.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'new analyst here: how many members and how many events are in the data?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question: 'What kinds of events does the club app record?',
    expect: (ev) => ({
      names: [...new Set(ev.map(o.byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: 'list every event name with its count',
    expect: (ev) => {
      const t = rank(tally(ev, o.byName));
      return {
        names: t.map((x) => x[0]),
        numbers: t.map((x) => x[1]),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  // ---------------------------------------------------------------- other
  {
    id: 'other-01',
    type: 'other',
    question: 'what is the water temperature on the river today?',
    expect: LOW,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'which boat (by hull name) gets damaged the most?',
    expect: LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'how much does it cost us to repair a single scull?',
    expect: LOW,
  },
  { id: 'other-04', type: 'other', question: 'whats the average age of our members', expect: LOW },
  { id: 'other-05', type: 'other', question: 'who won the head race last weekend?', expect: LOW },
  {
    id: 'other-06',
    type: 'other',
    question: "what's the weather forecast for saturday's outing?",
    expect: LOW,
  },
  { id: 'other-07', type: 'other', question: 'how many of our members are women vs men?', expect: LOW },
  {
    id: 'other-08',
    type: 'other',
    question: 'what is the average heart rate during erg workouts?',
    expect: LOW,
  },
  { id: 'other-09', type: 'other', question: 'which coach has the best rating from members?', expect: LOW },
];
