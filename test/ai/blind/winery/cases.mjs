/* eslint-disable @typescript-eslint/no-unused-vars -- kept as the blind author wrote it */
// Blind round "winery": questions a winery's staff would type about their wine-club and
// tasting-room platform, with expectations computed by the reference oracle (never typed in).

import * as O from '../../../../../shared/ai/eval/oracle.mjs';

const {
  DAY,
  WEEK,
  MONTHS,
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
  round,
  time,
} = O;

const E = {
  join: 'club_joined',
  cancel: 'club_cancelled',
  ship: 'shipment.charged',
  skip: 'ShipmentSkipped',
  res: 'Tasting Reserved',
  checkin: 'tasting-checked-in',
  order: 'bottle_order',
  review: 'review.posted',
  cellar: 'CellarAction',
  wlv: 'wine-list-viewed',
  news: 'Newsletter Opened',
  login: 'login',
};
// Money words without an event name: the events that plainly carry dollars.
const MONEY = [E.order, E.ship];

// ---- dates in questions --------------------------------------------------------------------
const daysAgo = (now, k) => O.dayStart(+now) - k * DAY;
const monthsAgo = (now, k) => O.monthStart(+now, -k);
const iso = (t) => O.isoDay(t);
const ordinal = (n) => {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
};
const longDay = (t) => `${MONTHS[new Date(t).getUTCMonth()]} ${ordinal(new Date(t).getUTCDate())}`;
const shortDay = (t) => `${MONTHS[new Date(t).getUTCMonth()].slice(0, 3)} ${new Date(t).getUTCDate()}`;
const monthOf = (t) => MONTHS[new Date(t).getUTCMonth()];
const yearOf = (t) => new Date(t).getUTCFullYear();
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);
const stamp = (t) => [iso(t), hhmm(t)];

// ---- expectation shapes -------------------------------------------------------------------
const r2 = (x) => round(x, 2);
const high = (dataPoints, x = {}) => ({ ...x, confidence: 'high', dataPoints });
const loose = (dataPoints, x = {}) => ({ ...x, confidence: 'not-high', dataPoints });
const noDp = (x) => ({ ...x, confidence: 'high' });
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};
const tieAt = (ranked, n) => ranked.length > n && ranked[n - 1][1] === ranked[n][1];
const withCut = (expect, cut) => Object.assign(expect, { tieAtCut: cut });
const pctOf = (c) => (c.pct === null ? [] : [c.pct]);

// A count of events; `conf` high or loose.
const countOf = (conf, filt) => (events, now) => {
  const evs = select(events, filt(+now));
  return conf(evs.length, { numbers: [evs.length] });
};
// Distinct users.
const usersOf = (conf, filt) => (events, now) => {
  const evs = select(events, filt(+now));
  return conf(evs.length, { numbers: [users(evs).size] });
};
// A ranked list (events or users) by count or summed value; the cut must not fall in a tie.
function ranked(conf, filt, key, { n = 5, by = 'count', ascending = false } = {}) {
  const list = (events, now) => {
    const evs = select(events, filt(+now));
    const map = by === 'value' ? tally(evs, key, O.value) : tally(evs, key);
    return { evs, all: rank(map, { ascending }) };
  };
  return withCut(
    (events, now) => {
      const { evs, all } = list(events, now);
      const top = all.slice(0, n);
      return conf(evs.length, {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => (by === 'value' ? r2(v) : v)),
      });
    },
    (events, now) => tieAt(list(events, now).all, n),
  );
}
// Two periods, earlier first: both values, the change and the percentage change.
function compare(conf, periods, filt, measure = (evs) => evs.length) {
  return (events, now) => {
    const [ra, rb] = periods(+now);
    const a = select(events, { ...filt, range: ra });
    const b = select(events, { ...filt, range: rb });
    const va = r2(measure(a)),
      vb = r2(measure(b));
    const c = O.change(va, vb);
    return conf(a.length + b.length, { numbers: [va, vb, r2(c.diff)], percents: pctOf(c) });
  };
}
const before = (r) => ({ from: 2 * r.from - r.to, to: r.from });
// Share of events (or of active users) that are X.
function share(conf, range, name, { ofUsers = false } = {}) {
  return (events, now) => {
    const all = select(events, { range: range(+now) });
    const part = all.filter((e) => e.eventName === name);
    const p = ofUsers ? percent(users(part).size, users(all).size) : percent(part.length, all.length);
    return conf(all.length, { percents: [p] });
  };
}
function convert(conf, range, a, b) {
  return (events, now) => {
    const r = range(+now);
    const c = O.conversion(events, r, a, b);
    return conf(select(events, { range: r, names: [a, b] }).length, {
      numbers: [c.did, c.converted],
      percents: pctOf(c),
    });
  };
}
// "When was the last X": the newest matching event, to the minute.
function latest(filt) {
  return (events, now) => {
    const evs = select(events, filt(+now));
    const last = O.newestFirst(evs)[0];
    return high(evs.length, { names: stamp(time(last)) });
  };
}
const other = () => LOW;

