import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const { ranges: R, DAY, select, users, sum, avg, min, max, percent, tally, rank, time } = O;
const N = (now) => +now;
const MON3 = (m) => O.MONTHS[m].slice(0, 3);
const ordinal = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const dt = (t) => new Date(t);
const iso = (t) => O.isoDay(t);
const short = (t) => `${MON3(dt(t).getUTCMonth())} ${dt(t).getUTCDate()}`; // Nov 3
const long = (t) => `${O.MONTHS[dt(t).getUTCMonth()]} ${ordinal(dt(t).getUTCDate())}`; // November 3rd
const slash = (t) => `${dt(t).getUTCDate()}/${dt(t).getUTCMonth() + 1}/${dt(t).getUTCFullYear()}`; // 3/11/2026 (day first)
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const monthName = (t) => O.MONTHS[dt(t).getUTCMonth()];
const daysAgo = (now, n) => O.dayStart(N(now)) - n * DAY;
const incidentDay = (now) => daysAgo(now, 38);
const lastMonthStart = (now) => O.monthStart(N(now), -1);
const prevMonthStart = (now) => O.monthStart(N(now), -2);

const MONEY = ['credits.purchased', 'PlanUpgraded'];
const ALL_NAMES = [
  'login',
  'project_created',
  'media_uploaded',
  'transcription.completed',
  'AutoCaptionGenerated',
  'Caption Edited',
  'Human Review Ordered',
  'subtitle-exported',
  'translation_language_added',
  'credits.purchased',
  'PlanUpgraded',
  'DisputeOpened',
];

const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return O.round(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2, 2);
};

const cases = [];
const add = (type, id, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });

// -------- generic builders ------------------------------------------------------------------
function countX(range, names, user, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, { range: range(N(now)), names, user });
    return { numbers: [evs.length], dataPoints: evs.length, confidence };
  };
}
function usersX(range, names, confidence = 'high') {
  return (events, now) => {
    const evs = select(events, { range: range(N(now)), names });
    return { numbers: [users(evs).size], dataPoints: evs.length, confidence };
  };
}
function valueX(range, names, fn, user, confidence = 'high', showNames) {
  return (events, now) => {
    const evs = select(events, { range: range(N(now)), names, user });
    const x = { numbers: [O.round(fn(evs), 2)], dataPoints: evs.length, confidence };
    if (showNames) Object.assign(x, { names: showNames, unordered: true });
    return x;
  };
}
// Ranked list (events, users, days, hours…): names in order, each with its figure; tie check at the cut.
function rankedX({
  range,
  names,
  user,
  key,
  measure,
  n,
  ascending = false,
  confidence = 'high',
  withNumbers = true,
}) {
  const table = (events, now) => {
    const evs = select(events, { range: range(N(now)), names, user });
    return { evs, r: rank(tally(evs, key, measure), { ascending }) };
  };
  const f = (events, now) => {
    const { evs, r } = table(events, now);
    const top = r.slice(0, n);
    const x = { names: top.map(([k]) => k), dataPoints: evs.length, confidence };
    if (withNumbers) x.numbers = top.map(([, v]) => O.round(v, 2));
    return x;
  };
  f.tieAtCut = (events, now) => {
    const { r } = table(events, now);
    return r.length > n && r[n - 1][1] === r[n][1];
  };
  return f;
}
function compareX(r1, r2, names, measure = 'count') {
  return (events, now) => {
    const a = select(events, { range: r1(N(now)), names });
    const b = select(events, { range: r2(N(now)), names });
    const m = (evs) => (measure === 'count' ? evs.length : measure === 'users' ? users(evs).size : sum(evs));
    const c = O.change(m(a), m(b));
    const x = { numbers: [c.earlier, c.later, c.diff], dataPoints: a.length + b.length, confidence: 'high' };
    if (c.pct !== null) x.percents = [c.pct];
    return x;
  };
}
function shareEventsX(range, names, user, confidence = 'high') {
  return (events, now) => {
    const all = select(events, { range: range(N(now)) });
    const part = select(all, { names, user });
    return { percents: [percent(part.length, all.length)], dataPoints: all.length, confidence };
  };
}
function shareUsersX(range, names, confidence = 'high') {
  return (events, now) => {
    const all = select(events, { range: range(N(now)) });
    const did = users(select(all, { names }));
    return {
      percents: [percent(did.size, users(all).size)],
      numbers: [did.size, users(all).size],
      dataPoints: all.length,
      confidence,
    };
  };
}
function convX(range, a, b, confidence = 'high') {
  return (events, now) => {
    const rg = range(N(now));
    const c = O.conversion(events, rg, a, b);
    const dp = select(events, { range: rg, names: [a, b] }).length;
    return { numbers: [c.did, c.converted], percents: [c.pct], dataPoints: dp, confidence };
  };
}
const lastX = (name) => (events) => {
  const evs = select(events, { names: [name] });
  const t = Math.max(...evs.map(time));
  return { names: [iso(t), hm(t)], dataPoints: evs.length, confidence: 'high' };
};

