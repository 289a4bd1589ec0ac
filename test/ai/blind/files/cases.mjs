// Blind cases for "files" (cloud file storage and sharing for small businesses).
// `question` is a string or a function of `now` (a Date); `expect(events, now)` returns the
// expectation for /work/shared/ai/eval/score.mjs, computed from the events with oracle.mjs.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';

const { ranges: R, DAY } = o;

// ---- question text helpers ----------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY; // start of the day n days back
const monthsBack = (now, n) => o.monthStart(+now, -n); // start of the month n back
const ord = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const longDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${o.MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${new Date(t).getUTCFullYear()}`;
const minute = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders -----------------------------------------------------------------

const HIGH = 'high';
const NOT_HIGH = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };
const r2 = (x) => o.round(x, 2);
const nonZero = (xs) => xs.filter((x) => x !== 0);

const withTie = (expect, tieAtCut) => Object.assign(expect, { tieAtCut });

// Scope: (now ms) → { range, names, user } for o.select.
const count = (scope) => (ev, now) => {
  const s = o.select(ev, scope(+now));
  return s.length ? { numbers: [s.length], confidence: HIGH, dataPoints: s.length } : LOW;
};

const distinctUsers = (scope) => (ev, now) => {
  const s = o.select(ev, scope(+now));
  return s.length ? { numbers: [o.users(s).size], confidence: HIGH, dataPoints: s.length } : LOW;
};

const median = (evs) => {
  const v = evs.map(o.value).sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
};
const MEASURES = { sum: (s) => r2(o.sum(s)), avg: o.avg, min: o.min, max: o.max, median };
const measure = (kind, scope) => (ev, now) => {
  const s = o.select(ev, scope(+now));
  return s.length ? { numbers: [MEASURES[kind](s)], confidence: HIGH, dataPoints: s.length } : LOW;
};

// A loose wording: the engine must name the stored event(s) and may not be sure.
const loose =
  (...names) =>
  () => ({ names, confidence: NOT_HIGH });

// Money words: sum of plan_upgraded values, stated assumption → medium.
const MONEY = ['plan_upgraded'];
const revenue = (range) => (ev, now) => {
  const s = o.select(ev, { range: range(+now), names: MONEY });
  return s.length ? { names: MONEY, numbers: [r2(o.sum(s))], confidence: NOT_HIGH } : LOW;
};

// Ranked list over `key`; figures rounded to 2 decimals when summing values.
const rankedList = (scope, key, { n = Infinity, ascending = false, by, confidence = HIGH } = {}) => {
  const full = (ev, now) => o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
  const expect = (ev, now) => {
    const s = o.select(ev, scope(+now));
    if (!s.length) return LOW;
    const top = full(ev, now).slice(0, n);
    const out = { names: top.map(([k]) => k), numbers: top.map(([, v]) => (by ? r2(v) : v)), confidence };
    if (confidence === HIGH) out.dataPoints = s.length;
    return out;
  };
  return withTie(expect, (ev, now) => {
    const all = full(ev, now);
    return n < all.length && all[n - 1][1] === all[n][1];
  });
};

// Per-bucket breakdown: every bucket with its count.
const breakdown =
  (scope, key, { labels = true } = {}) =>
  (ev, now) => {
    const s = o.select(ev, scope(+now));
    if (!s.length) return LOW;
    const t = o.tally(s, key);
    const out = { numbers: [...t.values()], confidence: HIGH, dataPoints: s.length };
    if (labels) Object.assign(out, { names: [...t.keys()].sort(), unordered: true });
    return out;
  };

// Busiest (or quietest) bucket: its label and its count.
const busiest = (scope, key, { ascending = false } = {}) => rankedList(scope, key, { n: 1, ascending });

// Two periods, earlier first; `measureOf` counts events by default.
const compare =
  (names, periods, measureOf = (s) => s.length) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const c = o.change(measureOf(a), measureOf(b));
    return {
      numbers: nonZero([c.earlier, c.later, c.diff]),
      percents: c.pct === null ? [] : [c.pct],
      confidence: HIGH,
      dataPoints: a.length + b.length,
    };
  };

const shareOfEvents = (names, range) => (ev, now) => {
  const all = o.select(ev, { range: range(+now) });
  return all.length
    ? {
        percents: [o.percent(o.select(all, { names }).length, all.length)],
        confidence: HIGH,
        dataPoints: all.length,
      }
    : LOW;
};

const shareOfUsers = (names, range) => (ev, now) => {
  const all = o.select(ev, { range: range(+now) });
  return all.length
    ? {
        percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
        confidence: HIGH,
        dataPoints: all.length,
      }
    : LOW;
};

const conversion = (a, b, range) => (ev, now) => {
  const r = range(+now);
  const c = o.conversion(ev, r, a, b);
  if (!c.did) return LOW;
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: HIGH,
    dataPoints: o.select(ev, { range: r, names: [a, b] }).length,
  };
};

const churned = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  if (!o.select(ev, { range: active }).length) return LOW;
  return { numbers: [o.churned(ev, active, inactive).length], confidence: HIGH };
};

const newUsers = (range) => (ev, now) => {
  const r = range(+now);
  if (!o.select(ev, { range: r }).length) return LOW;
  return { numbers: [o.newUsers(ev, r).length], confidence: HIGH };
};

// "When was the last X": date and minute of the newest match; dataPoints all X events.
const lastSeen = (scope) => (ev, now) => {
  const s = o.select(ev, scope(+now));
  if (!s.length) return LOW;
  const t = o.time(o.newestFirst(s)[0]);
  return { names: [o.isoDay(t), minute(t)], confidence: HIGH, dataPoints: s.length };
};

const firstSeen = (scope) => (ev, now) => {
  const s = o.select(ev, scope(+now));
  if (!s.length) return LOW;
  const t = Math.min(...s.map(o.time));
  return { names: [o.isoDay(t), minute(t)], confidence: HIGH, dataPoints: s.length };
};

// "Did anyone do X": yes, with the matching events read.
const exists = (scope) => (ev, now) => {
  const s = o.select(ev, scope(+now));
  return s.length ? { confidence: HIGH, dataPoints: s.length } : LOW;
};

const allNames = (evs) => [...new Set(evs.map(o.byName))].sort();

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-uploaded-today',
    type: 'count',
    question: 'hwo many file_uploaded events today so far?',
    expect: count((now) => ({ range: R.today(now), names: ['file_uploaded'] })),
  },
  {
    id: 'count-loggedin-yesterday',
    type: 'count',
    question: 'Logged In count for yesterday?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['Logged In'] })),
  },
  {
    id: 'count-all-last-week',
    type: 'count',
    question: 'Hey - what was the total number of events last week? need it for the monday sync',
    expect: count((now) => ({ range: R.lastWeek(now) })),
  },
  {
    id: 'count-sharelinks-this-month',
    type: 'count',
    question: 'how many share_link_created this month',
    expect: count((now) => ({ range: R.thisMonth(now), names: ['share_link_created'] })),
  },
  {
    id: 'count-folders-between',
    type: 'count',
    question: (now) =>
      `How many folder_created events were there between ${shortDay(daysAgo(now, 16))} and ${shortDay(daysAgo(now, 10))}?`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 16), daysAgo(now, 10)),
      names: ['folder_created'],
    })),
  },
  {
    id: 'count-deleted-on-day',
    type: 'count',
    question: (now) => `number of file_deleted on ${longDay(daysAgo(now, 6))}`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 6)), names: ['file_deleted'] })),
  },
  {
    id: 'count-restored-before',
    type: 'count',
    question: (now) => `file_restored events before ${longDay(daysAgo(now, 30))} - how many were there?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 30)), names: ['file_restored'] })),
  },
  {
    id: 'count-downloaded-48h',
    type: 'count',
    question: 'In the past 48 hours, how many file_downloaded events did we get?',
    expect: count((now) => ({ range: R.lastHours(now, 48), names: ['file_downloaded'] })),
  },
  {
    id: 'count-downloads-loose-month',
    type: 'count',
    question: (now) => `how many downloads did we have in ${monthName(monthsBack(now, 1))}?`,
    expect: loose('file_downloaded'),
  },
  {
    id: 'count-events-three-weeks',
    type: 'count',
    question: 'how much activity in the last three weeks? just the number of events',
    expect: count((now) => ({ range: R.lastWeeks(now, 3) })),
  },
  {
    id: 'count-up-and-down-since',
    type: 'count',
    question: (now) =>
      `file_uploaded + file_downloaded since ${shortDay(daysAgo(now, 12))}, combined count pls`,
    expect: count((now) => ({
      range: R.since(daysAgo(now, 12), now),
      names: ['file_uploaded', 'file_downloaded'],
    })),
  },
  {
    id: 'count-uploads-loose-this-week',
    type: 'count',
    question: 'quick one - how many uploads this week?',
    expect: loose('file_uploaded'),
  },
  {
    id: 'count-unknown-event',
    type: 'count',
    low: true,
    question: 'How many comment_added events this month?',
    expect: () => LOW,
  },
  {
    id: 'count-before-window',
    type: 'count',
    low: true,
    question: (now) => `how many file_uploaded events before ${o.isoDay(daysAgo(now, 150))}?`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 150)), names: ['file_uploaded'] })),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-unique-last-month',
    type: 'users',
    question: 'How many unique users did we have last month?',
    expect: distinctUsers((now) => ({ range: R.lastMonth(now) })),
  },
  {
    id: 'users-signed-up-30d',
    type: 'users',
    question: 'For the board deck: how many people signed up in the last 30 days?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 30), names: ['Signed Up'] })),
  },
  {
    id: 'users-active-today',
    type: 'users',
    question: 'active users today?',
    expect: distinctUsers((now) => ({ range: R.today(now) })),
  },
  {
    id: 'users-search-past-week',
    type: 'users',
    question: 'How many distinct users did a search.performed in the past week?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 7), names: ['search.performed'] })),
  },
  {
    id: 'users-sharelink-this-year',
    type: 'users',
    question: 'number of customers with a share_link_created event this year',
    expect: distinctUsers((now) => ({ range: R.thisYear(now), names: ['share_link_created'] })),
  },
  {
    id: 'users-upgraded-ever',
    type: 'users',
    question: 'How many people have ever had a plan_upgraded?',
    expect: distinctUsers(() => ({ names: ['plan_upgraded'] })),
  },
  {
    id: 'users-teammates-uploaded-loose',
    type: 'users',
    question: 'how many teammates uploaded files over the last 2 months',
    expect: loose('file_uploaded'),
  },
  {
    id: 'users-preview-since',
    type: 'users',
    question: (now) => `unique users with preview.opened since ${longDay(daysAgo(now, 25))}`,
    expect: distinctUsers((now) => ({ range: R.since(daysAgo(now, 25), now), names: ['preview.opened'] })),
  },
  {
    id: 'users-last-12h',
    type: 'users',
    question: 'How many users were active in teh last 12 hours?',
    expect: distinctUsers((now) => ({ range: R.lastHours(now, 12) })),
  },
  {
    id: 'users-past-2-months',
    type: 'users',
    question: 'active users in the past 2 months',
    expect: distinctUsers((now) => ({ range: R.lastMonths(now, 2) })),
  },
  {
    id: 'users-on-iso-day',
    type: 'users',
    question: (now) => `how many different people did anything on ${o.isoDay(daysAgo(now, 9))}?`,
    expect: distinctUsers((now) => ({ range: R.on(daysAgo(now, 9)) })),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-uploaded-sum-14d',
    type: 'value',
    question: 'Total file_uploaded value over the last 14 days?',
    expect: measure('sum', (now) => ({ range: R.lastDays(now, 14), names: ['file_uploaded'] })),
  },
  {
    id: 'value-preview-avg',
    type: 'value',
    question: 'whats the average preview.opened value',
    expect: measure('avg', () => ({ names: ['preview.opened'] })),
  },
  {
    id: 'value-downloaded-max-month',
    type: 'value',
    question: 'max file_downloaded value this month',
    expect: measure('max', (now) => ({ range: R.thisMonth(now), names: ['file_downloaded'] })),
  },
  {
    id: 'value-upgraded-min',
    type: 'value',
    question: 'What is the minimum plan_upgraded value, all time?',
    expect: measure('min', () => ({ names: ['plan_upgraded'] })),
  },
  {
    id: 'value-preview-median-last-month',
    type: 'value',
    question: 'median preview.opened value last month?',
    expect: measure('median', (now) => ({ range: R.lastMonth(now), names: ['preview.opened'] })),
  },
  {
    id: 'value-revenue-this-month',
    type: 'value',
    question: 'How much revenue have we made this month?',
    expect: revenue((now) => R.thisMonth(now)),
  },
  {
    id: 'value-search-avg-user',
    type: 'value',
    question: 'avg search.performed value for usr_1007',
    expect: measure('avg', () => ({ names: ['search.performed'], user: 'usr_1007' })),
  },
  {
    id: 'value-deleted-mean-month',
    type: 'value',
    question: (now) => `mean file_deleted value in ${monthName(monthsBack(now, 2))}`,
    expect: measure('avg', (now) => ({ range: R.month(monthsBack(now, 2)), names: ['file_deleted'] })),
  },
  {
    id: 'value-sales-30d',
    type: 'value',
    question: 'sales in the last 30 days?',
    expect: revenue((now) => R.lastDays(now, 30)),
  },
  {
    id: 'value-restored-sum-7d',
    type: 'value',
    question:
      'Sum of file_restored value in the last 7 days (support wants to know how much got rescued from the trash)',
    expect: measure('sum', (now) => ({ range: R.lastDays(now, 7), names: ['file_restored'] })),
  },
  {
    id: 'value-upload-size-loose',
    type: 'value',
    question: "what's the avg upload size?",
    expect: loose('file_uploaded'),
  },
  {
    id: 'value-uploaded-max-last-week',
    type: 'value',
    question: 'last week, what was the max file_uploaded value?',
    expect: measure('max', (now) => ({ range: R.lastWeek(now), names: ['file_uploaded'] })),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-default',
    type: 'top-events',
    question: 'What are our top events?',
    expect: rankedList(() => ({}), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-3-this-week',
    type: 'top-events',
    question: 'top 3 events this week',
    expect: rankedList((now) => ({ range: R.thisWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-least-common',
    type: 'top-events',
    question: 'least common event overall?',
    expect: rankedList(() => ({}), o.byName, { n: 1, ascending: true }),
  },
  {
    id: 'top-events-ten-last-month',
    type: 'top-events',
    question: 'most frequent events last month, top ten',
    expect: rankedList((now) => ({ range: R.lastMonth(now) }), o.byName, { n: 10 }),
  },
  {
    id: 'top-events-five-24h',
    type: 'top-events',
    question: 'what did people do most in the past 24 hours? top five events pls',
    expect: rankedList((now) => ({ range: R.lastHours(now, 24) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-bottom-3-year',
    type: 'top-events',
    question: 'bottom 3 events this year by count',
    expect: rankedList((now) => ({ range: R.thisYear(now) }), o.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-yesterday-1',
    type: 'top-events',
    question: 'Which event was the most common yesterday?',
    expect: rankedList((now) => ({ range: R.yesterday(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-rank-all-last-week',
    type: 'top-events',
    question: 'rank every event by how often it happened last week',
    expect: rankedList((now) => ({ range: R.lastWeek(now) }), o.byName),
  },
  {
    id: 'top-events-2-on-day',
    type: 'top-events',
    question: (now) => `top 2 events on ${shortDay(daysAgo(now, 4))}`,
    expect: rankedList((now) => ({ range: R.on(daysAgo(now, 4)) }), o.byName, { n: 2 }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-5-all',
    type: 'top-users',
    question: 'Who are our 5 most active users? (by number of events)',
    expect: rankedList(() => ({}), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-3-uploaded-last-month',
    type: 'top-users',
    question: 'top 3 users by file_uploaded last month',
    expect: rankedList((now) => ({ range: R.lastMonth(now), names: ['file_uploaded'] }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-1-this-week',
    type: 'top-users',
    question: 'most active user this week?',
    expect: rankedList((now) => ({ range: R.thisWeek(now) }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who are our three biggest spenders?',
    expect: rankedList(() => ({ names: MONEY }), o.byUser, { n: 3, by: o.value, confidence: NOT_HIGH }),
  },
  {
    id: 'top-users-10-upload-value',
    type: 'top-users',
    question: 'Which 10 users have the highest total file_uploaded value?',
    expect: rankedList(() => ({ names: ['file_uploaded'] }), o.byUser, { n: 10, by: o.value }),
  },
  {
    id: 'top-users-logged-in-30d',
    type: 'top-users',
    question: 'who logged in the most in the last 30 days',
    expect: rankedList((now) => ({ range: R.lastDays(now, 30), names: ['Logged In'] }), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-2-preview-month',
    type: 'top-users',
    question: (now) => `top two users by preview.opened in ${monthName(monthsBack(now, 1))}`,
    expect: rankedList(
      (now) => ({ range: R.month(monthsBack(now, 1)), names: ['preview.opened'] }),
      o.byUser,
      { n: 2 },
    ),
  },
  {
    id: 'top-users-3-search-month',
    type: 'top-users',
    question: 'top 3 people by search.performed count this month',
    expect: rankedList((now) => ({ range: R.thisMonth(now), names: ['search.performed'] }), o.byUser, {
      n: 3,
    }),
  },
  {
    id: 'top-users-inviters-loose',
    type: 'top-users',
    question: 'which workspace admins invited the most teammates?',
    expect: loose('member.invited'),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-heaviest-count',
    type: 'user',
    question: 'How many events does usr_1007 have?',
    expect: count(() => ({ user: 'usr_1007' })),
  },
  {
    id: 'user-lapsed-last-seen',
    type: 'user',
    question: 'Support ticket from usr_1123 - when was this user last seen?',
    expect: lastSeen(() => ({ user: 'usr_1123' })),
  },
  {
    id: 'user-newcomer-first-seen',
    type: 'user',
    question: 'first seen for usr_1488?',
    expect: firstSeen(() => ({ user: 'usr_1488' })),
  },
  {
    id: 'user-viewer-event-names',
    type: 'user',
    question: 'which events has usr_1311 done?',
    expect: (ev) => {
      const s = o.select(ev, { user: 'usr_1311' });
      return { names: allNames(s), unordered: true, confidence: HIGH, dataPoints: s.length };
    },
  },
  {
    id: 'user-heaviest-last-3',
    type: 'user',
    question: "usr_1007's last 3 events",
    expect: withTie(
      (ev) => {
        const s = o.select(ev, { user: 'usr_1007' });
        return { names: o.newestFirst(s).slice(0, 3).map(o.byName), confidence: HIGH, dataPoints: s.length };
      },
      (ev) => {
        const t = o
          .newestFirst(o.select(ev, { user: 'usr_1007' }))
          .slice(0, 4)
          .map(o.time);
        return new Set(t).size < t.length;
      },
    ),
  },
  {
    id: 'user-lapsed-logged-in',
    type: 'user',
    question: 'How many times has usr_1123 Logged In?',
    expect: count(() => ({ user: 'usr_1123', names: ['Logged In'] })),
  },
  {
    id: 'user-admin-uploaded-60d',
    type: 'user',
    question: 'how many file_uploaded events for usr_1042 in the last 60 days',
    expect: count((now) => ({ user: 'usr_1042', range: R.lastDays(now, 60), names: ['file_uploaded'] })),
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: 'Is usr_9999 one of ours? how many events do they have',
    expect: count(() => ({ user: 'usr_9999' })),
  },
  {
    id: 'user-viewer-preview-total',
    type: 'user',
    question: 'total preview.opened value for usr_1311',
    expect: measure('sum', () => ({ user: 'usr_1311', names: ['preview.opened'] })),
  },
  {
    id: 'user-newcomer-total',
    type: 'user',
    question: 'usr_1488 - how many events in total?',
    expect: count(() => ({ user: 'usr_1488' })),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'breakdown-per-day-7d',
    type: 'breakdown',
    question: 'events per day for the last 7 days',
    expect: breakdown((now) => ({ range: R.lastDays(now, 7) }), o.byDay),
  },
  {
    id: 'breakdown-busiest-weekday',
    type: 'breakdown',
    question: 'which day of the week is busiest for us?',
    expect: busiest(() => ({}), o.byWeekday),
  },
  {
    id: 'breakdown-uploaded-peak-hour',
    type: 'breakdown',
    question: 'which hour of the day gets the most file_uploaded?',
    expect: busiest(() => ({ names: ['file_uploaded'] }), o.byHour),
  },
  {
    id: 'breakdown-weekly-logged-in-4w',
    type: 'breakdown',
    question: 'weekly Logged In counts over the last 4 weeks',
    expect: breakdown((now) => ({ range: R.lastWeeks(now, 4), names: ['Logged In'] }), o.byWeek, {
      labels: false,
    }),
  },
  {
    id: 'breakdown-monthly-signed-up',
    type: 'breakdown',
    question: (now) => `monthly Signed Up numbers since ${longDay(monthsBack(now, 3))}`,
    expect: breakdown(
      (now) => ({ range: R.since(monthsBack(now, 3), now), names: ['Signed Up'] }),
      o.byMonth,
    ),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'what was our busiest day in the last 30 days?',
    expect: busiest((now) => ({ range: R.lastDays(now, 30) }), o.byDay),
  },
  {
    id: 'breakdown-quietest-weekday',
    type: 'breakdown',
    question: 'Which weekday has the fewest events?',
    expect: busiest(() => ({}), o.byWeekday, { ascending: true }),
  },
  {
    id: 'breakdown-daily-sharelinks-week',
    type: 'breakdown',
    question: 'daily share_link_created this week',
    expect: breakdown((now) => ({ range: R.thisWeek(now), names: ['share_link_created'] }), o.byDay),
  },
  {
    id: 'breakdown-downloaded-by-month',
    type: 'breakdown',
    question: 'file_downloaded by month',
    expect: breakdown(() => ({ names: ['file_downloaded'] }), o.byMonth),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'compare-uploaded-7d',
    type: 'compare',
    question: 'file_uploaded in the last 7 days vs the previous 7 days',
    expect: compare(['file_uploaded'], (now) => [
      { from: now - 14 * DAY, to: now - 7 * DAY },
      R.lastDays(now, 7),
    ]),
  },
  {
    id: 'compare-signed-up-two-months',
    type: 'compare',
    question: (now) => `Signed Up in ${monthName(monthsBack(now, 2))} vs ${monthName(monthsBack(now, 1))}?`,
    expect: compare(['Signed Up'], (now) => [R.month(monthsBack(now, 2)), R.month(monthsBack(now, 1))]),
  },
  {
    id: 'compare-logged-in-30d-growing',
    type: 'compare',
    question: 'Is Logged In growing? last 30 days compared with the 30 days before',
    expect: compare(['Logged In'], (now) => [
      { from: now - 60 * DAY, to: now - 30 * DAY },
      R.lastDays(now, 30),
    ]),
  },
  {
    id: 'compare-sharelinks-24h',
    type: 'compare',
    question: 'share_link_created in the last 24 hours compared with the 24 hours before?',
    expect: compare(['share_link_created'], (now) => [
      { from: now - 2 * DAY, to: now - DAY },
      R.lastHours(now, 24),
    ]),
  },
  {
    id: 'compare-uploads-loose-month',
    type: 'compare',
    question: 'compare uploads this month with last month',
    expect: loose('file_uploaded'),
  },
  {
    id: 'compare-events-yesterday',
    type: 'compare',
    question: 'total events yesterday vs the day before',
    expect: compare(undefined, (now) => [R.on(daysAgo(now, 2)), R.yesterday(now)]),
  },
  {
    id: 'compare-preview-two-ranges',
    type: 'compare',
    question: (now) =>
      `preview.opened from ${shortDay(daysAgo(now, 40))} to ${shortDay(daysAgo(now, 27))} versus ${shortDay(daysAgo(now, 26))} to ${shortDay(daysAgo(now, 13))}`,
    expect: compare(['preview.opened'], (now) => [
      R.between(daysAgo(now, 40), daysAgo(now, 27)),
      R.between(daysAgo(now, 26), daysAgo(now, 13)),
    ]),
  },
  {
    id: 'compare-search-2w',
    type: 'compare',
    question: 'is search.performed going up? last 2 weeks vs the 2 weeks before',
    expect: compare(['search.performed'], (now) => [
      { from: now - 4 * o.WEEK, to: now - 2 * o.WEEK },
      R.lastWeeks(now, 2),
    ]),
  },
  {
    id: 'compare-unique-users-7d',
    type: 'compare',
    question: 'unique users: last 7 days vs the previous 7 days',
    expect: compare(
      undefined,
      (now) => [{ from: now - 14 * DAY, to: now - 7 * DAY }, R.lastDays(now, 7)],
      (s) => o.users(s).size,
    ),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-uploaded-of-events',
    type: 'share',
    question: 'What percentage of all events are file_uploaded?',
    expect: shareOfEvents(['file_uploaded'], () => R.all()),
  },
  {
    id: 'share-users-upgraded-30d',
    type: 'share',
    question: 'what % of active users had a plan_upgraded in the last 30 days',
    expect: shareOfUsers(['plan_upgraded'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-logged-in-this-month',
    type: 'share',
    question: 'share of Logged In events this month?',
    expect: shareOfEvents(['Logged In'], (now) => R.thisMonth(now)),
  },
  {
    id: 'share-users-sharelink-loose',
    type: 'share',
    question: 'What fraction of our users have ever created a share link?',
    expect: loose('share_link_created'),
  },
  {
    id: 'share-users-search-last-week',
    type: 'share',
    question: 'percent of people who did search.performed last week',
    expect: shareOfUsers(['search.performed'], (now) => R.lastWeek(now)),
  },
  {
    id: 'share-preview-yesterday',
    type: 'share',
    question: "what portion of yesterday's events were preview.opened",
    expect: shareOfEvents(['preview.opened'], (now) => R.yesterday(now)),
  },
  {
    id: 'share-users-invited',
    type: 'share',
    question: '% of users with at least one member.invited',
    expect: shareOfUsers(['member.invited'], () => R.all()),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conversion-signed-up-uploaded-60d',
    type: 'conversion',
    question: 'Of the users who Signed Up in the last 60 days, how many did a file_uploaded afterwards?',
    expect: conversion('Signed Up', 'file_uploaded', (now) => R.lastDays(now, 60)),
  },
  {
    id: 'conversion-signed-up-upgraded',
    type: 'conversion',
    question: 'Signed Up -> plan_upgraded conversion rate',
    expect: conversion('Signed Up', 'plan_upgraded', () => R.all()),
  },
  {
    id: 'conversion-uploaded-sharelink-last-month',
    type: 'conversion',
    question: 'last month: how many people who did file_uploaded later did share_link_created?',
    expect: conversion('file_uploaded', 'share_link_created', (now) => R.lastMonth(now)),
  },
  {
    id: 'conversion-deleted-restored',
    type: 'conversion',
    question: 'conversion from file_deleted to file_restored?',
    expect: conversion('file_deleted', 'file_restored', () => R.all()),
  },
  {
    id: 'conversion-preview-download-month',
    type: 'conversion',
    question: 'preview.opened to file_downloaded conversion this month',
    expect: conversion('preview.opened', 'file_downloaded', (now) => R.thisMonth(now)),
  },
  {
    id: 'conversion-signups-invite-loose',
    type: 'conversion',
    question: 'what % of new signups went on to invite a teammate?',
    expect: () => ({ names: ['Signed Up', 'member.invited'], unordered: true, confidence: NOT_HIGH }),
  },
  {
    id: 'conversion-logged-in-search-14d',
    type: 'conversion',
    question: 'Of users who Logged In in the past 14 days, how many then did a search.performed?',
    expect: conversion('Logged In', 'search.performed', (now) => R.lastDays(now, 14)),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: 'How many users were active last month but not this month?',
    expect: churned((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-new-this-week',
    type: 'churn',
    question: 'new users this week?',
    expect: newUsers((now) => R.thisWeek(now)),
  },
  {
    id: 'churn-new-in-month',
    type: 'churn',
    question: (now) => `how many new users did we get in ${monthYear(monthsBack(now, 1))}?`,
    expect: newUsers((now) => R.month(monthsBack(now, 1))),
  },
  {
    id: 'churn-month-not-back',
    type: 'churn',
    question: (now) =>
      `users active in ${monthName(monthsBack(now, 2))} who haven't been back since ${longDay(monthsBack(now, 1))} - how many?`,
    expect: churned((now) => [R.month(monthsBack(now, 2)), R.since(monthsBack(now, 1), now)]),
  },
  {
    id: 'churn-between-no-activity-since',
    type: 'churn',
    question: (now) =>
      `How many users active between ${shortDay(daysAgo(now, 60))} and ${shortDay(daysAgo(now, 31))} have had no activity since ${shortDay(daysAgo(now, 30))}?`,
    expect: churned((now) => [R.between(daysAgo(now, 60), daysAgo(now, 31)), R.since(daysAgo(now, 30), now)]),
  },
  {
    id: 'churn-new-past-7d',
    type: 'churn',
    question: 'new users in the past 7 days',
    expect: newUsers((now) => R.lastDays(now, 7)),
  },
  {
    id: 'churn-last-week-not-this',
    type: 'churn',
    question: "how many users were active last week but haven't done anything this week?",
    expect: churned((now) => [R.lastWeek(now), R.thisWeek(now)]),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new users since ${shortDay(daysAgo(now, 45))}`,
    expect: newUsers((now) => R.since(daysAgo(now, 45), now)),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'recency-last-upgraded',
    type: 'recency',
    question: 'when was the last plan_upgraded?',
    expect: lastSeen(() => ({ names: ['plan_upgraded'] })),
  },
  {
    id: 'recency-sharelink-today',
    type: 'recency',
    question: 'has anyone done share_link_created today?',
    expect: exists((now) => ({ range: R.today(now), names: ['share_link_created'] })),
  },
  {
    id: 'recency-last-invited',
    type: 'recency',
    question: 'last time someone did member.invited?',
    expect: lastSeen(() => ({ names: ['member.invited'] })),
  },
  {
    id: 'recency-lapsed-last-logged-in',
    type: 'recency',
    question: "When was usr_1123's last Logged In?",
    expect: lastSeen(() => ({ user: 'usr_1123', names: ['Logged In'] })),
  },
  {
    id: 'recency-restore-loose-24h',
    type: 'recency',
    question: 'Did anybody restore a file in the last 24 hours?',
    expect: loose('file_restored'),
  },
  {
    id: 'recency-nobody-upload',
    type: 'recency',
    low: true,
    question: 'has usr_9999 ever done a file_uploaded?',
    expect: exists(() => ({ user: 'usr_9999', names: ['file_uploaded'] })),
  },
  {
    id: 'recency-last-deleted',
    type: 'recency',
    question: 'when was the most recent file_deleted?',
    expect: lastSeen(() => ({ names: ['file_deleted'] })),
  },
  {
    id: 'recency-signed-up-5d',
    type: 'recency',
    question: 'any Signed Up events in the past 5 days?',
    expect: exists((now) => ({ range: R.lastDays(now, 5), names: ['Signed Up'] })),
  },
  {
    id: 'recency-uploaded-last-year',
    type: 'recency',
    low: true,
    question: 'did anyone do file_uploaded last year?',
    expect: exists((now) => ({ range: R.lastYear(now), names: ['file_uploaded'] })),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'catalogue-what-events',
    type: 'catalogue',
    question: 'what events do we even track??',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-users',
    type: 'catalogue',
    question: 'how many users in total?',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-total-events',
    type: 'catalogue',
    question: 'How many events overall',
    expect: (ev) => ({ numbers: [ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-list-names',
    type: 'catalogue',
    question: 'list the event names pls',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-how-many-names',
    type: 'catalogue',
    question: 'how many different event names are there?',
    expect: (ev) => ({ numbers: [allNames(ev).length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-users-and-events',
    type: 'catalogue',
    question: 'Overall, how many users and how many events do we have?',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: HIGH, dataPoints: ev.length }),
  },
  {
    id: 'catalogue-which-names-exist',
    type: 'catalogue',
    question: 'I just joined the analytics team, which event names exist in our data?',
    expect: (ev) => ({ names: allNames(ev), unordered: true, confidence: HIGH, dataPoints: ev.length }),
  },

  // ---------------------------------------------------------------- other (out of scope)
  {
    id: 'other-country',
    type: 'other',
    question: 'How many of our users are based in Germany?',
    expect: () => LOW,
  },
  {
    id: 'other-device-split',
    type: 'other',
    question: "what's the split between mobile app and desktop uploads?",
    expect: () => LOW,
  },
  {
    id: 'other-aws-bill',
    type: 'other',
    question: "What's our AWS storage bill this month?",
    expect: () => LOW,
  },
  {
    id: 'other-poem',
    type: 'other',
    question: 'write me a short poem about shared folders',
    expect: () => LOW,
  },
  { id: 'other-gibberish', type: 'other', question: 'asdfgh jkl; qwerty', expect: () => LOW },
  {
    id: 'other-operating-system',
    type: 'other',
    question: 'What operating system do most of our customers use?',
    expect: () => LOW,
  },
  {
    id: 'other-file-extension',
    type: 'other',
    question: 'Which file type gets uploaded most, pdf or docx?',
    expect: () => LOW,
  },
  {
    id: 'other-plan-names',
    type: 'other',
    question: 'How many workspaces are on the Business plan right now?',
    expect: () => LOW,
  },
  { id: 'other-nps', type: 'other', question: "what's our NPS score?", expect: () => LOW },
  {
    id: 'other-reset-password',
    type: 'other',
    question: 'please reset the password for usr_1007',
    expect: () => LOW,
  },
  {
    id: 'other-customer-age',
    type: 'other',
    question: 'what is the average age of our customers',
    expect: () => LOW,
  },
];
