/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import {
  DAY,
  HOUR,
  WEEK,
  MONTHS,
  WEEKDAYS,
  ranges as R,
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
  time,
  isoDay,
  dayStart,
  weekStart,
  monthStart,
  pastMonth,
  pastMonthDay,
  round,
} from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS, NOBODY } from './data.mjs';

const T = (now) => +now;
const H = 'high',
  NH = 'not-high';
const LOW = { confidence: 'low', dataPoints: 0 };
const MON = (m) => MONTHS[m];
const SHORT = (m) => MONTHS[m].slice(0, 3);
const dayOf = (t) => new Date(t).getUTCDate();
const monOf = (t) => new Date(t).getUTCMonth();
const yearOf = (t) => new Date(t).getUTCFullYear();
const ord = (n) =>
  n +
  (n % 10 === 1 && n !== 11
    ? 'st'
    : n % 10 === 2 && n !== 12
      ? 'nd'
      : n % 10 === 3 && n !== 13
        ? 'rd'
        : 'th');
const us = (t) => {
  const d = new Date(t);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
};
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length >> 1;
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
};
const minute = (t) => new Date(t).toISOString().slice(0, 16).replace('T', ' ');

// ranked expectation with a tie check at the cut (and between the items, whose order matters)
function ranked(fn, n) {
  const list = (events, now) => rank(fn(events, now), {});
  const expect = (events, now) => {
    const top = list(events, now).slice(0, n);
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => round(v, 2)),
      confidence: expect.conf ?? H,
      dataPoints: expect.dp?.(events, now),
    };
  };
  expect.tieAtCut = (events, now) => {
    const all = list(events, now);
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}
const withConf = (f, conf, dp) => {
  f.conf = conf;
  f.dp = dp;
  return f;
};

// count helper
const count =
  (range, names, user, conf = H) =>
  (events, now) => {
    const evs = select(events, { range: range(now), names, user });
    return { numbers: [evs.length], names: names ?? [], confidence: conf, dataPoints: evs.length };
  };
const distinct =
  (range, names, conf = H) =>
  (events, now) => {
    const evs = select(events, { range: range(now), names });
    return { numbers: [users(evs).size], names: names ?? [], confidence: conf, dataPoints: evs.length };
  };
const measure =
  (range, names, fn, conf = H, user) =>
  (events, now) => {
    const evs = select(events, { range: range(now), names, user });
    return { numbers: [round(fn(evs), 2)], names, confidence: conf, dataPoints: evs.length };
  };
const ALL = () => R.all();
const days = (n) => (now) => R.lastDays(T(now), n);

export const cases = [];
const add = (type, id, question, expect, extra = {}) =>
  cases.push({ id: `${type}-${id}`, type, question, expect, ...extra });

// ---------------------------------------------------------------- count
add('count', 1, 'How many Project Submitted events do we have in total?', count(ALL, ['Project Submitted']));
add('count', 2, 'count of score-submitted in the last 7 days pls', count(days(7), ['score-submitted']));
add(
  'count',
  3,
  'quick one from community team: how many times did people join an existing team last week?',
  count((now) => R.lastWeek(T(now)), ['TeamJoined'], undefined, NH),
);
add(
  'count',
  4,
  'Number of TeamJoined events yesterday?',
  count((now) => R.yesterday(T(now)), ['TeamJoined']),
);
add(
  'count',
  5,
  (now) => {
    const m = monOf(T(now) - 45 * DAY);
    return `How many events did user_007 log in ${MON(m)}?`;
  },
  count((now) => R.month(pastMonth(T(now), monOf(T(now) - 45 * DAY))), undefined, PERSONAS.champion),
);
add(
  'count',
  6,
  (now) => {
    const a = T(now) - 40 * DAY,
      b = T(now) - 26 * DAY;
    return `totl number of events between ${isoDay(a)} and ${isoDay(b)}`;
  },
  count((now) => R.between(T(now) - 40 * DAY, T(now) - 26 * DAY)),
);
add(
  'count',
  7,
  (now) => {
    const a = T(now) - 20 * DAY;
    return `how many message_posted events since ${SHORT(monOf(a))} ${dayOf(a)}?`;
  },
  (events, now) => {
    const a = T(now) - 20 * DAY;
    return count(() => R.since(pastMonthDay(T(now), monOf(a), dayOf(a)), T(now)), ['Message Posted'])(
      events,
      now,
    );
  },
);
add('count', 8, 'how many hackathon_checkin events were there last month', (e, n) => LOW, { low: true });
add(
  'count',
  9,
  'Office hours bookings over the past 30 days — how many?',
  count(days(30), ['office_hours.booked'], undefined, NH),
);
add(
  'count',
  10,
  'how many events so far today?',
  count((now) => R.today(T(now))),
);
add(
  'count',
  11,
  'chat.joined count in the past 48 hours',
  count((now) => R.lastHours(T(now), 48), ['chat.joined']),
);

