import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS as P, NOBODY } from './data.mjs';

const {
  DAY,
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
} = O;

// ---- helpers ---------------------------------------------------------------------------
const ms = (now) => +now;
const ago = (now, k) => O.dayStart(ms(now)) - k * DAY; // start of the UTC day k days back
const iso = (t) => O.isoDay(t);
const MON3 = O.MONTHS.map((m) => m.slice(0, 3));
const d = (t) => new Date(t);
const long = (t) => `${O.MONTHS[d(t).getUTCMonth()]} ${d(t).getUTCDate()}`; // "October 23"
const short = (t) => `${MON3[d(t).getUTCMonth()]} ${d(t).getUTCDate()}`; // "Oct 23"
const ordn = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const dayMonth = (t) => `${ordn(d(t).getUTCDate())} of ${O.MONTHS[d(t).getUTCMonth()]}`; // "23rd of October"
const monthName = (t) => O.MONTHS[d(t).getUTCMonth()];
const hm = (t) => new Date(t).toISOString().slice(11, 16);
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const all = R.all();

const C =
  (type) =>
  (id, question, expect, extra = {}) => ({ id, type, question, expect, ...extra });

// A ranked case: `scope` gives the events read, `key`/`measure` the ranking; figures and names of the first n.
function ranked(
  scope,
  key,
  { n = 5, measure, ascending = false, confidence = 'high', withFigures = true } = {},
) {
  const fn = (events, now) => {
    const evs = scope(events, now);
    const top = rank(tally(evs, key, measure), { n, ascending });
    const x = { names: top.map(([k]) => k), confidence, dataPoints: evs.length };
    if (withFigures) x.numbers = top.map(([, v]) => (Number.isInteger(v) ? v : O.round(v, 2)));
    return x;
  };
  fn.tieAtCut = (events, now) => {
    const full = rank(tally(scope(events, now), key, measure), { ascending });
    return full.length > n && full[n - 1][1] === full[n][1];
  };
  return fn;
}

const cmp = (evsA, evsB, measure = (e) => e.length, confidence = 'high') => {
  const c = change(measure(evsA), measure(evsB));
  return {
    numbers: [c.earlier, c.later, c.diff],
    percents: c.pct === null ? [] : [c.pct],
    confidence,
    dataPoints: evsA.length + evsB.length,
  };
};

const conv = (events, range, a, b, confidence = 'high') => {
  const c = conversion(events, range, a, b);
  return {
    numbers: [c.converted, c.did],
    percents: [c.pct],
    confidence,
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
};

// ---- count -----------------------------------------------------------------------------
const count = C('count');
const cnt =
  (opts, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, typeof opts === 'function' ? opts(now) : opts);
    return { numbers: [evs.length], confidence, dataPoints: evs.length };
  };
const countCases = [
  count(
    'count-submitted-all',
    'how many ApplicationSubmitted events do we have in total?',
    cnt({ names: ['ApplicationSubmitted'] }),
  ),
  count(
    'count-drafts-yesterday',
    'Quick one - how many draft saved events were there yesterday?',
    cnt((now) => ({ range: R.yesterday(ms(now)), names: ['draft.saved'] })),
  ),
  count(
    'count-uploads-7d',
    'number of document-uploaded events in the past 7 days please',
    cnt((now) => ({ range: R.lastDays(ms(now), 7), names: ['document-uploaded'] })),
  ),
  count(
    'count-logins-persona-30d',
    `How many times did ${P.topApplicant} log in over the last 30 days?`,
    cnt((now) => ({ range: R.lastDays(ms(now), 30), names: ['login'], user: P.topApplicant })),
  ),
  count(
    'count-reviews-between',
    (now) =>
      `Between ${iso(ago(now, 40))} and ${iso(ago(now, 20))}, how many Review Scored events were logged?`,
    cnt((now) => ({ range: R.between(ago(now, 40), ago(now, 20)), names: ['Review Scored'] })),
  ),
  count(
    'count-awards-lastmonth',
    'How many award_granted events did we record last month? Need it for the board packet.',
    cnt((now) => ({ range: R.lastMonth(ms(now)), names: ['award_granted'] })),
  ),
  count(
    'count-all-deadline-day',
    (now) =>
      `total number of events on ${dayMonth(ago(now, 33))}? that was the deadline and the site felt slow`,
    cnt((now) => ({ range: R.on(ago(now, 33)) })),
  ),
  count(
    'count-logins-2w-typo',
    'how many loggins in the last 2 weeks',
    cnt((now) => ({ range: R.lastWeeks(ms(now), 2), names: ['login'] }), 'not-high'),
  ),
  count(
    'count-applications-loose',
    'how many applications came in during the last 3 months?',
    cnt((now) => ({ range: R.lastMonths(ms(now), 3), names: ['ApplicationSubmitted'] }), 'not-high'),
  ),
  count('count-unknown-event', 'How many grant_renewed events happened this year?', LOW, { low: true }),
];

