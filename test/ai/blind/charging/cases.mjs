// Blind round "charging": questions as the people of an EV charging network app would ask
// them (ops managers, analysts, support, hosts team), with expectations computed from the
// events by ../../../../../shared/ai/eval/oracle.mjs, following shared/ai/SEMANTICS.md.

import * as o from '../../../../../shared/ai/eval/oracle.mjs';
import { EVENT_NAMES, PERSONAS as P, NOBODY } from './data.mjs';

const { ranges: R, DAY } = o;

// ---- question text helpers ---------------------------------------------------------------

const daysAgo = (now, n) => o.dayStart(+now) - n * DAY;
const ordinal = (d) =>
  `${d}${[11, 12, 13].includes(d % 100) ? 'th' : (['th', 'st', 'nd', 'rd'][d % 10] ?? 'th')}`;
const monthName = (t) => o.MONTHS[new Date(t).getUTCMonth()];
const longDay = (t) => `${monthName(t)} ${ordinal(new Date(t).getUTCDate())}`; // November 3rd
const shortDay = (t) => `${monthName(t).slice(0, 3)} ${new Date(t).getUTCDate()}`; // Nov 3
const dayMonth = (t) => `${new Date(t).getUTCDate()} ${monthName(t)}`; // 3 November
const fullDate = (t) => `${monthName(t)} ${new Date(t).getUTCDate()}, ${new Date(t).getUTCFullYear()}`;
const monthsBack = (now, n) => o.monthStart(+now, -n); // start of a past month
const mondayWeeksAgo = (now, n) => o.weekStart(+now) - n * o.WEEK;
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders ----------------------------------------------------------------
// `scope(now)` → filters for o.select: { range, names, user }. `loose`: the question names an
// event by a looser word than SEMANTICS' near forms, so the answer must be medium or low and
// name the stored event.

const LOW = { confidence: 'low', dataPoints: 0 };
const orLow = (evs, build) => (evs.length ? build(evs) : LOW);
const level = (loose) => (loose ? 'not-high' : 'high');
const named = (x, loose, stored) =>
  loose && stored?.length ? { ...x, names: [...(x.names ?? []), ...stored] } : x;
const r2 = (x) => o.round(x, 2);
const median = (evs) => {
  const v = evs.map(o.value).sort((a, b) => a - b),
    m = v.length >> 1;
  return r2(v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2);
};
const total = (evs) => r2(o.sum(evs));
const MONEY = ['payment.captured', 'membership.joined'];

const count = (scope, loose) => (ev, now) => {
  const sc = scope(+now);
  return orLow(o.select(ev, sc), (s) =>
    named({ numbers: [s.length], confidence: level(loose), dataPoints: s.length }, loose, sc.names),
  );
};

const distinctUsers = (scope, loose) => (ev, now) => {
  const sc = scope(+now);
  return orLow(o.select(ev, sc), (s) =>
    named({ numbers: [o.users(s).size], confidence: level(loose), dataPoints: s.length }, loose, sc.names),
  );
};

const measure = (fn, scope, loose) => (ev, now) => {
  const sc = scope(+now);
  return orLow(o.select(ev, sc), (s) =>
    named({ numbers: [fn(s)], confidence: level(loose), dataPoints: s.length }, loose, sc.names),
  );
};

// Ranked list, names in rank order with their figures. A tie between the last listed item
// and the first unlisted one (or an event name missing from a "least common" list) is a tie
// at the cut.
const ranked = (scope, key, { n = 5, ascending = false, by, loose } = {}) => {
  const full = (ev, now) => o.rank(o.tally(o.select(ev, scope(+now)), key, by), { ascending });
  const fn = (ev, now) =>
    orLow(o.select(ev, scope(+now)), (s) => {
      const top = full(ev, now).slice(0, n);
      return {
        names: top.map(([k]) => k),
        numbers: top.map(([, v]) => (by ? r2(v) : v)),
        confidence: level(loose),
        dataPoints: s.length,
      };
    });
  fn.tieAtCut = (ev, now) => {
    const all = full(ev, now);
    if (ascending && key === o.byName && all.length < EVENT_NAMES.length) return true;
    return all.length > n && r2(all[n - 1][1]) === r2(all[n][1]);
  };
  return fn;
};

// Full breakdown over time buckets (any order; empty buckets are not required).
const breakdown =
  (scope, key, { by, loose } = {}) =>
  (ev, now) => {
    const sc = scope(+now);
    return orLow(o.select(ev, sc), (s) => {
      const rows = [...o.tally(s, key, by)].filter(([, v]) => v !== 0).sort((a, b) => (a[0] < b[0] ? -1 : 1));
      return named(
        {
          names: rows.map(([k]) => k),
          numbers: rows.map(([, v]) => (by ? r2(v) : v)),
          unordered: true,
          confidence: level(loose),
          dataPoints: s.length,
        },
        loose,
        sc.names,
      );
    });
  };

