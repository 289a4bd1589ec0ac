/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's file, kept as its author wrote it */
// Blind round "volunteers": questions people at a hospital / care-home volunteer network would ask.
import {
  DAY,
  HOUR,
  WEEK,
  MONTHS,
  WEEKDAYS,
  round,
  time,
  dayStart,
  weekStart,
  monthStart,
  isoDay,
  isoMonth,
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
} from '../../../../../shared/ai/eval/oracle.mjs';

const N = {
  signup: 'volunteer_signed_up',
  bg: 'background.check.completed',
  posted: 'ShiftPosted',
  pick: 'shift_picked_up',
  cin: 'Checked In',
  cout: 'checked-out',
  cancel: 'shift.cancelled',
  mile: 'MileageClaimSubmitted',
  cert: 'training-certificate-issued',
  open: 'app_opened',
  profile: 'Profile Updated',
  msg: 'message.sent',
};
const ALL_NAMES = Object.values(N);

// ---- date helpers for questions -----------------------------------------------------------
const ago = (now, k) => dayStart(+now) - k * DAY;
const iso = (t) => isoDay(t);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const dmy = (t) =>
  `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const yearOf = (t) => new Date(t).getUTCFullYear();
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const m1 = (now) => monthStart(+now, -1); // last month
const m2 = (now) => monthStart(+now, -2); // the month before

// ---- expectation helpers ------------------------------------------------------------------
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const r2 = (x) => round(x, 2);
function median(evs) {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : r2((v[m - 1] + v[m]) / 2);
}
const tieAt = (map, n, ascending = false) => {
  const list = rank(map, { ascending });
  return list.length > n && list[n - 1][1] === list[n][1];
};
// A case whose expectation comes with a tie check: build(events, nowMs) → { x, tie }
function withTie(build) {
  const f = (events, now) => build(events, +now).x;
  f.tieAtCut = (events, now) => build(events, +now).tie;
  return f;
}
const countX = (events, sel, confidence = 'high') => {
  const evs = select(events, sel);
  return { numbers: [evs.length], confidence, dataPoints: evs.length };
};
const usersX = (events, sel, confidence = 'high') => {
  const evs = select(events, sel);
  return { numbers: [users(evs).size], confidence, dataPoints: evs.length };
};
const measureX = (events, sel, fn, confidence = 'high') => {
  const evs = select(events, sel);
  return { numbers: [fn(evs)], confidence, dataPoints: evs.length };
};
const topX = (events, sel, n, { key = byName, measure, ascending = false, confidence = 'high' } = {}) => {
  const evs = select(events, sel);
  const map = tally(evs, key, measure);
  const list = rank(map, { n, ascending });
  return {
    x: {
      names: list.map(([k]) => k),
      numbers: list.map(([, v]) => r2(v)),
      confidence,
      dataPoints: evs.length,
    },
    tie: tieAt(map, n, ascending),
  };
};
const compareX = (events, selA, selB, fn = (evs) => evs.length, confidence = 'high') => {
  const a = select(events, selA),
    b = select(events, selB);
  const c = change(r2(fn(a)), r2(fn(b)));
  return {
    numbers: [c.earlier, c.later, r2(c.diff)],
    percents: c.pct === null ? [] : [c.pct],
    confidence,
    dataPoints: a.length + b.length,
  };
};
const shareEventsX = (events, range, name) => {
  const all = select(events, { range });
  const part = all.filter((e) => e.eventName === name);
  return { percents: [percent(part.length, all.length)], confidence: 'high', dataPoints: all.length };
};
const shareUsersX = (events, range, name) => {
  const all = select(events, { range });
  const part = users(all.filter((e) => e.eventName === name)).size;
  return { percents: [percent(part, users(all).size)], confidence: 'high', dataPoints: all.length };
};
const convX = (events, range, a, b) => {
  const c = conversion(events, range, a, b);
  return {
    numbers: [c.did, c.converted],
    percents: [c.pct],
    confidence: 'high',
    dataPoints: select(events, { range, names: [a, b] }).length,
  };
};
const lastX = (events, sel) => {
  const evs = select(events, sel);
  const t = time(newestFirst(evs)[0]);
  return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
};

export const cases = [
  // ================================ count ================================
  {
    id: 'cnt-01',
    type: 'count',
    question: 'How many shift_picked_up events happened in the last 7 days?',
    expect: (ev, now) => countX(ev, { range: ranges.lastDays(+now, 7), names: [N.pick] }),
  },
  {
    id: 'cnt-02',
    type: 'count',
    question: 'checked out count for yesterday?',
    expect: (ev, now) => countX(ev, { range: ranges.yesterday(+now), names: [N.cout] }),
  },
  {
    id: 'cnt-03',
    type: 'count',
    question: (now) => `For the monthly ops report: how many events did we record in ${monthName(m2(now))}?`,
    expect: (ev, now) => countX(ev, { range: ranges.month(m2(now)) }),
  },
  {
    id: 'cnt-04',
    type: 'count',
    question: (now) =>
      `Number of MileageClaimSubmitted events between ${iso(ago(now, 40))} and ${iso(ago(now, 26))}`,
    expect: (ev, now) => countX(ev, { range: ranges.between(ago(now, 40), ago(now, 26)), names: [N.mile] }),
  },
  {
    id: 'cnt-05',
    type: 'count',
    question: 'How many Checked In events does vol_1007 have in the past 30 days?',
    expect: (ev, now) => countX(ev, { range: ranges.lastDays(+now, 30), names: [N.cin], user: 'vol_1007' }),
  },
  {
    id: 'cnt-06',
    type: 'count',
    question: (now) => `how many check-ins have we had since ${longDay(ago(now, 12))}?`,
    expect: (ev, now) => countX(ev, { range: ranges.since(ago(now, 12), +now), names: [N.cin] }, 'not-high'),
  },
  {
    id: 'cnt-07',
    type: 'count',
    question: 'total shift.cancelled events last week',
    expect: (ev, now) => countX(ev, { range: ranges.lastWeek(+now), names: [N.cancel] }),
  },
  {
    id: 'cnt-08',
    type: 'count',
    question: 'how many app opened events so far today',
    expect: (ev, now) => countX(ev, { range: ranges.today(+now), names: [N.open] }),
  },
  {
    id: 'cnt-09',
    type: 'count',
    question:
      'How many training-certificate-issued events in the past 2 months? (compliance wants the number)',
    expect: (ev, now) => countX(ev, { range: ranges.lastMonths(+now, 2), names: [N.cert] }),
  },
  {
    id: 'cnt-10',
    type: 'count',
    low: true,
    question: 'how many shift_swapped events were there last week?',
    expect: () => LOW(),
  },

  // ================================ users ================================
  {
    id: 'usr-01',
    type: 'users',
    question: 'how many unique users were active in the last 30 days?',
    expect: (ev, now) => usersX(ev, { range: ranges.lastDays(+now, 30) }),
  },
  {
    id: 'usr-02',
    type: 'users',
    question: 'How many distinct people had a shift_picked_up last week?',
    expect: (ev, now) => usersX(ev, { range: ranges.lastWeek(+now), names: [N.pick] }),
  },
  {
    id: 'usr-03',
    type: 'users',
    question: 'number of people with at least one MileageClaimSubmitted in the last 3 months',
    expect: (ev, now) => usersX(ev, { range: ranges.lastMonths(+now, 3), names: [N.mile] }),
  },
  {
    id: 'usr-04',
    type: 'users',
    question: 'active users today?',
    expect: (ev, now) => usersX(ev, { range: ranges.today(+now) }),
  },
  {
    id: 'usr-05',
    type: 'users',
    question: (now) =>
      `how many different users got a training-certificate-issued in ${monthName(m1(now))} ${yearOf(m1(now))}`,
    expect: (ev, now) => usersX(ev, { range: ranges.month(m1(now)), names: [N.cert] }),
  },
  {
    id: 'usr-06',
    type: 'users',
    question: (now) =>
      `how many ppl have a shift.cancelled between ${shortDay(ago(now, 50))} and ${shortDay(ago(now, 31))}?`,
    expect: (ev, now) => usersX(ev, { range: ranges.between(ago(now, 50), ago(now, 31)), names: [N.cancel] }),
  },
  {
    id: 'usr-07',
    type: 'users',
    question: 'How many users were active yesterday?',
    expect: (ev, now) => usersX(ev, { range: ranges.yesterday(+now) }),
  },
  {
    id: 'usr-08',
    type: 'users',
    question:
      'how many volunteers actually finished a shift in the past 2 weeks, i.e. distinct users with a checked-out event?',
    expect: (ev, now) => usersX(ev, { range: ranges.lastWeeks(+now, 2), names: [N.cout] }),
  },
  {
    id: 'usr-09',
    type: 'users',
    low: true,
    question: 'how many unique users triggered badge_unlocked this month?',
    expect: () => LOW(),
  },

  // ================================ value ================================
  {
    id: 'val-01',
    type: 'value',
    question: 'total hours volunteered last month?',
    expect: (ev, now) =>
      measureX(ev, { range: ranges.lastMonth(+now), names: [N.cout] }, (evs) => r2(sum(evs)), 'not-high'),
  },
  {
    id: 'val-02',
    type: 'value',
    question: 'sum of the checked-out values over the last 30 days',
    expect: (ev, now) =>
      measureX(ev, { range: ranges.lastDays(+now, 30), names: [N.cout] }, (evs) => r2(sum(evs))),
  },
  {
    id: 'val-03',
    type: 'value',
    question: (now) => `Finance asks: average MileageClaimSubmitted amount in ${monthName(m2(now))}?`,
    expect: (ev, now) => measureX(ev, { range: ranges.month(m2(now)), names: [N.mile] }, avg),
  },
  {
    id: 'val-04',
    type: 'value',
    question: 'biggest single MileageClaimSubmitted value ever?',
    expect: (ev) => measureX(ev, { names: [N.mile] }, max),
  },
  {
    id: 'val-05',
    type: 'value',
    question: 'what is the minimum checked-out value in the past 14 days',
    expect: (ev, now) => measureX(ev, { range: ranges.lastDays(+now, 14), names: [N.cout] }, min),
  },
  {
    id: 'val-06',
    type: 'value',
    question: 'median checked-out value over the last 7 days please',
    expect: (ev, now) => measureX(ev, { range: ranges.lastDays(+now, 7), names: [N.cout] }, median),
  },
  {
    id: 'val-07',
    type: 'value',
    question: (now) => `how much have we reimbursed for mileage since ${dmy(ago(now, 21))}?`,
    expect: (ev, now) =>
      measureX(
        ev,
        { range: ranges.since(ago(now, 21), +now), names: [N.mile] },
        (evs) => r2(sum(evs)),
        'not-high',
      ),
  },
  {
    id: 'val-08',
    type: 'value',
    question:
      'avg background.check.completed value in the last 90 days (it is the number of days the check took)',
    expect: (ev, now) => measureX(ev, { range: ranges.lastDays(+now, 90), names: [N.bg] }, avg),
  },
  {
    id: 'val-09',
    type: 'value',
    question: 'total ShiftPosted value (open slots) in the past 14 days',
    expect: (ev, now) =>
      measureX(ev, { range: ranges.lastDays(+now, 14), names: [N.posted] }, (evs) => r2(sum(evs))),
  },
  {
    id: 'val-10',
    type: 'value',
    question: 'mean value of shift_picked_up yesterday',
    expect: (ev, now) => measureX(ev, { range: ranges.yesterday(+now), names: [N.pick] }, avg),
  },

  // ================================ top-events ================================
  {
    id: 'te-01',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: withTie((ev, now) => topX(ev, { range: ranges.lastDays(now, 30) }, 5)),
  },
  {
    id: 'te-02',
    type: 'top-events',
    question: 'what were the 3 most common actions yesterday?',
    expect: withTie((ev, now) => topX(ev, { range: ranges.yesterday(now) }, 3)),
  },
  {
    id: 'te-03',
    type: 'top-events',
    question: 'Which event is the least common overall?',
    expect: withTie((ev) => topX(ev, {}, 1, { ascending: true })),
  },
  {
    id: 'te-04',
    type: 'top-events',
    question: 'most frequent event last week',
    expect: withTie((ev, now) => topX(ev, { range: ranges.lastWeek(now) }, 1)),
  },
  {
    id: 'te-05',
    type: 'top-events',
    question: (now) => `what were our top events in ${monthName(m1(now))}?`,
    expect: withTie((ev, now) => topX(ev, { range: ranges.month(m1(now)) }, 5)),
  },
  {
    id: 'te-06',
    type: 'top-events',
    question: 'what is the rarest event in the past 30 days — which one barely happens?',
    expect: withTie((ev, now) => topX(ev, { range: ranges.lastDays(now, 30) }, 1, { ascending: true })),
  },
  {
    id: 'te-07',
    type: 'top-events',
    question: (now) => `rank the top 4 event names from ${longDay(ago(now, 60))} to ${longDay(ago(now, 35))}`,
    expect: withTie((ev, now) => topX(ev, { range: ranges.between(ago(now, 60), ago(now, 35)) }, 4)),
  },

  // ================================ top-users ================================
  {
    id: 'tu-01',
    type: 'top-users',
    question: 'who was the single most active user in the last 30 days?',
    expect: withTie((ev, now) => topX(ev, { range: ranges.lastDays(now, 30) }, 1, { key: byUser })),
  },
  {
    id: 'tu-02',
    type: 'top-users',
    question: 'which user had the highest total checked-out value last month',
    expect: withTie((ev, now) =>
      topX(ev, { range: ranges.lastMonth(now), names: [N.cout] }, 1, { key: byUser, measure: value }),
    ),
  },
  {
    id: 'tu-03',
    type: 'top-users',
    question: 'top 3 users by summed MileageClaimSubmitted value, all time',
    expect: withTie((ev) => topX(ev, { names: [N.mile] }, 3, { key: byUser, measure: value })),
  },
  {
    id: 'tu-04',
    type: 'top-users',
    question: 'Which user had the most shift_picked_up events in the past 60 days?',
    expect: withTie((ev, now) =>
      topX(ev, { range: ranges.lastDays(now, 60), names: [N.pick] }, 1, { key: byUser }),
    ),
  },
  {
    id: 'tu-05',
    type: 'top-users',
    question: 'who posted the most shifts (ShiftPosted) in the last 8 weeks?',
    expect: withTie((ev, now) =>
      topX(ev, { range: ranges.lastWeeks(now, 8), names: [N.posted] }, 1, { key: byUser }),
    ),
  },
  {
    id: 'tu-06',
    type: 'top-users',
    question: 'which user has the most shift.cancelled events? want to have a word with them',
    expect: withTie((ev) => topX(ev, { names: [N.cancel] }, 1, { key: byUser })),
  },
  {
    id: 'tu-07',
    type: 'top-users',
    question: 'who claimed the most mileage money last month?',
    expect: withTie((ev, now) =>
      topX(ev, { range: ranges.lastMonth(now), names: [N.mile] }, 1, {
        key: byUser,
        measure: value,
        confidence: 'not-high',
      }),
    ),
  },
  {
    id: 'tu-08',
    type: 'top-users',
    question: 'top 2 users overall by event count',
    expect: withTie((ev) => topX(ev, {}, 2, { key: byUser })),
  },

  // ================================ user ================================
  {
    id: 'us-01',
    type: 'user',
    question: 'how many events does vol_1007 have?',
    expect: (ev) => countX(ev, { user: 'vol_1007' }),
  },
  {
    id: 'us-02',
    type: 'user',
    question: 'when was vol_1013 first seen?',
    expect: (ev) => {
      const evs = select(ev, { user: 'vol_1013' });
      const t = Math.min(...evs.map(time));
      return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'us-03',
    type: 'user',
    question:
      "Support ticket from a care home: vol_1013 hasn't shown up in a while. When were they last seen?",
    expect: (ev) => lastX(ev, { user: 'vol_1013' }),
  },
  {
    id: 'us-04',
    type: 'user',
    question: 'which event names has vol_1466 used so far?',
    expect: (ev) => {
      const evs = select(ev, { user: 'vol_1466' });
      return {
        names: [...new Set(evs.map(byName))],
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'us-05',
    type: 'user',
    question: "vol_1120's 3 most recent events?",
    expect: (ev) => {
      const evs = select(ev, { user: 'vol_1120' });
      return { names: newestFirst(evs).slice(0, 3).map(byName), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'us-06',
    type: 'user',
    question: 'total checked-out value for vol_1007 (all time) — we want to thank them for their hours',
    expect: (ev) => measureX(ev, { user: 'vol_1007', names: [N.cout] }, (evs) => r2(sum(evs))),
  },
  {
    id: 'us-07',
    type: 'user',
    low: true,
    question: 'show me everything vol_9999 did last month',
    expect: () => LOW(),
  },
  {
    id: 'us-08',
    type: 'user',
    question: 'what has vol_1088 been up to in the last 14 days? how many events?',
    expect: (ev, now) => countX(ev, { user: 'vol_1088', range: ranges.lastDays(+now, 14) }),
  },

  // ================================ breakdown ================================
  {
    id: 'bd-01',
    type: 'breakdown',
    question: 'events per day for the last 7 days',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastDays(+now, 7) });
      const list = [...tally(evs, byDay)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => v),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'bd-02',
    type: 'breakdown',
    question: 'which day of the week has the most checked-out events?',
    expect: withTie((ev) => topX(ev, { names: [N.cout] }, 1, { key: byWeekday })),
  },
  {
    id: 'bd-03',
    type: 'breakdown',
    question: 'at what hour of the day do most Checked In events happen?',
    expect: withTie((ev) => topX(ev, { names: [N.cin] }, 1, { key: byHour })),
  },
  {
    id: 'bd-04',
    type: 'breakdown',
    question: 'monthly shift_picked_up counts for the last 3 months',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastMonths(+now, 3), names: [N.pick] });
      const list = [...tally(evs, byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => v),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'bd-05',
    type: 'breakdown',
    question: 'weekly breakdown of volunteer_signed_up over the past 4 weeks',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastWeeks(+now, 4), names: [N.signup] });
      const list = [...tally(evs, byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => v),
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'bd-06',
    type: 'breakdown',
    question: 'what was the busiest day in the last 30 days?',
    expect: withTie((ev, now) => topX(ev, { range: ranges.lastDays(now, 30) }, 1, { key: byDay })),
  },
  {
    id: 'bd-07',
    type: 'breakdown',
    question:
      'On which day in the past 6 weeks did app_opened peak? I think the scheduling outage caused a spike',
    expect: withTie((ev, now) =>
      topX(ev, { range: ranges.lastWeeks(now, 6), names: [N.open] }, 1, { key: byDay }),
    ),
  },
  {
    id: 'bd-08',
    type: 'breakdown',
    question: 'break down MileageClaimSubmitted by weekday for the last 4 weeks',
    expect: (ev, now) => {
      const evs = select(ev, { range: ranges.lastWeeks(+now, 4), names: [N.mile] });
      const m = tally(evs, byWeekday);
      const list = WEEKDAYS.filter((d) => m.has(d)).map((d) => [d, m.get(d)]);
      return {
        names: list.map(([k]) => k),
        numbers: list.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'bd-09',
    type: 'breakdown',
    question: 'busiest hour for ShiftPosted last month?',
    expect: withTie((ev, now) =>
      topX(ev, { range: ranges.lastMonth(now), names: [N.posted] }, 1, { key: byHour }),
    ),
  },

  // ================================ compare ================================
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'total checked-out value (the hours): last 7 days vs the 7 days before',
    expect: (ev, now) =>
      compareX(
        ev,
        { range: { from: +now - 14 * DAY, to: +now - 7 * DAY }, names: [N.cout] },
        { range: ranges.lastDays(+now, 7), names: [N.cout] },
        sum,
      ),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: 'is shift_picked_up growing? compare the last 30 days with the previous 30',
    expect: (ev, now) =>
      compareX(
        ev,
        { range: { from: +now - 60 * DAY, to: +now - 30 * DAY }, names: [N.pick] },
        { range: ranges.lastDays(+now, 30), names: [N.pick] },
      ),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: 'For the board deck: active users last month versus the month before',
    expect: (ev, now) =>
      compareX(
        ev,
        { range: ranges.month(m2(now)) },
        { range: ranges.month(m1(now)) },
        (evs) => users(evs).size,
      ),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: (now) => `MileageClaimSubmitted total amount: ${monthName(m2(now))} vs ${monthName(m1(now))}`,
    expect: (ev, now) =>
      compareX(
        ev,
        { range: ranges.month(m2(now)), names: [N.mile] },
        { range: ranges.month(m1(now)), names: [N.mile] },
        sum,
      ),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question:
      'volunteer_signed_up in the past 30 days compared with the 30 days before that — is recruitment picking up?',
    expect: (ev, now) =>
      compareX(
        ev,
        { range: { from: +now - 60 * DAY, to: +now - 30 * DAY }, names: [N.signup] },
        { range: ranges.lastDays(+now, 30), names: [N.signup] },
      ),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: (now) =>
      `how did the summed checked-out value on ${iso(ago(now, 17))} compare with ${iso(ago(now, 3))}?`,
    expect: (ev, now) =>
      compareX(
        ev,
        { range: ranges.on(ago(now, 17)), names: [N.cout] },
        { range: ranges.on(ago(now, 3)), names: [N.cout] },
        sum,
      ),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question: 'total events yesterday vs the day before',
    expect: (ev, now) => compareX(ev, { range: ranges.on(ago(now, 2)) }, { range: ranges.yesterday(+now) }),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: 'shift.cancelled last week compared with the week before',
    expect: (ev, now) =>
      compareX(
        ev,
        { range: { from: weekStart(+now) - 2 * WEEK, to: weekStart(+now) - WEEK }, names: [N.cancel] },
        { range: ranges.lastWeek(+now), names: [N.cancel] },
      ),
  },
  {
    id: 'cmp-09',
    type: 'compare',
    question: 'ShiftPosted in the last 4 weeks vs the prior 4 weeks?',
    expect: (ev, now) =>
      compareX(
        ev,
        { range: { from: +now - 8 * WEEK, to: +now - 4 * WEEK }, names: [N.posted] },
        { range: ranges.lastWeeks(+now, 4), names: [N.posted] },
      ),
  },

  // ================================ share ================================
  {
    id: 'sh-01',
    type: 'share',
    question: 'what % of events in the last 30 days were checked-out?',
    expect: (ev, now) => shareEventsX(ev, ranges.lastDays(+now, 30), N.cout),
  },
  {
    id: 'sh-02',
    type: 'share',
    question: "what share of last month's active users had a shift_picked_up?",
    expect: (ev, now) => shareUsersX(ev, ranges.lastMonth(+now), N.pick),
  },
  {
    id: 'sh-03',
    type: 'share',
    question: 'percentage of all events that are app_opened',
    expect: (ev) => shareEventsX(ev, ranges.all(), N.open),
  },
  {
    id: 'sh-04',
    type: 'share',
    question:
      'what fraction of people active in the past 7 days submitted a MileageClaimSubmitted? as a percentage pls',
    expect: (ev, now) => shareUsersX(ev, ranges.lastDays(+now, 7), N.mile),
  },
  {
    id: 'sh-05',
    type: 'share',
    question: 'of all activity yesterday, what percent was message.sent',
    expect: (ev, now) => shareEventsX(ev, ranges.yesterday(+now), N.msg),
  },
  {
    id: 'sh-06',
    type: 'share',
    question: (now) => `share of shift.cancelled among all events since ${shortDay(ago(now, 45))}`,
    expect: (ev, now) => shareEventsX(ev, ranges.since(ago(now, 45), +now), N.cancel),
  },
  {
    id: 'sh-07',
    type: 'share',
    question: 'what percentage of users have ever had a background.check.completed event?',
    expect: (ev) => shareUsersX(ev, ranges.all(), N.bg),
  },
  {
    id: 'sh-08',
    type: 'share',
    question: (now) =>
      `percent of events in ${monthName(m2(now))} ${yearOf(m2(now))} that were training-certificate-issued`,
    expect: (ev, now) => shareEventsX(ev, ranges.month(m2(now)), N.cert),
  },

  // ================================ conversion ================================
  {
    id: 'cv-01',
    type: 'conversion',
    question:
      'of the users who did volunteer_signed_up in the last 60 days, how many then did shift_picked_up?',
    expect: (ev, now) => convX(ev, ranges.lastDays(+now, 60), N.signup, N.pick),
  },
  {
    id: 'cv-02',
    type: 'conversion',
    question: 'conversion from volunteer_signed_up to background.check.completed over the last 90 days',
    expect: (ev, now) => convX(ev, ranges.lastDays(+now, 90), N.signup, N.bg),
  },
  {
    id: 'cv-03',
    type: 'conversion',
    question: 'background.check.completed → training-certificate-issued: what % convert?',
    expect: (ev) => convX(ev, ranges.all(), N.bg, N.cert),
  },
  {
    id: 'cv-04',
    type: 'conversion',
    question:
      'of the people with a shift_picked_up in the last 30 days, how many later had a shift.cancelled? and what percentage is that',
    expect: (ev, now) => convX(ev, ranges.lastDays(+now, 30), N.pick, N.cancel),
  },
  {
    id: 'cv-05',
    type: 'conversion',
    question: 'users with Checked In last month — how many went on to a MileageClaimSubmitted afterwards?',
    expect: (ev, now) => convX(ev, ranges.lastMonth(+now), N.cin, N.mile),
  },
  {
    id: 'cv-06',
    type: 'conversion',
    question: (now) =>
      `funnel since ${longDay(ago(now, 75))}: volunteer_signed_up then checked-out. how many made it?`,
    expect: (ev, now) => convX(ev, ranges.since(ago(now, 75), +now), N.signup, N.cout),
  },
  {
    id: 'cv-07',
    type: 'conversion',
    question: 'app_opened → Profile Updated conversion in the past 14 days',
    expect: (ev, now) => convX(ev, ranges.lastDays(+now, 14), N.open, N.profile),
  },

  // ================================ churn ================================
  {
    id: 'ch-01',
    type: 'churn',
    question: 'how many users were active last month but not this month?',
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.lastMonth(+now), ranges.thisMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-02',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastDays(+now, 30)).length], confidence: 'high' }),
  },
  {
    id: 'ch-03',
    type: 'churn',
    question: 'how many brand-new users showed up for the first time in the last 14 days',
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.lastDays(+now, 14)).length], confidence: 'high' }),
  },
  {
    id: 'ch-04',
    type: 'churn',
    question: (now) =>
      `users who were active in ${monthName(m2(now))} but didn't come back in ${monthName(m1(now))} — how many?`,
    expect: (ev, now) => ({
      numbers: [churned(ev, ranges.month(m2(now)), ranges.month(m1(now))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-05',
    type: 'churn',
    question: (now) =>
      `how many users were active between ${iso(ago(now, 90))} and ${iso(ago(now, 60))} but have had no events since ${iso(ago(now, 30))}?`,
    expect: (ev, now) => ({
      numbers: [
        churned(ev, ranges.between(ago(now, 90), ago(now, 60)), ranges.since(ago(now, 30), +now)).length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-06',
    type: 'churn',
    question: (now) => `number of new users in ${monthName(m1(now))}`,
    expect: (ev, now) => ({ numbers: [newUsers(ev, ranges.month(m1(now))).length], confidence: 'high' }),
  },
  {
    id: 'ch-07',
    type: 'churn',
    question: 'did we lose anyone? users active the week before last but not at all last week',
    expect: (ev, now) => ({
      numbers: [
        churned(ev, { from: weekStart(+now) - 2 * WEEK, to: weekStart(+now) - WEEK }, ranges.lastWeek(+now))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'ch-08',
    type: 'churn',
    question: 'list the new users from the last 7 days so we can send welcome packs',
    expect: (ev, now) => {
      const nu = newUsers(ev, ranges.lastDays(+now, 7));
      return { numbers: [nu.length], names: nu, unordered: true, confidence: 'high' };
    },
  },

  // ================================ recency ================================
  {
    id: 'rc-01',
    type: 'recency',
    question: 'when was the last MileageClaimSubmitted?',
    expect: (ev) => lastX(ev, { names: [N.mile] }),
  },
  {
    id: 'rc-02',
    type: 'recency',
    question: 'did anyone have a shift.cancelled in the last 7 days?',
    expect: (ev, now) => countX(ev, { range: ranges.lastDays(+now, 7), names: [N.cancel] }),
  },
  {
    id: 'rc-03',
    type: 'recency',
    question: 'last time vol_1013 checked out?',
    expect: (ev) => lastX(ev, { user: 'vol_1013', names: [N.cout] }),
  },
  {
    id: 'rc-04',
    type: 'recency',
    question: 'When did a coordinator last post a ShiftPosted?',
    expect: (ev) => lastX(ev, { names: [N.posted] }),
  },
  {
    id: 'rc-05',
    type: 'recency',
    question: 'most recent training-certificate-issued — when was it?',
    expect: (ev) => lastX(ev, { names: [N.cert] }),
  },
  {
    id: 'rc-06',
    type: 'recency',
    question: 'has vol_1466 checked in yet? if so when',
    expect: (ev) => lastX(ev, { user: 'vol_1466', names: [N.cin] }),
  },
  {
    id: 'rc-07',
    type: 'recency',
    question: 'When was the latest volunteer signed up event?',
    expect: (ev) => lastX(ev, { names: [N.signup] }),
  },
  {
    id: 'rc-08',
    type: 'recency',
    question: 'did anybody open the app in the last hour?',
    expect: (ev, now) => countX(ev, { range: ranges.lastHours(+now, 1), names: [N.open] }, 'not-high'),
  },
  {
    id: 'rc-09',
    type: 'recency',
    low: true,
    question: 'when was the last donation_received?',
    expect: () => LOW(),
  },

  // ================================ catalogue ================================
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'what event names do we have?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
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
    question: 'how many distinct event types are we tracking? list them',
    expect: (ev) => {
      const names = [...new Set(ev.map(byName))];
      return { numbers: [names.length], names, unordered: true, confidence: 'high', dataPoints: ev.length };
    },
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'quick sanity check on the dataset: total events and total users?',
    expect: (ev) => ({ numbers: [ev.length, users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question: 'which of our tracked event names have "shift" in them?',
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))].filter((n) => /shift/i.test(n)),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: "I'm writing onboarding docs for new coordinators — what kinds of events does the app track?",
    expect: (ev) => ({
      names: [...new Set(ev.map(byName))],
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },

  // ================================ other ================================
  {
    id: 'ot-01',
    type: 'other',
    question: 'which hospital got the most volunteer hours last month?',
    expect: () => LOW(),
  },
  { id: 'ot-02', type: 'other', question: "what's the average age of our volunteers?", expect: () => LOW() },
  {
    id: 'ot-03',
    type: 'other',
    question: 'predict how many shifts will get picked up next month',
    expect: () => LOW(),
  },
  { id: 'ot-04', type: 'other', question: 'why did vol_1013 stop volunteering?', expect: () => LOW() },
  {
    id: 'ot-05',
    type: 'other',
    question: 'does rainy weather make people cancel more shifts?',
    expect: () => LOW(),
  },
  {
    id: 'ot-06',
    type: 'other',
    question: 'give me the phone numbers of all coordinators',
    expect: () => LOW(),
  },
  { id: 'ot-07', type: 'other', question: 'how many beds does each care home have', expect: () => LOW() },
  {
    id: 'ot-08',
    type: 'other',
    question: "what's our volunteer satisfaction (NPS) score this quarter?",
    expect: () => LOW(),
  },
  {
    id: 'ot-09',
    type: 'other',
    question: 'which background checks failed, and for what reason?',
    expect: () => LOW(),
  },
  {
    id: 'ot-10',
    type: 'other',
    question: 'write a thank-you email to our top volunteer',
    expect: () => LOW(),
  },
];
