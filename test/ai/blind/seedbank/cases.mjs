/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, FROST_DAYS_AGO } from './data.mjs';

const { DAY, ranges: R, select, users, sum, avg, min, max, percent, tally, rank, time, isoDay, isoMonth } = O;
const t0 = (now) => +now;
const P = PERSONAS;

// ---- question helpers -------------------------------------------------------------------
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const mName = (t) => O.MONTHS[new Date(t).getUTCMonth()];
const long = (t) => `${mName(t)} ${ord(new Date(t).getUTCDate())}`; // November 3rd
const short = (t) => `${mName(t).slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const dmy = (t) => `${new Date(t).getUTCDate()} ${mName(t).slice(0, 3)} ${new Date(t).getUTCFullYear()}`; // 3 Nov 2026
const daysAgo = (now, n) => O.dayStart(+now) - n * DAY;
const frostDay = (now) => daysAgo(now, FROST_DAYS_AGO);
const monthsBack = (now, k) => O.monthStart(+now, -k);

// ---- expectation helpers ----------------------------------------------------------------
const low = () => ({ confidence: 'low', dataPoints: 0 });
const lowCase = (id, type, question) => ({ id, type, question, low: type !== 'other', expect: low });
const other = (id, question) => ({ id, type: 'other', question, expect: low });
const conf = (loose) => (loose ? 'not-high' : 'high');
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return v.length % 2 ? v[m] : O.round((v[m - 1] + v[m]) / 2, 2);
};
const r2 = (x) => O.round(x, 2);

// A ranked list: `build(events, now)` returns { map, n, ascending?, scope, loose?, withNumbers? }.
function ranked(build) {
  const expect = (events, now) => {
    const { map, n, ascending, scope, loose, figure = (x) => x } = build(events, now);
    const top = rank(map, { n, ascending });
    return {
      names: top.map(([k]) => k),
      numbers: top.map(([, v]) => figure(v)),
      confidence: conf(loose),
      dataPoints: scope.length,
    };
  };
  expect.tieAtCut = (events, now) => {
    const { map, n, ascending } = build(events, now);
    const all = rank(map, { ascending });
    return all.length > n && all[n - 1][1] === all[n][1];
  };
  return expect;
}

const countCase = (id, question, range, names, loose = false, user) => ({
  id,
  type: 'count',
  question,
  expect: (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    return { numbers: [s.length], confidence: conf(loose), dataPoints: s.length };
  },
});
const usersCase = (id, question, range, names, loose = false) => ({
  id,
  type: 'users',
  question,
  expect: (ev, now) => {
    const s = select(ev, { range: range(now), names });
    return { numbers: [users(s).size], confidence: conf(loose), dataPoints: s.length };
  },
});
const valueCase = (id, question, range, names, fn, loose = false, user) => ({
  id,
  type: 'value',
  question,
  expect: (ev, now) => {
    const s = select(ev, { range: range(now), names, user });
    return { numbers: [r2(fn(s))], confidence: conf(loose), dataPoints: s.length };
  },
});
function compareCase(id, question, a, b, names, measure = (s) => s.length, loose = false) {
  return {
    id,
    type: 'compare',
    question,
    expect: (ev, now) => {
      const sa = select(ev, { range: a(now), names }),
        sb = select(ev, { range: b(now), names });
      const c = O.change(measure(sa), measure(sb));
      return {
        numbers: [r2(c.earlier), r2(c.later), r2(c.diff)],
        percents: [c.pct],
        confidence: conf(loose),
        dataPoints: sa.length + sb.length,
      };
    },
  };
}
const shareEvents = (id, question, range, names, loose = false) => ({
  id,
  type: 'share',
  question,
  expect: (ev, now) => {
    const s = select(ev, { range: range(now) });
    const part = s.filter((e) => names.includes(e.eventName)).length;
    return { percents: [percent(part, s.length)], confidence: conf(loose), dataPoints: s.length };
  },
});
const shareUsers = (id, question, range, names, loose = false) => ({
  id,
  type: 'share',
  question,
  expect: (ev, now) => {
    const s = select(ev, { range: range(now) });
    const part = users(s.filter((e) => names.includes(e.eventName))).size;
    return { percents: [percent(part, users(s).size)], confidence: conf(loose), dataPoints: s.length };
  },
});
const convCase = (id, question, range, a, b, loose = false) => ({
  id,
  type: 'conversion',
  question,
  expect: (ev, now) => {
    const r = range(now),
      c = O.conversion(ev, r, a, b);
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      confidence: conf(loose),
      dataPoints: select(ev, { range: r, names: [a, b] }).length,
    };
  },
});
const lastCase = (id, question, names, user, loose = false) => ({
  id,
  type: 'recency',
  question,
  expect: (ev) => {
    const s = select(ev, { names, user });
    return { names: [isoDay(time(O.newestFirst(s)[0]))], confidence: conf(loose), dataPoints: s.length };
  },
});
const existsCase = (id, question, range, names, loose = false) => ({
  id,
  type: 'recency',
  question,
  expect: (ev, now) => {
    const s = select(ev, { range: range(now), names });
    return { numbers: [s.length], confidence: conf(loose), dataPoints: s.length };
  },
});

// ---- cases ------------------------------------------------------------------------------
export const cases = [
  // count
  countCase('count-borrow-all', 'how many seed_borrowed events have we had, all time?', R.all, [
    'seed_borrowed',
  ]),
  countCase(
    'count-returned-lastweek',
    'Quick one for the volunteers meeting: how many times did "Seeds Returned" happen last week?',
    R.lastWeek,
    ['Seeds Returned'],
  ),
  countCase(
    'count-swaps-30d',
    'number of swap.completed in the past 30 days pls',
    (now) => R.lastDays(+now, 30),
    ['swap.completed'],
  ),
  countCase(
    'count-donations-between',
    (now) =>
      `count of donation-made events between ${isoDay(daysAgo(now, 40))} and ${isoDay(daysAgo(now, 12))}`,
    (now) => R.between(daysAgo(now, 40), daysAgo(now, 12)),
    ['donation-made'],
  ),
  countCase(
    'count-crop-frostday',
    (now) => `How many crop_failure_reported did we get on ${long(frostDay(now))}? That was the frost.`,
    (now) => R.on(frostDay(now)),
    ['crop_failure_reported'],
  ),
  countCase(
    'count-frost-since',
    (now) => `frost.alert_viewed count since ${dmy(daysAgo(now, 30))}`,
    (now) => R.since(daysAgo(now, 30), +now),
    ['frost.alert_viewed'],
  ),
  countCase(
    'count-all-before',
    (now) => `how many events in total were recorded before ${long(daysAgo(now, 60))}?`,
    (now) => R.before(daysAgo(now, 60)),
    undefined,
  ),
  countCase(
    'count-newsletter-48h',
    'newsletter opens in the last 48 hours? (newsletter-opened)',
    (now) => R.lastHours(+now, 48),
    ['newsletter-opened'],
  ),
  countCase(
    'count-germ-loose',
    'how many germination logs came in over the past 2 weeks',
    (now) => R.lastWeeks(+now, 2),
    ['germination.logged'],
    true,
  ),
  countCase(
    'count-plots-2m',
    'Garden plot booked — how many in the past 2 months?',
    (now) => R.lastMonths(+now, 2),
    ['Garden Plot Booked'],
  ),
  countCase(
    'count-all-thismonth',
    'how many events so far this month?',
    (now) => R.thisMonth(+now),
    undefined,
  ),
  lowCase('count-unknown-event', 'count', 'How many compost_delivered events were there last month?'),

  // users
  usersCase('users-borrowers-all', 'How many distinct members have a seed_borrowed event?', R.all, [
    'seed_borrowed',
  ]),
  usersCase('users-active-7d', 'active users in the last 7 days?', (now) => R.lastDays(+now, 7), undefined),
  usersCase(
    'users-workshop-lastmonth',
    'how many different people attended a workshop (WorkshopAttended) last month',
    (now) => R.lastMonth(+now),
    ['WorkshopAttended'],
  ),
  usersCase('users-donors-all', 'number of unique users who ever did donation-made', R.all, [
    'donation-made',
  ]),
  usersCase(
    'users-thisweek',
    'how many members have been active this week so far?',
    (now) => R.thisWeek(+now),
    undefined,
  ),
  usersCase(
    'users-frost-day',
    (now) => `unique users with frost.alert_viewed on ${short(frostDay(now))}`,
    (now) => R.on(frostDay(now)),
    ['frost.alert_viewed'],
  ),
  usersCase(
    'users-month-name',
    (now) => `How many active users did we have in ${mName(monthsBack(now, 2))}?`,
    (now) => R.month(monthsBack(now, 2)),
    undefined,
  ),
  usersCase(
    'users-germ-loose',
    'roughly how many gardeners have been logging germination results in the last 3 months?',
    (now) => R.lastMonths(+now, 3),
    ['germination.logged'],
    true,
  ),
  lowCase('users-unknown-event', 'users', 'how many users did Harvest Shared this year?'),

  // value
  valueCase(
    'value-grams-all',
    'What is the total of Seeds Returned values (grams) across all time?',
    R.all,
    ['Seeds Returned'],
    sum,
  ),
  valueCase(
    'value-donation-avg-lastmonth',
    'average donation-made amount last month?',
    (now) => R.lastMonth(+now),
    ['donation-made'],
    avg,
  ),
  valueCase(
    'value-donation-max',
    'biggest single donation-made we have ever recieved',
    R.all,
    ['donation-made'],
    max,
  ),
  valueCase(
    'value-germ-median',
    'median germination.logged value, all time',
    R.all,
    ['germination.logged'],
    median,
  ),
  valueCase(
    'value-grams-min-30d',
    'smallest Seeds Returned amount in the past 30 days?',
    (now) => R.lastDays(+now, 30),
    ['Seeds Returned'],
    min,
  ),
  valueCase(
    'value-packets-since',
    (now) => `sum of seed_borrowed value since ${long(daysAgo(now, 100))} (that is packets out the door)`,
    (now) => R.since(daysAgo(now, 100), +now),
    ['seed_borrowed'],
    sum,
  ),
  valueCase(
    'value-donations-loose',
    'how much money have we raised from donations in the past 90 days?',
    (now) => R.lastDays(+now, 90),
    ['donation-made'],
    sum,
    true,
  ),
  valueCase(
    'value-germ-user',
    `average germination.logged for ${P.topBorrower}?`,
    R.all,
    ['germination.logged'],
    avg,
    false,
    P.topBorrower,
  ),
  valueCase(
    'value-swaps-between',
    (now) => `total swap.completed value from ${isoDay(daysAgo(now, 50))} to ${isoDay(daysAgo(now, 20))}`,
    (now) => R.between(daysAgo(now, 50), daysAgo(now, 20)),
    ['swap.completed'],
    sum,
  ),

  // top-events
  {
    id: 'te-top5-all',
    type: 'top-events',
    question: 'What are our top 5 events overall?',
    expect: ranked((ev) => ({ map: tally(ev, O.byName), n: 5, scope: ev })),
  },
  {
    id: 'te-top3-lastweek',
    type: 'top-events',
    question: 'top 3 events last week',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastWeek(+now) });
      return { map: tally(s, O.byName), n: 3, scope: s };
    }),
  },
  {
    id: 'te-least-all',
    type: 'top-events',
    question: 'which event is the least common of all?',
    expect: ranked((ev) => ({ map: tally(ev, O.byName), n: 1, ascending: true, scope: ev })),
  },
  {
    id: 'te-frost-day',
    type: 'top-events',
    question: (now) => `most common event on ${long(frostDay(now))}`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.on(frostDay(now)) });
      return { map: tally(s, O.byName), n: 1, scope: s };
    }),
  },
  {
    id: 'te-bottom3-30d',
    type: 'top-events',
    question: 'the 3 rarest events in the last 30 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30) });
      return { map: tally(s, O.byName), n: 3, ascending: true, scope: s };
    }),
  },
  {
    id: 'te-month-name',
    type: 'top-events',
    question: (now) =>
      `For the newsletter: what was the most frequent event in ${mName(monthsBack(now, 1))} ${new Date(monthsBack(now, 1)).getUTCFullYear()}?`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.month(monthsBack(now, 1)) });
      return { map: tally(s, O.byName), n: 1, scope: s };
    }),
  },
  {
    id: 'te-top4-since',
    type: 'top-events',
    question: (now) => `top 4 actions since ${long(daysAgo(now, 45))}`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.since(daysAgo(now, 45), +now) });
      return { map: tally(s, O.byName), n: 4, scope: s };
    }),
  },
  {
    id: 'te-list-14d',
    type: 'top-events',
    question: 'can you list the most common events over the past 14 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 14) });
      return { map: tally(s, O.byName), n: 5, scope: s };
    }),
  },

  // top-users
  {
    id: 'tu-top5-all',
    type: 'top-users',
    question: 'who are the 5 most active members by number of events?',
    expect: ranked((ev) => ({ map: tally(ev, O.byUser), n: 5, scope: ev })),
  },
  {
    id: 'tu-donors-top3',
    type: 'top-users',
    question: 'top 3 members by donation-made amount (sum), all time',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['donation-made'] });
      return { map: tally(s, O.byUser, O.value), n: 3, scope: s };
    }),
  },
  {
    id: 'tu-packets-lastmonth',
    type: 'top-users',
    question: 'Which user borrowed the most packets last month? sum the seed_borrowed value',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastMonth(+now), names: ['seed_borrowed'] });
      return { map: tally(s, O.byUser, O.value), n: 1, scope: s };
    }),
  },
  {
    id: 'tu-most-active-lastweek',
    type: 'top-users',
    question: 'most active user last week?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastWeek(+now) });
      return { map: tally(s, O.byUser), n: 1, scope: s };
    }),
  },
  {
    id: 'tu-spenders-loose',
    type: 'top-users',
    question: 'who are our top spenders? top 3 is fine',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['donation-made'] });
      return { map: tally(s, O.byUser, O.value), n: 3, scope: s, loose: true };
    }),
  },
  {
    id: 'tu-grams-top5',
    type: 'top-users',
    question: 'top 5 users by grams returned (Seeds Returned value)',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['Seeds Returned'] });
      return { map: tally(s, O.byUser, O.value), n: 5, scope: s, figure: r2 };
    }),
  },
  {
    id: 'tu-grams-60d',
    type: 'top-users',
    question: 'which 3 members returned the most grams of seed (Seeds Returned value) in the last 60 days?',
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 60), names: ['Seeds Returned'] });
      return { map: tally(s, O.byUser, O.value), n: 3, scope: s, figure: r2 };
    }),
  },
  {
    id: 'tu-frost-day',
    type: 'top-users',
    question: (now) => `who was the most active member on ${isoDay(frostDay(now))}?`,
    expect: ranked((ev, now) => {
      const s = select(ev, { range: R.on(frostDay(now)) });
      return { map: tally(s, O.byUser), n: 1, scope: s };
    }),
  },

  // user
  {
    id: 'user-count',
    type: 'user',
    question: `how many events does ${P.topBorrower} have?`,
    expect: (ev) => {
      const s = select(ev, { user: P.topBorrower });
      return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-first-seen',
    type: 'user',
    question: `When was ${P.workshopRegular} first seen?`,
    expect: (ev) => {
      const s = select(ev, { user: P.workshopRegular });
      return { names: [isoDay(time(s[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-last-seen',
    type: 'user',
    question: `${P.churner} hasn't been around lately — when did we last see them?`,
    expect: (ev) => {
      const s = select(ev, { user: P.churner });
      return { names: [isoDay(time(O.newestFirst(s)[0]))], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-names',
    type: 'user',
    question: `which event types has ${P.frostFarmer} used?`,
    expect: (ev) => {
      const s = select(ev, { user: P.frostFarmer });
      return {
        names: [...new Set(s.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-recent',
    type: 'user',
    question: `what are the 4 most recent things ${P.newcomer} did? checking their account`,
    expect: (ev) => {
      const s = select(ev, { user: P.newcomer });
      return { names: O.newestFirst(s).slice(0, 4).map(O.byName), confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-borrow-30d',
    type: 'user',
    question: `How many seed_borrowed events did ${P.topBorrower} have in the last 30 days?`,
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastDays(+now, 30), names: ['seed_borrowed'], user: P.topBorrower });
      return { numbers: [s.length], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-donor-total',
    type: 'user',
    question: `total donation-made by ${P.topDonor}, all time?`,
    expect: (ev) => {
      const s = select(ev, { names: ['donation-made'], user: P.topDonor });
      return { numbers: [sum(s)], confidence: 'high', dataPoints: s.length };
    },
  },
  lowCase(
    'user-unknown',
    'user',
    `support ticket: how many events does ${NOBODY} have? they say they borrowed seeds`,
  ),

  // breakdown
  {
    id: 'bd-busiest-weekday',
    type: 'breakdown',
    question: 'busiest day of the week overall?',
    expect: ranked((ev) => ({ map: tally(ev, O.byWeekday), n: 1, scope: ev })),
  },
  {
    id: 'bd-monthly-borrow',
    type: 'breakdown',
    question: 'seed_borrowed per month, all time',
    expect: (ev) => {
      const s = select(ev, { names: ['seed_borrowed'] });
      const m = [...tally(s, O.byMonth)].sort();
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'bd-hour-catalog',
    type: 'breakdown',
    question: 'what hour of the day do people run CatalogSearched the most?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['CatalogSearched'] });
      return { map: tally(s, O.byHour), n: 1, scope: s };
    }),
  },
  {
    id: 'bd-daily-lastweek',
    type: 'breakdown',
    question: 'daily event counts for last week please',
    expect: (ev, now) => {
      const s = select(ev, { range: R.lastWeek(+now) });
      const m = [...tally(s, O.byDay)].sort();
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'bd-crop-busiest-day',
    type: 'breakdown',
    question: 'Which single day had the most crop_failure_reported?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['crop_failure_reported'] });
      return { map: tally(s, O.byDay), n: 1, scope: s };
    }),
  },
  {
    id: 'bd-weekly-donations',
    type: 'breakdown',
    question: (now) => `donation-made per week since ${isoDay(O.weekStart(+now) - 4 * O.WEEK)}`,
    expect: (ev, now) => {
      const s = select(ev, {
        range: R.since(O.weekStart(+now) - 4 * O.WEEK, +now),
        names: ['donation-made'],
      });
      const m = [...tally(s, O.byWeek)].sort();
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'bd-quietest-weekday',
    type: 'breakdown',
    question: 'quietest weekday overall? thinking about volunteer rotas',
    expect: ranked((ev) => ({ map: tally(ev, O.byWeekday), n: 1, ascending: true, scope: ev })),
  },
  {
    id: 'bd-workshop-weekday',
    type: 'breakdown',
    question: 'which day of the week gets the most WorkshopAttended?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['WorkshopAttended'] });
      return { map: tally(s, O.byWeekday), n: 1, scope: s };
    }),
  },
  {
    id: 'bd-workshop-hour',
    type: 'breakdown',
    question:
      'Planning the next workshop schedule: at which hour (UTC) do most WorkshopAttended events happen?',
    expect: ranked((ev) => {
      const s = select(ev, { names: ['WorkshopAttended'] });
      return { map: tally(s, O.byHour), n: 1, scope: s };
    }),
  },

  // compare
  compareCase(
    'cmp-7d',
    'events in the last 7 days vs the 7 days before that?',
    (now) => ({ from: +now - 14 * DAY, to: +now - 7 * DAY }),
    (now) => R.lastDays(+now, 7),
  ),
  compareCase(
    'cmp-borrow-30d',
    'is seed_borrowed growing? compare the past 30 days with the previous 30',
    (now) => ({ from: +now - 60 * DAY, to: +now - 30 * DAY }),
    (now) => R.lastDays(+now, 30),
    ['seed_borrowed'],
  ),
  compareCase(
    'cmp-donations-months',
    (now) => `donation-made total: ${mName(monthsBack(now, 2))} vs ${mName(monthsBack(now, 1))}`,
    (now) => R.month(monthsBack(now, 2)),
    (now) => R.month(monthsBack(now, 1)),
    ['donation-made'],
    sum,
  ),
  compareCase(
    'cmp-germ-4w',
    'germination.logged, last 4 weeks compared with the 4 weeks before',
    (now) => ({ from: +now - 8 * O.WEEK, to: +now - 4 * O.WEEK }),
    (now) => R.lastWeeks(+now, 4),
    ['germination.logged'],
  ),
  compareCase(
    'cmp-users-months',
    (now) => `compare active users in ${mName(monthsBack(now, 3))} and ${mName(monthsBack(now, 2))}`,
    (now) => R.month(monthsBack(now, 3)),
    (now) => R.month(monthsBack(now, 2)),
    undefined,
    (s) => users(s).size,
  ),
  compareCase(
    'cmp-workshop-14d',
    'WorkshopAttended past 14 days versus the prior 14 days',
    (now) => ({ from: +now - 28 * DAY, to: +now - 14 * DAY }),
    (now) => R.lastDays(+now, 14),
    ['WorkshopAttended'],
  ),
  compareCase(
    'cmp-frost-days',
    (now) => `frost.alert_viewed on ${isoDay(frostDay(now) - DAY)} vs ${isoDay(frostDay(now))}`,
    (now) => R.on(frostDay(now) - DAY),
    (now) => R.on(frostDay(now)),
    ['frost.alert_viewed'],
  ),
  compareCase(
    'cmp-yesterday',
    'how did yesterday compare to the day before, in total events?',
    (now) => R.on(O.dayStart(+now) - 2 * DAY),
    (now) => R.yesterday(+now),
  ),

  // share
  shareEvents('share-borrow-all', 'what percentage of all events are seed_borrowed?', R.all, [
    'seed_borrowed',
  ]),
  shareUsers(
    'share-donors-lastmonth',
    "what share of last month's active users made a donation-made?",
    (now) => R.lastMonth(+now),
    ['donation-made'],
  ),
  shareEvents(
    'share-catalog-7d',
    'In the past 7 days, what % of events were CatalogSearched?',
    (now) => R.lastDays(+now, 7),
    ['CatalogSearched'],
  ),
  shareEvents(
    'share-frost-day',
    (now) => `on ${short(frostDay(now))}, what fraction of all events were frost.alert_viewed?`,
    (now) => R.on(frostDay(now)),
    ['frost.alert_viewed'],
  ),
  shareUsers(
    'share-workshop-users',
    'what percent of members have ever attended a workshop (WorkshopAttended)?',
    R.all,
    ['WorkshopAttended'],
  ),
  shareEvents(
    'share-catalog-year',
    'share of events this year that were CatalogSearched',
    (now) => R.thisYear(+now),
    ['CatalogSearched'],
  ),
  shareUsers(
    'share-germ-30d',
    'of the users active in the last 30 days, what percentage logged germination.logged?',
    (now) => R.lastDays(+now, 30),
    ['germination.logged'],
  ),
  shareEvents(
    'share-swaps-loose',
    'what portion of all activity is seed swaps?',
    R.all,
    ['swap.completed'],
    true,
  ),

  // conversion
  convCase(
    'conv-join-borrow',
    'Of the members who joined (member_joined), how many went on to seed_borrowed?',
    R.all,
    'member_joined',
    'seed_borrowed',
  ),
  convCase(
    'conv-catalog-borrow-30d',
    'conversion from CatalogSearched to seed_borrowed over the last 30 days',
    (now) => R.lastDays(+now, 30),
    'CatalogSearched',
    'seed_borrowed',
  ),
  convCase(
    'conv-borrow-return',
    'what % of people who did seed_borrowed later did Seeds Returned?',
    R.all,
    'seed_borrowed',
    'Seeds Returned',
  ),
  convCase(
    'conv-workshop-donate-3m',
    'for the grant report: of users with WorkshopAttended in the past 3 months, how many then made a donation-made?',
    (now) => R.lastMonths(+now, 3),
    'WorkshopAttended',
    'donation-made',
  ),
  convCase(
    'conv-frost-crop',
    (now) =>
      `since ${long(frostDay(now))}, of the members who did frost.alert_viewed how many then did crop_failure_reported?`,
    (now) => R.since(frostDay(now), +now),
    'frost.alert_viewed',
    'crop_failure_reported',
  ),
  convCase(
    'conv-germ-swap-60d',
    'germination.logged -> swap.completed conversion, last 60 days',
    (now) => R.lastDays(+now, 60),
    'germination.logged',
    'swap.completed',
  ),
  convCase(
    'conv-newsletter-workshop',
    'last month, how many newsletter-opened users then had a WorkshopAttended, and what percentage is that?',
    (now) => R.lastMonth(+now),
    'newsletter-opened',
    'WorkshopAttended',
  ),
  convCase(
    'conv-join-germ-loose',
    'how many new joiners ended up logging germination results?',
    R.all,
    'member_joined',
    'germination.logged',
    true,
  ),

  // churn
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `how many members were active in ${mName(monthsBack(now, 2))} but not at all in ${mName(monthsBack(now, 1))}?`,
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.month(monthsBack(now, 2)), R.month(monthsBack(now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'new users in the last 30 days?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastDays(+now, 30)).length], confidence: 'high' }),
  },
  {
    id: 'churn-new-lastmonth',
    type: 'churn',
    question: 'How many brand new members did we get last month (first ever event)?',
    expect: (ev, now) => ({ numbers: [O.newUsers(ev, R.lastMonth(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-lastweek-thisweek',
    type: 'churn',
    question: 'users active last week who have not shown up this week',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, R.lastWeek(+now), R.thisWeek(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-rolling',
    type: 'churn',
    question:
      'how many people were active in the 30 days before the last 30 days, but have not been back in the last 30 days?',
    expect: (ev, now) => ({
      numbers: [O.churned(ev, { from: +now - 60 * DAY, to: +now - 30 * DAY }, R.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-since',
    type: 'churn',
    question: (now) => `new members since ${dmy(daysAgo(now, 75))}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.since(daysAgo(now, 75), +now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-month-name',
    type: 'churn',
    question: (now) =>
      `how many new users showed up in ${mName(monthsBack(now, 2))} ${new Date(monthsBack(now, 2)).getUTCFullYear()}?`,
    expect: (ev, now) => ({
      numbers: [O.newUsers(ev, R.month(monthsBack(now, 2))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-frost-quit',
    type: 'churn',
    question: (now) =>
      `worried about the frost: how many members active between ${isoDay(frostDay(now) - 14 * DAY)} and ${isoDay(frostDay(now))} had no events at all since ${isoDay(frostDay(now) + DAY)}?`,
    expect: (ev, now) => ({
      numbers: [
        O.churned(ev, R.between(frostDay(now) - 14 * DAY, frostDay(now)), R.since(frostDay(now) + DAY, +now))
          .length,
      ],
      confidence: 'high',
    }),
  },

  // recency
  lastCase('rec-last-crop', 'when was the last crop_failure_reported?', ['crop_failure_reported']),
  existsCase(
    'rec-donation-yesterday',
    'did anyone do a donation-made yesterday?',
    (now) => R.yesterday(+now),
    ['donation-made'],
  ),
  lastCase('rec-last-workshop', 'Last time somebody had a WorkshopAttended event?', ['WorkshopAttended']),
  lowCase('rec-nobody', 'recency', `when did ${NOBODY} last borrow seeds?`),
  lastCase('rec-last-frost', 'when did we last see a frost.alert_viewed', ['frost.alert_viewed']),
  lastCase('rec-last-plot', 'most recent Garden Plot Booked — what date?', ['Garden Plot Booked']),
  lowCase('rec-unknown-event', 'recency', 'has anyone ever triggered seed_sold? when was the last one?'),
  lastCase(
    'rec-churner-borrow',
    `when did ${P.churner} last do seed_borrowed?`,
    ['seed_borrowed'],
    P.churner,
  ),
  existsCase('rec-crop-7d', 'any crop_failure_reported in the past 7 days?', (now) => R.lastDays(+now, 7), [
    'crop_failure_reported',
  ]),

  // catalogue
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'what event names exist in our data?',
    expect: (ev) => ({
      names: [...new Set(ev.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (ev) => ({ numbers: [users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total number of events we have stored',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'cat-names-counts',
    type: 'catalogue',
    question: 'list every event type we track with how many times each occured',
    expect: (ev) => {
      const m = rank(tally(ev, O.byName));
      return {
        names: m.map(([k]) => k),
        numbers: m.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event types are tracked?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(O.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'cat-users-and-events',
    type: 'catalogue',
    question: 'for the board deck: how many members and how many events do we have overall?',
    expect: (ev) => ({ numbers: [users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },

  // other
  other('other-weather', 'what will the weather be like next week, will there be another frost?'),
  other('other-varieties', 'which tomato varieties are the most popular with members?'),
  other('other-stock', 'how many packets of seed are currently on the shelves in the library?'),
  other('other-age', 'what is the average age of our members?'),
  other('other-forecast', 'predict how many packets will be borrowed next spring'),
  other('other-district', 'which members live in the north district?'),
  other('other-why', 'why did people stop coming to the workshops?'),
  other('other-email', `what's the email address and phone number of ${P.topBorrower}?`),
  other('other-poem', 'write a short poem about saving seeds for our newsletter'),
  other('other-soil', 'what is the soil pH in plot 14?'),
];
