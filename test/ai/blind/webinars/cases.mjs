/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
// Blind round "webinars": questions a webinar platform's staff would ask, with expectations
// computed from the events by the reference oracle (never typed in by hand).
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const {
  DAY,
  HOUR,
  WEEK,
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
  round,
  time,
} = O;

const MONEY = ['plan_purchased', 'addon-purchased', 'Sponsor Booth Paid'];
const ALL = null;

// ---- date wording ------------------------------------------------------------------------
const ago = (now, n) => O.dayStart(+now) - n * DAY; // start of the day n days back
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
const iso = (t) => O.isoDay(t);
const mon = (t) => O.MONTHS[D(t).getUTCMonth()];
const short = (t) => `${mon(t).slice(0, 3)} ${D(t).getUTCDate()}`; // Nov 3
const longOrd = (t) => `${mon(t)} ${ord(D(t).getUTCDate())}`; // November 3rd
const dayMonth = (t) => `${D(t).getUTCDate()} ${mon(t)}`; // 3 November
const shortYear = (t) => `${short(t)}, ${D(t).getUTCFullYear()}`; // Nov 3, 2026
const prevMonth = (now, k = 1) => O.monthStart(+now, -k);
// the most recent Wednesday at least a week back: the day of the streaming outage
const wed = (now) => {
  let t = ago(now, 7);
  while (O.weekday(t) !== 'Wednesday') t -= DAY;
  return t;
};
const minute = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation helpers -----------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const sel = (ev, range, names, user) => select(ev, { range, names: names ?? undefined, user });
const tieAt = (map, n, opts = {}) => {
  const r = rank(map, opts);
  return r.length > n && r[n - 1][1] === r[n][1];
};
const tieTop = (map, opts = {}) => tieAt(map, 1, opts);
const ranked = (map, n, opts = {}) => {
  const r = rank(map, { n, ...opts });
  return { names: r.map((x) => x[0]), numbers: r.map((x) => round(x[1], 2)) };
};
const withTie = (fn, tie) => {
  fn.tieAtCut = tie;
  return fn;
};
const lastOf = (evs) => time(newestFirst(evs)[0]);

