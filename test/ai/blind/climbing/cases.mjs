/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import {
  DAY,
  MONTHS,
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
  change,
  conversion,
  churned,
  newUsers,
  newestFirst,
  time,
  isoDay,
  dayStart,
  monthStart,
  pastMonth,
  pastMonthDay,
  byName,
  byUser,
  byDay,
  byWeek,
  byMonth,
  byHour,
  byWeekday,
  value,
} from '../../../../../shared/ai/eval/oracle.mjs';

// ---- helpers --------------------------------------------------------------------------------
const T = (now) => +now;
const ago = (now, k) => dayStart(T(now)) - k * DAY; // start of the UTC day k days back
const ORD = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const iso = (t) => isoDay(t);
const longD = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ORD(new Date(t).getUTCDate())}`; // March 3rd
const shortD = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`; // Mar 3
const dmy = (t) =>
  `${new Date(t).getUTCDate()} ${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCFullYear()}`;
const monthName = (t) => MONTHS[new Date(t).getUTCMonth()];
const mBack = (now, k) => monthStart(T(now), -k); // start of the calendar month k back
const named = (now, k) => pastMonth(T(now), new Date(mBack(now, k)).getUTCMonth()); // "in October"

const MONEY = ['DayPassPurchased', 'Membership Started', 'gear-rental', 'class.booked'];
const LOW = { confidence: 'low', dataPoints: 0 };
const hi = (x) => ({ confidence: 'high', ...x });
const nh = (x) => ({ confidence: 'not-high', ...x });

// Ranked list: names in order and their figures.
const ranked = (pairs) => ({ names: pairs.map((p) => p[0]), numbers: pairs.map((p) => p[1]) });
// A ranked list has a tie at the cut when item n and n+1 share the measure.
const tieAt = (map, n, ascending = false) => {
  const r = rank(map, { ascending });
  return r.length > n && r[n - 1][1] === r[n][1];
};
// Wraps expect with a tieAtCut computed from the same map.
function withTie(expect, tieFn) {
  expect.tieAtCut = tieFn;
  return expect;
}

const cases = [];
const add = (type, id, question, expect, extra = {}) =>
  cases.push({ id: `${type}-${id}`, type, question, expect, ...extra });

