/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import {
  DAY,
  HOUR,
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
  monthStart,
  isoDay,
  weekStart,
  pastMonth,
  pastMonthDay,
} from '../../../../../shared/ai/eval/oracle.mjs';

const DEP = 'parcel_deposited',
  CODE = 'CodeSent',
  OPEN = 'notification-opened',
  PICK = 'pickup.completed',
  EXP = 'Parcel Expired',
  RET = 'return-dropoff',
  OVS = 'oversize_slot_purchased',
  PLUS = 'plus_subscription_paid',
  FAULT = 'compartment.fault',
  REP = 'CompartmentRepaired',
  INST = 'App Installed';
const ALL = [DEP, CODE, OPEN, PICK, EXP, RET, OVS, PLUS, FAULT, REP, INST];
const MONEY = [OVS, PLUS];

// ---- dates for questions -----------------------------------------------------------------
const N = (now) => +now;
const daysAgo = (now, k) => dayStart(N(now)) - k * DAY;
const ymd = (t) => isoDay(t);
const longDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
};
const shortDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const euroDay = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
};
const ordDay = (t) => {
  const d = new Date(t).getUTCDate();
  const s =
    d % 10 === 1 && d !== 11
      ? 'st'
      : d % 10 === 2 && d !== 12
        ? 'nd'
        : d % 10 === 3 && d !== 13
          ? 'rd'
          : 'th';
  return `${MONTHS[new Date(t).getUTCMonth()]} ${d}${s}`;
};
const mName = (t) => MONTHS[new Date(t).getUTCMonth()];
const prevMonth = (now, k) => monthStart(N(now), -k); // start of the month k months back
const monthRange = (now, k) => ranges.month(pastMonth(N(now), new Date(prevMonth(now, k)).getUTCMonth()));
const INCIDENT = 23; // days back: the firmware fault wave
const noYearDay = (now, k) => {
  const d = new Date(daysAgo(now, k));
  return pastMonthDay(N(now), d.getUTCMonth(), d.getUTCDate());
};
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders ------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const countX = (evs, confidence = 'high') => ({ numbers: [evs.length], confidence, dataPoints: evs.length });
const usersX = (evs, confidence = 'high') => ({
  numbers: [users(evs).size],
  confidence,
  dataPoints: evs.length,
});
const topX = (map, n, evs, confidence = 'high', ascending = false) => {
  const r = rank(map, { n, ascending });
  return {
    names: r.map(([k]) => k),
    numbers: r.map(([, v]) => round(v, 2)),
    confidence,
    dataPoints: evs.length,
  };
};
const tieAt =
  (mapFn, n, ascending = false) =>
  (events, now) => {
    const r = rank(mapFn(events, now), { ascending });
    return r.length > n && r[n - 1][1] === r[n][1];
  };
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
};
const compareX = (e1, e2, measure = (x) => x.length, confidence = 'high') => {
  const c = change(round(measure(e1), 2), round(measure(e2), 2));
  return {
    numbers: [c.earlier, c.later, round(c.diff, 2)],
    percents: c.pct === null ? [] : [c.pct],
    confidence,
    dataPoints: e1.length + e2.length,
  };
};
const lastX = (evs, confidence = 'high') => {
  const t = time(newestFirst(evs)[0]);
  return { names: [ymd(t), hhmm(t)], confidence, dataPoints: evs.length };
};
const convX = (events, range, a, b, confidence = 'high') => {
  const c = conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
};

const cases = [];
const add = (type, id, question, expect, extra = {}) =>
  cases.push({ id: `${type}-${id}`, type, question, expect, ...extra });
const withTie = (fn, tie) => {
  fn.tieAtCut = tie;
  return fn;
};