const L7 = (n) => R.lastDays(n, 7),
  L30 = (n) => R.lastDays(n, 30);
const lastMonth = (n) => R.lastMonth(n),
  prevMonth = (n) => R.month(O.monthStart(n, -2));

// ================================= count =======================================================
add(
  'count',
  'cnt-uploads-all',
  'How many media_uploaded events do we have in total?',
  countX(R.all, ['media_uploaded']),
);
add(
  'count',
  'cnt-trans-7d',
  'transcription.completed count for the last 7 days pls, need it for standup',
  countX(L7, ['transcription.completed']),
);
add(
  'count',
  'cnt-export-yday',
  'Quick one from support: how many subtitle-exported events happened yesterday?',
  countX(R.yesterday, ['subtitle-exported']),
);
add(
  'count',
  'cnt-review-lastweek',
  'how many times was Human Review Ordered last week',
  countX(R.lastWeek, ['Human Review Ordered']),
);
add(
  'count',
  'cnt-autocap-month',
  (now) => `Number of AutoCaptionGenerated events in ${monthName(lastMonthStart(now))}?`,
  countX((n) => R.month(O.monthStart(n, -1)), ['AutoCaptionGenerated']),
);
add(
  'count',
  'cnt-credits-since',
  (now) => `how many credits.purchased since ${iso(daysAgo(now, 30))}`,
  countX((n) => R.since(daysAgo(n, 30), n), ['credits.purchased']),
);
add(
  'count',
  'cnt-logins-top-14d',
  'How many logins did prod_007 have over the past 14 days?',
  countX((n) => R.lastDays(n, 14), ['login'], 'prod_007'),
);
add(
  'count',
  'cnt-incident-day',
  (now) => `for the outage postmortem: how many events in total were logged on ${short(incidentDay(now))}?`,
  countX((n) => R.on(incidentDay(n)), undefined),
);
add(
  'count',
  'cnt-translation-between',
  (now) =>
    `translation language added — how many between ${iso(daysAgo(now, 50))} and ${iso(daysAgo(now, 21))}?`,
  countX((n) => R.between(daysAgo(n, 50), daysAgo(n, 21)), ['translation_language_added']),
);
add(
  'count',
  'cnt-before',
  (now) => `How many Caption Edited events were there before ${long(daysAgo(now, 90))}?`,
  countX((n) => R.before(daysAgo(n, 90)), ['Caption Edited']),
);
add('count', 'cnt-unknown-event', 'how many watermark_applied events did we get last month?', LOW, {
  low: true,
});