// ---------------------------------------------------------------- users
add('users', 1, 'How many uniqe users were active in the last 30 days?', distinct(days(30)));
add(
  'users',
  2,
  'how many distinct people fired score-submitted in the past 2 weeks',
  distinct((now) => R.lastWeeks(T(now), 2), ['score-submitted']),
);
add(
  'users',
  3,
  'for the sponsor report: how many different hackers submitted a project in the last 3 months?',
  distinct((now) => R.lastMonths(T(now), 3), ['Project Submitted'], NH),
);
add(
  'users',
  4,
  (now) => {
    const m = monOf(T(now) - 40 * DAY);
    return `active users in ${MON(m)} ${yearOf(pastMonth(T(now), m))}`;
  },
  (events, now) => distinct(() => R.month(pastMonth(T(now), monOf(T(now) - 40 * DAY))))(events, now),
);
add(
  'users',
  5,
  'How many users have ever triggered participant_withdrew?',
  distinct(ALL, ['participant_withdrew']),
);
add(
  'users',
  8,
  'how many customers were active this week so far',
  distinct((now) => R.thisWeek(T(now))),
);
add(
  'users',
  9,
  'How many people booked mentor office hours in the last 60 days?',
  distinct(days(60), ['office_hours.booked'], NH),
);

// ---------------------------------------------------------------- value
add(
  'value',
  1,
  'For the sponsor summary, could you tell me the total PrizeAwarded amount over the last 90 days?',
  measure(days(90), ['PrizeAwarded'], sum),
);
add(
  'value',
  2,
  'average value of score-submitted last month',
  measure((now) => R.lastMonth(T(now)), ['score-submitted'], avg),
);
add(
  'value',
  3,
  (now) => `what's the median score-submitted value since ${isoDay(T(now) - 30 * DAY)}?`,
  measure((now) => R.since(T(now) - 30 * DAY, T(now)), ['score-submitted'], median),
);
add('value', 4, 'biggest single sponsorship.paid ever?', measure(ALL, ['sponsorship.paid'], max));
add(
  'value',
  5,
  'smallest office_hours.booked value in the past 4 weeks',
  measure((now) => R.lastWeeks(T(now), 4), ['office_hours.booked'], min),
);
add(
  'value',
  6,
  'how much revenue did we bring in over the last 2 months? finance is asking',
  measure((now) => R.lastMonths(T(now), 2), ['sponsorship.paid'], sum, NH),
);
add(
  'value',
  7,
  'Mean Message Posted value yesterday (it is the message length in chars)',
  measure((now) => R.yesterday(T(now)), ['Message Posted'], avg),
);
add(
  'value',
  8,
  (now) => {
    const a = T(now) - 50 * DAY,
      b = T(now) - 36 * DAY;
    return `sum of demo-viewed between ${us(a)} and ${us(b)}`;
  },
  measure((now) => R.between(T(now) - 50 * DAY, T(now) - 36 * DAY), ['demo-viewed'], sum),
);
add('value', 9, 'avg commits per Project Submitted, all time', measure(ALL, ['Project Submitted'], avg));
add(
  'value',
  10,
  'total prize money paid out to winners in the last 6 weeks?',
  measure((now) => R.lastWeeks(T(now), 6), ['PrizeAwarded'], sum, NH),
);