// =================================================================================== count
add('count', 'deposits-7d', 'how many parcel_deposited events in the last 7 days?', (ev, now) =>
  countX(select(ev, { range: ranges.lastDays(N(now), 7), names: [DEP] })),
);
add('count', 'pickups-yesterday', 'Number of pickup.completed events yesterday pls', (ev, now) =>
  countX(select(ev, { range: ranges.yesterday(N(now)), names: [PICK] })),
);
add(
  'count',
  'expired-lastweek',
  'Support here — how many times did Parcel Expired fire last week? Customers are complaining.',
  (ev, now) => countX(select(ev, { range: ranges.lastWeek(N(now)), names: [EXP] })),
);
add('count', 'all-24h', 'how many events in the last 24 hours?', (ev, now) =>
  countX(select(ev, { range: ranges.lastDays(N(now), 1) })),
);
add('count', 'all-thismonth', 'total events this month so far?', (ev, now) =>
  countX(select(ev, { range: ranges.thisMonth(N(now)) })),
);
add(
  'count',
  'codes-between',
  (now) => `How many CodeSent between ${ymd(daysAgo(now, 40))} and ${ymd(daysAgo(now, 26))}?`,
  (ev, now) =>
    countX(select(ev, { range: ranges.between(daysAgo(now, 40), daysAgo(now, 26)), names: [CODE] })),
);
add(
  'count',
  'returns-since',
  (now) => `count of return dropoffs since ${ordDay(noYearDay(now, 50))}`,
  (ev, now) => countX(select(ev, { range: ranges.since(noYearDay(now, 50), N(now)), names: [RET] })),
);
add(
  'count',
  'faults-incident',
  (now) =>
    `how many compartment.fault events were logged on ${ymd(daysAgo(now, INCIDENT))}? ops says it was a bad day`,
  (ev, now) => countX(select(ev, { range: ranges.on(daysAgo(now, INCIDENT)), names: [FAULT] })),
);
add(
  'count',
  'lockers-broke-loose',
  (now) => `how many lockers broke down on ${shortDay(noYearDay(now, INCIDENT))}?`,
  (ev, now) => countX(select(ev, { range: ranges.on(noYearDay(now, INCIDENT)), names: [FAULT] }), 'not-high'),
);
add(
  'count',
  'user-pickups-30d',
  'how many pickup.completed did user_0142 have in the past 30 days',
  (ev, now) => countX(select(ev, { range: ranges.lastDays(N(now), 30), names: [PICK], user: 'user_0142' })),
);
add(
  'count',
  'before-date',
  (now) => `events before ${longDay(noYearDay(now, 90))}, how many in total?`,
  (ev, now) => countX(select(ev, { range: ranges.before(noYearDay(now, 90)) })),
);
add('count', 'unknown-reboot', 'how many locker_reboot events did we have last week?', LOW, { low: true });
add('count', 'last-48h-pickups', 'pickups.completed in the last 48 hours — how many?', (ev, now) =>
  countX(select(ev, { range: ranges.lastHours(N(now), 48), names: [PICK] })),
);

// =================================================================================== users
add('users', 'active-30d', 'how many unique users did anything in the past 30 days?', (ev, now) =>
  usersX(select(ev, { range: ranges.lastDays(N(now), 30) })),
);
add(
  'users',
  'pickup-month',
  (now) => `how many distinct people had a pickup.completed in ${mName(prevMonth(now, 1))}?`,
  (ev, now) => usersX(select(ev, { range: monthRange(now, 1), names: [PICK] })),
);
add('users', 'active-thisweek', 'how many active users this week so far', (ev, now) =>
  usersX(select(ev, { range: ranges.thisWeek(N(now)) })),
);
add('users', 'active-lastweek', 'active users last week', (ev, now) =>
  usersX(select(ev, { range: ranges.lastWeek(N(now)) })),
);
add('users', 'installed-loose', 'how many ppl installed the app in the last 2 months?', (ev, now) =>
  usersX(select(ev, { range: ranges.lastMonths(N(now), 2), names: [INST] }), 'not-high'),
);
add(
  'users',
  'opened-loose',
  'how many different recipients read their pickup notification in the past 14 days?',
  (ev, now) => usersX(select(ev, { range: ranges.lastDays(N(now), 14), names: [OPEN] }), 'not-high'),
);
add('users', 'oversize-3m', 'Users with oversize_slot_purchased in the last 3 months?', (ev, now) =>
  usersX(select(ev, { range: ranges.lastMonths(N(now), 3), names: [OVS] })),
);
add(
  'users',
  'returns-between',
  (now) =>
    `unique users who did return-dropoff from ${euroDay(noYearDay(now, 60))} to ${euroDay(noYearDay(now, 31))}`,
  (ev, now) =>
    usersX(select(ev, { range: ranges.between(noYearDay(now, 60), noYearDay(now, 31)), names: [RET] })),
);
add('users', 'plus-payers-all', 'how many customers have ever had a plus_subscription_paid event', (ev) =>
  usersX(select(ev, { names: [PLUS] })),
);
add('users', 'unknown-unlock', 'how many users triggered locker_unlocked this week?', LOW, { low: true });

