import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, INCIDENT_DAYS_AGO } from './data.mjs';

const { DAY, WEEK, MONTHS, ranges: R } = o;
const P = PERSONAS;
const MONEY = ['slot_upgrade_purchased', 'plan-renewed'];

// ---- date wording -------------------------------------------------------------------------
const ord = (d) => d + (d % 100 >= 11 && d % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th'));
const iso = (t) => o.isoDay(t);
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
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const hm = (t) => new Date(t).toISOString().slice(11, 16);

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const incident = (now) => daysAgo(now, INCIDENT_DAYS_AGO);
const prevMonth = (now) => o.monthStart(+now, -1);
const prev2Month = (now) => o.monthStart(+now, -2);

// ---- expectation builders ------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const count = (events, f, conf = 'high') => {
  const evs = o.select(events, f);
  return { numbers: [evs.length], confidence: conf, dataPoints: evs.length };
};
const distinct = (events, f, conf = 'high') => {
  const evs = o.select(events, f);
  return { numbers: [o.users(evs).size], confidence: conf, dataPoints: evs.length };
};
const ranked = (events, f, key, { n = 5, ascending = false, measure, conf = 'high', digits = 2 } = {}) => {
  const evs = o.select(events, f);
  const list = o.rank(o.tally(evs, key, measure), { n, ascending });
  return {
    names: list.map((x) => x[0]),
    numbers: list.map((x) => o.round(x[1], digits)),
    confidence: conf,
    dataPoints: evs.length,
  };
};
const tieRanked =
  (f, key, { n = 5, ascending = false, measure } = {}) =>
  (events, now) => {
    const all = o.rank(o.tally(o.select(events, f(now)), key, measure), { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
const compareExp = (a, b, conf = 'high', dataPoints) => {
  const c = o.change(a, b);
  const diff = Number.isInteger(c.diff) ? c.diff : o.round(c.diff, 2);
  return {
    numbers: [o.round(a, 2), o.round(b, 2), diff],
    percents: c.pct === null ? [] : [c.pct],
    confidence: conf,
    dataPoints,
  };
};
const median = (vals) => {
  const s = [...vals].sort((a, b) => a - b),
    m = s.length >> 1;
  return s.length % 2 ? s[m] : o.round((s[m - 1] + s[m]) / 2, 2);
};
const convExp = (events, range, a, b, conf = 'high') => {
  const c = o.conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: conf,
    dataPoints: o.select(events, { range, names: [a, b] }).length,
  };
};
const lastOf = (events, f) => {
  const evs = o.select(events, f);
  const t = o.time(o.newestFirst(evs)[0]);
  return { names: [iso(t), hm(t)], confidence: 'high', dataPoints: evs.length };
};

const C = [];
const add = (type, question, expect, extra = {}) => {
  if (extra.tie) {
    expect.tieAtCut = extra.tie;
    delete extra.tie;
  }
  C.push({
    id: `${type}-${String(C.filter((c) => c.type === type).length + 1).padStart(2, '0')}`,
    type,
    question,
    expect,
    ...extra,
  });
};

// ================================ count ======================================================
add('count', 'how many server_created events in the last 30 days?', (ev, now) =>
  count(ev, { range: R.lastDays(+now, 30), names: ['server_created'] }),
);
add('count', 'quick one — number of console.command yesterday?', (ev, now) =>
  count(ev, { range: R.yesterday(+now), names: ['console.command'] }),
);
add('count', 'How many backup-taken events did we log last week (Mon-Sun)?', (ev, now) =>
  count(ev, { range: R.lastWeek(+now), names: ['backup-taken'] }),
);
add(
  'count',
  (now) =>
    `Support is asking: how many server crashes did we have on ${longDay(incident(now))}? Feels like a lot.`,
  (ev, now) => count(ev, { range: R.on(incident(now)), names: ['ServerCrashed'] }, 'not-high'),
);
add(
  'count',
  (now) => `how many times has acct_1007 run console.command since ${iso(daysAgo(now, 20))}`,
  (ev, now) =>
    count(ev, { range: R.since(daysAgo(now, 20), +now), names: ['console.command'], user: P.powerHost }),
);
add(
  'count',
  (now) =>
    `Count of Mod Installed between ${iso(daysAgo(now, 40))} and ${iso(daysAgo(now, 26))}, both days inclusive please`,
  (ev, now) => count(ev, { range: R.between(daysAgo(now, 40), daysAgo(now, 26)), names: ['Mod Installed'] }),
);
add('count', 'how many server_deleted events happened this month?', LOW, { low: true });
add('count', `How many events has ${NOBODY} generated so far?`, LOW, { low: true });
add(
  'count',
  (now) => `total number of events in ${monthName(prevMonth(now))}?`,
  (ev, now) => count(ev, { range: R.month(prevMonth(now)) }),
);
add('count', 'how many plan-renewed in the past 2 weeks', (ev, now) =>
  count(ev, { range: R.lastWeeks(+now, 2), names: ['plan-renewed'] }),
);

add('count', 'how many events so far today?', (ev, now) => count(ev, { range: R.today(+now) }));

// ================================ users ======================================================
add('users', 'How many unique users were active in the last 7 days?', (ev, now) =>
  distinct(ev, { range: R.lastDays(+now, 7) }),
);
add('users', 'how many different customers triggered SupportChatOpened last month?', (ev, now) =>
  distinct(ev, { range: R.lastMonth(+now), names: ['SupportChatOpened'] }),
);
add('users', 'active users yesterday?', (ev, now) => distinct(ev, { range: R.yesterday(+now) }));
add('users', 'For finance: how many distinct accounts have ever done slot_upgrade_purchased?', (ev) =>
  distinct(ev, { names: ['slot_upgrade_purchased'] }),
);
add(
  'users',
  (now) => `number of people who used the panel in ${monthName(prev2Month(now))}`,
  (ev, now) => distinct(ev, { range: R.month(prev2Month(now)) }),
);
add('users', 'how many ppl installed mods in the past 30 days?', (ev, now) =>
  distinct(ev, { range: R.lastDays(+now, 30), names: ['Mod Installed'] }, 'not-high'),
);
add('users', 'how many users ran a console.command in the past 48 hours', (ev, now) =>
  distinct(ev, { range: R.lastHours(+now, 48), names: ['console.command'] }),
);
add('users', 'How many users did server_migrated in the last 90 days?', LOW, { low: true });
add(
  'users',
  (now) => `unique users who hit ServerCrashed on ${shortDay(incident(now))}?`,
  (ev, now) => distinct(ev, { range: R.on(incident(now)), names: ['ServerCrashed'] }),
);

add('users', 'active users this year so far — roughly how many accounts?', (ev, now) =>
  distinct(ev, { range: R.thisYear(+now) }),
);

// ================================ value ======================================================
const sumExp = (ev, f, conf = 'high', names) => {
  const evs = o.select(ev, f);
  return {
    numbers: [o.round(o.sum(evs), 2)],
    ...(names ? { names, unordered: true } : {}),
    confidence: conf,
    dataPoints: evs.length,
  };
};
add(
  'value',
  'Total backup-taken size in MB over the last 30 days? ops wants to size the storage tier',
  (ev, now) => sumExp(ev, { range: R.lastDays(+now, 30), names: ['backup-taken'] }),
);
add('value', 'whats the average backup-taken size (MB)?', (ev) => {
  const evs = o.select(ev, { names: ['backup-taken'] });
  return { numbers: [o.avg(evs)], confidence: 'high', dataPoints: evs.length };
});
add('value', 'Highest price anyone paid for a slot_upgrade_purchased?', (ev) => {
  const evs = o.select(ev, { names: ['slot_upgrade_purchased'] });
  return { numbers: [o.max(evs)], confidence: 'high', dataPoints: evs.length };
});
add('value', 'median backup-taken size over the last 14 days', (ev, now) => {
  const evs = o.select(ev, { range: R.lastDays(+now, 14), names: ['backup-taken'] });
  return { numbers: [median(evs.map(o.value))], confidence: 'high', dataPoints: evs.length };
});
add('value', 'What was our revenue last month?', (ev, now) =>
  sumExp(ev, { range: R.lastMonth(+now), names: MONEY }, 'not-high', MONEY),
);
add('value', 'avg Mod Installed size in MB, last 3 months', (ev, now) => {
  const evs = o.select(ev, { range: R.lastMonths(+now, 3), names: ['Mod Installed'] });
  return { numbers: [o.avg(evs)], confidence: 'high', dataPoints: evs.length };
});
add('value', 'How much has acct_1013 spent on slot_upgrade_purchased in total?', (ev) =>
  sumExp(ev, { names: ['slot_upgrade_purchased'], user: P.whale }),
);
add('value', 'lowest plan-renewed amount we have ever charged', (ev) => {
  const evs = o.select(ev, { names: ['plan-renewed'] });
  return { numbers: [o.min(evs)], confidence: 'high', dataPoints: evs.length };
});
add('value', 'sum of the server.stopped values last week — those are uptime minutes', (ev, now) =>
  sumExp(ev, { range: R.lastWeek(+now), names: ['server.stopped'] }),
);

// ================================ top-events =================================================
const allF = () => ({});
add('top-events', 'top 5 events overall', (ev) => ranked(ev, {}, o.byName), {
  tie: tieRanked(allF, o.byName),
});
add(
  'top-events',
  'What are the 3 most frequent events in the last 7 days?',
  (ev, now) => ranked(ev, { range: R.lastDays(+now, 7) }, o.byName, { n: 3 }),
  { tie: tieRanked((now) => ({ range: R.lastDays(+now, 7) }), o.byName, { n: 3 }) },
);
add(
  'top-events',
  'which 3 events are the least common? all time',
  (ev) => ranked(ev, {}, o.byName, { n: 3, ascending: true }),
  { tie: tieRanked(allF, o.byName, { n: 3, ascending: true }) },
);
add(
  'top-events',
  'most common event yesterday?',
  (ev, now) => ranked(ev, { range: R.yesterday(+now) }, o.byName, { n: 1 }),
  { tie: tieRanked((now) => ({ range: R.yesterday(+now) }), o.byName, { n: 1 }) },
);
add(
  'top-events',
  (now) => `On ${iso(incident(now))} (the bad day), what were the top 3 events?`,
  (ev, now) => ranked(ev, { range: R.on(incident(now)) }, o.byName, { n: 3 }),
  { tie: tieRanked((now) => ({ range: R.on(incident(now)) }), o.byName, { n: 3 }) },
);
add(
  'top-events',
  'acct_1007 — what are their top 3 events?',
  (ev) => ranked(ev, { user: P.powerHost }, o.byName, { n: 3 }),
  { tie: tieRanked(() => ({ user: P.powerHost }), o.byName, { n: 3 }) },
);
add(
  'top-events',
  'least used event type in the last 30 days',
  (ev, now) => ranked(ev, { range: R.lastDays(+now, 30) }, o.byName, { n: 1, ascending: true }),
  { tie: tieRanked((now) => ({ range: R.lastDays(+now, 30) }), o.byName, { n: 1, ascending: true }) },
);
add(
  'top-events',
  'Give me a list of the most common events in the past 60 days.',
  (ev, now) => ranked(ev, { range: R.lastDays(+now, 60) }, o.byName),
  { tie: tieRanked((now) => ({ range: R.lastDays(+now, 60) }), o.byName) },
);

// ================================ top-users ==================================================
add('top-users', 'top 3 users by number of events', (ev) => ranked(ev, {}, o.byUser, { n: 3 }), {
  tie: tieRanked(allF, o.byUser, { n: 3 }),
});
add(
  'top-users',
  'Who are the 3 most active accounts in the last 30 days?',
  (ev, now) => ranked(ev, { range: R.lastDays(+now, 30) }, o.byUser, { n: 3 }),
  { tie: tieRanked((now) => ({ range: R.lastDays(+now, 30) }), o.byUser, { n: 3 }) },
);
add(
  'top-users',
  'who is our biggest spender?',
  (ev) => ({ ...ranked(ev, { names: MONEY }, o.byUser, { n: 1, measure: o.value, conf: 'not-high' }) }),
  { tie: tieRanked(() => ({ names: MONEY }), o.byUser, { n: 1, measure: o.value }) },
);
add(
  'top-users',
  'Which 2 accounts have the largest total backup-taken size (MB)?',
  (ev) => ranked(ev, { names: ['backup-taken'] }, o.byUser, { n: 2, measure: o.value }),
  { tie: tieRanked(() => ({ names: ['backup-taken'] }), o.byUser, { n: 2, measure: o.value }) },
);
add(
  'top-users',
  'who runs the most console.command? just the top one',
  (ev) => ranked(ev, { names: ['console.command'] }, o.byUser, { n: 1 }),
  { tie: tieRanked(() => ({ names: ['console.command'] }), o.byUser, { n: 1 }) },
);
add(
  'top-users',
  'which user had the most ServerCrashed events last month? want to reach out to them',
  (ev, now) => ranked(ev, { range: R.lastMonth(+now), names: ['ServerCrashed'] }, o.byUser, { n: 1 }),
  { tie: tieRanked((now) => ({ range: R.lastMonth(+now), names: ['ServerCrashed'] }), o.byUser, { n: 1 }) },
);
add(
  'top-users',
  'Which customer has the highest total slot_upgrade_purchased value?',
  (ev) => ranked(ev, { names: ['slot_upgrade_purchased'] }, o.byUser, { n: 1, measure: o.value }),
  { tie: tieRanked(() => ({ names: ['slot_upgrade_purchased'] }), o.byUser, { n: 1, measure: o.value }) },
);
add(
  'top-users',
  'who used the panel the most over the past week?',
  (ev, now) => ranked(ev, { range: R.lastDays(+now, 7) }, o.byUser, { n: 1 }),
  { tie: tieRanked((now) => ({ range: R.lastDays(+now, 7) }), o.byUser, { n: 1 }) },
);

// ================================ user =======================================================
const firstSeen = (ev, user) => {
  const evs = o.select(ev, { user });
  const t = Math.min(...evs.map(o.time));
  return { names: [iso(t), hm(t)], confidence: 'high', dataPoints: evs.length };
};
add('user', 'how many events does acct_1007 have in total?', (ev) => count(ev, { user: P.powerHost }));
add('user', 'When did acct_1450 first show up?', (ev) => firstSeen(ev, P.newcomer));
add('user', 'acct_1021 last seen?', (ev) => lastOf(ev, { user: P.churner }));
add('user', "show me acct_1013's 3 most recent events", (ev) => {
  const evs = o.select(ev, { user: P.whale });
  return {
    names: o
      .newestFirst(evs)
      .slice(0, 3)
      .map((e) => e.eventName),
    confidence: 'high',
    dataPoints: evs.length,
  };
});
add('user', 'Which event types has acct_1066 used? they opened a ticket and I want context', (ev) => {
  const evs = o.select(ev, { user: P.crashy });
  return {
    names: [...new Set(evs.map(o.byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: evs.length,
  };
});
add('user', 'acct_1007 activity in the last 7 days — how many events?', (ev, now) =>
  count(ev, { range: R.lastDays(+now, 7), user: P.powerHost }),
);
add('user', `first seen date for ${NOBODY}?`, LOW, { low: true });
add(
  'user',
  (now) => `how many backups (backup-taken) has acct_1066 taken since ${longDay(daysAgo(now, 45))}?`,
  (ev, now) => count(ev, { range: R.since(daysAgo(now, 45), +now), names: ['backup-taken'], user: P.crashy }),
);

// ================================ breakdown ==================================================
const breakdownList = (ev, f, key) => {
  const evs = o.select(ev, f);
  const list = [...o.tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    names: list.map((x) => x[0]),
    numbers: list.map((x) => x[1]),
    confidence: 'high',
    dataPoints: evs.length,
  };
};
add(
  'breakdown',
  'busiest day of the week over the last 8 weeks?',
  (ev, now) => ranked(ev, { range: R.lastWeeks(+now, 8) }, o.byWeekday, { n: 1 }),
  { tie: tieRanked((now) => ({ range: R.lastWeeks(+now, 8) }), o.byWeekday, { n: 1 }) },
);
add(
  'breakdown',
  'At what hour of the day (UTC) do most server.started events happen?',
  (ev) => ranked(ev, { names: ['server.started'] }, o.byHour, { n: 1 }),
  { tie: tieRanked(() => ({ names: ['server.started'] }), o.byHour, { n: 1 }) },
);
add('breakdown', 'events per day for last week please', (ev, now) =>
  breakdownList(ev, { range: R.lastWeek(+now) }, o.byDay),
);
add(
  'breakdown',
  'ServerCrashed per day over the last 14 days — which day was the worst?',
  (ev, now) => ranked(ev, { range: R.lastDays(+now, 14), names: ['ServerCrashed'] }, o.byDay, { n: 1 }),
  { tie: tieRanked((now) => ({ range: R.lastDays(+now, 14), names: ['ServerCrashed'] }), o.byDay, { n: 1 }) },
);
add('breakdown', 'monthly backup-taken counts for the last 3 months', (ev, now) =>
  breakdownList(ev, { range: R.lastMonths(+now, 3), names: ['backup-taken'] }, o.byMonth),
);
add(
  'breakdown',
  'quietest hour of the day for panel_login?',
  (ev) => ranked(ev, { names: ['panel_login'] }, o.byHour, { n: 1, ascending: true }),
  { tie: tieRanked(() => ({ names: ['panel_login'] }), o.byHour, { n: 1, ascending: true }) },
);
const mon4 = (now) => o.weekStart(+now) - 4 * WEEK;
add(
  'breakdown',
  (now) => `weekly console.command counts from ${iso(mon4(now))} to ${iso(o.weekStart(+now) - DAY)}`,
  (ev, now) =>
    breakdownList(
      ev,
      { range: R.between(mon4(now), o.weekStart(+now) - DAY), names: ['console.command'] },
      o.byWeek,
    ),
);
add(
  'breakdown',
  'Which weekday do people take the most backup-taken on?',
  (ev) => ranked(ev, { names: ['backup-taken'] }, o.byWeekday, { n: 1 }),
  { tie: tieRanked(() => ({ names: ['backup-taken'] }), o.byWeekday, { n: 1 }) },
);

// ================================ compare ====================================================
const cmpCount = (ev, f1, f2, conf = 'high') => {
  const a = o.select(ev, f1),
    b = o.select(ev, f2);
  return compareExp(a.length, b.length, conf, a.length + b.length);
};
const cmpSum = (ev, f1, f2, conf = 'high') => {
  const a = o.select(ev, f1),
    b = o.select(ev, f2);
  return compareExp(o.sum(a), o.sum(b), conf, a.length + b.length);
};
const prevDays = (now, n) => ({ from: +now - 2 * n * DAY, to: +now - n * DAY });
add('compare', 'events in the last 10 days vs the 10 days before — up or down?', (ev, now) =>
  cmpCount(ev, { range: prevDays(now, 10) }, { range: R.lastDays(+now, 10) }),
);
add('compare', 'Active users: last 30 days compared with the previous 30 days', (ev, now) => {
  const a = o.select(ev, { range: prevDays(now, 30) }),
    b = o.select(ev, { range: R.lastDays(+now, 30) });
  return compareExp(o.users(a).size, o.users(b).size, 'high', a.length + b.length);
});
add(
  'compare',
  (now) => `server.started in ${monthName(prevMonth(now))} vs ${monthName(prev2Month(now))}?`,
  (ev, now) =>
    cmpCount(
      ev,
      { range: R.month(prev2Month(now)), names: ['server.started'] },
      { range: R.month(prevMonth(now)), names: ['server.started'] },
    ),
);
add('compare', 'is the Mod Installed volume (MB) growing? last 30 days vs the 30 days before', (ev, now) =>
  cmpSum(
    ev,
    { range: prevDays(now, 30), names: ['Mod Installed'] },
    { range: R.lastDays(+now, 30), names: ['Mod Installed'] },
  ),
);
add('compare', 'backup-taken total MB: past 21 days compared to the prior 21 days', (ev, now) =>
  cmpSum(
    ev,
    { range: prevDays(now, 21), names: ['backup-taken'] },
    { range: R.lastDays(+now, 21), names: ['backup-taken'] },
  ),
);
add(
  'compare',
  (now) => `total events on ${dmy(daysAgo(now, 17))} vs ${dmy(daysAgo(now, 11))}`,
  (ev, now) => cmpCount(ev, { range: R.on(daysAgo(now, 17)) }, { range: R.on(daysAgo(now, 11)) }),
);
add(
  'compare',
  'for the board deck: revenue in the last 4 weeks compared with the 4 weeks before',
  (ev, now) => ({
    ...cmpSum(
      ev,
      { range: { from: +now - 8 * WEEK, to: +now - 4 * WEEK }, names: MONEY },
      { range: R.lastWeeks(+now, 4), names: MONEY },
      'not-high',
    ),
    names: MONEY,
    unordered: true,
  }),
);
add('compare', 'panel_login last week vs the week before that', (ev, now) =>
  cmpCount(
    ev,
    { range: { from: o.weekStart(+now) - 2 * WEEK, to: o.weekStart(+now) - WEEK }, names: ['panel_login'] },
    { range: R.lastWeek(+now), names: ['panel_login'] },
  ),
);

// ================================ share ======================================================
const shareEvents = (ev, range, names, conf = 'high') => {
  const all = o.select(ev, { range }),
    part = all.filter((e) => names.includes(e.eventName));
  return {
    numbers: [part.length],
    percents: [o.percent(part.length, all.length)],
    confidence: conf,
    dataPoints: all.length,
  };
};
const shareUsers = (ev, range, names, conf = 'high') => {
  const all = o.select(ev, { range }),
    part = o.users(all.filter((e) => names.includes(e.eventName)));
  return {
    numbers: [part.size],
    percents: [o.percent(part.size, o.users(all).size)],
    confidence: conf,
    dataPoints: all.length,
  };
};
add('share', 'what % of all events are console.command?', (ev) =>
  shareEvents(ev, R.all(), ['console.command']),
);
add('share', 'What share of users active in the last 30 days took a backup-taken?', (ev, now) =>
  shareUsers(ev, R.lastDays(+now, 30), ['backup-taken']),
);
add('share', "percentage of the last 7 days' events that were ServerCrashed", (ev, now) =>
  shareEvents(ev, R.lastDays(+now, 7), ['ServerCrashed']),
);
add('share', 'what fraction of customers have ever done slot_upgrade_purchased? (as a percent)', (ev) =>
  shareUsers(ev, R.all(), ['slot_upgrade_purchased']),
);
add(
  'share',
  (now) => `% of ${monthName(prevMonth(now))} events that were Mod Installed`,
  (ev, now) => shareEvents(ev, R.month(prevMonth(now)), ['Mod Installed']),
);
add(
  'share',
  (now) => `on ${longDay(incident(now))}, what percentage of all events were ServerCrashed?`,
  (ev, now) => shareEvents(ev, R.on(incident(now)), ['ServerCrashed']),
);
add('share', 'in the last 60 days, what percent of our users reached out to support?', (ev, now) =>
  shareUsers(ev, R.lastDays(+now, 60), ['SupportChatOpened'], 'not-high'),
);
add('share', 'what share of users this month ran at least one console.command', (ev, now) =>
  shareUsers(ev, R.thisMonth(+now), ['console.command']),
);

// ================================ conversion =================================================
add(
  'conversion',
  'Of the users who did server_created in the last 30 days, how many went on to backup-taken afterwards?',
  (ev, now) => convExp(ev, R.lastDays(+now, 30), 'server_created', 'backup-taken'),
);
add(
  'conversion',
  'last 60 days: after a ServerCrashed, what % of those users then did SupportChatOpened?',
  (ev, now) => convExp(ev, R.lastDays(+now, 60), 'ServerCrashed', 'SupportChatOpened'),
);
add('conversion', 'conversion from server_created to slot_upgrade_purchased, all time', (ev) =>
  convExp(ev, R.all(), 'server_created', 'slot_upgrade_purchased'),
);
add(
  'conversion',
  'last month, of people who did Mod Installed how many later had a ServerCrashed? trying to see if mods break stuff',
  (ev, now) => convExp(ev, R.lastMonth(+now), 'Mod Installed', 'ServerCrashed'),
);
add('conversion', 'panel_login -> Config Saved conversion over the past 7 days', (ev, now) =>
  convExp(ev, R.lastDays(+now, 7), 'panel_login', 'Config Saved'),
);
add('conversion', 'Of users who opened SupportChatOpened, how many did plan-renewed after that?', (ev) =>
  convExp(ev, R.all(), 'SupportChatOpened', 'plan-renewed'),
);
add(
  'conversion',
  'of those who had a crash in the last 90 days, how many later bought a slot upgrade?',
  (ev, now) => convExp(ev, R.lastDays(+now, 90), 'ServerCrashed', 'slot_upgrade_purchased', 'not-high'),
);
add(
  'conversion',
  'yesterday: users with server.started — what percentage then did server.stopped?',
  (ev, now) => convExp(ev, R.yesterday(+now), 'server.started', 'server.stopped'),
);

// ================================ churn ======================================================
const num = (n) => ({ numbers: [n], confidence: 'high' });
add(
  'churn',
  'how many users were active 30-60 days ago but have had zero activity in the last 30 days?',
  (ev, now) => num(o.churned(ev, prevDays(now, 30), R.lastDays(+now, 30)).length),
);
add('churn', 'new users in the last 7 days?', (ev, now) => num(o.newUsers(ev, R.lastDays(+now, 7)).length));
add(
  'churn',
  (now) => `How many brand-new accounts showed up in ${monthName(prevMonth(now))}? (first ever activity)`,
  (ev, now) => num(o.newUsers(ev, R.month(prevMonth(now))).length),
);
add(
  'churn',
  (now) =>
    `Users active in ${monthName(prev2Month(now))} but not in ${monthName(prevMonth(now))} — how many churned?`,
  (ev, now) => num(o.churned(ev, R.month(prev2Month(now)), R.month(prevMonth(now))).length),
);
add('churn', 'number of new accounts in the last 14 days', (ev, now) =>
  num(o.newUsers(ev, R.lastDays(+now, 14)).length),
);
add('churn', 'who was active last week but not this week? just the count', (ev, now) =>
  num(o.churned(ev, R.lastWeek(+now), R.thisWeek(+now)).length),
);
add(
  'churn',
  (now) => `new users since ${shortDay(daysAgo(now, 45))}`,
  (ev, now) => num(o.newUsers(ev, R.since(daysAgo(now, 45), +now)).length),
);
add(
  'churn',
  (now) => `how many customers were active before ${iso(daysAgo(now, 60))} and haven't been seen since then?`,
  (ev, now) => num(o.churned(ev, R.before(daysAgo(now, 60)), R.since(daysAgo(now, 60), +now)).length),
);

// ================================ recency ====================================================
add('recency', 'when was the last ServerCrashed?', (ev) => lastOf(ev, { names: ['ServerCrashed'] }));
add('recency', 'When did someone last do slot_upgrade_purchased', (ev) =>
  lastOf(ev, { names: ['slot_upgrade_purchased'] }),
);
add('recency', 'did anyone do plan-renewed in the last 3 days?', (ev, now) =>
  count(ev, { range: R.lastDays(+now, 3), names: ['plan-renewed'] }),
);
add('recency', 'when did acct_1007 last take a backup-taken?', (ev) =>
  lastOf(ev, { names: ['backup-taken'], user: P.powerHost }),
);
add('recency', 'last panel_login by acct_1021? they say they never got locked out', (ev) =>
  lastOf(ev, { names: ['panel_login'], user: P.churner }),
);
add('recency', 'Has anybody done a Mod Installed in the last 24 hours?', (ev, now) =>
  count(ev, { range: R.lastHours(+now, 24), names: ['Mod Installed'] }),
);
add('recency', 'when was the last server_deleted event?', LOW, { low: true });
add('recency', 'most recent Mod Installed — when was it?', (ev) => lastOf(ev, { names: ['Mod Installed'] }));

// ================================ catalogue ==================================================
const allNames = (ev) => [...new Set(ev.map(o.byName))].sort();
add('catalogue', 'what events do we track?', (ev) => ({
  names: allNames(ev),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'How many users are there in total?', (ev) => ({
  numbers: [o.users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'total number of events stored, overall', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'how many different event types are there?', (ev) => ({
  numbers: [allNames(ev).length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'list every event name with its count', (ev) => ranked(ev, {}, o.byName, { n: Infinity }), {
  tie: tieRanked(allF, o.byName, { n: 12 }),
});
add('catalogue', 'for the board deck: how many customers and how many events do we have overall?', (ev) => ({
  numbers: [o.users(ev).size, ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'is there an event for backups?', (ev) => ({
  names: ['backup-taken'],
  confidence: 'not-high',
  dataPoints: ev.length,
}));
add('catalogue', "what's the full list of event names, and how many accounts are in there", (ev) => ({
  names: allNames(ev),
  unordered: true,
  numbers: [o.users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));

// ================================ other ======================================================
for (const q of [
  'what is the average ping of our EU servers?',
  'how much RAM is acct_1007 using on their server right now?',
  'which game (Minecraft, Valheim, Rust...) is most popular among our customers?',
  'why did users cancel? what reasons did they give',
  'how many players are online across all servers right now',
  'what is the CPU usage on node fra-03',
  'what was the customer satisfaction score of support chats last month?',
  'which datacenter region has the most crashes?',
  'what is our refund rate on slot upgrades?',
  'please email every customer whose server crashed yesterday',
])
  add('other', q, LOW);

export const cases = C;