// ---------------------------------------------------------------- top-events
const topEv = (range, n, asc = false) => {
  const f = ranked((events, now) => tally(select(events, { range: range(now) }), byName), n);
  if (asc) {
    const g = (events, now) => {
      const all = rank(tally(select(events, { range: range(now) }), byName), { ascending: true }).slice(0, n);
      return {
        names: all.map(([k]) => k),
        numbers: all.map(([, v]) => v),
        confidence: H,
        dataPoints: select(events, { range: range(now) }).length,
      };
    };
    g.tieAtCut = (events, now) => {
      const all = rank(tally(select(events, { range: range(now) }), byName), { ascending: true });
      return all.length > n && all[n - 1][1] === all[n][1];
    };
    return g;
  }
  return withConf(f, H, (events, now) => select(events, { range: range(now) }).length);
};
add('top-events', 1, 'What are the most common events?', topEv(ALL, 5));
add('top-events', 2, 'top 2 events in the last 7 days', topEv(days(7), 2));
add('top-events', 3, 'which event happens most often? just the #1 please', topEv(ALL, 1));
add('top-events', 4, 'Least common 3 events overall', topEv(ALL, 3, true));
add(
  'top-events',
  5,
  (now) => {
    const m = monOf(T(now) - 70 * DAY);
    return `top 4 event types in ${SHORT(monOf(T(now) - 70 * DAY))}`;
  },
  topEv((now) => R.month(pastMonth(T(now), monOf(T(now) - 70 * DAY))), 4),
);
add(
  'top-events',
  6,
  'most frequent actions last week, give me a top 5',
  topEv((now) => R.lastWeek(T(now)), 5),
);
add('top-events', 7, 'what were the rarest events in the past 30 days? bottom 2', topEv(days(30), 2, true));
add(
  'top-events',
  8,
  'top events over the last 3 months',
  topEv((now) => R.lastMonths(T(now), 3), 5),
);

// ---------------------------------------------------------------- top-users
const topUsers = (range, n, names, meas, conf = H) =>
  withConf(
    ranked((events, now) => tally(select(events, { range: range(now), names }), byUser, meas), n),
    conf,
    (events, now) => select(events, { range: range(now), names }).length,
  );
add('top-users', 1, 'top 3 users by number of events in the last 30 days', topUsers(days(30), 3));
add(
  'top-users',
  2,
  'Who are the 2 judges with the most score-submitted events?',
  topUsers(ALL, 2, ['score-submitted']),
);
add('top-users', 3, 'who are our top spenders? top 3', topUsers(ALL, 3, ['sponsorship.paid'], value, NH));
add('top-users', 4, 'top 3 users by total PrizeAwarded value', topUsers(ALL, 3, ['PrizeAwarded'], value));
add(
  'top-users',
  5,
  'who posted the most messages last week?',
  topUsers((now) => R.lastWeek(T(now)), 1, ['Message Posted'], undefined, NH),
);
add('top-users', 6, 'most active users overall, top 3', topUsers(ALL, 3));
add(
  'top-users',
  7,
  'Which 3 users watched the most demo-viewed seconds in the past 14 days?',
  topUsers(days(14), 3, ['demo-viewed'], value),
);
add(
  'top-users',
  8,
  'top 3 users by summed Project Submitted value (commits) in the last 3 months',
  topUsers((now) => R.lastMonths(T(now), 3), 3, ['Project Submitted'], value),
);

