/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES } from './data.mjs';

const { DAY, ranges, select, users, sum, avg, min, max, percent, tally, rank, round, time, isoDay, MONTHS } =
  O;
const R = (r) => r; // readability
const T = 'ticket_purchased',
  SLOT = 'telescope.slot_booked',
  CHK = 'CheckedIn',
  CLOUD = 'Night Clouded Out',
  REF = 'refund-issued',
  MEM = 'membership.renewed',
  STAR = 'star_party_rsvp',
  RATE = 'ShowRated',
  SKY = 'Sky Report Viewed',
  PROJ = 'projector.fault_reported',
  GIFT = 'gift-shop-purchase',
  APP = 'app_opened';
const MONEY = [T, SLOT, MEM, GIFT];

// ---- date helpers: every date in a question comes from now -------------------------------
const daysAgo = (now, n) => O.dayStart(+now) - n * DAY;
const fmtLong = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${new Date(t).getUTCDate()}`;
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const fmtOrd = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ord(new Date(t).getUTCDate())}`;
const fmtShort = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const fmtDMY = (t) => {
  const d = new Date(t);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCFullYear()}`;
};
const projDay = (now) => daysAgo(now, 23);
// a month fully inside the data: the month that started between 40 and 70 days ago
const monthBack = (now, k) => O.monthStart(+now, -k);
const fullMonth = (now) =>
  O.monthStart(+now) - DAY * 40 >= +now - 118 * DAY ? monthBack(now, 2) : monthBack(now, 1);
const mName = (t) => MONTHS[new Date(t).getUTCMonth()];
const minuteStamp = (t) => new Date(t).toISOString().slice(11, 16);

const hi = (o) => ({ confidence: 'high', ...o });
const nh = (o) => ({ confidence: 'not-high', ...o });
const lowX = () => ({ confidence: 'low', dataPoints: 0 });

// ranked list helpers with tie-at-cut checks
function ranked(mapFn, n, { ascending = false, conf = 'high', extraNames = [] } = {}) {
  const f = (events, now) => {
    const list = rank(mapFn(events, now), { n, ascending });
    return {
      confidence: conf,
      names: [...list.map(([k]) => k)],
      numbers: list.map(([, v]) => round(v, 2)),
      dp: list,
    };
  };
  const expect = (events, now) => {
    const { dp, ...x } = f(events, now);
    return x;
  };
  expect.tieAtCut = (events, now) => {
    const all = rank(mapFn(events, now), { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}
const withDP = (fn, dpFn) => {
  const e = (ev, now) => ({ ...fn(ev, now), dataPoints: dpFn(ev, now) });
  e.tieAtCut = fn.tieAtCut;
  return e;
};
const cnt = (events, opts) => select(events, opts).length;

const cases = [];
const add = (type, id, question, expect, extra = {}) =>
  cases.push({ id: `obs-${type}-${id}`, type, question, expect, ...extra });

// ================= count =================
add('count', 'tickets-all', 'how many ticket_purchased events do we have in total?', (ev) => {
  const n = cnt(ev, { names: [T] });
  return hi({ numbers: [n], dataPoints: n });
});
add('count', 'slots-7d', 'telescope.slot_booked count for the last 7 days pls', (ev, now) => {
  const n = cnt(ev, { names: [SLOT], range: ranges.lastDays(+now, 7) });
  return hi({ numbers: [n], dataPoints: n });
});
add('count', 'checkins-yday', 'how many Checked In events yesterday? front desk wants to know', (ev, now) => {
  const n = cnt(ev, { names: [CHK], range: ranges.yesterday(+now) });
  return hi({ numbers: [n], dataPoints: n });
});
add(
  'count',
  'proj-day-all',
  (now) => `Total number of events on ${fmtOrd(projDay(now))} (the day the dome projector died)?`,
  (ev, now) => {
    const n = cnt(ev, { range: ranges.on(projDay(now)) });
    return hi({ numbers: [n], dataPoints: n });
  },
);
add('count', 'app-today', 'how many app_opened events so far today?', (ev, now) => {
  const n = cnt(ev, { names: [APP], range: ranges.today(+now) });
  return hi({ numbers: [n], dataPoints: n });
});
add(
  'count',
  'top-user-30d',
  `How many things did ${PERSONAS.topStargazer} do in the past 30 days?`,
  (ev, now) => {
    const n = cnt(ev, { user: PERSONAS.topStargazer, range: ranges.lastDays(+now, 30) });
    return hi({ numbers: [n], dataPoints: n });
  },
);
add(
  'count',
  'rsvp-between',
  (now) => `star party rsvps between ${isoDay(daysAgo(now, 60))} and ${isoDay(daysAgo(now, 31))}`,
  (ev, now) => {
    const n = cnt(ev, { names: [STAR], range: ranges.between(daysAgo(now, 60), daysAgo(now, 31)) });
    return hi({ numbers: [n], dataPoints: n });
  },
);
add(
  'count',
  'before',
  (now) => `how many gift-shop-purchase events were there before ${fmtLong(daysAgo(now, 90))}?`,
  (ev, now) => {
    const n = cnt(ev, { names: [GIFT], range: ranges.before(daysAgo(now, 90)) });
    return hi({ numbers: [n], dataPoints: n });
  },
);
add('count', 'refunds-loose', 'how many refunds did we give out last month', (ev, now) => {
  const n = cnt(ev, { names: [REF], range: ranges.lastMonth(+now) });
  return nh({ numbers: [n] });
});
add('count', 'unknown-event', 'how many telescope_cancelled events happened this week?', () => lowX(), {
  low: true,
});

// ================= users =================
add('users', 'app-lastweek', 'how many unique users opened the app last week (app_opened)?', (ev, now) => {
  const s = select(ev, { names: [APP], range: ranges.lastWeek(+now) });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add('users', 'active-30d', 'active users in the past 30 days?', (ev, now) => {
  const s = select(ev, { range: ranges.lastDays(+now, 30) });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add('users', 'members-all', 'How many different people have a membership.renewed event?', (ev) => {
  const s = select(ev, { names: [MEM] });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add('users', 'rsvp-3mo', 'number of distinct users with star_party_rsvp in the last 3 months', (ev, now) => {
  const s = select(ev, { names: [STAR], range: ranges.lastMonths(+now, 3) });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add('users', 'refund-8w', 'how many custmers got a refund-issued over the past 8 weeks', (ev, now) => {
  const s = select(ev, { names: [REF], range: ranges.lastWeeks(+now, 8) });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add('users', 'yday', 'unique users yesterday?', (ev, now) => {
  const s = select(ev, { range: ranges.yesterday(+now) });
  return hi({ numbers: [users(s).size], dataPoints: s.length });
});
add(
  'users',
  'since',
  (now) =>
    `how many people have booked a telescope slot since ${fmtShort(daysAgo(now, 45))}? (telescope.slot_booked)`,
  (ev, now) => {
    const s = select(ev, { names: [SLOT], range: ranges.since(daysAgo(now, 45), +now) });
    return hi({ numbers: [users(s).size], dataPoints: s.length });
  },
);
add(
  'users',
  'stargazers-loose',
  'how many stargazers looked at the sky report in the last 2 weeks',
  (ev, now) => {
    const s = select(ev, { names: [SKY], range: ranges.lastWeeks(+now, 2) });
    return nh({ numbers: [users(s).size] });
  },
);
add(
  'users',
  'unknown',
  'How many users triggered the aurora_alert event in the last 30 days?',
  () => lowX(),
  { low: true },
);

// ================= value =================
add('value', 'tickets-sum', 'total ticket_purchased amount, all time', (ev) => {
  const s = select(ev, { names: [T] });
  return hi({ numbers: [sum(s)], dataPoints: s.length });
});
add('value', 'refund-avg', 'whats the averge refund-issued amount last month?', (ev, now) => {
  const s = select(ev, { names: [REF], range: ranges.lastMonth(+now) });
  return hi({ numbers: [avg(s)], dataPoints: s.length });
});
add('value', 'gift-max', 'biggest single gift-shop-purchase in the last 90 days', (ev, now) => {
  const s = select(ev, { names: [GIFT], range: ranges.lastDays(+now, 90) });
  return hi({ numbers: [max(s)], dataPoints: s.length });
});
add(
  'value',
  'mem-min',
  'minimum membership.renewed value? asking becuase finance thinks someone paid too little',
  (ev) => {
    const s = select(ev, { names: [MEM] });
    return hi({ numbers: [min(s)], dataPoints: s.length });
  },
);
add('value', 'rating-median', 'median ShowRated value over everything we have', (ev) => {
  const s = select(ev, { names: [RATE] })
    .map((e) => e.eventValue)
    .sort((a, b) => a - b);
  const m = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return hi({ numbers: [round(m, 2)], dataPoints: s.length });
});
add(
  'value',
  'proj-refunds',
  (now) => `Sum of refund-issued on ${isoDay(projDay(now))}`,
  (ev, now) => {
    const s = select(ev, { names: [REF], range: ranges.on(projDay(now)) });
    return hi({ numbers: [sum(s)], dataPoints: s.length });
  },
);
add('value', 'revenue-30d', 'for the board deck: what was our revenue in the last 30 days?', (ev, now) => {
  const s = select(ev, { names: MONEY, range: ranges.lastDays(+now, 30) });
  return nh({ numbers: [sum(s)], names: MONEY, unordered: true, dataPoints: s.length });
});
add(
  'value',
  'party-avg',
  'average party size on star_party_rsvp (eventValue is the number of people)',
  (ev) => {
    const s = select(ev, { names: [STAR] });
    return hi({ numbers: [avg(s)], dataPoints: s.length });
  },
);
add(
  'value',
  'slots-month',
  (now) => `sum of telescope.slot_booked value in ${mName(fullMonth(now))}`,
  (ev, now) => {
    const s = select(ev, { names: [SLOT], range: ranges.month(fullMonth(now)) });
    return hi({ numbers: [sum(s)], dataPoints: s.length });
  },
);
add('value', 'nobody-spend', `how much has ${NOBODY} spent on ticket_purchased?`, () => lowX(), {
  low: true,
});

// ================= top-events =================
add(
  'top-events',
  'top5-all',
  'what are our top 5 events overall?',
  withDP(
    ranked((ev) => tally(ev, O.byName), 5),
    (ev) => ev.length,
  ),
);
add(
  'top-events',
  'top3-7d',
  'Top 3 events in the last 7 days',
  withDP(
    ranked((ev, now) => tally(select(ev, { range: ranges.lastDays(+now, 7) }), O.byName), 3),
    (ev, now) => cnt(ev, { range: ranges.lastDays(+now, 7) }),
  ),
);
add(
  'top-events',
  'least3',
  'which 3 events are the rarest? least common first',
  withDP(
    ranked((ev) => tally(ev, O.byName), 3, { ascending: true }),
    (ev) => ev.length,
  ),
);
add(
  'top-events',
  'lastmonth5',
  'most common events last month, list them',
  withDP(
    ranked((ev, now) => tally(select(ev, { range: ranges.lastMonth(+now) }), O.byName), 5),
    (ev, now) => cnt(ev, { range: ranges.lastMonth(+now) }),
  ),
);
add(
  'top-events',
  'bottom2-30d',
  'bottom 2 events by count in the past 30 days',
  withDP(
    ranked((ev, now) => tally(select(ev, { range: ranges.lastDays(+now, 30) }), O.byName), 2, {
      ascending: true,
    }),
    (ev, now) => cnt(ev, { range: ranges.lastDays(+now, 30) }),
  ),
);
add(
  'top-events',
  'proj-top1',
  (now) => `on ${fmtShort(projDay(now))} which event happened most often?`,
  withDP(
    ranked((ev, now) => tally(select(ev, { range: ranges.on(projDay(now)) }), O.byName), 1),
    (ev, now) => cnt(ev, { range: ranges.on(projDay(now)) }),
  ),
);
add(
  'top-events',
  'top4-month',
  (now) => `top 4 event types in ${mName(fullMonth(now))} ${new Date(fullMonth(now)).getUTCFullYear()}`,
  withDP(
    ranked((ev, now) => tally(select(ev, { range: ranges.month(fullMonth(now)) }), O.byName), 4),
    (ev, now) => cnt(ev, { range: ranges.month(fullMonth(now)) }),
  ),
);

// ================= top-users =================
add(
  'top-users',
  'top5-all',
  'who are our 5 most active users?',
  withDP(
    ranked((ev) => tally(ev, O.byUser), 5),
    (ev) => ev.length,
  ),
);
add(
  'top-users',
  'ticket-spend3',
  'top 3 users by total ticket_purchased value',
  withDP(
    ranked((ev) => tally(select(ev, { names: [T] }), O.byUser, O.value), 3),
    (ev) => cnt(ev, { names: [T] }),
  ),
);
add(
  'top-users',
  'spenders',
  'who are our top 5 spenders?',
  ranked((ev) => tally(select(ev, { names: MONEY }), O.byUser, O.value), 5, { conf: 'not-high' }),
);
add(
  'top-users',
  'slots-60d',
  'which 3 visitors had the most telescope.slot_booked events in the last 60 days',
  withDP(
    ranked((ev, now) => tally(select(ev, { names: [SLOT], range: ranges.lastDays(+now, 60) }), O.byUser), 3),
    (ev, now) => cnt(ev, { names: [SLOT], range: ranges.lastDays(+now, 60) }),
  ),
);
add(
  'top-users',
  'lastweek1',
  'most active user last week?',
  withDP(
    ranked((ev, now) => tally(select(ev, { range: ranges.lastWeek(+now) }), O.byUser), 1),
    (ev, now) => cnt(ev, { range: ranges.lastWeek(+now) }),
  ),
);
add(
  'top-users',
  'top5-3mo',
  'Top 5 users by event count, past 3 months',
  withDP(
    ranked((ev, now) => tally(select(ev, { range: ranges.lastMonths(+now, 3) }), O.byUser), 5),
    (ev, now) => cnt(ev, { range: ranges.lastMonths(+now, 3) }),
  ),
);
add(
  'top-users',
  'gift-top3',
  'top 3 users by gift-shop-purchase amount',
  withDP(
    ranked((ev) => tally(select(ev, { names: [GIFT] }), O.byUser, O.value), 3),
    (ev) => cnt(ev, { names: [GIFT] }),
  ),
);
add(
  'top-users',
  'checkins2',
  'top 2 users by CheckedIn count?',
  withDP(
    ranked((ev) => tally(select(ev, { names: [CHK] }), O.byUser), 2),
    (ev) => cnt(ev, { names: [CHK] }),
  ),
);

// ================= user =================
const U = PERSONAS;
add('user', 'top-count', `how many events does ${U.topStargazer} have?`, (ev) => {
  const n = cnt(ev, { user: U.topStargazer });
  return hi({ numbers: [n], dataPoints: n });
});
add('user', 'newcomer-first', `when did ${U.newcomer} first show up?`, (ev) => {
  const s = select(ev, { user: U.newcomer });
  const t = Math.min(...s.map(time));
  return hi({ names: [isoDay(t), minuteStamp(t)], dataPoints: s.length });
});
add('user', 'churner-last', `last seen for ${U.churner}?`, (ev) => {
  const s = select(ev, { user: U.churner });
  const t = Math.max(...s.map(time));
  return hi({ names: [isoDay(t), minuteStamp(t)], dataPoints: s.length });
});
add('user', 'vega-names', `which event types has ${U.leadAstronomer} used`, (ev) => {
  const s = select(ev, { user: U.leadAstronomer });
  return hi({ names: [...new Set(s.map((e) => e.eventName))], unordered: true, dataPoints: s.length });
});
add('user', 'top-recent3', `show me the 3 most recent events for ${U.topStargazer}`, (ev) => {
  const s = select(ev, { user: U.topStargazer });
  const r = O.newestFirst(s).slice(0, 3);
  return hi({ names: r.map((e) => e.eventName), dataPoints: s.length });
});
add('user', 'nobody', `what has ${NOBODY} been doing lately?`, () => lowX(), { low: true });
add('user', 'big-90d', `${U.bigSpender}: total ticket_purchased value in the last 90 days?`, (ev, now) => {
  const s = select(ev, { user: U.bigSpender, names: [T], range: ranges.lastDays(+now, 90) });
  return hi({ numbers: [sum(s)], dataPoints: s.length });
});
add(
  'user',
  'member-30d',
  `how active was ${U.member} over the past 30 days — number of events?`,
  (ev, now) => {
    const n = cnt(ev, { user: U.member, range: ranges.lastDays(+now, 30) });
    return hi({ numbers: [n], dataPoints: n });
  },
);

// ================= breakdown =================
function busiest(mapFn, { ascending = false } = {}) {
  return ranked(mapFn, 1, { ascending });
}
add(
  'breakdown',
  'weekday-all',
  'which day of the week is busiest overall?',
  withDP(
    busiest((ev) => tally(ev, O.byWeekday)),
    (ev) => ev.length,
  ),
);
add(
  'breakdown',
  'per-month',
  (now) => `events per month since ${fmtOrd(monthBack(now, 2))}`,
  (ev, now) => {
    const s = select(ev, { range: ranges.since(monthBack(now, 2), +now) });
    const m = tally(s, O.byMonth);
    const keys = [...m.keys()].sort();
    return hi({ names: keys, numbers: keys.map((k) => m.get(k)), dataPoints: s.length });
  },
);
add(
  'breakdown',
  'checkin-hour',
  'what hour of the day do most CheckedIn events happen?',
  withDP(
    busiest((ev) => tally(select(ev, { names: [CHK] }), O.byHour)),
    (ev) => cnt(ev, { names: [CHK] }),
  ),
);
add('breakdown', 'slots-daily', 'telescope.slot_booked per day for the last 7 days', (ev, now) => {
  const r = ranges.lastDays(+now, 7);
  const s = select(ev, { names: [SLOT], range: r });
  const m = tally(s, O.byDay);
  const keys = [...m.keys()].sort();
  return hi({ names: keys, numbers: keys.map((k) => m.get(k)), dataPoints: s.length });
});
add('breakdown', 'tickets-weekly', 'weekly ticket_purchased counts last month', (ev, now) => {
  const s = select(ev, { names: [T], range: ranges.lastMonth(+now) });
  const m = tally(s, O.byWeek);
  const keys = [...m.keys()].sort();
  return hi({ names: keys, numbers: keys.map((k) => m.get(k)), dataPoints: s.length });
});
add(
  'breakdown',
  'busiest-day-30d',
  'busiest single day in the past 30 days?',
  withDP(
    busiest((ev, now) => tally(select(ev, { range: ranges.lastDays(+now, 30) }), O.byDay)),
    (ev, now) => cnt(ev, { range: ranges.lastDays(+now, 30) }),
  ),
);
add(
  'breakdown',
  'quiet-weekday',
  'quietest weekday for app_opened',
  withDP(
    busiest((ev) => tally(select(ev, { names: [APP] }), O.byWeekday), { ascending: true }),
    (ev) => cnt(ev, { names: [APP] }),
  ),
);
add(
  'breakdown',
  'ticket-hour',
  'At what hour (UTC) are the most ticket_purchased events?',
  withDP(
    busiest((ev) => tally(select(ev, { names: [T] }), O.byHour)),
    (ev) => cnt(ev, { names: [T] }),
  ),
);
add(
  'breakdown',
  'gift-weekday-loose',
  'which weekday gets the most gift shop orders?',
  busiest((ev) => tally(select(ev, { names: [GIFT] }), O.byWeekday)),
);
cases.at(-1).expect = ((f) => {
  const e = (ev, now) => ({ ...f(ev, now), confidence: 'not-high' });
  e.tieAtCut = f.tieAtCut;
  return e;
})(cases.at(-1).expect);

// ================= compare =================
function cmp(getA, getB, measure, conf = 'high') {
  return (ev, now) => {
    const a = getA(ev, now),
      b = getB(ev, now);
    const c = O.change(measure(a), measure(b));
    const x = {
      confidence: conf,
      numbers: [round(c.earlier, 2), round(c.later, 2), round(c.diff, 2)],
      percents: [c.pct],
    };
    if (conf === 'high') x.dataPoints = a.length + b.length;
    return x;
  };
}
const len = (s) => s.length;
add(
  'compare',
  'events-7d',
  'events in the last 7 days vs the 7 days before that',
  cmp(
    (ev, now) => select(ev, { range: { from: +now - 14 * DAY, to: +now - 7 * DAY } }),
    (ev, now) => select(ev, { range: ranges.lastDays(+now, 7) }),
    len,
  ),
);
add(
  'compare',
  'ticket-rev-30d',
  'ticket_purchased value: last 30 days compared with the previous 30 days',
  cmp(
    (ev, now) => select(ev, { names: [T], range: { from: +now - 60 * DAY, to: +now - 30 * DAY } }),
    (ev, now) => select(ev, { names: [T], range: ranges.lastDays(+now, 30) }),
    sum,
  ),
);
add(
  'compare',
  'slots-months',
  (now) => `telescope.slot_booked value in ${mName(monthBack(now, 2))} vs ${mName(monthBack(now, 1))}`,
  cmp(
    (ev, now) => select(ev, { names: [SLOT], range: ranges.month(monthBack(now, 2)) }),
    (ev, now) => select(ev, { names: [SLOT], range: ranges.month(monthBack(now, 1)) }),
    sum,
  ),
);
add(
  'compare',
  'users-30d',
  'active users past 30 days versus the 30 days before',
  cmp(
    (ev, now) => select(ev, { range: { from: +now - 60 * DAY, to: +now - 30 * DAY } }),
    (ev, now) => select(ev, { range: ranges.lastDays(+now, 30) }),
    (s) => users(s).size,
  ),
);
add(
  'compare',
  'rsvp-growing',
  'is star_party_rsvp growing? last 4 weeks vs the 4 weeks before',
  cmp(
    (ev, now) => select(ev, { names: [STAR], range: { from: +now - 8 * 7 * DAY, to: +now - 4 * 7 * DAY } }),
    (ev, now) => select(ev, { names: [STAR], range: ranges.lastWeeks(+now, 4) }),
    len,
  ),
);
add(
  'compare',
  'yday',
  'ticket_purchased amount yesterday compared with the day before?',
  cmp(
    (ev, now) => select(ev, { names: [T], range: ranges.on(daysAgo(now, 2)) }),
    (ev, now) => select(ev, { names: [T], range: ranges.yesterday(+now) }),
    sum,
  ),
);
add(
  'compare',
  'between',
  (now) =>
    `CheckedIn from ${isoDay(daysAgo(now, 100))} to ${isoDay(daysAgo(now, 81))} compared to ${isoDay(daysAgo(now, 30))} to ${isoDay(daysAgo(now, 11))}`,
  cmp(
    (ev, now) => select(ev, { names: [CHK], range: ranges.between(daysAgo(now, 100), daysAgo(now, 81)) }),
    (ev, now) => select(ev, { names: [CHK], range: ranges.between(daysAgo(now, 30), daysAgo(now, 11)) }),
    len,
  ),
);
add(
  'compare',
  'revenue-loose',
  'are sales up? last 30 days vs prior 30',
  cmp(
    (ev, now) => select(ev, { names: MONEY, range: { from: +now - 60 * DAY, to: +now - 30 * DAY } }),
    (ev, now) => select(ev, { names: MONEY, range: ranges.lastDays(+now, 30) }),
    sum,
    'not-high',
  ),
);

// ================= share =================
function share(rangeFn, pred, byUsers = false, conf = 'high') {
  return (ev, now) => {
    const s = select(ev, { range: rangeFn(now) });
    const p = byUsers
      ? percent(users(s.filter(pred)).size, users(s).size)
      : percent(s.filter(pred).length, s.length);
    const x = { confidence: conf, percents: [p] };
    if (conf === 'high') x.dataPoints = s.length;
    return x;
  };
}
const is = (n) => (e) => e.eventName === n;
add(
  'share',
  'app-all',
  'what percent of all events are app_opened?',
  share(() => ranges.all(), is(APP)),
);
add(
  'share',
  'tickets-30d',
  'share of events in the last 30 days that were ticket_purchased',
  share((now) => ranges.lastDays(+now, 30), is(T)),
);
add(
  'share',
  'slot-users-30d',
  'what % of active users in the past 30 days booked a telescope slot (telescope.slot_booked)?',
  share((now) => ranges.lastDays(+now, 30), is(SLOT), true),
);
add(
  'share',
  'members',
  'percentage of users who have ever had a membership.renewed',
  share(() => ranges.all(), is(MEM), true),
);
add(
  'share',
  'proj-day',
  (now) => `On ${fmtDMY(projDay(now))}, what fraction of all events were projector.fault_reported?`,
  share((now) => ranges.on(projDay(now)), is(PROJ)),
);
add(
  'share',
  'refund-lastmonth',
  'refund-issued as a percentage of all events last month',
  share((now) => ranges.lastMonth(+now), is(REF)),
);
add(
  'share',
  'raters-7d',
  'Of the users active in the past week, what percent rated a show (ShowRated)?',
  share((now) => ranges.lastDays(+now, 7), is(RATE), true),
);
add(
  'share',
  'checkins-loose',
  'what share of our activity is check-ins?',
  share(() => ranges.all(), is(CHK), false, 'not-high'),
);

// ================= conversion =================
function conv(rangeFn, a, b, conf = 'high') {
  return (ev, now) => {
    const r = rangeFn(now);
    const c = O.conversion(ev, r, a, b);
    const x = { confidence: conf, numbers: [c.did, c.converted], percents: [c.pct] };
    if (conf === 'high') x.dataPoints = select(ev, { range: r, names: [a, b] }).length;
    return x;
  };
}
add(
  'conversion',
  'ticket-checkin',
  'of people who did ticket_purchased, how many then CheckedIn?',
  conv(() => ranges.all(), T, CHK),
);
add(
  'conversion',
  'slot-checkin-30d',
  'telescope.slot_booked → CheckedIn conversion over the last 30 days',
  conv((now) => ranges.lastDays(+now, 30), SLOT, CHK),
);
add(
  'conversion',
  'app-ticket-7d',
  'what % of users who opened the app (app_opened) went on to ticket_purchased in the past 7 days?',
  conv((now) => ranges.lastDays(+now, 7), APP, T),
);
add(
  'conversion',
  'sky-slot-lastmonth',
  'Sky Report Viewed to telescope.slot_booked conversion last month',
  conv((now) => ranges.lastMonth(+now), SKY, SLOT),
);
add(
  'conversion',
  'ticket-rate-since',
  (now) => `since ${fmtLong(daysAgo(now, 50))}, of users with ticket_purchased, how many later did ShowRated`,
  conv((now) => ranges.since(daysAgo(now, 50), +now), T, RATE),
);
add(
  'conversion',
  'app-member',
  'how many app_opened users went on to membership.renewed? and what percentage',
  conv(() => ranges.all(), APP, MEM),
);
add(
  'conversion',
  'rsvp-gift-90d',
  'star_party_rsvp then gift-shop-purchase, last 90 days: conversion rate?',
  conv((now) => ranges.lastDays(+now, 90), STAR, GIFT),
);
add(
  'conversion',
  'slot-refund',
  'of everyone who booked a telescope slot, how many ended up getting refunded afterwards?',
  conv(() => ranges.all(), SLOT, REF, 'not-high'),
);

// ================= churn =================
add(
  'churn',
  'month-churn',
  (now) =>
    `how many users were active in ${mName(monthBack(now, 2))} but not in ${mName(monthBack(now, 1))}?`,
  (ev, now) =>
    hi({ numbers: [O.churned(ev, ranges.month(monthBack(now, 2)), ranges.month(monthBack(now, 1))).length] }),
);
add('churn', 'new-30d', 'new users in the last 30 days?', (ev, now) =>
  hi({ numbers: [O.newUsers(ev, ranges.lastDays(+now, 30)).length] }),
);
add('churn', 'new-2w', 'how many brand-new visitors (first event ever) in the past 2 weeks', (ev, now) =>
  hi({ numbers: [O.newUsers(ev, ranges.lastWeeks(+now, 2)).length] }),
);
add(
  'churn',
  'lapsed-early',
  (now) =>
    `users who were active between ${isoDay(daysAgo(now, 110))} and ${isoDay(daysAgo(now, 80))} but have done nothing in the last 30 days — how many?`,
  (ev, now) =>
    hi({
      numbers: [
        O.churned(ev, ranges.between(daysAgo(now, 110), daysAgo(now, 80)), ranges.lastDays(+now, 30)).length,
      ],
    }),
);
add(
  'churn',
  'new-month',
  (now) => `new users in ${mName(monthBack(now, 1))}`,
  (ev, now) => hi({ numbers: [O.newUsers(ev, ranges.month(monthBack(now, 1))).length] }),
);
add(
  'churn',
  'lastmonth-thismonth',
  'how many people were active last month and have not been back this month',
  (ev, now) => hi({ numbers: [O.churned(ev, ranges.lastMonth(+now), ranges.thisMonth(+now)).length] }),
);
add(
  'churn',
  'new-since',
  (now) => `count of new users since ${fmtOrd(daysAgo(now, 20))}`,
  (ev, now) => hi({ numbers: [O.newUsers(ev, ranges.since(daysAgo(now, 20), +now)).length] }),
);
add(
  'churn',
  'lost-weeks',
  'users who were active in the 30-day window before the last 30 days but have gone quiet in the last 30 days: how many?',
  (ev, now) =>
    hi({
      numbers: [
        O.churned(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, ranges.lastDays(+now, 30)).length,
      ],
    }),
);

// ================= recency =================
function lastOf(name, user) {
  return (ev) => {
    const s = select(ev, { names: [name], user });
    const t = Math.max(...s.map(time));
    const x = hi({ names: [isoDay(t), minuteStamp(t)] });
    if (!user) x.dataPoints = s.length;
    return x;
  };
}
add('recency', 'last-refund', 'when was the last refund-issued?', lastOf(REF));
add('recency', 'last-proj', 'when did someone last file a projector.fault_reported', lastOf(PROJ));
add('recency', 'last-cloud', 'Last Night Clouded Out — when was it?', lastOf(CLOUD));
add('recency', 'last-member', 'most recent membership.renewed?', lastOf(MEM));
add('recency', 'churner-checkin', `when did ${U.churner} last check in? (CheckedIn)`, lastOf(CHK, U.churner));
add(
  'recency',
  'any-slot-yday',
  'did anyone book a telescope slot yesterday (telescope.slot_booked)?',
  (ev, now) => {
    const n = cnt(ev, { names: [SLOT], range: ranges.yesterday(+now) });
    return hi({ numbers: [n], dataPoints: n });
  },
);
add(
  'recency',
  'any-proj-since',
  (now) => `any projector.fault_reported events since ${isoDay(daysAgo(now, 30))}?`,
  (ev, now) => {
    const n = cnt(ev, { names: [PROJ], range: ranges.since(daysAgo(now, 30), +now) });
    return hi({ numbers: [n], dataPoints: n });
  },
);
add('recency', 'unknown', 'did anyone do a meteor_shower_checkin this month?', () => lowX(), { low: true });
add('recency', 'nobody', `did ${NOBODY} ever check in?`, () => lowX(), { low: true });

// ================= catalogue =================
add('catalogue', 'names', 'what event names exist in our data?', (ev) =>
  hi({ names: [...new Set(ev.map((e) => e.eventName))], unordered: true, dataPoints: ev.length }),
);
add('catalogue', 'users', 'how many users are there overall', (ev) =>
  hi({ numbers: [users(ev).size], dataPoints: ev.length }),
);
add('catalogue', 'events', 'total number of events recorded, all time?', (ev) =>
  hi({ numbers: [ev.length], dataPoints: ev.length }),
);
add('catalogue', 'distinct-names', 'How many distinct event types do we track?', (ev) =>
  hi({ numbers: [new Set(ev.map((e) => e.eventName)).size], dataPoints: ev.length }),
);
add('catalogue', 'names-counts', 'list every event we track along with how many of each', (ev) => {
  const list = rank(tally(ev, O.byName));
  return hi({ names: list.map(([k]) => k), numbers: list.map(([, v]) => v), dataPoints: ev.length });
});
add('catalogue', 'both', 'new analyst here — how many users and how many events are in the account?', (ev) =>
  hi({ numbers: [users(ev).size, ev.length], dataPoints: ev.length }),
);
add('catalogue', 'rsvp-exists', 'is there an event for star party rsvps? what is it called exactly', (ev) =>
  hi({ names: [STAR] }),
);

// ================= other =================
const other = [
  ['weather', 'will it be clear enough for the telescope tonight?'],
  ['planets', 'which planets are visible from the observatory this weekend?'],
  ['salary', 'how much do we pay our staff astronomers per month?'],
  ['reasons', 'why do visitors cancel their telescope bookings? what reasons do they give'],
  ['capacity', 'how many seats does the planetarium dome have?'],
  ['prices', 'what should we charge for show tickets next season?'],
  ['nps', 'what is our NPS from the visitor survey emails?'],
  ['aperture', 'whats the aperture of the big refractor telescope'],
  ['crashlog', 'can you show me the stack trace from the projector controller crash?'],
];
for (const [id, q] of other) add('other', id, q, () => lowX());

export { cases };
