/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind round "langschool": questions staff of an online language school would ask.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY } from './data.mjs';

const R = O.ranges,
  DAY = O.DAY;
const T = (now) => +now;
const dayAgo = (now, n) => O.dayStart(+now) - n * DAY; // start of the UTC day n days back
const iso = O.isoDay;
const MON = (ms) => O.MONTHS[new Date(ms).getUTCMonth()];
const ord = (n) => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const longDay = (ms) => `${MON(ms)} ${new Date(ms).getUTCDate()}`;
const shortDay = (ms) => `${MON(ms).slice(0, 3)} ${ord(new Date(ms).getUTCDate())}`;
const dmy = (ms) => `${new Date(ms).getUTCDate()} ${MON(ms)} ${new Date(ms).getUTCFullYear()}`;
const sel = (events, o) => O.select(events, o);
const r2 = (x) => O.round(x, 2);
const ALL = (ev) => ev.length;

const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const tieAt = (map, n, ascending = false) => {
  const r = O.rank(map, { ascending });
  return r.length > n && r[n - 1][1] === r[n][1];
};
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : r2((v[m - 1] + v[m]) / 2);
}

export const cases = [];
function add(id, type, question, expect, extra = {}) {
  if (extra.tie) expect.tieAtCut = extra.tie;
  cases.push({ id, type, question, expect, ...(extra.low ? { low: true } : {}) });
}

// ---- shared expectation builders ----------------------------------------------------
const count =
  (o, confidence = 'high') =>
  (ev, now) => {
    const s = sel(ev, o(now));
    return s.length ? { numbers: [s.length], confidence, dataPoints: s.length } : LOW();
  };
const distinct =
  (o, confidence = 'high') =>
  (ev, now) => {
    const s = sel(ev, o(now));
    return { numbers: [O.users(s).size], confidence, dataPoints: s.length };
  };
const measure =
  (o, f, confidence = 'high', names) =>
  (ev, now) => {
    const s = sel(ev, o(now));
    return { numbers: [f(s)], confidence, dataPoints: s.length, ...(names ? { names } : {}) };
  };
const topEvents = (o, n, { ascending = false } = {}) => {
  const fn = (ev, now) => {
    const s = sel(ev, o(now));
    const r = O.rank(O.tally(s, O.byName), { n, ascending });
    return {
      names: r.map((x) => x[0]),
      numbers: r.map((x) => x[1]),
      confidence: 'high',
      dataPoints: s.length,
    };
  };
  return [fn, (ev, now) => Number.isFinite(n) && tieAt(O.tally(sel(ev, o(now)), O.byName), n, ascending)];
};
const topUsers = (o, n, { byValue = false, confidence = 'high', names } = {}) => {
  const m = (s) => O.tally(s, O.byUser, byValue ? O.value : undefined);
  const fn = (ev, now) => {
    const s = sel(ev, o(now));
    const r = O.rank(m(s), { n });
    return {
      names: [...r.map((x) => x[0]), ...(names ?? [])],
      numbers: r.map((x) => (byValue ? r2(x[1]) : x[1])),
      confidence,
      dataPoints: s.length,
    };
  };
  return [fn, (ev, now) => tieAt(m(sel(ev, o(now))), n)];
};
const busiest = (o, key, { byValue = false, ascending = false } = {}) => {
  const m = (s) => O.tally(s, key, byValue ? O.value : undefined);
  const fn = (ev, now) => {
    const s = sel(ev, o(now));
    const [[k, v]] = O.rank(m(s), { ascending });
    return { names: [k], numbers: [byValue ? r2(v) : v], confidence: 'high', dataPoints: s.length };
  };
  return [fn, (ev, now) => tieAt(m(sel(ev, o(now))), 1, ascending)];
};
const series =
  (o, key, { byValue = false } = {}) =>
  (ev, now) => {
    const s = sel(ev, o(now));
    const m = O.tally(s, key, byValue ? O.value : undefined);
    const keys = [...m.keys()].sort();
    return {
      names: keys,
      numbers: keys.map((k) => (byValue ? r2(m.get(k)) : m.get(k))),
      confidence: 'high',
      dataPoints: s.length,
    };
  };