function count(id, question, scope, confidence = 'high') {
  return {
    id,
    type: 'count',
    question,
    expect: (ev, now) => {
      const { range, names, user } = scope(+now);
      const s = sel(ev, range, names, user);
      return { numbers: [s.length], confidence, dataPoints: s.length };
    },
  };
}
function distinct(id, question, scope, confidence = 'high') {
  return {
    id,
    type: 'users',
    question,
    expect: (ev, now) => {
      const { range, names, user } = scope(+now);
      const s = sel(ev, range, names, user);
      return { numbers: [users(s).size], confidence, dataPoints: s.length };
    },
  };
}
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
function valueCase(id, question, scope, agg, confidence = 'high', extraNames) {
  const f = { sum: (s) => round(sum(s), 2), avg, min, max, median: (s) => round(median(s), 2) }[agg];
  return {
    id,
    type: 'value',
    question,
    expect: (ev, now) => {
      const { range, names, user } = scope(+now);
      const s = sel(ev, range, names, user);
      const x = { numbers: [f(s)], confidence, dataPoints: s.length };
      if (extraNames) {
        x.names = extraNames;
        x.unordered = true;
      }
      return x;
    },
  };
}
function topEvents(id, question, rangeF, n, opts = {}) {
  const build = (ev, now) => tally(sel(ev, rangeF(+now)), O.byName);
  return {
    id,
    type: 'top-events',
    question,
    expect: withTie(
      (ev, now) => {
        const s = sel(ev, rangeF(+now));
        return { ...ranked(build(ev, now), n, opts), confidence: 'high', dataPoints: s.length };
      },
      (ev, now) => tieAt(build(ev, now), n, opts),
    ),
  };
}
function topUsers(id, question, scope, n, measure, confidence = 'high') {
  const build = (ev, now) => {
    const { range, names, user } = scope(+now);
    return tally(sel(ev, range, names, user), O.byUser, measure);
  };
  return {
    id,
    type: 'top-users',
    question,
    expect: withTie(
      (ev, now) => {
        const { range, names } = scope(+now);
        const s = sel(ev, range, names);
        const r = ranked(build(ev, now), n);
        return { names: r.names, numbers: r.numbers, confidence, dataPoints: s.length };
      },
      (ev, now) => tieAt(build(ev, now), n),
    ),
  };
}
function breakdown(id, question, scope, key, { n = Infinity, ascending = false, measure, all = false } = {}) {
  const build = (ev, now) => {
    const { range, names } = scope(+now);
    return tally(sel(ev, range, names), key, measure);
  };
  return {
    id,
    type: 'breakdown',
    question,
    expect: withTie(
      (ev, now) => {
        const { range, names } = scope(+now);
        const s = sel(ev, range, names);
        const m = build(ev, now);
        if (all) {
          const keys = [...m.keys()].sort();
          return {
            names: keys,
            numbers: keys.map((k) => round(m.get(k), 2)),
            confidence: 'high',
            dataPoints: s.length,
          };
        }
        return { ...ranked(m, n, { ascending }), confidence: 'high', dataPoints: s.length };
      },
      (ev, now) => (all ? false : tieAt(build(ev, now), n, { ascending })),
    ),
  };
}
function compare(id, question, periods, names, { measure = 'count', confidence = 'high', user } = {}) {
  return {
    id,
    type: 'compare',
    question,
    expect: (ev, now) => {
      const [a, b] = periods(+now);
      const sa = sel(ev, a, names, user),
        sb = sel(ev, b, names, user);
      const f =
        measure === 'count'
          ? (s) => s.length
          : measure === 'users'
            ? (s) => users(s).size
            : (s) => round(sum(s), 2);
      const c = change(f(sa), f(sb));
      return {
        numbers: [c.earlier, c.later, round(c.diff, 2)],
        percents: c.pct === null ? [] : [c.pct],
        confidence,
        dataPoints: sa.length + sb.length,
      };
    },
  };
}
function share(id, question, rangeF, names, { of = 'events', confidence = 'high' } = {}) {
  return {
    id,
    type: 'share',
    question,
    expect: (ev, now) => {
      const all = sel(ev, rangeF(+now));
      const part = all.filter((e) => names.includes(e.eventName));
      const pct =
        of === 'events' ? percent(part.length, all.length) : percent(users(part).size, users(all).size);
      return { percents: [pct], confidence, dataPoints: all.length };
    },
  };
}
function conv(id, question, rangeF, a, b, confidence = 'high') {
  return {
    id,
    type: 'conversion',
    question,
    expect: (ev, now) => {
      const range = rangeF(+now);
      const c = conversion(ev, range, a, b);
      return {
        numbers: [c.did, c.converted],
        percents: [c.pct],
        confidence,
        dataPoints: sel(ev, range, [a, b]).length,
      };
    },
  };
}
function churn(id, question, periodsF, confidence = 'high') {
  return {
    id,
    type: 'churn',
    question,
    expect: (ev, now) => {
      const [active, inactive] = periodsF(+now);
      const c = churned(ev, active, inactive);
      const dp = new Set([...sel(ev, active), ...sel(ev, inactive)]).size;
      return { numbers: [c.length], confidence, dataPoints: dp };
    },
  };
}
function fresh(id, question, rangeF, confidence = 'high') {
  return {
    id,
    type: 'churn',
    question,
    expect: (ev, now) => ({ numbers: [newUsers(ev, rangeF(+now)).length], confidence }),
  };
}
function lastTime(id, question, names, { user, confidence = 'high' } = {}) {
  return {
    id,
    type: 'recency',
    question,
    expect: (ev, now) => {
      const s = sel(ev, R.all(), names, user);
      const t = lastOf(s);
      return { names: [iso(t), minute(t)], confidence, dataPoints: s.length };
    },
  };
}
const other = (id, question) => ({ id, type: 'other', question, expect: LOW });
const lowCase = (id, type, question) => ({ id, type, question, low: true, expect: LOW });

