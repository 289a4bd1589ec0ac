// Blind round "arborist": questions a tree-care company's staff would type, with expectations
// computed from the events by the reference oracle (see NOTES.md for the judgement calls).
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { ranges: R, DAY } = O;
const N = (now) => +now;

// ---- dates in questions ----------------------------------------------------------------------
const ago = (now, k) => O.dayStart(N(now)) - k * DAY; // start of the UTC day k days ago
const storm = (now) => ago(now, 23); // the storm day of the story
const parts = (t) => {
  const d = new Date(t);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate() };
};
const ordinal = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const iso = (t) => O.isoDay(t);
const long = (t) => {
  const p = parts(t);
  return `${O.MONTHS[p.m]} ${ordinal(p.d)}`;
}; // November 3rd
const short = (t) => {
  const p = parts(t);
  return `${O.MONTHS[p.m].slice(0, 3)} ${p.d}`;
}; // Nov 3
const dmy = (t) => {
  const p = parts(t);
  return `${p.d} ${O.MONTHS[p.m].slice(0, 3)} ${p.y}`;
}; // 3 Nov 2026
// a day named without a year, resolved as SEMANTICS says
const noYearDay = (now, t) => {
  const p = parts(t);
  return O.pastMonthDay(N(now), p.m, p.d);
};
// month k months back, named without year, resolved as SEMANTICS says
const monthBack = (now, k) => O.monthStart(N(now), -k);
const monthName = (now, k) => O.MONTHS[parts(monthBack(now, k)).m];
const namedMonth = (now, k) => R.month(O.pastMonth(N(now), parts(monthBack(now, k)).m));
const clock = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectations ----------------------------------------------------------------------------
const high = (o) => ({ confidence: 'high', ...o });
const loose = (o) => ({ confidence: 'not-high', ...o });
const nothing = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => O.round(x, 2);
const sel = (events, range, names, user) => O.select(events, { range, names, user });
const median = (evs) => {
  const v = evs.map(O.value).sort((a, b) => a - b),
    k = v.length >> 1;
  return v.length % 2 ? v[k] : r2((v[k - 1] + v[k]) / 2);
};
const tieAt = (map, n, ascending = false) => {
  const r = O.rank(map, { ascending });
  return r.length > n && r[n - 1][1] === r[n][1];
};
// ranked list: names in order with their figures; the map builder is reused for the tie check
function ranked(build, n, { ascending = false, dp, conf = 'high', round2 = false } = {}) {
  const f = (events, now) => {
    const map = build(events, now);
    const top = O.rank(map, { n, ascending });
    return {
      confidence: conf,
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => (round2 ? r2(v) : v)),
      dataPoints: dp(events, now),
    };
  };
  f.tieAtCut = (events, now) => tieAt(build(events, now), n, ascending);
  return f;
}
const lastOf = (evs) => O.time(O.newestFirst(evs)[0]);
const firstOf = (evs) => Math.min(...evs.map(O.time));
const cmp = (a, b, dp) => {
  const c = O.change(a, b);
  return high({ numbers: [a, b, r2(c.diff)], percents: [c.pct], dataPoints: dp });
};
const conv = (events, range, a, b, conf = 'high') => {
  const c = O.conversion(events, range, a, b);
  return {
    confidence: conf,
    numbers: [c.did, c.converted],
    percents: [c.pct],
    names: conf === 'high' ? undefined : [a, b],
    dataPoints: sel(events, range, [a, b]).length,
  };
};
const share = (events, range, name) => {
  const all = sel(events, range);
  return O.percent(sel(events, range, [name]).length, all.length);
};
const userShare = (events, range, name) =>
  O.percent(O.users(sel(events, range, [name])).size, O.users(sel(events, range)).size);

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'how many stump_ground events were logged last week?',
    expect: (ev, now) => {
      const n = sel(ev, R.lastWeek(N(now)), ['stump_ground']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Total number of events over the past week?',
    expect: (ev, now) => {
      const n = sel(ev, R.lastDays(N(now), 7)).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) => `Storm day check: how many Storm Callout events came in on ${short(storm(now))}?`,
    expect: (ev, now) => {
      const n = sel(ev, R.on(noYearDay(now, storm(now))), ['Storm Callout']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'number of CrewCheckIn yesterday pls',
    expect: (ev, now) => {
      const n = sel(ev, R.yesterday(N(now)), ['CrewCheckIn']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) =>
      `How many chips.delivered events between ${iso(ago(now, 40))} and ${iso(ago(now, 20))}?`,
    expect: (ev, now) => {
      const n = sel(ev, R.between(ago(now, 40), ago(now, 20)), ['chips.delivered']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) => `Count of PermitApplied since ${long(ago(now, 35))} — the council wants a figure`,
    expect: (ev, now) => {
      const n = sel(ev, R.since(noYearDay(now, ago(now, 35)), N(now)), ['PermitApplied']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'roughly how many pruning jobs did the crews get through in the last 2 weeks?',
    expect: (ev, now) => {
      const n = sel(ev, R.lastWeeks(N(now), 2), ['pruning-done']).length;
      return loose({ numbers: [n], names: ['pruning-done'], dataPoints: n });
    },
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `how many events did arb_1042 log in ${monthName(now, 2)}?`,
    expect: (ev, now) => {
      const n = sel(ev, namedMonth(now, 2), undefined, 'arb_1042').length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-09',
    type: 'count',
    low: true,
    question: 'How many tree_felled events were there last month?',
    expect: nothing,
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) => `number of Tree Removed events before ${dmy(ago(now, 90))}`,
    expect: (ev, now) => {
      const n = sel(ev, R.before(ago(now, 90)), ['Tree Removed']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'How many tree survey completed events in the last 48 hours?',
    expect: (ev, now) => {
      const n = sel(ev, R.lastHours(N(now), 48), ['tree_survey_completed']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users were active in the last 30 days?',
    expect: (ev, now) => {
      const s = sel(ev, R.lastDays(N(now), 30));
      return high({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'how many different people logged a CrewCheckIn last week',
    expect: (ev, now) => {
      const s = sel(ev, R.lastWeek(N(now)), ['CrewCheckIn']);
      return high({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-03',
    type: 'users',
    question: (now) => `How many distinct users sent a quote.sent in ${monthName(now, 2)}?`,
    expect: (ev, now) => {
      const s = sel(ev, namedMonth(now, 2), ['quote.sent']);
      return high({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'active users yesterday?',
    expect: (ev, now) => {
      const s = sel(ev, R.yesterday(N(now)));
      return high({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'How many users have ever logged a Storm Callout?',
    expect: (ev) => {
      const s = sel(ev, R.all(), ['Storm Callout']);
      return high({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'how many of our people ground stumps in the last 3 months?',
    expect: (ev, now) => {
      const s = sel(ev, R.lastMonths(N(now), 3), ['stump_ground']);
      return loose({ numbers: [O.users(s).size], names: ['stump_ground'], dataPoints: s.length });
    },
  },
  {
    id: 'users-07',
    type: 'users',
    question: (now) =>
      `for payroll: how many users recorded an invoice_paid between ${short(ago(now, 50))} and ${short(ago(now, 44))}?`,
    expect: (ev, now) => {
      const s = sel(ev, R.between(noYearDay(now, ago(now, 50)), noYearDay(now, ago(now, 44))), [
        'invoice_paid',
      ]);
      return high({ numbers: [O.users(s).size], dataPoints: s.length });
    },
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'how many users used crane_hire last month?',
    expect: nothing,
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: "What's the total invoice_paid amount for last month?",
    expect: (ev, now) => {
      const s = sel(ev, R.lastMonth(N(now)), ['invoice_paid']);
      return high({ numbers: [r2(O.sum(s))], dataPoints: s.length });
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'Average QuoteAccepted value over the past 30 days?',
    expect: (ev, now) => {
      const s = sel(ev, R.lastDays(N(now), 30), ['QuoteAccepted']);
      return high({ numbers: [O.avg(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'biggest single Tree Removed job — max eventValue (crew hours) ever recorded?',
    expect: (ev) => {
      const s = sel(ev, R.all(), ['Tree Removed']);
      return high({ numbers: [O.max(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: (now) => `smallest council fee on a PermitApplied since ${iso(ago(now, 60))}?`,
    expect: (ev, now) => {
      const s = sel(ev, R.since(ago(now, 60), N(now)), ['PermitApplied']);
      return high({ numbers: [O.min(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median quote.sent amount over the last 8 weeks',
    expect: (ev, now) => {
      const s = sel(ev, R.lastWeeks(N(now), 8), ['quote.sent']);
      return high({ numbers: [median(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: (now) => {
      const p = parts(monthBack(now, 1));
      return `total cubic metres from chips.delivered during ${O.MONTHS[p.m]} ${p.y}`;
    },
    expect: (ev, now) => {
      const s = sel(ev, R.month(monthBack(now, 1)), ['chips.delivered']);
      return high({ numbers: [r2(O.sum(s))], dataPoints: s.length });
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'How much revenue did we bring in over the last 30 days?',
    expect: (ev, now) => {
      const s = sel(ev, R.lastDays(N(now), 30), ['invoice_paid']);
      return loose({ numbers: [r2(O.sum(s))], names: ['invoice_paid'], dataPoints: s.length });
    },
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'on average how many trees get counted per tree_survey_completed?',
    expect: (ev) => {
      const s = sel(ev, R.all(), ['tree_survey_completed']);
      return high({ numbers: [O.avg(s)], dataPoints: s.length });
    },
  },
  {
    id: 'value-09',
    type: 'value',
    low: true,
    question: 'sum of wood_sold value for last month?',
    expect: nothing,
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked((ev, now) => O.tally(sel(ev, R.lastDays(N(now), 30)), O.byName), 5, {
      dp: (ev, now) => sel(ev, R.lastDays(N(now), 30)).length,
    }),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'What are the 3 most common event types overall?',
    expect: ranked((ev) => O.tally(ev, O.byName), 3, { dp: (ev) => ev.length }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'least common event in the last 7 days?',
    expect: ranked((ev, now) => O.tally(sel(ev, R.lastDays(N(now), 7)), O.byName), 1, {
      ascending: true,
      dp: (ev, now) => sel(ev, R.lastDays(N(now), 7)).length,
    }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'Most frequent event over the last 7 days?',
    expect: ranked((ev, now) => O.tally(sel(ev, R.lastDays(N(now), 7)), O.byName), 1, {
      dp: (ev, now) => sel(ev, R.lastDays(N(now), 7)).length,
    }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: 'top 3 events last week, for the monday standup',
    expect: ranked((ev, now) => O.tally(sel(ev, R.lastWeek(N(now))), O.byName), 3, {
      dp: (ev, now) => sel(ev, R.lastWeek(N(now))).length,
    }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: (now) => `which 3 events were most common on ${iso(storm(now))}? (the big storm)`,
    expect: ranked((ev, now) => O.tally(sel(ev, R.on(storm(now))), O.byName), 3, {
      dp: (ev, now) => sel(ev, R.on(storm(now))).length,
    }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'bottom 3 events by count last month',
    expect: ranked((ev, now) => O.tally(sel(ev, R.lastMonth(N(now))), O.byName), 3, {
      ascending: true,
      dp: (ev, now) => sel(ev, R.lastMonth(N(now))).length,
    }),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: (now) => `list the most common events in ${monthName(now, 2)}`,
    expect: ranked((ev, now) => O.tally(sel(ev, namedMonth(now, 2)), O.byName), 5, {
      dp: (ev, now) => sel(ev, namedMonth(now, 2)).length,
    }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'Who are the 5 most active users in the last 30 days?',
    expect: ranked((ev, now) => O.tally(sel(ev, R.lastDays(N(now), 30)), O.byUser), 5, {
      dp: (ev, now) => sel(ev, R.lastDays(N(now), 30)).length,
    }),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'most active user overall?',
    expect: ranked((ev) => O.tally(ev, O.byUser), 1, { dp: (ev) => ev.length }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'top 3 users by total QuoteAccepted value',
    expect: ranked((ev) => O.tally(sel(ev, R.all(), ['QuoteAccepted']), O.byUser, O.value), 3, {
      round2: true,
      dp: (ev) => sel(ev, R.all(), ['QuoteAccepted']).length,
    }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'Who logged the most Storm Callout events?',
    expect: ranked((ev) => O.tally(sel(ev, R.all(), ['Storm Callout']), O.byUser), 1, {
      dp: (ev) => sel(ev, R.all(), ['Storm Callout']).length,
    }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'which 3 users had the largest invoice_paid total last month?',
    expect: ranked(
      (ev, now) => O.tally(sel(ev, R.lastMonth(N(now)), ['invoice_paid']), O.byUser, O.value),
      3,
      { round2: true, dp: (ev, now) => sel(ev, R.lastMonth(N(now)), ['invoice_paid']).length },
    ),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'top 3 users by number of events in the last 2 weeks',
    expect: ranked((ev, now) => O.tally(sel(ev, R.lastWeeks(N(now), 2)), O.byUser), 3, {
      dp: (ev, now) => sel(ev, R.lastWeeks(N(now), 2)).length,
    }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'who did the most pruning-done in the past 2 months? top 3 please',
    expect: ranked((ev, now) => O.tally(sel(ev, R.lastMonths(N(now), 2), ['pruning-done']), O.byUser), 3, {
      dp: (ev, now) => sel(ev, R.lastMonths(N(now), 2), ['pruning-done']).length,
    }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: (now) => `Top 5 users by events in ${monthName(now, 2)}`,
    expect: ranked((ev, now) => O.tally(sel(ev, namedMonth(now, 2)), O.byUser), 5, {
      dp: (ev, now) => sel(ev, namedMonth(now, 2)).length,
    }),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: 'How many events has arb_1042 logged in total?',
    expect: (ev) => {
      const s = sel(ev, R.all(), undefined, 'arb_1042');
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'first seen / last seen for arb_1187?',
    expect: (ev) => {
      const s = sel(ev, R.all(), undefined, 'arb_1187');
      const f = firstOf(s),
        l = lastOf(s);
      return high({ names: [iso(f), clock(f), iso(l), clock(l)], dataPoints: s.length });
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'what event types has arb_1460 used so far?',
    expect: (ev) => {
      const s = sel(ev, R.all(), undefined, 'arb_1460');
      return high({ names: [...new Set(s.map(O.byName))], unordered: true, dataPoints: s.length });
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: "show me arb_1313's 3 most recent events",
    expect: (ev) => {
      const s = sel(ev, R.all(), undefined, 'arb_1313');
      return high({ names: O.newestFirst(s).slice(0, 3).map(O.byName), dataPoints: s.length });
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'how many CrewCheckIn did arb_1042 do last week',
    expect: (ev, now) => {
      const s = sel(ev, R.lastWeek(N(now)), ['CrewCheckIn'], 'arb_1042');
      return high({ numbers: [s.length], dataPoints: s.length });
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'When did arb_1460 first show up in the app?',
    expect: (ev) => {
      const s = sel(ev, R.all(), undefined, 'arb_1460');
      const f = firstOf(s);
      return high({ names: [iso(f), clock(f)], dataPoints: s.length });
    },
  },
  {
    id: 'user-07',
    type: 'user',
    low: true,
    question: 'What has arb_9999 been doing lately?',
    expect: nothing,
  },
  {
    id: 'user-08',
    type: 'user',
    question: 'total QuoteAccepted value for arb_1118 in the last 2 months',
    expect: (ev, now) => {
      const s = sel(ev, R.lastMonths(N(now), 2), ['QuoteAccepted'], 'arb_1118');
      return high({ numbers: [r2(O.sum(s))], dataPoints: s.length });
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'When was arb_1187 last active? their crew lead is asking',
    expect: (ev) => {
      const s = sel(ev, R.all(), undefined, 'arb_1187');
      const l = lastOf(s);
      return high({ names: [iso(l), clock(l)], dataPoints: s.length });
    },
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'which weekday has been busiest over the last 8 weeks?',
    expect: ranked((ev, now) => O.tally(sel(ev, R.lastWeeks(N(now), 8)), O.byWeekday), 1, {
      dp: (ev, now) => sel(ev, R.lastWeeks(N(now), 8)).length,
    }),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'busiest hour of the day for Tree Removed?',
    expect: ranked((ev) => O.tally(sel(ev, R.all(), ['Tree Removed']), O.byHour), 1, {
      dp: (ev) => sel(ev, R.all(), ['Tree Removed']).length,
    }),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: (now) => `quote.sent broken down by month since ${iso(ago(now, 100))}`,
    expect: (ev, now) => {
      const s = sel(ev, R.since(ago(now, 100), N(now)), ['quote.sent']);
      const m = O.rank(O.tally(s, O.byMonth));
      return high({
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'Storm Callout per day over the last 30 days — which day peaked?',
    expect: ranked((ev, now) => O.tally(sel(ev, R.lastDays(N(now), 30), ['Storm Callout']), O.byDay), 1, {
      dp: (ev, now) => sel(ev, R.lastDays(N(now), 30), ['Storm Callout']).length,
    }),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'which week had the most events in the last 3 months?',
    expect: ranked((ev, now) => O.tally(sel(ev, R.lastMonths(N(now), 3)), O.byWeek), 1, {
      dp: (ev, now) => sel(ev, R.lastMonths(N(now), 3)).length,
    }),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'events per day for last week',
    expect: (ev, now) => {
      const s = sel(ev, R.lastWeek(N(now)));
      const m = O.rank(O.tally(s, O.byDay));
      return high({
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        dataPoints: s.length,
      });
    },
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'what hour of day do crews mostly do their CrewCheckIn?',
    expect: ranked((ev) => O.tally(sel(ev, R.all(), ['CrewCheckIn']), O.byHour), 1, {
      dp: (ev) => sel(ev, R.all(), ['CrewCheckIn']).length,
    }),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'Which month had the highest invoice_paid total?',
    expect: ranked((ev) => O.tally(sel(ev, R.all(), ['invoice_paid']), O.byMonth, O.value), 1, {
      round2: true,
      dp: (ev) => sel(ev, R.all(), ['invoice_paid']).length,
    }),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'quietest day of the week for activity in the past 12 weeks?',
    expect: ranked((ev, now) => O.tally(sel(ev, R.lastWeeks(N(now), 12)), O.byWeekday), 1, {
      ascending: true,
      dp: (ev, now) => sel(ev, R.lastWeeks(N(now), 12)).length,
    }),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-01',
    type: 'compare',
    question: 'events in the last 28 days vs the 28 days before that?',
    expect: (ev, now) => {
      const a = sel(ev, { from: N(now) - 56 * DAY, to: N(now) - 28 * DAY }).length,
        b = sel(ev, R.lastDays(N(now), 28)).length;
      return cmp(a, b, a + b);
    },
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'QuoteAccepted count: last month compared with the month before',
    expect: (ev, now) => {
      const a = sel(ev, R.month(monthBack(now, 2)), ['QuoteAccepted']).length,
        b = sel(ev, R.lastMonth(N(now)), ['QuoteAccepted']).length;
      return cmp(a, b, a + b);
    },
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'Is pruning-done growing? last 4 weeks against the 4 weeks before',
    expect: (ev, now) => {
      const a = sel(ev, { from: N(now) - 8 * 7 * DAY, to: N(now) - 4 * 7 * DAY }, ['pruning-done']).length,
        b = sel(ev, R.lastWeeks(N(now), 4), ['pruning-done']).length;
      return cmp(a, b, a + b);
    },
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: (now) =>
      `How did total activity in ${monthName(now, 1)} compare with ${monthName(now, 2)}? number of events`,
    expect: (ev, now) => {
      const a = sel(ev, namedMonth(now, 2)).length,
        b = sel(ev, namedMonth(now, 1)).length;
      return cmp(a, b, a + b);
    },
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'invoice_paid total for the last 30 days vs the previous 30 days — up or down?',
    expect: (ev, now) => {
      const A = sel(ev, { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, ['invoice_paid']),
        B = sel(ev, R.lastDays(N(now), 30), ['invoice_paid']);
      return cmp(r2(O.sum(A)), r2(O.sum(B)), A.length + B.length);
    },
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'crew hours logged on Tree Removed: last month vs the month before?',
    expect: (ev, now) => {
      const A = sel(ev, R.month(monthBack(now, 2)), ['Tree Removed']),
        B = sel(ev, R.lastMonth(N(now)), ['Tree Removed']);
      return cmp(r2(O.sum(A)), r2(O.sum(B)), A.length + B.length);
    },
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'tree_survey_completed: last 30 days compared to the 30 days before',
    expect: (ev, now) => {
      const a = sel(ev, { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, ['tree_survey_completed']).length,
        b = sel(ev, R.lastDays(N(now), 30), ['tree_survey_completed']).length;
      return cmp(a, b, a + b);
    },
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: (now) =>
      `job.scheduled from ${iso(ago(now, 60))} to ${iso(ago(now, 47))} versus ${iso(ago(now, 27))} to ${iso(ago(now, 14))}`,
    expect: (ev, now) => {
      const a = sel(ev, R.between(ago(now, 60), ago(now, 47)), ['job.scheduled']).length,
        b = sel(ev, R.between(ago(now, 27), ago(now, 14)), ['job.scheduled']).length;
      return cmp(a, b, a + b);
    },
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of events in the last 30 days were CrewCheckIn?',
    expect: (ev, now) =>
      high({
        percents: [share(ev, R.lastDays(N(now), 30), 'CrewCheckIn')],
        dataPoints: sel(ev, R.lastDays(N(now), 30)).length,
      }),
  },
  {
    id: 'share-02',
    type: 'share',
    question: "what % of last month's active users did a QuoteAccepted?",
    expect: (ev, now) =>
      high({
        percents: [userShare(ev, R.lastMonth(N(now)), 'QuoteAccepted')],
        dataPoints: sel(ev, R.lastMonth(N(now))).length,
      }),
  },
  {
    id: 'share-03',
    type: 'share',
    question: (now) => `share of all events that were Storm Callout on ${long(storm(now))}`,
    expect: (ev, now) => {
      const r = R.on(noYearDay(now, storm(now)));
      return high({ percents: [share(ev, r, 'Storm Callout')], dataPoints: sel(ev, r).length });
    },
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'what fraction of everything logged is invoice_paid? as a percent',
    expect: (ev) => high({ percents: [share(ev, R.all(), 'invoice_paid')], dataPoints: ev.length }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'Of users active in the last 7 days, what percent logged pruning-done?',
    expect: (ev, now) =>
      high({
        percents: [userShare(ev, R.lastDays(N(now), 7), 'pruning-done')],
        dataPoints: sel(ev, R.lastDays(N(now), 7)).length,
      }),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'percentage of events that were stump_ground last week',
    expect: (ev, now) =>
      high({
        percents: [share(ev, R.lastWeek(N(now)), 'stump_ground')],
        dataPoints: sel(ev, R.lastWeek(N(now))).length,
      }),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `What share of active users did a PermitApplied in ${monthName(now, 2)}?`,
    expect: (ev, now) =>
      high({
        percents: [userShare(ev, namedMonth(now, 2), 'PermitApplied')],
        dataPoints: sel(ev, namedMonth(now, 2)).length,
      }),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'what share of our logged work is tree removals, percentage-wise?',
    expect: (ev) =>
      loose({
        percents: [share(ev, R.all(), 'Tree Removed')],
        names: ['Tree Removed'],
        dataPoints: ev.length,
      }),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of users who did a quote.sent in the last 30 days, how many then had a QuoteAccepted?',
    expect: (ev, now) => conv(ev, R.lastDays(N(now), 30), 'quote.sent', 'QuoteAccepted'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'tree_survey_completed → quote.sent conversion for last month',
    expect: (ev, now) => conv(ev, R.lastMonth(N(now)), 'tree_survey_completed', 'quote.sent'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'QuoteAccepted to job.scheduled conversion rate, last 60 days',
    expect: (ev, now) => conv(ev, R.lastDays(N(now), 60), 'QuoteAccepted', 'job.scheduled'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'what % of users who did job.scheduled went on to do Tree Removed afterwards? all time',
    expect: (ev) => conv(ev, R.all(), 'job.scheduled', 'Tree Removed'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: (now) => `Tree Removed → stump_ground since ${dmy(ago(now, 45))}: how many users converted?`,
    expect: (ev, now) => conv(ev, R.since(ago(now, 45), N(now)), 'Tree Removed', 'stump_ground'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: (now) =>
      `Of people who did PermitApplied in ${monthName(now, 2)}, what % went on to log a Tree Removed in that month?`,
    expect: (ev, now) => conv(ev, namedMonth(now, 2), 'PermitApplied', 'Tree Removed'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'Storm Callout → invoice_paid funnel over the last 8 weeks',
    expect: (ev, now) => conv(ev, R.lastWeeks(N(now), 8), 'Storm Callout', 'invoice_paid'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question: 'what percent of surveys turn into accepted quotes, over the last 3 months?',
    expect: (ev, now) =>
      conv(ev, R.lastMonths(N(now), 3), 'tree_survey_completed', 'QuoteAccepted', 'not-high'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) => `How many users were active in ${monthName(now, 2)} but not in ${monthName(now, 1)}?`,
    expect: (ev, now) => high({ numbers: [O.churned(ev, namedMonth(now, 2), namedMonth(now, 1)).length] }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => high({ numbers: [O.newUsers(ev, R.lastDays(N(now), 30)).length] }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) =>
      `users active between ${short(ago(now, 100))} and ${short(ago(now, 70))} who haven't been seen in the last 30 days — how many?`,
    expect: (ev, now) =>
      high({
        numbers: [
          O.churned(
            ev,
            R.between(noYearDay(now, ago(now, 100)), noYearDay(now, ago(now, 70))),
            R.lastDays(N(now), 30),
          ).length,
        ],
      }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'how many brand-new users showed up last week?',
    expect: (ev, now) => high({ numbers: [O.newUsers(ev, R.lastWeek(N(now))).length] }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `new users in ${monthName(now, 1)}`,
    expect: (ev, now) => high({ numbers: [O.newUsers(ev, namedMonth(now, 1)).length] }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) =>
      `people active from ${iso(ago(now, 60))} to ${iso(ago(now, 31))} but not since ${iso(ago(now, 30))} — count?`,
    expect: (ev, now) =>
      high({
        numbers: [O.churned(ev, R.between(ago(now, 60), ago(now, 31)), R.since(ago(now, 30), N(now))).length],
      }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'how many new users in the past 10 days? is arb_1460 one of them?',
    expect: (ev, now) =>
      high({ numbers: [O.newUsers(ev, R.lastDays(N(now), 10)).length], names: ['arb_1460'] }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: "How many of last month's active users did nothing at all in the last 14 days?",
    expect: (ev, now) =>
      high({ numbers: [O.churned(ev, R.lastMonth(N(now)), R.lastDays(N(now), 14)).length] }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last Storm Callout?',
    expect: (ev) => {
      const s = sel(ev, R.all(), ['Storm Callout']);
      const l = lastOf(s);
      return high({ names: [iso(l), clock(l)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone log a PermitApplied in the last 7 days?',
    expect: (ev, now) => {
      const n = sel(ev, R.lastDays(N(now), 7), ['PermitApplied']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'last time arb_1187 did anything?',
    expect: (ev) => {
      const s = sel(ev, R.all(), undefined, 'arb_1187');
      const l = lastOf(s);
      return high({ names: [iso(l), clock(l)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'When was the most recent chips.delivered?',
    expect: (ev) => {
      const s = sel(ev, R.all(), ['chips.delivered']);
      const l = lastOf(s);
      return high({ names: [iso(l), clock(l)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-05',
    type: 'recency',
    low: true,
    question: 'has anyone ever logged a tree_felled?',
    expect: nothing,
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'when did arb_1460 last do a CrewCheckIn',
    expect: (ev) => {
      const s = sel(ev, R.all(), ['CrewCheckIn'], 'arb_1460');
      const l = lastOf(s);
      return high({ names: [iso(l), clock(l)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: (now) => `when was the last QuoteAccepted before ${long(ago(now, 30))}?`,
    expect: (ev, now) => {
      const s = sel(ev, R.before(noYearDay(now, ago(now, 30))), ['QuoteAccepted']);
      const l = lastOf(s);
      return high({ names: [iso(l), clock(l)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'When did the latest invoice_paid come through?',
    expect: (ev) => {
      const s = sel(ev, R.all(), ['invoice_paid']);
      const l = lastOf(s);
      return high({ names: [iso(l), clock(l)], dataPoints: s.length });
    },
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'any stump_ground in the last 72 hours? how many?',
    expect: (ev, now) => {
      const n = sel(ev, R.lastHours(N(now), 72), ['stump_ground']).length;
      return high({ numbers: [n], dataPoints: n });
    },
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'What event names exist?',
    expect: (ev) => high({ names: [...new Set(ev.map(O.byName))], unordered: true, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (ev) => high({ numbers: [O.users(ev).size], dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'How many events are stored overall?',
    expect: (ev) => high({ numbers: [ev.length], dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'how many distinct event types do we track?',
    expect: (ev) => high({ numbers: [new Set(ev.map(O.byName)).size], dataPoints: ev.length }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'list every event type with how many times each one occurs',
    expect: (ev) => {
      const m = O.rank(O.tally(ev, O.byName));
      return high({
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        dataPoints: ev.length,
      });
    },
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'new ops manager here — how big is the dataset? number of users and number of events',
    expect: (ev) => high({ numbers: [O.users(ev).size, ev.length], dataPoints: ev.length }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'what kinds of events are being tracked in this account?',
    expect: (ev) => high({ names: [...new Set(ev.map(O.byName))], unordered: true, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-08',
    type: 'catalogue',
    question: 'whats in here? users, events and how many different event names',
    expect: (ev) =>
      high({ numbers: [O.users(ev).size, ev.length, new Set(ev.map(O.byName)).size], dataPoints: ev.length }),
  },

  // ---------------------------------------------------------------- other (not answerable from these events)
  {
    id: 'other-01',
    type: 'other',
    question: "What's the wind forecast for Thursday — should we move the crane job?",
    expect: nothing,
  },
  {
    id: 'other-02',
    type: 'other',
    question: "Which customers' trees are most likely to fall over this winter?",
    expect: nothing,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'How many litres of diesel did the chipper burn last month?',
    expect: nothing,
  },
  {
    id: 'other-04',
    type: 'other',
    question: "What's our profit margin on removals after wages and tipping fees?",
    expect: nothing,
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'Which council takes the longest to approve a permit?',
    expect: nothing,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'write me a short poem about a eucalyptus for the newsletter',
    expect: nothing,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'what was the average height of the trees we took down?',
    expect: nothing,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'Predict how many storm call-outs we will get next month',
    expect: nothing,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'Which suburbs do most of our jobs come from?',
    expect: nothing,
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'how happy are customers with the pruning work? NPS score?',
    expect: nothing,
  },
];
