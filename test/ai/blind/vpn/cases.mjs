/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
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
  isoMonth,
  pastMonthDay,
  pastMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY, EVENT_NAMES } from './data.mjs';

// ---- helpers ---------------------------------------------------------------------------------
const T = (now) => +now;
const today = (now) => dayStart(T(now));
const daysAgo = (now, n) => today(now) - n * DAY;
const incident = (now) => daysAgo(now, 23);
const ORD = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const fIso = (t) => isoDay(t);
const fLong = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`; // October 3
const fOrd = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${ORD(new Date(t).getUTCDate())}`; // Oct 3rd
const fDmy = (t) =>
  `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const mName = (t) => MONTHS[new Date(t).getUTCMonth()];
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const MONEY = ['subscription_started', 'subscription.renewed'];
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : round((v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const R2 = (x) => round(x, 2);
const LOW = () => ({ confidence: 'low', dataPoints: 0 });

// a count of selected events
const countX =
  (sel, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, sel(now));
    return { numbers: [evs.length], confidence, dataPoints: evs.length };
  };
// distinct users of selected events
const usersX =
  (sel, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, sel(now));
    return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
  };
const valueX =
  (sel, fn, confidence = 'high', names) =>
  (events, now) => {
    const evs = select(events, sel(now));
    return {
      numbers: [fn(evs)],
      confidence,
      dataPoints: evs.length,
      ...(names ? { names, unordered: true } : {}),
    };
  };
// ranked list; `measure` optional; ties at the cut flagged
const ranked = (
  sel,
  key,
  n,
  { measure, ascending = false, confidence = 'high', fig = (x) => x, extraNames = [] } = {},
) => {
  const build = (events, now) => {
    const evs = select(events, sel(now));
    const r = rank(tally(evs, key, measure), { ascending });
    return { evs, r };
  };
  const f = (events, now) => {
    const { evs, r } = build(events, now);
    const top = r.slice(0, n);
    return {
      names: [...top.map(([k]) => k)],
      numbers: top.map(([, v]) => fig(v)),
      confidence,
      dataPoints: evs.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const { r } = build(events, now);
    if (r.length < n) return true;
    if (r.length > n && r[n - 1][1] === r[n][1]) return true;
    for (let i = 1; i < n; i++) if (r[i - 1][1] === r[i][1]) return true; // keep the order unambiguous
    return false;
  };
  return f;
};
// busiest/quietest bucket of a breakdown
const bucketTop = (sel, key, { ascending = false, all } = {}) => {
  const build = (events, now) => {
    const evs = select(events, sel(now));
    const m = tally(evs, key);
    if (all) for (const k of all) if (!m.has(k)) m.set(k, 0);
    return { evs, r: rank(m, { ascending }) };
  };
  const f = (events, now) => {
    const { evs, r } = build(events, now);
    return { names: [r[0][0]], numbers: [r[0][1]], confidence: 'high', dataPoints: evs.length };
  };
  f.tieAtCut = (events, now) => {
    const { r } = build(events, now);
    return r.length > 1 && r[0][1] === r[1][1];
  };
  return f;
};
const compareX =
  (selA, selB, measure = (evs) => evs.length, confidence = 'high', names) =>
  (events, now) => {
    const a = select(events, selA(now)),
      b = select(events, selB(now));
    const c = change(measure(a), measure(b));
    const x = {
      numbers: [c.earlier, c.later, c.diff].map((v) => (Number.isInteger(v) ? v : R2(v))),
      confidence,
      dataPoints: a.length + b.length,
    };
    if (c.pct !== null) x.percents = [c.pct];
    if (names) Object.assign(x, { names, unordered: true });
    return x;
  };
const shareEventsX = (range, name) => (events, now) => {
  const all = select(events, { range: range(now) });
  const part = all.filter((e) => e.eventName === name);
  return { percents: [percent(part.length, all.length)], confidence: 'high', dataPoints: all.length };
};
const shareUsersX =
  (range, name, confidence = 'high') =>
  (events, now) => {
    const all = select(events, { range: range(now) });
    const did = users(all.filter((e) => e.eventName === name));
    return { percents: [percent(did.size, users(all).size)], confidence, dataPoints: all.length };
  };
const convX =
  (range, a, b, confidence = 'high') =>
  (events, now) => {
    const r = range(now);
    const c = conversion(events, r, a, b);
    const dp = select(events, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
  };
const lastX = (names, user) => (events, now) => {
  const evs = select(events, { names, user });
  const t = time(newestFirst(evs)[0]);
  return { names: [fIso(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
};

export const cases = [
  // ---- count --------------------------------------------------------------------------------
  {
    id: 'count-01',
    type: 'count',
    question: 'How many connection.opened events do we have in total?',
    expect: countX(() => ({ names: ['connection.opened'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'kill switch triggered count for the last 7 days pls',
    expect: countX((now) => ({ range: ranges.lastDays(T(now), 7), names: ['Kill Switch Triggered'] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'How many events came in yesterday?',
    expect: countX((now) => ({ range: ranges.yesterday(T(now)) })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'number of data-transferred events last month?',
    expect: countX((now) => ({ range: ranges.lastMonth(T(now)), names: ['data-transferred'] })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: `Support asked: how many connection.opened events did ${P.powerUser} log in the past 30 days?`,
    expect: countX((now) => ({
      range: ranges.lastDays(T(now), 30),
      names: ['connection.opened'],
      user: P.powerUser,
    })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) => `connection.dropped count on ${fIso(incident(now))} — that was the outage day`,
    expect: countX((now) => ({ range: ranges.on(incident(now)), names: ['connection.dropped'] })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) =>
      `How many Server Switched events between ${fLong(daysAgo(now, 40))} and ${fLong(daysAgo(now, 20))}?`,
    expect: countX((now) => ({
      range: ranges.between(daysAgo(now, 40), daysAgo(now, 20)),
      names: ['ServerSwitched'],
    })),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `support ticket opened since ${fOrd(daysAgo(now, 14))} - how many?`,
    expect: countX((now) => ({
      range: ranges.since(daysAgo(now, 14), T(now)),
      names: ['Support Ticket Opened'],
    })),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `How many app_installed events were there before ${fIso(daysAgo(now, 60))}?`,
    expect: countX((now) => ({ range: ranges.before(daysAgo(now, 60)), names: ['app_installed'] })),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'How many ad_blocked events did we record last week?',
    expect: LOW,
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'how many events so far this week',
    expect: countX((now) => ({ range: ranges.thisWeek(T(now)) })),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'connection.opened in the last 48 hours?',
    expect: countX((now) => ({ range: ranges.lastHours(T(now), 48), names: ['connection.opened'] })),
  },
  {
    id: 'count-13',
    type: 'count',
    question: 'how often did people switch servers last week? rough number is fine',
    expect: countX((now) => ({ range: ranges.lastWeek(T(now)), names: ['ServerSwitched'] }), 'not-high'),
  },
  {
    id: 'count-14',
    type: 'count',
    question: 'How many cancellations in the past 60 days?',
    expect: countX(
      (now) => ({ range: ranges.lastDays(T(now), 60), names: ['SubscriptionCancelled'] }),
      'not-high',
    ),
  },

  // ---- users --------------------------------------------------------------------------------
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users do we have overall?',
    expect: usersX(() => ({})),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users in the past 7 days?',
    expect: usersX((now) => ({ range: ranges.lastDays(T(now), 7) })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'how many distinct people ran a speed test last month',
    expect: usersX((now) => ({ range: ranges.lastMonth(T(now)), names: ['speed_test'] })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) =>
      `For the outage postmortem: how many subscribers had a Kill Switch Triggered event on ${fLong(incident(now))}?`,
    expect: usersX((now) => ({ range: ranges.on(incident(now)), names: ['Kill Switch Triggered'] })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'how many users got their tunnel dropped over the last 14 days?',
    expect: usersX(
      (now) => ({ range: ranges.lastDays(T(now), 14), names: ['connection.dropped'] }),
      'not-high',
    ),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'Unique users this month',
    expect: usersX((now) => ({ range: ranges.thisMonth(T(now)) })),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'How many people have a subscription_started event in the last 3 months?',
    expect: usersX((now) => ({ range: ranges.lastMonths(T(now), 3), names: ['subscription_started'] })),
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'how many users turned on split_tunnel_enabled last month?',
    expect: LOW,
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'active users, last 24 hours',
    expect: usersX((now) => ({ range: ranges.lastHours(T(now), 24) })),
  },

  // ---- value --------------------------------------------------------------------------------
  {
    id: 'value-01',
    type: 'value',
    question: 'Total data-transferred value (MB) over the last 30 days?',
    expect: valueX(
      (now) => ({ range: ranges.lastDays(T(now), 30), names: ['data-transferred'] }),
      (evs) => R2(sum(evs)),
    ),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average connection.opened value last week? (its the handshake latency in ms)',
    expect: valueX((now) => ({ range: ranges.lastWeek(T(now)), names: ['connection.opened'] }), avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: `What's the biggest single data-transferred value for ${P.powerUser}?`,
    expect: valueX(() => ({ names: ['data-transferred'], user: P.powerUser }), max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'median speed_test value last month',
    expect: valueX((now) => ({ range: ranges.lastMonth(T(now)), names: ['speed_test'] }), median),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'minimum ServerSwitched value in the past 14 days?',
    expect: valueX((now) => ({ range: ranges.lastDays(T(now), 14), names: ['ServerSwitched'] }), min),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'finance here — what was our revenue last month?',
    expect: valueX(
      (now) => ({ range: ranges.lastMonth(T(now)), names: MONEY }),
      (evs) => R2(sum(evs)),
      'not-high',
      MONEY,
    ),
  },
  {
    id: 'value-07',
    type: 'value',
    question: (now) => `sum of subscription.renewed since ${fDmy(daysAgo(now, 45))}`,
    expect: valueX(
      (now) => ({ range: ranges.since(daysAgo(now, 45), T(now)), names: ['subscription.renewed'] }),
      (evs) => R2(sum(evs)),
    ),
  },
  {
    id: 'value-08',
    type: 'value',
    question: `Mean connection.dropped value for ${P.canceller}? Trying to see how long their sessions lasted before dropping.`,
    expect: valueX(() => ({ names: ['connection.dropped'], user: P.canceller }), avg),
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'avg value of Support Ticket Opened events in the last 60 days (priority 1-3)',
    expect: valueX((now) => ({ range: ranges.lastDays(T(now), 60), names: ['Support Ticket Opened'] }), avg),
  },

  // ---- top-events ---------------------------------------------------------------------------
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'top 5 events of all time',
    expect: ranked(() => ({}), byName, 5),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'Which event was least common in the last 30 days?',
    expect: ranked((now) => ({ range: ranges.lastDays(T(now), 30) }), byName, 1, { ascending: true }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: (now) => `What were the top 3 events on ${fOrd(incident(now))}?`,
    expect: ranked((now) => ({ range: ranges.on(incident(now)) }), byName, 3),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'most common event last week?',
    expect: ranked((now) => ({ range: ranges.lastWeek(T(now)) }), byName, 1),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: `top 2 event types for ${P.canceller}`,
    expect: ranked(() => ({ user: P.canceller }), byName, 2),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: (now) => `top 4 actions from ${fIso(daysAgo(now, 50))} to ${fIso(daysAgo(now, 36))}`,
    expect: ranked((now) => ({ range: ranges.between(daysAgo(now, 50), daysAgo(now, 36)) }), byName, 4),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'list the most common events last month',
    expect: ranked((now) => ({ range: ranges.lastMonth(T(now)) }), byName, 5),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: 'what are the two rarest events overall?',
    expect: ranked(() => ({}), byName, 2, { ascending: true }),
  },

  // ---- top-users ----------------------------------------------------------------------------
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'Who are our 3 most active subscribers by number of events?',
    expect: ranked(() => ({}), byUser, 3),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'top 3 users by total data-transferred value in the last 30 days',
    expect: ranked(
      (now) => ({ range: ranges.lastDays(T(now), 30), names: ['data-transferred'] }),
      byUser,
      3,
      { measure: value, fig: R2 },
    ),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'who is our top spender?',
    expect: ranked(() => ({ names: MONEY }), byUser, 1, { measure: value, fig: R2, confidence: 'not-high' }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'which user has the most Support Ticket Opened events?',
    expect: ranked(() => ({ names: ['Support Ticket Opened'] }), byUser, 1),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'who had the most connection.opened last week?',
    expect: ranked((now) => ({ range: ranges.lastWeek(T(now)), names: ['connection.opened'] }), byUser, 1),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'Who triggered the kill switch most in the past 60 days? (Kill Switch Triggered)',
    expect: ranked(
      (now) => ({ range: ranges.lastDays(T(now), 60), names: ['Kill Switch Triggered'] }),
      byUser,
      1,
    ),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'which subscriber moved the most data yesterday (sum of data-transferred)?',
    expect: ranked((now) => ({ range: ranges.yesterday(T(now)), names: ['data-transferred'] }), byUser, 1, {
      measure: value,
      fig: R2,
    }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question:
      'top 10 users by data-transferred value last month — heavy users list for the capacity planning',
    expect: ranked((now) => ({ range: ranges.lastMonth(T(now)), names: ['data-transferred'] }), byUser, 10, {
      measure: value,
      fig: R2,
    }),
  },

  // ---- user ---------------------------------------------------------------------------------
  {
    id: 'user-01',
    type: 'user',
    question: `How many events does ${P.powerUser} have in total?`,
    expect: countX(() => ({ user: P.powerUser })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: `when did ${P.newcomer} first show up?`,
    expect: (events) => {
      const evs = select(events, { user: P.newcomer });
      const t = time(evs.reduce((a, b) => (time(b) < time(a) ? b : a)));
      return { names: [fIso(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: `Last seen for ${P.churner}?`,
    expect: (events) => {
      const evs = select(events, { user: P.churner });
      const t = time(newestFirst(evs)[0]);
      return { names: [fIso(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: `show me the 3 most recent events for ${P.ticketHeavy}, they just emailed us`,
    expect: Object.assign(
      (events) => {
        const evs = select(events, { user: P.ticketHeavy });
        return {
          names: newestFirst(evs)
            .slice(0, 3)
            .map((e) => e.eventName),
          confidence: 'high',
          dataPoints: evs.length,
        };
      },
      {
        tieAtCut: (events) => {
          const ts = newestFirst(select(events, { user: P.ticketHeavy }))
            .slice(0, 4)
            .map(time);
          return new Set(ts).size < 4;
        },
      },
    ),
  },
  {
    id: 'user-05',
    type: 'user',
    question: `Which event types has ${P.canceller} used?`,
    expect: (events) => {
      const evs = select(events, { user: P.canceller });
      return {
        names: [...new Set(evs.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: `${P.powerUser} activity in the last 30 days - how many events?`,
    expect: countX((now) => ({ range: ranges.lastDays(T(now), 30), user: P.powerUser })),
  },
  { id: 'user-07', type: 'user', low: true, question: `what has ${NOBODY} been doing lately?`, expect: LOW },
  {
    id: 'user-08',
    type: 'user',
    low: true,
    question: `What did ${P.churner} do in the last 14 days?`,
    expect: LOW,
  },
  {
    id: 'user-09',
    type: 'user',
    question: `first seen date for ${P.powerUser}`,
    expect: (events) => {
      const evs = select(events, { user: P.powerUser });
      const t = time(evs.reduce((a, b) => (time(b) < time(a) ? b : a)));
      return { names: [fIso(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },

  // ---- breakdown ----------------------------------------------------------------------------
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'which day of the week is busiest, all events?',
    expect: bucketTop(() => ({}), byWeekday),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'At what hour of the day (UTC) do most connection.opened events happen?',
    expect: bucketTop(() => ({ names: ['connection.opened'] }), byHour),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'Which day in the last 30 days had the most connection.dropped events?',
    expect: bucketTop(
      (now) => ({ range: ranges.lastDays(T(now), 30), names: ['connection.dropped'] }),
      byDay,
    ),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: (now) =>
      `data-transferred per day between ${fIso(daysAgo(now, 7))} and ${fIso(daysAgo(now, 1))}`,
    expect: (events, now) => {
      const evs = select(events, {
        range: ranges.between(daysAgo(now, 7), daysAgo(now, 1)),
        names: ['data-transferred'],
      });
      const m = tally(evs, byDay);
      const days = [...Array(7)].map((_, i) => fIso(daysAgo(now, 7 - i)));
      return {
        names: days,
        numbers: days.map((d) => m.get(d) ?? 0),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: (now) =>
      `app_installed by month: ${mName(monthStart(T(now), -3))}, ${mName(monthStart(T(now), -2))} and ${mName(monthStart(T(now), -1))}`,
    expect: (events, now) => {
      const ms = [-3, -2, -1].map((k) => monthStart(T(now), k));
      const evs = select(events, {
        range: { from: ms[0], to: monthStart(T(now)) },
        names: ['app_installed'],
      });
      const m = tally(evs, byMonth);
      return {
        names: ms.map(isoMonth),
        numbers: ms.map((t) => m.get(isoMonth(t)) ?? 0),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'weekly subscription_started counts for the last 4 full weeks',
    expect: (events, now) => {
      const ws = weekStart(T(now));
      const weeks = [4, 3, 2, 1].map((k) => ws - k * WEEK);
      const evs = select(events, { range: { from: weeks[0], to: ws }, names: ['subscription_started'] });
      const m = tally(evs, byWeek);
      return {
        names: weeks.map(isoDay),
        numbers: weeks.map((w) => m.get(isoDay(w)) ?? 0),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'quietest hour of the day overall (UTC)?',
    expect: bucketTop(() => ({}), byHour, { ascending: true }),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'Which week had the most Support Ticket Opened events? weeks starting Monday',
    expect: bucketTop(() => ({ names: ['Support Ticket Opened'] }), byWeek),
  },

  // ---- compare ------------------------------------------------------------------------------
  {
    id: 'compare-01',
    type: 'compare',
    question: 'connection.opened: last 7 days vs the 7 days before?',
    expect: compareX(
      (now) => ({ range: { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY }, names: ['connection.opened'] }),
      (now) => ({ range: ranges.lastDays(T(now), 7), names: ['connection.opened'] }),
    ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'is app_installed growing? last 30 days compared with the previous 30',
    expect: compareX(
      (now) => ({ range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: ['app_installed'] }),
      (now) => ({ range: ranges.lastDays(T(now), 30), names: ['app_installed'] }),
    ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'Total events last month vs the month before that?',
    expect: compareX(
      (now) => ({ range: ranges.month(monthStart(T(now), -2)) }),
      (now) => ({ range: ranges.lastMonth(T(now)) }),
    ),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: (now) => `total data-transferred (MB) yesterday compared to ${fLong(daysAgo(now, 8))}?`,
    expect: compareX(
      (now) => ({ range: ranges.on(daysAgo(now, 8)), names: ['data-transferred'] }),
      (now) => ({ range: ranges.yesterday(T(now)), names: ['data-transferred'] }),
      sum,
    ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'active users last week vs the week before',
    expect: compareX(
      (now) => ({ range: { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK } }),
      (now) => ({ range: ranges.lastWeek(T(now)) }),
      (evs) => users(evs).size,
    ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'how does revenue in the last 30 days compare to the 30 days before? for the board deck',
    expect: compareX(
      (now) => ({ range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, names: MONEY }),
      (now) => ({ range: ranges.lastDays(T(now), 30), names: MONEY }),
      sum,
      'not-high',
      MONEY,
    ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: (now) => `Kill Switch Triggered on ${fIso(incident(now))} vs the day before?`,
    expect: compareX(
      (now) => ({ range: ranges.on(daysAgo(now, 24)), names: ['Kill Switch Triggered'] }),
      (now) => ({ range: ranges.on(incident(now)), names: ['Kill Switch Triggered'] }),
    ),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: (now) =>
      `speed_test in ${mName(monthStart(T(now), -1))} versus ${mName(monthStart(T(now), -2))}`,
    expect: compareX(
      (now) => ({ range: ranges.month(monthStart(T(now), -2)), names: ['speed_test'] }),
      (now) => ({ range: ranges.month(monthStart(T(now), -1)), names: ['speed_test'] }),
    ),
  },

  // ---- share --------------------------------------------------------------------------------
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are data-transferred?',
    expect: shareEventsX(() => ranges.all(), 'data-transferred'),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what % of active users in the last 30 days had a Kill Switch Triggered event?',
    expect: shareUsersX((now) => ranges.lastDays(T(now), 30), 'Kill Switch Triggered'),
  },
  {
    id: 'share-03',
    type: 'share',
    question: "what share of yesterday's events were connection.dropped?",
    expect: shareEventsX((now) => ranges.yesterday(T(now)), 'connection.dropped'),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'What percent of our users have ever opened a ticket (Support Ticket Opened)?',
    expect: shareUsersX(() => ranges.all(), 'Support Ticket Opened'),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'share of ServerSwitched among last month’s events',
    expect: shareEventsX((now) => ranges.lastMonth(T(now)), 'ServerSwitched'),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'percentage of users with a subscription cancelled event, all time',
    expect: shareUsersX(() => ranges.all(), 'SubscriptionCancelled'),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `On ${fDmy(incident(now))}, what percentage of events were Kill Switch Triggered?`,
    expect: shareEventsX((now) => ranges.on(incident(now)), 'Kill Switch Triggered'),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'Of the people active in the past week, what percentage did a speed test?',
    expect: shareUsersX((now) => ranges.lastDays(T(now), 7), 'speed_test'),
  },

  // ---- conversion ---------------------------------------------------------------------------
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of users who had app_installed, how many went on to subscription_started?',
    expect: convX(() => ranges.all(), 'app_installed', 'subscription_started'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'in the last 30 days, what % of app_installed users then did connection.opened?',
    expect: convX((now) => ranges.lastDays(T(now), 30), 'app_installed', 'connection.opened'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'subscription_started → SubscriptionCancelled conversion, all time',
    expect: convX(() => ranges.all(), 'subscription_started', 'SubscriptionCancelled'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question:
      'over the past 60 days, of users with a connection.dropped, how many later opened a Support Ticket Opened?',
    expect: convX((now) => ranges.lastDays(T(now), 60), 'connection.dropped', 'Support Ticket Opened'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question:
      'Do kill switch triggers lead to cancellations? Kill Switch Triggered then SubscriptionCancelled, how many and what %',
    expect: convX(() => ranges.all(), 'Kill Switch Triggered', 'SubscriptionCancelled'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: 'what fraction of subscription_started users went on to a subscription.renewed?',
    expect: convX(() => ranges.all(), 'subscription_started', 'subscription.renewed'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: (now) => `since ${fLong(daysAgo(now, 45))}: app installed → speed test conversion?`,
    expect: convX((now) => ranges.since(daysAgo(now, 45), T(now)), 'app_installed', 'speed_test'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question:
      'last 14 days, ServerSwitched followed by connection.dropped — how many users and what percentage?',
    expect: convX((now) => ranges.lastDays(T(now), 14), 'ServerSwitched', 'connection.dropped'),
  },

  // ---- churn --------------------------------------------------------------------------------
  {
    id: 'churn-01',
    type: 'churn',
    question: 'how many users were active the month before last but not at all last month?',
    expect: (events, now) => ({
      numbers: [churned(events, ranges.month(monthStart(T(now), -2)), ranges.lastMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'How many new users in the last 7 days?',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastDays(T(now), 7)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'new subscribers last month (first ever event)?',
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.lastMonth(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `users active between ${fIso(daysAgo(now, 100))} and ${fIso(daysAgo(now, 70))} who have had no events since ${fIso(daysAgo(now, 30))} — count?`,
    expect: (events, now) => ({
      numbers: [
        churned(
          events,
          ranges.between(daysAgo(now, 100), daysAgo(now, 70)),
          ranges.since(daysAgo(now, 30), T(now)),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `how many brand new users since ${fOrd(daysAgo(now, 20))}?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.since(daysAgo(now, 20), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question:
      'How many users churned: active in the 30 days before the last 30 days, but not in the last 30 days?',
    expect: (events, now) => ({
      numbers: [
        churned(events, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, ranges.lastDays(T(now), 30))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) => `new users in ${mName(monthStart(T(now), -2))}?`,
    expect: (events, now) => ({
      numbers: [
        newUsers(events, ranges.month(pastMonth(T(now), new Date(monthStart(T(now), -2)).getUTCMonth())))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: 'who went quiet? count of users active last week but with nothing in the last 3 days',
    expect: (events, now) => ({
      numbers: [churned(events, ranges.lastWeek(T(now)), ranges.lastDays(T(now), 3)).length],
      confidence: 'high',
    }),
  },

  // ---- recency ------------------------------------------------------------------------------
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last SubscriptionCancelled?',
    expect: lastX(['SubscriptionCancelled']),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone have a Kill Switch Triggered in the past 3 days?',
    expect: countX((now) => ({ range: ranges.lastDays(T(now), 3), names: ['Kill Switch Triggered'] })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: `When did ${P.powerUser} last run a speed_test?`,
    expect: lastX(['speed_test'], P.powerUser),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'last Support Ticket Opened — when?',
    expect: lastX(['Support Ticket Opened']),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'when was the most recent app_installed event',
    expect: lastX(['app_installed']),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'has anybody had a SubscriptionCancelled in the last 30 days?',
    expect: countX((now) => ({ range: ranges.lastDays(T(now), 30), names: ['SubscriptionCancelled'] })),
  },
  {
    id: 'recency-07',
    type: 'recency',
    low: true,
    question: 'When was the last refund_issued event?',
    expect: LOW,
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: `when did ${P.churner} last have a connection.opened?`,
    expect: lastX(['connection.opened'], P.churner),
  },

  // ---- catalogue ----------------------------------------------------------------------------
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'Which event names exist in our data?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users and how many events are there overall',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'How many different event types do we track?',
    expect: (events) => ({
      numbers: [new Set(events.map(byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'new on the team — what kinds of events does the VPN app send? list them please',
    expect: (events) => ({
      names: [...new Set(events.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'total number of subscribers we have any data for?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'Total events recorded, all time?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'what event names are tracked and how many times each? full list',
    expect: (events) => {
      const r = rank(tally(events, byName));
      return {
        names: r.map(([k]) => k),
        numbers: r.map(([, v]) => v),
        confidence: 'high',
        dataPoints: events.length,
      };
    },
  },

  // ---- other --------------------------------------------------------------------------------
  {
    id: 'other-01',
    type: 'other',
    question: 'Which country do most of our subscribers connect from?',
    expect: LOW,
  },
  {
    id: 'other-02',
    type: 'other',
    question: "what's the average server CPU load on the Frankfurt nodes?",
    expect: LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'What rating do we have on the App Store right now?',
    expect: LOW,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'why are people cancelling? what reasons do they give',
    expect: LOW,
  },
  { id: 'other-05', type: 'other', question: 'forecast next quarter’s subscriber count for me', expect: LOW },
  {
    id: 'other-06',
    type: 'other',
    question: 'How do our prices compare to NordVPN and ExpressVPN?',
    expect: LOW,
  },
  { id: 'other-07', type: 'other', question: 'what is our NPS score this quarter?', expect: LOW },
  {
    id: 'other-08',
    type: 'other',
    question: 'which devices (iOS / Android / Windows) are subscribers using most?',
    expect: LOW,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'can you write me a refund policy for annual plans',
    expect: LOW,
  },
];

// keep EVENT_NAMES referenced for readers: every stored name is one of them
export const STORED_NAMES = EVENT_NAMES;
