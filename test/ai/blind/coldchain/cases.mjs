import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const {
  ranges: R,
  DAY,
  select,
  users,
  sum,
  avg,
  min,
  max,
  rank,
  tally,
  percent,
  round,
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
} = O;
const T = (now) => +now;
const D0 = (now) => O.dayStart(+now);
const ago = (now, k) => D0(now) - k * DAY; // start of the day k days back
const iso = (t) => O.isoDay(t);
const mon3 = (t) => O.MONTHS[new Date(t).getUTCMonth()].slice(0, 3);
const monName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const dom = (t) => new Date(t).getUTCDate();
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const shortDay = (t) => `${mon3(t)} ${dom(t)}`; // "Oct 18"
const longDay = (t) => `${monName(t)} ${ord(dom(t))}`; // "October 18th"
const incident = (now) => O.weekStart(+now) - 5 * O.WEEK + 2 * DAY; // the heatwave Wednesday (see data.mjs)
const prevMonth = (now, k) => O.monthStart(T(now), -k); // start of the month k months back
const minute = (t) => new Date(t).toISOString().slice(11, 16);

const LOW = { confidence: 'low', dataPoints: 0 };
const conf = (evs, c = 'high') => (evs.length ? c : 'low');
const countOf = (evs, c = 'high') => ({
  numbers: [evs.length],
  confidence: conf(evs, c),
  dataPoints: evs.length,
});
const withTie = (fn, tie) => Object.assign(fn, { tieAtCut: tie });
const cutTie = (map, n, ascending = false) => {
  const r = rank(map, { ascending });
  return r.length > n && r[n - 1][1] === r[n][1];
};

const MONEY = ['invoice.paid'];

export const cases = [];
const add = (type, id, question, expect, extra = {}) =>
  cases.push({ id: `${type}-${id}`, type, question, expect, ...extra });

// ---------------------------------------------------------------- count
add('count', 1, 'how many shipment_created events in the last 7 days?', (ev, now) =>
  countOf(select(ev, { range: R.lastDays(T(now), 7), names: ['shipment_created'] })),
);
add('count', 2, 'Numbr of ExcursionAlert events ovr the past 14 days pls', (ev, now) =>
  countOf(select(ev, { range: R.lastDays(T(now), 14), names: ['ExcursionAlert'] })),
);
add(
  'count',
  3,
  (now) => `how many excursion alerts fired on ${shortDay(incident(now))}? that was the heatwave day`,
  (ev, now) => countOf(select(ev, { range: R.on(incident(now)), names: ['ExcursionAlert'] })),
);
add('count', 4, 'total number of events we have recorded, all time', (ev) => countOf(ev));
add('count', 5, 'sensor.reading count this week so far?', (ev, now) =>
  countOf(select(ev, { range: R.thisWeek(T(now)), names: ['sensor.reading'] })),
);
add(
  'count',
  6,
  (now) => `How many shipment_rejected since ${iso(ago(now, 30))}?`,
  (ev, now) => countOf(select(ev, { range: R.since(ago(now, 30), T(now)), names: ['shipment_rejected'] })),
);
add('count', 7, 'how many invoice.paid events did acct_0007 have last month', (ev, now) =>
  countOf(select(ev, { range: R.lastMonth(T(now)), names: ['invoice.paid'], user: 'acct_0007' })),
);
add('count', 8, 'how many shipment_cancelled events last week?', () => LOW, { low: true });
add(
  'count',
  9,
  (now) => `count of gateway-offline between ${iso(ago(now, 45))} and ${iso(ago(now, 31))}`,
  (ev, now) =>
    countOf(select(ev, { range: R.between(ago(now, 45), ago(now, 31)), names: ['gateway-offline'] })),
);
add(
  'count',
  10,
  (now) => `How many times was BatteryReplaced logged in ${monName(prevMonth(now, 1))}?`,
  (ev, now) => countOf(select(ev, { range: R.month(prevMonth(now, 1)), names: ['BatteryReplaced'] })),
);
add('count', 11, 'how many temp readings came in over the last 24 hours?', (ev, now) =>
  countOf(select(ev, { range: R.lastHours(T(now), 24), names: ['sensor.reading'] }), 'not-high'),
);

