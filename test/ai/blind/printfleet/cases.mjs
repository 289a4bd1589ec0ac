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
  round,
  tally,
  rank,
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
} from '../../../../../shared/ai/eval/oracle.mjs';
import { incidentDay } from './data.mjs';

const S = 'PrintJobSubmitted',
  C = 'print_job_completed',
  F = 'Print Job Failed',
  TL = 'toner-low',
  TO = 'toner.cartridge_ordered',
  PJ = 'PaperJam',
  TV = 'technician_visit',
  IP = 'Invoice Paid',
  DU = 'driver.update_installed',
  PL = 'portal-login',
  ON = 'printer_online',
  OFF = 'printer.offline';
const ALL_NAMES = [ON, OFF, S, C, F, TL, TO, PJ, TV, IP, DU, PL];
const MONEY = [TO, IP];

// ---- question-side date helpers ----------------------------------------------------------
const T = (now) => +now;
const incident = (now) => incidentDay(new Date(T(now)));
const ago = (now, d) => dayStart(T(now)) - d * DAY;
const mStart = (now, k) => monthStart(T(now), k); // k = -1: last month
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const d = (t) => new Date(t);
const fISO = (t) => isoDay(t);
const fLong = (t) => `${MONTHS[d(t).getUTCMonth()]} ${ord(d(t).getUTCDate())}`;
const fShort = (t) => `${MONTHS[d(t).getUTCMonth()].slice(0, 3)} ${d(t).getUTCDate()}`;
const fDMY = (t) => `${d(t).getUTCDate()} ${MONTHS[d(t).getUTCMonth()].slice(0, 3)} ${d(t).getUTCFullYear()}`;
const mName = (t) => MONTHS[d(t).getUTCMonth()];
const mNameY = (t) => `${mName(t)} ${d(t).getUTCFullYear()}`;
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation helpers -------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const conf = (loose) => (loose ? 'not-high' : 'high');
const tieAt = (ranked, n) => ranked.length > n && ranked[n - 1][1] === ranked[n][1];

function count(range, { names, user, loose } = {}) {
  return (ev, now) => {
    const n = select(ev, { range: range(T(now)), names, user }).length;
    return { numbers: [n], names: loose ? names : undefined, confidence: conf(loose), dataPoints: n };
  };
}
function distinct(range, { names, loose } = {}) {
  return (ev, now) => {
    const s = select(ev, { range: range(T(now)), names });
    return {
      numbers: [users(s).size],
      names: loose ? names : undefined,
      confidence: conf(loose),
      dataPoints: s.length,
    };
  };
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
function val(range, names, fn, { user, loose, unordered } = {}) {
  return (ev, now) => {
    const s = select(ev, { range: range(T(now)), names, user });
    const x =
      fn === 'sum'
        ? round(sum(s), 2)
        : fn === 'avg'
          ? avg(s)
          : fn === 'min'
            ? min(s)
            : fn === 'max'
              ? max(s)
              : round(median(s), 2);
    return {
      numbers: [x],
      names: loose ? names : undefined,
      unordered,
      confidence: conf(loose),
      dataPoints: s.length,
    };
  };
}
function ranked(range, key, { n, names, user, measure, ascending, loose, unordered } = {}) {
  const full = (ev, now) =>
    rank(tally(select(ev, { range: range(T(now)), names, user }), key, measure), { ascending });
  const f = (ev, now) => {
    const s = select(ev, { range: range(T(now)), names, user });
    const r = full(ev, now).slice(0, n);
    const nums = r.map(([, v]) => round(v, 2));
    const nm = r.map(([k]) => k);
    return { names: nm, numbers: nums, unordered, confidence: conf(loose), dataPoints: s.length };
  };
  f.tieAtCut = (ev, now) => tieAt(full(ev, now), n);
  return f;
}
function cmp(r1, r2, { names, measure = 'count', loose } = {}) {
  return (ev, now) => {
    const a = select(ev, { range: r1(T(now)), names }),
      b = select(ev, { range: r2(T(now)), names });
    const m = (s) =>
      measure === 'count' ? s.length : measure === 'users' ? users(s).size : round(sum(s), 2);
    const c = change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      percents: c.pct === null ? [] : [c.pct],
      names: loose ? names : undefined,
      confidence: conf(loose),
      dataPoints: a.length + b.length,
    };
  };
}
function shareEv(range, names, { loose } = {}) {
  return (ev, now) => {
    const all = select(ev, { range: range(T(now)) });
    const part = select(all, { names });
    return {
      percents: [percent(part.length, all.length)],
      names: loose ? names : undefined,
      confidence: conf(loose),
      dataPoints: all.length,
    };
  };
}
function shareUsers(range, names, { loose } = {}) {
  return (ev, now) => {
    const all = select(ev, { range: range(T(now)) });
    const part = select(all, { names });
    return {
      percents: [percent(users(part).size, users(all).size)],
      names: loose ? names : undefined,
      confidence: conf(loose),
      dataPoints: all.length,
    };
  };
}
function conv(range, a, b, { loose } = {}) {
  return (ev, now) => {
    const r = range(T(now));
    const c = conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      names: loose ? [a, b] : undefined,
      confidence: conf(loose),
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  };
}
function last(names, { user, loose } = {}) {
  return (ev) => {
    const s = select(ev, { names, user });
    const t = time(newestFirst(s)[0]);
    return { names: [fISO(t), hhmm(t)], confidence: conf(loose), dataPoints: s.length };
  };
}
const low = () => LOW;

