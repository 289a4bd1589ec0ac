/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's files, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { INCIDENT_DAYS_AGO } from './data.mjs';

const { ranges: R, select, DAY, MONTHS } = O;
const N = (now) => +now;
const dayAgo = (now, k) => O.dayStart(N(now)) - k * DAY;
const iso = (t) => O.isoDay(t);
const ord = (d) =>
  d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
const longDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}${ord(d.getUTCDate())}`;
};
const shortDay = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}`;
};
const euroDay = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};
const monthName = (now, add) => MONTHS[new Date(O.monthStart(N(now), add)).getUTCMonth()];
const monthRange = (now, add) => R.month(O.monthStart(N(now), add));
const incident = (now) => dayAgo(now, INCIDENT_DAYS_AGO);

const LOW = { confidence: 'low', dataPoints: 0 };
const low = () => LOW;
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : O.round((v[n / 2 - 1] + v[n / 2]) / 2, 2);
};
const r2 = (x) => O.round(x, 2);

// -- builders ---------------------------------------------------------------------------------
const count =
  (range, names, user, confidence = 'high') =>
  (events, now) => {
    const s = select(events, { range: range(now), names, user });
    return { numbers: [s.length], confidence, dataPoints: s.length };
  };
const distinct =
  (range, names, confidence = 'high') =>
  (events, now) => {
    const s = select(events, { range: range(now), names });
    return { numbers: [O.users(s).size], confidence, dataPoints: s.length };
  };
const measure =
  (fn, range, names, user, confidence = 'high') =>
  (events, now) => {
    const s = select(events, { range: range(now), names, user });
    return { numbers: [fn(s)], confidence, dataPoints: s.length };
  };
// ranked lists with a tie check at the cut
function ranked(build, { n, ascending = false, confidence = 'high', dp }) {
  const list = (events, now) => {
    const { evs, key, m } = build(events, now);
    return { all: O.rank(O.tally(evs, key, m ?? (() => 1)), { ascending }), evs };
  };
  const f = (events, now) => {
    const { all, evs } = list(events, now);
    const top = all.slice(0, n);
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => r2(v)),
      confidence,
      dataPoints: dp ? dp(events, now) : evs.length,
    };
  };
  f.tieAtCut = (events, now) => {
    const { all } = list(events, now);
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return f;
}
const topBy = (range, key, { names, user, m, n = 5, ascending, confidence, dp } = {}) =>
  ranked((events, now) => ({ evs: select(events, { range: range(now), names, user }), key, m }), {
    n,
    ascending,
    confidence,
    dp,
  });
const cmp =
  (rA, rB, names, fn = (s) => s.length, confidence = 'high') =>
  (events, now) => {
    const a = select(events, { range: rA(now), names }),
      b = select(events, { range: rB(now), names });
    const c = O.change(fn(a), fn(b));
    return {
      numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
      percents: [c.pct],
      confidence,
      dataPoints: a.length + b.length,
    };
  };
const before = (f, n) => (now) => {
  const r = f(now);
  return { from: r.from - n, to: r.from };
};
const conv =
  (range, a, b, confidence = 'high') =>
  (events, now) => {
    const r = range(now),
      c = O.conversion(events, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence,
      dataPoints: select(events, { range: r, names: [a, b] }).length,
    };
  };
const shareEvents =
  (range, names, confidence = 'high') =>
  (events, now) => {
    const all = select(events, { range: range(now) }),
      part = all.filter((e) => names.includes(e.eventName));
    return {
      numbers: [part.length],
      percents: [O.percent(part.length, all.length)],
      confidence,
      dataPoints: all.length,
    };
  };
const shareUsers =
  (range, names, confidence = 'high') =>
  (events, now) => {
    const all = select(events, { range: range(now) }),
      u = O.users(all.filter((e) => names.includes(e.eventName))).size;
    return { numbers: [u], percents: [O.percent(u, O.users(all).size)], confidence, dataPoints: all.length };
  };
