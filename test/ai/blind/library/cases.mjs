/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind round "library": questions a public library app's team would ask about its member events.
// Every expectation is computed with the reference oracle, following SEMANTICS.md.

import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { NOBODY } from './data.mjs';

const {
  DAY,
  WEEK,
  MONTHS,
  ranges: R,
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
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  isoDay,
  dayStart,
  monthStart,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
} = O;

// ---- dates written the ways people write them ---------------------------------------------
const ago = (now, k) => dayStart(+now) - k * DAY; // start of the UTC day k days back
const parts = (ms) => {
  const d = new Date(ms);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate() };
};
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const iso = (ms) => isoDay(ms); // 2026-11-03
const long = (ms) => {
  const p = parts(ms);
  return `${MONTHS[p.m]} ${ord(p.d)}`;
}; // November 3rd
const short = (ms) => {
  const p = parts(ms);
  return `${MONTHS[p.m].slice(0, 3)} ${p.d}`;
}; // Nov 3
const dmy = (ms) => {
  const p = parts(ms);
  return `${p.d} ${MONTHS[p.m]} ${p.y}`;
}; // 3 November 2026
const mdy = (ms) => {
  const p = parts(ms);
  return `${MONTHS[p.m]} ${p.d}, ${p.y}`;
}; // November 3, 2026
const monthName = (now, add) => MONTHS[new Date(monthStart(+now, add)).getUTCMonth()];
const monthYear = (now, add) => `${monthName(now, add)} ${new Date(monthStart(+now, add)).getUTCFullYear()}`;
const monthRange = (now, add) => R.month(monthStart(+now, add));

// ---- expectation helpers -------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const money = (x) => round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const n = v.length;
  return round(n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2, 2);
};

// A count of matching events; zero matches → low with no data points.
const count =
  (filter, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, filter(now));
    return evs.length ? { numbers: [evs.length], confidence, dataPoints: evs.length } : LOW;
  };

// Distinct users among matching events.
const distinct =
  (filter, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, filter(now));
    return evs.length ? { numbers: [users(evs).size], confidence, dataPoints: evs.length } : LOW;
  };

// A single measure of eventValue over matching events.
const measure =
  (filter, fn, confidence = 'high', extra = {}) =>
  (events, now) => {
    const evs = select(events, filter(now));
    return evs.length ? { numbers: [fn(evs)], confidence, dataPoints: evs.length, ...extra } : LOW;
  };

