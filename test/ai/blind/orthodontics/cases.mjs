import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, ranges: R, select, users, sum, round, percent, tally, rank, time } = O;
const MONEY = ['instalment.paid', 'retainer_ordered'];

// ---- date helpers for questions -------------------------------------------------------
const D = (now, k) => O.dayStart(+now) - k * DAY; // start of the day k days ago
const iso = (t) => O.isoDay(t);
const ord = (n) => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const longDay = (t) => {
  const d = new Date(t);
  return `${O.MONTHS[d.getUTCMonth()]} ${ord(d.getUTCDate())}`;
};
const shortDay = (t) => {
  const d = new Date(t);
  return `${O.MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const dmy = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${O.MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const mB = (now) => O.monthStart(+now - 40 * DAY); // a fully past month inside the data
const mA = (now) => O.monthStart(mB(now), -1); // the month before it
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const lastMonday = (now, weeksBack) => O.weekStart(+now) - weeksBack * O.WEEK;

// ---- expectation helpers -----------------------------------------------------------------
const r2 = (x) => round(x, 2);
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
function count(opts, conf = 'high') {
  return (ev, now) => {
    const s = select(ev, opts(now));
    return s.length ? { numbers: [s.length], confidence: conf, dataPoints: s.length } : LOW();
  };
}
function distinct(opts, conf = 'high') {
  return (ev, now) => {
    const s = select(ev, opts(now));
    return s.length ? { numbers: [users(s).size], confidence: conf, dataPoints: s.length } : LOW();
  };
}
function measure(opts, fn, conf = 'high', names) {
  return (ev, now) => {
    const s = select(ev, opts(now));
    if (!s.length) return LOW();
    return {
      numbers: [r2(fn(s))],
      confidence: conf,
      dataPoints: s.length,
      ...(names ? { names, unordered: true } : {}),
    };
  };
}
const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
// Ranked list: getMap(ev, now) => { map, dataPoints }.
function ranked(getMap, n, { asc = false, conf = 'high', numbers = true, chrono = false } = {}) {
  const expect = (ev, now) => {
    const { map, dataPoints } = getMap(ev, now);
    if (!dataPoints) return LOW();
    const r = chrono ? [...map].sort((a, b) => (a[0] < b[0] ? -1 : 1)) : rank(map, { n, ascending: asc });
    return {
      names: r.map((x) => x[0]),
      ...(numbers ? { numbers: r.map((x) => r2(x[1])) } : {}),
      confidence: conf,
      dataPoints,
    };
  };
  expect.tieAtCut = (ev, now) => {
    if (chrono) return false;
    const r = rank(getMap(ev, now).map, { ascending: asc });
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return expect;
}
const byTally = (opts, key, val) => (ev, now) => {
  const s = select(ev, opts(now));
  return { map: tally(s, key, val), dataPoints: s.length };
};
function cmp(a, b, metric = (s) => s.length, opts = {}) {
  return (ev, now) => {
    const e1 = select(ev, { ...opts, range: a(now) }),
      e2 = select(ev, { ...opts, range: b(now) });
    const c = O.change(metric(e1), metric(e2));
    return {
      numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
      ...(c.pct === null ? {} : { percents: [c.pct] }),
      confidence: 'high',
      dataPoints: e1.length + e2.length,
    };
  };
}
function conv(range, a, b) {
  return (ev, now) => {
    const r = range(now);
    const c = O.conversion(ev, r, a, b);
    const dp = select(ev, { range: r, names: [a, b] }).length;
    if (!c.did) return LOW();
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: 'high', dataPoints: dp };
  };
}
function shareEvents(range, name) {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const part = all.filter((e) => e.eventName === name).length;
    return { percents: [percent(part, all.length)], confidence: 'high', dataPoints: all.length };
  };
}
function shareUsers(range, name, conf = 'high') {
  return (ev, now) => {
    const all = select(ev, { range: range(now) });
    const did = users(all.filter((e) => e.eventName === name)).size;
    return { percents: [percent(did, users(all).size)], confidence: conf, dataPoints: all.length };
  };
}
function lastOf(opts, conf = 'high') {
  return (ev, now) => {
    const s = select(ev, opts(now));
    if (!s.length) return LOW();
    const t = Math.max(...s.map(time));
    return { names: [iso(t), hhmm(t)], confidence: conf, dataPoints: s.length };
  };
}
const newCount = (range) => (ev, now) => ({
  numbers: [O.newUsers(ev, range(now)).length],
  confidence: 'high',
});
const churnCount = (a, b) => (ev, now) => ({
  numbers: [O.churned(ev, a(now), b(now)).length],
  confidence: 'high',
});

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many app_opened events were there in the last 7 days?',
    expect: count((now) => ({ range: R.lastDays(+now, 7), names: ['app_opened'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'wear time logged entries yesterday — how many?',
    expect: count((now) => ({ range: R.yesterday(+now), names: ['Wear Time Logged'] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'how many adjustment visits were recorded over the past 30 days',
    expect: count((now) => ({ range: R.lastDays(+now, 30), names: ['adjustment-visit'] })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'Total number of events last week?',
    expect: count((now) => ({ range: R.lastWeek(+now) })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) =>
      `AlignerTrayShipped count between ${iso(D(now, 60))} and ${iso(D(now, 45))}, inclusive`,
    expect: count((now) => ({ range: R.between(D(now, 60), D(now, 45)), names: ['AlignerTrayShipped'] })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) => `How many Wear Time Logged events has pt_0007 logged since ${longDay(D(now, 21))}?`,
    expect: count((now) => ({
      range: R.since(D(now, 21), +now),
      names: ['Wear Time Logged'],
      user: 'pt_0007',
    })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) => `number of Progress Photo Uploaded events on ${shortDay(D(now, 10))}`,
    expect: count((now) => ({ range: R.on(D(now, 10)), names: ['Progress Photo Uploaded'] })),
  },
  {
    id: 'count-08',
    type: 'count',
    question:
      'how many appointment cancellations did we get in the last 30 days? front desk says it felt like a lot',
    expect: count((now) => ({ range: R.lastDays(+now, 30), names: ['appointment_cancelled'] }), 'not-high'),
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'How many consults were booked in the past 3 months?',
    expect: count((now) => ({ range: R.lastMonths(+now, 3), names: ['consultation_booked'] }), 'not-high'),
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) => `how many consultation_booked events happened before ${dmy(D(now, 80))}?`,
    expect: count((now) => ({ range: R.before(D(now, 80)), names: ['consultation_booked'] })),
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'app_opened in the past 48 hours, count please',
    expect: count((now) => ({ range: R.lastHours(+now, 48), names: ['app_opened'] })),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'How many instalment.paid events so far this year?',
    expect: count((now) => ({ range: R.thisYear(+now), names: ['instalment.paid'] })),
  },
  {
    id: 'count-13',
    type: 'count',
    low: true,
    question: 'how many refund_issued events were there last month?',
    expect: () => LOW(),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users had an app_opened event in the past 7 days?',
    expect: distinct((now) => ({ range: R.lastDays(+now, 7), names: ['app_opened'] })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users last week?',
    expect: distinct((now) => ({ range: R.lastWeek(+now) })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'finance here — how many distinct people had an instalment.paid event last month?',
    expect: distinct((now) => ({ range: R.lastMonth(+now), names: ['instalment.paid'] })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) => `number of users with TreatmentStarted since ${iso(D(now, 50))}`,
    expect: distinct((now) => ({ range: R.since(D(now, 50), +now), names: ['TreatmentStarted'] })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) => `How many customers logged Wear Time Logged in ${monthName(mB(now))}?`,
    expect: distinct((now) => ({ range: R.month(mB(now)), names: ['Wear Time Logged'] })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'how many ppl were active yesterday',
    expect: distinct((now) => ({ range: R.yesterday(+now) })),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'Unique users over the last 3 months?',
    expect: distinct((now) => ({ range: R.lastMonths(+now, 3) })),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'how many people sent a message.sent in the past 2 weeks',
    expect: distinct((now) => ({ range: R.lastWeeks(+now, 2), names: ['message.sent'] })),
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'How many active users this month?',
    expect: distinct((now) => ({ range: R.thisMonth(+now) })),
  },
  {
    id: 'users-10',
    type: 'users',
    low: true,
    question: 'how many users did aligner_refinement_requested in the last 30 days?',
    expect: () => LOW(),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: 'Total instalment.paid amount for last month?',
    expect: measure((now) => ({ range: R.lastMonth(+now), names: ['instalment.paid'] }), sum),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average Wear Time Logged value over the last 7 days (it is hours per day)',
    expect: measure(
      (now) => ({ range: R.lastDays(+now, 7), names: ['Wear Time Logged'] }),
      (s) => sum(s) / s.length,
    ),
  },
  {
    id: 'value-03',
    type: 'value',
    question: "what's the highest retainer_ordered value we've ever had?",
    expect: measure(() => ({ names: ['retainer_ordered'] }), O.max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'smallest single instalment.paid in the last 30 days',
    expect: measure((now) => ({ range: R.lastDays(+now, 30), names: ['instalment.paid'] }), O.min),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'Median adjustment-visit value over the past 60 days? (chair minutes)',
    expect: measure((now) => ({ range: R.lastDays(+now, 60), names: ['adjustment-visit'] }), median),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'what was our revenue last month',
    expect: measure((now) => ({ range: R.lastMonth(+now), names: MONEY }), sum, 'not-high', MONEY),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'sum of AlignerTrayShipped values in the last 4 weeks — value is trays per box',
    expect: measure((now) => ({ range: R.lastWeeks(+now, 4), names: ['AlignerTrayShipped'] }), sum),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'Mean scan.uploaded value across all time?',
    expect: measure(
      () => ({ names: ['scan.uploaded'] }),
      (s) => sum(s) / s.length,
    ),
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'How much has pt_0150 paid in total (instalment.paid)?',
    expect: measure(() => ({ names: ['instalment.paid'], user: 'pt_0150' }), sum),
  },
  {
    id: 'value-10',
    type: 'value',
    question: (now) =>
      `minimum and... actually just the max Progress Photo Uploaded value since ${shortDay(D(now, 30))}`,
    expect: measure(
      (now) => ({ range: R.since(D(now, 30), +now), names: ['Progress Photo Uploaded'] }),
      O.max,
    ),
  },
  {
    id: 'value-11',
    type: 'value',
    low: true,
    question: 'total insurance_claim_paid amount over the last 3 months',
    expect: () => LOW(),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'Top 5 events of all time?',
    expect: ranked(
      byTally(() => ({}), O.byName),
      5,
    ),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'top 3 events in the past 7 days',
    expect: ranked(
      byTally((now) => ({ range: R.lastDays(+now, 7) }), O.byName),
      3,
    ),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'Which event is the least common overall?',
    expect: ranked(
      byTally(() => ({}), O.byName),
      1,
      { asc: true },
    ),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'what was the most frequent event yesterday',
    expect: ranked(
      byTally((now) => ({ range: R.yesterday(+now) }), O.byName),
      1,
    ),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: 'For the ops review: list the top 5 events last month with counts',
    expect: ranked(
      byTally((now) => ({ range: R.lastMonth(+now) }), O.byName),
      5,
    ),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: 'bottom 2 events in the last 30 days?',
    expect: ranked(
      byTally((now) => ({ range: R.lastDays(+now, 30) }), O.byName),
      2,
      { asc: true },
    ),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'top 4 events last week',
    expect: ranked(
      byTally((now) => ({ range: R.lastWeek(+now) }), O.byName),
      4,
    ),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: 'what are the most common events in the last 90 days? give me a list',
    expect: ranked(
      byTally((now) => ({ range: R.lastDays(+now, 90) }), O.byName),
      5,
    ),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'top 5 users by number of events, all time',
    expect: ranked(
      byTally(() => ({}), O.byUser),
      5,
    ),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: ranked(
      byTally(() => ({ names: MONEY }), O.byUser, O.value),
      3,
      { conf: 'not-high' },
    ),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'Most active user in the last 30 days?',
    expect: ranked(
      byTally((now) => ({ range: R.lastDays(+now, 30) }), O.byUser),
      1,
    ),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'top 3 users by total Wear Time Logged hours (sum of value) last month',
    expect: ranked(
      byTally((now) => ({ range: R.lastMonth(+now), names: ['Wear Time Logged'] }), O.byUser, O.value),
      3,
    ),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'which user had the most app_opened events in the past 60 days?',
    expect: ranked(
      byTally((now) => ({ range: R.lastDays(+now, 60), names: ['app_opened'] }), O.byUser),
      1,
    ),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'Top 3 users by total instalment.paid value',
    expect: ranked(
      byTally(() => ({ names: ['instalment.paid'] }), O.byUser, O.value),
      3,
    ),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: (now) => `top 3 users by events since ${iso(D(now, 60))}`,
    expect: ranked(
      byTally((now) => ({ range: R.since(D(now, 60), +now) }), O.byUser),
      3,
    ),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: "who's the most chatty patient — most message.sent events in the past 8 weeks?",
    expect: ranked(
      byTally((now) => ({ range: R.lastWeeks(+now, 8), names: ['message.sent'] }), O.byUser),
      1,
    ),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: 'pt_0007: how many events, and when were they first and last seen?',
    expect: (ev) => {
      const s = select(ev, { user: 'pt_0007' });
      const t = s.map(time);
      return {
        numbers: [s.length],
        names: [iso(Math.min(...t)), iso(Math.max(...t))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'when was pt_0222 last seen? support is trying to reach them',
    expect: (ev) => {
      const s = select(ev, { user: 'pt_0222' });
      const t = Math.max(...s.map(time));
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'pt_0480 — when did they first show up, and how many events do they have so far?',
    expect: (ev) => {
      const s = select(ev, { user: 'pt_0480' });
      const t = Math.min(...s.map(time));
      return { numbers: [s.length], names: [iso(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'Which event names has pt_0333 used?',
    expect: (ev) => {
      const s = select(ev, { user: 'pt_0333' });
      return {
        names: [...new Set(s.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'how many events did pt_0150 have in the last 30 days',
    expect: count((now) => ({ range: R.lastDays(+now, 30), user: 'pt_0150' })),
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'show me the 3 most recent events for pt_0007',
    expect: (ev) => {
      const s = select(ev, { user: 'pt_0007' });
      return {
        names: O.newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-07',
    type: 'user',
    question: (now) =>
      `what did pt_0333 do between ${shortDay(D(now, 25))} and ${shortDay(D(now, 15))}? how many events`,
    expect: count((now) => ({ range: R.between(D(now, 25), D(now, 15)), user: 'pt_0333' })),
  },
  {
    id: 'user-08',
    type: 'user',
    low: true,
    question: 'How many events does pt_9999 have?',
    expect: () => LOW(),
  },
  {
    id: 'user-09',
    type: 'user',
    low: true,
    question: 'how many events has pt_0222 had in the last 30 days?',
    expect: count((now) => ({ range: R.lastDays(+now, 30), user: 'pt_0222' })),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'Busiest weekday over the past 4 weeks?',
    expect: ranked(
      byTally((now) => ({ range: R.lastWeeks(+now, 4) }), O.byWeekday),
      1,
    ),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'which single day had the most events in the last 60 days? I think something broke that day',
    expect: ranked(
      byTally((now) => ({ range: R.lastDays(+now, 60) }), O.byDay),
      1,
    ),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'busiest hour of the day (UTC) for app_opened?',
    expect: ranked(
      byTally(() => ({ names: ['app_opened'] }), O.byHour),
      1,
    ),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'instalment.paid per month, all time',
    expect: ranked(
      byTally(() => ({ names: ['instalment.paid'] }), O.byMonth),
      99,
      { chrono: true },
    ),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: (now) => `TreatmentStarted per week since Monday ${iso(lastMonday(now, 5))}`,
    expect: ranked(
      byTally((now) => ({ range: R.since(lastMonday(now, 5), +now), names: ['TreatmentStarted'] }), O.byWeek),
      99,
      { chrono: true },
    ),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'Wear Time Logged by day for last week please',
    expect: ranked(
      byTally((now) => ({ range: R.lastWeek(+now), names: ['Wear Time Logged'] }), O.byDay),
      99,
      { chrono: true },
    ),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'quietest day of the week overall?',
    expect: ranked(
      byTally(() => ({}), O.byWeekday),
      1,
      { asc: true },
    ),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'at what hour (UTC) is the system busiest, looking at the last 90 days?',
    expect: ranked(
      byTally((now) => ({ range: R.lastDays(+now, 90) }), O.byHour),
      1,
    ),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'events per month for the last 3 months',
    expect: ranked(
      byTally((now) => ({ range: R.lastMonths(+now, 3) }), O.byMonth),
      99,
      { chrono: true },
    ),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-01',
    type: 'compare',
    question: 'total events in the last 7 days vs the 7 days before that?',
    expect: cmp(
      (now) => ({ from: +now - 14 * DAY, to: +now - 7 * DAY }),
      (now) => R.lastDays(+now, 7),
    ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'instalment.paid count: last month compared with the month before',
    expect: cmp(
      (now) => R.month(O.monthStart(+now, -2)),
      (now) => R.lastMonth(+now),
      undefined,
      { names: ['instalment.paid'] },
    ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'Is TreatmentStarted growing? last 30 days vs the previous 30 days',
    expect: cmp(
      (now) => ({ from: +now - 60 * DAY, to: +now - 30 * DAY }),
      (now) => R.lastDays(+now, 30),
      undefined,
      { names: ['TreatmentStarted'] },
    ),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'instalment.paid total value, past 4 weeks vs the 4 weeks before',
    expect: cmp(
      (now) => ({ from: +now - 8 * O.WEEK, to: +now - 4 * O.WEEK }),
      (now) => R.lastWeeks(+now, 4),
      sum,
      { names: ['instalment.paid'] },
    ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'active users in the last 14 days compared with the 14 days before?',
    expect: cmp(
      (now) => ({ from: +now - 28 * DAY, to: +now - 14 * DAY }),
      (now) => R.lastDays(+now, 14),
      (s) => users(s).size,
    ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: (now) => `AlignerTrayShipped: ${monthName(mA(now))} vs ${monthYear(mB(now))}`,
    expect: cmp(
      (now) => R.month(mA(now)),
      (now) => R.month(mB(now)),
      undefined,
      { names: ['AlignerTrayShipped'] },
    ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'consultation_booked last 60 days vs the previous 60 — are bookings up?',
    expect: cmp(
      (now) => ({ from: +now - 120 * DAY, to: +now - 60 * DAY }),
      (now) => R.lastDays(+now, 60),
      undefined,
      { names: ['consultation_booked'] },
    ),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'message.sent last week vs the week before',
    expect: cmp(
      (now) => ({ from: O.weekStart(+now) - 2 * O.WEEK, to: O.weekStart(+now) - O.WEEK }),
      (now) => R.lastWeek(+now),
      undefined,
      { names: ['message.sent'] },
    ),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are app_opened?',
    expect: shareEvents(() => R.all(), 'app_opened'),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what % of active users in the last 30 days had an instalment.paid?',
    expect: shareUsers((now) => R.lastDays(+now, 30), 'instalment.paid'),
  },
  {
    id: 'share-03',
    type: 'share',
    question: "share of Wear Time Logged among last week's events",
    expect: shareEvents((now) => R.lastWeek(+now), 'Wear Time Logged'),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'what percent of users have ever had a scan.uploaded event?',
    expect: shareUsers(() => R.all(), 'scan.uploaded'),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'percentage of events in the past 30 days that were appointment_cancelled',
    expect: shareEvents((now) => R.lastDays(+now, 30), 'appointment_cancelled'),
  },
  {
    id: 'share-06',
    type: 'share',
    question: "what fraction of yesterday's events were message.sent? as a percent",
    expect: shareEvents((now) => R.yesterday(+now), 'message.sent'),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'Of the people active in the past 90 days, what share placed a retainer_ordered?',
    expect: shareUsers((now) => R.lastDays(+now, 90), 'retainer_ordered'),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'last month, adjustment-visit as a % of all events',
    expect: shareEvents((now) => R.lastMonth(+now), 'adjustment-visit'),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'of the users who did consultation_booked, how many went on to TreatmentStarted?',
    expect: conv(() => R.all(), 'consultation_booked', 'TreatmentStarted'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'consultation_booked → scan.uploaded conversion over the last 60 days',
    expect: conv((now) => R.lastDays(+now, 60), 'consultation_booked', 'scan.uploaded'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'In the past 90 days, what % of users with scan.uploaded later had TreatmentStarted?',
    expect: conv((now) => R.lastDays(+now, 90), 'scan.uploaded', 'TreatmentStarted'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: (now) =>
      `since ${dmy(D(now, 100))}, how many users who had TreatmentStarted then made an instalment.paid?`,
    expect: conv((now) => R.since(D(now, 100), +now), 'TreatmentStarted', 'instalment.paid'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'TreatmentStarted to AlignerTrayShipped conversion, last 60 days',
    expect: conv((now) => R.lastDays(+now, 60), 'TreatmentStarted', 'AlignerTrayShipped'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: 'last 30 days: of users who did Progress Photo Uploaded, how many did message.sent afterwards?',
    expect: conv((now) => R.lastDays(+now, 30), 'Progress Photo Uploaded', 'message.sent'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: (now) => `conversion from consultation_booked to scan.uploaded in ${monthName(mB(now))}`,
    expect: conv((now) => R.month(mB(now)), 'consultation_booked', 'scan.uploaded'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    low: true,
    question: 'what % of users who did referral_sent then did consultation_booked?',
    expect: () => LOW(),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(O.monthStart(+now, -2))} but not in ${monthName(O.monthStart(+now, -1))}?`,
    expect: churnCount(
      (now) => R.month(O.monthStart(+now, -2)),
      (now) => R.lastMonth(+now),
    ),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'New users in the last 30 days?',
    expect: newCount((now) => R.lastDays(+now, 30)),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'how many brand new users showed up in the past 14 days',
    expect: newCount((now) => R.lastDays(+now, 14)),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(D(now, 60))} and ${iso(D(now, 31))} who haven't been seen since ${iso(D(now, 30))} — how many?`,
    expect: churnCount(
      (now) => R.between(D(now, 60), D(now, 31)),
      (now) => R.since(D(now, 30), +now),
    ),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `how many new users did we get in ${monthYear(mB(now))}?`,
    expect: newCount((now) => R.month(mB(now))),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: 'how many users were active the week before last but not at all last week?',
    expect: churnCount(
      (now) => ({ from: O.weekStart(+now) - 2 * O.WEEK, to: O.weekStart(+now) - O.WEEK }),
      (now) => R.lastWeek(+now),
    ),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) => `new users since ${longDay(D(now, 45))}?`,
    expect: newCount((now) => R.since(D(now, 45), +now)),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: 'churn check: users active in the last 90 days but not in the last 30 days',
    expect: churnCount(
      (now) => R.lastDays(+now, 90),
      (now) => R.lastDays(+now, 30),
    ),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last retainer_ordered?',
    expect: lastOf(() => ({ names: ['retainer_ordered'] })),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone have a scan.uploaded in the last 7 days?',
    expect: count((now) => ({ range: R.lastDays(+now, 7), names: ['scan.uploaded'] })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'when did the most recent TreatmentStarted happen',
    expect: lastOf(() => ({ names: ['TreatmentStarted'] })),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'when did pt_0222 last have an app_opened?',
    expect: lastOf(() => ({ names: ['app_opened'], user: 'pt_0222' })),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'last consultation_booked — when was it?',
    expect: lastOf(() => ({ names: ['consultation_booked'] })),
  },
  {
    id: 'recency-06',
    type: 'recency',
    low: true,
    question: 'has anyone ever done teeth_whitening_booked?',
    expect: () => LOW(),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'timestamp of the most recent instalment.paid?',
    expect: lastOf(() => ({ names: ['instalment.paid'] })),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'did anybody order retainers in the last 30 days? how many',
    expect: count((now) => ({ range: R.lastDays(+now, 30), names: ['retainer_ordered'] }), 'not-high'),
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'when did someone last upload progress pics?',
    expect: lastOf(() => ({ names: ['Progress Photo Uploaded'] }), 'not-high'),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'What event names exist?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'how many events do we have overall',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'How many different event types do we track?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'give me the overall totals: number of users and number of events',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'new engineer here, what do we actually track in the event stream? list the event names pls',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'For the board deck: how many users and how many distinct event names are in the data?',
    expect: (ev) => ({
      numbers: [users(ev).size, new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-01',
    type: 'other',
    question: "What's the weather going to be at the Denver clinic tomorrow?",
    expect: () => LOW(),
  },
  { id: 'other-02', type: 'other', question: 'What is our NPS among aligner patients?', expect: () => LOW() },
  {
    id: 'other-03',
    type: 'other',
    question: 'How much did we pay the orthodontists in salaries last month?',
    expect: () => LOW(),
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'which orthodontist gets the best treatment outcomes?',
    expect: () => LOW(),
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'how many millimetres have pt_0007s teeth moved since they started?',
    expect: () => LOW(),
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'Forecast next quarter’s instalment income for the bank',
    expect: () => LOW(),
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'how many aligner trays are in stock at the lab right now?',
    expect: () => LOW(),
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'what is the average insurance reimbursement rate per claim?',
    expect: () => LOW(),
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'Can you email every patient with an overdue payment a reminder?',
    expect: () => LOW(),
  },
  {
    id: 'other-10',
    type: 'other',
    question: "what's pt_0150's home address? need to reship their trays",
    expect: () => LOW(),
  },
];