// ================================= users =======================================================
add(
  'users',
  'usr-upload-30d',
  'How many distinct users had a media_uploaded event in the last 30 days?',
  usersX(L30, ['media_uploaded']),
);
add('users', 'usr-active-lastweek', 'actve users last week?', usersX(R.lastWeek));
add(
  'users',
  'usr-credits-30d',
  'asking for finance: how many unique customers triggered credits.purchased in the past 30 days',
  usersX(L30, ['credits.purchased']),
);
add(
  'users',
  'usr-review-month',
  (now) =>
    `how many people used Human Review Ordered in ${monthName(lastMonthStart(now))} ${dt(lastMonthStart(now)).getUTCFullYear()}?`,
  usersX(lastMonth, ['Human Review Ordered']),
);
add(
  'users',
  'usr-translation-since',
  (now) => `unique users with translation_language_added since ${long(daysAgo(now, 45))}`,
  usersX((n) => R.since(daysAgo(n, 45), n), ['translation_language_added']),
);
add(
  'users',
  'usr-active-2m',
  'how many unique users over the past 2 months?',
  usersX((n) => R.lastMonths(n, 2)),
);
add(
  'users',
  'usr-active-24h',
  'How many active users in the last 24 hours?',
  usersX((n) => R.lastHours(n, 24)),
);
add(
  'users',
  'usr-disputes-loose',
  'how many producers have opened disputes with us, ever?',
  usersX(R.all, ['DisputeOpened'], 'not-high'),
);
add('users', 'usr-unknown', 'How many users triggered burn_in_rendered this year?', LOW, { low: true });

// ================================= value =======================================================
add(
  'value',
  'val-upload-min-30d',
  "Total value of media_uploaded in the last 30 days (it's minutes of footage)",
  valueX(L30, ['media_uploaded'], sum),
);
add(
  'value',
  'val-trans-avg-month',
  'average value of transcription.completed last month?',
  valueX(lastMonth, ['transcription.completed'], avg),
);
add(
  'value',
  'val-credits-max',
  "what is the biggest single credits.purchased amount we've ever seen",
  valueX(R.all, ['credits.purchased'], max),
);
add(
  'value',
  'val-review-min',
  'minimum Human Review Ordered value of all time',
  valueX(R.all, ['Human Review Ordered'], min),
);
add(
  'value',
  'val-credits-median-60',
  'median credits.purchased value over the past 60 days',
  valueX((n) => R.lastDays(n, 60), ['credits.purchased'], median),
);
add(
  'value',
  'val-revenue-lastmonth',
  'what was revenue last month?',
  valueX(lastMonth, MONEY, sum, undefined, 'not-high', MONEY),
);
add(
  'value',
  'val-dispute-sum',
  'Sum of DisputeOpened amounts, all time.',
  valueX(R.all, ['DisputeOpened'], sum),
);
add(
  'value',
  'val-edits-mean-week',
  'mean Caption Edited value in the past week',
  valueX(L7, ['Caption Edited'], avg),
);
add(
  'value',
  'val-review-avg-3m',
  'avg Human Review Ordered value over the last 3 months — how many minutes per review order on average?',
  valueX((n) => R.lastMonths(n, 3), ['Human Review Ordered'], avg),
);
add(
  'value',
  'val-spender-credits',
  'How much has prod_042 spent on credits.purchased in total?',
  valueX(R.all, ['credits.purchased'], sum, 'prod_042'),
);

