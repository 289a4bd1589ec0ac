/* eslint-disable -- a blind round's file, kept as its author wrote it */
import {
  DAY,
  WEEK,
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
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  pastMonth,
  pastMonthDay,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const P = PERSONAS;
const N = (now) => +now;
const INCIDENT = (now) => dayStart(N(now)) - 23 * DAY;
const ago = (now, d) => dayStart(N(now)) - d * DAY;
const iso = (t) => isoDay(t);
const mon = (t) => MONTHS[new Date(t).getUTCMonth()];
const md = (t) => `${mon(t)} ${new Date(t).getUTCDate()}`;
const mdShort = (t) => `${mon(t).slice(0, 3)} ${new Date(t).getUTCDate()}`;
const dmy = (t) => `${new Date(t).getUTCDate()} ${mon(t)} ${new Date(t).getUTCFullYear()}`;
const ord = (n) => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const mdOrd = (t) => `${mon(t)} ${ord(new Date(t).getUTCDate())}`;
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const r2 = (x) => round(x, 2);
const ALL_NAMES = [
  'session_start',
  'book_added',
  'chapter.read',
  'ReadingMinutesLogged',
  'Club Joined',
  'discussion-post',
  'review_submitted',
  'premium.upgrade',
  'streak_broken',
  'BookFinished',
  'invite-sent',
  'Profile Updated',
];

const LOW = { confidence: 'low', dataPoints: 0 };
const low = () => LOW;
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : r2((v[n / 2 - 1] + v[n / 2]) / 2);
};