// ---------------------------------------------------------------- users
add('users', 1, 'how many unique users did user.login in the last 30 days', (ev, now) => {
  const s = select(ev, { range: R.lastDays(T(now), 30), names: ['user.login'] });
  return { numbers: [users(s).size], confidence: conf(s), dataPoints: s.length };
});
add('users', 2, 'how many activ users this month?', (ev, now) => {
  const s = select(ev, { range: R.thisMonth(T(now)) });
  return { numbers: [users(s).size], confidence: conf(s), dataPoints: s.length };
});
add('users', 3, 'how many distinct customers had a shipment_created last week', (ev, now) => {
  const s = select(ev, { range: R.lastWeek(T(now)), names: ['shipment_created'] });
  return { numbers: [users(s).size], confidence: conf(s), dataPoints: s.length };
});
add('users', 4, 'how many operators acknowledged alerts in the past 2 weeks?', (ev, now) => {
  const s = select(ev, { range: R.lastWeeks(T(now), 2), names: ['Alert Acknowledged'] });
  return { numbers: [users(s).size], confidence: conf(s, 'not-high'), dataPoints: s.length };
});
add(
  'users',
  5,
  (now) => `number of users with at least one ExcursionAlert in ${monName(prevMonth(now, 2))}`,
  (ev, now) => {
    const s = select(ev, { range: R.month(prevMonth(now, 2)), names: ['ExcursionAlert'] });
    return { numbers: [users(s).size], confidence: conf(s), dataPoints: s.length };
  },
);
add('users', 6, 'How many active users yesterday', (ev, now) => {
  const s = select(ev, { range: R.yesterday(T(now)) });
  return { numbers: [users(s).size], confidence: conf(s), dataPoints: s.length };
});
add('users', 7, 'how many users did temperature_calibrated this month?', () => LOW, { low: true });
add(
  'users',
  8,
  'how many people downloaded the SLA Report Downloaded thing in the last 3 months',
  (ev, now) => {
    const s = select(ev, { range: R.lastMonths(T(now), 3), names: ['SLA Report Downloaded'] });
    return { numbers: [users(s).size], confidence: conf(s), dataPoints: s.length };
  },
);

// ---------------------------------------------------------------- value
const val = (s, x, c = 'high') => ({ numbers: [x], confidence: conf(s, c), dataPoints: s.length });
const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : round((v[m - 1] + v[m]) / 2, 2);
};
add('value', 1, 'finance here: total invoice.paid amount last month?', (ev, now) => {
  const s = select(ev, { range: R.lastMonth(T(now)), names: ['invoice.paid'] });
  return val(s, round(sum(s), 2));
});
add('value', 2, 'average sensor.reading temperature for acct_0007 over the last 7 days', (ev, now) => {
  const s = select(ev, { range: R.lastDays(T(now), 7), names: ['sensor.reading'], user: 'acct_0007' });
  return val(s, avg(s));
});
add(
  'value',
  3,
  (now) => `what was the max ExcursionAlert value on ${longDay(incident(now))}`,
  (ev, now) => {
    const s = select(ev, { range: R.on(incident(now)), names: ['ExcursionAlert'] });
    return val(s, max(s));
  },
);
add('value', 4, 'median shipment-delivered value over the last 30 days (its transit hours)', (ev, now) => {
  const s = select(ev, { range: R.lastDays(T(now), 30), names: ['shipment-delivered'] });
  return val(s, median(s));
});
add('value', 5, 'lowest sensor.reading this week', (ev, now) => {
  const s = select(ev, { range: R.thisWeek(T(now)), names: ['sensor.reading'] });
  return val(s, min(s));
});
add('value', 6, 'what was revenue over the last 30 days?', (ev, now) => {
  const s = select(ev, { range: R.lastDays(T(now), 30), names: MONEY });
  return {
    numbers: [round(sum(s), 2)],
    names: ['invoice.paid'],
    confidence: conf(s, 'not-high'),
    dataPoints: s.length,
  };
});
add(
  'value',
  7,
  (now) => `mean Alert Acknowledged value since ${longDay(ago(now, 60))}? (minutes to ack)`,
  (ev, now) => {
    const s = select(ev, { range: R.since(ago(now, 60), T(now)), names: ['Alert Acknowledged'] });
    return val(s, avg(s));
  },
);
add('value', 8, 'sum of shipment_created value for acct_0007 in the past 8 weeks', (ev, now) => {
  const s = select(ev, { range: R.lastWeeks(T(now), 8), names: ['shipment_created'], user: 'acct_0007' });
  return val(s, sum(s));
});
add('value', 9, 'total value of refund_issued events last quarter?', () => LOW, { low: true });
add('value', 10, 'avg invoice.paid amount, all time', (ev) => {
  const s = select(ev, { names: ['invoice.paid'] });
  return val(s, avg(s));
});
add(
  'value',
  11,
  (now) => `total gateway-offline minutes on ${iso(incident(now))}`,
  (ev, now) => {
    const s = select(ev, { range: R.on(incident(now)), names: ['gateway-offline'] });
    return val(s, sum(s));
  },
);