// ---------------------------------------------------------------- user
const U = PERSONAS;
add('user', 1, `how many events has ${U.champion} logged?`, count(ALL, undefined, U.champion));
add('user', 2, `When did ${U.churner} first show up, and when did we last see them?`, (events) => {
  const evs = select(events, { user: U.churner });
  const ts = evs.map(time);
  return { names: [isoDay(Math.min(...ts)), isoDay(Math.max(...ts))], confidence: H, dataPoints: evs.length };
});
add('user', 3, `what event types has ${U.newcomer} used so far?`, (events) => {
  const evs = select(events, { user: U.newcomer });
  return { names: [...new Set(evs.map(byName))], unordered: true, confidence: H, dataPoints: evs.length };
});
add('user', 4, `show me the 3 most recent events from ${U.champion}`, (events) => {
  const evs = select(events, { user: U.champion });
  return { names: newestFirst(evs).slice(0, 3).map(byName), confidence: H, dataPoints: evs.length };
});
add(
  'user',
  5,
  `how many score-submitted events did ${U.headJudge} make in the past 2 weeks?`,
  count((now) => R.lastWeeks(T(now), 2), ['score-submitted'], U.headJudge),
);
add('user', 6, `Tell me about ${NOBODY}'s activity`, () => LOW, { low: true });
add(
  'user',
  7,
  `total sponsorship.paid from ${U.bigSponsor}`,
  measure(ALL, ['sponsorship.paid'], sum, H, U.bigSponsor),
);
add(
  'user',
  8,
  (now) => `What has ${U.mentor} been doing since ${isoDay(T(now) - 21 * DAY)}? count + which events`,
  (events, now) => {
    const evs = select(events, { range: R.since(T(now) - 21 * DAY, T(now)), user: U.mentor });
    return {
      numbers: [evs.length],
      names: [...new Set(evs.map(byName))],
      unordered: true,
      confidence: H,
      dataPoints: evs.length,
    };
  },
);
add('user', 9, `when was ${U.newcomer} first seen?`, (events) => {
  const evs = select(events, { user: U.newcomer });
  return { names: [isoDay(Math.min(...evs.map(time)))], confidence: H, dataPoints: evs.length };
});

