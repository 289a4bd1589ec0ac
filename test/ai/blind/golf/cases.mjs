import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const APP = 'app_opened',
  BOOK = 'tee_time_booked',
  CANCEL = 'tee-time-cancelled',
  CHECKIN = 'StarterCheckIn',
  ROUND = 'Round Scored',
  FEE = 'green_fee.paid',
  BUCKET = 'range_bucket_purchased',
  LESSON = 'lesson.booked',
  SHOP = 'Pro Shop Purchase',
  HCP = 'handicap.updated',
  GUEST = 'guest-registered',
  RENEW = 'MembershipRenewed';
const ALL_NAMES = [APP, BOOK, CANCEL, CHECKIN, ROUND, FEE, BUCKET, LESSON, SHOP, HCP, GUEST, RENEW];
// Events that plainly carry money (payments, purchases, a subscription renewal).
const MONEY = [FEE, BUCKET, SHOP, RENEW];
const RAIN_DAYS_AGO = 38;

const R = O.ranges;
const ago = (now, k) => O.dayStart(+now) - k * O.DAY;
const ymd = (t) => O.isoDay(t);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => {
  const d = new Date(t);
  return `${O.MONTHS[d.getUTCMonth()]} ${ord(d.getUTCDate())}`;
};
const shortDay = (t) => {
  const d = new Date(t);
  return `${O.MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const dayMonth = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${O.MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
const monthName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const r2 = (x) => O.round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return r2(n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2);
};
const prevMonth = (now) => O.monthStart(+now, -1);
const prevPrevMonth = (now) => O.monthStart(+now, -2);

const low = () => ({ confidence: 'low', dataPoints: 0 });

// A count of matching events.
const count =
  (filter, confidence = 'high') =>
  (ev, now) => {
    const s = O.select(ev, filter(+now));
    return { numbers: [s.length], confidence, dataPoints: s.length };
  };
// Distinct users among matching events.
const distinct =
  (filter, confidence = 'high') =>
  (ev, now) => {
    const s = O.select(ev, filter(+now));
    return { numbers: [O.users(s).size], confidence, dataPoints: s.length };
  };
// An aggregate of eventValue.
const agg =
  (fn, filter, confidence = 'high', names) =>
  (ev, now) => {
    const s = O.select(ev, filter(+now));
    return {
      numbers: [fn(s)],
      confidence,
      dataPoints: s.length,
      ...(names ? { names, unordered: true } : {}),
    };
  };
const total = (evs) => r2(O.sum(evs));

// A ranked list with a tie check at its cut.
function ranked(fn) {
  const expect = (ev, now) => {
    const r = fn(ev, +now);
    const list = O.rank(r.map, { n: r.n, ascending: r.ascending });
    return {
      names: list.map((x) => x[0]),
      numbers: list.map((x) => r2(x[1])),
      confidence: r.confidence ?? 'high',
      dataPoints: r.dataPoints,
    };
  };
  expect.tieAtCut = (ev, now) => {
    const r = fn(ev, +now);
    const all = O.rank(r.map, { ascending: r.ascending });
    return all.length > r.n && Math.abs(all[r.n - 1][1] - all[r.n][1]) < 1e-9;
  };
  return expect;
}
const topEvents = (filter, n, ascending = false) =>
  ranked((ev, now) => {
    const s = O.select(ev, filter(now));
    return { map: O.tally(s, O.byName), n, ascending, dataPoints: s.length };
  });
const topUsers = (filter, n, measure, confidence = 'high') =>
  ranked((ev, now) => {
    const s = O.select(ev, filter(now));
    return { map: O.tally(s, O.byUser, measure), n, dataPoints: s.length, confidence };
  });
// The busiest (or quietest) bucket of a breakdown.
const busiest = (filter, key, confidence = 'high', ascending = false) =>
  ranked((ev, now) => {
    const s = O.select(ev, filter(now));
    return { map: O.tally(s, key), n: 1, ascending, dataPoints: s.length, confidence };
  });
// A full breakdown in chronological order.
const series = (filter, key) => (ev, now) => {
  const s = O.select(ev, filter(+now));
  const list = [...O.tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    names: list.map((x) => x[0]),
    numbers: list.map((x) => x[1]),
    confidence: 'high',
    dataPoints: s.length,
  };
};
// Two periods compared; measure(events) gives the figure of one period.
const compare =
  (names, periods, measure = (s) => s.length, confidence = 'high') =>
  (ev, now) => {
    const [a, b] = periods(+now);
    const sa = O.select(ev, { range: a, names }),
      sb = O.select(ev, { range: b, names });
    const c = O.change(measure(sa), measure(sb));
    return {
      numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      confidence,
      dataPoints: sa.length + sb.length,
    };
  };
const before = (r) => ({ from: r.from - (r.to - r.from), to: r.from });
// Share of events in range that are X.
const eventShare =
  (names, range, confidence = 'high') =>
  (ev, now) => {
    const all = O.select(ev, { range: range(+now) });
    const part = all.filter((e) => names.includes(e.eventName));
    return {
      numbers: [part.length],
      percents: [O.percent(part.length, all.length)],
      confidence,
      dataPoints: all.length,
    };
  };
// Share of active users in range who did X.
const userShare =
  (names, range, confidence = 'high') =>
  (ev, now) => {
    const all = O.select(ev, { range: range(+now) });
    const did = O.users(all.filter((e) => names.includes(e.eventName))).size;
    return {
      numbers: [did, O.users(all).size],
      percents: [O.percent(did, O.users(all).size)],
      confidence,
      dataPoints: all.length,
    };
  };
const convert =
  (range, a, b, confidence = 'high') =>
  (ev, now) => {
    const r = range(+now);
    const c = O.conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: O.select(ev, { range: r, names: [a, b] }).length,
    };
  };
const churn = (active, inactive) => (ev, now) => ({
  numbers: [O.churned(ev, active(+now), inactive(+now)).length],
  confidence: 'high',
});
const fresh = (range) => (ev, now) => ({ numbers: [O.newUsers(ev, range(+now)).length], confidence: 'high' });
// "When was the last X": date and minute of the newest matching event.
const last =
  (filter, confidence = 'high', dp = true) =>
  (ev, now) => {
    const s = O.select(ev, filter(+now));
    const t = O.time(O.newestFirst(s)[0]);
    return { names: [ymd(t), hm(t)], confidence, ...(dp ? { dataPoints: s.length } : {}) };
  };
const first = (user) => (ev) => {
  const s = O.select(ev, { user });
  const t = Math.min(...s.map(O.time));
  return { names: [ymd(t), hm(t)], confidence: 'high', dataPoints: s.length };
};

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many tee_time_booked events do we have in total?',
    expect: count(() => ({ names: [BOOK] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'how many cancellations did we have over the last 30 days? the starter thinks it feels high',
    expect: count((now) => ({ names: [CANCEL], range: R.lastDays(now, 30) }), 'not-high'),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'Number of StarterCheckIn events yesterday?',
    expect: count((now) => ({ names: [CHECKIN], range: R.yesterday(now) })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'count of green_fee.paid last week pls',
    expect: count((now) => ({ names: [FEE], range: R.lastWeek(now) })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) => `How many range_bucket_purchased events were logged on ${ymd(ago(now, 10))}?`,
    expect: count((now) => ({ names: [BUCKET], range: R.on(ago(now, 10)) })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'How many Round Scored events did mbr_1007 record in the past 4 weeks?',
    expect: count((now) => ({ names: [ROUND], user: 'mbr_1007', range: R.lastWeeks(now, 4) })),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'Finance asks: how many lesson.booked events last month?',
    expect: count((now) => ({ names: [LESSON], range: R.lastMonth(now) })),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) =>
      `Total number of events between ${ymd(ago(now, 40))} and ${ymd(ago(now, 33))}, all types together`,
    expect: count((now) => ({ range: R.between(ago(now, 40), ago(now, 33)) })),
  },
  {
    id: 'count-09',
    type: 'count',
    question: (now) =>
      `How many tee-time-cancelled events were there on ${longDay(ago(now, RAIN_DAYS_AGO))}? that was the day the course flooded`,
    expect: count((now) => ({ names: [CANCEL], range: R.on(ago(now, RAIN_DAYS_AGO)) })),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'How many tee_time_rescheduled events happened last month?',
    expect: low,
  },
  {
    id: 'count-11',
    type: 'count',
    question: (now) => `pro shop purchases since ${shortDay(ago(now, 21))} — how many?`,
    expect: count((now) => ({ names: [SHOP], range: R.since(ago(now, 21), now) })),
  },
  {
    id: 'count-12',
    type: 'count',
    question: 'how many handicap changes came through in the past 24 hours?',
    expect: count((now) => ({ names: [HCP], range: R.lastHours(now, 24) }), 'not-high'),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-01',
    type: 'users',
    question: 'how many distinct users booked a tee time last month?',
    expect: distinct((now) => ({ names: [BOOK], range: R.lastMonth(now) }), 'not-high'),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'Unique users with a Round Scored event in the past 14 days',
    expect: distinct((now) => ({ names: [ROUND], range: R.lastDays(now, 14) })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'How many active users did the app have last week?',
    expect: distinct((now) => ({ range: R.lastWeek(now) })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) => `How many people bought a bucket of range balls in ${monthName(prevMonth(now))}?`,
    expect: distinct((now) => ({ names: [BUCKET], range: R.month(prevMonth(now)) }), 'not-high'),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'how many different people have ever had a handicap.updated event?',
    expect: distinct(() => ({ names: [HCP] })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: (now) =>
      `Customers with at least one Pro Shop Purchase between ${longDay(ago(now, 60))} and ${longDay(ago(now, 31))}?`,
    expect: distinct((now) => ({ names: [SHOP], range: R.between(ago(now, 60), ago(now, 31)) })),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'how many users did club_fitting_booked this month?',
    expect: low,
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'active users in the past 30 days?',
    expect: distinct((now) => ({ range: R.lastDays(now, 30) })),
  },
  {
    id: 'users-09',
    type: 'users',
    question:
      'How many unique users had a StarterCheckIn yesterday? Trying to staff the starter hut properly',
    expect: distinct((now) => ({ names: [CHECKIN], range: R.yesterday(now) })),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-01',
    type: 'value',
    question: 'Total green_fee.paid amount last month?',
    expect: agg(total, (now) => ({ names: [FEE], range: R.lastMonth(now) })),
  },
  {
    id: 'value-02',
    type: 'value',
    question: "what's the average Round Scored value (the strokes) over the last 30 days?",
    expect: agg(O.avg, (now) => ({ names: [ROUND], range: R.lastDays(now, 30) })),
  },
  {
    id: 'value-03',
    type: 'value',
    question: 'Lowest Round Scored value ever recorded? want to frame it for the clubhouse',
    expect: agg(O.min, () => ({ names: [ROUND] })),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'biggest single Pro Shop Purchase amount in the last 3 months',
    expect: agg(O.max, (now) => ({ names: [SHOP], range: R.lastMonths(now, 3) })),
  },
  {
    id: 'value-05',
    type: 'value',
    question: (now) => `median handicap.updated value since ${ymd(ago(now, 45))}`,
    expect: agg(median, (now) => ({ names: [HCP], range: R.since(ago(now, 45), now) })),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'How much has mbr_1013 spent on Pro Shop Purchase in total?',
    expect: agg(total, () => ({ names: [SHOP], user: 'mbr_1013' })),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'For the board deck: what was our revenue last month?',
    expect: agg(total, (now) => ({ names: MONEY, range: R.lastMonth(now) }), 'not-high', MONEY),
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'average range_bucket_purchased value this year',
    expect: agg(O.avg, (now) => ({ names: [BUCKET], range: R.thisYear(now) })),
  },
  {
    id: 'value-09',
    type: 'value',
    low: true,
    question: 'total value of refund_issued last month?',
    expect: low,
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'sum of tee_time_booked values over the past 7 days (value = players in the group)',
    expect: agg(total, (now) => ({ names: [BOOK], range: R.lastDays(now, 7) })),
  },

  // ---------------------------------------------------------------- top-events
  { id: 'te-01', type: 'top-events', question: 'top 5 events', expect: topEvents(() => ({}), 5) },
  {
    id: 'te-02',
    type: 'top-events',
    question: 'what are the 2 most common events in the last 7 days?',
    expect: topEvents((now) => ({ range: R.lastDays(now, 7) }), 2),
  },
  {
    id: 'te-03',
    type: 'top-events',
    question: 'Which event is the least common overall?',
    expect: topEvents(() => ({}), 1, true),
  },
  {
    id: 'te-04',
    type: 'top-events',
    question: 'top events last month',
    expect: topEvents((now) => ({ range: R.lastMonth(now) }), 5),
  },
  {
    id: 'te-05',
    type: 'top-events',
    question: 'most frequent event in the past 30 days?',
    expect: topEvents((now) => ({ range: R.lastDays(now, 30) }), 1),
  },
  {
    id: 'te-06',
    type: 'top-events',
    question: "mbr_1007's top 2 events, all time",
    expect: topEvents(() => ({ user: 'mbr_1007' }), 2),
  },
  {
    id: 'te-07',
    type: 'top-events',
    question: 'bottom 3 events in the past 30 days — what do people barely use?',
    expect: topEvents((now) => ({ range: R.lastDays(now, 30) }), 3, true),
  },
  {
    id: 'te-08',
    type: 'top-events',
    question: (now) => `Top 4 actions between ${dayMonth(ago(now, 75))} and ${dayMonth(ago(now, 45))}`,
    expect: topEvents((now) => ({ range: R.between(ago(now, 75), ago(now, 45)) }), 4),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'tu-01',
    type: 'top-users',
    question: 'who is our single most active user, all time?',
    expect: topUsers(() => ({}), 1),
  },
  {
    id: 'tu-02',
    type: 'top-users',
    question: 'who had the most Round Scored events last month?',
    expect: topUsers((now) => ({ names: [ROUND], range: R.lastMonth(now) }), 1),
  },
  {
    id: 'tu-03',
    type: 'top-users',
    question: 'who are the top spenders at the club?',
    expect: topUsers(() => ({ names: MONEY }), 5, O.value, 'not-high'),
  },
  {
    id: 'tu-04',
    type: 'top-users',
    question: 'Top 5 users by Pro Shop Purchase value',
    expect: topUsers(() => ({ names: [SHOP] }), 5, O.value),
  },
  {
    id: 'tu-05',
    type: 'top-users',
    question: 'who booked the most tee times in the past 30 days?',
    expect: topUsers((now) => ({ names: [BOOK], range: R.lastDays(now, 30) }), 1, undefined, 'not-high'),
  },
  {
    id: 'tu-06',
    type: 'top-users',
    question: 'who paid the most in green_fee.paid over the last 3 months?',
    expect: topUsers((now) => ({ names: [FEE], range: R.lastMonths(now, 3) }), 1, O.value),
  },
  {
    id: 'tu-07',
    type: 'top-users',
    question: (now) => `which 3 users spent the most on Pro Shop Purchase since ${longDay(ago(now, 50))}?`,
    expect: topUsers((now) => ({ names: [SHOP], range: R.since(ago(now, 50), now) }), 3, O.value),
  },
  {
    id: 'tu-08',
    type: 'top-users',
    question: 'most active user over the last 30 days?',
    expect: topUsers((now) => ({ range: R.lastDays(now, 30) }), 1),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does mbr_1007 have?',
    expect: count(() => ({ user: 'mbr_1007' })),
  },
  { id: 'user-02', type: 'user', question: 'When was mbr_1042 first seen?', expect: first('mbr_1042') },
  {
    id: 'user-03',
    type: 'user',
    question: 'last seen for mbr_1042? they used to play every weekend',
    expect: last(() => ({ user: 'mbr_1042' })),
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'which event names has gst_5021 used?',
    expect: (ev) => {
      const s = O.select(ev, { user: 'gst_5021' });
      return {
        names: [...new Set(s.map(O.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'show me the 3 most recent events of mbr_1329',
    expect: (ev) => {
      const s = O.select(ev, { user: 'mbr_1329' });
      return { names: O.newestFirst(s).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'how many events did mbr_1329 have in the last 7 days?',
    expect: count((now) => ({ user: 'mbr_1329', range: R.lastDays(now, 7) })),
  },
  { id: 'user-07', type: 'user', low: true, question: 'when was mbr_9999 last seen?', expect: low },
  {
    id: 'user-08',
    type: 'user',
    question: "first seen date for mbr_1329 — they're our newest member I think",
    expect: first('mbr_1329'),
  },
  {
    id: 'user-09',
    type: 'user',
    question: 'what did mbr_1013 do last month? which events',
    expect: (ev, now) => {
      const s = O.select(ev, { user: 'mbr_1013', range: R.lastMonth(+now) });
      return {
        names: [...new Set(s.map(O.byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'bd-01',
    type: 'breakdown',
    question: 'Round Scored by weekday — which day is busiest?',
    expect: busiest(() => ({ names: [ROUND] }), O.byWeekday),
  },
  {
    id: 'bd-02',
    type: 'breakdown',
    question: 'busiest hour of the day for StarterCheckIn?',
    expect: busiest(() => ({ names: [CHECKIN] }), O.byHour),
  },
  {
    id: 'bd-03',
    type: 'breakdown',
    question: 'app_opened per month please',
    expect: series(() => ({ names: [APP] }), O.byMonth),
  },
  {
    id: 'bd-04',
    type: 'breakdown',
    question: 'which day in the last 60 days had the most tee-time-cancelled?',
    expect: busiest((now) => ({ names: [CANCEL], range: R.lastDays(now, 60) }), O.byDay),
  },
  {
    id: 'bd-05',
    type: 'breakdown',
    question: (now) => `weekly Round Scored counts since ${ymd(O.weekStart(+now) - 4 * O.WEEK)}`,
    expect: series(
      (now) => ({ names: [ROUND], range: R.since(O.weekStart(now) - 4 * O.WEEK, now) }),
      O.byWeek,
    ),
  },
  {
    id: 'bd-06',
    type: 'breakdown',
    question: (now) =>
      `daily green_fee.paid counts from ${shortDay(ago(now, 10))} to ${shortDay(ago(now, 4))}`,
    expect: series((now) => ({ names: [FEE], range: R.between(ago(now, 10), ago(now, 4)) }), O.byDay),
  },
  {
    id: 'bd-07',
    type: 'breakdown',
    question: 'which month brought in the most Pro Shop Purchase value?',
    expect: ranked((ev) => {
      const s = O.select(ev, { names: [SHOP] });
      return { map: O.tally(s, O.byMonth, O.value), n: 1, dataPoints: s.length };
    }),
  },
  {
    id: 'bd-08',
    type: 'breakdown',
    question: 'which day of the week is the quietest overall, by number of events?',
    expect: busiest(() => ({}), O.byWeekday, 'high', true),
  },
  {
    id: 'bd-09',
    type: 'breakdown',
    question: 'at what hour do people open the app the most?',
    expect: busiest(() => ({ names: [APP] }), O.byHour, 'not-high'),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'total events in the last 14 days vs the previous 14 days?',
    expect: compare(undefined, (now) => [R.lastDays(now - 14 * O.DAY, 14), R.lastDays(now, 14)]),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: 'green_fee.paid total: last month compared with the month before',
    expect: compare([FEE], (now) => [R.month(O.monthStart(now, -2)), R.lastMonth(now)], O.sum),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: 'is tee_time_booked growing? last 30 days vs the 30 days before that',
    expect: compare([BOOK], (now) => [before(R.lastDays(now, 30)), R.lastDays(now, 30)]),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: (now) =>
      `compare app_opened in ${monthName(prevPrevMonth(now))} with ${monthName(prevMonth(now))}`,
    expect: compare([APP], (now) => [R.month(prevPrevMonth(now)), R.month(prevMonth(now))]),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: 'Round Scored count, last 30 days versus the previous 30 days',
    expect: compare([ROUND], (now) => [before(R.lastDays(now, 30)), R.lastDays(now, 30)]),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question:
      'how many distinct users made a Pro Shop Purchase in the last 60 days, vs the 60 days before? is the shop reaching more people',
    expect: compare(
      [SHOP],
      (now) => [before(R.lastDays(now, 60)), R.lastDays(now, 60)],
      (s) => O.users(s).size,
    ),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question:
      'MembershipRenewed dues: past 60 days compared to the 60 days before — sum of the values please',
    expect: compare([RENEW], (now) => [before(R.lastDays(now, 60)), R.lastDays(now, 60)], O.sum),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: 'how did app_opened change between the last 21 days and the 21 days before that?',
    expect: compare([APP], (now) => [before(R.lastDays(now, 21)), R.lastDays(now, 21)]),
  },
  {
    id: 'cmp-09',
    type: 'compare',
    question: 'StarterCheckIn in the last 21 days vs the 21 days before',
    expect: compare([CHECKIN], (now) => [before(R.lastDays(now, 21)), R.lastDays(now, 21)]),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-01',
    type: 'share',
    question: 'what percentage of all events are app_opened?',
    expect: eventShare([APP], () => R.all()),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'share of events last month that were tee-time-cancelled',
    expect: eventShare([CANCEL], (now) => R.lastMonth(now)),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'what % of active users in the past 30 days bought range balls?',
    expect: userShare([BUCKET], (now) => R.lastDays(now, 30), 'not-high'),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'Percent of users who have ever made a Pro Shop Purchase?',
    expect: userShare([SHOP], () => R.all()),
  },
  {
    id: 'share-05',
    type: 'share',
    question: "StarterCheckIn's share of all events yesterday, in percent",
    expect: eventShare([CHECKIN], (now) => R.yesterday(now)),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'what fraction of last week’s active users had a lesson.booked?',
    expect: userShare([LESSON], (now) => R.lastWeek(now)),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) =>
      `On ${shortDay(ago(now, RAIN_DAYS_AGO))}, what percentage of events were tee-time-cancelled?`,
    expect: eventShare([CANCEL], (now) => R.on(ago(now, RAIN_DAYS_AGO))),
  },
  {
    id: 'share-08',
    type: 'share',
    question: (now) => `what percentage of events since ${ymd(ago(now, 60))} are guest-registered?`,
    expect: eventShare([GUEST], (now) => R.since(ago(now, 60), now)),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-01',
    type: 'conversion',
    question: 'Of users who did tee_time_booked in the last 30 days, how many then did StarterCheckIn?',
    expect: convert((now) => R.lastDays(now, 30), BOOK, CHECKIN),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: 'guest-registered → green_fee.paid conversion, all time',
    expect: convert(() => R.all(), GUEST, FEE),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question: 'of people who bought range balls last month, what % went on to score a round?',
    expect: convert((now) => R.lastMonth(now), BUCKET, ROUND, 'not-high'),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question: (now) => `lesson.booked to Pro Shop Purchase conversion since ${longDay(ago(now, 90))}`,
    expect: convert((now) => R.since(ago(now, 90), now), LESSON, SHOP),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question:
      'how many users went from app_opened to tee_time_booked in the last 14 days, and what percent is that?',
    expect: convert((now) => R.lastDays(now, 14), APP, BOOK),
  },
  {
    id: 'conv-06',
    type: 'conversion',
    question: 'StarterCheckIn -> handicap.updated conversion last week',
    expect: convert((now) => R.lastWeek(now), CHECKIN, HCP),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question: (now) =>
      `In ${monthName(prevMonth(now))}, of the users with a Round Scored, how many later made a Pro Shop Purchase?`,
    expect: convert((now) => R.month(prevMonth(now)), ROUND, SHOP),
  },
  {
    id: 'conv-08',
    type: 'conversion',
    question: 'past 60 days: of users who did tee_time_booked, what share later did tee-time-cancelled?',
    expect: convert((now) => R.lastDays(now, 60), BOOK, CANCEL),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-01',
    type: 'churn',
    question: 'how many users were active last month but not this month?',
    expect: churn(
      (now) => R.lastMonth(now),
      (now) => R.thisMonth(now),
    ),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: fresh((now) => R.lastDays(now, 30)),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) =>
      `How many users active in ${monthName(prevPrevMonth(now))} have had no events at all in the last 30 days?`,
    expect: churn(
      (now) => R.month(prevPrevMonth(now)),
      (now) => R.lastDays(now, 30),
    ),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'how many new users did we get last week',
    expect: fresh((now) => R.lastWeek(now)),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `number of brand new users since ${dayMonth(ago(now, 45))}`,
    expect: fresh((now) => R.since(ago(now, 45), now)),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) =>
      `users who were active between ${ymd(ago(now, 90))} and ${ymd(ago(now, 61))} but have not shown up in the last 30 days — how many?`,
    expect: churn(
      (now) => R.between(ago(now, 90), ago(now, 61)),
      (now) => R.lastDays(now, 30),
    ),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) => `How many new users in ${monthName(prevMonth(now))}?`,
    expect: fresh((now) => R.month(prevMonth(now))),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question:
      'churn check: users active in the 30 days before the last 30 days, but not during the last 30 days',
    expect: churn(
      (now) => before(R.lastDays(now, 30)),
      (now) => R.lastDays(now, 30),
    ),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'rec-01',
    type: 'recency',
    question: 'When was the last tee-time-cancelled?',
    expect: last(() => ({ names: [CANCEL] })),
  },
  {
    id: 'rec-02',
    type: 'recency',
    question: 'did anyone book a lesson with the pro in the past 7 days? when was the latest one',
    expect: last((now) => ({ names: [LESSON], range: R.lastDays(now, 7) }), 'not-high', false),
  },
  {
    id: 'rec-03',
    type: 'recency',
    question: 'last time someone had a MembershipRenewed?',
    expect: last(() => ({ names: [RENEW] })),
  },
  {
    id: 'rec-04',
    type: 'recency',
    question: 'any guest-registered in the last 14 days? if so when was the most recent',
    expect: last((now) => ({ names: [GUEST], range: R.lastDays(now, 14) }), 'high', false),
  },
  {
    id: 'rec-05',
    type: 'recency',
    question: 'when did mbr_1007 last have a Round Scored?',
    expect: last(() => ({ names: [ROUND], user: 'mbr_1007' }), 'high', false),
  },
  {
    id: 'rec-06',
    type: 'recency',
    question: 'When was the most recent Pro Shop Purchase?',
    expect: last(() => ({ names: [SHOP] })),
  },
  { id: 'rec-07', type: 'recency', low: true, question: 'when was the last club_rental?', expect: low },
  {
    id: 'rec-08',
    type: 'recency',
    question: (now) => `has anyone had a handicap.updated since ${longDay(ago(now, 1))}? when was the latest`,
    expect: last((now) => ({ names: [HCP], range: R.since(ago(now, 1), now) }), 'high', false),
  },
  {
    id: 'rec-09',
    type: 'recency',
    question: 'when was the last lesson.booked',
    expect: last(() => ({ names: [LESSON] })),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'What event names exist?',
    expect: (ev) => ({ names: ALL_NAMES, unordered: true, confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [O.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'How many events are stored overall?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'list all the event types we track in the club app',
    expect: (ev) => ({ names: ALL_NAMES, unordered: true, confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'how many distinct event names are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question:
      'new engineer here — give me a quick overview: how many users, how many events, and what the event names are',
    expect: (ev) => ({
      numbers: [O.users(ev).size, ev.length],
      names: ALL_NAMES,
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: 'is there an event for driving range buckets? list the event names so I can check',
    expect: (ev) => ({ names: ALL_NAMES, unordered: true, confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-08',
    type: 'catalogue',
    question: 'How many users and how many events do we have, in total?',
    expect: (ev) => ({ numbers: [O.users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-01',
    type: 'other',
    question: "what's the weather forecast for Saturday's tee times?",
    expect: low,
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'which hole on the course has the highest average score?',
    expect: low,
  },
  { id: 'other-03', type: 'other', question: 'how many birdies did mbr_1007 make last month?', expect: low },
  {
    id: 'other-04',
    type: 'other',
    question: 'what is the average drive distance people hit on the range?',
    expect: low,
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'which pro shop items (SKUs) sell best — gloves or balls?',
    expect: low,
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'how many golf carts are out of service right now?',
    expect: low,
  },
  { id: 'other-07', type: 'other', question: 'how long is the membership waitlist?', expect: low },
  { id: 'other-08', type: 'other', question: 'tell me a golf joke for the newsletter', expect: low },
  { id: 'other-09', type: 'other', question: 'what is the slope rating of the back nine?', expect: low },
  {
    id: 'other-10',
    type: 'other',
    question: 'which staff member is working the starter hut tomorrow morning?',
    expect: low,
  },
  {
    id: 'other-11',
    type: 'other',
    question: 'how fast are the greens rolling on the stimpmeter today?',
    expect: low,
  },
];