// ---------------------------------------------------------------- top-events
const topEv = (s, n, ascending = false) => {
  const r = rank(tally(s, O.byName), { n, ascending });
  return {
    names: r.map((x) => x[0]),
    numbers: r.map((x) => x[1]),
    confidence: conf(s),
    dataPoints: s.length,
  };
};
const topEvCase = (id, q, rangeFn, n, ascending = false) =>
  add(
    'top-events',
    id,
    q,
    withTie(
      (ev, now) => topEv(select(ev, { range: rangeFn(now) }), n, ascending),
      (ev, now) => cutTie(tally(select(ev, { range: rangeFn(now) }), O.byName), n, ascending),
    ),
  );
topEvCase(1, 'top 5 events last 7 days', (now) => R.lastDays(T(now), 7), 5);
topEvCase(
  2,
  (now) => `what were the 3 most common events in ${monName(prevMonth(now, 1))}?`,
  (now) => R.month(prevMonth(now, 1)),
  3,
);
topEvCase(3, 'least common event, all time', () => R.all(), 1, true);
topEvCase(4, 'most frequent event type yesterday', (now) => R.yesterday(T(now)), 1);
topEvCase(5, 'rank the top 4 event names by volume for last week', (now) => R.lastWeek(T(now)), 4);
topEvCase(
  6,
  'bottom 3 events by count over the last 30 days — what barely happens?',
  (now) => R.lastDays(T(now), 30),
  3,
  true,
);
topEvCase(
  7,
  (now) => `top 2 events on ${longDay(incident(now))}, the outage day`,
  (now) => R.on(incident(now)),
  2,
);
topEvCase(
  8,
  'whats most popular event since the start of the month... top 2 is enough',
  (now) => R.thisMonth(T(now)),
  2,
);

// ---------------------------------------------------------------- top-users
const topUsers = (s, n, measure, c = 'high', extraNames = []) => {
  const r = rank(tally(s, O.byUser, measure), { n });
  return {
    names: [...r.map((x) => x[0]), ...extraNames],
    numbers: r.map((x) => round(x[1], 2)),
    confidence: conf(s, c),
    dataPoints: s.length,
  };
};
const topUserCase = (id, q, sel, n, measure, c, extraNames) =>
  add(
    'top-users',
    id,
    q,
    withTie(
      (ev, now) => {
        const x = topUsers(select(ev, sel(now)), n, measure, c);
        if (extraNames) x.names.push(...extraNames);
        return x;
      },
      (ev, now) => cutTie(tally(select(ev, sel(now)), O.byUser, measure), n),
    ),
  );