// ---- users -----------------------------------------------------------------------------
const usersC = C('users');
const uniq =
  (opts, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, typeof opts === 'function' ? opts(now) : opts);
    return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
  };
const usersCases = [
  usersC('users-all', 'How many unique users have ever used the portal?', uniq({})),
  usersC(
    'users-submitters-30d',
    'how many distinct users submitted an application (ApplicationSubmitted) in the last 30 days?',
    uniq((now) => ({ range: R.lastDays(ms(now), 30), names: ['ApplicationSubmitted'] })),
  ),
  usersC(
    'users-active-lastweek',
    'active users last week?',
    uniq((now) => ({ range: R.lastWeek(ms(now)) })),
  ),
  usersC(
    'users-uploaders-month',
    (now) =>
      `In ${monthName(O.monthStart(ms(now), -2))}, how many people did document-uploaded at least once?`,
    uniq((now) => ({ range: R.month(O.monthStart(ms(now), -2)), names: ['document-uploaded'] })),
  ),
  usersC(
    'users-reviewers-90d',
    'For the reviewer-capacity memo: how many unique users had a Review Scored event in the past 90 days?',
    uniq((now) => ({ range: R.lastDays(ms(now), 90), names: ['Review Scored'] })),
  ),
  usersC(
    'users-yesterday',
    'how many different people were active yesterday',
    uniq((now) => ({ range: R.yesterday(ms(now)) })),
  ),
  usersC(
    'users-reviewers-loose',
    'how many reviewers scored applications in the last 6 weeks?',
    uniq((now) => ({ range: R.lastWeeks(ms(now), 6), names: ['Review Scored'] }), 'not-high'),
  ),
  usersC('users-unknown-event', 'how many users did a budget_revised event since the summer?', LOW, {
    low: true,
  }),
];

// ---- value -----------------------------------------------------------------------------
const valueC = C('value');
const val =
  (opts, f, confidence = 'high') =>
  (events, now) => {
    const evs = select(events, typeof opts === 'function' ? opts(now) : opts);
    return { numbers: [f(evs)], confidence, dataPoints: evs.length };
  };
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : O.round((v[m - 1] + v[m]) / 2, 2);
};
const valueCases = [
  valueC(
    'value-requested-total',
    'What is the total requested amount across all ApplicationSubmitted events? (sum of the value)',
    val({ names: ['ApplicationSubmitted'] }, sum),
  ),
  valueC(
    'value-award-avg-90d',
    'average award_granted amount over the last 90 days',
    val((now) => ({ range: R.lastDays(ms(now), 90), names: ['award_granted'] }), avg),
  ),
  valueC(
    'value-upload-max',
    'biggest document-uploaded value we have ever seen? (value is file size in MB)',
    val({ names: ['document-uploaded'] }, max),
  ),
  valueC(
    'value-score-min-lastmonth',
    'What was the lowest Review Scored value last month?',
    val((now) => ({ range: R.lastMonth(ms(now)), names: ['Review Scored'] }), min),
  ),
  valueC(
    'value-award-median',
    'median award granted amount, all time',
    val({ names: ['award_granted'] }, median),
  ),
  valueC(
    'value-disbursed-since',
    (now) => `How much in Payment Disbursed since ${short(ago(now, 45))}? total please`,
    val((now) => ({ range: R.since(ago(now, 45), ms(now)), names: ['Payment Disbursed'] }), sum),
  ),
  valueC(
    'value-score-avg-persona',
    `whats the mean Review Scored value given by ${P.topReviewer}?`,
    val({ names: ['Review Scored'], user: P.topReviewer }, avg),
  ),
  valueC(
    'value-disbursed-loose',
    'how much money have we disbursed in the last 2 months',
    val((now) => ({ range: R.lastMonths(ms(now), 2), names: ['Payment Disbursed'] }), sum, 'not-high'),
  ),
  valueC('value-unknown-event', 'total of matching_gift_pledged values this year?', LOW, { low: true }),
];

