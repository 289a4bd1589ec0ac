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
  round,
  percent,
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
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  pastMonthDay,
  pastMonth,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

// ---- helpers ---------------------------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const lowCase = () => LOW;
const T = (now) => +now;
const ago = (now, d) => dayStart(T(now)) - d * DAY; // start of the UTC day d days back
const ISO = (t) => isoDay(t);
const ord = (n) =>
  n +
  (n % 10 === 1 && n % 100 !== 11
    ? 'st'
    : n % 10 === 2 && n % 100 !== 12
      ? 'nd'
      : n % 10 === 3 && n % 100 !== 13
        ? 'rd'
        : 'th');
const LONG = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const SHORT = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const DMY = (t) =>
  `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCFullYear()}`;
const MON = (t) => MONTHS[new Date(t).getUTCMonth()];
const MONY = (t) => `${MON(t)} ${new Date(t).getUTCFullYear()}`;
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const when = (t) => [isoDay(t), hm(t)];
const prevMonth = (now) => pastMonth(T(now), new Date(monthStart(T(now), -1)).getUTCMonth());
const prevMonth2 = (now) => pastMonth(T(now), new Date(monthStart(T(now), -2)).getUTCMonth());
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return round(n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const fig = (x) => (Number.isInteger(x) ? x : round(x, 2));

const cases = [];
function add(id, type, question, expect, extra = {}) {
  cases.push({ id, type, question, expect, ...extra });
}
// count-like: n events matching filters
const countX = (f) => (events, now) => {
  const evs = select(events, f(now));
  return { numbers: [evs.length], confidence: 'high', dataPoints: evs.length };
};
const loose = (fn) => (events, now) => ({ ...fn(events, now), confidence: 'not-high' });
// ranked lists with a tie check at the cut
function ranked(
  id,
  type,
  question,
  build,
  { n = 5, ascending = false, conf = 'high', extraNames = [] } = {},
) {
  const expect = (events, now) => {
    const { map, dataPoints } = build(events, now);
    const top = rank(map, { n, ascending });
    return {
      names: [...extraNames, ...top.map(([k]) => k)],
      numbers: top.map(([, v]) => fig(v)),
      confidence: conf,
      dataPoints,
    };
  };
  expect.tieAtCut = (events, now) => {
    const all = rank(build(events, now).map, { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  add(id, type, question, expect);
}
function compareCase(id, question, f, conf = 'high', names) {
  add(id, 'compare', question, (events, now) => {
    const { earlier, later, measure = (evs) => evs.length, filt = {} } = f(now);
    const e1 = select(events, { ...filt, range: earlier }),
      e2 = select(events, { ...filt, range: later });
    const c = change(fig(measure(e1)), fig(measure(e2)));
    const diff = fig(c.diff);
    const numbers = [c.earlier, c.later, ...(diff !== 0 ? [diff] : [])];
    return {
      numbers,
      percents: c.pct ? [c.pct] : [],
      confidence: conf,
      dataPoints: e1.length + e2.length,
      ...(names ? { names } : {}),
    };
  });
}
function shareEvents(id, question, f) {
  add(id, 'share', question, (events, now) => {
    const { range = ranges.all(), names } = f(now);
    const all = select(events, { range }),
      part = select(events, { range, names });
    return {
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      confidence: 'high',
      dataPoints: all.length,
    };
  });
}
function shareUsers(id, question, f) {
  add(id, 'share', question, (events, now) => {
    const { range = ranges.all(), names } = f(now);
    const all = select(events, { range }),
      part = users(select(events, { range, names }));
    const total = users(all).size;
    return {
      numbers: [part.size, total],
      percents: [percent(part.size, total)],
      confidence: 'high',
      dataPoints: all.length,
    };
  });
}
function convCase(id, question, f) {
  add(id, 'conversion', question, (events, now) => {
    const { range = ranges.all(), a, b } = f(now);
    const c = conversion(events, range, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: 'high',
      dataPoints: select(events, { range, names: [a, b] }).length,
    };
  });
}
function lastX(id, question, name, conf = 'high') {
  add(id, 'recency', question, (events) => {
    const evs = select(events, { names: [name] });
    return { names: when(time(newestFirst(evs)[0])), confidence: conf, dataPoints: evs.length };
  });
}

// ---- count ----------------------------------------------------------------------------------
add(
  'count-walks-finished-all',
  'count',
  'How many walks finished have we recorded, all time?',
  countX(() => ({ names: ['walk-finished'] })),
);
add(
  'count-requests-yesterday',
  'count',
  'requests posted yesterday - how many?',
  countX((now) => ({ names: ['RequestPosted'], range: ranges.yesterday(T(now)) })),
);
add(
  'count-applied-7d',
  'count',
  'number of sitter_applied events in the last 7 days pls',
  countX((now) => ({ names: ['sitter_applied'], range: ranges.lastDays(T(now), 7) })),
);
add(
  'count-photos-on-day',
  'count',
  (now) =>
    `Support here. How many photo updates sent on ${LONG(ago(now, 11))}? An owner says she got none that day.`,
  countX((now) => ({
    names: ['photo_update_sent'],
    range: ranges.on(
      pastMonthDay(T(now), new Date(ago(now, 11)).getUTCMonth(), new Date(ago(now, 11)).getUTCDate()),
    ),
  })),
);
add(
  'count-dog-walks-completed-lastweek',
  'count',
  'how many dog walks got completed last week?',
  loose(countX((now) => ({ names: ['walk-finished'], range: ranges.lastWeek(T(now)) }))),
);
add(
  'count-all-24h',
  'count',
  'How many events did we log in the past 24 hours?',
  countX((now) => ({ range: ranges.lastHours(T(now), 24) })),
);
add(
  'count-payments-between',
  'count',
  (now) =>
    `payment_captured count between ${ISO(ago(now, 26))} and ${ISO(ago(now, 21))}, finance is reconciling the processor outage`,
  countX((now) => ({ names: ['payment_captured'], range: ranges.between(ago(now, 26), ago(now, 21)) })),
);
add('count-unknown-event', 'count', 'How many cat_grooming_booked events did we get last month?', lowCase, {
  low: true,
});
add(
  'count-hired-since',
  'count',
  (now) => `Since ${ISO(ago(now, 45))}, how many times has Sitter Hired fired?`,
  countX((now) => ({ names: ['Sitter Hired'], range: ranges.since(ago(now, 45), T(now)) })),
);
add(
  'count-today',
  'count',
  'how many events so far today?',
  countX((now) => ({ range: ranges.today(T(now)) })),
);

// ---- users ----------------------------------------------------------------------------------
add(
  'users-posted-request-30d',
  'users',
  'How many distinct owners posted a request in the last 30 days?',
  loose((events, now) => {
    const evs = select(events, { names: ['RequestPosted'], range: ranges.lastDays(T(now), 30) });
    return { numbers: [users(evs).size], dataPoints: evs.length };
  }),
);
const usersX = (f) => (events, now) => {
  const evs = select(events, f(now));
  return { numbers: [users(evs).size], confidence: 'high', dataPoints: evs.length };
};
add(
  'users-applied-lastweek',
  'users',
  'unique users with sitter_applied last week?',
  usersX((now) => ({ names: ['sitter_applied'], range: ranges.lastWeek(T(now)) })),
);
add(
  'users-active-prev-month',
  'users',
  (now) => `for the board deck: active users in ${MON(prevMonth(now))}`,
  usersX((now) => ({ range: ranges.month(prevMonth(now)) })),
);
add(
  'users-active-24h',
  'users',
  'how many people have used the app in the past 24 hours',
  usersX((now) => ({ range: ranges.lastDays(T(now), 1) })),
);
add(
  'users-stay-since',
  'users',
  (now) => `users who did StayBooked since ${SHORT(ago(now, 40))}?`,
  usersX((now) => ({
    names: ['StayBooked'],
    range: ranges.since(
      pastMonthDay(T(now), new Date(ago(now, 40)).getUTCMonth(), new Date(ago(now, 40)).getUTCDate()),
      T(now),
    ),
  })),
);
add(
  'users-reviewers-between',
  'users',
  (now) =>
    `How many different users sent a Review Submitted between ${ISO(ago(now, 35))} and ${ISO(ago(now, 29))}?`,
  usersX((now) => ({ names: ['Review Submitted'], range: ranges.between(ago(now, 35), ago(now, 29)) })),
);
add(
  'users-owner-signups-lastmonth',
  'users',
  'how many owner signups happened last month? unique people, not events',
  usersX((now) => ({ names: ['owner_signup'], range: ranges.lastMonth(T(now)) })),
);
add(
  'users-unknown-event',
  'users',
  'how many unique users triggered walk_cancelled in the last 2 weeks?',
  lowCase,
  { low: true },
);
add(
  'users-walk-started-2w',
  'users',
  'distinct users w/ walk.started in the past 2 weeks',
  usersX((now) => ({ names: ['walk.started'], range: ranges.lastWeeks(T(now), 2) })),
);

// ---- value ----------------------------------------------------------------------------------
const valueX = (f, measure) => (events, now) => {
  const evs = select(events, f(now));
  return { numbers: [fig(measure(evs))], confidence: 'high', dataPoints: evs.length };
};
add(
  'value-payments-lastmonth',
  'value',
  'Total payment_captured amount last month?',
  valueX((now) => ({ names: ['payment_captured'], range: ranges.lastMonth(T(now)) }), sum),
);
add(
  'value-avg-stars',
  'value',
  "what's our average star rating? (Review Submitted value, all time)",
  valueX(() => ({ names: ['Review Submitted'] }), avg),
);
add(
  'value-km-30d',
  'value',
  'How many km were walked in the last 30 days? walk-finished value is kilometres',
  valueX((now) => ({ names: ['walk-finished'], range: ranges.lastDays(T(now), 30) }), sum),
);
add(
  'value-max-nights',
  'value',
  'max StayBooked value ever (nights)?',
  valueX(() => ({ names: ['StayBooked'] }), max),
);
add(
  'value-median-payment-60d',
  'value',
  'median payment_captured over the past 60 days',
  valueX((now) => ({ names: ['payment_captured'], range: ranges.lastDays(T(now), 60) }), median),
);
add('value-revenue-lastmonth', 'value', 'what was revenue last month?', (events, now) => {
  const evs = select(events, { names: ['payment_captured'], range: ranges.lastMonth(T(now)) });
  return {
    numbers: [fig(sum(evs))],
    names: ['payment_captured'],
    confidence: 'not-high',
    dataPoints: evs.length,
  };
});
add(
  'value-avg-walk-minutes-14d',
  'value',
  'Mean walk.started value over the past 14 days? (it holds the booked minutes)',
  valueX((now) => ({ names: ['walk.started'], range: ranges.lastDays(T(now), 14) }), avg),
);
add(
  'value-min-hire-3m',
  'value',
  'smallest Sitter Hired price in the last 3 months',
  valueX((now) => ({ names: ['Sitter Hired'], range: ranges.lastMonths(T(now), 3) }), min),
);
add(
  'value-avg-dispute-60d',
  'value',
  'average amount on dispute-opened, last 60 days',
  valueX((now) => ({ names: ['dispute-opened'], range: ranges.lastDays(T(now), 60) }), avg),
);
add(
  'value-payout-sum-prevmonth',
  'value',
  (now) => `total of sitter.payout in ${MONY(prevMonth(now))}`,
  valueX((now) => ({ names: ['sitter.payout'], range: ranges.month(prevMonth(now)) }), sum),
);

// ---- top-events -----------------------------------------------------------------------------
const eventsBy = (f) => (events, now) => {
  const evs = select(events, f(now));
  return { map: tally(evs, byName), dataPoints: evs.length };
};
ranked(
  'top-events-all',
  'top-events',
  'top 5 events of all time?',
  eventsBy(() => ({})),
);
ranked(
  'top-events-lastweek',
  'top-events',
  'what were the 3 most common events last week',
  eventsBy((now) => ({ range: ranges.lastWeek(T(now)) })),
  { n: 3 },
);
ranked(
  'bottom-events-all',
  'top-events',
  'least common 3 event names overall',
  eventsBy(() => ({})),
  { n: 3, ascending: true },
);
ranked(
  'top-event-yesterday',
  'top-events',
  'most frequent event yesterday?',
  eventsBy((now) => ({ range: ranges.yesterday(T(now)) })),
  { n: 1 },
);
ranked(
  'top-events-30d',
  'top-events',
  'Top 4 actions in the past 30 days, with counts',
  eventsBy((now) => ({ range: ranges.lastDays(T(now), 30) })),
  { n: 4 },
);
ranked(
  'bottom-event-30d',
  'top-events',
  'which event do we see the least in the last 30 days?',
  eventsBy((now) => ({ range: ranges.lastDays(T(now), 30) })),
  { n: 1, ascending: true },
);
ranked(
  'rank-events-prevmonth',
  'top-events',
  (now) => `rank every event type by how often it happend in ${MON(prevMonth(now))}`,
  eventsBy((now) => ({ range: ranges.month(prevMonth(now)) })),
  { n: 13 },
);
ranked(
  'top-events-between',
  'top-events',
  (now) => `top five events from ${DMY(ago(now, 50))} to ${DMY(ago(now, 44))}`,
  eventsBy((now) => ({ range: ranges.between(ago(now, 50), ago(now, 44)) })),
);

// ---- top-users ------------------------------------------------------------------------------
const usersBy = (f, measure) => (events, now) => {
  const evs = select(events, f(now));
  return { map: tally(evs, byUser, measure), dataPoints: evs.length };
};
ranked(
  'top-users-all',
  'top-users',
  'who are our two most active users?',
  usersBy(() => ({})),
  { n: 2 },
);
ranked(
  'top-spenders-30d',
  'top-users',
  'top 3 spenders in the last 30 days',
  usersBy((now) => ({ names: ['payment_captured'], range: ranges.lastDays(T(now), 30) }), value),
  { n: 3, conf: 'not-high' },
);
ranked(
  'top-payout-sitters-60d',
  'top-users',
  'Which 5 users got the most sitter.payout value over the last 60 days?',
  usersBy((now) => ({ names: ['sitter.payout'], range: ranges.lastDays(T(now), 60) }), value),
);
ranked(
  'top-walkers-30d',
  'top-users',
  'who had the most walk-finished in the last 30 days?',
  usersBy((now) => ({ names: ['walk-finished'], range: ranges.lastDays(T(now), 30) })),
  { n: 1 },
);
ranked(
  'top-user-lastweek',
  'top-users',
  'most active user last week?',
  usersBy((now) => ({ range: ranges.lastWeek(T(now)) })),
  { n: 1 },
);
ranked(
  'top-km-all',
  'top-users',
  'top 10 users by total walk-finished value (km), all time',
  usersBy(() => ({ names: ['walk-finished'] }), value),
  { n: 10 },
);
ranked(
  'top-posters-prevmonth',
  'top-users',
  (now) => `which owner posted the most RequestPosted in ${MON(prevMonth(now))}?`,
  usersBy((now) => ({ names: ['RequestPosted'], range: ranges.month(prevMonth(now)) })),
  { n: 1 },
);
ranked(
  'top-disputer',
  'top-users',
  'which user has opened the most dispute-opened events? asking because we may need to ban someone',
  usersBy(() => ({ names: ['dispute-opened'] })),
  { n: 1 },
);

// ---- user -----------------------------------------------------------------------------------
add(
  'user-count-topowner',
  'user',
  `how many events does ${PERSONAS.topOwner} have?`,
  countX(() => ({ user: PERSONAS.topOwner })),
);
add('user-first-seen-newcomer', 'user', `when did ${PERSONAS.newcomer} first show up?`, (events) => {
  const evs = select(events, { user: PERSONAS.newcomer });
  return { names: when(Math.min(...evs.map(time))), confidence: 'high', dataPoints: evs.length };
});
add(
  'user-last-seen-churner',
  'user',
  `Last seen for ${PERSONAS.churner}? they used to book every week`,
  (events) => {
    const evs = select(events, { user: PERSONAS.churner });
    return { names: when(Math.max(...evs.map(time))), confidence: 'high', dataPoints: evs.length };
  },
);
add('user-event-names-topsitter', 'user', `which event names has ${PERSONAS.topSitter} used?`, (events) => {
  const evs = select(events, { user: PERSONAS.topSitter });
  return {
    names: [...new Set(evs.map(byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: evs.length,
  };
});
add(
  'user-payments-30d',
  'user',
  `${PERSONAS.topOwner}: number of payment_captured in the last 30 days`,
  countX((now) => ({
    user: PERSONAS.topOwner,
    names: ['payment_captured'],
    range: ranges.lastDays(T(now), 30),
  })),
);
add('user-nobody', 'user', `what has ${NOBODY} been up to lately?`, lowCase, { low: true });
add('user-recent-disputer', 'user', `show me the 3 most recent events of ${PERSONAS.disputer}`, (events) => {
  const evs = select(events, { user: PERSONAS.disputer });
  return { names: newestFirst(evs).slice(0, 3).map(byName), confidence: 'high', dataPoints: evs.length };
});
add(
  'user-paid-total',
  'user',
  `How much has ${PERSONAS.topOwner} paid in total? (payment_captured)`,
  valueX(() => ({ user: PERSONAS.topOwner, names: ['payment_captured'] }), sum),
);
add('user-first-last-lateowner', 'user', `first and last activity of ${PERSONAS.lateOwner}`, (events) => {
  const evs = select(events, { user: PERSONAS.lateOwner });
  const ts = evs.map(time);
  return {
    names: [...when(Math.min(...ts)), ...when(Math.max(...ts))],
    confidence: 'high',
    dataPoints: evs.length,
  };
});

// ---- breakdown ------------------------------------------------------------------------------
const groupBy = (f, key, measure) => (events, now) => {
  const evs = select(events, f(now));
  return { map: tally(evs, key, measure), dataPoints: evs.length };
};
ranked(
  'busiest-weekday-walks',
  'breakdown',
  'which weekday is busiest for walk.started?',
  groupBy(() => ({ names: ['walk.started'] }), byWeekday),
  { n: 1 },
);
add('events-per-month', 'breakdown', 'events per month please, all time', (events) => {
  const m = tally(events, byMonth);
  const keys = [...m.keys()].sort();
  return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: events.length };
});
ranked(
  'busiest-hour-requests',
  'breakdown',
  'what hour of the day do owners post the most RequestPosted?',
  groupBy(() => ({ names: ['RequestPosted'] }), byHour),
  { n: 1 },
);
add(
  'daily-requests-lastweek',
  'breakdown',
  'daily count of RequestPosted last week, day by day',
  (events, now) => {
    const evs = select(events, { names: ['RequestPosted'], range: ranges.lastWeek(T(now)) });
    const m = tally(evs, byDay);
    const keys = [...m.keys()].sort();
    return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: evs.length };
  },
);
ranked(
  'dispute-peak-day-60d',
  'breakdown',
  'Which day in the last 60 days had the most dispute-opened? I think something broke',
  groupBy((now) => ({ names: ['dispute-opened'], range: ranges.lastDays(T(now), 60) }), byDay),
  { n: 1 },
);
ranked(
  'quietest-hour',
  'breakdown',
  'quietest hour of the day overall?',
  groupBy(() => ({}), byHour),
  { n: 1, ascending: true },
);
add(
  'weekly-hires-since',
  'breakdown',
  (now) => `weekly Sitter Hired counts since ${ISO(weekStart(T(now)) - 5 * WEEK)}`,
  (events, now) => {
    const evs = select(events, {
      names: ['Sitter Hired'],
      range: ranges.since(weekStart(T(now)) - 5 * WEEK, T(now)),
    });
    const m = tally(evs, byWeek);
    const keys = [...m.keys()].sort();
    return { names: keys, numbers: keys.map((k) => m.get(k)), confidence: 'high', dataPoints: evs.length };
  },
);
ranked(
  'busiest-weekday-requests',
  'breakdown',
  'On what day of the week do owners post the most RequestPosted?',
  groupBy(() => ({ names: ['RequestPosted'] }), byWeekday),
  { n: 1 },
);
ranked(
  'busiest-day-lastmonth',
  'breakdown',
  'busiest single day last month, all events',
  groupBy((now) => ({ range: ranges.lastMonth(T(now)) }), byDay),
  { n: 1 },
);

// ---- compare --------------------------------------------------------------------------------
compareCase('cmp-lastweek-vs-before', 'total events last week vs the week before?', (now) => ({
  later: ranges.lastWeek(T(now)),
  earlier: { from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK },
}));
compareCase(
  'cmp-requests-30d',
  'RequestPosted: last 30 days compared with the 30 days before that',
  (now) => ({
    filt: { names: ['RequestPosted'] },
    later: ranges.lastDays(T(now), 30),
    earlier: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY },
  }),
);
compareCase('cmp-walks-growing', 'is walk-finished growing? last 4 weeks vs the previous 4 weeks', (now) => ({
  filt: { names: ['walk-finished'] },
  later: ranges.lastWeeks(T(now), 4),
  earlier: { from: T(now) - 8 * WEEK, to: T(now) - 4 * WEEK },
}));
compareCase(
  'cmp-disputes-months',
  (now) => `compare dispute-opened in ${MON(prevMonth2(now))} and ${MON(prevMonth(now))}`,
  (now) => ({
    filt: { names: ['dispute-opened'] },
    earlier: ranges.month(prevMonth2(now)),
    later: ranges.month(prevMonth(now)),
  }),
);
compareCase(
  'cmp-km-7d',
  'km walked (sum of walk-finished) in the last 7 days vs the previous 7 days',
  (now) => ({
    filt: { names: ['walk-finished'] },
    measure: sum,
    later: ranges.lastDays(T(now), 7),
    earlier: { from: T(now) - 14 * DAY, to: T(now) - 7 * DAY },
  }),
);
compareCase(
  'cmp-owner-signups-months',
  'owner_signup last month vs the month before - did the ad campaign do anything?',
  (now) => ({
    filt: { names: ['owner_signup'] },
    later: ranges.lastMonth(T(now)),
    earlier: { from: monthStart(T(now), -2), to: monthStart(T(now), -1) },
  }),
);
compareCase('cmp-yesterday-daybefore', 'events yesterday compared with the day before', (now) => ({
  later: ranges.yesterday(T(now)),
  earlier: { from: dayStart(T(now)) - 2 * DAY, to: dayStart(T(now)) - DAY },
}));
compareCase(
  'cmp-revenue-30d',
  'revenue in the last 30 days vs the prior 30?',
  (now) => ({
    filt: { names: ['payment_captured'] },
    measure: sum,
    later: ranges.lastDays(T(now), 30),
    earlier: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY },
  }),
  'not-high',
  ['payment_captured'],
);

// ---- share ----------------------------------------------------------------------------------
shareEvents('share-walk-finished-all', 'what percentage of all events are walk-finished?', () => ({
  names: ['walk-finished'],
}));
shareUsers(
  'share-users-requests-30d',
  'Of the users active in the last 30 days, what % posted a RequestPosted?',
  (now) => ({ names: ['RequestPosted'], range: ranges.lastDays(T(now), 30) }),
);
shareEvents('share-disputes-lastmonth', "share of last month's events that were dispute-opened", (now) => ({
  names: ['dispute-opened'],
  range: ranges.lastMonth(T(now)),
}));
shareUsers(
  'share-users-disputed-all',
  'what fraction of users have ever had a dispute-opened? as a percentage',
  () => ({ names: ['dispute-opened'] }),
);
shareEvents('share-photos-lastweek', "percent of last week's events that were photo_update_sent", (now) => ({
  names: ['photo_update_sent'],
  range: ranges.lastWeek(T(now)),
}));
shareUsers(
  'share-users-applied-7d',
  'of the people active in the past 7 days, what percentage did sitter_applied?',
  (now) => ({ names: ['sitter_applied'], range: ranges.lastDays(T(now), 7) }),
);
shareEvents(
  'share-disputes-incident-day',
  (now) => `on ${ISO(ago(now, 23))}, what percentage of events were dispute-opened?`,
  (now) => ({ names: ['dispute-opened'], range: ranges.on(ago(now, 23)) }),
);
shareEvents(
  'share-stays-since',
  (now) => `StayBooked as a share of all events since ${LONG(ago(now, 60))}`,
  (now) => ({
    names: ['StayBooked'],
    range: ranges.since(
      pastMonthDay(T(now), new Date(ago(now, 60)).getUTCMonth(), new Date(ago(now, 60)).getUTCDate()),
      T(now),
    ),
  }),
);

// ---- conversion -----------------------------------------------------------------------------
convCase('conv-request-hire', 'what % of users who did RequestPosted went on to Sitter Hired?', () => ({
  a: 'RequestPosted',
  b: 'Sitter Hired',
}));
convCase(
  'conv-walk-start-finish-30d',
  'walk.started -> walk-finished conversion over the last 30 days',
  (now) => ({ a: 'walk.started', b: 'walk-finished', range: ranges.lastDays(T(now), 30) }),
);
convCase(
  'conv-hire-review-60d',
  'of users with Sitter Hired in the past 60 days, how many then did Review Submitted?',
  (now) => ({ a: 'Sitter Hired', b: 'Review Submitted', range: ranges.lastDays(T(now), 60) }),
);
convCase('conv-signup-request', 'owner_signup to RequestPosted conversion rate, all time', () => ({
  a: 'owner_signup',
  b: 'RequestPosted',
}));
convCase(
  'conv-sitter-signup-apply',
  'how many sitter.signup users later did sitter_applied, and what percent is that?',
  () => ({ a: 'sitter.signup', b: 'sitter_applied' }),
);
convCase(
  'conv-stay-review-since',
  (now) => `since ${ISO(ago(now, 50))}: StayBooked followed by Review Submitted - how many users and what %?`,
  (now) => ({ a: 'StayBooked', b: 'Review Submitted', range: ranges.since(ago(now, 50), T(now)) }),
);
convCase(
  'conv-payment-dispute-90d',
  'in the last 90 days, of users with payment_captured, what share then had a dispute-opened?',
  (now) => ({ a: 'payment_captured', b: 'dispute-opened', range: ranges.lastDays(T(now), 90) }),
);
convCase(
  'conv-applied-photo-lastmonth',
  'funnel last month: sitter_applied then photo_update_sent',
  (now) => ({ a: 'sitter_applied', b: 'photo_update_sent', range: ranges.lastMonth(T(now)) }),
);

// ---- churn ----------------------------------------------------------------------------------
const churnCount = (f) => (events, now) => {
  const { active, inactive } = f(now);
  return { numbers: [churned(events, active, inactive).length], confidence: 'high' };
};
const newCount = (f) => (events, now) => ({ numbers: [newUsers(events, f(now)).length], confidence: 'high' });
add(
  'churn-30d',
  'churn',
  'How many users were active 30-60 days ago (the 30 days before the last 30) but not in the last 30 days?',
  churnCount((now) => ({
    active: { from: T(now) - 60 * DAY, to: T(now) - 30 * DAY },
    inactive: ranges.lastDays(T(now), 30),
  })),
);
add(
  'new-users-7d',
  'churn',
  'new users in the last 7 days?',
  newCount((now) => ranges.lastDays(T(now), 7)),
);
add(
  'new-users-prevmonth',
  'churn',
  (now) => `how many brand-new users did we get in ${MONY(prevMonth(now))}?`,
  newCount((now) => ranges.month(prevMonth(now))),
);
add(
  'churn-months',
  'churn',
  (now) =>
    `users active in ${MON(prevMonth2(now))} who did nothing at all in ${MON(prevMonth(now))}: how many?`,
  churnCount((now) => ({ active: ranges.month(prevMonth2(now)), inactive: ranges.month(prevMonth(now)) })),
);
add(
  'new-users-since',
  'churn',
  (now) => `number of first-time users since ${SHORT(ago(now, 20))}`,
  newCount((now) =>
    ranges.since(
      pastMonthDay(T(now), new Date(ago(now, 20)).getUTCMonth(), new Date(ago(now, 20)).getUTCDate()),
      T(now),
    ),
  ),
);
add(
  'churn-lastweek-thisweek',
  'churn',
  'how many of the people active last week have not come back this week (yet)?',
  churnCount((now) => ({ active: ranges.lastWeek(T(now)), inactive: ranges.thisWeek(T(now)) })),
);
add(
  'new-users-2w',
  'churn',
  'new users, past 2 weeks',
  newCount((now) => ranges.lastWeeks(T(now), 2)),
);
add(
  'churn-before-since',
  'churn',
  (now) => `users who were active before ${ISO(ago(now, 45))} and have done nothing since then`,
  churnCount((now) => ({
    active: ranges.before(ago(now, 45)),
    inactive: ranges.since(ago(now, 45), T(now)),
  })),
);

// ---- recency --------------------------------------------------------------------------------
lastX('last-dispute', 'when was the last dispute-opened?', 'dispute-opened');
add('any-stay-3d', 'recency', 'did anyone book a stay in the last 3 days?', (events, now) => {
  const evs = select(events, { names: ['StayBooked'], range: ranges.lastDays(T(now), 3) });
  return { numbers: [evs.length], names: ['StayBooked'], confidence: 'not-high', dataPoints: evs.length };
});
lastX('last-review', 'most recent Review Submitted — when?', 'Review Submitted');
lastX('last-sitter-signup', 'When did the last sitter.signup happen?', 'sitter.signup');
add('last-unknown-event', 'recency', 'when did someone last trigger booking_cancelled?', lowCase, {
  low: true,
});
lastX('last-photo', 'last time a photo_update_sent went out?', 'photo_update_sent');
add(
  'any-dispute-since',
  'recency',
  (now) => `has anybody opened a dispute-opened since ${ISO(ago(now, 10))}? how many?`,
  countX((now) => ({ names: ['dispute-opened'], range: ranges.since(ago(now, 10), T(now)) })),
);
lastX('last-owner-signup', 'timestamp of the latest owner_signup', 'owner_signup');

// ---- catalogue ------------------------------------------------------------------------------
add('cat-event-names', 'catalogue', 'what event names exist in our data?', (events) => ({
  names: [...new Set(events.map(byName))].sort(),
  unordered: true,
  confidence: 'high',
  dataPoints: events.length,
}));
add('cat-users-total', 'catalogue', 'how many users are there in total?', (events) => ({
  numbers: [users(events).size],
  confidence: 'high',
  dataPoints: events.length,
}));
add('cat-events-total', 'catalogue', 'total number of events stored, all time', (events) => ({
  numbers: [events.length],
  confidence: 'high',
  dataPoints: events.length,
}));
add('cat-event-type-count', 'catalogue', 'how many different event types do we track?', (events) => ({
  numbers: [new Set(events.map(byName)).size],
  confidence: 'high',
  dataPoints: events.length,
}));
add(
  'cat-users-and-events',
  'catalogue',
  'quick sanity check for the investor update: overall user count and event count?',
  (events) => ({
    numbers: [users(events).size, events.length],
    confidence: 'high',
    dataPoints: events.length,
  }),
);
add(
  'cat-names-with-counts',
  'catalogue',
  'list every event we track with how many times each one occured',
  (events) => {
    const m = tally(events, byName);
    return {
      names: [...m.keys()].sort(),
      unordered: true,
      numbers: [...m.values()],
      confidence: 'high',
      dataPoints: events.length,
    };
  },
);
add('cat-is-walk-tracked', 'catalogue', 'which event names are there and how many of them?', (events) => ({
  names: [...new Set(events.map(byName))].sort(),
  unordered: true,
  numbers: [new Set(events.map(byName)).size],
  confidence: 'high',
  dataPoints: events.length,
}));

// ---- other ----------------------------------------------------------------------------------
for (const [id, q] of [
  ['other-weather', 'was bad weather the reason walks dropped on rainy days?'],
  ['other-breeds', 'which dog breed is booked the most?'],
  ['other-distance-home', 'how far do sitters live from the owners they work for?'],
  ['other-app-rating', "what's our App Store rating right now?"],
  ['other-pets-per-owner', 'how many pets does the average owner have?'],
  ['other-cancel-reasons', 'what are the top reasons owners give for cancelling?'],
  ['other-support-response', 'average first response time on support tickets last month?'],
  ['other-nps', 'what is our NPS among sitters?'],
  ['other-sitter-near-me', 'find me a sitter near Camden available this Saturday'],
  ['other-vaccinations', 'what % of dogs walked were up to date on vaccinations?'],
])
  add(id, 'other', q, lowCase);

export { cases };
