/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const {
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
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  isoDay,
  DAY,
  WEEK,
  MONTHS,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
} = O;

const MONEY = ['ticket_booked', 'PhotoPackagePurchased', 'membership.renewed'];
const LOW = { confidence: 'low', dataPoints: 0 };
const low = () => LOW;
const N = (now) => +now;
const dAgo = (now, k) => O.dayStart(N(now)) - k * DAY;
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const D = (t) => new Date(t);
const longDay = (t) => `${MONTHS[D(t).getUTCMonth()]} ${D(t).getUTCDate()}`;
const shortOrd = (t) => `${MONTHS[D(t).getUTCMonth()].slice(0, 3)} ${ord(D(t).getUTCDate())}`;
const dayFirst = (t) => `${D(t).getUTCDate()} ${MONTHS[D(t).getUTCMonth()].slice(0, 3)}`;
const slash = (t) => `${D(t).getUTCMonth() + 1}/${D(t).getUTCDate()}/${D(t).getUTCFullYear()}`;
const monthAgo = (now, k) => O.monthStart(N(now), -k);
const monthName = (now, k) => MONTHS[D(monthAgo(now, k)).getUTCMonth()];
const monthRange = (now, k) => R.month(O.pastMonth(N(now), D(monthAgo(now, k)).getUTCMonth()));

function count(range, names, user, conf = 'high') {
  return (ev) => {
    const s = select(ev, { range, names, user });
    return s.length ? { numbers: [s.length], confidence: conf, dataPoints: s.length } : LOW;
  };
}
const C = (f) => (ev, now) => f(now)(ev);

function distinctUsers(ev, range, names, conf = 'high') {
  const s = select(ev, { range, names });
  return { numbers: [users(s).size], confidence: conf, dataPoints: s.length };
}

function ranked(map, n, opts = {}) {
  const r = rank(map, { n, ascending: opts.ascending });
  return r;
}
function tieAt(map, n, ascending = false) {
  const all = rank(map, { ascending });
  return all.length > n && all[n - 1][1] === all[n][1];
}
function topExpect(getMap, n, { ascending = false, conf = 'high', dp, round2 = false } = {}) {
  const f = (ev, now) => {
    const { map, points } = getMap(ev, now);
    const r = rank(map, { n, ascending });
    return {
      names: r.map((x) => x[0]),
      numbers: r.map((x) => (round2 ? O.round(x[1], 2) : x[1])),
      confidence: conf,
      dataPoints: points,
    };
  };
  f.tieAtCut = (ev, now) => {
    const { map } = getMap(ev, now);
    return tieAt(map, n, ascending);
  };
  return f;
}
const tallyIn =
  (range, key, { names, user, measure } = {}) =>
  (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    return { map: tally(s, key, measure), points: s.length };
  };