topUserCase(
  1,
  'top 3 users by nubmer of events, last 30 days',
  (now) => ({ range: R.lastDays(T(now), 30) }),
  3,
);
topUserCase(2, 'who are our top 3 spenders?', () => ({ names: MONEY }), 3, O.value, 'not-high', [
  'invoice.paid',
]);
topUserCase(
  3,
  'who did the most Alert Acknowledged last month',
  (now) => ({ range: R.lastMonth(T(now)), names: ['Alert Acknowledged'] }),
  1,
);
topUserCase(4, 'who are the 3 most active users of all time?', () => ({}), 3);
topUserCase(
  5,
  'which customer had the most shipment_created in the past 4 weeks?',
  (now) => ({ range: R.lastWeeks(T(now), 4), names: ['shipment_created'] }),
  1,
);
topUserCase(
  6,
  'top 5 accounts by total invoice.paid value in the last 90 days',
  (now) => ({ range: R.lastDays(T(now), 90), names: ['invoice.paid'] }),
  5,
  O.value,
);
topUserCase(
  7,
  (now) => `which user had the most ExcursionAlert events since ${iso(ago(now, 50))}?`,
  (now) => ({ range: R.since(ago(now, 50), T(now)), names: ['ExcursionAlert'] }),
  1,
);
topUserCase(
  8,
  'top 3 users by summed gateway-offline value (minutes down)',
  () => ({ names: ['gateway-offline'] }),
  3,
  O.value,
);

// ---------------------------------------------------------------- user
const userCount = (s) => ({ numbers: [s.length], confidence: conf(s), dataPoints: s.length });
add('user', 1, 'how many events does acct_0007 have in the last 7 days', (ev, now) =>
  userCount(select(ev, { range: R.lastDays(T(now), 7), user: 'acct_0007' })),
);
add('user', 2, 'when did acct_0466 first show up?', (ev) => {
  const s = select(ev, { user: 'acct_0466' });
  const t = time(s.reduce((a, b) => (time(a) <= time(b) ? a : b)));
  return { names: [iso(t), minute(t)], confidence: conf(s), dataPoints: s.length };
});
add('user', 3, 'last seen for acct_0113? support wants to know if theyre still around', (ev) => {
  const s = select(ev, { user: 'acct_0113' });
  const t = time(newestFirst(s)[0]);
  return { names: [iso(t), minute(t)], confidence: conf(s), dataPoints: s.length };
});
add('user', 4, 'which event types has op_04 used', (ev) => {
  const s = select(ev, { user: 'op_04' });
  return {
    names: [...new Set(s.map((e) => e.eventName))],
    unordered: true,
    confidence: conf(s),
    dataPoints: s.length,
  };
});
add('user', 5, "show acct_0300's 3 most recent events", (ev) => {
  const s = select(ev, { user: 'acct_0300' });
  return {
    names: newestFirst(s)
      .slice(0, 3)
      .map((e) => e.eventName),
    confidence: conf(s),
    dataPoints: s.length,
  };
});
add('user', 6, 'how many events does acct_9999 have?', () => LOW, { low: true });
add(
  'user',
  7,
  (now) => `how many shipment_created did acct_0113 have before ${iso(ago(now, 50))}`,
  (ev, now) =>
    userCount(select(ev, { range: R.before(ago(now, 50)), names: ['shipment_created'], user: 'acct_0113' })),
);
add('user', 8, 'how many times has acct_0007 done user.login in the last 30 days?', (ev, now) =>
  userCount(select(ev, { range: R.lastDays(T(now), 30), names: ['user.login'], user: 'acct_0007' })),
);
add('user', 9, 'first and last seen of op_04 pls', (ev) => {
  const s = newestFirst(select(ev, { user: 'op_04' }));
  const a = time(s[s.length - 1]),
    b = time(s[0]);
  return { names: [iso(a), minute(a), iso(b), minute(b)], confidence: conf(s), dataPoints: s.length };
});
add('user', 10, 'what has user op_99 been doing lately?', () => LOW, { low: true });

