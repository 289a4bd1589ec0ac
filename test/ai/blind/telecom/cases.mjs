// Blind round "telecom": questions a carrier's self-care team would ask about app usage.
// Every expectation is computed from the events with the reference oracle (SEMANTICS.md).

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY } from './data.mjs';

const { ranges: R, DAY, WEEK } = o;

// ---- question text helpers ------------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const nth = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${nth(new Date(t).getUTCDate())}`; // October 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Oct 3
const iso = (t) => o.isoDay(t);
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const lastMonthStart = (now) => o.monthStart(+now, -1);
const monthBefore = (now) => o.monthStart(+now, -2);

// ---- expectation builders -------------------------------------------------------------------

const HIGH = 'high';
const NH = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };
const MONEY = ['topup_completed', 'bundle_purchased', 'Bill Paid'];

const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const withNames = (x, names) =>
  names?.length ? { ...x, names: [...(x.names ?? []), ...names], unordered: true } : x;

// scope(now) → { range, names, user } for o.select.
const count =
  (scope, conf = HIGH, mention) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) =>
      withNames({ numbers: [s.length], confidence: conf, dataPoints: s.length }, mention),
    );

const distinct =
  (scope, conf = HIGH, mention) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) =>
      withNames({ numbers: [o.users(s).size], confidence: conf, dataPoints: s.length }, mention),
    );

const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return o.round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};
const total = (evs) => o.round(o.sum(evs), 2);
const measure =
  (fn, scope, conf = HIGH, mention) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) =>
      withNames({ numbers: [fn(s)], confidence: conf, dataPoints: s.length }, mention),
    );

// Ranked list with a tie check at the cut (and at every place inside a top-1).
function ranked(scope, key, { n = Infinity, ascending = false, by, conf = HIGH, mention, unordered } = {}) {
  const full = (ev, now) => o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
  const fn = (ev, now) =>
    orLow(o.select(ev, scope(+now)), () => {
      const top = full(ev, now).slice(0, n);
      const x = { names: top.map(([k]) => k), numbers: top.map(([, v]) => o.round(v, 2)), confidence: conf };
      if (unordered) x.unordered = true;
      return mention ? withNames(x, mention) : x;
    });
  fn.tieAtCut = (ev, now) => {
    const all = full(ev, now);
    return all.length > n && Math.abs(all[n - 1][1] - all[n][1]) < 1e-9;
  };
  return fn;
}

// Full breakdown: every bucket with its figure (buckets named when `named`).
const breakdown =
  (scope, key, { named = true, unordered = true } = {}) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const t = [...o.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      const x = { numbers: t.map(([, v]) => v), confidence: HIGH };
      return named ? { ...x, names: t.map(([k]) => k), unordered } : x;
    });

// periods(now) → [earlier, later].
const compare =
  (names, periods, conf = HIGH) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(a.length, b.length);
    return withNames(
      {
        numbers: [c.earlier, c.later, c.diff],
        percents: c.pct === null ? [] : [c.pct],
        confidence: conf,
        dataPoints: a.length + b.length,
      },
      conf === NH ? names : undefined,
    );
  };

const shareEvents =
  (names, range, conf = HIGH) =>
  (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), (all) =>
      withNames(
        {
          percents: [o.percent(o.select(all, { names }).length, all.length)],
          confidence: conf,
          dataPoints: all.length,
        },
        conf === NH ? names : undefined,
      ),
    );

const shareUsers =
  (names, range, conf = HIGH) =>
  (ev, now) =>
    orLow(o.select(ev, { range: range(+now) }), (all) =>
      withNames(
        {
          percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
          confidence: conf,
        },
        conf === NH ? names : undefined,
      ),
    );

const conversion =
  (a, b, range, show, conf = HIGH) =>
  (ev, now) => {
    const c = o.conversion(ev, range(+now), a, b);
    if (!c.did) return LOW;
    return withNames(
      {
        numbers: show.includes('n') ? [c.converted] : [],
        percents: show.includes('%') ? [c.pct] : [],
        confidence: conf,
      },
      conf === NH ? [a, b] : undefined,
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

const lastDate =
  (scope, conf = HIGH, mention) =>
  (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) =>
      withNames({ names: [iso(o.time(o.newestFirst(s)[0]))], confidence: conf }, mention),
    );

const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))].sort();
const catalogue = (build) => (ev) => ({ ...build(ev), confidence: HIGH, dataPoints: ev.length });