const compare =
  (o1, o2, f = (s) => s.length, confidence = 'high') =>
  (ev, now) => {
    const a = sel(ev, o1(now)),
      b = sel(ev, o2(now));
    const c = O.change(f(a), f(b));
    return {
      numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
      ...(c.pct === null ? {} : { percents: [c.pct] }),
      confidence,
      dataPoints: a.length + b.length,
    };
  };
const shareEvents =
  (o, names, confidence = 'high') =>
  (ev, now) => {
    const all = sel(ev, o(now));
    const part = all.filter((e) => names.includes(e.eventName));
    return { percents: [O.percent(part.length, all.length)], confidence, dataPoints: all.length };
  };
const shareUsers =
  (o, names, confidence = 'high') =>
  (ev, now) => {
    const all = sel(ev, o(now));
    const part = O.users(all.filter((e) => names.includes(e.eventName)));
    return { percents: [O.percent(part.size, O.users(all).size)], confidence, dataPoints: all.length };
  };
const convert =
  (range, a, b, confidence = 'high') =>
  (ev, now) => {
    const r = range(now);
    const c = O.conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: sel(ev, { range: r, names: [a, b] }).length,
    };
  };
const lastOf =
  (o, confidence = 'high') =>
  (ev, now) => {
    const s = sel(ev, o(now));
    const last = Math.max(...s.map(O.time));
    return { names: [iso(last)], confidence, dataPoints: s.length };
  };

// ======================================================================================
// count
add(
  'count-practice-all',
  'count',
  'How many practice.session events do we have in total?',
  count(() => ({ names: ['practice.session'] })),
);
add(
  'count-live-7d',
  'count',
  'quick one — number of Live Class Joined events over the last 7 days?',
  count((now) => ({ names: ['Live Class Joined'], range: R.lastDays(T(now), 7) })),
);
add(
  'count-tuition-yesterday',
  'count',
  'Finance here. How many TuitionPaid events came in yesterday?',
  count((now) => ({ names: ['TuitionPaid'], range: R.yesterday(T(now)) })),
);
add(
  'count-homework-lastweek',
  'count',
  'how many homework submitted events were there last week',
  count((now) => ({ names: ['homework-submitted'], range: R.lastWeek(T(now)) })),
);
add(
  'count-user-practice-30d',
  'count',
  'How many times did learner_0007 log a practice.session in the past 30 days?',
  count((now) => ({ names: ['practice.session'], user: P.topLearner, range: R.lastDays(T(now), 30) })),
);
add(
  'count-all-thismonth',
  'count',
  'total number of events this month so far?',
  count((now) => ({ range: R.thisMonth(T(now)) })),
);
add(
  'count-refunds-incident',
  'count',
  (now) =>
    `On ${longDay(dayAgo(now, 23))}, how many refund_issued events were recorded? That was the day the video platform went down.`,
  count((now) => ({ names: ['refund_issued'], range: R.on(dayAgo(now, 23)) })),
);
add(
  'count-hosted-between',
  'count',
  (now) => `Count of class_hosted between ${iso(dayAgo(now, 20))} and ${iso(dayAgo(now, 14))}, please`,
  count((now) => ({ names: ['class_hosted'], range: R.between(dayAgo(now, 20), dayAgo(now, 14)) })),
);
add(
  'count-apps-since',
  'count',
  (now) => `how many app opened events since ${shortDay(dayAgo(now, 10))}?`,
  count((now) => ({ names: ['app_opened'], range: R.since(dayAgo(now, 10), T(now)) })),
);
add(
  'count-enrolments-loose',
  'count',
  'How many enrolments did we get in the past 4 weeks?',
  count((now) => ({ names: ['course.enrolled'], range: R.lastWeeks(T(now), 4) }), 'not-high'),
);
add(
  'count-streak-before',
  'count',
  (now) => `How many StreakExtended events happened before ${dmy(dayAgo(now, 60))}?`,
  count((now) => ({ names: ['StreakExtended'], range: R.before(dayAgo(now, 60)) })),
);
add('count-unknown-giftcard', 'count', 'how many gift_card_redeemed events last month?', LOW, { low: true });
add('count-payout-learner', 'count', `How many teacher-payout events does ${P.topLearner} have?`, LOW, {
  low: true,
});