// ---- the cases --------------------------------------------------------------------------------
export const cases = [
  // ------------------------------------------------------------------ count
  {
    id: 'count-01',
    type: 'count',
    question: 'How many bottle_order events do we have in total?',
    expect: countOf(high, () => ({ names: [E.order] })),
  },
  {
    id: 'count-02',
    type: 'count',
    question: 'Tasting Reserved count for the past 30 days pls',
    expect: countOf(high, (t) => ({ names: [E.res], range: R.lastDays(t, 30) })),
  },
  {
    id: 'count-03',
    type: 'count',
    question: 'quick one from the cellar team — how many cellar actions got logged yesterday?',
    expect: countOf(high, (t) => ({ names: [E.cellar], range: R.yesterday(t) })),
  },
  {
    id: 'count-04',
    type: 'count',
    question: (now) =>
      `Total number of events between ${longDay(daysAgo(now, 50))} and ${longDay(daysAgo(now, 20))}?`,
    expect: countOf(high, (t) => ({ range: R.between(daysAgo(t, 50), daysAgo(t, 20)) })),
  },
  {
    id: 'count-05',
    type: 'count',
    question: (now) => `how many review.posted events came in during ${monthOf(monthsAgo(now, 1))}?`,
    expect: countOf(high, (t) => ({ names: [E.review], range: R.month(monthsAgo(t, 1)) })),
  },
  {
    id: 'count-06',
    type: 'count',
    question: 'logins in the last 2 weeks?',
    expect: countOf(high, (t) => ({ names: [E.login], range: R.lastWeeks(t, 2) })),
  },
  {
    id: 'count-07',
    type: 'count',
    question:
      'Support ticket from a former member: how many wine-list-viewed events does cust_1188 have on record?',
    expect: countOf(high, () => ({ names: [E.wlv], user: 'cust_1188' })),
  },
  {
    id: 'count-08',
    type: 'count',
    question: (now) =>
      `For the library-release recap: number of bottle_order events on ${shortDay(daysAgo(now, 19))}`,
    expect: countOf(high, (t) => ({ names: [E.order], range: R.on(daysAgo(t, 19)) })),
  },
  {
    id: 'count-09',
    type: 'count',
    question: 'how many times have members skipped a shipment so far?',
    expect: countOf(loose, () => ({ names: [E.skip] })),
  },
  {
    id: 'count-10',
    type: 'count',
    question: (now) => `hw many orders came in since ${iso(daysAgo(now, 10))}?`,
    expect: countOf(loose, (t) => ({ names: [E.order], range: R.since(daysAgo(t, 10), t) })),
  },
  {
    id: 'count-13',
    type: 'count',
    question: (now) => `How many club_cancelled events were there before ${longDay(daysAgo(now, 60))}?`,
    expect: countOf(high, (t) => ({ names: [E.cancel], range: R.before(daysAgo(t, 60)) })),
  },
  {
    id: 'count-14',
    type: 'count',
    question: 'wine list page views (wine-list-viewed) in the past 36 hours?',
    expect: countOf(high, (t) => ({ names: [E.wlv], range: R.lastHours(t, 36) })),
  },
  {
    id: 'count-11',
    type: 'count',
    low: true,
    question: 'How many gift_card_redeemed events this month?',
    expect: () => LOW(),
  },
  {
    id: 'count-12',
    type: 'count',
    low: true,
    question: 'count of wine_club_upgrade events last week',
    expect: () => LOW(),
  },

  // ------------------------------------------------------------------ users
  {
    id: 'users-01',
    type: 'users',
    question: 'How many unique users did anything at all in the last 7 days?',
    expect: usersOf(high, (t) => ({ range: R.lastDays(t, 7) })),
  },
  {
    id: 'users-02',
    type: 'users',
    question: 'distinct customers who placed a bottle_order in the past 90 days',
    expect: usersOf(high, (t) => ({ names: [E.order], range: R.lastDays(t, 90) })),
  },
  {
    id: 'users-03',
    type: 'users',
    question: 'active users last week?',
    expect: usersOf(high, (t) => ({ range: R.lastWeek(t) })),
  },
  {
    id: 'users-04',
    type: 'users',
    question: (now) =>
      `Since ${longDay(daysAgo(now, 45))}, how many different people have a tasting-checked-in?`,
    expect: usersOf(high, (t) => ({ names: [E.checkin], range: R.since(daysAgo(t, 45), t) })),
  },
  {
    id: 'users-05',
    type: 'users',
    question: (now) =>
      `Marketing wants to know: unique users with a Newsletter Opened in ${monthOf(monthsAgo(now, 2))} ${yearOf(monthsAgo(now, 2))}`,
    expect: usersOf(high, (t) => ({ names: [E.news], range: R.month(monthsAgo(t, 2)) })),
  },
  {
    id: 'users-06',
    type: 'users',
    question: 'how many people have ever logged in?',
    expect: usersOf(loose, () => ({ names: [E.login] })),
  },
  {
    id: 'users-07',
    type: 'users',
    question: 'How many members did a ShipmentSkipped in the last 3 months?',
    expect: usersOf(high, (t) => ({ names: [E.skip], range: R.lastMonths(t, 3) })),
  },
  {
    id: 'users-08',
    type: 'users',
    question:
      'how many guests made tasting reservations in the last 60 days? (asking for the hospitality staffing plan)',
    expect: usersOf(loose, (t) => ({ names: [E.res], range: R.lastDays(t, 60) })),
  },
  {
    id: 'users-10',
    type: 'users',
    question: 'How many people were active in the last 24 hours?',
    expect: usersOf(high, (t) => ({ range: R.lastHours(t, 24) })),
  },
  {
    id: 'users-11',
    type: 'users',
    question: (now) =>
      `how many distinct users hit wine-list-viewed on ${longDay(daysAgo(now, 41))}? the payment outage day, people kept reloading`,
    expect: usersOf(high, (t) => ({ names: [E.wlv], range: R.on(daysAgo(t, 41)) })),
  },
  {
    id: 'users-09',
    type: 'users',
    low: true,
    question: 'How many users triggered club_upgraded?',
    expect: () => LOW(),
  },

  // ------------------------------------------------------------------ value
  {
    id: 'value-01',
    type: 'value',
    question: 'total bottle_order value last month',
    expect: (events, now) => {
      const evs = select(events, { names: [E.order], range: R.lastMonth(+now) });
      return high(evs.length, { numbers: [r2(sum(evs))] });
    },
  },
  {
    id: 'value-02',
    type: 'value',
    question: 'What is the avarage bottle_order amount over the last 60 days?',
    expect: (events, now) => {
      const evs = select(events, { names: [E.order], range: R.lastDays(+now, 60) });
      return high(evs.length, { numbers: [avg(evs)] });
    },
  },
  {
    id: 'value-03',
    type: 'value',
    question: "What's the biggest single bottle_order ever?",
    expect: (events) => {
      const evs = select(events, { names: [E.order] });
      return high(evs.length, { numbers: [max(evs)] });
    },
  },
  {
    id: 'value-04',
    type: 'value',
    question: 'smallest shipment.charged amount we have billed',
    expect: (events) => {
      const evs = select(events, { names: [E.ship] });
      return high(evs.length, { numbers: [min(evs)] });
    },
  },
  {
    id: 'value-05',
    type: 'value',
    question: 'Median eventValue of Tasting Reserved (that field is the party size)?',
    expect: (events) => {
      const evs = select(events, { names: [E.res] });
      return high(evs.length, { numbers: [r2(median(evs))] });
    },
  },
  {
    id: 'value-06',
    type: 'value',
    question: 'average value of review.posted over the past 3 months — value is the star rating',
    expect: (events, now) => {
      const evs = select(events, { names: [E.review], range: R.lastMonths(+now, 3) });
      return high(evs.length, { numbers: [avg(evs)] });
    },
  },
  {
    id: 'value-07',
    type: 'value',
    question: 'For the board deck: what was our revenue in the last 30 days?',
    expect: (events, now) => {
      const evs = select(events, { names: MONEY, range: R.lastDays(+now, 30) });
      return loose(evs.length, { numbers: [r2(sum(evs))], names: MONEY, unordered: true });
    },
  },
  {
    id: 'value-08',
    type: 'value',
    question: 'how much has cust_1007 spent on bottle_order, all time?',
    expect: (events) => {
      const evs = select(events, { names: [E.order], user: 'cust_1007' });
      return high(evs.length, { numbers: [r2(sum(evs))] });
    },
  },
  {
    id: 'value-09',
    type: 'value',
    question: 'Sum of CellarAction values over the past 14 days (bottles handled)',
    expect: (events, now) => {
      const evs = select(events, { names: [E.cellar], range: R.lastDays(+now, 14) });
      return high(evs.length, { numbers: [sum(evs)] });
    },
  },
  {
    id: 'value-10',
    type: 'value',
    question: 'mean shipment.charged value in the last 7 days? just checking the release billing looks sane',
    expect: (events, now) => {
      const evs = select(events, { names: [E.ship], range: R.lastDays(+now, 7) });
      return high(evs.length, { numbers: [avg(evs)] });
    },
  },
  {
    id: 'value-11',
    type: 'value',
    low: true,
    question: 'total refund amount on wine_club_refund events?',
    expect: () => LOW(),
  },

  // ------------------------------------------------------------------ top-events
  {
    id: 'te-01',
    type: 'top-events',
    question: 'what are our top 5 events?',
    expect: ranked(high, () => ({}), O.byName, { n: 5 }),
  },
  {
    id: 'te-02',
    type: 'top-events',
    question: 'Top 3 events in the last 30 days, with counts',
    expect: ranked(high, (t) => ({ range: R.lastDays(t, 30) }), O.byName, { n: 3 }),
  },
  {
    id: 'te-03',
    type: 'top-events',
    question: 'Which events are the least common overall? list them',
    expect: ranked(high, () => ({}), O.byName, { n: 5, ascending: true }),
  },
  {
    id: 'te-04',
    type: 'top-events',
    question: 'Which event happened the most last week?',
    expect: ranked(high, (t) => ({ range: R.lastWeek(t) }), O.byName, { n: 1 }),
  },
  {
    id: 'te-05',
    type: 'top-events',
    question: (now) =>
      `top 4 event names between ${shortDay(daysAgo(now, 60))} and ${shortDay(daysAgo(now, 30))}`,
    expect: ranked(high, (t) => ({ range: R.between(daysAgo(t, 60), daysAgo(t, 30)) }), O.byName, { n: 4 }),
  },
  {
    id: 'te-06',
    type: 'top-events',
    question: 'what was the rarest event type in the past 60 days?',
    expect: ranked(high, (t) => ({ range: R.lastDays(t, 60) }), O.byName, { n: 1, ascending: true }),
  },
  {
    id: 'te-07',
    type: 'top-events',
    question: (now) =>
      `Rank every event type by volume for ${monthOf(monthsAgo(now, 1))} ${yearOf(monthsAgo(now, 1))}, most frequent first.`,
    expect: ranked(high, (t) => ({ range: R.month(monthsAgo(t, 1)) }), O.byName, { n: 12 }),
  },
  {
    id: 'te-08',
    type: 'top-events',
    question: (now) => `top 4 events since ${iso(daysAgo(now, 14))}`,
    expect: ranked(high, (t) => ({ range: R.since(daysAgo(t, 14), t) }), O.byName, { n: 4 }),
  },

  // ------------------------------------------------------------------ top-users
  {
    id: 'tu-01',
    type: 'top-users',
    question: 'Who are the 4 most active users?',
    expect: ranked(high, () => ({}), O.byUser, { n: 4 }),
  },
  {
    id: 'tu-02',
    type: 'top-users',
    question: 'top spenders? finance wants names for the collector dinner invites',
    expect: ranked(loose, () => ({ names: MONEY }), O.byUser, { n: 5, by: 'value' }),
  },
  {
    id: 'tu-03',
    type: 'top-users',
    question: 'top 3 users by bottle_order value, last 90 days',
    expect: ranked(high, (t) => ({ names: [E.order], range: R.lastDays(t, 90) }), O.byUser, {
      n: 3,
      by: 'value',
    }),
  },
  {
    id: 'tu-04',
    type: 'top-users',
    question: 'which customer has posted the most review.posted events?',
    expect: ranked(high, () => ({ names: [E.review] }), O.byUser, { n: 1 }),
  },
  {
    id: 'tu-05',
    type: 'top-users',
    question: 'Top 3 users by login count in the last 30 days.',
    expect: ranked(high, (t) => ({ names: [E.login], range: R.lastDays(t, 30) }), O.byUser, { n: 3 }),
  },
  {
    id: 'tu-06',
    type: 'top-users',
    question: 'who handled the most bottles in CellarAction over the last 30 days? (sum of the value)',
    expect: ranked(high, (t) => ({ names: [E.cellar], range: R.lastDays(t, 30) }), O.byUser, {
      n: 1,
      by: 'value',
    }),
  },
  {
    id: 'tu-07',
    type: 'top-users',
    question: (now) => `who has the most wine-list-viewed events since ${longDay(daysAgo(now, 40))}?`,
    expect: ranked(high, (t) => ({ names: [E.wlv], range: R.since(daysAgo(t, 40), t) }), O.byUser, { n: 1 }),
  },
  {
    id: 'tu-08',
    type: 'top-users',
    question: 'most active users in the past week, top 3 by number of events',
    expect: ranked(high, (t) => ({ range: R.lastDays(t, 7) }), O.byUser, { n: 3 }),
  },

  // ------------------------------------------------------------------ user
  {
    id: 'user-01',
    type: 'user',
    question: 'how many events does cust_1007 have?',
    expect: countOf(high, () => ({ user: 'cust_1007' })),
  },
  {
    id: 'user-02',
    type: 'user',
    question: 'When was cust_1188 first seen, and when last seen?',
    expect: (events) => {
      const evs = select(events, { user: 'cust_1188' });
      const ts = evs.map(time);
      return high(evs.length, { names: [...stamp(Math.min(...ts)), ...stamp(Math.max(...ts))] });
    },
  },
  {
    id: 'user-03',
    type: 'user',
    question: 'what did cust_1460 do most recently? new member, want to send a welcome note',
    expect: (events) => {
      const evs = select(events, { user: 'cust_1460' });
      return high(evs.length, {
        names: O.newestFirst(evs)
          .slice(0, 3)
          .map((e) => e.eventName),
      });
    },
  },
  {
    id: 'user-04',
    type: 'user',
    question: 'Which event types has cust_1250 used?',
    expect: (events) => {
      const evs = select(events, { user: 'cust_1250' });
      return high(evs.length, { names: [...new Set(evs.map((e) => e.eventName))], unordered: true });
    },
  },
  {
    id: 'user-05',
    type: 'user',
    question: 'how many bottle_order did cust_1007 place in the last 60 days?',
    expect: countOf(high, (t) => ({ names: [E.order], user: 'cust_1007', range: R.lastDays(t, 60) })),
  },
  {
    id: 'user-06',
    type: 'user',
    question: 'last time staff_cellar_02 was seen?',
    expect: (events) => {
      const evs = select(events, { user: 'staff_cellar_02' });
      return high(evs.length, { names: stamp(Math.max(...evs.map(time))) });
    },
  },
  {
    id: 'user-07',
    type: 'user',
    question: (now) => `cust_1333 — number of events since ${shortDay(daysAgo(now, 30))}?`,
    expect: countOf(high, (t) => ({ user: 'cust_1333', range: R.since(daysAgo(t, 30), t) })),
  },
  {
    id: 'user-08',
    type: 'user',
    question: 'First seen date for cust_1460, and what was thier first event?',
    expect: (events) => {
      const evs = select(events, { user: 'cust_1460' });
      const first = [...evs].sort((a, b) => time(a) - time(b))[0];
      return high(evs.length, { names: [...stamp(time(first)), first.eventName] });
    },
  },
  {
    id: 'user-09',
    type: 'user',
    low: true,
    question: 'when did cust_9999 last log in?',
    expect: () => LOW(),
  },
  {
    id: 'user-10',
    type: 'user',
    low: true,
    question: "show me member_0042's full activity history",
    expect: () => LOW(),
  },

  // ------------------------------------------------------------------ breakdown
  {
    id: 'bd-01',
    type: 'breakdown',
    question: 'bottle_order per week over the last 8 weeks',
    expect: (events, now) => {
      const evs = select(events, { names: [E.order], range: R.lastWeeks(+now, 8) });
      const rows = [...tally(evs, O.byWeek)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return high(evs.length, { names: rows.map(([k]) => k), numbers: rows.map(([, v]) => v) });
    },
  },
  {
    id: 'bd-02',
    type: 'breakdown',
    question: 'Which weekday is busiest for tasting-checked-in?',
    expect: ranked(high, () => ({ names: [E.checkin] }), O.byWeekday, { n: 1 }),
  },
  {
    id: 'bd-03',
    type: 'breakdown',
    question: 'what hour of the day do we get the most bottle_order events? (UTC is fine)',
    expect: ranked(high, () => ({ names: [E.order] }), O.byHour, { n: 1 }),
  },
  {
    id: 'bd-04',
    type: 'breakdown',
    question: (now) => `events per month since ${iso(monthsAgo(now, 2))}`,
    expect: (events, now) => {
      const evs = select(events, { range: R.since(monthsAgo(+now, 2), +now) });
      const rows = [...tally(evs, O.byMonth)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return high(evs.length, { names: rows.map(([k]) => k), numbers: rows.map(([, v]) => v) });
    },
  },
  {
    id: 'bd-05',
    type: 'breakdown',
    question: 'busiest day for wine-list-viewed in the last 90 days? I think something odd happened',
    expect: ranked(high, (t) => ({ names: [E.wlv], range: R.lastDays(t, 90) }), O.byDay, { n: 1 }),
  },
  {
    id: 'bd-06',
    type: 'breakdown',
    question: 'daily logins for last week',
    expect: (events, now) => {
      const evs = select(events, { names: [E.login], range: R.lastWeek(+now) });
      const rows = [...tally(evs, O.byDay)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return high(evs.length, { names: rows.map(([k]) => k), numbers: rows.map(([, v]) => v) });
    },
  },
  {
    id: 'bd-07',
    type: 'breakdown',
    question: 'Break down CellarAction by day of the week',
    expect: (events) => {
      const evs = select(events, { names: [E.cellar] });
      const rows = [...tally(evs, O.byWeekday)];
      return high(evs.length, {
        names: rows.map(([k]) => k),
        numbers: rows.map(([, v]) => v),
        unordered: true,
      });
    },
  },
  {
    id: 'bd-08',
    type: 'breakdown',
    question: 'which calendar month had the highest total bottle_order value?',
    expect: ranked(high, () => ({ names: [E.order] }), O.byMonth, { n: 1, by: 'value' }),
  },
  {
    id: 'bd-09',
    type: 'breakdown',
    question: 'what hour is the tasting room busiest, going by tasting-checked-in events?',
    expect: ranked(high, () => ({ names: [E.checkin] }), O.byHour, { n: 1 }),
  },

  // ------------------------------------------------------------------ compare
  {
    id: 'cmp-01',
    type: 'compare',
    question: 'bottle_order: last 30 days vs the 30 days before?',
    expect: compare(high, (t) => [before(R.lastDays(t, 30)), R.lastDays(t, 30)], { names: [E.order] }),
  },
  {
    id: 'cmp-02',
    type: 'compare',
    question: 'compare logins last week with the week before',
    expect: compare(high, (t) => [before(R.lastWeek(t)), R.lastWeek(t)], { names: [E.login] }),
  },
  {
    id: 'cmp-03',
    type: 'compare',
    question: (now) =>
      `How did total bottle_order value in ${monthOf(monthsAgo(now, 2))} compare with ${monthOf(monthsAgo(now, 1))}?`,
    expect: compare(
      high,
      (t) => [R.month(monthsAgo(t, 2)), R.month(monthsAgo(t, 1))],
      { names: [E.order] },
      sum,
    ),
  },
  {
    id: 'cmp-04',
    type: 'compare',
    question: 'active users: past 7 days vs the prior 7 days',
    expect: compare(
      high,
      (t) => [before(R.lastDays(t, 7)), R.lastDays(t, 7)],
      {},
      (evs) => users(evs).size,
    ),
  },
  {
    id: 'cmp-05',
    type: 'compare',
    question: 'is wine-list-viewed growing? last 60 days compared with the 60 days before that',
    expect: compare(high, (t) => [before(R.lastDays(t, 60)), R.lastDays(t, 60)], { names: [E.wlv] }),
  },
  {
    id: 'cmp-06',
    type: 'compare',
    question: 'club_joined in the last 30 days vs the previous 30 — are signups to the club picking up?',
    expect: compare(high, (t) => [before(R.lastDays(t, 30)), R.lastDays(t, 30)], { names: [E.join] }),
  },
  {
    id: 'cmp-07',
    type: 'compare',
    question: (now) => `login events in ${monthOf(monthsAgo(now, 2))} versus ${monthOf(monthsAgo(now, 1))}`,
    expect: compare(high, (t) => [R.month(monthsAgo(t, 2)), R.month(monthsAgo(t, 1))], { names: [E.login] }),
  },
  {
    id: 'cmp-08',
    type: 'compare',
    question: 'total bottle_order value yesterday vs the day before?',
    expect: compare(high, (t) => [before(R.yesterday(t)), R.yesterday(t)], { names: [E.order] }, sum),
  },
  {
    id: 'cmp-09',
    type: 'compare',
    question: 'Are tasting reservations up? last 4 weeks vs the 4 weeks before',
    expect: compare(loose, (t) => [before(R.lastWeeks(t, 4)), R.lastWeeks(t, 4)], { names: [E.res] }),
  },

  // ------------------------------------------------------------------ share
  {
    id: 'share-01',
    type: 'share',
    question: 'what percentage of all events are bottle_order?',
    expect: share(high, () => R.all(), E.order),
  },
  {
    id: 'share-02',
    type: 'share',
    question: 'What share of users active in the last 30 days placed a bottle_order?',
    expect: share(high, (t) => R.lastDays(t, 30), E.order, { ofUsers: true }),
  },
  {
    id: 'share-03',
    type: 'share',
    question: "% of last week's events that were login",
    expect: share(high, (t) => R.lastWeek(t), E.login),
  },
  {
    id: 'share-04',
    type: 'share',
    question: 'what fraction of all users have ever done a review.posted? as a percent',
    expect: share(high, () => R.all(), E.review, { ofUsers: true }),
  },
  {
    id: 'share-05',
    type: 'share',
    question: (now) =>
      `Of everyone active in ${monthOf(monthsAgo(now, 1))}, what percent had a tasting-checked-in?`,
    expect: share(high, (t) => R.month(monthsAgo(t, 1)), E.checkin, { ofUsers: true }),
  },
  {
    id: 'share-06',
    type: 'share',
    question:
      'what percent of events in the last 90 days were CellarAction? eng wants to know how much is staff noise',
    expect: share(high, (t) => R.lastDays(t, 90), E.cellar),
  },
  {
    id: 'share-07',
    type: 'share',
    question: (now) => `share of active users who did ShipmentSkipped since ${longDay(daysAgo(now, 30))}`,
    expect: share(high, (t) => R.since(daysAgo(t, 30), t), E.skip, { ofUsers: true }),
  },
  {
    id: 'share-08',
    type: 'share',
    question: 'what portion of the last 14 days of activity was wine list views?',
    expect: share(loose, (t) => R.lastDays(t, 14), E.wlv),
  },

  // ------------------------------------------------------------------ conversion
  {
    id: 'conv-01',
    type: 'conversion',
    question: 'Of users who did Tasting Reserved, how many then had a tasting-checked-in?',
    expect: convert(high, () => R.all(), E.res, E.checkin),
  },
  {
    id: 'conv-02',
    type: 'conversion',
    question: 'conversion from Tasting Reserved to club_joined in the last 90 days',
    expect: convert(high, (t) => R.lastDays(t, 90), E.res, E.join),
  },
  {
    id: 'conv-03',
    type: 'conversion',
    question: 'wine-list-viewed → bottle_order conversion, last 30 days',
    expect: convert(high, (t) => R.lastDays(t, 30), E.wlv, E.order),
  },
  {
    id: 'conv-04',
    type: 'conversion',
    question: 'of people with a tasting-checked-in, what % later did review.posted?',
    expect: convert(high, () => R.all(), E.checkin, E.review),
  },
  {
    id: 'conv-05',
    type: 'conversion',
    question: (now) =>
      `club_joined to bottle_order since ${iso(daysAgo(now, 60))}: how many new members went on to order?`,
    expect: convert(high, (t) => R.since(daysAgo(t, 60), t), E.join, E.order),
  },
  {
    id: 'conv-06',
    type: 'conversion',
    question: 'login → bottle_order funnel for last week',
    expect: convert(high, (t) => R.lastWeek(t), E.login, E.order),
  },
  {
    id: 'conv-07',
    type: 'conversion',
    question: (now) =>
      `Newsletter Opened then bottle_order in ${monthOf(monthsAgo(now, 1))}: how many converted, and what rate?`,
    expect: convert(high, (t) => R.month(monthsAgo(t, 1)), E.news, E.order),
  },
  {
    id: 'conv-08',
    type: 'conversion',
    question: (now) =>
      `tasting-checked-in → club_joined between ${shortDay(daysAgo(now, 100))} and ${shortDay(daysAgo(now, 10))}`,
    expect: convert(high, (t) => R.between(daysAgo(t, 100), daysAgo(t, 10)), E.checkin, E.join),
  },
  {
    id: 'conv-09',
    type: 'conversion',
    question: 'how many people who booked a tasting actually showed up afterwards, last 60 days?',
    expect: convert(loose, (t) => R.lastDays(t, 60), E.res, E.checkin),
  },

  // ------------------------------------------------------------------ churn and new users
  {
    id: 'churn-01',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthOf(monthsAgo(now, 2))} but not in ${monthOf(monthsAgo(now, 1))}?`,
    expect: (events, now) =>
      noDp({ numbers: [O.churned(events, R.month(monthsAgo(+now, 2)), R.month(monthsAgo(+now, 1))).length] }),
  },
  {
    id: 'churn-02',
    type: 'churn',
    question: 'How many new users in the last 30 days?',
    expect: (events, now) => noDp({ numbers: [O.newUsers(events, R.lastDays(+now, 30)).length] }),
  },
  {
    id: 'churn-03',
    type: 'churn',
    question: (now) =>
      `users active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))} who have had no activity since ${iso(daysAgo(now, 30))} — count?`,
    expect: (events, now) =>
      noDp({
        numbers: [
          O.churned(events, R.between(daysAgo(+now, 90), daysAgo(+now, 61)), R.since(daysAgo(+now, 30), +now))
            .length,
        ],
      }),
  },
  {
    id: 'churn-04',
    type: 'churn',
    question: 'how many brand-new custmers showed up last week (first event ever)?',
    expect: (events, now) => noDp({ numbers: [O.newUsers(events, R.lastWeek(+now)).length] }),
  },
  {
    id: 'churn-05',
    type: 'churn',
    question: (now) => `new users in ${monthOf(monthsAgo(now, 1))}?`,
    expect: (events, now) => noDp({ numbers: [O.newUsers(events, R.month(monthsAgo(+now, 1))).length] }),
  },
  {
    id: 'churn-06',
    type: 'churn',
    question: 'active last month but not this month — how many users is that?',
    expect: (events, now) =>
      noDp({ numbers: [O.churned(events, R.lastMonth(+now), R.thisMonth(+now)).length] }),
  },
  {
    id: 'churn-07',
    type: 'churn',
    question: (now) => `New users since ${longDay(daysAgo(now, 14))} — how many first-timers is that?`,
    expect: (events, now) => noDp({ numbers: [O.newUsers(events, R.since(daysAgo(+now, 14), +now)).length] }),
  },
  {
    id: 'churn-08',
    type: 'churn',
    question:
      'users who were active in the last 90 days but not in the last 14 days — we want a win-back list size',
    expect: (events, now) =>
      noDp({ numbers: [O.churned(events, R.lastDays(+now, 90), R.lastDays(+now, 14)).length] }),
  },
  {
    id: 'churn-09',
    type: 'churn',
    low: true,
    question: 'how many members churned out of the Platinum tier this quarter?',
    expect: () => LOW(),
  },

  // ------------------------------------------------------------------ recency
  {
    id: 'rec-01',
    type: 'recency',
    question: 'when was the last bottle_order?',
    expect: latest(() => ({ names: [E.order] })),
  },
  {
    id: 'rec-02',
    type: 'recency',
    question: 'last club_cancelled — when was it?',
    expect: latest(() => ({ names: [E.cancel] })),
  },
  {
    id: 'rec-03',
    type: 'recency',
    question: 'has anybody done ShipmentSkipped in the last 30 days? if so when was the latest one',
    expect: latest((t) => ({ names: [E.skip], range: R.lastDays(t, 30) })),
  },
  {
    id: 'rec-04',
    type: 'recency',
    question: 'Most recent review.posted?',
    expect: latest(() => ({ names: [E.review] })),
  },
  {
    id: 'rec-05',
    type: 'recency',
    question: 'when did staff_cellar_02 last do a CellarAction?',
    expect: latest(() => ({ names: [E.cellar], user: 'staff_cellar_02' })),
  },
  {
    id: 'rec-06',
    type: 'recency',
    question: 'last time anyone did club_joined',
    expect: latest(() => ({ names: [E.join] })),
  },
  {
    id: 'rec-07',
    type: 'recency',
    question: 'When was the most recent Newsletter Opened event recieved?',
    expect: latest(() => ({ names: [E.news] })),
  },
  {
    id: 'rec-08',
    type: 'recency',
    question: 'did anyone have a tasting-checked-in in the past 7 days?',
    expect: (events, now) => high(select(events, { names: [E.checkin], range: R.lastDays(+now, 7) }).length),
  },
  {
    id: 'rec-09',
    type: 'recency',
    low: true,
    question: 'did anyone redeem a gift card?',
    expect: () => LOW(),
  },
  {
    id: 'rec-10',
    type: 'recency',
    low: true,
    question: 'did cust_9999 ever reserve a tasting?',
    expect: () => LOW(),
  },

  // ------------------------------------------------------------------ catalogue
  {
    id: 'cat-01',
    type: 'catalogue',
    question: 'what events do we track?',
    expect: (events) =>
      high(events.length, { names: [...new Set(events.map((e) => e.eventName))], unordered: true }),
  },
  {
    id: 'cat-02',
    type: 'catalogue',
    question: 'how many users are there in total?',
    expect: (events) => high(events.length, { numbers: [users(events).size] }),
  },
  {
    id: 'cat-03',
    type: 'catalogue',
    question: 'Total number of events stored for our account?',
    expect: (events) => high(events.length, { numbers: [events.length] }),
  },
  {
    id: 'cat-04',
    type: 'catalogue',
    question: 'list every event name with how many times each one happened',
    expect: (events) => {
      const rows = rank(tally(events, O.byName));
      return high(events.length, {
        names: rows.map(([k]) => k),
        numbers: rows.map(([, v]) => v),
        unordered: true,
      });
    },
  },
  {
    id: 'cat-05',
    type: 'catalogue',
    question: 'how many distinct event types exist in the data?',
    expect: (events) => high(events.length, { numbers: [new Set(events.map((e) => e.eventName)).size] }),
  },
  {
    id: 'cat-06',
    type: 'catalogue',
    question:
      'New analyst here — give me the overall size of the dataset: number of users and number of events.',
    expect: (events) => high(events.length, { numbers: [users(events).size, events.length] }),
  },
  {
    id: 'cat-07',
    type: 'catalogue',
    question: "which event names contain the word 'tasting'?",
    expect: (events) =>
      high(events.length, {
        names: [...new Set(events.map((e) => e.eventName))].filter((n) => /tasting/i.test(n)),
        unordered: true,
      }),
  },
  {
    id: 'cat-08',
    type: 'catalogue',
    question: 'What kinds of events are there, and how many unique users overall?',
    expect: (events) =>
      high(events.length, {
        names: [...new Set(events.map((e) => e.eventName))],
        numbers: [users(events).size],
        unordered: true,
      }),
  },

  // ------------------------------------------------------------------ other (not answerable)
  {
    id: 'other-01',
    type: 'other',
    question: "what's our wine club churn rate broken down by tier?",
    expect: other(),
  },
  {
    id: 'other-02',
    type: 'other',
    question: 'Which varietal sells best, the Pinot or the Syrah?',
    expect: other(),
  },
  {
    id: 'other-03',
    type: 'other',
    question: "what's the weather forecast for harvest weekend?",
    expect: other(),
  },
  {
    id: 'other-04',
    type: 'other',
    question: 'how many bottles of the 2021 Cab are left in barrel room B?',
    expect: other(),
  },
  {
    id: 'other-05',
    type: 'other',
    question: 'What is the average age of our club members?',
    expect: other(),
  },
  {
    id: 'other-06',
    type: 'other',
    question: 'which tasting room host gets the biggest tips?',
    expect: other(),
  },
  {
    id: 'other-07',
    type: 'other',
    question: 'what is the gross margin on our estate Chardonnay?',
    expect: other(),
  },
  {
    id: 'other-08',
    type: 'other',
    question: 'why did cust_1188 cancel their membership? what reason did they give',
    expect: other(),
  },
  {
    id: 'other-09',
    type: 'other',
    question: 'Can you translate the fall wine list into French for me?',
    expect: other(),
  },
  {
    id: 'other-10',
    type: 'other',
    question: 'what yeast strain did we use for the 2023 rosé?',
    expect: other(),
  },
];