// ---------------------------------------------------------------- breakdown
const busiest = (range, key, names) => {
  const f = (events, now) => {
    const evs = select(events, { range: range(now), names });
    const [[k, v]] = rank(tally(evs, key), { n: 1 });
    return { names: [k], numbers: [v], confidence: H, dataPoints: evs.length };
  };
  f.tieAtCut = (events, now) => {
    const r = rank(tally(select(events, { range: range(now), names }), key));
    return r.length > 1 && r[0][1] === r[1][1];
  };
  return f;
};
const series = (range, key, names) => (events, now) => {
  const evs = select(events, { range: range(now), names });
  const m = [...tally(evs, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return { names: m.map(([k]) => k), numbers: m.map(([, v]) => v), confidence: H, dataPoints: evs.length };
};
add(
  'breakdown',
  1,
  'asking because we plan the next kickoff: which weekday is the busiest overall?',
  busiest(ALL, byWeekday),
);
add(
  'breakdown',
  2,
  'events per day over the last 7 days',
  series((now) => R.lastDays(T(now), 7), byDay),
);
add(
  'breakdown',
  3,
  'what hour of the day (UTC) sees the most Message Posted events?',
  busiest(ALL, byHour, ['Message Posted']),
);
add(
  'breakdown',
  4,
  'monthly breakdown of Project Submitted over the last 3 months',
  series((now) => R.lastMonths(T(now), 3), byMonth, ['Project Submitted']),
);
add(
  'breakdown',
  5,
  'weekly score-submitted counts for the past 4 weeks',
  series((now) => R.lastWeeks(T(now), 4), byWeek, ['score-submitted']),
);
add('breakdown', 6, 'whats the busiest day in teh last 60 days?', busiest(days(60), byDay));
add(
  'breakdown',
  7,
  'On which day were the most chat.joined events? (we think there was an outage)',
  busiest(ALL, byDay, ['chat.joined']),
);
add(
  'breakdown',
  8,
  'which month had the most user_registered events',
  busiest(ALL, byMonth, ['user_registered']),
);
add('breakdown', 9, 'break down demo-viewed by weekday for last month', (events, now) => ({
  ...series((now) => R.lastMonth(T(now)), byWeekday, ['demo-viewed'])(events, now),
  unordered: true,
}));

// ---------------------------------------------------------------- compare
const cmp =
  (pa, pb, names, conf = H) =>
  (events, now) => {
    const a = select(events, { range: pa(now), names }),
      b = select(events, { range: pb(now), names });
    const c = change(a.length, b.length);
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      names: names ?? [],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
  };
const prevDays = (n) => (now) => ({ from: T(now) - 2 * n * DAY, to: T(now) - n * DAY });
add(
  'compare',
  1,
  'Message Posted: last 7 days vs the 7 days before?',
  cmp(prevDays(7), days(7), ['Message Posted']),
);
add(
  'compare',
  2,
  'is user_registered growing? compare the last 30 days with the previous 30',
  cmp(prevDays(30), days(30), ['user_registered']),
);
add(
  'compare',
  3,
  'last week vs the week before, all events',
  cmp(
    (now) => ({ from: weekStart(T(now)) - 2 * WEEK, to: weekStart(T(now)) - WEEK }),
    (now) => R.lastWeek(T(now)),
  ),
);
add(
  'compare',
  4,
  (now) => {
    const a = monOf(T(now) - 80 * DAY),
      b = monOf(T(now) - 40 * DAY);
    return `compare ${MON(a)} and ${MON(b)}: how did total events change?`;
  },
  (events, now) =>
    cmp(
      () => R.month(pastMonth(T(now), monOf(T(now) - 80 * DAY))),
      () => R.month(pastMonth(T(now), monOf(T(now) - 40 * DAY))),
    )(events, now),
);
add(
  'compare',
  5,
  'total demo-viewed seconds in the past 14 days compared with the 14 days before that',
  (events, now) => {
    const a = select(events, { range: prevDays(14)(now), names: ['demo-viewed'] }),
      b = select(events, { range: days(14)(now), names: ['demo-viewed'] });
    const c = change(sum(a), sum(b));
    return {
      numbers: [c.earlier, c.later, c.diff],
      percents: [c.pct],
      names: ['demo-viewed'],
      confidence: H,
      dataPoints: a.length + b.length,
    };
  },
);
add(
  'compare',
  6,
  'are more teams being formed lately? last 30 days vs prior 30',
  cmp(prevDays(30), days(30), ['team.created'], NH),
);
add(
  'compare',
  7,
  'demo-viewed: last month compared to the month befor — did the new video player help?',
  cmp(
    (now) => ({ from: monthStart(T(now), -2), to: monthStart(T(now), -1) }),
    (now) => R.lastMonth(T(now)),
    ['demo-viewed'],
  ),
);
add('compare', 8, 'hackathon_checkin this week vs last week', () => LOW, { low: true });

// ---------------------------------------------------------------- share
const share =
  (range, pred, conf = H, names = []) =>
  (events, now) => {
    const evs = select(events, { range: range(now) });
    return {
      percents: [percent(evs.filter(pred).length, evs.length)],
      names,
      confidence: conf,
      dataPoints: evs.length,
    };
  };
const userShare =
  (range, name, conf = H) =>
  (events, now) => {
    const evs = select(events, { range: range(now) });
    const did = users(evs.filter((e) => e.eventName === name)).size;
    return {
      percents: [percent(did, users(evs).size)],
      names: [name],
      confidence: conf,
      dataPoints: evs.length,
    };
  };
add(
  'share',
  1,
  'What percentage of all events are Message Posted?',
  share(ALL, (e) => e.eventName === 'Message Posted', H, ['Message Posted']),
);
add(
  'share',
  2,
  'share of events in the last 30 days that were demo-viewed',
  share(days(30), (e) => e.eventName === 'demo-viewed', H, ['demo-viewed']),
);
add(
  'share',
  3,
  'what % of active users in the last 30 days submitted a Project Submitted?',
  userShare(days(30), 'Project Submitted'),
);
add(
  'share',
  4,
  'of everyone active last month, what fraction booked office_hours.booked?',
  userShare((now) => R.lastMonth(T(now)), 'office_hours.booked'),
);
add(
  'share',
  5,
  `what percent of all activity comes from ${U.champion}?`,
  share(ALL, (e) => e.userId === U.champion),
);
add(
  'share',
  6,
  'percentage of users who ever withdrew (participant_withdrew)',
  userShare(ALL, 'participant_withdrew'),
);
add(
  'share',
  7,
  'how much of the chatter in the past 2 weeks is messages? as a percentage of all events',
  share(
    (now) => R.lastWeeks(T(now), 2),
    (e) => e.eventName === 'Message Posted',
    NH,
    ['Message Posted'],
  ),
);
add('share', 8, 'what percentage of events were hackathon_checkin', () => LOW, { low: true });

// ---------------------------------------------------------------- conversion
const conv =
  (range, a, b, conf = H) =>
  (events, now) => {
    const r = range(now),
      c = conversion(events, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      names: [a, b],
      confidence: conf,
      dataPoints: select(events, { range: r, names: [a, b] }).length,
    };
  };
add(
  'conversion',
  1,
  'Of users who did user_registered, how many went on to Project Submitted?',
  conv(ALL, 'user_registered', 'Project Submitted'),
);
add(
  'conversion',
  2,
  'conversion from chat.joined to Message Posted in the last 30 days',
  conv(days(30), 'chat.joined', 'Message Posted'),
);
add(
  'conversion',
  3,
  'what share of people who joined a team (TeamJoined) later submitted a project (Project Submitted)?',
  conv(ALL, 'TeamJoined', 'Project Submitted'),
);
add(
  'conversion',
  4,
  'office_hours.booked -> Project Submitted conversion over the past 3 months',
  conv((now) => R.lastMonths(T(now), 3), 'office_hours.booked', 'Project Submitted'),
);
add(
  'conversion',
  5,
  'of the folks who signed up, how many dropped out afterwards?',
  conv(ALL, 'user_registered', 'participant_withdrew', NH),
);
add(
  'conversion',
  6,
  'team.created then Project Submitted — what % converts?',
  conv(ALL, 'team.created', 'Project Submitted'),
);
add(
  'conversion',
  7,
  'registrations to first message: how many registered users later posted, last 60 days',
  conv(days(60), 'user_registered', 'Message Posted', NH),
);
add('conversion', 8, 'from hackathon_checkin to Project Submitted, how many converted?', () => LOW, {
  low: true,
});

// ---------------------------------------------------------------- churn
const churnCase = (pa, pb) => (events, now) => ({
  numbers: [churned(events, pa(now), pb(now)).length],
  confidence: H,
});
const newCase =
  (range, names = false) =>
  (events, now) => {
    const n = newUsers(events, range(now));
    return { numbers: [n.length], names: names ? n.sort() : [], unordered: true, confidence: H };
  };
add(
  'churn',
  1,
  'how many users were active in the previous 30 days but not in the last 30 days?',
  churnCase(prevDays(30), days(30)),
);
add('churn', 2, 'How many new users did we get in the last 7 days?', newCase(days(7)));
add(
  'churn',
  3,
  'users active last month who have not been back this month',
  churnCase(
    (now) => R.lastMonth(T(now)),
    (now) => R.thisMonth(T(now)),
  ),
);
add(
  'churn',
  4,
  (now) => {
    const m = monOf(T(now) - 60 * DAY);
    return `how many people were new in ${MON(m)}?`;
  },
  (events, now) => newCase(() => R.month(pastMonth(T(now), monOf(T(now) - 60 * DAY))))(events, now),
);
add(
  'churn',
  5,
  'churned users: active 60–90 days ago, silent in the last 60 days',
  churnCase((now) => ({ from: T(now) - 90 * DAY, to: T(now) - 60 * DAY }), days(60)),
);
add('churn', 6, 'which users are brand new in the last 4 days?', newCase(days(4), true));
add(
  'churn',
  7,
  'number of first-time users in the past 2 weeks',
  newCase((now) => R.lastWeeks(T(now), 2)),
);
add(
  'churn',
  8,
  'who was active last week but not this week — how many?',
  churnCase(
    (now) => R.lastWeek(T(now)),
    (now) => R.thisWeek(T(now)),
  ),
);

// ---------------------------------------------------------------- recency
const lastOf = (names, user) => (events) => {
  const evs = select(events, { names, user });
  return { names: [...names, isoDay(Math.max(...evs.map(time)))], confidence: H, dataPoints: evs.length };
};
const exists =
  (range, names, conf = H) =>
  (events, now) => {
    const evs = select(events, { range: range(now), names });
    return { numbers: [evs.length], names, confidence: conf, dataPoints: evs.length };
  };
add('recency', 1, 'When was the last PrizeAwarded?', lastOf(['PrizeAwarded']));
add(
  'recency',
  2,
  'did anyone trigger participant_withdrew in the last 2 weeks?',
  exists((now) => R.lastWeeks(T(now), 2), ['participant_withdrew']),
);
add('recency', 3, 'last time somebody did user_registered?', lastOf(['user_registered']));
add('recency', 4, 'when did we last receive a sponsorship.paid', lastOf(['sponsorship.paid']));
add('recency', 5, 'has anyone ever done hackathon_checkin?', () => LOW, { low: true });
add(
  'recency',
  6,
  `when did ${U.headJudge} last do score-submitted?`,
  lastOf(['score-submitted'], U.headJudge),
);
add('recency', 7, 'most recent team.created — when?', lastOf(['team.created']));
add('recency', 8, 'did anybody register in the past 3 days?', exists(days(3), ['user_registered'], NH));

// ---------------------------------------------------------------- catalogue
const everything = (events) => ({ dataPoints: events.length, confidence: H });
add('catalogue', 1, 'Which event names exist in our data?', (events) => ({
  ...everything(events),
  names: [...new Set(events.map(byName))],
  unordered: true,
}));
add('catalogue', 2, 'how many users are there overall?', (events) => ({
  ...everything(events),
  numbers: [users(events).size],
}));
add('catalogue', 3, 'total number of events tracked, all time', (events) => ({
  ...everything(events),
  numbers: [events.length],
}));
add('catalogue', 4, 'list all event types pls', (events) => ({
  ...everything(events),
  names: [...new Set(events.map(byName))].sort(),
  unordered: true,
}));
add('catalogue', 5, 'How many different event names do we track?', (events) => ({
  ...everything(events),
  numbers: [new Set(events.map(byName)).size],
}));
add(
  'catalogue',
  6,
  'give me the catalogue: the event names plus how many users and events there are in total',
  (events) => ({
    ...everything(events),
    names: [...new Set(events.map(byName))],
    unordered: true,
    numbers: [users(events).size, events.length],
  }),
);
add('catalogue', 7, 'is there an event called office_hours.booked in the catalogue?', () => ({
  confidence: H,
  names: ['office_hours.booked'],
}));

add(
  'count',
  12,
  (now) => {
    const t = T(now) - 12 * DAY;
    return `For the board deck: how many Project Submitted events on ${MON(monOf(t))} ${ord(dayOf(t))}?`;
  },
  (events, now) => {
    const t = T(now) - 12 * DAY;
    return count(() => R.on(pastMonthDay(T(now), monOf(t), dayOf(t))), ['Project Submitted'])(events, now);
  },
);
add(
  'count',
  13,
  (now) => `how many events were recorded before ${isoDay(T(now) - 100 * DAY)}?`,
  count((now) => R.before(T(now) - 100 * DAY)),
);
add('users', 10, 'active users in the past week?', distinct(days(7)));
add(
  'value',
  12,
  'sum of office_hours.booked minutes in the last 24 hours',
  measure((now) => R.lastHours(T(now), 24), ['office_hours.booked'], sum),
);

// ---------------------------------------------------------------- other
const other = (q) => add('other', cases.filter((c) => c.type === 'other').length + 1, q, () => LOW);
other('Which university do most of our participants come from?');
other('what programming language is used most in submitted projects');
other('How many GitHub stars did the winning project get?');
other('what was the average latency of the chat server during the outage');
other("what is the NPS score from last hackathon's participant survey?");
other("can you give me the judges' email addresses");
other('Why do people drop out halfway? what were their reasons');
other('what is the weather forecast for demo day');
other('how many participants are from Brazil?');
