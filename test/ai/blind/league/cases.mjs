/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
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
  round,
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
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  isoMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';

// ---- date wording -------------------------------------------------------------------------
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${ord(d.getUTCDate())}`;
};
const shortDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const daysAgo = (now, n) => dayStart(+now) - n * DAY;
const hm = (t) => new Date(t).toISOString().slice(11, 16);

// The storm Saturday of the data story: the Saturday 15–21 days ago.
function stormDay(now) {
  const today0 = dayStart(+now);
  let s = today0 - 15 * DAY;
  for (let k = 15; k <= 21; k++) if (new Date(today0 - k * DAY).getUTCDay() === 6) s = today0 - k * DAY;
  return s;
}
// start of the month `add` months from the current one
const mStart = (now, add) => monthStart(+now, add);

// ---- expectation helpers ------------------------------------------------------------------
const r2 = (x) => round(x, 2);
const LOW = { confidence: 'low', dataPoints: 0 };

function countX(filter, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, filter(+now));
    return { numbers: [evs.length], confidence, dataPoints: evs.length };
  };
}
function usersX(filter, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, filter(+now));
    return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
  };
}
function valueX(filter, measure, confidence = 'high', names) {
  return (events, now) => {
    const evs = select(events, filter(+now));
    return {
      numbers: [r2(measure(evs))],
      confidence,
      dataPoints: evs.length,
      ...(names ? { names, unordered: true } : {}),
    };
  };
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};

// Ranked list: names in order with their figures; flags a tie at the cut.
function rankedX(filter, key, { n, ascending = false, measure, confidence = 'high', extraNames = [] } = {}) {
  const build = (events, now) => {
    const evs = select(events, filter(+now));
    const all = rank(tally(evs, key, measure), { ascending });
    return { evs, all, top: all.slice(0, n) };
  };
  const fn = (events, now) => {
    const { evs, top } = build(events, now);
    return {
      names: [...top.map(([k]) => k)],
      numbers: top.map(([, v]) => r2(v)),
      confidence,
      dataPoints: evs.length,
      ...(extraNames.length ? { names: [...extraNames, ...top.map(([k]) => k)], unordered: true } : {}),
    };
  };
  fn.tieAtCut = (events, now) => {
    const { all } = build(events, now);
    return all.length < n || (all.length > n && all[n - 1][1] === all[n][1]);
  };
  return fn;
}

function compareX(filterA, filterB, measure = (evs) => evs.length, confidence = 'high', names) {
  return (events, now) => {
    const a = select(events, filterA(+now)),
      b = select(events, filterB(+now));
    const c = change(r2(measure(a)), r2(measure(b)));
    return {
      numbers: [c.earlier, c.later, r2(Math.abs(c.diff)) * Math.sign(c.diff)],
      percents: [c.pct],
      confidence,
      dataPoints: a.length + b.length,
      ...(names ? { names } : {}),
    };
  };
}
const prevRange = (r) => ({ from: r.from - (r.to - r.from), to: r.from });

function shareEventsX(filter, part, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, filter(+now));
    const k = evs.filter(part).length;
    return { numbers: [k], percents: [percent(k, evs.length)], confidence, dataPoints: evs.length };
  };
}
function shareUsersX(filter, part, confidence = 'high', names) {
  return (events, now) => {
    const evs = select(events, filter(+now));
    const all = users(evs).size,
      did = users(evs.filter(part)).size;
    return {
      numbers: [did, all],
      percents: [percent(did, all)],
      confidence,
      dataPoints: evs.length,
      ...(names ? { names, unordered: true } : {}),
    };
  };
}
function conversionX(range, a, b, confidence = 'high') {
  return (events, now) => {
    const r = range(+now);
    const c = conversion(events, r, a, b);
    const dp = select(events, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
  };
}
function lastX(name, confidence = 'high') {
  return (events) => {
    const evs = select(events, { names: [name] });
    const t = time(newestFirst(evs)[0]);
    return { names: [isoDay(t), hm(t)], confidence, dataPoints: evs.length };
  };
}
const lowX = () => () => ({ ...LOW });

const N = EVENT_NAMES;
const R = ranges;

export const cases = [
  // ------------------------------------------------------------------ count
  {
    id: 'count-views-7d',
    type: 'count',
    question: 'how many schedule.viewed events in the last 7 days?',
    expect: countX((now) => ({ range: R.lastDays(now, 7), names: ['schedule.viewed'] })),
  },
  {
    id: 'count-all-yesterday',
    type: 'count',
    question: 'Total number of events yesterday?',
    expect: countX((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'count-storm-cancellations',
    type: 'count',
    question: (now) =>
      `We had that big thunderstorm on ${shortDay(stormDay(now))}. How many game-cancelled events did we log on ${shortDay(stormDay(now))}?`,
    expect: countX((now) => ({ range: R.on(stormDay(now)), names: ['game-cancelled'] })),
  },
  {
    id: 'count-practices-lastweek',
    type: 'count',
    question: 'How many Practice Scheduled events happened last week?',
    expect: countX((now) => ({ range: R.lastWeek(now), names: ['Practice Scheduled'] })),
  },
  {
    id: 'count-coach07-messages',
    type: 'count',
    question: 'number of MessageSent events by coach_07 in the past 30 days',
    expect: countX((now) => ({ range: R.lastDays(now, 30), names: ['MessageSent'], user: 'coach_07' })),
  },
  {
    id: 'count-registrations-between',
    type: 'count',
    question: (now) =>
      `how many season registrations did we get between ${isoDay(daysAgo(now, 110))} and ${isoDay(daysAgo(now, 95))}? (registration window for the fall season)`,
    expect: countX((now) => ({
      range: R.between(daysAgo(now, 110), daysAgo(now, 95)),
      names: ['season_registration'],
    })),
  },
  {
    id: 'count-score-reports-month',
    type: 'count',
    question: (now) => `How many score reports came in during ${monthName(mStart(now, -2))}?`,
    expect: countX((now) => ({ range: R.month(mStart(now, -2)), names: ['score_reported'] }), 'not-high'),
  },
  {
    id: 'count-24h',
    type: 'count',
    question: 'how many events in the last 24 hours',
    expect: countX((now) => ({ range: R.lastHours(now, 24) })),
  },
  {
    id: 'count-fee-paid-since',
    type: 'count',
    question: (now) =>
      `Finance here - how many times has fee paid happened since ${longDay(daysAgo(now, 60))}?`,
    expect: countX((now) => ({ range: R.since(daysAgo(now, 60), now), names: ['fee.paid'] })),
  },
  {
    id: 'count-refs-paid-10d',
    type: 'count',
    question: 'how many RefereePaid events in the last 10 days?',
    expect: countX((now) => ({ range: R.lastDays(now, 10), names: ['RefereePaid'] })),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'How many tryout_signup events were there last month?',
    expect: lowX(),
  },
  {
    id: 'count-unknown-user',
    type: 'count',
    low: true,
    question: `how many events does ${NOBODY} have?`,
    expect: lowX(),
  },

  // ------------------------------------------------------------------ users
  {
    id: 'users-30d',
    type: 'users',
    question: 'how many unique users in the last 30 days',
    expect: usersX((now) => ({ range: R.lastDays(now, 30) })),
  },
  {
    id: 'users-fee-paid',
    type: 'users',
    question: 'How many distinct users have a fee.paid event? all time pls',
    expect: usersX(() => ({ names: ['fee.paid'] })),
  },
  {
    id: 'users-lastweek',
    type: 'users',
    question: 'active users last week?',
    expect: usersX((now) => ({ range: R.lastWeek(now) })),
  },
  {
    id: 'users-snack-duty',
    type: 'users',
    question: 'how many people volunteered for snack duty in the past 2 months?',
    expect: (events, now) => ({
      ...usersX((n) => ({ range: R.lastMonths(n, 2), names: ['Snack Signup'] }), 'not-high')(events, now),
      names: ['Snack Signup'],
    }),
  },
  {
    id: 'users-refs-accepting',
    type: 'users',
    question: 'How many referees have accepted game assignments so far?',
    expect: (events, now) => ({
      ...usersX(() => ({ names: ['referee.assigned'] }), 'not-high')(events, now),
      names: ['referee.assigned'],
    }),
  },
  {
    id: 'users-practice-3w',
    type: 'users',
    question: 'unique users who did Practice Scheduled in the last 3 weeks',
    expect: usersX((now) => ({ range: R.lastWeeks(now, 3), names: ['Practice Scheduled'] })),
  },
  {
    id: 'users-on-day',
    type: 'users',
    question: (now) => `How many users were active on ${longDay(daysAgo(now, 3))}?`,
    expect: usersX((now) => ({ range: R.on(daysAgo(now, 3)) })),
  },
  {
    id: 'users-msg-since',
    type: 'users',
    question: (now) => `how many ppl sent a message (MessageSent) since ${isoDay(daysAgo(now, 14))}`,
    expect: usersX((now) => ({ range: R.since(daysAgo(now, 14), now), names: ['MessageSent'] })),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many users completed Coach Evaluation last month?',
    expect: lowX(),
  },

  // ------------------------------------------------------------------ value
  {
    id: 'value-fees-total',
    type: 'value',
    question: 'What is the total value of fee.paid across all time?',
    expect: valueX(() => ({ names: ['fee.paid'] }), sum),
  },
  {
    id: 'value-uniform-avg-60d',
    type: 'value',
    question: 'average uniform_order amount over the last 60 days?',
    expect: valueX(
      (now) => ({ range: R.lastDays(now, 60), names: ['uniform_order'] }),
      (evs) => sum(evs) / evs.length,
    ),
  },
  {
    id: 'value-refpay-max',
    type: 'value',
    question: 'Largest single RefereePaid amount last month?',
    expect: valueX((now) => ({ range: R.lastMonth(now), names: ['RefereePaid'] }), max),
  },
  {
    id: 'value-refpay-min',
    type: 'value',
    question: 'whats the smallest RefereePaid value in the past 6 weeks',
    expect: valueX((now) => ({ range: R.lastWeeks(now, 6), names: ['RefereePaid'] }), min),
  },
  {
    id: 'value-snack-median',
    type: 'value',
    question: 'Median value of Snack Signup over the last 8 weeks (it is how many kids the snacks cover)',
    expect: valueX((now) => ({ range: R.lastWeeks(now, 8), names: ['Snack Signup'] }), median),
  },
  {
    id: 'value-uniform-sum-3m',
    type: 'value',
    question: 'sum of uniform orders over the past 3 months',
    expect: valueX((now) => ({ range: R.lastMonths(now, 3), names: ['uniform_order'] }), sum),
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'For the board deck: what was our revenue last month?',
    expect: valueX(
      (now) => ({ range: R.lastMonth(now), names: ['fee.paid', 'uniform_order'] }),
      sum,
      'not-high',
      ['fee.paid', 'uniform_order'],
    ),
  },
  {
    id: 'value-goals-avg',
    type: 'value',
    question: 'mean score_reported value (total goals per match) in the last 4 weeks?',
    expect: valueX(
      (now) => ({ range: R.lastWeeks(now, 4), names: ['score_reported'] }),
      (evs) => sum(evs) / evs.length,
    ),
  },
  {
    id: 'value-refpay-total',
    type: 'value',
    question: 'How much did we pay the refs in total last month?',
    expect: valueX((now) => ({ range: R.lastMonth(now), names: ['RefereePaid'] }), sum, 'not-high', [
      'RefereePaid',
    ]),
  },
  {
    id: 'value-coach07-minutes',
    type: 'value',
    question: 'Total Practice Scheduled value for coach_07 (minutes of practice), all time',
    expect: valueX(() => ({ names: ['Practice Scheduled'], user: 'coach_07' }), sum),
  },

  // ------------------------------------------------------------------ top-events
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 3 events in the last 30 days',
    expect: rankedX((now) => ({ range: R.lastDays(now, 30) }), byName, { n: 3 }),
  },
  {
    id: 'top-events-most-common',
    type: 'top-events',
    question: 'Which event happens the most? ',
    expect: rankedX(() => ({}), byName, { n: 1 }),
  },
  {
    id: 'top-events-least-2',
    type: 'top-events',
    question: 'What are the 2 least common events overall?',
    expect: rankedX(() => ({}), byName, { n: 2, ascending: true }),
  },
  {
    id: 'top-events-storm',
    type: 'top-events',
    question: (now) => `top 3 actions on ${isoDay(stormDay(now))}`,
    expect: rankedX((now) => ({ range: R.on(stormDay(now)) }), byName, { n: 3 }),
  },
  {
    id: 'top-events-lastweek-3',
    type: 'top-events',
    question: 'Give me the top 3 event names last week, with counts.',
    expect: rankedX((now) => ({ range: R.lastWeek(now) }), byName, { n: 3 }),
  },
  {
    id: 'top-events-default-since',
    type: 'top-events',
    question: (now) => `what are the most frequent events since ${shortDay(daysAgo(now, 100))}? list them`,
    expect: rankedX((now) => ({ range: R.since(daysAgo(now, 100), now) }), byName, { n: 5 }),
  },
  {
    id: 'top-events-rarest-100d',
    type: 'top-events',
    question: 'rarest event type in the last 100 days?',
    expect: rankedX((now) => ({ range: R.lastDays(now, 100) }), byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-coach07',
    type: 'top-events',
    question: 'top 3 events for coach_07',
    expect: rankedX(() => ({ user: 'coach_07' }), byName, { n: 3 }),
  },

  // ------------------------------------------------------------------ top-users
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'Top 2 most active users over the last 30 days?',
    expect: rankedX((now) => ({ range: R.lastDays(now, 30) }), byUser, { n: 2 }),
  },
  {
    id: 'top-users-alltime',
    type: 'top-users',
    question: 'who is our single most active user, all time?',
    expect: rankedX(() => ({}), byUser, { n: 1 }),
  },
  {
    id: 'top-users-uniform-spend',
    type: 'top-users',
    question: 'which user has the biggest total uniform_order value?',
    expect: rankedX(() => ({ names: ['uniform_order'] }), byUser, { n: 1, measure: value }),
  },
  {
    id: 'top-users-refpay-2m',
    type: 'top-users',
    question: 'Which user has the highest RefereePaid total in the last 2 months?',
    expect: rankedX((now) => ({ range: R.lastMonths(now, 2), names: ['RefereePaid'] }), byUser, {
      n: 1,
      measure: value,
    }),
  },
  {
    id: 'top-users-spender',
    type: 'top-users',
    question: 'who spent the most money with the league?',
    expect: rankedX(() => ({ names: ['fee.paid', 'uniform_order'] }), byUser, {
      n: 1,
      measure: value,
      confidence: 'not-high',
      extraNames: ['fee.paid', 'uniform_order'],
    }),
  },
  {
    id: 'top-users-msg-lastweek',
    type: 'top-users',
    question: 'who sent the most MessageSent events last week?',
    expect: rankedX((now) => ({ range: R.lastWeek(now), names: ['MessageSent'] }), byUser, { n: 1 }),
  },
  {
    id: 'top-users-practice-since',
    type: 'top-users',
    question: (now) => `who had the most Practice Scheduled events since ${shortDay(daysAgo(now, 45))}?`,
    expect: rankedX(
      (now) => ({ range: R.since(daysAgo(now, 45), now), names: ['Practice Scheduled'] }),
      byUser,
      { n: 1 },
    ),
  },
  {
    id: 'top-users-ref-accepts',
    type: 'top-users',
    question: 'Which ref accepted the most game assignments? just the top one',
    expect: rankedX(() => ({ names: ['referee.assigned'] }), byUser, {
      n: 1,
      confidence: 'not-high',
      extraNames: ['referee.assigned'],
    }),
  },

  // ------------------------------------------------------------------ user
  {
    id: 'user-coach07-total',
    type: 'user',
    question: 'how many events does coach_07 have in total?',
    expect: countX(() => ({ user: 'coach_07' })),
  },
  {
    id: 'user-churner-first',
    type: 'user',
    question: 'When was parent_113 first seen?',
    expect: (events) => {
      const evs = select(events, { user: PERSONAS.churner });
      const t = Math.min(...evs.map(time));
      return { names: [isoDay(t), hm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-churner-last',
    type: 'user',
    question: 'support ticket from parent_113 - when were they last active?',
    expect: (events) => {
      const evs = select(events, { user: PERSONAS.churner });
      const t = Math.max(...evs.map(time));
      return { names: [isoDay(t), hm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-ref03-names',
    type: 'user',
    question: 'which event names has ref_03 used?',
    expect: (events) => {
      const evs = select(events, { user: PERSONAS.busyRef });
      return {
        names: [...new Set(evs.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-newcomer-recent',
    type: 'user',
    question: "show parent_398's 3 most recent events",
    expect: (events) => {
      const evs = select(events, { user: PERSONAS.newcomer });
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
    id: 'user-bigfamily-30d',
    type: 'user',
    question: 'How many events did parent_042 have in the last 30 days?',
    expect: countX((now) => ({ range: R.lastDays(now, 30), user: 'parent_042' })),
  },
  {
    id: 'user-admin-lastmonth',
    type: 'user',
    question: 'admin_01 activity last month — how many events?',
    expect: countX((now) => ({ range: R.lastMonth(now), user: 'admin_01' })),
  },
  {
    id: 'user-newcomer-first',
    type: 'user',
    question: 'first seen date for parent_398?',
    expect: (events) => {
      const evs = select(events, { user: PERSONAS.newcomer });
      const t = Math.min(...evs.map(time));
      return { names: [isoDay(t), hm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-churner-recent-low',
    type: 'user',
    low: true,
    question: 'Has parent_113 done anything in the last 2 weeks?',
    expect: (events, now) => {
      const evs = select(events, { range: R.lastWeeks(+now, 2), user: PERSONAS.churner });
      return evs.length ? { numbers: [evs.length], confidence: 'high', dataPoints: evs.length } : { ...LOW };
    },
  },
  {
    id: 'user-unknown',
    type: 'user',
    low: true,
    question: `when was ${NOBODY} last active?`,
    expect: lowX(),
  },

  // ------------------------------------------------------------------ breakdown
  {
    id: 'bd-weekday-4w',
    type: 'breakdown',
    question: 'events by weekday over the last 4 weeks — which weekday is busiest?',
    expect: rankedX((now) => ({ range: R.lastWeeks(now, 4) }), byWeekday, { n: 1 }),
  },
  {
    id: 'bd-hour-views',
    type: 'breakdown',
    question: 'Which hour of the day has the most schedule.viewed events?',
    expect: rankedX(() => ({ names: ['schedule.viewed'] }), byHour, { n: 1 }),
  },
  {
    id: 'bd-fee-monthly',
    type: 'breakdown',
    question: 'monthly count of fee.paid, please',
    expect: (events) => {
      const evs = select(events, { names: ['fee.paid'] });
      const m = [...tally(evs, byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'bd-cancel-peak-day',
    type: 'breakdown',
    question: 'daily game-cancelled over the last 30 days: which day peaked?',
    expect: rankedX((now) => ({ range: R.lastDays(now, 30), names: ['game-cancelled'] }), byDay, { n: 1 }),
  },
  {
    id: 'bd-msg-weekly',
    type: 'breakdown',
    question: (now) =>
      `Weekly MessageSent counts from ${isoDay(weekStart(+now) - 4 * WEEK)} to ${isoDay(weekStart(+now) - DAY)}, week by week`,
    expect: (events, now) => {
      const evs = select(events, {
        range: R.between(weekStart(+now) - 4 * WEEK, weekStart(+now) - DAY),
        names: ['MessageSent'],
      });
      const m = [...tally(evs, byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'bd-busiest-day-2w',
    type: 'breakdown',
    question: 'busiest day in the last 2 weeks?',
    expect: rankedX((now) => ({ range: R.lastWeeks(now, 2) }), byDay, { n: 1 }),
  },
  {
    id: 'bd-scores-weekday',
    type: 'breakdown',
    question: 'On which weekday do most score_reported events land?',
    expect: rankedX(() => ({ names: ['score_reported'] }), byWeekday, { n: 1 }),
  },
  {
    id: 'bd-month-all',
    type: 'breakdown',
    question: (now) => `breakdown of all events by month since ${monthYear(mStart(now, -3))}`,
    expect: (events, now) => {
      const evs = select(events, { range: R.since(mStart(+now, -3), +now) });
      const m = [...tally(evs, byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'bd-busiest-week',
    type: 'breakdown',
    question: (now) => `Since ${longDay(daysAgo(now, 63))}, which week had the most events?`,
    expect: rankedX((now) => ({ range: R.since(daysAgo(now, 63), now) }), byWeek, { n: 1 }),
  },
  {
    id: 'bd-hour-refpay',
    type: 'breakdown',
    question: 'what hour of day are most RefereePaid events recorded?',
    expect: rankedX(() => ({ names: ['RefereePaid'] }), byHour, { n: 1 }),
  },

  // ------------------------------------------------------------------ compare
  {
    id: 'cmp-14d',
    type: 'compare',
    question: 'events in the last 14 days vs the 14 days before?',
    expect: compareX(
      (now) => prevRangeF(R.lastDays(now, 14)),
      (now) => ({ range: R.lastDays(now, 14) }),
    ),
  },
  {
    id: 'cmp-msg-months',
    type: 'compare',
    question: 'MessageSent: last month compared with the month before',
    expect: compareX(
      (now) => ({ range: R.month(mStart(now, -2)), names: ['MessageSent'] }),
      (now) => ({ range: R.lastMonth(now), names: ['MessageSent'] }),
    ),
  },
  {
    id: 'cmp-views-growing',
    type: 'compare',
    question: 'Is schedule viewing growing? past 30 days vs the previous 30',
    expect: compareX(
      (now) => ({ range: prevRange(R.lastDays(now, 30)), names: ['schedule.viewed'] }),
      (now) => ({ range: R.lastDays(now, 30), names: ['schedule.viewed'] }),
      undefined,
      'not-high',
      ['schedule.viewed'],
    ),
  },
  {
    id: 'cmp-users-30d',
    type: 'compare',
    question: 'active users: last 30 days compared to the 30 days before that',
    expect: compareX(
      (now) => ({ range: prevRange(R.lastDays(now, 30)) }),
      (now) => ({ range: R.lastDays(now, 30) }),
      (evs) => users(evs).size,
    ),
  },
  {
    id: 'cmp-views-named-months',
    type: 'compare',
    question: (now) =>
      `Compare schedule.viewed counts in ${monthName(mStart(now, -3))} and ${monthName(mStart(now, -2))}.`,
    expect: compareX(
      (now) => ({ range: R.month(mStart(now, -3)), names: ['schedule.viewed'] }),
      (now) => ({ range: R.month(mStart(now, -2)), names: ['schedule.viewed'] }),
    ),
  },
  {
    id: 'cmp-refpay-4w',
    type: 'compare',
    question: 'total RefereePaid value, last 4 weeks vs the prior 4 weeks',
    expect: compareX(
      (now) => ({ range: prevRange(R.lastWeeks(now, 4)), names: ['RefereePaid'] }),
      (now) => ({ range: R.lastWeeks(now, 4), names: ['RefereePaid'] }),
      sum,
    ),
  },
  {
    id: 'cmp-practice-ranges',
    type: 'compare',
    question: (now) =>
      `Practice Scheduled between ${isoDay(daysAgo(now, 56))} and ${isoDay(daysAgo(now, 43))} versus between ${isoDay(daysAgo(now, 28))} and ${isoDay(daysAgo(now, 15))}?`,
    expect: compareX(
      (now) => ({ range: R.between(daysAgo(now, 56), daysAgo(now, 43)), names: ['Practice Scheduled'] }),
      (now) => ({ range: R.between(daysAgo(now, 28), daysAgo(now, 15)), names: ['Practice Scheduled'] }),
    ),
  },
  {
    id: 'cmp-scores-30d',
    type: 'compare',
    question: 'score_reported over the last 30 days compared with the 30 days before — up or down?',
    expect: compareX(
      (now) => ({ range: prevRange(R.lastDays(now, 30)), names: ['score_reported'] }),
      (now) => ({ range: R.lastDays(now, 30), names: ['score_reported'] }),
    ),
  },

  // ------------------------------------------------------------------ share
  {
    id: 'share-views-all',
    type: 'share',
    question: 'what % of all events are schedule.viewed?',
    expect: shareEventsX(
      () => ({}),
      (e) => e.eventName === 'schedule.viewed',
    ),
  },
  {
    id: 'share-msg-lastweek',
    type: 'share',
    question: 'What share of activity last week was MessageSent?',
    expect: shareEventsX(
      (now) => ({ range: R.lastWeek(now) }),
      (e) => e.eventName === 'MessageSent',
    ),
  },
  {
    id: 'share-users-snack-30d',
    type: 'share',
    question: 'what percentage of active users in the past 30 days did Snack Signup?',
    expect: shareUsersX(
      (now) => ({ range: R.lastDays(now, 30) }),
      (e) => e.eventName === 'Snack Signup',
    ),
  },
  {
    id: 'share-users-uniform',
    type: 'share',
    question: 'Percent of users who have ever placed a uniform_order',
    expect: shareUsersX(
      () => ({}),
      (e) => e.eventName === 'uniform_order',
    ),
  },
  {
    id: 'share-storm-cancel',
    type: 'share',
    question: (now) =>
      `what fraction of events on ${longDay(stormDay(now))} were game-cancelled? (storm day)`,
    expect: shareEventsX(
      (now) => ({ range: R.on(stormDay(now)) }),
      (e) => e.eventName === 'game-cancelled',
    ),
  },
  {
    id: 'share-users-messagers-lastmonth',
    type: 'share',
    question: 'of the users active last month, what percent sent messages?',
    expect: shareUsersX(
      (now) => ({ range: R.lastMonth(now) }),
      (e) => e.eventName === 'MessageSent',
      'not-high',
      ['MessageSent'],
    ),
  },
  {
    id: 'share-coach07-30d',
    type: 'share',
    question: 'what percentage of events in the last 30 days came from coach_07?',
    expect: shareEventsX(
      (now) => ({ range: R.lastDays(now, 30) }),
      (e) => e.userId === 'coach_07',
    ),
  },
  {
    id: 'share-users-registered-90d',
    type: 'share',
    question: 'Of active users in the last 90 days, what % did a season_registration?',
    expect: shareUsersX(
      (now) => ({ range: R.lastDays(now, 90) }),
      (e) => e.eventName === 'season_registration',
    ),
  },

  // ------------------------------------------------------------------ conversion
  {
    id: 'conv-reg-fee',
    type: 'conversion',
    question: 'What % of users who did season_registration went on to fee.paid?',
    expect: conversionX(() => R.all(), 'season_registration', 'fee.paid'),
  },
  {
    id: 'conv-assigned-paid-30d',
    type: 'conversion',
    question: 'conversion from referee.assigned to RefereePaid in the last 30 days',
    expect: conversionX((now) => R.lastDays(now, 30), 'referee.assigned', 'RefereePaid'),
  },
  {
    id: 'conv-practice-score',
    type: 'conversion',
    question: (now) =>
      `Since ${isoDay(daysAgo(now, 60))}, of coaches with a Practice Scheduled, how many later had a score_reported?`,
    expect: conversionX((now) => R.since(daysAgo(now, 60), now), 'Practice Scheduled', 'score_reported'),
  },
  {
    id: 'conv-view-snack-60d',
    type: 'conversion',
    question: 'schedule.viewed -> Snack Signup conversion, last 60 days',
    expect: conversionX((now) => R.lastDays(now, 60), 'schedule.viewed', 'Snack Signup'),
  },
  {
    id: 'conv-view-uniform-lastmonth',
    type: 'conversion',
    question:
      'Last month, how many users who viewed the schedule (schedule.viewed) then placed a uniform order afterwards? and what percent is that',
    expect: conversionX((now) => R.lastMonth(now), 'schedule.viewed', 'uniform_order'),
  },
  {
    id: 'conv-registering-pay-loose',
    type: 'conversion',
    question: 'how many registering families actually ended up paying? percentage too',
    expect: (events, now) => ({
      ...conversionX(() => R.all(), 'season_registration', 'fee.paid', 'not-high')(events, now),
      names: ['season_registration', 'fee.paid'],
      unordered: true,
    }),
  },
  {
    id: 'conv-msg-practice-2w',
    type: 'conversion',
    question: 'Past 2 weeks: MessageSent → Practice Scheduled, how many converted?',
    expect: conversionX((now) => R.lastWeeks(now, 2), 'MessageSent', 'Practice Scheduled'),
  },

  // ------------------------------------------------------------------ churn
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(mStart(now, -2))} but not in ${monthName(mStart(now, -1))}?`,
    expect: (events, now) => ({
      numbers: [churned(events, R.month(mStart(+now, -2)), R.month(mStart(+now, -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'how many new users in the last 30 days?',
    expect: (events, now) => ({
      numbers: [newUsers(events, R.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'New users last month?',
    expect: (events, now) => ({ numbers: [newUsers(events, R.lastMonth(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-dates',
    type: 'churn',
    question: (now) =>
      `users active between ${isoDay(daysAgo(now, 70))} and ${isoDay(daysAgo(now, 41))} who did nothing since ${isoDay(daysAgo(now, 40))} — how many?`,
    expect: (events, now) => ({
      numbers: [
        churned(events, R.between(daysAgo(now, 70), daysAgo(now, 41)), R.since(daysAgo(now, 40), +now))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-weeks',
    type: 'churn',
    question: 'How many users were active the week before last but not last week?',
    expect: (events, now) => ({
      numbers: [
        churned(events, { from: weekStart(+now) - 2 * WEEK, to: weekStart(+now) - WEEK }, R.lastWeek(+now))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${shortDay(daysAgo(now, 50))}?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, R.since(daysAgo(now, 50), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-rolling-30',
    type: 'churn',
    question: 'people active in the previous 30 days but not in the last 30 days: how many churned?',
    expect: (events, now) => ({
      numbers: [churned(events, prevRange(R.lastDays(+now, 30)), R.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-5d-list',
    type: 'churn',
    question: 'list the new users from the last 5 days',
    expect: (events, now) => {
      const u = newUsers(events, R.lastDays(+now, 5)).sort();
      return { numbers: [u.length], names: u, unordered: true, confidence: 'high' };
    },
  },

  // ------------------------------------------------------------------ recency
  {
    id: 'rec-last-cancel',
    type: 'recency',
    question: 'when was the last game-cancelled?',
    expect: lastX('game-cancelled'),
  },
  {
    id: 'rec-last-uniform',
    type: 'recency',
    question: 'Last uniform order — when was it?',
    expect: lastX('uniform_order'),
  },
  {
    id: 'rec-snack-7d',
    type: 'recency',
    question: 'Did anyone do a Snack Signup in the last 7 days?',
    expect: countX((now) => ({ range: R.lastDays(now, 7), names: ['Snack Signup'] })),
  },
  {
    id: 'rec-last-score-loose',
    type: 'recency',
    question: 'when did a coach last report a score?',
    expect: (events) => ({
      ...lastX('score_reported', 'not-high')(events),
      names: [...lastX('score_reported')(events).names],
    }),
  },
  {
    id: 'rec-last-fee',
    type: 'recency',
    question: 'when was the most recent fee.paid?',
    expect: lastX('fee.paid'),
  },
  {
    id: 'rec-ref-assigned-10d',
    type: 'recency',
    question: 'has anybody had a referee.assigned event in the past 10 days?',
    expect: countX((now) => ({ range: R.lastDays(now, 10), names: ['referee.assigned'] })),
  },
  {
    id: 'rec-last-teamassigned',
    type: 'recency',
    question: 'When did the last TeamAssigned happen?',
    expect: lastX('TeamAssigned'),
  },
  {
    id: 'rec-last-refpaid',
    type: 'recency',
    question: 'Most recent RefereePaid: date and time?',
    expect: lastX('RefereePaid'),
  },
  {
    id: 'rec-unknown',
    type: 'recency',
    low: true,
    question: 'when was the last equipment_rental?',
    expect: lowX(),
  },

  // ------------------------------------------------------------------ catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (events) => ({
      names: [...new Set(events.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total number of events we have stored',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event types exist?',
    expect: (events) => ({
      numbers: [new Set(events.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question:
      'New analyst onboarding: list the event names, and tell me how many users and events there are overall',
    expect: (events) => ({
      names: [...new Set(events.map((e) => e.eventName))],
      unordered: true,
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-schema',
    type: 'catalogue',
    question: 'Is there an event for uniform orders? what event names exist in the data?',
    expect: (events) => ({
      names: [...new Set(events.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-rows',
    type: 'catalogue',
    question: 'how big is the dataset, number of rows and number of distinct users?',
    expect: (events) => ({
      numbers: [events.length, users(events).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ------------------------------------------------------------------ other
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather forecast for saturday's games?",
    expect: lowX(),
  },
  {
    id: 'other-tigers-goals',
    type: 'other',
    question: 'How many goals did the Tigers score this season?',
    expect: lowX(),
  },
  {
    id: 'other-player-age',
    type: 'other',
    question: 'what is the average age of the players in the U10 division?',
    expect: lowX(),
  },
  { id: 'other-field', type: 'other', question: 'Which field has the most bookings?', expect: lowX() },
  { id: 'other-nps', type: 'other', question: "what's our NPS among parents?", expect: lowX() },
  {
    id: 'other-waitlist',
    type: 'other',
    question: 'how many kids are on the waitlist right now',
    expect: lowX(),
  },
  {
    id: 'other-refund-policy',
    type: 'other',
    question: 'What is the refund policy if a season gets cancelled?',
    expect: lowX(),
  },
  { id: 'other-win-rate', type: 'other', question: 'Which coach has the best win rate?', expect: lowX() },
  {
    id: 'other-concussions',
    type: 'other',
    question: 'how many injuries were reported by the athletic trainers this fall?',
    expect: lowX(),
  },
];

function prevRangeF(r) {
  return { range: prevRange(r) };
}