// ---- top-events ------------------------------------------------------------------------
const te = C('top-events');
const topEventsCases = [
  te(
    'top-events-all',
    'what are the top 5 events overall?',
    ranked((ev) => ev, O.byName, { n: 5 }),
  ),
  te(
    'top-events-7d',
    'Top 2 most common events in the past week',
    ranked((ev, now) => select(ev, { range: R.lastDays(ms(now), 7) }), O.byName, { n: 2 }),
  ),
  te(
    'top-events-least',
    'which 2 events are the least common ever?',
    ranked((ev) => ev, O.byName, { n: 2, ascending: true }),
  ),
  te(
    'top-events-lastmonth',
    'list the five most frequent events last month',
    ranked((ev, now) => select(ev, { range: R.lastMonth(ms(now)) }), O.byName, { n: 5 }),
  ),
  te(
    'top-events-persona',
    `What does ${P.topApplicant} do most? top 3 event types for that org`,
    ranked((ev) => select(ev, { user: P.topApplicant }), O.byName, { n: 3 }),
  ),
  te(
    'top-events-month',
    (now) => `most common event in ${monthName(O.monthStart(ms(now), -3))}?`,
    ranked((ev, now) => select(ev, { range: R.month(O.monthStart(ms(now), -3)) }), O.byName, { n: 1 }),
  ),
  te(
    'top-events-bottom-30d',
    'Bottom 2 events by count in the last 30 days — which are barely used?',
    ranked((ev, now) => select(ev, { range: R.lastDays(ms(now), 30) }), O.byName, { n: 2, ascending: true }),
  ),
  te(
    'top-events-deadline-week',
    (now) => `from ${iso(ago(now, 36))} to ${iso(ago(now, 30))}, what were the 4 most common events?`,
    ranked((ev, now) => select(ev, { range: R.between(ago(now, 36), ago(now, 30)) }), O.byName, { n: 4 }),
  ),
];

// ---- top-users -------------------------------------------------------------------------
const tu = C('top-users');
const topUsersCases = [
  tu(
    'top-users-all',
    'Who is our single most active user, counting every event ever?',
    ranked((ev) => ev, O.byUser, { n: 1 }),
  ),
  tu(
    'top-users-submitters',
    'which user has submitted the most applications (ApplicationSubmitted)?',
    ranked((ev) => select(ev, { names: ['ApplicationSubmitted'] }), O.byUser, { n: 1 }),
  ),
  tu(
    'top-users-awarded-value',
    'Which 5 users got the most award_granted value in total? board wants the biggest grantees',
    ranked((ev) => select(ev, { names: ['award_granted'] }), O.byUser, { n: 5, measure: O.value }),
  ),
  tu(
    'top-users-reviewer-30d',
    'who did the most Review Scored events in the last 30 days?',
    ranked((ev, now) => select(ev, { range: R.lastDays(ms(now), 30), names: ['Review Scored'] }), O.byUser, {
      n: 1,
    }),
  ),
  tu(
    'top-users-requested-60d',
    'top 3 users by total ApplicationSubmitted value over the past 60 days',
    ranked(
      (ev, now) => select(ev, { range: R.lastDays(ms(now), 60), names: ['ApplicationSubmitted'] }),
      O.byUser,
      { n: 3, measure: O.value },
    ),
  ),
  tu(
    'top-users-lastweek',
    'most active user in the last 30 days?',
    ranked((ev, now) => select(ev, { range: R.lastDays(ms(now), 30) }), O.byUser, { n: 1 }),
  ),
  tu(
    'top-users-uploaders',
    'Who is the top uploader by document uploaded count since the start of the data?',
    ranked((ev) => select(ev, { names: ['document-uploaded'] }), O.byUser, { n: 1 }),
  ),
  tu(
    'top-users-paid',
    'which user has the highest Payment Disbursed total amount?',
    ranked((ev) => select(ev, { names: ['Payment Disbursed'] }), O.byUser, { n: 1, measure: O.value }),
  ),
  tu(
    'top-users-commenters-loose',
    'who comments the most? top 3',
    ranked((ev) => select(ev, { names: ['comment-added'] }), O.byUser, { n: 3, confidence: 'not-high' }),
  ),
];

