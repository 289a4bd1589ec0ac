// Cases for the blind round "storage". Every expectation is computed from the events with the
// reference oracle; every date in a question is derived from `now`.

import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, WEEK, ranges: R } = O;

// ---- dates for questions -------------------------------------------------------------------
const ord = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const ymd = (t) => {
  const x = new Date(t);
  return { y: x.getUTCFullYear(), m: x.getUTCMonth(), d: x.getUTCDate() };
};
const fISO = (t) => O.isoDay(t); // 2026-11-03
const fLong = (t) => `${O.MONTHS[ymd(t).m]} ${ymd(t).d}${ord(ymd(t).d)}`; // November 3rd
const fShort = (t) => `${O.MONTHS[ymd(t).m].slice(0, 3)} ${ymd(t).d}`; // Nov 3
const fDMY = (t) => `${ymd(t).d} ${O.MONTHS[ymd(t).m].slice(0, 3)} ${ymd(t).y}`; // 3 Nov 2026
const fMDY = (t) => `${O.MONTHS[ymd(t).m]} ${ymd(t).d}, ${ymd(t).y}`; // November 3, 2026
const fMonth = (t) => O.MONTHS[ymd(t).m]; // November
const fMonthY = (t) => `${fMonth(t)} ${ymd(t).y}`; // November 2026

const T0 = (now) => O.dayStart(+now);
const daysAgo = (now, n) => T0(now) - n * DAY;
const monthAgo = (now, n) => O.monthStart(+now, -n); // first day of the month n months back
// A day written without its year means the most recent such day.
const noYear = (now, t) => O.pastMonthDay(+now, ymd(t).m, ymd(t).d);
const monthNoYear = (now, t) => O.pastMonth(+now, ymd(t).m);
const INCIDENT = 23; // data.mjs: the gate-controller outage, in days before today

// ---- expectation helpers -------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const sel = (ev, range, names, user) => O.select(ev, { range, names, user });
const r2 = (x) => O.round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const n = v.length;
  return r2(n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2);
};
const guard = (s, x) => (s.length ? x : LOW());

const count = (s, confidence = 'high') => guard(s, { numbers: [s.length], confidence, dataPoints: s.length });
const distinct = (s, confidence = 'high') =>
  guard(s, { numbers: [O.users(s).size], confidence, dataPoints: s.length });
const measure = (s, f, confidence = 'high', names) =>
  guard(s, { numbers: [r2(f(s))], confidence, dataPoints: s.length, ...(names ? { names } : {}) });

function compareCounts(ev, a, b, names, metric = (s) => s.length) {
  const sa = sel(ev, a, names),
    sb = sel(ev, b, names);
  if (!sa.length || !sb.length) return LOW();
  const c = O.change(r2(metric(sa)), r2(metric(sb)));
  return {
    numbers: [c.earlier, c.later, r2(c.diff)],
    percents: c.pct === null ? [] : [c.pct],
    confidence: 'high',
    dataPoints: sa.length + sb.length,
  };
}

function eventShare(ev, range, name, confidence = 'high') {
  const all = sel(ev, range);
  const part = all.filter((e) => e.eventName === name);
  if (!part.length) return LOW();
  return { percents: [O.percent(part.length, all.length)], confidence, dataPoints: all.length };
}

function userShare(ev, range, name, confidence = 'high') {
  const all = sel(ev, range);
  const did = O.users(all.filter((e) => e.eventName === name)).size;
  if (!did) return LOW();
  return { percents: [O.percent(did, O.users(all).size)], confidence, dataPoints: all.length };
}

function convert(ev, range, a, b, confidence = 'high') {
  const c = O.conversion(ev, range, a, b);
  if (!c.did || !c.converted) return LOW();
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: sel(ev, range, [a, b]).length,
  };
}

