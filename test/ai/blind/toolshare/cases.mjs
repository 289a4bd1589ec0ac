/* eslint-disable -- a blind round's file, kept as its author wrote it */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const {
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
  time,
  isoDay,
  DAY,
  MONTHS,
  WEEKDAYS,
} = O;

// ---------- helpers ----------
const T = (now) => +now;
const dayAgo = (now, k) => O.dayStart(T(now)) - k * DAY; // start of the day k days back
const iso = (t) => isoDay(t);
const mdy = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
};
const dmyShort = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`;
};
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const mdOrd = (t) => {
  const d = new Date(t);
  return `${MONTHS[d.getUTCMonth()]} ${ord(d.getUTCDate())}`;
};
// the calendar month k months before the current one (k >= 1: fully past)
const monthBack = (now, k) => O.monthStart(T(now), -k);
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const LOW = { confidence: 'low', dataPoints: 0 };
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b),
    n = s.length;
  return n % 2 ? s[(n - 1) / 2] : O.round((s[n / 2 - 1] + s[n / 2]) / 2, 2);
};
const r2 = (x) => O.round(x, 2);

const cases = [];
const add = (type, id, question, expect, extra = {}) => cases.push({ id, type, question, expect, ...extra });

// count of events
function countCase(id, question, { range = () => R.all(), names, user, conf = 'high' }) {
  add('count', id, question, (ev, now) => {
    const s = select(ev, { range: range(T(now)), names, user });
    return { numbers: [s.length], confidence: conf, dataPoints: s.length };
  });
}
// ranked lists with a tie check at the cut
function ranked(
  type,
  id,
  question,
  {
    range = () => R.all(),
    names,
    user,
    key,
    measure,
    n,
    ascending = false,
    conf = 'high',
    withFigures = true,
  },
) {
  const full = (ev, now) =>
    rank(tally(select(ev, { range: range(T(now)), names, user }), key, measure), { ascending });
  const expect = (ev, now) => {
    const s = select(ev, { range: range(T(now)), names, user });
    const list = full(ev, now).slice(0, n);
    return {
      names: list.map(([k]) => k),
      numbers: withFigures ? list.map(([, v]) => r2(v)) : [],
      confidence: conf,
      dataPoints: s.length,
    };
  };
  expect.tieAtCut = (ev, now) => {
    const l = full(ev, now);
    return l.length > n && l[n - 1][1] === l[n][1];
  };
  add(type, id, question, expect);
}

// ================= count =================
countCase('count-borrowed-7d', 'how many tool_borrowed events happened in the last 7 days?', {
  range: (t) => R.lastDays(t, 7),
  names: ['tool_borrowed'],
});
countCase('count-all-yesterday', 'Total number of events yesterday, please', {
  range: (t) => R.yesterday(t),
});
countCase('count-late-lastmonth', '# of LateReturn last month?', {
  range: (t) => R.lastMonth(t),
  names: ['LateReturn'],
});
add(
  'count',
  'count-damage-named-month',
  (now) =>
    `How many damage reports were filed in ${monthName(monthBack(now, 2))}? asking for the insurance renewal`,
  (ev, now) => {
    const s = select(ev, { range: R.month(monthBack(now, 2)), names: ['Damage Report'] });
    return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'count',
  'count-returned-between',
  (now) => `count of tool.returned between ${iso(dayAgo(now, 40))} and ${iso(dayAgo(now, 20))}`,
  (ev, now) => {
    const s = select(ev, { range: R.between(dayAgo(now, 40), dayAgo(now, 20)), names: ['tool.returned'] });
    return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'count',
  'count-user-since',
  (now) => `how many tool_borrowed events does member_007 have since ${mdOrd(dayAgo(now, 50))}?`,
  (ev, now) => {
    const s = select(ev, {
      range: R.since(dayAgo(now, 50), T(now)),
      names: ['tool_borrowed'],
      user: 'member_007',
    });
    return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
  },
);
countCase('count-late-loose', 'how many times were tools brought back late in the past 30 days?', {
  range: (t) => R.lastDays(t, 30),
  names: ['LateReturn'],
  conf: 'not-high',
});
add(
  'count',
  'count-incident-cancel',
  (now) =>
    `on ${iso(dayAgo(now, 37))} the inventory sync broke — how many reservation.cancelled events did we get that day?`,
  (ev, now) => {
    const s = select(ev, { range: R.on(dayAgo(now, 37)), names: ['reservation.cancelled'] });
    return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
  },
);
add('count', 'count-unknown-event', 'how many tool_rented events last week?', () => LOW, { low: true });

// ================= users =================
function usersCase(id, question, { range = () => R.all(), names, conf = 'high' }) {
  add('users', id, question, (ev, now) => {
    const s = select(ev, { range: range(T(now)), names });
    return { numbers: [users(s).size], confidence: conf, dataPoints: s.length };
  });
}
usersCase('users-active-30d', 'How many active users did we have in the last 30 days?', {
  range: (t) => R.lastDays(t, 30),
});
usersCase('users-vol-lastmonth', 'how many people logged a VolunteerShiftLogged last month', {
  range: (t) => R.lastMonth(t),
  names: ['VolunteerShiftLogged'],
});
usersCase('users-borrow-2w', 'unique users with tool_borrowed in the past 2 weeks?', {
  range: (t) => R.lastWeeks(t, 2),
  names: ['tool_borrowed'],
});
add(
  'users',
  'users-workshop-month',
  (now) =>
    `For the workshop committee: how many distinct users did a Workshop Signup in ${monthName(monthBack(now, 1))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.month(monthBack(now, 1)), names: ['Workshop Signup'] });
    return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
  },
);
usersCase('users-app-yesterday', 'how many customers had an app opened event yesterday?', {
  range: (t) => R.yesterday(t),
  names: ['app_opened'],
});
usersCase('users-dues-loose', 'number of people who paid their dues in the last 3 months', {
  range: (t) => R.lastMonths(t, 3),
  names: ['dues-paid'],
  conf: 'not-high',
});
add(
  'users',
  'users-since',
  (now) => `distinct users since ${dmyShort(dayAgo(now, 10))}?`,
  (ev, now) => {
    const s = select(ev, { range: R.since(dayAgo(now, 10), T(now)) });
    return { numbers: [users(s).size], confidence: 'high', dataPoints: s.length };
  },
);
add('users', 'users-unknown-event', 'how many users triggered tool_lent this month?', () => LOW, {
  low: true,
});