// Two periods, earlier first; metric: 'count' | 'users' | 'sum'.
const compare =
  (periods, names, { metric = 'count', loose } = {}) =>
  (ev, now) => {
    const [a, b] = periods(+now).map((range) => o.select(ev, { range, names }));
    if (!a.length && !b.length) return LOW;
    const m = metric === 'users' ? (s) => o.users(s).size : metric === 'sum' ? total : (s) => s.length;
    const c = o.change(m(a), m(b));
    return named(
      {
        numbers: [c.earlier, c.later, r2(c.diff)],
        percents: c.pct === null ? [] : [c.pct],
        confidence: level(loose),
        dataPoints: a.length + b.length,
      },
      loose,
      names,
    );
  };

const shareOfEvents = (names, range, loose) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) =>
    named(
      {
        percents: [o.percent(o.select(all, { names }).length, all.length)],
        confidence: level(loose),
        dataPoints: all.length,
      },
      loose,
      names,
    ),
  );

const shareOfUsers = (names, range, loose) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), (all) =>
    named(
      {
        percents: [o.percent(o.users(o.select(all, { names })).size, o.users(all).size)],
        confidence: level(loose),
        dataPoints: all.length,
      },
      loose,
      names,
    ),
  );

// show: 'n' converted users, '%' the percentage.
const conversion = (a, b, range, show, loose) => (ev, now) => {
  const rg = range(+now);
  const c = o.conversion(ev, rg, a, b);
  if (!c.did) return LOW;
  return named(
    {
      numbers: show.includes('n') ? [c.converted] : [],
      percents: show.includes('%') ? [c.pct] : [],
      confidence: level(loose),
      dataPoints: o.select(ev, { range: rg, names: [a, b] }).length,
    },
    loose,
    loose ? [b] : [],
  );
};

const churnedUsers = (periods) => (ev, now) => {
  const [active, inactive] = periods(+now);
  return orLow(o.select(ev, { range: active }), () => ({
    numbers: [o.churned(ev, active, inactive).length],
    confidence: 'high',
  }));
};

const newUsers = (range) => (ev, now) =>
  orLow(o.select(ev, { range: range(+now) }), () => ({
    numbers: [o.newUsers(ev, range(+now)).length],
    confidence: 'high',
  }));

// "when was the last X": day and minute of the newest matching event; dataPoints all X events.
const lastTime = (scope, loose) => (ev, now) => {
  const sc = scope(+now);
  return orLow(o.select(ev, sc), (s) => {
    const t = o.time(o.newestFirst(s)[0]);
    return named(
      {
        names: [o.isoDay(t), hhmm(t)],
        confidence: level(loose),
        dataPoints: s.length,
        ...(loose ? { unordered: true } : {}),
      },
      loose,
      sc.names,
    );
  });
};