// ================================= top-events ==================================================
add(
  'top-events',
  'te-top5-all',
  'what are our top 5 events? want to see what peple actually do in the app',
  rankedX({ range: R.all, key: O.byName, n: 5 }),
);
add(
  'top-events',
  'te-top3-lastweek',
  'Top 3 most common events last week',
  rankedX({ range: R.lastWeek, key: O.byName, n: 3 }),
);
add(
  'top-events',
  'te-least-3',
  'which 3 events are the least common? (all time)',
  rankedX({ range: R.all, key: O.byName, n: 3, ascending: true }),
);
add(
  'top-events',
  'te-top1-7d',
  'most frequent event over the past 7 days?',
  rankedX({ range: L7, key: O.byName, n: 1 }),
);
add(
  'top-events',
  'te-top5-30d',
  'list the top five event types in the last 30 days with counts',
  rankedX({ range: L30, key: O.byName, n: 5 }),
);
add(
  'top-events',
  'te-user-301',
  "what are prod_301's top 3 events",
  rankedX({ range: R.all, user: 'prod_301', key: O.byName, n: 3 }),
);
add(
  'top-events',
  'te-month-top1',
  (now) => `Which event happened the most in ${monthName(prevMonthStart(now))}?`,
  rankedX({ range: prevMonth, key: O.byName, n: 1 }),
);
add(
  'top-events',
  'te-top4-between',
  (now) =>
    `top 4 events between ${slash(daysAgo(now, 70))} and ${slash(daysAgo(now, 40))} (dates are day/month/year)`,
  rankedX({ range: (n) => R.between(daysAgo(n, 70), daysAgo(n, 40)), key: O.byName, n: 4 }),
);

// ================================= top-users ===================================================
add(
  'top-users',
  'tu-top3-events',
  'who are our 3 most active users by number of events?',
  rankedX({ range: R.all, key: O.byUser, n: 3 }),
);
add(
  'top-users',
  'tu-credits-top1',
  'Which user bought the most credits by amount (sum of credits.purchased)?',
  rankedX({ range: R.all, names: ['credits.purchased'], key: O.byUser, measure: O.value, n: 1 }),
);
add(
  'top-users',
  'tu-upload-min-lastmonth',
  'who uploaded the most minutes last month? i.e. highest total media_uploaded value',
  rankedX({ range: lastMonth, names: ['media_uploaded'], key: O.byUser, measure: O.value, n: 1 }),
);
add(
  'top-users',
  'tu-most-active-7d',
  'most active user in the past 7 days',
  rankedX({ range: L7, key: O.byUser, n: 1 }),
);
add(
  'top-users',
  'tu-review-top2',
  'top 2 users by Human Review Ordered count',
  rankedX({ range: R.all, names: ['Human Review Ordered'], key: O.byUser, n: 2 }),
);
add(
  'top-users',
  'tu-spenders-loose',
  'who are our top spenders? just the top 1 please',
  rankedX({ range: R.all, names: MONEY, key: O.byUser, measure: O.value, n: 1, confidence: 'not-high' }),
);
add(
  'top-users',
  'tu-export-since',
  (now) => `which 2 producers had the most subtitle-exported events since ${short(daysAgo(now, 60))}?`,
  rankedX({ range: (n) => R.since(daysAgo(n, 60), n), names: ['subtitle-exported'], key: O.byUser, n: 2 }),
);
add(
  'top-users',
  'tu-translation-value',
  'who added the most translation languages? rank users by summed translation_language_added value, top 1',
  rankedX({ range: R.all, names: ['translation_language_added'], key: O.byUser, measure: O.value, n: 1 }),
);