// ---- user ------------------------------------------------------------------------------
const us = C('user');
const firstSeen = (events, user) => {
  const evs = select(events, { user });
  const t = Math.min(...evs.map(O.time));
  return { names: [iso(t), hm(t)], confidence: 'high', dataPoints: evs.length };
};
const lastSeen = (events, user) => {
  const evs = select(events, { user });
  const t = Math.max(...evs.map(O.time));
  return { names: [iso(t), hm(t)], confidence: 'high', dataPoints: evs.length };
};
const userCases = [
  us(
    'user-count-top',
    `How many events does ${P.topApplicant} have in total?`,
    cnt({ user: P.topApplicant }),
  ),
  us('user-firstseen-newcomer', `When did ${P.newcomer} first show up?`, (ev) => firstSeen(ev, P.newcomer)),
  us('user-lastseen-churner', `last seen for ${P.churner}? they stopped replying to our emails`, (ev) =>
    lastSeen(ev, P.churner),
  ),
  us('user-names-reviewer', `Which event types has ${P.topReviewer} used?`, (ev) => {
    const evs = select(ev, { user: P.topReviewer });
    return {
      names: [...users(evs.map((e) => ({ userId: e.eventName })))],
      unordered: true,
      confidence: 'high',
      dataPoints: evs.length,
    };
  }),
  us('user-recent-officer', `show me the 3 most recent events for ${P.programOfficer}`, (ev) => {
    const evs = select(ev, { user: P.programOfficer });
    return {
      names: newestFirst(evs)
        .slice(0, 3)
        .map((e) => e.eventName),
      confidence: 'high',
      dataPoints: evs.length,
    };
  }),
  us('user-nobody', `How many events has ${NOBODY} logged?`, LOW, { low: true }),
  us(
    'user-count-30d',
    `${P.bigAwardee}: number of events in the last 30 days?`,
    cnt((now) => ({ range: R.lastDays(ms(now), 30), user: P.bigAwardee })),
  ),
  us(
    'user-submissions',
    `how many ApplicationSubmitted events for ${P.bigAwardee}, and what did they request in total?`,
    (ev) => {
      const evs = select(ev, { user: P.bigAwardee, names: ['ApplicationSubmitted'] });
      return { numbers: [evs.length, sum(evs)], confidence: 'high', dataPoints: evs.length };
    },
  ),
  us('user-unknown-id', 'when was npo_7777 last active?', LOW, { low: true }),
];