// ================= value =================
function valueCase(id, question, { range = () => R.all(), names, user, agg, conf = 'high', extraNames }) {
  add('value', id, question, (ev, now) => {
    const s = select(ev, { range: range(T(now)), names, user });
    const v =
      agg === 'avg'
        ? avg(s)
        : agg === 'min'
          ? min(s)
          : agg === 'max'
            ? max(s)
            : agg === 'median'
              ? median(s.map((e) => e.eventValue))
              : r2(sum(s));
    return {
      numbers: [v],
      confidence: conf,
      dataPoints: s.length,
      ...(extraNames ? { names: extraNames } : {}),
    };
  });
}
valueCase('value-volhours-lastmonth', 'Total hours logged through VolunteerShiftLogged last month?', {
  range: (t) => R.lastMonth(t),
  names: ['VolunteerShiftLogged'],
});
valueCase('value-late-avg', 'what is the average eventValue of LateReturn (days overdue)?', {
  names: ['LateReturn'],
  agg: 'avg',
});
valueCase('value-damage-max', 'max value on a Damage Report in the past 60 days', {
  range: (t) => R.lastDays(t, 60),
  names: ['Damage Report'],
  agg: 'max',
});
valueCase('value-loan-median', 'median loan length (tool_borrowed value) over the last 14 days?', {
  range: (t) => R.lastDays(t, 14),
  names: ['tool_borrowed'],
  agg: 'median',
});
valueCase('value-revenue-lastmonth', 'for the board deck: what was our revenue last month?', {
  range: (t) => R.lastMonth(t),
  names: ['dues-paid'],
  conf: 'not-high',
  extraNames: ['dues-paid'],
});
add(
  'value',
  'value-dues-between',
  (now) => `sum of dues-paid from ${mdy(dayAgo(now, 60))} to ${mdy(dayAgo(now, 31))}`,
  (ev, now) => {
    const s = select(ev, { range: R.between(dayAgo(now, 60), dayAgo(now, 31)), names: ['dues-paid'] });
    return { numbers: [r2(sum(s))], confidence: 'high', dataPoints: s.length };
  },
);
valueCase('value-vol-min', 'smallest VolunteerShiftLogged value in the last 30 days?', {
  range: (t) => R.lastDays(t, 30),
  names: ['VolunteerShiftLogged'],
  agg: 'min',
});
valueCase('value-workshop-avg', 'avg seats per Workshop Signup over the past 8 weeks', {
  range: (t) => R.lastWeeks(t, 8),
  names: ['Workshop Signup'],
  agg: 'avg',
});
add('value', 'value-unknown-event', 'total value of membership_renewed events last quarter', () => LOW, {
  low: true,
});

