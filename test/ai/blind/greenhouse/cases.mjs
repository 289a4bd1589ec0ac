// Blind round "greenhouse": questions and their expectations, computed with the reference oracle.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, NOBODY, PERSONAS } from './data.mjs';

const { DAY, WEEK, ranges: R, select, users, sum, avg, min, max, percent, tally, rank, time } = O;
const P = PERSONAS;
const MONEY = ['PlanUpgraded', 'invoice.paid'];
const INCIDENT_AGE = 23;

// ---- question text helpers -----------------------------------------------------------------------
const MON3 = O.MONTHS.map((m) => m.slice(0, 3));
const ord = (n) => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const parts = (t) => {
  const d = new Date(t);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate() };
};
const iso = (t) => O.isoDay(t); // 2026-11-03
const longDate = (t) => {
  const p = parts(t);
  return `${O.MONTHS[p.m]} ${ord(p.d)}`;
}; // November 3rd
const shortDate = (t) => {
  const p = parts(t);
  return `${MON3[p.m]} ${p.d}`;
}; // Nov 3
const dmy = (t) => {
  const p = parts(t);
  return `${p.d} ${O.MONTHS[p.m]} ${p.y}`;
}; // 3 November 2026
const dMon = (t) => {
  const p = parts(t);
  return `${p.d} ${MON3[p.m]}`;
}; // 3 Nov
const monthName = (t) => O.MONTHS[parts(t).m];
const monthYear = (t) => `${monthName(t)} ${parts(t).y}`;

// ---- time helpers -------------------------------------------------------------------------------
const N = (now) => +now;
const daysAgo = (now, k) => O.dayStart(N(now)) - k * DAY; // start of the UTC day k days back
const incidentDay = (now) => daysAgo(now, INCIDENT_AGE);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const latest = (evs) => evs.reduce((m, e) => Math.max(m, time(e)), -Infinity);
const earliest = (evs) => evs.reduce((m, e) => Math.min(m, time(e)), Infinity);
const r2 = (x) => O.round(x, 2);
// "this X" unless X began less than `minDays` ago, then the previous full X (never an empty range).
const thisOr = (now, unit, minDays) => {
  const t = N(now);
  const start = unit === 'week' ? O.weekStart(t) : unit === 'month' ? O.monthStart(t) : O.yearStart(t);
  return t - start >= minDays * DAY
    ? { words: `this ${unit}`, range: R[`this${unit[0].toUpperCase()}${unit.slice(1)}`](t) }
    : { words: `last ${unit}`, range: R[`last${unit[0].toUpperCase()}${unit.slice(1)}`](t) };
};
const todayOr = (now) =>
  N(now) - O.dayStart(N(now)) >= 6 * 3_600_000
    ? { words: 'today', range: R.today(N(now)) }
    : { words: 'yesterday', range: R.yesterday(N(now)) };
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const n = v.length;
  return r2(n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2);
};

// ---- expectation helpers ---------------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const low = () => ({ ...LOW });
// An in-scope expectation; an empty scope becomes low (the self-check reports that).
const scoped = (evs, build) => (evs.length ? build(evs) : { ...LOW });

// Ranked expectations: fn(events, now) → { exp, tie }; the tie is checked by the self-check.
function ranked(fn) {
  const expect = (events, now) => fn(events, now).exp;
  expect.tieAtCut = (events, now) => fn(events, now).tie;
  return expect;
}
// Top n of a tally, with a flag when the n-th and (n+1)-th share a figure.
function topOf(map, n, ascending = false) {
  const all = rank(map, { ascending });
  const top = all.slice(0, n);
  const tie = all.length > n && top.length === n && all[n - 1][1] === all[n][1];
  return { top, tie };
}
const allNamesIn = (evs) => new Set(evs.map((e) => e.eventName)).size === EVENT_NAMES.length;

function countExp(events, filters, confidence = 'high') {
  return scoped(select(events, filters), (evs) => ({
    numbers: [evs.length],
    dataPoints: evs.length,
    confidence,
    ...(filters.names && confidence !== 'high' ? { names: filters.names } : {}),
  }));
}
function usersExp(events, filters, confidence = 'high') {
  return scoped(select(events, filters), (evs) => ({
    numbers: [users(evs).size],
    dataPoints: evs.length,
    confidence,
    ...(filters.names && confidence !== 'high' ? { names: filters.names } : {}),
  }));
}
function compareExp(a, b, measure, extra = {}) {
  // a: earlier events, b: later events
  const c = O.change(measure(a), measure(b));
  if (!a.length || !b.length) return { ...LOW };
  return {
    numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
    percents: [c.pct],
    dataPoints: a.length + b.length,
    confidence: 'high',
    ...extra,
  };
}
function conversionExp(events, range, a, b, confidence = 'high') {
  const c = O.conversion(events, range, a, b);
  const dp = select(events, { range, names: [a, b] }).length;
  if (!c.did) return { ...LOW };
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    dataPoints: dp,
    confidence,
    ...(confidence !== 'high' ? { names: [a, b] } : {}),
  };
}
function lastSeenExp(evs) {
  return scoped(evs, () => {
    const t = latest(evs);
    return { names: [iso(t), hhmm(t)], dataPoints: evs.length, confidence: 'high' };
  });
}