function countX(opts, conf = 'high') {
  return (events, now) => {
    const ev = select(events, opts(now));
    return ev.length ? { numbers: [ev.length], confidence: conf, dataPoints: ev.length } : LOW;
  };
}
function usersX(opts, conf = 'high') {
  return (events, now) => {
    const ev = select(events, opts(now));
    return ev.length ? { numbers: [users(ev).size], confidence: conf, dataPoints: ev.length } : LOW;
  };
}
function valueX(opts, fn, conf = 'high') {
  return (events, now) => {
    const ev = select(events, opts(now));
    return ev.length ? { numbers: [r2(fn(ev))], confidence: conf, dataPoints: ev.length } : LOW;
  };
}
// ranked list: names in order with their figures
function rankedX(opts, key, n, { measure, ascending = false, conf = 'high' } = {}) {
  const f = (events, now) => {
    const ev = select(events, opts(now));
    const list = rank(tally(ev, key, measure), { n, ascending });
    return {
      names: list.map((x) => x[0]),
      numbers: list.map((x) => r2(x[1])),
      confidence: conf,
      dataPoints: ev.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const ev = select(events, opts(now));
    const all = rank(tally(ev, key, measure), { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return f;
}
// a chronological breakdown
function seriesX(opts, key) {
  return (events, now) => {
    const ev = select(events, opts(now));
    const list = [...tally(ev, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: list.map((x) => x[0]),
      numbers: list.map((x) => x[1]),
      confidence: 'high',
      dataPoints: ev.length,
    };
  };
}
function compareX(a, b, names, { measure = 'count', conf = 'high' } = {}) {
  return (events, now) => {
    const ea = select(events, { range: a(now), names }),
      eb = select(events, { range: b(now), names });
    const m =
      measure === 'users'
        ? (ev) => users(ev).size
        : measure === 'sum'
          ? (ev) => r2(sum(ev))
          : (ev) => ev.length;
    const c = change(m(ea), m(eb));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf,
      dataPoints: ea.length + eb.length,
    };
  };
}
function shareX(range, names, { ofUsers = false, conf = 'high' } = {}) {
  return (events, now) => {
    const all = select(events, { range: range(now) });
    const part = select(events, { range: range(now), names });
    const p = ofUsers ? percent(users(part).size, users(all).size) : percent(part.length, all.length);
    return { percents: [p], confidence: conf, dataPoints: all.length };
  };
}
function convX(range, a, b, conf = 'high') {
  return (events, now) => {
    const r = range(now),
      c = conversion(events, r, a, b);
    const dp = select(events, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf, dataPoints: dp };
  };
}
function lastX(names, user) {
  return (events, now) => {
    const ev = select(events, { names, user });
    const t = Math.max(...ev.map(time));
    return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: ev.length };
  };
}

const all = () => ({});
const R = {
  d: (n) => (now) => ranges.lastDays(N(now), n),
  yest: (now) => ranges.yesterday(N(now)),
  today: (now) => ranges.today(N(now)),
  lw: (now) => ranges.lastWeek(N(now)),
  tw: (now) => ranges.thisWeek(N(now)),
  lm: (now) => ranges.lastMonth(N(now)),
  tm: (now) => ranges.thisMonth(N(now)),
  ty: (now) => ranges.thisYear(N(now)),
  m2: (now) => ranges.month(pastMonth(N(now), new Date(monthStart(N(now), -2)).getUTCMonth())),
  m1: (now) => ranges.month(pastMonth(N(now), new Date(monthStart(N(now), -1)).getUTCMonth())),
  inc: (now) => ranges.on(INCIDENT(now)),
};
const prevDays =
  (n, k = 1) =>
  (now) => ({ from: N(now) - (k + 1) * n * DAY, to: N(now) - k * n * DAY });

export const cases = [
  // ---------------- count ----------------
  {
    id: 'count-01',
    type: 'count',
    question: 'How many chapter.read events do we have in total?',
    expect: countX(() => ({ names: ['chapter.read'] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'support here — how many times did ReadingMinutesLogged fire yesterday?',
    expect: countX((now) => ({ range: R.yest(now), names: ['ReadingMinutesLogged'] })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'number of book_added events in the last 7 days pls',
    expect: countX((now) => ({ range: R.d(7)(now), names: ['book_added'] })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) => `Count of review_submitted between ${iso(ago(now, 40))} and ${iso(ago(now, 20))}?`,
    expect: countX((now) => ({
      range: ranges.between(ago(now, 40), ago(now, 20)),
      names: ['review_submitted'],
    })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: 'how many events have come in today so far',
    expect: countX((now) => ({ range: R.today(now) })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'Discussion posts last week — how many were there?',
    expect: countX((now) => ({ range: R.lw(now), names: ['discussion-post'] })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) => `For the incident write-up: how many streak_broken events on ${mdOrd(INCIDENT(now))}?`,
    expect: countX((now) => ({
      range: ranges.on(
        pastMonthDay(N(now), new Date(INCIDENT(now)).getUTCMonth(), new Date(INCIDENT(now)).getUTCDate()),
      ),
      names: ['streak_broken'],
    })),
  },
  {
    id: 'count-08',
    type: 'count',
    question: 'roughly how many books did people finish in the past 30 days?',
    expect: countX((now) => ({ range: R.d(30)(now), names: ['BookFinished'] }), 'not-high'),
  },
  {
    id: 'count-09',
    type: 'count',
    low: true,
    question: 'How many audiobook_played events happened last month?',
    expect: low,
  },
  {
    id: 'count-10',
    type: 'count',
    question: 'session_start count for the past 24 hours?',
    expect: countX((now) => ({ range: ranges.lastHours(N(now), 24), names: ['session_start'] })),
  },

  // ---------------- users ----------------
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users did chapter.read in the last 30 days?',
    expect: usersX((now) => ({ range: R.d(30)(now), names: ['chapter.read'] })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users this month?',
    expect: usersX((now) => ({ range: R.tm(now) })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: (now) => `how many distinct people have done Club Joined since ${mdShort(ago(now, 45))}?`,
    expect: usersX((now) => ({ range: ranges.since(ago(now, 45), N(now)), names: ['Club Joined'] })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) =>
      `In ${mon(monthStart(N(now), -2))}, how many different users submitted a review (review_submitted)?`,
    expect: usersX((now) => ({ range: R.m2(now), names: ['review_submitted'] })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'How many ppl were active last week?',
    expect: usersX((now) => ({ range: R.lw(now) })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'Finance asks: how many unique customers have ever had a premium.upgrade?',
    expect: usersX(() => ({ names: ['premium.upgrade'] })),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'how many readers logged their reading time over the past 2 weeks?',
    expect: usersX(
      (now) => ({ range: ranges.lastWeeks(N(now), 2), names: ['ReadingMinutesLogged'] }),
      'not-high',
    ),
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'distinct users with a session_start yesterday',
    expect: usersX((now) => ({ range: R.yest(now), names: ['session_start'] })),
  },
  {
    id: 'users-09',
    type: 'users',
    low: true,
    question: 'How many users redeemed a gift_card_redeemed in the last 90 days?',
    expect: low,
  },

  // ---------------- value ----------------
  {
    id: 'value-01',
    type: 'value',
    question: 'Total minutes logged via ReadingMinutesLogged in the last 7 days (sum of the value)?',
    expect: valueX((now) => ({ range: R.d(7)(now), names: ['ReadingMinutesLogged'] }), sum),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'what is the average star rating on review_submitted, all time?',
    expect: valueX(() => ({ names: ['review_submitted'] }), avg),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Median value of chapter.read over the last 30 days? (value is pages in the chapter)',
    expect: valueX((now) => ({ range: R.d(30)(now), names: ['chapter.read'] }), median),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'max BookFinished value ever — i.e. the longest book someone finished',
    expect: valueX(() => ({ names: ['BookFinished'] }), max),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'minimum discussion-post value last month?',
    expect: valueX((now) => ({ range: R.lm(now), names: ['discussion-post'] }), min),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'How much revenue did we make in the last 30 days?',
    expect: (events, now) => ({
      ...valueX((n) => ({ range: R.d(30)(n), names: ['premium.upgrade'] }), sum, 'not-high')(events, now),
      names: ['premium.upgrade'],
    }),
  },
  {
    id: 'value-07',
    type: 'value',
    question: (now) => `sum of premium.upgrade values in ${mon(monthStart(N(now), -1))}`,
    expect: valueX((now) => ({ range: R.m1(now), names: ['premium.upgrade'] }), sum),
  },
  {
    id: 'value-08',
    type: 'value',
    question:
      'Average eventValue of streak_broken over the past 60 days? (how long streaks were when they broke)',
    expect: valueX((now) => ({ range: R.d(60)(now), names: ['streak_broken'] }), avg),
  },
  {
    id: 'value-09',
    type: 'value',
    question: `mean ReadingMinutesLogged value for ${P.topReader}`,
    expect: valueX(() => ({ names: ['ReadingMinutesLogged'], user: P.topReader }), avg),
  },

  // ---------------- top-events ----------------
  {
    id: 'topev-01',
    type: 'top-events',
    question: 'What are our top 5 events of all time?',
    expect: rankedX(all, byName, 5),
  },
  {
    id: 'topev-02',
    type: 'top-events',
    question: 'three most common events last week',
    expect: rankedX((now) => ({ range: R.lw(now) }), byName, 3),
  },
  {
    id: 'topev-03',
    type: 'top-events',
    question: 'Which event was least common in the last 30 days?',
    expect: rankedX((now) => ({ range: R.d(30)(now) }), byName, 1, { ascending: true }),
  },
  {
    id: 'topev-04',
    type: 'top-events',
    question: 'single most frequent event yesterday?',
    expect: rankedX((now) => ({ range: R.yest(now) }), byName, 1),
  },
  {
    id: 'topev-05',
    type: 'top-events',
    question: `top 3 event names for ${P.clubHost}`,
    expect: rankedX(() => ({ user: P.clubHost }), byName, 3),
  },
  {
    id: 'topev-06',
    type: 'top-events',
    question: (now) => `what were the top 3 events on ${dmy(INCIDENT(now))}? something looked off that day`,
    expect: rankedX((now) => ({ range: R.inc(now) }), byName, 3),
  },
  {
    id: 'topev-07',
    type: 'top-events',
    question: (now) =>
      `top 4 event types in ${mon(monthStart(N(now), -1))} ${new Date(monthStart(N(now), -1)).getUTCFullYear()}`,
    expect: rankedX((now) => ({ range: R.m1(now) }), byName, 4),
  },
  {
    id: 'topev-08',
    type: 'top-events',
    question: 'Which event is the rarest overall?',
    expect: rankedX(all, byName, 1, { ascending: true }),
  },

  // ---------------- top-users ----------------
  {
    id: 'topusr-01',
    type: 'top-users',
    question: 'Top 5 most active users all time, by number of events',
    expect: rankedX(all, byUser, 5),
  },
  {
    id: 'topusr-02',
    type: 'top-users',
    question: 'who logged the most minutes in the past 30 days? top 3 by total ReadingMinutesLogged value',
    expect: rankedX((now) => ({ range: R.d(30)(now), names: ['ReadingMinutesLogged'] }), byUser, 3, {
      measure: value,
    }),
  },
  {
    id: 'topusr-03',
    type: 'top-users',
    question: "who's our biggest spender?",
    expect: rankedX(() => ({ names: ['premium.upgrade'] }), byUser, 1, { measure: value, conf: 'not-high' }),
  },
  {
    id: 'topusr-04',
    type: 'top-users',
    question: 'Who posted the most discussion-post events last month?',
    expect: rankedX((now) => ({ range: R.lm(now), names: ['discussion-post'] }), byUser, 1),
  },
  {
    id: 'topusr-05',
    type: 'top-users',
    question: 'which user has the most review_submitted events?',
    expect: rankedX(() => ({ names: ['review_submitted'] }), byUser, 1),
  },
  {
    id: 'topusr-06',
    type: 'top-users',
    question: 'the 3 most active users in the last 14 days — want to invite them to a beta',
    expect: rankedX((now) => ({ range: R.d(14)(now) }), byUser, 3),
  },
  {
    id: 'topusr-07',
    type: 'top-users',
    question: 'which user has the most chapter.read events this year?',
    expect: rankedX((now) => ({ range: R.ty(now), names: ['chapter.read'] }), byUser, 1),
  },
  {
    id: 'topusr-08',
    type: 'top-users',
    question: 'Who had the highest total chapter.read value (pages) last week?',
    expect: rankedX((now) => ({ range: R.lw(now), names: ['chapter.read'] }), byUser, 1, { measure: value }),
  },

  // ---------------- user ----------------
  {
    id: 'user-01',
    type: 'user',
    question: `How many events does ${P.topReader} have?`,
    expect: countX(() => ({ user: P.topReader })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: `when was ${P.churner} first seen, and when was their last activity?`,
    expect: (events) => {
      const ev = select(events, { user: P.churner }),
        ts = ev.map(time),
        f = Math.min(...ts),
        l = Math.max(...ts);
      return { names: [iso(f), hhmm(f), iso(l), hhmm(l)], confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: `Which event names has ${P.critic} used?`,
    expect: (events) => {
      const ev = select(events, { user: P.critic });
      return {
        names: [...new Set(ev.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: `${P.newcomer} — when did they first show up?`,
    expect: (events) => {
      const ev = select(events, { user: P.newcomer }),
        f = Math.min(...ev.map(time));
      return { names: [iso(f), hhmm(f)], confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: `show me the 3 most recent events for ${P.clubHost}`,
    expect: (events) => {
      const ev = select(events, { user: P.clubHost });
      return { names: newestFirst(ev).slice(0, 3).map(byName), confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: `how many events has ${P.whale} had in the last 30 days?`,
    expect: countX((now) => ({ range: R.d(30)(now), user: P.whale })),
  },
  {
    id: 'user-07',
    type: 'user',
    low: true,
    question: `Can you pull up the activity for ${NOBODY}? they emailed support`,
    expect: low,
  },
  {
    id: 'user-08',
    type: 'user',
    question: `When was ${P.topReader} last active?`,
    expect: (events) => {
      const ev = select(events, { user: P.topReader }),
        l = Math.max(...ev.map(time));
      return { names: [iso(l), hhmm(l)], confidence: 'high', dataPoints: ev.length };
    },
  },

  // ---------------- breakdown ----------------
  {
    id: 'brk-01',
    type: 'breakdown',
    question: 'Which weekday is busiest overall (all events)?',
    expect: rankedX(all, byWeekday, 1),
  },
  {
    id: 'brk-02',
    type: 'breakdown',
    question: 'busiest hour of day for ReadingMinutesLogged in the last 30 days?',
    expect: rankedX((now) => ({ range: R.d(30)(now), names: ['ReadingMinutesLogged'] }), byHour, 1),
  },
  {
    id: 'brk-03',
    type: 'breakdown',
    question: (now) =>
      `book_added per month for ${mon(monthStart(N(now), -2))} and ${mon(monthStart(N(now), -1))}, please`,
    expect: seriesX(
      (now) => ({ range: { from: monthStart(N(now), -2), to: monthStart(N(now)) }, names: ['book_added'] }),
      byMonth,
    ),
  },
  {
    id: 'brk-04',
    type: 'breakdown',
    question: 'daily streak_broken counts over the last 30 days — which day peaked?',
    expect: rankedX((now) => ({ range: R.d(30)(now), names: ['streak_broken'] }), byDay, 1),
  },
  {
    id: 'brk-05',
    type: 'breakdown',
    question: (now) =>
      `weekly session_start counts from ${iso(weekStart(N(now)) - 4 * WEEK)} to ${iso(weekStart(N(now)) - DAY)}`,
    expect: seriesX(
      (now) => ({
        range: ranges.between(weekStart(N(now)) - 4 * WEEK, weekStart(N(now)) - DAY),
        names: ['session_start'],
      }),
      byWeek,
    ),
  },
  {
    id: 'brk-06',
    type: 'breakdown',
    question: 'On which day of the week do we see the fewest chapter.read events?',
    expect: rankedX(() => ({ names: ['chapter.read'] }), byWeekday, 1, { ascending: true }),
  },
  {
    id: 'brk-07',
    type: 'breakdown',
    question: 'what was the busiest single day in the past 60 days?',
    expect: rankedX((now) => ({ range: R.d(60)(now) }), byDay, 1),
  },
  {
    id: 'brk-08',
    type: 'breakdown',
    question: 'hour-of-day breakdown for chapter.read: which hour is the peak?',
    expect: rankedX(() => ({ names: ['chapter.read'] }), byHour, 1),
  },

  // ---------------- compare ----------------
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'total events: last 21 days compared with the 21 days before?',
    expect: compareX(prevDays(21), R.d(21)),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: 'ReadingMinutesLogged events in the past 30 days vs the previous 30 days',
    expect: compareX(prevDays(30), R.d(30), ['ReadingMinutesLogged']),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: (now) =>
      `How did review_submitted in ${mon(monthStart(N(now), -2))} compare to ${mon(monthStart(N(now), -1))}?`,
    expect: compareX(R.m2, R.m1, ['review_submitted']),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: 'is session_start growing? last 4 weeks vs the 4 weeks before that',
    expect: compareX(
      (now) => ({ from: N(now) - 8 * WEEK, to: N(now) - 4 * WEEK }),
      (now) => ranges.lastWeeks(N(now), 4),
      ['session_start'],
    ),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: 'total ReadingMinutesLogged minutes (sum of value) last month vs the month before — board deck',
    expect: compareX((now) => ranges.month(monthStart(N(now), -2)), R.lm, ['ReadingMinutesLogged'], {
      measure: 'sum',
    }),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: 'chapter.read yesterday vs the day before?',
    expect: compareX((now) => ranges.on(ago(now, 2)), R.yest, ['chapter.read']),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question: 'chapter.read last week compared with the week before',
    expect: compareX((now) => ({ from: weekStart(N(now)) - 2 * WEEK, to: weekStart(N(now)) - WEEK }), R.lw, [
      'chapter.read',
    ]),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: 'Active users, last 30 days versus the 30 days before that — are we growing?',
    expect: compareX(prevDays(30), R.d(30), undefined, { measure: 'users' }),
  },

  // ---------------- share ----------------
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are chapter.read?',
    expect: shareX(() => ranges.all(), ['chapter.read']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'share of events in the last 7 days that were discussion-post',
    expect: shareX(R.d(7), ['discussion-post']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'Of the users active in the last 30 days, what % did a premium.upgrade?',
    expect: shareX(R.d(30), ['premium.upgrade'], { ofUsers: true }),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'what percent of all our users have ever done Club Joined?',
    expect: shareX(() => ranges.all(), ['Club Joined'], { ofUsers: true }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: "percent of yesterday's events that were ReadingMinutesLogged",
    expect: shareX(R.yest, ['ReadingMinutesLogged']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'of the people active last month, what share posted a review_submitted?',
    expect: shareX(R.lm, ['review_submitted'], { ofUsers: true }),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'what fraction of activity in the last 60 days was broken streaks?',
    expect: shareX(R.d(60), ['streak_broken'], { conf: 'not-high' }),
  },
  {
    id: 'share-08',
    type: 'share',
    question: (now) => `on ${iso(INCIDENT(now))}, what percentage of events were streak_broken?`,
    expect: shareX(R.inc, ['streak_broken']),
  },

  // ---------------- conversion ----------------
  {
    id: 'conv-01',
    type: 'conversion',
    question: 'Of users who did book_added in the last 60 days, how many went on to BookFinished?',
    expect: convX(R.d(60), 'book_added', 'BookFinished'),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: 'Club Joined → discussion-post conversion, all time',
    expect: convX(() => ranges.all(), 'Club Joined', 'discussion-post'),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question: 'session_start to premium.upgrade conversion over the last 90 days?',
    expect: convX(R.d(90), 'session_start', 'premium.upgrade'),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question: (now) =>
      `since ${md(ago(now, 50))}: of the people with chapter.read, what % later did review_submitted?`,
    expect: convX((now) => ranges.since(ago(now, 50), N(now)), 'chapter.read', 'review_submitted'),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question: 'last month, of users who had a BookFinished, how many then did review_submitted afterwards?',
    expect: convX(R.lm, 'BookFinished', 'review_submitted'),
  },
  {
    id: 'conv-06',
    type: 'conversion',
    question: 'funnel from invite-sent to Club Joined (all time): how many and what percentage converted?',
    expect: convX(() => ranges.all(), 'invite-sent', 'Club Joined'),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question: 'how many folks who joined a club ended up posting in the discussions afterwards? last 60 days',
    expect: convX(R.d(60), 'Club Joined', 'discussion-post', 'not-high'),
  },
  {
    id: 'conv-08',
    type: 'conversion',
    question: 'Profile Updated then book_added in the last 30 days — conversion rate?',
    expect: convX(R.d(30), 'Profile Updated', 'book_added'),
  },

  // ---------------- churn ----------------
  {
    id: 'churn-01',
    type: 'churn',
    question: 'how many users were active last month but not this month?',
    expect: (events, now) => ({
      numbers: [churned(events, R.lm(now), R.tm(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 14 days?',
    expect: (events, now) => ({ numbers: [newUsers(events, R.d(14)(now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'How many brand-new users did we get last month?',
    expect: (events, now) => ({ numbers: [newUsers(events, R.lm(now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} who have done nothing in the last 30 days — how many?`,
    expect: (events, now) => ({
      numbers: [churned(events, ranges.between(ago(now, 60), ago(now, 31)), R.d(30)(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) =>
      `churn check: readers active in ${mon(monthStart(N(now), -2))} but not in ${mon(monthStart(N(now), -1))}?`,
    expect: (events, now) => ({
      numbers: [churned(events, R.m2(now), R.m1(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `how many new users since ${dmy(ago(now, 21))}?`,
    expect: (events, now) => ({
      numbers: [newUsers(events, ranges.since(ago(now, 21), N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: "how many of last week's active users haven't come back this week?",
    expect: (events, now) => ({
      numbers: [churned(events, R.lw(now), R.tw(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) => `new users in ${mon(monthStart(N(now), -1))}?`,
    expect: (events, now) => ({ numbers: [newUsers(events, R.m1(now)).length], confidence: 'high' }),
  },

  // ---------------- recency ----------------
  {
    id: 'rec-01',
    type: 'recency',
    question: 'When did someone last do a premium.upgrade?',
    expect: lastX(['premium.upgrade']),
  },
  {
    id: 'rec-02',
    type: 'recency',
    question: 'last streak_broken event — when was it?',
    expect: lastX(['streak_broken']),
  },
  {
    id: 'rec-03',
    type: 'recency',
    question: 'did anyone do review_submitted in the last 7 days?',
    expect: countX((now) => ({ range: R.d(7)(now), names: ['review_submitted'] })),
  },
  {
    id: 'rec-04',
    type: 'recency',
    question: 'when was the most recent BookFinished?',
    expect: lastX(['BookFinished']),
  },
  {
    id: 'rec-05',
    type: 'recency',
    question: `last time ${P.critic} did review_submitted?`,
    expect: lastX(['review_submitted'], P.critic),
  },
  {
    id: 'rec-06',
    type: 'recency',
    question: 'has anybody logged ReadingMinutesLogged today?',
    expect: countX((now) => ({ range: R.today(now), names: ['ReadingMinutesLogged'] })),
  },
  {
    id: 'rec-07',
    type: 'recency',
    low: true,
    question: 'When was the last audiobook.started event?',
    expect: low,
  },
  {
    id: 'rec-08',
    type: 'recency',
    question: 'most recent Profile Updated?',
    expect: lastX(['Profile Updated']),
  },

  // ---------------- catalogue ----------------
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (events) => ({
      names: ALL_NAMES,
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users do we have in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'Total number of events ever recorded?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'list the event names pls',
    expect: (events) => ({
      names: ALL_NAMES,
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'how many distinct event types exist in the data?',
    expect: (events) => ({
      numbers: [new Set(events.map(byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question: 'new PM here, give me the big picture: how many users and how many events overall?',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: "What's tracked in this account, and how many people use the app?",
    expect: (events) => ({
      names: ALL_NAMES,
      unordered: true,
      numbers: [users(events).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-08',
    type: 'catalogue',
    question: 'which event names exist? looking for anything club-related',
    expect: (events) => ({
      names: ALL_NAMES,
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ---------------- other ----------------
  { id: 'other-01', type: 'other', question: 'What is the average age of our readers?', expect: low },
  { id: 'other-02', type: 'other', question: 'which book genre is the most populer?', expect: low },
  { id: 'other-03', type: 'other', question: "what's our NPS this quarter?", expect: low },
  {
    id: 'other-04',
    type: 'other',
    question: 'How much did we spend on Instagram ads last month?',
    expect: low,
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'predict how many premium upgrades we will get next month',
    expect: low,
  },
  { id: 'other-06', type: 'other', question: 'Which author do people read the most?', expect: low },
  { id: 'other-07', type: 'other', question: 'what is our rating in the App Store right now?', expect: low },
  { id: 'other-08', type: 'other', question: 'p95 API latency yesterday?', expect: low },
  {
    id: 'other-09',
    type: 'other',
    question: `What are the titles of the books on ${P.topReader}'s shelf?`,
    expect: low,
  },
];