// ---------------------------------------------------------------- breakdown
const busiest = (s, key, ascending = false) => {
  const r = rank(tally(s, key), { n: 1, ascending });
  return { names: [r[0][0]], numbers: [r[0][1]], confidence: conf(s), dataPoints: s.length };
};
const busiestCase = (id, q, sel, key, ascending = false) =>
  add(
    'breakdown',
    id,
    q,
    withTie(
      (ev, now) => busiest(select(ev, sel(now)), key, ascending),
      (ev, now) => cutTie(tally(select(ev, sel(now)), key), 1, ascending),
    ),
  );
const series = (s, key) => {
  const r = [...tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    names: r.map((x) => x[0]),
    numbers: r.map((x) => x[1]),
    confidence: conf(s),
    dataPoints: s.length,
  };
};
busiestCase(
  1,
  'busiest day for gateway-offline in the last 60 days?',
  (now) => ({ range: R.lastDays(T(now), 60), names: ['gateway-offline'] }),
  O.byDay,
);
busiestCase(
  2,
  'which weekday gets the most shipment_created, lookin at the last 8 weeks? planning warehouse shifts',
  (now) => ({ range: R.lastWeeks(T(now), 8), names: ['shipment_created'] }),
  O.byWeekday,
);
add('breakdown', 3, 'events per month for the last 3 months', (ev, now) =>
  series(select(ev, { range: R.lastMonths(T(now), 3) }), O.byMonth),
);
busiestCase(4, 'what hour of the day has the most user.login?', () => ({ names: ['user.login'] }), O.byHour);
add('breakdown', 5, 'ExcursionAlert count per week over the last 4 weeks', (ev, now) =>
  series(select(ev, { range: R.lastWeeks(T(now), 4), names: ['ExcursionAlert'] }), O.byWeek),
);
busiestCase(6, 'busiest day ever for ExcursionAlert', () => ({ names: ['ExcursionAlert'] }), O.byDay);
add('breakdown', 7, 'daily shipment_created counts for last week', (ev, now) =>
  series(select(ev, { range: R.lastWeek(T(now)), names: ['shipment_created'] }), O.byDay),
);
busiestCase(
  8,
  'busiest weekday for user.login in the last 60 days',
  (now) => ({ range: R.lastDays(T(now), 60), names: ['user.login'] }),
  O.byWeekday,
);
busiestCase(
  9,
  'which month had the most invoice.paid events?',
  () => ({ names: ['invoice.paid'] }),
  O.byMonth,
);

// ---------------------------------------------------------------- compare
const cmp = (a, b, m, c = 'high', extraNames = []) => {
  const x = change(m(a), m(b));
  return {
    numbers: [round(x.earlier, 2), round(x.later, 2), round(x.diff, 2)],
    percents: x.pct === null ? [] : [x.pct],
    names: extraNames,
    confidence: a.length + b.length ? c : 'low',
    dataPoints: a.length + b.length,
  };
};
const cmpCase = (id, q, selA, selB, m = (s) => s.length, c, extraNames) =>
  add('compare', id, q, (ev, now) => cmp(select(ev, selA(now)), select(ev, selB(now)), m, c, extraNames));
