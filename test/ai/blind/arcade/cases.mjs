/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
// Blind round "arcade": questions staff of a family entertainment centre would ask about
// the card-based arcade. Every expectation is computed from the events with the oracle.

import {
  DAY,
  MONTHS,
  ranges as R,
  select,
  users,
  sum,
  avg,
  min,
  max,
  percent,
  tally,
  rank,
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  isoDay,
  isoMonth,
  dayStart,
  weekStart,
  monthStart,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
  round,
  pastMonthDay,
  pastMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, outageDayStart } from './data.mjs';

// ---- helpers ------------------------------------------------------------------------------

const MONEY = ['card_loaded', 'birthday_package_purchased'];
const LOW = () => ({ confidence: 'low', dataPoints: 0 });

const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const dateParts = (t) => {
  const d = new Date(t);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate() };
};
const fmtIso = (t) => isoDay(t);
const fmtLong = (t) => {
  const p = dateParts(t);
  return `${MONTHS[p.m]} ${ord(p.d)}`;
}; // November 2nd
const fmtShort = (t) => {
  const p = dateParts(t);
  return `${MONTHS[p.m].slice(0, 3)} ${p.d}`;
}; // Nov 2
const fmtDayMonth = (t) => {
  const p = dateParts(t);
  return `${p.d} ${MONTHS[p.m]}`;
}; // 2 November
const fmtFull = (t) => {
  const p = dateParts(t);
  return `${MONTHS[p.m]} ${p.d}, ${p.y}`;
}; // November 2, 2026
const monthName = (t) => MONTHS[dateParts(t).m];

const N = (now) => +now;
const daysAgo = (now, k) => dayStart(N(now)) - k * DAY; // start of the UTC day k days ago
const OUTAGE = (now) => outageDayStart(new Date(N(now))); // the card-reader network outage day (a Saturday)
const prevMonth = (now, k = 1) => monthStart(N(now), -k); // start of the k-th previous calendar month

function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
}

// Count of events matching filters.
const count =
  (opts, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, opts(N(now)));
    return s.length ? { numbers: [s.length], confidence: conf, dataPoints: s.length } : LOW();
  };
// Distinct users among matching events.
const distinct =
  (opts, conf = 'high') =>
  (ev, now) => {
    const s = select(ev, opts(N(now)));
    return s.length ? { numbers: [users(s).size], confidence: conf, dataPoints: s.length } : LOW();
  };
// A measure of eventValue over matching events.
const measure =
  (opts, fn, conf = 'high', extra = {}) =>
  (ev, now) => {
    const s = select(ev, opts(N(now)));
    return s.length
      ? { numbers: [round(fn(s), 2)], confidence: conf, dataPoints: s.length, ...extra }
      : LOW();
  };

