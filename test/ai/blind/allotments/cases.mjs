/* eslint-disable -- a blind round's file, kept as its author wrote it */
// Blind round "allotments": questions members, committee, finance and the app team would ask.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, WEEK, ranges: R } = O;
const LOW = { confidence: 'low', dataPoints: 0 };
const M = O.MONTHS;

// ---- phrasing helpers (every date comes from now) ----
const ago = (now, k) => O.dayStart(+now - k * DAY);
const d = (t) => O.isoDay(t);
const sfx = (n) =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
const md = (t) => {
  const x = new Date(t);
  return `${M[x.getUTCMonth()].slice(0, 3)} ${x.getUTCDate()}`;
};
const dm = (t) => {
  const x = new Date(t);
  return `${x.getUTCDate()} ${M[x.getUTCMonth()]}`;
};
const ord = (t) => {
  const x = new Date(t);
  return `${M[x.getUTCMonth()]} ${x.getUTCDate()}${sfx(x.getUTCDate())}`;
};
const monthAgo = (now, k) => O.monthStart(+now, -k);
const mName = (t) => M[new Date(t).getUTCMonth()];
const mYear = (t) => `${mName(t)} ${new Date(t).getUTCFullYear()}`;
const namedMonth = (now, k) => R.month(O.pastMonth(+now, new Date(monthAgo(now, k)).getUTCMonth()));
const onDay = (now, k) => R.on(ago(now, k));

const sel = (ev, o) => O.select(ev, o);
const conf = (c) => c ?? 'high';