// ---- ranges used by several cases ------------------------------------------------------------
const last30 = (t) => R.lastDays(t, 30);
const onIncident = (t) => R.on(incident(t));

export const cases = [
  // ================= count =================
  {
    id: 'count-01',
    type: 'count',
    question: 'how many PrintJobSubmitted events did we get last week?',
    expect: count(R.lastWeek, { names: [S] }),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Number of paper jams in the last 7 days? Facilities keeps asking me',
    expect: count((t) => R.lastDays(t, 7), { names: [PJ] }),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) =>
      `How many Print Job Failed events were logged on ${fISO(incident(now))}? That was the driver update mess.`,
    expect: count(onIncident, { names: [F] }),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'how many times did staff_042 send stuff to the printer in the past 30 days?',
    expect: count(last30, { names: [S], user: 'staff_042', loose: true }),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'total events in the last 24 hours',
    expect: count((t) => R.lastHours(t, 24)),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) => `toner-low alerts since ${fLong(ago(now, 45))} — how many?`,
    expect: count((t) => R.since(ago(t, 45), t), { names: [TL] }),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) =>
      `Count of printer.offline between ${fISO(ago(now, 60))} and ${fISO(ago(now, 40))}, please`,
    expect: count((t) => R.between(ago(t, 60), ago(t, 40)), { names: [OFF] }),
  },
  {
    id: 'count-08',
    type: 'count',
    low: true,
    question: 'how many scan_to_email events happened last month?',
    expect: low,
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `how many jobs failed in ${mName(mStart(now, -1))}?`,
    expect: count((t) => R.month(monthStart(t, -1)), { names: [F], loose: true }),
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) => `technician visits before ${fDMY(ago(now, 90))}?`,
    expect: count((t) => R.before(ago(t, 90)), { names: [TV] }),
  },

  // ================= users =================
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users did anything at all in the last 30 days?',
    expect: distinct(last30),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'how many diffrent people hit a paper jam last month',
    expect: distinct(R.lastMonth, { names: [PJ] }),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'distinct users with a technician_visit in the past 8 weeks?',
    expect: distinct((t) => R.lastWeeks(t, 8), { names: [TV] }),
  },
  { id: 'users-04', type: 'users', question: 'active users last week', expect: distinct(R.lastWeek) },
  {
    id: 'users-05',
    type: 'users',
    question: (now) => `How many people got the new printer driver installed on ${fShort(incident(now))}?`,
    expect: distinct(onIncident, { names: [DU], loose: true }),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'how many customers bought toner in the last 3 months?',
    expect: distinct((t) => R.lastMonths(t, 3), { names: [TO], loose: true }),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'how many users triggered cartridge_recycled this year?',
    expect: low,
  },
  {
    id: 'users-08',
    type: 'users',
    question: (now) => `unique users with a portal-login since ${fISO(ago(now, 20))}`,
    expect: distinct((t) => R.since(ago(t, 20), t), { names: [PL] }),
  },

  // ================= value =================
  {
    id: 'value-01',
    type: 'value',
    question: 'Total print_job_completed value for last month? (value is pages)',
    expect: val(R.lastMonth, [C], 'sum'),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'what is the average toner.cartridge_ordered amount over the past 90 days',
    expect: val((t) => R.lastDays(t, 90), [TO], 'avg'),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'longest technician_visit in the last 30 days — max value in minutes?',
    expect: val(last30, [TV], 'max'),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'Median Invoice Paid amount, all time.',
    expect: val(R.all, [IP], 'median'),
  },
  {
    id: 'value-05',
    type: 'value',
    question: (now) => `smallest Invoice Paid since ${fLong(ago(now, 100))}?`,
    expect: val((t) => R.since(ago(t, 100), t), [IP], 'min'),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'for the board deck: how much revenue came in last month?',
    expect: val(R.lastMonth, MONEY, 'sum', { loose: true, unordered: true }),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'average PrintJobSubmitted value for staff_042 (pages per job)',
    expect: val(R.all, [S], 'avg', { user: 'staff_042' }),
  },
  {
    id: 'value-08',
    type: 'value',
    question: (now) => `how many pages did we lose to failed prints on ${fLong(incident(now))}? sum please`,
    expect: val(onIncident, [F], 'sum', { loose: true }),
  },
  {
    id: 'value-09',
    type: 'value',
    low: true,
    question: 'total Invoice Paid amount for staff_999',
    expect: low,
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'mean value of toner-low events in the past 6 weeks',
    expect: val((t) => R.lastWeeks(t, 6), [TL], 'avg'),
  },

  // ================= top-events =================
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'top 3 events in the last 30 days',
    expect: ranked(last30, byName, { n: 3 }),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'What is our single most common event, ever?',
    expect: ranked(R.all, byName, { n: 1 }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: (now) => `top 3 events on ${fDMY(incident(now))}`,
    expect: ranked(onIncident, byName, { n: 3 }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'least common 2 events last month',
    expect: ranked(R.lastMonth, byName, { n: 2, ascending: true }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: 'what were the 4 most frequent actions last week?',
    expect: ranked(R.lastWeek, byName, { n: 4 }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: (now) => `Rank the top 6 event names by count since ${fShort(ago(now, 75))}.`,
    expect: ranked((t) => R.since(ago(t, 75), t), byName, { n: 6 }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'top 3 events in the past 14 days pls',
    expect: ranked((t) => R.lastDays(t, 14), byName, { n: 3 }),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: 'which event type is the rarest overall?',
    expect: ranked(R.all, byName, { n: 1, ascending: true }),
  },

  // ================= top-users =================
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'top 2 users by number of events in the last 30 days',
    expect: ranked(last30, byUser, { n: 2 }),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'Top 2 users by PrintJobSubmitted count over the last 90 days?',
    expect: ranked((t) => R.lastDays(t, 90), byUser, { n: 2, names: [S] }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: ranked(R.all, byUser, { n: 3, names: MONEY, measure: value, loose: true }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'which technician logged the most technician_visit events last month?',
    expect: ranked(R.lastMonth, byUser, { n: 1, names: [TV] }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'top 2 users by total toner.cartridge_ordered amount',
    expect: ranked(R.all, byUser, { n: 2, names: [TO], measure: value }),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question:
      'Who has the highest summed print_job_completed value in the past 4 weeks? i.e. who prints the most pages',
    expect: ranked((t) => R.lastWeeks(t, 4), byUser, { n: 1, names: [C], measure: value }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: (now) => `who has the most Invoice Paid events since ${fISO(ago(now, 110))}?`,
    expect: ranked((t) => R.since(ago(t, 110), t), byUser, { n: 1, names: [IP] }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'top 4 most active users overall',
    expect: ranked(R.all, byUser, { n: 4 }),
  },

  // ================= user =================
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does staff_042 have in total?',
    expect: count(R.all, { user: 'staff_042' }),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'when was staff_415 first seen? new hire, want to check onboarding',
    expect: (ev) => {
      const s = select(ev, { user: 'staff_415' });
      const t = time(newestFirst(s).at(-1));
      return { names: [fISO(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'staff_017 last seen?',
    expect: (ev) => {
      const s = select(ev, { user: 'staff_017' });
      const t = time(newestFirst(s)[0]);
      return { names: [fISO(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'Which event types has tech_03 used?',
    expect: (ev) => {
      const s = select(ev, { user: 'tech_03' });
      return {
        names: [...new Set(s.map(byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'show me the 3 most recent events for fin_01',
    expect: (ev) => {
      const s = select(ev, { user: 'fin_01' });
      return { names: newestFirst(s).slice(0, 3).map(byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'staff_088 activity in the past 30 days - how many events?',
    expect: count(last30, { user: 'staff_088' }),
  },
  { id: 'user-07', type: 'user', low: true, question: 'when was staff_999 last active?', expect: low },
  {
    id: 'user-08',
    type: 'user',
    question: 'how many events did tech_03 have last month',
    expect: count(R.lastMonth, { user: 'tech_03' }),
  },

  // ================= breakdown =================
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'which weekday gets the most PrintJobSubmitted events?',
    expect: ranked(R.all, byWeekday, { n: 1, names: [S] }),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'busiest hour of the day for print_job_completed over the last 30 days',
    expect: ranked(last30, byHour, { n: 1, names: [C] }),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: (now) =>
      `Monthly Invoice Paid counts from ${fISO(mStart(now, -2))} to ${fISO(mStart(now, 0) - DAY)}`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.between(monthStart(T(now), -2), monthStart(T(now)) - DAY),
        names: [IP],
      });
      const m = [...tally(s, byMonth)].sort();
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'what was the busiest day in the last 30 days?',
    expect: ranked(last30, byDay, { n: 1 }),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'paper jams per week for last week and the week before',
    expect: (ev, now) => {
      const ws = weekStart(T(now));
      const s = select(ev, { range: { from: ws - 2 * WEEK, to: ws }, names: [PJ] });
      const m = [...tally(s, byWeek)].sort();
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'At what hour do people log into the portal most? (portal-login)',
    expect: ranked(R.all, byHour, { n: 1, names: [PL] }),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'quietest day of the week over the last 8 weeks, by events',
    expect: ranked((t) => R.lastWeeks(t, 8), byWeekday, { n: 1, ascending: true }),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: (now) => `daily PrintJobSubmitted counts from ${fShort(ago(now, 3))} to ${fShort(ago(now, 1))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.between(ago(now, 3), ago(now, 1)), names: [S] });
      const m = [...tally(s, byDay)].sort();
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'which month had the most PrintJobSubmitted events?',
    expect: ranked(R.all, byMonth, { n: 1, names: [S] }),
  },

  // ================= compare =================
  {
    id: 'compare-01',
    type: 'compare',
    question: 'PrintJobSubmitted total value (pages): last 7 days vs the 7 days before?',
    expect: cmp(
      (t) => ({ from: t - 14 * DAY, to: t - 7 * DAY }),
      (t) => R.lastDays(t, 7),
      { names: [S], measure: 'sum' },
    ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) =>
      `print_job_completed total value (pages) in ${mName(mStart(now, -1))} vs ${mName(mStart(now, -2))} — up or down?`,
    expect: cmp(
      (t) => R.month(monthStart(t, -2)),
      (t) => R.month(monthStart(t, -1)),
      { names: [C], measure: 'sum' },
    ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'Is Print Job Failed growing? last 30 days compared with the 30 days before',
    expect: cmp((t) => ({ from: t - 60 * DAY, to: t - 30 * DAY }), last30, { names: [F] }),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'total events last month compared with the month before',
    expect: cmp((t) => R.month(monthStart(t, -2)), R.lastMonth),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'toner.cartridge_ordered total amount last month vs the month before it',
    expect: cmp((t) => R.month(monthStart(t, -2)), R.lastMonth, { names: [TO], measure: 'sum' }),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: (now) =>
      `Print Job Failed on ${fISO(incident(now) - 7 * DAY)} vs on ${fISO(incident(now))} (a normal day vs the driver day)`,
    expect: cmp((t) => R.on(incident(t) - 7 * DAY), onIncident, { names: [F] }),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'are portal-login events growing? last 30 days vs the previous 30 days',
    expect: cmp((t) => ({ from: t - 60 * DAY, to: t - 30 * DAY }), last30, { names: [PL] }),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: (now) =>
      `total technician_visit minutes (sum of value): ${mNameY(mStart(now, -2))} versus ${mNameY(mStart(now, -1))}`,
    expect: cmp(
      (t) => R.month(monthStart(t, -2)),
      (t) => R.month(monthStart(t, -1)),
      { names: [TV], measure: 'sum' },
    ),
  },

  // ================= share =================
  {
    id: 'share-01',
    type: 'share',
    question: 'what percentage of events in the last 30 days were Print Job Failed?',
    expect: shareEv(last30, [F]),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'What % of active users last month had a PaperJam?',
    expect: shareUsers(R.lastMonth, [PJ]),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'share of portal-login among all events',
    expect: shareEv(R.all, [PL]),
  },
  {
    id: 'share-04',
    type: 'share',
    question: (now) => `on ${fLong(incident(now))}, what fraction of all events were failed jobs?`,
    expect: shareEv(onIncident, [F], { loose: true }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'what percent of users had a toner.cartridge_ordered in the last 90 days',
    expect: shareUsers((t) => R.lastDays(t, 90), [TO]),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'percentage of all activity last week that was PrintJobSubmitted',
    expect: shareEv(R.lastWeek, [S]),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'Of the users active in the past 60 days, what share used portal-login?',
    expect: shareUsers((t) => R.lastDays(t, 60), [PL]),
  },
  {
    id: 'share-08',
    type: 'share',
    question: (now) => `what % of events since ${fDMY(ago(now, 50))} are technician_visit?`,
    expect: shareEv((t) => R.since(ago(t, 50), t), [TV]),
  },

  // ================= conversion =================
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of users with a toner-low in the last 90 days, how many then did toner.cartridge_ordered?',
    expect: conv((t) => R.lastDays(t, 90), TL, TO),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'portal-login -> PrintJobSubmitted conversion over the last 30 days',
    expect: conv(last30, PL, S),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'last month: of the users who did PrintJobSubmitted, what % later had a Print Job Failed?',
    expect: conv(R.lastMonth, S, F),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: (now) =>
      `on ${fISO(incident(now))}, how many users who got driver.update_installed then had a Print Job Failed afterwards?`,
    expect: conv(onIncident, DU, F),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: (now) =>
      `users who had a PaperJam since ${fLong(ago(now, 60))} and later a Print Job Failed — how many, what %?`,
    expect: conv((t) => R.since(ago(t, 60), t), PJ, F),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question:
      'of people who logged in to the portal last week, what percentage submitted a print job after that?',
    expect: conv(R.lastWeek, PL, S, { loose: true }),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'toner-low to toner.cartridge_ordered conversion, all time',
    expect: conv(R.all, TL, TO),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question: 'printer.offline → PrintJobSubmitted in the past 60 days: how many users converted?',
    expect: conv((t) => R.lastDays(t, 60), OFF, S),
  },

  // ================= churn =================
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${mName(mStart(now, -2))} but not in ${mName(mStart(now, -1))}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, R.month(monthStart(T(now), -2)), R.month(monthStart(T(now), -1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 14 days?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastDays(T(now), 14)).length], confidence: 'high' }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) =>
      `how many people used it between ${fISO(ago(now, 100))} and ${fISO(ago(now, 70))} but have had no activity since ${fISO(ago(now, 50))}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, R.between(ago(now, 100), ago(now, 70)), R.since(ago(now, 50), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'How many new users did we get last month?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastMonth(T(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `number of brand-new users since ${fShort(ago(now, 30))}`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, R.since(ago(now, 30), T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: 'users who were active last week but havent shown up this week — how many?',
    expect: (ev, now) => ({
      numbers: [churned(ev, R.lastWeek(T(now)), R.thisWeek(T(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question:
      'how many users active in the previous 30 days went quiet in the last 30 days (active 60-30 days ago, nothing since)?',
    expect: (ev, now) => ({
      numbers: [
        churned(ev, { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY }, R.lastDays(T(now), 30)).length,
      ],
      confidence: 'high',
    }),
  },
  { id: 'churn-08', type: 'churn', low: true, question: 'did staff_999 churn last month?', expect: low },

  // ================= recency =================
  { id: 'recency-01', type: 'recency', question: 'when was the last PaperJam?', expect: last([PJ]) },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'last time somebody paid an invoice?',
    expect: (ev) => ({
      ...last([IP])(ev),
      names: [IP, ...last([IP])(ev).names],
      unordered: true,
      confidence: 'not-high',
    }),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'has any printer.offline happened in the last 7 days? how many?',
    expect: count((t) => R.lastDays(t, 7), { names: [OFF] }),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'when did tech_03 last do a technician_visit',
    expect: last([TV], { user: 'tech_03' }),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'most recent driver.update_installed — when?',
    expect: last([DU]),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: (now) => `did any Invoice Paid events come in during ${mName(mStart(now, -1))}?`,
    expect: count((t) => R.month(monthStart(t, -1)), { names: [IP] }),
  },
  {
    id: 'recency-07',
    type: 'recency',
    low: true,
    question: 'When was the last firmware_rollback?',
    expect: low,
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'When was the last PrintJobSubmitted by staff_017?',
    expect: last([S], { user: 'staff_017' }),
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: 'latest toner.cartridge_ordered event?',
    expect: last([TO]),
  },

  // ================= catalogue =================
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'what event names exist in our data?',
    expect: (ev) => ({
      names: [...ALL_NAMES].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'how many users do we have in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'Total number of events ever recorded?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'how many distinct event types do we track',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question:
      'new to the team — give me an overview: how many users, how many events, and which event names?',
    expect: (ev) => ({
      numbers: [users(ev).size, ev.length],
      names: [...ALL_NAMES].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'list all the event types we log, I want to know if paper jams are tracked',
    expect: (ev) => ({
      names: [...ALL_NAMES].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'which events do we have, and how many events are stored altogether?',
    expect: (ev) => ({
      numbers: [ev.length],
      names: [...ALL_NAMES].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ================= other =================
  { id: 'other-01', type: 'other', question: 'Which printer model jams the most?', expect: low },
  {
    id: 'other-02',
    type: 'other',
    question: "what's our cost per page for colour vs black-and-white?",
    expect: low,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'how many reams of paper are left in the supply closet on floor 3?',
    expect: low,
  },
  { id: 'other-04', type: 'other', question: 'forecast our toner spend for next quarter', expect: low },
  { id: 'other-05', type: 'other', question: 'which department prints the most?', expect: low },
  {
    id: 'other-06',
    type: 'other',
    question: "what's the guest wifi password in the print room",
    expect: low,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'How satisfied are staff with our technicians? CSAT score?',
    expect: low,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'what is the average fuser temperature on the 4th floor printers',
    expect: low,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'who is the account manager on our print contract and when does it renew?',
    expect: low,
  },
];
