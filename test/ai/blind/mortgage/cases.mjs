// Cases for the blind round "mortgage". Every expectation is computed from the events with the
// reference oracle, following SEMANTICS.md; every date in a question is derived from `now`.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, ranges: R } = O;

// ---- dates for question text ------------------------------------------------------------
const ms = (now) => +now;
const dayAgo = (now, k) => O.dayStart(+now) - k * DAY;
const monthAgo = (now, k) => O.monthStart(+now, -k);
const incident = (now) => O.weekStart(+now) - 20 * DAY; // document-upload outage: Tuesday three weeks back
const dip = (now) => dayAgo(now, 40); // rate dip, rush of locks
const iso = (t) => O.isoDay(t);
const ordinal = (n) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
};
const mName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const dNum = (t) => new Date(t).getUTCDate();
const yNum = (t) => new Date(t).getUTCFullYear();
const longDay = (t) => `${mName(t)} ${ordinal(dNum(t))}`; // November 3rd
const shortDay = (t) => `${mName(t).slice(0, 3)} ${dNum(t)}`; // Nov 3
const dmy = (t) => `${dNum(t)} ${mName(t).slice(0, 3)} ${yNum(t)}`; // 3 Nov 2026
const mdy = (t) => `${mName(t)} ${dNum(t)}, ${yNum(t)}`; // November 3, 2026
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation helpers ------------------------------------------------------------------
const r2 = (x) => O.round(x, 2);
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const sel = (ev, o) => O.select(ev, o);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};
const measures = {
  count: (s) => s.length,
  users: (s) => O.users(s).size,
  sum: (s) => O.sum(s),
  avg: (s) => O.sum(s) / s.length,
  min: (s) => O.min(s),
  max: (s) => O.max(s),
  median,
};

// count / users / value of the events matching the filters
const measured =
  (measure, filters, { confidence = 'high', names } = {}) =>
  (ev, now) => {
    const f = filters(now);
    const s = sel(ev, f);
    const x = { numbers: [r2(measures[measure](s))], confidence, dataPoints: s.length };
    if (names) x.names = names;
    return x;
  };

// ranked lists: top-N names with their figures, and a tie check at the cut
function ranked(build, n, { ascending = false, confidence = 'high', allDistinct = false } = {}) {
  const f = (ev, now) => {
    const { map, dataPoints } = build(ev, now);
    const top = O.rank(map, { n, ascending });
    return { names: top.map(([k]) => k), numbers: top.map(([, v]) => r2(v)), confidence, dataPoints };
  };
  f.tieAtCut = (ev, now) => {
    const all = O.rank(build(ev, now).map, { ascending });
    if (allDistinct) return all.some((x, i) => i > 0 && r2(x[1]) === r2(all[i - 1][1]));
    return all.length > n && r2(all[n - 1][1]) === r2(all[n][1]);
  };
  return f;
}
const tallyIn = (key, filters, measure) => (ev, now) => {
  const s = sel(ev, filters(now));
  return { map: O.tally(s, key, measure), dataPoints: s.length };
};