// Ranked list: getMap(ev, n) → { map, dp }; checks for ties at the cut.
function ranked(
  getMap,
  n,
  { ascending = false, conf = 'high', names = true, numbers = true, extraNames = [] } = {},
) {
  const expect = (ev, now) => {
    const { map, dp } = getMap(ev, N(now));
    const top = rank(map, { n, ascending });
    return {
      ...(names ? { names: [...top.map((x) => x[0]), ...extraNames] } : {}),
      ...(numbers ? { numbers: top.map((x) => round(x[1], 2)) } : {}),
      confidence: conf,
      dataPoints: dp,
    };
  };
  expect.tieAtCut = (ev, now) => {
    const all = rank(getMap(ev, N(now)).map, { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}
const topBy = (opts, key, measureFn) => (ev, n) => {
  const s = select(ev, opts(n));
  return { map: tally(s, key, measureFn), dp: s.length };
};

// Whole breakdown (every bucket, in time order).
const breakdown = (opts, key, measureFn) => (ev, now) => {
  const s = select(ev, opts(N(now)));
  const m = [...tally(s, key, measureFn)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return { names: m.map((x) => x[0]), numbers: m.map((x) => x[1]), confidence: 'high', dataPoints: s.length };
};

// Comparison of a measure over two ranges (earlier first).
const compare =
  (rangeA, rangeB, names, fn = (s) => s.length, conf = 'high') =>
  (ev, now) => {
    const a = select(ev, { range: rangeA(N(now)), names }),
      b = select(ev, { range: rangeB(N(now)), names });
    const c = change(round(fn(a), 2), round(fn(b), 2));
    return {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      ...(c.pct === null ? {} : { percents: [c.pct] }),
      ...(conf === 'high' ? {} : { names: names ?? [], unordered: true }),
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };

// Share of events that are X (in range).
const shareEvents =
  (range, names, conf = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(N(now)) }),
      part = select(all, { names });
    return {
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      confidence: conf,
      dataPoints: all.length,
    };
  };
// Share of active users who did X (in range).
const shareUsers =
  (range, names, conf = 'high') =>
  (ev, now) => {
    const all = select(ev, { range: range(N(now)) }),
      part = users(select(all, { names }));
    return {
      numbers: [part.size, users(all).size],
      percents: [percent(part.size, users(all).size)],
      confidence: conf,
      dataPoints: all.length,
    };
  };

const convert =
  (range, a, b, conf = 'high') =>
  (ev, now) => {
    const r = range(N(now)),
      c = conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf,
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  };

const churn = (active, inactive) => (ev, now) => ({
  numbers: [churned(ev, active(N(now)), inactive(N(now))).length],
  confidence: 'high',
});
const fresh = (range) => (ev, now) => ({ numbers: [newUsers(ev, range(N(now))).length], confidence: 'high' });

// "When was the last X": date of the newest X; dataPoints = all X events (of that user, if one is named).
const lastOf =
  (names, user, conf = 'high') =>
  (ev) => {
    const s = select(ev, { names, user });
    if (!s.length) return LOW();
    return { names: [isoDay(time(newestFirst(s)[0]))], confidence: conf, dataPoints: s.length };
  };

const P = PERSONAS;

// ---- cases ----------------------------------------------------------------------------------

export const cases = [
  // ---------------- count ----------------
  {
    id: 'count-swipes-7d',
    type: 'count',
    question: 'how many game.swipe events in the last 7 days?',
    expect: count((n) => ({ range: R.lastDays(n, 7), names: ['game.swipe'] })),
  },
  {
    id: 'count-loads-yesterday',
    type: 'count',
    question: 'Front desk wants to know: number of card_loaded events yesterday',
    expect: count((n) => ({ range: R.yesterday(n), names: ['card_loaded'] })),
  },
  {
    id: 'count-tickets-outage',
    type: 'count',
    question: (now) =>
      `How many TicketsWon events were logged on ${fmtIso(OUTAGE(now))}? the readers were flaky that day`,
    expect: count((n) => ({ range: R.on(OUTAGE(n)), names: ['TicketsWon'] })),
  },
  {
    id: 'count-prize-lastmonth',
    type: 'count',
    question: 'Prize Redeemed count for last month pls',
    expect: count((n) => ({ range: R.lastMonth(n), names: ['Prize Redeemed'] })),
  },
  {
    id: 'count-whale-swipes-30d',
    type: 'count',
    question: `how many game.swipe did ${P.whale} do in the past 30 days`,
    expect: count((n) => ({ range: R.lastDays(n, 30), names: ['game.swipe'], user: P.whale })),
  },
  {
    id: 'count-all-today',
    type: 'count',
    question: 'how many events so far today?',
    expect: count((n) => ({ range: R.today(n) })),
  },
  {
    id: 'count-replaced-since',
    type: 'count',
    question: (now) => `card-replaced events since ${fmtLong(daysAgo(now, 45))} — how many?`,
    expect: count((n) => ({ range: R.since(daysAgo(n, 45), n), names: ['card-replaced'] })),
  },
  {
    id: 'count-birthday-between',
    type: 'count',
    question: (now) =>
      `Count of birthday_package_purchased between ${fmtIso(daysAgo(now, 50))} and ${fmtIso(daysAgo(now, 10))}`,
    expect: count((n) => ({
      range: R.between(daysAgo(n, 50), daysAgo(n, 10)),
      names: ['birthday_package_purchased'],
    })),
  },
  {
    id: 'count-ooo-lastweek',
    type: 'count',
    question: 'how many machine.out_of_order reports came in last week? (Mon-Sun)',
    expect: count((n) => ({ range: R.lastWeek(n), names: ['machine.out_of_order'] })),
  },
  {
    id: 'count-loads-before',
    type: 'count',
    question: (now) => `how many card loads happened before ${fmtFull(daysAgo(now, 90))}?`,
    expect: count((n) => ({ range: R.before(daysAgo(n, 90)), names: ['card_loaded'] }), 'not-high'),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'how many ticket_jackpot events last month?',
    expect: LOW,
  },
  {
    id: 'count-nobody',
    type: 'count',
    low: true,
    question: `How many events does ${NOBODY} have?`,
    expect: LOW,
  },

  // ---------------- users ----------------
  {
    id: 'users-swipe-30d',
    type: 'users',
    question: 'How many unique users had a game.swipe in the last 30 days?',
    expect: distinct((n) => ({ range: R.lastDays(n, 30), names: ['game.swipe'] })),
  },
  {
    id: 'users-active-lastweek',
    type: 'users',
    question: 'active users last week?',
    expect: distinct((n) => ({ range: R.lastWeek(n) })),
  },
  {
    id: 'users-loaded-month',
    type: 'users',
    question: (now) => `how many customers had a card_loaded in ${monthName(prevMonth(now, 2))}?`,
    expect: distinct((n) => ({ range: R.month(prevMonth(n, 2)), names: ['card_loaded'] })),
  },
  {
    id: 'users-redeemed-loose',
    type: 'users',
    question: 'how many distinct people redeemed prizes in the past 2 weeks',
    expect: distinct((n) => ({ range: R.lastWeeks(n, 2), names: ['Prize Redeemed'] }), 'not-high'),
  },
  {
    id: 'users-birthday-3m',
    type: 'users',
    question:
      'number of unique users with birthday_package_purchased in the last 3 months. for the party-room planning',
    expect: distinct((n) => ({ range: R.lastMonths(n, 3), names: ['birthday_package_purchased'] })),
  },
  {
    id: 'users-tickets-48h',
    type: 'users',
    question: 'users who got TicketsWon in the last 48 hours - how many?',
    expect: distinct((n) => ({ range: R.lastHours(n, 48), names: ['TicketsWon'] })),
  },
  {
    id: 'users-active-since',
    type: 'users',
    question: (now) => `How many active users since ${fmtShort(daysAgo(now, 14))}?`,
    expect: distinct((n) => ({ range: R.since(daysAgo(n, 14), n) })),
  },
  {
    id: 'users-replaced-ever',
    type: 'users',
    question: 'how many different people have ever had a card-replaced event',
    expect: distinct(() => ({ names: ['card-replaced'] })),
  },
  {
    id: 'users-unknown',
    type: 'users',
    low: true,
    question: 'how many users did laser_tag_booking this month?',
    expect: LOW,
  },

  // ---------------- value ----------------
  {
    id: 'value-loaded-30d',
    type: 'value',
    question: 'total card_loaded amount in the last 30 days?',
    expect: measure((n) => ({ range: R.lastDays(n, 30), names: ['card_loaded'] }), sum),
  },
  {
    id: 'value-loaded-avg-3m',
    type: 'value',
    question: 'whats the average card_loaded value over the past 3 months',
    expect: measure((n) => ({ range: R.lastMonths(n, 3), names: ['card_loaded'] }), avg),
  },
  {
    id: 'value-birthday-max',
    type: 'value',
    question: 'biggest birthday_package_purchased amount ever?',
    expect: measure(() => ({ names: ['birthday_package_purchased'] }), max),
  },
  {
    id: 'value-loaded-min-14d',
    type: 'value',
    question: 'Smallest card_loaded value in the last 14 days',
    expect: measure((n) => ({ range: R.lastDays(n, 14), names: ['card_loaded'] }), min),
  },
  {
    id: 'value-tickets-median',
    type: 'value',
    question: 'median TicketsWon value last week',
    expect: measure((n) => ({ range: R.lastWeek(n), names: ['TicketsWon'] }), median),
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'For the board deck: what was revenue last month?',
    expect: measure((n) => ({ range: R.lastMonth(n), names: MONEY }), sum, 'not-high', {
      names: MONEY,
      unordered: true,
    }),
  },
  {
    id: 'value-hoarder-avg',
    type: 'value',
    question: `average TicketsWon value for ${P.ticketHoarder}`,
    expect: measure(() => ({ names: ['TicketsWon'], user: P.ticketHoarder }), avg),
  },
  {
    id: 'value-prize-day',
    type: 'value',
    question: (now) => `sum of Prize Redeemed eventValue on ${fmtShort(daysAgo(now, 9))}`,
    expect: measure(
      (n) => ({
        range: R.on(pastMonthDay(n, dateParts(daysAgo(n, 9)).m, dateParts(daysAgo(n, 9)).d)),
        names: ['Prize Redeemed'],
      }),
      sum,
    ),
  },
  {
    id: 'value-downtime-mean',
    type: 'value',
    question: 'mean machine.out_of_order value in the last 60 days (that is minutes down per report)',
    expect: measure((n) => ({ range: R.lastDays(n, 60), names: ['machine.out_of_order'] }), avg),
  },
  {
    id: 'value-bonus-total',
    type: 'value',
    question: (now) => `total BonusCreditsApplied in ${monthName(prevMonth(now, 1))}`,
    expect: measure(
      (n) => ({ range: R.month(pastMonth(n, dateParts(prevMonth(n, 1)).m)), names: ['BonusCreditsApplied'] }),
      sum,
    ),
  },
  {
    id: 'value-unknown',
    type: 'value',
    low: true,
    question: 'total value of coin_pusher_payout last 30 days',
    expect: LOW,
  },

  // ---------------- top-events ----------------
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked(
      topBy((n) => ({ range: R.lastDays(n, 30) }), byName),
      5,
    ),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: 'what was the most common event yesterday?',
    expect: ranked(
      topBy((n) => ({ range: R.yesterday(n) }), byName),
      1,
    ),
  },
  {
    id: 'bottom-events-all',
    type: 'top-events',
    question: 'which 3 event types are the least common overall?',
    expect: ranked(
      topBy(() => ({}), byName),
      3,
      { ascending: true },
    ),
  },
  {
    id: 'top-events-outage',
    type: 'top-events',
    question: (now) => `top 2 events on ${fmtLong(OUTAGE(now))}`,
    expect: ranked(
      topBy((n) => ({ range: R.on(OUTAGE(n)) }), byName),
      2,
    ),
  },
  {
    id: 'top-events-lastweek',
    type: 'top-events',
    question: 'Which 4 events happend the most last week?',
    expect: ranked(
      topBy((n) => ({ range: R.lastWeek(n) }), byName),
      4,
    ),
  },
  {
    id: 'top-events-whale',
    type: 'top-events',
    question: `what are ${P.whale}'s two most frequent event names?`,
    expect: ranked(
      topBy(() => ({ user: P.whale }), byName),
      2,
    ),
  },
  {
    id: 'rarest-event-60d',
    type: 'top-events',
    question: 'rarest event in the past 60 days?',
    expect: ranked(
      topBy((n) => ({ range: R.lastDays(n, 60) }), byName),
      1,
      { ascending: true },
    ),
  },
  {
    id: 'top-events-since',
    type: 'top-events',
    question: (now) => `list the most frequent events since ${fmtDayMonth(daysAgo(now, 20))}`,
    expect: ranked(
      topBy((n) => ({ range: R.since(daysAgo(n, 20), n) }), byName),
      5,
    ),
  },

  // ---------------- top-users ----------------
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'top 3 users by number of events in the last 30 days',
    expect: ranked(
      topBy((n) => ({ range: R.lastDays(n, 30) }), byUser),
      3,
    ),
  },
  {
    id: 'top-spenders',
    type: 'top-users',
    question: 'who are our top 3 spenders?',
    expect: ranked(
      topBy(() => ({ names: MONEY }), byUser, value),
      3,
      { conf: 'not-high' },
    ),
  },
  {
    id: 'top-swipers-14d',
    type: 'top-users',
    question: 'who has the most game.swipe events over the last 14 days? top 2 is enough',
    expect: ranked(
      topBy((n) => ({ range: R.lastDays(n, 14), names: ['game.swipe'] }), byUser),
      2,
    ),
  },
  {
    id: 'top-loaders-3m',
    type: 'top-users',
    question: 'Top 3 users by total card_loaded value, last 3 months',
    expect: ranked(
      topBy((n) => ({ range: R.lastMonths(n, 3), names: ['card_loaded'] }), byUser, value),
      3,
    ),
  },
  {
    id: 'top-tickets-sum',
    type: 'top-users',
    question: 'which 3 guests have the highest summed TicketsWon value, all time?',
    expect: ranked(
      topBy(() => ({ names: ['TicketsWon'] }), byUser, value),
      3,
    ),
  },
  {
    id: 'top-user-7d',
    type: 'top-users',
    question: 'most active user in the past week?',
    expect: ranked(
      topBy((n) => ({ range: R.lastDays(n, 7) }), byUser),
      1,
    ),
  },
  {
    id: 'top-ooo-reporters',
    type: 'top-users',
    question: 'who logs the most machine.out_of_order? give me the top 2',
    expect: ranked(
      topBy(() => ({ names: ['machine.out_of_order'] }), byUser),
      2,
    ),
  },
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'Top 3 users by event count, all time',
    expect: ranked(
      topBy(() => ({}), byUser),
      3,
    ),
  },

  // ---------------- user ----------------
  {
    id: 'user-whale-count',
    type: 'user',
    question: `how many events does ${P.whale} have in total?`,
    expect: count(() => ({ user: P.whale })),
  },
  {
    id: 'user-churner-seen',
    type: 'user',
    question: `when did ${P.churner} first show up, and when were they last seen?`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      return {
        names: [isoDay(time(s[0])), isoDay(time(newestFirst(s)[0]))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-newcomer-first',
    type: 'user',
    question: `first seen date for ${P.newcomer}?`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return { names: [isoDay(Math.min(...s.map(time)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-hoarder-names',
    type: 'user',
    question: `which event names has ${P.ticketHoarder} used?`,
    expect: (ev) => {
      const s = select(ev, { user: P.ticketHoarder });
      return {
        names: [...new Set(s.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-loser-recent',
    type: 'user',
    question: `show me the last 3 events of ${P.cardLoser}`,
    expect: (ev) => {
      const s = select(ev, { user: P.cardLoser });
      return {
        names: newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-whale-swipes-lastmonth',
    type: 'user',
    question: `${P.whale}: game.swipe count last month?`,
    expect: count((n) => ({ range: R.lastMonth(n), names: ['game.swipe'], user: P.whale })),
  },
  {
    id: 'user-tech-30d',
    type: 'user',
    question: `how many events did ${P.technician} log in the last 30 days`,
    expect: count((n) => ({ range: R.lastDays(n, 30), user: P.technician })),
  },
  {
    id: 'user-parent-60d',
    type: 'user',
    question: `activity check on ${P.birthdayParent} — number of events past 60 days?`,
    expect: count((n) => ({ range: R.lastDays(n, 60), user: P.birthdayParent })),
  },
  { id: 'user-nobody', type: 'user', low: true, question: `when was ${NOBODY} last seen?`, expect: LOW },

  // ---------------- breakdown ----------------
  {
    id: 'bd-weekday-swipes',
    type: 'breakdown',
    question: 'busiest weekday for game.swipe over the last 8 weeks?',
    expect: ranked(
      topBy((n) => ({ range: R.lastWeeks(n, 8), names: ['game.swipe'] }), byWeekday),
      1,
    ),
  },
  {
    id: 'bd-hour-all',
    type: 'breakdown',
    question: 'which hour of the day has the most events? all time, UTC',
    expect: ranked(
      topBy(() => ({}), byHour),
      1,
    ),
  },
  {
    id: 'bd-tickets-day-30d',
    type: 'breakdown',
    question: 'which day in the last 30 days had the highest total TicketsWon value?',
    expect: ranked(
      topBy((n) => ({ range: R.lastDays(n, 30), names: ['TicketsWon'] }), byDay, value),
      1,
    ),
  },
  {
    id: 'bd-weekly-tickets',
    type: 'breakdown',
    question: (now) =>
      `weekly TicketsWon counts from ${fmtIso(weekStart(N(now)) - 3 * 7 * DAY)} to ${fmtIso(weekStart(N(now)) - DAY)}`,
    expect: breakdown(
      (n) => ({ range: R.between(weekStart(n) - 21 * DAY, weekStart(n) - DAY), names: ['TicketsWon'] }),
      byWeek,
    ),
  },
  {
    id: 'bd-quietest-weekday-loads',
    type: 'breakdown',
    question: 'which day of the week is quietest for card_loaded?',
    expect: ranked(
      topBy(() => ({ names: ['card_loaded'] }), byWeekday),
      1,
      { ascending: true },
    ),
  },
  {
    id: 'bd-hour-tickets',
    type: 'breakdown',
    question: 'peak hour for TicketsWon in the last 90 days?',
    expect: ranked(
      topBy((n) => ({ range: R.lastDays(n, 90), names: ['TicketsWon'] }), byHour),
      1,
    ),
  },
  {
    id: 'bd-monthly-loaded',
    type: 'breakdown',
    question: (now) =>
      `card_loaded amount per month for ${monthName(prevMonth(now, 2))} and ${monthName(prevMonth(now, 1))}`,
    expect: breakdown(
      (n) => ({ range: { from: prevMonth(n, 2), to: monthStart(n) }, names: ['card_loaded'] }),
      byMonth,
      value,
    ),
  },
  {
    id: 'bd-reader-day',
    type: 'breakdown',
    question: 'which day had the most ReaderOffline events?',
    expect: ranked(
      topBy(() => ({ names: ['ReaderOffline'] }), byDay),
      1,
    ),
  },
  {
    id: 'bd-busiest-day-lastmonth',
    type: 'breakdown',
    question: 'busiest single day last month, by number of events?',
    expect: ranked(
      topBy((n) => ({ range: R.lastMonth(n) }), byDay),
      1,
    ),
  },

  // ---------------- compare ----------------
  {
    id: 'cmp-swipes-7d',
    type: 'compare',
    question: 'game.swipe in the last 7 days vs the 7 days before that?',
    expect: compare(
      (n) => ({ from: n - 14 * DAY, to: n - 7 * DAY }),
      (n) => R.lastDays(n, 7),
      ['game.swipe'],
    ),
  },
  {
    id: 'cmp-loaded-30d',
    type: 'compare',
    question: 'total card_loaded value, last 30 days compared with the previous 30 days',
    expect: compare(
      (n) => ({ from: n - 60 * DAY, to: n - 30 * DAY }),
      (n) => R.lastDays(n, 30),
      ['card_loaded'],
      sum,
    ),
  },
  {
    id: 'cmp-users-weeks',
    type: 'compare',
    question: 'active users last week vs the week before — up or down?',
    expect: (ev, now) => {
      const n = N(now),
        a = select(ev, { range: { from: weekStart(n) - 14 * DAY, to: weekStart(n) - 7 * DAY } }),
        b = select(ev, { range: R.lastWeek(n) });
      const c = change(users(a).size, users(b).size);
      return {
        numbers: [c.earlier, c.later, c.diff],
        percents: [c.pct],
        confidence: 'high',
        dataPoints: a.length + b.length,
      };
    },
  },
  {
    id: 'cmp-registrations-growing',
    type: 'compare',
    question: 'is card_registered growing? last 4 weeks against the 4 weeks before',
    expect: compare(
      (n) => ({ from: n - 56 * DAY, to: n - 28 * DAY }),
      (n) => R.lastWeeks(n, 4),
      ['card_registered'],
    ),
  },
  {
    id: 'cmp-tickets-months',
    type: 'compare',
    question: (now) => `TicketsWon in ${monthName(prevMonth(now, 2))} vs ${monthName(prevMonth(now, 1))}`,
    expect: compare(
      (n) => R.month(prevMonth(n, 2)),
      (n) => R.month(prevMonth(n, 1)),
      ['TicketsWon'],
    ),
  },
  {
    id: 'cmp-loads-loose',
    type: 'compare',
    question: 'number of card top-ups last month compared to the month before?',
    expect: compare(
      (n) => R.month(prevMonth(n, 2)),
      (n) => R.lastMonth(n),
      ['card_loaded'],
      (s) => s.length,
      'not-high',
    ),
  },
  {
    id: 'cmp-swipes-days',
    type: 'compare',
    question: 'game.swipe: yesterday vs the day before',
    expect: compare(
      (n) => R.on(dayStart(n) - 2 * DAY),
      (n) => R.yesterday(n),
      ['game.swipe'],
    ),
  },
  {
    id: 'cmp-outage-vs-week-before',
    type: 'compare',
    question: (now) =>
      `total events on ${fmtIso(OUTAGE(now) - 7 * DAY)} compared with ${fmtIso(OUTAGE(now))} (outage day)`,
    expect: compare(
      (n) => R.on(OUTAGE(n) - 7 * DAY),
      (n) => R.on(OUTAGE(n)),
    ),
  },
  {
    id: 'cmp-revenue-30d',
    type: 'compare',
    question: 'how is revenue trending: last 30 days vs prior 30 days?',
    expect: compare(
      (n) => ({ from: n - 60 * DAY, to: n - 30 * DAY }),
      (n) => R.lastDays(n, 30),
      MONEY,
      sum,
      'not-high',
    ),
  },

  // ---------------- share ----------------
  {
    id: 'share-swipes-30d',
    type: 'share',
    question: 'what percent of events in the last 30 days are game.swipe?',
    expect: shareEvents((n) => R.lastDays(n, 30), ['game.swipe']),
  },
  {
    id: 'share-users-prize-lastweek',
    type: 'share',
    question: 'what share of active users last week had a Prize Redeemed?',
    expect: shareUsers((n) => R.lastWeek(n), ['Prize Redeemed']),
  },
  {
    id: 'share-balance-all',
    type: 'share',
    question: '% of all events that are Balance Checked',
    expect: shareEvents(() => R.all(), ['Balance Checked']),
  },
  {
    id: 'share-users-birthday',
    type: 'share',
    question: 'percentage of users who have ever done birthday_package_purchased',
    expect: shareUsers(() => R.all(), ['birthday_package_purchased']),
  },
  {
    id: 'share-reader-outage',
    type: 'share',
    question: (now) => `On ${fmtShort(OUTAGE(now))}, what fraction of events were ReaderOffline?`,
    expect: shareEvents((n) => R.on(OUTAGE(n)), ['ReaderOffline']),
  },
  {
    id: 'share-loads-14d',
    type: 'share',
    question: 'what percentage of events in the past 14 days were card_loaded',
    expect: shareEvents((n) => R.lastDays(n, 14), ['card_loaded']),
  },
  {
    id: 'share-users-replaced',
    type: 'share',
    question:
      'in the last 60 days what % of active users had a card-replaced? asking bc the lost-card fee is under review',
    expect: shareUsers((n) => R.lastDays(n, 60), ['card-replaced']),
  },
  {
    id: 'share-ooo-lastmonth',
    type: 'share',
    question: 'share of events that were machine.out_of_order last month',
    expect: shareEvents((n) => R.lastMonth(n), ['machine.out_of_order']),
  },

  // ---------------- conversion ----------------
  {
    id: 'conv-reg-load-60d',
    type: 'conversion',
    question: 'of users with card_registered in the last 60 days, how many then did card_loaded?',
    expect: convert((n) => R.lastDays(n, 60), 'card_registered', 'card_loaded'),
  },
  {
    id: 'conv-load-birthday',
    type: 'conversion',
    question: 'conversion from card_loaded to birthday_package_purchased, all time',
    expect: convert(() => R.all(), 'card_loaded', 'birthday_package_purchased'),
  },
  {
    id: 'conv-swipe-prize-30d',
    type: 'conversion',
    question: 'last 30 days: of the people who did game.swipe, what % went on to Prize Redeemed?',
    expect: convert((n) => R.lastDays(n, 30), 'game.swipe', 'Prize Redeemed'),
  },
  {
    id: 'conv-tickets-prize-lastweek',
    type: 'conversion',
    question: 'TicketsWon -> Prize Redeemed conversion last week',
    expect: convert((n) => R.lastWeek(n), 'TicketsWon', 'Prize Redeemed'),
  },
  {
    id: 'conv-reg-swipe-since',
    type: 'conversion',
    question: (now) =>
      `since ${fmtIso(daysAgo(now, 40))}, how many card_registered users went on to a game.swipe, and what percentage is that?`,
    expect: convert((n) => R.since(daysAgo(n, 40), n), 'card_registered', 'game.swipe'),
  },
  {
    id: 'conv-reg-replaced',
    type: 'conversion',
    question: 'how many users who did card_registered later had card-replaced? (all time)',
    expect: convert(() => R.all(), 'card_registered', 'card-replaced'),
  },
  {
    id: 'conv-balance-load-14d',
    type: 'conversion',
    question: 'Past 14 days: Balance Checked followed by card_loaded - how many converted?',
    expect: convert((n) => R.lastDays(n, 14), 'Balance Checked', 'card_loaded'),
  },
  {
    id: 'conv-reg-prize-90d',
    type: 'conversion',
    question:
      'of new cards (card_registered) in the past 90 days, what percent redeemed a prize afterwards (Prize Redeemed)?',
    expect: convert((n) => R.lastDays(n, 90), 'card_registered', 'Prize Redeemed'),
  },

  // ---------------- churn ----------------
  {
    id: 'churn-30-30',
    type: 'churn',
    question: 'how many users were active 31-60 days ago but not at all in the last 30 days?',
    expect: churn(
      (n) => ({ from: n - 60 * DAY, to: n - 30 * DAY }),
      (n) => R.lastDays(n, 30),
    ),
  },
  {
    id: 'new-users-7d',
    type: 'churn',
    question: 'new users in the last 7 days?',
    expect: fresh((n) => R.lastDays(n, 7)),
  },
  {
    id: 'new-users-month',
    type: 'churn',
    question: (now) => `how many brand new users (first event ever) in ${monthName(prevMonth(now, 2))}?`,
    expect: fresh((n) => R.month(prevMonth(n, 2))),
  },
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `users active in ${monthName(prevMonth(now, 2))} who didn't show up at all in ${monthName(prevMonth(now, 1))}`,
    expect: churn(
      (n) => R.month(prevMonth(n, 2)),
      (n) => R.month(prevMonth(n, 1)),
    ),
  },
  {
    id: 'new-users-since',
    type: 'churn',
    question: (now) => `new users since ${fmtLong(daysAgo(now, 21))}`,
    expect: fresh((n) => R.since(daysAgo(n, 21), n)),
  },
  {
    id: 'new-users-lastmonth',
    type: 'churn',
    question: 'how many first-time users did we get last month',
    expect: fresh((n) => R.lastMonth(n)),
  },
  {
    id: 'churn-between',
    type: 'churn',
    question: (now) =>
      `users active between ${fmtIso(daysAgo(now, 100))} and ${fmtIso(daysAgo(now, 70))} but with no events since ${fmtIso(daysAgo(now, 30))}`,
    expect: churn(
      (n) => R.between(daysAgo(n, 100), daysAgo(n, 70)),
      (n) => R.since(daysAgo(n, 30), n),
    ),
  },
  {
    id: 'churn-weeks',
    type: 'churn',
    question: 'who churned: users active last week but not in the last 3 days? just the number',
    expect: churn(
      (n) => R.lastWeek(n),
      (n) => R.lastDays(n, 3),
    ),
  },

  // ---------------- recency ----------------
  {
    id: 'last-reader-offline',
    type: 'recency',
    question: 'when was the last ReaderOffline?',
    expect: lastOf(['ReaderOffline']),
  },
  {
    id: 'any-replaced-7d',
    type: 'recency',
    question: 'did anyone have a card-replaced in the last 7 days?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(N(now), 7), names: ['card-replaced'] });
      return s.length ? { numbers: [s.length], confidence: 'high', dataPoints: s.length } : LOW();
    },
  },
  {
    id: 'last-birthday',
    type: 'recency',
    question: 'most recent birthday_package_purchased — when?',
    expect: lastOf(['birthday_package_purchased']),
  },
  {
    id: 'last-churner-swipe',
    type: 'recency',
    question: `when did ${P.churner} last do a game.swipe?`,
    expect: lastOf(['game.swipe'], P.churner),
  },
  {
    id: 'any-ooo-since',
    type: 'recency',
    question: (now) => `has anyone reported a machine.out_of_order since ${fmtShort(daysAgo(now, 6))}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.since(daysAgo(N(now), 6), N(now)), names: ['machine.out_of_order'] });
      return s.length ? { numbers: [s.length], confidence: 'high', dataPoints: s.length } : LOW();
    },
  },
  {
    id: 'last-registered',
    type: 'recency',
    question: 'When was the latest card_registered?',
    expect: lastOf(['card_registered']),
  },
  {
    id: 'last-lost-card-loose',
    type: 'recency',
    question: 'when did someone last lose their card and get a new one?',
    expect: lastOf(['card-replaced'], undefined, 'not-high'),
  },
  {
    id: 'last-unknown',
    type: 'recency',
    low: true,
    question: 'when was the last token_jam event?',
    expect: LOW,
  },

  // ---------------- catalogue ----------------
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total number of events recorded, all time',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question:
      'new analyst here - can you list the event types and tell me how many users and events we have overall?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      numbers: [users(ev).size, ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event names exist in the data?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-counts',
    type: 'catalogue',
    question: 'give me the catalogue of event names with their counts',
    expect: (ev) => {
      const r = rank(tally(ev, byName));
      return {
        names: r.map((x) => x[0]),
        numbers: r.map((x) => x[1]),
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'cat-users-events',
    type: 'catalogue',
    question: 'How many users and how many events do we have?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-which-names',
    type: 'catalogue',
    question: "what's in the dataset — which event names can I ask about?",
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------- other ----------------
  {
    id: 'other-claw-wait',
    type: 'other',
    question: 'what is the average wait time at the claw machine on saturdays?',
    expect: LOW,
  },
  {
    id: 'other-popular-prize',
    type: 'other',
    question: 'which prize on the counter wall is the most popular plush?',
    expect: LOW,
  },
  { id: 'other-payroll', type: 'other', question: "what's our staff payroll cost this month", expect: LOW },
  {
    id: 'other-coin-pusher',
    type: 'other',
    question: 'how many tokens are sitting inside the coin pusher right now?',
    expect: LOW,
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict next month card load revenue for the budget',
    expect: LOW,
  },
  {
    id: 'other-machine-earnings',
    type: 'other',
    question: 'which individual game cabinet earns the most money? by machine id',
    expect: LOW,
  },
  { id: 'other-weather', type: 'other', question: 'does rainy weather bring more families in?', expect: LOW },
  { id: 'other-parking', type: 'other', question: 'how full was the parking lot last saturday', expect: LOW },
  {
    id: 'other-ages',
    type: 'other',
    question: 'what ages are our guests? kids vs adults split',
    expect: LOW,
  },
  {
    id: 'other-poem',
    type: 'other',
    question: 'write a short poem about skee-ball for our newsletter',
    expect: LOW,
  },
];
