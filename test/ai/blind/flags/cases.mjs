/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import {
  DAY,
  WEEK,
  MONTHS,
  WEEKDAYS,
  round,
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
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
  pastMonthDay,
  pastMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';

// ---- helpers ------------------------------------------------------------------------------
const ago = (now, n) => dayStart(+now) - n * DAY; // start of the UTC day n days back
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const dd = (t) => new Date(t);
const longDay = (t) => `${MONTHS[dd(t).getUTCMonth()]} ${ord(dd(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${MONTHS[dd(t).getUTCMonth()].slice(0, 3)} ${dd(t).getUTCDate()}`; // Nov 3
const dmy = (t) => `${dd(t).getUTCDate()} ${MONTHS[dd(t).getUTCMonth()]} ${dd(t).getUTCFullYear()}`; // 3 November 2026
const monthName = (t) => MONTHS[dd(t).getUTCMonth()];
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const stamp = (t) => [isoDay(t), hhmm(t)];
const cutTie = (map, n, ascending = false) => {
  const r = rank(map, { ascending });
  return r.length > n && r[n - 1][1] === r[n][1];
};
const rng = (now, f) => f(+now);

const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const high = (evs, numbers = [], extra = {}) => ({
  numbers,
  confidence: 'high',
  dataPoints: evs.length,
  ...extra,
});
const countOf = (events, filt, conf = 'high') => {
  const e = select(events, filt);
  return { numbers: [e.length], confidence: conf, dataPoints: e.length };
};
const usersOf = (events, filt, conf = 'high') => {
  const e = select(events, filt);
  return { numbers: [users(e).size], confidence: conf, dataPoints: e.length };
};
const MONEY = ['InvoicePaid', 'PlanUpgraded'];

function topCase(id, type, question, pick, { conf = 'high', low } = {}) {
  // pick(events, now) => { evs, key, measure, n, ascending, digits }
  const run = (events, now) => {
    const p = pick(events, +now);
    const map = tally(p.evs, p.key, p.measure);
    return { p, map, top: rank(map, { n: p.n, ascending: p.ascending }) };
  };
  const expect = (events, now) => {
    const { p, top } = run(events, now);
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => (p.digits === undefined ? v : round(v, p.digits))),
      confidence: conf,
      dataPoints: p.evs.length,
    };
  };
  expect.tieAtCut = (events, now) => {
    const { p, map } = run(events, now);
    return cutTie(map, p.n, p.ascending);
  };
  return { id, type, question, expect, ...(low ? { low } : {}) };
}

function compareCase(id, question, f, conf = 'high') {
  // f(events, now) => [earlierEvents, laterEvents, measure]
  return {
    id,
    type: 'compare',
    question,
    expect(events, now) {
      const [a, b, m = (e) => e.length] = f(events, +now);
      const c = change(m(a), m(b));
      const r = (x) => round(x, 2);
      return {
        numbers: [r(c.earlier), r(c.later), r(c.diff)],
        percents: [c.pct],
        confidence: conf,
        dataPoints: a.length + b.length,
      };
    },
  };
}

function convCase(id, question, range, a, b, conf = 'high') {
  return {
    id,
    type: 'conversion',
    question,
    expect(events, now) {
      const r = range(+now);
      const c = conversion(events, r, a, b);
      return {
        numbers: [c.did, c.converted],
        percents: [c.pct],
        confidence: conf,
        dataPoints: select(events, { range: r, names: [a, b] }).length,
      };
    },
  };
}

function lastOf(events, filt, conf = 'high') {
  const evs = select(events, filt);
  const t = time(newestFirst(evs)[0]);
  return { names: stamp(t), confidence: conf, dataPoints: evs.length };
}