// ---- breakdown -------------------------------------------------------------------------
const bd = C('breakdown');
function buckets(scope, key, keys) {
  return (events, now) => {
    const evs = scope(events, now);
    const t = tally(evs, key);
    const ks = keys(now);
    return { names: ks, numbers: ks.map((k) => t.get(k) ?? 0), confidence: 'high', dataPoints: evs.length };
  };
}
const breakdownCases = [
  bd(
    'bd-weekday-submitted',
    'Which weekday gets the most ApplicationSubmitted events?',
    ranked((ev) => select(ev, { names: ['ApplicationSubmitted'] }), O.byWeekday, { n: 1 }),
  ),
  bd(
    'bd-hour-logins',
    'what hour of the day (UTC) has the most logins?',
    ranked((ev) => select(ev, { names: ['login'] }), O.byHour, { n: 1 }),
  ),
  bd(
    'bd-busiest-day-60d',
    'busiest single day in the last 60 days, by event count?',
    ranked((ev, now) => select(ev, { range: R.lastDays(ms(now), 60) }), O.byDay, { n: 1 }),
  ),
  bd(
    'bd-quietest-weekday',
    'Which day of the week is the quietest overall?',
    ranked((ev) => ev, O.byWeekday, { n: 1, ascending: true }),
  ),
  bd(
    'bd-monthly-submitted',
    (now) =>
      `month-by-month ApplicationSubmitted counts from ${iso(O.monthStart(ms(now), -3))} to ${iso(O.monthStart(ms(now)) - DAY)}`,
    buckets(
      (ev, now) =>
        select(ev, {
          range: R.between(O.monthStart(ms(now), -3), O.monthStart(ms(now)) - DAY),
          names: ['ApplicationSubmitted'],
        }),
      O.byMonth,
      (now) => [-3, -2, -1].map((k) => O.isoMonth(O.monthStart(ms(now), k))),
    ),
  ),
  bd(
    'bd-weekly-drafts',
    (now) => {
      const mon = O.weekStart(ms(now)) - 3 * 7 * DAY;
      return `Weekly breakdown of draft.saved between ${long(mon)} and ${long(O.weekStart(ms(now)) - DAY)}, one number per week`;
    },
    buckets(
      (ev, now) =>
        select(ev, {
          range: R.between(O.weekStart(ms(now)) - 21 * DAY, O.weekStart(ms(now)) - DAY),
          names: ['draft.saved'],
        }),
      O.byWeek,
      (now) => [3, 2, 1].map((k) => iso(O.weekStart(ms(now)) - k * 7 * DAY)),
    ),
  ),
  bd(
    'bd-daily-lastweek',
    'daily event counts for last week please (Mon through Sun)',
    buckets(
      (ev, now) => select(ev, { range: R.lastWeek(ms(now)) }),
      O.byDay,
      (now) => [7, 6, 5, 4, 3, 2, 1].map((k) => iso(O.weekStart(ms(now)) - k * DAY)),
    ),
  ),
  bd(
    'bd-busiest-month-awards',
    'In which month did we get the most application submitted events?',
    ranked((ev) => select(ev, { names: ['ApplicationSubmitted'] }), O.byMonth, { n: 1 }),
  ),
  bd(
    'bd-busiest-week-submitted',
    'which week had the most ApplicationSubmitted events? weeks starting Monday',
    ranked((ev) => select(ev, { names: ['ApplicationSubmitted'] }), O.byWeek, { n: 1 }),
  ),
];

// ---- compare ---------------------------------------------------------------------------
const cp = C('compare');
const both = (names, ra, rb, measure, conf) => (ev, now) =>
  cmp(select(ev, { range: ra(now), names }), select(ev, { range: rb(now), names }), measure, conf);