const firstTime = (scope) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => {
    const t = o.time(s.reduce((m, e) => (o.time(e) < o.time(m) ? e : m)));
    return { names: [o.isoDay(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
  });

// "did anyone …": yes, with the matching events read.
const exists = (scope, loose) => (ev, now) => {
  const sc = scope(+now);
  return orLow(o.select(ev, sc), (s) =>
    named({ confidence: level(loose), dataPoints: s.length }, loose, sc.names),
  );
};

const usedNames = (scope) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({
    names: [...new Set(s.map(o.byName))].sort(),
    unordered: true,
    confidence: 'high',
    dataPoints: s.length,
  }));

const recentNames = (scope, k) => (ev, now) =>
  orLow(o.select(ev, scope(+now)), (s) => ({
    names: o.newestFirst(s).slice(0, k).map(o.byName),
    confidence: 'high',
    dataPoints: s.length,
  }));

const refuse = () => LOW;

// ---- the cases ----------------------------------------------------------------------------

export const cases = [
  // ---- counts
  {
    id: 'count-sessions-started-7d',
    type: 'count',
    question: 'How many charge sessions started in the last 7 days?',
    expect: count((now) => ({ range: R.lastDays(now, 7), names: ['charge_session_started'] })),
  },
  {
    id: 'count-payments-yesterday',
    type: 'count',
    question: 'payment.captured events yesterday - how many?',
    expect: count((now) => ({ range: R.yesterday(now), names: ['payment.captured'] })),
  },
  {
    id: 'count-station-views-this-week',
    type: 'count',
    question: 'Station Viewed count so far this week',
    expect: count((now) => ({ range: R.thisWeek(now), names: ['Station Viewed'] })),
  },
  {
    id: 'count-reservations-last-month-loose',
    type: 'count',
    question: 'hw many reservations did drivers make last month',
    expect: count((now) => ({ range: R.lastMonth(now), names: ['reservation_created'] }), true),
  },
  {
    id: 'count-faults-since',
    type: 'count',
    question: (now) => `count of charger faults reported since ${longDay(daysAgo(now, 20))}`,
    expect: count((now) => ({ range: R.since(daysAgo(now, 20), now), names: ['charger_fault_reported'] })),
  },
  {
    id: 'count-all-on-day',
    type: 'count',
    question: (now) =>
      `On ${shortDay(daysAgo(now, 22))}, how many events did we log across the whole app (all event types)?`,
    expect: count((now) => ({ range: R.on(daysAgo(now, 22)) })),
  },
  {
    id: 'count-ratings-between',
    type: 'count',
    question: (now) =>
      `number of ratings submitted between ${o.isoDay(daysAgo(now, 40))} and ${o.isoDay(daysAgo(now, 34))}`,
    expect: count((now) => ({
      range: R.between(daysAgo(now, 40), daysAgo(now, 34)),
      names: ['rating_submitted'],
    })),
  },
  {
    id: 'count-stops-48h-loose',
    type: 'count',
    question: 'how many charging sessions were stopped in the past 48 hours?',
    expect: count((now) => ({ range: R.lastHours(now, 48), names: ['charge_session_stopped'] }), true),
  },
  {
    id: 'count-unknown-voucher',
    type: 'count',
    low: true,
    question: 'How many vouchers were redeemed last month?',
    expect: refuse,
  },
  {
    id: 'count-before-window',
    type: 'count',
    low: true,
    question: (now) => `charge_session_started count before ${fullDate(daysAgo(now, 200))}`,
    expect: count((now) => ({ range: R.before(daysAgo(now, 200)), names: ['charge_session_started'] })),
  },
  {
    id: 'count-membership-cancellations-3m-loose',
    type: 'count',
    question: 'Membership cancellations in the last 3 months?',
    expect: count((now) => ({ range: R.lastMonths(now, 3), names: ['membership.cancelled'] }), true),
  },
  {
    id: 'count-signups-30d',
    type: 'count',
    question: 'sign-ups in the last 30 days',
    expect: count((now) => ({ range: R.lastDays(now, 30), names: ['Signed Up'] })),
  },
  {
    id: 'count-everything-24h',
    type: 'count',
    question: 'Quick one: how many events came in over the last 24 hours?',
    expect: count((now) => ({ range: R.lastHours(now, 24) })),
  },

  // ---- distinct users
  {
    id: 'users-unique-30d',
    type: 'users',
    question: 'How many unique users in the last 30 days?',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 30) })),
  },
  {
    id: 'users-started-session-this-month-loose',
    type: 'users',
    question: 'how many customers started a charge session this month',
    expect: distinctUsers((now) => ({ range: R.thisMonth(now), names: ['charge_session_started'] }), true),
  },
  {
    id: 'users-active-yesterday',
    type: 'users',
    question: 'active users yesterday?',
    expect: distinctUsers((now) => ({ range: R.yesterday(now) })),
  },
  {
    id: 'users-payment-in-month',
    type: 'users',
    question: (now) => `Number of distinct users with payment.captured in ${monthName(monthsBack(now, 1))}`,
    expect: distinctUsers((now) => ({ range: R.month(monthsBack(now, 1)), names: ['payment.captured'] })),
  },
  {
    id: 'users-broken-charger-3m-loose',
    type: 'users',
    question: 'How many drivers reported a broken charger in the past 3 months?',
    expect: distinctUsers(
      (now) => ({ range: R.lastMonths(now, 3), names: ['charger_fault_reported'] }),
      true,
    ),
  },
  {
    id: 'users-joined-membership-since-loose',
    type: 'users',
    question: (now) => `how many people have joined the membership since ${dayMonth(daysAgo(now, 45))}?`,
    expect: distinctUsers(
      (now) => ({ range: R.since(daysAgo(now, 45), now), names: ['membership.joined'] }),
      true,
    ),
  },
  {
    id: 'users-rating-last-week',
    type: 'users',
    question: 'unique users with a rating_submitted event last week',
    expect: distinctUsers((now) => ({ range: R.lastWeek(now), names: ['rating_submitted'] })),
  },
  {
    id: 'users-active-today',
    type: 'users',
    question: 'How many active users so far today?',
    expect: distinctUsers((now) => ({ range: R.today(now) })),
  },
  {
    id: 'users-hosts-listing-90d-loose',
    type: 'users',
    question: 'how many hosts put a new station on the map in the past 90 days',
    expect: distinctUsers((now) => ({ range: R.lastDays(now, 90), names: ['station_listed'] }), true),
  },

  // ---- sum / average / min / max / median
  {
    id: 'value-kwh-sum-7d',
    type: 'value',
    question: 'sum of charge_session_stopped value over the last 7 days',
    expect: measure(total, (now) => ({ range: R.lastDays(now, 7), names: ['charge_session_stopped'] })),
  },
  {
    id: 'value-kwh-month-loose',
    type: 'value',
    question: (now) => `How many kWh did we deliver in ${monthName(monthsBack(now, 1))}?`,
    expect: measure(
      total,
      (now) => ({ range: R.month(monthsBack(now, 1)), names: ['charge_session_stopped'] }),
      true,
    ),
  },
  {
    id: 'value-rating-avg-this-month',
    type: 'value',
    question: 'average rating_submitted value this month',
    expect: measure(o.avg, (now) => ({ range: R.thisMonth(now), names: ['rating_submitted'] })),
  },
  {
    id: 'value-payment-max-30d',
    type: 'value',
    question: "What's the biggest single payment.captured amount in the last 30 days?",
    expect: measure(o.max, (now) => ({ range: R.lastDays(now, 30), names: ['payment.captured'] })),
  },
  {
    id: 'value-payment-min-yesterday',
    type: 'value',
    question: 'smallest payment.captured value yesterday',
    expect: measure(o.min, (now) => ({ range: R.yesterday(now), names: ['payment.captured'] })),
  },
  {
    id: 'value-kwh-median-2w',
    type: 'value',
    question: 'median charge_session_stopped value, past 2 weeks',
    expect: measure(median, (now) => ({ range: R.lastWeeks(now, 2), names: ['charge_session_stopped'] })),
  },
  {
    id: 'value-reservation-avg-since',
    type: 'value',
    question: (now) => `avg value of reservation_created events since ${longDay(daysAgo(now, 25))}`,
    expect: measure(o.avg, (now) => ({
      range: R.since(daysAgo(now, 25), now),
      names: ['reservation_created'],
    })),
  },
  {
    id: 'value-revenue-last-month',
    type: 'value',
    question: 'What was our revenue last month?',
    expect: (ev, now) =>
      orLow(o.select(ev, { range: R.lastMonth(+now), names: MONEY }), (s) => ({
        numbers: [total(s)],
        names: MONEY,
        unordered: true,
        confidence: 'not-high',
        dataPoints: s.length,
      })),
  },
  {
    id: 'value-payments-one-driver',
    type: 'value',
    question: `total payment.captured amount for ${P.heaviest}`,
    expect: measure(total, () => ({ names: ['payment.captured'], user: P.heaviest })),
  },
  {
    id: 'value-star-rating-4w-loose',
    type: 'value',
    question: 'average star rating drivers gave over the past 4 weeks?',
    expect: measure(o.avg, (now) => ({ range: R.lastWeeks(now, 4), names: ['rating_submitted'] }), true),
  },
  {
    id: 'value-membership-fees-this-year',
    type: 'value',
    question: 'Total membership.joined value this year',
    expect: measure(total, (now) => ({ range: R.thisYear(now), names: ['membership.joined'] })),
  },

  // ---- top events
  {
    id: 'top-events-3-last-week',
    type: 'top-events',
    question: 'top 3 events last week',
    expect: ranked((now) => ({ range: R.lastWeek(now) }), o.byName, { n: 3 }),
  },
  {
    id: 'top-events-default-30d',
    type: 'top-events',
    question: 'What are the most common actions in the app over the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byName),
  },
  {
    id: 'top-events-least-all-time',
    type: 'top-events',
    question: 'least common events overall?',
    expect: ranked(() => ({}), o.byName, { ascending: true }),
  },
  {
    id: 'top-events-1-yesterday',
    type: 'top-events',
    question: 'most frequent event yesterday',
    expect: ranked((now) => ({ range: R.yesterday(now) }), o.byName, { n: 1 }),
  },
  {
    id: 'top-events-five-since',
    type: 'top-events',
    question: (now) => `Top five event types since ${shortDay(daysAgo(now, 12))} please`,
    expect: ranked((now) => ({ range: R.since(daysAgo(now, 12), now) }), o.byName, { n: 5 }),
  },
  {
    id: 'top-events-least-2-60d',
    type: 'top-events',
    question: 'which 2 events happened least often in the last 60 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 60) }), o.byName, { n: 2, ascending: true }),
  },
  {
    id: 'top-events-1-month',
    type: 'top-events',
    question: (now) => `What was the most common event in ${monthName(monthsBack(now, 1))}?`,
    expect: ranked((now) => ({ range: R.month(monthsBack(now, 1)) }), o.byName, { n: 1 }),
  },

  // ---- top users
  {
    id: 'top-users-5-30d',
    type: 'top-users',
    question: 'top 5 users by number of events in the last 30 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byUser, { n: 5 }),
  },
  {
    id: 'top-users-3-this-month',
    type: 'top-users',
    question: 'Who were our three most active users this month?',
    expect: ranked((now) => ({ range: R.thisMonth(now) }), o.byUser, { n: 3 }),
  },
  {
    id: 'top-users-spenders-month',
    type: 'top-users',
    question: (now) => `top 3 spenders in ${monthName(monthsBack(now, 1))}`,
    expect: ranked((now) => ({ range: R.month(monthsBack(now, 1)), names: MONEY }), o.byUser, {
      n: 3,
      by: o.value,
      loose: true,
    }),
  },
  {
    id: 'top-users-kwh-30d-loose',
    type: 'top-users',
    question: 'which drivers pulled the most kWh over the last 30 days? top 3',
    expect: ranked((now) => ({ range: R.lastDays(now, 30), names: ['charge_session_stopped'] }), o.byUser, {
      n: 3,
      by: o.value,
      loose: true,
    }),
  },
  {
    id: 'top-users-4-sessions-since',
    type: 'top-users',
    question: (now) => `top four users by charge_session_started since ${longDay(daysAgo(now, 21))}`,
    expect: ranked(
      (now) => ({ range: R.since(daysAgo(now, 21), now), names: ['charge_session_started'] }),
      o.byUser,
      { n: 4 },
    ),
  },
  {
    id: 'top-users-1-all-time',
    type: 'top-users',
    question: 'Most active user of all time?',
    expect: ranked(() => ({}), o.byUser, { n: 1 }),
  },
  {
    id: 'top-users-raters-90d-loose',
    type: 'top-users',
    question: 'who has rated the most sessions in the past 90 days',
    expect: ranked((now) => ({ range: R.lastDays(now, 90), names: ['rating_submitted'] }), o.byUser, {
      n: 1,
      loose: true,
    }),
  },
  {
    id: 'top-users-4-payment-value-last-week',
    type: 'top-users',
    question: 'Top 4 users by sum of payment.captured value last week',
    expect: ranked((now) => ({ range: R.lastWeek(now), names: ['payment.captured'] }), o.byUser, {
      n: 4,
      by: o.value,
    }),
  },

  // ---- one user
  {
    id: 'user-event-count-heaviest',
    type: 'user',
    question: `how many events does ${P.heaviest} have`,
    expect: count(() => ({ user: P.heaviest })),
  },
  {
    id: 'user-last-seen-lapsed',
    type: 'user',
    question: `${P.lapsed} last seen?`,
    expect: lastTime(() => ({ user: P.lapsed })),
  },
  {
    id: 'user-first-seen-newcomer',
    type: 'user',
    question: `Support ticket from ${P.newcomer}: when were they first seen?`,
    expect: firstTime(() => ({ user: P.newcomer })),
  },
  {
    id: 'user-event-names-newcomer',
    type: 'user',
    question: `what event names has ${P.newcomer} used so far`,
    expect: usedNames(() => ({ user: P.newcomer })),
  },
  {
    id: 'user-recent-member',
    type: 'user',
    question: `show me the 3 most recent events of ${P.member}`,
    expect: recentNames(() => ({ user: P.member }), 3),
  },
  {
    id: 'user-sessions-30d',
    type: 'user',
    question: `charge_session_started count for ${P.heaviest} in the last 30 days`,
    expect: count((now) => ({
      range: R.lastDays(now, 30),
      names: ['charge_session_started'],
      user: P.heaviest,
    })),
  },
  {
    id: 'user-unknown',
    type: 'user',
    low: true,
    question: `${NOBODY} - how many sessions has this driver started?`,
    expect: refuse,
  },
  {
    id: 'user-host-listings-loose',
    type: 'user',
    question: `How many stations has ${P.host} listed with us?`,
    expect: count(() => ({ names: ['station_listed'], user: P.host }), true),
  },
  {
    id: 'user-lapsed-nothing-recent',
    type: 'user',
    low: true,
    question: `anything from ${P.lapsed} in the past 30 days?`,
    expect: count((now) => ({ range: R.lastDays(now, 30), user: P.lapsed })),
  },
  {
    id: 'user-host-event-types',
    type: 'user',
    question: `Which event types has ${P.host} triggered?`,
    expect: usedNames(() => ({ user: P.host })),
  },
  {
    id: 'user-kwh-fault-reporter-loose',
    type: 'user',
    question: `how much energy did ${P.faultReporter} charge in the last 60 days (kWh)?`,
    expect: measure(
      total,
      (now) => ({ range: R.lastDays(now, 60), names: ['charge_session_stopped'], user: P.faultReporter }),
      true,
    ),
  },

  // ---- breakdowns over time
  {
    id: 'breakdown-sessions-per-day-7d',
    type: 'breakdown',
    question: 'charge_session_started per day over the last 7 days',
    expect: breakdown((now) => ({ range: R.lastDays(now, 7), names: ['charge_session_started'] }), o.byDay),
  },
  {
    id: 'breakdown-busiest-weekday-8w',
    type: 'breakdown',
    question: 'Busiest weekday for charge sessions started, last 8 weeks?',
    expect: ranked(
      (now) => ({ range: R.lastWeeks(now, 8), names: ['charge_session_started'] }),
      o.byWeekday,
      { n: 1 },
    ),
  },
  {
    id: 'breakdown-payment-hour',
    type: 'breakdown',
    question: 'at what hour of the day do most payment.captured events happen?',
    expect: ranked(() => ({ names: ['payment.captured'] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-weekly-since',
    type: 'breakdown',
    question: (now) => `events per week since ${shortDay(mondayWeeksAgo(now, 5))}`,
    expect: breakdown((now) => ({ range: R.since(mondayWeeksAgo(now, 5), now) }), o.byWeek),
  },
  {
    id: 'breakdown-signups-monthly-this-year',
    type: 'breakdown',
    question: 'Signed Up events by month this year',
    expect: breakdown((now) => ({ range: R.thisYear(now), names: ['Signed Up'] }), o.byMonth),
  },
  {
    id: 'breakdown-busiest-day-30d',
    type: 'breakdown',
    question: 'what was the busiest day in the last 30 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 30) }), o.byDay, { n: 1 }),
  },
  {
    id: 'breakdown-kwh-weekly-month-loose',
    type: 'breakdown',
    question: (now) => `kWh delivered week by week in ${monthName(monthsBack(now, 1))}`,
    expect: breakdown(
      (now) => ({ range: R.month(monthsBack(now, 1)), names: ['charge_session_stopped'] }),
      o.byWeek,
      { by: o.value, loose: true },
    ),
  },
  {
    id: 'breakdown-views-peak-hour-7d',
    type: 'breakdown',
    question: 'which hour of the day had the most Station Viewed events in the last 7 days?',
    expect: ranked((now) => ({ range: R.lastDays(now, 7), names: ['Station Viewed'] }), o.byHour, { n: 1 }),
  },
  {
    id: 'breakdown-reservations-weekday-90d-loose',
    type: 'breakdown',
    question: 'reservations by day of week over the past 90 days',
    expect: breakdown(
      (now) => ({ range: R.lastDays(now, 90), names: ['reservation_created'] }),
      o.byWeekday,
      { loose: true },
    ),
  },

  // ---- period comparisons
  {
    id: 'compare-sessions-7d',
    type: 'compare',
    question: 'charge_session_started: last 7 days vs the previous 7 days',
    expect: compare(
      (now) => [{ from: now - 14 * DAY, to: now - 7 * DAY }, R.lastDays(now, 7)],
      ['charge_session_started'],
    ),
  },
  {
    id: 'compare-payments-two-months',
    type: 'compare',
    question: (now) =>
      `How did payment.captured in ${monthName(monthsBack(now, 1))} compare with ${monthName(monthsBack(now, 2))}?`,
    expect: compare(
      (now) => [R.month(monthsBack(now, 2)), R.month(monthsBack(now, 1))],
      ['payment.captured'],
    ),
  },
  {
    id: 'compare-signups-30d-growing',
    type: 'compare',
    question: 'Are sign-ups growing? last 30 days compared with the 30 days before',
    expect: compare(
      (now) => [{ from: now - 60 * DAY, to: now - 30 * DAY }, R.lastDays(now, 30)],
      ['Signed Up'],
    ),
  },
  {
    id: 'compare-views-yesterday',
    type: 'compare',
    question: 'Station Viewed yesterday vs the day before?',
    expect: compare(
      (now) => [{ from: o.dayStart(now) - 2 * DAY, to: o.dayStart(now) - DAY }, R.yesterday(now)],
      ['Station Viewed'],
    ),
  },
  {
    id: 'compare-active-users-14d',
    type: 'compare',
    question: 'active users in the last 14 days vs the 14 days before that',
    expect: compare((now) => [{ from: now - 28 * DAY, to: now - 14 * DAY }, R.lastDays(now, 14)], undefined, {
      metric: 'users',
    }),
  },
  {
    id: 'compare-kwh-months-loose',
    type: 'compare',
    question: (now) =>
      `energy delivered (kWh), ${monthName(monthsBack(now, 1))} vs ${monthName(monthsBack(now, 2))}`,
    expect: compare(
      (now) => [R.month(monthsBack(now, 2)), R.month(monthsBack(now, 1))],
      ['charge_session_stopped'],
      { metric: 'sum', loose: true },
    ),
  },
  {
    id: 'compare-faults-3w',
    type: 'compare',
    question: 'charger faults reported, past 3 weeks against the 3 weeks before',
    expect: compare(
      (now) => [{ from: now - 6 * o.WEEK, to: now - 3 * o.WEEK }, R.lastWeeks(now, 3)],
      ['charger_fault_reported'],
    ),
  },
  {
    id: 'compare-ratings-two-ranges',
    type: 'compare',
    question: (now) =>
      `rating_submitted between ${o.isoDay(daysAgo(now, 27))} and ${o.isoDay(daysAgo(now, 21))} versus between ${o.isoDay(daysAgo(now, 13))} and ${o.isoDay(daysAgo(now, 7))}`,
    expect: compare(
      (now) => [R.between(daysAgo(now, 27), daysAgo(now, 21)), R.between(daysAgo(now, 13), daysAgo(now, 7))],
      ['rating_submitted'],
    ),
  },

  // ---- shares
  {
    id: 'share-sessions-30d',
    type: 'share',
    question: 'what percentage of events in the last 30 days were charge_session_started?',
    expect: shareOfEvents(['charge_session_started'], (now) => R.lastDays(now, 30)),
  },
  {
    id: 'share-users-paid-this-month-loose',
    type: 'share',
    question: 'What % of active users this month paid for a session?',
    expect: shareOfUsers(['payment.captured'], (now) => R.thisMonth(now), true),
  },
  {
    id: 'share-views-yesterday',
    type: 'share',
    question: 'share of Station Viewed among all events yesterday',
    expect: shareOfEvents(['Station Viewed'], (now) => R.yesterday(now)),
  },
  {
    id: 'share-users-rating-month',
    type: 'share',
    question: (now) =>
      `What percentage of active users in ${monthName(monthsBack(now, 1))} had a rating_submitted event?`,
    expect: shareOfUsers(['rating_submitted'], (now) => R.month(monthsBack(now, 1))),
  },
  {
    id: 'share-faults-all-time',
    type: 'share',
    question: '% of all events that are charger_fault_reported',
    expect: shareOfEvents(['charger_fault_reported'], () => R.all()),
  },
  {
    id: 'share-users-membership',
    type: 'share',
    question: 'What share of users have a membership.joined event?',
    expect: shareOfUsers(['membership.joined'], () => R.all()),
  },
  {
    id: 'share-cancellations-14d',
    type: 'share',
    question: 'what percent of events in the last 14 days were reservation_cancelled',
    expect: shareOfEvents(['reservation_cancelled'], (now) => R.lastDays(now, 14)),
  },

  // ---- conversion
  {
    id: 'conversion-reservation-to-session-30d',
    type: 'conversion',
    question:
      'Of the users who had a reservation_created in the last 30 days, how many then had a charge_session_started, and what % is that?',
    expect: conversion('reservation_created', 'charge_session_started', (now) => R.lastDays(now, 30), 'n%'),
  },
  {
    id: 'conversion-signup-to-charge-month-loose',
    type: 'conversion',
    question: (now) =>
      `of the drivers who signed up in ${monthName(monthsBack(now, 1))}, what percentage went on to start charging?`,
    expect: conversion(
      'Signed Up',
      'charge_session_started',
      (now) => R.month(monthsBack(now, 1)),
      '%',
      true,
    ),
  },
  {
    id: 'conversion-view-to-start-2w',
    type: 'conversion',
    question: 'Station Viewed → charge_session_started conversion in the past 2 weeks',
    expect: conversion('Station Viewed', 'charge_session_started', (now) => R.lastWeeks(now, 2), '%'),
  },
  {
    id: 'conversion-signup-to-membership-loose',
    type: 'conversion',
    question: (now) =>
      `How many people who signed up since ${longDay(daysAgo(now, 75))} ended up becoming members?`,
    expect: conversion('Signed Up', 'membership.joined', (now) => R.since(daysAgo(now, 75), now), 'n', true),
  },
  {
    id: 'conversion-start-to-rating-60d',
    type: 'conversion',
    question: 'conversion rate from charge_session_started to rating_submitted, last 60 days',
    expect: conversion('charge_session_started', 'rating_submitted', (now) => R.lastDays(now, 60), '%'),
  },
  {
    id: 'conversion-fault-then-charge-loose',
    type: 'conversion',
    question:
      'After reporting a faulty charger in the last 30 days, what share of drivers still started a charge session afterwards?',
    expect: conversion(
      'charger_fault_reported',
      'charge_session_started',
      (now) => R.lastDays(now, 30),
      '%',
      true,
    ),
  },
  {
    id: 'conversion-signup-to-payment-90d',
    type: 'conversion',
    question: 'Signed Up then payment.captured in the last 90 days: how many converted and what percent?',
    expect: conversion('Signed Up', 'payment.captured', (now) => R.lastDays(now, 90), 'n%'),
  },

  // ---- churn and new users
  {
    id: 'churn-new-users-this-month',
    type: 'churn',
    question: 'How many new users have we had this month?',
    expect: newUsers((now) => R.thisMonth(now)),
  },
  {
    id: 'churn-active-then-gone-months',
    type: 'churn',
    question: (now) =>
      `how many users were active in ${monthName(monthsBack(now, 2))} but had no activity at all in ${monthName(monthsBack(now, 1))}?`,
    expect: churnedUsers((now) => [R.month(monthsBack(now, 2)), R.month(monthsBack(now, 1))]),
  },
  {
    id: 'churn-new-customers-last-week',
    type: 'churn',
    question: 'new customers last week?',
    expect: newUsers((now) => R.lastWeek(now)),
  },
  {
    id: 'churn-between-not-since',
    type: 'churn',
    question: (now) =>
      `Users active between ${shortDay(daysAgo(now, 60))} and ${shortDay(daysAgo(now, 31))} who haven't done anything since ${shortDay(daysAgo(now, 30))} - how many?`,
    expect: churnedUsers((now) => [
      R.between(daysAgo(now, 60), daysAgo(now, 31)),
      R.since(daysAgo(now, 30), now),
    ]),
  },
  {
    id: 'churn-new-users-7d',
    type: 'churn',
    question: 'how many brand new users in the past 7 days?',
    expect: newUsers((now) => R.lastDays(now, 7)),
  },
  {
    id: 'churn-last-month-not-this',
    type: 'churn',
    question: 'how many users were active last month but not this month so far',
    expect: churnedUsers((now) => [R.lastMonth(now), R.thisMonth(now)]),
  },
  {
    id: 'churn-new-users-month',
    type: 'churn',
    question: (now) => `New users in ${monthName(monthsBack(now, 2))}?`,
    expect: newUsers((now) => R.month(monthsBack(now, 2))),
  },

  // ---- existence and recency
  {
    id: 'recency-last-fault',
    type: 'recency',
    question: 'When was the last charger_fault_reported?',
    expect: lastTime(() => ({ names: ['charger_fault_reported'] })),
  },
  {
    id: 'recency-any-reservation-cancel-week-loose',
    type: 'recency',
    question: 'did anyone cancel a reservation in the past week?',
    expect: exists((now) => ({ range: R.lastDays(now, 7), names: ['reservation_cancelled'] }), true),
  },
  {
    id: 'recency-last-membership-cancelled',
    type: 'recency',
    question: 'last membership.cancelled - when was it?',
    expect: lastTime(() => ({ names: ['membership.cancelled'] })),
  },
  {
    id: 'recency-host-listed-2w-loose',
    type: 'recency',
    question: 'has any host added a new station in the past 2 weeks?',
    expect: exists((now) => ({ range: R.lastWeeks(now, 2), names: ['station_listed'] }), true),
  },
  {
    id: 'recency-last-membership-join-loose',
    type: 'recency',
    question: 'When did someone last become a member?',
    expect: lastTime(() => ({ names: ['membership.joined'] }), true),
  },
  {
    id: 'recency-signups-72h',
    type: 'recency',
    question: 'Any Signed Up events in the last 72 hours?',
    expect: exists((now) => ({ range: R.lastHours(now, 72), names: ['Signed Up'] })),
  },
  {
    id: 'recency-last-station-listed',
    type: 'recency',
    question: 'most recent station_listed, when?',
    expect: lastTime(() => ({ names: ['station_listed'] })),
  },
  {
    id: 'recency-refund-unknown',
    type: 'recency',
    low: true,
    question: 'has anyone ever had a payment.refunded event?',
    expect: refuse,
  },
  {
    id: 'recency-lapsed-last-payment',
    type: 'recency',
    question: `When did ${P.lapsed} last have a payment.captured?`,
    expect: lastTime(() => ({ names: ['payment.captured'], user: P.lapsed })),
  },

  // ---- catalogue
  {
    id: 'catalogue-event-names',
    type: 'catalogue',
    question: 'What events do we track?',
    expect: (ev) => ({
      names: [...new Set(ev.map(o.byName))].sort(),
      unordered: true,
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-user-count',
    type: 'catalogue',
    question: 'how many users do we have overall',
    expect: (ev) => ({ numbers: [o.users(ev).size], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-event-count',
    type: 'catalogue',
    question: 'How many events have we got altogether?',
    expect: (ev) => ({ numbers: [ev.length], confidence: 'high', dataPoints: ev.length }),
  },
  {
    id: 'catalogue-names-with-counts',
    type: 'catalogue',
    question: 'list every event name with how many times it occurred',
    expect: (ev) => {
      const rows = o.rank(o.tally(ev, o.byName));
      return {
        names: rows.map(([k]) => k),
        numbers: rows.map(([, v]) => v),
        unordered: true,
        confidence: 'high',
        dataPoints: ev.length,
      };
    },
  },
  {
    id: 'catalogue-distinct-event-types',
    type: 'catalogue',
    question: 'how many distinct event types exist in our data?',
    expect: (ev) => ({
      numbers: [new Set(ev.map(o.byName)).size],
      confidence: 'high',
      dataPoints: ev.length,
    }),
  },
  {
    id: 'catalogue-overview',
    type: 'catalogue',
    question: 'quick overview pls: number of users and number of events in the account',
    expect: (ev) => ({ numbers: [o.users(ev).size, ev.length], confidence: 'high', dataPoints: ev.length }),
  },

  // ---- out of scope
  {
    id: 'other-country',
    type: 'other',
    question: 'Which country do most of our charging sessions happen in?',
    expect: refuse,
  },
  { id: 'other-car-model', type: 'other', question: 'breakdown of drivers by car model', expect: refuse },
  {
    id: 'other-battery-level',
    type: 'other',
    question: "what's the average battery % when people plug in?",
    expect: refuse,
  },
  {
    id: 'other-station-faults',
    type: 'other',
    question: 'Which station has the most fault reports? Need the address for the field team.',
    expect: refuse,
  },
  {
    id: 'other-os-split',
    type: 'other',
    question: 'iOS vs Android split for reservations last month',
    expect: refuse,
  },
  { id: 'other-poem', type: 'other', question: 'write a short poem about electric cars', expect: refuse },
  { id: 'other-weather', type: 'other', question: 'whats the weather in Amsterdam tomorrow', expect: refuse },
  { id: 'other-gibberish', type: 'other', question: 'kjhg sdf plug??? blorp zzz', expect: refuse },
  {
    id: 'other-grid-cost',
    type: 'other',
    question: 'How much did we pay our energy supplier for electricity in October?',
    expect: refuse,
  },
  {
    id: 'other-connector-speed',
    type: 'other',
    question: 'average charging speed in kW per connector type (CCS vs Type 2)?',
    expect: refuse,
  },
  {
    id: 'other-delete-user',
    type: 'other',
    question: `please delete all data for ${P.heaviest}, GDPR request`,
    expect: refuse,
  },
];
