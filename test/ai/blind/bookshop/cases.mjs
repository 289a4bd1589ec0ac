/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's files, kept as its author wrote them */
import {
  DAY,
  MONTHS,
  ranges,
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
  time,
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
  isoDay,
  dayStart,
  pastMonth,
  monthStart,
  weekStart,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES } from './data.mjs';

const P = PERSONAS;
const INCIDENT = 23;
const MONEY = ['OrderPlaced', 'In Store Sale', 'preorder_created', 'EventTicketPurchased'];
const T = (now) => +now;
const ago = (now, d) => dayStart(+now) - d * DAY; // start of the UTC day d days back
const iso = (t) => isoDay(t);
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${ord(d.getUTCDate())}`;
};
const shortDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const dmy = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`;
};
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const prevMonth = (now, k) => monthStart(+now, -k); // start of the calendar month k back
const LOW = { confidence: 'low', dataPoints: 0 };
const r2 = (x) => round(x, 2);

// ---- expectation builders --------------------------------------------------------------
const countX =
  (conf = 'high') =>
  (range, names, user) =>
  (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    return s.length ? { numbers: [s.length], confidence: conf, dataPoints: s.length } : LOW;
  };
const usersX =
  (range, names, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, { range: range(now), names });
    return { numbers: [users(s).size], confidence: conf, dataPoints: s.length };
  };
const valueX =
  (range, names, fn, conf = 'high', user) =>
  (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    return { numbers: [r2(fn(s))], confidence: conf, dataPoints: s.length };
  };
