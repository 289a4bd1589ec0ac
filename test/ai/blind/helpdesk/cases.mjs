/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind question cases for "helpdesk" (customer-support ticketing SaaS). See NOTES.md.
// `question` is a string or a function of `now` (a Date); `expect(events, now)` returns the
// expectation scored by shared/ai/eval/score.mjs, computed from the events with oracle.mjs.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';

const { ranges: R, DAY, WEEK } = o;

// ---- question text helpers -------------------------------------------------------------------
const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const ordinal = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const prevMonth = (now, k = 1) => o.monthStart(+now, -k); // start of the month k months back

// ---- expectation builders --------------------------------------------------------------------
const HIGH = 'high';
const LOW = { confidence: 'low', dataPoints: 0 };
const orLow = (evs, build) => (evs.length ? build(evs) : LOW);

// `loose`: the question names an event loosely (synonym, verb form, partial name, money word):
// the answer must name the stored event(s) and cannot be high; names then match in any order.
function finish(x, loose) {
  if (!loose) return { ...x, confidence: HIGH };
  const { dataPoints, ...rest } = x;
  return { ...rest, names: [...loose, ...(x.names ?? [])], unordered: true, confidence: 'not-high' };
}

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : o.round((v[m - 1] + v[m]) / 2, 2);
};
const total = (evs) => o.round(o.sum(evs), 2);

// scope(now) → { range, names, user } for o.select
const count = (scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => finish({ numbers: [s.length], dataPoints: s.length }, loose));

const distinct = (scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) =>
    finish({ numbers: [o.users(s).size], dataPoints: s.length }, loose),
  );

const measure = (fn, scope, loose) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => finish({ numbers: [fn(s)], dataPoints: s.length }, loose));

// Ranked list of `key` over the scope; flags a tie between the last listed item and the next.
function ranked(scope, key, { n = Infinity, ascending = false, by, loose } = {}) {
  const table = (ev, now) => o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
  const expect = (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const top = table(ev, now).slice(0, n);
      return finish(
        { names: top.map(([k]) => k), numbers: top.map(([, v]) => o.round(v, 2)), dataPoints: s.length },
        loose,
      );
    });
  expect.tieAtCut = (ev, now) => {
    const all = table(ev, now);
    return n < all.length && all[n - 1][1] === all[n][1];
  };
  return expect;
}

// Full breakdown (every bucket, any order).
const breakdown = (scope, key) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => {
    const all = [...o.tally(s, key)];
    return {
      names: all.map(([k]) => k),
      numbers: all.map(([, v]) => v),
      unordered: true,
      confidence: HIGH,
      dataPoints: s.length,
    };
  });

// periods(now) → [earlier, later]; measure: events (count) or distinct users.
const compare =
  (names, periods, { usersOf = false, loose } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const m = (s) => (usersOf ? o.users(s).size : s.length);
    const c = o.change(m(a), m(b));
    return finish(
      {
        numbers: [c.earlier, c.later, c.diff].filter((x) => x !== 0),
        percents: c.pct ? [c.pct] : [],
        dataPoints: a.length + b.length,
      },
      loose,
    );
  };

const shareOfEvents = (names, range, loose) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) =>
    finish(
      { percents: [o.percent(o.select(all, { names }).length, all.length)], dataPoints: all.length },
      loose,
    ),
  );

const shareOfUsers = (names, range, loose) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) =>
    finish(
      {
        percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
        dataPoints: all.length,
      },
      loose,
    ),
  );

// show: 'd' users who did A, 'n' users converted, '%' the percentage
const conversion = (a, b, range, show, loose) => (ev, now) => {
  const r = range(+now),
    c = o.conversion(ev, r, a, b);
  if (!c.did) return LOW;
  const steps = o.select(ev, { range: r, names: [a, b] }).length;
  return finish(
    {
      numbers: [...(show.includes('d') ? [c.did] : []), ...(show.includes('n') ? [c.converted] : [])],
      percents: show.includes('%') ? [c.pct] : [],
      dataPoints: steps,
    },
    loose,
  );
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

// Date (and hour, to the minute) of the newest matching event; dataPoints = all matching events.
const lastDate =
  (scope, loose, { points = true } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const x = { names: [o.isoDay(o.time(o.newestFirst(s)[0]))] };
      if (points) x.dataPoints = s.length;
      return finish(x, loose);
    });