// ================= top-events =================
const byName = O.byName;
ranked('top-events', 'te-top5-30d', 'top 5 events in the last 30 days', {
  range: (t) => R.lastDays(t, 30),
  key: byName,
  n: 5,
});
ranked('top-events', 'te-most-common', 'whats our single most common event?', { key: byName, n: 1 });
ranked('top-events', 'te-least2', 'Which 2 event types are the least common overall?', {
  key: byName,
  n: 2,
  ascending: true,
});
ranked('top-events', 'te-top3-yesterday', 'top 3 actions yesterday', {
  range: (t) => R.yesterday(t),
  key: byName,
  n: 3,
});
add(
  'top-events',
  'te-top5-month',
  (now) => `what were the five most frequent events in ${monthName(monthBack(now, 1))}?`,
  (() => {
    const f = (ev, now) => rank(tally(select(ev, { range: R.month(monthBack(now, 1)) }), byName));
    const e = (ev, now) => {
      const l = f(ev, now).slice(0, 5);
      return {
        names: l.map((x) => x[0]),
        numbers: l.map((x) => x[1]),
        confidence: 'high',
        dataPoints: select(ev, { range: R.month(monthBack(now, 1)) }).length,
      };
    };
    e.tieAtCut = (ev, now) => {
      const l = f(ev, now);
      return l[4][1] === l[5][1];
    };
    return e;
  })(),
);
ranked('top-events', 'te-user', 'what does member_007 do most? top 3 events for that user', {
  user: 'member_007',
  key: byName,
  n: 3,
});
add(
  'top-events',
  'te-top4-between',
  (now) => `top 4 events between ${iso(dayAgo(now, 30))} and ${iso(dayAgo(now, 16))}`,
  (() => {
    const rg = (now) => R.between(dayAgo(now, 30), dayAgo(now, 16));
    const f = (ev, now) => rank(tally(select(ev, { range: rg(now) }), byName));
    const e = (ev, now) => {
      const l = f(ev, now).slice(0, 4);
      return {
        names: l.map((x) => x[0]),
        numbers: l.map((x) => x[1]),
        confidence: 'high',
        dataPoints: select(ev, { range: rg(now) }).length,
      };
    };
    e.tieAtCut = (ev, now) => {
      const l = f(ev, now);
      return l[3][1] === l[4][1];
    };
    return e;
  })(),
);
ranked('top-events', 'te-least-90d', 'least common event in the past 90 days?', {
  range: (t) => R.lastDays(t, 90),
  key: byName,
  n: 1,
  ascending: true,
});