function cmp(r1, r2, names, { measure = 'count', conf = 'high' } = {}) {
  return (ev, now) => {
    const a = select(ev, { range: r1(now), names }),
      b = select(ev, { range: r2(now), names });
    const m = (s) => (measure === 'count' ? s.length : measure === 'users' ? users(s).size : sum(s));
    const c = change(m(a), m(b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
}
const conv =
  (range, a, b, conf = 'high') =>
  (ev, now) => {
    const r = range(now);
    const c = conversion(ev, r, a, b);
    const dp = select(ev, { range: r, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf, dataPoints: dp };
  };
const median = (vals) => {
  const v = [...vals].sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const lastOf = (ev, names, user) => {
  const s = select(ev, { names, user });
  return { s, last: newestFirst(s)[0] };
};

const prevDays = (n, k) => (now) => ({ from: N(now) - (n + k) * DAY, to: N(now) - k * DAY });
const monthBefore = (k) => (now) => R.month(monthAgo(now, k));

export const cases = [
  // ---------------- count ----------------
  {
    id: 'count-01',
    type: 'count',
    question: 'how many zipline-run events yesterday?',
    expect: C((now) => count(R.yesterday(N(now)), ['zipline-run'])),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Number of ticket_booked events in the last 7 days please',
    expect: C((now) => count(R.lastDays(N(now), 7), ['ticket_booked'])),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'How many HarnessChecks were logged last week? ops review tomorrow',
    expect: C((now) => count(R.lastWeek(N(now)), ['HarnessCheck'])),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) => `count of Course Completed on ${isoDay(dAgo(now, 10))}`,
    expect: C((now) => count(R.on(dAgo(now, 10)), ['Course Completed'])),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) => `how many safety_incident events since ${longDay(dAgo(now, 40))}?`,
    expect: C((now) => count(R.since(dAgo(now, 40), N(now)), ['safety_incident'])),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'total number of events in the past 30 days',
    expect: C((now) => count(R.lastDays(N(now), 30))),
  },
  {
    id: 'count-07',
    type: 'count',
    question: (now) =>
      `booking-cancelled count between ${isoDay(dAgo(now, 60))} and ${isoDay(dAgo(now, 31))}`,
    expect: C((now) => count(R.between(dAgo(now, 60), dAgo(now, 31)), ['booking-cancelled'])),
  },
  {
    id: 'count-08',
    type: 'count',
    low: true,
    question: 'how many bungee_jump events did we have last month?',
    expect: low,
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'how many zipline runs did guest_0042 do in the last 4 weeks',
    expect: C((now) => count(R.lastWeeks(N(now), 4), ['zipline-run'], 'guest_0042')),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'How many tickets has guest_9999 booked (ticket_booked)?',
    expect: low,
  },

  // ---------------- users ----------------
  {
    id: 'users-01',
    type: 'users',
    question: 'how many distinct users had a waiver.signed event last month?',
    expect: (ev, now) => distinctUsers(ev, R.lastMonth(N(now)), ['waiver.signed']),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'active users yesterday?',
    expect: (ev, now) => distinctUsers(ev, R.yesterday(N(now))),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'How many customers triggered PhotoPackagePurchased in the last 30 days',
    expect: (ev, now) => distinctUsers(ev, R.lastDays(N(now), 30), ['PhotoPackagePurchased']),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) => `unique users with a zipline-run in ${monthName(now, 1)}`,
    expect: (ev, now) => distinctUsers(ev, monthRange(now, 1), ['zipline-run']),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'how many diffrent people went down the zip line last week?',
    expect: (ev, now) => distinctUsers(ev, R.lastWeek(N(now)), ['zipline-run'], 'not-high'),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'How many users were active in the past 90 days?',
    expect: (ev, now) => distinctUsers(ev, R.lastDays(N(now), 90)),
  },
  {
    id: 'users-07',
    type: 'users',
    question: (now) => `active users between ${longDay(dAgo(now, 20))} and ${longDay(dAgo(now, 14))}`,
    expect: (ev, now) => distinctUsers(ev, R.between(dAgo(now, 20), dAgo(now, 14))),
  },
  {
    id: 'users-08',
    type: 'users',
    low: true,
    question: 'how many users did the paragliding_session thing in the last 30 days',
    expect: low,
  },
  {
    id: 'users-09',
    type: 'users',
    question: 'for the safety audit: how many unique people completed a HarnessCheck in the past 2 weeks?',
    expect: (ev, now) => distinctUsers(ev, R.lastWeeks(N(now), 2), ['HarnessCheck']),
  },

  // ---------------- value ----------------
  {
    id: 'value-01',
    type: 'value',
    question: 'total ticket_booked value last month',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(N(now)), names: ['ticket_booked'] });
      return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'average zipline-run value over the last 30 days? (its the run time in seconds)',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(N(now), 30), names: ['zipline-run'] });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: (now) => `what's the max Course Completed value since ${shortOrd(dAgo(now, 45))}`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.since(dAgo(now, 45), N(now)), names: ['Course Completed'] });
      return { numbers: [max(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'median PhotoPackagePurchased amount, all time',
    expect: (ev) => {
      const s = select(ev, { names: ['PhotoPackagePurchased'] });
      return { numbers: [median(s.map(value))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'fastest run: minimum zipline-run value last week',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(N(now)), names: ['zipline-run'] });
      return { numbers: [min(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(N(now)), names: MONEY });
      return {
        numbers: [sum(s)],
        names: MONEY,
        unordered: true,
        confidence: 'not-high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'sum of safety_incident values (severity) in the last 60 days',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(N(now), 60), names: ['safety_incident'] });
      return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'mean weather.closure value — how many hours do we usually close for?',
    expect: (ev) => {
      const s = select(ev, { names: ['weather.closure'] });
      return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'How much has guest_0256 spent on PhotoPackagePurchased in total?',
    expect: (ev) => {
      const s = select(ev, { names: ['PhotoPackagePurchased'], user: 'guest_0256' });
      return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'value-10',
    type: 'value',
    question: (now) => `how much money did photo sales bring in during ${monthName(now, 2)}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: monthRange(now, 2), names: ['PhotoPackagePurchased'] });
      return {
        numbers: [sum(s)],
        names: ['PhotoPackagePurchased'],
        confidence: 'not-high',
        dataPoints: s.length,
      };
    },
  },

  // ---------------- top-events ----------------
  {
    id: 'topev-01',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: topExpect(
      tallyIn((now) => R.lastDays(N(now), 30), byName),
      5,
    ),
  },
  {
    id: 'topev-02',
    type: 'top-events',
    question: 'whats the single most common event we log?',
    expect: topExpect(
      tallyIn(() => R.all(), byName),
      1,
    ),
  },
  {
    id: 'topev-03',
    type: 'top-events',
    question: 'Which 2 event types are the rarest overall?',
    expect: topExpect(
      tallyIn(() => R.all(), byName),
      2,
      { ascending: true },
    ),
  },
  {
    id: 'topev-04',
    type: 'top-events',
    question: 'what was the most common event yesterday',
    expect: topExpect(
      tallyIn((now) => R.yesterday(N(now)), byName),
      1,
    ),
  },
  {
    id: 'topev-05',
    type: 'top-events',
    question: 'what were the most frequent actions last week? give me a list',
    expect: topExpect(
      tallyIn((now) => R.lastWeek(N(now)), byName),
      5,
    ),
  },
  {
    id: 'topev-06',
    type: 'top-events',
    question: (now) => `top 3 events in ${monthName(now, 2)} ${D(monthAgo(now, 2)).getUTCFullYear()}`,
    expect: topExpect(
      tallyIn((now) => monthRange(now, 2), byName),
      3,
    ),
  },
  {
    id: 'topev-07',
    type: 'top-events',
    question: 'Which event happened least often in the past 90 days?',
    expect: topExpect(
      tallyIn((now) => R.lastDays(N(now), 90), byName),
      1,
      { ascending: true },
    ),
  },
  {
    id: 'topev-08',
    type: 'top-events',
    question: 'rank the top 6 event names for the past 14 days',
    expect: topExpect(
      tallyIn((now) => R.lastDays(N(now), 14), byName),
      6,
    ),
  },

  // ---------------- top-users ----------------
  {
    id: 'topus-01',
    type: 'top-users',
    question: 'top 2 most active users',
    expect: topExpect(
      tallyIn(() => R.all(), byUser),
      2,
    ),
  },
  {
    id: 'topus-02',
    type: 'top-users',
    question: 'who was our most active user last month, by number of events?',
    expect: topExpect(
      tallyIn((now) => R.lastMonth(N(now)), byUser),
      1,
    ),
  },
  {
    id: 'topus-03',
    type: 'top-users',
    question: 'Who are our top spenders?',
    expect: topExpect(
      tallyIn(() => R.all(), byUser, { names: MONEY, measure: value }),
      5,
      { conf: 'not-high' },
    ),
  },
  {
    id: 'topus-04',
    type: 'top-users',
    question: 'which user logged the most safety_incident events?',
    expect: topExpect(
      tallyIn(() => R.all(), byUser, { names: ['safety_incident'] }),
      1,
    ),
  },
  {
    id: 'topus-05',
    type: 'top-users',
    question: 'which user has the highest total PhotoPackagePurchased value in the last 60 days?',
    expect: topExpect(
      tallyIn((now) => R.lastDays(N(now), 60), byUser, { names: ['PhotoPackagePurchased'], measure: value }),
      1,
    ),
  },
  {
    id: 'topus-06',
    type: 'top-users',
    question: 'who had the most zipline-runs in the past 4 weeks? want to send them a thank-you',
    expect: topExpect(
      tallyIn((now) => R.lastWeeks(N(now), 4), byUser, { names: ['zipline-run'] }),
      1,
    ),
  },
  {
    id: 'topus-07',
    type: 'top-users',
    question: 'most active user in the last 30 days?',
    expect: topExpect(
      tallyIn((now) => R.lastDays(N(now), 30), byUser),
      1,
    ),
  },
  {
    id: 'topus-08',
    type: 'top-users',
    question: (now) => `top 2 users by ticket_booked value since ${isoDay(dAgo(now, 50))}`,
    expect: topExpect(
      tallyIn((now) => R.since(dAgo(now, 50), N(now)), byUser, { names: ['ticket_booked'], measure: value }),
      2,
    ),
  },

  // ---------------- user ----------------
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does guest_0042 have?',
    expect: count(R.all(), undefined, 'guest_0042'),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'When was guest_0117 first seen?',
    expect: (ev) => {
      const s = select(ev, { user: 'guest_0117' });
      return {
        names: [isoDay(time(s.reduce((a, b) => (time(b) < time(a) ? b : a))))],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'last seen date for guest_0117? think they stopped coming',
    expect: (ev) => {
      const s = select(ev, { user: 'guest_0117' });
      return { names: [isoDay(time(newestFirst(s)[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'which event names has guest_0388 used?',
    expect: (ev) => {
      const s = select(ev, { user: 'guest_0388' });
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
    question: 'what did guest_0301 do? list their events',
    expect: (ev) => {
      const s = select(ev, { user: 'guest_0301' });
      return {
        numbers: [s.length],
        names: [...new Set(s.map(byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: "guest_0256's number of events in the last 30 days",
    expect: C((now) => count(R.lastDays(N(now), 30), undefined, 'guest_0256')),
  },
  {
    id: 'user-07',
    type: 'user',
    question: 'how much activity did staff_rosa have last month',
    expect: C((now) => count(R.lastMonth(N(now)), undefined, 'staff_rosa')),
  },
  { id: 'user-08', type: 'user', low: true, question: 'when was guest_9999 last seen?', expect: low },
  {
    id: 'user-09',
    type: 'user',
    question: "show me guest_0388's most recent event",
    expect: (ev) => {
      const s = select(ev, { user: 'guest_0388' });
      return { names: [newestFirst(s)[0].eventName], confidence: 'high', dataPoints: s.length };
    },
  },

  // ---------------- breakdown ----------------
  {
    id: 'brk-01',
    type: 'breakdown',
    question: 'events by day of week — which weekday is busiest?',
    expect: topExpect(
      tallyIn(() => R.all(), byWeekday),
      1,
    ),
  },
  {
    id: 'brk-02',
    type: 'breakdown',
    question: 'busiest hour of the day for zipline-run',
    expect: topExpect(
      tallyIn(() => R.all(), byHour, { names: ['zipline-run'] }),
      1,
    ),
  },
  {
    id: 'brk-03',
    type: 'breakdown',
    question: 'daily ticket_booked counts for the last 7 days',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(N(now), 7), names: ['ticket_booked'] });
      const m = [...tally(s, byDay)].sort();
      return {
        names: m.map((x) => x[0]),
        numbers: m.map((x) => x[1]),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'brk-04',
    type: 'breakdown',
    question: (now) =>
      `Course Completed per week between ${isoDay(O.weekStart(N(now)) - 4 * WEEK)} and ${isoDay(O.weekStart(N(now)) - DAY)}`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.between(O.weekStart(N(now)) - 4 * WEEK, O.weekStart(N(now)) - DAY),
        names: ['Course Completed'],
      });
      const m = [...tally(s, byWeek)].sort();
      return {
        names: m.map((x) => x[0]),
        numbers: m.map((x) => x[1]),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'brk-05',
    type: 'breakdown',
    question: 'monthly breakdown of all events',
    expect: (ev) => {
      const m = [...tally(ev, byMonth)].sort();
      return {
        names: m.map((x) => x[0]),
        numbers: m.map((x) => x[1]),
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'brk-06',
    type: 'breakdown',
    question: 'what was the busiest day in the last 30 days?',
    expect: topExpect(
      tallyIn((now) => R.lastDays(N(now), 30), byDay),
      1,
    ),
  },
  {
    id: 'brk-07',
    type: 'breakdown',
    question: 'On which weekday do we sell the most PhotoPackagePurchased?',
    expect: topExpect(
      tallyIn(() => R.all(), byWeekday, { names: ['PhotoPackagePurchased'] }),
      1,
    ),
  },
  {
    id: 'brk-08',
    type: 'breakdown',
    question: 'quietest weekday overall? thinking of closing one day a week',
    expect: topExpect(
      tallyIn(() => R.all(), byWeekday),
      1,
      { ascending: true },
    ),
  },
  {
    id: 'brk-09',
    type: 'breakdown',
    question: 'which hour of the day has the most Session Checked In events in the past 60 days',
    expect: topExpect(
      tallyIn((now) => R.lastDays(N(now), 60), byHour, { names: ['Session Checked In'] }),
      1,
    ),
  },

  // ---------------- compare ----------------
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'ticket_booked in the last 14 days vs the previous 14 days',
    expect: cmp(prevDays(14, 14), (now) => R.lastDays(N(now), 14), ['ticket_booked']),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: 'zipline-run last month compared with the month before',
    expect: cmp(monthBefore(2), (now) => R.lastMonth(N(now)), ['zipline-run']),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: 'Is Course Completed growing? last 4 weeks vs the 4 weeks before',
    expect: cmp(
      (now) => ({ from: N(now) - 8 * WEEK, to: N(now) - 4 * WEEK }),
      (now) => R.lastWeeks(N(now), 4),
      ['Course Completed'],
    ),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: (now) => `compare total events in ${monthName(now, 2)} with ${monthName(now, 1)}`,
    expect: cmp(
      (now) => monthRange(now, 2),
      (now) => monthRange(now, 1),
    ),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: 'active users in the last 30 days vs the 30 days before?',
    expect: cmp(prevDays(30, 30), (now) => R.lastDays(N(now), 30), undefined, { measure: 'users' }),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: 'PhotoPackagePurchased value: last 30 days vs the 30 days before that',
    expect: cmp(prevDays(30, 30), (now) => R.lastDays(N(now), 30), ['PhotoPackagePurchased'], {
      measure: 'sum',
    }),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question:
      'for the board deck: did safety_incident go up or down in the past 30 days compared with the 30 days before?',
    expect: cmp(prevDays(30, 30), (now) => R.lastDays(N(now), 30), ['safety_incident']),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: 'revenue in the last 30 days versus the previous 30 days',
    expect: (ev, now) => ({
      ...cmp(prevDays(30, 30), (n) => R.lastDays(N(n), 30), MONEY, { measure: 'sum', conf: 'not-high' })(
        ev,
        now,
      ),
      names: MONEY,
      unordered: true,
    }),
  },
  {
    id: 'cmp-09',
    type: 'compare',
    question: 'waiver.signed past 2 weeks vs prior 2 weeks',
    expect: cmp(prevDays(14, 14), (now) => R.lastWeeks(N(now), 2), ['waiver.signed']),
  },

  // ---------------- share ----------------
  {
    id: 'share-01',
    type: 'share',
    question: 'what % of all events are zipline-run?',
    expect: (ev) => ({
      percents: [percent(select(ev, { names: ['zipline-run'] }).length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'share of events last month that were booking-cancelled',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastMonth(N(now)) });
      return {
        percents: [percent(s.filter((e) => e.eventName === 'booking-cancelled').length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'What percentage of active users in the last 30 days did a PhotoPackagePurchased?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(N(now), 30) });
      return {
        percents: [
          percent(users(s.filter((e) => e.eventName === 'PhotoPackagePurchased')).size, users(s).size),
        ],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'what share of all users ever had a membership.renewed event',
    expect: (ev) => ({
      percents: [percent(users(select(ev, { names: ['membership.renewed'] })).size, users(ev).size)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: "what fraction of last week's events were HarnessCheck (as a percentage)?",
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(N(now)) });
      return {
        percents: [percent(s.filter((e) => e.eventName === 'HarnessCheck').length, s.length)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-06',
    type: 'share',
    question: (now) => `what percent of visitors bought photos in ${monthName(now, 1)}?`,
    expect: (ev, now) => {
      const s = select(ev, { range: monthRange(now, 1) });
      return {
        percents: [
          percent(users(s.filter((e) => e.eventName === 'PhotoPackagePurchased')).size, users(s).size),
        ],
        confidence: 'not-high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'what percentage of all events come from guest_0042?',
    expect: (ev) => ({
      percents: [percent(select(ev, { user: 'guest_0042' }).length, ev.length)],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'of the people active yesterday, what percentage did a zipline-run?',
    expect: (ev, now) => {
      const s = select(ev, { range: R.yesterday(N(now)) });
      return {
        percents: [percent(users(s.filter((e) => e.eventName === 'zipline-run')).size, users(s).size)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },

  // ---------------- conversion ----------------
  {
    id: 'conv-01',
    type: 'conversion',
    question: 'of the users who did ticket_booked in the last 30 days, how many then did Session Checked In?',
    expect: conv((now) => R.lastDays(N(now), 30), 'ticket_booked', 'Session Checked In'),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: 'conversion from waiver.signed to zipline-run last month',
    expect: conv((now) => R.lastMonth(N(now)), 'waiver.signed', 'zipline-run'),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question: (now) =>
      `Session Checked In → PhotoPackagePurchased conversion since ${dayFirst(dAgo(now, 35))}`,
    expect: conv((now) => R.since(dAgo(now, 35), N(now)), 'Session Checked In', 'PhotoPackagePurchased'),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question: 'what % of users who had ticket_booked in the last 60 days later had booking-cancelled?',
    expect: conv((now) => R.lastDays(N(now), 60), 'ticket_booked', 'booking-cancelled'),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question: 'HarnessCheck to Course Completed conversion, last week',
    expect: conv((now) => R.lastWeek(N(now)), 'HarnessCheck', 'Course Completed'),
  },
  {
    id: 'conv-06',
    type: 'conversion',
    question: 'app.opened -> ticket_booked funnel for the past 14 days',
    expect: conv((now) => R.lastDays(N(now), 14), 'app.opened', 'ticket_booked'),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question: 'how many people who booked a ticket went on to buy photos, last 30 days?',
    expect: conv((now) => R.lastDays(N(now), 30), 'ticket_booked', 'PhotoPackagePurchased', 'not-high'),
  },
  {
    id: 'conv-08',
    type: 'conversion',
    question: 'of everyone who ever did ticket_booked, what share later did membership.renewed',
    expect: conv(() => R.all(), 'ticket_booked', 'membership.renewed'),
  },

  // ---------------- churn ----------------
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) => `how many users were active in ${monthName(now, 2)} but not in ${monthName(now, 1)}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, monthRange(now, 2), monthRange(now, 1)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastDays(N(now), 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: 'how many brand new users did we get last week',
    expect: (ev, now) => ({ numbers: [newUsers(ev, R.lastWeek(N(now))).length], confidence: 'high' }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question:
      'users who were active in the 30 days before the last 30 days but have had no events in the last 30 days — how many?',
    expect: (ev, now) => ({
      numbers: [churned(ev, prevDays(30, 30)(now), R.lastDays(N(now), 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) =>
      `how many users active between ${slash(dAgo(now, 90))} and ${slash(dAgo(now, 61))} haven't been seen since ${slash(dAgo(now, 60))}?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, R.between(dAgo(now, 90), dAgo(now, 61)), R.since(dAgo(now, 60), N(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `new users in ${monthName(now, 1)}`,
    expect: (ev, now) => ({ numbers: [newUsers(ev, monthRange(now, 1)).length], confidence: 'high' }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question:
      'how many guests active in the previous 7 days before this past week did not show up at all in the last 7 days?',
    expect: (ev, now) => ({
      numbers: [churned(ev, prevDays(7, 7)(now), R.lastDays(N(now), 7)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question: (now) => `number of first-time users since ${longDay(dAgo(now, 45))}`,
    expect: (ev, now) => ({
      numbers: [newUsers(ev, R.since(dAgo(now, 45), N(now))).length],
      confidence: 'high',
    }),
  },

  // ---------------- recency ----------------
  {
    id: 'rec-01',
    type: 'recency',
    question: 'when was the last safety_incident?',
    expect: (ev) => {
      const { s, last } = lastOf(ev, ['safety_incident']);
      return { names: [isoDay(time(last))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-02',
    type: 'recency',
    question: 'When did we last have a weather.closure',
    expect: (ev) => {
      const { s, last } = lastOf(ev, ['weather.closure']);
      return { names: [isoDay(time(last))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-03',
    type: 'recency',
    question: 'did anyone have a booking-cancelled in the last 7 days?',
    expect: C((now) => count(R.lastDays(N(now), 7), ['booking-cancelled'])),
  },
  {
    id: 'rec-04',
    type: 'recency',
    question: 'when did guest_0256 last do a PhotoPackagePurchased?',
    expect: (ev) => {
      const { s, last } = lastOf(ev, ['PhotoPackagePurchased'], 'guest_0256');
      return { names: [isoDay(time(last))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-05',
    type: 'recency',
    question: 'has anybody had a membership.renewed in the past 14 days?',
    expect: C((now) => count(R.lastDays(N(now), 14), ['membership.renewed'])),
  },
  {
    id: 'rec-06',
    type: 'recency',
    question: 'most recent PhotoPackagePurchased — when was it?',
    expect: (ev) => {
      const { s, last } = lastOf(ev, ['PhotoPackagePurchased']);
      return { names: [isoDay(time(last))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'rec-07',
    type: 'recency',
    low: true,
    question: 'when did someone last do a canopy_walk?',
    expect: low,
  },
  {
    id: 'rec-08',
    type: 'recency',
    low: true,
    question: 'has guest_0117 done anything in the last 30 days?',
    expect: low,
  },
  {
    id: 'rec-09',
    type: 'recency',
    question: 'when was the latest Course Completed by guest_0301',
    expect: (ev) => {
      const { s, last } = lastOf(ev, ['Course Completed'], 'guest_0301');
      return { names: [isoDay(time(last))], confidence: 'high', dataPoints: s.length };
    },
  },

  // ---------------- catalogue ----------------
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users are there in total',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'How many events have we stored overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'list all the event names pls',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'how many distinct event types exist in our data?',
    expect: (ev) => ({ numbers: [new Set(ev.map(byName)).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question: 'quick overview for the new ops manager: total users and total events',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: 'what event names are in the account, and how many events in all?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))].sort(),
      unordered: true,
      numbers: [ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------- other ----------------
  {
    id: 'other-01',
    type: 'other',
    question: "what's the wind forecast for tomorrow? should we close the big zip line?",
    expect: low,
  },
  { id: 'other-02', type: 'other', question: 'how many instructors are on payroll this month', expect: low },
  { id: 'other-03', type: 'other', question: 'what is our average Google review rating?', expect: low },
  {
    id: 'other-04',
    type: 'other',
    question: 'How much did we pay for the new harnesses from the supplier?',
    expect: low,
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'what was the wind speed in km/h during the last storm?',
    expect: low,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'which Instagram ad brought in the most bookings?',
    expect: low,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'what is the maximum weight limit on the red course cable?',
    expect: low,
  },
  { id: 'other-08', type: 'other', question: 'write me a haiku about ziplining', expect: low },
  {
    id: 'other-09',
    type: 'other',
    question: 'how satisfied are guests with the staff, NPS-wise?',
    expect: low,
  },
];