const prevDays = (n) => (now) => ({ from: ms(now) - 2 * n * DAY, to: ms(now) - n * DAY });
const compareCases = [
  cp(
    'cmp-submitted-30d',
    'ApplicationSubmitted in the last 30 days compared with the 30 days before that?',
    both(['ApplicationSubmitted'], prevDays(30), (now) => R.lastDays(ms(now), 30)),
  ),
  cp(
    'cmp-logins-60d',
    'Are logins growing? last 60 days vs the previous 60',
    both(['login'], prevDays(60), (now) => R.lastDays(ms(now), 60)),
  ),
  cp(
    'cmp-all-4w',
    'total events in the past 4 weeks vs the 4 weeks before that (post-deadline slump?)',
    both(
      undefined,
      (now) => ({ from: ms(now) - 8 * 7 * DAY, to: ms(now) - 4 * 7 * DAY }),
      (now) => R.lastWeeks(ms(now), 4),
    ),
  ),
  cp(
    'cmp-awards-months',
    (now) =>
      `award_granted count: ${monthName(O.monthStart(ms(now), -2))} vs ${monthName(O.monthStart(ms(now), -1))}`,
    both(
      ['award_granted'],
      (now) => R.month(O.monthStart(ms(now), -2)),
      (now) => R.month(O.monthStart(ms(now), -1)),
    ),
  ),
  cp('cmp-active-14d', 'active users: past 14 days compared to the 14 days before', (ev, now) =>
    cmp(
      select(ev, { range: prevDays(14)(now) }),
      select(ev, { range: R.lastDays(ms(now), 14) }),
      (evs) => users(evs).size,
    ),
  ),
  cp(
    'cmp-awarded-value-60d',
    'total award_granted amount last 60 days vs the prior 60 days — up or down?',
    both(['award_granted'], prevDays(60), (now) => R.lastDays(ms(now), 60), sum),
  ),
  cp(
    'cmp-persona-30d',
    `is ${P.topApplicant} more or less active than before? last 30 days vs previous 30`,
    (ev, now) =>
      cmp(
        select(ev, { range: prevDays(30)(now), user: P.topApplicant }),
        select(ev, { range: R.lastDays(ms(now), 30), user: P.topApplicant }),
      ),
  ),
  cp(
    'cmp-reviews-loose',
    'are we getting more reviews done? past 30 days vs the 30 before',
    both(['Review Scored'], prevDays(30), (now) => R.lastDays(ms(now), 30), undefined, 'not-high'),
  ),
];

// ---- share -----------------------------------------------------------------------------
const sh = C('share');
const evShare =
  (names, range, confidence = 'high', user) =>
  (ev, now) => {
    const scope = select(ev, { range: range(now) });
    const part = scope.filter((e) => (!names || names.includes(e.eventName)) && (!user || e.userId === user));
    return { percents: [percent(part.length, scope.length)], confidence, dataPoints: scope.length };
  };
const userShare =
  (names, range, confidence = 'high') =>
  (ev, now) => {
    const scope = select(ev, { range: range(now) });
    const did = users(scope.filter((e) => names.includes(e.eventName)));
    return { percents: [percent(did.size, users(scope).size)], confidence, dataPoints: scope.length };
  };
const shareCases = [
  sh(
    'share-submitted-all',
    'What percentage of all events are ApplicationSubmitted?',
    evShare(['ApplicationSubmitted'], () => all),
  ),
  sh(
    'share-users-submitted-30d',
    'Of the users active in the last 30 days, what % did ApplicationSubmitted?',
    userShare(['ApplicationSubmitted'], (now) => R.lastDays(ms(now), 30)),
  ),
  sh(
    'share-logins-7d',
    'share of events in the past 7 days that were logins',
    evShare(['login'], (now) => R.lastDays(ms(now), 7)),
  ),
  sh(
    'share-users-awarded',
    'what percent of users have ever had an award_granted?',
    userShare(['award_granted'], () => all),
  ),
  sh(
    'share-reviews-lastmonth',
    'Last month, what fraction of events were Review Scored? as a percentage',
    evShare(['Review Scored'], (now) => R.lastMonth(ms(now))),
  ),
  sh(
    'share-users-upload-since',
    (now) =>
      `since ${iso(ago(now, 50))}, what percentage of active users uploaded a document (document-uploaded)?`,
    userShare(['document-uploaded'], (now) => R.since(ago(now, 50), ms(now))),
  ),
  sh(
    'share-persona-events',
    `What percent of all events come from ${P.topReviewer}?`,
    evShare(undefined, () => all, 'high', P.topReviewer),
  ),
  sh(
    'share-drafts-loose',
    'roughly what share of activity is people saving drafts?',
    evShare(['draft.saved'], () => all, 'not-high'),
  ),
];