// ================= top-users =================
const byUser = O.byUser,
  val = O.value;
ranked('top-users', 'tu-top1-30d', 'who was our most active user over the last 30 days?', {
  range: (t) => R.lastDays(t, 30),
  key: byUser,
  n: 1,
});
ranked('top-users', 'tu-borrow1', 'Which user has the most tool_borrowed events, all time?', {
  names: ['tool_borrowed'],
  key: byUser,
  n: 1,
});
ranked('top-users', 'tu-spenders', 'top 5 spenders?', {
  names: ['dues-paid'],
  key: byUser,
  measure: val,
  n: 5,
  conf: 'not-high',
});
ranked(
  'top-users',
  'tu-volhours',
  'who logged the most hours (VolunteerShiftLogged value) last month? want to thank them',
  { range: (t) => R.lastMonth(t), names: ['VolunteerShiftLogged'], key: byUser, measure: val, n: 1 },
);
ranked(
  'top-users',
  'tu-dues3-90d',
  'who paid the most in dues-paid over the last 90 days? top 3 with amounts',
  { range: (t) => R.lastDays(t, 90), names: ['dues-paid'], key: byUser, measure: val, n: 3 },
);
ranked(
  'top-users',
  'tu-damage1',
  'which user has the most Damage Report events? we may need to have a chat with them',
  { names: ['Damage Report'], key: byUser, n: 1 },
);
ranked('top-users', 'tu-search-90d', 'top 5 users by total tool.searched value in the past 90 days', {
  range: (t) => R.lastDays(t, 90),
  names: ['tool.searched'],
  key: byUser,
  measure: val,
  n: 5,
});
ranked('top-users', 'tu-volhours-all', 'top 3 volunteers by total VolunteerShiftLogged hours, all time', {
  names: ['VolunteerShiftLogged'],
  key: byUser,
  measure: val,
  n: 3,
});

// ================= user =================
add('user', 'user-total', 'how many events does member_007 have in total?', (ev) => {
  const s = select(ev, { user: 'member_007' });
  return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
});
add('user', 'user-113-lastseen', 'when was member_113 last seen? they stopped coming in', (ev) => {
  const s = select(ev, { user: 'member_113' });
  const t = Math.max(...s.map(time));
  return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
});
add('user', 'user-461-last3', 'show me the 3 most recent events of member_461', (ev) => {
  const s = select(ev, { user: 'member_461' });
  const l = newestFirst(s).slice(0, 3);
  return { names: l.map((e) => e.eventName), confidence: 'high', dataPoints: s.length };
});
add('user', 'user-240-names', 'which event names has member_240 used?', (ev) => {
  const s = select(ev, { user: 'member_240' });
  return {
    names: [...new Set(s.map((e) => e.eventName))],
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  };
});
add('user', 'user-333-30d', 'member_333: number of events in the last 30 days?', (ev, now) => {
  const s = select(ev, { user: 'member_333', range: R.lastDays(T(now), 30) });
  return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
});
add('user', 'user-nobody', 'what has member_999 been up to lately?', () => LOW, { low: true });
add('user', 'user-113-recent-empty', 'how many events did member_113 have in the last 14 days?', () => LOW, {
  low: true,
});
add(
  'user',
  'user-461-firstseen',
  'first seen date for member_461? (new member, want to send a welcome kit)',
  (ev) => {
    const s = select(ev, { user: 'member_461' });
    const t = Math.min(...s.map(time));
    return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
  },
);
add(
  'user',
  'user-007-borrowed-since',
  (now) => `how many tool.returned events has member_007 had since ${iso(dayAgo(now, 21))}`,
  (ev, now) => {
    const s = select(ev, {
      user: 'member_007',
      names: ['tool.returned'],
      range: R.since(dayAgo(now, 21), T(now)),
    });
    return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
  },
);