// =================================================================================== value
add('value', 'oversize-sum-lastmonth', 'total oversize_slot_purchased value last month (EUR)', (ev, now) => {
  const s = select(ev, { range: ranges.lastMonth(N(now)), names: [OVS] });
  return { numbers: [round(sum(s), 2)], confidence: 'high', dataPoints: s.length };
});
add(
  'value',
  'dwell-avg-14d',
  'average value of pickup.completed over the past 14 days? (its the hours a parcel sat in the locker)',
  (ev, now) => {
    const s = select(ev, { range: ranges.lastDays(N(now), 14), names: [PICK] });
    return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'value',
  'repair-max-since',
  (now) => `longest CompartmentRepaired value since ${ymd(daysAgo(now, 45))} — i.e. the max`,
  (ev, now) => {
    const s = select(ev, { range: ranges.since(daysAgo(now, 45), N(now)), names: [REP] });
    return { numbers: [max(s)], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'value',
  'deposit-min-month',
  (now) => `minimum parcel_deposited value in ${mName(prevMonth(now, 2))}`,
  (ev, now) => {
    const s = select(ev, { range: monthRange(now, 2), names: [DEP] });
    return { numbers: [min(s)], confidence: 'high', dataPoints: s.length };
  },
);
add('value', 'repair-median-60d', 'median CompartmentRepaired value, last 60 days', (ev, now) => {
  const s = select(ev, { range: ranges.lastDays(N(now), 60), names: [REP] });
  return { numbers: [median(s)], confidence: 'high', dataPoints: s.length };
});
add('value', 'revenue-30d', 'for the board deck: what was our revenue over the last 30 days?', (ev, now) => {
  const s = select(ev, { range: ranges.lastDays(N(now), 30), names: MONEY });
  return {
    numbers: [round(sum(s), 2)],
    names: MONEY,
    unordered: true,
    confidence: 'not-high',
    dataPoints: s.length,
  };
});
add(
  'value',
  'spender-oversize-all',
  'how much has user_0230 spent on oversize_slot_purchased, all time?',
  (ev) => {
    const s = select(ev, { names: [OVS], user: 'user_0230' });
    return { numbers: [round(sum(s), 2)], confidence: 'high', dataPoints: s.length };
  },
);
add('value', 'plus-avg', 'avg amount of plus_subscription_paid?', (ev) => {
  const s = select(ev, { names: [PLUS] });
  return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
});
add(
  'value',
  'weight-loose-lastweek',
  'total kilos of parcels couriers dropped into lockers last week',
  (ev, now) => {
    const s = select(ev, { range: ranges.lastWeek(N(now)), names: [DEP] });
    return { numbers: [round(sum(s), 2)], confidence: 'not-high', dataPoints: s.length };
  },
);
add(
  'value',
  'return-avg-month',
  (now) =>
    `mean return-dropoff value in ${mName(prevMonth(now, 1))} ${new Date(prevMonth(now, 1)).getUTCFullYear()}`,
  (ev, now) => {
    const s = select(ev, { range: ranges.month(prevMonth(now, 1)), names: [RET] });
    return { numbers: [avg(s)], confidence: 'high', dataPoints: s.length };
  },
);
add('value', 'unknown-tips', 'sum of courier_tip_paid value in the last 30 days', LOW, { low: true });

// ============================================================================== top-events
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastDays(N(now), 30) }), byName);
  add(
    'top-events',
    'top5-30d',
    'top 5 events in the last 30 days',
    withTie(
      (ev, now) => topX(f(ev, now), 5, select(ev, { range: ranges.lastDays(N(now), 30) })),
      tieAt(f, 5),
    ),
  );
}
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastWeeks(N(now), 3) }), byName);
  add(
    'top-events',
    'top3-3w',
    'what are the 3 most common events over the past 3 weeks?',
    withTie(
      (ev, now) => topX(f(ev, now), 3, select(ev, { range: ranges.lastWeeks(N(now), 3) })),
      tieAt(f, 3),
    ),
  );
}
{
  const f = (ev) => tally(ev, byName);
  add(
    'top-events',
    'least-all',
    'which event is the rarest overall?',
    withTie((ev) => topX(f(ev), 1, ev, 'high', true), tieAt(f, 1, true)),
  );
}
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastMonth(N(now)) }), byName);
  add(
    'top-events',
    'top-default-lastmonth',
    'list the top events last month',
    withTie((ev, now) => topX(f(ev, now), 5, select(ev, { range: ranges.lastMonth(N(now)) })), tieAt(f, 5)),
  );
}
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastWeek(N(now)) }), byName);
  add(
    'top-events',
    'most-lastweek',
    'Which event happened most often last week?',
    withTie((ev, now) => topX(f(ev, now), 1, select(ev, { range: ranges.lastWeek(N(now)) })), tieAt(f, 1)),
  );
}
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastDays(N(now), 60) }), byName);
  add(
    'top-events',
    'bottom3-60d',
    'bottom 3 events by volume in the last 60 days',
    withTie(
      (ev, now) => topX(f(ev, now), 3, select(ev, { range: ranges.lastDays(N(now), 60) }), 'high', true),
      tieAt(f, 3, true),
    ),
  );
}
{
  const r = (now) => ranges.since(daysAgo(now, 70), N(now));
  const f = (ev, now) => tally(select(ev, { range: r(now) }), byName);
  add(
    'top-events',
    'top4-since',
    (now) => `most frequent 4 event types since ${ymd(daysAgo(now, 70))}?`,
    withTie((ev, now) => topX(f(ev, now), 4, select(ev, { range: r(now) })), tieAt(f, 4)),
  );
}
add('top-events', 'top-unknown-user', 'top events for user_9999', LOW, { low: true });

