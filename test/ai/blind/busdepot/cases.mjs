/* eslint-disable -- a blind round's file, kept as its author wrote it */
import {
  DAY,
  WEEK,
  MONTHS,
  ranges as R,
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
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  time,
  pastMonth,
  pastMonthDay,
  minusMonths,
} from '../../../../../shared/ai/eval/oracle.mjs';

// ---- helpers ------------------------------------------------------------------------------
const T = (now) => +now;
const ago = (now, d) => dayStart(T(now)) - d * DAY; // start of the day d days back
const iso = (t) => isoDay(t);
const dd = (t) => new Date(t).getUTCDate();
const mon = (t) => MONTHS[new Date(t).getUTCMonth()];
const mon3 = (t) => mon(t).slice(0, 3);
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${mon(t)} ${ord(dd(t))}`; // November 12th
const shortDay = (t) => `${mon3(t)} ${dd(t)}`; // Nov 12
const dmDay = (t) => `${dd(t)} ${mon(t)}`; // 12 November
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const INCIDENT = (now) => ago(now, 17);
const monthBack = (now, k) => monthStart(T(now), -k); // start of the month k months back
const r2 = (x) => round(x, 2);
const LOW = { confidence: 'low', dataPoints: 0 };

const countX = (evs, conf = 'high') => ({ numbers: [evs.length], confidence: conf, dataPoints: evs.length });
const usersX = (evs, conf = 'high') => ({
  numbers: [users(evs).size],
  confidence: conf,
  dataPoints: evs.length,
});
const valX = (evs, x, conf = 'high') => ({ numbers: [x], confidence: conf, dataPoints: evs.length });
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : r2((v[n / 2 - 1] + v[n / 2]) / 2);
}
// ranked list of n: names in order and their figures; tieAtCut when item n and n+1 share a figure
function ranked(sel, key, { n, ascending = false, measure, conf = 'high', digits } = {}) {
  const f = (events, now) => {
    const evs = sel(events, now);
    const list = rank(tally(evs, key, measure), { n, ascending });
    return {
      names: list.map(([k]) => k),
      numbers: list.map(([, v]) => (digits !== undefined ? round(v, digits) : v)),
      confidence: conf,
      dataPoints: evs.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const all = rank(tally(sel(events, now), key, measure), { ascending });
    return all.length > n && round(all[n - 1][1], 2) === round(all[n][1], 2);
  };
  return f;
}
function compareX(evA, evB, measure = (evs) => evs.length, conf = 'high') {
  const c = change(r2(measure(evA)), r2(measure(evB)));
  return {
    numbers: [c.earlier, c.later, r2(c.diff)],
    percents: [c.pct],
    confidence: conf,
    dataPoints: evA.length + evB.length,
  };
}
function shareEvents(events, range, names) {
  const all = select(events, { range });
  const part = all.filter((e) => names.includes(e.eventName));
  return {
    numbers: [part.length],
    percents: [percent(part.length, all.length)],
    confidence: 'high',
    dataPoints: all.length,
  };
}
function shareUsers(events, range, names) {
  const all = select(events, { range });
  const did = users(all.filter((e) => names.includes(e.eventName))).size;
  return {
    numbers: [did],
    percents: [percent(did, users(all).size)],
    confidence: 'high',
    dataPoints: all.length,
  };
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
function lastX(evs, conf = 'high') {
  const t = time(newestFirst(evs)[0]);
  return { names: [iso(t), hhmm(t)], confidence: conf, dataPoints: evs.length };
}
function busiest(sel, key, { measure, ascending = false, conf = 'high', digits } = {}) {
  return ranked(sel, key, { n: 1, measure, ascending, conf, digits });
}

export const cases = [
  // ================= count =================
  {
    id: 'count-dispatch-7d',
    type: 'count',
    question: 'How many bus_dispatched events in the last 7 days?',
    expect: (ev, now) => countX(select(ev, { range: R.lastDays(T(now), 7), names: ['bus_dispatched'] })),
  },
  {
    id: 'count-fuel-yesterday',
    type: 'count',
    question: 'number of fuel.logged entries yesterday pls',
    expect: (ev, now) => countX(select(ev, { range: R.yesterday(T(now)), names: ['fuel.logged'] })),
  },
  {
    id: 'count-defects-incident',
    type: 'count',
    question: (now) =>
      `The cold snap hit on ${shortDay(INCIDENT(now))} — how many DefectReported events came in that day?`,
    expect: (ev, now) => countX(select(ev, { range: R.on(INCIDENT(now)), names: ['DefectReported'] })),
  },
  {
    id: 'count-breakdowns-since',
    type: 'count',
    question: (now) => `how many breakdown.on_route since ${iso(ago(now, 30))}?`,
    expect: (ev, now) =>
      countX(select(ev, { range: R.since(ago(now, 30), T(now)), names: ['breakdown.on_route'] })),
  },
  {
    id: 'count-all-lastweek',
    type: 'count',
    question: 'Total number of events logged last week, all types together?',
    expect: (ev, now) => countX(select(ev, { range: R.lastWeek(T(now)) })),
  },
  {
    id: 'count-drv007-signon',
    type: 'count',
    question: 'How many times did drv_007 do a Shift Sign On in the past 30 days?',
    expect: (ev, now) =>
      countX(select(ev, { range: R.lastDays(T(now), 30), names: ['Shift Sign On'], user: 'drv_007' })),
  },
  {
    id: 'count-tyres-between',
    type: 'count',
    question: (now) => `count of TyreChanged between ${iso(ago(now, 40))} and ${iso(ago(now, 20))}`,
    expect: (ev, now) =>
      countX(select(ev, { range: R.between(ago(now, 40), ago(now, 20)), names: ['TyreChanged'] })),
  },
  {
    id: 'count-mech04-repairs',
    type: 'count',
    question: 'how many repair_closed did mech_04 log over the last 3 months?',
    expect: (ev, now) =>
      countX(select(ev, { range: R.lastMonths(T(now), 3), names: ['repair_closed'], user: 'mech_04' })),
  },
  {
    id: 'count-failed-loose',
    type: 'count',
    question: 'how many inspections failed last month?',
    expect: (ev, now) =>
      countX(select(ev, { range: R.lastMonth(T(now)), names: ['inspection-failed'] }), 'not-high'),
  },
  {
    id: 'count-washes-near',
    type: 'count',
    question: 'Bus Washed count for the past 2 weeks?',
    expect: (ev, now) => countX(select(ev, { range: R.lastWeeks(T(now), 2), names: ['bus.washed'] })),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'how many ticket_machine_jam events happened last week?',
    expect: () => LOW,
  },

  // ================= users =================
  {
    id: 'users-signon-7d',
    type: 'users',
    question: 'How many distinct users had a Shift Sign On in the last 7 days?',
    expect: (ev, now) => usersX(select(ev, { range: R.lastDays(T(now), 7), names: ['Shift Sign On'] })),
  },
  {
    id: 'users-active-yesterday',
    type: 'users',
    question: 'how many people were active yesterday (any event)?',
    expect: (ev, now) => usersX(select(ev, { range: R.yesterday(T(now)) })),
  },
  {
    id: 'users-active-lastmonth',
    type: 'users',
    question: 'Active users last month? need it for the staffing report',
    expect: (ev, now) => usersX(select(ev, { range: R.lastMonth(T(now)) })),
  },
  {
    id: 'users-fuel-2w',
    type: 'users',
    question: 'unique users who did fuel.logged in the past 2 weeks',
    expect: (ev, now) => usersX(select(ev, { range: R.lastWeeks(T(now), 2), names: ['fuel.logged'] })),
  },
  {
    id: 'users-defect-since',
    type: 'users',
    question: (now) => `How many different people raised a DefectReported since ${longDay(ago(now, 45))}?`,
    expect: (ev, now) =>
      usersX(select(ev, { range: R.since(ago(now, 45), T(now)), names: ['DefectReported'] })),
  },
  {
    id: 'users-failed-month',
    type: 'users',
    question: (now) => `how many users logged inspection-failed in ${mon(monthBack(now, 2))}?`,
    expect: (ev, now) =>
      usersX(
        select(ev, {
          range: R.month(pastMonth(T(now), new Date(monthBack(now, 2)).getUTCMonth())),
          names: ['inspection-failed'],
        }),
      ),
  },
  {
    id: 'users-defects-loose',
    type: 'users',
    question: 'how many ppl reported defects in the last 30 days',
    expect: (ev, now) =>
      usersX(select(ev, { range: R.lastDays(T(now), 30), names: ['DefectReported'] }), 'not-high'),
  },
  {
    id: 'users-breakdown-all',
    type: 'users',
    question: 'How many unique users have ever logged a breakdown on route?',
    expect: (ev) => usersX(select(ev, { names: ['breakdown.on_route'] })),
  },
  {
    id: 'users-unknown',
    type: 'users',
    low: true,
    question: 'how many users did wheel_alignment last month?',
    expect: () => LOW,
  },

  // ================= value =================
  {
    id: 'value-fuel-sum-7d',
    type: 'value',
    question: 'Total litres on fuel.logged in the last 7 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 7), names: ['fuel.logged'] });
      return valX(e, r2(sum(e)));
    },
  },
  {
    id: 'value-fuel-avg-lastmonth',
    type: 'value',
    question: 'what was the average fuel.logged value last month',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonth(T(now)), names: ['fuel.logged'] });
      return valX(e, avg(e));
    },
  },
  {
    id: 'value-breakdown-max',
    type: 'value',
    question: 'longest delay ever recorded on a breakdown.on_route — max eventValue?',
    expect: (ev) => {
      const e = select(ev, { names: ['breakdown.on_route'] });
      return valX(e, max(e));
    },
  },
  {
    id: 'value-insp-min',
    type: 'value',
    question: 'Minimum inspection-passed score in the past 30 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 30), names: ['inspection-passed'] });
      return valX(e, min(e));
    },
  },
  {
    id: 'value-repair-median',
    type: 'value',
    question: 'median repair_closed cost over the last 3 months — finance wants a typical job figure',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonths(T(now), 3), names: ['repair_closed'] });
      return valX(e, median(e));
    },
  },
  {
    id: 'value-parts-sum-since',
    type: 'value',
    question: (now) => `Sum of PartsOrdered value since ${dmDay(ago(now, 60))}?`,
    expect: (ev, now) => {
      const e = select(ev, { range: R.since(ago(now, 60), T(now)), names: ['PartsOrdered'] });
      return valX(e, r2(sum(e)));
    },
  },
  {
    id: 'value-route-avg-yday',
    type: 'value',
    question: 'avg passengers per route_completed yesterday?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.yesterday(T(now)), names: ['route_completed'] });
      return valX(e, avg(e));
    },
  },
  {
    id: 'value-disp01-km',
    type: 'value',
    question: 'Sum of bus_dispatched values for disp_01 last week (planned km)',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastWeek(T(now)), names: ['bus_dispatched'], user: 'disp_01' });
      return valX(e, r2(sum(e)));
    },
  },
  {
    id: 'value-spend-money',
    type: 'value',
    question: 'How much money did the depot spend in the last 30 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(T(now), 30), names: ['PartsOrdered', 'repair_closed'] });
      return {
        ...valX(e, r2(sum(e)), 'not-high'),
        names: ['PartsOrdered', 'repair_closed'],
        unordered: true,
      };
    },
  },
  {
    id: 'value-fuel-loose',
    type: 'value',
    question: 'how many litres of diesel went through the fuel logs over the past 2 weeks? roughly is fine',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastWeeks(T(now), 2), names: ['fuel.logged'] });
      return valX(e, r2(sum(e)), 'not-high');
    },
  },
  {
    id: 'value-unknown',
    type: 'value',
    low: true,
    question: 'average value of coolant_topup events?',
    expect: () => LOW,
  },

  // ================= top-events =================
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked((ev, now) => select(ev, { range: R.lastDays(T(now), 30) }), byName, { n: 5 }),
  },
  {
    id: 'top-events-ever',
    type: 'top-events',
    question: "What's the single most common event we've ever logged?",
    expect: ranked((ev) => ev, byName, { n: 1 }),
  },
  {
    id: 'top-events-least-3',
    type: 'top-events',
    question: 'Which 3 events were least common last month?',
    expect: ranked((ev, now) => select(ev, { range: R.lastMonth(T(now)) }), byName, {
      n: 3,
      ascending: true,
    }),
  },
  {
    id: 'top-events-yday-3',
    type: 'top-events',
    question: 'top 3 event types yesterday?',
    expect: ranked((ev, now) => select(ev, { range: R.yesterday(T(now)) }), byName, { n: 3 }),
  },
  {
    id: 'top-events-drv007',
    type: 'top-events',
    question: 'for drv_007, what are their top 3 events all time?',
    expect: ranked((ev) => select(ev, { user: 'drv_007' }), byName, { n: 3 }),
  },
  {
    id: 'top-events-incident',
    type: 'top-events',
    question: (now) => `most frequent events on ${longDay(INCIDENT(now))}, top 5 please`,
    expect: ranked((ev, now) => select(ev, { range: R.on(INCIDENT(now)) }), byName, { n: 5 }),
  },
  {
    id: 'top-events-14d-4',
    type: 'top-events',
    question: 'give me the 4 most common actions over the past 14 days',
    expect: ranked((ev, now) => select(ev, { range: R.lastDays(T(now), 14) }), byName, { n: 4 }),
  },
  {
    id: 'top-events-list',
    type: 'top-events',
    question: 'Which events happen most often? a list is fine',
    expect: ranked((ev) => ev, byName, { n: 5 }),
  },

  // ================= top-users =================
  {
    id: 'top-users-all-5',
    type: 'top-users',
    question: 'top 5 users by event count, all time',
    expect: ranked((ev) => ev, byUser, { n: 5 }),
  },
  {
    id: 'top-users-fuel-litres',
    type: 'top-users',
    question: 'Who logged the most litres on fuel.logged in the last 30 days? top 3',
    expect: ranked(
      (ev, now) => select(ev, { range: R.lastDays(T(now), 30), names: ['fuel.logged'] }),
      byUser,
      { n: 3, measure: value, digits: 2 },
    ),
  },
  {
    id: 'top-users-repairs-90d',
    type: 'top-users',
    question: 'top 3 mechanics by number of repair_closed in the last 90 days',
    expect: ranked(
      (ev, now) => select(ev, { range: R.lastDays(T(now), 90), names: ['repair_closed'] }),
      byUser,
      { n: 3 },
    ),
  },
  {
    id: 'top-users-parts-spend',
    type: 'top-users',
    question: 'biggest spenders on PartsOrdered (sum of value), top 5?',
    expect: ranked((ev) => select(ev, { names: ['PartsOrdered'] }), byUser, {
      n: 5,
      measure: value,
      digits: 2,
    }),
  },
  {
    id: 'top-users-lastweek',
    type: 'top-users',
    question: 'who was the most active user last week?',
    expect: ranked((ev, now) => select(ev, { range: R.lastWeek(T(now)) }), byUser, { n: 1 }),
  },
  {
    id: 'top-users-defects-60d',
    type: 'top-users',
    question: 'who keeps raising cards? the user with the most DefectReported in the last 60 days',
    expect: ranked(
      (ev, now) => select(ev, { range: R.lastDays(T(now), 60), names: ['DefectReported'] }),
      byUser,
      { n: 1 },
    ),
  },
  {
    id: 'top-users-signon-90d',
    type: 'top-users',
    question: 'which 3 drivers had the most Shift Sign On events over the past 90 days',
    expect: ranked(
      (ev, now) => select(ev, { range: R.lastDays(T(now), 90), names: ['Shift Sign On'] }),
      byUser,
      { n: 3 },
    ),
  },
  {
    id: 'top-users-insp-6w',
    type: 'top-users',
    question: 'top 2 inspectors by inspection-failed, last 6 weeks',
    expect: ranked(
      (ev, now) => select(ev, { range: R.lastWeeks(T(now), 6), names: ['inspection-failed'] }),
      byUser,
      { n: 2 },
    ),
  },
  {
    id: 'top-users-routes-loose',
    type: 'top-users',
    question: 'who completed the most routes in the last 60 days? top 3',
    expect: ranked(
      (ev, now) => select(ev, { range: R.lastDays(T(now), 60), names: ['route_completed'] }),
      byUser,
      { n: 3, conf: 'not-high' },
    ),
  },

  // ================= user =================
  {
    id: 'user-drv007-total',
    type: 'user',
    question: 'How many events does drv_007 have in total?',
    expect: (ev) => countX(select(ev, { user: 'drv_007' })),
  },
  {
    id: 'user-drv219-seen',
    type: 'user',
    question: 'drv_219 — first seen and last seen?',
    expect: (ev) => {
      const e = select(ev, { user: 'drv_219' }),
        a = time(e[0]),
        b = time(e[e.length - 1]);
      return { names: [iso(a), hhmm(a), iso(b), hhmm(b)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-mech04-names',
    type: 'user',
    question: 'which event types has mech_04 used?',
    expect: (ev) => {
      const e = select(ev, { user: 'mech_04' });
      return {
        names: [...new Set(e.map((x) => x.eventName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-drv007-recent',
    type: 'user',
    question: "show me drv_007's 3 most recent events",
    expect: (ev) => {
      const e = select(ev, { user: 'drv_007' });
      return {
        names: newestFirst(e)
          .slice(0, 3)
          .map((x) => x.eventName),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-drv388-first',
    type: 'user',
    question: 'new hire drv_388: when did they first show up in the system?',
    expect: (ev) => {
      const e = select(ev, { user: 'drv_388' }),
        a = time(e[0]);
      return { names: [iso(a), hhmm(a)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-yard03-30d',
    type: 'user',
    question: 'how many events did yard_03 log in the past 30 days?',
    expect: (ev, now) => countX(select(ev, { range: R.lastDays(T(now), 30), user: 'yard_03' })),
  },
  {
    id: 'user-insp02-last',
    type: 'user',
    question: 'When was insp_02 last seen?',
    expect: (ev) => {
      const e = select(ev, { user: 'insp_02' });
      return lastX(e);
    },
  },
  {
    id: 'user-disp01-lastmonth',
    type: 'user',
    question: 'disp_01 activity last month, event count?',
    expect: (ev, now) => countX(select(ev, { range: R.lastMonth(T(now)), user: 'disp_01' })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'what has drv_999 been up to lately?',
    expect: () => LOW,
  },
  {
    id: 'user-unknown-mech',
    type: 'user',
    low: true,
    question: 'How many events for mech_77?',
    expect: () => LOW,
  },

  // ================= breakdown =================
  {
    id: 'bd-weekday-8w',
    type: 'breakdown',
    question: 'Events per weekday over the last 8 weeks — which weekday is busiest?',
    expect: busiest((ev, now) => select(ev, { range: R.lastWeeks(T(now), 8) }), byWeekday),
  },
  {
    id: 'bd-hour-signon',
    type: 'breakdown',
    question: 'busiest hour of the day for Shift Sign On, last 30 days?',
    expect: busiest(
      (ev, now) => select(ev, { range: R.lastDays(T(now), 30), names: ['Shift Sign On'] }),
      byHour,
    ),
  },
  {
    id: 'bd-day-breakdowns',
    type: 'breakdown',
    question: 'Which day in the past 30 days had the most breakdown.on_route events?',
    expect: busiest(
      (ev, now) => select(ev, { range: R.lastDays(T(now), 30), names: ['breakdown.on_route'] }),
      byDay,
    ),
  },
  {
    id: 'bd-weekly-defects',
    type: 'breakdown',
    question: (now) =>
      `weekly DefectReported counts from ${iso(weekStart(T(now)) - 5 * WEEK)} to ${iso(weekStart(T(now)) - WEEK - DAY)}, per ISO week`,
    expect: (ev, now) => {
      const e = select(ev, {
        range: R.between(weekStart(T(now)) - 5 * WEEK, weekStart(T(now)) - WEEK - DAY),
        names: ['DefectReported'],
      });
      const m = [...tally(e, byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map((x) => x[0]),
        numbers: m.map((x) => x[1]),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'bd-monthly-fuel',
    type: 'breakdown',
    question: (now) =>
      `Monthly fuel.logged litres from ${iso(monthBack(now, 3))} to ${iso(monthBack(now, 0) - DAY)}, month by month`,
    expect: (ev, now) => {
      const e = select(ev, {
        range: R.between(monthBack(now, 3), monthBack(now, 0) - DAY),
        names: ['fuel.logged'],
      });
      const m = [...tally(e, byMonth, value)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map((x) => x[0]),
        numbers: m.map((x) => r2(x[1])),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'bd-month-busiest',
    type: 'breakdown',
    question: 'which calendar month had the most events overall?',
    expect: busiest((ev) => ev, byMonth),
  },
  {
    id: 'bd-hour-fuel',
    type: 'breakdown',
    question: 'what hour of day do most fuel.logged entries happen?',
    expect: busiest((ev) => select(ev, { names: ['fuel.logged'] }), byHour),
  },
  {
    id: 'bd-day-fuel-lastmonth',
    type: 'breakdown',
    question: 'Last month, which single day had the most fuel.logged litres (sum of value)?',
    expect: busiest((ev, now) => select(ev, { range: R.lastMonth(T(now)), names: ['fuel.logged'] }), byDay, {
      measure: value,
      digits: 2,
    }),
  },
  {
    id: 'bd-weekday-quiet-routes',
    type: 'breakdown',
    question: 'quietest weekday for route_completed across the past 12 weeks?',
    expect: busiest(
      (ev, now) => select(ev, { range: R.lastWeeks(T(now), 12), names: ['route_completed'] }),
      byWeekday,
      { ascending: true },
    ),
  },

  // ================= compare =================
  {
    id: 'cmp-dispatch-7d',
    type: 'compare',
    question: 'bus_dispatched in the last 7 days vs the 7 days before that?',
    expect: (ev, now) =>
      compareX(
        select(ev, { range: { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY }, names: ['bus_dispatched'] }),
        select(ev, { range: R.lastDays(T(now), 7), names: ['bus_dispatched'] }),
      ),
  },
  {
    id: 'cmp-fuel-months',
    type: 'compare',
    question: (now) => `Compare fuel.logged litres: ${mon(monthBack(now, 3))} vs ${mon(monthBack(now, 2))}`,
    expect: (ev, now) =>
      compareX(
        select(ev, { range: R.month(monthBack(now, 3)), names: ['fuel.logged'] }),
        select(ev, { range: R.month(monthBack(now, 2)), names: ['fuel.logged'] }),
        sum,
      ),
  },
  {
    id: 'cmp-breakdowns-30d',
    type: 'compare',
    question: 'breakdown.on_route: last 30 days compared with the previous 30 days?',
    expect: (ev, now) =>
      compareX(
        select(ev, {
          range: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY },
          names: ['breakdown.on_route'],
        }),
        select(ev, { range: R.lastDays(T(now), 30), names: ['breakdown.on_route'] }),
      ),
  },
  {
    id: 'cmp-routes-growing',
    type: 'compare',
    question: 'Is route_completed growing? last 4 weeks vs the 4 weeks before',
    expect: (ev, now) =>
      compareX(
        select(ev, { range: { from: T(now) - 8 * WEEK, to: T(now) - 4 * WEEK }, names: ['route_completed'] }),
        select(ev, { range: R.lastWeeks(T(now), 4), names: ['route_completed'] }),
      ),
  },
  {
    id: 'cmp-signon-14d',
    type: 'compare',
    question: 'Shift Sign On last 14 days vs the 14 days before — up or down?',
    expect: (ev, now) =>
      compareX(
        select(ev, { range: { from: T(now) - 28 * DAY, to: T(now) - 14 * DAY }, names: ['Shift Sign On'] }),
        select(ev, { range: R.lastDays(T(now), 14), names: ['Shift Sign On'] }),
      ),
  },
  {
    id: 'cmp-repair-cost-months',
    type: 'compare',
    question: (now) =>
      `total repair_closed cost in ${mon(monthBack(now, 2))} ${new Date(monthBack(now, 2)).getUTCFullYear()} versus ${mon(monthBack(now, 1))} ${new Date(monthBack(now, 1)).getUTCFullYear()}?`,
    expect: (ev, now) =>
      compareX(
        select(ev, { range: R.month(monthBack(now, 2)), names: ['repair_closed'] }),
        select(ev, { range: R.month(monthBack(now, 1)), names: ['repair_closed'] }),
        sum,
      ),
  },
  {
    id: 'cmp-washes-decline',
    type: 'compare',
    question: (now) =>
      `bus.washed between ${iso(ago(now, 100))} and ${iso(ago(now, 71))} vs between ${iso(ago(now, 30))} and ${iso(ago(now, 1))}`,
    expect: (ev, now) =>
      compareX(
        select(ev, { range: R.between(ago(now, 100), ago(now, 71)), names: ['bus.washed'] }),
        select(ev, { range: R.between(ago(now, 30), ago(now, 1)), names: ['bus.washed'] }),
      ),
  },
  {
    id: 'cmp-events-named',
    type: 'compare',
    question: (now) =>
      `all events ${longDay(ago(now, 90))} to ${longDay(ago(now, 61))} compared with ${longDay(ago(now, 30))} to ${longDay(ago(now, 1))}`,
    expect: (ev, now) =>
      compareX(
        select(ev, { range: R.between(ago(now, 90), ago(now, 61)) }),
        select(ev, { range: R.between(ago(now, 30), ago(now, 1)) }),
      ),
  },

  // ================= share =================
  {
    id: 'share-fuel-all',
    type: 'share',
    question: 'What percentage of all events are fuel.logged?',
    expect: (ev) => shareEvents(ev, R.all(), ['fuel.logged']),
  },
  {
    id: 'share-users-defect-30d',
    type: 'share',
    question: 'Of the people active in the last 30 days, what % did a DefectReported?',
    expect: (ev, now) => shareUsers(ev, R.lastDays(T(now), 30), ['DefectReported']),
  },
  {
    id: 'share-wash-lastmonth',
    type: 'share',
    question: 'last month, what share of all activity was bus.washed?',
    expect: (ev, now) => shareEvents(ev, R.lastMonth(T(now)), ['bus.washed']),
  },
  {
    id: 'share-users-breakdown',
    type: 'share',
    question: 'what fraction of users have ever logged a breakdown.on_route? as a percentage',
    expect: (ev) => shareUsers(ev, R.all(), ['breakdown.on_route']),
  },
  {
    id: 'share-signon-yday',
    type: 'share',
    question: "percentage of yesterday's events that were Shift Sign On?",
    expect: (ev, now) => shareEvents(ev, R.yesterday(T(now)), ['Shift Sign On']),
  },
  {
    id: 'share-users-repair-7d',
    type: 'share',
    question: 'in the last 7 days what percent of active users did repair_closed?',
    expect: (ev, now) => shareUsers(ev, R.lastDays(T(now), 7), ['repair_closed']),
  },
  {
    id: 'share-parts-since',
    type: 'share',
    question: (now) => `Since ${shortDay(ago(now, 50))}, what proportion of events were PartsOrdered?`,
    expect: (ev, now) => shareEvents(ev, R.since(ago(now, 50), T(now)), ['PartsOrdered']),
  },
  {
    id: 'share-inspections-both',
    type: 'share',
    question: 'what % of all events in the past 8 weeks were inspection-passed or inspection-failed?',
    expect: (ev, now) => shareEvents(ev, R.lastWeeks(T(now), 8), ['inspection-passed', 'inspection-failed']),
  },

  // ================= conversion =================
  {
    id: 'conv-defect-repair',
    type: 'conversion',
    question:
      'Of users with a DefectReported in the last 60 days, how many went on to do repair_closed afterwards?',
    expect: (ev, now) => convX(ev, R.lastDays(T(now), 60), 'DefectReported', 'repair_closed'),
  },
  {
    id: 'conv-signon-route',
    type: 'conversion',
    question: 'conversion from Shift Sign On to route_completed in the last 7 days?',
    expect: (ev, now) => convX(ev, R.lastDays(T(now), 7), 'Shift Sign On', 'route_completed'),
  },
  {
    id: 'conv-signon-breakdown',
    type: 'conversion',
    question:
      'of drivers who did Shift Sign On in the past 30 days, what percentage later had a breakdown.on_route?',
    expect: (ev, now) => convX(ev, R.lastDays(T(now), 30), 'Shift Sign On', 'breakdown.on_route'),
  },
  {
    id: 'conv-failed-passed',
    type: 'conversion',
    question:
      'inspection-failed → inspection-passed: how many inspectors who failed a bus in the last 90 days later passed one?',
    expect: (ev, now) => convX(ev, R.lastDays(T(now), 90), 'inspection-failed', 'inspection-passed'),
  },
  {
    id: 'conv-fuel-wash',
    type: 'conversion',
    question:
      'Users who did fuel.logged last month — how many then did bus.washed after their first fuel log, and what %?',
    expect: (ev, now) => convX(ev, R.lastMonth(T(now)), 'fuel.logged', 'bus.washed'),
  },
  {
    id: 'conv-parts-tyres',
    type: 'conversion',
    question: (now) => `funnel PartsOrdered -> TyreChanged since ${iso(ago(now, 45))}`,
    expect: (ev, now) => convX(ev, R.since(ago(now, 45), T(now)), 'PartsOrdered', 'TyreChanged'),
  },
  {
    id: 'conv-signon-defect',
    type: 'conversion',
    question: (now) =>
      `between ${dmDay(ago(now, 60))} and ${dmDay(ago(now, 31))}, of users with Shift Sign On how many subsequently did DefectReported?`,
    expect: (ev, now) => convX(ev, R.between(ago(now, 60), ago(now, 31)), 'Shift Sign On', 'DefectReported'),
  },

  // ================= churn =================
  {
    id: 'churn-30-30',
    type: 'churn',
    question:
      'How many users were active in the 30 days before the last 30 days, but have done nothing in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [
        churned(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, R.lastDays(T(now), 30)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'new users in the last 14 days? list them',
    expect: (ev, now) => {
      const u = newUsers(ev, R.lastDays(T(now), 14));
      return { numbers: [u.length], names: u.sort(), unordered: true, confidence: 'high' };
    },
  },
  {
    id: 'churn-month-not-recent',
    type: 'churn',
    question: (now) =>
      `who was active in ${mon(monthBack(now, 3))} but not in the last 30 days? just the count`,
    expect: (ev, now) => ({
      numbers: [
        churned(
          ev,
          R.month(pastMonth(T(now), new Date(monthBack(now, 3)).getUTCMonth())),
          R.lastDays(T(now), 30),
        ).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `How many brand-new people (first event ever) since ${iso(ago(now, 40))}?`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, R.since(ago(now, 40), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(ago(now, 110))} and ${iso(ago(now, 80))} who have had no events since ${iso(ago(now, 45))}`,
    expect: (ev, now) => ({
      numbers: [churned(ev, R.between(ago(now, 110), ago(now, 80)), R.since(ago(now, 45), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'how many new users did we get last month?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastMonth(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-lastmonth-lastweek',
    type: 'churn',
    question: 'Users who were active last month but not at all in the last 7 days — how many?',
    expect: (ev, now) => ({
      numbers: [churned(ev, R.lastMonth(T(now)), R.lastDays(T(now), 7)).length],
      confidence: 'high',
    }),
  },

  // ================= recency =================
  {
    id: 'rec-last-breakdown',
    type: 'recency',
    question: 'When was the last breakdown.on_route?',
    expect: (ev) => lastX(select(ev, { names: ['breakdown.on_route'] })),
  },
  {
    id: 'rec-any-tyres',
    type: 'recency',
    question: 'has anyone ever logged a TyreChanged?',
    expect: (ev) => ({ confidence: 'high', dataPoints: select(ev, { names: ['TyreChanged'] }).length }),
  },
  {
    id: 'rec-last-fuel',
    type: 'recency',
    question: 'last time someone did fuel.logged?',
    expect: (ev) => lastX(select(ev, { names: ['fuel.logged'] })),
  },
  {
    id: 'rec-mech04-repair',
    type: 'recency',
    question: 'When did mech_04 last close a repair (repair_closed)?',
    expect: (ev) => lastX(select(ev, { names: ['repair_closed'], user: 'mech_04' })),
  },
  {
    id: 'rec-defect-24h',
    type: 'recency',
    question: 'did anyone report a DefectReported in the last 24 hours?',
    expect: (ev, now) => ({
      confidence: 'high',
      dataPoints: select(ev, { range: R.lastHours(T(now), 24), names: ['DefectReported'] }).length,
    }),
  },
  {
    id: 'rec-last-parts',
    type: 'recency',
    question: 'most recent PartsOrdered — when was it?',
    expect: (ev) => lastX(select(ev, { names: ['PartsOrdered'] })),
  },
  {
    id: 'rec-last-wash',
    type: 'recency',
    question: 'When did we last have a bus.washed event?',
    expect: (ev) => lastX(select(ev, { names: ['bus.washed'] })),
  },
  {
    id: 'rec-last-failed-loose',
    type: 'recency',
    question: 'when did a bus last fail inspection?',
    expect: (ev) => lastX(select(ev, { names: ['inspection-failed'] }), 'not-high'),
  },
  {
    id: 'rec-unknown',
    type: 'recency',
    low: true,
    question: 'when was the last engine_fire event?',
    expect: () => LOW,
  },

  // ================= catalogue =================
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'What event names exist in this account?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'How many events are stored overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-list',
    type: 'catalogue',
    question: 'new to the depot team here - can you list the event types we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-distinct-types',
    type: 'catalogue',
    question: 'how many different event types are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-both',
    type: 'catalogue',
    question: 'For the board deck: total users and total events in the system?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-kinds',
    type: 'catalogue',
    question: 'what kinds of things does this system record? event names plz',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ================= other =================
  {
    id: 'other-efficiency',
    type: 'other',
    question: 'Which bus has the worst fuel efficiency in km per litre?',
    expect: () => LOW,
  },
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather forecast for tomorrow's early shift?",
    expect: () => LOW,
  },
  {
    id: 'other-seats',
    type: 'other',
    question: 'how many seats does a double decker have?',
    expect: () => LOW,
  },
  {
    id: 'other-punctuality',
    type: 'other',
    question: 'which driver has the best on-time punctuality percentage?',
    expect: () => LOW,
  },
  {
    id: 'other-diesel-price',
    type: 'other',
    question: 'what is the diesel price per litre today?',
    expect: () => LOW,
  },
  { id: 'other-bays', type: 'other', question: 'Which depot bays are free right now?', expect: () => LOW },
  {
    id: 'other-email',
    type: 'other',
    question: 'send an email to all mechanics about the brake recall',
    expect: () => LOW,
  },
  { id: 'other-salary', type: 'other', question: 'what is the average driver salary?', expect: () => LOW },
  {
    id: 'other-emissions',
    type: 'other',
    question: 'how much CO2 did the fleet emit per passenger?',
    expect: () => LOW,
  },
  { id: 'other-gibberish', type: 'other', question: 'asdf qwer depot?? lol', expect: () => LOW },
];