// A user's most recent k events (ties in time at the cut or inside are flagged).
function recentOf(user, k) {
  const fn = (ev) =>
    orLow(o.select(ev, { user }), (s) => ({
      names: o
        .newestFirst(s)
        .slice(0, k)
        .map((e) => e.eventName),
      confidence: HIGH,
    }));
  fn.tieAtCut = (ev) => {
    const s = o
      .newestFirst(o.select(ev, { user }))
      .slice(0, k + 1)
      .map(o.time);
    return new Set(s).size !== s.length;
  };
  return fn;
}

// ---- the cases ------------------------------------------------------------------------------

export const cases = [
  // 1. counts
  {
    id: 'count-topups-completed-7d',
    type: 'count',
    question: 'In the last 7 days, how many top-ups completed?',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['topup_completed'] })),
  },
  {
    id: 'count-app-logins-yesterday',
    type: 'count',
    question: 'app logins yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['app_login'] })),
  },
  {
    id: 'count-balance-checks-last-week',
    type: 'count',
    question: 'Number of balance checks last week pls',
    expect: count((now) => ({ range: R.lastWeek(now), names: ['balance_check'] })),
  },
  {
    id: 'count-network-problems-this-month',
    type: 'count',
    question: 'how many times have subs reported network problems this month',
    expect: count((now) => ({ range: R.thisMonth(now), names: ['network_issue_reported'] }), NH, [
      'network_issue_reported',
    ]),
  },
  {
    id: 'count-bundles-bought-24h',
    type: 'count',
    question: 'Data bundles bought in the past 24 hours?',
    expect: count((now) => ({ range: R.lastDays(now, 1), names: ['bundle_purchased'] }), NH, [
      'bundle_purchased',
    ]),
  },
  {
    id: 'count-events-today',
    type: 'count',
    question: 'How many events so far today?',
    expect: count((now) => ({ range: R.today(now) })),
  },
  {
    id: 'count-bill-paid-between',
    type: 'count',
    question: (now) =>
      `How many Bill Paid events between ${longDay(daysAgo(now, 30))} and ${longDay(daysAgo(now, 16))}?`,
    expect: count((now) => ({ range: R.between(daysAgo(now, 30), daysAgo(now, 16)), names: ['Bill Paid'] })),
  },
  {
    id: 'count-port-in-requests-since',
    type: 'count',
    question: (now) => `port-in requests since ${shortDay(daysAgo(now, 35))}`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 35), now), names: ['port_in_requested'] }), NH, [
      'port_in_requested',
    ]),
  },
  {
    id: 'count-data-usage-viewed-last-month-name',
    type: 'count',
    question: (now) => `count of data_usage_viewed in ${monthName(lastMonthStart(now))}`,
    expect: count((now) => ({ range: R.month(lastMonthStart(now)), names: ['data_usage_viewed'] })),
  },
  {
    id: 'count-app-login-short-date',
    type: 'count',
    question: (now) => `app_login count on ${shortDay(daysAgo(now, 22))}?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 22)), names: ['app_login'] })),
  },
  {
    id: 'count-plan-changes-2w',
    type: 'count',
    question: 'How many plan changes were there over the last 2 weeks?',
    expect: count((now) => ({ range: R.lastWeeks(now, 2), names: ['plan.changed'] }), NH, ['plan.changed']),
  },
  {
    id: 'count-roaming-sessions-before',
    type: 'count',
    question: (now) => `Roaming sessions before ${longDay(monthBefore(now))} - how many?`,
    expect: count((now) => ({ range: R.before(monthBefore(now)), names: ['roaming_session'] })),
  },
  {
    id: 'count-bill-paid-last-year',
    type: 'count',
    low: true,
    question: 'How many Bill Paid events did we have last year?',
    expect: count((now) => ({ range: R.lastYear(now), names: ['Bill Paid'] })),
  },
  {
    id: 'count-support-chats-chatty',
    type: 'count',
    question:
      'Hi! Support lead here - could you tell me how many support chats started in the last 30 days? Thanks so much',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['support_chat_started'] })),
  },
  {
    id: 'count-app-logins-12h',
    type: 'count',
    question: 'how many app logins in the past 12 hours',
    expect: count((now) => ({ range: R.lastHours(now, 12), names: ['app_login'] })),
  },

  // 2. distinct users
  {
    id: 'users-topped-up-30d',
    type: 'users',
    question: 'How many unique subscribers topped up in the last 30 days?',
    expect: distinct((now) => ({ range: R.lastDays(now, 30), names: ['topup_completed'] }), NH, [
      'topup_completed',
    ]),
  },
  {
    id: 'users-active-this-week',
    type: 'users',
    question: 'active users this week?',
    expect: distinct((now) => ({ range: R.thisWeek(now) })),
  },
  {
    id: 'users-balance-check-yesterday',
    type: 'users',
    question: 'Yesterday: how many customers did a balance check?',
    expect: distinct((now) => ({ range: R.yesterday(now), names: ['balance_check'] })),
  },
  {
    id: 'users-roaming-last-month-name',
    type: 'users',
    question: (now) => `How many people used roaming in ${monthName(lastMonthStart(now))}?`,
    expect: distinct((now) => ({ range: R.month(lastMonthStart(now)), names: ['roaming_session'] }), NH, [
      'roaming_session',
    ]),
  },
  {
    id: 'users-bill-paid-last-month',
    type: 'users',
    question: 'unique users with a Bill Paid last month',
    expect: distinct((now) => ({ range: R.lastMonth(now), names: ['Bill Paid'] })),
  },
  {
    id: 'users-logged-into-app-24h',
    type: 'users',
    question: 'How many subscribers logged into the app in the last 24 hours?',
    expect: distinct((now) => ({ range: R.lastDays(now, 1), names: ['app_login'] }), NH, ['app_login']),
  },
  {
    id: 'users-active-3-months',
    type: 'users',
    question: 'Number of active subscribers in the past 3 months',
    expect: distinct((now) => ({ range: R.lastMonths(now, 3) })),
  },
  {
    id: 'users-on-iso-date',
    type: 'users',
    question: (now) => `how many different users were active on ${iso(daysAgo(now, 9))}`,
    expect: distinct((now) => ({ range: R.on(daysAgo(now, 9)) })),
  },
  {
    id: 'users-bundle-purchased-this-year',
    type: 'users',
    question: 'How many users have a bundle_purchased this year?',
    expect: distinct((now) => ({ range: R.thisYear(now), names: ['bundle_purchased'] })),
  },

  // 3. values
  {
    id: 'value-topup-sum-last-month',
    type: 'value',
    question: "What's the total value of topup_completed last month?",
    expect: measure(total, (now) => ({ range: R.lastMonth(now), names: ['topup_completed'] })),
  },
  {
    id: 'value-avg-topup-this-month',
    type: 'value',
    question: 'This month, average top-up amount?',
    expect: measure(o.avg, (now) => ({ range: R.thisMonth(now), names: ['topup_completed'] }), NH, [
      'topup_completed',
    ]),
  },
  {
    id: 'value-max-bill-paid-since',
    type: 'value',
    question: (now) => `biggest bill paid since ${longDay(daysAgo(now, 45))}`,
    expect: measure(o.max, (now) => ({ range: R.since(daysAgo(now, 45), now), names: ['Bill Paid'] })),
  },
  {
    id: 'value-min-bill-paid-month-year',
    type: 'value',
    question: (now) => `Smallest Bill Paid amount in ${monthYear(lastMonthStart(now))}?`,
    expect: measure(o.min, (now) => ({ range: R.month(lastMonthStart(now)), names: ['Bill Paid'] })),
  },
  {
    id: 'value-median-roaming-mb',
    type: 'value',
    question: 'median value of roaming_session events (MB)?',
    expect: measure(median, () => ({ names: ['roaming_session'] })),
  },
  {
    id: 'value-bundle-spend-90d',
    type: 'value',
    question: 'How much did subscribers spend on data bundles in the last 90 days?',
    expect: measure(total, (now) => ({ range: R.lastDays(now, 90), names: ['bundle_purchased'] }), NH, [
      'bundle_purchased',
    ]),
  },
  {
    id: 'value-roaming-mb-2w',
    type: 'value',
    question: 'total roaming session value (MB) over the past 2 weeks',
    expect: measure(total, (now) => ({ range: R.lastWeeks(now, 2), names: ['roaming_session'] })),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: () => ({ names: MONEY, unordered: true, confidence: NH }),
  },
  {
    id: 'value-max-topup-ever',
    type: 'value',
    question: 'largest top up ever?',
    expect: measure(o.max, () => ({ names: ['topup_completed'] }), NH, ['topup_completed']),
  },
  {
    id: 'value-bundle-sum-from-to',
    type: 'value',
    question: (now) =>
      `Sum of bundle_purchased value from ${shortDay(daysAgo(now, 20))} to ${shortDay(daysAgo(now, 6))}`,
    expect: measure(total, (now) => ({
      range: R.between(daysAgo(now, 20), daysAgo(now, 6)),
      names: ['bundle_purchased'],
    })),
  },
  {
    id: 'value-bill-paid-this-year',
    type: 'value',
    question: 'For the board deck: total Bill Paid amount this year?',
    expect: measure(total, (now) => ({ range: R.thisYear(now), names: ['Bill Paid'] })),
  },
  {
    id: 'value-avg-bill-paid-2-months',
    type: 'value',
    question: 'Average Bill Paid amount, last 2 months',
    expect: measure(o.avg, (now) => ({ range: R.lastMonths(now, 2), names: ['Bill Paid'] })),
  },

  // 4. most and least common events
  {
    id: 'top-events-5-this-month',
    type: 'top-events',
    question: 'What are the top 5 events this month?',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-three-7d',
    type: 'top-events',
    question: 'three most common actions in the last 7 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 7) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-common',
    type: 'top-events',
    question: 'Least common event?',
    expect: ranked(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-10-last-month',
    type: 'top-events',
    question: 'top 10 events last month',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byName, { n: 10 }),
  },
  {
    id: 'top-events-two-yesterday',
    type: 'top-events',
    question: 'Which two events happened the most yesterday?',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName, { n: 2 }),
  },
  {
    id: 'top-events-default-list-last-month',
    type: 'top-events',
    question: 'What were the most common events last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-most-frequent',
    type: 'top-events',
    question: 'most frequent event overall',
    expect: ranked(() => ({}), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-bottom-3-month-name',
    type: 'top-events',
    question: (now) => `bottom 3 events in ${monthName(lastMonthStart(now))}`,
    expect: ranked((now) => ({ range: R.month(lastMonthStart(now)) }), o.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-4-past-week',
    type: 'top-events',
    question: 'What are people doing most in the app? Top 4 events, past week',
    expect: ranked((now) => ({ range: R.lastDays(now, 7) }), o.byName, { n: 4 }),
  },

  // 5. most active users / top spenders
  {
    id: 'top-users-5-events',
    type: 'top-users',
    question: 'Top 5 subscribers by number of events',
    expect: ranked(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-spenders-last-month',
    type: 'top-users',
    question: 'who were our top 3 spenders last month?',
    expect: ranked((now) => ({ range: R.lastMonth(now), names: MONEY }), o.byUser, {
      n: 3,
      by: o.value,
      conf: NH,
    }),
  },
  {
    id: 'top-users-topped-up-most-30d',
    type: 'top-users',
    question: 'Which 5 subscribers topped up the most money in the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['topup_completed'] }), o.byUser, {
      n: 5,
      by: o.value,
      conf: NH,
    }),
  },
  {
    id: 'top-users-3-last-week',
    type: 'top-users',
    question: 'most active users last week, top 3',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-ten-app-logins-month',
    type: 'top-users',
    question: (now) => `top ten users by app logins in ${monthName(lastMonthStart(now))}`,
    expect: ranked((now) => ({ range: R.month(lastMonthStart(now)), names: ['app_login'] }), o.byUser, {
      n: 10,
    }),
  },
  {
    id: 'top-users-network-complaints',
    type: 'top-users',
    question: 'who has reported the most network issues?',
    expect: ranked(() => ({ names: ['network_issue_reported'] }), o.byUser, {
      n: 1,
      conf: NH,
      mention: ['network_issue_reported'],
    }),
  },
  {
    id: 'top-users-bill-paid-value',
    type: 'top-users',
    question: 'Top 3 users by total Bill Paid value',
    expect: ranked(() => ({ names: ['Bill Paid'] }), o.byUser, { n: 3, by: o.value }),
  },
  {
    id: 'top-users-roaming-2-months',
    type: 'top-users',
    question: 'which 3 customers had the most roaming sessions in the last 2 months?',
    expect: ranked((now) => ({ range: R.lastMonths(now, 2), names: ['roaming_session'] }), o.byUser, {
      n: 3,
    }),
  },

  // 6. one user
  {
    id: 'user-heaviest-event-count',
    type: 'user',
    question: `How many events does ${P.heaviest} have?`,
    expect: count(() => ({ user: P.heaviest })),
  },
  {
    id: 'user-lapsed-first-last',
    type: 'user',
    question: `when did ${P.lapsed} first and last show up?`,
    expect: (ev) => {
      const s = o.newestFirst(o.select(ev, { user: P.lapsed }));
      return { names: [iso(o.time(s.at(-1))), iso(o.time(s[0]))], confidence: HIGH, dataPoints: s.length };
    },
  },
  {
    id: 'user-heaviest-last-3',
    type: 'user',
    question: `last 3 things ${P.heaviest} did in the app`,
    expect: recentOf(P.heaviest, 3),
  },
  {
    id: 'user-newcomer-event-names',
    type: 'user',
    question: `Which events has ${P.newcomer} used so far?`,
    expect: (ev) => ({
      names: allNames(o.select(ev, { user: P.newcomer })),
      unordered: true,
      confidence: HIGH,
    }),
  },
  {
    id: 'user-roamer-mb-30d',
    type: 'user',
    question: `sum of ${P.roamer}'s roaming session values in the last 30 days? (MB)`,
    expect: measure(total, (now) => ({
      range: R.lastDays(now, 30),
      names: ['roaming_session'],
      user: P.roamer,
    })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `how many events for ${NOBODY}?`,
    expect: count(() => ({ user: NOBODY })),
  },
  {
    id: 'user-complainer-network-problems',
    type: 'user',
    question: `How many times has ${P.complainer} reported a network problem?`,
    expect: count(() => ({ user: P.complainer, names: ['network_issue_reported'] }), NH, [
      'network_issue_reported',
    ]),
  },
  {
    id: 'user-ported-first-seen',
    type: 'user',
    question: `When was ${P.portedIn} first seen?`,
    expect: (ev) => {
      const s = o.newestFirst(o.select(ev, { user: P.portedIn }));
      return { names: [iso(o.time(s.at(-1)))], confidence: HIGH, dataPoints: s.length };
    },
  },
  {
    id: 'user-lapsed-bills-total',
    type: 'user',
    question: `How much has ${P.lapsed} paid in bills overall?`,
    expect: measure(total, () => ({ user: P.lapsed, names: ['Bill Paid'] }), NH, ['Bill Paid']),
  },
  {
    id: 'user-heaviest-app-logins-30d',
    type: 'user',
    question: `app logins by ${P.heaviest} in the last 30 days`,
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['app_login'], user: P.heaviest })),
  },

  // 7. breakdowns over time
  {
    id: 'breakdown-app-logins-per-day-last-week',
    type: 'breakdown',
    question: 'Last week, app logins per day?',
    expect: breakdown((now) => ({ range: R.lastWeek(now), names: ['app_login'] }), o.byDay, { named: false }),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'Busiest day in the past 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-topup-hour',
    type: 'breakdown',
    question: 'What hour of the day do most top-ups happen?',
    expect: ranked(() => ({ names: ['topup_completed'] }), o.byHour, {
      n: 1,
      conf: NH,
      mention: ['topup_completed'],
    }),
  },
  {
    id: 'breakdown-quietest-weekday-balance',
    type: 'breakdown',
    question: 'Quietest weekday for balance checks?',
    expect: ranked(() => ({ names: ['balance_check'] }), o.byWeekday, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-monthly-since',
    type: 'breakdown',
    question: (now) => `number of events per month since ${longDay(o.monthStart(+now, -3))}`,
    expect: breakdown((now) => ({ range: R.since(o.monthStart(now, -3), now) }), o.byMonth, {
      unordered: false,
    }),
  },
  {
    id: 'breakdown-weekly-bill-paid',
    type: 'breakdown',
    question: (now) => `Weekly Bill Paid counts since ${longDay(o.weekStart(+now) - 4 * WEEK)} please`,
    expect: breakdown(
      (now) => ({ range: R.since(o.weekStart(now) - 4 * WEEK, now), names: ['Bill Paid'] }),
      o.byWeek,
      { named: false },
    ),
  },
  {
    id: 'breakdown-busiest-hour-yesterday',
    type: 'breakdown',
    question: 'what was the busiest hour yesterday',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-busiest-hour-long-date',
    type: 'breakdown',
    question: (now) => `busiest hour on ${longDay(daysAgo(now, 14))}?`,
    expect: ranked((now) => ({ range: R.on(daysAgo(now, 14)) }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-weekday-last-month-name',
    type: 'breakdown',
    question: (now) => `events by day of week in ${monthName(lastMonthStart(now))}`,
    expect: breakdown((now) => ({ range: R.month(lastMonthStart(now)) }), o.byWeekday),
  },
  {
    id: 'breakdown-network-problems-weekday',
    type: 'breakdown',
    question: 'On which day of the week do people complain about network problems the most?',
    expect: ranked(() => ({ names: ['network_issue_reported'] }), o.byWeekday, {
      n: 1,
      conf: NH,
      mention: ['network_issue_reported'],
    }),
  },

  // 8. period comparisons (earlier first; change = later − earlier)
  {
    id: 'compare-topups-7d',
    type: 'compare',
    question: 'top-ups completed: last 7 days vs the 7 days before?',
    expect: compare(['topup_completed'], (now) => [R.lastDays(now - 7 * DAY, 7), R.lastDays(now, 7)]),
  },
  {
    id: 'compare-app-logins-weeks',
    type: 'compare',
    question: 'Compare app logins last week to the week before',
    expect: compare(['app_login'], (now) => [R.lastWeek(now - WEEK), R.lastWeek(now)]),
  },
  {
    id: 'compare-balance-checks-months',
    type: 'compare',
    question: 'Did balance checks go up last month compared with the month before?',
    expect: compare(['balance_check'], (now) => [R.month(monthBefore(now)), R.lastMonth(now)]),
  },
  {
    id: 'compare-roaming-named-months',
    type: 'compare',
    question: (now) =>
      `How did roaming sessions in ${monthName(lastMonthStart(now))} compare to ${monthName(monthBefore(now))}?`,
    expect: compare(['roaming_session'], (now) => [R.month(monthBefore(now)), R.month(lastMonthStart(now))]),
  },
  {
    id: 'compare-bill-paid-30d',
    type: 'compare',
    question: 'Bill Paid, last 30 days vs previous 30 days',
    expect: compare(['Bill Paid'], (now) => [R.lastDays(now - 30 * DAY, 30), R.lastDays(now, 30)]),
  },
  {
    id: 'compare-network-growing',
    type: 'compare',
    question: 'Is network issue reporting growing?',
    expect: () => ({ names: ['network_issue_reported'], confidence: NH }),
  },
  {
    id: 'compare-account-created-14d',
    type: 'compare',
    question: 'account.created in the last 14 days compared with the 14 days before',
    expect: compare(['account.created'], (now) => [R.lastDays(now - 14 * DAY, 14), R.lastDays(now, 14)]),
  },
  {
    id: 'compare-events-yesterday',
    type: 'compare',
    question: 'how many events yesterday vs the day before?',
    expect: compare(undefined, (now) => [R.yesterday(now - DAY), R.yesterday(now)]),
  },
  {
    id: 'compare-bundles-ambiguous',
    type: 'compare',
    question: 'Are people buying more bundles lately?',
    expect: () => ({ names: ['bundle_purchased'], confidence: NH }),
  },

  // 9. shares
  {
    id: 'share-balance-checks',
    type: 'share',
    question: 'What % of all events are balance checks?',
    expect: shareEvents(['balance_check'], R.all),
  },
  {
    id: 'share-users-topped-up-30d',
    type: 'share',
    question: 'what share of active subscribers topped up in the last 30 days',
    expect: shareUsers(['topup_completed'], (now) => R.lastDays(now, 30), NH),
  },
  {
    id: 'share-app-logins-this-week',
    type: 'share',
    question: "Percentage of this week's events that were app logins",
    expect: shareEvents(['app_login'], R.thisWeek),
  },
  {
    id: 'share-users-ever-network-issue',
    type: 'share',
    question: 'What percentage of users have ever reported a network issue?',
    expect: shareUsers(['network_issue_reported'], R.all, NH),
  },
  {
    id: 'share-users-roaming-month-name',
    type: 'share',
    question: (now) => `share of users with a roaming_session in ${monthName(lastMonthStart(now))}`,
    expect: shareUsers(['roaming_session'], (now) => R.month(lastMonthStart(now))),
  },
  {
    id: 'share-bundle-purchased-yesterday',
    type: 'share',
    question: "What fraction of yesterday's activity was bundle_purchased? as a percent",
    expect: shareEvents(['bundle_purchased'], R.yesterday),
  },
  {
    id: 'share-customers-paid-bill-last-month',
    type: 'share',
    question: '% of customers who paid a bill last month',
    expect: shareUsers(['Bill Paid'], R.lastMonth, NH),
  },
  {
    id: 'share-roaming-past-week',
    type: 'share',
    question: 'roaming sessions as a % of all events, past week',
    expect: shareEvents(['roaming_session'], (now) => R.lastDays(now, 7)),
  },

  // 10. conversion (B strictly after the user's first A, both in range)
  {
    id: 'conversion-account-topup-60d',
    type: 'conversion',
    question:
      'Of subscribers with account.created in the last 60 days, how many then did a topup_completed, and what % is that?',
    expect: conversion('account.created', 'topup_completed', (now) => R.lastDays(now, 60), 'n%'),
  },
  {
    id: 'conversion-login-bundle-this-month',
    type: 'conversion',
    question: "What's the conversion rate from app_login to bundle_purchased this month?",
    expect: conversion('app_login', 'bundle_purchased', R.thisMonth, '%'),
  },
  {
    id: 'conversion-issue-chat',
    type: 'conversion',
    question: 'Of users who reported a network issue, how many later started a support chat?',
    expect: conversion('network_issue_reported', 'support_chat_started', R.all, 'n', NH),
  },
  {
    id: 'conversion-port-in-bill',
    type: 'conversion',
    question: 'port_in_requested -> Bill Paid conversion?',
    expect: conversion('port_in_requested', 'Bill Paid', R.all, '%'),
  },
  {
    id: 'conversion-balance-topup-7d',
    type: 'conversion',
    question:
      'how many users who checked their balance in the last 7 days went on to top up? and what percent',
    expect: conversion('balance_check', 'topup_completed', (now) => R.lastDays(now, 7), 'n%', NH),
  },
  {
    id: 'conversion-usage-bundle-since',
    type: 'conversion',
    question: (now) =>
      `of people who did data_usage_viewed since ${longDay(daysAgo(now, 21))}, what % then did bundle_purchased?`,
    expect: conversion('data_usage_viewed', 'bundle_purchased', (now) => R.since(daysAgo(now, 21), now), '%'),
  },
  {
    id: 'conversion-account-autopay',
    type: 'conversion',
    question: 'account.created → autopay_enabled: how many users converted?',
    expect: conversion('account.created', 'autopay_enabled', R.all, 'n'),
  },

  // 11. churn and new users
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: 'How many subscribers were active last month but not this month?',
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-new-this-month',
    type: 'churn',
    question: 'how many new subscribers this month',
    expect: newUsers(R.thisMonth),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'New users in the last 14 days?',
    expect: newUsers((now) => R.lastDays(now, 14)),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `Users active in ${monthYear(monthBefore(now))} who did nothing in ${monthYear(lastMonthStart(now))}`,
    expect: churned((now) => [R.month(monthBefore(now)), R.month(lastMonthStart(now))]),
  },
  {
    id: 'churn-stopped-topping-up',
    type: 'churn',
    question: 'How many people stopped topping up?',
    expect: () => ({ names: ['topup_completed'], confidence: NH }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new subscribers since ${longDay(lastMonthStart(now))}?`,
    expect: newUsers((now) => R.since(lastMonthStart(now), now)),
  },
  {
    id: 'churn-between-not-14d',
    type: 'churn',
    question: (now) =>
      `How many subsribers active between ${longDay(daysAgo(now, 60))} and ${longDay(daysAgo(now, 31))} haven't been seen in the last 14 days?`,
    expect: churned((now) => [R.between(daysAgo(now, 60), daysAgo(now, 31)), R.lastDays(now, 14)]),
  },
  {
    id: 'churn-new-last-week',
    type: 'churn',
    question: 'How many new users did we get last week?',
    expect: newUsers(R.lastWeek),
  },

  // 12. existence and recency
  {
    id: 'recency-last-port-in',
    type: 'recency',
    question: 'When was the last port_in_requested?',
    expect: lastDate(() => ({ names: ['port_in_requested'] })),
  },
  {
    id: 'recency-autopay-turned-on',
    type: 'recency',
    question: 'has anyone turned on autopay lately? when was the most recent one',
    expect: lastDate(() => ({ names: ['autopay_enabled'] }), NH, ['autopay_enabled']),
  },
  {
    id: 'recency-lapsed-last-login',
    type: 'recency',
    question: `When did ${P.lapsed} last log in?`,
    expect: lastDate(() => ({ names: ['app_login'], user: P.lapsed }), NH, ['app_login']),
  },
  {
    id: 'recency-esim',
    type: 'recency',
    low: true,
    question: 'Has anyone activated an eSIM?',
    expect: () => LOW,
  },
  {
    id: 'recency-last-bill-paid',
    type: 'recency',
    question: 'when was teh last bill paid',
    expect: lastDate(() => ({ names: ['Bill Paid'] })),
  },
  {
    id: 'recency-roamer-last-roaming',
    type: 'recency',
    question: `When did ${P.roamer} last have a roaming session?`,
    expect: lastDate(() => ({ names: ['roaming_session'], user: P.roamer })),
  },
  {
    id: 'recency-network-issues-3d',
    type: 'recency',
    question: 'Any network issues reported in the last 3 days? When was the latest?',
    expect: lastDate((now) => ({ range: R.lastDays(now, 3), names: ['network_issue_reported'] })),
  },
  {
    id: 'recency-plan-changed',
    type: 'recency',
    question: 'most recent plan.changed?',
    expect: lastDate(() => ({ names: ['plan.changed'] })),
  },
  {
    id: 'recency-newcomer-bundle',
    type: 'recency',
    question: `Did ${P.newcomer} ever buy a bundle?`,
    expect: lastDate(() => ({ names: ['bundle_purchased'], user: P.newcomer }), NH, ['bundle_purchased']),
  },

  // 13. catalogue
  {
    id: 'catalogue-tracked-events',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-subscribers-and-events',
    type: 'catalogue',
    question: 'how many subscribers do we have overall, and how many events?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size, ev.length] })),
  },
  {
    id: 'catalogue-event-type-count',
    type: 'catalogue',
    question: 'How many different event types are there',
    expect: catalogue((ev) => ({ numbers: [allNames(ev).length] })),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'List every event name in the account.',
    expect: catalogue((ev) => ({ names: allNames(ev), unordered: true })),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'number of events recorded altogether',
    expect: catalogue((ev) => ({ numbers: [ev.length] })),
  },
  {
    id: 'catalogue-users-overall',
    type: 'catalogue',
    question: 'How many users overall?',
    expect: catalogue((ev) => ({ numbers: [o.users(ev).size] })),
  },

  // 14. outside what the events can answer
  { id: 'other-5g', type: 'other', question: 'How many subscribers are on 5G?', expect: () => LOW },
  {
    id: 'other-roaming-country',
    type: 'other',
    question: 'Which country do our roamers travel to most?',
    expect: () => LOW,
  },
  {
    id: 'other-signal-tower',
    type: 'other',
    question: 'average signal strength per cell tower last week',
    expect: () => LOW,
  },
  {
    id: 'other-forecast-topups',
    type: 'other',
    question: "Predict next month's top-up volume",
    expect: () => LOW,
  },
  {
    id: 'other-phone-models',
    type: 'other',
    question: 'what phone models do our customers use',
    expect: () => LOW,
  },
  { id: 'other-haiku', type: 'other', question: 'write me a haiku about data plans', expect: () => LOW },
  { id: 'other-nonsense', type: 'other', question: 'asdfgh qwerty??', expect: () => LOW },
  {
    id: 'other-popular-tariff',
    type: 'other',
    question: 'Which tariff plan is the most popular?',
    expect: () => LOW,
  },
  { id: 'other-arpu-region', type: 'other', question: "What's ARPU by region for Q3?", expect: () => LOW },
  { id: 'other-sms', type: 'other', question: 'How many SMS were sent yesterday?', expect: () => LOW },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather in Lisbon tomorrow",
    expect: () => LOW,
  },
];