export const cases = [
  // ============================================================ count
  {
    id: 'count-harvests-30d',
    type: 'count',
    question: 'How many harvest_recorded events came in over the last 30 days?',
    expect: (ev, now) => countExp(ev, { range: R.lastDays(N(now), 30), names: ['harvest_recorded'] }),
  },
  {
    id: 'count-readings-yesterday-loose',
    type: 'count',
    question: 'quick one - how many times did the hubs send readings yesterday?',
    expect: (ev, now) =>
      countExp(ev, { range: R.yesterday(N(now)), names: ['reading_reported'] }, 'not-high'),
  },
  {
    id: 'count-alerts-incident',
    type: 'count',
    question: (now) =>
      `Number of alert.raised events on ${longDate(incidentDay(now))}? That was the heat wave day I think.`,
    expect: (ev, now) => countExp(ev, { range: R.on(incidentDay(now)), names: ['alert.raised'] }),
  },
  {
    id: 'count-all-last-week',
    type: 'count',
    question: 'total number of events last week, all types together',
    expect: (ev, now) => countExp(ev, { range: R.lastWeek(N(now)) }),
  },
  {
    id: 'count-setpoints-topgrower-2w',
    type: 'count',
    question: `How many Setpoint Changed events did ${P.topGrower} log in the past 2 weeks?`,
    expect: (ev, now) =>
      countExp(ev, { range: R.lastWeeks(N(now), 2), user: P.topGrower, names: ['Setpoint Changed'] }),
  },
  {
    id: 'count-irrigation-since-loose',
    type: 'count',
    question: (now) =>
      `For the water-usage review: how many irrigation runs have been kicked off since ${iso(daysAgo(now, 10))}?`,
    expect: (ev, now) =>
      countExp(
        ev,
        { range: R.since(daysAgo(now, 10), N(now)), names: ['irrigation-run-started'] },
        'not-high',
      ),
  },
  {
    id: 'count-notes-between',
    type: 'count',
    question: (now) =>
      `between ${shortDate(daysAgo(now, 40))} and ${shortDate(daysAgo(now, 27))} how many crop health notes were filed?`,
    expect: (ev, now) =>
      countExp(ev, { range: R.between(daysAgo(now, 40), daysAgo(now, 27)), names: ['crop-health-note'] }),
  },
  {
    id: 'count-offline-72h',
    type: 'count',
    question:
      'Count of hub.offline in the past 72 hours please, ops wants to know if the new firmware helped',
    expect: (ev, now) => countExp(ev, { range: R.lastHours(N(now), 72), names: ['hub.offline'] }),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'how many pest_detected events did we get this month?',
    expect: () => low(),
  },
  {
    id: 'count-acks-last-month',
    type: 'count',
    question: (now) =>
      `How many AlertAcknowledged events were there in ${monthName(O.monthStart(N(now), -1))}?`,
    expect: (ev, now) =>
      countExp(ev, { range: R.month(O.monthStart(N(now), -1)), names: ['AlertAcknowledged'] }),
  },
  {
    id: 'count-readings-today',
    type: 'count',
    question: (now) => `how many reading_reported have come in ${todayOr(now).words}?`,
    expect: (ev, now) => countExp(ev, { range: todayOr(now).range, names: ['reading_reported'] }),
  },
  {
    id: 'count-logins-this-week',
    type: 'count',
    question: (now) => `Logged In count ${thisOr(now, 'week', 2).words}`,
    expect: (ev, now) => countExp(ev, { range: thisOr(now, 'week', 2).range, names: ['Logged In'] }),
  },
  {
    id: 'count-before-date',
    type: 'count',
    question: (now) => `How many events in total were stored before ${dmy(daysAgo(now, 100))}?`,
    expect: (ev, now) => countExp(ev, { range: R.before(daysAgo(now, 100)) }),
  },
  {
    id: 'count-logins-48h-loose',
    type: 'count',
    question: 'how many logins in the last 48 hours?',
    expect: (ev, now) => countExp(ev, { range: R.lastHours(N(now), 48), names: ['Logged In'] }, 'not-high'),
  },

  // ============================================================ users
  {
    id: 'users-logged-in-7d',
    type: 'users',
    question: 'How many unique users had a logged in event during the last 7 days?',
    expect: (ev, now) => usersExp(ev, { range: R.lastDays(N(now), 7), names: ['Logged In'] }),
  },
  {
    id: 'users-active-last-month',
    type: 'users',
    question: 'active users last month?',
    expect: (ev, now) => usersExp(ev, { range: R.lastMonth(N(now)) }),
  },
  {
    id: 'users-harvesters-since-loose',
    type: 'users',
    question: (now) => `How many different people have recorded a harvest since ${dmy(daysAgo(now, 30))}?`,
    expect: (ev, now) =>
      usersExp(ev, { range: R.since(daysAgo(now, 30), N(now)), names: ['harvest_recorded'] }, 'not-high'),
  },
  {
    id: 'users-alerting-incident',
    type: 'users',
    question: (now) => `how many distinct users had alert.raised events on ${iso(incidentDay(now))}`,
    expect: (ev, now) => usersExp(ev, { range: R.on(incidentDay(now)), names: ['alert.raised'] }),
  },
  {
    id: 'users-acks-3d',
    type: 'users',
    question: 'Support is asking: how many users did AlertAcknowledged in the last 3 days?',
    expect: (ev, now) => usersExp(ev, { range: R.lastDays(N(now), 3), names: ['AlertAcknowledged'] }),
  },
  {
    id: 'users-upgraders-60d',
    type: 'users',
    question: 'unique users with a PlanUpgraded in the past 60 days',
    expect: (ev, now) => usersExp(ev, { range: R.lastDays(N(now), 60), names: ['PlanUpgraded'] }),
  },
  {
    id: 'users-active-this-year',
    type: 'users',
    question: (now) =>
      `How many active users do we have ${thisOr(now, 'year', 2).words}${thisOr(now, 'year', 2).words === 'this year' ? ' so far' : ''}?`,
    expect: (ev, now) => usersExp(ev, { range: thisOr(now, 'year', 2).range }),
  },
  {
    id: 'users-active-3-months',
    type: 'users',
    question: 'active users over the past 3 months - the investor update needs it',
    expect: (ev, now) => usersExp(ev, { range: R.lastMonths(N(now), 3) }),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many users triggered frost_warning last week',
    expect: () => low(),
  },
  {
    id: 'users-exporters-loose',
    type: 'users',
    question:
      'number of customers who exported reports in the past 30 days? (finance wants to know if anyone uses the PDF feature)',
    expect: (ev, now) =>
      usersExp(ev, { range: R.lastDays(N(now), 30), names: ['report_exported'] }, 'not-high'),
  },
  {
    id: 'users-active-between',
    type: 'users',
    question: (now) => `active users from ${longDate(daysAgo(now, 50))} to ${longDate(daysAgo(now, 36))}`,
    expect: (ev, now) => usersExp(ev, { range: R.between(daysAgo(now, 50), daysAgo(now, 36)) }),
  },

  // ============================================================ value
  {
    id: 'value-kg-last-month',
    type: 'value',
    question: 'Total kilograms in harvest_recorded events last month?',
    expect: (ev, now) =>
      scoped(select(ev, { range: R.lastMonth(N(now)), names: ['harvest_recorded'] }), (evs) => ({
        numbers: [r2(sum(evs))],
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'value-avg-setpoint-14d',
    type: 'value',
    question:
      "what's the average value of Setpoint Changed over the past 14 days? (it's the target temp in C)",
    expect: (ev, now) =>
      scoped(select(ev, { range: R.lastDays(N(now), 14), names: ['Setpoint Changed'] }), (evs) => ({
        numbers: [avg(evs)],
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'value-max-offline',
    type: 'value',
    question: 'What is the maximum eventValue for hub.offline? value = minutes the hub was dark',
    expect: (ev) =>
      scoped(select(ev, { names: ['hub.offline'] }), (evs) => ({
        numbers: [max(evs)],
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'value-median-litres-30d',
    type: 'value',
    question: 'Median litres per irrigation-run-started in the last 30 days',
    expect: (ev, now) =>
      scoped(select(ev, { range: R.lastDays(N(now), 30), names: ['irrigation-run-started'] }), (evs) => ({
        numbers: [median(evs)],
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'How much revenue did we bring in last month?',
    expect: (ev, now) =>
      scoped(select(ev, { range: R.lastMonth(N(now)), names: MONEY }), (evs) => ({
        numbers: [r2(sum(evs))],
        names: MONEY,
        unordered: true,
        dataPoints: evs.length,
        confidence: 'not-high',
      })),
  },
  {
    id: 'value-sum-upgrades-90d',
    type: 'value',
    question: 'sum of PlanUpgraded values in the last 90 days',
    expect: (ev, now) =>
      scoped(select(ev, { range: R.lastDays(N(now), 90), names: ['PlanUpgraded'] }), (evs) => ({
        numbers: [r2(sum(evs))],
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'value-min-harvest-year',
    type: 'value',
    question: (now) => `smallest harvest_recorded value ${thisOr(now, 'month', 4).words}?`,
    expect: (ev, now) =>
      scoped(select(ev, { range: thisOr(now, 'month', 4).range, names: ['harvest_recorded'] }), (evs) => ({
        numbers: [min(evs)],
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'value-avg-ack-incident',
    type: 'value',
    question: (now) =>
      `On ${dMon(incidentDay(now))}, what was the mean AlertAcknowledged value? Trying to see how slow people were to react that day.`,
    expect: (ev, now) =>
      scoped(select(ev, { range: R.on(incidentDay(now)), names: ['AlertAcknowledged'] }), (evs) => ({
        numbers: [avg(evs)],
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'value-spender-total',
    type: 'value',
    question: `how much has ${P.topSpender} spent with us in total?`,
    expect: (ev) =>
      scoped(select(ev, { user: P.topSpender, names: MONEY }), (evs) => ({
        numbers: [r2(sum(evs))],
        names: MONEY,
        unordered: true,
        dataPoints: evs.length,
        confidence: 'not-high',
      })),
  },
  {
    id: 'value-unknown-event',
    type: 'value',
    low: true,
    question: 'total value of soil_moisture_logged events',
    expect: () => low(),
  },
  {
    id: 'value-avg-harvest-user',
    type: 'value',
    question: `average harvest_recorded value for ${P.topHarvester} over the last 60 days`,
    expect: (ev, now) =>
      scoped(
        select(ev, { range: R.lastDays(N(now), 60), names: ['harvest_recorded'], user: P.topHarvester }),
        (evs) => ({ numbers: [avg(evs)], dataPoints: evs.length, confidence: 'high' }),
      ),
  },

  // ============================================================ top-events
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'What are the top 4 events in the last 30 days?',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.lastDays(N(now), 30) });
      const { top, tie } = topOf(tally(evs, O.byName), 4);
      return {
        exp: {
          names: top.map(([k]) => k),
          numbers: top.map(([, v]) => v),
          dataPoints: evs.length,
          confidence: 'high',
        },
        tie,
      };
    }),
  },
  {
    id: 'top-event-3d',
    type: 'top-events',
    question: 'most common event over the last 3 days?',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.lastDays(N(now), 3) });
      const { top, tie } = topOf(tally(evs, O.byName), 1);
      return {
        exp: scoped(evs, () => ({
          names: [top[0][0]],
          numbers: [top[0][1]],
          dataPoints: evs.length,
          confidence: 'high',
        })),
        tie,
      };
    }),
  },
  {
    id: 'least-events-3-all',
    type: 'top-events',
    question: 'Which 3 events are the least common, all time?',
    expect: ranked((ev) => {
      const { top, tie } = topOf(tally(ev, O.byName), 3, true);
      return {
        exp: {
          names: top.map(([k]) => k),
          numbers: top.map(([, v]) => v),
          dataPoints: ev.length,
          confidence: 'high',
        },
        tie,
      };
    }),
  },
  {
    id: 'top-events-incident',
    type: 'top-events',
    question: (now) => `list the top events on ${longDate(incidentDay(now))}`,
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.on(incidentDay(now)) });
      const { top, tie } = topOf(tally(evs, O.byName), 5);
      return {
        exp: {
          names: top.map(([k]) => k),
          numbers: top.map(([, v]) => v),
          dataPoints: evs.length,
          confidence: 'high',
        },
        tie,
      };
    }),
  },
  {
    id: 'top-events-3-between',
    type: 'top-events',
    question: (now) =>
      `Rank the top 3 event types between ${iso(daysAgo(now, 75))} and ${iso(daysAgo(now, 61))}.`,
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.between(daysAgo(now, 75), daysAgo(now, 61)) });
      const { top, tie } = topOf(tally(evs, O.byName), 3);
      return {
        exp: {
          names: top.map(([k]) => k),
          numbers: top.map(([, v]) => v),
          dataPoints: evs.length,
          confidence: 'high',
        },
        tie,
      };
    }),
  },
  {
    id: 'top-events-last-week',
    type: 'top-events',
    question: 'gimme the top 3 events last week',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.lastWeek(N(now)) });
      const { top, tie } = topOf(tally(evs, O.byName), 3);
      return {
        exp: {
          names: top.map(([k]) => k),
          numbers: top.map(([, v]) => v),
          dataPoints: evs.length,
          confidence: 'high',
        },
        tie,
      };
    }),
  },
  {
    id: 'rarest-event-45d',
    type: 'top-events',
    question: "What's the rarest event type in the past 45 days?",
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.lastDays(N(now), 45) });
      const { top, tie } = topOf(tally(evs, O.byName), 1, true);
      // Every stored name must occur in range, or "rarest" would be an event with none.
      return {
        exp: { names: [top[0][0]], numbers: [top[0][1]], dataPoints: evs.length, confidence: 'high' },
        tie: tie || !allNamesIn(evs),
      };
    }),
  },
  {
    id: 'top-event-flaky-hub',
    type: 'top-events',
    question: `what does ${P.flakyHub} send most often? last 30 days`,
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.lastDays(N(now), 30), user: P.flakyHub });
      const { top, tie } = topOf(tally(evs, O.byName), 1);
      return {
        exp: scoped(evs, () => ({
          names: [top[0][0]],
          numbers: [top[0][1]],
          dataPoints: evs.length,
          confidence: 'high',
        })),
        tie,
      };
    }),
  },

  // ============================================================ top-users
  {
    id: 'top-users-3-all',
    type: 'top-users',
    question: 'Who are the 3 most active users overall?',
    expect: ranked((ev) => {
      const { top, tie } = topOf(tally(ev, O.byUser), 3);
      return {
        exp: {
          names: top.map(([k]) => k),
          numbers: top.map(([, v]) => v),
          dataPoints: ev.length,
          confidence: 'high',
        },
        tie,
      };
    }),
  },
  {
    id: 'top-harvesters-kg-60d',
    type: 'top-users',
    question: 'top 3 users by harvest_recorded kilograms in the last 60 days',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.lastDays(N(now), 60), names: ['harvest_recorded'] });
      const { top, tie } = topOf(tally(evs, O.byUser, O.value), 3);
      return {
        exp: {
          names: top.map(([k]) => k),
          numbers: top.map(([, v]) => r2(v)),
          dataPoints: evs.length,
          confidence: 'high',
        },
        tie,
      };
    }),
  },
  {
    id: 'top-spenders-90d',
    type: 'top-users',
    question: 'For the board deck: who were our top spenders over the last 90 days?',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.lastDays(N(now), 90), names: MONEY });
      const { top, tie } = topOf(tally(evs, O.byUser, O.value), 5);
      return {
        exp: {
          names: top.map(([k]) => k),
          numbers: top.map(([, v]) => r2(v)),
          dataPoints: evs.length,
          confidence: 'not-high',
        },
        tie,
      };
    }),
  },
  {
    id: 'top-login-user-last-month',
    type: 'top-users',
    question: 'Which user had the most Logged In events last month?',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.lastMonth(N(now)), names: ['Logged In'] });
      const { top, tie } = topOf(tally(evs, O.byUser), 1);
      return {
        exp: { names: [top[0][0]], numbers: [top[0][1]], dataPoints: evs.length, confidence: 'high' },
        tie,
      };
    }),
  },
  {
    id: 'top-note-authors-since',
    type: 'top-users',
    question: (now) => `who has filed the most crop-health-note since ${longDate(daysAgo(now, 45))}?`,
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.since(daysAgo(now, 45), N(now)), names: ['crop-health-note'] });
      const { top, tie } = topOf(tally(evs, O.byUser), 1);
      return {
        exp: {
          names: top.map(([k]) => k),
          numbers: top.map(([, v]) => v),
          dataPoints: evs.length,
          confidence: 'high',
        },
        tie,
      };
    }),
  },
  {
    id: 'top-alerting-hub-30d',
    type: 'top-users',
    question: 'which user raised the most alert.raised events in the last 30 days?',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.lastDays(N(now), 30), names: ['alert.raised'] });
      const { top, tie } = topOf(tally(evs, O.byUser), 1);
      return {
        exp: { names: [top[0][0]], numbers: [top[0][1]], dataPoints: evs.length, confidence: 'high' },
        tie,
      };
    }),
  },
  {
    id: 'top-irrigators-litres-30d',
    type: 'top-users',
    question:
      'Top 5 users by irrigation-run-started litres (sum of value), past 30 days. Looking for who over-waters.',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.lastDays(N(now), 30), names: ['irrigation-run-started'] });
      const { top, tie } = topOf(tally(evs, O.byUser, O.value), 5);
      return {
        exp: {
          names: top.map(([k]) => k),
          numbers: top.map(([, v]) => v),
          dataPoints: evs.length,
          confidence: 'high',
        },
        tie,
      };
    }),
  },
  {
    id: 'top-offline-hub-loose',
    type: 'top-users',
    question: 'which hub drops offline the most?',
    expect: ranked((ev) => {
      const evs = select(ev, { names: ['hub.offline'] });
      const { top, tie } = topOf(tally(evs, O.byUser), 1);
      return {
        exp: {
          names: ['hub.offline', top[0][0]],
          unordered: true,
          numbers: [top[0][1]],
          dataPoints: evs.length,
          confidence: 'not-high',
        },
        tie,
      };
    }),
  },

  // ============================================================ user
  {
    id: 'user-count-topgrower',
    type: 'user',
    question: `how many events does ${P.topGrower} have in total?`,
    expect: (ev) => countExp(ev, { user: P.topGrower }),
  },
  {
    id: 'user-first-seen-hub',
    type: 'user',
    question: `When was ${P.flakyHub} first seen?`,
    expect: (ev) =>
      scoped(select(ev, { user: P.flakyHub }), (evs) => {
        const t = earliest(evs);
        return { names: [iso(t), hhmm(t)], dataPoints: evs.length, confidence: 'high' };
      }),
  },
  {
    id: 'user-last-seen-churner',
    type: 'user',
    question: `last seen date for ${P.churner}? their farm manager says they stoped using the app`,
    expect: (ev) => lastSeenExp(select(ev, { user: P.churner })),
  },
  {
    id: 'user-recent-3-newcomer',
    type: 'user',
    question: `Show me the 3 most recent events for ${P.newcomer}.`,
    expect: (ev) =>
      scoped(select(ev, { user: P.newcomer }), (evs) => ({
        names: O.newestFirst(evs)
          .slice(0, 3)
          .map((e) => e.eventName),
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'user-event-types-agronomist',
    type: 'user',
    question: `which event types has ${P.topAgronomist} used?`,
    expect: (ev) =>
      scoped(select(ev, { user: P.topAgronomist }), (evs) => ({
        names: [...new Set(evs.map((e) => e.eventName))].sort(),
        unordered: true,
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'user-harvests-30d',
    type: 'user',
    question: `How many times did ${P.topHarvester} do harvest_recorded in the last 30 days?`,
    expect: (ev, now) =>
      countExp(ev, { range: R.lastDays(N(now), 30), names: ['harvest_recorded'], user: P.topHarvester }),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `when was ${NOBODY} last active?`,
    expect: () => low(),
  },
  {
    id: 'user-nobody-agronomist',
    type: 'user',
    low: true,
    question: 'How many notes has agronomist_0077 written?',
    expect: () => low(),
  },
  {
    id: 'user-spender-since',
    type: 'user',
    question: (now) => `number of events from ${P.topSpender} since ${monthYear(O.monthStart(N(now), -2))}`,
    // "since October 2026": from the start of that month.
    expect: (ev, now) =>
      countExp(ev, { range: R.since(O.monthStart(N(now), -2), N(now)), user: P.topSpender }),
  },
  {
    id: 'user-first-last-newcomer',
    type: 'user',
    question: `first and last seen for ${P.newcomer}, pls`,
    expect: (ev) =>
      scoped(select(ev, { user: P.newcomer }), (evs) => {
        const a = earliest(evs),
          b = latest(evs);
        return { names: [iso(a), hhmm(a), iso(b), hhmm(b)], dataPoints: evs.length, confidence: 'high' };
      }),
  },

  // ============================================================ breakdown
  {
    id: 'busiest-day-acks-60d',
    type: 'breakdown',
    question: 'Which day had the most AlertAcknowledged events in the last 60 days?',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.lastDays(N(now), 60), names: ['AlertAcknowledged'] });
      const { top, tie } = topOf(tally(evs, O.byDay), 1);
      return {
        exp: { names: [top[0][0]], numbers: [top[0][1]], dataPoints: evs.length, confidence: 'high' },
        tie,
      };
    }),
  },
  {
    id: 'busiest-hour-logins',
    type: 'breakdown',
    question: 'busiest hour of the day for Logged In events (UTC)?',
    expect: ranked((ev) => {
      const evs = select(ev, { names: ['Logged In'] });
      const { top, tie } = topOf(tally(evs, O.byHour), 1);
      return {
        exp: { names: [top[0][0]], numbers: [top[0][1]], dataPoints: evs.length, confidence: 'high' },
        tie,
      };
    }),
  },
  {
    id: 'busiest-weekday-all',
    type: 'breakdown',
    question: 'Which day of the week sees the most activity on the platform?',
    expect: ranked((ev) => {
      const { top, tie } = topOf(tally(ev, O.byWeekday), 1);
      return {
        exp: { names: [top[0][0]], numbers: [top[0][1]], dataPoints: ev.length, confidence: 'high' },
        tie,
      };
    }),
  },
  {
    id: 'kg-by-month-two',
    type: 'breakdown',
    question: (now) =>
      `harvest_recorded kilograms month by month for ${monthName(O.monthStart(N(now), -2))} and ${monthName(O.monthStart(N(now), -1))}`,
    expect: (ev, now) => {
      const range = { from: O.monthStart(N(now), -2), to: O.monthStart(N(now)) };
      return scoped(select(ev, { range, names: ['harvest_recorded'] }), (evs) => {
        const m = [...tally(evs, O.byMonth, O.value)].sort();
        return {
          names: m.map(([k]) => k),
          numbers: m.map(([, v]) => r2(v)),
          dataPoints: evs.length,
          confidence: 'high',
        };
      });
    },
  },
  {
    id: 'weekly-counts-4w',
    type: 'breakdown',
    question: (now) =>
      `weekly event counts from ${iso(O.weekStart(N(now)) - 4 * WEEK)} to ${iso(O.weekStart(N(now)) - DAY)}, one row per week`,
    expect: (ev, now) => {
      const range = R.between(O.weekStart(N(now)) - 4 * WEEK, O.weekStart(N(now)) - DAY);
      return scoped(select(ev, { range }), (evs) => {
        const w = [...tally(evs, O.byWeek)].sort();
        return {
          names: w.map(([k]) => k),
          numbers: w.map(([, v]) => v),
          dataPoints: evs.length,
          confidence: 'high',
        };
      });
    },
  },
  {
    id: 'daily-alerts-around-incident',
    type: 'breakdown',
    question: (now) =>
      `Daily alert.raised counts from ${longDate(incidentDay(now) - 3 * DAY)} through ${longDate(incidentDay(now) + 3 * DAY)}, day by day.`,
    expect: (ev, now) => {
      const range = R.between(incidentDay(now) - 3 * DAY, incidentDay(now) + 3 * DAY);
      return scoped(select(ev, { range, names: ['alert.raised'] }), (evs) => {
        const d = [...tally(evs, O.byDay)].sort();
        return {
          names: d.map(([k]) => k),
          numbers: d.map(([, v]) => v),
          dataPoints: evs.length,
          confidence: 'high',
        };
      });
    },
  },
  {
    id: 'quietest-weekday-irrigation',
    type: 'breakdown',
    question: 'On which weekday are the fewest irrigation-run-started events?',
    expect: ranked((ev) => {
      const evs = select(ev, { names: ['irrigation-run-started'] });
      const { top, tie } = topOf(tally(evs, O.byWeekday), 1, true);
      return {
        exp: { names: [top[0][0]], numbers: [top[0][1]], dataPoints: evs.length, confidence: 'high' },
        tie,
      };
    }),
  },
  {
    id: 'busiest-hour-setpoints',
    type: 'breakdown',
    question: 'what time of day do growers change setpoints the most? (Setpoint Changed by hour)',
    expect: ranked((ev) => {
      const evs = select(ev, { names: ['Setpoint Changed'] });
      const { top, tie } = topOf(tally(evs, O.byHour), 1);
      return {
        exp: { names: [top[0][0]], numbers: [top[0][1]], dataPoints: evs.length, confidence: 'high' },
        tie,
      };
    }),
  },
  {
    id: 'busiest-month-harvest',
    type: 'breakdown',
    question: 'Which month had the most harvest_recorded events?',
    expect: ranked((ev) => {
      const evs = select(ev, { names: ['harvest_recorded'] });
      const { top, tie } = topOf(tally(evs, O.byMonth), 1);
      return {
        exp: { names: [top[0][0]], numbers: [top[0][1]], dataPoints: evs.length, confidence: 'high' },
        tie,
      };
    }),
  },
  {
    id: 'busiest-day-30d',
    type: 'breakdown',
    question: 'busiest day in the past 30 days, by number of events?',
    expect: ranked((ev, now) => {
      const evs = select(ev, { range: R.lastDays(N(now), 30) });
      const { top, tie } = topOf(tally(evs, O.byDay), 1);
      return {
        exp: { names: [top[0][0]], numbers: [top[0][1]], dataPoints: evs.length, confidence: 'high' },
        tie,
      };
    }),
  },

  // ============================================================ compare
  {
    id: 'cmp-logins-30d',
    type: 'compare',
    question: 'Logged In events: last 30 days vs the 30 days before?',
    expect: (ev, now) => {
      const t = N(now);
      return compareExp(
        select(ev, { range: { from: t - 60 * DAY, to: t - 30 * DAY }, names: ['Logged In'] }),
        select(ev, { range: R.lastDays(t, 30), names: ['Logged In'] }),
        (e) => e.length,
      );
    },
  },
  {
    id: 'cmp-harvest-30d',
    type: 'compare',
    question: 'is harvest_recorded growing? last 30 days compared with the previous 30',
    expect: (ev, now) => {
      const t = N(now);
      return compareExp(
        select(ev, { range: { from: t - 60 * DAY, to: t - 30 * DAY }, names: ['harvest_recorded'] }),
        select(ev, { range: R.lastDays(t, 30), names: ['harvest_recorded'] }),
        (e) => e.length,
      );
    },
  },
  {
    id: 'cmp-months-total',
    type: 'compare',
    question: (now) =>
      `How did total activity in ${monthName(O.monthStart(N(now), -1))} compare to ${monthName(O.monthStart(N(now), -2))}?`,
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: R.month(O.monthStart(N(now), -2)) }),
        select(ev, { range: R.month(O.monthStart(N(now), -1)) }),
        (e) => e.length,
      ),
  },
  {
    id: 'cmp-alerts-incident-vs-day-before',
    type: 'compare',
    question: (now) =>
      `alert.raised on ${iso(incidentDay(now))} versus ${iso(incidentDay(now) - DAY)} — how big was the jump?`,
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: R.on(incidentDay(now) - DAY), names: ['alert.raised'] }),
        select(ev, { range: R.on(incidentDay(now)), names: ['alert.raised'] }),
        (e) => e.length,
      ),
  },
  {
    id: 'cmp-revenue-30d',
    type: 'compare',
    question: 'revenue in the last 30 days vs the prior 30 days? finance wants it for the montly review',
    expect: (ev, now) => {
      const t = N(now);
      const x = compareExp(
        select(ev, { range: { from: t - 60 * DAY, to: t - 30 * DAY }, names: MONEY }),
        select(ev, { range: R.lastDays(t, 30), names: MONEY }),
        sum,
      );
      return x.confidence === 'low' ? x : { ...x, names: MONEY, unordered: true, confidence: 'not-high' };
    },
  },
  {
    id: 'cmp-litres-7d',
    type: 'compare',
    question:
      'How did total litres on irrigation-run-started change in the past 7 days compared with the 7 days before that?',
    expect: (ev, now) => {
      const t = N(now);
      return compareExp(
        select(ev, { range: { from: t - 14 * DAY, to: t - 7 * DAY }, names: ['irrigation-run-started'] }),
        select(ev, { range: R.lastDays(t, 7), names: ['irrigation-run-started'] }),
        sum,
      );
    },
  },
  {
    id: 'cmp-active-users-4w',
    type: 'compare',
    question: 'active users in the last 4 weeks compared with the 4 weeks before',
    expect: (ev, now) => {
      const t = N(now);
      return compareExp(
        select(ev, { range: { from: t - 8 * WEEK, to: t - 4 * WEEK } }),
        select(ev, { range: R.lastWeeks(t, 4) }),
        (e) => users(e).size,
      );
    },
  },
  {
    id: 'cmp-kg-months',
    type: 'compare',
    question: (now) =>
      `kg harvested (sum of harvest_recorded value) in ${monthYear(O.monthStart(N(now), -1))} versus ${monthYear(O.monthStart(N(now), -2))}`,
    expect: (ev, now) =>
      compareExp(
        select(ev, { range: R.month(O.monthStart(N(now), -2)), names: ['harvest_recorded'] }),
        select(ev, { range: R.month(O.monthStart(N(now), -1)), names: ['harvest_recorded'] }),
        sum,
      ),
  },
  {
    id: 'cmp-notes-6w',
    type: 'compare',
    question:
      'crop-health-note volume: past 6 weeks vs the 6 weeks before that. Are agronomists writing more?',
    expect: (ev, now) => {
      const t = N(now);
      return compareExp(
        select(ev, { range: { from: t - 12 * WEEK, to: t - 6 * WEEK }, names: ['crop-health-note'] }),
        select(ev, { range: R.lastWeeks(t, 6), names: ['crop-health-note'] }),
        (e) => e.length,
      );
    },
  },

  // ============================================================ share
  {
    id: 'share-readings-all',
    type: 'share',
    question: 'What percentage of all events are reading_reported?',
    expect: (ev) =>
      scoped(ev, () => ({
        percents: [percent(select(ev, { names: ['reading_reported'] }).length, ev.length)],
        dataPoints: ev.length,
        confidence: 'high',
      })),
  },
  {
    id: 'share-logins-30d',
    type: 'share',
    question: 'what share of events in the last 30 days were Logged In?',
    expect: (ev, now) =>
      scoped(select(ev, { range: R.lastDays(N(now), 30) }), (evs) => ({
        percents: [percent(select(evs, { names: ['Logged In'] }).length, evs.length)],
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'share-users-harvest-30d',
    type: 'share',
    question: 'What % of active users in the last 30 days did a harvest_recorded?',
    expect: (ev, now) =>
      scoped(select(ev, { range: R.lastDays(N(now), 30) }), (evs) => ({
        percents: [percent(users(select(evs, { names: ['harvest_recorded'] })).size, users(evs).size)],
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'share-alerts-incident',
    type: 'share',
    question: (now) =>
      `on ${dmy(incidentDay(now))}, what fraction of events were alert.raised? as a percentage`,
    expect: (ev, now) =>
      scoped(select(ev, { range: R.on(incidentDay(now)) }), (evs) => ({
        percents: [percent(select(evs, { names: ['alert.raised'] }).length, evs.length)],
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'share-users-upgraded',
    type: 'share',
    question: 'Percent of all users who have ever done PlanUpgraded?',
    expect: (ev) =>
      scoped(ev, () => ({
        percents: [percent(users(select(ev, { names: ['PlanUpgraded'] })).size, users(ev).size)],
        dataPoints: ev.length,
        confidence: 'high',
      })),
  },
  {
    id: 'share-topgrower-last-week',
    type: 'share',
    question: `what percentage of last week's events came from ${P.topGrower}?`,
    expect: (ev, now) =>
      scoped(select(ev, { range: R.lastWeek(N(now)) }), (evs) => ({
        percents: [percent(select(evs, { user: P.topGrower }).length, evs.length)],
        dataPoints: evs.length,
        confidence: 'high',
      })),
  },
  {
    id: 'share-irrigation-7d-loose',
    type: 'share',
    question: 'What % of activity over the past 7 days was irrigation runs?',
    expect: (ev, now) =>
      scoped(select(ev, { range: R.lastDays(N(now), 7) }), (evs) => ({
        percents: [percent(select(evs, { names: ['irrigation-run-started'] }).length, evs.length)],
        names: ['irrigation-run-started'],
        dataPoints: evs.length,
        confidence: 'not-high',
      })),
  },
  {
    id: 'share-users-exporters-loose',
    type: 'share',
    question: "percentage of last month's active users who exported a report",
    expect: (ev, now) =>
      scoped(select(ev, { range: R.lastMonth(N(now)) }), (evs) => ({
        percents: [percent(users(select(evs, { names: ['report_exported'] })).size, users(evs).size)],
        names: ['report_exported'],
        dataPoints: evs.length,
        confidence: 'not-high',
      })),
  },

  // ============================================================ conversion
  {
    id: 'conv-login-setpoint-30d',
    type: 'conversion',
    question:
      'Of the users who Logged In in the last 30 days, what percentage went on to a Setpoint Changed afterwards?',
    expect: (ev, now) => conversionExp(ev, R.lastDays(N(now), 30), 'Logged In', 'Setpoint Changed'),
  },
  {
    id: 'conv-upgrade-invoice-90d',
    type: 'conversion',
    question: 'PlanUpgraded → invoice.paid conversion over the last 90 days',
    expect: (ev, now) => conversionExp(ev, R.lastDays(N(now), 90), 'PlanUpgraded', 'invoice.paid'),
  },
  {
    id: 'conv-alert-offline-60d',
    type: 'conversion',
    question: 'in the past 60 days, of users with an alert.raised, how many later had a hub.offline?',
    expect: (ev, now) => conversionExp(ev, R.lastDays(N(now), 60), 'alert.raised', 'hub.offline'),
  },
  {
    id: 'conv-login-harvest-since',
    type: 'conversion',
    question: (now) =>
      `Since ${shortDate(daysAgo(now, 35))}: of the people who did Logged In, how many did harvest_recorded after their first login? percentage too`,
    expect: (ev, now) =>
      conversionExp(ev, R.since(daysAgo(now, 35), N(now)), 'Logged In', 'harvest_recorded'),
  },
  {
    id: 'conv-note-irrigation-60d',
    type: 'conversion',
    question: 'how many users who filed a crop-health-note then did an irrigation-run-started, last 60 days?',
    expect: (ev, now) =>
      conversionExp(ev, R.lastDays(N(now), 60), 'crop-health-note', 'irrigation-run-started'),
  },
  {
    id: 'conv-login-export-all',
    type: 'conversion',
    question: 'Conversion from Logged In to report_exported, all time.',
    expect: (ev) => conversionExp(ev, R.all(), 'Logged In', 'report_exported'),
  },
  {
    id: 'conv-login-setpoint-14d-loose',
    type: 'conversion',
    question: 'of users who logged on in the last 14 days, how many changed a setpoint afterwards?',
    expect: (ev, now) =>
      conversionExp(ev, R.lastDays(N(now), 14), 'Logged In', 'Setpoint Changed', 'not-high'),
  },
  {
    id: 'conv-ack-setpoint-30d',
    type: 'conversion',
    question:
      'From AlertAcknowledged to Setpoint Changed in the past 30 days — what % of acknowledgers adjusted a setpoint afterwards?',
    expect: (ev, now) => conversionExp(ev, R.lastDays(N(now), 30), 'AlertAcknowledged', 'Setpoint Changed'),
  },

  // ============================================================ churn
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(O.monthStart(N(now), -2))} but not in ${monthName(O.monthStart(N(now), -1))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.month(O.monthStart(N(now), -2)), R.month(O.monthStart(N(now), -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-dated-windows',
    type: 'churn',
    question: (now) =>
      `users who had events between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 31))} and nothing since ${iso(daysAgo(now, 30))} — how many?`,
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, R.between(daysAgo(now, 60), daysAgo(now, 31)), R.since(daysAgo(now, 30), N(now)))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'new-users-14d',
    type: 'churn',
    question: 'how many new users in the last 14 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(N(now), 14)).length], confidence: 'high' }),
  },
  {
    id: 'new-users-since',
    type: 'churn',
    question: (now) => `New users since ${dMon(daysAgo(now, 30))}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.since(daysAgo(now, 30), N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-users-7d-list',
    type: 'churn',
    question: 'Who are the new users from the last 7 days? Want to send them a welcome call.',
    expect: (ev, now) => {
      const u = O.newUsers(ev, R.lastDays(N(now), 7)).sort();
      return { numbers: [u.length], names: u, unordered: true, confidence: 'high' };
    },
  },
  {
    id: 'churn-last-month-vs-7d',
    type: 'churn',
    question: 'How many users who were active last month have had no activity at all in the past 7 days?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastMonth(N(now)), R.lastDays(N(now), 7)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-users-last-month',
    type: 'churn',
    question: (now) =>
      `number of brand-new users (first event ever) in ${monthYear(O.monthStart(N(now), -1))}`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.month(O.monthStart(N(now), -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-before-since',
    type: 'churn',
    question: (now) =>
      `How many accounts were active before ${longDate(daysAgo(now, 60))} but have been silent since ${longDate(daysAgo(now, 30))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.before(daysAgo(now, 60)), R.since(daysAgo(now, 30), N(now))).length],
      confidence: 'high',
    }),
  },

  // ============================================================ recency
  {
    id: 'last-upgrade',
    type: 'recency',
    question: 'When was the last PlanUpgraded?',
    expect: (ev) => lastSeenExp(select(ev, { names: ['PlanUpgraded'] })),
  },
  {
    id: 'last-harvest',
    type: 'recency',
    question: 'when did someone last do harvest_recorded?',
    expect: (ev) => lastSeenExp(select(ev, { names: ['harvest_recorded'] })),
  },
  {
    id: 'any-notes-24h',
    type: 'recency',
    question: 'Did anyone file a crop-health-note in the last 24 hours?',
    expect: (ev, now) => countExp(ev, { range: R.lastHours(N(now), 24), names: ['crop-health-note'] }),
  },
  {
    id: 'last-offline-flaky',
    type: 'recency',
    question: `last time ${P.flakyHub} had a hub.offline event?`,
    expect: (ev) => lastSeenExp(select(ev, { names: ['hub.offline'], user: P.flakyHub })),
  },
  {
    id: 'last-invoice',
    type: 'recency',
    question: 'When was the most recent invoice.paid? billing cron might be stuck',
    expect: (ev) => lastSeenExp(select(ev, { names: ['invoice.paid'] })),
  },
  {
    id: 'last-login-churner-loose',
    type: 'recency',
    question: `when did ${P.churner} last log on?`,
    expect: (ev) => {
      const x = lastSeenExp(select(ev, { names: ['Logged In'], user: P.churner }));
      return x.confidence === 'low'
        ? x
        : { ...x, names: [...x.names, 'Logged In'], unordered: true, confidence: 'not-high' };
    },
  },
  {
    id: 'last-unknown-event',
    type: 'recency',
    low: true,
    question: 'When was the last greenhouse_door_opened event?',
    expect: () => low(),
  },
  {
    id: 'any-exports-since',
    type: 'recency',
    question: (now) => `Has anybody done report_exported since ${longDate(daysAgo(now, 3))}?`,
    expect: (ev, now) =>
      countExp(ev, { range: R.since(daysAgo(now, 3), N(now)), names: ['report_exported'] }),
  },
  {
    id: 'last-alert',
    type: 'recency',
    question: 'most recent alert.raised — when?',
    expect: (ev) => lastSeenExp(select(ev, { names: ['alert.raised'] })),
  },

  // ============================================================ catalogue
  {
    id: 'cat-event-names',
    type: 'catalogue',
    question: 'What event names do we have?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      dataPoints: ev.length,
      confidence: 'high',
    }),
  },
  {
    id: 'cat-user-total',
    type: 'catalogue',
    question: 'how many users are there in total',
    expect: (ev) => ({ numbers: [users(ev).size], dataPoints: ev.length, confidence: 'high' }),
  },
  {
    id: 'cat-event-total',
    type: 'catalogue',
    question: 'How many events have been recorded overall, since the beginning?',
    expect: (ev) => ({ numbers: [ev.length], dataPoints: ev.length, confidence: 'high' }),
  },
  {
    id: 'cat-distinct-types',
    type: 'catalogue',
    question: 'how many distinct event types are we tracking?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      dataPoints: ev.length,
      confidence: 'high',
    }),
  },
  {
    id: 'cat-types-with-counts',
    type: 'catalogue',
    question: 'List every event type along with how often it occurs.',
    expect: (ev) => {
      const all = rank(tally(ev, O.byName));
      return {
        names: all.map(([k]) => k),
        numbers: all.map(([, v]) => v),
        unordered: true,
        dataPoints: ev.length,
        confidence: 'high',
      };
    },
  },
  {
    id: 'cat-harvest-event-loose',
    type: 'catalogue',
    question: "is there an event for harvests? what's it called exactly",
    expect: (ev) => ({ names: ['harvest_recorded'], dataPoints: ev.length, confidence: 'not-high' }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question:
      'New PM here — give me the lay of the land: which events exist, how many users, how many events in total?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      numbers: [users(ev).size, ev.length],
      dataPoints: ev.length,
      confidence: 'high',
    }),
  },
  {
    id: 'cat-unknown-event',
    type: 'catalogue',
    low: true,
    question: 'Do we track a pesticide_applied event? how many of those are there?',
    expect: () => low(),
  },

  // ============================================================ other
  {
    id: 'other-soil-moisture',
    type: 'other',
    question: "What's the current soil moisture in greenhouse 4?",
    expect: () => low(),
  },
  {
    id: 'other-forecast-yield',
    type: 'other',
    question: "Can you forecast next month's tomato yield per hectare?",
    expect: () => low(),
  },
  {
    id: 'other-crop-variety',
    type: 'other',
    question: 'which crop variety gives the best yeild per square metre?',
    expect: () => low(),
  },
  {
    id: 'other-nps',
    type: 'other',
    question: 'what is our NPS among agronomists this quarter?',
    expect: () => low(),
  },
  {
    id: 'other-why-churn',
    type: 'other',
    question: `Why did ${P.churner} stop using the app? Was it the price or the mobile bugs?`,
    expect: () => low(),
  },
  {
    id: 'other-outside-temp',
    type: 'other',
    question: 'What was the outdoor air temperature during the heat wave?',
    expect: () => low(),
  },
  {
    id: 'other-send-email',
    type: 'other',
    question: 'Please email all agronomists a reminder to file their crop notes by Friday.',
    expect: () => low(),
  },
  {
    id: 'other-firmware',
    type: 'other',
    question: 'Which hub firmware version has the most outages?',
    expect: () => low(),
  },
  {
    id: 'other-battery',
    type: 'other',
    question: `what's the battery level on ${P.flakyHub} right now?`,
    expect: () => low(),
  },
  { id: 'other-co2', type: 'other', question: 'co2 ppm in bay 2 over the last hour?', expect: () => low() },
];