const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
function ranked(
  range,
  { names, key = byName, measure, n = 5, ascending = false, conf = 'high', numbers = true },
) {
  const build = (ev, now) => {
    const s = select(ev, { range: range(now), names });
    return { s, all: rank(tally(s, key, measure), { ascending }) };
  };
  const f = (ev, now) => {
    const { s, all } = build(ev, now);
    const top = all.slice(0, n);
    return {
      names: top.map((x) => x[0]),
      numbers: numbers ? top.map((x) => r2(x[1])) : undefined,
      confidence: conf,
      dataPoints: s.length,
    };
  };
  f.tieAtCut = (ev, now) => {
    const { all } = build(ev, now);
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return f;
}
const compareX =
  (r1, r2_, names, measure = (s) => s.length, conf = 'high') =>
  (ev, now) => {
    const a = select(ev, { range: r1(now), names }),
      b = select(ev, { range: r2_(now), names });
    const c = change(r2(measure(a)), r2(measure(b)));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? undefined : [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
const shareEventsX =
  (range, names, conf = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(now) }),
      part = all.filter((e) => names.includes(e.eventName));
    return {
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
const shareUsersX =
  (range, names, conf = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(now) }),
      part = users(all.filter((e) => names.includes(e.eventName)));
    return {
      numbers: [part.size],
      percents: [percent(part.size, users(all).size)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
const convX =
  (range, a, b, conf = 'high') =>
  (ev, now) => {
    const r = range(now),
      c = conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf,
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  };
const lastX =
  (range, names, user, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    if (!s.length) return LOW;
    return { names: [iso(time(newestFirst(s)[0]))], confidence: conf, dataPoints: s.length };
  };

const r = {
  all: () => ranges.all(),
  days: (n) => (now) => ranges.lastDays(T(now), n),
  weeks: (n) => (now) => ranges.lastWeeks(T(now), n),
  months: (n) => (now) => ranges.lastMonths(T(now), n),
  hours: (n) => (now) => ranges.lastHours(T(now), n),
  yesterday: (now) => ranges.yesterday(T(now)),
  today: (now) => ranges.today(T(now)),
  lastWeek: (now) => ranges.lastWeek(T(now)),
  weekBefore: (now) => ({ from: weekStart(T(now)) - 14 * DAY, to: weekStart(T(now)) - 7 * DAY }),
  thisMonth: (now) => ranges.thisMonth(T(now)),
  lastMonth: (now) => ranges.lastMonth(T(now)),
  monthBack: (k) => (now) => ranges.month(prevMonth(now, k)),
  thisYear: (now) => ranges.thisYear(T(now)),
  on: (d) => (now) => ranges.on(ago(now, d)),
  between: (a, b) => (now) => ranges.between(ago(now, a), ago(now, b)),
  since: (a) => (now) => ranges.since(ago(now, a), T(now)),
  before: (a) => (now) => ranges.before(ago(now, a)),
  window: (fromDays, toDays) => (now) => ({ from: T(now) - fromDays * DAY, to: T(now) - toDays * DAY }),
};

export const cases = [
  // ---------------- count ----------------
  {
    id: 'count-01',
    type: 'count',
    question: 'how many book searches happened in the last 7 days?',
    expect: countX()(r.days(7), ['book_search']),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Total number of OrderPlaced events, all time please',
    expect: countX()(r.all, ['OrderPlaced']),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'How many in-store sales did the tills ring up yesterday?',
    expect: countX()(r.yesterday, ['In Store Sale']),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) => `finance asking: number of returns processed in ${monthName(prevMonth(now, 1))}?`,
    expect: countX()(r.monthBack(1), ['return_processed']),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'how many events did we log last week (mon-sun)?',
    expect: countX()(r.lastWeek),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) => `pickup-collected count between ${iso(ago(now, 40))} and ${iso(ago(now, 26))}`,
    expect: countX()(r.between(40, 26), ['pickup-collected']),
  },
  {
    id: 'count-07',
    type: 'count',
    low: true,
    question: (now) => `How many In Store Sale events were there on ${longDay(ago(now, INCIDENT))}?`,
    expect: countX()(r.on(INCIDENT), ['In Store Sale']),
  },
  {
    id: 'count-08',
    type: 'count',
    low: true,
    question: 'how many gift card redemptions did we have last month',
    expect: () => LOW,
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) => `count of wishlist adds since ${dmy(ago(now, 45))}`,
    expect: countX()(r.since(45), ['wishlist.add']),
  },
  {
    id: 'count-11',
    type: 'count',
    question: 'quick one - total events in the last 24 hours?',
    expect: countX()(r.hours(24)),
  },
  {
    id: 'count-12',
    type: 'count',
    question: (now) => `how many staff_pick.viewed on ${iso(ago(now, 3))}?`,
    expect: countX()(r.on(3), ['staff_pick.viewed']),
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'roughly how many orders were placed online in the past 30 days?',
    expect: countX('not-high')(r.days(30), ['OrderPlaced']),
  },

  // ---------------- users ----------------
  {
    id: 'users-01',
    type: 'users',
    question: 'how many unique custmers did we see in the last 30 days',
    expect: usersX(r.days(30)),
  },
  {
    id: 'users-02',
    type: 'users',
    question: (now) => `How many people bought tickets for author events in ${monthName(prevMonth(now, 1))}?`,
    expect: usersX(r.monthBack(1), ['EventTicketPurchased'], 'not-high'),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'active users over the past 2 weeks?',
    expect: usersX(r.weeks(2)),
  },
  {
    id: 'users-04',
    type: 'users',
    question: 'distinct users with a book_search last week',
    expect: usersX(r.lastWeek, ['book_search']),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'How many members have done a book club signup, ever?',
    expect: usersX(r.all, ['book_club.signup']),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'unique users with Book Club Meeting Attended in the last 3 months',
    expect: usersX(r.months(3), ['Book Club Meeting Attended']),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'how many customers used audiobook_stream this month?',
    expect: () => LOW,
  },
  {
    id: 'users-09',
    type: 'users',
    question: (now) => {
      const m = prevMonth(now, 2);
      return `How many customers had an In Store Sale in ${monthName(m)} ${new Date(m).getUTCFullYear()}?`;
    },
    expect: usersX(r.monthBack(2), ['In Store Sale']),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'number of ppl who did wishlist adds in the past 10 days',
    expect: usersX(r.days(10), ['wishlist.add']),
  },

  // ---------------- value ----------------
  {
    id: 'value-01',
    type: 'value',
    question: 'total In Store Sale amount last month',
    expect: valueX(r.lastMonth, ['In Store Sale'], sum),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'whats the average OrderPlaced value over the last 30 days?',
    expect: valueX(r.days(30), ['OrderPlaced'], avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Biggest singel in store sale we have on record?',
    expect: valueX(r.all, ['In Store Sale'], max),
  },
  {
    id: 'value-04',
    type: 'value',
    question: (now) => `smallest OrderPlaced value in ${monthName(prevMonth(now, 2))}`,
    expect: valueX(r.monthBack(2), ['OrderPlaced'], min),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'median price paid on EventTicketPurchased events',
    expect: valueX(r.all, ['EventTicketPurchased'], median),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'for the board deck: what was revenue last week?',
    expect: (ev, now) => ({
      ...valueX(r.lastWeek, MONEY, sum, 'not-high')(ev, now),
      names: MONEY,
      unordered: true,
    }),
  },
  {
    id: 'value-07',
    type: 'value',
    question: (now) => `total refunded through return_processed since ${iso(ago(now, 90))}`,
    expect: valueX(r.since(90), ['return_processed'], sum),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'sum of eventValue on loyalty-stamp events in the past 14 days (i.e. stamps handed out)',
    expect: valueX(r.days(14), ['loyalty-stamp'], sum),
  },
  {
    id: 'value-09',
    type: 'value',
    low: true,
    question: 'total value of gift_card_sold last month?',
    expect: () => LOW,
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'average preorder_created amount, last 60 days',
    expect: valueX(r.days(60), ['preorder_created'], avg),
  },

  // ---------------- top-events ----------------
  {
    id: 'top-events-01',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked(r.days(30), { n: 5 }),
  },
  {
    id: 'top-events-02',
    type: 'top-events',
    question: 'what are our 3 most common events over the last 3 months?',
    expect: ranked(r.months(3), { n: 3 }),
  },
  {
    id: 'top-events-03',
    type: 'top-events',
    question: 'least common event overall?',
    expect: ranked(r.all, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-04',
    type: 'top-events',
    question: 'most frequent action last week',
    expect: ranked(r.lastWeek, { n: 1 }),
  },
  {
    id: 'top-events-05',
    type: 'top-events',
    question: (now) => `Which events were most common in ${monthName(prevMonth(now, 1))}? give me a list`,
    expect: ranked(r.monthBack(1), { n: 5 }),
  },
  {
    id: 'top-events-06',
    type: 'top-events',
    question: 'bottom 3 events by count in the last 60 days',
    expect: ranked(r.days(60), { n: 3, ascending: true }),
  },
  {
    id: 'top-events-07',
    type: 'top-events',
    question: (now) => `top 4 event types since ${shortDay(ago(now, 20))}`,
    expect: ranked(r.since(20), { n: 4 }),
  },
  {
    id: 'top-events-08',
    type: 'top-events',
    question: 'PM here - rank the top 5 things people do, past 2 weeks',
    expect: ranked(r.weeks(2), { n: 5 }),
  },

  // ---------------- top-users ----------------
  {
    id: 'top-users-01',
    type: 'top-users',
    question: 'top 3 most active customers in the last 30 days',
    expect: ranked(r.days(30), { key: byUser, n: 3 }),
  },
  {
    id: 'top-users-02',
    type: 'top-users',
    question: 'top 3 spenders on In Store Sale over the last 3 months',
    expect: ranked(r.months(3), { key: byUser, names: ['In Store Sale'], measure: value, n: 3 }),
  },
  {
    id: 'top-users-03',
    type: 'top-users',
    question: 'who are our top spenders?',
    expect: ranked(r.all, { key: byUser, names: MONEY, measure: value, n: 5, conf: 'not-high' }),
  },
  {
    id: 'top-users-04',
    type: 'top-users',
    question: 'who did the most book_search events last week?',
    expect: ranked(r.lastWeek, { key: byUser, names: ['book_search'], n: 1 }),
  },
  {
    id: 'top-users-05',
    type: 'top-users',
    question: 'wich customer has the most Book Club Meeting Attended events?',
    expect: ranked(r.all, { key: byUser, names: ['Book Club Meeting Attended'], n: 1 }),
  },
  {
    id: 'top-users-06',
    type: 'top-users',
    question: 'Top 5 customers by total OrderPlaced value, last 3 months',
    expect: ranked(r.months(3), { key: byUser, names: ['OrderPlaced'], measure: value, n: 5 }),
  },
  {
    id: 'top-users-07',
    type: 'top-users',
    question: 'who has the most return_processed events? (asking for the loss-prevention team)',
    expect: ranked(r.all, { key: byUser, names: ['return_processed'], n: 1 }),
  },
  {
    id: 'top-users-08',
    type: 'top-users',
    question: 'top 4 users by number of events, all time',
    expect: ranked(r.all, { key: byUser, n: 4 }),
  },

  // ---------------- user ----------------
  {
    id: 'user-01',
    type: 'user',
    question: `how many events has ${P.topReader} got in total`,
    expect: countX()(r.all, undefined, P.topReader),
  },
  {
    id: 'user-02',
    type: 'user',
    question: `when did ${P.newcomer} first show up?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return { names: [iso(Math.min(...s.map(time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: `support ticket: when was ${P.churner} last seen?`,
    expect: lastX(r.all, undefined, P.churner),
  },
  {
    id: 'user-04',
    type: 'user',
    question: `which event types has ${P.returner} used?`,
    expect: (ev) => {
      const s = select(ev, { user: P.returner });
      return {
        names: [...new Set(s.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: `how many events did ${P.bigSpender} have in the last 30 days`,
    expect: countX()(r.days(30), undefined, P.bigSpender),
  },
  {
    id: 'user-06',
    type: 'user',
    question: `show me the 3 most recent events for ${P.clubStalwart}`,
    expect: (ev) => {
      const s = select(ev, { user: P.clubStalwart });
      return { names: newestFirst(s).slice(0, 3).map(byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-07',
    type: 'user',
    low: true,
    question: `how many events does ${NOBODY} have?`,
    expect: () => LOW,
  },
  {
    id: 'user-08',
    type: 'user',
    question: `How much has ${P.bigSpender} spent on In Store Sale in the last 3 months?`,
    expect: valueX(r.months(3), ['In Store Sale'], sum, 'high', P.bigSpender),
  },
  {
    id: 'user-09',
    type: 'user',
    question: `number of book searches by ${P.topReader} in the past 2 weeks`,
    expect: countX()(r.weeks(2), ['book_search'], P.topReader),
  },

  // ---------------- breakdown ----------------
  {
    id: 'breakdown-01',
    type: 'breakdown',
    question: 'In Store Sale by weekday over the last 8 weeks - which day is busiest?',
    expect: ranked(r.weeks(8), { key: byWeekday, names: ['In Store Sale'], n: 1 }),
  },
  {
    id: 'breakdown-02',
    type: 'breakdown',
    question: (now) => `events per month since ${iso(ago(now, 100))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: r.since(100)(now) });
      const m = [...tally(s, byMonth)].sort();
      return {
        names: m.map((x) => x[0]),
        numbers: m.map((x) => x[1]),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-03',
    type: 'breakdown',
    question: 'busiest hour of the day for book_search in the last 30 days?',
    expect: ranked(r.days(30), { key: byHour, names: ['book_search'], n: 1 }),
  },
  {
    id: 'breakdown-04',
    type: 'breakdown',
    question: 'weekly OrderPlaced counts for the past 4 weeks',
    expect: (ev, now) => {
      const s = select(ev, { range: r.weeks(4)(now), names: ['OrderPlaced'] });
      const w = [...tally(s, byWeek)].sort();
      return {
        names: w.map((x) => x[0]),
        numbers: w.map((x) => x[1]),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-05',
    type: 'breakdown',
    question: 'daily number of events, last 7 days',
    expect: (ev, now) => {
      const s = select(ev, { range: r.days(7)(now) });
      const d = [...tally(s, byDay)].sort();
      return {
        names: d.map((x) => x[0]),
        numbers: d.map((x) => x[1]),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-06',
    type: 'breakdown',
    question: 'which single day had the most book searches in the last 60 days? somethin looked odd',
    expect: ranked(r.days(60), { key: byDay, names: ['book_search'], n: 1 }),
  },
  {
    id: 'breakdown-07',
    type: 'breakdown',
    question: (now) => `monthly total In Store Sale value since ${longDay(ago(now, 75))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: r.since(75)(now), names: ['In Store Sale'] });
      const m = [...tally(s, byMonth, value)].sort();
      return {
        names: m.map((x) => x[0]),
        numbers: m.map((x) => r2(x[1])),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'breakdown-08',
    type: 'breakdown',
    question: 'on which weekday do Book Club Meeting Attended events happen most?',
    expect: ranked(r.all, { key: byWeekday, names: ['Book Club Meeting Attended'], n: 1 }),
  },
  {
    id: 'breakdown-09',
    type: 'breakdown',
    question: 'store ops: quietest weekday for in-store sales over the past 8 weeks?',
    expect: ranked(r.weeks(8), { key: byWeekday, names: ['In Store Sale'], n: 1, ascending: true }),
  },

  // ---------------- compare ----------------
  {
    id: 'compare-01',
    type: 'compare',
    question: 'book searches: last 14 days vs the 14 days before?',
    expect: compareX(r.window(28, 14), r.days(14), ['book_search']),
  },
  {
    id: 'compare-02',
    type: 'compare',
    question: (now) =>
      `OrderPlaced in ${monthName(prevMonth(now, 2))} compared with ${monthName(prevMonth(now, 1))}`,
    expect: compareX(r.monthBack(2), r.monthBack(1), ['OrderPlaced']),
  },
  {
    id: 'compare-03',
    type: 'compare',
    question: 'In Store Sale amount in the last 30 days compared with the previous 30 days',
    expect: compareX(r.window(60, 30), r.days(30), ['In Store Sale'], sum),
  },
  {
    id: 'compare-04',
    type: 'compare',
    question: 'active users: last 30 days vs the 30 days before?',
    expect: compareX(r.window(60, 30), r.days(30), undefined, (s) => users(s).size),
  },
  {
    id: 'compare-05',
    type: 'compare',
    question: 'is book_search growing? last 4 weeks vs the 4 weeks before that',
    expect: compareX(r.window(56, 28), r.weeks(4), ['book_search']),
  },
  {
    id: 'compare-06',
    type: 'compare',
    question: (now) =>
      `return_processed count, ${monthName(prevMonth(now, 3))} vs ${monthName(prevMonth(now, 1))}`,
    expect: compareX(r.monthBack(3), r.monthBack(1), ['return_processed']),
  },
  {
    id: 'compare-07',
    type: 'compare',
    question: 'EventTicketPurchased over the last 60 days vs the 60 days before',
    expect: compareX(r.window(120, 60), r.days(60), ['EventTicketPurchased']),
  },
  {
    id: 'compare-08',
    type: 'compare',
    question: 'wishlist.add: past 6 weeks compared to the 6 weeks before',
    expect: compareX(r.window(84, 42), r.weeks(6), ['wishlist.add']),
  },

  // ---------------- share ----------------
  {
    id: 'share-01',
    type: 'share',
    question: 'what percentage of events in the last 30 days were book searches',
    expect: shareEventsX(r.days(30), ['book_search']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'what share of active users in the last 30 days did an OrderPlaced?',
    expect: shareUsersX(r.days(30), ['OrderPlaced']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'what % of all activity is return_processed?',
    expect: shareEventsX(r.all, ['return_processed']),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'what fraction of our users have ever had a Book Club Meeting Attended event (percent pls)',
    expect: shareUsersX(r.all, ['Book Club Meeting Attended']),
  },
  {
    id: 'share-05',
    type: 'share',
    question: "percent of last week's events that were In Store Sale",
    expect: shareEventsX(r.lastWeek, ['In Store Sale']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'share of users in the past 60 days who had staff_pick.viewed',
    expect: shareUsersX(r.days(60), ['staff_pick.viewed']),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'what percent of customers preordered something in the last 3 months?',
    expect: shareUsersX(r.months(3), ['preorder_created'], 'not-high'),
  },
  {
    id: 'share-08',
    type: 'share',
    question: (now) => `share of events that are wishlist adds since ${longDay(ago(now, 50))}`,
    expect: shareEventsX(r.since(50), ['wishlist.add']),
  },

  // ---------------- conversion ----------------
  {
    id: 'conversion-01',
    type: 'conversion',
    question: 'of users who did book_search in the last 30 days, how many went on to OrderPlaced?',
    expect: convX(r.days(30), 'book_search', 'OrderPlaced'),
  },
  {
    id: 'conversion-02',
    type: 'conversion',
    question: (now) =>
      `in ${monthName(prevMonth(now, 1))}, what % of people with an OrderPlaced then had pickup-collected?`,
    expect: convX(r.monthBack(1), 'OrderPlaced', 'pickup-collected'),
  },
  {
    id: 'conversion-03',
    type: 'conversion',
    question: 'book club signup -> book club meeting attended conversion, all time',
    expect: convX(r.all, 'book_club.signup', 'Book Club Meeting Attended'),
  },
  {
    id: 'conversion-04',
    type: 'conversion',
    question: 'staff_pick.viewed to In Store Sale conversion over the last 60 days',
    expect: convX(r.days(60), 'staff_pick.viewed', 'In Store Sale'),
  },
  {
    id: 'conversion-05',
    type: 'conversion',
    question:
      'How many customers who did a wishlist add in the past 90 days later placed an order (OrderPlaced)? and as a percentage?',
    expect: convX(r.days(90), 'wishlist.add', 'OrderPlaced'),
  },
  {
    id: 'conversion-06',
    type: 'conversion',
    question: 'funnel: book_search then preorder_created - how many convert?',
    expect: convX(r.all, 'book_search', 'preorder_created'),
  },
  {
    id: 'conversion-07',
    type: 'conversion',
    question: (now) =>
      `since ${iso(ago(now, 60))}, of users with OrderPlaced how many later had a return_processed?`,
    expect: convX(r.since(60), 'OrderPlaced', 'return_processed'),
  },
  {
    id: 'conversion-08',
    type: 'conversion',
    question:
      'of people who looked at staff recommendations in the last 3 months, how many then bought a ticket to an author event?',
    expect: convX(r.months(3), 'staff_pick.viewed', 'EventTicketPurchased', 'not-high'),
  },

  // ---------------- churn ----------------
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many customers were active in ${monthName(prevMonth(now, 2))} but not in ${monthName(prevMonth(now, 1))}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, r.monthBack(2)(now), r.monthBack(1)(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many new customers in the last 30 days?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, r.days(30)(now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(ago(now, 75))} and ${iso(ago(now, 61))} who have not been seen in the last 30 days - how many?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, r.between(75, 61)(now), r.days(30)(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'new users in the past 7 days - who are they?',
    expect: (ev, now) => {
      const n = newUsers(ev, r.days(7)(now));
      return { numbers: [n.length], names: [P.newcomer], confidence: 'high' };
    },
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: 'how many people who were active last month have not come back this month?',
    expect: (ev, now) => ({
      numbers: [churned(ev, r.lastMonth(now), r.thisMonth(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `How many brand-new customers did we get in ${monthName(prevMonth(now, 2))}?`,
    expect: (ev, now) => ({ numbers: [newUsers(ev, r.monthBack(2)(now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) =>
      `lapsed customers: active before ${iso(ago(now, 60))} but nothing since then. how many?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, r.before(60)(now), r.since(60)(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question:
      'churn check - how many users were active the week before last but did nothing at all last week?',
    expect: (ev, now) => ({
      numbers: [churned(ev, r.weekBefore(now), r.lastWeek(now)).length],
      confidence: 'high',
    }),
  },

  // ---------------- recency ----------------
  {
    id: 'recency-01',
    type: 'recency',
    question: 'when was the last return_processed?',
    expect: lastX(r.all, ['return_processed']),
  },
  {
    id: 'recency-02',
    type: 'recency',
    question: 'did anyone buy an EventTicketPurchased in the last 7 days? how many?',
    expect: countX()(r.days(7), ['EventTicketPurchased']),
  },
  {
    id: 'recency-03',
    type: 'recency',
    question: `last time ${P.topReader} did a book_search?`,
    expect: lastX(r.all, ['book_search'], P.topReader),
  },
  {
    id: 'recency-04',
    type: 'recency',
    question: (now) => `has anyone attended a book club meeting since ${shortDay(ago(now, 10))}?`,
    expect: countX('not-high')(r.since(10), ['Book Club Meeting Attended']),
  },
  {
    id: 'recency-05',
    type: 'recency',
    question: 'when was the most recent preorder_created',
    expect: lastX(r.all, ['preorder_created']),
  },
  {
    id: 'recency-06',
    type: 'recency',
    low: true,
    question: 'when did someone last redeem a voucher_redeemed event?',
    expect: () => LOW,
  },
  {
    id: 'recency-07',
    type: 'recency',
    question: (now) => `When was the last In Store Sale before ${longDay(ago(now, INCIDENT))}?`,
    expect: lastX(r.before(INCIDENT), ['In Store Sale']),
  },
  {
    id: 'recency-08',
    type: 'recency',
    question: 'latest book_club.signup - when?',
    expect: lastX(r.all, ['book_club.signup']),
  },
  {
    id: 'recency-09',
    type: 'recency',
    low: true,
    question: `has ${P.churner} done anything in the last 30 days?`,
    expect: countX()(r.days(30), undefined, P.churner),
  },

  // ---------------- catalogue ----------------
  {
    id: 'catalogue-01',
    type: 'catalogue',
    question: 'what events do we actualy track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
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
    question: 'How many events are stored altogether?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-04',
    type: 'catalogue',
    question: 'new engineer here - can you list the event names in this account?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-05',
    type: 'catalogue',
    question: 'how many different event types exist?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-06',
    type: 'catalogue',
    question: 'overall: how many customers and how many events do we have?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-07',
    type: 'catalogue',
    question: 'give me every event name with its count',
    expect: ranked(r.all, { n: Infinity }),
  },
  {
    id: 'catalogue-08',
    type: 'catalogue',
    question: 'do we track anything for the loyalty card? whats the event called',
    expect: (ev) => ({ names: ['loyalty-stamp'], confidence: 'not-high', dataPoints: ev.length }),
  },

  // ---------------- other ----------------
  {
    id: 'other-01',
    type: 'other',
    question: 'which genre sells best at the Leeds branch?',
    expect: () => LOW,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'what is our gross margin on hardbacks this quarter?',
    expect: () => LOW,
  },
  {
    id: 'other-03',
    type: 'other',
    question: 'how many copies of the new Sally Rooney novel are in stock right now',
    expect: () => LOW,
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'which member of staff wrote the staff pick that gets the most views?',
    expect: () => LOW,
  },
  {
    id: 'other-05',
    type: 'other',
    question: "what's the weather looking like for saturday's author signing?",
    expect: () => LOW,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'how satisfied are book club members with the club? NPS score?',
    expect: () => LOW,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'which publisher gives us the best trade discount',
    expect: () => LOW,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'on average how long do customers browse in the shop before buying (dwell time)?',
    expect: () => LOW,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'write a short poem about independent bookshops',
    expect: () => LOW,
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'what were the ISBNs of the books people returned most often?',
    expect: () => LOW,
  },
];
