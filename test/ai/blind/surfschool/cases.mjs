/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
// Blind round "surfschool": questions people at a surf school / board-rental shop would ask.
// Every expectation is computed from the events with the reference oracle.
import {
  DAY,
  HOUR,
  MONTHS,
  WEEKDAYS,
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
  isoMonth,
  pastMonth,
  pastMonthDay,
  time,
  round,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY, STORM_DAYS_AGO } from './data.mjs';

const { topUser, bigSpender, churner, newcomer, instructor } = PERSONAS;
const MONEY = ['lesson_booked', 'Board Rented', 'wetsuit_rented', 'camp_signup', 'Gift Voucher Purchased'];

// ---- helpers --------------------------------------------------------------------------------
const T = (now) => +now;
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const mon = (t) => MONTHS[new Date(t).getUTCMonth()];
const mon3 = (t) => mon(t).slice(0, 3);
const dnum = (t) => new Date(t).getUTCDate();
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const stormDay = (now) => dayStart(T(now)) - STORM_DAYS_AGO * DAY;
const daysAgo = (now, n) => dayStart(T(now)) - n * DAY;
const minute = (t) => new Date(t).toISOString().slice(11, 16);
const prevMonth = (now) => monthStart(T(now), -1);
const prev2Month = (now) => monthStart(T(now), -2);

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
const measure =
  (fn, range, names, user, confidence = 'high') =>
  (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    return { numbers: [fn(s)], confidence, dataPoints: s.length };
  };
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
};

