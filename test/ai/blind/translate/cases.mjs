/* eslint-disable @typescript-eslint/no-unused-vars -- the round is kept as its author wrote it */
// Blind round "translate": questions people at a translation-management company would ask,
// with expectations computed from the events by the reference oracle (never typed in by hand).

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
  round,
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
} from '../../../../../shared/ai/eval/oracle.mjs';

// ---- date wording -------------------------------------------------------------------------
const SHORT = MONTHS.map((m) => m.slice(0, 3));
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const ago = (now, days) => +now - days * DAY;
const iso = (t) => isoDay(t);
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${SHORT[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`; //    Nov 3
const dmy = (t) =>
  `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const incident = (now) => dayStart(ago(now, 23)); // the day the CI sync went wrong

// ---- expectation helpers ---------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const money = (x) => round(x, 2);
const median = (evs) => {
  const v = evs.map(value).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
};
// Expectation for a scope that must hold events; low with 0 dataPoints when nothing matched.
const scoped = (evs, fn) => (evs.length ? fn() : LOW);

// A ranked list: `scope` returns { evs (the events read), map (key → measure) }.
function ranked(scope, { n, ascending = false, confidence = 'high', fig = (x) => x } = {}) {
  const expect = (events, now) => {
    const { evs, map } = scope(events, now);
    return scoped(evs, () => {
      const top = rank(map, { n, ascending });
      return {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => fig(v)),
        confidence,
        dataPoints: evs.length,
      };
    });
  };
  expect.tieAtCut = (events, now) => {
    const all = rank(scope(events, now).map, { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}

// A chronological breakdown: every bucket in key order with its figure.
function series(scope, key, { confidence = 'high' } = {}) {
  return (events, now) => {
    const { evs } = scope(events, now);
    return scoped(evs, () => {
      const m = [...tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return { names: m.map(([k]) => k), numbers: m.map(([, v]) => v), confidence, dataPoints: evs.length };
    });
  };
}

// Period comparison, earlier first. `measure` maps the period's events to a figure.
function compare(scopeA, scopeB, measure, { confidence = 'high', fig = (x) => x } = {}) {
  return (events, now) => {
    const a = scopeA(events, now),
      b = scopeB(events, now);
    if (!a.length && !b.length) return LOW;
    const c = change(fig(measure(a)), fig(measure(b)));
    return {
      numbers: [c.earlier, c.later, fig(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
}

function funnel(rangeOf, a, b, { confidence = 'high' } = {}) {
  return (events, now) => {
    const range = rangeOf(now);
    const evs = select(events, { range, names: [a, b] });
    const c = conversion(events, range, a, b);
    if (!c.did) return LOW;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: evs.length };
  };
}

const count =
  (filter, opts = {}) =>
  (events, now) => {
    const evs = select(events, filter(now));
    return scoped(evs, () => ({
      numbers: [evs.length],
      confidence: opts.confidence ?? 'high',
      dataPoints: evs.length,
    }));
  };
const distinct =
  (filter, opts = {}) =>
  (events, now) => {
    const evs = select(events, filter(now));
    return scoped(evs, () => ({
      numbers: [users(evs).size],
      confidence: opts.confidence ?? 'high',
      dataPoints: evs.length,
    }));
  };
const measureOf =
  (filter, fn, opts = {}) =>
  (events, now) => {
    const evs = select(events, filter(now));
    return scoped(evs, () => ({
      numbers: [fn(evs)],
      names: opts.names,
      confidence: opts.confidence ?? 'high',
      dataPoints: evs.length,
    }));
  };
const shareOf =
  (rangeOf, names, { confidence = 'high', user } = {}) =>
  (events, now) => {
    const all = select(events, { range: rangeOf(now), user });
    const part = all.filter((e) => names.includes(e.eventName));
    if (!part.length) return LOW;
    return { percents: [percent(part.length, all.length)], confidence, dataPoints: all.length };
  };
const userShareOf =
  (rangeOf, names, { confidence = 'high' } = {}) =>
  (events, now) => {
    const all = select(events, { range: rangeOf(now) });
    const did = users(all.filter((e) => names.includes(e.eventName)));
    if (!did.size) return LOW;
    return { percents: [percent(did.size, users(all).size)], confidence, dataPoints: all.length };
  };
const lastOf =
  (filter, opts = {}) =>
  (events, now) => {
    const evs = select(events, filter(now));
    return scoped(evs, () => ({
      names: [iso(time(newestFirst(evs)[0]))],
      confidence: opts.confidence ?? 'high',
      dataPoints: evs.length,
    }));
  };
const firstOf = (filter) => (events, now) => {
  const evs = select(events, filter(now));
  return scoped(evs, () => ({
    names: [iso(Math.min(...evs.map(time)))],
    confidence: 'high',
    dataPoints: evs.length,
  }));
};
const exists = (filter) => (events, now) => {
  const evs = select(events, filter(now));
  return scoped(evs, () => ({ confidence: 'high', dataPoints: evs.length }));
};
const alwaysLow = () => LOW;

const all = () => ({});
const R = ranges;
const TS = 'TranslationSaved',
  TA = 'Translation Approved',
  RR = 'Review Rejected',
  SP = 'string_pushed';
const MT = 'mt.run',
  QA = 'qa.check_run',
  LP = 'LanguagePackExported',
  CP = 'credits_purchased';
const CA = 'comment-added',
  GT = 'glossary-term-added',
  PC = 'project.created',
  UL = 'user_login';

export const cases = [
  // ---- count ---------------------------------------------------------------------------------
  { id: 'count-01', type: 'count', question: 'How many events have we got in total?', expect: count(all) },
  {
    id: 'count-02',
    type: 'count',
    question: 'how many TranslationSaved events in the last 7 days?',
    expect: count((now) => ({ range: R.lastDays(+now, 7), names: [TS] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) =>
      `hey — how many string_pushed events did we record on ${iso(incident(now))}? support says the CLI went haywire that day`,
    expect: count((now) => ({ range: R.on(incident(now)), names: [SP] })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'TranslationSaved count for yesterday pls',
    expect: count((now) => ({ range: R.yesterday(+now), names: [TS] })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'Number of Translation Approved events from rev_0045 in the past 30 days?',
    expect: count((now) => ({ range: R.lastDays(+now, 30), names: [TA], user: 'rev_0045' })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) =>
      `How many comment-added events were there between ${longDay(ago(now, 40))} and ${longDay(ago(now, 34))}?`,
    expect: count((now) => ({ range: R.between(ago(now, 40), ago(now, 34)), names: [CA] })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'quick one: how many actions have been logged today so far?',
    expect: count((now) => ({ range: R.today(+now) })),
  },
  {
    id: 'count-08',
    type: 'count',
    question: 'Total number of qa.check_run and mt.run events last week, combined?',
    expect: count((now) => ({ range: R.lastWeek(+now), names: [QA, MT] })),
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'how many approvals did the reviewers do last week?',
    expect: count((now) => ({ range: R.lastWeek(+now), names: [TA] }), { confidence: 'not-high' }),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'How many invoice_paid events happened last month?',
    expect: alwaysLow,
  },
  {
    id: 'count-11',
    type: 'count',
    low: true,
    question: 'how many events has tr-9999 generated so far?',
    expect: count(() => ({ user: 'tr-9999' })),
  },
  {
    id: 'count-12',
    type: 'count',
    question: (now) =>
      `how many mt.run events were there before ${longDay(ago(now, 90))}? checking the old MT vendor period`,
    expect: count((now) => ({ range: R.before(ago(now, 90)), names: [MT] })),
  },
  {
    id: 'count-13',
    type: 'count',
    question: 'How many events so far this year?',
    expect: count((now) => ({ range: R.thisYear(+now) })),
  },
  {
    id: 'count-14',
    type: 'count',
    question: (now) => `translation saved events on ${shortDay(ago(now, 4))} — how many?`,
    expect: count((now) => ({ range: R.on(ago(now, 4)), names: [TS] })),
  },

  // ---- users ---------------------------------------------------------------------------------
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users are there altogether?',
    expect: distinct(all),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'how many distinct people ran mt.run in the past 30 days?',
    expect: distinct((now) => ({ range: R.lastDays(+now, 30), names: [MT] })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'active users this week?',
    expect: distinct((now) => ({ range: R.thisWeek(+now) })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) =>
      `For the reviewer capacity plan: how many different users had a Translation Approved event in ${monthName(monthStart(+now, -2))}?`,
    expect: distinct((now) => ({ range: R.month(monthStart(+now, -2)), names: [TA] })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) => `unique users with at least one credits_purchased since ${shortDay(ago(now, 45))}`,
    expect: distinct((now) => ({ range: R.since(ago(now, 45), +now), names: [CP] })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) => `How many unique users were active on ${dmy(ago(now, 10))}?`,
    expect: distinct((now) => ({ range: R.on(ago(now, 10)) })),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'how many people logged in last week?',
    expect: distinct((now) => ({ range: R.lastWeek(+now), names: [UL] }), { confidence: 'not-high' }),
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'how many users triggered glossary_deleted this month?',
    expect: alwaysLow,
  },
  {
    id: 'users-09',
    type: 'users',
    question: (now) =>
      `number of unique users in ${monthName(monthStart(+now, -1))} ${new Date(monthStart(+now, -1)).getUTCFullYear()}?`,
    expect: distinct((now) => ({ range: R.month(monthStart(+now, -1)) })),
  },
  {
    id: 'users-10',
    type: 'users',
    question: 'How many users had a Credits Purchased event last month?',
    expect: distinct((now) => ({ range: R.lastMonth(+now), names: [CP] })),
  },

  // ---- value ---------------------------------------------------------------------------------
  {
    id: 'value-01',
    type: 'value',
    question: 'total words translated last month — i.e. the sum of TranslationSaved eventValue',
    expect: measureOf((now) => ({ range: R.lastMonth(+now), names: [TS] }), sum),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'Average eventValue for mt.run over the past 14 days?',
    expect: measureOf((now) => ({ range: R.lastDays(+now, 14), names: [MT] }), avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: "what's the biggest single credits_purchased amount we've ever had?",
    expect: measureOf(() => ({ names: [CP] }), max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'smallest string_pushed value last week',
    expect: measureOf((now) => ({ range: R.lastWeek(+now), names: [SP] }), min),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'Median eventValue of Translation Approved in the last 30 days? (words per approval)',
    expect: measureOf((now) => ({ range: R.lastDays(+now, 30), names: [TA] }), median),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'finance here — what was our revenue last month?',
    expect: measureOf(
      (now) => ({ range: R.lastMonth(+now), names: [CP] }),
      (evs) => money(sum(evs)),
      { confidence: 'not-high', names: [CP] },
    ),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'How much has dev.0007 spent on credits_purchased in the last 3 months?',
    expect: measureOf(
      (now) => ({ range: R.lastMonths(+now, 3), names: [CP], user: 'dev.0007' }),
      (evs) => money(sum(evs)),
    ),
  },
  {
    id: 'value-08',
    type: 'value',
    question: "sum of qa.check_run values over the past week (that's QA issues found)",
    expect: measureOf((now) => ({ range: R.lastDays(+now, 7), names: [QA] }), sum),
  },
  {
    id: 'value-09',
    type: 'value',
    question: (now) => `total string_pushed value from ${iso(ago(now, 30))} to ${iso(ago(now, 16))}`,
    expect: measureOf((now) => ({ range: R.between(ago(now, 30), ago(now, 16)), names: [SP] }), sum),
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'whats the average credit purchase size, in dollars?',
    expect: measureOf(() => ({ names: [CP] }), avg, { confidence: 'not-high' }),
  },
  {
    id: 'value-11',
    type: 'value',
    question: 'Max LanguagePackExported value in the last 2 months?',
    expect: measureOf((now) => ({ range: R.lastMonths(+now, 2), names: [LP] }), max),
  },
  {
    id: 'value-12',
    type: 'value',
    question: 'avg Translation Saved eventValue this week (words per save)?',
    expect: measureOf((now) => ({ range: R.thisWeek(+now), names: [TS] }), avg),
  },

  // ---- top-events ----------------------------------------------------------------------------
  {
    id: 'te-01',
    type: 'top-events',
    question: 'What are our top 5 events?',
    expect: ranked((events) => ({ evs: events, map: tally(events, byName) }), { n: 5 }),
  },
  {
    id: 'te-02',
    type: 'top-events',
    question: 'top 3 event names over the last 30 days',
    expect: ranked(
      (events, now) => {
        const evs = select(events, { range: R.lastDays(+now, 30) });
        return { evs, map: tally(evs, byName) };
      },
      { n: 3 },
    ),
  },
  {
    id: 'te-03',
    type: 'top-events',
    question: 'Which 3 events are the least common overall?',
    expect: ranked((events) => ({ evs: events, map: tally(events, byName) }), { n: 3, ascending: true }),
  },
  {
    id: 'te-04',
    type: 'top-events',
    question: 'which event happened the most over the past 3 days?',
    expect: ranked(
      (events, now) => {
        const evs = select(events, { range: R.lastDays(+now, 3) });
        return { evs, map: tally(evs, byName) };
      },
      { n: 1 },
    ),
  },
  {
    id: 'te-05',
    type: 'top-events',
    question: 'most frequent events last week, as a list please',
    expect: ranked(
      (events, now) => {
        const evs = select(events, { range: R.lastWeek(+now) });
        return { evs, map: tally(evs, byName) };
      },
      { n: 5 },
    ),
  },
  {
    id: 'te-06',
    type: 'top-events',
    question: "What's the rarest event in the past 60 days?",
    expect: ranked(
      (events, now) => {
        const evs = select(events, { range: R.lastDays(+now, 60) });
        return { evs, map: tally(evs, byName) };
      },
      { n: 1, ascending: true },
    ),
  },
  {
    id: 'te-07',
    type: 'top-events',
    question: 'top 4 events for dev.0192 — trying to understand how they use the CLI',
    expect: ranked(
      (events) => {
        const evs = select(events, { user: 'dev.0192' });
        return { evs, map: tally(evs, byName) };
      },
      { n: 4 },
    ),
  },
  {
    id: 'te-08',
    type: 'top-events',
    question: (now) => `Which 2 events were most common on ${longDay(incident(now))}?`,
    expect: ranked(
      (events, now) => {
        const evs = select(events, { range: R.on(incident(now)) });
        return { evs, map: tally(evs, byName) };
      },
      { n: 2 },
    ),
  },

  // ---- top-users -----------------------------------------------------------------------------
  {
    id: 'tu-01',
    type: 'top-users',
    question: 'Who are the 4 most active users?',
    expect: ranked((events) => ({ evs: events, map: tally(events, byUser) }), { n: 4 }),
  },
  {
    id: 'tu-02',
    type: 'top-users',
    question: 'top 2 users by number of TranslationSaved events in the last 30 days',
    expect: ranked(
      (events, now) => {
        const evs = select(events, { range: R.lastDays(+now, 30), names: [TS] });
        return { evs, map: tally(evs, byUser) };
      },
      { n: 2 },
    ),
  },
  {
    id: 'tu-03',
    type: 'top-users',
    question: 'who are our top spenders?',
    expect: ranked(
      (events) => {
        const evs = select(events, { names: [CP] });
        return { evs, map: tally(evs, byUser, value) };
      },
      { n: 5, confidence: 'not-high', fig: money },
    ),
  },
  {
    id: 'tu-04',
    type: 'top-users',
    question:
      'Which user had the highest total TranslationSaved eventValue last month? want to send them a thank-you',
    expect: ranked(
      (events, now) => {
        const evs = select(events, { range: R.lastMonth(+now), names: [TS] });
        return { evs, map: tally(evs, byUser, value) };
      },
      { n: 1 },
    ),
  },
  {
    id: 'tu-05',
    type: 'top-users',
    question: 'who was the most active user over the past week?',
    expect: ranked(
      (events, now) => {
        const evs = select(events, { range: R.lastDays(+now, 7) });
        return { evs, map: tally(evs, byUser) };
      },
      { n: 1 },
    ),
  },
  {
    id: 'tu-06',
    type: 'top-users',
    question: (now) => `top 2 users by event count since ${longDay(ago(now, 21))}`,
    expect: ranked(
      (events, now) => {
        const evs = select(events, { range: R.since(ago(now, 21), +now) });
        return { evs, map: tally(evs, byUser) };
      },
      { n: 2 },
    ),
  },
  {
    id: 'tu-07',
    type: 'top-users',
    question: 'who pushed the most strings? top 3 by summed string_pushed value, all time',
    expect: ranked(
      (events) => {
        const evs = select(events, { names: [SP] });
        return { evs, map: tally(evs, byUser, value) };
      },
      { n: 3 },
    ),
  },
  {
    id: 'tu-08',
    type: 'top-users',
    question: 'Top 2 users by Translation Approved count, all time?',
    expect: ranked(
      (events, now) => {
        const evs = select(events, { names: [TA] });
        return { evs, map: tally(evs, byUser) };
      },
      { n: 2 },
    ),
  },

  // ---- user ----------------------------------------------------------------------------------
  {
    id: 'user-01',
    type: 'user',
    question: 'How many events does tr-0311 have?',
    expect: count(() => ({ user: 'tr-0311' })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'when did rev_0212 first show up?',
    expect: firstOf(() => ({ user: 'rev_0212' })),
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'last seen for tr-0158? their PM says they went quiet',
    expect: lastOf(() => ({ user: 'tr-0158' })),
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'Which event types has dev.0192 used?',
    expect: (events) => {
      const evs = select(events, { user: 'dev.0192' });
      return scoped(evs, () => ({
        names: [...new Set(evs.map(byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      }));
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: "show me tr-0311's 3 most recent events",
    expect: Object.assign(
      (events) => {
        const evs = select(events, { user: 'tr-0311' });
        return scoped(evs, () => ({
          names: newestFirst(evs).slice(0, 3).map(byName),
          confidence: 'high',
          dataPoints: evs.length,
        }));
      },
      {
        tieAtCut: (events) => {
          const t = newestFirst(select(events, { user: 'tr-0311' }))
            .slice(0, 4)
            .map(time);
          return new Set(t).size < t.length;
        },
      },
    ),
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'what did tr-0311 do today?',
    expect: (events, now) => {
      const evs = select(events, { user: 'tr-0311', range: R.today(+now) });
      return scoped(evs, () => ({
        numbers: [evs.length],
        names: [...new Set(evs.map(byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      }));
    },
  },
  {
    id: 'user-07',
    type: 'user',
    low: true,
    question: 'how many TranslationSaved did tr-0158 do in the last 30 days?',
    expect: count((now) => ({ user: 'tr-0158', names: [TS], range: R.lastDays(+now, 30) })),
  },
  {
    id: 'user-08',
    type: 'user',
    low: true,
    question: 'first and last seen for tr-9999?',
    expect: firstOf(() => ({ user: 'tr-9999' })),
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'rev_0045 — how many events in the last 14 days, and which event names?',
    expect: (events, now) => {
      const evs = select(events, { user: 'rev_0045', range: R.lastDays(+now, 14) });
      return scoped(evs, () => ({
        numbers: [evs.length],
        names: [...new Set(evs.map(byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      }));
    },
  },
  {
    id: 'user-10',
    type: 'user',
    question: 'When did dev.0007 do their very first credits_purchased?',
    expect: firstOf(() => ({ user: 'dev.0007', names: [CP] })),
  },

  // ---- breakdown -----------------------------------------------------------------------------
  {
    id: 'bd-01',
    type: 'breakdown',
    question: 'events per day last week',
    expect: series((events, now) => ({ evs: select(events, { range: R.lastWeek(+now) }) }), byDay),
  },
  {
    id: 'bd-02',
    type: 'breakdown',
    question: 'What was the busiest day in the last 30 days?',
    expect: ranked(
      (events, now) => {
        const evs = select(events, { range: R.lastDays(+now, 30) });
        return { evs, map: tally(evs, byDay) };
      },
      { n: 1 },
    ),
  },
  {
    id: 'bd-03',
    type: 'breakdown',
    question: 'what are the 3 busiest hours of the day (UTC) for TranslationSaved?',
    expect: ranked(
      (events) => {
        const evs = select(events, { names: [TS] });
        return { evs, map: tally(evs, byHour) };
      },
      { n: 3 },
    ),
  },
  {
    id: 'bd-04',
    type: 'breakdown',
    question: 'busiest weekday over the last 8 weeks? planning reviewer shifts',
    expect: ranked(
      (events, now) => {
        const evs = select(events, { range: R.lastWeeks(+now, 8) });
        return { evs, map: tally(evs, byWeekday) };
      },
      { n: 1 },
    ),
  },
  {
    id: 'bd-05',
    type: 'breakdown',
    question: (now) =>
      `Monthly event counts since ${monthName(monthStart(+now, -3))} 1st, month by month please`,
    expect: series(
      (events, now) => ({ evs: select(events, { range: R.since(monthStart(+now, -3), +now) }) }),
      byMonth,
    ),
  },
  {
    id: 'bd-06',
    type: 'breakdown',
    question: (now) =>
      `weekly Translation Approved counts from ${iso(weekStart(+now) - 4 * WEEK)} to ${iso(weekStart(+now) - DAY)}`,
    expect: series(
      (events, now) => ({
        evs: select(events, {
          range: R.between(weekStart(+now) - 4 * WEEK, weekStart(+now) - DAY),
          names: [TA],
        }),
      }),
      byWeek,
    ),
  },
  {
    id: 'bd-07',
    type: 'breakdown',
    question: 'Quietest day of the week, overall?',
    expect: ranked((events) => ({ evs: events, map: tally(events, byWeekday) }), { n: 1, ascending: true }),
  },
  {
    id: 'bd-08',
    type: 'breakdown',
    question: 'Which hour of the day is our busiest, all events counted?',
    expect: ranked(
      (events, now) => {
        const evs = events;
        return { evs, map: tally(evs, byHour) };
      },
      { n: 1 },
    ),
  },
  {
    id: 'bd-09',
    type: 'breakdown',
    question: (now) => `Which week had the most events since ${iso(ago(now, 70))}?`,
    expect: ranked(
      (events, now) => {
        const evs = select(events, { range: R.since(ago(now, 70), +now) });
        return { evs, map: tally(evs, byWeek) };
      },
      { n: 1 },
    ),
  },

  // ---- compare -------------------------------------------------------------------------------
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'events in the last 7 days vs the 7 days before?',
    expect: compare(
      (events, now) => select(events, { range: { from: ago(now, 14), to: ago(now, 7) } }),
      (events, now) => select(events, { range: R.lastDays(+now, 7) }),
      (evs) => evs.length,
    ),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: 'TranslationSaved: last 30 days compared with the previous 30 days',
    expect: compare(
      (events, now) => select(events, { range: { from: ago(now, 60), to: ago(now, 30) }, names: [TS] }),
      (events, now) => select(events, { range: R.lastDays(+now, 30), names: [TS] }),
      (evs) => evs.length,
    ),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: (now) =>
      `for the board deck: revenue in ${monthName(monthStart(+now, -1))} vs ${monthName(monthStart(+now, -2))}?`,
    expect: compare(
      (events, now) => select(events, { range: R.month(monthStart(+now, -2)), names: [CP] }),
      (events, now) => select(events, { range: R.month(monthStart(+now, -1)), names: [CP] }),
      sum,
      { confidence: 'not-high', fig: money },
    ),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: 'Is mt.run usage growing? past 4 weeks vs the 4 weeks before that',
    expect: compare(
      (events, now) => select(events, { range: { from: ago(now, 56), to: ago(now, 28) }, names: [MT] }),
      (events, now) => select(events, { range: R.lastWeeks(+now, 4), names: [MT] }),
      (evs) => evs.length,
    ),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: (now) =>
      `active users in ${monthName(monthStart(+now, -1))} compared to ${monthName(monthStart(+now, -2))}`,
    expect: compare(
      (events, now) => select(events, { range: R.month(monthStart(+now, -2)) }),
      (events, now) => select(events, { range: R.month(monthStart(+now, -1)) }),
      (evs) => users(evs).size,
    ),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: (now) => `string_pushed on ${iso(incident(now))} vs the day before — how big was the spike?`,
    expect: compare(
      (events, now) => select(events, { range: R.on(incident(now) - DAY), names: [SP] }),
      (events, now) => select(events, { range: R.on(incident(now)), names: [SP] }),
      (evs) => evs.length,
    ),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question: 'TranslationSaved last week compared with the week before?',
    expect: compare(
      (events, now) =>
        select(events, {
          range: { from: weekStart(+now) - 2 * WEEK, to: weekStart(+now) - WEEK },
          names: [TS],
        }),
      (events, now) => select(events, { range: R.lastWeek(+now), names: [TS] }),
      (evs) => evs.length,
    ),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: (now) =>
      `sum of qa.check_run value between ${shortDay(ago(now, 20))} and ${shortDay(ago(now, 14))} compared with between ${shortDay(ago(now, 13))} and ${shortDay(ago(now, 7))}`,
    expect: compare(
      (events, now) => select(events, { range: R.between(ago(now, 20), ago(now, 14)), names: [QA] }),
      (events, now) => select(events, { range: R.between(ago(now, 13), ago(now, 7)), names: [QA] }),
      sum,
    ),
  },

  // ---- share ---------------------------------------------------------------------------------
  {
    id: 'sh-01',
    type: 'share',
    question: 'What percentage of all events are TranslationSaved?',
    expect: shareOf(() => R.all(), [TS]),
  },
  {
    id: 'sh-02',
    type: 'share',
    question: "share of last month's events that were comment-added",
    expect: shareOf((now) => R.lastMonth(+now), [CA]),
  },
  {
    id: 'sh-03',
    type: 'share',
    question: 'what % of active users in the last 30 days ran mt.run at least once?',
    expect: userShareOf((now) => R.lastDays(+now, 30), [MT]),
  },
  {
    id: 'sh-04',
    type: 'share',
    question: 'What fraction of users have ever had a credits_purchased event? as a percentage',
    expect: userShareOf(() => R.all(), [CP]),
  },
  {
    id: 'sh-05',
    type: 'share',
    question: "percentage of yesterday's events that were user_login",
    expect: shareOf((now) => R.yesterday(+now), [UL]),
  },
  {
    id: 'sh-06',
    type: 'share',
    question: (now) => `since ${longDay(ago(now, 60))}, how much of our activity is string_pushed, in %?`,
    expect: shareOf((now) => R.since(ago(now, 60), +now), [SP]),
  },
  {
    id: 'sh-07',
    type: 'share',
    question: 'what share of users left a comment in the past 2 weeks?',
    expect: userShareOf((now) => R.lastWeeks(+now, 2), [CA], { confidence: 'not-high' }),
  },
  {
    id: 'sh-08',
    type: 'share',
    question: "What % of dev.0192's events are LanguagePackExported?",
    expect: shareOf(() => R.all(), [LP], { user: 'dev.0192' }),
  },

  // ---- conversion ----------------------------------------------------------------------------
  {
    id: 'cv-01',
    type: 'conversion',
    question:
      'Of the users who did project.created, how many went on to do string_pushed afterwards? and what percent is that',
    expect: funnel(() => R.all(), PC, SP),
  },
  {
    id: 'cv-02',
    type: 'conversion',
    question: 'conversion from mt.run to TranslationSaved over the last 30 days',
    expect: funnel((now) => R.lastDays(+now, 30), MT, TS),
  },
  {
    id: 'cv-03',
    type: 'conversion',
    question: (now) =>
      `of the people with a string_pushed event in ${monthName(monthStart(+now, -1))}, what % went on to a LanguagePackExported that month?`,
    expect: funnel((now) => R.month(monthStart(+now, -1)), SP, LP),
  },
  {
    id: 'cv-04',
    type: 'conversion',
    question: (now) => `comment-added → Review Rejected funnel since ${iso(ago(now, 50))}`,
    expect: funnel((now) => R.since(ago(now, 50), +now), CA, RR),
  },
  {
    id: 'cv-05',
    type: 'conversion',
    question: 'user_login to credits_purchased conversion for the past 60 days?',
    expect: funnel((now) => R.lastDays(+now, 60), UL, CP),
  },
  {
    id: 'cv-06',
    type: 'conversion',
    question:
      'of the people who machine-translated something, how many later saved a translation? rough % is fine',
    expect: funnel(() => R.all(), MT, TS, { confidence: 'not-high' }),
  },
  {
    id: 'cv-07',
    type: 'conversion',
    question: (now) =>
      `In ${monthName(monthStart(+now, -2))}, of users who had a qa.check_run, how many then had a Translation Approved?`,
    expect: funnel((now) => R.month(monthStart(+now, -2)), QA, TA),
  },

  // ---- churn ---------------------------------------------------------------------------------
  {
    id: 'ch-01',
    type: 'churn',
    question: 'how many users were active last month but not this month?',
    expect: (events, now) => ({
      numbers: [churned(events, R.lastMonth(+now), R.thisMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-02',
    type: 'churn',
    question: 'New users in the last 14 days?',
    expect: (events, now) => ({
      numbers: [newUsers(events, R.lastDays(+now, 14)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-03',
    type: 'churn',
    question: (now) => `how many new users have we gotten since ${shortDay(ago(now, 35))}?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, R.since(ago(now, 35), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-04',
    type: 'churn',
    question: (now) =>
      `users active in ${monthName(monthStart(+now, -2))} who didn't come back in ${monthName(monthStart(+now, -1))} — how many?`,
    expect: (events, now) => ({
      numbers: [churned(events, R.month(monthStart(+now, -2)), R.month(monthStart(+now, -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-05',
    type: 'churn',
    question: (now) =>
      `People who were active between ${iso(ago(now, 90))} and ${iso(ago(now, 60))} but have had no events in the last 30 days: how many are there?`,
    expect: (events, now) => ({
      numbers: [churned(events, R.between(ago(now, 90), ago(now, 60)), R.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-06',
    type: 'churn',
    question: 'how many new users did we get last month?',
    expect: (events, now) => ({ numbers: [newUsers(events, R.lastMonth(+now)).length], confidence: 'high' }),
  },
  {
    id: 'ch-07',
    type: 'churn',
    question: (now) => `How many users first appeared in ${monthName(monthStart(+now, -2))}?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, R.month(monthStart(+now, -2))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-08',
    type: 'churn',
    question: 'list the users who are new in the last 3 days, onboarding wants to reach out',
    expect: (events, now) => {
      const fresh = newUsers(events, R.lastDays(+now, 3)).sort();
      return { names: fresh, unordered: true, numbers: [fresh.length], confidence: 'high' };
    },
  },

  // ---- recency -------------------------------------------------------------------------------
  {
    id: 'rc-01',
    type: 'recency',
    question: 'When was the last credits_purchased?',
    expect: lastOf(() => ({ names: [CP] })),
  },
  {
    id: 'rc-02',
    type: 'recency',
    question: 'did anyone do a LanguagePackExported in the last 3 days?',
    expect: exists((now) => ({ range: R.lastDays(+now, 3), names: [LP] })),
  },
  {
    id: 'rc-03',
    type: 'recency',
    question: 'when did someone last hit Review Rejected?',
    expect: lastOf(() => ({ names: [RR] })),
  },
  {
    id: 'rc-04',
    type: 'recency',
    question: 'Has anybody ever used glossary-term-added?',
    expect: exists(() => ({ names: [GT] })),
  },
  {
    id: 'rc-05',
    type: 'recency',
    question: 'when was tr-0158 last active, date and time?',
    expect: lastOf(() => ({ user: 'tr-0158' })),
  },
  {
    id: 'rc-06',
    type: 'recency',
    question: 'most recent project.created — when was it?',
    expect: lastOf(() => ({ names: [PC] })),
  },
  {
    id: 'rc-07',
    type: 'recency',
    low: true,
    question: 'When was the last account_deleted event?',
    expect: alwaysLow,
  },
  {
    id: 'rc-08',
    type: 'recency',
    question: 'any credits_purchased in the past 96 hours?',
    expect: exists((now) => ({ range: R.lastHours(+now, 96), names: [CP] })),
  },
  {
    id: 'rc-09',
    type: 'recency',
    question: 'last time rev_0045 had a Translation Approved?',
    expect: lastOf(() => ({ names: [TA], user: 'rev_0045' })),
  },

  // ---- catalogue -----------------------------------------------------------------------------
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'What event names exist in our data?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users and how many events do we have overall?',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'How many distinct event types are we tracking?',
    expect: (events) => ({
      numbers: [new Set(events.map(byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'list every event type along with how many times it occured',
    expect: (events) => {
      const m = rank(tally(events, byName));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: events.length,
      };
    },
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'total number of users in the account?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question: 'new engineer here — what do we actually track? just give me the list of event names',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: 'size of the dataset: number of events, number of users, number of event names',
    expect: (events) => ({
      numbers: [events.length, users(events).size, new Set(events.map(byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ---- other ---------------------------------------------------------------------------------
  {
    id: 'other-01',
    type: 'other',
    question: 'Which target languages have the lowest translation completion percentage?',
    expect: alwaysLow,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'forecast our credit sales for next quarter please',
    expect: alwaysLow,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'which translator has the best quality score in the customer surveys?',
    expect: alwaysLow,
  },
  {
    id: 'other-04',
    type: 'other',
    question: "What's the email address of rev_0045? need to ping them about a glossary",
    expect: alwaysLow,
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'how many words are still untranslated in the German project?',
    expect: alwaysLow,
  },
  {
    id: 'other-06',
    type: 'other',
    question: "Translate 'Save changes' into French for me",
    expect: alwaysLow,
  },
  { id: 'other-07', type: 'other', question: "what's the weather in Berlin today", expect: alwaysLow },
  {
    id: 'other-08',
    type: 'other',
    question: 'What is the refund rate on credit purchases?',
    expect: alwaysLow,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'which browser and OS do most of our translators use?',
    expect: alwaysLow,
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'How much do we pay the MT vendor per million characters?',
    expect: alwaysLow,
  },
  {
    id: 'other-11',
    type: 'other',
    question: 'what time zone is dev.0192 in, and what is their job title?',
    expect: alwaysLow,
  },
];