// users
add(
  'users-all',
  'users',
  'How many unique users do we have, all time?',
  distinct(() => ({})),
);
add(
  'users-placement-30d',
  'users',
  'how many learners took the placement test in the last 30 days',
  distinct((now) => ({ names: ['placement_test_completed'], range: R.lastDays(T(now), 30) }), 'not-high'),
);
add(
  'users-active-lastweek',
  'users',
  'Active users last week?',
  distinct((now) => ({ range: R.lastWeek(T(now)) })),
);
add(
  'users-practice-yesterday',
  'users',
  'How many distinct people did a practice.session yesterday?',
  distinct((now) => ({ names: ['practice.session'], range: R.yesterday(T(now)) })),
);
add(
  'users-streak-14d',
  'users',
  'unique users with StreakExtended in the past 14 days — for the retention review',
  distinct((now) => ({ names: ['StreakExtended'], range: R.lastDays(T(now), 14) })),
);
add(
  'users-payout-prevmonth',
  'users',
  (now) => `How many different teachers received a teacher-payout in ${MON(O.monthStart(T(now), -1))}?`,
  distinct((now) => ({
    names: ['teacher-payout'],
    range: R.month(O.pastMonth(T(now), new Date(O.monthStart(T(now), -1)).getUTCMonth())),
  })),
);
add(
  'users-24h',
  'users',
  'active users in the last 24 hours',
  distinct((now) => ({ range: R.lastHours(T(now), 24) })),
);
add(
  'users-live-thismonth',
  'users',
  'how many ppl joined a live class in the past month?',
  distinct((now) => ({ names: ['Live Class Joined'], range: R.lastMonths(T(now), 1) }), 'not-high'),
);
add('users-unknown-event', 'users', 'How many users did xp_boost_purchased this week?', LOW, { low: true });

// value
add(
  'value-tuition-lastmonth',
  'value',
  'Total TuitionPaid amount for last month?',
  measure(
    (now) => ({ names: ['TuitionPaid'], range: R.lastMonth(T(now)) }),
    (s) => r2(O.sum(s)),
  ),
);
add(
  'value-revenue-30d',
  'value',
  'what was our revenue in the last 30 days?',
  measure(
    (now) => ({ names: ['TuitionPaid'], range: R.lastDays(T(now), 30) }),
    (s) => r2(O.sum(s)),
    'not-high',
    ['TuitionPaid'],
  ),
);
add(
  'value-practice-avg',
  'value',
  'Average value of practice.session (minutes per session), all time',
  measure(() => ({ names: ['practice.session'] }), O.avg),
);
add(
  'value-placement-median',
  'value',
  'whats the median placement_test_completed score?',
  measure(() => ({ names: ['placement_test_completed'] }), median),
);
add(
  'value-refund-max-90d',
  'value',
  'Largest single refund_issued value in the past 90 days?',
  measure(
    (now) => ({ names: ['refund_issued'], range: R.lastDays(T(now), 90) }),
    (s) => O.max(s),
  ),
);
add(
  'value-payout-min-since',
  'value',
  (now) => `What's the smallest teacher-payout we've made since ${longDay(dayAgo(now, 60))}?`,
  measure(
    (now) => ({ names: ['teacher-payout'], range: R.since(dayAgo(now, 60), T(now)) }),
    (s) => O.min(s),
  ),
);
add(
  'value-live-minutes-14d',
  'value',
  'sum of Live Class Joined value over the last 14 days (minutes attended)',
  measure((now) => ({ names: ['Live Class Joined'], range: R.lastDays(T(now), 14) }), O.sum),
);
add(
  'value-refunds-total-loose',
  'value',
  'How much money have we refunded in total?',
  measure(
    () => ({ names: ['refund_issued'] }),
    (s) => r2(O.sum(s)),
    'not-high',
  ),
);
add(
  'value-homework-grade-loose',
  'value',
  'average homework grade last month?',
  measure((now) => ({ names: ['homework-submitted'], range: R.lastMonth(T(now)) }), O.avg, 'not-high'),
);
add(
  'value-teacher-payout-2m',
  'value',
  `total teacher-payout paid to ${P.topTeacher} over the last 2 months`,
  measure(
    (now) => ({ names: ['teacher-payout'], user: P.topTeacher, range: R.lastMonths(T(now), 2) }),
    (s) => r2(O.sum(s)),
  ),
);
add('value-unknown-quiz', 'value', 'average score of vocab_quiz_finished events?', LOW, { low: true });

