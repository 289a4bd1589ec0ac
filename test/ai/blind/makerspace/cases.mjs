/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's files, kept as its author wrote them */
// Blind round "makerspace": questions a community makerspace's staff would ask of its membership app.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY, EVENT_NAMES } from './data.mjs';

const {
  DAY,
  HOUR,
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
  newestFirst,
  time,
  round,
  MONTHS,
  dayStart,
  monthStart,
  weekStart,
} = O;

// ---- question formatting --------------------------------------------------------------------
const dAgo = (now, d) => dayStart(+now) - d * DAY; // start of the day d days back
const iso = (t) => O.isoDay(t);
const ordSuffix = (n) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const dt = (t) => new Date(t);
const longDay = (t) => `${MONTHS[dt(t).getUTCMonth()]} ${dt(t).getUTCDate()}${ordSuffix(dt(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[dt(t).getUTCMonth()].slice(0, 3)} ${dt(t).getUTCDate()}`;
const dmy = (t) => `${dt(t).getUTCDate()} ${MONTHS[dt(t).getUTCMonth()]} ${dt(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[dt(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${dt(t).getUTCFullYear()}`;
const lastMonthStart = (now) => monthStart(+now, -1);
const twoMonthsStart = (now) => monthStart(+now, -2);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation helpers ----------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => round(x, 2);
const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });
const tiedAt = (ranked, n) => ranked.length > n && ranked[n - 1][1] === ranked[n][1];

function countX(events, opts, confidence = 'high') {
  const n = select(events, opts).length;
  return { numbers: [n], confidence, dataPoints: n };
}
function usersX(events, opts, confidence = 'high') {
  const evs = select(events, opts);
  return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
}
function topX(events, opts, key, n, measure, confidence = 'high') {
  const evs = select(events, opts);
  const ranked = rank(tally(evs, key, measure));
  const list = ranked.slice(0, n);
  return {
    names: list.map(([k]) => k),
    numbers: list.map(([, v]) => r2(v)),
    confidence,
    dataPoints: evs.length,
  };
}
const topTie = (opts, key, n, measure) => (events, now) =>
  tiedAt(rank(tally(select(events, opts(now)), key, measure)), n);
function compareX(events, a, b, opts = {}, measure, confidence = 'high') {
  const ea = select(events, { ...opts, range: a }),
    eb = select(events, { ...opts, range: b });
  const va = measure ? r2(measure(ea)) : ea.length,
    vb = measure ? r2(measure(eb)) : eb.length;
  const c = change(va, vb);
  return {
    numbers: [c.earlier, c.later, r2(c.diff)],
    percents: [c.pct],
    confidence,
    dataPoints: ea.length + eb.length,
  };
}
function shareEvents(events, range, names, user) {
  const all = select(events, { range });
  const part = select(events, { range, names, user });
  return { percents: [percent(part.length, all.length)], confidence: 'high', dataPoints: all.length };
}
function shareUsers(events, range, names) {
  const all = select(events, { range });
  const did = users(select(events, { range, names }));
  return { percents: [percent(did.size, users(all).size)], confidence: 'high', dataPoints: all.length };
}
function convX(events, range, a, b) {
  const c = conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: 'high',
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
}
function lastX(events, opts, confidence = 'high') {
  const evs = select(events, opts);
  const t = time(newestFirst(evs)[0]);
  return { names: [iso(t), hhmm(t)], confidence, dataPoints: evs.length };
}
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}
function breakdownX(events, opts, key, order = 'chrono') {
  const evs = select(events, opts);
  const m = tally(evs, key);
  const entries = [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    names: entries.map(([k]) => k),
    numbers: entries.map(([, v]) => v),
    confidence: 'high',
    dataPoints: evs.length,
  };
}

const MONEY = ['material_purchase', 'membership.renewed'];
const lastWeekBefore = (now) => ({ from: weekStart(+now) - 2 * 7 * DAY, to: weekStart(+now) - 7 * DAY });
const prevDays = (now, n) => ({ from: +now - 2 * n * DAY, to: +now - n * DAY });

