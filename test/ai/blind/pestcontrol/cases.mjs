import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, NOBODY } from './data.mjs';

const { DAY, ranges: R, select, users, sum, avg, min, max, percent, tally, rank, round } = O;
const N = (now) => +now;
const ds = (now) => O.dayStart(+now);
const daysAgo = (now, k) => ds(now) - k * DAY;
const SWARM = 23; // days before today: termite swarm, bookings surge
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const yearOf = (t) => new Date(t).getUTCFullYear();
const usDate = (t) => {
  const d = new Date(t);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
};

const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const count = (events, f, conf = 'high') => {
  const evs = select(events, f);
  return { numbers: [evs.length], confidence: conf, dataPoints: evs.length };
};
const userCount = (events, f, conf = 'high') => {
  const evs = select(events, f);
  return { numbers: [users(evs).size], confidence: conf, dataPoints: evs.length };
};
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
};
// ranked expectation with a tie-at-cut check
function ranked(mapFn, n, { asc = false, conf = 'high', dp, digits } = {}) {
  const fn = (events, now) => {
    const { map, scope } = mapFn(events, now);
    const list = rank(map, { n, ascending: asc });
    return {
      names: list.map(([k]) => k),
      numbers: list.map(([, v]) => (digits ? round(v, digits) : v)),
      confidence: conf,
      dataPoints: dp === false ? undefined : scope.length,
    };
  };
  fn.tieAtCut = (events, now) => {
    const { map } = mapFn(events, now);
    const all = rank(map, { ascending: asc });
    return n < all.length && all[n - 1][1] === all[n][1];
  };
  return fn;
}
const tallyOf = (f, key, measure) => (events, now) => {
  const scope = select(events, f(now));
  return { map: tally(scope, key, measure), scope };
};
function cmp(events, fa, fb, measure = (evs) => evs.length, conf = 'high', digits = 0) {
  const a = select(events, fa),
    b = select(events, fb);
  const ea = round(measure(a), digits),
    eb = round(measure(b), digits);
  const c = O.change(ea, eb);
  return {
    numbers: [ea, eb, round(c.diff, digits)],
    percents: c.pct === null ? [] : [c.pct],
    confidence: conf,
    dataPoints: a.length + b.length,
  };
}
function shareOf(events, range, pred, conf = 'high') {
  const all = select(events, { range });
  const part = all.filter(pred);
  return {
    percents: [percent(part.length, all.length)],
    numbers: [part.length],
    confidence: conf,
    dataPoints: all.length,
  };
}
function userShare(events, range, name, conf = 'high') {
  const all = select(events, { range });
  const did = users(all.filter((e) => e.eventName === name)).size;
  const act = users(all).size;
  return { percents: [percent(did, act)], numbers: [did, act], confidence: conf, dataPoints: all.length };
}
function conv(events, range, a, b, conf = 'high') {
  const c = O.conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: conf,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
}
function lastOf(events, f, conf = 'high') {
  const evs = select(events, f);
  const t = Math.max(...evs.map(O.time));
  return { names: [O.isoDay(t), hhmm(t)], confidence: conf, dataPoints: evs.length };
}
const L30 = (now) => R.lastDays(N(now), 30);

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'how many visit_booked events did we get last week?',
    expect: (ev, now) => count(ev, { range: R.lastWeek(N(now)), names: ['visit_booked'] }),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Total number of events we have stored, all time?',
    expect: (ev) => count(ev, {}),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'How many InspectionCompleted in the past 30 days',
    expect: (ev, now) => count(ev, { range: L30(now), names: ['InspectionCompleted'] }),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'number of events yesterday pls',
    expect: (ev, now) => count(ev, { range: R.yesterday(N(now)) }),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'how many times did tech_07 log visit.started in the past 2 weeks? doing his review',
    expect: (ev, now) =>
      count(ev, { range: R.lastWeeks(N(now), 2), names: ['visit.started'], user: 'tech_07' }),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) =>
      `Treatment Applied count between ${O.isoDay(daysAgo(now, 40))} and ${O.isoDay(daysAgo(now, 33))}?`,
    expect: (ev, now) =>
      count(ev, { range: R.between(daysAgo(now, 40), daysAgo(now, 33)), names: ['Treatment Applied'] }),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) =>
      `The termite swarm hit on ${longDay(daysAgo(now, SWARM))} — how many visit bookings (visit_booked) came in that day?`,
    expect: (ev, now) => count(ev, { range: R.on(daysAgo(now, SWARM)), names: ['visit_booked'] }),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `how many VisitCancelled since ${shortDay(daysAgo(now, 20))}`,
    expect: (ev, now) => count(ev, { range: R.since(daysAgo(now, 20), N(now)), names: ['VisitCancelled'] }),
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'How many treatments did the crews do last month?',
    expect: (ev, now) => count(ev, { range: R.lastMonth(N(now)), names: ['Treatment Applied'] }, 'not-high'),
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'how many termite_swarm_alert events fired last week?',
    low: true,
    expect: LOW,
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many distinct users had an invoice_paid event in the last 30 days?',
    expect: (ev, now) => userCount(ev, { range: L30(now), names: ['invoice_paid'] }),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users in the past 7 days?',
    expect: (ev, now) => userCount(ev, { range: R.lastDays(N(now), 7) }),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'How many people used the app last month? need it for the monthly ops report',
    expect: (ev, now) => userCount(ev, { range: R.lastMonth(N(now)) }),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'unique users who did visit.started in the last 14 days',
    expect: (ev, now) => userCount(ev, { range: R.lastDays(N(now), 14), names: ['visit.started'] }),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) =>
      `how many different people left a visit.rated in ${monthName(O.monthStart(N(now), -1))}?`,
    expect: (ev, now) => userCount(ev, { range: R.month(O.monthStart(N(now), -1)), names: ['visit.rated'] }),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'how many customers logged into the portal (Portal Login) yesterday',
    expect: (ev, now) => userCount(ev, { range: R.yesterday(N(now)), names: ['Portal Login'] }),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'roughly how many customers rated us in the last 30 days?',
    expect: (ev, now) => userCount(ev, { range: L30(now), names: ['visit.rated'] }, 'not-high'),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'how many users triggered pesticide_refill_requested this month?',
    low: true,
    expect: LOW,
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: 'total invoice_paid amount last month?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonth(N(now)), names: ['invoice_paid'] });
      return { numbers: [round(sum(e), 2)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'what is the average InspectionCompleted value (minutes) over the last 30 days',
    expect: (ev, now) => {
      const e = select(ev, { range: L30(now), names: ['InspectionCompleted'] });
      return { numbers: [avg(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Max value of visit_booked ever recorded?',
    expect: (ev) => {
      const e = select(ev, { names: ['visit_booked'] });
      return { numbers: [max(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'smallest invoice_paid amount in the past 60 days',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 60), names: ['invoice_paid'] });
      return { numbers: [min(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median visit.rated score over the last 8 weeks?',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastWeeks(N(now), 8), names: ['visit.rated'] });
      return { numbers: [median(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'for the board deck: how much revenue did we bring in over the last 30 days?',
    expect: (ev, now) => {
      const e = select(ev, { range: L30(now), names: ['invoice_paid'] });
      return {
        numbers: [round(sum(e), 2)],
        names: ['invoice_paid'],
        confidence: 'not-high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'sum of Treatment Applied value for tech_07 in the last 30 days (ml of product)',
    expect: (ev, now) => {
      const e = select(ev, { range: L30(now), names: ['Treatment Applied'], user: 'tech_07' });
      return { numbers: [sum(e)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'what did cust_1042 pay us in total? sum of their invoice_paid',
    expect: (ev) => {
      const e = select(ev, { names: ['invoice_paid'], user: 'cust_1042' });
      return { numbers: [round(sum(e), 2)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'average chemical_cost per treatment last month?',
    low: true,
    expect: LOW,
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'topev-01',
    type: 'top-events',
    question: 'top 5 events',
    expect: ranked(
      tallyOf(() => ({}), O.byName),
      5,
    ),
  },
  {
    id: 'topev-02',
    type: 'top-events',
    question: 'what was the most common event last week?',
    expect: ranked(
      tallyOf((now) => ({ range: R.lastWeek(N(now)) }), O.byName),
      1,
    ),
  },
  {
    id: 'topev-03',
    type: 'top-events',
    question: 'which event type was the rarest over the past 30 days (least common)?',
    expect: ranked(
      tallyOf((now) => ({ range: L30(now) }), O.byName),
      1,
      { asc: true },
    ),
  },
  {
    id: 'topev-04',
    type: 'top-events',
    question: "what are tech_07's 3 most frequent actions?",
    expect: ranked(
      tallyOf(() => ({ user: 'tech_07' }), O.byName),
      3,
    ),
  },
  {
    id: 'topev-05',
    type: 'top-events',
    question: 'list the most common events yesterday',
    expect: ranked(
      tallyOf((now) => ({ range: R.yesterday(N(now)) }), O.byName),
      5,
    ),
  },
  {
    id: 'topev-06',
    type: 'top-events',
    question: (now) =>
      `which event happened the most in ${monthName(O.monthStart(N(now), -2))} ${yearOf(O.monthStart(N(now), -2))}?`,
    expect: ranked(
      tallyOf((now) => ({ range: R.month(O.monthStart(N(now), -2)) }), O.byName),
      1,
    ),
  },
  {
    id: 'topev-07',
    type: 'top-events',
    question: (now) => `top 4 events from ${O.isoDay(daysAgo(now, 50))} to ${O.isoDay(daysAgo(now, 44))}`,
    expect: ranked(
      tallyOf((now) => ({ range: R.between(daysAgo(now, 50), daysAgo(now, 44)) }), O.byName),
      4,
    ),
  },
  {
    id: 'topev-08',
    type: 'top-events',
    question: 'rank every event type by how often it happened last month',
    expect: ranked(
      tallyOf((now) => ({ range: R.lastMonth(N(now)) }), O.byName),
      Infinity,
    ),
  },
  { id: 'topev-09', type: 'top-events', question: 'top 3 events for cust_9999', low: true, expect: LOW },

  // ---------------------------------------------------------------- top-users
  {
    id: 'topu-01',
    type: 'top-users',
    question: 'who are the 2 most active users of all time?',
    expect: ranked(
      tallyOf(() => ({}), O.byUser),
      2,
    ),
  },
  {
    id: 'topu-02',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: ranked(
      tallyOf(() => ({ names: ['invoice_paid'] }), O.byUser, O.value),
      3,
      { conf: 'not-high', digits: 2 },
    ),
  },
  {
    id: 'topu-03',
    type: 'top-users',
    question: 'who logged the most visit_booked last month?',
    expect: ranked(
      tallyOf((now) => ({ range: R.lastMonth(N(now)), names: ['visit_booked'] }), O.byUser),
      1,
    ),
  },
  {
    id: 'topu-04',
    type: 'top-users',
    question: 'top 5 users by total invoice_paid value in the last 90 days',
    expect: ranked(
      tallyOf((now) => ({ range: R.lastDays(N(now), 90), names: ['invoice_paid'] }), O.byUser, O.value),
      5,
      { digits: 2 },
    ),
  },
  {
    id: 'topu-05',
    type: 'top-users',
    question: 'most active users in the past 7 days, top 2',
    expect: ranked(
      tallyOf((now) => ({ range: R.lastDays(N(now), 7) }), O.byUser),
      2,
    ),
  },
  {
    id: 'topu-06',
    type: 'top-users',
    question: 'which user had the most photo-uploaded events in the last 30 days?',
    expect: ranked(
      tallyOf((now) => ({ range: L30(now), names: ['photo-uploaded'] }), O.byUser),
      1,
    ),
  },
  {
    id: 'topu-07',
    type: 'top-users',
    question: 'Top 5 users by Treatment Applied total value since the start of last month',
    expect: ranked(
      tallyOf(
        (now) => ({ range: { from: O.monthStart(N(now), -1), to: N(now) }, names: ['Treatment Applied'] }),
        O.byUser,
        O.value,
      ),
      5,
    ),
  },
  {
    id: 'topu-08',
    type: 'top-users',
    question: (now) => `who ran route.optimized most often since ${usDate(daysAgo(now, 45))}? top 2`,
    expect: ranked(
      tallyOf((now) => ({ range: R.since(daysAgo(now, 45), N(now)), names: ['route.optimized'] }), O.byUser),
      2,
    ),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does tech_07 have in total?',
    expect: (ev) => count(ev, { user: 'tech_07' }),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'when was cust_1377 first seen?',
    expect: (ev) => {
      const e = select(ev, { user: 'cust_1377' });
      const t = Math.min(...e.map(O.time));
      return { names: [O.isoDay(t), hhmm(t)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: "tech_31 hasn't shown up on the schedule — when was he last seen in the app?",
    expect: (ev) => {
      const e = select(ev, { user: 'tech_31' });
      const t = Math.max(...e.map(O.time));
      return { names: [O.isoDay(t), hhmm(t)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'which event types has office_02 used?',
    expect: (ev) => {
      const e = select(ev, { user: 'office_02' });
      return {
        names: [...new Set(e.map((x) => x.eventName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: "show me cust_1042's 3 most recent events",
    expect: (ev) => {
      const e = select(ev, { user: 'cust_1042' });
      return {
        names: O.newestFirst(e)
          .slice(0, 3)
          .map((x) => x.eventName),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'how many events did tech_31 have in the last 30 days?',
    low: true,
    expect: (ev, now) => {
      const e = select(ev, { range: L30(now), user: 'tech_31' });
      return e.length ? { numbers: [e.length], confidence: 'high', dataPoints: e.length } : LOW();
    },
  },
  {
    id: 'user-07',
    type: 'user',
    question: `how active is ${NOBODY}? number of events`,
    low: true,
    expect: LOW,
  },
  {
    id: 'user-08',
    type: 'user',
    question: 'first seen date for tech_44 (new hire)?',
    expect: (ev) => {
      const e = select(ev, { user: 'tech_44' });
      const t = Math.min(...e.map(O.time));
      return { names: [O.isoDay(t), hhmm(t)], confidence: 'high', dataPoints: e.length };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'How many invoice_paid did cust_1042 have last month?',
    expect: (ev, now) =>
      count(ev, { range: R.lastMonth(N(now)), names: ['invoice_paid'], user: 'cust_1042' }),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'bd-01',
    type: 'breakdown',
    question: 'which weekday is busiest overall?',
    expect: ranked(
      tallyOf(() => ({}), O.byWeekday),
      1,
    ),
  },
  {
    id: 'bd-02',
    type: 'breakdown',
    question: 'busiest hour of the day for visit.started (UTC)?',
    expect: ranked(
      tallyOf(() => ({ names: ['visit.started'] }), O.byHour),
      1,
    ),
  },
  {
    id: 'bd-03',
    type: 'breakdown',
    question: 'events per day over the last 7 days',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastDays(N(now), 7) });
      const m = [...tally(e, O.byDay)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'bd-04',
    type: 'breakdown',
    question: 'weekly visit_booked counts for the last 4 weeks please',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastWeeks(N(now), 4), names: ['visit_booked'] });
      const m = [...tally(e, O.byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'bd-05',
    type: 'breakdown',
    question: 'invoice_paid totals by month for the last 3 months',
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastMonths(N(now), 3), names: ['invoice_paid'] });
      const m = [...tally(e, O.byMonth, O.value)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => round(v, 2)),
        confidence: 'high',
        dataPoints: e.length,
      };
    },
  },
  {
    id: 'bd-06',
    type: 'breakdown',
    question: 'Which day had the most visit_booked in the last 60 days?',
    expect: ranked(
      tallyOf((now) => ({ range: R.lastDays(N(now), 60), names: ['visit_booked'] }), O.byDay),
      1,
    ),
  },
  {
    id: 'bd-07',
    type: 'breakdown',
    question: (now) => `busiest week since ${longDay(daysAgo(now, 70))}, by number of events?`,
    expect: ranked(
      tallyOf((now) => ({ range: R.since(daysAgo(now, 70), N(now)) }), O.byWeek),
      1,
    ),
  },
  {
    id: 'bd-08',
    type: 'breakdown',
    question: 'what hour do customers log in most? (Portal Login by hour of day)',
    expect: ranked(
      tallyOf(() => ({ names: ['Portal Login'] }), O.byHour),
      1,
    ),
  },
  {
    id: 'bd-09',
    type: 'breakdown',
    question: 'quietest weekday for bait-station-checked?',
    expect: ranked(
      tallyOf(() => ({ names: ['bait-station-checked'] }), O.byWeekday),
      1,
      { asc: true },
    ),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'events in the last 7 days vs the 7 days before that?',
    expect: (ev, now) =>
      cmp(ev, { range: { from: N(now) - 14 * DAY, to: N(now) - 7 * DAY } }, { range: R.lastDays(N(now), 7) }),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: 'invoice_paid total, last 30 days compared with the previous 30 days',
    expect: (ev, now) =>
      cmp(
        ev,
        { range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, names: ['invoice_paid'] },
        { range: L30(now), names: ['invoice_paid'] },
        sum,
        'high',
        2,
      ),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: (now) =>
      `visit_booked in ${monthName(O.monthStart(N(now), -2))} vs ${monthName(O.monthStart(N(now), -1))}?`,
    expect: (ev, now) =>
      cmp(
        ev,
        { range: R.month(O.monthStart(N(now), -2)), names: ['visit_booked'] },
        { range: R.month(O.monthStart(N(now), -1)), names: ['visit_booked'] },
      ),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: 'is Portal Login growing? last 4 weeks vs the 4 weeks before',
    expect: (ev, now) =>
      cmp(
        ev,
        { range: { from: N(now) - 8 * O.WEEK, to: N(now) - 4 * O.WEEK }, names: ['Portal Login'] },
        { range: R.lastWeeks(N(now), 4), names: ['Portal Login'] },
      ),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: 'active users: last 14 days compared to the 14 days before',
    expect: (ev, now) =>
      cmp(
        ev,
        { range: { from: N(now) - 28 * DAY, to: N(now) - 14 * DAY } },
        { range: R.lastDays(N(now), 14) },
        (e) => users(e).size,
      ),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: "tech_07's event count last week compared with the week before?",
    expect: (ev, now) =>
      cmp(
        ev,
        {
          range: { from: O.weekStart(N(now)) - 2 * O.WEEK, to: O.weekStart(N(now)) - O.WEEK },
          user: 'tech_07',
        },
        { range: R.lastWeek(N(now)), user: 'tech_07' },
      ),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question: (now) =>
      `visit_booked on ${O.isoDay(daysAgo(now, SWARM))} vs ${O.isoDay(daysAgo(now, SWARM + 1))} — how big was the swarm spike?`,
    expect: (ev, now) =>
      cmp(
        ev,
        { range: R.on(daysAgo(now, SWARM + 1)), names: ['visit_booked'] },
        { range: R.on(daysAgo(now, SWARM)), names: ['visit_booked'] },
      ),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: (now) =>
      `compare VisitCancelled between ${shortDay(daysAgo(now, 60))} and ${shortDay(daysAgo(now, 46))} with between ${shortDay(daysAgo(now, 30))} and ${shortDay(daysAgo(now, 16))}`,
    expect: (ev, now) =>
      cmp(
        ev,
        { range: R.between(daysAgo(now, 60), daysAgo(now, 46)), names: ['VisitCancelled'] },
        { range: R.between(daysAgo(now, 30), daysAgo(now, 16)), names: ['VisitCancelled'] },
      ),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-01',
    type: 'share',
    question: 'what percent of all events are visit.started?',
    expect: (ev) => shareOf(ev, R.all(), (e) => e.eventName === 'visit.started'),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'share of events in the last 30 days that were VisitCancelled',
    expect: (ev, now) => shareOf(ev, L30(now), (e) => e.eventName === 'VisitCancelled'),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'what % of active users in the last 30 days had an invoice_paid?',
    expect: (ev, now) => userShare(ev, L30(now), 'invoice_paid'),
  },
  {
    id: 'share-04',
    type: 'share',
    question: "what percentage of last month's events came from tech_07?",
    expect: (ev, now) => shareOf(ev, R.lastMonth(N(now)), (e) => e.userId === 'tech_07'),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'percentage of users who ever did a Portal Login',
    expect: (ev) => userShare(ev, R.all(), 'Portal Login'),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'photo-uploaded as a share of all events last week?',
    expect: (ev, now) => shareOf(ev, R.lastWeek(N(now)), (e) => e.eventName === 'photo-uploaded'),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'what share of stuff last month was cancellations?',
    expect: (ev, now) =>
      shareOf(ev, R.lastMonth(N(now)), (e) => e.eventName === 'VisitCancelled', 'not-high'),
  },
  {
    id: 'share-08',
    type: 'share',
    question: (now) =>
      `on ${shortDay(daysAgo(now, SWARM))}, what fraction of all events were visit_booked? (in %)`,
    expect: (ev, now) => shareOf(ev, R.on(daysAgo(now, SWARM)), (e) => e.eventName === 'visit_booked'),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-01',
    type: 'conversion',
    question: 'of users who did visit.started in the last 30 days, how many then did InspectionCompleted?',
    expect: (ev, now) => conv(ev, L30(now), 'visit.started', 'InspectionCompleted'),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: 'Portal Login → invoice_paid conversion over the last 60 days',
    expect: (ev, now) => conv(ev, R.lastDays(N(now), 60), 'Portal Login', 'invoice_paid'),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question: 'what % of users who had a visit_booked later had a VisitCancelled? all time',
    expect: (ev) => conv(ev, R.all(), 'visit_booked', 'VisitCancelled'),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question:
      'last month: of the people with InspectionCompleted, how many went on to Treatment Applied afterwards?',
    expect: (ev, now) => conv(ev, R.lastMonth(N(now)), 'InspectionCompleted', 'Treatment Applied'),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question: (now) =>
      `since ${O.isoDay(daysAgo(now, 45))}, how many users who did Portal Login subsequently did visit.rated, and what percent is that`,
    expect: (ev, now) => conv(ev, R.since(daysAgo(now, 45), N(now)), 'Portal Login', 'visit.rated'),
  },
  {
    id: 'conv-06',
    type: 'conversion',
    question: 'funnel visit.rated -> invoice_paid, past 90 days',
    expect: (ev, now) => conv(ev, R.lastDays(N(now), 90), 'visit.rated', 'invoice_paid'),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question:
      'of users doing bait-station-checked in the last 14 days, how many later did follow_up_scheduled?',
    expect: (ev, now) => conv(ev, R.lastDays(N(now), 14), 'bait-station-checked', 'follow_up_scheduled'),
  },
  {
    id: 'conv-08',
    type: 'conversion',
    question: 'of customers who logged in over the last 60 days, how many paid afterwards?',
    expect: (ev, now) => conv(ev, R.lastDays(N(now), 60), 'Portal Login', 'invoice_paid', 'not-high'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-01',
    type: 'churn',
    question: 'how many users were active last month but not this month so far?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastMonth(N(now)), R.thisMonth(N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, L30(now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'how many brand new users did we get last month',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastMonth(N(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `how many people were active in ${monthName(O.monthStart(N(now), -2))} but not in ${monthName(O.monthStart(N(now), -1))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.month(O.monthStart(N(now), -2)), R.month(O.monthStart(N(now), -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question:
      'users active in the 30 days before the last 30 days who have not been active in the last 30 days — how many churned?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, L30(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `new users since ${longDay(daysAgo(now, 10))}`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.since(daysAgo(now, 10), N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'who was active last week but has done nothing this week? just the count',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastWeek(N(now)), R.thisWeek(N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: 'how many first-time users in the past 8 weeks',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastWeeks(N(now), 8)).length], confidence: 'high' }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'rec-01',
    type: 'recency',
    question: 'when was the last VisitCancelled?',
    expect: (ev) => lastOf(ev, { names: ['VisitCancelled'] }),
  },
  {
    id: 'rec-02',
    type: 'recency',
    question: 'did anyone do Treatment Applied yesterday?',
    expect: (ev, now) => count(ev, { range: R.yesterday(N(now)), names: ['Treatment Applied'] }),
  },
  {
    id: 'rec-03',
    type: 'recency',
    question: "when was cust_1042's last invoice_paid?",
    expect: (ev) => lastOf(ev, { names: ['invoice_paid'], user: 'cust_1042' }),
  },
  {
    id: 'rec-04',
    type: 'recency',
    question: 'has anyone ever logged a pesticide_spill_report?',
    low: true,
    expect: LOW,
  },
  {
    id: 'rec-05',
    type: 'recency',
    question: 'most recent photo-uploaded — when?',
    expect: (ev) => lastOf(ev, { names: ['photo-uploaded'] }),
  },
  {
    id: 'rec-06',
    type: 'recency',
    question: 'did tech_31 do anything in the last 2 weeks?',
    low: true,
    expect: (ev, now) => {
      const e = select(ev, { range: R.lastWeeks(N(now), 2), user: 'tech_31' });
      return e.length ? { numbers: [e.length], confidence: 'high', dataPoints: e.length } : LOW();
    },
  },
  {
    id: 'rec-07',
    type: 'recency',
    question: 'when did someone last book a visit?',
    expect: (ev) => lastOf(ev, { names: ['visit_booked'] }, 'not-high'),
  },
  {
    id: 'rec-08',
    type: 'recency',
    question: 'any route.optimized in the last 72 hours?',
    expect: (ev, now) => count(ev, { range: R.lastHours(N(now), 72), names: ['route.optimized'] }),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (ev) => ({
      names: [...EVENT_NAMES].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users are there in total',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'how many events and how many users do we have overall?',
    expect: (ev) => ({ numbers: [ev.length, users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'list all the event types pls',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'how many distinct event names are in the data?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question:
      "I'm new on the team — what kinds of events does this account have, and how many events in total?",
    expect: (ev) => ({
      names: [...EVENT_NAMES].sort(),
      unordered: true,
      numbers: [ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: 'how big is the dataset? total event count',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-08',
    type: 'catalogue',
    question: 'what event names exist, what are they called exactly?',
    expect: (ev) => ({
      names: [...EVENT_NAMES].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-01',
    type: 'other',
    question: "what's the weather forecast for tomorrow's route in the north zone?",
    expect: LOW,
  },
  { id: 'other-02', type: 'other', question: 'how much do we pay our technicians per hour?', expect: LOW },
  {
    id: 'other-03',
    type: 'other',
    question: 'how many litres of fipronil gel are left in the warehouse?',
    expect: LOW,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'which neighbourhoods have the worst cockroach problems?',
    expect: LOW,
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'predict how many visits we will book next quarter',
    expect: LOW,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'why did customers cancel their visits? what reasons did they give',
    expect: LOW,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'what is the phone number and address of cust_1042?',
    expect: LOW,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'how much fuel did the service vans burn last month?',
    expect: LOW,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'is our pest-control licence up to date with the state board?',
    expect: LOW,
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'write a nice reply to the restaurant that complained about mice',
    expect: LOW,
  },
];