const firstDate = (scope) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({
    names: [o.isoDay(Math.min(...s.map(o.time)))],
    confidence: HIGH,
    dataPoints: s.length,
  }));

// A user's n most recent event names, newest first; flags equal timestamps that blur the order.
function recent(user, n) {
  const expect = (ev) =>
    orLow(o.select(ev, { user }), (s) => ({
      names: o
        .newestFirst(s)
        .slice(0, n)
        .map((e) => e.eventName),
      confidence: HIGH,
      dataPoints: s.length,
    }));
  expect.tieAtCut = (ev) => {
    const top = o
      .newestFirst(o.select(ev, { user }))
      .slice(0, n + 1)
      .map(o.time);
    return new Set(top).size < top.length;
  };
  return expect;
}

const namesUsed = (scope) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({
    names: [...new Set(s.map((e) => e.eventName))].sort(),
    unordered: true,
    confidence: HIGH,
    dataPoints: s.length,
  }));

const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();

const refuse = () => LOW;

// ---- the cases -----------------------------------------------------------------------------
export const cases = [
  // ===== count =====
  {
    id: 'count-tickets-created-yesterday',
    type: 'count',
    question: 'How many tickets created yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['ticket_created'] })),
  },
  {
    id: 'count-escalated-last-week',
    type: 'count',
    question: 'hey quick one - number of ticket_escalated events last week?',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['ticket_escalated'] })),
  },
  {
    id: 'count-replies-24h',
    type: 'count',
    question: 'Agent replies sent in the last 24 hours?',
    expect: count((now) => ({ range: R.lastHours(now, 24), names: ['ticket_replied'] }), ['ticket_replied']),
  },
  {
    id: 'count-chat-started-this-month',
    type: 'count',
    question: 'how many chat_started so far this month',
    expect: count((now) => ({ range: R.thisMonth(now), names: ['chat_started'] })),
  },
  {
    id: 'count-all-today',
    type: 'count',
    question: "Today's total activity — how many events have come in?",
    expect: count((now) => ({ range: R.today(now) })),
  },
  {
    id: 'count-merged-between',
    type: 'count',
    question: (now) =>
      `How many tickets merged between ${longDay(daysAgo(now, 21))} and ${longDay(daysAgo(now, 15))}?`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 21), daysAgo(now, 15)),
      names: ['ticket_merged'],
    })),
  },
  {
    id: 'count-resolved-on-iso-day',
    type: 'count',
    question: (now) => `ticket_resolved count on ${o.isoDay(daysAgo(now, 8))}`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 8)), names: ['ticket_resolved'] })),
  },
  {
    id: 'count-created-before-date',
    type: 'count',
    question: (now) => `How many ticket_created events were there before ${longDay(prevMonth(now, 2))}?`,
    expect: count((now) => ({ range: R.before(prevMonth(now, 2)), names: ['ticket_created'] })),
  },
  {
    id: 'count-csat-and-escalations-week',
    type: 'count',
    question: 'Past week: total number of csat.submitted plus ticket_escalated events',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['csat.submitted', 'ticket_escalated'] })),
  },
  {
    id: 'count-new-tickets-loose',
    type: 'count',
    question: 'new tickets in the last 7 days??',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['ticket_created'] }), ['ticket_created']),
  },
  {
    id: 'count-agent-logins-48h',
    type: 'count',
    question: 'agent logins, last 48 hours',
    expect: count((now) => ({ range: R.lastHours(now, 48), names: ['agent_login'] })),
  },
  {
    id: 'count-escalations-on-short-day',
    type: 'count',
    question: (now) => `On ${shortDay(daysAgo(now, 9))}, how many tickets escalated?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 9)), names: ['ticket_escalated'] })),
  },
  {
    id: 'count-logins-on-long-day',
    type: 'count',
    question: (now) => `agent logins on ${longDay(daysAgo(now, 6))}`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 6)), names: ['agent_login'] })),
  },
  {
    id: 'count-sla-breaches-low',
    type: 'count',
    low: true,
    question: 'How many SLA breaches did we have last month?',
    expect: refuse,
  },
  {
    id: 'count-last-year-empty',
    type: 'count',
    low: true,
    question: 'how many tickets were created last year',
    expect: count((now) => ({ range: R.lastYear(now), names: ['ticket_created'] })),
  },

  // ===== users =====
  {
    id: 'users-active-past-week',
    type: 'users',
    question: 'How many active users did we hav in the past week?',
    expect: distinct((now) => ({ range: R.lastDays(now, 7) })),
  },
  {
    id: 'users-csat-in-month',
    type: 'users',
    question: (now) => `How many customers submitted csat.submitted in ${monthName(prevMonth(now))}?`,
    expect: distinct((now) => ({ range: R.month(prevMonth(now)), names: ['csat.submitted'] })),
  },
  {
    id: 'users-agent-login-today',
    type: 'users',
    question: 'how many different agents have an agent_login today',
    expect: distinct((now) => ({ range: R.today(now), names: ['agent_login'] })),
  },
  {
    id: 'users-article-viewed-30d',
    type: 'users',
    question: 'unique users with article.viewed in the last 30 days',
    expect: distinct((now) => ({ range: R.lastDays(now, 30), names: ['article.viewed'] })),
  },
  {
    id: 'users-escalated-loose',
    type: 'users',
    question: 'How many agents escalated something this month?',
    expect: distinct(
      (now) => ({ range: R.thisMonth(now), names: ['ticket_escalated'] }),
      ['ticket_escalated'],
    ),
  },
  {
    id: 'users-started-chat-loose',
    type: 'users',
    question: 'In the last 3 months, how many people started a live chat?',
    expect: distinct((now) => ({ range: R.lastMonths(now, 3), names: ['chat_started'] }), ['chat_started']),
  },
  {
    id: 'users-this-week',
    type: 'users',
    question: 'number of unique users this week',
    expect: distinct((now) => ({ range: R.thisWeek(now) })),
  },
  {
    id: 'users-article-published-ever',
    type: 'users',
    question: 'how many distinct users have ever done article.published?',
    expect: distinct(() => ({ names: ['article.published'] })),
  },
  {
    id: 'users-resolved-since',
    type: 'users',
    question: (now) => `Since ${shortDay(prevMonth(now))}, how many users had ticket_resolved?`,
    expect: distinct((now) => ({ range: R.since(prevMonth(now), now), names: ['ticket_resolved'] })),
  },
  {
    id: 'users-from-to',
    type: 'users',
    question: (now) => `Unique users from ${shortDay(daysAgo(now, 14))} to ${shortDay(daysAgo(now, 8))}?`,
    expect: distinct((now) => ({ range: R.between(daysAgo(now, 14), daysAgo(now, 8)) })),
  },
  {
    id: 'users-reopened-low',
    type: 'users',
    low: true,
    question: 'How many unique users triggered ticket_reopened last week?',
    expect: refuse,
  },

  // ===== value =====
  {
    id: 'value-avg-csat-last-month',
    type: 'value',
    question: 'What was the average csat.submitted value last month?',
    expect: measure(o.avg, (now) => ({ range: R.lastMonth(now), names: ['csat.submitted'] })),
  },
  {
    id: 'value-avg-csat-score-loose',
    type: 'value',
    question: 'whats our avg CSAT score this month',
    expect: measure(o.avg, (now) => ({ range: R.thisMonth(now), names: ['csat.submitted'] }), [
      'csat.submitted',
    ]),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'How much revenue did we make last month?',
    expect: measure(total, (now) => ({ range: R.lastMonth(now), names: ['Seat Purchased'] }), [
      'Seat Purchased',
    ]),
  },
  {
    id: 'value-seat-sum-this-year',
    type: 'value',
    question: 'Need it for the board deck: total Seat Purchased value this year',
    expect: measure(total, (now) => ({ range: R.thisYear(now), names: ['Seat Purchased'] })),
  },
  {
    id: 'value-median-replied-30d',
    type: 'value',
    question: 'median ticket_replied value over the last 30 days',
    expect: measure(median, (now) => ({ range: R.lastDays(now, 30), names: ['ticket_replied'] })),
  },
  {
    id: 'value-max-resolved-month',
    type: 'value',
    question: (now) => `What's the max ticket_resolved value in ${monthName(prevMonth(now))}?`,
    expect: measure(o.max, (now) => ({ range: R.month(prevMonth(now)), names: ['ticket_resolved'] })),
  },
  {
    id: 'value-min-article-viewed-this-week',
    type: 'value',
    question: 'min article.viewed value this week',
    expect: measure(o.min, (now) => ({ range: R.thisWeek(now), names: ['article.viewed'] })),
  },
  {
    id: 'value-avg-wait-replies-loose',
    type: 'value',
    question: 'average wait time on agent replies (minutes) for the past 14 days?',
    expect: measure(o.avg, (now) => ({ range: R.lastDays(now, 14), names: ['ticket_replied'] }), [
      'ticket_replied',
    ]),
  },
  {
    id: 'value-avg-resolved-agt101',
    type: 'value',
    question: 'Average ticket_resolved value for agt_101',
    expect: measure(o.avg, () => ({ names: ['ticket_resolved'], user: 'agt_101' })),
  },
  {
    id: 'value-reading-time-loose',
    type: 'value',
    question: (now) =>
      `total seconds customers spent reading help center articles since ${longDay(prevMonth(now, 2))}`,
    expect: measure(total, (now) => ({ range: R.since(prevMonth(now, 2), now), names: ['article.viewed'] }), [
      'article.viewed',
    ]),
  },
  {
    id: 'value-sum-resolved-last-2-weeks',
    type: 'value',
    question: 'sum of ticket_resolved values in the last 2 weeks',
    expect: measure(total, (now) => ({ range: R.lastWeeks(now, 2), names: ['ticket_resolved'] })),
  },
  {
    id: 'value-nobody-low',
    type: 'value',
    low: true,
    question: 'Average csat.submitted value for cus_55555?',
    expect: refuse,
  },

  // ===== top-events =====
  {
    id: 'top-events-top5-all',
    type: 'top-events',
    question: 'What are our top 5 events?',
    expect: ranked(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-three-last-week',
    type: 'top-events',
    question: 'top three events last week',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-common',
    type: 'top-events',
    question: 'Which is the least common event overall?',
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-most-frequent-yesterday',
    type: 'top-events',
    question: 'Most frequent events yesterday',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-bottom-3-this-month',
    type: 'top-events',
    question: 'This month, which 3 events happened the least?',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-most-common-24h',
    type: 'top-events',
    question: 'most common event in the last 24 hours?',
    expect: ranked((now) => ({ range: R.lastHours(now, 24) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-top10-named-month',
    type: 'top-events',
    question: (now) => `Top 10 events in ${monthYear(prevMonth(now))}, with counts`,
    expect: ranked((now) => ({ range: R.month(prevMonth(now)) }), o.byName, { n: 10 }),
  },

  // ===== top-users =====
  {
    id: 'top-users-most-active-5',
    type: 'top-users',
    question: 'Who are the 5 most active users?',
    expect: ranked(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-resolved-last-month',
    type: 'top-users',
    question: 'Top 3 agents by ticket_resolved last month',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: ['ticket_resolved'] }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-spenders-loose',
    type: 'top-users',
    question: 'who are our top spenders',
    expect: ranked(() => ({ names: ['Seat Purchased'] }), o.byUser, {
      n: 5,
      by: o.value,
      loose: ['Seat Purchased'],
    }),
  },
  {
    id: 'top-users-ticket-openers-loose',
    type: 'top-users',
    question: 'which requesters open the most tickets? top 3 pls',
    expect: ranked(() => ({ names: ['ticket_created'] }), o.byUser, { n: 3, loose: ['ticket_created'] }),
  },
  {
    id: 'top-users-csat-3-months',
    type: 'top-users',
    question: 'Top 3 users by csat.submitted count in the last 3 months',
    expect: ranked((now) => ({ range: R.lastMonths(now, 3), names: ['csat.submitted'] }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-seat-value',
    type: 'top-users',
    question: 'Which two users have the highest total Seat Purchased value?',
    expect: ranked(() => ({ names: ['Seat Purchased'] }), o.byUser, { n: 2, by: o.value }),
  },
  {
    id: 'top-users-most-active-this-week',
    type: 'top-users',
    question: 'most active user this week',
    expect: ranked((now) => ({ range: R.thisWeek(now) }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-replied-this-month',
    type: 'top-users',
    question: 'Top four agents by ticket_replied this month',
    expect: ranked((now) => ({ range: R.thisMonth(now), names: ['ticket_replied'] }), o.byUser, { n: 4 }),
  },

  // ===== user =====
  {
    id: 'user-agt101-last-month',
    type: 'user',
    question: 'How many events did agt_101 log last month?',
    expect: count((now) => ({ range: R.lastMonth(now), user: 'agt_101' })),
  },
  {
    id: 'user-first-seen-lapsed',
    type: 'user',
    question: 'When was cus_20417 first seen?',
    expect: firstDate(() => ({ user: 'cus_20417' })),
  },
  {
    id: 'user-last-seen-agt122',
    type: 'user',
    question: 'agt_122 last seen?',
    expect: lastDate(() => ({ user: 'agt_122' })),
  },
  {
    id: 'user-recent-events-power-requester',
    type: 'user',
    question: "What were cus_31090's last 3 events?",
    expect: recent('cus_31090', 3),
  },
  {
    id: 'user-event-names-new-agent',
    type: 'user',
    question: 'which events has agt_158 done so far',
    expect: namesUsed(() => ({ user: 'agt_158' })),
  },
  {
    id: 'user-escalations-agt101-30d',
    type: 'user',
    question: 'How many tickets escalated by agt_101 in the last 30 days?',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['ticket_escalated'], user: 'agt_101' })),
  },
  {
    id: 'user-new-requester-count',
    type: 'user',
    question: 'cus_48812: how many events in total?',
    expect: count(() => ({ user: 'cus_48812' })),
  },
  {
    id: 'user-reader-since',
    type: 'user',
    question: (now) => `how many article.viewed events for cus_67203 since ${shortDay(daysAgo(now, 30))}`,
    expect: count((now) => ({
      range: R.since(daysAgo(now, 30), now),
      names: ['article.viewed'],
      user: 'cus_67203',
    })),
  },
  {
    id: 'user-agt100-past-week-names',
    type: 'user',
    question: 'What event types has agt_100 used in the past week?',
    expect: namesUsed((now) => ({ range: R.lastDays(now, 7), user: 'agt_100' })),
  },
  {
    id: 'user-nobody-low',
    type: 'user',
    low: true,
    question: 'Show me everything cus_55555 did this month',
    expect: refuse,
  },

  // ===== breakdown =====
  {
    id: 'breakdown-busiest-weekday-created',
    type: 'breakdown',
    question: 'Which weekday gets the most ticket_created events?',
    expect: ranked(() => ({ names: ['ticket_created'] }), o.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-hour-chat',
    type: 'breakdown',
    question: 'busiest hour of the day for chat_started?',
    expect: ranked(() => ({ names: ['chat_started'] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-daily-resolved-last-week',
    type: 'breakdown',
    question: 'ticket_resolved per day last week',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: ['ticket_resolved'] }), o.byDay),
  },
  {
    id: 'breakdown-csat-by-month',
    type: 'breakdown',
    question: 'csat.submitted by month',
    expect: breakdown(() => ({ names: ['csat.submitted'] }), o.byMonth),
  },
  {
    id: 'breakdown-weekly-created-since',
    type: 'breakdown',
    question: (now) => `Weekly ticket_created counts since ${longDay(o.weekStart(+now) - 3 * WEEK)} please`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 3 * WEEK, now), names: ['ticket_created'] }),
      o.byWeek,
    ),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'What was the busiest day in the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-quietest-weekday-logins',
    type: 'breakdown',
    question: 'quietest day of the week for agent_login',
    expect: ranked(() => ({ names: ['agent_login'] }), o.byWeekday, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-hourly-articles-yesterday',
    type: 'breakdown',
    question: 'hour-by-hour breakdown of article.viewed yesterday',
    expect: breakdown((now) => ({ range: R.yesterday(now), names: ['article.viewed'] }), o.byHour),
  },
  {
    id: 'breakdown-escalations-month-loose',
    type: 'breakdown',
    question: 'which month had the most escalations?',
    expect: ranked(() => ({ names: ['ticket_escalated'] }), o.byMonth, { n: 1, loose: ['ticket_escalated'] }),
  },

  // ===== compare =====
  {
    id: 'compare-created-7d',
    type: 'compare',
    question: 'ticket_created: last 7 days vs the previous 7 days',
    expect: compare(['ticket_created'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-resolved-week-before',
    type: 'compare',
    question:
      'hi! putting together the weekly ops review - how did tickets resolved last week compare with the week before?',
    expect: compare(['ticket_resolved'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)]),
  },
  {
    id: 'compare-csat-two-months',
    type: 'compare',
    question: (now) => `csat.submitted in ${monthName(prevMonth(now))} vs ${monthName(prevMonth(now, 2))}?`,
    expect: compare(['csat.submitted'], (now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))]),
  },
  {
    id: 'compare-escalations-growing-loose',
    type: 'compare',
    question: 'Are escalations growing? compare the last 30 days with the 30 days before',
    expect: compare(['ticket_escalated'], (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)], {
      loose: ['ticket_escalated'],
    }),
  },
  {
    id: 'compare-replied-yesterday-day-before',
    type: 'compare',
    question: 'ticket_replied yesterday compared with the day before',
    expect: compare(['ticket_replied'], (now) => [R.on(daysAgo(now, 2)), R.yesterday(now)]),
  },
  {
    id: 'compare-articles-24h',
    type: 'compare',
    question: 'article.viewed in the past 24 hours vs the 24 hours before that',
    expect: compare(['article.viewed'], (now) => [R.lastHours(now - 24 * o.HOUR, 24), R.lastHours(now, 24)]),
  },
  {
    id: 'compare-seats-two-named-months',
    type: 'compare',
    question: (now) =>
      `Seat Purchased events: ${monthName(prevMonth(now, 3))} versus ${monthName(prevMonth(now))}`,
    expect: compare(['Seat Purchased'], (now) => [R.month(prevMonth(now, 3)), R.month(prevMonth(now))]),
  },
  {
    id: 'compare-users-7d',
    type: 'compare',
    question: 'Unique users in the last 7 days compared to the 7 days before?',
    expect: compare(undefined, (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)], {
      usersOf: true,
    }),
  },

  // ===== share =====
  {
    id: 'share-escalated-last-month',
    type: 'share',
    question: 'What share of all events last month were ticket_escalated?',
    expect: shareOfEvents(['ticket_escalated'], R.lastMonth),
  },
  {
    id: 'share-users-csat-30d',
    type: 'share',
    question: 'What percentage of active users did csat.submitted in the last 30 days?',
    expect: shareOfUsers(['csat.submitted'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-chat-started-all',
    type: 'share',
    question: '% of events that are chat_started',
    expect: shareOfEvents(['chat_started'], R.all),
  },
  {
    id: 'share-users-help-articles-loose',
    type: 'share',
    question: 'what % of users read a help article this month',
    expect: shareOfUsers(['article.viewed'], R.thisMonth, ['article.viewed']),
  },
  {
    id: 'share-replied-this-week',
    type: 'share',
    question: 'ticket_replied as a percentage of all activity this week',
    expect: shareOfEvents(['ticket_replied'], R.thisWeek),
  },
  {
    id: 'share-users-agent-login-month',
    type: 'share',
    question: (now) => `In ${monthName(prevMonth(now))}, what percent of active users had an agent_login?`,
    expect: shareOfUsers(['agent_login'], (now) => R.month(prevMonth(now))),
  },
  {
    id: 'share-merging-loose',
    type: 'share',
    question: 'how much of our activity is merging duplicate tickets, in percent?',
    expect: shareOfEvents(['ticket_merged'], R.all, ['ticket_merged']),
  },

  // ===== conversion =====
  {
    id: 'conv-article-to-ticket-30d',
    type: 'conversion',
    question: 'Of the users who did article.viewed in the last 30 days, how many then did ticket_created?',
    expect: conversion('article.viewed', 'ticket_created', (now) => R.lastDays(now, 30), 'dn%'),
  },
  {
    id: 'conv-ticket-to-csat-all',
    type: 'conversion',
    question: 'What percentage of users with ticket_created went on to csat.submitted?',
    expect: conversion('ticket_created', 'csat.submitted', R.all, '%'),
  },
  {
    id: 'conv-chat-to-ticket-this-month',
    type: 'conversion',
    question: 'conversion from chat_started to ticket_created this month',
    expect: conversion('chat_started', 'ticket_created', R.thisMonth, 'dn%'),
  },
  {
    id: 'conv-assigned-to-escalated-last-month',
    type: 'conversion',
    question: 'Last month, of users who had ticket_assigned, how many later had ticket_escalated?',
    expect: conversion('ticket_assigned', 'ticket_escalated', R.lastMonth, 'n'),
  },
  {
    id: 'conv-read-then-opened-loose',
    type: 'conversion',
    question: (now) =>
      `since ${shortDay(prevMonth(now, 2))}, how many customers who read a help article afterwards opened a ticket?`,
    expect: conversion('article.viewed', 'ticket_created', (now) => R.since(prevMonth(now, 2), now), 'n', [
      'article.viewed',
      'ticket_created',
    ]),
  },
  {
    id: 'conv-login-to-published-60d',
    type: 'conversion',
    question: 'Of the users with agent_login in the past 60 days, what % went on to article.published?',
    expect: conversion('agent_login', 'article.published', (now) => R.lastDays(now, 60), '%'),
  },
  {
    id: 'conv-escalated-to-merged-3m',
    type: 'conversion',
    question: 'ticket_escalated -> ticket_merged conversion over the last 3 months (users and %)',
    expect: conversion('ticket_escalated', 'ticket_merged', (now) => R.lastMonths(now, 3), 'n%'),
  },

  // ===== churn =====
  {
    id: 'churn-active-sep-not-oct',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(prevMonth(now, 2))} but not in ${monthName(prevMonth(now))}?`,
    expect: churned((now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))]),
  },
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'How many new users this month?',
    expect: newUsers(R.thisMonth),
  },
  {
    id: 'churn-new-last-week',
    type: 'churn',
    question: 'new users last week?',
    expect: newUsers(R.lastWeek),
  },
  {
    id: 'churn-last-month-not-this-month',
    type: 'churn',
    question: "users who were active last month and haven't come back this month - how many?",
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'How many new users did we get in the past 30 days?',
    expect: newUsers((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-between-not-since',
    type: 'churn',
    question: (now) =>
      `How many people were active between ${shortDay(prevMonth(now, 2))} and ${shortDay(prevMonth(now, 1) - DAY)} but not since ${shortDay(prevMonth(now, 1))}?`,
    expect: churned((now) => [
      R.between(prevMonth(now, 2), prevMonth(now, 1) - DAY),
      R.since(prevMonth(now, 1), now),
    ]),
  },
  {
    id: 'churn-new-in-named-month',
    type: 'churn',
    question: (now) => `new users in ${monthYear(prevMonth(now, 3))}`,
    expect: newUsers((now) => R.month(prevMonth(now, 3))),
  },

  // ===== recency =====
  {
    id: 'recency-last-merged',
    type: 'recency',
    question: 'When was the last ticket_merged?',
    expect: lastDate(() => ({ names: ['ticket_merged'] })),
  },
  {
    id: 'recency-last-seat-loose',
    type: 'recency',
    question: 'when did someone last buy a seat',
    expect: lastDate(() => ({ names: ['Seat Purchased'] }), ['Seat Purchased']),
  },
  {
    id: 'recency-escalation-yesterday',
    type: 'recency',
    question: 'Did anyone have a ticket_escalated yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['ticket_escalated'] })),
  },
  {
    id: 'recency-last-article-published',
    type: 'recency',
    question: 'last time an article.published happened?',
    expect: lastDate(() => ({ names: ['article.published'] })),
  },
  {
    id: 'recency-csat-24h',
    type: 'recency',
    question: 'Has anybody done csat.submitted in the last 24 hours?',
    expect: count((now) => ({ range: R.lastHours(now, 24), names: ['csat.submitted'] })),
  },
  {
    id: 'recency-user-last-chat',
    type: 'recency',
    question: 'When did cus_31090 last do chat_started?',
    expect: lastDate(() => ({ names: ['chat_started'], user: 'cus_31090' }), undefined, { points: false }),
  },
  {
    id: 'recency-last-escalation-loose',
    type: 'recency',
    question: 'when was the most recent escalation',
    expect: lastDate(() => ({ names: ['ticket_escalated'] }), ['ticket_escalated']),
  },
  {
    id: 'recency-refund-low',
    type: 'recency',
    low: true,
    question: 'Has anyone ever requested a refund?',
    expect: refuse,
  },

  // ===== catalogue =====
  {
    id: 'cat-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'cat-user-total',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },
  {
    id: 'cat-event-total',
    type: 'catalogue',
    question: 'total numbr of events recorded',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'cat-distinct-event-types',
    type: 'catalogue',
    question: 'how many diffrent event types exist?',
    expect: catalogue((ev) => ({ numbers: [allNames(ev).length] })),
  },
  {
    id: 'cat-names-with-counts',
    type: 'catalogue',
    question: 'list every event name with how many times it occurred',
    expect: catalogue((ev) => {
      const t = [...o.tally(ev, o.byName)];
      return { names: t.map(([k]) => k), numbers: t.map(([, v]) => v), unordered: true };
    }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'Give me the big picture: how many users and how many events overall?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'cat-reopened-exists-low',
    type: 'catalogue',
    low: true,
    question: 'is there an event called ticket_reopened?',
    expect: refuse,
  },

  // ===== other =====
  {
    id: 'other-country',
    type: 'other',
    question: 'Which country do most of our tickets come from?',
    expect: refuse,
  },
  {
    id: 'other-priority',
    type: 'other',
    question: 'Average first response time per ticket priority (urgent / high / normal)?',
    expect: refuse,
  },
  {
    id: 'other-languages',
    type: 'other',
    question: 'What languages do our requesters write in?',
    expect: refuse,
  },
  {
    id: 'other-write-reply',
    type: 'other',
    question: 'Write a polite reply to an angry customer whose refund is late.',
    expect: refuse,
  },
  { id: 'other-tags', type: 'other', question: 'which ticket tags are used the most?', expect: refuse },
  {
    id: 'other-team-sla',
    type: 'other',
    question: 'SLA compliance by team (Billing, Tech, Onboarding) for Q3',
    expect: refuse,
  },
  { id: 'other-nonsense', type: 'other', question: 'asdfgh ticket ??? purple', expect: refuse },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'forecast our ticket volume for next quarter',
    expect: refuse,
  },
  {
    id: 'other-sentiment',
    type: 'other',
    question: 'What is the sentiment of customer messages this week?',
    expect: refuse,
  },
  { id: 'other-capital', type: 'other', question: "what's the capital of Portugal", expect: refuse },
  {
    id: 'other-article-titles',
    type: 'other',
    question: 'Which help-center article title gets the most views?',
    expect: refuse,
  },
];
