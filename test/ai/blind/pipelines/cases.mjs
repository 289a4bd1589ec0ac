// Blind round "pipelines": question cases for POST /ai, judged by /work/shared/ai/SEMANTICS.md.
// `expect(events, now)` computes the expectation with the reference oracle; nothing is hard-coded.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { ranges: R, DAY } = o;
const P = PERSONAS;

// ---- question text helpers -----------------------------------------------------------------
const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const ord = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const slashDay = (t) => o.isoDay(t);
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const yearOf = (t) => new Date(t).getUTCFullYear();

// ---- expectation builders ------------------------------------------------------------------
const HIGH = 'high',
  NOT_HIGH = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };
const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const nz = (xs) => xs.filter((x) => x !== 0);

// conf: HIGH when every word resolves exactly, NOT_HIGH when a loose word needs a stated match;
// `names` are the stored names the answer must mention in that case.
const count =
  (scope, conf = HIGH, names = []) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      numbers: [s.length],
      names,
      confidence: conf,
      dataPoints: s.length,
    }));

const distinct =
  (scope, conf = HIGH, names = []) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      numbers: [o.users(s).size],
      names,
      confidence: conf,
      dataPoints: s.length,
    }));

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : o.round((v[m - 1] + v[m]) / 2, 2);
};
const measure =
  (fn, scope, conf = HIGH, names = []) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      numbers: [fn(s)],
      names,
      confidence: conf,
      dataPoints: s.length,
    }));

const tieAt =
  (scope, key, { n = Infinity, ascending, by } = {}) =>
  (ev, now) => {
    const full = o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
    return n < full.length && full[n - 1][1] === full[n][1];
  };
const ranked = (scope, key, opts = {}, conf = HIGH, extraNames = []) => {
  const f = (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const top = o.rank(o.tally(s, key, opts.by), opts);
      return {
        names: [...extraNames, ...top.map(([k]) => k)],
        numbers: top.map(([, v]) => v),
        confidence: conf,
        ...(extraNames.length ? { unordered: true } : {}),
      };
    });
  f.tieAtCut = tieAt(scope, key, opts);
  return f;
};

const compare =
  (names, periods, conf = HIGH) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(a.length, b.length);
    return {
      numbers: nz([c.earlier, c.later, c.diff]),
      percents: c.pct === null ? [] : nz([c.pct]),
      names: conf === HIGH ? [] : names,
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
const compareValue =
  (names, periods, conf = HIGH) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(o.sum(a), o.sum(b));
    return {
      numbers: nz([c.earlier, c.later, c.diff]),
      percents: c.pct === null ? [] : nz([c.pct]),
      names: conf === HIGH ? [] : names,
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };

const shareEvents =
  (names, range, conf = HIGH) =>
  (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), (all) => ({
      percents: [o.percent(o.select(all, { names }).length, all.length)],
      names: conf === HIGH ? [] : names,
      confidence: conf,
      dataPoints: all.length,
    }));
const shareUsers =
  (names, range, conf = HIGH) =>
  (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), (all) => ({
      percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
      names: conf === HIGH ? [] : names,
      confidence: conf,
      dataPoints: all.length,
    }));

const conversion =
  (a, b, range, show, conf = HIGH) =>
  (ev, now) => {
    const r = range(+now),
      c = o.conversion(ev, r, a, b);
    if (!c.did) return LOW;
    const pts = o.select(ev, { range: r, names: [a, b] }).length;
    return {
      numbers: nz([...(show.includes('d') ? [c.did] : []), ...(show.includes('n') ? [c.converted] : [])]),
      percents: show.includes('%') ? nz([c.pct]) : [],
      names: conf === HIGH ? [] : [a, b],
      unordered: true,
      confidence: conf,
      dataPoints: pts,
    };
  };

const churned = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return orLow(o.select(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: HIGH,
  }));
};
const newUsers = (range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: HIGH,
  }));

// "when was the last X": the date of the newest X; dataPoints = all X events (in scope)
const lastDate =
  (scope, conf = HIGH, names = []) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => ({
      names: [...names, o.isoDay(o.time(o.newestFirst(s)[0]))],
      confidence: conf,
      dataPoints: s.length,
    }));