// Ranked answers: `getMap(ev, now)` gives key → measure; the top `n` are expected in order.
function ranked(getMap, n, { ascending = false, confidence = 'high', dp, numbers = true } = {}) {
  const expect = (ev, now) => {
    const list = rank(getMap(ev, now), { n, ascending });
    const x = { names: list.map(([k]) => k), confidence };
    if (numbers) x.numbers = list.map(([, v]) => (Number.isInteger(v) ? v : round(v, 2)));
    if (dp) x.dataPoints = dp(ev, now);
    return x;
  };
  expect.tieAtCut = (ev, now) => {
    const all = rank(getMap(ev, now), { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}
const inScope = (range, names, user) => (ev, now) => select(ev, { range: range(now), names, user }).length;

function compareCase(getPair, { kind = 'count', confidence = 'high' } = {}) {
  return (ev, now) => {
    const [r1, r2, names] = getPair(now);
    const a = select(ev, { range: r1, names }),
      b = select(ev, { range: r2, names });
    const f = kind === 'users' ? (s) => users(s).size : kind === 'sum' ? sum : (s) => s.length;
    const c = change(f(a), f(b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
}
const prevOf = (r) => ({ from: r.from - (r.to - r.from), to: r.from });

function shareEvents(range, names, user) {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const part = all.filter((e) => (!names || names.includes(e.eventName)) && (!user || e.userId === user));
    return {
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      confidence: 'high',
      dataPoints: all.length,
    };
  };
}
function shareUsers(range, names, confidence = 'high') {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const did = users(all.filter((e) => names.includes(e.eventName))).size,
      act = users(all).size;
    return { numbers: [did], percents: [percent(did, act)], confidence, dataPoints: all.length };
  };
}
function conv(range, a, b, confidence = 'high') {
  return (ev, now) => {
    const r = range(now);
    const c = conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  };
}
function lastOf(names, user, range = ranges.all, confidence = 'high') {
  return (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    const t = time(newestFirst(s)[0]);
    return { names: [isoDay(t), minute(t)], confidence, dataPoints: s.length };
  };
}

// ---- cases ----------------------------------------------------------------------------------
export const cases = [
  // ======================= count =======================
  {
    id: 'count-lessons-booked-all',
    type: 'count',
    question: 'how many lesson_booked events do we have in total?',
    expect: count(ranges.all, ['lesson_booked']),
  },
  {
    id: 'count-board-rented-7d',
    type: 'count',
    question: 'Board Rented count for the last 7 days pls',
    expect: count((now) => ranges.lastDays(T(now), 7), ['Board Rented']),
  },
  {
    id: 'count-noshow-storm-day',
    type: 'count',
    question: (now) =>
      `The swell day - how many NoShow events did we log on ${mon(stormDay(now))} ${ord(dnum(stormDay(now)))}?`,
    expect: count((now) => ranges.on(stormDay(now)), ['NoShow']),
  },
  {
    id: 'count-wetsuits-yesterday',
    type: 'count',
    question: 'How many wetsuit rentals yesterday? (wetsuit_rented)',
    expect: count((now) => ranges.yesterday(T(now)), ['wetsuit_rented']),
  },
  {
    id: 'count-all-30d',
    type: 'count',
    question: 'total number of events in the past 30 days, all types together',
    expect: count((now) => ranges.lastDays(T(now), 30), undefined),
  },
  {
    id: 'count-camp-signups-prev-month',
    type: 'count',
    question: (now) => `how many camp signups did we get in ${mon(prevMonth(now))}?`,
    expect: count(
      (now) => ranges.month(pastMonth(T(now), new Date(prevMonth(now)).getUTCMonth())),
      ['camp_signup'],
    ),
  },
  {
    id: 'count-board-returned-between',
    type: 'count',
    question: (now) =>
      `Count of board-returned between ${isoDay(daysAgo(now, 20))} and ${isoDay(daysAgo(now, 14))}, both days included.`,
    expect: count((now) => ranges.between(daysAgo(now, 20), daysAgo(now, 14)), ['board-returned']),
  },
  {
    id: 'count-instructor-opens-last-week',
    type: 'count',
    question: `How many times did ${instructor} have app_opened last week?`,
    expect: count((now) => ranges.lastWeek(T(now)), ['app_opened'], instructor),
  },
  {
    id: 'count-events-since',
    type: 'count',
    question: (now) => `events since ${dnum(daysAgo(now, 10))} ${mon(daysAgo(now, 10))}?`,
    expect: count((now) => ranges.since(daysAgo(now, 10), T(now)), undefined),
  },
  {
    id: 'count-attended-before',
    type: 'count',
    question: (now) => `How many lesson.attended were recorded before ${isoDay(daysAgo(now, 60))}?`,
    expect: count((now) => ranges.before(daysAgo(now, 60)), ['lesson.attended']),
  },
  {
    id: 'count-loose-skipped-lessons',
    type: 'count',
    question:
      'how many times did students just not turn up for their lesson in the last 4 weeks? no-shows basically',
    expect: count((now) => ranges.lastWeeks(T(now), 4), ['NoShow'], undefined, 'not-high'),
  },
  {
    id: 'count-unknown-cancelled',
    type: 'count',
    low: true,
    question: 'How many lesson_cancelled events in the last 30 days?',
    expect: LOW,
  },

  // ======================= users =======================
  {
    id: 'users-attended-30d',
    type: 'users',
    question: 'how many distinct students had a lesson.attended in the past 30 days',
    expect: distinct((now) => ranges.lastDays(T(now), 30), ['lesson.attended']),
  },
  {
    id: 'users-active-last-week',
    type: 'users',
    question: 'Active users last week?',
    expect: distinct((now) => ranges.lastWeek(T(now)), undefined),
  },
  {
    id: 'users-board-rented-last-month',
    type: 'users',
    question: 'How many unique customers did Board Rented last month?',
    expect: distinct((now) => ranges.lastMonth(T(now)), ['Board Rented']),
  },
  {
    id: 'users-camp-ever',
    type: 'users',
    question: 'number of people who have ever done a camp_signup',
    expect: distinct(ranges.all, ['camp_signup']),
  },
  {
    id: 'users-24h',
    type: 'users',
    question: 'how many unique users in the last 24 hours?',
    expect: distinct((now) => ranges.lastHours(T(now), 24), undefined),
  },
  {
    id: 'users-alerts-2w',
    type: 'users',
    question: 'For the alerts team: how many different users recieved surf.alert.sent over the past 2 weeks?',
    expect: distinct((now) => ranges.lastWeeks(T(now), 2), ['surf.alert.sent']),
  },
  {
    id: 'users-yesterday',
    type: 'users',
    question: 'how many ppl were active yesterday',
    expect: distinct((now) => ranges.yesterday(T(now)), undefined),
  },
  {
    id: 'users-loose-voucher-buyers',
    type: 'users',
    question: 'how many different customers bought a gift card since we launched vouchers?',
    expect: distinct(ranges.all, ['Gift Voucher Purchased'], 'not-high'),
  },
  {
    id: 'users-unknown-rescheduled',
    type: 'users',
    low: true,
    question: 'How many users did Lesson Rescheduled this year?',
    expect: LOW,
  },

  // ======================= value =======================
  {
    id: 'value-voucher-sum',
    type: 'value',
    question: 'Finance here - total value of Gift Voucher Purchased, all time?',
    expect: measure(sum, ranges.all, ['Gift Voucher Purchased']),
  },
  {
    id: 'value-avg-lesson-price-30d',
    type: 'value',
    question: 'whats the average lesson_booked value over the last 30 days',
    expect: measure(avg, (now) => ranges.lastDays(T(now), 30), ['lesson_booked']),
  },
  {
    id: 'value-max-wave',
    type: 'value',
    question: 'Biggest eventValue on surf.alert.sent ever? (it is the wave height in ft)',
    expect: measure(max, ranges.all, ['surf.alert.sent']),
  },
  {
    id: 'value-min-board-fee-last-month',
    type: 'value',
    question: 'minimum Board Rented value last month',
    expect: measure(min, (now) => ranges.lastMonth(T(now)), ['Board Rented']),
  },
  {
    id: 'value-median-lesson-price',
    type: 'value',
    question: 'What is the median value of lesson_booked across all bookings?',
    expect: measure(median, ranges.all, ['lesson_booked']),
  },
  {
    id: 'value-camp-sum-month',
    type: 'value',
    question: (now) =>
      `Sum of camp_signup value in ${mon(prev2Month(now))} ${new Date(prev2Month(now)).getUTCFullYear()}`,
    expect: measure(sum, (now) => ranges.month(prev2Month(now)), ['camp_signup']),
  },
  {
    id: 'value-avg-rating-since',
    type: 'value',
    question: (now) =>
      `mean lesson.attended value (that's the star rating) since ${mon3(daysAgo(now, 45))} ${dnum(daysAgo(now, 45))}`,
    expect: measure(avg, (now) => ranges.since(daysAgo(now, 45), T(now)), ['lesson.attended']),
  },
  {
    id: 'value-spender-vouchers',
    type: 'value',
    question: `How much has ${bigSpender} spent on Gift Voucher Purchased in total?`,
    expect: measure(sum, ranges.all, ['Gift Voucher Purchased'], bigSpender),
  },
  {
    id: 'value-revenue-30d',
    type: 'value',
    question: 'revenue for the last 30 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.lastDays(T(now), 30), names: MONEY });
      return { numbers: [sum(s)], confidence: 'not-high', dataPoints: s.length };
    },
  },
  {
    id: 'value-board-hours-loose',
    type: 'value',
    question: 'average hours a board is out when it comes back (board returns) in the last 2 months',
    expect: measure(avg, (now) => ranges.lastMonths(T(now), 2), ['board-returned'], undefined, 'not-high'),
  },

  // ======================= top-events =======================
  {
    id: 'top-events-all',
    type: 'top-events',
    question: 'What are our top 5 events?',
    expect: ranked((ev) => tally(ev, byName), 5, { dp: (ev) => ev.length }),
  },
  {
    id: 'top-events-3-last-week',
    type: 'top-events',
    question: 'top 3 events last week',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastWeek(T(now)) }), byName), 3, {
      dp: inScope((now) => ranges.lastWeek(T(now))),
    }),
  },
  {
    id: 'top-events-least-common',
    type: 'top-events',
    question: 'Which event do we see the least often, overall?',
    expect: ranked((ev) => tally(ev, byName), 1, { ascending: true, dp: (ev) => ev.length }),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: 'most common event yesterday?',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.yesterday(T(now)) }), byName), 1, {
      dp: inScope((now) => ranges.yesterday(T(now))),
    }),
  },
  {
    id: 'top-events-14d-default',
    type: 'top-events',
    question: 'list the most frequent events in the past 14 days',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastDays(T(now), 14) }), byName), 5, {
      dp: inScope((now) => ranges.lastDays(T(now), 14)),
    }),
  },
  {
    id: 'top-events-bottom3-30d',
    type: 'top-events',
    question: 'bottom 3 events by count over the last 30 days - trying to see what nobody uses',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastDays(T(now), 30) }), byName), 3, {
      ascending: true,
      dp: inScope((now) => ranges.lastDays(T(now), 30)),
    }),
  },
  {
    id: 'top-events-topuser',
    type: 'top-events',
    question: `Top 3 events for ${topUser}`,
    expect: ranked((ev) => tally(select(ev, { user: topUser }), byName), 3, {
      dp: inScope(ranges.all, undefined, topUser),
    }),
  },
  {
    id: 'top-events-storm-day',
    type: 'top-events',
    question: (now) => `what was the most frequent event on ${isoDay(stormDay(now))}?`,
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.on(stormDay(now)) }), byName), 1, {
      dp: inScope((now) => ranges.on(stormDay(now))),
    }),
  },

  // ======================= top-users =======================
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'who are the 2 most active users overall (by number of events)?',
    expect: ranked((ev) => tally(ev, byUser), 2, { dp: (ev) => ev.length }),
  },
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'who had the most events in the last 30 days?',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastDays(T(now), 30) }), byUser), 1, {
      dp: inScope((now) => ranges.lastDays(T(now), 30)),
    }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'Who are our top 3 spenders?',
    expect: ranked((ev) => tally(select(ev, { names: MONEY }), byUser, value), 3, {
      confidence: 'not-high',
      dp: inScope(ranges.all, MONEY),
    }),
  },
  {
    id: 'top-users-attended',
    type: 'top-users',
    question: 'which student has the most lesson.attended?',
    expect: ranked((ev) => tally(select(ev, { names: ['lesson.attended'] }), byUser), 1, {
      dp: inScope(ranges.all, ['lesson.attended']),
    }),
  },
  {
    id: 'top-users-voucher-value',
    type: 'top-users',
    question: 'Which user has the highest total Gift Voucher Purchased value?',
    expect: ranked((ev) => tally(select(ev, { names: ['Gift Voucher Purchased'] }), byUser, value), 1, {
      dp: inScope(ranges.all, ['Gift Voucher Purchased']),
    }),
  },
  {
    id: 'top-users-boards-2m',
    type: 'top-users',
    question: 'top user by Board Rented in the last 2 months',
    expect: ranked(
      (ev, now) =>
        tally(select(ev, { range: ranges.lastMonths(T(now), 2), names: ['Board Rented'] }), byUser),
      1,
      { dp: inScope((now) => ranges.lastMonths(T(now), 2), ['Board Rented']) },
    ),
  },
  {
    id: 'top-users-value',
    type: 'top-users',
    question: 'Top 3 users ranked by summed eventValue across every event type',
    expect: ranked((ev) => tally(ev, byUser, value), 3, { dp: (ev) => ev.length }),
  },
  {
    id: 'top-users-loose-campers',
    type: 'top-users',
    question: 'who books the most surf camps? top 1',
    expect: ranked((ev) => tally(select(ev, { names: ['camp_signup'] }), byUser), 1, {
      confidence: 'not-high',
      dp: inScope(ranges.all, ['camp_signup']),
    }),
  },

  // ======================= user =======================
  {
    id: 'user-topuser-count',
    type: 'user',
    question: `how many events does ${topUser} have?`,
    expect: count(ranges.all, undefined, topUser),
  },
  {
    id: 'user-newcomer-first-seen',
    type: 'user',
    question: `When was ${newcomer} first seen?`,
    expect: (ev) => {
      const s = select(ev, { user: newcomer });
      const t = Math.min(...s.map(time));
      return { names: [isoDay(t), minute(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-churner-last-seen',
    type: 'user',
    question: `support ticket from ${churner} - when did we last see them in the app?`,
    expect: (ev) => {
      const s = select(ev, { user: churner });
      const t = Math.max(...s.map(time));
      return { names: [isoDay(t), minute(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-spender-event-names',
    type: 'user',
    question: `Which event types has ${bigSpender} used?`,
    expect: (ev) => {
      const s = select(ev, { user: bigSpender });
      return {
        names: [...new Set(s.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-newcomer-recent',
    type: 'user',
    question: `show me the 3 most recent events for ${newcomer}`,
    expect: (ev) => {
      const s = select(ev, { user: newcomer });
      return { names: newestFirst(s).slice(0, 3).map(byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-instructor-30d',
    type: 'user',
    question: `${instructor}: number of events in the last 30 days`,
    expect: count((now) => ranges.lastDays(T(now), 30), undefined, instructor),
  },
  {
    id: 'user-spender-first-last',
    type: 'user',
    question: `first and last seen for ${bigSpender}`,
    expect: (ev) => {
      const s = select(ev, { user: bigSpender });
      const a = Math.min(...s.map(time)),
        b = Math.max(...s.map(time));
      return {
        names: [isoDay(a), minute(a), isoDay(b), minute(b)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `What has ${NOBODY} been up to? how many bookings?`,
    expect: LOW,
  },
  {
    id: 'user-churner-2w',
    type: 'user',
    low: true,
    question: `how many events did ${churner} have in the last 2 weeks?`,
    expect: LOW,
  },

  // ======================= breakdown =======================
  {
    id: 'breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'Which day of the week is busiest for us overall? trying to plan instructor shifts',
    expect: ranked((ev) => tally(ev, byWeekday), 1, { dp: (ev) => ev.length }),
  },
  {
    id: 'breakdown-attended-hour',
    type: 'breakdown',
    question: 'at what hour of the day (UTC) do most lesson.attended events land?',
    expect: ranked((ev) => tally(select(ev, { names: ['lesson.attended'] }), byHour), 1, {
      dp: inScope(ranges.all, ['lesson.attended']),
    }),
  },
  {
    id: 'breakdown-monthly-bookings',
    type: 'breakdown',
    question: (now) => `lesson_booked per month since ${isoDay(prev2Month(now))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: ranges.since(prev2Month(now), T(now)), names: ['lesson_booked'] });
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
    id: 'breakdown-daily-boards',
    type: 'breakdown',
    question: (now) =>
      `Daily Board Rented counts from ${isoDay(daysAgo(now, 9))} to ${isoDay(daysAgo(now, 3))}`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: ranges.between(daysAgo(now, 9), daysAgo(now, 3)),
        names: ['Board Rented'],
      });
      const m = [...tally(s, byDay)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-weekly-opens',
    type: 'breakdown',
    question: (now) => {
      const w = weekStart(T(now));
      return `weekly breakdown of app_opened between ${isoDay(w - 4 * 7 * DAY)} and ${isoDay(w - DAY)}`;
    },
    expect: (ev, now) => {
      const w = weekStart(T(now));
      const s = select(ev, { range: ranges.between(w - 28 * DAY, w - DAY), names: ['app_opened'] });
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
    id: 'breakdown-busiest-date-60d',
    type: 'breakdown',
    question: 'what was our single busiest day (most events) in the last 60 days?',
    expect: ranked((ev, now) => tally(select(ev, { range: ranges.lastDays(T(now), 60) }), byDay), 1, {
      dp: inScope((now) => ranges.lastDays(T(now), 60)),
    }),
  },
  {
    id: 'breakdown-bookings-month',
    type: 'breakdown',
    question: 'In which calendar month did we have the most lesson_booked?',
    expect: ranked((ev) => tally(select(ev, { names: ['lesson_booked'] }), byMonth), 1, {
      dp: inScope(ranges.all, ['lesson_booked']),
    }),
  },
  {
    id: 'breakdown-quietest-weekday-lessons',
    type: 'breakdown',
    question: 'quietest weekday for lesson_booked?',
    expect: ranked((ev) => tally(select(ev, { names: ['lesson_booked'] }), byWeekday), 1, {
      ascending: true,
      dp: inScope(ranges.all, ['lesson_booked']),
    }),
  },
  {
    id: 'breakdown-weekday-boards-loose',
    type: 'breakdown',
    question: 'on which weekday do people rent the most boards?',
    expect: ranked((ev) => tally(select(ev, { names: ['Board Rented'] }), byWeekday), 1, {
      confidence: 'not-high',
      dp: inScope(ranges.all, ['Board Rented']),
    }),
  },

  // ======================= compare =======================
  {
    id: 'compare-7d-bookings',
    type: 'compare',
    question: 'lesson_booked in the last 7 days vs the 7 days before that?',
    expect: compareCase((now) => {
      const r = ranges.lastDays(T(now), 7);
      return [prevOf(r), r, ['lesson_booked']];
    }),
  },
  {
    id: 'compare-bookings-last-week',
    type: 'compare',
    question: 'lesson_booked last week compared with the week before',
    expect: compareCase((now) => {
      const r = ranges.lastWeek(T(now));
      return [prevOf(r), r, ['lesson_booked']];
    }),
  },
  {
    id: 'compare-users-last-month',
    type: 'compare',
    question: 'Active users last month vs the month before — board deck slide 4',
    expect: compareCase((now) => [ranges.month(prev2Month(now)), ranges.lastMonth(T(now))], {
      kind: 'users',
    }),
  },
  {
    id: 'compare-named-months-boards',
    type: 'compare',
    question: (now) => `Board Rented: ${mon(prev2Month(now))} vs ${mon(prevMonth(now))}?`,
    expect: compareCase((now) => [
      ranges.month(prev2Month(now)),
      ranges.month(prevMonth(now)),
      ['Board Rented'],
    ]),
  },
  {
    id: 'compare-booking-value-growing',
    type: 'compare',
    question: 'is lesson_booked value growing? sum over the last 30 days against the 30 days before',
    expect: compareCase(
      (now) => {
        const r = ranges.lastDays(T(now), 30);
        return [prevOf(r), r, ['lesson_booked']];
      },
      { kind: 'sum' },
    ),
  },
  {
    id: 'compare-users-14d',
    type: 'compare',
    question: 'unique users past 14 days versus the previous 14 days',
    expect: compareCase(
      (now) => {
        const r = ranges.lastDays(T(now), 14);
        return [prevOf(r), r];
      },
      { kind: 'users' },
    ),
  },
  {
    id: 'compare-events-72h',
    type: 'compare',
    question: 'all events in the last 72 hours vs the 72 hours before?',
    expect: compareCase((now) => {
      const r = ranges.lastHours(T(now), 72);
      return [prevOf(r), r];
    }),
  },
  {
    id: 'compare-board-fees-30d',
    type: 'compare',
    question: 'total Board Rented value (rental fees), last 30 days vs prior 30 days',
    expect: compareCase(
      (now) => {
        const r = ranges.lastDays(T(now), 30);
        return [prevOf(r), r, ['Board Rented']];
      },
      { kind: 'sum' },
    ),
  },
  {
    id: 'compare-two-weeks-named',
    type: 'compare',
    question: (now) => {
      const w = weekStart(T(now));
      return `all events from ${isoDay(w - 21 * DAY)} to ${isoDay(w - 15 * DAY)} compared wtih ${isoDay(w - 14 * DAY)} to ${isoDay(w - 8 * DAY)}`;
    },
    expect: compareCase((now) => {
      const w = weekStart(T(now));
      return [ranges.between(w - 21 * DAY, w - 15 * DAY), ranges.between(w - 14 * DAY, w - 8 * DAY)];
    }),
  },
  {
    id: 'compare-loose-lessons-growing',
    type: 'compare',
    question: 'are lesson bookings going up? last 4 weeks vs the 4 weeks before',
    expect: compareCase(
      (now) => {
        const r = ranges.lastWeeks(T(now), 4);
        return [prevOf(r), r, ['lesson_booked']];
      },
      { confidence: 'not-high' },
    ),
  },

  // ======================= share =======================
  {
    id: 'share-app-opened-all',
    type: 'share',
    question: 'What percentage of all events are app_opened?',
    expect: shareEvents(ranges.all, ['app_opened']),
  },
  {
    id: 'share-noshow-30d',
    type: 'share',
    question: 'what share of events in the last 30 days were NoShow?',
    expect: shareEvents((now) => ranges.lastDays(T(now), 30), ['NoShow']),
  },
  {
    id: 'share-users-camp-last-month',
    type: 'share',
    question: 'what % of active users did a camp_signup last month?',
    expect: shareUsers((now) => ranges.lastMonth(T(now)), ['camp_signup']),
  },
  {
    id: 'share-users-board-ever',
    type: 'share',
    question: 'Percentage of all our users who have ever had a Board Rented',
    expect: shareUsers(ranges.all, ['Board Rented']),
  },
  {
    id: 'share-alerts-storm',
    type: 'share',
    question: (now) =>
      `On ${mon3(stormDay(now))} ${dnum(stormDay(now))}, what fraction of events were surf.alert.sent?`,
    expect: shareEvents((now) => ranges.on(stormDay(now)), ['surf.alert.sent']),
  },
  {
    id: 'share-users-booked-7d',
    type: 'share',
    question: 'of the users active in the past 7 days, what percent did lesson_booked?',
    expect: shareUsers((now) => ranges.lastDays(T(now), 7), ['lesson_booked']),
  },
  {
    id: 'share-topuser-events',
    type: 'share',
    question: `What percentage of all events come from ${topUser}?`,
    expect: shareEvents(ranges.all, undefined, topUser),
  },
  {
    id: 'share-loose-renters',
    type: 'share',
    question: 'roughly what percent of customers active in the last 2 months rented a wetsuit from us?',
    expect: shareUsers((now) => ranges.lastMonths(T(now), 2), ['wetsuit_rented'], 'not-high'),
  },

  // ======================= conversion =======================
  {
    id: 'conv-booked-attended',
    type: 'conversion',
    question: 'Of users who did lesson_booked, how many went on to lesson.attended?',
    expect: conv(ranges.all, 'lesson_booked', 'lesson.attended'),
  },
  {
    id: 'conv-board-returned-30d',
    type: 'conversion',
    question: 'conversion from Board Rented to board-returned in the last 30 days',
    expect: conv((now) => ranges.lastDays(T(now), 30), 'Board Rented', 'board-returned'),
  },
  {
    id: 'conv-wetsuit-last-month',
    type: 'conversion',
    question: 'Last month: what % of users who had wetsuit_rented then had WetsuitReturned?',
    expect: conv((now) => ranges.lastMonth(T(now)), 'wetsuit_rented', 'WetsuitReturned'),
  },
  {
    id: 'conv-open-book-14d',
    type: 'conversion',
    question: 'past 14 days, app_opened -> lesson_booked conversion?',
    expect: conv((now) => ranges.lastDays(T(now), 14), 'app_opened', 'lesson_booked'),
  },
  {
    id: 'conv-camp-lesson',
    type: 'conversion',
    question: 'do campers book lessons afterwards? camp_signup then lesson_booked, all time',
    expect: conv(ranges.all, 'camp_signup', 'lesson_booked'),
  },
  {
    id: 'conv-alert-board-2w',
    type: 'conversion',
    question:
      'Do alerts drive rentals? Of users with surf.alert.sent in the last 2 weeks, how many later did Board Rented?',
    expect: conv((now) => ranges.lastWeeks(T(now), 2), 'surf.alert.sent', 'Board Rented'),
  },
  {
    id: 'conv-booked-noshow-since',
    type: 'conversion',
    question: (now) =>
      `since ${mon(daysAgo(now, 50))} ${ord(dnum(daysAgo(now, 50)))}: of the people who booked (lesson_booked), what share later had a NoShow?`,
    expect: conv((now) => ranges.since(daysAgo(now, 50), T(now)), 'lesson_booked', 'NoShow'),
  },
  {
    id: 'conv-loose-rent-return',
    type: 'conversion',
    question: 'what fraction of wetsuit renters brought the suit back afterwards? last 30 days',
    expect: conv((now) => ranges.lastDays(T(now), 30), 'wetsuit_rented', 'WetsuitReturned', 'not-high'),
  },

  // ======================= churn =======================
  {
    id: 'churn-month-before-not-last',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${mon(prev2Month(now))} but not at all in ${mon(prevMonth(now))}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.month(prev2Month(now)), ranges.month(prevMonth(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.lastDays(T(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-last-week',
    type: 'churn',
    question: 'How many brand-new users showed up last week (first event ever)?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastWeek(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-30-60',
    type: 'churn',
    question: 'users who were active 30-60 days ago but have done nothing in the last 30 days — how many?',
    expect: (ev, now) => {
      const r = ranges.lastDays(T(now), 30);
      return { numbers: [churned(ev, prevOf(r), r).length], confidence: 'high' };
    },
  },
  {
    id: 'churn-new-named-month',
    type: 'churn',
    question: (now) => `number of new customers in ${mon(prevMonth(now))}`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.month(prevMonth(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-weeks',
    type: 'churn',
    question: 'how many people were active the week before last but not last week?',
    expect: (ev, now) => {
      const r = ranges.lastWeek(T(now));
      return { numbers: [churned(ev, prevOf(r), r).length], confidence: 'high' };
    },
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${isoDay(daysAgo(now, 21))}`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.since(daysAgo(now, 21), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-14d',
    type: 'churn',
    question: 'churned users: active in the 14 days before the last 14 days, none in the last 14 days',
    expect: (ev, now) => {
      const r = ranges.lastDays(T(now), 14);
      return { numbers: [churned(ev, prevOf(r), r).length], confidence: 'high' };
    },
  },

  // ======================= recency =======================
  {
    id: 'recency-last-camp',
    type: 'recency',
    question: 'when was the last camp_signup?',
    expect: lastOf(['camp_signup']),
  },
  {
    id: 'recency-voucher-redeemed-last-week',
    type: 'recency',
    question: 'did anyone have a voucher-redeemed last week?',
    expect: count((now) => ranges.lastWeek(T(now)), ['voucher-redeemed']),
  },
  {
    id: 'recency-last-noshow',
    type: 'recency',
    question: 'When did the most recent NoShow happen?',
    expect: lastOf(['NoShow']),
  },
  {
    id: 'recency-last-voucher',
    type: 'recency',
    question: 'last time someone did Gift Voucher Purchased?',
    expect: lastOf(['Gift Voucher Purchased']),
  },
  {
    id: 'recency-churner-board',
    type: 'recency',
    question: `when did ${churner} last do Board Rented?`,
    expect: lastOf(['Board Rented'], churner),
  },
  {
    id: 'recency-instructor-open',
    type: 'recency',
    question: `When did ${instructor} last have an app_opened event?`,
    expect: lastOf(['app_opened'], instructor),
  },
  {
    id: 'recency-loose-last-alert',
    type: 'recency',
    question: 'when did we last send a surf alert?',
    expect: lastOf(['surf.alert.sent'], undefined, ranges.all, 'not-high'),
  },
  {
    id: 'recency-unknown-contest',
    type: 'recency',
    low: true,
    question: 'When was the last Surf Contest Entry?',
    expect: LOW,
  },

  // ======================= catalogue =======================
  {
    id: 'catalogue-names',
    type: 'catalogue',
    question: 'what event names do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-users',
    type: 'catalogue',
    question: 'how many users are there overal?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-events',
    type: 'catalogue',
    question: 'Total number of events stored, all time',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-name-count',
    type: 'catalogue',
    question: 'how many distinct event types exist in our data?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-users-and-events',
    type: 'catalogue',
    question: 'new analyst onboarding: how many users and how many events do we have in total?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-names-with-counts',
    type: 'catalogue',
    question: 'list every event type with how many times it occured',
    expect: (ev) => {
      const list = rank(tally(ev, byName));
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'catalogue-rental-events',
    type: 'catalogue',
    question: 'Is there an event for returning a wetsuit? what events exist for rentals?',
    expect: (ev) => ({
      names: ['Board Rented', 'board-returned', 'wetsuit_rented', 'WetsuitReturned'],
      unordered: true,
      confidence: 'not-high',
      dataPoints: ev.length,
    }),
  },

  // ======================= other =======================
  {
    id: 'other-forecast',
    type: 'other',
    question: "What's the surf forecast for tomorrow morning at the main beach?",
    expect: LOW,
  },
  {
    id: 'other-instructor-pay',
    type: 'other',
    question: 'how much do we pay inst_03 per hour?',
    expect: LOW,
  },
  { id: 'other-tide', type: 'other', question: 'When is high tide on Saturday?', expect: LOW },
  {
    id: 'other-why-left',
    type: 'other',
    question: `Why did ${churner} stop coming? did they complain about something?`,
    expect: LOW,
  },
  {
    id: 'other-phone',
    type: 'other',
    question: `can you give me the phone number and email of ${topUser}`,
    expect: LOW,
  },
  {
    id: 'other-board-inventory',
    type: 'other',
    question: 'which board models do we own and how old is each one?',
    expect: LOW,
  },
  {
    id: 'other-weather-cause',
    type: 'other',
    question: 'what was the water temperature last week?',
    expect: LOW,
  },
  {
    id: 'other-refund-policy',
    type: 'other',
    question: 'Whats our refund policy for cancelled camps?',
    expect: LOW,
  },
  {
    id: 'other-competitors',
    type: 'other',
    question: 'how many students does the surf school down the beach have?',
    expect: LOW,
  },
];