const prevSameLength = (r) => ({ from: r.from - (r.to - r.from), to: r.from });

export const cases = [
  // ---------------------------------------------------------------- count
  count('count-webinars-all', 'how many webinars scheduled in total so far?', () => ({
    range: R.all(),
    names: ['webinar_scheduled'],
  })),
  count('count-reg-7d', 'Attendee Registered count for the last 7 days please', (now) => ({
    range: R.lastDays(now, 7),
    names: ['Attendee Registered'],
  })),
  count(
    'count-rec-yday',
    'support here — how many RecordingWatched events did we record yesterday?',
    (now) => ({ range: R.yesterday(now), names: ['RecordingWatched'] }),
  ),
  count('count-qa-lastweek', 'QuestionAsked events last week?', (now) => ({
    range: R.lastWeek(now),
    names: ['QuestionAsked'],
  })),
  count(
    'count-poll-day',
    (now) => `how many times was poll_answered fired on ${short(wed(now) - WEEK)}`,
    (now) => ({ range: R.on(wed(now) - WEEK), names: ['poll_answered'] }),
  ),
  count('count-chat-month', 'total chat.message_sent events this month', (now) => ({
    range: R.thisMonth(now),
    names: ['chat.message_sent'],
  })),
  count(
    'count-questions-loose',
    (now) => `How many questions did attendees ask in Q&A since ${longOrd(ago(now, 21))}?`,
    (now) => ({ range: R.since(ago(now, 21), now), names: ['QuestionAsked'] }),
    'not-high',
  ),
  count('count-user-joins', 'how many session.joined events does u_0042 have in the past 30 days', (now) => ({
    range: R.lastDays(now, 30),
    names: ['session.joined'],
    user: 'u_0042',
  })),
  lowCase('count-unknown-event', 'count', 'how many webinar_cancelled events did we have last month?'),
  count(
    'count-between',
    (now) =>
      `how many events did we log between ${iso(ago(now, 40))} and ${iso(ago(now, 34))}? for the ops review`,
    (now) => ({ range: R.between(ago(now, 40), ago(now, 34)) }),
  ),
  lowCase('count-nobody', 'count', 'how many events has u_9999 triggered, roughly?'),
  count(
    'count-incident',
    (now) => `the stream went down on ${dayMonth(wed(now))} — how many session.joined events that day?`,
    (now) => ({ range: R.on(wed(now)), names: ['session.joined'] }),
  ),

  // ---------------------------------------------------------------- users
  distinct('users-30d', 'how many unique users did we have in the last 30 days?', (now) => ({
    range: R.lastDays(now, 30),
  })),
  distinct(
    'users-slides-loose',
    'how many distinct people downloaded slides in the past week?',
    (now) => ({ range: R.lastDays(now, 7), names: ['slides.downloaded'] }),
    'not-high',
  ),
  distinct('users-yday', 'active users yesterday?', (now) => ({ range: R.yesterday(now) })),
  distinct('users-thisweek', 'how many ppl have been active this week?', (now) => ({
    range: R.thisWeek(now),
  })),
  distinct('users-rec-2w', 'How many different users fired RecordingWatched in the past 2 weeks', (now) => ({
    range: R.lastWeeks(now, 2),
    names: ['RecordingWatched'],
  })),
  distinct(
    'users-reg-month',
    (now) => `unique users with Attendee Registered in ${mon(prevMonth(now))}`,
    (now) => ({ range: R.month(prevMonth(now)), names: ['Attendee Registered'] }),
  ),
  distinct(
    'users-plan-3m',
    'finance asks: how many customers have a plan_purchased in the last 3 months?',
    (now) => ({ range: R.lastMonths(now, 3), names: ['plan_purchased'] }),
  ),
  distinct(
    'users-asked-loose',
    'how many users asked questions last week?',
    (now) => ({ range: R.lastWeek(now), names: ['QuestionAsked'] }),
    'not-high',
  ),
  lowCase('users-unknown-event', 'users', 'how many unique users triggered webinar.reminder_sent?'),
  distinct('users-today', 'distinct users today so far', (now) => ({ range: R.today(now) })),

  // ---------------------------------------------------------------- value
  valueCase(
    'value-plan-lastmonth',
    'total plan_purchased revenue last month',
    (now) => ({ range: R.lastMonth(now), names: ['plan_purchased'] }),
    'sum',
  ),
  valueCase(
    'value-left-avg',
    "average value of session-left over the last 30 days (that's minutes attended)",
    (now) => ({ range: R.lastDays(now, 30), names: ['session-left'] }),
    'avg',
  ),
  valueCase(
    'value-booth-max',
    'what is the biggest Sponsor Booth Paid payment ever?',
    () => ({ range: R.all(), names: ['Sponsor Booth Paid'] }),
    'max',
  ),
  valueCase(
    'value-addon-min',
    (now) => `smallest addon-purchased amount since ${shortYear(ago(now, 60))}`,
    (now) => ({ range: R.since(ago(now, 60), now), names: ['addon-purchased'] }),
    'min',
  ),
  valueCase(
    'value-rec-median',
    (now) => `median RecordingWatched value in ${mon(prevMonth(now))}? want the typical watch time`,
    (now) => ({ range: R.month(prevMonth(now)), names: ['RecordingWatched'] }),
    'median',
  ),
  valueCase(
    'value-revenue-30d',
    'how much revenue did we make in the last 30 days?',
    (now) => ({ range: R.lastDays(now, 30), names: MONEY }),
    'sum',
    'not-high',
    MONEY,
  ),
  valueCase(
    'value-slides-week',
    'sum of slides.downloaded values this past week',
    (now) => ({ range: R.lastDays(now, 7), names: ['slides.downloaded'] }),
    'sum',
  ),
  valueCase(
    'value-poll-avg',
    'mean poll_answered value over the last 7 days?',
    (now) => ({ range: R.lastDays(now, 7), names: ['poll_answered'] }),
    'avg',
  ),
  valueCase(
    'value-sp03',
    'total Sponsor Booth Paid amount for sp_03, all time',
    () => ({ range: R.all(), names: ['Sponsor Booth Paid'], user: 'sp_03' }),
    'sum',
  ),
  valueCase(
    'value-addons-loose',
    'what did hosts spend on add-ons in the last 3 months?',
    (now) => ({ range: R.lastMonths(now, 3), names: ['addon-purchased'] }),
    'sum',
    'not-high',
    ['addon-purchased'],
  ),
  lowCase('value-unknown', 'value', 'total value of refund_issued events?'),

  // ---------------------------------------------------------------- top-events
  topEvents('top-ev-all', 'top 5 events of all time', () => R.all(), 5),
  topEvents(
    'top-ev-7d',
    'what are the 2 most common events in the last 7 days',
    (now) => R.lastDays(now, 7),
    2,
  ),
  topEvents(
    'top-ev-least',
    'least common events last month — bottom 3 please',
    (now) => R.lastMonth(now),
    3,
    { ascending: true },
  ),
  topEvents('top-ev-10d', 'most frequent event in the past 10 days?', (now) => R.lastDays(now, 10), 1),
  topEvents('top-ev-pastweek', 'list the top events over the past week', (now) => R.lastDays(now, 7), 5),
  topEvents(
    'top-ev-month',
    (now) => `which event happend most often in ${mon(prevMonth(now, 2))}?`,
    (now) => R.month(prevMonth(now, 2)),
    1,
  ),
  topEvents(
    'top-ev-between',
    (now) => `top 4 actions from ${longOrd(ago(now, 50))} to ${longOrd(ago(now, 30))}`,
    (now) => R.between(ago(now, 50), ago(now, 30)),
    4,
  ),

  // ---------------------------------------------------------------- top-users
  topUsers('top-users-all', 'who are the 2 most active users overall?', () => ({ range: R.all() }), 2),
  topUsers(
    'top-spenders',
    'for the board deck: top 3 spenders',
    () => ({ range: R.all(), names: MONEY }),
    3,
    O.value,
    'not-high',
  ),
  topUsers(
    'top-users-rec',
    'which user has the most RecordingWatched events?',
    () => ({ range: R.all(), names: ['RecordingWatched'] }),
    1,
  ),
  topUsers(
    'top-users-qa',
    'who had the most QuestionAsked events last month',
    (now) => ({ range: R.lastMonth(now), names: ['QuestionAsked'] }),
    1,
  ),
  topUsers(
    'top-users-booth',
    'top 3 users by total Sponsor Booth Paid value',
    () => ({ range: R.all(), names: ['Sponsor Booth Paid'] }),
    3,
    O.value,
  ),
  topUsers(
    'top-users-sched',
    'which user has the most webinar_scheduled events in the last 3 months?',
    (now) => ({ range: R.lastMonths(now, 3), names: ['webinar_scheduled'] }),
    1,
  ),
  topUsers(
    'top-users-minutes',
    'top user by summed session-left value (total minutes in sessions)?',
    () => ({ range: R.all(), names: ['session-left'] }),
    1,
    O.value,
  ),
  topUsers(
    'top-users-30d',
    'most active user in the last 30 days',
    (now) => ({ range: R.lastDays(now, 30) }),
    1,
  ),

  // ---------------------------------------------------------------- user
  {
    id: 'user-count',
    type: 'user',
    question: 'how many events does u_0042 have?',
    expect: (ev) => {
      const s = sel(ev, R.all(), null, 'u_0042');
      return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-first-seen',
    type: 'user',
    question: 'when was host_039 first seen?',
    expect: (ev) => {
      const s = sel(ev, R.all(), null, 'host_039');
      const t = Math.min(...s.map(time));
      return { names: [iso(t), minute(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-last-seen',
    type: 'user',
    question: 'last seen date for u_0113? they used to be on every webinar',
    expect: (ev) => {
      const s = sel(ev, R.all(), null, 'u_0113');
      const t = lastOf(s);
      return { names: [iso(t), minute(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-event-names',
    type: 'user',
    question: 'what event names has u_0275 used?',
    expect: (ev) => {
      const s = sel(ev, R.all(), null, 'u_0275');
      return {
        names: [...new Set(s.map((e) => e.eventName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-recent-3',
    type: 'user',
    question: "show me u_0042's 3 most recent events",
    expect: (ev) => {
      const s = sel(ev, R.all(), null, 'u_0042');
      return {
        names: newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-30d',
    type: 'user',
    question: 'how many things did u_0042 do in the last 30 days',
    expect: (ev, now) => {
      const s = sel(ev, R.lastDays(+now, 30), null, 'u_0042');
      return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
    },
  },
  lowCase('user-nobody', 'user', 'give me an activity summary for u_9999'),
  {
    id: 'user-host-month',
    type: 'user',
    question: (now) =>
      `how active was host_007 in ${mon(prevMonth(now))} ${D(prevMonth(now)).getUTCFullYear()}? number of events`,
    expect: (ev, now) => {
      const s = sel(ev, R.month(prevMonth(+now)), null, 'host_007');
      return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-first-last',
    type: 'user',
    question: 'first and last seen for sp_03',
    expect: (ev) => {
      const s = sel(ev, R.all(), null, 'sp_03');
      const a = Math.min(...s.map(time)),
        b = lastOf(s);
      return { names: [iso(a), minute(a), iso(b), minute(b)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-before',
    type: 'user',
    question: (now) => `how many events did u_0113 log before ${iso(ago(now, 60))}?`,
    expect: (ev, now) => {
      const s = sel(ev, R.before(ago(now, 60)), null, 'u_0113');
      return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
    },
  },

  // ---------------------------------------------------------------- breakdown
  breakdown(
    'bd-weekday-joined',
    'which weekday is busiest for session.joined?',
    () => ({ range: R.all(), names: ['session.joined'] }),
    O.byWeekday,
    { n: 1 },
  ),
  breakdown(
    'bd-hour',
    'busiest hour of the day (UTC) for events overall',
    () => ({ range: R.all() }),
    O.byHour,
    { n: 1 },
  ),
  breakdown(
    'bd-day-joined',
    'which day in the last 30 days had the most session.joined events? something looked off',
    (now) => ({ range: R.lastDays(now, 30), names: ['session.joined'] }),
    O.byDay,
    { n: 1 },
  ),
  breakdown(
    'bd-weekly-reg',
    (now) => `weekly Attendee Registered counts since ${iso(O.weekStart(+now) - 4 * WEEK)}`,
    (now) => ({ range: R.since(O.weekStart(now) - 4 * WEEK, now), names: ['Attendee Registered'] }),
    O.byWeek,
    { all: true },
  ),
  breakdown(
    'bd-monthly-plan',
    'monthly breakdown of plan_purchased value',
    () => ({ range: R.all(), names: ['plan_purchased'] }),
    O.byMonth,
    { all: true, measure: O.value },
  ),
  breakdown(
    'bd-month-rec',
    'which month had the most RecordingWatched minutes (summed value)?',
    () => ({ range: R.all(), names: ['RecordingWatched'] }),
    O.byMonth,
    { n: 1, measure: O.value },
  ),
  breakdown(
    'bd-daily-qa',
    (now) => `QuestionAsked per day between ${short(ago(now, 7))} and ${short(ago(now, 1))}`,
    (now) => ({ range: R.between(ago(now, 7), ago(now, 1)), names: ['QuestionAsked'] }),
    O.byDay,
    { all: true },
  ),
  breakdown(
    'bd-quiet-weekday',
    "what's the quietest day of the week for activity?",
    () => ({ range: R.all() }),
    O.byWeekday,
    { n: 1, ascending: true },
  ),
  breakdown(
    'bd-week-joined',
    'busiest week for session.joined in the last 3 months? guessing it was the outage week',
    (now) => ({ range: R.lastMonths(now, 3), names: ['session.joined'] }),
    O.byWeek,
    { n: 1 },
  ),

  // ---------------------------------------------------------------- compare
  compare(
    'cmp-reg-48h',
    'Attendee Registered in the last 48 hours compared with the 48 hours before?',
    (now) => {
      const r = R.lastHours(now, 48);
      return [prevSameLength(r), r];
    },
    ['Attendee Registered'],
  ),
  compare(
    'cmp-joined-7d',
    'session.joined: last 7 days vs the 7 days before that',
    (now) => {
      const r = R.lastDays(now, 7);
      return [prevSameLength(r), r];
    },
    ['session.joined'],
  ),
  compare(
    'cmp-plan-months',
    (now) => `compare plan_purchased revenue in ${mon(prevMonth(now, 2))} vs ${mon(prevMonth(now))}`,
    (now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))],
    ['plan_purchased'],
    { measure: 'sum' },
  ),
  compare(
    'cmp-chat-growing',
    'is chat.message_sent growing? last 30 days vs the previous 30',
    (now) => {
      const r = R.lastDays(now, 30);
      return [prevSameLength(r), r];
    },
    ['chat.message_sent'],
  ),
  compare(
    'cmp-events-yday',
    'total events yesterday vs the day before?',
    (now) => [R.on(O.dayStart(now) - 2 * DAY), R.yesterday(now)],
    null,
  ),
  compare(
    'cmp-qa-months',
    'how did QuestionAsked last month compare with the month before?',
    (now) => [R.month(prevMonth(now, 2)), R.lastMonth(now)],
    ['QuestionAsked'],
  ),
  compare(
    'cmp-reg-loose',
    'registrations over the last 3 weeks vs the 3 weeks before — up or down?',
    (now) => {
      const r = R.lastWeeks(now, 3);
      return [prevSameLength(r), r];
    },
    ['Attendee Registered'],
    { confidence: 'not-high' },
  ),
  compare(
    'cmp-users-30d',
    'active users in the last 30 days vs the 30 days before',
    (now) => {
      const r = R.lastDays(now, 30);
      return [prevSameLength(r), r];
    },
    null,
    { measure: 'users' },
  ),

  // ---------------------------------------------------------------- share
  share('share-chat-all', 'what % of all events are chat.message_sent?', () => R.all(), [
    'chat.message_sent',
  ]),
  share(
    'share-qa-lastmonth',
    "share of last month's events that were QuestionAsked",
    (now) => R.lastMonth(now),
    ['QuestionAsked'],
  ),
  share(
    'share-slides-users',
    'what percentage of active users in the last 30 days had a slides.downloaded event?',
    (now) => R.lastDays(now, 30),
    ['slides.downloaded'],
    { of: 'users' },
  ),
  share(
    'share-rec-users-loose',
    'what fraction of the people active in the past 2 weeks watched a recording?',
    (now) => R.lastWeeks(now, 2),
    ['RecordingWatched'],
    { of: 'users', confidence: 'not-high' },
  ),
  share(
    'share-joined-week',
    'What percent of events in the past week were session.joined?',
    (now) => R.lastDays(now, 7),
    ['session.joined'],
  ),
  share(
    'share-reg-yday',
    "how much of yesterday's traffic was Attendee Registered, as a percentage",
    (now) => R.yesterday(now),
    ['Attendee Registered'],
  ),
  share(
    'share-qa-users',
    'what % of users ever had a QuestionAsked event?',
    () => R.all(),
    ['QuestionAsked'],
    { of: 'users' },
  ),

  // ---------------------------------------------------------------- conversion
  conv(
    'conv-reg-join',
    'of the users with Attendee Registered in the last 30 days, how many then had session.joined?',
    (now) => R.lastDays(now, 30),
    'Attendee Registered',
    'session.joined',
  ),
  conv(
    'conv-reg-rec',
    'Attendee Registered -> RecordingWatched conversion last month',
    (now) => R.lastMonth(now),
    'Attendee Registered',
    'RecordingWatched',
  ),
  conv(
    'conv-join-qa',
    (now) => `session.joined to QuestionAsked conversion in ${mon(prevMonth(now, 2))}`,
    (now) => R.month(prevMonth(now, 2)),
    'session.joined',
    'QuestionAsked',
  ),
  conv(
    'conv-join-slides',
    'of users with session.joined in the past 2 weeks, what % went on to slides.downloaded?',
    (now) => R.lastWeeks(now, 2),
    'session.joined',
    'slides.downloaded',
  ),
  conv(
    'conv-poll-chat',
    'poll_answered then chat.message_sent — conversion rate, all time',
    () => R.all(),
    'poll_answered',
    'chat.message_sent',
  ),
  conv(
    'conv-signup-rec-loose',
    'how many people who signed up for a webinar in the last 60 days ended up watching the recording afterwards?',
    (now) => R.lastDays(now, 60),
    'Attendee Registered',
    'RecordingWatched',
    'not-high',
  ),
  conv(
    'conv-plan-addon',
    'what share of hosts with plan_purchased later did addon-purchased?',
    () => R.all(),
    'plan_purchased',
    'addon-purchased',
  ),

  // ---------------------------------------------------------------- churn / new
  churn(
    'churn-months',
    (now) => `how many users were active in ${mon(prevMonth(now, 2))} but not in ${mon(prevMonth(now))}?`,
    (now) => [R.month(prevMonth(now, 2)), R.month(prevMonth(now))],
  ),
  churn(
    'churn-lastmonth-7d',
    'users active last month who have done nothing in the past 7 days — how many?',
    (now) => [R.lastMonth(now), R.lastDays(now, 7)],
  ),
  fresh('new-7d', 'new users in the last 7 days?', (now) => R.lastDays(now, 7)),
  fresh('new-2w', 'how many brand new users showed up in the past 2 weeks', (now) => R.lastWeeks(now, 2)),
  churn(
    'churn-between',
    (now) =>
      `how many people active between ${longOrd(ago(now, 90))} and ${longOrd(ago(now, 60))} have not been seen in the last 30 days?`,
    (now) => [R.between(ago(now, 90), ago(now, 60)), R.lastDays(now, 30)],
  ),
  fresh(
    'new-prevmonth',
    (now) =>
      `how many first-time users did we get in ${mon(prevMonth(now))} ${D(prevMonth(now)).getUTCFullYear()}?`,
    (now) => R.month(prevMonth(now)),
  ),
  fresh(
    'new-since',
    (now) => `new users since ${dayMonth(ago(now, 20))}`,
    (now) => R.since(ago(now, 20), now),
  ),

  // ---------------------------------------------------------------- recency
  lastTime('rec-booth', 'when was the last Sponsor Booth Paid?', ['Sponsor Booth Paid']),
  lastTime('rec-addon-loose', 'last time someone bought an add-on?', ['addon-purchased'], {
    confidence: 'not-high',
  }),
  {
    id: 'rec-addon-exists',
    type: 'recency',
    question: 'did anyone do addon-purchased in the last 14 days? how many times',
    expect: (ev, now) => {
      const s = sel(ev, R.lastDays(+now, 14), ['addon-purchased']);
      return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
    },
  },
  lastTime('rec-u0113-qa', 'when did u_0113 last have a QuestionAsked event?', ['QuestionAsked'], {
    user: 'u_0113',
  }),
  lastTime('rec-recording', 'most recent RecordingWatched — when?', ['RecordingWatched']),
  lastTime('rec-sched', 'When was webinar_scheduled last fired', ['webinar_scheduled']),
  lowCase('rec-nobody', 'recency', 'when did u_9999 last do anything?'),
  lastTime('rec-left', 'is session-left still coming through? when did it last happen', ['session-left']),
  lowCase('rec-unknown', 'recency', 'when was the last webinar_cancelled event'),

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'which event names exist?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-totals',
    type: 'catalogue',
    question: 'how many users and events are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-list',
    type: 'catalogue',
    question: 'new PM here - can you list every event type we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event names are there?',
    expect: (ev) => ({
      numbers: [new Set(ev.map((e) => e.eventName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'total number of users in the account?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'quick overveiw: what event types do we have and how many events overall?',
    expect: (ev) => ({
      names: [...new Set(ev.map((e) => e.eventName))].sort(),
      unordered: true,
      numbers: [ev.length],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ---------------------------------------------------------------- other
  other('other-bitrate', "what's the average video bitrate attendees get?"),
  other('other-country', 'which country do most of our attendees come from?'),
  other('other-nps', 'what is our NPS from the post-webinar surveys?'),
  other('other-emails', 'how many reminder emails bounced last week?'),
  other('other-weather', "what's the weather going to be like for tomorrow's keynote?"),
  other('other-booth-design', 'which sponsor has the nicest booth design?'),
  other('other-forecast', 'predict how many registrations we will get next quarter'),
  other('other-cpu', 'what was the CPU load on the streaming servers during the outage?'),
  other('other-devices', 'how many attendees were on mobile vs desktop?'),
];