// top-events
{
  let [f, t] = topEvents(() => ({}), 5);
  add('top-events-all-5', 'top-events', 'What are our top 5 events of all time?', f, { tie: t });
  [f, t] = topEvents((now) => ({ range: R.lastDays(T(now), 7) }), 1);
  add('top-events-7d-1', 'top-events', 'most common event in the past 7 days?', f, { tie: t });
  [f, t] = topEvents((now) => ({ range: R.lastMonth(T(now)) }), 2, { ascending: true });
  add('top-events-least-lastmonth', 'top-events', 'Which two events were the least common last month?', f, {
    tie: t,
  });
  [f, t] = topEvents((now) => ({ range: R.yesterday(T(now)) }), 3);
  add('top-events-yesterday-3', 'top-events', 'top 3 events yesterday pls', f, { tie: t });
  [f, t] = topEvents((now) => ({ range: R.month(O.monthStart(T(now), -1)) }), 4);
  add(
    'top-events-prevmonth-4',
    'top-events',
    (now) =>
      `For the monthly report: which four event types were most frequent in ${MON(O.monthStart(T(now), -1))}?`,
    f,
    { tie: t },
  );
  [f, t] = topEvents((now) => ({ user: P.bigSpender }), 3);
  add('top-events-user-3', 'top-events', `What are the three most frequent events for ${P.bigSpender}?`, f, {
    tie: t,
  });
  [f, t] = topEvents((now) => ({ range: R.lastWeeks(T(now), 2) }), 5);
  add(
    'top-events-2w-list',
    'top-events',
    'give me a list of the most common actions over the last 2 weeks',
    f,
    { tie: t },
  );
}

// top-users
{
  let [f, t] = topUsers(() => ({}), 3);
  add('top-users-all-3', 'top-users', 'Who are the 3 most active users by number of events?', f, { tie: t });
  [f, t] = topUsers(() => ({ names: ['TuitionPaid'] }), 5, {
    byValue: true,
    confidence: 'not-high',
    names: ['TuitionPaid'],
  });
  add('top-users-spenders', 'top-users', 'who are our top spenders?', f, { tie: t });
  [f, t] = topUsers((now) => ({ names: ['practice.session'], range: R.lastDays(T(now), 30) }), 3, {
    byValue: true,
  });
  add(
    'top-users-practice-30d',
    'top-users',
    'Top 3 users by total practice.session value (minutes) in the last 30 days',
    f,
    { tie: t },
  );
  [f, t] = topUsers((now) => ({ names: ['teacher-payout'], range: R.lastMonth(T(now)) }), 1, {
    byValue: true,
  });
  add(
    'top-users-payout-lastmonth',
    'top-users',
    'Which teacher got the most money from teacher-payout last month?',
    f,
    { tie: t },
  );
  [f, t] = topUsers((now) => ({ names: ['class_hosted'], range: R.lastWeeks(T(now), 8) }), 3);
  add(
    'top-users-hosted-8w',
    'top-users',
    'who hosted the most classes in the past 8 weeks? top 3 by class_hosted count',
    f,
    { tie: t },
  );
  [f, t] = topUsers((now) => ({ range: R.lastDays(T(now), 7) }), 1);
  add('top-users-7d-1', 'top-users', 'most active user in the last 7 days?', f, { tie: t });
  [f, t] = topUsers(() => ({ names: ['TuitionPaid'] }), 5, { byValue: true });
  add('top-users-tuition-value', 'top-users', 'Top 5 users by total TuitionPaid value', f, { tie: t });
}