const prevDays = (now, k) => ({ from: T(now) - 2 * k * DAY, to: T(now) - k * DAY });
cmpCase(
  1,
  'total events: last 7 days vs the 7 days before?',
  (now) => ({ range: prevDays(now, 7) }),
  (now) => ({ range: R.lastDays(T(now), 7) }),
);
cmpCase(
  2,
  (now) => `total events in ${monName(prevMonth(now, 2))} compared to ${monName(prevMonth(now, 1))}`,
  (now) => ({ range: R.month(prevMonth(now, 2)) }),
  (now) => ({ range: R.month(prevMonth(now, 1)) }),
);
cmpCase(
  3,
  'is ExcursionAlert growing? compare the last 30 days with the 30 days before',
  (now) => ({ range: prevDays(now, 30), names: ['ExcursionAlert'] }),
  (now) => ({ range: R.lastDays(T(now), 30), names: ['ExcursionAlert'] }),
);
cmpCase(
  4,
  'revenue last 30 days vs the previous 30 days — for the board deck',
  (now) => ({ range: prevDays(now, 30), names: MONEY }),
  (now) => ({ range: R.lastDays(T(now), 30), names: MONEY }),
  sum,
  'not-high',
  ['invoice.paid'],
);
cmpCase(
  5,
  (now) => `invoice.paid total in ${mon3(prevMonth(now, 1))} compared with ${mon3(prevMonth(now, 2))}`,
  (now) => ({ range: R.month(prevMonth(now, 2)), names: ['invoice.paid'] }),
  (now) => ({ range: R.month(prevMonth(now, 1)), names: ['invoice.paid'] }),
  sum,
);
cmpCase(
  6,
  'active users in the last 30 days compared with the 30 days before that',
  (now) => ({ range: prevDays(now, 30) }),
  (now) => ({ range: R.lastDays(T(now), 30) }),
  (s) => users(s).size,
);
cmpCase(
  7,
  'sensor.reading yesterday versus the day before, up or down?',
  (now) => ({ range: R.on(ago(now, 2)), names: ['sensor.reading'] }),
  (now) => ({ range: R.yesterday(T(now)), names: ['sensor.reading'] }),
);
cmpCase(
  8,
  (now) =>
    `shipment-delivered between ${iso(ago(now, 60))} and ${iso(ago(now, 31))} vs between ${iso(ago(now, 30))} and ${iso(ago(now, 1))}`,
  (now) => ({ range: R.between(ago(now, 60), ago(now, 31)), names: ['shipment-delivered'] }),
  (now) => ({ range: R.between(ago(now, 30), ago(now, 1)), names: ['shipment-delivered'] }),
);
cmpCase(
  9,
  'how are logins trending, past 4 weeks vs the 4 weeks before that',
  (now) => ({ range: prevDays(now, 28), names: ['user.login'] }),
  (now) => ({ range: R.lastWeeks(T(now), 4), names: ['user.login'] }),
  (s) => s.length,
  'not-high',
  ['user.login'],
);

// ---------------------------------------------------------------- share
const shareEv = (all, name, c = 'high') => {
  const k = all.filter((e) => e.eventName === name).length;
  return {
    percents: [percent(k, all.length)],
    numbers: [k, all.length],
    confidence: k ? c : 'low',
    dataPoints: all.length,
  };
};
const shareUsers = (all, name, c = 'high') => {
  const a = users(all),
    k = users(all.filter((e) => e.eventName === name));
  return {
    percents: [percent(k.size, a.size)],
    numbers: [k.size, a.size],
    confidence: k.size ? c : 'low',
    dataPoints: all.length,
  };
};
add('share', 1, 'what % of events in the last 30 days were ExcursionAlert', (ev, now) =>
  shareEv(select(ev, { range: R.lastDays(T(now), 30) }), 'ExcursionAlert'),
);
add('share', 2, 'what percentage of active users last month had an invoice.paid?', (ev, now) =>
  shareUsers(select(ev, { range: R.lastMonth(T(now)) }), 'invoice.paid'),
);
add('share', 3, 'what share of all activity this month is sensor.reading?', (ev, now) =>
  shareEv(select(ev, { range: R.thisMonth(T(now)) }), 'sensor.reading'),
);
add('share', 4, 'percent of users who ever had a shipment_rejected', (ev) =>
  shareUsers(ev, 'shipment_rejected'),
);
add(
  'share',
  5,
  (now) => `what fraction of events on ${iso(incident(now))} were gateway-offline?`,
  (ev, now) => shareEv(select(ev, { range: R.on(incident(now)) }), 'gateway-offline'),
);
add('share', 6, 'of the customers active in the past 2 weeks, what percent did a user.login', (ev, now) =>
  shareUsers(select(ev, { range: R.lastWeeks(T(now), 2) }), 'user.login'),
);
add('share', 7, 'roughly what percentage of all our events are logins?', (ev) => ({
  ...shareEv(ev, 'user.login', 'not-high'),
  names: ['user.login'],
}));
add('share', 8, 'What % of active users in the last 7 days received an ExcursionAlert?', (ev, now) =>
  shareUsers(select(ev, { range: R.lastDays(T(now), 7) }), 'ExcursionAlert'),
);