// ================================= user ========================================================
const userEv = (events, u) => select(events, { user: u });
add(
  'user',
  'us-count-007',
  'how many events has prod_007 had... they say they are our biggest studio',
  countX(R.all, undefined, 'prod_007'),
);
add('user', 'us-first-113', 'When was prod_113 first seen?', (events) => {
  const evs = userEv(events, 'prod_113');
  const t = Math.min(...evs.map(time));
  return { names: [iso(t), hm(t)], dataPoints: evs.length, confidence: 'high' };
});
add('user', 'us-last-113', 'support ticket from prod_113 — when were they last active?', (events) => {
  const evs = userEv(events, 'prod_113');
  const t = Math.max(...evs.map(time));
  return { names: [iso(t), hm(t)], dataPoints: evs.length, confidence: 'high' };
});
add('user', 'us-names-448', 'which event names has prod_448 used so far?', (events) => {
  const evs = userEv(events, 'prod_448');
  return {
    names: [...new Set(evs.map(O.byName))].sort(),
    unordered: true,
    dataPoints: evs.length,
    confidence: 'high',
  };
});
add(
  'user',
  'us-256-30d',
  'how much activity did prod_256 have in the last 30 days (event count)?',
  countX(L30, undefined, 'prod_256'),
);
add('user', 'us-recent-042', 'what did prod_042 do most recently?', (events) => {
  const evs = O.newestFirst(userEv(events, 'prod_042'));
  return {
    names: [evs[0].eventName, iso(time(evs[0]))],
    unordered: true,
    dataPoints: evs.length,
    confidence: 'high',
  };
});
add('user', 'us-nobody', 'how many events did prod_999 have?', LOW, { low: true });
add('user', 'us-firstlast-448', 'first seen and last seen for prod_448, please', (events) => {
  const evs = userEv(events, 'prod_448');
  const ts = evs.map(time);
  const a = Math.min(...ts),
    b = Math.max(...ts);
  return { names: [iso(a), hm(a), iso(b), hm(b)], dataPoints: evs.length, confidence: 'high' };
});
add(
  'user',
  'us-301-uploads-lastmonth',
  'How many media_uploaded did prod_301 do last month?',
  countX(lastMonth, ['media_uploaded'], 'prod_301'),
);