// =============================================================================== top-users
{
  const f = (ev) => tally(ev, byUser);
  add(
    'top-users',
    'top5-all',
    'top 3 users by number of events, all time',
    withTie((ev) => topX(f(ev), 3, ev), tieAt(f, 3)),
  );
}
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastMonth(N(now)), names: [DEP] }), byUser);
  add(
    'top-users',
    'couriers-lastmonth',
    'which 3 couriers had the most parcel_deposited last month?',
    withTie(
      (ev, now) => topX(f(ev, now), 3, select(ev, { range: ranges.lastMonth(N(now)), names: [DEP] })),
      tieAt(f, 3),
    ),
  );
}
{
  const f = (ev, now) =>
    tally(select(ev, { range: ranges.lastDays(N(now), 90), names: MONEY }), byUser, value);
  add(
    'top-users',
    'spenders-90d',
    'who was our biggest spender in the last 90 days?',
    withTie(
      (ev, now) => ({
        ...topX(f(ev, now), 1, select(ev, { range: ranges.lastDays(N(now), 90), names: MONEY }), 'not-high'),
      }),
      tieAt(f, 1),
    ),
  );
}
{
  const f = (ev) => tally(select(ev, { names: [OVS] }), byUser, value);
  add(
    'top-users',
    'oversize-value-top1',
    'Which user has the biggest total oversize_slot_purchased value, all time?',
    withTie((ev) => topX(f(ev), 1, select(ev, { names: [OVS] })), tieAt(f, 1)),
  );
}
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastDays(N(now), 60), names: [REP] }), byUser);
  add(
    'top-users',
    'tech-60d',
    'who did the most CompartmentRepaired in the past 60 days?',
    withTie(
      (ev, now) => topX(f(ev, now), 1, select(ev, { range: ranges.lastDays(N(now), 60), names: [REP] })),
      tieAt(f, 1),
    ),
  );
}
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastWeek(N(now)) }), byUser);
  add(
    'top-users',
    'most-active-lastweek',
    'most active user last week?',
    withTie((ev, now) => topX(f(ev, now), 1, select(ev, { range: ranges.lastWeek(N(now)) })), tieAt(f, 1)),
  );
}
{
  const r = (now) => ranges.since(daysAgo(now, 100), N(now));
  const f = (ev, now) => tally(select(ev, { range: r(now), names: [PICK] }), byUser);
  add(
    'top-users',
    'pickups-since',
    (now) => `top 3 users by pickup.completed since ${shortDay(noYearDay(now, 100))}`,
    withTie(
      (ev, now) =>
        topX(f(ev, now), 3, select(ev, { range: ranges.since(noYearDay(now, 100), N(now)), names: [PICK] })),
      tieAt(f, 3),
    ),
  );
}
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastDays(N(now), 30), names: [DEP] }), byUser);
  add(
    'top-users',
    'busiest-courier-loose',
    'which courier dropped off the most parcels in the last 30 days?',
    withTie(
      (ev, now) =>
        topX(f(ev, now), 1, select(ev, { range: ranges.lastDays(N(now), 30), names: [DEP] }), 'not-high'),
      tieAt(f, 1),
    ),
  );
}
add('top-users', 'unknown-lost', 'top users by parcel_lost events', LOW, { low: true });

