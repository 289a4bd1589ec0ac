/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round's cases, kept as its author wrote them */
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY, EVENT_NAMES } from './data.mjs';

const { DAY, ranges, select, users, sum, round, percent, tally, rank, time } = O;
const P = PERSONAS;

// ---- dates in questions -------------------------------------------------------------------
const today0 = (now) => O.dayStart(+now);
const daysAgo = (now, k) => today0(now) - k * DAY;
const storm = (now) => daysAgo(now, 23);
const ord = (d) =>
  d +
  (d % 10 === 1 && d !== 11
    ? 'st'
    : d % 10 === 2 && d !== 12
      ? 'nd'
      : d % 10 === 3 && d !== 13
        ? 'rd'
        : 'th');
const dt = (t) => new Date(t);
const iso = (t) => O.isoDay(t);
const longDay = (t) => `${O.MONTHS[dt(t).getUTCMonth()]} ${ord(dt(t).getUTCDate())}`;
const shortDay = (t) => `${O.MONTHS[dt(t).getUTCMonth()].slice(0, 3)} ${dt(t).getUTCDate()}`;
const dayMonYear = (t) =>
  `${dt(t).getUTCDate()} ${O.MONTHS[dt(t).getUTCMonth()].slice(0, 3)} ${dt(t).getUTCFullYear()}`;
const monthName = (t) => O.MONTHS[dt(t).getUTCMonth()];
const monthYear = (t) => `${monthName(t)} ${dt(t).getUTCFullYear()}`;
const monthsBack = (now, k) => O.monthStart(+now, -k);
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders -----------------------------------------------------------------
const LOW = { confidence: 'low', dataPoints: 0 };
const low = () => LOW;
const conf = (loose) => (loose ? 'not-high' : 'high');
const r2 = (x) => round(x, 2);
const median = (evs) => {
  const v = evs.map((e) => e.eventValue).sort((a, b) => a - b),
    m = v.length >> 1;
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
};
const MONEY = ['booking_created', 'cafe-purchase', 'cabin_upgrade'];

function count(rangeFn, { names, user, loose } = {}) {
  return (events, now) => {
    const evs = select(events, { range: rangeFn(+now), names, user });
    if (!evs.length) return LOW;
    return {
      numbers: [evs.length],
      names: loose && names ? names : undefined,
      confidence: conf(loose),
      dataPoints: evs.length,
    };
  };
}
function distinct(rangeFn, { names, loose } = {}) {
  return (events, now) => {
    const evs = select(events, { range: rangeFn(+now), names });
    if (!evs.length) return LOW;
    return {
      numbers: [users(evs).size],
      names: loose && names ? names : undefined,
      confidence: conf(loose),
      dataPoints: evs.length,
    };
  };
}
function measure(rangeFn, names, fn, { user, loose, showNames } = {}) {
  return (events, now) => {
    const evs = select(events, { range: rangeFn(+now), names, user });
    if (!evs.length) return LOW;
    return {
      numbers: [r2(fn(evs))],
      names: loose || showNames ? names : undefined,
      unordered: true,
      confidence: conf(loose),
      dataPoints: evs.length,
    };
  };
}
const S = (evs) => sum(evs);
const A = (evs) => sum(evs) / evs.length;
const MIN = (evs) => O.min(evs);
const MAX = (evs) => O.max(evs);

// A ranked list: names in order with their figures; tieAtCut flags equal figures at rank n / n+1.
function ranked(
  rangeFn,
  key,
  { names, user, n = 5, valueFn, ascending = false, loose, moneyNames, dp = true } = {},
) {
  const build = (events, now) => {
    const evs = select(events, { range: rangeFn(+now), names, user });
    return { evs, list: rank(tally(evs, key, valueFn), { ascending }) };
  };
  const expect = (events, now) => {
    const { evs, list } = build(events, now);
    if (!evs.length) return LOW;
    const top = list.slice(0, n);
    const extra = moneyNames ?? (loose && names ? names : []);
    return {
      names: [...top.map(([k]) => k)],
      numbers: top.map(([, v]) => r2(v)),
      confidence: conf(loose || moneyNames),
      dataPoints: dp ? evs.length : undefined,
      ...(extra.length ? { moneyNames: extra } : {}),
    };
  };
  expect.tieAtCut = (events, now) => {
    const { list } = build(events, now);
    // a tie at the cut (rank n vs n+1) would make the list depend on the tie-break
    if (list.length < n) return true;
    return list.length > n && list[n - 1][1] === list[n][1];
  };
  return expect;
}
// The money / loose names are checked after the ranked names (answers usually state them first, so unordered).
function rankedWithNames(...args) {
  const inner = ranked(...args);
  const f = (events, now) => {
    const x = inner(events, now);
    if (x.moneyNames) {
      const { moneyNames, ...rest } = x;
      return { ...rest, names: [...rest.names, ...moneyNames], unordered: true };
    }
    return x;
  };
  f.tieAtCut = inner.tieAtCut;
  return f;
}