// A ranked list: names in rank order, each with its figure. `build` gives the tally to rank.
function ranked(build) {
  const expect = (ev, now) => {
    const b = build(ev, now);
    if (!b.map.size) return LOW();
    const list = O.rank(b.map, { n: b.n ?? Infinity, ascending: b.ascending });
    return {
      names: list.map(([k]) => k),
      numbers: list.map(([, v]) => r2(v)),
      confidence: b.confidence ?? 'high',
      dataPoints: b.dataPoints,
    };
  };
  expect.tieAtCut = (ev, now) => {
    const b = build(ev, now);
    const all = O.rank(b.map, { ascending: b.ascending });
    const n = b.n ?? Infinity;
    return Number.isFinite(n) && all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}

// A breakdown: every bucket with its figure (listed in any order).
function breakdown(s, key, confidence = 'high') {
  if (!s.length) return LOW();
  const m = [...O.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    names: m.map(([k]) => k),
    numbers: m.map(([, v]) => v),
    unordered: true,
    confidence,
    dataPoints: s.length,
  };
}

const recency = (ev, name, confidence = 'high') => {
  const s = sel(ev, R.all(), [name]);
  if (!s.length) return LOW();
  return { names: [O.isoDay(O.time(O.newestFirst(s)[0]))], confidence, dataPoints: s.length };
};

// ---- the cases -----------------------------------------------------------------------------
export const cases = [];
const add = (type, n, question, expect, extra = {}) =>
  cases.push({ id: `storage-${type}-${String(n).padStart(2, '0')}`, type, question, expect, ...extra });

// count ---------------------------------------------------------------------------------------
add('count', 1, 'how many gate-open events did we recieve in the last 7 days?', (ev, now) =>
  count(sel(ev, R.lastDays(+now, 7), ['gate-open'])),
);
add(
  'count',
  2,
  'Number of lease.signed events last month, please — finance wants it for the month-end close.',
  (ev, now) => count(sel(ev, R.lastMonth(+now), ['lease.signed'])),
);
add('count', 3, 'How many times did the Unit Door Unlocked event fire yesterday?', (ev, now) =>
  count(sel(ev, R.yesterday(+now), ['UnitDoorUnlocked'])),
);
add(
  'count',
  4,
  (now) => `RentPaid count since ${fLong(daysAgo(now, 45))}?`,
  (ev, now) => count(sel(ev, R.since(noYear(now, daysAgo(now, 45)), +now), ['RentPaid'])),
);
add(
  'count',
  5,
  (now) => `total number of events between ${fISO(daysAgo(now, 40))} and ${fISO(daysAgo(now, 34))}`,
  (ev, now) => count(sel(ev, R.between(daysAgo(now, 40), daysAgo(now, 34)))),
);
add(
  'count',
  6,
  (now) => `How many autopay.enabled events were there before ${fDMY(daysAgo(now, 60))}?`,
  (ev, now) => count(sel(ev, R.before(daysAgo(now, 60)), ['autopay.enabled'])),
);
add('count', 7, 'lock cuts in the past 5 weeks — how many were there?', (ev, now) =>
  count(sel(ev, R.lastWeeks(+now, 5), ['lock_cut'])),
);
add('count', 8, 'how much activity have we had so far today? just the raw number of events', (ev, now) =>
  count(sel(ev, R.today(+now))),
);
add(
  'count',
  9,
  (now) => `how many Unit Reserved events in ${fMonth(monthAgo(now, 1))}?`,
  (ev, now) => count(sel(ev, R.month(monthNoYear(now, monthAgo(now, 1))), ['Unit Reserved'])),
);
add('count', 10, 'roughly how many door unlocks happened over the past 48 hours?', (ev, now) =>
  count(sel(ev, R.lastHours(+now, 48), ['UnitDoorUnlocked']), 'not-high'),
);
add('count', 11, 'How many events have come in so far this week?', (ev, now) =>
  count(sel(ev, R.thisWeek(+now))),
);
add('count', 12, 'how many key_fob_issued events were there last week?', () => LOW(), { low: true });
add('count', 14, 'app_open events so far this month?', (ev, now) =>
  count(sel(ev, R.thisMonth(+now), ['app_open'])),
);
add('count', 13, 'How many inspections did the team log in the last 14 days?', (ev, now) =>
  count(sel(ev, R.lastDays(+now, 14), ['Inspection Logged']), 'not-high'),
);

// users ---------------------------------------------------------------------------------------
add('users', 1, 'how many unique users had a gate-open event last week?', (ev, now) =>
  distinct(sel(ev, R.lastWeek(+now), ['gate-open'])),
);
add('users', 2, 'How many distinct people ran a unit_search in the past 14 days?', (ev, now) =>
  distinct(sel(ev, R.lastDays(+now, 14), ['unit_search'])),
);
add('users', 3, 'acitve users in the last 24 hours?', (ev, now) => distinct(sel(ev, R.lastHours(+now, 24))));
add(
  'users',
  4,
  (now) => `How many customers had a RentPaid event in ${fMonthY(monthAgo(now, 2))}?`,
  (ev, now) => distinct(sel(ev, R.month(monthAgo(now, 2)), ['RentPaid'])),
);
add('users', 5, 'how many users have been active this year?', (ev, now) =>
  distinct(sel(ev, R.thisYear(+now))),
);
add('users', 6, 'How many renters have ever signed a lease? (the lease.signed event)', (ev) =>
  distinct(sel(ev, R.all(), ['lease.signed'])),
);
add(
  'users',
  7,
  (now) =>
    `distinct users with a move_out.requested between ${fMDY(daysAgo(now, 90))} and ${fMDY(daysAgo(now, 31))}`,
  (ev, now) => distinct(sel(ev, R.between(daysAgo(now, 90), daysAgo(now, 31)), ['move_out.requested'])),
);
add('users', 8, 'how many people made reservations in the past 2 months?', (ev, now) =>
  distinct(sel(ev, R.lastMonths(+now, 2), ['Unit Reserved']), 'not-high'),
);
add('users', 9, 'unique users over the past week?', (ev, now) => distinct(sel(ev, R.lastDays(+now, 7))));
add('users', 10, 'how many users bought tenant insurance (insurance_purchased) last month?', () => LOW(), {
  low: true,
});

// value ---------------------------------------------------------------------------------------
add('value', 1, 'For the board deck: what was the total RentPaid amount last month?', (ev, now) =>
  measure(sel(ev, R.lastMonth(+now), ['RentPaid']), O.sum),
);
add('value', 2, "what's our revenue over the last 30 days?", (ev, now) =>
  measure(sel(ev, R.lastDays(+now, 30), ['RentPaid']), O.sum, 'not-high', ['RentPaid']),
);
add('value', 3, 'averge gate-open value in the past 2 weeks? (it holds minutes on site)', (ev, now) =>
  measure(sel(ev, R.lastWeeks(+now, 2), ['gate-open']), O.avg),
);
add('value', 4, 'biggest Unit Reserved value ever recorded', (ev) =>
  measure(sel(ev, R.all(), ['Unit Reserved']), O.max),
);
add(
  'value',
  5,
  (now) => `smallest RentPaid amount since ${fShort(daysAgo(now, 60))}`,
  (ev, now) => measure(sel(ev, R.since(noYear(now, daysAgo(now, 60)), +now), ['RentPaid']), O.min),
);
add('value', 6, 'median lease.signed value across all leases?', (ev) =>
  measure(sel(ev, R.all(), ['lease.signed']), median),
);
add(
  'value',
  7,
  (now) => `mean eventValue for Inspection Logged in ${fMonth(monthAgo(now, 1))}`,
  (ev, now) => measure(sel(ev, R.month(monthNoYear(now, monthAgo(now, 1))), ['Inspection Logged']), O.avg),
);
add('value', 8, 'total value of Unit Reserved events in the last 30 days (sq ft reserved)', (ev, now) =>
  measure(sel(ev, R.lastDays(+now, 30), ['Unit Reserved']), O.sum),
);
add('value', 9, 'how much was paid in rent over the last 3 months?', (ev, now) =>
  measure(sel(ev, R.lastMonths(+now, 3), ['RentPaid']), O.sum, 'not-high', ['RentPaid']),
);
add('value', 10, 'max gate-open value last week', (ev, now) =>
  measure(sel(ev, R.lastWeek(+now), ['gate-open']), O.max),
);
add(
  'value',
  11,
  (now) => `median RentPaid in ${fMonth(monthAgo(now, 2))}?`,
  (ev, now) => measure(sel(ev, R.month(monthNoYear(now, monthAgo(now, 2))), ['RentPaid']), median),
);
add('value', 12, 'total value of refund_issued events this month', () => LOW(), { low: true });
add('value', 13, 'avg Inspection Logged value for staff_03 over the last 30 days?', (ev, now) =>
  measure(sel(ev, R.lastDays(+now, 30), ['Inspection Logged'], 'staff_03'), O.avg),
);

// top-events ----------------------------------------------------------------------------------
add(
  'top-events',
  1,
  'top 5 events in the last 30 days',
  ranked((ev, now) => {
    const s = sel(ev, R.lastDays(+now, 30));
    return { map: O.tally(s, O.byName), n: 5, dataPoints: s.length };
  }),
);
add(
  'top-events',
  2,
  "what's the single most common event of all time?",
  ranked((ev) => {
    return { map: O.tally(ev, O.byName), n: 1, dataPoints: ev.length };
  }),
);
add(
  'top-events',
  3,
  'which 3 events are the least common over the last 90 days?',
  ranked((ev, now) => {
    const s = sel(ev, R.lastDays(+now, 90));
    return { map: O.tally(s, O.byName), n: 3, ascending: true, dataPoints: s.length };
  }),
);
add(
  'top-events',
  4,
  (now) =>
    `Which 3 event types were most frequent on ${fShort(daysAgo(now, INCIDENT))}? something odd happened that day`,
  ranked((ev, now) => {
    const s = sel(ev, R.on(noYear(now, daysAgo(now, INCIDENT))));
    return { map: O.tally(s, O.byName), n: 3, dataPoints: s.length };
  }),
);
add(
  'top-events',
  5,
  'rank every event name by how often it happened last week',
  ranked((ev, now) => {
    const s = sel(ev, R.lastWeek(+now));
    return { map: O.tally(s, O.byName), dataPoints: s.length };
  }),
);
add(
  'top-events',
  6,
  'what are the top events over the past 7 days?',
  ranked((ev, now) => {
    const s = sel(ev, R.lastDays(+now, 7));
    return { map: O.tally(s, O.byName), n: 5, dataPoints: s.length };
  }),
);
add(
  'top-events',
  7,
  'least common event in the last 60 days?',
  ranked((ev, now) => {
    const s = sel(ev, R.lastDays(+now, 60));
    return { map: O.tally(s, O.byName), n: 1, ascending: true, dataPoints: s.length };
  }),
);
add('top-events', 8, 'top events for tenant_999 this month', () => LOW(), { low: true });

// top-users -----------------------------------------------------------------------------------
add(
  'top-users',
  1,
  'top 5 most active users of all time, by number of events',
  ranked((ev) => {
    return { map: O.tally(ev, O.byUser), n: 5, dataPoints: ev.length };
  }),
);
add(
  'top-users',
  2,
  'who had the most gate-open events in the last 30 days? top 3 pls',
  ranked((ev, now) => {
    const s = sel(ev, R.lastDays(+now, 30), ['gate-open']);
    return { map: O.tally(s, O.byUser), n: 3, dataPoints: s.length };
  }),
);
add(
  'top-users',
  3,
  'who are our top spenders? give me the top 3',
  ranked((ev) => {
    const s = sel(ev, R.all(), ['RentPaid']);
    return { map: O.tally(s, O.byUser, O.value), n: 3, dataPoints: s.length, confidence: 'not-high' };
  }),
);
add(
  'top-users',
  4,
  'Could you tell me which 3 users have the highest total RentPaid for last month?',
  ranked((ev, now) => {
    const s = sel(ev, R.lastMonth(+now), ['RentPaid']);
    return { map: O.tally(s, O.byUser, O.value), n: 3, dataPoints: s.length };
  }),
);
add(
  'top-users',
  5,
  'who logged the most Inspection Logged events last month?',
  ranked((ev, now) => {
    const s = sel(ev, R.lastMonth(+now), ['Inspection Logged']);
    return { map: O.tally(s, O.byUser), n: 1, dataPoints: s.length };
  }),
);
add(
  'top-users',
  6,
  (now) => `which two users had the most UnitDoorUnlocked events in ${fMonth(monthAgo(now, 1))}?`,
  ranked((ev, now) => {
    const s = sel(ev, R.month(monthNoYear(now, monthAgo(now, 1))), ['UnitDoorUnlocked']);
    return { map: O.tally(s, O.byUser), n: 2, dataPoints: s.length };
  }),
);
add(
  'top-users',
  7,
  'most active user last week? want to send them a thank-you',
  ranked((ev, now) => {
    const s = sel(ev, R.lastWeek(+now));
    return { map: O.tally(s, O.byUser), n: 1, dataPoints: s.length };
  }),
);

// user ----------------------------------------------------------------------------------------
add(
  'user',
  1,
  'tenant_117 keeps showing up in the gate logs — how many events do they have in total?',
  (ev) => count(sel(ev, R.all(), undefined, 'tenant_117')),
);
add('user', 2, 'When did tenant_452 first show up?', (ev) => {
  const s = sel(ev, R.all(), undefined, 'tenant_452');
  return guard(s, {
    names: [O.isoDay(Math.min(...s.map(O.time)))],
    confidence: 'high',
    dataPoints: s.length,
  });
});
add('user', 3, 'last seen date for tenant_088? support thinks they moved out', (ev) => {
  const s = sel(ev, R.all(), undefined, 'tenant_088');
  return guard(s, {
    names: [O.isoDay(Math.max(...s.map(O.time)))],
    confidence: 'high',
    dataPoints: s.length,
  });
});
add('user', 4, 'what kinds of events has tenant_205 produced?', (ev) => {
  const s = sel(ev, R.all(), undefined, 'tenant_205');
  return guard(s, {
    names: [...new Set(s.map(O.byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  });
});
add('user', 5, "show me tenant_452's three most recent events", (ev) => {
  const s = sel(ev, R.all(), undefined, 'tenant_452');
  return guard(s, {
    names: O.newestFirst(s).slice(0, 3).map(O.byName),
    confidence: 'high',
    dataPoints: s.length,
  });
});
add('user', 6, 'how many gate-open events did tenant_117 have in the past 30 days', (ev, now) =>
  count(sel(ev, R.lastDays(+now, 30), ['gate-open'], 'tenant_117')),
);
add(
  'user',
  7,
  (now) => `total RentPaid for tenant_205 since ${fISO(daysAgo(now, 50))}`,
  (ev, now) => measure(sel(ev, R.since(daysAgo(now, 50), +now), ['RentPaid'], 'tenant_205'), O.sum),
);
add('user', 8, 'when did tenant_999 last open the gate?', () => LOW(), { low: true });
add('user', 9, 'how many events did staff_03 rack up last month?', (ev, now) =>
  count(sel(ev, R.lastMonth(+now), undefined, 'staff_03')),
);

// breakdown -----------------------------------------------------------------------------------
add(
  'breakdown',
  1,
  'busiest day in the last 6 weeks, all events counted',
  ranked((ev, now) => {
    const s = sel(ev, R.lastWeeks(+now, 6));
    return { map: O.tally(s, O.byDay), n: 1, dataPoints: s.length };
  }),
);
add('breakdown', 2, 'gate-open by weekday, all time', (ev) =>
  breakdown(sel(ev, R.all(), ['gate-open']), O.byWeekday),
);
add(
  'breakdown',
  3,
  'which day of the week has the most gate-open events?',
  ranked((ev) => {
    const s = sel(ev, R.all(), ['gate-open']);
    return { map: O.tally(s, O.byWeekday), n: 1, dataPoints: s.length };
  }),
);
add(
  'breakdown',
  4,
  'which hour of the day sees the most UnitDoorUnlocked?',
  ranked((ev) => {
    const s = sel(ev, R.all(), ['UnitDoorUnlocked']);
    return { map: O.tally(s, O.byHour), n: 1, dataPoints: s.length };
  }),
);
add('breakdown', 5, 'daily gate-open counts for last week', (ev, now) =>
  breakdown(sel(ev, R.lastWeek(+now), ['gate-open']), O.byDay),
);
add(
  'breakdown',
  6,
  (now) => {
    const mon = O.weekStart(+now) - 4 * WEEK;
    return `weekly lease.signed counts from ${fISO(mon)} to ${fISO(O.weekStart(+now) - DAY)}`;
  },
  (ev, now) =>
    breakdown(
      sel(ev, R.between(O.weekStart(+now) - 4 * WEEK, O.weekStart(+now) - DAY), ['lease.signed']),
      O.byWeek,
    ),
);
add(
  'breakdown',
  7,
  (now) =>
    `how many RentPaid events per month between ${fMDY(monthAgo(now, 3))} and ${fMDY(monthAgo(now, 0) - DAY)}?`,
  (ev, now) =>
    breakdown(sel(ev, R.between(monthAgo(now, 3), monthAgo(now, 0) - DAY), ['RentPaid']), O.byMonth),
);
add(
  'breakdown',
  8,
  'Ops question: what is the busiest hour of the day overall? thinking about gate staffing',
  ranked((ev) => {
    return { map: O.tally(ev, O.byHour), n: 1, dataPoints: ev.length };
  }),
);
add(
  'breakdown',
  9,
  'which week was busiest over the last 8 weeks? (ISO weeks, all events)',
  ranked((ev, now) => {
    const s = sel(ev, R.lastWeeks(+now, 8));
    return { map: O.tally(s, O.byWeek), n: 1, dataPoints: s.length };
  }),
);

// compare -------------------------------------------------------------------------------------
add('compare', 1, 'gate-open: last 30 days vs the 30 days before that?', (ev, now) =>
  compareCounts(ev, R.lastDays(+now - 30 * DAY, 30), R.lastDays(+now, 30), ['gate-open']),
);
add(
  'compare',
  2,
  (now) => `unit_search in ${fMonth(monthAgo(now, 2))} vs ${fMonth(monthAgo(now, 1))} — are searches up?`,
  (ev, now) =>
    compareCounts(
      ev,
      R.month(monthNoYear(now, monthAgo(now, 2))),
      R.month(monthNoYear(now, monthAgo(now, 1))),
      ['unit_search'],
    ),
);
add('compare', 3, 'Is lease.signed growing? compare the last 60 days with the 60 days before', (ev, now) =>
  compareCounts(ev, R.lastDays(+now - 60 * DAY, 60), R.lastDays(+now, 60), ['lease.signed']),
);
add('compare', 4, 'Unit Reserved over the past 8 weeks versus the 8 weeks before', (ev, now) =>
  compareCounts(ev, R.lastWeeks(+now - 8 * WEEK, 8), R.lastWeeks(+now, 8), ['Unit Reserved']),
);
add(
  'compare',
  5,
  (now) => `total RentPaid value, ${fMonthY(monthAgo(now, 2))} compared with ${fMonthY(monthAgo(now, 1))}`,
  (ev, now) => compareCounts(ev, R.month(monthAgo(now, 2)), R.month(monthAgo(now, 1)), ['RentPaid'], O.sum),
);
add(
  'compare',
  6,
  (now) => `active users: ${fMonth(monthAgo(now, 2))} vs ${fMonth(monthAgo(now, 1))}`,
  (ev, now) =>
    compareCounts(
      ev,
      R.month(monthNoYear(now, monthAgo(now, 2))),
      R.month(monthNoYear(now, monthAgo(now, 1))),
      undefined,
      (s) => O.users(s).size,
    ),
);
add(
  'compare',
  7,
  'support-chat-started over the last 30 days compared with the 30 days before — did the gate outage show up?',
  (ev, now) =>
    compareCounts(ev, R.lastDays(+now - 30 * DAY, 30), R.lastDays(+now, 30), ['support-chat-started']),
);
add(
  'compare',
  8,
  (now) =>
    `app_open from ${fShort(daysAgo(now, INCIDENT + 3))} to ${fShort(daysAgo(now, INCIDENT - 3))}, compared with the week before? that's the week the gate controller acted up`,
  (ev, now) => {
    const a = noYear(now, daysAgo(now, INCIDENT + 3)),
      b = noYear(now, daysAgo(now, INCIDENT - 3));
    return compareCounts(ev, { from: a - 7 * DAY, to: a }, R.between(a, b), ['app_open']);
  },
);

// share ---------------------------------------------------------------------------------------
add('share', 1, "what % of last month's events were gate-open?", (ev, now) =>
  eventShare(ev, R.lastMonth(+now), 'gate-open'),
);
add('share', 2, 'What share of users active in the past 30 days had a RentPaid event?', (ev, now) =>
  userShare(ev, R.lastDays(+now, 30), 'RentPaid'),
);
add('share', 3, 'percentage of all events that are app_open', (ev) => eventShare(ev, R.all(), 'app_open'));
add(
  'share',
  4,
  'of the users active last week, what fraction had a UnitDoorUnlocked event? as a percent',
  (ev, now) => userShare(ev, R.lastWeek(+now), 'UnitDoorUnlocked'),
);
add(
  'share',
  5,
  (now) => `what percent of events on ${fLong(daysAgo(now, INCIDENT))} were support-chat-started?`,
  (ev, now) => eventShare(ev, R.on(noYear(now, daysAgo(now, INCIDENT))), 'support-chat-started'),
);
add(
  'share',
  6,
  (now) => `% of users in ${fMonth(monthAgo(now, 1))} who did a unit_search`,
  (ev, now) => userShare(ev, R.month(monthNoYear(now, monthAgo(now, 1))), 'unit_search'),
);
add('share', 7, "what portion of the last 60 days' events were Inspection Logged?", (ev, now) =>
  eventShare(ev, R.lastDays(+now, 60), 'Inspection Logged'),
);
add('share', 8, 'what % of people active in the last 30 days actualy came through the gate?', (ev, now) =>
  userShare(ev, R.lastDays(+now, 30), 'gate-open', 'not-high'),
);

// conversion ----------------------------------------------------------------------------------
add(
  'conversion',
  1,
  'of users who did unit_search in the last 60 days, how many then did Unit Reserved?',
  (ev, now) => convert(ev, R.lastDays(+now, 60), 'unit_search', 'Unit Reserved'),
);
add('conversion', 2, 'Unit Reserved → lease.signed conversion over the past 90 days', (ev, now) =>
  convert(ev, R.lastDays(+now, 90), 'Unit Reserved', 'lease.signed'),
);
add(
  'conversion',
  3,
  (now) =>
    `lease.signed to autopay.enabled since ${fLong(daysAgo(now, 100))} — how many converted and what %?`,
  (ev, now) => convert(ev, R.since(noYear(now, daysAgo(now, 100)), +now), 'lease.signed', 'autopay.enabled'),
);
add(
  'conversion',
  4,
  'of the people with a gate-open last month, how many had a UnitDoorUnlocked after it?',
  (ev, now) => convert(ev, R.lastMonth(+now), 'gate-open', 'UnitDoorUnlocked'),
);
add('conversion', 5, 'app_open → RentPaid conversion in the last 30 days', (ev, now) =>
  convert(ev, R.lastDays(+now, 30), 'app_open', 'RentPaid'),
);
add('conversion', 6, 'what % of searchers end up reserving a unit? past 30 days', (ev, now) =>
  convert(ev, R.lastDays(+now, 30), 'unit_search', 'Unit Reserved', 'not-high'),
);
add(
  'conversion',
  7,
  'Unit Reserved then RentPaid in the last 45 days: how many reserved, how many paid afterwards?',
  (ev, now) => convert(ev, R.lastDays(+now, 45), 'Unit Reserved', 'RentPaid'),
);

// churn ---------------------------------------------------------------------------------------
const churnCount = (ev, a, b) => {
  const n = O.churned(ev, a, b).length;
  return n ? { numbers: [n], confidence: 'high' } : LOW();
};
const newCount = (ev, r) => {
  const n = O.newUsers(ev, r).length;
  return n ? { numbers: [n], confidence: 'high' } : LOW();
};
add(
  'churn',
  1,
  (now) =>
    `how many users active in ${fMonth(monthAgo(now, 2))} were not active at all in ${fMonth(monthAgo(now, 1))}?`,
  (ev, now) =>
    churnCount(ev, R.month(monthNoYear(now, monthAgo(now, 2))), R.month(monthNoYear(now, monthAgo(now, 1)))),
);
add('churn', 2, 'new users in the last 14 days?', (ev, now) => newCount(ev, R.lastDays(+now, 14)));
add(
  'churn',
  3,
  (now) => `how many new users did we pick up in ${fMonthY(monthAgo(now, 1))}?`,
  (ev, now) => newCount(ev, R.month(monthAgo(now, 1))),
);
add(
  'churn',
  4,
  (now) =>
    `count the users active between ${fISO(daysAgo(now, 60))} and ${fISO(daysAgo(now, 31))} who have had no activity since ${fISO(daysAgo(now, 30))}`,
  (ev, now) => churnCount(ev, R.between(daysAgo(now, 60), daysAgo(now, 31)), R.since(daysAgo(now, 30), +now)),
);
add(
  'churn',
  5,
  'how many users were active the week before last but not last week? trying to get a feel for drop-off',
  (ev, now) =>
    churnCount(ev, { from: O.weekStart(+now) - 2 * WEEK, to: O.weekStart(+now) - WEEK }, R.lastWeek(+now)),
);
add(
  'churn',
  6,
  (now) => `new users since ${fShort(daysAgo(now, 45))}?`,
  (ev, now) => newCount(ev, R.since(noYear(now, daysAgo(now, 45)), +now)),
);
add(
  'churn',
  7,
  'churn check for the board deck: users active in the 30 days before the last 30, with nothing in the last 30 — how many?',
  (ev, now) => churnCount(ev, R.lastDays(+now - 30 * DAY, 30), R.lastDays(+now, 30)),
);

// recency -------------------------------------------------------------------------------------
add('recency', 1, 'when was the last lock_cut?', (ev) => recency(ev, 'lock_cut'));
add('recency', 2, 'did anyone sign a lease (lease.signed) in the last 7 days?', (ev, now) =>
  count(sel(ev, R.lastDays(+now, 7), ['lease.signed'])),
);
add('recency', 3, 'When did somone last file a move_out.requested?', (ev) =>
  recency(ev, 'move_out.requested'),
);
add('recency', 4, 'last time anybody started a support chat?', (ev) =>
  recency(ev, 'support-chat-started', 'not-high'),
);
add('recency', 5, 'has anyone had a lock cut in the last 60 days?', (ev, now) =>
  count(sel(ev, R.lastDays(+now, 60), ['lock_cut'])),
);
add('recency', 6, 'most recent Inspection Logged — when was it?', (ev) => recency(ev, 'Inspection Logged'));
add('recency', 7, 'when was the last gate-close event?', () => LOW(), { low: true });
add('recency', 8, 'When was the last RentPaid?', (ev) => recency(ev, 'RentPaid'));

// catalogue -----------------------------------------------------------------------------------
const allNames = (ev) => ({
  names: [...new Set(ev.map(O.byName))].sort(),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
});
add('catalogue', 1, 'what events do we track? new PM here, trying to get my bearings', allNames);
add('catalogue', 2, 'how many users and how many events are there in total?', (ev) => ({
  numbers: [O.users(ev).size, ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 3, 'how many distinct event names exist in the dataset?', (ev) => ({
  numbers: [new Set(ev.map(O.byName)).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 4, 'list all the event types we have, I am writing the tracking plan doc', allNames);
add('catalogue', 5, 'how many users do we have overall?', (ev) => ({
  numbers: [O.users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 6, 'total event count, all time?', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));

// other ---------------------------------------------------------------------------------------
const other = (n, q) => add('other', n, q, () => LOW());
other(1, "what's the occupancy rate at the Maple Ave facility right now?");
other(2, 'How many units are vacant today?');
other(3, 'what is the average credit score of our renters?');
other(4, 'which of our units are climate controlled?');
other(5, 'what is the temperature inside building B at the moment?');
other(6, 'how many renters left us a 5-star Google review?');
other(7, 'what did we spend on marketing per signed lease last quarter?');
other(8, 'can you show me the security camera footage from gate 2 last night');
other(9, 'what are the phone numbers of the tenants whose locks we cut?');
other(10, 'write me a haiku about storage units');