// ==================================================================================== user
add('user', 'count-all', 'how many events does user_0142 have?', (ev) =>
  countX(select(ev, { user: 'user_0142' })),
);
add('user', 'first-seen-courier', 'when was courier_07 first seen?', (ev) => {
  const s = select(ev, { user: 'courier_07' });
  const t = Math.min(...s.map(time));
  return { names: [ymd(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
});
add('user', 'last-seen-churner', 'asking because they emailed us: last seen time for user_0088?', (ev) => {
  const s = select(ev, { user: 'user_0088' });
  const t = Math.max(...s.map(time));
  return { names: [ymd(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
});
add('user', 'names-tech', 'which events has tech_03 ever triggered?', (ev) => {
  const s = select(ev, { user: 'tech_03' });
  return {
    names: [...users(s.map((e) => ({ userId: e.eventName })))],
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
add('user', 'recent-newcomer', 'what were user_0417 most recent 3 events?', (ev) => {
  const s = select(ev, { user: 'user_0417' });
  return {
    names: newestFirst(s)
      .slice(0, 3)
      .map((e) => e.eventName),
    confidence: 'high',
    dataPoints: s.length,
  };
});
add('user', 'pickups-lastmonth', 'how many pickup.completed did user_0077 do last month', (ev, now) =>
  countX(select(ev, { range: ranges.lastMonth(N(now)), names: [PICK], user: 'user_0077' })),
);
add('user', 'nobody', 'show me activity for user_9999', LOW, { low: true });
add('user', 'first-last-spender', 'first and last seen for user_0230', (ev) => {
  const s = select(ev, { user: 'user_0230' });
  const a = Math.min(...s.map(time)),
    b = Math.max(...s.map(time));
  return { names: [ymd(a), hhmm(a), ymd(b), hhmm(b)], confidence: 'high', dataPoints: s.length };
});
add('user', 'courier-7d', 'how many events did courier_07 log in the past 7 days?', (ev, now) =>
  countX(select(ev, { range: ranges.lastDays(N(now), 7), user: 'courier_07' })),
);
add(
  'user',
  'leaving-courier-last',
  'courier_19 — when did we last see them? they stopped showing up',
  (ev) => {
    const s = select(ev, { user: 'courier_19' });
    const t = Math.max(...s.map(time));
    return { names: [ymd(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
  },
);

// =============================================================================== breakdown
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastDays(N(now), 56), names: [DEP] }), byWeekday);
  add(
    'breakdown',
    'deposit-weekday',
    'parcel_deposited by weekday over the last 8 weeks — which weekday is busiest?',
    withTie(
      (ev, now) => topX(f(ev, now), 1, select(ev, { range: ranges.lastDays(N(now), 56), names: [DEP] })),
      tieAt(f, 1),
    ),
  );
}
add('breakdown', 'events-per-month', 'events per month for the last 3 months', (ev, now) => {
  const s = select(ev, { range: ranges.lastMonths(N(now), 3) });
  const m = tally(s, byMonth);
  return {
    names: [...m.keys()].sort(),
    numbers: [...m.keys()].sort().map((k) => m.get(k)),
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastDays(N(now), 30), names: [PICK] }), byHour);
  add(
    'breakdown',
    'pickup-hour',
    'busiest hour of the day for pickup.completed, last 30 days?',
    withTie(
      (ev, now) => topX(f(ev, now), 1, select(ev, { range: ranges.lastDays(N(now), 30), names: [PICK] })),
      tieAt(f, 1),
    ),
  );
}
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastDays(N(now), 60), names: [FAULT] }), byDay);
  add(
    'breakdown',
    'fault-day',
    'which day had the most compartment.fault in the last 60 days?',
    withTie(
      (ev, now) => topX(f(ev, now), 1, select(ev, { range: ranges.lastDays(N(now), 60), names: [FAULT] })),
      tieAt(f, 1),
    ),
  );
}
add('breakdown', 'pickups-weekly', 'weekly pickup.completed counts for the past 4 weeks', (ev, now) => {
  const s = select(ev, { range: ranges.lastWeeks(N(now), 4), names: [PICK] });
  const m = tally(s, byWeek);
  const k = [...m.keys()].sort();
  return {
    names: k,
    numbers: k.map((x) => m.get(x)),
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
add(
  'breakdown',
  'codes-daily',
  'daily CodeSent for yesterday and the day before, one number per day',
  (ev, now) => {
    const s = select(ev, { range: ranges.between(daysAgo(now, 2), daysAgo(now, 1)), names: [CODE] });
    const m = tally(s, byDay);
    const k = [...m.keys()].sort();
    return {
      names: k,
      numbers: k.map((x) => m.get(x)),
      unordered: true,
      confidence: 'high',
      dataPoints: s.length,
    };
  },
);
{
  const f = (ev) => tally(ev, byWeekday);
  add(
    'breakdown',
    'quietest-weekday',
    'quietest day of the week overall?',
    withTie((ev) => topX(f(ev), 1, ev, 'high', true), tieAt(f, 1, true)),
  );
}
{
  const r = (now) => ranges.between(prevMonth(now, 3), prevMonth(now, 0) - DAY);
  const f = (ev, now) => tally(select(ev, { range: r(now), names: [RET] }), byMonth);
  add(
    'breakdown',
    'returns-month',
    (now) =>
      `between ${ymd(prevMonth(now, 3))} and ${ymd(prevMonth(now, 0) - DAY)}, which month had the most return-dropoff?`,
    withTie((ev, now) => topX(f(ev, now), 1, select(ev, { range: r(now), names: [RET] })), tieAt(f, 1)),
  );
}
{
  const f = (ev, now) => tally(select(ev, { range: ranges.lastDays(N(now), 14), names: [DEP] }), byHour);
  add(
    'breakdown',
    'deposit-hour-loose',
    'over the past two weeks, at what hour of the day do couriers load the most parcels?',
    withTie(
      (ev, now) =>
        topX(f(ev, now), 1, select(ev, { range: ranges.lastDays(N(now), 14), names: [DEP] }), 'not-high'),
      tieAt(f, 1),
    ),
  );
}

// ================================================================================= compare
add('compare', 'pickups-21d', 'pickup.completed: last 21 days vs the 21 days before?', (ev, now) =>
  compareX(
    select(ev, { range: { from: N(now) - 42 * DAY, to: N(now) - 21 * DAY }, names: [PICK] }),
    select(ev, { range: ranges.lastDays(N(now), 21), names: [PICK] }),
  ),
);
add(
  'compare',
  'deposits-growing',
  'is parcel_deposited growing? compare the last 30 days with the previous 30',
  (ev, now) =>
    compareX(
      select(ev, { range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY }, names: [DEP] }),
      select(ev, { range: ranges.lastDays(N(now), 30), names: [DEP] }),
    ),
);
add(
  'compare',
  'months-named',
  (now) => `${mName(prevMonth(now, 2))} vs ${mName(prevMonth(now, 1))}: total events, how did it change?`,
  (ev, now) => compareX(select(ev, { range: monthRange(now, 2) }), select(ev, { range: monthRange(now, 1) })),
);
add(
  'compare',
  'returns-6w',
  'compare return-dropoff in the past 6 weeks to the 6 weeks before that',
  (ev, now) =>
    compareX(
      select(ev, { range: { from: N(now) - 84 * DAY, to: N(now) - 42 * DAY }, names: [RET] }),
      select(ev, { range: ranges.lastWeeks(N(now), 6), names: [RET] }),
    ),
);
add('compare', 'codes-lastmonth', 'CodeSent last month compared with the month before?', (ev, now) =>
  compareX(
    select(ev, { range: monthRange(now, 2), names: [CODE] }),
    select(ev, { range: ranges.lastMonth(N(now)), names: [CODE] }),
  ),
);
add(
  'compare',
  'users-30d',
  'active users in the last 30 days vs the 30 days before — are we growing?',
  (ev, now) =>
    compareX(
      select(ev, { range: { from: N(now) - 60 * DAY, to: N(now) - 30 * DAY } }),
      select(ev, { range: ranges.lastDays(N(now), 30) }),
      (s) => users(s).size,
    ),
);
add('compare', 'revenue-lastmonth', 'revenue last month vs the month before?', (ev, now) => ({
  ...compareX(
    select(ev, { range: monthRange(now, 2), names: MONEY }),
    select(ev, { range: ranges.lastMonth(N(now)), names: MONEY }),
    sum,
    'not-high',
  ),
  names: MONEY,
  unordered: true,
}));
add(
  'compare',
  'installs-named-days',
  (now) =>
    `App Installed on ${ymd(daysAgo(now, 40))} to ${ymd(daysAgo(now, 21))} versus ${ymd(daysAgo(now, 20))} to ${ymd(daysAgo(now, 1))}`,
  (ev, now) =>
    compareX(
      select(ev, { range: ranges.between(daysAgo(now, 40), daysAgo(now, 21)), names: [INST] }),
      select(ev, { range: ranges.between(daysAgo(now, 20), daysAgo(now, 1)), names: [INST] }),
    ),
);
add('compare', 'unknown-compare', 'locker_door_jammed this month vs last month', LOW, { low: true });

// =================================================================================== share
const shareEv = (ev, range, names, confidence = 'high') => {
  const all = select(ev, { range });
  const part = select(ev, { range, names });
  return {
    numbers: [part.length, all.length],
    percents: [percent(part.length, all.length)],
    confidence,
    dataPoints: all.length,
  };
};
const shareUsers = (ev, range, names, confidence = 'high') => {
  const all = select(ev, { range });
  const a = users(all).size,
    b = users(select(ev, { range, names })).size;
  return { numbers: [b, a], percents: [percent(b, a)], confidence, dataPoints: all.length };
};
add('share', 'pickup-lastmonth', 'what percentage of events last month were pickup.completed?', (ev, now) =>
  shareEv(ev, ranges.lastMonth(N(now)), [PICK]),
);
add(
  'share',
  'oversize-users-30d',
  'what share of active users in the last 30 days did oversize_slot_purchased?',
  (ev, now) => shareUsers(ev, ranges.lastDays(N(now), 30), [OVS]),
);
add('share', 'opened-all', 'fraction of all activity that is notification-opened, as a %', (ev) =>
  shareEv(ev, ranges.all(), [OPEN]),
);
add('share', 'plus-users-all', 'what % of our users have a plus_subscription_paid?', (ev) =>
  shareUsers(ev, ranges.all(), [PLUS]),
);
add(
  'share',
  'fault-incident',
  (now) => `on ${longDay(noYearDay(now, INCIDENT))}, what share of events were compartment.fault?`,
  (ev, now) => shareEv(ev, ranges.on(noYearDay(now, INCIDENT)), [FAULT]),
);
add(
  'share',
  'returns-users-lastweek',
  "percentage of last week's active users who did a return-dropoff",
  (ev, now) => shareUsers(ev, ranges.lastWeek(N(now)), [RET]),
);
add(
  'share',
  'expired-loose',
  'in the past 2 months what percent of all events were parcels expiring uncollected?',
  (ev, now) => shareEv(ev, ranges.lastMonths(N(now), 2), [EXP], 'not-high'),
);
add('share', 'unknown-share', 'what % of events are locker_offline?', LOW, { low: true });

// ============================================================================== conversion
add(
  'conversion',
  'code-pickup-30d',
  'of the users who got a CodeSent in the last 30 days, how many went on to pickup.completed?',
  (ev, now) => convX(ev, ranges.lastDays(N(now), 30), CODE, PICK),
);
add('conversion', 'install-oversize-all', 'conversion from App Installed to oversize_slot_purchased?', (ev) =>
  convX(ev, ranges.all(), INST, OVS),
);
add('conversion', 'code-open-7d', 'CodeSent → notification-opened conversion, past 7 days', (ev, now) =>
  convX(ev, ranges.lastDays(N(now), 7), CODE, OPEN),
);
add(
  'conversion',
  'install-plus-since',
  (now) => `since ${ymd(daysAgo(now, 100))}, what % of App Installed users later did plus_subscription_paid?`,
  (ev, now) => convX(ev, ranges.since(daysAgo(now, 100), N(now)), INST, PLUS),
);
add(
  'conversion',
  'pickup-return-60d',
  'of people with a pickup.completed in the last 60 days, how many then did return-dropoff after it',
  (ev, now) => convX(ev, ranges.lastDays(N(now), 60), PICK, RET),
);
add(
  'conversion',
  'open-pickup-lastmonth',
  'notification-opened to pickup.completed, last month: how many converted and what %?',
  (ev, now) => convX(ev, ranges.lastMonth(N(now)), OPEN, PICK),
);
add(
  'conversion',
  'install-buy-loose',
  'how many people who installed the app went on to buy an oversize slot in the last 3 months?',
  (ev, now) => convX(ev, ranges.lastMonths(N(now), 3), INST, OVS, 'not-high'),
);
add('conversion', 'unknown-step', 'conversion from CodeSent to locker_opened this month', LOW, { low: true });

// =================================================================================== churn
const churnX = (list) => ({ numbers: [list.length], confidence: 'high' });
add(
  'churn',
  'months',
  (now) =>
    `how many users were active in ${mName(prevMonth(now, 2))} but not in ${mName(prevMonth(now, 1))}?`,
  (ev, now) => churnX(churned(ev, monthRange(now, 2), monthRange(now, 1))),
);
add('churn', 'new-30d', 'how many new users in the last 30 days?', (ev, now) =>
  churnX(newUsers(ev, ranges.lastDays(N(now), 30))),
);
add('churn', 'new-lastweek', 'new users last week (first event ever)?', (ev, now) =>
  churnX(newUsers(ev, ranges.lastWeek(N(now)))),
);
add(
  'churn',
  'between-then-since',
  (now) =>
    `users active between ${ymd(daysAgo(now, 90))} and ${ymd(daysAgo(now, 61))} who have not been back since ${ymd(daysAgo(now, 60))}`,
  (ev, now) =>
    churnX(
      churned(ev, ranges.between(daysAgo(now, 90), daysAgo(now, 61)), ranges.since(daysAgo(now, 60), N(now))),
    ),
);
add('churn', 'lastmonth-thismonth', 'churned: active last month but not this month — how many?', (ev, now) =>
  churnX(churned(ev, ranges.lastMonth(N(now)), ranges.thisMonth(N(now)))),
);
add(
  'churn',
  'new-since',
  (now) => `new users since ${longDay(noYearDay(now, 75))}`,
  (ev, now) => churnX(newUsers(ev, ranges.since(noYearDay(now, 75), N(now)))),
);
add(
  'churn',
  'new-month',
  (now) => `how many brand-new users did we get in ${mName(prevMonth(now, 1))}?`,
  (ev, now) => churnX(newUsers(ev, monthRange(now, 1))),
);
add(
  'churn',
  'lapsed-14d',
  'how many users were active in the 14 days before the last 14 days, but not in the last 14 days?',
  (ev, now) =>
    churnX(churned(ev, { from: N(now) - 28 * DAY, to: N(now) - 14 * DAY }, ranges.lastDays(N(now), 14))),
);

// ================================================================================= recency
add('recency', 'last-expired', 'when was the last Parcel Expired?', (ev) =>
  lastX(select(ev, { names: [EXP] })),
);
add('recency', 'any-return-3d', 'did anyone do a return-dropoff in the last 3 days?', (ev, now) =>
  countX(select(ev, { range: ranges.lastDays(N(now), 3), names: [RET] })),
);
add('recency', 'tech-last-repair', 'last CompartmentRepaired by tech_03 — when?', (ev) =>
  lastX(select(ev, { names: [REP], user: 'tech_03' })),
);
add('recency', 'install-loose', 'when did someone last install our app?', (ev) =>
  lastX(select(ev, { names: [INST] }), 'not-high'),
);
add('recency', 'last-plus', 'most recent plus_subscription_paid, when was it?', (ev) =>
  lastX(select(ev, { names: [PLUS] })),
);
add('recency', 'unknown-reboot', 'when was the last locker_reboot?', LOW, { low: true });
add('recency', 'churner-last-pickup', 'last time user_0088 had a pickup.completed?', (ev) =>
  lastX(select(ev, { names: [PICK], user: 'user_0088' })),
);
add('recency', 'last-fault', 'When was the most recent compartment.fault reported?', (ev) =>
  lastX(select(ev, { names: [FAULT] })),
);

// =============================================================================== catalogue
add('catalogue', 'names', 'what event names exist in our data?', (ev) => ({
  names: ALL,
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'users-total', 'how many users are there in total?', (ev) => ({
  numbers: [users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'events-total', 'total number of events we have stored, all time', (ev) => countX(ev));
add('catalogue', 'names-counts', 'list every event type with how many times it occurred', (ev) => {
  const r = rank(tally(ev, byName));
  return {
    names: r.map(([k]) => k),
    numbers: r.map(([, v]) => v),
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  };
});
add('catalogue', 'distinct-names', 'how many distinct event names do we track?', (ev) => ({
  numbers: [ALL.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add(
  'catalogue',
  'overview',
  'quick overview pls: number of users, number of events, and the event types',
  (ev) => ({
    numbers: [users(ev).size, ev.length],
    names: ALL,
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  }),
);
add(
  'catalogue',
  'faults-tracked-loose',
  'do we track anything about broken compartments? whats it called?',
  (ev) => ({ names: [FAULT], confidence: 'not-high', dataPoints: ev.length }),
);

// =================================================================================== other
for (const [id, q] of [
  ['weather', 'what was the weather like at the Central Station locker yesterday?'],
  ['forecast', "forecast next quarter's parcel volume for the board"],
  ['nps', 'what is our NPS among recipients?'],
  ['salaries', 'how much do we pay courier_07 per month in salary?'],
  ['gps', 'where exactly is locker bank 14 located (GPS coordinates)?'],
  ['contents', 'what was inside the parcels user_0142 picked up?'],
  ['temperature', 'average temperature inside compartments in the summer?'],
  ['why-churn', 'why did user_0088 stop using the lockers? did they move house?'],
  ['competitor', "how does our pickup rate compare to InPost's?"],
])
  add('other', id, q, LOW);

export { cases };