// full breakdowns in natural order
const breakdown =
  (key, filters, { unordered = false, order } = {}) =>
  (ev, now) => {
    const s = sel(ev, filters(now));
    const m = O.tally(s, key);
    const keys = [...m.keys()].sort(order ?? ((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const x = { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: s.length };
    if (unordered) x.unordered = true;
    return x;
  };

// comparisons: earlier, later, change, % change
const compared =
  (measure, earlier, later, names, confidence = 'high', echo) =>
  (ev, now) => {
    const a = sel(ev, { range: earlier(now), names }),
      b = sel(ev, { range: later(now), names });
    const va = measures[measure](a),
      vb = measures[measure](b);
    const c = O.change(va, vb);
    return {
      numbers: [r2(va), r2(vb), r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
      ...(echo ? { names: echo } : {}),
    };
  };

const shareOfEvents =
  (range, names, confidence = 'high') =>
  (ev, now) => {
    const all = sel(ev, { range: range(now) });
    const part = all.filter((e) => names.includes(e.eventName));
    return {
      numbers: [part.length, all.length],
      percents: [O.percent(part.length, all.length)],
      confidence,
      dataPoints: all.length,
    };
  };
const shareOfUsers =
  (range, names, confidence = 'high') =>
  (ev, now) => {
    const all = sel(ev, { range: range(now) });
    const active = O.users(all),
      did = O.users(all.filter((e) => names.includes(e.eventName)));
    return {
      numbers: [did.size, active.size],
      percents: [O.percent(did.size, active.size)],
      confidence,
      dataPoints: all.length,
    };
  };

const converted =
  (range, a, b, confidence = 'high') =>
  (ev, now) => {
    const r = range(now);
    const c = O.conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: sel(ev, { range: r, names: [a, b] }).length,
    };
  };

const churnCount = (active, inactive) => (ev, now) => ({
  numbers: [O.churned(ev, active(now), inactive(now)).length],
  confidence: 'high',
});
const newCount = (range) => (ev, now) => ({
  numbers: [O.newUsers(ev, range(now)).length],
  confidence: 'high',
});

// "when was the last X" (and first/last seen): date and minute of the newest/oldest match
const lastOf =
  (filters, confidence = 'high') =>
  (ev, now) => {
    const s = sel(ev, filters(now));
    if (!s.length) return { numbers: [0], confidence, dataPoints: 0 };
    const t = O.time(O.newestFirst(s)[0]);
    return { names: [iso(t), hhmm(t)], confidence, dataPoints: s.length };
  };
const firstOf = (filters) => (ev, now) => {
  const s = sel(ev, filters(now));
  if (!s.length) return { numbers: [0], confidence: 'high', dataPoints: 0 };
  const t = Math.min(...s.map(O.time));
  return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
};

const all = () => ({});
const last = (k) => (now) => ({ range: R.lastDays(ms(now), k) });
const prevDays = (k) => (now) => ({ from: ms(now) - 2 * k * DAY, to: ms(now) - k * DAY });
const monthK = (k) => (now) => R.month(monthAgo(now, k));
const weekBefore = (now) => ({ from: O.weekStart(ms(now)) - 2 * O.WEEK, to: O.weekStart(ms(now)) - O.WEEK });
const wdOrder = (a, b) => O.WEEKDAYS.indexOf(a) - O.WEEKDAYS.indexOf(b);

const FEE = 'application-fee-paid';

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many DocumentUploaded events were logged in the last 7 days?',
    expect: measured('count', (now) => ({ range: R.lastDays(ms(now), 7), names: ['DocumentUploaded'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'portal_login count for yesterday pls',
    expect: measured('count', (now) => ({ range: R.yesterday(ms(now)), names: ['portal_login'] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'Total number of events so far this month?',
    expect: measured('count', (now) => ({ range: R.thisMonth(ms(now)) })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) =>
      `support here — a borrower swears uploads were broken on ${shortDay(incident(now))}. how many upload_failed events did we record that day?`,
    expect: measured('count', (now) => ({ range: R.on(incident(now)), names: ['upload_failed'] })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'How many rate locks did we get in the past 30 days?',
    expect: measured('count', (now) => ({ range: R.lastDays(ms(now), 30), names: ['Rate Locked'] }), {
      confidence: 'not-high',
    }),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) => `Number of eclose-signed events since ${iso(dayAgo(now, 60))}`,
    expect: measured('count', (now) => ({
      range: R.since(dayAgo(now, 60), ms(now)),
      names: ['eclose-signed'],
    })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) =>
      `how many prequal.completed did we see between ${longDay(dayAgo(now, 50))} and ${longDay(dayAgo(now, 20))}?`,
    expect: measured('count', (now) => ({
      range: R.between(dayAgo(now, 50), dayAgo(now, 20)),
      names: ['prequal.completed'],
    })),
  },
  {
    id: 'count-08',
    type: 'count',
    question: 'broker.message_sent — how many of those last week?',
    expect: measured('count', (now) => ({ range: R.lastWeek(ms(now)), names: ['broker.message_sent'] })),
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'How many appraisal.scheduled and Rate Locked events in the last 3 weeks, both together?',
    expect: measured('count', (now) => ({
      range: R.lastWeeks(ms(now), 3),
      names: ['appraisal.scheduled', 'Rate Locked'],
    })),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'how many loan_funded events came in yesterday?',
    expect: LOW,
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'How many Rate Quote Viewed events today?',
    expect: measured('count', (now) => ({ range: R.today(ms(now)), names: ['Rate Quote Viewed'] })),
  },
  {
    id: 'count-12',
    type: 'count',
    question: (now) =>
      `for the audit trail: how many events in total happened before ${dmy(dayAgo(now, 90))}?`,
    expect: measured('count', (now) => ({ range: R.before(dayAgo(now, 90)) })),
  },
  {
    id: 'count-13',
    type: 'count',
    question: (now) => `how many application fee payments did we take in ${mName(monthAgo(now, 1))}?`,
    expect: measured('count', (now) => ({ range: monthK(1)(now), names: [FEE] }), { confidence: 'not-high' }),
  },
  {
    id: 'count-14',
    type: 'count',
    question: 'ConditionCleared count over the past 72 hours?',
    expect: measured('count', (now) => ({ range: R.lastHours(ms(now), 72), names: ['ConditionCleared'] })),
  },

  {
    id: 'count-15',
    type: 'count',
    question: 'how many portal_login events so far this year?',
    expect: measured('count', (now) => ({ range: R.thisYear(ms(now)), names: ['portal_login'] })),
  },
  {
    id: 'count-16',
    type: 'count',
    question: 'How many e-closings got signed in the past 60 days? ops wants a number for the standup',
    expect: measured('count', (now) => ({ range: R.lastDays(ms(now), 60), names: ['eclose-signed'] }), {
      confidence: 'not-high',
    }),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many distinct users were active in the last 30 days?',
    expect: measured('users', last(30)),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'unique users with a DocumentUploaded event this week?',
    expect: measured('users', (now) => ({ range: R.thisWeek(ms(now)), names: ['DocumentUploaded'] })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'How many people locked in a rate last month?',
    expect: measured('users', (now) => ({ range: R.lastMonth(ms(now)), names: ['Rate Locked'] }), {
      confidence: 'not-high',
    }),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'how many users did prequal_started in the past 2 weeks',
    expect: measured('users', (now) => ({ range: R.lastWeeks(ms(now), 2), names: ['prequal_started'] })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'active users yesterday?',
    expect: measured('users', (now) => ({ range: R.yesterday(ms(now)) })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) =>
      `How many different people have sent a broker.message_sent since ${shortDay(dayAgo(now, 14))}?`,
    expect: measured('users', (now) => ({
      range: R.since(dayAgo(now, 14), ms(now)),
      names: ['broker.message_sent'],
    })),
  },
  {
    id: 'users-07',
    type: 'users',
    question: (now) =>
      `how many users ran into upload_failed on ${iso(incident(now))}? trying to size the apology email`,
    expect: measured('users', (now) => ({ range: R.on(incident(now)), names: ['upload_failed'] })),
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'How many users did title_ordered last month?',
    expect: LOW,
  },
  {
    id: 'users-09',
    type: 'users',
    question: (now) => `Distinct users in ${mName(monthAgo(now, 2))}?`,
    expect: measured('users', (now) => ({ range: monthK(2)(now) })),
  },

  {
    id: 'users-10',
    type: 'users',
    question: 'how many people finished their prequalification in the past week?',
    expect: measured('users', (now) => ({ range: R.lastDays(ms(now), 7), names: ['prequal.completed'] }), {
      confidence: 'not-high',
    }),
  },
  {
    id: 'users-11',
    type: 'users',
    question: 'How many unique users in the last 24 hours?',
    expect: measured('users', (now) => ({ range: R.lastHours(ms(now), 24) })),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: 'Sum of application-fee-paid value last month?',
    expect: measured('sum', (now) => ({ range: R.lastMonth(ms(now)), names: [FEE] })),
  },
  {
    id: 'value-02',
    type: 'value',
    question: "what's our revenue over the past 30 days?",
    expect: measured('sum', (now) => ({ range: R.lastDays(ms(now), 30), names: [FEE] }), {
      confidence: 'not-high',
      names: [FEE],
    }),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Average eventValue on Rate Locked events in the last 30 days? (the value is the locked rate)',
    expect: measured('avg', (now) => ({ range: R.lastDays(ms(now), 30), names: ['Rate Locked'] })),
  },
  {
    id: 'value-04',
    type: 'value',
    question: (now) => `median prequal.completed value since ${iso(dayAgo(now, 45))}`,
    expect: measured('median', (now) => ({
      range: R.since(dayAgo(now, 45), ms(now)),
      names: ['prequal.completed'],
    })),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'biggest DocumentUploaded value in the past 90 days?',
    expect: measured('max', (now) => ({ range: R.lastDays(ms(now), 90), names: ['DocumentUploaded'] })),
  },
  {
    id: 'value-06',
    type: 'value',
    question: (now) => `lowest Rate Locked value in ${mName(monthAgo(now, 2))}`,
    expect: measured('min', (now) => ({ range: monthK(2)(now), names: ['Rate Locked'] })),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'total eclose-signed value over the last 8 weeks',
    expect: measured('sum', (now) => ({ range: R.lastWeeks(ms(now), 8), names: ['eclose-signed'] })),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'avg appraisal.scheduled value, last 60 days',
    expect: measured('avg', (now) => ({ range: R.lastDays(ms(now), 60), names: ['appraisal.scheduled'] })),
  },
  {
    id: 'value-09',
    type: 'value',
    low: true,
    question: 'total value of mortgage_insurance_paid this month',
    expect: LOW,
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'mean ConditionCleared value over the last 14 days',
    expect: measured('avg', (now) => ({ range: R.lastDays(ms(now), 14), names: ['ConditionCleared'] })),
  },
  {
    id: 'value-11',
    type: 'value',
    question:
      'buyer_1188 called about fees — what is the total application-fee-paid amount for that user, all time?',
    expect: measured('sum', () => ({ names: [FEE], user: 'buyer_1188' })),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'Top 5 events in the last 30 days?',
    expect: ranked(tallyIn(O.byName, last(30)), 5),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: (now) => `What were the 3 most common events in ${mName(monthAgo(now, 1))}?`,
    expect: ranked(
      tallyIn(O.byName, (now) => ({ range: monthK(1)(now) })),
      3,
    ),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'which 3 event types were the least comon over the past 60 days?',
    expect: ranked(tallyIn(O.byName, last(60)), 3, { ascending: true }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'most frequent event yesterday?',
    expect: ranked(
      tallyIn(O.byName, (now) => ({ range: R.yesterday(ms(now)) })),
      1,
    ),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: (now) => `what were the 3 most common events on ${longDay(incident(now))}? postmortem prep`,
    expect: ranked(
      tallyIn(O.byName, (now) => ({ range: R.on(incident(now)) })),
      3,
    ),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: (now) => `rank every event name by how often it occured since ${iso(dayAgo(now, 100))}`,
    expect: ranked(
      tallyIn(O.byName, (now) => ({ range: R.since(dayAgo(now, 100), ms(now)) })),
      Infinity,
    ),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'top 4 actions last week',
    expect: ranked(
      tallyIn(O.byName, (now) => ({ range: R.lastWeek(ms(now)) })),
      4,
    ),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'Who were the 5 most active users in the last 30 days?',
    expect: ranked(tallyIn(O.byUser, last(30)), 5),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'top 3 spenders of all time',
    expect: ranked(
      tallyIn(O.byUser, () => ({ names: [FEE] }), O.value),
      3,
      { confidence: 'not-high' },
    ),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'which 2 users sent the most broker.message_sent last month?',
    expect: ranked(
      tallyIn(O.byUser, (now) => ({ range: R.lastMonth(ms(now)), names: ['broker.message_sent'] })),
      2,
    ),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'single most active user yesterday?',
    expect: ranked(
      tallyIn(O.byUser, (now) => ({ range: R.yesterday(ms(now)) })),
      1,
    ),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'who are our top 3 uploaders? users ranked by DocumentUploaded events in the past 60 days',
    expect: ranked(
      tallyIn(O.byUser, (now) => ({ range: R.lastDays(ms(now), 60), names: ['DocumentUploaded'] })),
      3,
    ),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: (now) =>
      `finance wants the top 3 users by total application-fee-paid value since ${iso(dayAgo(now, 45))}`,
    expect: ranked(
      tallyIn(O.byUser, (now) => ({ range: R.since(dayAgo(now, 45), ms(now)), names: [FEE] }), O.value),
      3,
    ),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: (now) =>
      `top 5 users by event count between ${dmy(dayAgo(now, 70))} and ${dmy(dayAgo(now, 50))}`,
    expect: ranked(
      tallyIn(O.byUser, (now) => ({ range: R.between(dayAgo(now, 70), dayAgo(now, 50)) })),
      5,
    ),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    low: true,
    question: 'Top 3 users by number of loan_funded events?',
    expect: LOW,
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: 'How many events has broker_07 had in the last 30 days?',
    expect: measured('count', (now) => ({ range: R.lastDays(ms(now), 30), user: 'broker_07' })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'When was buyer_1417 first seen?',
    expect: firstOf(() => ({ user: 'buyer_1417' })),
  },
  {
    id: 'user-03',
    type: 'user',
    question: "when was buyer_1033 last active? their broker can't reach them",
    expect: lastOf(() => ({ user: 'buyer_1033' })),
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'Which event types has buyer_1250 used?',
    expect: (ev) => {
      const s = sel(ev, { user: 'buyer_1250' });
      return {
        names: [...new Set(s.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'show me the 3 most recent events for buyer_1188',
    expect: (ev) => {
      const s = sel(ev, { user: 'buyer_1188' });
      return { names: O.newestFirst(s).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: s.length };
    },
  },
  { id: 'user-06', type: 'user', low: true, question: 'what has buyer_1999 been up to lately?', expect: LOW },
  {
    id: 'user-07',
    type: 'user',
    question: (now) =>
      `how many DocumentUploaded events did buyer_1188 have since ${longDay(dayAgo(now, 100))}?`,
    expect: measured('count', (now) => ({
      range: R.since(dayAgo(now, 100), ms(now)),
      names: ['DocumentUploaded'],
      user: 'buyer_1188',
    })),
  },
  {
    id: 'user-08',
    type: 'user',
    question: 'first seen and last seen for broker_22, please',
    expect: (ev) => {
      const s = sel(ev, { user: 'broker_22' });
      const ts = s.map(O.time),
        a = Math.min(...ts),
        b = Math.max(...ts);
      return { names: [iso(a), hhmm(a), iso(b), hhmm(b)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'how many events did broker_07 have yesterday?',
    expect: measured('count', (now) => ({ range: R.yesterday(ms(now)), user: 'broker_07' })),
  },
  {
    id: 'user-10',
    type: 'user',
    question: 'How many events does buyer_1250 have in total?',
    expect: measured('count', () => ({ user: 'buyer_1250' })),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'daily event counts for last week, please',
    expect: breakdown(O.byDay, (now) => ({ range: R.lastWeek(ms(now)) })),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'What was the busiest day in the past 30 days?',
    expect: ranked(tallyIn(O.byDay, last(30)), 1),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: (now) =>
      `DocumentUploaded per week since ${longDay(O.weekStart(ms(now)) - 4 * O.WEEK)}, weekly buckets`,
    expect: breakdown(O.byWeek, (now) => ({
      range: R.since(O.weekStart(ms(now)) - 4 * O.WEEK, ms(now)),
      names: ['DocumentUploaded'],
    })),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'prequal_started by month for the last 3 months',
    expect: breakdown(O.byMonth, (now) => ({ range: R.lastMonths(ms(now), 3), names: ['prequal_started'] })),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'which hour of the day (UTC) is busiest overall?',
    expect: ranked(tallyIn(O.byHour, all), 1),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'Which weekday has the most broker.message_sent events?',
    expect: ranked(
      tallyIn(O.byWeekday, () => ({ names: ['broker.message_sent'] })),
      1,
    ),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: (now) =>
      `Rate Locked per day from ${iso(dip(now) - 2 * DAY)} to ${iso(dip(now) + 2 * DAY)} — rates dipped in there somewhere`,
    expect: breakdown(O.byDay, (now) => ({
      range: R.between(dip(now) - 2 * DAY, dip(now) + 2 * DAY),
      names: ['Rate Locked'],
    })),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'which hour has the most Rate Quote Viewed events in the last 60 days?',
    expect: ranked(
      tallyIn(O.byHour, (now) => ({ range: R.lastDays(ms(now), 60), names: ['Rate Quote Viewed'] })),
      1,
    ),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: (now) => `monthly event totals since ${mName(monthAgo(now, 2))} 1st, one line per month`,
    expect: breakdown(O.byMonth, (now) => ({ range: R.since(monthAgo(now, 2), ms(now)) })),
  },
  {
    id: 'breakdown-10',
    type: 'breakdown',
    question: 'events by weekday for the last 4 weeks',
    expect: breakdown(O.byWeekday, (now) => ({ range: R.lastWeeks(ms(now), 4) }), {
      unordered: true,
      order: wdOrder,
    }),
  },
  {
    id: 'breakdown-11',
    type: 'breakdown',
    question: 'busiest week for upload_failed in the last 60 days?',
    expect: ranked(
      tallyIn(O.byWeek, (now) => ({ range: R.lastDays(ms(now), 60), names: ['upload_failed'] })),
      1,
    ),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-01',
    type: 'compare',
    question: (now) =>
      `did the rate dip bring in locks? Rate Locked from ${shortDay(dip(now) - 24 * DAY)} to ${shortDay(dip(now) - 13 * DAY)} vs ${shortDay(dip(now) - 3 * DAY)} to ${shortDay(dip(now) + 3 * DAY)}`,
    expect: compared(
      'count',
      (now) => R.between(dip(now) - 24 * DAY, dip(now) - 13 * DAY),
      (now) => R.between(dip(now) - 3 * DAY, dip(now) + 3 * DAY),
      ['Rate Locked'],
    ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'Did total activity go up or down last week compared with the week before?',
    expect: compared('count', weekBefore, (now) => R.lastWeek(ms(now))),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: (now) =>
      `${mName(monthAgo(now, 1))} vs ${mName(monthAgo(now, 2))}: total events, for the monthly report`,
    expect: compared('count', monthK(2), monthK(1)),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'is prequal_started growing? last 30 days compared to the 30 days before that',
    expect: compared('count', prevDays(30), (now) => R.lastDays(ms(now), 30), ['prequal_started']),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question:
      'how many events in the last 7 days vs the 7 days before that? quick sanity check after the deploy',
    expect: compared('count', prevDays(7), (now) => R.lastDays(ms(now), 7)),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: (now) =>
      `total application-fee-paid value in ${mName(monthAgo(now, 1))} versus ${mName(monthAgo(now, 2))}?`,
    expect: compared('sum', monthK(2), monthK(1), [FEE]),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'upload_failed over the last 14 days vs the previous 14 days',
    expect: compared('count', prevDays(14), (now) => R.lastDays(ms(now), 14), ['upload_failed']),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: (now) =>
      `how has the average Rate Locked value moved? ${mdy(dayAgo(now, 100))} through ${mdy(dayAgo(now, 71))} versus the last 30 days`,
    expect: compared(
      'avg',
      (now) => R.between(dayAgo(now, 100), dayAgo(now, 71)),
      (now) => R.lastDays(ms(now), 30),
      ['Rate Locked'],
    ),
  },
  {
    id: 'compare-09',
    type: 'compare',
    question: 'are we growing? active users in the last 30 days vs the 30 days before',
    expect: compared('users', prevDays(30), (now) => R.lastDays(ms(now), 30)),
  },

  {
    id: 'compare-10',
    type: 'compare',
    question: (now) =>
      `how did revenue in ${mName(monthAgo(now, 1))} stack up against ${mName(monthAgo(now, 2))}?`,
    expect: compared('sum', monthK(2), monthK(1), [FEE], 'not-high', [FEE]),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events in the last 30 days were upload_failed?',
    expect: shareOfEvents((now) => R.lastDays(ms(now), 30), ['upload_failed']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what share of users active last month did Rate Locked?',
    expect: shareOfUsers((now) => R.lastMonth(ms(now)), ['Rate Locked']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: "what % of yesterday's events were portal_login?",
    expect: shareOfEvents((now) => R.yesterday(ms(now)), ['portal_login']),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'What fraction of people active in the past 60 days uploaded a document?',
    expect: shareOfUsers((now) => R.lastDays(ms(now), 60), ['DocumentUploaded'], 'not-high'),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'share of all events, all time, that are broker.message_sent',
    expect: shareOfEvents(R.all, ['broker.message_sent']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: (now) => `percentage of users active in ${mName(monthAgo(now, 1))} who did eclose-signed`,
    expect: shareOfUsers(monthK(1), ['eclose-signed']),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `On ${shortDay(incident(now))}, what % of events were upload_failed?`,
    expect: shareOfEvents((now) => R.on(incident(now)), ['upload_failed']),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of users who did prequal_started in the last 60 days, how many went on to prequal.completed?',
    expect: converted((now) => R.lastDays(ms(now), 60), 'prequal_started', 'prequal.completed'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'prequal.completed → application-fee-paid conversion over the past 90 days',
    expect: converted((now) => R.lastDays(ms(now), 90), 'prequal.completed', FEE),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: (now) =>
      `of the people who booked an appraisal since ${longDay(dayAgo(now, 75))}, what % locked their rate afterwards?`,
    expect: converted(
      (now) => R.since(dayAgo(now, 75), ms(now)),
      'appraisal.scheduled',
      'Rate Locked',
      'not-high',
    ),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'application-fee-paid to eclose-signed conversion rate, all time',
    expect: converted(R.all, FEE, 'eclose-signed'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question:
      'Rate Quote Viewed → Rate Locked in the last 30 days: how many of the viewers locked afterwards?',
    expect: converted((now) => R.lastDays(ms(now), 30), 'Rate Quote Viewed', 'Rate Locked'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question:
      'of users who hit upload_failed in the last 30 days, how many later had a DocumentUploaded go through?',
    expect: converted((now) => R.lastDays(ms(now), 30), 'upload_failed', 'DocumentUploaded'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: (now) =>
      `between ${iso(dayAgo(now, 90))} and ${iso(dayAgo(now, 15))}: of users with appraisal.scheduled, how many later got a ConditionCleared, and what %?`,
    expect: converted(
      (now) => R.between(dayAgo(now, 90), dayAgo(now, 15)),
      'appraisal.scheduled',
      'ConditionCleared',
    ),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${mName(monthAgo(now, 2))} but not in ${mName(monthAgo(now, 1))}?`,
    expect: churnCount(monthK(2), monthK(1)),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many new users in the last 7 days?',
    expect: newCount((now) => R.lastDays(ms(now), 7)),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) =>
      `who was active between ${iso(dayAgo(now, 60))} and ${iso(dayAgo(now, 31))} but hasn't done anything since ${iso(dayAgo(now, 30))}? just need the count`,
    expect: churnCount(
      (now) => R.between(dayAgo(now, 60), dayAgo(now, 31)),
      (now) => R.since(dayAgo(now, 30), ms(now)),
    ),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'how many brand-new users showed up in the past 30 days (first event ever)?',
    expect: newCount((now) => R.lastDays(ms(now), 30)),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `new users in ${mName(monthAgo(now, 1))}?`,
    expect: newCount(monthK(1)),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: "How many people who were active last week haven't been back this week?",
    expect: churnCount(
      (now) => R.lastWeek(ms(now)),
      (now) => R.thisWeek(ms(now)),
    ),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'users active 7–14 days ago but not in the last 7 days: how many?',
    expect: churnCount(prevDays(7), (now) => R.lastDays(ms(now), 7)),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: 'new users last week',
    expect: newCount((now) => R.lastWeek(ms(now))),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last eclose-signed? recieved a call from the title company',
    expect: lastOf(() => ({ names: ['eclose-signed'] })),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone hit upload_failed in the past week? how many times?',
    expect: measured('count', (now) => ({ range: R.lastDays(ms(now), 7), names: ['upload_failed'] })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'when did someone last lock a rate?',
    expect: lastOf(() => ({ names: ['Rate Locked'] }), 'not-high'),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'When did broker_22 last do a portal_login?',
    expect: lastOf(() => ({ names: ['portal_login'], user: 'broker_22' })),
  },
  {
    id: 'recency-05',
    type: 'recency',
    low: true,
    question: 'Has anyone ever done a mortgage_insurance_quote?',
    expect: LOW,
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'last Rate Quote Viewed — when was it?',
    expect: lastOf(() => ({ names: ['Rate Quote Viewed'] })),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'most recent appraisal.scheduled: date and time?',
    expect: lastOf(() => ({ names: ['appraisal.scheduled'] })),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'Did anybody have a ConditionCleared in the last 3 days? how many?',
    expect: measured('count', (now) => ({ range: R.lastDays(ms(now), 3), names: ['ConditionCleared'] })),
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'when did buyer_1250 do eclose-signed?',
    expect: lastOf(() => ({ names: ['eclose-signed'], user: 'buyer_1250' })),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'what event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users do we have in total?',
    expect: (ev) => ({ numbers: [O.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'How many events are stored overall? want to check nothing got lost in the migraton',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'list the event types we track and tell me how many there are',
    expect: (ev) => {
      const names = [...new Set(ev.map(O.byName))].sort();
      return { names, unordered: true, numbers: [names.length], confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'how many distinct event names are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'quick overview for the board deck: total users, total events, and which event types exist',
    expect: (ev) => ({
      numbers: [O.users(ev).size, ev.length],
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-01',
    type: 'other',
    question: "What's the average loan amount we funded last month?",
    expect: LOW,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'How many applications did underwriting decline this quarter, and why?',
    expect: LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'Which lender has the best 30-year fixed rate right now?',
    expect: LOW,
  },
  { id: 'other-04', type: 'other', question: "what's our NPS for the e-closing flow?", expect: LOW },
  {
    id: 'other-05',
    type: 'other',
    question: 'Forecast how many rate locks we will get next month',
    expect: LOW,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'Why do buyers abandon after scheduling the appraisal? any survey feedback?',
    expect: LOW,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'how many appraisals came in below the contract price?',
    expect: LOW,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'break down our applications by loan type — FHA, VA, conventional',
    expect: LOW,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'send a reminder email to everyone who still owes us a W-2',
    expect: LOW,
  },
  { id: 'other-10', type: 'other', question: 'wich web browser do brokers use the most?', expect: LOW },
];