// ---- conversion ------------------------------------------------------------------------
const cv = C('conversion');
const conversionCases = [
  cv(
    'conv-created-submitted',
    'Of the users with account_created, how many went on to do ApplicationSubmitted afterwards? percentage too',
    (ev) => conv(ev, all, 'account_created', 'ApplicationSubmitted'),
  ),
  cv('conv-submitted-awarded', 'conversion from ApplicationSubmitted to award_granted, all time', (ev) =>
    conv(ev, all, 'ApplicationSubmitted', 'award_granted'),
  ),
  cv(
    'conv-awarded-report',
    'Of orgs with an award granted, how many later did report filed? we need to chase the rest',
    (ev) => conv(ev, all, 'award_granted', 'report.filed'),
  ),
  cv(
    'conv-draft-submit-30d',
    'In the last 30 days: users who did draft.saved — what share then did ApplicationSubmitted?',
    (ev, now) => conv(ev, R.lastDays(ms(now), 30), 'draft.saved', 'ApplicationSubmitted'),
  ),
  cv(
    'conv-reminder-submit-60d',
    'did reminders work? of users who got DeadlineReminderSent in the last 60 days, how many submitted (ApplicationSubmitted) after?',
    (ev, now) => conv(ev, R.lastDays(ms(now), 60), 'DeadlineReminderSent', 'ApplicationSubmitted'),
  ),
  cv('conv-login-upload-14d', 'past 14 days, login → document-uploaded conversion', (ev, now) =>
    conv(ev, R.lastDays(ms(now), 14), 'login', 'document-uploaded'),
  ),
  cv(
    'conv-award-paid-loose',
    'of the nonprofits that won grants, how many actually got paid afterwards?',
    (ev) => conv(ev, all, 'award_granted', 'Payment Disbursed', 'not-high'),
  ),
  cv(
    'conv-submit-withdraw-90d',
    'over the last 3 months, of users who did ApplicationSubmitted how many did application.withdrawn after?',
    (ev, now) => conv(ev, R.lastMonths(ms(now), 3), 'ApplicationSubmitted', 'application.withdrawn'),
  ),
  cv('conv-unknown', 'what % of users who did site_visit went on to ApplicationSubmitted?', LOW, {
    low: true,
  }),
];

// ---- churn / new -----------------------------------------------------------------------
const ch = C('churn');
const churnCount = (a, b) => (ev, now) => ({
  numbers: [churned(ev, a(now), b(now)).length],
  confidence: 'high',
});
const newCount = (r) => (ev, now) => ({ numbers: [newUsers(ev, r(now)).length], confidence: 'high' });
const churnCases = [
  ch(
    'churn-30d',
    'How many users were active in the 30 days before the last 30 days but have done nothing in the last 30 days?',
    churnCount(prevDays(30), (now) => R.lastDays(ms(now), 30)),
  ),
  ch(
    'new-30d',
    'new users in the last 30 days?',
    newCount((now) => R.lastDays(ms(now), 30)),
  ),
  ch(
    'new-lastmonth',
    'how many brand-new users (first event ever) did we get last month',
    newCount((now) => R.lastMonth(ms(now))),
  ),
  ch(
    'churn-months',
    (now) =>
      `users active in ${monthName(O.monthStart(ms(now), -2))} who did not come back in ${monthName(O.monthStart(ms(now), -1))}?`,
    churnCount(
      (now) => R.month(O.monthStart(ms(now), -2)),
      (now) => R.month(O.monthStart(ms(now), -1)),
    ),
  ),
  ch(
    'new-14d',
    'how many first-time users showed up in the past 2 weeks',
    newCount((now) => R.lastWeeks(ms(now), 2)),
  ),
  ch(
    'new-since',
    (now) => `New users since ${short(ago(now, 60))}?`,
    newCount((now) => R.since(ago(now, 60), ms(now))),
  ),
  ch(
    'churn-lastweek',
    'who went quiet: active the week before last, but not last week? how many',
    churnCount(
      (now) => ({ from: O.weekStart(ms(now)) - 14 * DAY, to: O.weekStart(ms(now)) - 7 * DAY }),
      (now) => R.lastWeek(ms(now)),
    ),
  ),
  ch(
    'churn-early',
    (now) =>
      `How many users had activity between ${iso(ago(now, 119))} and ${iso(ago(now, 90))} and none in the last 60 days?`,
    churnCount(
      (now) => R.between(ago(now, 119), ago(now, 90)),
      (now) => R.lastDays(ms(now), 60),
    ),
  ),
];