// ================= breakdown =================
function busiest(id, question, { range = () => R.all(), names, key, measure }) {
  const f = (ev, now) => rank(tally(select(ev, { range: range(T(now)), names }), key, measure));
  const e = (ev, now) => {
    const [[k, v]] = f(ev, now);
    return {
      names: [k],
      numbers: [r2(v)],
      confidence: 'high',
      dataPoints: select(ev, { range: range(T(now)), names }).length,
    };
  };
  e.tieAtCut = (ev, now) => {
    const l = f(ev, now);
    return l.length > 1 && l[0][1] === l[1][1];
  };
  add('breakdown', id, question, e);
}
function series(id, question, { range, names, key }) {
  add('breakdown', id, question, (ev, now) => {
    const s = select(ev, { range: range(now), names });
    const l = [...tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: l.map((x) => x[0]),
      numbers: l.map((x) => x[1]),
      confidence: 'high',
      dataPoints: s.length,
    };
  });
}
series('bd-perday-7d', (now) => `events per day from ${iso(dayAgo(now, 7))} to ${iso(dayAgo(now, 1))}`, {
  range: (now) => R.between(dayAgo(now, 7), dayAgo(now, 1)),
  key: O.byDay,
});
busiest('bd-weekday', 'which weekday is busiest for us overall?', { key: O.byWeekday });
busiest('bd-hour-borrow', 'busiest hour of the day for tool_borrowed over the last 60 days?', {
  range: (t) => R.lastDays(t, 60),
  names: ['tool_borrowed'],
  key: O.byHour,
});
series(
  'bd-weekly-borrow',
  (now) => {
    const mon = O.weekStart(T(now)) - 4 * 7 * DAY;
    return `tool_borrowed per week between ${iso(mon)} and ${iso(mon + 27 * DAY)}`;
  },
  {
    range: (now) => {
      const mon = O.weekStart(T(now)) - 4 * 7 * DAY;
      return R.between(mon, mon + 27 * DAY);
    },
    names: ['tool_borrowed'],
    key: O.byWeek,
  },
);
series('bd-monthly', (now) => `monthly event counts since ${iso(monthBack(now, 3))}`, {
  range: (now) => R.since(monthBack(now, 3), T(now)),
  key: O.byMonth,
});
busiest('bd-busiest-day-lastmonth', 'what was the busiest day last month?', {
  range: (t) => R.lastMonth(t),
  key: O.byDay,
});
busiest('bd-hour-all', 'at what hour of the day (UTC) are we busiest?', { key: O.byHour });
busiest(
  'bd-busiest-day-90d',
  'Which single day had the most events in the last 90 days? I think something broke',
  { range: (t) => R.lastDays(t, 90), key: O.byDay },
);