// ---- count ------------------------------------------------------------------------------------
add('count', 'checkins-last-week', 'How many door_checkin events did we get last week?', (ev, now) => {
  const s = select(ev, { range: ranges.lastWeek(T(now)), names: ['door_checkin'] });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add('count', 'all-30d', 'total # of events in the past 30 days, all gyms combined', (ev, now) => {
  const s = select(ev, { range: ranges.lastDays(T(now), 30) });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add(
  'count',
  'routes-since',
  (now) => `how many route.logged events since ${longD(ago(now, 14))}?`,
  (ev, now) => {
    const s = select(ev, { range: ranges.since(ago(now, 14), T(now)), names: ['route.logged'] });
    return hi({ numbers: [s.length], dataPoints: s.length });
  },
);
add('count', 'rentals-yesterday', 'gear rentals yesterday?', (ev, now) => {
  const s = select(ev, { range: ranges.yesterday(T(now)), names: ['gear-rental'] });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add(
  'count',
  'daypasses-loose',
  (now) => `Finance here - how many day passes did we sell in ${monthName(named(now, 1))}?`,
  (ev, now) => {
    const s = select(ev, { range: ranges.month(named(now, 1)), names: ['DayPassPurchased'] });
    return nh({ numbers: [s.length], dataPoints: s.length });
  },
);
add(
  'count',
  'incident-checkins',
  (now) =>
    `The door scanners were down on ${iso(ago(now, 23))}. How many door_checkin events were recorded that day?`,
  (ev, now) => {
    const s = select(ev, { range: ranges.on(ago(now, 23)), names: ['door_checkin'] });
    return s.length ? hi({ numbers: [s.length], dataPoints: s.length }) : LOW;
  },
  { low: true },
);
add(
  'count',
  'cancels-between',
  (now) =>
    `Number of Membership Cancelled events between ${shortD(ago(now, 90))} and ${shortD(ago(now, 30))}`,
  (ev, now) => {
    const s = select(ev, {
      range: ranges.between(ago(now, 90), ago(now, 30)),
      names: ['Membership Cancelled'],
    });
    return hi({ numbers: [s.length], dataPoints: s.length });
  },
);
add(
  'count',
  'all-48h',
  'how many events came in over the last 48 hours? the dashbaord looks off',
  (ev, now) => {
    const s = select(ev, { range: ranges.lastHours(T(now), 48) });
    return hi({ numbers: [s.length], dataPoints: s.length });
  },
);
add(
  'count',
  'belay-before',
  (now) => `count of belay_cert_passed before ${dmy(ago(now, 60))}`,
  (ev, now) => {
    const s = select(ev, { range: ranges.before(ago(now, 60)), names: ['belay_cert_passed'] });
    return hi({ numbers: [s.length], dataPoints: s.length });
  },
);
add('count', 'waivers-3w', 'How many waiver signed events in the past 3 weeks?', (ev, now) => {
  const s = select(ev, { range: ranges.lastWeeks(T(now), 3), names: ['waiver-signed'] });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add(
  'count',
  'top-climber-routes',
  'how many route.logged events does mbr_0007 have in the last 2 months',
  (ev, now) => {
    const s = select(ev, { range: ranges.lastMonths(T(now), 2), names: ['route.logged'], user: 'mbr_0007' });
    return hi({ numbers: [s.length], dataPoints: s.length });
  },
);

// ---- users ------------------------------------------------------------------------------------
add('users', 'checkin-users-lastmonth', 'How many unique users had a door_checkin last month?', (ev, now) => {
  const s = select(ev, { range: ranges.lastMonth(T(now)), names: ['door_checkin'] });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add('users', 'active-7d', 'active users past 7 days?', (ev, now) => {
  const s = select(ev, { range: ranges.lastDays(T(now), 7) });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add(
  'users',
  'class-bookers-30d',
  'how many people had a class.booked event in the last 30 days',
  (ev, now) => {
    const s = select(ev, { range: ranges.lastDays(T(now), 30), names: ['class.booked'] });
    return hi({ numbers: [users(s).size], dataPoints: s.length });
  },
);
add(
  'users',
  'renters-loose',
  (now) =>
    `how many distinct customers rented gear since ${iso(ago(now, 21))}? trying to size the shoe order`,
  (ev, now) => {
    const s = select(ev, { range: ranges.since(ago(now, 21), T(now)), names: ['gear-rental'] });
    return nh({ numbers: [users(s).size], dataPoints: s.length });
  },
);
add('users', 'setters', 'number of users who ever sent a RouteSetterUpdate', (ev) => {
  const s = select(ev, { names: ['RouteSetterUpdate'] });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add('users', 'active-yesterday', 'How many unique users were active yesterday?', (ev, now) => {
  const s = select(ev, { range: ranges.yesterday(T(now)) });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add(
  'users',
  'between',
  (now) => `unique users between ${longD(ago(now, 45))} and ${longD(ago(now, 39))}`,
  (ev, now) => {
    const s = select(ev, { range: ranges.between(ago(now, 45), ago(now, 39)) });
    return hi({ numbers: [users(s).size], dataPoints: s.length });
  },
);
add('users', 'unknown-event', 'how many users did bouldering_league_joined this season?', () => LOW, {
  low: true,
});
add(
  'users',
  'members-started-month',
  (now) => `How many distinct people have a Membership Started event in ${monthName(named(now, 2))}?`,
  (ev, now) => {
    const s = select(ev, { range: ranges.month(named(now, 2)), names: ['Membership Started'] });
    return hi({ numbers: [users(s).size], dataPoints: s.length });
  },
);

// ---- value ------------------------------------------------------------------------------------
add(
  'value',
  'avg-grade-30d',
  'What is the average value of route.logged over the last 30 days? (value = V grade)',
  (ev, now) => {
    const s = select(ev, { range: ranges.lastDays(T(now), 30), names: ['route.logged'] });
    return hi({ numbers: [avg(s)], dataPoints: s.length });
  },
);
add('value', 'daypass-sum-lastmonth', 'total DayPassPurchased value last month', (ev, now) => {
  const s = select(ev, { range: ranges.lastMonth(T(now)), names: ['DayPassPurchased'] });
  return hi({ numbers: [sum(s)], dataPoints: s.length });
});
add(
  'value',
  'max-grade-2w',
  'hardest grade logged in the past 2 weeks, i.e. max value of route.logged?',
  (ev, now) => {
    const s = select(ev, { range: ranges.lastWeeks(T(now), 2), names: ['route.logged'] });
    return hi({ numbers: [max(s)], dataPoints: s.length });
  },
);
add('value', 'min-class', 'Minimum class.booked value, all time', (ev) => {
  const s = select(ev, { names: ['class.booked'] });
  return hi({ numbers: [min(s)], dataPoints: s.length });
});
add('value', 'median-rental', 'median gear-rental amount?', (ev) => {
  const s = select(ev, { names: ['gear-rental'] });
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b);
  const m = v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  return hi({ numbers: [m], dataPoints: s.length });
});
add(
  'value',
  'revenue-lastmonth',
  'what was revenue last month? rough number is fine for the board deck',
  (ev, now) => {
    const s = select(ev, { range: ranges.lastMonth(T(now)), names: MONEY });
    return nh({ numbers: [sum(s)], dataPoints: s.length });
  },
);
add(
  'value',
  'memberships-sum-since',
  (now) => `sum of Membership Started value since ${dmy(ago(now, 50))}`,
  (ev, now) => {
    const s = select(ev, { range: ranges.since(ago(now, 50), T(now)), names: ['Membership Started'] });
    return hi({ numbers: [sum(s)], dataPoints: s.length });
  },
);
add('value', 'avg-daypass-user', 'average DayPassPurchased amount for mbr_0230', (ev) => {
  const s = select(ev, { names: ['DayPassPurchased'], user: 'mbr_0230' });
  return hi({ numbers: [avg(s)], dataPoints: s.length });
});
add(
  'value',
  'classes-spent-loose',
  (now) => `how much did people spend on classes in ${monthName(named(now, 1))}`,
  (ev, now) => {
    const s = select(ev, { range: ranges.month(named(now, 1)), names: ['class.booked'] });
    return nh({ numbers: [sum(s)], dataPoints: s.length });
  },
);

// ---- top-events -------------------------------------------------------------------------------
const topEvents = (type, id, q, rangeFn, n, { ascending = false, user, conf = 'high' } = {}) => {
  const m = (ev, now) => tally(select(ev, { range: rangeFn(now), user }), byName);
  const f = (ev, now) => {
    const s = select(ev, { range: rangeFn(now), user });
    return { confidence: conf, ...ranked(rank(m(ev, now), { n, ascending })), dataPoints: s.length };
  };
  add(
    type,
    id,
    q,
    withTie(f, (ev, now) => tieAt(m(ev, now), n, ascending)),
  );
};
topEvents(
  'top-events',
  'top5-30d',
  'top 5 events in the last 30 days',
  (now) => ranges.lastDays(T(now), 30),
  5,
);
topEvents('top-events', 'most-common-all', 'Which event is the most common overall?', () => ranges.all(), 1);
topEvents('top-events', 'bottom2-all', 'what are the 2 least common events overall?', () => ranges.all(), 2, {
  ascending: true,
});
topEvents('top-events', 'top3-yesterday', 'top 3 events yesterday pls', (now) => ranges.yesterday(T(now)), 3);
topEvents(
  'top-events',
  'most-between',
  (now) => `Which event happened most often between ${iso(ago(now, 70))} and ${iso(ago(now, 60))}?`,
  (now) => ranges.between(ago(now, 70), ago(now, 60)),
  1,
);
topEvents('top-events', 'top3-user', 'what does mbr_0007 do most? top 3 events', () => ranges.all(), 3, {
  user: 'mbr_0007',
});
topEvents(
  'top-events',
  'top4-2w',
  'give me the top 4 events over the past 2 weeks with their counts',
  (now) => ranges.lastWeeks(T(now), 2),
  4,
);
topEvents(
  'top-events',
  'rarest-90d',
  'rarest event in the last 90 days?',
  (now) => ranges.lastDays(T(now), 90),
  1,
  { ascending: true },
);

// ---- top-users --------------------------------------------------------------------------------
const topUsers = (id, q, rangeFn, n, { names, measure, conf = 'high' } = {}) => {
  const m = (ev, now) => tally(select(ev, { range: rangeFn(now), names }), byUser, measure);
  const f = (ev, now) => {
    const s = select(ev, { range: rangeFn(now), names });
    return { confidence: conf, ...ranked(rank(m(ev, now), { n })), dataPoints: s.length };
  };
  add(
    'top-users',
    id,
    q,
    withTie(f, (ev, now) => tieAt(m(ev, now), n)),
  );
};
topUsers('top5-30d', 'Top 5 most active users in the last 30 days?', (now) => ranges.lastDays(T(now), 30), 5);
topUsers('top-spenders', 'who are our top 5 spenders?', () => ranges.all(), 5, {
  names: MONEY,
  measure: value,
  conf: 'not-high',
});
topUsers(
  'routes-lastmonth',
  'who had the most route.logged events last month?',
  (now) => ranges.lastMonth(T(now)),
  1,
  { names: ['route.logged'] },
);
topUsers('setter', 'which user posted the most RouteSetterUpdate events?', () => ranges.all(), 1, {
  names: ['RouteSetterUpdate'],
});
topUsers('rental-value', 'top 3 users by total gear-rental value', () => ranges.all(), 3, {
  names: ['gear-rental'],
  measure: value,
});
topUsers('active-2w', 'most active user over the past 2 weeks', (now) => ranges.lastWeeks(T(now), 2), 1);
topUsers(
  'checkins-since',
  (now) => `top 5 users by door_checkin count since ${longD(ago(now, 40))}`,
  (now) => ranges.since(ago(now, 40), T(now)),
  5,
  { names: ['door_checkin'] },
);
topUsers(
  'class-value-month',
  (now) => `Which user had the highest class.booked value in ${monthName(named(now, 2))}?`,
  (now) => ranges.month(named(now, 2)),
  1,
  { names: ['class.booked'], measure: value },
);

// ---- user -------------------------------------------------------------------------------------
add('user', 'count-top', 'how many events does mbr_0007 have in total?', (ev) => {
  const s = select(ev, { user: 'mbr_0007' });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add('user', 'first-newcomer', 'when did mbr_0470 first show up?', (ev) => {
  const s = select(ev, { user: 'mbr_0470' });
  return hi({ names: [iso(Math.min(...s.map(time)))], dataPoints: s.length });
});
add('user', 'last-churner', 'support ticket from mbr_0113 - when were they last seen?', (ev) => {
  const s = select(ev, { user: 'mbr_0113' });
  return hi({ names: [iso(Math.max(...s.map(time)))], dataPoints: s.length });
});
add('user', 'names-spender', 'whcih events has mbr_0230 used?', (ev) => {
  const s = select(ev, { user: 'mbr_0230' });
  return hi({ names: [...new Set(s.map(byName))].sort(), unordered: true, dataPoints: s.length });
});
add(
  'user',
  'churner-30d',
  'what did mbr_0113 do in the last 30 days?',
  (ev, now) => {
    const s = select(ev, { range: ranges.lastDays(T(now), 30), user: 'mbr_0113' });
    return s.length ? hi({ numbers: [s.length], dataPoints: s.length }) : LOW;
  },
  { low: true },
);
add(
  'user',
  'nobody',
  'Can you pull the activity for mbr_9999? They say the app lost their punch card',
  () => LOW,
  { low: true },
);
add('user', 'recent-setter', 'most recent 3 events for setter_02', (ev) => {
  const s = newestFirst(select(ev, { user: 'setter_02' }));
  return hi({ names: s.slice(0, 3).map(byName), dataPoints: s.length });
});
add('user', 'top-lastweek', 'how many events did mbr_0007 have last week', (ev, now) => {
  const s = select(ev, { range: ranges.lastWeek(T(now)), user: 'mbr_0007' });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
add('user', 'first-last-spender', 'first seen and last seen for mbr_0230?', (ev) => {
  const s = select(ev, { user: 'mbr_0230' });
  const ts = s.map(time);
  return hi({ names: [iso(Math.min(...ts)), iso(Math.max(...ts))], dataPoints: s.length });
});

// ---- breakdown --------------------------------------------------------------------------------
const busiest = (id, q, rangeFn, key, { names, conf = 'high', n = 1, ascending = false } = {}) => {
  const m = (ev, now) => tally(select(ev, { range: rangeFn(now), names }), key);
  const f = (ev, now) => {
    const s = select(ev, { range: rangeFn(now), names });
    return { confidence: conf, ...ranked(rank(m(ev, now), { n, ascending })), dataPoints: s.length };
  };
  add(
    'breakdown',
    id,
    q,
    withTie(f, (ev, now) => tieAt(m(ev, now), n, ascending)),
  );
};
const series = (id, q, rangeFn, key, { names, conf = 'high' } = {}) => {
  add('breakdown', id, q, (ev, now) => {
    const s = select(ev, { range: rangeFn(now), names });
    const pairs = [...tally(s, key)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return { confidence: conf, ...ranked(pairs), dataPoints: s.length };
  });
};
busiest(
  'checkin-weekday',
  'door_checkin by weekday - which day of the week is busiest?',
  () => ranges.all(),
  byWeekday,
  { names: ['door_checkin'] },
);
series(
  'routes-weekly',
  'break down route.logged per week for the last 4 weeks',
  (now) => ranges.lastWeeks(T(now), 4),
  byWeek,
  { names: ['route.logged'] },
);
busiest(
  'checkin-hour',
  'what hour of the day gets the most door_checkin events?',
  () => ranges.all(),
  byHour,
  { names: ['door_checkin'] },
);
series('app-daily', 'daily app_open counts for the last 7 days', (now) => ranges.lastDays(T(now), 7), byDay, {
  names: ['app_open'],
});
busiest(
  'busiest-day-lastmonth',
  'busiest day last month (all events)?',
  (now) => ranges.lastMonth(T(now)),
  byDay,
);
busiest(
  'quietest-weekday',
  'Wich weekday is quietest overall? asking becuase we want to schedule wall resets',
  () => ranges.all(),
  byWeekday,
  { ascending: true },
);
series(
  'daypass-monthly',
  (now) => `DayPassPurchased per month for ${monthName(mBack(now, 2))} and ${monthName(mBack(now, 1))}`,
  (now) => ({ from: mBack(now, 2), to: mBack(now, 0) }),
  byMonth,
  { names: ['DayPassPurchased'] },
);
busiest(
  'app-weekday-loose',
  'which day of the week do people open the app the most?',
  () => ranges.all(),
  byWeekday,
  { names: ['app_open'], conf: 'not-high' },
);
busiest(
  'busiest-week',
  (now) => `which week had the most events since ${shortD(ago(now, 60))}?`,
  (now) => ranges.since(ago(now, 60), T(now)),
  byWeek,
);

// ---- compare ----------------------------------------------------------------------------------
const cmp = (id, q, earlierFn, laterFn, { names, measure = 'count', conf = 'high' } = {}) => {
  add('compare', id, q, (ev, now) => {
    const a = select(ev, { range: earlierFn(now), names }),
      b = select(ev, { range: laterFn(now), names });
    const f = (s) => (measure === 'count' ? s.length : measure === 'users' ? users(s).size : sum(s));
    const c = change(f(a), f(b));
    return {
      confidence: conf,
      numbers: [c.earlier, c.later, c.diff],
      percents: c.pct === null ? [] : [c.pct],
      dataPoints: a.length + b.length,
    };
  });
};
const prevDays = (now, n) => ({ from: T(now) - 2 * n * DAY, to: T(now) - n * DAY });
cmp(
  'checkins-30d',
  'door_checkin in the last 30 days vs the 30 days before?',
  (now) => prevDays(now, 30),
  (now) => ranges.lastDays(T(now), 30),
  { names: ['door_checkin'] },
);
cmp(
  'daypass-months',
  'DayPassPurchased last month compared with the month before',
  (now) => ({ from: mBack(now, 2), to: mBack(now, 1) }),
  (now) => ranges.lastMonth(T(now)),
  { names: ['DayPassPurchased'] },
);
cmp(
  'routes-growing-loose',
  'is route logging growing? last 4 weeks vs the previous 4',
  (now) => ({ from: T(now) - 8 * 7 * DAY, to: T(now) - 4 * 7 * DAY }),
  (now) => ranges.lastWeeks(T(now), 4),
  { names: ['route.logged'], conf: 'not-high' },
);
cmp(
  'memberships-named',
  (now) => `Membership Started: ${monthName(named(now, 2))} vs ${monthName(named(now, 1))}`,
  (now) => ranges.month(named(now, 2)),
  (now) => ranges.month(named(now, 1)),
  { names: ['Membership Started'] },
);
cmp(
  'active-14d',
  'active users last 14 days versus the 14 days before that',
  (now) => prevDays(now, 14),
  (now) => ranges.lastDays(T(now), 14),
  { measure: 'users' },
);
cmp(
  'rental-value-weeks',
  'gear-rental total value last week vs the week before',
  (now) => ({ from: ranges.lastWeek(T(now)).from - 7 * DAY, to: ranges.lastWeek(T(now)).from }),
  (now) => ranges.lastWeek(T(now)),
  { names: ['gear-rental'], measure: 'sum' },
);
cmp(
  'classes-30d',
  'class.booked: past 30 days compared to the prior 30',
  (now) => prevDays(now, 30),
  (now) => ranges.lastDays(T(now), 30),
  { names: ['class.booked'] },
);
cmp(
  'app-ranges',
  (now) =>
    `app_open between ${iso(ago(now, 27))} and ${iso(ago(now, 21))} versus between ${iso(ago(now, 13))} and ${iso(ago(now, 7))}`,
  (now) => ranges.between(ago(now, 27), ago(now, 21)),
  (now) => ranges.between(ago(now, 13), ago(now, 7)),
  { names: ['app_open'] },
);
cmp(
  'waivers-60d',
  'new waivers (waiver-signed) past 60 days vs the 60 days before — is the new gym pulling people in?',
  (now) => prevDays(now, 60),
  (now) => ranges.lastDays(T(now), 60),
  { names: ['waiver-signed'] },
);

// ---- share ------------------------------------------------------------------------------------
const shareEv = (id, q, rangeFn, names, conf = 'high') =>
  add('share', id, q, (ev, now) => {
    const all = select(ev, { range: rangeFn(now) });
    const part = all.filter((e) => names.includes(e.eventName));
    return { confidence: conf, percents: [percent(part.length, all.length)], dataPoints: all.length };
  });
const shareUsers = (id, q, rangeFn, names, conf = 'high') =>
  add('share', id, q, (ev, now) => {
    const all = select(ev, { range: rangeFn(now) });
    const part = users(all.filter((e) => names.includes(e.eventName)));
    return { confidence: conf, percents: [percent(part.size, users(all).size)], dataPoints: all.length };
  });
shareEv(
  'checkins-lastmonth',
  'what % of all events last month were door_checkin?',
  (now) => ranges.lastMonth(T(now)),
  ['door_checkin'],
);
shareUsers(
  'renters-30d',
  'what share of active users in the last 30 days had a gear-rental?',
  (now) => ranges.lastDays(T(now), 30),
  ['gear-rental'],
);
shareEv('routes-all', 'Percentage of events that are route.logged', () => ranges.all(), ['route.logged']);
shareUsers(
  'class-users-all',
  'what fraction of users ever booked a class (class.booked)?',
  () => ranges.all(),
  ['class.booked'],
);
shareEv(
  'daypass-7d',
  'share of DayPassPurchased among all events in the past 7 days',
  (now) => ranges.lastDays(T(now), 7),
  ['DayPassPurchased'],
);
shareUsers(
  'belay-2w',
  'In the last 2 weeks, what percent of active users got a belay_cert_passed?',
  (now) => ranges.lastWeeks(T(now), 2),
  ['belay_cert_passed'],
);
shareUsers(
  'loggers-loose',
  'what percent of climbers logged a route last week',
  (now) => ranges.lastWeek(T(now)),
  ['route.logged'],
  'not-high',
);
shareEv(
  'app-incident',
  (now) => `on ${longD(ago(now, 23))} (scanner outage), what percentage of events were app_open?`,
  (now) => ranges.on(ago(now, 23)),
  ['app_open'],
);

// ---- conversion -------------------------------------------------------------------------------
const conv = (id, q, rangeFn, a, b, conf = 'high') =>
  add('conversion', id, q, (ev, now) => {
    const r = rangeFn(now),
      c = conversion(ev, r, a, b);
    return {
      confidence: conf,
      numbers: [c.did, c.converted],
      percents: [c.pct],
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  });
conv(
  'waiver-belay',
  'of the users with waiver-signed in the last 60 days, how many then got belay_cert_passed?',
  (now) => ranges.lastDays(T(now), 60),
  'waiver-signed',
  'belay_cert_passed',
);
conv(
  'daypass-member',
  'DayPassPurchased -> Membership Started conversion over the last 90 days',
  (now) => ranges.lastDays(T(now), 90),
  'DayPassPurchased',
  'Membership Started',
);
conv(
  'class-cancel',
  'Of people who did class.booked, how many later had a ClassCancelled?',
  () => ranges.all(),
  'class.booked',
  'ClassCancelled',
);
conv(
  'app-checkin',
  'conversion from app_open to door_checkin in the past 7 days',
  (now) => ranges.lastDays(T(now), 7),
  'app_open',
  'door_checkin',
);
conv(
  'checkin-rental',
  'last month: of users with a door_checkin, what % went on to a gear-rental?',
  (now) => ranges.lastMonth(T(now)),
  'door_checkin',
  'gear-rental',
);
conv(
  'waiver-member',
  (now) =>
    `since ${dmy(ago(now, 75))}, how many waiver-signed users later did Membership Started, and what %?`,
  (now) => ranges.since(ago(now, 75), T(now)),
  'waiver-signed',
  'Membership Started',
);
conv(
  'daypass-loose',
  'how many day-pass buyers ended up becoming members?',
  () => ranges.all(),
  'DayPassPurchased',
  'Membership Started',
  'not-high',
);
conv(
  'belay-class',
  (now) => `belay_cert_passed → class.booked between ${shortD(ago(now, 100))} and ${shortD(ago(now, 1))}`,
  (now) => ranges.between(ago(now, 100), ago(now, 1)),
  'belay_cert_passed',
  'class.booked',
);

// ---- churn ------------------------------------------------------------------------------------
add(
  'churn',
  'month-churn',
  (now) =>
    `How many users were active in ${monthName(named(now, 2))} but not in ${monthName(named(now, 1))}?`,
  (ev, now) => {
    return hi({ numbers: [churned(ev, ranges.month(named(now, 2)), ranges.month(named(now, 1))).length] });
  },
);
add('churn', 'new-30d', 'new users in the last 30 days?', (ev, now) =>
  hi({ numbers: [newUsers(ev, ranges.lastDays(T(now), 30)).length] }),
);
add('churn', 'new-lastmonth', 'how many brand new customers did we get last month', (ev, now) =>
  hi({ numbers: [newUsers(ev, ranges.lastMonth(T(now))).length] }),
);
add(
  'churn',
  'churn-30-30',
  'users who were active in the 30 days before the last 30 days, but not in the last 30 days — how many?',
  (ev, now) => {
    return hi({ numbers: [churned(ev, prevDays(now, 30), ranges.lastDays(T(now), 30)).length] });
  },
);
add('churn', 'new-lastweek', 'new users last week', (ev, now) =>
  hi({ numbers: [newUsers(ev, ranges.lastWeek(T(now))).length] }),
);
add(
  'churn',
  'between-not-since',
  (now) =>
    `users active between ${iso(ago(now, 80))} and ${iso(ago(now, 50))} who haven't been active since ${iso(ago(now, 49))}`,
  (ev, now) => {
    return hi({
      numbers: [
        churned(ev, ranges.between(ago(now, 80), ago(now, 50)), ranges.since(ago(now, 49), T(now))).length,
      ],
    });
  },
);
add(
  'churn',
  'new-since',
  (now) => `How many first-time users since ${longD(ago(now, 10))}?`,
  (ev, now) => hi({ numbers: [newUsers(ev, ranges.since(ago(now, 10), T(now))).length] }),
);
add(
  'churn',
  'lost-weeks',
  'how many people who were around 8 to 4 weeks ago have gone quiet in the last 4 weeks? (active then, nothing since)',
  (ev, now) => {
    return hi({
      numbers: [
        churned(ev, { from: T(now) - 56 * DAY, to: T(now) - 28 * DAY }, ranges.lastWeeks(T(now), 4)).length,
      ],
    });
  },
);

// ---- recency ----------------------------------------------------------------------------------
const lastOf = (id, q, name, conf = 'high') =>
  add('recency', id, q, (ev) => {
    const s = select(ev, { names: [name] });
    return { confidence: conf, names: [iso(Math.max(...s.map(time)))], dataPoints: s.length };
  });
lastOf('last-cancel', 'when was the last Membership Cancelled?', 'Membership Cancelled');
lastOf('last-belay', 'last time anyone had belay_cert_passed?', 'belay_cert_passed');
add('recency', 'rental-yesterday', 'did anyone have a gear-rental yesterday?', (ev, now) => {
  const s = select(ev, { range: ranges.yesterday(T(now)), names: ['gear-rental'] });
  return hi({ numbers: [s.length], dataPoints: s.length });
});
lastOf('setter-loose', 'when did the route setters last post an update?', 'RouteSetterUpdate', 'not-high');
lastOf('last-classcancel', 'When was the most recent ClassCancelled?', 'ClassCancelled');
add(
  'recency',
  'belay-since',
  (now) => `has anybody done belay_cert_passed since ${shortD(ago(now, 30))}?`,
  (ev, now) => {
    const s = select(ev, { range: ranges.since(ago(now, 30), T(now)), names: ['belay_cert_passed'] });
    return hi({ numbers: [s.length], dataPoints: s.length });
  },
);
lastOf('last-membership', 'last Membership Started — when?', 'Membership Started');
add('recency', 'unknown', 'when was the last ShoeResoleOrdered?', () => LOW, { low: true });

// ---- catalogue --------------------------------------------------------------------------------
const allNames = (ev) => [...new Set(ev.map(byName))].sort();
add('catalogue', 'names', 'what events do we track?', (ev) =>
  hi({ names: allNames(ev), unordered: true, dataPoints: ev.length }),
);
add('catalogue', 'users-total', 'how many users are there in total', (ev) =>
  hi({ numbers: [users(ev).size], dataPoints: ev.length }),
);
add('catalogue', 'events-total', 'total event count overall?', (ev) =>
  hi({ numbers: [ev.length], dataPoints: ev.length }),
);
add('catalogue', 'names-counts', "list every event name with it's count", (ev) =>
  hi({ ...ranked(rank(tally(ev, byName))), dataPoints: ev.length }),
);
add('catalogue', 'distinct-types', 'how many distinct event types are there?', (ev) =>
  hi({ numbers: [allNames(ev).length], dataPoints: ev.length }),
);
add(
  'catalogue',
  'users-and-events',
  'quick sanity check: number of users and number of events overall',
  (ev) => hi({ numbers: [users(ev).size, ev.length], dataPoints: ev.length }),
);
add('catalogue', 'setting-event', 'is there an event for route setting? what is it called', (ev) =>
  nh({ names: ['RouteSetterUpdate'], dataPoints: ev.length }),
);
add(
  'catalogue',
  'wiki',
  'for the ops wiki: the full event catalogue please, names + how often each fires',
  (ev) => hi({ ...ranked(rank(tally(ev, byName))), dataPoints: ev.length }),
);

// ---- other ------------------------------------------------------------------------------------
[
  ['wall-height', 'what is the average wall height at the Eastside gym?'],
  ['fall-rate', 'which route has the highest fall rate?'],
  ['coffee', 'how many coffees did the cafe sell last week'],
  ['nps', "what's our member NPS right now?"],
  ['instructor', 'which instructor gets the best reviews from class attendees'],
  ['forecast', 'predict how many door check-ins we will have next month'],
  ['humidity', 'how humid was the bouldering cave yesterday afternoon'],
  ['payroll', 'total staff payroll for the route setting team last quarter?'],
  ['why-cancel', 'why do people cancel their memberships?'],
  ['carabiners', 'how many carabiners need replacing in the rental fleet'],
].forEach(([id, q]) => add('other', id, q, () => LOW));

export { cases };
