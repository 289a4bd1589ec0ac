/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind-round cases for the music-lessons marketplace. Every expectation is computed from the
// events with the reference oracle, following SEMANTICS.md.
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
  monthStart,
  isoDay,
  weekStart,
} from '../../../../../shared/ai/eval/oracle.mjs';

const H = 'high',
  NH = 'not-high',
  LOW = 'low';
const N = (now) => +now;

// ---- date wording -----------------------------------------------------------------------
const iso = (t) => isoDay(t);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const dmy = (t) =>
  `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const ago = (now, d) => dayStart(N(now)) - d * DAY; // start of the day d days back
const incident = (now) => ago(now, 23); // the video outage day
const lastMonthStart = (now) => monthStart(N(now), -1);
const prevMonthStart = (now) => monthStart(N(now), -2);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation helpers ----------------------------------------------------------------
const low = () => ({ confidence: LOW, dataPoints: 0 });
const counted = (evs, conf = H, names) => ({
  numbers: [evs.length],
  confidence: conf,
  dataPoints: evs.length,
  ...(names ? { names } : {}),
});
const ranked = (pairs, dp, conf = H) => ({
  names: pairs.map((p) => p[0]),
  numbers: pairs.map((p) => round(p[1], 2)),
  confidence: conf,
  dataPoints: dp,
});
const tieAt = (map, n, ascending = false) => {
  const r = rank(map, { ascending });
  return r.length > n && r[n - 1][1] === r[n][1];
};
const seen = (t) => [iso(t), hhmm(t)];
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
}
const cmp = (a, b, dp, conf = H, names) => {
  const c = change(a, b);
  return {
    numbers: [c.earlier, c.later, round(c.diff, 2)],
    ...(c.pct === null ? {} : { percents: [c.pct] }),
    confidence: conf,
    dataPoints: dp,
    ...(names ? { names } : {}),
  };
};
const conv = (events, range, a, b) => {
  const c = conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    names: [a, b],
    unordered: true,
    confidence: H,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
};
const mk = (id, type, question, expect, extra = {}) => ({ id, type, question, expect, ...extra });
const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });

const MONEY = ['Package Purchased'];
const r7 = (now) => ranges.lastDays(N(now), 7);
const r30 = (now) => ranges.lastDays(N(now), 30);

export const cases = [
  // ================================ count ================================
  mk('count-booked-all', 'count', 'how many lesson_booked events do we have in total?', (ev) =>
    counted(select(ev, { names: ['lesson_booked'] })),
  ),
  mk('count-practice-7d', 'count', 'Practice logged in the last 7 days — how many entries?', (ev, now) =>
    counted(select(ev, { range: r7(now), names: ['practice-logged'] })),
  ),
  mk(
    'count-packages-lastmonth',
    'count',
    (now) => `How many Package Purchased events were there in ${monthName(lastMonthStart(now))}?`,
    (ev, now) =>
      counted(select(ev, { range: ranges.month(lastMonthStart(now)), names: ['Package Purchased'] })),
  ),
  mk(
    'count-drops-incident',
    'count',
    (now) => `support is asking: how many video_call_dropped events happened on ${iso(incident(now))}?`,
    (ev, now) => counted(select(ev, { range: ranges.on(incident(now)), names: ['video_call_dropped'] })),
  ),
  mk('count-all-24h', 'count', 'total number of events in the past 24 hours pls', (ev, now) =>
    counted(select(ev, { range: ranges.lastDays(N(now), 1) })),
  ),
  mk(
    'count-ratings-between',
    'count',
    (now) => `Count of TeacherRated between ${iso(ago(now, 30))} and ${iso(ago(now, 16))}`,
    (ev, now) =>
      counted(select(ev, { range: ranges.between(ago(now, 30), ago(now, 16)), names: ['TeacherRated'] })),
  ),
  mk(
    'count-completed-since',
    'count',
    (now) => `lessons completed since ${longDay(ago(now, 12))}? (LessonCompleted)`,
    (ev, now) =>
      counted(select(ev, { range: ranges.since(ago(now, 12), N(now)), names: ['LessonCompleted'] })),
  ),
  mk('count-cancellations-loose', 'count', 'how many cancellations did we get last month?', (ev, now) =>
    counted(select(ev, { range: ranges.lastMonth(N(now)), names: ['lesson.cancelled'] }), NH, [
      'lesson.cancelled',
    ]),
  ),
  mk(
    'count-before',
    'count',
    (now) => `how many events were recorded before ${longDay(ago(now, 100))}?`,
    (ev, now) => counted(select(ev, { range: ranges.before(ago(now, 100)) })),
  ),
  mk('count-this-week', 'count', 'events so far this week?', (ev, now) =>
    counted(select(ev, { range: ranges.thisWeek(N(now)) })),
  ),
  mk('count-unknown-event', 'count', 'how many lesson_rescheduled events happened last week?', () => low(), {
    low: true,
  }),
  mk(
    'count-churner-recent',
    'count',
    (now) => `number of events from stu_0042 since ${iso(ago(now, 30))}`,
    () => low(),
    { low: true },
  ),
  // ================================ users ================================
  mk(
    'users-practice-30d',
    'users',
    'how many unique users logged practice (practice-logged) in the last 30 days?',
    (ev, now) => {
      const s = select(ev, { range: r30(now), names: ['practice-logged'] });
      return { numbers: [users(s).size], confidence: H, dataPoints: s.length };
    },
  ),
  mk('users-active-lastweek', 'users', 'Active users last week?', (ev, now) => {
    const s = select(ev, { range: ranges.lastWeek(N(now)) });
    return { numbers: [users(s).size], confidence: H, dataPoints: s.length };
  }),
  mk(
    'users-trial-lastmonth',
    'users',
    'how many distinct people booked a trial.booked last month',
    (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(N(now)), names: ['trial.booked'] });
      return { numbers: [users(s).size], confidence: H, dataPoints: s.length };
    },
  ),
  mk(
    'users-packages-since',
    'users',
    (now) => `unique customers with a Package Purchased since ${dmy(ago(now, 45))}`,
    (ev, now) => {
      const s = select(ev, { range: ranges.since(ago(now, 45), N(now)), names: ['Package Purchased'] });
      return { numbers: [users(s).size], confidence: H, dataPoints: s.length };
    },
  ),
  mk(
    'users-drops-incident',
    'users',
    (now) =>
      `How many users had a video call dropped on ${shortDay(incident(now))}? We had the provider outage that day`,
    (ev, now) => {
      const s = select(ev, { range: ranges.on(incident(now)), names: ['video_call_dropped'] });
      return { numbers: [users(s).size], confidence: H, dataPoints: s.length };
    },
  ),
  mk('users-3months', 'users', 'number of active users over the past 3 months', (ev, now) => {
    const s = select(ev, { range: ranges.lastMonths(N(now), 3) });
    return { numbers: [users(s).size], confidence: H, dataPoints: s.length };
  }),
  mk('users-raters-loose', 'users', 'how many customers have rated their teacher?', (ev) => {
    const s = select(ev, { names: ['TeacherRated'] });
    return { numbers: [users(s).size], names: ['TeacherRated'], confidence: NH, dataPoints: s.length };
  }),
  mk('users-yesterday', 'users', 'how many people used the platform yesterday', (ev, now) => {
    const s = select(ev, { range: ranges.yesterday(N(now)) });
    return { numbers: [users(s).size], confidence: H, dataPoints: s.length };
  }),
  mk('users-nobody-event', 'users', 'how many users triggered lesson_gifted?', () => low(), { low: true }),

  // ================================ value ================================
  mk(
    'value-practice-sum-7d',
    'value',
    'sum of practice-logged eventValue over the last 7 days',
    (ev, now) => {
      const s = select(ev, { range: r7(now), names: ['practice-logged'] });
      return { numbers: [sum(s)], confidence: H, dataPoints: s.length };
    },
  ),
  mk(
    'value-practice-avg-lastmonth',
    'value',
    'whats the average practice-logged value last month? (its minutes)',
    (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(N(now)), names: ['practice-logged'] });
      return { numbers: [avg(s)], confidence: H, dataPoints: s.length };
    },
  ),
  mk('value-revenue-lastmonth', 'value', 'For the board deck: total revenue last month?', (ev, now) => {
    const s = select(ev, { range: ranges.lastMonth(N(now)), names: MONEY });
    return { numbers: [round(sum(s), 2)], names: MONEY, confidence: NH, dataPoints: s.length };
  }),
  mk('value-rating-avg', 'value', 'average TeacherRated value across all time', (ev) => {
    const s = select(ev, { names: ['TeacherRated'] });
    return { numbers: [avg(s)], confidence: H, dataPoints: s.length };
  }),
  mk(
    'value-package-max',
    'value',
    'What is the max amount ever paid in a single Package Purchased?',
    (ev) => {
      const s = select(ev, { names: ['Package Purchased'] });
      return { numbers: [max(s)], confidence: H, dataPoints: s.length };
    },
  ),
  mk('value-drop-min-30d', 'value', 'minimum video_call_dropped value in the last 30 days', (ev, now) => {
    const s = select(ev, { range: r30(now), names: ['video_call_dropped'] });
    return { numbers: [min(s)], confidence: H, dataPoints: s.length };
  }),
  mk('value-practice-median-14d', 'value', 'median practice-logged value, past 14 days', (ev, now) => {
    const s = select(ev, { range: ranges.lastDays(N(now), 14), names: ['practice-logged'] });
    return { numbers: [median(s)], confidence: H, dataPoints: s.length };
  }),
  mk('value-user-spent', 'value', 'how much has stu_0123 spent with us so far?', (ev) => {
    const s = select(ev, { names: MONEY, user: 'stu_0123' });
    return { numbers: [round(sum(s), 2)], names: MONEY, confidence: NH, dataPoints: s.length };
  }),
  mk(
    'value-taught-between',
    'value',
    (now) => `total LessonCompleted value from ${iso(ago(now, 40))} to ${iso(ago(now, 20))}`,
    (ev, now) => {
      const s = select(ev, { range: ranges.between(ago(now, 40), ago(now, 20)), names: ['LessonCompleted'] });
      return { numbers: [sum(s)], confidence: H, dataPoints: s.length };
    },
  ),
  mk('value-booked-mean-year', 'value', 'mean lesson_booked value this year', (ev, now) => {
    const s = select(ev, { range: ranges.thisYear(N(now)), names: ['lesson_booked'] });
    return { numbers: [avg(s)], confidence: H, dataPoints: s.length };
  }),
  // ================================ top-events ================================
  mk(
    'top-events-all',
    'top-events',
    'what are our top 5 events?',
    withTie(
      (ev) => ranked(rank(tally(ev, byName), { n: 5 }), ev.length),
      (ev) => tieAt(tally(ev, byName), 5),
    ),
  ),
  mk(
    'top-events-7d-one',
    'top-events',
    'most common event in the last 7 days?',
    withTie(
      (ev, now) => {
        const s = select(ev, { range: r7(now) });
        return ranked(rank(tally(s, byName), { n: 1 }), s.length);
      },
      (ev, now) => tieAt(tally(select(ev, { range: r7(now) }), byName), 1),
    ),
  ),
  mk(
    'top-events-least-8w',
    'top-events',
    'least common event over the past 8 weeks?',
    withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.lastWeeks(N(now), 8) });
        return ranked(rank(tally(s, byName), { n: 1, ascending: true }), s.length);
      },
      (ev, now) => tieAt(tally(select(ev, { range: ranges.lastWeeks(N(now), 8) }), byName), 1, true),
    ),
  ),
  mk(
    'top-events-yesterday',
    'top-events',
    'top 3 actions yesterday',
    withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.yesterday(N(now)) });
        return ranked(rank(tally(s, byName), { n: 3 }), s.length);
      },
      (ev, now) => tieAt(tally(select(ev, { range: ranges.yesterday(N(now)) }), byName), 3),
    ),
  ),
  mk(
    'top-events-since',
    'top-events',
    (now) => `the 3 most frequent events since ${shortDay(ago(now, 20))}?`,
    withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.since(ago(now, 20), N(now)) });
        return ranked(rank(tally(s, byName), { n: 3 }), s.length);
      },
      (ev, now) => tieAt(tally(select(ev, { range: ranges.since(ago(now, 20), N(now)) }), byName), 3),
    ),
  ),
  mk(
    'top-events-month',
    'top-events',
    (now) =>
      `top events in ${monthName(prevMonthStart(now))} ${new Date(prevMonthStart(now)).getUTCFullYear()}?`,
    withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.month(prevMonthStart(now)) });
        return ranked(rank(tally(s, byName), { n: 5 }), s.length);
      },
      (ev, now) => tieAt(tally(select(ev, { range: ranges.month(prevMonthStart(now)) }), byName), 5),
    ),
  ),
  mk(
    'top-events-least-all',
    'top-events',
    'whats the rarest event we track? just the single least common one',
    withTie(
      (ev) => ranked(rank(tally(ev, byName), { n: 1, ascending: true }), ev.length),
      (ev) => tieAt(tally(ev, byName), 1, true),
    ),
  ),
  // ================================ top-users ================================
  mk(
    'top-users-all',
    'top-users',
    'top 3 most active users by number of events',
    withTie(
      (ev) => ranked(rank(tally(ev, byUser), { n: 3 }), ev.length),
      (ev) => tieAt(tally(ev, byUser), 3),
    ),
  ),
  mk(
    'top-users-practice-30d',
    'top-users',
    'who logged practice-logged most often in the last 30 days?',
    withTie(
      (ev, now) => {
        const s = select(ev, { range: r30(now), names: ['practice-logged'] });
        return ranked(rank(tally(s, byUser), { n: 1 }), s.length);
      },
      (ev, now) => tieAt(tally(select(ev, { range: r30(now), names: ['practice-logged'] }), byUser), 1),
    ),
  ),
  mk(
    'top-users-spenders',
    'top-users',
    'who is our single biggest spender?',
    withTie(
      (ev) => {
        const s = select(ev, { names: MONEY });
        return ranked(rank(tally(s, byUser, value), { n: 1 }), s.length, NH);
      },
      (ev) => tieAt(tally(select(ev, { names: MONEY }), byUser, value), 1),
    ),
  ),
  mk(
    'top-users-practice-sum',
    'top-users',
    'Which user had the highest total practice-logged value last month?',
    withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.lastMonth(N(now)), names: ['practice-logged'] });
        return ranked(rank(tally(s, byUser, value), { n: 1 }), s.length);
      },
      (ev, now) =>
        tieAt(
          tally(select(ev, { range: ranges.lastMonth(N(now)), names: ['practice-logged'] }), byUser, value),
          1,
        ),
    ),
  ),
  mk(
    'top-users-completed-4w',
    'top-users',
    "which user had the most LessonCompleted in the past 4 weeks? (that's a teacher)",
    withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.lastWeeks(N(now), 4), names: ['LessonCompleted'] });
        return ranked(rank(tally(s, byUser), { n: 1 }), s.length);
      },
      (ev, now) =>
        tieAt(
          tally(select(ev, { range: ranges.lastWeeks(N(now), 4), names: ['LessonCompleted'] }), byUser),
          1,
        ),
    ),
  ),
  mk(
    'top-users-messages',
    'top-users',
    'which 2 users have the most Message Sent events overall?',
    withTie(
      (ev) => {
        const s = select(ev, { names: ['Message Sent'] });
        return ranked(rank(tally(s, byUser), { n: 2 }), s.length);
      },
      (ev) => tieAt(tally(select(ev, { names: ['Message Sent'] }), byUser), 2),
    ),
  ),
  mk(
    'top-users-booked',
    'top-users',
    'which user has booked the most lessons? (lesson_booked count)',
    withTie(
      (ev) => {
        const s = select(ev, { names: ['lesson_booked'] });
        return ranked(rank(tally(s, byUser), { n: 1 }), s.length);
      },
      (ev) => tieAt(tally(select(ev, { names: ['lesson_booked'] }), byUser), 1),
    ),
  ),
  mk(
    'top-users-lastweek',
    'top-users',
    'most active user last week?',
    withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.lastWeek(N(now)) });
        return ranked(rank(tally(s, byUser), { n: 1 }), s.length);
      },
      (ev, now) => tieAt(tally(select(ev, { range: ranges.lastWeek(N(now)) }), byUser), 1),
    ),
  ),

  // ================================ user ================================
  mk('user-count-0007', 'user', 'how many events does stu_0007 have?', (ev) =>
    counted(select(ev, { user: 'stu_0007' })),
  ),
  mk('user-lastseen-0042', 'user', 'When was stu_0042 last seen? they emailed asking to reactivate', (ev) => {
    const s = select(ev, { user: 'stu_0042' });
    return { names: seen(Math.max(...s.map(time))), confidence: H, dataPoints: s.length };
  }),
  mk('user-firstseen-0901', 'user', 'first seen date for stu_0901', (ev) => {
    const s = select(ev, { user: 'stu_0901' });
    return { names: seen(Math.min(...s.map(time))), confidence: H, dataPoints: s.length };
  }),
  mk('user-names-tch13', 'user', 'which event types has tch_13 done?', (ev) => {
    const s = select(ev, { user: 'tch_13' });
    return {
      names: [...new Set(s.map(byName))].sort(),
      unordered: true,
      confidence: H,
      dataPoints: s.length,
    };
  }),
  mk('user-count-0123-30d', 'user', 'stu_0123 activity in the last 30 days: how many events?', (ev, now) =>
    counted(select(ev, { range: r30(now), user: 'stu_0123' })),
  ),
  mk('user-recent-0007', 'user', 'show me the 3 most recent events of stu_0007', (ev) => {
    const s = select(ev, { user: 'stu_0007' });
    const r = newestFirst(s).slice(0, 3);
    return { names: r.map(byName), confidence: H, dataPoints: s.length };
  }),
  mk('user-nobody', 'user', 'what has stu_9999 been up to?', () => low(), { low: true }),
  mk('user-first-last-tch07', 'user', 'tch_07: first and last seen?', (ev) => {
    const s = select(ev, { user: 'tch_07' });
    return {
      names: [...seen(Math.min(...s.map(time))), ...seen(Math.max(...s.map(time)))],
      confidence: H,
      dataPoints: s.length,
    };
  }),
  mk('user-names-0901', 'user', 'What events has the new student stu_0901 triggered so far?', (ev) => {
    const s = select(ev, { user: 'stu_0901' });
    return {
      names: [...new Set(s.map(byName))].sort(),
      unordered: true,
      confidence: H,
      dataPoints: s.length,
    };
  }),
  // ================================ breakdown ================================
  mk('bd-weekday-all', 'breakdown', 'break down all events by day of week', (ev) => {
    const t = tally(ev, byWeekday);
    return {
      names: [...t.keys()],
      unordered: true,
      numbers: [...t.values()],
      confidence: H,
      dataPoints: ev.length,
    };
  }),
  mk(
    'bd-hour-completed',
    'breakdown',
    'what hour of the day has the most LessonCompleted?',
    withTie(
      (ev) => {
        const s = select(ev, { names: ['LessonCompleted'] });
        return ranked(rank(tally(s, byHour), { n: 1 }), s.length);
      },
      (ev) => tieAt(tally(select(ev, { names: ['LessonCompleted'] }), byHour), 1),
    ),
  ),
  mk('bd-week-practice', 'breakdown', 'practice-logged per week for the last 4 weeks', (ev, now) => {
    const s = select(ev, { range: ranges.lastWeeks(N(now), 4), names: ['practice-logged'] });
    const t = tally(s, byWeek);
    return { names: [...t.keys()], numbers: [...t.values()], confidence: H, dataPoints: s.length };
  }),
  mk('bd-month-booked', 'breakdown', 'monthly lesson_booked counts, all time', (ev) => {
    const s = select(ev, { names: ['lesson_booked'] });
    const t = tally(s, byMonth);
    return { names: [...t.keys()], numbers: [...t.values()], confidence: H, dataPoints: s.length };
  }),
  mk(
    'bd-day-drops',
    'breakdown',
    'which day had the most video_call_dropped events?',
    withTie(
      (ev) => {
        const s = select(ev, { names: ['video_call_dropped'] });
        return ranked(rank(tally(s, byDay), { n: 1 }), s.length);
      },
      (ev) => tieAt(tally(select(ev, { names: ['video_call_dropped'] }), byDay), 1),
    ),
  ),
  mk(
    'bd-weekday-practice-8w',
    'breakdown',
    'busiest weekday for practice-logged over the past 8 weeks',
    withTie(
      (ev, now) => {
        const s = select(ev, { range: ranges.lastWeeks(N(now), 8), names: ['practice-logged'] });
        return ranked(rank(tally(s, byWeekday), { n: 1 }), s.length);
      },
      (ev, now) =>
        tieAt(
          tally(select(ev, { range: ranges.lastWeeks(N(now), 8), names: ['practice-logged'] }), byWeekday),
          1,
        ),
    ),
  ),
  mk(
    'bd-hour-all',
    'breakdown',
    'Peak hour overall? (UTC is fine)',
    withTie(
      (ev) => ranked(rank(tally(ev, byHour), { n: 1 }), ev.length),
      (ev) => tieAt(tally(ev, byHour), 1),
    ),
  ),
  mk('bd-day-7d', 'breakdown', 'events per day over the last 7 days', (ev, now) => {
    const s = select(ev, { range: r7(now) });
    const t = tally(s, byDay);
    return { names: [...t.keys()], numbers: [...t.values()], confidence: H, dataPoints: s.length };
  }),
  mk(
    'bd-busiest-week',
    'breakdown',
    'which week has been our busiest so far (by number of events)?',
    withTie(
      (ev) => ranked(rank(tally(ev, byWeek), { n: 1 }), ev.length),
      (ev) => tieAt(tally(ev, byWeek), 1),
    ),
  ),
  // ================================ compare ================================
  mk('cmp-booked-45d', 'compare', 'lesson_booked in the last 45 days vs the previous 45 days?', (ev, now) => {
    const a = select(ev, {
      range: { from: N(now) - 90 * DAY, to: N(now) - 45 * DAY },
      names: ['lesson_booked'],
    });
    const b = select(ev, { range: ranges.lastDays(N(now), 45), names: ['lesson_booked'] });
    return cmp(a.length, b.length, a.length + b.length);
  }),
  mk(
    'cmp-signups-30d',
    'compare',
    'account-created over the last 30 days compared with the 30 days before',
    (ev, now) => {
      const a = select(ev, {
        range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY },
        names: ['account-created'],
      });
      const b = select(ev, { range: r30(now), names: ['account-created'] });
      return cmp(a.length, b.length, a.length + b.length);
    },
  ),
  mk(
    'cmp-packages-6w',
    'compare',
    'Package Purchased amount (sum) over the last 6 weeks vs the 6 weeks before — how did it change?',
    (ev, now) => {
      const a = select(ev, {
        range: { from: N(now) - 12 * WEEK, to: N(now) - 6 * WEEK },
        names: ['Package Purchased'],
      });
      const b = select(ev, { range: ranges.lastWeeks(N(now), 6), names: ['Package Purchased'] });
      return cmp(round(sum(a), 2), round(sum(b), 2), a.length + b.length);
    },
  ),
  mk(
    'cmp-practice-minutes-months',
    'compare',
    (now) =>
      `how did total practice-logged minutes (the event value) in ${monthName(lastMonthStart(now))} compare to ${monthName(prevMonthStart(now))}`,
    (ev, now) => {
      const a = select(ev, { range: ranges.month(prevMonthStart(now)), names: ['practice-logged'] });
      const b = select(ev, { range: ranges.month(lastMonthStart(now)), names: ['practice-logged'] });
      return cmp(sum(a), sum(b), a.length + b.length);
    },
  ),
  mk(
    'cmp-practice-growing',
    'compare',
    'is practice-logged growing? last 4 weeks vs the 4 weeks before that',
    (ev, now) => {
      const a = select(ev, {
        range: { from: N(now) - 8 * WEEK, to: N(now) - 4 * WEEK },
        names: ['practice-logged'],
      });
      const b = select(ev, { range: ranges.lastWeeks(N(now), 4), names: ['practice-logged'] });
      return cmp(a.length, b.length, a.length + b.length);
    },
  ),
  mk('cmp-revenue-30d', 'compare', 'revenue last 30 days vs the prior 30 days — up or down?', (ev, now) => {
    const a = select(ev, { range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, names: MONEY });
    const b = select(ev, { range: r30(now), names: MONEY });
    return cmp(round(sum(a), 2), round(sum(b), 2), a.length + b.length, NH, MONEY);
  }),
  mk('cmp-users-lastweek', 'compare', 'active users last week compared with the week before', (ev, now) => {
    const lw = ranges.lastWeek(N(now));
    const a = select(ev, { range: { from: lw.from - WEEK, to: lw.from } });
    const b = select(ev, { range: lw });
    return cmp(users(a).size, users(b).size, a.length + b.length);
  }),
  mk(
    'cmp-taught-3w',
    'compare',
    'LessonCompleted value (minutes taught): past 3 weeks versus the 3 weeks before',
    (ev, now) => {
      const a = select(ev, {
        range: { from: N(now) - 6 * WEEK, to: N(now) - 3 * WEEK },
        names: ['LessonCompleted'],
      });
      const b = select(ev, { range: ranges.lastWeeks(N(now), 3), names: ['LessonCompleted'] });
      return cmp(sum(a), sum(b), a.length + b.length);
    },
  ),
  // ================================ share ================================
  mk('share-practice-all', 'share', 'what percentage of all events are practice-logged?', (ev) => ({
    percents: [percent(select(ev, { names: ['practice-logged'] }).length, ev.length)],
    confidence: H,
    dataPoints: ev.length,
  })),
  mk('share-cancel-lastmonth', 'share', "What % of last month's events were lesson.cancelled?", (ev, now) => {
    const s = select(ev, { range: ranges.lastMonth(N(now)) });
    return {
      percents: [percent(select(s, { names: ['lesson.cancelled'] }).length, s.length)],
      confidence: H,
      dataPoints: s.length,
    };
  }),
  mk(
    'share-users-packages-30d',
    'share',
    'what share of active users in the last 30 days made a Package Purchased?',
    (ev, now) => {
      const s = select(ev, { range: r30(now) });
      return {
        percents: [percent(users(select(s, { names: ['Package Purchased'] })).size, users(s).size)],
        confidence: H,
        dataPoints: s.length,
      };
    },
  ),
  mk('share-users-drops', 'share', 'percent of users who have ever had a video_call_dropped', (ev) => ({
    percents: [percent(users(select(ev, { names: ['video_call_dropped'] })).size, users(ev).size)],
    confidence: H,
    dataPoints: ev.length,
  })),
  mk(
    'share-messages-yesterday',
    'share',
    'yesterday, what fraction of events were Message Sent? as a percentage',
    (ev, now) => {
      const s = select(ev, { range: ranges.yesterday(N(now)) });
      return {
        percents: [percent(select(s, { names: ['Message Sent'] }).length, s.length)],
        confidence: H,
        dataPoints: s.length,
      };
    },
  ),
  mk(
    'share-users-rated-lastmonth',
    'share',
    'Of the users active last month, what percentage did a TeacherRated?',
    (ev, now) => {
      const s = select(ev, { range: ranges.lastMonth(N(now)) });
      return {
        percents: [percent(users(select(s, { names: ['TeacherRated'] })).size, users(s).size)],
        confidence: H,
        dataPoints: s.length,
      };
    },
  ),
  mk(
    'share-availability-since',
    'share',
    (now) => `since ${longDay(ago(now, 60))}, what percent of events are availability.updated`,
    (ev, now) => {
      const s = select(ev, { range: ranges.since(ago(now, 60), N(now)) });
      return {
        percents: [percent(select(s, { names: ['availability.updated'] }).length, s.length)],
        confidence: H,
        dataPoints: s.length,
      };
    },
  ),
  mk(
    'share-completed-7d',
    'share',
    'of all activity in the past week, how much (in %) was LessonCompleted',
    (ev, now) => {
      const s = select(ev, { range: r7(now) });
      return {
        percents: [percent(select(s, { names: ['LessonCompleted'] }).length, s.length)],
        confidence: H,
        dataPoints: s.length,
      };
    },
  ),

  // ================================ conversion ================================
  mk(
    'conv-trial-package',
    'conversion',
    'of the users who did trial.booked, how many went on to a Package Purchased?',
    (ev) => conv(ev, ranges.all(), 'trial.booked', 'Package Purchased'),
  ),
  mk(
    'conv-trial-booked-60d',
    'conversion',
    'trial.booked → lesson_booked conversion over the last 60 days',
    (ev, now) => conv(ev, ranges.lastDays(N(now), 60), 'trial.booked', 'lesson_booked'),
  ),
  mk(
    'conv-signup-trial-lastmonth',
    'conversion',
    'last month: what % of account-created users then did trial.booked?',
    (ev, now) => conv(ev, ranges.lastMonth(N(now)), 'account-created', 'trial.booked'),
  ),
  mk(
    'conv-booked-practice-30d',
    'conversion',
    'Of people with lesson_booked in the last 30 days, how many logged practice-logged afterwards?',
    (ev, now) => conv(ev, r30(now), 'lesson_booked', 'practice-logged'),
  ),
  mk(
    'conv-drop-rated',
    'conversion',
    'users who had a video_call_dropped — how many of them later did TeacherRated?',
    (ev) => conv(ev, ranges.all(), 'video_call_dropped', 'TeacherRated'),
  ),
  mk(
    'conv-view-trial-since',
    'conversion',
    (now) => `profile.viewed to trial.booked conversion since ${iso(ago(now, 75))}`,
    (ev, now) => conv(ev, ranges.since(ago(now, 75), N(now)), 'profile.viewed', 'trial.booked'),
  ),
  mk(
    'conv-booked-rated-3m',
    'conversion',
    'conversion from lesson_booked to TeacherRated, past 3 months',
    (ev, now) => conv(ev, ranges.lastMonths(N(now), 3), 'lesson_booked', 'TeacherRated'),
  ),

  // ================================ churn ================================
  mk(
    'churn-lastmonth-thismonth',
    'churn',
    "how many users were active last month but haven't been back this month?",
    (ev, now) => ({
      numbers: [churned(ev, ranges.lastMonth(N(now)), ranges.thisMonth(N(now))).length],
      confidence: H,
    }),
  ),
  mk('new-30d', 'churn', 'new users in the last 30 days?', (ev, now) => ({
    numbers: [newUsers(ev, r30(now)).length],
    confidence: H,
  })),
  mk(
    'churn-named-months',
    'churn',
    (now) =>
      `users active in ${monthName(prevMonthStart(now))} who didn't come back in ${monthName(lastMonthStart(now))} — how many?`,
    (ev, now) => ({
      numbers: [churned(ev, ranges.month(prevMonthStart(now)), ranges.month(lastMonthStart(now))).length],
      confidence: H,
    }),
  ),
  mk('new-lastweek', 'churn', 'How many brand new users did we get last week', (ev, now) => ({
    numbers: [newUsers(ev, ranges.lastWeek(N(now))).length],
    confidence: H,
  })),
  mk(
    'churn-30d',
    'churn',
    'users who were active in the 30 days before the last 30 days but not in the last 30 days',
    (ev, now) => ({
      numbers: [churned(ev, { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, r30(now)).length],
      confidence: H,
    }),
  ),
  mk(
    'new-month',
    'churn',
    (now) => `new users in ${monthName(prevMonthStart(now))}`,
    (ev, now) => ({ numbers: [newUsers(ev, ranges.month(prevMonthStart(now))).length], confidence: H }),
  ),
  mk(
    'new-since',
    'churn',
    (now) => `how many first-time users since ${dmy(ago(now, 10))}?`,
    (ev, now) => ({ numbers: [newUsers(ev, ranges.since(ago(now, 10), N(now))).length], confidence: H }),
  ),
  mk(
    'churn-between',
    'churn',
    (now) =>
      `churned users: active between ${iso(ago(now, 70))} and ${iso(ago(now, 41))} but with no events since ${iso(ago(now, 40))}`,
    (ev, now) => ({
      numbers: [
        churned(ev, ranges.between(ago(now, 70), ago(now, 41)), ranges.since(ago(now, 40), N(now))).length,
      ],
      confidence: H,
    }),
  ),

  // ================================ recency ================================
  mk('rec-last-package', 'recency', 'when was the last Package Purchased?', (ev) => {
    const s = select(ev, { names: ['Package Purchased'] });
    return { names: seen(Math.max(...s.map(time))), confidence: H, dataPoints: s.length };
  }),
  mk('rec-any-trial-7d', 'recency', 'did anyone book a trial.booked in the last 7 days?', (ev, now) =>
    counted(select(ev, { range: r7(now), names: ['trial.booked'] })),
  ),
  mk('rec-last-practice-0042', 'recency', 'Last time stu_0042 had a practice-logged event?', (ev) => {
    const s = select(ev, { names: ['practice-logged'], user: 'stu_0042' });
    return { names: seen(Math.max(...s.map(time))), confidence: H, dataPoints: s.length };
  }),
  mk('rec-last-drop', 'recency', 'most recent video_call_dropped — when?', (ev) => {
    const s = select(ev, { names: ['video_call_dropped'] });
    return { names: seen(Math.max(...s.map(time))), confidence: H, dataPoints: s.length };
  }),
  mk('rec-refund-unknown', 'recency', 'has anyone ever had a refund_issued event?', () => low(), {
    low: true,
  }),
  mk('rec-last-signup', 'recency', 'When did the latest account-created happen?', (ev) => {
    const s = select(ev, { names: ['account-created'] });
    return { names: seen(Math.max(...s.map(time))), confidence: H, dataPoints: s.length };
  }),
  mk(
    'rec-any-completed-on',
    'recency',
    (now) => `were any lessons completed (LessonCompleted) on ${longDay(ago(now, 5))}?`,
    (ev, now) => counted(select(ev, { range: ranges.on(ago(now, 5)), names: ['LessonCompleted'] })),
  ),
  mk('rec-last-cancel', 'recency', 'last lesson.cancelled event, date and time please', (ev) => {
    const s = select(ev, { names: ['lesson.cancelled'] });
    return { names: seen(Math.max(...s.map(time))), confidence: H, dataPoints: s.length };
  }),
  mk('rec-tch13-availability', 'recency', 'when did tch_13 last do availability.updated?', (ev) => {
    const s = select(ev, { names: ['availability.updated'], user: 'tch_13' });
    return { names: seen(Math.max(...s.map(time))), confidence: H, dataPoints: s.length };
  }),

  // ================================ catalogue ================================
  mk('cat-names', 'catalogue', 'which event names exist in our data?', (ev) => ({
    names: [...new Set(ev.map(byName))].sort(),
    unordered: true,
    confidence: H,
    dataPoints: ev.length,
  })),
  mk('cat-users', 'catalogue', 'how many users are there overall?', (ev) => ({
    numbers: [users(ev).size],
    confidence: H,
    dataPoints: ev.length,
  })),
  mk('cat-events', 'catalogue', 'total event count across everything', (ev) => ({
    numbers: [ev.length],
    confidence: H,
    dataPoints: ev.length,
  })),
  mk('cat-names-counts', 'catalogue', 'list every event type with how many times it happened', (ev) => {
    const r = rank(tally(ev, byName));
    return {
      names: r.map((p) => p[0]),
      numbers: r.map((p) => p[1]),
      unordered: true,
      confidence: H,
      dataPoints: ev.length,
    };
  }),
  mk('cat-distinct-names', 'catalogue', 'how many distinct event names do we track?', (ev) => ({
    numbers: [new Set(ev.map(byName)).size],
    confidence: H,
    dataPoints: ev.length,
  })),
  mk(
    'cat-overview',
    'catalogue',
    'new analyst here — give me the overall numbers: how many users and how many events in total?',
    (ev) => ({ numbers: [users(ev).size, ev.length], confidence: H, dataPoints: ev.length }),
  ),
  mk(
    'cat-unknown-name',
    'catalogue',
    'do we have an event called lesson_rescheduled? how many?',
    () => low(),
    { low: true },
  ),

  // ================================ other ================================
  mk('other-hourly-rate', 'other', 'what is the average hourly rate our teachers charge?', () => low()),
  mk(
    'other-instrument',
    'other',
    'Which instrument is the most popular among students? piano or guitar?',
    () => low(),
  ),
  mk('other-country', 'other', 'how many of our students live in Germany?', () => low()),
  mk('other-nps', 'other', "what's our NPS this quarter?", () => low()),
  mk('other-forecast', 'other', 'predict how many packages we will sell next month', () => low()),
  mk('other-degree', 'other', 'which teachers have a conservatory degree?', () => low()),
  mk('other-payout-fees', 'other', 'how much did we pay in Stripe processing fees for teacher payouts?', () =>
    low(),
  ),
  mk('other-poem', 'other', 'write a short poem about practising scales', () => low()),
  mk('other-age', 'other', 'what is the average age of our students?', () => low()),
];