// ================= compare =================
function cmp(id, question, { ranges: rg, names, measure = 'count', conf = 'high' }) {
  add('compare', id, question, (ev, now) => {
    const [a, b] = rg(T(now));
    const sa = select(ev, { range: a, names }),
      sb = select(ev, { range: b, names });
    const m = (s) => (measure === 'users' ? users(s).size : measure === 'sum' ? r2(sum(s)) : s.length);
    const c = change(m(sa), m(sb));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: [c.pct],
      confidence: conf,
      dataPoints: sa.length + sb.length,
    };
  });
}
const prevDays = (t, n) => [{ from: t - 2 * n * DAY, to: t - n * DAY }, R.lastDays(t, n)];
cmp('cmp-14d', 'events in the last 14 days vs the previous 14 days?', { ranges: (t) => prevDays(t, 14) });
cmp('cmp-borrow-month', 'tool_borrowed last month compared with the month before', {
  ranges: (t) => [R.month(O.monthStart(t, -2)), R.lastMonth(t)],
  names: ['tool_borrowed'],
});
cmp('cmp-vol-growing', 'is VolunteerShiftLogged growing? last 30 days vs the 30 days before', {
  ranges: (t) => prevDays(t, 30),
  names: ['VolunteerShiftLogged'],
});
cmp('cmp-dues-sum', 'sum of dues-paid last month vs the previous month', {
  ranges: (t) => [R.month(O.monthStart(t, -2)), R.lastMonth(t)],
  names: ['dues-paid'],
  measure: 'sum',
});
cmp('cmp-res-2w', 'reservation_made: last 2 weeks vs the 2 weeks before that', {
  ranges: (t) => prevDays(t, 14),
  names: ['reservation_made'],
});
add(
  'compare',
  'cmp-named-months',
  (now) => `${monthName(monthBack(now, 2))} vs ${monthName(monthBack(now, 1))}: total events?`,
  (ev, now) => {
    const sa = select(ev, { range: R.month(monthBack(now, 2)) }),
      sb = select(ev, { range: R.month(monthBack(now, 1)) });
    const c = change(sa.length, sb.length);
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: [c.pct],
      confidence: 'high',
      dataPoints: sa.length + sb.length,
    };
  },
);
cmp('cmp-returned-4w', 'tool.returned over the past 4 weeks compared to the 4 weeks before', {
  ranges: (t) => prevDays(t, 28),
  names: ['tool.returned'],
});
cmp('cmp-workshop-30d', 'Workshop Signup: past 30 days vs the prior 30 days, up or down?', {
  ranges: (t) => prevDays(t, 30),
  names: ['Workshop Signup'],
});

// ================= share =================
function shareEv(id, question, { range = () => R.all(), names, user, conf = 'high' }) {
  add('share', id, question, (ev, now) => {
    const all = select(ev, { range: range(T(now)) }),
      part = select(ev, { range: range(T(now)), names, user });
    return {
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      confidence: conf,
      dataPoints: all.length,
    };
  });
}
function shareUsers(id, question, { range = () => R.all(), names, conf = 'high' }) {
  add('share', id, question, (ev, now) => {
    const all = select(ev, { range: range(T(now)) }),
      part = select(ev, { range: range(T(now)), names });
    const a = users(all).size,
      p = users(part).size;
    return { numbers: [p, a], percents: [percent(p, a)], confidence: conf, dataPoints: all.length };
  });
}
shareEv('sh-borrow-30d', 'what % of events in the last 30 days were tool_borrowed?', {
  range: (t) => R.lastDays(t, 30),
  names: ['tool_borrowed'],
});
shareUsers('sh-workshop-users', 'what percentage of active users last month did a Workshop Signup?', {
  range: (t) => R.lastMonth(t),
  names: ['Workshop Signup'],
});
shareEv('sh-late-all', 'share of all events that are LateReturn', { names: ['LateReturn'] });
shareUsers('sh-vol-90d', 'percent of active users in the past 90 days who logged VolunteerShiftLogged', {
  range: (t) => R.lastDays(t, 90),
  names: ['VolunteerShiftLogged'],
});
shareEv('sh-app-yesterday', 'what fraction of yesterdays events were app_opened?', {
  range: (t) => R.yesterday(t),
  names: ['app_opened'],
});
add(
  'share',
  'sh-borrow-users-month',
  (now) =>
    `In ${monthName(monthBack(now, 1))}, what percentage of active users borrowed something (tool_borrowed)?`,
  (ev, now) => {
    const rg = R.month(monthBack(now, 1));
    const all = select(ev, { range: rg }),
      part = select(ev, { range: rg, names: ['tool_borrowed'] });
    const a = users(all).size,
      p = users(part).size;
    return { numbers: [p, a], percents: [percent(p, a)], confidence: 'high', dataPoints: all.length };
  },
);
shareEv('sh-user-007', 'what percentage of all events came from member_007?', { user: 'member_007' });
shareEv('sh-damage-60d', 'Damage Report as a share of all events in the last 60 days?', {
  range: (t) => R.lastDays(t, 60),
  names: ['Damage Report'],
});

