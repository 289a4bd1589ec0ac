/* eslint-disable @typescript-eslint/no-unused-vars -- kept as the blind author wrote it */
// Blind round "museum": questions a museum's staff would ask about its visitor app + ticketing events.
import * as O from '../../../../../shared/ai/eval/oracle.mjs';
import { PERSONAS, NOBODY } from './data.mjs';

const { DAY, WEEK, ranges: R, select, users, sum, tally, rank, round, time } = O;
const LOW = () => ({ confidence: 'low', dataPoints: 0 });
const MONEY = ['ticket_purchased', 'Membership Purchased', 'gift_shop.order', 'donation.received']; // every dollar source
const SPEND = ['ticket_purchased', 'Membership Purchased', 'gift_shop.order']; // what a visitor spends (purchases)
const ALL = undefined;

// ---- date words for questions ----------------------------------------------------------------
const ago = (now, k) => O.dayStart(+now) - k * DAY;
const iso = (now, k) => O.isoDay(ago(now, k));
const ord = (n) => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
const d = (t) => new Date(t);
const monShort = (now, k) => {
  const t = d(ago(now, k));
  return `${O.MONTHS[t.getUTCMonth()].slice(0, 3)} ${t.getUTCDate()}`;
};
const monLong = (now, k) => {
  const t = d(ago(now, k));
  return `${O.MONTHS[t.getUTCMonth()]} ${ord(t.getUTCDate())}`;
};
const dmy = (now, k) => {
  const t = d(ago(now, k));
  return `${t.getUTCDate()} ${O.MONTHS[t.getUTCMonth()].slice(0, 3)} ${t.getUTCFullYear()}`;
};
const monthName = (now, back) => O.MONTHS[d(O.monthStart(+now, -back)).getUTCMonth()];
const monthRange = (now, back) => R.month(O.monthStart(+now, -back));
const weekBefore = (now) => ({ from: O.weekStart(+now) - 2 * WEEK, to: O.weekStart(+now) - WEEK });
const mondayAgo = (now, weeks) => O.weekStart(+now) - weeks * WEEK; // Monday `weeks` full weeks back
const hhmm = (t) => new Date(t).toISOString().slice(11, 16);

// ---- expectation builders -------------------------------------------------------------------
const rangeOf = (r, now) => (typeof r === 'function' ? r(+now) : R.all());

