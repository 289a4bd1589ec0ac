/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES } from './data.mjs';

const { DAY, ranges, select, users, sum, rank, tally } = O;
const N = (now) => +now;
const ago = (now, k) => O.dayStart(N(now)) - k * DAY;
const iso = (t) => O.isoDay(t);
const ORD = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ORD(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const fullDay = (t) =>
  `${O.MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}, ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const r2 = (x) => O.round(x, 2);
// the day of the incident (same rule as the generator)
const incidentDay = (now) => {
  let k = 33;
  while (![2, 3].includes(new Date(ago(now, k)).getUTCDay())) k++;
  return ago(now, k);
};

function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
const LOW = { confidence: 'low', dataPoints: 0 };
const low = () => LOW;

// ---- expectation builders -------------------------------------------------------------
const count =
  (f, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, f(now));
    return { numbers: [s.length], confidence: conf, dataPoints: s.length };
  };
const distinct =
  (f, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, f(now));
    return { numbers: [users(s).size], confidence: conf, dataPoints: s.length };
  };
const valueOf =
  (f, measure, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, f(now));
    const x =
      measure === 'sum'
        ? r2(sum(s))
        : measure === 'avg'
          ? O.avg(s)
          : measure === 'min'
            ? O.min(s)
            : measure === 'max'
              ? O.max(s)
              : r2(median(s));
    return { numbers: [x], confidence: conf, dataPoints: s.length };
  };
function ranked(f, key, { n, ascending = false, measure, conf = 'high', withNames } = {}) {
  const get = (ev, now) => {
    const s = select(ev, f(now));
    const all = rank(tally(s, key, measure), { ascending });
    return { s, all };
  };
  const exp = (ev, now) => {
    const { s, all } = get(ev, now);
    const top = all.slice(0, n);
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => (Number.isInteger(v) ? v : r2(v))),
      confidence: conf,
      dataPoints: s.length,
      ...(withNames ? {} : {}),
    };
  };
  exp.tieAtCut = (ev, now) => {
    const { all } = get(ev, now);
    return all.length > n && r2(all[n - 1][1]) === r2(all[n][1]);
  };
  return exp;
}
// a full breakdown (every bucket, chronological)
const series = (f, key) => (ev, now) => {
  const s = select(ev, f(now));
  const m = [...tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return { names: m.map(([k]) => k), numbers: m.map(([, v]) => v), confidence: 'high', dataPoints: s.length };
};
const compare =
  (fa, fb, measure = (s) => s.length, conf = 'high') =>
  (ev, now) => {
    const a = select(ev, fa(now)),
      b = select(ev, fb(now));
    const c = O.change(r2(measure(a)), r2(measure(b)));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
const shareEvents =
  (range, name, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, { range: range(now) });
    const part = s.filter((e) => e.eventName === name).length;
    return { numbers: [part], percents: [O.percent(part, s.length)], confidence: conf, dataPoints: s.length };
  };
const shareUsers =
  (range, name, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, { range: range(now) });
    const all = users(s),
      did = users(s.filter((e) => e.eventName === name));
    return {
      numbers: [did.size, all.size],
      percents: [O.percent(did.size, all.size)],
      confidence: conf,
      dataPoints: s.length,
    };
  };
const conv =
  (range, a, b, conf = 'high') =>
  (ev, now) => {
    const r = range(now),
      c = O.conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf,
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  };
const lastOf =
  (name, conf = 'high') =>
  (ev) => {
    const s = select(ev, { names: [name] });
    return { names: [iso(O.time(O.newestFirst(s)[0]))], confidence: conf, dataPoints: s.length };
  };

const L30 = (now) => ranges.lastDays(N(now), 30);
const L7 = (now) => ranges.lastDays(N(now), 7);
const LM = (now) => ranges.lastMonth(N(now));
const M2 = (now) => ranges.month(O.monthStart(N(now), -2));
const M1 = (now) => ranges.month(O.monthStart(N(now), -1));

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many packages have been scanned in, all time?',
    expect: count(() => ({ names: ['package_scanned'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'reminder.sent count for the last 7 days pls',
    expect: count((now) => ({ range: L7(now), names: ['reminder.sent'] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'How much activity did the mailroom log yesterday? Just the number of events.',
    expect: count((now) => ({ range: ranges.yesterday(N(now)) })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'For the facilities review: how many return-to-sender events happened last month?',
    expect: count((now) => ({ range: LM(now), names: ['return-to-sender'] })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) =>
      `number of courier dropoffs between ${shortDay(ago(now, 20))} and ${shortDay(ago(now, 14))}?`,
    expect: count((now) => ({
      range: ranges.between(ago(now, 20), ago(now, 14)),
      names: ['courier-dropoff'],
    })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'How many package_scanned events are there for emp_0042? Their desk is buried in boxes.',
    expect: count(() => ({ names: ['package_scanned'], user: 'emp_0042' })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) =>
      `How many Signature Captured events did we record in ${monthName(O.monthStart(N(now), -1))}?`,
    expect: count((now) => ({ range: M1(now), names: ['Signature Captured'] })),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) => `oversized_item_logged since ${iso(ago(now, 30))} — how many?`,
    expect: count((now) => ({ range: ranges.since(ago(now, 30), N(now)), names: ['oversized_item_logged'] })),
  },
  {
    id: 'count-09',
    type: 'count',
    low: true,
    question: 'how many parcel_lost events did we have this month?',
    expect: low,
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) => `Count of LockerAssigned events before ${fullDay(ago(now, 100))}`,
    expect: count((now) => ({ range: ranges.before(ago(now, 100)), names: ['LockerAssigned'] })),
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'how many parcels got picked up last week?',
    expect: count((now) => ({ range: ranges.lastWeek(N(now)), names: ['PickupCompleted'] }), 'not-high'),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'Total events in the past 24 hours?',
    expect: count((now) => ({ range: ranges.lastHours(N(now), 24) })),
  },
  {
    id: 'count-13',
    type: 'count',
    question: 'how many events have we logged in the last 12 hours',
    expect: count((now) => ({ range: ranges.lastHours(N(now), 12) })),
  },
  {
    id: 'count-14',
    type: 'count',
    low: true,
    question: 'How many package_scanned events does emp_0999 have?',
    expect: low,
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many distinct users had a PickupCompleted in the last 30 days?',
    expect: distinct((now) => ({ range: L30(now), names: ['PickupCompleted'] })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users in the past week?',
    expect: distinct((now) => ({ range: ranges.lastDays(N(now), 7) })),
  },
  {
    id: 'users-03',
    type: 'users',
    question:
      'How many unique people had a Postage Purchased event last month? finance wants to know who ships stuff',
    expect: distinct((now) => ({ range: LM(now), names: ['Postage Purchased'] })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'number of unique users over the last 3 months',
    expect: distinct((now) => ({ range: ranges.lastMonths(N(now), 3) })),
  },
  {
    id: 'users-05',
    type: 'users',
    low: true,
    question: 'how many users triggered mailbox_opened?',
    expect: low,
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) => `How many people were active on ${longDay(ago(now, 12))}?`,
    expect: distinct((now) => ({ range: ranges.on(ago(now, 12)) })),
  },
  {
    id: 'users-07',
    type: 'users',
    question: (now) => `users who got a reminder.sent since ${iso(ago(now, 45))}?`,
    expect: distinct((now) => ({ range: ranges.since(ago(now, 45), N(now)), names: ['reminder.sent'] })),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'how many users were active last week',
    expect: distinct((now) => ({ range: ranges.lastWeek(N(now)) })),
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'how many employees got notified about a parcel in the last 14 days?',
    expect: distinct(
      (now) => ({ range: ranges.lastDays(N(now), 14), names: ['recipient.notified'] }),
      'not-high',
    ),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: 'average value of package_scanned? (the value is the weight in kg)',
    expect: valueOf(() => ({ names: ['package_scanned'] }), 'avg'),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'Total return-to-sender value last month',
    expect: valueOf((now) => ({ range: LM(now), names: ['return-to-sender'] }), 'sum'),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'what is the max value we have on oversized_item_logged',
    expect: valueOf(() => ({ names: ['oversized_item_logged'] }), 'max'),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'Smallest eventValue among PackageDamaged events in the last 90 days?',
    expect: valueOf((now) => ({ range: ranges.lastDays(N(now), 90), names: ['PackageDamaged'] }), 'min'),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median PickupCompleted value over the last 30 days (hours people let parcels sit)',
    expect: valueOf((now) => ({ range: L30(now), names: ['PickupCompleted'] }), 'median'),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'sum of courier-dropoff values last week',
    expect: valueOf((now) => ({ range: ranges.lastWeek(N(now)), names: ['courier-dropoff'] }), 'sum'),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'How much have people spent in total? ballpark is fine but I want the real figure',
    expect: (ev, now) => ({
      ...valueOf(() => ({ names: ['Postage Purchased'] }), 'sum', 'not-high')(ev, now),
      names: ['Postage Purchased'],
    }),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'mean value of reminder.sent in the last 60 days',
    expect: valueOf((now) => ({ range: ranges.lastDays(N(now), 60), names: ['reminder.sent'] }), 'avg'),
  },
  { id: 'value-09', type: 'value', low: true, question: 'total eventValue for emp_0999', expect: low },
  {
    id: 'value-10',
    type: 'value',
    question: 'Biggest single Postage Purchased amount in the last 30 days?',
    expect: valueOf((now) => ({ range: L30(now), names: ['Postage Purchased'] }), 'max'),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'top 5 events',
    expect: ranked(() => ({}), O.byName, { n: 5 }),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'What are the 3 most common events over the last 30 days?',
    expect: ranked((now) => ({ range: L30(now) }), O.byName, { n: 3 }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'which event is the least common one overall?',
    expect: ranked(() => ({}), O.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'Give me the most frequent events last month, top five.',
    expect: ranked((now) => ({ range: LM(now) }), O.byName, { n: 5 }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: 'For emp_0042, what are their 3 most frequent events?',
    expect: ranked(() => ({ user: 'emp_0042' }), O.byName, { n: 3 }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: (now) =>
      `on ${iso(incidentDay(now))}, which event was the most common? that was the day the courier van crashed`,
    expect: ranked((now) => ({ range: ranges.on(incidentDay(now)) }), O.byName, { n: 1 }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: 'bottom 3 events by count in the past 90 days',
    expect: ranked((now) => ({ range: ranges.lastDays(N(now), 90) }), O.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: 'which event types are used the most? top 4 for last week please',
    expect: ranked((now) => ({ range: ranges.lastWeek(N(now)) }), O.byName, { n: 4 }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'top 5 users by package_scanned',
    expect: ranked(() => ({ names: ['package_scanned'] }), O.byUser, { n: 5 }),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'most active users in the last 30 days, top 2',
    expect: ranked((now) => ({ range: L30(now) }), O.byUser, { n: 2 }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'Which 3 users have the highest summed courier-dropoff value? (value = parcels in the batch)',
    expect: ranked(() => ({ names: ['courier-dropoff'] }), O.byUser, { n: 3, measure: O.value }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'who are our top 5 spenders?',
    expect: (ev, now) => ({
      ...ranked(() => ({ names: ['Postage Purchased'] }), O.byUser, {
        n: 5,
        measure: O.value,
        conf: 'not-high',
      })(ev, now),
    }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'who has the most oversized_item_logged events?',
    expect: ranked(() => ({ names: ['oversized_item_logged'] }), O.byUser, { n: 1 }),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'who was our single most active user last month, by number of events?',
    expect: ranked((now) => ({ range: LM(now) }), O.byUser, { n: 1 }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'which 2 users got the most reminder.sent events ever? need to nudge them',
    expect: ranked(() => ({ names: ['reminder.sent'] }), O.byUser, { n: 2 }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'Which 3 users had the most PickupCompleted events in the past 90 days?',
    expect: ranked((now) => ({ range: ranges.lastDays(N(now), 90), names: ['PickupCompleted'] }), O.byUser, {
      n: 3,
    }),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does emp_0042 have in total?',
    expect: count(() => ({ user: 'emp_0042' })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'When was emp_0404 first seen?',
    expect: (ev) => {
      const s = select(ev, { user: 'emp_0404' });
      return { names: [iso(O.time(s[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'emp_0404 last seen? I think they left the company',
    expect: (ev) => {
      const s = select(ev, { user: 'emp_0404' });
      return { names: [iso(O.time(O.newestFirst(s)[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'Which event names has emp_0315 used?',
    expect: (ev) => {
      const s = select(ev, { user: 'emp_0315' });
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
    question: "show me emp_0123's 3 most recent events",
    expect: Object.assign(
      (ev) => {
        const s = select(ev, { user: 'emp_0123' });
        return {
          names: O.newestFirst(s).slice(0, 3).map(O.byName),
          confidence: 'high',
          dataPoints: s.length,
        };
      },
      {
        tieAtCut: (ev) => {
          const s = O.newestFirst(select(ev, { user: 'emp_0123' }));
          return (
            O.time(s[2]) === O.time(s[3]) || O.time(s[1]) === O.time(s[2]) || O.time(s[0]) === O.time(s[1])
          );
        },
      },
    ),
  },
  { id: 'user-06', type: 'user', low: true, question: 'what has emp_0999 been doing lately?', expect: low },
  {
    id: 'user-07',
    type: 'user',
    question: 'clerk_amy: how many events last month?',
    expect: count((now) => ({ range: LM(now), user: 'clerk_amy' })),
  },
  {
    id: 'user-08',
    type: 'user',
    question: 'first seen date for emp_0458? new hire, just want to confirm their start',
    expect: (ev) => {
      const s = select(ev, { user: 'emp_0458' });
      return { names: [iso(O.time(s[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'when did clerk_dee last do anything in the system?',
    expect: (ev) => {
      const s = select(ev, { user: 'clerk_dee' });
      return { names: [iso(O.time(O.newestFirst(s)[0]))], confidence: 'high', dataPoints: s.length };
    },
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'Which weekday is the busiest overall?',
    expect: ranked(() => ({}), O.byWeekday, { n: 1 }),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'at what hour of the day do most PickupCompleted events happen?',
    expect: ranked(() => ({ names: ['PickupCompleted'] }), O.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'package_scanned per month over the last 3 months',
    expect: series((now) => ({ range: ranges.lastMonths(N(now), 3), names: ['package_scanned'] }), O.byMonth),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'what was the busiest day for PackageDamaged?',
    expect: ranked(() => ({ names: ['PackageDamaged'] }), O.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'weekly counts of Postage Purchased for the last 4 weeks',
    expect: series((now) => ({ range: ranges.lastWeeks(N(now), 4), names: ['Postage Purchased'] }), O.byWeek),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'busiest hour for package_scanned in the last 30 days? planning clerk shifts',
    expect: ranked((now) => ({ range: L30(now), names: ['package_scanned'] }), O.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'Which day of the week sees the most PickupCompleted, looking at the past 8 weeks?',
    expect: ranked(
      (now) => ({ range: ranges.lastWeeks(N(now), 8), names: ['PickupCompleted'] }),
      O.byWeekday,
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: (now) => `return-to-sender by month since ${iso(O.monthStart(N(now), -2))}`,
    expect: series(
      (now) => ({ range: ranges.since(O.monthStart(N(now), -2), N(now)), names: ['return-to-sender'] }),
      O.byMonth,
    ),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-01',
    type: 'compare',
    question: 'package_scanned in the last 30 days vs the previous 30 days?',
    expect: compare(
      (now) => ({ range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, names: ['package_scanned'] }),
      (now) => ({ range: L30(now), names: ['package_scanned'] }),
    ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'total events last week compared with the week before',
    expect: compare(
      (now) => ({ range: { from: O.weekStart(N(now)) - 2 * O.WEEK, to: O.weekStart(N(now)) - O.WEEK } }),
      (now) => ({ range: ranges.lastWeek(N(now)) }),
    ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: (now) =>
      `compare PickupCompleted in ${monthName(O.monthStart(N(now), -2))} and ${monthName(O.monthStart(N(now), -1))}`,
    expect: compare(
      (now) => ({ range: M2(now), names: ['PickupCompleted'] }),
      (now) => ({ range: M1(now), names: ['PickupCompleted'] }),
    ),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'is package_scanned growing? last 4 weeks vs the 4 weeks before that',
    expect: compare(
      (now) => ({
        range: { from: N(now) - 8 * O.WEEK, to: N(now) - 4 * O.WEEK },
        names: ['package_scanned'],
      }),
      (now) => ({ range: ranges.lastWeeks(N(now), 4), names: ['package_scanned'] }),
    ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'are we getting more parcels lately? past 14 days against the 14 days before',
    expect: compare(
      (now) => ({ range: { from: N(now) - 28 * DAY, to: N(now) - 14 * DAY }, names: ['package_scanned'] }),
      (now) => ({ range: ranges.lastDays(N(now), 14), names: ['package_scanned'] }),
      undefined,
      'not-high',
    ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'Postage Purchased total value: last 14 days vs the 14 days before',
    expect: compare(
      (now) => ({ range: { from: N(now) - 28 * DAY, to: N(now) - 14 * DAY }, names: ['Postage Purchased'] }),
      (now) => ({ range: ranges.lastDays(N(now), 14), names: ['Postage Purchased'] }),
      sum,
    ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question:
      'parcels received via courier-dropoff (sum of value): last 30 days vs the 30 days before — up or down?',
    expect: compare(
      (now) => ({ range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, names: ['courier-dropoff'] }),
      (now) => ({ range: L30(now), names: ['courier-dropoff'] }),
      sum,
    ),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: (now) =>
      `return-to-sender between ${iso(ago(now, 70))} and ${iso(ago(now, 50))} versus between ${iso(ago(now, 35))} and ${iso(ago(now, 15))}`,
    expect: compare(
      (now) => ({ range: ranges.between(ago(now, 70), ago(now, 50)), names: ['return-to-sender'] }),
      (now) => ({ range: ranges.between(ago(now, 35), ago(now, 15)), names: ['return-to-sender'] }),
    ),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are reminder.sent?',
    expect: shareEvents(() => ranges.all(), 'reminder.sent'),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what % of active users in the last 30 days did a PickupCompleted?',
    expect: shareUsers(L30, 'PickupCompleted'),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'share of events last month that were PackageDamaged',
    expect: shareEvents(LM, 'PackageDamaged'),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'Percentage of users who ever had an oversized_item_logged event?',
    expect: shareUsers(() => ranges.all(), 'oversized_item_logged'),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'in the last 7 days, what fraction of events were recipient.notified? as a percent',
    expect: shareEvents(L7, 'recipient.notified'),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'what percent of our people have ever bought postage through the mailroom?',
    expect: shareUsers(() => ranges.all(), 'Postage Purchased', 'not-high'),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `On ${fullDay(incidentDay(now))} what percentage of all events were PackageDamaged?`,
    expect: shareEvents((now) => ranges.on(incidentDay(now)), 'PackageDamaged'),
  },
  {
    id: 'share-08',
    type: 'share',
    question: (now) => `what percent of users active since ${longDay(ago(now, 60))} got a reminder.sent?`,
    expect: shareUsers((now) => ranges.since(ago(now, 60), N(now)), 'reminder.sent'),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of users with recipient.notified in the last 30 days, how many went on to a PickupCompleted?',
    expect: conv(L30, 'recipient.notified', 'PickupCompleted'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'reminder.sent → PickupCompleted conversion last month',
    expect: conv(LM, 'reminder.sent', 'PickupCompleted'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'what share of users with a package_scanned later had a return-to-sender? all time',
    expect: conv(() => ranges.all(), 'package_scanned', 'return-to-sender'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'LockerAssigned then Signature Captured, conversion over the past 60 days?',
    expect: conv((now) => ranges.lastDays(N(now), 60), 'LockerAssigned', 'Signature Captured'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'from recipient.notified to reminder.sent in the last 14 days: how many users and what %?',
    expect: conv((now) => ranges.lastDays(N(now), 14), 'recipient.notified', 'reminder.sent'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: (now) =>
      `of people who had package_scanned since ${shortDay(ago(now, 40))}, what % then had PickupCompleted?`,
    expect: conv((now) => ranges.since(ago(now, 40), N(now)), 'package_scanned', 'PickupCompleted'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: 'delivery.refused followed by return-to-sender: how many users converted?',
    expect: conv(() => ranges.all(), 'delivery.refused', 'return-to-sender'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question: 'of people we notified last month, what share actually picked their parcel up afterwards?',
    expect: conv(LM, 'recipient.notified', 'PickupCompleted', 'not-high'),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(O.monthStart(N(now), -2))} but not in ${monthName(O.monthStart(N(now), -1))}?`,
    expect: (ev, now) => ({ numbers: [O.churned(ev, M2(now), M1(now)).length], confidence: 'high' }),
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
    question: (now) => `how many people showed up for the first time since ${iso(ago(now, 21))}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, ranges.since(ago(now, 21), N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(ago(now, 90))} and ${iso(ago(now, 61))} but with no activity in the last 30 days — count?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, ranges.between(ago(now, 90), ago(now, 61)), L30(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: 'How many users who were active last month have not been active this month?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, LM(now), ranges.thisMonth(N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: 'new users in the past 14 days, how many?',
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, ranges.lastDays(N(now), 14)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'churned users: active in the 30 days before the last 30 days, but not in the last 30 days',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, L30(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) =>
      `how many people had their first ever event in ${monthName(O.monthStart(N(now), -1))}?`,
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, M1(now)).length], confidence: 'high' }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last return-to-sender?',
    expect: lastOf('return-to-sender'),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone have a delivery.refused in the last 30 days? how many?',
    expect: count((now) => ({ range: L30(now), names: ['delivery.refused'] })),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'last PackageDamaged event — when was it?',
    expect: lastOf('PackageDamaged'),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'has there ever been an oversized_item_logged event? how many',
    expect: count(() => ({ names: ['oversized_item_logged'] })),
  },
  {
    id: 'recency-05',
    type: 'recency',
    low: true,
    question: 'when was the last drone_delivery?',
    expect: low,
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'most recent Postage Purchased, date please',
    expect: lastOf('Postage Purchased'),
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'any Signature Captured in the last 3 days?',
    expect: count((now) => ({ range: ranges.lastDays(N(now), 3), names: ['Signature Captured'] })),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'when did the last reminder.sent go out?',
    expect: lastOf('reminder.sent'),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'What event names exist?',
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
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: "what's the total number of events we've stored?",
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'list every event type we track, and tell me how many events there are in all',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      numbers: [ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
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
    question: 'how many people and how many events are in this dataset overall?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'new PM here, getting my bearings — which kinds of events do we have?',
    expect: (ev) => ({
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
    question: 'Which courier company delivers the most packages to us?',
    expect: low,
  },
  {
    id: 'other-02',
    type: 'other',
    question: "what's the weather going to be like tomorrow for the outdoor loading dock?",
    expect: low,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'how many packages will arrive next week? need a forecast for staffing',
    expect: low,
  },
  { id: 'other-04', type: 'other', question: 'What is the hourly wage of our mailroom clerks?', expect: low },
  {
    id: 'other-05',
    type: 'other',
    question: 'which floor of the building receives the most deliveries?',
    expect: low,
  },
  {
    id: 'other-06',
    type: 'other',
    question: "what's the phone number of the UPS driver on our route",
    expect: low,
  },
  { id: 'other-07', type: 'other', question: 'write me a short poem about lost parcels', expect: low },
  {
    id: 'other-08',
    type: 'other',
    question: 'How satisfied are employees with the mailroom service? NPS score?',
    expect: low,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'how much does the locker vendor charge us per month for the smart lockers?',
    expect: low,
  },
];