// ================= conversion =================
function conv(id, question, { range = () => R.all(), a, b, conf = 'high' }) {
  add('conversion', id, question, (ev, now) => {
    const rg = range(T(now));
    const c = conversion(ev, rg, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf,
      dataPoints: select(ev, { range: rg, names: [a, b] }).length,
    };
  });
}
conv(
  'cv-res-borrow-30d',
  'of the users who made a reservation_made in the last 30 days, how many went on to tool_borrowed?',
  { range: (t) => R.lastDays(t, 30), a: 'reservation_made', b: 'tool_borrowed' },
);
conv('cv-join-dues', 'member_joined → dues-paid conversion, all time', {
  a: 'member_joined',
  b: 'dues-paid',
});
conv(
  'cv-join-borrow-90d',
  'Of people with member_joined in the last 90 days, what % then did tool_borrowed?',
  { range: (t) => R.lastDays(t, 90), a: 'member_joined', b: 'tool_borrowed' },
);
conv('cv-search-res-7d', 'conversion from tool.searched to reservation_made over the past 7 days', {
  range: (t) => R.lastDays(t, 7),
  a: 'tool.searched',
  b: 'reservation_made',
});
conv(
  'cv-borrow-late-lastmonth',
  'last month: of users who did tool_borrowed, how many later had a LateReturn?',
  { range: (t) => R.lastMonth(t), a: 'tool_borrowed', b: 'LateReturn' },
);
conv(
  'cv-workshop-vol',
  'how many Workshop Signup users later logged a VolunteerShiftLogged? percentage too',
  { a: 'Workshop Signup', b: 'VolunteerShiftLogged' },
);
conv('cv-app-workshop-14d', 'funnel app_opened -> Workshop Signup, last 14 days', {
  range: (t) => R.lastDays(t, 14),
  a: 'app_opened',
  b: 'Workshop Signup',
});
add(
  'conversion',
  'cv-return-damage-since',
  (now) =>
    `since ${mdOrd(dayAgo(now, 75))}, of users with tool.returned how many subsequently filed a Damage Report?`,
  (ev, now) => {
    const rg = R.since(dayAgo(now, 75), T(now));
    const c = conversion(ev, rg, 'tool.returned', 'Damage Report');
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: 'high',
      dataPoints: select(ev, { range: rg, names: ['tool.returned', 'Damage Report'] }).length,
    };
  },
);

// ================= churn =================
add(
  'churn',
  'ch-30-60',
  'how many users were active 30 to 60 days ago but have had no events in the last 30 days?',
  (ev, now) => {
    const t = T(now);
    return {
      numbers: [churned(ev, { from: t - 60 * DAY, to: t - 30 * DAY }, R.lastDays(t, 30)).length],
      confidence: 'high',
    };
  },
);
add('churn', 'ch-new-30d', 'new users in the last 30 days?', (ev, now) => ({
  numbers: [newUsers(ev, R.lastDays(T(now), 30)).length],
  confidence: 'high',
}));
add(
  'churn',
  'ch-new-lastmonth',
  'how many brand-new users (first event ever) showed up last month?',
  (ev, now) => ({ numbers: [newUsers(ev, R.lastMonth(T(now))).length], confidence: 'high' }),
);
add('churn', 'ch-new-lastweek', 'new users last week', (ev, now) => ({
  numbers: [newUsers(ev, R.lastWeek(T(now))).length],
  confidence: 'high',
}));
add(
  'churn',
  'ch-months',
  (now) =>
    `users active in ${monthName(monthBack(now, 2))} but not in ${monthName(monthBack(now, 1))} — how many did we lose?`,
  (ev, now) => ({
    numbers: [churned(ev, R.month(monthBack(now, 2)), R.month(monthBack(now, 1))).length],
    confidence: 'high',
  }),
);
add(
  'churn',
  'ch-new-since',
  (now) => `how many new users since ${iso(dayAgo(now, 45))}?`,
  (ev, now) => ({ numbers: [newUsers(ev, R.since(dayAgo(now, 45), T(now))).length], confidence: 'high' }),
);
add(
  'churn',
  'ch-90-14',
  'who was active in the last 90 days but not in the last 14 days? just the count',
  (ev, now) => ({
    numbers: [churned(ev, R.lastDays(T(now), 90), R.lastDays(T(now), 14)).length],
    confidence: 'high',
  }),
);
add('churn', 'ch-new-2w', 'newcomers in the past 2 weeks (first-ever event)?', (ev, now) => ({
  numbers: [newUsers(ev, R.lastWeeks(T(now), 2)).length],
  confidence: 'high',
}));