function count({ names, range, user, conf = 'high' }) {
  return (ev, now) => {
    const s = select(ev, { range: rangeOf(range, now), names, user });
    return s.length ? { numbers: [s.length], confidence: conf, dataPoints: s.length } : LOW();
  };
}
function distinct({ names, range, conf = 'high' }) {
  return (ev, now) => {
    const s = select(ev, { range: rangeOf(range, now), names });
    return s.length ? { numbers: [users(s).size], confidence: conf, dataPoints: s.length } : LOW();
  };
}
const median = (s) => {
  const v = s.map((e) => e.eventValue).sort((a, b) => a - b),
    n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
};
const OPS = { sum, avg: (s) => sum(s) / s.length, min: O.min, max: O.max, median };
function value({ names, range, user, op = 'sum', conf = 'high' }) {
  return (ev, now) => {
    const s = select(ev, { range: rangeOf(range, now), names, user });
    return s.length ? { numbers: [round(OPS[op](s), 2)], confidence: conf, dataPoints: s.length } : LOW();
  };
}
function ranked({
  names,
  range,
  user,
  key,
  measure,
  n,
  ascending = false,
  withFigures = true,
  conf = 'high',
}) {
  const list = (ev, now) => {
    const s = select(ev, { range: rangeOf(range, now), names, user });
    return { s, all: rank(tally(s, key, measure), { ascending }) };
  };
  const expect = (ev, now) => {
    const { s, all } = list(ev, now);
    if (!s.length) return LOW();
    const top = all.slice(0, n);
    const x = { names: top.map(([k]) => k), confidence: conf, dataPoints: s.length };
    if (withFigures) x.numbers = top.map(([, v]) => round(v, 2));
    return x;
  };
  expect.tieAtCut = (ev, now) => {
    const { all } = list(ev, now);
    return all.length > n && round(all[n - 1][1], 2) === round(all[n][1], 2);
  };
  return expect;
}
// A breakdown listed in time order (all buckets of the range, with their figures).
function series({ names, range, key, measure, conf = 'high' }) {
  return (ev, now) => {
    const s = select(ev, { range: rangeOf(range, now), names });
    if (!s.length) return LOW();
    const m = [...tally(s, key, measure)].sort((a, b) => (a[0] < b[0] ? -1 : 1));
    return {
      names: m.map(([k]) => k),
      numbers: m.map(([, v]) => round(v, 2)),
      confidence: conf,
      dataPoints: s.length,
    };
  };
}
function compare({ names, earlier, later, metric = 'count', conf = 'high' }) {
  return (ev, now) => {
    const a = select(ev, { range: earlier(+now), names }),
      b = select(ev, { range: later(+now), names });
    const f = (s) => (metric === 'users' ? users(s).size : metric === 'sum' ? round(sum(s), 2) : s.length);
    const c = O.change(f(a), f(b));
    if (!a.length && !b.length) return LOW();
    const x = {
      numbers: [c.earlier, c.later, round(c.diff, 2)],
      confidence: conf,
      dataPoints: a.length + b.length,
    };
    if (c.pct !== null) x.percents = [c.pct];
    return x;
  };
}
function share({ names, range, by = 'events', conf = 'high' }) {
  return (ev, now) => {
    const s = select(ev, { range: rangeOf(range, now) });
    if (!s.length) return LOW();
    const part = s.filter((e) => names.includes(e.eventName));
    const p = by === 'users' ? O.percent(users(part).size, users(s).size) : O.percent(part.length, s.length);
    return { percents: [p], confidence: conf, dataPoints: s.length };
  };
}
function conversion({ a, b, range, conf = 'high' }) {
  return (ev, now) => {
    const r = rangeOf(range, now);
    const c = O.conversion(ev, r, a, b);
    const dp = select(ev, { range: r, names: [a, b] }).length;
    if (!c.did) return LOW();
    return { numbers: [c.did, c.converted], percents: [c.pct], confidence: conf, dataPoints: dp };
  };
}
function churn({ active, inactive, conf = 'high' }) {
  return (ev, now) => ({ numbers: [O.churned(ev, active(+now), inactive(+now)).length], confidence: conf });
}
function fresh({ range, conf = 'high' }) {
  return (ev, now) => ({ numbers: [O.newUsers(ev, range(+now)).length], confidence: conf });
}
function last({ names, user, conf = 'high' }) {
  return (ev, now) => {
    const s = select(ev, { names, user });
    if (!s.length) return LOW();
    const t = time(O.newestFirst(s)[0]);
    return { names: [O.isoDay(t), hhmm(t)], confidence: conf, dataPoints: s.length };
  };
}
function catalogue({ withNames = true, numbers = () => [], conf = 'high' }) {
  return (ev, now) => {
    const x = { confidence: conf, dataPoints: ev.length, numbers: numbers(ev) };
    if (withNames) {
      x.names = [...new Set(ev.map((e) => e.eventName))];
      x.unordered = true;
    }
    return x;
  };
}

const { superMember, bigDonor, churner, newcomer, audioFan, doorStaff } = PERSONAS;
const L = (n) => (now) => R.lastDays(now, n);