// ---- expectation builders ----
const count = (o, c) => (ev, now) => {
  const s = sel(ev, o(now));
  return s.length ? { numbers: [s.length], confidence: conf(c), dataPoints: s.length } : LOW;
};
const distinct = (o, c) => (ev, now) => {
  const s = sel(ev, o(now));
  return s.length ? { numbers: [O.users(s).size], confidence: conf(c), dataPoints: s.length } : LOW;
};
const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : O.round((v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const measure = (kind, o, c) => (ev, now) => {
  const s = sel(ev, o(now));
  if (!s.length) return LOW;
  const x =
    kind === 'sum'
      ? O.round(O.sum(s), 2)
      : kind === 'avg'
        ? O.avg(s)
        : kind === 'min'
          ? O.min(s)
          : kind === 'max'
            ? O.max(s)
            : median(s);
  return { numbers: [x], confidence: conf(c), dataPoints: s.length };
};
// ranked lists: spec(now) → { o, key, n, measure, ascending, withNumbers, c }
const rankedExpect = (spec) => {
  const build = (ev, now) => {
    const p = spec(now);
    const s = sel(ev, p.o);
    return { p, s, map: O.tally(s, p.key, p.measure) };
  };
  const expect = (ev, now) => {
    const { p, s, map } = build(ev, now);
    if (!s.length) return LOW;
    const r = O.rank(map, { n: p.n, ascending: p.ascending });
    const x = { names: r.map(([k]) => k), confidence: conf(p.c), dataPoints: s.length };
    if (p.withNumbers !== false) x.numbers = r.map(([, v]) => O.round(v, 2));
    return x;
  };
  expect.tieAtCut = (ev, now) => {
    const { p, map } = build(ev, now);
    const r = O.rank(map, { ascending: p.ascending });
    return p.n < r.length && r[p.n - 1][1] === r[p.n][1];
  };
  return expect;
};
// full breakdown (every bucket, chronological)
const series = (o, key, measure, c) => (ev, now) => {
  const s = sel(ev, o(now));
  if (!s.length) return LOW;
  const r = [...O.tally(s, key, measure)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    names: r.map(([k]) => k),
    numbers: r.map(([, v]) => O.round(v, 2)),
    confidence: conf(c),
    dataPoints: s.length,
  };
};
const compare = (oe, ol, kind, c) => (ev, now) => {
  const a = sel(ev, oe(now)),
    b = sel(ev, ol(now));
  if (!a.length || !b.length) return LOW;
  const f = (s) => (kind === 'users' ? O.users(s).size : kind === 'sum' ? O.round(O.sum(s), 2) : s.length);
  const ch = O.change(f(a), f(b));
  if (ch.pct === null) return LOW;
  return {
    numbers: [ch.earlier, ch.later, O.round(ch.diff, 2)],
    percents: [ch.pct],
    confidence: conf(c),
    dataPoints: a.length + b.length,
  };
};
const shareEvents = (range, names, user, c) => (ev, now) => {
  const all = sel(ev, { range: range(now) });
  const part = sel(ev, { range: range(now), names, user });
  if (!part.length) return LOW;
  return { percents: [O.percent(part.length, all.length)], confidence: conf(c), dataPoints: all.length };
};
const shareUsers = (range, names, c) => (ev, now) => {
  const all = sel(ev, { range: range(now) });
  const part = sel(ev, { range: range(now), names });
  if (!part.length) return LOW;
  return {
    percents: [O.percent(O.users(part).size, O.users(all).size)],
    confidence: conf(c),
    dataPoints: all.length,
  };
};
const convert = (range, a, b, c) => (ev, now) => {
  const r = range(now);
  const k = O.conversion(ev, r, a, b);
  if (!k.did || !k.converted) return LOW;
  return {
    numbers: [k.did, k.converted],
    percents: [k.pct],
    confidence: conf(c),
    dataPoints: sel(ev, { range: r, names: [a, b] }).length,
  };
};
const lastOf = (names, c) => (ev, now) => {
  const s = sel(ev, { names });
  if (!s.length) return LOW;
  return { names: [d(O.time(O.newestFirst(s)[0]))], confidence: conf(c), dataPoints: s.length };
};

const WMR = ['water-meter-reading'],
  TOOL = ['tool_booking'],
  COMPOST = ['compost.delivery'],
  RENT = ['RentPaid'];
const WORK = ['work-party-signup'],
  BREACH = ['Rule Breach Notice'],
  HARVEST = ['harvest_logged'],
  POST = ['noticeboard.post'];
const APPLY = ['plot_application'],
  ACCEPT = ['waitlist.offer_accepted'],
  DECLINE = ['WaitlistOfferDeclined'],
  INSPECT = ['Plot Inspection'];
const ALL_NAMES = [
  'plot_application',
  'waitlist.offer_accepted',
  'WaitlistOfferDeclined',
  'Plot Inspection',
  'water-meter-reading',
  'tool_booking',
  'compost.delivery',
  'RentPaid',
  'work-party-signup',
  'Rule Breach Notice',
  'harvest_logged',
  'noticeboard.post',
];

export const cases = [
  // ---------------- count ----------------
  {
    id: 'count-wmr-7d',
    type: 'count',
    question: 'how many water meter readings have been submitted in the last 7 days?',
    expect: count((now) => ({ range: R.lastDays(+now, 7), names: WMR })),
  },
  {
    id: 'count-tool-yday',
    type: 'count',
    question: 'Number of tool bookings yesterday please',
    expect: count((now) => ({ range: R.yesterday(+now), names: TOOL })),
  },
  {
    id: 'count-compost-between',
    type: 'count',
    question: (now) => `compost.delivery count between ${d(ago(now, 30))} and ${d(ago(now, 16))}?`,
    expect: count((now) => ({ range: R.between(ago(now, 30), ago(now, 16)), names: COMPOST })),
  },
  {
    id: 'count-breach-lastmonth',
    type: 'count',
    question: 'For the committee minutes: how many Rule Breach Notices went out last month?',
    expect: count((now) => ({ range: R.lastMonth(+now), names: BREACH })),
  },
  {
    id: 'count-all-thisweek',
    type: 'count',
    question: 'total events logged this week across the whole app',
    expect: count((now) => ({ range: R.thisWeek(+now) })),
  },
  {
    id: 'count-007-tool-since',
    type: 'count',
    question: (now) => `how many tool_booking events has member_007 made since ${md(ago(now, 40))}?`,
    expect: count((now) => ({ range: R.since(ago(now, 40), +now), names: TOOL, user: 'member_007' })),
  },
  {
    id: 'count-harvest-3m-loose',
    type: 'count',
    question: 'How many harvests were logged in the past 3 months? roughly is fine',
    expect: count((now) => ({ range: R.lastMonths(+now, 3), names: HARVEST }), 'not-high'),
  },
  {
    id: 'count-inspect-on',
    type: 'count',
    question: (now) => `count of plot inspections on ${ord(ago(now, 12))}`,
    expect: count((now) => ({ range: onDay(now, 12), names: INSPECT })),
  },
  {
    id: 'count-declined-loose',
    type: 'count',
    question: 'how many waiting list offers got turned down in the last 60 days',
    expect: count((now) => ({ range: R.lastDays(+now, 60), names: DECLINE }), 'not-high'),
  },
  {
    id: 'count-today',
    type: 'count',
    question: 'events today?',
    expect: count((now) => ({ range: R.today(+now) })),
  },
  {
    id: 'count-unknown-seedswap',
    type: 'count',
    low: true,
    question: 'how many seed_swap events were there last week?',
    expect: () => LOW,
  },

  // ---------------- users ----------------
  {
    id: 'users-tool-30d',
    type: 'users',
    question: 'how many unique users had a tool booking in the past 30 days',
    expect: distinct((now) => ({ range: R.lastDays(+now, 30), names: TOOL })),
  },
  {
    id: 'users-lastweek',
    type: 'users',
    question: 'active users last week?',
    expect: distinct((now) => ({ range: R.lastWeek(+now) })),
  },
  {
    id: 'users-rent-month',
    type: 'users',
    question: (now) => `How many distinct members had a RentPaid event in ${mName(monthAgo(now, 2))}?`,
    expect: distinct((now) => ({ range: namedMonth(now, 2), names: RENT })),
  },
  {
    id: 'users-workparty-loose',
    type: 'users',
    question: 'how many people volunteered for work parties in the last fortnight (14 days)?',
    expect: distinct((now) => ({ range: R.lastDays(+now, 14), names: WORK }), 'not-high'),
  },
  {
    id: 'users-post-since',
    type: 'users',
    question: (now) => `unique posters on noticeboard.post since ${d(ago(now, 21))}`,
    expect: distinct((now) => ({ range: R.since(ago(now, 21), +now), names: POST })),
  },
  {
    id: 'users-breach-90d',
    type: 'users',
    question: 'How many members have recieved a Rule Breach Notice in the last 90 days?',
    expect: distinct((now) => ({ range: R.lastDays(+now, 90), names: BREACH })),
  },
  {
    id: 'users-yday',
    type: 'users',
    question: 'how many members used the app yesterday',
    expect: distinct((now) => ({ range: R.yesterday(+now) })),
  },
  {
    id: 'users-24h',
    type: 'users',
    question: 'Active users in the past 24 hours?',
    expect: distinct((now) => ({ range: R.lastHours(+now, 24) })),
  },
  {
    id: 'users-unknown-beehive',
    type: 'users',
    low: true,
    question: 'how many users did a beehive_inspection this year?',
    expect: () => LOW,
  },

  // ---------------- value ----------------
  {
    id: 'value-wmr-sum-14d',
    type: 'value',
    question: 'total litres across water-meter-reading events in the last 14 days',
    expect: measure('sum', (now) => ({ range: R.lastDays(+now, 14), names: WMR })),
  },
  {
    id: 'value-inspect-avg',
    type: 'value',
    question: 'average Plot Inspection score last month?',
    expect: measure('avg', (now) => ({ range: R.lastMonth(+now), names: INSPECT })),
  },
  {
    id: 'value-wmr-max',
    type: 'value',
    question: 'biggest single water meter reading in the past 30 days — asking because of the burst main',
    expect: measure('max', (now) => ({ range: R.lastDays(+now, 30), names: WMR })),
  },
  {
    id: 'value-harvest-min',
    type: 'value',
    question: 'smallest harvest_logged value in the past 2 weeks',
    expect: measure('min', (now) => ({ range: R.lastWeeks(+now, 2), names: HARVEST })),
  },
  {
    id: 'value-tool-median',
    type: 'value',
    question: 'median tool_booking hours over the last 30 days?',
    expect: measure('median', (now) => ({ range: R.lastDays(+now, 30), names: TOOL })),
  },
  {
    id: 'value-rent-since-loose',
    type: 'value',
    question: (now) => `how much rent have we collected since ${dm(ago(now, 60))}?`,
    expect: measure('sum', (now) => ({ range: R.since(ago(now, 60), +now), names: RENT }), 'not-high'),
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'finance here — what was our revenue last month?',
    expect: measure('sum', (now) => ({ range: R.lastMonth(+now), names: RENT }), 'not-high'),
  },
  {
    id: 'value-compost-avg-between',
    type: 'value',
    question: (now) => `mean kg per compost.delivery from ${d(ago(now, 45))} to ${d(ago(now, 15))}`,
    expect: measure('avg', (now) => ({ range: R.between(ago(now, 45), ago(now, 15)), names: COMPOST })),
  },
  {
    id: 'value-workparty-sum-month',
    type: 'value',
    question: (now) => `total hours pledged via work-party-signup in ${mYear(monthAgo(now, 1))}`,
    expect: measure('sum', (now) => ({ range: namedMonth(now, 1), names: WORK })),
  },
  {
    id: 'value-rent-avg-all',
    type: 'value',
    question: 'Average RentPaid amount, all time',
    expect: measure('avg', () => ({ names: RENT })),
  },
  {
    id: 'value-unknown-plotswap',
    type: 'value',
    low: true,
    question: 'sum of the value of plot_swap events last month',
    expect: () => LOW,
  },

  // ---------------- top-events ----------------
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: rankedExpect((now) => ({ o: { range: R.lastDays(+now, 30) }, key: O.byName, n: 5 })),
  },
  {
    id: 'top-events-week',
    type: 'top-events',
    question: 'what were the 3 most common things people did in the past week?',
    expect: rankedExpect((now) => ({ o: { range: R.lastDays(+now, 7) }, key: O.byName, n: 3 })),
  },
  {
    id: 'top-events-bottom3',
    type: 'top-events',
    question: 'least common event types overall, bottom 3',
    expect: rankedExpect(() => ({ o: {}, key: O.byName, n: 3, ascending: true })),
  },
  {
    id: 'top-events-lastweek',
    type: 'top-events',
    question: 'most frequent event last week?',
    expect: rankedExpect((now) => ({ o: { range: R.lastWeek(+now) }, key: O.byName, n: 1 })),
  },
  {
    id: 'top-events-default',
    type: 'top-events',
    question: 'What do members actually do in the app? list the top events',
    expect: rankedExpect(() => ({ o: {}, key: O.byName, n: 5 })),
  },
  {
    id: 'top-events-007',
    type: 'top-events',
    question: 'what does member_007 do most in the app? last 60 days',
    expect: rankedExpect((now) => ({
      o: { range: R.lastDays(+now, 60), user: 'member_007' },
      key: O.byName,
      n: 1,
    })),
  },
  {
    id: 'top-events-rarest-lastmonth',
    type: 'top-events',
    question: 'which event was the rarest last month',
    expect: rankedExpect((now) => ({
      o: { range: R.lastMonth(+now) },
      key: O.byName,
      n: 1,
      ascending: true,
    })),
  },
  {
    id: 'top-events-between',
    type: 'top-events',
    question: (now) => `top five event names between ${md(ago(now, 50))} and ${md(ago(now, 20))}`,
    expect: rankedExpect((now) => ({
      o: { range: R.between(ago(now, 50), ago(now, 20)) },
      key: O.byName,
      n: 5,
    })),
  },

  // ---------------- top-users ----------------
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'top 3 most active members in the last 30 days',
    expect: rankedExpect((now) => ({ o: { range: R.lastDays(+now, 30) }, key: O.byUser, n: 3 })),
  },
  {
    id: 'top-users-harvest-3m',
    type: 'top-users',
    question: 'who logged the most harvest_logged kg in the last 3 months? top 3',
    expect: rankedExpect((now) => ({
      o: { range: R.lastMonths(+now, 3), names: HARVEST },
      key: O.byUser,
      n: 3,
      measure: O.value,
    })),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: "who's our biggest spender? all time",
    expect: rankedExpect(() => ({
      o: { names: RENT },
      key: O.byUser,
      n: 1,
      measure: O.value,
      c: 'not-high',
    })),
  },
  {
    id: 'top-users-breach',
    type: 'top-users',
    question: 'which member got the most Rule Breach Notice events? (for the rules sub-committee)',
    expect: rankedExpect(() => ({ o: { names: BREACH }, key: O.byUser, n: 1 })),
  },
  {
    id: 'top-users-one',
    type: 'top-users',
    question: 'most active user overall?',
    expect: rankedExpect(() => ({ o: {}, key: O.byUser, n: 1 })),
  },
  {
    id: 'top-users-tool-hours',
    type: 'top-users',
    question: 'who had the most tool_booking hours last month?',
    expect: rankedExpect((now) => ({
      o: { range: R.lastMonth(+now), names: TOOL },
      key: O.byUser,
      n: 1,
      measure: O.value,
    })),
  },
  {
    id: 'top-users-wmr-since',
    type: 'top-users',
    question: (now) => `who submits the most water-meter-reading events since ${ord(ago(now, 75))}`,
    expect: rankedExpect((now) => ({
      o: { range: R.since(ago(now, 75), +now), names: WMR },
      key: O.byUser,
      n: 1,
    })),
  },
  {
    id: 'top-users-3m',
    type: 'top-users',
    question: 'top 3 users by number of events over the past three months',
    expect: rankedExpect((now) => ({ o: { range: R.lastMonths(+now, 3) }, key: O.byUser, n: 3 })),
  },

  // ---------------- user ----------------
  {
    id: 'user-007-count',
    type: 'user',
    question: 'how many events does member_007 have in total?',
    expect: count(() => ({ user: 'member_007' })),
  },
  {
    id: 'user-488-first',
    type: 'user',
    question: 'when did member_488 first show up?',
    expect: (ev) => {
      const s = sel(ev, { user: 'member_488' });
      return s.length
        ? {
            names: [d(O.time(s.reduce((a, b) => (O.time(a) <= O.time(b) ? a : b))))],
            confidence: 'high',
            dataPoints: s.length,
          }
        : LOW;
    },
  },
  {
    id: 'user-113-last',
    type: 'user',
    question: 'last seen date for member_113? they used to be really active',
    expect: (ev) => {
      const s = sel(ev, { user: 'member_113' });
      return s.length
        ? { names: [d(O.time(O.newestFirst(s)[0]))], confidence: 'high', dataPoints: s.length }
        : LOW;
    },
  },
  {
    id: 'user-250-names',
    type: 'user',
    question: 'which event types has member_250 used?',
    expect: (ev) => {
      const s = sel(ev, { user: 'member_250' });
      return {
        names: [...new Set(s.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-321-90d',
    type: 'user',
    question: "member_321's activity in the last 90 days - how many events?",
    expect: count((now) => ({ range: R.lastDays(+now, 90), user: 'member_321' })),
  },
  {
    id: 'user-042-recent',
    type: 'user',
    question: 'what were the 3 most recent things member_042 did?',
    expect: (ev) => {
      const s = sel(ev, { user: 'member_042' });
      return { names: O.newestFirst(s).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'how many events has member_999 logged?',
    expect: () => LOW,
  },
  {
    id: 'user-042-rent',
    type: 'user',
    question: 'total RentPaid by member_042, all time',
    expect: measure('sum', () => ({ user: 'member_042', names: RENT })),
  },
  {
    id: 'user-007-week',
    type: 'user',
    question: 'how many events did member_007 log in the past 7 days?',
    expect: count((now) => ({ range: R.lastDays(+now, 7), user: 'member_007' })),
  },

  // ---------------- breakdown ----------------
  {
    id: 'bd-weekday',
    type: 'breakdown',
    question: 'which day of the week is busiest on the app?',
    expect: rankedExpect(() => ({ o: {}, key: O.byWeekday, n: 1, withNumbers: false })),
  },
  {
    id: 'bd-wmr-hour',
    type: 'breakdown',
    question: 'busiest hour of the day for water meter readings, last 30 days',
    expect: rankedExpect((now) => ({
      o: { range: R.lastDays(+now, 30), names: WMR },
      key: O.byHour,
      n: 1,
      withNumbers: false,
    })),
  },
  {
    id: 'bd-month-since',
    type: 'breakdown',
    question: (now) => `events per month since ${d(monthAgo(now, 3))}`,
    expect: series((now) => ({ range: R.since(monthAgo(now, 3), +now) }), O.byMonth),
  },
  {
    id: 'bd-wmr-peak-day',
    type: 'breakdown',
    question: 'which day in the last 30 days had the most water meter readings, and how many?',
    expect: rankedExpect((now) => ({ o: { range: R.lastDays(+now, 30), names: WMR }, key: O.byDay, n: 1 })),
  },
  {
    id: 'bd-tool-weekly',
    type: 'breakdown',
    question: (now) =>
      `weekly tool_booking counts between ${d(O.weekStart(+now) - 4 * WEEK)} and ${d(O.weekStart(+now) - DAY)}`,
    expect: series(
      (now) => ({ range: R.between(O.weekStart(+now) - 4 * WEEK, O.weekStart(+now) - DAY), names: TOOL }),
      O.byWeek,
    ),
  },
  {
    id: 'bd-harvest-weekday',
    type: 'breakdown',
    question: 'harvest_logged kg by weekday over the last 8 weeks - which day is highest?',
    expect: rankedExpect((now) => ({
      o: { range: R.lastWeeks(+now, 8), names: HARVEST },
      key: O.byWeekday,
      n: 1,
      measure: O.value,
      withNumbers: false,
    })),
  },
  {
    id: 'bd-quiet-hour',
    type: 'breakdown',
    question: 'what is the quietest hour of the day (UTC) for the app overall?',
    expect: rankedExpect(() => ({ o: {}, key: O.byHour, n: 1, ascending: true, withNumbers: false })),
  },
  {
    id: 'bd-daily-week',
    type: 'breakdown',
    question: (now) => `daily event counts from ${d(ago(now, 7))} to ${d(ago(now, 1))}`,
    expect: series((now) => ({ range: R.between(ago(now, 7), ago(now, 1)) }), O.byDay),
  },
  {
    id: 'bd-busiest-week',
    type: 'breakdown',
    question: (now) => `busiest ISO week for water-meter-reading since ${dm(ago(now, 63))}?`,
    expect: rankedExpect((now) => ({
      o: { range: R.since(ago(now, 63), +now), names: WMR },
      key: O.byWeek,
      n: 1,
    })),
  },

  // ---------------- compare ----------------
  {
    id: 'cmp-7d',
    type: 'compare',
    question: 'events in the last 7 days compared with the 7 days before?',
    expect: compare(
      (now) => ({ range: { from: +now - 14 * DAY, to: +now - 7 * DAY } }),
      (now) => ({ range: R.lastDays(+now, 7) }),
    ),
  },
  {
    id: 'cmp-rent-months',
    type: 'compare',
    question: 'RentPaid total last month vs the month before - up or down?',
    expect: compare(
      (now) => ({ range: R.month(O.monthStart(+now, -2)), names: RENT }),
      (now) => ({ range: R.lastMonth(+now), names: RENT }),
      'sum',
    ),
  },
  {
    id: 'cmp-wmr-growing',
    type: 'compare',
    question: 'Is water-meter-reading growing? last 30 days vs the previous 30',
    expect: compare(
      (now) => ({ range: { from: +now - 60 * DAY, to: +now - 30 * DAY }, names: WMR }),
      (now) => ({ range: R.lastDays(+now, 30), names: WMR }),
    ),
  },
  {
    id: 'cmp-harvest-yday',
    type: 'compare',
    question: 'harvest_logged kg: yesterday vs the day before?',
    expect: compare(
      (now) => ({ range: R.on(ago(now, 2)), names: HARVEST }),
      (now) => ({ range: R.yesterday(+now), names: HARVEST }),
      'sum',
    ),
  },
  {
    id: 'cmp-users-14d',
    type: 'compare',
    question: 'active members, last 14 days versus the 14 days before that',
    expect: compare(
      (now) => ({ range: { from: +now - 28 * DAY, to: +now - 14 * DAY } }),
      (now) => ({ range: R.lastDays(+now, 14) }),
      'users',
    ),
  },
  {
    id: 'cmp-tool-months',
    type: 'compare',
    question: (now) => `compare tool bookings in ${mName(monthAgo(now, 3))} and ${mName(monthAgo(now, 1))}`,
    expect: compare(
      (now) => ({ range: namedMonth(now, 3), names: TOOL }),
      (now) => ({ range: namedMonth(now, 1), names: TOOL }),
    ),
  },
  {
    id: 'cmp-harvest-4w',
    type: 'compare',
    question: 'harvest_logged kg: past 4 weeks vs the 4 weeks before',
    expect: compare(
      (now) => ({ range: { from: +now - 8 * WEEK, to: +now - 4 * WEEK }, names: HARVEST }),
      (now) => ({ range: R.lastWeeks(+now, 4), names: HARVEST }),
      'sum',
    ),
  },
  {
    id: 'cmp-workparty-week',
    type: 'compare',
    question: 'work party signups last week compared with the week before?',
    expect: compare(
      (now) => ({ range: { from: O.weekStart(+now) - 2 * WEEK, to: O.weekStart(+now) - WEEK }, names: WORK }),
      (now) => ({ range: R.lastWeek(+now), names: WORK }),
    ),
  },

  // ---------------- share ----------------
  {
    id: 'share-tool-30d',
    type: 'share',
    question: 'what % of events in the last 30 days were tool bookings?',
    expect: shareEvents((now) => R.lastDays(+now, 30), TOOL),
  },
  {
    id: 'share-users-breach',
    type: 'share',
    question: 'what share of active members got a Rule Breach Notice last month?',
    expect: shareUsers((now) => R.lastMonth(+now), BREACH),
  },
  {
    id: 'share-rent-all',
    type: 'share',
    question: 'percentage of all events that are RentPaid',
    expect: shareEvents(() => R.all(), RENT),
  },
  {
    id: 'share-users-harvest-loose',
    type: 'share',
    question: 'of the people active in the past 90 days, what percent logged a harvest?',
    expect: shareUsers((now) => R.lastDays(+now, 90), HARVEST, 'not-high'),
  },
  {
    id: 'share-apply-since',
    type: 'share',
    question: (now) =>
      `since ${ord(ago(now, 35))}, what fraction of all activity was plot_application? as a percentage`,
    expect: shareEvents((now) => R.since(ago(now, 35), +now), APPLY),
  },
  {
    id: 'share-wmr-yday',
    type: 'share',
    question: "what proportion of yesterday's events were water meter readings",
    expect: shareEvents((now) => R.yesterday(+now), WMR),
  },
  {
    id: 'share-users-post-lastweek',
    type: 'share',
    question: 'what percentage of users active last week posted a noticeboard.post?',
    expect: shareUsers((now) => R.lastWeek(+now), POST),
  },
  {
    id: 'share-007-60d',
    type: 'share',
    question: 'what % of all events in the last 60 days came from member_007?',
    expect: shareEvents((now) => R.lastDays(+now, 60), undefined, 'member_007'),
  },

  // ---------------- conversion ----------------
  {
    id: 'conv-apply-accept',
    type: 'conversion',
    question:
      'of people who submitted a plot_application in the last 90 days, how many went on to a waitlist.offer_accepted?',
    expect: convert((now) => R.lastDays(+now, 90), 'plot_application', 'waitlist.offer_accepted'),
  },
  {
    id: 'conv-decline-accept',
    type: 'conversion',
    question:
      'Of members who had a WaitlistOfferDeclined, how many later accepted one (waitlist.offer_accepted)? all time',
    expect: convert(() => R.all(), 'WaitlistOfferDeclined', 'waitlist.offer_accepted'),
  },
  {
    id: 'conv-tool-harvest',
    type: 'conversion',
    question:
      'Of those who booked a tool_booking last month, what % then logged harvest_logged afterwards (same month)?',
    expect: convert((now) => R.lastMonth(+now), 'tool_booking', 'harvest_logged'),
  },
  {
    id: 'conv-apply-rent',
    type: 'conversion',
    question: (now) => `conversion from plot_application to RentPaid since ${d(ago(now, 100))}`,
    expect: convert((now) => R.since(ago(now, 100), +now), 'plot_application', 'RentPaid'),
  },
  {
    id: 'conv-breach-work',
    type: 'conversion',
    question:
      'Of members who got a Rule Breach Notice in the last 60 days, how many signed up via work-party-signup after it?',
    expect: convert((now) => R.lastDays(+now, 60), 'Rule Breach Notice', 'work-party-signup'),
  },
  {
    id: 'conv-inspect-compost',
    type: 'conversion',
    question: 'Plot Inspection → compost.delivery conversion over the past 30 days',
    expect: convert((now) => R.lastDays(+now, 30), 'Plot Inspection', 'compost.delivery'),
  },
  {
    id: 'conv-inspect-breach',
    type: 'conversion',
    question:
      'after a plot inspection, how many members then get a rule breach notice? last 90 days, as a percentage too',
    expect: convert((now) => R.lastDays(+now, 90), 'Plot Inspection', 'Rule Breach Notice'),
  },

  // ---------------- churn ----------------
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `how many members were active in ${mName(monthAgo(now, 2))} but not in ${mName(monthAgo(now, 1))}?`,
    expect: (ev, now) => {
      const n = O.churned(ev, namedMonth(now, 2), namedMonth(now, 1)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'how many new members joined in the last 30 days (first event ever)?',
    expect: (ev, now) => {
      const n = O.newUsers(ev, R.lastDays(+now, 30)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-new-7d-list',
    type: 'churn',
    question: "who's new in the past 7 days? list them",
    expect: (ev, now) => {
      const u = O.newUsers(ev, R.lastDays(+now, 7));
      return u.length
        ? { numbers: [u.length], names: u.includes('member_488') ? ['member_488'] : [], confidence: 'high' }
        : LOW;
    },
  },
  {
    id: 'churn-quiet',
    type: 'churn',
    question:
      'members who were active 60 to 90 days ago but have not been seen in the last 30 days — how many?',
    expect: (ev, now) => {
      const n = O.churned(ev, { from: +now - 90 * DAY, to: +now - 60 * DAY }, R.lastDays(+now, 30)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-weeks',
    type: 'churn',
    question: 'how many users were active the week before last but not last week?',
    expect: (ev, now) => {
      const n = O.churned(
        ev,
        { from: O.weekStart(+now) - 2 * WEEK, to: O.weekStart(+now) - WEEK },
        R.lastWeek(+now),
      ).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `number of first-time users since ${md(ago(now, 45))}`,
    expect: (ev, now) => {
      const n = O.newUsers(ev, R.since(ago(now, 45), +now)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-new-month',
    type: 'churn',
    question: (now) => `new users in ${mYear(monthAgo(now, 2))}?`,
    expect: (ev, now) => {
      const n = O.newUsers(ev, namedMonth(now, 2)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },
  {
    id: 'churn-lapsed-between',
    type: 'churn',
    question: (now) =>
      `members active between ${d(ago(now, 110))} and ${d(ago(now, 80))} who haven't been seen since ${d(ago(now, 40))} - count please`,
    expect: (ev, now) => {
      const n = O.churned(ev, R.between(ago(now, 110), ago(now, 80)), R.since(ago(now, 40), +now)).length;
      return n ? { numbers: [n], confidence: 'high' } : LOW;
    },
  },

  // ---------------- recency ----------------
  {
    id: 'rec-breach',
    type: 'recency',
    question: 'when was the last Rule Breach Notice sent?',
    expect: lastOf(BREACH),
  },
  {
    id: 'rec-decline',
    type: 'recency',
    question: 'when did someone last decline an offer (WaitlistOfferDeclined)?',
    expect: lastOf(DECLINE),
  },
  {
    id: 'rec-unknown-plotswap',
    type: 'recency',
    low: true,
    question: 'has anyone ever done a plot_swap?',
    expect: () => LOW,
  },
  {
    id: 'rec-compost',
    type: 'recency',
    question: 'When did the last compost.delivery happen?',
    expect: lastOf(COMPOST),
  },
  {
    id: 'rec-rent',
    type: 'recency',
    question: 'last time anyone had a RentPaid event?',
    expect: lastOf(RENT),
  },
  {
    id: 'rec-wmr',
    type: 'recency',
    question: 'are members still sending water-meter-reading events? when was the most recent one',
    expect: lastOf(WMR),
  },
  {
    id: 'rec-apply',
    type: 'recency',
    question: 'most recent plot_application — when?',
    expect: lastOf(APPLY),
  },
  {
    id: 'rec-accept',
    type: 'recency',
    question: 'when was the latest waitlist.offer_accepted',
    expect: lastOf(ACCEPT),
  },
  {
    id: 'rec-inspect-exists',
    type: 'recency',
    question: 'did anyone have a Plot Inspection in the last 3 days?',
    expect: (ev, now) => {
      const s = sel(ev, { range: R.lastDays(+now, 3), names: INSPECT });
      return s.length ? { confidence: 'high', dataPoints: s.length } : LOW;
    },
  },

  // ---------------- catalogue ----------------
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what event types do we track?',
    expect: (ev) => ({
      names: ALL_NAMES.filter((n) => ev.some((e) => e.eventName === n)),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many members are there in total',
    expect: (ev) => ({ numbers: [O.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total number of events ever recorded?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-list',
    type: 'catalogue',
    question: 'list all the event names in the data pls',
    expect: (ev) => ({
      names: ALL_NAMES.filter((n) => ev.some((e) => e.eventName === n)),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event names are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'for the AGM slide: overall, how many users and how many events do we have?',
    expect: (ev) => ({ numbers: [O.users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-tools-exists',
    type: 'catalogue',
    question: 'new to the team - what events exist? is there one for tool bookings?',
    expect: (ev) => ({
      names: ALL_NAMES.filter((n) => ev.some((e) => e.eventName === n)),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------- other ----------------
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather going to be like at the allotments this weekend?",
    expect: () => LOW,
  },
  { id: 'other-soil', type: 'other', question: 'which plot has the best soil pH?', expect: () => LOW },
  {
    id: 'other-email',
    type: 'other',
    question: "what's member_007's email address? need to contact them",
    expect: () => LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'how long will the waiting list be next spring?',
    expect: () => LOW,
  },
  {
    id: 'other-why',
    type: 'other',
    question: 'why did member_113 stop coming to the garden?',
    expect: () => LOW,
  },
  {
    id: 'other-rent-next',
    type: 'other',
    question: 'what will the annual plot rent be next year?',
    expect: () => LOW,
  },
  {
    id: 'other-nps',
    type: 'other',
    question: 'how satisfied are members with the new compost supplier? NPS score?',
    expect: () => LOW,
  },
  {
    id: 'other-veg',
    type: 'other',
    question: 'which vegetables grow best on the north-facing plots?',
    expect: () => LOW,
  },
  {
    id: 'other-translate',
    type: 'other',
    question: 'can you translate the site rules into Polish for the noticeboard?',
    expect: () => LOW,
  },
];