const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });
const refuse = () => LOW;

// per-period breakdown: every bucket's figure, buckets named
const breakdown =
  (scope, key, { by, sortKeys = true, conf = HIGH, names = [], unordered = false } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const t = o.tally(s, key, by);
      const keys = sortKeys ? [...t.keys()].sort() : [...t.keys()];
      return {
        names: [...names, ...keys],
        numbers: keys.map((k) => t.get(k)),
        confidence: conf,
        dataPoints: s.length,
        ...(unordered || names.length ? { unordered: true } : {}),
      };
    });

export const cases = [
  // ---- 1. counts ----------------------------------------------------------------------------
  {
    id: 'count-pushes-today',
    type: 'count',
    question: 'how many git.push events today',
    expect: count((now) => ({ range: R.today(now), names: ['git.push'] })),
  },
  {
    id: 'count-failed-yesterday',
    type: 'count',
    question: 'Yesterday, how many build_failed did we get?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['build_failed'] })),
  },
  {
    id: 'count-rollbacks-30d',
    type: 'count',
    question: 'number of rollbacks in the past 30 days',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['rollback'] })),
  },
  {
    id: 'count-all-last-week',
    type: 'count',
    question: 'Total events last week?',
    expect: count((now) => ({ range: R.lastWeek(now) })),
  },
  {
    id: 'count-prod-deploys-this-month',
    type: 'count',
    question: 'how many prod deploys have gone out this month',
    expect: count((now) => ({ range: R.thisMonth(now), names: ['deploy.production'] }), NOT_HIGH, [
      'deploy.production',
    ]),
  },
  {
    id: 'count-pipelines-finished-on-date',
    type: 'count',
    question: (now) => `How many pipeline_finished events were there on ${longDay(daysAgo(now, 8))}?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 8)), names: ['pipeline_finished'] })),
  },
  {
    id: 'count-staging-between',
    type: 'count',
    question: (now) =>
      `deploy.staging count between ${slashDay(daysAgo(now, 21))} and ${slashDay(daysAgo(now, 15))} pls`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 21), daysAgo(now, 15)),
      names: ['deploy.staging'],
    })),
  },
  {
    id: 'count-signups-before',
    type: 'count',
    question: (now) => `How many sign-ups did we have before ${shortDay(daysAgo(now, 45))}?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 45)), names: ['signup'] })),
  },
  {
    id: 'count-builds-broke-12h',
    type: 'count',
    question: 'how many times did the build break in the last 12 hours?',
    expect: count((now) => ({ range: R.lastHours(now, 12), names: ['build_failed'] }), NOT_HIGH, [
      'build_failed',
    ]),
  },
  {
    id: 'count-signups-last-year',
    type: 'count',
    low: true,
    question: 'How many signups did we get last year?',
    expect: refuse,
  },
  {
    id: 'count-invites-this-year',
    type: 'count',
    question: 'Member Invited events this year — how many?',
    expect: count((now) => ({ range: R.thisYear(now), names: ['Member Invited'] })),
  },

  // ---- 2. distinct users ----------------------------------------------------------------------
  {
    id: 'users-active-7d',
    type: 'users',
    question: 'How many active users in the last 7 days?',
    expect: distinct((now) => ({ range: R.lastDays(now, 7) })),
  },
  {
    id: 'users-today',
    type: 'users',
    question: 'unique users today',
    expect: distinct((now) => ({ range: R.today(now) })),
  },
  {
    id: 'users-pushed-this-week',
    type: 'users',
    question: 'How many devs pushed code this week?',
    expect: distinct((now) => ({ range: R.thisWeek(now), names: ['git.push'] }), NOT_HIGH, ['git.push']),
  },
  {
    id: 'users-prod-last-month',
    type: 'users',
    question: 'how many diferent people had a deploy.production last month',
    expect: distinct((now) => ({ range: R.lastMonth(now), names: ['deploy.production'] })),
  },
  {
    id: 'users-bought-minutes',
    type: 'users',
    question: 'How many customers have ever bought build minutes?',
    expect: distinct(() => ({ names: ['build_minutes_purchased'] }), NOT_HIGH, ['build_minutes_purchased']),
  },
  {
    id: 'users-in-october',
    type: 'users',
    question: (now) => `Active users in ${monthName(o.pastMonth(+now, 9))}?`,
    expect: distinct((now) => ({ range: R.month(o.pastMonth(now, 9)) })),
  },
  {
    id: 'users-repo-connected-3m',
    type: 'users',
    question: 'how many users did repo_connected in the past 3 months',
    expect: distinct((now) => ({ range: R.lastMonths(now, 3), names: ['repo_connected'] })),
  },
  {
    id: 'users-24h',
    type: 'users',
    question: 'Number of people active in the last 24 hours',
    expect: distinct((now) => ({ range: R.lastHours(now, 24) })),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'How many users triggered canary_release in the last 30 days?',
    expect: refuse,
  },

  // ---- 3. values -------------------------------------------------------------------------------
  {
    id: 'value-avg-duration-7d',
    type: 'value',
    question: 'average pipeline_finished value over the last 7 days',
    expect: measure(o.avg, (now) => ({ range: R.lastDays(now, 7), names: ['pipeline_finished'] })),
  },
  {
    id: 'value-avg-build-time',
    type: 'value',
    question: 'whats our avg build time??',
    expect: measure(o.avg, () => ({ names: ['pipeline_finished'] }), NOT_HIGH, ['pipeline_finished']),
  },
  {
    id: 'value-max-duration-this-month',
    type: 'value',
    question: 'Max pipeline_finished value this month',
    expect: measure(o.max, (now) => ({ range: R.thisMonth(now), names: ['pipeline_finished'] })),
  },
  {
    id: 'value-median-prod-deploy-explicit',
    type: 'value',
    question: (now) => `What's the median deploy.production value since ${longDay(o.monthStart(+now, -1))}?`,
    expect: measure(median, (now) => ({
      range: R.since(o.monthStart(now, -1), now),
      names: ['deploy.production'],
    })),
  },
  {
    id: 'value-sum-minutes-purchased',
    type: 'value',
    question: 'Total build_minutes_purchased value, all time',
    expect: measure(o.sum, () => ({ names: ['build_minutes_purchased'] })),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'revenue last month?',
    expect: measure(
      o.sum,
      (now) => ({ range: R.lastMonth(now), names: ['build_minutes_purchased'] }),
      NOT_HIGH,
      ['build_minutes_purchased'],
    ),
  },
  {
    id: 'value-push-sum-2w',
    type: 'value',
    question: "what's the total git.push value for the last 2 weeks? (that's commits pushed)",
    expect: measure(o.sum, (now) => ({ range: R.lastWeeks(now, 2), names: ['git.push'] })),
  },
  {
    id: 'value-min-staging',
    type: 'value',
    question: 'minimum deploy.staging value in October 2026',
    expect: measure(o.min, () => ({ range: R.month(Date.UTC(2026, 9, 1)), names: ['deploy.staging'] })),
  },
  {
    id: 'value-avg-user-duration',
    type: 'value',
    question: `Average pipeline_finished value for ${P.powerDev}?`,
    expect: measure(o.avg, () => ({ names: ['pipeline_finished'], user: P.powerDev })),
  },
  {
    id: 'value-sum-duration-yesterday',
    type: 'value',
    question: 'sum of pipeline_finished values yesterday',
    expect: measure(o.sum, (now) => ({ range: R.yesterday(now), names: ['pipeline_finished'] })),
  },

  // ---- 4. top events ---------------------------------------------------------------------------
  {
    id: 'top-events-default',
    type: 'top-events',
    question: 'What are our top events?',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-last-week',
    type: 'top-events',
    question: 'top three events last week',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-common',
    type: 'top-events',
    question: 'Which event is the least common?',
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-most-common-month',
    type: 'top-events',
    question: 'most frequent event this month',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-4-october',
    type: 'top-events',
    question: (now) => `In ${monthName(o.pastMonth(+now, 9))}, what were the 4 most common events?`,
    expect: ranked((now) => ({ range: R.month(o.pastMonth(now, 9)) }), o.byName, { n: 4 }),
  },
  {
    id: 'top-events-bottom-3-90d',
    type: 'top-events',
    question: 'bottom 3 events over the past 90 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 90) }), o.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-rank-all-yesterday',
    type: 'top-events',
    question: 'rank every event name by how often it happened yesterday',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName),
  },

  // ---- 5. top users ----------------------------------------------------------------------------
  {
    id: 'top-users-5-all',
    type: 'top-users',
    question: 'Who are the 5 most active users?',
    expect: ranked(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-3-this-month',
    type: 'top-users',
    question: 'top 3 users by number of events this month',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'Who are our top 3 spenders?',
    expect: ranked(() => ({ names: ['build_minutes_purchased'] }), o.byUser, { n: 3, by: o.value }, NOT_HIGH),
  },
  {
    id: 'top-users-pushes-30d',
    type: 'top-users',
    question: 'which dev pushed the most in the last 30 days',
    expect: ranked(
      (now) => ({ range: R.lastDays(now, 30), names: ['git.push'] }),
      o.byUser,
      { n: 1 },
      NOT_HIGH,
      ['git.push'],
    ),
  },
  {
    id: 'top-users-failed-two',
    type: 'top-users',
    question: 'Top two users by build_failed count last month',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: ['build_failed'] }), o.byUser, { n: 2 }),
  },
  {
    id: 'top-users-duration-sum',
    type: 'top-users',
    question: 'which 3 users have the highest total pipeline_finished value?',
    expect: ranked(() => ({ names: ['pipeline_finished'] }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-1-past-week',
    type: 'top-users',
    question: 'most active user in the past week?',
    expect: ranked((now) => ({ range: R.lastDays(now, 7) }), o.byUser, { n: 1 }),
  },

  // ---- 6. one user -----------------------------------------------------------------------------
  {
    id: 'user-count-power',
    type: 'user',
    question: `how many events does ${P.powerDev} have`,
    expect: count(() => ({ user: P.powerDev })),
  },
  {
    id: 'user-first-last-lapsed',
    type: 'user',
    question: `When did ${P.lapsed} first show up and when were they last seen?`,
    expect: (ev) => {
      const s = o.newestFirst(o.select(ev, { user: P.lapsed }));
      return {
        names: [o.isoDay(o.time(s.at(-1))), o.isoDay(o.time(s[0]))],
        confidence: HIGH,
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-last-seen-new',
    type: 'user',
    question: `${P.newUser} last seen?`,
    expect: (ev) => {
      const s = o.newestFirst(o.select(ev, { user: P.newUser }));
      return { names: [o.isoDay(o.time(s[0]))], confidence: HIGH, dataPoints: s.length };
    },
  },
  {
    id: 'user-recent-3',
    type: 'user',
    question: `show me the last 3 events from ${P.buyer}`,
    expect: Object.assign(
      (ev) => ({
        names: o
          .newestFirst(o.select(ev, { user: P.buyer }))
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: HIGH,
      }),
      {
        tieAtCut: (ev) => {
          const s = o.newestFirst(o.select(ev, { user: P.buyer })).slice(0, 4);
          return new Set(s.map(o.time)).size < s.length;
        },
      },
    ),
  },
  {
    id: 'user-event-names-new',
    type: 'user',
    question: `which event names has ${P.newUser} used so far?`,
    expect: (ev) => ({
      names: allNames(o.select(ev, { user: P.newUser })),
      unordered: true,
      confidence: HIGH,
    }),
  },
  {
    id: 'user-failed-this-month',
    type: 'user',
    question: `How many build_failed events for ${P.powerDev} this month?`,
    expect: count((now) => ({ range: R.thisMonth(now), names: ['build_failed'], user: P.powerDev })),
  },
  {
    id: 'user-bot-prod-deploys-week',
    type: 'user',
    question: `how many times did ${P.heaviest} deploy to production last week?`,
    expect: count(
      (now) => ({ range: R.lastWeek(now), names: ['deploy.production'], user: P.heaviest }),
      NOT_HIGH,
      ['deploy.production'],
    ),
  },
  {
    id: 'user-spent-buyer',
    type: 'user',
    question: `How much has ${P.buyer} spent on build minutes in total?`,
    expect: measure(o.sum, () => ({ names: ['build_minutes_purchased'], user: P.buyer }), NOT_HIGH, [
      'build_minutes_purchased',
    ]),
  },
  { id: 'user-unknown', type: 'user', low: true, question: `what has ${NOBODY} been up to?`, expect: refuse },

  // ---- 7. breakdowns over time -----------------------------------------------------------------
  {
    id: 'breakdown-starts-per-day-last-week',
    type: 'breakdown',
    question: 'pipeline_started per day last week',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: ['pipeline_started'] }), o.byDay),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'Busiest day in teh past 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-hour-push',
    type: 'breakdown',
    question: 'at what hour of the day do we see the most git.push events?',
    expect: ranked(() => ({ names: ['git.push'] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: 'Which weekday is the quietest one for us',
    expect: ranked(() => ({}), o.byWeekday, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-weekday-failed',
    type: 'breakdown',
    question: 'build_failed by day of week',
    expect: breakdown(() => ({ names: ['build_failed'] }), o.byWeekday, { unordered: true }),
  },
  {
    id: 'breakdown-signups-monthly',
    type: 'breakdown',
    question: (now) =>
      `Monthly signups from ${longDay(o.monthStart(+now, -3))} to ${longDay(o.monthStart(+now) - DAY)}`,
    expect: breakdown(
      (now) => ({ range: R.between(o.monthStart(now, -3), o.monthStart(now) - DAY), names: ['signup'] }),
      o.byMonth,
    ),
  },
  {
    id: 'breakdown-weekly-rollbacks',
    type: 'breakdown',
    question: (now) => `weekly rollback counts since ${shortDay(o.weekStart(+now) - 6 * 7 * DAY)}`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 6 * 7 * DAY, now), names: ['rollback'] }),
      o.byWeek,
    ),
  },
  {
    id: 'breakdown-busiest-hour-on-day',
    type: 'breakdown',
    question: (now) => `On ${shortDay(daysAgo(now, 2))}, what was the busiest hour?`,
    expect: ranked((now) => ({ range: R.on(daysAgo(now, 2)) }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-prod-per-week-loose',
    type: 'breakdown',
    question: (now) => `production deploys per week since ${longDay(o.weekStart(+now) - 4 * 7 * DAY)}`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 4 * 7 * DAY, now), names: ['deploy.production'] }),
      o.byWeek,
      { conf: NOT_HIGH, names: ['deploy.production'] },
    ),
  },

  // ---- 8. comparisons (earlier period first) ---------------------------------------------------
  {
    id: 'compare-pushes-7d',
    type: 'compare',
    question: 'git.push in the last 7 days vs the previous 7 days?',
    expect: compare(['git.push'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-failed-last-week',
    type: 'compare',
    question: 'build_failed last week compared with the week before',
    expect: compare(['build_failed'], (now) => [R.lastWeek(now - 7 * DAY), R.lastWeek(now)]),
  },
  {
    id: 'compare-named-months',
    type: 'compare',
    question: (now) =>
      `Compare signups in ${monthName(o.monthStart(+now, -2))} with ${monthName(o.monthStart(+now, -1))}`,
    expect: compare(['signup'], (now) => [R.month(o.monthStart(now, -2)), R.month(o.monthStart(now, -1))]),
  },
  {
    id: 'compare-all-30d',
    type: 'compare',
    question: 'Total activity over the past 30 days vs the 30 days before that?',
    expect: compare(undefined, (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)]),
  },
  {
    id: 'compare-rollbacks-growing',
    type: 'compare',
    question: 'Are rollbacks growing? last 4 weeks vs the 4 weeks before',
    expect: compare(['rollback'], (now) => [R.lastWeeks(now - 28 * DAY, 4), R.lastWeeks(now, 4)]),
  },
  {
    id: 'compare-prod-deploys-month',
    type: 'compare',
    question: 'did we ship more to production last month than the month before?',
    expect: compare(
      ['deploy.production'],
      (now) => [R.month(o.monthStart(now, -2)), R.lastMonth(now)],
      NOT_HIGH,
    ),
  },
  {
    id: 'compare-minutes-revenue',
    type: 'compare',
    question: (now) =>
      `build_minutes_purchased value: ${monthName(o.monthStart(+now, -2))} vs ${monthName(o.monthStart(+now, -1))}`,
    expect: compareValue(['build_minutes_purchased'], (now) => [
      R.month(o.monthStart(now, -2)),
      R.month(o.monthStart(now, -1)),
    ]),
  },
  {
    id: 'compare-yesterday-day-before',
    type: 'compare',
    question: 'pipeline_started yesterday vs the day before',
    expect: compare(['pipeline_started'], (now) => [R.yesterday(now - DAY), R.yesterday(now)]),
  },

  // ---- 9. shares ---------------------------------------------------------------------------------
  {
    id: 'share-events-failed',
    type: 'share',
    question: 'What percentage of all events are build_failed?',
    expect: shareEvents(['build_failed'], R.all),
  },
  {
    id: 'share-events-rollback-month',
    type: 'share',
    question: 'share of events this month that were rollbacks',
    expect: shareEvents(['rollback'], R.thisMonth),
  },
  {
    id: 'share-users-prod-30d',
    type: 'share',
    question: 'What % of active users deployed to prod in the last 30 days?',
    expect: shareUsers(['deploy.production'], (now) => R.lastDays(now, 30), NOT_HIGH),
  },
  {
    id: 'share-users-minutes',
    type: 'share',
    question: 'percent of users who have done build_minutes_purchased',
    expect: shareUsers(['build_minutes_purchased'], R.all),
  },
  {
    id: 'share-users-push-week',
    type: 'share',
    question: 'last week, what percentage of active users had a git.push?',
    expect: shareUsers(['git.push'], R.lastWeek),
  },
  {
    id: 'share-events-staging-oct',
    type: 'share',
    question: (now) =>
      `In ${monthName(o.pastMonth(+now, 9))} ${yearOf(o.pastMonth(+now, 9))}, what share of events were deploy.staging?`,
    expect: shareEvents(['deploy.staging'], (now) => R.month(o.pastMonth(now, 9))),
  },
  {
    id: 'share-events-pushes-loose',
    type: 'share',
    question: 'how much of our activity is just pushes?',
    expect: shareEvents(['git.push'], R.all, NOT_HIGH),
  },

  // ---- 10. conversion ----------------------------------------------------------------------------
  {
    id: 'conv-signup-repo-60d',
    type: 'conversion',
    question: 'Of users who did signup in the last 60 days, how many later did repo_connected? and what %?',
    expect: conversion('signup', 'repo_connected', (now) => R.lastDays(now, 60), 'dn%'),
  },
  {
    id: 'conv-passed-staging',
    type: 'conversion',
    question: 'what percentage of users with build_passed went on to deploy.staging',
    expect: conversion('build_passed', 'deploy.staging', R.all, '%'),
  },
  {
    id: 'conv-staging-prod-month',
    type: 'conversion',
    question: 'this month: of the people who deployed to staging, how many then deployed to production?',
    expect: conversion('deploy.staging', 'deploy.production', R.thisMonth, 'n', NOT_HIGH),
  },
  {
    id: 'conv-signup-push',
    type: 'conversion',
    question: (now) => `signup → git.push conversion rate since ${longDay(o.monthStart(+now, -1))}`,
    expect: conversion('signup', 'git.push', (now) => R.since(o.monthStart(now, -1), now), '%'),
  },
  {
    id: 'conv-signup-buy',
    type: 'conversion',
    question: 'How many new signups ended up buying build minutes?',
    expect: conversion('signup', 'build_minutes_purchased', R.all, 'n', NOT_HIGH),
  },
  {
    id: 'conv-failed-passed-week',
    type: 'conversion',
    question: 'In the past week, of users with a build_failed, what % later got a build_passed?',
    expect: conversion('build_failed', 'build_passed', (now) => R.lastDays(now, 7), '%'),
  },
  {
    id: 'conv-prod-rollback',
    type: 'conversion',
    question: 'Of users who had deploy.production, how many later had a rollback?',
    expect: conversion('deploy.production', 'rollback', R.all, 'dn'),
  },

  // ---- 11. churn and new users -------------------------------------------------------------------
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `users active in ${monthName(o.monthStart(+now, -2))} who did nothing in ${monthName(o.monthStart(+now, -1))}`,
    expect: churned((now) => [R.month(o.monthStart(now, -2)), R.month(o.monthStart(now, -1))]),
  },
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'new users this month?',
    expect: newUsers(R.thisMonth),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'How many new users did we get in the last 14 days',
    expect: newUsers((now) => R.lastDays(now, 14)),
  },
  {
    id: 'churn-new-this-week',
    type: 'churn',
    question: 'number of brand new users this week',
    expect: newUsers(R.thisWeek),
  },
  {
    id: 'churn-last-week-not-this',
    type: 'churn',
    question: 'Users active last week who have not been active this week — how many?',
    expect: churned((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-new-in-october',
    type: 'churn',
    question: (now) => `How many users were new in ${monthName(o.pastMonth(+now, 9))}?`,
    expect: newUsers((now) => R.month(o.pastMonth(now, 9))),
  },

  // ---- 12. existence and recency ----------------------------------------------------------------
  {
    id: 'recency-last-rollback',
    type: 'recency',
    question: 'When was the last rollback?',
    expect: lastDate(() => ({ names: ['rollback'] })),
  },
  {
    id: 'recency-last-purchase',
    type: 'recency',
    question: 'when did someone last do build_minutes_purchased',
    expect: lastDate(() => ({ names: ['build_minutes_purchased'] })),
  },
  {
    id: 'recency-last-repo',
    type: 'recency',
    question: 'last time anybody connected a repo?',
    expect: lastDate(() => ({ names: ['repo_connected'] }), NOT_HIGH, ['repo_connected']),
  },
  {
    id: 'recency-lapsed-push',
    type: 'recency',
    question: `When did ${P.lapsed} last do a git.push?`,
    expect: lastDate(() => ({ names: ['git.push'], user: P.lapsed })),
  },
  {
    id: 'recency-anyone-invite',
    type: 'recency',
    question: 'Has anyone had a Member Invited event? When was the most recent one?',
    expect: lastDate(() => ({ names: ['Member Invited'] })),
  },
  {
    id: 'recency-last-signup',
    type: 'recency',
    question: 'most recent signup — when?',
    expect: lastDate(() => ({ names: ['signup'] })),
  },
  {
    id: 'recency-unknown-user',
    type: 'recency',
    low: true,
    question: `When was ${NOBODY} last seen?`,
    expect: refuse,
  },

  // ---- 13. catalogue ----------------------------------------------------------------------------
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-users-events',
    type: 'catalogue',
    question: 'How many users and how many events are there in total?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-count-names',
    type: 'catalogue',
    question: 'how many different event names exist?',
    expect: catalogue((ev) => ({ numbers: [allNames(ev).length] })),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'total number of events stored, all time',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'list all the event names pls',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-total-users',
    type: 'catalogue',
    question: 'How many unique users overall?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },

  // ---- 14. out of scope ---------------------------------------------------------------------------
  {
    id: 'other-country',
    type: 'other',
    question: 'Which country are most of our developers in?',
    expect: refuse,
  },
  { id: 'other-branch', type: 'other', question: 'which branch has the most failed builds?', expect: refuse },
  {
    id: 'other-language',
    type: 'other',
    question: 'What programming language do most connected repos use?',
    expect: refuse,
  },
  {
    id: 'other-coverage',
    type: 'other',
    question: 'average test coverage across all repos?',
    expect: refuse,
  },
  {
    id: 'other-region',
    type: 'other',
    question: 'How many production deploys went to eu-west-1 vs us-east-1?',
    expect: refuse,
  },
  {
    id: 'other-runner-cpu',
    type: 'other',
    question: 'what is the CPU usage of our build runners right now',
    expect: refuse,
  },
  {
    id: 'other-yaml',
    type: 'other',
    question: 'Write me a pipeline YAML that runs npm test on every push',
    expect: refuse,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict how many build minutes we will sell next quarter',
    expect: refuse,
  },
  { id: 'other-nonsense', type: 'other', question: 'blorp the flux capacitor sideways?', expect: refuse },
  {
    id: 'other-weather',
    type: 'other',
    question: "What's the weather in Amsterdam tomorrow?",
    expect: refuse,
  },
];