export const cases = [
  // ---------------------------------------------------------------- count
  {
    id: 'count-tickets-7d',
    type: 'count',
    question: 'how many ticket_purchased events in the last 7 days?',
    expect: count({ names: ['ticket_purchased'], range: L(7) }),
  },
  {
    id: 'count-scans-lastweek',
    type: 'count',
    question: 'Front desk asking: number of ticket.scanned events last week?',
    expect: count({ names: ['ticket.scanned'], range: R.lastWeek }),
  },
  {
    id: 'count-audio-prevmonth',
    type: 'count',
    question: (now) => `How many times was Audio Guide Played logged in ${monthName(now, 1)}?`,
    expect: count({ names: ['AudioGuidePlayed'], range: (now) => monthRange(now, 1) }),
  },
  {
    id: 'count-qr-since',
    type: 'count',
    question: (now) => `exhibit-qr-scan count since ${monShort(now, 45)} please`,
    expect: count({ names: ['exhibit-qr-scan'], range: (now) => R.since(ago(now, 45), now) }),
  },
  {
    id: 'count-shop-2months',
    type: 'count',
    question: (now) =>
      `For the retail review: how many gift_shop.order events did we get in ${monthName(now, 2)}?`,
    expect: count({ names: ['gift_shop.order'], range: (now) => monthRange(now, 2) }),
  },
  {
    id: 'count-all-30d',
    type: 'count',
    question: 'total number of events in the past 30 days',
    expect: count({ range: L(30) }),
  },
  {
    id: 'count-donor-donations',
    type: 'count',
    question: `how many donation.received events does ${bigDonor} have in total?`,
    expect: count({ names: ['donation.received'], user: bigDonor }),
  },
  {
    id: 'count-qr-loose',
    type: 'count',
    question: 'How many QR scans did visitors do last month?',
    expect: count({ names: ['exhibit-qr-scan'], range: R.lastMonth, conf: 'not-high' }),
  },
  {
    id: 'count-rsvp-between',
    type: 'count',
    question: (now) => `event rsvps between ${iso(now, 40)} and ${iso(now, 20)} - how many?`,
    expect: count({ names: ['event_rsvp'], range: (now) => R.between(ago(now, 40), ago(now, 20)) }),
  },
  {
    id: 'count-tickets-or-shop',
    type: 'count',
    question: 'How many ticket_purchased or gift_shop.order events happened in the last 14 days, combined?',
    expect: count({ names: ['ticket_purchased', 'gift_shop.order'], range: L(14) }),
  },
  {
    id: 'count-before',
    type: 'count',
    question: (now) => `How many ticket_purchased events were there before ${monLong(now, 70)}?`,
    expect: count({ names: ['ticket_purchased'], range: (now) => R.before(ago(now, 70)) }),
  },
  {
    id: 'count-unknown-parking',
    type: 'count',
    low: true,
    question: 'how many parking_validated events last week?',
    expect: () => LOW(),
  },

  // ---------------------------------------------------------------- users
  {
    id: 'users-app-30d',
    type: 'users',
    question: 'How many unique users did app_open in the last 30 days?',
    expect: distinct({ names: ['app_open'], range: L(30) }),
  },
  {
    id: 'users-active-lastweek',
    type: 'users',
    question: 'active users last week?',
    expect: distinct({ range: R.lastWeek }),
  },
  {
    id: 'users-audio-60d',
    type: 'users',
    question: 'how many different people used AudioGuidePlayed over the past 60 days',
    expect: distinct({ names: ['AudioGuidePlayed'], range: L(60) }),
  },
  {
    id: 'users-members-3m',
    type: 'users',
    question:
      'Membership team wants to know: how many distinct users had a Membership Purchased event in the last 3 months?',
    expect: distinct({ names: ['Membership Purchased'], range: (now) => R.lastMonths(now, 3) }),
  },
  {
    id: 'users-donors-since',
    type: 'users',
    question: (now) => `number of people with donation.received since ${monLong(now, 60)}`,
    expect: distinct({ names: ['donation.received'], range: (now) => R.since(ago(now, 60), now) }),
  },
  {
    id: 'users-rsvp-prevmonth',
    type: 'users',
    question: (now) =>
      `how many unique customers sent an event_rsvp in ${monthName(now, 1)} ${d(O.monthStart(+now, -1)).getUTCFullYear()}?`,
    expect: distinct({ names: ['event_rsvp'], range: (now) => monthRange(now, 1) }),
  },
  {
    id: 'users-24h',
    type: 'users',
    question: 'how many actve users in the last 24 hours?',
    expect: distinct({ range: L(1) }),
  },
  {
    id: 'users-shop-loose',
    type: 'users',
    question: 'how many people bought stuff at the gift shop in the past 90 days?',
    expect: distinct({ names: ['gift_shop.order'], range: L(90), conf: 'not-high' }),
  },
  {
    id: 'users-unknown-locker',
    type: 'users',
    low: true,
    question: 'How many unique users did locker_rented last month?',
    expect: () => LOW(),
  },

  // ---------------------------------------------------------------- value
  {
    id: 'value-tickets-lastmonth',
    type: 'value',
    question: 'Finance: total ticket_purchased value last month (dollars)?',
    expect: value({ names: ['ticket_purchased'], range: R.lastMonth }),
  },
  {
    id: 'value-audio-avg',
    type: 'value',
    question:
      'avergae minutes per AudioGuidePlayed over the last 30 days? (curious how long people actually listen)',
    expect: value({ names: ['AudioGuidePlayed'], range: L(30), op: 'avg' }),
  },
  {
    id: 'value-shop-max',
    type: 'value',
    question: 'biggest single gift_shop.order in the past 90 days — how much was it?',
    expect: value({ names: ['gift_shop.order'], range: L(90), op: 'max' }),
  },
  {
    id: 'value-shop-min',
    type: 'value',
    question: (now) => `smallest gift_shop.order value since ${iso(now, 50)}`,
    expect: value({ names: ['gift_shop.order'], range: (now) => R.since(ago(now, 50), now), op: 'min' }),
  },
  {
    id: 'value-shop-median',
    type: 'value',
    question: (now) => `What was the median gift_shop.order amount in ${monthName(now, 1)}?`,
    expect: value({ names: ['gift_shop.order'], range: (now) => monthRange(now, 1), op: 'median' }),
  },
  {
    id: 'value-money-lastmonth',
    type: 'value',
    question: 'How much money came in last month from all sources? rough is fine',
    expect: value({ names: MONEY, range: R.lastMonth, conf: 'not-high' }),
  },
  {
    id: 'value-tickets-avg-4w',
    type: 'value',
    question: 'mean ticket_purchased value over the past 4 weeks',
    expect: value({ names: ['ticket_purchased'], range: (now) => R.lastWeeks(now, 4), op: 'avg' }),
  },
  {
    id: 'value-membership-month',
    type: 'value',
    question: (now) => `Sum of Membership Purchased in ${monthName(now, 2)}?`,
    expect: value({ names: ['Membership Purchased'], range: (now) => monthRange(now, 2) }),
  },
  {
    id: 'value-audiofan-minutes',
    type: 'value',
    question: `total minutes listened (AudioGuidePlayed value) for ${audioFan}, all time`,
    expect: value({ names: ['AudioGuidePlayed'], user: audioFan }),
  },
  {
    id: 'value-donations-between',
    type: 'value',
    question: (now) => `total donation.received amount from ${dmy(now, 90)} to ${dmy(now, 31)}`,
    expect: value({ names: ['donation.received'], range: (now) => R.between(ago(now, 90), ago(now, 31)) }),
  },
  {
    id: 'value-unknown-refund',
    type: 'value',
    low: true,
    question: 'total value of refund_issued last month?',
    expect: () => LOW(),
  },

  // ---------------------------------------------------------------- top-events
  {
    id: 'top-events-30d',
    type: 'top-events',
    question: 'top 5 events in the last 30 days?',
    expect: ranked({ range: L(30), key: O.byName, n: 5 }),
  },
  {
    id: 'top-event-alltime',
    type: 'top-events',
    question: "what's the single most common event we track?",
    expect: ranked({ key: O.byName, n: 1 }),
  },
  {
    id: 'least-events-lastmonth',
    type: 'top-events',
    question: 'Whcih 3 events were least common last month?',
    expect: ranked({ range: R.lastMonth, key: O.byName, n: 3, ascending: true }),
  },
  {
    id: 'top-events-supermember',
    type: 'top-events',
    question: `${superMember}: what are their top 2 events?`,
    expect: ranked({ user: superMember, key: O.byName, n: 2 }),
  },
  {
    id: 'top-events-default',
    type: 'top-events',
    question: 'list the most frequent events, all time',
    expect: ranked({ key: O.byName, n: 5 }),
  },
  {
    id: 'top-events-between',
    type: 'top-events',
    question: (now) => `Most comon events between ${monShort(now, 60)} and ${monShort(now, 46)}, top 4`,
    expect: ranked({ range: (now) => R.between(ago(now, 60), ago(now, 46)), key: O.byName, n: 4 }),
  },
  {
    id: 'least-event-alltime',
    type: 'top-events',
    question: 'which event is used the least overall?',
    expect: ranked({ key: O.byName, n: 1, ascending: true }),
  },
  {
    id: 'top-events-lastweek',
    type: 'top-events',
    question: 'top five actions last week, with counts',
    expect: ranked({ range: R.lastWeek, key: O.byName, n: 5 }),
  },

  // ---------------------------------------------------------------- top-users
  {
    id: 'top-users-30d',
    type: 'top-users',
    question: 'Who are the 4 most active users in the past 30 days?',
    expect: ranked({ range: L(30), key: O.byUser, n: 4 }),
  },
  {
    id: 'top-donors',
    type: 'top-users',
    question: 'which user gave the most in donation.received, all time, and how much?',
    expect: ranked({ names: ['donation.received'], key: O.byUser, measure: O.value, n: 1 }),
  },
  {
    id: 'top-audio-minutes',
    type: 'top-users',
    question: 'who listened longest? top 2 users by summed AudioGuidePlayed minutes',
    expect: ranked({ names: ['AudioGuidePlayed'], key: O.byUser, measure: O.value, n: 2 }),
  },
  {
    id: 'top-scanner-lastmonth',
    type: 'top-users',
    question: 'which user had the most ticket.scanned events last month?',
    expect: ranked({ names: ['ticket.scanned'], range: R.lastMonth, key: O.byUser, n: 1 }),
  },
  {
    id: 'top-spenders',
    type: 'top-users',
    question: 'our top 3 spenders overall?',
    expect: ranked({ names: SPEND, key: O.byUser, measure: O.value, n: 3, conf: 'not-high' }),
  },
  {
    id: 'top-shop-90d',
    type: 'top-users',
    question: 'Top 3 customers by gift_shop.order value in the last 90 days',
    expect: ranked({ names: ['gift_shop.order'], range: L(90), key: O.byUser, measure: O.value, n: 3 }),
  },
  {
    id: 'top-users-alltime',
    type: 'top-users',
    question: 'most active users ever? give me the top 4',
    expect: ranked({ key: O.byUser, n: 4 }),
  },
  {
    id: 'top-shop-lastmonth',
    type: 'top-users',
    question: 'last month: which two customers spent most on gift_shop.order?',
    expect: ranked({ names: ['gift_shop.order'], range: R.lastMonth, key: O.byUser, measure: O.value, n: 2 }),
  },

  // ---------------------------------------------------------------- user
  {
    id: 'user-supermember-count',
    type: 'user',
    question: `how many events has ${superMember} had?`,
    expect: count({ user: superMember }),
  },
  {
    id: 'user-newcomer-first',
    type: 'user',
    question: `when did we first see ${newcomer}?`,
    expect: (ev) => {
      const s = select(ev, { user: newcomer });
      const t = time(s.reduce((a, b) => (time(a) <= time(b) ? a : b)));
      return { names: [O.isoDay(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-churner-last',
    type: 'user',
    question: `${churner} - last seen when?`,
    expect: (ev) => {
      const s = select(ev, { user: churner });
      const t = time(O.newestFirst(s)[0]);
      return { names: [O.isoDay(t), hhmm(t)], confidence: 'high', dataPoints: s.length };
    },
  },
  {
    id: 'user-donor-names',
    type: 'user',
    question: `Which event types has ${bigDonor} used?`,
    expect: (ev) => {
      const s = select(ev, { user: bigDonor });
      return {
        names: [...new Set(s.map((e) => e.eventName))],
        unordered: true,
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-supermember-recent',
    type: 'user',
    question: `show the 3 most recent events of ${superMember}`,
    expect: (ev) => {
      const s = select(ev, { user: superMember });
      return {
        names: O.newestFirst(s)
          .slice(0, 3)
          .map((e) => e.eventName),
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-supermember-30d',
    type: 'user',
    question: `what's ${superMember}'s activity count over the last 30 days?`,
    expect: count({ user: superMember, range: L(30) }),
  },
  {
    id: 'user-staff-lastweek',
    type: 'user',
    question: `How many ticket.scanned did ${doorStaff} do last week? checking her shift load`,
    expect: count({ user: doorStaff, names: ['ticket.scanned'], range: R.lastWeek }),
  },
  {
    id: 'user-churner-span',
    type: 'user',
    question: `first and last seen for ${churner}`,
    expect: (ev) => {
      const s = O.newestFirst(select(ev, { user: churner }));
      const a = time(s.at(-1)),
        b = time(s[0]);
      return {
        names: [O.isoDay(a), hhmm(a), O.isoDay(b), hhmm(b)],
        confidence: 'high',
        dataPoints: s.length,
      };
    },
  },
  {
    id: 'user-nobody',
    type: 'user',
    low: true,
    question: `what did ${NOBODY} do last month?`,
    expect: () => LOW(),
  },
  {
    id: 'user-unknown-id',
    type: 'user',
    low: true,
    question: 'pull up the history for visitor_0042 pls',
    expect: () => LOW(),
  },

  // ---------------------------------------------------------------- breakdown
  {
    id: 'bd-busiest-weekday',
    type: 'breakdown',
    question: 'Which day of the week is busiest overall?',
    expect: ranked({ key: O.byWeekday, n: 1, withFigures: false }),
  },
  {
    id: 'bd-qr-monthly',
    type: 'breakdown',
    question: 'exhibit-qr-scan per month, all time',
    expect: series({ names: ['exhibit-qr-scan'], key: O.byMonth }),
  },
  {
    id: 'bd-busiest-day-60d',
    type: 'breakdown',
    question: 'busiest day at the door in the last 60 days? (most ticket.scanned)',
    expect: ranked({ names: ['ticket.scanned'], range: L(60), key: O.byDay, n: 1 }),
  },
  {
    id: 'bd-scan-hour',
    type: 'breakdown',
    question: 'at what hour of the day do most ticket.scanned events happen?',
    expect: ranked({ names: ['ticket.scanned'], key: O.byHour, n: 1, withFigures: false }),
  },
  {
    id: 'bd-tickets-weekly',
    type: 'breakdown',
    question: (now) =>
      `weekly ticket_purchased counts from ${O.isoDay(mondayAgo(now, 4))} to ${O.isoDay(mondayAgo(now, 0) - DAY)}`,
    expect: series({
      names: ['ticket_purchased'],
      range: (now) => R.between(mondayAgo(now, 4), mondayAgo(now, 0) - DAY),
      key: O.byWeek,
    }),
  },
  {
    id: 'bd-weekday-rank',
    type: 'breakdown',
    question: 'rank the weekdays by ticket.scanned, busiest first',
    expect: ranked({ names: ['ticket.scanned'], key: O.byWeekday, n: 6, withFigures: false }),
  },
  {
    id: 'bd-app-daily-lastweek',
    type: 'breakdown',
    question: 'app_open per day last week',
    expect: series({ names: ['app_open'], range: R.lastWeek, key: O.byDay }),
  },
  {
    id: 'bd-shop-best-month',
    type: 'breakdown',
    question: 'Which month had the highest gift_shop.order value?',
    expect: ranked({
      names: ['gift_shop.order'],
      key: O.byMonth,
      measure: O.value,
      n: 1,
      withFigures: false,
    }),
  },
  {
    id: 'bd-app-hour-30d',
    type: 'breakdown',
    question: 'busiest hour for app_open in the past 30 days',
    expect: ranked({ names: ['app_open'], range: L(30), key: O.byHour, n: 1, withFigures: false }),
  },

  // ---------------------------------------------------------------- compare
  {
    id: 'cmp-tickets-7d',
    type: 'compare',
    question: 'ticket_purchased value (dollars): last 7 days vs the 7 days before?',
    expect: compare({
      names: ['ticket_purchased'],
      metric: 'sum',
      earlier: (n) => ({ from: n - 14 * DAY, to: n - 7 * DAY }),
      later: (n) => R.lastDays(n, 7),
    }),
  },
  {
    id: 'cmp-shop-months',
    type: 'compare',
    question: 'gift_shop.order last month compared with the month before',
    expect: compare({ names: ['gift_shop.order'], earlier: (n) => monthRange(n, 2), later: R.lastMonth }),
  },
  {
    id: 'cmp-donations-30d',
    type: 'compare',
    question: 'donation.received value: past 30 days vs the previous 30 days. up or down?',
    expect: compare({
      names: ['donation.received'],
      earlier: (n) => ({ from: n - 60 * DAY, to: n - 30 * DAY }),
      later: L(30),
      metric: 'sum',
    }),
  },
  {
    id: 'cmp-audio-loose',
    type: 'compare',
    question: 'is audio guide listening growing? last week vs the week before',
    expect: compare({
      names: ['AudioGuidePlayed'],
      earlier: weekBefore,
      later: R.lastWeek,
      conf: 'not-high',
    }),
  },
  {
    id: 'cmp-users-30d',
    type: 'compare',
    question: 'For the board deck: active users in the last 30 days versus the 30 days before that',
    expect: compare({
      earlier: (n) => ({ from: n - 60 * DAY, to: n - 30 * DAY }),
      later: L(30),
      metric: 'users',
    }),
  },
  {
    id: 'cmp-named-months',
    type: 'compare',
    question: (now) => `Compare exhibit-qr-scan in ${monthName(now, 2)} with ${monthName(now, 1)}`,
    expect: compare({
      names: ['exhibit-qr-scan'],
      earlier: (n) => monthRange(n, 2),
      later: (n) => monthRange(n, 1),
    }),
  },
  {
    id: 'cmp-qr-14d',
    type: 'compare',
    question: 'exhibit-qr-scan in the last 14 days vs the previous 14 days',
    expect: compare({
      names: ['exhibit-qr-scan'],
      earlier: (n) => ({ from: n - 28 * DAY, to: n - 14 * DAY }),
      later: L(14),
    }),
  },
  {
    id: 'cmp-all-weeks',
    type: 'compare',
    question: 'total events last week compared with the week before?',
    expect: compare({ earlier: weekBefore, later: R.lastWeek }),
  },

  // ---------------------------------------------------------------- share
  {
    id: 'share-qr-30d',
    type: 'share',
    question: 'what percent of all events in the last 30 days were exhibit-qr-scan?',
    expect: share({ names: ['exhibit-qr-scan'], range: L(30) }),
  },
  {
    id: 'share-shop-users-lastmonth',
    type: 'share',
    question: 'What % of active users last month did a gift_shop.order?',
    expect: share({ names: ['gift_shop.order'], range: R.lastMonth, by: 'users' }),
  },
  {
    id: 'share-scans-alltime',
    type: 'share',
    question: 'share of events that are ticket.scanned, overall',
    expect: share({ names: ['ticket.scanned'] }),
  },
  {
    id: 'share-donors-alltime',
    type: 'share',
    question: 'what percentage of users have ever done donation.received?',
    expect: share({ names: ['donation.received'], by: 'users' }),
  },
  {
    id: 'share-audio-lastweek',
    type: 'share',
    question: 'AudioGuidePlayed as a percentage of all activity last week',
    expect: share({ names: ['AudioGuidePlayed'], range: R.lastWeek }),
  },
  {
    id: 'share-members-60d',
    type: 'share',
    question: 'Of the users active in the past 60 days, what percentage had a Membership Purchased?',
    expect: share({ names: ['Membership Purchased'], range: L(60), by: 'users' }),
  },
  {
    id: 'share-map-loose',
    type: 'share',
    question: 'roughly what fraction of our activity is people looking at the map? percent pls',
    expect: share({ names: ['Map Viewed'], conf: 'not-high' }),
  },
  {
    id: 'share-rsvp-users-90d',
    type: 'share',
    question: 'percentage of active users in the last 90 days who sent an event_rsvp',
    expect: share({ names: ['event_rsvp'], range: L(90), by: 'users' }),
  },

  // ---------------------------------------------------------------- conversion
  {
    id: 'conv-app-ticket-30d',
    type: 'conversion',
    question: 'Of users who did app_open in the last 30 days, how many then did ticket_purchased?',
    expect: conversion({ a: 'app_open', b: 'ticket_purchased', range: L(30) }),
  },
  {
    id: 'conv-ticket-shop-60d',
    type: 'conversion',
    question: 'conversion from ticket_purchased to gift_shop.order in the past 60 days',
    expect: conversion({ a: 'ticket_purchased', b: 'gift_shop.order', range: L(60) }),
  },
  {
    id: 'conv-qr-audio-lastmonth',
    type: 'conversion',
    question: 'last month, what share of users with exhibit-qr-scan went on to AudioGuidePlayed afterwards?',
    expect: conversion({ a: 'exhibit-qr-scan', b: 'AudioGuidePlayed', range: R.lastMonth }),
  },
  {
    id: 'conv-audio-donation',
    type: 'conversion',
    question: 'AudioGuidePlayed -> donation.received conversion, all time',
    expect: conversion({ a: 'AudioGuidePlayed', b: 'donation.received' }),
  },
  {
    id: 'conv-map-saved-since',
    type: 'conversion',
    question: (now) =>
      `since ${monLong(now, 40)}, of the people who did Map Viewed how many later did ExhibitSaved?`,
    expect: conversion({ a: 'Map Viewed', b: 'ExhibitSaved', range: (now) => R.since(ago(now, 40), now) }),
  },
  {
    id: 'conv-rsvp-ticket-90d',
    type: 'conversion',
    question:
      'asking bc of the lecture series: of users with an event_rsvp in the last 90 days, how many did ticket_purchased after it?',
    expect: conversion({ a: 'event_rsvp', b: 'ticket_purchased', range: L(90) }),
  },
  {
    id: 'conv-ticket-membership',
    type: 'conversion',
    question: 'how many users went from ticket_purchased to Membership Purchased? percentage too',
    expect: conversion({ a: 'ticket_purchased', b: 'Membership Purchased' }),
  },
  {
    id: 'conv-qr-shop-loose',
    type: 'conversion',
    question:
      'of people who scanned an exhibit code in the last 30 days, how many bought something in the shop afterwards?',
    expect: conversion({ a: 'exhibit-qr-scan', b: 'gift_shop.order', range: L(30), conf: 'not-high' }),
  },

  // ---------------------------------------------------------------- churn
  {
    id: 'churn-lastmonth-not-30d',
    type: 'churn',
    question: (now) => `how many users were active in ${monthName(now, 2)} but not in ${monthName(now, 1)}?`,
    expect: churn({ active: (n) => monthRange(n, 2), inactive: (n) => monthRange(n, 1) }),
  },
  {
    id: 'new-30d',
    type: 'churn',
    question: 'how many new users in the last 30 days (first event ever)?',
    expect: fresh({ range: L(30) }),
  },
  {
    id: 'new-prevmonth',
    type: 'churn',
    question: (now) => `New users in ${monthName(now, 1)}?`,
    expect: fresh({ range: (n) => monthRange(n, 1) }),
  },
  {
    id: 'churn-60-30',
    type: 'churn',
    question:
      'users who were active 60 to 30 days ago and have not been seen in the last 30 days — how many?',
    expect: churn({ active: (n) => ({ from: n - 60 * DAY, to: n - 30 * DAY }), inactive: L(30) }),
  },
  {
    id: 'new-lastweek',
    type: 'churn',
    question: 'how many first-time users did we get last week?',
    expect: fresh({ range: R.lastWeek }),
  },
  {
    id: 'churn-weeks',
    type: 'churn',
    question: 'how many people were active the week before last but not last week?',
    expect: churn({ active: weekBefore, inactive: R.lastWeek }),
  },
  {
    id: 'new-since',
    type: 'churn',
    question: (now) => `how many brand new users since ${iso(now, 21)}?`,
    expect: fresh({ range: (n) => R.since(ago(n, 21), n) }),
  },
  {
    id: 'churn-early-vs-recent',
    type: 'churn',
    question: (now) =>
      `Users active between ${iso(now, 110)} and ${iso(now, 80)} who had no events in the last 45 days: count?`,
    expect: churn({ active: (n) => R.between(ago(n, 110), ago(n, 80)), inactive: L(45) }),
  },

  // ---------------------------------------------------------------- recency
  {
    id: 'rec-last-donation',
    type: 'recency',
    question: 'when was the last donation.received?',
    expect: last({ names: ['donation.received'] }),
  },
  {
    id: 'rec-any-rsvp-3d',
    type: 'recency',
    question: 'has anyone done event_rsvp in the last 3 days? how many?',
    expect: count({ names: ['event_rsvp'], range: L(3) }),
  },
  {
    id: 'rec-last-scan',
    type: 'recency',
    question: 'Most recent ticket.scanned — date and time?',
    expect: last({ names: ['ticket.scanned'] }),
  },
  {
    id: 'rec-supermember-shop',
    type: 'recency',
    question: `when did ${superMember} last have a gift_shop.order?`,
    expect: last({ names: ['gift_shop.order'], user: superMember }),
  },
  {
    id: 'rec-unknown-coatcheck',
    type: 'recency',
    low: true,
    question: 'did anyone ever do coat_check_dropoff?',
    expect: () => LOW(),
  },
  {
    id: 'rec-last-audio',
    type: 'recency',
    question: 'last time someone played AudioGuidePlayed?',
    expect: last({ names: ['AudioGuidePlayed'] }),
  },
  {
    id: 'rec-last-anything',
    type: 'recency',
    question: 'when was the most recent event of any kind?',
    expect: last({}),
  },
  {
    id: 'rec-churner-30d',
    type: 'recency',
    low: true,
    question: `has ${churner} been active in the last 30 days?`,
    expect: count({ user: churner, range: L(30) }),
  },
  {
    id: 'rec-last-membership',
    type: 'recency',
    question: 'When did the last Membership Purchased happen?',
    expect: last({ names: ['Membership Purchased'] }),
  },

  // ---------------------------------------------------------------- catalogue
  {
    id: 'cat-event-names',
    type: 'catalogue',
    question: 'what event names exist in our data? I need them for the dashboard config',
    expect: catalogue({}),
  },
  {
    id: 'cat-user-total',
    type: 'catalogue',
    question: 'how many users are there overall?',
    expect: catalogue({ withNames: false, numbers: (ev) => [users(ev).size] }),
  },
  {
    id: 'cat-event-total',
    type: 'catalogue',
    question: 'How many events do we have stored in total?',
    expect: catalogue({ withNames: false, numbers: (ev) => [ev.length] }),
  },
  {
    id: 'cat-overview',
    type: 'catalogue',
    question: 'give me an overview: list of event types, total users, total events',
    expect: catalogue({ numbers: (ev) => [users(ev).size, ev.length] }),
  },
  {
    id: 'cat-kinds',
    type: 'catalogue',
    question: 'new on the team — what kinds of things does the app track?',
    expect: catalogue({}),
  },
  {
    id: 'cat-distinct-names',
    type: 'catalogue',
    question: 'how many distinct event types are tracked, and what are they?',
    expect: catalogue({ numbers: (ev) => [new Set(ev.map((e) => e.eventName)).size] }),
  },

  // ---------------------------------------------------------------- other
  {
    id: 'other-weather',
    type: 'other',
    question: "what's the weather going to be like for Saturday's garden tour?",
    expect: () => LOW(),
  },
  {
    id: 'other-queue',
    type: 'other',
    question: 'how long is the queue at the main entrance right now in minutes?',
    expect: () => LOW(),
  },
  {
    id: 'other-satisfaction',
    type: 'other',
    question: 'what is our average visitor satisfaction rating out of 5?',
    expect: () => LOW(),
  },
  {
    id: 'other-painting-value',
    type: 'other',
    question: 'which painting in the collection is insured for the most?',
    expect: () => LOW(),
  },
  {
    id: 'other-payroll',
    type: 'other',
    question: 'How much did we pay the security guards in overtime last month?',
    expect: () => LOW(),
  },
  {
    id: 'other-forecast',
    type: 'other',
    question: 'predict attendance for next summer',
    expect: () => LOW(),
  },
  {
    id: 'other-temperature',
    type: 'other',
    question: 'what humidity level is gallery 4 kept at?',
    expect: () => LOW(),
  },
  {
    id: 'other-ages',
    type: 'other',
    question: 'Break down our visitors by age group and zip code',
    expect: () => LOW(),
  },
  {
    id: 'other-email',
    type: 'other',
    question: 'send a thank-you email to everyone who donated',
    expect: () => LOW(),
  },
];