// ---------------------------------------------------------------- conversion
const conv = (ev, range, a, b, c = 'high') => {
  const x = conversion(ev, range, a, b);
  const dp = select(ev, { range, names: [a, b] }).length;
  return {
    numbers: [x.did, x.converted],
    percents: x.pct === null ? [] : [x.pct],
    confidence: x.did ? c : 'low',
    dataPoints: dp,
  };
};
add(
  'conversion',
  1,
  'of users who did shipment_created in the last 30 days, how many went on to shipment-delivered?',
  (ev, now) => conv(ev, R.lastDays(T(now), 30), 'shipment_created', 'shipment-delivered'),
);
add('conversion', 2, 'ExcursionAlert -> shipment_rejected conversion over the last 60 days', (ev, now) =>
  conv(ev, R.lastDays(T(now), 60), 'ExcursionAlert', 'shipment_rejected'),
);
add(
  'conversion',
  3,
  'last month, what % of people who did user.login later had an invoice.paid?',
  (ev, now) => conv(ev, R.lastMonth(T(now)), 'user.login', 'invoice.paid'),
);
add(
  'conversion',
  4,
  (now) => `shipment_created to shipment_rejected funnel since ${shortDay(ago(now, 45))}`,
  (ev, now) => conv(ev, R.since(ago(now, 45), T(now)), 'shipment_created', 'shipment_rejected'),
);
add(
  'conversion',
  5,
  'how many accounts with a gateway-offline afterwards did BatteryReplaced? all time',
  (ev) => conv(ev, R.all(), 'gateway-offline', 'BatteryReplaced'),
);
add('conversion', 6, 'shipment-delivered → invoice.paid conversion rate, past 8 weeks', (ev, now) =>
  conv(ev, R.lastWeeks(T(now), 8), 'shipment-delivered', 'invoice.paid'),
);
add(
  'conversion',
  7,
  'of users with user.login in the last 3 months, what share then did SLA Report Downloaded',
  (ev, now) => conv(ev, R.lastMonths(T(now), 3), 'user.login', 'SLA Report Downloaded'),
);
add(
  'conversion',
  8,
  'how many customers who got an excursion alert later had a shipment rejected, in the past 90 days?',
  (ev, now) => conv(ev, R.lastDays(T(now), 90), 'ExcursionAlert', 'shipment_rejected', 'high'),
);

// ---------------------------------------------------------------- churn
const nb = (list, c = 'high') => ({ numbers: [list.length], confidence: list.length ? c : 'low' });
add('churn', 1, 'how many users were active last month but not this month?', (ev, now) =>
  nb(churned(ev, R.lastMonth(T(now)), R.thisMonth(T(now)))),
);
add('churn', 2, 'new users in the last 14 days?', (ev, now) => nb(newUsers(ev, R.lastDays(T(now), 14))));
add(
  'churn',
  3,
  (now) =>
    `which users were active in ${monName(prevMonth(now, 2))} but have done nothing in the last 30 days — how many?`,
  (ev, now) => nb(churned(ev, R.month(prevMonth(now, 2)), R.lastDays(T(now), 30))),
);
add(
  'churn',
  4,
  (now) => `how many new users since ${longDay(ago(now, 21))}`,
  (ev, now) => nb(newUsers(ev, R.since(ago(now, 21), T(now)))),
);
add(
  'churn',
  5,
  (now) =>
    `accounts we lost: active between ${iso(ago(now, 90))} and ${iso(ago(now, 61))}, but nothing since ${iso(ago(now, 60))}`,
  (ev, now) => nb(churned(ev, R.between(ago(now, 90), ago(now, 61)), R.since(ago(now, 60), T(now)))),
);
add(
  'churn',
  6,
  (now) => `how many brand new users showed up in ${monName(prevMonth(now, 2))}`,
  (ev, now) => nb(newUsers(ev, R.month(prevMonth(now, 2)))),
);
add('churn', 7, 'list the new users from the last 10 days', (ev, now) => {
  const l = newUsers(ev, R.lastDays(T(now), 10));
  return { names: l, unordered: true, numbers: [l.length], confidence: l.length ? 'high' : 'low' };
});
add(
  'churn',
  8,
  'users active in the 30 days before the last 30 days, but not in the last 30 days - count?',
  (ev, now) => nb(churned(ev, prevDays(now, 30), R.lastDays(T(now), 30))),
);

