/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind round "ads": questions a self-serve ad platform's team would ask, with expectations
// computed from the events by the shared oracle (see NOTES.md for the judgement calls).

import {
  DAY,
  MONTHS,
  round,
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
  change,
  conversion,
  churned,
  newUsers,
  pastMonth,
  pastMonthDay,
  dayStart,
  isoDay,
  time,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
  newestFirst,
  weekStart,
} from '../../../../../shared/ai/eval/oracle.mjs';

// ---- dates in questions ------------------------------------------------------------------
const ago = (now, k) => dayStart(+now) - k * DAY; // start of the UTC day k days before today
const ordinal = (d) =>
  `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`;
const plainDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const shortDay = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
// The day k days ago as a question names it without a year: the nearest such past day.
const namedDay = (now, k) =>
  pastMonthDay(+now, new Date(ago(now, k)).getUTCMonth(), new Date(ago(now, k)).getUTCDate());
// The full calendar month that contains the day k days ago (k ≥ 32 makes it complete), as "in October".
const namedMonth = (now, k) => pastMonth(+now, new Date(ago(now, k)).getUTCMonth());
// Monday of the ISO week k weeks before the current one.
const mondayAgo = (now, k) => weekStart(+now) - k * 7 * DAY;

const INCIDENT_DAYS_AGO = 41;

// ---- expectation builders ----------------------------------------------------------------
const count =
  (conf, getRange, opts = {}) =>
  (events, now) => {
    const evs = select(events, { range: getRange(+now), ...opts });
    return { numbers: [evs.length], confidence: conf, dataPoints: evs.length };
  };
const distinct =
  (conf, getRange, opts = {}) =>
  (events, now) => {
    const evs = select(events, { range: getRange(+now), ...opts });
    return { numbers: [users(evs).size], confidence: conf, dataPoints: evs.length };
  };
const measure = (conf, getRange, opts, fn) => (events, now) => {
  const evs = select(events, { range: getRange(+now), ...opts });
  return { numbers: [fn(evs)], confidence: conf, dataPoints: evs.length };
};
// Sums rounded to cents (Conversion Recorded values have cents).
const total = (evs) => round(sum(evs), 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : Math.round(((v[m - 1] + v[m]) / 2) * 100) / 100;
};