// ---- recency ---------------------------------------------------------------------------
const rc = C('recency');
const lastOf = (names, user) => (ev) => {
  const evs = select(ev, { names, user });
  const t = Math.max(...evs.map(O.time));
  return { names: [iso(t), hm(t)], confidence: 'high', dataPoints: evs.length };
};
const recencyCases = [
  rc('last-withdrawn', 'When was the last application.withdrawn?', lastOf(['application.withdrawn'])),
  rc(
    'any-report-7d',
    'did anyone file a report (report.filed) in the last 7 days?',
    cnt((now) => ({ range: R.lastDays(ms(now), 7), names: ['report.filed'] })),
  ),
  rc('last-award', 'most recent award_granted — when?', lastOf(['award_granted'])),
  rc('last-churner', `when did ${P.churner} last do anything?`, lastOf(undefined, P.churner)),
  rc(
    'any-upload-yesterday',
    'Did anybody do document-uploaded yesterday?',
    cnt((now) => ({ range: R.yesterday(ms(now)), names: ['document-uploaded'] })),
  ),
  rc('last-submitted', 'last time someone did ApplicationSubmitted?', lastOf(['ApplicationSubmitted'])),
  rc('last-payment', 'When did the most recent Payment Disbursed happen?', lastOf(['Payment Disbursed'])),
  rc(
    'ever-report-persona',
    `Has ${P.bigAwardee} ever received a Payment Disbursed? how many times`,
    cnt({ names: ['Payment Disbursed'], user: P.bigAwardee }),
  ),
  rc('last-unknown', 'when was the last site_audit event?', LOW, { low: true }),
];

// ---- catalogue -------------------------------------------------------------------------
const ca = C('catalogue');
const catNames = (ev) => ({
  names: [...new Set(ev.map((e) => e.eventName))].sort(),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
});
const catalogueCases = [
  ca('cat-names', 'What event names do we track?', catNames),
  ca('cat-users', 'how many users are there overall?', (ev) => ({
    numbers: [users(ev).size],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  ca('cat-events', 'Total number of events stored, all time?', (ev) => ({
    numbers: [ev.length],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  ca('cat-distinct-names', 'how many different event types exist in the data?', (ev) => ({
    numbers: [new Set(ev.map((e) => e.eventName)).size],
    confidence: 'high',
    dataPoints: ev.length,
  })),
  ca(
    'cat-overview',
    'new here — give me the overview: which events exist, and how many users and events in total?',
    (ev) => ({ ...catNames(ev), numbers: [users(ev).size, ev.length] }),
  ),
  ca('cat-list-typo', 'can you lsit all the event types in the portal', catNames),
  ca('cat-users-events', 'For the annual report: total users and total events across everything', (ev) => ({
    numbers: [users(ev).size, ev.length],
    confidence: 'high',
    dataPoints: ev.length,
  })),
];

// ---- other (not answerable from these events) ------------------------------------------
const ot = C('other');
const otherCases = [
  ot('other-geo', 'Which US states do most of our applicants come from?', LOW),
  ot('other-budget', 'how much of this year’s grant budget is left?', LOW),
  ot('other-essay', 'What did npo_1007 write in the project narrative of their last application?', LOW),
  ot('other-bias', 'Are reviewers biased against small organizations? check fairness by org size', LOW),
  ot('other-pageload', 'why is the portal so slow to load the upload page? what’s the p95 latency', LOW),
  ot('other-forecast', 'Forecast how many applications we’ll get in the next spring cycle', LOW),
  ot('other-email', 'what is the contact email for staff.maria?', LOW),
  ot('other-tax', 'Which applicants have lost their 501(c)(3) status?', LOW),
  ot('other-weather', 'will it rain at the foundation retreat on Friday?', LOW),
  ot('other-nps', 'What is the satisfaction score nonprofits gave the portal in the survey?', LOW),
];

export const cases = [
  ...countCases,
  ...usersCases,
  ...valueCases,
  ...topEventsCases,
  ...topUsersCases,
  ...userCases,
  ...breakdownCases,
  ...compareCases,
  ...shareCases,
  ...conversionCases,
  ...churnCases,
  ...recencyCases,
  ...catalogueCases,
  ...otherCases,
];