// A ranked list (top N / bottom N) with a tie check at the cut.
function ranked(getMap, n, { ascending = false, confidence = 'high', digits } = {}) {
  const f = (events, now) => {
    const { map, dp } = getMap(events, now);
    const top = rank(map, { n, ascending });
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => (digits === undefined ? v : round(v, digits))),
      confidence,
      dataPoints: dp,
    };
  };
  f.tieAtCut = (events, now) => {
    const all = rank(getMap(events, now).map, { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return f;
}
const tallied = (filter, key, m) => (events, now) => {
  const evs = select(events, filter(now));
  return { map: tally(evs, key, m), dp: evs.length };
};

// A full breakdown (every bucket), in any order.
const breakdown = (filter, key, m, digits) => (events, now) => {
  const evs = select(events, filter(now));
  const rows = [...tally(evs, key, m)];
  return {
    names: rows.map(([k]) => k),
    unordered: true,
    numbers: rows.map(([, v]) => (digits === undefined ? v : round(v, digits))),
    confidence: 'high',
    dataPoints: evs.length,
  };
};

// Two periods, earlier first.
const compare =
  (earlierRange, laterRange, { names, fn = (evs) => evs.length, digits, confidence = 'high' } = {}) =>
  (events, now) => {
    const a = select(events, { range: earlierRange(now), names });
    const b = select(events, { range: laterRange(now), names });
    const c = change(fn(a), fn(b));
    const r = (x) => (digits === undefined ? x : round(x, digits));
    return {
      numbers: [r(c.earlier), r(c.later), r(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
const prevOf = (range) => ({ from: 2 * range.from - range.to, to: range.from });

// Share of events that are X.
const eventShare =
  (range, name, confidence = 'high') =>
  (events, now) => {
    const all = select(events, { range: range(now) });
    const x = all.filter((e) => e.eventName === name);
    return { percents: [percent(x.length, all.length)], confidence, dataPoints: all.length };
  };
// Share of active users who did X.
const userShare =
  (range, name, confidence = 'high') =>
  (events, now) => {
    const all = select(events, { range: range(now) });
    const did = users(all.filter((e) => e.eventName === name));
    return { percents: [percent(did.size, users(all).size)], confidence, dataPoints: all.length };
  };

// Conversion A → B in range.
const convert =
  (range, a, b, confidence = 'high') =>
  (events, now) => {
    const r = range(now);
    const c = conversion(events, r, a, b);
    const dp = select(events, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence, dataPoints: dp };
  };

// Date of the latest matching event ("when was the last X").
const lastDate =
  (filter, confidence = 'high', withDp = true) =>
  (events, now) => {
    const evs = select(events, filter(now));
    if (!evs.length) return LOW;
    const latest = Math.max(...evs.map(time));
    return { names: [isoDay(latest)], confidence, ...(withDp ? { dataPoints: evs.length } : {}) };
  };

const ALL = () => ({});

export const cases = [
  // ================================================================ count
  {
    id: 'count-01',
    type: 'count',
    question: 'In the last 30 days, how many ebook_borrowed events?',
    expect: count((now) => ({ range: R.lastDays(+now, 30), names: ['ebook_borrowed'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'how many catalog searches hapened yesterday?',
    expect: count((now) => ({ range: R.yesterday(+now), names: ['catalog_search'] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) =>
      `Number of item_returned events between ${iso(ago(now, 20))} and ${iso(ago(now, 10))}, please`,
    expect: count((now) => ({ range: R.between(ago(now, 20), ago(now, 10)), names: ['item_returned'] })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) => `how many audiobooks did people check out in ${monthName(now, -1)}?`,
    expect: count((now) => ({ range: monthRange(now, -1), names: ['audiobook_borrowed'] }), 'not-high'),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'How many holds were placed last week?',
    expect: count((now) => ({ range: R.lastWeek(+now), names: ['hold_placed'] }), 'not-high'),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) => `For the board report: total number of events since ${long(ago(now, 14))}`,
    expect: count((now) => ({ range: R.since(ago(now, 14), +now) })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'How many TitleRated events has critic_cleo logged?',
    expect: count(() => ({ names: ['TitleRated'], user: 'critic_cleo' })),
  },
  {
    id: 'count-08',
    type: 'count',
    low: true,
    question: 'how many late_fee_paid events did newbie_nia have?',
    expect: count(() => ({ names: ['late_fee_paid'], user: 'newbie_nia' })),
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'Count of ProgramRegistered in the past 2 weeks',
    expect: count((now) => ({ range: R.lastWeeks(+now, 2), names: ['ProgramRegistered'] })),
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) => `app opens on ${short(ago(now, 3))}?`,
    expect: count((now) => ({ range: R.on(ago(now, 3)), names: ['app_open'] })),
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'How many loan_renewed events did audio_raj have in the last 60 days?',
    expect: count((now) => ({ range: R.lastDays(+now, 60), names: ['loan_renewed'], user: 'audio_raj' })),
  },

  // ================================================================ users
  {
    id: 'users-01',
    type: 'users',
    question: 'how many unqiue users did we have in the last 7 days?',
    expect: distinct((now) => ({ range: R.lastDays(+now, 7) })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: (now) => `how many members borrowed an audiobook in ${monthName(now, -1)}?`,
    expect: distinct((now) => ({ range: monthRange(now, -1), names: ['audiobook_borrowed'] }), 'not-high'),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'distinct users with hold_placed in the past 30 days',
    expect: distinct((now) => ({ range: R.lastDays(+now, 30), names: ['hold_placed'] })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'active users yesterday?',
    expect: distinct((now) => ({ range: R.yesterday(+now) })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) =>
      `How many patrons rated a title between ${dmy(ago(now, 40))} and ${dmy(ago(now, 25))}?`,
    expect: distinct(
      (now) => ({ range: R.between(ago(now, 40), ago(now, 25)), names: ['TitleRated'] }),
      'not-high',
    ),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) => `how many people have done ProgramRegistered since ${mdy(ago(now, 21))}?`,
    expect: distinct((now) => ({ range: R.since(ago(now, 21), +now), names: ['ProgramRegistered'] })),
  },
  {
    id: 'users-07',
    type: 'users',
    question: (now) => `unique users in ${monthYear(now, -2)}`,
    expect: distinct((now) => ({ range: monthRange(now, -2) })),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'Quick one - how many active users in the last 3 months?',
    expect: distinct((now) => ({ range: R.lastMonths(+now, 3) })),
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'how many customers did late_fee_paid in the last 60 days',
    expect: distinct((now) => ({ range: R.lastDays(+now, 60), names: ['late_fee_paid'] })),
  },

  // ================================================================ value
  {
    id: 'value-01',
    type: 'value',
    question: 'Total late_fee_paid amount in the last 30 days',
    expect: measure(
      (now) => ({ range: R.lastDays(+now, 30), names: ['late_fee_paid'] }),
      (evs) => money(sum(evs)),
    ),
  },
  {
    id: 'value-02',
    type: 'value',
    question: "What's the average TitleRated value?",
    expect: measure(() => ({ names: ['TitleRated'] }), avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'what average star rating does critic_cleo give?',
    expect: measure(() => ({ names: ['TitleRated'], user: 'critic_cleo' }), avg, 'not-high'),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'biggest single late fee anyone has paid?',
    expect: measure(
      () => ({ names: ['late_fee_paid'] }),
      (evs) => money(max(evs)),
      'not-high',
    ),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median late_fee_paid value last month',
    expect: measure((now) => ({ range: R.lastMonth(+now), names: ['late_fee_paid'] }), median),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'min audiobook_borrowed value over the past 90 days',
    expect: measure((now) => ({ range: R.lastDays(+now, 90), names: ['audiobook_borrowed'] }), min),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'How much has fines_fred paid in late fees altogether?',
    expect: measure(
      () => ({ names: ['late_fee_paid'], user: 'fines_fred' }),
      (evs) => money(sum(evs)),
      'not-high',
    ),
  },
  {
    id: 'value-08',
    type: 'value',
    question: "what's our total revenue over the past 60 days?",
    expect: measure(
      (now) => ({ range: R.lastDays(+now, 60), names: ['late_fee_paid'] }),
      (evs) => money(sum(evs)),
      'not-high',
      { names: ['late_fee_paid'] },
    ),
  },
  {
    id: 'value-09',
    type: 'value',
    question: (now) => `avg hold_placed value between ${iso(ago(now, 30))} and ${iso(ago(now, 1))}`,
    expect: measure((now) => ({ range: R.between(ago(now, 30), ago(now, 1)), names: ['hold_placed'] }), avg),
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'sum of ProgramRegistered value for events_eli in the last 30 days',
    expect: measure(
      (now) => ({ range: R.lastDays(+now, 30), names: ['ProgramRegistered'], user: 'events_eli' }),
      sum,
    ),
  },

  // ================================================================ top-events
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'waht are the top 4 events?',
    expect: ranked(tallied(ALL, byName), 4),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: '3 least common events in the last 30 days',
    expect: ranked(
      tallied((now) => ({ range: R.lastDays(+now, 30) }), byName),
      3,
      { ascending: true },
    ),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'Last week, what were the top 3 actions?',
    expect: ranked(
      tallied((now) => ({ range: R.lastWeek(+now) }), byName),
      3,
    ),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'what was the most frequent event yesterday? thanks!',
    expect: ranked(
      tallied((now) => ({ range: R.yesterday(+now) }), byName),
      1,
    ),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: (now) => `top 10 events by count in ${monthName(now, -1)}`,
    expect: ranked(
      tallied((now) => ({ range: monthRange(now, -1) }), byName),
      10,
    ),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: "what are bookworm_ava's most common events?",
    expect: ranked(
      tallied(() => ({ user: 'bookworm_ava' }), byName),
      5,
    ),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: (now) => `top 2 events between ${long(ago(now, 50))} and ${long(ago(now, 36))}`,
    expect: ranked(
      tallied((now) => ({ range: R.between(ago(now, 50), ago(now, 36)) }), byName),
      2,
    ),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: 'What are the two rarest events overall?',
    expect: ranked(tallied(ALL, byName), 2, { ascending: true }),
  },

  // ================================================================ top-users
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'Who are the top 5 most active users, please?',
    expect: ranked(tallied(ALL, byUser), 5),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'top 3 spenders',
    expect: ranked(
      tallied(() => ({ names: ['late_fee_paid'] }), byUser, value),
      3,
      { confidence: 'not-high', digits: 2 },
    ),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'top 2 users by ebook_borrowed last month',
    expect: ranked(
      tallied((now) => ({ range: R.lastMonth(+now), names: ['ebook_borrowed'] }), byUser),
      2,
    ),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'Who places the most holds?',
    expect: ranked(
      tallied(() => ({ names: ['hold_placed'] }), byUser),
      1,
      { confidence: 'not-high' },
    ),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'top 3 users by total late_fee_paid value',
    expect: ranked(
      tallied(() => ({ names: ['late_fee_paid'] }), byUser, value),
      3,
      { digits: 2 },
    ),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'most active users in the last 14 days - top 2',
    expect: ranked(
      tallied((now) => ({ range: R.lastDays(+now, 14) }), byUser),
      2,
    ),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: (now) => `Top 2 users by number of TitleRated events since ${iso(ago(now, 45))}`,
    expect: ranked(
      tallied((now) => ({ range: R.since(ago(now, 45), +now), names: ['TitleRated'] }), byUser),
      2,
    ),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'who registers for the most library programs?',
    expect: ranked(
      tallied(() => ({ names: ['ProgramRegistered'] }), byUser),
      1,
      { confidence: 'not-high' },
    ),
  },
  {
    id: 'top-users-09',
    type: 'top-users',
    question: 'which users had the most audiobook_borrowed events? top 2',
    expect: ranked(
      tallied(() => ({ names: ['audiobook_borrowed'] }), byUser),
      2,
    ),
  },

  // ================================================================ user
  {
    id: 'user-01',
    type: 'user',
    question: 'How many events has bookworm_ava logged?',
    expect: count(() => ({ user: 'bookworm_ava' })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'When was newbie_nia first seen?',
    expect: (events) => {
      const evs = select(events, { user: 'newbie_nia' });
      return { names: [isoDay(Math.min(...evs.map(time)))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'last seen date for lapsed_lou',
    expect: lastDate(() => ({ user: 'lapsed_lou' })),
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'which event names has audio_raj used?',
    expect: (events) => {
      const evs = select(events, { user: 'audio_raj' });
      return {
        names: [...new Set(evs.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'show me the 3 most recent events for holds_hana',
    expect: (events) => {
      const evs = select(events, { user: 'holds_hana' });
      return { names: newestFirst(evs).slice(0, 3).map(byName), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    low: true,
    question: `how many events did ${NOBODY} have?`,
    expect: count(() => ({ user: NOBODY })),
  },
  {
    id: 'user-07',
    type: 'user',
    question: "What's critic_cleo been up to in the last 7 days? how many events?",
    expect: count((now) => ({ range: R.lastDays(+now, 7), user: 'critic_cleo' })),
  },
  {
    id: 'user-08',
    type: 'user',
    question: 'fines_fred - first and last activity dates?',
    expect: (events) => {
      const ts = select(events, { user: 'fines_fred' }).map(time);
      return {
        names: [isoDay(Math.min(...ts)), isoDay(Math.max(...ts))],
        confidence: 'high',
        dataPoints: ts.length,
      };
    },
  },
  {
    id: 'user-09',
    type: 'user',
    low: true,
    question: 'how many ebook_borrowed did audio_raj do?',
    expect: count(() => ({ names: ['ebook_borrowed'], user: 'audio_raj' })),
  },
  {
    id: 'user-10',
    type: 'user',
    low: true,
    question: (now) => `How many events has lapsed_lou had since ${iso(ago(now, 60))}?`,
    expect: count((now) => ({ range: R.since(ago(now, 60), +now), user: 'lapsed_lou' })),
  },

  // ================================================================ breakdown
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'Busiest weekday for catalog_search?',
    expect: ranked(
      tallied(() => ({ names: ['catalog_search'] }), byWeekday),
      1,
    ),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: 'events per day for the last 7 days',
    expect: breakdown((now) => ({ range: R.lastDays(+now, 7) }), byDay),
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'We want to schedule app maintenance. Which hour of the day is busiest?',
    expect: ranked(tallied(ALL, byHour), 1),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'weekly ebook_borrowed counts over the last 4 weeks',
    expect: breakdown((now) => ({ range: R.lastWeeks(+now, 4), names: ['ebook_borrowed'] }), byWeek),
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'monthly totals of late_fee_paid value',
    expect: breakdown(() => ({ names: ['late_fee_paid'] }), byMonth, value, 2),
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'What was the busiest day in the last 30 days?',
    expect: ranked(
      tallied((now) => ({ range: R.lastDays(+now, 30) }), byDay),
      1,
    ),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: 'audiobook_borrowed by weekday',
    expect: breakdown(() => ({ names: ['audiobook_borrowed'] }), byWeekday),
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: (now) =>
      `Between ${iso(monthStart(+now, -3))} and ${iso(monthStart(+now) - DAY)}, which month had the most TitleRated events?`,
    expect: ranked(
      tallied(
        (now) => ({ range: R.between(monthStart(+now, -3), monthStart(+now) - DAY), names: ['TitleRated'] }),
        byMonth,
      ),
      1,
    ),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'which day of the week has the fewest events?',
    expect: ranked(tallied(ALL, byWeekday), 1, { ascending: true }),
  },

  // ================================================================ compare
  {
    id: 'compare-01',
    type: 'compare',
    question: 'Compare ebook_borrowed last week vs the week before',
    expect: compare(
      (now) => prevOf(R.lastWeek(+now)),
      (now) => R.lastWeek(+now),
      { names: ['ebook_borrowed'] },
    ),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: 'Is catalog_search growing? last 30 days vs the previous 30 days',
    expect: compare(
      (now) => prevOf(R.lastDays(+now, 30)),
      (now) => R.lastDays(+now, 30),
      { names: ['catalog_search'] },
    ),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: (now) => `${monthName(now, -2)} vs ${monthName(now, -1)} for audiobook_borrowed`,
    expect: compare(
      (now) => monthRange(now, -2),
      (now) => monthRange(now, -1),
      { names: ['audiobook_borrowed'] },
    ),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'How do active users in the last 30 days compare with the 30 days before?',
    expect: compare(
      (now) => prevOf(R.lastDays(+now, 30)),
      (now) => R.lastDays(+now, 30),
      { fn: (evs) => users(evs).size },
    ),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'late_fee_paid total value, last 14 days vs the 14 days before',
    expect: compare(
      (now) => prevOf(R.lastDays(+now, 14)),
      (now) => R.lastDays(+now, 14),
      { names: ['late_fee_paid'], fn: sum, digits: 2 },
    ),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: 'Are renewals going up? past 4 weeks compared with the 4 weeks before',
    expect: compare(
      (now) => prevOf(R.lastWeeks(+now, 4)),
      (now) => R.lastWeeks(+now, 4),
      { names: ['loan_renewed'], confidence: 'not-high' },
    ),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'total events yesterday compared with the day before',
    expect: compare(
      (now) => prevOf(R.yesterday(+now)),
      (now) => R.yesterday(+now),
    ),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'TitleRated events: last 14 days vs previous 14 days',
    expect: compare(
      (now) => prevOf(R.lastDays(+now, 14)),
      (now) => R.lastDays(+now, 14),
      { names: ['TitleRated'] },
    ),
  },

  // ================================================================ share
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of events are catalog_search?',
    expect: eventShare(R.all, 'catalog_search'),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'What share of active users borrowed an audiobook in the last 30 days?',
    expect: userShare((now) => R.lastDays(+now, 30), 'audiobook_borrowed', 'not-high'),
  },
  {
    id: 'share-03',
    type: 'share',
    question: '% of users who did ProgramRegistered',
    expect: userShare(R.all, 'ProgramRegistered'),
  },
  {
    id: 'share-04',
    type: 'share',
    question: "what percentage of last week's activity was app_open?",
    expect: eventShare((now) => R.lastWeek(+now), 'app_open'),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'Share of events that were late_fee_paid last month',
    expect: eventShare((now) => R.lastMonth(+now), 'late_fee_paid'),
  },
  {
    id: 'share-06',
    type: 'share',
    question: (now) => `What percent of people active in ${monthName(now, -1)} rated a title?`,
    expect: userShare((now) => monthRange(now, -1), 'TitleRated', 'not-high'),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'percentage of active users in the past 14 days with a hold_placed event',
    expect: userShare((now) => R.lastDays(+now, 14), 'hold_placed'),
  },
  {
    id: 'share-08',
    type: 'share',
    question: (now) =>
      `What percentage of events between ${short(ago(now, 21))} and ${short(ago(now, 8))} were item_returned?`,
    expect: eventShare((now) => R.between(ago(now, 21), ago(now, 8)), 'item_returned'),
  },

  // ================================================================ conversion
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'Of users who did catalog_search, how many went on to ebook_borrowed?',
    expect: convert(R.all, 'catalog_search', 'ebook_borrowed'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: 'hold_placed -> ebook_borrowed conversion in the last 30 days',
    expect: convert((now) => R.lastDays(+now, 30), 'hold_placed', 'ebook_borrowed'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'of users with member_signup, what % later did audiobook_borrowed?',
    expect: convert(R.all, 'member_signup', 'audiobook_borrowed'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'conversion from app_open to catalog_search last week',
    expect: convert((now) => R.lastWeek(+now), 'app_open', 'catalog_search'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question: 'How many patrons who borrowed an ebook went on to rate a title?',
    expect: convert(R.all, 'ebook_borrowed', 'TitleRated', 'not-high'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: (now) => `ebook_borrowed to loan_renewed conversion since ${dmy(ago(now, 45))}`,
    expect: convert((now) => R.since(ago(now, 45), +now), 'ebook_borrowed', 'loan_renewed'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: (now) =>
      `of those who placed a hold in ${monthName(now, -1)}, what % borrowed an audiobook afterwards?`,
    expect: convert((now) => monthRange(now, -1), 'hold_placed', 'audiobook_borrowed', 'not-high'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question: "item_returned then TitleRated over the past 60 days: what's the conversion rate?",
    expect: convert((now) => R.lastDays(+now, 60), 'item_returned', 'TitleRated'),
  },

  // ================================================================ churn
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `How many users were active in ${monthName(now, -2)} but not in ${monthName(now, -1)}?`,
    expect: (events, now) => ({
      numbers: [churned(events, monthRange(now, -2), monthRange(now, -1)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 30 days',
    expect: (events, now) => ({
      numbers: [newUsers(events, R.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'How many new users did we get last week?',
    expect: (events, now) => ({ numbers: [newUsers(events, R.lastWeek(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `How many users were active between ${iso(ago(now, 90))} and ${iso(ago(now, 61))} but haven't been back since ${iso(ago(now, 30))}?`,
    expect: (events, now) => ({
      numbers: [churned(events, R.between(ago(now, 90), ago(now, 61)), R.since(ago(now, 30), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `new users in ${monthName(now, -1)}?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, monthRange(now, -1)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `new users since ${long(ago(now, 20))}`,
    expect: (events, now) => ({
      numbers: [newUsers(events, R.since(ago(now, 20), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'how many users who were active last month were not active in the last 7 days?',
    expect: (events, now) => ({
      numbers: [churned(events, R.lastMonth(+now), R.lastDays(+now, 7)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: 'How many brand-new users showed up in the past 14 days?',
    expect: (events, now) => ({
      numbers: [newUsers(events, R.lastDays(+now, 14)).length],
      confidence: 'high',
    }),
  },

  // ================================================================ recency
  {
    id: 'recency-01',
    type: 'recency',
    question: 'When was the last late_fee_paid?',
    expect: lastDate(() => ({ names: ['late_fee_paid'] })),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'when did someone last place a hold?',
    expect: lastDate(() => ({ names: ['hold_placed'] }), 'not-high'),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: 'When did anyone last do ProgramRegistered?',
    expect: lastDate(() => ({ names: ['ProgramRegistered'] })),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: 'last time bookworm_ava borrowed an ebook',
    expect: lastDate(() => ({ names: ['ebook_borrowed'], user: 'bookworm_ava' }), 'not-high'),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'most recent member_signup?',
    expect: lastDate(() => ({ names: ['member_signup'] })),
  },
  {
    id: 'recency-06',
    type: 'recency',
    question: 'has anyone done hold_placed in the last 24 hours?',
    expect: (events, now) => {
      const evs = select(events, { range: R.lastHours(+now, 24), names: ['hold_placed'] });
      return evs.length ? { confidence: 'high', dataPoints: evs.length } : LOW;
    },
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: 'When was the last TitleRated by critic_cleo?',
    expect: lastDate(() => ({ names: ['TitleRated'], user: 'critic_cleo' })),
  },
  {
    id: 'recency-08',
    type: 'recency',
    low: true,
    question: 'Has anybody ever done podcast_streamed?',
    expect: () => LOW,
  },
  {
    id: 'recency-09',
    type: 'recency',
    question: (now) => `When was the last audiobook_borrowed before ${long(ago(now, 30))}?`,
    expect: lastDate(
      (now) => ({ range: R.before(ago(now, 30)), names: ['audiobook_borrowed'] }),
      'high',
      false,
    ),
  },

  // ================================================================ catalogue
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (events) => ({
      names: [...new Set(events.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-02',
    type: 'catalogue',
    question: 'How many users are there in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-03',
    type: 'catalogue',
    question: 'how many events are stored overall?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'list all event names',
    expect: (events) => ({
      names: [...new Set(events.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'How many different event types exist?',
    expect: (events) => ({
      numbers: [new Set(events.map(byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'give me an overview: total users and total events',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'Which event names are in the data? Just want to know what I can ask about.',
    expect: (events) => ({
      names: [...new Set(events.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'catalogue-08',
    type: 'catalogue',
    question: 'How big is our dataset - number of events and distinct users, all time?',
    expect: (events) => ({
      numbers: [events.length, users(events).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ================================================================ other
  {
    id: 'other-01',
    type: 'other',
    question: 'Which country do most of our borrowers live in?',
    expect: () => LOW,
  },
  {
    id: 'other-02',
    type: 'other',
    question: "What's the breakdown of catalog searches by browser?",
    expect: () => LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'How much did we collect in late fees in euros vs Canadian dollars?',
    expect: () => LOW,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'Which genre gets borrowed more, mystery or romance?',
    expect: () => LOW,
  },
  { id: 'other-05', type: 'other', question: 'Write me a short poem about libraries', expect: () => LOW },
  {
    id: 'other-06',
    type: 'other',
    question: "what's the weather going to be like at the main branch tomorrow?",
    expect: () => LOW,
  },
  { id: 'other-07', type: 'other', question: 'average age of our members?', expect: () => LOW },
  {
    id: 'other-08',
    type: 'other',
    question: 'Which branch location has the most checkouts?',
    expect: () => LOW,
  },
  { id: 'other-09', type: 'other', question: 'asdf qwerty zxcv??', expect: () => LOW },
  {
    id: 'other-10',
    type: 'other',
    question: 'How many podcasts were streamed last week?',
    expect: () => LOW,
  },
  {
    id: 'other-11',
    type: 'other',
    question: 'Who is the most popular author this season?',
    expect: () => LOW,
  },
  { id: 'other-12', type: 'other', question: 'How many members use iOS versus Android?', expect: () => LOW },
];