// ---------------------------------------------------------------- recency
const last = (s, c = 'high') => {
  const t = time(newestFirst(s)[0]);
  return { names: [iso(t), minute(t)], confidence: conf(s, c), dataPoints: s.length };
};
add('recency', 1, 'when was the last shipment_rejected?', (ev) =>
  last(select(ev, { names: ['shipment_rejected'] })),
);
add('recency', 2, 'When did someone last do SLA Report Downloaded', (ev) =>
  last(select(ev, { names: ['SLA Report Downloaded'] })),
);
add('recency', 3, 'when did op_04 last do an Alert Acknowledged', (ev) =>
  last(select(ev, { names: ['Alert Acknowledged'], user: 'op_04' })),
);
add(
  'recency',
  4,
  (now) => `was there any gateway-offline on ${longDay(incident(now))}?`,
  (ev, now) => countOf(select(ev, { range: R.on(incident(now)), names: ['gateway-offline'] })),
);
add('recency', 5, 'last time a BatteryReplaced happened?', (ev) =>
  last(select(ev, { names: ['BatteryReplaced'] })),
);
add('recency', 6, 'most recent ExcursionAlert - when and how hot did it get (its value)?', (ev) => {
  const s = select(ev, { names: ['ExcursionAlert'] });
  return { ...last(s), numbers: [newestFirst(s)[0].eventValue] };
});
add('recency', 7, 'when was the last pallet_scanned event?', () => LOW, { low: true });
add('recency', 8, 'did anybody have a shipment_rejected in the past 10 days? how many', (ev, now) =>
  countOf(select(ev, { range: R.lastDays(T(now), 10), names: ['shipment_rejected'] })),
);
add('recency', 9, 'when did we last get a temperature reading from any sensor?', (ev) =>
  last(select(ev, { names: ['sensor.reading'] }), 'not-high'),
);

// ---------------------------------------------------------------- catalogue
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))];
add('catalogue', 1, 'which event names exist?', (ev) => ({
  names: allNames(ev),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 2, 'how many users are there in total?', (ev) => ({
  numbers: [users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 3, 'list the event types we track, with how often each occurs', (ev) => {
  const r = rank(tally(ev, O.byName));
  return {
    names: r.map((x) => x[0]),
    numbers: r.map((x) => x[1]),
    unordered: true,
    confidence: 'high',
    dataPoints: ev.length,
  };
});
add('catalogue', 4, 'how many distinct event types are tracked in this account?', (ev) => ({
  numbers: [allNames(ev).length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 5, 'quick overview pls: number of users, number of events, number of event names', (ev) => ({
  numbers: [users(ev).size, ev.length, allNames(ev).length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 6, 'what events do we even record? new on the team, trying to get my bearings', (ev) => ({
  names: allNames(ev),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 7, 'how many customers and how many events are in the dataset?', (ev) => ({
  numbers: [users(ev).size, ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));

// ---------------------------------------------------------------- other
for (const [i, q] of [
  'what was the humidity inside the reefer containers last week?',
  'which shipments went to Germany last month?',
  "what's the weather forecast for Rotterdam tomorrow?",
  'predict how many excursion alerts we will get next month',
  'what is the GPS location of acct_0007 right now?',
  'which truck driver had the most late deliveries?',
  'what is our NPS from customers this quarter',
  'how much CO2 did our fleet emit in October?',
  'what is our average delay versus the promised ETA?',
  'what does one temperature sensor cost us to buy?',
].entries())
  add('other', i + 1, q, () => LOW);