export const cases = [
  // ============================== count ==============================
  {
    id: 'count-door-all',
    type: 'count',
    question: 'How many door.access events do we have in total?',
    expect: (ev) => countX(ev, { names: ['door.access'] }),
  },
  {
    id: 'count-booking-7d',
    type: 'count',
    question: 'machine-booking count for the last 7 days pls',
    expect: (ev, now) => countX(ev, { names: ['machine-booking'], range: ranges.lastDays(+now, 7) }),
  },
  {
    id: 'count-guest-lastweek',
    type: 'count',
    question: 'Front desk asking: how many guest-pass events were there last week?',
    expect: (ev, now) => countX(ev, { names: ['guest-pass'], range: ranges.lastWeek(+now) }),
  },
  {
    id: 'count-door-yesterday',
    type: 'count',
    question: 'how many door access events yesterday?',
    expect: (ev, now) => countX(ev, { names: ['door.access'], range: ranges.yesterday(+now) }),
  },
  {
    id: 'count-all-lastmonth',
    type: 'count',
    question: (now) => `Total number of events logged in ${monthName(lastMonthStart(now))}?`,
    expect: (ev, now) => countX(ev, { range: ranges.month(lastMonthStart(now)) }),
  },
  {
    id: 'count-class-between',
    type: 'count',
    question: (now) =>
      `How many class.booked events between ${iso(dAgo(now, 40))} and ${iso(dAgo(now, 26))}?`,
    expect: (ev, now) =>
      countX(ev, { names: ['class.booked'], range: ranges.between(dAgo(now, 40), dAgo(now, 26)) }),
  },
  {
    id: 'count-material-since',
    type: 'count',
    question: (now) => `material purchases since ${longDay(dAgo(now, 21))} — how many?`,
    expect: (ev, now) =>
      countX(ev, { names: ['material_purchase'], range: ranges.since(dAgo(now, 21), +now) }),
  },
  {
    id: 'count-renewed-30d',
    type: 'count',
    question: 'Number of membership.renewed events in the past 30 days?',
    expect: (ev, now) => countX(ev, { names: ['membership.renewed'], range: ranges.lastDays(+now, 30) }),
  },
  {
    id: 'count-all-48h',
    type: 'count',
    question: 'how much activity in the last 48 hours, just the raw event count',
    expect: (ev, now) => countX(ev, { range: ranges.lastHours(+now, 48) }),
  },
  {
    id: 'count-top-bookings',
    type: 'count',
    question: `How many times has ${P.topMaker} had a machine-booking? all time`,
    expect: (ev) => countX(ev, { names: ['machine-booking'], user: P.topMaker }),
  },
  {
    id: 'count-faults-on-day',
    type: 'count',
    question: (now) =>
      `How many Fault Reported events on ${shortDay(dAgo(now, 37))}? I remember that day being chaos`,
    expect: (ev, now) => countX(ev, { names: ['Fault Reported'], range: ranges.on(dAgo(now, 37)) }),
  },
  {
    id: 'count-badge-ins-loose',
    type: 'count',
    question: 'how many times did people badge in at the doors in the past week?',
    expect: (ev, now) => countX(ev, { names: ['door.access'], range: ranges.lastDays(+now, 7) }, 'not-high'),
  },
  {
    id: 'count-unknown-locker',
    type: 'count',
    low: true,
    question: 'How many locker_rented events this month?',
    expect: LOW,
  },

  // ============================== users ==============================
  {
    id: 'users-door-30d',
    type: 'users',
    question: 'How many unique users had a door.access event in the last 30 days?',
    expect: (ev, now) => usersX(ev, { names: ['door.access'], range: ranges.lastDays(+now, 30) }),
  },
  {
    id: 'users-active-lastmonth',
    type: 'users',
    question: 'active users last month? need it for the board deck',
    expect: (ev, now) => usersX(ev, { range: ranges.lastMonth(+now) }),
  },
  {
    id: 'users-induction-since',
    type: 'users',
    question: (now) => `how many people have had a Tool Induction Completed since ${dmy(dAgo(now, 60))}`,
    expect: (ev, now) =>
      usersX(ev, { names: ['Tool Induction Completed'], range: ranges.since(dAgo(now, 60), +now) }),
  },
  {
    id: 'users-guest-month',
    type: 'users',
    question: (now) => `In ${monthYear(lastMonthStart(now))}, how many distinct users used a guest-pass?`,
    expect: (ev, now) => usersX(ev, { names: ['guest-pass'], range: ranges.month(lastMonthStart(now)) }),
  },
  {
    id: 'users-class-between',
    type: 'users',
    question: (now) =>
      `unique people with a class.booked event from ${shortDay(dAgo(now, 50))} to ${shortDay(dAgo(now, 20))}?`,
    expect: (ev, now) =>
      usersX(ev, { names: ['class.booked'], range: ranges.between(dAgo(now, 50), dAgo(now, 20)) }),
  },
  {
    id: 'users-active-7d',
    type: 'users',
    question: 'How many active users in the past 7 days?',
    expect: (ev, now) => usersX(ev, { range: ranges.lastDays(+now, 7) }),
  },
  {
    id: 'users-all-time-booking',
    type: 'users',
    question: 'How many different customers have ever had a machine-booking?',
    expect: (ev) => usersX(ev, { names: ['machine-booking'] }),
  },
  {
    id: 'users-bought-materials-loose',
    type: 'users',
    question: 'how many people bought materials from the shop in the last 60 days?',
    expect: (ev, now) =>
      usersX(ev, { names: ['material_purchase'], range: ranges.lastDays(+now, 60) }, 'not-high'),
  },
  {
    id: 'users-unknown-laser',
    type: 'users',
    low: true,
    question: 'How many users did laser_engraving_started last month?',
    expect: LOW,
  },

  // ============================== value ==============================
  {
    id: 'value-hours-lastmonth',
    type: 'value',
    question: 'Total eventValue of machine-booking last month (that is machine hours)',
    expect: (ev, now) => {
      const e = select(ev, { names: ['machine-booking'], range: ranges.lastMonth(+now) });
      return { numbers: [r2(sum(e))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-avg-material',
    type: 'value',
    question: 'whats the average material_purchase amount, all time?',
    expect: (ev) => {
      const e = select(ev, { names: ['material_purchase'] });
      return { numbers: [avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-max-material-30d',
    type: 'value',
    question: 'Biggest single material_purchase in the last 30 days — the max value?',
    expect: (ev, now) => {
      const e = select(ev, { names: ['material_purchase'], range: ranges.lastDays(+now, 30) });
      return { numbers: [max(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-min-material-14d',
    type: 'value',
    question: 'smallest material_purchase value in the past 14 days?',
    expect: (ev, now) => {
      const e = select(ev, { names: ['material_purchase'], range: ranges.lastDays(+now, 14) });
      return { numbers: [min(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-median-hours-60d',
    type: 'value',
    question: 'Median machine-booking value over the last 60 days?',
    expect: (ev, now) => {
      const e = select(ev, { names: ['machine-booking'], range: ranges.lastDays(+now, 60) });
      return { numbers: [r2(median(e))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-renewals-month',
    type: 'value',
    question: (now) =>
      `Sum of membership.renewed value in ${monthName(twoMonthsStart(now))}? finance wants it`,
    expect: (ev, now) => {
      const e = select(ev, { names: ['membership.renewed'], range: ranges.month(twoMonthsStart(now)) });
      return { numbers: [r2(sum(e))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: (ev, now) => {
      const e = select(ev, { names: MONEY, range: ranges.lastMonth(+now) });
      return {
        numbers: [r2(sum(e))],
        names: MONEY,
        unordered: true,
        confidence: 'not-high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'value-avg-top-hours',
    type: 'value',
    question: `average machine-booking value for ${P.topMaker}?`,
    expect: (ev) => {
      const e = select(ev, { names: ['machine-booking'], user: P.topMaker });
      return { numbers: [avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-spender-total',
    type: 'value',
    question: `How much has ${P.bigSpender} spent in total on material_purchase?`,
    expect: (ev) => {
      const e = select(ev, { names: ['material_purchase'], user: P.bigSpender });
      return { numbers: [r2(sum(e))], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-printer-hours-loose',
    type: 'value',
    question: 'how many machine hours were booked in the past 7 days in total?',
    expect: (ev, now) => {
      const e = select(ev, { names: ['machine-booking'], range: ranges.lastDays(+now, 7) });
      return { numbers: [r2(sum(e))], confidence: 'not-high', dataPoints: e.length };
    },
  },

  // ============================== top-events ==============================
  {
    id: 'top-events-all',
    type: 'top-events',
    question: 'top 5 events overall?',
    expect: withTie(
      (ev) => topX(ev, {}, O.byName, 5),
      topTie(() => ({}), O.byName, 5),
    ),
  },
  {
    id: 'top-events-3-lastmonth',
    type: 'top-events',
    question: 'What were the 3 most common events last month?',
    expect: withTie(
      (ev, now) => topX(ev, { range: ranges.lastMonth(+now) }, O.byName, 3),
      topTie((now) => ({ range: ranges.lastMonth(+now) }), O.byName, 3),
    ),
  },
  {
    id: 'top-events-least',
    type: 'top-events',
    question: 'which 3 event types are the least common? (all time)',
    expect: withTie(
      (ev) => {
        const e = select(ev, {});
        const r = rank(tally(e, O.byName), { ascending: true }).slice(0, 3);
        return {
          names: r.map(([k]) => k),
          numbers: r.map(([, v]) => v),
          confidence: 'high',
          dataPoints: e.length,
        };
      },
      (ev) => {
        const r = rank(tally(ev, O.byName), { ascending: true });
        return tiedAt(r, 3);
      },
    ),
  },
  {
    id: 'top-events-1-7d',
    type: 'top-events',
    question: 'Most frequent event in the last 7 days?',
    expect: withTie(
      (ev, now) => topX(ev, { range: ranges.lastDays(+now, 7) }, O.byName, 1),
      topTie((now) => ({ range: ranges.lastDays(+now, 7) }), O.byName, 1),
    ),
  },
  {
    id: 'top-events-between',
    type: 'top-events',
    question: (now) =>
      `Top 4 event types between ${longDay(dAgo(now, 90))} and ${longDay(dAgo(now, 61))}, with counts`,
    expect: withTie(
      (ev, now) => topX(ev, { range: ranges.between(dAgo(now, 90), dAgo(now, 61)) }, O.byName, 4),
      topTie((now) => ({ range: ranges.between(dAgo(now, 90), dAgo(now, 61)) }), O.byName, 4),
    ),
  },
  {
    id: 'top-events-user',
    type: 'top-events',
    question: `what are ${P.faultFinder}'s 3 most common events?`,
    expect: withTie(
      (ev) => topX(ev, { user: P.faultFinder }, O.byName, 3),
      topTie(() => ({ user: P.faultFinder }), O.byName, 3),
    ),
  },
  {
    id: 'top-events-list-30d',
    type: 'top-events',
    question: 'List the most common events over the past 30 days',
    expect: withTie(
      (ev, now) => topX(ev, { range: ranges.lastDays(+now, 30) }, O.byName, 5),
      topTie((now) => ({ range: ranges.lastDays(+now, 30) }), O.byName, 5),
    ),
  },
  {
    id: 'top-events-2-yesterday',
    type: 'top-events',
    question: 'top 2 event names yesterday',
    expect: withTie(
      (ev, now) => topX(ev, { range: ranges.yesterday(+now) }, O.byName, 2),
      topTie((now) => ({ range: ranges.yesterday(+now) }), O.byName, 2),
    ),
  },

  // ============================== top-users ==============================
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'Who are our 2 most active users by number of events?',
    expect: withTie(
      (ev) => topX(ev, {}, O.byUser, 2),
      topTie(() => ({}), O.byUser, 2),
    ),
  },
  {
    id: 'top-users-material-lastmonth',
    type: 'top-users',
    question: 'top 2 users by total material_purchase value last month',
    expect: withTie(
      (ev, now) =>
        topX(ev, { names: ['material_purchase'], range: ranges.lastMonth(+now) }, O.byUser, 2, O.value),
      topTie(
        (now) => ({ names: ['material_purchase'], range: ranges.lastMonth(+now) }),
        O.byUser,
        2,
        O.value,
      ),
    ),
  },
  {
    id: 'top-users-hours-30d',
    type: 'top-users',
    question: 'Which 2 users racked up the most machine-booking hours (sum of value) in the past 30 days?',
    expect: withTie(
      (ev, now) =>
        topX(ev, { names: ['machine-booking'], range: ranges.lastDays(+now, 30) }, O.byUser, 2, O.value),
      topTie(
        (now) => ({ names: ['machine-booking'], range: ranges.lastDays(+now, 30) }),
        O.byUser,
        2,
        O.value,
      ),
    ),
  },
  {
    id: 'top-users-1-lastmonth',
    type: 'top-users',
    question: 'who was the single most active user last month?',
    expect: withTie(
      (ev, now) => topX(ev, { range: ranges.lastMonth(+now) }, O.byUser, 1),
      topTie((now) => ({ range: ranges.lastMonth(+now) }), O.byUser, 1),
    ),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'top 3 spenders all time?',
    expect: withTie(
      (ev) => ({ ...topX(ev, { names: MONEY }, O.byUser, 3, O.value, 'not-high') }),
      topTie(() => ({ names: MONEY }), O.byUser, 3, O.value),
    ),
  },
  {
    id: 'top-users-door-month',
    type: 'top-users',
    question: (now) => `who had the most door.access events in ${monthName(lastMonthStart(now))}?`,
    expect: withTie(
      (ev, now) =>
        topX(ev, { names: ['door.access'], range: ranges.month(lastMonthStart(now)) }, O.byUser, 1),
      topTie((now) => ({ names: ['door.access'], range: ranges.month(lastMonthStart(now)) }), O.byUser, 1),
    ),
  },
  {
    id: 'top-users-faults',
    type: 'top-users',
    question: 'Who files the most Fault Reported events? curious whether it is always the same person',
    expect: withTie(
      (ev) => topX(ev, { names: ['Fault Reported'] }, O.byUser, 1),
      topTie(() => ({ names: ['Fault Reported'] }), O.byUser, 1),
    ),
  },
  {
    id: 'top-users-guests',
    type: 'top-users',
    question: 'Which user brought the most guests? (sum of guest-pass value, all time)',
    expect: withTie(
      (ev) => topX(ev, { names: ['guest-pass'] }, O.byUser, 1, O.value),
      topTie(() => ({ names: ['guest-pass'] }), O.byUser, 1, O.value),
    ),
  },

  // ============================== user ==============================
  {
    id: 'user-count-top',
    type: 'user',
    question: `How many events does ${P.topMaker} have?`,
    expect: (ev) => countX(ev, { user: P.topMaker }),
  },
  {
    id: 'user-first-last-churner',
    type: 'user',
    question: `when was ${P.churner} first seen and last seen?`,
    expect: (ev) => {
      const e = select(ev, { user: P.churner });
      const s = newestFirst(e);
      const first = time(s[s.length - 1]),
        last = time(s[0]);
      return {
        names: [iso(first), hhmm(first), iso(last), hhmm(last)],
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-names-newcomer',
    type: 'user',
    question: `Which event names has ${P.newcomer} used so far? they are new`,
    expect: (ev) => {
      const e = select(ev, { user: P.newcomer });
      return {
        names: [...users(e.map((x) => ({ userId: x.eventName })))],
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-recent-3-top',
    type: 'user',
    question: `Show me the 3 most recent events for ${P.topMaker}`,
    expect: withTie(
      (ev) => {
        const e = select(ev, { user: P.topMaker });
        const s = newestFirst(e).slice(0, 3);
        return { names: s.map((x) => x.eventName), confidence: 'high', dataPoints: e.length };
      },
      (ev) => {
        const s = newestFirst(select(ev, { user: P.topMaker }));
        return time(s[2]) === time(s[3]);
      },
    ),
  },
  {
    id: 'user-count-spender-30d',
    type: 'user',
    question: `${P.bigSpender} — how many events in the last 30 days?`,
    expect: (ev, now) => countX(ev, { user: P.bigSpender, range: ranges.lastDays(+now, 30) }),
  },
  { id: 'user-unknown', type: 'user', low: true, question: `What has ${NOBODY} been up to?`, expect: LOW },
  {
    id: 'user-first-newcomer',
    type: 'user',
    question: `When did ${P.newcomer} first show up?`,
    expect: (ev) => {
      const e = select(ev, { user: P.newcomer });
      const s = newestFirst(e);
      const t = time(s[s.length - 1]);
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-bookings-top-lastmonth',
    type: 'user',
    question: `How many machine-booking events did ${P.topMaker} have last month?`,
    expect: (ev, now) =>
      countX(ev, { user: P.topMaker, names: ['machine-booking'], range: ranges.lastMonth(+now) }),
  },
  {
    id: 'user-last-seen-guesthost',
    type: 'user',
    question: `last time we saw ${P.guestHost}?`,
    expect: (ev) => {
      const e = select(ev, { user: P.guestHost });
      const t = time(newestFirst(e)[0]);
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: e.length };
    },
  },

  // ============================== breakdown ==============================
  {
    id: 'bd-busiest-weekday',
    type: 'breakdown',
    question: 'Which weekday is busiest overall, by event count?',
    expect: withTie(
      (ev) => topX(ev, {}, O.byWeekday, 1),
      topTie(() => ({}), O.byWeekday, 1),
    ),
  },
  {
    id: 'bd-monthly-bookings',
    type: 'breakdown',
    question: (now) => `machine-booking per month since ${dmy(twoMonthsStart(now))}`,
    expect: (ev, now) =>
      breakdownX(
        ev,
        { names: ['machine-booking'], range: ranges.since(twoMonthsStart(now), +now) },
        O.byMonth,
      ),
  },
  {
    id: 'bd-busiest-hour-door',
    type: 'breakdown',
    question: 'What hour of the day do we get the most door.access events? (UTC is fine)',
    expect: withTie(
      (ev) => topX(ev, { names: ['door.access'] }, O.byHour, 1),
      topTie(() => ({ names: ['door.access'] }), O.byHour, 1),
    ),
  },
  {
    id: 'bd-busiest-day-30d',
    type: 'breakdown',
    question: 'busiest single day in the last 30 days?',
    expect: withTie(
      (ev, now) => topX(ev, { range: ranges.lastDays(+now, 30) }, O.byDay, 1),
      topTie((now) => ({ range: ranges.lastDays(+now, 30) }), O.byDay, 1),
    ),
  },
  {
    id: 'bd-weekly-classes',
    type: 'breakdown',
    question: (now) =>
      `Weekly breakdown of class.booked between ${iso(weekStart(+now) - 4 * 7 * DAY)} and ${iso(weekStart(+now) - DAY)}`,
    expect: (ev, now) =>
      breakdownX(
        ev,
        {
          names: ['class.booked'],
          range: ranges.between(weekStart(+now) - 4 * 7 * DAY, weekStart(+now) - DAY),
        },
        O.byWeek,
      ),
  },
  {
    id: 'bd-fault-peak-day',
    type: 'breakdown',
    question: 'On which day did we get the most Fault Reported events?',
    expect: withTie(
      (ev) => topX(ev, { names: ['Fault Reported'] }, O.byDay, 1),
      topTie(() => ({ names: ['Fault Reported'] }), O.byDay, 1),
    ),
  },
  {
    id: 'bd-quietest-weekday-bookings',
    type: 'breakdown',
    question: 'quietest day of the week for machine-booking?',
    expect: withTie(
      (ev) => {
        const e = select(ev, { names: ['machine-booking'] });
        const r = rank(tally(e, O.byWeekday), { ascending: true });
        return { names: [r[0][0]], numbers: [r[0][1]], confidence: 'high', dataPoints: e.length };
      },
      (ev) =>
        tiedAt(rank(tally(select(ev, { names: ['machine-booking'] }), O.byWeekday), { ascending: true }), 1),
    ),
  },
  {
    id: 'bd-daily-lastweek-door',
    type: 'breakdown',
    question: 'door.access per day last week',
    expect: (ev, now) => breakdownX(ev, { names: ['door.access'], range: ranges.lastWeek(+now) }, O.byDay),
  },
  {
    id: 'bd-busiest-month',
    type: 'breakdown',
    question: (now) =>
      `Which calendar month since ${monthYear(monthStart(+now, -3))} had the most door.access events?`,
    expect: withTie(
      (ev, now) =>
        topX(ev, { names: ['door.access'], range: ranges.since(monthStart(+now, -3), +now) }, O.byMonth, 1),
      topTie(
        (now) => ({ names: ['door.access'], range: ranges.since(monthStart(+now, -3), +now) }),
        O.byMonth,
        1,
      ),
    ),
  },

  // ============================== compare ==============================
  {
    id: 'cmp-door-7d',
    type: 'compare',
    question: 'door.access: last 7 days vs the 7 days before, what changed?',
    expect: (ev, now) =>
      compareX(ev, prevDays(+now, 7), ranges.lastDays(+now, 7), { names: ['door.access'] }),
  },
  {
    id: 'cmp-bookings-months',
    type: 'compare',
    question: (now) =>
      `Compare machine-booking in ${monthName(twoMonthsStart(now))} vs ${monthName(lastMonthStart(now))}`,
    expect: (ev, now) =>
      compareX(ev, ranges.month(twoMonthsStart(now)), ranges.month(lastMonthStart(now)), {
        names: ['machine-booking'],
      }),
  },
  {
    id: 'cmp-joined-30d',
    type: 'compare',
    question: 'Is member_joined growing? last 30 days compared with the 30 days before',
    expect: (ev, now) =>
      compareX(ev, prevDays(+now, 30), ranges.lastDays(+now, 30), { names: ['member_joined'] }),
  },
  {
    id: 'cmp-material-value-weeks',
    type: 'compare',
    question: 'material_purchase total value last week vs the week before?',
    expect: (ev, now) =>
      compareX(ev, lastWeekBefore(now), ranges.lastWeek(+now), { names: ['material_purchase'] }, sum),
  },
  {
    id: 'cmp-all-months',
    type: 'compare',
    question: (now) =>
      `For the board deck: all events in ${monthYear(lastMonthStart(now))} compared to ${monthYear(twoMonthsStart(now))}`,
    expect: (ev, now) => compareX(ev, ranges.month(twoMonthsStart(now)), ranges.month(lastMonthStart(now))),
  },
  {
    id: 'cmp-guest-ranges',
    type: 'compare',
    question: (now) =>
      `guest-pass events: ${iso(dAgo(now, 60))} to ${iso(dAgo(now, 31))} versus ${iso(dAgo(now, 30))} to ${iso(dAgo(now, 1))}`,
    expect: (ev, now) =>
      compareX(
        ev,
        ranges.between(dAgo(now, 60), dAgo(now, 31)),
        ranges.between(dAgo(now, 30), dAgo(now, 1)),
        { names: ['guest-pass'] },
      ),
  },
  {
    id: 'cmp-active-users-14d',
    type: 'compare',
    question: 'active users in the last 14 days vs the previous 14 days',
    expect: (ev, now) =>
      compareX(ev, prevDays(+now, 14), ranges.lastDays(+now, 14), {}, (e) => users(e).size),
  },
  {
    id: 'cmp-faults-30d',
    type: 'compare',
    question: 'are Fault Reported events going up? past 30 days vs the 30 days before that',
    expect: (ev, now) =>
      compareX(ev, prevDays(+now, 30), ranges.lastDays(+now, 30), { names: ['Fault Reported'] }),
  },
  {
    id: 'cmp-bookings-loose',
    type: 'compare',
    question: 'are people booking machines more than before? last 4 weeks vs the 4 weeks prior',
    expect: (ev, now) =>
      compareX(
        ev,
        prevDays(+now, 28),
        ranges.lastWeeks(+now, 4),
        { names: ['machine-booking'] },
        undefined,
        'not-high',
      ),
  },

  // ============================== share ==============================
  {
    id: 'share-door-all',
    type: 'share',
    question: 'What percentage of all events are door.access?',
    expect: (ev) => shareEvents(ev, ranges.all(), ['door.access']),
  },
  {
    id: 'share-users-booking-lastmonth',
    type: 'share',
    question: 'Of the users active last month, what % had a machine-booking?',
    expect: (ev, now) => shareUsers(ev, ranges.lastMonth(+now), ['machine-booking']),
  },
  {
    id: 'share-material-30d',
    type: 'share',
    question: 'share of events in the last 30 days that were material_purchase',
    expect: (ev, now) => shareEvents(ev, ranges.lastDays(+now, 30), ['material_purchase']),
  },
  {
    id: 'share-users-fault-all',
    type: 'share',
    question: 'what percent of users have ever filed a Fault Reported event?',
    expect: (ev) => shareUsers(ev, ranges.all(), ['Fault Reported']),
  },
  {
    id: 'share-class-month',
    type: 'share',
    question: (now) =>
      `In ${monthName(twoMonthsStart(now))}, what fraction of events were class.booked? as a percentage`,
    expect: (ev, now) => shareEvents(ev, ranges.month(twoMonthsStart(now)), ['class.booked']),
  },
  {
    id: 'share-users-guest-30d',
    type: 'share',
    question: 'percentage of active users in the past 30 days who used a guest-pass',
    expect: (ev, now) => shareUsers(ev, ranges.lastDays(+now, 30), ['guest-pass']),
  },
  {
    id: 'share-topmaker',
    type: 'share',
    question: `What % of all events come from ${P.topMaker}? feels like they live here`,
    expect: (ev) => shareEvents(ev, ranges.all(), undefined, P.topMaker),
  },
  {
    id: 'share-inducted-loose',
    type: 'share',
    question: 'what share of our active people got inducted on a tool in the last 60 days?',
    expect: (ev, now) => ({
      ...shareUsers(ev, ranges.lastDays(+now, 60), ['Tool Induction Completed']),
      confidence: 'not-high',
    }),
  },

  // ============================== conversion ==============================
  {
    id: 'conv-join-induction-90d',
    type: 'conversion',
    question:
      'Of people with member_joined in the last 90 days, how many went on to a Tool Induction Completed?',
    expect: (ev, now) => convX(ev, ranges.lastDays(+now, 90), 'member_joined', 'Tool Induction Completed'),
  },
  {
    id: 'conv-class-attend-all',
    type: 'conversion',
    question: 'class.booked → ClassAttended conversion rate, all time?',
    expect: (ev) => convX(ev, ranges.all(), 'class.booked', 'ClassAttended'),
  },
  {
    id: 'conv-induction-booking-60d',
    type: 'conversion',
    question:
      'What percentage of users who completed a Tool Induction Completed in the last 60 days then made a machine-booking?',
    expect: (ev, now) => convX(ev, ranges.lastDays(+now, 60), 'Tool Induction Completed', 'machine-booking'),
  },
  {
    id: 'conv-join-material-since',
    type: 'conversion',
    question: (now) =>
      `Since ${longDay(dAgo(now, 75))}: of users with member_joined, how many later had a material_purchase?`,
    expect: (ev, now) => convX(ev, ranges.since(dAgo(now, 75), +now), 'member_joined', 'material_purchase'),
  },
  {
    id: 'conv-class-attend-lastmonth',
    type: 'conversion',
    question: 'last month, from class.booked to ClassAttended — how many converted and what percent?',
    expect: (ev, now) => convX(ev, ranges.lastMonth(+now), 'class.booked', 'ClassAttended'),
  },
  {
    id: 'conv-door-booking-7d',
    type: 'conversion',
    question: 'in the past 7 days, of users with a door.access, what % later did a machine-booking?',
    expect: (ev, now) => convX(ev, ranges.lastDays(+now, 7), 'door.access', 'machine-booking'),
  },
  {
    id: 'conv-booking-fault',
    type: 'conversion',
    question:
      'How many users who had a machine-booking afterwards filed a Fault Reported? all time, with the percentage',
    expect: (ev) => convX(ev, ranges.all(), 'machine-booking', 'Fault Reported'),
  },
  {
    id: 'conv-guest-renewed',
    type: 'conversion',
    question: (now) =>
      `between ${iso(dAgo(now, 100))} and ${iso(dAgo(now, 1))}, of users with a guest-pass, how many had a membership.renewed after it?`,
    expect: (ev, now) =>
      convX(ev, ranges.between(dAgo(now, 100), dAgo(now, 1)), 'guest-pass', 'membership.renewed'),
  },

  // ============================== churn ==============================
  {
    id: 'churn-lastmonth-thismonth',
    type: 'churn',
    question: 'How many users were active last month but have not been active this month?',
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastMonth(+now), ranges.thisMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'how many new users in the last 30 days?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastDays(+now, 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: (now) => `New users in ${monthName(lastMonthStart(now))} (first event ever in that month)?`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.month(lastMonthStart(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-named-months',
    type: 'churn',
    question: (now) =>
      `users active in ${monthName(twoMonthsStart(now))} who were not active in ${monthName(lastMonthStart(now))}: how many?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.month(twoMonthsStart(now)), ranges.month(lastMonthStart(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `How many people were active between ${shortDay(dAgo(now, 90))} and ${shortDay(dAgo(now, 46))} but have had no events since ${shortDay(dAgo(now, 45))}?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, ranges.between(dAgo(now, 90), dAgo(now, 46)), ranges.since(dAgo(now, 45), +now)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${iso(dAgo(now, 14))}?`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, ranges.since(dAgo(now, 14), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-weeks',
    type: 'churn',
    question: 'users who were active the week before last but not last week — count?',
    expect: (ev, now) => ({
      numbers: [churned(ev, lastWeekBefore(now), ranges.lastWeek(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lost-30d',
    type: 'churn',
    question:
      'How many users have we lost? i.e. active in the 30 days before the last 30, but no events at all in the last 30 days',
    expect: (ev, now) => ({
      numbers: [churned(ev, prevDays(+now, 30), ranges.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },

  // ============================== recency ==============================
  {
    id: 'rec-last-fault',
    type: 'recency',
    question: 'When was the last Fault Reported?',
    expect: (ev) => lastX(ev, { names: ['Fault Reported'] }),
  },
  {
    id: 'rec-guest-3d',
    type: 'recency',
    question: 'did anyone use a guest-pass in the last 3 days?',
    expect: (ev, now) => countX(ev, { names: ['guest-pass'], range: ranges.lastDays(+now, 3) }),
  },
  {
    id: 'rec-last-join',
    type: 'recency',
    question: 'when did someone last have a member_joined event?',
    expect: (ev) => lastX(ev, { names: ['member_joined'] }),
  },
  {
    id: 'rec-last-booking-top',
    type: 'recency',
    question: `When was ${P.topMaker}'s most recent machine-booking?`,
    expect: (ev) => lastX(ev, { names: ['machine-booking'], user: P.topMaker }),
  },
  {
    id: 'rec-last-class',
    type: 'recency',
    question: 'last class.booked — when was it?',
    expect: (ev) => lastX(ev, { names: ['class.booked'] }),
  },
  {
    id: 'rec-frozen-since',
    type: 'recency',
    question: (now) => `Has anybody had a MembershipFrozen since ${longDay(dAgo(now, 100))}?`,
    expect: (ev, now) =>
      countX(ev, { names: ['MembershipFrozen'], range: ranges.since(dAgo(now, 100), +now) }),
  },
  {
    id: 'rec-last-frozen',
    type: 'recency',
    question: 'when was the most recent MembershipFrozen event',
    expect: (ev) => lastX(ev, { names: ['MembershipFrozen'] }),
  },
  {
    id: 'rec-unknown-fire',
    type: 'recency',
    low: true,
    question: 'When was the last fire_alarm_triggered?',
    expect: LOW,
  },
  {
    id: 'rec-last-freeze-loose',
    type: 'recency',
    question: 'when did someone last pause their membership?',
    expect: (ev) => lastX(ev, { names: ['MembershipFrozen'] }, 'not-high'),
  },

  // ============================== catalogue ==============================
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'What event names do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there overall?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'Total events stored, all time?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-both',
    type: 'catalogue',
    question:
      'Quick sanity check for the new analyst: how many users and how many events do we have in total?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many different event types exist in the data?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-list-events-typo',
    type: 'catalogue',
    question: 'can you list all the evnet types we log? trying to understand the tracking plan',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-names-and-counts',
    type: 'catalogue',
    question: 'Which events exist and how many users in total?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      numbers: [users(ev).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ============================== other ==============================
  {
    id: 'other-laser-vs-cnc',
    type: 'other',
    question: 'Which machine gets booked more, the laser cutter or the CNC router?',
    expect: LOW,
  },
  {
    id: 'other-occupancy',
    type: 'other',
    question: 'How many people are physically in the space right now?',
    expect: LOW,
  },
  {
    id: 'other-filament',
    type: 'other',
    question: 'how much PLA filament do we have left in stock?',
    expect: LOW,
  },
  {
    id: 'other-nps',
    type: 'other',
    question: 'What is our member satisfaction score (NPS) for the classes?',
    expect: LOW,
  },
  {
    id: 'other-instructor',
    type: 'other',
    question: 'Which instructor teaches the most popular class?',
    expect: LOW,
  },
  { id: 'other-age', type: 'other', question: "what's the average age of our members?", expect: LOW },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'Predict how many members we will have next year',
    expect: LOW,
  },
  { id: 'other-why-cancel', type: 'other', question: `Why did ${P.churner} stop coming?`, expect: LOW },
  {
    id: 'other-electricity',
    type: 'other',
    question: 'How much electricity did the laser cutter use last month, in kWh?',
    expect: LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: 'Will it rain on our open day this Saturday?',
    expect: LOW,
  },
];