// ================================= breakdown ===================================================
add(
  'breakdown',
  'bd-weekday-uploads',
  'which weekday gets the most media_uploaded events?',
  rankedX({ range: R.all, names: ['media_uploaded'], key: O.byWeekday, n: 1 }),
);
add(
  'breakdown',
  'bd-hour-busiest',
  'what hour of the day (UTC) is busiest overall?',
  rankedX({ range: R.all, key: O.byHour, n: 1 }),
);
add(
  'breakdown',
  'bd-day-30d',
  'busiest day in the last 30 days? trying to plan the reviewer rota',
  rankedX({ range: L30, key: O.byDay, n: 1 }),
);
add(
  'breakdown',
  'bd-weeks-trans',
  'weekly transcription.completed counts for the past 4 weeks',
  (events, now) => {
    const evs = select(events, { range: R.lastWeeks(N(now), 4), names: ['transcription.completed'] });
    const rows = [...tally(evs, O.byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: rows.map(([k]) => k),
      numbers: rows.map(([, v]) => v),
      dataPoints: evs.length,
      confidence: 'high',
    };
  },
);
add(
  'breakdown',
  'bd-dispute-day',
  'Daily DisputeOpened over the past 60 days — which day had the most?',
  rankedX({ range: (n) => R.lastDays(n, 60), names: ['DisputeOpened'], key: O.byDay, n: 1 }),
);
add('breakdown', 'bd-export-weekday-lastmonth', 'subtitle-exported by weekday last month', (events, now) => {
  const evs = select(events, { range: R.lastMonth(N(now)), names: ['subtitle-exported'] });
  const m = tally(evs, O.byWeekday);
  return {
    names: O.WEEKDAYS,
    numbers: O.WEEKDAYS.map((d) => m.get(d)),
    dataPoints: evs.length,
    confidence: 'high',
  };
});
add(
  'breakdown',
  'bd-quiet-weekday-login',
  'quietest day of the week for login events?',
  rankedX({ range: R.all, names: ['login'], key: O.byWeekday, n: 1, ascending: true }),
);
add('breakdown', 'bd-daily-uploads-lastweek', 'media_uploaded per day last week', (events, now) => {
  const evs = select(events, { range: R.lastWeek(N(now)), names: ['media_uploaded'] });
  const rows = [...tally(evs, O.byDay)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return {
    names: rows.map(([k]) => k),
    numbers: rows.map(([, v]) => v),
    dataPoints: evs.length,
    confidence: 'high',
  };
});
add(
  'breakdown',
  'bd-month-events',
  (now) => `events per month since ${monthName(prevMonthStart(now))} 1st`,
  (events, now) => {
    const evs = select(events, { range: R.since(prevMonthStart(now), N(now)) });
    const rows = [...tally(evs, O.byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: rows.map(([k]) => k),
      numbers: rows.map(([, v]) => v),
      dataPoints: evs.length,
      confidence: 'high',
    };
  },
);

// ================================= compare =====================================================
const prevDays = (k) => (n) => ({ from: n - 2 * k * DAY, to: n - k * DAY });
add(
  'compare',
  'cmp-upload-7d',
  'media_uploaded in the last 7 days compared with the 7 days before?',
  compareX(prevDays(7), L7, ['media_uploaded']),
);
add(
  'compare',
  'cmp-trans-months',
  (now) => `transcription.completed: ${monthName(prevMonthStart(now))} vs ${monthName(lastMonthStart(now))}`,
  compareX(prevMonth, lastMonth, ['transcription.completed']),
);
add(
  'compare',
  'cmp-export-growing',
  'is subtitle-exported growing? last 30 days vs the previous 30',
  compareX(prevDays(30), L30, ['subtitle-exported']),
);
add(
  'compare',
  'cmp-active-30d',
  'board deck: active users, last 30 days versus the 30 days before that',
  compareX(prevDays(30), L30, undefined, 'users'),
);
add(
  'compare',
  'cmp-credits-value-60',
  'total credits.purchased value in the past 60 days vs the 60 days before',
  compareX(prevDays(60), (n) => R.lastDays(n, 60), ['credits.purchased'], 'sum'),
);
add(
  'compare',
  'cmp-login-yday',
  'logins yesterday vs the day before?',
  compareX((n) => ({ from: O.dayStart(n) - 2 * DAY, to: O.dayStart(n) - DAY }), R.yesterday, ['login']),
);
add(
  'compare',
  'cmp-review-lastweek',
  'Human Review Ordered last week compared with the week before',
  compareX((n) => ({ from: O.weekStart(n) - 2 * O.WEEK, to: O.weekStart(n) - O.WEEK }), R.lastWeek, [
    'Human Review Ordered',
  ]),
);
add(
  'compare',
  'cmp-events-14d',
  'total events: last 14 days vs the previous 14 days — up or down?',
  compareX(prevDays(14), (n) => R.lastDays(n, 14), undefined),
);

// ================================= share =======================================================
add(
  'share',
  'sh-upload-all',
  'what percentage of all events are media_uploaded?',
  shareEventsX(R.all, ['media_uploaded']),
);
add(
  'share',
  'sh-edit-30d',
  'share of events in the last 30 days that were Caption Edited',
  shareEventsX(L30, ['Caption Edited']),
);
add(
  'share',
  'sh-review-users-month',
  'What % of active users ordered a Human Review Ordered last month?',
  shareUsersX(lastMonth, ['Human Review Ordered']),
);
add(
  'share',
  'sh-translation-users',
  'percent of users who have ever done translation_language_added',
  shareUsersX(R.all, ['translation_language_added']),
);
add(
  'share',
  'sh-login-lastweek',
  "what fraction of last week's events were logins",
  shareEventsX(R.lastWeek, ['login']),
);
add(
  'share',
  'sh-007-share',
  'how much of all activity comes from prod_007, as a percentage of events?',
  shareEventsX(R.all, undefined, 'prod_007'),
);
add(
  'share',
  'sh-export-users-7d',
  'of the users active in the past 7 days, what percentage did subtitle-exported?',
  shareUsersX(L7, ['subtitle-exported']),
);
add(
  'share',
  'sh-disputes-loose',
  'roughly what share of events are disputes?',
  shareEventsX(R.all, ['DisputeOpened'], undefined, 'not-high'),
);

// ================================= conversion ==================================================
add(
  'conversion',
  'cv-upload-review',
  'Of users who did media_uploaded, how many went on to Human Review Ordered?',
  convX(R.all, 'media_uploaded', 'Human Review Ordered'),
);
add(
  'conversion',
  'cv-autocap-export-30d',
  'conversion from AutoCaptionGenerated to subtitle-exported in the last 30 days',
  convX(L30, 'AutoCaptionGenerated', 'subtitle-exported'),
);
add(
  'conversion',
  'cv-project-credits-60d',
  'what % of users who did project_created in the past 60 days later did credits.purchased?',
  convX((n) => R.lastDays(n, 60), 'project_created', 'credits.purchased'),
);
add(
  'conversion',
  'cv-login-upload-lastweek',
  'last week: login -> media_uploaded conversion?',
  convX(R.lastWeek, 'login', 'media_uploaded'),
);
add(
  'conversion',
  'cv-trans-translation-since',
  (now) =>
    `since ${iso(daysAgo(now, 40))}, how many users who had transcription.completed then did translation_language_added, and what percentage is that?`,
  convX((n) => R.since(daysAgo(n, 40), n), 'transcription.completed', 'translation_language_added'),
);
add(
  'conversion',
  'cv-upload-dispute',
  'funnel: media_uploaded then DisputeOpened — how many users and what %?',
  convX(R.all, 'media_uploaded', 'DisputeOpened'),
);
add(
  'conversion',
  'cv-autocap-edit-month',
  (now) =>
    `In ${monthName(lastMonthStart(now))}, of the users with AutoCaptionGenerated, what share then had Caption Edited?`,
  convX(lastMonth, 'AutoCaptionGenerated', 'Caption Edited'),
);
add(
  'conversion',
  'cv-loose-upload-buy',
  'of the people who uploaded something, how many went on to buy credits afterwards?',
  convX(R.all, 'media_uploaded', 'credits.purchased', 'not-high'),
);

// ================================= churn =======================================================
add(
  'churn',
  'ch-months',
  (now) =>
    `how many users were active in ${monthName(prevMonthStart(now))} but not in ${monthName(lastMonthStart(now))}?`,
  (events, now) => ({
    numbers: [O.churned(events, prevMonth(N(now)), lastMonth(N(now))).length],
    confidence: 'high',
  }),
);
add(
  'churn',
  'ch-new-7d',
  'New users in the last 7 days? (first ever event, not just logins)',
  (events, now) => ({ numbers: [O.newUsers(events, L7(N(now))).length], confidence: 'high' }),
);
add(
  'churn',
  'ch-new-lastmonth',
  'How many brand-new users did we get last month (first event ever)?',
  (events, now) => ({ numbers: [O.newUsers(events, lastMonth(N(now))).length], confidence: 'high' }),
);
add(
  'churn',
  'ch-lastweek-thisweek',
  "users who were active last week but haven't shown up this week — how many?",
  (events, now) => ({
    numbers: [O.churned(events, R.lastWeek(N(now)), R.thisWeek(N(now))).length],
    confidence: 'high',
  }),
);
add(
  'churn',
  'ch-between-since',
  (now) =>
    `churn check: users active between ${iso(daysAgo(now, 60))} and ${iso(daysAgo(now, 31))} with no events since ${iso(daysAgo(now, 30))}`,
  (events, now) => ({
    numbers: [
      O.churned(events, R.between(daysAgo(now, 60), daysAgo(now, 31)), R.since(daysAgo(now, 30), N(now)))
        .length,
    ],
    confidence: 'high',
  }),
);
add(
  'churn',
  'ch-new-since',
  (now) => `new customers since ${long(daysAgo(now, 21))}?`,
  (events, now) => ({
    numbers: [O.newUsers(events, R.since(daysAgo(now, 21), N(now))).length],
    confidence: 'high',
  }),
);
add('churn', 'ch-new-14d-list', 'which users are new in the past 14 days? list them', (events, now) => {
  const u = O.newUsers(events, R.lastDays(N(now), 14)).sort();
  return { numbers: [u.length], names: u, unordered: true, confidence: 'high' };
});
add(
  'churn',
  'ch-30-vs-30',
  'how many users active in the 30 days before the last 30 have gone quiet in the last 30 days?',
  (events, now) => ({
    numbers: [O.churned(events, prevDays(30)(N(now)), L30(N(now))).length],
    confidence: 'high',
  }),
);

// ================================= recency =====================================================
add('recency', 'rc-last-dispute', 'when was the last DisputeOpened?', lastX('DisputeOpened'));
add('recency', 'rc-last-upgrade', 'last PlanUpgraded — when?', lastX('PlanUpgraded'));
add(
  'recency',
  'rc-review-yday',
  'did anyone do Human Review Ordered yesterday?',
  countX(R.yesterday, ['Human Review Ordered']),
);
add('recency', 'rc-last-credits', 'When did someone last do credits.purchased?', lastX('credits.purchased'));
add(
  'recency',
  'rc-upgrade-45d',
  'has anybody done PlanUpgraded in the last 45 days?',
  countX((n) => R.lastDays(n, 45), ['PlanUpgraded']),
);
add('recency', 'rc-unknown', 'when was the last caption_burned event?', LOW, { low: true });
add(
  'recency',
  'rc-last-translation',
  'last time anyone did translation_language_added?',
  lastX('translation_language_added'),
);
add('recency', 'rc-last-upload', 'most recent media_uploaded, what time was it?', lastX('media_uploaded'));
add(
  'recency',
  'rc-dispute-incident',
  (now) => `Did anyone raise a DisputeOpened on ${long(incidentDay(now))}?`,
  countX((n) => R.on(incidentDay(n)), ['DisputeOpened']),
);

// ================================= catalogue ===================================================
const catNames = (events) => ({
  names: [...new Set(events.map(O.byName))].sort(),
  unordered: true,
  dataPoints: events.length,
  confidence: 'high',
});
add('catalogue', 'cat-names', 'which event names exist in our data?', catNames);
add('catalogue', 'cat-users', 'how many users do we have in total?', (events) => ({
  numbers: [users(events).size],
  dataPoints: events.length,
  confidence: 'high',
}));
add('catalogue', 'cat-events', 'how many events are stored overal?', (events) => ({
  numbers: [events.length],
  dataPoints: events.length,
  confidence: 'high',
}));
add('catalogue', 'cat-types-counts', 'list every event type with how many times it occurred', (events) => {
  const r = rank(tally(events, O.byName));
  return {
    names: r.map(([k]) => k),
    numbers: r.map(([, v]) => v),
    dataPoints: events.length,
    confidence: 'high',
  };
});
add('catalogue', 'cat-distinct-names', 'how many different event names are we tracking?', (events) => ({
  numbers: [new Set(events.map(O.byName)).size],
  dataPoints: events.length,
  confidence: 'high',
}));
add(
  'catalogue',
  'cat-overview',
  'new PM here, give me the lay of the land: how many users, how many events?',
  (events) => ({
    numbers: [users(events).size, events.length],
    dataPoints: events.length,
    confidence: 'high',
  }),
);

// ================================= other =======================================================
const other = (id, q) => add('other', id, q, LOW);
other('oth-wer', 'what is the average caption accuracy (word error rate) per video?');
other('oth-queue', 'how many files are stuck in the transcription queue right now?');
other('oth-enterprise', 'which customers are on an enterprise contract?');
other('oth-margin', 'what is our gross margin on human review jobs?');
other(
  'oth-languages',
  'which target languages are requested most for translation — spanish, french, german?',
);
other('oth-storage', 'how many gigabytes of storage do the uploaded videos take up?');
other('oth-nps', 'whats the NPS score from our video producers this quarter');
other('oth-reviewer', 'which of our human reviewers handled the most jobs?');
other('oth-refunds', 'how many of the disputes did we win vs refund?');
other('oth-weather', 'will it rain in Berlin tomorrow?');

export { cases, ALL_NAMES };