// user
const userEvents = (o) => (ev, now) => {
  const s = sel(ev, o(now));
  return s.length ? { numbers: [s.length], confidence: 'high', dataPoints: s.length } : LOW();
};
add(
  'user-top-count',
  'user',
  `How many events does ${P.topLearner} have?`,
  userEvents(() => ({ user: P.topLearner })),
);
add('user-churner-last', 'user', `When did ${P.churner} last show up?`, (ev) => {
  const s = sel(ev, { user: P.churner });
  return { names: [iso(Math.max(...s.map(O.time)))], confidence: 'high', dataPoints: s.length };
});
add('user-newcomer-first', 'user', `first seen date for ${P.newcomer}?`, (ev) => {
  const s = sel(ev, { user: P.newcomer });
  return { names: [iso(Math.min(...s.map(O.time)))], confidence: 'high', dataPoints: s.length };
});
add('user-teacher-names', 'user', `Which event names has ${P.topTeacher} used?`, (ev) => {
  const s = sel(ev, { user: P.topTeacher });
  return {
    names: [...new Set(s.map(O.byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
add(
  'user-refunder-60d',
  'user',
  `support ticket: how many events did ${P.refunder} have in the last 60 days?`,
  userEvents((now) => ({ user: P.refunder, range: R.lastDays(T(now), 60) })),
);
add('user-recent-3', 'user', `Show me the 3 most recent events of ${P.bigSpender}`, (ev) => {
  const s = sel(ev, { user: P.bigSpender });
  return { names: O.newestFirst(s).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: s.length };
});
add('user-first-last', 'user', `first and last seen for ${P.topLearner}?`, (ev) => {
  const s = sel(ev, { user: P.topLearner });
  const ts = s.map(O.time);
  return { names: [iso(Math.min(...ts)), iso(Math.max(...ts))], confidence: 'high', dataPoints: s.length };
});
add('user-churner-events-names', 'user', `what kinds of events did ${P.churner} do?`, (ev) => {
  const s = sel(ev, { user: P.churner });
  return {
    names: [...new Set(s.map(O.byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
add('user-unknown', 'user', `How many events has ${NOBODY} got?`, LOW, { low: true });
add('user-unknown-teacher', 'user', 'when did teacher_99 last log in?', LOW, { low: true });

// breakdown
{
  add(
    'bd-per-month',
    'breakdown',
    'events per month, please',
    series(() => ({}), O.byMonth),
  );
  let [f, t] = busiest(() => ({ names: ['Live Class Joined'] }), O.byWeekday);
  add('bd-live-weekday', 'breakdown', 'Which weekday is busiest for Live Class Joined?', f, { tie: t });
  [f, t] = busiest((now) => ({ names: ['practice.session'], range: R.lastDays(T(now), 30) }), O.byHour);
  add(
    'bd-practice-hour',
    'breakdown',
    'At what hour of the day (UTC) do people do the most practice.session, last 30 days?',
    f,
    { tie: t },
  );
  add(
    'bd-tuition-weekly',
    'breakdown',
    (now) => `TuitionPaid per week since Monday ${iso(O.weekStart(T(now)) - 4 * O.WEEK)}`,
    series(
      (now) => ({ names: ['TuitionPaid'], range: R.since(O.weekStart(T(now)) - 4 * O.WEEK, T(now)) }),
      O.byWeek,
    ),
  );
  add(
    'bd-apps-daily',
    'breakdown',
    (now) => `daily app_opened counts from ${iso(dayAgo(now, 7))} to ${iso(dayAgo(now, 1))}`,
    series((now) => ({ names: ['app_opened'], range: R.between(dayAgo(now, 7), dayAgo(now, 1)) }), O.byDay),
  );
  [f, t] = busiest((now) => ({ names: ['refund_issued'], range: R.lastDays(T(now), 30) }), O.byDay);
  add(
    'bd-refund-day',
    'breakdown',
    'Which day in the last 30 days had the most refund_issued? Something odd happened.',
    f,
    { tie: t },
  );
  [f, t] = busiest(() => ({}), O.byWeekday);
  add('bd-weekday-all', 'breakdown', 'busiest day of the week overall?', f, { tie: t });
  [f, t] = busiest(() => ({}), O.byHour, { ascending: true });
  add(
    'bd-quietest-hour',
    'breakdown',
    'Ops wants a maintenance window: which hour of day has the fewest events?',
    f,
    { tie: t },
  );
  add(
    'bd-tuition-monthly-sum',
    'breakdown',
    'Monthly breakdown of TuitionPaid value (sum per month)',
    series(() => ({ names: ['TuitionPaid'] }), O.byMonth, { byValue: true }),
  );
}

// compare
add(
  'cmp-practice-7d',
  'compare',
  'practice.session in the last 7 days vs the 7 days before — up or down?',
  compare(
    (now) => ({ names: ['practice.session'], range: { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY } }),
    (now) => ({ names: ['practice.session'], range: R.lastDays(T(now), 7) }),
  ),
);
add(
  'cmp-tuition-months',
  'compare',
  (now) => `TuitionPaid count: ${MON(O.monthStart(T(now), -2))} vs ${MON(O.monthStart(T(now), -1))}?`,
  compare(
    (now) => ({ names: ['TuitionPaid'], range: R.month(O.monthStart(T(now), -2)) }),
    (now) => ({ names: ['TuitionPaid'], range: R.month(O.monthStart(T(now), -1)) }),
  ),
);
add(
  'cmp-users-30d',
  'compare',
  'Is our active user base growing? last 30 days compared with the 30 days before that',
  compare(
    (now) => ({ range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY } }),
    (now) => ({ range: R.lastDays(T(now), 30) }),
    (s) => O.users(s).size,
  ),
);
add(
  'cmp-practice-min-yesterday',
  'compare',
  'total practice.session value (minutes) yesterday vs the day before?',
  compare(
    (now) => ({ names: ['practice.session'], range: R.on(dayAgo(now, 2)) }),
    (now) => ({ names: ['practice.session'], range: R.yesterday(T(now)) }),
    (s) => O.sum(s),
  ),
);
add(
  'cmp-live-14d',
  'compare',
  'How does Live Class Joined in the past 14 days compare with the previous 14 days?',
  compare(
    (now) => ({ names: ['Live Class Joined'], range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY } }),
    (now) => ({ names: ['Live Class Joined'], range: R.lastDays(T(now), 14) }),
  ),
);
add(
  'cmp-placement-4w-loose',
  'compare',
  'placement tests: last 4 weeks vs the 4 weeks before?',
  compare(
    (now) => ({
      names: ['placement_test_completed'],
      range: { from: T(now) - 8 * O.WEEK, to: T(now) - 4 * O.WEEK },
    }),
    (now) => ({ names: ['placement_test_completed'], range: R.lastWeeks(T(now), 4) }),
    undefined,
    'not-high',
  ),
);
add(
  'cmp-tuition-value-30d',
  'compare',
  'Total TuitionPaid value over the last 30 days versus the prior 30 days',
  compare(
    (now) => ({ names: ['TuitionPaid'], range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY } }),
    (now) => ({ names: ['TuitionPaid'], range: R.lastDays(T(now), 30) }),
    (s) => O.sum(s),
  ),
);
add(
  'cmp-events-ranges',
  'compare',
  (now) =>
    `all events between ${iso(dayAgo(now, 28))} and ${iso(dayAgo(now, 22))} vs between ${iso(dayAgo(now, 14))} and ${iso(dayAgo(now, 8))}`,
  compare(
    (now) => ({ range: R.between(dayAgo(now, 28), dayAgo(now, 22)) }),
    (now) => ({ range: R.between(dayAgo(now, 14), dayAgo(now, 8)) }),
  ),
);

// share
add(
  'share-practice-all',
  'share',
  'What percentage of all events are practice.session?',
  shareEvents(() => ({}), ['practice.session']),
);
add(
  'share-live-30d',
  'share',
  'share of events in the last 30 days that were Live Class Joined',
  shareEvents((now) => ({ range: R.lastDays(T(now), 30) }), ['Live Class Joined']),
);
add(
  'share-users-homework-lastmonth',
  'share',
  'Of the users active last month, what % submitted homework-submitted?',
  shareUsers((now) => ({ range: R.lastMonth(T(now)) }), ['homework-submitted']),
);
add(
  'share-users-refund-all',
  'share',
  'what percent of all users have ever had a refund_issued',
  shareUsers(() => ({}), ['refund_issued']),
);
add(
  'share-apps-lastweek',
  'share',
  "What fraction of last week's activity was app_opened? as a percentage",
  shareEvents((now) => ({ range: R.lastWeek(T(now)) }), ['app_opened']),
);
add(
  'share-users-streak-7d',
  'share',
  'of the people active in the past 7 days, what % did StreakExtended?',
  shareUsers((now) => ({ range: R.lastDays(T(now), 7) }), ['StreakExtended']),
);
add(
  'share-streak-loose',
  'share',
  'What % of events last month were streak extensions?',
  shareEvents((now) => ({ range: R.lastMonth(T(now)) }), ['StreakExtended'], 'not-high'),
);

// conversion
add(
  'conv-placement-enrol',
  'conversion',
  'Of the users who did placement_test_completed, how many then did course.enrolled, and what percentage is that?',
  convert(() => R.all(), 'placement_test_completed', 'course.enrolled'),
);
add(
  'conv-enrol-pay-60d',
  'conversion',
  'conversion from course.enrolled to TuitionPaid in the last 60 days',
  convert((now) => R.lastDays(T(now), 60), 'course.enrolled', 'TuitionPaid'),
);
add(
  'conv-enrol-cert',
  'conversion',
  'How many learners who enrolled (course.enrolled) later got a certificate_issued? percent too',
  convert(() => R.all(), 'course.enrolled', 'certificate_issued'),
);
add(
  'conv-book-live-30d',
  'conversion',
  'Lesson Booked → Live Class Joined conversion over the last 30 days?',
  convert((now) => R.lastDays(T(now), 30), 'Lesson Booked', 'Live Class Joined'),
);
add(
  'conv-placement-pay-since',
  'conversion',
  (now) =>
    `since ${longDay(dayAgo(now, 45))}: of those who did placement_test_completed, how many went on to TuitionPaid?`,
  convert((now) => R.since(dayAgo(now, 45), T(now)), 'placement_test_completed', 'TuitionPaid'),
);
add(
  'conv-pay-refund',
  'conversion',
  'Asking for the refund policy review: of users with TuitionPaid, what share later had refund_issued?',
  convert(() => R.all(), 'TuitionPaid', 'refund_issued'),
);
add(
  'conv-loose-90d',
  'conversion',
  'of learners who took the placement test in the last 90 days, what % went on to pay tuition?',
  convert((now) => R.lastDays(T(now), 90), 'placement_test_completed', 'TuitionPaid', 'not-high'),
);

// churn
const churnCount = (a, b) => (ev, now) => ({
  numbers: [O.churned(ev, a(now), b(now)).length],
  confidence: 'high',
});
const newCount =
  (r, confidence = 'high') =>
  (ev, now) => ({ numbers: [O.newUsers(ev, r(now)).length], confidence });
add(
  'churn-lastmonth-thismonth',
  'churn',
  'How many users were active last month but have not been active this month?',
  churnCount(
    (now) => R.lastMonth(T(now)),
    (now) => R.thisMonth(T(now)),
  ),
);
add(
  'churn-new-7d',
  'churn',
  'new users in the last 7 days?',
  newCount((now) => R.lastDays(T(now), 7)),
);
add(
  'churn-window',
  'churn',
  (now) =>
    `How many learners were active between ${iso(dayAgo(now, 60))} and ${iso(dayAgo(now, 31))} but haven't been seen since ${iso(dayAgo(now, 30))}?`,
  churnCount(
    (now) => R.between(dayAgo(now, 60), dayAgo(now, 31)),
    (now) => R.since(dayAgo(now, 30), T(now)),
  ),
);
add(
  'churn-new-lastmonth',
  'churn',
  'how many brand new users did we get last month (first event ever)?',
  newCount((now) => R.lastMonth(T(now))),
);
add(
  'churn-new-14d',
  'churn',
  'Number of first-time users over the past 14 days',
  newCount((now) => R.lastDays(T(now), 14)),
);
add(
  'churn-firsthalf',
  'churn',
  (now) => {
    const m = O.monthStart(T(now), -2);
    return `customers active from ${longDay(m)} to ${longDay(m + 14 * DAY)} who went quiet in the last 3 weeks — how many?`;
  },
  churnCount(
    (now) => R.between(O.monthStart(T(now), -2), O.monthStart(T(now), -2) + 14 * DAY),
    (now) => R.lastWeeks(T(now), 3),
  ),
);
add(
  'churn-new-since',
  'churn',
  (now) => `new learners since ${dmy(dayAgo(now, 21))}?`,
  newCount((now) => R.since(dayAgo(now, 21), T(now))),
);

// recency
add(
  'rec-last-refund',
  'recency',
  'when was the last refund_issued?',
  lastOf(() => ({ names: ['refund_issued'] })),
);
add(
  'rec-cert-30d',
  'recency',
  'did anyone get a certificate_issued in the last 30 days?',
  count((now) => ({ names: ['certificate_issued'], range: R.lastDays(T(now), 30) })),
);
add(
  'rec-last-tuition',
  'recency',
  'Most recent TuitionPaid — when was it?',
  lastOf(() => ({ names: ['TuitionPaid'] })),
);
add(
  'rec-teacher-hosted',
  'recency',
  `When was the last class_hosted by ${P.topTeacher}?`,
  lastOf(() => ({ names: ['class_hosted'], user: P.topTeacher })),
);
add(
  'rec-placement-3d',
  'recency',
  'has anybody completed placement_test_completed in the past 3 days?',
  count((now) => ({ names: ['placement_test_completed'], range: R.lastDays(T(now), 3) })),
);
add(
  'rec-last-live',
  'recency',
  'When was the last Live Class Joined event?',
  lastOf(() => ({ names: ['Live Class Joined'] })),
);
add(
  'rec-churner-practice',
  'recency',
  `when did ${P.churner} last do a practice.session?`,
  lastOf(() => ({ names: ['practice.session'], user: P.churner })),
);
add('rec-unknown-voucher', 'recency', 'when was the last voucher_redeemed?', LOW, { low: true });

// catalogue
const catNames = (ev) => ({
  names: [...new Set(ev.map(O.byName))].sort(),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
});
add('cat-names', 'catalogue', 'Which event names exist in our data?', catNames);
add('cat-totals', 'catalogue', 'how many users and how many events are there in total?', (ev) => ({
  numbers: [O.users(ev).size, ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-distinct-types', 'catalogue', 'How many distinct event types do we track?', (ev) => ({
  numbers: [new Set(ev.map(O.byName)).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('cat-list', 'catalogue', 'new analyst here — could you list every event we track?', catNames);
add(
  'cat-overview',
  'catalogue',
  'Quick overview pls: number of events, number of users, and the list of event types',
  (ev) => ({ ...catNames(ev), numbers: [ev.length, O.users(ev).size] }),
);
add('cat-events-total', 'catalogue', 'How many events are stored overall?', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));

// other
const others = [
  ['other-rating', "What's the average teacher rating from learner reviews?"],
  ['other-country', 'Which country do most of our learners come from?'],
  ['other-nps', 'what was our NPS last quarter?'],
  ['other-language', 'Which language is more popular with learners, Spanish or Japanese?'],
  ['other-cac', 'What is our customer acquisition cost from the Instagram campaign?'],
  ['other-email', 'Can you email all churned learners a 20% discount code?'],
  ['other-timezone', 'What time zone are most of our teachers based in?'],
  ['other-tickets', 'how many support tickets were opened about the video outage?'],
  ['other-forecast', 'predict tuition revenue for next quarter'],
  ['other-textbook', 'Which textbook edition do the B1 classes use?'],
];
for (const [id, q] of others) add(id, 'other', q, LOW);