// ---- cases -------------------------------------------------------------------------------
export const cases = [
  // ===== count =====
  {
    id: 'count-01',
    type: 'count',
    question: 'how many flag_created events in the last 30 days?',
    expect: (ev, now) => countOf(ev, { range: ranges.lastDays(+now, 30), names: ['flag_created'] }),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Total numbr of events we have stored, all time please',
    expect: (ev) => countOf(ev, {}),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'How many sdk_evaluation events came in yesterday?',
    expect: (ev, now) => countOf(ev, { range: ranges.yesterday(+now), names: ['sdk_evaluation'] }),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'finance here - how many InvoicePaid events did we record last month?',
    expect: (ev, now) => countOf(ev, { range: ranges.lastMonth(+now), names: ['InvoicePaid'] }),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) =>
      `How many stale flag incidents were there on ${longDay(ago(now, 33))}? That was the bad day.`,
    expect: (ev, now) => countOf(ev, { range: ranges.on(ago(now, 33)), names: ['Stale Flag Incident'] }),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'how many times did eng_100 fire flag.toggled over the past 2 weeks',
    expect: (ev, now) =>
      countOf(ev, { range: ranges.lastWeeks(+now, 2), names: ['flag.toggled'], user: 'eng_100' }),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) =>
      `Number of RolloutChanged events between ${isoDay(ago(now, 50))} and ${isoDay(ago(now, 40))}?`,
    expect: (ev, now) =>
      countOf(ev, { range: ranges.between(ago(now, 50), ago(now, 40)), names: ['RolloutChanged'] }),
  },
  {
    id: 'count-08',
    type: 'count',
    question: 'how much activity have we had so far this week? just the event count',
    expect: (ev, now) => countOf(ev, { range: ranges.thisWeek(+now) }),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `dashboard_viewed count since ${dmy(ago(now, 21))}`,
    expect: (ev, now) =>
      countOf(ev, { range: ranges.since(ago(now, 21), +now), names: ['dashboard_viewed'] }),
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) => `How many flag_created events happened before ${shortDay(ago(now, 60))}?`,
    expect: (ev, now) => countOf(ev, { range: ranges.before(ago(now, 60)), names: ['flag_created'] }),
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'how many experiments did people run in the last 3 months?',
    expect: (ev, now) =>
      countOf(ev, { range: ranges.lastMonths(+now, 3), names: ['experiment.started'] }, 'not-high'),
  },
  {
    id: 'count-12',
    type: 'count',
    low: true,
    question: 'How many flag_deleted events were there last week?',
    expect: LOW,
  },

  // ===== users =====
  {
    id: 'users-01',
    type: 'users',
    question: 'How many active users in the last 7 days?',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastDays(+now, 7) }),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'how many distinct users have ever done experiment.started',
    expect: (ev) => usersOf(ev, { names: ['experiment.started'] }),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'Unique users last month? neeed it for the churn review',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastMonth(+now) }),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'How many people hit a Stale Flag Incident in the past 90 days?',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastDays(+now, 90), names: ['Stale Flag Incident'] }),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'how many customers paid an InvoicePaid in the last 3 months',
    expect: (ev, now) => usersOf(ev, { range: ranges.lastMonths(+now, 3), names: ['InvoicePaid'] }),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'roughly how many folks look at the dashboard these days? say last 30 days',
    expect: (ev, now) =>
      usersOf(ev, { range: ranges.lastDays(+now, 30), names: ['dashboard_viewed'] }, 'not-high'),
  },
  {
    id: 'users-07',
    type: 'users',
    question: (now) => `active users in ${monthName(monthStart(+now, -1))}`,
    expect: (ev, now) =>
      usersOf(ev, { range: ranges.month(pastMonth(+now, dd(monthStart(+now, -1)).getUTCMonth())) }),
  },
  {
    id: 'users-09',
    type: 'users',
    low: true,
    question: 'how many unique users triggered webhook_failed this month',
    expect: LOW,
  },

  // ===== value =====
  {
    id: 'value-01',
    type: 'value',
    question: 'Total InvoicePaid amount over the last 30 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(+now, 30), names: ['InvoicePaid'] });
      return high(e, [round(sum(e), 2)]);
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'whats the average sdk_evaluation value (batch size) in the last 7 days',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(+now, 7), names: ['sdk_evaluation'] });
      return high(e, [avg(e)]);
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Longest Stale Flag Incident ever — max value?',
    expect: (ev) => {
      const e = select(ev, { names: ['Stale Flag Incident'] });
      return high(e, [max(e)]);
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'smallest InvoicePaid value last month',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastMonth(+now), names: ['InvoicePaid'] });
      return high(e, [min(e)]);
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'What is the median value of Experiment Concluded (the lift %) across all time?',
    expect: (ev) => {
      const e = select(ev, { names: ['Experiment Concluded'] });
      const v = e.map((x) => x.eventValue).sort((a, b) => a - b);
      const m = v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
      return high(e, [round(m, 2)]);
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: (now) =>
      `sum of seats-billed values in ${monthName(monthStart(+now, -2))} ${dd(monthStart(+now, -2)).getUTCFullYear()}`,
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.month(monthStart(+now, -2)), names: ['seats-billed'] });
      return high(e, [sum(e)]);
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'For the board deck: how much revenue did we bring in over the last 30 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(+now, 30), names: MONEY });
      return { ...high(e, [round(sum(e), 2)]), names: MONEY, unordered: true, confidence: 'not-high' };
    },
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'average audit-log-exported value? (rows per export)',
    expect: (ev) => {
      const e = select(ev, { names: ['audit-log-exported'] });
      return high(e, [avg(e)]);
    },
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'total InvoicePaid value for fin_012, all time',
    expect: (ev) => {
      const e = select(ev, { names: ['InvoicePaid'], user: 'fin_012' });
      return high(e, [round(sum(e), 2)]);
    },
  },
  {
    id: 'value-11',
    type: 'value',
    low: true,
    question: 'sum of RefundIssued amounts last month?',
    expect: LOW,
  },

  // ===== top-events =====
  topCase('top-events-01', 'top-events', 'What are the top 5 events of all time?', (ev) => ({
    evs: ev,
    key: byName,
    n: 5,
  })),
  topCase('top-events-02', 'top-events', 'top 3 events in the last 7 days', (ev, now) => ({
    evs: select(ev, { range: ranges.lastDays(now, 7) }),
    key: byName,
    n: 3,
  })),
  topCase('top-events-03', 'top-events', 'Which event is the least common one overall?', (ev) => ({
    evs: ev,
    key: byName,
    n: 1,
    ascending: true,
  })),
  topCase('top-events-04', 'top-events', 'What were the 3 most frequent events last week?', (ev, now) => ({
    evs: select(ev, { range: ranges.lastWeek(now) }),
    key: byName,
    n: 3,
  })),
  topCase('top-events-05', 'top-events', "eng_100's top 3 events, by count", (ev) => ({
    evs: select(ev, { user: 'eng_100' }),
    key: byName,
    n: 3,
  })),
  topCase(
    'top-events-06',
    'top-events',
    'bottom 3 events last month - which ones barely get used?',
    (ev, now) => ({ evs: select(ev, { range: ranges.lastMonth(now) }), key: byName, n: 3, ascending: true }),
  ),
  topCase(
    'top-events-07',
    'top-events',
    'what do people do most in our product? list the most common events over the past 30 days',
    (ev, now) => ({ evs: select(ev, { range: ranges.lastDays(now, 30) }), key: byName, n: 5 }),
  ),

  // ===== top-users =====
  topCase('top-users-01', 'top-users', 'Who are our 5 most actve users overall?', (ev) => ({
    evs: ev,
    key: byUser,
    n: 5,
  })),
  topCase(
    'top-users-02',
    'top-users',
    'which 3 users had the highest total sdk_evaluation value (evaluations served) in the last 7 days?',
    (ev, now) => ({
      evs: select(ev, { range: ranges.lastDays(now, 7), names: ['sdk_evaluation'] }),
      key: byUser,
      measure: value,
      n: 3,
    }),
  ),
  topCase(
    'top-users-03',
    'top-users',
    'who are our top spenders? top 5 please',
    (ev) => ({ evs: select(ev, { names: MONEY }), key: byUser, measure: value, n: 5, digits: 2 }),
    { conf: 'not-high' },
  ),
  topCase(
    'top-users-04',
    'top-users',
    'Which 2 users sent the most sdk_evaluation events last month?',
    (ev, now) => ({
      evs: select(ev, { range: ranges.lastMonth(now), names: ['sdk_evaluation'] }),
      key: byUser,
      n: 2,
    }),
  ),
  topCase('top-users-05', 'top-users', 'top 3 users by total InvoicePaid value', (ev) => ({
    evs: select(ev, { names: ['InvoicePaid'] }),
    key: byUser,
    measure: value,
    n: 3,
    digits: 2,
  })),
  topCase(
    'top-users-06',
    'top-users',
    'who was the single most active user over the last 30 days?',
    (ev, now) => ({ evs: select(ev, { range: ranges.lastDays(now, 30) }), key: byUser, n: 1 }),
  ),
  topCase(
    'top-users-07',
    'top-users',
    'Top 3 users by summed Stale Flag Incident value (minutes open) - who keeps leaving flags to rot?',
    (ev) => ({ evs: select(ev, { names: ['Stale Flag Incident'] }), key: byUser, measure: value, n: 3 }),
  ),
  topCase(
    'top-users-08',
    'top-users',
    'who has created the most flags ever? top 2 users by flag_created',
    (ev, now) => ({ evs: select(ev, { names: ['flag_created'] }), key: byUser, n: 2 }),
  ),
  {
    id: 'top-users-09',
    type: 'top-users',
    low: true,
    question: 'top 5 users by ssoLoginFailed',
    expect: LOW,
  },

  // ===== user =====
  {
    id: 'user-01',
    type: 'user',
    question: 'How many events does eng_100 have in total?',
    expect: (ev) => countOf(ev, { user: 'eng_100' }),
  },
  {
    id: 'user-02',
    type: 'user',
    question: "When was eng_223 last seen? They've gone quiet, support wants to know",
    expect: (ev) => {
      const e = select(ev, { user: 'eng_223' });
      return { names: stamp(time(newestFirst(e)[0])), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'when did eng_489 first show up?',
    expect: (ev) => {
      const e = select(ev, { user: 'eng_489' });
      return { names: stamp(Math.min(...e.map(time))), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'Which event names has eng_314 used?',
    expect: (ev) => {
      const e = select(ev, { user: 'eng_314' });
      return {
        names: [...new Set(e.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'show me the 3 most recent events of eng_100',
    expect: (ev) => {
      const e = select(ev, { user: 'eng_100' });
      return { names: newestFirst(e).slice(0, 3).map(byName), confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'how many events did fin_012 have in the past 30 days?',
    expect: (ev, now) => countOf(ev, { range: ranges.lastDays(+now, 30), user: 'fin_012' }),
  },
  { id: 'user-07', type: 'user', low: true, question: 'How many events has eng_999 done?', expect: LOW },
  {
    id: 'user-08',
    type: 'user',
    question: 'first and last seen for eng_100?',
    expect: (ev) => {
      const e = select(ev, { user: 'eng_100' });
      const t = e.map(time);
      return {
        names: [...stamp(Math.min(...t)), ...stamp(Math.max(...t))],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'number of sdk_evaluation events from eng_100 last week',
    expect: (ev, now) =>
      countOf(ev, { range: ranges.lastWeek(+now), names: ['sdk_evaluation'], user: 'eng_100' }),
  },

  // ===== breakdown =====
  topCase('breakdown-01', 'breakdown', 'Which weekday is busiest, counting all events ever?', (ev) => ({
    evs: ev,
    key: byWeekday,
    n: 1,
  })),
  topCase('breakdown-02', 'breakdown', 'busiest day in the last 30 days?', (ev, now) => ({
    evs: select(ev, { range: ranges.lastDays(now, 30) }),
    key: byDay,
    n: 1,
  })),
  topCase(
    'breakdown-03',
    'breakdown',
    'At what hour of the day (UTC) do we get the most sdk_evaluation events?',
    (ev) => ({ evs: select(ev, { names: ['sdk_evaluation'] }), key: byHour, n: 1 }),
  ),
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: (now) => `InvoicePaid per month since ${longDay(monthStart(+now, -2))}`,
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.since(monthStart(+now, -2), +now), names: ['InvoicePaid'] });
      const m = rank(tally(e, byMonth));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  topCase(
    'breakdown-05',
    'breakdown',
    'On which day did we have the most Stale Flag Incident events?',
    (ev) => ({ evs: select(ev, { names: ['Stale Flag Incident'] }), key: byDay, n: 1 }),
  ),
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: (now) =>
      `flag_created per week between ${isoDay(weekStart(+now) - 4 * WEEK)} and ${isoDay(weekStart(+now) - DAY)}`,
    expect: (ev, now) => {
      const e = select(ev, {
        range: ranges.between(weekStart(+now) - 4 * WEEK, weekStart(+now) - DAY),
        names: ['flag_created'],
      });
      const m = rank(tally(e, byWeek));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  topCase('breakdown-07', 'breakdown', 'what is the quietest weekday over the past 8 weeks?', (ev, now) => ({
    evs: select(ev, { range: ranges.lastWeeks(now, 8) }),
    key: byWeekday,
    n: 1,
    ascending: true,
  })),
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'Daily event counts for last week please (Mon-Sun)',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastWeek(+now) });
      const m = rank(tally(e, byDay));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },

  // ===== compare =====
  compareCase('compare-01', 'events in the last 7 days vs the 7 days before that?', (ev, now) => [
    select(ev, { range: { from: now - 14 * DAY, to: now - 7 * DAY } }),
    select(ev, { range: ranges.lastDays(now, 7) }),
  ]),
  compareCase(
    'compare-02',
    (now) =>
      `How did ${monthName(monthStart(+now, -1))} compare with ${monthName(monthStart(+now, -2))} in total events?`,
    (ev, now) => [
      select(ev, { range: ranges.month(monthStart(now, -2)) }),
      select(ev, { range: ranges.lastMonth(now) }),
    ],
  ),
  compareCase(
    'compare-03',
    'InvoicePaid total value, last 60 days compared to the previous 60 days',
    (ev, now) => [
      select(ev, { range: { from: now - 120 * DAY, to: now - 60 * DAY }, names: ['InvoicePaid'] }),
      select(ev, { range: ranges.lastDays(now, 60), names: ['InvoicePaid'] }),
      sum,
    ],
  ),
  compareCase('compare-04', 'active users last week vs the week before?', (ev, now) => [
    select(ev, { range: { from: weekStart(now) - 2 * WEEK, to: weekStart(now) - WEEK } }),
    select(ev, { range: ranges.lastWeek(now) }),
    (e) => users(e).size,
  ]),
  compareCase(
    'compare-05',
    'is sdk_evaluation growing? compare the last 4 weeks with the 4 weeks before',
    (ev, now) => [
      select(ev, { range: { from: now - 8 * WEEK, to: now - 4 * WEEK }, names: ['sdk_evaluation'] }),
      select(ev, { range: ranges.lastWeeks(now, 4), names: ['sdk_evaluation'] }),
    ],
  ),
  compareCase(
    'compare-06',
    (now) => `flag_created in ${monthName(monthStart(+now, -2))} versus ${monthName(monthStart(+now, -1))}`,
    (ev, now) => [
      select(ev, { range: ranges.month(monthStart(now, -2)), names: ['flag_created'] }),
      select(ev, { range: ranges.lastMonth(now), names: ['flag_created'] }),
    ],
  ),
  compareCase(
    'compare-07',
    'dashboard_viewed: past 14 days vs the 14 days before, up or down?',
    (ev, now) => [
      select(ev, { range: { from: now - 28 * DAY, to: now - 14 * DAY }, names: ['dashboard_viewed'] }),
      select(ev, { range: ranges.lastDays(now, 14), names: ['dashboard_viewed'] }),
    ],
  ),
  compareCase(
    'compare-08',
    'RolloutChanged over the last 60 days compared with the previous 60 days',
    (ev, now) => [
      select(ev, { range: { from: now - 120 * DAY, to: now - 60 * DAY }, names: ['RolloutChanged'] }),
      select(ev, { range: ranges.lastDays(now, 60), names: ['RolloutChanged'] }),
    ],
  ),

  // ===== share =====
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are sdk_evaluation?',
    expect: (ev) => ({
      percents: [percent(select(ev, { names: ['sdk_evaluation'] }).length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what % of active users in the last 30 days did experiment.started?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(+now, 30) });
      return {
        percents: [percent(users(select(e, { names: ['experiment.started'] })).size, users(e).size)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'share of flag.toggled among all events in the past 7 days',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastDays(+now, 7) });
      return {
        percents: [percent(select(e, { names: ['flag.toggled'] }).length, e.length)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'What fraction of our users have ever had a Stale Flag Incident? as a percentage',
    expect: (ev) => ({
      percents: [percent(users(select(ev, { names: ['Stale Flag Incident'] })).size, users(ev).size)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'Last month, what percent of events were InvoicePaid?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastMonth(+now) });
      return {
        percents: [percent(select(e, { names: ['InvoicePaid'] }).length, e.length)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'of the users active last month, what percentage exported an audit log (audit-log-exported)?',
    expect: (ev, now) => {
      const e = select(ev, { range: ranges.lastMonth(+now) });
      return {
        percents: [percent(users(select(e, { names: ['audit-log-exported'] })).size, users(e).size)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-07',
    type: 'share',
    question: "what percentage of eng_100's events are sdk_evaluation?",
    expect: (ev) => {
      const e = select(ev, { user: 'eng_100' });
      return {
        percents: [percent(select(e, { names: ['sdk_evaluation'] }).length, e.length)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'how big a slice of all activity is toggling flags? percent please',
    expect: (ev) => ({
      percents: [percent(select(ev, { names: ['flag.toggled'] }).length, ev.length)],
      confidence: 'not-high',
      dataPoints: ev.length,
    }),
  },

  // ===== conversion =====
  convCase(
    'conversion-01',
    'Of the users who did flag_created, how many went on to a RolloutChanged afterwards?',
    () => ranges.all(),
    'flag_created',
    'RolloutChanged',
  ),
  convCase(
    'conversion-02',
    'conversion from experiment.started to Experiment Concluded in the last 60 days',
    (now) => ranges.lastDays(now, 60),
    'experiment.started',
    'Experiment Concluded',
  ),
  convCase(
    'conversion-03',
    'last 30 days: what share of users who did flag_created then did flag.toggled?',
    (now) => ranges.lastDays(now, 30),
    'flag_created',
    'flag.toggled',
  ),
  convCase(
    'conversion-04',
    'of people who viewed dashboard_viewed in the last 90 days, how many later had an InvoicePaid?',
    (now) => ranges.lastDays(now, 90),
    'dashboard_viewed',
    'InvoicePaid',
  ),
  convCase(
    'conversion-05',
    'seats-billed -> InvoicePaid conversion, all time',
    () => ranges.all(),
    'seats-billed',
    'InvoicePaid',
  ),
  convCase(
    'conversion-06',
    'How many users who did RolloutChanged in the past 90 days hit a Stale Flag Incident after it? % too',
    (now) => ranges.lastDays(now, 90),
    'RolloutChanged',
    'Stale Flag Incident',
  ),
  convCase(
    'conversion-07',
    (now) =>
      `since ${longDay(ago(now, 45))}, of users with flag.toggled, how many later did a RolloutChanged?`,
    (now) => ranges.since(ago(now, 45), now),
    'flag.toggled',
    'RolloutChanged',
  ),
  {
    id: 'conversion-08',
    type: 'conversion',
    low: true,
    question: 'conversion from trial_started to InvoicePaid?',
    expect: LOW,
  },

  // ===== churn =====
  {
    id: 'churn-01',
    type: 'churn',
    question: "how many users were active last month but haven't done anything this month?",
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastMonth(+now), ranges.thisMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'New users in the last 30 days?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastDays(+now, 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) =>
      `users active in ${monthName(monthStart(+now, -2))} who did nothing in ${monthName(monthStart(+now, -1))}`,
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.month(monthStart(+now, -2)), ranges.lastMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'how many brand new users did we get last week?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastWeek(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) =>
      `How many users were active between ${isoDay(ago(now, 90))} and ${isoDay(ago(now, 61))} but not since ${isoDay(ago(now, 60))}?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, ranges.between(ago(now, 90), ago(now, 61)), ranges.since(ago(now, 60), +now)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `new users since ${shortDay(ago(now, 20))}?`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.since(ago(now, 20), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) => `How many first-time users did we have in ${monthName(monthStart(+now, -1))}?`,
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastMonth(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question:
      'who churned? users active in the previous 30 days (30-60 days ago) but not in the last 30 days - how many?',
    expect: (ev, now) => ({
      numbers: [
        churned(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, ranges.lastDays(+now, 30)).length,
      ],
      confidence: 'high',
    }),
  },

  // ===== recency =====
  {
    id: 'recency-01',
    type: 'recency',
    question: 'when was the last InvoicePaid?',
    expect: (ev) => lastOf(ev, { names: ['InvoicePaid'] }),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone do audit-log-exported in the last 7 days?',
    expect: (ev, now) => countOf(ev, { range: ranges.lastDays(+now, 7), names: ['audit-log-exported'] }),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'on-call asking: most recent Stale Flag Incident - when did it happen?',
    expect: (ev) => lastOf(ev, { names: ['Stale Flag Incident'] }),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'When did eng_100 last do a flag.toggled?',
    expect: (ev) => lastOf(ev, { names: ['flag.toggled'], user: 'eng_100' }),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'last time someone started an experiment.started?',
    expect: (ev) => lastOf(ev, { names: ['experiment.started'] }),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'has anybody had a PlanUpgraded in the past 30 days? how many',
    expect: (ev, now) => countOf(ev, { range: ranges.lastDays(+now, 30), names: ['PlanUpgraded'] }),
  },
  {
    id: 'recency-07',
    type: 'recency',
    low: true,
    question: 'Did anyone ever trigger flag_deleted?',
    expect: LOW,
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'When was the last PlanUpgraded event?',
    expect: (ev) => lastOf(ev, { names: ['PlanUpgraded'] }),
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'when did fin_012 last pay an invoice?',
    expect: (ev) => lastOf(ev, { names: ['InvoicePaid'], user: 'fin_012' }, 'not-high'),
  },

  // ===== catalogue =====
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'Which event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users do we have overall?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'give me the totals: number of events and number of users in the dataset',
    expect: (ev) => ({ numbers: [ev.length, users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'list every event type with how many times each occured',
    expect: (ev) => {
      const m = rank(tally(ev, byName));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'How many different event types do we track?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'what events are being tracked, and how many users are there in total?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      numbers: [users(ev).size],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    low: true,
    question: 'is there an event called flag_deleted in the catalogue?',
    expect: LOW,
  },

  // ===== other =====
  ...[
    'What is the p99 latency of our SDK evaluations in milliseconds?',
    'Which SDK language (Go, Java, Python, JS) do customers use the most?',
    "What's our gross margin this quarter?",
    'Write me a haiku about feature flags',
    "What's the NPS score from last month's customer survey?",
    'which flag key is the oldest one still in use?',
    'In experiment checkout-redesign, did variant B beat control?',
    "What's the weather in Dublin tomorrow? need it for the offsite",
    'How many employees does our biggest customer have?',
  ].map((question, i) => ({ id: `other-0${i + 1}`, type: 'other', question, expect: LOW })),
];
