// Blind question cases for "Formwise", an online form and survey builder (see NOTES.md).
// `question` is a string or a function of `now` (a Date); `expect(events, now)` computes what a
// correct answer contains, with the reference computations of oracle.mjs (see score.mjs).

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY } from './data.mjs';

const R = o.ranges;
const { DAY, HOUR, WEEK } = o;

// ---- wording helpers ----------------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const nth = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const monthOf = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const longDay = (t) => `${monthOf(t)} ${nth(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${monthOf(t).slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const isoDay = (t) => o.isoDay(t); // 2026-11-03
const lastMonthStart = (now) => o.monthStart(+now, -1);
const prevMonthStart = (now) => o.monthStart(+now, -2);

// ---- expectation builders -----------------------------------------------------------------

const HIGH = 'high';
const UNSURE = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };
const r2 = (x) => o.round(x, 2);
const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const withName = (x, name) => (name ? { ...x, names: [...(x.names ?? []), name] } : x);

// Count of matching events. `name`: the stored name a loose wording must be resolved to.
const count =
  (scope, { conf = HIGH, name } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) =>
      withName({ numbers: [s.length], confidence: conf, dataPoints: s.length }, name),
    );

const people =
  (scope, { conf = HIGH, name } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) =>
      withName({ numbers: [o.users(s).size], confidence: conf, dataPoints: s.length }, name),
    );

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
};
const total = (evs) => r2(o.sum(evs));

const stat =
  (fn, scope, { conf = HIGH, name } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) =>
      withName({ numbers: [fn(s)], confidence: conf, dataPoints: s.length }, name),
    );

// Ranked list of `n` with names in rank order and their figures; flags a tie at the cut.
const top = (scope, key, { n = 5, ascending = false, by, conf = HIGH } = {}) => {
  const board = (ev, now) => o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
  const f = (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const list = board(ev, now).slice(0, n);
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => r2(v)),
        confidence: conf,
        dataPoints: s.length,
      };
    });
  f.tieAtCut = (ev, now) => {
    const b = board(ev, now);
    return b.length > n && b[n - 1][1] === b[n][1];
  };
  return f;
};

// Whole breakdown (every bucket with its figure), any order.
const series =
  (scope, key, { conf = HIGH } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const m = o.tally(s, key);
      return {
        names: [...m.keys()],
        numbers: [...m.values()],
        unordered: true,
        confidence: conf,
        dataPoints: s.length,
      };
    });

// The single busiest/quietest bucket; with a loose event word the stored name must be named too.
const peak = (scope, key, { ascending = false, conf = HIGH, name } = {}) => {
  const t = top(scope, key, { n: 1, ascending, conf });
  const f = (ev, now) => {
    const x = t(ev, now);
    return name && x.confidence !== 'low' ? { ...x, names: [...x.names, name], unordered: true } : x;
  };
  f.tieAtCut = t.tieAtCut;
  return f;
};

// Two periods, earlier first.
const versus =
  (names, periods, { conf = HIGH } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(a.length, b.length);
    return withName(
      {
        numbers: [c.earlier, c.later, c.diff],
        percents: c.pct === null ? [] : [c.pct],
        confidence: conf,
        dataPoints: a.length + b.length,
      },
      conf === HIGH ? undefined : names?.[0],
    );
  };

const eventShare =
  (names, range, { conf = HIGH } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), (all) =>
      withName(
        {
          percents: [o.percent(o.select(all, { names }).length, all.length)],
          confidence: conf,
          dataPoints: all.length,
        },
        conf === HIGH ? undefined : names[0],
      ),
    );

const userShare =
  (names, range, { conf = HIGH } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), (all) =>
      withName(
        {
          percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
          confidence: conf,
          dataPoints: all.length,
        },
        conf === HIGH ? undefined : names[0],
      ),
    );

const funnel =
  (a, b, range, { conf = HIGH } = {}) =>
  (ev, now) => {
    const r = range(+now),
      c = o.conversion(ev, r, a, b);
    if (!c.did) return LOW;
    const x = {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf,
      dataPoints: o.select(ev, { range: r, names: [a, b] }).length,
    };
    return conf === HIGH ? x : { ...x, names: [a, b], unordered: true };
  };