function breakdown(rangeFn, key, { names, valueFn, loose } = {}) {
  return (events, now) => {
    const evs = select(events, { range: rangeFn(+now), names });
    if (!evs.length) return LOW;
    const m = tally(evs, key, valueFn);
    return {
      names: [...m.keys()].sort(),
      numbers: [...m.values()].map(r2),
      unordered: true,
      confidence: conf(loose),
      dataPoints: evs.length,
    };
  };
}

function compare(r1, r2fn, { names, user, metric = 'count', loose } = {}) {
  return (events, now) => {
    const a = select(events, { range: r1(+now), names, user }),
      b = select(events, { range: r2fn(+now), names, user });
    const val = (evs) =>
      metric === 'count' ? evs.length : metric === 'users' ? users(evs).size : r2(sum(evs));
    const c = O.change(val(a), val(b));
    return {
      numbers: [c.earlier, c.later, r2(c.diff)],
      percents: c.pct === null ? [] : [c.pct],
      names: loose && names ? names : undefined,
      confidence: conf(loose),
      dataPoints: a.length + b.length,
      _zeroPct: c.pct === null,
    };
  };
}
const cmp = (...a) => {
  const f = compare(...a);
  const g = (ev, now) => {
    const { _zeroPct, ...x } = f(ev, now);
    return x;
  };
  g.tieAtCut = (ev, now) => f(ev, now)._zeroPct;
  return g;
};

function eventShare(rangeFn, names, { loose } = {}) {
  return (events, now) => {
    const all = select(events, { range: rangeFn(+now) });
    const part = all.filter((e) => names.includes(e.eventName));
    if (!all.length) return LOW;
    return {
      numbers: [part.length],
      percents: [percent(part.length, all.length)],
      names: loose ? names : undefined,
      confidence: conf(loose),
      dataPoints: all.length,
    };
  };
}
function userShare(rangeFn, names, { loose } = {}) {
  return (events, now) => {
    const all = select(events, { range: rangeFn(+now) });
    if (!all.length) return LOW;
    const who = users(all.filter((e) => names.includes(e.eventName)));
    return {
      numbers: [who.size],
      percents: [percent(who.size, users(all).size)],
      names: loose ? names : undefined,
      confidence: conf(loose),
      dataPoints: all.length,
    };
  };
}
function conv(rangeFn, a, b, { loose } = {}) {
  return (events, now) => {
    const range = rangeFn(+now);
    const c = O.conversion(events, range, a, b);
    if (!c.did) return LOW;
    return {
      numbers: [c.did, c.converted],
      percents: [c.pct],
      names: loose ? [a, b] : undefined,
      confidence: conf(loose),
      dataPoints: select(events, { range, names: [a, b] }).length,
    };
  };
}
function lastOf(names, { user, loose } = {}) {
  return (events) => {
    const evs = select(events, { names, user });
    if (!evs.length) return LOW;
    const t = Math.max(...evs.map(time));
    return {
      names: [iso(t), hhmm(t), ...(loose ? names : [])],
      confidence: conf(loose),
      dataPoints: evs.length,
    };
  };
}

const R = ranges;
const last = (n) => (now) => R.lastDays(now, n);