// A ranked list: names in rank order with their figures; tieAtCut when the n-th and (n+1)-th tie.
function ranked(conf, getRange, opts, key, { n = 5, ascending = false, by = () => 1, figures = true } = {}) {
  const list = (events, now) => {
    const evs = select(events, { range: getRange(+now), ...opts });
    const t = tally(evs, key, by);
    for (const [k, v] of t) t.set(k, round(v, 2));
    return { evs, all: rank(t, { ascending }) };
  };
  const expect = (events, now) => {
    const { evs, all } = list(events, now);
    const top = all.slice(0, n);
    return {
      names: top.map(([k]) => k),
      ...(figures ? { numbers: top.map(([, v]) => v) } : {}),
      confidence: conf,
      dataPoints: evs.length,
    };
  };
  expect.tieAtCut = (events, now) => {
    const { all } = list(events, now);
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}

function compareExpect(conf, getEarlier, getLater, opts = {}, fn = (evs) => evs.length) {
  return (events, now) => {
    const a = select(events, { range: getEarlier(+now), ...opts });
    const b = select(events, { range: getLater(+now), ...opts });
    const c = change(fn(a), fn(b));
    c.diff = round(c.diff, 2);
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
}

function shareOfEvents(conf, getRange, names) {
  return (events, now) => {
    const all = select(events, { range: getRange(+now) });
    const part = select(all, { names });
    return { percents: [percent(part.length, all.length)], confidence: conf, dataPoints: all.length };
  };
}
function shareOfUsers(conf, getRange, names) {
  return (events, now) => {
    const all = select(events, { range: getRange(+now) });
    const part = users(select(all, { names })).size;
    return { percents: [percent(part, users(all).size)], confidence: conf, dataPoints: all.length };
  };
}

function funnel(conf, getRange, a, b) {
  return (events, now) => {
    const range = getRange(+now);
    const c = conversion(events, range, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf,
      dataPoints: select(events, { range, names: [a, b] }).length,
    };
  };
}

function lastTime(conf, opts, getRange = ranges.all) {
  return (events, now) => {
    const evs = select(events, { range: getRange(+now), ...opts });
    const t = time(newestFirst(evs)[0]);
    return { names: [isoDay(t), hhmm(t)], confidence: conf, dataPoints: evs.length };
  };
}
function firstTime(conf, opts) {
  return (events) => {
    const evs = select(events, opts);
    const t = Math.min(...evs.map(time));
    return { names: [isoDay(t), hhmm(t)], confidence: conf, dataPoints: evs.length };
  };
}

const low = () => ({ confidence: 'low', dataPoints: 0 });

// ---- common ranges -----------------------------------------------------------------------
const all = () => ranges.all();
const lastDays = (n) => (now) => ranges.lastDays(now, n);
const lastWeeks = (n) => (now) => ranges.lastWeeks(now, n);
const lastHours = (n) => (now) => ranges.lastHours(now, n);
const lastMonths = (n) => (now) => ranges.lastMonths(now, n);
const yesterday = (now) => ranges.yesterday(now);
const lastWeek = (now) => ranges.lastWeek(now);
const lastMonth = (now) => ranges.lastMonth(now);
const inMonth = (k) => (now) => ranges.month(namedMonth(now, k));
const onDay = (k) => (now) => ranges.on(namedDay(now, k));
const between = (a, b) => (now) => ranges.between(namedDay(now, a), namedDay(now, b));
const since = (k) => (now) => ranges.since(namedDay(now, k), now);
const before = (k) => (now) => ranges.before(namedDay(now, k));

export const cases = [
  // ======================================================================== count
  {
    id: 'count-impressions-7d',
    type: 'count',
    question: 'How many ad.impression events did we log in the last 7 days?',
    expect: count('high', lastDays(7), { names: ['ad.impression'] }),
  },
  {
    id: 'count-clicks-yesterday',
    type: 'count',
    question: 'quick one from support: how many times did AdClicked fire yesterday?',
    expect: count('high', yesterday, { names: ['AdClicked'] }),
  },
  {
    id: 'count-rejected-between',
    type: 'count',
    question: (now) =>
      `number of campaign-rejected events between ${longDay(namedDay(now, 30))} and ${longDay(namedDay(now, 10))}?`,
    expect: count('high', between(30, 10), { names: ['campaign-rejected'] }),
  },
  {
    id: 'count-invoices-last-month',
    type: 'count',
    question: 'Hi! Finance here, closing the books. How many invoice.paid events were there last month?',
    expect: count('high', lastMonth, { names: ['invoice.paid'] }),
  },
  {
    id: 'count-clicks-on-day-loose',
    type: 'count',
    question: (now) => `how many clicks did our advertisers get on ${shortDay(namedDay(now, 20))}`,
    expect: count('not-high', onDay(20), { names: ['AdClicked'] }),
  },
  {
    id: 'count-topups-since',
    type: 'count',
    question: (now) => `Count of Balance Topped Up events since ${isoDay(namedDay(now, 45))}, please`,
    expect: count('high', since(45), { names: ['Balance Topped Up'] }),
  },
  {
    id: 'count-user-clicks-30d',
    type: 'count',
    question:
      'adv_0042 says their spend looks high — how many AdClicked events did adv_0042 have in the past 30 days?',
    expect: count('high', lastDays(30), { names: ['AdClicked'], user: 'adv_0042' }),
  },
  {
    id: 'count-signups-last-week-loose',
    type: 'count',
    question: 'how many sign ups did we have last week?',
    expect: count('not-high', lastWeek, { names: ['advertiser_signup'] }),
  },
  {
    id: 'count-all-24h',
    type: 'count',
    question: 'total number of events in the last 24 hours',
    expect: count('high', lastHours(24)),
  },
  {
    id: 'count-budget-exhausted-14d',
    type: 'count',
    question: 'how many budget exhausted events in the last 14 days?',
    expect: count('high', lastDays(14), { names: ['budget_exhausted'] }),
  },
  {
    id: 'count-two-names-month',
    type: 'count',
    question: (now) =>
      `How many campaign-approved and campaign-rejected events were there in ${monthName(namedMonth(now, 40))} in total?`,
    expect: count('high', inMonth(40), { names: ['campaign-approved', 'campaign-rejected'] }),
  },
  {
    id: 'count-creatives-before',
    type: 'count',
    question: (now) =>
      `engineering sanity check: how many CreativeUploaded events are there before ${plainDay(namedDay(now, 60))}?`,
    expect: count('high', before(60), { names: ['CreativeUploaded'] }),
  },
  {
    id: 'count-unknown-user',
    type: 'count',
    low: true,
    question: 'how many AdClicked events did adv_9999 get last week?',
    expect: low,
  },

  // ======================================================================== users
  {
    id: 'users-30d',
    type: 'users',
    question: 'How many unique users did we have in the last 30 days?',
    expect: distinct('high', lastDays(30)),
  },
  {
    id: 'users-conversion-month',
    type: 'users',
    question: (now) =>
      `how many distinct users had a Conversion Recorded in ${monthName(namedMonth(now, 40))}?`,
    expect: distinct('high', inMonth(40), { names: ['Conversion Recorded'] }),
  },
  {
    id: 'users-topped-up-2w-loose',
    type: 'users',
    question: 'How many customers topped up their balance in the past 2 weeks?',
    expect: distinct('not-high', lastWeeks(2), { names: ['Balance Topped Up'] }),
  },
  {
    id: 'users-active-last-week',
    type: 'users',
    question: 'number of active users last week',
    expect: distinct('high', lastWeek),
  },
  {
    id: 'users-dashboard-yesterday-loose',
    type: 'users',
    question: 'how many people looked at their dashboard yesterday?',
    expect: distinct('not-high', yesterday, { names: ['dashboard-viewed'] }),
  },
  {
    id: 'users-creatives-14d',
    type: 'users',
    question: 'PM question: how many unqiue users had a CreativeUploaded event in the last 14 days?',
    expect: distinct('high', lastDays(14), { names: ['CreativeUploaded'] }),
  },
  {
    id: 'users-approved-30d',
    type: 'users',
    question: 'how many different users have campaign approved events in the last 30 days?',
    expect: distinct('high', lastDays(30), { names: ['campaign-approved'] }),
  },
  {
    id: 'users-between',
    type: 'users',
    question: (now) => `active users between ${isoDay(namedDay(now, 50))} and ${isoDay(namedDay(now, 36))}?`,
    expect: distinct('high', between(50, 36)),
  },
  {
    id: 'users-impressions-3m',
    type: 'users',
    question: 'how many users had at least one ad.impression over the last 3 months',
    expect: distinct('high', lastMonths(3), { names: ['ad.impression'] }),
  },

  // ======================================================================== value
  {
    id: 'value-topups-30d',
    type: 'value',
    question: 'What is the total value of Balance Topped Up in the last 30 days?',
    expect: measure('high', lastDays(30), { names: ['Balance Topped Up'] }, sum),
  },
  {
    id: 'value-click-avg-last-month',
    type: 'value',
    question: 'average AdClicked value last month?',
    expect: measure('high', lastMonth, { names: ['AdClicked'] }, avg),
  },
  {
    id: 'value-budget-max',
    type: 'value',
    question: "what's the max budget_exhausted value we've ever recorded",
    expect: measure('high', all, { names: ['budget_exhausted'] }, max),
  },
  {
    id: 'value-dashboard-median-week',
    type: 'value',
    question: 'median dashboard-viewed value in the past week?',
    expect: measure('high', lastDays(7), { names: ['dashboard-viewed'] }, median),
  },
  {
    id: 'value-invoices-month',
    type: 'value',
    question: (now) => `Finance: sum of invoice.paid amounts in ${monthName(namedMonth(now, 40))}?`,
    expect: measure('high', inMonth(40), { names: ['invoice.paid'] }, sum),
  },
  {
    id: 'value-conversion-avg-loose',
    type: 'value',
    question: (now) => `what's the average conversion value since ${longDay(namedDay(now, 30))}?`,
    expect: measure('not-high', since(30), { names: ['Conversion Recorded'] }, avg),
  },
  {
    id: 'value-budget-min-60d',
    type: 'value',
    question: 'minimum campaign.created value in the last 60 days',
    expect: measure('high', lastDays(60), { names: ['campaign.created'] }, min),
  },
  {
    id: 'value-user-topups-loose',
    type: 'value',
    question: 'how much has adv_0107 topped up in total?',
    expect: measure('not-high', all, { names: ['Balance Topped Up'], user: 'adv_0107' }, sum),
  },
  {
    id: 'value-rejected-avg',
    type: 'value',
    question: 'avg value of campaign_rejected events over the last 2 months',
    expect: measure('high', lastMonths(2), { names: ['campaign-rejected'] }, avg),
  },
  {
    id: 'value-click-sum-user',
    type: 'value',
    question: 'total AdClicked value for adv_0042 in the last 14 days',
    expect: measure('high', lastDays(14), { names: ['AdClicked'], user: 'adv_0042' }, sum),
  },

  // ======================================================================== top-events
  {
    id: 'top-events-30d-4',
    type: 'top-events',
    question: 'What are the top 4 events in the last 30 days?',
    expect: ranked('high', lastDays(30), {}, byName, { n: 4 }),
  },
  {
    id: 'top-events-7d-3',
    type: 'top-events',
    question: 'top 3 most common events in the last 7 days',
    expect: ranked('high', lastDays(7), {}, byName, { n: 3 }),
  },
  {
    id: 'top-events-least-last-month',
    type: 'top-events',
    question: 'which event was the least common last month?',
    expect: ranked('high', lastMonth, {}, byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: 'which event happened the most yesterday',
    expect: ranked('high', yesterday, {}, byName, { n: 1 }),
  },
  {
    id: 'top-events-between-4',
    type: 'top-events',
    question: (now) =>
      `top 4 events between ${plainDay(namedDay(now, 70))} and ${plainDay(namedDay(now, 50))}`,
    expect: ranked('high', between(70, 50), {}, byName, { n: 4 }),
  },
  {
    id: 'top-events-least-3-3m',
    type: 'top-events',
    question: 'What were the 3 least frequent events over the last 3 months?',
    expect: ranked('high', lastMonths(3), {}, byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-default-all',
    type: 'top-events',
    question: 'can you list our most common events? all time is fine',
    expect: ranked('high', all, {}, byName, { n: 5 }),
  },

  // ======================================================================== top-users
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'who are our two most active users?',
    expect: ranked('high', all, {}, byUser, { n: 2 }),
  },
  {
    id: 'top-users-clicks-30d',
    type: 'top-users',
    question: 'which user had the most AdClicked events in the last 30 days?',
    expect: ranked('high', lastDays(30), { names: ['AdClicked'] }, byUser, { n: 1 }),
  },
  {
    id: 'top-users-topup-value',
    type: 'top-users',
    question: 'Which 3 users have the highest total Balance Topped Up value?',
    expect: ranked('high', all, { names: ['Balance Topped Up'] }, byUser, { n: 3, by: value }),
  },
  {
    id: 'top-users-invoices-loose',
    type: 'top-users',
    question: 'which advertiser paid the most in invoices last month?',
    expect: ranked('not-high', lastMonth, { names: ['invoice.paid'] }, byUser, { n: 1, by: value }),
  },
  {
    id: 'top-users-approvals-loose',
    type: 'top-users',
    question: 'who approved the most campaigns in the past 30 days?',
    expect: ranked('not-high', lastDays(30), { names: ['campaign-approved'] }, byUser, { n: 1 }),
  },
  {
    id: 'top-users-dashboard-last-week',
    type: 'top-users',
    question: 'top 3 users by total dashboard-viewed value last week (time on the dashboard)',
    expect: ranked('high', lastWeek, { names: ['dashboard-viewed'] }, byUser, { n: 3, by: value }),
  },
  {
    id: 'top-users-click-spend-since',
    type: 'top-users',
    question: (now) =>
      `which 3 users have the highest total AdClicked value since ${longDay(namedDay(now, 30))}? (click spend leaders)`,
    expect: ranked('high', since(30), { names: ['AdClicked'] }, byUser, { n: 3, by: value }),
  },
  {
    id: 'top-users-conversion-value',
    type: 'top-users',
    question: 'founder here - top 3 users by Conversion Recorded value in the last 60 days?',
    expect: ranked('high', lastDays(60), { names: ['Conversion Recorded'] }, byUser, { n: 3, by: value }),
  },

  // ======================================================================== user
  {
    id: 'user-count-all',
    type: 'user',
    question: 'how many events does adv_0042 have?',
    expect: count('high', all, { user: 'adv_0042' }),
  },
  {
    id: 'user-churner-first-seen',
    type: 'user',
    question: 'When was adv_0213 first seen?',
    expect: firstTime('high', { user: 'adv_0213' }),
  },
  {
    id: 'user-churner-last-seen',
    type: 'user',
    question: 'support ticket from adv_0213 — when did we last see any activity from adv_0213?',
    expect: lastTime('high', { user: 'adv_0213' }),
  },
  {
    id: 'user-newcomer-events-used',
    type: 'user',
    question: 'which event names has adv_0438 used so far?',
    expect: (events) => {
      const evs = select(events, { user: 'adv_0438' });
      return {
        names: [...new Set(evs.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-reviewer-30d',
    type: 'user',
    question: 'how many events did reviewer_kim log in the last 30 days?',
    expect: count('high', lastDays(30), { user: 'reviewer_kim' }),
  },
  {
    id: 'user-bigspender-since',
    type: 'user',
    question: (now) => `Can you tell me how many events adv_0107 has had since ${isoDay(namedDay(now, 60))}?`,
    expect: count('high', since(60), { user: 'adv_0107' }),
  },
  {
    id: 'user-newcomer-recent-3',
    type: 'user',
    question: "what were adv_0438's 3 most recent events?",
    expect: (() => {
      const f = (events) => {
        const evs = select(events, { user: 'adv_0438' });
        return { evs, newest: newestFirst(evs) };
      };
      const expect = (events) => {
        const { evs, newest } = f(events);
        return { names: newest.slice(0, 3).map(byName), confidence: 'high', dataPoints: evs.length };
      };
      expect.tieAtCut = (events) => {
        const { newest } = f(events);
        return newest.length > 3 && newest[2].timestamp === newest[3].timestamp;
      };
      return expect;
    })(),
  },
  {
    id: 'user-newcomer-first-seen',
    type: 'user',
    question: 'first seen date for adv_0438?',
    expect: firstTime('high', { user: 'adv_0438' }),
  },
  {
    id: 'user-reviewer-raj-last-seen',
    type: 'user',
    question: 'reviewer_raj - last seen?',
    expect: lastTime('high', { user: 'reviewer_raj' }),
  },

  // ======================================================================== breakdown
  {
    id: 'breakdown-busiest-click-day',
    type: 'breakdown',
    question: 'which day had the most AdClicked events in the last 60 days?',
    expect: ranked('high', lastDays(60), { names: ['AdClicked'] }, byDay, { n: 1 }),
  },
  {
    id: 'breakdown-impression-hour',
    type: 'breakdown',
    question: 'what is the busiest hour of the day for ad.impression?',
    expect: ranked('high', all, { names: ['ad.impression'] }, byHour, { n: 1 }),
  },
  {
    id: 'breakdown-dashboard-weekday-8w',
    type: 'breakdown',
    question: 'busiest weekday for dashboard-viewed over the last 8 weeks?',
    expect: ranked('high', lastWeeks(8), { names: ['dashboard-viewed'] }, byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-dashboard-daily-last-week',
    type: 'breakdown',
    question: 'daily count of dashboard-viewed events last week, per day please',
    expect: (events, now) => {
      const evs = select(events, { range: lastWeek(+now), names: ['dashboard-viewed'] });
      const t = tally(evs, byDay);
      const daysList = [...Array(7)].map((_, i) => isoDay(lastWeek(+now).from + i * DAY));
      return {
        names: daysList,
        numbers: daysList.map((d) => t.get(d)),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'breakdown-conversion-month',
    type: 'breakdown',
    question: 'which month had the highest total Conversion Recorded value?',
    expect: ranked('high', all, { names: ['Conversion Recorded'] }, byMonth, { n: 1, by: value }),
  },
  {
    id: 'breakdown-click-hour-loose',
    type: 'breakdown',
    question: 'what time of day do people click on ads the most? last 60 days',
    expect: ranked('not-high', lastDays(60), { names: ['AdClicked'] }, byHour, { n: 1 }),
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: 'Which weekday has the fewest events overall?',
    expect: ranked('high', all, {}, byWeekday, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-impressions-weekly',
    type: 'breakdown',
    question: (now) =>
      `weekly ad.impression counts between ${isoDay(mondayAgo(now, 4))} and ${isoDay(mondayAgo(now, 1) - DAY)}, week by week`,
    expect: (events, now) => {
      const range = ranges.between(mondayAgo(now, 4), mondayAgo(now, 1) - DAY);
      const evs = select(events, { range, names: ['ad.impression'] });
      const t = tally(evs, byWeek);
      const weeks = [4, 3, 2].map((k) => isoDay(mondayAgo(now, k)));
      return {
        names: weeks,
        numbers: weeks.map((w) => t.get(w)),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },

  // ======================================================================== compare
  {
    id: 'compare-click-spend-7d',
    type: 'compare',
    question: 'total AdClicked value (click spend) in the last 7 days vs the previous 7 days?',
    expect: compareExpect(
      'high',
      (now) => ({ from: now - 14 * DAY, to: now - 7 * DAY }),
      lastDays(7),
      { names: ['AdClicked'] },
      sum,
    ),
  },
  {
    id: 'compare-signups-30d',
    type: 'compare',
    question: 'is advertiser_signup growing? compare the last 30 days with the 30 days before',
    expect: compareExpect('high', (now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }), lastDays(30), {
      names: ['advertiser_signup'],
    }),
  },
  {
    id: 'compare-impressions-months',
    type: 'compare',
    question: (now) =>
      `compare ad.impression in ${monthName(namedMonth(now, 75))} vs ${monthName(namedMonth(now, 40))}`,
    expect: compareExpect('high', inMonth(75), inMonth(40), { names: ['ad.impression'] }),
  },
  {
    id: 'compare-topup-value-week',
    type: 'compare',
    question: 'total Balance Topped Up value in the last 30 days compared with the 30 days before?',
    expect: compareExpect(
      'high',
      (now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }),
      lastDays(30),
      { names: ['Balance Topped Up'] },
      sum,
    ),
  },
  {
    id: 'compare-invoice-revenue-loose',
    type: 'compare',
    question: (now) =>
      `how did invoice revenue change from ${monthName(namedMonth(now, 75))} to ${monthName(namedMonth(now, 40))}? (sum of paid invoices)`,
    expect: compareExpect('not-high', inMonth(75), inMonth(40), { names: ['invoice.paid'] }, sum),
  },
  {
    id: 'compare-dashboard-time-last-week',
    type: 'compare',
    question: 'sum of dashboard-viewed value last week compared with the week before',
    expect: compareExpect(
      'high',
      (now) => ({ from: weekStart(now) - 14 * DAY, to: weekStart(now) - 7 * DAY }),
      lastWeek,
      { names: ['dashboard-viewed'] },
      sum,
    ),
  },
  {
    id: 'compare-conversion-value-30d-loose',
    type: 'compare',
    question:
      'is the conversion value our advertisers report up or down? total for the last 30 days vs the 30 days before that',
    expect: compareExpect(
      'not-high',
      (now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }),
      lastDays(30),
      { names: ['Conversion Recorded'] },
      total,
    ),
  },
  {
    id: 'compare-creatives-ranges',
    type: 'compare',
    question: (now) =>
      `CreativeUploaded between ${isoDay(namedDay(now, 80))} and ${isoDay(namedDay(now, 61))} versus between ${isoDay(namedDay(now, 20))} and ${isoDay(namedDay(now, 1))}`,
    expect: compareExpect('high', between(80, 61), between(20, 1), { names: ['CreativeUploaded'] }),
  },
  {
    id: 'compare-active-users-30d',
    type: 'compare',
    question: 'number of active users in the last 30 days vs the previous 30 days — are we growing?',
    expect: compareExpect(
      'high',
      (now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }),
      lastDays(30),
      {},
      (evs) => users(evs).size,
    ),
  },

  // ======================================================================== share
  {
    id: 'share-clicks-30d',
    type: 'share',
    question: 'what percentage of events in the last 30 days were AdClicked?',
    expect: shareOfEvents('high', lastDays(30), ['AdClicked']),
  },
  {
    id: 'share-users-conversion-30d',
    type: 'share',
    question: 'what share of active users in the last 30 days had a Conversion Recorded event?',
    expect: shareOfUsers('high', lastDays(30), ['Conversion Recorded']),
  },
  {
    id: 'share-impressions-all',
    type: 'share',
    question: 'What % of all events are ad.impression?',
    expect: shareOfEvents('high', all, ['ad.impression']),
  },
  {
    id: 'share-users-dashboard-loose',
    type: 'share',
    question: 'what fraction of users opened the dashboard last week?',
    expect: shareOfUsers('not-high', lastWeek, ['dashboard-viewed']),
  },
  {
    id: 'share-paused-month',
    type: 'share',
    question: (now) => `percentage of events that were campaign_paused in ${monthName(namedMonth(now, 40))}`,
    expect: shareOfEvents('high', inMonth(40), ['campaign_paused']),
  },
  {
    id: 'share-topups-since',
    type: 'share',
    question: (now) =>
      `since ${longDay(namedDay(now, 45))}, what share of all events were Balance Topped Up?`,
    expect: shareOfEvents('high', since(45), ['Balance Topped Up']),
  },
  {
    id: 'share-users-signup-60d',
    type: 'share',
    question: 'what percent of users in the last 60 days did advertiser_signup?',
    expect: shareOfUsers('high', lastDays(60), ['advertiser_signup']),
  },
  {
    id: 'share-reviews-loose',
    type: 'share',
    question: 'roughly what share of our activity over the last 2 weeks was campaign rejections?',
    expect: shareOfEvents('not-high', lastWeeks(2), ['campaign-rejected']),
  },

  // ======================================================================== conversion
  {
    id: 'conv-signup-topup-60d',
    type: 'conversion',
    question:
      'Of the users who did advertiser_signup in the last 60 days, how many then did Balance Topped Up?',
    expect: funnel('high', lastDays(60), 'advertiser_signup', 'Balance Topped Up'),
  },
  {
    id: 'conv-created-exhausted-60d',
    type: 'conversion',
    question: 'conversion from campaign.created to budget_exhausted in the last 60 days',
    expect: funnel('high', lastDays(60), 'campaign.created', 'budget_exhausted'),
  },
  {
    id: 'conv-impression-click-14d',
    type: 'conversion',
    question: 'what % of users who had an ad.impression went on to AdClicked, past 14 days?',
    expect: funnel('high', lastDays(14), 'ad.impression', 'AdClicked'),
  },
  {
    id: 'conv-click-conversion-30d',
    type: 'conversion',
    question: 'of users with AdClicked in the last 30 days, how many had a Conversion Recorded afterwards?',
    expect: funnel('high', lastDays(30), 'AdClicked', 'Conversion Recorded'),
  },
  {
    id: 'conv-signup-campaign-loose',
    type: 'conversion',
    question: (now) =>
      `how many of the advertisers who signed up since ${longDay(namedDay(now, 45))} went on to create a campaign?`,
    expect: funnel('not-high', since(45), 'advertiser_signup', 'campaign.created'),
  },
  {
    id: 'conv-dashboard-created-all',
    type: 'conversion',
    question: 'funnel: dashboard-viewed → campaign.created, all time. how many converted and what %?',
    expect: funnel('high', all, 'dashboard-viewed', 'campaign.created'),
  },
  {
    id: 'conv-dashboard-topup-loose',
    type: 'conversion',
    question: 'people who viewed the dashboard in the last 30 days — what percentage topped up afterwards?',
    expect: funnel('not-high', lastDays(30), 'dashboard-viewed', 'Balance Topped Up'),
  },
  {
    id: 'conv-topup-invoice-range',
    type: 'conversion',
    question: (now) =>
      `Of users with Balance Topped Up between ${plainDay(namedDay(now, 70))} and ${plainDay(namedDay(now, 10))}, how many later had invoice.paid (same range)?`,
    expect: funnel('high', between(70, 10), 'Balance Topped Up', 'invoice.paid'),
  },

  // ======================================================================== churn
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(namedMonth(now, 75))} but not in ${monthName(namedMonth(now, 40))}?`,
    expect: (events, now) => ({
      numbers: [churned(events, inMonth(75)(+now), inMonth(40)(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-last-month-not-14d',
    type: 'churn',
    question: 'How many users who were active last month have not been seen in the last 14 days?',
    expect: (events, now) => ({
      numbers: [churned(events, lastMonth(+now), lastDays(14)(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'how many new users did we get in the last 30 days?',
    expect: (events, now) => ({ numbers: [newUsers(events, lastDays(30)(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${isoDay(namedDay(now, 21))}?`,
    expect: (events, now) => ({ numbers: [newUsers(events, since(21)(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-between-not-since',
    type: 'churn',
    question: (now) =>
      `how many users were active between ${plainDay(namedDay(now, 90))} and ${plainDay(namedDay(now, 60))} but haven't been active since ${plainDay(namedDay(now, 30))}?`,
    expect: (events, now) => ({
      numbers: [churned(events, between(90, 60)(+now), since(30)(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-month',
    type: 'churn',
    question: (now) => `How many new users did we get in ${monthName(namedMonth(now, 40))}?`,
    expect: (events, now) => ({ numbers: [newUsers(events, inMonth(40)(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-last-week-new',
    type: 'churn',
    question: 'new users last week',
    expect: (events, now) => ({ numbers: [newUsers(events, lastWeek(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-3m-not-30d',
    type: 'churn',
    question: 'churn check: how many users were active in the last 3 months but not in the last 30 days?',
    expect: (events, now) => ({
      numbers: [churned(events, lastMonths(3)(+now), lastDays(30)(+now)).length],
      confidence: 'high',
    }),
  },

  // ======================================================================== recency
  {
    id: 'recency-last-budget-exhausted',
    type: 'recency',
    question: 'when was the last budget_exhausted?',
    expect: lastTime('high', { names: ['budget_exhausted'] }),
  },
  {
    id: 'recency-last-rejected',
    type: 'recency',
    question: 'When did a campaign-rejected event last happen?',
    expect: lastTime('high', { names: ['campaign-rejected'] }),
  },
  {
    id: 'recency-any-rejected-7d',
    type: 'recency',
    question: 'did anyone have a campaign-rejected event in the past 7 days?',
    expect: (events, now) => ({
      confidence: 'high',
      dataPoints: select(events, { range: lastDays(7)(+now), names: ['campaign-rejected'] }).length,
    }),
  },
  {
    id: 'recency-last-signup',
    type: 'recency',
    question: 'when was the most recent advertiser signup?',
    expect: lastTime('high', { names: ['advertiser_signup'] }),
  },
  {
    id: 'recency-bigspender-topup-loose',
    type: 'recency',
    question: 'account manager asking: when did adv_0107 last top up their balance?',
    expect: lastTime('not-high', { names: ['Balance Topped Up'], user: 'adv_0107' }),
  },
  {
    id: 'recency-conversion-3d',
    type: 'recency',
    question: 'has anybody had a Conversion Recorded in the last 3 days?',
    expect: (events, now) => ({
      confidence: 'high',
      dataPoints: select(events, { range: lastDays(3)(+now), names: ['Conversion Recorded'] }).length,
    }),
  },
  {
    id: 'recency-last-paused',
    type: 'recency',
    question: 'last campaign_paused event - when was it?',
    expect: lastTime('high', { names: ['campaign_paused'] }),
  },
  {
    id: 'recency-last-invoice',
    type: 'recency',
    question: 'when was the latest invoice.paid',
    expect: lastTime('high', { names: ['invoice.paid'] }),
  },

  // ======================================================================== catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-users-total',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-events-total',
    type: 'catalogue',
    question: 'how many events have been recorded overall?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: "I'm new on the data team: can you list all the event names in this account?",
    expect: (events) => ({
      names: [...new Set(events.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event types exist?',
    expect: (events) => ({
      numbers: [new Set(events.map(byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'give me a quick overview: total events and total users',
    expect: (events) => ({
      numbers: [events.length, users(events).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ======================================================================== other
  {
    id: 'other-channel-ctr',
    type: 'other',
    question: 'what is our click-through rate on Google vs Facebook placements?',
    expect: low,
  },
  {
    id: 'other-country',
    type: 'other',
    question: 'which country has the most advertisers?',
    expect: low,
  },
  {
    id: 'other-unknown-user',
    type: 'other',
    question: 'how many ad.impression events did adv_9999 have?',
    expect: low,
  },
  {
    id: 'other-unknown-event',
    type: 'other',
    question: 'how many refund_issued events were there last month?',
    expect: low,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'what will our ad revenue be next quarter?',
    expect: low,
  },
  {
    id: 'other-best-creative',
    type: 'other',
    question: 'which creative image had the best CTR?',
    expect: low,
  },
  {
    id: 'other-demographics',
    type: 'other',
    question: "what's the average age of the people who clicked our ads?",
    expect: low,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: 'what is the weather going to be in Berlin tomorrow?',
    expect: low,
  },
  {
    id: 'other-unknown-event-camel',
    type: 'other',
    question: 'count ChargebackFiled events in the last 30 days',
    expect: low,
  },
  {
    id: 'other-email',
    type: 'other',
    question: "what's the billing email address for adv_0042?",
    expect: low,
  },
];