const lost = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return orLow(o.select(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};

const fresh = (range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// "When was the last X": the day of the newest match; dataPoints all matching X events.
const latest =
  (scope, { conf = HIGH, name } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const x = { names: [isoDay(o.time(o.newestFirst(s)[0]))], confidence: conf, dataPoints: s.length };
      return name ? { ...x, names: [...x.names, name], unordered: true } : x;
    });

// "Did anyone do X (in range)": yes/no; nothing matching is a `low` answer.
const exists =
  (scope, { conf = HIGH, name } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => withName({ confidence: conf, dataPoints: s.length }, name));

const firstSeen = (user) => (ev) =>
  orLow(o.select(ev, { user }), (s) => ({
    names: [isoDay(o.time(s[0]))],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const lastSeen = (user) => (ev) =>
  orLow(o.select(ev, { user }), (s) => ({
    names: [isoDay(o.time(o.newestFirst(s)[0]))],
    confidence: HIGH,
    dataPoints: s.length,
  }));
const byOldest = (evs) => [...evs].sort((a, b) => o.time(a) - o.time(b));

const allEvents = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });
const namesIn = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();

// The period of the same length right before a range that ends now.
const sameLengthBefore = (r) => ({ from: r.from - (r.to - r.from), to: r.from });

// ---- the cases ------------------------------------------------------------------------------

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-submitted-24h',
    type: 'count',
    question: 'How many response.submitted events came in over the last 24 hours?',
    expect: count((now) => ({ range: R.lastHours(now, 24), names: ['response.submitted'] })),
  },
  {
    id: 'count-published-yesterday',
    type: 'count',
    question: 'form_published yesterday - how many?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['form_published'] })),
  },
  {
    id: 'count-exports-last-month',
    type: 'count',
    question: 'number of Results Exported last month',
    expect: count((now) => ({ range: R.lastMonth(now), names: ['Results Exported'] })),
  },
  {
    id: 'count-questions-between',
    type: 'count',
    question: (now) =>
      `Can you count the question_added events between ${shortDay(daysAgo(now, 20))} and ${shortDay(daysAgo(now, 14))}?`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 20), daysAgo(now, 14)),
      names: ['question_added'],
    })),
  },
  {
    id: 'count-views-on-day',
    type: 'count',
    question: (now) => `hw many form.viewed events on ${longDay(daysAgo(now, 22))}`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 22)), names: ['form.viewed'] })),
  },
  {
    id: 'count-all-3d',
    type: 'count',
    question: 'Total number of events in the past 3 days?',
    expect: count((now) => ({ range: R.lastDays(now, 3) })),
  },
  {
    id: 'count-views-and-starts-today',
    type: 'count',
    question: 'form.viewed plus response.started today, both together',
    expect: count((now) => ({ range: R.today(now), names: ['form.viewed', 'response.started'] })),
  },
  {
    id: 'count-accounts-since',
    type: 'count',
    question: (now) => `Since ${isoDay(daysAgo(now, 45))}, how many account_created events have we had?`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 45), now), names: ['account_created'] })),
  },
  {
    id: 'count-limit-this-year',
    type: 'count',
    question: 'how many times has Response Limit Reached fired this year',
    expect: count((now) => ({ range: R.thisYear(now), names: ['Response Limit Reached'] })),
  },
  {
    id: 'count-created-before',
    type: 'count',
    question: (now) => `How many form_created events were there before ${longDay(daysAgo(now, 100))}?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 100)), names: ['form_created'] })),
  },
  {
    id: 'count-submissions-this-week',
    type: 'count',
    question: 'how many submissions so far this week?',
    expect: count((now) => ({ range: R.thisWeek(now), names: ['response.submitted'] }), {
      conf: UNSURE,
      name: 'response.submitted',
    }),
  },
  {
    id: 'count-signups-last-week',
    type: 'count',
    question: 'signups last week?',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['account_created'] }), {
      conf: UNSURE,
      name: 'account_created',
    }),
  },
  {
    id: 'count-abandoned-since-month-start',
    type: 'count',
    question: (now) => `How many abandoned responses have we had since ${longDay(o.monthStart(+now))}?`,
    expect: count((now) => ({ range: R.since(o.monthStart(now), now), names: ['response.abandoned'] }), {
      conf: UNSURE,
      name: 'response.abandoned',
    }),
  },
  {
    id: 'count-starts-iso-day',
    type: 'count',
    question: (now) => `response.started on ${isoDay(daysAgo(now, 15))}?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 15)), names: ['response.started'] })),
  },
  {
    id: 'count-upgrades-last-year',
    type: 'count',
    low: true,
    question: 'Number of plan_upgraded events last year',
    expect: count((now) => ({ range: R.lastYear(now), names: ['plan_upgraded'] })),
  },
  {
    id: 'count-payment-failed',
    type: 'count',
    low: true,
    question: 'How many payment_failed events did we get last week?',
    expect: () => LOW,
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-yesterday',
    type: 'users',
    question: "Hi! I'm prepping the Monday sync - could you tell me how many unique users we had yesterday?",
    expect: people((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'users-past-week',
    type: 'users',
    question: 'How many active users did we have in the past week',
    expect: people((now) => ({ range: R.lastDays(now, 7) })),
  },
  {
    id: 'users-started-this-week',
    type: 'users',
    question: 'how many people did response.started this week',
    expect: people((now) => ({ range: R.thisWeek(now), names: ['response.started'] })),
  },
  {
    id: 'users-exports-30d',
    type: 'users',
    question: 'Distinct customers with a Results Exported event in the last 30 days, please',
    expect: people((now) => ({ range: R.lastDays(now, 30), names: ['Results Exported'] })),
  },
  {
    id: 'users-upgraded-since',
    type: 'users',
    question: (now) => `how many unique users did plan_upgraded since ${longDay(daysAgo(now, 60))}`,
    expect: people((now) => ({ range: R.since(daysAgo(now, 60), now), names: ['plan_upgraded'] })),
  },
  {
    id: 'users-2-months',
    type: 'users',
    question: 'Unique users, last 2 months.',
    expect: people((now) => ({ range: R.lastMonths(now, 2) })),
  },
  {
    id: 'users-last-month-named',
    type: 'users',
    question: (now) => `How many active users did we have in ${monthOf(lastMonthStart(now))}?`,
    expect: people((now) => ({ range: R.month(lastMonthStart(now)) })),
  },
  {
    id: 'users-created-48h',
    type: 'users',
    question: 'numbr of distinct users with form_created in the past 48 hours',
    expect: people((now) => ({ range: R.lastHours(now, 48), names: ['form_created'] })),
  },
  {
    id: 'users-from-to',
    type: 'users',
    question: (now) => `unique users from ${shortDay(daysAgo(now, 16))} to ${shortDay(daysAgo(now, 10))}`,
    expect: people((now) => ({ range: R.between(daysAgo(now, 16), daysAgo(now, 10)) })),
  },
  {
    id: 'users-respondents-submitted',
    type: 'users',
    question: 'how many respondents actually submitted a response last week?',
    expect: people((now) => ({ range: R.lastWeek(now), names: ['response.submitted'] }), {
      conf: UNSURE,
      name: 'response.submitted',
    }),
  },
  {
    id: 'users-creators-published',
    type: 'users',
    question: (now) => `In ${monthOf(lastMonthStart(now))}, how many different creators published a form?`,
    expect: people((now) => ({ range: R.month(lastMonthStart(now)), names: ['form_published'] }), {
      conf: UNSURE,
      name: 'form_published',
    }),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-avg-submitted',
    type: 'value',
    question: 'waht is the average value of response.submitted?',
    expect: stat(o.avg, () => ({ names: ['response.submitted'] })),
  },
  {
    id: 'value-revenue-this-month',
    type: 'value',
    question: 'whats our total revenue this month??',
    expect: stat(total, (now) => ({ range: R.thisMonth(now), names: ['plan_upgraded'] }), {
      conf: UNSURE,
      name: 'plan_upgraded',
    }),
  },
  {
    id: 'value-max-export-last-month',
    type: 'value',
    question: 'max value for Results Exported last month',
    expect: stat(o.max, (now) => ({ range: R.lastMonth(now), names: ['Results Exported'] })),
  },
  {
    id: 'value-min-upgrade-90d',
    type: 'value',
    question: 'Minimum plan_upgraded amount in the last 90 days?',
    expect: stat(o.min, (now) => ({ range: R.lastDays(now, 90), names: ['plan_upgraded'] })),
  },
  {
    id: 'value-median-submitted-last-week',
    type: 'value',
    question: 'median value of response.submitted events last week',
    expect: stat(median, (now) => ({ range: R.lastWeek(now), names: ['response.submitted'] })),
  },
  {
    id: 'value-sum-published-this-year',
    type: 'value',
    question: 'This year, what is the sum of the form_published values?',
    expect: stat(total, (now) => ({ range: R.thisYear(now), names: ['form_published'] })),
  },
  {
    id: 'value-user-paid',
    type: 'value',
    question: `Customer ${P.upgrader} is asking about billing. How much have they paid us so far?`,
    expect: stat(total, () => ({ names: ['plan_upgraded'], user: P.upgrader }), {
      conf: UNSURE,
      name: 'plan_upgraded',
    }),
  },
  {
    id: 'value-completion-time',
    type: 'value',
    question: 'avg completion time for submissions over the past 30 days (the value is seconds)',
    expect: stat(o.avg, (now) => ({ range: R.lastDays(now, 30), names: ['response.submitted'] }), {
      conf: UNSURE,
      name: 'response.submitted',
    }),
  },
  {
    id: 'value-avg-abandoned-yesterday',
    type: 'value',
    question: 'Average value on response.abandoned yesterday',
    expect: stat(o.avg, (now) => ({ range: R.yesterday(now), names: ['response.abandoned'] })),
  },
  {
    id: 'value-user-export-total-14d',
    type: 'value',
    question: `total value of Results Exported for ${P.heaviest} in the last 14 days`,
    expect: stat(total, (now) => ({
      range: R.lastDays(now, 14),
      names: ['Results Exported'],
      user: P.heaviest,
    })),
  },
  {
    id: 'value-avg-submitted-short-day',
    type: 'value',
    question: (now) => `On ${shortDay(daysAgo(now, 7))}, what was the average value of response.submitted?`,
    expect: stat(o.avg, (now) => ({ range: R.on(daysAgo(now, 7)), names: ['response.submitted'] })),
  },
  {
    id: 'value-revenue-march-2025',
    type: 'value',
    low: true,
    question: 'revenue in March 2025?',
    expect: stat(total, () => ({ range: R.month(Date.UTC(2025, 2, 1)), names: ['plan_upgraded'] }), {
      conf: UNSURE,
    }),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-all',
    type: 'top-events',
    question: 'What are the most common events?',
    expect: top(() => ({}), o.byName),
  },
  {
    id: 'top-events-3-last-week',
    type: 'top-events',
    question: 'top 3 events last week',
    expect: top((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'Which event is the least common one?',
    expect: top(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-two-72h',
    type: 'top-events',
    question: 'which two events happened most in the last 72 hours',
    expect: top((now) => ({ range: R.lastHours(now, 72) }), o.byName, { n: 2 }),
  },
  {
    id: 'top-events-ten-this-month',
    type: 'top-events',
    question: 'Top ten actions this month, with counts',
    expect: top((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 10 }),
  },
  {
    id: 'top-events-bottom-3-month',
    type: 'top-events',
    question: (now) =>
      `bottom 3 events in ${monthOf(lastMonthStart(now))} ${new Date(lastMonthStart(now)).getUTCFullYear()} (least frequent first)`,
    expect: top((now) => ({ range: R.month(lastMonthStart(now)) }), o.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-most-yesterday',
    type: 'top-events',
    question: 'most frequent event yesterday?',
    expect: top((now) => ({ range: R.yesterday(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-4-since',
    type: 'top-events',
    question: (now) => `since ${shortDay(daysAgo(now, 10))}, what are the top 4 events?`,
    expect: top((now) => ({ range: R.since(daysAgo(now, 10), now) }), o.byName, { n: 4 }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'Who are our 3 most active users?',
    expect: top(() => ({}), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-published-last-month',
    type: 'top-users',
    question: 'which user had the most form_published last month?',
    expect: top((now) => ({ range: R.lastMonth(now), names: ['form_published'] }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: "who's our biggest spender?",
    expect: top(() => ({ names: ['plan_upgraded'] }), o.byUser, { n: 1, by: o.value, conf: UNSURE }),
  },
  {
    id: 'top-users-most-exporting-creator',
    type: 'top-users',
    question: 'Which creator exported results the most over the last 30 days?',
    expect: top((now) => ({ range: R.lastDays(now, 30), names: ['Results Exported'] }), o.byUser, {
      n: 1,
      conf: UNSURE,
    }),
  },
  {
    id: 'top-users-last-week',
    type: 'top-users',
    question: 'Who were the three most active users last week?',
    expect: top((now) => ({ range: R.lastWeek(now) }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-export-value',
    type: 'top-users',
    question: 'Top 5 users by total value of Results Exported',
    expect: top(() => ({ names: ['Results Exported'] }), o.byUser, { n: 5, by: o.value }),
  },
  {
    id: 'top-users-two-30d',
    type: 'top-users',
    question: 'two most active people in the last 30 days?',
    expect: top((now) => ({ range: R.lastDays(now, 30) }), o.byUser, { n: 2 }),
  },
  {
    id: 'top-users-abandoned',
    type: 'top-users',
    question: 'who has the most response.abandoned events?',
    expect: top(() => ({ names: ['response.abandoned'] }), o.byUser, { n: 1 }),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-heaviest-count',
    type: 'user',
    question: `how many events does ${P.heaviest} have in total`,
    expect: count(() => ({ user: P.heaviest })),
  },
  {
    id: 'user-lapsed-last-seen',
    type: 'user',
    question: `When was ${P.lapsed} last seen?`,
    expect: lastSeen(P.lapsed),
  },
  {
    id: 'user-newbie-first-seen',
    type: 'user',
    question: `when did ${P.newbie} first show up`,
    expect: firstSeen(P.newbie),
  },
  {
    id: 'user-respondent-last-3',
    type: 'user',
    question: `${P.regularRespondent}: what were their last 3 events?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.regularRespondent }), (s) => ({
        names: o
          .newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-upgrader-event-names',
    type: 'user',
    question: `Which event names has ${P.upgrader} used?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.upgrader }), (s) => ({
        names: namesIn(s),
        unordered: true,
        confidence: HIGH,
        dataPoints: s.length,
      })),
  },
  {
    id: 'user-heaviest-published-30d',
    type: 'user',
    question: `form_published count for ${P.heaviest} in the last 30 days`,
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['form_published'], user: P.heaviest })),
  },
  {
    id: 'user-abandoner-abandons',
    type: 'user',
    question: `how many times did ${P.abandoner} abandon a form halfway?`,
    expect: count(() => ({ names: ['response.abandoned'], user: P.abandoner }), {
      conf: UNSURE,
      name: 'response.abandoned',
    }),
  },
  {
    id: 'user-respondent-first-last',
    type: 'user',
    question: `first and last seen for ${P.regularRespondent}?`,
    expect: (ev) =>
      orLow(o.select(ev, { user: P.regularRespondent }), (s) => {
        const sorted = byOldest(s);
        return {
          names: [isoDay(o.time(sorted[0])), isoDay(o.time(sorted.at(-1)))],
          confidence: HIGH,
          dataPoints: s.length,
        };
      }),
  },
  {
    id: 'user-newbie-7d',
    type: 'user',
    question: `How many events has ${P.newbie} had in the past 7 days?`,
    expect: count((now) => ({ range: R.lastDays(now, 7), user: P.newbie })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `what did ${NOBODY} do yesterday?`,
    expect: () => LOW,
  },
  {
    id: 'user-lapsed-recent',
    type: 'user',
    low: true,
    question: (now) => `Has ${P.lapsed} done anything since ${longDay(daysAgo(now, 30))}?`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 30), now), user: P.lapsed })),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'Busiest day in the last 30 days?',
    expect: peak((now) => ({ range: R.lastDays(now, 30) }), o.byDay),
  },
  {
    id: 'breakdown-submission-hour',
    type: 'breakdown',
    question: 'what hour of the day do most submissions come in',
    expect: peak(() => ({ names: ['response.submitted'] }), o.byHour, {
      conf: UNSURE,
      name: 'response.submitted',
    }),
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: 'quietest day of the week, overall?',
    expect: peak(() => ({}), o.byWeekday, { ascending: true }),
  },
  {
    id: 'breakdown-views-per-day-last-week',
    type: 'breakdown',
    question: 'form.viewed per day last week',
    expect: series((now) => ({ range: R.lastWeek(now), names: ['form.viewed'] }), o.byDay),
  },
  {
    id: 'breakdown-events-by-month',
    type: 'breakdown',
    question: (now) => `Events by month since ${longDay(o.monthStart(+now, -3))}`,
    expect: series((now) => ({ range: R.since(o.monthStart(now, -3), now) }), o.byMonth),
  },
  {
    id: 'breakdown-busiest-hour-7d',
    type: 'breakdown',
    question: 'last 7 days: which hour of the day was the busiest?',
    expect: peak((now) => ({ range: R.lastDays(now, 7) }), o.byHour),
  },
  {
    id: 'breakdown-weekly-accounts',
    type: 'breakdown',
    question: (now) => `weekly account_created counts since ${isoDay(o.weekStart(+now) - 4 * WEEK)}`,
    expect: series(
      (now) => ({ range: R.since(o.weekStart(now) - 4 * WEEK, now), names: ['account_created'] }),
      o.byWeek,
    ),
  },
  {
    id: 'breakdown-weekday-submitted',
    type: 'breakdown',
    question: 'Which weekday has the most response.submitted events?',
    expect: peak(() => ({ names: ['response.submitted'] }), o.byWeekday),
  },
  {
    id: 'breakdown-peak-hour-created',
    type: 'breakdown',
    question: 'peak hour for form_created in the past 6 weeks',
    expect: peak((now) => ({ range: R.lastWeeks(now, 6), names: ['form_created'] }), o.byHour),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-submitted-7d',
    type: 'compare',
    question: 'response.submitted: last 7 days vs the 7 days before',
    expect: versus(['response.submitted'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-views-weeks',
    type: 'compare',
    question: 'How did form.viewed do last week compared with the week before?',
    expect: versus(['form.viewed'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)]),
  },
  {
    id: 'compare-accounts-growing',
    type: 'compare',
    question: 'Is account_created growing? past 4 weeks vs the 4 weeks before',
    expect: versus(['account_created'], (now) => [R.lastWeeks(now - 4 * WEEK, 4), R.lastWeeks(now, 4)]),
  },
  {
    id: 'compare-published-named-months',
    type: 'compare',
    question: (now) =>
      `quick one for the board deck: form_published in ${monthOf(prevMonthStart(now))} vs ${monthOf(lastMonthStart(now))}`,
    expect: versus(['form_published'], (now) => [R.month(prevMonthStart(now)), R.month(lastMonthStart(now))]),
  },
  {
    id: 'compare-events-yesterday',
    type: 'compare',
    question: 'total events yesterday vs the day before',
    expect: versus(undefined, (now) => [R.on(o.dayStart(now) - 2 * DAY), R.yesterday(now)]),
  },
  {
    id: 'compare-abandons-30d',
    type: 'compare',
    question: 'are abandoned responses going up? last 30 days vs the previous 30',
    expect: versus(['response.abandoned'], (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)], {
      conf: UNSURE,
    }),
  },
  {
    id: 'compare-exports-this-month',
    type: 'compare',
    question: 'Results Exported this month vs the previous month',
    expect: versus(['Results Exported'], (now) => [sameLengthBefore(R.thisMonth(now)), R.thisMonth(now)]),
  },
  {
    id: 'compare-published-two-ranges',
    type: 'compare',
    question: (now) =>
      `Compare form_published between ${isoDay(daysAgo(now, 27))} and ${isoDay(daysAgo(now, 21))} with between ${isoDay(daysAgo(now, 13))} and ${isoDay(daysAgo(now, 7))}`,
    expect: versus(['form_published'], (now) => [
      R.between(daysAgo(now, 27), daysAgo(now, 21)),
      R.between(daysAgo(now, 13), daysAgo(now, 7)),
    ]),
  },
  {
    id: 'compare-views-24h',
    type: 'compare',
    question: 'form.viewed in the last 24 hours compared with the 24 hours before that',
    expect: versus(['form.viewed'], (now) => [R.lastHours(now - 24 * HOUR, 24), R.lastHours(now, 24)]),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-views-of-all',
    type: 'share',
    question: 'What percentage of all events are form.viewed?',
    expect: eventShare(['form.viewed'], R.all),
  },
  {
    id: 'share-users-submitted-30d',
    type: 'share',
    question: 'What share of active users did response.submitted in the last 30 days?',
    expect: userShare(['response.submitted'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-abandoned-this-month',
    type: 'share',
    question: 'what % of events this month were response.abandoned',
    expect: eventShare(['response.abandoned'], R.thisMonth),
  },
  {
    id: 'share-users-upgraded',
    type: 'share',
    question: 'what fraction of our users ever upgraded their plan?',
    expect: userShare(['plan_upgraded'], R.all, { conf: UNSURE }),
  },
  {
    id: 'share-users-exported-last-week',
    type: 'share',
    question: 'Percent of active users with Results Exported last week',
    expect: userShare(['Results Exported'], R.lastWeek),
  },
  {
    id: 'share-question-added-yesterday',
    type: 'share',
    question: "of yesterday's events, what share was question_added?",
    expect: eventShare(['question_added'], R.yesterday),
  },
  {
    id: 'share-published-month',
    type: 'share',
    question: (now) => `In ${monthOf(lastMonthStart(now))}, what percent of all activity was form_published?`,
    expect: eventShare(['form_published'], (now) => R.month(lastMonthStart(now))),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conversion-created-published',
    type: 'conversion',
    question: 'Of the users who did form_created, how many did form_published afterwards?',
    expect: funnel('form_created', 'form_published', R.all),
  },
  {
    id: 'conversion-viewed-started-30d',
    type: 'conversion',
    question: 'form.viewed → response.started conversion in the last 30 days',
    expect: funnel('form.viewed', 'response.started', (now) => R.lastDays(now, 30)),
  },
  {
    id: 'conversion-start-to-submit',
    type: 'conversion',
    question: 'last week, what % of people who started a response went on to submit it?',
    expect: funnel('response.started', 'response.submitted', R.lastWeek, { conf: UNSURE }),
  },
  {
    id: 'conversion-signup-upgrade',
    type: 'conversion',
    question: (now) => `signup to paid upgrade conversion since ${longDay(daysAgo(now, 90))}?`,
    expect: funnel('account_created', 'plan_upgraded', (now) => R.since(daysAgo(now, 90), now), {
      conf: UNSURE,
    }),
  },
  {
    id: 'conversion-limit-upgrade',
    type: 'conversion',
    question: 'Of users who did Response Limit Reached, what percentage then did plan_upgraded?',
    expect: funnel('Response Limit Reached', 'plan_upgraded', R.all),
  },
  {
    id: 'conversion-started-submitted-this-month',
    type: 'conversion',
    question: 'this month: of the people who did response.started, how many did response.submitted after?',
    expect: funnel('response.started', 'response.submitted', R.thisMonth),
  },
  {
    id: 'conversion-published-exported-60d',
    type: 'conversion',
    question: 'form_published then Results Exported, past 60 days - conversion rate?',
    expect: funnel('form_published', 'Results Exported', (now) => R.lastDays(now, 60)),
  },
  {
    id: 'conversion-account-published-3-months',
    type: 'conversion',
    question:
      'In the last 3 months, how many users with account_created went on to do form_published, and what percentage is that?',
    expect: funnel('account_created', 'form_published', (now) => R.lastMonths(now, 3)),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: lost((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-new-7d',
    type: 'churn',
    question: 'new users in the last 7 days',
    expect: fresh((now) => R.lastDays(now, 7)),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `How many people were active in ${monthOf(prevMonthStart(now))} but not in ${monthOf(lastMonthStart(now))}?`,
    expect: lost((now) => [R.month(prevMonthStart(now)), R.month(lastMonthStart(now))]),
  },
  {
    id: 'churn-new-3d',
    type: 'churn',
    question: 'Any new users in the past 3 days? how many',
    expect: fresh((now) => R.lastDays(now, 3)),
  },
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'new users this month?',
    expect: fresh(R.thisMonth),
  },
  {
    id: 'churn-30-vs-30',
    type: 'churn',
    question:
      'how many users were active in the 30 days before the last 30 days but have had no events in the last 30 days?',
    expect: lost((now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)]),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `How many new users since ${shortDay(daysAgo(now, 21))}?`,
    expect: fresh((now) => R.since(daysAgo(now, 21), now)),
  },
  {
    id: 'churn-last-week-not-this',
    type: 'churn',
    question: 'users active last week who have not been back this week - how many?',
    expect: lost((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-last-upgrade',
    type: 'recency',
    question: 'When was the last plan_upgraded?',
    expect: latest(() => ({ names: ['plan_upgraded'] })),
  },
  {
    id: 'recency-last-integration',
    type: 'recency',
    question: 'when did someone last do Integration Connected',
    expect: latest(() => ({ names: ['Integration Connected'] })),
  },
  {
    id: 'recency-limit-2-weeks',
    type: 'recency',
    question: 'did anyone hit Response Limit Reached in the past 2 weeks?',
    expect: exists((now) => ({ range: R.lastWeeks(now, 2), names: ['Response Limit Reached'] })),
  },
  {
    id: 'recency-last-export',
    type: 'recency',
    question: 'last time anyone exported results?',
    expect: latest(() => ({ names: ['Results Exported'] }), { conf: UNSURE, name: 'Results Exported' }),
  },
  {
    id: 'recency-last-account',
    type: 'recency',
    question: 'When was the most recent account_created event?',
    expect: latest(() => ({ names: ['account_created'] })),
  },
  {
    id: 'recency-abandoned-24h',
    type: 'recency',
    question: 'has anyone done response.abandoned in the last 24 hours?',
    expect: exists((now) => ({ range: R.lastHours(now, 24), names: ['response.abandoned'] })),
  },
  {
    id: 'recency-integration-last-year',
    type: 'recency',
    low: true,
    question: 'did anybody connect an integration last year?',
    expect: exists((now) => ({ range: R.lastYear(now), names: ['Integration Connected'] }), { conf: UNSURE }),
  },
  {
    id: 'recency-last-submission',
    type: 'recency',
    question: 'most recent submission?',
    expect: latest(() => ({ names: ['response.submitted'] }), { conf: UNSURE, name: 'response.submitted' }),
  },
  {
    id: 'recency-last-published-before',
    type: 'recency',
    question: (now) => `When was the last form_published before ${longDay(daysAgo(now, 50))}?`,
    expect: latest((now) => ({ range: R.before(daysAgo(now, 50)), names: ['form_published'] })),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'catalogue-events-tracked',
    type: 'catalogue',
    question: 'Which events do we track?',
    expect: allEvents((ev) => ({ names: namesIn(ev), unordered: true })),
  },
  {
    id: 'catalogue-users-total',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: allEvents((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'catalogue-events-total',
    type: 'catalogue',
    question: 'How many events are stored altogether?',
    expect: allEvents((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'list the event names pls',
    expect: allEvents((ev) => ({ names: namesIn(ev), unordered: true })),
  },
  {
    id: 'catalogue-name-count',
    type: 'catalogue',
    question: 'how many different event types do we have?',
    expect: allEvents((ev) => ({ numbers: [namesIn(ev).length] })),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'Quick overview: total events and total users?',
    expect: allEvents((ev) => ({ numbers: [ev.length, o.users(ev).size] })),
  },
  {
    id: 'catalogue-names-and-people',
    type: 'catalogue',
    question: 'What event names exist, and how many people are in the data?',
    expect: allEvents((ev) => ({ names: namesIn(ev), unordered: true, numbers: [o.users(ev).size] })),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-country',
    type: 'other',
    question: 'Which country sends us the most responses?',
    expect: () => LOW,
  },
  {
    id: 'other-device',
    type: 'other',
    question: 'mobile vs desktop split for form views last month',
    expect: () => LOW,
  },
  {
    id: 'other-template',
    type: 'other',
    question: 'Which form template is the most popular?',
    expect: () => LOW,
  },
  { id: 'other-haiku', type: 'other', question: 'write me a haiku about surveys', expect: () => LOW },
  { id: 'other-nonsense', type: 'other', question: 'asdfgh jkl qwe', expect: () => LOW },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather in Dublin tomorrow?",
    expect: () => LOW,
  },
  {
    id: 'other-form-completion',
    type: 'other',
    question: 'Which of our forms has the highest completion rate?',
    expect: () => LOW,
  },
  {
    id: 'other-browser',
    type: 'other',
    question: 'what browser do respondents use the most',
    expect: () => LOW,
  },
  {
    id: 'other-nps',
    type: 'other',
    question: 'What is the average star rating people gave in our customer satisfaction survey?',
    expect: () => LOW,
  },
  {
    id: 'other-utm',
    type: 'other',
    question: 'How many respondents came from the Facebook ad campaign last month?',
    expect: () => LOW,
  },
  {
    id: 'other-reset-password',
    type: 'other',
    question: "hey, how do I reset a creator's password?",
    expect: () => LOW,
  },
];