// ================= recency =================
function lastOf(id, question, { names, user }) {
  add('recency', id, question, (ev) => {
    const s = select(ev, { names, user });
    const t = Math.max(...s.map(time));
    return { names: [iso(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
  });
}
function exists(id, question, { range, names }) {
  add('recency', id, question, (ev, now) => {
    const s = select(ev, { range: range(T(now)), names });
    return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
  });
}
lastOf('rc-damage', 'when was the last Damage Report?', { names: ['Damage Report'] });
exists('rc-cancel-yesterday', 'did anyone do a reservation.cancelled yesterday?', {
  range: (t) => R.yesterday(t),
  names: ['reservation.cancelled'],
});
lastOf('rc-late', 'most recent LateReturn — when?', { names: ['LateReturn'] });
lastOf('rc-007-borrow', 'when did member_007 last have a tool_borrowed?', {
  names: ['tool_borrowed'],
  user: 'member_007',
});
exists('rc-vol-7d', 'has anybody logged a VolunteerShiftLogged in the past 7 days?', {
  range: (t) => R.lastDays(t, 7),
  names: ['VolunteerShiftLogged'],
});
lastOf('rc-dues', 'when was the last dues-paid event? checking the payment webhook still works', {
  names: ['dues-paid'],
});
add('recency', 'rc-unknown', 'did anyone ever do tool_sold?', () => LOW, { low: true });
lastOf('rc-workshop', 'last Workshop Signup, date and time?', { names: ['Workshop Signup'] });

// ================= catalogue =================
const allNames = (ev) => [...new Set(ev.map((e) => e.eventName))];
add('catalogue', 'cat-names', 'which event names exist?', (ev) => ({
  names: allNames(ev),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-users', 'how many users are there overall?', (ev) => ({
  numbers: [users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-events', 'total number of events we have stored?', (ev) => ({
  numbers: [ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-list', 'new PM here — what kinds of events do we track?', (ev) => ({
  names: allNames(ev),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-count-names', 'how many distinct event names are there?', (ev) => ({
  numbers: [allNames(ev).length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-both', 'overall: how many users and how many events in total?', (ev) => ({
  numbers: [users(ev).size, ev.length],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-names-users', 'list the event types and tell me how many users we have', (ev) => ({
  names: allNames(ev),
  unordered: true,
  numbers: [users(ev).size],
  confidence: 'high',
  dataPoints: ev.length,
}));
add('catalogue', 'cat-full-list', 'give me the full list of event names pls', (ev) => ({
  names: allNames(ev),
  unordered: true,
  confidence: 'high',
  dataPoints: ev.length,
}));

// ================= other =================
const other = (id, q) => add('other', id, q, () => LOW);
other('o-replacement-cost', 'what is the replacement cost of our whole drill inventory?');
other('o-brand', 'which tool brand breaks down the most often?');
other('o-weather', "what's the weather forecast for saturday's workshop?");
other('o-street', 'how many members live on Elm Street?');
other('o-nps', 'what is our NPS among members this quarter?');
other('o-email', 'can you give me the email address of member_007?');
other('o-insurance', 'how much is our liability insurance premium?');
other('o-calls', 'how long does the average phone call to the front desk take?');

export { cases };