export const cases = [
  // ======================= count =======================
  {
    id: 'count-boardings-yesterday',
    type: 'count',
    question: 'how many BoardingScanned events did we get yesterday?',
    expect: count((now) => R.yesterday(now), { names: ['BoardingScanned'] }),
  },
  {
    id: 'count-bookings-last-week',
    type: 'count',
    question:
      'Quick one from the ops desk: number of booking_created events last week (the full Mon-Sun week)?',
    expect: count((now) => R.lastWeek(now), { names: ['booking_created'] }),
  },
  {
    id: 'count-boarding-scans-loose',
    type: 'count',
    question: 'how many boarding scans at the gates in the past 7 days',
    expect: count(last(7), { names: ['BoardingScanned'], loose: true }),
  },
  {
    id: 'count-all-today',
    type: 'count',
    question: 'how many events have come in today so far?',
    expect: count((now) => R.today(now)),
  },
  {
    id: 'count-commuter-cafe-last-month',
    type: 'count',
    question:
      'How many cafe-purchase events did pax_1007 have last month? He says the card reader double charged him.',
    expect: count((now) => R.lastMonth(now), { names: ['cafe-purchase'], user: P.commuter }),
  },
  {
    id: 'count-weather-storm-day',
    type: 'count',
    question: (now) => `Weather Cancellation count on ${longDay(storm(now))}?`,
    expect: count((now) => R.on(storm(now)), { names: ['Weather Cancellation'] }),
  },
  {
    id: 'count-vehicles-since',
    type: 'count',
    question: (now) => `How many Vehicle Added events since ${shortDay(daysAgo(now, 45))}?`,
    expect: count((now) => R.since(daysAgo(now, 45), now), { names: ['Vehicle Added'] }),
  },
  {
    id: 'count-cancel-before',
    type: 'count',
    question: (now) => `number of booking.cancelled events before ${dayMonYear(daysAgo(now, 60))}`,
    expect: count((now) => R.before(daysAgo(now, 60)), { names: ['booking.cancelled'] }),
  },
  {
    id: 'count-this-week-all',
    type: 'count',
    question: 'total events this week?',
    expect: count((now) => R.thisWeek(now)),
  },
  {
    id: 'count-bookings-loose-48h',
    type: 'count',
    question: 'how many bookings came through in the last 48 hours? (just new ones, not cancellations)',
    expect: count((now) => R.lastHours(now, 48), { names: ['booking_created'], loose: true }),
  },
  {
    id: 'count-24h',
    type: 'count',
    question: 'events in the last 24 hours, total? something looks off on the dashboard',
    expect: count((now) => R.lastHours(now, 24)),
  },
  {
    id: 'count-unknown-refund',
    type: 'count',
    low: true,
    question: 'how many ferry_refund_issued events last month?',
    expect: low,
  },

  // ======================= users =======================
  {
    id: 'users-30d',
    type: 'users',
    question: 'How many unique passengers used the app or the port systems in the last 30 days?',
    expect: distinct(last(30)),
  },
  {
    id: 'users-boarding-last-month',
    type: 'users',
    question: 'distinct users with a BoardingScanned last month',
    expect: distinct((now) => R.lastMonth(now), { names: ['BoardingScanned'] }),
  },
  {
    id: 'users-active-this-month',
    type: 'users',
    question: 'active users this month?',
    expect: distinct((now) => R.thisMonth(now)),
  },
  {
    id: 'users-cabin-upgrades-all',
    type: 'users',
    question: 'how many different people have ever bought cabin upgrades? i mean the cabin_upgrade event',
    expect: distinct(R.all, { names: ['cabin_upgrade'] }),
  },
  {
    id: 'users-weather-month',
    type: 'users',
    question: (now) => `How many customers were hit by a Weather Cancellation in ${monthName(storm(now))}?`,
    expect: distinct((now) => R.month(O.pastMonth(+now, dt(storm(now)).getUTCMonth())), {
      names: ['Weather Cancellation'],
    }),
  },
  {
    id: 'users-last-3-months',
    type: 'users',
    question: 'for the board deck: active users over the past 3 months',
    expect: distinct((now) => R.lastMonths(now, 3)),
  },
  {
    id: 'users-upgrades-loose',
    type: 'users',
    question: 'how many passengers upgraded in the last 60 days?',
    expect: distinct(last(60), { names: ['cabin_upgrade'], loose: true }),
  },
  {
    id: 'users-this-year',
    type: 'users',
    question: 'how many distinct passengers have we seen this year?',
    expect: distinct((now) => R.thisYear(now)),
  },
  {
    id: 'users-unknown-seat',
    type: 'users',
    low: true,
    question: 'how many users did seat_reserved this week?',
    expect: low,
  },

  // ======================= value =======================
  {
    id: 'value-fares-last-month',
    type: 'value',
    question: 'What was the total value of booking_created last month?',
    expect: measure((now) => R.lastMonth(now), ['booking_created'], S),
  },
  {
    id: 'value-avg-cafe-30d',
    type: 'value',
    question: 'average cafe-purchase amount over the last 30 days',
    expect: measure(last(30), ['cafe-purchase'], A),
  },
  {
    id: 'value-max-cabin',
    type: 'value',
    question: 'most expensive cabin_upgrade ever sold? just the max value',
    expect: measure(R.all, ['cabin_upgrade'], MAX),
  },
  {
    id: 'value-min-cafe-yesterday',
    type: 'value',
    question: 'smallest cafe purchase yesterday (min value)?',
    expect: measure((now) => R.yesterday(now), ['cafe-purchase'], MIN),
  },
  {
    id: 'value-median-fare-week',
    type: 'value',
    question: 'median booking_created value in the past week?',
    expect: measure(last(7), ['booking_created'], median),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'finance here — what was revenue last month?',
    expect: measure((now) => R.lastMonth(now), MONEY, S, { loose: true }),
  },
  {
    id: 'value-commuter-points',
    type: 'value',
    question: 'Sum of loyalty.points_earned for pax_1007, all time.',
    expect: measure(R.all, ['loyalty.points_earned'], S, { user: P.commuter }),
  },
  {
    id: 'value-avg-delay',
    type: 'value',
    question: 'whats the mean value of sailing.delay_notice last month? (value is minutes of delay)',
    expect: measure((now) => R.lastMonth(now), ['sailing.delay_notice'], A),
  },
  {
    id: 'value-cafe-sales-loose',
    type: 'value',
    question: 'how much did we take in onboard cafe sales over the last 14 days?',
    expect: measure(last(14), ['cafe-purchase'], S, { loose: true }),
  },
  {
    id: 'value-unknown-giftcard',
    type: 'value',
    low: true,
    question: 'total value of gift_card_sold last month',
    expect: low,
  },

  // ======================= top-events =======================
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days',
    expect: ranked(last(30), O.byName, { n: 5 }),
  },
  {
    id: 'top-events-yesterday',
    type: 'top-events',
    question: 'what was the single most common event yesterday?',
    expect: ranked((now) => R.yesterday(now), O.byName, { n: 1 }),
  },
  {
    id: 'top-events-least-3',
    type: 'top-events',
    question: 'Which 3 events are the least common overall?',
    expect: ranked(R.all, O.byName, { n: 3, ascending: true }),
  },
  {
    id: 'top-events-last-week-3',
    type: 'top-events',
    question: 'top 3 actions last week please',
    expect: ranked((now) => R.lastWeek(now), O.byName, { n: 3 }),
  },
  {
    id: 'top-events-last-month-default',
    type: 'top-events',
    question: 'list the most frequent events last month',
    expect: ranked((now) => R.lastMonth(now), O.byName, { n: 5 }),
  },
  {
    id: 'top-events-storm-day',
    type: 'top-events',
    question: (now) => `what were the top 4 events on ${iso(storm(now))}? that was the storm`,
    expect: ranked((now) => R.on(storm(now)), O.byName, { n: 4 }),
  },
  {
    id: 'top-events-between',
    type: 'top-events',
    question: (now) =>
      `Most common 6 event types from ${longDay(daysAgo(now, 90))} to ${longDay(daysAgo(now, 61))}`,
    expect: ranked((now) => R.between(daysAgo(now, 90), daysAgo(now, 61)), O.byName, { n: 6 }),
  },
  {
    id: 'top-events-rarest-90d',
    type: 'top-events',
    question: 'rarest event in the last 90 days?',
    expect: ranked(last(90), O.byName, { n: 1, ascending: true }),
  },

  // ======================= top-users =======================
  {
    id: 'top-users-all',
    type: 'top-users',
    question: 'top 3 users by number of events',
    expect: ranked(R.all, O.byUser, { n: 3 }),
  },
  {
    id: 'top-users-fare-3m',
    type: 'top-users',
    question: 'top 3 passengers by booking_created value in the last 3 months',
    expect: ranked((now) => R.lastMonths(now, 3), O.byUser, {
      n: 3,
      names: ['booking_created'],
      valueFn: O.value,
    }),
  },
  {
    id: 'top-users-spenders',
    type: 'top-users',
    question: 'who were our top 3 spenders last month?',
    expect: rankedWithNames((now) => R.lastMonth(now), O.byUser, {
      n: 3,
      names: MONEY,
      valueFn: O.value,
      moneyNames: MONEY,
    }),
  },
  {
    id: 'top-users-active-last-week',
    type: 'top-users',
    question: 'most active user last week?',
    expect: ranked((now) => R.lastWeek(now), O.byUser, { n: 1 }),
  },
  {
    id: 'top-users-cafe-value',
    type: 'top-users',
    question: 'which 3 users spent the most on cafe-purchase (total value) in the past 60 days',
    expect: ranked(last(60), O.byUser, { n: 3, names: ['cafe-purchase'], valueFn: O.value }),
  },
  {
    id: 'top-users-points',
    type: 'top-users',
    question: 'Top 4 members by total loyalty.points_earned value',
    expect: ranked(R.all, O.byUser, { n: 4, names: ['loyalty.points_earned'], valueFn: O.value }),
  },
  {
    id: 'top-users-boarding-30d',
    type: 'top-users',
    question: 'who boarded the most over the last 30 days? by BoardingScanned count',
    expect: ranked(last(30), O.byUser, { n: 1, names: ['BoardingScanned'] }),
  },
  {
    id: 'top-users-upgrades-loose',
    type: 'top-users',
    question: 'who spends the most on upgrades? top 2',
    expect: rankedWithNames(R.all, O.byUser, {
      n: 2,
      names: ['cabin_upgrade'],
      valueFn: O.value,
      loose: true,
    }),
  },

  // ======================= user =======================
  {
    id: 'user-commuter-count',
    type: 'user',
    question: 'how many events does pax_1007 have in total?',
    expect: count(R.all, { user: P.commuter }),
  },
  {
    id: 'user-churner-seen',
    type: 'user',
    question: 'when was pax_1013 first seen and when were they last seen?',
    expect: (events) => {
      const evs = select(events, { user: P.churner });
      const ts = evs.map(time),
        a = Math.min(...ts),
        b = Math.max(...ts);
      return { names: [iso(a), hhmm(a), iso(b), hhmm(b)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-trucker-names',
    type: 'user',
    question: 'which event types has pax_1021 used?',
    expect: (events) => {
      const evs = select(events, { user: P.trucker });
      return {
        names: [...new Set(evs.map(O.byName))].sort(),
        unordered: true,
        confidence: 'high',
        dataPoints: evs.length,
      };
    },
  },
  {
    id: 'user-commuter-recent',
    type: 'user',
    question: "show me pax_1007's 3 most recent events",
    expect: (events) => {
      const evs = select(events, { user: P.commuter });
      const top = O.newestFirst(evs).slice(0, 3);
      return { names: top.map(O.byName), confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-newcomer-first',
    type: 'user',
    question: 'Customer pax_1444 says they only just signed up — when did we first see them?',
    expect: (events) => {
      const evs = select(events, { user: P.newcomer });
      const a = Math.min(...evs.map(time));
      return { names: [iso(a), hhmm(a)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-bigspender-30d',
    type: 'user',
    question: 'how active has pax_1031 been in the last 30 days? number of events',
    expect: count(last(30), { user: P.bigSpender }),
  },
  {
    id: 'user-bigspender-last-seen',
    type: 'user',
    question: 'last seen time for pax_1031?',
    expect: (events) => {
      const evs = select(events, { user: P.bigSpender });
      const b = Math.max(...evs.map(time));
      return { names: [iso(b), hhmm(b)], confidence: 'high', dataPoints: evs.length };
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `what has ${NOBODY} done on the app?`,
    expect: low,
  },

  // ======================= breakdown =======================
  {
    id: 'bd-bookings-weekday',
    type: 'breakdown',
    question: 'booking_created by day of week, all time',
    expect: breakdown(R.all, O.byWeekday, { names: ['booking_created'] }),
  },
  {
    id: 'bd-busiest-day-30d',
    type: 'breakdown',
    question: 'which day was busiest in the last 30 days (all events)?',
    expect: ranked(last(30), O.byDay, { n: 1 }),
  },
  {
    id: 'bd-weekly-4w',
    type: 'breakdown',
    question: 'weekly event counts for the last 4 weeks',
    expect: breakdown((now) => R.lastWeeks(now, 4), O.byWeek),
  },
  {
    id: 'bd-boarding-hour',
    type: 'breakdown',
    question: 'busiest hour of the day for BoardingScanned last month?',
    expect: ranked((now) => R.lastMonth(now), O.byHour, { n: 1, names: ['BoardingScanned'] }),
  },
  {
    id: 'bd-cafe-monthly-value',
    type: 'breakdown',
    question: 'cafe-purchase value per month, over the last 3 months',
    expect: breakdown((now) => R.lastMonths(now, 3), O.byMonth, {
      names: ['cafe-purchase'],
      valueFn: O.value,
    }),
  },
  {
    id: 'bd-cafe-weekday-busiest',
    type: 'breakdown',
    question: 'On which weekday do we sell the most cafe-purchase items (count)?',
    expect: ranked(R.all, O.byWeekday, { n: 1, names: ['cafe-purchase'] }),
  },
  {
    id: 'bd-weather-day',
    type: 'breakdown',
    question: 'which day had the most Weather Cancellation events?',
    expect: ranked(R.all, O.byDay, { n: 1, names: ['Weather Cancellation'] }),
  },
  {
    id: 'bd-boarding-quiet-weekday',
    type: 'breakdown',
    question: 'quietest weekday for BoardingScanned? all time',
    expect: ranked(R.all, O.byWeekday, { n: 1, names: ['BoardingScanned'], ascending: true }),
  },
  {
    id: 'bd-daily-bookings-7d',
    type: 'breakdown',
    question: 'daily booking_created counts for the past 7 days',
    expect: breakdown(last(7), O.byDay, { names: ['booking_created'] }),
  },
  {
    id: 'bd-peak-hour-30d',
    type: 'breakdown',
    question: 'break down the last 30 days of events by hour of day, which hour peaked?',
    expect: ranked(last(30), O.byHour, { n: 1 }),
  },

  // ======================= compare =======================
  {
    id: 'cmp-bookings-7d',
    type: 'compare',
    question: 'booking_created in the last 7 days vs the 7 days before that?',
    expect: cmp((now) => ({ from: now - 14 * DAY, to: now - 7 * DAY }), last(7), {
      names: ['booking_created'],
    }),
  },
  {
    id: 'cmp-cafe-months',
    type: 'compare',
    question: (now) =>
      `cafe-purchase value in ${monthYear(monthsBack(now, 2))} compared with ${monthYear(monthsBack(now, 1))}`,
    expect: cmp(
      (now) => R.month(monthsBack(now, 2)),
      (now) => R.month(monthsBack(now, 1)),
      { names: ['cafe-purchase'], metric: 'value' },
    ),
  },
  {
    id: 'cmp-cabin-growing',
    type: 'compare',
    question: 'is cabin_upgrade value growing? total over the last 30 days against the previous 30',
    expect: cmp((now) => ({ from: now - 60 * DAY, to: now - 30 * DAY }), last(30), {
      names: ['cabin_upgrade'],
      metric: 'value',
    }),
  },
  {
    id: 'cmp-users-weeks',
    type: 'compare',
    question: 'active users last week compared with the week before',
    expect: cmp(
      (now) => ({ from: O.weekStart(now) - 2 * O.WEEK, to: O.weekStart(now) - O.WEEK }),
      (now) => R.lastWeek(now),
      { metric: 'users' },
    ),
  },
  {
    id: 'cmp-events-yesterday',
    type: 'compare',
    question: 'total events yesterday vs the day before?',
    expect: cmp(
      (now) => ({ from: today0(now) - 2 * DAY, to: today0(now) - DAY }),
      (now) => R.yesterday(now),
    ),
  },
  {
    id: 'cmp-app-14d',
    type: 'compare',
    question: 'app_opened, last 14 days vs the previous 14 — up or down?',
    expect: cmp((now) => ({ from: now - 28 * DAY, to: now - 14 * DAY }), last(14), { names: ['app_opened'] }),
  },
  {
    id: 'cmp-boarding-months',
    type: 'compare',
    question: (now) =>
      `BoardingScanned: ${monthName(monthsBack(now, 3))} vs ${monthName(monthsBack(now, 2))}`,
    expect: cmp(
      (now) => R.month(O.pastMonth(+now, dt(monthsBack(now, 3)).getUTCMonth())),
      (now) => R.month(O.pastMonth(+now, dt(monthsBack(now, 2)).getUTCMonth())),
      { names: ['BoardingScanned'] },
    ),
  },
  {
    id: 'cmp-revenue-loose',
    type: 'compare',
    question: 'Is revenue growing? last month vs the month before',
    expect: (events, now) => {
      const x = cmp(
        (now) => R.month(monthsBack(now, 2)),
        (now) => R.lastMonth(now),
        { names: MONEY, metric: 'value' },
      )(events, now);
      return { ...x, names: MONEY, unordered: true, confidence: 'not-high' };
    },
  },
  {
    id: 'cmp-checkins-loose',
    type: 'compare',
    question: 'did online check ins go up over the past 14 days vs the 14 days before?',
    expect: cmp((now) => ({ from: now - 28 * DAY, to: now - 14 * DAY }), last(14), {
      names: ['check-in-completed'],
      loose: true,
    }),
  },

  // ======================= share =======================
  {
    id: 'share-cafe-last-month',
    type: 'share',
    question: 'what % of all events last month were cafe-purchase?',
    expect: eventShare((now) => R.lastMonth(now), ['cafe-purchase']),
  },
  {
    id: 'share-users-cabin-30d',
    type: 'share',
    question: 'what percentage of active users in the last 30 days did a cabin_upgrade?',
    expect: userShare(last(30), ['cabin_upgrade']),
  },
  {
    id: 'share-cancel-all',
    type: 'share',
    question: 'share of booking.cancelled among all events',
    expect: eventShare(R.all, ['booking.cancelled']),
  },
  {
    id: 'share-users-vehicle',
    type: 'share',
    question:
      'What proportion of our users have ever had a Vehicle Added? asking because we are sizing the car deck',
    expect: userShare(R.all, ['Vehicle Added']),
  },
  {
    id: 'share-boarding-yesterday',
    type: 'share',
    question: 'yesterday, what fraction of events were BoardingScanned (as a percent)',
    expect: eventShare((now) => R.yesterday(now), ['BoardingScanned']),
  },
  {
    id: 'share-users-redeemed-3m',
    type: 'share',
    question: 'percent of users active in the past 3 months who did LoyaltyRedeemed',
    expect: userShare((now) => R.lastMonths(now, 3), ['LoyaltyRedeemed']),
  },
  {
    id: 'share-weather-storm',
    type: 'share',
    question: (now) => `on ${shortDay(storm(now))}, what share of all events were Weather Cancellation?`,
    expect: eventShare((now) => R.on(storm(now)), ['Weather Cancellation']),
  },
  {
    id: 'share-users-delay-loose',
    type: 'share',
    question: 'what % of active users got a delay alert in the last 60 days?',
    expect: userShare(last(60), ['sailing.delay_notice'], { loose: true }),
  },

  // ======================= conversion =======================
  {
    id: 'conv-book-checkin-30d',
    type: 'conversion',
    question: 'Of users who did booking_created in the last 30 days, how many then did check-in-completed?',
    expect: conv(last(30), 'booking_created', 'check-in-completed'),
  },
  {
    id: 'conv-book-cabin-all',
    type: 'conversion',
    question: 'booking_created → cabin_upgrade conversion, all time',
    expect: conv(R.all, 'booking_created', 'cabin_upgrade'),
  },
  {
    id: 'conv-app-book-last-month',
    type: 'conversion',
    question: 'last month: what % of people who had app_opened went on to booking_created afterwards?',
    expect: conv((now) => R.lastMonth(now), 'app_opened', 'booking_created'),
  },
  {
    id: 'conv-board-cafe-7d',
    type: 'conversion',
    question: 'conversion from BoardingScanned to cafe-purchase over the past 7 days',
    expect: conv(last(7), 'BoardingScanned', 'cafe-purchase'),
  },
  {
    id: 'conv-weather-rebook',
    type: 'conversion',
    question: (now) =>
      `since ${iso(storm(now))}, of the passengers with a Weather Cancellation, how many made a booking_created afterwards?`,
    expect: conv((now) => R.since(storm(now), now), 'Weather Cancellation', 'booking_created'),
  },
  {
    id: 'conv-checkin-board-2w',
    type: 'conversion',
    question: 'check-in-completed to BoardingScanned, last 2 weeks — how many convert?',
    expect: conv((now) => R.lastWeeks(now, 2), 'check-in-completed', 'BoardingScanned'),
  },
  {
    id: 'conv-points-redeem',
    type: 'conversion',
    question: 'how many users who earned points (loyalty.points_earned) later did LoyaltyRedeemed? all time',
    expect: conv(R.all, 'loyalty.points_earned', 'LoyaltyRedeemed'),
  },
  {
    id: 'conv-bookings-boarding-loose',
    type: 'conversion',
    question: 'what share of people who booked in the last 60 days actually showed up at boarding after?',
    expect: conv(last(60), 'booking_created', 'BoardingScanned', { loose: true }),
  },

  // ======================= churn =======================
  {
    id: 'churn-last-month-this-month',
    type: 'churn',
    question: 'how many users active last month have not been active this month?',
    expect: (events, now) => ({
      numbers: [O.churned(events, R.lastMonth(+now), R.thisMonth(+now)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-30d',
    type: 'churn',
    question: 'how many new users in the last 30 days?',
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.lastDays(+now, 30)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-last-week',
    type: 'churn',
    question: 'New passengers last week — how many first-timers?',
    expect: (events, now) => ({ numbers: [O.newUsers(events, R.lastWeek(+now)).length], confidence: 'high' }),
  },
  {
    id: 'churn-months',
    type: 'churn',
    question: (now) =>
      `users who were active in ${monthYear(monthsBack(now, 2))} but not in ${monthYear(monthsBack(now, 1))}?`,
    expect: (events, now) => ({
      numbers: [O.churned(events, R.month(monthsBack(+now, 2)), R.month(monthsBack(+now, 1))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-window',
    type: 'churn',
    question: (now) =>
      `How many passengers were active between ${iso(daysAgo(now, 90))} and ${iso(daysAgo(now, 61))} but have not shown up since ${iso(daysAgo(now, 60))}?`,
    expect: (events, now) => ({
      numbers: [
        O.churned(events, R.between(daysAgo(now, 90), daysAgo(now, 61)), R.since(daysAgo(now, 60), +now))
          .length,
      ],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-14d',
    type: 'churn',
    question: 'count of brand new users (first event ever) in the past 14 days',
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.lastDays(+now, 14)).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-new-month',
    type: 'churn',
    question: (now) => `How many new customers did we get in ${monthName(monthsBack(now, 1))}?`,
    expect: (events, now) => ({
      numbers: [O.newUsers(events, R.month(O.pastMonth(+now, dt(monthsBack(now, 1)).getUTCMonth()))).length],
      confidence: 'high',
    }),
  },
  {
    id: 'churn-lapsed-30',
    type: 'churn',
    question:
      'who went quiet: users active 30 to 60 days ago (rolling) but with nothing in the last 30 days — how many?',
    expect: (events, now) => ({
      numbers: [
        O.churned(events, { from: +now - 60 * DAY, to: +now - 30 * DAY }, R.lastDays(+now, 30)).length,
      ],
      confidence: 'high',
    }),
  },

  // ======================= recency =======================
  {
    id: 'rec-last-weather',
    type: 'recency',
    question: 'when was the last Weather Cancellation?',
    expect: lastOf(['Weather Cancellation']),
  },
  {
    id: 'rec-cabin-week',
    type: 'recency',
    question: 'did anyone do a cabin_upgrade in the past week?',
    expect: count(last(7), { names: ['cabin_upgrade'] }),
  },
  {
    id: 'rec-last-redeem',
    type: 'recency',
    question: 'When did someone last redeem points? LoyaltyRedeemed',
    expect: lastOf(['LoyaltyRedeemed']),
  },
  {
    id: 'rec-last-cancel',
    type: 'recency',
    question: 'most recent booking.cancelled — date and time?',
    expect: lastOf(['booking.cancelled']),
  },
  {
    id: 'rec-vehicle-3d',
    type: 'recency',
    question: 'has anybody had a Vehicle Added in the past 3 days?',
    expect: count(last(3), { names: ['Vehicle Added'] }),
  },
  {
    id: 'rec-commuter-checkin',
    type: 'recency',
    question: 'when did pax_1007 last do check-in-completed',
    expect: lastOf(['check-in-completed'], { user: P.commuter }),
  },
  {
    id: 'rec-last-upgrade-loose',
    type: 'recency',
    question: 'when did someone last upgrade to a cabin?',
    expect: lastOf(['cabin_upgrade'], { loose: true }),
  },
  {
    id: 'rec-unknown',
    type: 'recency',
    low: true,
    question: 'when did anyone last do a lifejacket_check?',
    expect: low,
  },

  // ======================= catalogue =======================
  {
    id: 'cat-names',
    type: 'catalogue',
    question: 'which event names exist in our data?',
    expect: (events) => ({
      names: [...new Set(events.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-users',
    type: 'catalogue',
    question: 'how many users do we have in total?',
    expect: (events) => ({ numbers: [users(events).size], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-events',
    type: 'catalogue',
    question: 'total number of events stored, overall',
    expect: (events) => ({ numbers: [events.length], confidence: 'high', dataPoints: events.length }),
  },
  {
    id: 'cat-distinct-types',
    type: 'catalogue',
    question: 'how many distinct event types are we tracking?',
    expect: (events) => ({
      numbers: [new Set(events.map(O.byName)).size],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-names-counts',
    type: 'catalogue',
    question: 'list every event name with how many times it occurred',
    expect: (events) => {
      const l = rank(tally(events, O.byName));
      return {
        names: l.map(([k]) => k),
        numbers: l.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: events.length,
      };
    },
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'new analyst onboarding: overall, how many users and how many events are in the account?',
    expect: (events) => ({
      numbers: [users(events).size, events.length],
      confidence: 'high',
      dataPoints: events.length,
    }),
  },
  {
    id: 'cat-what-tracked',
    type: 'catalogue',
    question: 'what kinds of things do we track? list the event types',
    expect: (events) => ({
      names: [...new Set(events.map(O.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: events.length,
    }),
  },

  // ======================= other =======================
  {
    id: 'other-forecast',
    type: 'other',
    question: 'will the 17:45 sailing be cancelled tomorrow because of the wind?',
    expect: low,
  },
  {
    id: 'other-fuel',
    type: 'other',
    question: 'how much fuel did the MV Aurora burn last month?',
    expect: low,
  },
  { id: 'other-port', type: 'other', question: 'which port terminal handles the most traffic?', expect: low },
  { id: 'other-crew', type: 'other', question: 'who is the captain on duty this weekend', expect: low },
  {
    id: 'other-nationality',
    type: 'other',
    question: 'breakdown of passengers by nationality please',
    expect: low,
  },
  {
    id: 'other-rating',
    type: 'other',
    question: 'what is the average star rating for the onboard cafe?',
    expect: low,
  },
  {
    id: 'other-price-next',
    type: 'other',
    question: 'how much should we charge for a car on the Friday evening sailing next summer?',
    expect: low,
  },
  {
    id: 'other-why-churn',
    type: 'other',
    question: 'why did pax_1013 stop travelling with us?',
    expect: low,
  },
  {
    id: 'other-capacity',
    type: 'other',
    question: 'what is the vessel capacity utilisation (seats filled vs available)?',
    expect: low,
  },
];