const lastOf =
  (names, user, confidence = 'high') =>
  (events) => {
    const s = select(events, { names, user });
    return { names: [iso(O.time(O.newestFirst(s)[0]))], confidence, dataPoints: s.length };
  };

const days = (n) => (now) => R.lastDays(N(now), n);
const yesterday = (now) => R.yesterday(N(now));
const today = (now) => R.today(N(now));
const lastWeek = (now) => R.lastWeek(N(now));
const lastMonth = (now) => R.lastMonth(N(now));
const thisMonth = (now) => R.thisMonth(N(now));
const thisYear = (now) => R.thisYear(N(now));
const months = (n) => (now) => R.lastMonths(N(now), n);
const all = () => R.all();
const onDay = (k) => (now) => R.on(dayAgo(now, k));
const sinceDay = (k) => (now) => R.since(dayAgo(now, k), N(now));
const betweenDays = (a, b) => (now) => R.between(dayAgo(now, a), dayAgo(now, b));
const beforeDay = (k) => (now) => R.before(dayAgo(now, k));

export const cases = [
  // ---------------- count ----------------
  {
    id: 'count-01',
    type: 'count',
    question: 'how many queue_joined events did we get yesterday?',
    expect: count(yesterday, ['queue_joined']),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Total no-show count over the last 7 days pls',
    expect: count(days(7), ['no-show']),
  },
  {
    id: 'count-03',
    type: 'count',
    question: (now) => `ops review: how many prescription-sent events were logged on ${iso(incident(now))}?`,
    expect: count(onDay(INCIDENT_DAYS_AGO), ['prescription-sent']),
  },
  {
    id: 'count-04',
    type: 'count',
    question: 'Number of Video Consult Started events in the past 30 days?',
    expect: count(days(30), ['Video Consult Started']),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) =>
      `How many times was triage.completed recorded between ${longDay(dayAgo(now, 20))} and ${longDay(dayAgo(now, 14))}?`,
    expect: count(betweenDays(20, 14), ['triage.completed']),
  },
  {
    id: 'count-06',
    type: 'count',
    question: (now) => `lab.order_placed count since ${shortDay(dayAgo(now, 30))}`,
    expect: count(sinceDay(30), ['lab.order_placed']),
  },
  {
    id: 'count-07',
    type: 'count',
    question: 'how many events have we recorded in total, all time?',
    expect: count(all),
  },
  {
    id: 'count-08',
    type: 'count',
    question: 'How many shift_started events were there last week? Need it for the staffing report.',
    expect: count(lastWeek, ['shift_started']),
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'how many video calls did doctors do in the past 14 days',
    expect: count(days(14), ['Video Consult Started'], undefined, 'not-high'),
  },
  {
    id: 'count-10',
    type: 'count',
    low: true,
    question: 'How many Appointment Booked events fired last month?',
    expect: low,
  },
  {
    id: 'count-11',
    type: 'count',
    question: (now) => `Copay Charged events before ${iso(dayAgo(now, 90))} - how many?`,
    expect: count(beforeDay(90), ['Copay Charged']),
  },
  {
    id: 'count-12',
    type: 'count',
    question: (now) =>
      `how many no shows were there on ${shortDay(incident(now))}? the video platform was down that day i think`,
    expect: count(onDay(INCIDENT_DAYS_AGO), ['no-show']),
  },

  // ---------------- users ----------------
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users had a Video Consult Started in the last 30 days?',
    expect: distinct(days(30), ['Video Consult Started']),
  },
  { id: 'users-02', type: 'users', question: 'active users last week?', expect: distinct(lastWeek) },
  {
    id: 'users-03',
    type: 'users',
    question: (now) => `How many different people got a prescription-sent in ${monthName(now, -1)}?`,
    expect: distinct((now) => monthRange(now, -1), ['prescription-sent']),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) => `distinct users with a survey.submitted event since ${iso(dayAgo(now, 45))}`,
    expect: distinct(sinceDay(45), ['survey.submitted']),
  },
  {
    id: 'users-05',
    type: 'users',
    question: 'How many people have been active in the last 24 hours?',
    expect: distinct(days(1)),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'how many patients had lab results come back in the past 2 weeks?',
    expect: distinct(days(14), ['LabResultReady'], 'not-high'),
  },
  {
    id: 'users-07',
    type: 'users',
    low: true,
    question: 'How many unique users hit Insurance Verified this month?',
    expect: low,
  },
  {
    id: 'users-08',
    type: 'users',
    question: 'number of distinct users with shift_started in the past 3 months',
    expect: distinct(months(3), ['shift_started']),
  },
  {
    id: 'users-09',
    type: 'users',
    question:
      'unique users with at least one no-show in the last 60 days — trying to size the reminder campaign',
    expect: distinct(days(60), ['no-show']),
  },

  // ---------------- value ----------------
  {
    id: 'value-01',
    type: 'value',
    question: "What's the average PatientSeen value over the last 30 days? (it's the wait in minutes)",
    expect: measure(O.avg, days(30), ['PatientSeen']),
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'median PatientSeen value last month',
    expect: measure(median, lastMonth, ['PatientSeen']),
  },
  {
    id: 'value-03',
    type: 'value',
    question: (now) => `what was the longest wait anyone had on ${longDay(incident(now))}?`,
    expect: measure(O.max, onDay(INCIDENT_DAYS_AGO), ['PatientSeen'], undefined, 'not-high'),
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'Finance here: total Copay Charged amount for last month?',
    expect: measure((s) => r2(O.sum(s)), lastMonth, ['Copay Charged']),
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'how much revenue did we bring in over the last 7 days',
    expect: (e, now) => ({
      ...measure((s) => r2(O.sum(s)), days(7), ['Copay Charged'], undefined, 'not-high')(e, now),
      names: ['Copay Charged'],
    }),
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'average survey.submitted score in the past week?',
    expect: measure(O.avg, days(7), ['survey.submitted']),
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'minimum triage.completed value yesterday',
    expect: measure(O.min, yesterday, ['triage.completed']),
  },
  {
    id: 'value-08',
    type: 'value',
    question: (now) => `sum of prescription-sent values since ${euroDay(dayAgo(now, 21))}`,
    expect: measure(O.sum, sinceDay(21), ['prescription-sent']),
  },
  {
    id: 'value-09',
    type: 'value',
    question: (now) => `avg LabResultReady value (turnaround hrs) in ${monthName(now, -2)}`,
    expect: measure(O.avg, (now) => monthRange(now, -2), ['LabResultReady']),
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'mean Video Consult Started value for pt_1330',
    expect: measure(O.avg, all, ['Video Consult Started'], 'pt_1330'),
  },
  {
    id: 'value-11',
    type: 'value',
    low: true,
    question: 'What is the average PatientSeen wait for pt_9999?',
    expect: low,
  },
  {
    id: 'value-12',
    type: 'value',
    question: 'biggest single Copay Charged amount in the last 90 days?',
    expect: measure(O.max, days(90), ['Copay Charged']),
  },

  // ---------------- top-events ----------------
  {
    id: 'te-01',
    type: 'top-events',
    question: 'what are our top 5 events?',
    expect: topBy(all, O.byName, { n: 5 }),
  },
  {
    id: 'te-02',
    type: 'top-events',
    question: 'Top 3 events in the last 30 days',
    expect: topBy(days(30), O.byName, { n: 3 }),
  },
  {
    id: 'te-03',
    type: 'top-events',
    question: 'which event is the least common overall?',
    expect: topBy(all, O.byName, { n: 1, ascending: true }),
  },
  {
    id: 'te-04',
    type: 'top-events',
    question: 'most frequent event yesterday?',
    expect: topBy(yesterday, O.byName, { n: 1 }),
  },
  {
    id: 'te-05',
    type: 'top-events',
    question: 'top 4 events last month, for the board deck',
    expect: topBy(lastMonth, O.byName, { n: 4 }),
  },
  {
    id: 'te-06',
    type: 'top-events',
    question: (now) => `the 3 rarest events in ${monthName(now, -1)}`,
    expect: topBy((now) => monthRange(now, -1), O.byName, { n: 3, ascending: true }),
  },
  {
    id: 'te-07',
    type: 'top-events',
    question: 'whats the most common event for pt_1042?',
    expect: topBy(all, O.byName, { n: 1, user: 'pt_1042' }),
  },
  {
    id: 'te-08',
    type: 'top-events',
    question: (now) => `list the top 2 events on ${iso(incident(now))}`,
    expect: topBy(onDay(INCIDENT_DAYS_AGO), O.byName, { n: 2 }),
  },

  // ---------------- top-users ----------------
  {
    id: 'tu-01',
    type: 'top-users',
    question: 'Who are the 2 most active users?',
    expect: topBy(all, O.byUser, { n: 2 }),
  },
  {
    id: 'tu-02',
    type: 'top-users',
    question: 'who are our top 2 spenders?',
    expect: topBy(all, O.byUser, { names: ['Copay Charged'], m: O.value, n: 2, confidence: 'not-high' }),
  },
  {
    id: 'tu-03',
    type: 'top-users',
    question: 'which user had the highest Copay Charged total last month?',
    expect: topBy(lastMonth, O.byUser, { names: ['Copay Charged'], m: O.value, n: 1 }),
  },
  {
    id: 'tu-04',
    type: 'top-users',
    question: 'who logged the most shift_started events last month?',
    expect: topBy(lastMonth, O.byUser, { names: ['shift_started'], n: 1 }),
  },
  {
    id: 'tu-05',
    type: 'top-users',
    question: 'who is the top user by queue_joined in the last 30 days?',
    expect: topBy(days(30), O.byUser, { names: ['queue_joined'], n: 1 }),
  },
  {
    id: 'tu-06',
    type: 'top-users',
    question: 'most active user in the last 14 days?',
    expect: topBy(days(14), O.byUser, { n: 1 }),
  },
  {
    id: 'tu-07',
    type: 'top-users',
    question: 'Which patient racked up the most no-show events overall?',
    expect: topBy(all, O.byUser, { names: ['no-show'], n: 1 }),
  },
  {
    id: 'tu-08',
    type: 'top-users',
    question: (now) => `Who had the most PatientSeen events in ${monthName(now, -1)}?`,
    expect: topBy((now) => monthRange(now, -1), O.byUser, { names: ['PatientSeen'], n: 1 }),
  },

  // ---------------- user ----------------
  {
    id: 'user-01',
    type: 'user',
    question: 'How many events does pt_1007 have?',
    expect: count(all, undefined, 'pt_1007'),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'when was pt_1042 last seen? support thinks they moved away',
    expect: (events) => {
      const s = select(events, { user: 'pt_1042' });
      return { names: [iso(O.time(s.at(-1)))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'first seen date for pt_1419?',
    expect: (events) => {
      const s = select(events, { user: 'pt_1419' });
      return { names: [iso(O.time(s[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'which event names has pt_1330 used?',
    expect: (events) => {
      const s = select(events, { user: 'pt_1330' });
      return {
        names: [...new Set(s.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: "show me pt_1213's 3 most recent events",
    expect: (events) => {
      const s = select(events, { user: 'pt_1213' });
      return { names: O.newestFirst(s).slice(0, 3).map(O.byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'how many events did staff_03 log in the last 30 days',
    expect: count(days(30), undefined, 'staff_03'),
  },
  {
    id: 'user-07',
    type: 'user',
    question: 'pt_1007 activity last month — how many events?',
    expect: count(lastMonth, undefined, 'pt_1007'),
  },
  { id: 'user-08', type: 'user', low: true, question: 'when was pt_9999 last active?', expect: low },
  {
    id: 'user-09',
    type: 'user',
    question: 'How many Copay Charged events does pt_1213 have, and what do they add up to?',
    expect: (events) => {
      const s = select(events, { user: 'pt_1213', names: ['Copay Charged'] });
      return { numbers: [s.length, r2(O.sum(s))], confidence: 'high', dataPoints: s.length };
    },
  },

  // ---------------- breakdown ----------------
  {
    id: 'bd-01',
    type: 'breakdown',
    question: 'Which weekday is our busiest?',
    expect: topBy(all, O.byWeekday, { n: 1 }),
  },
  {
    id: 'bd-02',
    type: 'breakdown',
    question: 'what hour of the day do most queue_joined events happen?',
    expect: topBy(all, O.byHour, { names: ['queue_joined'], n: 1 }),
  },
  {
    id: 'bd-03',
    type: 'breakdown',
    question: 'which day had the most no-show events in the last 60 days?',
    expect: topBy(days(60), O.byDay, { names: ['no-show'], n: 1 }),
  },
  {
    id: 'bd-04',
    type: 'breakdown',
    question: 'events per month please',
    expect: (events) => {
      const t = O.tally(events, O.byMonth);
      return {
        names: [...t.keys()],
        numbers: [...t.values()],
        unordered: true,
        confidence: 'high',
        dataPoints: events.length,
      };
    },
  },
  {
    id: 'bd-05',
    type: 'breakdown',
    question: 'weekly queue_joined counts for the past 4 weeks',
    expect: (events, now) => {
      const s = select(events, { range: R.lastWeeks(N(now), 4), names: ['queue_joined'] });
      const t = O.tally(s, O.byWeek);
      return {
        names: [...t.keys()],
        numbers: [...t.values()],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'bd-06',
    type: 'breakdown',
    question: 'busiest hour of day for Video Consult Started?',
    expect: topBy(all, O.byHour, { names: ['Video Consult Started'], n: 1 }),
  },
  {
    id: 'bd-07',
    type: 'breakdown',
    question: 'Over the past 2 weeks, which day had the highest Copay Charged total?',
    expect: topBy(days(14), O.byDay, { names: ['Copay Charged'], m: O.value, n: 1 }),
  },
  {
    id: 'bd-08',
    type: 'breakdown',
    question: 'which month had the most PatientSeen events?',
    expect: topBy(all, O.byMonth, { names: ['PatientSeen'], n: 1 }),
  },
  {
    id: 'bd-09',
    type: 'breakdown',
    question: 'quietest weekday for shift_started?',
    expect: topBy(all, O.byWeekday, { names: ['shift_started'], n: 1, ascending: true }),
  },

  // ---------------- compare ----------------
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'Copay Charged dollars in the last 7 days vs the 7 days before that?',
    expect: cmp(before(days(7), 7 * DAY), days(7), ['Copay Charged'], O.sum),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: (now) => `total Copay Charged amount: ${monthName(now, -2)} vs ${monthName(now, -1)}`,
    expect: cmp(
      (now) => monthRange(now, -2),
      (now) => monthRange(now, -1),
      ['Copay Charged'],
      O.sum,
    ),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question:
      'Is telehealth growing? Compare Video Consult Started in the last 30 days with the 30 days before.',
    expect: cmp(before(days(30), 30 * DAY), days(30), ['Video Consult Started']),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: (now) =>
      `number of PatientSeen events in ${monthName(now, -1)} compared with ${monthName(now, -2)}`,
    expect: cmp(
      (now) => monthRange(now, -2),
      (now) => monthRange(now, -1),
      ['PatientSeen'],
    ),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: 'how did total activity change - events in the last 14 days vs the previous 14 days?',
    expect: cmp(before(days(14), 14 * DAY), days(14)),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: 'lab.order_placed last week versus the week before',
    expect: cmp(before(lastWeek, 7 * DAY), lastWeek, ['lab.order_placed']),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question: (now) => `are video call minutes up or down? ${monthName(now, -1)} vs ${monthName(now, -2)}`,
    expect: cmp(
      (now) => monthRange(now, -2),
      (now) => monthRange(now, -1),
      ['Video Consult Started'],
      O.sum,
      'not-high',
    ),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: 'Is prescription-sent growing month over month? last month vs the month before that',
    expect: cmp((now) => monthRange(now, -2), lastMonth, ['prescription-sent']),
  },

  // ---------------- share ----------------
  {
    id: 'share-01',
    type: 'share',
    question: 'What percentage of all events are no-show?',
    expect: shareEvents(all, ['no-show']),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'What % of active users had a Video Consult Started in the last 30 days?',
    expect: shareUsers(days(30), ['Video Consult Started']),
  },
  {
    id: 'share-03',
    type: 'share',
    question: 'share of events in the past week that were prescription-sent',
    expect: shareEvents(days(7), ['prescription-sent']),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'Of all events last month, what fraction were Copay Charged?',
    expect: shareEvents(lastMonth, ['Copay Charged']),
  },
  {
    id: 'share-05',
    type: 'share',
    question: 'percentage of active users who did survey.submitted in the last 3 months',
    expect: shareUsers(months(3), ['survey.submitted']),
  },
  {
    id: 'share-06',
    type: 'share',
    question: 'what percent of users have ever had a no-show?',
    expect: shareUsers(all, ['no-show']),
  },
  {
    id: 'share-07',
    type: 'share',
    question: 'what share of our events are video calls?',
    expect: shareEvents(all, ['Video Consult Started'], 'not-high'),
  },

  // ---------------- conversion ----------------
  {
    id: 'conv-01',
    type: 'conversion',
    question: 'Of users who did queue_joined in the last 30 days, how many then got a PatientSeen?',
    expect: conv(days(30), 'queue_joined', 'PatientSeen'),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: 'lab.order_placed → LabResultReady conversion last month',
    expect: conv(lastMonth, 'lab.order_placed', 'LabResultReady'),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question: 'what % of people who did queue_joined went on to Copay Charged? all time',
    expect: conv(all, 'queue_joined', 'Copay Charged'),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question: 'triage.completed to prescription-sent conversion in the past 2 weeks?',
    expect: conv(days(14), 'triage.completed', 'prescription-sent'),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question: 'of users with a no-show in the last 60 days, how many came back later and had PatientSeen?',
    expect: conv(days(60), 'no-show', 'PatientSeen'),
  },
  {
    id: 'conv-06',
    type: 'conversion',
    question: (now) => `PatientSeen -> survey.submitted conversion since ${iso(dayAgo(now, 40))}`,
    expect: conv(sinceDay(40), 'PatientSeen', 'survey.submitted'),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question: 'how many patients who had a video visit later got a script sent? last 3 months',
    expect: conv(months(3), 'Video Consult Started', 'prescription-sent', 'not-high'),
  },

  // ---------------- churn ----------------
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(now, -2)} but not in ${monthName(now, -1)}?`,
    expect: (events, now) => ({
      numbers: [O.churned(events, monthRange(now, -2), monthRange(now, -1)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'how many new users in the last 30 days?',
    expect: (events, now) => ({ numbers: [O.newUsers(events, days(30)(now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question:
      'users who were active in the 30 days before the last 30 but have gone quiet in the last 30 days — how many?',
    expect: (events, now) => ({
      numbers: [O.churned(events, before(days(30), 30 * DAY)(now), days(30)(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'new users last week?',
    expect: (events, now) => ({ numbers: [O.newUsers(events, lastWeek(now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `How many brand new users have we had since ${longDay(dayAgo(now, 45))}?`,
    expect: (events, now) => ({
      numbers: [O.newUsers(events, sinceDay(45)(now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: (now) => `new users in ${monthName(now, -1)}`,
    expect: (events, now) => ({
      numbers: [O.newUsers(events, monthRange(now, -1)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: 'how many users churned: active last week, nothing in the last 3 days?',
    expect: (events, now) => {
      const lw = lastWeek(now);
      const l3 = days(3)(now);
      return { numbers: [O.churned(events, lw, l3).length], confidence: 'high' };
    },
  },

  // ---------------- recency ----------------
  { id: 'rec-01', type: 'recency', question: 'When was the last no-show?', expect: lastOf(['no-show']) },
  {
    id: 'rec-02',
    type: 'recency',
    question: 'did anyone have a Video Consult Started in the last 24 hours?',
    expect: count(days(1), ['Video Consult Started']),
  },
  {
    id: 'rec-03',
    type: 'recency',
    question: 'when did we last send a followup_reminder_sent?',
    expect: lastOf(['followup_reminder_sent']),
  },
  {
    id: 'rec-04',
    type: 'recency',
    question: 'last LabResultReady, when was it?',
    expect: lastOf(['LabResultReady']),
  },
  {
    id: 'rec-05',
    type: 'recency',
    low: true,
    question: (now) => `has pt_1042 done queue_joined since ${iso(dayAgo(now, 30))}?`,
    expect: low,
  },
  {
    id: 'rec-06',
    type: 'recency',
    question: 'most recent shift_started — when?',
    expect: lastOf(['shift_started']),
  },
  {
    id: 'rec-07',
    type: 'recency',
    question: 'When did pt_1007 last have a Copay Charged?',
    expect: lastOf(['Copay Charged'], 'pt_1007'),
  },
  {
    id: 'rec-08',
    type: 'recency',
    low: true,
    question: 'when was the last Refill Requested event?',
    expect: low,
  },

  // ---------------- catalogue ----------------
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (events) => ({
      names: [...new Set(events.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users do we have in total?',
    expect: (events) => ({ numbers: [O.users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'How many events are stored, overall?',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'list every event name with how many times each occurred',
    expect: (events) => {
      const t = O.rank(O.tally(events, O.byName));
      return {
        names: t.map(([k]) => k),
        numbers: t.map(([, v]) => v),
        confidence: 'high',
        dataPoints: events.length,
      };
    },
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'how many distinct event types exist in our data?',
    expect: (events) => ({
      numbers: [new Set(events.map(O.byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question:
      "new analyst onboarding - give me the overview: total events, total users, and the event names we've got",
    expect: (events) => ({
      numbers: [events.length, O.users(events).size],
      names: [...new Set(events.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ---------------- other ----------------
  { id: 'other-01', type: 'other', question: "What's the average age of our patients?", expect: low },
  {
    id: 'other-02',
    type: 'other',
    question: 'which doctor gets the best bedside-manner ratings?',
    expect: low,
  },
  { id: 'other-03', type: 'other', question: 'how many exam rooms are free right now?', expect: low },
  {
    id: 'other-04',
    type: 'other',
    question: 'What are the most common diagnosis codes this quarter?',
    expect: low,
  },
  { id: 'other-05', type: 'other', question: "what's our insurance claim denial rate?", expect: low },
  {
    id: 'other-06',
    type: 'other',
    question: 'Which pharmacy receives the most of our prescriptions?',
    expect: low,
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'is it going to rain tomorrow? deciding whether to open the outdoor triage tent',
    expect: low,
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'which lab tests came back with abnormal results?',
    expect: low,
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'please text every patient in the queue that we are running 30 min late',
    expect: low,
  },
  { id: 'other-10', type: 'other', question: 'what is the hourly pay rate of our nurses?', expect: low },
];
