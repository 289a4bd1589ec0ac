// Blind round "apiary": questions a hive-monitoring app's staff would type, with expectations
// computed from the events by the reference oracle (never typed in by hand).
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
  pastMonthDay,
  pastMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';

// ---- date wording, always generated from now ----
const T = (now) => +now;
const iso = (t) => isoDay(t);
const mon3 = (t) => MONTHS[new Date(t).getUTCMonth()].slice(0, 3);
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
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
const short = (t) => `${mon3(t)} ${dnum(t)}`; // "Nov 6"
const longD = (t) => `${monthName(t)} ${ord(dnum(t))}`; // "November 6th"
const euro = (t) => `${dnum(t)} ${monthName(t)} ${new Date(t).getUTCFullYear()}`; // "6 November 2026"
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const ago = (now, n) => dayStart(T(now)) - n * DAY; // start of the UTC day n days back
const incident = (now) => ago(now, 23);
// "on Nov 6" (no year): the nearest past such day
const onShort = (now, t) =>
  ranges.on(pastMonthDay(T(now), new Date(t).getUTCMonth(), new Date(t).getUTCDate()));
const inMonth = (now, t) => ranges.month(pastMonth(T(now), new Date(t).getUTCMonth()));

const r2 = (x) => round(x, 2);
const fig = (x) => (Number.isInteger(x) ? x : r2(x));

// ---- expectation builders ----
const HIGH = 'high',
  NH = 'not-high';
const countX =
  (sel, confidence = HIGH) =>
  (events, now) => {
    const evs = select(events, sel(now));
    return { numbers: [evs.length], confidence, dataPoints: evs.length };
  };
const usersX =
  (sel, confidence = HIGH) =>
  (events, now) => {
    const evs = select(events, sel(now));
    return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
  };
const valueX =
  (sel, fn, confidence = HIGH, names) =>
  (events, now) => {
    const evs = select(events, sel(now));
    return {
      numbers: [fig(fn(evs))],
      confidence,
      dataPoints: evs.length,
      ...(names ? { names, unordered: true } : {}),
    };
  };
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const lowX = () => ({ confidence: 'low', dataPoints: 0 });

// ranked list; the tie check looks at the item just past the cut
function ranked(sel, key, { n = 5, ascending = false, measure, confidence = HIGH, dp } = {}) {
  const full = (events, now) => rank(tally(select(events, sel(now)), key, measure), { ascending });
  const expect = (events, now) => {
    const evs = select(events, sel(now));
    const top = full(events, now).slice(0, n);
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => fig(v)),
      confidence,
      dataPoints: dp ? dp(events, now) : evs.length,
    };
  };
  expect.tieAtCut = (events, now) => {
    const f = full(events, now);
    return f.length > n && fig(f[n - 1][1]) === fig(f[n][1]);
  };
  return expect;
}

