// Blind round "escaperoom": questions people at an escape-room chain would ask about their events.
// Every expectation is computed with the reference oracle from the events at question time.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { DAY, WEEK, ranges: R, select, users, sum, avg, min, max, percent, tally, rank, time } = O;
const MONEY = ['room_booked', 'Hint Purchased', 'voucher-gifted'];

// ---- date helpers and wording --------------------------------------------------------------
const N = (now) => +now;
const dAgo = (now, k) => O.dayStart(N(now)) - k * DAY;
const iso = (t) => O.isoDay(t);
const MON3 = (m) => O.MONTHS[m].slice(0, 3);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const short = (t) => `${MON3(new Date(t).getUTCMonth())} ${new Date(t).getUTCDate()}`;
const long = (t) => `${O.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const dmy = (t) =>
  `${new Date(t).getUTCDate()} ${MON3(new Date(t).getUTCMonth())} ${new Date(t).getUTCFullYear()}`;
const monthBack = (now, k) => O.monthStart(N(now), -k);
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];

// ---- expectation builders ------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const low = () => () => LOW;
const conf = (loose) => (loose ? 'not-high' : 'high');

function countOf(opts, loose) {
  return (events, now) => {
    const evs = select(events, opts(now));
    return evs.length ? { numbers: [evs.length], confidence: conf(loose), dataPoints: evs.length } : LOW;
  };
}
function usersOf(opts, loose) {
  return (events, now) => {
    const evs = select(events, opts(now));
    return evs.length ? { numbers: [users(evs).size], confidence: conf(loose), dataPoints: evs.length } : LOW;
  };
}
function valueOf(opts, fn, loose) {
  return (events, now) => {
    const evs = select(events, opts(now));
    return evs.length ? { numbers: [fn(evs)], confidence: conf(loose), dataPoints: evs.length } : LOW;
  };
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : O.round((v[m - 1] + v[m]) / 2, 2);
};

// Ranked list: top n by key (count, or a measure); tie at the cut is reported to the self-check.
function ranked(opts, key, n, { measure, ascending = false, loose = false } = {}) {
  const full = (events, now) => rank(tally(select(events, opts(now)), key, measure), { ascending });
  const f = (events, now) => {
    const evs = select(events, opts(now));
    const r = full(events, now).slice(0, n);
    if (!evs.length) return LOW;
    return {
      names: r.map((x) => x[0]),
      numbers: r.map((x) => x[1]),
      confidence: conf(loose),
      dataPoints: evs.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const r = full(events, now);
    if (r.length < n) return true;
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return f;
}
// Timeline breakdown over fixed buckets (unordered names, each bucket's count).
function timeline(opts, key) {
  return (events, now) => {
    const evs = select(events, opts(now));
    const r = [...tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: r.map((x) => x[0]),
      numbers: r.map((x) => x[1]),
      unordered: true,
      confidence: 'high',
      dataPoints: evs.length,
    };
  };
}
// Comparison of two periods (earlier first) of a measure over events.
function compare(base, earlier, later, measure = (evs) => evs.length, loose = false) {
  return (events, now) => {
    const a = select(events, { ...base(now), range: earlier(now) });
    const b = select(events, { ...base(now), range: later(now) });
    const c = O.change(measure(a), measure(b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf(loose),
      dataPoints: a.length + b.length,
    };
  };
}
function shareEvents(range, names, user) {
  return (events, now) => {
    const all = select(events, { range: range(now) });
    const part = select(events, { range: range(now), names, user });
    return { percents: [percent(part.length, all.length)], confidence: 'high', dataPoints: all.length };
  };
}
function shareUsers(range, names) {
  return (events, now) => {
    const all = select(events, { range: range(now) });
    const part = select(events, { range: range(now), names });
    return {
      percents: [percent(users(part).size, users(all).size)],
      confidence: 'high',
      dataPoints: all.length,
    };
  };
}
function convert(range, a, b) {
  return (events, now) => {
    const r = range(now);
    const c = O.conversion(events, r, a, b);
    const dp = select(events, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: 'high', dataPoints: dp };
  };
}
function lastOf(opts, loose) {
  return (events, now) => {
    const evs = select(events, opts(now));
    if (!evs.length) return LOW;
    const t = Math.max(...evs.map(time));
    return { names: [iso(t)], confidence: conf(loose), dataPoints: evs.length };
  };
}

const all = () => ({});
const lastDays = (k) => (now) => ({ range: R.lastDays(N(now), k) });
const lastMonth = (now) => ({ range: R.lastMonth(N(now)) });
const lastWeek = (now) => ({ range: R.lastWeek(N(now)) });
const namedMonth = (k) => (now) => ({ range: R.month(monthBack(now, k)) });
const incident = (now) => dAgo(now, 45);

export const cases = [
  // ============================== count ==============================
  {
    id: 'count-booked-7d',
    type: 'count',
    question: 'how many room_booked events did we get in the last 7 days?',
    expect: countOf((now) => ({ ...lastDays(7)(now), names: ['room_booked'] })),
  },
  {
    id: 'count-checkin-yesterday',
    type: 'count',
    question: 'Front desk here. Number of checkin.completed yesterday?',
    expect: countOf((now) => ({ range: R.yesterday(N(now)), names: ['checkin.completed'] })),
  },
  {
    id: 'count-completed-between',
    type: 'count',
    question: (now) => `GameCompleted count between ${iso(dAgo(now, 40))} and ${iso(dAgo(now, 26))} pls`,
    expect: countOf((now) => ({ range: R.between(dAgo(now, 40), dAgo(now, 26)), names: ['GameCompleted'] })),
  },
  {
    id: 'count-hints-lastmonth-loose',
    type: 'count',
    question: 'how many hints did teams buy last month?',
    expect: countOf((now) => ({ ...lastMonth(now), names: ['Hint Purchased'] }), true),
  },
  {
    id: 'count-all-30d',
    type: 'count',
    question: 'total number of events recordd in the past 30 days',
    expect: countOf((now) => lastDays(30)(now)),
  },
  {
    id: 'count-incident-cancellations',
    type: 'count',
    question: (now) =>
      `the flagship had a burst pipe on ${long(incident(now))} — how many booking_cancelled events that day?`,
    expect: countOf((now) => ({ range: R.on(incident(now)), names: ['booking_cancelled'] })),
  },
  {
    id: 'count-incident-loose',
    type: 'count',
    question: (now) => `How many bookings were cancelled on ${short(incident(now))}?`,
    expect: countOf((now) => ({ range: R.on(incident(now)), names: ['booking_cancelled'] }), true),
  },
  {
    id: 'count-regular-bookings',
    type: 'count',
    question: 'How many room_booked has guest_1007 made over the last 3 months?',
    expect: countOf((now) => ({
      range: R.lastMonths(N(now), 3),
      names: ['room_booked'],
      user: 'guest_1007',
    })),
  },
  {
    id: 'count-unknown-refund',
    type: 'count',
    low: true,
    question: 'how many refund_issued events last week',
    expect: low(),
  },
  {
    id: 'count-reviews-before',
    type: 'count',
    question: (now) => `count of review.posted before ${dmy(dAgo(now, 60))}?`,
    expect: countOf((now) => ({ range: R.before(dAgo(now, 60)), names: ['review.posted'] })),
  },
  {
    id: 'count-failed-lastweek',
    type: 'count',
    question: 'GameFailed last week — how many?',
    expect: countOf((now) => ({ ...lastWeek(now), names: ['GameFailed'] })),
  },
  {
    id: 'count-resets-48h',
    type: 'count',
    question: 'ops question: how many room resets in the last 48 hours?',
    expect: countOf((now) => ({ range: R.lastHours(N(now), 48), names: ['RoomReset'] })),
  },
  {
    id: 'count-games-namedmonth',
    type: 'count',
    question: (now) =>
      `In ${monthName(monthBack(now, 1))}, how many GameCompleted plus GameFailed did we have in total?`,
    expect: countOf((now) => ({ ...namedMonth(1)(now), names: ['GameCompleted', 'GameFailed'] })),
  },

  // ============================== users ==============================
  {
    id: 'users-30d',
    type: 'users',
    question: 'how many unique users in the last 30 days?',
    expect: usersOf(lastDays(30)),
  },
  {
    id: 'users-booked-lastmonth',
    type: 'users',
    question: 'How many distinct custmers did a room_booked last month?',
    expect: usersOf((now) => ({ ...lastMonth(now), names: ['room_booked'] })),
  },
  {
    id: 'users-leaderboard-since',
    type: 'users',
    question: (now) => `Leaderboard Viewed: how many different people since ${long(dAgo(now, 21))}?`,
    expect: usersOf((now) => ({ range: R.since(dAgo(now, 21), N(now)), names: ['Leaderboard Viewed'] })),
  },
  {
    id: 'users-voucher-loose',
    type: 'users',
    question: 'how many different people have ever bought a gift card from us?',
    expect: usersOf(() => ({ names: ['voucher-gifted'] }), true),
  },
  { id: 'users-lastweek', type: 'users', question: 'active users last week?', expect: usersOf(lastWeek) },
  {
    id: 'users-reviewers-loose',
    type: 'users',
    question: 'how many unique reviewers in the past 2 months? (marketing wants to thank them)',
    expect: usersOf((now) => ({ range: R.lastMonths(N(now), 2), names: ['review.posted'] }), true),
  },
  {
    id: 'users-unknown-event',
    type: 'users',
    low: true,
    question: 'how many users triggered room_unlocked this quarter?',
    expect: low(),
  },
  {
    id: 'users-hints-14d',
    type: 'users',
    question: 'number of distinct users with a Hint Purchased in the past 14 days',
    expect: usersOf((now) => ({ ...lastDays(14)(now), names: ['Hint Purchased'] })),
  },
  {
    id: 'users-checkin-month',
    type: 'users',
    question: (now) => `in ${monthName(monthBack(now, 2))} how many unique users had a checkin.completed`,
    expect: usersOf((now) => ({ ...namedMonth(2)(now), names: ['checkin.completed'] })),
  },

  // ============================== value ==============================
  {
    id: 'value-booked-sum-lastmonth',
    type: 'value',
    question: 'what is the total room_booked value for last month?',
    expect: valueOf(lastMonthNames(['room_booked']), sum),
  },
  {
    id: 'value-avg-escape',
    type: 'value',
    question: 'average GameCompleted value (escape time in minutes) across all time',
    expect: valueOf(() => ({ names: ['GameCompleted'] }), avg),
  },
  {
    id: 'value-max-booking-90d',
    type: 'value',
    question: 'biggest single room_booked amount in the past 90 days?',
    expect: valueOf((now) => ({ ...lastDays(90)(now), names: ['room_booked'] }), max),
  },
  {
    id: 'value-min-reset-30d',
    type: 'value',
    question: 'Quickest RoomReset in the last 30 days — minimum value?',
    expect: valueOf((now) => ({ ...lastDays(30)(now), names: ['RoomReset'] }), min),
  },
  {
    id: 'value-median-stars',
    type: 'value',
    question: 'median review.posted value, all time',
    expect: valueOf(() => ({ names: ['review.posted'] }), median),
  },
  {
    id: 'value-revenue-lastmonth',
    type: 'value',
    question: 'for the board deck: what was our revenue last month?',
    expect: valueOf(lastMonthNames(MONEY), sum, true),
  },
  {
    id: 'value-voucher-since',
    type: 'value',
    question: (now) => `sum of voucher-gifted since ${iso(dAgo(now, 50))}`,
    expect: valueOf((now) => ({ range: R.since(dAgo(now, 50), N(now)), names: ['voucher-gifted'] }), sum),
  },
  {
    id: 'value-hint-avg-7d',
    type: 'value',
    question: 'whats the avg Hint Purchased value over teh past 7 days',
    expect: valueOf((now) => ({ ...lastDays(7)(now), names: ['Hint Purchased'] }), avg),
  },
  {
    id: 'value-party-size-4w',
    type: 'value',
    question: 'Mean checkin.completed value (party size) in the last 4 weeks?',
    expect: valueOf((now) => ({ range: R.lastWeeks(N(now), 4), names: ['checkin.completed'] }), avg),
  },
  {
    id: 'value-regular-spend',
    type: 'value',
    question: 'How much has guest_1007 spent on room_booked in total?',
    expect: valueOf(() => ({ names: ['room_booked'], user: 'guest_1007' }), sum),
  },
  {
    id: 'value-unknown',
    type: 'value',
    low: true,
    question: 'total value of merch_sold last month',
    expect: low(),
  },

  // ============================== top-events ==============================
  {
    id: 'top5-events-all',
    type: 'top-events',
    question: 'top 5 events overall',
    expect: ranked(all, O.byName, 5),
  },
  {
    id: 'top3-events-lastmonth',
    type: 'top-events',
    question: 'What were the three most common events last month?',
    expect: ranked(lastMonth, O.byName, 3),
  },
  {
    id: 'least2-events',
    type: 'top-events',
    question: 'which 2 events happen the least? all time is fine',
    expect: ranked(all, O.byName, 2, { ascending: true }),
  },
  {
    id: 'top-events-default-30d',
    type: 'top-events',
    question: 'give me a list of the most frequent events in the past 30 days',
    expect: ranked(lastDays(30), O.byName, 5),
  },
  {
    id: 'top1-event-regular',
    type: 'top-events',
    question: "what's guest_1007's most common event?",
    expect: ranked(() => ({ user: 'guest_1007' }), O.byName, 1),
  },
  {
    id: 'top4-events-namedmonth',
    type: 'top-events',
    question: (now) =>
      `top 4 events in ${monthName(monthBack(now, 2))} ${new Date(monthBack(now, 2)).getUTCFullYear()}`,
    expect: ranked(namedMonth(2), O.byName, 4),
  },
  {
    id: 'top1-event-14d',
    type: 'top-events',
    question: "what's the single most frequent event over the last 14 days?",
    expect: ranked(lastDays(14), O.byName, 1),
  },
  {
    id: 'top3-events-between',
    type: 'top-events',
    question: (now) => `most common 3 events from ${short(dAgo(now, 70))} to ${short(dAgo(now, 50))}`,
    expect: ranked((now) => ({ range: R.between(dAgo(now, 70), dAgo(now, 50)) }), O.byName, 3),
  },

  // ============================== top-users ==============================
  {
    id: 'top2-users-all',
    type: 'top-users',
    question: 'who are the 2 most active users?',
    expect: ranked(all, O.byUser, 2),
  },
  {
    id: 'top5-spenders',
    type: 'top-users',
    question: 'top 5 spenders please',
    expect: ranked(() => ({ names: MONEY }), O.byUser, 5, { measure: O.value, loose: true }),
  },
  {
    id: 'top1-booker-90d',
    type: 'top-users',
    question: 'who had the most room_booked events in the past 90 days?',
    expect: ranked((now) => ({ ...lastDays(90)(now), names: ['room_booked'] }), O.byUser, 1),
  },
  {
    id: 'top3-hint-spend',
    type: 'top-users',
    question: 'Who spent the most on Hint Purchased? top 3 by summed value',
    expect: ranked(() => ({ names: ['Hint Purchased'] }), O.byUser, 3, { measure: O.value }),
  },
  {
    id: 'top1-resetter-lastmonth',
    type: 'top-users',
    question: 'which user logged the most RoomReset events last month?',
    expect: ranked((now) => ({ ...lastMonth(now), names: ['RoomReset'] }), O.byUser, 1),
  },
  {
    id: 'top1-reviewer',
    type: 'top-users',
    question: 'which user has the most review.posted events? (we suspect a troll)',
    expect: ranked(() => ({ names: ['review.posted'] }), O.byUser, 1),
  },
  {
    id: 'top1-voucher-value',
    type: 'top-users',
    question: 'who gifts the most? top user by total voucher-gifted value',
    expect: ranked(() => ({ names: ['voucher-gifted'] }), O.byUser, 1, { measure: O.value }),
  },
  {
    id: 'top2-users-60d',
    type: 'top-users',
    question: 'most active 2 users in the last 60 days, by number of events',
    expect: ranked(lastDays(60), O.byUser, 2),
  },

  // ============================== user ==============================
  {
    id: 'user-count-regular',
    type: 'user',
    question: 'how many events does guest_1007 have in total?',
    expect: countOf(() => ({ user: 'guest_1007' })),
  },
  {
    id: 'user-first-newcomer',
    type: 'user',
    question: 'when did guest_1501 first show up?',
    expect: (events) => {
      const evs = select(events, { user: 'guest_1501' });
      return { names: [iso(Math.min(...evs.map(time)))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-last-churner',
    type: 'user',
    question: 'guest_1013 — last seen when? they used to come every few weeks',
    expect: (events) => {
      const evs = select(events, { user: 'guest_1013' });
      return { names: [iso(Math.max(...evs.map(time)))], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-names-critic',
    type: 'user',
    question: 'which event names has guest_1031 used?',
    expect: (events) => {
      const evs = select(events, { user: 'guest_1031' });
      return {
        names: [...new Set(evs.map((e) => e.eventName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'what has guest_9999 been up to? they called the desk',
    expect: low(),
  },
  {
    id: 'user-staff-lastweek',
    type: 'user',
    question: 'how many events did staff_03 log last week?',
    expect: countOf((now) => ({ ...lastWeek(now), user: 'staff_03' })),
  },
  {
    id: 'user-recent-gifter',
    type: 'user',
    question: "show me guest_1022's 3 most recent events",
    expect: (events) => {
      const evs = select(events, { user: 'guest_1022' });
      const top = O.newestFirst(evs).slice(0, 3);
      return { names: top.map((e) => e.eventName), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-first-last-1110',
    type: 'user',
    question: 'first and last seen for guest_1110?',
    expect: (events) => {
      const evs = select(events, { user: 'guest_1110' });
      const ts = evs.map(time);
      return {
        names: [iso(Math.min(...ts)), iso(Math.max(...ts))],
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-regular-30d',
    type: 'user',
    question: 'guest_1007 activity in the past 30 days - how many events?',
    expect: countOf((now) => ({ ...lastDays(30)(now), user: 'guest_1007' })),
  },
  {
    id: 'user-nobody-bookings',
    type: 'user',
    low: true,
    question: 'how many room_booked did guest_9999 make?',
    expect: low(),
  },

  // ============================== breakdown ==============================
  {
    id: 'bd-busiest-weekday',
    type: 'breakdown',
    question: 'busiest day of the week, all events all time?',
    expect: ranked(all, O.byWeekday, 1),
  },
  {
    id: 'bd-busiest-hour',
    type: 'breakdown',
    question: 'Which hour of the day (UTC) has the most activity?',
    expect: ranked(all, O.byHour, 1),
  },
  {
    id: 'bd-booked-per-month',
    type: 'breakdown',
    question: (now) =>
      `room_booked per month for ${monthName(monthBack(now, 2))} and ${monthName(monthBack(now, 1))}`,
    expect: timeline(
      (now) => ({ range: { from: monthBack(now, 2), to: monthBack(now, 0) }, names: ['room_booked'] }),
      O.byMonth,
    ),
  },
  {
    id: 'bd-app-peak-day-60d',
    type: 'breakdown',
    question: 'on which day did app_opened peak in the last 60 days? something weird happened I think',
    expect: ranked((now) => ({ ...lastDays(60)(now), names: ['app_opened'] }), O.byDay, 1),
  },
  {
    id: 'bd-completed-weekly',
    type: 'breakdown',
    question: 'GameCompleted per week for the 4 full weeks before this one',
    expect: timeline(
      (now) => ({
        range: { from: O.weekStart(N(now)) - 4 * WEEK, to: O.weekStart(N(now)) },
        names: ['GameCompleted'],
      }),
      O.byWeek,
    ),
  },
  {
    id: 'bd-cancel-peak-day',
    type: 'breakdown',
    question: 'which day had the most booking_cancelled events?',
    expect: ranked(() => ({ names: ['booking_cancelled'] }), O.byDay, 1),
  },
  {
    id: 'bd-quietest-weekday-checkin',
    type: 'breakdown',
    question: 'which weekday is slowest for checkin.completed? thinking of closing one day a wek',
    expect: ranked(() => ({ names: ['checkin.completed'] }), O.byWeekday, 1, { ascending: true }),
  },
  {
    id: 'bd-app-daily',
    type: 'breakdown',
    question: (now) => `app_opened per day from ${iso(dAgo(now, 7))} to ${iso(dAgo(now, 1))}`,
    expect: timeline(
      (now) => ({ range: R.between(dAgo(now, 7), dAgo(now, 1)), names: ['app_opened'] }),
      O.byDay,
    ),
  },
  {
    id: 'bd-checkin-hour-90d',
    type: 'breakdown',
    question: 'peak hour for checkin.completed over the past 90 days? for desk staffing',
    expect: ranked((now) => ({ ...lastDays(90)(now), names: ['checkin.completed'] }), O.byHour, 1),
  },

  // ============================== compare ==============================
  {
    id: 'cmp-booked-lastweek',
    type: 'compare',
    question: 'room_booked last week vs the week before?',
    expect: compare(
      () => ({ names: ['room_booked'] }),
      (now) => ({ from: O.weekStart(N(now)) - 2 * WEEK, to: O.weekStart(N(now)) - WEEK }),
      (now) => R.lastWeek(N(now)),
    ),
  },
  {
    id: 'cmp-all-30d',
    type: 'compare',
    question: 'total events, last 30 days compared with the 30 days before that',
    expect: compare(
      () => ({}),
      (now) => ({ from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }),
      (now) => R.lastDays(N(now), 30),
    ),
  },
  {
    id: 'cmp-completed-lastmonth',
    type: 'compare',
    question: 'GameCompleted: last month vs the month before — up or down?',
    expect: compare(
      () => ({ names: ['GameCompleted'] }),
      (now) => R.month(monthBack(now, 2)),
      (now) => R.lastMonth(N(now)),
    ),
  },
  {
    id: 'cmp-revenue-growing',
    type: 'compare',
    question: 'is revenue growing? last 30 days against the previous 30',
    expect: compare(
      () => ({ names: MONEY }),
      (now) => ({ from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }),
      (now) => R.lastDays(N(now), 30),
      sum,
      true,
    ),
  },
  {
    id: 'cmp-hints-months',
    type: 'compare',
    question: (now) =>
      `Hint Purchased count: ${monthName(monthBack(now, 2))} vs ${monthName(monthBack(now, 1))}`,
    expect: compare(
      () => ({ names: ['Hint Purchased'] }),
      (now) => R.month(monthBack(now, 2)),
      (now) => R.month(monthBack(now, 1)),
    ),
  },
  {
    id: 'cmp-users-30d',
    type: 'compare',
    question: 'unique users past 30 days vs the previous 30 days?',
    expect: compare(
      () => ({}),
      (now) => ({ from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }),
      (now) => R.lastDays(N(now), 30),
      (evs) => users(evs).size,
    ),
  },
  {
    id: 'cmp-reviews-28d',
    type: 'compare',
    question: 'review.posted in the last 28 days compared to the 28 days before',
    expect: compare(
      () => ({ names: ['review.posted'] }),
      (now) => ({ from: N(now) - 56 * DAY, to: N(now) - 28 * DAY }),
      (now) => R.lastDays(N(now), 28),
    ),
  },
  {
    id: 'cmp-growth-months',
    type: 'compare',
    question: (now) =>
      `is the chain growing? all events in ${monthName(monthBack(now, 2))} vs ${monthName(monthBack(now, 1))}`,
    expect: compare(
      () => ({}),
      (now) => R.month(monthBack(now, 2)),
      (now) => R.month(monthBack(now, 1)),
    ),
  },

  // ============================== share ==============================
  {
    id: 'share-app-30d',
    type: 'share',
    question: 'what % of events in the last 30 days were app_opened?',
    expect: shareEvents((now) => R.lastDays(N(now), 30), ['app_opened']),
  },
  {
    id: 'share-failed-all',
    type: 'share',
    question: 'What share of all our events are GameFailed?',
    expect: shareEvents(() => R.all(), ['GameFailed']),
  },
  {
    id: 'share-users-voucher',
    type: 'share',
    question: 'what percentage of users have ever done voucher-gifted?',
    expect: shareUsers(() => R.all(), ['voucher-gifted']),
  },
  {
    id: 'share-users-review-lastmonth',
    type: 'share',
    question: 'Of the people active last month, what percent posted a review.posted?',
    expect: shareUsers((now) => R.lastMonth(N(now)), ['review.posted']),
  },
  {
    id: 'share-hints-lastweek',
    type: 'share',
    question: "percentage of last week's events that were Hint Purchased",
    expect: shareEvents((now) => R.lastWeek(N(now)), ['Hint Purchased']),
  },
  {
    id: 'share-users-leaderboard-60d',
    type: 'share',
    question: 'what % of active users viewed the leaderboard (Leaderboard Viewed) in the past 60 days',
    expect: shareUsers((now) => R.lastDays(N(now), 60), ['Leaderboard Viewed']),
  },
  {
    id: 'share-regular',
    type: 'share',
    question: 'how much of all activity, as a percentage of events, comes from guest_1007?',
    expect: shareEvents(() => R.all(), undefined, 'guest_1007'),
  },
  {
    id: 'share-incident',
    type: 'share',
    question: (now) => `On ${iso(incident(now))}, what percent of events were booking_cancelled?`,
    expect: shareEvents((now) => R.on(incident(now)), ['booking_cancelled']),
  },

  // ============================== conversion ==============================
  {
    id: 'conv-book-checkin-30d',
    type: 'conversion',
    question: 'of users who did room_booked in the last 30 days, how many then did checkin.completed?',
    expect: convert((now) => R.lastDays(N(now), 30), 'room_booked', 'checkin.completed'),
  },
  {
    id: 'conv-checkin-completed-lastmonth',
    type: 'conversion',
    question: 'conversion from checkin.completed to GameCompleted last month',
    expect: convert((now) => R.lastMonth(N(now)), 'checkin.completed', 'GameCompleted'),
  },
  {
    id: 'conv-completed-review',
    type: 'conversion',
    question: 'What % of users with a GameCompleted went on to do review.posted afterwards? all time',
    expect: convert(() => R.all(), 'GameCompleted', 'review.posted'),
  },
  {
    id: 'conv-app-book-7d',
    type: 'conversion',
    question: 'app_opened → room_booked conversion, last 7 days',
    expect: convert((now) => R.lastDays(N(now), 7), 'app_opened', 'room_booked'),
  },
  {
    id: 'conv-book-hint-month',
    type: 'conversion',
    question: (now) =>
      `In ${monthName(monthBack(now, 1))}, of the users who did room_booked, what share later did Hint Purchased?`,
    expect: convert((now) => R.month(monthBack(now, 1)), 'room_booked', 'Hint Purchased'),
  },
  {
    id: 'conv-failed-rebook',
    type: 'conversion',
    question:
      'after a GameFailed, how many users come back and do room_booked? (all time, asking because we give retry discounts)',
    expect: convert(() => R.all(), 'GameFailed', 'room_booked'),
  },
  {
    id: 'conv-completed-leaderboard-60d',
    type: 'conversion',
    question: 'funnel GameCompleted -> Leaderboard Viewed over the past 60 days',
    expect: convert((now) => R.lastDays(N(now), 60), 'GameCompleted', 'Leaderboard Viewed'),
  },
  {
    id: 'conv-unknown',
    type: 'conversion',
    low: true,
    question: 'conversion from room_booked to deposit_paid last month?',
    expect: low(),
  },

  // ============================== churn ==============================
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(monthBack(now, 2))} but not in ${monthName(monthBack(now, 1))}?`,
    expect: (events, now) => ({
      numbers: [O.churned(events, R.month(monthBack(now, 2)), R.month(monthBack(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-30d',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.lastDays(N(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-lastmonth',
    type: 'churn',
    question: 'How many brand new customers did we get last month (first event ever)?',
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.lastMonth(N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-between-since',
    type: 'churn',
    question: (now) =>
      `users active between ${short(dAgo(now, 90))} and ${short(dAgo(now, 61))} who have had no events since ${short(dAgo(now, 60))}`,
    expect: (events, now) => ({
      numbers: [
        O.churned(events, R.between(dAgo(now, 90), dAgo(now, 61)), R.since(dAgo(now, 60), N(now))).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'new-7d',
    type: 'churn',
    question: 'any new users over the past 7 days? how many',
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.lastDays(N(now), 7)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lastmonth-14d',
    type: 'churn',
    question: 'who was active last month but has gone quiet in the last 14 days? just the count',
    expect: (events, now) => ({
      numbers: [O.churned(events, R.lastMonth(N(now)), R.lastDays(N(now), 14)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'new-namedmonth',
    type: 'churn',
    question: (now) => `new users in ${monthName(monthBack(now, 2))}`,
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.month(monthBack(now, 2))).length],
      confidence: 'high',
    }),
  },

  // ============================== recency ==============================
  {
    id: 'rec-last-voucher',
    type: 'recency',
    question: 'when was the last voucher-gifted?',
    expect: lastOf(() => ({ names: ['voucher-gifted'] })),
  },
  {
    id: 'rec-any-cancel-14d',
    type: 'recency',
    question: 'did anyone do booking_cancelled in the last 14 days?',
    expect: countOf((now) => ({ ...lastDays(14)(now), names: ['booking_cancelled'] })),
  },
  {
    id: 'rec-last-failed',
    type: 'recency',
    question: 'last GameFailed — when?',
    expect: lastOf(() => ({ names: ['GameFailed'] })),
  },
  {
    id: 'rec-critic-last-review',
    type: 'recency',
    question: 'when did guest_1031 last post a review.posted?',
    expect: lastOf(() => ({ names: ['review.posted'], user: 'guest_1031' })),
  },
  {
    id: 'rec-unknown',
    type: 'recency',
    low: true,
    question: 'has anyone ever done a refund_requested?',
    expect: low(),
  },
  {
    id: 'rec-churner-booked',
    type: 'recency',
    question: 'when was the last time guest_1013 did room_booked?',
    expect: lastOf(() => ({ names: ['room_booked'], user: 'guest_1013' })),
  },
  {
    id: 'rec-last-leaderboard',
    type: 'recency',
    question: 'When was the leaderboard (Leaderboard Viewed) last opened?',
    expect: lastOf(() => ({ names: ['Leaderboard Viewed'] })),
  },
  {
    id: 'rec-hint-since-yesterday',
    type: 'recency',
    question: 'has anybody bought a Hint Purchased since yesterday?',
    expect: countOf((now) => ({ range: R.since(dAgo(now, 1), N(now)), names: ['Hint Purchased'] })),
  },

  // ============================== catalogue ==============================
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'which event names exist in our data?',
    expect: catalogue('names'),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'How many users do we have overall?',
    expect: catalogue('users'),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total events ever recorded?',
    expect: catalogue('events'),
  },
  {
    id: 'cat-count-types',
    type: 'catalogue',
    question: 'what do you track? how many different event types are there?',
    expect: catalogue('types'),
  },
  {
    id: 'cat-size',
    type: 'catalogue',
    question: 'new analyst onboarding: give me the overall size of the dataset, users and events',
    expect: catalogue('size'),
  },
  {
    id: 'cat-vouchers',
    type: 'catalogue',
    question: 'do we track anything about vouchers? list all the event types pls',
    expect: catalogue('names'),
  },

  // ============================== other ==============================
  {
    id: 'other-room-popular',
    type: 'other',
    question: "which of our rooms (Pharaoh's Tomb, The Vault, Asylum) is most popular?",
    expect: low(),
  },
  {
    id: 'other-temperature',
    type: 'other',
    question: 'what was the temperature in the Vault room yesterday?',
    expect: low(),
  },
  {
    id: 'other-payroll',
    type: 'other',
    question: 'how much did we pay staff in overtime last month?',
    expect: low(),
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict how many bookings we will get next December',
    expect: low(),
  },
  {
    id: 'other-google-rating',
    type: 'other',
    question: "what's our Google Maps rating compared to competitors?",
    expect: low(),
  },
  {
    id: 'other-phone',
    type: 'other',
    question: "what's guest_1007's phone number? need to call about their booking",
    expect: low(),
  },
  {
    id: 'other-padlocks',
    type: 'other',
    question: 'how many spare padlocks are in stock at the downtown branch?',
    expect: low(),
  },
  { id: 'other-age', type: 'other', question: 'average age of the players in a team?', expect: low() },
  { id: 'other-poem', type: 'other', question: 'write a riddle for our new pirate room', expect: low() },
];

function lastMonthNames(names) {
  return (now) => ({ range: R.lastMonth(N(now)), names });
}
function catalogue(kind) {
  return (events) => {
    const names = [...new Set(events.map((e) => e.eventName))].sort();
    const base = { confidence: 'high', dataPoints: events.length };
    if (kind === 'names') return { ...base, names, unordered: true };
    if (kind === 'users') return { ...base, numbers: [users(events).size] };
    if (kind === 'events') return { ...base, numbers: [events.length] };
    if (kind === 'types') return { ...base, numbers: [names.length], names, unordered: true };
    return { ...base, numbers: [users(events).size, events.length] };
  };
}