const compareX =
  (selA, selB, measure = (evs) => evs.length, confidence = HIGH) =>
  (events, now) => {
    const a = select(events, selA(now)),
      b = select(events, selB(now));
    const c = change(measure(a), measure(b));
    const diff = fig(c.diff);
    return {
      numbers: [fig(c.earlier), fig(c.later), diff],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };

const shareEventsX =
  (sel, part, confidence = HIGH) =>
  (events, now) => {
    const all = select(events, sel(now));
    const p = all.filter(part);
    return { percents: [percent(p.length, all.length)], confidence, dataPoints: all.length };
  };
const shareUsersX =
  (sel, part, confidence = HIGH) =>
  (events, now) => {
    const all = select(events, sel(now));
    return {
      percents: [percent(users(all.filter(part)).size, users(all).size)],
      confidence,
      dataPoints: all.length,
    };
  };
const convX =
  (sel, a, b, confidence = HIGH) =>
  (events, now) => {
    const { range } = sel(now);
    const c = conversion(events, range, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: select(events, { range, names: [a, b] }).length,
    };
  };
const lastX =
  (sel, confidence = HIGH) =>
  (events, now) => {
    const evs = select(events, sel(now));
    const t = time(newestFirst(evs)[0]);
    return { names: [iso(t), hhmm(t)], confidence, dataPoints: evs.length };
  };

const R = ranges;
const L = (n) => (now) => ({ range: R.lastDays(T(now), n) });
const Ln = (n, name) => (now) => ({ range: R.lastDays(T(now), n), names: [name] });
const ALL = () => ({});
const MONEY = ['PlanUpgraded', 'subscription.renewed'];
const fourWeeks = (now) => R.between(weekStart(T(now)) - 4 * WEEK, weekStart(T(now)) - DAY);
const threeMonths = (now) => R.between(monthStart(T(now), -3), monthStart(T(now)) - DAY);

export const cases = [
  // ---------------- count ----------------
  {
    id: 'count-01',
    type: 'count',
    question: 'how many inspection_logged events do we have, all time?',
    expect: countX(() => ({ names: ['inspection_logged'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Quick one — how many queen checks got loged last week?',
    expect: countX((now) => ({ range: R.lastWeek(T(now)), names: ['queen_check'] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'number of mite counts recorded in the past 30 days pls',
    expect: countX(Ln(30, 'mite-count')),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) =>
      `Support got flooded that night — how many Swarm Alert events fired on ${short(incident(now))}?`,
    expect: countX((now) => ({ range: onShort(now, incident(now)), names: ['Swarm Alert'] })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'Total number of evnets yesterday?',
    expect: countX((now) => ({ range: R.yesterday(T(now)) })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) =>
      `How many FeedingLogged entries between ${iso(ago(now, 40))} and ${iso(ago(now, 20))}?`,
    expect: countX((now) => ({ range: R.between(ago(now, 40), ago(now, 20)), names: ['FeedingLogged'] })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'how many times did keeper_142 log inspection_logged in the last 14 days?',
    expect: countX((now) => ({
      range: R.lastDays(T(now), 14),
      names: ['inspection_logged'],
      user: 'keeper_142',
    })),
  },
  {
    id: 'count-08',
    type: 'count',
    low: true,
    question: 'how many pollen_trap_emptied events happened last month?',
    expect: lowX,
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `how many harvests have people put in since ${longD(ago(now, 75))}?`,
    expect: countX(
      (now) => ({
        range: R.since(
          pastMonthDay(T(now), new Date(ago(now, 75)).getUTCMonth(), dnum(ago(now, 75))),
          T(now),
        ),
        names: ['HarvestRecorded'],
      }),
      NH,
    ),
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) =>
      `Treatment Applied count in ${monthName(monthStart(T(now), -2))} ${new Date(monthStart(T(now), -2)).getUTCFullYear()}?`,
    expect: countX((now) => ({ range: R.month(monthStart(T(now), -2)), names: ['Treatment Applied'] })),
  },
  {
    id: 'count-11',
    type: 'count',
    question: (now) => `how many hive.added events were there before ${iso(ago(now, 60))}?`,
    expect: countX((now) => ({ range: R.before(ago(now, 60)), names: ['hive.added'] })),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'How many renewed subscriptions did we process last month?',
    expect: countX((now) => ({ range: R.lastMonth(T(now)), names: ['subscription.renewed'] }), NH),
  },

  // ---------------- users ----------------
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users did we have in the past week?',
    expect: usersX(L(7)),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'how many people did a mite-count last month? asking for the varroa newsletter',
    expect: usersX((now) => ({ range: R.lastMonth(T(now)), names: ['mite-count'] })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'active users last week?',
    expect: usersX((now) => ({ range: R.lastWeek(T(now)) })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'How many distinct customers triggered app_opened yesterday?',
    expect: usersX((now) => ({ range: R.yesterday(T(now)), names: ['app_opened'] })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'how many users sent a scale.reading in the past 24 hours — i.e. how many scales are online',
    expect: usersX((now) => ({ range: R.lastHours(T(now), 24), names: ['scale.reading'] })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) =>
      `Number of users who logged a Harvest Recorded in ${monthName(monthStart(T(now), -3))}`,
    expect: usersX((now) => ({ range: inMonth(now, monthStart(T(now), -3)), names: ['HarvestRecorded'] })),
  },
  {
    id: 'users-10',
    type: 'users',
    question: 'how many people did inspections last week?',
    expect: usersX((now) => ({ range: R.lastWeek(T(now)), names: ['inspection_logged'] }), NH),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'how many users hit hive_inspection_failed this quarter?',
    expect: lowX,
  },
  {
    id: 'users-08',
    type: 'users',
    question: (now) => `unique users with a queen_check from ${euro(ago(now, 50))} to ${euro(ago(now, 36))}`,
    expect: usersX((now) => ({ range: R.between(ago(now, 50), ago(now, 36)), names: ['queen_check'] })),
  },

  // ---------------- value ----------------
  {
    id: 'value-01',
    type: 'value',
    question: 'Total kg of honey harvested (HarvestRecorded value) over the last 3 months?',
    expect: valueX((now) => ({ range: R.lastMonths(T(now), 3), names: ['HarvestRecorded'] }), sum),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'whats the avrage mite-count value in the last 30 days',
    expect: valueX(Ln(30, 'mite-count'), avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Heaviest scale.reading last week — max value?',
    expect: valueX((now) => ({ range: R.lastWeek(T(now)), names: ['scale.reading'] }), max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'minimum scale.reading value yesterday (checking for a broken load cell)',
    expect: valueX((now) => ({ range: R.yesterday(T(now)), names: ['scale.reading'] }), min),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median HarvestRecorded value across all time?',
    expect: valueX(() => ({ names: ['HarvestRecorded'] }), median),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'For finance: sum of subscription.renewed amounts last month.',
    expect: valueX((now) => ({ range: R.lastMonth(T(now)), names: ['subscription.renewed'] }), sum),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'what was our revenue last month?',
    expect: valueX((now) => ({ range: R.lastMonth(T(now)), names: MONEY }), sum, NH, MONEY),
  },
  {
    id: 'value-08',
    type: 'value',
    question: (now) => `total FeedingLogged value (litres of syrup) since ${iso(ago(now, 30))}`,
    expect: valueX((now) => ({ range: R.since(ago(now, 30), T(now)), names: ['FeedingLogged'] }), sum),
  },
  {
    id: 'value-09',
    type: 'value',
    question:
      'average inspection_logged value for keeper_142 — roughly how many frames does he look at per inspection?',
    expect: valueX(() => ({ names: ['inspection_logged'], user: 'keeper_142' }), avg),
  },
  {
    id: 'value-12',
    type: 'value',
    question: 'how many litres of syrup did people feed in total last month?',
    expect: valueX((now) => ({ range: R.lastMonth(T(now)), names: ['FeedingLogged'] }), sum, NH),
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'What is the total Treatment Applied value in the past 2 weeks?',
    expect: valueX((now) => ({ range: R.lastWeeks(T(now), 2), names: ['Treatment Applied'] }), sum),
  },

  // ---------------- top-events ----------------
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked(L(30), byName, { n: 5 }),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'What are the three most common events of all time?',
    expect: ranked(ALL, byName, { n: 3 }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'the 3 least common event types last month?',
    expect: ranked((now) => ({ range: R.lastMonth(T(now)) }), byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'which event happened the most yesterday?',
    expect: ranked((now) => ({ range: R.yesterday(T(now)) }), byName, { n: 1 }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: "keeper_142's top 2 events over the last 14 days?",
    expect: ranked((now) => ({ range: R.lastDays(T(now), 14), user: 'keeper_142' }), byName, { n: 2 }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: 'Most frequent actions last week, give me the top 4.',
    expect: ranked((now) => ({ range: R.lastWeek(T(now)) }), byName, { n: 4 }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: (now) => `In ${monthName(monthStart(T(now), -2))}, what were the top 4 events?`,
    expect: ranked((now) => ({ range: inMonth(now, monthStart(T(now), -2)) }), byName, { n: 4 }),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: 'which is the rarest event overall?',
    expect: ranked(ALL, byName, { n: 1, ascending: true }),
  },

  // ---------------- top-users ----------------
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'who are our two most active users?',
    expect: ranked(ALL, byUser, { n: 2 }),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'Top 2 users by number of events in the last 30 days',
    expect: ranked(L(30), byUser, { n: 2 }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'who are our top spenders?',
    expect: ranked(() => ({ names: MONEY }), byUser, { n: 5, measure: value, confidence: NH }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question:
      'which users inspected the most frames last month? top 3 by summed inspection_logged value please',
    expect: ranked((now) => ({ range: R.lastMonth(T(now)), names: ['inspection_logged'] }), byUser, {
      n: 3,
      measure: value,
    }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question:
      'Who harvested the most honey in the last 3 months — top 3 by summed HarvestRecorded value (kg)?',
    expect: ranked((now) => ({ range: R.lastMonths(T(now), 3), names: ['HarvestRecorded'] }), byUser, {
      n: 3,
      measure: value,
    }),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'which user has had the most swarm alerts?',
    expect: ranked(() => ({ names: ['Swarm Alert'] }), byUser, { n: 1 }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'top 5 users by total subscription.renewed amount, all time',
    expect: ranked(() => ({ names: ['subscription.renewed'] }), byUser, { n: 5, measure: value }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'most active customer last week?',
    expect: ranked((now) => ({ range: R.lastWeek(T(now)) }), byUser, { n: 1 }),
  },

  // ---------------- user ----------------
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events has keeper_142 logged in total?',
    expect: countX(() => ({ user: 'keeper_142' })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'When was keeper_318 last seen? They used to be in the app every day.',
    expect: lastX(() => ({ user: 'keeper_318' })),
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'first seen date for keeper_547?',
    expect: (events) => {
      const evs = select(events, { user: 'keeper_547' });
      const t = Math.min(...evs.map(time));
      return { names: [iso(t), hhmm(t)], confidence: HIGH, dataPoints: evs.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'what event types has keeper_547 used so far? new signup, want to see if onboarding worked',
    expect: (events) => {
      const evs = select(events, { user: 'keeper_547' });
      return {
        names: [...new Set(evs.map(byName))].sort(),
        unordered: true,
        confidence: HIGH,
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'keeper_205: how many events last month?',
    expect: countX((now) => ({ range: R.lastMonth(T(now)), user: 'keeper_205' })),
  },
  { id: 'user-06', type: 'user', low: true, question: 'what did keeper_999 do last week?', expect: lowX },
  {
    id: 'user-07',
    type: 'user',
    question: 'show me the 3 most recent events for keeper_260',
    expect: (events) => {
      const evs = select(events, { user: 'keeper_260' });
      return { names: newestFirst(evs).slice(0, 3).map(byName), confidence: HIGH, dataPoints: evs.length };
    },
  },
  {
    id: 'user-08',
    type: 'user',
    low: true,
    question: 'How many events did keeper_318 have in the last 30 days?',
    expect: (events, now) => {
      const n = select(events, { range: R.lastDays(T(now), 30), user: 'keeper_318' }).length;
      return n === 0 ? lowX() : { numbers: [n], confidence: HIGH, dataPoints: n };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'first and last seen for keeper_142?',
    expect: (events) => {
      const evs = select(events, { user: 'keeper_142' });
      const ts = evs.map(time),
        a = Math.min(...ts),
        b = Math.max(...ts);
      return { names: [iso(a), hhmm(a), iso(b), hhmm(b)], confidence: HIGH, dataPoints: evs.length };
    },
  },

  // ---------------- breakdown ----------------
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'busiest day in the last 30 days?',
    expect: ranked(L(30), byDay, { n: 1 }),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question:
      'Which weekday is the busiest over the last 8 weeks? Thinking about when to schedul maintenance.',
    expect: ranked((now) => ({ range: R.lastWeeks(T(now), 8) }), byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'At what hour of the day do people log inspection_logged the most?',
    expect: ranked(() => ({ names: ['inspection_logged'] }), byHour, { n: 1 }),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: (now) =>
      `mite-count per week between ${iso(fourWeeks(now).from)} and ${iso(fourWeeks(now).to - DAY)}`,
    expect: (events, now) => {
      const evs = select(events, { range: fourWeeks(now), names: ['mite-count'] });
      const m = [...tally(evs, byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: (now) =>
      `HarvestRecorded events by month from ${longD(monthStart(T(now), -3))} through ${longD(monthStart(T(now)) - DAY)}`,
    expect: (events, now) => {
      const evs = select(events, { range: threeMonths(now), names: ['HarvestRecorded'] });
      const m = [...tally(evs, byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: HIGH,
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'Which day last week had the most app_opened events?',
    expect: ranked((now) => ({ range: R.lastWeek(T(now)), names: ['app_opened'] }), byDay, { n: 1 }),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'hourly breakdown for the past week: which hour of the day was the busiest?',
    expect: ranked((now) => ({ range: R.lastDays(T(now), 7) }), byHour, { n: 1 }),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'Which day of the week gets the fewest inspection_logged events?',
    expect: ranked(() => ({ names: ['inspection_logged'] }), byWeekday, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: (now) =>
      `busiest month for FeedingLogged between ${iso(monthStart(T(now), -3))} and ${iso(monthStart(T(now)) - DAY)}?`,
    expect: ranked((now) => ({ range: threeMonths(now), names: ['FeedingLogged'] }), byMonth, { n: 1 }),
  },

  // ---------------- compare ----------------
  {
    id: 'compare-01',
    type: 'compare',
    question: 'events in the last 7 days vs the 7 days befor that?',
    expect: compareX((now) => ({ range: { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY } }), L(7)),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'queen_check last week compared with the week before',
    expect: compareX(
      (now) => ({
        range: { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK },
        names: ['queen_check'],
      }),
      (now) => ({ range: R.lastWeek(T(now)), names: ['queen_check'] }),
    ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'Is FeedingLogged growing? last 30 days vs the previous 30',
    expect: compareX(
      (now) => ({ range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: ['FeedingLogged'] }),
      Ln(30, 'FeedingLogged'),
    ),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: (now) =>
      `HarvestRecorded count: ${monthName(monthStart(T(now), -2))} vs ${monthName(monthStart(T(now), -1))}?`,
    expect: compareX(
      (now) => ({ range: inMonth(now, monthStart(T(now), -2)), names: ['HarvestRecorded'] }),
      (now) => ({ range: inMonth(now, monthStart(T(now), -1)), names: ['HarvestRecorded'] }),
    ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'active users over the last 14 days versus the 14 days before — up or down?',
    expect: compareX(
      (now) => ({ range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY } }),
      L(14),
      (evs) => users(evs).size,
    ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'sum of subscription.renewed in the last 30 days compared to the prior 30 days',
    expect: compareX(
      (now) => ({
        range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY },
        names: ['subscription.renewed'],
      }),
      Ln(30, 'subscription.renewed'),
      sum,
    ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'Swarm Alert events: past 30 days compared with the 30 days before?',
    expect: compareX(
      (now) => ({ range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: ['Swarm Alert'] }),
      Ln(30, 'Swarm Alert'),
    ),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question:
      'total mites counted (sum of mite-count value), last 30 days vs the 30 days before — are infestations getting worse?',
    expect: compareX(
      (now) => ({ range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: ['mite-count'] }),
      Ln(30, 'mite-count'),
      sum,
    ),
  },

  // ---------------- share ----------------
  {
    id: 'share-01',
    type: 'share',
    question: 'what percentage of all events are scale.reading?',
    expect: shareEventsX(ALL, (e) => e.eventName === 'scale.reading'),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'Share of events in the last 30 days that were inspection_logged?',
    expect: shareEventsX(L(30), (e) => e.eventName === 'inspection_logged'),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'what % of active users last month did a mite-count?',
    expect: shareUsersX(
      (now) => ({ range: R.lastMonth(T(now)) }),
      (e) => e.eventName === 'mite-count',
    ),
  },
  {
    id: 'share-04',
    type: 'share',
    question: "what fraction of last week's events were app_opened, as a percentage?",
    expect: shareEventsX(
      (now) => ({ range: R.lastWeek(T(now)) }),
      (e) => e.eventName === 'app_opened',
    ),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'What percent of users have ever logged a HarvestRecorded?',
    expect: shareUsersX(ALL, (e) => e.eventName === 'HarvestRecorded'),
  },
  {
    id: 'share-06',
    type: 'share',
    question: (now) => `On ${longD(incident(now))}, what share of all events were Swarm Alerts?`,
    expect: shareEventsX(
      (now) => ({ range: onShort(now, incident(now)) }),
      (e) => e.eventName === 'Swarm Alert',
    ),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'of the people active in the last 7 days, what percentage recorded a queen check?',
    expect: shareUsersX(L(7), (e) => e.eventName === 'queen_check'),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'what portion of all events come from keeper_142? (percent)',
    expect: shareEventsX(ALL, (e) => e.userId === 'keeper_142'),
  },

  // ---------------- conversion ----------------
  {
    id: 'conversion-01',
    type: 'conversion',
    question:
      'Of users who did hive.added in the last 60 days, how many went on to log an inspection_logged?',
    expect: convX(L(60), 'hive.added', 'inspection_logged'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'inspection_logged → Treatment Applied conversion over the last 30 days',
    expect: convX(L(30), 'inspection_logged', 'Treatment Applied'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question:
      'of the users with a mite-count last month, what percentage then logged Treatment Applied? (do people act on high counts?)',
    expect: convX((now) => ({ range: R.lastMonth(T(now)) }), 'mite-count', 'Treatment Applied'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'app_opened to report-exported conversion in the past 2 weeks?',
    expect: convX((now) => ({ range: R.lastWeeks(T(now), 2) }), 'app_opened', 'report-exported'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: (now) =>
      `Since ${short(ago(now, 45))}: of keepers who did a queen_check, how many later did FeedingLogged?`,
    expect: convX(
      (now) => ({
        range: R.since(
          pastMonthDay(T(now), new Date(ago(now, 45)).getUTCMonth(), dnum(ago(now, 45))),
          T(now),
        ),
      }),
      'queen_check',
      'FeedingLogged',
    ),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: 'After a Swarm Alert, do people go check? Swarm Alert then inspection_logged, last 30 days',
    expect: convX(L(30), 'Swarm Alert', 'inspection_logged'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question:
      'of users who had subscription.renewed in the last 90 days, how many subsequently did PlanUpgraded?',
    expect: convX(L(90), 'subscription.renewed', 'PlanUpgraded'),
  },

  // ---------------- churn ----------------
  {
    id: 'churn-01',
    type: 'churn',
    question: 'how many users were active 30-60 days ago but have had no activity in the last 30 days?',
    expect: (events, now) => ({
      numbers: [
        churned(events, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, R.lastDays(T(now), 30)).length,
      ],
      confidence: HIGH,
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 7 days?',
    expect: (events, now) => ({
      numbers: [newUsers(events, R.lastDays(T(now), 7)).length],
      confidence: HIGH,
    }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(monthStart(T(now), -2))} but not in ${monthName(monthStart(T(now), -1))}?`,
    expect: (events, now) => ({
      numbers: [
        churned(events, inMonth(now, monthStart(T(now), -2)), inMonth(now, monthStart(T(now), -1))).length,
      ],
      confidence: HIGH,
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'how many new keepers (users) joined last month — first event ever in that month?',
    expect: (events, now) => ({ numbers: [newUsers(events, R.lastMonth(T(now))).length], confidence: HIGH }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `new users since ${iso(ago(now, 21))}?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, R.since(ago(now, 21), T(now))).length],
      confidence: HIGH,
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: "How many people were active the week before last but didn't show up at all last week?",
    expect: (events, now) => ({
      numbers: [
        churned(
          events,
          { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK },
          R.lastWeek(T(now)),
        ).length,
      ],
      confidence: HIGH,
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'which users are new in the last 36 hours? list them',
    expect: (events, now) => {
      const u = newUsers(events, R.lastHours(T(now), 36)).sort();
      return { names: u, unordered: true, numbers: [u.length], confidence: HIGH };
    },
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(ago(now, 110))} and ${iso(ago(now, 80))} who have done nothing since ${iso(ago(now, 50))} — how many?`,
    expect: (events, now) => ({
      numbers: [
        churned(events, R.between(ago(now, 110), ago(now, 80)), R.since(ago(now, 50), T(now))).length,
      ],
      confidence: HIGH,
    }),
  },

  // ---------------- recency ----------------
  {
    id: 'recency-01',
    type: 'recency',
    question: 'when was the last Swarm Alert?',
    expect: lastX(() => ({ names: ['Swarm Alert'] })),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone do a PlanUpgraded in the last 30 days?',
    expect: countX(Ln(30, 'PlanUpgraded')),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'Last time anybody recorded a HarvestRecorded?',
    expect: lastX(() => ({ names: ['HarvestRecorded'] })),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'when did keeper_318 last log inspection_logged?',
    expect: lastX(() => ({ names: ['inspection_logged'], user: 'keeper_318' })),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'has anyone triggered report-exported in the last 3 days?',
    expect: countX(Ln(3, 'report-exported')),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'When was the most recent hive.added?',
    expect: lastX(() => ({ names: ['hive.added'] })),
  },
  {
    id: 'recency-07',
    type: 'recency',
    low: true,
    question: 'when was the last queen_replaced event?',
    expect: lowX,
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'last subscription.renewed — when was it?',
    expect: lastX(() => ({ names: ['subscription.renewed'] })),
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'when did someone last treat their hives against varroa?',
    expect: lastX(() => ({ names: ['Treatment Applied'] }), NH),
  },

  // ---------------- catalogue ----------------
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'which events do we track?',
    expect: (events) => {
      const n = [...new Set(events.map(byName))].sort();
      return { names: n, unordered: true, numbers: [n.length], confidence: HIGH, dataPoints: events.length };
    },
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: HIGH, dataPoints: events.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'total event count overall?',
    expect: (events) => ({ numbers: [events.length], confidence: HIGH, dataPoints: events.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'can you list every event name in the account? new engineer here, trying to learn the schema',
    expect: (events) => ({
      names: [...new Set(events.map(byName))].sort(),
      unordered: true,
      confidence: HIGH,
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'how many distinct event types exist?',
    expect: (events) => ({
      numbers: [new Set(events.map(byName)).size],
      confidence: HIGH,
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'for the board deck: overall number of users and of events, all time',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: HIGH,
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'is there an event called mite-count in our data?',
    expect: (events) => ({ names: ['mite-count'], confidence: HIGH, dataPoints: events.length }),
  },

  // ---------------- other ----------------
  {
    id: 'other-01',
    type: 'other',
    question: "what's the weather going to be like at my apiary this weekend?",
    expect: lowX,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'which varroa treatment brand works best, oxalic or formic?',
    expect: lowX,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'what was the average brood-box temperature in the last week?',
    expect: lowX,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'predict how much honey our users will harvest next spring',
    expect: lowX,
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'how many app store reviews did we get last month?',
    expect: lowX,
  },
  { id: 'other-06', type: 'other', question: 'why did keeper_318 cancel their subscription?', expect: lowX },
  { id: 'other-07', type: 'other', question: "what's our NPS among commercial beekeepers?", expect: lowX },
  { id: 'other-08', type: 'other', question: 'please reset the password for keeper_142', expect: lowX },
];
